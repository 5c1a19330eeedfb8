"""The report card: a student's own (units, coverage, sessions, exams, trend), the class aggregate for a
teacher under k-anonymity, and who may open which."""

from __future__ import annotations

import pytest
from django.test import Client

from learning import services as learning_services
from learning.evidence import DRILL
from learning.sessions import report, services
from tests.learning.conftest import NOW

pytestmark = pytest.mark.django_db


def login(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_the_students_report_card_has_units_coverage_sessions_exams_and_trend(world, algebra):
    for correct in (False, True, True):
        learning_services.evidence_record(student_id=world.student.pk, course_id=algebra.course.pk,
                                          unit_id=algebra.id("ALG2"), kind=DRILL, correct=correct, now=NOW)
    lesson = services.session_create(student_id=world.student.pk, course_id=algebra.course.pk, mode="teach_me",
                                     unit_id=algebra.id("ALG2"), now=NOW).session
    services.session_advance(session_id=lesson.pk, student_id=world.student.pk, expected_version=1, to_step=3, now=NOW)
    exam = services.session_create(student_id=world.student.pk, course_id=algebra.course.pk, mode="exam", unit_id=None,
                                   now=NOW, exam_seed=1).session
    services.session_answer_record(session_id=exam.pk, student_id=world.student.pk, expected_version=1, correct=True,
                                   answer="0", now=NOW)
    services.session_end(session_id=exam.pk, student_id=world.student.pk, now=NOW)
    card = report.report_card_for_student(student_id=world.student.pk, course_id=algebra.course.pk)
    alg2 = next(u for u in card.units if u.code == "ALG2")
    # no material: every step teaches the unit title, one concept, covered once step 1 is done
    assert alg2.coverage == 100.0 and alg2.sessions["teach_me"] == 1 and len(alg2.trend) == 3
    assert alg2.trend_direction == "rising" and alg2.sparkline
    assert card.sessions == {"clarify": 0, "teach_me": 1, "exam": 1}
    assert card.exams[0].score == 1 and card.exams[0].total == 7 and card.graded_results == 3
    html = login(world.student).get(f"/student/learning/courses/{algebra.course.pk}/report/").content.decode()
    assert "Report card" in html and "@media print" not in html and "1 / 7" in html and "rising" in html


def test_the_report_card_takes_a_fixed_number_of_queries(world, algebra, django_assert_max_num_queries):
    with django_assert_max_num_queries(6):
        report.report_card_for_student(student_id=world.student.pk, course_id=algebra.course.pk)


def test_a_teacher_sees_only_the_class_aggregate_with_small_groups_hidden(world, algebra):
    learning_services.evidence_record(student_id=world.student.pk, course_id=algebra.course.pk,
                                      unit_id=algebra.id("ALG2"), kind=DRILL, correct=True, now=NOW)
    services.session_create(student_id=world.student.pk, course_id=algebra.course.pk, mode="clarify",
                            unit_id=algebra.id("ALG2"), now=NOW)
    html = login(world.teacher).get(f"/student/learning/courses/{algebra.course.pk}/report/").content.decode()
    assert "Class report card" in html and "1 unit hidden" in html
    assert "Shown once 5 or more students" in html
    assert f">{world.student.username}<" not in html and world.student.email not in html
    data = report.report_card_for_class(course_id=algebra.course.pk)
    assert data.practice == () and data.hidden_units == 1 and data.sessions is None


def test_report_card_access(world, algebra, client):
    url = f"/student/learning/courses/{algebra.course.pk}/report/"
    assert client.get(url).status_code == 302
    assert login(world.outsider).get(url).status_code == 404
    assert login(world.other_teacher).get(url).status_code == 404  # another teacher's course
    assert "Class report card" in login(world.admin).get(url).content.decode()
    assert login(world.student).get(f"/student/learning/courses/{world.foreign_course.pk}/report/").status_code == 404
    assert login(world.student).post(url).status_code == 405
