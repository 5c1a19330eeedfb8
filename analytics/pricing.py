"""LLM prices for the staff cost estimate, from the environment.

``LLM_PRICES_JSON`` is a JSON object mapping a model name to ``[input, output]`` US dollars per one
million tokens, e.g. ``{"gpt-4o-mini": [0.15, 0.6], "llama3.1:8b": [0, 0]}``. Unset or empty means
no prices: costs show as unknown. Anything else malformed raises ``ImproperlyConfigured`` naming
the variable, so a typo stops start-up instead of silently pricing calls at zero.
"""

from __future__ import annotations

import json
from decimal import Decimal, InvalidOperation

from django.core.exceptions import ImproperlyConfigured

Prices = dict[str, tuple[Decimal, Decimal]]


def parse_llm_prices(raw: str | None, *, variable: str = "LLM_PRICES_JSON") -> Prices:
    if raw is None or not raw.strip():
        return {}
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise ImproperlyConfigured(f"{variable} is not valid JSON: {exc.msg} at position {exc.pos}.") from exc
    if not isinstance(data, dict):
        raise ImproperlyConfigured(f"{variable} must be a JSON object of model -> [input, output] per 1M tokens.")
    prices: Prices = {}
    for model, pair in data.items():
        if not model.strip():
            raise ImproperlyConfigured(f"{variable} has an empty model name.")
        if (
            not isinstance(pair, list)
            or len(pair) != 2
            or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in pair)
        ):
            raise ImproperlyConfigured(f"{variable}[{model!r}] must be [input, output] as two numbers.")
        try:
            inp, out = (Decimal(str(v)) for v in pair)
        except InvalidOperation as exc:  # nan/inf from a lenient JSON parser
            raise ImproperlyConfigured(f"{variable}[{model!r}] holds a value that is not a price.") from exc
        if not (inp.is_finite() and out.is_finite()) or inp < 0 or out < 0:
            raise ImproperlyConfigured(f"{variable}[{model!r}] prices must be finite and not negative.")
        prices[model] = (inp, out)
    return prices


def llm_prices() -> Prices:
    """Prices from settings: ``LLM_PRICES`` (already parsed) if present, else ``LLM_PRICES_JSON``."""
    from django.conf import settings

    parsed = getattr(settings, "LLM_PRICES", None)
    if parsed is not None:
        return parsed
    return parse_llm_prices(getattr(settings, "LLM_PRICES_JSON", ""))


def estimate_cost(prices: Prices, model: str, prompt_tokens: int, completion_tokens: int) -> Decimal | None:
    """US dollars for the tokens, or None when the model has no price."""
    if model not in prices:
        return None
    inp, out = prices[model]
    return (inp * prompt_tokens + out * completion_tokens) / Decimal(1_000_000)
