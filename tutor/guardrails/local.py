"""Layers 1 and 2 on one message: the signals, then the pure decision (decide.py).

Synchronous and CPU-bound (one encoder call of ~10-20 ms, memoised per text): call it from a worker
thread, never on the event loop.
"""

from __future__ import annotations

import logging

from materials.language import detect_language
from materials.multilingual import EncoderUnavailable
from tutor import integrity, safety
from tutor.guardrails import semantic
from tutor.guardrails.decide import IntentSignals, SafetySignals, Verdict, local_verdict

logger = logging.getLogger(__name__)


def signals(text: str, *, use_encoder: bool = True) -> tuple[SafetySignals, IntentSignals]:
    """What the patterns and (with ``use_encoder``) the semantic detector find in ``text``. If the
    encoder cannot be loaded, the patterns decide alone and the failure is logged."""
    probabilities: dict[str, float] = {}
    intent_probability = 0.0
    if use_encoder and (text or "").strip():
        try:
            probabilities = semantic.safety_probabilities(text)
            if safety.is_hyperbole(text):
                probabilities = {**probabilities, "self_harm": 0.0}
            if safety.is_topic_question(text):
                probabilities = {**probabilities, "self_harm": 0.0, "sexual_minors": 0.0}
            if safety.is_help_seeking(text):
                probabilities = {**probabilities, "violence": 0.0, "harassment": 0.0, "hate": 0.0}
            intent_probability = semantic.integrity_probability(text)
        except EncoderUnavailable:
            logger.exception("multilingual encoder unavailable: guardrails run on patterns only")
    return (
        SafetySignals(pattern=safety.classify(text), probabilities=probabilities),
        IntentSignals(pattern=integrity.has_intent(text), hint=integrity.asks_for_hint(text),
                      demand=integrity.demands_answer(text), probability=intent_probability),
    )


def assess_text(text: str, *, use_encoder: bool = True) -> Verdict:
    """The local verdict on ``text`` (safety category, graded-work request, uncertainty, concern,
    language). Pure apart from the encoder."""
    safety_signals, intent_signals = signals(text, use_encoder=use_encoder)
    return local_verdict(safety_signals, intent_signals, language=detect_language(text))
