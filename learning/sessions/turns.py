"""One turn of a Teach me or Exam session, offline (seed 004): the step endpoint's service.

Every turn is one compare-and-swap write of the session (learning/sessions/services.py): a client that
read an older version gets ``SessionStale`` (409, the seed's message) and nothing is written, graded
or recorded. A turn appends to the session's ``history`` (what the page, resume and the turn log
show) and keeps the pending question's grading data in ``state["pending"]`` (never sent to a client).

* :func:`session_next_turn` (no answer): the opening of the current step when no question is pending
  (explanation + question, or a drill question); with a question pending it writes nothing.
* :func:`session_step` (an answer): Teach me grades it against the pending question
  (learning/grading.py ``check_answer``: SymPy for maths, normalised match for a cloze), applies the
  question lifecycle and the plan walk (``services.teach_answer``), and says what comes next
  (learning/sessions/teaching.py). The *first* answer to each question is graded evidence (drill
  counters, BKT, tiers: learning/services.py ``evidence_record``, once per question id); answers
  after a probe or a hint were helped, so they move the lesson, not the learner model.
* :func:`session_exam_answer`: the current exam question answered through learning/exams.py
  ``exam_submit`` (MCQ exactly; lockouts, passes, tiers and XP as anywhere else) and the session's
  exam progress recorded, in one transaction: a stale session write rolls the attempt back too.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass
from datetime import datetime
from uuid import UUID

from django.db import transaction
from django.utils.translation import gettext

from config.errors import ApplicationError
from courses.models import ExamQuestion, Unit
from learning import exams, grading
from learning import services as learning_services
from learning.evidence import DRILL
from learning.models import LearningSession, SessionMode
from learning.sessions import exam_plan, lifecycle, pacing, services
from learning.sessions.services import (
    SessionInvalid,
    SessionStale,
    require_open,
    session_answer_record,
    teach_answer,
    teach_directive,
    write_compare_and_swap,
)
from learning.sessions.signals import teach_turn_taken
from learning.sessions.state import lesson_of, with_lesson, with_result
from learning.sessions.teaching import TutorTurn, after_correct, after_wrong, opening_turn, question_for
from learning.sessions.teaching import expected_text as teaching_expected

MAX_HISTORY = 200  # a lesson is a few dozen turns; the cap keeps a runaway client from growing the row
MAX_ANSWER_CHARS = 500


@dataclass(frozen=True)
class SessionTurn:
    """What a step did: the session after it, the tutor's turn, and the graded result (None: no answer)."""

    session: LearningSession
    turn: dict | None  # the tutor turn as history keeps it
    correct: bool | None = None
    move: str = ""


def _history(state: dict, *entries: dict) -> list[dict]:
    return [*state.get("history", []), *entries][-MAX_HISTORY:]


def _question_state(pending: dict, concept: str) -> dict:
    return {**asdict(lifecycle.Question(text=pending["prompt"], concept=concept)), "previous_answers": []}


def _ideas(state: dict, lesson: lifecycle.Lesson) -> int:
    said = [h["text"] for h in state.get("history", []) if h.get("role") == "student"]
    return pacing.offline_teaching(teach_directive(state, lesson), pacing.student_style(said)).ideas


def _teach_unit(session: LearningSession) -> Unit:
    if session.mode != SessionMode.TEACH_ME:
        raise SessionInvalid(gettext("Only a Teach me session has lesson turns."))
    return session.unit


def session_next_turn(*, session_id: UUID, student_id: int, now: datetime, expected_version: int | None = None,
                      rng: random.Random | None = None) -> SessionTurn:
    """The current step's opening turn when no question is pending (written with the question's grading
    data); nothing is written when a question is already pending or the lesson is complete.
    Compare-and-swap. Raises ``SessionInvalid`` (not Teach me), ``SessionPaused``, ``SessionEnded``,
    ``SessionStale``."""
    made: list[dict] = []

    def change(session: LearningSession) -> dict | None:
        unit = _teach_unit(session)
        require_open(session, "teach")
        state = dict(session.state)
        lesson = lesson_of(state, session.step_index)
        if state.get("pending"):
            return None
        if lesson.is_complete:
            return _extension_turn(unit, state, lesson, now=now, rng=rng or random.Random(), made=made)
        state, entry = _with_opening(unit, state, session.step_index, now=now, rng=rng or random.Random())
        made.append(entry)
        return {"state": state}

    session = write_compare_and_swap(session_id=session_id, student_id=student_id, expected_version=expected_version,
                                     now=now, change=change)
    if made:
        _announce(session_id, student_id, None)
    return SessionTurn(session, made[0] if made else None)


def _with_opening(unit: Unit, state: dict, step_index: int, *, now: datetime,
                  rng: random.Random) -> tuple[dict, dict]:
    """``state`` with the opening turn of the current step (explanation and question, or the step's
    drill) appended to the history and its grading data pending; and the turn as history keeps it."""
    lesson = lesson_of(state, step_index)
    turn = opening_turn(unit, lesson.step, ideas=_ideas(state, lesson), rng=rng)
    entry = turn.as_history(now.isoformat())
    return {**state, "history": _history(state, entry), "pending": _pending(turn, step_index),
            "question": _question_state(turn.pending, lesson.step.concept) if turn.pending else None}, entry


@dataclass(frozen=True)
class SessionOpened:
    """A started (or resumed) session with the turn a client shows first (None: Clarify, whose turns are
    the tutor's answers in its conversation)."""

    session: LearningSession
    resumed: bool
    first_turn: dict | None


def session_start(*, student_id: int, course_id: int, mode: str, unit_id: int | None, now: datetime,
                  exam_seed: int | None = None, rng: random.Random | None = None) -> SessionOpened:
    """Start a session and say its first turn (seed 004: creating a session gets the first turn), so a
    client needs no second call. ``services.session_create`` decides, checks and raises as documented
    there; on top of it:

    * a new Teach me lesson is written with the first step's opening (explanation and question) in its
      state, in the same insert: version 1, the question pending, and with a model configured the
      opening is phrased after commit like any turn (``teach_turn_taken``);
    * a resumed Teach me lesson is not written to (it may be paused): its first turn is the latest
      tutor turn it holds, what the student saw last; one that never said anything and is active gets
      its opening now (``session_next_turn``);
    * an exam's first turn is its first question (nothing more is written: the questions were drawn at
      the start);
    * Clarify has none."""
    rng = rng or random.Random()
    started = services.session_create(
        student_id=student_id, course_id=course_id, mode=mode, unit_id=unit_id, now=now, exam_seed=exam_seed,
        opening=lambda unit, state: _with_opening(unit, state, 1, now=now, rng=rng)[0])
    session = started.session
    if session.mode == SessionMode.TEACH_ME:
        if not started.resumed:
            _announce(session.pk, student_id, None)  # outside a transaction the phrasing runs now
            session.refresh_from_db()
        elif not session.state.get("history") and session.status == "active":
            session = session_next_turn(session_id=session.pk, student_id=student_id, now=now, rng=rng).session
        tutor_turns = [h for h in session.state.get("history", []) if h.get("role") == "tutor"]
        return SessionOpened(session, started.resumed, tutor_turns[-1] if tutor_turns else None)
    if session.mode == SessionMode.EXAM:
        return SessionOpened(session, started.resumed, _exam_opening(session, now))
    return SessionOpened(session, started.resumed, None)


def _exam_opening(session: LearningSession, now: datetime) -> dict | None:
    item = exam_item_current(session)
    if item is None:
        return None
    return {"role": "tutor", "kind": "exam_question", "at": now.isoformat(), "ideas": [], "question": item.prompt,
            "text": gettext("This exam has %(total)d questions, easier ones first. Answer each one; you can end "
                            "it early at any time. Question %(number)d of %(total)d:")
            % {"total": item.total, "number": item.number}}


def _announce(session_id: UUID, student_id: int, answer: str | None) -> None:
    transaction.on_commit(lambda: teach_turn_taken.send(sender=LearningSession, session_id=session_id,
                                                        student_id=student_id, answer=answer))


def _extension_turn(unit: Unit, state: dict, lesson: lifecycle.Lesson, *, now: datetime, rng: random.Random,
                    made: list) -> dict | None:
    """After a complete plan, a strong student (the pacing said EXTEND) may take up to
    ``lifecycle.MAX_EXTENSION_TURNS`` practice questions beyond it; anyone else gets nothing new."""
    if not lifecycle.extension_allowed(lesson, allow_extension=bool(state.get("allow_extension"))):
        return None
    pending = question_for(unit, rng)
    if pending is None:
        return None
    turn = TutorTurn("extension", gettext("One more, beyond the plan:"), (), pending["prompt"], pending)
    state, _ = with_lesson(state, lifecycle.take_extension_turn(lesson))
    entry = turn.as_history(now.isoformat())
    made.append(entry)
    state.update(history=_history(state, entry), pending=_pending(turn, lesson.current_step))
    return {"state": state}


def _extension_answer(session: LearningSession, pending: dict, answer: str, now: datetime, done: list) -> dict:
    """An answer to an extension question: graded (its first answer is evidence, like any lesson
    question), told right or wrong with the answer, and nothing else moves (the plan is complete)."""
    correct, tag = grading.check_answer(pending, answer)
    state = with_result(session.state, correct)
    state["turn_count"] = state.get("turn_count", 0) + 1
    learning_services.evidence_record(
        student_id=session.student_id, course_id=session.course_id, unit_id=pending["u"], kind=DRILL, correct=correct,
        now=now, mistake_tag="" if correct else (tag or pending.get("concept") or ""), card_id=UUID(pending["id"]))
    lesson = lesson_of(state, session.step_index)
    more = lifecycle.extension_allowed(lesson, allow_extension=bool(state.get("allow_extension")))
    lead = (gettext("Correct.") if correct
            else gettext("Not quite: the answer was %(answer)s.") % {"answer": teaching_expected(pending)}) + " " + (
        gettext("Keep practising, or end the lesson.") if more
        else gettext("That is as far as this lesson goes. Well done!"))
    turn = TutorTurn("extension_result", lead)
    entry = turn.as_history(now.isoformat())
    state.update(history=_history(state, {"role": "student", "text": answer.strip()[:MAX_ANSWER_CHARS],
                                          "at": now.isoformat(), "correct": correct}, entry), pending=None)
    done.append((entry, correct, "extension"))
    return {"state": state}


def _pending(turn: TutorTurn, step_index: int) -> dict | None:
    return {**turn.pending, "step": step_index} if turn.pending else None


def session_step(*, session_id: UUID, student_id: int, expected_version: int, answer: str, now: datetime,
                 rng: random.Random | None = None) -> SessionTurn:
    """Answer the pending Teach me question (module docstring). Atomic: the session write and the
    evidence of a first answer commit together. Raises ``AnswerRejected`` (empty or unreadable answer:
    nothing written), ``SessionInvalid`` (no question pending, lesson complete, not Teach me),
    ``SessionPaused``, ``SessionEnded``, ``SessionStale``."""
    if not isinstance(answer, str) or len(answer) > MAX_ANSWER_CHARS:
        raise grading.AnswerRejected(gettext("Answers are limited to %(count)d characters.") % {"count": MAX_ANSWER_CHARS},
                                     extra={"reason": "answer"})
    rng = rng or random.Random()
    done: list[tuple] = []

    def change(session: LearningSession) -> dict:
        unit = _teach_unit(session)
        require_open(session, "take an answer")
        pending = session.state.get("pending")
        if not pending:
            raise SessionInvalid(gettext("There is no question to answer yet: ask for the next turn."))
        if lesson_of(session.state, session.step_index).is_complete:
            return _extension_answer(session, pending, answer, now, done)
        correct, tag = grading.check_answer(pending, answer)
        state = with_result(session.state, correct)
        state["turn_count"] = state.get("turn_count", 0) + 1
        if not pending.get("answered"):
            # one piece of evidence per question: its first answer, unhelped. Written in the caller's
            # transaction, so a lost compare-and-swap below takes it back too.
            progress = learning_services.evidence_record(
                student_id=student_id, course_id=session.course_id, unit_id=pending["u"], kind=DRILL,
                correct=correct, now=now, mistake_tag="" if correct else (tag or pending.get("concept") or ""),
                card_id=UUID(pending["id"]))
            step = lesson_of(state, session.step_index).step
            if pending["u"] == session.unit_id and step is not None:
                # the unit's estimate as the step concept's: what the pacing directive reads
                state["mastery"] = {**state.get("mastery", {}), step.concept: round(progress.mastery_p, 3)}
        state, step_index, move = teach_answer(session, state, correct=correct, answer=answer)
        lesson = lesson_of(state, step_index)
        if lesson.is_complete and teach_directive(state, lesson).signal == pacing.EXTEND:
            # read once the plan is complete: a strong, improving student may go beyond it
            state["allow_extension"] = True
        if correct:
            opening = None if lesson.is_complete else opening_turn(unit, lesson.step, ideas=_ideas(state, lesson),
                                                                   rng=rng)
            turn = after_correct(move, opening)
        else:
            prerequisite = (unit.prerequisites.order_by("order", "pk").first()
                            if move == lifecycle.STEP_BACK_TO_PREREQUISITE else None)
            turn = after_wrong(unit, move, pending, prerequisite=prerequisite, rng=rng)
        new_pending = _pending(turn, step_index)
        if turn.pending is not None and turn.pending["id"] != pending["id"]:
            state["question"] = _question_state(turn.pending, lesson.step.concept if lesson.step else "")
        elif new_pending is not None:
            new_pending["answered"] = True
        entry = turn.as_history(now.isoformat())
        state.update(history=_history(state, {"role": "student", "text": answer.strip()[:MAX_ANSWER_CHARS],
                                              "at": now.isoformat(), "correct": correct}, entry),
                     pending=new_pending)
        done.append((entry, correct, move))
        return {"state": state, "step_index": step_index}

    with transaction.atomic():
        # two tabs answering at once: the second waits here, then reads the first one's version and is
        # refused as stale before grading (its evidence would otherwise collide with the first's)
        list(LearningSession.objects.select_for_update().filter(pk=session_id, student_id=student_id)
             .values_list("pk", flat=True))
        session = write_compare_and_swap(session_id=session_id, student_id=student_id,
                                         expected_version=expected_version, now=now, change=change)
        _announce(session_id, student_id, answer)
    entry, correct, move = done[0]
    return SessionTurn(session, entry, correct, move)


# --------------------------------------------------------------------------- exam


@dataclass(frozen=True)
class ExamAnswer:
    session: LearningSession
    result: str  # correct | partial | incorrect
    feedback: str
    correct_option: str  # the right option, or a drill's expected answer


@dataclass(frozen=True)
class ExamItem:
    """The exam question being asked: a bank MCQ (``question``) or a drill template's draw (``drill``,
    its grading data: never shown)."""

    number: int
    total: int
    tier: str
    question: ExamQuestion | None = None
    drill: dict | None = None

    @property
    def prompt(self) -> str:
        return self.question.prompt if self.question is not None else self.drill["prompt"]


def exam_item_current(session: LearningSession) -> ExamItem | None:
    """The exam question being asked (None once the exam is finished). One query for a bank question."""
    exam = session.state.get("exam") or {}
    questions = exam.get("questions") or []
    current = exam.get("current", 0)
    if exam.get("finished") or current >= len(questions):
        return None
    item = questions[current]
    if item.get("drill"):
        return ExamItem(current + 1, len(questions), item["tier"], drill=item["drill"])
    question = ExamQuestion.objects.filter(pk=item["question_id"], course_id=session.course_id).first()
    return ExamItem(current + 1, len(questions), item["tier"], question=question) if question else None


def exam_question_current(session: LearningSession) -> ExamQuestion | None:
    """The bank question being asked (None: finished, or the current question is a drill)."""
    item = exam_item_current(session)
    return item.question if item is not None else None


def session_exam_answer(*, session_id: UUID, student_id: int, expected_version: int, now: datetime,
                        choice: int | None = None, answer: str | None = None) -> ExamAnswer:
    """Answer the current exam question (module docstring): a bank MCQ with option ``choice`` through
    ``exam_submit``; a drill with ``answer``, checked with SymPy (learning/grading.py) and recorded as
    graded drill evidence once. The feedback is one sentence and teaches nothing (no memo, no hint).
    Atomic. Raises ``SessionInvalid`` (not an exam, finished, the wrong kind of answer),
    ``AnswerRejected`` (an unreadable drill answer: nothing written), ``SessionPaused``,
    ``SessionEnded``, ``SessionStale``, and what ``exam_submit`` raises (``invalid`` option,
    ``conflict`` locked, ``duplicate`` passed)."""
    with transaction.atomic():
        session = LearningSession.objects.select_for_update().filter(pk=session_id, student_id=student_id).first()
        if session is None:
            raise ApplicationError(gettext("No such session."), "not_found")
        if session.version != expected_version:
            raise SessionStale(session.version)
        if session.mode != SessionMode.EXAM:
            raise SessionInvalid(gettext("Only an exam session takes exam answers."))
        require_open(session, "take an answer")
        item = exam_item_current(session)
        if item is None:
            raise SessionInvalid(gettext("Every question of this exam has been answered."))
        if item.drill is not None:
            if answer is None:
                raise SessionInvalid(gettext("This question is answered in words or numbers: type your answer."))
            correct, tag = grading.check_answer(item.drill, answer[:MAX_ANSWER_CHARS])
            right = teaching_expected(item.drill)
            learning_services.evidence_record(
                student_id=student_id, course_id=session.course_id, unit_id=item.drill["u"], kind=DRILL,
                correct=correct, now=now, mistake_tag="" if correct else (tag or item.drill.get("concept") or ""),
                card_id=UUID(item.drill["id"]))
            shown = answer.strip()[:80]
        else:
            if choice is None:
                raise SessionInvalid(gettext("Choose one of the options."))
            submitted = exams.exam_submit(student_id=student_id, course_id=session.course_id,
                                          question_id=item.question.pk, chosen_index=choice, now=now)
            correct, right, shown = submitted.correct, item.question.options[submitted.answer_index], choice
        feedback = gettext("Correct.") if correct else gettext("Not this time: the answer is %(answer)s.") % {"answer": right}
        # offline, an answer is right or wrong: never "partial" (exam_plan.classify's rule)
        recorded = session_answer_record(session_id=session_id, student_id=student_id,
                                         expected_version=expected_version, correct=correct, answer=str(shown),
                                         now=now, mastery_signal=exam_plan.NEEDS_REMEDIATION,
                                         exam_note={"chosen": shown, "feedback": feedback})
    return ExamAnswer(recorded.session, recorded.move, feedback, right)


# --------------------------------------------------------------------------- a model's phrasing


def session_turn_rephrase(*, session_id: UUID, student_id: int, expected_version: int, at: str, response: str,
                          mastery_updates: tuple[tuple[str, float], ...], now: datetime) -> LearningSession:
    """Put a model's validated phrasing (learning/sessions/master_tutor.py) in place of the lead of the
    session's latest tutor turn, the one written at ``at``, and blend its mastery updates into the weak
    signals. Nothing else moves. Compare-and-swap on ``expected_version`` (the version the phrasing was
    asked for): a turn taken meanwhile wins and the offline text stays. Raises ``SessionStale``."""
    from learning.sessions import master_tutor

    def change(session: LearningSession) -> dict | None:
        history = list(session.state.get("history", []))
        if not history or history[-1].get("role") != "tutor" or history[-1].get("at") != at:
            return None
        history[-1] = {**history[-1], "text": response, "phrased_by_model": True}
        mastery = master_tutor.blend(session.state.get("mastery", {}), mastery_updates)
        return {"state": {**session.state, "history": history, "mastery": mastery}}

    return write_compare_and_swap(session_id=session_id, student_id=student_id, expected_version=expected_version,
                                  now=now, change=change)
