"""One error type for business rules, and one table mapping error codes to HTTP statuses.

Services raise ``ApplicationError`` (or a subclass) with a stable ``code``; pages, the JSON API and
websocket consumers all translate it through ``status_for`` so a rule's message reads the same
everywhere.
"""

from __future__ import annotations

from typing import Any

from ninja import Schema

# code -> HTTP status (the error table of seed 000, plus our own codes)
STATUS_BY_CODE: dict[str, int] = {
    "unauthenticated": 401,
    "forbidden": 403,
    "not_enrolled": 403,
    "not_found": 404,
    "invalid": 400,
    "unsupported_format": 400,
    "empty_file": 400,
    "duplicate": 409,
    "conflict": 409,
    "stale_session": 409,
    "session_paused": 409,
    "session_ended": 409,
    "file_too_large": 413,
    "extraction_failed": 422,
    "daily_message_limit": 429,
    "daily_token_budget": 429,
    "rate_limited": 429,
    "unit_quota": 429,
    "llm_timeout": 504,
    "llm_error": 502,
    "llm_unavailable": 503,
    "limits_unavailable": 503,
    "transcription_unavailable": 503,
    "transcription_failed": 502,
    "database_unavailable": 503,
    "embedding_failed": 500,
    "storage_full": 507,
}


class ApplicationError(Exception):
    """A rule was broken; ``message`` is written for the person who sees it."""

    code = "invalid"

    def __init__(self, message: str, code: str | None = None, extra: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.extra = extra or {}

    @property
    def status(self) -> int:
        return status_for(self.code)

    def as_dict(self) -> dict[str, Any]:
        return {"message": self.message, "code": self.code, "extra": self.extra}


def status_for(code: str) -> int:
    return STATUS_BY_CODE.get(code, 400)


class ErrorOut(Schema):
    """The one error body of the JSON API: ``{"message", "code", "extra"}``."""

    message: str
    code: str
    extra: dict = {}
