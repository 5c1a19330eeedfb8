"""The one hook where academic-integrity and safety gates (issue 7) plug into a turn.

``evaluate_turn`` runs after the student's message is saved and before retrieval. The default
lets every turn through unchanged. A gate returns a :class:`TurnPolicy` that can flag the reply
(``Message.flagged_integrity``), add an instruction to the system prompt (``steer``: e.g. "guide,
don't solve, this is graded work"), or answer with a fixed text instead of retrieving and
generating (``reply``: e.g. a safety message). Runs in a worker thread: ORM access is fine.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TurnPolicy:
    flag_integrity: bool = False
    steer: str = ""
    reply: str = ""


ALLOW = TurnPolicy()


def evaluate_turn(*, conversation, question: str) -> TurnPolicy:
    """No-op default: every turn is allowed as is."""
    return ALLOW
