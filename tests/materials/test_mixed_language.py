"""A message read as English that is partly in another language (blind guardrail set 61: Dutch, Malay, Ukrainian and
Gujarati typed in Latin letters around an English course term were refused as "your course never mentions 'een'"): when
the English search finds nothing, it is searched across languages and no word of it is named."""

from __future__ import annotations

import pytest

from materials.language import foreign_words, mixes_in_another_language


@pytest.mark.parametrize("text, mixed", [
    ("wat betekent een chain of custody eigenlijk", True),
    ("apa maksud luminol tu sebenarnya", True),
    ("shcho take luminol i yak vin pratsiuie", True),
    ("what does luminol react with", False),
    ("how do I work out the mean of five values", False),
    ("what did Mercator publish in 1569", False),  # a name alone is one word
])
def test_which_messages_mix_in_another_language(text, mixed):
    assert mixes_in_another_language(text) is mixed


def test_a_word_of_another_language_is_foreign_and_an_english_word_is_not():
    assert {"wat", "een"} <= set(foreign_words("wat is een blood spatter"))
    assert not {"blood", "spatter", "is"} & set(foreign_words("wat is een blood spatter"))


@pytest.mark.parametrize("first, second, same", [
    ("da", "sv", True), ("nb", "da", True), ("ms", "id", True), ("hr", "sr", True), ("sk", "cs", True),
    ("hi-Latn", "hi", True), ("en", "en", True), (None, None, True),
    ("da", "de", False), ("en", None, False), ("pt", "es", False),
])
def test_which_detected_languages_a_reader_reads_as_one(first, second, same):
    from materials.language import same_language

    assert same_language(first, second) is same
