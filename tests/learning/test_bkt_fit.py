"""`manage.py bkt_fit`: the course's recorded results in, fitted BKT values out (or a clear refusal)."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest
from django.core.management import CommandError, call_command

from courses.models import Enrollment, ExamAttempt
from learning import services
from learning.fitting import course_sequences
from learning.models import LearningSettings
from tests.factories import make_user
from tests.learning.conftest import NOW

pytestmark = pytest.mark.django_db


def _record(world, algebra, students: int, length: int, seed: int = 5):
    rng = random.Random(seed)
    for i in range(students):
        student = make_user(f"fit-{i}", "student", world.institution)
        Enrollment.objects.create(student=student, course=algebra.course)
        known = rng.random() < 0.3
        for step in range(length):
            correct = rng.random() < (0.9 if known else 0.2)
            services.evidence_record(student_id=student.pk, course_id=algebra.course.pk, unit_id=algebra.id("ALG1"),
                                     kind="drill", correct=correct, now=NOW + timedelta(minutes=step))
            known = known or rng.random() < 0.25


def test_the_fit_reads_evidence_and_unrecorded_exam_attempts_in_time_order(world, algebra):
    services.evidence_record(student_id=world.student.pk, course_id=algebra.course.pk, unit_id=algebra.id("ALG1"),
                             kind="drill", correct=False, now=NOW)
    services.evidence_record(student_id=world.student.pk, course_id=algebra.course.pk, unit_id=algebra.id("ALG1"),
                             kind="drill", correct=True, now=NOW + timedelta(minutes=1))
    attempt = ExamAttempt.objects.create(student=world.student, question=algebra.questions[("ALG2", "bronze")][0],
                                         chosen_index=0, correct=True)
    assert sorted(course_sequences(algebra.course.pk)) == [[False, True], [True]]
    services.evidence_record_exam_attempt(attempt_id=attempt.pk, now=NOW)
    assert sorted(course_sequences(algebra.course.pk)) == [[False, True], [True]]  # counted once


def test_bkt_fit_saves_fitted_values(world, algebra, capsys):
    _record(world, algebra, students=40, length=6)
    call_command("bkt_fit", "--course", "ALG101", "--restarts", "2")
    out = capsys.readouterr().out
    assert "240 results in 40 student-unit sequences" in out and "Saved" in out
    row = LearningSettings.objects.get(course=algebra.course)
    assert row.fitted_at is not None and row.fitted_observations == 240
    assert 0 < row.bkt_p_guess < 0.5 and 0 < row.bkt_p_slip < 0.5


def test_bkt_fit_dry_run_saves_nothing(world, algebra, capsys):
    _record(world, algebra, students=12, length=5)
    call_command("bkt_fit", "--course", str(algebra.course.pk), "--dry-run")
    assert "Dry run" in capsys.readouterr().out and not LearningSettings.objects.exists()


@pytest.mark.parametrize("args, message", [
    (["--course", "NOPE"], "No course 'NOPE'"),
    (["--course", "ALG101"], "A fit needs at least 10 student-unit sequences"),
    (["--course", "ALG101", "--restarts", "0"], "--restarts must be at least 1"),
])
def test_bkt_fit_refuses_clearly(world, algebra, args, message):
    with pytest.raises(CommandError, match=message):
        call_command("bkt_fit", *args)
    assert not LearningSettings.objects.exists()
