"""`python manage.py serve`: everything `make run` starts, stopped together on Ctrl-C.

Migrates, seeds the demo (idempotent), then runs Daphne (HTTP + websockets) and a Celery worker
with its beat scheduler as child processes. A lock under var/ makes a second `serve` on the same
checkout refuse to start instead of sharing (and possibly corrupting) the embedded database.
"""

from __future__ import annotations

import fcntl
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError


class Command(BaseCommand):
    help = "Run CourseTutor: migrate, seed the demo, then Daphne and a Celery worker until Ctrl-C."

    def add_arguments(self, parser):
        parser.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))
        parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
        parser.add_argument("--no-seed", action="store_true", help="Skip the demo data.")

    def handle(self, *args, **options):
        lock_handle = self._take_lock(Path(settings.VAR_DIR) / "serve.lock")
        try:
            call_command("migrate", interactive=False, verbosity=0)
            if not settings.DEBUG:
                call_command("collectstatic", interactive=False, verbosity=0)
            if not options["no_seed"]:
                call_command("seed_demo")
            self._run_children(options["host"], options["port"])
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

    def _run_children(self, host: str, port: int) -> None:
        python = sys.executable
        children = {
            "web": subprocess.Popen(
                [python, "-m", "daphne", "-b", host, "-p", str(port), "config.asgi:application"],
            ),
            "worker": subprocess.Popen(
                [python, "-m", "celery", "-A", "config", "worker", "-B", "--loglevel", "INFO",
                 "--concurrency", "1", "--schedule", str(Path(settings.VAR_DIR) / "celerybeat-schedule")],
            ),
        }
        self.stdout.write(self.style.SUCCESS(f"\nCourseTutor is starting on http://{host}:{port}  (Ctrl-C stops it)\n"))
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
        try:
            while not stopping:
                for name, child in children.items():
                    if child.poll() is not None:
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
