"""Build corpus/<course>/ from src/<course>/.

Copied from set 28's builder (itself set 27's, 26's, 25's, 24's, 23's and 22's); only the course table is changed. Source format (markdown-like): '# ' title, '## ' heading,
'- ' bullet, 'N. ' numbered step, '|' table rows ('|---|' separator rows are skipped),
fenced code blocks (lines between ``` fences, kept verbatim), blank-line separated paragraphs.
Files whose name contains 'slides' are built as a landscape slide deck: one '##' slide per page.
.md and .txt sources listed as COPY are copied unchanged.
"""
import re
import shutil
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import XPos, YPos
import docx
from docx.shared import Pt

ROOT = Path(__file__).resolve().parent
SRC = ROOT / "src"
OUT = ROOT / "corpus"

COURSES = {
    "astronomy": {
        "label": "Introductory Astronomy",
        "files": {
            "01-the-sky-and-the-solar-system.md": "pdf",
            "02-the-lives-of-stars-slides.md": "slides",
            "03-light-and-telescopes.md": "docx",
            "04-galaxies-and-the-universe.md": "copy",
            "05-history-of-astronomy-notes.txt": "copy",
        },
    },
    "music-theory-basics": {
        "label": "Introductory Music Theory",
        "files": {
            "01-pitch-notation-and-scales.md": "pdf",
            "02-intervals-and-chords-slides.md": "slides",
            "03-rhythm-and-metre.md": "docx",
            "04-harmony-and-cadences.md": "copy",
            "05-form-texture-and-history-notes.txt": "copy",
        },
    },
}


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


if __name__ == "__main__":
    main()
