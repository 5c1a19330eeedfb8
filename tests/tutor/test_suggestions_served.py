"""Suggested prompts against a served process (``manage.py serve``), over real sockets: list a
conversation's suggestions, ask one (200 at once, the answer with its citations, in the history),
repeat it with the same client message id, and every rejection with the standard error body."""

from __future__ import annotations

import pytest

from courses.api_tokens import api_token_create
from courses.models import Unit
from materials.models import Chunk
from tests.served import request
from tests.tutor.conftest import index_notes
from tutor import quotas, services, suggestion_services

pytestmark = [pytest.mark.slow]


def test_suggestions_are_listed_and_answered_at_once_over_the_network(served_app, world, settings,
                                                                      django_capture_on_commit_callbacks):
    unit = Unit.objects.create(course=world.course, code="ALG1", title="Variables and expressions")
    material = index_notes(world.course, django_capture_on_commit_callbacks)
    Chunk.all_objects.filter(material=material).update(unit=unit)
    suggestion_services.suggestions_refresh(course_id=world.course.pk)
    conversation = services.conversation_create(user=world.student, course_id=world.course.pk, unit_id=unit.pk)
    _, student = api_token_create(user=world.student, name="served suggestions")
    _, other = api_token_create(user=world.other_student, name="served suggestions")
    base = f"/api/tutor/conversations/{conversation.pk}/suggestions"

    listed = request(served_app.url, "GET", base, token=student)
    assert listed.status == 200, listed.body
    chips = listed.json()
    assert chips and chips[0]["text"] == "What is a variable?" and chips[0]["unit_id"] == unit.pk

    asked = request(served_app.url, "POST", f"{base}/{chips[0]['id']}/ask", token=student,
                    body={"client_message_id": "served-chip-1"})
    assert asked.status == 200 and asked.headers["content-type"].startswith("application/json"), asked.body
    answer = asked.json()
    assert answer["user_message"]["content"] == "What is a variable?"
    assert answer["reply"]["outcome"] == "answered" and "stands for a number" in answer["reply"]["content"]
    assert answer["reply"]["citations"] and answer["reply"]["citations"][0]["source_filename"] == "alg_notes_linear.md"
    again = request(served_app.url, "POST", f"{base}/{chips[0]['id']}/ask", token=student,
                    body={"client_message_id": "served-chip-1"})
    assert again.status == 200 and again.json()["reply"]["id"] == answer["reply"]["id"]  # never a second answer
    history = request(served_app.url, "GET", f"/api/tutor/conversations/{conversation.pk}/messages", token=student)
    assert [m["id"] for m in history.json()] == [answer["user_message"]["id"], answer["reply"]["id"]]
    # not a typed prompt: the unit's quota is untouched
    assert quotas.unit_quota_check(user=world.student, conversation=conversation, text="typed", suggested=False)

    rejected = [
        (request(served_app.url, "GET", base, token=other), 404, "not_found"),
        (request(served_app.url, "POST", f"{base}/{chips[0]['id']}/ask", token=other, body={}), 404, "not_found"),
        (request(served_app.url, "POST", f"{base}/999999/ask", token=student, body={}), 404, "not_found"),
        (request(served_app.url, "POST", f"{base}/{chips[0]['id']}/ask", token=student,
                 body={"client_message_id": "not valid!"}), 400, "invalid"),
        (request(served_app.url, "GET", base), 401, "unauthenticated"),
    ]
    for response, status, code in rejected:
        assert response.status == status, (response.status, response.body)
        body = response.json()
        assert set(body) == {"message", "code", "extra"} and body["code"] == code, body
