"""Verify questions.jsonl against the corpus.
Run with: /work/blind/.venv/bin/python check.py   (needs pypdf and python-docx)"""
import json, re, sys
from collections import Counter
from pathlib import Path
from pypdf import PdfReader
from docx import Document

ROOT = Path(__file__).parent
CORPUS = ROOT / "corpus"
KINDS_A = {"paraphrase", "exact_term"}
KINDS_N = {"unanswerable", "other_course"}
BREAK_WINDOW = 400  # chars from the top of a page that count as "right after a page break"


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def docx_text(path):
    d = Document(str(path))
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for row in t.rows:
            for cell in row.cells:
                parts.append(cell.text)
    return "\n".join(parts)


_cache = {}


def load(path):
    """Return (whole normalised text, list of normalised page texts or None)."""
    if path not in _cache:
        if path.suffix == ".pdf":
            pages = [norm(p.extract_text() or "") for p in PdfReader(str(path)).pages]
            _cache[path] = (" ".join(pages), pages)
        elif path.suffix == ".docx":
            _cache[path] = (norm(docx_text(path)), None)
        else:
            _cache[path] = (norm(path.read_text(encoding="utf-8")), None)
    return _cache[path]


def main():
    errors, rows = [], []
    with open(ROOT / "questions.jsonl", encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.strip():
                rows.append(json.loads(line))
    ids = Counter(r["id"] for r in rows)
    for i, c in ids.items():
        if c > 1:
            errors.append(f"duplicate id {i}")
    courses = sorted(p.name for p in CORPUS.iterdir() if p.is_dir())
    after_break, pdf_src = 0, 0
    counts = Counter()
    for r in rows:
        rid = r["id"]
        missing = {"id", "course", "question", "answerable", "kind", "gold", "source", "page"} - r.keys()
        if missing:
            errors.append(f"{rid}: missing fields {missing}"); continue
        if r["course"] not in courses:
            errors.append(f"{rid}: unknown course {r['course']}")
        if not r["question"].strip():
            errors.append(f"{rid}: empty question")
        counts[(r["course"], r["kind"])] += 1
        if not r["answerable"]:
            if r["kind"] not in KINDS_N:
                errors.append(f"{rid}: bad kind {r['kind']} for non-answerable")
            if r["gold"] or r["source"] is not None or r["page"] is not None:
                errors.append(f"{rid}: non-answerable must have gold [], source null, page null")
            continue
        if r["kind"] not in KINDS_A:
            errors.append(f"{rid}: bad kind {r['kind']} for answerable")
        if not (1 <= len(r["gold"]) <= 3):
            errors.append(f"{rid}: needs 1-3 gold snippets")
        path = CORPUS / r["course"] / (r["source"] or "")
        if not r["source"] or not path.is_file():
            errors.append(f"{rid}: source file not found: {path}"); continue
        whole, pages = load(path)
        for g in r["gold"]:
            nw = len(g.split())
            if not 4 <= nw <= 12:
                errors.append(f"{rid}: gold has {nw} words (want 4-12): {g!r}")
            if norm(g) not in whole:
                errors.append(f"{rid}: gold not found in {r['source']}: {g!r}")
            if pages is not None and not any(norm(g) in p for p in pages):
                errors.append(f"{rid}: gold not within a single PDF page: {g!r}")
        if pages is None:
            if r["page"] is not None:
                errors.append(f"{rid}: page must be null for non-PDF source")
            continue
        pdf_src += 1
        pg = r["page"]
        if not isinstance(pg, int) or not 1 <= pg <= len(pages):
            errors.append(f"{rid}: bad page {pg}"); continue
        g0 = norm(r["gold"][0])
        if g0 not in pages[pg - 1]:
            found = [i + 1 for i, p in enumerate(pages) if g0 in p]
            errors.append(f"{rid}: first gold not on page {pg} (found on {found})")
        elif pg > 1 and pages[pg - 1].find(g0) < BREAK_WINDOW:
            after_break += 1
    ans = [r for r in rows if r["answerable"]]
    print(f"questions: {len(rows)}  answerable: {len(ans)}  non-answerable: {len(rows) - len(ans)}")
    for (c, k), v in sorted(counts.items()):
        print(f"  {c:20s} {k:14s} {v}")
    print(f"answerable with PDF source: {pdf_src}; first gold within {BREAK_WINDOW} chars after a page break: {after_break}")
    if errors:
        print(f"\nFAILED with {len(errors)} error(s):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
