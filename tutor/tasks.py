"""Celery adapters of the tutor: ids in, one service call, nothing else.

The service is imported when a task runs, not when Celery discovers this module: discovery happens
in whatever thread first touches the Celery app (a web process's health check, say), and the
service's imports (the whole turn pipeline) have no business there."""

from celery import shared_task


@shared_task(acks_late=True, ignore_result=True)
def suggestions_refresh_task(course_id: int) -> int:
    from tutor.suggestion_services import suggestions_refresh

    return suggestions_refresh(course_id=course_id)


@shared_task(acks_late=True, ignore_result=True)
def suggestion_answer_refresh_task(suggestion_id: int) -> bool:
    from tutor.suggestion_services import suggestion_answer_refresh

    return suggestion_answer_refresh(suggestion_id=suggestion_id)
