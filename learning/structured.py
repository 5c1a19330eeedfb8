"""A model's structured action for a turn (seed PF-3.6.5 / PF-3.7): the JSON contract, its typed
parse, and validation against the policy with no second chance.

``TURN_ACTION_SCHEMA`` is sent as the provider's JSON-schema response format. :func:`resolve` turns
the model's text into the turn's :class:`~learning.chooser.ChosenAction`:

* unparsable text, JSON that does not fit the typed models, or a card that breaks the contract
  (concept card: at most 3 key ideas, at most 1 worked example, at most 170 words; drill card: 1-2
  steps; the card of the chosen action missing) is refused;
* otherwise the unit codes are resolved and :func:`learning.chooser.resolve_action` validates the
  action against the policy (allowed, target in scope, concept only when stuck, exam question among
  the candidates at the desired tier);
* anything refused is replaced by the deterministic chooser's action, ``fell_back`` set and the
  reason kept for the turn log. The model is never asked again.

Only the action, the mapping and (for a validated DRILL_CARD) the drill are taken from the model:
a model's drill is shown only when its own expected answer checks symbolically
(learning/drills.py ``generated_spec``), else the card is built from the course's material as
offline (learning/cards.py); other cards always are. Nothing a model writes reaches a student
unchecked, and its ``turn_analysis`` never moves tiers or tags.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from learning import chooser
from learning.policy import CONCEPT_CARD, DRILL_CARD, EXAM_BLOCK, SOCRATIC_QUESTION

MAX_CONCEPT_WORDS = 170
MAX_DRILL_STEPS = 2
ACTIONS = (SOCRATIC_QUESTION, CONCEPT_CARD, DRILL_CARD, EXAM_BLOCK)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="ignore")


class MappedUnitIn(_Strict):
    unit_id: str
    confidence: float = Field(ge=0, le=1)


class TurnAnalysisIn(_Strict):
    student_intent: Literal["solve", "explain", "check", "stuck", "unknown"] = "unknown"
    understanding_signal: Literal["confident", "uncertain", "confused"] = "uncertain"
    suggested_prereq_units: list[str] = Field(default_factory=list, max_length=6)


class WorkedExampleIn(_Strict):
    problem_latex: str = Field(max_length=500)
    final_answer_latex: str = Field(max_length=200)
    steps_latex: list[str] = Field(default_factory=list, max_length=8)


class ConceptCardIn(_Strict):
    key_ideas: list[str] = Field(min_length=1)
    worked_example: WorkedExampleIn | list[WorkedExampleIn] | None = None


class DrillCardIn(_Strict):
    prompt: str = Field(max_length=400)
    question_latex: str = Field(default="", max_length=300)
    expected_answer: str = Field(default="", max_length=200)
    variable: str = Field(default="", max_length=12)


class ExamSuggestionIn(_Strict):
    question_id: str
    difficultyTier: Literal["bronze", "silver", "gold"]  # noqa: N815 (the seed's field name)


class ModelTurn(_Strict):
    mapped_units: list[MappedUnitIn] = Field(default_factory=list, max_length=10)
    action: Literal["SOCRATIC_QUESTION", "CONCEPT_CARD", "DRILL_CARD", "EXAM_BLOCK"]
    target_unit_id: str
    tutor_text: str = Field(default="", max_length=4000)
    turn_analysis: TurnAnalysisIn = Field(default_factory=TurnAnalysisIn)
    concept_card: ConceptCardIn | None = None
    drill_card: DrillCardIn | None = None
    exam_suggestion: ExamSuggestionIn | None = None


TURN_ACTION_SCHEMA = {
    "name": "tutor_turn_action",
    "schema": {
        "type": "object",
        "required": ["mapped_units", "action", "target_unit_id", "tutor_text", "turn_analysis"],
        "properties": {
            "mapped_units": {"type": "array", "items": {"type": "object", "required": ["unit_id", "confidence"],
                                                         "properties": {"unit_id": {"type": "string"},
                                                                        "confidence": {"type": "number"}}}},
            "action": {"type": "string", "enum": list(ACTIONS)},
            "target_unit_id": {"type": "string"},
            "tutor_text": {"type": "string"},
            "turn_analysis": {"type": "object", "properties": {
                "student_intent": {"type": "string", "enum": ["solve", "explain", "check", "stuck", "unknown"]},
                "understanding_signal": {"type": "string", "enum": ["confident", "uncertain", "confused"]},
                "suggested_prereq_units": {"type": "array", "items": {"type": "string"}}}},
            "concept_card": {"type": "object", "properties": {
                "key_ideas": {"type": "array", "items": {"type": "string"}, "maxItems": 3},
                "worked_example": {"type": "object", "properties": {
                    "problem_latex": {"type": "string"}, "final_answer_latex": {"type": "string"},
                    "steps_latex": {"type": "array", "items": {"type": "string"}}}}}},
            "drill_card": {"type": "object", "properties": {"prompt": {"type": "string"},
                                                            "question_latex": {"type": "string"},
                                                            "expected_answer": {"type": "string"},
                                                            "variable": {"type": "string"}}},
            "exam_suggestion": {"type": "object", "properties": {
                "question_id": {"type": "string"}, "difficultyTier": {"type": "string",
                                                                      "enum": ["bronze", "silver", "gold"]}}},
        },
    },
}

CONTRACT = (
    "Return JSON matching EXACTLY one of the allowed actions in POLICY.allowedActions, with "
    "target_unit_id one of POLICY.scopedUnitIds (unit codes). Include concept_card only for CONCEPT_CARD "
    "(at most 3 key_ideas, at most 1 worked_example, at most 170 words), drill_card only for DRILL_CARD "
    "(1-2 steps; question_latex is the one equation or expression it poses, expected_answer its value, "
    "variable the unknown; the prompt must not give the answer away), exam_suggestion only for EXAM_BLOCK (question_id from POLICY.examCandidates, "
    "difficultyTier equal to POLICY.desiredExamTier). Do not choose EXAM_BLOCK when examAvailability is "
    "locked or none."
)


@dataclass(frozen=True)
class Resolution:
    action: chooser.ChosenAction
    model_turn: ModelTurn | None  # None when the text could not be parsed


def _words(card: ConceptCardIn) -> int:
    texts = list(card.key_ideas)
    examples = card.worked_example if isinstance(card.worked_example, list) else [card.worked_example]
    for example in examples:
        if example is not None:
            texts += [example.problem_latex, example.final_answer_latex, *example.steps_latex]
    return sum(len(t.split()) for t in texts)


def _drill_steps(card: DrillCardIn) -> int:
    """Steps a drill asks for: the equations it poses (a 1-2 step drill poses one or two)."""
    return max(1, len(re.findall(r"=", card.question_latex or card.prompt)))


def card_problem(turn: ModelTurn) -> str:
    """Why the card of the chosen action breaks the contract, or ""."""
    if turn.action == CONCEPT_CARD:
        card = turn.concept_card
        if card is None:
            return "a concept card action without its card"
        if len(card.key_ideas) > 3:
            return "a concept card with more than 3 key ideas"
        if isinstance(card.worked_example, list) and len(card.worked_example) > 1:
            return "a concept card with more than 1 worked example"
        if _words(card) > MAX_CONCEPT_WORDS:
            return f"a concept card over {MAX_CONCEPT_WORDS} words"
    if turn.action == DRILL_CARD:
        if turn.drill_card is None:
            return "a drill card action without its card"
        if _drill_steps(turn.drill_card) > MAX_DRILL_STEPS:
            return "a drill of more than 2 steps"
    if turn.action == EXAM_BLOCK and turn.exam_suggestion is None:
        return "an exam block without its question"
    return ""


def _fallback(decision, reason: str) -> chooser.ChosenAction:
    chosen = decision.choose()
    return chooser.ChosenAction(chosen.action, chosen.target_unit_id, chosen.exam_question_id, validated=False,
                                fell_back=True, reason=reason[:200])


def resolve(decision, text: str | None) -> Resolution:
    """The turn's action from the model's ``text`` (module docstring). ``decision`` is the turn's
    :class:`~learning.turn.TurnDecision`."""
    if not text:
        return Resolution(_fallback(decision, "no answer from the model"), None)
    try:
        data = json.loads(text)
        turn = ModelTurn.model_validate(data)
    except (ValueError, ValidationError) as error:
        kind = "invalid JSON" if isinstance(error, json.JSONDecodeError) else "JSON outside the contract"
        return Resolution(_fallback(decision, kind), None)
    problem = card_problem(turn)
    if problem:
        return Resolution(_fallback(decision, problem), turn)
    target = decision.unit_id_for(turn.target_unit_id)
    exam_id = None
    if turn.exam_suggestion is not None:
        try:
            exam_id = int(str(turn.exam_suggestion.question_id).strip())
        except ValueError:
            exam_id = -1
    proposed = chooser.ProposedAction(turn.action, target, exam_id,
                                      turn.exam_suggestion.difficultyTier if turn.exam_suggestion else None)
    return Resolution(decision.choose(proposed), turn)
