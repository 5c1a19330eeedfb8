"""The second language reaches what Python writes (issue 22, "A second language", second part): a learning
session's result and lesson turns, the report card, the teacher's flash messages, the JSON API's error
bodies and the countdown's words for learning.js, in Spanish when the request asks for it and unchanged
English otherwise."""

from __future__ import annotations

import json
import re

import pytest
from django.test import Client
from django.utils import translation

from courses.api_tokens import api_token_create
from learning.models import LearningSession
from learning.sessions import exam_plan
from learning.sessions.state import state_view
from learning.templatetags.learning import countdown
from tests.learning.conftest import algebra  # noqa: F401  (fixture)
from tests.learning.sessions.test_session_views import HTMX, login, start, taught  # noqa: F401  (fixture)
from tests.served import request

pytestmark = pytest.mark.django_db
ES = {"HTTP_ACCEPT_LANGUAGE": "es"}
SESSIONS_API = "/api/learning/sessions"


def version_of(session: LearningSession) -> int:
    session.refresh_from_db()
    return session.version


def _ended_exam(world, taught) -> tuple[Client, LearningSession]:  # noqa: F811
    """A whole-course exam with one answer, ended early in English (six questions unanswered)."""
    client = login(world.student)
    start(client, taught, mode="exam", code=None)
    session = LearningSession.objects.get(student=world.student)
    client.post(f"/student/learning/sessions/{session.pk}/exam/", {"choice": 0, "version": version_of(session)},
                **HTMX)
    client.post(f"/student/learning/sessions/{session.pk}/end/", {"version": version_of(session)}, **HTMX)
    session.refresh_from_db()
    assert session.status == "ended"
    return client, session


def test_an_exam_result_reads_in_the_readers_language(world, taught):  # noqa: F811
    client, session = _ended_exam(world, taught)
    page = f"/student/tutor/{session.conversation_id}/"
    spanish = client.get(page, **ES).content.decode()
    assert "Tu resultado:" in spanish and "Próximos pasos" in spanish
    assert "6 preguntas quedaron sin responder (el examen terminó antes de tiempo)." in spanish
    assert "Termina un examen completo para ver medidas todas las áreas." in spanish
    assert "not answered" not in spanish and "Finish a full exam" not in spanish
    # the exam ended in English, yet each reader gets the result in their own language (recomputed)
    english = client.get(page).content.decode()
    assert "6 questions were not answered (the exam ended early)." in english
    assert "Finish a full exam to see every area measured." in english and "Termina un examen" not in english


def test_the_exam_result_sentences_follow_the_active_language():
    results = [exam_plan.QuestionResult("Fractions", "easy", "incorrect"),
               exam_plan.QuestionResult("Fractions", "hard", None)]
    english = exam_plan.exam_feedback(results)
    assert english.patterns == ("1 question was not answered (the exam ended early).",)
    assert english.next_steps[0] == "Review Fractions with a Teach me session."
    with translation.override("es"):
        spanish = exam_plan.exam_feedback(results)
    assert spanish.patterns == ("1 pregunta quedó sin responder (el examen terminó antes de tiempo).",)
    assert spanish.next_steps[0] == "Repasa Fractions con una sesión de Enséñame."  # the concept as the course wrote it
    assert (spanish.score, spanish.weak_areas) == (english.score, english.weak_areas)


def test_the_stored_result_is_the_fallback_when_the_questions_cannot_be_read():
    stored = {"score": 1, "total": 3, "next_steps": ["as stored"]}
    view = state_view(mode="exam", status="ended", step_index=0,
                      state={"exam": {"finished": True, "feedback": stored, "questions": [{"result": "correct"}]}})
    assert view["exam_feedback"] == stored


def test_the_report_card_reads_in_spanish(world, taught):  # noqa: F811
    client, _ = _ended_exam(world, taught)
    url = f"/student/learning/courses/{taught.course.pk}/report/"
    spanish = client.get(url, **ES).content.decode()
    assert "Boletín" in spanish and "Todo el curso" in spanish and "aún no hay pruebas suficientes" in spanish
    assert "Whole course" not in spanish and "not enough evidence yet" not in spanish
    english = client.get(url).content.decode()
    assert "Whole course" in english and "not enough evidence yet" in english


def test_a_teach_me_lesson_speaks_spanish(world, taught):  # noqa: F811
    client = login(world.student)
    response = start(client, taught)
    session = LearningSession.objects.get(student=world.student)
    # the lesson's first turn is written when it starts (in English here); the plan's step names follow the reader
    page = client.get(response.url, **ES).content.decode()
    assert re.search(r'session-step__kind">Explicar<', page) and re.search(r'session-step__kind">Práctica<', page)
    html = client.post(f"/student/learning/sessions/{session.pk}/answer/",
                       {"answer": "wrong", "version": version_of(session)}, **HTMX, **ES).content.decode()
    assert "No del todo." in html, html
    refused = client.post(f"/student/learning/sessions/{session.pk}/answer/", {"answer": "4", "version": 1},
                          **HTMX, **ES).content.decode()
    assert "Esta sesión se actualizó desde otra pestaña." in refused


def test_a_teachers_flash_message_is_in_spanish(world, index_text):
    material = index_text(world.course, "Notes", "# Fractions\n\nA fraction names parts of a whole.")
    client = login(world.teacher)
    response = client.post(f"/teacher/materials/{material.pk}/disable/", follow=True, **ES)
    html = response.content.decode()
    assert response.status_code == 200
    assert f"{material.source_filename} desactivado: el tutor ya no lo cita ni lo menciona." in html
    response = client.post(f"/teacher/materials/{material.pk}/enable/", follow=True)
    assert f"Enabled {material.source_filename}: the tutor answers from it again." in response.content.decode()


def test_an_api_error_body_follows_accept_language_and_keeps_its_code(world, algebra):  # noqa: F811
    _, token = api_token_create(user=world.student, name="i18n")
    client = Client(HTTP_AUTHORIZATION=f"Bearer {token}")
    body = {"course_id": algebra.course.pk, "mode": "teach_me"}  # no unit: only an exam covers the whole course
    spanish = client.post(SESSIONS_API, body, content_type="application/json", **ES)
    english = client.post(SESSIONS_API, body, content_type="application/json")
    assert spanish.status_code == english.status_code == 400
    assert spanish.json() == {"message": "Elige una unidad: solo un examen puede abarcar todo el curso.",
                             "code": "invalid", "extra": {}}
    assert english.json()["message"] == "Choose a unit: only an exam can cover the whole course."
    assert not LearningSession.objects.exists()
    missing = client.get(f"{SESSIONS_API}/00000000-0000-0000-0000-000000000000", **ES)
    assert missing.status_code == 404 and missing.json()["code"] == "not_found"


def test_learning_js_gets_its_countdown_word_from_the_page(world, taught):  # noqa: F811
    client = login(world.student)
    html = client.get(f"/student/learning/courses/{taught.course.pk}/panel/", **ES).content.decode()
    block = re.search(r'<script type="application/json" id="learning-strings">(.*?)</script>', html, re.S)
    assert block and json.loads(block.group(1)) == {"countdownNow": "ya"}
    english = client.get(f"/student/learning/courses/{taught.course.pk}/panel/").content.decode()
    assert '{"countdownNow": "now"}' in english
    assert countdown(None, None) == ""
    from django.utils import timezone
    now = timezone.now()
    with translation.override("es"):
        assert countdown(now, now) == "ya"
    assert countdown(now, now) == "now"


@pytest.mark.slow
def test_a_served_api_error_is_in_spanish_over_a_real_socket(served_app, world, algebra):  # noqa: F811
    _, token = api_token_create(user=world.student, name="served i18n")
    body = {"course_id": algebra.course.pk, "unit_id": algebra.id("ALG2"), "mode": "teach_me"}
    created = request(served_app.url, "POST", SESSIONS_API, token=token, body=body)
    assert created.status == 201, created.body
    path = f"{SESSIONS_API}/{created.json()['id']}"
    stale = request(served_app.url, "POST", f"{path}/pause", token=token, body={"expected_version": 7},
                    headers={"Accept-Language": "es-ES,es;q=0.9"})
    assert stale.status == 409
    assert stale.json() == {"message": "Esta sesión se actualizó desde otra pestaña. Tu último mensaje no se guardó. "
                                       "Vuelve a enviarlo.", "code": "stale_session", "extra": {"current_version": 1}}
    wrong_mode = request(served_app.url, "POST", f"{path}/end-exam", token=token, body={},
                         headers={"Accept-Language": "es"})
    assert wrong_mode.status == 400 and wrong_mode.json()["message"] == "Esta no es una sesión de examen."
    assert request(served_app.url, "GET", path, token=token).json()["status"] == "active"


def test_an_upload_refusal_is_in_spanish_and_the_stored_text_stays_english(world):
    from django.core.files.uploadedfile import SimpleUploadedFile
    from django.urls import reverse

    from materials.extract import ExtractionError, unreadable
    from materials.models import CourseMaterial

    client = login(world.teacher)
    url = reverse("materials_upload", args=[world.course.pk])
    files = [SimpleUploadedFile("photo.pdf", b"\x89PNG\r\n\x1a\n" + b"\x00" * 100),
             SimpleUploadedFile("broken.pdf", b"%PDF-1.7\n this is not really a pdf")]
    response = client.post(url, {"files": files, "material_type": "lecture_notes"}, **ES)
    html = response.content.decode()
    assert "Formato de archivo no admitido." in html and "No se pudo leer el documento." in html
    assert "Unsupported file format" not in html and not CourseMaterial.objects.exists()
    # the English record (what a worker writes on a material) and each sentence translated on its own
    error = unreadable("The PDF has no pages.")
    assert isinstance(error, ExtractionError)
    assert error.message == "Could not read the document. Try uploading it in a different format. The PDF has no pages."
    with translation.override("es"):
        assert error.localized() == ("No se pudo leer el documento. Prueba a subirlo en otro formato. "
                                     "El PDF no tiene páginas.")
        assert error.message.startswith("Could not read")
