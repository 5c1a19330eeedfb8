"""The session turn endpoints against a served process over real sockets: a Teach me lesson's first turn,
a wrong answer's probe, a stale write refused with the seed's message, an exam answer and end-exam, the
summary, replay, turn log, history, stats and the report card, and their refusals."""

from __future__ import annotations

import threading

import pytest

from courses.api_tokens import api_token_create
from learning.models import DrillTemplate, GradedEvidence
from learning.sessions.services import STALE_MESSAGE
from tests.served import request

pytestmark = [pytest.mark.slow]

BASE = "/api/learning/sessions"


def test_session_turns_over_a_served_process(served_app, world, algebra):
    DrillTemplate.objects.create(
        course=algebra.course, unit=algebra.units["ALG2"], prompt="Solve {a}x + {b} = {c} for x.",
        parameters={"a": [2, 2], "b": [1, 1], "c": [9, 9]}, answer="(c - b)/a", variable="x")
    _, token = api_token_create(user=world.student, name="served turns")
    _, other = api_token_create(user=world.other_student, name="served other")
    created = request(served_app.url, "POST", BASE, token=token,
                      body={"course_id": algebra.course.pk, "unit_id": algebra.id("ALG2"), "mode": "teach_me"})
    assert created.status == 201, created.body
    path = f"{BASE}/{created.json()['id']}"
    # the first turn comes with the new session: no second call
    assert created.json()["first_turn"]["question"] == "Solve 2x + 1 = 9 for x."

    nothing_new = request(served_app.url, "POST", f"{path}/step", token=token, body={"expected_version": 1})
    assert nothing_new.status == 200 and nothing_new.json()["turn"] is None
    wrong = request(served_app.url, "POST", f"{path}/step", token=token, body={"expected_version": 1, "answer": "5"})
    assert wrong.status == 200 and wrong.json()["move"] == "probe"
    stale = request(served_app.url, "POST", f"{path}/step", token=token, body={"expected_version": 1, "answer": "4"})
    assert stale.status == 409 and stale.json()["message"] == STALE_MESSAGE
    assert request(served_app.url, "POST", f"{path}/step", body={"expected_version": 2}).status == 401
    assert request(served_app.url, "POST", f"{path}/step", token=other, body={"expected_version": 2}).status == 404
    right = request(served_app.url, "POST", f"{path}/step", token=token, body={"expected_version": 2, "answer": "4"})
    assert right.status == 200 and right.json()["correct"] is True

    for tail in ("summary", "replay", "turns"):
        assert request(served_app.url, "GET", f"{path}/{tail}", token=token).status == 200
        assert request(served_app.url, "GET", f"{path}/{tail}", token=other).status == 404
    assert request(served_app.url, "GET", f"{path}/turns", token=token).json()["count"] == 5
    exam_created = request(served_app.url, "POST", BASE, token=token, body={"course_id": algebra.course.pk, "mode": "exam"})
    assert exam_created.status == 201 and exam_created.json()["first_turn"]["kind"] == "exam_question"
    request(served_app.url, "POST", f"{BASE}/{exam_created.json()['id']}/end-exam", token=token, body={})

    exam = request(served_app.url, "POST", BASE, token=token, body={"course_id": algebra.course.pk, "mode": "exam"})
    exam_path = f"{BASE}/{exam.json()['id']}"
    answered = request(served_app.url, "POST", f"{exam_path}/step", token=token,
                       body={"expected_version": 1, "choice": 0})
    assert answered.status == 200 and answered.json()["exam"]["feedback"]
    assert request(served_app.url, "POST", f"{exam_path}/end-clarify", token=token, body={}).status == 400
    ended = request(served_app.url, "POST", f"{exam_path}/end-exam", token=token, body={"expected_version": 2})
    assert ended.status == 200 and ended.json()["state"]["exam_feedback"]["total"] == 7

    assert request(served_app.url, "GET", f"{BASE}/history?page_size=1", token=token).json()["count"] == 3
    stats = request(served_app.url, "GET", f"{BASE}/stats", token=token).json()
    assert stats["exams_finished"] == 2 and stats["sessions"]["teach_me"] == 1
    card = request(served_app.url, "GET", f"/api/learning/courses/{algebra.course.pk}/report-card", token=token)
    assert card.status == 200 and {e["total"] for e in card.json()["exams"]} == {7}
    assert request(served_app.url, "GET", f"/api/learning/courses/{algebra.course.pk}/report-card").status == 401


def test_two_tabs_answering_on_one_version_exactly_one_is_graded(served_app, world, algebra):
    DrillTemplate.objects.create(
        course=algebra.course, unit=algebra.units["ALG2"], prompt="Solve {a}x + {b} = {c} for x.",
        parameters={"a": [2, 2], "b": [1, 1], "c": [9, 9]}, answer="(c - b)/a", variable="x")
    _, token = api_token_create(user=world.student, name="served race")
    created = request(served_app.url, "POST", BASE, token=token,
                      body={"course_id": algebra.course.pk, "unit_id": algebra.id("ALG2"), "mode": "teach_me"})
    path = f"{BASE}/{created.json()['id']}"
    assert created.json()["state"]["pending_question_phase"] == "asked"  # the first question came with it
    answers: list = []

    def answer(text: str) -> None:
        answers.append(request(served_app.url, "POST", f"{path}/step", token=token,
                               body={"expected_version": 1, "answer": text}))

    threads = [threading.Thread(target=answer, args=(text,)) for text in ("4", "5")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert sorted(r.status for r in answers) == [200, 409], [(r.status, r.body) for r in answers]
    loser = next(r for r in answers if r.status == 409)
    assert loser.json()["message"] == STALE_MESSAGE
    # the loser's grade and evidence were rolled back with its write: one answer counted
    assert GradedEvidence.objects.filter(student=world.student).count() == 1


def test_a_step_over_http_pushes_its_state_to_the_open_websocket(served_app, world, algebra):
    """Seed 004 "WebSocket Endpoint": a Teach me step taken over HTTP reaches the student's open socket on
    the session's conversation as a JSON ``state_update``; a refused step pushes nothing."""
    import json

    from django.conf import settings
    from django.test import Client

    from learning.sessions import services
    from tests.served import ws_connect, ws_recv, ws_send
    from tutor import services as tutor_services

    DrillTemplate.objects.create(
        course=algebra.course, unit=algebra.units["ALG2"], prompt="Solve {a}x + {b} = {c} for x.",
        parameters={"a": [2, 2], "b": [1, 1], "c": [9, 9]}, answer="(c - b)/a", variable="x")
    _, token = api_token_create(user=world.student, name="served push")
    created = request(served_app.url, "POST", BASE, token=token,
                      body={"course_id": algebra.course.pk, "unit_id": algebra.id("ALG2"), "mode": "teach_me"})
    session_id = created.json()["id"]
    # the session opened in the tutor: its conversation (as the page's start does), found through the replay
    conversation = tutor_services.conversation_create_for_session(
        user=world.student, course_id=algebra.course.pk, unit_id=algebra.id("ALG2"), title="Teach me")
    services.session_conversation_attach(session_id=session_id, student_id=world.student.pk,
                                         conversation_id=conversation.pk)
    replay = request(served_app.url, "GET", f"{BASE}/{session_id}/replay", token=token).json()
    client = Client()
    client.force_login(world.student)
    cookie = f"{settings.SESSION_COOKIE_NAME}={client.cookies[settings.SESSION_COOKIE_NAME].value}"

    def next_state(sock) -> dict:
        for _ in range(5):  # past an XP toast (HTML), should one come
            frame = ws_recv(sock)
            if frame.startswith("{"):
                message = json.loads(frame)
                assert message["type"] == "state_update"
                return message["payload"]["state"]
        raise AssertionError("no state_update arrived")

    sock = ws_connect(served_app.port, f"/ws/tutor/{replay['conversation_id']}/", cookie)
    try:
        assert next_state(sock)["version"] == 1  # the state on connect
        stepped = request(served_app.url, "POST", f"{BASE}/{session_id}/step", token=token,
                          body={"expected_version": 1, "answer": "4"})
        assert stepped.status == 200, stepped.body
        pushed = next_state(sock)
        answered = stepped.json()["session"]
        assert (pushed["session_id"], pushed["version"]) == (session_id, answered["version"]) == (session_id, 2)
        for key in ("current_step", "total_steps", "current_concept", "progress_percentage", "mastery_estimates",
                    "coverage", "is_paused", "is_complete"):
            assert pushed[key] == answered["state"][key], key
        refused = request(served_app.url, "POST", f"{BASE}/{session_id}/step", token=token,
                          body={"expected_version": 1, "answer": "4"})
        assert refused.status == 409
        ws_send(sock, json.dumps({"type": "get_state"}))
        assert next_state(sock)["version"] == 2  # nothing was pushed for the refused step
    finally:
        sock.close()
