"""Grading a drill card (``POST /api/learning/courses/{id}/drill/grade``): open the seal, compare, record.

The only place drill results and confusion tags come from (seed 002: tags change only in grading).

1. The token is opened for this student and course (learning/sealing.py); a forged, altered,
   foreign or expired token is refused (400) and nothing changes.
2. The answer is read and compared: maths with SymPy equivalence (learning/mathcheck.py: ``x=4``,
   ``4``, ``8/2`` and ``\\frac{8}{2}`` are one answer; the drill's tolerance applies), cloze by
   normalised match. An unreadable or hostile answer raises ``AnswerRejected`` (400) within the
   checker's bounds and changes nothing: the card can still be answered.
3. One transaction (learning/services.py ``evidence_record``): drill counters, streak, BKT estimate,
   tier, and on a wrong answer one confusion tag (the template's wrong-answer tag when the answer
   matches one, else the drill's concept). A card is graded once per student (unique card id); a
   second submission is refused (409) and counts nothing.
4. After commit, ``drill_graded`` is sent (XP and other reactions live outside this app).
"""

from __future__ import annotations

import re
import time
import uuid
import unicodedata
from dataclasses import dataclass
from datetime import datetime

from django.db import IntegrityError, transaction
from django.utils.translation import gettext

from config.errors import ApplicationError
from courses.models import Unit
from learning import drills, mathcheck, sealing, services
from learning.evidence import DRILL, ProgressValues
from learning.graded_signals import drill_graded

MAX_ANSWER_CHARS = 500  # cloze answers; maths answers have mathcheck.MAX_CHARS
_ARTICLES = re.compile(r"^(the|a|an)\s+")


class AnswerRejected(ApplicationError):
    code = "invalid"


@dataclass(frozen=True)
class GradeResult:
    correct: bool
    feedback: str
    expected: str  # shown after grading (the card is spent)
    mistake_tag: str
    unit_id: int
    card_id: str
    progress: ProgressValues


def normalise(text: str) -> str:
    """Case, accents, punctuation, spacing, a leading article and a plural "s" do not matter."""
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    text = re.sub(r"[^a-z0-9 ]+", " ", text)
    text = _ARTICLES.sub("", " ".join(text.split()))
    return text[:-1] if text.endswith("s") and len(text) > 3 else text


def _grade_math(payload: dict, answer: str) -> tuple[bool, str]:
    deadline = time.monotonic() + mathcheck.TIME_LIMIT_S
    try:
        parsed = mathcheck.parse_answer(answer, deadline=deadline)
        variable = payload.get("var") or ""
        if parsed.lhs_symbol is not None and variable and parsed.lhs_symbol != variable:
            raise mathcheck.AnswerError(gettext("The question asks for %(variable)s; write %(variable)s = value, or just "
                                                "the value.") % {"variable": variable})
        expected = mathcheck.expression(payload["ans"])
        correct = mathcheck.equivalent(parsed.value, expected, tolerance=float(payload.get("tol") or 0),
                                       deadline=deadline)
        tag = ""
        if not correct:
            for wrong, wrong_tag in payload.get("wrong") or []:
                if mathcheck.equivalent(parsed.value, mathcheck.expression(wrong), deadline=deadline):
                    tag = wrong_tag
                    break
    except mathcheck.AnswerError as error:
        raise AnswerRejected(str(error), extra={"reason": "answer"}) from None
    return correct, tag


def _grade_cloze(payload: dict, answer: str) -> bool:
    if len(answer) > MAX_ANSWER_CHARS:
        raise AnswerRejected(gettext("Answers are limited to %(count)d characters.") % {"count": MAX_ANSWER_CHARS},
                             extra={"reason": "answer"})
    given = normalise(answer)
    if not given:
        raise AnswerRejected(gettext("Type an answer first."), extra={"reason": "answer"})
    return given in {normalise(a) for a in [payload["ans"], *(payload.get("accept") or [])]}


def check_answer(payload: dict, answer: str) -> tuple[bool, str]:
    """Compare ``answer`` with a drill's grading data (a sealed card's payload, or a Teach me session's
    pending question): ``(correct, wrong-answer tag)``. Records nothing. Raises ``AnswerRejected``
    for an empty, unreadable or oversized answer (the question can still be answered)."""
    if not isinstance(answer, str) or not answer.strip():
        raise AnswerRejected(gettext("Type an answer first."), extra={"reason": "answer"})
    answer = answer.strip()
    if payload.get("kind") == "math":
        return _grade_math(payload, answer)
    return _grade_cloze(payload, answer), ""


def drill_grade(*, student_id: int, course_id: int, token: str, answer: str, now: datetime) -> GradeResult:
    """Grade ``answer`` for the sealed drill ``token`` and record the result (module docstring).

    Raises ``SealError`` / ``AnswerRejected`` (400), ``ApplicationError`` ``duplicate`` (409) for a
    card already graded, ``SnapshotConflict`` (409)."""
    payload = sealing.open_seal(token, purpose=drills.PURPOSE, student_id=student_id, course_id=course_id, now=now)
    if not isinstance(answer, str):
        raise AnswerRejected(gettext("Type an answer first."), extra={"reason": "answer"})
    answer = answer.strip()
    unit = Unit.objects.filter(pk=payload.get("u"), course_id=course_id).only("pk", "code", "title").first()
    if unit is None:
        raise sealing.SealError(gettext("This card can no longer be checked. Ask for another one."), extra={"reason": "unit"})
    if payload.get("kind") == "math":
        correct, tag = _grade_math(payload, answer)
    else:
        correct, tag = _grade_cloze(payload, answer), ""
    if not correct and not tag:
        tag = payload.get("concept") or unit.code.lower()
    try:
        with transaction.atomic():
            progress = services.evidence_record(
                student_id=student_id, course_id=course_id, unit_id=unit.pk, kind=DRILL, correct=correct, now=now,
                mistake_tag="" if correct else tag, card_id=payload["id"],
            )
            transaction.on_commit(lambda: drill_graded.send(
                sender=drill_grade, student_id=student_id, course_id=course_id, unit_id=unit.pk,
                card_id=payload["id"], correct=correct))
    except IntegrityError:
        raise ApplicationError(gettext("This card was already checked. Ask for another one."), "duplicate") from None
    expected = payload["ans"] if payload.get("kind") != "math" or not payload.get("var") else f"{payload['var']} = {payload['ans']}"
    if correct:
        feedback = "Correct." + (f" Streak: {progress.drill_streak} in a row." if progress.drill_streak > 1 else "")
    else:
        hint = payload.get("hint") or ""
        feedback = f"Not quite. The expected answer is {expected}." + (f" {hint}" if hint else "")
    return GradeResult(correct=correct, feedback=feedback, expected=expected, mistake_tag="" if correct else tag,
                       unit_id=unit.pk, card_id=payload["id"], progress=progress)


def drill_give_up(*, student_id: int, course_id: int, token: str, now: datetime) -> bool:
    """"I'm stuck" on a drill card: the student's admission recorded as an incorrect result for the card's
    unit (tag: the drill's concept), once per card (a second press, or a press after a wrong answer was
    already admitted, records nothing). Returns True when recorded. Raises ``SealError``."""
    payload = sealing.open_seal(token, purpose=drills.PURPOSE, student_id=student_id, course_id=course_id, now=now)
    unit = Unit.objects.filter(pk=payload.get("u"), course_id=course_id).only("pk", "code").first()
    if unit is None:
        raise sealing.SealError(gettext("This card can no longer be checked. Ask for another one."), extra={"reason": "unit"})
    try:
        with transaction.atomic():
            services.evidence_record(
                student_id=student_id, course_id=course_id, unit_id=unit.pk, kind=DRILL, correct=False, now=now,
                mistake_tag=payload.get("concept") or unit.code.lower(),
                card_id=uuid.uuid5(uuid.UUID(payload["id"]), "stuck"),
            )
    except IntegrityError:
        return False
    return True
