"""The learning panel and the tutor-reasoning drawer: access, HTMX vs full page, what they show."""

from __future__ import annotations

import uuid
from datetime import timedelta
from decimal import Decimal

import pytest
from django.test import Client
from django.utils import timezone

from courses.models import CLOAttainment, ExamAttempt
from learning import presenters, services, turn
from learning.models import LearnerSnapshot
from tests.learning.conftest import MODEL, vector

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}


def panel_url(algebra):
    return f"/student/learning/courses/{algebra.course.pk}/panel/"


def login(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def take_turn(world, algebra, **weights):
    decision = turn.turn_prepare(student_id=world.student.pk, course_id=algebra.course.pk, question="q",
                                 query_vector=vector(**weights), embedding_model=MODEL, now=timezone.now())
    turn.turn_record(decision=decision, message_id=uuid.uuid4(), action=decision.choose())
    return decision


def test_htmx_gets_the_partial_and_a_browser_the_page(world, algebra):
    CLOAttainment.objects.create(student=world.student, clo=algebra.clos["CLO1"], percent=Decimal("90"))
    client = login(world.student)
    partial = client.get(panel_url(algebra), **HTMX)
    assert partial.status_code == 200
    html = partial.content.decode()
    assert html.lstrip().startswith("<aside") and "<html" not in html
    assert f'id="snapshot-panel-{algebra.course.pk}"' in html and "Linear equations" in html
    assert "Bronze 1" in html and "of 5 units" in html
    page = client.get(panel_url(algebra))
    assert page.status_code == 200 and "<html" in page.content.decode()
    assert "js/learning.js" in page.content.decode() and "<script>" not in page.content.decode()
    assert not LearnerSnapshot.objects.exists()  # looking is not a first contact


def test_the_panel_shows_the_prerequisite_and_a_live_countdown_when_the_exam_is_locked(world, algebra):
    take_turn(world, algebra, ALG3=0.8)
    html = login(world.student).get(panel_url(algebra), **HTMX).content.decode()
    assert "Before <strong>Systems of linear equations</strong>, build up" in html
    for question in algebra.questions[("ALG2", "bronze")]:
        ExamAttempt.objects.create(student=world.student, question=question, chosen_index=1, correct=False,
                                   locked_until=timezone.now() + timedelta(hours=5))
        services.evidence_record(student_id=world.student.pk, course_id=algebra.course.pk,
                                 unit_id=algebra.id("ALG2"), kind="exam", correct=False, now=timezone.now(),
                                 tier="bronze", question_id=question.pk)
    html = login(world.student).get(panel_url(algebra), **HTMX).content.decode()
    assert "Locked · available in" in html and "data-countdown-until=" in html
    assert "4h 59m" in html or "5h 00m" in html
    assert "2 questions to revisit" in html


@pytest.mark.parametrize("persona, status", [("teacher", 403), ("admin", 403), ("other_student", 404),
                                             ("outsider", 404), ("superuser", 403)])
def test_only_the_courses_students_see_a_panel(world, algebra, persona, status):
    assert login(getattr(world, persona)).get(panel_url(algebra), **HTMX).status_code == status


def test_anonymous_visitors_are_sent_to_sign_in_and_posts_are_refused(client, world, algebra):
    response = client.get(panel_url(algebra))
    assert response.status_code == 302 and response["Location"].startswith("/login/")
    assert login(world.student).post(panel_url(algebra)).status_code == 405


def test_the_reasoning_drawer_is_hidden_unless_the_course_shows_it(world, algebra, settings):
    take_turn(world, algebra, ALG3=0.8)
    client = login(world.student)
    reasoning = f"/student/learning/courses/{algebra.course.pk}/reasoning/"
    assert client.get(reasoning, **HTMX).status_code == 404
    assert "Tutor reasoning" not in client.get(panel_url(algebra)).content.decode()
    services.learning_settings_update(course_id=algebra.course.pk, show_reasoning=True)
    html = client.get(reasoning, **HTMX).content.decode()
    assert "DRILL_CARD" in html and "primaryTargetUnitId" in html and "ALG3" in html
    assert "Tutor reasoning" in client.get(panel_url(algebra)).content.decode()
    # another student of another course never sees it for this course
    assert login(world.other_student).get(reasoning, **HTMX).status_code == 404


def test_debug_mode_shows_the_drawer_without_the_course_switch(world, algebra, settings):
    settings.DEBUG = True
    take_turn(world, algebra, ALG1=0.9)
    html = login(world.student).get(f"/student/learning/courses/{algebra.course.pk}/reasoning/", **HTMX).content.decode()
    assert "Top candidate units" in html and "ALG1" in html


def test_the_rendering_helpers_make_out_of_band_fragments(world, algebra):
    decision = take_turn(world, algebra, ALG3=0.8)
    panel = presenters.render_snapshot_panel(decision.panel, oob=True)
    assert 'hx-swap-oob="outerHTML"' in panel and "Systems of linear equations" in panel
    drawer = presenters.render_debug_drawer(presenters.drawer_from_decision(decision), oob=True)
    assert f'id="debug-drawer-{algebra.course.pk}"' in drawer and "&quot;focusUnitId&quot;: &quot;ALG2&quot;" in drawer


def test_course_text_is_escaped(world, algebra):
    algebra.units["ALG1"].title = "<script>alert(1)</script>"
    algebra.units["ALG1"].save()
    html = login(world.student).get(panel_url(algebra), **HTMX).content.decode()
    assert "<script>alert" not in html and "&lt;script&gt;" in html
