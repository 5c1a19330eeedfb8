"""The JSON state of a learning session, and the view of it a client receives (seed 004 ``SessionStateDTO``).

Pure functions over plain dicts: services read the row, convert with :func:`lesson_of`, decide with
the pure cores, and write back with :func:`with_lesson`; presenters call :func:`state_view`.

Shape of ``LearningSession.state`` (every key optional; absent means the default)::

    plan               [{kind, concept, section}]    the plan copied when the session started
    covered            [concept]                     concepts covered (Teach me)
    question           {text, concept, expected_answer, wrong_attempts, hints_used,
                        previous_answers, phase} | null
    extension_turns    int
    allow_extension    bool                          set when the pacing said EXTEND
    mastery            {concept: 0..1}               weak signals; tiers live in the snapshot
    results            [bool]                        graded answers of this session, oldest first
    turn_count         int
    concepts_discussed [concept]                     (Clarify)
    clarify_complete   bool                          (Clarify)
    exam               {seed, questions: [{key, question_id, tier, difficulty, concept, unit_id,
                        result}], current, finished, feedback}   (Exam)
    history            [{role, text, at}]            what resume returns
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from learning.sessions.exam_plan import ExamFeedback, QuestionResult, exam_feedback
from learning.sessions.lifecycle import Lesson, PlanStep, Question, coverage, progress_percentage

MAX_RESULTS_KEPT = 20  # pacing reads the last few; the exam keeps its own per-question results


def plan_of(state: dict) -> tuple[PlanStep, ...]:
    return tuple(PlanStep(s["kind"], s["concept"], s.get("section", "")) for s in state.get("plan", []))


def plan_json(steps: tuple[PlanStep, ...]) -> list[dict]:
    return [asdict(s) for s in steps]


def _question(data: dict | None) -> Question | None:
    if not data:
        return None
    return Question(text=data.get("text", ""), concept=data.get("concept", ""),
                    expected_answer=data.get("expected_answer", ""), wrong_attempts=data.get("wrong_attempts", 0),
                    hints_used=data.get("hints_used", 0), previous_answers=tuple(data.get("previous_answers", ())),
                    phase=data.get("phase", "asked"))


def lesson_of(state: dict, step_index: int) -> Lesson:
    """The Teach me position stored in ``state`` (and the row's ``step_index``)."""
    return Lesson(steps=plan_of(state), current_step=step_index, covered=frozenset(state.get("covered", ())),
                  question=_question(state.get("question")), extension_turns=state.get("extension_turns", 0))


def with_lesson(state: dict, lesson: Lesson) -> tuple[dict, int]:
    """``state`` updated from ``lesson``, and the step index for the row. The input is not changed."""
    question = asdict(lesson.question) if lesson.question else None
    if question:
        question["previous_answers"] = list(question["previous_answers"])
    covered = sorted(lesson.covered, key=[s.concept for s in lesson.steps].index)
    return {**state, "covered": covered, "question": question, "extension_turns": lesson.extension_turns}, \
        lesson.current_step


def with_result(state: dict, correct: bool) -> dict:
    return {**state, "results": [*state.get("results", []), bool(correct)][-MAX_RESULTS_KEPT:]}


def feedback_json(feedback: ExamFeedback) -> dict:
    data = asdict(feedback)
    return {k: list(v) if isinstance(v, tuple) else v for k, v in data.items()}


def exam_feedback_view(exam: dict) -> dict | None:
    """A finished exam's result as the reader sees it: recomputed from the stored per-question results, so
    its sentences (patterns, next steps) are in the active language, not the one the exam ended in. The
    stored ``feedback`` is the fallback for a question list that cannot be read."""
    stored = exam.get("feedback")
    if not stored:
        return stored
    try:
        results = [QuestionResult(q["concept"], q["difficulty"], q.get("result")) for q in exam["questions"]]
    except (KeyError, TypeError):
        return stored
    return feedback_json(exam_feedback(results))


def exam_progress(state: dict) -> dict | None:
    """``{current_question, total_questions, correct_so_far}`` (1-based question number), only for an exam
    with questions."""
    exam = state.get("exam") or {}
    questions = exam.get("questions") or []
    if not questions:
        return None
    current = min(exam.get("current", 0), len(questions) - 1)
    return {"current_question": current + 1, "total_questions": len(questions),
            "correct_so_far": sum(1 for q in questions if q.get("result") == "correct"),
            "answered": sum(1 for q in questions if q.get("result") is not None),
            "finished": bool(exam.get("finished"))}


def state_view(*, mode: str, status: str, step_index: int, state: dict) -> dict[str, Any]:
    """What a client shows: the seed's ``SessionStateDTO`` fields (step, total steps, current concept,
    progress, mastery, completion, mode, coverage, concepts discussed, exam progress, paused)."""
    lesson = lesson_of(state, step_index)
    exam = state.get("exam") or {}
    if mode == "teach_me":
        complete = lesson.is_complete
        progress = progress_percentage(lesson)
    elif mode == "clarify":
        complete = bool(state.get("clarify_complete"))
        progress = 100.0 if complete else 0.0
    else:
        complete = bool(exam.get("finished"))
        questions = exam.get("questions") or []
        answered = sum(1 for q in questions if q.get("result") is not None)
        progress = 100.0 if complete else round(100 * answered / len(questions), 1) if questions else 0.0
    step = lesson.step
    return {
        "current_step": step_index if mode == "teach_me" else None,
        "total_steps": lesson.total_steps,
        "current_concept": step.concept if step and mode == "teach_me" else None,
        "progress_percentage": progress,
        "mastery_estimates": dict(state.get("mastery", {})),
        "is_complete": complete or status == "ended",
        "coverage": coverage(lesson) if mode == "teach_me" else None,
        "concepts_discussed": list(state.get("concepts_discussed", [])),
        "exam_progress": exam_progress(state) if mode == "exam" else None,
        "exam_feedback": exam_feedback_view(exam) if mode == "exam" else None,
        "is_paused": status == "paused",
        "plan": state.get("plan", []),
        "pending_question_phase": (state.get("question") or {}).get("phase"),
    }


def state_update(session) -> dict:
    """A session's ``state_update`` payload (seed 004 "WebSocket Endpoint"): its id, mode, status and
    version with the client view; the same for the websocket, the SSE stream and the HTMX header."""
    return {"session_id": str(session.pk), "mode": session.mode, "status": session.status, "version": session.version,
            **state_view(mode=session.mode, status=session.status, step_index=session.step_index, state=session.state)}
