"""How graded work changes a unit's progress, as pure functions (the services persist the result).

Two kinds of graded work exist:

* **drill and exam results** (:func:`apply_evidence`): drill counters and streak, exam passes by
  tier, the tier (policy.next_mastery_tier), and the BKT estimate (learning/bkt.py);
* **the gradebook's CLO attainment**, read once when a student's snapshot is created
  (:func:`cold_start`): a unit all of whose CLOs the student attained at 70% or more (seed 000's gap
  line) starts at bronze, with a BKT estimate equal to the mean attainment (at most 0.95, at least
  the course's prior), so a strong student is not sent back to prerequisites already passed.

Nothing a model says reaches these functions.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from learning import bkt
from learning.policy import BRONZE, EXAM_TIERS, GOLD, NONE, next_mastery_tier

CLO_ATTAINED_PERCENT = 70  # seed 000: below 70% a CLO is a gap
COLD_START_MAX_P = 0.95

# TierSource values (learning/models.py), repeated here so this module stays free of Django
SOURCE_DEFAULT, SOURCE_CLO, SOURCE_EVIDENCE = "default", "clo_attainment", "evidence"
STATUS_NOT_STARTED, STATUS_IN_PROGRESS, STATUS_MASTERED = "not_started", "in_progress", "mastered"
DRILL, EXAM = "drill", "exam"


@dataclass(frozen=True)
class ProgressValues:
    tier: str = NONE
    tier_source: str = SOURCE_DEFAULT
    mastery_p: float = bkt.DEFAULT_PARAMS.p_init
    drill_attempts: int = 0
    drill_correct: int = 0
    drill_streak: int = 0
    passed_bronze: int = 0
    passed_silver: int = 0
    passed_gold: int = 0
    status: str = STATUS_NOT_STARTED


def fresh_progress(params: bkt.BKTParams) -> ProgressValues:
    return ProgressValues(mastery_p=params.p_init)


def apply_evidence(values: ProgressValues, *, kind: str, correct: bool, params: bkt.BKTParams,
                   tier: str | None = None) -> ProgressValues:
    """The progress after one graded result. ``tier`` is the exam question's tier (exam results only).

    Raises ``ValueError`` for an unknown kind or an exam result without a valid tier."""
    if kind not in (DRILL, EXAM):
        raise ValueError(f"unknown evidence kind {kind!r}")
    if kind == EXAM and tier not in EXAM_TIERS:
        raise ValueError(f"an exam result needs a tier of {', '.join(EXAM_TIERS)}")
    new = replace(values, mastery_p=bkt.update(values.mastery_p, correct, params))
    if kind == DRILL:
        new = replace(
            new, drill_attempts=values.drill_attempts + 1, drill_correct=values.drill_correct + int(correct),
            drill_streak=values.drill_streak + 1 if correct else 0,
        )
    elif correct:
        field = f"passed_{tier}"
        new = replace(new, **{field: getattr(values, field) + 1})
    tier_after = next_mastery_tier(values.tier, drill_streak=new.drill_streak, passed_bronze=new.passed_bronze,
                                   passed_silver=new.passed_silver, passed_gold=new.passed_gold)
    source = SOURCE_EVIDENCE if tier_after != values.tier else values.tier_source
    status = STATUS_MASTERED if tier_after == GOLD else STATUS_IN_PROGRESS
    return replace(new, tier=tier_after, tier_source=source, status=status)


def cold_start(*, units: Iterable[int], unit_clos: Mapping[int, Iterable[int]], attainment: Mapping[int, float],
               params: bkt.BKTParams) -> dict[int, ProgressValues]:
    """The units a new snapshot starts above tier none, from graded CLO attainment (percent by CLO id).

    A unit qualifies when it serves at least one CLO and every one of its CLOs has an attainment of
    70% or more; a CLO with no attainment recorded disqualifies it (no evidence is not evidence)."""
    started: dict[int, ProgressValues] = {}
    for unit in units:
        clos = list(dict.fromkeys(unit_clos.get(unit, ())))
        if not clos or any(attainment.get(c) is None for c in clos):
            continue
        percents = [float(attainment[c]) for c in clos]
        if min(percents) < CLO_ATTAINED_PERCENT:
            continue
        mean = sum(percents) / len(percents) / 100.0
        started[unit] = ProgressValues(
            tier=BRONZE, tier_source=SOURCE_CLO, mastery_p=round(max(params.p_init, min(mean, COLD_START_MAX_P)), 4),
        )
    return started
