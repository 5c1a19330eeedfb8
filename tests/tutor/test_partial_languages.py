"""The tutor's own sentences in the partly covered languages (tutor/phrases.py, ``PARTIAL_LANGUAGES``):
the sentences of a hedged reply, the greeting, the sign-off and the refusal are theirs; every other
sentence falls back to English; and the real turn speaks Vietnamese around an English course and
Swahili first to a student in distress."""

from __future__ import annotations

import string
import uuid

import pytest
from asgiref.sync import async_to_sync

from materials.language import SUPPORTED
from tutor.grounding import Grounding
from tutor.phrases import LANGUAGES, PARTIAL_KEYS, PARTIAL_LANGUAGES, PHRASES, every_language, language_of, phrase
from tutor.templatetags.tutor_page import is_prompt


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_the_covered_languages_are_honest():
    for key, texts in PHRASES.items():
        assert set(LANGUAGES) <= set(texts), key  # fully covered: every key
        partial = set(texts) - set(LANGUAGES)
        assert partial == (set(PARTIAL_LANGUAGES) if key in PARTIAL_KEYS else set()), key
    # every language the detector knows is covered, fully or partly, except Hindi (English: see the docstring)
    assert set(SUPPORTED) - set(LANGUAGES) - set(PARTIAL_LANGUAGES) == {"hi"}


@pytest.mark.parametrize("language", PARTIAL_LANGUAGES)
@pytest.mark.parametrize("key", PARTIAL_KEYS)
def test_each_partial_key_resolves_in_the_language_with_the_same_fields(language, key):
    text = PHRASES[key][language]
    assert text and text != PHRASES[key]["en"]
    assert _fields(text) == _fields(PHRASES[key]["en"])
    assert "\n\n" not in text  # a hedge's first paragraph is its message (tutor/pipeline.py)
    values = {name: "Loops" for name in _fields(text)}
    assert phrase(key, language, **values) == text.format(**values)


@pytest.mark.parametrize("language", PARTIAL_LANGUAGES)
def test_a_key_not_translated_falls_back_to_english(language):
    assert language_of(language) == language
    for key in ("lead_in", "closing.socratic_guide", "refusal.word", "study_coach", "emergency_now"):
        assert phrase(key, language, word="x") == phrase(key, "en", word="x")
    assert phrase("closing.quick_explainer", language) == ""


@pytest.mark.parametrize("language", ["hi", "hi-Latn", "xx"])
def test_an_uncovered_language_gets_english(language):
    assert language_of(language) == "en"
    assert phrase("hedge.cross_lingual", language) == PHRASES["hedge.cross_lingual"]["en"]


def test_the_rephrasing_advice_is_never_offered_as_a_question_to_send():
    for language in PARTIAL_LANGUAGES:
        assert phrase("suggest.rephrase", language) in every_language("suggest.rephrase")
        assert not is_prompt(phrase("suggest.rephrase", language))
        assert is_prompt(phrase("suggest.ask_about", language, title="Loops"))


def test_a_hedge_in_vietnamese_says_so_in_vietnamese():
    from materials.search import Passage

    passage = Passage(chunk_id=1, course_id=1, material_id=uuid.uuid4(), text="A for loop repeats a block.",
                      source_filename="notes.md", material_type="notes", page=None, section="Loops",
                      similarity=0.8, score=0.1)
    hedge = Grounding.hedge([passage], language="vi", message=phrase("hedge.cross_lingual", "vi"))
    assert hedge.message.startswith("Tài liệu khóa học của bạn được viết bằng ngôn ngữ khác")
    assert hedge.suggestions == [phrase("suggest.rephrase", "vi")]


# --------------------------------------------------------------------------- the real turn


LOOPS = ("# Loops\n\nA `for` loop repeats a block of code once for every item in a sequence. The function `range(5)` "
         "gives the numbers 0 to 4, so `for i in range(5):` runs its block five times.\n")


def _turn(world, message: str):
    """``message`` through the real turn in a new conversation of the world's other course: the conversation, the
    events and the answer's text."""
    from tutor.models import Conversation
    from tutor.pipeline import TurnRequest
    from tutor.providers.extractive import ExtractiveProvider
    from tutor.runner import collect_turn

    conversation = Conversation.objects.create(student=world.other_student, course=world.other_course)
    request = TurnRequest(user=world.other_student, conversation_id=conversation.pk, message=message)
    events = async_to_sync(collect_turn)(request, provider=ExtractiveProvider())
    return conversation, events, "".join(e.data["text"] for e in events if e.type == "token").strip()


@pytest.mark.django_db
@pytest.mark.slow
def test_a_vietnamese_question_gets_the_english_course_hedged_in_vietnamese(world, index_text):
    from materials.crosslingual import cross_vectors_build
    from tutor.models import Message

    cross_vectors_build(material_id=index_text(world.other_course, "python.md", LOOPS).pk)
    conversation, events, answer = _turn(world, "Làm thế nào để lặp một khối lệnh năm lần bằng vòng lặp?")
    hedge = next(e for e in events if e.type == "hedged")
    assert hedge.data["message"] == phrase("hedge.cross_lingual", "vi")
    assert hedge.data["suggestions"][0] == phrase("suggest.rephrase", "vi")
    assert answer.startswith(phrase("hedge.cross_lingual", "vi"))
    assert f"**{phrase('hedge.closest', 'vi')}:**" in answer and "range(5)" in answer
    assert Message.objects.get(conversation=conversation, role="assistant").hedged


@pytest.mark.django_db
@pytest.mark.slow
def test_a_swahili_student_in_distress_reads_swahili_first(world, index_text):
    from tutor.guardrails.replies import NATIVE_SELF_HARM, safety_reply
    from tutor.models import SafetyEvent

    index_text(world.other_course, "python.md", LOOPS)
    conversation, _, answer = _turn(world, "Sitaki kuishi tena, nimechoka na kila kitu na nafikiria kujiua")
    assert answer == safety_reply("self_harm", "sw").strip()
    assert answer.startswith(NATIVE_SELF_HARM["sw"]) and "988" in answer
    assert SafetyEvent.objects.filter(conversation=conversation, category="self_harm").exists()


@pytest.mark.parametrize("message,detected,expected", [
    ("gotta go, bye", "it", None),  # py3langid reads both as Italian
    ("no more questions", "it", None),
    ("Grazie mille!", "it", None),  # short plain ASCII: not trusted, the interface language answers
    ("cảm ơn nhiều", "vi", "vi"),  # letters only Vietnamese writes
    ("merhaba, nasılsın", "tr", "tr"),
    ("grazie mille, mi hai aiutato tantissimo oggi", "it", "it"),  # long enough to trust
    ("gracias", "es", "es"),  # a fully covered language is always trusted
])
def test_a_courtesy_reply_trusts_a_partly_covered_language_only_on_enough_evidence(message, detected, expected):
    from tutor.courtesy import reply_language

    assert reply_language(message, detected) == expected


@pytest.mark.django_db
@pytest.mark.slow
def test_a_short_english_goodbye_read_as_italian_gets_the_english_sign_off(world, index_text):
    index_text(world.other_course, "python.md", LOOPS)
    _, _, answer = _turn(world, "gotta go, bye")
    assert answer == phrase("sign_off", "en")
