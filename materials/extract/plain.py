"""Markdown and plain text share one parser. ATX headings (``# Title``, one to six ``#`` followed by
a space) start a section in both kinds: teachers often paste Markdown into ``.txt`` files, and a
line like ``#hashtag`` (no space) is not a heading. Setext underlines (``===``/``---``) are
recognised for Markdown only, so a ``-----`` divider in a text file stays a separator. Paragraphs
split on blank lines; inside a paragraph line breaks are kept, so lists and Markdown tables stay
readable. Fenced code blocks are kept whole and never yield headings."""

from __future__ import annotations

import re

from materials.extract.document import Block

_ATX_RE = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$")
_SETEXT_RE = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_FENCE_RE = re.compile(r"^ {0,3}(`{3,}|~{3,})")


def parse_plain(text: str, *, markdown: bool) -> list[Block]:
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
