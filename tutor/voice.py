"""Voice input: a recorded question turned into text for the student to confirm before sending.

``audio_transcribe`` checks the recording (one of the accepted audio formats, recognised from its
bytes, not its name; at most ``MAX_AUDIO_BYTES``; not empty), sends it to the configured
OpenAI-compatible ``/v1/audio/transcriptions`` endpoint through the ``openai`` client (or, offline,
to the Whisper tiny.en model of tutor/voice_local.py), and returns
the transcript twice: as heard, and with spoken maths written as LaTeX (tutor/mathspeech.py) for
the message box. Nothing is stored and nothing is sent to the tutor: the student reads, edits and
sends the text like anything typed. With ``TRANSCRIBE_PROVIDER=off`` (no service and no local
model installed) every call raises ``transcription_unavailable`` and the page hides the button.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import openai
from django.conf import settings
from django.utils.translation import gettext

from config.errors import ApplicationError
from courses import access
from courses.models import Role
from tutor import limits
from tutor.mathspeech import spoken_maths_to_latex

logger = logging.getLogger(__name__)

MAX_AUDIO_BYTES = 25 * 1024 * 1024  # the OpenAI transcription endpoint's own limit
UNAVAILABLE_TEXT = "Voice input needs a configured transcription service."
FAILED_TEXT = "The recording couldn't be transcribed just now. Please try again, or type your question."
UNSUPPORTED_TEXT = "“{name}” isn't a recording we can read: send WebM, Ogg, MP4/M4A, MP3, WAV or FLAC audio."
TOO_LARGE_TEXT = "The recording is too long: audio can be at most 25 MB. Please record a shorter question."
UNREADABLE_TEXT = "The recording couldn't be read: it may be cut short or damaged. Please record it again."
EMPTY_TEXT = "The recording is empty. Please record your question again."
NOTHING_HEARD_TEXT = "No speech was heard in the recording. Please try again closer to the microphone."

# format -> (file extension the service is told, MIME type); the formats seed 004's /transcribe takes
AUDIO_FORMATS: dict[str, tuple[str, str]] = {
    "webm": ("webm", "audio/webm"),
    "ogg": ("ogg", "audio/ogg"),
    "mp4": ("mp4", "audio/mp4"),
    "mpeg": ("mp3", "audio/mpeg"),
    "wav": ("wav", "audio/wav"),
    "flac": ("flac", "audio/flac"),
}


class TranscriptionError(ApplicationError):
    code = "transcription_failed"


@dataclass(frozen=True)
class Transcript:
    text: str  # as the service heard it
    message: str  # what goes in the message box: the text with spoken maths as LaTeX


def voice_input_available() -> bool:
    """Whether a transcription service is configured (the page shows the microphone only then)."""
    return settings.TRANSCRIBE_PROVIDER != "off"


def sniff_audio_format(data: bytes) -> str | None:
    """The audio container of ``data`` from its first bytes, or ``None`` when it isn't one we take."""
    head = data[:16]
    if head.startswith(b"\x1a\x45\xdf\xa3"):  # EBML: WebM (Matroska), what Chromium and Firefox record
        return "webm"
    if head.startswith(b"OggS"):
        return "ogg"
    if head[:4] == b"RIFF" and head[8:12] == b"WAVE":
        return "wav"
    if head.startswith(b"fLaC"):
        return "flac"
    if head[4:8] == b"ftyp":  # ISO media: MP4 / M4A, what Safari records
        return "mp4"
    if head.startswith(b"ID3") or (len(head) > 1 and head[0] == 0xFF and head[1] & 0xE0 == 0xE0):
        return "mpeg"  # MP3, with a tag or straight from a frame header
    return None


def audio_check(*, data: bytes, filename: str) -> str:
    """The format of an acceptable recording. Raises ``empty_file`` (400), ``file_too_large`` (413)
    or ``unsupported_format`` (400), each with ``extra.field == "audio"``."""
    if not data:
        raise TranscriptionError(EMPTY_TEXT, "empty_file", {"field": "audio"})
    if len(data) > MAX_AUDIO_BYTES:
        raise TranscriptionError(TOO_LARGE_TEXT, "file_too_large", {"field": "audio", "max_bytes": MAX_AUDIO_BYTES})
    kind = sniff_audio_format(data)
    if kind is None:
        shown = (filename or "The file")[:80]
        raise TranscriptionError(UNSUPPORTED_TEXT.format(name=shown), "unsupported_format",
                                 {"field": "audio", "accepted": sorted(AUDIO_FORMATS)})
    return kind


def _client() -> openai.OpenAI:
    return openai.OpenAI(base_url=settings.TRANSCRIBE_BASE_URL or None, api_key=settings.TRANSCRIBE_API_KEY or "none",
                         timeout=settings.TRANSCRIBE_TIMEOUT_SECONDS, max_retries=1)


def audio_transcribe(*, user, data: bytes, filename: str = "recording") -> Transcript:
    """Transcribe one recording of a student. Raises ``forbidden`` (403) for anyone else, then
    checks the recording (see :func:`audio_check`) and the per-minute cap (``rate_limited``, 429,
    counted apart from messages); raises ``transcription_unavailable`` (503) with no service
    configured, ``transcription_failed`` (502) when the service fails or times out, and ``invalid``
    (400) when it heard no speech. Stores nothing; safe to call again."""
    if access.role_of(user) != Role.STUDENT:
        raise TranscriptionError(gettext("Voice input is for students."), "forbidden")
    kind = audio_check(data=data, filename=filename)
    if not voice_input_available():
        raise TranscriptionError(UNAVAILABLE_TEXT, "transcription_unavailable")
    limits.burst_check(user, bucket="voice")
    text = " ".join((_transcribe_local(data) if settings.TRANSCRIBE_PROVIDER == "local"
                     else _transcribe_remote(data, kind)).split())
    if not text:
        raise TranscriptionError(NOTHING_HEARD_TEXT, "invalid", {"field": "audio"})
    return Transcript(text=text, message=spoken_maths_to_latex(text))


def _transcribe_remote(data: bytes, kind: str) -> str:
    extension, mime = AUDIO_FORMATS[kind]
    try:
        result = _client().audio.transcriptions.create(
            model=settings.TRANSCRIBE_MODEL, file=(f"question.{extension}", data, mime), response_format="json")
    except openai.OpenAIError as exc:
        logger.warning("transcription failed: %s", type(exc).__name__)
        raise TranscriptionError(FAILED_TEXT, "transcription_failed") from exc
    return getattr(result, "text", "") or ""


def _transcribe_local(data: bytes) -> str:
    from tutor.voice_local import transcribe_locally

    import av

    try:
        return transcribe_locally(data)
    except av.error.FFmpegError as exc:  # right header, unreadable body (a cut or corrupt recording)
        raise TranscriptionError(UNREADABLE_TEXT, "unsupported_format", {"field": "audio"}) from exc
    except Exception as exc:
        logger.exception("local transcription failed")
        raise TranscriptionError(FAILED_TEXT, "transcription_failed") from exc
