"""What the search for passages in another language costs an English question (tutor/grounding.py,
``with_foreign_passages``), timed inside the real grounding.

Ingests an answers set's corpus into throwaway courses with their multilingual vectors (devtools.evaluation.
throwaway_corpus), asks each English question through ``tutor.grounding.ground`` twice (the first warms the
caches), and times the step each time: the question embedding, the index search and the passages' languages
when no foreign passage joins; plus the encoder reading the joining passages' sentences when one does.
Usage:

    DEBUG=true .venv/bin/python bench/foreign_passages.py [tests/data/answers_blind_47]
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

import django  # noqa: E402

django.setup()

from devtools.evaluation import throwaway_corpus  # noqa: E402
from materials.language import detect_language  # noqa: E402
from tutor import grounding  # noqa: E402


def main(folder: str) -> None:
    questions = [json.loads(line) for line in (Path(folder) / "questions.jsonl").read_text().splitlines() if line.strip()]
    timed: list[tuple[float, bool]] = []
    step = grounding.with_foreign_passages

    def timed_step(found, **kwargs):
        started = time.perf_counter()
        out = step(found, **kwargs)
        timed.append((time.perf_counter() - started, out is not found))
        return out

    grounding.with_foreign_passages = timed_step  # looked up by name inside ground()
    with throwaway_corpus(Path(folder) / "corpus", cross_lingual=True) as corpus:
        asked = 0
        for q in questions:
            if q.get("course") not in corpus.courses or detect_language(q["question"]) not in (None, "en"):
                continue
            for _ in range(2):
                grounding.ground(user=corpus.students[q["course"]], course_id=corpus.courses[q["course"]].pk,
                                 question=q["question"], language="en")
            asked += 1
    warm = timed[1::2]
    joined = sorted(t for t, j in warm if j)
    plain = sorted(t for t, j in warm if not j)

    def ms(values: list[float], share: float) -> str:
        return f"{values[min(len(values) - 1, int(len(values) * share))] * 1000:.1f} ms" if values else "n/a"

    print(f"{asked} English questions, warm: {len(plain)} without a foreign passage (median "
          f"{statistics.median(plain) * 1000 if plain else 0:.1f} ms, p95 {ms(plain, 0.95)}), {len(joined)} with one "
          f"(median {statistics.median(joined) * 1000 if joined else 0:.0f} ms, p95 {ms(joined, 0.95)})")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/data/answers_blind_47")
