"""Celery adapters for the learning loop: ids in, one service call."""

from celery import shared_task

from learning import anchors
from materials.embeddings import EmbeddingError


@shared_task(bind=True, acks_late=True, ignore_result=True, max_retries=3)
def unit_anchor_refresh_task(self, unit_id: int) -> str:
    """Idempotent (learning/anchors.py). A failing embedding provider is retried after 10, 20, 40 s;
    after that the old anchor stays in use and the next change tries again."""
    try:
        return anchors.unit_anchor_refresh(unit_id=unit_id)
    except EmbeddingError as exc:
        raise self.retry(exc=exc, countdown=10 * 2 ** self.request.retries) from exc
