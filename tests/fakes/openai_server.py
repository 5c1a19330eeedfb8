"""A local OpenAI-compatible HTTP server for tests, so the real ``openai`` client runs end to end.

Usage::

    with FakeOpenAI(embedding_dimensions=8) as fake:
        client = openai.OpenAI(base_url=fake.base_url, api_key="test")
        fake.fail_next(2, status=503)          # the next two requests get 503
        fake.delay_next(1.5)                   # the next request waits 1.5 s before answering
        fake.down_models = {"primary-model"}   # any request for that model gets 503
        fake.reply_text = "Hello there"        # chat completions answer this, word by word
        fake.drop_after = 3                    # streams close after 3 tokens (no finish, no [DONE])
        fake.flag_words = {"bomb"}             # moderation flags inputs containing these words
        ...
        fake.requests                          # [RecordedRequest(path, headers, body), ...]

Endpoints (all under ``/v1``):

* ``POST /embeddings``: deterministic unit vectors from a SHA-256 of each input (same text, same
  vector), ``embedding_dimensions`` long (or the request's ``dimensions``); ``encoding_format``
  "float" or "base64"; ``usage`` counts whitespace-separated words.
* ``POST /chat/completions``: non-streaming returns ``reply_text`` (or ``reply_fn(body)``'s
  result); with ``stream: true`` sends SSE ``data: {...}`` chunks, one per token of the reply
  (tokens = words with their trailing space), ``stream_delay`` seconds apart, then a final chunk
  with ``finish_reason`` and ``usage`` (also when ``stream_options.include_usage`` is absent),
  then ``data: [DONE]``.
* ``POST /moderations``: ``flagged`` when the input contains one of ``flag_words``.
* ``GET /models``: lists ``models``.
* ``POST /audio/transcriptions`` (multipart): answers ``{"text": transcript_text}`` (or
  ``transcript_fn(body)``'s result). The recorded body has the form fields (``model``,
  ``response_format``, ...) and ``file`` as ``{"filename", "content_type", "size", "sha256"}``.

Scripted failures (``fail_next``) and delays (``delay_next``) are consumed one per request, in
order, by any endpoint. Everything is thread-safe; the server runs on 127.0.0.1 on a free port in a
daemon thread. As a pytest fixture: ``with FakeOpenAI() as fake: yield fake``.
"""

from __future__ import annotations

import base64
import hashlib
import json
import math
import struct
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class RecordedRequest:
    path: str
    headers: dict[str, str]
    body: dict[str, Any]


@dataclass
class _Script:
    status: int | None = None
    delay: float = 0.0
    body: dict[str, Any] | None = None


def fake_embedding(text: str, dimensions: int) -> list[float]:
    """The deterministic unit vector the fake server returns for ``text``."""
    raw: list[float] = []
    counter = 0
    while len(raw) < dimensions:
        digest = hashlib.sha256(f"{counter}:{text}".encode()).digest()
        raw.extend((b - 127.5) / 127.5 for b in digest)
        counter += 1
    vec = raw[:dimensions]
    norm = math.sqrt(sum(x * x for x in vec)) or 1.0
    return [x / norm for x in vec]


def _tokens(text: str) -> list[str]:
    words = text.split(" ")
    return [w + " " for w in words[:-1]] + [words[-1]] if words else []


@dataclass
class FakeOpenAI:
    embedding_dimensions: int = 384
    reply_text: str = "This is a fake reply."
    reply_fn: Callable[[dict[str, Any]], str] | None = None
    stream_delay: float = 0.0
    drop_after: int | None = None  # streams stop after this many tokens: the connection just closes
    flag_words: set[str] = field(default_factory=set)
    down_models: set[str] = field(default_factory=set)
    down: bool = False
    models: list[str] = field(default_factory=lambda: ["fake-chat", "fake-embedding"])
    transcript_text: str = "x squared plus three x"
    transcript_fn: Callable[[dict[str, Any]], str] | None = None
    requests: list[RecordedRequest] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._lock = threading.Lock()
        self._script: deque[_Script] = deque()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # ------------------------------------------------------------------ scripting
    def fail_next(self, n: int = 1, status: int = 503, body: dict[str, Any] | None = None) -> None:
        """The next ``n`` requests get ``status`` with an OpenAI-style error body."""
        with self._lock:
            self._script.extend(_Script(status=status, body=body) for _ in range(n))

    def delay_next(self, seconds: float, n: int = 1) -> None:
        """The next ``n`` requests wait ``seconds`` before being answered normally."""
        with self._lock:
            self._script.extend(_Script(delay=seconds) for _ in range(n))

    def reset(self) -> None:
        with self._lock:
            self._script.clear()
            self.requests.clear()
            self.down = False
            self.down_models = set()

    def requests_to(self, path_suffix: str) -> list[RecordedRequest]:
        with self._lock:
            return [r for r in self.requests if r.path.endswith(path_suffix)]

    # ------------------------------------------------------------------ lifecycle
    @property
    def base_url(self) -> str:
        assert self._server is not None, "FakeOpenAI is not started"
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def start(self) -> FakeOpenAI:
        fake = self

        class Handler(_Handler):
            server_fake = fake

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, name="fake-openai", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> FakeOpenAI:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _next_script(self) -> _Script | None:
        with self._lock:
            return self._script.popleft() if self._script else None


class _Handler(BaseHTTPRequestHandler):
    server_fake: FakeOpenAI
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # keep test output quiet
        pass

    def _send_json(self, status: int, payload: dict[str, Any]) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _error(self, status: int, message: str, body: dict[str, Any] | None = None) -> None:
        kind = "rate_limit_error" if status == 429 else "server_error" if status >= 500 else "invalid_request_error"
        self._send_json(status, body or {"error": {"message": message, "type": kind, "code": None}})

    def do_GET(self) -> None:
        if self.path.rstrip("/").endswith("/v1/models"):
            fake = self.server_fake
            self._send_json(200, {"object": "list", "data": [{"id": m, "object": "model"} for m in fake.models]})
        else:
            self._error(404, f"unknown path {self.path}")

    def do_POST(self) -> None:
        fake = self.server_fake
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        content_type = self.headers.get("Content-Type") or ""
        if content_type.startswith("multipart/form-data"):
            body = _multipart_fields(content_type, raw)
        else:
            try:
                body = json.loads(raw or b"{}")
            except json.JSONDecodeError:
                self._error(400, "invalid JSON")
                return
        with fake._lock:
            fake.requests.append(RecordedRequest(self.path, {k.lower(): v for k, v in self.headers.items()}, body))
        script = fake._next_script()
        if script is not None:
            if script.delay:
                time.sleep(script.delay)
            if script.status is not None:
                self._error(script.status, f"scripted failure {script.status}", script.body)
                return
        model = str(body.get("model", ""))
        if fake.down or model in fake.down_models:
            self._error(503, f"model {model} is unavailable")
            return
        path = self.path.split("?")[0].rstrip("/")
        if path.endswith("/v1/embeddings"):
            self._embeddings(body)
        elif path.endswith("/v1/chat/completions"):
            self._chat(body)
        elif path.endswith("/v1/moderations"):
            self._moderations(body)
        elif path.endswith("/v1/audio/transcriptions"):
            self._transcription(body)
        else:
            self._error(404, f"unknown path {self.path}")

    def _embeddings(self, body: dict[str, Any]) -> None:
        fake = self.server_fake
        inputs = body.get("input")
        if isinstance(inputs, str):
            inputs = [inputs]
        if not isinstance(inputs, list) or not inputs or any(not isinstance(t, str) or not t for t in inputs):
            self._error(400, "input must be a non-empty string or a list of non-empty strings")
            return
        dims = int(body.get("dimensions") or fake.embedding_dimensions)
        as_base64 = body.get("encoding_format") == "base64"
        data = []
        for i, text in enumerate(inputs):
            vec = fake_embedding(text, dims)
            emb: Any = base64.b64encode(struct.pack(f"<{dims}f", *vec)).decode() if as_base64 else vec
            data.append({"object": "embedding", "index": i, "embedding": emb})
        tokens = sum(len(t.split()) for t in inputs)
        self._send_json(
            200,
            {
                "object": "list",
                "model": body.get("model"),
                "data": data,
                "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
            },
        )

    def _chat(self, body: dict[str, Any]) -> None:
        fake = self.server_fake
        reply = fake.reply_fn(body) if fake.reply_fn else fake.reply_text
        prompt_tokens = sum(len(str(m.get("content", "")).split()) for m in body.get("messages", []))
        tokens = _tokens(reply)
        usage = {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": len(tokens),
            "total_tokens": prompt_tokens + len(tokens),
        }
        created = int(time.time())
        model = body.get("model", "fake-chat")
        if not body.get("stream"):
            self._send_json(
                200,
                {
                    "id": "chatcmpl-fake",
                    "object": "chat.completion",
                    "created": created,
                    "model": model,
                    "choices": [
                        {
                            "index": 0,
                            "message": {"role": "assistant", "content": reply},
                            "finish_reason": "stop",
                        }
                    ],
                    "usage": usage,
                },
            )
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True

        def chunk(delta: dict[str, Any], finish: str | None = None, with_usage: bool = False) -> dict[str, Any]:
            payload: dict[str, Any] = {
                "id": "chatcmpl-fake",
                "object": "chat.completion.chunk",
                "created": created,
                "model": model,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
            }
            if with_usage:
                payload["usage"] = usage
            return payload

        try:
            self._sse(chunk({"role": "assistant", "content": ""}))
            for n, token in enumerate(tokens):
                if fake.drop_after is not None and n >= fake.drop_after:
                    self.wfile.flush()
                    return  # no finish chunk, no [DONE]: the provider's connection dropped mid-answer
                if fake.stream_delay:
                    time.sleep(fake.stream_delay)
                self._sse(chunk({"content": token}))
            self._sse(chunk({}, finish="stop", with_usage=True))
            self.wfile.write(b"data: [DONE]\n\n")
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client hung up mid-stream (cancelled); that is a legitimate test scenario

    def _sse(self, payload: dict[str, Any]) -> None:
        self.wfile.write(b"data: " + json.dumps(payload).encode() + b"\n\n")
        self.wfile.flush()

    def _moderations(self, body: dict[str, Any]) -> None:
        fake = self.server_fake
        inputs = body.get("input")
        if isinstance(inputs, str):
            inputs = [inputs]
        results = []
        for text in inputs or []:
            lowered = str(text).lower()
            flagged = any(word.lower() in lowered for word in fake.flag_words)
            results.append(
                {
                    "flagged": flagged,
                    "categories": {"harassment": flagged},
                    "category_scores": {"harassment": 0.99 if flagged else 0.01},
                }
            )
        self._send_json(200, {"id": "modr-fake", "model": body.get("model", "omni-moderation-latest"), "results": results})

    def _transcription(self, body: dict[str, Any]) -> None:
        fake = self.server_fake
        if not isinstance(body.get("file"), dict) or not body["file"]["size"]:
            self._error(400, "file is required")
            return
        if not body.get("model"):
            self._error(400, "model is required")
            return
        text = fake.transcript_fn(body) if fake.transcript_fn else fake.transcript_text
        self._send_json(200, {"text": text})


def _multipart_fields(content_type: str, raw: bytes) -> dict[str, Any]:
    """The form fields of a multipart body; a file field becomes its name, type, size and digest."""
    from email.parser import BytesParser
    from email.policy import HTTP

    message = BytesParser(policy=HTTP).parsebytes(b"Content-Type: " + content_type.encode() + b"\r\n\r\n" + raw)
    fields: dict[str, Any] = {}
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition")
        payload = part.get_payload(decode=True) or b""
        filename = part.get_filename()
        if filename is not None:
            fields[name] = {"filename": filename, "content_type": part.get_content_type(), "size": len(payload),
                            "sha256": hashlib.sha256(payload).hexdigest()}
        else:
            fields[name] = payload.decode("utf-8", errors="replace")
    return fields
