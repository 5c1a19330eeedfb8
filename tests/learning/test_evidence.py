"""Graded work and tiers: drill and exam results, and the cold start from CLO attainment."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from learning import bkt
from learning.evidence import (
    DRILL,
    EXAM,
    SOURCE_CLO,
    SOURCE_EVIDENCE,
    ProgressValues,
    apply_evidence,
    cold_start,
    fresh_progress,
)
from learning.policy import BRONZE, EXAM_TIERS, GOLD, NONE, SILVER, TIER_RANK

FAST = settings(deadline=None, max_examples=300)
P = bkt.DEFAULT_PARAMS
events = st.lists(st.tuples(st.sampled_from([DRILL, EXAM]), st.booleans(), st.sampled_from(EXAM_TIERS)), max_size=25)


@FAST
@given(events)
def test_counters_follow_the_results_and_tiers_never_drop(sequence):
    values = fresh_progress(P)
    for kind, correct, tier in sequence:
        after = apply_evidence(values, kind=kind, correct=correct, tier=tier, params=P)
        assert TIER_RANK[after.tier] >= TIER_RANK[values.tier]
        assert 0 <= after.mastery_p <= 1
        if kind == DRILL:
            assert after.drill_attempts == values.drill_attempts + 1
            assert after.drill_streak == (values.drill_streak + 1 if correct else 0)
            assert after.drill_correct <= after.drill_attempts
        else:
            assert after.drill_streak == values.drill_streak
            passes = sum((after.passed_bronze, after.passed_silver, after.passed_gold))
            assert passes == sum((values.passed_bronze, values.passed_silver, values.passed_gold)) + int(correct)
        assert after.status == ("mastered" if after.tier == GOLD else "in_progress")
        values = after


def test_bronze_needs_drill_readiness_and_a_bronze_pass():
    values = fresh_progress(P)
    values = apply_evidence(values, kind=EXAM, correct=True, tier=BRONZE, params=P)
    assert values.tier == NONE  # a pass without drill readiness
    for _ in range(2):
        values = apply_evidence(values, kind=DRILL, correct=True, params=P)
    assert values.tier == BRONZE and values.tier_source == SOURCE_EVIDENCE
    values = apply_evidence(values, kind=DRILL, correct=False, params=P)
    assert values.tier == BRONZE  # a slip does not take it away
    values = apply_evidence(values, kind=EXAM, correct=True, tier=SILVER, params=P)
    assert values.tier == SILVER


def test_bad_evidence_is_refused():
    with pytest.raises(ValueError, match="unknown evidence kind"):
        apply_evidence(fresh_progress(P), kind="quiz", correct=True, params=P)
    with pytest.raises(ValueError, match="needs a tier"):
        apply_evidence(fresh_progress(P), kind=EXAM, correct=True, tier="platinum", params=P)


def test_cold_start_places_units_whose_clos_are_all_attained():
    started = cold_start(units=[1, 2, 3, 4], unit_clos={1: [10], 2: [10, 11], 3: [12], 4: []},
                         attainment={10: 82.0, 11: 64.0, 12: 70.0}, params=P)
    assert set(started) == {1, 3}
    assert started[1] == ProgressValues(tier=BRONZE, tier_source=SOURCE_CLO, mastery_p=0.82)
    assert started[3].mastery_p == 0.7


def test_cold_start_needs_evidence_for_every_clo_and_caps_the_estimate():
    started = cold_start(units=[1, 2], unit_clos={1: [10, 11], 2: [12]}, attainment={10: 99.0, 12: 100.0}, params=P)
    assert set(started) == {2} and started[2].mastery_p == 0.95


@FAST
@given(st.dictionaries(st.integers(1, 6), st.lists(st.integers(10, 15), max_size=3), max_size=6),
       st.dictionaries(st.integers(10, 15), st.floats(0, 100, allow_nan=False), max_size=6))
def test_cold_start_is_bronze_only_from_attainment_of_70_or_more(unit_clos, attainment):
    started = cold_start(units=range(1, 7), unit_clos=unit_clos, attainment=attainment, params=P)
    for unit, values in started.items():
        clos = unit_clos[unit]
        assert clos and all(attainment[c] >= 70 for c in clos)
        assert values.tier == BRONZE and values.tier_source == SOURCE_CLO
        assert P.p_init <= values.mastery_p <= 0.95
    for unit, clos in unit_clos.items():
        if clos and all(attainment.get(c, 0) >= 70 for c in clos) and all(c in attainment for c in clos):
            assert unit in started
