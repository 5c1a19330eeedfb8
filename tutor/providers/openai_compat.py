"""The generative answer provider: any OpenAI-compatible chat endpoint, streamed.

Retry policy (seed 000, property 34): a transient failure before the first token (timeout,
connection error, 429, 5xx) is retried after 1 s, 2 s and 4 s; then the fallback model gets one
attempt; then :class:`ProviderUnavailable` (503), or :class:`ProviderTimeout` (504) when every
attempt timed out. A failure after tokens were streamed is not retried (the student already saw
part of the answer): it raises ``ProviderError`` and the pipeline keeps the partial text.
Every request, successful or not, is one ``LLMCall`` row (property 37): model, attempt, fallback,
token numbers, latency, status. No prompt text and no student identity are stored.
"""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import openai

from tutor.models import LLMCall, LLMCallStatus
from tutor.providers.base import (
    INTERRUPTED_TEXT,
    TIMEOUT_TEXT,
    UNAVAILABLE_TEXT,
    GenerationRequest,
    ProviderError,
    ProviderTimeout,
    ProviderUnavailable,
    Usage,
)
from tutor.workers import db

logger = logging.getLogger(__name__)

RETRY_DELAYS: tuple[float, ...] = (1.0, 2.0, 4.0)


def backoff_delays(retries: int = len(RETRY_DELAYS)) -> list[float]:
    """Seconds to wait before retry 1..``retries``: 1, 2, 4, ... (1000 * 2^(N-1) ms)."""
    return [float(2 ** (n - 1)) for n in range(1, retries + 1)]


async def _default_sleep(seconds: float) -> None:
    await asyncio.sleep(seconds)


class AnswerTooSlow(Exception):
    """A stream that keeps going past the provider's ``answer_deadline``."""


class StreamCut(Exception):
    """A stream that ended without a finish reason (the connection dropped mid-answer)."""


def _classify(exc: Exception) -> tuple[str, bool]:
    """(LLMCall status, transient?) for an exception from the client."""
    if isinstance(exc, openai.APITimeoutError):
        return LLMCallStatus.TIMEOUT, True
    if isinstance(exc, openai.RateLimitError):
        return LLMCallStatus.RATE_LIMITED, True
    if isinstance(exc, (openai.APIConnectionError, StreamCut)):
        return LLMCallStatus.ERROR, True
    if isinstance(exc, openai.APIStatusError):
        return LLMCallStatus.ERROR, exc.status_code >= 500 or exc.status_code in (408, 409)
    return LLMCallStatus.ERROR, False


@db
def _log_call(**fields: Any) -> None:
    try:
        LLMCall.objects.create(**fields)
    except Exception:  # the log must never break a student's answer
        logger.exception("could not log an LLM call")


class OpenAICompatProvider:
    name = "openai"
    uses_llm = True

    def __init__(
        self,
        *,
        base_url: str | None,
        api_key: str | None,
        model: str,
        fallback_model: str | None = None,
        timeout: float = 30.0,
        answer_deadline: float = 120.0,
        sleep: Callable[[float], Awaitable[None]] | None = None,
        retry_delays: tuple[float, ...] = RETRY_DELAYS,
        temperature: float = 0.2,
    ) -> None:
        self.model = model
        self.fallback_model = fallback_model if fallback_model and fallback_model != model else None
        self.timeout = timeout
        # ``timeout`` bounds each read; this bounds a whole answer (a model sending a token every
        # 10 s never trips a read timeout, and the student must not wait half an hour)
        self.answer_deadline = answer_deadline
        self.retry_delays = tuple(retry_delays)
        self.temperature = temperature
        self._sleep = sleep
        self._client = openai.AsyncOpenAI(
            base_url=base_url or None, api_key=api_key or "not-needed", timeout=timeout, max_retries=0
        )

    async def aclose(self) -> None:
        """Close the HTTP client (its connections belong to the event loop that opened them)."""
        await self._client.close()

    async def _wait(self, seconds: float) -> None:
        await (self._sleep or _default_sleep)(seconds)

    def _attempts(self) -> list[tuple[str, bool, int, float | None]]:
        """(model, is_fallback, attempt number, delay before it) in order."""
        plan: list[tuple[str, bool, int, float | None]] = [(self.model, False, 1, None)]
        plan += [(self.model, False, i + 2, d) for i, d in enumerate(self.retry_delays)]
        if self.fallback_model:
            plan.append((self.fallback_model, True, 1, None))
        return plan

    async def stream(self, request: GenerationRequest) -> AsyncIterator[str | Usage]:
        statuses: list[str] = []
        skip_primary = False
        for model, is_fallback, attempt, delay in self._attempts():
            if skip_primary and not is_fallback:
                continue
            if delay is not None:
                await self._wait(delay)
            started = time.monotonic()
            emitted = False
            finished = False
            usage: Usage | None = None
            try:
                response = await self._client.chat.completions.create(
                    model=model, messages=request.messages, stream=True, temperature=self.temperature,
                    stream_options={"include_usage": True},
                )
                async for chunk in response:
                    if getattr(chunk, "usage", None):
                        usage = Usage(chunk.usage.prompt_tokens or 0, chunk.usage.completion_tokens or 0)
                    for choice in chunk.choices or []:
                        finished = finished or bool(getattr(choice, "finish_reason", None))
                        text = getattr(choice.delta, "content", None) if choice.delta else None
                        if text:
                            emitted = True
                            yield text
                    if time.monotonic() - started > self.answer_deadline:
                        raise AnswerTooSlow(f"no complete answer after {self.answer_deadline:g} s")
                if not finished:
                    # the connection closed without a finish reason: half an answer, not an answer
                    raise StreamCut("the stream ended before the answer finished")
            except AnswerTooSlow as exc:
                statuses.append(LLMCallStatus.TIMEOUT)
                await self._log(request, model, is_fallback, attempt, started, LLMCallStatus.TIMEOUT, str(exc), usage)
                logger.warning("LLM %s attempt %s too slow: %s", model, attempt, exc)
                if emitted:
                    raise ProviderTimeout(TIMEOUT_TEXT, "llm_timeout") from exc
                continue
            except (openai.OpenAIError, asyncio.TimeoutError, StreamCut) as exc:
                status, transient = _classify(exc)
                statuses.append(status)
                await self._log(request, model, is_fallback, attempt, started, status, str(exc)[:500], usage)
                logger.warning("LLM %s attempt %s failed: %s", model, attempt, exc)
                if emitted:
                    raise ProviderError(INTERRUPTED_TEXT, "llm_error") from exc
                if not transient:
                    skip_primary = True  # a rejected request won't pass on retry; go to the fallback
                continue
            await self._log(request, model, is_fallback, attempt, started, LLMCallStatus.SUCCESS, "", usage)
            if usage is not None:
                yield usage
            return
        if statuses and all(s == LLMCallStatus.TIMEOUT for s in statuses):
            raise ProviderTimeout(TIMEOUT_TEXT, "llm_timeout")
        raise ProviderUnavailable(UNAVAILABLE_TEXT, "llm_unavailable")

    async def _log(self, request: GenerationRequest, model: str, is_fallback: bool, attempt: int, started: float,
                   status: str, error: str, usage: Usage | None, purpose: str = "answer") -> None:
        await _log_call(
            conversation_id=request.conversation_id, course_id=request.course_id, purpose=purpose, model=model,
            is_fallback=is_fallback, attempt=attempt,
            prompt_tokens=usage.prompt_tokens if usage else 0,
            completion_tokens=usage.completion_tokens if usage else 0,
            total_tokens=usage.total_tokens if usage else 0,
            latency_ms=int((time.monotonic() - started) * 1000), status=status, error=error,
        )

    async def complete(self, *, messages: list[dict[str, Any]], purpose: str, conversation_id: uuid.UUID | None,
                       course_id: int | None, timeout: float = 10.0, max_tokens: int | None = None,
                       response_format: dict[str, Any] | None = None) -> str | None:
        """One short non-streamed request (summaries, follow-up rewrites, evaluation checks): no
        retries, logged; None on any failure so the caller uses its offline version. ``response_format``
        is passed through (e.g. ``{"type": "json_schema", ...}`` for a strict JSON answer)."""
        request = GenerationRequest(question="", persona="", passages=(), messages=messages,
                                    conversation_id=conversation_id, course_id=course_id)
        started = time.monotonic()
        try:
            response = await self._client.with_options(timeout=min(timeout, self.timeout)).chat.completions.create(
                model=self.model, messages=messages, temperature=0.0,
                **({"max_tokens": max_tokens} if max_tokens else {}),
                **({"response_format": response_format} if response_format else {}),
            )
        except openai.OpenAIError as exc:
            status, _ = _classify(exc)
            await self._log(request, self.model, False, 1, started, status, str(exc)[:500], None, purpose)
            return None
        usage = Usage(response.usage.prompt_tokens or 0, response.usage.completion_tokens or 0) if response.usage else None
        await self._log(request, self.model, False, 1, started, LLMCallStatus.SUCCESS, "", usage, purpose)
        text = (response.choices[0].message.content or "").strip() if response.choices else ""
        return text or None
