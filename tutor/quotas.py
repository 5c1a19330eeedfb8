"""Per-unit typed-prompt quota (seed 001), counted in Redis.

A *typed* prompt is one the student wrote. A *suggested* prompt is one the tutor offered (the
suggestions of a refusal, or any list the page shows through :func:`suggestions_offer`) and the
student clicked; it does not count. The client says ``suggested: true``, and the server believes it
only when the text is one it offered in that conversation in the last day, so the flag can't be
used to dodge the quota.

Rules (decided, see docs/security.md):

* the quota applies to conversations focused on a unit (``Conversation.unit``); the student may
  send ``TUTOR_UNIT_PROMPT_QUOTA`` (default 5) typed prompts per unit per day, across all their
  conversations about that unit; it resets at local midnight, like the daily limits;
* a conversation with no unit is governed by the daily message limit and the burst limit only;
* the counter is a Redis set of user-message ids: retrying or replaying the same message (same
  client message id) never counts twice;
* a rejection is a 429 ``unit_quota`` with ``extra.retry_after`` (seconds), ``extra.reset_at``
  and ``extra.limit``, and nothing is saved;
* Redis away: the check fails closed (503 ``limits_unavailable``, nothing saved); a count that
  fails after its check passed is skipped with a warning (the message is already saved: refusing
  it then would leave a half-begun turn); a suggestion that can't be remembered only means a click
  on it counts as typed.
"""

from __future__ import annotations

import datetime as dt
import hashlib

from django.conf import settings
from django.core.cache import cache
from django.utils import timezone
from django.utils.translation import gettext, gettext_noop

import logging

from tutor.limits import LimitExceeded, LimitsUnavailable, counter_unavailable, next_reset, retry_after_seconds

logger = logging.getLogger(__name__)

QUOTA_TEXT = gettext_noop(
    "You've used your {limit} typed questions for this unit today. You can still pick one of the suggested "
    "questions, or type new ones after midnight."
)
SUGGESTION_TTL = 24 * 3600


def _client():
    """The raw redis client behind the Django cache (sets need more than the cache API)."""
    return cache._cache.get_client(write=True)  # django.core.cache.backends.redis.RedisCache


def _key(*parts: object) -> str:
    return cache.make_key(":".join(str(p) for p in parts))


def _quota_key(user_id: int, unit_id: int, day: dt.date) -> str:
    return _key("tutor", "unitquota", user_id, unit_id, day.isoformat())


def _suggestion_key(conversation_id) -> str:
    return _key("tutor", "suggested", conversation_id)


def _digest(text: str) -> str:
    return hashlib.sha256(" ".join(text.split()).casefold().encode()).hexdigest()[:32]


def suggestions_offer(conversation_id, texts) -> None:
    """Remember prompts the tutor offered in ``conversation_id``, so a click on one is not typed."""
    digests = [_digest(t) for t in texts if t and t.strip()]
    if not digests:
        return
    try:
        client = _client()
        key = _suggestion_key(conversation_id)
        client.sadd(key, *digests)
        client.expire(key, SUGGESTION_TTL)
    except Exception as exc:
        if not counter_unavailable(exc):
            raise
        logger.warning("could not remember the suggestions of conversation %s", conversation_id, exc_info=True)


def is_offered_suggestion(conversation_id, text: str) -> bool:
    return bool(_client().sismember(_suggestion_key(conversation_id), _digest(text)))


def _reject(limit: int, now: dt.datetime) -> LimitExceeded:
    reset = next_reset(now)
    return LimitExceeded(gettext(QUOTA_TEXT).format(limit=limit), "unit_quota", {
        "reset_at": reset.isoformat(), "retry_after": retry_after_seconds(now, reset), "limit": limit,
    })


def unit_quota_check(*, user, conversation, text: str, suggested: bool, client_message_id: str = "",
                     now: dt.datetime | None = None) -> bool:
    """Raise ``unit_quota`` (429) when one more typed prompt in this unit is not allowed. Returns
    whether the prompt counts (typed, unit-scoped). Read only: :func:`unit_quota_count` counts."""
    if conversation.unit_id is None:
        return False
    try:
        return _unit_quota_check(user=user, conversation=conversation, text=text, suggested=suggested,
                                 client_message_id=client_message_id, now=now)
    except Exception as exc:
        if counter_unavailable(exc):
            raise LimitsUnavailable() from exc
        raise


def _unit_quota_check(*, user, conversation, text: str, suggested: bool, client_message_id: str,
                      now: dt.datetime | None) -> bool:
    if suggested and is_offered_suggestion(conversation.pk, text):
        return False
    if client_message_id:
        from tutor.models import Message

        if Message.objects.filter(conversation=conversation, client_message_id=client_message_id).exists():
            return False  # a repeat of a message already counted (or replayed)
    now = now or timezone.now()
    limit = settings.TUTOR_UNIT_PROMPT_QUOTA
    used = _client().scard(_quota_key(user.pk, conversation.unit_id, timezone.localdate(now)))
    if used >= limit:
        raise _reject(limit, now)
    return True


def unit_quota_count(*, user_id: int, unit_id: int, message_id, now: dt.datetime | None = None) -> int:
    """Count one typed prompt (idempotent per message id); returns how many are used today."""
    now = now or timezone.now()
    key = _quota_key(user_id, unit_id, timezone.localdate(now))
    try:
        client = _client()
        client.sadd(key, str(message_id))
        client.expire(key, 2 * 24 * 3600)
        return int(client.scard(key))
    except Exception as exc:
        if not counter_unavailable(exc):
            raise
        logger.warning("could not count message %s against unit %s", message_id, unit_id, exc_info=True)
        return 0


def unit_quota_gate(*, user, conversation_id, text: str, suggested: bool, client_message_id: str = "",
                    conversation=None) -> int | None:
    """The check run before a turn starts: the unit to count the prompt against, or ``None`` when it
    doesn't count. Raises ``unit_quota`` (429) or the access errors of the conversation selector.
    ``conversation``: one the caller already got through ``selectors.conversation_get_for_user``."""
    from tutor import selectors

    if conversation is None:
        conversation = selectors.conversation_get_for_user(user, conversation_id)
    counts = unit_quota_check(user=user, conversation=conversation, text=text if isinstance(text, str) else "",
                              suggested=suggested, client_message_id=client_message_id)
    return conversation.unit_id if counts else None
