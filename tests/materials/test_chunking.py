import re
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from materials.chunking import (ChunkDraft, RegexTokenCounter, chunk_document, code_continuation, document_text,
                                ends_in_code, ends_in_list, ends_in_table, list_continuation, table_continuation)
from materials.embeddings import _minilm_token_counter
from materials.extract import Block, ExtractedDocument


class WhitespaceCounter:
    """One token per run of non-space characters."""

    def offsets(self, text: str) -> list[tuple[int, int]]:
        return [m.span() for m in re.finditer(r"\S+", text)]


class PunctCounter:
    """Words and single punctuation marks, so tokens can touch without whitespace between them."""

    def offsets(self, text: str) -> list[tuple[int, int]]:
        return [m.span() for m in re.finditer(r"\w+|[^\w\s]", text)]


def _doc(*paragraphs: str, page: int | None = 1, heading: str | None = None) -> ExtractedDocument:
    return ExtractedDocument(blocks=[Block(p, page, heading) for p in paragraphs], page_count=page)


def _joined(doc: ExtractedDocument) -> str:
    # blocks joined by a blank line, or by a space / line break where a page break cut a sentence or a list
    return document_text(doc.blocks)


def assert_valid_chunks(doc, counter, chunks, *, min_tokens, max_tokens, overlap):
    total = len(counter.offsets(_joined(doc)))
    if total == 0:
        assert chunks == []
        return
    assert chunks, "a non-empty document yields chunks"
    assert [c.index for c in chunks] == list(range(len(chunks)))
    for c in chunks:
        # Re-tokenising a chunk gives exactly its recorded token count.
        assert len(counter.offsets(c.text)) == c.token_count
        assert c.token_count <= max_tokens
    for c in chunks[:-1]:
        assert c.token_count >= min_tokens
    if total < min_tokens:
        assert len(chunks) == 1
    text = _joined(doc)
    offsets = counter.offsets(text)
    start = 0
    for c in chunks:
        # Each chunk is the verbatim text of its token window; the next starts `overlap` tokens
        # before this one ends (exact overlap, in order, no gap).
        end = start + c.token_count
        assert c.text == text[offsets[start][0] : offsets[end - 1][1]]
        if c is not chunks[-1]:
            assert end < total
            start = end - overlap
    assert end == total  # full coverage: every token is in some chunk


# ---------------------------------------------------------------- properties

WORD = st.text(alphabet="abcdefghij", min_size=1, max_size=8)
PUNCT_WORD = st.builds(lambda w, p: w + p, WORD, st.sampled_from(["", "", "", ".", ",", "!", "?", ")"]))
PARAGRAPH = st.lists(PUNCT_WORD, min_size=0, max_size=60).map(" ".join)
BLOCKS = st.lists(
    st.tuples(PARAGRAPH, st.one_of(st.none(), st.integers(1, 50)), st.sampled_from([None, "Intro", "Vectors"])),
    min_size=0,
    max_size=25,
)
SIZES = st.tuples(st.integers(0, 12), st.integers(13, 40), st.integers(0, 30)).map(
    lambda t: (t[1], t[1] + t[2], min(t[0], t[1] - 1))
)


# Property 1: chunking produces valid segments
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(blocks=BLOCKS, sizes=SIZES, counter=st.sampled_from([WhitespaceCounter(), PunctCounter()]))
def test_property_1_chunks_are_valid_segments(blocks, sizes, counter):
    min_tokens, max_tokens, overlap = sizes
    doc = ExtractedDocument(blocks=[Block(t, p, h) for t, p, h in blocks], page_count=None)
    chunks = chunk_document(doc, counter, min_tokens=min_tokens, max_tokens=max_tokens, overlap=overlap)
    assert_valid_chunks(doc, counter, chunks, min_tokens=min_tokens, max_tokens=max_tokens, overlap=overlap)


REAL_TEXT = st.lists(
    st.sampled_from(
        [
            "eigenvalue", "matrix", "Gaussian", "élimination", "naïve", "x²", "don't", "e.g.", "(see", "Fig.",
            "3.14159", "O(n log n)", "—", "“quoted”", "the", "of", "a", "linear", "algebra", "Σ", "数学",
            "internationalization", "C++", "f(x)=y", "[CLS]", "#hashtag", "http://example.com/x?y=1", "wait...",
        ]
    ),
    min_size=0,
    max_size=400,
).map(" ".join)


# Property 1: chunking produces valid segments (with the real MiniLM WordPiece tokenizer)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(paragraphs=st.lists(REAL_TEXT, min_size=1, max_size=4))
def test_property_1_holds_with_the_minilm_tokenizer(paragraphs):
    counter = _minilm_token_counter()
    doc = _doc(*paragraphs)
    chunks = chunk_document(doc, counter, min_tokens=60, max_tokens=120, overlap=20)
    assert_valid_chunks(doc, counter, chunks, min_tokens=60, max_tokens=120, overlap=20)


# ---------------------------------------------------------------- examples


def test_empty_and_whitespace_documents_give_no_chunks():
    counter = WhitespaceCounter()
    assert chunk_document(ExtractedDocument(blocks=[], page_count=None), counter) == []
    assert chunk_document(_doc("   ", "\n\n"), counter) == []


def test_short_document_gives_one_short_chunk():
    chunks = chunk_document(_doc("Hello there.", "Second para."), WhitespaceCounter())
    assert chunks == [ChunkDraft(0, "Hello there.\n\nSecond para.", 4, 1, None)]


def test_ends_chunks_at_paragraph_boundaries_when_possible():
    paragraphs = [" ".join(f"p{i}w{j}" for j in range(30)) + "." for i in range(10)]
    chunks = chunk_document(_doc(*paragraphs), WhitespaceCounter(), min_tokens=40, max_tokens=100, overlap=10)
    for chunk in chunks[:-1]:
        assert chunk.text.endswith(".") and chunk.text.split()[-1].endswith("w29.")


def test_prefers_sentence_ends_over_word_boundaries():
    sentence = "one two three four five six seven eight nine ten."
    chunks = chunk_document(_doc(" ".join([sentence] * 40)), WhitespaceCounter(), min_tokens=30, max_tokens=55, overlap=5)
    for chunk in chunks[:-1]:
        assert chunk.text.endswith("ten.")


def test_chunks_cross_sections_and_take_page_and_section_of_first_token():
    doc = ExtractedDocument(
        blocks=[
            Block("Intro", 1, "Intro"),
            Block(" ".join(["alpha"] * 30), 1, "Intro"),
            Block("Vectors", 2, "Vectors"),
            Block(" ".join(["beta"] * 30), 3, "Vectors"),
        ],
        page_count=3,
    )
    chunks = chunk_document(doc, WhitespaceCounter(), min_tokens=20, max_tokens=40, overlap=5)
    assert [(c.page, c.section) for c in chunks] == [(1, "Intro"), (1, "Intro")]
    # 62 tokens; the first chunk ends at the latest paragraph boundary in [20, 40]: before "beta".
    assert chunks[0].text.endswith("alpha\n\nVectors")
    assert [c.token_count for c in chunks] == [32, 35]


def test_never_cuts_mid_word_when_a_word_boundary_exists():
    counter = PunctCounter()  # "don't" is three tokens: don ' t
    text = " ".join(["don't"] * 200)
    chunks = chunk_document(_doc(text), counter, min_tokens=20, max_tokens=50, overlap=6)
    for chunk in chunks:
        assert chunk.text.startswith("don't") and chunk.text.endswith("don't")


def test_rejects_inconsistent_sizes():
    with pytest.raises(ValueError):
        chunk_document(_doc("x"), WhitespaceCounter(), min_tokens=50, max_tokens=40, overlap=10)
    with pytest.raises(ValueError):
        chunk_document(_doc("x"), WhitespaceCounter(), min_tokens=50, max_tokens=60, overlap=50)


def test_regex_token_counter_splits_words_numbers_and_punctuation():
    counter = RegexTokenCounter()
    text = "Internationalization costs 12345 €!"
    tokens = [text[s:e] for s, e in counter.offsets(text)]
    assert tokens == ["Intern", "ationa", "lizati", "on", "costs", "123", "45", "€", "!"]


def test_minilm_limits_hold_for_a_long_document_and_chunking_is_fast():
    counter = _minilm_token_counter()
    sentence = "The eigenvalues of a symmetric matrix are real, and its eigenvectors are orthogonal. "
    paragraphs = [sentence * 8 for _ in range(1700)]  # ~200k word pieces, a 300-page book
    doc = _doc(*paragraphs)
    started = time.perf_counter()
    chunks = chunk_document(doc, counter, min_tokens=200, max_tokens=254, overlap=50)
    elapsed = time.perf_counter() - started
    assert len(chunks) > 500
    assert elapsed < 5  # the product bar is well under 2 s; bench/ measures it precisely
    for chunk in chunks[::50]:
        assert len(counter.offsets(chunk.text)) == chunk.token_count <= 254


def test_a_sentence_cut_by_a_page_break_reads_whole_and_keeps_its_page():
    doc = ExtractedDocument([
        Block("Flood management is divided into hard and soft engineering.", 3, None),
        Block("- Dams and reservoirs store water upstream, but they are very", 3, None),
        Block("expensive and flood the valley behind them.\n- Embankments are raised banks.", 4, None),
    ], 4)
    [chunk] = chunk_document(doc, RegexTokenCounter(), min_tokens=10, max_tokens=500, overlap=0)
    assert "they are very expensive and flood the valley" in chunk.text
    offset = chunk.text.index("expensive")
    assert chunk.page_breaks == ((offset, 4),)


def test_a_list_cut_by_a_page_break_stays_one_list_but_a_heading_is_never_joined():
    doc = ExtractedDocument([
        Block("The following example calculates discharge:", 2, None),
        Block("- The channel is 12 m wide.", 2, None),
        Block("- Discharge = 7.2 cumecs", 3, None),
        Block("Storm hydrographs", 3, "Storm hydrographs"),
        Block("rainfall is plotted as bars.", 4, "Storm hydrographs"),
    ], 4)
    text = document_text(doc.blocks)
    assert "- The channel is 12 m wide.\n- Discharge = 7.2 cumecs\n\nStorm hydrographs\n\nrainfall" in text


def test_a_chunk_does_not_end_after_a_lead_in_or_inside_a_list_when_it_can_end_elsewhere():
    words = " ".join(["prose"] * 12) + "."
    doc = ExtractedDocument([
        Block(words, None, None),
        Block("The following example works it out:", None, None),
        Block("- step one is here.", None, None),
        Block("- step two is here.", None, None),
        Block("- step three is here.", None, None),
    ], None)
    chunks = chunk_document(doc, WhitespaceCounter(), min_tokens=12, max_tokens=22, overlap=0)
    assert chunks[0].text == words
    assert chunks[1].text.startswith("The following example works it out:\n\n- step one")


def test_a_long_list_whose_items_end_without_a_full_stop_is_cut_between_two_items():
    """Items ending in ";" (or nothing) are cut between, never inside, when the window ends in the list
    (answers set 20: "- microaerophiles grow in a band" was quoted without "a little below the surface")."""
    items = "\n".join(f"   - kind {i} grows {' '.join(['here'] * (3 + i % 4))} in the tube;" for i in range(30))
    text = "Growth in a tube shows how each kind responds to oxygen:\n" + items
    chunks = chunk_document(_doc(text, page=None), WhitespaceCounter(), min_tokens=40, max_tokens=60, overlap=0)
    assert len(chunks) > 3
    for chunk in chunks[:-1]:
        assert chunk.text.endswith("tube;"), chunk.text[-40:]


STEPS = ("The following example finds the concentration of the solution:\n\n"
         "1. Mr of NaOH = 23 + 16 + 1 = 40, so moles = 10.0 g / 40 g/mol = 0.25 mol\n2.")
NEXT = ("finds the concentration of the solution:\n\n1. Mr of NaOH = 23 + 16 + 1 = 40, so moles = 10.0 g / 40 g/mol = "
        "0.25 mol\n2. Volume = 250 cm^3 / 1000 = 0.250 dm^3\n3. Concentration = 0.25 mol / 0.250 dm^3 = 1.0 mol/dm^3\n"
        "8. Volumes of gases\n\nOne mole of any gas occupies 24 dm^3.")


def test_a_chunk_that_stops_inside_a_list_is_continued_from_the_next_chunk_up_to_the_lists_end():
    assert ends_in_list(STEPS) and not ends_in_list("A paragraph.\n\nAnother one ends here.")
    kept, rest = list_continuation(STEPS, NEXT)
    assert kept.endswith("= 0.25 mol")  # the "2." the boundary left alone goes: the step is in ``rest``
    # the steps down to the result; not the next section's numbered heading, nor the prose after it
    assert rest == "2. Volume = 250 cm^3 / 1000 = 0.250 dm^3\n3. Concentration = 0.25 mol / 0.250 dm^3 = 1.0 mol/dm^3"
    bullets = "Evidence:\n\n* Tree rings: wide in warm years"
    after = "Evidence:\n\n* Tree rings: wide in warm years\n* Sea level: rising\n9. NATURAL CAUSES\n* Orbit"
    assert list_continuation(bullets, after)[1] == "* Sea level: rising"
    assert list_continuation(STEPS, "No overlap with the chunk before.") == (STEPS, "")


BLOCK = ("With the concentrations used in this course:\n\n```text\nE_ion = (61.5 / z) x log10(out / in)   in mV\n"
         "E_K   = 61.5 x log10( 4 / 140 )   = 61.5 x (-1.544) = -95")
AFTER_BLOCK = ("x log10(out / in)   in mV\nE_K   = 61.5 x log10( 4 / 140 )   = 61.5 x (-1.544) = -95 mV\n"
               "E_Na  = 61.5 x log10( 145 / 15 ) = +61 mV\n```\n\nThe resting potential lies close to E_K.")


def test_a_chunk_that_stops_inside_a_code_block_is_continued_up_to_its_closing_fence():
    """Answer set 23: the block's result line was cut before its unit, and the sodium line was in the next chunk."""
    assert ends_in_code(BLOCK) and not ends_in_code("```\nprint(1)\n```") and not ends_in_code("No code here.")
    kept, rest = code_continuation(BLOCK, AFTER_BLOCK)
    assert kept.endswith("= -95 mV")  # the cut line's end joins it
    assert rest == "E_Na  = 61.5 x log10( 145 / 15 ) = +61 mV\n```"
    assert code_continuation(BLOCK, "No overlap with the chunk before.") == (BLOCK, "")
    unclosed = AFTER_BLOCK.replace("```", "") + "\n" * 3 + "x" * 900
    assert code_continuation(BLOCK, unclosed) == (BLOCK, "")  # no closing fence within the limit
    # answers set 37: the boundary cut the result line after "(1", too short to find alone; the line above finds it
    cut = "Manning's equation:\n\n```\nV = (1 / n) x R^(2/3) x S^(1/2)\nExample: n = 0.035, R = 1.5 m, S = 0.001\n  V = (1"
    after = "n = 0.035, R = 1.5 m, S = 0.001\n  V = (1 / 0.035) x 1.31 x 0.0316 = 1.18 m/s\n```\n\nTypical values of n:"
    kept, rest = code_continuation(cut, after)
    assert kept.endswith("V = (1 / 0.035) x 1.31 x 0.0316 = 1.18 m/s") and rest == "```"
    # ... in a chunk that began inside the block before it: that block's closing fence opens nothing
    began_inside = "  Q_100 = 320 + 3.14 x 110 = 665 m3/s\n```\n\nExtrapolation is the hard part.\n\n" + cut
    assert ends_in_code(began_inside) and not ends_in_code(began_inside + " / 0.035) x 1.31 x 0.0316 = 1.18 m/s\n```")
    assert not ends_in_code("the rest of a block\n```\n\nThen prose, and no block is open.")


TABLE = ("Gell and Coombs sorted hypersensitivity into four types.\n\n| Type | What causes the damage |\n| --- | --- |\n"
         "| Type I | IgE on mast cells |\n| Type II | IgG or IgM")
AFTER_TABLE = ("| Type I | IgE on mast cells |\n| Type II | IgG or IgM against cells |\n| Type III | immune complexes |\n"
               "| Type IV | T cells |\n\nAllergy is type I.")


def test_a_chunk_that_stops_inside_a_table_is_continued_to_its_last_row():
    """Answer set 28: a four-row table cut inside its second row; the row asked about was in the next chunk."""
    assert ends_in_table(TABLE) and not ends_in_table("| a | b |") and not ends_in_table(TABLE + "\n\nA sentence.")
    kept, rest = table_continuation(TABLE, AFTER_TABLE)
    assert kept.endswith("| Type II | IgG or IgM against cells |")  # the cut row's end joins it
    assert rest == "| Type III | immune complexes |\n| Type IV | T cells |"
    assert table_continuation(TABLE, "No overlap with the chunk before.") == (TABLE, "")
    whole = TABLE + " against cells |"
    assert table_continuation(whole, AFTER_TABLE.replace("| Type III", "Then").replace("| Type IV", "x")) == (whole, "")
    assert table_continuation(TABLE, AFTER_TABLE, limit=20) == (TABLE, "")  # no row fits the limit


SPLIT_TABLE = ("Each step of a scale has its own name:\n\n| Degree | Name | Solfa |\n| --- | --- | --- |\n"
               "| 1 | tonic | do |\n| 4 | subdominant | fa |")
AFTER_SPLIT = ("| 1 | tonic | do |\n| 4 | subdominant | fa |\n\n| Degree | Name | Solfa |\n| --- | --- | --- |\n"
               "| 5 | dominant | so |\n| 6 | submediant | la |\n\nThe leading note lies a semitone below the tonic.")


def test_a_table_printed_again_under_its_header_on_the_next_page_is_continued():
    """Answers set 29: a PDF table split by a page break repeats its header; the row asked about was after it."""
    assert ends_in_table(SPLIT_TABLE)
    assert table_continuation(SPLIT_TABLE, AFTER_SPLIT) == (SPLIT_TABLE, "| 5 | dominant | so |\n| 6 | submediant | la |")
    other = AFTER_SPLIT.replace("| Degree | Name | Solfa |", "| Year | Event | Place |")
    assert table_continuation(SPLIT_TABLE, other) == (SPLIT_TABLE, "")  # another table after the blank line
