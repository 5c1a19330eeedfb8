"""PostgreSQL restarted (an immediate shutdown: what a crash leaves) during chat and during indexing,
on a throwaway server and data directory (var-chaos/ in the checkout), never the test database.

Chat: turns in flight when the database goes away end with a clear error (never a hang, never a
reply stored as complete with half its text); the student's retry with the same client message id,
once the database is back, finishes them with one answer each; new messages succeed, and the app
was not restarted. Indexing: the material being embedded when the database went away ends indexed
(or failed with a reason), never stuck "processing", with each chunk once.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import threading
import time
import uuid

import psycopg
import pytest

from tests.reliability.processes import ThrowawayPostgres, ThrowawayRedis, start_worker, stop, wait_until
from tests.reliability.report import record
from tests.reliability.test_worker_crash import large_pdf
from tests.served import ROOT, multipart_body, request, server_env, sse, start_served_app, stop_served_app

pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]

STUDENTS = 8
QUESTION = "What is a coefficient?"


def _rows(pg: ThrowawayPostgres, sql: str, *args) -> list[tuple]:
    with psycopg.connect(host=str(pg.socket_dir), user="postgres", dbname=pg.DATABASE) as conn:
        return conn.execute(sql, args).fetchall()


@pytest.fixture
def chaos_stack(tmp_path):
    """A throwaway PostgreSQL and Redis, seeded; yields (pg, env, seed). Stops both afterwards."""
    folder = ROOT / "var-chaos" / f"pg-{uuid.uuid4().hex[:8]}"
    pg, redis = ThrowawayPostgres(folder), ThrowawayRedis(tmp_path / "redis")
    try:
        pg.start()
        redis.start()
        env = {**server_env(), "DATABASE_URL": pg.url, "REDIS_URL": redis.url, "MEDIA_ROOT": str(tmp_path / "media"),
               "COURSETUTOR_NAMESPACE": f"chaos-{uuid.uuid4().hex[:8]}", "MATERIAL_HEARTBEAT_TIMEOUT_SECONDS": "6",
               "MATERIAL_SWEEP_SECONDS": "2"}
        seeded = subprocess.run([sys.executable, "-m", "tests.reliability.seed", str(STUDENTS)], cwd=ROOT,
                                env={**env, "COURSETUTOR_VAR_DIR": str(tmp_path / "seedvar")},
                                capture_output=True, text=True, timeout=300)
        assert seeded.returncode == 0, seeded.stderr[-3000:]
        yield pg, env, json.loads(seeded.stdout.strip().splitlines()[-1])
    finally:
        redis.kill()
        try:
            pg.stop()
        except Exception:
            pass
        shutil.rmtree(folder, ignore_errors=True)


def _counted(outcomes: list[str]) -> str:
    """'8 × error 200 error' (status, then the error event's code) for the report."""
    from collections import Counter

    return ", ".join(f"{n} × {o}" for o, n in Counter(outcomes).items())


def _restart(pg: ThrowawayPostgres, down_for: float, while_down=None):
    """Stop, wait ``down_for`` seconds (calling ``while_down`` meanwhile), start; its result."""
    pg.stop()
    started = time.monotonic()
    seen = while_down() if while_down else None
    time.sleep(max(0.0, down_for - (time.monotonic() - started)))
    pg.start()
    wait_until(pg.answers, timeout=60, what="PostgreSQL to accept connections again")
    return seen


def test_a_postgres_restart_fails_turns_in_flight_cleanly_and_indexing_ends_indexed(chaos_stack, tmp_path):
    pg, env, seed = chaos_stack
    app = start_served_app(env, tmp_path / "var", tmp_path / "serve.log", timeout=240)
    worker = None
    try:
        path = "/api/tutor/conversations/{}/messages"
        students = seed["students"]
        # ----------------------------------------------------------------- during chat
        results: dict[int, tuple] = {}

        def ask(i: int) -> None:
            s = students[i]
            try:
                results[i] = sse(app.url, path.format(s["conversation_id"]), token=s["token"], timeout=120,
                                 body={"message": QUESTION, "client_message_id": f"pg-{i}"})
            except Exception as exc:  # recorded, and failed below: a request must end with a clear error
                results[i] = (0, [], repr(exc))

        threads = [threading.Thread(target=ask, args=(i,), daemon=True) for i in range(STUDENTS)]
        for thread in threads:
            thread.start()
        wait_until(lambda: _rows(pg, "SELECT count(*) FROM tutor_message WHERE client_message_id LIKE 'pg-%%'")[0][0] >= 1,
                   timeout=60, interval=0.02, what="a first turn to begin")
        students.append(students[0])  # one more message, sent while the database is down
        down = _restart(pg, down_for=3, while_down=lambda: sse(
            app.url, path.format(students[0]["conversation_id"]), token=students[0]["token"], timeout=60,
            body={"message": QUESTION, "client_message_id": f"pg-{STUDENTS}"}))
        status, events, _ = down
        assert status == 503 and events[0].data["code"] == "database_unavailable", (status, events)
        assert "database" in events[0].data["message"]
        results[STUDENTS] = down
        for thread in threads:
            thread.join(timeout=150)
        assert len(results) == STUDENTS + 1, "every request ended (none hangs)"
        outcomes = {}
        for i, (status, events, _) in results.items():
            if status == 200 and events and events[-1].type == "done":
                outcomes[i] = "done"
            else:  # a clear error: a JSON error body, or the stream's error event, with a message
                last = events[-1].data if events else {}
                assert status in (200, 503) and last.get("message"), (status, events, results[i][2])
                outcomes[i] = f"{'stream error event' if status == 200 else f'HTTP {status}'} {last.get('code')}"
        # nothing half-written: no reply stored complete with a partial text, no question without its reply
        half = _rows(pg, "SELECT u.client_message_id FROM tutor_message u LEFT JOIN tutor_message a "
                         "ON a.reply_to_id = u.id WHERE u.role = 'user' AND a.id IS NULL")
        assert not half

        retries = 0
        for i, outcome in outcomes.items():
            if outcome == "done":
                continue
            for _ in range(30):  # bounded: a dead writer's lease runs out within LEASE_SECONDS
                retries += 1
                status, events, _ = sse(app.url, path.format(students[i]["conversation_id"]),
                                        token=students[i]["token"], timeout=120,
                                        body={"message": QUESTION, "client_message_id": f"pg-{i}"})
                if status == 200 and events[-1].type == "done":
                    break
                time.sleep(1)
            assert events[-1].type == "done", (status, [e.type for e in events], app.log_tail())
        # later messages succeed without restarting anything
        for i in range(STUDENTS):  # the first student has sent two messages by now
            status, events, _ = sse(app.url, path.format(students[i]["conversation_id"]), token=students[i]["token"],
                                    body={"message": "What is a variable?", "client_message_id": f"pg-later-{i}"})
            assert status == 200 and events[-1].type == "done", (status, events, app.log_tail())
        replies = _rows(pg, "SELECT u.client_message_id, a.status FROM tutor_message u JOIN tutor_message a "
                            "ON a.reply_to_id = u.id WHERE u.client_message_id LIKE 'pg-%%'")
        assert len(replies) == 2 * STUDENTS + 1 and all(s in ("complete", "refused") for _, s in replies), replies
        lost = STUDENTS + 1 - len([c for c, _ in replies if not c.startswith("pg-later")])
        chat_errors = sorted(o for o in outcomes.values() if o != "done")

        # ----------------------------------------------------------------- during indexing
        worker = start_worker(env, tmp_path / "w", tmp_path / "worker.log")
        data, headers = multipart_body({}, {"file": ("big.pdf", large_pdf(30))})
        uploaded = request(app.url, "POST", f"/api/materials/courses/{seed['course_id']}", token=seed["teacher_token"],
                           body=data, headers=headers)
        assert uploaded.status == 201, uploaded.body
        material_id = uploaded.json()["id"]
        wait_until(lambda: _rows(pg, "SELECT status, stage FROM materials_coursematerial WHERE id = %s",
                                 material_id)[0] == ("processing", "embed"),
                   timeout=240, what="the worker to start embedding")
        _restart(pg, down_for=3)

        def settled():
            status, error = _rows(pg, "SELECT status, error FROM materials_coursematerial WHERE id = %s", material_id)[0]
            return status in ("indexed", "failed") and (status, error)

        status, error = wait_until(settled, timeout=240, interval=1, what="the material to end indexed or failed")
        worker_log = (tmp_path / "worker.log").read_text(errors="replace")[-3000:]
        assert status == "indexed" or error, worker_log
        indexes = [r[0] for r in _rows(pg, "SELECT index FROM materials_chunk WHERE material_id = %s ORDER BY index",
                                       material_id)]
        if status == "indexed":
            assert indexes == list(range(len(indexes))) and indexes, "each chunk once, none missing"
        interruptions = _rows(pg, "SELECT interruptions FROM materials_coursematerial WHERE id = %s", material_id)[0][0]
        assert app.process.poll() is None
    finally:
        if worker is not None:
            stop(worker)
        stop_served_app(app)
    record("postgres_restart", done=f"immediate shutdown of PostgreSQL, 3 s down, restarted: once with {STUDENTS} "
                                    "turns in flight and one more sent while it was down, once while a 30-page PDF was embedding",
           expected="turns in flight fail with a clear error, nothing half-written; retries and later turns "
                    "succeed without restarting the app; the material ends indexed or failed with a reason",
           happened=f"in flight: {_counted(chat_errors) or 'none failed'}; {retries} retries finished them with one "
                    f"answer each; {STUDENTS} later turns answered; material {status} with {len(indexes)} chunks "
                    f"(interruptions {interruptions})",
           messages_lost=lost, materials_stuck=0, turns_failed=len(chat_errors), retries=retries,
           material_status=status, chunks=len(indexes))
