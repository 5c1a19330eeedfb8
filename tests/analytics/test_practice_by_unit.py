"""The teacher's per-unit practice aggregates on the analytics page: attempts, accuracy, tiers,
frequent confusion tags; a unit with graded work from fewer than 5 students is hidden (k-anonymity)."""

from __future__ import annotations

import pytest
from django.utils import timezone

from courses.models import Enrollment, Role, Unit
from learning import selectors, services
from tests.factories import make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def practised(world):
    big = Unit.objects.create(course=world.course, code="U1", title="Linear equations")
    small = Unit.objects.create(course=world.course, code="U2", title="Factoring")
    now = timezone.now()
    for n in range(5):
        student = make_user(f"learner{n}", Role.STUDENT, world.institution)
        Enrollment.objects.create(student=student, course=world.course)
        for correct in (True, n % 2 == 0):
            services.evidence_record(student_id=student.pk, course_id=world.course.pk, unit_id=big.pk, kind="drill",
                                     correct=correct, now=now, mistake_tag="" if correct else "sign-error")
        if n < 4:
            services.evidence_record(student_id=student.pk, course_id=world.course.pk, unit_id=small.pk,
                                     kind="drill", correct=False, now=now, mistake_tag="secret-small-tag")
    return big, small


def test_units_with_five_students_are_shown_and_smaller_groups_hidden(world, practised):
    shown, hidden = selectors.practice_by_unit(world.course.pk)
    assert hidden == 1 and [u.unit_code for u in shown] == ["U1"]
    unit = shown[0]
    assert (unit.students, unit.attempts) == (5, 10) and unit.accuracy == 0.8
    assert unit.top_tags == (("sign-error", 2),) and sum(unit.tiers.values()) == 5


def test_the_analytics_page_shows_the_table_without_the_small_group(client, world, practised):
    client.force_login(world.teacher)
    today = timezone.localdate().isoformat()
    page = client.get(f"/teacher/courses/{world.course.pk}/analytics/", {"start": today, "end": today})
    text = page.content.decode()
    assert page.status_code == 200 and "Practice by unit" in text
    assert "U1 Linear equations" in text and "sign-error (2)" in text and "80%" in text
    assert "Factoring" not in text and "secret-small-tag" not in text and "1 unit hidden" in text
