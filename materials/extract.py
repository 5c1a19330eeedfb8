"""Turn uploaded bytes into ordered text blocks (pure: no Django, no database).

Pipeline: ``validate_size`` → ``detect_kind`` (from the bytes, never trusting the file name)
→ ``extract`` → :class:`ExtractedDocument` of :class:`Block` paragraphs in reading order.

Every failure is an :class:`ExtractionError` whose ``code`` maps to an HTTP status
(``ERROR_STATUS``) and whose ``message`` can be shown to a teacher as is.

Format notes
------------
* PDF (pypdfium2, pdfplumber where needed): 1-based page numbers; pages are read one at a time
  and closed; running headers/footers (top/bottom lines repeating on >= 50% of the pages, at least
  3, digits normalised so "Page 3 of 40" matches "Page 7 of 40") are dropped; hyphenated line
  breaks are joined; soft-wrapped lines are joined into one paragraph; a paragraph ends at a
  vertical gap or a font-size change; lines clearly larger than the body text (or short, all-bold
  lines standing alone) are headings. Tables are searched for only on pages that have ruling
  lines/rectangles (table finding is slow) and come out as ``cell | cell`` rows.
  Speed: a page's characters (text, position, size, font) come from pdfium (pypdfium2, a
  dependency of pdfplumber; ~10 ms a page against pdfplumber's ~70). Pages that could hold a
  ruled table (path objects running both across and down the page: rectangles, grids; a lone
  horizontal rule under a running header does not count) have their tables found by pdfplumber's
  own ``TableFinder`` fed with pdfium's edges and characters, so pdfminer parses none of these
  pages either. Rotated pages and pages drawn through form XObjects go through pdfplumber as
  before. Both routes produce the same ``_Line`` records, so everything after them (running
  lines, paragraphs, headings) is shared. If pdfium cannot open a file that pdfminer can, every
  page takes the pdfplumber route.
* DOCX (mammoth → HTML → stdlib parser): h1-h6 are headings, p/li are paragraphs (li prefixed
  "- "), each table is one block of ``cell | cell`` rows. DOCX has no pages (``page=None``).
  The zip is checked for bombs before mammoth opens it.
* Markdown and plain text share one parser. ATX headings (``# Title``, one to six ``#`` followed
  by a space) start a section in both kinds: teachers often paste Markdown into ``.txt`` files,
  and a line like ``#hashtag`` (no space) is not a heading. Setext underlines (``===``/``---``)
  are recognised for Markdown only, so a ``-----`` divider in a text file stays a separator.
  Paragraphs split on blank lines; inside a paragraph line breaks are kept, so lists and
  Markdown tables stay readable. Fenced code blocks are kept whole and never yield headings.
"""

from __future__ import annotations

import codecs
import html.parser
import io
import math
import re
import statistics
import unicodedata
import zipfile
from collections import Counter
from dataclasses import dataclass
from typing import Any, Literal

Kind = Literal["pdf", "docx", "markdown", "text"]

ERROR_STATUS: dict[str, int] = {
    "unsupported_format": 400,
    "empty_file": 400,
    "file_too_large": 413,
    "extraction_failed": 422,
}

MSG_UNSUPPORTED = "Unsupported file format. Please upload PDF, DOCX, Markdown or plain text."
MSG_TOO_LARGE = "File exceeds the maximum size limit."
MSG_EMPTY = "The file is empty."
MSG_UNREADABLE = "Could not read the document. Try uploading it in a different format."

DOCX_MAX_UNPACKED = 200 * 1024 * 1024
DOCX_MAX_MEMBERS = 10_000
DOCX_MAX_RATIO = 200
DOCX_RATIO_MIN_SIZE = 10 * 1024 * 1024


class ExtractionError(Exception):
    """A user-facing ingestion failure; ``code`` is one of ``ERROR_STATUS``'s keys."""

    def __init__(self, code: str, message: str) -> None:
        if code not in ERROR_STATUS:
            raise ValueError(f"unknown extraction error code {code!r}")
        super().__init__(message)
        self.code = code
        self.message = message

    @property
    def status(self) -> int:
        return ERROR_STATUS[self.code]


def _unreadable(reason: str | None = None) -> ExtractionError:
    message = f"{MSG_UNREADABLE} {reason}" if reason else MSG_UNREADABLE
    return ExtractionError("extraction_failed", message)


@dataclass(frozen=True)
class Block:
    text: str
    page: int | None
    heading: str | None


@dataclass(frozen=True)
class ExtractedDocument:
    blocks: list[Block]
    page_count: int | None


def validate_size(size: int, limit: int) -> None:
    """Raise ``file_too_large`` when ``size`` bytes exceed ``limit``; an empty file is ``empty_file``."""
    if size > limit:
        raise ExtractionError("file_too_large", MSG_TOO_LARGE)
    if size <= 0:
        raise ExtractionError("empty_file", MSG_EMPTY)


# --------------------------------------------------------------------------- detection

_BINARY_MAGICS = (
    b"\x89PNG",
    b"\xff\xd8\xff",  # JPEG
    b"GIF87a",
    b"GIF89a",
    b"\x7fELF",
    b"MZ",  # Windows executables
    b"\xd0\xcf\x11\xe0",  # OLE2: legacy .doc/.xls/.ppt
    b"\x1f\x8b",  # gzip
    b"BZh",
    b"7z\xbc\xaf",
    b"Rar!",
    b"RIFF",
    b"OggS",
    b"ID3",
    b"II*\x00",
    b"MM\x00*",  # TIFF
    b"\x00\x00\x01\x00",  # ICO
    b"wOFF",
    b"\xca\xfe\xba\xbe",
)
_ZIP_MAGICS = (b"PK\x03\x04", b"PK\x05\x06", b"PK\x07\x08")
_MARKDOWN_SUFFIXES = (".md", ".markdown", ".mdown", ".mkd")
# Control characters other than tab, newline, carriage return and form feed.
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")
_STRIP_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufeff\ufffe\uffff]|\(cid:\d+\)")


def detect_kind(data: bytes, filename: str) -> Kind:
    """Decide the document kind from its bytes; the name only separates Markdown from text."""
    if not data or not data.strip():
        raise ExtractionError("empty_file", MSG_EMPTY)
    head = data[:1024].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith(b"%PDF-"):
        return "pdf"
    if data.startswith(_ZIP_MAGICS):
        try:
            with zipfile.ZipFile(io.BytesIO(data)) as archive:
                names = set(archive.namelist())
        except (zipfile.BadZipFile, OSError, ValueError, EOFError):
            raise _unreadable("The archive is damaged.") from None
        if "word/document.xml" in names:
            return "docx"
        raise ExtractionError("unsupported_format", MSG_UNSUPPORTED)
    if data.startswith(_BINARY_MAGICS):
        raise ExtractionError("unsupported_format", MSG_UNSUPPORTED)
    if _decode_text(data) is None:
        raise ExtractionError("unsupported_format", MSG_UNSUPPORTED)
    return "markdown" if filename.lower().endswith(_MARKDOWN_SUFFIXES) else "text"


def _decode_text(data: bytes) -> str | None:
    """UTF-8 (BOM allowed), UTF-16 with a BOM, or cp1252 without control bytes; else None."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            text = data.decode("utf-16")
        except UnicodeDecodeError:
            return None
        return text if _looks_textual(text) else None
    sample = data[:65536]
    if sample.count(0) > max(2, len(sample) // 1000):
        return None  # NUL-heavy: binary (or BOM-less UTF-16, which we do not guess)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        try:
            text = data.decode("cp1252")
        except UnicodeDecodeError:
            return None
        if _CONTROL_RE.search(text.replace("\x00", "")):
            return None
        return text
    return text if _looks_textual(text) else None


def _looks_textual(text: str) -> bool:
    sample = text[:65536]
    controls = len(_CONTROL_RE.findall(sample))
    return controls <= max(2, len(sample) // 200)


def _clean(text: str) -> str:
    text = _STRIP_RE.sub("", text)
    return unicodedata.normalize("NFC", text)


def extract(data: bytes, kind: str, *, docx_max_unpacked: int = DOCX_MAX_UNPACKED) -> ExtractedDocument:
    """Extract ordered blocks; raises :class:`ExtractionError` (never anything else for bad input)."""
    if kind == "pdf":
        doc = _extract_pdf(data)
    elif kind == "docx":
        doc = _extract_docx(data, max_unpacked=docx_max_unpacked)
    elif kind in ("markdown", "text"):
        text = _decode_text(data)
        if text is None:
            raise ExtractionError("unsupported_format", MSG_UNSUPPORTED)
        doc = ExtractedDocument(blocks=_parse_plain(_clean(text), markdown=kind == "markdown"), page_count=None)
    else:
        raise ExtractionError("unsupported_format", MSG_UNSUPPORTED)
    if not any(block.text.strip() for block in doc.blocks):
        if kind == "pdf":
            raise _unreadable("The PDF seems to contain only scanned images; no text could be extracted.")
        raise ExtractionError("empty_file", MSG_EMPTY)
    return doc


# --------------------------------------------------------------------------- PDF


@dataclass
class _Line:
    text: str
    top: float
    bottom: float
    size: float
    bold: bool
    chars: int
    table: bool = False


_DIGITS_RE = re.compile(r"\d+")
_WS_RE = re.compile(r"\s+")
_HYPHEN_END_RE = re.compile(r"[^\W\d_]-$")
_ROMAN_RE = re.compile(r"\b[ivxlcdm]+\b")


def _norm_repeat(text: str) -> str:
    text = _DIGITS_RE.sub("#", text.lower())
    text = _ROMAN_RE.sub("#", text)
    return _WS_RE.sub(" ", text).strip()


def _pdf_error(exc: BaseException) -> ExtractionError:
    """The user-facing error for anything pdfminer raises (it raises many unrelated types)."""
    from pdfminer.pdfdocument import PDFEncryptionError, PDFPasswordIncorrect

    if _is_password_error(exc, (PDFPasswordIncorrect, PDFEncryptionError)):
        return _unreadable("The PDF is password-protected.")
    return _unreadable("The PDF file is damaged.")


def _extract_pdf(data: bytes) -> ExtractedDocument:
    import pdfplumber

    try:
        pdf = pdfplumber.open(io.BytesIO(data))
    except Exception as exc:
        raise _pdf_error(exc) from None
    pages: list[list[_Line]] = []
    heights: list[float] = []
    fast = _PdfiumReader.open(data)
    try:
        with pdf:
            for number, page in enumerate(pdf.pages):
                lines = fast.page_lines(number) if fast is not None else None
                if lines is not None:
                    pages.append(lines)
                    heights.append(float(page.height or 0))
                    continue
                try:
                    pages.append(_pdf_page_lines(page))
                    heights.append(float(page.height or 0))

                finally:
                    page.close()  # releases the page's cached objects so memory stays flat
    except ExtractionError:
        raise
    except Exception as exc:
        raise _pdf_error(exc) from None
    finally:
        if fast is not None:
            fast.close()
    body = _body_size(pages)
    _drop_running_lines(pages, heights, body)
    return ExtractedDocument(blocks=_pdf_blocks(pages, body), page_count=len(pages))


@dataclass
class _LightPage:
    """What pdfplumber's TableFinder and Table.extract read from a page, without pdfminer."""

    bbox: tuple[float, float, float, float]
    edges: list[dict[str, Any]]
    chars: list[dict[str, Any]]


class _PdfiumReader:
    """The fast route: one page's ``_Line`` records from pdfium, or None when pdfplumber must read it.

    Characters come from pdfium's text page: the text in one call, then per character its text
    object (one font and size per object, looked up once per object) and its loose box (pen
    position to advance, font descent up). Characters pdfium generates itself (spaces and line
    breaks it infers) are skipped, as pdfminer's are; spaces are inserted from gaps by the same
    rule as on the pdfplumber route. A character's box is its font size tall above the descent line,
    as in pdfminer.
    """

    EDGE_MIN = 3.0  # pdfplumber ignores ruling edges shorter than this (table settings' edge_min_length)

    def __init__(self, document: Any) -> None:
        import ctypes

        import pypdfium2.raw as pdfium_c

        self._doc = document
        self._c = pdfium_c
        self._ctypes = ctypes
        # A prototype returning the object's address as an int, usable as a cache key.
        proto = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int)
        self._text_object = proto(ctypes.cast(pdfium_c.FPDFText_GetTextObject, ctypes.c_void_p).value)
        self._rect = pdfium_c.FS_RECTF()
        self._name = ctypes.create_string_buffer(256)

    @classmethod
    def open(cls, data: bytes) -> "_PdfiumReader | None":
        try:
            import pypdfium2
        except ImportError:  # pragma: no cover - pdfplumber depends on it
            return None
        try:
            return cls(pypdfium2.PdfDocument(data))
        except Exception:  # pdfplumber's route reports (or survives) whatever this is
            return None

    def close(self) -> None:
        self._doc.close()

    def page_lines(self, index: int) -> list[_Line] | None:
        try:
            page = self._doc[index]
        except Exception:
            return None
        try:
            if page.get_rotation():
                return None
            paths = self._paths(page)
            if paths is None:
                return None
            textpage = page.get_textpage()
            try:
                return self._lines(page, textpage, paths)
            finally:
                textpage.close()
        except Exception:
            return None  # anything odd: the pdfplumber route decides
        finally:
            page.close()

    def _paths(self, page: Any) -> list[Any] | None:
        """The page's path objects when they could make a ruled table, [] when they cannot, None
        when pdfplumber must read the page (paths inside form XObjects, shadings).

        pdfplumber builds table cells from horizontal and vertical ruling edges of at least
        ``EDGE_MIN`` points; with only one direction (rules under headers, underlines) it finds
        no table, so such pages skip table finding altogether.
        """
        c = self._c
        paths = []
        across = down = False
        for obj in page.get_objects(max_depth=0):
            kind = obj.type
            if kind == c.FPDF_PAGEOBJ_PATH:
                left, bottom, right, top = obj.get_bounds()
                across = across or right - left >= self.EDGE_MIN
                down = down or top - bottom >= self.EDGE_MIN
                paths.append(obj)
            elif kind in (c.FPDF_PAGEOBJ_FORM, c.FPDF_PAGEOBJ_SHADING):
                return None
        return paths if across and down else []

    def _edges(self, paths: list[Any], page_top: float) -> list[dict[str, Any]]:
        """pdfplumber's ruling edges (``page.edges``) for the page's path objects, as pdfminer
        splits them: a two-point subpath is a line, any other a polyline (a rectangle's four sides
        included); pdfplumber keeps the horizontal and vertical pieces."""
        c, ctypes = self._c, self._ctypes
        x, y = ctypes.c_float(), ctypes.c_float()
        edges: list[dict[str, Any]] = []
        for obj in paths:
            m = obj.get_matrix()
            subpaths: list[list[tuple[float, float]]] = []
            count = c.FPDFPath_CountSegments(obj.raw)
            for i in range(count):
                segment = c.FPDFPath_GetPathSegment(obj.raw, i)
                if not segment or not c.FPDFPathSegment_GetPoint(segment, x, y):
                    continue
                px, py = m.a * x.value + m.c * y.value + m.e, m.b * x.value + m.d * y.value + m.f
                point = (px, page_top - py)
                if c.FPDFPathSegment_GetType(segment) == c.FPDF_SEGMENT_MOVETO or not subpaths:
                    subpaths.append([point])
                else:
                    subpaths[-1].append(point)
                if c.FPDFPathSegment_GetClose(segment) and subpaths[-1][0] != subpaths[-1][-1]:
                    subpaths[-1].append(subpaths[-1][0])
            for pts in subpaths:
                if len(pts) < 2:
                    continue
                line = len(pts) == 2
                for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
                    if line:
                        orientation = "h" if y0 == y1 else "v"
                    else:
                        orientation = "v" if x0 == x1 else ("h" if y0 == y1 else None)
                    if orientation is None:
                        continue
                    top, bottom = min(y0, y1), max(y0, y1)
                    edges.append({
                        "object_type": "line" if line else "curve_edge", "orientation": orientation,
                        "x0": min(x0, x1), "x1": max(x0, x1), "top": top, "bottom": bottom, "doctop": top,
                        "width": abs(x1 - x0), "height": bottom - top,
                    })
        return edges

    def _tables(
        self, paths: list[Any], chars: list[tuple[Any, ...]], page: Any, page_top: float
    ) -> list[Any]:
        """pdfplumber's own table finder with its default settings, fed with pdfium's edges and chars."""
        from pdfplumber.table import TableFinder, TableSettings

        light = _LightPage(
            bbox=(0.0, 0.0, float(page.get_width()), float(page.get_height())),
            edges=self._edges(paths, page_top),
            chars=[{"text": t, "x0": x0, "x1": x1, "top": top, "bottom": bottom, "doctop": top,
                    "upright": True, "size": size, "width": x1 - x0, "height": bottom - top}
                   for top, x0, x1, bottom, t, size, _bold in chars],
        )
        return TableFinder(light, TableSettings.resolve(None)).tables

    def _lines(self, page: Any, textpage: Any, paths: list[Any]) -> list[_Line]:
        c, ctypes = self._c, self._ctypes
        tp = textpage.raw
        count = c.FPDFText_CountChars(tp)
        if count <= 0:
            return []
        buffer = ctypes.create_string_buffer((count + 1) * 2)
        written = c.FPDFText_GetText(tp, 0, count, ctypes.cast(buffer, ctypes.POINTER(ctypes.c_ushort)))
        text = buffer.raw[: max(0, written - 1) * 2].decode("utf-16-le", errors="replace")
        if len(text) != count:  # characters outside the BMP: one lookup per character instead
            text = "".join(
                "-" if c.FPDFText_IsHyphen(tp, i) else chr(c.FPDFText_GetUnicode(tp, i)) for i in range(count)
            )
        # pdfium reports a hyphen it takes for a line-end break as U+FFFE (0x02 per character);
        # the hyphen is in the file, so it is kept and joined like on the pdfplumber route.
        text = text.replace("\ufffe", "-")
        page_top = self._page_top(page)
        text_object = self._text_object
        tp_address = ctypes.cast(tp, ctypes.c_void_p).value
        rect = self._rect
        loose_box = c.FPDFText_GetLooseCharBox
        is_generated = c.FPDFText_IsGenerated
        matrix = c.FS_MATRIX()
        fonts: dict[int, tuple[float, bool]] = {}
        bold_font: dict[str, bool] = {}
        chars = []
        for i in range(count):
            obj = text_object(tp_address, i)
            if not obj:
                continue  # a line break pdfium inferred
            ch = text[i]
            if ch == " " and is_generated(tp, i) == 1:
                continue  # a space pdfium inferred from a gap (our own gap rule decides instead)
            info = fonts.get(obj)
            if info is None:
                # The size set with Tf, scaled by the text and graphics matrices (pdfminer's size).
                size = float(c.FPDFText_GetFontSize(tp, i))
                if c.FPDFText_GetMatrix(tp, i, matrix):
                    size *= abs(matrix.d) if matrix.b == 0 else math.hypot(matrix.c, matrix.d)
                font_name = self._font_name(obj)
                bold = bold_font.get(font_name)
                if bold is None:
                    bold = bold_font[font_name] = "bold" in font_name.lower()
                info = fonts[obj] = (size, bold)
            size, bold = info
            if not loose_box(tp, i, rect):
                continue
            bottom = page_top - rect.bottom
            chars.append((bottom - size, rect.left, rect.right, bottom, ch, size, bold))
        lines: list[_Line] = []
        if paths:
            boxes = _table_lines(self._tables(paths, chars, page, page_top), lines)
            if boxes:
                chars = [ch for ch in chars if not _in_boxes(ch, boxes)]
        return _group_lines(chars, lines)

    def _font_name(self, obj: int) -> str:
        c, ctypes = self._c, self._ctypes
        handle = ctypes.cast(obj, c.FPDF_PAGEOBJECT)
        font = c.FPDFTextObj_GetFont(handle)
        if not font:
            return ""
        length = c.FPDFFont_GetBaseFontName(font, self._name, len(self._name))
        if length <= 0:
            return ""
        return self._name.value.decode("latin-1", errors="replace")

    def _page_top(self, page: Any) -> float:
        rect = self._c.FS_RECTF()
        if self._c.FPDF_GetPageBoundingBox(page.raw, rect):
            return float(rect.top)
        return float(page.get_height())


def _body_size(pages: list[list[_Line]]) -> float:
    weighted: Counter[float] = Counter()
    for lines in pages:
        for ln in lines:
            if not ln.table:
                weighted[ln.size] += ln.chars
    return weighted.most_common(1)[0][0] if weighted else 0.0


def _is_password_error(exc: BaseException, types: tuple[type, ...]) -> bool:
    seen: set[int] = set()
    stack: list[BaseException | None] = [exc]
    while stack:
        cur = stack.pop()
        if cur is None or id(cur) in seen:
            continue
        seen.add(id(cur))
        if isinstance(cur, types) or "password" in str(cur).lower() or "encrypt" in str(cur).lower():
            return True
        stack.extend([cur.__cause__, cur.__context__, *(a for a in cur.args if isinstance(a, BaseException))])
    return False


def _walk_layout(container: Any, chars: list[Any], has_rules: list[bool]) -> None:
    from pdfminer.layout import LTChar, LTCurve

    for obj in container:
        if isinstance(obj, LTChar):
            chars.append(obj)
        elif isinstance(obj, LTCurve):  # LTLine and LTRect are LTCurves: ruling for tables
            has_rules[0] = True
        elif hasattr(obj, "__iter__"):
            _walk_layout(obj, chars, has_rules)


def _first(item: tuple[Any, ...]) -> Any:
    return item[0]


def _second(item: tuple[Any, ...]) -> Any:
    return item[1]


def _pdf_page_lines(page: Any) -> list[_Line]:
    """Lines of one page, built from pdfminer's chars directly.

    pdfplumber's own ``page.chars`` turns every glyph into a rich dict, which costs about three
    times pdfminer's parsing on dense pages; grouping the raw LTChars ourselves avoids that.
    """
    layout = page.layout
    page_top = float(layout.y1)
    raw_chars: list[Any] = []
    has_rules = [False]
    _walk_layout(layout, raw_chars, has_rules)
    lines: list[_Line] = []
    table_boxes: list[tuple[float, float, float, float]] = []
    if has_rules[0]:
        table_boxes = _table_lines(page.find_tables(), lines)
    # (top, x0, x1, bottom, text, size, bold)
    bold_font: dict[str, bool] = {}
    chars = []
    for ch in raw_chars:
        top = page_top - ch.y1
        bottom = page_top - ch.y0
        if table_boxes:
            cx, cy = (ch.x0 + ch.x1) / 2, (top + bottom) / 2
            if any(b[0] <= cx <= b[2] and b[1] <= cy <= b[3] for b in table_boxes):
                continue
        font = ch.fontname
        bold = bold_font.get(font)
        if bold is None:
            bold = bold_font[font] = "bold" in str(font).lower()
        chars.append((top, ch.x0, ch.x1, bottom, ch.get_text(), ch.size, bold))
    return _group_lines(chars, lines)


def _table_lines(tables: list[Any], lines: list[_Line]) -> list[tuple[float, float, float, float]]:
    """Each pdfplumber table as one ``cell | cell`` line (added to ``lines``); returns their boxes."""
    boxes: list[tuple[float, float, float, float]] = []
    for table in tables:
        row_texts = []
        for row in table.extract():
            cells = [_WS_RE.sub(" ", _clean(cell or "")).strip() for cell in row]
            if any(cells):
                row_texts.append(" | ".join(cells))
        x0, top, x1, bottom = table.bbox
        boxes.append((x0, top, x1, bottom))
        if row_texts:
            lines.append(_Line("\n".join(row_texts), top, bottom, 0.0, False, 0, table=True))
    return boxes


def _in_boxes(char: tuple[Any, ...], boxes: list[tuple[float, float, float, float]]) -> bool:
    cx, cy = (char[1] + char[2]) / 2, (char[0] + char[3]) / 2
    return any(b[0] <= cx <= b[2] and b[1] <= cy <= b[3] for b in boxes)


def _group_lines(chars: list[tuple[Any, ...]], lines: list[_Line]) -> list[_Line]:
    """Group ``(top, x0, x1, bottom, text, size, bold)`` characters into lines, added to ``lines``
    (table rows already found on the page), in top-to-bottom order."""
    if not chars:
        return sorted(lines, key=lambda ln: ln.top)
    chars.sort(key=_first)
    groups: list[list[tuple[Any, ...]]] = []
    current: list[tuple[Any, ...]] = []
    line_top = chars[0][0]
    for c in chars:
        if c[0] - line_top > 3 and current:
            groups.append(current)
            current = []
            line_top = c[0]
        current.append(c)
    groups.append(current)
    for group in groups:
        group.sort(key=_second)
        parts: list[str] = []
        prev_x1 = prev_size = None
        sizes: Counter[float] = Counter()
        bold = True
        visible = 0
        top = group[0][0]
        bottom = group[0][3]
        for c_top, x0, x1, c_bottom, text, size, c_bold in group:
            if prev_x1 is not None and x0 - prev_x1 > 0.2 * max(prev_size, 1.0) and parts and not parts[-1].isspace():
                parts.append(" ")
            parts.append(text)
            if not text.isspace():
                sizes[round(size, 1)] += 1
                bold = bold and c_bold
                visible += 1
            if c_bottom > bottom:
                bottom = c_bottom
            prev_x1, prev_size = x1, size
        text = _WS_RE.sub(" ", _clean("".join(parts))).strip()
        if not text or not visible:
            continue
        lines.append(_Line(text, top, bottom, sizes.most_common(1)[0][0], bold, visible))
    lines.sort(key=lambda ln: ln.top)
    return lines


def _drop_running_lines(pages: list[list[_Line]], heights: list[float], body: float) -> None:
    """Drop top/bottom lines repeating on most pages; headings (larger type) are never dropped."""
    n = len(pages)
    if n < 3:
        return

    def _top_zone(lines: list[_Line], height: float) -> list[_Line]:
        return [ln for ln in _top_zone_all(lines, height) if not body or ln.size <= body * 1.1]

    def _bottom_zone(lines: list[_Line], height: float) -> list[_Line]:
        return [ln for ln in _bottom_zone_all(lines, height) if not body or ln.size <= body * 1.1]

    threshold = max(3, (n + 1) // 2)
    top_counts: Counter[str] = Counter()
    bottom_counts: Counter[str] = Counter()
    for lines, height in zip(pages, heights):
        top_counts.update({_norm_repeat(ln.text) for ln in _top_zone(lines, height)})
        bottom_counts.update({_norm_repeat(ln.text) for ln in _bottom_zone(lines, height)})
    top_rep = {k for k, v in top_counts.items() if v >= threshold and k}
    bottom_rep = {k for k, v in bottom_counts.items() if v >= threshold and k}
    if not top_rep and not bottom_rep:
        return
    for i, (lines, height) in enumerate(zip(pages, heights)):
        drop = {id(ln) for ln in _top_zone(lines, height) if _norm_repeat(ln.text) in top_rep}
        drop |= {id(ln) for ln in _bottom_zone(lines, height) if _norm_repeat(ln.text) in bottom_rep}
        if drop:
            pages[i] = [ln for ln in lines if id(ln) not in drop]


def _top_zone_all(lines: list[_Line], height: float) -> list[_Line]:
    limit = height * 0.2 if height else float("inf")
    return [ln for ln in lines[:2] if not ln.table and ln.top <= limit]


def _bottom_zone_all(lines: list[_Line], height: float) -> list[_Line]:
    limit = height * 0.8 if height else float("-inf")
    return [ln for ln in lines[-2:] if not ln.table and ln.bottom >= limit]


def _join_lines(lines: list[str]) -> str:
    out = ""
    for text in lines:
        if not out:
            out = text
        elif _HYPHEN_END_RE.search(out) and text[:1].islower():
            out = out[:-1] + text
        else:
            out = f"{out} {text}"
    return out


def _pdf_blocks(pages: list[list[_Line]], body: float) -> list[Block]:
    blocks: list[Block] = []
    heading: str | None = None

    # The body's line spacing is the document's most common gap between consecutive body lines
    # (ties go to the smaller gap); a clearly larger gap separates paragraphs.
    gap_counts: Counter[float] = Counter()
    line_heights: list[float] = []
    for lines in pages:
        body_lines = [ln for ln in lines if not ln.table and ln.size == body]
        line_heights.extend(ln.bottom - ln.top for ln in body_lines[:50])
        for a, b in zip(body_lines, body_lines[1:]):
            if b.top - a.bottom >= 0:
                gap_counts[round((b.top - a.bottom) * 2) / 2] += 1
    base_gap = max(gap_counts.items(), key=lambda kv: (kv[1], -kv[0]))[0] if gap_counts else 0.0
    line_h = statistics.median(line_heights) if line_heights else 10.0
    split_gap = max(base_gap * 1.5, base_gap + line_h * 0.4, 2.0)

    for page_no, lines in enumerate(pages, start=1):
        para: list[_Line] = []

        def flush() -> None:
            nonlocal heading
            if not para:
                return
            text = _join_lines([ln.text for ln in para])
            is_heading = body > 0 and all(ln.size >= body * 1.15 for ln in para) and len(text) <= 200
            is_heading = is_heading or (len(para) == 1 and para[0].bold and len(text) <= 80 and not text.endswith((".", ":", ",", ";")))
            if is_heading:
                heading = text
            blocks.append(Block(text=text, page=page_no, heading=heading))
            para.clear()

        prev: _Line | None = None
        for ln in lines:
            if ln.table:
                flush()
                blocks.append(Block(text=ln.text, page=page_no, heading=heading))
                prev = None
                continue
            if prev is not None:
                gap = ln.top - prev.bottom
                size_change = body > 0 and abs(ln.size - prev.size) > body * 0.12
                bold_change = ln.bold != prev.bold and (ln.bold and len(ln.text) <= 80 or prev.bold and len(para) == 1)
                if gap > split_gap or size_change or bold_change:
                    flush()
            para.append(ln)
            prev = ln
        flush()
    return blocks


# --------------------------------------------------------------------------- DOCX


def _check_zip_bomb(data: bytes, max_unpacked: int) -> None:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            infos = archive.infolist()
    except (zipfile.BadZipFile, OSError, ValueError, EOFError):
        raise _unreadable("The DOCX file is damaged.") from None
    too_big = ExtractionError("extraction_failed", "The document is too large once unpacked.")
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
        text = _WS_RE.sub(" ", _clean(text)).strip()
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
        if tag in ("h1", "h2", "h3", "h4", "h5", "h6"):
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
                    self.blocks.append(Block(text=_clean(text), page=None, heading=self.heading))
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
        if tag in ("h1", "h2", "h3", "h4", "h5", "h6") and self._mode == "h":
            self._emit("".join(self._buf), is_heading=True)
            self._mode, self._buf = None, []
        elif tag == "p" and self._mode == "p" and not self._li_stack:
            self._emit("".join(self._buf))
            self._mode, self._buf = None, []
        elif tag == "li" and self._li_stack:
            self._emit_item(self._li_stack.pop())

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


def _extract_docx(data: bytes, *, max_unpacked: int) -> ExtractedDocument:
    _check_zip_bomb(data, max_unpacked)
    import mammoth

    def no_images(image: Any) -> dict[str, str]:
        return {"src": ""}  # skip base64-encoding images we never read

    try:
        result = mammoth.convert_to_html(io.BytesIO(data), convert_image=mammoth.images.img_element(no_images))
    except Exception:  # mammoth/zipfile/xml raise assorted types on broken files
        raise _unreadable("The DOCX file is damaged.") from None
    parser = _DocxHTMLParser()
    parser.feed(result.value)
    parser.close()
    return ExtractedDocument(blocks=parser.blocks, page_count=None)


# --------------------------------------------------------------------------- Markdown / text

_ATX_RE = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$")
_SETEXT_RE = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_FENCE_RE = re.compile(r"^ {0,3}(`{3,}|~{3,})")


def _parse_plain(text: str, *, markdown: bool) -> list[Block]:
    blocks: list[Block] = []
    heading: str | None = None
    para: list[str] = []
    fence: str | None = None

    def flush() -> None:
        if para:
            body = "\n".join(para).strip("\n")
            if body.strip():
                blocks.append(Block(text=body, page=None, heading=heading))
            para.clear()

    for raw in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        line = raw.rstrip()
        if fence is not None:
            para.append(line)
            if line.lstrip().startswith(fence):
                fence = None
                flush()
            continue
        fence_match = _FENCE_RE.match(line)
        if fence_match:
            flush()
            fence = fence_match.group(1)[0] * 3
            para.append(line)
            continue
        atx = _ATX_RE.match(line)
        if atx and atx.group(2).strip():
            flush()
            heading = atx.group(2).strip()
            blocks.append(Block(text=heading, page=None, heading=heading))
            continue
        if markdown and _SETEXT_RE.match(line):
            if para and len(para) == 1:
                heading = para[0].strip()
                para.clear()
                blocks.append(Block(text=heading, page=None, heading=heading))
                continue
            if not para:
                continue  # thematic break
        if not line.strip():
            flush()
            continue
        para.append(line)
    flush()
    return blocks


# --------------------------------------------------------------------------- upload-time probe


def probe(data: bytes, kind: str, *, docx_max_unpacked: int = DOCX_MAX_UNPACKED) -> None:
    """Cheap structural check at upload time, so a broken file is refused before it is stored.

    PDF: it opens, is not password-protected and has pages. DOCX: the zip is sound, not a zip bomb,
    and holds ``word/document.xml``. Text: it decodes. Full extraction happens later in a worker.
    Raises :class:`ExtractionError` like :func:`extract`.
    """
    if kind == "pdf":
        import pdfplumber

        try:
            with pdfplumber.open(io.BytesIO(data)) as pdf:
                if not pdf.pages:
                    raise _unreadable("The PDF has no pages.")
        except ExtractionError:
            raise
        except Exception as exc:
            raise _pdf_error(exc) from None
    elif kind == "docx":
        _check_zip_bomb(data, docx_max_unpacked)
    elif kind in ("markdown", "text"):
        if _decode_text(data) is None:
            raise ExtractionError("unsupported_format", MSG_UNSUPPORTED)
    else:
        raise ExtractionError("unsupported_format", MSG_UNSUPPORTED)
