"""Which action a turn takes: the deterministic chooser, and validation of a model's proposal (seed PF-3.7).

Pure functions over a :class:`~learning.policy.Policy`. Without a model the chooser decides alone;
with one, the model's strict-JSON action is validated against the policy and, when anything is
wrong, replaced by the chooser's action (no retry). The chooser follows the seed's triggers:

* A5: exam ready and a question available -> EXAM_BLOCK on the focus unit (at the desired tier);
* A4: stuck by drill evidence -> CONCEPT_CARD on the focus unit;
* A3: no mapped unit reached the target confidence -> SOCRATIC_QUESTION (a clarifier, no card);
* A2: the target has a missing prerequisite -> DRILL_CARD on that prerequisite (the focus);
* A1: a confident target with its prerequisites in place -> DRILL_CARD on it.

Evidence comes first (A5, A4): a "Continue" after a drill carries no words to map, and the loop must
still move on. Whatever it returns is in ``policy.allowed_actions`` and targets a scoped unit.
"""

from __future__ import annotations

from dataclasses import dataclass

from learning.policy import CONCEPT_CARD, DRILL_CARD, EXAM_BLOCK, SOCRATIC_QUESTION, Policy


@dataclass(frozen=True)
class ProposedAction:
    """A model's choice, as parsed from its JSON (unit ids already resolved from codes)."""

    action: str
    target_unit_id: int | None
    exam_question_id: int | None = None
    exam_tier: str | None = None


@dataclass(frozen=True)
class ChosenAction:
    action: str
    target_unit_id: int | None
    exam_question_id: int | None = None
    validated: bool = False  # a model's proposal passed validation
    fell_back: bool = True  # the deterministic chooser decided
    reason: str = ""  # why a proposal was replaced (empty when none was, or it passed)


def choose_action(policy: Policy) -> ChosenAction:
    """The deterministic action for this turn (see the module docstring for the order)."""
    focus = policy.focus_unit_id
    allowed = policy.allowed_actions
    if EXAM_BLOCK in allowed and policy.exam_candidate_ids:
        return ChosenAction(EXAM_BLOCK, focus, policy.exam_candidate_ids[0])
    if CONCEPT_CARD in allowed:
        return ChosenAction(CONCEPT_CARD, focus)
    if not policy.target_mapped:
        return ChosenAction(SOCRATIC_QUESTION, focus)
    return ChosenAction(DRILL_CARD, focus)  # A2 (focus is the blocker) and A1 (focus is the target)


def validate_action(policy: Policy, proposed: ProposedAction) -> str:
    """Why ``proposed`` breaks the policy, or "" when it does not (PF-3.7's rules)."""
    if proposed.action not in policy.allowed_actions:
        return f"action {proposed.action} is not allowed this turn"
    if proposed.target_unit_id not in policy.scoped_unit_ids:
        return "target unit is not in scope"
    if proposed.action == CONCEPT_CARD and not policy.stuck:
        return "a concept card needs drill evidence of being stuck"
    if proposed.action == EXAM_BLOCK:
        if proposed.exam_question_id not in policy.exam_candidate_ids:
            return "exam question is not an available candidate"
        if proposed.exam_tier is not None and proposed.exam_tier != policy.desired_exam_tier:
            return "exam tier is not the desired tier"
    return ""


def resolve_action(policy: Policy, proposed: ProposedAction | None) -> ChosenAction:
    """The action the turn takes: the model's when it is valid, else the chooser's (no retry)."""
    if proposed is None:
        return choose_action(policy)
    reason = validate_action(policy, proposed)
    if not reason:
        return ChosenAction(proposed.action, proposed.target_unit_id, proposed.exam_question_id,
                            validated=True, fell_back=False)
    chosen = choose_action(policy)
    return ChosenAction(chosen.action, chosen.target_unit_id, chosen.exam_question_id, validated=False,
                        fell_back=True, reason=reason)


def choose_next(policy: Policy) -> ChosenAction:
    """The action after a card's Continue (no words to map): an exam block when ready and available
    (A5), a concept card when stuck (A4), else the next drill on the focus unit."""
    chosen = choose_action(policy)
    if chosen.action == SOCRATIC_QUESTION:
        return ChosenAction(DRILL_CARD, policy.focus_unit_id)
    return chosen
