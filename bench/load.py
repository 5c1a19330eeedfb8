"""Load: N students chatting over real websockets for a fixed time, while a teacher uploads and a
Celery worker indexes; and the knee, where first-token p95 passes 500 ms.

    # 200 students for 10 minutes
    DEBUG=true .venv/bin/python bench/load.py --students 200 --duration 600
    # the knee: shorter runs at rising numbers of students
    DEBUG=true .venv/bin/python bench/load.py --students 25 50 100 150 200 --duration 90

The processes are those of ``manage.py serve`` (bench/chat.py starts them the same way): two
Daphne processes on one port (``--processes``, default WEB_CONCURRENCY or the CPU count), and a
Celery worker with beat (``--concurrency 1``, as ``serve`` runs it), against the configured
PostgreSQL and Redis; the offline extractive answer provider; rate limits raised out of the way.

Each student opens a websocket and, until the time is up, thinks for a random time (exponential,
mean ``--think`` s, also before the first message), sends a question and waits for the whole
answer (questions drawn from ``QUESTIONS``). Meanwhile a teacher uploads a new Markdown material of
``--upload-passages`` passages' worth of the demo notes through the JSON API (``POST
/api/materials/courses/{course}``, bearer token) every ``--upload-every`` s into the students'
course, and the worker indexes it (extraction, chunking, embeddings on the CPU): the work that
competes with chat on a teacher's busy day.

Reported per level: turns, failed turns (an error fragment, a broken socket or no answer within
120 s), first-token and last-token p50/p95/p99 from the moment the frame is sent, turns/s; CPU
seconds per turn of the Daphne processes, the worker, PostgreSQL (the app's server only) and the
whole machine (anything else running included); materials uploaded and indexed; and the largest
resident memory seen (sampled every 2 s) of each Daphne process, the worker (main process +
pool child), PostgreSQL (proportional set size, so shared buffers count once) and Redis.

Needs the ``websockets`` package (bench only) and a migrated database. Data is written to the
configured database under the institution slug "bench" (reused between runs).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import random
import statistics
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from chat import (  # noqa: E402  (bench/chat.py: same processes, same students)
    ROOT,
    cpu_seconds,
    machine_cpu_seconds,
    pct,
    prepare,
    read_turn,
    start_daphne,
    stop_daphne,
)

QUESTIONS = [
    "What is a coefficient?",
    "What are like terms?",
    "What is the order of operations?",
    "What is a variable?",
    "How do I solve a linear equation?",
    "How do I check a solution of an equation?",
    "What does it mean to isolate the variable?",
    "Why do we do the same thing to both sides of an equation?",
    "What is a constant term?",
    "How do I combine like terms with negative coefficients?",
]
FIRST_TOKEN_GOAL = 0.5  # seconds: seed 003's first-token target, whose crossing is the knee


# --------------------------------------------------------------------------- the students


async def timed_student(url: str, origin: str, cookie: str, until: float, results: list, think: float,
                        rng: random.Random) -> None:
    """One student's socket until ``until`` (perf_counter): think, ask, wait for the whole answer."""
    import websockets

    pending = False
    try:
        async with websockets.connect(url, origin=origin, additional_headers={"Cookie": cookie},
                                      max_size=None, open_timeout=60) as ws:
            while True:
                pause = rng.expovariate(1.0 / think)
                if time.perf_counter() + pause >= until:
                    break
                await asyncio.sleep(pause)
                sent = time.perf_counter()
                pending = True
                await ws.send(json.dumps({"message": rng.choice(QUESTIONS), "client_message_id": uuid.uuid4().hex}))
                results.append(await read_turn(ws, sent))
                pending = False
    except Exception as exc:  # a broken socket or a timeout fails the turn in flight
        print(f"student failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        if pending:
            results.append((float("nan"), float("nan"), True))


async def run_students(port: int, cookie_name: str, sessions: list[tuple[str, str]], n: int, duration: float,
                       think: float, seed: int) -> list:
    results: list = []
    rng = random.Random(seed)
    until = time.perf_counter() + duration
    await asyncio.gather(*[
        timed_student(f"ws://127.0.0.1:{port}/ws/tutor/{conv}/", f"http://127.0.0.1:{port}",
                      f"{cookie_name}={key}", until, results, think, random.Random(rng.random()))
        for conv, key in sessions[:n]
    ])
    return results


# --------------------------------------------------------------------------- the teacher and the worker


def teacher_token(course_code: str = "BENCH1") -> tuple[str, str]:
    """A teacher of the bench institution, an API token for them, and the students' course slug."""
    from django.contrib.auth import get_user_model

    from courses.api_tokens import api_token_create
    from courses.models import Course, Institution, Profile, Role

    inst = Institution.objects.get(slug="bench")
    user, _ = get_user_model().objects.get_or_create(username="bench-teacher")
    Profile.objects.get_or_create(user=user, defaults={"institution": inst, "role": Role.TEACHER})
    _, plain = api_token_create(user=user, name=f"load bench {uuid.uuid4().hex[:6]}")
    course = Course.objects.get(institution=inst, code=course_code)
    if course.teacher_id != user.pk:
        Course.objects.filter(pk=course.pk).update(teacher=user)  # they teach the students' course
    return plain, str(course.pk)


def upload_text(passages: int, n: int) -> bytes:
    """About ``passages`` passages of the demo notes, with a first line of its own (a new checksum)."""
    notes = [(ROOT / "devtools" / "demo_material" / name).read_text()
             for name in ("alg_notes_linear.md", "alg_notes_factoring.md")]
    body = "\n\n".join(notes)
    words_per_passage = 200
    target = passages * words_per_passage
    parts, words = [f"# Load bench upload {n} ({uuid.uuid4().hex})\n"], 0
    while words < target:
        parts.append(body)
        words += len(body.split())
    return "\n\n".join(parts).encode()


def teacher(port: int, token: str, course: str, every: float, passages: int, stop: threading.Event,
            log: list) -> None:
    """Upload a material every ``every`` s until ``stop``; log (material id, HTTP status)."""
    n = 0
    while not stop.wait(every if n else min(every, 5.0)):
        n += 1
        boundary = uuid.uuid4().hex
        body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"load-{n}.md\"\r\n"
                "Content-Type: text/markdown\r\n\r\n").encode() + upload_text(passages, n) + (
            f"\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"material_type\"\r\n\r\nlecture_notes"
            f"\r\n--{boundary}--\r\n").encode()
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/api/materials/courses/{course}", data=body, method="POST",
            headers={"Authorization": f"Bearer {token}", "Content-Type": f"multipart/form-data; boundary={boundary}"})
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                log.append((json.loads(response.read()).get("id"), response.status))
        except urllib.error.HTTPError as exc:
            log.append((None, exc.code))
            print(f"upload {n}: HTTP {exc.code} {exc.read()[:300]!r}", file=sys.stderr)
        except OSError as exc:
            log.append((None, 0))
            print(f"upload {n}: {exc}", file=sys.stderr)


def start_worker(env: dict) -> subprocess.Popen:
    """The Celery worker with beat, as ``manage.py serve`` starts it, in its own process group."""
    log = ROOT / "var" / "bench-worker.log"
    return subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "-B", "--loglevel", "INFO", "--concurrency", "1",
         "--schedule", str(ROOT / "var" / "bench-celerybeat-schedule"), "-n", f"load-{uuid.uuid4().hex[:6]}@%h"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=open(log, "w"), start_new_session=True)


def stop_worker(proc: subprocess.Popen) -> None:
    import signal

    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)


# --------------------------------------------------------------------------- processes: CPU and memory


def children(pid: int) -> list[int]:
    """Direct children of ``pid`` (Linux /proc)."""
    try:
        return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def postgres_pids() -> list[int]:
    """The app's PostgreSQL server: its postmaster and every child (the machine may run others)."""
    from django.conf import settings
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SHOW data_directory")
        data_dir = cursor.fetchone()[0]
    connection.close()
    del settings
    try:
        master = int(Path(data_dir, "postmaster.pid").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return []
    return [master, *children(master)]


def redis_pids() -> list[int]:
    """The app's Redis: the embedded one under var/, or whatever redis-server owns 6379 (read from
    /proc only; nothing is signalled)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if "redis-server" in command and (str(ROOT / "var") in command or ":6379" in command):
            found.append(int(entry.name))
    return found


def memory_kb(pid: int, *, proportional: bool = False) -> int:
    """Resident set (or proportional set) size of ``pid`` in kB; 0 when it is gone."""
    try:
        if proportional:
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    return int(line.split()[1])
            return 0
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


class Sampler(threading.Thread):
    """Largest memory per process group seen, every ``interval`` s, and the load average."""

    def __init__(self, groups: dict, interval: float = 2.0) -> None:
        super().__init__(daemon=True)
        self.groups = groups  # name -> (callable returning pids, proportional?)
        self.peak: dict[str, int] = {name: 0 for name in groups}
        self.loads: list[float] = []
        self.interval = interval
        self.halt = threading.Event()

    def run(self) -> None:
        while not self.halt.wait(self.interval):
            for name, (pids, proportional) in self.groups.items():
                total = sum(memory_kb(pid, proportional=proportional) for pid in pids())
                self.peak[name] = max(self.peak[name], total)
            self.loads.append(os.getloadavg()[0])


def group_cpu(pids: list[int]) -> float:
    return sum(cpu_seconds([pid]) for pid in pids)


def postgres_cpu(pids: list[int]) -> float:
    """CPU seconds of the server so far: its live processes, plus what the postmaster's exited
    children used (``cutime`` + ``cstime``: connections close and reopen during a run)."""
    if not pids:
        return 0.0
    try:
        fields = Path(f"/proc/{pids[0]}/stat").read_text().rsplit(")", 1)[1].split()
        reaped = (int(fields[13]) + int(fields[14])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        reaped = 0.0
    return group_cpu(pids) + reaped


# --------------------------------------------------------------------------- the run


def indexed(material_ids: list[str]) -> tuple[int, int]:
    """(indexed, failed) among ``material_ids``."""
    from materials.models import CourseMaterial

    statuses = list(CourseMaterial.objects.filter(pk__in=[m for m in material_ids if m]).values_list("status", flat=True))
    from django.db import connection

    connection.close()
    return statuses.count("indexed"), statuses.count("failed")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--students", type=int, nargs="+", default=[200], help="one run per number, in order")
    parser.add_argument("--duration", type=float, default=600.0, help="seconds of chat per run")
    parser.add_argument("--think", type=float, default=10.0, help="mean think time before each message, seconds")
    parser.add_argument("--processes", type=int, default=None,
                        help="Daphne processes (default: WEB_CONCURRENCY, else the CPU count, as `manage.py serve`)")
    parser.add_argument("--upload-every", type=float, default=60.0, help="seconds between the teacher's uploads (0: none)")
    parser.add_argument("--upload-passages", type=int, default=40, help="passages' worth of text per upload")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    sessions, cookie_name = prepare(max(args.students), "plain")
    token, course = teacher_token()
    from django.db import connection

    connection.close()
    from ops.management.commands.serve import default_web_processes

    processes = args.processes or default_web_processes()
    env = dict(os.environ, TUTOR_DAILY_MESSAGE_LIMIT="100000", TUTOR_DAILY_TOKEN_BUDGET="100000000",
               TUTOR_BURST_PER_MINUTE="100000", DEBUG="false", ANSWER_PROVIDER="extractive", LLM_BASE_URL="",
               LLM_API_KEY="")
    procs, port = start_daphne(processes, env)
    worker = start_worker(env)
    daphne = [p.pid for p in procs]

    def worker_pids() -> list[int]:
        return [worker.pid, *children(worker.pid)]

    pg = postgres_pids
    sampler = Sampler({**{f"daphne {i + 1}": ((lambda pid=pid: [pid]), False) for i, pid in enumerate(daphne)},
                       "worker": (worker_pids, False), "postgres (PSS)": (pg, True), "redis": (redis_pids, False)})
    sampler.start()
    print(f"{processes} Daphne process(es) + 1 Celery worker, {os.cpu_count()} CPUs; think ~Exp(mean {args.think:g} s); "
          f"{args.duration:g} s a run; teacher uploads {args.upload_passages} passages every {args.upload_every:g} s",
          flush=True)
    print(f"{'students':>8} {'turns':>6} {'failed':>6} {'turns/s':>7} {'first p50':>9} {'p95':>6} {'p99':>6} "
          f"{'last p95':>8} {'cpu/turn daphne':>15} {'worker':>7} {'postgres':>8} {'machine':>7} "
          f"{'uploads':>7} {'indexed':>7} {'load avg':>8}", flush=True)
    rows = []
    try:
        # warm-up: every process serves a turn and the worker is up
        asyncio.run(run_students(port, cookie_name, sessions, min(len(sessions), 4 * processes), 5.0, 1.0, 0))
        for n in args.students:
            stop, uploads = threading.Event(), []
            uploader = None
            if args.upload_every > 0:
                uploader = threading.Thread(target=teacher, daemon=True,
                                            args=(port, token, course, args.upload_every, args.upload_passages, stop,
                                                  uploads))
                uploader.start()
            loads_from = len(sampler.loads)
            cpu0 = (group_cpu(daphne), group_cpu(worker_pids()), postgres_cpu(pg()), machine_cpu_seconds())
            t0 = time.perf_counter()
            results = asyncio.run(run_students(port, cookie_name, sessions, n, args.duration, args.think, args.seed))
            t1 = time.perf_counter()
            cpu1 = (group_cpu(daphne), group_cpu(worker_pids()), postgres_cpu(pg()), machine_cpu_seconds())
            stop.set()
            if uploader:
                uploader.join(timeout=90)
            done, failed_materials = indexed([m for m, _ in uploads])
            ok = [r for r in results if not math.isnan(r[0]) and not r[2]]
            firsts, lasts = [r[0] for r in ok], [r[1] for r in ok]
            turns = max(1, len(results))
            loads = sampler.loads[loads_from:] or [os.getloadavg()[0]]
            row = dict(
                students=n, turns=len(results), failed=sum(1 for r in results if r[2]), rate=len(results) / (t1 - t0),
                p50=statistics.median(firsts) * 1000 if firsts else float("nan"), p95=pct(firsts, 95) * 1000,
                p99=pct(firsts, 99) * 1000, last95=pct(lasts, 95) * 1000,
                daphne=(cpu1[0] - cpu0[0]) / turns * 1000, worker=cpu1[1] - cpu0[1], postgres=(cpu1[2] - cpu0[2]) / turns * 1000,
                machine=(cpu1[3] - cpu0[3]) / turns * 1000, uploads=len(uploads), indexed=done,
                failed_materials=failed_materials, load=statistics.mean(loads), load_max=max(loads))
            rows.append(row)
            print(f"{n:>8} {row['turns']:>6} {row['failed']:>6} {row['rate']:>7.1f} {row['p50']:>7.0f}ms "
                  f"{row['p95']:>4.0f}ms {row['p99']:>4.0f}ms {row['last95']:>6.0f}ms {row['daphne']:>13.0f}ms "
                  f"{row['worker']:>6.0f}s {row['postgres']:>6.0f}ms {row['machine']:>5.0f}ms "
                  f"{row['uploads']:>7} {done:>7} {row['load']:>4.1f}/{row['load_max']:.1f}", flush=True)
    finally:
        sampler.halt.set()
        stop_daphne(procs)
        stop_worker(worker)
    print("peak memory: " + ", ".join(f"{name} {kb / 1024:.0f} MB" for name, kb in sampler.peak.items()), flush=True)
    knee = next((r["students"] for r in rows if r["p95"] > FIRST_TOKEN_GOAL * 1000), None)
    print(f"knee (first-token p95 over {FIRST_TOKEN_GOAL * 1000:.0f} ms): "
          + (f"{knee} students" if knee else "not reached at the levels run"), flush=True)
    print(json.dumps(rows), flush=True)


if __name__ == "__main__":
    main()
