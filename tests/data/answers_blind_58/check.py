"""Check questions.jsonl against the built corpus. Exit code 1 on any failure.

Set 58: set 57's checker (copied) with the ids (ab58-), the course names (mq.VO, mq.BK), the
other-course table and this paragraph changed, and additions for this set's courses and its new
places of hidden and restricted text. (1) Both courses are written in another language than
English (Finnish and Romanian), so check_languages now counts every question's language
(mq.LANG): each content file has 7 answerable questions in its course's language, 6 in English
and 1 in a third language; each course has refusals in its language, in English and in at least
one third language. Sources may hold Latin-1 letters (both courses) and the six Romanian letters
beyond Latin-1 (bookkeeping); build.allowed_char is the rule. (2) split_key knows the new ways a
key section is found: the pages carrying a diagonal watermark (mq.WATERMARK_KEYS), the slides of a
deck section named by the label (mq.SECTION_KEYS), a DOCX's last section, whose header holds the
label (mq.DOCX_SECTION_KEYS), a DOCX table whose alt-text title is the label and everything after
it (mq.TABLE_CAPTION_KEYS), and an HTML element whose class gets the label from a CSS ::before
rule (mq.CSS_CLASS_KEYS); labels that are in no visible text are counted as part of their key.
(3) check_label_places knows the 14 new places (see make_questions.py), check_key_file_labels
the two new key-file labels (a PPTX title slide's subtitle, a PDF's first line). (4)
check_hidden_places (new) verifies that each hidden string stands in the place mq.HIDDEN_PLACES
names: a PDF box of its own colour, outside a CropBox, in an unpainted form XObject; a DOCX
blacked-out run, the glossary part, an unused first-page header; a PPTX layout no slide uses, a
slide part nothing points to; an HTML <canvas> fallback, SVG <defs>; Markdown visually-hidden and
content-visibility:hidden elements. (5) Decks that are whole key files need no notes, hidden
slide or slide count.

Set 57: set 56's checker (copied) with the ids (ab57-), the course names (mq.FO, mq.TX), the
other-course table and this paragraph changed, and additions for this set's new places of
restricted text. (1) An HTML page whose label is an aria-label attribute (html_aria_label) is
split like set 56's image alt text: the key is the label plus the visible text from the element
holding the attribute to the end. (2) A DOCX whose label is the alias of a block content control
(docx_sdt_alias): the key is the label plus the visible units inside the control, which must be
the file's last units. (3) check_label_places knows the new places: pdf_bold_lead_line,
pdf_italic_line and pdf_table_caption (the source line !boldlead / !italicline / !caption holds the
label, the caption directly above a table, and the label is one whole layout line on one page),
slide_foot_line (the key slide's last unit starts with the label), slide_group_sticker (the label
is inside a p:grpSp of that slide's XML), docx_caption_paragraph (a Caption-style paragraph that is
the label), docx_sdt_alias (w:alias holds the label; no visible text does), docx_bold_paragraph (a
paragraph that is the label in one bold run), html_figcaption (<figure ...> then
<figcaption>label</figcaption>), md_setext_heading (the label line underlined with ===),
md_italic_line (_label_ alone on a line), txt_divider_line (----- label -----) and
txt_bracket_line ([label]). (4) check_key_file_labels: the HTML key file's label stands in its
<title> and not in its visible text; the Markdown key file's label in its YAML front matter.
(5) Foreign files are Dutch (nl) and Polish (pl); sources of foreign files may hold characters up
to U+017F (Polish letters). Set 57's pdftext.py also treats as hidden: PDF render mode 7 and OFF
optional content, DOCX w:moveFrom runs and runs in a vanished character style, PPTX hidden="1"
shapes and alpha-0 runs, closed HTML <dialog>s and clip-path:circle(0)/inset(50%), Markdown
<template>s and opacity:0 raw HTML.

Set 56: set 55's checker (copied) with the ids (ab56-), the course names (mq.BR, mq.PA), the
other-course table and this paragraph changed, and additions for this set's new places of
restricted text. (1) A PDF in mq.HEADER_KEYS has its label only in the running header at the top
of its key pages: the key is every page whose text holds the label; check_header_keys verifies the
label stands once, in the top line, of each such page, and that the key pages are the last pages.
(2) An HTML page whose label is an image's alt text (place html_img_alt): the key is the label
plus the visible text of everything after the <img>; the body is the visible text before it.
(3) check_label_places knows the new places: pdf_running_header, slide_table_header_cell (the
first unit after the slide title, and the first cell of a table row in the source),
html_details_summary (the only <summary>, inside a <details>), txt_note_after_break (a line of its
own right after a "* * *" line), html_italic_paragraph (<p><em>label</em></p> once),
docx_table_header_cell (a table cell unit, the first cell of a table row in the source),
md_blockquote_first_line ("> **label**" followed by more blockquote lines to the end) and
pdf_table_header_cell (the first cell of a table's header row in the source, on one page of the
PDF's visible text). (4) check_languages counts Danish (da) and Swedish (sv). Set 56's pdftext.py
also treats as hidden: squashed (Tz < 10) and painted-over PDF text, zero-size PPTX shapes,
near-white DOCX runs (tracked deletions and field instructions were never read as text), HTML
transform:scale(0), color:transparent, height:0 with overflow:hidden, and Markdown raw HTML with
visibility:hidden or font-size:0.

Set 55: set 54's checker (copied) with the ids (ab55-), the course names (mq.UP, mq.CE), the
other-course table and this paragraph changed, and additions for this set's new places of
restricted text. (1) A PDF in mq.OUTLINE_KEYS has its label only in its document outline: the key
is the page the bookmark points to and every later page, and the label counts as part of the key;
check_outline_keys verifies the label is in the outline, in no page's visible text, and points at
a page after page 1 such that the key pages are the last pages. (2) A DOCX in mq.FOOTNOTE_KEYS has
its label only in a footnote: the key runs from the paragraph holding the footnote reference to the
end, footnote included; check_label_places verifies that paragraph is a heading. (3)
check_label_places verifies every label of mq.KEY_SECTIONS stands where mq.LABEL_PLACES says: an
HTML <caption>, the first header cell of a Markdown table, a line of its own in the middle of a TXT
(with course text before and key text after), the first body line of a slide (after its title), a
DOCX paragraph of its own, a PDF heading line, the PDF outline, a footnote on a heading.
(4) The language check now counts French (fr) and Spanish (es). Set 55's pdftext.py also reads PDF
outlines and annotations (raw only), DOCX footnotes, off-slide PPTX shapes, HTML off-screen and
white text and hidden raw HTML in Markdown.

Set 54: set 53's checker (copied) with the ids (ab54-), the course names (mq.CG, mq.MY), the
other-course table and this paragraph changed, and three additions for this set's new places of
restricted text. (1) A PDF in mq.FOOTER_KEYS has its label only in the running footer of its key
pages: the key is every page whose text holds the label (not "from the label to the end"), and
check_footer_keys verifies that the label stands in the bottom line of each such page, once, and
that the key pages are the last pages. (2) In a deck the key is one slide, whichever slide holds
the label in its visible text or in one of its speaker notes (the cartography deck's label is an
ordinary speaker note, "Remove this slide before sharing..."); the rest of the deck, with the
other slides' ordinary notes, is course text. (3) check_languages: mq.ASKED_IN names the questions
asked in Italian or German; each foreign file has 7 answerable questions in its language and 7 in
English, and each language has 3 questions to refuse. Set 54's pdftext.py also reads DOCX text
boxes, PDF off-page and clipped text, HTML opacity:0 / font-size:0 and Markdown reference lines.

Set 53: set 52's checker (copied) with the ids (ab53-), the course names (mq.JH, mq.GL), the
other-course table and this paragraph changed; every rule is set 52's. Restricted sections are
mq.KEY_SECTIONS as before (set 53 also has one that is a visible slide, so a deck's ordinary
notes, which readable_text appends after its slides, count as part of that key for the checks).

Set 52: set 51's checker (copied) with the ids (ab52-), the course names (mq.MS, mq.SS) and this
docstring changed. Everything else is set 51's: the standard-library pdftext.py readers (two PDF
extractors, pages_stream and pages_layout); eight files per course (the eighth a whole answer-key
file, mq.KEY_FILES, which needs no questions); every mq.HIDDEN_ONLY answer lies in the named file's
hidden text or metadata and in no visible text; every mq.NOTES_ONLY answer lies in a private
speaker note or on a hidden slide (set 52: private notes start with mq.PRIVATE_NOTE, "privat", so
that the German deck's "Privat (nur fuer Lehrkraefte)" notes count); each deck (three this time,
one of them German) has ordinary notes, private notes and one hidden slide, its last; every string
of mq.NEVER_QUOTE lies in exactly one file of the corpus, where its kind says, in no question and
in no gold. Golds are verbatim, 4-15 words, inside one unit, on the stated page by both PDF
extractors, on one slide, in one file only, unique, never in a key or a note. Expected totals:
170-200 answerable, at least 55 unanswerable, 4-8 other-course, at least 60 with a page, 24 on
decks, 11 per course file.

Set 51's docstring said: "Set 51: set 50's checker (copied) reworked for a machine with no PDF,
DOCX or PPTX library". Earlier history (sets 30-50) is in set 50's check.py docstring.
"""
import collections
import json
import re
import sys
from pathlib import Path

import make_questions as mq
from pdftext import (docx_section_starts, docx_table_caption_start, docx_headers, pptx_sections,
                     pdf_form_xobjects, _pdf_objects, _stream_data, _pdf_pages, _unescape, _para_text, _Units, _hidden_classes, html_text, norm, pages_stream, pages_layout, pages_pptx, pptx_slide_units,
                     pptx_hidden_slides, notes_paras, docx_units, html_units, file_text,
                     raw_everything, layout_lines, md_visible, pdf_outline, docx_footnotes)

ROOT = Path(__file__).resolve().parent
CORPUS = ROOT / "corpus"
FIELDS = ["id", "course", "question", "answerable", "kind", "gold", "source", "page"]
COURSES = [mq.VO, mq.BK]
PREFIX = "ab58-"
ANSWERABLE_KINDS = {"paraphrase", "exact_term", "keyword", "how_why", "list_item",
                    "table_row", "worked_step", "definition_tail", "code_block"}
OTHER_KINDS = {"unanswerable", "other_course"}

errors = []


def err(msg):
    if msg not in errors:  # set 58: split_key runs many times; report each problem once
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


def split_key(f):
    """(course text, key text) of a corpus file, both normalised. A whole key file is all key;
    a key section runs from its heading to the end of the file's text."""
    course = f.parent.name
    if (course, f.name) in mq.KEY_FILES:
        return "", readable_text(f)
    heading = mq.KEY_SECTIONS.get((course, f.name))
    if heading is None:
        return readable_text(f), ""
    lab = norm(heading)
    if (course, f.name) in mq.SECTION_KEYS:  # set 58: the slides of the section named by the label
        secs = [nums for name, nums in pptx_sections(f) if name == heading]
        if len(secs) != 1:
            err(f"{f.name}: section {heading!r} found {len(secs)} times")
            return readable_text(f), ""
        slides, notes, parts = pptx_slide_units(f), notes_paras(f), split_notes(f)
        keys = {n - 1 for n in secs[0]}
        body = " ".join(" ".join(u) for i, u in enumerate(slides) if i not in keys)
        body += " " + " ".join(n for i, (o, _p) in enumerate(parts) if i not in keys for n in o)
        key = lab + " " + " ".join(" ".join(slides[i]) + " " + " ".join(notes[i]) for i in sorted(keys))
        return body, key
    if (course, f.name) in mq.DOCX_SECTION_KEYS:  # set 58: the last section, labelled by its header
        units = list(docx_units(f))
        starts = docx_section_starts(f)
        if len(starts) != 1:
            err(f"{f.name}: {len(starts)} section breaks, expected 1")
            return readable_text(f), ""
        return " ".join(units[:starts[0]]), lab + " " + " ".join(units[starts[0]:])
    if (course, f.name) in mq.TABLE_CAPTION_KEYS:  # set 58: from the captioned table to the end
        units = list(docx_units(f))
        k = docx_table_caption_start(f, heading)
        if k is None:
            err(f"{f.name}: no table with the alt-text title {heading!r}")
            return readable_text(f), ""
        return " ".join(units[:k]), lab + " " + " ".join(units[k:])
    if (course, f.name) in mq.CSS_CLASS_KEYS:  # set 58: from the element whose class shows the label
        src = f.read_text(encoding="utf-8")
        marker = f'class="{mq.CSS_CLASS_KEYS[(course, f.name)]}"'
        if src.count(marker) != 1:
            err(f"{f.name}: {marker} not found once")
            return readable_text(f), ""
        i = src.rfind("<", 0, src.find(marker))
        return _html_visible(src[:i]), lab + " " + _html_visible(src[i:])
    if (course, f.name) in mq.OUTLINE_KEYS:  # set 55: key pages are those from the bookmark's page on
        pages = pages_stream(f)
        hits = [pg for title, pg in pdf_outline(f) if norm(title) == lab]
        if len(hits) != 1:
            err(f"{f.name}: outline label {heading!r} found {len(hits)} times")
            return " ".join(pages), ""
        k = hits[0] - 1
        return " ".join(pages[:k]), lab + " " + " ".join(pages[k:])
    if (course, f.name) in mq.FOOTNOTE_KEYS:  # set 55: key from the paragraph with the footnote
        units = list(docx_units(f))
        hits = [(i, st) for i, st, text in docx_footnotes(f) if text == lab]
        if len(hits) != 1:
            err(f"{f.name}: footnote label {heading!r} found {len(hits)} times")
            return readable_text(f), ""
        k = hits[0][0]
        return " ".join(units[:k]), lab + " " + " ".join(units[k:])
    if mq.LABEL_PLACES.get((course, f.name)) == "docx_sdt_alias":  # set 57: key inside the control
        units = list(docx_units(f))
        inner = docx_sdt_units(f, heading)
        if not inner or units[-len(inner):] != inner:
            err(f"{f.name}: content control {heading!r} missing or not at the end")
            return readable_text(f), ""
        return " ".join(units[:-len(inner)]), lab + " " + " ".join(inner)
    if mq.LABEL_PLACES.get((course, f.name)) in ("html_img_alt", "html_aria_label"):  # set 56 / 57
        src = f.read_text(encoding="utf-8")
        i = src.find(heading)
        if i < 0 or src.count(heading) != 1:
            err(f"{f.name}: alt label {heading!r} not found once")
            return readable_text(f), ""
        i = src.rfind("<", 0, i)
        return _html_visible(src[:i]), lab + " " + _html_visible(src[i:])
    if (course, f.name) in mq.FOOTER_KEYS | mq.HEADER_KEYS | mq.WATERMARK_KEYS:  # set 54 / 56 / 58: the key pages are those whose footer, header or watermark holds the label
        pages = pages_stream(f)
        keyp = [i for i, t in enumerate(pages) if lab in t]
        if not keyp:
            err(f"{f.name}: footer label {heading!r} on no page")
        return (" ".join(t for i, t in enumerate(pages) if i not in keyp),
                " ".join(pages[i] for i in keyp))
    if f.suffix == ".pptx":  # set 54: the key is the one slide holding the label (title, text or note)
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
        idx = [i for i, u in enumerate(units) if u == norm(heading)]
        if len(idx) != 1:
            err(f"{f.name}: key heading {heading!r} found {len(idx)} times")
            return readable_text(f), ""
        return " ".join(units[:idx[0]]), " ".join(units[idx[0]:])
    text = readable_text(f)
    i = text.find(norm(heading))
    if i < 0 or text.count(norm(heading)) != 1:
        err(f"{f.name}: key heading {heading!r} not found once")
        return text, ""
    return text[:i], text[i:]


def _html_visible(fragment):
    """Set 56: visible text of a piece of an HTML page, normalised."""
    p = _Units(_hidden_classes(fragment))
    p.feed(fragment)
    p.close()
    return norm(" ".join(p.buf))


def docx_sdt_units(f, alias):
    """Set 57: the visible units inside the block content control whose alias is `alias`."""
    import zipfile
    from xml.etree import ElementTree as ET
    W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
    with zipfile.ZipFile(str(f)) as z:
        root = ET.fromstring(z.read("word/document.xml"))
    for sdt in root.iter(W + "sdt"):
        a = sdt.find(f"{W}sdtPr/{W}alias")
        if a is not None and a.get(W + "val") == alias:
            out = []
            for el in sdt.find(W + "sdtContent"):
                if el.tag == W + "p":
                    out.append(norm(_para_text(el)))
                elif el.tag == W + "tbl":
                    for tc in el.iter(W + "tc"):
                        out.append(norm("\n".join(_para_text(q) for q in tc.iter(W + "p"))))
            return out
    return []


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
            if f.suffix == ".pdf" and pages_stream(f) and len(pages_stream(f)) != len(pages_layout(f)):
                err(f"{f.name}: the two PDF extractors disagree on the page count")
    for c, spec in build.COURSES.items():
        for n, how in spec["files"].items():
            if how != "pptx" or (c, Path(n).stem + ".pptx") in mq.KEY_FILES:  # set 58: a key deck is exempt
                continue
            slides = sum(1 for line in (ROOT / "src" / c / n).read_text().splitlines() if line.startswith("## "))
            pages = len(pages_pptx(CORPUS / c / (Path(n).stem + ".pptx")))
            if pages != slides + 1:
                err(f"{c}/{n}: {pages} pages but {slides} slides + title")
            if not 15 <= pages <= 36:
                err(f"{c}/{n}: {pages} slides, expected 15-36")


def check_rows(rows):
    ids = [r.get("id") for r in rows]
    if ids != [f"{PREFIX}{i:03d}" for i in range(1, len(rows) + 1)]:
        err(f"ids are not {PREFIX}001 ... in order")
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
        elif src.suffix == ".html":
            for g in gold:
                if not any(norm(g) in u for u in html_units(src)):
                    err(f"{rid}: gold not inside one visible element (p, li, cell, pre line) of {src.name}: {g!r}")
        elif src.suffix == ".docx":
            for g in gold:
                if not any(norm(g) in u for u in docx_units(src)):
                    err(f"{rid}: gold not inside one visible paragraph/cell of {src.name}: {g!r}")
        elif src.suffix == ".txt":
            for g in gold:
                if not any(norm(g) in u for u in txt_units(src)):
                    err(f"{rid}: gold not inside one paragraph or bullet of {src.name}: {g!r}")
        else:
            for g in gold:
                if not any(norm(g) in line for line in md_lines(src)):
                    err(f"{rid}: gold not inside one visible line of {src.name}: {g!r}")

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
            if not all(build.allowed_char(ch, f.name) for ch in text):  # set 58
                err(f"src/{c}/{f.name}: character outside the allowed range")
    golds = collections.Counter(norm(g) for r in rows for g in r["gold"])
    for g, n in golds.items():
        if n > 1:
            err(f"gold used by {n} questions: {g!r}")


def check_terms():
    other = {mq.VO: mq.BK, mq.BK: mq.VO}
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
    """Each deck has ordinary notes, private notes and one hidden slide, its last. Each NOTES_ONLY
    answer is in the named deck's private notes or hidden slide and in no readable text."""
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
        for f in content_files(c):  # set 58: a key deck needs no notes
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
    """Each HIDDEN_ONLY answer lies in the named file (hidden text or metadata) and in the readable
    text of no file of its course."""
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


def check_footer_keys():
    """Set 54: a footer label stands once, in the bottom line, of each key page; key pages are the
    PDF's last pages and follow at least one ordinary page."""
    for course, name in sorted(mq.FOOTER_KEYS):
        f = CORPUS / course / name
        lab = norm(mq.KEY_SECTIONS[(course, name)])
        pages = pages_stream(f)
        keyp = [i for i, t in enumerate(pages, 1) if lab in t]
        if not keyp or keyp != list(range(keyp[0], len(pages) + 1)) or keyp[0] == 1:
            err(f"{name}: footer-key pages {keyp} are not the last pages of {len(pages)}")
        for i in keyp:
            lines = layout_lines(f, i)
            if pages[i - 1].count(lab) != 1 or lab not in norm(lines[-1]):
                err(f"{name}: page {i}: the label is not once, in the bottom line")


def check_pptx_keys():
    """Set 54: a deck's key label in a speaker note is an ordinary note (not private) on a
    visible slide."""
    for (course, name), label in sorted(mq.KEY_SECTIONS.items()):
        if not name.endswith(".pptx"):
            continue
        f = CORPUS / course / name
        hidden = pptx_hidden_slides(f)
        for i, (o, pr) in enumerate(split_notes(f), 1):
            if any(norm(label) in n for n in pr):
                err(f"{name}: key label in a private note of slide {i}")
            if any(norm(label) in n for n in o) and i in hidden:
                err(f"{name}: key label in the note of a hidden slide {i}")


def check_header_keys():
    """Set 56: a header label stands once, in the top line, of each key page; key pages are the
    PDF's last pages and follow at least one ordinary page."""
    for course, name in sorted(mq.HEADER_KEYS):
        f = CORPUS / course / name
        lab = norm(mq.KEY_SECTIONS[(course, name)])
        pages = pages_stream(f)
        keyp = [i for i, t in enumerate(pages, 1) if lab in t]
        if not keyp or keyp != list(range(keyp[0], len(pages) + 1)) or keyp[0] == 1:
            err(f"{name}: header-key pages {keyp} are not the last pages of {len(pages)}")
        for i in keyp:
            lines = layout_lines(f, i)
            if pages[i - 1].count(lab) != 1 or norm(lines[0]) != lab:
                err(f"{name}: page {i}: the label is not once, in the top line")


def check_outline_keys():
    """Set 55: an outline label is in the PDF outline once, in no page's visible text, and points at
    a page after page 1; the key pages run to the end."""
    for course, name in sorted(mq.OUTLINE_KEYS):
        f = CORPUS / course / name
        lab = norm(mq.KEY_SECTIONS[(course, name)])
        pages = pages_stream(f)
        hits = [pg for t, pg in pdf_outline(f) if norm(t) == lab]
        if len(hits) != 1 or hits[0] < 2:
            err(f"{name}: outline label points at {hits}")
        if any(lab in t for t in pages) or any(lab in t for t in pages_layout(f)):
            err(f"{name}: outline label also in the page text")


def check_label_places():
    """Set 55: each label stands where mq.LABEL_PLACES says."""
    for (course, name), place in sorted(mq.LABEL_PLACES.items()):
        f = CORPUS / course / name
        label = mq.KEY_SECTIONS[(course, name)]
        lab = norm(label)
        ok = False
        if place == "pdf_outline":
            ok = (course, name) in mq.OUTLINE_KEYS and any(norm(t) == lab for t, _p in pdf_outline(f))
        elif place == "html_caption":
            src = f.read_text(encoding="utf-8")
            caps = [norm(c) for c in re.findall(r"<caption>(.*?)</caption>", src, flags=re.S)]
            ok = caps == [lab] and src.count(label) == 1
        elif place == "md_table_first_header_cell":
            lines = f.read_text(encoding="utf-8").splitlines()
            idx = [i for i, ln in enumerate(lines) if label in ln]
            ok = (len(idx) == 1 and lines[idx[0]].startswith("|")
                  and norm(lines[idx[0]].strip("|").split("|")[0]) == lab
                  and re.fullmatch(r"\|(\s*:?-{2,}:?\s*\|)+", lines[idx[0] + 1].strip()) is not None
                  and (idx[0] == 0 or not lines[idx[0] - 1].startswith("|")))
        elif place == "txt_middle_line":
            lines = f.read_text(encoding="utf-8").splitlines()
            idx = [i for i, ln in enumerate(lines) if ln.strip() == label]
            ok = (len(idx) == 1 and 10 < idx[0] < len(lines) - 3
                  and not lines[idx[0] - 1].strip() and not lines[idx[0] + 1].strip())
        elif place == "slide_first_body_line":
            slides = pptx_slide_units(f)
            hits = [u for u in slides if lab in " ".join(u)]
            ok = len(hits) == 1 and len(hits[0]) > 2 and hits[0][1] == lab
        elif place == "docx_paragraph":
            ok = sum(1 for u in docx_units(f) if u == lab) == 1
        elif place == "docx_heading_footnote":
            hits = [(i, st) for i, st, text in docx_footnotes(f) if text == lab]
            ok = (course, name) in mq.FOOTNOTE_KEYS and len(hits) == 1 and (hits[0][1] or "").startswith("Heading")
            ok = ok and lab not in " ".join(docx_units(f))
        elif place == "pdf_heading":
            pages = pages_stream(f)
            on = [i for i, t in enumerate(pages, 1) if lab in t]
            ok = len(on) == 1 and any(norm(ln) == lab for ln in layout_lines(f, on[0]))
        elif place == "pdf_running_header":  # set 56
            ok = (course, name) in mq.HEADER_KEYS and all(
                norm(layout_lines(f, i)[0]) == lab
                for i, t in enumerate(pages_stream(f), 1) if lab in t)
        elif place in ("slide_table_header_cell", "docx_table_header_cell", "pdf_table_header_cell"):
            srcname = next(n for n in (ROOT / "src" / course).iterdir() if n.stem == Path(name).stem)
            lines = srcname.read_text(encoding="utf-8").splitlines()
            idx = [i for i, ln in enumerate(lines) if label in ln]
            ok = (len(idx) == 1 and lines[idx[0]].startswith("|")
                  and lines[idx[0]].strip("|").split("|")[0].strip() == label
                  and re.fullmatch(r"\|(\s*:?-{2,}:?\s*\|)+", lines[idx[0] + 1].strip()) is not None)
            if place == "slide_table_header_cell":
                hits = [u for u in pptx_slide_units(f) if lab in " ".join(u)]
                ok = ok and len(hits) == 1 and hits[0][1] == lab
            elif place == "docx_table_header_cell":
                ok = ok and sum(1 for u in docx_units(f) if u == lab) == 1
            else:
                ok = ok and sum(1 for t in pages_stream(f) if lab in t) == 1
        elif place == "html_details_summary":
            src = f.read_text(encoding="utf-8")
            sums = re.findall(r"<summary>(.*?)</summary>", src, flags=re.S)
            ok = sums == [label] and src.find("<details>") < src.find("<summary>") < src.find("</details>")
        elif place == "txt_note_after_break":
            lines = f.read_text(encoding="utf-8").splitlines()
            idx = [i for i, ln in enumerate(lines) if ln.strip() == label]
            ok = len(idx) == 1 and idx[0] > 10 and lines[idx[0] - 1].strip() == "* * *"
        elif place == "html_italic_paragraph":
            src = f.read_text(encoding="utf-8")
            ok = src.count(f"<p><em>{label}</em></p>") == 1 and src.count(label) == 1
        elif place == "html_img_alt":
            src = f.read_text(encoding="utf-8")
            ok = len(re.findall(r'<img [^>]*alt="' + re.escape(label) + '"', src)) == 1 and label not in html_text(f)
        elif place == "md_blockquote_first_line":
            lines = f.read_text(encoding="utf-8").splitlines()
            idx = [i for i, ln in enumerate(lines) if ln.strip() == f"> **{label}**"]
            ok = len(idx) == 1 and len(lines) > idx[0] + 1 and all(ln.startswith(">") for ln in lines[idx[0]:])
        elif place in ("pdf_bold_lead_line", "pdf_italic_line", "pdf_table_caption"):  # set 57
            bang = {"pdf_bold_lead_line": "!boldlead ", "pdf_italic_line": "!italicline ", "pdf_table_caption": "!caption "}[place]
            srcname = next(n for n in (ROOT / "src" / course).iterdir() if n.stem == Path(name).stem)
            lines = srcname.read_text(encoding="utf-8").splitlines()
            idx = [i for i, ln in enumerate(lines) if ln == bang + label]
            ok = len(idx) == 1 and sum(1 for ln in lines if label in ln) == 1
            if ok and place == "pdf_table_caption":
                ok = lines[idx[0] + 1].startswith("|")
            on = [i for i, t in enumerate(pages_stream(f), 1) if lab in t]
            ok = ok and len(on) == 1 and sum(1 for ln in layout_lines(f, on[0]) if norm(ln) == lab) == 1
        elif place == "slide_foot_line":
            hits = [u for u in pptx_slide_units(f) if lab in " ".join(u)]
            ok = len(hits) == 1 and hits[0][-1].startswith(lab)
        elif place == "slide_group_sticker":
            import zipfile
            hits = [i for i, u in enumerate(pptx_slide_units(f), 1) if lab in " ".join(u)]
            ok = len(hits) == 1
            if ok:
                with zipfile.ZipFile(str(f)) as z:
                    xml = z.read(f"ppt/slides/slide{hits[0]}.xml").decode("utf-8")
                groups = re.findall(r"<p:grpSp>.*?</p:grpSp>", xml, flags=re.S)
                ok = sum(label in g for g in groups) == 1 and xml.count(label) == 1
        elif place in ("docx_caption_paragraph", "docx_sdt_alias", "docx_bold_paragraph"):
            import zipfile
            from xml.sax.saxutils import escape
            with zipfile.ZipFile(str(f)) as z:
                xml = z.read("word/document.xml").decode("utf-8")
            el = escape(label)
            if place == "docx_caption_paragraph":
                ok = (len(re.findall(r'<w:p><w:pPr><w:pStyle w:val="Caption"/></w:pPr><w:r><w:t xml:space="preserve">'
                                     + re.escape(el) + "</w:t></w:r></w:p>", xml)) == 1
                      and sum(1 for u in docx_units(f) if u == lab) == 1)
            elif place == "docx_sdt_alias":
                ok = (xml.count(f'<w:alias w:val="{el}"/>') == 1 and lab not in " ".join(docx_units(f))
                      and bool(docx_sdt_units(f, label)))
            else:
                ok = (xml.count(f'<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">{el}</w:t></w:r></w:p>') == 1
                      and sum(1 for u in docx_units(f) if u == lab) == 1)
        elif place == "html_figcaption":
            src = f.read_text(encoding="utf-8")
            ok = (src.count(label) == 1 and len(re.findall(r"<figure[^>]*>\s*<figcaption>" + re.escape(label)
                                                            + r"</figcaption>", src)) == 1)
        elif place == "html_aria_label":
            src = f.read_text(encoding="utf-8")
            ok = src.count(f'aria-label="{label}"') == 1 and src.count(label) == 1 and lab not in html_text(f)
        elif place in ("md_setext_heading", "md_italic_line", "txt_divider_line", "txt_bracket_line"):
            lines = f.read_text(encoding="utf-8").splitlines()
            idx = [i for i, ln in enumerate(lines) if label in ln]
            ok = len(idx) == 1 and idx[0] > 10
            if ok:
                ln = lines[idx[0]]
                if place == "md_setext_heading":
                    ok = ln == label and re.fullmatch(r"={3,}", lines[idx[0] + 1]) is not None
                elif place == "md_italic_line":
                    ok = ln == f"_{label}_"
                elif place == "txt_divider_line":
                    ok = re.fullmatch(r"-{3,} " + re.escape(label) + r" -{3,}", ln) is not None
                else:
                    ok = ln == f"[{label}]"
        elif place in NEW_LABEL_PLACES:  # set 58
            ok = NEW_LABEL_PLACES[place](course, name, f, label)
        if not ok:
            err(f"{course}/{name}: label {label!r} is not in its place ({place})")


# ------------------------------------------------------------------ set 58: places and helpers
def pdf_page_streams(f):
    """Set 58: the decompressed content stream and the page dictionary of each page."""
    objs = _pdf_objects(str(f))
    kids = [int(k) for k in re.findall(r"(\d+) 0 R", objs[2].decode("latin-1").split("/Kids", 1)[1].split("]", 1)[0])]
    return [(_stream_data(objs[int(re.search(rb"/Contents (\d+) 0 R", objs[k]).group(1))]), objs[k]) for k in kids]


def pdf_lit(text):
    """Set 58: text as build.py writes it into a content stream: a PDF literal string."""
    return __import__("build").pdf_str(text).encode("latin-1")


def src_lines(course, name):
    srcname = next(n for n in (ROOT / "src" / course).iterdir() if n.stem == Path(name).stem)
    return srcname.read_text(encoding="utf-8").splitlines()


def _pl_watermark(course, name, f, label):
    """The label is drawn rotated 45 degrees (Tm) once on each key page; the key pages are the
    last pages and follow at least one ordinary page; the label stands on no other page."""
    if (course, name) not in mq.WATERMARK_KEYS:
        return False
    lab = norm(label)
    pages = pages_stream(f)
    keyp = [i for i, t in enumerate(pages, 1) if lab in t]
    if not keyp or keyp != list(range(keyp[0], len(pages) + 1)) or keyp[0] == 1:
        return False
    pat = re.compile(rb"0\.7071 0\.7071 -0\.7071 0\.7071 [\d.]+ [\d.]+ Tm " + re.escape(pdf_lit(label)) + rb" Tj")
    streams = pdf_page_streams(f)
    return all(len(pat.findall(streams[i - 1][0])) == 1 and pages[i - 1].count(lab) == 1 for i in keyp)


def _pl_boxed(course, name, f, label):
    """The source line is !boxed LABEL; the label is one whole line of one page, drawn in bold and
    framed by a stroked rectangle that contains it."""
    lines = src_lines(course, name)
    if sum(1 for ln in lines if ln == "!boxed " + label) != 1 or sum(label in ln for ln in lines) != 1:
        return False
    on = [i for i, t in enumerate(pages_stream(f), 1) if norm(label) in t]
    if len(on) != 1 or sum(1 for ln in layout_lines(f, on[0]) if norm(ln) == norm(label)) != 1:
        return False
    m = re.search(rb"BT /F2 11 Tf ([\d.]+) ([\d.]+) Td " + re.escape(pdf_lit(label))
                  + rb" Tj ET\n([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re S", pdf_page_streams(f)[on[0] - 1][0])
    if not m:
        return False
    x, y, rx, ry, rw, rh = (float(v) for v in m.groups())
    return rx <= x <= rx + rw and ry <= y <= ry + rh


def _pl_margin(course, name, f, label):
    """The source line is !marginnote LABEL; the label is drawn rotated 90 degrees (0 1 -1 0 Tm)
    left of the body's left margin, once, on the page where the key begins."""
    lines = src_lines(course, name)
    if sum(1 for ln in lines if ln == "!marginnote " + label) != 1:
        return False
    pat = re.compile(rb"0 1 -1 0 ([\d.]+) ([\d.]+) Tm " + re.escape(pdf_lit(label)) + rb" Tj")
    hits = [(i, m) for i, (st, _d) in enumerate(pdf_page_streams(f), 1) for m in pat.finditer(st)]
    on = [i for i, t in enumerate(pages_stream(f), 1) if norm(label) in t]
    return len(hits) == 1 and float(hits[0][1].group(1)) < __import__("build").PDFDoc.LEFT and on == [hits[0][0]]


def _pl_section(course, name, f, label):
    """A deck section (p14:sectionLst) is named LABEL; its slides are visible, are not the first
    or the last slide, and the label is in no slide text and no note."""
    if (course, name) not in mq.SECTION_KEYS:
        return False
    secs = [nums for nm, nums in pptx_sections(f) if nm == label]
    hidden = pptx_hidden_slides(f)
    n = len(pptx_slide_units(f))
    text = " ".join(" ".join(u) for u in pptx_slide_units(f)) + " " + " ".join(p for ps in notes_paras(f) for p in ps)
    return (len(secs) == 1 and secs[0] and all(1 < k < n and k not in hidden for k in secs[0])
            and norm(label) not in text)


def _pl_side_label(course, name, f, label):
    """The label stands on one slide only, in a text box whose body text is rotated (vert270)."""
    import zipfile
    from xml.sax.saxutils import escape
    hits = [i for i, u in enumerate(pptx_slide_units(f), 1) if norm(label) in " ".join(u)]
    if len(hits) != 1:
        return False
    with zipfile.ZipFile(str(f)) as z:
        xml = z.read(f"ppt/slides/slide{hits[0]}.xml").decode("utf-8")
    shapes = [sp for sp in re.findall(r"<p:sp>.*?</p:sp>", xml, flags=re.S) if escape(label) in sp]
    return len(shapes) == 1 and 'vert="vert270"' in shapes[0]


def _pl_docx_header(course, name, f, label, watermark=False):
    """A section break ends the course text; only the last section has a header, its default
    header: the label as text (or, for a watermark, only as a VML text path with no w:t)."""
    if (course, name) not in mq.DOCX_SECTION_KEYS or len(docx_section_starts(f)) != 1:
        return False
    heads, _title_pg = docx_headers(f)
    if len(heads) != 1:
        return False
    sect, kind, text, paths = heads[0]
    ok = sect == 1 and kind == "default"
    ok = ok and ((text == "" and paths == [label]) if watermark else (text == label and paths == []))
    return ok and norm(label) not in " ".join(docx_units(f))


def _pl_table_alt(course, name, f, label):
    """A table's alt-text title (w:tblCaption) is the label; no visible text holds it."""
    import zipfile
    from xml.sax.saxutils import escape
    with zipfile.ZipFile(str(f)) as z:
        xml = z.read("word/document.xml").decode("utf-8")
    return (xml.count(f'<w:tblCaption w:val="{escape(label)}"/>') == 1 and docx_table_caption_start(f, label) is not None
            and norm(label) not in " ".join(docx_units(f)) and (course, name) in mq.TABLE_CAPTION_KEYS)


def _pl_legend(course, name, f, label):
    src = f.read_text(encoding="utf-8")
    return re.findall(r"<fieldset[^>]*>\s*<legend>(.*?)</legend>", src, flags=re.S) == [label] and src.count(label) == 1


def _pl_css_before(course, name, f, label):
    """The label is only the content string of a CSS ::before rule for a class used once; no DOM
    text holds it."""
    cls = mq.CSS_CLASS_KEYS.get((course, name))
    src = f.read_text(encoding="utf-8")
    style = " ".join(re.findall(r"<style[^>]*>(.*?)</style>", src, flags=re.S))
    return (cls is not None and src.count(label) == 1
            and re.search(r"\." + re.escape(cls) + r"::before\s*\{\s*content:\s*\"" + re.escape(label) + "\"", style) is not None
            and src.count(f'class="{cls}"') == 1 and norm(label) not in html_text(f))


def _pl_admonition(course, name, f, label):
    lines = f.read_text(encoding="utf-8").splitlines()
    idx = [i for i, ln in enumerate(lines) if label in ln]
    if len(idx) != 1 or idx[0] < 10 or not re.fullmatch(r'!!! \w+ "' + re.escape(label) + '"', lines[idx[0]]):
        return False
    rest = lines[idx[0] + 1:]
    return len(rest) >= 2 and all(ln.startswith("    ") for ln in rest if ln.strip())


def _pl_pandoc_caption(course, name, f, label):
    lines = f.read_text(encoding="utf-8").splitlines()
    idx = [i for i, ln in enumerate(lines) if label in ln]
    if len(idx) != 1 or idx[0] < 10 or lines[idx[0]] != f"Table: {label}":
        return False
    nxt = [ln for ln in lines[idx[0] + 1:] if ln.strip()]
    return bool(nxt) and nxt[0].startswith("|")


def _pl_asterisk_box(course, name, f, label):
    lines = f.read_text(encoding="utf-8").split("\n")
    idx = [i for i, ln in enumerate(lines) if label in ln]
    if len(idx) != 1 or idx[0] < 10:
        return False
    ln = lines[idx[0]]
    return ln == f"*  {label}  *" and lines[idx[0] - 1] == lines[idx[0] + 1] == "*" * len(ln)


def _pl_form_feed(course, name, f, label):
    lines = f.read_text(encoding="utf-8").split("\n")
    idx = [i for i, ln in enumerate(lines) if label in ln]
    return len(idx) == 1 and idx[0] > 10 and lines[idx[0]] == label and lines[idx[0] - 1] == "\f"


NEW_LABEL_PLACES = {
    "pdf_diagonal_watermark": _pl_watermark,
    "pdf_boxed_line": _pl_boxed,
    "pdf_rotated_margin_note": _pl_margin,
    "pptx_section_name": _pl_section,
    "slide_rotated_side_label": _pl_side_label,
    "docx_section_header": _pl_docx_header,
    "docx_header_wordart_watermark": lambda c, n, f, lab: _pl_docx_header(c, n, f, lab, True),
    "docx_table_alt_title": _pl_table_alt,
    "html_fieldset_legend": _pl_legend,
    "html_css_before_content": _pl_css_before,
    "md_admonition_title": _pl_admonition,
    "md_pandoc_table_caption": _pl_pandoc_caption,
    "txt_asterisk_box": _pl_asterisk_box,
    "txt_after_form_feed": _pl_form_feed,
}


def check_hidden_places():
    """Set 58: each hidden string stands where mq.HIDDEN_PLACES says, and nowhere visible."""
    import zipfile
    from xml.sax.saxutils import escape
    hidden = {(c, n): string for kind, c, n, string in mq.NEVER_QUOTE if kind == "hidden"}
    if set(hidden) != set(mq.HIDDEN_PLACES):
        err(f"HIDDEN_PLACES {sorted(mq.HIDDEN_PLACES)} != hidden strings' files {sorted(hidden)}")
    for (course, name), place in sorted(mq.HIDDEN_PLACES.items()):
        f = CORPUS / course / name
        string = hidden.get((course, name), "")
        s = norm(string)
        ok = False
        if place == "pdf_same_colour_box":
            found = []
            for st, _d in pdf_page_streams(f):
                found += [(m.group(1), m.group(2)) for m in re.finditer(
                    rb"q ([\d.]+ [\d.]+ [\d.]+) rg [-\d. ]+ re f BT /F\d [\d.]+ Tf [\d.]+ [\d.]+ Td (\((?:\\.|[^\\)])*\)) Tj ET Q", st)]
            text = norm(" ".join(_unescape(lit) for _c, lit in found))
            ok = s in text and all(c != b"1 1 1" for c, _l in found)
        elif place == "pdf_outside_cropbox":
            for (st, d), spans in zip(pdf_page_streams(f), _pdf_pages(str(f))):
                crop = re.search(rb"/CropBox \[([^\]]*)\]", d)
                media = re.search(rb"/MediaBox \[([^\]]*)\]", d)
                if not crop or not media:
                    continue
                cx0, cy0, cx1, cy1 = (float(v) for v in crop.group(1).split())
                mx0, my0, mx1, my1 = (float(v) for v in media.group(1).split())
                for x, y, t, _v in spans:
                    if s in norm(t) and mx0 <= x < mx1 and my0 <= y < my1 and not (cx0 <= x < cx1 and cy0 <= y < cy1):
                        ok = True
        elif place == "pdf_unpainted_xobject":
            forms, painted = pdf_form_xobjects(f)
            ok = not painted and any(s in norm(t) for _oid, t in forms) and not any(
                s in norm(" ".join(t for _x, _y, t, _v in sp)) for sp in _pdf_pages(str(f)))
        elif place in ("docx_black_highlight", "docx_glossary_part", "docx_unused_first_header"):
            with zipfile.ZipFile(str(f)) as z:
                doc = z.read("word/document.xml").decode("utf-8")
                gloss = z.read("word/glossary/document.xml").decode("utf-8") if "word/glossary/document.xml" in z.namelist() else ""
            if place == "docx_black_highlight":
                runs = re.findall(r"<w:r><w:rPr>(.*?)</w:rPr><w:t xml:space=\"preserve\">(.*?)</w:t></w:r>", doc)
                ok = any(escape(string) in t and '<w:highlight w:val="black"/>' in rp and '<w:color w:val="000000"/>' in rp
                         for rp, t in runs)
            elif place == "docx_glossary_part":
                ok = escape(string) in gloss and escape(string) not in doc and "glossaryDocument" in gloss
            else:
                heads, title_pg = docx_headers(f)
                ok = not title_pg and any(kind == "first" and s in norm(text) for _i, kind, text, _p in heads)
        elif place in ("pptx_unused_layout", "pptx_orphan_slide_part"):
            with zipfile.ZipFile(str(f)) as z:
                names = z.namelist()
                holders = [n for n in names if n.endswith(".xml") and escape(string) in z.read(n).decode("utf-8")]
                pres_rels = z.read("ppt/_rels/presentation.xml.rels").decode("utf-8")
            if place == "pptx_unused_layout":  # a layout that no slide's relationships name
                ok = (len(holders) == 1 and holders[0].startswith("ppt/slideLayouts/")
                      and Path(holders[0]).name not in _slide_rels_text(f))
            else:
                ok = (len(holders) == 1 and holders[0].startswith("ppt/slides/slide")
                      and holders[0][len("ppt/"):] not in pres_rels and Path(holders[0]).name not in _all_rels_targets(f))
        elif place == "html_canvas_fallback":
            ok = any(s in norm(c) for c in re.findall(r"<canvas[^>]*>(.*?)</canvas>", f.read_text(encoding="utf-8"), flags=re.S))
        elif place == "html_svg_defs":
            ok = any(s in norm(c) for c in re.findall(r"<defs>(.*?)</defs>", f.read_text(encoding="utf-8"), flags=re.S))
        elif place == "md_visually_hidden_clip":
            ok = any(s in norm(c) for c in re.findall(
                r'<span style="[^"]*width:1px;height:1px;overflow:hidden;clip:rect\(0 0 0 0\)[^"]*">(.*?)</span>',
                f.read_text(encoding="utf-8"), flags=re.S))
        elif place == "md_content_visibility_hidden":
            ok = any(s in norm(c) for c in re.findall(r'<div style="content-visibility: hidden">(.*?)</div>',
                                                       f.read_text(encoding="utf-8"), flags=re.S))
        if not ok:
            err(f"{course}/{name}: hidden string {string!r} is not in its place ({place})")
        for g in course_files(course):
            if s in readable_text(g):
                err(f"{course}/{name}: hidden string {string!r} is readable in {g.name}")


def _slide_rels_text(f):
    """Set 58: the relationship parts of the deck's slides, joined."""
    import zipfile
    with zipfile.ZipFile(str(f)) as z:
        return " ".join(z.read(n).decode("utf-8") for n in z.namelist() if n.startswith("ppt/slides/_rels/"))


def _all_rels_targets(f):
    """Set 58: every relationship target of the package, except a part's own relationships file."""
    import zipfile
    out = set()
    with zipfile.ZipFile(str(f)) as z:
        for n in z.namelist():
            if n.endswith(".rels"):
                own = Path(n).name[:-len(".rels")]
                for tg in re.findall(r'Target="([^"]+)"', z.read(n).decode("utf-8")):
                    if Path(tg).name != own:
                        out.add(Path(tg).name)
    return out


def check_key_file_labels():
    """Set 57: a whole key file's label stands where mq.KEY_FILE_LABELS says."""
    for (course, name), (place, label) in sorted(mq.KEY_FILE_LABELS.items()):
        f = CORPUS / course / name
        src = f.read_text(encoding="utf-8") if f.suffix in (".html", ".md", ".txt") else ""
        ok = False
        if place == "html_title_only":
            ok = (re.findall(r"<title>(.*?)</title>", src) == [label]
                  and norm(label) not in _html_visible(src.split("<body>", 1)[1]))
        elif place == "pptx_title_subtitle":  # set 58: the title slide's subtitle
            slides = pptx_slide_units(f)
            ok = (len(slides[0]) == 2 and slides[0][1] == norm(label)
                  and sum(norm(label) in " ".join(u) for u in slides) == 1)
        elif place == "pdf_first_line":  # set 58: the first line of page 1
            ok = norm(layout_lines(f, 1)[0]) == norm(label) and sum(norm(label) in t for t in pages_stream(f)) == 1
        elif place == "md_front_matter":
            lines = src.splitlines()
            end = lines.index("---", 1) if lines and lines[0] == "---" and "---" in lines[1:] else -1
            ok = end > 0 and any(label in ln for ln in lines[1:end]) and src.count(label) == 1
        if not ok:
            err(f"{course}/{name}: key-file label {label!r} is not in its place ({place})")


LANGS = {"fi", "ro", "en", "sv", "de", "es", "fr", "it", "et", "no", "hu", "pt", "ru"}


def check_languages(rows):
    """Set 58: every question has a language (mq.LANG); each content file has 7 answerable
    questions in its course's language, 6 in English and 1 in a third language; each course has
    at least 5 refusals in its language, 5 in English and 2 in third languages."""
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
    top = []
    for r in pdf:
        if isinstance(r["page"], int) and r["page"] > 1 and r["source"].endswith(".pdf"):
            t = pages_stream(CORPUS / r["course"] / r["source"])[r["page"] - 1]
            if t.find(norm(r["gold"][0])) < 400:
                top.append(r["id"])
    print(f"prose-PDF golds in the first 400 characters of a page after page 1: {top}")
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
    check_footer_keys()
    check_pptx_keys()
    check_outline_keys()
    check_header_keys()
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
