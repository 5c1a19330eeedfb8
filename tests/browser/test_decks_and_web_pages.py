"""A teacher uploads a PowerPoint deck and a web page on the Materials page; both index, and a student's answer quotes
the slide and cites the deck at its slide number (real Daphne, worker, websockets and database, the offline tutor)."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.conftest import screenshot
from tests.materials.test_decks_and_web_pages import PAGE, deck
from tutor import services


def test_a_teacher_uploads_a_deck_and_a_web_page_and_a_student_is_answered_from_a_slide(
        live_app, live_worker, page, world, _browser):
    live_app.login(page, "teacher")
    page.click("text=Materials")
    expect(page.locator(".muted.small", has_text="PowerPoint")).to_be_visible()
    page.set_input_files("input[type=file][name=files]", files=[
        {"name": "markets.pptx", "buffer": deck(hidden_slide=3),
         "mimeType": "application/vnd.openxmlformats-officedocument.presentationml.presentation"},
        {"name": "unit4.html", "buffer": PAGE.encode(), "mimeType": "text/html"},
    ])
    page.click("text=Upload and index")
    page.wait_for_selector(".upload-results")
    expect(page.locator("#material-list tr[data-status=indexed]")).to_have_count(2, timeout=120_000)
    expect(page.locator("#material-list")).to_contain_text("markets.pptx")
    expect(page.locator("#material-list")).to_contain_text("unit4.html")
    screenshot(page, "teacher_materials_deck_and_web_page")

    conversation = services.conversation_create(user=world.student, course_id=world.course.pk)
    context = _browser.new_context(viewport={"width": 1280, "height": 860})  # the student's own cookies
    student = context.new_page()
    live_app.login(student, "student")
    student.goto(f"{live_app.url}/student/tutor/{conversation.pk}/")
    expect(student.locator("#tutor")).to_have_attribute("data-socket", "open")
    student.fill("#tutor-input", "what is a price floor?")
    student.click("#tutor-send")
    body = student.locator("article.message--assistant").last.locator(".message__body[data-outcome=answered]")
    expect(body).to_be_visible(timeout=60_000)
    expect(body).to_contain_text("Price floor: a legal minimum price, set above equilibrium")
    sources = student.locator("article.message--assistant").last
    expect(sources).to_contain_text("markets.pptx")
    expect(sources).to_contain_text("slide 4")
    screenshot(student, "tutor_answer_from_a_slide")
    context.close()
