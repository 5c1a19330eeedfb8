"""The fault campaign of issue 21, in one command:

    .venv/bin/python bench/chaos.py            # every scenario, then the table
    .venv/bin/python bench/chaos.py --only web_process_kill redis_restart

Each scenario is a test in tests/reliability/ run against real processes (``manage.py serve`` with
Daphne, Celery workers, PostgreSQL and Redis; the Redis and PostgreSQL that get restarted are
throwaway servers of the scenario's own, never the shared ones). They run one after another, each
in its own pytest process with a time limit, so the whole campaign is bounded; all traffic is on
127.0.0.1. A scenario writes its row (what was done, expected, what happened, messages lost,
materials stuck) to ``CHAOS_REPORT_DIR``; this script prints them as one Markdown table per
scenario, ready for docs/reliability.md, and exits non-zero if any scenario failed or lost anything.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import signal
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# name -> (pytest node, limit in seconds, what is done, what is expected); the last two are used
# for a scenario that writes no row of its own
SCENARIOS: dict[str, tuple[str, int, str, str]] = {
    "worker_kill": ("tests/reliability/test_worker_crash.py", 900,
                    "kill -9 of the Celery worker (process group) while it embeds a 60-page PDF; a new worker starts",
                    "the material resumes by its heartbeat and ends indexed with exactly the chunks of a clean run"),
    "web_process_kill": ("tests/reliability/test_web_crash.py", 400, "", ""),
    "redis_restart": ("tests/reliability/test_redis_restart.py", 500, "", ""),
    "postgres_restart": ("tests/reliability/test_postgres_restart.py", 700, "", ""),
    "provider_faults": ("tests/reliability/test_provider_faults.py", 300,
                        "the model provider streams half an answer then drops, answers 500 or 429, times out, "
                        "or is slower than the answer deadline",
                        "retries then the fallback model; a clear error otherwise; a partial answer is stored failed, "
                        "never complete; the retry fills the same reply"),
    "turn_lease": ("tests/reliability/test_turn_lease.py", 300,
                   "a reply whose writing process died (lease expired), one whose writer lives, one just begun, "
                   "a retry waiting when its writer dies, and a reload of a dead writer's reply",
                   "the dead writer's reply is taken over by the retry (same row), the live one is waited for; "
                   "a reload shows the dead one as interrupted, and its retry still answers once"),
    "disk_full": ("tests/reliability/test_disk_full.py", 300,
                  "MEDIA_ROOT on a 1 MB tmpfs; a material replaced by, and a new one uploaded as, a 1.6 MB file",
                  "507 storage_full with a clear message; the previous version, its file and chunks intact"),
}


def machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{os.cpu_count()} CPUs (nproc {len(os.sched_getaffinity(0))}), {cpu}, {platform.system()} {platform.release()}"


def run(name: str, report_dir: Path) -> dict:
    node, limit, done, expected = SCENARIOS[name]
    started = time.monotonic()
    command = [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", node]
    process = subprocess.Popen(command, cwd=ROOT, env={**os.environ, "CHAOS_REPORT_DIR": str(report_dir)},
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        output, _ = process.communicate(timeout=limit)
        summary = (output.strip().splitlines() or ["(no output)"])[-1]
        passed = process.returncode == 0
        skipped = " skipped" in summary and " passed" not in summary
    except subprocess.TimeoutExpired:
        # the scenario's servers and workers are in pytest's process group: end them all
        os.killpg(process.pid, signal.SIGKILL)
        output, _ = process.communicate()
        summary, passed, skipped = f"over its {limit} s limit", False, False
    seconds = time.monotonic() - started
    row_file = report_dir / f"{name}.json"
    row = json.loads(row_file.read_text()) if row_file.exists() else {
        "scenario": name, "done": done, "expected": expected,
        "happened": "as expected (every assertion of the scenario held)" if passed else "",
        "messages_lost": 0 if passed else "?", "materials_stuck": 0 if passed else "?", "figures": {}}
    row["result"] = "skipped" if skipped else "passed" if passed else "FAILED"
    row["pytest"] = summary
    row["seconds"] = round(seconds)
    if not passed and not skipped:
        row["happened"] = f"FAILED: {summary}. " + " ".join(output[-1500:].split())
    return row


def table(row: dict) -> str:
    figures = ", ".join(f"{k} {v}" for k, v in row.get("figures", {}).items())
    lines = [f"### {row['scenario']} ({row['result']}, {row['seconds']} s)", "",
             "| | |", "|---|---|",
             f"| done | {row['done']} |",
             f"| expected | {row['expected']} |",
             f"| happened | {row['happened']} |",
             f"| messages lost | {row['messages_lost']} |",
             f"| materials stuck | {row['materials_stuck']} |"]
    if figures:
        lines.append(f"| figures | {figures} |")
    return "\n".join(line.replace("\n", " ") for line in lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", nargs="+", choices=sorted(SCENARIOS), help="run only these scenarios")
    parser.add_argument("--json", type=Path, help="also write the rows to this file")
    args = parser.parse_args()
    names = args.only or list(SCENARIOS)
    print(f"# Fault campaign, {datetime.now(UTC):%Y-%m-%d %H:%M} UTC\n")
    print(f"Machine: {machine()}\n")
    print(f"Command: `{' '.join([Path(sys.executable).name, *sys.argv])}`\n")
    rows = []
    with tempfile.TemporaryDirectory(prefix="chaos-") as folder:
        for name in names:
            print(f"<!-- running {name} ... -->", file=sys.stderr, flush=True)
            rows.append(run(name, Path(folder)))
            print(table(rows[-1]), flush=True)
    print("| scenario | result | seconds | messages lost | materials stuck |\n|---|---|---|---|---|")
    for row in rows:
        print(f"| {row['scenario']} | {row['result']} | {row['seconds']} | {row['messages_lost']} | {row['materials_stuck']} |")
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2))
    bad = [r for r in rows if r["result"] == "FAILED" or r["messages_lost"] not in (0, "0")
           or r["materials_stuck"] not in (0, "0")]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
