"""Receivers for the tutor's signals (connected in apps.py). They only translate kwargs into a
service call: the rules live in services.py."""

from __future__ import annotations

import logging

from gamification import rules, services

logger = logging.getLogger(__name__)


def on_turn_completed(sender, *, conversation_id, **kwargs) -> None:
    # Sent after the turn committed: a failure here must never surface as a failed tutor turn,
    # so it is logged with context instead (the next turn retries the award anyway).
    try:
        services.xp_award_for_engagement(conversation_id=conversation_id)
    except Exception:
        logger.exception("Engagement XP failed for conversation %s", conversation_id)


def on_message_rated(sender, *, message_id, rating=None, **kwargs) -> None:
    if not rating:
        return
    try:
        services.xp_award_for_rating(message_id=message_id)
    except Exception:
        logger.exception("Rating XP failed for message %s", message_id)


def on_drill_graded(sender, *, student_id, card_id, correct, **kwargs) -> None:
    """A correct drill card pays practice XP (learning.graded_signals.drill_graded)."""
    from gamification.models import PRACTICE_DRILL

    if not correct:
        return
    try:  # sent after the grade committed: a failure here must never undo or fail the grade
        services.xp_award_for_practice(student_id=student_id, source=PRACTICE_DRILL, reference=f"drill:{card_id}",
                                       amount=rules.PRACTICE_DRILL_XP)
    except Exception:
        logger.exception("Practice XP failed for drill card %s", card_id)


def on_exam_submitted(sender, *, student_id, attempt_id, tier, correct, **kwargs) -> None:
    """A passed exam question pays practice XP by tier (learning.graded_signals.exam_submitted)."""
    from gamification.models import PRACTICE_EXAM

    if not correct:
        return
    try:
        services.xp_award_for_practice(student_id=student_id, source=PRACTICE_EXAM, reference=f"exam:{attempt_id}",
                                       amount=rules.PRACTICE_EXAM_XP.get(tier, 0))
    except Exception:
        logger.exception("Practice XP failed for exam attempt %s", attempt_id)
