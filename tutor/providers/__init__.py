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
    "SourcePassage", "Usage", "get_answer_provider",
]

_cache: dict[tuple, AnswerProvider] = {}


def get_answer_provider() -> AnswerProvider:
    """The configured provider, one instance per process and configuration."""
    kind = settings.ANSWER_PROVIDER
    key = (kind, settings.LLM_BASE_URL, settings.LLM_API_KEY, settings.LLM_MODEL,
           settings.LLM_FALLBACK_MODEL, settings.LLM_TIMEOUT_SECONDS)
    if key not in _cache:
        if kind == "openai":
            from tutor.providers.openai_compat import OpenAICompatProvider

            _cache[key] = OpenAICompatProvider(
                base_url=settings.LLM_BASE_URL, api_key=settings.LLM_API_KEY, model=settings.LLM_MODEL,
                fallback_model=settings.LLM_FALLBACK_MODEL or None, timeout=settings.LLM_TIMEOUT_SECONDS,
            )
        else:
            from tutor.providers.extractive import ExtractiveProvider

            _cache[key] = ExtractiveProvider()
    return _cache[key]
