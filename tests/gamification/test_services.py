"""XP awards against the real database: properties 32 and 33, idempotency, concurrency, signals."""

from __future__ import annotations

import datetime as dt
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import connection, transaction
from django.utils import timezone
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from config.errors import ApplicationError
from gamification import services
from tutor.events import xp_group_name
from gamification.models import XPSource, XPTransaction
from gamification.selectors import xp_summary_for
from tests.analytics.helpers import conversation
from tutor.models import Conversation, Message

HYPOTHESIS = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _conversation_with(student, course, user_messages: int, assistant_messages: int) -> Conversation:
    conv = Conversation.objects.create(student=student, course=course)
    Message.objects.bulk_create(
        [Message(conversation=conv, role="user", content=f"q{i}") for i in range(user_messages)]
        + [Message(conversation=conv, role="assistant", content=f"a{i}") for i in range(assistant_messages)]
    )
    return conv


def _rated_answers(student, course, count: int, rating: str = "thumbs_up") -> list[Message]:
    conv = Conversation.objects.create(student=student, course=course)
    return Message.objects.bulk_create(
        [Message(conversation=conv, role="assistant", content=f"a{i}", rating=rating) for i in range(count)]
    )


def test_property_32_engagement_xp_iff_three_student_messages(world):
    """Property 32: >= 3 student messages -> exactly one 15 XP tutor_engagement award referencing
    the conversation; fewer -> none. Assistant messages do not count."""

    @HYPOTHESIS
    @given(user_messages=st.integers(0, 6), assistant_messages=st.integers(0, 6), calls=st.integers(1, 3))
    def check(user_messages, assistant_messages, calls):
        with transaction.atomic():
            conv = _conversation_with(world.student, world.course, user_messages, assistant_messages)
            results = [services.xp_award_for_engagement(conversation_id=conv.pk) for _ in range(calls)]
            awards = list(XPTransaction.objects.filter(student=world.student))
            if user_messages >= 3:
                assert len(awards) == 1
                award = awards[0]
                assert (award.amount, award.source, award.reference_id) == (15, "tutor_engagement", str(conv.pk))
                assert results[0] == award and all(r is None for r in results[1:])
                conv.refresh_from_db()
                assert conv.xp_awarded
            else:
                assert awards == [] and results == [None] * calls
            transaction.set_rollback(True)

    check()


def test_a_paid_conversation_costs_one_query_per_turn(world, django_assert_num_queries):
    conv = _conversation_with(world.student, world.course, 3, 3)
    assert services.xp_award_for_engagement(conversation_id=conv.pk) is not None
    with django_assert_num_queries(1):
        assert services.xp_award_for_engagement(conversation_id=conv.pk) is None
    assert XPTransaction.objects.filter(student=world.student).count() == 1


def test_property_33_rating_xp_capped_at_three_a_day(world):
    """Property 33: the first three rated answers of a day earn 5 XP each, later ones nothing."""

    @HYPOTHESIS
    @given(ratings=st.integers(0, 8), earlier_today=st.integers(0, 3), repeats=st.integers(1, 2))
    def check(ratings, earlier_today, repeats):
        with transaction.atomic():
            today = timezone.localdate()
            for slot in range(1, earlier_today + 1):
                XPTransaction.objects.create(student=world.student, amount=5, source=XPSource.TUTOR_RATING,
                                             reference_id=f"earlier-{slot}", award_date=today, slot=slot)
            messages = _rated_answers(world.student, world.course, ratings)
            for _ in range(repeats):
                for message in messages:
                    services.xp_award_for_rating(message_id=message.pk)
            new = XPTransaction.objects.filter(source=XPSource.TUTOR_RATING).exclude(reference_id__startswith="earlier-")
            assert new.count() == min(ratings, 3 - earlier_today)
            assert all(a.amount == 5 and a.award_date == today for a in new)
            assert XPTransaction.objects.filter(source=XPSource.TUTOR_RATING, award_date=today).count() <= 3
            transaction.set_rollback(True)

    check()


def test_rating_cap_is_per_day(world):
    yesterday = timezone.localdate() - dt.timedelta(days=1)
    for slot in (1, 2, 3):
        XPTransaction.objects.create(student=world.student, amount=5, source=XPSource.TUTOR_RATING,
                                     reference_id=f"old-{slot}", award_date=yesterday, slot=slot)
    [message] = _rated_answers(world.student, world.course, 1)
    award = services.xp_award_for_rating(message_id=message.pk)
    assert award is not None and award.slot == 1 and award.award_date == timezone.localdate()


def test_rating_cap_is_per_student(world):
    for message in _rated_answers(world.student, world.course, 3):
        services.xp_award_for_rating(message_id=message.pk)
    [other] = _rated_answers(world.other_student, world.other_course, 1)
    assert services.xp_award_for_rating(message_id=other.pk) is not None


def test_unrated_or_student_messages_earn_nothing(world):
    [unrated] = _rated_answers(world.student, world.course, 1, rating="")
    assert services.xp_award_for_rating(message_id=unrated.pk) is None
    question = Message.objects.create(conversation=unrated.conversation, role="user", content="hi")
    with pytest.raises(ApplicationError) as error:
        services.xp_award_for_rating(message_id=question.pk)
    assert error.value.code == "invalid"


def test_unknown_ids_raise_not_found(world):
    import uuid

    for call in (lambda: services.xp_award_for_engagement(conversation_id=uuid.uuid4()),
                 lambda: services.xp_award_for_rating(message_id=uuid.uuid4())):
        with pytest.raises(ApplicationError) as error:
            call()
        assert error.value.code == "not_found"


def test_double_awards_are_refused_by_the_database(world):
    """The constraints, not the service's checks, are the last line."""
    from django.db import IntegrityError

    today = timezone.localdate()
    XPTransaction.objects.create(student=world.student, amount=15, source="tutor_engagement", reference_id="c1", award_date=today)
    with pytest.raises(IntegrityError), transaction.atomic():
        XPTransaction.objects.create(student=world.student, amount=15, source="tutor_engagement", reference_id="c1", award_date=today)
    for slot in (1, 2, 3):
        XPTransaction.objects.create(student=world.student, amount=5, source="tutor_rating", reference_id=f"m{slot}",
                                     award_date=today, slot=slot)
    for slot in (1, 4, None):
        with pytest.raises(IntegrityError), transaction.atomic():
            XPTransaction.objects.create(student=world.student, amount=5, source="tutor_rating", reference_id="m9",
                                         award_date=today, slot=slot)


def _in_threads(fn, args: list) -> list:
    barrier = threading.Barrier(len(args))

    def run(arg):
        try:
            barrier.wait()
            return fn(arg)
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=len(args)) as pool:
        return list(pool.map(run, args))


@pytest.mark.django_db(transaction=True)
def test_concurrent_ratings_never_pass_the_cap(world):
    messages = _rated_answers(world.student, world.course, 6)
    _in_threads(lambda m: services.xp_award_for_rating(message_id=m.pk), messages)
    _in_threads(lambda m: services.xp_award_for_rating(message_id=m.pk), messages)
    awards = XPTransaction.objects.filter(student=world.student, source="tutor_rating")
    assert awards.count() == 3
    assert sorted(awards.values_list("slot", flat=True)) == [1, 2, 3]


@pytest.mark.django_db(transaction=True)
def test_concurrent_engagement_awards_once(world):
    conv = _conversation_with(world.student, world.course, 3, 0)
    results = _in_threads(lambda _: services.xp_award_for_engagement(conversation_id=conv.pk), list(range(5)))
    assert sum(r is not None for r in results) == 1
    assert XPTransaction.objects.filter(source="tutor_engagement", reference_id=str(conv.pk)).count() == 1


def test_tutor_signals_award_xp(world):
    from tutor import signals

    conv = conversation(world.student, world.course, questions=["one", "two", "three"])
    answer = conv.messages.filter(role="assistant").first()
    signals.turn_completed.send(sender=None, conversation_id=conv.pk, user_message_id=None, assistant_message_id=None)
    Message.objects.filter(pk=answer.pk).update(rating="thumbs_down")
    signals.message_rated.send(sender=None, message_id=answer.pk, rating="thumbs_down")
    signals.message_rated.send(sender=None, message_id=answer.pk, rating="thumbs_down")
    assert sorted(XPTransaction.objects.values_list("source", "amount")) == [("tutor_engagement", 15), ("tutor_rating", 5)]


def test_a_failing_award_never_breaks_the_sender(world, caplog):
    import uuid

    from tutor import signals

    signals.turn_completed.send(sender=None, conversation_id=uuid.uuid4(), user_message_id=None, assistant_message_id=None)
    assert "Engagement XP failed" in caplog.text


def test_award_broadcasts_a_toast_after_commit(world, django_capture_on_commit_callbacks):
    layer = get_channel_layer()
    channel = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(xp_group_name(world.student.pk), channel)
    conv = _conversation_with(world.student, world.course, 3, 0)
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        award = services.xp_award_for_engagement(conversation_id=conv.pk)
    assert len(callbacks) == 1
    event = async_to_sync(layer.receive)(channel)
    assert event["type"] == "xp.toast"
    assert f'id="xp-toast-{award.pk}"' in event["html"] and "+15 XP" in event["html"]
    assert 'hx-swap-oob="beforeend"' in event["html"]
    async_to_sync(layer.group_discard)(xp_group_name(world.student.pk), channel)


def test_summary_totals_levels_and_recent_in_three_queries(world, django_assert_num_queries):
    today = timezone.localdate()
    for i in range(4):
        XPTransaction.objects.create(student=world.student, amount=15, source="tutor_engagement", reference_id=f"c{i}", award_date=today)
    XPTransaction.objects.create(student=world.student, amount=5, source="tutor_rating", reference_id="m", award_date=today, slot=1)
    XPTransaction.objects.create(student=world.other_student, amount=15, source="tutor_engagement", reference_id="x", award_date=today)
    with django_assert_num_queries(3):
        summary = xp_summary_for(world.student)
    assert summary.total_xp == 65 and summary.level == 2 and summary.ratings_rewarded_today == 1
    assert len(summary.recent) == 5 and all(a.student_id == world.student.pk for a in summary.recent)
