"""Text extraction helpers shared by make_questions.py and check.py.

PDF pages are read with two extractors that ship in the product venv: pdfminer.six (through
pdfplumber) and pypdfium2. A gold snippet must be found on its page by both.
"""
import re
from functools import lru_cache
from pathlib import Path

import docx
import pdfplumber
import pypdfium2


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


@lru_cache(maxsize=None)
def pages_pdfminer(path):
    with pdfplumber.open(str(path)) as pdf:
        return tuple(norm(p.extract_text() or "") for p in pdf.pages)


@lru_cache(maxsize=None)
def pages_pdfium(path):
    doc = pypdfium2.PdfDocument(str(path))
    out = []
    for i in range(len(doc)):
        out.append(norm(doc[i].get_textpage().get_text_range()))
    doc.close()
    return tuple(out)


@lru_cache(maxsize=None)
def docx_text(path):
    d = docx.Document(str(path))
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for row in t.rows:
            for cell in row.cells:
                parts.append(cell.text)
    return norm("\n".join(parts))


@lru_cache(maxsize=None)
def docx_units(path):
    """Paragraphs and table cells, one string each (a snippet must lie inside one)."""
    d = docx.Document(str(path))
    units = [norm(p.text) for p in d.paragraphs]
    for t in d.tables:
        for row in t.rows:
            for cell in row.cells:
                units.append(norm(cell.text))
    return tuple(units)


@lru_cache(maxsize=None)
def raw_text(path):
    return norm(Path(path).read_text(encoding="utf-8"))


def file_text(path):
    path = Path(path)
    if path.suffix == ".pdf":
        return " ".join(pages_pdfminer(path))
    if path.suffix == ".docx":
        return docx_text(path)
    return raw_text(path)


def find_page(path, snippet):
    """1-based page of the PDF whose text contains the snippet (pdfminer), or None."""
    s = norm(snippet)
    hits = [i for i, t in enumerate(pages_pdfminer(Path(path)), 1) if s in t]
    return hits[0] if len(hits) == 1 else None
