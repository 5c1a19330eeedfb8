"""Celery adapters of the tutor: ids in, one service call, nothing else."""

from celery import shared_task

from tutor import suggestion_services


@shared_task(acks_late=True, ignore_result=True)
def suggestions_refresh_task(course_id: int) -> int:
    return suggestion_services.suggestions_refresh(course_id=course_id)


@shared_task(acks_late=True, ignore_result=True)
def suggestion_answer_refresh_task(suggestion_id: int) -> bool:
    return suggestion_services.suggestion_answer_refresh(suggestion_id=suggestion_id)
