"""Tutor fixtures: a course indexed with real notes, a conversation, and the fake LLM server."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from django.conf import settings

from materials.models import CourseMaterial, MaterialStatus
from materials.services import material_create_from_text, material_index
from tests.fakes.openai_server import FakeOpenAI
from tutor import services
from tutor.providers.openai_compat import OpenAICompatProvider

NOTES = Path(settings.BASE_DIR) / "devtools" / "demo_material" / "alg_notes_linear.md"


def index_notes(course, django_capture_on_commit_callbacks, text: str | None = None, title: str = "alg_notes_linear.md"):
    with django_capture_on_commit_callbacks(execute=False):
        material = material_create_from_text(course=course, title=title, text=text or NOTES.read_text()[:4000])
    if material_index(material_id=material.pk, version=material.version) == "skipped":
        # A real Celery worker started by a served test (test_jobs_served.py) sweeps pending materials when it
        # starts and can claim this one first: wait for it to finish instead.
        _wait_until_indexed(material.pk)
    material.refresh_from_db()
    assert material.status == MaterialStatus.INDEXED
    return material


def _wait_until_indexed(material_id, seconds: float = 120.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if CourseMaterial.objects.filter(pk=material_id, status=MaterialStatus.INDEXED).exists():
            return
        time.sleep(0.2)


@pytest.fixture
def indexed_course(world, django_capture_on_commit_callbacks):
    index_notes(world.course, django_capture_on_commit_callbacks)
    return world.course


@pytest.fixture
def conversation(world):
    return services.conversation_create(user=world.student, course_id=world.course.pk)


@pytest.fixture
def fake_llm():
    with FakeOpenAI() as fake:
        yield fake


class RecordingSleep:
    def __init__(self) -> None:
        self.delays: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.delays.append(seconds)


@pytest.fixture
def recording_sleep():
    return RecordingSleep()


@pytest.fixture
def llm_provider(fake_llm, recording_sleep):
    def make(**kwargs) -> OpenAICompatProvider:
        options = {"base_url": fake_llm.base_url, "api_key": "test", "model": "fake-chat",
                   "fallback_model": "fake-fallback", "timeout": 5.0, "sleep": recording_sleep}
        options.update(kwargs)
        return OpenAICompatProvider(**options)

    return make
