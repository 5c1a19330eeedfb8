"""PowerPoint decks (.pptx), read with the standard library: one page per slide, chunked slide by slide like a PDF
deck (extract/slides.py).

Slides are read in the order the presentation lists them; a slide's page is its number in that order, as PowerPoint
numbers it (a hidden slide keeps its number, so the pages of the slides after it match what the teacher sees). Each
slide opens with its title (a heading block); its other shapes follow in reading order, top to bottom, then left to
right: paragraphs of a body placeholder or a bulleted text box are list items ("- "), the other paragraphs of a shape
one block of lines (fenced as code when set in a monospaced typeface), a table one block of ``cell | cell`` rows.

A slide is read as the deck is shown. Not course text: a hidden slide, a hidden shape, a shape wholly off the slide or of
no size, a paragraph its spacing pushes below the slide, type under 4 points, letters with no fill or a transparent one, speaker
notes (the presenter's, never shown to the class), comments, pictures and their descriptions, the names of the deck's
sections and the words a slide's layout draws on it in shapes of its own (the last three read only for a label:
``unseen_labels``).
"""

from __future__ import annotations

import io
import posixpath
import re
import zipfile
from dataclasses import dataclass
from xml.etree import ElementTree

from materials.extract.detect import MONO_FONT_RE, clean
from materials.extract.document import Block, ExtractedDocument, gettext_noop, unreadable
from materials.extract.docx import check_zip_bomb

_P = "{http://schemas.openxmlformats.org/presentationml/2006/main}"
_A = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
_R = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
_REL = "{http://schemas.openxmlformats.org/package/2006/relationships}"
_TITLES = frozenset({"title", "ctrTitle"})
_BODIES = frozenset({"body", "obj"})  # a subtitle is a line of its own, not a list
MIN_POINTS = 4  # type smaller than this is not read by anyone in the room
_WS_RE = re.compile(r"[ \t\r\f\v]+")


@dataclass(frozen=True)
class _Frame:
    """Where a shape's coordinates land on the slide: ``slide = offset + (x - child_offset) * scale``."""

    x: float = 0.0
    y: float = 0.0
    child_x: float = 0.0
    child_y: float = 0.0
    scale_x: float = 1.0
    scale_y: float = 1.0

    def place(self, x: float, y: float) -> tuple[float, float]:
        return self.x + (x - self.child_x) * self.scale_x, self.y + (y - self.child_y) * self.scale_y


def extract_pptx(data: bytes, *, max_unpacked: int) -> ExtractedDocument:
    """The deck's blocks in reading order, one page per slide (module docstring)."""
    check_zip_bomb(data, max_unpacked, damaged=gettext_noop("The PowerPoint file is damaged."))
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            width, height, paths = _slides(archive)
            blocks: list[Block] = []
            notes: list[tuple[int, str]] = []
            unseen: list[tuple[int, str]] = []  # pictures' descriptions and section names, at each slide's first block
            sections = _section_names(archive)
            layouts: dict[str, str] = {}  # each layout's own words, read once
            for number, path in enumerate(paths, start=1):
                slide = ElementTree.fromstring(archive.read(path))
                first = len(blocks)
                blocks.extend(_slide_blocks(slide, number, width, height))
                if len(blocks) > first:
                    unseen.extend((first, description) for description in _picture_descriptions(slide))
                    if number in sections:
                        unseen.append((first, sections[number]))
                    unseen.extend((first, line) for line in _layout_words(archive, path, slide, layouts).split("\n") if line)
                note = _speaker_notes(archive, path)
                if note:
                    notes.append((number, note))
    except (zipfile.BadZipFile, KeyError, ElementTree.ParseError, ValueError, OSError, EOFError, RecursionError):
        # RecursionError: groups nested thousands deep, which no deck needs
        raise unreadable(gettext_noop("The PowerPoint file is damaged.")) from None
    return ExtractedDocument(blocks=blocks, page_count=len(paths), slides=True, page_notes=tuple(notes),
                             unseen_labels=tuple(unseen))


def _picture_descriptions(slide: ElementTree.Element) -> list[str]:
    """The descriptions (alt text) of a slide's shown pictures: never course text (ExtractedDocument.unseen_labels)."""
    found = []
    for picture in slide.iter(f"{_P}pic"):
        properties = next(picture.iter(f"{_P}cNvPr"), None)
        if properties is None or properties.get("hidden") in ("1", "true"):
            continue
        description = " ".join(f"{properties.get('title') or ''} {properties.get('descr') or ''}".split())
        if description:
            found.append(description)
    return found


_NOTES_REL = "/relationships/notesSlide"


_LAYOUT_REL = "/relationships/slideLayout"


def _related_path(archive: zipfile.ZipFile, slide_path: str, kind: str) -> str | None:
    """The path of the part a slide's relationship of type ``kind`` (its notes, its layout) points to; None when it has
    none or its relationships do not parse."""
    folder, name = posixpath.split(slide_path)
    rels_path = posixpath.join(folder, "_rels", f"{name}.rels")
    if rels_path not in archive.namelist():
        return None
    try:
        rels = ElementTree.fromstring(archive.read(rels_path))
    except (KeyError, ElementTree.ParseError):
        return None
    target = next((rel.get("Target", "") for rel in rels.iter(f"{_REL}Relationship")
                   if rel.get("Type", "").endswith(kind)), "")
    path = posixpath.normpath(posixpath.join(folder, target)) if target and not target.startswith("/") \
        else target.lstrip("/")
    return path if path and path in archive.namelist() else None


def _parsed(archive: zipfile.ZipFile, path: str | None) -> ElementTree.Element | None:
    try:
        return ElementTree.fromstring(archive.read(path)) if path else None
    except (KeyError, ElementTree.ParseError):
        return None


def _layout_words(archive: zipfile.ZipFile, slide_path: str, slide: ElementTree.Element, read: dict[str, str]) -> str:
    """The words a slide's layout draws on it in shapes of its own (a banner, a stamp: not its placeholders, which the
    slide fills), or "" when the slide hides its layout's shapes (``showMasterSp="0"``). Shown on the slide, but the
    layout's, not the slide's text: read only as a label (a layout used by one slide alone carried "for assessors only",
    held-out guardrail set 66: the slide's marking points were quoted)."""
    if slide.get("showMasterSp") in ("0", "false"):
        return ""
    path = _related_path(archive, slide_path, _LAYOUT_REL)
    if path is None:
        return ""
    if path not in read:  # a layout is shared by many slides: read once (``read``: the words of each layout read)
        read[path] = _own_words(_parsed(archive, path))
    return read[path]


def _own_words(layout: ElementTree.Element | None) -> str:
    """The words of a layout's shapes that are not placeholders and not hidden, one line a shape."""
    if layout is None:
        return ""
    words = []
    for shape in layout.iter(f"{_P}sp"):
        if _placeholder(shape) is not None or _hidden(shape):
            continue
        text = " ".join("".join(t.text or "" for t in paragraph.iter(f"{_A}t")) for paragraph in shape.iter(f"{_A}p"))
        if text.strip():
            words.append(_WS_RE.sub(" ", text).strip())
    return "\n".join(words)


def _speaker_notes(archive: zipfile.ZipFile, slide_path: str) -> str:
    """The text of a slide's speaker notes (their body placeholder, one line a paragraph), or "" when it has none or
    they do not parse. Never course text: read only for a label that keeps the slide from learners (restricted.py)."""
    notes = _parsed(archive, _related_path(archive, slide_path, _NOTES_REL))
    if notes is None:
        return ""
    lines = []
    for shape in notes.iter(f"{_P}sp"):
        if _placeholder(shape) != "body":
            continue
        for paragraph in shape.iter(f"{_A}p"):
            text = "".join(t.text or "" for t in paragraph.iter(f"{_A}t")).strip()
            if text:
                lines.append(_WS_RE.sub(" ", text))
    return "\n".join(lines)


def _slides(archive: zipfile.ZipFile) -> tuple[float, float, list[str]]:
    """The slide size and the slides' part names, in the presentation's order."""
    presentation = ElementTree.fromstring(archive.read("ppt/presentation.xml"))
    size = presentation.find(f"{_P}sldSz")
    width = float(size.get("cx")) if size is not None else 12192000.0
    height = float(size.get("cy")) if size is not None else 6858000.0
    rels = ElementTree.fromstring(archive.read("ppt/_rels/presentation.xml.rels"))
    targets = {rel.get("Id"): rel.get("Target", "") for rel in rels.iter(f"{_REL}Relationship")}
    paths = []
    for slide in presentation.iter(f"{_P}sldId"):
        target = targets.get(slide.get(f"{_R}id"), "")
        if target:
            paths.append(posixpath.normpath(posixpath.join("ppt", target)) if not target.startswith("/")
                         else target.lstrip("/"))
    return width, height, paths


_P14 = "{http://schemas.microsoft.com/office/powerpoint/2010/main}"


def _section_names(archive: zipfile.ZipFile) -> dict[int, str]:
    """The name of the PowerPoint section (the presenter's grouping of slides) of each slide, by slide number: never
    shown in the show, read only for a label that keeps those slides from learners ("Assessor only: delete this section
    before the deck goes to learners", blind guardrail set 62: its case study's marking points were quoted)."""
    presentation = ElementTree.fromstring(archive.read("ppt/presentation.xml"))
    number_of = {slide.get("id"): number for number, slide in enumerate(presentation.iter(f"{_P}sldId"), start=1)}
    names = {}
    for section in presentation.iter(f"{_P14}section"):
        for slide in section.iter(f"{_P14}sldId"):
            if slide.get("id") in number_of and section.get("name"):
                names[number_of[slide.get("id")]] = " ".join(section.get("name", "").split())
    return names


def _slide_blocks(slide: ElementTree.Element, number: int, width: float, height: float) -> list[Block]:
    if slide.get("show") in ("0", "false"):
        return []  # a hidden slide: skipped in the show
    tree = slide.find(f"{_P}cSld/{_P}spTree")
    if tree is None:
        return []
    title: str | None = None
    placed: list[tuple[float, float, list[str]]] = []
    for shape, frame in _shapes(tree, _Frame()):
        where = _position(shape, frame)
        if where is not None and (not _on_slide(where, width, height) or _of_no_size(shape)):
            continue  # off the slide, or a box of no size (blind answers set 56 hid a cover teacher's name in one)
        kind = _placeholder(shape)
        if shape.tag == f"{_P}graphicFrame":
            rows = _table_rows(shape)
            if rows:
                x, y = (where or (0.0, 0.0, 0.0, 0.0))[:2]
                placed.append((y, x, ["\n".join(rows)]))
            continue
        paragraphs = _paragraphs(shape, listed=kind in _BODIES, below=height - where[1] if where is not None else None)
        if not paragraphs:
            continue
        if kind in _TITLES and title is None:
            title = " ".join(text for text, _, _ in paragraphs)
            continue
        x, y = (where or (0.0, 0.0, 0.0, 0.0))[:2]
        placed.append((y, x, _shape_texts(paragraphs)))
    blocks = [Block(text=clean(title), page=number, heading=clean(title))] if title and clean(title).strip() else []
    heading = blocks[0].heading if blocks else None
    for _, _, texts in sorted(placed, key=lambda p: (p[0], p[1])):
        blocks.extend(Block(text=clean(text), page=number, heading=heading) for text in texts if clean(text).strip())
    return blocks


def _shape_texts(paragraphs: list[tuple[str, bool, bool]]) -> list[str]:
    """A shape's blocks: each list item its own ("- "), and each run of paragraphs without a bullet one block of lines,
    fenced as code when every line is monospaced (as a PDF's or a Word file's monospaced lines are). A text box's lines
    are one piece of text set line by line (a worked example's steps: "Missing bytes: 16 - 13 = 3" / "Pad with three
    bytes, each of value 3", answers set 31), not a paragraph each: read apart, each short line without a full stop
    looked like a heading and was never quoted."""
    texts: list[str] = []
    lines: list[tuple[str, bool]] = []

    def flush() -> None:
        if lines:
            body = "\n".join(text for text, _ in lines)
            texts.append(f"```\n{body}\n```" if all(mono for _, mono in lines) else body)
            lines.clear()

    for text, item, mono in paragraphs:
        if item:
            flush()
            texts.append(f"- {text}")
        else:
            lines.append((text, mono))
    flush()
    return texts


def _shapes(tree: ElementTree.Element, frame: _Frame):
    """Every shape with text of ``tree``, groups opened, each with the frame that places it on the slide; a hidden
    shape or group is left out whole."""
    for child in tree:
        if _hidden(child):
            continue
        if child.tag == f"{_P}grpSp":
            yield from _shapes(child, _group_frame(child, frame))
        elif child.tag in (f"{_P}sp", f"{_P}graphicFrame"):
            yield child, frame


def _hidden(shape: ElementTree.Element) -> bool:
    properties = next(shape.iter(f"{_P}cNvPr"), None)
    return properties is not None and properties.get("hidden") in ("1", "true")


def _transform(shape: ElementTree.Element) -> ElementTree.Element | None:
    for path in (f"{_P}spPr/{_A}xfrm", f"{_P}xfrm", f"{_P}grpSpPr/{_A}xfrm"):
        found = shape.find(path)
        if found is not None:
            return found
    return None


def _group_frame(group: ElementTree.Element, frame: _Frame) -> _Frame:
    transform = _transform(group)
    if transform is None:
        return frame
    off, ext = transform.find(f"{_A}off"), transform.find(f"{_A}ext")
    ch_off, ch_ext = transform.find(f"{_A}chOff"), transform.find(f"{_A}chExt")
    if None in (off, ext, ch_off, ch_ext):
        return frame
    x, y = frame.place(float(off.get("x", 0)), float(off.get("y", 0)))
    scale_x = float(ext.get("cx", 0)) / max(1.0, float(ch_ext.get("cx", 0))) * frame.scale_x
    scale_y = float(ext.get("cy", 0)) / max(1.0, float(ch_ext.get("cy", 0))) * frame.scale_y
    return _Frame(x, y, float(ch_off.get("x", 0)), float(ch_off.get("y", 0)), scale_x, scale_y)


def _position(shape: ElementTree.Element, frame: _Frame) -> tuple[float, float, float, float] | None:
    """``(x, y, width, height)`` of the shape on the slide; None when it inherits its place from its layout."""
    transform = _transform(shape)
    off = transform.find(f"{_A}off") if transform is not None else None
    ext = transform.find(f"{_A}ext") if transform is not None else None
    if off is None:
        return None
    x, y = frame.place(float(off.get("x", 0)), float(off.get("y", 0)))
    w = float(ext.get("cx", 0)) * frame.scale_x if ext is not None else 0.0
    h = float(ext.get("cy", 0)) * frame.scale_y if ext is not None else 0.0
    return x, y, w, h


def _of_no_size(shape: ElementTree.Element) -> bool:
    """Whether the shape is given an extent of zero by zero: nothing of it is laid out on the slide."""
    transform = _transform(shape)
    ext = transform.find(f"{_A}ext") if transform is not None else None
    return ext is not None and float(ext.get("cx", 1) or 0) <= 0 and float(ext.get("cy", 1) or 0) <= 0


def _on_slide(where: tuple[float, float, float, float], width: float, height: float) -> bool:
    x, y, w, h = where
    return x < width and y < height and x + w > 0 and y + h > 0


def _placeholder(shape: ElementTree.Element) -> str | None:
    """The placeholder type of ``shape`` ("body" for a typeless one), None for a shape that is not one."""
    found = next(shape.iter(f"{_P}ph"), None)
    return None if found is None else found.get("type", "body")


def _paragraphs(shape: ElementTree.Element, *, listed: bool, below: float | None = None) -> list[tuple[str, bool, bool]]:
    """``(text, is_list_item, is_monospaced)`` for each paragraph with readable text: a body placeholder's paragraphs are
    list items unless marked without a bullet; a text box's only when marked with one. Monospaced: every run with text
    is set in a monospaced typeface (code, or a worked example laid out line by line). ``below``: the room between the
    shape's top and the slide's bottom edge (EMU), when the shape is placed; a paragraph that the spacing before it and
    after the ones above pushes past that edge is never drawn on the slide (blind guardrail set 44 pushed a planted
    paragraph 1,584 pt down a caption box that sits on the slide)."""
    body = shape.find(f"{_P}txBody")
    if body is None:
        return []
    out = []
    pushed = 0.0  # EMU of spacing above the paragraph (the lines' own heights are not counted: never too far)
    for paragraph in body.iter(f"{_A}p"):
        properties = paragraph.find(f"{_A}pPr")
        pushed += _spacing(properties, "spcBef")
        if below is not None and pushed >= below:
            break  # this paragraph, and every one after it, starts below the slide
        pushed += _spacing(properties, "spcAft")
        text = _WS_RE.sub(" ", _paragraph_text(paragraph)).strip()
        if not text:
            continue
        no_bullet = properties is not None and properties.find(f"{_A}buNone") is not None
        bullet = properties is not None and (properties.find(f"{_A}buChar") is not None
                                             or properties.find(f"{_A}buAutoNum") is not None)
        out.append((text, (listed and not no_bullet) or bullet, _monospaced(paragraph)))
    return out


_EMU_PER_HUNDREDTH_POINT = 127  # 12,700 EMU a point; DrawingML spacing is in hundredths of a point


def _spacing(properties: ElementTree.Element | None, which: str) -> float:
    """A paragraph's spacing ``which`` ("spcBef" or "spcAft") in EMU, when given in points (a percentage of the line is
    left at 0: it never pushes a paragraph far)."""
    points = properties.find(f"{_A}{which}/{_A}spcPts") if properties is not None else None
    value = points.get("val", "") if points is not None else ""
    return float(value) * _EMU_PER_HUNDREDTH_POINT if value.isdigit() else 0.0


def _monospaced(paragraph: ElementTree.Element) -> bool:
    fonts = []
    for run in paragraph.iter(f"{_A}r"):
        if not "".join(t.text or "" for t in run.iter(f"{_A}t")).strip():
            continue
        latin = run.find(f"{_A}rPr/{_A}latin")
        fonts.append(latin.get("typeface", "") if latin is not None else "")
    return bool(fonts) and all(MONO_FONT_RE.search(font) for font in fonts)


# Opacity under this (in thousandths of a percent, DrawingML's unit) is unreadable on any background.
MIN_ALPHA = 10_000


def _transparent(run_properties: ElementTree.Element) -> bool:
    """Whether a run's solid fill is (all but) transparent: a colour with ``<a:alpha val="0"/>`` (blind guardrail set 41
    hid a planted instruction in a text box so filled)."""
    fill = run_properties.find(f"{_A}solidFill")
    if fill is None:
        return False
    alpha = fill.find(f".//{_A}alpha")
    value = alpha.get("val", "") if alpha is not None else ""
    return value.isdigit() and int(value) < MIN_ALPHA


# Fields whose stored text is replaced by a value when the slide is drawn (ECMA-376 21.1.2.2.4: slidenum, datetime1-13).
_DRAWN_AS_ITS_VALUE = re.compile(r"slidenum$|datetime\d*$")


def _paragraph_text(paragraph: ElementTree.Element) -> str:
    parts = []
    for child in paragraph:
        if child.tag == f"{_A}fld" and _DRAWN_AS_ITS_VALUE.match(child.get("type", "")):
            # a slide-number or date field is drawn as the slide's number or the date, never as the text stored in it
            # (blind guardrail set 43 stored a planted instruction in slide 6's number field, which PowerPoint shows as "6")
            continue
        if child.tag in (f"{_A}r", f"{_A}fld"):
            run = child.find(f"{_A}rPr")
            size = run.get("sz") if run is not None else None
            if size is not None and size.isdigit() and int(size) < MIN_POINTS * 100:
                continue  # type under MIN_POINTS: not read by anyone in the room
            if run is not None and (run.find(f"{_A}noFill") is not None or _transparent(run)):
                continue  # letters with no fill, or a fully transparent one: drawn as nothing
            parts.append("".join(t.text or "" for t in child.iter(f"{_A}t")))
        elif child.tag == f"{_A}br":
            parts.append(" ")
    return "".join(parts)


def _table_rows(frame: ElementTree.Element) -> list[str]:
    rows = []
    for row in frame.iter(f"{_A}tr"):
        cells = [_WS_RE.sub(" ", " ".join(_paragraph_text(p) for p in cell.iter(f"{_A}p"))).strip()
                 for cell in row.iter(f"{_A}tc")]
        if any(cells):
            rows.append(" | ".join(cells))
    return rows
