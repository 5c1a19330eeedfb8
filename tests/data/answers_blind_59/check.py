"""Check questions.jsonl against the built corpus. Exit code 1 on any failure.

Set 59: started from set 58's checker (copied into /tmp/ab59/prev). Kept, for this set: the
corpus has exactly the files build.py names; the two PDF extractors agree on page counts; content
decks have 15-36 slides, ordinary notes, private notes and one hidden slide (the last);
questions.jsonl equals make_questions.py's output, ids in order, no duplicate questions, fields
and kinds valid; each gold is 4-15 words, verbatim inside one visible unit (PDF: on the stated
page by both extractors, inside one bullet/step block, on one page only; deck: one paragraph or
cell of the stated slide, not in notes; DOCX paragraph or cell; HTML element; TXT paragraph or
bullet; Markdown line), in one file only, used once, never in a key, a key file, speaker notes or
a planted paragraph; guard terms of unanswerable questions occur in no readable course text
outside keys, and other-course terms occur only in the other course; NOTES_ONLY answers are only
in private notes or the hidden slide; HIDDEN_ONLY answers are in the named file's raw content and
visible nowhere; KEY_ONLY answers only inside keys; each never-quote string is held by exactly
one file, appears in no question or gold and is where its kind says (key / notes / hidden /
planted); totals (170-200 answerable, >= 55 unanswerable, 4-8 other-course, >= 60 with a page,
>= 24 on decks, >= 11 per content file); every question has a language, each content file has 7
answerable questions in its course's language, 6 in English and 1 in a third language, and each
course has at least 5 refusals in its language, 5 in English and 2 in third languages. The checks
for older sets' places were left out. New for set 59:

- Characters: sources follow build.allowed_char (Latin-1 in both courses, the four Hungarian
  double-acute letters in Hungarian sources, en dash and Hungarian quotation marks outside PDFs).
- Keys found by structure (split_key): the pages from the one carrying the stamp annotation to
  the end (mq.STAMP_KEYS); the units in the paragraph style whose name is the label, which must be
  the file's last units (mq.STYLE_KEYS); from the heading a comment is anchored on to the end
  (mq.COMMENT_KEYS); from the markup holding an invisible label (an HTML comment in Markdown, a
  section's title attribute in HTML) to the end (mq.MARKUP_KEYS). Labels that stand in no visible
  text count as part of their key.
- Label places (check_label_places, 14 new kinds): see LABEL_CHECKS below.
- Key-file labels (check_key_file_labels): the DOCX grid's banner paragraph, right after the
  title, is the label, bordered and shaded; the Markdown key's first line is "# label".
- Hidden places (check_hidden_places, 12 new kinds): each hidden string stands where
  mq.HIDDEN_PLACES says, and a control shows that the place is what hides it (the PDF text is
  visible when the alpha-0 state or the image is ignored; the superseded stream is not used by
  the current page; and so on); it is readable in no file.
"""
import collections
import json
import re
import sys
import zipfile
from pathlib import Path
from xml.etree import ElementTree as ET
from xml.sax.saxutils import escape

import make_questions as mq
from pdftext import (_page_spans, _pdf_objects, _pdf_pages, _stream_data, _kids, _page_resources,
                     docx_comment_anchors, docx_style_names, docx_unit_styles, docx_units, file_text,
                     html_text, html_units, html_visible_fragment, layout_lines, md_visible, norm,
                     notes_paras, pages_layout, pages_pptx, pages_stream, pdf_annots, pdf_page_streams,
                     pdf_superseded, pptx_hidden_slides, pptx_slide_units, raw_everything)

ROOT = Path(__file__).resolve().parent
CORPUS = ROOT / "corpus"
FIELDS = ["id", "course", "question", "answerable", "kind", "gold", "source", "page"]
COURSES = [mq.BK, mq.FA]
PREFIX = "ab59-"
ANSWERABLE_KINDS = {"paraphrase", "exact_term", "keyword", "how_why", "list_item",
                    "table_row", "worked_step", "definition_tail", "code_block"}
OTHER_KINDS = {"unanswerable", "other_course"}
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
A = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
P = "{http://schemas.openxmlformats.org/presentationml/2006/main}"
MC = "{http://schemas.openxmlformats.org/markup-compatibility/2006}"
V = "{urn:schemas-microsoft-com:vml}"

errors = []


def err(msg):
    if msg not in errors:  # split_key runs many times; report each problem once
        errors.append(msg)


def course_files(course):
    return sorted(p for p in (CORPUS / course).iterdir() if p.is_file())


def content_files(course):
    """Course files that are not whole answer keys."""
    return [f for f in course_files(course) if (course, f.name) not in mq.KEY_FILES]


def raw_pdf_items(path, page):
    """The page's visible lines (layout order) split into blocks at bullet lines ('- ...') and
    numbered-step lines ('N. ...'), each normalised. A gold must lie inside one block."""
    items, cur = [], []
    for line in layout_lines(path, page):
        if (line.startswith("- ") or re.match(r"\d+\. ", line)) and cur:
            items.append(norm(" ".join(cur)))
            cur = []
        cur.append(line)
    if cur:
        items.append(norm(" ".join(cur)))
    return items


def md_lines(path):
    return [norm(line) for line in md_visible(path.read_text(encoding="utf-8")).splitlines()]


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


def split_notes(path):
    """For each slide, (ordinary note paragraphs, private note paragraphs)."""
    out = []
    for paras in notes_paras(path):
        ordinary = tuple(p for p in paras if not p.startswith(mq.PRIVATE_NOTE))
        private = tuple(p for p in paras if p.startswith(mq.PRIVATE_NOTE))
        out.append((ordinary, private))
    return out


def ordinary_notes_text(path):
    return " ".join(p for o, _p in split_notes(path) for p in o)


def restricted_deck_text(path):
    """Private notes and hidden slides of a deck."""
    priv = " ".join(p for _o, pr in split_notes(path) for p in pr)
    return priv + " " + " ".join(pptx_hidden_slides(path).values())


def readable_text(f):
    """Visible text, plus a deck's ordinary speaker notes (in case a product reads them)."""
    text = file_text(f)
    if f.suffix == ".pptx":
        text += " " + ordinary_notes_text(f)
    return text


def src_of(course, name):
    return next(n for n in (ROOT / "src" / course).iterdir() if n.stem == Path(name).stem)


def split_key(f):
    """(course text, key text) of a corpus file, both normalised. A whole key file is all key; a
    key section runs from its label (or the structure that carries it) to the end of the file's
    text, except a deck's key, which is the one slide holding the label."""
    course = f.parent.name
    if (course, f.name) in mq.KEY_FILES:
        return "", readable_text(f)
    heading = mq.KEY_SECTIONS.get((course, f.name))
    if heading is None:
        return readable_text(f), ""
    lab = norm(heading)
    if (course, f.name) in mq.STAMP_KEYS:  # the pages from the stamped one to the end
        pages = pages_stream(f)
        hits = [pg for pg, sub, _fl, contents, _ap, _r in pdf_annots(f) if sub == "Stamp" and norm(contents) == lab]
        if len(hits) != 1:
            err(f"{f.name}: stamp {heading!r} found {len(hits)} times")
            return " ".join(pages), ""
        k = hits[0] - 1
        return " ".join(pages[:k]), lab + " " + " ".join(pages[k:])
    if (course, f.name) in mq.STYLE_KEYS:  # the units in the style named by the label
        units, styles = list(docx_units(f)), docx_unit_styles(f)
        names = docx_style_names(f)
        keyed = [i for i, st in enumerate(styles) if st and names.get(st) == heading]
        if not keyed or keyed != list(range(keyed[0], len(units))):
            err(f"{f.name}: the units in style {heading!r} are {keyed}, not the last units")
            return readable_text(f), ""
        return " ".join(units[:keyed[0]]), lab + " " + " ".join(units[keyed[0]:])
    if (course, f.name) in mq.COMMENT_KEYS:  # from the heading the comment is anchored on
        units = list(docx_units(f))
        hits = [i for i, _st, text in docx_comment_anchors(f) if text == lab]
        if len(hits) != 1:
            err(f"{f.name}: comment {heading!r} anchored {len(hits)} times")
            return readable_text(f), ""
        return " ".join(units[:hits[0]]), lab + " " + " ".join(units[hits[0]:])
    if (course, f.name) in mq.MARKUP_KEYS:  # from the markup holding an invisible label
        src = f.read_text(encoding="utf-8")
        if src.count(heading) != 1:
            err(f"{f.name}: label {heading!r} not found once")
            return readable_text(f), ""
        i = src.rfind(mq.MARKUP_KEYS[(course, f.name)], 0, src.find(heading))
        if f.suffix == ".md":
            return norm(md_visible(src[:i])), lab + " " + norm(md_visible(src[i:]))
        return html_visible_fragment(src[:i]), lab + " " + html_visible_fragment(src[i:])
    if f.suffix == ".pptx":  # the key is the one slide holding the label (text or note)
        slides, notes, parts = pptx_slide_units(f), notes_paras(f), split_notes(f)
        hits = [i for i in range(len(slides))
                if lab in " ".join(slides[i]) or any(lab in n for n in notes[i])]
        if len(hits) != 1:
            err(f"{f.name}: key label {heading!r} on slides {[h + 1 for h in hits]}")
            return readable_text(f), ""
        k = hits[0]
        body = " ".join(" ".join(u) for i, u in enumerate(slides) if i != k)
        body += " " + " ".join(n for i, (o, _p) in enumerate(parts) if i != k for n in o)
        return body, " ".join(slides[k]) + " " + " ".join(notes[k])
    if f.suffix == ".docx":
        units = list(docx_units(f))
        idx = [i for i, u in enumerate(units) if u == lab]
        if len(idx) != 1:
            err(f"{f.name}: key label {heading!r} found {len(idx)} times")
            return readable_text(f), ""
        return " ".join(units[:idx[0]]), " ".join(units[idx[0]:])
    text = readable_text(f)
    i = text.find(lab)
    if i < 0 or text.count(lab) != 1:
        err(f"{f.name}: key label {heading!r} not found once")
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
        for f in course_files(c):
            if f.suffix == ".pdf" and len(pages_stream(f)) != len(pages_layout(f)):
                err(f"{f.name}: the two PDF extractors disagree on the page count")
    for c, spec in build.COURSES.items():
        for n, how in spec["files"].items():
            if how != "pptx" or (c, Path(n).stem + ".pptx") in mq.KEY_FILES:
                continue
            slides = sum(1 for line in (ROOT / "src" / c / n).read_text(encoding="utf-8").splitlines() if line.startswith("## "))
            pages = len(pages_pptx(CORPUS / c / (Path(n).stem + ".pptx")))
            if pages != slides + 1:
                err(f"{c}/{n}: {pages} pages but {slides} slides + title")
            if not 15 <= pages <= 36:
                err(f"{c}/{n}: {pages} slides, expected 15-36")


def check_rows(rows):
    ids = [r.get("id") for r in rows]
    if ids != [f"{PREFIX}{i:03d}" for i in range(1, len(rows) + 1)]:
        err(f"ids are not {PREFIX}001 ... in order")
    if mq.rows() != rows:
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
        if (r["course"], r["source"]) in mq.KEY_FILES:
            err(f"{rid}: source is an answer-key file")

        if src.suffix == ".pdf":
            if not isinstance(r["page"], int):
                err(f"{rid}: PDF source needs an int page")
                continue
            ps, pl = pages_stream(src), pages_layout(src)
            for g in gold:
                s = norm(g)
                on_s = [i for i, t in enumerate(ps, 1) if s in t]
                on_l = [i for i, t in enumerate(pl, 1) if s in t]
                if not on_s:
                    err(f"{rid}: gold not found in {src.name} (stream; may cross a page break): {g!r}")
                    continue
                if r["page"] not in on_s:
                    err(f"{rid}: gold on page(s) {on_s}, stated page {r['page']}: {g!r}")
                if r["page"] not in on_l:
                    err(f"{rid}: gold not on page {r['page']} in the layout text: {g!r}")
                if len(on_s) > 1:
                    err(f"{rid}: gold occurs on several pages {on_s}: {g!r}")
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
                on_n = [i for i, paras in enumerate(notes, 1) if any(s in p for p in paras)]
                if on_n:
                    err(f"{rid}: gold in speaker notes of slide(s) {on_n}: {g!r}")
                if not on:
                    err(f"{rid}: gold not found in the visible slide text of {src.name}: {g!r}")
                    continue
                if r["page"] not in on:
                    err(f"{rid}: gold on slide(s) {on}, stated slide {r['page']}: {g!r}")
                if len(on) > 1:
                    err(f"{rid}: gold occurs on several slides {on}: {g!r}")
                if r["page"] <= len(slides) and not any(s in u for u in slides[r["page"] - 1]):
                    err(f"{rid}: gold not inside one paragraph/cell of slide {r['page']}: {g!r}")
        else:
            if r["page"] is not None:
                err(f"{rid}: a {src.suffix} source has no page")
            units = {".html": lambda: html_units(src), ".docx": lambda: docx_units(src),
                     ".txt": lambda: txt_units(src), ".md": lambda: md_lines(src)}[src.suffix]()
            for g in gold:
                if not any(norm(g) in u for u in units):
                    err(f"{rid}: gold not inside one visible unit of {src.name}: {g!r}")

        # one right file per answer (visible text and ordinary notes of every other file)
        for g in gold:
            for other in course_files(r["course"]):
                if other.name != r["source"] and norm(g) in readable_text(other):
                    err(f"{rid}: gold also occurs in {other.name}: {g!r}")


def check_extra(rows):
    build = __import__("build")
    for c in COURSES:
        for f in sorted((ROOT / "src" / c).iterdir()):
            text = f.read_text(encoding="utf-8")
            if not all(build.allowed_char(ch, f.name) for ch in text):
                err(f"src/{c}/{f.name}: character outside the allowed range")
    golds = collections.Counter(norm(g) for r in rows for g in r["gold"])
    for g, n in golds.items():
        if n > 1:
            err(f"gold used by {n} questions: {g!r}")


def check_terms():
    other = {mq.BK: mq.FA, mq.FA: mq.BK}
    for course, _lang, q, terms in mq.UNANSWERABLE:
        hits = term_hits(course, terms)
        if hits:
            err(f"unanswerable {q!r}: {hits}")
    for course, _lang, q, terms in mq.OTHER_COURSE:
        hits = term_hits(course, terms)
        if hits:
            err(f"other_course {q!r}: found in own course: {hits}")
        if not term_hits(other[course], terms):
            err(f"other_course {q!r}: no term found in {other[course]}")


def check_notes():
    """Each content deck has ordinary notes, private notes and one hidden slide, its last. Each
    NOTES_ONLY answer is in the named deck's private notes or hidden slide and in no readable text."""
    qs = {q for _c, _l, q, _t in mq.UNANSWERABLE}
    for q, (course, name, pattern) in mq.NOTES_ONLY.items():
        if q not in qs:
            err(f"NOTES_ONLY question is not in UNANSWERABLE: {q!r}")
        f = CORPUS / course / name
        if not re.search(pattern, restricted_deck_text(f), flags=re.I):
            err(f"NOTES_ONLY {q!r}: {pattern!r} not in the private notes or hidden slide of {name}")
        for g in course_files(course):
            if re.search(pattern, readable_text(g), flags=re.I):
                err(f"NOTES_ONLY {q!r}: {pattern!r} is in the readable text of {g.name}")
    for c in COURSES:
        for f in content_files(c):
            if f.suffix != ".pptx":
                continue
            if not ordinary_notes_text(f):
                err(f"{c}/{f.name}: no ordinary speaker notes")
            if not any(pr for _o, pr in split_notes(f)):
                err(f"{c}/{f.name}: no private speaker notes")
            hidden = pptx_hidden_slides(f)
            if list(hidden) != [len(pages_pptx(f))]:
                err(f"{c}/{f.name}: hidden slides {list(hidden)}, expected only the last")


def check_hidden():
    """Each HIDDEN_ONLY answer lies in the named file's raw content and in the readable text of
    no file of its course."""
    qs = {q for _c, _l, q, _t in mq.UNANSWERABLE}
    for q, (course, name, pattern) in mq.HIDDEN_ONLY.items():
        if q not in qs:
            err(f"HIDDEN_ONLY question is not in UNANSWERABLE: {q!r}")
        f = CORPUS / course / name
        if not re.search(pattern, raw_everything(f), flags=re.I):
            err(f"HIDDEN_ONLY {q!r}: {pattern!r} not in {name} at all")
        for g in course_files(course):
            if re.search(pattern, readable_text(g), flags=re.I):
                err(f"HIDDEN_ONLY {q!r}: {pattern!r} is visible in {g.name}")


def check_keys(rows):
    """Answer keys: present, holding no gold; KEY_ONLY answers only inside them."""
    for course, name in list(mq.KEY_SECTIONS) + sorted(mq.KEY_FILES):
        _body, key = split_key(CORPUS / course / name)
        if not key:
            err(f"{course}/{name}: empty answer key")
    qs = {q for _c, _l, q, _t in mq.UNANSWERABLE}
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
                if f.suffix == ".pptx" and norm(g) in " ".join(p for ps in notes_paras(f) for p in ps):
                    err(f"{r['id']}: gold occurs in the speaker notes of {f.name}: {g!r}")


def planted_units(f, s):
    """The visible unit (paragraph, line) of f that holds the planted string s."""
    if f.suffix == ".txt":
        units = txt_units(f)
    elif f.suffix == ".md":
        units = md_lines(f)
    elif f.suffix == ".html":
        units = html_units(f)
    elif f.suffix == ".docx":
        units = docx_units(f)
    else:
        units = [file_text(f)]
    return [u for u in units if s in u]


def check_never_quote(rows):
    all_files = [f for c in COURSES for f in course_files(c)]
    questions = [norm(r["question"]) for r in rows]
    golds = [norm(g) for r in rows for g in r["gold"]]
    for kind, course, name, string in mq.NEVER_QUOTE:
        s = norm(string)
        f = CORPUS / course / name
        holders = [g.name for g in all_files if s in raw_everything(g)]
        if holders != [name]:
            err(f"never-quote {string!r}: held by {holders}, expected only {name}")
        if any(s in q for q in questions):
            err(f"never-quote {string!r} occurs in a question")
        if any(s in g or g in s for g in golds):
            err(f"never-quote {string!r} overlaps a gold")
        visible_anywhere = [g.name for g in all_files if s in readable_text(g)]
        if kind == "key":
            if s not in split_key(f)[1]:
                err(f"never-quote {string!r}: not in the answer key of {name}")
            if any(s in course_text(g) for g in all_files):
                err(f"never-quote {string!r}: in course text outside a key")
        elif kind == "notes":
            if s not in restricted_deck_text(f):
                err(f"never-quote {string!r}: not in a private note or hidden slide of {name}")
            if visible_anywhere:
                err(f"never-quote {string!r}: readable in {visible_anywhere}")
        elif kind == "hidden":
            if visible_anywhere:
                err(f"never-quote {string!r}: visible in {visible_anywhere}")
        elif kind == "planted":
            if visible_anywhere != [name]:
                err(f"never-quote {string!r}: planted text visible in {visible_anywhere}, expected {name}")
            for u in planted_units(f, s):
                for r in rows:
                    for g in r["gold"]:
                        if norm(g) in u:
                            err(f"{r['id']}: gold lies in the planted paragraph of {name}")
        else:
            err(f"never-quote {string!r}: unknown kind {kind!r}")


def check_pptx_keys():
    """A deck's key label is never in a private note or on a hidden slide."""
    for (course, name), label in sorted(mq.KEY_SECTIONS.items()):
        if not name.endswith(".pptx"):
            continue
        f = CORPUS / course / name
        if any(norm(label) in n for _o, pr in split_notes(f) for n in pr):
            err(f"{name}: key label in a private note")
        if any(norm(label) in t for t in pptx_hidden_slides(f).values()):
            err(f"{name}: key label on a hidden slide")


# --------------------------------------------------------------------- set 59: label places
def pdf_lit(text):
    """Text as build.py writes it into a content stream: a PDF literal string."""
    return __import__("build").pdf_str(text).encode("latin-1")


def zip_part(f, name):
    with zipfile.ZipFile(str(f)) as z:
        return z.read(name).decode("utf-8")


def _pl_stamp(course, name, f, label):
    """One annotation in the file, a Stamp with an appearance stream whose /Contents is the label,
    on a page after page 1; the stamped page and all later pages are the key; the label is drawn
    only by the appearance stream (in no page content stream) and read on that page only."""
    annots = pdf_annots(f)
    if (course, name) not in mq.STAMP_KEYS or len(annots) != 1:
        return False
    pg, sub, flags, contents, ap, _rect = annots[0]
    if sub != "Stamp" or contents != label or ap is None or flags & 2 or pg < 2:
        return False
    objs = _pdf_objects(str(f))
    if pdf_lit(label) not in _stream_data(objs[ap]):
        return False
    if any(pdf_lit(label) in st for st, _d in pdf_page_streams(f)):
        return False
    return [i for i, t in enumerate(pages_stream(f), 1) if norm(label) in t] == [pg]


def _pl_wordart(course, name, f, label):
    """The label stands on one visible slide (not the first or the last), in a shape whose body
    properties warp its text (a:prstTxWarp)."""
    hits = [i for i, u in enumerate(pptx_slide_units(f), 1) if norm(label) in " ".join(u)]
    n = len(pptx_slide_units(f))
    if len(hits) != 1 or not 1 < hits[0] < n:
        return False
    xml = zip_part(f, f"ppt/slides/slide{hits[0]}.xml")
    shapes = [sp for sp in re.findall(r"<p:sp>.*?</p:sp>", xml, flags=re.S) if escape(label) in sp]
    return len(shapes) == 1 and '<a:prstTxWarp prst="textArchUp">' in shapes[0]


def _pl_callout(course, name, f, label):
    """The label stands on one visible slide, in a wedgeRoundRectCallout shape."""
    hits = [i for i, u in enumerate(pptx_slide_units(f), 1) if norm(label) in " ".join(u)]
    n = len(pptx_slide_units(f))
    if len(hits) != 1 or not 1 < hits[0] < n:
        return False
    xml = zip_part(f, f"ppt/slides/slide{hits[0]}.xml")
    shapes = [sp for sp in re.findall(r"<p:sp>.*?</p:sp>", xml, flags=re.S) if escape(label) in sp]
    return len(shapes) == 1 and '<a:prstGeom prst="wedgeRoundRectCallout">' in shapes[0]


def _pl_style_name(course, name, f, label):
    """A custom paragraph style is named with the label; the key's paragraphs use it; no text
    holds the label (it is only a w:name in styles.xml)."""
    names = docx_style_names(f)
    ids = [sid for sid, nm in names.items() if nm == label]
    styles_xml = zip_part(f, "word/styles.xml")
    return (len(ids) == 1 and f'w:customStyle="1" w:styleId="{ids[0]}"' in styles_xml
            and ids[0] in docx_unit_styles(f) and norm(label) not in " ".join(docx_units(f))
            and escape(label) not in zip_part(f, "word/document.xml") and (course, name) in mq.STYLE_KEYS)


def _pl_rotated_cell(course, name, f, label):
    """The label is the text of a table cell that starts a vertical merge (w:vMerge restart) and
    runs bottom to top (w:textDirection btLr); every later row's first cell continues the merge."""
    root = ET.fromstring(zip_part(f, "word/document.xml"))
    for tbl in root.iter(W + "tbl"):
        rows = tbl.findall(W + "tr")
        first = rows[0].find(W + "tc")
        text = "".join(t.text or "" for t in first.iter(W + "t"))
        if text != label:
            continue
        vm = first.find(f"{W}tcPr/{W}vMerge")
        td = first.find(f"{W}tcPr/{W}textDirection")
        if vm is None or vm.get(W + "val") != "restart" or td is None or td.get(W + "val") != "btLr":
            return False
        for r in rows[1:]:
            c = r.find(W + "tc")
            m = c.find(f"{W}tcPr/{W}vMerge")
            if m is None or m.get(W + "val") not in (None, "continue") or "".join(t.text or "" for t in c.iter(W + "t")):
                return False
        return sum(1 for u in docx_units(f) if u == norm(label)) == 1
    return False


def _pl_heading_comment(course, name, f, label):
    """One Word comment holds the label; it is anchored on a Heading1 paragraph; no body text
    holds the label."""
    hits = [(i, st) for i, st, text in docx_comment_anchors(f) if text == norm(label)]
    return ((course, name) in mq.COMMENT_KEYS and len(hits) == 1 and hits[0][1] == "Heading1"
            and norm(label) not in " ".join(docx_units(f)))


def _pl_definition_term(course, name, f, label):
    src = f.read_text(encoding="utf-8")
    return (src.count(label) == 1 and len(re.findall(r"<dl[^>]*>\s*<dt>" + re.escape(label) + r"</dt>\s*<dd>", src)) == 1
            and norm(label) in html_units(f))


def _pl_title_attribute(course, name, f, label):
    src = f.read_text(encoding="utf-8")
    return (src.count(label) == 1 and len(re.findall(r'<section [^>]*title="' + re.escape(label) + '"', src)) == 1
            and norm(label) not in html_text(f))


def _pl_md_comment(course, name, f, label):
    lines = f.read_text(encoding="utf-8").splitlines()
    idx = [i for i, ln in enumerate(lines) if label in ln]
    return (len(idx) == 1 and idx[0] > 10 and lines[idx[0]] == f"<!-- {label} -->"
            and any(ln.strip() for ln in lines[idx[0] + 1:]) and norm(label) not in norm(md_visible("\n".join(lines))))


def _pl_md_definition(course, name, f, label):
    lines = f.read_text(encoding="utf-8").splitlines()
    idx = [i for i, ln in enumerate(lines) if label in ln]
    if len(idx) != 1 or idx[0] < 10 or lines[idx[0]] != label:
        return False
    rest = [ln for ln in lines[idx[0] + 1:] if ln.strip()]
    return len(rest) >= 2 and all(ln.startswith(":   ") for ln in rest)


def _pl_mail_subject(course, name, f, label):
    lines = f.read_text(encoding="utf-8").splitlines()
    idx = [i for i, ln in enumerate(lines) if label in ln]
    if len(idx) != 1 or idx[0] < 10 or lines[idx[0]] != f"Oggetto: {label}":
        return False
    k = idx[0]
    return (lines[k - 1].startswith("A: ") and lines[k - 2].startswith("Da: ")
            and re.fullmatch(r"-{3,} Messaggio inoltrato -{3,}", lines[k - 3]) is not None)


def _pl_heading_parenthesis(course, name, f, label):
    lines = f.read_text(encoding="utf-8").splitlines()
    idx = [i for i, ln in enumerate(lines) if label in ln]
    return (len(idx) == 1 and idx[0] > 10
            and re.fullmatch(r"\d+\. [A-ZÁÉÍÓÖŐÚÜŰ ]+ \(" + re.escape(label) + r"\)", lines[idx[0]]) is not None)


def _pl_spaced(course, name, f, label):
    """The source line is !spaced LABEL; the label is drawn once with 3 Tc character spacing and
    is one whole layout line of one page."""
    lines = src_of(course, name).read_text(encoding="utf-8").splitlines()
    if sum(1 for ln in lines if ln == "!spaced " + label) != 1 or sum(label in ln for ln in lines) != 1:
        return False
    on = [i for i, t in enumerate(pages_stream(f), 1) if norm(label) in t]
    if len(on) != 1 or sum(1 for ln in layout_lines(f, on[0]) if norm(ln) == norm(label)) != 1:
        return False
    st = pdf_page_streams(f)[on[0] - 1][0]
    return len(re.findall(rb"3 Tc [\d.]+ [\d.]+ Td " + re.escape(pdf_lit(label)) + rb" Tj 0 Tc", st)) == 1


def _pl_banner(course, name, f, label):
    """The label is drawn in white (1 g) inside a dark filled bar painted just before it, and is
    one whole visible layout line of one page."""
    on = [i for i, t in enumerate(pages_stream(f), 1) if norm(label) in t]
    if len(on) != 1 or sum(1 for ln in layout_lines(f, on[0]) if norm(ln) == norm(label)) != 1:
        return False
    st = pdf_page_streams(f)[on[0] - 1][0]
    m = re.search(rb"q ([\d.]+) ([\d.]+) ([\d.]+) rg ([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re f Q\n"
                  rb"q 1 g BT /F2 [\d.]+ Tf ([\d.]+) ([\d.]+) Td " + re.escape(pdf_lit(label)) + rb" Tj ET Q", st)
    if not m:
        return False
    r, g, b, rx, ry, rw, rh, x, y = (float(v) for v in m.groups())
    return max(r, g, b) < 0.5 and rx <= x <= rx + rw and ry <= y <= ry + rh


LABEL_CHECKS = {
    "pdf_stamp_annotation": _pl_stamp,
    "pdf_letter_spaced_line": _pl_spaced,
    "pdf_reversed_banner": _pl_banner,
    "slide_wordart": _pl_wordart,
    "slide_callout_shape": _pl_callout,
    "docx_paragraph_style_name": _pl_style_name,
    "docx_rotated_merged_cell": _pl_rotated_cell,
    "docx_heading_comment": _pl_heading_comment,
    "html_definition_term": _pl_definition_term,
    "html_title_attribute": _pl_title_attribute,
    "md_html_comment_line": _pl_md_comment,
    "md_definition_term": _pl_md_definition,
    "txt_forwarded_mail_subject": _pl_mail_subject,
    "txt_heading_parenthesis": _pl_heading_parenthesis,
}


def check_label_places():
    """Each label stands where mq.LABEL_PLACES says."""
    if set(mq.LABEL_PLACES) != set(mq.KEY_SECTIONS):
        err("LABEL_PLACES and KEY_SECTIONS name different files")
    for (course, name), place in sorted(mq.LABEL_PLACES.items()):
        f = CORPUS / course / name
        label = mq.KEY_SECTIONS[(course, name)]
        if place not in LABEL_CHECKS or not LABEL_CHECKS[place](course, name, f, label):
            err(f"{course}/{name}: label {label!r} is not in its place ({place})")


def check_key_file_labels():
    """A whole key file's label stands where mq.KEY_FILE_LABELS says."""
    for (course, name), (place, label) in sorted(mq.KEY_FILE_LABELS.items()):
        f = CORPUS / course / name
        ok = False
        if place == "docx_banner_paragraph":
            xml = zip_part(f, "word/document.xml")
            m = re.search(r"<w:p><w:pPr><w:pBdr>(.*?)</w:pBdr><w:shd [^>]*w:fill=\"[0-9A-F]{6}\"/>.*?<w:t xml:space=\"preserve\">"
                          + re.escape(escape(label)) + "</w:t></w:r></w:p>", xml)
            units = docx_units(f)
            ok = (m is not None and all(f"<w:{s} " in m.group(1) for s in ("top", "left", "bottom", "right"))
                  and len(units) > 2 and units[1] == norm(label) and sum(norm(label) in u for u in units) == 1)
        elif place == "md_first_heading":
            src = f.read_text(encoding="utf-8")
            ok = src.splitlines()[0] == f"# {label}" and src.count(label) == 1
        if not ok:
            err(f"{course}/{name}: key-file label {label!r} is not in its place ({place})")


# -------------------------------------------------------------------- set 59: hidden places
def _pdf_hidden_by(f, s, what):
    """Whether the string s is drawn on some page as spans that are hidden, but visible when the
    page's alpha-0 graphics states (what="clear") or its images (what="images") are ignored."""
    objs = _pdf_objects(str(f))
    for k in _kids(objs):
        st = _stream_data(objs[int(re.search(rb"/Contents (\d+) 0 R", objs[k]).group(1))])
        clear, images = _page_resources(objs, objs[k])
        real = _page_spans(st, clear_gs=clear, images=images)
        control = _page_spans(st, clear_gs=frozenset() if what == "clear" else clear,
                              images=frozenset() if what == "images" else images)
        hidden = norm(" ".join(t for _x, _y, t, v in real if not v))
        shown = norm(" ".join(t for (_x, _y, t, v), (_a, _b, _c, rv) in zip(control, real) if v and not rv))
        if s in hidden and s in shown:
            return True
    return False


def _xml_holders(f, string):
    with zipfile.ZipFile(str(f)) as z:
        return [n for n in z.namelist() if n.endswith(".xml") and escape(string) in z.read(n).decode("utf-8")]


def _inside(root, string, pred):
    """Whether some element satisfying pred holds the string in its text."""
    for el in root.iter():
        if pred(el) and norm(string) in norm(" ".join(el.itertext())):
            return True
    return False


def check_hidden_places():
    """Each hidden string stands where mq.HIDDEN_PLACES says, and nowhere visible."""
    hidden = {(c, n): string for kind, c, n, string in mq.NEVER_QUOTE if kind == "hidden"}
    if set(hidden) != set(mq.HIDDEN_PLACES):
        err(f"HIDDEN_PLACES {sorted(mq.HIDDEN_PLACES)} != hidden strings' files {sorted(hidden)}")
    for (course, name), place in sorted(mq.HIDDEN_PLACES.items()):
        f = CORPUS / course / name
        string = hidden.get((course, name), "")
        s = norm(string)
        ok = False
        if place == "pdf_alpha_zero":
            ok = _pdf_hidden_by(f, s, "clear")
        elif place == "pdf_under_image":
            ok = _pdf_hidden_by(f, s, "images")
        elif place == "pdf_superseded_revision":
            redefined, orphans, xrefs = pdf_superseded(f)
            ok = (xrefs >= 2 and bool(redefined) and any(s in norm(t) for _oid, t in orphans)
                  and not any(s in norm(" ".join(t for _x, _y, t, _v in sp)) for sp in _pdf_pages(str(f))))
        elif place == "pptx_covered_by_shape":
            holders = _xml_holders(f, string)
            if len(holders) == 1 and holders[0].startswith("ppt/slides/slide"):
                root = ET.fromstring(zip_part(f, holders[0]))
                shapes = list(root.iter(P + "sp"))
                for k, sp in enumerate(shapes):
                    if norm(string) in norm(" ".join(sp.itertext())):
                        b = _sp_box(sp)
                        ok = b is not None and any(
                            _sp_box(c) is not None and c.find(f"{P}spPr/{A}solidFill") is not None
                            and not "".join(c.itertext()).strip() and _contains(_sp_box(c), b)
                            for c in shapes[k + 1:])
        elif place == "pptx_notes_master":
            ok = _xml_holders(f, string) == ["ppt/notesMasters/notesMaster1.xml"]
        elif place == "docx_orphan_endnote":
            doc = zip_part(f, "word/document.xml")
            root = ET.fromstring(zip_part(f, "word/endnotes.xml")) if _xml_holders(f, string) == ["word/endnotes.xml"] else None
            ok = root is not None and any(
                norm(string) in norm("".join(e.itertext())) and f'w:id="{e.get(W + "id")}"' not in doc
                for e in root.iter(W + "endnote")) and "endnoteReference" not in doc
        elif place == "docx_vml_hidden_box":
            root = ET.fromstring(zip_part(f, "word/document.xml"))
            ok = _inside(root, string, lambda el: el.tag.startswith(V) and "visibility:hidden" in (el.get("style") or "")
                         and el.find(f".//{W}txbxContent") is not None)
        elif place == "docx_mc_fallback":
            root = ET.fromstring(zip_part(f, "word/document.xml"))
            ok = (_inside(root, string, lambda el: el.tag == MC + "Fallback")
                  and not _inside(root, string, lambda el: el.tag == MC + "Choice"))
        elif place == "html_svg_desc":
            src = f.read_text(encoding="utf-8")
            ok = any(s in norm(d) for sv in re.findall(r"<svg\b.*?</svg>", src, flags=re.S)
                     for d in re.findall(r"<desc>(.*?)</desc>", sv, flags=re.S))
        elif place == "html_iframe_content":
            ok = any(s in norm(c) for c in re.findall(r"<iframe\b[^>]*>(.*?)</iframe>", f.read_text(encoding="utf-8"), flags=re.S))
        elif place == "md_orphan_footnote":
            src = f.read_text(encoding="utf-8")
            m = [x for x in re.finditer(r"^\[\^([^\]\s]+)\]:(.*)$", src, flags=re.M) if s in norm(x.group(2))]
            ok = len(m) == 1 and src.count(f"[^{m[0].group(1)}]") == 1
        elif place == "md_link_title":
            ok = any(s in norm(t) for t in re.findall(r"\]\([^\s)]+ \"([^\"]*)\"\)", f.read_text(encoding="utf-8")))
        if not ok:
            err(f"{course}/{name}: hidden string {string!r} is not in its place ({place})")
        for g in course_files(course):
            if s in readable_text(g):
                err(f"{course}/{name}: hidden string {string!r} is readable in {g.name}")


def _sp_box(sp):
    o = sp.find(f"{P}spPr/{A}xfrm/{A}off")
    e = sp.find(f"{P}spPr/{A}xfrm/{A}ext")
    if o is None or e is None:
        return None
    return int(o.get("x")), int(o.get("y")), int(e.get("cx")), int(e.get("cy"))


def _contains(outer, inner):
    return (outer[0] <= inner[0] and outer[1] <= inner[1] and inner[0] + inner[2] <= outer[0] + outer[2]
            and inner[1] + inner[3] <= outer[1] + outer[3])


LANGS = {"it", "hu", "en", "es", "fr", "de", "pt", "ro", "pl", "nl", "ru"}


def check_languages(rows):
    """Every question has a language (mq.LANG); each content file has 7 answerable questions in
    its course's language, 6 in English and 1 in a third language; each course has at least 5
    refusals in its language, 5 in English and 2 in third languages."""
    qs = {r["question"]: r for r in rows}
    if set(mq.LANG) != set(qs):
        err(f"LANG and the questions differ: {sorted(set(mq.LANG) ^ set(qs))[:5]}")
    for q, lang in mq.LANG.items():
        if lang not in LANGS:
            err(f"{q!r}: unknown language {lang!r}")
    for c in COURSES:
        own = mq.COURSE_LANG[c]
        for f in content_files(c):
            on = [mq.LANG.get(r["question"]) for r in rows if r["course"] == c and r["source"] == f.name]
            n_own, n_en = on.count(own), on.count("en")
            if (n_own, n_en, len(on) - n_own - n_en) != (7, 6, 1):
                err(f"{c}/{f.name}: {n_own} questions in {own}, {n_en} in English, {len(on) - n_own - n_en} other (want 7, 6, 1)")
        refuse = [mq.LANG.get(r["question"]) for r in rows if r["course"] == c and not r["answerable"]]
        if refuse.count(own) < 5 or refuse.count("en") < 5 or len(refuse) - refuse.count(own) - refuse.count("en") < 2:
            err(f"{c}: refusals by language {collections.Counter(refuse)}")


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
    per_page = collections.Counter((r["source"], r["page"]) for r in pdf if r["source"].endswith(".pdf"))
    print("PDF golds per page:", dict(sorted(per_page.items(), key=lambda kv: (kv[0][0], kv[0][1] or 0))))
    print("languages:", dict(collections.Counter(mq.LANG[r["question"]] for r in rows)))
    print(f"restricted: NOTES_ONLY {len(mq.NOTES_ONLY)}, HIDDEN_ONLY {len(mq.HIDDEN_ONLY)}, "
          f"KEY_ONLY {len(mq.KEY_ONLY)}, NEVER_QUOTE {len(mq.NEVER_QUOTE)}")

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
        for f in content_files(c):
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
    check_hidden()
    check_keys(rows)
    check_never_quote(rows)
    check_pptx_keys()
    check_label_places()
    check_key_file_labels()
    check_hidden_places()
    check_languages(rows)
    report(rows)
    if errors:
        print(f"\nFAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
