"""A learning session's ``state_update`` pushed over the tutor websocket (seed 004 "WebSocket Endpoint"):
through the real ASGI app and the real Redis channel layer, every open socket of the student on the
session's conversation receives the state after each committed write (answer, pause, resume, end), as
JSON, never HTML; a refused write pushes nothing; nobody else's socket hears it; ``get_state`` and a
new connection get the current state."""

from __future__ import annotations

import json

import pytest
from asgiref.sync import async_to_sync, sync_to_async
from django.utils import timezone

from learning.models import DrillTemplate
from learning.sessions import services, turns
from learning.sessions.services import SessionStale
from tests.tutor.test_consumer import communicator, cookie_for
from tutor import services as tutor_services

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def lesson(world, algebra):
    """A Teach me lesson on ALG2 started as the page starts it (first question pending, version 1),
    running in its own conversation."""
    DrillTemplate.objects.create(
        course=algebra.course, unit=algebra.units["ALG2"], prompt="Solve {a}x + {b} = {c} for x.",
        parameters={"a": [2, 2], "b": [1, 1], "c": [9, 9]}, answer="(c - b)/a", variable="x")
    session = turns.session_start(student_id=world.student.pk, course_id=algebra.course.pk, mode="teach_me",
                                  unit_id=algebra.id("ALG2"), now=timezone.now()).session
    conversation = tutor_services.conversation_create_for_session(
        user=world.student, course_id=algebra.course.pk, unit_id=algebra.id("ALG2"), title="Teach me")
    services.session_conversation_attach(session_id=session.pk, student_id=world.student.pk,
                                         conversation_id=conversation.pk)
    return session, conversation


def _state(frame: str) -> dict:
    message = json.loads(frame)  # JSON, not an HTML fragment: the page's answer box is never re-rendered
    assert message["type"] == "state_update", message
    return message["payload"]["state"]


def test_every_open_tab_receives_the_state_after_each_write(world, lesson):
    session, conversation = lesson
    cookie = cookie_for(world.student)
    student = world.student.pk

    def answer(text: str, version: int):
        return turns.session_step(session_id=session.pk, student_id=student, expected_version=version, answer=text,
                                  now=timezone.now())

    async def go():
        tabs = [communicator(conversation.pk, cookie=cookie) for _ in range(2)]
        for tab in tabs:
            assert (await tab.connect())[0]
            # on connect: the state as it stands (a reconnecting tab catches up)
            first = _state(await tab.receive_from(timeout=10))
            assert (first["version"], first["current_step"], first["pending_question_phase"]) == (1, 1, "asked")
        await sync_to_async(answer)("5", 1)  # wrong: a probe, same step
        wrong = [_state(await tab.receive_from(timeout=10)) for tab in tabs]
        await sync_to_async(answer)("4", 2)  # right: the next step
        right = [_state(await tab.receive_from(timeout=10)) for tab in tabs]
        # a stale write is refused and rolled back: nothing is pushed
        with pytest.raises(SessionStale):
            await sync_to_async(answer)("4", 2)
        assert await tabs[1].receive_nothing(timeout=0.5)
        await sync_to_async(services.session_pause)(session_id=session.pk, student_id=student, now=timezone.now())
        paused = _state(await tabs[1].receive_from(timeout=10))
        await sync_to_async(services.session_resume)(session_id=session.pk, student_id=student, now=timezone.now())
        resumed = _state(await tabs[1].receive_from(timeout=10))
        await sync_to_async(services.session_end)(session_id=session.pk, student_id=student, now=timezone.now())
        ended = _state(await tabs[1].receive_from(timeout=10))
        # the seed's get_state: the current state on request
        await tabs[0].send_json_to({"type": "get_state"})
        frames = [_state(await tabs[0].receive_from(timeout=10)) for _ in range(4)]
        for tab in tabs:
            await tab.disconnect()
        return wrong, right, paused, resumed, ended, frames

    wrong, right, paused, resumed, ended, frames = async_to_sync(go)()
    assert wrong[0] == wrong[1]
    assert (wrong[0]["version"], wrong[0]["current_step"], wrong[0]["pending_question_phase"]) == (2, 1, "probe")
    state = right[1]
    assert (state["session_id"], state["mode"], state["version"]) == (str(session.pk), "teach_me", 3)
    assert (state["current_step"], state["total_steps"], state["progress_percentage"]) == (2, 4, 25.0)
    assert wrong[0]["coverage"] == 0.0 and state["coverage"] > 0  # (a unit without headings: one concept, the title)
    assert state["current_concept"] and state["is_paused"] is False and state["exam_progress"] is None
    assert set(state) >= {"mastery_estimates", "concepts_discussed", "is_complete"}
    assert not {"pending", "question", "ans"} & set(state)  # never the grading data
    assert "(c - b)" not in json.dumps(right)
    assert (paused["is_paused"], paused["version"]) == (True, 4)
    assert (resumed["is_paused"], resumed["version"]) == (False, 5)
    assert (ended["status"], ended["is_complete"], ended["version"]) == ("ended", True, 6)
    # tab 0 had the four pushes queued, then the answer to get_state
    assert [f["version"] for f in frames] == [4, 5, 6, 6]


async def _next_state(tab) -> dict:
    """The next state_update, past other frames the socket carries (an XP toast is HTML)."""
    for _ in range(5):
        frame = await tab.receive_from(timeout=10)
        if frame.startswith("{"):
            return _state(frame)
    raise AssertionError("no state_update arrived")


def test_an_exam_answer_pushes_the_question_counter(world, algebra):
    session = turns.session_start(student_id=world.student.pk, course_id=algebra.course.pk, mode="exam",
                                  unit_id=None, now=timezone.now()).session
    conversation = tutor_services.conversation_create_for_session(user=world.student, course_id=algebra.course.pk,
                                                                  unit_id=None, title="Exam")
    services.session_conversation_attach(session_id=session.pk, student_id=world.student.pk,
                                         conversation_id=conversation.pk)
    cookie = cookie_for(world.student)

    async def go():
        tab = communicator(conversation.pk, cookie=cookie)
        await tab.connect()
        await tab.receive_from(timeout=10)  # the state on connect
        await sync_to_async(turns.session_exam_answer)(session_id=session.pk, student_id=world.student.pk,
                                                       expected_version=1, choice=0, now=timezone.now())
        state = await _next_state(tab)
        await tab.disconnect()
        return state

    state = async_to_sync(go)()
    assert state["mode"] == "exam" and state["version"] == 2
    progress = state["exam_progress"]
    assert (progress["current_question"], progress["total_questions"], progress["answered"]) == (2, 7, 1)


def test_no_other_socket_hears_a_session(world, algebra, lesson):
    session, conversation = lesson
    # the same student's free Q&A conversation, and another student's conversation
    own_other = tutor_services.conversation_create(user=world.student, course_id=algebra.course.pk)
    theirs = tutor_services.conversation_create(user=world.other_student, course_id=world.other_course.pk)
    cookies = cookie_for(world.student), cookie_for(world.other_student)

    async def go():
        elsewhere = communicator(own_other.pk, cookie=cookies[0])
        other = communicator(theirs.pk, cookie=cookies[1])
        for tab in (elsewhere, other):
            assert (await tab.connect())[0]
        # a conversation that runs no session sends nothing on connect, and get_state answers null
        await other.send_json_to({"type": "get_state"})
        asked = json.loads(await other.receive_from(timeout=10))
        await sync_to_async(turns.session_step)(session_id=session.pk, student_id=world.student.pk,
                                                expected_version=1, answer="4", now=timezone.now())
        quiet = [await tab.receive_nothing(timeout=1) for tab in (elsewhere, other)]
        for tab in (elsewhere, other):
            await tab.disconnect()
        return asked, quiet

    asked, quiet = async_to_sync(go)()
    assert asked == {"type": "state_update", "payload": {"state": None}}
    assert quiet == [True, True]


def test_a_channel_layer_that_cannot_be_reached_loses_only_the_push(world, lesson, settings, caplog):
    from tests.served import free_port

    session, _ = lesson
    dead = f"redis://127.0.0.1:{free_port()}/0"  # nothing listens there: connection refused
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels_redis.core.RedisChannelLayer",
                                           "CONFIG": {"hosts": [{"address": dead, "socket_timeout": 2}]}}}
    stepped = turns.session_step(session_id=session.pk, student_id=world.student.pk, expected_version=1, answer="4",
                                 now=timezone.now())
    assert stepped.correct is True and stepped.session.version == 2  # the write stands
    session.refresh_from_db()
    assert session.version == 2
    assert "Could not push the state of session" in caplog.text
