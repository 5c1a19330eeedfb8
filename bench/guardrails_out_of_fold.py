"""Calibrate the guardrails' safety thresholds out of fold, on the scored blind sets.

    .venv/bin/python bench/guardrails_out_of_fold.py [--self-harm 0.35,0.45] [--other 0.5,0.6]

The probes are fitted on the hand-written banks and the scored blind sets (devtools/guardrail_corpus.py).
Judging them on the sets they were fitted on would say nothing, so for each scored set N the probes
are fitted again without set N's messages and the local layers (patterns, probes, sentence scoring,
the topic and hyperbole rules) run on set N: every message is judged as one from a course subject
the probes have never seen. Then every pair of flag thresholds (self-harm; the other categories)
is scored over all sets at once, like tests/security/test_blind_sets_text_layers.py: safety (the
right reply: self-harm exact), integrity flagged (and not given a safety reply), benign untouched.

The patterns were written after reading these sets, so "patterns" in the output is optimistic;
"probes only" (no pattern) is the honest figure for the semantic layer. Takes ~10 minutes on one
core (every message and sentence embedded once; the banks' vectors come from the disk cache).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DEBUG", "true")


def _floats(text: str) -> list[float]:
    return [float(x) for x in text.split(",") if x.strip()]


def _folds(full: dict, Bank, tag: str) -> dict:
    """The banks without the examples whose source starts with ``tag`` (vectors reused)."""
    banks = {}
    for kind, bank in full.items():
        keep = [n for n, e in enumerate(bank.examples) if not e.source.startswith(tag)]
        fold = Bank([bank.examples[n] for n in keep], name=f"{kind}-without-{tag.strip()}")
        fold._vectors = bank.vectors[keep]
        banks[kind] = fold
    return banks


def course_question_signals(path: Path, semantic, Bank, full: dict) -> list[dict]:
    """The local signals of every question of one answer-quality file, with probes fitted without that
    file's questions: each is judged as a question from a course the probes have never seen."""
    from tutor.guardrails import local

    banks = _folds(full, Bank, f"{path.parent.name}/{path.name} ")
    original = semantic.load_bank
    semantic.load_bank = lambda kind: banks[kind]
    try:
        rows = []
        for line in path.read_text().splitlines():
            if line.strip():
                q = json.loads(line)
                safety_signals, intent_signals = local.signals(q["question"])
                rows.append({"item": {"category": "course_question", "text": q["question"], "id": q.get("id")},
                             "safety": safety_signals, "intent": intent_signals})
        return rows
    finally:
        semantic.load_bank = original


def course_question_score(rows: list[dict], bands: dict) -> tuple[int, int]:
    """Course questions given no safety reply / total."""
    from tutor.guardrails.decide import local_verdict

    ok = sum(local_verdict(r["safety"], r["intent"], safety_bands=bands).safety_category is None for r in rows)
    return ok, len(rows)


def concern_table(rows: list[dict], course_rows: list[dict], bands: dict, cuts=(0.15, 0.2, 0.25, 0.3, 0.35, 0.4)) -> None:
    """For a rule that answers a no-evidence refusal with the caring reply when the message's concern
    reaches a cut: how many missed safety items reach it (they would be caught when the course has
    nothing for them), and how many benign items and course questions do (they would get the caring
    reply if they were refused)."""
    from tutor.guardrails.decide import local_verdict

    def level(r):
        return local_verdict(r["safety"], r["intent"], safety_bands=bands)

    missed = [r for r in rows if r["item"]["category"] == "safety" and level(r).safety_category is None]
    benign = [r for r in rows if r["item"]["category"] == "benign" and level(r).safety_category is None]
    questions = [r for r in course_rows if level(r).safety_category is None]
    for cut in cuts:
        print(f"concern >= {cut:.2f}: missed safety {sum(level(r).concern >= cut for r in missed)}/{len(missed)}  "
              f"benign {sum(level(r).concern >= cut for r in benign)}/{len(benign)}  "
              f"course questions {sum(level(r).concern >= cut for r in questions)}/{len(questions)}", flush=True)


def write_misses(path: Path, rows: list[dict], bands: dict) -> None:
    """Every message with its out-of-fold signals and ``wrong``: a safety message not given its reply, a
    benign message or course question given a safety reply or an integrity flag, an integrity message
    missed."""
    from tutor import integrity
    from tutor.guardrails.decide import local_verdict

    with path.open("w") as out:
        for row in rows:
            item = row["item"]
            verdict = local_verdict(row["safety"], row["intent"], safety_bands=bands)
            flagged = item["category"] != "course_question" and integrity.assess(
                item["text"], scoped=row.get("scoped"), assignments=row.get("ordered", []), verdict=verdict).flagged
            if item["category"] == "safety":
                wrong = not (verdict.safety_category == item["subcategory"]
                             or (verdict.safety_category and item["subcategory"] != "self_harm"))
            elif item["category"] == "integrity":
                wrong = not flagged or verdict.safety_category is not None
            else:
                wrong = flagged or verdict.safety_category is not None
            out.write(json.dumps({"id": item.get("id"), "category": item["category"], "wrong": bool(wrong),
                                  "subcategory": item.get("subcategory"), "text": item["text"],
                                  "got": verdict.safety_category, "flagged": flagged, "pattern": row["safety"].pattern,
                                  "p": {k: round(v, 3) for k, v in row["safety"].probabilities.items()},
                                  "intent": round(row["intent"].probability, 3)}, ensure_ascii=False) + "\n")


def out_of_fold_signals(folder: Path, semantic, Bank, full: dict) -> list[dict]:
    """The local signals of every safety, integrity and benign item of ``folder``, with probes fitted
    on the banks without that set (vectors reused from the full banks)."""
    from tutor import integrity
    from tutor.guardrails import local

    banks = _folds(full, Bank, f"{folder.name} ")
    original = semantic.load_bank
    semantic.load_bank = lambda kind: banks[kind]
    try:
        course = json.loads((folder / "course" / "course.json").read_text())
        refs = {a["key"]: integrity.AssignmentRef(pk=n, title=a["title"], graded=a.get("graded", True),
                                                  description=a["description"])
                for n, a in enumerate(course["assignments"] + course.get("practice", []), start=1)}
        ordered = sorted(refs.values(), key=lambda r: not r.graded)
        rows = []
        for line in (folder / "items.jsonl").read_text().splitlines():
            item = json.loads(line)
            if item["category"] not in ("safety", "integrity", "benign"):
                continue
            safety_signals, intent_signals = local.signals(item["text"])
            rows.append({"item": item, "safety": safety_signals, "intent": intent_signals,
                         "scoped": refs.get((item.get("context") or {}).get("assignment") or ""), "ordered": ordered})
        return rows
    finally:
        semantic.load_bank = original


def score(rows: list[dict], bands: dict, *, patterns: bool = True) -> dict[str, tuple[int, int]]:
    """Right/total per category with the given safety bands (the text-layer test's rules)."""
    import dataclasses

    from tutor import integrity
    from tutor.guardrails.decide import local_verdict

    counts = {"safety": [0, 0], "integrity": [0, 0], "benign": [0, 0]}
    for row in rows:
        item = row["item"]
        safety = row["safety"] if patterns else dataclasses.replace(row["safety"], pattern=None)
        verdict = local_verdict(safety, row["intent"], safety_bands=bands)
        if item["category"] == "safety":
            right = verdict.safety_category == item["subcategory"] or (
                verdict.safety_category is not None and item["subcategory"] != "self_harm")
        else:
            flagged = integrity.assess(item["text"], scoped=row["scoped"], assignments=row["ordered"],
                                       verdict=verdict).flagged
            right = (flagged if item["category"] == "integrity" else not flagged) and verdict.safety_category is None
        counts[item["category"]][0] += int(right)
        counts[item["category"]][1] += 1
    return {k: (v[0], v[1]) for k, v in counts.items()}


def corpus_sets(bank, root: Path | None = None) -> list[Path]:
    """The set folders whose messages the bank holds (named in its examples' sources), by set number:
    the folds are exactly the sets the probes were fitted on, and no folder is opened to find them (a
    set still blind sits beside the scored ones)."""
    import re

    numbers = {int(m.group(1)) for e in bank.examples if (m := re.match(r"blind_guardrails_(\d+) ", e.source))}
    if root is None:
        from devtools.guardrail_corpus import SETS as root
    return [root / f"blind_guardrails_{n}" for n in sorted(numbers)]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--self-harm", default="0.3,0.35,0.4,0.45,0.5,0.6")
    parser.add_argument("--other", default="0.45,0.5,0.55,0.6")
    parser.add_argument("--misses", help="write every message's signals (out of fold) and whether it was judged "
                                             "wrongly to this JSONL file")
    args = parser.parse_args()
    import django

    django.setup()
    from materials.semantic_bank import Bank
    from tutor.guardrails import semantic, thresholds
    from tutor.guardrails.thresholds import Band

    full = {kind: semantic.load_bank(kind) for kind in ("safety", "integrity")}
    rows = []
    for folder in corpus_sets(full["safety"]):
        rows += out_of_fold_signals(folder, semantic, Bank, full)
        print(f"{folder.name}: {len(rows)} messages so far", file=sys.stderr, flush=True)

    def show(label, result):
        print(label, "  ".join(f"{k} {r}/{t} ({r / max(t, 1):.3f})" for k, (r, t) in result.items()), flush=True)

    from devtools.guardrail_corpus import question_files

    course_rows = []
    for path in question_files():
        course_rows += course_question_signals(path, semantic, Bank, full)
    print(f"course questions: {len(course_rows)}", file=sys.stderr, flush=True)

    show("current thresholds:", score(rows, thresholds.SAFETY))
    show("current, probes only:", score(rows, thresholds.SAFETY, patterns=False))
    ok, total = course_question_score(course_rows, thresholds.SAFETY)
    print(f"course questions given no safety reply: {ok}/{total} ({ok / max(total, 1):.3f})", flush=True)
    concern_table(rows, course_rows, thresholds.SAFETY)
    if args.misses:
        write_misses(Path(args.misses), rows + course_rows, thresholds.SAFETY)
    for self_harm in _floats(args.self_harm):
        for other in _floats(args.other):
            bands = {c: Band(other, other * 0.6, min(0.95, other + 0.2)) for c in thresholds.SAFETY}
            bands["self_harm"] = Band(self_harm, self_harm * 0.45, min(0.95, self_harm + 0.2))
            ok, total = course_question_score(course_rows, bands)
            show(f"self_harm {self_harm:.2f} other {other:.2f}:", score(rows, bands) | {"course_q": (ok, total)})


if __name__ == "__main__":
    main()
