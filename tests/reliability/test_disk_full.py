"""Disk full while uploading: MEDIA_ROOT on a 1 MB tmpfs (mounted for the test; skipped, saying
why, where mounting is not permitted). A clear 507, and the previous version intact."""

from __future__ import annotations

import subprocess

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from courses.api_tokens import api_token_create
from materials.models import Chunk, CourseMaterial, MaterialStatus
from materials.services import material_index

pytestmark = pytest.mark.django_db

SMALL = b"# Slopes\n\n" + b"The slope of a line is the change in y divided by the change in x.\n" * 100


@pytest.fixture
def tiny_media(tmp_path, settings):
    root = tmp_path / "media"
    root.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(root)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.decode(errors='replace').strip()}")
    settings.MEDIA_ROOT = str(root)
    try:
        yield root
    finally:
        subprocess.run(["umount", "-l", str(root)], check=False)


def _post(client, headers, path, name, data):
    return client.post(path, {"file": SimpleUploadedFile(name, data)}, **headers)


def _big(seed: int) -> bytes:
    # prose, so nothing about the bytes is refused: only the disk is too small for it
    line = f"Lecture {seed}: the gradient of a straight line is constant along its length.\n".encode()
    return b"# Big notes\n\n" + line * (1_600_000 // len(line))


def test_a_full_disk_gives_a_clear_error_and_keeps_the_previous_version(client, world, tiny_media,
                                                                          django_capture_on_commit_callbacks):
    _, plain = api_token_create(user=world.teacher, name="t")
    headers = {"HTTP_AUTHORIZATION": f"Bearer {plain}"}
    with django_capture_on_commit_callbacks(execute=False):
        first = _post(client, headers, f"/api/materials/courses/{world.course.pk}", "slopes.md", SMALL)
    assert first.status_code == 201, first.content
    material = CourseMaterial.objects.get(pk=first.json()["id"])
    material_index(material_id=material.pk, version=material.version)
    material.refresh_from_db()
    chunks_before = list(Chunk.all_objects.filter(material=material).values_list("pk", "text"))
    assert material.status == MaterialStatus.INDEXED and chunks_before

    replaced = _post(client, headers, f"/api/materials/{material.pk}/replace", "slopes.md", _big(1))
    assert replaced.status_code == 507, replaced.content
    assert replaced.json()["code"] == "storage_full" and "no room" in replaced.json()["message"]
    after = CourseMaterial.objects.get(pk=material.pk)
    assert (after.version, after.status, after.checksum, after.file.name) == (
        material.version, MaterialStatus.INDEXED, material.checksum, material.file.name)
    with after.file.open("rb") as handle:
        assert handle.read() == SMALL
    assert list(Chunk.all_objects.filter(material=material).values_list("pk", "text")) == chunks_before
    # no half-written file is left to fill the disk further
    files = [p for p in tiny_media.rglob("*") if p.is_file()]
    assert [p.name for p in files] == ["slopes.md"] and files[0].read_bytes() == SMALL

    fresh = _post(client, headers, f"/api/materials/courses/{world.course.pk}", "other.md", _big(2))
    assert fresh.status_code == 507 and fresh.json()["code"] == "storage_full"
    assert CourseMaterial.objects.count() == 1
