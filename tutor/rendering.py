"""Answer text to safe HTML: Markdown rendered with raw HTML disabled, then cleaned by nh3.

Model output and course text are untrusted: nothing they contain reaches the page unescaped."""

from __future__ import annotations

import functools

import nh3
from markdown_it import MarkdownIt


@functools.cache
def _md() -> MarkdownIt:
    return MarkdownIt("commonmark", {"html": False, "linkify": False}).enable("table")


def render_answer(text: str) -> str:
    """Sanitised HTML for an assistant answer (links get rel="noopener noreferrer nofollow")."""
    return nh3.clean(_md().render(text or ""), link_rel="noopener noreferrer nofollow")
