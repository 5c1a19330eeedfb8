"""The turn service: before and after generation, against the real database.

Covers the snapshot's first contact (cold start from CLO attainment), bounded query counts, the
seed's triggers A1-A5 at the level of the service, the turn log, and compare-and-swap on the version.
"""

from __future__ import annotations

import json
import uuid
from datetime import timedelta
from decimal import Decimal

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from courses.models import CLOAttainment, ExamAttempt
from learning import services, turn
from learning.chooser import ProposedAction
from learning.mapping import PassageUnit
from learning.models import LearnerSnapshot, TurnLog, UnitProgress
from learning.policy import CONCEPT_CARD, DRILL_CARD, EXAM_BLOCK, SOCRATIC_QUESTION
from tests.learning.conftest import MODEL, NOW, vector

pytestmark = pytest.mark.django_db


def prepare(world, algebra, *, student=None, now=NOW, passages=(), model_units=None, **weights):
    return turn.turn_prepare(
        student_id=(student or world.student).pk, course_id=algebra.course.pk, question="q",
        query_vector=vector(**weights) if weights else vector(), embedding_model=MODEL, passages=passages,
        model_units=model_units, now=now,
    )


def record(decision, proposed=None):
    return turn.turn_record(decision=decision, message_id=uuid.uuid4(), action=decision.choose(proposed))


def drills(world, algebra, code, *results, at=NOW):
    for i, correct in enumerate(results):
        services.evidence_record(student_id=world.student.pk, course_id=algebra.course.pk, unit_id=algebra.id(code),
                                 kind="drill", correct=correct, now=at - timedelta(minutes=30 - i))


# --------------------------------------------------------------------------- first contact and query counts


def test_first_contact_creates_the_snapshot_with_a_cold_start_from_clo_attainment(world, algebra,
                                                                                 django_assert_num_queries):
    CLOAttainment.objects.create(student=world.student, clo=algebra.clos["CLO1"], percent=Decimal("82"))
    CLOAttainment.objects.create(student=world.student, clo=algebra.clos["CLO2"], percent=Decimal("64"))
    with django_assert_num_queries(11):
        decision = prepare(world, algebra)
    snapshot = LearnerSnapshot.objects.get(student=world.student, course=algebra.course)
    alg1 = UnitProgress.objects.get(snapshot=snapshot, unit=algebra.units["ALG1"])
    assert (alg1.tier, alg1.tier_source, alg1.mastery_p) == ("bronze", "clo_attainment", 0.82)
    assert UnitProgress.objects.filter(snapshot=snapshot).count() == 1  # CLO2 at 64% is a gap
    # a strong student is not sent back to what graded work shows they passed: focus starts at ALG2
    assert snapshot.focus_unit == algebra.units["ALG2"] == algebra.units[decision.code(decision.policy.focus_unit_id)]
    assert decision.snapshot_version == snapshot.version == 1


def test_reading_and_deciding_costs_five_queries(world, algebra, django_assert_num_queries):
    record(prepare(world, algebra, ALG2=0.7))
    with django_assert_num_queries(5):
        prepare(world, algebra, ALG3=0.7)
    with django_assert_num_queries(5):
        turn.policy_preview(student_id=world.student.pk, course_id=algebra.course.pk, query_vector=vector(ALG1=0.9),
                            embedding_model=MODEL, now=NOW)


def test_a_course_without_units_has_no_decision(world):
    assert prepare_none(world) is None


def prepare_none(world):
    return turn.turn_prepare(student_id=world.student.pk, course_id=world.other_course.pk, question="q",
                             query_vector=vector(), embedding_model=MODEL, now=NOW)


def test_policy_preview_writes_nothing(world, algebra):
    with CaptureQueriesContext(connection) as queries:
        decision = turn.policy_preview(student_id=world.student.pk, course_id=algebra.course.pk,
                                       query_vector=vector(ALG3=0.8), embedding_model=MODEL, now=NOW)
    assert not any(q["sql"].lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE")) for q in queries.captured_queries)
    assert not LearnerSnapshot.objects.exists()
    assert decision.snapshot_id is None and decision.policy.primary_target_unit_id == algebra.id("ALG3")
    with pytest.raises(ValueError, match="preview cannot be recorded"):
        record(decision)


def test_the_prompt_objects_carry_unit_codes_and_no_identity(world, algebra):
    decision = prepare(world, algebra, ALG3=0.8)
    text = decision.prompt_json()
    assert world.student.username not in text and world.student.email not in text
    assert f'"{world.student.pk}"' not in text
    assert decision.prompt_policy["primaryTargetUnitId"] == "ALG3"
    assert decision.prompt_snapshot == {"focusUnitId": "ALG2", "focusMasteryTier": "none", "unitsInProgress": ["ALG2", "ALG3"],
                                        "revisit": {"lockedCount": 0, "nextEligibleAt": None}}
    assert json.loads(text)["POLICY"]["scopedUnitIds"][:3] == ["ALG2", "ALG3", "ALG1"]


# --------------------------------------------------------------------------- the seed's triggers A1-A5


def test_a1_a_confident_question_with_prerequisites_in_place_gets_a_drill_on_it(world, algebra):
    CLOAttainment.objects.create(student=world.student, clo=algebra.clos["CLO1"], percent=Decimal("90"))
    decision = prepare(world, algebra, ALG2=0.7, passages=[PassageUnit(algebra.id("ALG2"), 0.6)])
    policy = decision.policy
    assert policy.primary_target_unit_id == policy.focus_unit_id == algebra.id("ALG2")
    assert policy.prereq_blocking_unit_id is None and decision.prerequisite is None
    assert set(policy.allowed_actions) == {SOCRATIC_QUESTION, DRILL_CARD}
    chosen = decision.choose()
    assert (chosen.action, chosen.target_unit_id) == (DRILL_CARD, algebra.id("ALG2"))


def test_a2_a_confident_question_with_a_missing_prerequisite_points_to_it(world, algebra):
    decision = prepare(world, algebra, ALG3=0.75)
    policy = decision.policy
    assert policy.primary_target_unit_id == algebra.id("ALG3")
    assert policy.prereq_blocking_unit_id == policy.focus_unit_id == algebra.id("ALG2")
    assert decision.prerequisite == turn.PrerequisiteNudge(
        turn.UnitRef(algebra.id("ALG2"), "ALG2", "Linear equations"),
        turn.UnitRef(algebra.id("ALG3"), "ALG3", "Systems of linear equations"))
    assert decision.panel.prerequisite == decision.prerequisite
    chosen = decision.choose()
    assert (chosen.action, chosen.target_unit_id) == (DRILL_CARD, algebra.id("ALG2"))
    record(decision)
    snapshot = LearnerSnapshot.objects.get()
    assert (snapshot.focus_unit_id, snapshot.target_unit_id) == (algebra.id("ALG2"), algebra.id("ALG3"))
    panel = turn.snapshot_panel(student_id=world.student.pk, course_id=algebra.course.pk, now=NOW)
    assert panel.prerequisite.unit.code == "ALG2" and panel.prerequisite.blocks.code == "ALG3"


def test_a3_an_ambiguous_question_keeps_the_focus_and_gets_a_socratic_clarifier(world, algebra):
    decision = prepare(world, algebra, ALG3=0.36, ALG4=0.35)
    assert not decision.policy.target_mapped
    assert decision.policy.focus_unit_id == algebra.id("ALG1")  # the entry unit of a new student
    chosen = decision.choose()
    assert (chosen.action, chosen.target_unit_id) == (SOCRATIC_QUESTION, algebra.id("ALG1"))


def test_a4_stuck_by_drill_evidence_gets_a_concept_card(world, algebra):
    drills(world, algebra, "ALG1", False, False)
    decision = prepare(world, algebra)
    assert decision.policy.stuck and CONCEPT_CARD in decision.policy.allowed_actions
    assert decision.choose().action == CONCEPT_CARD
    # a model may not pick a concept card without it
    drills(world, algebra, "ALG1", True)
    decision = prepare(world, algebra)
    assert not decision.policy.stuck
    chosen = decision.choose(ProposedAction(CONCEPT_CARD, algebra.id("ALG1")))
    assert chosen.fell_back and chosen.action != CONCEPT_CARD


def test_a5_exam_ready_gets_an_exam_block_at_the_desired_tier_and_lockouts_come_from_attempts(world, algebra):
    CLOAttainment.objects.create(student=world.student, clo=algebra.clos["CLO1"], percent=Decimal("90"))
    drills(world, algebra, "ALG2", True, True)
    decision = prepare(world, algebra, ALG2=0.8)
    policy = decision.policy
    bronze = algebra.questions[("ALG2", "bronze")]
    assert policy.exam_ready and policy.desired_exam_tier == "bronze" and policy.exam_availability == "available"
    assert set(policy.exam_candidate_ids) == {q.pk for q in bronze}
    chosen = decision.choose()
    assert chosen.action == EXAM_BLOCK and chosen.exam_question_id == bronze[0].pk
    # one passed, one locked for a day: nothing to attempt now, and the panel counts down to it
    ExamAttempt.objects.create(student=world.student, question=bronze[0], chosen_index=0, correct=True)
    ExamAttempt.objects.create(student=world.student, question=bronze[1], chosen_index=1, correct=False,
                               locked_until=NOW + timedelta(hours=24))
    decision = prepare(world, algebra, ALG2=0.8)
    assert decision.policy.exam_availability == "locked" and EXAM_BLOCK not in decision.policy.allowed_actions
    assert decision.policy.next_eligible_at == NOW + timedelta(hours=24)
    assert decision.panel.exam.availability == "locked"
    assert decision.choose(ProposedAction(EXAM_BLOCK, algebra.id("ALG2"), bronze[1].pk, "bronze")).fell_back
    later = prepare(world, algebra, ALG2=0.8, now=NOW + timedelta(hours=25))
    assert later.policy.exam_candidate_ids == (bronze[1].pk,)


# --------------------------------------------------------------------------- after generation


def test_the_turn_log_holds_the_whole_chain(world, algebra):
    CLOAttainment.objects.create(student=world.student, clo=algebra.clos["CLO1"], percent=Decimal("90"))
    decision = prepare(world, algebra, ALG4=0.8, passages=[PassageUnit(algebra.id("ALG4"), 0.7)])
    message_id = uuid.uuid4()
    log = turn.turn_record(decision=decision, message_id=message_id,
                           action=decision.choose(ProposedAction(EXAM_BLOCK, algebra.id("ALG4"), 1)),
                           turn_analysis={"student_intent": "solve", "understanding_signal": "uncertain"})
    log.refresh_from_db()
    assert log.message_id == message_id and log.snapshot_version == decision.snapshot_version
    assert log.mapped_units[0]["code"] == "ALG4" and log.mapped_units[0]["confidence"] >= 0.55
    assert (log.focus_unit_id, log.target_unit_id, log.blocker_unit_id) == (
        algebra.id("ALG2"), algebra.id("ALG4"), algebra.id("ALG2"))
    assert log.allowed_actions == [SOCRATIC_QUESTION, DRILL_CARD]
    assert (log.desired_tier, log.exam_availability, log.next_eligible_at) == ("bronze", "none", None)
    assert (log.action, log.validated, log.fell_back) == (DRILL_CARD, False, True)
    assert log.fallback_reason == "action EXAM_BLOCK is not allowed this turn"
    assert log.tier_sources[str(algebra.id("ALG1"))] == {"tier": "bronze", "source": "clo_attainment"}
    assert log.candidate_scores[0]["score"] >= log.candidate_scores[-1]["score"]
    assert log.policy["focusUnitId"] == "ALG2"
    snapshot = LearnerSnapshot.objects.get()
    assert snapshot.version == decision.snapshot_version + 1
    assert snapshot.last_turn_analysis["student_intent"] == "solve"
    assert snapshot.last_turn_analysis["mappedUnits"][0]["unitId"] == "ALG4"
    touched = dict(UnitProgress.objects.filter(snapshot=snapshot, last_touched_at=NOW).values_list("unit__code", "status"))
    assert touched == {"ALG2": "in_progress", "ALG4": "in_progress"}
    assert turn.turn_record(decision=decision, message_id=message_id, action=decision.choose()) == log  # idempotent
    assert TurnLog.objects.count() == 1


def test_units_in_progress_are_the_last_three_touched(world, algebra):
    for minutes, code in enumerate(["ALG1", "ALG6", "ALG2", "ALG3"]):
        CLOAttainment.objects.update_or_create(student=world.student, clo=algebra.clos["CLO1"], defaults={"percent": 95})
        record(prepare(world, algebra, now=NOW + timedelta(minutes=minutes), **{code: 0.9}))
    decision = prepare(world, algebra, now=NOW + timedelta(minutes=10))
    assert [decision.code(u) for u in decision.next_units_in_progress][:3] == ["ALG2", "ALG3", "ALG6"]


def test_a_lost_race_is_replayed_on_fresh_data_and_overwrites_nothing(world, algebra):
    decision = prepare(world, algebra, ALG1=0.9)
    drills(world, algebra, "ALG1", True)  # a graded drill lands between the two calls
    record(decision)
    snapshot = LearnerSnapshot.objects.get()
    row = UnitProgress.objects.get(snapshot=snapshot, unit=algebra.units["ALG1"])
    assert (row.drill_attempts, row.drill_streak) == (1, 1)
    assert snapshot.version == decision.snapshot_version + 2
    assert TurnLog.objects.get().snapshot_version == decision.snapshot_version


def test_an_older_turn_never_moves_the_focus_back(world, algebra):
    CLOAttainment.objects.create(student=world.student, clo=algebra.clos["CLO1"], percent=Decimal("90"))
    first = prepare(world, algebra, ALG2=0.9)
    second = prepare(world, algebra, ALG6=0.9, now=NOW + timedelta(minutes=1))
    record(second)
    record(first)
    snapshot = LearnerSnapshot.objects.get()
    assert snapshot.focus_unit_id == algebra.id("ALG6") and snapshot.last_turn_at == NOW + timedelta(minutes=1)
    assert TurnLog.objects.count() == 2


def test_a_snapshot_that_keeps_changing_is_a_conflict_and_nothing_is_written(world, algebra, monkeypatch):
    decision = prepare(world, algebra, ALG1=0.9)
    monkeypatch.setattr(services, "swap_version", lambda *a, **k: False)
    with pytest.raises(services.SnapshotConflict) as error:
        record(decision)
    assert error.value.code == "conflict" and error.value.status == 409
    assert not TurnLog.objects.exists() and LearnerSnapshot.objects.get().last_turn_at is None


def test_a_removed_snapshot_is_a_conflict(world, algebra):
    decision = prepare(world, algebra, ALG1=0.9)
    LearnerSnapshot.objects.all().delete()
    with pytest.raises(services.SnapshotConflict, match="removed"):
        record(decision)


def test_a_models_mapped_units_are_merged_and_codes_outside_the_course_dropped(world, algebra):
    decision = prepare(world, algebra, ALG1=0.3, model_units=[("alg3", 0.95), ("BIO9", 1.0), (None, 0.8)])
    assert [(decision.code(m.unit_id), m.confidence) for m in decision.mapped_units][:1] == [("ALG3", 0.9)]
    assert decision.unit_id_for("ALG3") == algebra.id("ALG3") and decision.unit_id_for("BIO9") is None
    assert decision.policy.primary_target_unit_id == algebra.id("ALG3")


# --------------------------------------------------------------------------- graded evidence


def test_graded_drills_update_counters_streak_estimate_and_tags(world, algebra):
    after = services.evidence_record(student_id=world.student.pk, course_id=algebra.course.pk,
                                     unit_id=algebra.id("ALG2"), kind="drill", correct=False, now=NOW,
                                     mistake_tag="sign_error")
    assert (after.drill_attempts, after.drill_streak, after.tier) == (1, 0, "none") and after.mastery_p < 0.2
    services.evidence_record(student_id=world.student.pk, course_id=algebra.course.pk, unit_id=algebra.id("ALG2"),
                             kind="drill", correct=True, now=NOW, mistake_tag="ignored_when_correct")
    row = UnitProgress.objects.get(unit=algebra.units["ALG2"])
    assert list(row.confusion_tags.values_list("tag", "count")) == [("sign_error", 1)]
    assert (row.drill_attempts, row.drill_correct, row.drill_streak) == (2, 1, 1)


def test_an_exam_attempt_counts_once_and_a_wrong_one_joins_the_revisit_queue(world, algebra):
    question = algebra.questions[("ALG2", "bronze")][0]
    attempt = ExamAttempt.objects.create(student=world.student, question=question, chosen_index=1, correct=False,
                                         locked_until=NOW + timedelta(hours=24))
    services.evidence_record_exam_attempt(attempt_id=attempt.pk, now=NOW)
    assert services.evidence_record_exam_attempt(attempt_id=attempt.pk, now=NOW) == []
    snapshot = LearnerSnapshot.objects.get()
    touch = snapshot.question_touches.get()
    assert touch.revisit and touch.tier == "bronze"
    decision = prepare(world, algebra)
    assert decision.panel.revisit.count == 1 and decision.panel.revisit.locked_count == 1
    assert decision.prompt_snapshot["revisit"] == {"lockedCount": 1, "nextEligibleAt": (NOW + timedelta(hours=24)).isoformat()}


@pytest.mark.parametrize("kwargs, message", [
    ({"unit": "other", "kind": "drill"}, "does not belong"),
    ({"kind": "quiz"}, "Unknown kind"),
    ({"kind": "exam", "tier": "bronze"}, "needs its question"),
    ({"kind": "exam", "tier": "platinum", "question": True}, "needs its question"),
])
def test_bad_evidence_is_rejected_with_a_clear_message(world, algebra, kwargs, message):
    from tests.factories import UnitFactory

    unit_id = UnitFactory(course=world.other_course).pk if kwargs.get("unit") == "other" else algebra.id("ALG1")
    question_id = algebra.questions[("ALG1", "bronze")][0].pk if kwargs.get("question") else None
    with pytest.raises(services.EvidenceError, match=message):
        services.evidence_record(student_id=world.student.pk, course_id=algebra.course.pk, unit_id=unit_id,
                                 kind=kwargs["kind"], correct=True, now=NOW, tier=kwargs.get("tier"),
                                 question_id=question_id)
    assert not UnitProgress.objects.filter(drill_attempts__gt=0).exists()


def test_two_records_of_one_message_at_once_keep_one_log(world, algebra, monkeypatch):
    decision = prepare(world, algebra, ALG1=0.9)
    message_id = uuid.uuid4()
    first = turn.turn_record(decision=decision, message_id=message_id, action=decision.choose())
    version = LearnerSnapshot.objects.get().version
    # the other request's log landed after our existence check: our insert hits the unique message id
    real_filter = TurnLog.objects.filter
    calls = []

    def late_filter(*args, **kwargs):
        calls.append(kwargs)
        return TurnLog.objects.none() if len(calls) == 1 else real_filter(*args, **kwargs)

    monkeypatch.setattr(TurnLog.objects, "filter", late_filter)
    again = turn.turn_record(decision=decision, message_id=message_id, action=decision.choose())
    assert again == first and TurnLog.objects.count() == 1
    assert LearnerSnapshot.objects.get().version == version  # our snapshot write was rolled back with it
