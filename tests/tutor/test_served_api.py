"""The tutor's JSON API and websocket against a served process (``manage.py serve``), over real
sockets: token, conversation, streamed answer, replay, rating, refusal and rejections.

In-process tests could not see the bug this file was written for: under Daphne the detached turn
called ``sync_to_async`` after the request's executor had quit, so the stream sent ``start`` then
``error`` and the reply stayed "streaming".
"""

from __future__ import annotations

import pytest

from courses.api_tokens import api_token_create
from tests.served import WebsocketRejected, request, sse, ws_connect, ws_turn
from tests.tutor.conftest import index_notes
from tutor.models import Message, MessageStatus, Role

pytestmark = [pytest.mark.slow]


@pytest.fixture
def api(served_app, world, django_capture_on_commit_callbacks):
    index_notes(world.course, django_capture_on_commit_callbacks)
    _, token = api_token_create(user=world.student, name="served tests")
    return served_app, token


def _conversation(app, token, course_id) -> str:
    created = request(app.url, "POST", "/api/tutor/conversations", token=token, body={"course_id": course_id})
    assert created.status == 201, created.body
    return created.json()["id"]


def test_a_streamed_answer_replay_and_rating_over_http(api, world):
    app, token = api
    assert request(app.url, "GET", "/api/me", token=token).json()["username"] == "student"
    conversation_id = _conversation(app, token, world.course.pk)

    status, events, kind = sse(app.url, f"/api/tutor/conversations/{conversation_id}/messages", token=token,
                               body={"message": "What is a coefficient?", "client_message_id": "served-1"})
    assert status == 200 and kind.startswith("text/event-stream"), (events, app.log_tail())
    names = [e.type for e in events]
    assert names[0] == "start" and names[-1] == "done", (names, app.log_tail())
    assert "error" not in names and "token" in names and "citations" in names
    answer = "".join(e.data["text"] for e in events if e.type == "token")
    reply = Message.objects.get(pk=events[0].data["message_id"])
    assert reply.status == MessageStatus.COMPLETE and reply.content == answer
    assert reply.citations and events[names.index("citations")].data[0]["chunk_id"] == reply.citations[0]["chunk_id"]

    # the same client message id replays the first answer; nothing new is written
    status, again, _ = sse(app.url, f"/api/tutor/conversations/{conversation_id}/messages", token=token,
                           body={"message": "What is a coefficient?", "client_message_id": "served-1"})
    assert status == 200 and again[0].data["replay"] is True and again[-1].type == "done"
    assert "".join(e.data["text"] for e in again if e.type == "token") == answer
    assert Message.objects.filter(conversation_id=conversation_id, role=Role.ASSISTANT).count() == 1

    listed = request(app.url, "GET", f"/api/tutor/conversations/{conversation_id}/messages", token=token)
    assert [m["role"] for m in listed.json()] == ["user", "assistant"]

    rated = request(app.url, "POST", f"/api/tutor/messages/{reply.pk}/rating", token=token,
                    body={"rating": "thumbs_up"})
    assert rated.status == 200 and rated.json()["rating"] == "thumbs_up"


def test_a_refusal_streams_over_http(api, world):
    app, token = api
    conversation_id = _conversation(app, token, world.course.pk)
    status, events, _ = sse(app.url, f"/api/tutor/conversations/{conversation_id}/messages", token=token,
                            body={"message": "Who painted the ceiling of the Sistine Chapel?"})
    assert status == 200
    assert [e.type for e in events] == ["start", "refusal", "done"], app.log_tail()
    assert events[1].data["suggestions"]
    assert Message.objects.get(pk=events[0].data["message_id"]).status == MessageStatus.REFUSED


def test_rejections_are_plain_json_with_their_status(api, world):
    app, token = api
    conversation_id = _conversation(app, token, world.course.pk)
    path = f"/api/tutor/conversations/{conversation_id}/messages"
    status, events, kind = sse(app.url, path, token=token, body={"message": "   "})
    assert status == 400 and kind.startswith("application/json") and events[0].data["code"] == "invalid"
    status, events, _ = sse(app.url, path, token="ct_not-a-token", body={"message": "hello"})
    assert status == 401 and events[0].data["code"] == "unauthenticated"
    _, other = api_token_create(user=world.other_student, name="intruder")
    status, events, _ = sse(app.url, path, token=other, body={"message": "hello"})
    assert status in (403, 404) and events[0].data["code"] in ("not_found", "not_enrolled")
    assert not Message.objects.filter(conversation_id=conversation_id).exists()


def test_the_websocket_streams_an_answer_and_refuses_strangers(api, world):
    from django.conf import settings
    from django.test import Client

    app, token = api
    conversation_id = _conversation(app, token, world.course.pk)
    client = Client()
    client.force_login(world.student)
    cookie = f"{settings.SESSION_COOKIE_NAME}={client.cookies[settings.SESSION_COOKIE_NAME].value}"
    sock = ws_connect(app.port, f"/ws/tutor/{conversation_id}/", cookie)
    try:
        frames = ws_turn(sock, {"message": "What is a coefficient?", "client_message_id": "ws-1"})
        assert 'data-status="complete"' in frames[-1], frames[-3:]
        assert any("beforeend:#message-" in f for f in frames)
    finally:
        sock.close()
    stranger = Client()
    stranger.force_login(world.other_student)
    cookie = f"{settings.SESSION_COOKIE_NAME}={stranger.cookies[settings.SESSION_COOKIE_NAME].value}"
    with pytest.raises(WebsocketRejected) as refused:  # closed before it is accepted: the handshake fails
        ws_connect(app.port, f"/ws/tutor/{conversation_id}/", cookie)
    assert refused.value.status == 403
    with pytest.raises(WebsocketRejected):
        ws_connect(app.port, f"/ws/tutor/{conversation_id}/", "", origin="http://evil.example")
