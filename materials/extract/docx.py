"""DOCX (mammoth to HTML, read with the standard library's parser): h1-h6 are headings, p/li are
paragraphs (li prefixed "- "), each table is one block of ``cell | cell`` rows. DOCX has no pages
(``page=None``). The zip is checked for bombs before mammoth opens it."""

from __future__ import annotations

import html.parser
import io
import re
import zipfile
from typing import Any

from materials.extract.detect import MONO_FONT_RE, clean
from materials.extract.document import gettext_noop
from materials.extract.document import (
    DOCX_MAX_MEMBERS, DOCX_MAX_RATIO, DOCX_RATIO_MIN_SIZE, Block, ExtractedDocument, ExtractionError, unreadable,
)

_WS_RE = re.compile(r"\s+")


def check_zip_bomb(data: bytes, max_unpacked: int) -> None:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            infos = archive.infolist()
    except (zipfile.BadZipFile, OSError, ValueError, EOFError):
        raise unreadable(gettext_noop("The DOCX file is damaged.")) from None
    too_big = ExtractionError("extraction_failed", gettext_noop("The document is too large once unpacked."))
    if len(infos) > DOCX_MAX_MEMBERS:
        raise too_big
    total = 0
    for info in infos:
        total += info.file_size
        if total > max_unpacked:
            raise too_big
        ratio = info.file_size / max(info.compress_size, 1)
        if info.file_size > DOCX_RATIO_MIN_SIZE and ratio > DOCX_MAX_RATIO:
            raise too_big


# A paragraph of code: its style says so, or every run with text is set in a monospaced font. Mammoth
# writes it as <pre> (consecutive ones joined by line breaks), and its lines are kept as they are: a
# shell script joined into one line would read as prose, and its "#!/bin/bash" as a heading.
_CODE_STYLE = "CourseTutor code"
_CODE_STYLE_RE = re.compile(r"\b(code|preformatted|source|listing|verbatim|console)\b", re.I)
_STYLE_MAP = f"p[style-name='{_CODE_STYLE}'] => pre:separator('\\n')"


def _is_code_paragraph(paragraph: Any) -> bool:
    from mammoth import documents, transforms

    if paragraph.style_name and _CODE_STYLE_RE.search(paragraph.style_name):
        return True
    runs = [run for run in transforms.get_descendants_of_type(paragraph, documents.Run)
            if any(text.value.strip() for text in transforms.get_descendants_of_type(run, documents.Text))]
    return bool(runs) and all(run.font and MONO_FONT_RE.search(run.font) for run in runs)


def _mark_code(paragraph: Any) -> Any:
    return paragraph.copy(style_id=None, style_name=_CODE_STYLE) if _is_code_paragraph(paragraph) else paragraph


class _DocxHTMLParser(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[Block] = []
        self.heading: str | None = None
        self._buf: list[str] = []
        self._mode: str | None = None  # "h", "p", "li" while collecting
        self._li_stack: list[list[str]] = []
        self._table_depth = 0
        self._rows: list[list[str]] = []
        self._row: list[str] | None = None
        self._cell: list[str] | None = None

    def _emit(self, text: str, *, is_heading: bool = False) -> None:
        text = _WS_RE.sub(" ", clean(text)).strip()
        if not text:
            return
        if is_heading:
            self.heading = text
        self.blocks.append(Block(text=text, page=None, heading=self.heading))

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self._table_depth += 1
            if self._table_depth == 1:
                self._rows = []
            return
        if self._table_depth:
            if tag == "tr" and self._table_depth == 1:
                self._row = []
            elif tag in ("td", "th") and self._table_depth == 1:
                self._cell = []
            elif tag in ("p", "br", "li") and self._cell is not None:
                self._cell.append(" ")
            return
        if tag == "pre":
            self._mode, self._buf = "pre", []
        elif self._mode == "pre":
            if tag == "br":
                self._data("\n")
        elif tag in ("h1", "h2", "h3", "h4", "h5", "h6"):
            self._mode, self._buf = "h", []
        elif tag == "p":
            if self._li_stack:
                self._li_stack[-1].append(" ")
            else:
                self._mode, self._buf = "p", []
        elif tag == "li":
            if self._li_stack:  # nested list: the parent item's text so far becomes its own line
                self._emit_item(self._li_stack[-1])
                self._li_stack[-1] = []
            self._li_stack.append([])
        elif tag == "br":
            self._data(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag == "table":
            if self._table_depth == 1 and self._rows:
                text = "\n".join(" | ".join(cells) for cells in self._rows if any(cells))
                if text.strip():
                    self.blocks.append(Block(text=clean(text), page=None, heading=self.heading))
            self._table_depth = max(0, self._table_depth - 1)
            return
        if self._table_depth:
            if tag in ("td", "th") and self._cell is not None and self._row is not None and self._table_depth == 1:
                self._row.append(_WS_RE.sub(" ", "".join(self._cell)).strip())
                self._cell = None
            elif tag == "tr" and self._row is not None and self._table_depth == 1:
                self._rows.append(self._row)
                self._row = None
            return
        if tag == "pre" and self._mode == "pre":
            self._emit_code("".join(self._buf))
            self._mode, self._buf = None, []
        elif tag in ("h1", "h2", "h3", "h4", "h5", "h6") and self._mode == "h":
            self._emit("".join(self._buf), is_heading=True)
            self._mode, self._buf = None, []
        elif tag == "p" and self._mode == "p" and not self._li_stack:
            self._emit("".join(self._buf))
            self._mode, self._buf = None, []
        elif tag == "li" and self._li_stack:
            self._emit_item(self._li_stack.pop())

    def _emit_code(self, text: str) -> None:
        """A code block with its lines and indentation, fenced as Markdown writes it."""
        lines = [line.rstrip() for line in clean(text).replace("\t", "    ").split("\n")]
        body = "\n".join(lines).strip("\n")
        if body.strip():
            self.blocks.append(Block(text=f"```\n{body}\n```", page=None, heading=self.heading))

    def _emit_item(self, parts: list[str]) -> None:
        text = "".join(parts)
        if text.strip():
            self._emit("- " + text)

    def _data(self, data: str) -> None:
        if self._table_depth:
            if self._cell is not None:
                self._cell.append(data)
        elif self._li_stack:
            self._li_stack[-1].append(data)
        elif self._mode:
            self._buf.append(data)

    def handle_data(self, data: str) -> None:
        self._data(data)


def extract_docx(data: bytes, *, max_unpacked: int) -> ExtractedDocument:
    check_zip_bomb(data, max_unpacked)
    import mammoth

    def no_images(image: Any) -> dict[str, str]:
        return {"src": ""}  # skip base64-encoding images we never read

    try:
        result = mammoth.convert_to_html(io.BytesIO(data), convert_image=mammoth.images.img_element(no_images),
                                         style_map=_STYLE_MAP, transform_document=mammoth.transforms.paragraph(_mark_code))
    except Exception:  # mammoth/zipfile/xml raise assorted types on broken files
        raise unreadable(gettext_noop("The DOCX file is damaged.")) from None
    parser = _DocxHTMLParser()
    parser.feed(result.value)
    parser.close()
    return ExtractedDocument(blocks=parser.blocks, page_count=None)
