"""The scored blind sets as training examples for the guardrails' semantic probes.

Every blind guardrail set (tests/security/data/blind_guardrails_N) is scored once, then becomes
development data. Its labelled messages are the largest and most varied labelled data the project
has (about 2,600 messages in seven languages over nine course subjects, against 580 hand-written
bank examples), so the probes learn from them too (docs/decisions.md, "Guardrails: probes fitted on
the scored sets").

Guarantees:

* only a **scored** set is read: a folder without a ``scored_*.jsonl`` (a set still blind) is
  skipped, so building the corpus can never leak an unscored set into the probes; the same holds
  for the answer-quality question sets (tests/data/answers_blind_N) that the calibration reads
  (:func:`question_files`);
* the output is two bank files in the format of materials/semantic_bank.py, written in a fixed
  order (set number, then item order), each example's ``source`` naming its set and item id;
* labels follow the banks' categories: safety items by their subcategory (abuse told by its victim
  and threats count as violence, as in the hand-written bank; harassment-or-hate as harassment),
  everything else is benign for the safety probe; for the integrity probe, integrity items are
  graded requests and benign items learning requests (safety, planted and injection items are left
  out: they say nothing about graded work).

Pure apart from reading the folders (:func:`examples_from_sets`) and writing the files
(:func:`write`).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from materials.semantic_bank import Example

SETS = Path(__file__).resolve().parent.parent / "tests" / "security" / "data"
BANKS = Path(__file__).resolve().parent.parent / "tutor" / "guardrails" / "banks"
SAFETY_FILE = "safety_scored.jsonl"
INTEGRITY_FILE = "integrity_scored.jsonl"
# The answer-quality question sets: plain course questions written by people who never saw the
# guardrails, over eleven subjects; bench/guardrails_out_of_fold.py checks that none gets a safety reply.
ANSWER_SETS = SETS.parent.parent / "data"

SAFETY_LABELS = {
    "self_harm": "self_harm",
    "violence": "violence",
    "violence_threat": "violence",
    "abuse_disclosure": "violence",
    "sexual_minors": "sexual_minors",
    "harassment": "harassment",
    "harassment_hate": "harassment",
    "hate": "hate",
}


# Set 1 was scored on 2026-11-23 before per-item results were saved; its figures are in docs/security.md.
SCORED_WITHOUT_RESULTS_FILE = frozenset({"blind_guardrails_1"})


# Scored sets the probes are not fitted on (their patterns and rules still count, and their floors): the refit with set 31
# raised the self-harm reading of almost every message of sets 1-30 by 0.04-0.08 (the friction that "kills" a puck's
# motion from 0.43 to 0.45, "Ich verliere immer Punkte" from 0.11 to 0.83), and lost 35 benign messages, 11 graded
# requests and 4 safety messages in sample for 4 won (docs/decisions.md, "Set 31 kept out of the probes"). Set 32 is kept
# out with it until a refit with both is measured (docs/decisions.md, "Guardrail set 32 and answers set 25"), and set 33
# too (docs/decisions.md, "Guardrail set 33 and answers set 26"), and set 34 (docs/decisions.md, "Guardrail set 34 and
# answers set 27"), and set 35 (docs/decisions.md, "Guardrail set 35 and answers set 28"), and set 36 (docs/decisions.md,
# "Guardrail set 36 and answers set 29"), and sets 37 and 38 (docs/decisions.md, "Guardrail set 37 and answers set 30",
# "Guardrail set 38 and answers set 31"), and set 39 ("Guardrail set 39 and answers set 32"), and set 40 ("Guardrail set
# 40 and answers set 33"), set 41 ("Guardrail set 41 and answers set 34"), set 42 ("Guardrail set 42 and answers set
# 35"), set 43 ("Guardrail set 43 and answers set 36"), set 44 ("Guardrail set 44 and answers set 37"), set 45
# ("Guardrail set 45 and answers set 38"), set 46 ("Guardrail set 46 and answers set 39"), set 47 ("Guardrail set 47
# and answers set 40"), set 48 ("Guardrail set 48 and answers set 41"), set 49 ("Guardrail set 49 and answers set
# 42"), set 50 ("Guardrail set 50 and answers set 43"), set 51 ("Guardrail set 51 and answers set 44"), set 52
# ("Guardrail set 52 and answers set 45"), set 53 ("Guardrail set 53 and answers set 46"), set 54 ("Guardrail set 54
# and answers set 47"), set 55 ("Guardrail set 55 and answers set 48"), set 56 ("Guardrail set 56 and answers set 49"), set 57
# ("Guardrail set 57 and answers set 50"), set 58 ("Guardrail set 58 and answers set 51") and set 59 ("A count the course
# never gives, a worker's procedure, hints in more scripts; guardrail set 59 and answers set 52") and set 60 ("Labels in
# margins, notes and lines of their own; guardrail set 60 and answers set 53") and set 61 ("Key files by name, bookmarks,
# labels in the file's language; guardrail set 61 and answers set 54") and sets 62-64 ("Pictures, page labels and
# watermarks as labels; guardrail sets 62-64, answers sets 56 and 57") and sets 65 and 66 ("Labels in margins, style sheets and alt
# text; ..."; set 66 is the session's held-out set). A refit with sets 31-48 was measured on 2026-12-06 (same
# section): over sets 1-49 it lost 60 safety messages for 20 benign and 8 graded requests won, so none of them joins.
KEPT_OUT_OF_TRAINING = frozenset({"blind_guardrails_31", "blind_guardrails_32", "blind_guardrails_33", "blind_guardrails_34",
                                  "blind_guardrails_35", "blind_guardrails_36", "blind_guardrails_37", "blind_guardrails_38",
                                  "blind_guardrails_39", "blind_guardrails_40", "blind_guardrails_41", "blind_guardrails_42",
                                  "blind_guardrails_43", "blind_guardrails_44", "blind_guardrails_45",
                                  "blind_guardrails_46", "blind_guardrails_47", "blind_guardrails_48",
                                  "blind_guardrails_49", "blind_guardrails_50", "blind_guardrails_51",
                                  "blind_guardrails_52", "blind_guardrails_53", "blind_guardrails_54",
                                  "blind_guardrails_55", "blind_guardrails_56", "blind_guardrails_57",
                                  "blind_guardrails_58", "blind_guardrails_59", "blind_guardrails_60",
                                  "blind_guardrails_61", "blind_guardrails_62",
                                  "blind_guardrails_63", "blind_guardrails_64", "blind_guardrails_65",
                                  "blind_guardrails_66"})


def training_sets(root: Path = SETS) -> list[Path]:
    """The scored sets the probes learn from: :func:`scored_sets` less :data:`KEPT_OUT_OF_TRAINING`."""
    return [folder for folder in scored_sets(root) if folder.name not in KEPT_OUT_OF_TRAINING]


def is_scored(folder: Path) -> bool:
    """A set has been scored once when its per-item results are saved beside it (``scored_*.jsonl``)."""
    return folder.name in SCORED_WITHOUT_RESULTS_FILE or any(folder.glob("scored_*.jsonl"))


def scored_sets(root: Path = SETS) -> list[Path]:
    """The blind set folders that have been scored (:func:`is_scored`), by set number."""
    folders = []
    for folder in root.glob("blind_guardrails_*"):
        match = re.fullmatch(r"blind_guardrails_(\d+)", folder.name)
        if match and folder.is_dir() and is_scored(folder) and (folder / "items.jsonl").exists():
            folders.append((int(match.group(1)), folder))
    return [folder for _, folder in sorted(folders)]


def _item_examples(item: dict, source: str) -> tuple[Example | None, Example | None]:
    text = str(item.get("text", "")).strip()
    language = str(item.get("lang", ""))
    if not text:
        return None, None
    category = item.get("category")
    if category == "safety":
        label = SAFETY_LABELS.get(str(item.get("subcategory")), "violence")
        return Example(label, language, text, source), None
    safety = Example("benign", language, text, source)
    if category == "integrity":
        return safety, Example("graded_request", language, text, source)
    if category == "benign":
        return safety, Example("learning", language, text, source)
    return safety, None


def examples_from_sets(folders: list[Path]) -> tuple[list[Example], list[Example]]:
    """``(safety examples, integrity examples)`` of the given set folders, in order."""
    safety: list[Example] = []
    integrity: list[Example] = []
    for folder in folders:
        for line in (folder / "items.jsonl").read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            item = json.loads(line)
            source = f"{folder.name} {item.get('id', '?')} (scored blind set, development data)"
            s, i = _item_examples(item, source)
            if s:
                safety.append(s)
            if i:
                integrity.append(i)
    return safety, integrity


def _dump(examples: list[Example]) -> str:
    return "".join(json.dumps({"category": e.category, "language": e.language, "text": e.text, "source": e.source},
                              ensure_ascii=False) + "\n" for e in examples)


def question_files(root: Path = ANSWER_SETS) -> list[Path]:
    """The answer-quality question files that are development data: every ``eval`` question file and
    the ``answers_blind_N`` sets already scored once (a ``scored_*.json`` beside them). A set still
    blind is never read, so no threshold is chosen on its questions."""
    files = sorted((root / "eval").glob("*questions.jsonl"))
    numbered = []
    for folder in root.glob("answers_blind_*"):
        match = re.fullmatch(r"answers_blind_(\d+)", folder.name)
        if match and any(folder.glob("scored_*.json")) and (folder / "questions.jsonl").exists():
            numbered.append((int(match.group(1)), folder / "questions.jsonl"))
    return files + [path for _, path in sorted(numbered)]


def write(banks: Path = BANKS, root: Path = SETS) -> dict[str, int]:
    """Write both bank files from the scored sets under ``root`` the probes learn from (:func:`training_sets`); returns
    the example counts."""
    safety, integrity = examples_from_sets(training_sets(root))
    (banks / SAFETY_FILE).write_text(_dump(safety), encoding="utf-8")
    (banks / INTEGRITY_FILE).write_text(_dump(integrity), encoding="utf-8")
    return {SAFETY_FILE: len(safety), INTEGRITY_FILE: len(integrity)}
