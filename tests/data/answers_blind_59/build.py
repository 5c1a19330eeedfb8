"""Build corpus/<course>/ from src/<course>/ with the Python standard library only.

Set 59. Started from set 58's build.py (copied into /tmp/ab59/prev): its source format and
parse(), its PDF, DOCX, PPTX and HTML writers (A4 PDF 1.4 with base-14 fonts and a ToUnicode
CMap, ruled tables, Flate streams and an xref table; WordprocessingML and PresentationML written
by hand into a zip; one HTML page with a nav of section links; .md and .txt sources copied as they
stand). The writer features of older sets that this set does not use were left out; what is new is
listed below.

Courses: beekeeping (written in Italian, it) and first-aid-at-sea (written in Hungarian, hu).
Every file of both courses is in its course's language (FOREIGN). Eight files each; the eighth is
a whole answer-key file: a DOCX marking grid for beekeeping whose first paragraph, a bordered and
shaded banner, says what it is, and a Markdown marking key for first aid at sea whose first line
(a heading) says what it is; both file names say so too (griglia, javitokulcs).

Italian needs only Latin-1 letters. Hungarian also needs o and u with double acute (U+0150,
U+0151, U+0170, U+0171), so every PDF font has an encoding of WinAnsi plus a /Differences array
that puts those four letters on codes 129, 141, 143 and 144 (codes WinAnsi leaves unused), and a
ToUnicode CMap.

Source format (set 30's, unchanged): '# ' title, '## ' heading (a slide in a deck), '- ' bullet,
'N. ' numbered step, '|' table rows ('|---|' rows skipped), fenced code blocks, blank-line
separated paragraphs, '%% ' speaker note (decks only; a note starting "Riservato:" or "Bizalmas:"
is a private note), '## [hidden] Title' a hidden slide (show="0"), '!raw TEXT' a line written into
an HTML page as it stands, and {{comment:TEXT}} inside a DOCX paragraph or heading (a Word comment
anchored there). New source lines (set 59):

  !alphazero TEXT  PDF: a paragraph drawn under an ExtGState whose fill and stroke alpha are 0
                   (/ca 0 /CA 0): fully transparent text
  !underimage TEXT PDF: a paragraph drawn and then painted over by an opaque image XObject (a
                   small photograph-like raster) that covers it
  !revision TEXT   PDF: a paragraph that stands only in the first revision of its page: the file
                   is written once with it, then an incremental update (a second xref section
                   with /Prev) replaces that page object and its content stream by a version
                   without it; the old stream stays in the file
  !stamp LABEL     PDF: start a new page and put a rubber-stamp annotation (/Subtype /Stamp,
                   with an appearance stream drawing LABEL in a red frame) on it; the label is in
                   no page content stream
  !spaced LABEL    PDF: a bold line drawn with character spacing (3 Tc): letter-spaced capitals
  !banner LABEL    PDF: white bold text on a dark filled bar across the text width;
                   DOCX: a paragraph with a border on all sides and a shading fill, in bold
  !endnote TEXT    DOCX: an endnote in word/endnotes.xml that no w:endnoteReference points to
  !vmlhidden TEXT  DOCX: a paragraph holding a VML text box whose shape style says
                   visibility:hidden
  !fallback SHOWN :: EXTRA
                   DOCX: an mc:AlternateContent text box; the mc:Choice (a DrawingML text box,
                   Requires="wps", what Word shows) holds SHOWN; the mc:Fallback (a VML text box
                   for old readers) holds SHOWN and EXTRA
  !stylelabel LABEL
                   DOCX: every later paragraph is in a custom paragraph style whose name (w:name)
                   is LABEL; LABEL stands in no text
  !rotatedcell LABEL
                   DOCX: the next table gets an extra first column, merged down all rows
                   (w:vMerge), whose text LABEL runs bottom to top (w:textDirection btLr)
  !coveredbox TEXT PPTX: on the current slide, a text box and, after it in the shape tree (so on
                   top), an opaque filled rectangle that covers it
  !notesmaster TEXT
                   PPTX: a text box on the notes master (a part only printed notes pages use)
  !wordart LABEL   PPTX: on the current slide, a WordArt shape: LABEL warped into an arch
                   (a:prstTxWarp textArchUp), in large orange letters
  !callout LABEL   PPTX: on the current slide, a rounded-rectangle callout shape
                   (wedgeRoundRectCallout) holding LABEL
"""
import html
import re
import shutil
import struct
import zipfile
import zlib
from pathlib import Path
from xml.sax.saxutils import escape as xesc

ROOT = Path(__file__).resolve().parent
SRC = ROOT / "src"
OUT = ROOT / "corpus"

COURSES = {
    "beekeeping": {
        "label": "Apicoltura",
        "files": {
            "01-biologia-della-colonia.md": "pdf",
            "02-arnia-e-attrezzatura-diapositive.md": "pptx",
            "03-gestione-stagionale.md": "docx",
            "04-malattie-e-varroa.md": "html",
            "05-smielatura-e-prodotti.md": "copy",
            "06-piante-mellifere-appunti.txt": "copy",
            "07-apicoltura-in-italia.md": "pdf",
            "08-apicoltura-verifica-finale-griglia.md": "docx",
        },
    },
    "first-aid-at-sea": {
        "label": "Elsősegély a tengeren",
        "files": {
            "01-elsosegely-alapjai-a-fedelzeten.md": "pdf",
            "02-hipotermia-es-hideg-viz-diak.md": "pptx",
            "03-fulladas-es-ujraelesztes.md": "docx",
            "04-sebek-verzes-egesek.md": "html",
            "05-tengeribetegseg-es-kiszaradas.md": "copy",
            "06-hajopatika-es-radios-tanacsadas-jegyzet.txt": "copy",
            "07-ember-a-vizben-es-mentotutaj.md": "docx",
            "08-elsosegely-zarodolgozat-javitokulcs.md": "copy",
        },
    },
}

# Every file of both courses is written in its course's language.
FOREIGN = {name: "it" for name in COURSES["beekeeping"]["files"]}
FOREIGN.update({name: "hu" for name in COURSES["first-aid-at-sea"]["files"]})
# The letters a Hungarian source may hold beyond Latin-1 (O, o, U, u with double acute), and the
# typographic signs both courses may use in DOCX, HTML, Markdown and TXT sources (never in a PDF):
# en dash and the Hungarian low and high double quotation marks.
HUNGARIAN_EXTRA = "\u0150\u0151\u0170\u0171"
TYPOGRAPHIC = "\u2013\u201e\u201d"
DOCX_LANG = {"it": "it-IT", "hu": "hu-HU"}

# The words the builder itself adds to a file (PDF footer, HTML breadcrumb, contents heading and
# footer, the deck's subtitle and the documents' subject), in the file's language.
LOCAL = {
    "it": {"label": "Apicoltura", "foot": "{label} - pagina {n}", "readings": "Materiali di studio",
           "contents": "In questa pagina",
           "footer": "Materiale di studio per il corso di {label}. Porta le tue domande al seminario settimanale."},
    "hu": {"label": "Elsősegély a tengeren", "foot": "{label} - {n}. oldal", "readings": "Tananyag",
           "contents": "Ezen az oldalon",
           "footer": "Tananyag: {label}. A kérdéseidet hozd el a heti foglalkozásra."},
}

# Kinds of "!" source line and the formats that take each.
HIDDEN_KINDS = {
    "raw": {"html"},
    "alphazero": {"pdf"}, "underimage": {"pdf"}, "revision": {"pdf"}, "stamp": {"pdf"}, "spaced": {"pdf"},
    "banner": {"pdf", "docx"}, "endnote": {"docx"}, "vmlhidden": {"docx"}, "fallback": {"docx"},
    "stylelabel": {"docx"}, "rotatedcell": {"docx"}, "coveredbox": {"pptx"}, "notesmaster": {"pptx"},
    "wordart": {"pptx"}, "callout": {"pptx"},
}
INLINE = re.compile(r"\{\{(comment):(.*?)\}\}")

# Output suffix for each way of building.
SUFFIX = {"pdf": ".pdf", "pptx": ".pptx", "docx": ".docx", "html": ".html"}

NUMBERED = re.compile(r"^(\d+)\. (.*)$")


def parse(text):
    """Return a list of blocks: (kind, payload)."""
    blocks = []
    para = []
    table = []
    code = None

    def flush():
        nonlocal para, table
        if para:
            blocks.append(("p", " ".join(para)))
            para = []
        if table:
            blocks.append(("table", table))
            table = []

    for raw in text.splitlines():
        line = raw.rstrip()
        if code is not None:
            if line.strip().startswith("```"):
                blocks.append(("code", code))
                code = None
            else:
                code.append(line)
            continue
        if line.strip().startswith("```"):
            flush()
            code = []
            continue
        if not line.strip():
            flush()
            continue
        if line.startswith("|"):
            if para:
                blocks.append(("p", " ".join(para)))
                para = []
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if all(re.fullmatch(r":?-{2,}:?", c) for c in cells):
                continue
            table.append(cells)
            continue
        if table:
            blocks.append(("table", table))
            table = []
        if line.startswith("!"):
            flush()
            hk, _, rest = line[1:].partition(" ")
            if hk not in HIDDEN_KINDS:
                raise SystemExit(f"unknown hidden kind: {line!r}")
            blocks.append(("hid", (hk, rest if hk == "raw" else rest.strip())))
            continue
        m = NUMBERED.match(line)
        if line.startswith("%% "):
            flush(); blocks.append(("note", line[3:].strip()))
        elif line.startswith("# "):
            flush(); blocks.append(("h1", line[2:].strip()))
        elif line.startswith("## "):
            flush(); blocks.append(("h2", line[3:].strip()))
        elif line.startswith("- "):
            flush(); blocks.append(("li", line[2:].strip()))
        elif m:
            flush(); blocks.append(("ol", (m.group(1), m.group(2).strip())))
        else:
            para.append(line.strip())
    if code is not None:
        raise SystemExit("unclosed code fence")
    flush()
    return blocks


# ----------------------------------------------------------------------------------- PDF
# Adobe font metrics (widths in 1/1000 em) for ASCII 32..126.
_HELV = [278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
         556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
         1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
         667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
         333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
         556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584]
_HELVB = [278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
          556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
          975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
          667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
          333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
          611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584]
FONTS = {"F1": ("Helvetica", _HELV), "F2": ("Helvetica-Bold", _HELVB), "F3": ("Courier", None)}


def text_width(s, font, size, spacing=0.0):
    table = FONTS[font][1]
    if table is None:
        return 0.6 * size * len(s) + spacing * len(s)
    # letters beyond ASCII are counted at 611 (the capitals' typical width; a little generous
    # for lower-case letters, so lines never run past the margin)
    return sum(table[ord(c) - 32] if 32 <= ord(c) <= 126 else 611 for c in s) * size / 1000 + spacing * len(s)


def wrap(text, font, size, width):
    words = text.split()
    lines, cur = [], ""
    for w in words:
        trial = w if not cur else cur + " " + w
        if text_width(trial, font, size) <= width or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines


# Four Hungarian letters that WinAnsi lacks, on codes that WinAnsi leaves unused; the font's
# /Differences array names their glyphs (all four are in the base-14 Helvetica glyph set).
PDF_CUSTOM = {"\u0151": 0x81, "\u0150": 0x8D, "\u0171": 0x8F, "\u0170": 0x90}
PDF_DIFFERENCES = "[129 /ohungarumlaut 141 /Ohungarumlaut 143 /uhungarumlaut 144 /Uhungarumlaut]"


def pdf_enc(s):
    """The string as the font's one-byte codes (returned as a latin-1 str)."""
    out = []
    for c in s:
        if c in PDF_CUSTOM:
            out.append(chr(PDF_CUSTOM[c]))
        elif 32 <= ord(c) < 127 or 160 <= ord(c) <= 255:
            out.append(c)
        else:
            raise SystemExit(f"character {c!r} cannot be written to a PDF")
    return "".join(out)


def pdf_str(s):
    s = pdf_enc(s)
    return "(" + s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ")"


def pdf_utf16(s):
    """A text string for the information dictionary (UTF-16BE with a byte-order mark)."""
    return "<FEFF" + s.encode("utf-16-be").hex().upper() + ">"


def to_unicode_cmap():
    """A ToUnicode CMap for the one-byte codes every font of this set uses."""
    pairs = [(c, c) for c in list(range(32, 127)) + list(range(160, 256))]
    pairs += [(code, ord(ch)) for ch, code in PDF_CUSTOM.items()]
    pairs.sort()
    blocks = []
    for i in range(0, len(pairs), 100):
        chunk = pairs[i:i + 100]
        blocks.append(f"{len(chunk)} beginbfchar\n" + "\n".join(f"<{a:02X}> <{b:04X}>" for a, b in chunk) + "\nendbfchar")
    return ("/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
            "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
            "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
            "1 begincodespacerange\n<00> <FF>\nendcodespacerange\n" + "\n".join(blocks)
            + "\nendcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n")


def photo_raster(w=24, h=12):
    """A small RGB raster that looks like a blurred photograph (warm browns and greens), Flate
    compressed: the image that !underimage paints over its paragraph."""
    rows = []
    for y in range(h):
        row = bytearray()
        for x in range(w):
            r = 150 + (x * 37 + y * 11) % 70
            g = 110 + (x * 13 + y * 29) % 60
            b = 50 + (x * 7 + y * 17) % 40
            row += bytes([r, g, b])
        rows.append(bytes(row))
    return w, h, zlib.compress(b"".join(rows))


class PDFDoc:
    W, H = 595.28, 841.89
    LEFT, RIGHT, TOP, BOTTOM = 70.0, 70.0, 64.0, 64.0

    def __init__(self, label, title, foot="{label} - page {n}"):
        self.label, self.title, self.foot = label, title, foot
        self.pages = []
        self.alpha = False  # an ExtGState with alpha 0 is used
        self.images = {}  # 0-based page -> number of images painted on it
        self.revision = {}  # 0-based page -> indices of ops that only the first revision has
        self.stamps = {}  # 0-based page -> stamp label
        self.ops = None
        self.y = 0.0
        self.new_page()

    @property
    def width(self):
        return self.W - self.LEFT - self.RIGHT

    def new_page(self):
        self.ops = []
        self.pages.append(self.ops)
        self.y = self.H - self.TOP

    def room(self, h):
        """Start a new page unless h points fit above the bottom margin."""
        if self.y - h < self.BOTTOM:
            self.new_page()

    def text(self, x, y, s, font, size, mode=None):
        op = f"BT /{font} {size:g} Tf {x:.2f} {y:.2f} Td {pdf_str(s)} Tj ET"
        if mode == "alphazero":
            self.alpha = True
            op = f"q /GSa gs {op} Q"
        self.ops.append(op)

    def lines(self, lines, font, size, leading, x_first, x_rest, mode=None):
        for i, ln in enumerate(lines):
            self.room(leading)
            self.y -= leading
            self.text(x_first if i == 0 else x_rest, self.y + leading * 0.25, ln, font, size, mode)

    def rect(self, x, y, w, h):
        self.ops.append(f"{x:.2f} {y:.2f} {w:.2f} {h:.2f} re S")

    def fill_rect(self, x, y, w, h, grey):
        self.ops.append(f"q {grey} g {x:.2f} {y:.2f} {w:.2f} {h:.2f} re f Q")

    def _page_body(self, i, ops):
        foot = self.foot.format(label=self.label, n=i)
        fx = (self.W - text_width(foot, "F1", 9)) / 2
        return "\n".join(ops + ["0.5 w", f"BT /F1 9 Tf {fx:.2f} 30 Td {pdf_str(foot)} Tj ET"])

    def save(self, out):
        objs = {}
        objs[1] = "<< /Type /Catalog /Pages 2 0 R >>"
        font_ids = {}
        streams = {}
        stream_dict = {}  # extra dictionary entries of a stream (forms, images)
        enc_id, tu_id = 3, 4
        objs[enc_id] = f"<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences {PDF_DIFFERENCES} >>"
        streams[tu_id] = zlib.compress(to_unicode_cmap().encode("ascii"))
        n = 5
        for key, (base, _) in FONTS.items():
            objs[n] = f"<< /Type /Font /Subtype /Type1 /BaseFont /{base} /Encoding {enc_id} 0 R /ToUnicode {tu_id} 0 R >>"
            font_ids[key] = n
            n += 1
        font_res = "<< /Font << " + " ".join(f"/{k} {v} 0 R" for k, v in font_ids.items()) + " >> >>"
        gs_id = img_id = None
        if self.alpha:
            gs_id = n
            objs[gs_id] = "<< /Type /ExtGState /ca 0 /CA 0 >>"
            n += 1
        if self.images:
            img_id = n
            iw, ih, data = photo_raster()
            streams[img_id] = data
            stream_dict[img_id] = f"/Type /XObject /Subtype /Image /Width {iw} /Height {ih} /ColorSpace /DeviceRGB /BitsPerComponent 8 "
            n += 1
        kids, first_versions = [], {}
        for i, ops in enumerate(self.pages, 1):
            res = font_res[:-3]
            if gs_id and any("/GSa gs" in op for op in ops):
                res += f" /ExtGState << /GSa {gs_id} 0 R >>"
            if i - 1 in self.images:
                res += f" /XObject << /Im1 {img_id} 0 R >>"
            res += " >>"
            page_id, content_id = n, n + 1
            n += 2
            annots = ""
            if i - 1 in self.stamps:  # a rubber stamp with its own appearance stream
                label = self.stamps[i - 1]
                sw = text_width(label, "F2", 12) + 24
                x0, y0 = self.W - self.RIGHT - sw, self.H - 58
                ap = (f"q 0.8 0.1 0.1 RG 2 w 1 1 {sw - 2:.2f} 26 re S 0.8 0.1 0.1 rg "
                      f"BT /F2 12 Tf 12 9 Td {pdf_str(label)} Tj ET Q")
                streams[n] = zlib.compress(ap.encode("latin-1"))
                stream_dict[n] = f"/Type /XObject /Subtype /Form /BBox [0 0 {sw:.2f} 28] /Resources {font_res} "
                objs[n + 1] = (f"<< /Type /Annot /Subtype /Stamp /Rect [{x0:.2f} {y0:.2f} {x0 + sw:.2f} {y0 + 28:.2f}] "
                               f"/F 4 /Name /Confidential /Contents {pdf_str(label)} /AP << /N {n} 0 R >> >>")
                annots = f" /Annots [{n + 1} 0 R]"
                n += 2
            rev = self.revision.get(i - 1)
            objs[page_id] = (f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {self.W} {self.H}] "
                             f"/Resources {res} /Contents {content_id} 0 R{annots} >>")
            streams[content_id] = zlib.compress(self._page_body(i, ops).encode("latin-1"))
            if rev:  # the later revision of this page, written as an incremental update
                later = [op for k, op in enumerate(ops) if k not in rev]
                first_versions[page_id] = (objs[page_id], zlib.compress(self._page_body(i, later).encode("latin-1")))
            kids.append(page_id)
        objs[2] = f"<< /Type /Pages /Kids [{' '.join(f'{k} 0 R' for k in kids)}] /Count {len(kids)} >>"
        info_id = n
        objs[info_id] = (f"<< /Title {pdf_utf16(self.title)} /Subject {pdf_utf16(self.label)} "
                         f"/Producer (set 59 course builder, Python standard library) >>")
        out_bytes = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
        offsets = {}

        def put(oid, body=None, data=None):
            offsets[oid] = len(out_bytes)
            if data is not None:
                out_bytes.extend(f"{oid} 0 obj\n<< {stream_dict.get(oid, '')}/Length {len(data)} /Filter /FlateDecode >>\nstream\n".encode())
                out_bytes.extend(data + b"\nendstream\nendobj\n")
            else:
                out_bytes.extend(f"{oid} 0 obj\n{body}\nendobj\n".encode("latin-1"))

        for oid in sorted(set(objs) | set(streams)):
            put(oid, objs.get(oid), streams.get(oid))
        xref = len(out_bytes)
        size = max(offsets) + 1
        out_bytes.extend(f"xref\n0 {size}\n0000000000 65535 f \n".encode())
        for oid in range(1, size):
            out_bytes.extend(f"{offsets[oid]:010d} 00000 n \n".encode())
        out_bytes.extend(f"trailer\n<< /Size {size} /Root 1 0 R /Info {info_id} 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode())
        for page_id, (page_dict, data) in sorted(first_versions.items()):
            # incremental update: a new content stream and a new version of the page object
            new_content = size
            size += 1
            put(new_content, data=data)
            old = re.search(r"/Contents (\d+) 0 R", page_dict).group(1)
            put(page_id, body=page_dict.replace(f"/Contents {old} 0 R", f"/Contents {new_content} 0 R"))
            prev_xref = xref
            xref = len(out_bytes)
            out_bytes.extend(f"xref\n0 1\n0000000000 65535 f \n{page_id} 1\n{offsets[page_id]:010d} 00000 n \n"
                             f"{new_content} 1\n{offsets[new_content]:010d} 00000 n \n".encode())
            out_bytes.extend(f"trailer\n<< /Size {size} /Root 1 0 R /Info {info_id} 0 R /Prev {prev_xref} >>\n"
                             f"startxref\n{xref}\n%%EOF\n".encode())
        Path(out).write_bytes(bytes(out_bytes))
        return len(self.pages)


def pdf_table(doc, rows, size=10, leading=13.0, pad=4.0):
    ncol = len(rows[0])
    longest = [max(text_width(r[j], "F1", size) for r in rows) for j in range(ncol)]
    word = [max(text_width(w, "F1", size) for r in rows for w in (r[j].split() or [""])) for j in range(ncol)]
    need = [l + 2 * pad + 2 for l in longest]
    total = doc.width
    if sum(need) <= total:
        widths = [n * total / sum(need) for n in need]
    else:
        base = [w + 2 * pad + 2 for w in word]
        spare = total - sum(base)
        extra = [max(0.0, n - b) for n, b in zip(need, base)]
        widths = [b + spare * e / sum(extra) for b, e in zip(base, extra)]

    def draw_row(cells, bold):
        font = "F2" if bold else "F1"
        wrapped = [wrap(c, font, size, w - 2 * pad) for c, w in zip(cells, widths)]
        h = max(len(w) for w in wrapped) * leading + 2 * pad - 2
        return wrapped, h, font

    header = draw_row(rows[0], True)
    doc.y -= 4
    first = True
    for r in rows:
        wrapped, h, font = draw_row(r, r is rows[0])
        if doc.y - h < doc.BOTTOM:
            doc.new_page()
            if r is not rows[0]:
                _emit_row(doc, header[0], header[1], header[2], widths, size, leading, pad, True)
        _emit_row(doc, wrapped, h, font, widths, size, leading, pad, r is rows[0])
        first = False
    doc.y -= 8


def _emit_row(doc, wrapped, h, font, widths, size, leading, pad, head):
    x = doc.LEFT
    top = doc.y
    if head:
        doc.fill_rect(x, top - h, sum(widths), h, 0.9)
    for lines, w in zip(wrapped, widths):
        doc.rect(x, top - h, w, h)
        yy = top - pad + 1
        for ln in lines:
            yy -= leading
            doc.text(x + pad, yy + leading * 0.25, ln, font, size)
        x += w
    doc.y = top - h


def col_widths(rows, total, chars):
    """Column widths summing to about total: in proportion to the longest cell when the row fits
    in `chars` characters, else each column gets its longest word and the rest is shared out."""
    ncol = len(rows[0])
    need = [max(len(r[j]) for r in rows) + 3 for j in range(ncol)]
    word = [max(len(w) for r in rows for w in (r[j].split() or [""])) + 3 for j in range(ncol)]
    if sum(need) <= chars:
        return [int(total * n / sum(need)) for n in need]
    unit = total / chars
    base = [w * unit for w in word]
    spare = max(0.0, total - sum(base))
    extra = [max(0, n - w) for n, w in zip(need, word)]
    return [int(b + spare * e / max(1, sum(extra))) for b, e in zip(base, extra)]


def build_pdf(blocks, label, out, foot="{label} - page {n}"):
    title = next(x for k, x in blocks if k == "h1")
    doc = PDFDoc(label, title, foot)
    body, lead = 11, 15.5
    for kind, x in blocks:
        if kind == "h1":
            doc.lines(wrap(x, "F2", 18, doc.width), "F2", 18, 24, doc.LEFT, doc.LEFT)
            doc.y -= 8
        elif kind == "h2":
            doc.room(18 + 6 + 3 * lead)
            doc.y -= 6
            doc.lines(wrap(x, "F2", 13, doc.width), "F2", 13, 18, doc.LEFT, doc.LEFT)
            doc.y -= 3
        elif kind == "p":
            doc.lines(wrap(x, "F1", body, doc.width), "F1", body, lead, doc.LEFT, doc.LEFT)
            doc.y -= 6
        elif kind in ("li", "ol"):
            marker = "- " if kind == "li" else f"{x[0]}. "
            text = x if kind == "li" else x[1]
            ind = 12
            hang = text_width(marker, "F1", body)
            lines = wrap(text, "F1", body, doc.width - ind - hang)
            lines[0] = marker + lines[0]
            doc.lines(lines, "F1", body, lead, doc.LEFT + ind, doc.LEFT + ind + hang)
            doc.y -= 2
        elif kind == "code":
            doc.y -= 2
            for ln in x:
                if text_width(ln, "F3", 9.5) > doc.width - 14:
                    raise SystemExit(f"code line too wide for the PDF: {ln!r}")
            doc.lines([ln if ln.strip() else " " for ln in x], "F3", 9.5, 13, doc.LEFT + 12, doc.LEFT + 12)
            doc.y -= 8
        elif kind == "table":
            pdf_table(doc, x)
        elif kind == "hid":
            hk, text = x
            if hk == "alphazero":  # transparent text: ExtGState alpha 0
                doc.lines(wrap(text, "F1", body, doc.width), "F1", body, lead, doc.LEFT, doc.LEFT, "alphazero")
                doc.y -= 6
            elif hk == "underimage":  # a paragraph, then an opaque image painted over it
                lines = wrap(text, "F1", body, doc.width)
                doc.room(lead * len(lines) + 16)
                top = doc.y
                doc.lines(lines, "F1", body, lead, doc.LEFT, doc.LEFT)
                bottom = doc.y - 6
                doc.ops.append(f"q {doc.width:.2f} 0 0 {top - bottom + 4:.2f} {doc.LEFT:.2f} {bottom:.2f} cm /Im1 Do Q")
                doc.images[len(doc.pages) - 1] = 1
                doc.y -= 10
            elif hk == "revision":  # only in the page's first revision
                start = len(doc.ops)
                page = len(doc.pages) - 1
                doc.lines(wrap(text, "F1", body, doc.width), "F1", body, lead, doc.LEFT, doc.LEFT)
                if len(doc.pages) - 1 != page:
                    raise SystemExit("!revision paragraph crosses a page break")
                doc.revision.setdefault(page, set()).update(range(start, len(doc.ops)))
                doc.y -= 6
            elif hk == "stamp":  # a new page with a rubber-stamp annotation
                doc.new_page()
                doc.stamps[len(doc.pages) - 1] = text
            elif hk == "spaced":  # letter-spaced bold capitals
                if text_width(text, "F2", body, 3) > doc.width:
                    raise SystemExit(f"!spaced line too long: {text!r}")
                doc.room(3 * lead)
                doc.y -= lead + 4
                doc.ops.append(f"BT /F2 {body} Tf 3 Tc {doc.LEFT:.2f} {doc.y + lead * 0.25:.2f} Td {pdf_str(text)} Tj 0 Tc ET")
                doc.y -= 6
            elif hk == "banner":  # white bold text on a dark bar
                if text_width(text, "F2", body) > doc.width - 16:
                    raise SystemExit(f"!banner line too long: {text!r}")
                doc.room(4 * lead)
                doc.y -= 6
                doc.ops.append(f"q 0.12 0.23 0.37 rg {doc.LEFT:.2f} {doc.y - 24:.2f} {doc.width:.2f} 24 re f Q")
                doc.ops.append(f"q 1 g BT /F2 {body} Tf {doc.LEFT + 8:.2f} {doc.y - 16:.2f} Td {pdf_str(text)} Tj ET Q")
                doc.y -= 32
            else:
                raise SystemExit(f"!{hk} does not belong in a PDF")
    return doc.save(out)


# ---------------------------------------------------------------------------------- DOCX
W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PKG_RELS = "http://schemas.openxmlformats.org/package/2006/relationships"
CT_NS = "http://schemas.openxmlformats.org/package/2006/content-types"
OFFDOC = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"
XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'


def t(s):
    return xesc(s)


def zput(z, name, data):
    """Add a member with a fixed date, so that rebuilding gives byte-identical files."""
    info = zipfile.ZipInfo(name, date_time=(2026, 9, 1, 9, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED
    z.writestr(info, data)


def core_xml(title, label, desc=None):
    return (XML_DECL + '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
            'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" '
            'xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
            f'<dc:title>{t(title)}</dc:title><dc:subject>{t(label)}</dc:subject><dc:creator>Course team</dc:creator>'
            + (f'<dc:description>{t(desc)}</dc:description><cp:keywords>{t(desc)}</cp:keywords>' if desc else "") +
            '<dcterms:created xsi:type="dcterms:W3CDTF">2026-09-01T09:00:00Z</dcterms:created>'
            '<dcterms:modified xsi:type="dcterms:W3CDTF">2026-09-01T09:00:00Z</dcterms:modified>'
            '</cp:coreProperties>')


def app_xml(app):
    return (XML_DECL + '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" '
            f'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Application>{app}</Application></Properties>')


def root_rels(main):
    return (XML_DECL + f'<Relationships xmlns="{PKG_RELS}">'
            f'<Relationship Id="rId1" Type="{OFFDOC}" Target="{main}"/>'
            '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>'
            '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/>'
            '</Relationships>')


DOCX_STYLES = XML_DECL + f'''<w:styles xmlns:w="{W_NS}">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="22"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault>
<w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>
<w:pPr><w:spacing w:after="240"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="44"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>
<w:pPr><w:keepNext/><w:spacing w:before="360" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:color w:val="1F3864"/><w:sz w:val="32"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>
<w:pPr><w:keepNext/><w:spacing w:before="240" w:after="80"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:color w:val="2F5496"/><w:sz w:val="26"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:after="60"/><w:ind w:left="720"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Code"><w:name w:val="Code"/><w:basedOn w:val="Normal"/><w:pPr><w:shd w:val="clear" w:color="auto" w:fill="F2F2F2"/><w:spacing w:after="120" w:line="240" w:lineRule="auto"/><w:ind w:left="284"/></w:pPr><w:rPr><w:rFonts w:ascii="Courier New" w:hAnsi="Courier New" w:cs="Courier New"/><w:sz w:val="19"/></w:rPr></w:style>
<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>
<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:basedOn w:val="TableNormal"/><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr>
<w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:left w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:bottom w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:right w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:insideH w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:insideV w:val="single" w:sz="4" w:space="0" w:color="auto"/></w:tblBorders></w:tblPr></w:style>
<!--EXTRA-STYLES--></w:styles>'''


def docx_numbering(n_numbered):
    nums = ['<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>']
    for i in range(n_numbered):
        nums.append(f'<w:num w:numId="{i + 2}"><w:abstractNumId w:val="1"/>'
                    '<w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>')
    return (XML_DECL + f'<w:numbering xmlns:w="{W_NS}">'
            '<w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="singleLevel"/>'
            '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="\u2022"/><w:lvlJc w:val="left"/>'
            '<w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri"/></w:rPr></w:lvl></w:abstractNum>'
            '<w:abstractNum w:abstractNumId="1"><w:multiLevelType w:val="singleLevel"/>'
            '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/><w:lvlJc w:val="left"/>'
            '<w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>'
            + "".join(nums) + '</w:numbering>')


VML_NS = "urn:schemas-microsoft-com:vml"
O_NS = "urn:schemas-microsoft-com:office:office"
MC_NS = "http://schemas.openxmlformats.org/markup-compatibility/2006"
WP_NS = "http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"
WPS_NS = "http://schemas.microsoft.com/office/word/2010/wordprocessingShape"
DRAW_NS = "http://schemas.openxmlformats.org/drawingml/2006/main"
SECT_PAGE = ('<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" '
             'w:left="1440" w:header="708" w:footer="708" w:gutter="0"/>')

COMMENTS = []  # the comments of the DOCX being built ({{comment:...}})


def w_runs(text):
    runs = []
    pos = 0
    for m in list(INLINE.finditer(text)) + [None]:
        end = m.start() if m else len(text)
        if text[pos:end]:
            runs.append(f'<w:r><w:t xml:space="preserve">{t(text[pos:end])}</w:t></w:r>')
        if m:  # a Word comment anchored at this point
            cid = len(COMMENTS)
            COMMENTS.append(m.group(2))
            runs.append(f'<w:commentRangeStart w:id="{cid}"/><w:commentRangeEnd w:id="{cid}"/>'
                        f'<w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:commentReference w:id="{cid}"/></w:r>')
            pos = m.end()
    return "".join(runs)


def w_par(text, style=None, num=None):
    ppr = ""
    if style or num:
        ppr = "<w:pPr>"
        if style:
            ppr += f'<w:pStyle w:val="{style}"/>'
        if num:
            ppr += f'<w:numPr><w:ilvl w:val="0"/><w:numId w:val="{num}"/></w:numPr>'
        ppr += "</w:pPr>"
    return f'<w:p>{ppr}' + w_runs(text) + '</w:p>'


def comments_xml(comments):
    items = "".join(f'<w:comment w:id="{i}" w:author="Course team" w:date="2026-09-01T09:00:00Z" w:initials="CT">'
                    f'<w:p><w:r><w:t xml:space="preserve">{t(c)}</w:t></w:r></w:p></w:comment>'
                    for i, c in enumerate(comments))
    return XML_DECL + f'<w:comments xmlns:w="{W_NS}">{items}</w:comments>'


def endnotes_xml(notes):
    """Separator endnotes and, from id 1, endnotes that no reference in the body points to."""
    sep = ('<w:endnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:endnote>'
           '<w:endnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:endnote>')
    items = "".join(f'<w:endnote w:id="{i}"><w:p><w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr>'
                    f'<w:endnoteRef/></w:r><w:r><w:t xml:space="preserve"> {t(c)}</w:t></w:r></w:p></w:endnote>'
                    for i, c in enumerate(notes, 1))
    return XML_DECL + f'<w:endnotes xmlns:w="{W_NS}">{items and sep + items}</w:endnotes>'


def vml_hidden_box(text):
    """A paragraph holding a VML text box whose shape style is visibility:hidden."""
    return ('<w:p><w:r><w:pict><v:shape id="NotaNascosta1" type="#_x0000_t202" '
            'style="position:absolute;margin-left:300pt;margin-top:0;width:150pt;height:60pt;z-index:2;visibility:hidden" '
            'fillcolor="#FFF2CC" stroked="t"><v:textbox><w:txbxContent>'
            f'<w:p><w:r><w:t xml:space="preserve">{t(text)}</w:t></w:r></w:p>'
            '</w:txbxContent></v:textbox></v:shape></w:pict></w:r></w:p>')


def fallback_box(shown, extra):
    """An mc:AlternateContent text box: Word shows the Choice (a DrawingML text box holding SHOWN);
    the Fallback, a VML text box for readers without wps, holds SHOWN and EXTRA."""
    cx, cy = 5400000, 520000
    para = lambda s: f'<w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">{t(s)}</w:t></w:r></w:p>'
    choice = ('<mc:Choice Requires="wps"><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0">'
              f'<wp:extent cx="{cx}" cy="{cy}"/><wp:docPr id="59" name="Szövegdoboz 59"/>'
              '<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape">'
              '<wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr>'
              f'<a:xfrm><a:off x="0" y="0"/><a:ext cx="{cx}" cy="{cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom>'
              '<a:solidFill><a:srgbClr val="DEEAF6"/></a:solidFill><a:ln w="12700"><a:solidFill><a:srgbClr val="1F3864"/></a:solidFill></a:ln>'
              f'</wps:spPr><wps:txbx><w:txbxContent>{para(shown)}</w:txbxContent></wps:txbx><wps:bodyPr/></wps:wsp>'
              '</a:graphicData></a:graphic></wp:inline></w:drawing></mc:Choice>')
    fallback = ('<mc:Fallback><w:pict><v:rect style="width:425pt;height:41pt" fillcolor="#DEEAF6" strokecolor="#1F3864">'
                f'<v:textbox><w:txbxContent>{para(shown)}{para(extra)}</w:txbxContent></v:textbox></v:rect></w:pict></mc:Fallback>')
    return f'<w:p><w:r><mc:AlternateContent>{choice}{fallback}</mc:AlternateContent></w:r></w:p>'


def banner_par(text):
    """A bold, centred paragraph with a border on every side and a shading fill."""
    side = '<w:{s} w:val="single" w:sz="12" w:space="4" w:color="C00000"/>'
    borders = "".join(side.format(s=s) for s in ("top", "left", "bottom", "right"))
    return (f'<w:p><w:pPr><w:pBdr>{borders}</w:pBdr><w:shd w:val="clear" w:color="auto" w:fill="FCE4D6"/>'
            f'<w:jc w:val="center"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">{t(text)}</w:t></w:r></w:p>')


def label_style_xml(name):
    """A custom paragraph style whose name is the label (styleId LabelStyle)."""
    return ('<w:style w:type="paragraph" w:customStyle="1" w:styleId="LabelStyle">'
            f'<w:name w:val="{xesc(name, {chr(34): "&quot;"})}"/><w:basedOn w:val="Normal"/><w:qFormat/>'
            '<w:pPr><w:ind w:left="284"/></w:pPr><w:rPr><w:i/><w:color w:val="7B2C0E"/></w:rPr></w:style>')


COMMENT_STYLE = ('<w:style w:type="character" w:styleId="CommentReference"><w:name w:val="annotation reference"/>'
                 '<w:rPr><w:sz w:val="16"/></w:rPr></w:style>')


def docx_table(x, label=None):
    """A table; with a label, an extra first column merged down all rows, text bottom to top."""
    text_width_twips = 9026  # A4 with 1 inch margins
    lead_w = 700 if label else 0
    widths = col_widths(x, text_width_twips - lead_w, 68)
    rows = []
    for i, r in enumerate(x):
        cells = []
        if label:
            if i == 0:
                cells.append(f'<w:tc><w:tcPr><w:tcW w:w="{lead_w}" w:type="dxa"/><w:vMerge w:val="restart"/>'
                             '<w:shd w:val="clear" w:color="auto" w:fill="F4B183"/><w:textDirection w:val="btLr"/><w:vAlign w:val="center"/></w:tcPr>'
                             f'<w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">{t(label)}</w:t></w:r></w:p></w:tc>')
            else:
                cells.append(f'<w:tc><w:tcPr><w:tcW w:w="{lead_w}" w:type="dxa"/><w:vMerge/>'
                             '<w:shd w:val="clear" w:color="auto" w:fill="F4B183"/><w:textDirection w:val="btLr"/></w:tcPr><w:p/></w:tc>')
        for c, w in zip(r, widths):
            rpr = "<w:rPr><w:b/></w:rPr>" if i == 0 else ""
            cells.append(f'<w:tc><w:tcPr><w:tcW w:w="{w}" w:type="dxa"/></w:tcPr>'
                         f'<w:p><w:r>{rpr}<w:t xml:space="preserve">{t(c)}</w:t></w:r></w:p></w:tc>')
        trpr = '<w:trPr><w:tblHeader/></w:trPr>' if i == 0 else ""
        if label:  # rows tall enough for the rotated label
            trpr = f'<w:trPr>{"<w:tblHeader/>" if i == 0 else ""}<w:trHeight w:val="{max(600, 2600 // len(x))}"/></w:trPr>'
        rows.append(f"<w:tr>{trpr}" + "".join(cells) + "</w:tr>")
    grid = "".join(f'<w:gridCol w:w="{w}"/>' for w in ([lead_w] if label else []) + widths)
    return ('<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/>'
            '<w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="1" w:lastColumn="0" w:noHBand="0" w:noVBand="1"/></w:tblPr>'
            f"<w:tblGrid>{grid}</w:tblGrid>" + "".join(rows) + "</w:tbl>")


def build_docx(blocks, label, out, lang="en-GB"):
    COMMENTS.clear()
    endnotes = []
    body = []
    numbered_lists = 0
    prev = None
    label_style = None  # set by !stylelabel: later paragraphs take the style named LABEL
    rotated = None  # set by !rotatedcell: the label of the next table's merged first column
    for kind, x in blocks:
        st = "LabelStyle" if label_style else None
        if kind == "hid":
            hk, text = x
            if hk == "endnote":
                endnotes.append(text)
            elif hk == "vmlhidden":
                body.append(vml_hidden_box(text))
            elif hk == "fallback":
                shown, _sep, extra = text.partition(" :: ")
                body.append(fallback_box(shown, extra))
            elif hk == "stylelabel":
                label_style = text
            elif hk == "rotatedcell":
                rotated = text
            elif hk == "banner":
                body.append(banner_par(text))
            else:
                raise SystemExit(f"!{hk} does not belong in a DOCX")
        elif kind == "h1":
            body.append(w_par(x, "Title"))
        elif kind == "h2":
            body.append(w_par(x, "Heading1"))
        elif kind == "p":
            body.append(w_par(x, st))
        elif kind == "li":
            body.append(w_par(x, st or "ListParagraph", 1))
        elif kind == "ol":
            if prev != "ol":
                numbered_lists += 1
            body.append(w_par(x[1], st or "ListParagraph", numbered_lists + 1))
        elif kind == "code":
            runs = []
            for i, ln in enumerate(x):
                if i:
                    runs.append("<w:r><w:br/></w:r>")
                runs.append(f'<w:r><w:t xml:space="preserve">{t(ln)}</w:t></w:r>')
            body.append('<w:p><w:pPr><w:pStyle w:val="Code"/></w:pPr>' + "".join(runs) + "</w:p>")
        elif kind == "table":
            body.append(docx_table(x, rotated))
            rotated = None
            body.append("<w:p/>")
        prev = kind
    if rotated:
        raise SystemExit("!rotatedcell without a table after it")
    sect = f'<w:sectPr>{SECT_PAGE}</w:sectPr>'
    document = (XML_DECL + f'<w:document xmlns:w="{W_NS}" xmlns:r="{R_NS}" xmlns:v="{VML_NS}" xmlns:o="{O_NS}" '
                f'xmlns:mc="{MC_NS}" xmlns:wp="{WP_NS}" xmlns:wps="{WPS_NS}" xmlns:a="{DRAW_NS}" mc:Ignorable="wps"><w:body>'
                + "\n".join(body) + sect + "</w:body></w:document>")
    title = next(x for k, x in blocks if k == "h1")
    ct = (XML_DECL + f'<Types xmlns="{CT_NS}">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
          '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>'
          '<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>'
          '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
          '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>'
          + ('<Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/>'
             if COMMENTS else "")
          + ('<Override PartName="/word/endnotes.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.endnotes+xml"/>'
             if endnotes else "")
          + '</Types>')
    doc_rels = (XML_DECL + f'<Relationships xmlns="{PKG_RELS}">'
                '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>'
                '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>'
                + ('<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="comments.xml"/>'
                   if COMMENTS else "")
                + ('<Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/endnotes" Target="endnotes.xml"/>'
                   if endnotes else "")
                + '</Relationships>')
    styles = DOCX_STYLES.replace('w:lang w:val="en-GB"', f'w:lang w:val="{lang}"')
    styles = styles.replace("<!--EXTRA-STYLES-->", (label_style_xml(label_style) if label_style else "")
                            + (COMMENT_STYLE if COMMENTS else ""))
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        zput(z, "[Content_Types].xml", ct)
        zput(z, "_rels/.rels", root_rels("word/document.xml"))
        zput(z, "docProps/core.xml", core_xml(title, label))
        zput(z, "docProps/app.xml", app_xml("set 59 course builder"))
        zput(z, "word/document.xml", document)
        if COMMENTS:
            zput(z, "word/comments.xml", comments_xml(COMMENTS))
        if endnotes:
            zput(z, "word/endnotes.xml", endnotes_xml(endnotes))
        zput(z, "word/styles.xml", styles)
        zput(z, "word/numbering.xml", docx_numbering(numbered_lists))
        zput(z, "word/_rels/document.xml.rels", doc_rels)


# ---------------------------------------------------------------------------------- PPTX
A_NS = "http://schemas.openxmlformats.org/drawingml/2006/main"
P_NS = "http://schemas.openxmlformats.org/presentationml/2006/main"
NS3 = f'xmlns:a="{A_NS}" xmlns:r="{R_NS}" xmlns:p="{P_NS}"'
EMU = 914400
SLIDE_W, SLIDE_H = 12192000, 6858000
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"

THEME = XML_DECL + f'''<a:theme xmlns:a="{A_NS}" name="Course Theme"><a:themeElements>
<a:clrScheme name="Course"><a:dk1><a:srgbClr val="000000"/></a:dk1><a:lt1><a:srgbClr val="FFFFFF"/></a:lt1>
<a:dk2><a:srgbClr val="1F3864"/></a:dk2><a:lt2><a:srgbClr val="E7E6E6"/></a:lt2><a:accent1><a:srgbClr val="4472C4"/></a:accent1>
<a:accent2><a:srgbClr val="ED7D31"/></a:accent2><a:accent3><a:srgbClr val="A5A5A5"/></a:accent3><a:accent4><a:srgbClr val="FFC000"/></a:accent4>
<a:accent5><a:srgbClr val="5B9BD5"/></a:accent5><a:accent6><a:srgbClr val="70AD47"/></a:accent6><a:hlink><a:srgbClr val="0563C1"/></a:hlink>
<a:folHlink><a:srgbClr val="954F72"/></a:folHlink></a:clrScheme>
<a:fontScheme name="Course"><a:majorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont>
<a:minorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme>
<a:fmtScheme name="Course"><a:fillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:fillStyleLst>
<a:lnStyleLst><a:ln w="6350"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="12700"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="19050"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln></a:lnStyleLst>
<a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst>
<a:bgFillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:bgFillStyleLst></a:fmtScheme>
</a:themeElements><a:objectDefaults/><a:extraClrSchemeLst/></a:theme>'''

GRP = ('<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>'
       '<p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>')


def xfrm(x, y, w, h, tag="a"):
    return f'<{tag}:xfrm><a:off x="{x}" y="{y}"/><a:ext cx="{w}" cy="{h}"/></{tag}:xfrm>'


def ph_sp(sid, name, ph, box=None, paras=None, anchor=None):
    sppr = f'{xfrm(*box)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>' if box else ""
    anchor_attr = ' anchor="%s"' % anchor if anchor else ""
    body = f'<a:bodyPr{anchor_attr}><a:normAutofit/></a:bodyPr>' if box else "<a:bodyPr/>"
    paras = paras or ['<a:p><a:endParaRPr lang="en-GB"/></a:p>']
    return (f'<p:sp><p:nvSpPr><p:cNvPr id="{sid}" name="{name}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr>'
            f'<p:nvPr>{ph}</p:nvPr></p:nvSpPr><p:spPr>{sppr}</p:spPr><p:txBody>{body}<a:lstStyle/>'
            + "".join(paras) + "</p:txBody></p:sp>")


RUN_LANG = {"lang": "en-GB"}  # set 52: build_pptx sets the deck's language here


def a_run(text, size=None, font=None, bold=False):
    attrs = f' lang="{RUN_LANG["lang"]}"' + (f' sz="{size}"' if size else "") + (' b="1"' if bold else "") + ' dirty="0"'
    inner = f'<a:latin typeface="{font}"/><a:cs typeface="{font}"/>' if font else ""
    return f"<a:r><a:rPr{attrs}>{inner}</a:rPr><a:t>{t(text)}</a:t></a:r>"


TITLE_BOX = (609600, 274638, 10972800, 1143000)
BODY_BOX = (609600, 1600200, 10972800, 4525963)

MASTER = XML_DECL + f'''<p:sldMaster {NS3}><p:cSld><p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg><p:spTree>{GRP}<!--MASTER-EXTRA-->
{ph_sp(2, "Title Placeholder 1", '<p:ph type="title"/>', TITLE_BOX, ['<a:p><a:r><a:rPr lang="en-GB"/><a:t>Click to edit Master title style</a:t></a:r></a:p>'], "ctr")}
{ph_sp(3, "Text Placeholder 2", '<p:ph type="body" idx="1"/>', BODY_BOX, ['<a:p><a:pPr lvl="0"/><a:r><a:rPr lang="en-GB"/><a:t>Click to edit Master text styles</a:t></a:r></a:p>'])}
</p:spTree></p:cSld>
<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>
<p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/><p:sldLayoutId id="2147483650" r:id="rId2"/></p:sldLayoutIdLst>
<p:txStyles><p:titleStyle><a:lvl1pPr algn="l" rtl="0" eaLnBrk="1" latinLnBrk="0" hangingPunct="1"><a:spcBef><a:spcPct val="0"/></a:spcBef><a:buNone/>
<a:defRPr sz="3600" b="1" kern="1200"><a:solidFill><a:schemeClr val="tx2"/></a:solidFill><a:latin typeface="+mj-lt"/><a:ea typeface="+mj-ea"/><a:cs typeface="+mj-cs"/></a:defRPr></a:lvl1pPr></p:titleStyle>
<p:bodyStyle><a:lvl1pPr marL="342900" indent="-342900" algn="l" rtl="0" eaLnBrk="1" latinLnBrk="0" hangingPunct="1"><a:spcBef><a:spcPct val="20000"/></a:spcBef>
<a:buFont typeface="Arial"/><a:buChar char="\u2022"/><a:defRPr sz="2400" kern="1200"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill><a:latin typeface="+mn-lt"/><a:ea typeface="+mn-ea"/><a:cs typeface="+mn-cs"/></a:defRPr></a:lvl1pPr></p:bodyStyle>
<p:otherStyle><a:lvl1pPr marL="0" algn="l" rtl="0" eaLnBrk="1" latinLnBrk="0" hangingPunct="1"><a:defRPr sz="1800" kern="1200"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill><a:latin typeface="+mn-lt"/><a:ea typeface="+mn-ea"/><a:cs typeface="+mn-cs"/></a:defRPr></a:lvl1pPr></p:otherStyle></p:txStyles>
</p:sldMaster>'''

LAYOUT_TITLE = XML_DECL + f'''<p:sldLayout {NS3} type="title" preserve="1"><p:cSld name="Title Slide"><p:spTree>{GRP}
{ph_sp(2, "Title 1", '<p:ph type="ctrTitle"/>', (914400, 2130425, 10363200, 1470025), None, "b")}
{ph_sp(3, "Subtitle 2", '<p:ph type="subTitle" idx="1"/>', (1828800, 3886200, 8534400, 1752600))}
</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>'''

LAYOUT_TITLE_ONLY = XML_DECL + f'''<p:sldLayout {NS3} type="titleOnly" preserve="1"><p:cSld name="Title Only"><p:spTree>{GRP}
{ph_sp(2, "Title 1", '<p:ph type="title"/>')}
</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>'''


def rels(items):
    return (XML_DECL + f'<Relationships xmlns="{PKG_RELS}">'
            + "".join(f'<Relationship Id="{i}" Type="{REL}{ty}" Target="{tg}"/>' for i, ty, tg in items)
            + "</Relationships>")


def _textbox(sid, box, paras, fill=None):
    fill_xml = f'<a:solidFill><a:srgbClr val="{fill}"/></a:solidFill>' if fill else "<a:noFill/>"
    return (f'<p:sp><p:nvSpPr><p:cNvPr id="{sid}" name="TextBox {sid - 1}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>'
            f'<p:spPr>{xfrm(*box)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>{fill_xml}</p:spPr>'
            '<p:txBody><a:bodyPr wrap="square" rtlCol="0"><a:noAutofit/></a:bodyPr><a:lstStyle/>'
            + "".join(paras) + "</p:txBody></p:sp>")


def _row_heights(rows, widths):
    """Estimated height (EMU) of each table row: 16 pt text wraps at about 8.5 characters per
    inch of column width (less the cell margins); 0.3 inch per line plus 0.12 inch of padding."""
    out = []
    for r in rows:
        lines = 1
        for c, cw in zip(r, widths):
            per_line = max(4, int((cw / EMU - 0.2) * 8.5))
            lines = max(lines, len(wrap_chars(c, per_line)))
        out.append(int((0.3 * lines + 0.12) * EMU))
    return out


def wrap_chars(text, n):
    lines, cur = [], ""
    for w in text.split():
        trial = w if not cur else cur + " " + w
        if len(trial) <= n or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur = w
    return lines + ([cur] if cur else [])


def _table(sid, box, rows):
    x, y, w, h = box
    widths = col_widths(rows, w, 90)
    heights = _row_heights(rows, widths)
    line = ('<a:{side} w="12700"><a:solidFill><a:srgbClr val="7F7F7F"/></a:solidFill></a:{side}>')
    borders = "".join(line.format(side=s) for s in ("lnL", "lnR", "lnT", "lnB"))
    trs = []
    for i, r in enumerate(rows):
        tcs = []
        for c in r:
            fill = '<a:solidFill><a:srgbClr val="D9E2F3"/></a:solidFill>' if i == 0 else '<a:noFill/>'
            tcs.append(f'<a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p>{a_run(c, 1600, None, i == 0)}</a:p></a:txBody>'
                       f'<a:tcPr>{borders}{fill}</a:tcPr></a:tc>')
        trs.append(f'<a:tr h="{heights[i]}">' + "".join(tcs) + "</a:tr>")
    grid = "".join(f'<a:gridCol w="{cw}"/>' for cw in widths)
    return (f'<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="{sid}" name="Table {sid - 1}"/>'
            '<p:cNvGraphicFramePr><a:graphicFrameLocks noGrp="1"/></p:cNvGraphicFramePr><p:nvPr/></p:nvGraphicFramePr>'
            f'{xfrm(x, y, w, h, "p")}<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table">'
            f'<a:tbl><a:tblPr firstRow="1" bandRow="1"/><a:tblGrid>{grid}</a:tblGrid>' + "".join(trs)
            + "</a:tbl></a:graphicData></a:graphic></p:graphicFrame>")


NOTES_MASTER = XML_DECL + f'''<p:notesMaster {NS3}><p:cSld><p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg><p:spTree>{GRP}<!--NOTES-EXTRA-->
{ph_sp(2, "Notes Placeholder 1", '<p:ph type="body" idx="1"/>', (685800, 4400550, 5486400, 3600450), ['<a:p><a:r><a:rPr lang="en-GB"/><a:t>Click to edit Master text styles</a:t></a:r></a:p>'])}
</p:spTree></p:cSld>
<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>
</p:notesMaster>'''


def _notes_xml(notes):
    """A notes page: the slide image placeholder and a body placeholder with the speaker notes."""
    img = ('<p:sp><p:nvSpPr><p:cNvPr id="2" name="Slide Image Placeholder 1"/><p:cNvSpPr><a:spLocks noGrp="1" noRot="1" noChangeAspect="1"/></p:cNvSpPr>'
           '<p:nvPr><p:ph type="sldImg"/></p:nvPr></p:nvSpPr><p:spPr/></p:sp>')
    paras = [f"<a:p>{a_run(n)}</a:p>" for n in notes]
    body = ('<p:sp><p:nvSpPr><p:cNvPr id="3" name="Notes Placeholder 2"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr>'
            '<p:nvPr><p:ph type="body" idx="1"/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/>'
            + "".join(paras) + "</p:txBody></p:sp>")
    return (XML_DECL + f'<p:notes {NS3}><p:cSld><p:spTree>{GRP}{img}{body}</p:spTree></p:cSld>'
            '<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:notes>')



SLIDE_KINDS = ("coveredbox", "wordart", "callout")  # "!" lines that belong to the current slide


def _slide_groups(blocks):
    """Split blocks into slides: [(kind, title, [blocks])], the '# ' title first."""
    slides = []
    for kind, x in blocks:
        if kind in ("h1", "h2"):
            slides.append((kind, x, []))
        elif kind == "hid":
            if x[0] in SLIDE_KINDS:
                slides[-1][2].append((x[0], x[1]))
            elif x[0] != "notesmaster":
                raise SystemExit(f"a deck takes no !{x[0]} line")
        else:
            slides[-1][2].append((kind, x))
    return slides


def _shape(sid, name, box, geom, paras, fill=None, line=None, body_extra="", anchor="ctr"):
    fill_xml = f'<a:solidFill><a:srgbClr val="{fill}"/></a:solidFill>' if fill else "<a:noFill/>"
    line_xml = f'<a:ln w="19050"><a:solidFill><a:srgbClr val="{line}"/></a:solidFill></a:ln>' if line else ""
    return (f'<p:sp><p:nvSpPr><p:cNvPr id="{sid}" name="{name}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr>'
            f'<p:spPr>{xfrm(*box)}<a:prstGeom prst="{geom}"><a:avLst/></a:prstGeom>{fill_xml}{line_xml}</p:spPr>'
            f'<p:txBody><a:bodyPr wrap="square" rtlCol="0" anchor="{anchor}">{body_extra}<a:noAutofit/></a:bodyPr><a:lstStyle/>'
            + "".join(paras) + "</p:txBody></p:sp>")


def _coloured_run(text, size, colour, bold=True):
    b = ' b="1"' if bold else ""
    return (f'<a:r><a:rPr lang="{RUN_LANG["lang"]}" sz="{size}"{b} dirty="0">'
            f'<a:solidFill><a:srgbClr val="{colour}"/></a:solidFill></a:rPr><a:t>{t(text)}</a:t></a:r>')


def _slide_xml(kind, title, content, label):
    if kind == "h1":
        shapes = (ph_sp(2, "Title 1", '<p:ph type="ctrTitle"/>', None, [f"<a:p>{a_run(title)}</a:p>"])
                  + ph_sp(3, "Subtitle 2", '<p:ph type="subTitle" idx="1"/>', None,
                          [f'<a:p><a:pPr marL="0" indent="0"><a:buNone/></a:pPr>{a_run(label)}</a:p>']))
        return XML_DECL + f'<p:sld {NS3}><p:cSld><p:spTree>{GRP}{shapes}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>', 0
    show = ""
    if title.startswith("[hidden] "):
        title, show = title[len("[hidden] "):], ' show="0"'
    shapes = [ph_sp(2, "Title 1", '<p:ph type="title"/>', None, [f"<a:p>{a_run(title, 3200)}</a:p>"])]
    sid = 3
    left, width = int(0.6 * EMU), int(12.1 * EMU)
    top = int(1.45 * EMU)
    later = []  # shapes drawn after the text (on top of it)
    i = 0
    while i < len(content):
        k, x = content[i]
        if k == "note":
            i += 1
            continue
        if k == "wordart":  # a WordArt label arched across the top right of the slide
            shapes.append(_shape(sid, f"WordArt {sid - 1}", (int(7.4 * EMU), int(0.15 * EMU), int(5.6 * EMU), int(1.1 * EMU)), "rect",
                                 [f'<a:p><a:pPr algn="ctr"/>{_coloured_run(x, 2400, "ED7D31")}</a:p>'],
                                 body_extra='<a:prstTxWarp prst="textArchUp"><a:avLst/></a:prstTxWarp>'))
            sid += 1
            i += 1
            continue
        if k == "callout":  # a rounded callout bubble, top right of the slide
            shapes.append(_shape(sid, f"Callout {sid - 1}", (int(8.2 * EMU), int(0.2 * EMU), int(4.8 * EMU), int(1.0 * EMU)),
                                 "wedgeRoundRectCallout", [f'<a:p><a:pPr algn="ctr"/>{_coloured_run(x, 1600, "7F2704")}</a:p>'],
                                 fill="FFE699", line="BF9000"))
            sid += 1
            i += 1
            continue
        if k == "coveredbox":  # a text box low on the slide, and an opaque rectangle drawn over it
            box = (int(7.6 * EMU), int(5.6 * EMU), int(5.0 * EMU), int(1.2 * EMU))
            shapes.append(_textbox(sid, box, [f"<a:p>{a_run(x, 1400)}</a:p>"]))
            cover = (box[0] - int(0.1 * EMU), box[1] - int(0.1 * EMU), box[2] + int(0.2 * EMU), box[3] + int(0.2 * EMU))
            later.append(_shape(sid + 1, f"Rectangle {sid}", cover, "rect", ['<a:p><a:endParaRPr lang="it-IT"/></a:p>'], fill="F4B942"))
            sid += 2
            i += 1
            continue
        if k in ("li", "ol", "p"):
            group = []
            while i < len(content) and content[i][0] in ("li", "ol", "p"):
                group.append(content[i])
                i += 1
            lines = sum(1 + len(g[1] if g[0] != "ol" else g[1][1]) // 88 for g in group)
            h = int((0.46 * lines + 0.15) * EMU)
            paras = []
            for gk, gx in group:
                if gk == "li":
                    ppr = ('<a:pPr marL="342900" indent="-285750"><a:spcAft><a:spcPts val="600"/></a:spcAft>'
                           '<a:buFont typeface="Arial"/><a:buChar char="\u2022"/></a:pPr>')
                    paras.append(f"<a:p>{ppr}{a_run(gx, 2000)}</a:p>")
                elif gk == "ol":
                    ppr = ('<a:pPr marL="457200" indent="-457200"><a:spcAft><a:spcPts val="600"/></a:spcAft>'
                           '<a:buNone/></a:pPr>')
                    paras.append(f"<a:p>{ppr}{a_run(f'{gx[0]}. {gx[1]}', 2000)}</a:p>")
                else:
                    ppr = '<a:pPr><a:spcAft><a:spcPts val="600"/></a:spcAft><a:buNone/></a:pPr>'
                    paras.append(f"<a:p>{ppr}{a_run(gx, 2000)}</a:p>")
            shapes.append(_textbox(sid, (left, top, width, h), paras))
            sid += 1
            top += h + int(0.08 * EMU)
            continue
        if k == "code":
            for ln in x:
                if len(ln) > 84:
                    raise SystemExit(f"code line too long for a slide: {ln!r}")
            h = int((0.31 * len(x) + 0.2) * EMU)
            paras = [f'<a:p><a:pPr><a:buNone/></a:pPr>{a_run(ln if ln else " ", 1600, "Courier New")}</a:p>' for ln in x]
            shapes.append(_textbox(sid, (left, top, width, h), paras, "F2F2F2"))
            sid += 1
            top += h + int(0.12 * EMU)
        elif k == "table":
            h = sum(_row_heights(x, col_widths(x, width, 90)))
            shapes.append(_table(sid, (left, top, width, h), x))
            sid += 1
            top += h + int(0.12 * EMU)
        i += 1
    xml = (XML_DECL + f'<p:sld {NS3}{show}><p:cSld><p:spTree>{GRP}' + "".join(shapes + later)
           + '</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>')
    return xml, top


def build_pptx(blocks, label, out, lang="en-GB"):
    RUN_LANG["lang"] = lang
    groups = _slide_groups(blocks)
    title = groups[0][1]
    notes_master_text = next((x[1] for k, x in blocks if k == "hid" and x[0] == "notesmaster"), None)
    tall = []
    slides = []
    for n, (kind, ttl, content) in enumerate(groups, 1):
        xml, bottom = _slide_xml(kind, ttl, content, label)
        if bottom > int(5.5 * EMU) and any(k == "coveredbox" for k, _x in content):
            raise SystemExit(f"slide {n}: text runs into the covered box")
        if bottom > int(7.3 * EMU):
            tall.append(n)
        notes = [x for k, x in content if k == "note"]
        slides.append((kind, xml, notes))
    ct = (XML_DECL + f'<Types xmlns="{CT_NS}">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>'
          '<Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml"/>'
          '<Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"/>'
          '<Override PartName="/ppt/slideLayouts/slideLayout2.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"/>'
          '<Override PartName="/ppt/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>'
          '<Override PartName="/ppt/presProps.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presProps+xml"/>'
          '<Override PartName="/ppt/viewProps.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.viewProps+xml"/>'
          '<Override PartName="/ppt/tableStyles.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.tableStyles+xml"/>'
          + "".join(f'<Override PartName="/ppt/slides/slide{i}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>'
                    for i in range(1, len(slides) + 1))
          + '<Override PartName="/ppt/notesMasters/notesMaster1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.notesMaster+xml"/>'
          '<Override PartName="/ppt/theme/theme2.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>'
          + "".join(f'<Override PartName="/ppt/notesSlides/notesSlide{i}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.notesSlide+xml"/>'
                    for i, sl in enumerate(slides, 1) if sl[2])
          + '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
          '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>'
          '</Types>')
    pres_rels = [("rId1", "slideMaster", "slideMasters/slideMaster1.xml")]
    sld_ids = []
    for i in range(1, len(slides) + 1):
        pres_rels.append((f"rId{i + 1}", "slide", f"slides/slide{i}.xml"))
        sld_ids.append(f'<p:sldId id="{255 + i}" r:id="rId{i + 1}"/>')
    k = len(slides) + 2
    pres_rels += [(f"rId{k}", "theme", "theme/theme1.xml"), (f"rId{k + 1}", "presProps", "presProps.xml"),
                  (f"rId{k + 2}", "viewProps", "viewProps.xml"), (f"rId{k + 3}", "tableStyles", "tableStyles.xml"),
                  (f"rId{k + 4}", "notesMaster", "notesMasters/notesMaster1.xml")]
    presentation = (XML_DECL + f'<p:presentation {NS3} saveSubsetFonts="1">'
                    '<p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst>'
                    f'<p:notesMasterIdLst><p:notesMasterId r:id="rId{k + 4}"/></p:notesMasterIdLst>'
                    f'<p:sldIdLst>{"".join(sld_ids)}</p:sldIdLst>'
                    f'<p:sldSz cx="{SLIDE_W}" cy="{SLIDE_H}"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>')
    notes_extra = ""
    if notes_master_text:  # a text box on the notes master, in the lower margin of the notes page
        notes_extra = _textbox(10, (685800, 8229600, 5486400, 457200), [f"<a:p>{a_run(notes_master_text, 1000)}</a:p>"])
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        zput(z, "[Content_Types].xml", ct)
        zput(z, "_rels/.rels", root_rels("ppt/presentation.xml"))
        zput(z, "docProps/core.xml", core_xml(title, label))
        zput(z, "docProps/app.xml", app_xml("set 59 course builder"))
        zput(z, "ppt/presentation.xml", presentation)
        zput(z, "ppt/_rels/presentation.xml.rels", rels(pres_rels))
        zput(z, "ppt/presProps.xml", XML_DECL + f"<p:presentationPr {NS3}/>")
        zput(z, "ppt/viewProps.xml", XML_DECL + f'<p:viewPr {NS3}><p:gridSpacing cx="76200" cy="76200"/></p:viewPr>')
        zput(z, "ppt/tableStyles.xml", XML_DECL + f'<a:tblStyleLst xmlns:a="{A_NS}" def="{{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}}"/>')
        zput(z, "ppt/theme/theme1.xml", THEME)
        zput(z, "ppt/slideMasters/slideMaster1.xml", MASTER.replace("<!--MASTER-EXTRA-->", ""))
        zput(z, "ppt/slideMasters/_rels/slideMaster1.xml.rels",
             rels([("rId1", "slideLayout", "../slideLayouts/slideLayout1.xml"),
                   ("rId2", "slideLayout", "../slideLayouts/slideLayout2.xml"),
                   ("rId3", "theme", "../theme/theme1.xml")]))
        zput(z, "ppt/slideLayouts/slideLayout1.xml", LAYOUT_TITLE)
        zput(z, "ppt/slideLayouts/slideLayout2.xml", LAYOUT_TITLE_ONLY)
        for n in (1, 2):
            zput(z, f"ppt/slideLayouts/_rels/slideLayout{n}.xml.rels",
                 rels([("rId1", "slideMaster", "../slideMasters/slideMaster1.xml")]))
        zput(z, "ppt/theme/theme2.xml", THEME)
        zput(z, "ppt/notesMasters/notesMaster1.xml", NOTES_MASTER.replace("<!--NOTES-EXTRA-->", notes_extra))
        zput(z, "ppt/notesMasters/_rels/notesMaster1.xml.rels", rels([("rId1", "theme", "../theme/theme2.xml")]))
        for i, (kind, xml, notes) in enumerate(slides, 1):
            zput(z, f"ppt/slides/slide{i}.xml", xml)
            layout = 1 if kind == "h1" else 2
            srels = [("rId1", "slideLayout", f"../slideLayouts/slideLayout{layout}.xml")]
            if notes:
                srels.append(("rId2", "notesSlide", f"../notesSlides/notesSlide{i}.xml"))
                zput(z, f"ppt/notesSlides/notesSlide{i}.xml", _notes_xml(notes))
                zput(z, f"ppt/notesSlides/_rels/notesSlide{i}.xml.rels",
                     rels([("rId1", "notesMaster", "../notesMasters/notesMaster1.xml"),
                           ("rId2", "slide", f"../slides/slide{i}.xml")]))
            zput(z, f"ppt/slides/_rels/slide{i}.xml.rels", rels(srels))
    return len(slides), tall


# ---------------------------------------------------------------------------------- HTML
HTML_HEAD = """<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} | {label}</title>{meta}
<style>
body {{ font-family: "Segoe UI", Arial, sans-serif; max-width: 48em; margin: 2em auto; padding: 0 1em; line-height: 1.6; color: #1d1d1d; }}
h1 {{ color: #1f3864; }}
h2 {{ border-bottom: 1px solid #ccc; padding-bottom: 0.2em; margin-top: 2em; }}
table {{ border-collapse: collapse; margin: 1em 0; }}
th, td {{ border: 1px solid #999; padding: 0.35em 0.6em; text-align: left; vertical-align: top; }}
th {{ background: #e8eef7; }}
pre {{ background: #f4f4f4; padding: 0.8em 1em; overflow-x: auto; }}
nav ol {{ columns: 2; }}{css}
</style>
</head>
<body>
<header>
<p class="breadcrumb"><a href="#">{label}</a> / {readings}</p>
<nav aria-label="Contents">
<h2>{contents}</h2>
<ol>
{nav}
</ol>
</nav>
</header>
<main>
<article>
"""

HTML_TAIL = """</article>
</main>
<footer>
<p>{footer}</p>
</footer>
</body>
</html>
"""


def build_html(blocks, label, out, lang="en"):
    def e(s):
        return html.escape(s, quote=False)
    heads = [x for k, x in blocks if k == "h2"]
    ids = [re.sub(r"[^a-z0-9]+", "-", h.lower()).strip("-") for h in heads]
    title = next(x for k, x in blocks if k == "h1")
    nav = "\n".join(f'<li><a href="#{i}">{e(h)}</a></li>' for i, h in zip(ids, heads))
    loc = LOCAL.get(lang, {})
    css = meta = ""
    parts = [HTML_HEAD.format(title=e(title), label=e(label), nav=nav, lang=lang, css=css, meta=meta,
                              readings=e(loc.get("readings", "Readings")),
                              contents=e(loc.get("contents", "On this page")))]
    open_list = None
    in_section = False
    hi = 0

    def close_list():
        nonlocal open_list
        if open_list:
            parts.append(f"</{open_list}>\n")
            open_list = None

    for kind, x in blocks:
        if kind not in ("li", "ol"):
            close_list()
        if kind == "h1":
            parts.append(f"<h1>{e(x)}</h1>\n")
        elif kind == "h2":
            if in_section:
                parts.append("</section>\n")
            parts.append(f'<section id="{ids[hi]}">\n<h2>{e(x)}</h2>\n')
            in_section = True
            hi += 1
        elif kind == "p":
            parts.append(f"<p>{e(x)}</p>\n")
        elif kind in ("li", "ol"):
            tag = "ul" if kind == "li" else "ol"
            if open_list != tag:
                close_list()
                parts.append(f"<{tag}>\n")
                open_list = tag
            text = x if kind == "li" else x[1]
            parts.append(f"<li>{e(text)}</li>\n")
        elif kind == "code":
            parts.append("<pre>" + "\n".join(e(ln) for ln in x) + "</pre>\n")
        elif kind == "hid":
            if x[0] == "raw":
                parts.append(x[1] + "\n")
        elif kind == "table":
            parts.append("<table>\n<thead>\n<tr>" + "".join(f"<th>{e(c)}</th>" for c in x[0]) + "</tr>\n</thead>\n<tbody>\n")
            for r in x[1:]:
                parts.append("<tr>" + "".join(f"<td>{e(c)}</td>" for c in r) + "</tr>\n")
            parts.append("</tbody>\n</table>\n")
    close_list()
    if in_section:
        parts.append("</section>\n")
    footer = loc.get("footer", "Reading for {label}. Bring your questions to the weekly seminar.")
    parts.append(HTML_TAIL.format(footer=e(footer.format(label=label))))
    Path(out).write_text("".join(parts), encoding="utf-8")




def allowed_char(c, name):
    """ASCII everywhere; Latin-1 letters and signs in both courses' sources; the four Hungarian
    letters beyond Latin-1 in Hungarian sources; en dash and the Hungarian quotation marks in
    sources that are not built into a PDF (build_pdf refuses them anyway)."""
    o = ord(c)
    if c in "\n\t" or 32 <= o <= 126:
        return True
    lang = FOREIGN.get(name)
    if lang in ("it", "hu") and 160 <= o <= 255:
        return True
    if lang == "hu" and c in HUNGARIAN_EXTRA:
        return True
    return c in TYPOGRAPHIC and lang in ("it", "hu")


def check_chars(text, name):
    bad = sorted({c for c in text if not allowed_char(c, name)})
    if bad:
        raise SystemExit(f"{name}: characters outside the allowed range {bad!r}")


def main():
    for course, spec in COURSES.items():
        outdir = OUT / course
        if outdir.exists():
            shutil.rmtree(outdir)
        outdir.mkdir(parents=True)
        for name, how in spec["files"].items():
            src = SRC / course / name
            text = src.read_text(encoding="utf-8")
            check_chars(text, name)
            stem = src.stem
            if how == "copy":
                shutil.copy(src, outdir / name)
                print(f"{course}/{name}: copied")
                continue
            blocks = parse(text)
            loc = LOCAL[FOREIGN[name]]
            label = loc["label"]
            if how != "pptx" and any(k == "note" for k, _ in blocks):
                raise SystemExit(f"{name}: speaker notes only belong in slide decks")
            for k, x in blocks:
                if k == "hid" and how not in HIDDEN_KINDS[x[0]]:
                    raise SystemExit(f"{name}: !{x[0]} lines do not belong in a {how} file")
                text_of = x if isinstance(x, str) else (x[1] if k in ("ol", "hid") else "")
                if how != "docx" and isinstance(text_of, str) and INLINE.search(text_of):
                    raise SystemExit(f"{name}: inline comments only belong in a DOCX")
            if how == "pdf":
                n = build_pdf(blocks, label, outdir / f"{stem}.pdf", loc["foot"])
                print(f"{course}/{stem}.pdf: {n} pages")
            elif how == "docx":
                build_docx(blocks, label, outdir / f"{stem}.docx", DOCX_LANG[FOREIGN[name]])
                print(f"{course}/{stem}.docx: built")
            elif how == "pptx":
                n, tall = build_pptx(blocks, label, outdir / f"{stem}.pptx", DOCX_LANG[FOREIGN[name]])
                slides = sum(1 for k, _ in blocks if k == "h2")
                flag = "" if not tall else f"  <-- TALL CONTENT on slides {tall}"
                print(f"{course}/{stem}.pptx: {n} slides ({slides} + title){flag}")
            elif how == "html":
                build_html(blocks, label, outdir / f"{stem}.html", FOREIGN[name])
                print(f"{course}/{stem}.html: built")


if __name__ == "__main__":
    main()
