"""Conversation memory: the live window, the rolling summary of older messages, and rewriting
short follow-ups into standalone questions before retrieval.

Offline versions are deterministic and need no model; when an LLM is configured the summary and
the rewrite are asked of it (see ``providers.openai_compat.OpenAICompatProvider.complete``), and
the offline version is the fallback when that call fails.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

WINDOW = 10  # messages sent with every turn
SUMMARY_MIN_MESSAGES = 16  # a summary exists once a conversation passes this many messages
FOLLOW_UP_MAX_CHARS = 80
SUMMARY_MAX_CHARS = 1500

_FOLLOW_UP_STARTS = (
    "and ", "but ", "so ", "also ", "what about", "how about", "what if", "why", "how come", "then ",
    "tell me more", "more about", "explain that", "explain it", "can you explain", "could you explain",
    "give me an example", "an example", "example?", "and?", "ok ", "okay ", "same for", "what else",
)
_PRONOUNS = {"it", "its", "it's", "this", "that", "these", "those", "they", "them", "their", "there",
             "he", "she", "one", "ones", "former", "latter", "above", "previous"}
_WORD_RE = re.compile(r"[a-z']+")


def window(messages: Sequence[T], size: int = WINDOW) -> list[T]:
    """The last ``min(len(messages), size)`` messages, oldest first (``messages`` is chronological)."""
    if size <= 0:
        return []
    return list(messages[-size:])


def needs_summary(total_messages: int, summarised: int, size: int = WINDOW) -> int:
    """How many messages the summary should cover now (0 = no summary yet): everything older than
    the live window, once the conversation has passed SUMMARY_MIN_MESSAGES. Returns ``summarised``
    when nothing new needs folding in."""
    if total_messages <= SUMMARY_MIN_MESSAGES:
        return summarised
    return max(summarised, total_messages - size)


def is_follow_up(question: str) -> bool:
    """A short question that leans on earlier turns: starts like a follow-up or uses a pronoun."""
    text = " ".join(question.lower().split())
    if not text or len(text) > FOLLOW_UP_MAX_CHARS:
        return False
    if text.startswith(_FOLLOW_UP_STARTS):
        return True
    return any(word in _PRONOUNS for word in _WORD_RE.findall(text))


def _first_sentence(text: str, limit: int = 160) -> str:
    text = " ".join(text.split())
    match = re.search(r"(.+?[.!?])(\s|$)", text)
    sentence = match.group(1) if match else text
    return sentence if len(sentence) <= limit else sentence[: limit - 1].rstrip() + "…"


def rewrite_follow_up_offline(question: str, *, previous_question: str, summary: str = "") -> str:
    """Deterministic standalone form: the follow-up followed by the topic it refers to (the previous
    question, or failing that the summary's last line). Retrieval then sees the topic's words."""
    topic = " ".join(previous_question.split()) or (summary.strip().splitlines()[-1] if summary.strip() else "")
    if not topic:
        return question
    return f"{question.strip()} (regarding: {topic})"


def summarise_offline(messages: Sequence[tuple[str, str]], previous: str = "") -> str:
    """Fold ``(role, content)`` pairs into a compact running summary: one line per exchange with the
    student's question and the first sentence of the reply. Keeps the most recent lines when long."""
    lines = [line for line in previous.splitlines() if line.strip()]
    question = ""
    for role, content in messages:
        if role == "user":
            question = " ".join(content.split())[:200]
        else:
            lines.append(f"- The student asked: {question or '(earlier message)'} — the tutor said: {_first_sentence(content)}")
            question = ""
    if question:
        lines.append(f"- The student asked: {question}")
    while lines and len("\n".join(lines)) > SUMMARY_MAX_CHARS:
        lines.pop(0)
    return "\n".join(lines)


REWRITE_INSTRUCTIONS = (
    "Rewrite the student's latest message as one standalone question that makes sense without the "
    "conversation, naming the topic it refers to. Reply with the question only."
)
SUMMARY_INSTRUCTIONS = (
    "Condense this tutoring conversation into a brief summary (at most 8 short bullet points) of "
    "the topics the student asked about and what the tutor explained. Do not include names or "
    "personal details. Reply with the bullet points only."
)
