"""Exam blocks (seed PV-AI-022, triggers C1/C2): an MCQ from the course's exam bank, submitted once per
lockout window, recorded as an ``ExamAttempt`` and as graded evidence.

* The card (:func:`exam_card`) carries the prompt and the options only: never ``answer_index`` or the
  memo. The key reaches the browser only in the answer to a submission (:func:`exam_submit`), and the
  memo only after an attempt (:func:`exam_memo`).
* A wrong answer locks the question for ``EXAM_LOCK_HOURS`` (setting, default 24) and puts it in the
  revisit queue (learning/services.py ``evidence_record``). A locked question is refused (409
  ``locked``, with ``next_eligible_at``) in every tab and over the API: the lock is read from the
  database on each submission, inside the transaction that writes the attempt (row lock on the
  question for this student), so two tabs cannot both slip through.
* A passed question is not asked again (409 ``duplicate``).
* Opening the memo *before* answering (:func:`exam_support_view`, seed trigger C2 "support viewed")
  is allowed, but it is recorded as an attempt without an answer: the question locks as after a wrong
  answer and joins the revisit queue; the student's tiers and estimate do not move (no answer was
  graded).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils.translation import gettext

from config.errors import ApplicationError
from courses.models import ExamAttempt, ExamQuestion, SupportType
from learning import services
from learning.evidence import ProgressValues
from learning.graded_signals import exam_submitted

DEFAULT_LOCK_HOURS = 24


def lock_duration() -> timedelta:
    return timedelta(hours=float(getattr(settings, "EXAM_LOCK_HOURS", DEFAULT_LOCK_HOURS)))


class ExamLocked(ApplicationError):
    code = "conflict"


@dataclass(frozen=True)
class ExamResult:
    question_id: int
    correct: bool
    tier: str
    answer_index: int
    locked_until: datetime | None
    progress: list[ProgressValues]


def exam_card(question: ExamQuestion, *, unit, now: datetime, locked_until: datetime | None = None) -> dict:
    """The browser's exam block: prompt, options, tier; never the key or the memo."""
    return {"type": "exam", "question_id": question.pk, "tier": question.tier, "prompt": question.prompt,
            "options": list(question.options), "unit": {"id": unit.pk, "code": unit.code, "title": unit.title},
            "locked_until": locked_until.isoformat() if locked_until else None}


def _question(course_id: int, question_id: int) -> ExamQuestion:
    question = ExamQuestion.objects.filter(pk=question_id, course_id=course_id).first()
    if question is None:
        raise ApplicationError(gettext("That exam question is not part of this course."), "not_found")
    return question


def _lock_student(student_id: int, course_id: int) -> None:
    """Serialise this student's exam writes in the current transaction (one row per student: the
    snapshot), so a lock check and the write after it see every earlier attempt, whichever tab or
    client made it."""
    from learning.models import LearnerSnapshot

    services.snapshot_get_or_create(student_id=student_id, course_id=course_id)
    LearnerSnapshot.objects.select_for_update().filter(student_id=student_id, course_id=course_id).first()


def latest_attempt(student_id: int, question_id: int) -> ExamAttempt | None:
    return ExamAttempt.objects.filter(student_id=student_id, question_id=question_id).order_by("-created_at", "-pk").first()


def exam_submit(*, student_id: int, course_id: int, question_id: int, chosen_index: int, now: datetime) -> ExamResult:
    """Record the student's answer to an exam question (module docstring). Raises ``ApplicationError``
    ``not_found`` (not in the course), ``invalid`` (no such option), ``conflict`` (locked; extra
    ``next_eligible_at``), ``duplicate`` (already passed)."""
    question = _question(course_id, question_id)
    if not isinstance(chosen_index, int) or not 0 <= chosen_index < len(question.options):
        raise ApplicationError(gettext("Choose one of the options."), "invalid")
    with transaction.atomic():
        _lock_student(student_id, course_id)
        if ExamAttempt.objects.filter(student_id=student_id, question_id=question.pk, correct=True).exists():
            raise ApplicationError(gettext("You have already passed this question."), "duplicate")
        last = latest_attempt(student_id, question.pk)
        if last is not None and last.locked_until is not None and last.locked_until > now:
            raise ExamLocked(gettext("This question is locked after a wrong answer. Try it again later."),
                             extra={"next_eligible_at": last.locked_until.isoformat()})
        correct = chosen_index == question.answer_index
        attempt = ExamAttempt.objects.create(student_id=student_id, question=question, chosen_index=chosen_index,
                                             correct=correct, locked_until=None if correct else now + lock_duration())
        progress = services.evidence_record_exam_attempt(attempt_id=attempt.pk, now=now)
        transaction.on_commit(lambda: exam_submitted.send(
            sender=exam_submit, student_id=student_id, course_id=course_id, question_id=question.pk,
            attempt_id=attempt.pk, tier=question.tier, correct=correct))
    return ExamResult(question.pk, correct, question.tier, question.answer_index, attempt.locked_until, progress)


@dataclass(frozen=True)
class SupportView:
    question_id: int
    memo: str
    locked_until: datetime | None


def exam_support_view(*, student_id: int, course_id: int, question_id: int, support_type: str,
                      now: datetime) -> SupportView:
    """The memo of a question the student has not answered yet, at the price of the question (module
    docstring): an ``ExamAttempt`` with ``support_type`` and no answer, locked for ``EXAM_LOCK_HOURS``,
    and the question in the revisit queue. Viewing again, or after an attempt, changes nothing and
    returns the memo with the current lock. Atomic (serialised per student like :func:`exam_submit`).
    Raises ``ApplicationError`` ``not_found`` (not in the course) or ``invalid`` (unknown support type)."""
    if support_type not in SupportType.values:
        raise ApplicationError(gettext("Unknown kind of support material."), "invalid", extra={"allowed": SupportType.values})
    question = _question(course_id, question_id)
    unit_id = question.units.order_by("pk").values_list("pk", flat=True).first()
    with transaction.atomic():
        _lock_student(student_id, course_id)
        last = latest_attempt(student_id, question.pk)
        if last is not None:  # answered or viewed before: the memo is already the student's to read
            return SupportView(question.pk, question.memo, last.locked_until)
        attempt = ExamAttempt.objects.create(student_id=student_id, question=question, chosen_index=None,
                                             support_type=support_type, correct=False,
                                             locked_until=now + lock_duration())
        if unit_id is not None:
            services.question_revisit_mark(student_id=student_id, course_id=course_id, question_id=question.pk,
                                           unit_id=unit_id, tier=question.tier, now=now)
    return SupportView(question.pk, question.memo, attempt.locked_until)


def exam_memo(*, student_id: int, course_id: int, question_id: int) -> str:
    """The memo, only after an attempt (403 ``forbidden`` before)."""
    question = _question(course_id, question_id)
    if not ExamAttempt.objects.filter(student_id=student_id, question_id=question.pk).exists():
        raise ApplicationError(gettext("The memo opens after you have answered the question."), "forbidden")
    return question.memo
