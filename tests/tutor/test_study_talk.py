"""A question about how to study that the course has no advice for gets the tutor's coaching reply
(tutor/study_talk.py), never "your course materials never mention ...": blind guardrail sets 13-15
refused "any tips for calculation questions?" and "where do i even start" as topics the course lacks."""

import pytest

from courses.models import Unit
from tutor import study_talk
from tutor.models import Message, MessageStatus
from tutor.phrases import PHRASES
from tests.tutor.test_pipeline import ask, types

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("message", [
    "i keep messing up calculations under time pressure, any tips",
    "i'm behind and panicking a bit about the mock, where do i even start",
    "how do i make my essays score higher",
    "what's the best way to structure a 20 marker?",
    "is it worth making flashcards for the formulas or is there a better way",
    "¿cómo organizo el repaso para el examen de sociología?",
    "j'arrive jamais à retenir les dates, t'as une astuce pour réviser ?",
    "wie lerne ich am besten für die klausur nächste woche?",
    "como eu organizo a revisão pra prova?",
    "社会学考试怎么复习比较好？",
    "kal test hai aur kuch yaad nahi, kya karun",
    "i'm so behind on this course, where do i even start?",  # falling behind is study talk (guardrail set 21)
    "how do i catch up after two weeks off sick?",
    # a practical ahead, and how to set out one's working (guardrail set 35)
    "Honestly I'm dreading the practical on Friday. What should I have straight for the rigging part?",
    "I'm dyslexic and the numbers jump about. Is there a way to lay out my working so it's clearer?",
    "what does showing my working actually get me if the final answer is wrong?",
])
def test_questions_about_how_to_study_are_recognised(message):
    assert study_talk.asks_how_to_study(message)


@pytest.mark.parametrize("message", [
    "what is a transform boundary?",
    "how do I test whether my residuals are normal?",  # "test" as the subject's verb
    "How do I make an email field in a form that can't be left blank?",
    "übungsblatt 2 aufgabe 4, wie rechne ich den erwartungswert? nur ein tipp",  # a hint, not study advice
    "practice sheet 1 q1, how do i start?",
    "how do i get a better credit score",
    "why does the wave fall behind the wind, where do i start with that diagram?",  # "behind" as the subject's word
    "",
])
def test_questions_about_the_subject_are_not(message):
    assert not study_talk.asks_how_to_study(message)


def test_the_reply_names_the_sections_and_offers_sessions_only_for_a_course_with_units():
    without = study_talk.coaching_reply(sections=["Slope", "Quadratic equations"], has_units=False, language="en")
    assert "“Slope”; “Quadratic equations”" in without and "learning session" not in without
    withunits = study_talk.coaching_reply(sections=[], has_units=True, language="de")
    assert "Lernsitzung" in withunits and "Einstiegspunkte" not in withunits


def test_a_study_question_the_course_has_no_advice_for_gets_coaching_not_a_refusal(world, indexed_course, conversation):
    events = ask(world.student, conversation, "i keep messing up calculations under time pressure, any tips")
    assert "refusal" not in types(events) and types(events)[-2:] == ["citations", "done"]
    answer = "".join(e.data["text"] for e in events if e.type == "token")
    assert answer.startswith(PHRASES["study_coach"]["en"])
    assert "Good places to start in your course: “" in answer  # the course's own section headings
    assert "learning session" not in answer  # this course has no units
    reply = Message.objects.get(conversation=conversation, role="assistant")
    assert reply.status == MessageStatus.COMPLETE and not reply.citations


def test_a_course_with_units_is_offered_its_learning_sessions(world, indexed_course, conversation):
    Unit.objects.create(course=indexed_course, code="U1", title="Linear equations", order=1)
    events = ask(world.student, conversation, "¿cómo organizo el repaso para el examen?")
    answer = "".join(e.data["text"] for e in events if e.type == "token")
    assert answer.startswith(PHRASES["study_coach"]["es"]) and PHRASES["study_coach.sessions"]["es"] in answer


def test_a_content_question_the_course_lacks_is_still_refused(world, indexed_course, conversation):
    events = ask(world.student, conversation, "how do i test whether a die is loaded with a chi-square test?")
    assert types(events) == ["start", "refusal", "done"]


@pytest.mark.parametrize("message", [
    "hiya, what does this course cover?",
    "Morning! Which topics are in the slides?",
    "what's this course about",
    "¿de qué trata el curso?",
    "worum geht es im Kurs?",
    "morning! whats this unit about overall?",  # blind guardrail set 63: refused
    "what is this module actually about",
])
def test_questions_about_what_the_course_covers_are_recognised(message):
    assert study_talk.asks_what_the_course_covers(message)


@pytest.mark.parametrize("message", [
    "what does the course cover about the slope of a line between two points on a graph drawn to scale?",
    "what is a transform boundary?",
    "what is this unit about the french revolution asking me to do in essay 2",
    "",
])
def test_other_questions_are_not_an_overview(message):
    assert not study_talk.asks_what_the_course_covers(message)


def test_what_the_course_covers_is_answered_with_its_sections_not_refused(world, indexed_course, conversation):
    """Blind guardrail set 53: "hiya, what does this course cover?" was refused as "your course never mentions 'hiya'"."""
    events = ask(world.student, conversation, "hiya, what does this course cover?")
    assert "refusal" not in types(events)
    answer = "".join(e.data["text"] for e in events if e.type == "token")
    assert answer.startswith("Your course covers these topics: “")
