"""Split an extracted document into overlapping, token-bounded chunks (pure, no Django).

The document's blocks are joined with ``"\\n\\n"`` into one text that is tokenised ONCE with the
active embedding model's tokenizer (a :class:`TokenCounter`). Chunks are windows of whole tokens:

* every chunk has ``min_tokens..max_tokens`` tokens, except the last one (a document shorter than
  ``min_tokens`` is one short chunk); ``max_tokens`` is the model's content limit, so nothing is
  silently truncated when embedding;
* chunk ``i+1`` starts exactly ``overlap`` tokens before chunk ``i`` ends;
* a chunk ends, in order of preference, at a paragraph boundary, a sentence end, a word
  boundary, and only if nothing else fits inside the window, mid-word;
* chunk windows cross paragraph and section boundaries (no tiny tail per section); a chunk's
  ``page`` and ``section`` are those of its first token;
* blocks are joined by a blank line, except across a page break that cut a sentence (a space) or a
  list (a line break); a chunk prefers not to end after a lead-in (a block ending with ":") nor
  between two list items: those block boundaries are not paragraph boundaries for the cut;
* a slide deck (``doc.slides``, extract/slides.py) is chunked slide by slide instead: each page's
  blocks are chunked on their own, so no chunk holds two slides and none overlaps the next slide;
  a slide that fits ``max_tokens`` is one chunk however short, its ``section`` the slide's title;
* cuts (both ends, including where the overlap starts) are placed where whitespace separates two
  tokens, so re-tokenising a chunk's text yields exactly ``token_count`` tokens;
* no chunk is longer than ``max_chars`` characters, whatever the tokenizer says: a WordPiece
  tokenizer counts a 5 MB "word" as one unknown token. Where this bound binds, a chunk may have
  fewer than ``min_tokens`` tokens, its overlap is dropped if it would take more than a quarter of
  ``max_chars``, and a single token longer than ``max_chars`` is cut into ``max_chars`` pieces
  (each counted as a token). Extraction summarises such runs first (extract/noise.py); this is
  the last line.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, replace
from typing import Protocol

from materials.extract import Block, ExtractedDocument

SEPARATOR = "\n\n"
MAX_CHARS = 4000  # about 8 characters a token at 500 tokens: prose never reaches it
_SENTENCE_END_RE = re.compile(r"[.!?…][\"'”’)\]]*$")


class TokenCounter(Protocol):
    def offsets(self, text: str) -> list[tuple[int, int]]:
        """Character span of each token of ``text``: no special tokens, truncation or padding."""
        ...


@dataclass(frozen=True)
class ChunkDraft:
    index: int
    text: str
    token_count: int
    page: int | None
    section: str | None
    page_breaks: tuple[tuple[int, int], ...] = ()  # (character offset in ``text``, page that starts there)
    slide: bool = False  # one slide (or part of one) of a slide deck


class RegexTokenCounter:
    """Deterministic stand-in tokenizer: words, numbers and single punctuation marks.

    Used for API embedding models (whose BPE tokenizers are not available offline) and in tests.
    Long words are split into pieces of at most ``max_piece`` characters so the count stays an
    upper-bound-ish estimate of a BPE tokenizer's count for ordinary prose.
    """

    def __init__(self, max_piece: int = 6) -> None:
        self._re = re.compile(rf"[^\W\d_]{{1,{max_piece}}}|\d{{1,3}}|_|[^\w\s]")

    def offsets(self, text: str) -> list[tuple[int, int]]:
        return [m.span() for m in self._re.finditer(text)]


def chunk_document(
    doc: ExtractedDocument,
    counter: TokenCounter,
    *,
    min_tokens: int = 200,
    max_tokens: int = 500,
    overlap: int = 50,
    max_chars: int = MAX_CHARS,
) -> list[ChunkDraft]:
    """Chunk ``doc`` by tokens of ``counter``; returns ``[]`` for an empty document.

    Raises ``ValueError`` if the sizes are inconsistent (need ``0 <= overlap < min_tokens <= max_tokens``).
    """
    if not (0 <= overlap < min_tokens <= max_tokens):
        raise ValueError("need 0 <= overlap < min_tokens <= max_tokens")
    if max_chars < 1:
        raise ValueError("need max_chars >= 1")
    if not doc.slides:
        return _chunk_blocks(doc.blocks, counter, min_tokens, max_tokens, overlap, max_chars)
    chunks: list[ChunkDraft] = []
    for slide in _pages(doc.blocks):
        for draft in _chunk_blocks(slide, counter, min_tokens, max_tokens, overlap, max_chars):
            chunks.append(replace(draft, index=len(chunks), slide=True))
    return chunks


def _pages(blocks: list[Block]) -> list[list[Block]]:
    """``blocks`` in runs of one page each, in reading order."""
    runs: list[list[Block]] = []
    for block in blocks:
        if runs and runs[-1][0].page == block.page:
            runs[-1].append(block)
        else:
            runs.append([block])
    return runs


def document_text(blocks: list[Block]) -> str:
    """The text that chunks are windows of: the non-empty blocks, stripped, each joined to the one
    before by :func:`_glue` (a blank line, except where a page break cut a sentence or a list)."""
    return _join(blocks)[0]


def _join(blocks: list[Block]) -> tuple[str, list[int], list[tuple[int | None, str | None]], list[bool]]:
    """:func:`document_text`, with where each kept block starts in it, its ``(page, heading)``, and
    whether it holds on to the block before it (:func:`_holds`: never a preferred chunk end)."""
    texts: list[str] = []
    starts: list[int] = []  # character offset where each kept block begins in the joined text
    meta: list[tuple[int | None, str | None]] = []
    holds: list[bool] = []  # the block holds on to the one before it: never a chunk's preferred end
    pos = 0
    joined: list[str] = []
    for block in blocks:
        body = block.text.strip()
        if not body:
            continue
        if texts:
            heading = texts[-1] == (meta[-1][1] or "").strip()  # a heading ends its line, never a sentence
            glue = SEPARATOR if heading else _glue(texts[-1], body, meta[-1][0], block.page)
            holds.append(glue != SEPARATOR or _holds(texts[-1], body))
            joined.append(glue)
            pos += len(glue)
        else:
            holds.append(False)
        starts.append(pos)
        texts.append(body)
        joined.append(body)
        meta.append((block.page, block.heading))
        pos += len(body)
    return "".join(joined), starts, meta, holds


def _chunk_blocks(blocks: list[Block], counter: TokenCounter, min_tokens: int, max_tokens: int, overlap: int,
                  max_chars: int) -> list[ChunkDraft]:
    """:func:`chunk_document`'s token windows over ``blocks`` (sizes already checked)."""
    text, starts, meta, holds = _join(blocks)
    if not starts:
        return []
    offs = _split_long_tokens(counter.offsets(text), max_chars)
    n = len(offs)
    if n == 0:
        return []
    ends = [end for _, end in offs]

    # clean[j]: a cut between token j-1 and token j does not split a word (whitespace between).
    # para[j]: token j starts a new block. sent[j]: token j-1 ends a sentence.
    clean = bytearray(n + 1)
    para = bytearray(n + 1)
    sent = bytearray(n + 1)
    clean[0] = clean[n] = para[0] = para[n] = sent[n] = 1
    block_idx = 0
    n_blocks = len(starts)
    prev_block = 0
    for j in range(1, n):
        s_j = offs[j][0]
        e_prev = offs[j - 1][1]
        if s_j >= e_prev and (
            (s_j > 0 and text[s_j - 1].isspace()) or (s_j < len(text) and text[s_j].isspace())
        ):
            clean[j] = 1
            while block_idx + 1 < n_blocks and starts[block_idx + 1] <= s_j:
                block_idx += 1
            if block_idx != prev_block:
                para[j] = 0 if holds[block_idx] else 1
                prev_block = block_idx
            if _SENTENCE_END_RE.search(text, max(0, e_prev - 4), e_prev) or _starts_list_item(text, e_prev, s_j):
                sent[j] = 1

    def tier(e: int) -> int:
        # Lower is better. The overlap start (e - overlap) must also be a clean cut.
        start_ok = clean[e - overlap] if overlap and e - overlap > s else 1
        if clean[e] and start_ok:
            if para[e]:
                return 0
            if sent[e]:
                return 1
            return 2
        if clean[e]:
            return 3
        if start_ok:
            return 4
        return 5

    chunks: list[ChunkDraft] = []
    s = 0
    while True:
        # The furthest end the character bound allows (at least one token: none exceeds max_chars).
        limit = bisect.bisect_right(ends, offs[s][0] + max_chars, lo=s + 1)
        if n - s <= max_tokens and limit >= n:
            e = n
        else:
            hi = min(s + max_tokens, n - 1, limit)
            lo = min(s + min_tokens, hi)
            best_e, best_t = hi, 6
            for e in range(hi, lo - 1, -1):  # latest cut of the best tier: fuller chunks
                t = tier(e)
                if t < best_t:
                    best_e, best_t = e, t
                    if t == 0:
                        break
            e = best_e
        c_start = offs[s][0]
        c_end = offs[e - 1][1]
        b = bisect.bisect_right(starts, c_start) - 1
        page, section = meta[max(b, 0)]
        chunks.append(
            ChunkDraft(index=len(chunks), text=text[c_start:c_end], token_count=e - s, page=page, section=section,
                       page_breaks=_page_breaks(starts, meta, max(b, 0), c_start, c_end, page))
        )
        if e >= n:
            return chunks
        s = e - overlap if e - overlap > s and ends[e - 1] - offs[e - overlap][0] <= max_chars // 4 else e


def _starts_list_item(text: str, prev_end: int, start: int) -> bool:
    """Token ``start`` opens a list item on a line of its own: a cut there is as good as a sentence end. Items
    often end in ";" or nothing ("- aerotolerant anaerobes grow evenly throughout the tube;"), so without
    this a long list was cut inside its last item rather than between two (answers set 20: "microaerophiles
    grow in a band" quoted without "a little below the surface")."""
    return "\n" in text[prev_end:start] and bool(_ITEM_START.match(text, start))


_ENDS_SENTENCE = re.compile(r"[.!?…:;)\]\"'”’`]$")
_ITEM_START = re.compile(r"(?:[-*•+\u2013]|\d{1,2}[.)])\s+\S")  # a list item's marker at a token (``match(text, pos)``)
_ITEM_LINE = re.compile(r"^\s*" + _ITEM_START.pattern)  # ... opening a line


def _glue(before: str, after: str, page: int | None, next_page: int | None) -> str:
    """What joins two blocks: a paragraph break, except where a page break cut one paragraph in two
    (the first block ends mid-sentence and the next starts in lower case: one space, so the sentence
    reads whole) or one list (the last line of the first and the first of the next are list items:
    one line break, so the list stays one)."""
    if page is None or next_page is None or next_page == page:
        return SEPARATOR
    last = before.rsplit("\n", 1)[-1]
    first = after.split("\n", 1)[0]
    if not _ENDS_SENTENCE.search(last.rstrip()) and first[:1].islower():
        return " "
    if _ITEM_LINE.match(last) and _ITEM_LINE.match(first):
        return "\n"
    return SEPARATOR


def _holds(before: str, after: str) -> bool:
    """A chunk should not end between these two blocks: the first introduces the second (it ends
    with ":"), or both are items of one list (DOCX writes one paragraph an item). Ending there
    leaves a lead-in without its example, or a worked example's first step without the rest."""
    last = before.rsplit("\n", 1)[-1].rstrip()
    if last.endswith(":"):
        return True
    return bool(_ITEM_LINE.match(last) and _ITEM_LINE.match(after.split("\n", 1)[0]))


def _page_breaks(starts: list[int], meta: list[tuple[int | None, str | None]], first: int, c_start: int,
                 c_end: int, page: int | None) -> tuple[tuple[int, int], ...]:
    """Where a block on a later page than the one before it begins inside ``[c_start, c_end)``, as
    offsets into the chunk's text. Pages are known per block, so a break is placed at the start of
    the first block of the new page."""
    breaks: list[tuple[int, int]] = []
    current = page
    for b in range(first + 1, len(starts)):
        if starts[b] >= c_end:
            break
        block_page = meta[b][0]
        if block_page is not None and block_page != current:
            breaks.append((starts[b] - c_start, block_page))
            current = block_page
    return tuple(breaks)


def page_at(offset: int, page: int | None, page_breaks) -> int | None:
    """The page holding character ``offset`` of a chunk that starts on ``page`` and has
    ``page_breaks`` (``(offset, page)`` pairs, ascending). Pure; chunks stored without breaks
    answer their start page."""
    for start, later in page_breaks or ():
        if start > offset:
            break
        page = later
    return page


def page_of_span(start: int, end: int, page: int | None, page_breaks) -> int | None:
    """The page holding most of the characters ``start:end`` of a chunk (see :func:`page_at`): a
    sentence that a page break runs through is cited where most of it is printed ("... change both
    masses into / moles and compare them with the mole ratio in the equation." is a sentence of the
    second page); on a tie, the page it starts on. Pure."""
    edges = [start] + [offset for offset, _ in page_breaks or () if start < offset < end] + [end]
    pieces = [(b - a, page_at(a, page, page_breaks)) for a, b in zip(edges, edges[1:])]
    return max(pieces, key=lambda piece: piece[0])[1] if pieces else page_at(start, page, page_breaks)


def remap_breaks(original: str, stored: str, page_breaks) -> list[list[int]]:
    """``page_breaks`` of ``original`` moved onto ``stored``, the same text after a rewrite that
    changes a few spans (PII scrubbing replaces an email with a placeholder): each break is found
    again by the text that follows it, else kept at the same share of the text. JSON-ready."""
    if original == stored:
        return [[int(o), int(p)] for o, p in page_breaks]
    out: list[list[int]] = []
    floor = 0
    for offset, page in page_breaks:
        probe = original[offset:offset + 40]
        found = stored.find(probe, floor) if probe else -1
        if found < 0:
            found = max(floor, round(offset * len(stored) / max(1, len(original))))
        out.append([found, int(page)])
        floor = found
    return out


def _split_long_tokens(offs: list[tuple[int, int]], max_chars: int) -> list[tuple[int, int]]:
    if all(end - start <= max_chars for start, end in offs):
        return offs
    out: list[tuple[int, int]] = []
    for start, end in offs:
        while end - start > max_chars:
            out.append((start, start + max_chars))
            start += max_chars
        out.append((start, end))
    return out


# A list item's first line ("- ...", "2. ...", "b) ..."), and a marker a chunk boundary left alone ("2.").
_LIST_ITEM = re.compile(r"^[ \t]*(?:[-*\u2022+]|\d{1,2}[.)]|[a-z][)])(?:[ \t]+\S|$)")
MAX_CONTINUATION = 800  # characters of the next chunk's list brought onto a passage


def ends_in_list(text: str) -> bool:
    """The chunk stops inside a list: its last paragraph is a list (a worked example's steps, cut
    after step 2 by the chunk boundary), so the next chunk holds the rest of it."""
    paragraphs = [p for p in re.split(r"\n[ \t]*\n", text.strip()) if p.strip()]
    return bool(paragraphs) and bool(_LIST_ITEM.match(paragraphs[-1].lstrip("\n")))


_FENCE_LINE = re.compile(r"[ \t]*(```|~~~)")


def _after_overlap(lines: list[str], next_text: str) -> str | None:
    """What ``next_text`` (the next chunk, which starts ``overlap`` tokens before this one ends) holds after this
    chunk's last line (``lines[-1]``), or None when that line is not there. A last line too short to find safely
    ("  V = (1", a formula cut after its bracket: answers set 37) is found with the end of the line above it."""
    anchor = lines[-1].strip() if lines else ""
    if len(anchor) < 8:
        anchor = "\n".join(lines).rstrip()[-24:].lstrip()
    at = next_text.find(anchor) if len(anchor.replace("\n", "")) >= 8 else -1
    return None if at < 0 else next_text[at + len(anchor):]


def _finished_last_line(text: str, next_text: str) -> tuple[str, str] | None:
    """``(text with its last line finished, what follows that line in next_text)``, found after the overlap by
    ``text``'s last line, or None when that line cannot be found. A last line the boundary cut gets its end from
    ``next_text`` first."""
    after = _after_overlap(text.rstrip().split("\n"), next_text)
    if after is None:
        return None
    kept = text.rstrip()
    if not after.startswith("\n"):  # the boundary cut the last line: its end comes first
        tail, _, after = after.partition("\n")
        return kept + tail.rstrip(), after
    return kept, after[1:]


def ends_in_code(text: str) -> bool:
    """The chunk stops inside a fenced code block: a formula block's last lines, its result among them, are in the
    next chunk (answer set 23: "... = 61.5 x (-1.544) = -95", with " mV" and the sodium line after the boundary).
    A chunk may also begin inside a block the boundary cut: a bare fence right under a line of text, before any
    fence has opened here, closes that block (an opening fence stands at the start or after a blank line), so it
    does not count as one opened (answers set 37: a chunk that began in one formula block and ended in the next)."""
    inside = False
    previous = ""
    for number, line in enumerate(text.split("\n")):
        if _FENCE_LINE.match(line):
            closes_an_earlier_block = (not inside and number > 0 and previous.strip() != ""
                                       and line.strip() in ("```", "~~~"))
            inside = False if closes_an_earlier_block else not inside
        previous = line
    return inside


def code_continuation(text: str, next_text: str, limit: int = MAX_CONTINUATION) -> tuple[str, str]:
    """``(text, rest)``: the lines of ``next_text`` (the next chunk, which starts ``overlap`` tokens before this
    one ends) that finish the code block ``text`` ends in, its closing fence included, found after the overlap
    by ``text``'s last line. ``rest`` is empty when that line cannot be found, no fence closes the block within
    ``limit`` characters, or a cut last line cannot be told apart. Pure."""
    found = _finished_last_line(text, next_text)
    if found is None:
        return text, ""
    kept, after = found
    out: list[str] = []
    for line in after.split("\n"):
        out.append(line.rstrip())
        if _FENCE_LINE.match(line):
            return kept, "\n".join(out)
        if sum(len(x) + 1 for x in out) > limit:
            break
    return text, ""


_TABLE_LINE = re.compile(r"[ \t]*\|")  # a row of a pipe table (a cut one may lack its closing pipe)


def ends_in_table(text: str) -> bool:
    """The chunk stops inside a pipe table: its last two lines are rows (the boundary cut the table after the
    second row, the row the question names in the next chunk; answers set 28: "Type III" of a four-row table)."""
    lines = text.rstrip().split("\n")[-2:]
    return len(lines) == 2 and all(_TABLE_LINE.match(line) for line in lines)


def table_continuation(text: str, next_text: str, limit: int = MAX_CONTINUATION) -> tuple[str, str]:
    """``(text, rest)``: the rows of ``next_text`` (the next chunk, which starts ``overlap`` tokens before this one
    ends) that finish the table ``text`` ends in, found after the overlap by ``text``'s last line; a row the boundary
    cut is finished first. ``rest`` is empty when that line cannot be found or no row follows within ``limit``
    characters. Pure."""
    found = _finished_last_line(text, next_text)
    if found is None:
        return text, ""
    kept, after = found
    out: list[str] = []
    for line in _past_repeated_header(kept, after.split("\n")):
        if not _TABLE_LINE.match(line) or sum(len(x) + 1 for x in out) + len(line) > limit:
            break
        out.append(line.rstrip())
    return (kept, "\n".join(out)) if out else (text, "")


# The rule under a pipe table's header ("|---|:--|"): not a row. Composition reads tables with it too.
TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


def _header_key(row: str) -> list[str]:
    """A header row's cells, spaces and case evened out, to tell the same header printed again."""
    return [" ".join(cell.split()).lower() for cell in row.strip().strip("|").split("|")]


def _past_repeated_header(text: str, after: list[str]) -> list[str]:
    """``after`` (the lines that follow the table ``text`` ends in) past a blank line and the table's own
    header row and rule, when the table goes on under its header printed again (a PDF table split across a
    page break: answers set 29's scale degrees 1-4, then degrees 5-7 on the next page); else ``after``."""
    lines = text.rstrip().split("\n")
    rows = []
    for line in reversed(lines):
        if not _TABLE_LINE.match(line):
            break
        rows.append(line)
    rows.reverse()
    if len(rows) < 3 or not TABLE_RULE.match(rows[1]):
        return after
    blank = 0
    while blank < len(after) and not after[blank].strip():
        blank += 1
    if blank and blank + 1 < len(after) and _header_key(after[blank]) == _header_key(rows[0]) \
            and TABLE_RULE.match(after[blank + 1]):
        return after[blank + 2:]
    return after


def _last_number(lines: list[str]) -> int | None:
    """The number of the last numbered item among ``lines`` of the list they end in, if any."""
    for line in reversed(lines):
        if not line.strip():
            return None
        numbered = re.match(r"[ \t]*(\d{1,2})[.)][ \t]", line)
        if numbered:
            return int(numbered.group(1))
    return None


def list_continuation(text: str, next_text: str, limit: int = MAX_CONTINUATION) -> tuple[str, str]:
    """``(text, rest)``: ``text`` without a marker the boundary left alone at its end ("\\n2."), and
    the items of ``next_text`` (the next chunk, which starts ``overlap`` tokens before this one
    ends) that continue the list ``text`` ends in, found after the overlap by ``text``'s last line.
    ``rest`` is empty when that line cannot be found or nothing continues the list. Pure."""
    lines = text.rstrip().split("\n")
    if lines and re.fullmatch(r"[ \t]*\d{1,2}[.)]|[ \t]*[-*\u2022+]", lines[-1]):
        lines = lines[:-1]  # "2." alone: the step itself is in the next chunk
    kept = "\n".join(lines).rstrip()
    after = _after_overlap(lines, next_text)
    if after is None:
        return text, ""
    out: list[str] = []
    blank = False
    number = _last_number(lines)
    for line in after.lstrip(" \t").removeprefix("\n").split("\n"):
        if not line.strip():
            blank = True
            continue
        if _LIST_ITEM.match(line):
            numbered = re.match(r"[ \t]*(\d{1,2})[.)]", line)
            if numbered and (number is None or int(numbered.group(1)) != number + 1):
                break  # "8. Volumes of gases" after step 4, or after bullets: the next section's numbered heading
            number = int(numbered.group(1)) if numbered else number
            out.append(line.rstrip())
        elif out and not blank:
            out.append(line.rstrip())  # an item wrapped onto a second line
        else:
            break
        blank = False
        if sum(len(x) + 1 for x in out) > limit:
            out.pop()
            break
    if not out:
        return text, ""
    return kept, "\n".join(out)
