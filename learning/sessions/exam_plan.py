"""Exam composition and scoring (seed 004 "Exam"), as pure functions.

Composition (:func:`compose_exam`): 7 questions when at least 7 can be asked, else 3 when at least 3
can, else none (the caller refuses the exam). A question the student is locked out of is never drawn.
The mix aims at ~30% easy / ~50% medium / ~20% hard (bronze / silver / gold), counted by largest
remainder (7 -> 2/4/1, 3 -> 1/1/1); a tier that runs short is filled from the nearest tier (easy from
medium then hard, medium from easy then hard, hard from medium then easy). The draw is a shuffle
seeded by ``seed`` over the candidates sorted by key, so the same candidates (in any order) and the
same seed give the same exam. Questions are asked easy first, hard last.

Scoring (:func:`classify`, :func:`exam_feedback`): a correct answer is ``correct``; a wrong one is
``partial`` unless the grader's mastery signal is ``needs_remediation`` (the seed's rule), then
``incorrect``. The score counts correct answers; the percentage gives a partial answer half credit;
unanswered questions (an exam ended early) earn nothing. Over the answered questions, strengths are
concepts whose every question was correct and weak areas are concepts under half credit; patterns and next steps are read from the
results by difficulty and concept. The sentences are written in the active language (gettext), which is
the only outside state read; the page recomputes them from the stored results in the reader's language.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.translation import gettext, ngettext

EASY, MEDIUM, HARD = "easy", "medium", "hard"
DIFFICULTIES = (EASY, MEDIUM, HARD)
DIFFICULTY_OF_TIER = {"bronze": EASY, "silver": MEDIUM, "gold": HARD}
MIX = {EASY: 0.3, MEDIUM: 0.5, HARD: 0.2}
FILL_ORDER = {EASY: (EASY, MEDIUM, HARD), MEDIUM: (MEDIUM, EASY, HARD), HARD: (HARD, MEDIUM, EASY)}
DEFAULT_SIZE, SMALL_SIZE = 7, 3

CORRECT, PARTIAL, INCORRECT = "correct", "partial", "incorrect"
RESULTS = (CORRECT, PARTIAL, INCORRECT)
NEEDS_REMEDIATION = "needs_remediation"
CREDIT = {CORRECT: 1.0, PARTIAL: 0.5, INCORRECT: 0.0, None: 0.0}
WEAK_BELOW = 0.5
MAX_NEXT_STEPS = 4


# --------------------------------------------------------------------------- composition


@dataclass(frozen=True)
class Candidate:
    """A question that could be asked: ``key`` is unique and stable (``bank:12``), ``tier`` its exam
    tier, ``locked`` whether the student is locked out of it now."""

    key: str
    tier: str
    concept: str = ""
    locked: bool = False

    @property
    def difficulty(self) -> str:
        return DIFFICULTY_OF_TIER[self.tier]


@dataclass(frozen=True)
class ExamPlan:
    questions: tuple[Candidate, ...]  # in asking order; empty when fewer than 3 can be asked
    target: dict[str, int]  # difficulty -> questions aimed for

    @property
    def size(self) -> int:
        return len(self.questions)


def exam_size(available: int) -> int:
    """7 when at least 7 can be asked, else 3 when at least 3 can, else 0."""
    if available >= DEFAULT_SIZE:
        return DEFAULT_SIZE
    if available >= SMALL_SIZE:
        return SMALL_SIZE
    return 0


def mix_targets(size: int) -> dict[str, int]:
    """Questions per difficulty for an exam of ``size``: the 30/50/20 mix by largest remainder (ties to
    the easier difficulty)."""
    exact = {d: size * MIX[d] for d in DIFFICULTIES}
    counts = {d: int(exact[d]) for d in DIFFICULTIES}
    by_remainder = sorted(DIFFICULTIES, key=lambda d: (-(exact[d] - counts[d]), DIFFICULTIES.index(d)))
    for d in by_remainder[:size - sum(counts.values())]:
        counts[d] += 1
    return counts


def compose_exam(candidates: Sequence[Candidate], *, seed: int) -> ExamPlan:
    """The exam to ask (module docstring): deterministic given the candidates (as a set) and ``seed``."""
    available = sorted({c.key: c for c in candidates if not c.locked and c.tier in DIFFICULTY_OF_TIER}.values(),
                       key=lambda c: c.key)
    size = exam_size(len(available))
    targets = mix_targets(size)
    rng = random.Random(seed)
    pools: dict[str, list[Candidate]] = {d: [] for d in DIFFICULTIES}
    for candidate in available:
        pools[candidate.difficulty].append(candidate)
    for d in DIFFICULTIES:
        rng.shuffle(pools[d])
    chosen: dict[str, list[Candidate]] = {d: [] for d in DIFFICULTIES}
    # exact matches first, so a short tier is filled only after every tier took its own
    for d in DIFFICULTIES:
        take = min(targets[d], len(pools[d]))
        chosen[d] += pools[d][:take]
        del pools[d][:take]
    for d in DIFFICULTIES:
        missing = targets[d] - len(chosen[d])
        for source in FILL_ORDER[d][1:]:
            take = min(missing, len(pools[source]))
            chosen[d] += pools[source][:take]
            del pools[source][:take]
            missing -= take
    ordered = sorted((c for d in DIFFICULTIES for c in chosen[d]), key=lambda c: DIFFICULTIES.index(c.difficulty))
    return ExamPlan(tuple(ordered), targets)


# --------------------------------------------------------------------------- scoring


def classify(answer_correct: bool, mastery_signal: str | None) -> str:
    """The seed's rule: correct; else partial unless the signal is ``needs_remediation``."""
    if answer_correct:
        return CORRECT
    return INCORRECT if mastery_signal == NEEDS_REMEDIATION else PARTIAL


@dataclass(frozen=True)
class QuestionResult:
    """One exam question and its result (None: not answered, the exam ended early)."""

    concept: str
    difficulty: str
    result: str | None = None


@dataclass(frozen=True)
class ExamFeedback:
    score: int
    total: int
    percentage: float
    correct: int
    partial: int
    incorrect: int
    unanswered: int
    strengths: tuple[str, ...]
    weak_areas: tuple[str, ...]
    patterns: tuple[str, ...]
    next_steps: tuple[str, ...]


def _ratio(results: Sequence[QuestionResult]) -> float:
    return sum(CREDIT[r.result] for r in results) / len(results) if results else 0.0


def exam_feedback(results: Sequence[QuestionResult]) -> ExamFeedback:
    """Score, percentage, strengths, weak areas, patterns and next steps from the graded results (module
    docstring). Concepts are listed in the order they first appear in the exam."""
    total = len(results)
    counts = {r: sum(1 for q in results if q.result == r) for r in RESULTS}
    unanswered = sum(1 for q in results if q.result is None)
    percentage = round(100 * _ratio(results), 1) if total else 0.0
    concepts: dict[str, list[QuestionResult]] = {}
    for q in results:
        if q.result is not None:  # a concept never reached is neither a strength nor a weakness
            concepts.setdefault(q.concept, []).append(q)
    strengths = tuple(c for c, qs in concepts.items() if all(q.result == CORRECT for q in qs))
    weak = tuple(c for c, qs in concepts.items() if _ratio(qs) < WEAK_BELOW)
    shaky = tuple(c for c, qs in concepts.items() if c not in strengths and c not in weak)

    by_difficulty = {d: [q for q in results if q.difficulty == d and q.result is not None] for d in DIFFICULTIES}
    patterns: list[str] = []
    answered = total - unanswered
    if answered and counts[CORRECT] == answered:
        patterns.append(gettext("Every answered question was right."))
    if by_difficulty[EASY] and by_difficulty[HARD]:
        easy, hard = _ratio(by_difficulty[EASY]), _ratio(by_difficulty[HARD])
        if easy - hard >= 0.5:
            patterns.append(gettext("Sure on the easier questions; marks were lost on the harder ones."))
        elif hard - easy >= 0.5:
            patterns.append(gettext("The harder questions went better than the easier ones: watch for slips."))
    if counts[PARTIAL] >= 2:
        patterns.append(gettext("Several answers were partly right: the idea is there, the details are missing."))
    if unanswered:
        patterns.append(ngettext("%(count)d question was not answered (the exam ended early).",
                                 "%(count)d questions were not answered (the exam ended early).",
                                 unanswered) % {"count": unanswered})

    steps = [gettext("Review %(concept)s with a Teach me session.") % {"concept": c} for c in weak]
    steps += [gettext("Practise %(concept)s: your answers were close.") % {"concept": c} for c in shaky]
    if not weak and not shaky and answered:
        steps.append(gettext("Move on to the next unit, or try the exam again for harder questions."))
    if unanswered:
        steps.append(gettext("Finish a full exam to see every area measured."))
    return ExamFeedback(
        score=counts[CORRECT], total=total, percentage=percentage, correct=counts[CORRECT], partial=counts[PARTIAL],
        incorrect=counts[INCORRECT], unanswered=unanswered, strengths=strengths, weak_areas=weak,
        patterns=tuple(patterns), next_steps=tuple(steps[:MAX_NEXT_STEPS]),
    )
