"""HTML into blocks: the collector DOCX extraction reads mammoth's HTML with (:class:`HTMLBlocks`), and web pages a
teacher uploads (:func:`extract_html`).

A web page is read as a student sees it in a browser. What a browser never shows is not course text: the head, scripts,
styles, templates (a declarative shadow root is drawn, and then its host's own children only where it has a ``<slot>``),
comments, the fallback text of audio and video players, and any element hidden by its ``hidden`` or
``aria-hidden`` attribute or by a style (``display: none``, ``visibility: hidden``, zero opacity, a place thousands of
pixels off the page, a font too small to read), inline or in a rule of the page's own ``<style>`` for a class or an id
(``.tutor-note { display: none }``:
blind guardrail set 57; a rule inside ``@media`` is not read, since it may hide only on paper). Nor is the page's
navigation (``<nav>``: menus, breadcrumbs, a list of the page's contents), shown but never course text. Text a page
keeps outside paragraphs (in a ``div``, a ``section``, straight in the body) is read as paragraphs, split where a block
element starts or ends. An image's ``alt`` text and an element's ``aria-label`` are never course text: they are kept apart
(``unseen_labels``) and read only for a label that keeps what follows from learners; so is the text a rule of the page's own
style sheet writes before or after an element (``::before { content: "..." }``). A link's address and other attribute
values are never read. A web page has no pages (``page=None``).
"""

from __future__ import annotations

import html.parser
import re
from dataclasses import dataclass

from materials.extract.detect import clean
from materials.extract.document import Block, ExtractedDocument

_WS_RE = re.compile(r"\s+")


class HTMLBlocks(html.parser.HTMLParser):
    """Blocks from simple HTML (what mammoth writes for a DOCX): h1-h6 are headings, p and li paragraphs (li prefixed
    "- ", a nested list's parent item its own line), each outermost table one block of ``cell | cell`` rows, pre a
    fenced code block with its lines. Text outside those elements is not read (mammoth writes none)."""

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
        self._caption: list[str] | None = None  # a table's caption, the first line of its block (a reader sees it)
        self._in_caption = False
        self.unseen_labels: list[tuple[int, str]] = []  # (the block after the picture, its alt text): ExtractedDocument
        self.tables: list[int | None] = []  # each outermost table's block, in order (None: it held no text)

    def _emit(self, text: str, *, is_heading: bool = False) -> None:
        text = _WS_RE.sub(" ", clean(text)).strip()
        if not text:
            return
        if is_heading:
            self.heading = text
        self.blocks.append(Block(text=text, page=None, heading=self.heading))

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = _WS_RE.sub(" ", next((value or "" for name, value in attrs if name.lower() == "aria-label"), "")).strip()
        if named:
            self.unseen_labels.append((len(self.blocks), named))  # an element's accessible name, read by screen readers only
        if tag == "img":
            alt = _WS_RE.sub(" ", next((value or "" for name, value in attrs if name.lower() == "alt"), "")).strip()
            if alt:
                self.unseen_labels.append((len(self.blocks), alt))
            return
        if tag == "table":
            self._table_depth += 1
            if self._table_depth == 1:
                self._rows, self._caption = [], None
            return
        if self._table_depth:
            if tag == "caption" and self._table_depth == 1:
                self._caption, self._in_caption = [], True
            elif tag == "tr" and self._table_depth == 1:
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
                caption = _WS_RE.sub(" ", "".join(self._caption or [])).strip()
                if caption and text.strip():
                    text = f"{caption}\n{text}"
                if text.strip():
                    self.blocks.append(Block(text=clean(text), page=None, heading=self.heading))
            if self._table_depth == 1:
                self.tables.append(len(self.blocks) - 1 if self._rows and text.strip() else None)
            self._table_depth = max(0, self._table_depth - 1)
            return
        if self._table_depth:
            if tag == "caption" and self._table_depth == 1:
                self._in_caption = False
                return
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
            elif self._in_caption and self._caption is not None:
                self._caption.append(data)
        elif self._li_stack:
            self._li_stack[-1].append(data)
        elif self._mode:
            self._buf.append(data)

    def handle_data(self, data: str) -> None:
        self._data(data)


# Elements whose content a browser never shows as text.
# ``audio`` and ``video``: their content is fallback text for browsers without media support, which none current is
# (blind guardrail set 41 hid a planted instruction in an audio player's fallback).
_NEVER_SHOWN = frozenset({"head", "script", "style", "noscript", "template", "svg", "math", "iframe", "object",
                          "canvas", "select", "datalist", "dialog", "audio", "video"})
# A template with one of these attributes is a declarative shadow root: the browser draws it in place of its host's
# children, which appear only where it has a <slot> (blind guardrail set 44 hid a planted instruction in a host whose
# shadow root has none). Any other template is never drawn.
_SHADOW_ROOT = frozenset({"shadowrootmode", "shadowroot"})
# Elements with no end tag: they never open a hidden subtree.
_VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source",
                   "track", "wbr"})
# Block elements a page keeps loose text in: each starts and ends a paragraph.
_LOOSE_BLOCKS = frozenset({"div", "section", "article", "main", "header", "footer", "aside", "nav", "blockquote",
                           "figure", "figcaption", "address", "details", "summary", "dd", "dt", "dl", "center",
                           "body", "html", "form", "fieldset", "legend", "caption"})
# ... and the ones the collector reads itself: loose text before them is a paragraph of its own.
_COLLECTED = frozenset({"p", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "ul", "ol", "li", "table"})
# An inline style that hides its element: no display, no visibility, no opacity, or type under 4 pixels or points.
_HIDING_STYLE_RE = re.compile(
    r"display\s*:\s*none|visibility\s*:\s*(hidden|collapse)|opacity\s*:\s*0*(\.0+)?\s*(;|$|!)|"
    r"font-size\s*:\s*(0*\.\d+|[0-3](\.\d+)?)\s*(px|pt)?\s*(;|$|!)|font-size\s*:\s*0\b|"
    r"(height|width|max-height|max-width)\s*:\s*0(px)?\s*(;|$|!)|clip\s*:\s*rect\(\s*0|"
    # ... or puts it thousands of pixels off the page ("position:absolute; left:-9999px", blind answers set 55: a seminar
    # room change and a teacher's name quoted to nine questions)
    r"(left|top|right|margin-left|margin-top|text-indent)\s*:\s*-\d{4,}(\.\d+)?\s*(px|pt)?\s*(;|$|!)|"
    # ... or scales it to nothing, or draws its letters in no colour (blind answers set 56: "transform:scale(0)" over a
    # teacher's name and a cupboard key, "color:transparent" over a trip's bus time and two pupils' names)
    r"transform\s*:[^;]*\bscale[xy]?\(\s*0*(\.0\d*)?\s*(,\s*[\d.]+\s*)?\)|transform\s*:[^;]*\bscale[xy]?\(\s*[\d.]+\s*,\s*0*(\.0\d*)?\s*\)|"
    r"(^|[;\s])color\s*:\s*(transparent|rgba\([^)]*,\s*0*(\.0+)?\s*\)|#[0-9a-f]{6}00\b|#[0-9a-f]{3}0\b)|"
    # ... or clips it to nothing ("clip-path:circle(0)", blind answers set 57: a teacher's note)
    r"clip-path\s*:\s*(circle\(\s*0*(\.0+)?\s*(px|%)?\s*[)a]|inset\(\s*50(\.0+)?%|polygon\(\s*\))",
    re.IGNORECASE)


def style_hides(style: str) -> bool:
    """Whether an inline ``style`` hides its element from a reader (no display, no visibility, no opacity, type too small,
    no size, off the page, scaled to nothing, no colour). The one rule for web pages and for raw HTML in Markdown. Pure."""
    return bool(_HIDING_STYLE_RE.search(style or ""))


_STYLE_BLOCK_RE = re.compile(r"<style\b[^>]*>(.*?)</style\s*>", re.IGNORECASE | re.DOTALL)
_CSS_COMMENT_RE = re.compile(r"/\*.*?\*/", re.DOTALL)
# A selector naming only a class or an id, after an optional tag name: ".tutor-note", "p.note", "#answers".
_SIMPLE_SELECTOR_RE = re.compile(r"^([a-zA-Z][\w-]*)?([.#])(-?[_a-zA-Z][\w-]*)$")


@dataclass(frozen=True)
class HiddenBySheet:
    """The classes and ids a page's own style sheet hides (:func:`hidden_by_style_sheet`), each with the tag its
    selector names ("" for any)."""

    classes: frozenset[tuple[str, str]] = frozenset()
    ids: frozenset[tuple[str, str]] = frozenset()

    def hides(self, tag: str, values: dict[str, str]) -> bool:
        own = {(t, name) for name in values.get("class", "").split() for t in ("", tag)}
        element_id = values.get("id", "")
        return bool(self.classes & own) or (element_id != "" and bool({("", element_id), (tag, element_id)} & self.ids))


def _top_level_rules(sheet: str) -> list[tuple[str, str]]:
    """``(selectors, declarations)`` of the rules outside any ``@`` block (``@media print`` may hide only on paper)."""
    rules, depth, start, selector = [], 0, 0, ""
    for i, ch in enumerate(sheet):
        if ch == "{":
            if depth == 0:
                selector, start = sheet[start:i].strip(), i + 1
            depth += 1
        elif ch == "}" and depth:
            depth -= 1
            if depth == 0:
                if not selector.startswith("@"):
                    rules.append((selector, sheet[start:i]))
                start = i + 1
    return rules


def hidden_by_style_sheet(page: str) -> HiddenBySheet:
    """The classes and ids that the ``<style>`` elements of ``page`` hide with a rule of their own: a selector that is only
    a class or an id (after an optional tag name), and a declaration :func:`hides` reads as hiding. Pure."""
    classes: set[tuple[str, str]] = set()
    ids: set[tuple[str, str]] = set()
    for sheet in _STYLE_BLOCK_RE.findall(page or ""):
        for selectors, declarations in _top_level_rules(_CSS_COMMENT_RE.sub(" ", sheet)):
            if not _HIDING_STYLE_RE.search(declarations):
                continue
            for selector in selectors.split(","):
                simple = _SIMPLE_SELECTOR_RE.match(selector.strip())
                if simple is None:
                    continue  # two classes at once, a descendant, an attribute or a state: not read
                tag, kind, name = simple.groups()
                (classes if kind == "." else ids).add(((tag or "").lower(), name))
    return HiddenBySheet(frozenset(classes), frozenset(ids))


# A selector for what a rule writes before or after an element: a simple selector and its pseudo-element (".dept-copy::before").
_GENERATED_SELECTOR_RE = re.compile(r"^(.+?)::?(?:before|after)$", re.IGNORECASE)
# The text such a rule writes: its ``content``, quoted (counters, attributes and images write no label).
_CONTENT_RE = re.compile(r"(?:^|;)\s*content\s*:\s*(?P<q>[\"'])(?P<text>.*?)(?P=q)", re.IGNORECASE | re.DOTALL)


@dataclass(frozen=True)
class WrittenBySheet:
    """What the rules of a page's own style sheet write before or after elements (``section.dept-copy::before { content:
    "Staff only" }``), by class and by id (:func:`written_by_style_sheet`): a browser prints it, the page's text never holds
    it (blind guardrail set 65: a counter log labelled only so, quoted). Read as a label, never as course text."""

    classes: tuple[tuple[str, str, str], ...] = ()  # (tag or "", class, text)
    ids: tuple[tuple[str, str, str], ...] = ()

    def writes(self, tag: str, attrs: list[tuple[str, str | None]]) -> list[str]:
        """The text written before or after an element ``tag`` with ``attrs``; [] at once for a sheet that writes none."""
        if not self.classes and not self.ids:
            return []
        values = {name.lower(): (value or "") for name, value in attrs}
        own = set(values.get("class", "").split())
        element_id = values.get("id", "")
        return [text for t, name, text in self.classes if name in own and t in ("", tag)] + \
            [text for t, name, text in self.ids if element_id and name == element_id and t in ("", tag)]


def written_by_style_sheet(page: str) -> WrittenBySheet:
    """The text the ``<style>`` elements of ``page`` write before or after an element named by a simple selector (a class
    or an id, after an optional tag name). Pure."""
    classes: list[tuple[str, str, str]] = []
    ids: list[tuple[str, str, str]] = []
    for sheet in _STYLE_BLOCK_RE.findall(page or ""):
        for selectors, declarations in _top_level_rules(_CSS_COMMENT_RE.sub(" ", sheet)):
            content = _CONTENT_RE.search(declarations)
            text = _WS_RE.sub(" ", content.group("text")).strip() if content else ""
            if not text:
                continue
            for selector in selectors.split(","):
                generated = _GENERATED_SELECTOR_RE.match(selector.strip())
                simple = generated and _SIMPLE_SELECTOR_RE.match(generated.group(1).strip())
                if simple:
                    tag, kind, name = simple.groups()
                    (classes if kind == "." else ids).append(((tag or "").lower(), name, text))
    return WrittenBySheet(tuple(classes), tuple(ids))


def hides(attrs: list[tuple[str, str | None]], sheet: HiddenBySheet = HiddenBySheet(), tag: str = "") -> bool:
    """Whether an element with ``attrs`` is hidden from a reader (module docstring), by its attributes or by what the
    page's style sheet hides (``sheet``, for an element ``tag``). Pure."""
    values = {name.lower(): (value or "") for name, value in attrs}
    if "hidden" in values or values.get("aria-hidden", "").strip().lower() == "true":
        return True
    return style_hides(values.get("style", "")) or sheet.hides(tag, values)


def navigates(tag: str, attrs: list[tuple[str, str | None]]) -> bool:
    """Whether the element is the page's navigation (``<nav>``, ``role="navigation"``): menus, breadcrumbs, an "On this
    page" list of the page's own headings. Shown, but not course text: quoted, it answered "how do you get forward
    secrecy?" with the list of contents (answers set 31). Pure."""
    role = next((value or "" for name, value in attrs if name.lower() == "role"), "")
    return tag == "nav" or role.strip().lower() == "navigation"


class WebPageBlocks(HTMLBlocks):
    """:class:`HTMLBlocks` for a web page: what is never shown is skipped, loose text is read (module docstring)."""

    def __init__(self, sheet: HiddenBySheet = HiddenBySheet(), written: WrittenBySheet = WrittenBySheet()) -> None:
        super().__init__()
        self._sheet = sheet  # what the page's own style sheet hides
        self._written = written  # ... and what it writes before or after elements
        self._skipping = 0  # depth inside an element never shown
        self._depth = 0  # elements open
        self._shadow: list | None = None  # [depth of the shadow root's template, a <slot> seen in it]
        self._unslotted_from: int | None = None  # depth of a shadow host's children, which its shadow tree never draws
        self._figures: list[int] = []  # the first block of each <figure> open
        self._caption_from: int | None = None  # the first block of the <figcaption> open
        self._drawn: list[str] | None = None  # the words of an inline <svg> open (its <text>), read as a label

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        depth = self._depth
        self._depth += tag not in _VOID
        if self._skipping:
            self._skipping += tag not in _VOID
            return
        if self._unslotted_from is not None:
            return
        if tag == "template" and any(name.lower() in _SHADOW_ROOT for name, _ in attrs) and self._shadow is None:
            # a declarative shadow root: what the browser draws for its host (module docstring)
            self._shadow = [depth, False]
            return
        if tag == "slot" and self._shadow is not None:
            self._shadow[1] = True
        if tag in _NEVER_SHOWN or hides(attrs, self._sheet, tag) or navigates(tag, attrs):
            self._skipping = int(tag not in _VOID)
            if tag == "svg" and not hides(attrs, self._sheet, tag):
                self._drawn = []  # an inline drawing's <text>: shown, but a picture's words, read only as a label
            return
        if tag in _LOOSE_BLOCKS or tag in _COLLECTED:
            self._end_loose()
        for text in self._written.writes(tag, attrs):
            self.unseen_labels.append((len(self.blocks), text))  # printed by the browser over the element's first block
        if tag == "figure":
            self._figures.append(len(self.blocks))
        elif tag == "figcaption" and self._figures:
            self._caption_from = len(self.blocks)
        super().handle_starttag(tag, attrs)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if not self._skipping and self._unslotted_from is None and tag not in _NEVER_SHOWN and not hides(attrs, self._sheet, tag):
            super().handle_starttag(tag, attrs)  # <br/>: a line break; nothing else self-closing holds text

    def handle_endtag(self, tag: str) -> None:
        self._depth -= tag not in _VOID
        if self._skipping:
            self._skipping -= tag not in _VOID
            if not self._skipping and self._drawn is not None:
                words = _WS_RE.sub(" ", " ".join(self._drawn)).strip()
                if words:
                    self.unseen_labels.append((len(self.blocks), words))  # over the block after the drawing
                self._drawn = None
            return
        if self._unslotted_from is not None:
            if self._depth >= self._unslotted_from:
                return
            self._unslotted_from = None  # the host's own end tag: what follows it is drawn again
        if tag == "template" and self._shadow is not None and self._depth == self._shadow[0]:
            if not self._shadow[1]:
                self._end_loose()
                self._unslotted_from = self._depth  # the host's children after its shadow root are never drawn
            self._shadow = None
            return
        if tag in _LOOSE_BLOCKS:
            self._end_loose()
        if tag == "figcaption" and self._caption_from is not None and self._figures:
            # a figure's caption names the whole figure, wherever it stands in it ("לצוות בלבד: לא להעביר ללומדים" under a
            # case log, blind guardrail set 64): read also as a label over the figure's first block
            caption = " ".join(block.text for block in self.blocks[self._caption_from:]).strip()
            if caption:
                self.unseen_labels.append((self._figures[-1], caption))
            self._caption_from = None
        elif tag == "figure" and self._figures:
            self._figures.pop()
        super().handle_endtag(tag)

    def handle_data(self, data: str) -> None:
        if self._skipping and self._drawn is not None and data.strip():
            self._drawn.append(data)
        if self._skipping or self._unslotted_from is not None:
            return
        if self._mode is None and not self._li_stack and not self._table_depth and data.strip():
            self._mode, self._buf = "loose", []
        super().handle_data(data)

    def _end_loose(self) -> None:
        if self._mode == "loose":
            self._emit("".join(self._buf))
            self._mode, self._buf = None, []

    def close(self) -> None:
        super().close()
        self._end_loose()


def extract_html(text: str) -> ExtractedDocument:
    """The blocks of a web page's decoded ``text`` in reading order (module docstring)."""
    parser = WebPageBlocks(hidden_by_style_sheet(text), written_by_style_sheet(text))
    parser.feed(text)
    parser.close()
    return ExtractedDocument(blocks=parser.blocks, page_count=None, unseen_labels=tuple(parser.unseen_labels))
