"""The learning loop inside a real tutor turn: seed 002's triggers A1-A5 through the pipeline, with
the real embedding model, indexed notes per unit and their anchors (learning/anchors.py).

Each test asks a question the way a student does and reads what the turn did: the turn log (focus,
target, blocker, allowed actions, the chosen action), the answer, and the ``state_update`` event
that refreshes the SnapshotLite panel.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

import pytest
from asgiref.sync import async_to_sync
from django.utils import timezone

from courses.models import CLO, CLOAttainment, ExamQuestion, Unit
from courses.services import unit_prerequisite_add
from learning import anchors, services as learning_services
from learning.models import LearnerSnapshot, TurnLog
from learning.policy import CONCEPT_CARD, DRILL_CARD, EXAM_BLOCK, SOCRATIC_QUESTION
from tutor import services
from tutor.models import Message, Role
from tutor.pipeline import TurnRequest
from tutor.providers.extractive import ExtractiveProvider
from tutor.runner import collect_turn

pytestmark = [pytest.mark.django_db, pytest.mark.slow]

DESCRIPTIONS = {  # what a teacher writes for each unit in the admin
    "ALG1": "Variables, algebraic expressions and evaluating them by substitution.",
    "ALG2": "Solving linear equations in one variable with inverse operations, and checking the solution.",
    "ALG3": "Solving systems of two linear equations by substitution and by elimination.",
}
NOTES = {
    "ALG1": ("Variables and expressions", """# Variables

A variable is a letter that stands for a number we do not know yet. An algebraic expression combines
numbers, variables and operations, for example 3x + 2. To evaluate an expression, substitute a value for
the variable and calculate.
"""),
    "ALG2": ("Linear equations", """# Solving linear equations

A linear equation has the variable to the first power only, like 2x + 3 = 11. To solve it, undo the
operations in reverse order: subtract 3 from both sides, then divide both sides by 2, so x = 4. Always
check a solution by substituting it back into the equation.
"""),
    "ALG3": ("Systems of linear equations", """# Systems of equations

A system of linear equations is two or more equations in the same variables. The substitution method
solves one equation for a variable and substitutes it into the other. The elimination method adds or
subtracts the equations to cancel one variable.
"""),
}
OVERVIEW = """# About this course

Office hours are on Tuesdays from 2 to 4 pm in room B12. The course has weekly problem sheets and a final
exam in December.
"""


@dataclass
class Course:
    course: object
    units: dict

    def id(self, code: str) -> int:
        return self.units[code].pk


@pytest.fixture
def algebra(world, index_text) -> Course:
    course = world.course
    clo = CLO.objects.create(course=course, code="CLO1", title="Work with variables and expressions")
    units = {}
    for order, (code, (title, text)) in enumerate(NOTES.items()):
        units[code] = Unit.objects.create(course=course, code=code, title=title, order=order,
                                          anchor_text=DESCRIPTIONS[code])
        index_text(course, f"{code.lower()}.md", text, unit=units[code])
    units["ALG1"].clos.set([clo])
    unit_prerequisite_add(unit=units["ALG2"], prerequisite=units["ALG1"])
    unit_prerequisite_add(unit=units["ALG3"], prerequisite=units["ALG2"])
    index_text(course, "overview.md", OVERVIEW)
    for tier in ("bronze", "silver"):
        question = ExamQuestion.objects.create(course=course, tier=tier, prompt=f"Solve 2x + 1 = 7 ({tier})",
                                               options=["x = 3", "x = 4"], answer_index=0, memo="Subtract 1, divide by 2.")
        question.units.add(units["ALG2"])
    anchors.course_anchors_refresh(course_id=course.pk)
    return Course(course, units)


def ask(world, text: str):
    conversation = services.conversation_create(user=world.student, course_id=world.course.pk)
    events = async_to_sync(collect_turn)(
        TurnRequest(user=world.student, conversation_id=conversation.pk, message=text),
        provider=ExtractiveProvider())
    reply = Message.objects.get(conversation=conversation, role=Role.ASSISTANT)
    log = TurnLog.objects.filter(message_id=reply.pk).first()
    return events, reply, log


def state(events) -> dict:
    updates = [e.data for e in events if e.type == "state_update"]
    assert len(updates) == 1, [e.type for e in events]
    return updates[0]


def passed_clo(world, algebra):
    """Graded work already shows the student can do ALG1 (cold start: bronze)."""
    CLOAttainment.objects.create(student=world.student, clo=CLO.objects.get(course=algebra.course, code="CLO1"),
                                 percent=Decimal("85"))


def test_a1_a_confident_question_with_its_prerequisites_in_place_gets_a_drill_on_it(world, algebra):
    passed_clo(world, algebra)
    events, reply, log = ask(world, "How do I solve the linear equation 2x + 3 = 11?")
    assert reply.status == "complete" and "subtract 3 from both sides" in reply.content
    assert (log.target_unit_id, log.focus_unit_id, log.blocker_unit_id) == (algebra.id("ALG2"), algebra.id("ALG2"), None)
    assert set(log.allowed_actions) == {SOCRATIC_QUESTION, DRILL_CARD}
    assert (log.action, log.action_unit_id, log.fell_back) == (DRILL_CARD, algebra.id("ALG2"), True)
    assert log.tier_sources[str(algebra.id("ALG1"))] == {"tier": "bronze", "source": "clo_attainment"}
    assert "make sure of" not in reply.content and reply.suggestions == []  # nothing missing: no nudge
    assert state(events)["panel"]["focus"]["code"] == "ALG2"


def test_a2_a_question_whose_prerequisite_is_unmastered_points_to_it_and_moves_the_focus(world, algebra):
    events, reply, log = ask(world, "How does the elimination method solve a system of equations?")
    assert "elimination method" in reply.content  # the question is answered...
    assert "make sure of “Linear equations”" in reply.content  # ...then the prerequisite is named
    assert reply.suggestions == ["Ask about “Linear equations”"]
    assert (log.target_unit_id, log.blocker_unit_id, log.focus_unit_id) == (
        algebra.id("ALG3"), algebra.id("ALG2"), algebra.id("ALG2"))
    assert (log.action, log.action_unit_id) == (DRILL_CARD, algebra.id("ALG2"))
    snapshot = LearnerSnapshot.objects.get(student=world.student, course=algebra.course)
    assert snapshot.focus_unit_id == algebra.id("ALG2")
    panel = state(events)["panel"]
    assert panel["focus"]["code"] == "ALG2" and panel["prerequisite"]["blocks"]["code"] == "ALG3"
    done = next(e for e in events if e.type == "done")
    assert done.data["suggestions"] == ["Ask about “Linear equations”"]


def test_a3_a_question_no_unit_is_sure_of_keeps_the_focus_and_gets_a_clarifier(world, algebra):
    events, reply, log = ask(world, "When are the office hours for this course?")
    assert reply.status == "complete" and "Tuesdays" in reply.content
    assert log.action == SOCRATIC_QUESTION and log.target_unit_id == log.focus_unit_id == algebra.id("ALG1")
    assert all(m["confidence"] < 0.55 for m in log.mapped_units)


def test_a4_drill_evidence_of_being_stuck_allows_a_concept_card(world, algebra):
    passed_clo(world, algebra)
    now = timezone.now()
    ask(world, "How do I solve the linear equation 2x + 3 = 11?")  # the focus moves to ALG2
    for i in range(2):
        learning_services.evidence_record(student_id=world.student.pk, course_id=algebra.course.pk,
                                          unit_id=algebra.id("ALG2"), kind="drill", correct=False,
                                          now=now - dt.timedelta(minutes=5 - i))
    _, _, log = ask(world, "How do I check a solution of a linear equation?")
    assert log.stuck and CONCEPT_CARD in log.allowed_actions
    assert (log.action, log.action_unit_id) == (CONCEPT_CARD, algebra.id("ALG2"))


def test_a5_exam_ready_gets_an_exam_block_at_the_desired_tier(world, algebra):
    passed_clo(world, algebra)
    now = timezone.now()
    ask(world, "How do I solve the linear equation 2x + 3 = 11?")
    for i in range(2):
        learning_services.evidence_record(student_id=world.student.pk, course_id=algebra.course.pk,
                                          unit_id=algebra.id("ALG2"), kind="drill", correct=True,
                                          now=now - dt.timedelta(minutes=5 - i))
    events, _, log = ask(world, "How do I solve a linear equation like 5x - 2 = 13?")
    assert log.exam_ready and log.desired_tier == "bronze" and log.exam_availability == "available"
    assert EXAM_BLOCK in log.allowed_actions and log.action == EXAM_BLOCK
    assert log.policy["desiredExamTier"] == "bronze"
    assert state(events)["panel"]["exam"] == {"tier": "bronze", "ready": True, "availability": "available",
                                              "next_eligible_at": None}


def test_a_refusal_writes_no_turn_log_and_moves_nothing(world, algebra):
    _, reply, log = ask(world, "Who painted the Sistine Chapel ceiling?")
    assert reply.status == "refused" and log is None
    assert not LearnerSnapshot.objects.filter(student=world.student).exists()


def test_a_model_gets_the_policy_and_snapshot_lite_and_never_the_student(world, algebra, fake_llm, llm_provider):
    """PF-3.6.3/3.6.4: with a model, the system prompt carries the turn's POLICY and snapshot-lite
    (unit codes, their titles) and nothing that identifies the student; the offline nudge sentence
    is not added (the model words it, told by the policy)."""
    import json

    world.student.first_name, world.student.email = "Amina", "amina@example.org"
    world.student.save()
    conversation = services.conversation_create(user=world.student, course_id=world.course.pk)
    fake_llm.reply_text = "Elimination adds the equations to cancel a variable [1]. First revisit linear equations."
    events = async_to_sync(collect_turn)(
        TurnRequest(user=world.student, conversation_id=conversation.pk, message=f"I'm Amina: {QUESTION_SYSTEMS}"),
        provider=llm_provider())
    system = fake_llm.requests_to("/chat/completions")[-1].body["messages"][0]["content"]
    assert '"POLICY"' in system and '"prereqBlockingUnitId": "ALG2"' in system
    assert '"ALG2": "Linear equations"' in system and '"snapshotLiteForLLM"' in system
    whole = json.dumps(fake_llm.requests_to("/chat/completions")[-1].body)
    assert "Amina" not in whole and "amina@example.org" not in whole and f'"{world.student.pk}"' not in whole
    reply = Message.objects.get(conversation=conversation, role=Role.ASSISTANT)
    assert "make sure of" not in reply.content and reply.suggestions == []
    assert state(events)["panel"]["focus"]["code"] == "ALG2"


QUESTION_SYSTEMS = "How does the elimination method solve a system of equations?"
