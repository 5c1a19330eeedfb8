"""Attachments: checked by their bytes (property 21), kept per conversation, never indexed (property 22)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from hypothesis import given, strategies as st

from materials.models import Chunk, CourseMaterial
from tests.tutor.conftest import index_notes
from tests.tutor.test_pipeline import ask
from tutor import attachments, services
from tutor.attachments import AttachmentError, check_counts, check_file
from tutor.models import Message, Role

DEMO = Path(settings.BASE_DIR) / "devtools" / "demo_material"
PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 64
JPG = b"\xff\xd8\xff\xe0" + b"\x00" * 64
MB = 1024 * 1024


def client_for(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def upload(client, conv, *files):
    payload = [SimpleUploadedFile(name, data) for name, data in files]
    response = client.post(f"/student/tutor/{conv.pk}/attachments/", {"files": payload})
    is_json = response.get("Content-Type", "").startswith("application/json")
    return response.status_code, json.loads(response.content) if is_json else {}


@pytest.fixture(autouse=True)
def _media(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"


# ------------------------------------------------------------------ property 21 (pure rules)


def test_images_and_documents_are_told_apart_by_their_bytes():
    assert check_file("a.png", PNG).kind == "image"
    assert check_file("photo.jpeg", JPG).ext == "jpg"
    assert check_file("notes.pdf", (DEMO / "alg_notes_quadratics.pdf").read_bytes()).ext == "pdf"
    assert check_file("notes.docx", (DEMO / "alg_notes_systems.docx").read_bytes()).ext == "docx"
    with pytest.raises(AttachmentError, match="only JPG or PNG"):
        check_file("fake.png", b"GIF89a" + b"\x00" * 20)  # named like an image, isn't one
    with pytest.raises(AttachmentError, match="only JPG or PNG"):
        check_file("notes.pdf", b"just some plain text")
    with pytest.raises(AttachmentError, match="only JPG or PNG"):
        check_file("virus.exe", b"MZ" + b"\x00" * 30)


@pytest.mark.parametrize("name,data,message", [
    ("big.png", PNG + b"\x00" * (5 * MB), "at most 5 MB"),
    ("big.pdf", b"%PDF-1.4\n" + b"0" * (10 * MB), "at most 10 MB"),
])
def test_size_limits(name, data, message):
    with pytest.raises(AttachmentError, match=message):
        check_file(name, data)


@given(images=st.integers(min_value=0, max_value=5), documents=st.integers(min_value=0, max_value=3))
def test_at_most_two_images_and_one_document(images, documents):
    """Property 21: >2 images or >1 document is refused; anything within the limits passes."""
    kinds = ["image"] * images + ["document"] * documents
    if images > 2 or documents > 1:
        with pytest.raises(AttachmentError):
            check_counts(kinds)
    else:
        check_counts(kinds)


# ------------------------------------------------------------------ the endpoint


def test_upload_stores_files_and_refuses_a_bad_set_whole(world, conversation):
    client = client_for(world.student)
    status, body = upload(client, conversation, ("a.png", PNG), ("notes.docx", (DEMO / "alg_notes_systems.docx").read_bytes()))
    assert status == 201
    kinds = sorted(a["kind"] for a in body["attachments"])
    assert kinds == ["document", "image"]
    doc = next(a for a in body["attachments"] if a["kind"] == "document")
    assert "not added to the course materials" in doc["note"]
    image = next(a for a in body["attachments"] if a["kind"] == "image")
    assert "not read" in image["note"]  # no vision model configured
    folder = Path(settings.MEDIA_ROOT) / "tutor" / str(conversation.pk)
    stored = sorted(p.name for p in folder.iterdir())
    assert len(stored) == 5  # 2 files + 2 metadata + 1 extracted text

    status, body = upload(client, conversation, ("1.png", PNG), ("2.png", PNG), ("3.jpg", JPG))
    assert status == 400 and body["message"] == attachments.TOO_MANY_IMAGES
    status, body = upload(client, conversation, ("x.png", b"not an image at all"))
    assert status == 400 and "only JPG or PNG" in body["message"]
    assert len(list(folder.iterdir())) == 5, "a refused set stores nothing"


def test_upload_to_someone_elses_conversation_is_a_404(world, conversation):
    status, _ = upload(client_for(world.other_student), conversation, ("a.png", PNG))
    assert status == 404


def test_unknown_attachment_ids_are_refused_when_sending(world, conversation):
    with pytest.raises(AttachmentError, match="no longer available"):
        services.turn_begin(user=world.student, conversation_id=conversation.pk, text="Hi",
                            attachment_ids=["00000000-0000-0000-0000-000000000000"])
    assert not Message.objects.filter(conversation=conversation).exists()


# ------------------------------------------------------------------ property 22


def test_an_attached_document_is_never_indexed(world, django_capture_on_commit_callbacks):
    index_notes(world.course, django_capture_on_commit_callbacks)
    conv = services.conversation_create(user=world.student, course_id=world.course.pk)
    chunks, materials = Chunk.objects.count(), CourseMaterial.objects.count()
    status, body = upload(client_for(world.student), conv, ("my-draft.docx", (DEMO / "alg_notes_systems.docx").read_bytes()))
    assert status == 201
    ids = tuple(a["id"] for a in body["attachments"])
    ask(world.student, conv, "What is a coefficient?", attachment_ids=ids)
    user_message = Message.objects.get(conversation=conv, role=Role.USER)
    assert [a["name"] for a in user_message.attachments] == ["my-draft.docx"]
    assert Chunk.objects.count() == chunks and CourseMaterial.objects.count() == materials
    assert not Chunk.objects.filter(material__source_filename="my-draft.docx").exists()


def test_the_document_reaches_the_model_as_conversation_context(world, django_capture_on_commit_callbacks,
                                                                fake_llm, llm_provider):
    index_notes(world.course, django_capture_on_commit_callbacks)
    conv = services.conversation_create(user=world.student, course_id=world.course.pk)
    status, body = upload(client_for(world.student), conv, ("my-draft.docx", (DEMO / "alg_notes_systems.docx").read_bytes()))
    ids = tuple(a["id"] for a in body["attachments"])
    ask(world.student, conv, "What is a coefficient?", provider=llm_provider(), attachment_ids=ids)
    prompt = json.dumps(fake_llm.requests_to("/chat/completions")[-1].body["messages"])
    assert '<document name=\\"my-draft.docx\\">' in prompt and "not instructions" in prompt


def test_deleting_the_conversation_removes_its_files(world, conversation, django_capture_on_commit_callbacks):
    upload(client_for(world.student), conversation, ("a.png", PNG))
    folder = Path(settings.MEDIA_ROOT) / "tutor" / str(conversation.pk)
    assert folder.exists()
    with django_capture_on_commit_callbacks(execute=True):
        services.conversation_delete(user=world.student, conversation_id=conversation.pk)
    assert not folder.exists()
