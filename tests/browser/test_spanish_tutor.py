"""The tutor page in Spanish in a real Chromium (issue 22): a browser that asks for Spanish gets the
interface in Spanish, a question asked in Spanish gets the tutor's own sentences in Spanish and the course
quoted in its own language (the demo course is English), and the finished answer is announced in Spanish.
Screenshot: docs/screenshots/tutor_spanish.png."""

from __future__ import annotations

from playwright.sync_api import expect

from devtools.management.commands.seed_demo import DEMO_PASSWORD
from tests.browser.conftest import SCREENSHOTS
from tests.browser.test_demo_loop import demo  # noqa: F401  (the demo course fixture)
from tutor import services
from tutor.phrases import PHRASES

QUESTION = "¿Cómo resuelvo una ecuación lineal como 3x + 5 = 20?"


def test_the_tutor_page_in_spanish(live_app, _browser, demo):  # noqa: F811
    from django.contrib.auth import get_user_model

    from materials.crosslingual import cross_vectors_build
    from materials.models import CourseMaterial

    # the course's multilingual vectors (built in the background after indexing; here at once, for the
    # linear-equations notes only) let a Spanish question find the English passage
    notes = CourseMaterial.objects.get(course=demo, source_filename="alg_notes_linear.md")
    cross_vectors_build(material_id=notes.pk)
    student = get_user_model().objects.get(username="student")
    conversation = services.conversation_create(user=student, course_id=demo.pk)
    context = _browser.new_context(viewport={"width": 1280, "height": 860}, locale="es-ES")
    page = context.new_page()
    try:
        page.goto(f"{live_app.url}/login/")
        expect(page.get_by_role("heading", name="Iniciar sesión")).to_be_visible()
        page.fill("#id_username", "student")
        page.fill("#id_password", DEMO_PASSWORD)
        page.get_by_role("button", name="Iniciar sesión").click()
        page.goto(f"{live_app.url}/student/tutor/{conversation.pk}/")
        expect(page.locator("#tutor")).to_have_attribute("data-socket", "open")
        assert page.locator("html").get_attribute("lang") == "es"
        expect(page.get_by_role("button", name="Enviar")).to_be_visible()
        expect(page.get_by_role("heading", name="Conversaciones anteriores")).to_be_attached()
        expect(page.get_by_label("Tu pregunta")).to_be_visible()

        page.get_by_label("Tu pregunta").fill(QUESTION)
        page.get_by_role("button", name="Enviar").click()
        answer = page.locator("article.message--assistant").last
        # the first answer of a fresh server loads the encoders: a generous wait, not a timing claim
        expect(answer).to_have_attribute("data-status", "complete", timeout=90_000)
        expect(page.locator("#tutor-announcer")).to_have_text("Respuesta lista")
        body = answer.locator(".message__body").inner_text()
        spanish = [texts["es"] for texts in PHRASES.values() if texts.get("es")]
        assert any(sentence.split("{")[0][:40] in body for sentence in spanish), body[:400]
        expect(answer.locator(".sources__title")).to_have_text("Fuentes")
        expect(answer.locator(".sources__file").first).to_contain_text("alg_notes_linear")  # the course, as written
        expect(page.locator("#language-picker")).to_have_value("es")

        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        answer.evaluate("n => n.scrollIntoView({block: 'start'})")  # the answer, not the card after it
        page.screenshot(path=str(SCREENSHOTS / "tutor_spanish.png"))
    finally:
        context.close()
