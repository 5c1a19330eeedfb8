"""Build corpus/<course>/ from src/<course>/.

Copied from set 29's builder (itself set 28's and earlier); the course table is changed and PPTX and HTML outputs are added. Source format (markdown-like): '# ' title, '## ' heading,
'- ' bullet, 'N. ' numbered step, '|' table rows ('|---|' separator rows are skipped),
fenced code blocks (lines between ``` fences, kept verbatim), blank-line separated paragraphs.
Sources listed as "slides" are built as a landscape PDF slide deck, and those listed as "pptx" as a
PowerPoint deck (16:9): one '##' slide per page / slide, after a title slide. Sources listed as "html"
become one HTML page. .md and .txt sources listed as "copy" are copied unchanged.
"""
import re
import shutil
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import XPos, YPos
import docx
from docx.shared import Pt
import html
from lxml import etree
from pptx import Presentation
from pptx.dml.color import RGBColor
from pptx.oxml.ns import qn
from pptx.util import Emu, Inches

ROOT = Path(__file__).resolve().parent
SRC = ROOT / "src"
OUT = ROOT / "corpus"

COURSES = {
    "game-theory": {
        "label": "Introduction to Game Theory",
        "files": {
            "01-games-strategies-and-equilibrium.md": "pdf",
            "02-sequential-and-repeated-games-slides.md": "pptx",
            "03-auctions-bargaining-and-information.md": "docx",
            "04-competition-commons-and-evolution.md": "html",
            "05-history-of-game-theory.md": "copy",
        },
    },
    "human-geography": {
        "label": "Introduction to Human Geography",
        "files": {
            "01-population-and-migration.md": "pdf",
            "02-cities-and-urbanisation-slides.md": "pptx",
            "03-development-and-globalisation.md": "docx",
            "04-economic-and-agricultural-geography.md": "html",
            "05-culture-language-and-place-notes.txt": "copy",
        },
    },
}

# Output suffix for each way of building.
SUFFIX = {"pdf": ".pdf", "slides": ".pdf", "pptx": ".pptx", "docx": ".docx", "html": ".html"}


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
        m = NUMBERED.match(line)
        if line.startswith("# "):
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


class CoursePDF(FPDF):
    def __init__(self, label, **kw):
        super().__init__(**kw)
        self.label = label

    def footer(self):
        self.set_y(-12)
        self.set_font("Helvetica", "", 9)
        self.cell(0, 6, f"{self.label} - page {self.page_no()}", align="C")


def check_latin1(text, name):
    try:
        text.encode("latin-1")
    except UnicodeEncodeError as e:
        raise SystemExit(f"{name}: non latin-1 character: {e}")


def add_table(pdf, rows, font_size, line_height):
    pdf.set_font("Helvetica", "", font_size)
    # Column widths in proportion to the longest cell of each column, so that
    # long description cells wrap as little as possible.
    longest = [max(len(r[j]) for r in rows) for j in range(len(rows[0]))]
    word = [max(len(w) for r in rows for w in r[j].split() or [""]) for j in range(len(rows[0]))]
    widths = [max(n, int(w * 1.5) + 3) for n, w in zip(longest, word)]
    with pdf.table(line_height=line_height, text_align="LEFT", col_widths=widths,
                   first_row_as_headings=True) as t:
        for r in rows:
            row = t.row()
            for c in r:
                row.cell(c)


def add_code(pdf, lines, font_size, line_height, indent):
    pdf.set_font("Courier", "", font_size)
    for ln in lines:
        pdf.set_x(pdf.l_margin + indent)
        pdf.multi_cell(0, line_height, ln if ln.strip() else " ", new_x=XPos.LMARGIN, new_y=YPos.NEXT)


def build_pdf(blocks, label, out):
    pdf = CoursePDF(label, orientation="P", format="A4")
    pdf.set_margins(25, 22, 25)
    pdf.set_auto_page_break(True, margin=22)
    pdf.add_page()
    for kind, x in blocks:
        if kind == "h1":
            pdf.set_font("Helvetica", "B", 18)
            pdf.multi_cell(0, 9, x, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            pdf.ln(3)
        elif kind == "h2":
            if pdf.get_y() > pdf.h - 45:
                pdf.add_page()
            pdf.ln(2)
            pdf.set_font("Helvetica", "B", 13)
            pdf.multi_cell(0, 7, x, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            pdf.ln(1)
        elif kind == "p":
            pdf.set_font("Helvetica", "", 12)
            pdf.multi_cell(0, 6.6, x, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            pdf.ln(3)
        elif kind == "li":
            pdf.set_font("Helvetica", "", 12)
            pdf.set_x(pdf.l_margin + 4)
            pdf.multi_cell(0, 6.6, "- " + x, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            pdf.ln(0.8)
        elif kind == "ol":
            pdf.set_font("Helvetica", "", 12)
            pdf.set_x(pdf.l_margin + 4)
            pdf.multi_cell(0, 6.6, f"{x[0]}. {x[1]}", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            pdf.ln(0.8)
        elif kind == "code":
            pdf.ln(1)
            add_code(pdf, x, 9.5, 5, 6)
            pdf.ln(3)
        elif kind == "table":
            pdf.ln(1)
            add_table(pdf, x, 10.5, 6.6)
            pdf.ln(3)
    pdf.output(str(out))
    return pdf.page_no()


def build_slides(blocks, label, out):
    pdf = CoursePDF(label, orientation="L", format="A4")
    pdf.set_margins(25, 18, 25)
    pdf.set_auto_page_break(True, margin=18)
    for kind, x in blocks:
        if kind == "h1":
            pdf.add_page()
            pdf.set_y(70)
            pdf.set_font("Helvetica", "B", 30)
            pdf.multi_cell(0, 14, x, align="C", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            pdf.ln(6)
            pdf.set_font("Helvetica", "", 18)
            pdf.multi_cell(0, 10, label, align="C", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        elif kind == "h2":
            pdf.add_page()
            pdf.set_font("Helvetica", "B", 26)
            pdf.multi_cell(0, 13, x, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            pdf.ln(8)
        elif kind == "li":
            pdf.set_font("Helvetica", "", 19)
            pdf.set_x(pdf.l_margin + 6)
            pdf.multi_cell(0, 10, "- " + x, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            pdf.ln(3)
        elif kind == "ol":
            pdf.set_font("Helvetica", "", 19)
            pdf.set_x(pdf.l_margin + 6)
            pdf.multi_cell(0, 10, f"{x[0]}. {x[1]}", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            pdf.ln(3)
        elif kind == "p":
            pdf.set_font("Helvetica", "", 19)
            pdf.multi_cell(0, 10, x, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            pdf.ln(3)
        elif kind == "code":
            pdf.ln(2)
            add_code(pdf, x, 15, 8, 10)
            pdf.ln(4)
        elif kind == "table":
            add_table(pdf, x, 17, 10)
    pdf.output(str(out))
    return pdf.page_no()


def build_docx(blocks, out):
    d = docx.Document()
    d.styles["Normal"].font.name = "Calibri"
    d.styles["Normal"].font.size = Pt(11)
    for kind, x in blocks:
        if kind == "h1":
            d.add_heading(x, level=1)
        elif kind == "h2":
            d.add_heading(x, level=2)
        elif kind == "p":
            d.add_paragraph(x)
        elif kind == "li":
            d.add_paragraph(x, style="List Bullet")
        elif kind == "ol":
            d.add_paragraph(x[1], style="List Number")
        elif kind == "code":
            p = d.add_paragraph()
            for i, ln in enumerate(x):
                run = p.add_run(ln)
                run.font.name = "Courier New"
                if i < len(x) - 1:
                    run.add_break()
        elif kind == "table":
            t = d.add_table(rows=len(x), cols=len(x[0]))
            t.style = "Table Grid"
            for i, r in enumerate(x):
                for j, c in enumerate(r):
                    t.cell(i, j).text = c
                    if i == 0:
                        for run in t.cell(i, j).paragraphs[0].runs:
                            run.bold = True
            d.add_paragraph("")
    d.save(str(out))


def _bullet(paragraph, char):
    """Give a text-box paragraph a real bullet (a:buChar) with a hanging indent."""
    pPr = paragraph._p.get_or_add_pPr()
    pPr.set("marL", str(Emu(Inches(0.35))))
    pPr.set("indent", str(-Emu(Inches(0.3))))
    bu = etree.SubElement(pPr, qn("a:buChar"))
    bu.set("char", char)


def _no_bullet(paragraph):
    pPr = paragraph._p.get_or_add_pPr()
    etree.SubElement(pPr, qn("a:buNone"))


def _slide_groups(blocks):
    """Split blocks into slides: [(title, [blocks])], the '# ' title first."""
    slides = []
    for kind, x in blocks:
        if kind in ("h1", "h2"):
            slides.append((kind, x, []))
        else:
            slides[-1][2].append((kind, x))
    return slides


def build_pptx(blocks, label, out):
    """A 16:9 PowerPoint deck: a title slide, then one 'Title Only' slide per '##' heading.

    Bullets and numbered steps go into text boxes (one paragraph each), code blocks into a
    Courier New text box (one paragraph per line) and tables into real table shapes, stacked
    from the top. Returns (number of slides, list of slides whose content looks too tall).
    """
    prs = Presentation()
    prs.slide_width = Inches(13.333)
    prs.slide_height = Inches(7.5)
    left, width = Inches(0.8), Inches(11.7)
    tall = []
    for n, (kind, title, content) in enumerate(_slide_groups(blocks), 1):
        if kind == "h1":
            slide = prs.slides.add_slide(prs.slide_layouts[0])
            slide.shapes.title.text = title
            slide.placeholders[1].text = label
            continue
        slide = prs.slides.add_slide(prs.slide_layouts[5])
        slide.shapes.title.text = title
        slide.shapes.title.text_frame.paragraphs[0].font.size = Pt(34)
        top = Inches(1.55)
        i = 0
        while i < len(content):
            k, x = content[i]
            if k in ("li", "ol", "p"):
                group = []
                while i < len(content) and content[i][0] in ("li", "ol", "p"):
                    group.append(content[i])
                    i += 1
                lines = sum(1 + len(g[1] if g[0] != "ol" else g[1][1]) // 80 for g in group)
                h = Inches(0.52 * lines + 0.2)
                tf = slide.shapes.add_textbox(left, top, width, h).text_frame
                tf.word_wrap = True
                for j, (gk, gx) in enumerate(group):
                    para = tf.paragraphs[0] if j == 0 else tf.add_paragraph()
                    para.space_after = Pt(6)
                    para.font.size = Pt(20)
                    if gk == "li":
                        para.text = gx
                        _bullet(para, "\u2022")
                    elif gk == "ol":
                        para.text = f"{gx[0]}. {gx[1]}"
                        _no_bullet(para)
                    else:
                        para.text = gx
                        _no_bullet(para)
                top += h + Inches(0.1)
                continue
            if k == "code":
                h = Inches(0.36 * len(x) + 0.3)
                box = slide.shapes.add_textbox(left, top, width, h)
                box.fill.solid()
                box.fill.fore_color.rgb = RGBColor(0xF2, 0xF2, 0xF2)
                tf = box.text_frame
                tf.word_wrap = True
                for j, ln in enumerate(x):
                    para = tf.paragraphs[0] if j == 0 else tf.add_paragraph()
                    para.text = ln
                    para.font.name = "Courier New"
                    para.font.size = Pt(16)
                top += h + Inches(0.15)
            elif k == "table":
                rows, cols = len(x), len(x[0])
                h = Inches(0.5 * rows)
                tbl = slide.shapes.add_table(rows, cols, left, top, width, h).table
                for r, row in enumerate(x):
                    for c, cell in enumerate(row):
                        tbl.cell(r, c).text = cell
                        for para in tbl.cell(r, c).text_frame.paragraphs:
                            para.font.size = Pt(18)
                top += h + Inches(0.15)
            i += 1
        if top > Inches(7.3):
            tall.append(n)
    prs.save(str(out))
    return len(prs.slides), tall


HTML_HEAD = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{title} | {label}</title>
<style>
body {{ font-family: Georgia, serif; max-width: 46em; margin: 2em auto; line-height: 1.55; color: #222; }}
table {{ border-collapse: collapse; margin: 1em 0; }}
th, td {{ border: 1px solid #999; padding: 0.3em 0.6em; text-align: left; vertical-align: top; }}
pre {{ background: #f4f4f4; padding: 0.8em 1em; }}
nav ul {{ list-style: none; padding: 0; }}
</style>
</head>
<body>
<header>
<p class="course">{label}</p>
<nav>
<ul>
{nav}
</ul>
</nav>
</header>
<main>
<article>
"""

HTML_TAIL = """</article>
</main>
<footer>
<p>Course reading for {label}. Please read before the seminar.</p>
</footer>
</body>
</html>
"""


def build_html(blocks, label, out):
    def e(t):
        return html.escape(t, quote=False)
    heads = [x for k, x in blocks if k == "h2"]
    ids = [re.sub(r"[^a-z0-9]+", "-", h.lower()).strip("-") for h in heads]
    title = next(x for k, x in blocks if k == "h1")
    nav = "\n".join(f'<li><a href="#{i}">{e(h)}</a></li>' for i, h in zip(ids, heads))
    parts = [HTML_HEAD.format(title=e(title), label=e(label), nav=nav)]
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
        elif kind == "table":
            parts.append("<table>\n<thead>\n<tr>" + "".join(f"<th>{e(c)}</th>" for c in x[0]) + "</tr>\n</thead>\n<tbody>\n")
            for r in x[1:]:
                parts.append("<tr>" + "".join(f"<td>{e(c)}</td>" for c in r) + "</tr>\n")
            parts.append("</tbody>\n</table>\n")
    close_list()
    if in_section:
        parts.append("</section>\n")
    parts.append(HTML_TAIL.format(label=e(label)))
    Path(out).write_text("".join(parts), encoding="utf-8")


def main():
    for course, spec in COURSES.items():
        outdir = OUT / course
        if outdir.exists():
            shutil.rmtree(outdir)
        outdir.mkdir(parents=True)
        for name, how in spec["files"].items():
            src = SRC / course / name
            text = src.read_text(encoding="utf-8")
            check_latin1(text, name)
            stem = src.stem
            if how == "copy":
                shutil.copy(src, outdir / name)
                print(f"{course}/{name}: copied")
                continue
            blocks = parse(text)
            if how == "pdf":
                n = build_pdf(blocks, spec["label"], outdir / f"{stem}.pdf")
                print(f"{course}/{stem}.pdf: {n} pages")
            elif how == "slides":
                n = build_slides(blocks, spec["label"], outdir / f"{stem}.pdf")
                slides = sum(1 for k, _ in blocks if k == "h2")
                flag = "" if n == slides + 1 else f"  <-- OVERFLOW: {slides} slides"
                print(f"{course}/{stem}.pdf: {n} pages (slide deck){flag}")
            elif how == "docx":
                build_docx(blocks, outdir / f"{stem}.docx")
                print(f"{course}/{stem}.docx: built")
            elif how == "pptx":
                n, tall = build_pptx(blocks, spec["label"], outdir / f"{stem}.pptx")
                slides = sum(1 for k, _ in blocks if k == "h2")
                flag = "" if not tall else f"  <-- TALL CONTENT on slides {tall}"
                print(f"{course}/{stem}.pptx: {n} slides ({slides} + title){flag}")
            elif how == "html":
                build_html(blocks, spec["label"], outdir / f"{stem}.html")
                print(f"{course}/{stem}.html: built")


if __name__ == "__main__":
    main()
