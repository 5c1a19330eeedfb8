"""Talking to a served CourseTutor the way clients do: HTTP, Server-Sent Events and websockets over
real sockets, against ``manage.py serve --web-only`` started on a free port (fixture ``served_app``
in tests/conftest.py).

Bugs that only show under the real server (a request's executor that has quit, a middleware that
buffers a stream, a header a test client adds by itself) cannot pass these tests.
"""

from __future__ import annotations

import base64
import http.client
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, urlparse

from django.conf import settings

ROOT = Path(__file__).resolve().parents[1]


def _database_url() -> str:
    db = settings.DATABASES["default"]
    host = db.get("HOST") or "localhost"
    auth = quote(db.get("USER") or "postgres", safe="")
    if db.get("PASSWORD"):
        auth += ":" + quote(db["PASSWORD"], safe="")
    hostport = quote(host, safe="") + (f":{db['PORT']}" if db.get("PORT") else "")
    return f"postgres://{auth}@{hostport}/{db['NAME']}"


def server_env() -> dict:
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "DATABASE_URL": _database_url(),
        "REDIS_URL": settings.REDIS_URL,
        "COURSETUTOR_NAMESPACE": settings.NAMESPACE,
        "DEBUG": "false",
        "SECRET_KEY": settings.SECRET_KEY,
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "SECURE_COOKIES": "false",
        "SECURE_HSTS_SECONDS": "0",
        "INSECURE_FAST_PASSWORD_HASHER": "true",
        "MEDIA_ROOT": str(settings.MEDIA_ROOT),
        "PYTHONUNBUFFERED": "1",
    }
    env.pop("COURSETUTOR_TESTING", None)  # the namespace above already carries the test suffix
    return env


def share_bank_cache(var_dir: Path) -> None:
    """Point ``var_dir``'s cache of the guardrails' example-bank vectors at this checkout's (var/cache/banks).

    A process served on a fresh ``COURSETUTOR_VAR_DIR`` would otherwise embed the banks again before it
    answers (manage.py serve preloads them: seconds of CPU per process). The files are keyed by the
    encoder and the banks' texts, and written atomically, so processes can share them, as the processes
    of one deployment share its var/ folder."""
    shared = Path(settings.VAR_DIR) / "cache" / "banks"
    shared.mkdir(parents=True, exist_ok=True)
    link = Path(var_dir) / "cache" / "banks"
    if not link.exists() and not link.is_symlink():
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(shared.resolve(), target_is_directory=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class ServedApp:
    url: str
    port: int
    process: subprocess.Popen
    log: Path

    def log_tail(self, chars: int = 4000) -> str:
        return self.log.read_text(errors="replace")[-chars:]


def start_served_app(env: dict, var_dir: Path, log: Path, timeout: float = 300, *, processes: int = 1) -> ServedApp:
    """``manage.py serve --web-only --no-seed`` with ``processes`` Daphne processes on a free port,
    waited for until /healthz answers."""
    port = free_port()
    share_bank_cache(var_dir)
    with open(log, "w") as out:
        process = subprocess.Popen(
            [sys.executable, "manage.py", "serve", "--web-only", "--no-seed", "--host", "127.0.0.1",
             "--port", str(port), "--processes", str(processes)],
            cwd=ROOT, env={**env, "COURSETUTOR_VAR_DIR": str(var_dir)}, stdout=out, stderr=subprocess.STDOUT,
        )
    app = ServedApp(url=f"http://127.0.0.1:{port}", port=port, process=process, log=log)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"serve exited early:\n{app.log_tail()}")
        try:
            # Patient: an abandoned /healthz still holds Django's one thread for sync views until it
            # finishes, so on a loaded machine a short timeout queues request after request behind it
            # and the app never seems to answer (seen as "serve did not answer in 300 s").
            urllib.request.urlopen(f"{app.url}/healthz", timeout=max(5.0, min(60.0, deadline - time.monotonic())))
            return app
        except urllib.error.HTTPError:
            return app  # it answered (a degraded part is not our concern here)
        except OSError:
            time.sleep(0.3)
    stop_served_app(app)
    raise RuntimeError(f"serve did not answer in {timeout} s:\n{app.log_tail()}")


def stop_served_app(app: ServedApp) -> None:
    app.process.terminate()
    try:
        app.process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        app.process.kill()


# --------------------------------------------------------------------------- HTTP and SSE


@dataclass
class Response:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self):
        return json.loads(self.body or b"null")


def request(app_url: str, method: str, path: str, *, token: str = "", body=None, headers: dict | None = None,
            timeout: float = 60) -> Response:
    """One HTTP request over a fresh connection; never raises for an HTTP error status."""
    parsed = urlparse(app_url)
    conn = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=timeout)
    sent = dict(headers or {})
    if token:
        sent["Authorization"] = f"Bearer {token}"
    data = None
    if isinstance(body, bytes):
        data = body  # already encoded (multipart: ``multipart_body``); the caller sets Content-Type
    elif body is not None:
        data = json.dumps(body).encode()
        sent.setdefault("Content-Type", "application/json")
    try:
        conn.request(method, path, body=data, headers=sent)
        response = conn.getresponse()
        return Response(response.status, {k.lower(): v for k, v in response.getheaders()}, response.read())
    finally:
        conn.close()


def multipart_body(fields: dict[str, str], files: dict[str, tuple[str, bytes]]) -> tuple[bytes, dict[str, str]]:
    """A multipart/form-data body and its Content-Type header, as a browser's form upload sends it."""
    boundary = "coursetutor" + os.urandom(8).hex()
    parts: list[bytes] = []
    for name, value in fields.items():
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode())
    for name, (filename, content) in files.items():
        parts.append(
            f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
            f"Content-Type: application/octet-stream\r\n\r\n".encode() + content + b"\r\n"
        )
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), {"Content-Type": f"multipart/form-data; boundary={boundary}"}


@dataclass
class SSEEvent:
    type: str
    data: object


def sse(app_url: str, path: str, *, token: str, body: dict, timeout: float = 120) -> tuple[int, list[SSEEvent], str]:
    """POST ``body`` and read the Server-Sent Events until the stream ends; returns the status, the
    events (``done``/``error`` last) and the content type. A non-stream answer (a JSON rejection)
    comes back as one pseudo-event ``json``."""
    parsed = urlparse(app_url)
    conn = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=timeout)
    try:
        conn.request("POST", path, body=json.dumps(body).encode(),
                     headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json",
                              "Accept": "text/event-stream"})
        response = conn.getresponse()
        kind = response.getheader("Content-Type", "")
        if not kind.startswith("text/event-stream"):
            return response.status, [SSEEvent("json", json.loads(response.read() or b"null"))], kind
        events: list[SSEEvent] = []
        name, data = "", []
        while True:
            line = response.readline()  # de-chunked; returns b"" at the end of the stream
            if not line:
                break
            line = line.decode().rstrip("\r\n")
            if line.startswith(":"):
                continue
            if not line:
                if name:
                    events.append(SSEEvent(name, json.loads("\n".join(data))))
                name, data = "", []
                continue
            field, _, value = line.partition(": ")
            if field == "event":
                name = value
            elif field == "data":
                data.append(value)
        return response.status, events, kind
    finally:
        conn.close()


# --------------------------------------------------------------------------- websockets


def ws_connect(port: int, path: str, cookie: str, origin: str | None = None) -> socket.socket:
    """Open a websocket by hand (no client library: this is what a browser sends)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=60)
    key = base64.b64encode(os.urandom(16)).decode()
    origin = origin or f"http://127.0.0.1:{port}"
    sock.sendall((f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                  f"Origin: {origin}\r\nCookie: {cookie}\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:  # byte by byte: frames may follow the handshake
        chunk = sock.recv(1)
        assert chunk, head
        head += chunk
    if not head.startswith(b"HTTP/1.1 101"):
        sock.close()
        raise WebsocketRejected(head.split(b"\r\n", 1)[0].decode())
    return sock


class WebsocketRejected(Exception):
    """The server refused the handshake (a consumer that closes before accepting: HTTP 403)."""

    def __init__(self, status_line: str) -> None:
        super().__init__(status_line)
        self.status = int(status_line.split()[1])


def ws_send(sock: socket.socket, text: str) -> None:
    payload, mask = text.encode(), os.urandom(4)
    n = len(payload)
    if n < 126:
        header = bytes([0x81, 0x80 | n])
    elif n < 65536:
        header = bytes([0x81, 0x80 | 126]) + n.to_bytes(2, "big")
    else:
        header = bytes([0x81, 0x80 | 127]) + n.to_bytes(8, "big")
    sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))


def _read(sock: socket.socket, n: int) -> bytes:
    data = b""
    while len(data) < n:
        chunk = sock.recv(n - len(data))
        assert chunk, "socket closed"
        data += chunk
    return data


class WebsocketClosed(Exception):
    def __init__(self, code: int | None) -> None:
        super().__init__(f"closed by the server with code {code}")
        self.code = code


def ws_recv(sock: socket.socket) -> str:
    """The next text frame; raises ``WebsocketClosed`` (with the close code) on a close frame."""
    while True:
        b1, b2 = _read(sock, 2)
        n = b2 & 0x7F
        if n == 126:
            n = int.from_bytes(_read(sock, 2), "big")
        elif n == 127:
            n = int.from_bytes(_read(sock, 8), "big")
        data = _read(sock, n)
        opcode = b1 & 0x0F
        if opcode == 0x1:  # text (daphne does not fragment)
            return data.decode()
        if opcode == 0x8:
            raise WebsocketClosed(int.from_bytes(data[:2], "big") if len(data) >= 2 else None)


def ws_turn(sock: socket.socket, payload: dict, *, until: str = 'data-status="') -> list[str]:
    """Send one message and collect the frames until the reply reaches a final status."""
    ws_send(sock, json.dumps(payload))
    frames: list[str] = []
    while True:
        frames.append(ws_recv(sock))
        last = frames[-1]
        if any(f'data-status="{s}"' in last for s in ("complete", "refused", "failed")) or "tutor-error" in last:
            return frames
