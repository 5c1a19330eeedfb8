#!/usr/bin/env python
"""Check the retrieval evaluation set: questions.jsonl against the corpus.

    python tests/data/eval/check_gold.py            # exit status 0 = all good

Checks, for every question:
* the schema (id unique, course exists, kind known, answerable consistent with kind);
* answerable: each gold snippet has 5-20 words, contains no Markdown markup when the source is
  .md/.txt, occurs (whitespace-normalised) in the text of its source document, and in no other
  document of the same course. For .docx/.pdf the text checked is the committed source the file
  was built from (src/<course>/<stem>.md, Markdown markers removed);
* unanswerable / other_course: none of the question's ``absent_terms`` starts a word anywhere in
  the asked course's corpus (a cheap guard that the topic really is not covered), and
  other_course names an existing ``answered_in`` course different from the asked one.

If pdfplumber (or else pdfminer.six) and python-docx are installed, the snippets of .pdf/.docx
sources are also looked for in the text extracted from the built files, and for PDFs within a
single page (a snippet must not straddle a page break). Without those libraries that part is
reported as skipped.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "corpus"
SRC = HERE / "src"
KINDS = {"paraphrase": True, "exact_term": True, "unanswerable": False, "other_course": False}
MARKUP = re.compile(r"\*|`|\$|\\\(|\\\[|^#|\|")


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def strip_md_markers(text: str) -> str:
    return text.replace("**", "")


def source_text(course: str, filename: str) -> str:
    path = CORPUS / course / filename
    if path.suffix in (".md", ".txt"):
        return path.read_text(encoding="utf-8")
    src = SRC / course / (path.stem + ".md")
    return strip_md_markers(src.read_text(encoding="utf-8"))


def extracted_pages(path: Path) -> list[str] | None:
    """Text of the built file, one string per page (DOCX: one 'page'). None if no extractor."""
    if path.suffix == ".pdf":
        try:
            import pdfplumber

            with pdfplumber.open(str(path)) as pdf:
                return [p.extract_text() or "" for p in pdf.pages]
        except ImportError:
            pass
        try:
            from pdfminer.high_level import extract_pages
            from pdfminer.layout import LTTextContainer
        except ImportError:
            return None
        pages = []
        for layout in extract_pages(str(path)):
            pages.append("\n".join(el.get_text() for el in layout if isinstance(el, LTTextContainer)))
        return pages
    if path.suffix == ".docx":
        try:
            import mammoth

            with open(path, "rb") as fh:
                return [mammoth.extract_raw_text(fh).value]
        except ImportError:
            pass
        try:
            from docx import Document
        except ImportError:
            return None
        doc = Document(str(path))
        parts = [p.text for p in doc.paragraphs]
        for table in doc.tables:
            for row in table.rows:
                parts.append(" ".join(c.text for c in row.cells))
        return ["\n".join(parts)]
    return None


def main() -> int:
    errors: list[str] = []
    notes: list[str] = []
    courses = sorted(p.name for p in CORPUS.iterdir() if p.is_dir())
    docs = {c: sorted(p.name for p in (CORPUS / c).iterdir() if p.is_file()) for c in courses}
    texts = {c: {d: norm(source_text(c, d)) for d in docs[c]} for c in courses}
    extracted_cache: dict[Path, list[str] | None] = {}

    # Default: the team's own set; or any question file named on the command line.
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "questions.jsonl"
    questions = [json.loads(l) for l in path.read_text().splitlines() if l.strip()]
    seen: set[str] = set()
    counts: dict[str, int] = {}
    snippets = 0
    for q in questions:
        qid = q.get("id", "?")
        where = f"{qid}:"
        for key in ("id", "course", "question", "answerable", "gold", "kind"):
            if key not in q:
                errors.append(f"{where} missing key {key!r}")
        if qid in seen:
            errors.append(f"{where} duplicate id")
        seen.add(qid)
        course, kind = q.get("course"), q.get("kind")
        if course not in docs:
            errors.append(f"{where} unknown course {course!r}")
            continue
        if kind not in KINDS:
            errors.append(f"{where} unknown kind {kind!r}")
            continue
        counts[kind] = counts.get(kind, 0) + 1
        if q.get("answerable") is not KINDS[kind]:
            errors.append(f"{where} answerable={q.get('answerable')} does not fit kind {kind}")

        if KINDS[kind]:
            src = q.get("source")
            if src not in docs[course]:
                errors.append(f"{where} source {src!r} is not a document of {course}")
                continue
            if not q["gold"]:
                errors.append(f"{where} answerable question without gold snippets")
            for snippet in q["gold"]:
                snippets += 1
                s = norm(snippet)
                n_words = len(s.split())
                if not 5 <= n_words <= 20:
                    errors.append(f"{where} snippet has {n_words} words (want 5-20): {s!r}")
                if src.endswith((".md", ".txt")) and MARKUP.search(s):
                    errors.append(f"{where} snippet contains Markdown markup: {s!r}")
                if s not in texts[course][src]:
                    errors.append(f"{where} snippet not found in {course}/{src}: {s!r}")
                others = [d for d in docs[course] if d != src and s in texts[course][d]]
                if others:
                    errors.append(f"{where} snippet also occurs in {others}: {s!r}")
                path = CORPUS / course / src
                if path.suffix in (".pdf", ".docx"):
                    if path not in extracted_cache:
                        extracted_cache[path] = extracted_pages(path)
                    pages = extracted_cache[path]
                    if pages is None:
                        notes.append(f"{where} no extractor for {path.suffix}; built-file check skipped")
                    elif not any(s in norm(p) for p in pages):
                        errors.append(f"{where} snippet not found within one page of the built {src}: {s!r}")
        else:
            if q["gold"]:
                errors.append(f"{where} unanswerable question has gold snippets")
            if kind == "other_course":
                other = q.get("answered_in")
                if other not in docs or other == course:
                    errors.append(f"{where} answered_in must name another course, got {other!r}")
            terms = q.get("absent_terms") or []
            if not terms:
                errors.append(f"{where} no absent_terms to verify the topic is not covered")
            whole = " ".join(texts[course].values())
            for term in terms:
                if re.search(r"\b" + re.escape(term), whole, flags=re.IGNORECASE):
                    errors.append(f"{where} absent term {term!r} does occur in the {course} corpus")

    for note in sorted(set(notes)):
        print("note:", note)
    for err in errors:
        print("ERROR:", err)
    print(
        f"{len(questions)} questions ({', '.join(f'{k}={v}' for k, v in sorted(counts.items()))}), "
        f"{snippets} gold snippets, {len(errors)} error(s)"
    )
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
