"""The learning loop on the tutor page, in a real browser: a new student asks about a unit whose
prerequisite they have not mastered; the answer points to the prerequisite, the SnapshotLite panel
shows the focus moved to it (pushed over the websocket, no reload), and "Ask about it" asks."""

from __future__ import annotations

from playwright.sync_api import expect

from learning.models import LearningSettings
from tests.browser.conftest import screenshot
from tests.tutor.test_learning_turn import algebra  # noqa: F401  (the fixture: units, notes, anchors)
from tutor import services

QUESTION = "How does the elimination method solve a system of equations?"


def test_a_question_past_a_missing_prerequisite_points_to_it_and_moves_the_focus(live_app, page, world, algebra):  # noqa: F811
    LearningSettings.objects.update_or_create(course=world.course, defaults={"show_reasoning": True})
    conversation = services.conversation_create(user=world.student, course_id=world.course.pk)
    live_app.login(page, "student")
    page.goto(f"{live_app.url}/student/tutor/{conversation.pk}/")
    expect(page.locator("#tutor")).to_have_attribute("data-socket", "open")
    panel = page.locator(".tutor-progress .snapshot-panel")
    expect(panel).to_contain_text("Variables and expressions")  # a new student starts at the entry unit

    page.fill("#tutor-input", QUESTION)
    page.click("#tutor-send")
    answer = page.locator("article.message--assistant").last
    expect(answer).to_have_attribute("data-status", "complete", timeout=30_000)
    expect(answer).to_contain_text("elimination method")
    expect(answer).to_contain_text("make sure of “Linear equations”")
    # the panel was pushed over the websocket: the focus moved to the prerequisite
    expect(panel.locator(".snapshot-focus")).to_contain_text("Linear equations", timeout=10_000)
    expect(panel.locator(".snapshot-nudge")).to_contain_text("Before Systems of linear equations, build up Linear equations")
    screenshot(page, "tutor_learning_panel")

    drawer = page.locator(".tutor-progress .debug-drawer")
    drawer.locator("summary").click()
    expect(drawer).to_contain_text("DRILL_CARD on ALG2")
    expect(drawer).to_contain_text("ALG3 Systems of linear equations")
    page.locator(".snapshot-panel__toggle").evaluate("el => el.parentElement.open = false")  # fold the panel to show the drawer
    drawer.scroll_into_view_if_needed()
    screenshot(page, "tutor_reasoning_drawer")

    # "Ask about it" asks the suggested question, which does not count as a typed prompt
    page.get_by_role("button", name="Ask about “Linear equations”").click()
    follow_up = page.locator("article.message--assistant").nth(1)
    expect(follow_up).to_have_attribute("data-status", "complete", timeout=30_000)
    expect(follow_up).to_contain_text("linear equation")
    expect(page.locator("article.message--user").last).to_contain_text("Ask about “Linear equations”")


def test_on_a_phone_the_panel_folds_into_a_drawer(live_app, phone_page, world, algebra):  # noqa: F811
    conversation = services.conversation_create(user=world.student, course_id=world.course.pk)
    live_app.login(phone_page, "student")
    phone_page.goto(f"{live_app.url}/student/tutor/{conversation.pk}/")
    expect(phone_page.locator("#tutor")).to_have_attribute("data-socket", "open")
    toggle = phone_page.locator(".tutor-progress .snapshot-panel__toggle")
    expect(toggle).to_be_visible()
    expect(phone_page.locator(".tutor-progress .snapshot-panel__body")).to_be_hidden()
    phone_page.fill("#tutor-input", QUESTION)
    phone_page.click("#tutor-send")
    expect(phone_page.locator("article.message--assistant").last).to_have_attribute("data-status", "complete",
                                                                                    timeout=30_000)
    expect(toggle).to_contain_text("ALG2")  # the folded summary follows the focus
    screenshot(phone_page, "tutor_learning_panel_phone_folded")
    toggle.click()
    expect(phone_page.locator(".tutor-progress .snapshot-focus")).to_contain_text("Linear equations")
    screenshot(phone_page, "tutor_learning_panel_phone")
