"""With a model: one structured call (JSON-schema mode) for the turn's action, validated against the
policy; anything invalid falls back to the deterministic chooser with no retry (calls counted) and
the turn log says why (seed PF-3.6.5 / PF-3.7), against the fake OpenAI-compatible server."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest
from asgiref.sync import async_to_sync
from django.utils import timezone

from courses.models import CLO, CLOAttainment, ExamQuestion
from learning import services as learning_services
from learning.models import TurnLog
from tests.tutor.test_learning_turn import QUESTION_SYSTEMS, algebra  # noqa: F401
from tutor import services
from tutor.models import Message, Role
from tutor.pipeline import TurnRequest
from tutor.runner import collect_turn

pytestmark = pytest.mark.django_db


def _turn_json(**fields) -> str:
    base = {"mapped_units": [{"unit_id": "ALG3", "confidence": 0.9}], "action": "DRILL_CARD", "target_unit_id": "ALG2",
            "tutor_text": "Let us practise.", "turn_analysis": {"student_intent": "explain",
                                                                "understanding_signal": "uncertain",
                                                                "suggested_prereq_units": ["ALG2"]},
            "drill_card": {"prompt": "Solve for x", "question_latex": "2x + 3 = 11", "expected_answer": "4",
                           "variable": "x"}}
    base.update(fields)
    return json.dumps(base)


def _ask(world, fake_llm, llm_provider, action_reply: str, message: str = QUESTION_SYSTEMS):
    def reply(body):
        return action_reply if body.get("response_format") else "Elimination adds the equations [1]."

    fake_llm.reply_fn = reply
    conversation = services.conversation_create(user=world.student, course_id=world.course.pk)
    events = async_to_sync(collect_turn)(
        TurnRequest(user=world.student, conversation_id=conversation.pk, message=message),
        provider=llm_provider())
    # The answer is the one streamed request; a guardrail judgement on an uncertain message (a third,
    # short request) may come first and is not what these tests count.
    chat = [r for r in fake_llm.requests_to("/chat/completions") if r.body.get("response_format") or r.body.get("stream")]
    structured = [r for r in chat if r.body.get("response_format")]
    reply_message = Message.objects.get(conversation=conversation, role=Role.ASSISTANT)
    return events, structured, chat, TurnLog.objects.get(message_id=reply_message.pk)


def _exam_ready(world, algebra):  # noqa: F811
    CLOAttainment.objects.create(student=world.student, clo=CLO.objects.get(course=world.course, code="CLO1"),
                                 percent=Decimal("85"))
    for _ in range(2):
        learning_services.evidence_record(student_id=world.student.pk, course_id=world.course.pk,
                                          unit_id=algebra.units["ALG2"].pk, kind="drill", correct=True,
                                          now=timezone.now())


def test_a_valid_action_is_taken_with_one_structured_call(world, algebra, fake_llm, llm_provider):  # noqa: F811
    events, structured, chat, log = _ask(world, fake_llm, llm_provider, _turn_json())
    assert len(structured) == 1 and len(chat) == 2  # the action, then the answer
    schema = structured[0].body["response_format"]
    assert schema["type"] == "json_schema" and schema["json_schema"]["name"] == "tutor_turn_action"
    assert (log.action, log.validated, log.fell_back, log.fallback_reason) == ("DRILL_CARD", True, False, "")
    [card] = [e.data for e in events if e.type == "card"]
    assert card["type"] == "drill" and card["prompt"] == r"Solve for x \(2x + 3 = 11\)"  # the model's drill
    assert '"4"' not in json.dumps(card) and "expected" not in json.dumps(card)  # its answer travels sealed


def test_the_model_drill_is_graded_by_its_checked_answer(client, world, algebra, fake_llm, llm_provider):  # noqa: F811
    events, *_ = _ask(world, fake_llm, llm_provider, _turn_json(drill_card={
        "prompt": "Find x.", "question_latex": r"\frac{x}{3} - 1 = 2", "expected_answer": "9", "variable": "x"}))
    card = next(e.data for e in events if e.type == "card")
    from tests.learning.test_api import auth
    graded = client.post(f"/api/learning/courses/{world.course.pk}/drill/grade",
                         {"token": card["token"], "answer": r"x = \frac{18}{2}"}, content_type="application/json",
                         **auth(world.student))
    assert graded.status_code == 200 and graded.json()["correct"] is True


@pytest.mark.parametrize("drill, reason", [
    ({"prompt": "Solve for x", "question_latex": "7x + 3 = 31", "expected_answer": "5"}, "does not solve its equation"),
    ({"prompt": "Solve 7x + 3 = 31 (answer: 4)", "question_latex": "7x + 3 = 31", "expected_answer": "4"},
     "gives its answer away"),
    ({"prompt": "Work out", "question_latex": r"\frac{1}{2} + \frac{1}{3}", "expected_answer": "2/5"},
     "does not equal the expression"),
    ({"prompt": "Solve", "question_latex": "x + y = 3", "expected_answer": "1"}, "exactly one unknown"),
    ({"prompt": "Solve for x", "question_latex": "7x + 3 = 31"}, "without its prompt, the maths it poses or its expected"),
    ({"prompt": "Solve", "question_latex": "x^(10^10) = 1", "expected_answer": "1"}, "cannot read"),
])
def test_a_model_drill_whose_answer_does_not_check_is_dropped_for_the_courses_own(
        world, algebra, fake_llm, llm_provider, drill, reason):  # noqa: F811
    events, structured, chat, log = _ask(world, fake_llm, llm_provider, _turn_json(drill_card=drill))
    assert len(structured) == 1 and len(chat) == 2  # no second chance for the drill either
    assert (log.action, log.validated, log.fell_back) == ("DRILL_CARD", True, False)  # the action stands
    assert log.fallback_reason.startswith("model drill dropped") and reason in log.fallback_reason
    card = next((e.data for e in events if e.type == "card"), None)
    if card is not None:  # the course's own drill (template or cloze), never the model's
        assert card["type"] == "drill" and drill["question_latex"] not in card["prompt"]


@pytest.mark.parametrize("reply, reason", [
    ("this is not json {", "invalid JSON"),
    (json.dumps({"action": "DANCE"}), "JSON outside the contract"),
    (_turn_json(action="EXAM_BLOCK", exam_suggestion={"question_id": "1", "difficultyTier": "bronze"}),
     "action EXAM_BLOCK is not allowed"),
    (_turn_json(target_unit_id="ZZZ9"), "target unit is not in scope"),
    (_turn_json(action="CONCEPT_CARD", concept_card={"key_ideas": ["a"]}), "not allowed"),
    (_turn_json(action="DRILL_CARD", drill_card=None), "a drill card action without its card"),
    (_turn_json(drill_card={"prompt": "Solve", "question_latex": "x = 1, y = 2, z = 3"}), "more than 2 steps"),
    (_turn_json(action="CONCEPT_CARD", concept_card={"key_ideas": ["a", "b", "c", "d"]}), "more than 3 key ideas"),
    (_turn_json(action="CONCEPT_CARD", concept_card={"key_ideas": ["word " * 171]}), "over 170 words"),
])
def test_an_invalid_action_falls_back_to_the_chooser_without_a_retry(world, algebra, fake_llm, llm_provider,  # noqa: F811
                                                                     reply, reason):
    events, structured, chat, log = _ask(world, fake_llm, llm_provider, reply)
    assert len(structured) == 1 and len(chat) == 2  # no second chance
    assert log.fell_back is True and log.validated is False and reason in log.fallback_reason
    assert log.action == "DRILL_CARD" and log.action_unit.code == "ALG2"  # the chooser's A2 action
    assert [e.type for e in events][-1] in ("done", "state_update")


def test_an_exam_id_not_among_the_candidates_falls_back(world, algebra, fake_llm, llm_provider):  # noqa: F811
    _exam_ready(world, algebra)
    other = ExamQuestion.objects.create(course=world.course, tier="bronze", prompt="?", options=["a", "b"],
                                        answer_index=0, memo="m")  # a real question, of no candidate unit
    reply = _turn_json(action="EXAM_BLOCK", target_unit_id="ALG2",
                       exam_suggestion={"question_id": str(other.pk), "difficultyTier": "bronze"})
    events, structured, chat, log = _ask(world, fake_llm, llm_provider, reply,
                                         message="How do I solve a linear equation like 3x + 5 = 20?")
    assert len(structured) == 1 and len(chat) == 2
    assert "EXAM_BLOCK" in log.allowed_actions
    assert log.fell_back is True and "not an available candidate" in log.fallback_reason
    card = next(e.data for e in events if e.type == "card")
    assert card["type"] == "exam" and card["question_id"] != other.pk and "answer_index" not in card


def test_a_failing_model_call_falls_back_and_the_answer_still_comes(world, algebra, fake_llm, llm_provider):  # noqa: F811
    fake_llm.fail_next(1, status=500)
    events, structured, chat, log = _ask(world, fake_llm, llm_provider, _turn_json())
    assert len(structured) == 1  # the failed action call is not repeated
    assert log.fell_back is True and log.fallback_reason == "no answer from the model"
    assert any(e.type == "done" for e in events)
