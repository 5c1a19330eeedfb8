"""The evidence rule's parts that need no database (materials/evidence.py)."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from materials.evidence import RARE_ZIPF, evidence_score, rare_words, rarity_penalty, zipf


def test_rare_words_are_the_uncommon_english_ones_rarest_first():
    words = rare_words("How does haemoglobin carry oxygen around the body, and what is apartheid?")
    assert words[:2] == ["haemoglobin", "apartheid"]
    assert not {"how", "does", "carry", "around", "the", "body"} & set(words)


def test_words_english_does_not_know_are_never_rare():
    # A typo must not count as "a topic the course never mentions".
    assert zipf("photosynthsis") == 0.0
    assert rare_words("what is photosynthsis") == []


def test_the_penalty_grows_with_the_rarity_of_the_rarest_missing_word():
    assert rarity_penalty([], 0.05) == 0.0
    assert rarity_penalty(["haemoglobin"], 0.0) == 0.0
    assert rarity_penalty(["apartheid", "haemoglobin"], 0.05) == pytest.approx(0.05 * (RARE_ZIPF - zipf("haemoglobin")))
    assert rarity_penalty(["haemoglobin"], 0.05) > rarity_penalty(["apartheid"], 0.05) > 0


@given(best=st.floats(min_value=-1, max_value=1), coverage=st.floats(min_value=0, max_value=1),
       weight=st.floats(min_value=0, max_value=1), penalty=st.floats(min_value=0, max_value=1))
def test_evidence_is_similarity_plus_weighted_coverage_minus_penalty(best, coverage, weight, penalty):
    assert evidence_score(best, coverage, weight, penalty) == pytest.approx(best + weight * coverage - penalty)
    assert evidence_score(None, coverage, weight, penalty) is None
