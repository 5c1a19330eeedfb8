"""`make run` end to end: `manage.py serve` migrates, seeds, serves HTTP, runs a worker, stops on Ctrl-C."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.served import free_port as _free_port, server_env, share_bank_cache

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


def _get(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=30) as response:  # tests/served.py: patient on /healthz
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def test_serve_runs_web_and_worker_and_stops_cleanly_on_ctrl_c(tmp_path):
    port = _free_port()
    share_bank_cache(tmp_path)
    env = {**server_env(), "COURSETUTOR_VAR_DIR": str(tmp_path), "DEBUG": "true"}
    log = tmp_path / "serve.log"
    with open(log, "w") as out:
        process = subprocess.Popen(
            [sys.executable, "manage.py", "serve", "--port", str(port)], cwd=ROOT, env=env,
            stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
        )
    try:
        deadline = time.monotonic() + 120
        health = None
        while time.monotonic() < deadline:
            assert process.poll() is None, log.read_text()[-3000:]
            try:
                status, body = _get(f"http://127.0.0.1:{port}/healthz")
                health = json.loads(body)
                if status == 200 and health["celery"]["workers"] >= 1:
                    break
            except (OSError, ValueError):
                pass
            time.sleep(0.5)
        assert health and health["database"]["pgvector"] and health["redis"]["ok"], log.read_text()[-3000:]
        assert health["celery"]["workers"] >= 1, health
        assert _get(f"http://127.0.0.1:{port}/login/")[0] == 200
        assert "learn-algebra-2026" in log.read_text(), "the demo logins are printed"

        # a second `serve` from the same folder refuses instead of sharing the database
        second = subprocess.run([sys.executable, "manage.py", "serve", "--port", str(_free_port())], cwd=ROOT, env=env,
                                capture_output=True, text=True, timeout=120)
        assert second.returncode != 0 and "already running" in second.stderr

        process.send_signal(signal.SIGINT)  # what Ctrl-C sends
        process.wait(timeout=30)
        assert process.returncode == 0, log.read_text()[-3000:]
        assert "Stopped." in log.read_text()
    finally:
        # the whole group: killing serve alone left its web processes and worker running (and
        # taking CPU from the rest of the suite) after a failure
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        process.wait(timeout=30)


def test_a_web_process_dying_in_a_loop_stops_being_restarted():
    """At most WEB_RESTARTS_PER_MINUTE replacements in 60 s (a process that dies on start must stop
    `serve` with its error, not restart for ever); older restarts no longer count."""
    from ops.management.commands.serve import WEB_RESTARTS_PER_MINUTE, Command

    restarts: list[float] = []
    assert all(Command._may_restart(restarts) for _ in range(WEB_RESTARTS_PER_MINUTE))
    assert not Command._may_restart(restarts)
    restarts[:] = [t - 61 for t in restarts]
    assert Command._may_restart(restarts)
