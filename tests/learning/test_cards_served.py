"""The card loop against a served process (``manage.py serve``), over real sockets: drill, grade,
client events and exam submission over the JSON API, and a client event over the websocket; the
expected answer and the answer key never appear in a response or frame before grading/submission."""

from __future__ import annotations

import json
import re

import pytest

from courses.api_tokens import api_token_create
from courses.models import ExamQuestion, Unit
from learning.models import DrillTemplate
from tests.served import request, ws_connect, ws_recv, ws_send

pytestmark = [pytest.mark.slow]

ANSWER = "4817"  # x + 1000 = 5817: a number that appears nowhere else in a page or frame


def shows_answer(text: str) -> bool:
    """Whether ``text`` holds the expected answer as a value of its own, not as four digits inside
    an id, a token or a timestamp (a UUID "...-4817-..." or an epoch "1763948170000" is no leak)."""
    return re.search(rf"(?<![\w-]){ANSWER}(?![\w-])", text) is not None


@pytest.fixture
def loop_api(served_app, world):
    unit = Unit.objects.create(course=world.course, code="ALG1", title="Linear equations", order=0)
    DrillTemplate.objects.create(course=world.course, unit=unit, prompt="Solve x + {b} = {c} for x.",
                                 parameters={"b": [1000, 1000], "c": [5817, 5817]}, answer="c - b", variable="x",
                                 wrong_answers=[{"answer": "c + b", "tag": "sign-error"}])
    question = ExamQuestion.objects.create(course=world.course, tier="bronze", prompt="Solve 2x = 10.",
                                           options=["x = 5", "x = 20"], answer_index=0, memo="MEMO-7731")
    question.units.add(unit)
    _, token = api_token_create(user=world.student, name="served cards")
    return served_app, token, unit, question


def call(app, token, method, path, body=None):
    response = request(app.url, method, path, token=token, body=body)
    return response.status, response.json(), response.body.decode()


def test_the_card_api_over_a_served_process(loop_api, world):
    app, token, unit, question = loop_api
    base = f"/api/learning/courses/{world.course.pk}"
    status, step, raw = call(app, token, "POST", f"{base}/events", {"event": "REQUEST_DRILL"})
    assert status == 200 and step["card"]["prompt"] == "Solve x + 1000 = 5817 for x."
    assert not shows_answer(raw) and "sign-error" not in raw
    card = step["card"]
    forged = card["token"][:-3] + ("AAA" if not card["token"].endswith("AAA") else "BBB")
    status, body, _ = call(app, token, "POST", f"{base}/drill/grade", {"token": forged, "answer": ANSWER})
    assert (status, body["code"]) == (400, "invalid")
    status, body, _ = call(app, token, "POST", f"{base}/drill/grade", {"token": card["token"], "answer": "x = 6817"})
    assert status == 200 and body["correct"] is False and body["mistake_tag"] == "sign-error"
    status, body, _ = call(app, token, "POST", f"{base}/drill/grade", {"token": card["token"], "answer": ANSWER})
    assert (status, body["code"]) == (409, "duplicate")
    status, body, _ = call(app, token, "POST", f"{base}/drill", {"unit_id": unit.pk})
    assert status == 200
    status, body, _ = call(app, token, "POST", f"{base}/drill/grade",
                           {"token": body["token"], "answer": r"\frac{9634}{2}"})
    assert status == 200 and body["correct"] is True and body["progress"]["drill_streak"] == 1

    status, body, _ = call(app, token, "GET", f"{base}/exam/{question.pk}/memo")
    assert (status, body["code"]) == (403, "forbidden")
    status, body, _ = call(app, token, "POST", f"{base}/exam/submit", {"question_id": question.pk, "choice": 1})
    assert status == 200 and body["correct"] is False and body["locked_until"]
    status, body, _ = call(app, token, "POST", f"{base}/exam/submit", {"question_id": question.pk, "choice": 0})
    assert (status, body["code"]) == (409, "conflict") and body["extra"]["next_eligible_at"]
    status, body, _ = call(app, token, "GET", f"{base}/exam/{question.pk}/memo")
    assert status == 200 and body["memo"] == "MEMO-7731"
    status, body, _ = call(app, token, "POST", f"{base}/exam/{question.pk}/support-viewed", {"support_type": "memo"})
    assert status == 200 and body["memo"] == "MEMO-7731" and body["locked_until"]  # already attempted: no new lock
    status, body, _ = call(app, token, "POST", f"{base}/exam/{question.pk}/support-viewed", {"support_type": "video"})
    assert (status, body["code"]) == (400, "invalid")
    status, body, _ = call(app, token, "POST", f"{base}/events", {"event": "NOPE"})
    assert (status, body["code"]) == (400, "invalid")
    status, body, _ = call(app, token, "GET", f"/api/learning/courses/{world.course.slug}/snapshot")
    assert status == 200 and body["course_id"] == world.course.pk  # a course named by its slug
    status, body, _ = call(app, token, "GET", "/api/learning/courses/no-such-course/snapshot")
    assert status == 404 and set(body) == {"message", "code", "extra"}


def test_a_client_event_over_the_websocket_appends_a_sealed_card_and_the_panel(loop_api, world):
    from django.conf import settings
    from django.test import Client

    app, token, unit, question = loop_api
    status, created, _ = call(app, token, "POST", "/api/tutor/conversations", {"course_id": world.course.pk})
    assert status == 201
    client = Client()
    client.force_login(world.student)
    cookie = f"{settings.SESSION_COOKIE_NAME}={client.cookies[settings.SESSION_COOKIE_NAME].value}"
    sock = ws_connect(app.port, f"/ws/tutor/{created['id']}/", cookie)
    frames = []
    try:
        ws_send(sock, json.dumps({"event": "REQUEST_DRILL", "unit_id": unit.pk}))
        while not any("snapshot-panel" in f for f in frames):
            frames.append(ws_recv(sock))
        ws_send(sock, json.dumps({"event": "STUCK"}))  # without its card: a clear error, nothing recorded
        frames.append(ws_recv(sock))
    finally:
        sock.close()
    card = next(f for f in frames if 'data-card="drill"' in f)
    assert "beforeend:#tutor-messages" in card and "Solve x + 1000 = 5817 for x." in card and "Check Answer" in card
    assert all(not shows_answer(f) and "sign-error" not in f for f in frames)
    assert "needs the drill card" in frames[-1]
    from learning.models import ShownCard
    kept = ShownCard.objects.get(conversation_id=created["id"])  # a reload shows it again
    assert kept.card["prompt"] == "Solve x + 1000 = 5817 for x." and kept.student_id == world.student.pk
    status, body, _ = call(app, token, "POST", f"/api/learning/courses/{world.course.pk}/events",
                           {"event": "REQUEST_DRILL", "conversation_id": created["id"]})
    assert status == 200 and ShownCard.objects.filter(conversation_id=created["id"]).count() == 2
    status, body, _ = call(app, token, "POST", f"/api/learning/courses/{world.course.pk}/events",
                           {"event": "REQUEST_DRILL", "conversation_id": "nope"})
    assert (status, body["code"]) == (400, "invalid")


def test_a_chat_turn_streams_its_card_over_sse_and_the_websocket(served_app, world, algebra_notes):
    """A grounded question past a missing prerequisite (A2): the answer, then the drill card on the
    prerequisite, over the SSE stream (the ``card`` event) and the websocket (a card fragment)."""
    from django.conf import settings
    from django.test import Client

    from tests.served import sse, ws_turn
    from tests.tutor.test_learning_turn import QUESTION_SYSTEMS

    _, token = api_token_create(user=world.student, name="served turn")
    status, created, _ = call(served_app, token, "POST", "/api/tutor/conversations", {"course_id": world.course.pk})
    status, events, _ = sse(served_app.url, f"/api/tutor/conversations/{created['id']}/messages", token=token,
                            body={"message": QUESTION_SYSTEMS, "client_message_id": "sse-card"})
    names = [e.type for e in events]
    assert status == 200 and "card" in names, names
    assert names.index("citations") < names.index("card") < names.index("done")
    card = events[names.index("card")].data
    assert card["type"] == "drill" and card["unit"]["code"] == "ALG2" and card["token"]
    assert not shows_answer(json.dumps([e.data for e in events]))

    client = Client()
    client.force_login(world.student)
    cookie = f"{settings.SESSION_COOKIE_NAME}={client.cookies[settings.SESSION_COOKIE_NAME].value}"
    status, created, _ = call(served_app, token, "POST", "/api/tutor/conversations", {"course_id": world.course.pk})
    sock = ws_connect(served_app.port, f"/ws/tutor/{created['id']}/", cookie)
    try:
        frames = ws_turn(sock, {"message": QUESTION_SYSTEMS, "client_message_id": "ws-card"})
        while not any("snapshot-panel" in f for f in frames):
            frames.append(ws_recv(sock))
    finally:
        sock.close()
    card_frames = [f for f in frames if 'data-card="drill"' in f]
    assert len(card_frames) == 1 and "-cards" in card_frames[0] and "Check Answer" in card_frames[0]
    assert all(not shows_answer(f) for f in frames)


@pytest.fixture
def algebra_notes(world, index_text):
    """The tutor tests' algebra course (units, notes, anchors) with a drill template on ALG2."""
    from tests.tutor.test_learning_turn import algebra as algebra_fixture

    course = algebra_fixture.__wrapped__(world, index_text)
    DrillTemplate.objects.create(course=world.course, unit=course.units["ALG2"], prompt="Solve x + {b} = {c} for x.",
                                 parameters={"b": [1000, 1000], "c": [5817, 5817]}, answer="c - b", variable="x")
    return course
