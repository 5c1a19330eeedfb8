"""The offline answer provider: the course text that answers the question, quoted verbatim.

No model is involved. What to quote is chosen in tutor/providers/composition.py (the best unit by
meaning, from the stored sentence vectors, and by words, with the context it needs: a lead-in with
its example or code block, both halves of a definition), in reading order within a length budget,
each run followed by its passage's [n] marker. ``split_sentences`` is the older sentence splitter
that the integrity checks still use to recognise pasted course sentences.
"""

from __future__ import annotations

import asyncio
import re
from functools import lru_cache
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import Protocol

from tutor.phrases import phrase
from tutor.prompts import PERSONAS
from tutor.providers import composition
from tutor.providers.base import GenerationRequest, SourcePassage, Usage

MAX_SENTENCES = 3
WORDS_PER_PIECE = 3
LEAD_IN = phrase("lead_in")

_SPLIT_RE = re.compile(r"(?<=[.!?])[\"'”’)\]]*\s+(?=[\"'“‘(\[]?[A-Z0-9$\\])")
_BULLET_RE = re.compile(r"^\s*(?:[-*•+]|\d{1,2}[.)])\s+")


@dataclass(frozen=True)
class Sentence:
    passage_index: int  # position of the passage in the request
    n: int  # the passage's citation number
    position: int  # order inside the passage
    text: str
    fragment: bool  # starts or ends mid-sentence (a chunk boundary cut it)


def split_sentences(text: str) -> list[tuple[str, bool]]:
    """``(sentence, is_fragment)`` pairs of a passage, headings and blank lines dropped."""
    return list(_split_sentences(text))


@lru_cache(maxsize=2048)
def _split_sentences(text: str) -> tuple[tuple[str, bool], ...]:
    out: list[tuple[str, bool]] = []
    blocks = [b for b in re.split(r"\n\s*\n|\n(?=\s*(?:[-*•+]|\d{1,2}[.)])\s)", text) if b.strip()]
    for block in blocks:
        lines = [ln for ln in block.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
        flat = " ".join(_BULLET_RE.sub("", ln).strip() for ln in lines)
        flat = re.sub(r"\s+", " ", flat).strip()
        if not flat:
            continue
        for piece in _SPLIT_RE.split(flat):
            piece = piece.strip()
            if len(piece) < 3:
                continue
            starts_mid = piece[0].islower()
            ends_mid = not re.search(r"[.!?:;)\]\"'”’$]$", piece)
            out.append((piece, starts_mid or ends_mid))
    return tuple(out)


def select_sentences(question: str, passages: Sequence[SourcePassage], limit: int = MAX_SENTENCES) -> list[Sentence]:
    """The quoted units of :func:`compose_answer` as ``Sentence`` rows (passage, marker, position,
    text), in reading order."""
    return [Sentence(passages.index(next(p for p in passages if p.n == q.n)), q.n, q.unit.position, q.unit.text, False)
            for q in composition.select(question, passages)]


def compose_answer(question: str, persona: str, passages: Sequence[SourcePassage], language: str | None = None,
                   *, hedged: bool = False, hedge_message: str = "") -> str:
    """The quoted course text (tutor/providers/composition.py: the part that answers, with the
    context it needs), with the lead-in and the persona's closing in the student's ``language``
    (the course's sentences stay in their own). ``hedged``: the passages are only the closest the
    course has, so the reply says so first and labels them "closest in your course", with no
    closing that would treat them as the answer; ``hedge_message`` says why first (the generic
    hedge when empty)."""
    return join_parts(compose_parts(question, persona, passages, language, hedged=hedged, hedge_message=hedge_message))


def compose_parts(question: str, persona: str, passages: Sequence[SourcePassage], language: str | None = None,
                  *, hedged: bool = False, hedge_message: str = "") -> tuple[str, str, str]:
    """:func:`compose_answer` as ``(opening, body, closing)``: the body is the quoted course text
    with its markers, the only part that states anything (what a rewrite step may reword). All
    three are empty when nothing answers."""
    quoted = composition.select(question, passages)
    if not quoted:
        return "", "", ""
    body = composition.render(quoted)
    if hedged:
        return "\n\n".join((hedge_message or phrase("hedge", language), f"**{phrase('hedge.closest', language)}:**")), body, ""
    closing = phrase(f"closing.{persona}", language) if persona in PERSONAS else ""
    return phrase("lead_in", language), body, closing


def join_parts(parts: tuple[str, str, str]) -> str:
    return "\n\n".join(part for part in parts if part)


def pieces(text: str, words: int = WORDS_PER_PIECE) -> list[str]:
    """Split ``text`` into pieces of a few words, whitespace kept, so "".join(pieces) == text."""
    tokens = re.findall(r"\S+\s*|\s+", text)
    return ["".join(tokens[i : i + words]) for i in range(0, len(tokens), words)]


class BodyStep(Protocol):
    """A step between composing and streaming: may return another wording of the quoted body
    (tutor/local_rewrite.py), or the body itself. Must not raise."""

    async def __call__(self, body: str, request: GenerationRequest) -> str: ...


class ExtractiveProvider:
    name = "extractive"
    uses_llm = False

    def __init__(self, body_step: BodyStep | None = None) -> None:
        self.body_step = body_step

    def with_body_step(self, body_step: BodyStep) -> ExtractiveProvider:
        """This provider with ``body_step`` run on each composed body (a new instance: the
        configured provider is shared by every turn of the process)."""
        return ExtractiveProvider(body_step)

    async def stream(self, request: GenerationRequest) -> AsyncIterator[str | Usage]:
        from tutor.workers import cpu

        # sentence scoring is pure CPU: off the event loop, so other sockets keep streaming
        opening, body, closing = await cpu(compose_parts)(
            request.question, request.persona, request.passages, request.language,
            hedged=request.hedged, hedge_message=request.hedge_message)
        if self.body_step is not None and body:
            body = await self.body_step(body, request)
        answer = join_parts((opening, body, closing))
        for piece in pieces(answer):
            yield piece
            await asyncio.sleep(0)  # let other sockets run between pieces
