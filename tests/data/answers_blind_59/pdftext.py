"""Text extraction helpers shared by make_questions.py and check.py (standard library only).

Set 59: started from set 58's pdftext.py (copied into /tmp/ab59/prev). Kept: the two PDF
extractors (pages_stream, text in content-stream order with a new line when the baseline moves;
pages_layout, text pieces sorted by baseline and then by x), the hand-made DOCX, PPTX and HTML
readers, the unit functions a gold must lie in (docx_units, pptx_slide_units, html_units) and the
raw_* functions that return everything a file holds. Left out: the readers for older sets' places
that this set's files do not contain. New or changed for this set's files:

  PDF   fonts use WinAnsi plus four Hungarian letters on codes 129, 141, 143, 144; an object
        defined twice (an incremental update) counts in its last version, and the superseded
        content stream is read into raw_pdf only; text drawn under an ExtGState whose fill
        alpha (/ca) is 0 is hidden; text that an image (Do of an /Image XObject, placed by cm)
        is painted over afterwards is hidden; white text lying on a dark filled box painted
        before it is visible (a reversed-out banner); a rubber-stamp annotation's appearance
        stream is visible text of its page, drawn at the annotation's rectangle (unless the
        annotation's flags hide it).
  DOCX  text boxes are units of their own, except the mc:Fallback branch of an
        mc:AlternateContent (Word shows the mc:Choice) and VML shapes whose style says
        visibility:hidden; comments and endnotes are other parts of the zip (raw only);
        docx_unit_styles / docx_style_names / docx_comment_anchors help check.py find keys.
  PPTX  a shape covered by a later opaque filled shape without text that contains it is
        hidden; the notes master is never slide text (raw only).
  HTML  <desc> and <title> inside an inline <svg>, and the content of an <iframe>, are hidden;
        <dt> and <dd> are units.
  MD    HTML comments, link reference definitions, footnote definitions that no [^id] refers
        to, and the title of an inline link ([text](url "title"), a hover tooltip) are hidden.

"Visible" text is what a reader of the document sees; raw text is everything the file holds
(hidden text, notes, comments, metadata, every attribute value of an OOXML part).
"""
import re
import zipfile
import zlib
from functools import lru_cache
from html.parser import HTMLParser
from pathlib import Path
from xml.etree import ElementTree as ET


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


# ------------------------------------------------------------------------------------ PDF
_OBJ = re.compile(rb"(\d+) 0 obj\s*(.*?)\s*endobj", re.S)
_TOKEN = re.compile(rb"\s*(\((?:\\.|[^\\)])*\)|/[^\s/\[\]()<>]+|-?\d*\.?\d+|[A-Za-z'\"*]+|\[|\]|<<|>>)", re.S)
_PDF_CODES = {0x81: "\u0151", 0x8D: "\u0150", 0x8F: "\u0171", 0x90: "\u0170"}


@lru_cache(maxsize=None)
def _pdf_all_objects(path):
    """Every object definition in file order: [(id, body)] (an updated object appears twice)."""
    data = Path(path).read_bytes()
    return tuple((int(m.group(1)), m.group(2)) for m in _OBJ.finditer(data))


@lru_cache(maxsize=None)
def _pdf_objects(path):
    """The current version of each object: the last definition in the file wins."""
    return dict(_pdf_all_objects(str(path)))


def _unescape(tok):
    body = tok[1:-1]
    out = bytearray()
    i = 0
    while i < len(body):
        c = body[i]
        if c == 0x5C and i + 1 < len(body):  # backslash
            out.append(body[i + 1])
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(_PDF_CODES.get(b) or bytes([b]).decode("cp1252", errors="replace") for b in out)


def _stream_data(raw):
    data = raw.split(b"stream", 1)[1]
    data = data[data.index(b"\n") + 1:]
    return zlib.decompress(data[: data.rindex(b"endstream")].rstrip(b"\r\n"))


def _page_spans(stream, box=(0.0, 0.0, 595.28, 841.89), clear_gs=frozenset(), images=frozenset(), offset=(0.0, 0.0)):
    """(x, y, text, visible) for every Tj in a content stream, in stream order."""
    spans = []
    stack = []
    state = {"fill": 0.0, "rgb": (0.0, 0.0, 0.0), "mode": 0, "size": 11.0, "rect": None,
             "clear": False, "cm": (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)}
    fills = []  # (rect, rgb) of every filled rectangle, in paint order
    paints = []  # (rect, number of spans painted before) of every image
    operands = []
    ox, oy = offset
    for m in _TOKEN.finditer(stream):
        tok = m.group(1)
        if tok[:1] in (b"(", b"/", b"[", b"]") or tok in (b"<<", b">>") or re.fullmatch(rb"-?\d*\.?\d+", tok):
            operands.append(tok)
            continue
        op = tok.decode()
        if op == "q":
            stack.append(dict(state))
        elif op == "Q":
            state = stack.pop() if stack else state
        elif op == "g":
            state["fill"] = float(operands[-1])
            state["rgb"] = (float(operands[-1]),) * 3
        elif op == "rg":
            state["rgb"] = tuple(float(v) for v in operands[-3:])
            state["fill"] = min(state["rgb"])
        elif op == "re":
            state["rect"] = tuple(float(v) for v in operands[-4:])
        elif op == "f" and state["rect"] is not None:
            rx, ry, rw, rh = state["rect"]
            fills.append(((rx + ox, ry + oy, rw, rh), state["rgb"]))
        elif op == "gs":
            state["clear"] = operands[-1][1:].decode() in clear_gs
        elif op == "cm":
            state["cm"] = tuple(float(v) for v in operands[-6:])
        elif op == "Do" and operands[-1][1:].decode() in images:
            a, _b, _c, d, e, f = state["cm"]
            paints.append(((e + ox, f + oy, a, d), len(spans)))
        elif op == "Tr":
            state["mode"] = int(float(operands[-1]))
        elif op == "Tf":
            state["size"] = float(operands[-1])
        elif op in ("Td", "Tm"):
            state["x"], state["y"] = float(operands[-2]) + ox, float(operands[-1]) + oy
        elif op == "Tj":
            x, y = state.get("x", 0.0), state.get("y", 0.0)
            on_page = box[0] <= x < box[2] and box[1] <= y < box[3]
            light = state["fill"] >= 0.95
            if light:  # light text is visible only on a dark box painted before it
                light = not any(max(rgb) < 0.5 and rx <= x <= rx + rw and ry <= y <= ry + rh
                                for (rx, ry, rw, rh), rgb in fills)
            visible = (not light and state["mode"] not in (3, 7) and state["size"] >= 4
                       and not state["clear"] and on_page)
            spans.append((x, y, _unescape(operands[-1]), visible))
        operands = []
    if paints:  # text that an image is painted over afterwards
        spans = [(x, y, s, v and not any(k < before and rx <= x <= rx + rw and ry <= y <= ry + rh
                                         for (rx, ry, rw, rh), before in paints))
                 for k, (x, y, s, v) in enumerate(spans)]
    return spans


def _kids(objs):
    return [int(k) for k in re.findall(r"(\d+) 0 R", objs[2].decode("latin-1").split("/Kids", 1)[1].split("]", 1)[0])]


def _page_resources(objs, page):
    """(names of ExtGStates with fill alpha 0, names of image XObjects) of a page."""
    clear, images = set(), set()
    m = re.search(rb"/ExtGState << (.*?) >>", page)
    if m:
        for nm, oid in re.findall(rb"/(\w+) (\d+) 0 R", m.group(1)):
            if re.search(rb"/ca 0(?![.\d])", objs[int(oid)]):
                clear.add(nm.decode())
    m = re.search(rb"/XObject << (.*?) >>", page)
    if m:
        for nm, oid in re.findall(rb"/(\w+) (\d+) 0 R", m.group(1)):
            if b"/Subtype /Image" in objs[int(oid)]:
                images.add(nm.decode())
    return frozenset(clear), frozenset(images)


def pdf_annots(path):
    """(1-based page, subtype, flags, /Contents, appearance-stream object id or None) of every
    annotation of every page."""
    objs = _pdf_objects(str(path))
    out = []
    for i, k in enumerate(_kids(objs), 1):
        m = re.search(rb"/Annots \[([^\]]*)\]", objs[k])
        if not m:
            continue
        for a in re.findall(rb"(\d+) 0 R", m.group(1)):
            o = objs[int(a)]
            sub = re.search(rb"/Subtype /(\w+)", o).group(1).decode()
            flags = int(re.search(rb"/F (\d+)", o).group(1)) if re.search(rb"/F (\d+)", o) else 0
            c = re.search(rb"/Contents (\((?:\\.|[^\\)])*\))", o)
            ap = re.search(rb"/AP << /N (\d+) 0 R", o)
            rect = tuple(float(v) for v in re.search(rb"/Rect \[([^\]]*)\]", o).group(1).split())
            out.append((i, sub, flags, _unescape(c.group(1)) if c else "", int(ap.group(1)) if ap else None, rect))
    return out


@lru_cache(maxsize=None)
def _pdf_pages(path):
    objs = _pdf_objects(path)
    out = []
    annots = pdf_annots(path)
    for i, k in enumerate(_kids(objs), 1):
        cid = int(re.search(rb"/Contents (\d+) 0 R", objs[k]).group(1))
        mb = re.search(rb"/CropBox \[([^\]]*)\]", objs[k]) or re.search(rb"/MediaBox \[([^\]]*)\]", objs[k])
        box = tuple(float(v) for v in mb.group(1).split()) if mb else (0.0, 0.0, 595.28, 841.89)
        clear, images = _page_resources(objs, objs[k])
        spans = []
        for pg, _sub, flags, _c, ap, rect in annots:  # an annotation's appearance is drawn on its page
            if pg == i and ap is not None and not flags & 2:
                spans += _page_spans(_stream_data(objs[ap]), box, offset=rect[:2])
        spans += _page_spans(_stream_data(objs[cid]), box, clear, images)
        out.append(spans)
    return tuple(out)


def _stream_text(spans):
    lines, cur, last_y = [], [], None
    for x, y, s, vis in spans:
        if not vis:
            continue
        if last_y is not None and abs(y - last_y) > 1.0:
            lines.append(" ".join(cur))
            cur = []
        cur.append(s)
        last_y = y
    if cur:
        lines.append(" ".join(cur))
    return "\n".join(lines)


def _layout_lines(spans):
    items = sorted(((-round(y, 1), x, s) for x, y, s, vis in spans if vis))
    lines, cur, last = [], [], None
    for ny, x, s in items:
        if last is not None and abs(ny - last) > 1.0:
            lines.append(" ".join(cur))
            cur = []
        cur.append(s)
        last = ny
    if cur:
        lines.append(" ".join(cur))
    return lines


@lru_cache(maxsize=None)
def pages_stream(path):
    return tuple(norm(_stream_text(sp)) for sp in _pdf_pages(str(path)))


@lru_cache(maxsize=None)
def pages_layout(path):
    return tuple(norm("\n".join(_layout_lines(sp))) for sp in _pdf_pages(str(path)))


def layout_lines(path, page):
    """The visible lines of one page (1-based), in layout order, not normalised."""
    return _layout_lines(_pdf_pages(str(path))[page - 1])


def pdf_page_streams(path):
    """The decompressed content stream and the page dictionary of each page (current versions)."""
    objs = _pdf_objects(str(path))
    return [(_stream_data(objs[int(re.search(rb"/Contents (\d+) 0 R", objs[k]).group(1))]), objs[k]) for k in _kids(objs)]


def pdf_superseded(path):
    """Object ids defined more than once (incremental updates), with the text of every content
    stream that no current page uses, and the number of xref sections (startxref keywords)."""
    allo = _pdf_all_objects(str(path))
    objs = _pdf_objects(str(path))
    counts = {}
    for oid, _b in allo:
        counts[oid] = counts.get(oid, 0) + 1
    used = {int(re.search(rb"/Contents (\d+) 0 R", objs[k]).group(1)) for k in _kids(objs)}
    orphans = []
    for oid, body in objs.items():
        if oid in used or b"stream" not in body or b"/Subtype" in body or b"/Length" not in body:
            continue
        data = _stream_data(body)
        if b" Tj" in data:
            orphans.append((oid, " ".join(s for _x, _y, s, _v in _page_spans(data))))
    xrefs = Path(path).read_bytes().count(b"startxref")
    return {oid for oid, n in counts.items() if n > 1}, orphans, xrefs


@lru_cache(maxsize=None)
def raw_pdf(path):
    """All text of a PDF: every span of every page, hidden ones included, every content or form
    stream in the file (superseded revisions included), annotation contents and the information
    dictionary."""
    parts = [s for sp in _pdf_pages(str(path)) for _x, _y, s, _v in sp]
    for _oid, body in _pdf_all_objects(str(path)):
        if b"stream" in body and b"/Image" not in body and b"CMap" not in body:
            try:
                data = _stream_data(body)
            except (zlib.error, ValueError):
                continue
            if b" Tj" in data:
                parts += [s for _x, _y, s, _v in _page_spans(data)]
        elif b"/Producer" in body or b"/Annot" in body:
            parts += [_unescape(m.group(0)) for m in re.finditer(rb"\((?:\\.|[^\\)])*\)", body)]
            for h in re.findall(rb"<FEFF([0-9A-F]+)>", body):
                parts.append(bytes.fromhex(h.decode()).decode("utf-16-be"))
    return norm(" ".join(parts))


# ----------------------------------------------------------------------------------- DOCX
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
A = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
P = "{http://schemas.openxmlformats.org/presentationml/2006/main}"
R = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
MC = "{http://schemas.openxmlformats.org/markup-compatibility/2006}"
V = "{urn:schemas-microsoft-com:vml}"
SLIDE_W, SLIDE_H = 12192000, 6858000


def _run_visible(r):
    rpr = r.find(W + "rPr")
    if rpr is None:
        return True
    if rpr.find(W + "vanish") is not None:
        return False
    col = rpr.find(W + "color")
    if col is not None and col.get(W + "val", "").upper() == "FFFFFF":
        return False
    sz = rpr.find(W + "sz")
    if sz is not None and int(sz.get(W + "val")) < 8:
        return False
    return True


def _para_text(p, visible_only=True, skip=frozenset()):
    out = []
    for r in p.iter(W + "r"):
        if id(r) in skip:
            continue
        if visible_only and not _run_visible(r):
            continue
        for ch in r:
            if ch.tag == W + "t":
                out.append(ch.text or "")
            elif ch.tag == W + "br":
                out.append("\n")
    return "".join(out)


def _hidden_boxes(el):
    """Text boxes (w:txbxContent) inside el that a reader does not see: those in an mc:Fallback
    branch and those in a VML shape whose style says visibility:hidden."""
    out = set()
    for fb in el.iter(MC + "Fallback"):
        out |= {id(b) for b in fb.iter(W + "txbxContent")}
    for sh in el.iter():
        if sh.tag.startswith(V) and re.search(r"visibility\s*:\s*hidden", sh.get("style") or ""):
            out |= {id(b) for b in sh.iter(W + "txbxContent")}
    return out


@lru_cache(maxsize=None)
def _docx_body(path, visible_only=True):
    """(units, styles, comment anchors): visible paragraphs, text-box paragraphs and table cells
    in document order; the paragraph style id of each unit (None for a cell); and, for each
    comment reference, (unit index, comment id)."""
    with zipfile.ZipFile(str(path)) as z:
        root = ET.fromstring(z.read("word/document.xml"))
    body = root.find(W + "body")
    units, styles, anchors = [], [], []

    def pstyle(p):
        st = p.find(f"{W}pPr/{W}pStyle")
        return st.get(W + "val") if st is not None else None

    for el in body:
        if el.tag == W + "p":
            boxes = list(el.iter(W + "txbxContent"))
            inner = frozenset(id(r) for b in boxes for r in b.iter(W + "r"))
            outer = _para_text(el, visible_only, inner)
            if outer.strip() or not boxes:
                for ref in el.iter(W + "commentReference"):
                    anchors.append((len(units), ref.get(W + "id")))
                units.append(outer)
                styles.append(pstyle(el))
            hidden = _hidden_boxes(el) if visible_only else set()
            seen = set()
            for b in boxes:
                if id(b) in hidden or id(b) in seen:
                    continue
                seen |= {id(x) for x in b.iter(W + "txbxContent")}
                for ip in b.iter(W + "p"):
                    units.append(_para_text(ip, visible_only))
                    styles.append(pstyle(ip))
        elif el.tag == W + "tbl":
            for tr in el.iter(W + "tr"):
                for tc in tr.iter(W + "tc"):
                    units.append("\n".join(_para_text(p, visible_only) for p in tc.iter(W + "p")))
                    styles.append(None)
    return tuple(units), tuple(styles), tuple(anchors)


def docx_units(path):
    """Visible paragraphs and table cells in document order, normalised (a snippet must lie
    inside one)."""
    return tuple(norm(u) for u in _docx_body(str(path))[0])


def docx_unit_styles(path):
    """The paragraph style id of each unit of docx_units (None for table cells)."""
    return _docx_body(str(path))[1]


def docx_style_names(path):
    """{style id: style name} of the document's styles part."""
    with zipfile.ZipFile(str(path)) as z:
        root = ET.fromstring(z.read("word/styles.xml"))
    return {st.get(W + "styleId"): st.find(W + "name").get(W + "val") for st in root.iter(W + "style")}


def docx_comment_anchors(path):
    """(index of the unit holding the reference, that unit's style id, comment text normalised)
    for each comment reference in the body."""
    with zipfile.ZipFile(str(path)) as z:
        if "word/comments.xml" not in z.namelist():
            return ()
        cm = ET.fromstring(z.read("word/comments.xml"))
    texts = {c.get(W + "id"): norm("".join(x.text or "" for x in c.iter(W + "t"))) for c in cm}
    _u, styles, anchors = _docx_body(str(path))
    return tuple((i, styles[i], texts[cid]) for i, cid in anchors)


def docx_text(path):
    return norm("\n".join(_docx_body(str(path))[0]))


def _zip_all_text(path):
    """Every text node and every attribute value of every XML part of the package."""
    parts = []
    with zipfile.ZipFile(str(path)) as z:
        for name in sorted(z.namelist()):
            if name.endswith((".xml", ".rels")):
                root = ET.fromstring(z.read(name))
                for el in root.iter():
                    parts.append(el.text or "")
                    parts.append(el.tail or "")
                    parts += list(el.attrib.values())
    return norm(" ".join(parts))


# ----------------------------------------------------------------------------------- PPTX
def _box(sp):
    o = sp.find(f"{P}spPr/{A}xfrm/{A}off")
    e = sp.find(f"{P}spPr/{A}xfrm/{A}ext")
    if o is None or e is None:
        return None
    return int(o.get("x")), int(o.get("y")), int(e.get("cx")), int(e.get("cy"))


def _opaque_cover(sp):
    """An opaque filled shape with no text: it hides what lies under it."""
    fill = sp.find(f"{P}spPr/{A}solidFill")
    if fill is None or fill.find(f".//{A}alpha") is not None:
        return False
    return not "".join(t.text or "" for t in sp.iter(A + "t")).strip()


def _clear_run(r):
    a = r.find(f"{A}rPr/{A}solidFill/*/{A}alpha")
    return a is not None and a.get("val") == "0"


@lru_cache(maxsize=None)
def _pptx(path):
    """For each slide in presentation order: (hidden, units, notes paragraphs)."""
    with zipfile.ZipFile(str(path)) as z:
        names = set(z.namelist())
        pres = ET.fromstring(z.read("ppt/presentation.xml"))
        prels = ET.fromstring(z.read("ppt/_rels/presentation.xml.rels"))
        target = {r.get("Id"): r.get("Target") for r in prels}
        out = []
        for sid in pres.find(P + "sldIdLst"):
            part = "ppt/" + target[sid.get(R + "id")]
            root = ET.fromstring(z.read(part))
            hidden = root.get("show") == "0"
            shapes = list(root.iter(P + "sp"))
            off = set()
            for k, sp in enumerate(shapes):
                b = _box(sp)
                if b is not None:
                    x, y, cx, cy = b
                    if x >= SLIDE_W or y >= SLIDE_H or x + cx <= 0 or y + cy <= 0 or cx == 0 or cy == 0:
                        off |= {id(p) for p in sp.iter(A + "p")}
                    for later in shapes[k + 1:]:  # covered by an opaque shape drawn on top
                        lb = _box(later)
                        if lb and _opaque_cover(later) and lb[0] <= x and lb[1] <= y and x + cx <= lb[0] + lb[2] and y + cy <= lb[1] + lb[3]:
                            off |= {id(p) for p in sp.iter(A + "p")}
                nv = sp.find(f"{P}nvSpPr/{P}cNvPr")
                if nv is not None and nv.get("hidden") in ("1", "true"):
                    off |= {id(p) for p in sp.iter(A + "p")}
            units = []
            for el in root.iter():
                if el.tag == A + "p" and id(el) not in off:
                    units.append("".join(t.text or "" for r in el.iter(A + "r") if not _clear_run(r)
                                         for t in r.iter(A + "t")))
            notes = []
            rel = part.replace("slides/", "slides/_rels/") + ".rels"
            if rel in names:
                for r in ET.fromstring(z.read(rel)):
                    if r.get("Target", "").startswith("../notesSlides/"):
                        nroot = ET.fromstring(z.read("ppt/" + r.get("Target")[3:]))
                        for sp in nroot.iter(P + "sp"):
                            ph = sp.find(f"{P}nvSpPr/{P}nvPr/{P}ph")
                            if ph is not None and ph.get("type") == "body":
                                for p in sp.iter(A + "p"):
                                    notes.append("".join(t.text or "" for t in p.iter(A + "t")))
            out.append((hidden, tuple(units), tuple(notes)))
    return tuple(out)


def pptx_slide_units(path):
    """For each slide (1-based order, title slide 1, hidden slides kept in the numbering but
    empty), a tuple of normalised units (paragraphs, table cell paragraphs)."""
    return tuple(() if hid else tuple(norm(u) for u in units if u.strip())
                 for hid, units, _n in _pptx(str(path)))


def pptx_hidden_slides(path):
    """1-based numbers of hidden slides and their normalised text."""
    return {i: norm(" ".join(units)) for i, (hid, units, _n) in enumerate(_pptx(str(path)), 1) if hid}


def notes_paras(path):
    """For each slide, its speaker-note paragraphs, normalised."""
    return tuple(tuple(norm(p) for p in notes if p.strip()) for _h, _u, notes in _pptx(str(path)))


@lru_cache(maxsize=None)
def pages_pptx(path):
    return tuple(" ".join(u) for u in pptx_slide_units(path))


# ----------------------------------------------------------------------------------- HTML
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
        "rect", "circle", "path", "line"}
_HIDE_DECL = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden|opacity\s*:\s*0(?:\.0*)?\s*(?:;|$)"
                        r"|font-size\s*:\s*0(?:px|pt|em)?\s*(?:;|$)", re.I)


def _hidden_classes(src):
    classes = set()
    for block in re.findall(r"<style[^>]*>(.*?)</style>", src, flags=re.S | re.I):
        for sel, decl in re.findall(r"([^{}]+)\{([^}]*)\}", block):
            if _HIDE_DECL.search(decl):
                classes |= set(re.findall(r"\.([A-Za-z0-9_-]+)", sel))
    return classes


class _Units(HTMLParser):
    BLOCK = {"title", "h1", "h2", "h3", "h4", "h5", "h6", "p", "li", "td", "th", "pre", "a", "dt", "dd",
             "figcaption", "label"}
    SKIP = {"style", "script", "template", "iframe"}

    def __init__(self, hidden_classes, visible_only=True):
        super().__init__(convert_charrefs=True)
        self.units, self.stack, self.buf = [], [], []
        self.open = []  # (tag, hides)
        self.hidden_classes = hidden_classes
        self.visible_only = visible_only

    def _hidden(self):
        return any(h for _t, h in self.open)

    def handle_starttag(self, tag, attrs):
        if tag in VOID:
            return
        a = dict(attrs)
        hides = False
        if self.visible_only:
            hides = tag in self.SKIP
            if "hidden" in a or _HIDE_DECL.search(a.get("style") or ""):
                hides = True
            if set((a.get("class") or "").split()) & self.hidden_classes:
                hides = True
            if a.get("aria-hidden") == "true":
                hides = True
            if tag in ("desc", "title") and any(t == "svg" for t, _h in self.open):
                hides = True  # an inline SVG's description and tooltip title are not drawn
        self.open.append((tag, hides))
        if tag in self.BLOCK:
            self.stack.append((tag, len(self.buf)))

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        while self.open:
            t, _h = self.open.pop()
            if t == tag:
                break
        if tag in self.BLOCK and self.stack and self.stack[-1][0] == tag:
            _, start = self.stack.pop()
            text = "".join(self.buf[start:])
            if tag == "pre":
                self.units += text.splitlines()
            else:
                self.units.append(text)

    def handle_data(self, data):
        if not self._hidden():
            self.buf.append(data)

    def handle_comment(self, data):
        if not self.visible_only:
            self.buf.append(" " + data + " ")


def _html_parse(path, visible_only=True):
    src = Path(path).read_text(encoding="utf-8")
    p = _Units(_hidden_classes(src) if visible_only else set(), visible_only)
    p.feed(src)
    p.close()
    return p


@lru_cache(maxsize=None)
def html_units(path):
    return tuple(norm(u) for u in _html_parse(path).units if u.strip())


@lru_cache(maxsize=None)
def html_text(path):
    """Visible text of an HTML page, normalised."""
    return norm(" ".join(_html_parse(path).buf))


def html_visible_fragment(fragment):
    """Visible text of a piece of an HTML page, normalised."""
    p = _Units(_hidden_classes(fragment))
    p.feed(fragment)
    p.close()
    return norm(" ".join(p.buf))


# ------------------------------------------------------------------------------- MD / TXT
_MD_HIDDEN = re.compile(r"<!--.*?-->|<script\b.*?</script>|<style\b.*?</style>|<template\b.*?</template>"
                        r"|^ {0,3}\[(?!\^)[^\]\n]+\]:[ \t][^\n]*$", re.S | re.I | re.M)
_FOOTDEF = re.compile(r"^ {0,3}\[\^([^\]\s]+)\]:[^\n]*$", re.M)
_LINK_TITLE = re.compile(r"(\]\(\s*<?[^\s)>]+>?)\s+(\"[^\"]*\"|'[^']*')\s*\)")


def md_visible(text):
    text = _MD_HIDDEN.sub(" ", text)
    refs = set(re.findall(r"\[\^([^\]\s]+)\](?!:)", text))
    text = _FOOTDEF.sub(lambda m: m.group(0) if m.group(1) in refs else " ", text)
    return _LINK_TITLE.sub(r"\1)", text)


@lru_cache(maxsize=None)
def raw_text(path):
    """Visible text of a Markdown or plain-text file, normalised."""
    path = Path(path)
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".md":
        text = md_visible(text)
    return norm(text)


# --------------------------------------------------------------------------------- common
def file_text(path):
    """The visible text of a file (for a deck: visible slides only, no speaker notes)."""
    path = Path(path)
    if path.suffix == ".pdf":
        return " ".join(pages_stream(path))
    if path.suffix == ".pptx":
        return " ".join(pages_pptx(path))
    if path.suffix == ".docx":
        return docx_text(path)
    if path.suffix == ".html":
        return html_text(path)
    return raw_text(path)


@lru_cache(maxsize=None)
def raw_everything(path):
    """Everything a file holds: hidden text, comments, scripts, notes, hidden slides, metadata."""
    path = Path(path)
    if path.suffix == ".pdf":
        return raw_pdf(path)
    if path.suffix in (".docx", ".pptx"):
        return _zip_all_text(path)
    return norm(path.read_text(encoding="utf-8"))


def page_texts(path):
    """Per-page visible text: PDF pages (stream extractor) or PowerPoint slides."""
    path = Path(path)
    return pages_pptx(str(path)) if path.suffix == ".pptx" else pages_stream(str(path))


def find_page(path, snippet):
    """1-based page of the PDF or slide of the deck whose visible text contains the snippet, or
    None."""
    s = norm(snippet)
    hits = [i for i, t in enumerate(page_texts(Path(path)), 1) if s in t]
    return hits[0] if len(hits) == 1 else None
