"""Learning sessions in the browser on the demo course exactly as ``seed_demo`` makes it, with no model
configured (issue 19's "Done when"): a whole Teach me lesson (a wrong answer gets a probe, then a hint),
a Clarify doubts session, a 7-question exam with its result, and the report card; keyboard use and a
phone-width check. Screenshots land in docs/screenshots/.

The answers a student types are the lesson's own expected answers, read from the session's server-side
state (the page never carries them: that is asserted too).
"""

from __future__ import annotations

from playwright.sync_api import expect

from courses.models import ExamQuestion, Unit
from devtools.management.commands.seed_demo import DEMO_PASSWORD
from learning.models import LearningSession
from tests.browser.test_demo_loop import demo  # noqa: F401  (the demo course fixture)
from tests.browser.conftest import SCREENSHOTS
from tests.browser.test_learning_cards import shot


def _start(page, live_app, course, *, mode: str, unit: Unit | None):
    page.goto(f"{live_app.url}/student/")
    form = page.locator(f"#session-start-{course.pk} form.session-start__form")
    form.locator("select[name=unit_id]").select_option(str(unit.pk) if unit else "")
    form.locator(f'input[name=mode][value="{mode}"]').check()
    form.get_by_role("button", name="Start").click()
    expect(page.locator("#learning-session")).to_be_visible(timeout=30_000)


def _session(student, mode: str) -> LearningSession:
    return LearningSession.objects.filter(student=student, mode=mode).latest("created_at")


def _answer(page, text: str) -> None:
    """Type an answer and press Enter (the keyboard path), then wait for the swapped-in state."""
    version = int(page.locator("#learning-session").get_attribute("data-version"))
    field = page.locator("#session-answer-input")
    expect(field).to_be_focused()
    field.type(text)
    field.press("Enter")
    expect(page.locator("#learning-session")).not_to_have_attribute("data-version", str(version), timeout=30_000)


def _expected(session: LearningSession) -> str:
    pending = session.state["pending"]
    return f"{pending['var']} = {pending['ans']}" if pending.get("var") else pending["ans"]


def test_a_whole_teach_me_lesson_with_a_hint_after_wrong_answers(live_app, page, demo):  # noqa: F811
    from django.contrib.auth import get_user_model

    student = get_user_model().objects.get(username="student")
    unit = Unit.objects.get(course=demo, code="ALG2")
    live_app.login(page, "student", DEMO_PASSWORD)
    _start(page, live_app, demo, mode="teach_me", unit=unit)
    session_box = page.locator("#learning-session")
    expect(session_box.locator("#session-counter")).to_contain_text("Step 1 of 4")
    expect(session_box.locator(".session-turn--explain cite").first).to_contain_text("alg_notes")
    session = _session(student, "teach_me")
    assert session.state["pending"]["ans"] not in page.locator(".session-question").inner_text().split(":", 1)[0]

    # two wrong answers: a probing question, then the targeted hint
    _answer(page, "12345")
    expect(session_box.locator(".session-turn--probe")).to_be_visible()
    _answer(page, "12345")
    hint = session_box.locator(".session-turn--hint").last
    expect(hint).to_contain_text("Hint:")
    shot(page, hint, "session_hint_after_wrong")

    # then right answers through the plan, to the end
    for _ in range(12):
        session.refresh_from_db()
        if session.step_index > len(session.state["plan"]):
            break
        if not session.state.get("pending"):
            session_box.get_by_role("button", name="Continue").click()
            page.wait_for_timeout(500)
            continue
        _answer(page, _expected(session))
        session.refresh_from_db()
        if session.step_index == 3:  # half-way: the bar, the step list and the latest turn
            shot(page, session_box.locator(".session-steps"), "session_teach_me_progress")
    expect(session_box.locator("#session-counter")).to_contain_text("Lesson complete")
    expect(session_box.locator(".session-turn--complete")).to_be_visible()
    expect(session_box.locator('[role="progressbar"]')).to_have_attribute("aria-valuenow", "100")
    expect(session_box.locator(".session-step--done")).to_have_count(4)
    session.refresh_from_db()
    assert session.state["covered"] and session.state.get("pending") is None

    # a reload keeps the lesson (the history is the session's own); the notes' LaTeX is typeset
    page.reload()
    expect(page.locator("#session-counter")).to_contain_text("Lesson complete")
    ideas = page.locator(".session-ideas")
    for n in range(ideas.count()):
        assert "$" not in ideas.nth(n).inner_text()


def test_a_second_tab_follows_the_lesson_without_losing_its_answer_box(live_app, page, demo):  # noqa: F811
    """Seed 004's state_update over the websocket: the first tab answers, the second tab's progress bar,
    counter and step list move on their own, while the answer it was typing keeps its text and the focus
    (only the progress widgets follow a push); it says the lesson moved on and offers the latest."""
    from django.contrib.auth import get_user_model

    student = get_user_model().objects.get(username="student")
    unit = Unit.objects.get(course=demo, code="ALG2")
    live_app.login(page, "student", DEMO_PASSWORD)
    _start(page, live_app, demo, mode="teach_me", unit=unit)
    second = page.context.new_page()
    second.set_viewport_size({"width": 1280, "height": 860})
    second.goto(page.url)
    for tab in (page, second):
        expect(tab.locator("#tutor")).to_have_attribute("data-socket", "open", timeout=30_000)
        expect(tab.locator('#learning-session [role="progressbar"]')).to_have_attribute("aria-valuenow", "0")
    typing = second.locator("#session-answer-input")
    expect(typing).to_be_focused()
    typing.type("half an ans")

    _answer(page, _expected(_session(student, "teach_me")))  # the first tab gets it right: step 2

    box = second.locator("#learning-session")
    expect(box.locator('[role="progressbar"]')).to_have_attribute("aria-valuenow", "25", timeout=30_000)
    expect(box.locator(".bar-fill")).to_have_attribute("style", "width: 25%;")
    expect(box.locator("#session-counter")).to_contain_text("Step 2 of 4")
    expect(box.locator(".session-step--done")).to_have_count(1)
    expect(box.locator(".session-step--current")).to_contain_text(_session(student, "teach_me").state["plan"][1]["concept"])
    expect(box.locator("#session-elsewhere")).to_be_visible()
    expect(typing).to_have_value("half an ans")
    expect(typing).to_be_focused()
    # the tab that answered shows the new state itself, and no "moved on" notice
    expect(page.locator("#session-elsewhere")).to_be_hidden()
    second.screenshot(path=str(SCREENSHOTS / "session_state_two_tabs.png"))

    # a pause in the first tab shows in the second; "Show the latest here" brings the lesson as it stands
    page.locator("#learning-session").get_by_role("button", name="Pause").click()
    expect(box.locator("#session-status")).to_contain_text("Paused", timeout=30_000)
    box.get_by_role("link", name="Show the latest here").click()
    expect(second.locator("#learning-session")).to_have_attribute("data-status", "paused")
    expect(second.locator("#session-answer-input")).to_have_count(0)
    second.close()


def test_pause_and_resume_a_lesson_at_phone_width(live_app, phone_page, demo):  # noqa: F811
    page = phone_page
    unit = Unit.objects.get(course=demo, code="ALG1")
    live_app.login(page, "student", DEMO_PASSWORD)
    _start(page, live_app, demo, mode="teach_me", unit=unit)
    box = page.locator("#learning-session")
    box.get_by_role("button", name="Pause").click()
    expect(box.locator(".session-bar")).to_contain_text("Paused")
    expect(page.locator("#session-answer-input")).to_have_count(0)
    page.goto(f"{live_app.url}/student/")
    expect(page.get_by_role("button", name="Resume Teach me: Variables and expressions")).to_be_visible()
    page.get_by_role("button", name="Resume Teach me: Variables and expressions").click()
    page.locator("#learning-session").get_by_role("button", name="Resume").click()
    expect(page.locator("#session-answer-input")).to_be_visible()
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 392, f"the session page scrolls sideways at phone width ({width}px)"
    shot(page, page.locator("#learning-session .session-bar"), "session_phone")

    # opening the tutor on the unit offers its Q&A, not the lesson's conversation (resumed from the offer)
    page.goto(f"{live_app.url}/student/tutor/units/{unit.pk}/")
    expect(page.locator("#learning-session")).to_have_count(0)
    page.locator(".tutor-start").get_by_role("button", name="Start").first.click()
    expect(page.locator("#tutor-empty")).to_be_visible()
    # and the progress drawer's button does not cover the top of the chat
    drawer = page.locator("#tutor-progress .snapshot-panel__toggle").bounding_box()
    chat = page.locator("#tutor-empty").bounding_box()
    assert drawer["y"] + drawer["height"] <= chat["y"], (drawer, chat)
    page.screenshot(path=str(SCREENSHOTS / "tutor_phone_progress_drawer.png"))


def test_a_clarify_doubts_session_tracks_topics_and_ends_when_done(live_app, page, demo):  # noqa: F811
    unit = Unit.objects.get(course=demo, code="ALG2")
    live_app.login(page, "student", DEMO_PASSWORD)
    _start(page, live_app, demo, mode="clarify", unit=unit)
    expect(page.locator("#tutor")).to_have_attribute("data-socket", "open")
    page.fill("#tutor-input", "How do I solve a linear equation like 3x + 5 = 20?")
    page.click("#tutor-send")
    answer = page.locator("article.message--assistant").last
    expect(answer).to_have_attribute("data-status", "complete", timeout=30_000)
    expect(page.locator("#session-counter")).to_contain_text("Discussed:", timeout=30_000)
    page.fill("#tutor-input", "thanks, that's all")
    page.click("#tutor-send")
    expect(page.locator(".session-closure")).to_contain_text("Glad I could help", timeout=30_000)
    expect(page.locator("article.message--assistant").last).to_contain_text("Glad I could help")
    expect(page.locator("#learning-session")).to_have_attribute("data-status", "ended")
    shot(page, page.locator("#learning-session"), "session_clarify_closed")


def test_a_seven_question_exam_with_its_result_and_the_report_card(live_app, page, demo):  # noqa: F811
    from django.contrib.auth import get_user_model

    student = get_user_model().objects.get(username="student")
    live_app.login(page, "student", DEMO_PASSWORD)
    _start(page, live_app, demo, mode="exam", unit=None)
    box = page.locator("#learning-session")
    for n in range(7):
        expect(box.locator("#session-counter")).to_contain_text(f"Question {n + 1} of 7")
        form = box.locator(".session-exam-question")
        item = _session(student, "exam").state["exam"]["questions"][n]
        if item.get("drill"):  # a teacher's drill template, answered in words or numbers
            assert item["drill"]["ans"] not in form.inner_text().split("Question", 1)[0]
            form.locator("#session-exam-input").fill(item["drill"]["ans"] if n % 3 else "12345")
        else:
            question = ExamQuestion.objects.get(pk=item["question_id"])
            assert question.memo not in page.content()
            choice = question.answer_index if n % 3 else (question.answer_index + 1) % len(question.options)
            form.locator('input[type="radio"]').nth(choice).check()
        form.get_by_role("button", name="Submit answer").click()
        expect(box.locator(".session-exam-answered li")).to_have_count(n + 1, timeout=30_000)
    result = box.locator("#session-result")
    expect(result).to_contain_text("Your result: 4 / 7")
    expect(result).to_contain_text("Next steps")
    shot(page, result, "session_exam_result")

    result.get_by_role("link", name="See your report card").click()
    expect(page.locator("#report-card")).to_be_visible()
    expect(page.locator("#report-exams")).to_be_visible()
    expect(page.locator("#report-card")).to_contain_text("4 / 7")
    page.screenshot(path=str(__import__("tests.browser.test_learning_cards", fromlist=["SCREENSHOTS"]).SCREENSHOTS
                             / "session_report_card.png"), full_page=True)
    page.emulate_media(media="print")
    expect(page.get_by_role("button", name="Print")).to_be_hidden()
