"""Slide decks are chunked per slide, and a slide's title goes with its bullets (issue 16)."""

from __future__ import annotations

import pytest
from asgiref.sync import async_to_sync
from fpdf import FPDF

from materials.chunking import RegexTokenCounter, chunk_document
from materials.extract import Block, ExtractedDocument, extract
from materials.extract.slides import MIN_PAGES, is_slide_deck
from materials.models import Chunk
from materials.services import material_index, material_upload
from tutor import services as tutor_services
from tutor.pipeline import TurnRequest
from tutor.providers.extractive import ExtractiveProvider
from tutor.runner import collect_turn

SLIDES = [
    ("Lecture 3: Markets", ["World Economics"]),
    ("Demand", ["Demand: quantity buyers are willing and able to buy", "Measured at each possible price",
                "Over a given period of time"]),
    ("Why demand slopes down", ["Substitution effect: buyers switch to cheaper goods",
                                "Income effect: a lower price raises real income"]),
    ("Supply", ["Supply: quantity sellers are willing and able to sell", "Law of supply: higher price, more supplied"]),
    ("Market equilibrium", ["Equilibrium: quantity demanded equals quantity supplied",
                            "Surplus when the price is above equilibrium", "Shortage when the price is below it"]),
    ("Price controls", ["Price ceiling: legal maximum price", "Set below equilibrium to help buyers",
                        "Price floor: legal minimum price", "Set above equilibrium to help sellers"]),
    ("Rent control", ["Example of a price ceiling", "Landlords offer fewer flats", "Result: waiting lists"]),
    ("Summary", ["Prices ration scarce goods", "Controls cause shortages or surpluses"]),
]


def deck_pdf(slides=SLIDES, *, footer: str | None = "World Economics - page") -> bytes:
    """A landscape deck: one slide a page, a large bold title, terse bullets, a running footer."""
    pdf = FPDF(orientation="L")
    pdf.set_auto_page_break(False)
    for number, (title, bullets) in enumerate(slides, start=1):
        pdf.add_page()
        pdf.set_y(20)
        pdf.set_font("Helvetica", "B", size=28)
        pdf.multi_cell(0, 14, title)
        pdf.ln(6)
        pdf.set_font("Helvetica", size=18)
        for bullet in bullets:
            pdf.multi_cell(0, 10, f"- {bullet}")
            pdf.ln(3)
        if footer:
            pdf.set_font("Helvetica", size=9)
            pdf.set_y(195)
            pdf.cell(0, 5, f"{footer} {number}", align="C")
    return bytes(pdf.output())


def test_a_deck_of_short_titled_pages_is_a_slide_deck():
    blocks = [b for page, (title, bullets) in enumerate(SLIDES, start=1)
              for b in (Block(title, page, title), Block("\n".join(f"- {x}" for x in bullets), page, title))]
    assert is_slide_deck(blocks)
    assert not is_slide_deck(blocks[: 2 * (MIN_PAGES - 1)])  # a short handout chunks well as prose
    untitled = [Block(b.text, b.page, None) for b in blocks]
    assert not is_slide_deck(untitled)
    assert not is_slide_deck([Block(b.text, None, b.heading) for b in blocks])  # no pages: not a deck


def test_prose_pages_under_headings_are_not_a_deck():
    prose = "Markets coordinate the decisions of buyers and sellers through prices. " * 20
    blocks = [b for page in range(1, 8) for b in (Block(f"Section {page}", page, f"Section {page}"),
                                                   Block(prose, page, f"Section {page}"))]
    assert not is_slide_deck(blocks)


def test_a_deck_pdf_is_chunked_one_slide_a_chunk_with_its_title_first():
    doc = extract(deck_pdf(), "pdf")
    assert doc.slides
    chunks = chunk_document(doc, RegexTokenCounter(), max_tokens=254)
    assert [c.page for c in chunks] == list(range(1, len(SLIDES) + 1))
    for chunk, (title, bullets) in zip(chunks, SLIDES):
        assert chunk.section == title
        assert chunk.text.startswith(f"{title}\n\n")
        assert all(bullet in chunk.text for bullet in bullets)
        assert not chunk.page_breaks and chunk.slide
        assert "World Economics - page" not in chunk.text  # the running footer is dropped
    assert [c.index for c in chunks] == list(range(len(SLIDES)))


def test_a_long_slide_is_still_cut_to_the_token_limit_without_mixing_slides():
    long = [("A long slide", [f"Point {i}: something to say about markets and prices" for i in range(20)])]
    doc = ExtractedDocument(
        [Block(t, p, t) if i == 0 else Block("\n".join(f"- {x}" for x in bullets), p, t)
         for p, (t, bullets) in enumerate(SLIDES[:5] + long, start=1) for i in range(2)], len(SLIDES[:5]) + 1,
        slides=True)
    chunks = chunk_document(doc, RegexTokenCounter(), min_tokens=40, max_tokens=60, overlap=5)
    assert all(c.token_count <= 60 for c in chunks)
    assert [c.page for c in chunks if c.page != 6] == [1, 2, 3, 4, 5]
    assert len([c for c in chunks if c.page == 6]) > 1
    assert all(not c.page_breaks for c in chunks)


def test_prose_is_chunked_as_before_when_not_a_deck():
    doc = ExtractedDocument([Block("one " * 30, 1, None), Block("two " * 30, 2, None)], 2)
    [chunk] = chunk_document(doc, RegexTokenCounter(), min_tokens=10, max_tokens=500, overlap=0)
    assert chunk.page == 1 and chunk.page_breaks and not chunk.slide


@pytest.fixture
def deck_material(world, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        material = material_upload(user=world.teacher, course=world.course, filename="markets.pdf", data=deck_pdf())
    assert material_index(material_id=material.pk, version=material.version) == "indexed"
    return material


def _ask(world, question: str):
    conversation = tutor_services.conversation_create(user=world.student, course_id=world.course.pk)
    events = async_to_sync(collect_turn)(
        TurnRequest(user=world.student, conversation_id=conversation.pk, message=question), provider=ExtractiveProvider())
    text = "".join(e.data["text"] for e in events if e.type == "token")
    citations = next((e.data for e in events if e.type == "citations"), [])
    return text, citations


@pytest.mark.django_db
def test_a_bullet_is_quoted_under_its_slide_title_and_cited_at_its_slide(world, deck_material):
    assert list(Chunk.objects.filter(material=deck_material).values_list("slide", flat=True)) == [True] * len(SLIDES)
    text, citations = _ask(world, "what is a price ceiling")
    assert "Price ceiling: legal maximum price" in text
    assert "**Price controls**" in text  # the slide's title, above its bullets
    assert text.index("**Price controls**") < text.index("Price ceiling: legal maximum price")
    assert citations[0]["page"] == 6


@pytest.mark.django_db
def test_a_question_in_the_words_of_a_slide_title_gets_the_slide_bullets(world, deck_material):
    text, citations = _ask(world, "why does the demand curve slope downwards?")
    assert "Substitution effect: buyers switch to cheaper goods" in text
    assert "Income effect: a lower price raises real income" in text
    assert citations[0]["page"] == 3
