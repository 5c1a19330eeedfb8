"""The pages of the foundation and the teacher's Materials page, in a real browser."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

from playwright.sync_api import expect

from courses.models import CLOAttainment
from tests.browser.conftest import screenshot
from tests.factories import AssignmentFactory, CLOFactory

DEMO = Path(__file__).resolve().parents[2] / "devtools" / "demo_material"


def _with_progress(world):
    for code, title, percent in [("CLO1", "Simplify expressions", 82), ("CLO2", "Solve linear equations", 64),
                                 ("CLO3", "Solve quadratics", 48)]:
        clo = CLOFactory(course=world.course, code=code, title=title)
        CLOAttainment.objects.create(student=world.student, clo=clo, percent=Decimal(percent))
    AssignmentFactory(course=world.course, title="Problem set 1: Linear equations")


def test_login_and_student_dashboard(live_app, page, world):
    _with_progress(world)
    page.goto(live_app.url + "/")
    assert "/login/" in page.url
    screenshot(page, "login")
    live_app.login(page, "student")
    assert page.url.endswith("/student/")
    assert page.locator(".clo-row").count() == 3
    assert page.locator(".bar-gap").count() == 2, "two outcomes below 70% are highlighted"
    screenshot(page, "student_dashboard")


def test_wrong_password_shows_an_error(live_app, page, world):
    page.goto(live_app.url + "/login/")
    page.fill("#id_username", "student")
    page.fill("#id_password", "nope")
    page.click("button[type=submit]")
    assert page.locator(".error-box").is_visible()


def test_student_dashboard_on_a_phone(live_app, phone_page, world):
    _with_progress(world)
    live_app.login(phone_page, "student")
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, "no horizontal scrolling on a phone"
    screenshot(phone_page, "student_dashboard_phone")


def test_teacher_uploads_files_and_watches_them_index(live_app, live_worker, page, world):
    live_app.login(page, "teacher")
    assert page.url.endswith("/teacher/")
    page.click("text=Materials")
    page.set_input_files("input[type=file][name=files]", [str(DEMO / "alg_notes_linear.md"), str(DEMO / "alg_notes_systems.docx")])
    page.click("text=Upload and index")
    page.wait_for_selector(".upload-results")
    assert page.locator(".upload-results li").count() == 2
    # the list polls by itself until both files are indexed
    expect(page.locator("#material-list tr[data-status=indexed]")).to_have_count(2, timeout=120_000)
    screenshot(page, "teacher_materials")
    # a rejected file explains itself and nothing else changes
    page.set_input_files("input[type=file][name=files]", files=[{"name": "photo.pdf", "mimeType": "application/pdf", "buffer": b"\x89PNG\r\n\x1a\n0000"}])
    page.click("text=Upload and index")
    page.wait_for_selector("text=Unsupported file format")
    assert page.locator("#material-list tbody tr").count() == 2
    screenshot(page, "teacher_materials_rejected")
    assert re.search(r"passages?", page.locator("#material-list").inner_text())
