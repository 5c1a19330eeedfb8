"""The learning API: the student's own snapshot and the policy preview, in-process and over a real socket."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
import uuid
from decimal import Decimal

import pytest
from django.core.management import call_command

from courses.api_tokens import api_token_create
from courses.models import CLOAttainment
from learning import turn
from learning.models import LearnerSnapshot, TurnLog
from tests.learning.conftest import MODEL, NOW, vector

pytestmark = pytest.mark.django_db

LINEAR_NOTES = """# Linear equations

## Solving by balancing

To solve a linear equation such as 3x + 5 = 20, do the same operation to both sides until x stands alone.
Subtract 5 from both sides to get 3x = 15, then divide both sides by 3 to get x = 5. Check by substituting.

## Brackets on both sides

Expand brackets first: 2(x + 1) = x + 7 becomes 2x + 2 = x + 7, so x = 5.
"""


def auth(user) -> dict:
    _, plain = api_token_create(user=user, name="test")
    return {"HTTP_AUTHORIZATION": f"Bearer {plain}"}


def url(algebra, what="snapshot") -> str:
    return f"/api/learning/courses/{algebra.course.pk}/{what}"


def test_a_student_reads_the_cold_start_before_the_first_turn_without_creating_anything(client, world, algebra):
    CLOAttainment.objects.create(student=world.student, clo=algebra.clos["CLO1"], percent=Decimal("88"))
    response = client.get(url(algebra), **auth(world.student))
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["stored"] is False and body["version"] == 0
    assert body["focus"]["code"] == "ALG2"
    assert [(u["code"], u["tier"], u["tier_source"], u["mastery_p"]) for u in body["units"]] == [
        ("ALG1", "bronze", "clo_attainment", 0.88)]
    assert body["next_exam"] == {"tier": "bronze", "ready": False, "availability": "available", "next_eligible_at": None}
    assert not LearnerSnapshot.objects.exists()


def test_a_student_reads_their_snapshot_after_turns(client, world, algebra):
    decision = turn.turn_prepare(student_id=world.student.pk, course_id=algebra.course.pk, question="q",
                                 query_vector=vector(ALG3=0.8), embedding_model=MODEL, now=NOW)
    turn.turn_record(decision=decision, message_id=uuid.uuid4(), action=decision.choose())
    client.force_login(world.student)
    body = client.get(url(algebra)).json()
    assert body["stored"] is True and body["version"] == 2
    assert body["focus"]["code"] == "ALG2" and body["prerequisite"]["blocks"]["code"] == "ALG3"
    assert [u["code"] for u in body["units_in_progress"]] == ["ALG2", "ALG3"]
    assert {u["code"]: u["status"] for u in body["units"]} == {"ALG2": "in_progress", "ALG3": "in_progress"}
    assert body["last_turn_at"].startswith("2026-11-23T12:00")


@pytest.mark.parametrize("persona, status, code", [
    ("teacher", 403, "forbidden"), ("admin", 403, "forbidden"), ("superuser", 403, "forbidden"),
    ("other_student", 404, "not_found"), ("outsider", 404, "not_found"), ("other_teacher", 404, "not_found"),
])
def test_only_the_courses_students_have_a_snapshot(client, world, algebra, persona, status, code):
    response = client.get(url(algebra), **auth(getattr(world, persona)))
    assert response.status_code == status
    assert response.json()["code"] == code and response.json()["message"]


def test_anonymous_callers_get_401_in_the_error_format(client, world, algebra):
    for response in (client.get(url(algebra)), client.post(url(algebra, "policy-preview"), {"question": "x"},
                                                           content_type="application/json")):
        assert response.status_code == 401 and response.json() == {
            "message": "Please log in again to continue.", "code": "unauthenticated", "extra": {}}


@pytest.mark.parametrize("payload, where", [({"question": ""}, "question"), ({"question": "x" * 2001}, "question"),
                                            ({}, "question"), ({"question": 12}, "question")])
def test_a_bad_preview_request_is_400_with_the_field_named(client, world, algebra, payload, where):
    response = client.post(url(algebra, "policy-preview"), payload, content_type="application/json", **auth(world.student))
    assert response.status_code == 400
    body = response.json()
    assert body["code"] == "invalid" and where in body["message"]


def test_a_blank_question_is_refused_before_any_work(client, world, algebra):
    response = client.post(url(algebra, "policy-preview"), {"question": "   "}, content_type="application/json",
                           **auth(world.student))
    assert response.status_code == 400 and response.json()["message"] == "Type a question to preview."


def test_the_preview_is_refused_to_people_who_are_not_students_of_the_course(client, world, algebra):
    for persona, status in (("teacher", 403), ("outsider", 404)):
        response = client.post(url(algebra, "policy-preview"), {"question": "hi"}, content_type="application/json",
                               **auth(getattr(world, persona)))
        assert response.status_code == status


def test_the_operations_are_documented_with_their_responses(client, db):
    schema = client.get("/api/openapi.json").json()
    snapshot = schema["paths"]["/api/learning/courses/{course_id}/snapshot"]["get"]
    preview = schema["paths"]["/api/learning/courses/{course_id}/policy-preview"]["post"]
    assert {"200", "401", "403", "404"} <= set(snapshot["responses"])
    assert {"200", "400", "403", "404"} <= set(preview["responses"])
    assert snapshot["summary"] and preview["summary"]


@pytest.fixture
def indexed_algebra(algebra, django_capture_on_commit_callbacks):
    """The algebra course with real notes for ALG2 and real anchors (the local embedding model)."""
    from learning.anchors import course_anchors_refresh
    from materials.services import material_create_from_text, material_index

    with django_capture_on_commit_callbacks(execute=False):
        material = material_create_from_text(course=algebra.course, title="linear.md", text=LINEAR_NOTES)
        material.unit = algebra.units["ALG2"]
        material.save()
    assert material_index(material_id=material.pk, version=material.version) == "indexed"
    algebra.units["ALG2"].anchor_text = "Solving equations like 3x + 5 = 20 by doing the same to both sides."
    algebra.units["ALG2"].save()
    outcomes = course_anchors_refresh(course_id=algebra.course.pk)
    assert set(outcomes.values()) == {"created"}
    return algebra


@pytest.mark.slow
def test_the_preview_maps_a_real_question_and_writes_nothing(client, world, indexed_algebra):
    algebra = indexed_algebra
    response = client.post(url(algebra, "policy-preview"), {"question": "How do I solve 3x + 5 = 20 for x?"},
                           content_type="application/json", **auth(world.student))
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["retrieval"] == "ok"
    assert body["mapped_units"][0]["code"] == "ALG2" and body["mapped_units"][0]["passages"] > 0.5
    assert body["policy"]["primaryTargetUnitId"] == "ALG2" and body["policy"]["prereqBlockingUnitId"] == "ALG1"
    assert body["action"] == {"action": "DRILL_CARD", "unit_code": "ALG1", "exam_question_id": None}
    assert body["prerequisite"]["unit"]["code"] == "ALG1"
    assert not LearnerSnapshot.objects.exists() and not TurnLog.objects.exists()


# --------------------------------------------------------------------------- over a real socket


@pytest.fixture
def served(transactional_db, django_db_blocker, tmp_path):
    """Daphne in a subprocess on a free port, on the test database (tests/browser/conftest.py)."""
    from tests.browser.conftest import _daphne, server_env

    yield from _daphne(server_env(), tmp_path / "daphne.log")


def _call(app, method: str, path: str, token: str, payload: dict | None = None) -> tuple[int, dict]:
    data = json.dumps(payload).encode() if payload is not None else None
    request = urllib.request.Request(f"{app.url}{path}", data=data, method=method,
                                     headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=120) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


@pytest.mark.slow
def test_the_api_over_a_served_process(served):
    from django.contrib.auth import get_user_model

    from courses.models import Course

    call_command("seed_demo", stdout=open("/dev/null", "w"))
    course = Course.objects.get(code="ALG101", institution__slug="demo")
    student = get_user_model().objects.get(username="student")
    _, token = api_token_create(user=student, name="served")
    _, teacher_token = api_token_create(user=course.teacher, name="served")
    status, body = _call(served, "GET", f"/api/learning/courses/{course.pk}/snapshot", token)
    assert status == 200, body
    assert body["stored"] is False and body["focus"]["code"]
    status, body = _call(served, "GET", f"/api/learning/courses/{course.pk}/snapshot", teacher_token)
    assert (status, body["code"]) == (403, "forbidden")
    status, body = _call(served, "GET", "/api/learning/courses/999999/snapshot", token)
    assert (status, body["code"]) == (404, "not_found")
    status, body = _call(served, "POST", f"/api/learning/courses/{course.pk}/policy-preview", token, {"question": ""})
    assert (status, body["code"]) == (400, "invalid")
    status, body = _call(served, "POST", f"/api/learning/courses/{course.pk}/policy-preview", token,
                         {"question": "How do I solve a system of two equations by elimination?"})
    assert status == 200, body
    assert body["policy"]["allowedActions"][:2] == ["SOCRATIC_QUESTION", "DRILL_CARD"]
    assert not LearnerSnapshot.objects.exists()


def test_the_learning_api_names_a_course_by_id_slug_or_code(client, world, algebra):
    """Like the tutor, materials and analytics APIs (issue 20): one resolver, the same errors."""
    course = algebra.course
    for ref in (str(course.pk), course.slug, course.code.lower()):
        response = client.get(f"/api/learning/courses/{ref}/snapshot", **auth(world.student))
        assert response.status_code == 200, (ref, response.content)
        assert response.json()["course_id"] == course.pk
    missing = client.get("/api/learning/courses/no-such-course/snapshot", **auth(world.student))
    assert missing.status_code == 404 and set(missing.json()) == {"message", "code", "extra"}
    foreign = client.get(f"/api/learning/courses/{world.foreign_course.slug}/snapshot", **auth(world.student))
    assert foreign.status_code == 404
    bad = client.get("/api/learning/courses/%20/snapshot", **auth(world.student))
    assert bad.status_code in (400, 404) and set(bad.json()) == {"message", "code", "extra"}
