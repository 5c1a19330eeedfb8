"""Fixtures for indexing real text with the real embedding model into the real database."""

from __future__ import annotations

import pytest

from materials.models import CourseMaterial
from materials.services import material_create_from_text, material_index


@pytest.fixture
def index_text(django_capture_on_commit_callbacks):
    """Create a Markdown material from text and index it synchronously (no queue involved)."""

    def _index(course, title: str, text: str, **kwargs) -> CourseMaterial:
        with django_capture_on_commit_callbacks(execute=False):
            material = material_create_from_text(course=course, title=title, text=text, **kwargs)
        assert material_index(material_id=material.pk, version=material.version) == "indexed"
        material.refresh_from_db()
        return material

    return _index


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
