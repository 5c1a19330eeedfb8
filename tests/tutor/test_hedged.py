"""Three outcomes (issue 16): answered above the high bar, refused below the low bar, and in between
hedged: the tutor says plainly that the materials do not seem to answer this directly and shows the
closest passages as such (offline), or lets a model's own check decide."""

from __future__ import annotations

import dataclasses
import uuid

import pytest
from asgiref.sync import async_to_sync
from django.test import override_settings

from materials.evidence import EvidenceRule
from materials.search import Hits, Passage, Query
from tutor import services
from tutor.grounding import HEDGE_PASSAGES, Grounding, judge
from tutor.models import Message, MessageStatus
from tutor.phrases import phrase
from tutor.pipeline import TurnRequest
from tutor.providers.extractive import ExtractiveProvider
from tutor.runner import collect_turn

# A full question whose words the notes mostly lack: a bare term the notes name ("What is a coefficient?") is
# answered whatever the bars (materials.evidence.bare_term; test_a_bare_term_the_course_names_is_answered_from_...),
# and so is a question one passage between the bars holds the words of ("What does a coefficient tell you about a
# term?": tutor.grounding.uses_the_question).
QUESTION = "Why would anyone bother writing equations in such a tidy way?"
# Any evidence passes the low bar and none the high one: every grounded question is hedged.
ALWAYS_HEDGE = dict(EVIDENCE_THRESHOLDS={"default": 1.99, "all-MiniLM-L6-v2": 1.99},
                    EVIDENCE_LOW_THRESHOLDS={"all-MiniLM-L6-v2": 0.0})


def _passage(chunk_id: int, similarity: float) -> Passage:
    return Passage(chunk_id=chunk_id, course_id=1, material_id=uuid.uuid4(), text=f"Passage {chunk_id} text here.",
                   source_filename="notes.md", material_type="notes", page=None, section="Notes",
                   similarity=similarity, score=0.1)


@pytest.mark.parametrize("best, outcome", [(0.85, "answered"), (0.75, "hedged"), (0.65, "refused")])
def test_the_two_bars_give_three_outcomes(best, outcome):
    rule = EvidenceRule(threshold=0.8, low_threshold=0.7)
    hits = Hits([_passage(1, best), _passage(2, best - 0.02), _passage(3, 0.3)], [])
    result = judge(hits, rule)
    assert result.outcome == outcome
    if outcome == "hedged":
        # the closest passages at or above the low bar, best first, none from under it
        assert [p.chunk_id for p in result.passages] == [1, 2] and result.hedged and not result.refused
    if outcome == "answered":
        assert [p.chunk_id for p in result.passages] == [1, 2]


def test_a_bare_term_the_course_names_is_answered_from_the_passages_that_name_it():
    """"end point" lies far from every passage as a vector (0.07 to the titration passage on
    answers_blind_4): below the low bar it would be refused; the course names it, so it is answered."""
    rule = EvidenceRule(threshold=0.8, low_threshold=0.7)
    titration = dataclasses.replace(_passage(1, 0.07), text="Stop when the indicator changes; this point is called the end point.")
    hits = Hits([_passage(2, 0.14), titration], [])
    result = judge(hits, rule, query=Query("end point", [], "all-MiniLM-L6-v2", 384))
    assert result.outcome == "answered" and [p.chunk_id for p in result.passages] == [1]
    # a full question, or a term the course never uses, is judged by the evidence score as before
    assert judge(hits, rule, query=Query("Where is the end point of the line?", [], "m", 384)).outcome == "refused"
    assert judge(hits, rule, query=Query("equivalence point", [], "m", 384)).outcome == "refused"


def _about(chunk_id: int, similarity: float, text: str) -> Passage:
    return dataclasses.replace(_passage(chunk_id, similarity), text=text)


def test_a_passage_between_the_bars_that_holds_the_questions_words_answers_it():
    rule = EvidenceRule(threshold=0.8, low_threshold=0.7)
    lorenz = _about(1, 0.75, "In the 1930s Konrad Lorenz showed that newly hatched goslings follow the first moving "
                             "object they see, a process called imprinting.")
    other = _about(2, 0.74, "Attachment theory describes the bond between a child and a caregiver.")
    hits = Hits([lorenz, other], [])
    asked = judge(hits, rule, query=Query("what did konrad lorenz show about imprinting in goslings", [], "m", 384))
    assert asked.outcome == "answered" and [p.chunk_id for p in asked.passages] == [1, 2]
    # the passage lacks what the question is about: a rare word ("geese"), or a word no list knows ("spinlock")
    assert judge(hits, rule, query=Query("what did lorenz find with baby geese", [], "m", 384)).outcome == "hedged"
    assert judge(hits, rule, query=Query("is imprinting like a spinlock", [], "m", 384)).outcome == "hedged"
    # it never lifts a question below the low bar, nor looks at passages under it
    low = Hits([dataclasses.replace(lorenz, similarity=0.6)], [])
    assert judge(low, rule, query=Query("what did konrad lorenz show about imprinting in goslings", [], "m", 384)
                 ).outcome == "refused"


def test_without_a_low_bar_there_is_no_hedge_band():
    rule = EvidenceRule(threshold=0.8)
    assert rule.low == 0.8 and rule.outcome(0.79) == "refuse" and rule.outcome(0.8) == "answer"
    assert EvidenceRule(threshold=0.8, low_threshold=0.9).low == 0.8  # never above the high bar


def test_a_caller_can_build_a_hedge_from_its_own_passages():
    passages = [_passage(i, 0.5) for i in range(5)]
    hedge = Grounding.hedge(passages[:HEDGE_PASSAGES], language="de", suggestions=["Frag nach „Notes“"])
    assert hedge.outcome == "hedged" and not hedge.refused and hedge.reason == "hedged"
    assert hedge.message == phrase("hedge", "de") and hedge.suggestions == ["Frag nach „Notes“"]
    assert hedge.passages == passages[:HEDGE_PASSAGES] and hedge.best_similarity == 0.5
    assert Grounding.hedge(passages[:1]).suggestions == [phrase("suggest.rephrase")]


def _ask(user, conversation, text=QUESTION, provider=None):
    request = TurnRequest(user=user, conversation_id=conversation.pk, message=text)
    return async_to_sync(collect_turn)(request, provider=provider or ExtractiveProvider())


@pytest.mark.django_db
@override_settings(**ALWAYS_HEDGE)
def test_offline_a_hedged_turn_says_so_and_shows_the_closest_passages(world, indexed_course, conversation):
    events = _ask(world.student, conversation)
    kinds = [e.type for e in events]
    assert kinds[:2] == ["start", "hedged"] and "token" in kinds and kinds[-2:] == ["citations", "done"]
    assert events[1].data["message"] == phrase("hedge") and events[1].data["suggestions"]
    text = "".join(e.data["text"] for e in events if e.type == "token")
    assert text.startswith(phrase("hedge")) and "**Closest in your course:**" in text
    assert phrase("lead_in") not in text  # never phrased as the answer
    assert events[-1].data["outcome"] == "hedged" and events[-2].data
    reply = Message.objects.get(conversation=conversation, role="assistant")
    assert reply.status == MessageStatus.COMPLETE and reply.hedged and reply.outcome == "hedged"
    assert reply.suggestions == events[1].data["suggestions"]


@pytest.mark.django_db
@override_settings(**ALWAYS_HEDGE)
def test_a_hedged_reply_replays_as_hedged(world, indexed_course, conversation):
    request = dict(user=world.student, conversation_id=conversation.pk, message=QUESTION, client_message_id="h-1")
    first = async_to_sync(collect_turn)(TurnRequest(**request), provider=ExtractiveProvider())
    again = async_to_sync(collect_turn)(TurnRequest(**request), provider=ExtractiveProvider())
    assert [e.type for e in again][:2] == ["start", "hedged"] and again[-1].data["outcome"] == "hedged"
    assert first[-1].data["message_id"] == again[-1].data["message_id"]


@pytest.mark.django_db
@override_settings(**ALWAYS_HEDGE)
def test_hedged_replies_in_the_students_language(world, indexed_course, conversation):
    events = _ask(world.student, conversation, "¿Qué es un coeficiente en una ecuación lineal?")
    hedged = next((e for e in events if e.type == "hedged"), None)
    if hedged is not None:  # cross-lingual retrieval may also refuse; when it hedges, it hedges in Spanish
        assert hedged.data["message"] == phrase("hedge", "es")


@pytest.mark.django_db
@override_settings(**ALWAYS_HEDGE)
def test_with_a_model_the_models_own_check_decides(world, indexed_course, conversation, llm_provider, fake_llm):
    fake_llm.reply_text = "A coefficient is the number in front of a variable [1]."
    events = _ask(world.student, conversation, provider=llm_provider())
    assert "hedged" not in [e.type for e in events] and events[-1].data["outcome"] == "answered"
    fake_llm.reply_text = "NOT_IN_COURSE"
    other = services.conversation_create(user=world.student, course_id=world.course.pk)
    events = _ask(world.student, other, provider=llm_provider())
    assert [e.type for e in events] == ["start", "refusal", "done"]


@pytest.mark.django_db(transaction=True)  # the detached turn runs in the pool, outside the test's transaction
@override_settings(**ALWAYS_HEDGE)
def test_the_api_streams_the_hedged_event_and_lists_the_outcome(world, indexed_course, conversation):
    from django.test import Client

    from tests.tutor.test_api import BASE, bearer, parse_sse, send

    status, _, raw = send(bearer(world.student), conversation.pk, {"message": QUESTION})
    assert status == 200
    events = parse_sse(raw)
    kinds = [k for k, _ in events]
    assert kinds[:2] == ["start", "hedged"] and kinds[-1] == "done" and events[-1][1]["outcome"] == "hedged"
    assert events[1][1]["message"] == phrase("hedge")
    messages = Client().get(f"{BASE}/conversations/{conversation.pk}/messages", headers=bearer(world.student)).json()
    assert messages[1]["outcome"] == "hedged" and messages[1]["hedged"] is True
