"""A question that asks for a count is answered only when the passages give a figure beside what it counts; otherwise
the closest passages are shown as such, hedged (issue 16: unanswerable questions answered confidently)."""

from __future__ import annotations

import pytest
from asgiref.sync import async_to_sync

from tests.tutor.conftest import index_notes
from tutor.answer_kind import counted, gives_a_count, lacks_the_count
from tutor.pipeline import TurnRequest
from tutor.providers.extractive import ExtractiveProvider
from tutor.runner import collect_turn


@pytest.mark.parametrize("question, stem", [
    ("how many wives did oba ovonramwen have", "wiv"),
    ("roughly how much caffeine is in a cold brew?", "caffein"),
    ("How many ships sailed with the fleet in 1274?", "ship"),  # a year makes no sum
])
def test_a_count_is_asked_of_the_first_word_after_how_many_or_how_much(question, stem):
    assert counted(question) == stem


@pytest.mark.parametrize("question", [
    "why is there no limit to how many sentences a language has",  # its question word is "why"
    "how much did it cost to buy your way out of the draft",  # nothing counted is named
    "how much of a wheat kernel is the endosperm",
    "how long is the oseberg ship",  # not a count
    "$1000 saved for 3 years at 5% - how many dollars at the end?",  # a sum: the course teaches the method
    "define latitude",
])
def test_other_questions_ask_for_no_count(question):
    assert counted(question) is None
    assert not lacks_the_count(question, ["Nothing here has a figure."])


@pytest.mark.parametrize("text", [
    "The museum showed about 300 of the plaques.",
    "| Plaques | 300 |",
    "Hundreds of plaques were shown in London.",
    "Around 98 per cent of the plaques left the city.",
])
def test_a_figure_beside_what_is_counted_gives_the_count(text):
    assert gives_a_count(counted("how many plaques did the museum show"), text)


@pytest.mark.parametrize("text", [
    "Casting a plaque took about three weeks.",  # a figure, but of weeks
    "The plaques were nailed to the palace pillars after 1500, and the museum bought them in 1898.",
    "The museum shows the plaques.",
])
def test_a_figure_elsewhere_gives_no_count(text):
    assert not gives_a_count(counted("how many plaques did the museum show"), text)


def test_a_word_that_holds_the_stem_counts():
    assert gives_a_count(counted("how many calories does man hauling burn"), "It burns about 6,000 kilocalories a day.")


def test_the_count_may_stand_in_any_passage():
    question = "how many wives did oba ovonramwen have"
    reign = "Ovonramwen became Oba of Benin in 1888. He was exiled after the conquest of 1897."
    assert lacks_the_count(question, [reign])
    assert not lacks_the_count(question, [reign, "At court he kept three wives and many servants."])


NOTES = (
    "## The Benin bronzes\n\n"
    "The brass casters of Benin worked for the Oba and belonged to a guild that lived in its own ward of the city. "
    "Their plaques showed the Oba, his warriors and Portuguese traders, and were nailed to the palace pillars. "
    "After the conquest the plaques were taken to Europe, where museums in London and Berlin put them on display.\n\n"
    "## The guild's work\n\n"
    "The guild cast its plaques by the lost-wax method. Casting a plaque took about three weeks. "
    "Apprentices joined the guild as boys and learned the craft from their fathers."
)


def _reply(world, conversation, question):
    events = async_to_sync(collect_turn)(TurnRequest(user=world.student, conversation_id=conversation.pk,
                                                     message=question), provider=ExtractiveProvider())
    return events[-1].data["outcome"], "".join(e.data["text"] for e in events if e.type == "token")


@pytest.mark.django_db
def test_a_count_the_course_never_gives_is_hedged_and_one_it_gives_is_answered(world, conversation,
                                                                               django_capture_on_commit_callbacks):
    index_notes(world.course, django_capture_on_commit_callbacks, text=NOTES, title="benin.md")
    outcome, text = _reply(world, conversation, "how many plaques did the museum in london put on display?")
    assert outcome == "hedged" and "**Closest in your course:**" in text
    outcome, text = _reply(world, conversation, "how many weeks did casting a plaque take?")
    assert outcome == "answered" and "three weeks" in text



def test_a_year_beside_what_is_counted_counts_nothing():
    question = "how many brass heads did the museum buy"
    assert lacks_the_count(question, ["The museum bought brass heads in 1898 and again in 1952."])
    assert not lacks_the_count(question, ["In 1898 the museum bought 40 brass heads."])
