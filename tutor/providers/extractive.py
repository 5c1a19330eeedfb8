"""The offline answer provider: the course text that answers the question, quoted verbatim.

No model is involved. What to quote is chosen in tutor/providers/composition.py (the best unit by
meaning, from the stored sentence vectors, and by words, with the context it needs: a lead-in with
its example or code block, both halves of a definition), in reading order within a length budget,
each run followed by its passage's [n] marker. ``split_sentences`` is the older sentence splitter
that the integrity checks still use to recognise pasted course sentences.
"""

from __future__ import annotations

import asyncio
import math
import re
from collections import Counter
from functools import lru_cache
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass

from tutor.phrases import phrase
from tutor.prompts import PERSONAS
from tutor.providers import composition
from tutor.providers.base import GenerationRequest, SourcePassage, Usage

MAX_SENTENCES = 3
RELATIVE_CUTOFF = 0.35  # a sentence must score at least this share of the best one
WORDS_PER_PIECE = 3
LEAD_IN = phrase("lead_in")

_STOP = set(
    """a an the and or but if then else of to in on at by for with about as into from over under is are was were
    be been being do does did doing have has had having it its this that these those there here what which who
    whom whose when where why how can could should would will shall may might must i you he she we they me my
    your our their them us not no yes so than too very just also any some all each more most such only own same
    other please tell explain describe give show mean means meaning define definition example examples between
    vs versus difference""".split()
)
_WORD_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’-]*")
_SPLIT_RE = re.compile(r"(?<=[.!?])[\"'”’)\]]*\s+(?=[\"'“‘(\[]?[A-Z0-9$\\])")
_BULLET_RE = re.compile(r"^\s*(?:[-*•+]|\d{1,2}[.)])\s+")
_DEFINITION_RE = re.compile(r"\b(is|are|means|refers to|defined as|is called|denotes|describes)\b", re.I)
_DEFINITION_Q_RE = re.compile(r"^\s*(what\s+(is|are|does)|define|definition|meaning of|what's)\b", re.I)


def _stem(word: str) -> str:
    w = word.lower().replace("’", "'").strip("'-")
    for suffix in ("'s", "ies", "ing", "ed", "es", "s"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            return w[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return w


def terms(text: str) -> list[str]:
    return [_stem(w) for w in _WORD_RE.findall(text) if w.lower() not in _STOP and len(w) > 1]


@lru_cache(maxsize=8192)
def _sentence_terms(text: str) -> tuple[str, ...]:
    """``terms`` of a passage sentence, memoised (the same passages come back turn after turn)."""
    return tuple(terms(text))


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


def candidate_sentences(passages: Sequence[SourcePassage]) -> list[Sentence]:
    seen: set[str] = set()
    result: list[Sentence] = []
    for pi, passage in enumerate(passages):
        for pos, (text, fragment) in enumerate(_split_sentences(passage.text)):
            key = " ".join(_sentence_terms(text)) or text.lower()
            if key in seen:
                continue  # overlapping chunks repeat sentences
            seen.add(key)
            result.append(Sentence(pi, passage.n, pos, text, fragment))
    return result


def score_sentences(question: str, sentences: Sequence[Sentence], passages: Sequence[SourcePassage]) -> list[float]:
    q_terms = set(terms(question))
    docs = [Counter(_sentence_terms(s.text)) for s in sentences]
    n_docs = len(docs) or 1
    avg_len = (sum(sum(d.values()) for d in docs) / n_docs) or 1.0
    df = Counter(t for d in docs for t in d)
    definitional = bool(_DEFINITION_Q_RE.search(question))
    scores: list[float] = []
    for s, doc in zip(sentences, docs):
        length = sum(doc.values()) or 1
        score = 0.0
        for t in q_terms & doc.keys():
            idf = math.log(1 + (n_docs - df[t] + 0.5) / (df[t] + 0.5))
            tf = doc[t]
            score += idf * tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * length / avg_len))
        if score > 0:
            if definitional and _DEFINITION_RE.search(s.text) and any(
                t in q_terms for t in terms(" ".join(s.text.split()[:8]))
            ):
                score *= 1.5
            score += 0.5 * passages[s.passage_index].similarity
            score -= 0.02 * s.position
            if s.fragment:
                score *= 0.3
            if len(s.text) > 400:
                score *= 0.6
        scores.append(score)
    return scores


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
    quoted = composition.select(question, passages)
    if not quoted:
        return ""
    body = composition.render(quoted)
    if hedged:
        return "\n\n".join((hedge_message or phrase("hedge", language), f"**{phrase('hedge.closest', language)}:**", body))
    closing = phrase(f"closing.{persona}", language) if persona in PERSONAS else ""
    return "\n\n".join(part for part in (phrase("lead_in", language), body, closing) if part)


def pieces(text: str, words: int = WORDS_PER_PIECE) -> list[str]:
    """Split ``text`` into pieces of a few words, whitespace kept, so "".join(pieces) == text."""
    tokens = re.findall(r"\S+\s*|\s+", text)
    return ["".join(tokens[i : i + words]) for i in range(0, len(tokens), words)]


class ExtractiveProvider:
    name = "extractive"
    uses_llm = False

    async def stream(self, request: GenerationRequest) -> AsyncIterator[str | Usage]:
        from tutor.workers import cpu

        # sentence scoring is pure CPU: off the event loop, so other sockets keep streaming
        answer = await cpu(compose_answer)(request.question, request.persona, request.passages, request.language,
                                           hedged=request.hedged, hedge_message=request.hedge_message)
        for piece in pieces(answer):
            yield piece
            await asyncio.sleep(0)  # let other sockets run between pieces
