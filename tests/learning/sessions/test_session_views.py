"""Starting a session from the dashboard or the tutor page, and the session's HTMX endpoints on the tutor
page: access, HTMX vs plain form posts, a stale tab, pause/resume/end, exam answers."""

from __future__ import annotations

import json
import re

import pytest
from django.test import Client

from learning.models import DrillTemplate, LearningSession
from tests.learning.sessions.test_services import BALANCING, BRACKETS
from tutor.models import Conversation

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}
START = "/student/tutor/sessions/start/"


def login(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def taught(world, algebra, index_text):
    index_text(algebra.course, "Balancing", BALANCING, unit=algebra.units["ALG2"])
    index_text(algebra.course, "Brackets", BRACKETS, unit=algebra.units["ALG2"])
    DrillTemplate.objects.create(
        course=algebra.course, unit=algebra.units["ALG2"], prompt="Solve {a}x + {b} = {c} for x.",
        parameters={"a": [2, 2], "b": [1, 1], "c": [9, 9]}, answer="(c - b)/a", variable="x",
        hint="Undo the addition first.")
    return algebra


def start(client, algebra, mode="teach_me", code="ALG2"):
    data = {"course_id": algebra.course.pk, "mode": mode}
    if code:
        data["unit_id"] = algebra.id(code)
    return client.post(START, data)


def test_the_dashboard_offers_a_session_and_starting_opens_its_conversation(world, taught):
    client = login(world.student)
    dashboard = client.get("/student/").content.decode()
    assert "Start a learning session" in dashboard and 'value="teach_me"' in dashboard
    response = start(client, taught)
    session = LearningSession.objects.get(student=world.student)
    conversation = Conversation.objects.get(pk=session.conversation_id)
    assert response.status_code == 302 and response.url == f"/student/tutor/{conversation.pk}/"
    assert conversation.title == "Teach me · Linear equations" and conversation.student == world.student
    page = client.get(response.url).content.decode()
    assert 'id="learning-session"' in page and "Step 1 of 4" in page and "Solve 2x + 1 = 9 for x." in page
    assert 'role="progressbar"' in page and "Lesson plan" in page and "session-answer-input" in page
    assert 'conversation-item__preview">Teach me · Linear equations<' in page  # named in the sidebar


def test_a_second_start_resumes_the_open_lesson_instead_of_a_second_one(world, taught):
    client = login(world.student)
    first = start(client, taught)
    session = LearningSession.objects.get(student=world.student)
    client.post(f"/student/learning/sessions/{session.pk}/pause/", {"version": session.version}, **HTMX)
    assert "Resume Teach me: Linear equations" in client.get("/student/").content.decode()
    again = start(client, taught)
    assert again.url == first.url and LearningSession.objects.filter(student=world.student).count() == 1
    assert Conversation.objects.filter(student=world.student).count() == 1


def test_opening_the_tutor_on_a_unit_resumes_its_qa_not_a_lesson_or_an_exam(world, taught):
    client = login(world.student)
    unit_url = f"/student/tutor/units/{taught.id('ALG2')}/"
    assert client.get(unit_url).status_code == 200  # no Q&A on the unit yet: the page offering to start one
    qa = client.post("/student/tutor/new/", {"course_id": taught.course.pk, "unit_id": taught.id("ALG2")})
    start(client, taught)  # a Teach me lesson on the same unit, newer than the Q&A
    start(client, taught, mode="exam")
    lesson = LearningSession.objects.get(student=world.student, mode="teach_me")
    opened = client.get(unit_url)
    assert opened.status_code == 302 and opened.url == qa.url != f"/student/tutor/{lesson.conversation_id}/"
    # a Clarify doubts conversation is Q&A: the newest one on the unit is resumed
    clarify = start(client, taught, mode="clarify")
    assert client.get(unit_url).url == clarify.url


def test_start_refusals(world, taught, client):
    assert client.post(START, {"course_id": taught.course.pk, "mode": "teach_me"}).status_code == 302  # to login
    student = login(world.student)
    assert student.get(START).status_code == 405
    bad = student.post(START, {"course_id": taught.course.pk, "mode": "nap"})
    assert bad.status_code == 302 and bad.url == "/student/"
    no_unit = student.post(START, {"course_id": taught.course.pk, "mode": "teach_me"}, follow=True)
    assert "only an exam can cover the whole course" in no_unit.content.decode()
    assert student.post(START, {"course_id": world.foreign_course.pk, "mode": "exam"}).status_code == 404
    assert student.post(START, {"course_id": taught.course.pk, "mode": "teach_me",
                                "unit_id": 999999}).status_code == 404
    assert login(world.teacher).post(START, {"course_id": taught.course.pk, "mode": "exam"}).status_code == 403
    assert not LearningSession.objects.exists()


def version_of(session) -> int:
    session.refresh_from_db()
    return session.version


def test_answers_over_htmx_walk_the_lesson_and_a_stale_tab_reloads_the_state(world, taught):
    client = login(world.student)
    start(client, taught)
    session = LearningSession.objects.get(student=world.student)
    url = f"/student/learning/sessions/{session.pk}/answer/"
    wrong = client.post(url, {"answer": "5", "version": version_of(session)}, **HTMX).content.decode()
    assert "Put your answer back" in wrong and "<html" not in wrong
    hint = client.post(url, {"answer": "5", "version": version_of(session)}, **HTMX).content.decode()
    assert "Hint: Undo the addition first." in hint
    stale = client.post(url, {"answer": "4", "version": 1}, **HTMX).content.decode()
    assert "This session was updated from another tab. Your last message was not saved. Please resend." in stale
    assert f'data-version="{version_of(session)}"' in stale  # the fresh state, to resend from
    response = client.post(url, {"answer": "x = 4", "version": version_of(session)}, **HTMX)
    right = response.content.decode()
    assert "Correct." in right and "Step 2 of 4" in right
    update = json.loads(response["HX-Trigger"])["learning:state_update"]
    assert (update["current_step"], update["total_steps"], update["mode"], update["is_paused"]) == (2, 4, "teach_me",
                                                                                                    False)
    assert update["coverage"] > 0 and update["progress_percentage"] == 25.0 and update["current_concept"]
    plain = client.post(url, {"answer": "4", "version": version_of(session),
                              "next": f"/student/tutor/{session.conversation_id}/"})
    assert plain.status_code == 302


def test_pause_resume_and_end(world, taught):
    client = login(world.student)
    start(client, taught)
    session = LearningSession.objects.get(student=world.student)
    base = f"/student/learning/sessions/{session.pk}"
    paused = client.post(f"{base}/pause/", {"version": version_of(session)}, **HTMX).content.decode()
    assert "This lesson is paused" in paused and "session-answer-input" not in paused
    refused = client.post(f"{base}/answer/", {"answer": "4", "version": version_of(session)}, **HTMX)
    assert "paused" in refused.content.decode()
    resumed = client.post(f"{base}/resume/", {"version": version_of(session)}, **HTMX).content.decode()
    assert "session-answer-input" in resumed
    ended = client.post(f"{base}/end/", {"version": version_of(session)}, **HTMX).content.decode()
    assert 'data-status="ended"' in ended and "session-answer-input" not in ended


def test_someone_elses_session_is_not_found(world, taught):
    login_ = login(world.student)
    start(login_, taught)
    session = LearningSession.objects.get(student=world.student)
    for user in (world.other_student, world.teacher, world.superuser):
        response = login(user).post(f"/student/learning/sessions/{session.pk}/answer/", {"answer": "4", "version": 2},
                                    **HTMX)
        assert response.status_code == 404
    assert Client().post(f"/student/learning/sessions/{session.pk}/end/").status_code == 302
    assert login_.get(f"/student/learning/sessions/{session.pk}/end/").status_code == 405


def test_an_exam_on_the_page_counts_questions_and_shows_the_result(world, taught):
    client = login(world.student)
    response = start(client, taught, mode="exam", code=None)
    page = client.get(response.url).content.decode()
    assert "Question 1 of 7" in page and 'type="radio"' in page
    session = LearningSession.objects.get(student=world.student)
    url = f"/student/learning/sessions/{session.pk}/exam/"
    bad = client.post(url, {"choice": "x", "version": version_of(session)}, **HTMX).content.decode()
    assert "Choose one of the options." in bad
    html = client.post(url, {"choice": 0, "version": version_of(session)}, **HTMX).content.decode()
    assert "Question 2 of 7" in html and re.search(r"Q1 (correct|incorrect)", html)
    ended = client.post(f"/student/learning/sessions/{session.pk}/end/", {"version": version_of(session)},
                        **HTMX).content.decode()
    assert "Your result:" in ended and "6 not answered" in ended


def test_a_step_with_no_question_to_ask_offers_continue_which_moves_on(world, algebra):
    # ALG3 has no material and no drill template: nothing to ask
    client = login(world.student)
    response = start(client, algebra, code="ALG3")
    page = client.get(response.url).content.decode()
    assert "Continue" in page and "session-answer-input" not in page
    session = LearningSession.objects.get(student=world.student)
    moved = client.post(f"/student/learning/sessions/{session.pk}/next/", {"version": version_of(session)},
                        **HTMX).content.decode()
    assert "Step 2 of 4" in moved


def test_a_complete_lesson_offers_keep_practising_only_to_a_strong_student(world, taught):
    client = login(world.student)
    response = start(client, taught)
    session = LearningSession.objects.get(student=world.student)
    LearningSession.objects.filter(pk=session.pk).update(step_index=5, state={**session.state, "pending": None})
    page = client.get(response.url).content.decode()
    assert "Lesson complete" in page and "Keep practising" not in page and ">Pause<" not in page
    session.refresh_from_db()
    LearningSession.objects.filter(pk=session.pk).update(state={**session.state, "allow_extension": True})
    page = client.get(response.url).content.decode()
    assert "Keep practising" in page
    more = client.post(f"/student/learning/sessions/{session.pk}/next/", {"version": version_of(session)},
                       **HTMX).content.decode()
    assert "One more, beyond the plan:" in more and "session-answer-input" in more


def test_the_wording_a_pushed_state_is_shown_in_comes_from_the_page_in_its_language(world, taught):
    """static/js/sessions.js fills the counter, the step list and the pill from data-text-* templates the page
    renders translated, with {placeholders} (the state pushed over the websocket carries only data)."""
    client = login(world.student)
    lesson = client.get(start(client, taught).url, HTTP_ACCEPT_LANGUAGE="es").content.decode()
    assert 'data-text-step="Paso {step} de {total}"' in lesson and 'data-text-complete="Lección completada"' in lesson
    assert 'data-text-done="(hecho)"' in lesson and "Esta sesión ha avanzado en otra pestaña." in lesson
    english = client.get(start(client, taught, mode="exam").url).content.decode()
    assert 'data-text-question="Question {current} of {total}"' in english
