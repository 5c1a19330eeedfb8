"""Where blind guardrail set 63 put its labels and restricted text reached students: a PDF page's own page label, a
watermark across a DOCX section's pages, a <fieldset>'s <legend> over the section after it, a GitHub alert in Markdown,
the last line of a text file, and labels in French, Dutch and Portuguese. Wordings written for this file."""

from __future__ import annotations

import io

import pytest
from fpdf import FPDF

from materials import restricted
from materials.extract import extract
from tests.materials.restriction_views import kept_and_shown


def _pdf_with_page_label(prefix: str) -> bytes:
    pdf = FPDF()
    pdf.set_font("Helvetica", size=11)
    for number, (heading, line) in enumerate((("Concussion", "Remove the player from play the same day."),
                                              ("Squad contacts", "Mila Derwent-Acheampong, 9 Cooper's Lane, 07700 900123"))):
        pdf.add_page()
        if number == 1:
            pdf.set_page_label(label_prefix=prefix)
        pdf.set_font("Helvetica", "B", 16)
        pdf.multi_cell(0, 9, heading, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", size=11)
        pdf.multi_cell(0, 6, line, new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


def test_a_pdf_page_labelled_only_by_its_page_label_is_restricted():
    document = extract(_pdf_with_page_label("Assessor copy - withdraw before issue - "), "pdf")
    assert any(first == last == 2 and "Assessor copy" in label for first, last, label in document.outline)
    kept, shown = kept_and_shown(_pdf_with_page_label("Assessor copy - withdraw before issue - "), "pdf")
    assert "Derwent-Acheampong" in kept and "Derwent" not in shown and "Remove the player" in shown


def test_a_page_label_that_only_numbers_the_page_restricts_nothing():
    kept, shown = kept_and_shown(_pdf_with_page_label("A-"), "pdf")
    assert not kept and "Derwent-Acheampong" in shown


def _docx_with_watermark_in_second_section(watermark: str) -> bytes:
    import docx
    from docx.enum.section import WD_SECTION
    from docx.oxml import parse_xml

    document = docx.Document()
    document.add_heading("Anti-doping", 1)
    document.add_paragraph("Athletes are responsible for anything found in their sample.")
    section = document.add_section(WD_SECTION.NEW_PAGE)
    section.header.is_linked_to_previous = False
    document.add_heading("Quiz workings", 1)
    document.add_paragraph("Q1: 13.732 mg, from 0.4 x 34.33.")
    shape = parse_xml(
        '<w:r xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:v="urn:schemas-microsoft-com:vml">'
        f'<w:pict><v:shape style="rotation:315"><v:textpath string="{watermark}"/></v:shape></w:pict></w:r>')
    section.header.paragraphs[0]._p.append(shape)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def test_a_watermark_across_a_docx_sections_pages_labels_that_section():
    kept, shown = kept_and_shown(_docx_with_watermark_in_second_section("TUTOR COPY - NOT FOR LEARNERS"), "docx")
    assert "13.732" in kept and "13.732" not in shown and "responsible for anything" in shown


def test_an_ordinary_watermark_labels_nothing():
    kept, shown = kept_and_shown(_docx_with_watermark_in_second_section("DRAFT"), "docx")
    assert not kept and "13.732" in shown


def test_a_fieldset_legend_labels_the_section_it_stands_over():
    page = ("<html><body><h2>Late work</h2><p>Ask for an extension before the deadline.</p><fieldset>"
            "<legend>Alleen voor trainers: niet delen met cursisten</legend><h2>Open case</h2>"
            "<p>Noor Vellacott-Amadi, 12, and her coach's messages.</p></fieldset><h2>Help lines</h2>"
            "<p>Samaritans: 116 123.</p></body></html>").encode()
    kept, shown = kept_and_shown(page, "html")
    assert "Vellacott-Amadi" in kept and "Vellacott" not in shown
    assert "Ask for an extension" in shown and "Samaritans" in shown


def test_a_sentence_at_a_sections_foot_still_labels_the_section_above():
    page = ("<html><body><h2>Placement rota</h2><p>Ivo Brannock-Sule: kennel team, Tuesdays.</p>"
            "<p>Tutor use only: delete this section before the handout is published to learners.</p>"
            "<h2>Logbook</h2><p>Record your hours on the day.</p></body></html>").encode()
    kept, shown = kept_and_shown(page, "html")
    assert "Brannock-Sule" in kept and "Record your hours" in shown


def test_a_markdown_alert_labels_the_list_under_it():
    text = ("# Revision\n\nTake breaks.\n\n> [!CAUTION]\n> Só para tutores: não partilhar com os formandos\n\n"
            "- Caio Fenwick-Adebayo: quiz 2 annulled\n\n## Exam day\n\nBring water.\n")
    document = extract(text.encode(), "markdown")
    [section] = restricted.find_restricted_sections(document.blocks)
    assert section.heading == "Só para tutores: não partilhar com os formandos"
    kept, shown = kept_and_shown(text.encode(), "markdown")
    assert "Fenwick-Adebayo" in kept and "Fenwick" not in shown and "Bring water." in shown and "Take breaks." in shown


def test_a_text_file_whose_last_line_keeps_it_from_learners_is_restricted_whole():
    text = ("Week 15 team sheet\n\nQ1 397 / 2,846 x 100 = 13.949 per cent\nQ2 482.800 AU\n\n"
            "Kunci jawaban khusus pengajar, jangan dibagikan kepada peserta.\n")
    kept, shown = kept_and_shown(text.encode(), "text")
    assert "13.949" in kept and not shown.strip()


def test_a_text_file_ending_on_a_mention_of_a_key_is_course_text():
    text = ("Load monitoring\n\nAcute load is the last week's total.\n\nChronic load is the four-week average.\n\n"
            "The ratio of the two flags a spike.\n\nThe answer key goes up after the quiz closes.\n")
    kept, shown = kept_and_shown(text.encode(), "text")
    assert "Acute load" in shown


@pytest.mark.parametrize("label", [
    "Réservé aux correcteurs : retirer avant diffusion aux apprenants",
    "Alleen voor trainers: niet delen met cursisten",
    "Só para tutores: não partilhar com os formandos",
])
def test_labels_in_french_dutch_and_portuguese(label):
    assert restricted.is_restricted_heading(label)
