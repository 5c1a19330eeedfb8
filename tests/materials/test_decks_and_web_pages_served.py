"""Decks and web pages through the JSON API of a served process (``manage.py serve``), over real sockets: a teacher
uploads a PowerPoint deck and a web page, a damaged deck is refused with its status, and a student's streamed answer
and the listed message cite the deck's slide as a slide."""

from __future__ import annotations

import pytest

from courses.api_tokens import api_token_create
from materials.models import CourseMaterial
from materials.services import material_index
from tests.materials.test_decks_and_web_pages import PAGE, deck
from tests.served import multipart_body, request, sse

pytestmark = [pytest.mark.slow]


def test_a_deck_and_a_web_page_uploaded_and_cited_over_http(served_app, world):
    _, teacher = api_token_create(user=world.teacher, name="served decks")
    _, student = api_token_create(user=world.student, name="served decks")
    path = f"/api/materials/courses/{world.course.pk}"
    for name, data, kind in (("markets.pptx", deck(hidden_slide=3), "pptx"), ("unit4.html", PAGE.encode(), "html")):
        body, headers = multipart_body({"material_type": "lecture_notes"}, {"file": (name, data)})
        accepted = request(served_app.url, "POST", path, token=teacher, body=body, headers=headers)
        assert accepted.status == 201, accepted.body
        assert accepted.json()["kind"] == kind
    body, headers = multipart_body({}, {"file": ("broken.pptx", deck()[:3000])})
    refused = request(served_app.url, "POST", path, token=teacher, body=body, headers=headers)
    assert refused.status == 422 and b"damaged" in refused.body, refused.body
    assert CourseMaterial.objects.count() == 2
    for material in CourseMaterial.objects.all():  # what the worker does with the queued task
        assert material_index(material_id=material.pk, version=material.version) == "indexed"

    created = request(served_app.url, "POST", "/api/tutor/conversations", token=student,
                      body={"course_id": world.course.pk})
    conversation_id = created.json()["id"]
    status, events, _ = sse(served_app.url, f"/api/tutor/conversations/{conversation_id}/messages", token=student,
                            body={"message": "what is a price floor?"})
    assert status == 200, served_app.log_tail()
    names = [e.type for e in events]
    cited = events[names.index("citations")].data[0]
    assert cited["source_filename"] == "markets.pptx" and cited["page"] == 4 and cited["slide"] is True
    listed = request(served_app.url, "GET", f"/api/tutor/conversations/{conversation_id}/messages", token=student)
    assert listed.json()[-1]["citations"][0]["slide"] is True
