"""The interface every answer provider implements.

A provider turns a :class:`GenerationRequest` into a stream: ``str`` pieces of answer text, and at
most one final :class:`Usage` when the backend reports token numbers. Providers never touch the
conversation tables; the pipeline persists. Failures raise :class:`ProviderError` subclasses
(``ApplicationError`` with the error-table codes ``llm_timeout`` / ``llm_unavailable``).
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from config.errors import ApplicationError


@dataclass(frozen=True)
class Usage:
    prompt_tokens: int
    completion_tokens: int

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


@dataclass(frozen=True)
class SourcePassage:
    n: int
    text: str
    source_filename: str
    similarity: float = 0.0
    # (sentence, similarity to the question) from the stored sentence vectors (materials/search.py),
    # so the offline answer can judge sentences by meaning without embedding anything again.
    sentence_scores: tuple[tuple[str, float], ...] = ()
    # on a page or slide the question names ("on slide 19, what number is cord B"): the answer opens with it
    pointed_at: bool = False
    # in another language than the question's, brought in by the multilingual search (tutor/grounding.py,
    # with_foreign_passages): the answer quotes its best sentence
    other_language: bool = False


@dataclass(frozen=True)
class GenerationRequest:
    question: str
    persona: str
    passages: Sequence[SourcePassage]
    messages: list[dict[str, Any]] = field(default_factory=list)  # full chat prompt, for LLM providers
    conversation_id: uuid.UUID | None = None
    course_id: int | None = None
    language: str | None = None  # the student's: the tutor's own sentences are written in it
    hedged: bool = False  # the passages are only the closest in the course: show them as such, never as the answer
    hedge_message: str = ""  # what a hedged reply says first (tutor/grounding.py); the generic hedge when empty


class ProviderError(ApplicationError):
    code = "llm_error"


class ProviderTimeout(ProviderError):
    code = "llm_timeout"


class ProviderUnavailable(ProviderError):
    code = "llm_unavailable"


TIMEOUT_TEXT = "The AI Tutor is taking too long. Please try again."
UNAVAILABLE_TEXT = "The AI Tutor is temporarily unavailable. Please try again in a few minutes."
INTERRUPTED_TEXT = "The answer was interrupted. Please send your message again."


class AnswerProvider(Protocol):
    name: str
    uses_llm: bool

    def stream(self, request: GenerationRequest) -> AsyncIterator[str | Usage]: ...
