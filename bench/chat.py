"""Time to first and last streamed token over real websockets to a running Daphne.

    .venv/bin/python bench/chat.py                      # both providers, 1 and 50 students
    .venv/bin/python bench/chat.py --students 1 50 --messages 5 --provider extractive
    .venv/bin/python bench/chat.py --provider fake-llm --token-delay 0.02

For each provider the script starts Daphne (``config.asgi:application``) in a subprocess with its
own Redis namespace, prepares a bench institution with N enrolled students, an indexed copy of the
demo notes, one conversation and a session cookie per student, then has every student send
``--messages`` questions one after another, all students at once. Measured per message, from the
moment the frame is sent: the first streamed token fragment (``beforeend:#message-…-body``) and
the final fragment (``_done`` / ``_refusal``). ``fake-llm`` points the OpenAI-compatible provider at
tests/fakes/openai_server.py streaming one word every ``--token-delay`` s, so "overhead" =
first token − that delay is our own work (auth, limits, persistence, retrieval, prompt).

Needs the ``websockets`` package (bench only) and a migrated database (``manage.py migrate``). Data is written to the configured database under
the institution slug "bench" (reused between runs).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import time
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


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def prepare(students: int) -> tuple[list[tuple[str, str]], str]:
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
    course, _ = Course.objects.get_or_create(institution=inst, code="BENCH1", defaults={"title": "Bench algebra"})
    if not CourseMaterial.objects.filter(course=course, status="indexed").exists():
        text = (ROOT / "courses" / "demo_material" / "alg_notes_linear.md").read_text()
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


async def student(url: str, origin: str, cookie: str, messages: int, results: list) -> None:
    import websockets

    async with websockets.connect(url, origin=origin, additional_headers={"Cookie": cookie},
                                  max_size=None, open_timeout=30) as ws:
        for i in range(messages):
            sent = time.perf_counter()
            await ws.send(json.dumps({"message": QUESTIONS[i % len(QUESTIONS)],
                                      "client_message_id": uuid.uuid4().hex}))
            first = None
            while True:
                frame = await asyncio.wait_for(ws.recv(), timeout=120)
                now = time.perf_counter()
                if first is None and ("-body\">" in frame and "beforeend:#message-" in frame or "data-status=\"refused\"" in frame):
                    first = now - sent
                if 'data-status="complete"' in frame or 'data-status="refused"' in frame or "tutor-error" in frame \
                        or "message__error" in frame:
                    results.append((first if first is not None else now - sent, now - sent, "tutor-error" in frame))
                    break


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, max(0, round(p / 100 * len(values) + 0.5) - 1))]


async def run_level(port: int, cookie_name: str, sessions: list[tuple[str, str]], n: int, messages: int) -> list:
    results: list = []
    await asyncio.gather(*[
        student(f"ws://127.0.0.1:{port}/ws/tutor/{conv}/", f"http://127.0.0.1:{port}",
                f"{cookie_name}={key}", messages, results)
        for conv, key in sessions[:n]
    ])
    return results


def start_daphne(port: int, env: dict) -> subprocess.Popen:
    log = ROOT / "var" / f"bench-daphne-{port}.log"
    log.parent.mkdir(exist_ok=True)
    print(f"(daphne log: {log})", file=sys.stderr)
    # The log goes to a file: an unread pipe would fill up and stall the server mid-benchmark.
    proc = subprocess.Popen([sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port),
                             "config.asgi:application"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=open(log, "w"))
    deadline = time.time() + 60
    while time.time() < deadline:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return proc
        time.sleep(0.2)
    proc.kill()
    raise SystemExit("daphne did not start")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--students", type=int, nargs="+", default=[1, 50])
    parser.add_argument("--messages", type=int, default=5, help="messages per student, sent one after another")
    parser.add_argument("--provider", choices=["extractive", "fake-llm", "both"], default="both")
    parser.add_argument("--token-delay", type=float, default=0.02, help="fake LLM seconds per streamed word")
    args = parser.parse_args()

    sessions, cookie_name = prepare(max(args.students))
    providers = ["extractive", "fake-llm"] if args.provider == "both" else [args.provider]
    print(f"{'provider':<11} {'students':>8} {'msgs':>5} {'first p50':>10} {'first p95':>10} "
          f"{'last p50':>9} {'last p95':>9} {'ovh p95':>8} {'errors':>6}")
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
        port = free_port()
        proc = start_daphne(port, env)
        try:
            asyncio.run(run_level(port, cookie_name, sessions, 1, 2))  # warm-up: model load, connections
            for n in args.students:
                results = asyncio.run(run_level(port, cookie_name, sessions, n, args.messages))
                firsts = [r[0] for r in results]
                lasts = [r[1] for r in results]
                delay = args.token_delay if fake else 0.0
                print(f"{provider:<11} {n:>8} {len(results):>5} {statistics.median(firsts) * 1000:>8.0f}ms "
                      f"{pct(firsts, 95) * 1000:>8.0f}ms {statistics.median(lasts) * 1000:>7.0f}ms "
                      f"{pct(lasts, 95) * 1000:>7.0f}ms {max(0.0, pct(firsts, 95) - delay) * 1000:>6.0f}ms "
                      f"{sum(1 for r in results if r[2]):>6}")
        finally:
            proc.terminate()
            proc.wait(timeout=20)
            if fake:
                fake.stop()


if __name__ == "__main__":
    main()
