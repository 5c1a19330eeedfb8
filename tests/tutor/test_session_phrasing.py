"""With a model: the "master tutor" phrasing of a Teach me turn, against the fake OpenAI-compatible
server: one structured call per turn, a valid reply replaces the lead (the grade, the move and the
question stay the offline ones), an invalid one keeps the offline text with no retry; without a model
nothing is called."""

from __future__ import annotations

import json
import random

import pytest
from django.test import override_settings

from learning.models import DrillTemplate
from learning.sessions import master_tutor, turns
from learning.sessions import services as session_services
from tests.learning.conftest import NOW, algebra  # noqa: F401
from tests.learning.sessions.test_services import BALANCING, BRACKETS
from tutor.session_phrasing import session_turn_phrase

pytestmark = pytest.mark.django_db


def _reply(**fields) -> str:
    base = {"response": "Nice start. Think of the equation as a balance: do the same to both sides.",
            "intent": "continuation", "answer_correct": None, "misconceptions_detected": [], "mastery_signal": None,
            "advance_to_step": 4, "mastery_updates": [], "question_asked": None, "expected_answer": None,
            "question_concept": None, "session_complete": True, "turn_summary": "explained balancing",
            "reasoning": "internal"}
    base.update(fields)
    return json.dumps(base)


@pytest.fixture
def lesson(world, algebra, index_text):  # noqa: F811
    index_text(algebra.course, "Balancing", BALANCING, unit=algebra.units["ALG2"])
    index_text(algebra.course, "Brackets", BRACKETS, unit=algebra.units["ALG2"])
    DrillTemplate.objects.create(
        course=algebra.course, unit=algebra.units["ALG2"], prompt="Solve {a}x + {b} = {c} for x.",
        parameters={"a": [2, 2], "b": [1, 1], "c": [9, 9]}, answer="(c - b)/a", variable="x")
    session = session_services.session_create(student_id=world.student.pk, course_id=algebra.course.pk,
                                              mode="teach_me", unit_id=algebra.id("ALG2"), now=NOW).session
    turns.session_next_turn(session_id=session.pk, student_id=world.student.pk, now=NOW, rng=random.Random(1))
    session.refresh_from_db()
    return session


def _structured(fake_llm):
    return [r for r in fake_llm.requests_to("/chat/completions") if r.body.get("response_format")]


def test_a_valid_reply_rephrases_the_lead_and_nothing_else(world, lesson, fake_llm, llm_provider):
    fake_llm.reply_fn = lambda body: _reply()
    before = lesson.state["history"][-1]
    assert session_turn_phrase(session_id=lesson.pk, student_id=world.student.pk, answer=None,
                               provider=llm_provider()) == "phrased"
    calls = _structured(fake_llm)
    assert len(calls) == 1 and calls[0].body["response_format"]["json_schema"]["name"] == "tutor_turn_output"
    assert '"ans"' not in json.dumps(calls[0].body["messages"])  # the grading data is never sent
    lesson.refresh_from_db()
    after = lesson.state["history"][-1]
    assert after["text"].startswith("Nice start.") and after["phrased_by_model"] is True
    assert after["question"] == before["question"] and after["ideas"] == before["ideas"]
    # the model's advance_to_step and session_complete are not taken: the lesson did not move
    assert lesson.step_index == 1 and lesson.state["pending"]["ans"] == "4"


@pytest.mark.parametrize("reply, reason", [
    ("not json", "unparsable"),
    (_reply(response=""), "unparsable"),
    (_reply(response="The student's answer was wrong, assessment: probe."), "internal language"),
    (_reply(response="Subtract 1, divide by 2: x = 4."), "gives the expected answer away"),
])
def test_an_invalid_reply_keeps_the_offline_text_with_no_retry(world, lesson, fake_llm, llm_provider, reply, reason):
    fake_llm.reply_fn = lambda body: reply
    before = lesson.state["history"][-1]["text"]
    assert reason in session_turn_phrase(session_id=lesson.pk, student_id=world.student.pk, answer=None,
                                         provider=llm_provider())
    assert len(_structured(fake_llm)) == 1
    lesson.refresh_from_db()
    assert lesson.state["history"][-1]["text"] == before


def test_a_failed_call_keeps_the_offline_turn(world, lesson, fake_llm, llm_provider):
    fake_llm.fail_next(1, status=500)
    assert session_turn_phrase(session_id=lesson.pk, student_id=world.student.pk, answer=None,
                               provider=llm_provider()) == "no reply"


def test_a_turn_taken_meanwhile_wins_over_the_phrasing(world, lesson):
    from learning.sessions.services import SessionStale

    at = lesson.state["history"][-1]["at"]
    turns.session_step(session_id=lesson.pk, student_id=world.student.pk, expected_version=lesson.version,
                       answer="5", now=NOW)  # the student answered while the model was writing
    with pytest.raises(SessionStale):
        turns.session_turn_rephrase(session_id=lesson.pk, student_id=world.student.pk,
                                    expected_version=lesson.version, at=at, response="Late.", mastery_updates=(),
                                    now=NOW)
    lesson.refresh_from_db()
    assert "Late." not in json.dumps(lesson.state["history"])


def test_mastery_updates_are_weak_and_only_for_graded_concepts():
    assert master_tutor.blend({"Balancing": 0.5}, (("Balancing", 1.0), ("Brackets", 1.0))) == {"Balancing": 0.55}
    verdict = master_tutor.validate(_reply(mastery_updates=[{"concept": "Balancing", "score": 0.9},
                                                            {"concept": "Not in plan", "score": 1.0}]),
                                    kind="explain", expected="x = 4", concepts=["Balancing"])
    assert verdict.phrasing.mastery_updates == (("Balancing", 0.9),)
    revealed = master_tutor.validate(_reply(response="The answer was x = 4; let's step back."), kind="step_back",
                                     expected="x = 4", concepts=[])
    assert revealed.phrasing is not None


def test_the_receiver_calls_the_model_only_when_one_is_configured(world, lesson, fake_llm,
                                                                  django_capture_on_commit_callbacks):
    fake_llm.reply_fn = lambda body: _reply()
    with django_capture_on_commit_callbacks(execute=True):
        turns.session_step(session_id=lesson.pk, student_id=world.student.pk, expected_version=lesson.version,
                           answer="5", now=NOW, rng=random.Random(1))
    assert _structured(fake_llm) == []  # the default: extractive, no model
    lesson.refresh_from_db()
    with override_settings(ANSWER_PROVIDER="openai", LLM_BASE_URL=fake_llm.base_url, LLM_API_KEY="test",
                           LLM_MODEL="fake-chat"), django_capture_on_commit_callbacks(execute=True):
        turns.session_step(session_id=lesson.pk, student_id=world.student.pk, expected_version=lesson.version,
                           answer="5", now=NOW, rng=random.Random(1))
    assert len(_structured(fake_llm)) == 1
    lesson.refresh_from_db()
    assert lesson.state["history"][-1]["text"].startswith("Nice start.")
    assert lesson.state["history"][-1]["kind"] == "hint"  # the lifecycle's move stands
