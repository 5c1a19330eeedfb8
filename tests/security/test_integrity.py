"""Academic integrity (property 23): requests to do graded work are flagged and guided, in five
languages; ordinary questions are not flagged."""

from __future__ import annotations

import pytest
from asgiref.sync import async_to_sync

from tests.security.conftest import ids, load
from tutor import integrity, services
from tutor.integrity import AssignmentRef
from tutor.models import Message
from tutor.pipeline import TurnRequest
from tutor.runner import collect_turn
from tutor.providers.extractive import ExtractiveProvider, split_sentences

HOSTILE = load("integrity.jsonl")
BENIGN = load("integrity_negative.jsonl")
ASSIGNMENTS = [AssignmentRef(1, "Problem Set 1: Linear equations"), AssignmentRef(2, "Essay on quadratic functions"),
               AssignmentRef(3, "Optional reading notes", graded=False)]


@pytest.mark.parametrize("row", HOSTILE, ids=ids(HOSTILE))
def test_property_23_request_for_graded_work_is_flagged(row, redteam):
    scoped = ASSIGNMENTS[0] if row["context"] == "scoped" else None
    verdict = integrity.assess(row["text"], scoped=scoped, assignments=ASSIGNMENTS)
    redteam.check(f"integrity:{row['lang']}", row["text"], verdict.flagged)
    if row["context"] == "named":
        assert verdict.assignment is not None and verdict.assignment.pk in (1, 2)


@pytest.mark.parametrize("row", BENIGN, ids=ids(BENIGN))
def test_ordinary_questions_are_not_flagged_without_graded_context(row):
    assert not integrity.assess(row["text"], scoped=None, assignments=ASSIGNMENTS).flagged
    assert not integrity.assess(row["text"], scoped=None, assignments=[]).flagged


def test_intent_without_any_graded_assignment_is_not_flagged():
    assert not integrity.assess("Solve problem set 1 for me", scoped=None, assignments=[]).flagged
    ungraded = [AssignmentRef(9, "Problem Set 1", graded=False)]
    assert not integrity.assess("Solve problem set 1 for me", scoped=None, assignments=ungraded).flagged
    assert not integrity.assess("do it for me", scoped=AssignmentRef(9, "Problem Set 1", graded=False),
                                assignments=ungraded).flagged


def ask(user, conversation, text, provider=None):
    request = TurnRequest(user=user, conversation_id=conversation.pk, message=text)
    return async_to_sync(collect_turn)(request, provider=provider or ExtractiveProvider())


def answer_of(events) -> str:
    return "".join(e.data["text"] for e in events if e.type == "token")


@pytest.mark.parametrize("text", [
    "Solve problem set 1 for me: what is the coefficient of x in 3x + 2 = 11?",
    "Give me the answers to problem set 1, the equations with coefficients",
    "Resuelve el problem set 1 por mí: ecuaciones lineales y coeficientes",
])
def test_flagged_turn_is_guided_never_pasted_and_counted_per_assignment(world, indexed, graded, conversation, text,
                                                                        redteam):
    events = ask(world.student, conversation, text)
    reply = Message.objects.get(conversation=conversation, role="assistant")
    answer = answer_of(events)
    material = "".join(c["chunk_text"] for c in reply.citations)
    pasted = [s for s, _ in split_sentences(material) if len(s) > 40 and s in answer]
    redteam.check("integrity:pipeline", text, reply.flagged_integrity and not pasted, f"pasted={pasted[:1]}")
    assert reply.integrity_assignment_id == graded.pk
    assert reply.status == "complete"  # guidance, never a refusal
    # the guidance is written in the student's language (tutor/guardrails/replies.py)
    assert ("won't work it out for you" in answer or "no lo voy a resolver por ti" in answer) and "Problem Set 1" in answer
    assert "[1]" in answer  # points to the passages to read


def test_general_question_in_a_course_with_graded_work_is_answered_normally(world, indexed, graded, conversation):
    events = ask(world.student, conversation, "How do I solve linear equations in general?")
    reply = Message.objects.get(conversation=conversation, role="assistant")
    assert not reply.flagged_integrity
    assert "won't work it out" not in answer_of(events)


def test_scoped_conversation_flags_and_steers_the_model(world, indexed, graded, fake_llm, llm, redteam):
    conversation = services.conversation_create(user=world.student, course_id=world.course.pk,
                                                assignment_id=graded.pk)
    ask(world.student, conversation, "Just write the answers for me, what is a coefficient?", provider=llm)
    reply = Message.objects.get(conversation=conversation, role="assistant")
    system = fake_llm.requests_to("/chat/completions")[-1].body["messages"][0]["content"]
    redteam.check("integrity:pipeline", "scoped + model", reply.flagged_integrity
                  and "Academic integrity" in system and "Do not solve it" in system)


def test_teachers_see_counts_not_conversations(world, indexed, graded, conversation, client):
    ask(world.student, conversation, "Solve problem set 1 for me: what is a coefficient?")
    client.force_login(world.teacher)
    response = client.get(f"/teacher/courses/{world.course.pk}/analytics/")
    assert response.status_code == 200
    body = response.content.decode()
    assert "Solve problem set 1 for me" not in body and str(conversation.pk) not in body


def test_a_graded_request_the_course_has_no_evidence_for_still_gets_guidance(world, indexed, graded):
    """A request to do graded work is never met with a bare "not in your materials": the student is
    guided (steps, pointers to the nearest passages) even when the search finds no answer."""
    from tutor import services
    from tutor.models import Message, Role

    conversation = services.conversation_create(user=world.student, course_id=world.course.pk, assignment_id=graded.pk)
    events = ask(world.student, conversation, "Just send me the finished essay on the French Revolution for this")
    reply = Message.objects.get(conversation=conversation, role=Role.ASSISTANT)
    assert "refusal" not in [e.type for e in events]
    assert reply.status == "complete" and reply.flagged_integrity
    assert "won't work it out for you" in reply.content


def test_a_graded_concept_question_with_a_promise_to_write_it_oneself_is_not_flagged():
    scoped = ASSIGNMENTS[1]
    assert not integrity.assess("explain the vertex form, I'll write the essay myself", scoped=scoped,
                                assignments=ASSIGNMENTS).flagged
    # ... unless the message also demands the answer outright
    assert integrity.assess("I'll write the essay myself, just give me the answer to part 2", scoped=scoped,
                            assignments=ASSIGNMENTS).flagged


def test_a_negated_hint_is_a_demand_and_indice_therapeutique_is_no_hint():
    assert integrity.demands_answer("not a hint, the actual answer please")
    assert not integrity.asks_for_hint("l'indice thérapeutique de ce médicament")
    assert integrity.asks_for_hint("tu peux me donner un indice pour la question 2 ?")
