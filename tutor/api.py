"""JSON API of the tutor (mounted at /api/tutor; OpenAPI at /api/docs).

Bearer token or browser session. Sending a message answers with a Server-Sent Events stream
(``start``, ``token``, ``citations``, ``card``, ``done``, ``refusal``, ``hedged``, ``error``; see DESIGN.md);
a request rejected before the stream starts gets plain JSON ``{"message", "code", "extra"}`` with
the status of config/errors.py (429s carry ``extra.reset_at``).
"""

from __future__ import annotations

import json
import uuid
from collections.abc import AsyncIterator
from datetime import datetime
from typing import Any, Literal

from django.http import StreamingHttpResponse
from ninja import Field, File, Query, Router, Schema, Status
from ninja.files import UploadedFile

from config.errors import ApplicationError, ErrorOut
from courses.selectors import unit_resolve
from tutor import limits, selectors, services, suggestion_services, voice
from tutor.events import TurnEvent
from tutor.pipeline import TurnRequest
from tutor.runner import TurnHandle, start_turn

router = Router(tags=["tutor"])

KEEPALIVE_SECONDS = 15.0
PersonaName = Literal["socratic_guide", "step_by_step_coach", "quick_explainer"]
ERRORS = {400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 404: ErrorOut}


COURSE_REF = "The course's id, slug or code."
UNIT_REF = "One of the course's units, by id or code."


class ConversationIn(Schema):
    course_id: int | str = Field(..., description=COURSE_REF)
    persona: PersonaName | None = None
    clo_ids: list[int] = []
    unit_id: int | str | None = Field(None, description=UNIT_REF)
    assignment_id: int | None = None


class ConversationPatch(Schema):
    persona: PersonaName


class ConversationOut(Schema):
    id: uuid.UUID
    course_id: int
    unit_id: int | None
    title: str
    persona: str
    message_count: int
    created_at: datetime
    updated_at: datetime


class CitationOut(Schema):
    n: int
    chunk_id: int
    source_filename: str
    material_type: str
    page: int | None = None
    section: str = ""
    similarity: float
    chunk_text: str
    focus: list[int] | None = None  # [start, end] in chunk_text of the sentence that matched the question best
    slide: bool = False  # the page is a slide of a deck: shown as "slide N"


class MessageOut(Schema):
    id: uuid.UUID
    role: str
    content: str
    status: str
    outcome: str = Field(..., description="answered, hedged (only the closest passages: the materials do not seem to "
                                          "answer this directly), refused; or the status of an unfinished reply")
    hedged: bool = False
    citations: list[CitationOut]
    rating: str
    flagged_integrity: bool
    token_count: int
    client_message_id: str
    created_at: datetime


class MessageIn(Schema):
    message: str = Field(..., description="1-2000 characters.")
    client_message_id: str = Field("", description="Optional, up to 64 characters; a repeat replays the first answer.")
    persona: PersonaName | None = Field(None, description="Switch the conversation's persona from this turn on.")
    suggested: bool = Field(False, description="The text is one of the tutor's suggested prompts (not counted in the unit quota).")


class RatingIn(Schema):
    rating: Literal["thumbs_up", "thumbs_down"]


class CourseRefOut(Schema):
    id: int
    slug: str
    code: str
    title: str


class UnitRefOut(Schema):
    id: int
    code: str
    title: str


class SessionIn(Schema):
    course: int | str = Field(..., description=COURSE_REF)
    unit: int | str = Field(..., description=UNIT_REF)
    new: bool = Field(False, description="Start a new conversation on the unit (the \"New conversation\" button) "
                                         "instead of resuming the last one.")
    persona: PersonaName | None = None


class SessionOut(Schema):
    course: CourseRefOut
    unit: UnitRefOut
    conversation: ConversationOut | None = Field(..., description="The unit's conversation; null before the first one.")
    messages: list[MessageOut] = Field(..., description=f"At most the last {selectors.HISTORY_PAGE}, oldest first.")
    older_cursor: str | None = Field(..., description="Pass as ``before`` for the page of older messages; null at "
                                                      "the start of the conversation. Opaque.")


class UsageOut(Schema):
    state: Literal["ok", "warning", "blocked"]
    warning: bool
    messages_used: int
    message_limit: int
    messages_remaining: int
    tokens_used: int
    token_budget: int
    tokens_remaining: int
    reset_at: datetime


@router.post("/conversations", response={201: ConversationOut, **ERRORS})
def conversation_create(request, payload: ConversationIn):
    conversation = services.conversation_create(
        user=request.user, course_id=payload.course_id, persona=payload.persona, clo_ids=payload.clo_ids,
        unit_id=payload.unit_id, assignment_id=payload.assignment_id,
    )
    return Status(201, conversation)


@router.get("/conversations", response={200: list[ConversationOut], **ERRORS})
def conversation_list(request, course_id: str | None = Query(None, description=COURSE_REF)):
    """The caller's conversations, most recent activity first (in one course when ``course_id``
    names one: by id, slug or code)."""
    if course_id is not None:
        course_id = selectors.course_get_for_tutor(request.user, course_id, field="course_id").pk
    return list(selectors.conversation_list_for_student(request.user, course_id=course_id))


def _session(course, unit, conversation, page) -> dict:
    return {"course": course, "unit": unit, "conversation": conversation,
            "messages": page.messages if page else [], "older_cursor": page.older_cursor if page else None}


@router.get("/session", response={200: SessionOut, **ERRORS})
def session_get(request, course: str = Query(..., description=COURSE_REF), unit: str = Query(..., description=UNIT_REF),
                before: str | None = Query(None, description="A cursor from ``older_cursor``: the page before it.")):
    """The student's conversation on a unit (seed 001 §5), as the tutor resumes it: the last
    40 messages, and a cursor for older ones. Reads only: nothing is created (``POST /session``
    does). A cursor that was not given out for this conversation is a 400."""
    resolved = selectors.course_get_for_tutor(request.user, course)
    unit_row = unit_resolve(resolved, unit)
    conversation = selectors.unit_conversation_get(request.user, course=resolved, unit=unit_row)
    if conversation is None:
        if before is not None:
            raise ApplicationError(selectors.BAD_CURSOR_TEXT, "invalid", {"field": "before"})
        return _session(resolved, unit_row, None, None)
    return _session(resolved, unit_row, conversation,
                    selectors.message_page_for_conversation(conversation, before=before))


@router.post("/session", response={200: SessionOut, 201: SessionOut, **ERRORS})
def session_open(request, payload: SessionIn):
    """Open the tutor on a unit: resume the student's conversation on it (200), or start one (201)
    when there is none or ``new`` is true."""
    course = selectors.course_get_for_tutor(request.user, payload.course)
    unit = unit_resolve(course, payload.unit)
    conversation, created = services.unit_session_open(user=request.user, course=course, unit=unit,
                                                       new=payload.new, persona=payload.persona)
    page = selectors.message_page_for_conversation(conversation)
    return Status(201 if created else 200, _session(course, unit, conversation, page))


@router.get("/conversations/{conversation_id}", response={200: ConversationOut, **ERRORS})
def conversation_detail(request, conversation_id: uuid.UUID):
    return selectors.conversation_get_for_user(request.user, conversation_id)


@router.patch("/conversations/{conversation_id}", response={200: ConversationOut, **ERRORS})
def conversation_update(request, conversation_id: uuid.UUID, payload: ConversationPatch):
    """Switch persona; earlier messages are untouched."""
    return services.conversation_set_persona(user=request.user, conversation_id=conversation_id,
                                             persona=payload.persona)


@router.delete("/conversations/{conversation_id}", response={204: None, **ERRORS})
def conversation_delete(request, conversation_id: uuid.UUID):
    services.conversation_delete(user=request.user, conversation_id=conversation_id)
    return Status(204, None)


@router.get("/conversations/{conversation_id}/messages", response={200: list[MessageOut], **ERRORS})
def message_list(request, conversation_id: uuid.UUID):
    conversation = selectors.conversation_get_for_user(request.user, conversation_id)
    services.turns_fail_abandoned(conversation_id=conversation.pk)  # a dead writer's reply reads as failed
    return list(selectors.message_list_for_conversation(conversation))


def sse_format(event: TurnEvent) -> str:
    return f"event: {event.type}\ndata: {json.dumps(event.data, ensure_ascii=False)}\n\n"


async def sse_stream(handle: TurnHandle, keepalive: float = KEEPALIVE_SECONDS) -> AsyncIterator[str]:
    yield ": stream open\n\n"
    yield sse_format(handle.start)
    async for event in handle.events(keepalive=keepalive):
        yield ": keep-alive\n\n" if event is None else sse_format(event)


@router.post(
    "/conversations/{conversation_id}/messages",
    response={200: None, **ERRORS, 429: ErrorOut},
    openapi_extra={"responses": {200: {"description": "Server-Sent Events: start, token*, citations, card*, "
                                                      "done | start, refusal, done | start, hedged, token*, citations, done | ..., error",
                                       "content": {"text/event-stream": {"schema": {"type": "string"}}}}}},
)
async def message_send(request, conversation_id: uuid.UUID, payload: MessageIn):
    """Send a message and stream the answer. Rejections (401/403/404/400/429) come back as JSON."""
    handle = await start_turn(TurnRequest(
        user=request.user, conversation_id=conversation_id, message=payload.message,
        client_message_id=payload.client_message_id, persona=payload.persona, suggested=payload.suggested,
    ))
    response = StreamingHttpResponse(sse_stream(handle), content_type="text/event-stream; charset=utf-8")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"
    return response


class SuggestionOut(Schema):
    id: int
    text: str
    unit_id: int | None
    source: str = Field(..., description="generated (from the course's headings and key terms) or teacher")


class SuggestionAskIn(Schema):
    client_message_id: str = Field("", description="Optional, up to 64 characters; a repeat returns the first answer.")


class SuggestionAnswerOut(Schema):
    conversation_id: uuid.UUID
    user_message: MessageOut
    reply: MessageOut


@router.get("/conversations/{conversation_id}/suggestions", response={200: list[SuggestionOut], **ERRORS})
def suggestion_list(request, conversation_id: uuid.UUID):
    """The suggested questions the conversation offers (its unit's, or the course's for a
    conversation without a unit): each has an answer ready, so asking one answers at once."""
    conversation = selectors.conversation_get_for_user(request.user, conversation_id)
    return suggestion_services.suggestions_for_conversation(conversation)


@router.post("/conversations/{conversation_id}/suggestions/{suggestion_id}/ask",
             response={200: SuggestionAnswerOut, **ERRORS, 409: ErrorOut, 429: ErrorOut})
def suggestion_ask(request, conversation_id: uuid.UUID, suggestion_id: int, payload: SuggestionAskIn | None = None):
    """Ask a suggested question: the answer comes back at once (200, no stream, no model call) and
    both messages are saved in the conversation like any turn. Not counted against the unit's
    typed-prompt quota; the daily message and burst limits apply (429)."""
    user_message, reply = suggestion_services.suggestion_ask(
        user=request.user, conversation_id=conversation_id, suggestion_id=suggestion_id,
        client_message_id=payload.client_message_id if payload else "",
    )
    return {"conversation_id": reply.conversation_id, "user_message": user_message, "reply": reply}


@router.post("/messages/{message_id}/rating", response={200: MessageOut, **ERRORS})
def message_rate(request, message_id: uuid.UUID, payload: RatingIn):
    return services.message_rate(user=request.user, message_id=message_id, rating=payload.rating)


@router.get("/usage", response={200: UsageOut, **ERRORS})
def usage(request) -> Any:
    """Today's usage: ok, warning (at 80% of a limit, with what remains) or blocked."""
    return limits.usage_get_status(request.user)


class TranscriptOut(Schema):
    text: str = Field(..., description="What the transcription service heard.")
    message: str = Field(..., description="The text for the message box: spoken maths written as LaTeX "
                                          "(\"x squared\" -> $x^2$). Show it for the student to confirm; never send it unseen.")


@router.post("/transcribe", response={200: TranscriptOut, 413: ErrorOut, 429: ErrorOut, 502: ErrorOut, 503: ErrorOut,
                                      **ERRORS})
def transcribe(request, audio: UploadedFile = File(..., description="WebM, Ogg, MP4/M4A, MP3, WAV or FLAC, at most 25 MB.")):
    """Voice input: the recording's text, with spoken maths as LaTeX. Nothing is stored or sent."""
    data = audio.read(voice.MAX_AUDIO_BYTES + 1)
    return voice.audio_transcribe(user=request.user, data=data, filename=audio.name or "")
