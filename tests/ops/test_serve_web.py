"""`manage.py serve`'s web processes: N Daphne processes on one port (sockets bound by the supervisor,
handed over with ``daphne --fd``), and every one of them serves tutor turns over websockets."""

from __future__ import annotations

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
from tests.served import server_env, ws_connect, ws_recv, ws_send
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
        sockets = [ws_connect(port, f"/ws/tutor/{c.pk}/", cookie) for c in conversations]
        time.sleep(0.3)
        owner = {s: _server_pid(s, port, pids) for s in sockets}
        assert set(owner.values()) == set(pids), owner
        for pid in pids:  # one turn on a socket each process serves
            sock = next(s for s in sockets if owner[s] == pid)
            ws_send(sock, json.dumps({"message": "What is a coefficient?", "client_message_id": f"p{pid}"}))
            frames = []
            while not frames or 'data-status="complete"' not in frames[-1]:
                frames.append(ws_recv(sock))
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
