"""Ingestion benchmark: our pipeline against the common LangChain recipe on the same 300-page PDF.

    DEBUG=true .venv/bin/python bench/ingest.py [--pages 300] [--skip-langchain]

Builds a PDF of real prose (the team's own course texts, cycled in parts until it has N pages,
with a running header and page-number footer), then:

* ours: extract (pypdfium2, pdfplumber for pages that may hold ruled tables) → chunk (model
  tokenizer, 200-254 tokens, 50 overlap) → embed (all-MiniLM-L6-v2 with the settings an indexing
  worker uses: ``EMBEDDING_PRECISION``, ``INDEXING_EMBEDDING_THREADS`` for a one-process worker)
  → store (bulk insert into PostgreSQL with the HNSW + GIN indexes), timed per stage, through the
  same functions ``materials.services.material_index`` calls;
* LangChain: PyPDFLoader → RecursiveCharacterTextSplitter(1000, 200) → the same model, stock:
  fp32 and torch's default thread count → PGVector, timed as a whole; and how many of its chunks
  exceed the model's 256 word pieces (the excess is silently dropped by the model);
* memory: peak RSS of extracting a PDF of N/3 pages and of N pages, in fresh subprocesses.

Writes nothing to the dev database that it does not delete; needs the `bench` extra for LangChain.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DEBUG", "true")


def build_pdf(pages: int, out: Path) -> None:
    """A PDF of about ``pages`` pages from the team's own course texts."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from build_demo_material import parse_markdown, render_pdf

    sources = sorted((ROOT / "tests" / "data" / "eval" / "corpus").rglob("*.md")) + sorted(
        (ROOT / "tests" / "data" / "eval" / "src").rglob("*.md")
    ) + sorted((ROOT / "devtools" / "demo_material" / "src").rglob("*.md"))
    # The PDF core fonts cover Windows-1252 only; other letters (Greek symbols) become "?".
    base = [parse_markdown(p.read_text(encoding="utf-8").encode("cp1252", "replace").decode("cp1252")) for p in sources]
    words_per_page = 430
    total_words = sum(len(b.text.split()) + sum(len(str(i).split()) for i in b.items) for doc in base for b in doc)
    parts = max(1, round(pages * words_per_page / max(total_words, 1)))
    blocks = []
    heading_type = type(base[0][0])
    for part in range(parts):
        blocks.append(heading_type(kind="heading", text=f"Part {part + 1}", level=1))
        for doc in base:
            blocks.extend(doc)
    render_pdf(blocks, out, running_header="CourseTutor benchmark reader")


def page_count(path: Path) -> int:
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        return len(pdf.pages)


def peak_rss_of_extraction(path: Path) -> float:
    code = (
        "import resource,sys; sys.path.insert(0, %r); from materials.extract import extract;"
        "doc = extract(open(%r,'rb').read(), 'pdf');"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, sum(len(b.text) for b in doc.blocks))"
    ) % (str(ROOT), str(path))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    return int(out[0]) / 1024, int(out[1])


def extract_routes(path: Path) -> dict:
    """How many pages take the fast (pdfium) route and how many go through pdfplumber."""
    from materials.extract.pdf import _PdfiumReader

    reader = _PdfiumReader.open(path.read_bytes())
    if reader is None:
        return {"pdfium": 0, "pdfplumber": page_count(path)}
    try:
        n = len(reader._doc)
        fast = sum(1 for i in range(n) if reader.page_lines(i) is not None)
    finally:
        reader.close()
    return {"pdfium": fast, "pdfplumber": n - fast}


def run_ours(path: Path) -> dict:
    import django

    django.setup()
    from django.conf import settings
    from django.db import transaction

    from config.celery import indexing_threads
    from courses.models import Course, Institution
    from materials import embeddings
    from materials import extract as extraction
    from materials.chunking import chunk_document
    from materials.embeddings import get_embedding_provider
    from materials.models import Chunk, CourseMaterial
    from materials.vector_index import ensure_hnsw_index

    provider = get_embedding_provider()
    # What `make run`'s indexing worker (one prefork child) does at start-up.
    embeddings.use_threads(indexing_threads(settings.INDEXING_EMBEDDING_THREADS, 1))
    provider.embed_documents(["warm up the model so loading is not counted"])
    config = {"provider": provider.name, "precision": getattr(provider, "precision", None),
              "torch_threads": embeddings.current_threads(), "native_bf16_cpu": embeddings.cpu_has_native_bf16()}
    data = path.read_bytes()
    timings = {}
    started = time.perf_counter()
    document = extraction.extract(data, "pdf")
    timings["extract"] = time.perf_counter() - started
    started = time.perf_counter()
    drafts = chunk_document(document, provider.token_counter(), max_tokens=provider.max_tokens)
    timings["chunk"] = time.perf_counter() - started
    started = time.perf_counter()
    vectors = embeddings.embed_passages(provider, [d.text for d in drafts])  # with sentence vectors, as indexing does
    timings["embed"] = time.perf_counter() - started
    institution, _ = Institution.objects.get_or_create(slug="bench", defaults={"name": "Benchmark"})
    course = Course.objects.create(institution=institution, code=f"BENCH{int(time.time())}", title="Ingest bench")
    try:
        material = CourseMaterial.objects.create(course=course, source_filename=path.name, kind="pdf", checksum="b" * 64)
        ensure_hnsw_index(provider.name, provider.dimensions)
        started = time.perf_counter()
        with transaction.atomic():
            Chunk.objects.bulk_create(
                [Chunk(course=course, material=material, index=d.index, text=d.text, token_count=d.token_count, page=d.page,
                       section=(d.section or "")[:300], material_type="lecture_notes", embedding_model=provider.name, embedding=v.vector,
                       sentence_embeddings=v.sentences)
                 for d, v in zip(drafts, vectors, strict=True)],
                batch_size=500,
            )
        timings["store"] = time.perf_counter() - started
    finally:
        course.delete()
    counter = provider.token_counter()
    over_limit = sum(1 for d in drafts if len(counter.offsets(d.text)) > provider.max_tokens)
    return {"settings": config, "timings": timings, "chunks": len(drafts), "over_limit": over_limit,
            "tokens": sum(d.token_count for d in drafts), "extract_routes": extract_routes(path)}


def run_langchain(path: Path, torch_default_threads: int) -> dict:
    import django

    django.setup()
    from django.conf import settings
    from langchain_community.document_loaders import PyPDFLoader
    from langchain_core.embeddings import Embeddings
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    from materials import embeddings

    # The stock recipe: the same model in fp32 with torch's own default thread count (what
    # HuggingFaceEmbeddings would run), not our tuned settings.
    provider = embeddings.LocalMiniLMProvider(precision="fp32")
    embeddings.use_threads(torch_default_threads)
    provider.embed_documents(["warm up"])
    config = {"precision": provider.precision, "torch_threads": embeddings.current_threads()}

    class SameModel(Embeddings):
        def embed_documents(self, texts):
            return provider.embed_documents(texts)

        def embed_query(self, text):
            return provider.embed_query(text)

    db = settings.DATABASES["default"]
    from urllib.parse import quote

    url = f"postgresql+psycopg://{db['USER']}@/{db['NAME']}?host={quote(str(db['HOST']))}"
    started = time.perf_counter()
    try:
        docs = PyPDFLoader(str(path)).load()
        pieces = RecursiveCharacterTextSplitter(chunk_size=1000, chunk_overlap=200).split_documents(docs)
    except Exception as exc:  # reported, not hidden: the NUL-byte case crashes here or at insert
        return {"error": f"{exc.__class__.__name__}: {exc}"[:300]}
    load_split = time.perf_counter() - started
    try:
        from langchain_postgres import PGVector

        store = PGVector(embeddings=SameModel(), collection_name=f"bench_{int(time.time())}", connection=url, use_jsonb=True)
        store.add_documents(pieces)
        total = time.perf_counter() - started
        store.delete_collection()
    except Exception as exc:
        return {"error": f"{exc.__class__.__name__}: {exc}"[:300], "chunks": len(pieces)}
    counter = provider.token_counter()
    truncated = sum(1 for p in pieces if len(counter.offsets(p.page_content)) > provider.max_tokens)
    return {"settings": config, "total": total, "load_split": load_split, "chunks": len(pieces), "truncated": truncated}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=300)
    parser.add_argument("--skip-langchain", action="store_true")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="ingest-bench-"))
    big, small = work / f"reader_{args.pages}.pdf", work / f"reader_{args.pages // 3}.pdf"
    build_pdf(args.pages, big)
    build_pdf(args.pages // 3, small)
    pages = page_count(big)
    rss_small, text_small = peak_rss_of_extraction(small)
    rss_big, text_big = peak_rss_of_extraction(big)
    # Only now (a child's peak RSS starts from its parent's, so torch must not be loaded before the
    # memory probes above), and before anything sets threads: the stock recipe gets torch's default.
    import torch

    torch_default_threads = torch.get_num_threads()
    ours = run_ours(big)
    t = ours["timings"]
    total = sum(t.values())
    report = {
        "date": time.strftime("%Y-%m-%d"), "machine": f"{platform.machine()}, {os.cpu_count()} cores",
        "pdf_pages": pages, "ours": {**ours, "total_s": round(total, 2), "pages_per_s": round(pages / total, 2),
                                     "chunks_per_s": round(ours["chunks"] / total, 2),
                                     "non_embedding_share": round((total - t["embed"]) / total, 3)},
        "memory": {"small_pdf_pages": page_count(small), "small_peak_mb": round(rss_small, 1), "small_text_mb": round(text_small / 1e6, 2),
                   "big_peak_mb": round(rss_big, 1), "big_text_mb": round(text_big / 1e6, 2)},
    }
    if not args.skip_langchain:
        lc = run_langchain(big, torch_default_threads)
        report["langchain"] = lc
        if "total" in lc:
            report["time_ratio_ours_over_langchain"] = round(total / lc["total"], 3)
    print(json.dumps(report, indent=2, default=lambda x: round(x, 3) if isinstance(x, float) else str(x)))


if __name__ == "__main__":
    main()
