"""Fit a course's BKT values to its recorded graded results (``manage.py bkt_fit``)."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils import timezone

from courses.models import ExamAttempt
from learning import bkt, services
from learning.models import GradedEvidence


@dataclass(frozen=True)
class CourseFit:
    result: bkt.FitResult
    saved: bool


def course_sequences(course_id: int) -> list[list[bool]]:
    """Per (student, unit) sequences of graded results in time order: every ``GradedEvidence`` row, plus
    exam answers the exam system recorded without one (each counts for every unit of its question; a
    support view is no answer)."""
    events: dict[tuple[int, int], list[tuple]] = {}
    recorded_attempts = set()
    for student, unit, correct, at, pk, attempt in GradedEvidence.objects.filter(course_id=course_id).values_list(
            "student_id", "unit_id", "correct", "created_at", "pk", "exam_attempt_id"):
        events.setdefault((student, unit), []).append((at, 0, pk, correct))
        if attempt is not None:
            recorded_attempts.add(attempt)
    for student, unit, correct, at, pk in (ExamAttempt.objects.filter(question__course_id=course_id, support_type="")
                                           .exclude(pk__in=recorded_attempts)
                                           .values_list("student_id", "question__units", "correct", "created_at", "pk")):
        if unit is not None:
            events.setdefault((student, unit), []).append((at, 1, pk, correct))
    return [[correct for *_, correct in sorted(seq)] for _, seq in sorted(events.items())]


def course_bkt_fit(*, course_id: int, save: bool, restarts: int = 5) -> CourseFit:
    """Fit BKT to the course's sequences; with ``save`` store the values in its learning settings.
    Raises ``bkt.NotEnoughEvidence`` when the course has too few results (nothing is changed then)."""
    result = bkt.fit(course_sequences(course_id), restarts=restarts)
    if save:
        services.learning_settings_update(course_id=course_id, params=result.params, fitted_at=timezone.now(),
                                          fitted_observations=result.observations)
    return CourseFit(result, save)
