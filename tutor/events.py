"""The payloads one tutor turn produces, shared by the SSE stream, the websocket consumer and tests.

A turn is a sequence of :class:`TurnEvent`: ``start`` first, then ``token`` pieces, ``citations``,
optional ``card`` events, ``done``, and ``state_update`` when the learning loop decided the turn;
or ``start``, ``refusal``, ``done`` when the materials hold no evidence; or ``start``, ``hedged``, then
``token`` pieces, ``citations`` and ``done`` (outcome ``hedged``) when they only come close (the
pieces show the closest passages, labelled as such, never as the answer); or ``error`` (terminal)
when generation failed after ``start``. Rejections before
``start`` are raised as ``ApplicationError`` and never become events.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, NotRequired, TypedDict

EventType = Literal["start", "token", "citations", "card", "done", "refusal", "hedged", "error", "state_update"]


class StartData(TypedDict):
    conversation_id: str
    message_id: str  # the assistant message being written
    user_message_id: str
    replay: bool  # true when an earlier answer to the same client message id is being replayed


class TokenData(TypedDict):
    text: str


class Citation(TypedDict):
    n: int
    chunk_id: int
    source_filename: str
    material_type: str
    page: int | None
    section: str
    similarity: float
    chunk_text: str
    focus: NotRequired[list[int] | None]  # [start, end] in chunk_text of the sentence that matched best
    slide: NotRequired[bool]  # the page is a slide of a deck (a PowerPoint, or a PDF of slides): shown as "slide N"


def citation_focus(citation: dict) -> tuple[str, str, str] | None:
    """The cited passage as (before, sentence, after) around its ``focus``; None when there is no
    usable focus (answers written before it existed have none)."""
    text, focus = citation.get("chunk_text") or "", citation.get("focus")
    try:
        start, end = (int(x) for x in focus)
    except (TypeError, ValueError):  # missing or malformed: show the passage unmarked
        return None
    if not 0 <= start < end <= len(text):
        return None
    return text[:start], text[start:end], text[end:]


class CardData(TypedDict, total=False):
    type: str


class DoneData(TypedDict):
    message_id: str
    tokens_used: int
    suggestions: NotRequired[list[str]]  # questions to offer next (e.g. "Ask about “Linear equations”")
    content: NotRequired[str]  # the stored answer, when it differs from the streamed tokens
    outcome: NotRequired[str]  # "answered" or "hedged" (a refusal ends with a ``refusal`` event)


class StateUpdateData(TypedDict):
    """The learner's state after a turn (learning.presenters.panel_as_dict), and the tutor's
    reasoning when the course shows it (drawer_as_dict)."""

    panel: dict
    reasoning: NotRequired[dict]


class HedgedData(TypedDict):
    """The materials do not seem to answer the question directly: ``message`` says so in the
    student's language; the tokens that follow show the closest passages."""

    message: str
    suggestions: list[str]


class RefusalData(TypedDict):
    message: str
    suggestions: list[str]


class ErrorData(TypedDict):
    code: str
    message: str


@dataclass(frozen=True)
class TurnEvent:
    type: EventType
    data: Any  # one of the TypedDicts above; ``citations`` carries list[Citation]


def xp_group_name(student_id: int) -> str:
    """The channel-layer group of a student's open tutor pages. The consumer joins it; the
    gamification app sends XP toasts to it (type ``xp.toast``, handled by ``xp_toast``)."""
    return f"xp.user.{student_id}"


def session_group_name(student_id: int, conversation_id) -> str:
    """The channel-layer group of a student's open tutor pages on one conversation. The consumer joins
    it; tutor/session_updates.py sends a learning session's ``state_update`` to it (type
    ``session.state_update``, handled by ``session_state_update``) after every session write."""
    return f"session.user.{student_id}.conversation.{conversation_id}"


class SessionStateEvent(TypedDict):
    """A learning session's new state on the channel layer: ``state`` is ``learning.sessions.state.
    state_update`` (session id, mode, status, version and the seed's ``SessionStateDTO`` fields)."""

    type: str  # "session.state_update"
    state: dict


def session_state_frame(state: dict | None) -> str:
    """The websocket text frame of a session's state (seed 004 "WebSocket Endpoint"): JSON, never HTML,
    so a page updates its progress widgets and leaves the answer box (and its focus) alone."""
    import json

    return json.dumps({"type": "state_update", "payload": {"state": state}})
