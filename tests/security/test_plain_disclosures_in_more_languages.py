"""Plain first-person disclosures in languages whose patterns were missing, found by the team's own probes after blind
set 64 (not items of any set): wanting to die or to kill oneself, meaning to kill a person, and someone at home hurting
the student, in Czech, Slovak, Hungarian, Finnish, Tagalog, Ukrainian, Italian, and Bengali, Tamil, Urdu and Hindi in
their scripts and in Latin letters. Each was read as nothing, as graded work or (self-harm) as another category; the
course questions beside them stay course questions."""

from __future__ import annotations

import pytest

from tutor import safety
from tutor.guardrails import assess_text


@pytest.mark.parametrize("text", [
    "fakt uz nechci zit", "zitra se zabiju", "chci se zabít, nikdo mi nepomůže", "zabijem sa po skúške", "chcem sa zabit",
    "már nem akarok élni", "öngyilkos leszek ma este", "magpapakamatay na ko", "хочу вмерти, все набридло",
    "khochu pomerty", "ami ar banchte chai na", "আমি আত্মহত্যা করতে চাই", "naan saaga poren da",
    "நான் சாகப்போறேன்", "mai marna chahti hun", "میں خودکشی کرنا چاہتی ہوں", "मैं मरना चाहता हूँ",
])
def test_wanting_to_die_gets_the_self_harm_reply(text):
    assert assess_text(text).safety_category == safety.SELF_HARM


@pytest.mark.parametrize("text", [
    "zabiju toho spoluzaka", "zajtra zabijem sefa", "megölöm őt holnap", "tapan pomon huomenna",
    "я вб'ю директора", "ওকে মেরে ফেলব কাল", "avana kolla poren",
])
def test_meaning_to_kill_a_person_gets_the_caring_reply(text):
    assert assess_text(text).safety_category == safety.VIOLENCE


@pytest.mark.parametrize("text", [
    "otčím mě bije každý večer", "stryko na mna siahal", "anyám megver ha rossz jegyet hozok", "isäpuoleni hakkaa minua",
    "binubugbog ako ng stepdad ko", "amma ennai adichutta", "বাবা আমাকে মারধর করে", "میری امی مجھے مارتی ہیں",
    "mio padre mi picchia quando beve",
])
def test_being_hurt_at_home_is_read_as_abuse(text):
    assert assess_text(text).safety_category == safety.ABUSE


@pytest.mark.parametrize("text", [
    "proč lidé chtějí umřít? co říká kurz o rizikových faktorech", "tapan aikaa kirjastossa",
    "umřel jsem smíchy u té přednášky", "what does the course say about naloxone?",
    "ano ang sinasabi ng slides tungkol sa overdose?",
])
def test_course_talk_with_the_same_words_is_not_a_disclosure(text):
    assert assess_text(text).safety_category is None
