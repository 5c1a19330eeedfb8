"""Daily message and token limits, the per-minute burst limit, and the usage status a student sees.

The rules are pure functions over numbers (tested with Hypothesis); the database work is two small
atomic updates: :func:`usage_reserve_message` (lock today's row, check, count the message) and
:func:`usage_add_tokens` (an ``F()`` increment after the answer).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Literal

from django.conf import settings
from django.core.cache import cache
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from django.utils.translation import gettext, gettext_noop

from config.errors import ApplicationError

WARNING_RATIO = 0.8

UsageState = Literal["ok", "warning", "blocked"]

# Marked for translation here, translated when raised (gettext), so each person reads the active language.
MESSAGE_LIMIT_TEXT = gettext_noop("You've reached your daily message limit. It resets at midnight.")
TOKEN_BUDGET_TEXT = gettext_noop("You've used your daily AI budget. It resets at midnight.")
BURST_TEXT = gettext_noop("You're sending messages very quickly. Please wait a moment and try again.")


LIMITS_UNAVAILABLE_TEXT = gettext_noop("The tutor can't check your message limits right now, so it isn't answering "
                                       "for a moment. Please try again in a minute; nothing you sent was lost.")
LIMITS_UNAVAILABLE_RETRY_SECONDS = 30


class LimitExceeded(ApplicationError):
    code = "daily_message_limit"


class LimitsUnavailable(ApplicationError):
    """Redis, where the per-minute and per-unit counters live, does not answer. The limits that
    protect cost fail closed (docs/security.md): a 503 ``limits_unavailable`` with
    ``extra.retry_after``, and nothing is saved, rather than letting messages through uncounted."""

    code = "limits_unavailable"

    def __init__(self) -> None:
        super().__init__(gettext(LIMITS_UNAVAILABLE_TEXT), "limits_unavailable",
                         {"retry_after": LIMITS_UNAVAILABLE_RETRY_SECONDS})


def counter_unavailable(exc: BaseException) -> bool:
    """True for the errors of a Redis that is down, restarting or unreachable."""
    from redis.exceptions import RedisError

    return isinstance(exc, (RedisError, OSError))


@dataclass(frozen=True)
class UsageStatus:
    state: UsageState
    warning: bool
    messages_used: int
    message_limit: int
    messages_remaining: int
    tokens_used: int
    token_budget: int
    tokens_remaining: int
    reset_at: dt.datetime


def next_reset(now: dt.datetime) -> dt.datetime:
    """The next local midnight (settings.TIME_ZONE) after ``now``: when today's counters restart."""
    local = timezone.localtime(now)
    tomorrow = local.date() + dt.timedelta(days=1)
    return timezone.make_aware(dt.datetime.combine(tomorrow, dt.time.min), local.tzinfo)


def usage_status(
    *, messages: int, tokens: int, message_limit: int, token_budget: int, now: dt.datetime
) -> UsageStatus:
    """ok / warning (at or above 80% of the message limit or token budget) / blocked (at or above
    either limit). Pure."""
    blocked = messages >= message_limit or tokens >= token_budget
    warning = not blocked and (messages >= WARNING_RATIO * message_limit or tokens >= WARNING_RATIO * token_budget)
    return UsageStatus(
        state="blocked" if blocked else "warning" if warning else "ok",
        warning=warning or blocked,
        messages_used=messages,
        message_limit=message_limit,
        messages_remaining=max(0, message_limit - messages),
        tokens_used=tokens,
        token_budget=token_budget,
        tokens_remaining=max(0, token_budget - tokens),
        reset_at=next_reset(now),
    )


def check_limits(*, messages: int, tokens: int, message_limit: int, token_budget: int, now: dt.datetime) -> None:
    """Raise :class:`LimitExceeded` (429, ``extra.reset_at``) when one more message is not allowed. Pure."""
    reset = next_reset(now)
    reset_at, retry_after = reset.isoformat(), retry_after_seconds(now, reset)
    if messages >= message_limit:
        raise LimitExceeded(gettext(MESSAGE_LIMIT_TEXT), "daily_message_limit",
                            {"reset_at": reset_at, "retry_after": retry_after, "limit": message_limit})
    if tokens >= token_budget:
        raise LimitExceeded(gettext(TOKEN_BUDGET_TEXT), "daily_token_budget",
                            {"reset_at": reset_at, "retry_after": retry_after, "budget": token_budget})


def retry_after_seconds(now: dt.datetime, reset: dt.datetime) -> int:
    """Whole seconds until ``reset``, at least 1 (the ``retry_after`` of every 429). Pure."""
    return max(1, int((reset - now).total_seconds() + 0.999))


def _limits() -> tuple[int, int]:
    return settings.TUTOR_DAILY_MESSAGE_LIMIT, settings.TUTOR_DAILY_TOKEN_BUDGET


def _today_row(user, today: dt.date):
    from tutor.models import UsageDay

    # the usual case, today's row exists: one locked read, no savepoint round trips
    row = UsageDay.objects.select_for_update().filter(student=user, date=today).first()
    if row is not None:
        return row
    try:
        with transaction.atomic():
            return UsageDay.objects.select_for_update().get_or_create(student=user, date=today)[0]
    except IntegrityError:  # created concurrently: lock the winner's row
        return UsageDay.objects.select_for_update().get(student=user, date=today)


def burst_check(user, *, now: dt.datetime | None = None, bucket: str = "burst") -> None:
    """At most TUTOR_BURST_PER_MINUTE messages per user per clock minute (counted in Redis).
    Raises ``rate_limited`` (429), or ``limits_unavailable`` (503) while Redis does not answer:
    fails closed, since an uncounted minute is an uncapped model bill. ``bucket`` counts another
    kind of request (voice recordings) under the same cap, apart from messages."""
    now = now or timezone.now()
    key = f"tutor:{bucket}:{user.pk}:{int(now.timestamp()) // 60}"
    try:
        cache.add(key, 0, timeout=90)
        try:
            count = cache.incr(key)
        except ValueError:
            count = 1
    except Exception as exc:
        if counter_unavailable(exc):
            raise LimitsUnavailable() from exc
        raise
    if count > settings.TUTOR_BURST_PER_MINUTE:
        reset = now.replace(second=0, microsecond=0) + dt.timedelta(minutes=1)
        raise LimitExceeded(gettext(BURST_TEXT), "rate_limited", {"reset_at": reset.isoformat(),
                                                          "retry_after": retry_after_seconds(now, reset),
                                                          "limit": settings.TUTOR_BURST_PER_MINUTE})


def usage_reserve_message(user, *, now: dt.datetime | None = None) -> None:
    """Count one student message for today, or raise :class:`LimitExceeded` (nothing counted).

    Must run inside a transaction (the caller's turn transaction): today's row is locked, so two
    concurrent messages can't both pass a limit that leaves room for one."""
    now = now or timezone.now()
    message_limit, token_budget = _limits()
    row = _today_row(user, timezone.localdate(now))
    check_limits(messages=row.messages, tokens=row.tokens, message_limit=message_limit,
                 token_budget=token_budget, now=now)
    type(row).objects.filter(pk=row.pk).update(messages=F("messages") + 1)


def usage_add_tokens(user_id: int, tokens: int, *, now: dt.datetime | None = None) -> None:
    """Add ``tokens`` to today's budget use (atomic increment; creates the row if needed)."""
    from tutor.models import UsageDay

    if tokens <= 0:
        return
    today = timezone.localdate(now or timezone.now())
    updated = UsageDay.objects.filter(student_id=user_id, date=today).update(tokens=F("tokens") + tokens)
    if not updated:
        try:
            with transaction.atomic():
                UsageDay.objects.create(student_id=user_id, date=today, tokens=tokens)
        except IntegrityError:
            UsageDay.objects.filter(student_id=user_id, date=today).update(tokens=F("tokens") + tokens)


def usage_get_status(user, *, now: dt.datetime | None = None) -> UsageStatus:
    """Today's usage status for ``user`` (a selector: read only)."""
    from tutor.models import UsageDay

    now = now or timezone.now()
    row = UsageDay.objects.filter(student=user, date=timezone.localdate(now)).first()
    message_limit, token_budget = _limits()
    return usage_status(messages=row.messages if row else 0, tokens=row.tokens if row else 0,
                        message_limit=message_limit, token_budget=token_budget, now=now)
