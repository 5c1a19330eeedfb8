"""Celery tasks of the LMS integration: thin, idempotent, calling ``lti`` services."""

from __future__ import annotations

import logging

from celery import shared_task

from lti import grades, roster
from lti.models import GradeLink, GradePost, LtiContext

logger = logging.getLogger(__name__)


@shared_task(bind=True, acks_late=True, ignore_result=True, max_retries=None)
def grade_post_send_task(self, post_id: int) -> str:
    """Send one score; retried with backoff while the service says so (it counts the attempts)."""
    outcome = grades.grade_post_send(post_id=post_id)
    if outcome == grades.RETRY:
        attempts = GradePost.objects.filter(pk=post_id).values_list("attempts", flat=True).first() or 1
        raise self.retry(countdown=grades.grade_retry_delay(attempts))
    return outcome


@shared_task(ignore_result=True)
def grades_queue_task(link_id: int) -> int:
    return grades.grades_queue(link_id=link_id)


@shared_task(ignore_result=True)
def roster_sync_task(context_id: int) -> None:
    try:
        roster.roster_sync(context_id=context_id)
    except Exception:  # recorded on the context for the teacher; the nightly run tries again
        logger.exception("roster sync of LTI context %s failed", context_id)


@shared_task(ignore_result=True)
def lti_nightly_task() -> int:
    """Every linked course: sync the roster, then queue changed grades."""
    contexts = list(LtiContext.objects.exclude(memberships_url="").values_list("pk", flat=True))
    for context_id in contexts:
        roster_sync_task.delay(context_id)
    for link_id in GradeLink.objects.values_list("pk", flat=True):
        grades_queue_task.delay(link_id)
    return len(contexts)
