"""DOCX: mammoth writes it as HTML, read into blocks by :class:`materials.extract.html.HTMLBlocks`. DOCX has no
pages (``page=None``). The zip is checked for bombs before mammoth opens it.

A document is read as Word shows it. Not course text (taken out of the body before mammoth reads it): hidden runs,
type under 4 points, white letters with no highlight or shading behind them, letters the colour of the highlight or
shading behind them (a bar of one colour; set 44), a paragraph whose exact line height is under 3 points (its letters
are clipped away; blind guardrail set 41 hid a planted instruction so), and a shape marked hidden with its text box
(set 45)."""

from __future__ import annotations

import io
import posixpath
import re
import zipfile
from typing import Any
from xml.etree import ElementTree

from materials.extract.detect import MONO_FONT_RE, near_white_hex
from materials.extract.html import HTMLBlocks
from materials.extract.document import gettext_noop
from materials.extract.document import (
    DOCX_MAX_MEMBERS, DOCX_MAX_RATIO, DOCX_RATIO_MIN_SIZE, ExtractedDocument, ExtractionError, unreadable,
)


def check_zip_bomb(data: bytes, max_unpacked: int, *, damaged: str = gettext_noop("The DOCX file is damaged.")) -> None:
    """Refuse a zip (a DOCX, a PPTX) that does not open (``damaged``: the reason given) or unpacks like a bomb."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            infos = archive.infolist()
    except (zipfile.BadZipFile, OSError, ValueError, EOFError):
        raise unreadable(damaged) from None
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


_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_BODY = "word/document.xml"
MIN_HALF_POINTS = 8  # w:sz is in half-points: under 4 pt nobody reads it
MIN_EXACT_LINE = 60  # twips (3 pt): an exact line height under this clips its letters away


# Word's highlight colours (``<w:highlight w:val="black"/>``) as the hex of ``<w:color>``
_HIGHLIGHTS = {"black": "000000", "white": "FFFFFF", "yellow": "FFFF00", "green": "00FF00", "cyan": "00FFFF",
               "magenta": "FF00FF", "blue": "0000FF", "red": "FF0000", "darkBlue": "000080", "darkCyan": "008080",
               "darkGreen": "008000", "darkMagenta": "800080", "darkRed": "800000", "darkYellow": "808000",
               "darkGray": "808080", "lightGray": "C0C0C0"}


def _on(element: ElementTree.Element | None) -> bool:
    """A Word toggle (``<w:vanish/>``, ``<w:vanish w:val="true"/>``) that is set."""
    return element is not None and element.get(f"{_W}val", "true").lower() not in ("0", "false", "off")


def _unseen_run(properties: ElementTree.Element | None, shaded: bool, hidden_styles: frozenset[str] = frozenset()) -> bool:
    if properties is None:
        return False
    style = properties.find(f"{_W}rStyle")
    if style is not None and style.get(f"{_W}val", "") in hidden_styles:
        return True  # a character style the style sheet hides ("Staff Note", blind answers set 57)
    if _on(properties.find(f"{_W}vanish")) or _on(properties.find(f"{_W}specVanish")):
        return True
    size = properties.find(f"{_W}sz")
    if size is not None and size.get(f"{_W}val", "").isdigit() and int(size.get(f"{_W}val")) < MIN_HALF_POINTS:
        return True
    colour = properties.find(f"{_W}color")
    letters = colour.get(f"{_W}val", "").upper() if colour is not None else ""
    highlight = properties.find(f"{_W}highlight")
    shading = properties.find(f"{_W}shd")
    behind = shaded or highlight is not None or shading is not None
    if near_white_hex(letters) and not behind:
        return True
    # letters the colour of the highlight or shading right behind them: a bar of one colour, as a careless redaction
    # draws ("black text on a black highlight", blind guardrail set 44)
    behind_colour = {_HIGHLIGHTS.get(highlight.get(f"{_W}val", "")) if highlight is not None else None,
                     shading.get(f"{_W}fill", "").upper() if shading is not None else None} - {None, "", "AUTO"}
    return bool(letters) and letters != "AUTO" and letters in behind_colour


def _clipped(paragraph: ElementTree.Element) -> bool:
    spacing = paragraph.find(f"{_W}pPr/{_W}spacing")
    if spacing is None or spacing.get(f"{_W}lineRule") != "exact":
        return False
    line = spacing.get(f"{_W}line", "")
    return line.isdigit() and int(line) < MIN_EXACT_LINE


_VML = "{urn:schemas-microsoft-com:vml}"
_WP_DOC_PR = "{http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing}docPr"
_HIDDEN_STYLE = re.compile(r"(?:^|;)\s*(?:visibility\s*:\s*hidden|display\s*:\s*none)\s*(?:;|$)", re.I)


def _hidden_shape(run: ElementTree.Element) -> bool:
    """A run holding a drawn shape Word keeps but never draws, with whatever text box it holds: a VML shape styled
    ``visibility:hidden`` (blind guardrail set 45 hid a planted instruction so) or ``display:none``, or a drawing whose
    properties say ``hidden``."""
    for element in run.iter():
        if element.tag.startswith(_VML) and _HIDDEN_STYLE.search(element.get("style", "")):
            return True
        if element.tag == _WP_DOC_PR and element.get("hidden", "").lower() in ("1", "true"):
            return True
    return False


def _hidden_character_styles(archive: zipfile.ZipFile) -> frozenset[str]:
    """The ids of the character styles in the document's style sheet whose own run properties hide their text (hidden,
    near white, too small): a run in such a style is never shown, though nothing on the run says so."""
    try:
        root = ElementTree.fromstring(archive.read("word/styles.xml"))
    except (KeyError, ElementTree.ParseError):
        return frozenset()
    return frozenset(style.get(f"{_W}styleId", "") for style in root.iter(f"{_W}style")
                     if style.get(f"{_W}type") == "character" and _unseen_run(style.find(f"{_W}rPr"), False))


def without_unseen_text(data: bytes) -> bytes:
    """The DOCX ``data`` with the text Word never shows taken out of its body (see the module docstring); ``data``
    itself when there is none, or when the body does not parse (mammoth then reports the damage)."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        if _BODY not in archive.namelist():
            return data
        xml = archive.read(_BODY)
    for prefix, uri in re.findall(rb'xmlns:(\w+)="([^"]+)"', xml):
        try:  # written back with the document's own prefixes
            ElementTree.register_namespace(prefix.decode(), uri.decode())
        except ValueError:
            pass  # a prefix ElementTree reserves ("ns0"): it picks another, which any reader accepts
    try:
        root = ElementTree.fromstring(xml)
    except ElementTree.ParseError:
        return data
    changed = False
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        hidden_styles = _hidden_character_styles(archive)
    for parent in list(root.iter()):
        shaded = parent.find(f"{_W}pPr/{_W}shd") is not None  # a paragraph's shading is behind all its runs
        for child in list(parent):
            if (child.tag == f"{_W}p" and _clipped(child)) or (
                    child.tag == f"{_W}r" and (_unseen_run(child.find(f"{_W}rPr"), shaded, hidden_styles)
                                               or _hidden_shape(child))):
                parent.remove(child)
                changed = True
    if not changed:
        return data
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            body = ElementTree.tostring(root, xml_declaration=True, encoding="UTF-8") if info.filename == _BODY \
                else source.read(info.filename)
            target.writestr(info, body)
    return out.getvalue()


def extract_docx(data: bytes, *, max_unpacked: int) -> ExtractedDocument:
    check_zip_bomb(data, max_unpacked)
    import mammoth

    try:
        data = without_unseen_text(data)
    except (zipfile.BadZipFile, OSError, ValueError, EOFError, KeyError):
        raise unreadable(gettext_noop("The DOCX file is damaged.")) from None

    def no_images(image: Any) -> dict[str, str]:
        return {"src": ""}  # skip base64-encoding images we never read

    try:
        result = mammoth.convert_to_html(io.BytesIO(data), convert_image=mammoth.images.img_element(no_images),
                                         style_map=_STYLE_MAP, transform_document=mammoth.transforms.paragraph(_mark_code))
    except Exception:  # mammoth/zipfile/xml raise assorted types on broken files
        raise unreadable(gettext_noop("The DOCX file is damaged.")) from None
    parser = HTMLBlocks()
    parser.feed(result.value)
    parser.close()
    margins, section_margins = _margins(data, parser.blocks)
    captions = _table_alt_texts(data)
    # each table's alt text, over its block; only when the tables mammoth wrote are the tables of the body, one for one
    titled = [(block, text) for block, text in zip(parser.tables, captions) if block is not None and text] \
        if len(captions) == len(parser.tables) else []
    return ExtractedDocument(blocks=parser.blocks, page_count=None, margins=margins, section_margins=section_margins,
                             unseen_labels=tuple(sorted([*parser.unseen_labels, *titled])))


def _table_alt_texts(data: bytes) -> list[str]:
    """The alt text (``w:tblCaption`` title, then ``w:tblDescription``) of each table of the body that is inside no other
    table, in order ("" for one without): Word shows it only in the table's properties, so it is never course text, but
    it may label the table ("Rezolvări complete pentru cadrul didactic (confidențial)", blind answers set 58: the table's
    answers and a class's average were quoted). [] when the body does not parse."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            root = ElementTree.fromstring(archive.read(_BODY))
    except (KeyError, zipfile.BadZipFile, ElementTree.ParseError, OSError):
        return []
    found: list[str] = []

    def walk(element: Any) -> None:
        for child in element:
            if child.tag == f"{_W}tbl":
                texts = [node.get(f"{_W}val", "") for node in (child.find(f"{_W}tblPr/{_W}tblCaption"),
                                                                 child.find(f"{_W}tblPr/{_W}tblDescription"))
                         if node is not None]
                found.append(" ".join(" ".join(texts).split()))
            else:
                walk(child)

    walk(root)
    return found


_MARGIN_PART = re.compile(r"^word/(header|footer)\d*\.xml$")
_RELS = "word/_rels/document.xml.rels"
_REL = "{http://schemas.openxmlformats.org/package/2006/relationships}Relationship"
_R_ID = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"


def _shown_text(paragraph: ElementTree.Element) -> str:
    """A paragraph's text as Word shows it (hidden runs left out), its spacing folded."""
    shaded = paragraph.find(f"{_W}pPr/{_W}shd") is not None
    text = "".join(t.text or "" for run in paragraph.iter(f"{_W}r")
                   if not _unseen_run(run.find(f"{_W}rPr"), shaded) for t in run.iter(f"{_W}t"))
    return " ".join(text.split())


_VML_TEXTPATH = "{urn:schemas-microsoft-com:vml}textpath"


def _part_texts(archive: zipfile.ZipFile, name: str) -> tuple[str, ...]:
    """The lines of a header or footer part: its paragraphs as Word shows them, and the words of a watermark drawn in it
    (a VML text path, "TUTOR COPY - NOT FOR LEARNERS" across every page of a section: blind guardrail set 63)."""
    try:
        root = ElementTree.fromstring(archive.read(name))
    except (KeyError, ElementTree.ParseError):
        return ()
    watermarks = tuple(" ".join((path.get("string") or "").split()) for path in root.iter(_VML_TEXTPATH))
    return tuple(text for text in (*map(_shown_text, root.iter(f"{_W}p")), *watermarks) if text)


def _sections(archive: zipfile.ZipFile, part_texts: dict[str, tuple[str, ...]]) -> list[tuple[str, frozenset[str]]] | None:
    """``(first text, header and footer texts)`` of each section of the body, in order (a section without a header of
    its own keeps the one before it, as Word does), the texts of each header and footer part given in ``part_texts``;
    None when the body or its relationships do not parse."""
    try:
        body = ElementTree.fromstring(archive.read(_BODY)).find(f"{_W}body")
        rels = ElementTree.fromstring(archive.read(_RELS)) if _RELS in archive.namelist() else None
    except (KeyError, ElementTree.ParseError):
        return None
    targets = {rel.get("Id"): posixpath.normpath(posixpath.join("word", rel.get("Target", "")))
               for rel in (rels.iter(_REL) if rels is not None else ())}
    parts = {rid: part_texts[name] for rid, name in targets.items() if name in part_texts}
    if body is None:
        return None
    sections: list[tuple[str, frozenset[str]]] = []
    refs: dict[tuple[str, str], str] = {}
    first = ""

    def close(properties: ElementTree.Element) -> None:
        nonlocal first
        for reference in properties:
            if reference.tag in (f"{_W}headerReference", f"{_W}footerReference"):
                refs[(reference.tag, reference.get(f"{_W}type", "default"))] = reference.get(_R_ID, "")
        sections.append((first, frozenset(text for rid in refs.values() for text in parts.get(rid, ()))))
        first = ""

    for child in body:
        if child.tag == f"{_W}sectPr":
            close(child)
            continue
        if not first:
            first = next((text for text in map(_shown_text, child.iter(f"{_W}p")) if text), "")
        properties = child.find(f"{_W}pPr/{_W}sectPr") if child.tag == f"{_W}p" else None
        if properties is not None:
            close(properties)
    return sections


def _margins(data: bytes, blocks: list) -> tuple[tuple[str, ...], tuple[tuple[int, int, str], ...]]:
    """The document's margins (ExtractedDocument.margins: the header and footer lines of every section) and its
    section margins (ExtractedDocument.section_margins: the lines of only some sections, with the blocks of those
    sections). A header that one later section alone carries ("TUTOR COPY: remove everything after the section break",
    blind guardrail set 60) labels that section, not the file. A section whose first text is not found among the
    blocks gives its lines to the whole file (kept from learners, never the other way)."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        part_texts = {name: _part_texts(archive, name) for name in sorted(archive.namelist()) if _MARGIN_PART.match(name)}
        sections = _sections(archive, part_texts)
    every = tuple(dict.fromkeys(text for texts in part_texts.values() for text in texts))  # each line once, in part order
    if not sections or len(sections) == 1:
        return every, ()
    shared = frozenset.intersection(*(texts for _, texts in sections))
    starts: list[int | None] = []
    at = 0
    for first, _ in sections:
        key = first[:60]
        found = next((i for i in range(at, len(blocks)) if key and " ".join(blocks[i].text.split()).startswith(key)), None)
        starts.append(found)
        at = found if found is not None else at
    whole = set(shared)
    own: list[tuple[int, int, str]] = []
    for k, (_, texts) in enumerate(sections):
        start = 0 if k == 0 else starts[k]
        later = next((s for s in starts[k + 1:] if s is not None), len(blocks))
        for text in sorted(texts - shared):
            if start is None:
                whole.add(text)
            elif start < later:
                own.append((start, later - 1, text))
    return tuple(t for t in every if t in whole), tuple(own)
