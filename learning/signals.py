"""Keep unit anchors current: a change to a unit, its CLOs, a CLO's title or a unit's materials queues
the anchor refresh of the units concerned (after commit; the task is idempotent)."""

from __future__ import annotations

from django.db import transaction
from django.db.models.signals import m2m_changed, post_delete, post_save
from django.dispatch import receiver

from courses.models import CLO, Unit
from materials.models import CourseMaterial
from materials.signals import material_indexed


def queue_anchor_refresh(unit_ids) -> None:
    from learning.tasks import unit_anchor_refresh_task

    for unit_id in sorted(set(u for u in unit_ids if u)):
        transaction.on_commit(lambda unit_id=unit_id: unit_anchor_refresh_task.delay(unit_id))


def _course_units(course_id: int) -> list[int]:
    return list(Unit.objects.filter(course_id=course_id).values_list("pk", flat=True))


@receiver(post_save, sender=Unit, dispatch_uid="learning.unit_saved")
def _unit_saved(sender, instance: Unit, raw: bool = False, **kwargs) -> None:
    if not raw:
        queue_anchor_refresh([instance.pk])


@receiver(m2m_changed, sender=Unit.clos.through, dispatch_uid="learning.unit_clos_changed")
def _unit_clos_changed(sender, instance, action: str, reverse: bool, pk_set=None, **kwargs) -> None:
    if action not in ("post_add", "post_remove", "post_clear"):
        return
    if reverse:  # changed from the CLO's side: the units are in pk_set (or unknown after a clear)
        queue_anchor_refresh(pk_set or _course_units(instance.course_id))
    else:
        queue_anchor_refresh([instance.pk])


@receiver(post_save, sender=CLO, dispatch_uid="learning.clo_saved")
def _clo_saved(sender, instance: CLO, raw: bool = False, created: bool = False, **kwargs) -> None:
    if not raw and not created:
        queue_anchor_refresh(instance.units.values_list("pk", flat=True))


@receiver(material_indexed, dispatch_uid="learning.material_indexed")
def _material_indexed(sender, course_id: int, **kwargs) -> None:
    # every unit of the course: key terms weigh a unit's passages against the rest of the course
    queue_anchor_refresh(_course_units(course_id))


@receiver(post_save, sender=CourseMaterial, dispatch_uid="learning.material_saved")
@receiver(post_delete, sender=CourseMaterial, dispatch_uid="learning.material_deleted")
def _material_changed(sender, instance: CourseMaterial, raw: bool = False, **kwargs) -> None:
    if not raw and Unit.objects.filter(course_id=instance.course_id).exists():
        queue_anchor_refresh(_course_units(instance.course_id))
