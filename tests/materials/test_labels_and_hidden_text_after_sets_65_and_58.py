"""Where blind guardrail set 65 and blind answers set 58 put labels and hidden text that reached students: a label run up a
PDF's margin, letters drawn in the colour of the box under them, a label at a slide's foot in a script without capitals,
a mail's header line over a key, a style sheet's ``::before`` text, a Word table's alt text, a label boxed in asterisks,
and labels in Czech, Slovak, Hungarian, Malay, Tamil, Urdu, Italian, Romanian and Finnish. Wordings written for this
file."""

from __future__ import annotations

import io

import pytest
from fpdf import FPDF

from materials import restricted
from materials.extract import Block, extract
from tests.materials.restriction_views import kept_and_shown


def _pdf(margin_label: str | None = None, camouflaged: bool = False) -> bytes:
    """Two pages: dosing notes, then a page of patients' details, with ``margin_label`` run up its left margin; with
    ``camouflaged``, page 1 also draws a line in the grey of the box under it."""
    pdf = FPDF()
    pdf.set_font("Helvetica", size=11)
    pdf.add_page()
    pdf.multi_cell(0, 6, "Paracetamol: no more than 4 g in 24 hours for an adult.", new_x="LMARGIN", new_y="NEXT")
    if camouflaged:
        pdf.set_fill_color(200, 200, 200)
        pdf.rect(20, 60, 170, 12, style="F")
        pdf.set_text_color(205, 205, 205)
        pdf.text(24, 68, "The pumice samples are in cupboard B, key from the caretaker.")
        pdf.set_text_color(0, 0, 0)
    pdf.add_page()
    pdf.multi_cell(0, 6, "Harbour list", new_x="LMARGIN", new_y="NEXT")
    pdf.multi_cell(0, 6, "Mr Ansel Brightwater-Oyo, 12 Quay Lane. Methadone 40 mg daily.", new_x="LMARGIN", new_y="NEXT")
    pdf.multi_cell(0, 6, "Cabinet combination 7719.", new_x="LMARGIN", new_y="NEXT")
    if margin_label:
        with pdf.rotation(90, 12, 200):
            pdf.set_text_color(200, 0, 0)
            pdf.text(12, 200, margin_label)
    return bytes(pdf.output())


def test_a_label_run_up_a_pdf_margin_labels_its_page_and_is_no_course_text():
    kept, shown = kept_and_shown(_pdf("Riservato ai docenti - non distribuire agli studenti"), "pdf")
    assert "Brightwater-Oyo" in kept and "7719" in kept and "Brightwater" not in shown and "4 g in 24 hours" in shown
    assert "Riservato" not in kept + shown  # read as the page's label, never as its words


def test_ordinary_text_run_up_a_margin_labels_nothing_and_breaks_no_line():
    kept, shown = kept_and_shown(_pdf("Draft 3, printed for the spring term"), "pdf")
    assert not kept and "Mr Ansel Brightwater-Oyo, 12 Quay Lane." in shown and "Draft 3" not in shown


@pytest.mark.parametrize("camouflaged", [True, False])
def test_pdf_letters_in_the_colour_of_the_box_under_them_are_not_read(camouflaged):
    text = " ".join(b.text for b in extract(_pdf(camouflaged=camouflaged), "pdf").blocks)
    assert "4 g in 24 hours" in text and "pumice" not in text


def test_pdf_letters_that_stand_out_from_their_box_are_read():
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=11)
    pdf.set_fill_color(200, 200, 200)
    pdf.rect(20, 20, 170, 12, style="F")
    pdf.text(24, 28, "Tip: a shaded box still shows its black words.")
    text = " ".join(b.text for b in extract(bytes(pdf.output()), "pdf").blocks)
    assert "shaded box still shows" in text


def test_a_label_in_a_script_without_capitals_at_a_slides_foot_labels_the_slide():
    blocks = [Block("Section C case", 12, "Section C case"), Block("- Up to five marks for asking directly", 12, "Section C case"),
              Block("மதிப்பீட்டாளர்களுக்கு மட்டும் – மாணவர்களுக்கு வழங்க வேண்டாம்", 12, "Section C case"),
              Block("Looking after yourself", 13, "Looking after yourself"), Block("Take your breaks.", 13, "Looking after yourself")]
    [section] = restricted.find_restricted_sections(blocks)
    assert (section.first, section.last) == (0, 2)


def test_a_line_in_a_caseless_script_is_no_heading_in_capitals():
    assert not restricted._is_heading_line("ஆசிரியர் குறிப்புகள்")
    assert restricted._is_heading_line("ANSWER KEY")


def test_a_key_saved_as_a_mail_is_restricted_by_a_label_among_its_header_lines():
    text = ("From: Rota office <rota@example.org>\nTo: Teaching team\nSubject: Re: rota\n"
            "Besorolás: csak értékelőknek – tanulóknak nem adható ki\n\nQ1 418 / 2,963 = 14.107\n\nQ2 mean 18.600\n")
    kept, shown = kept_and_shown(text.encode(), "text")
    assert "14.107" in kept and "18.600" in kept and not shown.strip()


def test_a_mail_with_ordinary_header_lines_stays_course_text():
    text = "From: Rota office\nTo: Teaching team\nSubject: Re: rota\n\nCounter cover on Tuesday is Jo.\n"
    kept, shown = kept_and_shown(text.encode(), "text")
    assert not kept and "Counter cover" in shown


def test_a_style_sheets_before_text_labels_its_element_and_is_never_course_text():
    page = ('<html><head><style>section.dept-copy::before { content: "صرف عملے کے لیے – طلبہ کو نہ دکھائیں"; color: red }'
            '</style></head><body><h2>Help lines</h2><p>Samaritans: 116 123.</p><section class="dept-copy"><h3>Counter log</h3>'
            '<p>Leon Ashby-Mbeki, 47, 22 Tide Close.</p></section><h2>Labels</h2><p>Check the name twice.</p></body></html>')
    kept, shown = kept_and_shown(page.encode(), "html")
    assert "Ashby-Mbeki" in kept and "Ashby" not in shown and "Samaritans" in shown and "Check the name" in shown
    assert "صرف" not in kept + shown


def test_a_style_sheets_ordinary_before_text_labels_nothing():
    page = ('<html><head><style>.tip::before { content: "Tip: " }</style></head><body><h2>Labels</h2>'
            '<p class="tip">Check the name twice.</p></body></html>')
    kept, shown = kept_and_shown(page.encode(), "html")
    assert not kept and "Check the name" in shown


def _docx_with_table_alt_text(title: str) -> bytes:
    import docx
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    document = docx.Document()
    document.add_heading("Salarii", level=1)
    document.add_paragraph("Salariul net este brutul minus contribuțiile și impozitul.")
    table = document.add_table(rows=2, cols=2)
    table.cell(0, 0).text, table.cell(0, 1).text = "Întrebare", "Răspuns"
    table.cell(1, 0).text, table.cell(1, 1).text = "Impozit", "260 lei; 0 dacă se aplică la brut"
    caption = OxmlElement("w:tblCaption")
    caption.set(qn("w:val"), title)
    table._tbl.tblPr.append(caption)
    document.add_heading("Concedii", level=1)
    document.add_paragraph("Concediul de odihnă are cel puțin 20 de zile lucrătoare.")
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def test_a_word_tables_alt_text_labels_the_table():
    kept, shown = kept_and_shown(_docx_with_table_alt_text("Rezolvări complete pentru cadrul didactic (confidențial)"), "docx")
    assert "0 dacă se aplică la brut" in kept and "aplică la brut" not in shown
    assert "brutul minus" in shown and "20 de zile" in shown and "Rezolvări" not in kept + shown


def test_a_word_tables_ordinary_alt_text_labels_nothing():
    kept, shown = kept_and_shown(_docx_with_table_alt_text("Tax worked example"), "docx")
    assert not kept and "260 lei" in shown


def test_a_label_boxed_in_asterisks_labels_the_text_under_it():
    text = ("Obsidian is volcanic glass.\n\n"
            "*****************************************\n*  Opettajan muistiinpanot: visan vastaukset  *\n"
            "*****************************************\n\nNayte 1 on obsidiaani; pelkka lasi antaa puoli pistetta.\n")
    kept, shown = kept_and_shown(text.encode(), "text")
    assert "puoli pistetta" in kept and "volcanic glass" in shown


@pytest.mark.parametrize("label", [
    "Len pre hodnotiteľov – študentom neposkytovať",
    "Besorolás: csak értékelőknek – tanulóknak nem adható ki",
    "Untuk penilai sahaja: padam bahagian ini sebelum dikongsi dengan pelajar",
    "மதிப்பீட்டாளர்களுக்கு மட்டும் – மாணவர்களுக்கு வழங்க வேண்டாம்",
    "صرف عملے کے لیے – طلبہ کو نہ دکھائیں",
    "Riservato ai docenti – non distribuire agli studenti",
    "Răspunsuri pentru profesor - a se scoate înainte de distribuire",
    "PENTRU UZUL PROFESORULUI - baremul testului",
    "Vain opettajalle: tehtäväkortin vastaukset",
    "Opettajalle: arviointiohje, ei opiskelijoiden materiaaliin",
])
def test_labels_in_more_languages_keep_a_part_from_learners(label):
    assert restricted.kept_from_learners(label)


@pytest.mark.parametrize("topic", ["Profesorul și elevii: comunicarea în clasă", "Opettajan rooli oppimisessa",
                                   "Tanulás és vizsgák", "Pelajar dan penilai dalam kajian kes"])
def test_topics_in_those_languages_are_no_label(topic):
    assert not restricted.kept_from_learners(topic)


def test_a_key_whose_first_line_says_so_is_restricted_whole():
    blocks = [Block("Barem de evaluare - doar pentru profesori", 1, "Barem de evaluare - doar pentru profesori"),
              Block("Subiectul I", 1, "Subiectul I"), Block("1. 5311 = 4111, 10 puncte.", 1, "Subiectul I"),
              Block("Subiectul II", 1, "Subiectul II"), Block("2. Net 3.510 lei, 15 puncte.", 1, "Subiectul II")]
    [section] = restricted.find_restricted_sections(blocks)
    assert (section.first, section.last) == (0, 4)
