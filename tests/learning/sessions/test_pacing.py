"""Seed 004 "Dynamic Signals": the pacing directive and the student-style signal, stated as properties."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from learning.sessions import pacing
from learning.sessions.pacing import (
    ACCELERATE,
    CONSOLIDATE,
    EXTEND,
    SIMPLIFY,
    STEADY,
    TURN_1,
    PacingInput,
    offline_teaching,
    pacing_directive,
    progress_trend,
    student_style,
)

scores = st.floats(min_value=0, max_value=1, allow_nan=False)
masteries = st.dictionaries(st.text(min_size=1, max_size=8), scores, max_size=8)
results = st.lists(st.booleans(), max_size=8).map(tuple)
inputs = st.builds(PacingInput, turn=st.integers(1, 40), mastery=masteries, recent_results=results,
                   pending_wrong_attempts=st.integers(0, 6), plan_complete=st.booleans())
words = st.lists(st.sampled_from(["x", "the", "answer", "is", "five", "why"]), max_size=30).map(" ".join)


def mean(values) -> float:
    return sum(values) / len(values)


@given(inputs)
def test_rule_turn_1_the_first_turn_always_opens_short_with_one_question(state):
    """TURN 1: first turn, whatever else holds."""
    first = pacing_directive(PacingInput(1, state.mastery, state.recent_results, state.pending_wrong_attempts,
                                         state.plan_complete))
    assert first.signal == TURN_1 and "ONE" in first.instruction


@given(inputs)
def test_rule_accelerate_needs_high_mastery_or_the_fast_track_and_improving(state):
    """ACCELERATE: avg >= 0.8 and improving, or 60%+ of concepts >= 0.7 and improving; not when complete."""
    directive = pacing_directive(state)
    if directive.signal == ACCELERATE:
        values = list(state.mastery.values())
        strong = sum(v >= 0.7 for v in values) >= 0.6 * len(values)
        assert values and (mean(values) >= 0.8 or strong)
        assert progress_trend(state.recent_results) == "improving" and state.turn > 1 and not state.plan_complete


@given(inputs)
def test_rule_extend_only_once_the_plan_is_complete_and_aced(state):
    """EXTEND: aced plan and complete."""
    directive = pacing_directive(state)
    if directive.signal == EXTEND:
        values = list(state.mastery.values())
        assert state.plan_complete and values and progress_trend(state.recent_results) == "improving"
        assert mean(values) >= 0.8 or sum(v >= 0.7 for v in values) >= 0.6 * len(values)


@given(inputs)
def test_rule_simplify_when_mastery_under_0_4_or_struggling(state):
    """SIMPLIFY: avg < 0.4 or struggling (unless TURN 1 or a strong improving student, which come first)."""
    directive = pacing_directive(state)
    values = list(state.mastery.values())
    low = bool(values) and mean(values) < 0.4
    struggling = progress_trend(state.recent_results) == "struggling"
    if state.turn > 1 and (low or struggling):
        assert directive.signal == SIMPLIFY
    if directive.signal == SIMPLIFY:
        assert low or struggling


@given(inputs)
def test_rule_consolidate_between_0_4_and_0_65_with_two_wrong_and_steady(state):
    """CONSOLIDATE: avg in 0.4-0.65 and 2+ wrong and steady."""
    directive = pacing_directive(state)
    values = list(state.mastery.values())
    fits = (state.turn > 1 and bool(values) and 0.4 <= mean(values) <= 0.65 and state.pending_wrong_attempts >= 2
            and progress_trend(state.recent_results) == "steady")
    if fits and not pacing.fast_track(state.mastery):
        assert directive.signal == CONSOLIDATE
    if directive.signal == CONSOLIDATE:
        assert fits


@given(inputs)
def test_rule_steady_is_the_default_and_every_input_gets_exactly_one_directive(state):
    directive = pacing_directive(state)
    assert directive.signal in pacing.DIRECTIVES and directive.instruction == pacing.INSTRUCTIONS[directive.signal]
    if directive.signal == STEADY:
        assert state.turn > 1 and progress_trend(state.recent_results) != "struggling"


def test_no_estimate_yet_is_unknown_not_weak():
    assert pacing_directive(PacingInput(turn=3, mastery={})).signal == STEADY
    assert pacing_directive(PacingInput(turn=3, mastery={"a": 0.2})).signal == SIMPLIFY
    assert pacing_directive(PacingInput(turn=3, mastery={"a": 0.9}, recent_results=(True, True))).signal == ACCELERATE
    assert pacing_directive(PacingInput(turn=3, mastery={"a": 0.9}, recent_results=(True, True),
                                        plan_complete=True)).signal == EXTEND
    assert pacing_directive(PacingInput(turn=3, mastery={"a": 0.5}, recent_results=(False, True),
                                        pending_wrong_attempts=2)).signal == CONSOLIDATE


def test_fast_track_takes_60_percent_of_concepts_at_0_7():
    """ACCELERATE's early fast-track: 3 of 5 concepts at 0.7 with a mean under 0.8."""
    mastery = {"a": 0.7, "b": 0.75, "c": 0.9, "d": 0.1, "e": 0.2}
    assert mean(list(mastery.values())) < 0.8
    assert pacing_directive(PacingInput(turn=2, mastery=mastery, recent_results=(True, True))).signal == ACCELERATE
    assert pacing_directive(PacingInput(turn=2, mastery={**mastery, "c": 0.69},
                                        recent_results=(True, True))).signal != ACCELERATE


@given(st.lists(words, min_size=1, max_size=10))
def test_rule_style_quiet_up_to_5_words_moderate_up_to_15_else_expressive(messages):
    """Student style: QUIET <= 5 words/message -> 2-3 sentences; moderate -> 3-5; expressive may elaborate."""
    style = student_style(messages)
    avg = mean([len(m.split()) for m in messages])
    if avg <= 5:
        assert (style.style, style.min_sentences, style.max_sentences) == ("quiet", 2, 3)
    elif avg <= 15:
        assert (style.style, style.min_sentences, style.max_sentences) == ("moderate", 3, 5)
    else:
        assert style.style == "expressive" and style.max_sentences is None
    assert style.asks_questions == any("?" in m for m in messages)


@given(st.lists(st.integers(0, 30), min_size=0, max_size=10))
def test_rule_disengagement_last_of_four_under_40_percent_of_first_and_at_most_5_words(counts):
    """Disengagement: 4+ messages, last < 40% of first (of the last four) and <= 5 words."""
    messages = [" ".join(["w"] * n) for n in counts]
    flagged = student_style(messages).disengaged if messages else False
    expected = len(counts) >= 4 and counts[-1] < 0.4 * counts[-4] and counts[-1] <= 5
    assert flagged == expected


def test_emoji_and_questions_are_noticed():
    style = student_style(["ok 👍", "why is that?"])
    assert style.uses_emoji and style.asks_questions and "emoji" in style.instruction


@given(inputs, st.lists(words, max_size=6))
def test_offline_tutor_reads_the_signals(state, messages):
    """Offline: at least one idea, never more ideas than sentences; only ACCELERATE skips a step;
    SIMPLIFY and TURN 1 keep the reply short."""
    directive, style = pacing_directive(state), student_style(messages)
    teaching = offline_teaching(directive, style)
    assert 1 <= teaching.ideas <= teaching.max_sentences
    assert teaching.may_skip_explain_step == (directive.signal == ACCELERATE)
    assert teaching.harder_practice == (directive.signal == EXTEND)
    if directive.signal == SIMPLIFY:
        assert teaching.max_sentences <= 2 and teaching.ideas == 1
    if directive.signal == TURN_1 or style.style == "quiet":
        assert teaching.max_sentences <= 3
    assert teaching.re_engage == style.disengaged
