"""The optional local rewrite of offline answers (tutor/local_rewrite.py): the faithfulness check
as a pure rule, and whole turns whose rewording comes from the fake OpenAI-compatible server."""

from __future__ import annotations

import re

import pytest

from courses.models import Course
from tests.fakes.openai_server import FakeOpenAI
from tests.tutor.test_pipeline import ask
from tutor.local_rewrite import MARKER_RE, check_rewrite
from tutor.models import AnswerRewrite, LLMCall, Message, Role

PASSAGES = {
    1: "A linear equation is an equation in which every variable has degree one. To solve it, isolate the variable.",
    2: "The slope of a horizontal line is zero. A vertical line has an undefined slope.",
}
BODY = "A linear equation is an equation in which every variable has degree one [1]. The slope of a horizontal line is zero [2]."


# ------------------------------------------------------------------ the rule (pure)


def test_a_faithful_rewording_passes():
    verdict = check_rewrite(BODY, "In a linear equation every variable has degree one, so you solve it by isolating "
                                  "the variable [1]. A horizontal line has a slope of zero [2].", PASSAGES)
    assert (verdict.ok, verdict.reason) == (True, "rewritten")


def test_a_marker_after_the_full_stop_covers_the_sentence_before_it():
    assert check_rewrite(BODY, "Every variable in a linear equation has degree one. [1] A horizontal line has slope "
                               "zero. [2]", PASSAGES).ok


def test_a_sentence_is_checked_against_the_passage_it_cites_not_any_passage():
    verdict = check_rewrite(BODY, "Every variable in a linear equation has degree one [2]. A horizontal line has "
                                  "slope zero [1].", PASSAGES)
    assert verdict.reason == "unsupported_sentence"


@pytest.mark.parametrize("rewrite,reason", [
    ("Every variable in a linear equation has degree one [1]. A horizontal line has slope zero, as Descartes "
     "showed in 1637 [2].", "unsupported_sentence"),  # an invented number and name
    ("Every variable in a linear equation has degree one [1]. Horizontal lines are always parallel to the "
     "ground [2].", "unsupported_sentence"),  # an invented claim in words
    ("Every variable in a linear equation has degree one [1]. Engineers use slopes to design roads. A horizontal "
     "line has slope zero [2].", "unsupported_sentence"),
    ("Every variable in a linear equation has degree one [1]. A horizontal line has slope zero.", "citation_dropped"),
    ("Every variable in a linear equation has degree one [1][3]. A horizontal line has slope zero [2].", "citation_added"),
    ("   ", "empty"),
])
def test_a_rewording_that_adds_or_drops_anything_fails(rewrite, reason):
    verdict = check_rewrite(BODY, rewrite, PASSAGES)
    assert (verdict.ok, verdict.reason) == (False, reason)
    assert verdict.detail


def test_a_sentence_without_a_citation_in_reach_is_unsupported():
    verdict = check_rewrite(BODY, "Every variable in a linear equation has degree one [1].\n\nA horizontal line has "
                                  "slope zero [2].\n\nA vertical line has an undefined slope.", PASSAGES)
    assert (verdict.reason, verdict.detail) == ("unsupported_sentence", "A vertical line has an undefined slope.")


# ------------------------------------------------------------------ whole turns against the fake server


@pytest.fixture(scope="module")
def local_model():
    with FakeOpenAI() as fake:
        yield fake


def extract(body: dict) -> str:
    return body["messages"][-1]["content"].split("Extract:\n", 1)[1]


def faithful(body: dict) -> str:
    """The extract on one line with "Put simply," in front: reworded, nothing added."""
    text = " ".join(extract(body).replace("**", "").split())
    return "Put simply, " + text[0].lower() + text[1:]


@pytest.fixture
def rewriting(local_model, settings, indexed_course):
    local_model.reset()
    local_model.reply_fn = faithful
    settings.LOCAL_LLM_BASE_URL = local_model.base_url
    settings.LOCAL_LLM_MODEL = "tiny-local"
    settings.LOCAL_LLM_TIMEOUT_SECONDS = 5.0
    Course.objects.filter(pk=indexed_course.pk).update(rewrite_answers_locally=True)
    return local_model


def answer_of(conversation) -> Message:
    return Message.objects.filter(conversation=conversation, role=Role.ASSISTANT).latest("created_at")


def extractive_answer(world, conversation, settings) -> str:
    settings.LOCAL_LLM_BASE_URL = None
    ask(world.student, conversation)
    return answer_of(conversation).content


def test_a_faithful_rewrite_is_what_the_student_reads(world, conversation, rewriting):
    events = ask(world.student, conversation)
    [call] = rewriting.requests_to("/chat/completions")
    assert call.body["model"] == "tiny-local"
    expected = faithful(call.body)
    message = answer_of(conversation)
    assert expected in message.content and "".join(e.data["text"] for e in events if e.type == "token") == message.content
    assert set(MARKER_RE.findall(message.content)) == set(MARKER_RE.findall(extract(call.body)))
    assert [c["n"] for c in message.citations]  # the citations follow the markers, as for any answer
    log = AnswerRewrite.objects.get(message=message)
    assert (log.shown, log.reason, log.model) == (True, "rewritten", "tiny-local")
    assert LLMCall.objects.get(purpose="rewrite").status == "success"


@pytest.mark.parametrize("reply,reason", [
    (lambda body: faithful(body) + " Linear equations were first studied by Euler in 1748 [1].", "unsupported_sentence"),
    (lambda body: MARKER_RE.sub("", faithful(body)), "citation_dropped"),
])
def test_an_unfaithful_rewrite_falls_back_to_the_quotes(world, conversation, rewriting, settings, reply, reason):
    rewriting.reply_fn = reply
    ask(world.student, conversation)
    rewritten = answer_of(conversation)
    log = AnswerRewrite.objects.get(message=rewritten)
    assert (log.shown, log.reason) == (False, reason) and log.detail
    assert "Euler" not in rewritten.content and "Put simply" not in rewritten.content
    assert rewritten.content == extractive_answer(world, conversation, settings)


@pytest.mark.parametrize("script,reason,status", [("fail", "error", "error"), ("slow", "timeout", "timeout")])
def test_a_failing_or_slow_local_model_falls_back_to_the_quotes(world, conversation, rewriting, settings,
                                                                 script, reason, status):
    if script == "fail":
        rewriting.fail_next(1, status=500)
    else:
        settings.LOCAL_LLM_TIMEOUT_SECONDS = 0.3
        rewriting.delay_next(1.0)
    ask(world.student, conversation)
    message = answer_of(conversation)
    assert message.status == "complete" and message.content
    log = AnswerRewrite.objects.get(message=message)
    assert (log.shown, log.reason) == (False, reason)
    assert LLMCall.objects.get(purpose="rewrite").status == status
    assert message.content == extractive_answer(world, conversation, settings)


def test_with_the_switch_off_no_call_is_made(world, conversation, rewriting):
    Course.objects.filter(pk=conversation.course_id).update(rewrite_answers_locally=False)
    ask(world.student, conversation)
    assert rewriting.requests == []
    assert not AnswerRewrite.objects.exists() and not LLMCall.objects.filter(purpose="rewrite").exists()
    assert answer_of(conversation).status == "complete"


def test_without_a_local_model_the_switch_does_nothing(world, conversation, rewriting, settings):
    settings.LOCAL_LLM_BASE_URL = None
    ask(world.student, conversation)
    assert rewriting.requests == [] and not AnswerRewrite.objects.exists()


def test_a_refusal_is_never_sent_for_rewriting(world, conversation, rewriting):
    ask(world.student, conversation, text="Who won the football world cup in 1998?")
    assert answer_of(conversation).status == "refused"
    assert rewriting.requests == []
