"""Grades follow the evidence: when graded work changes a unit's progress, the linked LMS columns
of that unit get the student's new score (queued once the evidence has committed)."""

from __future__ import annotations

from django.db import transaction
from django.db.models.signals import post_save
from django.dispatch import receiver

from learning.models import GradedEvidence
from lti import grades
from lti.models import GradeLink, GradeSource


@receiver(post_save, sender=GradedEvidence, dispatch_uid="lti.grades_follow_evidence")
def _evidence_recorded(sender, instance: GradedEvidence, created: bool, raw: bool = False, **kwargs) -> None:
    if raw or not created:
        return
    links = list(GradeLink.objects.filter(source=GradeSource.UNIT_MASTERY, unit_id=instance.unit_id,
                                          context__course_id=instance.course_id).values_list("pk", flat=True))
    for link_id in links:
        transaction.on_commit(lambda link_id=link_id: grades.grades_queue(link_id=link_id,
                                                                          student_ids=[instance.student_id]))
