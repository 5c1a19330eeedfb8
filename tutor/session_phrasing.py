"""With a model configured: one structured "master tutor" call per Teach me turn (seed 004), after the
offline turn is written (learning/sessions/turns.py sends ``teach_turn_taken`` after commit).

The call asks the model to rephrase the turn's lead in the seed's ``TutorTurnOutput`` shape; the reply is
validated by learning/sessions/master_tutor.py (typed parse, no internal language, no expected answer
given away, mastery updates only for the plan's concepts) and, when valid, replaces the lead through a
compare-and-swap (a turn taken meanwhile wins). Anything else keeps the offline turn, with no retry.
Without a model nothing happens: the offline path is the default and stays complete on its own.
"""

from __future__ import annotations

import logging
from uuid import UUID

from asgiref.sync import async_to_sync
from django.conf import settings
from django.utils import timezone

from config.errors import ApplicationError

logger = logging.getLogger(__name__)


def on_teach_turn_taken(sender, *, session_id: UUID, student_id: int, answer: str | None = None, **kwargs) -> None:
    """Receiver of ``teach_turn_taken``: phrase the turn when a model is configured. Never raises (the
    turn is already written and stands)."""
    if settings.ANSWER_PROVIDER != "openai":
        return
    try:
        session_turn_phrase(session_id=session_id, student_id=student_id, answer=answer)
    except Exception:  # a phrasing is an extra: its failure must not fail the student's turn
        logger.exception("session turn phrasing failed (session %s)", session_id)


def session_turn_phrase(*, session_id: UUID, student_id: int, answer: str | None, provider=None) -> str:
    """One structured call for the session's latest tutor turn, validated and applied. Returns what
    happened: "phrased", or the reason the offline text stayed."""
    from learning.models import LearningSession
    from learning.sessions import master_tutor, pacing
    from learning.sessions.services import teach_directive
    from learning.sessions.state import lesson_of
    from learning.sessions.teaching import expected_text
    from learning.sessions.turns import session_turn_rephrase
    from tutor.providers import build_answer_provider

    session = LearningSession.objects.filter(pk=session_id, student_id=student_id).first()
    history = (session.state or {}).get("history", []) if session else []
    if not history or history[-1].get("role") != "tutor":
        return "no tutor turn"
    turn, state = history[-1], session.state
    lesson = lesson_of(state, session.step_index)
    said = [h["text"] for h in history if h.get("role") == "student"]
    concepts = list(dict.fromkeys(s["concept"] for s in state.get("plan", [])))
    messages = master_tutor.prompt_messages(
        turn=turn, step=state["plan"][session.step_index - 1] if lesson.step else None, answer=answer,
        directive=teach_directive(state, lesson).instruction, style=pacing.student_style(said).instruction,
        concepts=concepts)
    own = provider is None
    provider = provider or build_answer_provider()
    complete = getattr(provider, "complete", None)
    if complete is None:
        return "provider without structured calls"

    async def call() -> str | None:
        # one event loop for the call and the close: the client is bound to the loop that first uses it
        try:
            return await complete(messages=messages, purpose="session_turn", conversation_id=session.conversation_id,
                                  course_id=session.course_id, max_tokens=600,
                                  response_format={"type": "json_schema", "json_schema": master_tutor.SCHEMA})
        finally:
            if own and hasattr(provider, "aclose"):
                await provider.aclose()

    text = async_to_sync(call)()
    # the expected answer the reply must not give away: the one that was pending when the turn was said
    pending = state.get("pending") or {}
    verdict = master_tutor.validate(text, kind=turn.get("kind", ""), expected=expected_text(pending) if pending else None,
                                    concepts=concepts)
    if verdict.phrasing is None:
        logger.info("session %s: model phrasing refused (%s); the offline turn stays", session_id, verdict.reason)
        return verdict.reason
    try:
        session_turn_rephrase(session_id=session.pk, student_id=student_id, expected_version=session.version,
                              at=turn["at"], response=verdict.phrasing.response,
                              mastery_updates=verdict.phrasing.mastery_updates, now=timezone.now())
    except ApplicationError as error:  # another turn was taken meanwhile: it wins
        return error.code
    return "phrased"
