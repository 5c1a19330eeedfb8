"""Text extraction helpers shared by make_questions.py and check.py.

PDF pages are read with two extractors that ship in the product venv: pdfminer.six (through
pdfplumber) and pypdfium2. A gold snippet must be found on its page by both.
Set 30 adds PowerPoint decks (python-pptx: one "page" per slide, the title slide is slide 1;
units are text-frame paragraphs and table cells) and HTML pages (the standard library's
HTMLParser: units are headings, paragraphs, list items, table cells and lines of <pre>).
"""
import re
from functools import lru_cache
from pathlib import Path

from html.parser import HTMLParser

import docx
import pdfplumber
import pptx
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


def _shape_units(shape):
    out = []
    if shape.has_text_frame:
        out += [p.text for p in shape.text_frame.paragraphs]
    if getattr(shape, "has_table", False) and shape.has_table:
        for row in shape.table.rows:
            for cell in row.cells:
                out.append(cell.text)
    if shape.shape_type == 6:  # group
        for s in shape.shapes:
            out += _shape_units(s)
    return out


@lru_cache(maxsize=None)
def pptx_slide_units(path):
    """For each slide (1-based order), a tuple of normalised units (paragraphs, table cells)."""
    prs = pptx.Presentation(str(path))
    slides = []
    for slide in prs.slides:
        units = []
        for shape in slide.shapes:
            units += _shape_units(shape)
        slides.append(tuple(norm(u) for u in units if u.strip()))
    return tuple(slides)


@lru_cache(maxsize=None)
def pages_pptx(path):
    return tuple(" ".join(u) for u in pptx_slide_units(path))


class _Units(HTMLParser):
    BLOCK = {"title", "h1", "h2", "h3", "h4", "h5", "h6", "p", "li", "td", "th", "pre", "a"}
    SKIP = {"style", "script"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.units, self.stack, self.buf, self.skip = [], [], [], 0

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIP:
            self.skip += 1
        elif tag in self.BLOCK:
            self.stack.append((tag, len(self.buf)))

    def handle_endtag(self, tag):
        if tag in self.SKIP:
            self.skip -= 1
        elif tag in self.BLOCK and self.stack and self.stack[-1][0] == tag:
            _, start = self.stack.pop()
            text = "".join(self.buf[start:])
            if tag == "pre":
                self.units += text.splitlines()
            else:
                self.units.append(text)

    def handle_data(self, data):
        if not self.skip:
            self.buf.append(data)


@lru_cache(maxsize=None)
def html_units(path):
    p = _Units()
    p.feed(Path(path).read_text(encoding="utf-8"))
    p.close()
    return tuple(norm(u) for u in p.units if u.strip())


@lru_cache(maxsize=None)
def html_text(path):
    """Visible text of an HTML page (tags, style and script removed), normalised."""
    p = _Units()
    p.feed(Path(path).read_text(encoding="utf-8"))
    p.close()
    return norm(" ".join(p.buf))


def file_text(path):
    path = Path(path)
    if path.suffix == ".pdf":
        return " ".join(pages_pdfminer(path))
    if path.suffix == ".pptx":
        return " ".join(pages_pptx(path))
    if path.suffix == ".docx":
        return docx_text(path)
    if path.suffix == ".html":
        return html_text(path)
    return raw_text(path)


def page_texts(path):
    """Per-page text: PDF pages (pdfminer) or PowerPoint slides."""
    path = Path(path)
    return pages_pptx(path) if path.suffix == ".pptx" else pages_pdfminer(path)


def find_page(path, snippet):
    """1-based page of the PDF (pdfminer) or slide of the deck whose text contains the snippet,
    or None."""
    s = norm(snippet)
    hits = [i for i, t in enumerate(page_texts(Path(path)), 1) if s in t]
    return hits[0] if len(hits) == 1 else None
