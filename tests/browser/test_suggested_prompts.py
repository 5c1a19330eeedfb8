"""Suggested prompts in the browser, end to end: a material indexed by a real Celery worker, whose
suggestions the same worker answers after indexing; a student clicks a chip and sees the answer
with its citation at once, reloads and still sees it; after a refusal the chips come back."""

from __future__ import annotations

import time
from pathlib import Path

from playwright.sync_api import expect

from courses.models import Unit
from materials.services import material_create_from_text
from tests.browser.conftest import screenshot
from tutor import services, suggestion_services
from tutor.models import Message, SuggestedPrompt, SuggestionSource

NOTES = (Path(__file__).resolve().parents[2] / "devtools" / "demo_material" / "alg_notes_linear.md").read_text()[:4000]


def _wait_for_suggestions(course_id: int, unit_id: int, process, timeout: float = 180.0) -> list:
    """Poll (bounded) until the worker has indexed the material and answered the unit's suggestions."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert process.poll() is None, "the Celery worker died"
        offered = suggestion_services.suggestions_offered(course_id=course_id, unit_id=unit_id)
        if offered:
            return offered
        time.sleep(0.5)
    raise AssertionError("the worker did not precompute the suggestions in time")


def test_a_chip_answers_at_once_with_its_citation_and_stays_after_reload(live_app, live_worker, page, world):
    unit = Unit.objects.create(course=world.course, code="ALG1", title="Variables and expressions")
    material_create_from_text(course=world.course, title="alg_notes_linear.md", text=NOTES, unit=unit)
    offered = _wait_for_suggestions(world.course.pk, unit.pk, live_worker)
    # precomputed by the worker after indexing: generated, answered, with citations
    assert all(s.source == SuggestionSource.GENERATED and s.answer_citations for s in offered)
    chip = next(s for s in offered if s.text == "What is a variable?")

    conversation = services.conversation_create(user=world.student, course_id=world.course.pk, unit_id=unit.pk)
    live_app.login(page, "student")
    page.goto(f"{live_app.url}/student/tutor/{conversation.pk}/")
    chips = page.locator("#suggested-prompts .suggested-prompt")
    expect(chips).to_have_count(len(offered))
    expect(page.locator("#suggested-prompts")).to_contain_text("Not sure where to start?")
    screenshot(page, "tutor_suggested_prompts")

    page.locator(f"#suggested-prompt-{chip.pk}").click()
    answer = page.locator("#tutor-messages .message--assistant").last
    expect(answer).to_contain_text("stands for a number")
    expect(answer.locator(".sources")).to_contain_text("alg_notes_linear.md")
    expect(page.locator("#tutor-messages .message--user").last).to_have_text("What is a variable?")
    expect(page.locator("#suggested-prompts .suggested-prompt")).to_have_count(0)  # gone once answered
    expect(page.locator("#tutor-empty")).to_have_count(0)
    screenshot(page, "tutor_suggested_prompt_answered")

    page.reload()
    expect(page.locator("#tutor-messages .message--user")).to_have_text(["What is a variable?"])
    reloaded = page.locator("#tutor-messages .message--assistant")
    expect(reloaded).to_have_count(1)
    expect(reloaded).to_contain_text("stands for a number")
    expect(reloaded.locator(".sources")).to_contain_text("alg_notes_linear.md")
    assert Message.objects.filter(conversation=conversation).count() == 2

    # a typed question the course cannot answer is refused, and the chips come back under it
    page.fill("#tutor-input", "How does haemoglobin carry oxygen around the body?")
    page.click("#tutor-send")
    refusal = page.locator("article.message--assistant .message__body--refusal").last
    expect(refusal).to_contain_text("won't guess", timeout=60_000)
    expect(page.locator("#suggested-prompts")).to_contain_text("These questions have answers in your course")
    expect(page.locator("#suggested-prompts .suggested-prompt")).to_have_count(len(offered))
    screenshot(page, "tutor_suggested_prompts_after_refusal")


def test_a_teacher_hides_a_suggestion_and_adds_one_in_the_admin(live_app, live_worker, page, world):
    unit = Unit.objects.create(course=world.course, code="ALG1", title="Variables and expressions")
    material_create_from_text(course=world.course, title="alg_notes_linear.md", text=NOTES, unit=unit)
    offered = _wait_for_suggestions(world.course.pk, unit.pk, live_worker)
    hidden = offered[0]

    live_app.login(page, "teacher")
    page.goto(f"{live_app.url}/admin/tutor/suggestedprompt/{hidden.pk}/change/")
    page.check("#id_hidden")
    page.click("input[name=_save]")
    expect(page.locator(".messagelist")).to_contain_text("changed successfully")
    page.goto(f"{live_app.url}/admin/tutor/suggestedprompt/add/")
    page.select_option("#id_course", str(world.course.pk))
    page.select_option("#id_unit", str(unit.pk))
    page.fill("#id_text", "What is a coefficient?")
    page.fill("#id_order", "0")
    page.click("input[name=_save]")
    expect(page.locator(".messagelist")).to_contain_text("added successfully")
    screenshot(page, "admin_suggested_prompts")

    added = SuggestedPrompt.objects.get(text="What is a coefficient?")
    assert added.source == SuggestionSource.TEACHER
    deadline = time.monotonic() + 60
    texts: list[str] = []
    while time.monotonic() < deadline:  # the worker answers the new question
        texts = [s.text for s in suggestion_services.suggestions_offered(course_id=world.course.pk, unit_id=unit.pk)]
        if texts and texts[0] == "What is a coefficient?":
            break
        time.sleep(0.5)
    assert texts[0] == "What is a coefficient?" and hidden.text not in texts
