"""Reading a student's XP."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.db.models import Sum
from django.utils import timezone

from gamification import rules
from gamification.models import XPSource, XPTransaction


@dataclass(frozen=True)
class XPSummary:
    total_xp: int
    progress: rules.LevelProgress
    ratings_rewarded_today: int
    rating_cap: int = rules.RATING_SLOTS_PER_DAY
    recent: list[XPTransaction] = field(default_factory=list)

    @property
    def level(self) -> int:
        return self.progress.level


def xp_transaction_list_for_student(user, *, limit: int = 50) -> list[XPTransaction]:
    """The student's own awards, newest first (nobody else's: the query is keyed on ``user``)."""
    if not user.is_authenticated:
        return []
    return list(XPTransaction.objects.filter(student=user).order_by("-created_at", "-pk")[:limit])


def xp_summary_for(user, *, recent: int = 5) -> XPSummary:
    """Total XP, level progress, today's rating awards and the latest awards of ``user``.
    Three queries; an anonymous user gets an empty summary."""
    if not user.is_authenticated:
        return XPSummary(0, rules.level_for(0), 0)
    mine = XPTransaction.objects.filter(student=user)
    total = mine.aggregate(total=Sum("amount"))["total"] or 0
    today = mine.filter(source=XPSource.TUTOR_RATING, award_date=timezone.localdate()).count()
    return XPSummary(
        total_xp=total,
        progress=rules.level_for(total),
        ratings_rewarded_today=today,
        recent=list(mine.order_by("-created_at", "-pk")[:recent]),
    )
