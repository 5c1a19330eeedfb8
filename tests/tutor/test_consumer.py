"""The websocket consumer through the real ASGI app (session cookie, Origin check, access rules)."""

from __future__ import annotations

import asyncio

import pytest
from asgiref.sync import async_to_sync
from channels.testing import WebsocketCommunicator
from django.conf import settings
from django.test import Client

from config.asgi import application
from tests.tutor.conftest import index_notes
from tutor import services
from tutor.models import Message

pytestmark = pytest.mark.django_db(transaction=True)


def cookie_for(user) -> bytes:
    client = Client()
    client.force_login(user)
    return f"{settings.SESSION_COOKIE_NAME}={client.cookies[settings.SESSION_COOKIE_NAME].value}".encode()


def communicator(conversation_id, user=None, origin=b"http://localhost", cookie=None):
    headers = [(b"host", b"localhost")]
    if origin:
        headers.append((b"origin", origin))
    if cookie is not None:
        headers.append((b"cookie", cookie))
    return WebsocketCommunicator(application, f"/ws/tutor/{conversation_id}/", headers=headers)


async def frames_until(comm, marker: str, limit: int = 400) -> list[str]:
    frames = []
    for _ in range(limit):
        frame = await comm.receive_from(timeout=60)
        frames.append(frame)
        if marker in frame:
            return frames
    raise AssertionError(f"{marker!r} never arrived")


def test_streams_escaped_fragments_and_saves_the_answer(world, django_capture_on_commit_callbacks):
    index_notes(world.course, django_capture_on_commit_callbacks)
    conv = services.conversation_create(user=world.student, course_id=world.course.pk)

    cookie = cookie_for(world.student)

    async def go():
        comm = communicator(conv.pk, cookie=cookie)
        connected, _ = await comm.connect()
        assert connected
        await comm.send_json_to({"message": "What is a coefficient? <script>x</script>", "client_message_id": "w1"})
        frames = await frames_until(comm, 'data-status="complete"')
        await comm.disconnect()
        return frames

    frames = async_to_sync(go)()
    reply = Message.objects.get(conversation=conv, role="assistant")
    assert 'hx-swap-oob="beforeend:#tutor-messages"' in frames[0] and f"message-{reply.pk}" in frames[0]
    assert "<script>" not in frames[0] and "&lt;script&gt;" in frames[0]
    tokens = [f for f in frames if f'beforeend:#message-{reply.pk}-body' in f]
    assert len(tokens) > 3
    assert any(f'id="message-{reply.pk}-sources"' in f and "alg_notes_linear.md" in f for f in frames)
    assert reply.status == "complete" and "[1]" in reply.content


@pytest.mark.parametrize("case,code", [("anonymous", 4401), ("bad_origin", 4403), ("no_origin", 4403),
                                       ("other_student", 4404), ("teacher", 4404)])
def test_connect_is_refused(world, case, code):
    conv = services.conversation_create(user=world.student, course_id=world.course.pk)
    user = {"anonymous": None, "other_student": world.other_student, "teacher": world.teacher}.get(case, world.student)
    origin = {"bad_origin": b"https://evil.example", "no_origin": None}.get(case, b"http://localhost")
    cookie = cookie_for(user) if user is not None else None

    async def go():
        comm = communicator(conv.pk, cookie=cookie, origin=origin)
        connected, close_code = await comm.connect()
        await comm.disconnect()
        return connected, close_code

    connected, close_code = async_to_sync(go)()
    assert not connected
    if case not in ("bad_origin", "no_origin"):  # the ASGI origin validator may refuse before the consumer
        assert close_code == code


def test_limit_rejection_arrives_as_an_error_fragment(world):
    from django.utils import timezone

    from tutor.models import UsageDay

    conv = services.conversation_create(user=world.student, course_id=world.course.pk)
    UsageDay.objects.create(student=world.student, date=timezone.localdate(), messages=50)

    cookie = cookie_for(world.student)

    async def go():
        comm = communicator(conv.pk, cookie=cookie)
        await comm.connect()
        await comm.send_json_to({"message": "hi"})
        frame = await comm.receive_from(timeout=10)
        await comm.disconnect()
        return frame

    frame = async_to_sync(go)()
    assert "#tutor-errors" in frame and 'data-code="daily_message_limit"' in frame and "data-reset-at" in frame
    # the wait is shown, not only carried: the student reads when they can send again
    assert "data-retry-after=" in frame and "You can send again in" in frame


def test_disconnect_mid_answer_keeps_the_answer(world, settings, django_capture_on_commit_callbacks):
    from tests.fakes.openai_server import FakeOpenAI

    index_notes(world.course, django_capture_on_commit_callbacks)
    conv = services.conversation_create(user=world.student, course_id=world.course.pk)
    with FakeOpenAI(stream_delay=0.02) as fake:
        fake.reply_text = " ".join(["A coefficient multiplies the variable in a term [1]."] * 6)
        settings.ANSWER_PROVIDER = "openai"
        settings.LLM_BASE_URL = fake.base_url
        settings.LLM_API_KEY = "test"
        settings.LLM_MODEL = "fake-chat"
        settings.LLM_FALLBACK_MODEL = ""
        cookie = cookie_for(world.student)

        async def go():
            comm = communicator(conv.pk, cookie=cookie)
            await comm.connect()
            await comm.send_json_to({"message": "What is a coefficient?"})
            await frames_until(comm, "beforeend:#message-")  # the first token is out
            await comm.disconnect()
            for _ in range(200):
                status = await asyncio.to_thread(
                    lambda: Message.objects.get(conversation=conv, role="assistant").status)
                if status != "streaming":
                    return status
                await asyncio.sleep(0.05)
            return status

        assert async_to_sync(go)() == "complete"
    reply = Message.objects.get(conversation=conv, role="assistant")
    assert reply.content == fake.reply_text
