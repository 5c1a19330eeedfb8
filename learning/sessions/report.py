"""The report card (seed 004): one student's standing in a course, and the class-level view a teacher gets.

Student (:func:`report_card_for_student`): per unit the mastery tier and BKT estimate (the learner
snapshot: graded work only), the coverage of its Teach me lessons (the best lesson's), its sessions per
mode; the course's sessions per mode; exam history with scores (ended exam sessions, newest first);
and the trend, the estimate after each graded result over time (``GradedEvidence.mastery_p_after``).
Fixed query count (six), whatever the number of units or sessions.

Teacher (:func:`report_card_for_class`): aggregates only, under the analytics page's k-anonymity rule (a
unit whose graded evidence comes from fewer than 5 students is hidden and counted, learning/selectors.py
``practice_by_unit``), and session counts per mode only when at least 5 students started one. Never a
student's name.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.db.models import Count
from django.utils.translation import gettext

from courses.models import Unit
from learning.models import GradedEvidence, LearningSession, SessionMode, SessionStatus, UnitProgress
from learning.selectors import MIN_GROUP_STUDENTS, UnitPractice, practice_by_unit
from learning.sessions.lifecycle import coverage
from learning.sessions.state import lesson_of

MAX_TREND_POINTS = 30
MAX_EXAMS = 20


@dataclass(frozen=True)
class UnitReport:
    unit_id: int
    code: str
    title: str
    tier: str
    mastery_p: float | None
    coverage: float | None  # best Teach me coverage (None: never taught)
    sessions: dict[str, int]
    trend: tuple[float, ...]  # the estimate after each graded result, oldest first (last MAX_TREND_POINTS)

    @property
    def trend_direction(self) -> str:
        if len(self.trend) < 2:
            return "not enough evidence yet"
        delta = self.trend[-1] - self.trend[0]
        return "rising" if delta > 0.05 else "falling" if delta < -0.05 else "steady"

    @property
    def trend_label(self) -> str:
        """``trend_direction`` as the page says it, in the active language (the API keeps the English value)."""
        return {"not enough evidence yet": gettext("not enough evidence yet"), "rising": gettext("rising"),
                "falling": gettext("falling"), "steady": gettext("steady")}[self.trend_direction]

    @property
    def sparkline(self) -> str:
        """SVG polyline points (100 x 24 box) of the trend."""
        if len(self.trend) < 2:
            return ""
        step = 100 / (len(self.trend) - 1)
        return " ".join(f"{i * step:.1f},{24 - 22 * p - 1:.1f}" for i, p in enumerate(self.trend))


@dataclass(frozen=True)
class ExamReport:
    session_id: str
    ended_at: datetime | None
    scope: str
    score: int
    total: int
    percentage: float


@dataclass(frozen=True)
class ReportCard:
    course_id: int
    units: tuple[UnitReport, ...]
    sessions: dict[str, int]
    exams: tuple[ExamReport, ...]
    graded_results: int


def report_card_for_student(*, student_id: int, course_id: int) -> ReportCard:
    """The student's report card (module docstring). The caller has authorised ``student_id`` for the
    course (learning/selectors.py ``course_get_for_student``)."""
    units = list(Unit.objects.filter(course_id=course_id).order_by("order", "pk").values_list("pk", "code", "title"))
    progress = {row["unit_id"]: row for row in UnitProgress.objects.filter(
        snapshot__student_id=student_id, snapshot__course_id=course_id).values("unit_id", "tier", "mastery_p")}
    sessions = list(LearningSession.objects.filter(student_id=student_id, course_id=course_id)
                    .select_related("unit").order_by("-created_at"))
    trend: dict[int, list[float]] = {}
    for unit_id, p in (GradedEvidence.objects.filter(student_id=student_id, course_id=course_id)
                       .order_by("created_at", "pk").values_list("unit_id", "mastery_p_after")):
        trend.setdefault(unit_id, []).append(round(p, 3))
    best_coverage: dict[int, float] = {}
    per_unit: dict[int, dict[str, int]] = {}
    per_mode = dict.fromkeys(SessionMode.values, 0)
    exams = []
    for s in sessions:
        per_mode[s.mode] += 1
        if s.unit_id is not None:
            counts = per_unit.setdefault(s.unit_id, dict.fromkeys(SessionMode.values, 0))
            counts[s.mode] += 1
        if s.mode == SessionMode.TEACH_ME and s.unit_id is not None:
            best_coverage[s.unit_id] = max(best_coverage.get(s.unit_id, 0.0),
                                           coverage(lesson_of(s.state or {}, s.step_index)))
        feedback = (s.state.get("exam") or {}).get("feedback") if s.mode == SessionMode.EXAM else None
        if feedback and s.status == SessionStatus.ENDED and len(exams) < MAX_EXAMS:
            exams.append(ExamReport(str(s.pk), s.ended_at, s.unit.title if s.unit else gettext("Whole course"),
                                    feedback["score"], feedback["total"], feedback["percentage"]))
    reports = tuple(
        UnitReport(pk, code, title, progress.get(pk, {}).get("tier", "none"), progress.get(pk, {}).get("mastery_p"),
                   best_coverage.get(pk), per_unit.get(pk, dict.fromkeys(SessionMode.values, 0)),
                   tuple(trend.get(pk, [])[-MAX_TREND_POINTS:]))
        for pk, code, title in units)
    return ReportCard(course_id, reports, per_mode, tuple(exams), sum(len(v) for v in trend.values()))


@dataclass(frozen=True)
class ClassReport:
    course_id: int
    practice: tuple[UnitPractice, ...]
    hidden_units: int
    sessions: dict[str, int] | None  # None: fewer than MIN_GROUP_STUDENTS students started a session
    session_students: int


def report_card_for_class(*, course_id: int) -> ClassReport:
    """The class-level report card for a teacher: aggregates only (module docstring)."""
    practice, hidden = practice_by_unit(course_id)
    rows = LearningSession.objects.filter(course_id=course_id)
    students = rows.values("student_id").distinct().count()
    counts = None
    if students >= MIN_GROUP_STUDENTS:
        counts = dict.fromkeys(SessionMode.values, 0)
        for mode, n in rows.values_list("mode").annotate(n=Count("pk")).order_by():
            counts[mode] = n
    return ClassReport(course_id, tuple(practice), hidden, counts, students)
