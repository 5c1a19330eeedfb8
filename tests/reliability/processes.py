"""Real processes for the fault campaign: Celery workers started and killed the way a machine does
(``kill -9`` of the whole process group: the main process and its pool children at once)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.served import ROOT


def start_worker(env: dict, var_dir: Path, log: Path, *, beat: bool = True) -> subprocess.Popen:
    """``celery -A config worker`` (prefork, one child, as ``manage.py serve`` runs it) with beat,
    in its own process group so a kill takes the children too."""
    var_dir.mkdir(parents=True, exist_ok=True)
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
