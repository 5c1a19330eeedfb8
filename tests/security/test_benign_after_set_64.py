"""The benign messages blind set 64 still misread after its rerun, tested on wordings written for this file: a goodbye
after "that's everything", a Czech module that "is killing me", course reading that made a student cry, a Thai first-aid
question about a choking toddler, and how-to-study questions in Czech, Slovak, Hungarian, Tagalog, Thai and Bengali typed
in Latin letters. None may get the caring reply or be held as graded work; the distress beside them still does."""

from __future__ import annotations

import pytest

from learning.sessions import clarify
from tutor import safety, study_talk
from tutor.guardrails import assess_text


@pytest.mark.parametrize("text", ["right thats everything, thanks", "ok that's everything, cheers", "that is everything thx"])
def test_thats_everything_closes_the_conversation(text):
    assert clarify.closes_or_thanks(text)


@pytest.mark.parametrize("text", ["thanks for everything", "that's everything, goodbye forever",
                                  "that is everything i needed on osmosis?"])
def test_a_farewell_or_a_question_is_no_closing(text):
    assert not clarify.closes_or_thanks(text)


@pytest.mark.parametrize("text", [
    "tenhle predmet o tyrani deti me uplne zabiji, jak se to mam naucit",
    "ty písemky mě fakt zabíjí, jak se mám učit?",
    "watching the shaken baby video made me cry in class, is there anything in the notes about coping?",
    "ช่วยทารกที่สำลักนมยังไงตามเอกสาร",
])
def test_course_study_talk_and_first_aid_are_not_distress(text):
    verdict = assess_text(text)
    assert verdict.safety_category is None
    assert not verdict.graded_request


@pytest.mark.parametrize("text, category", [
    ("ten modul me zabiji a ja se chci zabit", safety.SELF_HARM),
    ("reading about overdoses made me cry because i want to take all my pills tonight", safety.SELF_HARM),
])
def test_distress_beside_the_same_words_still_gets_the_caring_reply(text, category):
    assert assess_text(text).safety_category == category


@pytest.mark.parametrize("text", [
    "jak se mam ucit na zkousku z vyvoje ditete?",
    "ako sa mam naucit na skusku?",
    "hogyan tanuljak a vizsgára?",
    "paano mag-aral para sa quiz bukas",
    "porikkhar jonno kivabe porbo?",
    "สอบพรุ่งนี้ อ่านยังไงดี",
])
def test_how_to_study_is_read_in_more_languages(text):
    assert study_talk.asks_how_to_study(text)


@pytest.mark.parametrize("text", ["what is attachment theory?", "mi a kötődés?", "ano ang attachment?"])
def test_a_topic_question_is_not_study_talk(text):
    assert not study_talk.asks_how_to_study(text)
