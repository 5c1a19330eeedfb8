"""Suggested prompts with ready answers (issue 20, seed 001 §2 and §9): generated from headings and
key terms, answered ahead of time, invalidated when the course's passages change, answered at
once in the conversation without touching the unit quota, and private to the student."""

from __future__ import annotations

import pytest
from django.test import Client
from django.utils import timezone

from courses.models import Unit
from materials.models import Chunk
from materials.services import material_delete, material_set_enabled
from tests.tutor.conftest import NOTES as NOTES_PATH, index_notes
from tests.tutor.test_api import bearer
from tutor import quotas, services, suggestion_services
from tutor.models import Message, MessageStatus, SuggestedPrompt, SuggestionOutcome, SuggestionSource
from tutor.signals import turn_completed
from tutor.suggestions import MAX_SHOWN, bold_terms, passage_headings, question_from_heading, suggest_questions

BASE = "/api/tutor"

NOTES = NOTES_PATH.read_text()[:4000]  # the demo's algebra notes: sections 1.1 to 1.5, bold key terms


# --------------------------------------------------------------------------- generation (pure)


@pytest.mark.parametrize("heading, question", [
    ("Unit ALG1: Variables > 1.1 What a variable is", "What is a variable?"),
    ("1.3 Order of operations", "What should I know about order of operations?"),
    ("2.1 Solving linear equations", "What are the steps for solving linear equations?"),
    ("How to factor a quadratic", "How do I factor a quadratic?"),
    ("Mitosis vs meiosis", "What is the difference between mitosis and meiosis?"),
    ("Why does ice float", "Why does ice float?"),
    ("DNA replication", "What should I know about DNA replication?"),
    ("Introduction", None),
    ("Worked example 3", None),
    ("Exercises", None),
    ("", None),
])
def test_headings_become_natural_questions(heading, question):
    assert question_from_heading(heading) == question


def test_bold_terms_rank_by_frequency_then_first_appearance():
    assert bold_terms(["A **cell** and a **cell membrane**.", "The **cell** again; **Mitosis**; **Exercises**"]) == [
        "cell", "cell membrane", "mitosis"]


def test_questions_alternate_headings_and_terms_deterministically():
    texts = ["# Cell biology notes\n\nA **cell** is small; a **cell membrane** holds it.",
             "## 1.2 Mitosis vs meiosis\n\n**Mitosis** and **meiosis**."]
    headings = [h for text in texts for h in passage_headings("", text)] + [
        "Cells > Exercises", "Cells > 1.3 How to use a microscope", "Biology 101: cells > 1.4 Cell walls"]
    questions = suggest_questions(["1.1 What a cell is", *headings], texts, course_title="Biology 101")
    assert questions == [
        "What is a cell?", "What is the difference between mitosis and meiosis?",
        'What does "cell membrane" mean?',  # "cell" and "mitosis" are already asked by the headings
        "How do I use a microscope?", "What should I know about cell walls?",
    ]  # the title heading ("... notes"), "Exercises" and a heading opening with the course title are no topics
    assert suggest_questions(["1.1 What a cell is", *headings], list(texts), course_title="Biology 101") == questions
    assert len(suggest_questions(headings * 5, texts, limit=3)) == 3


def test_a_scope_without_bold_terms_falls_back_to_its_distinctive_words():
    texts = ["Photosynthesis turns light into sugar. Photosynthesis happens in chloroplasts. Chloroplasts are green."]
    assert suggest_questions([], texts, other_texts=["Mitochondria release energy."]) == [
        'What does "chloroplasts" mean?', 'What does "photosynthesis" mean?']  # as frequent: alphabetical


# --------------------------------------------------------------------------- precompute and invalidation


@pytest.fixture
def cells(world, django_capture_on_commit_callbacks):
    """The algebra notes filed under unit ALG1 (named for the fixture's history: any course works)."""
    unit = Unit.objects.create(course=world.course, code="ALG1", title="Variables and expressions")
    material = index_notes(world.course, django_capture_on_commit_callbacks, text=NOTES, title="alg_notes.md")
    with django_capture_on_commit_callbacks(execute=False):
        material.unit = unit
        material.save(update_fields=["unit"])
    Chunk.all_objects.filter(material=material).update(unit=unit)
    return unit, material


def _offered(course, unit):
    return [s.text for s in suggestion_services.suggestions_offered(course_id=course.pk, unit_id=unit.pk if unit else None)]


def test_refresh_generates_and_answers_with_citations(world, cells):
    unit, material = cells
    assert suggestion_services.suggestions_refresh(course_id=world.course.pk) > 0
    offered = suggestion_services.suggestions_offered(course_id=world.course.pk, unit_id=unit.pk)
    texts = [s.text for s in offered]
    assert texts[:2] == ["What is a variable?", "What should I know about terms, coefficients and like terms?"]
    assert "What should I know about order of operations?" in texts
    assert 3 <= len(offered) <= MAX_SHOWN
    variable = offered[0]
    assert variable.source == SuggestionSource.GENERATED and variable.answer_outcome == SuggestionOutcome.ANSWERED
    assert "stands for a number" in variable.answer_text
    assert any("stands for a number" in c["chunk_text"] and c["source_filename"] == "alg_notes.md"
               for c in variable.answer_citations)
    assert _offered(world.course, None)  # the course-wide scope too
    # nothing changed: a second run answers nothing and keeps the rows
    ids = sorted(SuggestedPrompt.objects.values_list("pk", flat=True))
    assert suggestion_services.suggestions_refresh(course_id=world.course.pk) == 0
    assert sorted(SuggestedPrompt.objects.values_list("pk", flat=True)) == ids


def test_a_question_the_course_cannot_answer_is_stored_but_never_offered(world, cells):
    unit, _ = cells
    SuggestedPrompt.objects.create(course=world.course, unit=unit, text="Who won the 1998 football world cup?")
    suggestion_services.suggestions_refresh(course_id=world.course.pk)
    row = SuggestedPrompt.objects.get(text__startswith="Who won")
    assert row.answer_outcome in (SuggestionOutcome.REFUSED, SuggestionOutcome.HEDGED)
    assert row.text not in _offered(world.course, unit)


def test_teacher_rows_survive_regeneration_and_hidden_ones_are_not_offered(world, cells,
                                                                          django_capture_on_commit_callbacks):
    unit, material = cells
    suggestion_services.suggestions_refresh(course_id=world.course.pk)
    mine = SuggestedPrompt.objects.create(course=world.course, unit=unit, text="What is a coefficient?",
                                          source=SuggestionSource.TEACHER, order=0)
    hidden = SuggestedPrompt.objects.get(unit=unit, text="What is a variable?")
    SuggestedPrompt.objects.filter(pk=hidden.pk).update(hidden=True)
    # the materials change: generated questions are regenerated, the teacher's is kept and answered
    replacement = index_notes(world.course, django_capture_on_commit_callbacks, title="alg_notes_v2.md",
                              text=NOTES.replace("### 1.3 Order of operations", "### 1.3 Precedence rules"))
    Chunk.all_objects.filter(material=replacement).update(unit=unit)
    material_delete(user=world.teacher, material=material)
    suggestion_services.suggestions_refresh(course_id=world.course.pk)
    assert SuggestedPrompt.objects.filter(pk=mine.pk, source=SuggestionSource.TEACHER).exists()
    offered = _offered(world.course, unit)
    assert offered[0] == "What is a coefficient?"  # order 0: before the generated ones
    assert "What should I know about precedence rules?" in offered
    assert not SuggestedPrompt.objects.filter(text="What should I know about order of operations?").exists()
    assert "What is a variable?" not in offered
    assert SuggestedPrompt.objects.get(pk=hidden.pk).hidden  # same text regenerated: same row, still hidden


@pytest.mark.parametrize("change", ["disable", "delete", "new_material"])
def test_a_change_to_the_passages_makes_the_answers_stale_until_refreshed(world, cells, change,
                                                                          django_capture_on_commit_callbacks):
    unit, material = cells
    suggestion_services.suggestions_refresh(course_id=world.course.pk)
    before = _offered(world.course, unit)
    assert before
    with django_capture_on_commit_callbacks(execute=False) as queued:
        if change == "disable":
            material_set_enabled(user=world.teacher, material_id=material.pk, enabled=False)
        elif change == "delete":
            material_delete(user=world.teacher, material=material)
        else:
            index_notes(world.course, django_capture_on_commit_callbacks, title="genes.md",
                        text="# Genetics\n\n## Genes\n\nA **gene** is a piece of DNA that codes for a protein.")
    if change != "new_material":  # (a new material's callbacks are index_notes' own capture's)
        assert any(c.__qualname__.startswith("queue_suggestions_refresh") for c in queued)
    assert _offered(world.course, unit) == []  # stale: not offered until answered again
    suggestion_services.suggestions_refresh(course_id=world.course.pk)
    after = _offered(world.course, unit)
    if change == "new_material":
        assert after == before
    else:
        assert after == []  # the unit has nothing left to answer from
    if change == "disable":
        material_set_enabled(user=world.teacher, material_id=material.pk, enabled=True)
        suggestion_services.suggestions_refresh(course_id=world.course.pk)
        assert _offered(world.course, unit) == before  # enabled again: the same questions, answered again


# --------------------------------------------------------------------------- asking one


@pytest.fixture
def ready(world, cells):
    unit, material = cells
    suggestion_services.suggestions_refresh(course_id=world.course.pk)
    conversation = services.conversation_create(user=world.student, course_id=world.course.pk, unit_id=unit.pk)
    chip = suggestion_services.suggestions_for_conversation(conversation)[0]
    return conversation, chip


def test_asking_stores_both_messages_with_citations_and_sends_turn_completed(world, ready,
                                                                             django_capture_on_commit_callbacks):
    conversation, chip = ready
    completed = []
    turn_completed.connect(lambda **kw: completed.append(kw), weak=False, dispatch_uid="test_suggestions")
    try:
        with django_capture_on_commit_callbacks(execute=True):
            question, reply = suggestion_services.suggestion_ask(user=world.student, conversation_id=conversation.pk,
                                                                 suggestion_id=chip.pk, client_message_id="chip-1")
    finally:
        turn_completed.disconnect(dispatch_uid="test_suggestions")
    assert question.content == chip.text and question.role == "user"
    assert reply.status == MessageStatus.COMPLETE and reply.content == chip.answer_text
    assert reply.citations == chip.answer_citations and reply.reply_to_id == question.pk
    assert [c["assistant_message_id"] for c in completed] == [reply.pk]
    conversation.refresh_from_db()
    assert conversation.message_count == 2 and conversation.title
    # the same client message id returns the first answer, never a second
    again = suggestion_services.suggestion_ask(user=world.student, conversation_id=conversation.pk,
                                               suggestion_id=chip.pk, client_message_id="chip-1")
    assert again[1].pk == reply.pk and Message.objects.filter(conversation=conversation).count() == 2


def test_asking_does_not_touch_the_unit_quota(world, ready, settings):
    conversation, chip = ready
    settings.TUTOR_UNIT_PROMPT_QUOTA = 1
    for i in range(3):
        suggestion_services.suggestion_ask(user=world.student, conversation_id=conversation.pk, suggestion_id=chip.pk,
                                           client_message_id=f"chip-{i}")
    assert quotas.unit_quota_check(user=world.student, conversation=conversation, text="typed", suggested=False)
    assert quotas._client().scard(quotas._quota_key(world.student.pk, conversation.unit_id, timezone.localdate())) == 0


def test_asking_is_rejected_for_hidden_stale_foreign_or_missing_suggestions(world, ready):
    conversation, chip = ready
    other = SuggestedPrompt.objects.create(course=world.other_course, text="What is a variable?", fingerprint="x",
                                           answer_outcome=SuggestionOutcome.ANSWERED, answer_text="A cell.")
    course_wide = SuggestedPrompt.objects.filter(course=world.course, unit=None).first()
    for suggestion_id in (other.pk, course_wide.pk, 999999):
        with pytest.raises(suggestion_services.SuggestionError) as caught:
            suggestion_services.suggestion_ask(user=world.student, conversation_id=conversation.pk,
                                               suggestion_id=suggestion_id)
        assert caught.value.code == "not_found"
    SuggestedPrompt.objects.filter(pk=chip.pk).update(hidden=True)
    with pytest.raises(suggestion_services.SuggestionError):
        suggestion_services.suggestion_ask(user=world.student, conversation_id=conversation.pk, suggestion_id=chip.pk)
    assert not Message.objects.filter(conversation=conversation).exists()  # nothing saved on a rejection


# --------------------------------------------------------------------------- the JSON API (in process)


def test_api_lists_and_asks_and_hides_other_students_conversations(world, ready):
    conversation, chip = ready
    client, headers = Client(), bearer(world.student)
    listed = client.get(f"{BASE}/conversations/{conversation.pk}/suggestions", headers=headers)
    assert listed.status_code == 200
    assert listed.json()[0] == {"id": chip.pk, "text": chip.text, "unit_id": conversation.unit_id, "source": "generated"}
    asked = client.post(f"{BASE}/conversations/{conversation.pk}/suggestions/{chip.pk}/ask",
                        {"client_message_id": "api-1"}, content_type="application/json", headers=headers)
    assert asked.status_code == 200, asked.content
    body = asked.json()
    assert body["user_message"]["content"] == chip.text
    assert body["reply"]["outcome"] == "answered" and body["reply"]["citations"][0]["chunk_text"]
    history = client.get(f"{BASE}/conversations/{conversation.pk}/messages", headers=headers).json()
    assert [m["id"] for m in history] == [body["user_message"]["id"], body["reply"]["id"]]

    # another student (of another course, or of the same institution) gets a 404 with the standard body
    for user in (world.other_student, world.outsider):
        other = bearer(user)
        for response in (client.get(f"{BASE}/conversations/{conversation.pk}/suggestions", headers=other),
                         client.post(f"{BASE}/conversations/{conversation.pk}/suggestions/{chip.pk}/ask",
                                     {}, content_type="application/json", headers=other)):
            assert response.status_code == 404 and set(response.json()) == {"message", "code", "extra"}
    assert client.get(f"{BASE}/conversations/{conversation.pk}/suggestions").status_code == 401
    gone = client.post(f"{BASE}/conversations/{conversation.pk}/suggestions/999999/ask", {},
                       content_type="application/json", headers=headers)
    assert gone.status_code == 404 and gone.json()["code"] == "not_found"
    bad = client.post(f"{BASE}/conversations/{conversation.pk}/suggestions/{chip.pk}/ask",
                      {"client_message_id": "has spaces"}, content_type="application/json", headers=headers)
    assert bad.status_code == 400 and bad.json()["extra"]["field"] == "client_message_id"
