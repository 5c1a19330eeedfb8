"""Non-prose runs in extracted text, replaced by a short bracketed summary (pure, no Django).

A pasted image in Markdown is a ``data:`` URI of megabytes on one line; a exported notebook carries
base64 blobs; a log has hex dumps. None of it can be searched, quoted or explained, and a tokenizer
turns each over-long "word" into one unknown token, so left alone it becomes a multi-megabyte
passage counted as two tokens. The guarantees of :func:`summarise_non_prose`:

* a ``data:`` URI becomes ``[embedded image/png, 3.7 MB]`` (its media type and decoded size);
* a whitespace-free run of base64/hex characters of at least ``BLOB_MIN_CHARS`` characters, or a
  block of at least three lines of them (MIME-wrapped base64), becomes ``[encoded data, 12 KB]``;
* any other whitespace-free run longer than ``RUN_MAX_CHARS`` (no word, URL or formula is that
  long) becomes ``[N characters without spaces omitted]``;
* a run of at least ``UNREADABLE_MIN_LETTERS`` letters of a historic or constructed script (Shavian,
  Deseret, Gothic, runes, Ogham, Braille...) becomes ``[text in Shavian script omitted, 175 letters]``: no
  reader the tutor has can tell what it says, so it is neither searched nor quoted (a note to the tutor was
  written in Shavian letters inside a course file, blind guardrail set 35); a short word in one (a rune's
  name) stays;
* ordinary prose, URLs, code and formulas are left exactly as they were.
"""

from __future__ import annotations

import re

BLOB_MIN_CHARS = 100
RUN_MAX_CHARS = 1000

_DATA_URI_RE = re.compile(r"data:([\w.+-]+/[\w.+-]+)?(?:;[\w=.+-]+)*;base64,([A-Za-z0-9+/=%]{16,})", re.IGNORECASE)
_BLOB_LINES_RE = re.compile(r"(?:^[ \t]*[A-Za-z0-9+/]{60,}={0,2}[ \t]*(?:\n|$)){3,}", re.MULTILINE)
_BLOB_RE = re.compile(rf"(?<!\S)[A-Za-z0-9+/_-]{{{BLOB_MIN_CHARS},}}={{0,2}}(?!\S)")
_LONG_RUN_RE = re.compile(rf"(?<!\S)\S{{{RUN_MAX_CHARS + 1},}}")


# Scripts no living language of a course is written in, by block: (first, last, name).
_UNREADABLE_SCRIPTS = (
    (0x1680, 0x169F, "Ogham"), (0x16A0, 0x16FF, "runic"), (0x2800, 0x28FF, "Braille"),
    (0x10000, 0x100FF, "Linear B"), (0x10300, 0x1032F, "Old Italic"), (0x10330, 0x1034F, "Gothic"),
    (0x10380, 0x103DF, "cuneiform"), (0x10400, 0x1044F, "Deseret"), (0x10450, 0x1047F, "Shavian"),
    (0x10900, 0x1091F, "Phoenician"), (0x10C00, 0x10C4F, "Old Turkic"), (0x12000, 0x1254F, "cuneiform"),
    (0x13000, 0x1345F, "hieroglyphic"),
)
UNREADABLE_MIN_LETTERS = 12
_UNREADABLE_LETTER_RE = re.compile("[" + "".join(f"{chr(a)}-{chr(b)}" for a, b, _ in _UNREADABLE_SCRIPTS) + "]")
# letters of those scripts with the spaces and punctuation between them ("·" is Shavian's mark before a name)
_UNREADABLE_RUN_RE = re.compile(_UNREADABLE_LETTER_RE.pattern + "(?:[\\s.,;:!?'’\"·()\\-]*"
                                + _UNREADABLE_LETTER_RE.pattern + ")*")


def _unreadable(match: re.Match) -> str:
    run = match.group(0)
    letters = _UNREADABLE_LETTER_RE.findall(run)
    if len(letters) < UNREADABLE_MIN_LETTERS:
        return run
    script = next(name for a, b, name in _UNREADABLE_SCRIPTS if a <= ord(letters[0]) <= b)
    return f"[text in {script} script omitted, {len(letters)} letters]"


def _size(n_bytes: int) -> str:
    if n_bytes >= 1024 * 1024:
        return f"{n_bytes / (1024 * 1024):.1f} MB"
    if n_bytes >= 1024:
        return f"{n_bytes // 1024} KB"
    return f"{n_bytes} bytes"


def _data_uri(match: re.Match) -> str:
    payload = match.group(2)
    media = (match.group(1) or "data").lower()
    return f"[embedded {media}, {_size(len(payload) * 3 // 4)}]"


def _blob(match: re.Match) -> str:
    payload = re.sub(r"\s", "", match.group(0))
    return f"[encoded data, {_size(len(payload) * 3 // 4)}]"


def _blob_lines(match: re.Match) -> str:
    return _blob(match) + ("\n" if match.group(0).endswith("\n") else "")


def summarise_non_prose(text: str) -> str:
    """``text`` with data URIs, encoded blobs, over-long whitespace-free runs and long runs of an unreadable
    script summarised."""
    text = _UNREADABLE_RUN_RE.sub(_unreadable, text)
    if len(text) < BLOB_MIN_CHARS:
        return text
    text = _DATA_URI_RE.sub(_data_uri, text)
    text = _BLOB_LINES_RE.sub(_blob_lines, text)
    text = _BLOB_RE.sub(_blob, text)
    return _LONG_RUN_RE.sub(lambda m: f"[{len(m.group(0)):,} characters without spaces omitted]", text)
