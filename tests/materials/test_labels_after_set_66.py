"""Where held-out guardrail set 66 (scored once before any change for it) put its labels and restricted text reached
students: a slide's own layout carrying the label, a label heading with no text of its own over the section it labels,
an inline drawing's words, a "cut here" line in a text file, and labels in Turkish and Somali. Wordings written for this
file."""

from __future__ import annotations

import copy
import io

import pytest
from fpdf import FPDF

from materials import restricted
from tests.materials.restriction_views import kept_and_shown


def _deck(layout_label: str | None) -> bytes:
    """Two slides on two layouts; the second slide's layout draws ``layout_label`` in a text box of its own."""
    from pptx import Presentation
    from pptx.util import Inches

    deck = Presentation()
    first = deck.slides.add_slide(deck.slide_layouts[1])
    first.shapes.title.text = "Cell checks"
    first.placeholders[1].text = "Check every 30 minutes and rouse the detainee."
    second_layout = deck.slide_layouts[5]
    second = deck.slides.add_slide(second_layout)
    second.shapes.title.text = "Section C case"
    box = second.shapes.add_textbox(Inches(1), Inches(2), Inches(6), Inches(1))
    box.text_frame.text = "Up to six marks for asking him directly about suicide"
    if layout_label:
        banner = second.shapes.add_textbox(Inches(6), Inches(0.2), Inches(3), Inches(0.5))
        banner.text_frame.text = layout_label
        element = banner._element
        element.getparent().remove(element)
        second_layout.shapes._spTree.append(copy.deepcopy(element))
    out = io.BytesIO()
    deck.save(out)
    return out.getvalue()


def test_a_label_a_slides_layout_draws_on_it_labels_the_slide():
    kept, shown = kept_and_shown(_deck("للمقيّمين فقط – لا تُعرض على الطلاب"), "pptx")
    assert "six marks" in kept and "six marks" not in shown and "rouse the detainee" in shown
    assert "للمقيّمين" not in kept + shown  # the layout's words are no course text


def test_an_ordinary_layout_banner_labels_nothing():
    kept, shown = kept_and_shown(_deck("UPS-366 Unit 4"), "pptx")
    assert not kept and "six marks" in shown and "UPS-366" not in shown


def test_a_label_heading_with_no_text_of_its_own_labels_the_next_section():
    pdf = FPDF()
    pdf.set_font("Helvetica", size=11)
    pdf.add_page()
    pdf.multi_cell(0, 6, "Use of force must be necessary and proportionate.", new_x="LMARGIN", new_y="NEXT")
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 18)
    pdf.multi_cell(0, 10, "Nur für Lehrkräfte - nicht an Lernende weitergeben", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "B", 14)
    pdf.multi_cell(0, 8, "Night list", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", size=11)
    pdf.multi_cell(0, 6, "Cell 2: Dale Hartwell-Obi, 34, of 9 Mill Row.", new_x="LMARGIN", new_y="NEXT")
    pdf.multi_cell(0, 6, "Door code 4817.", new_x="LMARGIN", new_y="NEXT")
    kept, shown = kept_and_shown(bytes(pdf.output()), "pdf")
    assert "Hartwell-Obi" in kept and "4817" in kept and "Hartwell" not in shown and "proportionate" in shown


def test_an_inline_drawings_words_label_what_follows_and_are_no_course_text():
    page = ('<html><body><h2>Doorstep</h2><p>Separate the parties first.</p><section><svg width="200" height="30">'
            '<rect width="200" height="30" fill="#c00"/><text x="5" y="20">Solo para evaluadores – no mostrar al alumnado</text>'
            '</svg><h3>Call log</h3><p>Bea Rourke-Ade, 14 Lantern Mews.</p></section><h2>Knives</h2><p>Press on the wound.</p>'
            '</body></html>')
    kept, shown = kept_and_shown(page.encode(), "html")
    assert "Rourke-Ade" in kept and "Rourke" not in shown and "Separate the parties" in shown and "Press on" in shown
    assert "evaluadores" not in kept + shown


def test_a_drawings_ordinary_words_label_nothing():
    page = ('<html><body><h2>Doorstep</h2><svg><text x="5" y="20">Figure 1</text></svg><p>Separate the parties.</p>'
            '</body></html>')
    kept, shown = kept_and_shown(page.encode(), "html")
    assert not kept and "Separate the parties" in shown and "Figure 1" not in shown


def test_a_cut_here_label_part_way_down_a_text_file_labels_what_is_below_it():
    text = ("Radio: say the call sign first.\n\n"
            "-- 8< ---------- Yalnızca değerlendiriciler için – öğrencilere verilmez, bu çizgiden kesin ---------- 8< --\n\n"
            "A1 Q1 347 / 2,618 = 13.254\n\nA1 Q2 mean 28.600\n")
    kept, shown = kept_and_shown(text.encode(), "text")
    assert "13.254" in kept and "28.600" in kept and "call sign" in shown


@pytest.mark.parametrize("label", ["Yalnızca değerlendiriciler için – öğrencilere verilmez",
                                   "Qiimeeyayaasha oo keliya – ha la tusin ardayda"])
def test_labels_in_turkish_and_somali_keep_a_part_from_learners(label):
    assert restricted.kept_from_learners(label)
