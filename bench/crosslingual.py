"""Cross-lingual search on the evaluation corpus: where does the evidence bar for a foreign-language
question lie?

Ingests tests/data/eval/corpus into throwaway courses (devtools.evaluation.corpus_run), builds each
course's multilingual vectors, then searches with materials.crosslingual.cross_search:

* answerable: the translated questions of bench/data/multilingual_questions.jsonl (es, fr, de, pt,
  zh, hi, hi-Latn) of eval questions with gold snippets: hit@1/5 of the gold passage, and the best
  passage's and best sentence's multilingual similarity;
* not answerable: every unanswerable and other-course question of the development sets, asked as
  they are (English through the multilingual encoder) and, for the ones in
  bench/data/multilingual_unanswerable.jsonl, translated: the best passage's similarity.

Prints the similarity distributions and, for candidate bars, refusal of the unanswerable against
false refusal of the answerable. Usage:

    DEBUG=true .venv/bin/python bench/crosslingual.py
"""

from __future__ import annotations

import json
import os
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

EVAL = ROOT / "tests" / "data" / "eval"
SETS = ["questions.jsonl", "heldout_questions.jsonl", "heldout2_questions.jsonl", "heldout3_questions.jsonl"]


def main() -> None:
    import django

    django.setup()
    from devtools import evaluation
    from materials.crosslingual import cross_search, cross_vectors_build
    from materials.models import CourseMaterial

    questions = [q for name in SETS for q in evaluation.load_questions(EVAL / name)]
    by_id = {q.id: q for q in questions}
    translated = defaultdict(list)
    for line in (ROOT / "bench" / "data" / "multilingual_questions.jsonl").read_text().splitlines():
        row = json.loads(line)
        translated[row["id"]].append((row["lang"], row["question"]))
    unanswerable_tr = defaultdict(list)
    extra = ROOT / "bench" / "data" / "multilingual_unanswerable.jsonl"
    if extra.exists():
        for line in extra.read_text().splitlines():
            row = json.loads(line)
            unanswerable_tr[row["id"]].append((row["lang"], row["question"]))
    built: set[int] = set()

    def inspect(*, question, course, student):
        if course.pk not in built:
            for material in CourseMaterial.objects.filter(course=course):
                cross_vectors_build(material_id=material.pk)
            built.add(course.pk)
        rows = []
        asks = translated.get(question.id, []) if question.answerable else [("en", question.question)] + unanswerable_tr.get(question.id, [])
        for lang, text in asks:
            hits = cross_search(user=student, course_id=course.pk, question=text, k=5)
            ranks = [i for i, p in enumerate(hits.passages, 1) if evaluation.is_hit(
                {"text": p.text, "source": p.source_filename}, question)]
            top = hits.passages[0] if hits.passages else None
            rows.append({"lang": lang, "rank": ranks[0] if ranks else None,
                         "sim": top.similarity if top else None, "sentence": top.sentence_similarity if top else None})
        return {"cross": rows}

    wanted = [q for q in questions if (q.answerable and q.id in translated) or not q.answerable]
    run = evaluation.corpus_run(corpus_dir=EVAL / "corpus", questions=wanted, inspect=inspect,
                                log=lambda m: print(m, file=sys.stderr))
    answerable, refusable = [], []
    for result in run.results:
        q = by_id[result.id]
        for row in result.extra["cross"]:
            (answerable if q.answerable else refusable).append((q.id, row))
    per_lang = defaultdict(list)
    for _, row in answerable:
        per_lang[row["lang"]].append(row)
    print(f"answerable: {len(answerable)} translated asks; not answerable: {len(refusable)}")
    for lang, rows in sorted(per_lang.items()):
        hit1 = sum(1 for r in rows if r["rank"] == 1) / len(rows)
        hit5 = sum(1 for r in rows if r["rank"] is not None) / len(rows)
        print(f"  {lang:8} n={len(rows):3} hit@1 {hit1:.3f} hit@5 {hit5:.3f}")

    def score(row, w):
        return (row["sim"] or 0) + w * (row["sentence"] or row["sim"] or 0)

    for w in (0.0, 0.5, 1.0):
        print(f"\nevidence = passage sim + {w} x best sentence sim")
        ans = sorted(score(r, w) for _, r in answerable)
        ref = sorted(score(r, w) for _, r in refusable)
        lo, hi = min(ans + ref), max(ans + ref)
        steps = 40
        for i in range(steps + 1):
            bar = lo + (hi - lo) * i / steps
            refused = sum(1 for s in ref if s < bar) / len(ref)
            false = sum(1 for s in ans if s < bar) / len(ans)
            if 0.0 < false < 0.25 or refused > 0.5:
                print(f"  bar {bar:.3f}: refusal {refused:.3f}  false refusal {false:.3f}")


if __name__ == "__main__":
    main()
