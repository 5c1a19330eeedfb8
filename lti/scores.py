"""What CourseTutor reports to a gradebook: a pure rule, and the reads it needs."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from learning.models import LearningSession, SessionMode, SessionStatus, UnitProgress

TIER_POINTS = {"none": 0, "bronze": 1, "silver": 2, "gold": 3}
TIER_MAXIMUM = 3


@dataclass(frozen=True)
class Score:
    given: Decimal
    maximum: Decimal
    comment: str


def tier_score(tier: str) -> Score:
    """A unit's mastery tier as points out of 3 (none 0, bronze 1, silver 2, gold 3)."""
    return Score(Decimal(TIER_POINTS.get(tier, 0)), Decimal(TIER_MAXIMUM), f"Mastery tier: {tier}")


def unit_mastery_score(*, student_id: int, unit_id: int) -> Score:
    tier = (UnitProgress.objects.filter(snapshot__student_id=student_id, unit_id=unit_id)
            .values_list("tier", flat=True).first()) or "none"
    return tier_score(tier)


def exam_score(*, student_id: int, course_id: int) -> Score | None:
    """The latest ended exam session's score, or None when the student has finished none."""
    for state in (LearningSession.objects.filter(student_id=student_id, course_id=course_id, mode=SessionMode.EXAM,
                                                 status=SessionStatus.ENDED)
                  .order_by("-ended_at", "-pk").values_list("state", flat=True)[:20]):
        feedback = ((state or {}).get("exam") or {}).get("feedback")
        if feedback and feedback.get("total"):
            return Score(Decimal(feedback["score"]), Decimal(feedback["total"]),
                         f"Exam: {feedback['score']}/{feedback['total']}")
    return None
