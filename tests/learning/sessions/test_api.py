"""The session API in-process: every operation's success and every rejection path (anonymous, outsider,
not enrolled, wrong mode, a unit of another course, paused, stale version)."""

from __future__ import annotations

import pytest

from courses.api_tokens import api_token_create
from courses.models import Unit
from learning.models import LearningSession
from learning.sessions import services
from learning.sessions.services import STALE_MESSAGE
from tests.learning.conftest import NOW

pytestmark = pytest.mark.django_db

BASE = "/api/learning/sessions"


def auth(user) -> dict:
    _, plain = api_token_create(user=user, name="test")
    return {"HTTP_AUTHORIZATION": f"Bearer {plain}"}


def post(client, user, path, body=None):
    return client.post(path, body or {}, content_type="application/json", **auth(user))


def create(client, world, algebra, mode="teach_me", code="ALG2", user=None):
    body = {"course_id": algebra.course.pk, "mode": mode}
    if code:
        body["unit_id"] = algebra.id(code)
    return post(client, user or world.student, BASE, body)


def test_a_student_starts_a_teach_me_session_and_a_second_start_resumes_it(client, world, algebra):
    response = create(client, world, algebra)
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["resumed"] is False and body["mode"] == "teach_me" and body["status"] == "active"
    assert body["version"] == 1 and body["unit"]["code"] == "ALG2"
    state = body["state"]
    assert (state["current_step"], state["total_steps"], state["coverage"], state["is_paused"]) == (1, 4, 0.0, False)
    assert [s["kind"] for s in state["plan"]] == ["explain", "check", "explain", "practice"]
    again = create(client, world, algebra)
    assert again.status_code == 200 and again.json()["resumed"] is True and again.json()["id"] == body["id"]


def test_an_exam_over_the_whole_course_and_a_clarify_session(client, world, algebra):
    exam = create(client, world, algebra, mode="exam", code=None)
    assert exam.status_code == 201 and exam.json()["unit"] is None
    progress = exam.json()["state"]["exam_progress"]
    assert progress == {"current_question": 1, "total_questions": 7, "correct_so_far": 0, "answered": 0,
                        "finished": False}
    clarify = create(client, world, algebra, mode="clarify")
    assert clarify.status_code == 201 and clarify.json()["state"]["concepts_discussed"] == []
    assert create(client, world, algebra, mode="clarify").json()["id"] != clarify.json()["id"]


def test_get_list_and_resumable(client, world, algebra):
    teach = create(client, world, algebra).json()
    create(client, world, algebra, mode="clarify", code="ALG1")
    create(client, world, algebra, mode="exam", code="ALG1")
    headers = auth(world.student)
    one = client.get(f"{BASE}/{teach['id']}", **headers)
    assert one.status_code == 200 and one.json()["id"] == teach["id"]
    page = client.get(f"{BASE}?course_id={algebra.course.pk}&page_size=2", **headers).json()
    assert (page["count"], page["pages"], len(page["items"])) == (3, 2, 2)
    second = client.get(f"{BASE}?course_id={algebra.course.pk}&page_size=2&page=2", **headers).json()
    assert len(second["items"]) == 1
    assert {i["id"] for i in page["items"] + second["items"]} >= {teach["id"]}
    assert client.get(f"{BASE}?mode=teach_me", **headers).json()["count"] == 1
    found = client.get(f"{BASE}/resumable?course_id={algebra.course.pk}&unit_id={algebra.id('ALG2')}", **headers)
    assert found.status_code == 200 and found.json()["session"]["id"] == teach["id"]
    none = client.get(f"{BASE}/resumable?course_id={algebra.course.pk}&unit_id={algebra.id('ALG3')}", **headers)
    assert none.status_code == 200 and none.json() == {"session": None}


def test_pause_resume_end_with_versions(client, world, algebra):
    session = create(client, world, algebra).json()
    path = f"{BASE}/{session['id']}"
    paused = post(client, world.student, f"{path}/pause", {"expected_version": 1})
    assert paused.status_code == 200 and paused.json()["status"] == "paused" and paused.json()["state"]["is_paused"]
    resumable = client.get(f"{BASE}/resumable?course_id={algebra.course.pk}&unit_id={algebra.id('ALG2')}",
                           **auth(world.student)).json()
    assert resumable["session"]["status"] == "paused"
    resumed = post(client, world.student, f"{path}/resume", {"expected_version": 2})
    assert resumed.status_code == 200 and resumed.json()["status"] == "active"
    # the history is the lesson so far: the first turn, said when the session was created
    assert [(h["role"], h["kind"]) for h in resumed.json()["history"]] == [("tutor", "explain")]
    ended = post(client, world.student, f"{path}/end")
    assert ended.status_code == 200 and ended.json()["status"] == "ended" and ended.json()["state"]["is_complete"]
    assert ended.json()["version"] == 4


# --------------------------------------------------------------------------- rejections


def test_anonymous_callers_get_401(client, world, algebra):
    session = services.session_create(student_id=world.student.pk, course_id=algebra.course.pk, mode="teach_me",
                                      unit_id=algebra.id("ALG2"), now=NOW).session
    for method, path in (("post", BASE), ("get", BASE), ("get", f"{BASE}/{session.pk}"),
                         ("post", f"{BASE}/{session.pk}/pause"), ("post", f"{BASE}/{session.pk}/resume"),
                         ("post", f"{BASE}/{session.pk}/end"),
                         ("get", f"{BASE}/resumable?course_id={algebra.course.pk}&unit_id={algebra.id('ALG2')}")):
        response = getattr(client, method)(path, content_type="application/json")
        assert response.status_code == 401 and response.json()["code"] == "unauthenticated", path


@pytest.mark.parametrize("persona, status, code", [
    ("outsider", 404, "not_found"), ("other_student", 404, "not_found"), ("other_teacher", 404, "not_found"),
    ("teacher", 403, "forbidden"), ("admin", 403, "forbidden"),
])
def test_only_the_courses_enrolled_students_start_sessions(client, world, algebra, persona, status, code):
    response = create(client, world, algebra, user=getattr(world, persona))
    assert (response.status_code, response.json()["code"]) == (status, code)
    resumable = client.get(f"{BASE}/resumable?course_id={algebra.course.pk}&unit_id={algebra.id('ALG2')}",
                           **auth(getattr(world, persona)))
    assert resumable.status_code == status
    assert not LearningSession.objects.exists()


@pytest.mark.parametrize("persona", ["other_student", "outsider", "teacher", "admin", "superuser"])
def test_a_session_is_its_students_only(client, world, algebra, persona):
    session = create(client, world, algebra).json()
    user = getattr(world, persona)
    assert client.get(f"{BASE}/{session['id']}", **auth(user)).status_code == 404
    for action in ("pause", "resume", "end"):
        response = post(client, user, f"{BASE}/{session['id']}/{action}")
        assert (response.status_code, response.json()["code"]) == (404, "not_found")
    assert client.get(BASE, **auth(user)).json()["count"] == 0
    assert LearningSession.objects.get().status == "active"


def test_a_student_no_longer_enrolled_loses_access_to_their_sessions(client, world, algebra):
    session = create(client, world, algebra).json()
    world.student.enrollments.all().delete()
    assert client.get(f"{BASE}/{session['id']}", **auth(world.student)).status_code == 404
    assert client.get(BASE, **auth(world.student)).json()["count"] == 0
    assert create(client, world, algebra).status_code == 404


def test_wrong_mode_and_missing_unit_are_400(client, world, algebra):
    response = post(client, world.student, BASE, {"course_id": algebra.course.pk, "unit_id": algebra.id("ALG2"),
                                                  "mode": "quiz"})
    assert (response.status_code, response.json()["code"]) == (400, "invalid")
    response = create(client, world, algebra, mode="teach_me", code=None)
    assert (response.status_code, response.json()["code"]) == (400, "invalid")
    assert "whole course" in response.json()["message"]
    clarify = create(client, world, algebra, mode="clarify").json()
    response = post(client, world.student, f"{BASE}/{clarify['id']}/pause")
    assert (response.status_code, response.json()["message"]) == (400, "Only a Teach me session can be paused.")
    response = create(client, world, algebra, mode="exam", code="ALG3")
    assert response.status_code == 400 and "at least 3" in response.json()["message"]


def test_a_unit_of_another_course_is_404(client, world, algebra):
    other = Unit.objects.create(course=world.other_course, code="B1", title="Cells")
    response = post(client, world.student, BASE, {"course_id": algebra.course.pk, "unit_id": other.pk,
                                                  "mode": "teach_me"})
    assert (response.status_code, response.json()["code"]) == (404, "not_found")
    response = client.get(f"{BASE}/resumable?course_id={algebra.course.pk}&unit_id={other.pk}", **auth(world.student))
    assert response.status_code == 404


def test_a_paused_session_refuses_answers_and_an_ended_one_refuses_resume(client, world, algebra):
    session = create(client, world, algebra).json()
    post(client, world.student, f"{BASE}/{session['id']}/pause")
    with pytest.raises(services.SessionPaused):
        services.session_answer_record(session_id=session["id"], student_id=world.student.pk, expected_version=2,
                                       correct=True, answer="", now=NOW)
    post(client, world.student, f"{BASE}/{session['id']}/end")
    response = post(client, world.student, f"{BASE}/{session['id']}/resume")
    assert (response.status_code, response.json()["code"]) == (409, "session_ended")


def test_a_stale_version_is_409_with_the_seeds_message(client, world, algebra):
    session = create(client, world, algebra).json()
    assert post(client, world.student, f"{BASE}/{session['id']}/pause", {"expected_version": 1}).status_code == 200
    response = post(client, world.student, f"{BASE}/{session['id']}/resume", {"expected_version": 1})
    assert response.status_code == 409
    assert response.json() == {"message": STALE_MESSAGE, "code": "stale_session", "extra": {"current_version": 2}}
    assert LearningSession.objects.get().status == "paused"
    response = post(client, world.student, f"{BASE}/{session['id']}/end", {"expected_version": 0})
    assert (response.status_code, response.json()["code"]) == (400, "invalid")


def test_the_operations_are_in_the_openapi_document(client, world):
    paths = client.get("/api/openapi.json").json()["paths"]
    for path in (BASE, f"{BASE}/resumable", f"{BASE}/{{session_id}}", f"{BASE}/{{session_id}}/pause",
                 f"{BASE}/{{session_id}}/resume", f"{BASE}/{{session_id}}/end"):
        assert path in paths, sorted(p for p in paths if "sessions" in p)
    assert "409" in paths[f"{BASE}/{{session_id}}/pause"]["post"]["responses"]


def test_the_list_reads_a_fixed_number_of_queries_whatever_the_page_holds(client, world, algebra):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    headers = auth(world.student)
    create(client, world, algebra)
    with CaptureQueriesContext(connection) as one:
        assert client.get(BASE, **headers).json()["count"] == 1
    for code in ("ALG1", "ALG3", "ALG4"):
        create(client, world, algebra, code=code)
        create(client, world, algebra, mode="clarify", code=code)
    with CaptureQueriesContext(connection) as seven:
        assert client.get(BASE, **headers).json()["count"] == 7
    assert len(seven) == len(one)
