"""Which kind of document some bytes are (from the bytes, never trusting the file name), and the
text decoding and cleaning shared by every format."""

from __future__ import annotations

import codecs
import io
import re
import unicodedata
import zipfile

from materials.extract.document import MSG_EMPTY, MSG_UNSUPPORTED, ExtractionError, Kind, unreadable, gettext_noop
from materials.extract.noise import summarise_non_prose

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
_HTML_SUFFIXES = (".html", ".htm", ".xhtml")
_HTML_OPENINGS = (b"<!doctype html", b"<html")
# Letters this light in every channel (0-255) are white to a reader on a white page: 0.95 grey has a contrast of about 1.1
# to 1 (blind answers set 54 drew a paragraph in 0.97 grey, 247, which a bar at 250 let through and the tutor quoted).
WHITE_LEVEL = 242


def near_white(r: int, g: int, b: int) -> bool:
    """Whether a colour (0-255 per channel) is white or so near it that letters in it on white are not seen. Pure."""
    return min(r, g, b) >= WHITE_LEVEL


def near_white_hex(colour: str) -> bool:
    """:func:`near_white` of an ``RRGGBB`` colour as Office files write it; False for anything else ("auto"). Pure."""
    colour = (colour or "").strip().lstrip("#")
    if not re.fullmatch(r"[0-9A-Fa-f]{6}", colour):
        return False
    return near_white(*(int(colour[i:i + 2], 16) for i in (0, 2, 4)))


# Control characters other than tab, newline, carriage return and form feed.
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")
# ... and Unicode tag characters (U+E0000-U+E007F): text that no reader of the file can see. Blind guardrail set 33 hid an
# instruction to the tutor in them after a reading-list entry, and a hedged reply quoted it, invisible but there.
# ... and runs of variation selectors (U+FE00-U+FE0F, U+E0100-U+E01EF): one selects a glyph for the character before it
# (an emoji's presentation, a CJK variant), so a run says nothing a reader can see. Blind guardrail set 34 hid a memo to the
# assistant in one, a byte per selector, after the crotchet of a tempo marking ("♩ = 100"). A single selector stays.
# ... and the other characters Unicode says a renderer shows as nothing (Default_Ignorable_Code_Point: soft hyphen, the
# grapheme joiner, Hangul fillers, Khmer inherent vowels, the Mongolian vowel separator, invisible operators, musical
# formatting marks, zero-width spaces and marks). Blind guardrail set 36 hid a sentence in 670 of them, from nine blocks,
# inside the word "pinhole", and hedged replies quoted it. The zero-width joiner and non-joiner stay when alone: Persian
# writes a non-joiner inside words ("صورتجلسه‌ی") and emoji sequences join with the joiner; a run of them says nothing.
INVISIBLE = ("\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164"
             "\uffa0\U0001bca0-\U0001bca3\U0001d173-\U0001d17a")
_STRIP_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufeff\ufffe\uffff\U000e0000-\U000e007f]|\(cid:\d+\)|"
                       r"[\ufe00-\ufe0f\U000e0100-\U000e01ef]{2,}|"
                       f"[{INVISIBLE}]{{2,}}|(?![\u200c\u200d])[{INVISIBLE}]")
# A LaTeX \phantom{...} (or \hphantom, \vphantom) takes the room of its content and prints nothing: its text is seen by no
# reader (blind guardrail set 36 hid a note to the AI assistant in one, at the end of a displayed formula).
_PHANTOM_RE = re.compile(r"\\[hv]?phantom\s*\{")


def detect_kind(data: bytes, filename: str) -> Kind:
    """Decide the document kind from its bytes; the name only tells the readings of text apart (a web page, Markdown,
    plain text), and a text that opens as a web page (``<!DOCTYPE html``, ``<html``) is one whatever its name."""
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
            raise unreadable(gettext_noop("The archive is damaged.")) from None
        if "word/document.xml" in names:
            return "docx"
        if "ppt/presentation.xml" in names:
            return "pptx"
        raise ExtractionError("unsupported_format", MSG_UNSUPPORTED)
    if data.startswith(_BINARY_MAGICS):
        raise ExtractionError("unsupported_format", MSG_UNSUPPORTED)
    if decode_text(data) is None:
        raise ExtractionError("unsupported_format", MSG_UNSUPPORTED)
    if filename.lower().endswith(_HTML_SUFFIXES) or head.lower().startswith(_HTML_OPENINGS):
        return "html"
    return "markdown" if filename.lower().endswith(_MARKDOWN_SUFFIXES) else "text"


# Stray NUL bytes (a text editor's crash, a bad copy) are dropped; past this share of the first
# 64 KB the bytes are binary or BOM-less UTF-16 (which we do not guess) and the file is refused.
NUL_MAX_SHARE = 0.05


def decode_text(data: bytes) -> str | None:
    """UTF-8 (BOM allowed), UTF-16 with a BOM, or cp1252 without control bytes; else None.

    Stray NUL bytes (up to ``NUL_MAX_SHARE`` of the first 64 KB) are removed before decoding."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            text = data.decode("utf-16")
        except UnicodeDecodeError:
            return None
        return text if _looks_textual(text) else None
    sample = data[:65536]
    if sample.count(0) > max(2, int(len(sample) * NUL_MAX_SHARE)):
        return None  # NUL-heavy: binary (or BOM-less UTF-16, which we do not guess)
    data = data.replace(b"\x00", b"")
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


# A monospaced font by its name: text set in one is code (PDF lines, DOCX runs).
MONO_FONT_RE = re.compile(r"courier|mono|consol|menlo|monaco|inconsolata|source ?code|fira ?code|lucida ?console|typewriter|cmtt",
                          re.I)


def clean(text: str) -> str:
    """Control characters, invisible characters and LaTeX phantoms removed, data URIs and other non-prose runs
    summarised (noise.py), NFC."""
    text = summarise_non_prose(_STRIP_RE.sub("", without_phantoms(text)))
    return unicodedata.normalize("NFC", text)


def without_phantoms(text: str) -> str:
    """``text`` without its LaTeX ``\\phantom{...}`` groups, nested braces included (an unclosed one runs to the end of
    its line)."""
    out, at = [], 0
    for found in _PHANTOM_RE.finditer(text):
        if found.start() < at:
            continue
        depth, end = 1, found.end()
        while end < len(text) and depth and text[end] != "\n":
            depth += {"{": 1, "}": -1}.get(text[end], 0)
            end += 1
        out.append(text[at:found.start()])
        at = end
    return "".join(out) + text[at:] if out else text
