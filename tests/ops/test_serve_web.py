"""`manage.py serve`'s web processes: N Daphne processes on one port (sockets bound by the supervisor,
handed over with ``daphne --fd``), and every one of them serves tutor turns over websockets."""

from __future__ import annotations

import base64
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest
from django.conf import settings as django_settings
from django.core.management.base import CommandError
from django.test import Client

from ops.management.commands import serve
from ops.management.commands.serve import bind_listeners, daphne_command, default_web_processes
from tests.browser.conftest import server_env
from tests.tutor.conftest import index_notes
from tutor import services

LINUX = sys.platform.startswith("linux")


def cookie_for(user) -> str:
    client = Client()
    client.force_login(user)
    return f"{django_settings.SESSION_COOKIE_NAME}={client.cookies[django_settings.SESSION_COOKIE_NAME].value}"


def test_daphne_command_serves_the_inherited_descriptor():
    assert daphne_command(7, python="/venv/bin/python") == [
        "/venv/bin/python", "-m", "daphne", "--fd", "7", "config.asgi:application"]


def test_web_processes_come_from_web_concurrency_else_the_cpus(settings):
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    settings.WEB_CONCURRENCY = 0
    assert default_web_processes() == cpus
    settings.WEB_CONCURRENCY = 3
    assert default_web_processes() == 3


@pytest.mark.parametrize("name, value", [("WEB_CONCURRENCY", "many"), ("WEB_CONCURRENCY", "-1"),
                                         ("TUTOR_TURN_THREADS", "0"), ("TUTOR_TURN_THREADS", "lots")])
def test_bad_process_and_thread_counts_stop_start_up(name, value):
    env = {**os.environ, name: value, "DEBUG": "false"}
    done = subprocess.run([sys.executable, "-c", "import django, os; os.environ.setdefault('DJANGO_SETTINGS_MODULE', "
                           "'config.settings'); django.setup()"], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert name in done.stderr


@pytest.mark.skipif(not LINUX, reason="SO_REUSEPORT balancing is Linux's")
def test_one_reuseport_listener_per_process_on_one_port():
    listeners = bind_listeners("127.0.0.1", 0, 3)
    try:
        assert len(listeners) == 3
        assert len({s.getsockname()[1] for s in listeners}) == 1
        assert all(s.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT) for s in listeners)
    finally:
        for s in listeners:
            s.close()
    single = bind_listeners("127.0.0.1", 0, 1)
    assert len(single) == 1
    single[0].close()


def test_a_taken_port_is_a_clear_error():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(CommandError, match=f"Cannot listen on 127.0.0.1:{port}"):
            bind_listeners("127.0.0.1", port, 2)


def test_serve_starts_the_web_processes_it_is_asked_for(monkeypatch):
    started = {}

    def fake_start(host, port, processes, **kwargs):
        started.update(host=host, port=port, processes=processes)
        raise SystemExit  # stop before anything runs

    monkeypatch.setattr(serve, "start_web_processes", fake_start)
    with pytest.raises(SystemExit):
        serve.Command()._run_children("127.0.0.1", 8123, processes=2, worker=False)
    assert started == {"host": "127.0.0.1", "port": 8123, "processes": 2}


# --------------------------------------------------------------------------- two real processes


def _ws_connect(port: int, path: str, cookie: str) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=60)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                  f"Origin: http://127.0.0.1:{port}\r\nCookie: {cookie}\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:  # byte by byte: frames may follow the handshake
        chunk = sock.recv(1)
        assert chunk, head
        head += chunk
    assert head.startswith(b"HTTP/1.1 101"), head
    return sock


def _ws_send(sock: socket.socket, text: str) -> None:
    payload, mask = text.encode(), os.urandom(4)
    n = len(payload)
    header = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + n.to_bytes(2, "big"))
    sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))


def _read(sock: socket.socket, n: int) -> bytes:
    data = b""
    while len(data) < n:
        chunk = sock.recv(n - len(data))
        assert chunk, "socket closed"
        data += chunk
    return data


def _ws_recv(sock: socket.socket) -> str:
    while True:
        b1, b2 = _read(sock, 2)
        n = b2 & 0x7F
        if n == 126:
            n = int.from_bytes(_read(sock, 2), "big")
        elif n == 127:
            n = int.from_bytes(_read(sock, 8), "big")
        data = _read(sock, n)
        if b1 & 0x0F == 0x1:  # text (daphne does not fragment)
            return data.decode()
        assert b1 & 0x0F != 0x8, "closed by the server"  # pings are skipped


def _server_pid(client: socket.socket, port: int, pids: list[int]) -> int | None:
    """Which of ``pids`` holds the server end of ``client``'s connection (Linux /proc)."""
    client_port = client.getsockname()[1]
    inode = None
    for line in open("/proc/net/tcp").read().splitlines()[1:]:
        fields = line.split()
        if int(fields[1].split(":")[1], 16) == port and int(fields[2].split(":")[1], 16) == client_port:
            inode = fields[9]
    for pid in pids:
        for fd in os.listdir(f"/proc/{pid}/fd"):
            try:
                if os.readlink(f"/proc/{pid}/fd/{fd}") == f"socket:[{inode}]":
                    return pid
            except OSError:
                continue
    return None


@pytest.mark.slow
@pytest.mark.skipif(not LINUX, reason="reads /proc to see which process holds a connection")
@pytest.mark.django_db(transaction=True)
def test_two_web_processes_on_one_port_both_stream_answers(world, django_capture_on_commit_callbacks, tmp_path):
    index_notes(world.course, django_capture_on_commit_callbacks)
    cookie = cookie_for(world.student)
    conversations = [services.conversation_create(user=world.student, course_id=world.course.pk) for _ in range(16)]
    log = open(tmp_path / "web.log", "w")
    procs, port = serve.start_web_processes("127.0.0.1", 0, 2, env=server_env(), stdout=log, stderr=log)
    pids = [p.pid for p in procs]
    sockets: list[socket.socket] = []
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            assert all(p.poll() is None for p in procs), (tmp_path / "web.log").read_text()[-3000:]
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=30)
                break
            except urllib.error.HTTPError:
                break
            except OSError:
                time.sleep(0.3)
        # 16 sockets: the kernel spreads them over both processes (all on one: p = 2 / 2**16)
        sockets = [_ws_connect(port, f"/ws/tutor/{c.pk}/", cookie) for c in conversations]
        time.sleep(0.3)
        owner = {s: _server_pid(s, port, pids) for s in sockets}
        assert set(owner.values()) == set(pids), owner
        for pid in pids:  # one turn on a socket each process serves
            sock = next(s for s in sockets if owner[s] == pid)
            _ws_send(sock, json.dumps({"message": "What is a coefficient?", "client_message_id": f"p{pid}"}))
            frames = []
            while not frames or 'data-status="complete"' not in frames[-1]:
                frames.append(_ws_recv(sock))
                assert "message__error" not in frames[-1] and "tutor-error" not in frames[-1], frames[-1]
            assert any("beforeend:#message-" in f and "-body" in f for f in frames)
            assert "[1]" in frames[-1] or "cite" in frames[-1]
    finally:
        for s in sockets:
            s.close()
        for p in procs:
            p.terminate()
        for p in procs:
            try:
                p.wait(timeout=20)
            except Exception:
                p.kill()
        log.close()
