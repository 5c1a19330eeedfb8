"""The deterministic chooser and the validation of a model's action (seed 002 PF-3.7)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from learning import chooser
from learning import policy as P
from learning.chooser import ProposedAction
from learning.policy import (
    BRONZE,
    CONCEPT_CARD,
    DRILL_CARD,
    EXAM_BLOCK,
    SOCRATIC_QUESTION,
    QuestionStatus,
    UnitState,
)
from tests.learning.strategies import policy_inputs, question_statuses
from tests.learning.test_policy import LINEAR, SYSTEMS, VARS, _inputs

FAST = settings(deadline=None, max_examples=300)


@FAST
@given(policy_inputs(), question_statuses())
def test_the_chooser_only_returns_an_allowed_action_on_a_scoped_unit(inputs, statuses):
    policy = P.compute_policy(inputs, statuses)
    chosen = chooser.choose_action(policy)
    assert chosen.action in policy.allowed_actions
    assert chosen.target_unit_id in policy.scoped_unit_ids
    assert chosen.fell_back and not chosen.validated
    assert chooser.validate_action(policy, ProposedAction(chosen.action, chosen.target_unit_id,
                                                          chosen.exam_question_id)) == ""
    if chosen.action == EXAM_BLOCK:
        assert chosen.exam_question_id in policy.exam_candidate_ids


@FAST
@given(policy_inputs(), question_statuses(), st.sampled_from(P.ACTIONS), st.integers(0, 10_000),
       st.one_of(st.none(), st.integers(1, 500)), st.one_of(st.none(), st.sampled_from(P.EXAM_TIERS)))
def test_whatever_a_model_proposes_the_turn_takes_a_valid_action(inputs, statuses, action, target, question, tier):
    policy = P.compute_policy(inputs, statuses)
    target = target if target not in inputs.dag.units or target % 2 else inputs.dag.units[target % len(inputs.dag.units)]
    resolved = chooser.resolve_action(policy, ProposedAction(action, target, question, tier))
    assert resolved.action in policy.allowed_actions and resolved.target_unit_id in policy.scoped_unit_ids
    assert resolved.validated != resolved.fell_back
    if resolved.fell_back:
        assert resolved.reason
    if resolved.action == CONCEPT_CARD:
        assert policy.stuck
    if resolved.action == EXAM_BLOCK:
        assert resolved.exam_question_id in policy.exam_candidate_ids


def test_each_rejection_has_its_reason():
    progress = {VARS: UnitState(tier=BRONZE, drill_attempts=3, drill_streak=2)}
    policy = P.compute_policy(_inputs(progress), [QuestionStatus(5, "available")])
    assert chooser.validate_action(policy, ProposedAction("DANCE", VARS)) == "action DANCE is not allowed this turn"
    assert chooser.validate_action(policy, ProposedAction(CONCEPT_CARD, VARS)).startswith("action CONCEPT_CARD")
    assert chooser.validate_action(policy, ProposedAction(DRILL_CARD, 999)) == "target unit is not in scope"
    assert chooser.validate_action(policy, ProposedAction(EXAM_BLOCK, VARS, 6)) == "exam question is not an available candidate"
    assert chooser.validate_action(policy, ProposedAction(EXAM_BLOCK, VARS, 5, "gold")) == "exam tier is not the desired tier"
    assert chooser.validate_action(policy, ProposedAction(EXAM_BLOCK, VARS, 5, "silver")) == ""
    stuck = P.compute_policy(_inputs({VARS: UnitState(drill_attempts=2)}))
    unstuck = P.Policy(**{**stuck.__dict__, "stuck": False})
    assert chooser.validate_action(unstuck, ProposedAction(CONCEPT_CARD, VARS)) == "a concept card needs drill evidence of being stuck"


def test_an_invalid_proposal_falls_back_to_the_chooser_without_retry():
    policy = P.compute_policy(_inputs({}, [P.MappedUnit(SYSTEMS, 0.9)]))
    resolved = chooser.resolve_action(policy, ProposedAction(EXAM_BLOCK, SYSTEMS, 3))
    assert resolved == chooser.ChosenAction(DRILL_CARD, LINEAR, None, validated=False, fell_back=True,
                                            reason="action EXAM_BLOCK is not allowed this turn")
    ok = chooser.resolve_action(policy, ProposedAction(SOCRATIC_QUESTION, SYSTEMS))
    assert ok.validated and not ok.fell_back and ok.target_unit_id == SYSTEMS


# the seed's triggers, as the chooser answers them with no model


def test_a1_confident_and_unblocked_gets_a_drill_on_the_target():
    policy = P.compute_policy(_inputs({VARS: UnitState(tier=BRONZE)}, [P.MappedUnit(LINEAR, 0.9)]))
    assert chooser.choose_action(policy).action == DRILL_CARD
    assert chooser.choose_action(policy).target_unit_id == LINEAR


def test_a2_blocked_target_gets_a_drill_on_the_prerequisite():
    chosen = chooser.choose_action(P.compute_policy(_inputs({}, [P.MappedUnit(SYSTEMS, 0.9)])))
    assert (chosen.action, chosen.target_unit_id) == (DRILL_CARD, LINEAR)


def test_a3_ambiguous_question_gets_a_socratic_clarifier():
    chosen = chooser.choose_action(P.compute_policy(_inputs({}, [P.MappedUnit(SYSTEMS, 0.4)])))
    assert (chosen.action, chosen.target_unit_id) == (SOCRATIC_QUESTION, VARS)


def test_a4_stuck_gets_a_concept_card():
    chosen = chooser.choose_action(P.compute_policy(_inputs({VARS: UnitState(drill_attempts=2)})))
    assert (chosen.action, chosen.target_unit_id) == (CONCEPT_CARD, VARS)


def test_a5_exam_ready_and_available_gets_the_exam_block():
    progress = {VARS: UnitState(tier=BRONZE, drill_attempts=3, drill_streak=2)}
    chosen = chooser.choose_action(P.compute_policy(_inputs(progress), [QuestionStatus(5, "available")]))
    assert (chosen.action, chosen.target_unit_id, chosen.exam_question_id) == (EXAM_BLOCK, VARS, 5)
