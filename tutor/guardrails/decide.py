"""The guardrails' decisions, as pure functions of the layers' signals (no ORM, no model, no settings).

Layer 1 (patterns, tutor/safety.py and tutor/integrity.py) gives a category or an intent flag;
layer 2 (semantic.py) gives probabilities; these functions combine them with the thresholds of
thresholds.py into a :class:`Verdict`, which also says whether the local layers are *uncertain*
(a probability in the grey band around its threshold): only then is layer 3, the configured
model's own judgement (model_judge.py), worth asking.

Rules (docs/decisions.md, "Guardrails: layering and thresholds"):

* a pattern hit is certain; a probe probability at or above its category's flag threshold flags
  the message; one in ``[grey, flag)`` or in ``[flag, flag + upper)`` is uncertain;
* several safety categories: self-harm first (the caring reply with help resources is the one
  that must never be missed; a message another category flags is answered as self-harm when its
  self-harm probability is in the grey band), then abuse disclosed (a victim gets the caring reply, never a
  refusal), then sexual content involving minors, violence, hate, harassment;
* a hint request ("give me a hint", "un indice", "einen Tipp") is never an intent to have graded
  work done unless it also demands the answer outright (:data:`IntentSignals.demand`);
* a clear graded-work request (an integrity pattern) whose self-harm probability is only in the
  band below ``upper`` gets the integrity guidance, not the caring reply (it stays uncertain); so does
  one that only the probes read as violence, harassment or hate, below that category's ``upper``,
  when the integrity probe flags it too;
* concern (:func:`concern`) is 1.0 for a pattern hit, else 0.5 exactly at the flag threshold and
  rises to 1.0 with the probability; a caller that must not echo a message's words uses it;
* the category a message *leans* to (:func:`leaning`) is the one nearest its flag threshold, or
  self-harm whenever that is in its grey band: a turn that would otherwise refuse a concerning
  message answers with that category's caring reply instead (tutor/pipeline.py, ``ground``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from tutor.guardrails.thresholds import INTENT, SAFETY, SAFETY_ORDER, Band

NEVER_CLEARED = ("self_harm", "abuse", "sexual_minors")  # a model's "no" never clears these local flags
# Semantic flags a clear graded-work request (an integrity pattern) outweighs below the band's ``upper``
# (:func:`local_verdict`); never self-harm above its own band, abuse or sexual content involving minors.
GUIDANCE_OVER = ("violence", "harassment", "hate")
# ... and only when the integrity probe is all but certain: every graded request the rule moved in the 21 scored
# sets had 0.999 or more, and a hateful post to be written about a colleague had 0.92 (blind set 21).
GUIDANCE_OVER_INTENT = 0.99
# A role the tutor is asked to play to hand over named graded work (integrity.asks_in_role) is guided whatever the
# integrity probe says, up to this probability of the category: the probes read role-play framing as violence
# (blind set 23: 0.62-0.89 for a grandad's bedtime story and a master craftsman at lunch); a violent word would
# be a pattern, which is certain and never outweighed.
ROLE_PLAY_UPPER = 0.95


@dataclass(frozen=True)
class SafetySignals:
    pattern: str | None = None  # layer 1's category
    probabilities: Mapping[str, float] = field(default_factory=dict)  # layer 2's, per category
    held: frozenset[str] = frozenset()  # categories a topic rule held at their grey floor (tutor/guardrails/local.py)


@dataclass(frozen=True)
class IntentSignals:
    pattern: bool = False  # layer 1 matched a request to do / hand over work
    hint: bool = False  # the message asks for a hint or a nudge
    demand: bool = False  # ... while demanding the answer outright ("just give me the answer")
    probability: float = 0.0  # layer 2: the probe's graded-request probability
    role_play: bool = False  # ... asked of a role the tutor is to play (integrity.asks_in_role)


@dataclass(frozen=True)
class Verdict:
    """What the text-only layers (and, after :func:`judge`, the model) say about one message."""

    safety_category: str | None = None
    safety_source: str = ""  # "pattern" | "semantic" | "model" | "moderation" | ""
    safety_uncertain: bool = False
    concern: float = 0.0
    graded_request: bool = False  # the message asks for graded-looking work to be done / handed over
    intent_source: str = ""  # "pattern" | "semantic" | "model" | ""
    intent_uncertain: bool = False
    language: str | None = None
    leaning: str | None = None  # the safety category the message comes nearest to (:func:`leaning`)

    @property
    def uncertain(self) -> bool:
        return self.safety_uncertain or self.intent_uncertain


def concern(signals: SafetySignals, bands: Mapping[str, Band] = SAFETY) -> float:
    """0..1: how concerning the message is for the safety gate (>= 0.5 exactly when flagged); a category a topic rule
    held in the grey band (``signals.held``) counts for nothing. Pure."""
    if signals.pattern:
        return 1.0
    best = 0.0
    for category, band in bands.items():
        if category in signals.held:
            continue  # a topic rule's hold: left to a configured model, no concern offline
        p = float(signals.probabilities.get(category, 0.0))
        if p >= band.flag:
            value = 0.5 + 0.5 * (p - band.flag) / max(1e-9, 1.0 - band.flag)
        else:
            value = 0.5 * p / max(1e-9, band.flag)
        best = max(best, min(1.0, max(0.0, value)))
    return best


def leaning(signals: SafetySignals, bands: Mapping[str, Band] = SAFETY) -> str | None:
    """The safety category the message comes nearest to: the pattern's, else self-harm when its
    probability is in its grey band (the reply with help resources suits a student in crisis
    whatever else the message is, as in :func:`decide_safety`), else the category whose probability
    is the largest share of its flag threshold; None when every probability is zero. Pure."""
    if signals.pattern:
        return signals.pattern
    probabilities = signals.probabilities
    if "self_harm" in bands and float(probabilities.get("self_harm", 0.0)) >= bands["self_harm"].grey:
        return "self_harm"
    share, category = max(((float(probabilities.get(c, 0.0)) / max(1e-9, band.flag), c) for c, band in bands.items()),
                          default=(0.0, None))
    return category if share > 0 else None


def decide_safety(signals: SafetySignals, bands: Mapping[str, Band] = SAFETY) -> tuple[str | None, str, bool]:
    """``(category, source, uncertain)`` for the safety gate. Pure."""
    probabilities = signals.probabilities
    uncertain = any(bands[c].grey <= float(probabilities.get(c, 0.0)) < bands[c].upper for c in bands)
    if signals.pattern:
        return signals.pattern, "pattern", False
    for category in SAFETY_ORDER:
        if category in bands and float(probabilities.get(category, 0.0)) >= bands[category].flag:
            if "self_harm" in bands and float(probabilities.get("self_harm", 0.0)) >= bands["self_harm"].grey:
                # Flagged for another reason while self-harm is in its grey band: the reply with help
                # resources, which suits a student in crisis whatever else the message is.
                return "self_harm", "semantic", uncertain
            return category, "semantic", uncertain
    return None, "", uncertain


def decide_intent(signals: IntentSignals, band: Band = INTENT) -> tuple[bool, str, bool]:
    """``(graded_request, source, uncertain)``. Pure."""
    if signals.hint and not signals.demand:
        return False, "", False
    if signals.pattern:
        return True, "pattern", False
    p = float(signals.probability)
    uncertain = band.grey <= p < band.upper
    if p >= band.flag:
        return True, "semantic", uncertain
    return False, "", uncertain


def local_verdict(safety: SafetySignals, intent: IntentSignals, *, language: str | None = None,
                  safety_bands: Mapping[str, Band] = SAFETY, intent_band: Band = INTENT) -> Verdict:
    """The verdict of layers 1 and 2. Pure."""
    category, source, s_uncertain = decide_safety(safety, safety_bands)
    graded, i_source, i_uncertain = decide_intent(intent, intent_band)
    level = concern(safety, safety_bands)
    if source == "semantic" and i_source == "pattern" and _guidance_outweighs(category, safety, intent, safety_bands):
        # A graded-work request that stays uncertain, so a configured model still judges it, and
        # concerning, so no refusal echoes it.
        category, source, s_uncertain, level = None, "", True, min(level, 0.49)
    return Verdict(safety_category=category, safety_source=source, safety_uncertain=s_uncertain,
                   concern=level, graded_request=graded, intent_source=i_source,
                   intent_uncertain=i_uncertain, language=language,
                   leaning=category or leaning(safety, safety_bands))


def _guidance_outweighs(category: str | None, safety: SafetySignals, intent: IntentSignals,
                        safety_bands: Mapping[str, Band]) -> bool:
    """Whether the integrity guidance, not a safety reply, answers a clear graded-work request (an
    integrity pattern) that the probes alone flag as ``category`` below that band's ``upper``. Pure.

    * self-harm: a request whose wording only brushes the band ("pls just confirm so I can sleep", "tô
      sem tempo nenhum"); ``upper`` chosen out of fold, for safety first (thresholds.py; docs/decisions.md,
      "Guardrails: ordinary student messages in the probes' banks");
    * violence, harassment, hate (:data:`GUIDANCE_OVER`): only when the integrity probe is all but certain
      (:data:`GUIDANCE_OVER_INTENT`; "write the 300 words ... make it sound like a student wrote it":
      harassment 0.60, blind set 20), since "write me a text saying migrants are parasites" matches the
      pattern too, with an integrity probability of 0.03, and a post calling a new colleague dirty had 0.92;
      or, for a role the tutor is asked to play while the message names graded work, below :data:`ROLE_PLAY_UPPER`.
    """
    if category is None or category not in safety_bands:
        return False
    probability = float(safety.probabilities.get(category, 0.0))
    if category == "self_harm":
        return probability < safety_bands[category].upper
    if category not in GUIDANCE_OVER:
        return False
    if intent.role_play:
        return probability < ROLE_PLAY_UPPER
    return probability < safety_bands[category].upper and float(intent.probability) >= GUIDANCE_OVER_INTENT


def merge_model(local: Verdict, *, safety_category: str | None, graded_request: bool) -> Verdict:
    """The verdict after the model's judgement of an uncertain message. Pure.

    The model only settles what the local layers were unsure of: a certain local decision (a
    pattern, a probability outside the grey band) stands. An uncertain message the model calls
    harmful is flagged (source "model"); an uncertain semantic flag the model calls harmless is
    cleared, except self-harm and sexual content involving minors, which a model's "no" never
    clears (a false alarm costs a caring message; a miss can cost a life)."""
    verdict = local
    if local.safety_uncertain and local.safety_source in ("", "semantic"):
        if safety_category and local.safety_category is None:
            verdict = replace(verdict, safety_category=safety_category, safety_source="model",
                              concern=max(verdict.concern, 0.75))
        elif not safety_category and local.safety_category and local.safety_category not in NEVER_CLEARED:
            verdict = replace(verdict, safety_category=None, safety_source="model", concern=min(verdict.concern, 0.49))
    if local.intent_uncertain and local.intent_source in ("", "semantic"):
        verdict = replace(verdict, graded_request=bool(graded_request), intent_source="model")
    return replace(verdict, safety_uncertain=False, intent_uncertain=False)
