"""The caring replies reach every language the detector knows (tutor/guardrails/replies.py): the
nineteen partly covered languages (``NATIVE_FIRST``) read a short paragraph in their own language first,
then the whole English reply with its resources; only the numbers the module docstring lists are
named; and no language the detector returns is left without findahelpline.com."""

from __future__ import annotations

import re

import pytest

from materials.language import SUPPORTED
from tutor import safety
from tutor.guardrails import replies
from tutor.guardrails.replies import NATIVE_FIRST, SAFETY, guidance_text, safety_reply

# What each native paragraph must say: "you are not alone" (self-harm), "not your fault" (abuse).
NOT_ALONE = {
    "it": "Non sei solo o sola", "nl": "Je staat er niet alleen voor", "ar": "لست وحدك", "ru": "Вы не одни",
    "ja": "あなたは一人ではありません", "ko": "혼자가 아니에요", "tr": "Yalnız değilsin", "id": "Kamu tidak sendirian",
    "pl": "Nie jesteś z tym sam ani sama", "vi": "Bạn không đơn độc", "sw": "Hauko peke yako",
    "tl": "Hindi ka nag-iisa", "uk": "Ви не самі", "ro": "Nu ești singur sau singură", "fa": "تو تنها نیستی",
    "cs": "Nejsi na to sám ani sama", "sv": "Du är inte ensam", "fi": "Et ole yksin", "hu": "Nem vagy egyedül",
    "lt": "Tu nesi vienas ir ne viena", "et": "Sa ei ole üksi", "sk": "Nie si na to sám ani sama",
}
NOT_YOUR_FAULT = {
    "it": "Non è colpa tua", "nl": "Het is niet jouw schuld", "ar": "هذا ليس ذنبك", "ru": "Это не ваша вина",
    "ja": "あなたは悪くありません", "ko": "당신의 잘못이 아니에요", "tr": "Bu senin suçun değil", "id": "Ini bukan salahmu",
    "pl": "To nie twoja wina", "vi": "Đây không phải lỗi của bạn", "sw": "Si kosa lako",
    "tl": "Hindi mo ito kasalanan", "uk": "Це не ваша провина", "ro": "Nu este vina ta", "fa": "تقصیر تو نیست",
    "cs": "Není to tvoje vina", "sv": "Det är inte ditt fel", "fi": "Se ei ole sinun syytäsi", "hu": "Nem a te hibád",
    "lt": "Tai ne tavo kaltė", "et": "See ei ole sinu süü", "sk": "Nie je to tvoja vina",
}
# The numbers a native paragraph may name, per language (the module docstring's list); none for the
# languages spoken in many countries with different numbers.
NUMBERS = {
    "it": {"112"}, "nl": {"112", "113", "0800-0113"}, "pl": {"112"}, "tr": {"112"}, "ru": {"112"}, "uk": {"112"},
    "tl": {"911", "1553"}, "vi": {"115", "113"}, "ja": {"119", "110"}, "ko": {"119", "112", "109"},
    "ar": set(), "id": set(), "sw": set(), "ro": {"112"}, "fa": set(), "cs": {"112"}, "sv": {"112"}, "fi": {"112"},
    "hu": {"112"}, "lt": {"112"}, "et": {"112"}, "sk": {"112"},
}


def _native(reply: str) -> str:
    return reply.split("\n\n", 1)[0]


def test_the_partly_covered_languages_are_every_other_language_the_detector_knows():
    assert set(NATIVE_FIRST) == set(SUPPORTED) - set(replies.LANGUAGES)
    assert set(replies.NATIVE_SELF_HARM) == set(replies.NATIVE_ABUSE) == set(replies.NATIVE_GUIDANCE) == set(NATIVE_FIRST)


@pytest.mark.parametrize("code", [*SUPPORTED, "hi-Latn", None, "xx"])
@pytest.mark.parametrize("category", [safety.SELF_HARM, safety.ABUSE])
def test_every_detected_language_gets_a_caring_reply_with_findahelpline(code, category):
    assert "findahelpline.com" in safety_reply(category, code)


@pytest.mark.parametrize("code", NATIVE_FIRST)
def test_self_harm_reads_the_native_paragraph_first_then_the_whole_english_reply(code):
    reply = safety_reply(safety.SELF_HARM, code)
    native = _native(reply)
    assert native.startswith(NOT_ALONE[code])
    assert "findahelpline.com" in native
    assert reply == f"{native}\n\n{SAFETY['en'][safety.SELF_HARM]}"  # the English, whole, with 988 and 116 123
    assert "988" in reply and "116 123" in reply


@pytest.mark.parametrize("code", NATIVE_FIRST)
def test_abuse_reads_the_native_paragraph_first_then_the_whole_english_reply(code):
    reply = safety_reply(safety.ABUSE, code)
    native = _native(reply)
    assert native.startswith(NOT_YOUR_FAULT[code])
    assert "findahelpline.com" in native
    assert reply == f"{native}\n\n{SAFETY['en'][safety.ABUSE]}"
    assert "can't help with that" not in reply.lower()  # never the refusal written for a request


@pytest.mark.parametrize("code", NATIVE_FIRST)
def test_a_native_paragraph_names_only_the_numbers_we_are_sure_of(code):
    for category in (safety.SELF_HARM, safety.ABUSE):
        named = set(re.findall(r"\d[\d-]*\d", _native(safety_reply(category, code))))
        assert named <= NUMBERS[code], (category, named)


def test_the_national_lines_are_named_where_we_are_sure_of_them():
    assert "113 Zelfmoordpreventie" in safety_reply(safety.SELF_HARM, "nl") and "0800-0113" in safety_reply(
        safety.SELF_HARM, "nl")
    assert "109" in _native(safety_reply(safety.SELF_HARM, "ko"))
    assert "NCMH" in safety_reply(safety.SELF_HARM, "tl") and "1553" in safety_reply(safety.SELF_HARM, "tl")
    assert "911" in _native(safety_reply(safety.ABUSE, "tl"))
    for code in ("it", "pl", "tr"):
        assert "112" in _native(safety_reply(safety.SELF_HARM, code))


@pytest.mark.parametrize("code", NATIVE_FIRST)
def test_the_other_categories_stay_english_for_a_partly_covered_language(code):
    for category in (safety.VIOLENCE, safety.HARASSMENT, safety.HATE, safety.SEXUAL_MINORS):
        assert safety_reply(category, code) == SAFETY["en"][category]


@pytest.mark.parametrize("code", ["xx", "", None])
def test_a_language_no_one_wrote_for_gets_the_english_reply(code):
    assert safety_reply(safety.SELF_HARM, code) == SAFETY["en"][safety.SELF_HARM]


def test_hindi_keeps_its_line_after_the_english():
    reply = safety_reply(safety.SELF_HARM, "hi")
    assert reply.startswith(SAFETY["en"][safety.SELF_HARM]) and "14416" in reply.split("\n\n")[-1]


@pytest.mark.parametrize("code", NATIVE_FIRST)
def test_graded_work_guidance_opens_with_a_native_sentence_then_the_english_steps(code):
    english = guidance_text(assignment_title="Problem Set 1", sources=["notes.md [1]"], language="en")
    text = guidance_text(assignment_title="Problem Set 1", sources=["notes.md [1]"], language=code)
    assert text == f"{replies.NATIVE_GUIDANCE[code]}\n\n{english}"
