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
    path = f"{BASE}/{created.json()['id']}"

    first = request(served_app.url, "POST", f"{path}/step", token=token, body={"expected_version": 1})
    assert first.status == 200, first.body
    assert first.json()["turn"]["question"] == "Solve 2x + 1 = 9 for x."
    wrong = request(served_app.url, "POST", f"{path}/step", token=token, body={"expected_version": 2, "answer": "5"})
    assert wrong.status == 200 and wrong.json()["move"] == "probe"
    stale = request(served_app.url, "POST", f"{path}/step", token=token, body={"expected_version": 2, "answer": "4"})
    assert stale.status == 409 and stale.json()["message"] == STALE_MESSAGE
    assert request(served_app.url, "POST", f"{path}/step", body={"expected_version": 3}).status == 401
    assert request(served_app.url, "POST", f"{path}/step", token=other, body={"expected_version": 3}).status == 404
    right = request(served_app.url, "POST", f"{path}/step", token=token, body={"expected_version": 3, "answer": "4"})
    assert right.status == 200 and right.json()["correct"] is True

    for tail in ("summary", "replay", "turns"):
        assert request(served_app.url, "GET", f"{path}/{tail}", token=token).status == 200
        assert request(served_app.url, "GET", f"{path}/{tail}", token=other).status == 404
    assert request(served_app.url, "GET", f"{path}/turns", token=token).json()["count"] == 5

    exam = request(served_app.url, "POST", BASE, token=token, body={"course_id": algebra.course.pk, "mode": "exam"})
    exam_path = f"{BASE}/{exam.json()['id']}"
    answered = request(served_app.url, "POST", f"{exam_path}/step", token=token,
                       body={"expected_version": 1, "choice": 0})
    assert answered.status == 200 and answered.json()["exam"]["feedback"]
    assert request(served_app.url, "POST", f"{exam_path}/end-clarify", token=token, body={}).status == 400
    ended = request(served_app.url, "POST", f"{exam_path}/end-exam", token=token, body={"expected_version": 2})
    assert ended.status == 200 and ended.json()["state"]["exam_feedback"]["total"] == 7

    assert request(served_app.url, "GET", f"{BASE}/history?page_size=1", token=token).json()["count"] == 2
    stats = request(served_app.url, "GET", f"{BASE}/stats", token=token).json()
    assert stats["exams_finished"] == 1 and stats["sessions"]["teach_me"] == 1
    card = request(served_app.url, "GET", f"/api/learning/courses/{algebra.course.pk}/report-card", token=token)
    assert card.status == 200 and card.json()["exams"][0]["total"] == 7
    assert request(served_app.url, "GET", f"/api/learning/courses/{algebra.course.pk}/report-card").status == 401


def test_two_tabs_answering_on_one_version_exactly_one_is_graded(served_app, world, algebra):
    DrillTemplate.objects.create(
        course=algebra.course, unit=algebra.units["ALG2"], prompt="Solve {a}x + {b} = {c} for x.",
        parameters={"a": [2, 2], "b": [1, 1], "c": [9, 9]}, answer="(c - b)/a", variable="x")
    _, token = api_token_create(user=world.student, name="served race")
    created = request(served_app.url, "POST", BASE, token=token,
                      body={"course_id": algebra.course.pk, "unit_id": algebra.id("ALG2"), "mode": "teach_me"})
    path = f"{BASE}/{created.json()['id']}"
    assert request(served_app.url, "POST", f"{path}/step", token=token, body={"expected_version": 1}).status == 200
    answers: list = []

    def answer(text: str) -> None:
        answers.append(request(served_app.url, "POST", f"{path}/step", token=token,
                               body={"expected_version": 2, "answer": text}))

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
