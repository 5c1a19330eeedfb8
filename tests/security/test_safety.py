"""Safety gate: self-harm, violence, sexual content involving minors, harassment and hate get a
fixed caring reply and a SafetyEvent (no text); course vocabulary passes."""

from __future__ import annotations

import pytest
from asgiref.sync import async_to_sync
from django.test import override_settings

from tests.security.conftest import ids, load
from tutor.guardrails.replies import safety_reply
from tutor import safety
from tutor.models import LLMCall, Message, SafetyEvent
from tutor.pipeline import TurnRequest
from tutor.runner import collect_turn
from tutor.providers.extractive import ExtractiveProvider

HOSTILE = load("safety.jsonl")
BENIGN = load("safety_negative.jsonl")


@pytest.mark.parametrize("row", HOSTILE, ids=ids(HOSTILE))
def test_offline_classifier_catches_harmful_messages(row, redteam):
    category = safety.classify(row["text"])
    redteam.check(f"safety:{row['category']}", row["text"], category == row["category"], f"got {category}")


@pytest.mark.parametrize("row", BENIGN, ids=ids(BENIGN))
def test_course_vocabulary_is_not_caught(row):
    assert safety.classify(row["text"]) is None


def test_self_harm_reply_carries_help_resources():
    text = safety_reply(safety.SELF_HARM, 'en')
    assert "988" in text and "116 123" in text and "emergency" in text


def ask(user, conversation, text, provider=None):
    request = TurnRequest(user=user, conversation_id=conversation.pk, message=text)
    return async_to_sync(collect_turn)(request, provider=provider or ExtractiveProvider())


@pytest.mark.parametrize("row", [r for r in HOSTILE if r["category"] in ("self_harm", "violence")][:4],
                         ids=lambda r: r["text"][:25])
def test_gate_answers_with_the_fixed_reply_and_logs_an_event_without_text(world, indexed, conversation, row, redteam):
    events = ask(world.student, conversation, row["text"])
    answer = "".join(e.data["text"] for e in events if e.type == "token")
    event = SafetyEvent.objects.get(conversation=conversation)
    redteam.check("safety:pipeline", row["text"], answer == safety_reply(row["category"], 'en'))
    assert event.category == row["category"] and event.source == "local"
    assert not any(row["text"] in str(v) for v in SafetyEvent.objects.values().get().values())
    reply = Message.objects.get(conversation=conversation, role="assistant")
    assert reply.citations == [] and reply.status == "complete"


def test_provider_moderation_catches_what_the_local_classifier_misses(world, conversation, fake_llm, llm, redteam):
    fake_llm.flag_words = {"frobnicate"}
    with override_settings(LLM_BASE_URL=fake_llm.base_url, LLM_API_KEY="test", TUTOR_MODERATION=True):
        # Issue 14: "I will frobnicate my classmate" now reads as a threat to the local semantic layer
        # (rightly); the moderation path is exercised with a message nothing local flags.
        events = ask(world.student, conversation, "What does frobnicate mean in our syllabus?", provider=llm)
    answer = "".join(e.data["text"] for e in events if e.type == "token")
    redteam.check("safety:moderation", "flag word", answer == safety_reply(safety.HARASSMENT, 'en'))
    assert SafetyEvent.objects.get(conversation=conversation).source == "moderation"
    assert fake_llm.requests_to("/moderations") and not fake_llm.requests_to("/chat/completions")


def test_moderation_outage_does_not_block_teaching(world, indexed, conversation, fake_llm, llm):
    fake_llm.fail_next(1, status=500)
    with override_settings(LLM_BASE_URL=fake_llm.base_url, LLM_API_KEY="test", TUTOR_MODERATION=True):
        ask(world.student, conversation, "What is a coefficient?", provider=llm)
    assert not SafetyEvent.objects.exists()
    assert Message.objects.get(conversation=conversation, role="assistant").status == "complete"


def test_analytics_never_show_safety_events_per_student(world, indexed, conversation, client):
    ask(world.student, conversation, "I want to kill myself")
    for user in (world.teacher, world.admin):
        client.force_login(user)
        body = client.get(f"/teacher/courses/{world.course.pk}/analytics/").content.decode()
        assert "kill myself" not in body and str(conversation.pk) not in body and "self_harm" not in body
    assert LLMCall.objects.count() == 0
