"""The question lifecycle and the walk through a study plan (seed 004), as pure functions.

Frozen dataclasses in, frozen dataclasses out: no ORM, no clock, no settings.

Question lifecycle (one pending question per lesson):

* wrong answer 1 -> ``probe`` (a probing question that helps the student find the error);
* wrong answer 2 -> ``hint`` (a targeted hint at the specific mistake);
* wrong answer 3 -> ``explain`` (explain directly, with a completely different approach);
* wrong answer 4 and on -> ``step_back`` (back to the prerequisite when the unit has one, else break
  the step into smaller pieces);
* a correct answer clears the question and advances one step.

The five tracking cases of the seed (:func:`track_question`): a wrong answer to the pending question
keeps it (attempts up, phase moved on); a correct answer clears it (a new question asked in the same
turn is then tracked); a new question with none pending is tracked; a new question on another
concept replaces the pending one; a same-concept follow-up keeps the original lifecycle.

Steps are 1-indexed. Advancing only moves forward and adds the concepts of every step left behind
(the current one and any skipped) to the covered set; the lesson is complete once the current step is
past the last. After completion, a strong student may take extension turns, at most ``MAX_EXTENSION_TURNS``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

# --------------------------------------------------------------------------- vocabulary

EXPLAIN, CHECK, PRACTICE = "explain", "check", "practice"
STEP_KINDS = (EXPLAIN, CHECK, PRACTICE)

ASKED, PROBE, HINT, EXPLAIN_PHASE, STEP_BACK = "asked", "probe", "hint", "explain", "step_back"
PHASES = (ASKED, PROBE, HINT, EXPLAIN_PHASE, STEP_BACK)

# what the tutor does next (the lifecycle's move)
ADVANCE, COMPLETE = "advance", "complete"
ASK_PROBE, GIVE_HINT, EXPLAIN_DIFFERENTLY = "probe", "hint", "explain_differently"
STEP_BACK_TO_PREREQUISITE, BREAK_INTO_PIECES = "prerequisite", "smaller_pieces"

MAX_EXTENSION_TURNS = 10
MAX_REMEMBERED_ANSWERS = 5  # the prompt shows the last few wrong answers; older ones add nothing

STRATEGY = {
    ASKED: "Evaluate the answer.",
    PROBE: "Ask a probing question that helps the student find the error.",
    HINT: "Give a targeted hint at the specific mistake.",
    EXPLAIN_PHASE: "Explain directly and warmly, with a completely different approach than before.",
    STEP_BACK: "Stop retrying: step back to the prerequisite, or break the step into smaller pieces.",
}


@dataclass(frozen=True)
class PlanStep:
    """One step of a study plan: its kind, the concept it teaches and the material section it draws on."""

    kind: str
    concept: str
    section: str = ""


@dataclass(frozen=True)
class Question:
    """The question awaiting the student's answer."""

    text: str
    concept: str
    expected_answer: str = ""
    wrong_attempts: int = 0
    hints_used: int = 0
    previous_answers: tuple[str, ...] = ()
    phase: str = ASKED


@dataclass(frozen=True)
class Lesson:
    """A Teach me session's position in its plan."""

    steps: tuple[PlanStep, ...]
    current_step: int = 1
    covered: frozenset[str] = frozenset()
    question: Question | None = None
    extension_turns: int = 0

    @property
    def total_steps(self) -> int:
        return len(self.steps)

    @property
    def is_complete(self) -> bool:
        """The seed's rule: the current step is past the last."""
        return self.current_step > self.total_steps

    @property
    def step(self) -> PlanStep | None:
        return self.steps[self.current_step - 1] if 1 <= self.current_step <= self.total_steps else None


# --------------------------------------------------------------------------- the question


def phase_for(wrong_attempts: int) -> str:
    """The lifecycle phase after ``wrong_attempts`` wrong answers to one question."""
    if wrong_attempts <= 0:
        return ASKED
    return PHASES[min(wrong_attempts, len(PHASES) - 1)]


def answer_wrong(question: Question, answer: str) -> Question:
    """The pending question after one more wrong answer: kept, attempts up, phase moved on."""
    wrong = question.wrong_attempts + 1
    phase = phase_for(wrong)
    return replace(
        question, wrong_attempts=wrong, phase=phase,
        hints_used=question.hints_used + (1 if phase == HINT else 0),
        previous_answers=(*question.previous_answers, answer)[-MAX_REMEMBERED_ANSWERS:],
    )


def track_question(pending: Question | None, *, answer_correct: bool | None, answer: str = "",
                   asked: Question | None = None) -> Question | None:
    """The pending question after a turn (the seed's five cases, module docstring)."""
    if pending is not None and answer_correct is False:
        return answer_wrong(pending, answer)
    if pending is not None and answer_correct is True:
        return asked
    if asked is None:
        return pending
    if pending is None or asked.concept != pending.concept:
        return asked
    return pending


def wrong_move(question: Question, *, has_prerequisite: bool) -> str:
    """What the tutor does after a wrong answer that left ``question`` in its current phase."""
    if question.phase == PROBE:
        return ASK_PROBE
    if question.phase == HINT:
        return GIVE_HINT
    if question.phase == EXPLAIN_PHASE:
        return EXPLAIN_DIFFERENTLY
    return STEP_BACK_TO_PREREQUISITE if has_prerequisite else BREAK_INTO_PIECES


# --------------------------------------------------------------------------- steps


def advance_to(lesson: Lesson, step: int) -> Lesson:
    """Move to ``step`` (clamped to one past the last). Never moves back: a step at or before the
    current one leaves the lesson unchanged. Every step left behind is covered."""
    target = min(step, lesson.total_steps + 1)
    if target <= lesson.current_step:
        return lesson
    left = {s.concept for s in lesson.steps[lesson.current_step - 1:target - 1]}
    return replace(lesson, current_step=target, covered=lesson.covered | left)


def coverage(lesson: Lesson) -> float:
    """Percentage (0-100) of the plan's distinct concepts covered."""
    concepts = {s.concept for s in lesson.steps}
    if not concepts:
        return 0.0
    return round(100 * len(concepts & lesson.covered) / len(concepts), 1)


def progress_percentage(lesson: Lesson) -> float:
    """Percentage (0-100) of the plan's steps completed."""
    if not lesson.steps:
        return 0.0
    return round(100 * min(lesson.current_step - 1, lesson.total_steps) / lesson.total_steps, 1)


@dataclass(frozen=True)
class AnswerOutcome:
    lesson: Lesson
    move: str  # advance | complete | probe | hint | explain_differently | prerequisite | smaller_pieces


def answer(lesson: Lesson, *, correct: bool, text: str = "", may_skip_explain_step: bool = False,
           has_prerequisite: bool = False) -> AnswerOutcome:
    """Apply one graded answer to the pending question of the current step.

    Correct: the question is cleared and the lesson advances one step; when the pacing allows a skip
    (ACCELERATE) and the next step is an explain step, it is jumped over (and counted as covered).
    Wrong: the question stays, its phase moves on, and the move says what the tutor does. With no
    pending question a wrong answer starts one on the step's concept (the answer was to something)."""
    if correct:
        step = lesson.current_step + 1
        following = lesson.steps[step - 1] if 1 <= step <= lesson.total_steps else None
        if may_skip_explain_step and following is not None and following.kind == EXPLAIN:
            step += 1
        moved = replace(advance_to(lesson, step), question=None)
        return AnswerOutcome(moved, COMPLETE if moved.is_complete else ADVANCE)
    current = lesson.step
    pending = lesson.question or Question(text="", concept=current.concept if current else "")
    question = answer_wrong(pending, text)
    return AnswerOutcome(replace(lesson, question=question), wrong_move(question, has_prerequisite=has_prerequisite))


# --------------------------------------------------------------------------- after the plan


def extension_allowed(lesson: Lesson, *, allow_extension: bool) -> bool:
    """Whether a turn after completion may still teach: only a strong student (``allow_extension``,
    the pacing's EXTEND), and at most ``MAX_EXTENSION_TURNS`` such turns."""
    return lesson.is_complete and allow_extension and lesson.extension_turns < MAX_EXTENSION_TURNS


def take_extension_turn(lesson: Lesson) -> Lesson:
    """Count one extension turn (call only when :func:`extension_allowed`)."""
    return replace(lesson, extension_turns=lesson.extension_turns + 1)
