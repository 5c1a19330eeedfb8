"""Indexing end to end: real files, the real embedding model, a real Celery worker, real PostgreSQL."""

from __future__ import annotations

import io
import time
from datetime import timedelta
from pathlib import Path

import pytest
from django.utils import timezone
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from courses.models import AssignmentCLOWeight, Notification, RubricCriterion
from materials.embeddings import get_embedding_provider
from materials.models import Chunk, CourseMaterial, MaterialStatus, MaterialType
from materials.services import material_index, material_upload, materials_requeue_stale
from tests.factories import AssignmentFactory, CLOFactory

pytestmark = pytest.mark.slow

DEMO = Path(__file__).resolve().parents[2] / "devtools" / "demo_material"


def _scanned_pdf() -> bytes:
    """A PDF with a page but no text at all (what a scan without OCR looks like to us)."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.add_page()
    pdf.rect(20, 20, 100, 60)
    return bytes(pdf.output())


def _wait_for(material: CourseMaterial, statuses: set[str], timeout: float = 120) -> CourseMaterial:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        material.refresh_from_db()
        if material.status in statuses:
            return material
        time.sleep(0.2)
    raise AssertionError(f"material stayed {material.status} ({material.progress}%)")


@pytest.fixture
def worker(transactional_db):
    """A real Celery worker consuming the test queue in this process (solo pool, its own DB connections).

    At the end it finishes the task at hand: indexing queues the cross-lingual vectors, which take
    tens of seconds on a loaded machine, so a short shutdown timeout left the thread running, and
    Celery's global state then broke the next worker and every later ``result.get()`` of the process.
    """
    from celery.contrib.testing.worker import start_worker

    from config.celery import app

    with start_worker(app, pool="solo", perform_ping_check=False, shutdown_timeout=240, loglevel="WARNING"):
        yield


@pytest.mark.django_db(transaction=True)
def test_uploaded_pdf_is_indexed_by_a_worker_with_pages_and_sections(world, worker):
    data = (DEMO / "alg_notes_quadratics.pdf").read_bytes()
    material = material_upload(user=world.teacher, course=world.course, filename="alg_notes_quadratics.pdf", data=data)
    material = _wait_for(material, {MaterialStatus.INDEXED, MaterialStatus.FAILED})
    assert material.status == MaterialStatus.INDEXED, material.error
    chunks = list(Chunk.objects.filter(material=material).order_by("index"))
    assert material.chunk_count == len(chunks) > 3
    assert material.page_count == 5
    assert chunks[0].page == 1 and chunks[-1].page >= 4
    assert all(c.section for c in chunks[1:])
    assert not any("Introduction to Algebra — Lecture Notes" in c.text for c in chunks), "running header dropped"
    # Property 2: stored chunks carry complete metadata
    for c in chunks:
        assert c.course_id == world.course.pk and c.text and c.token_count > 0
        assert c.embedding_model == "all-MiniLM-L6-v2" and len(c.embedding) == 384
        assert c.material_type == MaterialType.LECTURE_NOTES


@pytest.mark.django_db(transaction=True)
def test_a_file_that_cannot_be_read_is_marked_failed_and_the_teacher_told(world, worker):
    # Property 3
    material = material_upload(user=world.teacher, course=world.course, filename="scan.pdf", data=_scanned_pdf())
    material = _wait_for(material, {MaterialStatus.INDEXED, MaterialStatus.FAILED})
    assert material.status == MaterialStatus.FAILED
    assert "scanned" in material.error
    assert not Chunk.objects.filter(material=material).exists()
    note = Notification.objects.get(user=world.teacher)
    assert "scan.pdf" in note.text and "scanned" in note.text


@pytest.mark.django_db
def test_running_the_same_task_twice_leaves_one_set_of_chunks(world, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        material = material_upload(user=world.teacher, course=world.course, filename="linear.md",
                                   data=(DEMO / "alg_notes_linear.md").read_bytes())
    assert material_index(material_id=material.pk, version=material.version) == "indexed"
    first = list(Chunk.objects.filter(material=material).values_list("index", "text"))
    assert material_index(material_id=material.pk, version=material.version) == "skipped"
    assert list(Chunk.objects.filter(material=material).values_list("index", "text")) == first


@pytest.mark.django_db
def test_a_task_for_an_outdated_version_does_nothing(world, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        material = material_upload(user=world.teacher, course=world.course, filename="a.md", data=b"# A\n\nAlpha text about slopes.")
        material_upload(user=world.teacher, course=world.course, filename="a.md", data=b"# A\n\nBeta text about slopes.", replace=material)
    assert material_index(material_id=material.pk, version=1) == "skipped"
    assert material_index(material_id=material.pk, version=2) == "indexed"
    assert "Beta" in Chunk.objects.get(material=material).text


@pytest.mark.django_db
def test_replacing_swaps_chunks_and_a_failed_replacement_keeps_the_old_ones(world, django_capture_on_commit_callbacks):
    # Property 7: after re-indexing, none of the old chunks remain and the new ones are there.
    with django_capture_on_commit_callbacks(execute=False):
        material = material_upload(user=world.teacher, course=world.course, filename="notes.md",
                                   data=b"# Notes\n\nThe gradient of a line measures its steepness.")
    material_index(material_id=material.pk, version=material.version)
    old_ids = set(Chunk.objects.filter(material=material).values_list("pk", flat=True))
    with django_capture_on_commit_callbacks(execute=False):
        material = material_upload(user=world.teacher, course=world.course, filename="notes.md",
                                   data=b"# Notes\n\nThe intercept is where a line crosses the y axis.", replace=material)
    assert set(Chunk.objects.filter(material=material).values_list("pk", flat=True)) == old_ids, "old version still searchable while pending"
    material_index(material_id=material.pk, version=material.version)
    new = Chunk.objects.filter(material=material)
    assert not set(new.values_list("pk", flat=True)) & old_ids
    assert "intercept" in new.get().text
    # a replacement that fails in the worker leaves the indexed version in place
    with django_capture_on_commit_callbacks(execute=False):
        material = material_upload(user=world.teacher, course=world.course, filename="notes.pdf", data=_scanned_pdf(), replace=material)
    assert material_index(material_id=material.pk, version=material.version) == "failed"
    assert "intercept" in Chunk.objects.get(material=material).text
    assert "previous version is still in use" in Notification.objects.filter(user=world.teacher).first().text


@pytest.mark.django_db
def test_stale_processing_work_is_requeued(world, django_capture_on_commit_callbacks, monkeypatch):
    with django_capture_on_commit_callbacks(execute=False):
        material = material_upload(user=world.teacher, course=world.course, filename="a.md", data=b"# A\n\nSome algebra.")
    # a worker claimed it and died
    CourseMaterial.objects.filter(pk=material.pk).update(
        status=MaterialStatus.PROCESSING, processing_started_at=timezone.now() - timedelta(hours=1)
    )
    sent = []
    monkeypatch.setattr("materials.tasks.material_index_task.delay", lambda *a: sent.append(a))
    assert materials_requeue_stale() == 1
    assert sent == [(str(material.pk), material.version)]
    assert material_index(material_id=material.pk, version=material.version) == "indexed"


@pytest.mark.django_db
def test_assignments_and_rubrics_are_indexed_with_their_clos(world, django_capture_on_commit_callbacks):
    # Property 4
    from materials.services import assignment_index

    clo_a, clo_b = CLOFactory(course=world.course), CLOFactory(course=world.course)
    with django_capture_on_commit_callbacks(execute=False) as queued:
        assignment = AssignmentFactory(course=world.course, title="Quadratics project",
                                       description="Model a thrown ball with a quadratic and find when it lands.")
        AssignmentCLOWeight.objects.create(assignment=assignment, clo=clo_a, weight="0.6")
        AssignmentCLOWeight.objects.create(assignment=assignment, clo=clo_b, weight="0.4")
        RubricCriterion.objects.create(assignment=assignment, title="Model", description="The quadratic model fits the data.")
    assert queued, "saving an assignment queues its indexing"
    with django_capture_on_commit_callbacks(execute=False):
        materials = assignment_index(assignment_id=assignment.pk)
    for material in materials:
        assert material_index(material_id=material.pk, version=material.version) == "indexed"
    chunks = Chunk.objects.filter(material__assignment=assignment)
    assert {c.material_type for c in chunks} == {"assignment_description", "rubric_criteria"}
    assert all(sorted(c.clo_ids) == sorted([clo_a.pk, clo_b.pk]) for c in chunks)
    assert all(c.course_id == world.course.pk for c in chunks)
    # unchanged text: nothing new to index
    with django_capture_on_commit_callbacks(execute=False) as again:
        assignment_index(assignment_id=assignment.pk)
    assert again == []


@pytest.mark.django_db
@hsettings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(paragraphs=st.lists(st.text(alphabet="abcdefghij klmnop.\n", min_size=5, max_size=400), min_size=1, max_size=6))
def test_property_2_every_stored_chunk_has_complete_metadata(world, django_capture_on_commit_callbacks, paragraphs):
    # Property 2: stored chunks contain complete metadata
    text = "# Section\n\n" + "\n\n".join(paragraphs) + "\n\nclosing words"
    with django_capture_on_commit_callbacks(execute=False):
        from materials.services import material_create_from_text

        material = material_create_from_text(course=world.course, title=f"gen-{abs(hash(text))}.md", text=text)
    assert material_index(material_id=material.pk, version=material.version) == "indexed"
    provider = get_embedding_provider()
    for chunk in Chunk.objects.filter(material=material):
        assert chunk.course_id and chunk.material_id and chunk.text and chunk.token_count > 0
        assert chunk.material_type and chunk.embedding_model == provider.name
        assert chunk.index >= 0 and len(chunk.embedding) == provider.dimensions
    CourseMaterial.objects.filter(pk=material.pk).delete()


@pytest.mark.django_db
def test_the_teacher_is_told_when_a_large_material_is_searchable(world, django_capture_on_commit_callbacks):
    from materials.services import LARGE_MATERIAL_PASSAGES

    long_text = "\n\n".join(f"# Topic {i}\n\n" + f"Fact {i} about linear equations and their slopes. " * 60
                            for i in range(LARGE_MATERIAL_PASSAGES))
    with django_capture_on_commit_callbacks(execute=False):
        short = material_upload(user=world.teacher, course=world.course, filename="short.md",
                                data=(DEMO / "alg_notes_linear.md").read_bytes()[:3000])
        large = material_upload(user=world.teacher, course=world.course, filename="handbook.md", data=long_text.encode())
    with django_capture_on_commit_callbacks(execute=True):
        assert material_index(material_id=short.pk, version=short.version) == "indexed"
    assert not Notification.objects.filter(user=world.teacher).exists()  # it finished while they watched
    with django_capture_on_commit_callbacks(execute=True):
        assert material_index(material_id=large.pk, version=large.version) == "indexed"
    note = Notification.objects.get(user=world.teacher)
    assert "handbook.md is indexed" in note.text and note.link.endswith("/materials/")
