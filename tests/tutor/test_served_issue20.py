"""Issue 20 against a served process (``manage.py serve``), over real sockets: a course named by id,
slug or code; the unit session resumed, paged 40 at a time with an opaque cursor, restarted by
"new"; a material disabled and enabled while a student asks."""

from __future__ import annotations

import datetime as dt
from urllib.parse import urlencode

import pytest
from django.utils import timezone

from courses.api_tokens import api_token_create
from courses.models import Unit
from tests.served import request, sse
from tests.tutor.conftest import index_notes
from tutor.models import Conversation, Message

pytestmark = [pytest.mark.slow]


@pytest.fixture
def served(served_app, world):
    _, student = api_token_create(user=world.student, name="served issue 20")
    _, teacher = api_token_create(user=world.teacher, name="served issue 20")
    unit = Unit.objects.create(course=world.course, code="ALG2", title="Linear equations")
    Unit.objects.create(course=world.other_course, code="BIO1", title="Cells")
    return served_app, student, teacher, unit


def _session(app, token, **params):
    return request(app.url, "GET", f"/api/tutor/session?{urlencode(params)}", token=token)


def test_courses_by_id_slug_or_code_and_the_rejections(served, world):
    app, student, teacher, unit = served
    for name in (world.course.pk, str(world.course.pk), "alg101", "ALG101"):
        created = request(app.url, "POST", "/api/tutor/conversations", token=student,
                          body={"course_id": name, "unit_id": "alg2"})
        assert created.status == 201, created.body
        assert created.json()["course_id"] == world.course.pk and created.json()["unit_id"] == unit.pk
    for path in ("/api/materials/courses/alg101", "/api/analytics/courses/ALG101", f"/api/materials/courses/{world.course.pk}"):
        assert request(app.url, "GET", path, token=teacher).status == 200, path

    rejected = [
        (request(app.url, "POST", "/api/tutor/conversations", token=student, body={"course_id": "nope"}), 404, "not_found"),
        (request(app.url, "POST", "/api/tutor/conversations", token=student, body={"course_id": "bio101"}), 403, "not_enrolled"),
        (request(app.url, "POST", "/api/tutor/conversations", token=student, body={"course_id": "his101"}), 404, "not_found"),
        (request(app.url, "POST", "/api/tutor/conversations", token=student,
                 body={"course_id": "alg101", "unit_id": "BIO1"}), 400, "invalid"),
        (request(app.url, "POST", "/api/tutor/conversations", token=student, body={"course_id": ""}), 400, "invalid"),
        (request(app.url, "GET", "/api/materials/courses/bio101", token=teacher), 404, "not_found"),
    ]
    for response, status, code in rejected:
        assert response.status == status and response.headers["content-type"].startswith("application/json")
        body = response.json()
        assert set(body) == {"message", "code", "extra"} and body["code"] == code, body


def test_the_unit_session_resumes_pages_and_restarts(served, world):
    app, student, _, unit = served
    opened = request(app.url, "POST", "/api/tutor/session", token=student, body={"course": "alg101", "unit": "ALG2"})
    assert opened.status == 201, opened.body
    conversation_id = opened.json()["conversation"]["id"]
    resumed = request(app.url, "POST", "/api/tutor/session", token=student, body={"course": "ALG101", "unit": unit.pk})
    assert resumed.status == 200 and resumed.json()["conversation"]["id"] == conversation_id

    # 95 messages, one second apart (committed: the served process reads them)
    start = timezone.now() - dt.timedelta(hours=1)
    rows = Message.objects.bulk_create(
        [Message(conversation_id=conversation_id, role="user" if i % 2 == 0 else "assistant", content=f"m{i}")
         for i in range(95)])
    for i, row in enumerate(rows):
        Message.objects.filter(pk=row.pk).update(created_at=start + dt.timedelta(seconds=i))

    page = _session(app, student, course="alg101", unit="ALG2")
    assert page.status == 200
    assert [m["content"] for m in page.json()["messages"]] == [f"m{i}" for i in range(55, 95)]
    seen, cursor, sizes = [m["id"] for m in page.json()["messages"]], page.json()["older_cursor"], []
    while cursor:
        older = _session(app, student, course="alg101", unit="ALG2", before=cursor)
        assert older.status == 200, older.body
        sizes.append(len(older.json()["messages"]))
        seen = [m["id"] for m in older.json()["messages"]] + seen
        cursor = older.json()["older_cursor"]
    assert sizes == [40, 15] and seen == [str(r.pk) for r in rows]

    bad = _session(app, student, course="alg101", unit="ALG2", before="not-a-cursor")
    assert bad.status == 400 and bad.json() == {"message": bad.json()["message"], "code": "invalid",
                                                 "extra": {"field": "before"}}
    assert _session(app, student, course="alg101", unit="BIO1").status == 400
    assert _session(app, student, course="bio101", unit="BIO1").status == 403
    assert _session(app, student, course="nope", unit="ALG2").status == 404
    assert _session(app, student, course="alg101").status == 400
    assert request(app.url, "GET", "/api/tutor/session?course=alg101&unit=ALG2").status == 401

    fresh = request(app.url, "POST", "/api/tutor/session", token=student,
                    body={"course": "alg101", "unit": "ALG2", "new": True})
    assert fresh.status == 201 and fresh.json()["conversation"]["id"] != conversation_id
    assert fresh.json()["messages"] == [] and fresh.json()["older_cursor"] is None
    again = _session(app, student, course="alg101", unit="ALG2")
    assert again.json()["conversation"]["id"] == fresh.json()["conversation"]["id"]
    assert Conversation.objects.filter(student=world.student, unit=unit).count() == 2


def test_a_disabled_material_is_not_cited_until_it_is_enabled(served, world, django_capture_on_commit_callbacks):
    app, student, teacher, _ = served
    material = index_notes(world.course, django_capture_on_commit_callbacks)
    conversation_id = request(app.url, "POST", "/api/tutor/conversations", token=student,
                              body={"course_id": "alg101"}).json()["id"]
    path = f"/api/tutor/conversations/{conversation_id}/messages"

    def cited(client_message_id: str) -> set[str]:
        status, events, _ = sse(app.url, path, token=student,
                                body={"message": "What is a coefficient?", "client_message_id": client_message_id})
        assert status == 200 and "done" in [e.type for e in events] and "error" not in [e.type for e in events], events
        return {c["source_filename"] for e in events if e.type == "citations" for c in e.data}

    assert cited("before") == {material.source_filename}
    disabled = request(app.url, "POST", f"/api/materials/{material.pk}/disable", token=teacher)
    assert disabled.status == 200 and disabled.json()["enabled"] is False
    assert request(app.url, "POST", f"/api/materials/{material.pk}/disable", token=student).status == 404
    assert cited("while-disabled") == set()
    assert request(app.url, "POST", f"/api/materials/{material.pk}/enable", token=teacher).json()["enabled"] is True
    assert cited("after") == {material.source_filename}
