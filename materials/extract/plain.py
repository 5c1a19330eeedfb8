"""Markdown and plain text share one parser. ATX headings (``# Title``, one to six ``#`` followed by
a space) start a section in both kinds: teachers often paste Markdown into ``.txt`` files, and a
line like ``#hashtag`` (no space) is not a heading. Setext underlines (``===``/``---``) are
recognised for Markdown only, so a ``-----`` divider in a text file stays a separator. Paragraphs
split on blank lines; inside a paragraph line breaks are kept, so lists and Markdown tables stay
readable. Fenced code blocks are kept whole and never yield headings; in Markdown, of the opening fence's info string
only its first word (the language) is read, as a renderer shows none of it.

A Markdown file's HTML comments (``<!-- ... -->``, on one line or several) are dropped outside code:
they are not part of the document a reader sees, and a course file is where an instruction to an AI
hides (blind guardrail set 21: a comment telling the tutor to copy out an appendix "word for word").
A comment shown inside a code block or an inline code span is course content and stays. Raw HTML elements a browser never
shows (``hidden``, ``display: none``, ``<script>``, ``<style>``, ``<template>``) are dropped too, outside fenced code.

A text file's fixed-width table (a header line, a rule of dash runs under each column, then one
line a row, columns aligned with spaces) becomes ``cell | cell`` rows, as PDF and DOCX extraction
write tables: aligned by spaces, its rows read as indented code, and a row could not be quoted as a
row under its header. A line underlined with ``===`` is a title in a text file too (only ``---``
stays ambiguous there)."""

from __future__ import annotations

import re

from materials.extract.document import Block
from materials.extract.html import style_hides

_ATX_RE = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$")
_SETEXT_RE = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_FENCE_RE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
# "-----   --------   ---------": one run of dashes under each column of a fixed-width table
_RULE_RE = re.compile(r"^[ \t]*-{3,}(?:[ \t]+-{3,})+[ \t]*$")
_RUN_RE = re.compile(r"-{3,}")


def fixed_width_table(lines: list[str]) -> list[str] | None:
    """``lines`` (one paragraph) as ``cell | cell`` rows when they are a fixed-width table: a rule
    of at least two dash runs under a header, the other lines cut where the rule's columns start
    (a cut inside a word moves left to the space before it). A line whose first cell is empty
    continues the row above (a wrapped cell). None when ``lines`` are not such a table."""
    rule = next((i for i, line in enumerate(lines) if _RULE_RE.match(line)), None)
    if rule is None or rule == 0 or rule > 2 or len(lines) < rule + 2:
        return None
    runs = [m.span() for m in _RUN_RE.finditer(lines[rule])]
    rows: list[list[str]] = []
    for index, line in enumerate(lines):
        if index == rule or not line.strip():
            continue
        cuts = []
        for column, (start, _end) in enumerate(runs[1:], start=1):
            floor = runs[column - 1][1]
            cut = min(start, len(line))
            while cut > floor and cut < len(line) and not line[cut - 1].isspace() and not line[cut].isspace():
                cut -= 1
            cuts.append(cut)
        bounds = [0, *cuts, max(len(line), cuts[-1] if cuts else 0)]
        cells = [line[a:b].strip() for a, b in zip(bounds, bounds[1:])]
        if rows and index > rule and not cells[0] and any(cells):
            rows[-1] = [f"{old} {new}".strip() for old, new in zip(rows[-1], cells)]
        else:
            rows.append(cells)
    if any(len([c for c in row if c]) < 2 for row in rows[:1]):
        return None  # no header of two cells or more: not a table
    return [" | ".join(cell or " " for cell in row) for row in rows]


_GFM_DELIMITER_RE = re.compile(r"^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$")


def _gfm_cells(row: str) -> list[str]:
    """A Markdown table row's cells (a backslash-escaped pipe stays inside its cell)."""
    body = row.strip()
    body = body[1:] if body.startswith("|") else body
    body = body[:-1] if body.endswith("|") and not body.endswith("\\|") else body
    return re.split(r"(?<!\\)\|", body)


def shown_table(lines: list[str]) -> list[str]:
    """``lines`` (one Markdown paragraph) as a renderer shows them: in a table (a header row, then its delimiter row),
    the cells of a row beyond the header's count are dropped, as GitHub-flavoured Markdown drops them (blind guardrail
    set 42 hid an instruction to the AI in a third cell of a two-column table). Any other paragraph is returned as
    it is."""
    if len(lines) < 2 or "|" not in lines[0] or not _GFM_DELIMITER_RE.match(lines[1]) or "-" not in lines[1]:
        return lines
    width = len(_gfm_cells(lines[0]))
    shown = lines[:2]
    for row in lines[2:]:
        cells = _gfm_cells(row)
        shown.append(row if len(cells) <= width else "| " + " | ".join(cell.strip() for cell in cells[:width]) + " |")
    return shown


def without_comments(line: str, open_comment: bool) -> tuple[str | None, bool]:
    """One Markdown line outside a code block with its HTML comments removed, and whether a comment
    is still open at its end. None when the whole line lay inside a comment (it is skipped, so a
    comment never splits or joins paragraphs). An inline code span (`` `<!-- -->` ``) is left alone."""
    kept = ""
    rest = line
    if open_comment:
        end = rest.find("-->")
        if end < 0:
            return None, True
        rest = rest[end + 3:]
    while True:
        start = rest.find("<!--")
        if start < 0 or (kept + rest[:start]).count("`") % 2:
            kept += rest
            break
        kept += rest[:start]
        end = rest.find("-->", start + 4)
        if end < 0:
            return (kept.rstrip() or None), True
        rest = rest[end + 3:]
        if kept.endswith((" ", "\t")):
            rest = rest.lstrip(" \t")  # "one. <!-- x --> two": one space left between the words
    return (kept.rstrip() if kept.strip() else None), False


def _shown_fence(line: str, fence: re.Match) -> str:
    """An opening fence line as a reader has it: the fence and the info string's first word."""
    words = line[fence.end():].split(maxsplit=1)
    return fence.group(0) + (words[0] if words else "")


# A footnote's definition ("[^note]: ...") and a footnote reference ("...[^note]"): a Markdown renderer shows a definition
# only under the text that refers to it, so one nothing refers to is never seen (blind guardrail set 47 hid a planted
# instruction in one).
_FOOTNOTE_DEF_RE = re.compile(r"^ {0,3}\[\^([^\]\s]+)\]:")
_FOOTNOTE_REF_RE = re.compile(r"\[\^([^\]\s]+)\](?!:)")


def _unreferenced_footnotes_dropped(text: str) -> str:
    """``text`` without the footnote definitions nothing refers to: the definition's line, the lines that run on from it
    and the indented paragraphs under it."""
    lines = text.split("\n")
    referenced = {label for line in lines if not _FOOTNOTE_DEF_RE.match(line) for label in _FOOTNOTE_REF_RE.findall(line)}
    kept: list[str] = []
    skipping = after_blank = in_fence = False
    for line in lines:
        if _FENCE_RE.match(line) and not skipping:
            in_fence = not in_fence  # a listing's lines are never footnotes
        match = None if in_fence else _FOOTNOTE_DEF_RE.match(line)
        if match:
            skipping, after_blank = match.group(1) not in referenced, False
            if not skipping:
                kept.append(line)
            continue
        if skipping:
            if not line.strip():
                after_blank = True
                kept.append(line)
                continue
            if not after_blank or line.startswith(("    ", "\t")):
                continue  # runs on from the definition, or an indented paragraph of it
            skipping = False
        kept.append(line)
    return "\n".join(kept)


# Front matter: a block of YAML (between "---" lines) or TOML (between "+++" lines) that opens a Markdown file. Static site
# generators, pandoc and note apps read it as the page's settings and never show it as text (blind guardrail set 48 hid a
# planted instruction in a "summary:" field, written in quoted-printable).
_FRONT_MATTER_RE = re.compile(r"\A\ufeff?(?:---[ \t]*\n(?:.*\n)*?(?:---|\.\.\.)|\+\+\+[ \t]*\n(?:.*\n)*?\+\+\+)[ \t]*(?:\n|\Z)")
# its lines are settings ("title: ...", "- item", "  indented", "key = value"): a page that opens with a rule and prose is not
_SETTING_RE = re.compile(r"^(?:[\w\"'-][\w \"'.-]*\s*[:=](?:\s|$)|\s+\S|-\s|#|\s*$)")


def _front_matter_dropped(text: str) -> str:
    """``text`` without the front matter it opens with, if it does (its lines read as settings); else ``text``. Pure."""
    match = _FRONT_MATTER_RE.match(text)
    if not match:
        return text
    inside = match.group(0).split("\n")[1:-2]
    if not inside or not all(_SETTING_RE.match(line) for line in inside):
        return text
    return "\n" * match.group(0).count("\n") + text[match.end():]


# Raw HTML a Markdown renderer passes through but a browser never shows: an element with the ``hidden`` attribute or a style
# that hides it (html.style_hides, the rule web pages are read by: blind answers set 56 hid a trip's drivers in a
# ``<p style="font-size:0">``), and the content of ``<script>``, ``<style>``, ``<template>`` and ``<noscript>`` (blind guardrail
# set 53 put a planted instruction in a ``<div hidden>`` block between two paragraphs). The element's whole text goes, up to
# its closing tag (its first one: nesting the same tag inside a hidden element is not followed).
_STYLED_HTML_RE = re.compile(
    r"<(?P<tag>[a-zA-Z][\w-]*)\b(?P<attrs>(?=[^>]*?(?:\shidden(?:\s*=\s*(?:\"[^\"]*\"|'[^']*'|[^\s>]+))?(?=[\s/>])|\sstyle\s*=))"
    r"[^>]*)>.*?</(?P=tag)\s*>|"
    r"<(?P<raw>script|style|template|noscript)\b[^>]*>.*?</(?P=raw)\s*>",
    re.IGNORECASE | re.DOTALL)
_HIDDEN_ATTRIBUTE_RE = re.compile(r"\shidden(?:\s*=\s*(?:\"[^\"]*\"|'[^']*'|[^\s>]+))?(?=[\s/>]|$)", re.IGNORECASE)
_STYLE_ATTRIBUTE_RE = re.compile(r"\sstyle\s*=\s*(?:\"([^\"]*)\"|'([^']*)')", re.IGNORECASE)


def _never_shown(match: re.Match[str]) -> bool:
    if match.group("raw"):
        return True
    attrs = match.group("attrs") or ""
    style = _STYLE_ATTRIBUTE_RE.search(attrs)
    return bool(_HIDDEN_ATTRIBUTE_RE.search(attrs)) or (style is not None and style_hides(style.group(1) or style.group(2)))


def _hidden_elements_dropped(piece: str) -> str:
    """``piece`` without the elements :func:`_never_shown` accepts; a shown element's own text is searched on inside it."""
    out, position = [], 0
    while (match := _STYLED_HTML_RE.search(piece, position)) is not None:
        if _never_shown(match):
            out.append(piece[position:match.start()] + "\n" * match.group(0).count("\n"))
            position = match.end()
        else:
            opening_end = piece.index(">", match.start()) + 1
            out.append(piece[position:opening_end])
            position = opening_end
    return "".join(out) + piece[position:]


def _hidden_html_dropped(text: str) -> str:
    """``text`` without the raw HTML a browser never shows (:data:`_STYLED_HTML_RE`), outside fenced code (a listing that
    shows such HTML is course content). Each element removed leaves its line breaks, so paragraphs stay apart. Pure."""
    pieces = re.split(r"(^ {0,3}(?:`{3,}|~{3,})[^\n]*\n.*?^ {0,3}(?:`{3,}|~{3,})[ \t]*$)", text, flags=re.M | re.S)
    return "".join(piece if i % 2 else _hidden_elements_dropped(piece) for i, piece in enumerate(pieces))


# A link reference definition ("[label]: https://... "title""): a Markdown renderer never shows it, only uses it for the
# links that name its label, and shows its title at most as a tooltip (blind guardrail set 54 hid a planted instruction
# in the title of one nothing links to). The title may sit on the next line. It cannot interrupt a paragraph: after a
# line of prose it is prose, and shown.
_LINK_DEFINITION_RE = re.compile(
    r" {0,3}\[(?!\^)[^\]\n]+\]:[ \t]*\n?[ \t]*(?:<[^<>\n]*>|[^\s<>]+)"
    r"(?:[ \t]*\n?[ \t]*(?:\"[^\"]*\"|'[^']*'|\([^()]*\)))?[ \t]*(?=\n|\Z)")


def _link_definitions_dropped(text: str) -> str:
    """``text`` without its link reference definitions (:data:`_LINK_DEFINITION_RE`), outside fenced code; each leaves its
    line breaks. Pure."""
    out: list[str] = []
    position, in_fence, open_paragraph = 0, False, False
    while position < len(text):
        end = text.find("\n", position)
        end = len(text) if end < 0 else end
        line = text[position:end]
        if _FENCE_RE.match(line):
            in_fence = not in_fence
        match = None if in_fence or open_paragraph else _LINK_DEFINITION_RE.match(text, position)
        if match:
            out.append("\n" * match.group(0).count("\n"))
            position = match.end()
            continue
        out.append(line + ("\n" if end < len(text) else ""))
        open_paragraph = bool(line.strip()) and not in_fence and not line.lstrip().startswith("#")
        position = end + 1
    return "".join(out)


# An inline link ("[text](destination "title")"): a renderer shows its text only; the destination is where a click goes
# and the title a tooltip at most. Blind guardrail set 56 hid an instruction to the AI in a destination (a fragment in
# angle brackets, where CommonMark allows spaces). A destination that is an address (no space in it) is kept, as a
# student may follow it; one with spaces is no address, and a title is never shown: both are dropped.
_INLINE_LINK_RE = re.compile(
    r"(?<!!)\[(?P<text>[^\]\n]*)\]\([ \t]*(?P<dest><[^<>\n]*>|[^\s()<>]*(?:\([^\s()]*\)[^\s()<>]*)*)"
    r"(?P<title>[ \t]+(?:\"[^\"\n]*\"|'[^'\n]*'|\([^()\n]*\)))?[ \t]*\)")


def _shown_link(match: re.Match[str]) -> str:
    text, dest = match.group("text"), match.group("dest")
    address = dest[1:-1] if dest.startswith("<") else dest
    if not address or re.search(r"\s", address):
        return text
    return f"[{text}]({address})" if match.group("title") or dest.startswith("<") else match.group(0)


def _link_targets_hidden(text: str) -> str:
    """``text`` with each inline link outside fenced code and code spans as a reader has it (:data:`_INLINE_LINK_RE`).
    Pure."""
    out: list[str] = []
    in_fence = False
    for line in text.split("\n"):
        if _FENCE_RE.match(line):
            in_fence = not in_fence
        elif not in_fence and "](" in line:
            line = _INLINE_LINK_RE.sub(lambda m: m.group(0) if line[:m.start()].count("`") % 2 else _shown_link(m), line)
        out.append(line)
    return "\n".join(out)


def parse_plain(text: str, *, markdown: bool) -> list[Block]:
    if markdown:
        text = _front_matter_dropped(text)
    if markdown and "]:" in text:
        text = _link_definitions_dropped(text)
    if markdown and "<" in text:
        text = _hidden_html_dropped(text)
    if markdown and "[^" in text:
        text = _unreferenced_footnotes_dropped(text)
    if markdown and "](" in text:
        text = _link_targets_hidden(text)
    blocks: list[Block] = []
    heading: str | None = None
    para: list[str] = []
    fence: str | None = None
    in_comment = False

    def flush() -> None:
        if para:
            if fence is not None:
                table = None
            else:
                table = shown_table(para) if markdown else fixed_width_table(para)
            body = "\n".join(table if table is not None else para).strip("\n")
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
        if markdown and (in_comment or "<!--" in line):
            stripped, in_comment = without_comments(line, in_comment)
            if stripped is None:
                continue
            line = stripped
        fence_match = _FENCE_RE.match(line)
        if fence_match:
            flush()
            fence = fence_match.group(1)[0] * 3
            # A Markdown renderer shows none of the info string and uses only its first word (the language): the rest
            # is never seen (blind guardrail set 41 hid a planted instruction after "```text").
            para.append(_shown_fence(line, fence_match) if markdown else line)
            continue
        atx = _ATX_RE.match(line)
        if atx and atx.group(2).strip():
            flush()
            heading = atx.group(2).strip()
            blocks.append(Block(text=heading, page=None, heading=heading))
            continue
        if _SETEXT_RE.match(line) and (markdown or (line.strip().startswith("=") and len(para) == 1)):
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
