"""Reads for learning sessions: study plans, the sessions a student may open, exam candidates.

``*_for_student`` functions take the requesting user and apply ``courses/access.py`` themselves
(a session is its student's only, in a course they are still enrolled in); the others take ids the
caller has already authorised.
"""

from __future__ import annotations

import re
from datetime import datetime
from uuid import UUID

from django.db.models import Exists, OuterRef, QuerySet, Subquery
from django.http import Http404
from django.utils.translation import gettext

from courses import access
from courses.models import ExamAttempt, ExamQuestion, Role, Unit
from learning.models import DrillTemplate, LearningSession, SessionMode, SessionStatus, StudyPlanStep
from learning.sessions.exam_plan import Candidate
from learning.sessions.lifecycle import PlanStep
from learning.sessions.study_plan import default_plan
from materials.models import Chunk

MAX_EXAM_CANDIDATES = 200  # an exam draws 7; a larger bank is sampled by id, never read whole
DRILL_TEMPLATE_TIER = "silver"
_MD_HEADING = re.compile(r"^\s*#{1,6}\s+(.+?)\s*#*\s*$")


# --------------------------------------------------------------------------- study plans


def unit_sections(unit_id: int) -> list[str]:
    """Section headings of the unit's searchable passages in reading order (material, then position):
    each passage's section, then the Markdown headings inside it (a short file is one passage with
    several headings). Restricted passages (answer keys) are left out by ``Chunk.objects``. One query
    when passages are filed under the unit; else the passages the concept cards assign to it (a file
    written for several units, filed under one of them: learning/unit_passages.py), where in
    the passage that holds the unit's own heading only the headings after it count (it starts in the
    previous unit's last section)."""
    ordered = ("material__created_at", "material_id", "index")
    rows = list(Chunk.objects.filter(unit_id=unit_id).order_by(*ordered).values_list("section", "text")[:500])
    if rows:
        return [h for section, text in rows for h in _headings(section, text.splitlines())]
    from learning.unit_passages import heading_unit, unit_chunk_ids, unit_headings

    unit = Unit.objects.filter(pk=unit_id).first()
    if unit is None:
        return []
    own_heading = unit_headings([(unit.pk, unit.code, unit.title)])
    found: list[str] = []
    for section, text in (Chunk.objects.filter(pk__in=unit_chunk_ids(unit)).order_by(*ordered)
                          .values_list("section", "text")[:500]):
        lines = text.splitlines()
        at = next((i for i, line in enumerate(lines) if heading_unit(line, own_heading)), None)
        found += _headings("", lines[at + 1:]) if at else _headings(section, lines)
    return found


def _headings(section: str, lines: list[str]) -> list[str]:
    inner = [m.group(1).strip() for line in lines for m in [_MD_HEADING.match(line)] if m]
    return [h for h in [section, *inner] if h]


def study_plan_for_unit(unit: Unit) -> tuple[PlanStep, ...]:
    """The teacher's plan for ``unit`` when it has at least one step, else the seed's default built from
    the unit's material sections. At most two queries."""
    steps = tuple(PlanStep(kind, concept, section) for kind, concept, section in
                  StudyPlanStep.objects.filter(plan__unit_id=unit.pk).order_by("order", "pk")
                  .values_list("kind", "concept", "section"))
    if steps:
        return steps
    course_title = " ".join(unit.course.title.split()).casefold()
    # a heading that opens with the course's title is the document's title ("Introduction to Algebra —
    # Lecture Notes: ..."), not a section a step could teach
    sections = [s for s in unit_sections(unit.pk) if not (course_title and
                                                          " ".join(s.split()).casefold().startswith(course_title))]
    return default_plan(unit_title=unit.title, sections=sections)


def unit_has_prerequisite(unit_id: int) -> bool:
    return Unit.prerequisites.through.objects.filter(unit_id=unit_id).exists()


# --------------------------------------------------------------------------- sessions


def _sessions_for(user) -> QuerySet[LearningSession]:
    """The sessions ``user`` may open: their own, in courses they are still enrolled in."""
    if access.role_of(user) != Role.STUDENT:
        return LearningSession.objects.none()
    return LearningSession.objects.filter(student=user, course__in=access.courses_visible_to(user))


def session_get_for_student(user, session_id: UUID) -> LearningSession:
    """The session when it is ``user``'s own in a course they are enrolled in; ``Http404`` otherwise
    (another student's session is not acknowledged to exist)."""
    session = _sessions_for(user).select_related("unit").filter(pk=session_id).first()
    if session is None:
        raise Http404(gettext("No such session."))
    return session


def session_list_for_student(user, *, course_id: int | None = None, mode: str | None = None,
                             status: str | None = None) -> QuerySet[LearningSession]:
    """``user``'s sessions, most recently updated first, with their unit joined."""
    sessions = _sessions_for(user).select_related("unit")
    if course_id is not None:
        sessions = sessions.filter(course_id=course_id)
    if mode:
        sessions = sessions.filter(mode=mode)
    if status:
        sessions = sessions.filter(status=status)
    return sessions.order_by("-updated_at", "pk")


def session_stats_for_student(user, *, course_id: int | None = None) -> dict:
    """Aggregated learning stats over ``user``'s sessions (in one course, or all): sessions per mode and
    status, lessons completed, exams finished with their mean percentage, answers graded in sessions.
    One query; the states are read, not the history."""
    from learning.sessions.state import lesson_of

    sessions = _sessions_for(user)
    if course_id is not None:
        sessions = sessions.filter(course_id=course_id)
    modes = dict.fromkeys(SessionMode.values, 0)
    statuses = dict.fromkeys(SessionStatus.values, 0)
    completed, percentages, graded = 0, [], 0
    for mode, status, step_index, state in sessions.values_list("mode", "status", "step_index", "state"):
        state = state or {}
        modes[mode] += 1
        statuses[status] += 1
        if mode == SessionMode.TEACH_ME:
            completed += lesson_of(state, step_index).is_complete
            graded += state.get("turn_count", 0)
        feedback = (state.get("exam") or {}).get("feedback") if mode == SessionMode.EXAM else None
        if mode == SessionMode.EXAM:
            graded += sum(1 for q in (state.get("exam") or {}).get("questions", []) if q.get("result"))
        if feedback:
            percentages.append(feedback["percentage"])
    return {"sessions": modes, "by_status": statuses, "lessons_completed": completed, "exams_finished": len(percentages),
            "exam_average_percentage": round(sum(percentages) / len(percentages), 1) if percentages else None,
            "graded_answers": graded}


def session_resumable_get(*, student_id: int, unit_id: int) -> LearningSession | None:
    """The student's open (paused or active) Teach me session for the unit; at most one exists (a
    database constraint)."""
    return (LearningSession.objects.select_related("unit")
            .filter(student_id=student_id, unit_id=unit_id, mode=SessionMode.TEACH_ME)
            .exclude(status=SessionStatus.ENDED).first())


# --------------------------------------------------------------------------- exam candidates


def exam_candidates(*, student_id: int, course_id: int, unit_id: int | None, now: datetime) -> list[Candidate]:
    """The exam bank's questions for the unit (or the whole course), each marked locked when the
    student's latest attempt at it is still locked at ``now``. One query."""
    questions = ExamQuestion.objects.filter(course_id=course_id)
    if unit_id is not None:
        questions = questions.filter(units=unit_id)
    latest_lock = (ExamAttempt.objects.filter(student_id=student_id, question_id=OuterRef("pk"))
                   .order_by("-created_at", "-pk").values("locked_until")[:1])
    first_unit = Unit.objects.filter(exam_questions=OuterRef("pk")).order_by("order", "pk")
    passed = ExamAttempt.objects.filter(student_id=student_id, question_id=OuterRef("pk"), correct=True)
    rows = (questions.annotate(locked_until=Subquery(latest_lock), passed=Exists(passed),
                               unit_title=Subquery(first_unit.values("title")[:1]))
            .order_by("pk").values("pk", "tier", "locked_until", "passed", "unit_title")[:MAX_EXAM_CANDIDATES])
    # a passed question cannot be answered again (learning/exams.py refuses it as a duplicate), and an
    # exam answer goes through exam_submit, so for the exam a passed question is as unavailable as a locked one
    bank = [Candidate(key=f"bank:{row['pk']}", tier=row["tier"], concept=row["unit_title"] or gettext("This course"),
                      locked=row["passed"] or (row["locked_until"] is not None and row["locked_until"] > now))
            for row in rows]
    templates = DrillTemplate.objects.filter(course_id=course_id, enabled=True)
    if unit_id is not None:
        templates = templates.filter(unit_id=unit_id)
    # a teacher's drill template is a free-response maths question, graded with SymPy: asked at the
    # middle tier (it has no tier of its own); never locked (each draw is a new question)
    drills = [Candidate(key=f"drill:{pk}", tier=DRILL_TEMPLATE_TIER, concept=title)
              for pk, title in templates.order_by("pk").values_list("pk", "unit__title")[:MAX_EXAM_CANDIDATES]]
    return bank + drills


def lesson_conversation_ids(student_id: int) -> QuerySet:
    """The conversations that run one of the student's Teach me or Exam sessions (a subquery of ids).
    Those are the session's pages, not Q&A: opening the tutor on a unit resumes the unit's Q&A
    conversation, never one of these (a lesson is resumed from the session offer)."""
    return (LearningSession.objects.filter(student_id=student_id, conversation_id__isnull=False,
                                           mode__in=(SessionMode.TEACH_ME, SessionMode.EXAM))
            .values("conversation_id"))


def session_for_conversation(user, conversation_id: UUID) -> LearningSession | None:
    """The session that runs in the conversation, when it is ``user``'s own (the most recent one)."""
    return _sessions_for(user).select_related("unit").filter(conversation_id=conversation_id).order_by(
        "-created_at").first()


def exam_question_units(question_ids: list[int]) -> dict[int, int | None]:
    """The first unit (course order) of each question, for recording where an exam question belongs."""
    out: dict[int, int | None] = dict.fromkeys(question_ids)
    for question_id, unit_id in (ExamQuestion.units.through.objects.filter(examquestion_id__in=question_ids)
                                 .order_by("unit__order", "unit_id").values_list("examquestion_id", "unit_id")):
        if out.get(question_id) is None:
            out[question_id] = unit_id
    return out
