"""A teacher uploads a PowerPoint deck and a web page on the Materials page; both index, and a student's answer quotes
the slide and cites the deck at its slide number, and a worked example set line by line in a monospaced text box is
quoted whole, as a block (real Daphne, worker, websockets and database, the offline tutor)."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.conftest import screenshot
from pptx.util import Inches

from tests.materials.test_decks_and_web_pages import PAGE, _text_box, deck
from tutor import services


def test_a_teacher_uploads_a_deck_and_a_web_page_and_a_student_is_answered_from_a_slide(
        live_app, live_worker, page, world, _browser):
    live_app.login(page, "teacher")
    page.click("text=Materials")
    expect(page.locator(".muted.small", has_text="PowerPoint")).to_be_visible()
    page.set_input_files("input[type=file][name=files]", files=[
        {"name": "markets.pptx", "buffer": deck(hidden_slide=3, extras=_worked_example),
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

    student.fill("#tutor-input", "in the rent control worked example, how big is the shortage of flats?")
    student.click("#tutor-send")
    body = student.locator("article.message--assistant").last.locator(".message__body[data-outcome=answered]")
    expect(body).to_be_visible(timeout=60_000)
    # every line of the example, as the slide sets them, in one block
    expect(body.locator("pre")).to_contain_text("Shortage: 600 - 400 = 200 flats")
    expect(body.locator("pre")).to_contain_text("Flats supplied at the ceiling: 400")
    expect(student.locator("article.message--assistant").last).to_contain_text("slide 5")
    screenshot(student, "tutor_answer_worked_example_from_a_slide")

    # the student points at the slide: its working is quoted first, though it shares few words with the question
    student.fill("#tutor-input", "on slide 5 what do they get in the end")
    student.click("#tutor-send")
    last = student.locator("article.message--assistant").last
    expect(last.locator(".message__body[data-outcome]")).to_be_visible(timeout=60_000)
    expect(last.locator(".message__body pre").first).to_contain_text("Shortage: 600 - 400 = 200 flats")
    expect(last).to_contain_text("slide 5")
    screenshot(student, "tutor_answer_from_the_slide_the_student_names")
    context.close()


def _worked_example(prs, slides):
    _text_box(slides[4], ["Rent ceiling: 500 pounds a month", "Flats demanded at the ceiling: 600",
                          "Flats supplied at the ceiling: 400", "Shortage: 600 - 400 = 200 flats"],
              top=Inches(4.5), font="Courier New")
