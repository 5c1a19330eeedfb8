"""Seed 004 "Question Lifecycle" and "Step Advancement", stated as properties."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from learning.sessions import lifecycle
from learning.sessions.lifecycle import (
    CHECK,
    EXPLAIN,
    PRACTICE,
    Lesson,
    PlanStep,
    Question,
    advance_to,
    answer,
    coverage,
    extension_allowed,
    take_extension_turn,
    track_question,
)

concepts = st.sampled_from(["fractions", "ratios", "percent", "decimals"])
steps = st.lists(st.builds(PlanStep, kind=st.sampled_from([EXPLAIN, CHECK, PRACTICE]), concept=concepts),
                 min_size=1, max_size=8).map(tuple)


@st.composite
def lessons(draw):
    plan = draw(steps)
    current = draw(st.integers(1, len(plan) + 1))
    covered = frozenset(s.concept for s in plan[:current - 1])
    return Lesson(plan, current, covered)


@given(st.integers(0, 3), st.text(max_size=10))
def test_rule_phases_probe_then_hint_then_explain_then_step_back(wrong_before, text):
    """1st wrong -> probe, 2nd -> hint, 3rd -> explain differently, 4th+ -> step back."""
    question = Question("q", "fractions")
    for _ in range(wrong_before):
        question = lifecycle.answer_wrong(question, "no")
    after = lifecycle.answer_wrong(question, text)
    assert after.wrong_attempts == wrong_before + 1
    assert after.phase == ("probe", "hint", "explain", "step_back")[wrong_before]
    assert after.previous_answers[-1] == text


@given(st.integers(4, 30), st.booleans())
def test_rule_fourth_wrong_and_later_steps_back_to_the_prerequisite_or_smaller_pieces(wrong, has_prerequisite):
    question = Question("q", "c", wrong_attempts=wrong - 1, phase=lifecycle.phase_for(wrong - 1))
    after = lifecycle.answer_wrong(question, "x")
    assert after.phase == "step_back"
    move = lifecycle.wrong_move(after, has_prerequisite=has_prerequisite)
    assert move == ("prerequisite" if has_prerequisite else "smaller_pieces")


@given(lessons(), st.integers(0, 6), st.booleans())
def test_rule_wrong_answers_keep_the_question_and_never_move_the_step(lesson, wrong, prereq):
    """A wrong answer: attempts up, phase moves, question NOT cleared, step unchanged."""
    for n in range(1, wrong + 1):
        outcome = answer(lesson, correct=False, text=f"a{n}", has_prerequisite=prereq)
        lesson = outcome.lesson
        assert lesson.question is not None and lesson.question.wrong_attempts == n
        assert outcome.move == ("probe", "hint", "explain_differently")[n - 1] if n <= 3 else \
            outcome.move in ("prerequisite", "smaller_pieces")
    assert len(lesson.question.previous_answers if lesson.question else ()) <= lifecycle.MAX_REMEMBERED_ANSWERS


@given(lessons(), st.booleans())
def test_rule_correct_clears_and_advances(lesson, skip):
    """Correct -> question cleared, step advances (by two only over an explain step when pacing allows)."""
    lesson = answer(lesson, correct=False).lesson if not lesson.is_complete else lesson
    outcome = answer(lesson, correct=True, may_skip_explain_step=skip)
    after = outcome.lesson
    assert after.question is None
    if lesson.is_complete:
        assert after.current_step == lesson.current_step
    else:
        jumped = after.current_step - lesson.current_step
        assert jumped in (1, 2)
        if jumped == 2:
            assert skip and lesson.steps[lesson.current_step].kind == EXPLAIN
    assert outcome.move == ("complete" if after.is_complete else "advance")


@given(lessons(), st.integers(-2, 12))
def test_rule_advance_covers_every_step_left_behind_and_never_goes_back(lesson, to):
    """Advancing adds all intermediate step concepts to the covered set; complete once past the last."""
    after = advance_to(lesson, to)
    assert after.current_step >= lesson.current_step
    assert after.current_step <= lesson.total_steps + 1
    left = {s.concept for s in lesson.steps[lesson.current_step - 1:after.current_step - 1]}
    assert after.covered == lesson.covered | left
    assert after.is_complete == (after.current_step > after.total_steps)
    assert coverage(after) >= coverage(lesson)
    if after.is_complete:
        assert coverage(after) == 100.0


@given(lessons(), st.booleans(), st.integers(0, 15))
def test_rule_extension_turns_at_most_10_and_only_for_strong_students(lesson, strong, taken):
    lesson = advance_to(lesson, lesson.total_steps + 1)
    turns = 0
    for _ in range(taken):
        if not extension_allowed(lesson, allow_extension=strong):
            break
        lesson = take_extension_turn(lesson)
        turns += 1
    assert turns <= lifecycle.MAX_EXTENSION_TURNS
    assert turns == (min(taken, 10) if strong else 0)


def test_extension_never_before_completion():
    lesson = Lesson((PlanStep(EXPLAIN, "a"), PlanStep(CHECK, "a")))
    assert not extension_allowed(lesson, allow_extension=True)


@given(st.booleans(), concepts, concepts, st.booleans())
def test_rule_five_tracking_cases(has_pending, pending_concept, asked_concept, with_asked):
    """Wrong keeps; correct clears (tracks a new one); new tracked; other concept replaces; same concept keeps."""
    pending = Question("p", pending_concept) if has_pending else None
    asked = Question("n", asked_concept) if with_asked else None
    if pending is not None:
        kept = track_question(pending, answer_correct=False, answer="w", asked=asked)
        assert kept.text == "p" and kept.wrong_attempts == 1
        assert track_question(pending, answer_correct=True, asked=asked) == asked
    result = track_question(pending, answer_correct=None, asked=asked)
    if asked is None:
        assert result == pending
    elif pending is None or asked_concept != pending_concept:
        assert result == asked
    else:
        assert result is pending


def test_coverage_counts_distinct_concepts():
    plan = (PlanStep(EXPLAIN, "a"), PlanStep(CHECK, "a"), PlanStep(EXPLAIN, "b"), PlanStep(PRACTICE, "Unit"))
    lesson = advance_to(Lesson(plan), 3)
    assert lesson.covered == {"a"} and coverage(lesson) == 33.3 and lifecycle.progress_percentage(lesson) == 50.0
