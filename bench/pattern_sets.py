"""The guardrails' pattern layer: each safety category searched as one joined alternation and as a PatternSet.

    .venv/bin/python bench/pattern_sets.py [--sets 40 50 56]

Reads the messages of the named blind guardrail sets (tests/security/data/blind_guardrails_N/items.jsonl), normalised
as the gate reads them, and times, per category, ``search`` of the joined alternation of its branches (how
tutor/safety.py built them before) and of its PatternSet (how it builds them now), checking that both return the same
match for every message. Then the whole text layer (``tutor.guardrails.assess_text``) per message, with the encoder's
cache warm for each whole message (a longer message's sentences are still embedded), so most of what is left is
patterns and probes. No database.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DEBUG", "true")


def _ms_per_search(pattern, texts) -> float:
    started = time.perf_counter()
    for text in texts:
        pattern.search(text)
    return (time.perf_counter() - started) * 1000 / len(texts)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", nargs="+", type=int, default=[40, 50, 56])
    args = parser.parse_args()

    import django

    django.setup()
    from tutor import safety
    from tutor.guardrails import assess_text

    data = ROOT / "tests" / "security" / "data"
    messages = [json.loads(line)["text"] for n in args.sets
                for line in (data / f"blind_guardrails_{n}" / "items.jsonl").read_text(encoding="utf-8").splitlines()]
    normalised = [safety.normalise(m) for m in messages]
    print(f"{platform.node()} {os.cpu_count()} cores, Python {platform.python_version()}; "
          f"{len(messages)} messages of sets {args.sets}")
    print(f"{'category':<16}{'branches':>9}{'joined ms':>11}{'set ms':>9}  same matches")
    total_joined = total_set = 0.0
    for label, table, texts in (("", safety._PATTERNS, normalised), ("raw ", safety._MORE_RAW, messages)):
        for category, patterns in table.items():
            joined = re.compile("|".join(f"(?:{p.pattern})" for p in patterns.patterns))
            same = all((a is None and b is None) or (a is not None and b is not None and a.span() == b.span())
                       for a, b in ((joined.search(t), patterns.search(t)) for t in texts))
            a, b = _ms_per_search(joined, texts), _ms_per_search(patterns, texts)
            total_joined, total_set = total_joined + a, total_set + b
            print(f"{label + category:<16}{len(patterns):>9}{a:>11.2f}{b:>9.2f}  {same}")
    print(f"{'all categories':<25}{total_joined:>11.2f}{total_set:>9.2f}")

    for message in messages:  # the encoder's cache (512 texts) keeps the last ones: time those below
        assess_text(message)
    warm = messages[-400:]
    times = []
    for message in warm:
        started = time.perf_counter()
        assess_text(message)
        times.append((time.perf_counter() - started) * 1000)
    print(f"assess_text, encoder cache warm, {len(warm)} messages: median {statistics.median(times):.1f} ms, "
          f"p95 {statistics.quantiles(times, n=20)[-1]:.1f} ms")


if __name__ == "__main__":
    main()
