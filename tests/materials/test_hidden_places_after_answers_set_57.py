"""Where blind answers set 57 hid text or labelled a key, and it reached students: a PDF layer the default view switches
off, a Word character style that hides its runs, a web page's text clipped to nothing, a section's aria-label, and labels
that open a block before its colon or name "mark guidance", "expected answers", "keep out of the pack". Wordings written
for this file."""

from __future__ import annotations

import io

import pytest

from materials import restricted
from materials.extract import extract
from materials.extract.pdf import layers_off_by_default
from tests.materials.restriction_views import kept_and_shown


def _text(data: bytes, kind: str) -> str:
    return " ".join(block.text for block in extract(data, kind).blocks)


def _pdf_with_layer(off: bool) -> bytes:
    """A one-page PDF whose second line is drawn on the optional-content group "Staff", switched off when ``off``."""
    content = (b"BT /F1 12 Tf 72 720 Td (Cotton fibres look like twisted ribbons.) Tj ET\n"
               b"/OC /L1 BDC BT /F1 12 Tf 72 700 Td (The microscope key is with Mrs Pell.) Tj ET EMC\n"
               b"BT /F1 12 Tf 72 680 Td (Wool fibres carry scales.) Tj ET\n")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs [6 0 R] /D << /Order [6 0 R] "
        + (b"/OFF [6 0 R] " if off else b"") + b">> >> >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> /Properties << /L1 6 0 R >> >> >>",
        b"<< /Length " + str(len(content)).encode() + b" >>\nstream\n" + content + b"endstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Type /OCG /Name (Staff) >>",
    ]
    out = io.BytesIO()
    out.write(b"%PDF-1.5\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(out.tell())
        out.write(str(number).encode() + b" 0 obj\n" + body + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 " + str(len(objects) + 1).encode() + b"\n0000000000 65535 f \n")
    for offset in offsets:
        out.write(f"{offset:010d} 00000 n \n".encode())
    out.write(b"trailer\n<< /Size " + str(len(objects) + 1).encode() + b" /Root 1 0 R >>\nstartxref\n"
              + str(xref).encode() + b"\n%%EOF\n")
    return out.getvalue()


@pytest.mark.parametrize("off, read", [(True, False), (False, True)])
def test_pdf_text_on_a_layer_switched_off_is_not_read(off, read):
    data = _pdf_with_layer(off)
    assert layers_off_by_default(data) == (frozenset({"Staff"}) if off else frozenset())
    text = _text(data, "pdf")
    assert "twisted ribbons" in text and "carry scales" in text
    assert ("Mrs Pell" in text) is read


def _docx_with_character_style(hidden: bool) -> bytes:
    import docx
    from docx.enum.style import WD_STYLE_TYPE

    document = docx.Document()
    style = document.styles.add_style("Staff Note", WD_STYLE_TYPE.CHARACTER)
    style.font.hidden = hidden
    paragraph = document.add_paragraph("Single jersey curls at its edges. ")
    paragraph.add_run("The needles are in the red box in room 4.", style="Staff Note")
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


@pytest.mark.parametrize("hidden, read", [(True, False), (False, True)])
def test_a_docx_run_in_a_character_style_that_hides_is_not_read(hidden, read):
    text = _text(_docx_with_character_style(hidden), "docx")
    assert "Single jersey curls" in text
    assert ("red box" in text) is read


@pytest.mark.parametrize("style, read", [("clip-path:circle(0)", False), ("clip-path: inset(50%)", False),
                                         ("clip-path:circle(40%)", True)])
def test_web_page_text_clipped_to_nothing_is_not_read(style, read):
    page = f'<html><body><p>Indigo oxidises in air.</p><p style="{style}">The vat results are due Friday.</p></body></html>'
    assert ("vat results" in _text(page.encode(), "html")) is read


def test_a_sections_aria_label_keeps_it_from_learners():
    page = ('<html><body><h2>Fastness</h2><p>Grey scales grade colour change.</p>'
            '<section aria-label="Worked answers for teachers, keep off the pupil pages"><p>Sample C: grade 4 for staining.'
            '</p></section><h2>Care labels</h2><p>A tub means washing.</p></body></html>').encode()
    kept, shown = kept_and_shown(page, "html")
    assert "grade 4 for staining" in kept and "Sample C" not in shown
    assert "Grey scales" in shown and "A tub means washing." in shown


@pytest.mark.parametrize("text, kept", [
    ("Teacher version only - the answers are on this slide, delete before sharing: Q1 thinning; Q2 coppice.", True),
    ("Answer slide - teacher copy: warp; twill; a heavier yarn.", True),
    ("Thinning: removing some trees so the rest grow faster.", False),
    ("Teacher training: how forestry courses are taught in Finland.", False),
])
def test_a_block_that_opens_with_a_label_before_its_colon(text, kept):
    blocks = extract((f"# Silviculture\n\nCoppicing cuts trees to the ground.\n\nThinning lets the rest grow.\n\n"
                      f"Pollarding cuts higher up.\n\n{text}\n\nRecap on page 2.\n").encode(), "markdown").blocks
    sections = restricted.find_restricted_sections(blocks)
    restricted_text = " ".join(blocks[i].text for s in sections for i in range(s.first, s.last + 1))
    assert (text in restricted_text) is kept
    assert "Coppicing" not in restricted_text


@pytest.mark.parametrize("label, labels", [
    ("Mark guidance for staff - keep out of the revision pack", True),
    ("Knitting practice sheet - expected answers", True),
    ("Hide this slide when sharing the deck with pupils", True),
    ("Teacher's worked answers - remove from the copy pupils receive", True),
    ("Expected answers to common questions about wool", False),
    ("Keeping moths out of the wool store", False),
])
def test_which_lines_label_a_part_as_kept_from_pupils(label, labels):
    assert restricted.is_restricted_heading(label) is labels
