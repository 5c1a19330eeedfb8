"""JSON API of async tutor turns (mounted at /api/tutor/jobs; seed 001 §1-2; rules in tutor/jobs.py).

``POST /api/tutor/jobs`` checks what the streamed turn checks and answers ``202 Accepted`` with the
job; ``GET /api/tutor/jobs/{id}/events`` streams its events as Server-Sent Events (the chat
stream's names, each with its ``id:``), replaying the stored ones first, then the new ones until
the job ends; ``GET /api/tutor/jobs/{id}`` gives its status and, once done, the answer. Jobs are
their student's only: anyone else gets the 404 of a missing job.
"""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import AsyncIterator
from datetime import datetime
from typing import Literal

from django.http import StreamingHttpResponse
from django.utils.translation import gettext
from ninja import Field, Header, Query, Router, Schema, Status

from config.errors import ApplicationError, ErrorOut
from tutor import jobs
from tutor.api import COURSE_REF, UNIT_REF, CitationOut, PersonaName
from tutor.job_models import TutorJob
from tutor.workers import db

router = Router(tags=["tutor jobs"])

ERRORS = {400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 404: ErrorOut}
POLL_SECONDS = 0.25  # how often an open stream looks for new events (they are in PostgreSQL)
KEEPALIVE_SECONDS = 15.0


class JobIn(Schema):
    message: str = Field(..., description="1-2000 characters.")
    client_message_id: str = Field(..., description="Required, 1-64 letters, digits, '-', '_', ':' or '.'. A "
                                                    "repeat returns the first job (never a second answer).")
    conversation_id: uuid.UUID | None = Field(None, description="One of the student's conversations; or give "
                                                                "``course`` and ``unit`` instead.")
    course: int | str | None = Field(None, description=COURSE_REF + " With ``unit``: the unit's conversation is "
                                                                    "resumed, or started.")
    unit: int | str | None = Field(None, description=UNIT_REF)
    persona: PersonaName | None = Field(None, description="Switch the conversation's persona from this turn on.")
    suggested: bool = Field(False, description="The text is one of the tutor's suggested prompts (not counted in "
                                               "the unit quota).")


class JobResultOut(Schema):
    message_id: uuid.UUID
    content: str
    citations: list[CitationOut]
    outcome: str = Field(..., description="answered, hedged or refused.")
    suggestions: list[str]


class JobErrorOut(Schema):
    code: str
    message: str


class JobOut(Schema):
    id: uuid.UUID
    status: Literal["queued", "running", "done", "failed"]
    conversation_id: uuid.UUID
    user_message_id: uuid.UUID
    message_id: uuid.UUID = Field(..., description="The tutor's reply this job writes.")
    client_message_id: str
    attempts: int = Field(..., description="Runs started; more than 1 when a worker died and the job ran again.")
    created_at: datetime
    finished_at: datetime | None
    status_url: str
    events_url: str
    result: JobResultOut | None = Field(..., description="When done: the answer.")
    error: JobErrorOut | None = Field(..., description="When failed: why. Sending the same client message id "
                                                       "again runs the job again.")


def _out(job: TutorJob) -> dict:
    base = f"/api/tutor/jobs/{job.pk}"
    return {
        "id": job.pk, "status": job.status, "conversation_id": job.conversation_id,
        "user_message_id": job.user_message_id, "message_id": job.reply_id,
        "client_message_id": job.client_message_id, "attempts": job.attempts, "created_at": job.created_at,
        "finished_at": job.finished_at, "status_url": base, "events_url": f"{base}/events",
        "result": jobs.job_result(job),
        "error": {"code": job.error_code, "message": job.error_message} if job.status == "failed" else None,
    }


@router.post("", response={202: JobOut, **ERRORS, 429: ErrorOut, 503: ErrorOut})
def job_create(request, payload: JobIn):
    """Ask a typed question to be answered in the background (seed 001 §1-2). Every check of a
    streamed turn (access, body, the unit quota, the daily and burst limits) runs first: a
    rejection is the same JSON error, and no job is made. 202 with the job; a client message id
    already used returns that job (202 as well)."""
    job, _ = jobs.job_submit(
        user=request.user, message=payload.message, client_message_id=payload.client_message_id,
        conversation_id=payload.conversation_id, course=payload.course, unit=payload.unit,
        persona=payload.persona, suggested=payload.suggested,
    )
    job = jobs.job_get_for_student(request.user, job.pk)
    return Status(202, _out(job))


@router.get("/{job_id}", response={200: JobOut, **ERRORS})
def job_detail(request, job_id: uuid.UUID):
    """The job's status; when done, the answer (text, citations, outcome)."""
    return _out(jobs.job_get_for_student(request.user, job_id))


def _sse(event: jobs.StoredEvent) -> str:
    return f"id: {event.seq}\nevent: {event.type}\ndata: {json.dumps(event.data, ensure_ascii=False)}\n\n"


async def job_event_stream(job_id: uuid.UUID, after: int, *, poll: float = POLL_SECONDS,
                           keepalive: float = KEEPALIVE_SECONDS) -> AsyncIterator[str]:
    """The job's events numbered above ``after`` as SSE, stored ones first, then new ones as the
    worker stores them; ends once the finished job's last event is sent."""
    yield ": stream open\n\n"
    loop = asyncio.get_running_loop()
    quiet_since = loop.time()
    while True:
        events, finished = await db(jobs.job_events_after)(job_id, after)
        for event in events:
            yield _sse(event)
            after = event.seq
        if finished:
            return
        if events:
            quiet_since = loop.time()
        elif loop.time() - quiet_since >= keepalive:
            yield ": keep-alive\n\n"
            quiet_since = loop.time()
        await asyncio.sleep(poll)


def _last_event_id(header: str | None, query: int | None) -> int | None:
    if query is not None:
        return query
    if header is None or header.strip() == "":
        return None
    text = header.strip()
    if not text.isdigit() or len(text) > 9:
        raise ApplicationError(gettext("Last-Event-ID must be the id of an event of this job."), "invalid",
                               {"field": "Last-Event-ID"})
    return int(text)


@router.get(
    "/{job_id}/events",
    response={200: None, **ERRORS},
    openapi_extra={"responses": {200: {
        "description": "Server-Sent Events, each with ``id:`` (its number in the job): start, token*, citations, "
                       "card*, done | start, refusal, done | start, hedged, token*, citations, done | ..., error. "
                       "A second ``start`` (``attempt`` > 1) means the job is running again after its worker "
                       "died: show the answer afresh. The stream ends when the job has.",
        "content": {"text/event-stream": {"schema": {"type": "string"}}}}}},
)
async def job_events(request, job_id: uuid.UUID,
                     last_event_id: int | None = Query(None, ge=0, description="Send the events after this one "
                                                       "(as the ``Last-Event-ID`` header does)."),
                     last_event_header: str | None = Header(None, alias="Last-Event-ID")):
    """Stream the job's events. A client that connects late first gets what it missed: everything
    after ``Last-Event-ID`` (header, or ``last_event_id``), or without one, the latest run from its
    ``start``."""
    job = await db(jobs.job_get_for_student)(request.user, job_id)
    after = _last_event_id(last_event_header, last_event_id)
    if after is None:
        after = await db(jobs.job_replay_from)(job.pk)
    response = StreamingHttpResponse(job_event_stream(job.pk, after), content_type="text/event-stream; charset=utf-8")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"
    return response
