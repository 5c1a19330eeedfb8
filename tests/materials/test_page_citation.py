"""Citations name the page of the sentence that answers, not the page the passage starts on (issue 16)."""

from __future__ import annotations

import pytest
from asgiref.sync import async_to_sync
from fpdf import FPDF

from materials.chunking import RegexTokenCounter, chunk_document, page_at, page_of_span, remap_breaks
from materials.extract import Block, ExtractedDocument
from materials.models import Chunk
from materials.search import embed_question, search_course
from materials.services import material_index, material_upload
from tutor import services as tutor_services
from tutor.pipeline import TurnRequest
from tutor.providers.extractive import ExtractiveProvider
from tutor.runner import collect_turn

FILLER = ("Soil holds water between its grains, and the amount it holds depends on the size of those grains "
          "and on how much organic matter is mixed in with them. ")
PAGE_TWO = "The wilting point is the soil moisture below which a plant can no longer draw water from the soil."


def test_page_breaks_mark_where_a_later_page_begins_inside_a_chunk():
    doc = ExtractedDocument([Block("one " * 30, 1, None), Block("two " * 30, 2, None), Block("three " * 5, 3, None)], 3)
    [chunk] = chunk_document(doc, RegexTokenCounter(), min_tokens=10, max_tokens=500, overlap=0)
    assert chunk.page == 1
    assert [page for _, page in chunk.page_breaks] == [2, 3]
    second = chunk.page_breaks[0][0]
    assert chunk.text[second:].startswith("two")
    assert page_at(0, chunk.page, chunk.page_breaks) == 1
    assert page_at(second - 3, chunk.page, chunk.page_breaks) == 1
    assert page_at(second, chunk.page, chunk.page_breaks) == 2
    assert page_at(len(chunk.text) - 1, chunk.page, chunk.page_breaks) == 3


def test_a_chunk_stored_without_breaks_cites_its_start_page():
    assert page_at(500, 4, []) == 4
    assert page_at(0, None, []) is None


def test_a_citation_names_the_page_of_the_sentence_the_answer_quotes():
    import uuid

    from materials.search import Passage

    first = "Soil holds water between its grains."
    text = f"{first} {PAGE_TWO} Sandy soils drain fast."
    passage = Passage(1, 1, uuid.uuid4(), text, "soil.pdf", "pdf", 1, "", 0.6, 0.6, best_sentence=0,
                      page_breaks=((text.index(PAGE_TWO), 2),), sentence_similarities=(0.7, 0.5, 0.2))
    assert passage.cited_page == 1  # the sentence the search found closest
    assert passage.answer_page(f"Here is what your course says:\n\n{PAGE_TWO} [1]") == 2  # the one quoted
    assert passage.answer_page(f"{first} {PAGE_TWO} [1]") == 1  # both quoted: the closer one's page
    assert passage.answer_page("A reworded answer quoting nothing verbatim. [1]") == 1


def test_the_part_of_an_answer_under_a_citation():
    from materials.search import cited_part

    answer = "First quote. [1]\n\nSecond quote. [2]\n\nThird quote, from both. [1][2]\n\nHow would you explain it?"
    assert cited_part(answer, 1) == "First quote. \nThird quote, from both. "
    assert cited_part(answer, 2) == "Second quote. \nThird quote, from both. "
    assert cited_part(answer, 3) == answer  # not cited: the whole answer, as before


def test_a_row_quoted_under_another_citation_does_not_move_a_passages_page():
    """Answer set 37: a table whose header repeats on page 4 above its last row. The row asked for was quoted
    under [1] from the passage that runs onto page 4; the rows of page 3 and the header were quoted again under
    [2] from another passage. [1] named page 3, the page of the best-matching sentence of its passage anywhere
    in the answer; it names page 4 now, the page of what it quotes."""
    import uuid

    from materials.search import Passage, cited_part

    rows = "Title | Households\nchunka | 10 households\nwaranqa | 1,000 households"
    last = "Title | Households\nhunu kamayuq | 10,000 households, a great lord"
    text = f"{rows}\n\n{last}"
    passage = Passage(1, 1, uuid.uuid4(), text, "inca.pdf", "pdf", 3, "", 0.6, 0.6, best_sentence=2,
                      page_breaks=((text.index(last), 4),), sentence_similarities=(0.3, 0.5, 0.9, 0.3, 0.8))
    answer = (f"| hunu kamayuq | 10,000 households, a great lord |\n| --- | --- |\n\n[1]\n\n"
              f"| Title | Households |\n| --- | --- |\n| chunka | 10 households |\n| waranqa | 1,000 households |\n\n[2]")
    assert passage.answer_page(answer) == 3  # the waranqa row, quoted under [2], matched best
    assert passage.answer_page(cited_part(answer, 1)) == 4


def test_a_lead_in_is_cited_on_the_page_of_the_block_it_introduces():
    """"The following rule lays out a navigation bar ...:" at the foot of page 4, its code on page 5: the
    code answers, so the citation names page 5 when the answer quotes it, and page 4 when it does not."""
    import uuid

    from materials.search import Passage

    lead_in = "Flexbox arranges items in a row. The following rule spreads the links of a navigation bar evenly:"
    code = "nav ul { display: flex;\njustify-content: space-between;\n}"
    text = f"{lead_in}\n\n{code}\n\nThe justify-content property sets the spacing along the main axis."
    passage = Passage(1, 1, uuid.uuid4(), text, "web.pdf", "pdf", 4, "", 0.6, 0.6, best_sentence=1,
                      page_breaks=((text.index("display"), 5),), sentence_similarities=(0.3, 0.7, 0.2, 0.2, 0.4))
    sentence = "The following rule spreads the links of a navigation bar evenly:"
    assert passage.answer_page(f"{sentence}\n\n```\n{code}\n```\n[1]") == 5
    assert passage.answer_page(f"{sentence} [1]") == 4  # the lead-in alone (never shown so, but cited honestly)


def test_a_sentence_a_page_break_runs_through_is_cited_where_most_of_it_is():
    """A sentence across a page break ("To decide which reactant is limiting, / change both masses into
    moles and compare them with the ratio.") is mostly on the second page, where its answer is."""
    import uuid

    from materials.search import Passage

    opening = "In many reactions one reactant is used up first. "
    sentence = "To decide which reactant is limiting, change both masses into moles and compare them with the ratio."
    text = opening + sentence
    turn = text.index("change")
    passage = Passage(1, 1, uuid.uuid4(), text, "quantities.pdf", "pdf", 1, "", 0.6, 0.6, best_sentence=1,
                      page_breaks=((turn, 2),), sentence_similarities=(0.2, 0.7))
    assert passage.answer_page(f"{sentence} [1]") == 2
    assert page_of_span(0, len(opening), 1, ((turn, 2),)) == 1  # a sentence on one page: that page
    assert page_of_span(text.index(sentence), len(text), 1, ((text.index("limiting"), 2),)) == 2
    assert page_of_span(0, 10, 1, ((5, 2),)) == 1  # a tie: the page it starts on
    assert page_of_span(0, 10, None, ()) is None and page_of_span(3, 9, 4, []) == 4


def test_breaks_follow_a_rewritten_text():
    original = "Mail me at a@b.example now.\n\nSecond page starts here."
    stored = "Mail me at [email] now.\n\nSecond page starts here."
    offset = original.index("Second")
    assert remap_breaks(original, stored, [(offset, 2)]) == [[stored.index("Second"), 2]]


def _two_page_pdf() -> bytes:
    pdf = FPDF()
    pdf.set_auto_page_break(True, margin=20)
    pdf.set_font("Helvetica", size=11)
    pdf.add_page()
    for _ in range(3):
        pdf.multi_cell(0, 6, FILLER * 2)
        pdf.ln(4)
    pdf.add_page()
    pdf.multi_cell(0, 6, PAGE_TWO)
    pdf.ln(4)
    pdf.multi_cell(0, 6, "Clay soils hold more water than sandy soils because their grains are much smaller.")
    return bytes(pdf.output())


@pytest.fixture
def pdf_material(world, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        material = material_upload(user=world.teacher, course=world.course, filename="soil.pdf", data=_two_page_pdf())
    assert material_index(material_id=material.pk, version=material.version) == "indexed"
    return material


def test_citation_names_the_page_of_the_best_sentence_in_a_chunk_spanning_a_page_break(world, pdf_material):
    chunks = list(Chunk.objects.filter(material=pdf_material))
    spanning = [c for c in chunks if c.page == 1 and c.page_breaks]
    assert spanning, "the PDF's first chunk runs onto page 2"
    question = "What is the wilting point of a soil?"
    hits = search_course(user=world.student, course_id=world.course.pk, query=embed_question(question))
    best = hits.passages[0]
    assert best.page == 1 and PAGE_TWO[:40] in best.text[best.focus[0]:best.focus[1]]
    assert best.cited_page == 2

    conversation = tutor_services.conversation_create(user=world.student, course_id=world.course.pk)
    events = async_to_sync(collect_turn)(
        TurnRequest(user=world.student, conversation_id=conversation.pk, message=question), provider=ExtractiveProvider())
    citations = next(e.data for e in events if e.type == "citations")
    top = next(c for c in citations if c["chunk_id"] == best.chunk_id)
    assert top["page"] == 2


def test_the_source_panel_opens_the_page_of_the_best_sentence(world, pdf_material):
    from tests.tutor.test_views import client_for
    from tutor.models import Message

    conversation = tutor_services.conversation_create(user=world.student, course_id=world.course.pk)
    async_to_sync(collect_turn)(TurnRequest(user=world.student, conversation_id=conversation.pk,
                                            message="What is the wilting point of a soil?"), provider=ExtractiveProvider())
    reply = Message.objects.get(conversation=conversation, role="assistant")
    cited = next(c for c in reply.citations if c["page"] == 2 and PAGE_TWO[:40] in c["chunk_text"])
    html = client_for(world.student).get(f"/student/tutor/messages/{reply.pk}/sources/{cited['n']}/").content.decode()
    assert "Page 2" in html
    # page 2's text, with the part of the passage that continues there marked, and the sentence in it
    assert '<mark id="source-mark">' in html and "Clay soils hold more water" in html
    assert '<strong class="source-focus"' in html and "The wilting point is the soil moisture" in html
    assert FILLER.split(",")[0] not in html.split('<mark id="source-mark">')[0]  # page 1's text is not shown before it
