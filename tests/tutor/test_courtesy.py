"""tutor/courtesy.py: greetings and closings, recognised strictly."""

import pytest

from tutor import courtesy


@pytest.mark.parametrize("text", [
    "hello", "hiya! ready to do some finance revision", "Hola, buenas tardes", "你好", "नमस्ते!",
    "hey! can you help me revise psych today?", "hallo! kannst du mir heute bei wirtschaft helfen?",
    "bonjour ! on peut réviser la mémoire ensemble ?", "¡hola! ¿me ayudas con economía hoy?",
    "hiya, can you help me revise health and social care today?",
    # asking whether anyone is there (blind set 35)
    "hello?? anyone there", "hey, is anyone around?"])
def test_a_greeting_alone_or_with_a_bare_request_for_help_greets(text):
    assert courtesy.greets(text)


@pytest.mark.parametrize("text", [
    "hi, what is a budget?", "hello? what is a budget?", "hi, can you help me with question 3, what is the answer?", "his name is Tom",
    "history is my favourite subject", "hey, my friend told me she wants to end it all and i don't know what to do",
    ""])
def test_a_greeting_with_a_question_or_anything_more_does_not(text):
    assert not courtesy.greets(text)


def test_signing_off_is_the_one_closing_rule_of_clarify_sessions():
    from learning.sessions import clarify

    for text in ("ok thanks that's all for now", "goodbye everyone, thanks for everything"):
        assert courtesy.signs_off(text) == clarify.says_done(text)


@pytest.mark.parametrize("text", [
    "obrigada pela ajuda, amanhã eu volto pra revisar mais 😊", "好的明白了，我先去吃饭，晚点再来问",
    "thanks so much, i'll come back tomorrow with the rest", "ok merci, je reviens demain", "danke, ich komme morgen wieder",
    "gracias, mañana vuelvo con más dudas", "theek hai, kal phir aaunga"])
def test_saying_you_will_be_back_is_a_closing(text):
    assert courtesy.comes_back(text) and courtesy.signs_off(text)


@pytest.mark.parametrize("text", [
    "i hope i never come back tomorrow", "bye everyone, i won't be back", "will you be back tomorrow?",
    "tell everyone i'll be back", "明天不会再来了", "i'll come back to the question about the dose later, but first "
    "i need to tell you something about what i've been doing to myself"])
def test_a_return_that_is_negated_asked_a_farewell_or_a_long_message_is_not(text):
    assert not courtesy.comes_back(text)
