"""Which units a question is about, without a model (and, with one, merged with its ``mapped_units``).

Pure functions. Two signals, both from work the turn does anyway:

* **anchors**: the cosine similarity of the question's vector (the one retrieval computed) to each
  unit's anchor vector (title, description, CLOs, key terms of its materials; learning/anchors.py).
  A similarity becomes a confidence by a linear ramp from ``ANCHOR_FLOOR`` (0) to ``ANCHOR_FULL`` (1),
  then shares it with close rivals: the ramp is multiplied by ``exp((s - s_best) / ANCHOR_TEMPERATURE)``,
  so the best unit keeps its ramp and a unit 0.05 below it keeps 37% of its own;
* **passages**: the share of the retrieved passages' scores that belongs to each unit (passages
  without a unit count in the total, so they dilute every unit).

``confidence = ANCHOR_WEIGHT * anchor + PASSAGE_WEIGHT * passages`` when passages were retrieved, else
the anchor confidence alone. The numbers were chosen on the demo course (docs/decisions.md, "Unit
mapping"). A model's ``mapped_units`` can raise a unit's confidence (capped at ``MODEL_CAP``), never
lower what the deterministic signals found. Every mapped unit is a unit of the course: anything else
is dropped.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

ANCHOR_FLOOR = 0.20
ANCHOR_FULL = 0.55
ANCHOR_TEMPERATURE = 0.05
ANCHOR_WEIGHT = 0.8
PASSAGE_WEIGHT = 0.2
MODEL_CAP = 0.9
MIN_CONFIDENCE = 0.05  # below this a unit is not reported as mapped at all
MAX_MAPPED = 5


@dataclass(frozen=True)
class PassageUnit:
    """One retrieved passage: its unit (None when its material has none) and its score (similarity)."""

    unit_id: int | None
    score: float


@dataclass(frozen=True)
class UnitMapping:
    """One mapped unit with its confidence and where the confidence came from."""

    unit_id: int
    confidence: float
    anchor: float = 0.0
    passages: float = 0.0
    model: float | None = None


def _clamp(value: float) -> float:
    return max(0.0, min(1.0, value)) if math.isfinite(value) else 0.0


def anchor_confidences(similarities: Mapping[int, float]) -> dict[int, float]:
    """Each unit's anchor confidence from its anchor similarity (see the module docstring)."""
    finite = {u: s for u, s in similarities.items() if math.isfinite(s)}
    if not finite:
        return {}
    best = max(finite.values())
    span = ANCHOR_FULL - ANCHOR_FLOOR
    return {
        unit: _clamp((s - ANCHOR_FLOOR) / span) * math.exp((s - best) / ANCHOR_TEMPERATURE)
        for unit, s in finite.items()
    }


def passage_shares(passages: Iterable[PassageUnit]) -> dict[int, float]:
    """Each unit's share of the retrieved passages' total score."""
    passages = [p for p in passages if math.isfinite(p.score) and p.score > 0]
    total = sum(p.score for p in passages)
    if total <= 0:
        return {}
    shares: dict[int, float] = {}
    for p in passages:
        if p.unit_id is not None:
            shares[p.unit_id] = shares.get(p.unit_id, 0.0) + p.score / total
    return {u: _clamp(v) for u, v in shares.items()}


def map_units(*, course_units: Sequence[int], anchor_similarities: Mapping[int, float],
              passages: Sequence[PassageUnit]) -> tuple[UnitMapping, ...]:
    """The question's mapped units, best first (ties in course order), at most ``MAX_MAPPED``, each a
    unit of the course with a confidence in [0, 1]."""
    rank = {u: i for i, u in enumerate(course_units)}
    anchors = anchor_confidences({u: s for u, s in anchor_similarities.items() if u in rank})
    shares = passage_shares(p for p in passages if p.unit_id is None or p.unit_id in rank)
    has_passages = any(p.score > 0 for p in passages)
    mapped = []
    for unit in dict.fromkeys((*anchors, *shares)):
        a, s = anchors.get(unit, 0.0), shares.get(unit, 0.0)
        confidence = ANCHOR_WEIGHT * a + PASSAGE_WEIGHT * s if has_passages else a
        if confidence >= MIN_CONFIDENCE:
            mapped.append(UnitMapping(unit, round(_clamp(confidence), 4), round(a, 4), round(s, 4)))
    mapped.sort(key=lambda m: (-m.confidence, rank[m.unit_id]))
    return tuple(mapped[:MAX_MAPPED])


def merge_model_units(*, course_units: Sequence[int], mapped: Sequence[UnitMapping],
                      model_units: Iterable[tuple[int | None, float]]) -> tuple[UnitMapping, ...]:
    """Merge a model's ``mapped_units`` (unit ids already resolved from codes; unknown ones as None)
    into the deterministic mapping: ``confidence = max(deterministic, min(model, MODEL_CAP))``.
    Units outside the course and non-numeric confidences are ignored."""
    rank = {u: i for i, u in enumerate(course_units)}
    model: dict[int, float] = {}
    for unit, confidence in model_units:
        if unit in rank and isinstance(confidence, (int, float)) and not isinstance(confidence, bool):
            model[unit] = max(model.get(unit, 0.0), _clamp(float(confidence)))
    merged: dict[int, UnitMapping] = {m.unit_id: m for m in mapped if m.unit_id in rank}
    for unit, confidence in model.items():
        base = merged.get(unit, UnitMapping(unit, 0.0))
        merged[unit] = UnitMapping(unit, round(max(base.confidence, min(confidence, MODEL_CAP)), 4),
                                   base.anchor, base.passages, round(confidence, 4))
    result = [m for m in merged.values() if m.confidence >= MIN_CONFIDENCE]
    result.sort(key=lambda m: (-m.confidence, rank[m.unit_id]))
    return tuple(result[:MAX_MAPPED])
