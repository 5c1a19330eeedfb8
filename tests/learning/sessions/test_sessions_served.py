"""The session API against a served process (``manage.py serve``) over real sockets: start, resume
instead of a second start, pause, a stale write refused with the seed's message, two clients racing
on one version (exactly one wins), resume with history, end."""

from __future__ import annotations

import threading

import pytest

from courses.api_tokens import api_token_create
from learning.models import LearningSession
from learning.sessions.services import STALE_MESSAGE
from tests.served import request

pytestmark = [pytest.mark.slow]

BASE = "/api/learning/sessions"


def test_sessions_over_a_served_process(served_app, world, algebra):
    _, token = api_token_create(user=world.student, name="served sessions")
    _, outsider = api_token_create(user=world.outsider, name="served outsider")
    body = {"course_id": algebra.course.pk, "unit_id": algebra.id("ALG2"), "mode": "teach_me"}

    created = request(served_app.url, "POST", BASE, token=token, body=body)
    assert created.status == 201, created.body
    session = created.json()
    path = f"{BASE}/{session['id']}"
    again = request(served_app.url, "POST", BASE, token=token, body=body)
    assert again.status == 200 and again.json()["resumed"] is True and again.json()["id"] == session["id"]

    assert request(served_app.url, "GET", path).status == 401
    assert request(served_app.url, "GET", path, token=outsider).status == 404
    assert request(served_app.url, "POST", BASE, token=outsider, body=body).status == 404

    paused = request(served_app.url, "POST", f"{path}/pause", token=token, body={"expected_version": 1})
    assert paused.status == 200 and paused.json()["status"] == "paused" and paused.json()["version"] == 2
    stale = request(served_app.url, "POST", f"{path}/resume", token=token, body={"expected_version": 1})
    assert stale.status == 409
    assert stale.json() == {"message": STALE_MESSAGE, "code": "stale_session", "extra": {"current_version": 2}}

    # two clients (two tabs) write on the version they both saw: exactly one wins
    answers: list = []

    def write(action: str) -> None:
        answers.append((action, request(served_app.url, "POST", f"{path}/{action}", token=token,
                                        body={"expected_version": 2})))

    threads = [threading.Thread(target=write, args=(action,)) for action in ("resume", "end")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    statuses = sorted(response.status for _, response in answers)
    assert statuses == [200, 409], [(a, r.status, r.body) for a, r in answers]
    loser = next(r for _, r in answers if r.status == 409)
    assert loser.json()["message"] == STALE_MESSAGE
    winner = next(a for a, r in answers if r.status == 200)
    row = LearningSession.objects.get(pk=session["id"])
    assert row.version == 3 and row.status == {"resume": "active", "end": "ended"}[winner]

    listing = request(served_app.url, "GET", f"{BASE}?course_id={algebra.course.pk}", token=token)
    assert listing.status == 200 and listing.json()["count"] == 1
    final = request(served_app.url, "POST", f"{path}/end", token=token)
    assert final.status == 200 and final.json()["status"] == "ended"
    resumable = request(served_app.url, "GET",
                        f"{BASE}/resumable?course_id={algebra.course.pk}&unit_id={algebra.id('ALG2')}", token=token)
    assert resumable.status == 200 and resumable.json() == {"session": None}
