"""Build corpus/<course>/ from src/<course>/ with the Python standard library only.
Set 58: set 57's build.py (copied) with the COURSES, FOREIGN, DOCX_LANG and LOCAL tables, these
lines and the Producer / Application strings changed, and writer additions for new places of
hidden and restricted text. Courses: volcanology (written in Finnish, fi) and bookkeeping (written
in Romanian, ro); every file of both courses is in its course's language, so every file is in
FOREIGN. Eight files each (the eighth is a whole answer-key file: a PPTX marking guide for
volcanology whose label is the title slide's subtitle, a PDF marking scheme for bookkeeping whose
label is its first line). Finnish needs only Latin-1 letters; Romanian also needs a-breve and
s / t with comma below (U+0102, U+0103, U+0218-U+021B), so every PDF font now has an encoding of
WinAnsi plus a Differences array (codes 128, 129, 141, 143, 144 and 157 carry those six letters)
and a ToUnicode CMap. New source lines (set 58):
  !camo TEXT       PDF: a paragraph drawn in the same colour as a filled box painted under it
  !cropout TEXT    PDF: a line drawn inside the MediaBox but outside the page's CropBox (every
                   page of that PDF gets a CropBox)
  !xobject TEXT    PDF: TEXT in a form XObject listed in the page's resources but never painted
                   (no Do operator)
  !watermark TEXT  PDF: start a new page; from this page on, TEXT is drawn diagonally across the
                   page in light grey (a watermark label)
  !boxed TEXT      PDF: a bold line inside a stroked (framed) box
  !marginnote TEXT PDF: TEXT drawn rotated 90 degrees in the left margin, beside what follows
  !glossary TEXT   DOCX: a building block (AutoText) in the glossary document part
  !firstheader TEXT
                   DOCX: a first-page header holding TEXT, referenced by the section but not
                   used, because the section has no w:titlePg
  !sectionheader TEXT
                   DOCX: a section break (next page) here; the new section's header reads TEXT
  !watermarkheader TEXT
                   DOCX: a section break here; the new section's header holds a WordArt
                   watermark (VML v:textpath string="TEXT"), in no w:t
  !tablecaption TEXT
                   DOCX: the alt-text title (w:tblCaption) of the next table
  !unusedlayout TEXT
                   PPTX: a third slide layout, used by no slide, holding a text box with TEXT
  !orphanslide TITLE :: TEXT
                   PPTX: a slide part left in the package (ppt/slides/) that no relationship
                   and no sldId points to (a deleted slide)
  !section NAME    PPTX: a deck section (p14:sectionLst) starting at the next slide
  !sidelabel TEXT  PPTX: a narrow text box along the slide's left edge, text rotated (vert270)
  !subtitle TEXT   PPTX: the title slide's subtitle (instead of the course label)
and, inside a DOCX paragraph, {{blackbar:TEXT}} (a run coloured black on a black highlight).
Set 57: set 56's build.py (copied) with the COURSES, FOREIGN, DOCX_LANG and LOCAL tables, these
lines and the Producer / Application strings changed, and writer additions for new places of
hidden and restricted text. Courses: forestry and textile-science, eight files each (the eighth is
a whole answer-key file: an HTML mark scheme for forestry whose label stands only in the page's
<title>, a Markdown mark scheme for textiles whose label stands in YAML front matter). The foreign
files are a Dutch PDF (forests of the Netherlands, WinAnsi text, footer "Bosbouw - pagina N") and a
Polish DOCX (textiles in Poland, pl-PL; Polish letters need Latin Extended-A, so a foreign file may
hold characters up to U+017F; Polish text is never written to a PDF). New source lines (set 57):
  !cliptext TEXT   PDF: a paragraph in text render mode 7 (adds to the clip path, paints nothing)
  !layeroff TEXT   PDF: a paragraph inside optional content (/OC BDC ... EMC) whose layer is OFF
                   in the catalog's /OCProperties
  !boldlead TEXT   PDF: a body-size bold line (no heading spacing) that leads the text after it
  !italicline TEXT PDF: a line in Helvetica-Oblique
  !caption TEXT    PDF: a small bold line just above the next table; DOCX: a paragraph in the
                   Caption style
  !hiddenshape TEXT PPTX: a text box on the slide whose shape is hidden (cNvPr hidden="1")
  !cleartext TEXT  PPTX: a text box whose run is filled with alpha 0 (fully transparent)
  !footline TEXT   PPTX: a small text box at the bottom of the slide, after all other shapes
  !sticker TEXT    PPTX: a text box inside a group shape (p:grpSp), top right of the slide
  !sdt start LABEL / !sdt end
                   DOCX: the blocks between go into a block content control (w:sdt) whose alias
                   and tag hold LABEL (LABEL stands in no text)
  !pagetitle TEXT  HTML: the page's <title> is TEXT (instead of the h1 and label)
and, inside a DOCX paragraph, {{movedfrom:TEXT}} (tracked move source, w:moveFrom, text in w:t),
{{staffnote:TEXT}} (a run in the character style StaffNote, which styles.xml hides with
w:vanish; the run itself has no vanish) and {{bold:TEXT}} (an ordinary bold run, visible).
Set 56: set 55's build.py (copied) with the COURSES, FOREIGN and LOCAL tables, these lines and the
Producer / Application strings changed, and small writer additions for new places of hidden and
restricted text. Courses: brewing-science and paleontology, eight files each (the eighth is a
whole answer-key file: a DOCX marking memo for brewing, a plain-text answer memo for
paleontology). The foreign files are a Danish HTML page (Danish beer and Carlsberg, lang da, with
LOCAL's Danish breadcrumb, contents heading and footer) and a Swedish PDF (fossils of Sweden,
WinAnsi text, footer "Paleontologi - sida N"). New source lines (set 56):
  !squash TEXT     PDF: a paragraph drawn at 1 per cent horizontal scaling (1 Tz): squashed text
  !covered TEXT    PDF: a paragraph drawn and then painted over by a white filled rectangle
  !keyheader TEXT  PDF: start a new page; from this page on, a running header at the top of the
                   page reads TEXT (a label that stands only in the header)
  !zerobox TEXT    PPTX: inside a slide, a text box of zero width and zero height
and, inside a DOCX paragraph, {{deleted:TEXT}} (a tracked deletion, w:del / w:delText),
{{faint:TEXT}} (a run coloured F4F4F4, near-white) and {{fieldif:TEXT}} (TEXT only in the unused
branch of an IF field's instruction, IF 1 = 2 "TEXT" "", whose shown result is empty).
Set 55: set 54's build.py (copied) with the COURSES, FOREIGN and LOCAL tables, these lines and the
Producer / Application strings changed, and small writer additions for new places of hidden and
restricted text. Courses: urban-planning and ceramics, eight files each (the eighth is a whole
answer-key file: a PDF of worked answers for urban planning, an HTML mark scheme for ceramics).
The foreign files are a French DOCX (new towns and planning in France, fr-FR, subject
"Urbanisme") and a Spanish PDF (pottery centres of Spain, WinAnsi text, footer "Cerámica -
página N"). The urban-planning study notes (.txt, copied) are also in FOREIGN, because one line
in the middle of them is French with accents. New source lines (set 55):
  !outlinekey TEXT PDF: start a new page and add a document outline (bookmark) entry TEXT that
                   points to it; TEXT stands nowhere in the page text
  !annot TEXT      PDF: a sticky-note (/Text) annotation on the current page, /Contents TEXT
  !customprops TEXT
                   DOCX: a custom document property (docProps/custom.xml) holding TEXT
  !offslide TEXT   PPTX: inside a slide, a text box placed to the right of the slide's edge
and, inside a DOCX paragraph, {{footnote:TEXT}} for a footnote (word/footnotes.xml) referenced
at that point of the paragraph.
Set 54: set 53's build.py (copied) with the COURSES, FOREIGN and LOCAL tables, these lines and the
Producer / Application strings changed, and some small additions to the writers for new places of
hidden and restricted text. Courses: cartography and mycology, eight files each (the eighth is a
whole answer-key file: a DOCX mark scheme for cartography, a plain-text quiz key for mycology whose
first line reads like an ordinary handout and whose file name says key). The foreign files are an
Italian PDF (maps and mapmakers of Italy, WinAnsi text, footer "Cartografia - pagina N") and a
German PPTX (collecting and identifying wild mushrooms, de-DE, LOCAL's label as its subtitle).
New source lines (set 54):
  !nearwhite TEXT  PDF: a paragraph drawn in near-white (0.97 g)
  !offpage TEXT    PDF: a paragraph drawn to the right of the page's MediaBox (off the page)
  !clipped TEXT    PDF: a paragraph drawn inside an empty clipping path (0 0 0 0 re W n)
  !keyfooter TEXT  PDF: start a new page; from this page on, the running footer reads
                   "<label> - page N - TEXT" (a label that stands only in the footer)
  !customxml TEXT  DOCX: a custom XML data part (customXml/item1.xml) holding TEXT
  !box start / !box end
                   DOCX: the blocks between them go into a text box (a VML rectangle with a
                   w:txbxContent), written as one paragraph of the document body
  !master TEXT     PPTX: a text box on the slide master, placed off the slide (right of it)
and, inside a DOCX paragraph, {{comment:TEXT}} for a Word comment (word/comments.xml) anchored
at that point of the paragraph.
Set 53: set 52's build.py (copied) with the COURSES, FOREIGN and LOCAL tables, these lines and the
Producer / Application strings changed; no writer changed. Courses: jazz-history and glaciology,
eight files each (the eighth is a whole answer-key file, teacher / staff only: a Markdown file
copied as it stands for jazz, an HTML page for glaciology). The foreign files are a Spanish HTML
page (Afro-Cuban jazz, lang es, with LOCAL's Spanish breadcrumb, contents heading and footer) and
a Portuguese PDF (glacial landforms of the Serra da Estrela, WinAnsi text, footer "Glaciologia -
pagina N" with an accent). The hidden-text source lines are set 51's (set 53 also writes HTML
<template> and aria-hidden="true" elements through !raw lines).
Set 52: set 51's build.py (copied) with the COURSES, FOREIGN and LOCAL tables, these lines and the
Producer / Application strings changed, and one small addition: a foreign deck gets its language
on every text run (a:rPr lang, de-DE for the German deck instead of en-GB) and LOCAL's label as its
subtitle. Courses: mali-and-songhai-empires and sailing-and-seamanship, eight files each (the eighth
is a whole answer-key file, teacher only). The foreign files are a French PDF (the earth mosques of
Djenne and Timbuktu, WinAnsi text, footer "Les empires du Mali et du Songhaï - page N") and a
German PPTX (knots and rope, de-DE, with speaker notes, private notes and a hidden last slide).
The writers and the hidden-text source lines are set 51's, unchanged.
Set 51: set 50's build.py (copied) with the COURSES, FOREIGN and LOCAL tables, these lines and the
Producer / Application strings changed, and hidden text added. Courses: kingdom-of-benin and
coffee-science, eight files each (the eighth is a whole answer-key file, teacher only). The foreign
files are an Italian PDF (Benin ivory, WinAnsi text, footer "Il regno del Benin - pagina N") and a
Dutch DOCX (caffeine and decaffeination, nl-NL). New source lines, all of them text that a reader
of the built file does not see:
  !white TEXT      PDF: a paragraph drawn in white; DOCX: a paragraph whose run is white
  !invisible TEXT  PDF: a paragraph in text render mode 3 (invisible)
  !tiny TEXT       PDF: a paragraph at 1 pt; DOCX: a paragraph at 1 pt (w:sz 2)
  !vanish TEXT     DOCX: a paragraph whose run is hidden (w:vanish)
  !meta TEXT       PDF: /Keywords of the information dictionary; DOCX, PPTX: core properties
                   (description and keywords); HTML: <meta name="description">
  !raw TEXT        HTML: the line is written into the page as it stands (hidden elements,
                   comments, scripts)
  !css TEXT        HTML: a rule added to the page's own style sheet
and, inside a DOCX paragraph, {{vanish:...}}, {{white:...}} and {{tiny:...}} for a hidden run
within visible text. A deck heading "## [hidden] Title" makes a hidden slide (show="0"). A "%% "
note starting "Private" is a private speaker note (it is written like any note; the text says it
is private).
Set 50: set 49's build.py (copied) with the COURSES, FOREIGN and LOCAL tables, these lines and one
call changed: a foreign DOCX now gets LOCAL's label as its document subject (English files are
unchanged). Courses: bookbinding-and-paper-conservation and achaemenid-persia. The foreign files are
a French PDF (French-style binding, WinAnsi text, footer "Reliure et conservation du papier - page
N") and a Portuguese DOCX (daily life at Persepolis, pt-PT).
Set 49: set 48's build.py (copied) with the COURSES and FOREIGN tables, these lines and one small
addition changed: a LOCAL table gives a foreign PDF its own footer words and a foreign HTML page its
own breadcrumb, contents heading and footer, so that the Italian PDF and the Spanish HTML page are
in their language from top to bottom. Courses: glassblowing-and-glass-science and ancient-carthage.
The foreign files are an Italian PDF (Murano glass, WinAnsi text) and a Spanish HTML page
(Carthage in Spain, lang es).
Set 48: set 47's build.py (copied) with only the COURSES and FOREIGN tables and these lines changed.
Courses: ornithology and woodworking-joinery. The foreign files are a Portuguese PPTX (birds of
Brazil and Portugal, with speaker notes) and a German PDF (joints in timber framing, WinAnsi text).
Set 47: set 46's build.py (copied) with only the COURSES and FOREIGN tables and these lines changed.
Courses: sleep-science and bread-baking. The foreign files are a French HTML page (dreams, lang fr)
and an Italian PDF (traditional Italian breads, WinAnsi text).
Set 46: set 45's build.py (copied) with only the COURSES and FOREIGN tables, DOCX_LANG (nl-NL added)
and these lines changed. Courses: maya-civilisation and lithium-ion-batteries. The foreign files are a
Dutch PDF (Maya art and crafts, WinAnsi text) and a Portuguese DOCX (battery recycling, pt-PT).
Set 45: set 44's build.py with only the COURSES and FOREIGN tables and these lines changed. The
foreign files are a German PDF (Han dynasty, WinAnsi text) and a Spanish PPTX (regular
expressions); the product does NOT read speaker notes, so they are not course content.
Set 44:
copied from set 43's build.py with the COURSES and FOREIGN tables and these lines changed, and one
small addition: a DOCX gets the language of FOREIGN in its default run properties (w:lang), so the
French DOCX says fr-FR instead of en-GB. This set's foreign files are an Italian PDF (cheesemaking,
WinAnsi text) and a French DOCX (ancient Mesopotamia). Speaker notes are written into the decks as
before; the product does NOT read them, so they are not course content).
Set 43: copied from set 42's build.py with only the COURSES and FOREIGN tables and these lines changed:
seven files per course this time, the German file is a second PDF and the Portuguese file a
Markdown file copied unchanged).
Set 42: copied from set 41's build.py with only the COURSES and FOREIGN tables and these lines changed:
the Spanish file is a DOCX and the Italian file an HTML page this time).
Set 41: copied from set 40's build.py with the COURSES table, these lines, a FOREIGN table (one file per
course in another language, Latin-1 letters allowed there) and the HTML lang attribute changed).
Set 40: copied from set 39's build.py with only the COURSES table and these lines changed; each
course now has six files, both a .md and a .txt copied unchanged.
Set 39: copied from set 38's build.py with only the COURSES table and these lines changed.
Set 38: copied from set 37's build.py: the COURSES table, these lines, and speaker notes for the decks
('%% ' lines in a slide source become that slide's notes page). Set 42: notes written for
students are course content; a note that starts "Teacher only:" is not.

The source format and parse() come from set 30's builder (a copy of which this file started
from): '# ' title, '## ' heading, '- ' bullet, 'N. ' numbered step, '|' table rows ('|---|'
separator rows are skipped), fenced code blocks (lines between ``` fences, kept verbatim) and
blank-line separated paragraphs.

Unlike set 30 (fpdf2, python-docx, python-pptx), every writer here is hand-made from the standard
library (zlib, zipfile, html, xml.sax.saxutils), so the files are not produced by the libraries
that a reader might use:
  pdf   A4 PDF 1.4, base-14 fonts (Helvetica, Helvetica-Bold, Courier; WinAnsiEncoding), greedy
        word wrap from the Adobe font metrics, ruled tables with a repeated header row, footer
        "<course> - page N", Flate-compressed content streams, an xref table.
  docx  WordprocessingML in a zip: Title / Heading 1 / Heading 2 styles, real bullet and
        numbered lists (numbering.xml), tables with borders, code in Courier New with line breaks.
  pptx  PresentationML in a zip, 16:9: one master, a "Title Slide" and a "Title Only" layout, a
        theme; a title slide, then one slide per '##' (title placeholder, text boxes with real
        a:buChar bullets, code in a Courier New box, tables as a:tbl graphic frames).
  html  one HTML page with a nav of section links, <section>s, lists, tables and <pre>.
  copy  .md and .txt sources are copied unchanged.
"""
import html
import re
import shutil
import zipfile
import zlib
from pathlib import Path
from xml.sax.saxutils import escape as xesc

ROOT = Path(__file__).resolve().parent
SRC = ROOT / "src"
OUT = ROOT / "corpus"

COURSES = {
    "volcanology": {
        "label": "Vulkanologia",
        "files": {
            "01-magma-ja-tulivuorten-synty.md": "pdf",
            "02-purkaustyypit-diat.md": "pptx",
            "03-tulivuorten-rakenne-ja-muodot.md": "docx",
            "04-vulkaaniset-vaarat.md": "html",
            "05-tulivuorten-seuranta.md": "copy",
            "06-vulkaaniset-kivet-opiskelumuistiinpanot.txt": "copy",
            "07-islannin-tulivuoret.md": "pdf",
            "08-vulkanologia-jaksokoe-arviointiohje.md": "pptx",
        },
    },
    "bookkeeping": {
        "label": "Contabilitate",
        "files": {
            "01-bazele-contabilitatii.md": "pdf",
            "02-conturi-si-partida-dubla-diapozitive.md": "pptx",
            "03-registre-si-balanta-de-verificare.md": "docx",
            "04-tva-si-facturare.md": "html",
            "05-stocuri-si-evaluare.md": "copy",
            "06-amortizare-notite-de-studiu.txt": "copy",
            "07-salarii-si-contributii.md": "docx",
            "08-contabilitate-test-final-barem.md": "pdf",
        },
    },
}
_SET57_COURSES = {
    "forestry": {
        "label": "Forestry",
        "files": {
            "01-tree-growth-and-rings.md": "pdf",
            "02-silviculture-slides.md": "pptx",
            "03-forest-measurement.md": "docx",
            "04-forest-pests-and-diseases.md": "html",
            "05-forest-fire.md": "copy",
            "06-timber-and-carbon-study-notes.txt": "copy",
            "07-bosbeheer-in-nederland.md": "pdf",
            "08-forestry-end-of-unit-mark-scheme.md": "html",
        },
    },
    "textile-science": {
        "label": "Textile Science",
        "files": {
            "01-fibres-natural-and-synthetic.md": "pdf",
            "02-spinning-and-weaving-slides.md": "pptx",
            "03-knitting.md": "docx",
            "04-dyeing-and-colour-fastness.md": "html",
            "05-fabric-testing.md": "copy",
            "06-care-labels-study-notes.txt": "copy",
            "07-wlokna-i-tkaniny-w-polsce.md": "docx",
            "08-textiles-test-mark-scheme.md": "copy",
        },
    },
}
_SET56_COURSES = {
    "brewing-science": {
        "label": "Brewing Science",
        "files": {
            "01-malting-and-mashing.md": "pdf",
            "02-hops-and-bitterness-slides.md": "pptx",
            "03-yeast-and-fermentation.md": "docx",
            "04-brewing-water-chemistry.md": "html",
            "05-off-flavours-guide.md": "copy",
            "06-packaging-and-conditioning-study-notes.txt": "copy",
            "07-dansk-oel-og-carlsberg.md": "html",
            "08-brewing-unit-quiz-memo.md": "docx",
        },
    },
    "paleontology": {
        "label": "Paleontology",
        "files": {
            "01-fossilisation-and-taphonomy.md": "pdf",
            "02-dating-rocks-and-fossils-slides.md": "pptx",
            "03-dinosaurs.md": "docx",
            "04-mass-extinctions.md": "html",
            "05-trace-fossils.md": "copy",
            "06-field-methods-study-notes.txt": "copy",
            "07-fossil-i-sverige.md": "pdf",
            "08-fossil-dating-test-memo.txt": "copy",
        },
    },
}

# Files written in another language (set 41's mechanism). They may hold Latin-1 letters and signs
# (accents, umlauts, inverted marks, the euro sign is NOT Latin-1); every other file stays pure
# ASCII. Set 55: a French DOCX (fr), a Spanish PDF (es, WinAnsi text), and the urban-planning
# study notes, copied unchanged, whose one French line in the middle has accents.
FOREIGN = {name: "fi" for name in COURSES["volcanology"]["files"]}
FOREIGN.update({name: "ro" for name in COURSES["bookkeeping"]["files"]})
# Set 58: the letters a Romanian source may hold beyond Latin-1 (a-breve, s and t with comma below)
ROMANIAN_EXTRA = "\u0102\u0103\u0218\u0219\u021a\u021b"
DOCX_LANG = {"fi": "fi-FI", "ro": "ro-RO", "pl": "pl-PL", "da": "da-DK", "sv": "sv-SE", "fr": "fr-FR", "it": "it-IT", "de": "de-DE", "es": "es-ES", "pt": "pt-PT", "nl": "nl-NL"}

# Set 49: the words the builder itself adds to a foreign file (PDF footer and document subject,
# HTML breadcrumb, contents heading and footer), in the file's language. Set 55: the French
# DOCX's subject, the Spanish PDF's footer and subject.
LOCAL = {
    "fi": {"label": "Vulkanologia", "page": "sivu", "readings": "Lukumateriaali", "contents": "T\u00e4ll\u00e4 sivulla",
           "footer": "Lukumateriaali kurssille {label}. Tuo kysymyksesi viikkoseminaariin."},
    "ro": {"label": "Contabilitate", "page": "pagina", "readings": "Materiale de studiu", "contents": "Pe aceast\u0103 pagin\u0103",
           "footer": "Material de studiu pentru cursul de {label}. Aduce\u021bi \u00eentreb\u0103rile la seminarul s\u0103pt\u0103m\u00e2nal."},
    "nl": {"label": "Bosbouw", "page": "pagina"},
    "pl": {"label": "Nauka o tekstyliach"},
    "da": {"label": "Bryggerividenskab", "readings": "L\u00e6sestof", "contents": "P\u00e5 denne side",
           "footer": "L\u00e6sestof til {label}. Tag dine sp\u00f8rgsm\u00e5l med til seminaret."},
    "sv": {"label": "Paleontologi", "page": "sida"},
}

# Set 51: kinds of "!" source line (see the docstring) and the formats that take each.
HIDDEN_KINDS = {
    "white": {"pdf", "docx"}, "invisible": {"pdf"}, "tiny": {"pdf", "docx"}, "vanish": {"docx"},
    "meta": {"pdf", "docx", "pptx", "html"}, "raw": {"html"}, "css": {"html"},
    # set 54
    "nearwhite": {"pdf"}, "offpage": {"pdf"}, "clipped": {"pdf"}, "keyfooter": {"pdf"},
    "customxml": {"docx"}, "box": {"docx"}, "master": {"pptx"},
    # set 55
    "outlinekey": {"pdf"}, "annot": {"pdf"}, "customprops": {"docx"}, "offslide": {"pptx"},
    # set 56
    "squash": {"pdf"}, "covered": {"pdf"}, "keyheader": {"pdf"}, "zerobox": {"pptx"},
    # set 57
    "cliptext": {"pdf"}, "layeroff": {"pdf"}, "boldlead": {"pdf"}, "italicline": {"pdf"},
    "caption": {"pdf", "docx"}, "hiddenshape": {"pptx"}, "cleartext": {"pptx"}, "footline": {"pptx"},
    "sticker": {"pptx"}, "sdt": {"docx"}, "pagetitle": {"html"},
    # set 58
    "camo": {"pdf"}, "cropout": {"pdf"}, "xobject": {"pdf"}, "watermark": {"pdf"}, "boxed": {"pdf"},
    "marginnote": {"pdf"}, "glossary": {"docx"}, "firstheader": {"docx"}, "sectionheader": {"docx"},
    "watermarkheader": {"docx"}, "tablecaption": {"docx"}, "unusedlayout": {"pptx"}, "orphanslide": {"pptx"},
    "section": {"pptx"}, "sidelabel": {"pptx"}, "subtitle": {"pptx"},
}
INLINE = re.compile(r"\{\{(vanish|white|tiny|comment|footnote|deleted|faint|fieldif|movedfrom|staffnote|bold|blackbar):(.*?)\}\}")

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
FONTS = {"F1": ("Helvetica", _HELV), "F2": ("Helvetica-Bold", _HELVB), "F3": ("Courier", None),
         "F4": ("Helvetica-Oblique", _HELV)}  # set 57: oblique for !italicline


def text_width(s, font, size):
    table = FONTS[font][1]
    if table is None:
        return 0.6 * size * len(s)
    return sum(table[ord(c) - 32] if 32 <= ord(c) <= 126 else 556 for c in s) * size / 1000


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


# Set 58: six Romanian letters that WinAnsi lacks, on codes that WinAnsi leaves unused (or on the
# euro sign's code, which this set never uses); the font's /Differences array names their glyphs.
PDF_CUSTOM = {"\u021a": 0x80, "\u0103": 0x81, "\u0102": 0x8D, "\u0219": 0x8F, "\u0218": 0x90, "\u021b": 0x9D}
PDF_DIFFERENCES = "[128 /Tcommaaccent 129 /abreve 141 /Abreve 143 /scommaaccent 144 /Scommaaccent 157 /tcommaaccent]"


def pdf_enc(s):
    """Set 58: the string as the font's one-byte codes (returned as a latin-1 str)."""
    out = []
    for c in s:
        if c in PDF_CUSTOM:
            out.append(chr(PDF_CUSTOM[c]))
        elif ord(c) < 128 or 160 <= ord(c) <= 255:
            out.append(c)
        else:
            raise SystemExit(f"character {c!r} cannot be written to a PDF")
    return "".join(out)


def pdf_str(s):
    s = pdf_enc(s)
    return "(" + s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ")"


def pdf_utf16(s):
    """Set 58: a text string for the information dictionary (UTF-16BE with a byte-order mark)."""
    return "<FEFF" + s.encode("utf-16-be").hex().upper() + ">"


def to_unicode_cmap():
    """Set 58: a ToUnicode CMap for the one-byte codes every font of this set uses."""
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


class PDFDoc:
    W, H = 595.28, 841.89
    LEFT, RIGHT, TOP, BOTTOM = 70.0, 70.0, 64.0, 64.0

    def __init__(self, label, title, page_word="page"):
        self.label, self.title, self.page_word = label, title, page_word
        self.keywords = None
        self.pages = []
        self.extra = []  # set 54: footer words added on each page (None for none)
        self.outline = []  # set 55: (title, 0-based page) bookmark entries
        self.annots = {}  # set 55: 0-based page -> [note texts]
        self.header = []  # set 56: running header text per page (None for none)
        self.layer = False  # set 57: an optional-content layer (OFF) is used
        self.crop = False  # set 58: every page gets a CropBox smaller than its MediaBox
        self.xobjects = {}  # set 58: 0-based page -> [texts of unpainted form XObjects]
        self.wm = []  # set 58: watermark text per page (None for none)
        self.ops = None
        self.y = 0.0
        self.new_page()

    @property
    def width(self):
        return self.W - self.LEFT - self.RIGHT

    def new_page(self):
        self.ops = []
        self.pages.append(self.ops)
        self.extra.append(self.extra[-1] if self.extra else None)
        self.header.append(self.header[-1] if self.header else None)
        self.wm.append(self.wm[-1] if self.wm else None)
        self.y = self.H - self.TOP

    def room(self, h):
        """Start a new page unless h points fit above the bottom margin."""
        if self.y - h < self.BOTTOM:
            self.new_page()

    def text(self, x, y, s, font, size, mode=None):
        op = f"BT /{font} {size:g} Tf {x:.2f} {y:.2f} Td {pdf_str(s)} Tj ET"
        if mode == "white":
            op = f"q 1 g {op} Q"
        elif mode == "invisible":
            op = f"q BT 3 Tr ET {op} Q"
        elif mode == "nearwhite":
            op = f"q 0.97 g {op} Q"
        elif mode == "clipped":
            op = f"q 0 0 0 0 re W n {op} Q"
        elif mode == "camo":  # set 58: text in the colour of the box painted under it
            w = text_width(s, font, size)
            op = (f"q 0.85 0.92 0.98 rg {x - 3:.2f} {y - 4:.2f} {w + 6:.2f} {size + 6:.2f} re f "
                  f"BT /{font} {size:g} Tf {x:.2f} {y:.2f} Td {pdf_str(s)} Tj ET Q")
        elif mode == "cliptext":  # set 57: render mode 7, clip only
            op = f"q BT 7 Tr ET {op} Q"
        elif mode == "layeroff":  # set 57: optional content whose layer is off
            self.layer = True
            op = f"/OC /OC1 BDC {op} EMC"
        elif mode == "squash":  # set 56: 1 per cent horizontal scaling
            op = f"q BT /{font} {size:g} Tf 1 Tz {x:.2f} {y:.2f} Td {pdf_str(s)} Tj ET Q"
        elif mode == "covered":  # set 56: painted over by a white rectangle
            w = text_width(s, font, size)
            op = f"{op} q 1 g {x - 2:.2f} {y - 4:.2f} {w + 4:.2f} {size + 6:.2f} re f Q"
        elif mode == "offpage":
            op = f"BT /{font} {size:g} Tf {self.W + 36:.2f} {y:.2f} Td {pdf_str(s)} Tj ET"
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

    def save(self, out):
        objs = {}
        objs[1] = "<< /Type /Catalog /Pages 2 0 R >>"
        font_ids = {}
        streams = {}
        enc_id, tu_id = 3, 4  # set 58: WinAnsi plus Differences, and a ToUnicode CMap
        objs[enc_id] = f"<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences {PDF_DIFFERENCES} >>"
        streams[tu_id] = zlib.compress(to_unicode_cmap().encode("ascii"))
        n = 5
        for key, (base, _) in FONTS.items():
            objs[n] = f"<< /Type /Font /Subtype /Type1 /BaseFont /{base} /Encoding {enc_id} 0 R /ToUnicode {tu_id} 0 R >>"
            font_ids[key] = n
            n += 1
        res = "<< /Font << " + " ".join(f"/{k} {v} 0 R" for k, v in font_ids.items()) + " >> >>"
        font_res = res
        stream_dict = {}  # set 58: extra dictionary entries of a stream (form XObjects)
        if self.layer:  # set 57: one optional content group, switched off in the catalog
            ocg = n
            objs[ocg] = "<< /Type /OCG /Name (Staff layer) >>"
            n += 1
            res = res[:-3] + f" /Properties << /OC1 {ocg} 0 R >> >>"
            objs[1] = (f"<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs [{ocg} 0 R] "
                       f"/D << /Order [{ocg} 0 R] /OFF [{ocg} 0 R] >> >> >>")
        kids = []
        total = len(self.pages)
        annot_ids = {}
        for pi, notes in sorted(self.annots.items()):
            for note in notes:
                annot_ids.setdefault(pi, []).append(n)
                objs[n] = (f"<< /Type /Annot /Subtype /Text /Rect [540 790 560 810] /Open false "
                           f"/Name /Comment /Contents {pdf_str(note)} >>")
                n += 1
        for i, ops in enumerate(self.pages, 1):
            foot = f"{self.label} - {self.page_word} {i}"
            if self.extra[i - 1]:
                foot += f" - {self.extra[i - 1]}"
            fx = (self.W - text_width(foot, "F1", 9)) / 2
            head = []
            if self.wm[i - 1]:  # set 58: a diagonal watermark, drawn first (under the text)
                ww = text_width(self.wm[i - 1], "F2", 30)
                ox, oy = self.W / 2 - ww / 2 * 0.7071, self.H / 2 - ww / 2 * 0.7071
                head.append(f"q 0.82 g BT /F2 30 Tf 0.7071 0.7071 -0.7071 0.7071 {ox:.2f} {oy:.2f} Tm "
                            f"{pdf_str(self.wm[i - 1])} Tj ET Q")
            if self.header[i - 1]:  # set 56: running header at the top of the page
                hx = (self.W - text_width(self.header[i - 1], "F1", 9)) / 2
                head = [f"BT /F1 9 Tf {hx:.2f} {self.H - 34:.2f} Td {pdf_str(self.header[i - 1])} Tj ET"]
            body = "\n".join(head + ops + ["0.5 w", f"BT /F1 9 Tf {fx:.2f} 30 Td {pdf_str(foot)} Tj ET"])
            data = zlib.compress(body.encode("latin-1"))
            page_id, content_id = n, n + 1
            n += 2
            annots = ""
            if i - 1 in annot_ids:
                annots = " /Annots [" + " ".join(f"{a} 0 R" for a in annot_ids[i - 1]) + "]"
            page_res = res
            if i - 1 in self.xobjects:  # set 58: form XObjects in the resources, never painted
                names = []
                for j, xt in enumerate(self.xobjects[i - 1], 1):
                    lines = wrap(xt, "F1", 10, self.width)
                    ops = " ".join(f"BT /F1 10 Tf {self.LEFT:.2f} {420 - 13 * k:.2f} Td {pdf_str(ln)} Tj ET"
                                   for k, ln in enumerate(lines))
                    streams[n] = zlib.compress(ops.encode("latin-1"))
                    stream_dict[n] = f"/Type /XObject /Subtype /Form /BBox [0 0 {self.W} {self.H}] /Resources {font_res} "
                    names.append(f"/Fx{j} {n} 0 R")
                    n += 1
                page_res = page_res[:-3] + " /XObject << " + " ".join(names) + " >> >>"
            crop = f" /CropBox [14 18 {self.W - 14:.2f} {self.H - 18:.2f}]" if self.crop else ""
            objs[page_id] = (f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {self.W} {self.H}]{crop} "
                             f"/Resources {page_res} /Contents {content_id} 0 R{annots} >>")
            streams[content_id] = data
            kids.append(page_id)
        objs[2] = f"<< /Type /Pages /Kids [{' '.join(f'{k} 0 R' for k in kids)}] /Count {total} >>"
        if self.outline:  # set 55: a document outline (bookmarks)
            top, first = n, n + 1
            items = list(range(first, first + len(self.outline)))
            for j, (otitle, opage) in enumerate(self.outline):
                links = (f" /Prev {items[j - 1]} 0 R" if j else "") + (
                    f" /Next {items[j + 1]} 0 R" if j + 1 < len(items) else "")
                objs[items[j]] = (f"<< /Title {pdf_str(otitle)} /Parent {top} 0 R{links} "
                                  f"/Dest [{kids[opage]} 0 R /XYZ 0 {self.H:g} 0] >>")
            objs[top] = f"<< /Type /Outlines /First {items[0]} 0 R /Last {items[-1]} 0 R /Count {len(items)} >>"
            objs[1] = f"<< /Type /Catalog /Pages 2 0 R /Outlines {top} 0 R /PageMode /UseOutlines >>"
            n = items[-1] + 1
        info_id = n
        kw = f"/Keywords {pdf_str(self.keywords)} " if self.keywords else ""
        objs[info_id] = (f"<< /Title {pdf_utf16(self.title)} /Subject {pdf_utf16(self.label)} {kw}"
                         f"/Producer (set 58 course builder, Python standard library) >>")
        out_bytes = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
        offsets = {}
        for oid in sorted(set(objs) | set(streams)):
            offsets[oid] = len(out_bytes)
            if oid in streams:
                data = streams[oid]
                out_bytes += f"{oid} 0 obj\n<< {stream_dict.get(oid, '')}/Length {len(data)} /Filter /FlateDecode >>\nstream\n".encode()
                out_bytes += data + b"\nendstream\nendobj\n"
            else:
                out_bytes += f"{oid} 0 obj\n{objs[oid]}\nendobj\n".encode("latin-1")
        xref = len(out_bytes)
        size = max(offsets) + 1
        out_bytes += f"xref\n0 {size}\n0000000000 65535 f \n".encode()
        for oid in range(1, size):
            out_bytes += f"{offsets[oid]:010d} 00000 n \n".encode()
        out_bytes += f"trailer\n<< /Size {size} /Root 1 0 R /Info {info_id} 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
        Path(out).write_bytes(bytes(out_bytes))
        return total


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


def build_pdf(blocks, label, out, page_word="page"):
    title = next(x for k, x in blocks if k == "h1")
    doc = PDFDoc(label, title, page_word)
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
            if hk == "meta":
                doc.keywords = text
            elif hk == "keyfooter":
                doc.new_page()
                doc.extra[-1] = text
            elif hk == "keyheader":  # set 56
                doc.new_page()
                doc.header[-1] = text
            elif hk == "outlinekey":  # set 55
                doc.new_page()
                doc.outline.append((text, len(doc.pages) - 1))
            elif hk == "annot":  # set 55
                doc.annots.setdefault(len(doc.pages) - 1, []).append(text)
            elif hk == "tiny":
                doc.lines(wrap(text, "F1", 1, doc.width), "F1", 1, 1.5, doc.LEFT, doc.LEFT)
            elif hk == "boldlead":  # set 57: a bold body-size line leading the next paragraph
                doc.room(3 * lead)
                doc.lines(wrap(text, "F2", body, doc.width), "F2", body, lead, doc.LEFT, doc.LEFT)
            elif hk == "italicline":  # set 57
                doc.room(3 * lead)
                doc.lines(wrap(text, "F4", 10.5, doc.width), "F4", 10.5, lead, doc.LEFT, doc.LEFT)
            elif hk == "watermark":  # set 58
                doc.new_page()
                doc.wm[-1] = text
            elif hk == "xobject":  # set 58
                doc.xobjects.setdefault(len(doc.pages) - 1, []).append(text)
            elif hk == "cropout":  # set 58: one line below the CropBox's bottom edge
                doc.crop = True
                if text_width(text, "F1", 8) > doc.width:
                    raise SystemExit(f"!cropout line too long: {text!r}")
                doc.ops.append(f"BT /F1 8 Tf {doc.LEFT:.2f} 8.00 Td {pdf_str(text)} Tj ET")
            elif hk == "boxed":  # set 58: a bold line in a framed box
                doc.room(3 * lead)
                doc.y -= 4
                doc.text(doc.LEFT + 8, doc.y - 15, text, "F2", body)
                doc.rect(doc.LEFT, doc.y - 22, doc.width, 22)
                doc.y -= 30
            elif hk == "marginnote":  # set 58: rotated 90 degrees in the left margin
                mw = text_width(text, "F2", 9)
                doc.room(mw + 30)
                doc.ops.append(f"q 0.25 g BT /F2 9 Tf 0 1 -1 0 52.00 {doc.y - mw - 12:.2f} Tm {pdf_str(text)} Tj ET Q")
            elif hk == "caption":  # set 57: a small bold caption above the next table
                doc.room(6 * lead)
                doc.lines(wrap(text, "F2", 9, doc.width), "F2", 9, 13, doc.LEFT, doc.LEFT)
            else:
                doc.lines(wrap(text, "F1", body, doc.width), "F1", body, lead, doc.LEFT, doc.LEFT, hk)
                doc.y -= 6
    return doc.save(out)


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
<w:style w:type="paragraph" w:styleId="Caption"><w:name w:val="caption"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:after="60"/></w:pPr><w:rPr><w:i/><w:color w:val="44546A"/><w:sz w:val="18"/></w:rPr></w:style>
<w:style w:type="character" w:styleId="StaffNote"><w:name w:val="Staff Note"/><w:rPr><w:vanish/><w:color w:val="C00000"/></w:rPr></w:style>
<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>
<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:basedOn w:val="TableNormal"/><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr>
<w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:left w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:bottom w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:right w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:insideH w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:insideV w:val="single" w:sz="4" w:space="0" w:color="auto"/></w:tblBorders></w:tblPr></w:style>
</w:styles>'''


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


def w_par(text, style=None, num=None):
    ppr = ""
    if style or num:
        ppr = "<w:pPr>"
        if style:
            ppr += f'<w:pStyle w:val="{style}"/>'
        if num:
            ppr += f'<w:numPr><w:ilvl w:val="0"/><w:numId w:val="{num}"/></w:numPr>'
        ppr += "</w:pPr>"
    runs = []
    pos = 0
    for m in list(INLINE.finditer(text)) + [None]:
        end = m.start() if m else len(text)
        if text[pos:end]:
            runs.append(f'<w:r><w:t xml:space="preserve">{t(text[pos:end])}</w:t></w:r>')
        if m and m.group(1) == "footnote":  # set 55
            fid = len(FOOTNOTES) + 1
            FOOTNOTES.append(m.group(2))
            runs.append(f'<w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:footnoteReference w:id="{fid}"/></w:r>')
            pos = m.end()
        elif m and m.group(1) == "deleted":  # set 56: a tracked deletion
            runs.append(f'<w:del w:id="{900 + len(runs)}" w:author="Course team" w:date="2026-09-01T09:00:00Z">'
                        f'<w:r><w:delText xml:space="preserve">{t(m.group(2))}</w:delText></w:r></w:del>')
            pos = m.end()
        elif m and m.group(1) == "movedfrom":  # set 57: the source of a tracked move
            mid = 700 + len(runs)
            runs.append(f'<w:moveFromRangeStart w:id="{mid}" w:author="Course team" w:date="2026-09-01T09:00:00Z" w:name="move{mid}"/>'
                        f'<w:moveFrom w:id="{mid + 1}" w:author="Course team" w:date="2026-09-01T09:00:00Z">'
                        f'<w:r><w:t xml:space="preserve">{t(m.group(2))}</w:t></w:r></w:moveFrom>'
                        f'<w:moveFromRangeEnd w:id="{mid}"/>')
            pos = m.end()
        elif m and m.group(1) == "fieldif":  # set 56: text only in an IF field's unused branch
            runs.append('<w:r><w:fldChar w:fldCharType="begin"/></w:r>'
                        f'<w:r><w:instrText xml:space="preserve"> IF 1 = 2 "{t(m.group(2))}" "" </w:instrText></w:r>'
                        '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>')
            pos = m.end()
        elif m and m.group(1) == "comment":
            cid = len(COMMENTS)
            COMMENTS.append(m.group(2))
            runs.append(f'<w:commentRangeStart w:id="{cid}"/><w:commentRangeEnd w:id="{cid}"/>'
                        f'<w:r><w:commentReference w:id="{cid}"/></w:r>')
            pos = m.end()
        elif m:
            runs.append(f'<w:r><w:rPr>{HIDDEN_RPR[m.group(1)]}</w:rPr><w:t xml:space="preserve">{t(m.group(2))}</w:t></w:r>')
            pos = m.end()
    return f'<w:p>{ppr}' + "".join(runs) + '</w:p>'


COMMENTS = []  # set 54: the comments of the DOCX being built ({{comment:...}})
FOOTNOTES = []  # set 55: the footnotes of the DOCX being built ({{footnote:...}}), ids from 1


def footnotes_xml(notes):
    sep = ('<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>'
           '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>')
    items = "".join(f'<w:footnote w:id="{i}"><w:p><w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr>'
                    f'<w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> {t(c)}</w:t></w:r></w:p></w:footnote>'
                    for i, c in enumerate(notes, 1))
    return XML_DECL + f'<w:footnotes xmlns:w="{W_NS}">{sep}{items}</w:footnotes>'


def custom_props_xml(text):
    return (XML_DECL + '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" '
            'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">'
            '<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="CourseTeamNote">'
            f'<vt:lpwstr>{t(text)}</vt:lpwstr></property></Properties>')
VML_NS = "urn:schemas-microsoft-com:vml"


def comments_xml(comments):
    items = "".join(f'<w:comment w:id="{i}" w:author="Course team" w:date="2026-09-01T09:00:00Z" w:initials="CT">'
                    f'<w:p><w:r><w:t xml:space="preserve">{t(c)}</w:t></w:r></w:p></w:comment>'
                    for i, c in enumerate(comments))
    return XML_DECL + f'<w:comments xmlns:w="{W_NS}">{items}</w:comments>'


def text_box(inner):
    """Set 54: a paragraph holding a VML text box whose content is the given paragraphs."""
    return ('<w:p><w:r><w:pict><v:rect style="width:451pt;height:160pt" strokecolor="#1F3864" '
            'strokeweight="1pt" fillcolor="#FFF8E1" filled="t"><v:textbox style="mso-fit-shape-to-text:t">'
            '<w:txbxContent>' + "".join(inner) + '</w:txbxContent></v:textbox></v:rect></w:pict></w:r></w:p>')


HIDDEN_RPR = {"blackbar": '<w:color w:val="000000"/><w:highlight w:val="black"/>', "bold": "<w:b/>", "staffnote": '<w:rStyle w:val="StaffNote"/>', "faint": '<w:color w:val="F4F4F4"/>', "vanish": "<w:vanish/>", "white": '<w:color w:val="FFFFFF"/>', "tiny": '<w:sz w:val="2"/><w:szCs w:val="2"/>'}


O_NS = "urn:schemas-microsoft-com:office:office"
SECT_PAGE = ('<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" '
             'w:left="1440" w:header="708" w:footer="708" w:gutter="0"/>')


def header_xml(text, watermark=False):
    """Set 58: a header part: a right-aligned line of text, or a WordArt watermark whose text is
    only the string attribute of a VML text path."""
    if watermark:
        para = ('<w:p><w:pPr><w:jc w:val="right"/></w:pPr><w:r><w:pict>'
                '<v:shapetype id="_x0000_t136" coordsize="21600,21600" o:spt="136" adj="10800" '
                'path="m@7,l@8,m@5,21600l@6,21600e"><v:path textpathok="t" o:connecttype="custom"/>'
                '<v:textpath on="t" fitshape="t"/><o:lock v:ext="edit" text="t" shapetype="t"/></v:shapetype>'
                '<v:shape id="PowerPlusWaterMarkObject58" o:spid="_x0000_s2058" type="#_x0000_t136" '
                'style="position:absolute;margin-left:0;margin-top:0;width:470pt;height:100pt;rotation:315;'
                'z-index:-251657216;mso-position-horizontal:center;mso-position-horizontal-relative:margin;'
                'mso-position-vertical:center;mso-position-vertical-relative:margin" o:allowincell="f" '
                'fillcolor="silver" stroked="f"><v:fill opacity=".5"/>'
                f'<v:textpath style="font-family:&quot;Calibri&quot;;font-size:1pt" string="{t(text)}"/>'
                '</v:shape></w:pict></w:r></w:p>')
    else:
        para = (f'<w:p><w:pPr><w:jc w:val="right"/></w:pPr><w:r><w:rPr><w:b/><w:color w:val="7F7F7F"/><w:sz w:val="18"/></w:rPr>'
                f'<w:t xml:space="preserve">{t(text)}</w:t></w:r></w:p>')
    return XML_DECL + f'<w:hdr xmlns:w="{W_NS}" xmlns:r="{R_NS}" xmlns:v="{VML_NS}" xmlns:o="{O_NS}">{para}</w:hdr>'


def glossary_xml(text):
    """Set 58: a glossary document with one AutoText building block holding text."""
    return (XML_DECL + f'<w:glossaryDocument xmlns:w="{W_NS}"><w:docParts><w:docPart><w:docPartPr>'
            '<w:name w:val="Nota profesorului"/><w:category><w:name w:val="General"/><w:gallery w:val="autoTxt"/></w:category>'
            '<w:behaviors><w:behavior w:val="content"/></w:behaviors><w:guid w:val="{3E5A0C58-58A1-4C58-9058-2026091E0058}"/>'
            f'</w:docPartPr><w:docPartBody><w:p><w:r><w:t xml:space="preserve">{t(text)}</w:t></w:r></w:p></w:docPartBody>'
            '</w:docPart></w:docParts></w:glossaryDocument>')


def build_docx(blocks, label, out, lang="en-GB"):
    COMMENTS.clear()
    FOOTNOTES.clear()
    headers = []  # set 58: (reference type, header part xml); the last section's references
    glossary = None  # set 58
    table_caption = None  # set 58: alt-text title of the next table
    props = None  # set 55: custom document property
    custom = None
    box = None  # set 54: the outer body while a text box is being written
    sdt = None  # set 57: the outer body while a content control is being written
    body = []
    numbered_lists = 0
    prev = None
    text_width_twips = 9026  # A4 with 1 inch margins
    desc = None
    for kind, x in blocks:
        if kind == "hid":
            if x[0] == "meta":
                desc = x[1]
            elif x[0] == "customxml":
                custom = x[1]
            elif x[0] == "customprops":
                props = x[1]
            elif x[0] == "caption":  # set 57
                body.append(w_par(x[1], "Caption"))
            elif x[0] == "glossary":  # set 58
                glossary = x[1]
            elif x[0] == "firstheader":  # set 58: never shown (no w:titlePg)
                headers.append(("first", header_xml(x[1])))
            elif x[0] in ("sectionheader", "watermarkheader"):  # set 58: a section break here
                if headers:
                    raise SystemExit("one section break per DOCX")
                body.append(f'<w:p><w:pPr><w:sectPr>{SECT_PAGE}</w:sectPr></w:pPr></w:p>')
                headers.append(("default", header_xml(x[1], x[0] == "watermarkheader")))
            elif x[0] == "tablecaption":  # set 58
                table_caption = x[1]
            elif x[0] == "sdt" and x[1].startswith("start "):  # set 57: block content control
                sdt_label = x[1][len("start "):]
                sdt, body = body, []
            elif x[0] == "sdt" and x[1] == "end":
                body = sdt + ['<w:sdt><w:sdtPr><w:alias w:val="' + t(sdt_label) + '"/><w:tag w:val="' + t(sdt_label)
                              + '"/><w:id w:val="57057"/></w:sdtPr><w:sdtContent>' + "".join(body) + "</w:sdtContent></w:sdt>"]
                sdt = None
            elif x[0] == "box" and x[1] == "start":
                box, body = body, []
            elif x[0] == "box" and x[1] == "end":
                box, body = None, box + [text_box(body)]
            else:
                body.append(f'<w:p><w:r><w:rPr>{HIDDEN_RPR[x[0]]}</w:rPr><w:t xml:space="preserve">{t(x[1])}</w:t></w:r></w:p>')
        elif kind == "h1":
            body.append(w_par(x, "Title"))
        elif kind == "h2":
            body.append(w_par(x, "Heading1"))
        elif kind == "p":
            body.append(w_par(x))
        elif kind == "li":
            body.append(w_par(x, "ListParagraph", 1))
        elif kind == "ol":
            if prev != "ol":
                numbered_lists += 1
            body.append(w_par(x[1], "ListParagraph", numbered_lists + 1))
        elif kind == "code":
            runs = []
            for i, ln in enumerate(x):
                if i:
                    runs.append("<w:r><w:br/></w:r>")
                runs.append(f'<w:r><w:t xml:space="preserve">{t(ln)}</w:t></w:r>')
            body.append('<w:p><w:pPr><w:pStyle w:val="Code"/></w:pPr>' + "".join(runs) + "</w:p>")
        elif kind == "table":
            widths = col_widths(x, text_width_twips, 68)
            rows = []
            for i, r in enumerate(x):
                cells = []
                for c, w in zip(r, widths):
                    rpr = "<w:rPr><w:b/></w:rPr>" if i == 0 else ""
                    cells.append(f'<w:tc><w:tcPr><w:tcW w:w="{w}" w:type="dxa"/></w:tcPr>'
                                 f'<w:p><w:r>{rpr}<w:t xml:space="preserve">{t(c)}</w:t></w:r></w:p></w:tc>')
                trpr = "<w:trPr><w:tblHeader/></w:trPr>" if i == 0 else ""
                rows.append(f"<w:tr>{trpr}" + "".join(cells) + "</w:tr>")
            grid = "".join(f'<w:gridCol w:w="{w}"/>' for w in widths)
            cap = f'<w:tblCaption w:val="{t(table_caption)}"/>' if table_caption else ""
            table_caption = None
            body.append('<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/>'
                        '<w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="1" w:lastColumn="0" w:noHBand="0" w:noVBand="1"/>' + cap + '</w:tblPr>'
                        f"<w:tblGrid>{grid}</w:tblGrid>" + "".join(rows) + "</w:tbl>")
            body.append("<w:p/>")
        prev = kind
    refs = "".join(f'<w:headerReference w:type="{ty}" r:id="rIdH{i}"/>' for i, (ty, _x) in enumerate(headers, 1))
    sect = f'<w:sectPr>{refs}{SECT_PAGE}</w:sectPr>'  # set 58: no w:titlePg, so a "first" header is unused
    if box is not None:
        raise SystemExit("unclosed !box")
    document = (XML_DECL + f'<w:document xmlns:w="{W_NS}" xmlns:r="{R_NS}" xmlns:v="{VML_NS}"><w:body>'
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
          + "".join(f'<Override PartName="/word/header{i}.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>'
                    for i in range(1, len(headers) + 1))
          + ('<Override PartName="/word/glossary/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.glossary+xml"/>'
             if glossary else "")
          + ('<Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/>'
             if COMMENTS else "")
          + ('<Override PartName="/word/footnotes.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"/>'
             if FOOTNOTES else "")
          + ('<Override PartName="/docProps/custom.xml" ContentType="application/vnd.openxmlformats-officedocument.custom-properties+xml"/>'
             if props else "")
          + ('<Override PartName="/customXml/itemProps1.xml" ContentType="application/vnd.openxmlformats-officedocument.customXmlProperties+xml"/>'
             if custom else "")
          + '</Types>')
    doc_rels = (XML_DECL + f'<Relationships xmlns="{PKG_RELS}">'
                '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>'
                '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>'
                + ('<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="comments.xml"/>'
                   if COMMENTS else "")
                + "".join(f'<Relationship Id="rIdH{i}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header{i}.xml"/>'
                          for i in range(1, len(headers) + 1))
                + ('<Relationship Id="rId6" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/glossaryDocument" Target="glossary/document.xml"/>'
                   if glossary else "")
                + ('<Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/customXml" Target="../customXml/item1.xml"/>'
                   if custom else "")
                + ('<Relationship Id="rId5" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes" Target="footnotes.xml"/>'
                   if FOOTNOTES else "")
                + '</Relationships>')
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        zput(z, "[Content_Types].xml", ct)
        rr = root_rels("word/document.xml")
        if props:  # set 55: custom properties part
            rr = rr.replace("</Relationships>", '<Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/custom-properties" Target="docProps/custom.xml"/></Relationships>')
        zput(z, "_rels/.rels", rr)
        zput(z, "docProps/core.xml", core_xml(title, label, desc))
        if props:
            zput(z, "docProps/custom.xml", custom_props_xml(props))
        if FOOTNOTES:
            zput(z, "word/footnotes.xml", footnotes_xml(FOOTNOTES))
        zput(z, "docProps/app.xml", app_xml("set 58 course builder"))
        zput(z, "word/document.xml", document)
        for i, (_ty, hx) in enumerate(headers, 1):  # set 58
            zput(z, f"word/header{i}.xml", hx)
        if glossary:
            zput(z, "word/glossary/document.xml", glossary_xml(glossary))
        if COMMENTS:
            zput(z, "word/comments.xml", comments_xml(COMMENTS))
        if custom:
            zput(z, "customXml/item1.xml", XML_DECL + f'<courseNotes xmlns="urn:example:course-notes"><note>{t(custom)}</note></courseNotes>')
            zput(z, "customXml/itemProps1.xml", XML_DECL + '<ds:datastoreItem ds:itemID="{6F1C2A54-0C54-4B54-9A54-2026091E0054}" '
                 'xmlns:ds="http://schemas.openxmlformats.org/officeDocument/2006/customXml"><ds:schemaRefs/></ds:datastoreItem>')
            zput(z, "customXml/_rels/item1.xml.rels", XML_DECL + f'<Relationships xmlns="{PKG_RELS}">'
                 '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/customXmlProps" Target="itemProps1.xml"/>'
                 '</Relationships>')
        zput(z, "word/styles.xml", DOCX_STYLES.replace('w:lang w:val="en-GB"', f'w:lang w:val="{lang}"'))
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


def _slide_groups(blocks):
    """Split blocks into slides: [(kind, title, [blocks])], the '# ' title first."""
    slides = []
    for kind, x in blocks:
        if kind in ("h1", "h2"):
            slides.append((kind, x, []))
        elif kind == "hid":
            if x[0] in ("offslide", "zerobox", "hiddenshape", "cleartext", "footline", "sticker", "sidelabel"):  # set 55-58: belongs to the current slide
                slides[-1][2].append((x[0], x[1]))
            elif x[0] not in ("meta", "master", "section", "unusedlayout", "orphanslide", "subtitle"):  # set 58: deck-level
                raise SystemExit(f"a deck takes only !meta, !master and !offslide lines: {x!r}")
        else:
            slides[-1][2].append((kind, x))
    return slides


def _sidelabel(sid, text):
    """Set 58: a narrow text box along the slide's left edge, its text rotated (vert270)."""
    return (f'<p:sp><p:nvSpPr><p:cNvPr id="{sid}" name="TextBox {sid - 1}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>'
            f'<p:spPr>{xfrm(int(0.05 * EMU), int(1.3 * EMU), int(0.45 * EMU), int(5.4 * EMU))}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>'
            '<a:solidFill><a:srgbClr val="FCE4D6"/></a:solidFill></p:spPr>'
            '<p:txBody><a:bodyPr vert="vert270" wrap="square" rtlCol="0" anchor="ctr"><a:noAutofit/></a:bodyPr><a:lstStyle/>'
            f'<a:p><a:pPr algn="ctr"/>{a_run(text, 1100, None, True)}</a:p></p:txBody></p:sp>')


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
    tail = []  # set 57: footlines
    i = 0
    while i < len(content):
        k, x = content[i]
        if k == "note":
            i += 1
            continue
        if k == "hiddenshape":  # set 57: a shape hidden in the selection pane
            box = _textbox(sid, (int(7 * EMU), int(4.8 * EMU), int(5 * EMU), int(1 * EMU)), [f"<a:p>{a_run(x, 1400)}</a:p>"])
            shapes.append(box.replace(f'name="TextBox {sid - 1}"/>', f'name="TextBox {sid - 1}" hidden="1"/>', 1))
            sid += 1
            i += 1
            continue
        if k == "cleartext":  # set 57: text filled with alpha 0
            run = (f'<a:r><a:rPr lang="{RUN_LANG["lang"]}" sz="1400" dirty="0"><a:solidFill><a:srgbClr val="1F3864">'
                   f'<a:alpha val="0"/></a:srgbClr></a:solidFill></a:rPr><a:t>{t(x)}</a:t></a:r>')
            shapes.append(_textbox(sid, (int(7 * EMU), int(5.2 * EMU), int(5 * EMU), int(1 * EMU)), [f"<a:p>{run}</a:p>"]))
            sid += 1
            i += 1
            continue
        if k == "footline":  # set 57: small text at the slide's foot, written last
            tail.append((sid, x))
            sid += 1
            i += 1
            continue
        if k == "sticker":  # set 57: a text box inside a group shape, top right
            inner = _textbox(sid + 1, (int(9.6 * EMU), int(0.25 * EMU), int(3.4 * EMU), int(1.1 * EMU)),
                             [f"<a:p>{a_run(x, 1200)}</a:p>"], "FFF2CC")
            shapes.append(f'<p:grpSp><p:nvGrpSpPr><p:cNvPr id="{sid}" name="Group {sid}"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>'
                          f'<p:grpSpPr><a:xfrm><a:off x="{int(9.6 * EMU)}" y="{int(0.25 * EMU)}"/><a:ext cx="{int(3.4 * EMU)}" cy="{int(1.1 * EMU)}"/>'
                          f'<a:chOff x="{int(9.6 * EMU)}" y="{int(0.25 * EMU)}"/><a:chExt cx="{int(3.4 * EMU)}" cy="{int(1.1 * EMU)}"/></a:xfrm></p:grpSpPr>'
                          + inner + '</p:grpSp>')
            sid += 2
            i += 1
            continue
        if k == "sidelabel":  # set 58
            shapes.append(_sidelabel(sid, x))
            sid += 1
            i += 1
            continue
        if k == "zerobox":  # set 56: a text box of zero size on the slide
            shapes.append(_textbox(sid, (int(6 * EMU), int(3 * EMU), 0, 0), [f"<a:p>{a_run(x, 1400)}</a:p>"]))
            sid += 1
            i += 1
            continue
        if k == "offslide":  # set 55: a text box right of the slide's edge
            shapes.append(_textbox(sid, (SLIDE_W + EMU // 2, EMU, 3 * EMU, 2 * EMU), [f"<a:p>{a_run(x, 1400)}</a:p>"]))
            sid += 1
            i += 1
            continue
        if k in ("li", "ol", "p"):
            group = []
            while i < len(content) and content[i][0] in ("li", "ol", "p"):
                if content[i][0] == "note":
                    break
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
    for fsid, ftext in tail:  # set 57
        shapes.append(_textbox(fsid, (left, int(6.95 * EMU), width, int(0.4 * EMU)), [f"<a:p>{a_run(ftext, 1000)}</a:p>"]))
    xml = (XML_DECL + f'<p:sld {NS3}{show}><p:cSld><p:spTree>{GRP}' + "".join(shapes)
           + '</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>')
    return xml, top


NOTES_MASTER = XML_DECL + f'''<p:notesMaster {NS3}><p:cSld><p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg><p:spTree>{GRP}
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


LAYOUT_UNUSED = XML_DECL + f'''<p:sldLayout {NS3} preserve="1" userDrawn="1"><p:cSld name="Opettajan pohja"><p:spTree>{GRP}
{ph_sp(2, "Title 1", '<p:ph type="title"/>')}
<!--UNUSED-TEXT-->
</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>'''


def _deck_sections(blocks):
    """Set 58: [(name, [1-based slide numbers])] from !section lines (each starts at the next
    slide; the title slide joins the first section)."""
    sections, pending, n = [], None, 0
    for kind, x in blocks:
        if kind == "hid" and x[0] == "section":
            pending = x[1]
        elif kind in ("h1", "h2"):
            n += 1
            if pending is not None:
                sections.append((pending, []))
                pending = None
            if sections:
                sections[-1][1].append(n)
    if sections and sections[0][1][0] != 1:
        sections[0][1].insert(0, 1)
    return sections


def build_pptx(blocks, label, out, lang="en-GB"):
    RUN_LANG["lang"] = lang
    subtitle = next((x[1] for k, x in blocks if k == "hid" and x[0] == "subtitle"), None)  # set 58
    unused = next((x[1] for k, x in blocks if k == "hid" and x[0] == "unusedlayout"), None)
    orphan = next((x[1] for k, x in blocks if k == "hid" and x[0] == "orphanslide"), None)
    sections = _deck_sections(blocks)
    if subtitle:
        label = subtitle
    groups = _slide_groups(blocks)
    title = groups[0][1]
    tall = []
    slides = []
    for n, (kind, ttl, content) in enumerate(groups, 1):
        xml, bottom = _slide_xml(kind, ttl, content, label)
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
                    for i in range(1, len(slides) + 1 + (1 if orphan else 0)))
          + ('<Override PartName="/ppt/slideLayouts/slideLayout3.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"/>'
             if unused else "")
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
                    f'<p:sldSz cx="{SLIDE_W}" cy="{SLIDE_H}"/><p:notesSz cx="6858000" cy="9144000"/>'
                    + _section_list(sections) + '</p:presentation>')
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        zput(z, "[Content_Types].xml", ct)
        zput(z, "_rels/.rels", root_rels("ppt/presentation.xml"))
        desc = next((x[1] for k, x in blocks if k == "hid" and x[0] == "meta"), None)
        zput(z, "docProps/core.xml", core_xml(title, label, desc))
        zput(z, "docProps/app.xml", app_xml("set 58 course builder"))
        zput(z, "ppt/presentation.xml", presentation)
        zput(z, "ppt/_rels/presentation.xml.rels", rels(pres_rels))
        zput(z, "ppt/presProps.xml", XML_DECL + f"<p:presentationPr {NS3}/>")
        zput(z, "ppt/viewProps.xml", XML_DECL + f'<p:viewPr {NS3}><p:gridSpacing cx="76200" cy="76200"/></p:viewPr>')
        zput(z, "ppt/tableStyles.xml", XML_DECL + f'<a:tblStyleLst xmlns:a="{A_NS}" def="{{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}}"/>')
        zput(z, "ppt/theme/theme1.xml", THEME)
        master_text = next((x[1] for k, x in blocks if k == "hid" and x[0] == "master"), None)
        extra = ""
        if master_text:  # set 54: a text box on the master, off the right edge of the slide
            extra = _textbox(10, (SLIDE_W + EMU, EMU, 3 * EMU, 2 * EMU), [f"<a:p>{a_run(master_text, 1200)}</a:p>"])
        master = MASTER.replace("<!--MASTER-EXTRA-->", extra)
        mrels = [("rId1", "slideLayout", "../slideLayouts/slideLayout1.xml"),
                 ("rId2", "slideLayout", "../slideLayouts/slideLayout2.xml"),
                 ("rId3", "theme", "../theme/theme1.xml")]
        if unused:  # set 58: a third layout that no slide uses
            master = master.replace('<p:sldLayoutId id="2147483650" r:id="rId2"/>',
                                    '<p:sldLayoutId id="2147483650" r:id="rId2"/><p:sldLayoutId id="2147483651" r:id="rId4"/>')
            mrels.append(("rId4", "slideLayout", "../slideLayouts/slideLayout3.xml"))
            box = _textbox(3, (int(0.6 * EMU), int(5.6 * EMU), int(11 * EMU), int(0.8 * EMU)), [f"<a:p>{a_run(unused, 1400)}</a:p>"])
            zput(z, "ppt/slideLayouts/slideLayout3.xml", LAYOUT_UNUSED.replace("<!--UNUSED-TEXT-->", box))
            zput(z, "ppt/slideLayouts/_rels/slideLayout3.xml.rels",
                 rels([("rId1", "slideMaster", "../slideMasters/slideMaster1.xml")]))
        zput(z, "ppt/slideMasters/slideMaster1.xml", master)
        zput(z, "ppt/slideMasters/_rels/slideMaster1.xml.rels", rels(mrels))
        zput(z, "ppt/slideLayouts/slideLayout1.xml", LAYOUT_TITLE)
        zput(z, "ppt/slideLayouts/slideLayout2.xml", LAYOUT_TITLE_ONLY)
        for n in (1, 2):
            zput(z, f"ppt/slideLayouts/_rels/slideLayout{n}.xml.rels",
                       rels([("rId1", "slideMaster", "../slideMasters/slideMaster1.xml")]))
        zput(z, "ppt/theme/theme2.xml", THEME)
        zput(z, "ppt/notesMasters/notesMaster1.xml", NOTES_MASTER)
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
        if orphan:  # set 58: a deleted slide's part left in the package, pointed to by nothing
            k = len(slides) + 1
            o_title, _sep, o_text = orphan.partition(" :: ")
            xml, _b = _slide_xml("h2", o_title, [("p", o_text)], label)
            zput(z, f"ppt/slides/slide{k}.xml", xml)
            zput(z, f"ppt/slides/_rels/slide{k}.xml.rels", rels([("rId1", "slideLayout", "../slideLayouts/slideLayout2.xml")]))
    return len(slides), tall


def _section_list(sections):
    """Set 58: the deck's sections (PowerPoint 2010 extension list of presentation.xml)."""
    if not sections:
        return ""
    items = "".join(f'<p14:section name="{xesc(name, {chr(34): "&quot;"})}" id="{{5E58{j:04d}-0C58-4A58-8A58-2026091E{j:04d}}}">'
                    '<p14:sldIdLst>' + "".join(f'<p14:sldId id="{255 + n}"/>' for n in nums) + '</p14:sldIdLst></p14:section>'
                    for j, (name, nums) in enumerate(sections, 1))
    return ('<p:extLst><p:ext uri="{521415D9-36F7-43E2-AB2F-B90AF26B5E84}">'
            '<p14:sectionLst xmlns:p14="http://schemas.microsoft.com/office/powerpoint/2010/main">'
            + items + '</p14:sectionLst></p:ext></p:extLst>')


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
    page_title = next((x[1] for k, x in blocks if k == "hid" and x[0] == "pagetitle"), None)  # set 57
    nav = "\n".join(f'<li><a href="#{i}">{e(h)}</a></li>' for i, h in zip(ids, heads))
    loc = LOCAL.get(lang, {})
    css = "".join("\n" + x[1] for k, x in blocks if k == "hid" and x[0] == "css")
    meta = "".join(f'\n<meta name="description" content="{html.escape(x[1])}">'
                   for k, x in blocks if k == "hid" and x[0] == "meta")
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
    if page_title:  # set 57: the page's <title> says what it is
        parts[0] = parts[0].replace(f"<title>{e(title)} | {e(label)}</title>", f"<title>{e(page_title)}</title>", 1)
    footer = loc.get("footer", "Reading for {label}. Bring your questions to the weekly seminar.")
    parts.append(HTML_TAIL.format(footer=e(footer.format(label=label))))
    Path(out).write_text("".join(parts), encoding="utf-8")


def allowed_char(c, name):
    """Set 58: ASCII everywhere; Latin-1 letters and signs in Finnish and Romanian sources; the six
    Romanian letters beyond Latin-1 in Romanian sources; a form feed in a .txt source."""
    o = ord(c)
    if c in "\n\t" or 32 <= o <= 126:
        return True
    if c == "\f":
        return name.endswith(".txt")
    lang = FOREIGN.get(name)
    if lang in ("fi", "ro") and 160 <= o <= 255:
        return True
    return lang == "ro" and c in ROMANIAN_EXTRA


def check_ascii(text, name):
    bad = sorted({c for c in text if not allowed_char(c, name)})
    if bad:
        raise SystemExit(f"{name}: non-ASCII characters {bad!r}")


def main():
    for course, spec in COURSES.items():
        outdir = OUT / course
        if outdir.exists():
            shutil.rmtree(outdir)
        outdir.mkdir(parents=True)
        for name, how in spec["files"].items():
            src = SRC / course / name
            text = src.read_text(encoding="utf-8")
            check_ascii(text, name)
            stem = src.stem
            if how == "copy":
                shutil.copy(src, outdir / name)
                print(f"{course}/{name}: copied")
                continue
            blocks = parse(text)
            loc = LOCAL.get(FOREIGN.get(name), {})
            label = loc.get("label", spec["label"])
            if how != "pptx" and any(k == "note" for k, _ in blocks):
                raise SystemExit(f"{name}: speaker notes only belong in slide decks")
            for k, x in blocks:
                if k == "hid" and how not in HIDDEN_KINDS[x[0]]:
                    raise SystemExit(f"{name}: !{x[0]} lines do not belong in a {how} file")
                text_of = x if isinstance(x, str) else (x[1] if k in ("ol", "hid") else "")
                if how != "docx" and isinstance(text_of, str) and INLINE.search(text_of):
                    raise SystemExit(f"{name}: inline hidden runs only belong in a DOCX")
            if how == "pdf":
                n = build_pdf(blocks, label, outdir / f"{stem}.pdf", loc.get("page", "page"))
                print(f"{course}/{stem}.pdf: {n} pages")
            elif how == "docx":
                build_docx(blocks, label, outdir / f"{stem}.docx", DOCX_LANG.get(FOREIGN.get(name), "en-GB"))
                print(f"{course}/{stem}.docx: built")
            elif how == "pptx":
                n, tall = build_pptx(blocks, label, outdir / f"{stem}.pptx",
                                     DOCX_LANG.get(FOREIGN.get(name), "en-GB"))
                slides = sum(1 for k, _ in blocks if k == "h2")
                flag = "" if not tall else f"  <-- TALL CONTENT on slides {tall}"
                print(f"{course}/{stem}.pptx: {n} slides ({slides} + title){flag}")
            elif how == "html":
                build_html(blocks, label, outdir / f"{stem}.html", FOREIGN.get(name, "en"))
                print(f"{course}/{stem}.html: built")


if __name__ == "__main__":
    main()
