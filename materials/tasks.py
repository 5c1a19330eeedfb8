"""Celery adapters for ingestion: ids in, one service call, nothing else."""

from celery import shared_task
from celery.signals import worker_ready

from materials import services


@shared_task(acks_late=True, reject_on_worker_lost=True, ignore_result=True)
def material_index_task(material_id: str, version: int) -> str:
    return services.material_index(material_id=material_id, version=version)


@shared_task(ignore_result=True)
def materials_requeue_stale_task() -> int:
    return services.materials_requeue_stale()


@worker_ready.connect
def _resume_abandoned_work_on_start(sender=None, **kwargs) -> None:
    """A worker that starts after a crash picks up the work its predecessor left (once the
    heartbeat is stale; beat's sweep catches the rest)."""
    materials_requeue_stale_task.delay()


@shared_task(ignore_result=True)
def assignment_index_task(assignment_id: int) -> None:
    services.assignment_index(assignment_id=assignment_id)


@shared_task(acks_late=True, ignore_result=True)
def cross_vectors_build_task(material_id: str) -> int:
    from materials.crosslingual import cross_vectors_build

    return cross_vectors_build(material_id=material_id)
