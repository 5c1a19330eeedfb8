"""Receivers for the tutor's signals (connected in apps.py). They only translate kwargs into a
service call: the rules live in services.py."""

from __future__ import annotations

import logging

from gamification import services

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
