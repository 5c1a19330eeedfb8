"""A reply whose writing process died (its lease in Redis expired) is taken over by the retry with
the same client message id at once; one whose writer is alive is waited for. Never two replies."""

from __future__ import annotations

import datetime as dt
import threading
import time

import pytest
from django.utils import timezone

from tests.tutor.conftest import conversation, indexed_course  # noqa: F401
from tests.tutor.test_pipeline import QUESTION, ask, types
from tutor import liveness, services
from tutor.models import Message, MessageStatus

pytestmark = pytest.mark.django_db


def _dead_writer(world, conversation, client_id: str, *, age_seconds: float) -> Message:
    """turn_begin as a web process runs it, then that process is killed: no finish, lease gone."""
    start = services.turn_begin(user=world.student, conversation_id=conversation.pk, text=QUESTION,
                                client_message_id=client_id)
    liveness.turn_release(start.assistant_message.pk)
    Message.objects.filter(pk=start.assistant_message.pk).update(
        created_at=timezone.now() - dt.timedelta(seconds=age_seconds))
    return start.assistant_message


def test_a_retry_takes_over_a_reply_whose_writer_died(world, indexed_course, conversation):
    reply = _dead_writer(world, conversation, "c-dead", age_seconds=liveness.GRACE_SECONDS + 1)
    events = ask(world.student, conversation, text=QUESTION, client_message_id="c-dead")
    assert types(events)[-1] == "done"
    assert events[0].data["message_id"] == str(reply.pk)
    rows = list(Message.objects.filter(conversation=conversation).values_list("role", "status"))
    assert sorted(rows) == [("assistant", MessageStatus.COMPLETE), ("user", MessageStatus.COMPLETE)]


def test_a_reply_whose_writer_holds_the_lease_is_waited_for(world, indexed_course, conversation):
    reply = _dead_writer(world, conversation, "c-live", age_seconds=liveness.GRACE_SECONDS + 1)
    liveness.turn_lease(reply.pk)  # the writer is alive after all
    again = services.turn_begin(user=world.student, conversation_id=conversation.pk, text=QUESTION,
                                client_message_id="c-live")
    assert again.wait and again.assistant_message.pk == reply.pk


def test_a_brand_new_reply_is_never_taken_over(world, indexed_course, conversation):
    reply = _dead_writer(world, conversation, "c-new", age_seconds=0)
    again = services.turn_begin(user=world.student, conversation_id=conversation.pk, text=QUESTION,
                                client_message_id="c-new")
    assert again.wait and again.assistant_message.pk == reply.pk


def test_a_retry_waiting_for_a_writer_that_dies_takes_the_reply_over(world, indexed_course, conversation):
    """The retry arrives while the killed process's lease is still running (within LEASE_SECONDS of
    a kill -9): it waits, and when the lease expires it writes the same reply itself, instead of
    waiting WAIT_FOR_OTHER_SECONDS and ending in an error (found by the campaign's kill of a
    Daphne process: a browser's Retry right after the kill)."""
    reply = _dead_writer(world, conversation, "c-dying", age_seconds=liveness.GRACE_SECONDS + 1)
    liveness.turn_lease(reply.pk)  # the writer looks alive when the retry arrives...
    expiry = threading.Timer(1.5, liveness.turn_release, args=(reply.pk,))  # ...and its lease then runs out
    expiry.start()
    started = time.monotonic()
    try:
        events = ask(world.student, conversation, text=QUESTION, client_message_id="c-dying")
    finally:
        expiry.cancel()
    assert types(events)[-1] == "done", events
    assert time.monotonic() - started < 10
    assert events[0].data["message_id"] == str(reply.pk)
    rows = list(Message.objects.filter(conversation=conversation).values_list("role", "status"))
    assert sorted(rows) == [("assistant", MessageStatus.COMPLETE), ("user", MessageStatus.COMPLETE)]


def test_a_reload_shows_a_dead_writers_reply_as_failed_and_the_retry_still_answers_once(
        client, world, indexed_course, conversation):
    """A student who reloads instead of pressing Retry after a web process died: the reply reads as
    failed ("interrupted", with the page's send-again), not "still being written" for ever; a retry
    with the same client message id still fills that same reply. A live writer's reply is left alone."""
    from courses.api_tokens import api_token_create

    dead = _dead_writer(world, conversation, "c-reload", age_seconds=liveness.GRACE_SECONDS + 1)
    other = services.conversation_create(user=world.student, course_id=world.course.pk)
    live = _dead_writer(world, other, "c-alive", age_seconds=liveness.GRACE_SECONDS + 1)
    liveness.turn_lease(live.pk)
    _, token = api_token_create(user=world.student, name="t")
    headers = {"HTTP_AUTHORIZATION": f"Bearer {token}"}
    listed = client.get(f"/api/tutor/conversations/{conversation.pk}/messages", **headers).json()
    assert sorted((m["role"], m["status"]) for m in listed) == [("assistant", "failed"), ("user", "complete")]
    page = client.get(f"/api/tutor/conversations/{other.pk}/messages", **headers).json()
    assert [m["status"] for m in page if m["role"] == "assistant"] == ["streaming"]  # its writer is alive
    liveness.turn_release(live.pk)

    events = ask(world.student, conversation, text=QUESTION, client_message_id="c-reload")
    assert types(events)[-1] == "done" and events[0].data["message_id"] == str(dead.pk)
    rows = list(Message.objects.filter(conversation=conversation).values_list("role", "status"))
    assert sorted(rows) == [("assistant", MessageStatus.COMPLETE), ("user", MessageStatus.COMPLETE)]
