"""The scored blind sets as probe training data (devtools/guardrail_corpus.py)."""

from __future__ import annotations

import json

from devtools import guardrail_corpus
from materials.semantic_bank import read_examples


def _set(root, name, items, *, scored):
    folder = root / name
    folder.mkdir()
    (folder / "items.jsonl").write_text("".join(json.dumps(i) + "\n" for i in items))
    if scored:
        (folder / "scored_2026-11-27.jsonl").write_text("{}\n")
    return folder


ITEMS = [
    {"id": "x-1", "lang": "en", "category": "safety", "subcategory": "self_harm", "text": "a"},
    {"id": "x-2", "lang": "de", "category": "safety", "subcategory": "abuse_disclosure", "text": "b"},
    {"id": "x-3", "lang": "fr", "category": "safety", "subcategory": "harassment_hate", "text": "c"},
    {"id": "x-4", "lang": "en", "category": "integrity", "subcategory": "final_value", "text": "d"},
    {"id": "x-5", "lang": "es", "category": "benign", "subcategory": "concept", "text": "e"},
    {"id": "x-6", "lang": "zh", "category": "planted", "subcategory": "answer_key", "text": "f"},
    {"id": "x-7", "lang": "en", "category": "benign", "subcategory": "concept", "text": "   "},
]


def test_an_unscored_set_is_never_read(tmp_path):
    _set(tmp_path, "blind_guardrails_3", ITEMS, scored=True)
    _set(tmp_path, "blind_guardrails_12", ITEMS, scored=False)  # still blind
    (tmp_path / "blind_guardrails_notes").mkdir()
    assert [f.name for f in guardrail_corpus.scored_sets(tmp_path)] == ["blind_guardrails_3"]


def test_labels_follow_the_banks_categories(tmp_path):
    folder = _set(tmp_path, "blind_guardrails_4", ITEMS, scored=True)
    safety, integrity = guardrail_corpus.examples_from_sets([folder])
    assert [(e.category, e.text) for e in safety] == [
        ("self_harm", "a"), ("violence", "b"), ("harassment", "c"), ("benign", "d"), ("benign", "e"), ("benign", "f")]
    assert [(e.category, e.text) for e in integrity] == [("graded_request", "d"), ("learning", "e")]
    assert safety[1].language == "de" and safety[1].source.startswith("blind_guardrails_4 x-2 ")


def test_write_puts_both_bank_files_in_the_bank_format(tmp_path):
    _set(tmp_path, "blind_guardrails_1", ITEMS, scored=False)  # set 1 was scored before results were saved
    banks = tmp_path / "banks"
    banks.mkdir()
    counts = guardrail_corpus.write(banks=banks, root=tmp_path)
    assert counts == {guardrail_corpus.SAFETY_FILE: 6, guardrail_corpus.INTEGRITY_FILE: 2}
    assert [e.text for e in read_examples(banks / guardrail_corpus.INTEGRITY_FILE)] == ["d", "e"]


def _answer_sets(root):
    """An ``eval`` folder, a scored answer set and one still blind."""
    def questions(folder, rows, scored):
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "questions.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
        if scored:
            (folder / "scored_2026-11-27.json").write_text("{}")

    questions(root / "eval", [{"id": "q-1", "question": "what is a mole?"}], scored=False)
    questions(root / "answers_blind_2", [{"id": "b-1", "question": "why do stars twinkle"}], scored=True)
    questions(root / "answers_blind_5", [{"id": "c-1", "question": "still blind"}], scored=False)
    return root


def test_only_scored_answer_sets_give_course_questions(tmp_path):
    files = guardrail_corpus.question_files(_answer_sets(tmp_path))
    assert [f"{f.parent.name}/{f.name}" for f in files] == ["eval/questions.jsonl", "answers_blind_2/questions.jsonl"]


def test_the_committed_bank_files_hold_exactly_the_scored_sets():
    """Scoring a new set and forgetting `manage.py build_guardrail_corpus` fails here, as does a hand
    edit of the generated files. A set kept out of training is named, and scored."""
    assert {f.name for f in guardrail_corpus.scored_sets()} - {f.name for f in guardrail_corpus.training_sets()} == \
        guardrail_corpus.KEPT_OUT_OF_TRAINING
    safety, integrity = guardrail_corpus.examples_from_sets(guardrail_corpus.training_sets())
    assert read_examples(guardrail_corpus.BANKS / guardrail_corpus.SAFETY_FILE) == safety
    assert read_examples(guardrail_corpus.BANKS / guardrail_corpus.INTEGRITY_FILE) == integrity
