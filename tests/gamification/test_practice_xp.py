"""Practice XP: a correct drill card and a passed exam question pay XP through learning's signals
(learning never imports gamification), once per card or attempt, within the daily practice cap."""

from __future__ import annotations

import pytest
from django.utils import timezone

from courses.models import ExamQuestion, Unit
from gamification import rules
from gamification.models import PRACTICE_DRILL, PRACTICE_EXAM, XPTransaction
from learning import drills, exams, grading
from learning.models import DrillTemplate

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def practice(world):
    unit = Unit.objects.create(course=world.course, code="U1", title="Linear equations")
    DrillTemplate.objects.create(course=world.course, unit=unit, prompt="Solve x + {b} = {c}.",
                                 parameters={"b": [1, 1], "c": [5, 5]}, answer="c - b", variable="x")
    return unit


def _drill(world, unit, answer):
    card = drills.drill_card_build(unit=unit, student_id=world.student.pk, now=timezone.now())
    return grading.drill_grade(student_id=world.student.pk, course_id=world.course.pk, token=card.token,
                               answer=answer, now=timezone.now())


@pytest.mark.parametrize("earned, amount, paid", [(0, 5, 5), (38, 5, 2), (40, 5, 0), (45, 10, 0)])
def test_the_daily_cap_cuts_the_last_award(earned, amount, paid):
    assert rules.practice_award(amount, earned_today=earned) == paid


def test_a_correct_drill_pays_once_a_wrong_one_never_and_the_cap_holds(world, practice):
    _drill(world, practice, "7")
    assert not XPTransaction.objects.exists()
    for _ in range(rules.PRACTICE_DAILY_CAP // rules.PRACTICE_DRILL_XP + 3):
        assert _drill(world, practice, "4").correct
    awards = XPTransaction.objects.filter(student=world.student, source=PRACTICE_DRILL)
    assert sum(a.amount for a in awards) == rules.PRACTICE_DAILY_CAP
    assert len({a.reference_id for a in awards}) == awards.count()


def test_a_passed_exam_question_pays_by_tier(world, practice):
    question = ExamQuestion.objects.create(course=world.course, tier="silver", prompt="?", options=["a", "b"],
                                           answer_index=0, memo="m")
    question.units.add(practice)
    exams.exam_submit(student_id=world.student.pk, course_id=world.course.pk, question_id=question.pk, chosen_index=1,
                      now=timezone.now())
    assert not XPTransaction.objects.exists()
    other = ExamQuestion.objects.create(course=world.course, tier="silver", prompt="?", options=["a", "b"],
                                        answer_index=0, memo="m")
    other.units.add(practice)
    exams.exam_submit(student_id=world.student.pk, course_id=world.course.pk, question_id=other.pk, chosen_index=0,
                      now=timezone.now())
    award = XPTransaction.objects.get(source=PRACTICE_EXAM)
    assert award.amount == rules.PRACTICE_EXAM_XP["silver"] and award.student == world.student


def test_practice_awards_have_readable_labels(world, practice):
    _drill(world, practice, "4")
    award = XPTransaction.objects.get(source=PRACTICE_DRILL)
    assert award.get_source_display() == "Correct drill"
    assert XPTransaction(source="tutor_rating").get_source_display() == "Rated a tutor answer"
