"""The demo teacher in the Django admin, and a student's progress panel, in a real browser."""

from __future__ import annotations

import uuid
from datetime import timedelta

from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.utils import timezone
from playwright.sync_api import expect

from courses.models import Course, ExamAttempt, ExamQuestion
from devtools.management.commands.seed_demo import DEMO_PASSWORD
from learning import services, turn
from tests.browser.conftest import screenshot


def _demo():
    call_command("seed_demo", stdout=open("/dev/null", "w"))
    return Course.objects.get(code="ALG101", institution__slug="demo")


def test_the_demo_teacher_signs_in_to_the_admin_and_sees_only_their_course(live_app, page):
    course = _demo()
    page.goto(live_app.url + "/admin/")
    page.fill("#id_username", "teacher")
    page.fill("#id_password", DEMO_PASSWORD)
    page.click("input[type=submit]")
    expect(page.locator("#site-name")).to_contain_text("CourseTutor administration")
    for model in ("Units", "Unit prerequisites", "CLOs", "Exam questions", "Course materials", "Learning settings"):
        expect(page.locator("#content-main")).to_contain_text(model)
    expect(page.locator("#content-main")).not_to_contain_text("Institutions")
    expect(page.locator("#content-main")).not_to_contain_text("Turn logs")
    page.goto(f"{live_app.url}/admin/courses/unit/")
    expect(page.locator("#result_list tbody tr")).to_have_count(course.units.count())
    expect(page.locator("#result_list")).to_contain_text("ALG2, ALG5, ALG6")  # Quadratic equations' prerequisites
    screenshot(page, "teacher_admin")
    page.get_by_role("link", name="ALG4", exact=True).click()
    expect(page.locator(".inline-group")).to_contain_text("units a student needs first")
    screenshot(page, "teacher_admin_unit")


def _student_with_history(course):
    student = get_user_model().objects.get(username="student")
    now = timezone.now()
    structure_units = {u.code: u.pk for u in course.units.all()}
    for correct in (True, True):
        services.evidence_record(student_id=student.pk, course_id=course.pk, unit_id=structure_units["ALG2"],
                                 kind="drill", correct=correct, now=now)
    question = ExamQuestion.objects.filter(course=course, units=structure_units["ALG2"], tier="bronze").first()
    attempt = ExamAttempt.objects.create(student=student, question=question, chosen_index=3, correct=False,
                                         locked_until=now + timedelta(hours=20, minutes=30))
    services.evidence_record_exam_attempt(attempt_id=attempt.pk, now=now)
    decision = turn.turn_prepare(student_id=student.pk, course_id=course.pk, question="q", query_vector=None,
                                 embedding_model="none", model_units=[("ALG2", 0.9)], now=now)
    turn.turn_record(decision=decision, message_id=uuid.uuid4(), action=decision.choose())
    services.learning_settings_update(course_id=course.pk, show_reasoning=True)


def test_a_student_sees_their_progress_panel_with_a_countdown(live_app, page):
    course = _demo()
    _student_with_history(course)
    live_app.login(page, "student", DEMO_PASSWORD)
    page.goto(f"{live_app.url}/student/learning/courses/{course.pk}/panel/")
    panel = page.locator(f"#snapshot-panel-{course.pk}")
    expect(panel).to_contain_text("Linear equations")
    expect(panel).to_contain_text("Bronze")
    countdown = panel.locator("[data-countdown-until]").first
    expect(countdown).to_contain_text("20h")
    expect(panel).to_contain_text("1 question to revisit")
    page.locator(".debug-drawer summary").click()
    expect(page.locator(".debug-drawer")).to_contain_text("Top candidate units")
    screenshot(page, "learning_panel")


def test_the_panel_folds_into_a_drawer_on_a_phone(live_app, phone_page):
    course = _demo()
    _student_with_history(course)
    live_app.login(phone_page, "student", DEMO_PASSWORD)
    phone_page.goto(f"{live_app.url}/student/learning/courses/{course.pk}/panel/")
    body = phone_page.locator(".snapshot-panel__body")
    expect(body).to_be_hidden()
    phone_page.locator(".snapshot-panel__toggle").click()
    expect(body).to_be_visible()
    assert phone_page.evaluate("document.documentElement.scrollWidth") <= 390
    screenshot(phone_page, "learning_panel_phone")
