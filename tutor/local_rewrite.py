"""Optional rewording of the offline answer by a small local model (seed 003, User Story 6).

The extractive provider quotes the course (tutor/providers/extractive.py). For a course whose admin
switched "rewrite answers with a local model" on, and with ``LOCAL_LLM_BASE_URL`` set (Ollama, a
llama.cpp server, vLLM: any OpenAI-compatible server), :class:`LocalRewrite` runs as the provider's
body step: it asks the model to reword the quoted body into fluent prose, then checks the result.
The student reads the rewrite only if every check passes; otherwise the quotes, exactly as the
offline tutor composed them. Either way the outcome and its reason are recorded
(``AnswerRewrite``, written with the reply by the pipeline's persist step) and the call is logged
(``LLMCall``, purpose "rewrite").

The checks (pure, :func:`check_rewrite`):

1. **Citations kept**: the rewrite carries exactly the body's citation markers: none dropped
   (``citation_dropped``), none added (``citation_added``).
2. **Every sentence supported by the passages it cites**: a sentence's passages are those its own
   markers name, else those named in its paragraph; a sentence with no marker in reach is
   unsupported. Every number in the sentence must appear in those passages, and its content words
   (stems, stop words and a short list of connectives aside) must be there too, with at most one
   exception and at least 80% present. A sentence that fails is ``unsupported_sentence``: the
   rewrite added a claim the passages do not make.

Words rather than the embedding model: a paraphrase that swaps in a word the passages never use is
thrown away (the quotes are still a correct answer), while a similarity threshold would let a
fluent invented clause through with the rest of a close sentence.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Mapping
from dataclasses import dataclass

import openai
from django.conf import settings

from tutor.models import AnswerRewrite, LLMCall, LLMCallStatus
from tutor.providers.base import GenerationRequest
from tutor.providers.composition import terms

logger = logging.getLogger(__name__)

MARKER_RE = re.compile(r"\[(\d{1,3})\]")
_NUMBER_RE = re.compile(r"\d+(?:[.,]\d+)*")
_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+(?=\S)")
_PARAGRAPH_RE = re.compile(r"\n\s*\n")
# words prose adds to join quoted facts; saying them is not a claim
_CONNECTIVES = frozenset(terms(
    "also addition additionally another because both but called case consequently each either example "
    "first firstly finally furthermore hence however instance means meaning moreover namely neither next "
    "other otherwise put second similarly simply since so still such that then therefore thus together "
    "turn whereas which while words yet known refers refer describes described say says said note"))
MAX_MISSING_WORDS = 1
MIN_WORD_COVERAGE = 0.8

SYSTEM_PROMPT = (
    "You reword extracts from a student's course materials into clear, fluent prose. Rules: use only "
    "what the extract states, add no facts, examples or numbers of your own; keep every citation marker "
    "such as [1] right after the words it supports and add no new markers; no preamble, no headings, no "
    "closing question. Reply with the reworded text only."
)


@dataclass(frozen=True)
class Verdict:
    ok: bool
    reason: str  # "rewritten" when ok, else why it was thrown away
    detail: str = ""


def markers(text: str) -> set[int]:
    return {int(n) for n in MARKER_RE.findall(text)}


def _sentences(text: str) -> list[tuple[str, set[int]]]:
    """``(sentence, markers in reach)``: its own markers, else its paragraph's."""
    out: list[tuple[str, set[int]]] = []
    for paragraph in _PARAGRAPH_RE.split(text.strip()):
        in_paragraph = markers(paragraph)
        for sentence in _SENTENCE_RE.split(" ".join(paragraph.split())):
            # a marker after the full stop ("... zero. [2]") belongs to the sentence before it
            if out and MARKER_RE.fullmatch(sentence.strip()):
                out[-1] = (out[-1][0] + " " + sentence, out[-1][1] | markers(sentence))
                continue
            own = markers(sentence)
            out.append((sentence, own or in_paragraph))
    return out


def unsupported(sentence: str, cited: set[int], passages: Mapping[int, str]) -> bool:
    """Whether ``sentence`` says something the passages ``cited`` do not (the rule above)."""
    plain = MARKER_RE.sub(" ", sentence)
    words = set(terms(plain)) - _CONNECTIVES
    numbers = set(_NUMBER_RE.findall(plain))
    if not words and not numbers:
        return False  # "In short:" states nothing
    sources = [passages[n] for n in cited if n in passages]
    if not sources:
        return True
    source_text = "\n".join(sources)
    if any(not re.search(rf"(?<![\d.,]){re.escape(n)}(?![\d])", source_text) for n in numbers):
        return True
    if not words:
        return False
    missing = words - set(terms(source_text))
    return len(missing) > MAX_MISSING_WORDS or (len(words) - len(missing)) / len(words) < MIN_WORD_COVERAGE


def check_rewrite(original: str, rewrite: str, passages: Mapping[int, str]) -> Verdict:
    """Whether ``rewrite`` may replace ``original`` (the quoted body), given the cited ``passages``
    (citation number -> passage text). Pure."""
    if not rewrite.strip():
        return Verdict(False, "empty", "the model answered nothing")
    before, after = markers(original), markers(rewrite)
    if before - after:
        return Verdict(False, "citation_dropped", " ".join(f"[{n}]" for n in sorted(before - after)))
    if after - before:
        return Verdict(False, "citation_added", " ".join(f"[{n}]" for n in sorted(after - before)))
    for sentence, cited in _sentences(rewrite):
        if unsupported(sentence, cited, passages):
            return Verdict(False, "unsupported_sentence", sentence[:300])
    return Verdict(True, "rewritten")


def rewrite_enabled(course_id: int) -> bool:
    """The course's switch is on and a local model is configured."""
    from courses.models import Course

    return bool(settings.LOCAL_LLM_BASE_URL) and Course.objects.filter(
        pk=course_id, rewrite_answers_locally=True).exists()


class LocalRewrite:
    """The extractive provider's body step for one turn; ``outcome`` holds what it did, for
    :meth:`record` once the reply is stored. Never raises: any failure shows the quotes."""

    def __init__(self, *, course_id: int) -> None:
        self.course_id = course_id
        self.model = settings.LOCAL_LLM_MODEL
        self.outcome: Verdict | None = None
        self.latency_ms = 0

    async def __call__(self, body: str, request: GenerationRequest) -> str:
        if "```" in body:  # code must reach the student character for character
            self.outcome = Verdict(False, "has_code")
            return body
        started = time.monotonic()
        status, error, usage = LLMCallStatus.SUCCESS, "", None
        try:
            rewrite, usage = await self._ask(body, request)
        except openai.APITimeoutError as exc:
            status, error, rewrite = LLMCallStatus.TIMEOUT, str(exc)[:300], ""
            self.outcome = Verdict(False, "timeout", error)
        except Exception as exc:  # an unreachable or failing local server: the quotes stand
            status, error, rewrite = LLMCallStatus.ERROR, f"{type(exc).__name__}: {exc}"[:300], ""
            self.outcome = Verdict(False, "error", error)
        self.latency_ms = int((time.monotonic() - started) * 1000)
        await self._log_call(status, error, usage, request)
        if self.outcome is not None:
            logger.info("local rewrite not used (%s): %s", self.outcome.reason, self.outcome.detail)
            return body
        self.outcome = check_rewrite(body, rewrite, {p.n: p.text for p in request.passages})
        if not self.outcome.ok:
            logger.info("local rewrite thrown away (%s): %s", self.outcome.reason, self.outcome.detail)
            return body
        return rewrite.strip()

    async def _ask(self, body: str, request: GenerationRequest):
        client = openai.AsyncOpenAI(base_url=settings.LOCAL_LLM_BASE_URL, api_key=settings.LOCAL_LLM_API_KEY or "local",
                                    timeout=settings.LOCAL_LLM_TIMEOUT_SECONDS, max_retries=0)
        try:
            response = await client.chat.completions.create(
                model=self.model, temperature=0.2, max_tokens=800,
                messages=[{"role": "system", "content": SYSTEM_PROMPT},
                          {"role": "user", "content": f"Question: {request.question}\n\nExtract:\n{body}"}])
        finally:
            await client.close()
        return (response.choices[0].message.content or ""), response.usage

    async def _log_call(self, status: str, error: str, usage, request: GenerationRequest) -> None:
        from tutor.workers import db

        prompt, completion = (usage.prompt_tokens, usage.completion_tokens) if usage is not None else (0, 0)
        try:
            await db(LLMCall.objects.create)(
                conversation_id=request.conversation_id, course_id=self.course_id, purpose="rewrite", model=self.model,
                prompt_tokens=prompt, completion_tokens=completion, total_tokens=prompt + completion,
                latency_ms=self.latency_ms, status=status, error=error)
        except Exception:  # the log must never break a student's answer
            logger.exception("could not log a rewrite call")

    def record(self, message_id) -> None:
        """Store what the step did for the reply ``message_id`` (synchronous: the persist step)."""
        if self.outcome is None:
            return
        AnswerRewrite.objects.update_or_create(message_id=message_id, defaults={
            "course_id": self.course_id, "model": self.model, "shown": self.outcome.ok, "reason": self.outcome.reason,
            "detail": self.outcome.detail, "latency_ms": self.latency_ms})
