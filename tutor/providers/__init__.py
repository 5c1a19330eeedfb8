"""Answer providers: ``extractive`` (offline default) and ``openai`` (any OpenAI-compatible API).

``get_answer_provider()`` returns the one configured by ``ANSWER_PROVIDER``; tests may pass a
provider to the pipeline directly.
"""

from __future__ import annotations

from django.conf import settings

from tutor.providers.base import (
    AnswerProvider,
    GenerationRequest,
    ProviderError,
    ProviderTimeout,
    ProviderUnavailable,
    SourcePassage,
    Usage,
)

__all__ = [
    "AnswerProvider", "GenerationRequest", "ProviderError", "ProviderTimeout", "ProviderUnavailable",
    "SourcePassage", "Usage", "build_answer_provider", "get_answer_provider",
]

_cache: dict[tuple, AnswerProvider] = {}


def get_answer_provider() -> AnswerProvider:
    """The configured provider, one instance per process and configuration."""
    key = (settings.ANSWER_PROVIDER, settings.LLM_BASE_URL, settings.LLM_API_KEY, settings.LLM_MODEL,
           settings.LLM_FALLBACK_MODEL, settings.LLM_TIMEOUT_SECONDS)
    if key not in _cache:
        _cache[key] = build_answer_provider()
    return _cache[key]


def build_answer_provider() -> AnswerProvider:
    """A new instance of the configured provider. An OpenAI-compatible one holds a client bound to
    the event loop that first uses it: code that runs each request in its own loop (a management
    command through ``async_to_sync``) builds one per loop and closes it (``aclose``)."""
    if settings.ANSWER_PROVIDER == "openai":
        from tutor.providers.openai_compat import OpenAICompatProvider

        return OpenAICompatProvider(
            base_url=settings.LLM_BASE_URL, api_key=settings.LLM_API_KEY, model=settings.LLM_MODEL,
            fallback_model=settings.LLM_FALLBACK_MODEL or None, timeout=settings.LLM_TIMEOUT_SECONDS,
            answer_deadline=settings.LLM_ANSWER_DEADLINE_SECONDS,
        )
    from tutor.providers.extractive import ExtractiveProvider

    return ExtractiveProvider()
