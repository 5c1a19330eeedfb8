"""PDF pages take the fast pdfium route unless they need pdfplumber; both routes give the same text."""

import io

import pypdfium2
import pytest
from fpdf import FPDF

from materials.extract import pdf as extraction
from materials.extract import extract
from tests.materials.test_extract import PROSE, _pdf

PDFPLUMBER_PAGE_LINES = extraction._pdf_page_lines


def _slow_only(monkeypatch):
    monkeypatch.setattr(extraction._PdfiumReader, "open", classmethod(lambda cls, data: None))


def _forbid_pdfplumber_pages(monkeypatch):
    def fail(page):
        raise AssertionError(f"page {page.page_number} went through pdfplumber")

    monkeypatch.setattr(extraction, "_pdf_page_lines", fail)


def _both_routes(monkeypatch, data: bytes):
    fast = extract(data, "pdf")
    with monkeypatch.context() as m:
        _slow_only(m)
        m.setattr(extraction, "_pdf_page_lines", PDFPLUMBER_PAGE_LINES)
        slow = extract(data, "pdf")
    return fast, slow


def _table_pdf(pages: int = 1, *, header_rule: bool = False) -> bytes:
    pdf = FPDF()
    for number in range(1, pages + 1):
        pdf.add_page()
        pdf.set_font("Helvetica", size=11)
        if header_rule:
            pdf.cell(0, 6, "Statistics - Course Notes", align="C")
            pdf.line(10, 16, 200, 16)
            pdf.set_y(22)
        pdf.multi_cell(0, 6, f"Results for {'abcdefgh'[number - 1] * 3} are below.")
        pdf.ln(4)
        if number % 2 == 1:
            with pdf.table() as table:
                for row in [("Name", "Value", "Unit"), ("alpha", str(number), "m"), ("beta", "2", "s")]:
                    cells = table.row()
                    for cell in row:
                        cells.cell(cell)
            pdf.ln(4)
        pdf.multi_cell(0, 6, PROSE)
    return bytes(pdf.output())


def test_plain_pages_take_the_fast_route(monkeypatch):
    _forbid_pdfplumber_pages(monkeypatch)
    data = _pdf([["# Vectors", PROSE, "Second paragraph. Short."], ["Third paragraph on page two."]], header="Notes", footer=True)
    doc = extract(data, "pdf")
    body = next(b for b in doc.blocks if b.text.startswith("This paragraph"))
    assert "linear algebra concepts" in body.text and body.page == 1 and body.heading == "Vectors"
    assert doc.blocks[-1].page == 2


def test_a_rule_under_a_running_header_is_not_a_table(monkeypatch):
    _forbid_pdfplumber_pages(monkeypatch)
    data = _table_pdf(2, header_rule=True)
    reader = extraction._PdfiumReader.open(data)
    try:
        page = reader._doc[1]  # page 2: the header rule only, no table
        assert reader._survey(page).paths == []
        page.close()
    finally:
        reader.close()
    fast, slow = _both_routes(monkeypatch, data)
    assert fast == slow


def test_ruled_table_comes_out_as_rows_on_the_fast_route(monkeypatch):
    _forbid_pdfplumber_pages(monkeypatch)
    data = _table_pdf(3, header_rule=True)
    doc = extract(data, "pdf")
    tables = [b for b in doc.blocks if "|" in b.text]
    assert [(b.text, b.page) for b in tables] == [
        ("Name | Value | Unit\nalpha | 1 | m\nbeta | 2 | s", 1),
        ("Name | Value | Unit\nalpha | 3 | m\nbeta | 2 | s", 3),
    ]
    # Table cells are not repeated as loose lines.
    assert not any(b.text.startswith("alpha") for b in doc.blocks)


def test_both_routes_give_the_same_document(monkeypatch):
    data = _table_pdf(5, header_rule=True)
    fast, slow = _both_routes(monkeypatch, data)
    assert fast == slow
    assert [b.page for b in fast.blocks if b.text.startswith("Results")] == [1, 2, 3, 4, 5]
    assert not any("Course Notes" in b.text for b in fast.blocks)  # running header dropped
    headed = _pdf([[f"# Chapter {n}", PROSE, f"Body text of page {n}."] for n in range(1, 6)], header="Course Notes", footer=True)
    fast, slow = _both_routes(monkeypatch, headed)
    assert fast == slow


def test_pages_stay_numbered_when_routes_mix(monkeypatch):
    data = _table_pdf(4)
    expected = extract(data, "pdf")
    original = extraction._PdfiumReader.page_lines
    used = []

    def every_other(self, index, **options):
        used.append(index)
        return None if index % 2 else original(self, index, **options)  # pages 2 and 4 through pdfplumber

    monkeypatch.setattr(extraction._PdfiumReader, "page_lines", every_other)
    mixed = extract(data, "pdf")
    assert used == [0, 1, 2, 3]
    assert mixed == expected
    assert [b.page for b in mixed.blocks if b.text.startswith("Results")] == [1, 2, 3, 4]


def test_nul_and_control_characters_are_stripped_on_the_fast_route(monkeypatch, pdf_with_control_characters):
    _forbid_pdfplumber_pages(monkeypatch)
    doc = extract(pdf_with_control_characters, "pdf")
    assert doc.blocks[0].text == "Zero width"
    assert "\x00" not in "".join(b.text for b in doc.blocks)


def _rewrite(data: bytes, change) -> bytes:
    document = pypdfium2.PdfDocument(data)
    change(document)
    out = io.BytesIO()
    document.save(out)
    document.close()
    return out.getvalue()


def test_rotated_pages_go_through_pdfplumber(monkeypatch):
    def rotate_second(document):
        document[1].set_rotation(90)

    data = _rewrite(_pdf([["First page text."], ["Second page text."], ["Third page text."]]), rotate_second)
    seen = []
    original = extraction._pdf_page_lines
    monkeypatch.setattr(extraction, "_pdf_page_lines", lambda page: seen.append(page.page_number) or original(page))
    doc = extract(data, "pdf")
    assert seen == [2]  # pdfplumber's reading of a rotated page is kept as it was
    assert [(b.text, b.page) for b in doc.blocks if b.page != 2] == [("First page text.", 1), ("Third page text.", 3)]
    assert any(b.page == 2 for b in doc.blocks)


def test_pages_drawn_through_form_xobjects_go_through_pdfplumber(monkeypatch):
    source = pypdfium2.PdfDocument(_pdf([["Text inside a form object."]]))
    target = pypdfium2.PdfDocument.new()
    xobject = source.page_as_xobject(0, target)
    page = target.new_page(595, 842)
    page.insert_obj(xobject.as_pageobject())
    page.gen_content()
    out = io.BytesIO()
    target.save(out)
    seen = []
    original = extraction._pdf_page_lines
    monkeypatch.setattr(extraction, "_pdf_page_lines", lambda page: seen.append(page.page_number) or original(page))
    doc = extract(out.getvalue(), "pdf")
    assert seen == [1]
    assert doc.blocks[0].text == "Text inside a form object."


def test_a_file_pdfium_cannot_open_is_read_by_pdfplumber(monkeypatch):
    def refuse(data):
        raise pypdfium2.PdfiumError("cannot open")

    monkeypatch.setattr(pypdfium2, "PdfDocument", refuse)
    doc = extract(_pdf([["# Vectors", PROSE]]), "pdf")
    assert doc.blocks[0].text == "Vectors" and "linear algebra" in doc.blocks[1].text


@pytest.mark.parametrize("pages", [1, 3])
def test_errors_are_unchanged(pages):
    from materials.extract import ExtractionError

    data = _pdf([["Hello there."]] * pages)[:300]
    with pytest.raises(ExtractionError, match="Could not read the document"):
        extract(data, "pdf")


def _raw_pdf(content: bytes) -> bytes:
    """A one-page PDF with ``content`` as its content stream and fonts F1 (Helvetica), F2 (Times-Bold)."""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >>"
        b" /Contents 4 0 R >>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Bold >>",
    ]
    out, offsets = b"%PDF-1.4\n", []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1) + b"".join(b"%010d 00000 n \n" % o for o in offsets)
    return out + b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)


def test_sizes_spacing_and_bold_match_pdfplumber_for_scaled_and_kerned_text():
    import pdfplumber

    data = _raw_pdf(
        b"BT /F1 1 Tf 11 0 0 11 72 700 Tm (Hello scaled world) Tj ET"  # size set by the text matrix
        b" BT /F2 14 Tf 72 660 Td (Bold Title) Tj ET"
        b" BT /F1 11 Tf 72 640 Td [(Kerned)-400(words)-150(here)] TJ ET"  # gaps, no space characters
        b" q 2 0 0 2 0 0 cm BT /F1 5.5 Tf 36 300 Td (Scaled by cm) Tj ET Q"  # size set by the CTM
        b" BT /F1 11 Tf 72 400 Td (E = mc) Tj 3 Ts /F1 7 Tf (2) Tj ET"
    )
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        slow, _height = extraction._pdf_page_lines(pdf.pages[0])
    reader = extraction._PdfiumReader.open(data)
    try:
        fast = reader.page_lines(0)
    finally:
        reader.close()
    assert [(ln.text, ln.size, ln.bold, ln.chars) for ln in fast] == [(ln.text, ln.size, ln.bold, ln.chars) for ln in slow]
    assert [ln.text for ln in fast] == ["Hello scaled world", "Bold Title", "Kerned wordshere", "Scaled by cm", "E = mc2"]
    assert all(abs(a.top - b.top) < 1 and abs(a.bottom - b.bottom) < 1 for a, b in zip(fast, slow))
