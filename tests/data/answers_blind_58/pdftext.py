"""Text extraction helpers shared by make_questions.py and check.py (set 51: standard library only).

Set 58: set 57's copy with more places read as hidden and a few readers added. PDF strings are
decoded with this set's font encoding (WinAnsi plus six Romanian letters on codes 128, 129, 141,
143, 144 and 157); text drawn in the same colour as a filled box painted under it is hidden; the
Tm operator places text (rotated watermarks and margin notes are read as ordinary visible spans);
a page's CropBox, when it has one, is the visible area (text outside it is hidden); form
XObjects that are never painted are read into raw_pdf only. DOCX runs coloured black (or auto) on
a black highlight are hidden; headers and the glossary part are never body text (raw only), and
docx_section_starts / docx_table_caption_start / docx_header_texts help check.py find key
sections. PPTX: pptx_sections reads the deck's sections (p14:sectionLst); slides are still read
only through presentation.xml, so a slide part that nothing points to, and slide layouts, give no
slide text (raw only). HTML: the fallback content of <canvas> and everything inside SVG <defs> is
hidden; <legend> is a unit of its own. Markdown: raw HTML with content-visibility:hidden, or with
the visually-hidden pattern clip:rect(0 0 0 0) plus a 1px size, is hidden.

Set 57: set 56's copy with more places read as hidden: PDF text in render mode 7 (clip only) and
text inside optional content (/OC ... BDC ... EMC) whose group the catalog lists as /OFF; DOCX runs
inside a tracked move source (w:moveFrom), runs whose character style (w:rStyle) is hidden by
w:vanish in styles.xml, and block content controls (w:sdt) are now read through to their content;
PPTX shapes marked hidden="1" and runs filled with alpha 0; HTML <dialog> elements without the open
attribute and inline clip-path:circle(0) / inset(50%); in Markdown, raw <template> elements and
<div|span|p> with opacity:0.

Set 56: set 55's copy with more places read as hidden: PDF text drawn at a horizontal scaling
below 10 per cent (Tz, squashed text) or painted over afterwards by a white filled rectangle (a
span whose baseline point lies inside a later "re f" fill of grey level 0.95 or more); PPTX shapes
of zero width or height; DOCX runs coloured near-white (every channel F0 or more; tracked
deletions, w:delText, and field instructions, w:instrText, were never read as text); HTML inline
styles transform:scale(0), color:transparent and height:0 with overflow:hidden; in Markdown, raw
<div|span|p> elements with visibility:hidden or font-size:0 are hidden like comments. A PDF
running header (set 56's !keyheader) is ordinary visible text at the top of the page.

Set 55: set 54's copy with more places read: a PDF's document outline (bookmark titles and the
page each points to, pdf_outline) and its annotations (sticky notes) are read into raw_pdf only,
never into page text; a DOCX's footnotes are read (docx_footnotes: the body unit each is anchored
to, that unit's paragraph style, and the footnote text); a PPTX shape placed wholly outside the
slide (right of or below its edge, or left of / above it) gives no visible text; HTML inline styles
that move an element far off-screen (left / text-indent of -1000px or more) or colour its text
white hide it; in Markdown, a raw HTML element with the hidden attribute or display:none is hidden
like a comment.

Set 52: copied from set 51 unchanged (only this line added).

Set 54: set 53's copy (the same file) with a few more kinds of hidden text: PDF text drawn off the
page (outside the MediaBox) or inside an empty clipping path; DOCX text boxes (w:txbxContent) are
read as their own paragraphs (comments and custom XML parts are other parts of the zip, so they
are never visible); HTML inline styles opacity:0 and font-size:0 hide an element; Markdown link
reference definitions (lines such as "[//]: # (...)" or "[label]: <> (...)"), which no renderer
shows, are hidden like comments.

Set 51 rewrote this file: no PDF, DOCX or PPTX library is installed on the machine and none may
be installed, so every reader is hand-made from the standard library (zlib, zipfile,
xml.etree, html.parser). The readers only need to read the files that build.py writes.

"Visible" text is what a reader of the document sees. It leaves out:
  PDF   text drawn in white (1 g / 1 1 1 rg), in render mode 3 (invisible) or below 4 pt;
        the document information dictionary (metadata).
  DOCX  runs with w:vanish, runs coloured FFFFFF, runs below 4 pt (w:sz < 8); docProps.
  PPTX  hidden slides (show="0") stay in the numbering but give no text; speaker notes are read
        separately (notes_paras); docProps.
  HTML  script and style blocks, comments, elements with the hidden attribute, an inline style
        with display:none or visibility:hidden, and elements whose class the page's own style
        sheet hides (".name { display: none }").
  MD    HTML comments and <script>/<style> blocks.
The raw_* functions return everything a file holds (hidden text, notes, metadata), for the
never-quote checks.

Two PDF extractors (a gold must be found on its page by both, as sets 30-50 did with pdfminer
and pypdfium2): pages_stream (text in content-stream order, a new line when the baseline moves)
and pages_layout (text pieces sorted by baseline, then by x, pieces on one baseline joined).
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
_TOKEN = re.compile(rb"\s*(\((?:\\.|[^\\)])*\)|/[^\s/\[\]()<>]+|-?\d*\.?\d+|[A-Za-z'\"*]+|\[|\])", re.S)


def _pdf_objects(path):
    data = Path(path).read_bytes()
    objs = {}
    for m in _OBJ.finditer(data):
        objs[int(m.group(1))] = m.group(2)
    return objs


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


# Set 58: the six codes this set's font encoding (a /Differences array) gives Romanian letters
_PDF_CODES = {0x80: "\u021a", 0x81: "\u0103", 0x8D: "\u0102", 0x8F: "\u0219", 0x90: "\u0218", 0x9D: "\u021b"}


def _page_spans(stream, box=(0.0, 0.0, 595.28, 841.89), off=frozenset()):
    """(x, y, text, visible) for every Tj in a content stream, in stream order."""
    spans = []
    marked = []  # set 57: marked-content stack, True where the content is in an OFF layer
    stack = []
    state = {"fill": 0.0, "mode": 0, "size": 11.0, "clip0": False, "rect": None, "tz": 100.0, "rgb": (0.0, 0.0, 0.0)}
    covers = []  # set 56: white filled rectangles
    fills = []  # set 58: every filled rectangle so far, with its colour
    operands = []
    for m in _TOKEN.finditer(stream):
        tok = m.group(1)
        if tok[:1] in (b"(", b"/", b"[", b"]") or re.fullmatch(rb"-?\d*\.?\d+", tok):
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
            state["fill"] = min(float(v) for v in operands[-3:])
            state["rgb"] = tuple(float(v) for v in operands[-3:])
        elif op == "re":
            state["rect"] = tuple(float(v) for v in operands[-4:])
        elif op == "W" and state["rect"] is not None:
            if state["rect"][2] == 0 or state["rect"][3] == 0:
                state["clip0"] = True
        elif op == "Tz":  # set 56: horizontal scaling
            state["tz"] = float(operands[-1])
        elif op == "f" and state["rect"] is not None:
            if state["fill"] >= 0.95:
                covers.append(state["rect"])
            fills.append((state["rect"], state["rgb"]))
        elif op == "BDC":  # set 57
            marked.append(len(operands) >= 2 and operands[-2] == b"/OC" and operands[-1][1:].decode() in off)
        elif op == "BMC":
            marked.append(False)
        elif op == "EMC":
            if marked:
                marked.pop()
        elif op == "Tr":
            state["mode"] = int(float(operands[-1]))
        elif op == "Tf":
            state["size"] = float(operands[-1])
        elif op == "Td":
            state["x"], state["y"] = float(operands[-2]), float(operands[-1])
        elif op == "Tm":  # set 58: a text matrix (rotated text); its origin places the span
            state["x"], state["y"] = float(operands[-2]), float(operands[-1])
        elif op == "Tj":
            x, y = state.get("x", 0.0), state.get("y", 0.0)
            on_page = box[0] <= x < box[2] and box[1] <= y < box[3]
            camo = any(rgb == state["rgb"] and rx <= x <= rx + rw and ry <= y <= ry + rh
                       for (rx, ry, rw, rh), rgb in fills)  # set 58: same colour as the box under it
            visible = (state["fill"] < 0.95 and state["mode"] not in (3, 7) and state["size"] >= 4 and not any(marked)
                       and not state["clip0"] and on_page and state["tz"] >= 10 and not camo)
            spans.append((x, y, _unescape(operands[-1]), visible))
        operands = []
    if covers:  # set 56: text painted over by white
        spans = [(x, y, s, v and not any(rx <= x <= rx + rw and ry <= y <= ry + rh
                                         for rx, ry, rw, rh in covers))
                 for x, y, s, v in spans]
    return spans


@lru_cache(maxsize=None)
def _pdf_pages(path):
    objs = _pdf_objects(path)
    pages_obj = objs[2].decode("latin-1")
    kids = [int(k) for k in re.findall(r"(\d+) 0 R", pages_obj.split("/Kids", 1)[1].split("]", 1)[0])]
    out = []
    moff = re.search(rb"/OFF \[([^\]]*)\]", objs[1])  # set 57: optional content switched off
    off_ids = {int(v) for v in re.findall(rb"(\d+) 0 R", moff.group(1))} if moff else set()
    for k in kids:
        mprop = re.search(rb"/Properties << (.*?) >>", objs[k])
        off = frozenset(nm.decode() for nm, oid in re.findall(rb"/(\w+) (\d+) 0 R", mprop.group(1))
                        if int(oid) in off_ids) if mprop else frozenset()
        cid = int(re.search(rb"/Contents (\d+) 0 R", objs[k]).group(1))
        mb = re.search(rb"/CropBox \[([^\]]*)\]", objs[k]) or re.search(rb"/MediaBox \[([^\]]*)\]", objs[k])  # set 58
        box = tuple(float(v) for v in mb.group(1).split()) if mb else (0.0, 0.0, 595.28, 841.89)
        raw = objs[cid]
        data = raw.split(b"stream", 1)[1]
        data = data[data.index(b"\n") + 1:]
        data = data[: data.rindex(b"endstream")].rstrip(b"\r\n")
        out.append(_page_spans(zlib.decompress(data), box, off))
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


def pdf_outline(path):
    """Set 55: the document outline as (title, 1-based page) pairs, in object order."""
    objs = _pdf_objects(str(path))
    kids = [int(k) for k in re.findall(r"(\d+) 0 R", objs[2].decode("latin-1").split("/Kids", 1)[1].split("]", 1)[0])]
    out = []
    for oid in sorted(objs):
        o = objs[oid]
        if b"/Dest" in o and b"/Title" in o:
            title = _unescape(re.search(rb"/Title (\((?:\\.|[^\\)])*\))", o).group(1))
            dest = int(re.search(rb"/Dest \[(\d+) 0 R", o).group(1))
            out.append((title, kids.index(dest) + 1))
    return out


def pdf_annots(path):
    """Set 55: (1-based page, /Contents) of every annotation."""
    objs = _pdf_objects(str(path))
    kids = [int(k) for k in re.findall(r"(\d+) 0 R", objs[2].decode("latin-1").split("/Kids", 1)[1].split("]", 1)[0])]
    out = []
    for i, k in enumerate(kids, 1):
        m = re.search(rb"/Annots \[([^\]]*)\]", objs[k])
        if m:
            for a in re.findall(rb"(\d+) 0 R", m.group(1)):
                c = re.search(rb"/Contents (\((?:\\.|[^\\)])*\))", objs[int(a)])
                out.append((i, _unescape(c.group(1))))
    return out


def layout_lines(path, page):
    """The visible lines of one page (1-based), in layout order, not normalised."""
    return _layout_lines(_pdf_pages(str(path))[page - 1])


def _stream_data(raw):
    data = raw.split(b"stream", 1)[1]
    data = data[data.index(b"\n") + 1:]
    return zlib.decompress(data[: data.rindex(b"endstream")].rstrip(b"\r\n"))


def pdf_form_xobjects(path):
    """Set 58: (object id, text) of every form XObject, and whether any page paints it (Do)."""
    objs = _pdf_objects(str(path))
    painted = any(re.search(rb"/Fx\d+ Do", _stream_data(o)) for o in objs.values()
                  if b"stream" in o and b"/Subtype /Form" not in o and b"/Length" in o and b"/FlateDecode" in o)
    out = []
    for oid, o in sorted(objs.items()):
        if b"/Subtype /Form" in o:
            out.append((oid, " ".join(s for _x, _y, s, _v in _page_spans(_stream_data(o)))))
    return out, painted


@lru_cache(maxsize=None)
def raw_pdf(path):
    """All text of a PDF, hidden spans and the information dictionary included."""
    parts = [s for sp in _pdf_pages(str(path)) for _x, _y, s, _v in sp]
    parts += [t for _oid, t in pdf_form_xobjects(path)[0]]  # set 58: unpainted form XObjects
    info = [o for o in _pdf_objects(str(path)).values()
            if b"/Producer" in o or b"/Annot" in o or (b"/Title" in o and b"/Dest" in o)]
    for o in info:
        parts += [_unescape(m.group(0)) for m in re.finditer(rb"\((?:\\.|[^\\)])*\)", o)]
    return norm(" ".join(parts))


# ----------------------------------------------------------------------------------- DOCX
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
A = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
P = "{http://schemas.openxmlformats.org/presentationml/2006/main}"
R = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
SLIDE_W, SLIDE_H = 12192000, 6858000  # set 55: 16:9 slide size in EMU (as build.py writes)


def _run_visible(r):
    rpr = r.find(W + "rPr")
    if rpr is None:
        return True
    if rpr.find(W + "vanish") is not None:
        return False
    col = rpr.find(W + "color")
    if col is not None and col.get(W + "val", "").upper() == "FFFFFF":
        return False
    if col is not None and len(col.get(W + "val", "")) == 6 and all(
            int(col.get(W + "val")[i:i + 2], 16) >= 0xF0 for i in (0, 2, 4)):  # set 56: near-white
        return False
    sz = rpr.find(W + "sz")
    if sz is not None and int(sz.get(W + "val")) < 8:
        return False
    hl = rpr.find(W + "highlight")  # set 58: black text on a black highlight (a "blacked-out" run)
    if hl is not None and hl.get(W + "val") == "black" and (
            col is None or col.get(W + "val", "").lower() in ("000000", "auto")):
        return False
    return True


HIDDEN_STYLES = set()  # set 57: character styles hidden by w:vanish in the DOCX being read


def _para_text(p, visible_only=True, skip=frozenset()):
    out = []
    if visible_only:  # set 57: runs in a tracked move source or in a hidden character style
        skip = set(skip) | {id(r) for mf in p.iter(W + "moveFrom") for r in mf.iter(W + "r")}
        for r in p.iter(W + "r"):
            st = r.find(f"{W}rPr/{W}rStyle")
            if st is not None and st.get(W + "val") in HIDDEN_STYLES:
                skip.add(id(r))
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


@lru_cache(maxsize=None)
def _docx_body(path, visible_only=True):
    with zipfile.ZipFile(str(path)) as z:
        root = ET.fromstring(z.read("word/document.xml"))
        styles = ET.fromstring(z.read("word/styles.xml"))
    HIDDEN_STYLES.clear()
    for st in styles.iter(W + "style"):
        if st.get(W + "type") == "character" and st.find(f"{W}rPr/{W}vanish") is not None:
            HIDDEN_STYLES.add(st.get(W + "styleId"))
    body = root.find(W + "body")
    units = []
    flat = []
    marks = {"sections": [], "captions": {}}  # set 58
    for el in body:  # set 57: read block content controls through to their content
        if el.tag == W + "sdt":
            content = el.find(W + "sdtContent")
            flat += list(content) if content is not None else []
        else:
            flat.append(el)
    for el in flat:
        if el.tag == W + "p":
            boxes = list(el.iter(W + "txbxContent"))
            if not boxes:
                units.append(_para_text(el, visible_only))
                if el.find(f"{W}pPr/{W}sectPr") is not None:  # set 58: a section break ends here
                    marks["sections"].append(len(units))
                continue
            # set 54: a text box's paragraphs are units of their own
            inner = frozenset(id(r) for b in boxes for r in b.iter(W + "r"))
            outer = _para_text(el, visible_only, inner)
            if outer.strip():
                units.append(outer)
            for b in boxes:
                for ip in b.iter(W + "p"):
                    units.append(_para_text(ip, visible_only))
        elif el.tag == W + "tbl":
            cap = el.find(f"{W}tblPr/{W}tblCaption")  # set 58: the table's alt-text title
            if cap is not None:
                marks["captions"][cap.get(W + "val")] = len(units)
            for tr in el.iter(W + "tr"):
                for tc in tr.iter(W + "tc"):
                    units.append("\n".join(_para_text(p, visible_only) for p in tc.iter(W + "p")))
    _DOCX_MARKS[(str(path), visible_only)] = marks
    return tuple(units)


_DOCX_MARKS = {}  # set 58: (path, visible_only) -> section starts and table-caption starts


def docx_section_starts(path):
    """Set 58: indices (as in docx_units) of the first unit of each section after the first."""
    _docx_body(str(path))
    return tuple(_DOCX_MARKS[(str(path), True)]["sections"])


def docx_table_caption_start(path, caption):
    """Set 58: index (as in docx_units) of the first cell of the table whose w:tblCaption is
    caption, or None."""
    _docx_body(str(path))
    return _DOCX_MARKS[(str(path), True)]["captions"].get(caption)


def docx_headers(path):
    """Set 58: for each header reference, in document order: (index of the section, 0-based,
    reference type, w:t text of the part, VML text-path strings of the part); and whether the
    last section has w:titlePg."""
    with zipfile.ZipFile(str(path)) as z:
        root = ET.fromstring(z.read("word/document.xml"))
        rels = ET.fromstring(z.read("word/_rels/document.xml.rels"))
        target = {r.get("Id"): r.get("Target") for r in rels}
        sects = [sp for sp in root.iter(W + "sectPr")]
        out = []
        for i, sp in enumerate(sects):
            for ref in sp.findall(W + "headerReference"):
                part = ET.fromstring(z.read("word/" + target[ref.get(R + "id")]))
                text = "".join(t.text or "" for t in part.iter(W + "t"))
                paths = [el.get("string") for el in part.iter("{urn:schemas-microsoft-com:vml}textpath") if el.get("string")]
                out.append((i, ref.get(W + "type"), text, paths))
        title_pg = sects[-1].find(W + "titlePg") is not None
    return out, title_pg


def docx_footnotes(path):
    """Set 55: for each footnote reference in the body, (index of the body unit holding it as in
    docx_units, that paragraph's style or None, footnote text normalised)."""
    with zipfile.ZipFile(str(path)) as z:
        if "word/footnotes.xml" not in z.namelist():
            return ()
        root = ET.fromstring(z.read("word/document.xml"))
        fn = ET.fromstring(z.read("word/footnotes.xml"))
    texts = {f.get(W + "id"): norm("".join(t.text or "" for t in f.iter(W + "t"))) for f in fn}
    out = []
    idx = 0
    for el in root.find(W + "body"):
        if el.tag == W + "p":
            if list(el.iter(W + "txbxContent")):
                idx += 1 + sum(1 for b in el.iter(W + "txbxContent") for _ in b.iter(W + "p"))
                continue
            st = el.find(f"{W}pPr/{W}pStyle")
            for ref in el.iter(W + "footnoteReference"):
                out.append((idx, st.get(W + "val") if st is not None else None, texts[ref.get(W + "id")]))
            idx += 1
        elif el.tag == W + "tbl":
            idx += sum(1 for tr in el.iter(W + "tr") for _ in tr.iter(W + "tc"))
    return tuple(out)


def docx_units(path):
    """Visible paragraphs and table cells in document order, normalised (a snippet must lie
    inside one)."""
    return tuple(norm(u) for u in _docx_body(str(path)))


def docx_raw_units(path):
    return tuple(norm(u) for u in _docx_body(str(path), False))


def docx_text(path):
    return norm("\n".join(_docx_body(str(path))))


def _zip_all_text(path):
    parts = []
    with zipfile.ZipFile(str(path)) as z:
        for name in sorted(z.namelist()):
            if name.endswith(".xml"):
                root = ET.fromstring(z.read(name))
                parts += [x for x in root.itertext()]
                # set 57: a content control's alias and tag are text the file holds
                parts += [el.get(W + "val") or "" for el in root.iter() if el.tag in (W + "alias", W + "tag")]
                # set 58: a table's alt-text title, a WordArt text path, a deck section's name
                parts += [el.get(W + "val") or "" for el in root.iter() if el.tag == W + "tblCaption"]
                parts += [el.get("string") or "" for el in root.iter() if el.tag == "{urn:schemas-microsoft-com:vml}textpath"]
                parts += [el.get("name") or "" for el in root.iter()
                          if el.tag == "{http://schemas.microsoft.com/office/powerpoint/2010/main}section"]
    return norm(" ".join(parts))


# ----------------------------------------------------------------------------------- PPTX
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
            units = []
            off = set()  # set 55: paragraphs of shapes placed wholly outside the slide
            for sp in root.iter(P + "sp"):
                o = sp.find(f"{P}spPr/{A}xfrm/{A}off")
                e = sp.find(f"{P}spPr/{A}xfrm/{A}ext")
                if o is not None and e is not None:
                    x, y = int(o.get("x")), int(o.get("y"))
                    cx, cy = int(e.get("cx")), int(e.get("cy"))
                    if x >= SLIDE_W or y >= SLIDE_H or x + cx <= 0 or y + cy <= 0 or cx == 0 or cy == 0:
                        off |= {id(p) for p in sp.iter(A + "p")}
                nv = sp.find(f"{P}nvSpPr/{P}cNvPr")
                if nv is not None and nv.get("hidden") in ("1", "true"):  # set 57: hidden shape
                    off |= {id(p) for p in sp.iter(A + "p")}
            for el in root.iter():
                if el.tag == A + "p" and id(el) not in off:
                    units.append("".join(t.text or "" for r in el.iter(A + "r") if not _clear_run(r)
                                         for t in r.iter(A + "t")))
            notes = []
            rel = part.replace("slides/", "slides/_rels/") + ".rels"
            if rel in names:
                for r in ET.fromstring(z.read(rel)):
                    if r.get("Target", "").startswith("../notesSlides/"):
                        npart = "ppt/" + r.get("Target")[3:]
                        nroot = ET.fromstring(z.read(npart))
                        for sp in nroot.iter(P + "sp"):
                            ph = sp.find(f"{P}nvSpPr/{P}nvPr/{P}ph")
                            if ph is not None and ph.get("type") == "body":
                                for p in sp.iter(A + "p"):
                                    notes.append("".join(t.text or "" for t in p.iter(A + "t")))
            out.append((hidden, tuple(units), tuple(notes)))
    return tuple(out)


def pptx_sections(path):
    """Set 58: the deck's sections (p14:sectionLst) as (name, [1-based slide numbers])."""
    p14 = "{http://schemas.microsoft.com/office/powerpoint/2010/main}"
    with zipfile.ZipFile(str(path)) as z:
        pres = ET.fromstring(z.read("ppt/presentation.xml"))
    order = {sid.get("id"): i for i, sid in enumerate(pres.find(P + "sldIdLst"), 1)}
    return [(sec.get("name"), [order[s.get("id")] for s in sec.iter(p14 + "sldId")])
            for sec in pres.iter(p14 + "section")]


def _clear_run(r):
    """Set 57: a run whose fill has alpha 0 (fully transparent)."""
    a = r.find(f"{A}rPr/{A}solidFill/*/{A}alpha")
    return a is not None and a.get("val") == "0"


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
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
_HIDE_DECL = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden"
                        r"|opacity\s*:\s*0(?:\.0*)?\s*(?:;|$)|font-size\s*:\s*0(?:px|pt|em)?\s*(?:;|$)"
                        # set 55: far off-screen, or white text
                        r"|(?:left|text-indent)\s*:\s*-\d{4,}px"
                        r"|(?<![-\w])color\s*:\s*(?:#fff(?:fff)?|white)\s*(?:;|$)"
                        # set 56: scaled to nothing, transparent text, zero height with overflow hidden
                        r"|transform\s*:\s*scale\(\s*0\s*\)|(?<![-\w])color\s*:\s*transparent"
                        r"|(?<![-\w])height\s*:\s*0(?:px)?\s*;\s*overflow\s*:\s*hidden"
                        # set 57: clipped to nothing
                        r"|clip-path\s*:\s*(?:circle\(\s*0|inset\(\s*50%)", re.I)


def _hidden_classes(src):
    classes = set()
    for block in re.findall(r"<style[^>]*>(.*?)</style>", src, flags=re.S | re.I):
        for sel, decl in re.findall(r"([^{}]+)\{([^}]*)\}", block):
            if _HIDE_DECL.search(decl):
                classes |= set(re.findall(r"\.([A-Za-z0-9_-]+)", sel))
    return classes


class _Units(HTMLParser):
    BLOCK = {"legend", "title", "h1", "h2", "h3", "h4", "h5", "h6", "p", "li", "td", "th", "pre", "a", "dt", "dd"}
    SKIP = {"style", "script", "template", "noscript"}

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
        hides = tag in self.SKIP
        if self.visible_only:
            if "hidden" in a or _HIDE_DECL.search(a.get("style") or ""):
                hides = True
            if set((a.get("class") or "").split()) & self.hidden_classes:
                hides = True
            if a.get("aria-hidden") == "true":
                hides = True
            if tag == "dialog" and "open" not in a:  # set 57: a closed dialog is not shown
                hides = True
            if tag in ("canvas", "defs"):  # set 58: canvas fallback content, SVG definitions
                hides = True
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
    p = _Units(_hidden_classes(src), visible_only)
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


# ------------------------------------------------------------------------------- MD / TXT
_MD_HIDDEN = re.compile(r"<!--.*?-->|<script\b.*?</script>|<style\b.*?</style>|<template\b.*?</template>"
                        r"|<(div|span|p)\b[^>]*(?:\shidden\b|display\s*:\s*none|visibility\s*:\s*hidden"
                        r"|font-size\s*:\s*0|opacity\s*:\s*0(?:\.0*)?\s*[;\"']"
                        # set 58: content-visibility:hidden, and the visually-hidden clip pattern
                        r"|content-visibility\s*:\s*hidden|clip\s*:\s*rect\(\s*0(?:px)?[\s,]+0)[^>]*>.*?</\1>"
                        r"|^ {0,3}\[[^\]\n]+\]:[ \t][^\n]*$", re.S | re.I | re.M)


def md_visible(text):
    return _MD_HIDDEN.sub(" ", text)


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
