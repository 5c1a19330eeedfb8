"""`python manage.py serve`: everything `make run` starts, stopped together on Ctrl-C.

Migrates, seeds the demo (idempotent), then runs N Daphne processes (HTTP + websockets) and a
Celery worker with its beat scheduler as child processes. A lock under var/ makes a second `serve`
on the same checkout refuse to start instead of sharing (and possibly corrupting) the embedded
database.

One Daphne process runs Python on one core at a time, so `serve` starts ``--processes`` of them
(``WEB_CONCURRENCY``, default: the CPUs this process may use) on one port. It binds the listening
sockets itself and hands one to each Daphne with ``daphne --fd``: on Linux one ``SO_REUSEPORT``
socket per process, so the kernel spreads new connections (websockets included) evenly across
them; elsewhere one shared socket that every process accepts from. The processes share nothing but
the database and the Redis channel layer, which is all Channels needs (groups, XP toasts).
``--web-only`` runs just the web processes (the Procfile's ``web``).

With two or more web processes on Linux, one that dies (kill -9, out of memory) is replaced by a
new one on the same port while the others keep serving (at most ``WEB_RESTARTS_PER_MINUTE``); its
turns in flight are taken over by the client's retry (tutor/liveness.py). The Celery worker dying,
or the only web process, still stops everything: on a laptop that is the honest signal; in
production a process manager (systemd, the platform) restarts ``serve`` or runs the Procfile's
processes itself.
"""

from __future__ import annotations

import fcntl
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError

from config.celery import available_cpus

LISTEN_BACKLOG = 1024
WEB_RESTARTS_PER_MINUTE = 5


def default_web_processes() -> int:
    """``settings.WEB_CONCURRENCY``, or when it is 0 the CPUs this process may use."""
    return settings.WEB_CONCURRENCY or available_cpus()


def bind_listeners(host: str, port: int, processes: int) -> list[socket.socket]:
    """Listening sockets for ``processes`` web processes on ``host:port`` (IPv4), one per process
    with ``SO_REUSEPORT`` where the kernel balances connections across such sockets (Linux), else
    one socket shared by all. Raises ``CommandError`` when the port is taken."""
    reuseport = sys.platform.startswith("linux") and hasattr(socket, "SO_REUSEPORT") and processes > 1
    listeners: list[socket.socket] = []
    try:
        for _ in range(processes if reuseport else 1):
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            listeners.append(sock)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if reuseport:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
            sock.bind((host, port))
            if port == 0:  # an ephemeral port (tests): the other sockets join the one it got
                port = sock.getsockname()[1]
            sock.listen(LISTEN_BACKLOG)
    except OSError as exc:
        for sock in listeners:
            sock.close()
        raise CommandError(f"Cannot listen on {host}:{port}: {exc.strerror or exc}.") from exc
    return listeners


def daphne_command(fd: int, *, python: str | None = None, application: str = "config.asgi:application") -> list[str]:
    """The command line of one web process serving the inherited listening socket ``fd``."""
    return [python or sys.executable, "-m", "daphne", "--fd", str(fd), application]


def restart_web_process(host: str, port: int, *, env: dict | None = None, **popen) -> subprocess.Popen:
    """One replacement web process on ``host:port`` for one that died: a fresh ``SO_REUSEPORT``
    socket joins the port's group (the dead process's socket left it when it died). Linux only,
    like the group itself; raises ``CommandError`` when the socket cannot be bound."""
    child_env = {**(os.environ if env is None else env), "COURSETUTOR_PRELOAD": "1"}
    sock = _reuseport_listener(host, port)
    try:
        return subprocess.Popen(daphne_command(sock.fileno()), pass_fds=(sock.fileno(),), env=child_env, **popen)
    finally:
        sock.close()


def _reuseport_listener(host: str, port: int) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        sock.bind((host, port))
        sock.listen(LISTEN_BACKLOG)
    except OSError as exc:
        sock.close()
        raise CommandError(f"Cannot listen on {host}:{port}: {exc.strerror or exc}.") from exc
    return sock


def start_web_processes(host: str, port: int, processes: int, *, env: dict | None = None,
                        **popen) -> tuple[list[subprocess.Popen], int]:
    """Start ``processes`` Daphne processes on ``host:port``; returns them and the port (useful
    with port 0). Each gets ``COURSETUTOR_PRELOAD=1`` (config/asgi.py loads the query-embedding
    model before accepting, so no student waits for it). The caller stops them."""
    child_env = {**(os.environ if env is None else env), "COURSETUTOR_PRELOAD": "1"}
    if ":" in host:  # IPv6: daphne adopts IPv4 descriptors only, so one process binding itself
        command = [sys.executable, "-m", "daphne", "-b", host, "-p", str(port), "config.asgi:application"]
        return [subprocess.Popen(command, env=child_env, **popen)], port
    listeners = bind_listeners(host, port, processes)
    port = listeners[0].getsockname()[1]
    children = []
    try:
        for i in range(processes):
            sock = listeners[i % len(listeners)]
            children.append(subprocess.Popen(daphne_command(sock.fileno()), pass_fds=(sock.fileno(),),
                                             env=child_env, **popen))
    finally:
        for sock in listeners:  # the children hold them now; a dead child's socket leaves the group
            sock.close()
    return children, port


class Command(BaseCommand):
    help = "Run CourseTutor: migrate, seed the demo, then Daphne and a Celery worker until Ctrl-C."

    def add_arguments(self, parser):
        parser.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))
        parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
        parser.add_argument("--no-seed", action="store_true", help="Skip the demo data.")
        parser.add_argument("--processes", type=int, default=None,
                            help="Daphne processes on the port (default: WEB_CONCURRENCY, else the CPU count).")
        parser.add_argument("--web-only", action="store_true",
                            help="Only the web processes: no Celery worker (the Procfile's `web`).")

    def handle(self, *args, **options):
        lock_handle = self._take_lock(Path(settings.VAR_DIR) / "serve.lock")
        try:
            call_command("migrate", interactive=False, verbosity=0)
            if not settings.DEBUG:
                call_command("collectstatic", interactive=False, verbosity=0)
            if not options["no_seed"]:
                call_command("seed_demo")
            processes = options["processes"] or default_web_processes()
            self._run_children(options["host"], options["port"], processes=max(1, processes),
                               worker=not options["web_only"])
        finally:
            lock_handle.close()

    def _take_lock(self, path: Path):
        path.parent.mkdir(parents=True, exist_ok=True)
        handle = open(path, "a+")
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.seek(0)
            holder = handle.read().strip() or "another process"
            handle.close()
            raise CommandError(
                f"CourseTutor is already running from this folder (pid {holder}). "
                "Stop it with Ctrl-C in its terminal first, or open http://127.0.0.1:8000."
            )
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()))
        handle.flush()
        return handle

    @staticmethod
    def _may_restart(restarts: list[float], *, limit: int = WEB_RESTARTS_PER_MINUTE) -> bool:
        """At most ``limit`` web restarts in any 60 s: a process that dies on start (a bad setting,
        a broken import) stops ``serve`` with its error instead of restarting for ever."""
        now = time.monotonic()
        restarts[:] = [t for t in restarts if now - t < 60]
        if len(restarts) >= limit:
            return False
        restarts.append(now)
        return True

    def _run_children(self, host: str, port: int, *, processes: int = 1, worker: bool = True) -> None:
        python = sys.executable
        webs, port = start_web_processes(host, port, processes)
        processes = len(webs)
        # a dead web process is replaced only where its socket can rejoin the port on its own
        can_restart = processes > 1 and sys.platform.startswith("linux") and ":" not in host
        children = {("web" if processes == 1 else f"web {i + 1}"): child for i, child in enumerate(webs)}
        if worker:
            children["worker"] = subprocess.Popen(
                [python, "-m", "celery", "-A", "config", "worker", "-B", "--loglevel", "INFO",
                 "--concurrency", "1", "--schedule", str(Path(settings.VAR_DIR) / "celerybeat-schedule")],
            )
        self.stdout.write(self.style.SUCCESS(
            f"\nCourseTutor is starting on http://{host}:{port} with {processes} web process"
            f"{'es' if processes != 1 else ''}  (Ctrl-C stops it)\n"))
        stopping = False

        def stop(signum=None, frame=None):
            nonlocal stopping
            if stopping:
                return
            stopping = True
            self.stdout.write("\nStopping CourseTutor...")
            for child in children.values():
                if child.poll() is None:
                    child.send_signal(signal.SIGTERM)

        signal.signal(signal.SIGINT, stop)
        signal.signal(signal.SIGTERM, stop)
        restarts: list[float] = []
        try:
            while not stopping:
                for name, child in children.items():
                    if child.poll() is None:
                        continue
                    if name.startswith("web") and can_restart and self._may_restart(restarts):
                        # one web process died (kill -9, OOM): the others keep serving their
                        # connections; a new one takes its place (docs/reliability.md)
                        self.stderr.write(f"The {name} process exited with code {child.returncode}; restarting it.")
                        try:
                            children[name] = restart_web_process(host, port)
                        except CommandError as exc:
                            self.stderr.write(f"{exc} Stopping.")
                            stop()
                        break
                    self.stderr.write(f"The {name} process exited with code {child.returncode}; stopping.")
                    stop()
                    break
                time.sleep(0.5)
        finally:
            deadline = time.monotonic() + 15
            for child in children.values():
                remaining = max(0.1, deadline - time.monotonic())
                try:
                    child.wait(timeout=remaining)
                except subprocess.TimeoutExpired:
                    child.kill()
            self.stdout.write("Stopped.")
