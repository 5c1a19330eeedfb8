"""The one hook where the safety gate and the academic-integrity check (issue 7) plug into a turn.

``evaluate_turn`` runs after the student's message is saved and before retrieval, on the
PII-scrubbed question. In order:

1. **Safety gate** (tutor/safety.py): the offline classifier, then the provider's moderation when
   configured. A hit answers with a fixed caring text (``reply``: nothing is retrieved or generated)
   and records a ``SafetyEvent`` (conversation, category, source; never the text).
2. **Academic integrity** (tutor/integrity.py): a request to do graded work flags the reply
   (``Message.flagged_integrity``, property 23), remembers the assignment it was about, and steers
   the answer to guidance (``steer`` for a model; the pipeline swaps the extractive provider for
   the guidance provider).

Runs in a worker thread: ORM access is fine.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from tutor import integrity, safety

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class TurnPolicy:
    flag_integrity: bool = False
    steer: str = ""
    reply: str = ""
    integrity_assignment_id: int | None = None
    assignment_title: str = ""
    safety_category: str = ""


ALLOW = TurnPolicy()


def safety_event_record(*, conversation_id, category: str, source: str) -> None:
    """Log a safety event: which conversation, what category, which classifier. No message text."""
    from tutor.models import SafetyEvent

    SafetyEvent.objects.create(conversation_id=conversation_id, category=category, source=source)
    logger.info("safety gate: %s (%s) in conversation %s", category, source, conversation_id)


def evaluate_turn(*, conversation, question: str) -> TurnPolicy:
    """The policy for one turn: a safety reply, an integrity flag and steer, or allow."""
    verdict = safety.check(question)
    if verdict is not None:
        safety_event_record(conversation_id=conversation.pk, category=verdict.category, source=verdict.source)
        return TurnPolicy(reply=verdict.reply, safety_category=verdict.category)
    found = integrity.assess_conversation(conversation, question)
    if found.flagged:
        return TurnPolicy(
            flag_integrity=True, steer=integrity.steer_for(found),
            integrity_assignment_id=found.assignment.pk if found.assignment else None,
            assignment_title=found.assignment.title if found.assignment else "",
        )
    return ALLOW
