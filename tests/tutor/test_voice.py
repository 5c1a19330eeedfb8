"""Voice input (tutor/voice.py): recordings checked by their bytes, sent to the OpenAI-compatible
transcription endpoint through the real ``openai`` client (the local fake server answers), and
every way a recording is turned away. The served process and the local model: test_voice_served.py."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from config.errors import ApplicationError
from tests.fakes.openai_server import FakeOpenAI
from tutor import voice
from tutor.models import Message
from tutor.voice import audio_transcribe, sniff_audio_format

WAV = (Path(__file__).resolve().parents[1] / "data" / "voice" / "square_root_of_two.wav").read_bytes()
HEADERS = {
    "webm": b"\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01",
    "ogg": b"OggS\x00\x02",
    "wav": b"RIFF\x24\x00\x00\x00WAVEfmt ",
    "flac": b"fLaC\x00\x00\x00\x22",
    "mp4": b"\x00\x00\x00\x20ftypM4A ",
    "mpeg": b"ID3\x04\x00\x00",
}


@pytest.fixture(scope="module")
def fake():
    with FakeOpenAI() as server:
        yield server


@pytest.fixture
def service(fake, settings):
    fake.reset()
    fake.transcript_text = "what is x squared plus three x"
    fake.transcript_fn = None
    settings.TRANSCRIBE_PROVIDER = "openai"
    settings.TRANSCRIBE_BASE_URL = fake.base_url
    settings.TRANSCRIBE_API_KEY = "test-key"
    settings.TRANSCRIBE_MODEL = "fake-whisper"
    settings.TRANSCRIBE_TIMEOUT_SECONDS = 5.0
    return fake


def rejection(**kwargs) -> ApplicationError:
    with pytest.raises(ApplicationError) as caught:
        audio_transcribe(**kwargs)
    return caught.value


@pytest.mark.parametrize("kind", sorted(HEADERS))
def test_each_accepted_format_is_recognised_by_its_bytes(kind):
    assert sniff_audio_format(HEADERS[kind] + b"\x00" * 32) == kind


def test_an_mp3_without_a_tag_is_recognised_by_its_frame_header():
    assert sniff_audio_format(b"\xff\xfb\x90\x64" + b"\x00" * 32) == "mpeg"


@pytest.mark.parametrize("data", [b"\x89PNG\r\n\x1a\n" + b"\x00" * 20, b"%PDF-1.7", b"hello, this is text", b"MZ\x90\x00"])
def test_other_files_are_not_audio(data):
    assert sniff_audio_format(data) is None


def test_the_real_client_sends_the_recording_and_the_model(service, world):
    transcript = audio_transcribe(user=world.student, data=WAV, filename="my question.wav")
    assert transcript.text == "what is x squared plus three x"
    assert transcript.message == "what is $x^2 + 3x$"
    [sent] = service.requests_to("/audio/transcriptions")
    assert sent.headers["authorization"] == "Bearer test-key"
    assert sent.body["model"] == "fake-whisper"
    assert sent.body["file"] == {"filename": "question.wav", "content_type": "audio/wav", "size": len(WAV),
                                 "sha256": hashlib.sha256(WAV).hexdigest()}


def test_the_format_sent_is_the_one_the_bytes_say_not_the_name(service, world):
    audio_transcribe(user=world.student, data=HEADERS["webm"] + b"\x00" * 64, filename="clip.wav")
    [sent] = service.requests_to("/audio/transcriptions")
    assert sent.body["file"]["filename"] == "question.webm" and sent.body["file"]["content_type"] == "audio/webm"


def test_nothing_is_stored_or_sent_to_the_tutor(service, world, conversation):
    before = Message.objects.count()
    audio_transcribe(user=world.student, data=WAV)
    assert Message.objects.count() == before
    assert not service.requests_to("/chat/completions")


@pytest.mark.parametrize("data,code,status", [
    (b"", "empty_file", 400),
    (b"plain text, not a recording", "unsupported_format", 400),
    (b"\x89PNG\r\n\x1a\n" + b"\x00" * 64, "unsupported_format", 400),
    (HEADERS["wav"] + b"\x00" * voice.MAX_AUDIO_BYTES, "file_too_large", 413),
])
def test_bad_recordings_are_turned_away_before_any_call(service, world, data, code, status):
    error = rejection(user=world.student, data=data, filename="upload.bin")
    assert (error.code, error.status, error.extra["field"]) == (code, status, "audio")
    assert not service.requests


def test_a_recording_of_exactly_the_limit_is_accepted(service, world):
    data = HEADERS["wav"] + b"\x00" * (voice.MAX_AUDIO_BYTES - len(HEADERS["wav"]))
    assert audio_transcribe(user=world.student, data=data).text


def test_only_students_may_transcribe(service, world):
    for user in (world.teacher, world.admin):
        assert rejection(user=user, data=WAV).status == 403
    assert not service.requests


def test_without_a_service_voice_input_is_unavailable(service, world, settings):
    settings.TRANSCRIBE_PROVIDER = "off"
    assert not voice.voice_input_available()
    error = rejection(user=world.student, data=WAV)
    assert (error.code, error.status, error.message) == ("transcription_unavailable", 503, voice.UNAVAILABLE_TEXT)
    assert not service.requests


def test_a_failing_service_is_a_clear_502(service, world):
    service.fail_next(2, status=500)  # the first try and the client's one retry
    error = rejection(user=world.student, data=WAV)
    assert (error.code, error.status, error.message) == ("transcription_failed", 502, voice.FAILED_TEXT)


def test_a_service_that_does_not_answer_in_time_is_a_clear_502(service, world, settings):
    settings.TRANSCRIBE_TIMEOUT_SECONDS = 1.0
    service.delay_next(1.6, n=2)
    assert rejection(user=world.student, data=WAV).code == "transcription_failed"


def test_silence_is_told_apart_from_a_failure(service, world):
    service.transcript_text = "   "
    error = rejection(user=world.student, data=WAV)
    assert (error.code, error.status, error.message) == ("invalid", 400, voice.NOTHING_HEARD_TEXT)


def test_recordings_are_capped_per_minute_apart_from_messages(service, world, settings):
    settings.TUTOR_BURST_PER_MINUTE = 2
    audio_transcribe(user=world.student, data=WAV)
    audio_transcribe(user=world.student, data=WAV)
    error = rejection(user=world.student, data=WAV)
    assert (error.code, error.status) == ("rate_limited", 429) and "reset_at" in error.extra
    audio_transcribe(user=world.other_student, data=WAV)  # someone else's minute is their own


# ------------------------------------------------------------------ the page endpoint and the button


def post_audio(user, data: bytes | None, name: str = "question.webm"):
    client = Client()
    client.force_login(user)
    payload = {"audio": SimpleUploadedFile(name, data)} if data is not None else {}
    response = client.post("/student/tutor/transcribe/", payload)
    return response.status_code, json.loads(response.content)


def test_the_page_endpoint_answers_the_text_for_the_message_box(service, world):
    assert post_audio(world.student, WAV) == (200, {"text": "what is x squared plus three x",
                                                    "message": "what is $x^2 + 3x$"})


def test_the_page_endpoint_answers_each_rejection_in_the_standard_body(service, world):
    for user, data, status, code in [
        (world.student, None, 400, "empty_file"),
        (world.student, b"not audio at all", 400, "unsupported_format"),
        (world.teacher, WAV, 403, "forbidden"),
    ]:
        got_status, body = post_audio(user, data)
        assert (got_status, body["code"]) == (status, code) and set(body) == {"message", "code", "extra"}
    assert Client().post("/student/tutor/transcribe/").status_code == 302  # to the login page
    client = Client()
    client.force_login(world.student)
    assert client.get("/student/tutor/transcribe/").status_code == 405


def test_the_microphone_shows_only_with_a_service(service, world, conversation, settings):
    client = Client()
    client.force_login(world.student)
    page = client.get(f"/student/tutor/{conversation.pk}/").content.decode()
    assert 'data-transcribe-url="/student/tutor/transcribe/"' in page
    settings.TRANSCRIBE_PROVIDER = "off"
    page = client.get(f"/student/tutor/{conversation.pk}/").content.decode()
    assert "data-transcribe-url" not in page
    assert 'title="Voice input needs a configured transcription service"' in page
