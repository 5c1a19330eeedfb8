"""Conversation titles from the first message: deterministic, no model involved."""

from __future__ import annotations

TITLE_LIMIT = 80
ELLIPSIS = "…"


def title_from_message(text: str, limit: int = TITLE_LIMIT) -> str:
    """The first ``limit`` characters of ``text`` (whitespace collapsed), cut back to the last word
    boundary and followed by "…" when anything was cut. A single word longer than ``limit`` is cut
    inside the word."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    head = flat[:limit]
    if flat[limit] != " ":
        space = head.rfind(" ")
        if space > 0:
            head = head[:space]
    return head.rstrip(" ,;:-–—") + ELLIPSIS
