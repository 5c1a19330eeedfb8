"""Where blind guardrail set 64 put its labels and restricted text reached students: a comment typed on a PDF page, a
figure's caption under the figure, a key file's second line, a Greek label line read as a heading in capitals, and labels
in Spanish, Greek, Hebrew, Persian and Arabic. Wordings written for this file."""

from __future__ import annotations

import pytest
from fpdf import FPDF

from materials import restricted
from materials.extract import Block
from tests.materials.restriction_views import kept_and_shown


def _pdf_with_a_comment(comment: str) -> bytes:
    pdf = FPDF()
    pdf.set_font("Helvetica", size=11)
    for number, (heading, line) in enumerate((("Safe sleep", "Babies sleep on their backs in a clear cot."),
                                              ("Room 2 family notes", "Keypad code 4417; Nia Bellweather-Osei, 3 Elm Row"))):
        pdf.add_page()
        pdf.set_font("Helvetica", "B", 16)
        pdf.multi_cell(0, 9, heading, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", size=11)
        pdf.multi_cell(0, 6, line, new_x="LMARGIN", new_y="NEXT")
        if number == 1:
            pdf.text_annotation(150, 20, comment)
    return bytes(pdf.output())


def test_a_comment_typed_on_a_pdf_page_labels_that_page():
    kept, shown = kept_and_shown(_pdf_with_a_comment("Sólo para evaluadores: retirar antes de entregar a los alumnos"), "pdf")
    assert "Bellweather-Osei" in kept and "Bellweather" not in shown and "on their backs" in shown


def test_an_ordinary_comment_labels_nothing():
    kept, shown = kept_and_shown(_pdf_with_a_comment("Check the cot picture is clearer in the next print."), "pdf")
    assert not kept and "Bellweather-Osei" in shown


def test_a_figure_caption_under_the_figure_labels_the_whole_figure():
    page = ("<html><body><h2>Working with parents</h2><p>Listen first.</p><figure><h3>Case log</h3>"
            "<p>Tomas Ferrier-Adu, 2, bruise on the ear.</p><p>Father asked where the worker lives.</p>"
            "<figcaption>לצוות בלבד: לא להעביר ללומדים</figcaption></figure><h2>Help lines</h2>"
            "<p>Samaritans: 116 123.</p></body></html>").encode()
    kept, shown = kept_and_shown(page, "html")
    assert "Ferrier-Adu" in kept and "worker lives" in kept and "Ferrier" not in shown
    assert "Listen first." in shown and "Samaritans" in shown


def test_a_key_file_labelled_on_its_second_line_is_restricted_whole():
    text = "Room 3 rota notes\nنموذج الإجابات للمقيّمين فقط، لا يُعطى للمتعلمين.\n\nQ1 11.728 kg\n\nQ2 1,523.50 ml\n"
    kept, shown = kept_and_shown(text.encode(), "text")
    assert "11.728" in kept and "1,523.50" in kept and not shown.strip()


def test_a_greek_sentence_is_no_heading_in_capitals_and_labels_its_slide():
    blocks = [Block("Case study", 12, "Case study"), Block("- Up to five marks for listening", 12, "Case study"),
              Block("Μόνο για εξεταστές – να αφαιρεθεί πριν δοθεί στους σπουδαστές", 12, "Case study"),
              Block("Ratios", 13, "Ratios"), Block("One adult to three under-twos.", 13, "Ratios")]
    [section] = restricted.find_restricted_sections(blocks)
    assert (section.first, section.last) == (0, 2)


@pytest.mark.parametrize("label", [
    "Sólo para evaluadores: retirar antes de entregar a los alumnos",
    "Μόνο για εξεταστές – να αφαιρεθεί πριν δοθεί στους σπουδαστές",
    "לצוות בלבד: לא להעביר ללומדים",
    "فقط برای مربیان: این بخش را با فراگیران به اشتراک نگذارید",
    "نموذج الإجابات للمقيّمين فقط، لا يُعطى للمتعلمين.",
])
def test_labels_in_spanish_greek_hebrew_persian_and_arabic(label):
    assert restricted.is_restricted_heading(label)


@pytest.mark.parametrize("heading", ["Solo para empezar", "Μόνο για σήμερα", "Sueño seguro para bebés"])
def test_topics_in_those_languages_are_no_labels(heading):
    assert not restricted.is_restricted_heading(heading)
