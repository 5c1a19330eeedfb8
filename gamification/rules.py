"""The XP rules as plain functions (no ORM), so they can be tested exhaustively.

Amounts: 15 XP once per conversation when its student has sent at least 3 messages; 5 XP per
satisfaction rating, for at most 3 ratings per student per day.

Level curve: reaching level ``L`` takes ``50 * L * (L - 1) / 2`` XP in total, i.e. level 2 at 50 XP,
3 at 150, 4 at 300, 5 at 500: each level costs 50 XP more than the previous one, so early levels
come quickly (one engaged conversation plus a few ratings) and later ones take sustained use.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from gamification.models import RATING_SLOTS_PER_DAY

ENGAGEMENT_XP = 15
ENGAGEMENT_MIN_STUDENT_MESSAGES = 3
RATING_XP = 5
LEVEL_STEP_XP = 50

# Practice (the learning loop's graded work, learning/graded_signals.py): a correct drill, a passed exam
# question by tier, at most PRACTICE_DAILY_CAP XP from practice per student per day (so drilling
# cannot farm levels).
PRACTICE_DRILL_XP = 5
PRACTICE_EXAM_XP = {"bronze": 10, "silver": 15, "gold": 20}
PRACTICE_DAILY_CAP = 40


def practice_award(amount: int, *, earned_today: int, cap: int = PRACTICE_DAILY_CAP) -> int:
    """The XP a practice result pays after the daily cap: ``amount``, cut to what is left, never negative."""
    return max(0, min(amount, cap - earned_today))


def engagement_due(*, student_message_count: int) -> bool:
    """True when a conversation has earned its one engagement award."""
    return student_message_count >= ENGAGEMENT_MIN_STUDENT_MESSAGES


def free_rating_slots(used_slots: Iterable[int]) -> list[int]:
    """The day's rating slots still free, lowest first; empty once the daily cap is reached."""
    used = set(used_slots)
    return [slot for slot in range(1, RATING_SLOTS_PER_DAY + 1) if slot not in used]


def xp_needed_for_level(level: int) -> int:
    """Total XP at which ``level`` (1-based) is reached."""
    if level < 1:
        raise ValueError("levels start at 1")
    return LEVEL_STEP_XP * level * (level - 1) // 2


@dataclass(frozen=True)
class LevelProgress:
    level: int
    total_xp: int
    level_floor_xp: int
    next_level_xp: int

    @property
    def xp_into_level(self) -> int:
        return self.total_xp - self.level_floor_xp

    @property
    def xp_for_next_level(self) -> int:
        return self.next_level_xp - self.total_xp

    @property
    def percent(self) -> int:
        span = self.next_level_xp - self.level_floor_xp
        return int(100 * self.xp_into_level / span)


def level_for(total_xp: int) -> LevelProgress:
    """The level a total of ``total_xp`` reaches, and how far it is towards the next one."""
    if total_xp < 0:
        raise ValueError("XP totals are never negative")
    level = 1
    while xp_needed_for_level(level + 1) <= total_xp:
        level += 1
    return LevelProgress(level, total_xp, xp_needed_for_level(level), xp_needed_for_level(level + 1))
