"""The learning-session API (seed 004 "Session API"), mounted at ``/api/learning/sessions``.

Same authentication and access rules as the rest of ``/api/learning/``: a bearer token (or the browser
session), a course the caller cannot see is 404, one they see but are not a student of is 403; a
session is its student's only (anyone else gets 404). Writes take an optional ``expected_version``:
when given and stale, 409 ``stale_session`` with the seed's message, and the client reloads the state.
"""

from __future__ import annotations

import math
from datetime import datetime
from typing import Literal
from uuid import UUID

from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy
from ninja import Field, Query, Router, Schema, Status

from config.errors import ApplicationError, ErrorOut
from courses.models import Unit
from learning import selectors as learning_selectors
from learning.models import LearningSession
from learning.sessions import selectors, services, turns
from learning.sessions.state import exam_feedback_view, state_view

router = Router(tags=["learning sessions"])

ERRORS = {400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 404: ErrorOut}
WRITE_ERRORS = {**ERRORS, 409: ErrorOut}


class SessionUnitOut(Schema):
    id: int
    code: str
    title: str


class PlanStepOut(Schema):
    kind: str = Field(description="explain, check or practice.")
    concept: str
    section: str = Field(description="The material section the step draws on (empty: the whole unit).")


class ExamProgressOut(Schema):
    current_question: int = Field(description="1-based number of the question being asked.")
    total_questions: int
    correct_so_far: int
    answered: int
    finished: bool


class ExamFeedbackOut(Schema):
    score: int = Field(description="Correct answers.")
    total: int
    percentage: float = Field(description="Partial answers count half; unanswered questions nothing.")
    correct: int
    partial: int
    incorrect: int
    unanswered: int
    strengths: list[str]
    weak_areas: list[str]
    patterns: list[str]
    next_steps: list[str]


class SessionStateOut(Schema):
    current_step: int | None = Field(description="1-based plan step (Teach me); past the last when complete.")
    total_steps: int
    current_concept: str | None
    progress_percentage: float
    mastery_estimates: dict[str, float]
    is_complete: bool
    coverage: float | None = Field(description="Percentage of the plan's concepts covered (Teach me).")
    concepts_discussed: list[str] = Field(description="Plan concepts discussed (Clarify doubts).")
    exam_progress: ExamProgressOut | None
    exam_feedback: ExamFeedbackOut | None
    is_paused: bool
    plan: list[PlanStepOut]
    pending_question_phase: str | None = Field(description="asked, probe, hint, explain or step_back.")


class ExamQuestionOut(Schema):
    number: int = Field(description="1-based.")
    total: int
    prompt: str
    tier: str
    options: list[str] | None = Field(description="A multiple-choice question's options (answer with `choice`); "
                                                  "null for a drill (answer with `answer`).")


class SessionOut(Schema):
    id: UUID
    course_id: int
    unit: SessionUnitOut | None = Field(description="Empty only for a whole-course exam.")
    mode: str = Field(description="clarify, teach_me or exam.")
    status: str = Field(description="active, paused or ended.")
    version: int = Field(description="Send it back as expected_version; a write on an older one is refused (409).")
    state: SessionStateOut
    exam_question: ExamQuestionOut | None = Field(None, description="The exam question being asked (Exam).")
    created_at: datetime
    updated_at: datetime
    paused_at: datetime | None
    ended_at: datetime | None


class IdeaOut(Schema):
    text: str
    material: str = Field(description="The cited file.")
    page: int | None = None


class TurnOut(Schema):
    role: str = Field(description="tutor or student.")
    kind: str = Field("", description="explain, question, probe, hint, explain_differently, step_back, complete, "
                                      "extension, extension_result; exam_question (a created exam's first turn).")
    text: str
    at: datetime | None = None
    ideas: list[IdeaOut] = Field([], description="Sentences quoted from the course, each cited.")
    question: str = ""
    correct: bool | None = None


class SessionCreatedOut(SessionOut):
    resumed: bool = Field(description="True (status 200) when an open Teach me session for this unit was returned "
                                      "instead of starting a second one; False (status 201) for a new session.")
    first_turn: TurnOut | None = Field(description=(
        "The turn to show first, so no second call is needed. Teach me: the first step's explanation and its "
        "question (written with the session: `state.pending_question_phase` is `asked` and the answer goes to "
        "`POST {id}/step`); for a resumed lesson, its latest tutor turn. Exam: the first question "
        "(kind `exam_question`; its options are in `exam_question`). Clarify: null (its turns are the tutor's "
        "answers in the conversation)."))


class SessionResumedOut(SessionOut):
    history: list[TurnOut] = Field(description="Every turn so far, oldest first (as the replay gives them).")


class SessionPageOut(Schema):
    items: list[SessionOut]
    count: int
    page: int
    page_size: int
    pages: int


class ResumableOut(Schema):
    session: SessionOut | None = Field(description="The open Teach me session for the unit, or null.")


class SessionCreateIn(Schema):
    course_id: int
    unit_id: int | None = Field(None, description="Required except for an exam over the whole course.")
    mode: Literal["clarify", "teach_me", "exam"]


class VersionIn(Schema):
    expected_version: int | None = Field(None, ge=1, description="The version the client last saw.")


class SessionListQuery(Schema):
    course_id: int | None = None
    mode: Literal["clarify", "teach_me", "exam"] | None = None
    status: Literal["active", "paused", "ended"] | None = None
    page: int = Field(1, ge=1)
    page_size: int = Field(20, ge=1, le=100)


class ResumableQuery(Schema):
    course_id: int
    unit_id: int


def session_out(session: LearningSession) -> dict:
    unit = session.unit
    return {
        "id": session.pk, "course_id": session.course_id,
        "unit": {"id": unit.pk, "code": unit.code, "title": unit.title} if unit else None,
        "mode": session.mode, "status": session.status, "version": session.version,
        "state": state_view(mode=session.mode, status=session.status, step_index=session.step_index,
                            state=session.state),
        "created_at": session.created_at, "updated_at": session.updated_at, "paused_at": session.paused_at,
        "ended_at": session.ended_at, "exam_question": _exam_question(session),
    }


def _exam_question(session: LearningSession) -> dict | None:
    if session.mode != "exam" or session.status == "ended":
        return None
    item = turns.exam_item_current(session)
    if item is None:
        return None
    return {"number": item.number, "total": item.total, "prompt": item.prompt, "tier": item.tier,
            "options": list(item.question.options) if item.question is not None else None}


@router.post("", response={200: SessionCreatedOut, 201: SessionCreatedOut, **ERRORS},
             summary="Start a session in a mode and get its first turn (an open Teach me session for the unit is "
                     "returned instead, 200)")
def session_create(request, payload: SessionCreateIn):
    course = learning_selectors.course_get_for_student(request.user, payload.course_id)
    started = turns.session_start(student_id=request.user.pk, course_id=course.pk, mode=payload.mode,
                                  unit_id=payload.unit_id, now=timezone.now())
    return Status(200 if started.resumed else 201, {**session_out(started.session), "resumed": started.resumed,
                                                    "first_turn": started.first_turn})


@router.get("", response={200: SessionPageOut, **ERRORS}, summary="The signed-in student's sessions, newest first")
def session_list(request, filters: Query[SessionListQuery]):
    if filters.course_id is not None:
        learning_selectors.course_get_for_student(request.user, filters.course_id)
    sessions = selectors.session_list_for_student(request.user, course_id=filters.course_id, mode=filters.mode,
                                                  status=filters.status)
    count = sessions.count()
    start = (filters.page - 1) * filters.page_size
    items = list(sessions[start:start + filters.page_size])
    return {"items": [session_out(s) for s in items], "count": count, "page": filters.page,
            "page_size": filters.page_size, "pages": max(1, math.ceil(count / filters.page_size))}


@router.get("/resumable", response={200: ResumableOut, **ERRORS},
            summary="The open (paused or active) Teach me session for a unit, to offer resuming it")
def session_resumable(request, query: Query[ResumableQuery]):
    course = learning_selectors.course_get_for_student(request.user, query.course_id)
    if not Unit.objects.filter(pk=query.unit_id, course_id=course.pk).exists():
        raise ApplicationError(gettext("That unit is not part of this course."), "not_found")
    session = selectors.session_resumable_get(student_id=request.user.pk, unit_id=query.unit_id)
    return {"session": session_out(session) if session else None}


class StatsQuery(Schema):
    course_id: int | None = None


class SessionStatsOut(Schema):
    sessions: dict[str, int] = Field(description="Sessions started per mode.")
    by_status: dict[str, int] = Field(description="Sessions per status (active, paused, ended).")
    lessons_completed: int = Field(description="Teach me sessions whose every step was covered.")
    exams_finished: int
    exam_average_percentage: float | None = Field(description="Mean percentage over finished exams (null: none).")
    graded_answers: int = Field(description="Answers graded inside sessions (lesson questions and exam questions).")


@router.get("/stats", response={200: SessionStatsOut, **ERRORS}, summary="Aggregated learning stats of the student")
def session_stats(request, query: Query[StatsQuery]):
    if query.course_id is not None:
        learning_selectors.course_get_for_student(request.user, query.course_id)
    return selectors.session_stats_for_student(request.user, course_id=query.course_id)


@router.get("/history", response={200: SessionPageOut, **ERRORS},
            summary="Paginated session history, newest first (filter by course, mode, status)")
def session_history(request, filters: Query[SessionListQuery]):
    return session_list(request, filters)


@router.get("/{uuid:session_id}", response={200: SessionOut, **ERRORS}, summary="One session's state")
def session_get(request, session_id: UUID):
    return session_out(selectors.session_get_for_student(request.user, session_id))


@router.post("/{uuid:session_id}/pause", response={200: SessionOut, **WRITE_ERRORS},
             summary="Pause a Teach me session (it accepts no answers until resumed)")
def session_pause(request, session_id: UUID, payload: VersionIn | None = None):
    session = selectors.session_get_for_student(request.user, session_id)
    return session_out(services.session_pause(session_id=session.pk, student_id=request.user.pk, now=timezone.now(),
                                              expected_version=payload.expected_version if payload else None))


@router.post("/{uuid:session_id}/resume", response={200: SessionResumedOut, **WRITE_ERRORS},
             summary="Resume a paused session; returns its state and history")
def session_resume(request, session_id: UUID, payload: VersionIn | None = None):
    session = selectors.session_get_for_student(request.user, session_id)
    resumed = services.session_resume(session_id=session.pk, student_id=request.user.pk, now=timezone.now(),
                                      expected_version=payload.expected_version if payload else None)
    return {**session_out(resumed), "history": resumed.state.get("history", [])}


@router.post("/{uuid:session_id}/end", response={200: SessionOut, **WRITE_ERRORS},
             summary="End a session (Clarify: complete; Exam: ends early with the result so far)")
def session_end(request, session_id: UUID, payload: VersionIn | None = None):
    session = selectors.session_get_for_student(request.user, session_id)
    return session_out(services.session_end(session_id=session.pk, student_id=request.user.pk, now=timezone.now(),
                                            expected_version=payload.expected_version if payload else None))


# --------------------------------------------------------------------------- turns


class StepIn(Schema):
    expected_version: int = Field(..., ge=1, description="The version the client last saw.")
    answer: str | None = Field(None, max_length=500,
                               description="Teach me: the answer to the pending question (omit it for the next turn); "
                                           "Exam: the answer to a drill question.")
    choice: int | None = Field(None, ge=0, description="Exam: the chosen option of a multiple-choice question "
                                                       "(0-based).")


class ExamAnswerOut(Schema):
    result: str = Field(description="correct, partial or incorrect.")
    feedback: str = Field(description="One or two sentences; no teaching.")
    correct_option: str


class StepOut(Schema):
    session: SessionOut
    turn: TurnOut | None = Field(description="The tutor's turn (Teach me); null when nothing new was said.")
    correct: bool | None = Field(description="The answer's grade (null: no answer was sent).")
    move: str = Field(description="Teach me: the lifecycle's move (advance, complete, probe, hint, "
                                  "explain_differently, prerequisite, smaller_pieces); Exam: the result.")
    exam: ExamAnswerOut | None


@router.post("/{uuid:session_id}/step", response={200: StepOut, **WRITE_ERRORS},
             summary="Submit an answer and get the next turn (Teach me: answer, or nothing for the next turn; "
                     "Exam: choice)")
def session_step(request, session_id: UUID, payload: StepIn):
    session = selectors.session_get_for_student(request.user, session_id)
    now = timezone.now()
    if session.mode == "exam":
        done = turns.session_exam_answer(session_id=session.pk, student_id=request.user.pk,
                                         expected_version=payload.expected_version, choice=payload.choice,
                                         answer=payload.answer, now=now)
        return {"session": session_out(done.session), "turn": None, "correct": done.result == "correct",
                "move": done.result, "exam": {"result": done.result, "feedback": done.feedback,
                                              "correct_option": done.correct_option}}
    if session.mode != "teach_me":
        raise services.SessionInvalid(gettext("A Clarify doubts session is answered by the tutor: send your message "
                                              "to the conversation it runs in."))
    if payload.answer is None:
        result = turns.session_next_turn(session_id=session.pk, student_id=request.user.pk, now=now,
                                         expected_version=payload.expected_version)
    else:
        result = turns.session_step(session_id=session.pk, student_id=request.user.pk,
                                    expected_version=payload.expected_version, answer=payload.answer, now=now)
    return {"session": session_out(result.session), "turn": result.turn, "correct": result.correct,
            "move": result.move, "exam": None}


def _end_in_mode(request, session_id: UUID, payload: VersionIn | None, mode: str, wrong_mode: str):
    session = selectors.session_get_for_student(request.user, session_id)
    if session.mode != mode:
        raise services.SessionInvalid(str(wrong_mode))
    return session_out(services.session_end(session_id=session.pk, student_id=request.user.pk, now=timezone.now(),
                                            expected_version=payload.expected_version if payload else None))


@router.post("/{uuid:session_id}/end-clarify", response={200: SessionOut, **WRITE_ERRORS},
             summary="End a Clarify doubts session (marks it complete, with the closing line)")
def session_end_clarify(request, session_id: UUID, payload: VersionIn | None = None):
    return _end_in_mode(request, session_id, payload, "clarify", gettext_lazy("This is not a Clarify doubts session."))


@router.post("/{uuid:session_id}/end-exam", response={200: SessionOut, **WRITE_ERRORS},
             summary="End an exam early and get the result (state.exam_feedback)")
def session_end_exam(request, session_id: UUID, payload: VersionIn | None = None):
    return _end_in_mode(request, session_id, payload, "exam", gettext_lazy("This is not an exam session."))


class SummaryOut(Schema):
    session: SessionOut
    turns: int = Field(description="Graded answers (Teach me, Exam) or questions asked (Clarify).")
    correct: int
    steps_covered: list[str] = Field(description="Plan concepts covered (Teach me).")
    concepts_discussed: list[str]
    exam_feedback: ExamFeedbackOut | None
    duration_seconds: int


@router.get("/{uuid:session_id}/summary", response={200: SummaryOut, **ERRORS}, summary="Session performance summary")
def session_summary(request, session_id: UUID):
    session = selectors.session_get_for_student(request.user, session_id)
    state = session.state or {}
    results = state.get("results", [])
    end = session.ended_at or session.updated_at
    return {"session": session_out(session), "turns": state.get("turn_count", 0), "correct": sum(1 for r in results if r),
            "steps_covered": list(state.get("covered", [])), "concepts_discussed": list(state.get("concepts_discussed", [])),
            "exam_feedback": exam_feedback_view(state.get("exam") or {}),
            "duration_seconds": max(0, int((end - session.created_at).total_seconds()))}


class ReplayOut(Schema):
    session: SessionOut
    conversation_id: UUID | None = Field(description="The tutor conversation the session runs in.")
    turns: list[TurnOut]


@router.get("/{uuid:session_id}/replay", response={200: ReplayOut, **ERRORS},
            summary="The whole session as JSON: its state and every turn, in order")
def session_replay(request, session_id: UUID):
    session = selectors.session_get_for_student(request.user, session_id)
    return {"session": session_out(session), "conversation_id": session.conversation_id,
            "turns": session.state.get("history", [])}


class TurnLogQuery(Schema):
    page: int = Field(1, ge=1)
    page_size: int = Field(50, ge=1, le=200)


class TurnLogOut(Schema):
    items: list[TurnOut]
    count: int
    page: int
    page_size: int
    pages: int


@router.get("/{uuid:session_id}/turns", response={200: TurnLogOut, **ERRORS},
            summary="The session's turn log, for its own student (paginated, oldest first)")
def session_turn_log(request, session_id: UUID, query: Query[TurnLogQuery]):
    session = selectors.session_get_for_student(request.user, session_id)
    history = session.state.get("history", [])
    start = (query.page - 1) * query.page_size
    return {"items": history[start:start + query.page_size], "count": len(history), "page": query.page,
            "page_size": query.page_size, "pages": max(1, math.ceil(len(history) / query.page_size))}
