"""Model provider faults, through a whole tutor turn against the fake OpenAI-compatible server:
the student always gets an answer, a clear error or the fallback's answer; a partial answer is
never stored as complete; a retry with the same client message id fills the same reply."""

from __future__ import annotations

import pytest

from tests.tutor.conftest import conversation, fake_llm, indexed_course, llm_provider, recording_sleep  # noqa: F401
from tests.tutor.test_pipeline import ask, types
from tutor.models import LLMCall, Message, MessageStatus

pytestmark = pytest.mark.django_db

ANSWER = "The slope of a line is the change in y divided by the change in x [1]. It measures steepness [1]."


def _messages(conversation):
    return list(Message.objects.filter(conversation=conversation).order_by("created_at").values_list("role", "status", "content"))


def test_half_a_stream_then_a_dropped_connection_is_failed_not_complete(world, indexed_course, conversation, fake_llm,
                                                                       llm_provider):
    fake_llm.reply_text = ANSWER
    fake_llm.drop_after = 5
    events = ask(world.student, conversation, provider=llm_provider(), client_message_id="c-1")
    assert types(events)[-1] == "error" and events[-1].data["code"] == "llm_error"
    reply = Message.objects.get(conversation=conversation, role="assistant")
    assert reply.status == MessageStatus.FAILED, "a partial answer must never be stored as complete"
    assert reply.content and len(reply.content) < len(ANSWER)
    # the retry (same client message id) fills the same reply: one question, one answer
    fake_llm.drop_after = None
    retry = ask(world.student, conversation, provider=llm_provider(), client_message_id="c-1")
    assert types(retry)[-1] == "done"
    assert [(r, s) for r, s, _ in _messages(conversation)] == [("user", "complete"), ("assistant", "complete")]
    assert Message.objects.get(pk=reply.pk).content.startswith("The slope of a line")


@pytest.mark.parametrize("status", [500, 429])
def test_errors_before_the_first_token_are_retried_then_the_fallback_answers(world, indexed_course, conversation,
                                                                           fake_llm, llm_provider, recording_sleep,
                                                                           status):
    fake_llm.reply_text = ANSWER
    fake_llm.fail_next(4, status=status)  # the primary's first try and its three retries
    events = ask(world.student, conversation, provider=llm_provider(), client_message_id="c-2")
    assert types(events)[-1] == "done"
    assert recording_sleep.delays == [1.0, 2.0, 4.0]
    calls = list(LLMCall.objects.filter(purpose="answer").order_by("created_at").values_list("is_fallback", "status"))
    assert calls[-1] == (True, "success")
    assert Message.objects.get(conversation=conversation, role="assistant").status == MessageStatus.COMPLETE


def test_a_timeout_everywhere_is_a_clear_error_and_the_question_is_kept(world, indexed_course, conversation,
                                                                      fake_llm, llm_provider):
    fake_llm.delay_next(1.0, n=10)
    events = ask(world.student, conversation, provider=llm_provider(timeout=0.2, retry_delays=(0.0,)),
                 client_message_id="c-3")
    assert types(events) == ["start", "error"] and events[-1].data["code"] == "llm_timeout"
    assert [(r, s) for r, s, _ in _messages(conversation)] == [("user", "complete"), ("assistant", "failed")]


def test_a_model_slower_than_the_answer_deadline_ends_as_a_failed_partial(world, indexed_course, conversation,
                                                                         fake_llm, llm_provider):
    fake_llm.reply_text = ANSWER
    fake_llm.stream_delay = 0.3  # tokens keep coming, each well inside the read timeout
    events = ask(world.student, conversation, provider=llm_provider(answer_deadline=1.0), client_message_id="c-4")
    assert types(events)[-1] == "error" and events[-1].data["code"] == "llm_timeout"
    reply = Message.objects.get(conversation=conversation, role="assistant")
    assert reply.status == MessageStatus.FAILED and len(reply.content) < len(ANSWER)
