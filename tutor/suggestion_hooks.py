"""When a course's passages may have changed, its suggested prompts are refreshed (after commit).

A material indexed (new or re-uploaded: ``materials.signals.material_indexed``), saved while indexed
(enabled, disabled, moved to another unit) or deleted queues ``suggestions_refresh_task`` for its
course. A save of a material that is not indexed (uploaded, queued for re-indexing, in progress)
queues nothing: its passages are not searchable yet, and its ``material_indexed`` will. The task is
idempotent and cheap when nothing changed (the passages' fingerprint is compared first), so a save
that changed nothing costs one query.
"""

from __future__ import annotations

from django.db import transaction
from django.db.models.signals import post_delete, post_save

from materials.models import CourseMaterial, MaterialStatus
from materials.signals import material_indexed


def queue_suggestions_refresh(course_id: int) -> None:
    from tutor.tasks import suggestions_refresh_task

    transaction.on_commit(lambda: suggestions_refresh_task.delay(course_id))


def _material_indexed(sender, course_id: int, **kwargs) -> None:
    queue_suggestions_refresh(course_id)


def _material_saved(sender, instance: CourseMaterial, raw: bool = False, **kwargs) -> None:
    if not raw and instance.status == MaterialStatus.INDEXED:
        queue_suggestions_refresh(instance.course_id)


def _material_deleted(sender, instance: CourseMaterial, **kwargs) -> None:
    queue_suggestions_refresh(instance.course_id)


def connect() -> None:
    material_indexed.connect(_material_indexed, dispatch_uid="tutor.suggestions.material_indexed")
    post_save.connect(_material_saved, sender=CourseMaterial, dispatch_uid="tutor.suggestions.material_saved")
    post_delete.connect(_material_deleted, sender=CourseMaterial, dispatch_uid="tutor.suggestions.material_deleted")
