"""Clarify doubts: the done phrases (seven languages), the plan concepts a turn's citations discuss, and
the real tutor turn in a Clarify session's conversation (offline provider) recording both."""

from __future__ import annotations

import pytest
from asgiref.sync import async_to_sync

from learning.models import LearningSession
from learning.sessions import services
from learning.sessions.clarify import CLOSURE, discussed, says_done
from learning.sessions.lifecycle import PlanStep
from tests.learning.conftest import NOW
from tests.learning.sessions.test_services import BALANCING, BRACKETS
from tutor import services as tutor_services
from tutor.pipeline import TurnRequest
from tutor.providers.extractive import ExtractiveProvider
from tutor.runner import collect_turn


@pytest.mark.parametrize("text", [
    "thanks, that's all", "I'm done", "Thank you, that is all!", "ok that's it", "no more questions",
    "eso es todo, gracias", "c'est tout merci", "Das war's, danke", "é só isso", "就这些，谢谢", "bas itna hi",
    "बस इतना ही", "cheers that makes way more sense now, bye", "ok see you tomorrow",
    "thanks, that actually makes sense now 🙏", "valeu, era só isso!", "好的谢谢，今天就到这里", "merci beaucoup, à la prochaine !",
    "danke, bis morgen"])
def test_a_short_closing_message_ends_the_session(text):
    assert says_done(text)


@pytest.mark.parametrize("text", [
    "What is a coefficient?", "I'm done with step one, but how do I expand brackets in the second equation now",
    "thanks", "that's all I know about it, can you explain?", "",
    "my friend said bye to everyone and left the group chat, what does the course say about loneliness",
    "goodbye everyone, thanks for everything", "this is my last message, bye", "ok that's it, bye forever",
    "adiós a todos", "merci pour tout, adieu", "永别了，谢谢大家", "sabko alvida"])
def test_a_question_or_plain_thanks_does_not(text):
    assert not says_done(text)


def test_concepts_discussed_follow_the_cited_sections_and_the_unit():
    plan = (PlanStep("explain", "Balancing", "Solving by balancing"), PlanStep("check", "Balancing", "Solving by balancing"),
            PlanStep("explain", "Brackets", "Brackets on both sides"), PlanStep("practice", "Linear equations", ""))
    assert discussed(plan, sections=["Solving  by balancing"], in_unit=False) == ["Balancing"]
    assert discussed(plan, sections=["brackets on both sides"], in_unit=True) == ["Brackets", "Linear equations"]
    assert discussed(plan, sections=["Elsewhere"], in_unit=False) == []


@pytest.mark.django_db(transaction=True)
def test_a_clarify_session_tracks_the_turns_concepts_and_ends_when_the_student_is_done(world, algebra, index_text):
    index_text(algebra.course, "Balancing", BALANCING, unit=algebra.units["ALG2"])
    index_text(algebra.course, "Brackets", BRACKETS, unit=algebra.units["ALG2"])
    conversation = tutor_services.conversation_create(user=world.student, course_id=algebra.course.pk,
                                                      unit_id=algebra.id("ALG2"))
    session = services.session_create(student_id=world.student.pk, course_id=algebra.course.pk, mode="clarify",
                                      unit_id=algebra.id("ALG2"), now=NOW, conversation_id=conversation.pk).session

    def ask(text, cid):
        return async_to_sync(collect_turn)(TurnRequest(user=world.student, conversation_id=conversation.pk,
                                                       message=text, client_message_id=cid),
                                           provider=ExtractiveProvider())

    events = ask("How do I solve a linear equation by balancing both sides?", "one")
    updates = [e.data["session"] for e in events if e.type == "state_update" and "session" in e.data]
    assert updates and updates[-1]["concepts_discussed"][0] == "Solving by balancing"
    assert updates[-1]["mode"] == "clarify" and updates[-1]["is_complete"] is False
    closing = ask("thanks, that's all", "two")
    assert "".join(e.data["text"] for e in closing if e.type == "token") == CLOSURE  # nothing retrieved
    assert [e.data for e in closing if e.type == "citations"] == [[]]
    session.refresh_from_db()
    assert session.status == "ended" and session.state["closure"] == CLOSURE
    assert session.state["turn_count"] == 2
    # a turn in a conversation without a session records nothing
    other = tutor_services.conversation_create(user=world.student, course_id=algebra.course.pk)
    plain = async_to_sync(collect_turn)(TurnRequest(user=world.student, conversation_id=other.pk, message="I'm done",
                                                    client_message_id="three"), provider=ExtractiveProvider())
    assert LearningSession.objects.count() == 1
    assert CLOSURE not in "".join(e.data.get("text", "") for e in plain if e.type == "token")
    # and once the session ended, its conversation answers "I'm done" as an ordinary turn
    again = ask("I'm done", "four")
    assert CLOSURE not in "".join(e.data.get("text", "") for e in again if e.type == "token")


@pytest.mark.django_db
def test_end_closes_a_clarify_session_with_the_closure(world, algebra):
    session = services.session_create(student_id=world.student.pk, course_id=algebra.course.pk, mode="clarify",
                                      unit_id=algebra.id("ALG2"), now=NOW).session
    ended = services.session_end(session_id=session.pk, student_id=world.student.pk, now=NOW)
    assert ended.state["clarify_complete"] and ended.state["closure"] == CLOSURE


@pytest.mark.django_db
def test_the_websocket_renders_a_session_update_as_the_session_partial_out_of_band(world, algebra):
    from tutor.consumers import render_state_update

    session = services.session_create(student_id=world.student.pk, course_id=algebra.course.pk, mode="clarify",
                                      unit_id=algebra.id("ALG2"), now=NOW,
                                      conversation_id=tutor_services.conversation_create(
                                          user=world.student, course_id=algebra.course.pk).pk).session
    services.session_end(session_id=session.pk, student_id=world.student.pk, now=NOW)
    html = render_state_update({"session": {"id": str(session.pk)}})
    assert 'id="learning-session" hx-swap-oob="outerHTML"' in html and CLOSURE in html
    assert render_state_update({"session": {"id": "00000000-0000-0000-0000-000000000000"}}) == ""
