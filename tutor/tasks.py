"""Celery adapters of the tutor: ids in, one service call, nothing else.

The service is imported when a task runs, not when Celery discovers this module: discovery happens
in whatever thread first touches the Celery app (a web process's health check, say), and the
service's imports (the whole turn pipeline) have no business there."""

from celery import shared_task
from celery.signals import worker_ready


@shared_task(acks_late=True, ignore_result=True)
def suggestions_refresh_task(course_id: int) -> int:
    from tutor.suggestion_services import suggestions_refresh

    return suggestions_refresh(course_id=course_id)


@shared_task(acks_late=True, ignore_result=True)
def suggestion_answer_refresh_task(suggestion_id: int) -> bool:
    from tutor.suggestion_services import suggestion_answer_refresh

    return suggestion_answer_refresh(suggestion_id=suggestion_id)


# Async turns (tutor/jobs.py). acks_late + reject_on_worker_lost: a task whose worker died is
# delivered again; the job's claim (a conditional UPDATE) makes the second delivery a no-op unless
# the sweep queued the job again.
@shared_task(acks_late=True, reject_on_worker_lost=True, ignore_result=True)
def tutor_job_run_task(job_id: str) -> str:
    from tutor.jobs import job_run

    return job_run(job_id=job_id)


@shared_task(ignore_result=True)
def tutor_jobs_requeue_stale_task() -> int:
    from tutor.jobs import jobs_requeue_stale

    return jobs_requeue_stale()


@worker_ready.connect
def _resume_abandoned_jobs_on_start(sender=None, **kwargs) -> None:
    """A worker that starts after a crash deals with the jobs its predecessor left (once their
    replies' leases have expired; beat's sweep catches the rest)."""
    tutor_jobs_requeue_stale_task.delay()
