"""Writes of the learning loop: snapshots (created with a cold start), graded evidence, settings.

Every write to a snapshot or its rows bumps ``LearnerSnapshot.version`` in the same transaction, with
a compare-and-swap: ``UPDATE ... SET version = version + 1 WHERE id = %s AND version = <read>``. When
the swap finds another version, another writer got there first; the service reads the snapshot again
and re-applies its own change to the fresh data (its changes are increments or turn-owned fields, so
re-applying is exact), at most ``CAS_ATTEMPTS`` times, then raises :class:`SnapshotConflict`
(409 "conflict"). Nothing is ever written over a version the writer did not read.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from datetime import datetime

from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils.translation import gettext

from config.errors import ApplicationError
from courses.models import CLOAttainment, ExamAttempt, Tier
from learning import bkt, selectors
from learning.evidence import (
    DRILL,
    EXAM,
    ProgressValues,
    apply_evidence,
    cold_start,
    fresh_progress,
)
from learning.models import (
    ConfusionTag,
    GradedEvidence,
    LearnerSnapshot,
    LearningSettings,
    QuestionTouch,
    ShownCard,
    UnitProgress,
)
from learning.policy import entry_unit

logger = logging.getLogger(__name__)

CAS_ATTEMPTS = 3


class SnapshotConflict(ApplicationError):
    """The snapshot kept changing under this write; the caller should reload and try again."""

    code = "conflict"


class EvidenceError(ApplicationError):
    code = "invalid"


# --------------------------------------------------------------------------- snapshots


def snapshot_initial_state(*, student_id: int, course_id: int, structure: selectors.CourseStructure,
                           params: bkt.BKTParams) -> selectors.SnapshotState:
    """The snapshot a student starts with, in memory (nothing written): the cold start from graded CLO
    attainment and the entry focus. One query (the attainments)."""
    attainment = {
        clo_id: float(percent)
        for clo_id, percent in CLOAttainment.objects.filter(
            student_id=student_id, clo__course_id=course_id).values_list("clo_id", "percent")
    }
    started = cold_start(units=structure.dag.units, unit_clos={u.id: u.clo_ids for u in structure.units},
                         attainment=attainment, params=params)
    progress = {unit: selectors.ProgressRow(**vars(values), unit_id=unit) for unit, values in started.items()}
    focus = entry_unit(structure.dag, {u: r.tier for u, r in progress.items()})
    return selectors.SnapshotState(id=None, version=0, course_id=course_id, focus_unit_id=focus, target_unit_id=None,
                                   progress=progress)


def snapshot_get_or_create(*, student_id: int, course_id: int, structure: selectors.CourseStructure | None = None,
                           params: bkt.BKTParams | None = None) -> selectors.SnapshotState:
    """The student's stored snapshot; on first contact it is created with its cold-start rows (seed
    PV-AI-002). Atomic; two first contacts at once create one snapshot (the loser reads the winner's)."""
    state = selectors.snapshot_state_get(student_id=student_id, course_id=course_id)
    if state is not None:
        return state
    return snapshot_create(student_id=student_id, course_id=course_id, structure=structure, params=params)


def snapshot_create(*, student_id: int, course_id: int, structure: selectors.CourseStructure | None = None,
                    params: bkt.BKTParams | None = None) -> selectors.SnapshotState:
    """Create the snapshot with its cold start (for a caller that just found none); when another request
    created it meanwhile, return that one. Atomic."""
    structure = structure or selectors.course_structure(course_id)
    params = params or selectors.learning_settings_get(course_id).params
    initial = snapshot_initial_state(student_id=student_id, course_id=course_id, structure=structure, params=params)
    try:
        with transaction.atomic():
            snapshot = LearnerSnapshot.objects.create(student_id=student_id, course_id=course_id,
                                                      focus_unit_id=initial.focus_unit_id)
            UnitProgress.objects.bulk_create([_progress_model(snapshot.pk, row) for row in initial.progress.values()])
    except IntegrityError:
        existing = selectors.snapshot_state_get(student_id=student_id, course_id=course_id)
        if existing is None:
            raise
        return existing
    return replace(initial, id=snapshot.pk, version=snapshot.version)


def _progress_model(snapshot_id: int, row: selectors.ProgressRow) -> UnitProgress:
    return UnitProgress(
        snapshot_id=snapshot_id, unit_id=row.unit_id, status=row.status, tier=row.tier, tier_source=row.tier_source,
        mastery_p=row.mastery_p, drill_attempts=row.drill_attempts, drill_correct=row.drill_correct,
        drill_streak=row.drill_streak, exam_passed_bronze=row.passed_bronze, exam_passed_silver=row.passed_silver,
        exam_passed_gold=row.passed_gold, last_touched_at=row.last_touched_at,
    )


def swap_version(snapshot_id: int, version: int, **changes) -> bool:
    """Compare-and-swap: bump the version (and apply ``changes``) only if it is still ``version``."""
    return LearnerSnapshot.objects.filter(pk=snapshot_id, version=version).update(
        version=F("version") + 1, **changes) == 1


# --------------------------------------------------------------------------- graded evidence


def evidence_record(*, student_id: int, course_id: int, unit_id: int, kind: str, correct: bool, now: datetime,
                    tier: str | None = None, question_id: int | None = None, exam_attempt_id: int | None = None,
                    mistake_tag: str = "", card_id=None) -> ProgressValues:
    """Record one graded result for a unit and update its progress: drill counters or exam passes, tier,
    BKT estimate, confusion tags (a wrong drill's ``mistake_tag`` only), the touched question and the
    revisit queue (a wrong exam answer). ``card_id`` (a drill card's id) makes the result unique per
    student: a second grading of the same card raises ``IntegrityError`` and writes nothing. Atomic, compare-and-swap on the snapshot version (module
    docstring). Returns the unit's progress afterwards.

    Raises ``EvidenceError`` for a unit outside the course, an unknown kind, an exam result without a
    tier or question, and ``SnapshotConflict`` when the snapshot kept changing."""
    structure = selectors.course_structure(course_id)
    if unit_id not in structure.by_id:
        raise EvidenceError(gettext("That unit does not belong to this course."))
    if kind not in (DRILL, EXAM):
        raise EvidenceError(gettext("Unknown kind of graded work: %(kind)s.") % {"kind": repr(kind)})
    if kind == EXAM and (tier not in Tier.values or question_id is None):
        raise EvidenceError(gettext("An exam result needs its question and a tier of bronze, silver or gold."))
    params = selectors.learning_settings_get(course_id).params
    tag = mistake_tag.strip()[:60] if kind == DRILL and not correct else ""
    for _ in range(CAS_ATTEMPTS):
        state = snapshot_get_or_create(student_id=student_id, course_id=course_id, structure=structure, params=params)
        before = state.progress.get(unit_id) or selectors.ProgressRow(**vars(fresh_progress(params)), unit_id=unit_id)
        after = apply_evidence(before, kind=kind, correct=correct, tier=tier, params=params)
        with transaction.atomic():
            if not swap_version(state.id, state.version):
                continue
            UnitProgress.objects.update_or_create(
                snapshot_id=state.id, unit_id=unit_id,
                defaults={**_progress_values(after), "last_touched_at": now},
            )
            if tag:
                progress_id = UnitProgress.objects.filter(snapshot_id=state.id, unit_id=unit_id).values_list("pk", flat=True)[0]
                ConfusionTag.objects.get_or_create(progress_id=progress_id, tag=tag)
                ConfusionTag.objects.filter(progress_id=progress_id, tag=tag).update(count=F("count") + 1)
            if kind == EXAM:
                QuestionTouch.objects.update_or_create(
                    snapshot_id=state.id, question_id=question_id,
                    defaults={"unit_id": unit_id, "tier": tier, "revisit": not correct, "touched_at": now},
                )
            GradedEvidence.objects.create(
                student_id=student_id, course_id=course_id, unit_id=unit_id, kind=kind, correct=correct,
                tier=tier or "", exam_attempt_id=exam_attempt_id, mistake_tag=tag, mastery_p_after=after.mastery_p,
                card_id=card_id,
                created_at=now,
            )
        return after
    raise SnapshotConflict(gettext("Your progress changed in another window while this was being saved. Please try again."))


def question_revisit_mark(*, student_id: int, course_id: int, question_id: int, unit_id: int, tier: str,
                          now: datetime) -> None:
    """Put an exam question in the student's revisit queue without any graded result (seed trigger C2,
    "support viewed": the student saw the memo, so the question comes back later, but no answer was
    given, so tiers, counters and the BKT estimate stay as they are). Atomic, compare-and-swap on the
    snapshot version; raises ``SnapshotConflict`` when the snapshot kept changing."""
    for _ in range(CAS_ATTEMPTS):
        state = snapshot_get_or_create(student_id=student_id, course_id=course_id)
        with transaction.atomic():
            if not swap_version(state.id, state.version):
                continue
            QuestionTouch.objects.update_or_create(
                snapshot_id=state.id, question_id=question_id,
                defaults={"unit_id": unit_id, "tier": tier, "revisit": True, "touched_at": now},
            )
        return
    raise SnapshotConflict(gettext("Your progress changed in another window while this was being saved. Please try again."))


def _progress_values(values: ProgressValues) -> dict:
    return {
        "status": values.status, "tier": values.tier, "tier_source": values.tier_source, "mastery_p": values.mastery_p,
        "drill_attempts": values.drill_attempts, "drill_correct": values.drill_correct,
        "drill_streak": values.drill_streak, "exam_passed_bronze": values.passed_bronze,
        "exam_passed_silver": values.passed_silver, "exam_passed_gold": values.passed_gold,
    }


def evidence_record_exam_attempt(*, attempt_id: int, now: datetime) -> list[ProgressValues]:
    """Record an ``ExamAttempt`` (the exam system's authoritative result) as evidence for each unit of its
    question. Idempotent: an attempt already recorded for a unit is not counted again."""
    attempt = ExamAttempt.objects.select_related("question").get(pk=attempt_id)
    done = set(GradedEvidence.objects.filter(exam_attempt_id=attempt_id).values_list("unit_id", flat=True))
    results = []
    for unit_id in attempt.question.units.order_by("pk").values_list("pk", flat=True):
        if unit_id in done:
            continue
        results.append(evidence_record(
            student_id=attempt.student_id, course_id=attempt.question.course_id, unit_id=unit_id, kind=EXAM,
            correct=attempt.correct, now=now, tier=attempt.question.tier, question_id=attempt.question_id,
            exam_attempt_id=attempt.pk,
        ))
    return results


# --------------------------------------------------------------------------- settings


def learning_settings_update(*, course_id: int, params: bkt.BKTParams | None = None, show_reasoning: bool | None = None,
                             fitted_at: datetime | None = None, fitted_observations: int | None = None) -> LearningSettings:
    """Create or change a course's learning settings. ``params`` are validated by ``BKTParams``."""
    settings_row, _ = LearningSettings.objects.get_or_create(course_id=course_id)
    if params is not None:
        settings_row.bkt_p_init, settings_row.bkt_p_learn = params.p_init, params.p_learn
        settings_row.bkt_p_guess, settings_row.bkt_p_slip = params.p_guess, params.p_slip
    if show_reasoning is not None:
        settings_row.show_reasoning = show_reasoning
    if fitted_at is not None:
        settings_row.fitted_at = fitted_at
    if fitted_observations is not None:
        settings_row.fitted_observations = fitted_observations
    settings_row.save()
    return settings_row


# --------------------------------------------------------------------------- the timeline's cards

CONTEXT_KEYS = ("course_id", "nonce")  # added for rendering (learning/cards.py ``with_context``), not stored


def card_shown_record(*, student_id: int, course_id: int, conversation_id, card: dict | None, now: datetime,
                      message_id=None) -> ShownCard | None:
    """Keep ``card`` as the conversation showed it (``ShownCard``), so a reload shows it again in its
    place. Nothing for no card or no conversation (an API client's event outside any conversation)."""
    if not card or conversation_id is None:
        return None
    stored = {k: v for k, v in card.items() if k not in CONTEXT_KEYS}
    return ShownCard.objects.create(student_id=student_id, course_id=course_id, conversation_id=conversation_id,
                                    message_id=message_id, card=stored, created_at=now)
