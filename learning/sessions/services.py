"""Writes of learning sessions: start (or resume), pause, resume, end, advance, record a graded answer.

Every write is a compare-and-swap on ``LearningSession.version``: ``UPDATE ... SET version = version + 1
WHERE id = %s AND version = <expected>``. The expected version is the one the client last saw (passed
as ``expected_version``) or, when a caller passes none, the one just read. When another tab or client
wrote first, nothing is written and :class:`SessionStale` is raised (409, the seed's message): unlike
the learner snapshot, a session write is not replayed, because the losing write was decided on a
state the student never saw; the client reloads the state and the student resends.

Services take ids the caller has authorised (the API checks ``courses/access.py`` first) and check
that the session is that student's. They raise ``ApplicationError`` subclasses, never HTTP errors.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils.translation import gettext
from django.utils.translation import gettext_noop, pgettext_lazy

from config.errors import ApplicationError
from courses.models import Unit
from learning.models import LearningSession, SessionMode, SessionStatus
from learning.sessions import exam_plan, lifecycle, pacing, selectors
from learning.sessions.signals import session_changed
from learning.sessions.state import feedback_json, lesson_of, plan_json, state_update, with_lesson, with_result

# Marked here, translated when used (gettext), so each person reads their own language.
CLARIFY_CLOSURE = gettext_noop("Glad I could help. This Clarify doubts session is closed; start a new one whenever "
                               "you have more questions.")
STALE_MESSAGE = gettext_noop("This session was updated from another tab. Your last message was not saved. "
                             "Please resend.")
# what a closed session cannot do, as the refusal's sentence names it (keys: the callers' words)
DOING = {"move on": pgettext_lazy("a session cannot ...", "move on"),
         "take an answer": pgettext_lazy("a session cannot ...", "take an answer"),
         "teach": pgettext_lazy("a session cannot ...", "teach")}


class SessionStale(ApplicationError):
    """Another tab or client wrote the session since this caller read it (409)."""

    code = "stale_session"

    def __init__(self, current_version: int | None = None) -> None:
        super().__init__(gettext(STALE_MESSAGE), extra={"current_version": current_version} if current_version else None)


class SessionPaused(ApplicationError):
    code = "session_paused"


class SessionEnded(ApplicationError):
    code = "session_ended"


class SessionInvalid(ApplicationError):
    code = "invalid"


@dataclass(frozen=True)
class SessionStart:
    """What :func:`session_create` did: ``resumed`` is True when an open Teach me session for the same
    unit was returned instead of a new one (the API answers 200 then, 201 for a new session)."""

    session: LearningSession
    resumed: bool


# --------------------------------------------------------------------------- start


def session_create(*, student_id: int, course_id: int, mode: str, unit_id: int | None, now: datetime,
                   exam_seed: int | None = None, conversation_id: UUID | None = None,
                   opening: Callable[[Unit, dict], dict] | None = None) -> SessionStart:
    """Start a session, or return the open Teach me session for the same student and unit.

    Teach me: the unit's plan (the teacher's, else the default) is copied into the state, and
    ``opening`` (when given) puts the first turn into that state before the row is written, so a new
    lesson starts at version 1 with its first explanation and question (``turns.session_start``). Exam: 7
    questions (3 when too few) are drawn from the unit's (or the course's) exam bank, none the student
    is locked out of; ``exam_seed`` (random when omitted, stored in the state) makes the draw repeatable.
    Two starts at once create one Teach me session (a partial unique constraint; the loser returns the
    winner's, resumed). Atomic.

    Raises ``SessionInvalid`` (unknown mode, no unit for a non-exam session, a unit without plan steps,
    too few exam questions) and ``ApplicationError`` ``not_found`` (a unit of another course)."""
    if mode not in SessionMode.values:
        raise SessionInvalid(gettext("Choose a mode: clarify, teach_me or exam."))
    unit = None
    if unit_id is not None:
        unit = Unit.objects.filter(pk=unit_id, course_id=course_id).first()
        if unit is None:
            raise ApplicationError(gettext("That unit is not part of this course."), "not_found")
    elif mode != SessionMode.EXAM:
        raise SessionInvalid(gettext("Choose a unit: only an exam can cover the whole course."))
    if mode == SessionMode.TEACH_ME:
        existing = selectors.session_resumable_get(student_id=student_id, unit_id=unit.pk)
        if existing is not None:
            return SessionStart(existing, resumed=True)
    state = _initial_state(student_id=student_id, course_id=course_id, mode=mode, unit=unit, now=now,
                           exam_seed=exam_seed)
    if opening is not None and mode == SessionMode.TEACH_ME:
        state = opening(unit, state)
    try:
        with transaction.atomic():
            session = LearningSession.objects.create(student_id=student_id, course_id=course_id, unit=unit, mode=mode,
                                                     state=state, created_at=now, updated_at=now,
                                                     conversation_id=conversation_id)
    except IntegrityError:
        # only the open-Teach-me constraint can fail here: another request started it first
        existing = selectors.session_resumable_get(student_id=student_id, unit_id=unit.pk) if unit else None
        if existing is None:
            raise
        return SessionStart(existing, resumed=True)
    return SessionStart(session, resumed=False)


def session_conversation_attach(*, session_id: UUID, student_id: int, conversation_id: UUID) -> None:
    """Record the conversation a session runs in, when it has none yet (a session started over the API
    gets one the first time it is opened in the tutor). Idempotent; no version bump (the link is not
    part of the lesson's state, so it races with no answer)."""
    LearningSession.objects.filter(pk=session_id, student_id=student_id, conversation_id__isnull=True).update(
        conversation_id=conversation_id)


def _initial_state(*, student_id: int, course_id: int, mode: str, unit: Unit | None, now: datetime,
                   exam_seed: int | None) -> dict:
    # Teach me walks the plan; Clarify tracks which of its concepts were discussed; an exam has none
    plan = selectors.study_plan_for_unit(unit) if unit is not None and mode != SessionMode.EXAM else ()
    state: dict = {"plan": plan_json(plan), "turn_count": 0, "history": []}
    if mode == SessionMode.TEACH_ME and not plan:
        raise SessionInvalid(gettext("This unit has no study plan steps yet."))
    if mode == SessionMode.EXAM:
        seed = exam_seed if exam_seed is not None else secrets.randbits(31)
        candidates = selectors.exam_candidates(student_id=student_id, course_id=course_id,
                                               unit_id=unit.pk if unit else None, now=now)
        chosen = exam_plan.compose_exam(candidates, seed=seed)
        if not chosen.size:
            raise SessionInvalid(gettext("An exam needs at least %(count)d questions you can answer now; this one has "
                                         "fewer. Try a Teach me session or come back later.")
                                 % {"count": exam_plan.SMALL_SIZE})
        state["exam"] = {"seed": seed, "current": 0, "finished": False, "feedback": None,
                         "questions": _exam_questions(chosen.questions, seed=seed, student_id=student_id)}
    if mode == SessionMode.CLARIFY:
        state.update(concepts_discussed=[], clarify_complete=False)
    return state


def _exam_questions(chosen, *, seed: int, student_id: int) -> list[dict]:
    """The exam's questions as the state keeps them: a bank question by id (its key stays in the bank;
    exam_submit grades it), a drill template's draw with its grading data (server side only; the draw
    is seeded by the exam's seed, so a rebuilt exam asks the same numbers)."""
    import random

    from learning import drills
    from learning.models import DrillTemplate
    from learning.sessions.teaching import pending_of

    bank_ids = [int(c.key.split(":", 1)[1]) for c in chosen if c.key.startswith("bank:")]
    units = selectors.exam_question_units(bank_ids)
    templates = DrillTemplate.objects.select_related("unit").in_bulk(
        [int(c.key.split(":", 1)[1]) for c in chosen if c.key.startswith("drill:")])
    questions = []
    for n, c in enumerate(chosen):
        kind, pk = c.key.split(":", 1)
        item = {"key": c.key, "tier": c.tier, "difficulty": c.difficulty, "concept": c.concept, "result": None}
        if kind == "bank":
            item.update(question_id=int(pk), unit_id=units.get(int(pk)))
        else:
            template = templates[int(pk)]
            spec = drills.template_spec(template, random.Random(seed * 31 + n))
            if spec is None:  # a template whose answer never parses is no question
                continue
            item.update(question_id=None, unit_id=template.unit_id, drill=pending_of(spec, template.unit))
        questions.append(item)
    return questions


# --------------------------------------------------------------------------- compare-and-swap


def _load(session_id: UUID, student_id: int) -> LearningSession:
    """The session to change, read once; the write below compares against what was read here."""
    session = LearningSession.objects.filter(pk=session_id, student_id=student_id).first()
    if session is None:
        raise ApplicationError(gettext("No such session."), "not_found")
    return session


Change = Callable[[LearningSession], dict | None]


def _write(*, session_id: UUID, student_id: int, expected_version: int | None, now: datetime,
           change: Change) -> LearningSession:
    """Read the session, let ``change`` decide the new field values (None: nothing to write), and write
    them only if the version is still the expected one. Raises ``SessionStale`` when it is not, before
    or at the write; whatever ``change`` raises (paused, ended, wrong mode) leaves the row untouched.
    A write announces ``session_changed`` once it commits (the tutor pushes the state to open pages)."""
    session = _load(session_id, student_id)
    expected = session.version if expected_version is None else expected_version
    if session.version != expected:
        raise SessionStale(session.version)
    fields = change(session)
    if fields is None:
        return session
    with transaction.atomic():
        updated = LearningSession.objects.filter(pk=session.pk, version=expected).update(
            version=F("version") + 1, updated_at=now, **fields)
        if updated != 1:
            raise SessionStale()
        session.refresh_from_db()
        _announce_change(session)
    return session


def _announce_change(session: LearningSession) -> None:
    """Send ``session_changed`` with the state as written, once the outermost transaction commits (a
    write rolled back with its caller's transaction, a lost race, announces nothing)."""
    payload = state_update(session)
    ids = {"session_id": session.pk, "student_id": session.student_id, "conversation_id": session.conversation_id}
    transaction.on_commit(lambda: session_changed.send(sender=LearningSession, state=payload, **ids))


def _require_open(session: LearningSession, doing: str) -> None:
    if session.status == SessionStatus.ENDED:
        raise SessionEnded(gettext("This session has ended, so it cannot %(doing)s. Start a new one.")
                           % {"doing": DOING.get(doing, doing)})
    if session.status == SessionStatus.PAUSED:
        raise SessionPaused(gettext("This session is paused, so it cannot %(doing)s. Resume it first.")
                            % {"doing": DOING.get(doing, doing)})


# --------------------------------------------------------------------------- pause, resume, end


def session_pause(*, session_id: UUID, student_id: int, now: datetime,
                  expected_version: int | None = None) -> LearningSession:
    """Pause a Teach me session. Pausing a paused session changes nothing. Compare-and-swap.
    Raises ``SessionInvalid`` (another mode), ``SessionEnded``, ``SessionStale``."""

    def change(session: LearningSession) -> dict | None:
        if session.mode != SessionMode.TEACH_ME:
            raise SessionInvalid(gettext("Only a Teach me session can be paused."))
        if session.status == SessionStatus.ENDED:
            raise SessionEnded(gettext("This session has ended, so it cannot be paused."))
        if session.status == SessionStatus.PAUSED:
            return None
        return {"status": SessionStatus.PAUSED, "paused_at": now}

    return _write(session_id=session_id, student_id=student_id, expected_version=expected_version, now=now,
                  change=change)


def session_resume(*, session_id: UUID, student_id: int, now: datetime,
                   expected_version: int | None = None) -> LearningSession:
    """Resume a paused session (an active one is returned as it is); the caller returns its history
    (``state["history"]``) and state. Compare-and-swap. Raises ``SessionEnded``, ``SessionStale``."""

    def change(session: LearningSession) -> dict | None:
        if session.status == SessionStatus.ENDED:
            raise SessionEnded(gettext("This session has ended, so it cannot be resumed. Start a new one."))
        if session.status == SessionStatus.ACTIVE:
            return None
        return {"status": SessionStatus.ACTIVE, "paused_at": None}

    return _write(session_id=session_id, student_id=student_id, expected_version=expected_version, now=now,
                  change=change)


def session_end(*, session_id: UUID, student_id: int, now: datetime,
                expected_version: int | None = None) -> LearningSession:
    """End a session in any mode, paused or not (an ended one is returned as it is). Clarify: marks it
    complete. Exam: ends early; the result is computed from the answers graded so far (unanswered
    questions earn nothing). Compare-and-swap. Raises ``SessionStale``."""

    def change(session: LearningSession) -> dict | None:
        if session.status == SessionStatus.ENDED:
            return None
        state = dict(session.state)
        if session.mode == SessionMode.CLARIFY:
            state.update(clarify_complete=True, closure=gettext(CLARIFY_CLOSURE))
        if session.mode == SessionMode.EXAM and state.get("exam"):
            state["exam"] = _exam_finished(state["exam"])
        return {"status": SessionStatus.ENDED, "ended_at": now, "paused_at": None, "state": state}

    return _write(session_id=session_id, student_id=student_id, expected_version=expected_version, now=now,
                  change=change)


def _exam_finished(exam: dict) -> dict:
    results = [exam_plan.QuestionResult(q["concept"], q["difficulty"], q.get("result")) for q in exam["questions"]]
    return {**exam, "finished": True, "feedback": feedback_json(exam_plan.exam_feedback(results))}


# --------------------------------------------------------------------------- Teach me and Exam progress


def session_advance(*, session_id: UUID, student_id: int, expected_version: int, to_step: int,
                    now: datetime) -> LearningSession:
    """Move a Teach me session forward to ``to_step`` (a model's ``advance_to_step``): never back, steps
    left behind covered, complete past the last step. Compare-and-swap on ``expected_version``.
    Raises ``SessionInvalid`` (another mode), ``SessionPaused``, ``SessionEnded``, ``SessionStale``."""

    def change(session: LearningSession) -> dict:
        if session.mode != SessionMode.TEACH_ME:
            raise SessionInvalid(gettext("Only a Teach me session moves through steps."))
        _require_open(session, "move on")
        lesson = lifecycle.advance_to(lesson_of(session.state, session.step_index), to_step)
        state, step_index = with_lesson(session.state, lesson)
        return {"state": state, "step_index": step_index}

    return _write(session_id=session_id, student_id=student_id, expected_version=expected_version, now=now,
                  change=change)


def teach_directive(state: dict, lesson: lifecycle.Lesson) -> pacing.PacingDirective:
    """The pacing directive of a Teach me turn, from the session's own graded answers."""
    return pacing.pacing_directive(pacing.PacingInput(
        turn=state.get("turn_count", 0), mastery=state.get("mastery", {}), recent_results=tuple(state.get("results", ())),
        pending_wrong_attempts=lesson.question.wrong_attempts if lesson.question else 0,
        plan_complete=lesson.is_complete))


def teach_answer(session: LearningSession, state: dict, *, correct: bool, answer: str) -> tuple[dict, int, str]:
    """One graded answer applied to a Teach me lesson (``state`` already counts the answer in
    ``results`` and ``turn_count``): the new state, step index and the lifecycle's move. Pure apart from
    one read (whether the unit has a prerequisite). Raises ``SessionInvalid`` on a complete lesson."""
    lesson = lesson_of(state, session.step_index)
    if lesson.is_complete:
        raise SessionInvalid(gettext("This lesson is complete: every step has been covered."))
    directive = teach_directive(state, lesson)
    outcome = lifecycle.answer(
        lesson, correct=correct, text=answer[:500],
        may_skip_explain_step=directive.signal == pacing.ACCELERATE,
        has_prerequisite=session.unit_id is not None and selectors.unit_has_prerequisite(session.unit_id))
    new_state, step_index = with_lesson(state, outcome.lesson)
    return new_state, step_index, outcome.move


@dataclass(frozen=True)
class AnswerRecorded:
    session: LearningSession
    move: str  # Teach me: the lifecycle's move; Exam: the result (correct / partial / incorrect)


def session_answer_record(*, session_id: UUID, student_id: int, expected_version: int, correct: bool, answer: str,
                          now: datetime, mastery_signal: str | None = None,
                          exam_note: dict | None = None) -> AnswerRecorded:
    """Record one graded answer (the grader decided ``correct``; a model may add ``mastery_signal``).

    Teach me: the question lifecycle (probe, hint, explain differently, step back; correct clears and
    advances, skipping an explain step when the pacing says ACCELERATE). Exam: the current question's
    result by the seed's partial rule, then the next question; the last answer ends the session with
    the result. Clarify has
    no graded answers. A paused or ended session accepts no answer. Compare-and-swap on
    ``expected_version``. Raises ``SessionInvalid``, ``SessionPaused``, ``SessionEnded``, ``SessionStale``."""
    moves: list[str] = []

    def change(session: LearningSession) -> dict:
        _require_open(session, "take an answer")
        state = with_result(session.state, correct)
        state["turn_count"] = state.get("turn_count", 0) + 1
        if session.mode == SessionMode.TEACH_ME:
            state, step_index, move = teach_answer(session, state, correct=correct, answer=answer)
            moves.append(move)
            return {"state": state, "step_index": step_index}
        if session.mode == SessionMode.EXAM:
            exam = dict(state.get("exam") or {})
            questions = [dict(q) for q in exam.get("questions", [])]
            current = exam.get("current", 0)
            if exam.get("finished") or current >= len(questions):
                raise SessionInvalid(gettext("Every question of this exam has been answered."))
            result = exam_plan.classify(correct, mastery_signal)
            questions[current] = {**questions[current], **(exam_note or {}), "result": result}
            exam.update(questions=questions, current=current + 1)
            moves.append(result)
            if current + 1 >= len(questions):
                # the last answer ends the exam, as "End exam" would
                return {"state": {**state, "exam": _exam_finished(exam)}, "status": SessionStatus.ENDED,
                        "ended_at": now}
            return {"state": {**state, "exam": exam}}
        raise SessionInvalid(gettext("A Clarify doubts session has no graded answers."))

    session = _write(session_id=session_id, student_id=student_id, expected_version=expected_version, now=now,
                     change=change)
    return AnswerRecorded(session, moves[-1])



# the turn services (learning/sessions/turns.py) write through the same compare-and-swap
write_compare_and_swap = _write
require_open = _require_open
