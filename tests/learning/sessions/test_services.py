"""Session services on the real PostgreSQL: start or resume, pause/resume/end, the lifecycle and exam
writes, and compare-and-swap (including a real race between two connections)."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest
from django.db import IntegrityError, connection, transaction

from courses.models import ExamAttempt
from learning.models import LearningSession, StudyPlan, StudyPlanStep
from learning.sessions import selectors, services
from learning.sessions.services import STALE_MESSAGE, SessionEnded, SessionInvalid, SessionPaused, SessionStale
from tests.learning.conftest import NOW

BALANCING = """# Solving by balancing

To solve a linear equation such as 3x + 5 = 20, do the same operation to both sides until x stands alone.
Subtract 5 from both sides to get 3x = 15, then divide both sides by 3 to get x = 5. Check by substituting.
"""

BRACKETS = """# Brackets on both sides

Expand brackets first: 2(x + 1) = x + 7 becomes 2x + 2 = x + 7, so x = 5.
"""


def start(world, algebra, mode="teach_me", code="ALG2", **kwargs):
    unit_id = algebra.id(code) if code else None
    return services.session_create(student_id=world.student.pk, course_id=algebra.course.pk, mode=mode,
                                   unit_id=unit_id, now=NOW, **kwargs)


def teacher_plan(algebra, code="ALG2", steps=(("explain", "Balancing"), ("check", "Balancing"),
                                              ("explain", "Brackets"), ("practice", "Linear equations"))):
    plan = StudyPlan.objects.create(unit=algebra.units[code])
    for order, (kind, concept) in enumerate(steps):
        StudyPlanStep.objects.create(plan=plan, order=order, kind=kind, concept=concept, section=concept)
    return plan


# --------------------------------------------------------------------------- study plans and start


@pytest.mark.django_db
def test_a_unit_without_a_plan_gets_the_default_from_its_materials_sections(world, algebra, index_text):
    index_text(algebra.course, "Balancing", BALANCING, unit=algebra.units["ALG2"])
    index_text(algebra.course, "Brackets", BRACKETS, unit=algebra.units["ALG2"])
    plan = selectors.study_plan_for_unit(algebra.units["ALG2"])
    assert [(s.kind, s.concept, s.section) for s in plan[:3]] == [
        ("explain", "Solving by balancing", "Solving by balancing"),
        ("check", "Solving by balancing", "Solving by balancing"),
        ("explain", "Brackets on both sides", "Brackets on both sides")]
    assert plan[3].concept == "Linear equations" and plan[3].section == ""


@pytest.mark.django_db
def test_a_unit_with_no_material_is_taught_by_its_title(world, algebra):
    plan = selectors.study_plan_for_unit(algebra.units["ALG3"])
    assert [(s.kind, s.concept) for s in plan] == [("explain", "Systems of linear equations"),
                                                   ("check", "Systems of linear equations"),
                                                   ("explain", "Systems of linear equations"),
                                                   ("practice", "Systems of linear equations")]


@pytest.mark.django_db
def test_teach_me_copies_the_teachers_plan_and_a_second_start_resumes_it(world, algebra):
    teacher_plan(algebra)
    first = start(world, algebra)
    assert not first.resumed and first.session.version == 1 and first.session.step_index == 1
    assert [s["concept"] for s in first.session.state["plan"]] == ["Balancing", "Balancing", "Brackets",
                                                                   "Linear equations"]
    StudyPlanStep.objects.filter(plan__unit=algebra.units["ALG2"]).delete()  # editing the plan moves nobody
    again = start(world, algebra)
    assert again.resumed and again.session.pk == first.session.pk
    assert len(again.session.state["plan"]) == 4
    services.session_pause(session_id=first.session.pk, student_id=world.student.pk, now=NOW)
    paused = start(world, algebra)
    assert paused.resumed and paused.session.status == "paused"
    services.session_end(session_id=first.session.pk, student_id=world.student.pk, now=NOW)
    fresh = start(world, algebra)
    assert not fresh.resumed and fresh.session.pk != first.session.pk


@pytest.mark.django_db
def test_the_database_refuses_a_second_open_teach_me_session_for_a_unit(world, algebra):
    first = start(world, algebra).session
    with pytest.raises(IntegrityError), transaction.atomic():
        LearningSession.objects.create(student=world.student, course=algebra.course, unit=first.unit, mode="teach_me",
                                       created_at=NOW, updated_at=NOW)


@pytest.mark.django_db
def test_start_refuses_what_cannot_be_a_session(world, algebra):
    with pytest.raises(SessionInvalid, match="mode"):
        start(world, algebra, mode="quiz")
    with pytest.raises(SessionInvalid, match="whole course"):
        start(world, algebra, mode="teach_me", code=None)
    other = type(algebra.units["ALG1"]).objects.create(course=world.other_course, code="B1", title="Cells")
    with pytest.raises(services.ApplicationError) as error:
        services.session_create(student_id=world.student.pk, course_id=algebra.course.pk, mode="clarify",
                                unit_id=other.pk, now=NOW)
    assert error.value.code == "not_found" and error.value.status == 404
    with pytest.raises(SessionInvalid, match="at least 3"):
        start(world, algebra, mode="exam", code="ALG3")


# --------------------------------------------------------------------------- exams


@pytest.mark.django_db
def test_an_exam_draws_seven_by_tier_never_a_locked_question_and_repeats_with_its_seed(world, algebra):
    # the course has 2 questions per tier in ALG1 and ALG2: 4 silver, one of them locked
    locked = algebra.questions[("ALG1", "silver")][0]
    ExamAttempt.objects.create(student=world.student, question=locked, chosen_index=1, correct=False,
                               locked_until=NOW + timedelta(hours=3))
    session = start(world, algebra, mode="exam", code=None, exam_seed=7).session
    questions = session.state["exam"]["questions"]
    assert len(questions) == 7 and session.unit is None
    # silver aims at 4 but has 3 to ask: the fourth medium slot is filled from easy
    assert [q["tier"] for q in questions] == ["bronze", "bronze", "bronze", "silver", "silver", "silver", "gold"]
    assert locked.pk not in {q["question_id"] for q in questions}
    assert all(q["unit_id"] in (algebra.id("ALG1"), algebra.id("ALG2")) for q in questions)
    again = start(world, algebra, mode="exam", code=None, exam_seed=7).session
    assert [q["question_id"] for q in again.state["exam"]["questions"]] == [q["question_id"] for q in questions]


@pytest.mark.django_db
def test_a_unit_exam_with_six_questions_asks_three(world, algebra):
    session = start(world, algebra, mode="exam", code="ALG1", exam_seed=1).session
    assert [q["tier"] for q in session.state["exam"]["questions"]] == ["bronze", "silver", "gold"]


@pytest.mark.django_db
def test_exam_answers_are_graded_by_the_partial_rule_and_the_last_one_ends_with_the_result(world, algebra):
    session = start(world, algebra, mode="exam", code="ALG1", exam_seed=1).session
    signals = [(True, None), (False, "adequate"), (False, "needs_remediation")]
    outcomes = []
    for correct, signal in signals:
        recorded = services.session_answer_record(session_id=session.pk, student_id=world.student.pk,
                                                  expected_version=session.version, correct=correct, answer="a",
                                                  mastery_signal=signal, now=NOW)
        session = recorded.session
        outcomes.append(recorded.move)
    assert outcomes == ["correct", "partial", "incorrect"]
    assert session.status == "ended" and session.state["exam"]["finished"]
    feedback = session.state["exam"]["feedback"]
    assert (feedback["score"], feedback["total"], feedback["percentage"]) == (1, 3, 50.0)
    # half credit on the unit's one concept: neither a strength nor under the weak line
    assert feedback["strengths"] == [] and feedback["weak_areas"] == []
    assert feedback["next_steps"][0] == "Practise Variables and expressions: your answers were close."


@pytest.mark.django_db
def test_ending_an_exam_early_scores_what_was_answered(world, algebra):
    session = start(world, algebra, mode="exam", code="ALG1", exam_seed=1).session
    session = services.session_answer_record(session_id=session.pk, student_id=world.student.pk,
                                             expected_version=1, correct=True, answer="a", now=NOW).session
    ended = services.session_end(session_id=session.pk, student_id=world.student.pk, now=NOW)
    feedback = ended.state["exam"]["feedback"]
    assert ended.status == "ended" and (feedback["score"], feedback["total"], feedback["unanswered"]) == (1, 3, 2)
    assert any("ended early" in p for p in feedback["patterns"])


# --------------------------------------------------------------------------- Teach me lifecycle


@pytest.mark.django_db
def test_teach_me_answers_walk_the_lifecycle_and_the_plan(world, algebra):
    teacher_plan(algebra)
    session = start(world, algebra).session
    moves = []
    for correct in (False, False, False, False, True):
        recorded = services.session_answer_record(session_id=session.pk, student_id=world.student.pk,
                                                  expected_version=session.version, correct=correct, answer="x=4",
                                                  now=NOW)
        session, _ = recorded.session, moves.append(recorded.move)
        if not correct:
            assert session.step_index == 1
    # ALG2 has a prerequisite (ALG1): the fourth wrong answer steps back to it
    assert moves == ["probe", "hint", "explain_differently", "prerequisite", "advance"]
    assert session.step_index == 2 and session.state["question"] is None and session.state["covered"] == ["Balancing"]
    assert session.version == 6


@pytest.mark.django_db
def test_advance_covers_the_steps_left_behind_and_completes(world, algebra):
    teacher_plan(algebra)
    session = start(world, algebra).session
    session = services.session_advance(session_id=session.pk, student_id=world.student.pk, expected_version=1,
                                       to_step=3, now=NOW)
    assert session.step_index == 3 and session.state["covered"] == ["Balancing"]
    session = services.session_advance(session_id=session.pk, student_id=world.student.pk, expected_version=2,
                                       to_step=9, now=NOW)
    assert session.step_index == 5 and session.state["covered"] == ["Balancing", "Brackets", "Linear equations"]
    with pytest.raises(SessionInvalid, match="complete"):
        services.session_answer_record(session_id=session.pk, student_id=world.student.pk, expected_version=3,
                                       correct=True, answer="", now=NOW)


# --------------------------------------------------------------------------- pause, resume, end rules


@pytest.mark.django_db
def test_a_paused_session_accepts_no_answer_until_resumed(world, algebra):
    session = start(world, algebra).session
    paused = services.session_pause(session_id=session.pk, student_id=world.student.pk, now=NOW,
                                    expected_version=1)
    assert (paused.status, paused.version, paused.paused_at) == ("paused", 2, NOW)
    with pytest.raises(SessionPaused, match="paused") as error:
        services.session_answer_record(session_id=session.pk, student_id=world.student.pk, expected_version=2,
                                       correct=True, answer="", now=NOW)
    assert error.value.status == 409
    with pytest.raises(SessionPaused):
        services.session_advance(session_id=session.pk, student_id=world.student.pk, expected_version=2, to_step=2,
                                 now=NOW)
    assert LearningSession.objects.get(pk=session.pk).version == 2  # nothing written
    resumed = services.session_resume(session_id=session.pk, student_id=world.student.pk, now=NOW)
    assert (resumed.status, resumed.version, resumed.paused_at) == ("active", 3, None)
    assert services.session_resume(session_id=session.pk, student_id=world.student.pk, now=NOW).version == 3


@pytest.mark.django_db
def test_only_teach_me_pauses_and_an_ended_session_stays_ended(world, algebra):
    clarify = start(world, algebra, mode="clarify").session
    with pytest.raises(SessionInvalid, match="Teach me"):
        services.session_pause(session_id=clarify.pk, student_id=world.student.pk, now=NOW)
    ended = services.session_end(session_id=clarify.pk, student_id=world.student.pk, now=NOW)
    assert ended.status == "ended" and ended.state["clarify_complete"] and ended.ended_at == NOW
    assert services.session_end(session_id=clarify.pk, student_id=world.student.pk, now=NOW).version == ended.version
    with pytest.raises(SessionEnded):
        services.session_resume(session_id=clarify.pk, student_id=world.student.pk, now=NOW)
    with pytest.raises(SessionInvalid, match="no graded answers"):
        other = start(world, algebra, mode="clarify").session
        services.session_answer_record(session_id=other.pk, student_id=world.student.pk, expected_version=1,
                                       correct=True, answer="", now=NOW)


@pytest.mark.django_db
def test_another_students_session_is_not_found(world, algebra):
    session = start(world, algebra).session
    with pytest.raises(services.ApplicationError) as error:
        services.session_pause(session_id=session.pk, student_id=world.other_student.pk, now=NOW)
    assert error.value.code == "not_found"


# --------------------------------------------------------------------------- compare-and-swap


@pytest.mark.django_db
def test_a_stale_version_is_refused_with_the_seeds_message_and_nothing_is_written(world, algebra):
    session = start(world, algebra).session
    services.session_advance(session_id=session.pk, student_id=world.student.pk, expected_version=1, to_step=2,
                             now=NOW)
    with pytest.raises(SessionStale) as error:
        services.session_pause(session_id=session.pk, student_id=world.student.pk, now=NOW, expected_version=1)
    assert error.value.message == STALE_MESSAGE
    assert (error.value.code, error.value.status, error.value.extra) == ("stale_session", 409, {"current_version": 2})
    row = LearningSession.objects.get(pk=session.pk)
    assert (row.version, row.status) == (2, "active")


@pytest.mark.django_db(transaction=True)
def test_two_connections_racing_on_one_version_exactly_one_wins(world, algebra, monkeypatch):
    """Both writers read version 1 before either writes (a barrier between read and write), each on its
    own thread and database connection; the conditional UPDATE lets exactly one through."""
    session = start(world, algebra).session
    barrier = threading.Barrier(2, timeout=30)
    load = services._load

    def load_then_wait(session_id, student_id):
        loaded = load(session_id, student_id)
        barrier.wait()
        return loaded

    monkeypatch.setattr(services, "_load", load_then_wait)
    outcomes: dict[str, object] = {}

    def write(name: str, call) -> None:
        try:
            outcomes[name] = call()
        except Exception as error:  # collected and asserted below
            outcomes[name] = error
        finally:
            connection.close()

    calls = {
        "advance": lambda: services.session_advance(session_id=session.pk, student_id=world.student.pk,
                                                    expected_version=1, to_step=3, now=NOW),
        "pause": lambda: services.session_pause(session_id=session.pk, student_id=world.student.pk, now=NOW,
                                                expected_version=1),
    }
    threads = [threading.Thread(target=write, args=(name, call)) for name, call in calls.items()]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    winners = [name for name, out in outcomes.items() if isinstance(out, LearningSession)]
    losers = [out for out in outcomes.values() if isinstance(out, SessionStale)]
    assert len(winners) == 1 and len(losers) == 1, outcomes
    assert losers[0].message == STALE_MESSAGE
    row = LearningSession.objects.get(pk=session.pk)
    assert row.version == 2
    if winners == ["advance"]:
        assert (row.step_index, row.status) == (3, "active")
    else:
        assert (row.step_index, row.status) == (1, "paused")


@pytest.mark.django_db
def test_only_teach_me_and_clarify_carry_the_plan(world, algebra):
    assert len(start(world, algebra, mode="clarify").session.state["plan"]) == 4
    exam = start(world, algebra, mode="exam", code="ALG1", exam_seed=3).session
    assert exam.state["plan"] == [] and "exam" in exam.state
