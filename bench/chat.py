"""Time to first and last streamed token over real websockets to running Daphne processes.

    .venv/bin/python bench/chat.py                      # both providers and modes, 1 and 50 students
    .venv/bin/python bench/chat.py --students 1 50 --messages 5 --provider extractive
    .venv/bin/python bench/chat.py --mode arrival --think 10 --processes 2
    .venv/bin/python bench/chat.py --provider fake-llm --token-delay 0.02
    .venv/bin/python bench/chat.py --course both --provider extractive --students 1 --mode arrival --think 0.2

``--course``: ``plain`` (default) asks a course without units, so the learning loop has nothing to
decide; ``learning`` asks a course with the demo course's six units, their prerequisites, the notes
tied to their units and the unit anchors built, so every turn runs the whole loop (snapshot, mapping,
policy, turn log, panel update); ``both`` runs each level on both, which is how the loop's cost per
turn is read off (first-token p95 with the loop minus without).

For each provider the script starts ``--processes`` Daphne processes (``config.asgi:application``)
on one port exactly as ``manage.py serve`` does (same socket hand-over, default: WEB_CONCURRENCY or
the CPU count), with their own Redis namespace, prepares a bench institution with N enrolled
students, an indexed copy of the demo notes, one conversation and a session cookie per student,
then runs each level in each mode:

* ``burst``: every student sends ``--messages`` questions one after another, all students at the
  same instant (the worst case: N turns queued at once);
* ``arrival``: every student keeps a websocket open and, ``--messages`` times, thinks for a random
  time (exponential, mean ``--think`` s, also before the first message, so students start
  independently), sends a question and waits for the whole answer: N concurrent students as people
  use the tutor.

Measured per message, from the moment the frame is sent: the first streamed token fragment
(``beforeend:#message-…-body``) and the final fragment (``_done`` / ``_refusal``). ``fake-llm``
points the OpenAI-compatible provider at tests/fakes/openai_server.py streaming one word every
``--token-delay`` s, so "overhead" = first token - that delay is our own work (auth, limits,
persistence, retrieval, prompt). A turn fails when it ends in an error fragment, times out or its
socket breaks. ``cpu/turn``: user+system CPU of the Daphne processes during the level divided by
the turns (our Python; PostgreSQL and Redis not included). ``machine``: busy CPU of the whole
machine per turn (Daphne, PostgreSQL, Redis, this client, and anything else running).

Needs the ``websockets`` package (bench only) and a migrated database (``manage.py migrate``). Data is written to the configured database under
the institution slug "bench" (reused between runs).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("SECRET_KEY", "bench-only-secret-key-0123456789-abcdefghijklmnopqrstuvwxyz")
os.environ.setdefault("ALLOWED_HOSTS", "127.0.0.1,localhost")
os.environ.setdefault("COURSETUTOR_NAMESPACE", "coursetutor-bench")

QUESTIONS = [
    "What is a coefficient?",
    "What are like terms?",
    "What is the order of operations?",
    "What is a variable?",
    "How do I solve a linear equation?",
]


def _learning_course(inst, text: str):
    """A course with the demo DAG: units, prerequisites, the notes tied to the first unit, anchors built."""
    from courses.models import Course, Unit
    from courses.services import unit_prerequisite_add
    from learning.anchors import course_anchors_refresh
    from materials.models import CourseMaterial
    from materials.services import material_create_from_text, material_index

    course, _ = Course.objects.get_or_create(institution=inst, code="BENCH2", defaults={"title": "Bench algebra with units"})
    manifest = json.loads((ROOT / "devtools" / "demo_material" / "manifest.json").read_text())
    units = {}
    for spec in manifest["units"]:
        units[spec["code"]], _ = Unit.objects.get_or_create(
            course=course, code=spec["code"],
            defaults={"title": spec["title"], "order": spec["order"], "anchor_text": spec.get("description", "")})
    for spec in manifest["units"]:
        for prerequisite in spec["prerequisites"]:
            unit_prerequisite_add(unit=units[spec["code"]], prerequisite=units[prerequisite])
    if not CourseMaterial.objects.filter(course=course, status="indexed").exists():
        material = material_create_from_text(course=course, title="alg_notes_linear.md", text=text)
        CourseMaterial.objects.filter(pk=material.pk).update(unit=units["ALG1"])
        material_index(material_id=material.pk, version=material.version)
    course_anchors_refresh(course_id=course.pk)
    return course


def prepare(students: int, kind: str = "plain") -> tuple[list[tuple[str, str]], str]:
    """(conversation id, session cookie) per student, and the session cookie name."""
    import django

    django.setup()
    from django.conf import settings
    from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY
    from django.contrib.sessions.backends.db import SessionStore

    from courses.models import Course, Enrollment, Institution, Profile, Role
    from django.contrib.auth import get_user_model
    from materials.models import CourseMaterial
    from materials.services import material_create_from_text, material_index
    from tutor.models import Conversation, UsageDay

    User = get_user_model()
    inst, _ = Institution.objects.get_or_create(slug="bench", defaults={"name": "Bench College"})
    text = (ROOT / "devtools" / "demo_material" / "alg_notes_linear.md").read_text()
    if kind == "learning":
        course = _learning_course(inst, text)
    else:
        course, _ = Course.objects.get_or_create(institution=inst, code="BENCH1", defaults={"title": "Bench algebra"})
        if not CourseMaterial.objects.filter(course=course, status="indexed").exists():
            material = material_create_from_text(course=course, title="alg_notes_linear.md", text=text)
            material_index(material_id=material.pk, version=material.version)
    out = []
    for i in range(students):
        user, created = User.objects.get_or_create(username=f"bench-student-{i}")
        if created:
            user.set_unusable_password()
            user.save()
        Profile.objects.get_or_create(user=user, defaults={"institution": inst, "role": Role.STUDENT})
        Enrollment.objects.get_or_create(student=user, course=course)
        UsageDay.objects.filter(student=user).delete()
        conv = Conversation.objects.create(student=user, course=course)
        session = SessionStore()
        session[SESSION_KEY] = str(user.pk)
        session[BACKEND_SESSION_KEY] = "django.contrib.auth.backends.ModelBackend"
        session[HASH_SESSION_KEY] = user.get_session_auth_hash()
        session.create()
        out.append((str(conv.pk), session.session_key))
    return out, settings.SESSION_COOKIE_NAME



async def read_turn(ws, sent: float) -> tuple[float, float, bool]:
    """Reads one turn's frames from a student's socket until the reply is complete, refused or
    failed: ``(first-token seconds, last-token seconds, failed)``, both timed from ``sent``."""
    first = None
    while True:
        frame = await asyncio.wait_for(ws.recv(), timeout=120)
        now = time.perf_counter()
        if first is None and ("-body\">" in frame and "beforeend:#message-" in frame or "data-status=\"refused\"" in frame):
            first = now - sent
        failed = "tutor-error" in frame or "message__error" in frame
        if 'data-status="complete"' in frame or 'data-status="refused"' in frame or failed:
            return (first if first is not None else now - sent, now - sent, failed)

async def student(url: str, origin: str, cookie: str, messages: int, results: list,
                  think: float | None = None, rng: random.Random | None = None) -> None:
    """One student's socket: ``messages`` questions, each after a think time in arrival mode."""
    import websockets

    done = 0
    try:
        async with websockets.connect(url, origin=origin, additional_headers={"Cookie": cookie},
                                      max_size=None, open_timeout=60) as ws:
            for i in range(messages):
                if think:
                    await asyncio.sleep(rng.expovariate(1.0 / think))
                sent = time.perf_counter()
                await ws.send(json.dumps({"message": QUESTIONS[i % len(QUESTIONS)],
                                          "client_message_id": uuid.uuid4().hex}))
                results.append(await read_turn(ws, sent))
                done += 1
    except Exception as exc:  # a broken socket or a timeout fails the turns this student had left
        print(f"student failed after {done} turns: {type(exc).__name__}: {exc}", file=sys.stderr)
        results.extend((float("nan"), float("nan"), True) for _ in range(messages - done))


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    if not values:
        return float("nan")
    return values[min(len(values) - 1, max(0, round(p / 100 * len(values) + 0.5) - 1))]


async def run_level(port: int, cookie_name: str, sessions: list[tuple[str, str]], n: int, messages: int,
                    think: float | None = None, seed: int = 1) -> list:
    results: list = []
    rng = random.Random(seed)
    await asyncio.gather(*[
        student(f"ws://127.0.0.1:{port}/ws/tutor/{conv}/", f"http://127.0.0.1:{port}",
                f"{cookie_name}={key}", messages, results, think, random.Random(rng.random()))
        for conv, key in sessions[:n]
    ])
    return results


def cpu_seconds(pids: list[int]) -> float:
    """user + system CPU seconds of ``pids`` so far (Linux /proc; 0 elsewhere)."""
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])  # utime, stime (clock ticks)
        except (OSError, IndexError, ValueError):
            return 0.0
    return total / os.sysconf("SC_CLK_TCK")


def machine_cpu_seconds() -> float:
    """Busy CPU seconds of the whole machine so far (Linux /proc/stat; 0 elsewhere)."""
    try:
        fields = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return 0.0
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle + iowait
    return (sum(fields[:8]) - idle) / os.sysconf("SC_CLK_TCK")


def start_daphne(processes: int, env: dict) -> tuple[list[subprocess.Popen], int]:
    """``processes`` Daphne processes on one free port, started the way ``manage.py serve`` does."""
    from ops.management.commands.serve import start_web_processes

    log = ROOT / "var" / "bench-daphne.log"
    log.parent.mkdir(exist_ok=True)
    print(f"(daphne log: {log})", file=sys.stderr)
    # The log goes to a file: an unread pipe would fill up and stall the server mid-benchmark.
    procs, port = start_web_processes("127.0.0.1", 0, processes, env=env, cwd=ROOT,
                                      stdout=subprocess.DEVNULL, stderr=open(log, "w"))
    deadline = time.time() + 120  # each process loads the embedding model before it accepts
    while time.time() < deadline:
        if any(p.poll() is not None for p in procs):
            break
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=30):
                return procs, port
        except urllib.error.HTTPError:
            return procs, port  # it answers
        except OSError:
            time.sleep(0.3)
    stop_daphne(procs)
    raise SystemExit(f"daphne did not start; see {log}")


def stop_daphne(procs: list[subprocess.Popen]) -> None:
    for proc in procs:
        if proc.poll() is None:
            proc.terminate()
    for proc in procs:
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--students", type=int, nargs="+", default=[1, 50])
    parser.add_argument("--messages", type=int, default=5, help="messages per student, sent one after another")
    parser.add_argument("--provider", choices=["extractive", "fake-llm", "both"], default="both")
    parser.add_argument("--mode", choices=["burst", "arrival", "both"], default="both",
                        help="burst: all students send at the same instant; arrival: each thinks ~Exp(--think) s "
                             "before every message")
    parser.add_argument("--think", type=float, default=10.0, help="arrival mode: mean think time in seconds")
    parser.add_argument("--processes", type=int, default=None,
                        help="Daphne processes (default: WEB_CONCURRENCY, else the CPU count, as `manage.py serve`)")
    parser.add_argument("--token-delay", type=float, default=0.02, help="fake LLM seconds per streamed word")
    parser.add_argument("--seed", type=int, default=1, help="arrival mode: random seed of the think times")
    parser.add_argument("--course", choices=["plain", "learning", "both"], default="plain",
                        help="plain: a course without units; learning: the demo DAG, so every turn runs the learning loop")
    args = parser.parse_args()

    courses = ["plain", "learning"] if args.course == "both" else [args.course]
    prepared = {kind: prepare(max(args.students), kind) for kind in courses}
    cookie_name = next(iter(prepared.values()))[1]
    from ops.management.commands.serve import default_web_processes

    processes = args.processes or default_web_processes()
    providers = ["extractive", "fake-llm"] if args.provider == "both" else [args.provider]
    modes = ["burst", "arrival"] if args.mode == "both" else [args.mode]
    print(f"{processes} Daphne process(es), {os.cpu_count()} CPUs; arrival think time ~Exp(mean {args.think:g} s); "
          "times in ms from send; ovh = first-token p95 minus the fake LLM's per-word delay")
    print(f"{'course':<8} {'provider':<11} {'mode':<8} {'procs':>5} {'students':>8} {'turns':>5} {'first p50':>9} {'first p95':>9} "
          f"{'last p50':>8} {'last p95':>8} {'ovh p95':>7} {'failed':>6} {'cpu/turn':>8} {'machine':>7} {'turns/s':>7}")
    for provider in providers:
        env = dict(os.environ, TUTOR_DAILY_MESSAGE_LIMIT="100000", TUTOR_DAILY_TOKEN_BUDGET="100000000",
                   TUTOR_BURST_PER_MINUTE="100000", DEBUG="false")
        fake = None
        if provider == "fake-llm":
            from tests.fakes.openai_server import FakeOpenAI

            fake = FakeOpenAI(stream_delay=args.token_delay).start()
            fake.reply_text = ("A coefficient is the number that multiplies the variables in a term [1]. "
                               "For example the coefficient of 7x squared is 7 [1].")
            env.update(ANSWER_PROVIDER="openai", LLM_BASE_URL=fake.base_url, LLM_API_KEY="bench",
                       LLM_MODEL="fake-chat")
        else:
            env.update(ANSWER_PROVIDER="extractive", LLM_BASE_URL="", LLM_API_KEY="")
        procs, port = start_daphne(processes, env)
        pids = [p.pid for p in procs]
        try:
            # warm-up: enough sockets that every process (connections are spread by the kernel) serves a turn
            for sessions, _ in prepared.values():
                asyncio.run(run_level(port, cookie_name, sessions, min(len(sessions), 4 * processes), 1))
            for mode, n, kind in ((m, n, k) for m in modes for n in args.students for k in courses):
                    sessions = prepared[kind][0]
                    cpu0, all0, t0 = cpu_seconds(pids), machine_cpu_seconds(), time.perf_counter()
                    results = asyncio.run(run_level(port, cookie_name, sessions, n, args.messages,
                                                    think=args.think if mode == "arrival" else None, seed=args.seed))
                    cpu1, all1, t1 = cpu_seconds(pids), machine_cpu_seconds(), time.perf_counter()
                    ok = [r for r in results if r[0] == r[0]]  # NaN: never answered
                    firsts = [r[0] for r in ok]
                    lasts = [r[1] for r in ok]
                    delay = args.token_delay if fake else 0.0
                    median = statistics.median(firsts) * 1000 if firsts else float("nan")
                    median_last = statistics.median(lasts) * 1000 if lasts else float("nan")
                    print(f"{kind:<8} {provider:<11} {mode:<8} {processes:>5} {n:>8} {len(results):>5} {median:>7.0f}ms "
                          f"{pct(firsts, 95) * 1000:>7.0f}ms {median_last:>6.0f}ms {pct(lasts, 95) * 1000:>6.0f}ms "
                          f"{max(0.0, pct(firsts, 95) - delay) * 1000:>5.0f}ms {sum(1 for r in results if r[2]):>6} "
                          f"{(cpu1 - cpu0) / max(1, len(results)) * 1000:>6.0f}ms {(all1 - all0) / max(1, len(results)) * 1000:>5.0f}ms "
                          f"{len(results) / (t1 - t0):>7.1f}",
                          flush=True)
        finally:
            stop_daphne(procs)
            if fake:
                fake.stop()


if __name__ == "__main__":
    main()
