"""The teacher's Materials page and its rejection paths."""

from __future__ import annotations

import pytest
from django.urls import reverse

from materials.models import Chunk, CourseMaterial

pytestmark = pytest.mark.django_db

NOTES = b"# Linear equations\n\nTo solve 2x + 3 = 7, subtract 3 from both sides and divide by 2.\n"


def _upload(client, course, *files, **data):
    return client.post(reverse("materials_upload", args=[course.pk]), {"files": list(files), "material_type": "lecture_notes", **data})


def _file(name: str, content: bytes):
    from django.core.files.uploadedfile import SimpleUploadedFile

    return SimpleUploadedFile(name, content)


def test_teacher_sees_the_page_and_others_get_404(client, world):
    url = reverse("materials_page", args=[world.course.pk])
    client.force_login(world.teacher)
    assert client.get(url).status_code == 200
    for intruder in (world.other_teacher, world.student, world.outsider):
        client.force_login(intruder)
        assert client.get(url).status_code == 404
    client.logout()
    assert client.get(url).status_code == 302


def test_upload_several_files_queues_each(client, world, django_capture_on_commit_callbacks):
    client.force_login(world.teacher)
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        response = _upload(client, world.course, _file("a.md", NOTES), _file("b.txt", b"Slope is rise over run."))
    assert response.status_code == 200
    assert CourseMaterial.objects.filter(course=world.course, status="pending").count() == 2
    assert len(callbacks) == 2, "one indexing task per file, queued after commit"
    assert b"Queued for indexing" in response.content


@pytest.mark.parametrize(
    ("name", "content", "status", "message"),
    [
        ("photo.pdf", b"\x89PNG\r\n\x1a\n" + b"\x00" * 100, 400, b"Unsupported file format"),
        ("empty.md", b"", 400, b"empty"),
        ("broken.pdf", b"%PDF-1.7\n this is not really a pdf", 422, b"Could not read the document"),
    ],
)
def test_bad_files_are_rejected_with_the_error_table_message(client, world, name, content, status, message):
    client.force_login(world.teacher)
    response = _upload(client, world.course, _file(name, content))
    assert response.status_code == status
    assert message in response.content
    assert not CourseMaterial.objects.filter(course=world.course).exists()


def test_oversized_file_is_rejected_with_413(client, world, settings):
    settings.MATERIAL_MAX_UPLOAD_BYTES = 1000
    client.force_login(world.teacher)
    response = _upload(client, world.course, _file("big.md", b"x " * 1000))
    assert response.status_code == 413
    assert b"exceeds the maximum size" in response.content
    assert not CourseMaterial.objects.exists()


def test_same_file_twice_is_recognised(client, world):
    client.force_login(world.teacher)
    _upload(client, world.course, _file("a.md", NOTES))
    response = _upload(client, world.course, _file("copy.md", NOTES))
    assert response.status_code == 409
    assert "already in the course as “a.md”".encode() in response.content
    assert CourseMaterial.objects.filter(course=world.course).count() == 1


def test_one_bad_file_does_not_stop_the_good_ones(client, world):
    client.force_login(world.teacher)
    response = _upload(client, world.course, _file("good.md", NOTES), _file("bad.pdf", b"GIF89a...."))
    assert response.status_code == 200
    assert CourseMaterial.objects.filter(course=world.course).count() == 1
    assert b"rejected" in response.content and b"queued" in response.content


def test_metadata_must_belong_to_the_course(client, world):
    from tests.factories import CLOFactory

    foreign_clo = CLOFactory(course=world.other_course)
    client.force_login(world.teacher)
    response = _upload(client, world.course, _file("a.md", NOTES), clos=[foreign_clo.pk])
    assert response.status_code == 400
    assert not CourseMaterial.objects.exists()


def test_delete_removes_every_chunk(client, world, index_text):
    # Property 8
    material = index_text(world.course, "notes.md", NOTES.decode() * 30)
    assert Chunk.objects.filter(material=material).exists()
    client.force_login(world.other_teacher)
    assert client.post(reverse("material_delete", args=[material.pk])).status_code == 404
    client.force_login(world.teacher)
    response = client.post(reverse("material_delete", args=[material.pk]))
    assert response.status_code == 302
    assert not Chunk.objects.filter(material_id=material.pk).exists()
    assert not CourseMaterial.objects.filter(pk=material.pk).exists()


def test_status_partial_for_htmx_polling(client, world):
    client.force_login(world.teacher)
    _upload(client, world.course, _file("a.md", NOTES))
    response = client.get(reverse("materials_status", args=[world.course.pk]), HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    assert b'hx-trigger="every 2s"' in response.content
    assert b"pending" in response.content


def test_wrong_method_is_refused(client, world):
    client.force_login(world.teacher)
    assert client.get(reverse("materials_upload", args=[world.course.pk])).status_code == 405
