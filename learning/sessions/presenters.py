"""A learning session as its page shows it: the client state (``state.state_view``), the plan as a step
list, the turn history, and for an exam the question being asked and the result. Never the grading
data (``state["pending"]``) nor an exam key before the question is answered."""

from __future__ import annotations

from dataclasses import dataclass

from learning.models import LearningSession, SessionMode, SessionStatus
from learning.sessions.state import state_view


@dataclass(frozen=True)
class PlanItem:
    number: int
    kind: str
    concept: str
    status: str  # done | current | todo


@dataclass(frozen=True)
class SessionPage:
    session: LearningSession
    view: dict
    plan: tuple[PlanItem, ...]
    history: tuple[dict, ...]
    exam_question: dict | None  # {number, total, prompt, options, tier}
    exam_answered: tuple[dict, ...]
    pending: bool  # a Teach me question awaits an answer
    can_extend: bool = False  # a complete lesson offers practice beyond the plan (a strong student)

    @property
    def mode(self) -> str:
        return self.session.mode

    @property
    def is_open(self) -> bool:
        return self.session.status != SessionStatus.ENDED

    @property
    def is_paused(self) -> bool:
        return self.session.status == SessionStatus.PAUSED


def session_page(session: LearningSession) -> SessionPage:
    """Everything the session partial renders, from the row (one query for an exam's current question)."""
    from learning.sessions.turns import exam_item_current

    state = session.state or {}
    view = state_view(mode=session.mode, status=session.status, step_index=session.step_index, state=state)
    plan = tuple(
        PlanItem(n, s["kind"], s["concept"],
                 "done" if n < session.step_index else "current" if n == session.step_index else "todo")
        for n, s in enumerate(state.get("plan", []), start=1)) if session.mode == SessionMode.TEACH_ME else ()
    exam_question, answered = None, ()
    if session.mode == SessionMode.EXAM:
        exam = state.get("exam") or {}
        questions = exam.get("questions") or []
        answered = tuple({"number": n, "result": q["result"], "feedback": q.get("feedback", ""), "tier": q["tier"]}
                         for n, q in enumerate(questions, start=1) if q.get("result") is not None)
        item = exam_item_current(session) if session.status != SessionStatus.ENDED else None
        if item is not None:
            exam_question = {"number": item.number, "total": item.total, "prompt": item.prompt, "tier": item.tier,
                             "options": list(item.question.options) if item.question is not None else None}
    from learning.sessions.lifecycle import extension_allowed
    from learning.sessions.state import lesson_of

    can_extend = session.mode == SessionMode.TEACH_ME and extension_allowed(
        lesson_of(state, session.step_index), allow_extension=bool(state.get("allow_extension")))
    return SessionPage(session=session, view=view, plan=plan, history=tuple(state.get("history", [])),
                       exam_question=exam_question, exam_answered=answered, pending=bool(state.get("pending")),
                       can_extend=can_extend)
