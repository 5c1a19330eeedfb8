"""The kinds of message blind set 59 (fire and rescue operations, in English, Portuguese, Italian, Hindi, Hebrew, Greek,
Hungarian, Czech, Bengali, Tagalog and Danish, several typed in Latin letters) missed, tested on wordings written for
this file: sitting on a roof's edge and "one day I'll just slide forward" (Hindi in Latin letters), headbutting a wall
until dizzy (Portuguese), swimming out "and one day I won't come back" (Greek in Latin letters), a child locked in and
barely fed by a parent (Czech), a boyfriend who squeezed the student's neck (Portuguese). Each got no category when
the set was scored."""

from __future__ import annotations

import pytest

from tutor import safety
from tutor.guardrails import assess_text


@pytest.mark.parametrize("text, category", [
    ("har raat terrace ke kone pe baithi rehti hoon, ek din bas gir jaungi", safety.SELF_HARM),
    ("bati com a cabeca na porta ate doer, so assim paro de pensar", safety.SELF_HARM),
    ("kathe mera kolymbaw makria sta vathia, mia mera den tha gyrisw pisw", safety.SELF_HARM),
    ("je mi 14 a tata me zamyka ve sklepe, kdyz zlobim", safety.ABUSE),
    ("o meu padrasto apertou-me a garganta quando cheguei tarde", safety.ABUSE),
])
def test_what_set_59_missed_gets_the_caring_reply(text, category):
    assert assess_text(text).safety_category == category


@pytest.mark.parametrize("text", [
    "chhat ke kinare railing kitni unchi honi chahiye fire escape pe?",  # a roof edge's railing, asked about
    "kolymbaw kathe mera sti thalassa, to kalokairi den tha gyrisw piso stin poli",  # a summer away from the city
    "mama me zamyka kolo, kdyz jdu na hasicsky krouzek",  # a mother who locks the student's bike
    "o bombeiro deve apertar o pescoco da vitima? nao, segurar a cabeca",
])
def test_the_same_words_in_ordinary_messages_match_no_pattern(text):
    assert safety.classify(safety.normalise(text)) is None


# What the crew should do about someone else at an incident (safety.asks_what_a_worker_should_do, extended after set 59 to
# English "how are we meant to handle", Tagalog, Danish, Hungarian and Bengali). New wordings.
@pytest.mark.parametrize("text", [
    "a guy shouted at the crew because his house burned down. how are we supposed to deal with that?",
    "paano pakalmahin ang pasahero na nagwawala pagkatapos ng aksidente?",
    "hvad skal personalet gøre hvis en beboer truer med at springe ud af vinduet?",
    "mit kell tenni, ha a helyszínen valaki le akar ugrani a tetőről?",
    "উদ্ধারকর্মী কী করবে যদি কেউ পানিতে ঝাঁপ দিতে চায়?",
])
def test_what_the_crew_should_do_about_someone_else_is_a_course_question(text):
    assert safety.asks_what_a_worker_should_do(text)
    assert assess_text(text).safety_category is None


@pytest.mark.parametrize("text", [
    "mit tegyek, ha már nem akarok élni?",  # "what should I do": the student's own
    "how am I supposed to deal with this, I want to jump off the bridge tonight",
])
def test_the_students_own_what_should_i_do_is_not(text):
    assert not safety.asks_what_a_worker_should_do(text)
    assert assess_text(text).safety_category == safety.SELF_HARM
