"""Pacing and student style (seed 004 "Dynamic Signals"), as pure functions.

Frozen dataclasses in, frozen dataclasses out: no ORM, no clock, no settings. The signals steer a
model's prompt (``PacingDirective.instruction``, ``StudentStyle.instruction``) and, with no model, the
offline tutor (:func:`offline_teaching`: how many ideas an explanation holds, how many sentences it
may use, whether the next explain step may be skipped).

Pacing directive, first match wins (the seed's table, in this order):

* ``TURN_1``: the student's first turn;
* ``EXTEND``: the plan is complete and was aced (mean mastery >= 0.8 and improving);
* ``ACCELERATE``: mean mastery >= 0.8 and improving, or the fast track: at least 60% of the estimated
  concepts at >= 0.7 and improving;
* ``SIMPLIFY``: mean mastery < 0.4, or struggling;
* ``CONSOLIDATE``: mean mastery in [0.4, 0.65], 2+ wrong answers on the pending question, steady;
* ``STEADY``: otherwise.

"Mean mastery" is over the concepts that have an estimate; with none, the mastery rules do not
apply (a new student is not "below 0.4", they are unknown). The trend comes from the last graded
answers (:func:`progress_trend`).

Student style over the student's messages: quiet (mean <= 5 words: 2-3 sentences), moderate
(<= 15 words: 3-5 sentences), expressive (more: may elaborate); asks questions, uses emoji; and
disengagement: with 4+ messages, the last of the last four is under 40% of the first of them and
at most 5 words.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

# --------------------------------------------------------------------------- vocabulary

TURN_1, ACCELERATE, EXTEND, SIMPLIFY, CONSOLIDATE, STEADY = (
    "TURN_1", "ACCELERATE", "EXTEND", "SIMPLIFY", "CONSOLIDATE", "STEADY")
DIRECTIVES = (TURN_1, ACCELERATE, EXTEND, SIMPLIFY, CONSOLIDATE, STEADY)

IMPROVING, STEADY_TREND, STRUGGLING = "improving", "steady", "struggling"

QUIET, MODERATE, EXPRESSIVE = "quiet", "moderate", "expressive"

# the seed's thresholds
ACCELERATE_MASTERY = 0.8
FAST_TRACK_CONCEPT_MASTERY = 0.7
FAST_TRACK_SHARE = 0.6
SIMPLIFY_BELOW = 0.4
CONSOLIDATE_LOW, CONSOLIDATE_HIGH = 0.4, 0.65
CONSOLIDATE_WRONG = 2
QUIET_MAX_WORDS = 5
MODERATE_MAX_WORDS = 15
DISENGAGED_WINDOW = 4
DISENGAGED_RATIO = 0.4
DISENGAGED_MAX_WORDS = 5

INSTRUCTIONS = {
    TURN_1: "First turn: open in 2-3 sentences and ask ONE simple question.",
    ACCELERATE: "The student is doing well: skip what they already know, minimal scaffolding, condensed explanations.",
    EXTEND: "The student aced the plan: push into harder territory (trickier problems, edge cases).",
    SIMPLIFY: "The student is struggling: shorter sentences, 1-2 ideas per response, simple questions.",
    CONSOLIDATE: "Getting it but shaky: give a problem at the SAME level to build confidence; nothing new yet.",
    STEADY: "Progressing normally: one idea at a time.",
}


# --------------------------------------------------------------------------- pacing


@dataclass(frozen=True)
class PacingInput:
    """What the pacing directive reads.

    ``turn`` is the student's turn number in the session (1 for the first message);
    ``mastery`` maps concept -> estimate in [0, 1] (concepts without an estimate are absent);
    ``recent_results`` are the session's graded answers, oldest first (True = correct);
    ``pending_wrong_attempts`` are the wrong attempts at the question still awaiting an answer;
    ``plan_complete`` is the session's completion (current step past the last)."""

    turn: int
    mastery: Mapping[str, float]
    recent_results: tuple[bool, ...] = ()
    pending_wrong_attempts: int = 0
    plan_complete: bool = False


@dataclass(frozen=True)
class PacingDirective:
    signal: str
    instruction: str
    mean_mastery: float | None
    trend: str


def mean_mastery(mastery: Mapping[str, float]) -> float | None:
    """The mean estimate over the concepts that have one; None when none has."""
    values = [float(v) for v in mastery.values()]
    return sum(values) / len(values) if values else None


def progress_trend(results: Sequence[bool]) -> str:
    """Improving when the last two graded answers were right, struggling when both were wrong, steady
    otherwise (and with fewer than two answers)."""
    if len(results) < 2:
        return STEADY_TREND
    last_two = tuple(results[-2:])
    if last_two == (True, True):
        return IMPROVING
    if last_two == (False, False):
        return STRUGGLING
    return STEADY_TREND


def fast_track(mastery: Mapping[str, float]) -> bool:
    """The seed's early fast-track: at least 60% of the estimated concepts at 0.7 or more."""
    if not mastery:
        return False
    strong = sum(1 for v in mastery.values() if v >= FAST_TRACK_CONCEPT_MASTERY)
    return strong >= FAST_TRACK_SHARE * len(mastery)


def pacing_directive(state: PacingInput) -> PacingDirective:
    """The pacing directive for this turn (module docstring for the rules and their order)."""
    mean = mean_mastery(state.mastery)
    trend = progress_trend(state.recent_results)

    def directive(signal: str) -> PacingDirective:
        return PacingDirective(signal, INSTRUCTIONS[signal], mean, trend)

    if state.turn <= 1:
        return directive(TURN_1)
    strong = mean is not None and (mean >= ACCELERATE_MASTERY or fast_track(state.mastery))
    if strong and trend == IMPROVING:
        # a complete plan has no step left to skip: a strong student goes beyond it instead
        return directive(EXTEND if state.plan_complete else ACCELERATE)
    if (mean is not None and mean < SIMPLIFY_BELOW) or trend == STRUGGLING:
        return directive(SIMPLIFY)
    if (mean is not None and CONSOLIDATE_LOW <= mean <= CONSOLIDATE_HIGH
            and state.pending_wrong_attempts >= CONSOLIDATE_WRONG and trend == STEADY_TREND):
        return directive(CONSOLIDATE)
    return directive(STEADY)


# --------------------------------------------------------------------------- student style

# pictographs, dingbats, flags and the emoji presentation selector
_EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F]")


@dataclass(frozen=True)
class StudentStyle:
    style: str  # quiet | moderate | expressive | unknown (no message yet)
    mean_words: float
    min_sentences: int
    max_sentences: int | None  # None: may elaborate
    asks_questions: bool
    uses_emoji: bool
    disengaged: bool
    instruction: str


def word_count(text: str) -> int:
    return len(text.split())


def disengaged(word_counts: Sequence[int]) -> bool:
    """With 4+ messages: the last of the last four is under 40% of the first of them and <= 5 words."""
    if len(word_counts) < DISENGAGED_WINDOW:
        return False
    window = word_counts[-DISENGAGED_WINDOW:]
    return window[-1] < DISENGAGED_RATIO * window[0] and window[-1] <= DISENGAGED_MAX_WORDS


def student_style(messages: Sequence[str]) -> StudentStyle:
    """The response style the student's own messages call for (module docstring)."""
    if not messages:
        return StudentStyle("unknown", 0.0, 2, 3, False, False, False, "No message yet: start short (2-3 sentences).")
    counts = [word_count(m) for m in messages]
    mean = sum(counts) / len(counts)
    if mean <= QUIET_MAX_WORDS:
        style, low, high, text = QUIET, 2, 3, "Quiet student: 2-3 sentences at most."
    elif mean <= MODERATE_MAX_WORDS:
        style, low, high, text = MODERATE, 3, 5, "Moderate: 3-5 sentences."
    else:
        style, low, high, text = EXPRESSIVE, 3, None, "Expressive: you may elaborate."
    asks = any("?" in m for m in messages)
    emoji = any(_EMOJI.search(m) for m in messages)
    away = disengaged(counts)
    parts = [text]
    if asks:
        parts.append("They ask questions: welcome and answer them.")
    if emoji:
        parts.append("They use emoji: mirroring lightly is fine.")
    if away:
        parts.append("Replies are getting shorter (possible disengagement): try another angle or ask what they think.")
    return StudentStyle(style, mean, low, high, asks, emoji, away, " ".join(parts))


# --------------------------------------------------------------------------- the offline tutor

# how many ideas one explanation holds under each directive
IDEAS = {TURN_1: 1, SIMPLIFY: 1, CONSOLIDATE: 1, STEADY: 1, ACCELERATE: 2, EXTEND: 2}
SIMPLIFY_MAX_SENTENCES = 2
EXPRESSIVE_MAX_SENTENCES = 6  # "may elaborate" still needs a ceiling for quoted passages


@dataclass(frozen=True)
class OfflineTeaching:
    """What the deterministic tutor does with the signals."""

    ideas: int  # ideas (key sentences from the step's passages) one explanation holds
    max_sentences: int  # sentences the reply may use in all
    may_skip_explain_step: bool  # a correct answer may jump over the next explain step
    same_level_practice: bool  # the next question stays at the current level
    harder_practice: bool  # go beyond the plan with harder questions
    re_engage: bool  # open with a question about what the student thinks


def offline_teaching(directive: PacingDirective, style: StudentStyle) -> OfflineTeaching:
    """The offline tutor's reading of the directive and the style. Guarantees: at least one idea and
    never more sentences than ideas would fit; only ACCELERATE skips a step; only the quiet style, the
    first turn and SIMPLIFY hold the reply to 2-3 sentences."""
    ideas = IDEAS[directive.signal]
    ceiling = style.max_sentences if style.max_sentences is not None else EXPRESSIVE_MAX_SENTENCES
    if directive.signal == TURN_1:
        ceiling = min(ceiling, 3)
    if directive.signal == SIMPLIFY:
        ceiling = min(ceiling, SIMPLIFY_MAX_SENTENCES)
    return OfflineTeaching(
        ideas=min(ideas, ceiling),
        max_sentences=max(ceiling, 1),
        may_skip_explain_step=directive.signal == ACCELERATE,
        same_level_practice=directive.signal in (CONSOLIDATE, SIMPLIFY),
        harder_practice=directive.signal == EXTEND,
        re_engage=style.disengaged,
    )
