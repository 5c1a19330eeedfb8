"""A student opens the tutor on a unit from the dashboard, in a real Chromium: the first time it
offers to start the unit's conversation, afterwards it resumes it (its last 40 messages, older ones
on request), and "+ New conversation" starts the next one on the same unit."""

from __future__ import annotations

import datetime as dt

from django.utils import timezone

from courses.models import Unit
from tutor.models import Conversation, Message


def test_a_unit_resumes_its_conversation_and_loads_older_messages(world, live_app, page):
    unit = Unit.objects.create(course=world.course, code="ALG2", title="Linear equations")
    live_app.login(page, "student")
    page.goto(f"{live_app.url}/student/")
    page.locator(f"#unit-{unit.pk} a").click()
    page.get_by_role("heading", name="Start a conversation about ALG2 · Linear equations").wait_for()
    assert not Conversation.objects.exists()
    page.get_by_role("button", name="Start").click()
    page.locator("#tutor-unit").wait_for()
    conversation = Conversation.objects.get()
    assert conversation.unit == unit and f"/student/tutor/{conversation.pk}/" in page.url

    start = timezone.now() - dt.timedelta(hours=1)
    rows = Message.objects.bulk_create(
        [Message(conversation=conversation, role="user" if i % 2 == 0 else "assistant", content=f"note {i}")
         for i in range(45)])
    for i, row in enumerate(rows):
        Message.objects.filter(pk=row.pk).update(created_at=start + dt.timedelta(seconds=i))

    page.goto(f"{live_app.url}/student/")
    page.locator(f"#unit-{unit.pk} a").click()
    page.locator(f"#message-{rows[44].pk}").wait_for()  # resumed, not a new one
    assert f"/student/tutor/{conversation.pk}/" in page.url and Conversation.objects.count() == 1
    assert page.locator(".message").count() == 40
    page.get_by_role("link", name="Show older messages").click()
    page.locator(f"#message-{rows[0].pk}").wait_for()
    assert page.locator(".message").count() == 45 and page.locator("#older-messages").count() == 0

    page.get_by_role("button", name="+ New conversation").click()
    page.wait_for_url(lambda url: str(conversation.pk) not in url)
    newest = Conversation.objects.exclude(pk=conversation.pk).get()
    assert newest.unit == unit
    page.goto(f"{live_app.url}/student/tutor/units/{unit.pk}/")
    assert f"/student/tutor/{newest.pk}/" in page.url
