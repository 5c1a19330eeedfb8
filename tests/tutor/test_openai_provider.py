"""The generative provider against a local OpenAI-compatible HTTP server (real client, real streaming)."""

from __future__ import annotations

from asgiref.sync import async_to_sync

from tests.tutor.test_pipeline import ask, types
from materials.models import Chunk
from tutor.grounding import NOT_ANSWERED_MESSAGE
from tutor import quotas
from tutor.models import LLMCall, Message, UsageDay
from tutor.prompts import NOT_COVERED
from tutor.providers.base import GenerationRequest, ProviderTimeout, ProviderUnavailable, SourcePassage, Usage

REQUEST = GenerationRequest(question="q", persona="quick_explainer", passages=[SourcePassage(1, "text", "f.md")],
                            messages=[{"role": "system", "content": "s"}, {"role": "user", "content": "q"}])


def run(provider, request=REQUEST):
    async def go():
        return [piece async for piece in provider.stream(request)]

    return async_to_sync(go)()


def test_streams_chunks_and_reports_usage(db, fake_llm, llm_provider):
    fake_llm.reply_text = "A coefficient multiplies a variable [1]."
    out = run(llm_provider())
    text = [p for p in out if isinstance(p, str)]
    assert len(text) > 3 and "".join(text) == fake_llm.reply_text
    assert isinstance(out[-1], Usage) and out[-1].completion_tokens == len(text)
    body = fake_llm.requests_to("/chat/completions")[0].body
    assert body["stream"] is True and body["model"] == "fake-chat"
    call = LLMCall.objects.get()  # Property 37
    assert (call.model, call.status, call.attempt, call.is_fallback) == ("fake-chat", "success", 1, False)
    assert call.total_tokens == call.prompt_tokens + call.completion_tokens > 0


# Property 34
def test_transient_errors_are_retried_after_1_2_4_seconds(db, fake_llm, llm_provider, recording_sleep):
    fake_llm.fail_next(3, status=503)
    out = run(llm_provider())
    assert "".join(p for p in out if isinstance(p, str)) == fake_llm.reply_text
    assert recording_sleep.delays == [1.0, 2.0, 4.0]
    statuses = list(LLMCall.objects.order_by("id").values_list("attempt", "status"))
    assert statuses == [(1, "error"), (2, "error"), (3, "error"), (4, "success")]  # Property 37


def test_primary_down_then_fallback_model(db, fake_llm, llm_provider, recording_sleep):
    fake_llm.down_models = {"fake-chat"}
    out = run(llm_provider())
    assert "".join(p for p in out if isinstance(p, str)) == fake_llm.reply_text
    assert recording_sleep.delays == [1.0, 2.0, 4.0]
    assert [r.body["model"] for r in fake_llm.requests_to("/chat/completions")] == ["fake-chat"] * 4 + ["fake-fallback"]
    last = LLMCall.objects.order_by("id").last()
    assert last.is_fallback and last.model == "fake-fallback" and last.status == "success"


def test_everything_down_is_a_clear_unavailable_error(db, fake_llm, llm_provider):
    fake_llm.down = True
    try:
        run(llm_provider())
    except ProviderUnavailable as exc:
        assert exc.status == 503 and "temporarily unavailable" in exc.message
    else:
        raise AssertionError("expected ProviderUnavailable")
    assert LLMCall.objects.filter(status="error").count() == 5


def test_slow_response_past_the_timeout(db, fake_llm, llm_provider, recording_sleep):
    fake_llm.delay_next(1.5, n=5)
    try:
        run(llm_provider(timeout=0.3, fallback_model=None, retry_delays=(1.0,)))
    except ProviderTimeout as exc:
        assert exc.status == 504
    else:
        raise AssertionError("expected ProviderTimeout")
    assert list(LLMCall.objects.values_list("status", flat=True)) == ["timeout", "timeout"]
    assert recording_sleep.delays == [1.0]


def test_turn_with_llm_keeps_only_markers_that_match_a_passage(world, indexed_course, conversation, fake_llm,
                                                               llm_provider):
    fake_llm.reply_text = "A coefficient is the number in front of a variable [1]. See also [9] and [2]."
    events = ask(world.student, conversation, provider=llm_provider())
    assert types(events)[-2:] == ["citations", "done"]
    answer = "".join(e.data["text"] for e in events if e.type == "token")
    assert "[9]" not in answer and "[1]" in answer
    cited = [c["n"] for c in events[-2].data]
    assert 9 not in cited and 1 in cited
    reply = Message.objects.get(conversation=conversation, role="assistant")
    assert reply.content == answer.strip() and reply.status == "complete"
    assert events[-1].data["tokens_used"] == LLMCall.objects.get(purpose="answer").total_tokens
    system = fake_llm.requests_to("/chat/completions")[0].body["messages"][0]["content"]
    assert "Teaching style: Socratic guide" in system and "coefficient" in system


def test_model_that_finds_no_answer_in_the_passages_turns_into_a_refusal(world, indexed_course, conversation,
                                                                         fake_llm, llm_provider):
    """The evidence rule let the question through; the model, reading the passages, declines."""
    fake_llm.reply_text = f"{NOT_COVERED}"
    events = ask(world.student, conversation, provider=llm_provider())
    assert types(events) == ["start", "refusal", "done"]  # not one token of the signal is shown
    refusal = events[1].data
    assert refusal["message"] == NOT_ANSWERED_MESSAGE
    sections = set(Chunk.objects.filter(course=indexed_course).values_list("section", flat=True))
    assert refusal["suggestions"][0].startswith("Rephrase") and len(refusal["suggestions"]) > 1
    assert all(s.removeprefix("Ask about “").removesuffix("”") in sections for s in refusal["suggestions"][1:])
    reply = Message.objects.get(conversation=conversation, role="assistant")
    assert (reply.status, reply.content, reply.citations) == ("refused", NOT_ANSWERED_MESSAGE, [])
    call = LLMCall.objects.get(purpose="answer")  # the request was made, logged and charged
    assert call.status == "success" and events[-1].data["tokens_used"] == call.total_tokens > 0
    assert UsageDay.objects.get(student=world.student).tokens == call.total_tokens
    assert quotas.is_offered_suggestion(conversation.pk, refusal["suggestions"][1])


def test_model_signal_after_markdown_decoration_and_with_more_text_still_refuses(world, indexed_course, conversation,
                                                                                 fake_llm, llm_provider):
    fake_llm.reply_text = f"**{NOT_COVERED}** The passages only cover linear equations."
    events = ask(world.student, conversation, provider=llm_provider())
    assert types(events) == ["start", "refusal", "done"]
    assert Message.objects.get(conversation=conversation, role="assistant").status == "refused"


def test_an_answer_starting_with_no_streams_unchanged(world, indexed_course, conversation, fake_llm, llm_provider):
    fake_llm.reply_text = "No, a coefficient is the number in front of a variable [1]."
    events = ask(world.student, conversation, provider=llm_provider())
    assert types(events)[-2:] == ["citations", "done"]
    assert "".join(e.data["text"] for e in events if e.type == "token") == fake_llm.reply_text
    assert Message.objects.get(conversation=conversation, role="assistant").status == "complete"


def test_turn_with_llm_down_saves_the_question_and_reports_unavailable(world, indexed_course, conversation,
                                                                       fake_llm, llm_provider):
    fake_llm.down = True
    events = ask(world.student, conversation, provider=llm_provider(fallback_model=None))
    assert types(events) == ["start", "error"] and events[1].data["code"] == "llm_unavailable"
    assert Message.objects.get(conversation=conversation, role="user").content
    assert Message.objects.get(conversation=conversation, role="assistant").status == "failed"
