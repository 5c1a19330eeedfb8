"""The retrieval evaluation set (tests/data/eval), scored through the evaluate_retrieval command.

Floors sit a little below what the sets measured when they were set (docs/benchmarks.md,
"Retrieval"), on the team's own set and on the three sets pooled (own, held-out, held-out 2): a drop
in ranking quality, in refusals of unanswerable questions, a rise in false refusals, or any passage
from a course the student is not enrolled in fails the build.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.core.management import call_command

from courses.models import Course, Institution
from devtools import evaluation
from materials.models import Chunk, CourseMaterial
from materials.evidence import EvidenceRule, coverage_from_counts

pytestmark = [pytest.mark.django_db(transaction=False), pytest.mark.slow]

EVAL = Path(__file__).resolve().parents[1] / "data" / "eval"

QUESTION_SETS = (
    "questions.jsonl", "heldout_questions.jsonl", "heldout2_questions.jsonl", "heldout3_questions.jsonl",
    "heldout4_questions.jsonl",
)

# Measured 2026-11-22 with sentence re-ranking (all-MiniLM-L6-v2, docs/benchmarks.md). Own set (61):
# hit@1 0.861, hit@3 0.944, hit@5 1.0, MRR 0.917, refusal 1.0, false refusal 0.0. All five sets
# pooled (223): hit@1 0.764, hit@3 0.927, hit@5 0.968, MRR 0.851, refusal 0.860, false refusal 0.016.
# These floors guard against regressions; the pooled refusal is below the 0.90 target (the blind
# fourth set refuses 0.70), which docs/benchmarks.md reports.
# Pooled refusal 0.78, was 0.84: a refusal here is an evidence score below the low bar (a hedge counts as an
# answer), and the low bar went from 0.68 to 0.65 when the bars were recalibrated on eleven blind sets
# (2026-11-28, docs/decisions.md): 0.81 measured; what it no longer refuses is hedged.
OWN_FLOORS = {"hit@1": 0.82, "hit@3": 0.90, "hit@5": 0.95, "mrr": 0.87, "refusal_rate": 0.95}
POOLED_FLOORS = {"hit@1": 0.73, "hit@3": 0.89, "hit@5": 0.93, "mrr": 0.82, "refusal_rate": 0.78}
MAX_FALSE_REFUSAL = 0.05


def test_evaluation_sets_meet_their_floors(tmp_path, capsys):
    questions_file, out, scores_file = tmp_path / "all.jsonl", tmp_path / "results.jsonl", tmp_path / "scores.json"
    questions_file.write_text("".join((EVAL / name).read_text() for name in QUESTION_SETS))
    courses_before, chunks_before = Course.objects.count(), Chunk.objects.count()
    call_command(
        "evaluate_retrieval", corpus=str(EVAL / "corpus"), questions=str(questions_file),
        out=str(out), scores=str(scores_file),
    )
    pooled = json.loads(scores_file.read_text())
    report = capsys.readouterr().out
    own_questions = evaluation.load_questions(EVAL / "questions.jsonl")
    own = evaluation.score(own_questions, evaluation.read_results(out)).as_dict()
    for name, scores, floors in (("own set", own, OWN_FLOORS), ("pooled sets", pooled, POOLED_FLOORS)):
        for metric, floor in floors.items():
            assert scores[metric] >= floor, f"{name}: {metric} {scores[metric]} fell below {floor}\n{report}"
        assert scores["false_refusal_rate"] <= MAX_FALSE_REFUSAL, f"{name}\n{report}"
    # Property 5: zero passages from a course the student is not enrolled in.
    assert pooled["foreign_passages"] == 0
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(lines) == 61 + 21 + 36 + 45 + 60
    assert set(lines[0]) >= {"id", "retrieved", "refused", "hedged"}
    assert set(lines[0]["retrieved"][0]) >= {"text", "source", "page", "score"}
    # Throwaway data: nothing is left behind.
    assert (Course.objects.count(), Chunk.objects.count()) == (courses_before, chunks_before)
    assert not Institution.objects.filter(slug__startswith="eval-").exists()
    assert not CourseMaterial.objects.exists()


def test_calibration_prints_the_table_and_the_env_line(tmp_path, capsys):
    results = tmp_path / "results.jsonl"
    results.write_text(
        "\n".join(json.dumps({"id": q, "retrieved": [], "refused": False, "evidence": e}) for q, e in
                  [("a1", 0.8), ("a2", 0.7), ("a3", 0.65), ("u1", 0.3), ("u2", 0.5)])
    )
    questions = tmp_path / "q.jsonl"
    questions.write_text(
        "\n".join(json.dumps({"id": q, "course": "c", "question": "?", "answerable": q.startswith("a")})
                  for q in ("a1", "a2", "a3", "u1", "u2"))
    )
    call_command("calibrate_threshold", questions=str(questions), results=str(results))
    out = capsys.readouterr().out
    assert "threshold  refusal  false-refusal  precision  recall" in out
    single, high, low = [line for line in out.strip().splitlines() if line.startswith("EVIDENCE_")]
    assert single.startswith("EVIDENCE_THRESHOLD_MINILM=")
    assert 0.5 < float(single.split("=")[1]) <= 0.65
    # The two bars of issue 16: no question to refuse is answered confidently above the high bar,
    # no answerable one is refused below the low bar.
    assert high.startswith("EVIDENCE_THRESHOLD_MINILM=") and low.startswith("EVIDENCE_LOW_THRESHOLD_MINILM=")
    assert 0.5 < float(low.split("=")[1]) <= float(high.split("=")[1]) <= 0.65


def test_pick_bars_meets_the_targets_with_a_hedge_band_between():
    labelled = ([(True, 0.9)] * 16 + [(True, 0.75)] * 3 + [(True, 0.6)]
                + [(False, 0.3)] * 17 + [(False, 0.72)] * 2 + [(False, 0.85)])
    rows = evaluation.threshold_table(labelled, [i / 100 for i in range(100)])
    bars = evaluation.pick_bars(rows)
    assert bars.confident_wrong <= 0.05 and bars.confident_right >= 0.80
    assert 0.85 < bars.high <= 0.9  # above the unanswerable 0.85, at or below sixteen answerable 0.9s
    # Refusing the answerable 0.6 would be 5% false refusals, above half the target: the low bar stays
    # under it, as low as still refuses the seventeen unanswerable 0.3s.
    assert bars.low == 0.31 and bars.false_refusal == 0.0 and bars.refusal == 0.85


def test_scoring_counts_a_hit_only_in_the_named_source():
    q = evaluation.Question(id="q", course="c", question="?", answerable=True, gold=("The  Quick brown fox",), source="a.md")
    other = {"text": "the quick brown fox", "source": "b.md"}
    right = {"text": "... THE quick\nbrown fox jumps", "source": "a.md"}
    assert evaluation.first_hit_rank([other, right], q) == 2
    s = evaluation.score([q], [{"id": "q", "retrieved": [other, right], "refused": False}])
    assert s.hit_at == {1: 0.0, 3: 1.0, 5: 1.0} and s.mrr == 0.5


def test_pick_threshold_takes_the_middle_of_the_range_meeting_both_targets():
    labelled = [(True, 0.7), (True, 0.8), (False, 0.2), (False, 0.4)]
    rows = evaluation.threshold_table(labelled, [i / 100 for i in range(100)])
    chosen = evaluation.pick_threshold(rows)
    assert 0.41 <= chosen.threshold <= 0.70
    assert chosen.refusal_rate == 1.0 and chosen.false_refusal_rate == 0.0


def test_term_coverage_weighs_rare_missing_words_more():
    # 100 passages: one common stem present everywhere, one rare stem absent.
    assert coverage_from_counts([(100, 100), (0, 100)]) < 0.2
    assert coverage_from_counts([(3, 100), (0, 100)]) > 0.35
    assert coverage_from_counts([]) == 0.0
    assert EvidenceRule(threshold=0.5, term_weight=0.5).score(None, 1.0) is None
    assert EvidenceRule(threshold=0.5, term_weight=0.5).score(0.3, 0.8) == pytest.approx(0.7)


def test_with_model_the_models_own_check_refuses_what_it_declines(tmp_path, capsys, settings):
    """``--with-model`` asks the configured model (here the local OpenAI-compatible test server) about
    every question the evidence rule lets through, with the tutor's own prompt."""
    from tests.fakes.openai_server import FakeOpenAI
    from tutor.prompts import NOT_COVERED

    corpus = tmp_path / "corpus" / "algebra"
    corpus.mkdir(parents=True)
    (corpus / "notes.md").write_text(
        "# Linear equations\n\nA linear equation has every variable to the first power, for example 2x + 3 = 7. "
        "Solve it by doing the same operation to both sides until the variable stands alone.\n"
    )
    questions = tmp_path / "q.jsonl"
    questions.write_text(
        '{"id": "a", "course": "algebra", "question": "How do I solve a linear equation?", "answerable": true}\n'
        '{"id": "b", "course": "algebra", "question": "How do I graph a linear equation?", "answerable": false}\n'
    )
    out = tmp_path / "out.jsonl"

    def reply(body):
        system, question = body["messages"][0]["content"], body["messages"][-1]["content"]
        assert "A linear equation has every variable" in system and f"exactly {NOT_COVERED}" in system
        return NOT_COVERED if "graph" in question else "Do the same operation to both sides [1]."

    with FakeOpenAI(reply_fn=reply) as fake:
        settings.ANSWER_PROVIDER, settings.LLM_BASE_URL, settings.LLM_API_KEY = "openai", fake.base_url, "test"
        call_command("evaluate_retrieval", corpus=str(tmp_path / "corpus"), questions=str(questions), out=str(out),
                     with_model=True)
        asked = fake.requests_to("/chat/completions")
    lines = {r["id"]: r for r in evaluation.read_results(out)}
    assert (lines["a"]["refused"], lines["a"].get("model_declined")) == (False, False)
    assert (lines["b"]["refused"], lines["b"]["reason"], lines["b"]["model_declined"]) == (True, "model_declined", True)
    assert len(asked) == 2 and all(r.body["max_tokens"] == 16 for r in asked)
    assert "the model declined 1 of the 2 questions" in capsys.readouterr().out


def test_with_model_without_a_model_is_a_clear_error(tmp_path, settings):
    from django.core.management.base import CommandError

    settings.ANSWER_PROVIDER = "extractive"
    (tmp_path / "corpus" / "c").mkdir(parents=True)
    (tmp_path / "corpus" / "c" / "n.md").write_text("# Notes\n\nSome text about fractions.\n")
    (tmp_path / "q.jsonl").write_text('{"id": "a", "course": "c", "question": "What is a fraction?"}\n')
    with pytest.raises(CommandError, match="--with-model needs a model"):
        call_command("evaluate_retrieval", corpus=str(tmp_path / "corpus"), questions=str(tmp_path / "q.jsonl"),
                     out=str(tmp_path / "out.jsonl"), with_model=True)


def test_a_failed_model_check_stops_the_evaluation_rather_than_scoring_half(tmp_path, settings):
    from django.core.management.base import CommandError
    from tests.fakes.openai_server import FakeOpenAI

    (tmp_path / "corpus" / "c").mkdir(parents=True)
    (tmp_path / "corpus" / "c" / "n.md").write_text("# Fractions\n\nA fraction is a part of a whole, such as one half.\n")
    (tmp_path / "q.jsonl").write_text('{"id": "a", "course": "c", "question": "What is a fraction?"}\n')
    with FakeOpenAI(down=True) as fake:
        settings.ANSWER_PROVIDER, settings.LLM_BASE_URL, settings.LLM_API_KEY = "openai", fake.base_url, "test"
        with pytest.raises(CommandError, match="a: the model check failed"):
            call_command("evaluate_retrieval", corpus=str(tmp_path / "corpus"), questions=str(tmp_path / "q.jsonl"),
                         out=str(tmp_path / "out.jsonl"), with_model=True)
    assert not (tmp_path / "out.jsonl").exists()


@pytest.mark.django_db
def test_a_harness_offers_every_file_and_leaves_out_only_what_the_product_refuses(world, tmp_path, django_capture_on_commit_callbacks):
    course_dir = tmp_path / "corpus" / "algebra"
    course_dir.mkdir(parents=True)
    (course_dir / "notes.md").write_text("# Slopes\n\nA slope is rise over run.\n")
    (course_dir / "photo.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 64)
    (course_dir / "README.md").write_text("the set's own notes")
    assert [p.name for p in evaluation.corpus_documents(tmp_path / "corpus")["algebra"]] == ["notes.md", "photo.png"]
    with django_capture_on_commit_callbacks(execute=False):
        kept = evaluation.upload_or_refusal(user=world.teacher, course=world.course, path=course_dir / "notes.md")
        refused = evaluation.upload_or_refusal(user=world.teacher, course=world.course, path=course_dir / "photo.png")
        assert isinstance(kept, CourseMaterial) and "Unsupported file format" in refused
        with pytest.raises(Exception, match="already in the course"):  # a fault of the set, never a score
            evaluation.upload_or_refusal(user=world.teacher, course=world.course, path=course_dir / "notes.md")
