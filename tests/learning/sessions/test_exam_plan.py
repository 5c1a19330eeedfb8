"""Seed 004 "Exam": composition (7 or 3 questions, the 30/50/20 mix by tier, no locked question,
deterministic) and scoring (the partial rule, score, percentage, feedback), stated as properties."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from learning.sessions.exam_plan import (
    Candidate,
    QuestionResult,
    classify,
    compose_exam,
    exam_feedback,
    mix_targets,
)
from learning.sessions.study_plan import default_plan

TIERS = ("bronze", "silver", "gold")


@st.composite
def candidate_sets(draw):
    n = draw(st.integers(0, 20))
    return [Candidate(key=f"bank:{i}", tier=draw(st.sampled_from(TIERS)), concept=draw(st.sampled_from("ABC")),
                      locked=draw(st.booleans())) for i in range(n)]


@given(candidate_sets(), st.integers(0, 2**31))
def test_rule_seven_questions_or_three_when_too_few_never_a_locked_one(candidates, seed):
    """7 by default, 3 if too few exist (none under 3); never a question the student is locked out of."""
    plan = compose_exam(candidates, seed=seed)
    available = [c for c in candidates if not c.locked]
    assert plan.size == (7 if len(available) >= 7 else 3 if len(available) >= 3 else 0)
    assert not any(c.locked for c in plan.questions)
    assert len({c.key for c in plan.questions}) == plan.size


@given(candidate_sets(), st.integers(0, 2**31), st.randoms())
def test_rule_deterministic_given_the_seed_whatever_the_order(candidates, seed, rnd):
    shuffled = list(candidates)
    rnd.shuffle(shuffled)
    assert compose_exam(candidates, seed=seed) == compose_exam(shuffled, seed=seed)


@given(candidate_sets(), st.integers(0, 2**31))
def test_rule_mix_30_50_20_by_tier_and_a_short_tier_is_filled_from_others(candidates, seed):
    """~30% easy / 50% medium / 20% hard (bronze/silver/gold); a tier misses its target only when it ran out."""
    plan = compose_exam(candidates, seed=seed)
    if not plan.size:
        return
    available = {d: sum(1 for c in candidates if not c.locked and c.difficulty == d) for d in ("easy", "medium", "hard")}
    for d, target in plan.target.items():
        got = sum(1 for c in plan.questions if c.difficulty == d)
        assert got >= min(target, available[d])
        if got < target:
            assert got == available[d]
    order = [("easy", "medium", "hard").index(c.difficulty) for c in plan.questions]
    assert order == sorted(order)


def test_mix_targets():
    assert mix_targets(7) == {"easy": 2, "medium": 4, "hard": 1}
    assert mix_targets(3) == {"easy": 1, "medium": 1, "hard": 1}
    assert mix_targets(0) == {"easy": 0, "medium": 0, "hard": 0}


def test_a_full_bank_gives_exactly_the_mix_and_different_seeds_differ():
    bank = [Candidate(f"bank:{t}{i}", t) for t in TIERS for i in range(10)]
    plans = {compose_exam(bank, seed=s).questions for s in range(5)}
    assert len(plans) > 1
    for questions in plans:
        assert [c.tier for c in questions] == ["bronze"] * 2 + ["silver"] * 4 + ["gold"]


@given(st.booleans(), st.sampled_from([None, "strong", "adequate", "needs_remediation"]))
def test_rule_partial_is_wrong_without_needs_remediation(correct, signal):
    """Partial scoring: answer_correct false and mastery_signal != needs_remediation -> partial."""
    result = classify(correct, signal)
    if correct:
        assert result == "correct"
    else:
        assert result == ("incorrect" if signal == "needs_remediation" else "partial")


results = st.lists(st.builds(QuestionResult, concept=st.sampled_from("ABCD"),
                             difficulty=st.sampled_from(["easy", "medium", "hard"]),
                             result=st.sampled_from([None, "correct", "partial", "incorrect"])), max_size=7)


@given(results)
def test_rule_score_percentage_strengths_and_weak_areas_come_from_the_graded_results(graded):
    feedback = exam_feedback(graded)
    assert feedback.total == len(graded)
    assert feedback.correct + feedback.partial + feedback.incorrect + feedback.unanswered == feedback.total
    assert feedback.score == feedback.correct
    assert 0 <= feedback.percentage <= 100
    if graded:
        assert abs(feedback.percentage - 100 * (feedback.correct + 0.5 * feedback.partial) / len(graded)) <= 0.05
    assert not set(feedback.strengths) & set(feedback.weak_areas)
    answered = {q.concept for q in graded if q.result is not None}
    assert set(feedback.strengths) | set(feedback.weak_areas) <= answered
    for concept in feedback.strengths:
        assert all(q.result == "correct" for q in graded if q.concept == concept and q.result)
    for concept in feedback.weak_areas:
        assert any(f"Review {concept}" in step for step in feedback.next_steps) or len(feedback.next_steps) == 4
    if graded and all(q.result == "correct" for q in graded):
        assert feedback.percentage == 100 and not feedback.weak_areas and feedback.patterns[0].startswith("Every")


def test_feedback_reads_patterns_by_difficulty_and_an_early_end():
    graded = [QuestionResult("A", "easy", "correct"), QuestionResult("A", "easy", "correct"),
              QuestionResult("B", "medium", "partial"), QuestionResult("B", "medium", "partial"),
              QuestionResult("C", "hard", "incorrect"), QuestionResult("C", "hard", None)]
    feedback = exam_feedback(graded)
    assert (feedback.score, feedback.total, feedback.percentage) == (2, 6, 50.0)
    assert feedback.strengths == ("A",) and feedback.weak_areas == ("C",)
    assert any("harder ones" in p for p in feedback.patterns) and any("partly right" in p for p in feedback.patterns)
    assert any("1 question was not answered" in p for p in feedback.patterns)
    assert feedback.next_steps[0] == "Review C with a Teach me session."


@given(st.lists(st.sampled_from(["", "Intro", "intro", "Balancing", " Brackets  "]), max_size=6), st.text(min_size=1))
def test_rule_default_plan_is_explain_check_explain_practice(sections, title):
    """No study plan: the seed's default 4 steps, from the materials' sections."""
    plan = default_plan(unit_title=title, sections=sections)
    assert [s.kind for s in plan] == ["explain", "check", "explain", "practice"]
    assert plan[0].concept == plan[1].concept and plan[3].concept == title
    named = [s for s in sections if s.strip()]
    if named:
        assert plan[0].section == " ".join(named[0].split())
    else:
        assert all(s.concept == title and s.section == "" for s in plan)


def test_the_random_module_is_only_used_through_the_seed():
    random.seed(1)
    bank = [Candidate(f"k{i}", TIERS[i % 3]) for i in range(9)]
    first = compose_exam(bank, seed=42)
    random.seed(2)
    assert compose_exam(bank, seed=42) == first
