"""Where blind guardrail set 62 put its labels and restricted text reached students: a table caption in Polish, an image
banner's alt text over a section, a bare "(staff)" line after a Markdown break, a French first line over a text file's
figures, and a PDF page's own footer line. Wordings written for this file."""

from __future__ import annotations

import io

import pytest
from fpdf import FPDF

from materials import restricted
from materials.extract import Block, extract


def _restricted_text(data: bytes, kind: str) -> tuple[str, str]:
    """(the restricted blocks' text, the rest) of a file, as ingestion splits them."""
    document = extract(data, kind)
    sections = restricted.find_restricted_sections(document.blocks, margins=document.margins,
                                                   page_notes=document.page_notes, outline=document.outline,
                                                   unseen_labels=document.unseen_labels)
    inside = {i for s in sections for i in range(s.first, s.last + 1)}
    kept = " ".join(b.text for i, b in enumerate(document.blocks) if i in inside)
    shown = " ".join(b.text for i, b in enumerate(document.blocks) if i not in inside)
    return kept, shown


_PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"


def _page(banner_alt: str) -> bytes:
    return f"""<html><body><h1>Pressure care</h1><p>Turn a person in bed at least every two hours.</p>
<img src="{_PIXEL}" alt="{banner_alt}" width="600" height="4">
<h2>Learners this term</h2><ul><li>Orla Mendip-Vance: carer for her father; may miss Friday sessions</li></ul>
<h2>Support</h2><p>Samaritans answer on 116 123 at any hour.</p></body></html>""".encode()


def test_an_image_banners_alt_text_restricts_the_section_under_it_and_is_never_course_text():
    kept, shown = _restricted_text(_page("Trainer copy: take this section out before the handout goes to learners"), "html")
    assert "Orla Mendip-Vance" in kept and "Orla" not in shown
    assert "Samaritans" in shown and "Turn a person" in shown
    assert "Trainer copy" not in kept + shown  # the description is read for the label only


def test_an_ordinary_alt_text_restricts_nothing():
    kept, shown = _restricted_text(_page("A pressure-relieving mattress on a hospital bed"), "html")
    assert not kept and "Orla Mendip-Vance" in shown
    assert "mattress" not in shown


def test_a_table_captioned_in_polish_for_tutors_only_is_restricted():
    page = b"""<html><body><h1>Safeguarding</h1><p>Raise a concern the same day.</p><table>
<caption>Tylko dla prowadz\xc4\x85cych: nie udost\xc4\x99pnia\xc4\x87 kursantom</caption>
<tr><th>Resident</th><td>Albert Quenby-Harrow, 91</td></tr></table><p>Keep notes factual.</p></body></html>"""
    kept, shown = _restricted_text(page, "html")
    assert "Albert Quenby-Harrow" in kept and "Albert" not in shown and "Keep notes factual." in shown


@pytest.mark.parametrize("label", [
    "Tylko dla prowadzących: nie udostępniać kursantom",
    "Doar pentru formatori - nu se distribuie cursanților",
    "Sadece eğitmenler için: öğrencilerle paylaşmayın",
    "Khusus untuk pengajar, jangan dibagikan kepada siswa",
    "Chỉ dành cho giáo viên",
    "Только для преподавателей: не раздавать студентам",
    "للمعلمين فقط",
    "केवल शिक्षकों के लिए",
    "教師用：生徒には配布しない",
    "교사용 - 학생에게 배포 금지",
    "仅供教师使用，请勿发给学生",
    "Kun for lærere",
    "Tutor copy: remove before issuing to learners",
])
def test_a_label_in_more_languages_restricts_its_section(label):
    assert restricted.is_restricted_heading(label)


@pytest.mark.parametrize("heading", ["Bezpieczeństwo pacjenta", "Öğrenci hakları", "Hỗ trợ học sinh", "Права пациентов",
                                     "Tutor contacts and office hours", "Before the handout goes to print"])
def test_topics_in_those_languages_are_no_labels(heading):
    assert not restricted.is_restricted_heading(heading)


def test_a_bare_staff_line_after_a_markdown_break_restricts_the_list_under_it():
    text = ("# Revision\n\nRead every question twice.\n\n***\n\n(staff)\n\n- Nell Ashgrove-Pryce: resit booked for 3 May\n\n"
            "## Bell ringing\n\nThe tower has eight bells.\n")
    kept, shown = _restricted_text(text.encode(), "markdown")
    assert "Nell Ashgrove-Pryce" in kept and "Nell" not in shown
    assert "Read every question twice." in shown and "eight bells" in shown


def test_a_text_file_whose_first_line_is_a_french_key_label_is_restricted_whole():
    text = ("Corrigé réservé aux formateurs : ne pas distribuer aux apprenants\nUnit 4 figures\n\n"
            "Assignment 1\n1. 418 / 2,937 x 100 = 14.232 per cent\n\nExam, Section B\n1. 1,596 / 72 = 22.167 an hour\n")
    kept, shown = _restricted_text(text.encode(), "text")
    assert "14.232" in kept and "22.167" in kept and not shown.strip()


def test_a_first_line_that_only_mentions_a_key_restricts_nothing():
    text = ("The answer key goes up after the quiz.\nUntil then, work through the sheet with a partner and compare your "
            "methods before you check a single figure.\n\nQuestion 1 asks for a mean.\n")
    kept, shown = _restricted_text(text.encode(), "text")
    assert "Question 1" in shown  # not the whole file


def _pdf_with_a_labelled_last_page() -> bytes:
    pdf = FPDF()
    pdf.set_font("Helvetica", size=11)
    for heading, lines in (("Nutrition", ["Offer drinks often; thirst fades with age."]),
                           ("Placement contacts", ["Ruth Penberthy-Osei, 12 Tanner's Row, mobile 07700 900111",
                                                   "Unit 5 notes, page 2 of 2 - assessor copy, withdraw before issuing to learners"])):
        pdf.add_page()
        pdf.set_font("Helvetica", "B", 16)
        pdf.multi_cell(0, 9, heading, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", size=11)
        for line in lines:
            pdf.multi_cell(0, 6, line, new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


def test_a_pdf_pages_own_footer_line_labelling_it_an_assessor_copy_restricts_its_section():
    kept, shown = _restricted_text(_pdf_with_a_labelled_last_page(), "pdf")
    assert "Penberthy-Osei" in kept and "Penberthy" not in shown and "thirst fades" in shown


def _png() -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (4, 4), "white").save(out, "PNG")
    return out.getvalue()


def test_a_docx_pictures_description_restricts_the_section_after_it():
    import docx

    document = docx.Document()
    document.add_heading("Moving and handling", 1)
    document.add_paragraph("Never lift a person under the arms.")
    document.add_picture(io.BytesIO(_png()))
    document.inline_shapes[0]._inline.docPr.set("descr", "Tutor copy: take this section out before the handout goes to learners")
    document.add_heading("Learner marks", 1)
    document.add_paragraph("Kit Barraclough-Mensah: 52 of 60")
    document.add_heading("Slide sheets", 1)
    document.add_paragraph("Slide sheets reduce friction.")
    out = io.BytesIO()
    document.save(out)
    kept, shown = _restricted_text(out.getvalue(), "docx")
    assert "Barraclough-Mensah" in kept and "Barraclough" not in shown
    assert "Never lift" in shown and "reduce friction" in shown


def test_a_slide_pictures_description_restricts_its_slide():
    from pptx import Presentation
    from pptx.util import Inches

    deck = Presentation()
    for number, (title, body, description) in enumerate((
            ("Hoists", "Check the sling before every lift.", "A mobile hoist"),
            ("Marks", "Ada Fenwick-Oduya: 47 of 60", "Assessor copy - delete this slide before sharing the deck"),
            ("Slide sheets", "They reduce friction.", "")), 1):
        slide = deck.slides.add_slide(deck.slide_layouts[1])
        slide.shapes.title.text = title
        slide.placeholders[1].text = body
        if description:
            picture = slide.shapes.add_picture(io.BytesIO(_png()), Inches(1), Inches(5), Inches(1), Inches(1))
            picture._element.nvPicPr.cNvPr.set("descr", description)
    out = io.BytesIO()
    deck.save(out)
    document = extract(out.getvalue(), "pptx")
    assert [text for _, text in document.unseen_labels] == ["A mobile hoist",
                                                           "Assessor copy - delete this slide before sharing the deck"]
    kept, shown = _restricted_text(out.getvalue(), "pptx")
    assert "Fenwick-Oduya" in kept and "Fenwick" not in shown and "Check the sling" in shown and "friction" in shown


def _deck_with_sections(second_name: str) -> bytes:
    from lxml import etree
    from pptx import Presentation

    deck = Presentation()
    for title, body in (("Last days of life", "Mouth care every two hours."), ("Case study", "Six marks for spotting delirium")):
        slide = deck.slides.add_slide(deck.slide_layouts[1])
        slide.shapes.title.text = title
        slide.placeholders[1].text = body
    ids = [slide.slide_id for slide in deck.slides]
    p14 = "http://schemas.microsoft.com/office/powerpoint/2010/main"
    sections = etree.SubElement(deck.part._element, f"{{{p14}}}sectionLst")
    for name, slide_id in (("Teaching slides", ids[0]), (second_name, ids[1])):
        section = etree.SubElement(sections, f"{{{p14}}}section", name=name)
        etree.SubElement(etree.SubElement(section, f"{{{p14}}}sldIdLst"), f"{{{p14}}}sldId", id=str(slide_id))
    out = io.BytesIO()
    deck.save(out)
    return out.getvalue()


def test_a_powerpoint_section_named_for_assessors_only_restricts_its_slides():
    kept, shown = _restricted_text(_deck_with_sections("Assessor only: delete this section before the deck goes to learners"),
                                   "pptx")
    assert "Six marks" in kept and "Six marks" not in shown and "Mouth care" in shown
    assert "Assessor only" not in kept + shown  # a section's name is never course text


def test_an_ordinary_section_name_restricts_nothing():
    kept, shown = _restricted_text(_deck_with_sections("Practice"), "pptx")
    assert not kept and "Six marks" in shown
