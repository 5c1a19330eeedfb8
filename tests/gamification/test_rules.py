"""XP rules as pure functions (fast Hypothesis checks; the database versions are in test_services)."""

from hypothesis import given
from hypothesis import strategies as st

from gamification import rules


@given(st.integers(min_value=0, max_value=50))
def test_engagement_is_due_from_the_third_student_message(count):
    assert rules.engagement_due(student_message_count=count) is (count >= 3)


@given(st.sets(st.integers(min_value=1, max_value=3)))
def test_property_33_free_slots_never_exceed_the_daily_cap(used):
    free = rules.free_rating_slots(used)
    assert len(free) == 3 - len(used)
    assert set(free).isdisjoint(used)
    assert all(1 <= slot <= 3 for slot in free)


@given(st.integers(min_value=0, max_value=1_000_000))
def test_level_is_the_highest_whose_threshold_is_reached(total):
    progress = rules.level_for(total)
    assert rules.xp_needed_for_level(progress.level) <= total < rules.xp_needed_for_level(progress.level + 1)
    assert 0 <= progress.percent < 100
    assert progress.xp_for_next_level > 0


@given(st.integers(min_value=0, max_value=100_000), st.integers(min_value=0, max_value=100_000))
def test_more_xp_never_lowers_the_level(a, b):
    low, high = sorted((a, b))
    assert rules.level_for(low).level <= rules.level_for(high).level


def test_documented_curve():
    assert [rules.xp_needed_for_level(n) for n in range(1, 6)] == [0, 50, 150, 300, 500]
    assert rules.level_for(0).level == 1
    assert rules.level_for(49).level == 1
    assert rules.level_for(50).level == 2
