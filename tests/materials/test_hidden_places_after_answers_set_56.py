"""Where blind answers set 56 hid text or labelled a key, and it reached students: letters squashed flat by a PDF's
horizontal scaling, a web page's ``transform: scale(0)`` and ``color: transparent``, raw HTML at font size 0 in Markdown,
a slide's text box of no size, a note line after a "* * *" break, a blockquote "not for the student pack", and a text file
headed "ANSWER MEMO". Wordings written for this file."""

from __future__ import annotations

import io

import pytest
from fpdf import FPDF

from materials import restricted
from materials.extract import extract


def _text(data: bytes, kind: str) -> str:
    return " ".join(block.text for block in extract(data, kind).blocks)


def _pdf_with_stretching(percent: float) -> bytes:
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=11)
    pdf.multi_cell(0, 6, "Wort is boiled for an hour to set the hop bitterness.", new_x="LMARGIN", new_y="NEXT")
    pdf.set_stretching(percent)
    pdf.multi_cell(0, 6, "The grain mill key hangs in the prep room.", new_x="LMARGIN", new_y="NEXT")
    pdf.set_stretching(100)
    pdf.multi_cell(0, 6, "Cooling fast limits infection.", new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


@pytest.mark.parametrize("percent, read", [(1, False), (5, False), (60, True), (100, True)])
def test_pdf_letters_squashed_flat_are_not_read(percent, read):
    text = _text(_pdf_with_stretching(percent), "pdf")
    assert "Wort is boiled" in text and "Cooling fast" in text
    assert ("grain mill key" in text) is read


@pytest.mark.parametrize("style, read", [
    ("transform:scale(0)", False),
    ("transform: scale(0, 0)", False),
    ("transform:scaleY(0)", False),
    ("color:transparent", False),
    ("color: rgba(0, 0, 0, 0)", False),
    ("transform:scale(1.2)", True),
    ("color:#333333", True),
    ("background-color:transparent", True),
])
def test_web_page_text_scaled_to_nothing_or_without_colour_is_not_read(style, read):
    page = (f'<html><body><p>Soft water suits pale lagers.</p><p style="{style}">The deioniser key is with the technician.'
            f'</p><p>Hard water suits stouts.</p></body></html>').encode()
    text = _text(page, "html")
    assert "Soft water" in text and "Hard water" in text
    assert ("deioniser key" in text) is read


@pytest.mark.parametrize("html, read", [
    ('<p style="font-size:0">The minibus needs two drivers.</p>', False),
    ('<span style="opacity:0">The minibus needs two drivers.</span>', False),
    ('<div hidden>The minibus needs two drivers.</div>', False),
    ('<span style="color:#a00">The minibus needs two drivers.</span>', True),
])
def test_raw_html_in_markdown_is_read_by_the_web_page_rule(html, read):
    text = _text(f"# Trackways\n\nA trackway is a line of footprints.\n\n{html}\n\nStride gives speed.\n".encode(), "markdown")
    assert "A trackway is" in text and "Stride gives speed." in text
    assert ("two drivers" in text) is read


def test_a_shown_element_around_a_hidden_one_keeps_its_own_text():
    text = _text(b'# Notes\n\n<div style="color:#222">Burrows record behaviour. <span style="font-size:0">Room 4 is '
                 b'locked.</span> Tracks record movement.</div>\n', "markdown")
    assert "Burrows record behaviour." in text and "Tracks record movement." in text and "Room 4" not in text


def _deck_with_a_box(cx: int, cy: int) -> bytes:
    from pptx import Presentation
    from pptx.util import Emu, Inches

    deck = Presentation()
    slide = deck.slides.add_slide(deck.slide_layouts[5])
    slide.shapes.title.text = "Radiometric dating"
    box = slide.shapes.add_textbox(Inches(1), Inches(2), Inches(4), Inches(1))
    box.text_frame.text = "Half-lives are constant."
    note = slide.shapes.add_textbox(Inches(5), Inches(3), Emu(cx), Emu(cy))
    note.text_frame.text = "Cover teacher on Friday: Mr Pell."
    out = io.BytesIO()
    deck.save(out)
    return out.getvalue()


@pytest.mark.parametrize("cx, cy, read", [(0, 0, False), (914400, 0, True), (914400, 457200, True)])
def test_a_slide_text_box_of_no_size_is_not_read(cx, cy, read):
    text = _text(_deck_with_a_box(cx, cy), "pptx")
    assert "Half-lives are constant." in text
    assert ("Mr Pell" in text) is read


def _restricted_and_shown(data: bytes, kind: str, filename: str = "") -> tuple[str, str]:
    document = extract(data, kind)
    sections = restricted.find_restricted_sections(document.blocks, filename=filename)
    inside = {i for s in sections for i in range(s.first, s.last + 1)}
    return (" ".join(b.text for i, b in enumerate(document.blocks) if i in inside),
            " ".join(b.text for i, b in enumerate(document.blocks) if i not in inside))


def test_a_note_line_after_a_break_labels_the_block_under_it():
    text = ("Packaging\n\nKegs are cleaned before filling.\n\n* * *\n(staff crib - strip this page before copying for the "
            "class)\nQ1: 2.5 volumes; any value from 2.4 to 2.7 earns the mark.\n")
    kept, shown = _restricted_and_shown(text.encode(), "text")
    assert "2.4 to 2.7" in kept and "2.4" not in shown and "Kegs are cleaned" in shown


def test_a_blockquote_not_for_the_student_pack_is_restricted():
    text = ("# Trace fossils\n\nTrackways show gait.\n\n> **Teacher notes - not for the student pack**\n> Accept 1.8 to 2.0 m/s."
            "\n\n## Burrows\n\nBurrows show behaviour.\n")
    kept, shown = _restricted_and_shown(text.encode(), "markdown")
    assert "1.8 to 2.0" in kept and "1.8" not in shown and "Burrows show behaviour." in shown


def test_a_text_file_headed_answer_memo_is_restricted_whole():
    text = ("RADIOMETRIC DATING QUIZ - ANSWER MEMO\nMarkers only.\n\n1. 2 half-lives: accept 11,460 years.\n\n"
            "2. Zircon, for the mark.\n")
    kept, shown = _restricted_and_shown(text.encode(), "text", "week-9-notes.txt")
    assert "11,460" in kept and "Zircon" in kept and not shown.strip()


@pytest.mark.parametrize("label, labels", [
    ("staff crib - strip this page before copying for the class", True),
    ("Teacher notes - not for the student pack", True),
    ("Do not upload to the student area", True),
    ("Marking memo", True),
    ("Memos and letters in the Victorian office", False),
    ("Student pack contents", False),
])
def test_which_lines_label_a_part_as_kept_from_students(label, labels):
    assert restricted.is_restricted_heading(label) is labels
