"""Sentence spans and late-chunked sentence vectors (materials/sentences.py), no database."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, strategies as st

from materials.sentences import (
    MAX_SENTENCES, MIN_SENTENCE_CHARS, list_title, pool_sentences, refers_back, sentence_spans, standalone_items,
)


def test_splits_at_sentence_ends_and_line_breaks():
    text = "Cells divide by mitosis. Why? Because tissues grow!\n# Meiosis\nIt halves the chromosome number."
    pieces = [text[a:b] for a, b in sentence_spans(text)]
    assert pieces == [
        "Cells divide by mitosis.", "Why? Because tissues grow!", "# Meiosis\nIt halves the chromosome number.",
    ]
    tail = "A long first sentence here. Page 3"
    assert [tail[a:b] for a, b in sentence_spans(tail)] == [tail]


def test_a_closing_quote_stays_with_its_sentence():
    text = 'He said "the war is over." Then the crowd cheered loudly.'
    assert [text[a:b] for a, b in sentence_spans(text)] == ['He said "the war is over."', "Then the crowd cheered loudly."]


def test_a_long_list_is_capped_and_the_last_span_takes_the_rest():
    text = "\n".join(f"Item number {i} of the list." for i in range(MAX_SENTENCES + 10))
    spans = sentence_spans(text)
    assert len(spans) == MAX_SENTENCES
    assert spans[-1][1] == len(text)


def test_empty_and_blank_text_have_no_sentences():
    assert sentence_spans("") == []
    assert sentence_spans("  \n\t ") == []


@given(st.text(alphabet=st.sampled_from("ab .!?\n\"')"), max_size=300))
def test_spans_are_ordered_disjoint_and_cover_every_visible_character(text):
    spans = sentence_spans(text)
    covered = set()
    previous_end = 0
    for start, end in spans:
        assert previous_end <= start < end <= len(text)
        assert not text[start].isspace() and not text[end - 1].isspace()
        covered.update(range(start, end))
        previous_end = end
    assert {i for i, ch in enumerate(text) if not ch.isspace()} <= covered
    # Only a lone span may be short (nothing to join).
    if len(spans) > 1:
        assert all(end - start >= MIN_SENTENCE_CHARS for start, end in spans)


def test_pooling_averages_the_tokens_inside_each_span_and_normalises():
    vectors = np.array([[9.0, 9.0], [1.0, 0.0], [3.0, 0.0], [0.0, 2.0], [9.0, 9.0]])
    offsets = [(0, 0), (0, 4), (5, 9), (11, 15), (0, 0)]  # [CLS] two words | one word [SEP]
    pooled = pool_sentences(vectors, offsets, [(0, 9), (11, 15)])
    assert pooled.shape == (2, 2) and pooled.dtype == np.float32
    assert pooled[0] == pytest.approx([1.0, 0.0])  # mean (2, 0), the special tokens left out
    assert pooled[1] == pytest.approx([0.0, 1.0])
    assert np.linalg.norm(pooled, axis=1) == pytest.approx([1.0, 1.0])


def test_a_span_past_the_truncated_tokens_gets_the_mean_of_all_content_tokens():
    vectors = np.array([[0.0, 0.0], [1.0, 0.0], [0.0, 1.0]])
    offsets = [(0, 0), (0, 3), (4, 7)]
    pooled = pool_sentences(vectors, offsets, [(0, 7), (20, 30)])
    assert pooled[1] == pytest.approx([2 ** -0.5, 2 ** -0.5])


def test_only_the_first_sentence_of_each_list_item_is_embedded_standalone_without_its_marker():
    text = ("Types of sugar:\n- Monosaccharides are single sugar units. They include glucose.\n"
            "- Anaemia: a lack of haemoglobin\n2. A numbered item here\nA sentence - not an item.")
    spans = sentence_spans(text)
    assert [(text[slice(*spans[i])], body) for i, body in standalone_items(text, spans)] == [
        ("- Monosaccharides are single sugar units.", "Monosaccharides are single sugar units."),
        ("- Anaemia: a lack of haemoglobin", "Anaemia: a lack of haemoglobin"),
        ("2. A numbered item here", "A numbered item here"),
    ]
    assert standalone_items("Plain prose only. Nothing listed.", sentence_spans("Plain prose only. Nothing listed.")) == []


def test_a_slide_title_is_embedded_with_each_of_its_bullets():
    text = ("Why demand slopes down\n\n- Substitution effect: buyers switch to cheaper goods\n"
            "- Income effect: a lower price raises real income")
    spans = sentence_spans(text)
    assert [body for _, body in standalone_items(text, spans)] == [
        "Why demand slopes down\nSubstitution effect: buyers switch to cheaper goods",
        "Why demand slopes down\nIncome effect: a lower price raises real income",
    ]


def test_a_short_title_sharing_the_first_items_span_still_gives_that_item_its_own_vector():
    text = "Demand\n\n- Demand: quantity buyers are willing and able to buy\n- Measured at each possible price"
    spans = sentence_spans(text)
    assert text[slice(*spans[0])].startswith("Demand\n\n- Demand:")  # "Demand" is too short to stand alone
    assert [(i, body) for i, body in standalone_items(text, spans)] == [
        (0, "Demand\nDemand: quantity buyers are willing and able to buy"),
        (1, "Demand\nMeasured at each possible price"),
    ]


@pytest.mark.parametrize("text, title", [
    ("What is a market?\n\n- Market: any place where buyers and sellers meet", "What is a market?"),
    ("Components\n- Consumption: household spending", "Components"),  # the title opens the list's paragraph
    ("Types of sugar:\n- Glucose is a single sugar unit", None),  # a lead-in sentence, not a title
    ("Prose runs on here\nand wraps onto a line\n- an item after it", None),  # a wrapped line, not a title
    ("Summary\n\n- First point here\n\n- Second point, spaced out", "Summary"),  # a list spread over paragraphs
    ("- An item with no title at all", None),
])
def test_list_title_is_the_title_line_opening_the_list(text, title):
    assert list_title(text, len(text) - 3) == title


def test_an_item_pointing_back_at_the_step_before_keeps_its_pooled_vector():
    text = ("1. Rearrange one equation to make x the subject.\n2. Substitute it into the other equation.\n"
            "3. Solve that linear equation.\n4. Show that the result satisfies both equations.")
    spans = sentence_spans(text)
    assert [body for _, body in standalone_items(text, spans)] == [
        "Rearrange one equation to make x the subject.", "Show that the result satisfies both equations."]


@pytest.mark.parametrize("item, back", [
    ("Solve that linear equation.", True), ("Substitute back to find the other unknown.", True),
    ("Use those values in the formula.", True),
    ("Drop the rows or columns that contain missing values with dropna().", False),  # a relative "that"
    ("Show that the sum is 5.", False), ("This is a list of steps.", False),
])
def test_refers_back_tells_a_pointing_item_from_a_relative_that(item, back):
    assert refers_back(item) is back


def test_a_numbered_section_heading_is_not_embedded_as_a_list_item():
    from materials.sentences import is_numbered_heading

    text = "- Guanine equals cytosine, so each is 28%.\n\n3. Genes and the genetic code\n\nA gene is a section of DNA."
    spans = sentence_spans(text)
    assert [text[a:b] for a, b in spans][1] == "3. Genes and the genetic code"
    assert [index for index, _ in standalone_items(text, spans)] == [0]
    assert is_numbered_heading("7. WORKED EXAMPLE: THE RISE IN CARBON DIOXIDE")
    assert not is_numbered_heading("1. Prophase", after="2. Metaphase")
    assert not is_numbered_heading("2. Metaphase", before="1. Prophase")
    assert not is_numbered_heading("3. Solve 7 - 2x = 3x - 18.")
