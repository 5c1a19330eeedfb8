"""Saving an assignment, its rubric or its CLO weights re-indexes the assignment (after commit).

``material_indexed`` is sent (after commit) when a material's passages were stored, so apps that
read a course's passages (learning's unit anchors) can refresh without materials knowing them.
"""

from django.db import transaction
from django.db.models.signals import post_delete, post_save
from django.dispatch import Signal, receiver

# kwargs: material_id, course_id, unit_id
material_indexed = Signal()

from courses.models import Assignment, AssignmentCLOWeight, RubricCriterion


def _queue(assignment_id: int) -> None:
    from materials.tasks import assignment_index_task

    transaction.on_commit(lambda: assignment_index_task.delay(assignment_id))


@receiver(post_save, sender=Assignment, dispatch_uid="materials.assignment_saved")
def _assignment_saved(sender, instance, raw=False, **kwargs):
    if not raw:
        _queue(instance.pk)


@receiver(post_save, sender=RubricCriterion, dispatch_uid="materials.rubric_saved")
@receiver(post_delete, sender=RubricCriterion, dispatch_uid="materials.rubric_deleted")
@receiver(post_save, sender=AssignmentCLOWeight, dispatch_uid="materials.weight_saved")
@receiver(post_delete, sender=AssignmentCLOWeight, dispatch_uid="materials.weight_deleted")
def _assignment_part_changed(sender, instance, raw=False, **kwargs):
    if not raw and Assignment.objects.filter(pk=instance.assignment_id).exists():
        _queue(instance.assignment_id)
