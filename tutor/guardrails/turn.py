"""The one hook where the safety gate and the academic-integrity check (issue 7) plug into a turn.

``evaluate_turn`` runs after the student's message is saved and before retrieval, on the
PII-scrubbed question. In order:

1. **Safety gate** (tutor/safety.py, tutor/guardrails): patterns, the semantic detector, the
   model's judgement when the caller refined the verdict with it, then the provider's moderation
   when configured. A hit answers with a fixed caring text in the student's language (``reply``:
   nothing is retrieved or generated, the student's words are never echoed) and records a
   ``SafetyEvent`` (conversation, category, source; never the text).
2. **Academic integrity** (tutor/integrity.py): a request to do graded work flags the reply
   (``Message.flagged_integrity``, property 23), remembers the assignment it was about, and steers
   the answer to guidance (``steer`` for a model; the pipeline swaps the extractive provider for
   the guidance provider).

Later in the turn, a message the course has no passage for is refused, unless it is concerning
enough (``concern`` at or above ``guardrails.CONCERN_CARE``): then :func:`care_instead_of_refusal`
answers it with the caring reply of the category it leans to, recorded as a ``SafetyEvent`` with
source "concern". A student in distress who found no words the gate knows must not be told "your
course materials don't cover this".

Runs in a worker thread: ORM access is fine.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from tutor import guardrails, integrity, safety

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class GuardDecision:
    flag_integrity: bool = False
    steer: str = ""
    reply: str = ""
    integrity_assignment_id: int | None = None
    assignment_title: str = ""
    safety_category: str = ""
    language: str | None = None  # the student's detected language (None: unsure)
    concern: float = 0.0  # tutor.guardrails.concern_score of the question: do not echo it when >= 0.25
    leaning: str | None = None  # the safety category the question comes nearest to (decide.leaning)


ALLOW = GuardDecision()


def safety_event_record(*, conversation_id, category: str, source: str) -> None:
    """Log a safety event: which conversation, what category, which classifier. No message text."""
    from tutor.models import SafetyEvent

    SafetyEvent.objects.create(conversation_id=conversation_id, category=category, source=source)
    logger.info("safety gate: %s (%s) in conversation %s", category, source, conversation_id)


def evaluate_turn(*, conversation, question: str, verdict: guardrails.Verdict | None = None) -> GuardDecision:
    """The policy for one turn: a safety reply, an integrity flag and steer, or allow.

    ``verdict``: the guardrails' verdict on ``question`` when the caller already has one (from
    ``tutor.guardrails.assess_text`` in a worker thread, then refined by ``await
    tutor.guardrails.judge(provider, question, verdict)`` when a model is configured); without it,
    the local layers run here. Blocking (encoder, moderation HTTP, ORM): call from a worker thread."""
    if verdict is None:
        verdict = guardrails.assess_text(question)
    found = safety.check(question, verdict)
    if found is not None:
        safety_event_record(conversation_id=conversation.pk, category=found.category, source=found.source)
        return GuardDecision(reply=found.reply, safety_category=found.category, language=verdict.language,
                          concern=max(verdict.concern, guardrails.CONCERN_FLAG))
    flagged = integrity.assess_conversation(conversation, question, verdict)
    if flagged.flagged:
        return GuardDecision(
            flag_integrity=True, steer=integrity.steer_for(flagged, verdict.language),
            integrity_assignment_id=flagged.assignment.pk if flagged.assignment else None,
            assignment_title=flagged.assignment.title if flagged.assignment else "",
            language=verdict.language, concern=verdict.concern, leaning=verdict.leaning,
        )
    return GuardDecision(language=verdict.language, concern=verdict.concern, leaning=verdict.leaning)


def cares_instead_of_refusing(decision: GuardDecision) -> bool:
    """Whether a no-evidence refusal of this turn should be the caring reply instead: the message
    leans to a safety category and its concern reaches ``guardrails.CONCERN_CARE``. Pure."""
    return bool(decision.leaning) and not decision.flag_integrity and decision.concern >= guardrails.CONCERN_CARE


def care_instead_of_refusal(*, conversation_id, decision: GuardDecision) -> str:
    """The caring reply for a concerning message the course has no passage for (see the module
    docstring), in the student's language; records the ``SafetyEvent`` (source "concern"). Never
    echoes the message. Call only when :func:`cares_instead_of_refusing`."""
    safety_event_record(conversation_id=conversation_id, category=decision.leaning, source="concern")
    return safety.SafetyVerdict(decision.leaning, "concern", decision.language).reply
