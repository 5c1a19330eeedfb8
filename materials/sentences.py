"""Sentence vectors of a passage, pooled from the passage's own token vectors ("late chunking").

A student's question usually matches one or two sentences of a passage, while the passage vector
averages everything the passage says; so a sentence-level similarity ranks and judges evidence
better (docs/benchmarks.md, "What changed this session: sentence vectors"). Embedding each
sentence on its own would double the model's work at ingestion. Instead, the model's token
vectors from the one pass that embeds the whole passage are mean-pooled over each sentence's
tokens: each sentence vector costs no model work, and it still sees the passage around it (an
"it" knows what it refers to).

Pure functions, no Django, no torch: token vectors come in as a NumPy array.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

# A sentence ends at . ! ? (optionally followed by a closing quote or bracket) before whitespace,
# or at a line break: headings, list items and table rows are units of their own.
_BOUNDARY = re.compile(r"(?:(?<=[.!?])|(?<=[.!?][\"'”’)\]]))\s+|\s*\n\s*")
MIN_SENTENCE_CHARS = 12  # shorter pieces ("Page 3", "Why?", a heading) join the next sentence
MAX_SENTENCES = 48  # a passage of 254 tokens rarely has more; bounds the stored array
MAX_TITLE_CHARS = 80  # a slide's or a section's title; a longer line is prose
# An item that points back at what came before it ("3. Solve that linear equation.", "Substitute
# back into the other equation"): "this/these/those" before a noun, "that" before the one or two
# words that end the item (a relative "that", as in "rows that contain missing values", runs on), or
# "the other".
_REFERS_BACK = re.compile(r"\b(?:(?:this|these|those)\s+(?!(?:the|a|an|is|are|was|were|it|we|you)\b)[a-z]"
                          r"|that(?:\s+[a-z][\w-]*){1,2}\s*[.!?;:]?\s*$|the other\b)", re.I)
# A list item's first sentence: a line opening with a bullet or a number ("- ", "• ", "3. ", "b) ").
_ITEM = re.compile(r"[ \t]*(?:[-\u2022\u2023\u25aa\u25cf\u25e6\u2013*+]|\d{1,2}[.)]|[a-z][)])[ \t]+(?=\S)")
# A section number and its title on one line: "3. Genes and the genetic code", "4.2 Rivers",
# "7. WORKED EXAMPLE: THE RISE IN CARBON DIOXIDE".
_NUMBERED = re.compile(r"^\s*(\d{1,2})((?:\.\d{1,2})*)[.)]?[ \t]+(\S.*)$")


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` character spans of the sentences of ``text``, in order, stripped.

    Guarantees: spans do not overlap, each is non-empty, and together they cover every
    non-whitespace character of ``text``. A piece shorter than ``MIN_SENTENCE_CHARS`` (a heading,
    "Why?", a page number) joins the piece after it, or the one before when it comes last. At most
    ``MAX_SENTENCES`` spans: the last one absorbs the rest of the text.
    """
    pieces: list[tuple[int, int]] = []
    position = 0
    for match in [*_BOUNDARY.finditer(text), None]:
        start, end = position, len(text) if match is None else match.start()
        position = len(text) if match is None else match.end()
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if start < end:
            pieces.append((start, end))
    spans: list[tuple[int, int]] = []
    pending: int | None = None  # start of short pieces waiting for the next one
    for start, end in pieces:
        if pending is not None:
            start, pending = pending, None
        if len(spans) == MAX_SENTENCES:
            spans[-1] = (spans[-1][0], end)
        elif end - start < MIN_SENTENCE_CHARS:
            pending = start
        else:
            spans.append((start, end))
    if pending is not None:
        if spans:
            spans[-1] = (spans[-1][0], pieces[-1][1])
        else:
            spans.append((pending, pieces[-1][1]))
    return spans


def pool_sentences(
    token_vectors: np.ndarray, token_offsets: Sequence[tuple[int, int]], spans: Sequence[tuple[int, int]]
) -> np.ndarray:
    """One unit-length vector per span: the mean of the token vectors whose characters lie in it.

    ``token_offsets[i]`` is the ``(start, end)`` character range of token ``i`` in the text (special
    tokens have an empty range and are left out). A span with no token of its own (the text was
    truncated before it) gets the mean of all content tokens. Returns shape ``(len(spans), dim)``,
    float32.
    """
    vectors = np.asarray(token_vectors, dtype=np.float32)
    offsets = np.asarray(token_offsets, dtype=np.int64).reshape(-1, 2)
    content = offsets[:, 1] > offsets[:, 0]
    if not content.any():
        content = np.ones(len(offsets), dtype=bool)
    fallback = vectors[content].mean(axis=0)
    pooled = np.empty((len(spans), vectors.shape[1]), dtype=np.float32)
    for row, (start, end) in enumerate(spans):
        inside = content & (offsets[:, 0] >= start) & (offsets[:, 1] <= end)
        pooled[row] = vectors[inside].mean(axis=0) if inside.any() else fallback
    norms = np.linalg.norm(pooled, axis=1, keepdims=True)
    return pooled / np.where(norms == 0, 1.0, norms)


def standalone_items(text: str, spans: Sequence[tuple[int, int]]) -> list[tuple[int, str]]:
    """``(span index, text to embed)`` for the spans that open a list item, marker left out, under
    the list's title when it has one (:func:`list_title`).

    A list item states one thing on its own ("- Anaemia: a lack of haemoglobin..."), often in few
    words; pooled from the passage's token vectors, its vector is mostly the list around it (on a
    slide deck a bullet scored 0.22 against its own question pooled and 0.51 embedded alone). So
    these spans, and only these (prose sentences keep the context late chunking gives them: an
    "it" knows what it refers to), are embedded standalone at ingestion: a short extra pass over
    a few short texts, nothing at question time. An item that points back at what came before it
    ("3. Solve that linear equation." in a method's steps) keeps its pooled vector, as prose does:
    alone it reads as a task of its own, and it matched "how do I solve a linear equation like
    3x + 5 = 20?" above the sentence that answers. A slide's bullets are terse because the slide's
    title says what they are about ("Why demand slopes down" over "- Income effect: a lower price
    raises real income"), so the title is embedded with each of them. A title shorter than
    ``MIN_SENTENCE_CHARS`` shares its span with the first item; that span is the item's too.
    """
    out = []
    for index, (start, end) in enumerate(spans):
        match = _item_marker(text, start, end)
        body = text[max(start, match.end()):end].strip() if match is not None else ""
        if body and not refers_back(body) and not _numbered_heading_at(text, start):
            title = list_title(text, match.start())
            out.append((index, f"{title}\n{body}" if title else body))
    return out


def refers_back(text: str) -> bool:
    """``text`` points back at what came before it: a demonstrative before a noun ("that linear
    equation"), or "the other". Such a piece means little on its own."""
    return _REFERS_BACK.search(text) is not None


def _item_marker(text: str, start: int, end: int) -> re.Match[str] | None:
    """The marker of the list item that the span ``[start, end)`` opens: on the span's first line,
    or on its next line when the first is a short title merged into the span ("Demand\n\n- ...")."""
    line_start = text.rfind("\n", 0, start) + 1
    match = _ITEM.match(text, line_start)
    if match is not None and match.end() >= start and text[line_start:start].strip() in ("", match.group().strip()):
        return match
    head, newline, rest = text[start:end].partition("\n")
    if not newline or not is_title_line(head):
        return None
    return _ITEM.match(text, start + len(head) + 1 + len(rest) - len(rest.lstrip("\n")))


def is_numbered_heading(line: str, before: str = "", after: str = "") -> bool:
    """``line``, a paragraph of one line, is a numbered section heading ("3. Genes and the genetic
    code"), not the item of a numbered list: a number and a title (a title line, capitalised, at
    most ten words), and neither the paragraph ``after`` it nor the last line ``before`` it is an
    item of the same numbered list (the items of a list of short phrases, one paragraph each, as
    DOCX writes them, are numbered one after the other). DOCX, PDF and text files keep a section's
    number in its heading's text, where a Markdown heading has its "#": without this rule such a
    heading was read as a list item, embedded standalone, quoted as the answer and merged into the
    list above it."""
    match = _NUMBERED.match(line)
    if match is None or "\n" in line.strip():
        return False
    number, sub, title = int(match.group(1)), match.group(2), match.group(3).strip()
    if not (is_title_line(title) and title[:1].isupper() and len(title.split()) <= 10):
        return False
    following = _NUMBERED.match(after.strip().split("\n", 1)[0]) if after.strip() else None
    if following is not None and not sub and int(following.group(1)) == number + 1 and not following.group(2):
        return False  # the next item of a numbered list
    last = before.rstrip().rsplit("\n", 1)[-1] if before.strip() else ""
    previous = _NUMBERED.match(last)
    if previous is not None and not sub and int(previous.group(1)) == number - 1 and not previous.group(2):
        return False  # the item after the one numbered just before it: a heading follows its section's body
    return True


def _numbered_heading_at(text: str, start: int) -> bool:
    """The line at ``start`` of ``text`` is a paragraph of its own that :func:`is_numbered_heading`
    reads as a section heading."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line_end = len(text) if line_end < 0 else line_end
    before, after = text[:line_start], text[line_end:]
    alone = (not before.strip() or before.endswith("\n\n") or before.rstrip(" \t").endswith("\n\n")) and \
        (not after.strip() or after.startswith("\n\n") or re.match(r"\n[ \t]*\n", after) is not None)
    return alone and is_numbered_heading(text[line_start:line_end], before, after.lstrip())


def is_title_line(line: str) -> bool:
    """A line that reads as a title: short (``MAX_TITLE_CHARS``), not ending like a sentence, a
    lead-in or a clause (a question is a title: "What is a market?"), and not a list item."""
    text = line.strip()
    return 0 < len(text) <= MAX_TITLE_CHARS and "\n" not in text and not text.endswith((".", ":", ";", ",")) \
        and _ITEM.match(text) is None


def list_title(text: str, offset: int) -> str | None:
    """The title of the list holding the item at ``offset`` of ``text``: the nearest line above
    that is neither an item, a wrapped (indented) item line nor blank, when it is a title line
    (:func:`is_title_line`) opening its paragraph: a slide's title, a heading over a list. None for
    a list introduced by a sentence, or by nothing."""
    above = text[:text.rfind("\n", 0, offset) + 1].split("\n")[:-1]
    for i in range(len(above) - 1, -1, -1):
        line = above[i]
        if not line.strip() or _ITEM.match(line) or line[:1] in (" ", "\t"):
            continue
        opens_paragraph = i == 0 or not above[i - 1].strip()
        return line.strip() if opens_paragraph and is_title_line(line) else None
    return None
