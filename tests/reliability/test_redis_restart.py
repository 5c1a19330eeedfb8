"""Redis restarted during chat, against a served app and a Celery worker on a Redis of the test's own
(never the machine's shared one on 6379).

While Redis is away the limits that protect cost (per-minute burst, per-unit quota) fail closed: a
503 ``limits_unavailable`` with a clear message and nothing saved. When it is back, with nothing
restarted on our side, the same open websocket answers again, a new websocket joins its channel
layer group, the burst counter counts again, and the worker indexes a material uploaded after the
restart.
"""

from __future__ import annotations

import time

import pytest
from django.conf import settings
from django.test import Client

from courses.api_tokens import api_token_create
from materials.models import CourseMaterial, MaterialStatus
from tests.reliability.processes import ThrowawayRedis, start_worker, stop, wait_until
from tests.reliability.report import record
from tests.served import (
    multipart_body,
    request,
    server_env,
    sse,
    start_served_app,
    stop_served_app,
    ws_connect,
    ws_recv,
    ws_turn,
)
from tests.tutor.conftest import index_notes
from tutor import services
from tutor.limits import LIMITS_UNAVAILABLE_TEXT
from tutor.models import Message

pytestmark = [pytest.mark.slow, pytest.mark.timeout(300)]

DOWN_SECONDS = 5


def _cookie(user) -> str:
    client = Client()
    client.force_login(user)
    return f"{settings.SESSION_COOKIE_NAME}={client.cookies[settings.SESSION_COOKIE_NAME].value}"


def _status(frames: list[str]) -> str:
    last = frames[-1]
    for status in ("complete", "refused", "failed"):
        if f'data-status="{status}"' in last:
            return status
    return "error:" + ("limits_unavailable" if 'data-code="limits_unavailable"' in last else last[-200:])


def _toast_arrives(sock, redis_url: str, user_id: int, timeout: float = 30) -> bool:
    """Send an XP toast to the student's group through a channel layer of our own on the same Redis
    until the socket shows it (the consumer rejoins within its backoff, at most 5 s)."""
    from asgiref.sync import async_to_sync
    from channels_redis.core import RedisChannelLayer

    from tutor.events import xp_group_name

    layer = RedisChannelLayer(hosts=[redis_url], prefix=settings.NAMESPACE)
    deadline = time.monotonic() + timeout
    sock.settimeout(1.0)
    try:
        while time.monotonic() < deadline:
            async_to_sync(layer.group_send)(xp_group_name(user_id), {"type": "xp.toast", "html": "<p id='chaos-toast'></p>"})
            try:
                while True:
                    if "chaos-toast" in ws_recv(sock):
                        return True
            except TimeoutError:
                continue
        return False
    finally:
        sock.settimeout(60)


def test_a_redis_restart_mid_chat_fails_closed_then_everything_reconnects(world, transactional_db, tmp_path,
                                                                           django_capture_on_commit_callbacks):
    index_notes(world.course, django_capture_on_commit_callbacks)
    _, token = api_token_create(user=world.student, name="chaos")
    _, teacher_token = api_token_create(user=world.teacher, name="chaos")
    conversation = services.conversation_create(user=world.student, course_id=world.course.pk)
    path = f"/api/tutor/conversations/{conversation.pk}/messages"
    redis = ThrowawayRedis(tmp_path / "redis")
    redis.start()
    env = {**server_env(), "REDIS_URL": redis.url}
    app = worker = sock = None
    try:
        app = start_served_app(env, tmp_path / "var", tmp_path / "serve.log", timeout=240)
        worker = start_worker(env, tmp_path / "w", tmp_path / "worker.log", beat=False)
        status, events, _ = sse(app.url, path, token=token, body={"message": "What is a coefficient?",
                                                                   "client_message_id": "r-1"})
        assert events[-1].type == "done", (events, app.log_tail())
        sock = ws_connect(app.port, f"/ws/tutor/{conversation.pk}/", _cookie(world.student))
        assert _status(ws_turn(sock, {"message": "What is a variable?", "client_message_id": "r-2"})) == "complete"

        redis.kill()  # mid-chat: the websocket stays open
        down_at = time.monotonic()
        status, events, _ = sse(app.url, path, token=token, body={"message": "What is the slope of a line?",
                                                                   "client_message_id": "r-3"})
        assert status == 503, (status, events, app.log_tail())
        body = events[0].data
        assert body["code"] == "limits_unavailable" and body["message"] == LIMITS_UNAVAILABLE_TEXT
        assert body["extra"]["retry_after"] > 0
        assert _status(ws_turn(sock, {"message": "What is an intercept?", "client_message_id": "r-4"})) \
            == "error:limits_unavailable"
        assert not Message.objects.filter(client_message_id__in=["r-3", "r-4"]).exists(), "nothing saved"
        ws_connect(app.port, f"/ws/tutor/{conversation.pk}/", _cookie(world.student)).close()  # opens while down

        time.sleep(max(0.0, DOWN_SECONDS - (time.monotonic() - down_at)))  # a restart, not a blip
        redis.start()  # the same address, empty: nothing on our side is restarted
        down_for = time.monotonic() - down_at
        assert _status(ws_turn(sock, {"message": "What is an intercept?", "client_message_id": "r-4"})) \
            in ("complete", "refused")  # answered, either way
        # the channel layer: the same socket rejoined its group by itself and gets an XP toast again
        assert _toast_arrives(sock, redis.url, world.student.pk), app.log_tail()
        sock.close()
        sock = ws_connect(app.port, f"/ws/tutor/{conversation.pk}/", _cookie(world.student))  # group_add again
        assert _status(ws_turn(sock, {"message": "What is a coefficient again?", "client_message_id": "r-5"})) \
            in ("complete", "refused")

        # the limits count again: the burst counter of this minute is in the new Redis
        status, events, _ = sse(app.url, path, token=token, body={"message": "What is the slope of a line?",
                                                                   "client_message_id": "r-3"})
        assert status == 200 and events[-1].type == "done", events
        import redis as redis_client

        counted = redis_client.Redis.from_url(redis.url).keys("*tutor:burst*")
        assert counted, "the burst limit is counted in Redis again"

        # Celery: a task published after the restart reaches the worker, which reconnected by itself
        body_bytes, headers = multipart_body({}, {"file": ("after.md", b"# After\n\nA line has one slope. " * 40)})
        uploaded = request(app.url, "POST", f"/api/materials/courses/{world.course.pk}", token=teacher_token,
                           body=body_bytes, headers=headers)
        assert uploaded.status == 201, uploaded.body
        material = wait_until(
            lambda: (m := CourseMaterial.objects.get(pk=uploaded.json()["id"])).status
            in (MaterialStatus.INDEXED, MaterialStatus.FAILED) and m,
            timeout=120, what="the worker to index the material uploaded after the restart")
        assert material.status == MaterialStatus.INDEXED, material.error
        assert app.process.poll() is None and worker.poll() is None
    finally:
        if sock is not None:
            sock.close()
        if app is not None:
            stop_served_app(app)
        if worker is not None:
            stop(worker)
        redis.kill()
    assert Message.objects.filter(conversation=conversation, role="user").count() == 5
    record("redis_restart", done=f"kill -9 of the app's Redis mid-chat (websocket open), {down_for:.1f} s down, "
                                 "restarted empty on the same port; app and worker left running",
           expected="while down: cost limits fail closed (503 limits_unavailable), nothing saved; after: "
                    "websocket, channel layer, limits and Celery work without restarting the app",
           happened="SSE 503 limits_unavailable and a websocket error frame while down, no message saved, a new "
                    "websocket still opened; after: the same websocket answered and got an XP toast through the "
                    "channel layer (group rejoined by itself), a new websocket answered, burst counted in the new "
                    "Redis, worker indexed a material uploaded after the restart",
           messages_lost=0, materials_stuck=0, down_seconds=round(down_for, 1))
