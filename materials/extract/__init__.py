"""Turn uploaded bytes into ordered text blocks (pure: no Django models, no database).

Pipeline: ``validate_size`` -> ``detect_kind`` (from the bytes, never trusting the file name)
-> ``extract`` -> :class:`ExtractedDocument` of :class:`Block` paragraphs in reading order. At
upload time, ``probe`` is the cheap structural check that refuses a broken file before it is stored.

Every failure is an :class:`ExtractionError` whose ``code`` maps to an HTTP status through the one
error table (config/errors.py) and whose ``message`` can be shown to a teacher as is.

One module per format: ``pdf`` (pages, running lines, paragraphs, headings, ruled tables),
``docx``, ``pptx`` (a page per slide), ``html`` (web pages as a browser shows them), ``plain`` (Markdown and text);
``detect`` decides the kind and decodes text;
``document`` holds the shapes and the error.
"""

from __future__ import annotations

import io

from materials.extract.detect import clean, decode_text, detect_kind
from materials.extract.docx import check_zip_bomb, extract_docx
from materials.extract.document import gettext_noop
from materials.extract.document import (
    DOCX_MAX_UNPACKED, EXTRACTION_CODES, MSG_EMPTY, MSG_TOO_LARGE, MSG_UNREADABLE, MSG_UNSUPPORTED, Block,
    ExtractedDocument, ExtractionError, Kind, unreadable, validate_size,
)
from materials.extract.html import extract_html
from materials.extract.pdf import extract_pdf, pdf_error
from materials.extract.pptx import extract_pptx
from materials.extract.plain import parse_plain

__all__ = [
    "Block", "DOCX_MAX_UNPACKED", "EXTRACTION_CODES", "ExtractedDocument", "ExtractionError", "Kind", "MSG_EMPTY",
    "MSG_TOO_LARGE", "MSG_UNREADABLE", "MSG_UNSUPPORTED", "detect_kind", "extract", "probe", "validate_size",
]


def extract(data: bytes, kind: str, *, docx_max_unpacked: int = DOCX_MAX_UNPACKED) -> ExtractedDocument:
    """Extract ordered blocks; raises :class:`ExtractionError` (never anything else for bad input)."""
    if kind == "pdf":
        doc = extract_pdf(data)
    elif kind == "docx":
        doc = extract_docx(data, max_unpacked=docx_max_unpacked)
    elif kind == "pptx":
        doc = extract_pptx(data, max_unpacked=docx_max_unpacked)
    elif kind == "html":
        text = decode_text(data)
        if text is None:
            raise ExtractionError("unsupported_format", MSG_UNSUPPORTED)
        doc = extract_html(text)
    elif kind in ("markdown", "text"):
        text = decode_text(data)
        if text is None:
            raise ExtractionError("unsupported_format", MSG_UNSUPPORTED)
        doc = ExtractedDocument(blocks=parse_plain(clean(text), markdown=kind == "markdown"), page_count=None)
    else:
        raise ExtractionError("unsupported_format", MSG_UNSUPPORTED)
    if not any(block.text.strip() for block in doc.blocks):
        if kind == "pdf":
            raise unreadable(gettext_noop("The PDF seems to contain only scanned images; no text could be extracted."))
        raise ExtractionError("empty_file", MSG_EMPTY)
    return doc


def probe(data: bytes, kind: str, *, docx_max_unpacked: int = DOCX_MAX_UNPACKED) -> None:
    """Cheap structural check at upload time, so a broken file is refused before it is stored.

    PDF: it opens, is not password-protected and has pages. DOCX, PPTX: the zip is sound, not a zip bomb (and
    holds ``word/document.xml`` or ``ppt/presentation.xml``, which :func:`detect_kind` checked). Text, HTML: it
    decodes. Full extraction happens later in a worker.
    Raises :class:`ExtractionError` like :func:`extract`.
    """
    if kind == "pdf":
        import pdfplumber

        try:
            with pdfplumber.open(io.BytesIO(data)) as pdf:
                if not pdf.pages:
                    raise unreadable(gettext_noop("The PDF has no pages."))
        except ExtractionError:
            raise
        except Exception as exc:
            raise pdf_error(exc) from None
    elif kind == "docx":
        check_zip_bomb(data, docx_max_unpacked)
    elif kind == "pptx":
        check_zip_bomb(data, docx_max_unpacked, damaged=gettext_noop("The PowerPoint file is damaged."))
    elif kind in ("html", "markdown", "text"):
        if decode_text(data) is None:
            raise ExtractionError("unsupported_format", MSG_UNSUPPORTED)
    else:
        raise ExtractionError("unsupported_format", MSG_UNSUPPORTED)
