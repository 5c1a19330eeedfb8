"""The session API's turn endpoints in-process: step (Teach me answers and next turns, exam choices),
end-clarify, end-exam, summary, history, stats, replay, the turn log and the report card, with every
rejection path (anonymous, outsider, another student, wrong mode, stale, paused, bad input)."""

from __future__ import annotations

import pytest

from learning.models import DrillTemplate
from learning.sessions.services import STALE_MESSAGE
from tests.learning.sessions.test_api import BASE, auth, create, post
from tests.learning.sessions.test_services import BALANCING, BRACKETS

pytestmark = pytest.mark.django_db


@pytest.fixture
def taught(world, algebra, index_text):
    index_text(algebra.course, "Balancing", BALANCING, unit=algebra.units["ALG2"])
    index_text(algebra.course, "Brackets", BRACKETS, unit=algebra.units["ALG2"])
    DrillTemplate.objects.create(
        course=algebra.course, unit=algebra.units["ALG2"], prompt="Solve {a}x + {b} = {c} for x.",
        parameters={"a": [2, 2], "b": [1, 1], "c": [9, 9]}, answer="(c - b)/a", variable="x",
        hint="Undo the addition first.")
    return algebra


def get(client, user, path, **params):
    return client.get(path, params, **auth(user))


def test_a_teach_me_lesson_over_the_api(client, world, taught):
    created = create(client, world, taught)
    assert created.status_code == 201, created.content
    session = created.json()
    path = f"{BASE}/{session['id']}"
    # creating the session says its first turn: the explanation and its question, pending at version 1
    first = session["first_turn"]
    assert first["kind"] == "explain" and first["question"] == "Solve 2x + 1 = 9 for x." and first["ideas"][0]["material"]
    assert session["version"] == 1 and session["state"]["pending_question_phase"] == "asked"
    assert "ans" not in created.content.decode() and "(c - b)" not in created.content.decode()
    # so a step without an answer has nothing new to say
    again = post(client, world.student, f"{path}/step", {"expected_version": 1}).json()
    assert again["turn"] is None and again["correct"] is None and again["session"]["version"] == 1
    wrong = post(client, world.student, f"{path}/step", {"expected_version": 1, "answer": "5"}).json()
    assert wrong["correct"] is False and wrong["move"] == "probe" and wrong["session"]["state"]["pending_question_phase"] == "probe"
    right = post(client, world.student, f"{path}/step", {"expected_version": 2, "answer": "x=4"}).json()
    assert right["correct"] is True and right["move"] == "advance" and right["session"]["state"]["current_step"] == 2
    # starting it again resumes it: nothing written, and its first turn is the latest one it said
    resumed = create(client, world, taught)
    assert resumed.status_code == 200 and resumed.json()["version"] == 3
    assert resumed.json()["first_turn"] == right["turn"]
    stale = post(client, world.student, f"{path}/step", {"expected_version": 2, "answer": "4"})
    assert stale.status_code == 409 and stale.json()["message"] == STALE_MESSAGE
    log = get(client, world.student, f"{path}/turns", page_size=2).json()
    assert log["count"] == 5 and log["pages"] == 3 and [t["role"] for t in log["items"]] == ["tutor", "student"]
    replay = get(client, world.student, f"{path}/replay").json()
    assert len(replay["turns"]) == 5 and replay["conversation_id"] is None
    summary = get(client, world.student, f"{path}/summary").json()
    assert summary["turns"] == 2 and summary["correct"] == 1 and summary["steps_covered"] == ["Solving by balancing"]


def test_step_rejections(client, world, taught):
    from learning.sessions import services
    from tests.learning.conftest import NOW

    # a session started by the service alone has said nothing yet: an answer has no question to answer
    silent = services.session_create(student_id=world.student.pk, course_id=taught.course.pk, mode="teach_me",
                                     unit_id=taught.id("ALG1"), now=NOW).session
    assert post(client, world.student, f"{BASE}/{silent.pk}/step", {"expected_version": 1, "answer": "4"}).status_code == 400
    session = create(client, world, taught).json()
    path = f"{BASE}/{session['id']}"
    assert post(client, world.student, f"{path}/step", {"expected_version": 1, "answer": " "}).status_code == 400
    assert post(client, world.student, f"{path}/step", {"expected_version": 1, "answer": "x" * 501}).status_code == 400
    assert post(client, world.student, f"{path}/step", {"answer": "4"}).status_code == 400  # no version
    assert client.post(f"{path}/step", {"expected_version": 1}, content_type="application/json").status_code == 401
    assert post(client, world.outsider, f"{path}/step", {"expected_version": 1}).status_code == 404
    assert post(client, world.other_student, f"{path}/step", {"expected_version": 1}).status_code == 404
    post(client, world.student, f"{path}/pause", {"expected_version": 1})
    paused = post(client, world.student, f"{path}/step", {"expected_version": 2, "answer": "4"})
    assert paused.status_code == 409 and paused.json()["code"] == "session_paused"
    clarify = create(client, world, taught, mode="clarify").json()
    assert post(client, world.student, f"{BASE}/{clarify['id']}/step", {"expected_version": 1}).status_code == 400


def test_an_exam_over_the_api_and_end_exam(client, world, taught):
    exam = create(client, world, taught, mode="exam", code=None).json()
    path = f"{BASE}/{exam['id']}"
    assert exam["exam_question"]["number"] == 1 and exam["exam_question"]["total"] == 7
    assert exam["exam_question"]["options"] == ["a", "b"] and exam["exam_question"]["tier"] == "bronze"
    # its first turn is the first question (no second call needed), and nothing more was written
    assert exam["first_turn"]["kind"] == "exam_question" and exam["first_turn"]["question"] == exam["exam_question"]["prompt"]
    assert "Question 1 of 7" in exam["first_turn"]["text"] and exam["version"] == 1
    assert post(client, world.student, f"{path}/step", {"expected_version": 1}).status_code == 400  # no choice
    assert post(client, world.student, f"{path}/step", {"expected_version": 1, "choice": 9}).status_code == 400
    answered = post(client, world.student, f"{path}/step", {"expected_version": 1, "choice": 0})
    assert answered.status_code == 200, answered.content
    body = answered.json()
    assert body["exam"]["result"] in ("correct", "incorrect") and body["exam"]["feedback"]
    assert body["session"]["state"]["exam_progress"]["current_question"] == 2
    assert post(client, world.student, f"{path}/end-clarify", {}).status_code == 400
    ended = post(client, world.student, f"{path}/end-exam", {"expected_version": 2}).json()
    assert ended["status"] == "ended" and ended["state"]["exam_feedback"]["unanswered"] == 6
    after = post(client, world.student, f"{path}/step", {"expected_version": 3, "choice": 0})
    assert after.status_code == 409 and after.json()["code"] == "session_ended"
    assert post(client, world.other_student, f"{path}/end-exam", {}).status_code == 404


def test_end_clarify(client, world, taught):
    clarify = create(client, world, taught, mode="clarify").json()
    assert clarify["first_turn"] is None  # its turns are the tutor's answers in its conversation
    path = f"{BASE}/{clarify['id']}"
    assert post(client, world.student, f"{path}/end-exam", {}).status_code == 400
    assert post(client, world.student, f"{path}/end-clarify", {"expected_version": 9}).status_code == 409
    ended = post(client, world.student, f"{path}/end-clarify", {}).json()
    assert ended["status"] == "ended" and ended["state"]["is_complete"] is True
    assert client.post(f"{path}/end-clarify", {}, content_type="application/json").status_code == 401


def test_history_stats_and_the_report_card(client, world, taught):
    create(client, world, taught)
    create(client, world, taught, mode="clarify")
    history = get(client, world.student, f"{BASE}/history", page_size=1, course_id=taught.course.pk).json()
    assert history["count"] == 2 and history["pages"] == 2 and len(history["items"]) == 1
    assert get(client, world.student, f"{BASE}/history", mode="nap").status_code == 400
    assert get(client, world.student, f"{BASE}/history", course_id=world.foreign_course.pk).status_code == 404
    stats = get(client, world.student, f"{BASE}/stats", course_id=taught.course.pk).json()
    assert stats["sessions"] == {"clarify": 1, "teach_me": 1, "exam": 0} and stats["exam_average_percentage"] is None
    assert get(client, world.other_student, f"{BASE}/stats").json()["sessions"]["teach_me"] == 0
    assert get(client, world.student, f"{BASE}/stats", course_id=world.foreign_course.pk).status_code == 404
    assert client.get(f"{BASE}/stats").status_code == 401
    card = get(client, world.student, f"/api/learning/courses/{taught.course.pk}/report-card")
    assert card.status_code == 200, card.content
    alg2 = next(u for u in card.json()["units"] if u["code"] == "ALG2")
    assert alg2["sessions"]["teach_me"] == 1 and alg2["coverage"] == 0.0 and alg2["tier"] == "none"
    assert get(client, world.teacher, f"/api/learning/courses/{taught.course.pk}/report-card").status_code == 403
    assert get(client, world.outsider, f"/api/learning/courses/{taught.course.pk}/report-card").status_code == 404
    assert client.get(f"/api/learning/courses/{taught.course.pk}/report-card").status_code == 401


def test_summary_replay_and_turn_log_are_the_students_own(client, world, taught):
    session = create(client, world, taught).json()
    for tail in ("summary", "replay", "turns"):
        assert get(client, world.other_student, f"{BASE}/{session['id']}/{tail}").status_code == 404
        assert get(client, world.teacher, f"{BASE}/{session['id']}/{tail}").status_code == 404
        assert client.get(f"{BASE}/{session['id']}/{tail}").status_code == 401
    assert get(client, world.student, f"{BASE}/{session['id']}/turns", page=0).status_code == 400


def test_the_openapi_schema_documents_the_turn_endpoints(client):
    paths = client.get("/api/openapi.json").json()["paths"]
    for tail in ("step", "end-clarify", "end-exam", "summary", "replay", "turns"):
        assert f"{BASE}/{{session_id}}/{tail}" in paths, tail
    assert f"{BASE}/history" in paths and f"{BASE}/stats" in paths
    assert "/api/learning/courses/{course_id}/report-card" in paths
