"""Issue 20 / seed 001 §5: session memory per (student, course, unit). Opening the tutor on a unit
resumes that unit's conversation unless the student starts a new one; the session endpoint returns
at most the last 40 messages, oldest first, with an opaque cursor for older ones."""

from __future__ import annotations

import datetime as dt

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from courses.api_tokens import api_token_create
from courses.models import Enrollment, Unit
from tutor import selectors, services
from tutor.models import Conversation, Message

pytestmark = pytest.mark.django_db

BASE = "/api/tutor"


@pytest.fixture
def units(world):
    mine = Unit.objects.create(course=world.course, code="ALG2", title="Linear equations")
    other = Unit.objects.create(course=world.course, code="ALG3", title="Quadratics")
    elsewhere = Unit.objects.create(course=world.other_course, code="BIO1", title="Cells")
    return mine, other, elsewhere


def _api(user) -> Client:
    _, token = api_token_create(user=user, name="sessions")
    return Client(headers={"Authorization": f"Bearer {token}"})


def _fill(conversation: Conversation, n: int) -> list[Message]:
    """``n`` messages, alternating student and tutor, one second apart (the last one newest)."""
    start = timezone.now() - dt.timedelta(hours=1)
    rows = [Message(conversation=conversation, role="user" if i % 2 == 0 else "assistant", content=f"message {i}")
            for i in range(n)]
    Message.objects.bulk_create(rows)
    for i, row in enumerate(rows):  # auto_now_add ignores a given value: set the times afterwards
        Message.objects.filter(pk=row.pk).update(created_at=start + dt.timedelta(seconds=i))
    return rows


def _error(response, status: int, code: str) -> dict:
    body = response.json()
    assert response.status_code == status, body
    assert set(body) == {"message", "code", "extra"} and body["code"] == code
    return body


# --------------------------------------------------------------------------- resuming


def test_opening_a_unit_resumes_its_conversation_until_a_new_one_is_asked_for(world, units):
    mine, other, _ = units
    first, created = services.unit_session_open(user=world.student, course=world.course, unit=mine)
    assert created and first.unit == mine and first.course == world.course
    again, created = services.unit_session_open(user=world.student, course=world.course, unit=mine)
    assert again == first and not created
    elsewhere, created = services.unit_session_open(user=world.student, course=world.course, unit=other)
    assert created and elsewhere != first  # another unit: another conversation

    fresh, created = services.unit_session_open(user=world.student, course=world.course, unit=mine, new=True)
    assert created and fresh != first
    assert services.unit_session_open(user=world.student, course=world.course, unit=mine) == (fresh, False)
    # the student goes back to the older one and writes in it: that is now the one resumed
    Conversation.objects.filter(pk=first.pk).update(updated_at=timezone.now() + dt.timedelta(seconds=5))
    assert services.unit_session_open(user=world.student, course=world.course, unit=mine) == (first, False)


def test_each_student_resumes_only_their_own(world, units):
    mine, _, _ = units
    Enrollment.objects.create(student=world.other_student, course=world.course)
    ours, _ = services.unit_session_open(user=world.student, course=world.course, unit=mine)
    theirs, created = services.unit_session_open(user=world.other_student, course=world.course, unit=mine)
    assert created and theirs != ours and theirs.student == world.other_student


def test_opening_a_session_refuses_a_student_who_is_not_enrolled_or_a_foreign_unit(world, units):
    mine, _, elsewhere = units
    with pytest.raises(services.TutorError) as error:
        services.unit_session_open(user=world.other_student, course=world.course, unit=mine)
    assert error.value.code == "not_enrolled"
    with pytest.raises(services.TutorError) as error:
        services.unit_session_open(user=world.student, course=world.course, unit=elsewhere)
    assert error.value.code == "invalid"
    assert not Conversation.objects.exists()


def test_the_session_api_resumes_by_course_slug_and_unit_code(world, units):
    mine, _, _ = units
    client = _api(world.student)
    empty = client.get(f"{BASE}/session", {"course": "alg101", "unit": "alg2"})
    assert empty.status_code == 200
    assert empty.json()["conversation"] is None and empty.json()["messages"] == [] and empty.json()["older_cursor"] is None
    assert empty.json()["unit"] == {"id": mine.pk, "code": "ALG2", "title": "Linear equations"}
    assert empty.json()["course"]["slug"] == "alg101"
    assert not Conversation.objects.exists()  # GET only reads

    opened = client.post(f"{BASE}/session", {"course": "ALG101", "unit": mine.pk}, content_type="application/json")
    assert opened.status_code == 201 and opened.json()["conversation"]["unit_id"] == mine.pk
    conversation_id = opened.json()["conversation"]["id"]
    resumed = client.post(f"{BASE}/session", {"course": world.course.pk, "unit": "ALG2"}, content_type="application/json")
    assert resumed.status_code == 200 and resumed.json()["conversation"]["id"] == conversation_id
    assert client.get(f"{BASE}/session", {"course": "alg101", "unit": "ALG2"}).json()["conversation"]["id"] == conversation_id

    fresh = client.post(f"{BASE}/session", {"course": "alg101", "unit": "ALG2", "new": True},
                        content_type="application/json")
    assert fresh.status_code == 201 and fresh.json()["conversation"]["id"] != conversation_id
    assert client.get(f"{BASE}/session", {"course": "alg101", "unit": "ALG2"}).json()["conversation"]["id"] == \
        fresh.json()["conversation"]["id"]


# --------------------------------------------------------------------------- history pages


def test_the_last_forty_messages_and_a_cursor_walk_the_whole_history_once(world, units):
    mine, _, _ = units
    conversation, _ = services.unit_session_open(user=world.student, course=world.course, unit=mine)
    rows = _fill(conversation, 95)
    client = _api(world.student)

    page = client.get(f"{BASE}/session", {"course": "alg101", "unit": "ALG2"}).json()
    assert [m["content"] for m in page["messages"]] == [f"message {i}" for i in range(55, 95)]
    seen = [m["id"] for m in page["messages"]]
    cursor = page["older_cursor"]
    assert cursor and "message" not in cursor and str(rows[55].pk) not in cursor  # opaque

    # a message written meanwhile shifts nothing: the cursor is a position, not an offset
    Message.objects.create(conversation=conversation, role="user", content="written meanwhile")
    pages = []
    while cursor:
        page = client.get(f"{BASE}/session", {"course": "alg101", "unit": "ALG2", "before": cursor}).json()
        pages.append(len(page["messages"]))
        seen = [m["id"] for m in page["messages"]] + seen
        cursor = page["older_cursor"]
    assert pages == [40, 15]
    assert seen == [str(r.pk) for r in rows]  # every message once, in order


def test_exactly_forty_messages_have_no_older_page(world, units):
    mine, _, _ = units
    conversation, _ = services.unit_session_open(user=world.student, course=world.course, unit=mine)
    _fill(conversation, 40)
    page = selectors.message_page_for_conversation(conversation)
    assert len(page.messages) == 40 and page.older_cursor is None
    _fill(conversation, 1)
    assert selectors.message_page_for_conversation(conversation).older_cursor is not None


def test_messages_with_the_same_time_keep_a_stable_order_across_pages(world, units):
    mine, _, _ = units
    conversation, _ = services.unit_session_open(user=world.student, course=world.course, unit=mine)
    rows = _fill(conversation, 45)
    Message.objects.filter(conversation=conversation).update(created_at=timezone.now())  # all at once
    page = selectors.message_page_for_conversation(conversation, limit=10)
    walked = [m.pk for m in page.messages]
    while page.older_cursor:
        page = selectors.message_page_for_conversation(conversation, before=page.older_cursor, limit=10)
        walked = [m.pk for m in page.messages] + walked
    assert sorted(walked) == walked and set(walked) == {r.pk for r in rows}


@pytest.mark.parametrize("cursor", ["", "garbage", "x" * 400, "WyJhIiwiYiIsImMiXQ:1abc:forged"])
def test_a_bad_cursor_is_a_400(world, units, cursor):
    mine, _, _ = units
    conversation, _ = services.unit_session_open(user=world.student, course=world.course, unit=mine)
    _fill(conversation, 45)
    body = _error(_api(world.student).get(f"{BASE}/session", {"course": "alg101", "unit": "ALG2", "before": cursor}),
                  400, "invalid")
    assert body["extra"] == {"field": "before"}


def test_a_cursor_of_another_conversation_is_a_400(world, units):
    mine, other, _ = units
    old, _ = services.unit_session_open(user=world.student, course=world.course, unit=other)
    _fill(old, 45)
    foreign_cursor = selectors.message_page_for_conversation(old).older_cursor
    conversation, _ = services.unit_session_open(user=world.student, course=world.course, unit=mine)
    _fill(conversation, 45)
    _error(_api(world.student).get(f"{BASE}/session", {"course": "alg101", "unit": "ALG2", "before": foreign_cursor}),
           400, "invalid")
    # ... and before any conversation exists on a unit, no cursor is valid
    Conversation.objects.filter(unit=mine).delete()
    _error(_api(world.student).get(f"{BASE}/session", {"course": "alg101", "unit": "ALG2", "before": foreign_cursor}),
           400, "invalid")


# --------------------------------------------------------------------------- rejections


def test_the_session_api_rejects_each_bad_request(world, units):
    _, _, elsewhere = units
    client = _api(world.student)

    def get(**params):
        return client.get(f"{BASE}/session", params)

    def post(**body):
        return client.post(f"{BASE}/session", body, content_type="application/json")

    _error(Client().get(f"{BASE}/session", {"course": "alg101", "unit": "ALG2"}), 401, "unauthenticated")
    _error(get(course="alg101"), 400, "invalid")  # no unit
    _error(get(unit="ALG2"), 400, "invalid")  # no course
    _error(get(course="nope", unit="ALG2"), 404, "not_found")
    _error(get(course=world.foreign_course.slug, unit="ALG2"), 404, "not_found")
    _error(get(course="bio101", unit="BIO1"), 403, "not_enrolled")
    assert _error(get(course="alg101", unit="BIO1"), 400, "invalid")["extra"]["field"] == "unit"
    _error(get(course="alg101", unit=str(elsewhere.pk)), 400, "invalid")
    _error(get(course="alg101", unit="nope"), 400, "invalid")
    _error(post(course="alg101"), 400, "invalid")
    _error(post(course="alg101", unit=elsewhere.pk), 400, "invalid")
    _error(post(course="bio101", unit="BIO1"), 403, "not_enrolled")
    _error(post(course="alg101", unit="ALG2", persona="pirate"), 400, "invalid")
    _error(_api(world.teacher).post(f"{BASE}/session", {"course": "alg101", "unit": "ALG2"},
                                    content_type="application/json"), 403, "not_enrolled")
    assert not Conversation.objects.exists()


# --------------------------------------------------------------------------- the page


def test_the_unit_page_opens_the_units_conversation_or_offers_to_start_one(client, world, units):
    mine, _, _ = units
    client.force_login(world.student)
    url = reverse("tutor_unit", args=[mine.pk])
    page = client.get(url)
    assert page.status_code == 200 and not Conversation.objects.exists()
    html = page.content.decode()
    assert "Linear equations" in html and f'name="unit_id" value="{mine.pk}"' in html

    started = client.post(reverse("tutor_new"), {"course_id": world.course.pk, "unit_id": mine.pk})
    conversation = Conversation.objects.get()
    assert conversation.unit == mine and started["Location"] == reverse("tutor_conversation", args=[conversation.pk])
    resumed = client.get(url)
    assert resumed.status_code == 302 and resumed["Location"] == reverse("tutor_conversation", args=[conversation.pk])

    # "+ New conversation" inside a unit's conversation starts a new one on the same unit
    html = client.get(resumed["Location"]).content.decode()
    assert f'name="unit_id" value="{mine.pk}"' in html and "ALG2" in html
    client.post(reverse("tutor_new"), {"course_id": world.course.pk, "unit_id": mine.pk})
    newest = Conversation.objects.exclude(pk=conversation.pk).get()
    assert newest.unit == mine and client.get(url)["Location"] == reverse("tutor_conversation", args=[newest.pk])


def test_the_unit_page_refuses_others(client, world, units):
    mine, _, elsewhere = units
    url = reverse("tutor_unit", args=[mine.pk])
    assert client.get(url).status_code == 302  # anonymous: to the login page
    client.force_login(world.other_student)
    assert client.get(url).status_code == 403  # same institution, not enrolled
    client.force_login(world.outsider)
    assert client.get(url).status_code == 404
    client.force_login(world.teacher)
    assert client.get(url).status_code == 403  # the tutor is for students
    client.force_login(world.student)
    assert client.get(reverse("tutor_unit", args=[999_999])).status_code == 404
    assert client.post(url).status_code == 405
    response = client.post(reverse("tutor_new"), {"course_id": world.course.pk, "unit_id": elsewhere.pk})
    assert response.status_code == 302 and not Conversation.objects.exists()  # refused with a message


def test_the_dashboard_links_each_unit_to_its_tutor_session(client, world, units):
    mine, other, elsewhere = units
    client.force_login(world.student)
    html = client.get(reverse("student_dashboard")).content.decode()
    assert reverse("tutor_unit", args=[mine.pk]) in html and reverse("tutor_unit", args=[other.pk]) in html
    assert reverse("tutor_unit", args=[elsewhere.pk]) not in html  # not their course


def test_the_conversation_page_shows_the_last_forty_and_loads_older_ones(client, world, units):
    mine, _, _ = units
    conversation, _ = services.unit_session_open(user=world.student, course=world.course, unit=mine)
    rows = _fill(conversation, 45)
    client.force_login(world.student)
    url = reverse("tutor_conversation", args=[conversation.pk])
    html = client.get(url).content.decode()
    assert f'id="message-{rows[5].pk}"' in html and f'id="message-{rows[4].pk}"' not in html
    assert "Show older messages" in html
    cursor = client.get(url).context["older_cursor"]

    older = client.get(url, {"before": cursor}, HTTP_HX_REQUEST="true")
    body = older.content.decode()
    assert older.status_code == 200 and "<html" not in body and "Show older messages" not in body
    assert [f'id="message-{r.pk}"' in body for r in rows[:6]] == [True] * 5 + [False]

    page = client.get(url, {"before": cursor})  # without JavaScript: the page of that stretch
    assert page.status_code == 200 and "Back to the latest" in page.content.decode()
    assert [item.message.pk for item in page.context["items"]] == [r.pk for r in rows[:5]]


def test_a_bad_cursor_on_the_page_is_a_400(client, world, units):
    mine, _, _ = units
    conversation, _ = services.unit_session_open(user=world.student, course=world.course, unit=mine)
    _fill(conversation, 45)
    client.force_login(world.student)
    url = reverse("tutor_conversation", args=[conversation.pk])
    partial = client.get(url, {"before": "forged"}, HTTP_HX_REQUEST="true")
    assert partial.status_code == 400 and "not valid" in partial.content.decode()
    page = client.get(url, {"before": "forged"})
    assert page.status_code == 400 and len(page.context["items"]) == 40  # the latest messages, and the error
    client.force_login(world.other_student)
    assert client.get(url, {"before": "forged"}).status_code == 404


@pytest.mark.django_db(transaction=True)
def test_two_tabs_opening_a_unit_at_once_resume_one_conversation(world, units):
    import threading
    from concurrent.futures import ThreadPoolExecutor

    from django.db import connection

    mine, _, _ = units
    barrier = threading.Barrier(4)

    def open_unit(_):
        try:
            barrier.wait(timeout=10)
            return services.unit_session_open(user=world.student, course=world.course, unit=mine)[0].pk
        finally:
            connection.close()

    with ThreadPoolExecutor(4) as pool:
        opened = set(pool.map(open_unit, range(4)))
    assert len(opened) == 1 and Conversation.objects.filter(unit=mine).count() == 1
