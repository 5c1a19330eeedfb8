"""Check questions.jsonl against the built corpus. Exit code 1 on any failure.

Set 50: set 49's checker (copied; ids ab50-, courses mq.BB and mq.AP; no other change). The
foreign files are a French PDF and a Portuguese DOCX (build.FOREIGN).

Set 49: set 48's checker (copied; ids ab49-, courses mq.GB and mq.AC; no other change). The foreign
files are an Italian PDF and a Spanish HTML page (build.FOREIGN).

Set 48: set 47's checker (copied; ids ab48-, courses mq.OR and mq.WJ; no other change). The foreign
files are a Portuguese PPTX deck and a German PDF (build.FOREIGN).

Set 47: set 46's checker (copied; ids ab47-, courses mq.SS and mq.BB; no other change). The foreign
files are a French HTML page and an Italian PDF (build.FOREIGN).

Set 46: set 45's checker (copied; ids ab46-, courses mq.MC and mq.LB; no other change). The foreign
files are a Dutch PDF and a Portuguese DOCX (build.FOREIGN).

Set 45: set 44's checker (copied; ids ab45-, courses mq.HC and mq.RX) with one fix: decks are
recognised by the .pptx suffix (not by "slides" in the name), because the Spanish deck is named
in Spanish. The foreign files are a German PDF and a Spanish PPTX (build.FOREIGN).

Run build.py first (it writes corpus/), then make_questions.py (it writes questions.jsonl).
Set 44: set 43's checker (copied; ids ab44-, courses mq.AM and mq.CH; no other change). The foreign
files are a French DOCX and an Italian PDF (build.FOREIGN); the notes rule is set 43's (no speaker
note is course text).
Set 43: set 42's checker (copied; ids ab43-, courses mq.VW and mq.AE) with the notes rule turned
back to set 41's: the product reads NO speaker notes, so no notes are course content. No gold may
lie in any speaker note (student or "Teacher only:"), the one-file-per-gold check and the
unanswerable / other-course term searches use the text the product reads (slides, not notes), and
each mq.NOTES_ONLY unanswerable question must have its answer in the named deck's notes and
nowhere in course text (set 38's check, restored). NOTES_GOLD is gone. Every deck must have
speaker notes. Expected totals: 170-200 answerable, at least 55 unanswerable, 4-8 other-course,
at least 60 with a page, 24 on decks, 11 per file; seven files per course.
Set 42: set 41's checker (copied; ids ab42-, courses mq.BK and mq.GT) with one rule changed, as the
product brief says that speaker notes written for students are course content: a deck's notes
are course text, except a note that starts "Teacher only:" (mq.TEACHER_NOTE). A gold may lie in
one student note paragraph of its slide, and then the question must be in mq.NOTES_GOLD and its
gold on no slide; no gold may lie in a teacher-only note; unanswerable and other-course terms and
the one-file-per-gold check also search the student notes. The NOTES_ONLY check (notes as
non-content) is gone; every deck must still have student notes and at least one teacher-only
note.
Set 41: set 40's checker (copied; ids ab41-, courses mq.SE and mq.HL) with one change: one source
file per course is in another language (build.FOREIGN) and may hold Latin-1 letters and signs
(U+00A0-U+00FF); every other source file must still be pure ASCII.
Set 40: set 39's checker (copied; ids ab40-, courses mq.FM and mq.SR) with these changes: six files
per course; expected totals changed (110-200 answerable, at least 42 unanswerable, 4
other-course, at least 40 with a page, 24 on decks, 8 per file, decks of 15-36 slides); and
teacher-only answer-key sections (mq.KEY_SECTIONS) are not course text: no gold may lie in one,
unanswerable and other-course terms are searched outside them, and each mq.KEY_ONLY question must
have its answer inside the key and nowhere in course text. Also no gold may occur in any speaker
notes.
Set 39: set 38's checker (copied; ids ab39-, courses mq.RI and mq.WS; no other change).
Set 38: set 37's checker (copied; ids ab38-, courses mq.MO and mq.EC) with one check added: the
decks now have speaker notes, and each NOTES_ONLY unanswerable question must have its answer in
the named deck's notes (read with python-pptx) while its terms stay absent from all course text.
Set 37: set 36's checker (copied; ids ab37-, courses mq.IN and mq.HY; expected totals raised to
about 150 answerable questions, at least 12 per file, 55 with a page and 28 on decks). Set 36: set 35's checker (copied; ids ab36-, courses mq.SS and mq.TE). Set 35: set 34's checker (copied; ids ab35-, courses mq.OC and mq.VA). Set 34: set 33's checker (copied; ids ab34-, courses mq.EC and mq.AZ). Set 33: set 32's checker (copied; ids ab33-, courses mq.ME and mq.MJ). Set 32: set 31's checker (copied; ids ab32-, courses mq.TY and mq.MU). Set 31: set 30's checker (copied) with the course names, the id prefix and the expected counts
changed; a .txt gold may now lie anywhere inside one paragraph or bullet of the hard-wrapped notes
(whitespace-normalised), while a .md gold must still lie inside one line; and a few more checks
(the corpus is pure ASCII; question texts are unique; no answerable question shares a gold).
"""
import collections
import json
import re
import sys
from pathlib import Path

import make_questions as mq
from pdftext import (norm, pages_pdfminer, pages_pdfium, pages_pptx, pptx_slide_units, docx_units,
                     html_units, file_text)

import pdfplumber

ROOT = Path(__file__).resolve().parent
CORPUS = ROOT / "corpus"
FIELDS = ["id", "course", "question", "answerable", "kind", "gold", "source", "page"]
COURSES = [mq.BB, mq.AP]
ANSWERABLE_KINDS = {"paraphrase", "exact_term", "keyword", "how_why", "list_item",
                    "table_row", "worked_step", "definition_tail", "code_block"}
OTHER_KINDS = {"unanswerable", "other_course"}

errors = []


def err(msg):
    errors.append(msg)


def course_files(course):
    return sorted(p for p in (CORPUS / course).iterdir() if p.is_file())


def raw_pdf_items(path, page):
    """The page's text split into blocks at bullet lines ('- ...') and numbered-step lines
    ('N. ...'), each normalised.

    A gold snippet must lie inside one block, so it cannot cross a bullet or step boundary.
    """
    with pdfplumber.open(str(path)) as pdf:
        text = pdf.pages[page - 1].extract_text() or ""
    items, cur = [], []
    for line in text.splitlines():
        if (line.startswith("- ") or re.match(r"\d+\. ", line)) and cur:
            items.append(norm(" ".join(cur)))
            cur = []
        cur.append(line)
    if cur:
        items.append(norm(" ".join(cur)))
    return items


def raw_lines(path):
    return [norm(line) for line in path.read_text(encoding="utf-8").splitlines()]


def txt_units(path):
    """Paragraphs of a hard-wrapped .txt file: blocks between blank lines, split again before
    each indented bullet line ('   - ') and each fixed-width line (one leading space), normalised."""
    units, cur = [], []
    for line in path.read_text(encoding="utf-8").splitlines():
        starts_new = line.startswith("   - ") or (line.startswith(" ") and not line.startswith("     "))
        if not line.strip() or starts_new:
            if cur:
                units.append(norm(" ".join(cur)))
            cur = [line] if line.strip() else []
        else:
            cur.append(line)
    if cur:
        units.append(norm(" ".join(cur)))
    return units


def notes_paras(path):
    """For each slide (1-based order), (student note paragraphs, teacher-only note paragraphs),
    normalised."""
    import pptx
    out = []
    for slide in pptx.Presentation(str(path)).slides:
        student, teacher = [], []
        if slide.has_notes_slide:
            for p in slide.notes_slide.notes_text_frame.paragraphs:
                t = norm(p.text)
                if t:
                    (teacher if t.startswith(mq.TEACHER_NOTE) else student).append(t)
        out.append((tuple(student), tuple(teacher)))
    return out


def student_notes_text(path):
    return " ".join(p for st, _t in notes_paras(path) for p in st)


def teacher_notes_text(path):
    return " ".join(p for _s, te in notes_paras(path) for p in te)


def all_notes_text(path):
    return " ".join(p for st, te in notes_paras(path) for p in st + te)


def full_text(f):
    """The text the product reads: file_text (for a deck: slides only, no speaker notes)."""
    return file_text(f)


def split_key(f):
    """(course text, answer-key text) of a corpus file, both normalised. The key section named in
    mq.KEY_SECTIONS runs from its heading to the end of the file's paragraphs (for a DOCX, the
    tables, which all stand before the key, stay course text)."""
    course = f.parent.name
    heading = mq.KEY_SECTIONS.get((course, f.name))
    if heading is None:
        return full_text(f), ""
    if f.suffix == ".docx":
        import docx
        d = docx.Document(str(f))
        paras = [p.text for p in d.paragraphs]
        idx = [i for i, p in enumerate(paras) if norm(p) == norm(heading)]
        if len(idx) != 1:
            err(f"{f.name}: key heading {heading!r} found {len(idx)} times")
            return file_text(f), ""
        cells = [cell.text for t in d.tables for row in t.rows for cell in row.cells]
        return norm("\n".join(paras[:idx[0]] + cells)), norm("\n".join(paras[idx[0]:]))
    text = file_text(f)
    i = text.find(norm(heading))
    if i < 0 or text.count(norm(heading)) != 1:
        err(f"{f.name}: key heading {heading!r} not found once")
        return text, ""
    return text[:i], text[i:]


def course_text(f):
    return split_key(f)[0]


def term_hits(course, terms):
    hits = []
    for f in course_files(course):
        text = course_text(f)
        for t in terms:
            if re.search(r"\b" + t + r"\b", text, flags=re.I):
                hits.append(f"{t!r} in {f.name}")
    return hits


def check_corpus():
    build = __import__("build")
    expected = {c: {Path(n).stem + build.SUFFIX.get(how, Path(n).suffix)
                    for n, how in spec["files"].items()}
                for c, spec in build.COURSES.items()}
    for c in COURSES:
        names = {p.name for p in course_files(c)}
        if names != expected[c]:
            err(f"corpus/{c}: files {sorted(names)} != {sorted(expected[c])}")
    # one slide per page: page count = title page + number of '##' slides
    for c, spec in build.COURSES.items():
        for n, how in spec["files"].items():
            if how not in ("slides", "pptx"):
                continue
            slides = sum(1 for line in (ROOT / "src" / c / n).read_text().splitlines() if line.startswith("## "))
            if how == "pptx":
                pages = len(pages_pptx(CORPUS / c / (Path(n).stem + ".pptx")))
            else:
                pages = len(pages_pdfminer(CORPUS / c / (Path(n).stem + ".pdf")))
            if pages != slides + 1:
                err(f"{c}/{n}: {pages} pages but {slides} slides + title (a slide overflowed)")
            if not 15 <= pages <= 36:
                err(f"{c}/{n}: {pages} pages, expected 15-36 (14-35 slides + title)")


def check_rows(rows):
    ids = [r.get("id") for r in rows]
    if ids != [f"ab50-{i:03d}" for i in range(1, len(rows) + 1)]:
        err("ids are not ab50-001 ... in order")
    regenerated = mq.rows()
    if regenerated != rows:
        err("questions.jsonl differs from make_questions.py output (re-run make_questions.py)")
    seen_q = collections.Counter(norm(r["question"]) for r in rows)
    for q, n in seen_q.items():
        if n > 1:
            err(f"duplicate question: {q}")

    for r in rows:
        rid = r.get("id")
        if list(r.keys()) != FIELDS:
            err(f"{rid}: fields {list(r.keys())}")
            continue
        if r["course"] not in COURSES:
            err(f"{rid}: bad course {r['course']}")
            continue
        kind = r["kind"]
        if kind not in ANSWERABLE_KINDS | OTHER_KINDS:
            err(f"{rid}: bad kind {kind}")
        if r["answerable"] != (kind in ANSWERABLE_KINDS):
            err(f"{rid}: answerable={r['answerable']} but kind={kind}")
        if not r["answerable"]:
            if r["gold"] != [] or r["source"] is not None or r["page"] is not None:
                err(f"{rid}: non-answerable row must have gold [], source null, page null")
            continue

        gold = r["gold"]
        if not (1 <= len(gold) <= 2):
            err(f"{rid}: {len(gold)} gold snippets")
        for g in gold:
            n = len(g.split())
            if not 4 <= n <= 15:
                err(f"{rid}: gold has {n} words: {g!r}")
        src = CORPUS / r["course"] / (r["source"] or "")
        if not src.is_file():
            err(f"{rid}: missing source {src}")
            continue

        # verbatim, inside one unit, on the stated page
        if src.suffix == ".pdf":
            if not isinstance(r["page"], int):
                err(f"{rid}: PDF source needs an int page")
                continue
            pm, pf = pages_pdfminer(src), pages_pdfium(src)
            for k, g in enumerate(gold):
                s = norm(g)
                on_pm = [i for i, t in enumerate(pm, 1) if s in t]
                on_pf = [i for i, t in enumerate(pf, 1) if s in t]
                if not on_pm:
                    err(f"{rid}: gold not found in {src.name} (pdfminer; may cross a page break): {g!r}")
                    continue
                if r["page"] not in on_pm:
                    err(f"{rid}: gold on page(s) {on_pm}, stated page {r['page']}: {g!r}")
                if r["page"] not in on_pf:
                    err(f"{rid}: gold not on page {r['page']} in pypdfium2 text: {g!r}")
                if len(on_pm) > 1:
                    err(f"{rid}: gold occurs on several pages {on_pm}: {g!r}")
                if not any(s in item for item in raw_pdf_items(src, r["page"])):
                    err(f"{rid}: gold crosses a bullet boundary: {g!r}")
        elif src.suffix == ".pptx":
            if not isinstance(r["page"], int):
                err(f"{rid}: PowerPoint source needs an int page (slide)")
                continue
            slides = pptx_slide_units(src)
            notes = notes_paras(src)
            for g in gold:
                s = norm(g)
                on = [i for i, units in enumerate(slides, 1) if s in " ".join(units)]
                on_n = [i for i, (st, te) in enumerate(notes, 1) if any(s in p for p in st + te)]
                if on_n:
                    err(f"{rid}: gold in speaker notes of slide(s) {on_n} (the product reads no notes): {g!r}")
                if not on:
                    err(f"{rid}: gold not found in the slide text of {src.name}: {g!r}")
                    continue
                if r["page"] not in on:
                    err(f"{rid}: gold on slide(s) {on}, stated slide {r['page']}: {g!r}")
                if len(on) > 1:
                    err(f"{rid}: gold occurs on several slides {on}: {g!r}")
                if r["page"] <= len(slides) and not any(s in u for u in slides[r["page"] - 1]):
                    err(f"{rid}: gold not inside one paragraph/cell of slide {r['page']}: {g!r}")
        elif src.suffix == ".html":
            for g in gold:
                if not any(norm(g) in u for u in html_units(src)):
                    err(f"{rid}: gold not inside one element (p, li, cell, pre line) of {src.name}: {g!r}")
        elif src.suffix == ".docx":
            for g in gold:
                if not any(norm(g) in u for u in docx_units(src)):
                    err(f"{rid}: gold not inside one paragraph/cell of {src.name}: {g!r}")
        elif src.suffix == ".txt":
            paras = txt_units(src)
            for g in gold:
                if not any(norm(g) in u for u in paras):
                    err(f"{rid}: gold not inside one paragraph or bullet of {src.name}: {g!r}")
        else:
            lines = raw_lines(src)
            for g in gold:
                if not any(norm(g) in line for line in lines):
                    err(f"{rid}: gold not inside one line of {src.name}: {g!r}")

        # one right file per answer
        for g in gold:
            for other in course_files(r["course"]):
                if other.name != r["source"] and norm(g) in full_text(other):
                    err(f"{rid}: gold also occurs in {other.name}: {g!r}")


def check_extra(rows):
    build = __import__("build")
    for c in COURSES:
        for f in sorted((ROOT / "src" / c).iterdir()):
            text = f.read_text(encoding="utf-8")
            top = 255 if f.name in build.FOREIGN else 126
            if any(126 < ord(ch) < 160 or ord(ch) > top for ch in text):
                err(f"src/{c}/{f.name}: character outside the allowed range")
    golds = collections.Counter(norm(g) for r in rows for g in r["gold"])
    for g, n in golds.items():
        if n > 1:
            err(f"gold used by {n} questions: {g!r}")


def check_terms():
    other = {mq.BB: mq.AP, mq.AP: mq.BB}
    for course, q, terms in mq.UNANSWERABLE:
        hits = term_hits(course, terms)
        if hits:
            err(f"unanswerable {q!r}: {hits}")
    for course, q, terms in mq.OTHER_COURSE:
        hits = term_hits(course, terms)
        if hits:
            err(f"other_course {q!r}: found in own course: {hits}")
        if not term_hits(other[course], terms):
            err(f"other_course {q!r}: no term found in {other[course]}")


def check_notes():
    """Each deck has speaker notes; each NOTES_ONLY question is unanswerable, its answer is in the
    named deck's notes and nowhere in the text the product reads."""
    qs = {q for _c, q, _t in mq.UNANSWERABLE}
    for q, (course, name, pattern) in mq.NOTES_ONLY.items():
        if q not in qs:
            err(f"NOTES_ONLY question is not in UNANSWERABLE: {q!r}")
        f = CORPUS / course / name
        if not re.search(pattern, all_notes_text(f), flags=re.I):
            err(f"NOTES_ONLY {q!r}: {pattern!r} not in the speaker notes of {name}")
        for g in course_files(course):
            if re.search(pattern, course_text(g), flags=re.I):
                err(f"NOTES_ONLY {q!r}: {pattern!r} is in the course text of {g.name}")
    for c in COURSES:
        for f in course_files(c):
            if f.suffix == ".pptx" and not all_notes_text(f):
                err(f"{c}/{f.name}: no speaker notes")


def check_keys(rows):
    """Answer-key sections: present, holding no gold; KEY_ONLY answers only inside them."""
    for (course, name), _heading in mq.KEY_SECTIONS.items():
        _body, key = split_key(CORPUS / course / name)
        if not key:
            err(f"{course}/{name}: empty answer-key section")
    qs = {q for _c, q, _t in mq.UNANSWERABLE}
    for q, (course, name, pattern) in mq.KEY_ONLY.items():
        if q not in qs:
            err(f"KEY_ONLY question is not in UNANSWERABLE: {q!r}")
        _body, key = split_key(CORPUS / course / name)
        if not re.search(pattern, key, flags=re.I):
            err(f"KEY_ONLY {q!r}: {pattern!r} not in the answer key of {name}")
        for f in course_files(course):
            if re.search(pattern, course_text(f), flags=re.I):
                err(f"KEY_ONLY {q!r}: {pattern!r} is in the course text of {f.name}")
    for r in rows:
        for g in r["gold"]:
            for f in course_files(r["course"]):
                _body, key = split_key(f)
                if key and norm(g) in key:
                    err(f"{r['id']}: gold lies in the answer key of {f.name}: {g!r}")
                if f.suffix == ".pptx" and norm(g) in all_notes_text(f):
                    err(f"{r['id']}: gold occurs in the speaker notes of {f.name}: {g!r}")


def report(rows):
    ans = [r for r in rows if r["answerable"]]
    print(f"questions: {len(rows)}  answerable: {len(ans)}")
    print("by kind:", dict(collections.Counter(r["kind"] for r in rows)))
    for c in COURSES:
        print(f"  {c}:", dict(collections.Counter(r["source"] for r in ans if r["course"] == c)),
              dict(collections.Counter(r["kind"] for r in rows if r["course"] == c)))
    pdf = [r for r in ans if r["source"].endswith((".pdf", ".pptx"))]
    slides = [r for r in pdf if r["source"].endswith(".pptx")]
    print(f"with a page: {len(pdf)}  (slide decks {len(slides)}, prose PDFs {len(pdf) - len(slides)})")
    top = []
    for r in pdf:
        if isinstance(r["page"], int) and r["page"] > 1 and r["source"].endswith(".pdf"):
            t = pages_pdfminer(CORPUS / r["course"] / r["source"])[r["page"] - 1]
            if t.find(norm(r["gold"][0])) < 400:
                top.append(r["id"])
    print(f"prose-PDF golds in the first 400 characters of a page after page 1: {top}")

    if not 170 <= len(ans) <= 200:
        err(f"{len(ans)} answerable questions, expected 170-200")
    n_un = sum(r["kind"] == "unanswerable" for r in rows)
    n_oc = sum(r["kind"] == "other_course" for r in rows)
    if n_un < 55 or not 4 <= n_oc <= 8:
        err(f"unanswerable {n_un}, other_course {n_oc}; expected at least 55 and 4-8")
    if len(pdf) < 60:
        err(f"only {len(pdf)} answerable questions with a page")
    if len(slides) < 24:
        err(f"{len(slides)} slide-deck questions, expected at least 24")
    for c in COURSES:
        for f in course_files(c):
            n = sum(1 for r in ans if r["course"] == c and r["source"] == f.name)
            if n < 11:
                err(f"only {n} questions on {c}/{f.name}")


def main():
    rows = [json.loads(line) for line in (ROOT / "questions.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
    check_corpus()
    check_rows(rows)
    check_extra(rows)
    check_terms()
    check_notes()
    check_keys(rows)
    report(rows)
    if errors:
        print(f"\nFAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
