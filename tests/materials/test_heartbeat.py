"""The indexing heartbeat: a material whose worker died is resumed once, as "resuming after an
interruption", and ends with exactly one set of chunks."""

from __future__ import annotations

import time
from datetime import timedelta

import pytest
from django.utils import timezone

from materials import heartbeat
from materials.models import Chunk, CourseMaterial, MaterialStatus
from materials.services import material_index, material_upload, materials_requeue_stale

NOTES = b"# Slopes\n\n" + b"The slope of a line is the change in y divided by the change in x. " * 200


@pytest.fixture
def sent(monkeypatch):
    """What the sweep puts on the queue (the worker side is tests/reliability/test_worker_crash.py)."""
    queued: list[tuple] = []
    monkeypatch.setattr("materials.tasks.material_index_task.delay", lambda *a: queued.append(a))
    return queued


def _abandoned(world, captured, *, heartbeat_age: timedelta) -> CourseMaterial:
    with captured(execute=False):
        material = material_upload(user=world.teacher, course=world.course, filename="slopes.md", data=NOTES)
    now = timezone.now()
    CourseMaterial.objects.filter(pk=material.pk).update(
        status=MaterialStatus.PROCESSING, progress=40, stage="embed", processing_started_at=now - heartbeat_age,
        heartbeat_at=now - heartbeat_age,
    )
    return material


@pytest.mark.django_db
def test_a_stale_heartbeat_is_resumed_once_and_shown_as_resuming(world, django_capture_on_commit_callbacks, sent, settings):
    settings.MATERIAL_HEARTBEAT_TIMEOUT_SECONDS = 60
    material = _abandoned(world, django_capture_on_commit_callbacks, heartbeat_age=timedelta(seconds=61))
    assert materials_requeue_stale() == 1
    assert materials_requeue_stale() == 0, "a second sweep must not queue it again"
    assert sent == [(str(material.pk), material.version)]
    material.refresh_from_db()
    assert material.status == MaterialStatus.PENDING and material.resuming and material.interruptions == 1
    assert material_index(material_id=material.pk, version=material.version) == "indexed"
    material.refresh_from_db()
    assert not material.resuming
    indexes = list(Chunk.all_objects.filter(material=material).values_list("index", flat=True))
    assert indexes == list(range(material.chunk_count)) and material.chunk_count > 1


@pytest.mark.django_db
def test_a_fresh_heartbeat_is_left_alone_and_cannot_be_claimed_twice(world, django_capture_on_commit_callbacks, sent, settings):
    settings.MATERIAL_HEARTBEAT_TIMEOUT_SECONDS = 60
    material = _abandoned(world, django_capture_on_commit_callbacks, heartbeat_age=timedelta(seconds=20))
    assert materials_requeue_stale() == 0 and sent == []
    assert material_index(material_id=material.pk, version=material.version) == "skipped"  # its worker is alive


@pytest.mark.django_db
def test_the_teacher_page_says_resuming_after_an_interruption(client, world, django_capture_on_commit_callbacks, sent):
    material = _abandoned(world, django_capture_on_commit_callbacks, heartbeat_age=timedelta(hours=1))
    materials_requeue_stale()
    client.force_login(world.teacher)
    page = client.get(f"/teacher/courses/{world.course.pk}/materials/")
    assert page.status_code == 200
    assert "resuming after an interruption" in page.content.decode()
    assert CourseMaterial.objects.get(pk=material.pk).resuming


@pytest.mark.django_db(transaction=True)
def test_the_heartbeat_thread_beats_while_indexing_and_stops_after(world, settings):
    settings.MATERIAL_HEARTBEAT_TIMEOUT_SECONDS = 3  # a beat every 0.5 s
    material = CourseMaterial.objects.create(course=world.course, source_filename="a.md", kind="markdown",
                                             checksum="x", status=MaterialStatus.PROCESSING)
    with heartbeat.Heartbeat(material.pk, material.version):
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            material.refresh_from_db()
            if material.heartbeat_at is not None:
                break
            time.sleep(0.1)
    assert material.heartbeat_at is not None
    first = material.heartbeat_at
    time.sleep(1.2)
    material.refresh_from_db()
    assert material.heartbeat_at == first or material.heartbeat_at - first < timedelta(seconds=1), "stopped at exit"
    CourseMaterial.objects.filter(pk=material.pk).update(status=MaterialStatus.INDEXED, heartbeat_at=None)
    assert not heartbeat.beat(material.pk, material.version), "a finished material never looks alive"
