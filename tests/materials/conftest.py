"""Fixtures of the materials tests (``index_text`` is shared: tests/conftest.py)."""

from __future__ import annotations

import pytest



@pytest.fixture
def pdf_with_control_characters() -> bytes:
    """A one-line PDF whose text string holds a NUL and a bell: "Zero \\x00\\x07 width"."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_compression(False)  # so the text string can be edited in the content stream
    pdf.add_page()
    pdf.set_font("Helvetica", size=11)
    pdf.cell(0, 5, "Zero XX width")
    raw = bytes(pdf.output()).replace(b"Zero XX width", b"Zero \x00\x07 width")
    assert b"\x00\x07" in raw
    return raw
