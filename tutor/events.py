"""The payloads one tutor turn produces, shared by the SSE stream, the websocket consumer and tests.

A turn is a sequence of :class:`TurnEvent`: ``start`` first, then ``token`` pieces, ``citations``,
optional ``card`` events, and ``done``; or ``start``, ``refusal``, ``done`` when the materials hold
no evidence; or ``error`` (terminal) when generation failed after ``start``. Rejections before
``start`` are raised as ``ApplicationError`` and never become events.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, TypedDict

EventType = Literal["start", "token", "citations", "card", "done", "refusal", "error"]


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


class CardData(TypedDict, total=False):
    type: str


class DoneData(TypedDict):
    message_id: str
    tokens_used: int


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


class TutorChannelMessage(TypedDict):
    """Channel-layer payload (``type`` = ``tutor.event``) for pushing a turn's event to a group."""

    type: Literal["tutor.event"]
    event: EventType
    data: Any
