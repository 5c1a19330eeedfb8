"""The local rewrite in a real browser: a course with "rewrite answers with a local model" on, a
Daphne whose local model is the fake OpenAI-compatible server; the student reads the reworded
answer with its citations, and an unfaithful rewording is never shown."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from courses.models import Course
from tests.browser.conftest import _daphne, _require_chromium, screenshot
from tests.browser.test_tutor_page import NOTES, index
from tests.tutor.test_local_rewrite import faithful
from tutor import services
from tutor.models import AnswerRewrite


@pytest.fixture(scope="module")
def _live_server_with_local_model(django_db_setup, django_db_blocker, tmp_path_factory):
    _require_chromium()
    from tests.fakes.openai_server import FakeOpenAI
    from tests.served import server_env

    with django_db_blocker.unblock():
        env = server_env()
    with FakeOpenAI() as fake:
        env.update({"LOCAL_LLM_BASE_URL": fake.base_url, "LOCAL_LLM_MODEL": "tiny-local"})
        for app in _daphne(env, tmp_path_factory.mktemp("daphne-local") / "daphne.log"):
            app.fake = fake
            yield app


@pytest.fixture
def live_app_with_local_model(_live_server_with_local_model, transactional_db):
    _live_server_with_local_model.fake.reset()
    return _live_server_with_local_model


def ask(app, page, world, question: str):
    conv = services.conversation_create(user=world.student, course_id=world.course.pk)
    page.goto(f"{app.url}/student/tutor/{conv.pk}/")
    expect(page.locator("#tutor")).to_have_attribute("data-socket", "open")
    page.fill("#tutor-input", question)
    page.click("#tutor-send")
    answer = page.locator("article.message--assistant").last
    expect(answer).to_have_attribute("data-status", "complete", timeout=120_000)
    return answer


def test_the_student_reads_a_faithful_rewrite_and_never_an_unfaithful_one(live_app_with_local_model, page, world):
    app = live_app_with_local_model
    index(world.course, NOTES, "algebra_notes.md")
    Course.objects.filter(pk=world.course.pk).update(rewrite_answers_locally=True)
    app.fake.reply_fn = faithful
    app.login(page, "student")

    answer = ask(app, page, world, "What is a linear equation?")
    expect(answer).to_contain_text("Put simply")
    expect(answer.locator("a.cite").first).to_be_visible()
    screenshot(page, "tutor_local_rewrite")
    assert AnswerRewrite.objects.get().reason == "rewritten"

    app.fake.reply_fn = lambda body: faithful(body) + " Linear equations were first solved by Euler in 1748 [1]."
    answer = ask(app, page, world, "What is a linear equation?")
    expect(answer).not_to_contain_text("Euler")
    expect(answer).not_to_contain_text("Put simply")
    assert AnswerRewrite.objects.filter(shown=False, reason="unsupported_sentence").count() == 1
