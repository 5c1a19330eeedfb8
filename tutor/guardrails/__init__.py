"""Guardrails that hold on inputs they were not written for (issue 14): three layers.

1. **Patterns** (tutor/safety.py ``classify``, tutor/integrity.py ``has_intent``): normalised
   regular expressions in en/es/fr/de/pt/zh/hi/Hinglish. Free, offline, certain when they match.
2. **Semantic** (semantic.py): the message embedded once with the multilingual encoder
   (materials/multilingual.py) and scored by linear probes fitted on banks of example messages
   (banks/*.jsonl, written by the team, with benign counter-examples). Thresholds per category in
   thresholds.py, calibrated on a separate dev set.
3. **Model** (model_judge.py): with a model configured, the provider's moderation
   (``tutor.safety.moderate``) and, only for messages in a grey band of layer 2, the model's own
   strict-JSON judgement; invalid output keeps the local verdict.

Public API (what the turn calls):

* ``assess_text(text) -> Verdict`` — sync, layers 1+2 (encoder call: run in a worker thread);
* ``await judge(provider, text, verdict) -> Verdict`` — async, layer 3, a no-op unless
  ``verdict.uncertain``;
* ``concern_score(text) -> float`` — sync, 0..1, >= ``CONCERN_FLAG`` (0.5) when the safety gate
  flags the message; the refusal code uses it not to echo a concerning message's words;
* ``detect_language(text) -> str | None`` — from materials/language.py;
* ``warm_up()`` — load the encoder, banks and probes at process start-up.

tutor/guardrails/turn.py turns a verdict into the turn's policy (reply, flag, steer, events).
"""

from __future__ import annotations

from materials.language import detect_language
from tutor.guardrails.decide import Verdict
from tutor.guardrails.local import assess_text
from tutor.guardrails.model_judge import judge

CONCERN_FLAG = 0.5  # concern_score at or above: the safety gate answers with a caring reply
CONCERN_ECHO = 0.25  # at or above: a refusal should not quote any word of the message
# At or above, with no course passage for the message: the caring reply instead of the refusal
# (tutor/guardrails/turn.py). Chosen out of fold (docs/decisions.md, "Guardrails: no refusal for a
# concerning message").
CONCERN_CARE = 0.3


def warm_up() -> None:
    """Load the encoder, the banks' vectors (from the disk cache when present) and fit the probes
    now rather than on a student's first message (~0.2 s with a warm cache, ~5 s without). For a
    process's start-up (web worker threads, Celery worker); safe to call twice."""
    from materials import restricted
    from tutor.guardrails import semantic

    semantic.load_bank("safety").probe
    semantic.load_bank("integrity").probe
    restricted.load_instruction_bank().probe
    detect_language("warm up the language detector")


def concern_score(text: str) -> float:
    """How concerning ``text`` is to the safety gate, 0..1 (1.0 for a pattern hit; 0.5 at the
    semantic flag threshold). Sync; memoised encoder call."""
    return assess_text(text).concern


__all__ = ["CONCERN_CARE", "CONCERN_ECHO", "CONCERN_FLAG", "Verdict", "assess_text", "concern_score", "detect_language", "judge",
           "warm_up"]
