"""Check questions.jsonl against the corpus. Prints 'OK: all checks passed' when everything holds."""
import json
import re
import sys
from collections import Counter
from pathlib import Path

import docx
from pypdf import PdfReader

ROOT = Path(__file__).resolve().parent
CORPUS = ROOT / "corpus"
COURSES = ["physics-mechanics", "world-economics"]
KINDS = {"paraphrase", "exact_term", "unanswerable", "other_course"}
FIELDS = ["id", "course", "question", "answerable", "kind", "gold", "source", "page"]


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def file_pages(path):
    """List of normalised page texts (one entry for non-PDF files)."""
    if path.suffix == ".pdf":
        return [norm(p.extract_text() or "") for p in PdfReader(str(path)).pages]
    if path.suffix == ".docx":
        d = docx.Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for cell in row.cells:
                    parts.append(cell.text)
        return ["\n".join(norm(p) for p in parts)]
    return [norm(path.read_text(encoding="utf-8"))]


def main():
    errors = []
    texts = {}
    for c in COURSES:
        for f in sorted((CORPUS / c).iterdir()):
            texts[(c, f.name)] = file_pages(f)

    rows = [json.loads(l) for l in open(ROOT / "questions.jsonl", encoding="utf-8") if l.strip()]
    ids = [r.get("id") for r in rows]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    expected = [f"ab2-{i:03d}" for i in range(1, len(rows) + 1)]
    if ids != expected:
        errors.append("ids are not ab2-001 ... in order")
    if len({norm(r["question"]) for r in rows}) != len(rows):
        errors.append("duplicate question texts")

    page_break = []
    page_break_prose = []
    for r in rows:
        rid = r.get("id")
        if list(r.keys()) != FIELDS:
            errors.append(f"{rid}: fields {list(r.keys())}")
            continue
        if r["course"] not in COURSES:
            errors.append(f"{rid}: bad course")
            continue
        if r["kind"] not in KINDS:
            errors.append(f"{rid}: bad kind")
            continue
        if not isinstance(r["question"], str) or not r["question"].strip():
            errors.append(f"{rid}: empty question")
        if r["answerable"] != (r["kind"] in ("paraphrase", "exact_term")):
            errors.append(f"{rid}: answerable/kind mismatch")
        if not r["answerable"]:
            if r["gold"] != [] or r["source"] is not None or r["page"] is not None:
                errors.append(f"{rid}: non-answerable row must have gold [], source null, page null")
            continue
        gold, src = r["gold"], r["source"]
        if not (isinstance(gold, list) and 1 <= len(gold) <= 3):
            errors.append(f"{rid}: gold must be a list of 1-3 snippets")
            continue
        key = (r["course"], src)
        if key not in texts:
            errors.append(f"{rid}: unknown source {src}")
            continue
        pages = texts[key]
        is_pdf = src.endswith(".pdf")
        if is_pdf != (r["page"] is not None):
            errors.append(f"{rid}: page must be set for PDF sources only")
        for gi, g in enumerate(gold):
            n = len(g.split())
            if not 4 <= n <= 12:
                errors.append(f"{rid}: snippet has {n} words: {g!r}")
            ng = norm(g)
            if not any(ng in p for p in pages):
                if is_pdf and ng in " ".join(pages):
                    errors.append(f"{rid}: snippet crosses a page break: {g!r}")
                else:
                    errors.append(f"{rid}: snippet not in {src}: {g!r}")
                continue
            # the answer should sit in one file of the course only
            for (c, f), other in texts.items():
                if c == r["course"] and f != src and any(ng in p for p in other):
                    errors.append(f"{rid}: snippet also occurs in {f}: {g!r}")
            if is_pdf and gi == 0:
                p = r["page"]
                if not (isinstance(p, int) and 1 <= p <= len(pages) and ng in pages[p - 1]):
                    errors.append(f"{rid}: first snippet not on page {p}")
                elif p > 1 and pages[p - 1].find(ng) < 400:
                    page_break.append(rid)
                    if "slides" not in src:
                        page_break_prose.append(rid)

    # unanswerable / other-course topics must be absent from the asked course
    sys.path.insert(0, str(ROOT))
    import make_questions as mq
    for course, q, terms in mq.UNANSWERABLE + mq.OTHER_COURSE:
        alltext = " ".join(" ".join(p) for (c, f), p in texts.items() if c == course)
        for t in terms:
            if norm(t) and (f" {norm(t)} " if t.startswith(" ") else norm(t)) in alltext:
                errors.append(f"{course}: term {t!r} of {q!r} occurs in the course")
    for course, q, terms in mq.OTHER_COURSE:
        other = [c for c in COURSES if c != course][0]
        othertext = " ".join(" ".join(p) for (c, f), p in texts.items() if c == other)
        if not any(norm(t) in othertext for t in terms):
            errors.append(f"other_course {q!r}: no term found in {other}")

    # summary
    cnt = Counter((r["course"], r["kind"]) for r in rows)
    by_src = Counter((r["course"], r["source"]) for r in rows if r["answerable"])
    print(f"{len(rows)} questions")
    for c in COURSES:
        print(" ", c, {k: cnt[(c, k)] for k in sorted(KINDS)})
    for (c, s), n in sorted(by_src.items()):
        print(f"    {c}/{s}: {n}")
    print(f"answerable with a PDF source: {sum(1 for r in rows if r['answerable'] and r['source'].endswith('.pdf'))}")
    print(f"first gold snippet within 400 chars of the top of a page after page 1: {len(page_break)} "
          f"(prose PDFs: {len(page_break_prose)}: {', '.join(page_break_prose)})")
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
