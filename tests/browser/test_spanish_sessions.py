"""A learning session's result and the report card in Spanish in a real Chromium (issue 22, "A second
language", what Python writes): a browser asking for Spanish starts a whole-course exam, answers one
question, ends the exam early and reads the result's patterns and next steps in Spanish, then the report
card with the exam's scope and the trend words in Spanish. Screenshots: docs/screenshots/
session_exam_result_spanish.png and session_report_card_spanish.png."""

from __future__ import annotations

from playwright.sync_api import expect

from courses.models import ExamQuestion
from devtools.management.commands.seed_demo import DEMO_PASSWORD
from learning.models import LearningSession
from tests.browser.conftest import SCREENSHOTS
from tests.browser.test_demo_loop import demo  # noqa: F401  (the demo course fixture)


def test_an_exam_result_and_the_report_card_in_spanish(live_app, _browser, demo):  # noqa: F811
    from django.contrib.auth import get_user_model

    student = get_user_model().objects.get(username="student")
    context = _browser.new_context(viewport={"width": 1280, "height": 860}, locale="es-ES")
    page = context.new_page()
    try:
        live_app.login(page, "student", DEMO_PASSWORD)
        page.goto(f"{live_app.url}/student/")
        form = page.locator(f"#session-start-{demo.pk} form.session-start__form")
        form.locator("select[name=unit_id]").select_option("")
        form.locator('input[name=mode][value="exam"]').check()
        form.get_by_role("button", name="Empezar").click()
        box = page.locator("#learning-session")
        expect(box).to_be_visible(timeout=30_000)
        expect(box.locator("#session-counter")).to_contain_text("Pregunta 1 de 7")

        item = LearningSession.objects.filter(student=student, mode="exam").latest("created_at").state["exam"][
            "questions"][0]
        question = box.locator(".session-exam-question")
        if item.get("drill"):
            question.locator("#session-exam-input").fill(item["drill"]["ans"])
        else:
            question.locator('input[type="radio"]').nth(ExamQuestion.objects.get(pk=item["question_id"]).answer_index).check()
        question.get_by_role("button", name="Enviar respuesta").click()
        expect(box.locator(".session-exam-answered li")).to_have_count(1, timeout=30_000)
        box.get_by_role("button", name="Terminar el examen").click()

        result = box.locator("#session-result")
        expect(result).to_contain_text("Tu resultado: 1 / 7", timeout=30_000)
        expect(result).to_contain_text("6 preguntas quedaron sin responder (el examen terminó antes de tiempo).")
        expect(result).to_contain_text("Termina un examen completo para ver medidas todas las áreas.")
        assert "not answered" not in result.inner_text()
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        result.scroll_into_view_if_needed()
        page.screenshot(path=str(SCREENSHOTS / "session_exam_result_spanish.png"))

        result.get_by_role("link", name="Ver tu boletín").click()
        card = page.locator("#report-card")
        expect(card).to_be_visible()
        expect(card).to_contain_text("Todo el curso")
        expect(card).to_contain_text("aún no hay pruebas suficientes")
        assert "Whole course" not in card.inner_text() and "not enough evidence" not in card.inner_text()
        page.screenshot(path=str(SCREENSHOTS / "session_report_card_spanish.png"), full_page=True)
    finally:
        context.close()
