"""A reply whose writing process died (its lease in Redis expired) is taken over by the retry with
the same client message id at once; one whose writer is alive is waited for. Never two replies."""

from __future__ import annotations

import datetime as dt

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
