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
from ninja import Field, Query, Router, Schema, Status

from config.errors import ApplicationError, ErrorOut
from courses.models import Unit
from learning import selectors as learning_selectors
from learning.models import LearningSession
from learning.sessions import selectors, services
from learning.sessions.state import state_view

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


class SessionOut(Schema):
    id: UUID
    course_id: int
    unit: SessionUnitOut | None = Field(description="Empty only for a whole-course exam.")
    mode: str = Field(description="clarify, teach_me or exam.")
    status: str = Field(description="active, paused or ended.")
    version: int = Field(description="Send it back as expected_version; a write on an older one is refused (409).")
    state: SessionStateOut
    created_at: datetime
    updated_at: datetime
    paused_at: datetime | None
    ended_at: datetime | None


class SessionCreatedOut(SessionOut):
    resumed: bool = Field(description="True (status 200) when an open Teach me session for this unit was returned "
                                      "instead of starting a second one; False (status 201) for a new session.")


class HistoryEntryOut(Schema):
    role: str
    text: str
    at: datetime | None = None


class SessionResumedOut(SessionOut):
    history: list[HistoryEntryOut]


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
        "ended_at": session.ended_at,
    }


@router.post("", response={200: SessionCreatedOut, 201: SessionCreatedOut, **ERRORS},
             summary="Start a session in a mode (an open Teach me session for the unit is returned instead, 200)")
def session_create(request, payload: SessionCreateIn):
    course = learning_selectors.course_get_for_student(request.user, payload.course_id)
    started = services.session_create(student_id=request.user.pk, course_id=course.pk, mode=payload.mode,
                                      unit_id=payload.unit_id, now=timezone.now())
    return Status(200 if started.resumed else 201, {**session_out(started.session), "resumed": started.resumed})


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
        raise ApplicationError("That unit is not part of this course.", "not_found")
    session = selectors.session_resumable_get(student_id=request.user.pk, unit_id=query.unit_id)
    return {"session": session_out(session) if session else None}


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
