"""The practice loop in a real browser with no model configured (seed PV-AI-020..022): question →
drill card → wrong answer → I'm stuck → concept card → Try a Drill → correct twice → exam block →
pass → the panel's tier badge turns bronze. Screenshots of each card state; one on a phone width.

The course is the tutor tests' algebra course (the demo DAG's first units with their notes indexed,
tests/tutor/test_learning_turn.py), plus a teacher drill template for Linear equations."""

from __future__ import annotations

import re
from decimal import Decimal

from playwright.sync_api import expect

from courses.models import CLO, CLOAttainment, ExamQuestion
from learning.models import DrillTemplate
from tests.browser.conftest import SCREENSHOTS
from tests.tutor.test_learning_turn import algebra  # noqa: F401  (the fixture: units, notes, anchors)
from tutor import services

QUESTION = "How does the elimination method solve a system of equations?"
PROMPT = re.compile(r"Solve x \+ (\d+) = (\d+) for x\.")


def _setup(world, algebra):  # noqa: F811
    # graded work shows ALG1 (cold start: bronze), so Linear equations is exam-ready after two correct drills
    CLOAttainment.objects.create(student=world.student, clo=CLO.objects.get(course=world.course, code="CLO1"),
                                 percent=Decimal("85"))
    DrillTemplate.objects.create(course=world.course, unit=algebra.units["ALG2"], prompt="Solve x + {b} = {c} for x.",
                                 parameters={"b": [2, 9], "c": [10, 20]}, answer="c - b", variable="x",
                                 wrong_answers=[{"answer": "c + b", "tag": "sign-error"}],
                                 hint="Subtract the same number from both sides.")
    return services.conversation_create(user=world.student, course_id=world.course.pk)


def shot(page, card, name: str) -> None:
    """The page as the student sees it with ``card`` scrolled into view in the chat timeline (the
    timeline scrolls on its own, so a full-page screenshot would show its top instead)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    card.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"))


def _answer(card) -> int:
    b, c = map(int, PROMPT.search(card.locator(".learning-card__prompt").inner_text()).groups())
    return c - b


def test_the_practice_loop_moves_the_tier_badge(live_app, page, world, algebra):  # noqa: F811
    conversation = _setup(world, algebra)
    live_app.login(page, "student")
    page.goto(f"{live_app.url}/student/tutor/{conversation.pk}/")
    expect(page.locator("#tutor")).to_have_attribute("data-socket", "open")
    panel = page.locator(".tutor-progress .snapshot-panel")

    # question → the answer, with a drill card on the prerequisite (A2), pushed over the websocket
    page.fill("#tutor-input", QUESTION)
    page.click("#tutor-send")
    answer = page.locator("article.message--assistant").last
    expect(answer).to_have_attribute("data-status", "complete", timeout=30_000)
    drill = answer.locator('.learning-card[data-card="drill"]')
    expect(drill).to_be_visible()
    expect(drill).to_contain_text("Linear equations")
    expect(drill.locator('input[name="token"]')).to_have_count(1)
    assert "c - b" not in page.content()  # the expected answer is sealed, not in the page
    shot(page, drill, "card_drill_open")

    # wrong answer (the sign error) → Incorrect, its feedback; typed and sent with the keyboard only
    b, c = map(int, PROMPT.search(drill.locator(".learning-card__prompt").inner_text()).groups())
    drill.locator('input[name="answer"]').fill(f"x = {b + c}")
    drill.locator('input[name="answer"]').press("Enter")
    graded = answer.locator('.learning-card[data-card="drill"]')
    expect(graded).to_have_attribute("data-card-state", "incorrect")
    expect(graded).to_contain_text("Incorrect")
    expect(graded).to_contain_text("Subtract the same number")
    shot(page, graded, "card_drill_incorrect")

    # I'm stuck → concept card (two misses in a row: stuck by evidence)
    graded.get_by_role("button", name="I'm stuck").click()
    concept = page.locator('.learning-card[data-card="concept"]').last
    expect(concept).to_be_visible()
    expect(concept).to_contain_text("Key idea")
    expect(concept.locator("cite").first).to_contain_text("alg2.md")
    expect(concept.locator("details")).not_to_have_attribute("open", "")
    shot(page, concept, "card_concept")

    # Try a Drill → two correct answers in a row (plain, then LaTeX)
    concept.get_by_role("button", name="Try a Drill").click()
    for n, style in enumerate(("x = {v}", r"\frac{{{w}}}{{2}}")):
        card = page.locator('.learning-card[data-card="drill"][data-card-state="open"]').last
        expect(card).to_be_visible()
        value = _answer(card)
        card.locator('input[name="answer"]').fill(style.format(v=value, w=2 * value))
        card.get_by_role("button", name="Check Answer").click()
        done = page.locator('.learning-card[data-card="drill"][data-card-state="correct"]').nth(n)
        expect(done).to_contain_text("Correct")
        if n == 0:
            shot(page, done, "card_drill_correct")
            done.get_by_role("button", name="Try another").click()
        else:
            done.get_by_role("button", name="Continue").click()

    # Continue → the exam block at the desired tier (bronze), no key in the page before submitting
    exam = page.locator('.learning-card[data-card="exam"]').last
    expect(exam).to_be_visible()
    expect(exam.locator(".tier-badge")).to_have_text("Bronze")
    question = ExamQuestion.objects.get(pk=int(exam.locator('input[name="question_id"]').get_attribute("value")))
    assert question.memo not in page.content() and "(answer)" not in exam.inner_text()
    shot(page, exam, "card_exam_open")
    badge = panel.locator(".snapshot-panel__toggle .tier-badge")
    expect(badge).to_contain_text("ALG2")
    expect(badge).to_have_class(re.compile(r"tier-badge--none"))
    exam.locator('input[type="radio"]').nth(question.answer_index).check()
    exam.get_by_role("button", name="Submit").click()
    passed = page.locator('.learning-card[data-card="exam"][data-card-state="passed"]')
    expect(passed).to_contain_text("Passed")
    # the panel's badge moved with the evidence (pushed with the result)
    expect(badge).to_have_class(re.compile(r"tier-badge--bronze"))
    expect(badge).to_contain_text("Bronze")
    passed.get_by_role("button", name="View Memo").click()
    expect(passed.locator(".learning-card__memo")).to_contain_text(question.memo)
    shot(page, passed, "card_exam_passed")


def _reach_exam(live_app, page, conversation):
    """Ask, answer two drills right, and return the exam block the policy then offers."""
    live_app.login(page, "student")
    page.goto(f"{live_app.url}/student/tutor/{conversation.pk}/")
    expect(page.locator("#tutor")).to_have_attribute("data-socket", "open")
    page.fill("#tutor-input", QUESTION)
    page.click("#tutor-send")
    for n in range(2):
        card = page.locator('.learning-card[data-card="drill"][data-card-state="open"]').last
        expect(card).to_be_visible(timeout=30_000)
        card.locator('input[name="answer"]').fill(str(_answer(card)))
        card.get_by_role("button", name="Check Answer").click()
        done = page.locator('.learning-card[data-card="drill"][data-card-state="correct"]').nth(n)
        expect(done).to_be_visible()
        done.get_by_role("button", name="Continue").click()
    exam = page.locator('.learning-card[data-card="exam"]').last
    expect(exam).to_be_visible()
    return exam


def test_a_wrong_exam_answer_locks_with_a_countdown_on_a_phone(live_app, phone_page, world, algebra):  # noqa: F811
    conversation = _setup(world, algebra)
    page = phone_page
    exam = _reach_exam(live_app, page, conversation)
    question = ExamQuestion.objects.get(pk=int(exam.locator('input[name="question_id"]').get_attribute("value")))
    exam.locator('input[type="radio"]').nth(1 - question.answer_index).check()
    exam.get_by_role("button", name="Submit").click()
    locked = page.locator('.learning-card[data-card="exam"][data-card-state="locked"]')
    expect(locked).to_contain_text("Locked")
    countdown = locked.locator(".countdown")
    expect(countdown).to_have_text(re.compile(r"^(23h|1d|24h)"))
    shot(page, locked, "card_exam_locked_phone")


def test_showing_the_memo_before_answering_locks_the_question_and_fills_the_revisit_list(
        live_app, page, world, algebra):  # noqa: F811
    conversation = _setup(world, algebra)
    exam = _reach_exam(live_app, page, conversation)
    question = ExamQuestion.objects.get(pk=int(exam.locator('input[name="question_id"]').get_attribute("value")))
    assert question.memo not in page.content()
    dialogs = []
    page.once("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.accept()))
    exam.get_by_role("button", name="Show the memo").click()
    viewed = page.locator('.learning-card[data-card="exam"][data-card-state="locked"]')
    expect(viewed).to_contain_text("Memo viewed")
    expect(viewed.locator(".learning-card__memo")).to_contain_text(question.memo)
    expect(viewed.locator(".countdown")).to_have_text(re.compile(r"^(23h|1d|24h)"))
    assert "locks this question" in dialogs[0]
    expect(page.locator(".tutor-progress .snapshot-panel")).to_contain_text("1 question to revisit")
    shot(page, viewed, "card_exam_support_viewed")
