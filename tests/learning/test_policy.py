"""The seed's policy rules (002 PF-3.2 to PF-3.4) as properties of learning/policy.py."""

from __future__ import annotations

import math
from dataclasses import replace
from datetime import timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from learning import policy as P
from learning.policy import (
    BRONZE,
    CONCEPT_CARD,
    DRILL_CARD,
    EXAM_BLOCK,
    GOLD,
    NONE,
    SILVER,
    SOCRATIC_QUESTION,
    TIERS,
    Dag,
    MappedUnit,
    PolicyInput,
    QuestionStatus,
    UnitState,
)
from tests.learning.strategies import NOW, dags, policy_inputs, question_statuses

FAST = settings(deadline=None, max_examples=200)


# --------------------------------------------------------------------------- PF-3.3 scoring


def test_recency_is_linear_over_72_hours():
    assert P.recency_value(0) == 1
    assert P.recency_value(36) == pytest.approx(0.5)
    assert P.recency_value(72) == 0
    assert P.recency_value(500) == 0
    assert P.recency_value(math.inf) == 0


@FAST
@given(st.floats(0, 1000, allow_nan=False), st.floats(0, 1000, allow_nan=False))
def test_recency_never_grows_with_age(a, b):
    assert 0 <= P.recency_value(max(a, b)) <= P.recency_value(min(a, b)) <= 1


def test_tier_need_and_drill_evidence_values():
    assert [P.tier_need_value(t) for t in TIERS] == [1.0, 0.7, 0.4, 0.1]
    assert [P.drill_evidence_value(s) for s in (-1, 0, 1, 2, 7)] == [0, 0, 0.5, 1, 1]


def test_priority_score_is_the_seeds_weighted_sum():
    score = P.unit_priority_score(mapped_confidence=0.8, is_focus=True, is_in_progress=True, recency_hours=36,
                                  tier=BRONZE, drill_streak=1)
    intent = 0.7 * 0.8 + 0.3
    assert score == pytest.approx(0.35 * intent + 0.15 * 0.5 + 0.15 * 1 + 0.20 * 0.7 + 0.15 * 0.5)


@FAST
@given(st.floats(-5, 5, allow_nan=False), st.booleans(), st.booleans(), st.floats(0, 1e6, allow_nan=False),
       st.sampled_from(TIERS), st.integers(-3, 10))
def test_priority_score_stays_in_unit_interval(confidence, focus, in_progress, hours, tier, streak):
    score = P.unit_priority_score(mapped_confidence=confidence, is_focus=focus, is_in_progress=in_progress,
                                  recency_hours=hours, tier=tier, drill_streak=streak)
    assert 0 <= score <= 1


# --------------------------------------------------------------------------- PF-3.4 helpers


@FAST
@given(st.integers(0, 10), st.integers(0, 10))
def test_stuck_only_with_two_attempts_and_no_streak(attempts, streak):
    assert P.is_stuck(UnitState(drill_attempts=attempts, drill_streak=streak)) == (attempts >= 2 and streak == 0)


def test_desired_exam_tier_follows_the_mastery_tier():
    assert [P.desired_exam_tier(t) for t in TIERS] == [BRONZE, SILVER, GOLD, GOLD]


@FAST
@given(st.integers(0, 5), st.integers(0, 3), st.integers(0, 3), st.integers(0, 3))
def test_tier_from_evidence_is_the_seeds_rule(streak, bronze, silver, gold):
    tier = P.mastery_tier_from_evidence(drill_streak=streak, passed_bronze=bronze, passed_silver=silver, passed_gold=gold)
    bronze_ok = streak >= 2 and bronze >= 1
    expected = GOLD if bronze_ok and silver and gold else SILVER if bronze_ok and silver else BRONZE if bronze_ok else NONE
    assert tier == expected
    # from tier none, the next tier is exactly the seed's rule
    assert P.next_mastery_tier(NONE, drill_streak=streak, passed_bronze=bronze, passed_silver=silver,
                               passed_gold=gold) == tier


@FAST
@given(st.sampled_from(TIERS), st.integers(0, 5), st.integers(0, 3), st.integers(0, 3), st.integers(0, 3))
def test_a_tier_is_never_lost(current, streak, bronze, silver, gold):
    after = P.next_mastery_tier(current, drill_streak=streak, passed_bronze=bronze, passed_silver=silver,
                                passed_gold=gold)
    assert P.TIER_RANK[after] >= P.TIER_RANK[current]


def test_a_bronze_from_graded_work_reaches_silver_with_a_silver_pass():
    assert P.next_mastery_tier(BRONZE, drill_streak=0, passed_bronze=0, passed_silver=1, passed_gold=0) == SILVER
    assert P.next_mastery_tier(BRONZE, drill_streak=0, passed_bronze=0, passed_silver=0, passed_gold=1) == BRONZE


# --------------------------------------------------------------------------- exam availability (PF-5.3)


@FAST
@given(question_statuses())
def test_exam_availability_rules(statuses):
    result = P.exam_availability(statuses)
    available = [s.question_id for s in statuses if s.status == "available"]
    locked = [s.locked_until for s in statuses if s.status == "locked" and s.locked_until]
    if available:
        assert result.availability == "available" and result.candidate_ids == tuple(available)
    elif locked:
        assert result.availability == "locked" and result.next_eligible_at == min(locked) and not result.candidate_ids
    else:
        assert result.availability == "none" and not result.candidate_ids


# --------------------------------------------------------------------------- PF-3.2 and PF-3.4 properties


@FAST
@given(policy_inputs(), question_statuses())
def test_scoped_units_contain_focus_and_target_and_never_exceed_six(inputs, statuses):
    policy = P.compute_policy(inputs, statuses)
    scoped = policy.scoped_unit_ids
    assert len(scoped) <= 6 and len(set(scoped)) == len(scoped)
    assert policy.focus_unit_id in scoped and policy.primary_target_unit_id in scoped
    assert set(scoped) <= set(inputs.dag.units)
    assert scoped[0] == policy.focus_unit_id


@FAST
@given(policy_inputs())
def test_a_blocker_is_always_a_prerequisite_of_the_target_with_tier_none(inputs):
    decision = P.decide_focus(inputs)
    target, blocker = decision.primary_target_unit_id, decision.prereq_blocking_unit_id
    if blocker is not None:
        assert blocker in inputs.dag.prereqs(target)
        assert inputs.tier(blocker) == NONE
        assert decision.focus_unit_id == blocker
        # the first missing one, in course order
        assert blocker == next(p for p in inputs.dag.prereqs(target) if inputs.tier(p) == NONE)
    else:
        assert all(inputs.tier(p) != NONE for p in inputs.dag.prereqs(target))
        assert decision.focus_unit_id == target


@FAST
@given(policy_inputs())
def test_the_target_is_the_best_mapped_unit_from_confidence_055(inputs):
    decision = P.decide_focus(inputs)
    best = max(inputs.mapped, key=lambda m: m.confidence, default=None)
    if best is not None and best.confidence >= 0.55:
        top = [m for m in inputs.mapped if m.confidence == best.confidence]
        assert decision.primary_target_unit_id in {m.unit_id for m in top}
        assert decision.target_mapped
    else:
        assert decision.primary_target_unit_id == inputs.focus_unit_id and not decision.target_mapped


@FAST
@given(policy_inputs(), question_statuses())
def test_exam_block_is_never_allowed_without_an_available_question(inputs, statuses):
    policy = P.compute_policy(inputs, statuses)
    if EXAM_BLOCK in policy.allowed_actions:
        assert policy.exam_availability == "available" and policy.exam_candidate_ids
        assert policy.exam_ready
        assert set(policy.exam_candidate_ids) <= {s.question_id for s in statuses if s.status == "available"}
    if not any(s.status == "available" for s in statuses):
        assert EXAM_BLOCK not in policy.allowed_actions


@FAST
@given(policy_inputs(), question_statuses())
def test_concept_card_only_when_stuck(inputs, statuses):
    policy = P.compute_policy(inputs, statuses)
    assert (CONCEPT_CARD in policy.allowed_actions) == policy.stuck
    assert policy.stuck == P.is_stuck(inputs.state(policy.focus_unit_id))
    assert {SOCRATIC_QUESTION, DRILL_CARD} <= set(policy.allowed_actions)


@FAST
@given(policy_inputs(), question_statuses())
def test_exam_readiness_needs_prerequisites_and_a_streak_of_two(inputs, statuses):
    policy = P.compute_policy(inputs, statuses)
    if policy.exam_ready:
        state = inputs.state(policy.focus_unit_id)
        assert policy.prereq_blocking_unit_id is None and state.drill_streak >= 2
        assert all(inputs.tier(p) != NONE for p in inputs.dag.prereqs(policy.focus_unit_id))
    else:
        assert policy.exam_availability == "none" and EXAM_BLOCK not in policy.allowed_actions
    assert policy.desired_exam_tier == P.desired_exam_tier(inputs.tier(policy.focus_unit_id))


@FAST
@given(policy_inputs(), question_statuses(), st.randoms(use_true_random=False))
def test_the_same_inputs_give_the_same_policy(inputs, statuses, rnd):
    first = P.compute_policy(inputs, statuses)
    assert P.compute_policy(inputs, statuses) == first
    shuffled_mapped = list(inputs.mapped)
    rnd.shuffle(shuffled_mapped)
    again = P.compute_policy(replace(inputs, mapped=tuple(shuffled_mapped), progress=dict(inputs.progress)), statuses)
    assert again == first


@FAST
@given(policy_inputs())
def test_candidates_hold_the_seeds_sources_and_nothing_else(inputs):
    candidates = P.candidate_units(inputs)
    top3 = {m.unit_id for m in sorted(inputs.mapped, key=lambda m: (-m.confidence, inputs.dag.rank(m.unit_id)))[:3]}
    base = top3 | {inputs.focus_unit_id} | set(inputs.units_in_progress[:3])
    expected = base | {p for u in base for p in inputs.dag.prereqs(u)}
    assert set(candidates) == expected and len(candidates) == len(set(candidates))


@FAST
@given(policy_inputs(), question_statuses())
def test_candidate_scores_are_ordered_and_bounded(inputs, statuses):
    policy = P.compute_policy(inputs, statuses)
    scores = [c.score for c in policy.candidate_scores]
    assert scores == sorted(scores, reverse=True)
    assert all(0 <= s <= 1 for s in scores)
    assert set(policy.scoped_unit_ids) <= {c.unit_id for c in policy.candidate_scores}


@FAST
@given(dags(), st.data())
def test_entry_unit_skips_units_already_passed(dag, data):
    tiers = data.draw(st.dictionaries(st.sampled_from(list(dag.units)), st.sampled_from(TIERS)))
    entry = P.entry_unit(dag, tiers)
    assert entry in dag.units
    frontier = [u for u in dag.units
                if tiers.get(u, NONE) == NONE and all(tiers.get(p, NONE) != NONE for p in dag.prereqs(u))]
    assert entry == (frontier[0] if frontier else dag.units[0])


@FAST
@given(st.lists(st.integers(1, 20), max_size=5, unique=True), st.lists(st.integers(1, 20), max_size=3, unique=True))
def test_units_in_progress_put_touched_first_and_keep_three(current, touched):
    result = P.next_units_in_progress(current, touched)
    assert len(result) <= 3 and len(set(result)) == len(result)
    assert list(result[: len(touched)]) == touched[:3]


# --------------------------------------------------------------------------- the seed's triggers A1-A5 (pure level)

VARS, LINEAR, SYSTEMS = 1, 2, 3
COURSE = Dag(units=(VARS, LINEAR, SYSTEMS), prerequisites={LINEAR: (VARS,), SYSTEMS: (LINEAR,)})


def _inputs(progress, mapped=(), focus=VARS):
    return PolicyInput(focus_unit_id=focus, units_in_progress=(), progress=progress, dag=COURSE,
                       mapped=tuple(mapped), now=NOW)


def test_a1_confident_target_with_prerequisites_allows_drill_and_later_the_exam():
    progress = {VARS: UnitState(tier=BRONZE)}
    policy = P.compute_policy(_inputs(progress, [MappedUnit(LINEAR, 0.9)]))
    assert policy.primary_target_unit_id == LINEAR == policy.focus_unit_id
    assert policy.prereq_blocking_unit_id is None
    assert DRILL_CARD in policy.allowed_actions and EXAM_BLOCK not in policy.allowed_actions
    ready = {**progress, LINEAR: UnitState(drill_attempts=2, drill_streak=2)}
    policy = P.compute_policy(_inputs(ready, [MappedUnit(LINEAR, 0.9)]), [QuestionStatus(7, "available")])
    assert policy.exam_ready and EXAM_BLOCK in policy.allowed_actions


def test_a2_confident_target_with_a_missing_prerequisite_sets_the_blocker_and_moves_the_focus():
    policy = P.compute_policy(_inputs({}, [MappedUnit(SYSTEMS, 0.8)], focus=VARS))
    assert policy.primary_target_unit_id == SYSTEMS
    assert policy.prereq_blocking_unit_id == LINEAR == policy.focus_unit_id
    assert policy.scoped_unit_ids[:3] == (LINEAR, SYSTEMS, VARS)


def test_a3_low_confidence_keeps_the_focus():
    policy = P.compute_policy(_inputs({}, [MappedUnit(SYSTEMS, 0.54), MappedUnit(LINEAR, 0.3)], focus=VARS))
    assert policy.primary_target_unit_id == VARS == policy.focus_unit_id and not policy.target_mapped


def test_a4_stuck_by_evidence_allows_the_concept_card():
    progress = {VARS: UnitState(drill_attempts=2, drill_streak=0)}
    policy = P.compute_policy(_inputs(progress))
    assert policy.stuck and CONCEPT_CARD in policy.allowed_actions


def test_a5_exam_ready_and_available_allows_the_exam_at_the_desired_tier():
    progress = {VARS: UnitState(tier=BRONZE, drill_attempts=3, drill_streak=2)}
    locked = QuestionStatus(4, "locked", NOW + timedelta(hours=3))
    policy = P.compute_policy(_inputs(progress), [locked])
    assert policy.exam_ready and policy.exam_availability == "locked" and EXAM_BLOCK not in policy.allowed_actions
    assert policy.next_eligible_at == NOW + timedelta(hours=3)
    policy = P.compute_policy(_inputs(progress), [locked, QuestionStatus(5, "available")])
    assert EXAM_BLOCK in policy.allowed_actions and policy.desired_exam_tier == SILVER
    assert policy.exam_candidate_ids == (5,)


def test_the_prompt_policy_has_the_seeds_keys_with_unit_codes():
    policy = P.compute_policy(_inputs({}, [MappedUnit(SYSTEMS, 0.8)]))
    data = policy.as_prompt_dict("t-1", {VARS: "ALG1", LINEAR: "ALG2", SYSTEMS: "ALG3"})
    assert set(data) == {"turnId", "focusUnitId", "primaryTargetUnitId", "prereqBlockingUnitId", "scopedUnitIds",
                         "allowedActions", "stuck", "examReady", "desiredExamTier", "examAvailability", "constraints"}
    assert data["focusUnitId"] == "ALG2" and data["prereqBlockingUnitId"] == "ALG2"
    assert data["constraints"] == {"maxConceptWords": 170, "maxWorkedExamples": 1, "drillMaxSteps": 2}
