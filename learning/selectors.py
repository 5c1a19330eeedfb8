"""Reads for the learning loop. Each returns plain frozen data with a fixed number of queries.

The functions that serve a user by id take ids the caller has already authorised (learning/turn.py
and the views check ``courses/access.py`` first); ``*_for_user`` functions do the check themselves.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from types import MappingProxyType

from django.core.exceptions import PermissionDenied
from django.db import connection
from django.db.models import Count, Q, Sum
from django.http import Http404
from django.utils.translation import gettext

from courses import access
from courses.models import Course, ExamAttempt, ExamQuestion, Unit, UnitPrerequisite
from learning import bkt
from learning.evidence import STATUS_IN_PROGRESS, ProgressValues
from learning.models import (
    ConfusionTag,
    LearnerSnapshot,
    LearningSettings,
    QuestionTouch,
    TurnLog,
    UnitAnchor,
    UnitProgress,
)
from learning.policy import (
    MAX_IN_PROGRESS,
    NONE,
    QUESTION_AVAILABLE,
    QUESTION_LOCKED,
    QUESTION_PASSED,
    Dag,
    QuestionStatus,
    UnitState,
)
from materials.vector_index import vector_literal

MAX_EXAM_CANDIDATES = 50  # the seed looks up a small candidate set, never the whole bank


# --------------------------------------------------------------------------- the course's units


@dataclass(frozen=True)
class UnitInfo:
    id: int
    code: str
    title: str
    order: int
    prerequisite_ids: tuple[int, ...]
    clo_ids: tuple[int, ...]


@dataclass(frozen=True)
class CourseStructure:
    course_id: int
    units: tuple[UnitInfo, ...]  # course order
    dag: Dag
    by_id: Mapping[int, UnitInfo] = field(default_factory=dict)

    def code(self, unit_id: int | None) -> str | None:
        return self.by_id[unit_id].code if unit_id in self.by_id else None

    def title(self, unit_id: int | None) -> str:
        return self.by_id[unit_id].title if unit_id in self.by_id else ""

    def resolve(self, reference: str | int | None) -> int | None:
        """A unit id from a unit id or code (as a model writes it); None when it is not this course's."""
        if reference is None or isinstance(reference, bool):
            return None
        if isinstance(reference, int):
            return reference if reference in self.by_id else None
        text = str(reference).strip()
        for unit in self.units:
            if unit.code.lower() == text.lower():
                return unit.id
        return int(text) if text.isdigit() and int(text) in self.by_id else None


def course_structure(course_id: int) -> CourseStructure:
    """The course's units in course order with their direct prerequisites and CLOs. One query (plain SQL:
    this runs on every turn, and the ORM's compilation cost more than the query; bench/policy.py)."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"""SELECT u.id, u.code, u.title, u."order",
                       ARRAY(SELECT e.prerequisite_id FROM {UnitPrerequisite._meta.db_table} e WHERE e.unit_id = u.id),
                       ARRAY(SELECT c.clo_id FROM {Unit.clos.through._meta.db_table} c WHERE c.unit_id = u.id ORDER BY c.clo_id)
                FROM {Unit._meta.db_table} u WHERE u.course_id = %s ORDER BY u."order", u.code, u.id""",
            [course_id],
        )
        rows = cursor.fetchall()
    units = tuple(UnitInfo(pk, code, title, order, tuple(prereqs), tuple(clos))
                  for pk, code, title, order, prereqs, clos in rows)
    dag = Dag(units=tuple(u.id for u in units), prerequisites={u.id: u.prerequisite_ids for u in units})
    return CourseStructure(course_id, units, dag, MappingProxyType({u.id: u for u in units}))


# --------------------------------------------------------------------------- the snapshot


@dataclass(frozen=True)
class ProgressRow(ProgressValues):
    unit_id: int = 0
    last_touched_at: datetime | None = None

    def as_unit_state(self) -> UnitState:
        return UnitState(tier=self.tier, drill_attempts=self.drill_attempts, drill_streak=self.drill_streak,
                         last_touched_at=self.last_touched_at)


@dataclass(frozen=True)
class SnapshotState:
    """A snapshot as the policy reads it. ``id`` is None for one that exists only in memory (a preview
    or a panel before the first turn)."""

    id: int | None
    version: int
    course_id: int
    focus_unit_id: int | None
    target_unit_id: int | None
    progress: Mapping[int, ProgressRow]
    last_turn_at: datetime | None = None
    last_turn_analysis: dict | None = None

    @property
    def units_in_progress(self) -> tuple[int, ...]:
        """The three most recently touched units in progress (ties by unit id)."""
        rows = [r for r in self.progress.values() if r.status == STATUS_IN_PROGRESS and r.last_touched_at]
        rows.sort(key=lambda r: (r.last_touched_at, -r.unit_id), reverse=True)
        return tuple(r.unit_id for r in rows[:MAX_IN_PROGRESS])

    def tier(self, unit_id: int | None) -> str:
        row = self.progress.get(unit_id) if unit_id is not None else None
        return row.tier if row else NONE

    def unit_states(self) -> dict[int, UnitState]:
        return {u: r.as_unit_state() for u, r in self.progress.items()}


def progress_row(values: dict) -> ProgressRow:
    return ProgressRow(
        unit_id=values["unit_id"], status=values["status"], tier=values["tier"], tier_source=values["tier_source"],
        mastery_p=values["mastery_p"], drill_attempts=values["drill_attempts"], drill_correct=values["drill_correct"],
        drill_streak=values["drill_streak"], passed_bronze=values["exam_passed_bronze"],
        passed_silver=values["exam_passed_silver"], passed_gold=values["exam_passed_gold"],
        last_touched_at=values["last_touched_at"],
    )


_PROGRESS_COLUMNS = ("unit_id", "status", "tier", "tier_source", "mastery_p", "drill_attempts", "drill_correct",
                     "drill_streak", "exam_passed_bronze", "exam_passed_silver", "exam_passed_gold", "last_touched_at")


def snapshot_state_get(*, student_id: int, course_id: int) -> SnapshotState | None:
    """The stored snapshot of ``student_id`` in ``course_id`` with its progress rows, or None. One query
    (the snapshot joined to its progress rows; plain SQL for the same reason as ``course_structure``).
    ``last_turn_analysis`` is not read here (the policy never uses it)."""
    columns = ", ".join(f"p.{c}" for c in _PROGRESS_COLUMNS)
    with connection.cursor() as cursor:
        cursor.execute(
            f"""SELECT s.id, s.version, s.focus_unit_id, s.target_unit_id, s.last_turn_at, {columns}
                FROM {LearnerSnapshot._meta.db_table} s
                LEFT JOIN {UnitProgress._meta.db_table} p ON p.snapshot_id = s.id
                WHERE s.student_id = %s AND s.course_id = %s""",
            [student_id, course_id],
        )
        rows = cursor.fetchall()
    if not rows:
        return None
    snapshot_id, version, focus, target, last_turn_at = rows[0][:5]
    progress = {
        row[5]: progress_row(dict(zip(_PROGRESS_COLUMNS, row[5:])))
        for row in rows if row[5] is not None
    }
    return SnapshotState(
        id=snapshot_id, version=version, course_id=course_id, focus_unit_id=focus, target_unit_id=target,
        progress=MappingProxyType(progress), last_turn_at=last_turn_at,
    )


# --------------------------------------------------------------------------- settings


@dataclass(frozen=True)
class CourseLearningSettings:
    params: bkt.BKTParams
    show_reasoning: bool


def learning_settings_get(course_id: int) -> CourseLearningSettings:
    """The course's BKT values and reasoning switch (the defaults when its teacher set none). One query."""
    row = LearningSettings.objects.filter(course_id=course_id).values(
        "bkt_p_init", "bkt_p_learn", "bkt_p_guess", "bkt_p_slip", "show_reasoning").first()
    if row is None:
        return CourseLearningSettings(bkt.DEFAULT_PARAMS, False)
    return CourseLearningSettings(
        bkt.BKTParams(row["bkt_p_init"], row["bkt_p_learn"], row["bkt_p_guess"], row["bkt_p_slip"]),
        row["show_reasoning"],
    )


# --------------------------------------------------------------------------- anchors


def anchor_similarities(*, course_id: int, embedding_model: str, query_vector: list[float]) -> dict[int, float]:
    """Cosine similarity of ``query_vector`` to each unit anchor of the course for that model. One query
    (a course has a handful of anchors: an exact scan, no index needed)."""
    if not query_vector:
        return {}
    dims = len(query_vector)
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT unit_id, 1 - (embedding::vector({dims}) <=> %s::vector({dims})) FROM {UnitAnchor._meta.db_table} "
            "WHERE course_id = %s AND embedding_model = %s AND vector_dims(embedding) = %s",
            [vector_literal(query_vector), course_id, embedding_model, dims],
        )
        return {unit_id: float(similarity) for unit_id, similarity in cursor.fetchall()}


def passage_units(chunk_scores: list[tuple[int, float]]) -> list:
    """``PassageUnit``s for retrieved passages given as (chunk id, score): their units in one query.
    For callers whose passages do not carry their unit."""
    from learning.mapping import PassageUnit
    from materials.models import Chunk

    if not chunk_scores:
        return []
    units = dict(Chunk.objects.filter(pk__in=[c for c, _ in chunk_scores]).values_list("pk", "unit_id"))
    return [PassageUnit(units.get(chunk_id), float(score)) for chunk_id, score in chunk_scores]


# --------------------------------------------------------------------------- exam status (the lockout source)


def exam_statuses(*, student_id: int, course_id: int, unit_id: int, tier: str, now: datetime) -> tuple[QuestionStatus, ...]:
    """The status of each candidate question (``unit_id`` at ``tier``) for the student: passed when an
    attempt was correct, locked while the latest attempt's ``locked_until`` is ahead, else available.
    One query over the candidates only (at most ``MAX_EXAM_CANDIDATES``)."""
    attempts = ExamAttempt._meta.db_table
    with connection.cursor() as cursor:
        cursor.execute(
            f"""SELECT q.id,
                       EXISTS (SELECT 1 FROM {attempts} a WHERE a.question_id = q.id AND a.student_id = %s AND a.correct),
                       (SELECT a.locked_until FROM {attempts} a WHERE a.question_id = q.id AND a.student_id = %s
                        ORDER BY a.created_at DESC, a.id DESC LIMIT 1)
                FROM {ExamQuestion._meta.db_table} q
                JOIN {ExamQuestion.units.through._meta.db_table} qu ON qu.examquestion_id = q.id
                WHERE q.course_id = %s AND qu.unit_id = %s AND q.tier = %s
                ORDER BY q.id LIMIT %s""",
            [student_id, student_id, course_id, unit_id, tier, MAX_EXAM_CANDIDATES],
        )
        rows = cursor.fetchall()
    statuses = []
    for pk, passed, locked_until in rows:
        if passed:
            statuses.append(QuestionStatus(pk, QUESTION_PASSED))
        elif locked_until is not None and locked_until > now:
            statuses.append(QuestionStatus(pk, QUESTION_LOCKED, locked_until))
        else:
            statuses.append(QuestionStatus(pk, QUESTION_AVAILABLE))
    return tuple(statuses)


@dataclass(frozen=True)
class RevisitSummary:
    count: int = 0
    locked_count: int = 0
    next_eligible_at: datetime | None = None
    next_question_id: int | None = None


def revisit_summary(*, snapshot_id: int | None, student_id: int, now: datetime) -> RevisitSummary:
    """The revisit queue in numbers: how many questions, how many still locked, and when the first
    one opens. One query (none for a snapshot that is not stored)."""
    if snapshot_id is None:
        return RevisitSummary()
    with connection.cursor() as cursor:
        cursor.execute(
            f"""SELECT t.question_id,
                       (SELECT a.locked_until FROM {ExamAttempt._meta.db_table} a
                        WHERE a.question_id = t.question_id AND a.student_id = %s
                        ORDER BY a.created_at DESC, a.id DESC LIMIT 1)
                FROM {QuestionTouch._meta.db_table} t WHERE t.snapshot_id = %s AND t.revisit""",
            [student_id, snapshot_id],
        )
        rows = cursor.fetchall()
    locked = sorted((until, qid) for qid, until in rows if until is not None and until > now)
    return RevisitSummary(
        count=len(rows), locked_count=len(locked),
        next_eligible_at=locked[0][0] if locked else None, next_question_id=locked[0][1] if locked else None,
    )


# --------------------------------------------------------------------------- for users


def course_get_for_student(user, course_id: int | str) -> Course:
    """The course when ``user`` is a student enrolled in it, named by its id, slug or code
    (courses/selectors.py ``course_resolve``). Http404 when they cannot see it, ``ApplicationError``
    ``invalid`` (400) for a malformed or ambiguous name, PermissionDenied when they see it but are not
    its student (a teacher, an admin)."""
    from config.errors import ApplicationError
    from courses.selectors import course_resolve

    try:
        course = course_resolve(course_id, within=access.courses_visible_to(user), field="course_id")
    except ApplicationError as error:
        if error.code == "not_found":  # pages and the API answer a missing course the same way
            raise Http404(error.message) from None
        raise
    if not access.can_use_tutor(user, course):
        raise PermissionDenied(gettext("Only the course's enrolled students have a learning snapshot."))
    return course


def latest_turn_log(*, student_id: int, course_id: int) -> TurnLog | None:
    return TurnLog.objects.filter(student_id=student_id, course_id=course_id).order_by("-created_at").first()


MIN_GROUP_STUDENTS = 5


@dataclass(frozen=True)
class UnitActionCounts:
    unit_id: int
    unit_code: str
    unit_title: str
    students: int
    turns: int
    actions: Mapping[str, int]
    fallbacks: int


def turn_action_counts_for_course(user, course_id: int) -> tuple[list[UnitActionCounts], int]:
    """For the course's teachers (and admins): per focus unit, how often each action was chosen and how
    often the chooser had to fall back, with no student identity. Units whose turns came from fewer
    than 5 distinct students are left out (and counted in the second value). Two queries.

    Raises Http404 when ``user`` may not manage the course."""
    if not access.courses_manageable_by(user).filter(pk=course_id).exists():
        raise Http404(gettext("No such course."))
    return turn_action_counts(course_id)


def turn_action_counts(course_id: int) -> tuple[list[UnitActionCounts], int]:
    """:func:`turn_action_counts_for_course` without the access check, for callers that made it."""
    groups = {
        row["focus_unit_id"]: row
        for row in TurnLog.objects.filter(course_id=course_id, focus_unit__isnull=False)
        .values("focus_unit_id", "focus_unit__code", "focus_unit__title")
        .annotate(students=Count("student_id", distinct=True), turns=Count("pk"),
                  fallbacks=Count("pk", filter=Q(fell_back=True)))
    }
    actions: dict[int, dict[str, int]] = {}
    for unit_id, action, n in (TurnLog.objects.filter(course_id=course_id, focus_unit_id__in=list(groups))
                               .values_list("focus_unit_id", "action").annotate(n=Count("pk")).order_by()):
        actions.setdefault(unit_id, {})[action] = n
    shown, hidden = [], 0
    for unit_id, row in sorted(groups.items(), key=lambda item: item[1]["focus_unit__code"]):
        if row["students"] < MIN_GROUP_STUDENTS:
            hidden += 1
            continue
        shown.append(UnitActionCounts(unit_id, row["focus_unit__code"], row["focus_unit__title"], row["students"],
                                      row["turns"], MappingProxyType(actions.get(unit_id, {})), row["fallbacks"]))
    return shown, hidden


# --------------------------------------------------------------------------- teacher view: practice by unit


@dataclass(frozen=True)
class UnitPractice:
    """One unit's graded practice, aggregated over students (no identities)."""

    unit_id: int
    unit_code: str
    unit_title: str
    students: int
    attempts: int  # drill and exam results
    accuracy: float  # share correct, 0..1
    tiers: Mapping[str, int]  # students per mastery tier
    top_tags: tuple[tuple[str, int], ...]  # most frequent confusion tags, at most 3


def practice_by_unit(course_id: int, *, start: datetime | None = None, end: datetime | None = None,
                     ) -> tuple[list[UnitPractice], int]:
    """Per-unit practice aggregates for the teacher (graded evidence in [start, end), tiers and tags as
    they stand), and how many units were hidden for having fewer than ``MIN_GROUP_STUDENTS`` students
    (k-anonymity: a small group's numbers could name its students). Four queries."""
    from learning.models import GradedEvidence

    evidence = GradedEvidence.objects.filter(course_id=course_id)
    if start is not None:
        evidence = evidence.filter(created_at__gte=start)
    if end is not None:
        evidence = evidence.filter(created_at__lt=end)
    rows = {r["unit_id"]: r for r in evidence.values("unit_id", "unit__code", "unit__title").annotate(
        students=Count("student_id", distinct=True), attempts=Count("pk"), correct=Count("pk", filter=Q(correct=True)))}
    tiers: dict[int, dict[str, int]] = {}
    for unit_id, tier, n in (UnitProgress.objects.filter(snapshot__course_id=course_id, unit_id__in=list(rows))
                             .values_list("unit_id", "tier").annotate(n=Count("pk")).order_by()):
        tiers.setdefault(unit_id, {})[tier] = n
    tags: dict[int, list[tuple[str, int]]] = {}
    for unit_id, tag, n in (ConfusionTag.objects.filter(progress__snapshot__course_id=course_id,
                                                        progress__unit_id__in=list(rows))
                            .values_list("progress__unit_id", "tag").annotate(n=Sum("count"))
                            .order_by("progress__unit_id", "-n", "tag")):
        if len(tags.setdefault(unit_id, [])) < 3:
            tags[unit_id].append((tag, n))
    shown, hidden = [], 0
    for unit_id, row in sorted(rows.items(), key=lambda item: item[1]["unit__code"]):
        if row["students"] < MIN_GROUP_STUDENTS:
            hidden += 1
            continue
        shown.append(UnitPractice(unit_id, row["unit__code"], row["unit__title"], row["students"], row["attempts"],
                                  round(row["correct"] / row["attempts"], 3) if row["attempts"] else 0.0,
                                  MappingProxyType(tiers.get(unit_id, {})), tuple(tags.get(unit_id, []))))
    return shown, hidden
