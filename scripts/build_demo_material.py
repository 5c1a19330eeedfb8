#!/usr/bin/env python
"""Build the demo course's DOCX and PDF files from their committed Markdown sources.

    python scripts/build_demo_material.py          # writes devtools/demo_material/*.docx|*.pdf

Sources live in ``devtools/demo_material/src/``. They use a small Markdown subset that this
script understands (and that ``tests/data/eval/build_corpus.py`` reuses):

* ``# ``, ``## ``, ``### `` headings  -> DOCX "Heading 1/2/3", PDF bold text in larger sizes
* blank-line separated paragraphs (lines are joined), ``**bold**`` inline
* ``- item`` bullet lists and ``1. item`` numbered lists
* tables: ``| a | b |`` rows, the second row a ``|---|---|`` separator (first row = header)
* display formulas: lines indented by four spaces (monospace, indented)

PDFs use the core Helvetica/Courier fonts with the Windows-1252 encoding, so formulas are written
in plain readable ASCII ("x = (-b ± sqrt(b^2 - 4ac)) / (2a)"); characters outside Windows-1252
are rejected with a clear error rather than silently replaced. Output is deterministic: fixed creation
dates are written into both formats and the DOCX zip entries get fixed timestamps.
"""
from __future__ import annotations

import datetime as _dt
import io
import re
import sys
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEMO_DIR = ROOT / "devtools" / "demo_material"
SRC_DIR = DEMO_DIR / "src"
FIXED_DATE = _dt.datetime(2025, 1, 6, 9, 0, 0, tzinfo=_dt.timezone.utc)

RUNNING_HEADER = "Introduction to Algebra \u2014 Lecture Notes"

# (source file, output file, output kind, running header or None)
DEMO_BUILDS = [
    ("alg_notes_systems.md", "alg_notes_systems.docx", "docx", None),
    ("alg_notes_quadratics.md", "alg_notes_quadratics.pdf", "pdf", RUNNING_HEADER),
]


# --------------------------------------------------------------------------- parsing
@dataclass
class Block:
    kind: str  # heading | para | ul | ol | table | formula
    text: str = ""
    level: int = 0
    items: list = field(default_factory=list)


_TABLE_SEP = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


def _split_row(line: str) -> list[str]:
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|"):
        line = line[:-1]
    return [c.strip() for c in line.split("|")]


def parse_markdown(text: str) -> list[Block]:
    """Parse the Markdown subset described in the module docstring into blocks."""
    blocks: list[Block] = []
    lines = text.splitlines()
    i = 0
    para: list[str] = []

    def flush_para():
        if para:
            blocks.append(Block("para", " ".join(s.strip() for s in para)))
            para.clear()

    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if not stripped:
            flush_para()
            i += 1
            continue
        m = re.match(r"^(#{1,3})\s+(.*)$", stripped)
        if m and not line.startswith("    "):
            flush_para()
            blocks.append(Block("heading", m.group(2).strip(), level=len(m.group(1))))
            i += 1
            continue
        if stripped.startswith("|"):
            flush_para()
            rows = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                if not _TABLE_SEP.match(lines[i].strip()):
                    rows.append(_split_row(lines[i]))
                i += 1
            blocks.append(Block("table", items=rows))
            continue
        if line.startswith("    "):
            flush_para()
            while i < len(lines) and lines[i].startswith("    ") and lines[i].strip():
                blocks.append(Block("formula", lines[i].strip()))
                i += 1
            continue
        m_ul = re.match(r"^[-*]\s+(.*)$", stripped)
        m_ol = re.match(r"^\d+[.)]\s+(.*)$", stripped)
        if m_ul or m_ol:
            flush_para()
            kind = "ul" if m_ul else "ol"
            pat = r"^[-*]\s+(.*)$" if m_ul else r"^\d+[.)]\s+(.*)$"
            items: list[str] = []
            while i < len(lines) and lines[i].strip():
                mm = re.match(pat, lines[i].strip())
                if mm:
                    items.append(mm.group(1).strip())
                elif items and lines[i].startswith("  "):
                    items[-1] += " " + lines[i].strip()  # continuation line
                else:
                    break
                i += 1
            blocks.append(Block(kind, items=items))
            continue
        para.append(line)
        i += 1
    flush_para()
    return blocks


def plain_text(blocks: list[Block]) -> str:
    """The text a reader (or an extractor) sees, without Markdown markers. Used by checkers."""
    out: list[str] = []
    for b in blocks:
        if b.kind in ("heading", "para", "formula"):
            out.append(strip_inline(b.text))
        elif b.kind in ("ul", "ol"):
            out.extend(strip_inline(t) for t in b.items)
        elif b.kind == "table":
            out.extend(" ".join(strip_inline(c) for c in row) for row in b.items)
    return "\n".join(out)


def strip_inline(text: str) -> str:
    return text.replace("**", "")


# --------------------------------------------------------------------------- DOCX
def render_docx(blocks: list[Block], out_path: Path, title: str | None = None) -> None:
    from docx import Document
    from docx.shared import Pt, Cm

    doc = Document()
    props = doc.core_properties
    props.created = FIXED_DATE.replace(tzinfo=None)
    props.modified = FIXED_DATE.replace(tzinfo=None)
    props.author = "CourseTutor demo content"
    if title:
        props.title = title

    def add_runs(paragraph, text):
        parts = text.split("**")
        for n, part in enumerate(parts):
            if part:
                run = paragraph.add_run(part)
                run.bold = n % 2 == 1

    for b in blocks:
        if b.kind == "heading":
            doc.add_heading(strip_inline(b.text), level=b.level)
        elif b.kind == "para":
            add_runs(doc.add_paragraph(), b.text)
        elif b.kind == "formula":
            p = doc.add_paragraph()
            p.paragraph_format.left_indent = Cm(1.5)
            run = p.add_run(b.text)
            run.font.name = "Courier New"
            run.font.size = Pt(10.5)
        elif b.kind in ("ul", "ol"):
            style = "List Bullet" if b.kind == "ul" else "List Number"
            for item in b.items:
                add_runs(doc.add_paragraph(style=style), item)
        elif b.kind == "table":
            rows = b.items
            ncols = max(len(r) for r in rows)
            table = doc.add_table(rows=len(rows), cols=ncols)
            table.style = "Table Grid"
            for r, row in enumerate(rows):
                for c in range(ncols):
                    cell = table.cell(r, c)
                    cell.text = ""
                    run = cell.paragraphs[0].add_run(strip_inline(row[c]) if c < len(row) else "")
                    run.bold = r == 0
            doc.add_paragraph()
    out_path.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    doc.save(buf)
    _write_stable_zip(buf.getvalue(), out_path)


def _write_stable_zip(data: bytes, out_path: Path) -> None:
    """Rewrite a DOCX (zip) with fixed entry timestamps so rebuilds are byte-identical."""
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            fixed = zipfile.ZipInfo(info.filename, date_time=(2025, 1, 6, 9, 0, 0))
            fixed.compress_type = zipfile.ZIP_DEFLATED
            fixed.external_attr = info.external_attr
            dst.writestr(fixed, src.read(info.filename))
    out_path.write_bytes(out.getvalue())


# --------------------------------------------------------------------------- PDF
def _check_encodable(text: str, where: str) -> None:
    try:
        text.encode("windows-1252")
    except UnicodeEncodeError as exc:
        bad = text[exc.start : exc.end]
        raise SystemExit(
            f"{where}: character {bad!r} (U+{ord(bad[0]):04X}) is not in the PDF core font's "
            f"Windows-1252 set; write it in ASCII. Context: {text[max(0, exc.start-30):exc.end+30]!r}"
        )


def render_pdf(
    blocks: list[Block],
    out_path: Path,
    running_header: str | None = None,
    title: str | None = None,
) -> None:
    from fpdf import FPDF
    from fpdf.fonts import FontFace

    class NotesPDF(FPDF):
        def header(self):
            if running_header:
                self.set_font("helvetica", "I", 9)
                self.set_text_color(90, 90, 90)
                self.cell(0, 6, running_header, align="C", new_x="LMARGIN", new_y="NEXT")
                self.set_draw_color(150, 150, 150)
                self.line(self.l_margin, self.get_y(), self.w - self.r_margin, self.get_y())
                self.set_text_color(0, 0, 0)
                self.ln(5)

        def footer(self):
            self.set_y(-15)
            self.set_font("helvetica", "", 9)
            self.set_text_color(90, 90, 90)
            self.cell(0, 10, f"Page {self.page_no()}", align="C")
            self.set_text_color(0, 0, 0)

    pdf = NotesPDF(format="A4")
    pdf.core_fonts_encoding = "windows-1252"
    pdf.set_creation_date(FIXED_DATE)
    pdf.set_margins(20, 18, 20)
    pdf.set_auto_page_break(True, margin=20)
    if title:
        pdf.set_title(title)
    pdf.set_author("CourseTutor demo content")
    pdf.add_page()
    body_h = 5.6
    sizes = {1: 17, 2: 13.5, 3: 11.5}

    def ensure_room(mm: float) -> None:
        if pdf.get_y() + mm > pdf.page_break_trigger:
            pdf.add_page()

    for b in blocks:
        for t in [b.text, *[c for r in b.items for c in (r if isinstance(r, list) else [r])]]:
            _check_encodable(t, str(out_path.name))
        if b.kind == "heading":
            ensure_room(30 if b.level == 1 else 22)
            pdf.ln(4 if b.level == 1 else 2.5)
            pdf.set_font("helvetica", "B", sizes.get(b.level, 11.5))
            pdf.multi_cell(0, sizes.get(b.level, 11.5) * 0.5, strip_inline(b.text),
                           new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1.5)
        elif b.kind == "para":
            pdf.set_font("helvetica", "", 11)
            pdf.multi_cell(0, body_h, b.text, markdown=True, align="L", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(2)
        elif b.kind == "formula":
            pdf.set_font("courier", "", 10.5)
            pdf.set_x(pdf.l_margin + 12)
            pdf.multi_cell(0, body_h, b.text, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(0.8)
        elif b.kind in ("ul", "ol"):
            pdf.set_font("helvetica", "", 11)
            for n, item in enumerate(b.items, 1):
                marker = "\u2022" if b.kind == "ul" else f"{n}."
                pdf.set_x(pdf.l_margin + 4)
                pdf.cell(7, body_h, marker)
                pdf.multi_cell(0, body_h, item, markdown=True, align="L", new_x="LMARGIN", new_y="NEXT")
                pdf.ln(0.8)
            pdf.ln(1.2)
        elif b.kind == "table":
            pdf.set_font("helvetica", "", 10)
            ensure_room(8 * min(len(b.items), 4))
            with pdf.table(
                borders_layout="ALL",
                line_height=5.5,
                padding=1.5,
                headings_style=FontFace(emphasis="BOLD", fill_color=(230, 230, 230)),
                text_align="LEFT",
            ) as table:
                for row in b.items:
                    r = table.row()
                    for cell in row:
                        r.cell(strip_inline(cell))
            pdf.ln(3)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    pdf.output(str(out_path))


def build_file(src: Path, out: Path, kind: str, running_header: str | None = None) -> None:
    blocks = parse_markdown(src.read_text(encoding="utf-8"))
    title = next((b.text for b in blocks if b.kind == "heading"), None)
    if kind == "docx":
        render_docx(blocks, out, title=title)
    elif kind == "pdf":
        render_pdf(blocks, out, running_header=running_header, title=title)
    else:
        raise ValueError(kind)


def main(argv: list[str]) -> int:
    for src_name, out_name, kind, header in DEMO_BUILDS:
        src, out = SRC_DIR / src_name, DEMO_DIR / out_name
        build_file(src, out, kind, header)
        print(f"built {out.relative_to(ROOT)} from {src.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
