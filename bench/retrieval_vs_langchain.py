"""Retrieval quality: CourseTutor's retrieval against the stock LangChain retriever, same set, same run.

    DEBUG=true .venv/bin/python bench/retrieval_vs_langchain.py [--questions FILE ...] [--corpus DIR]

Needs the ``bench`` extra (langchain-community, langchain-text-splitters, langchain-postgres,
pypdf, docx2txt). For each questions file (default: tests/data/eval/questions.jsonl,
heldout_questions.jsonl and heldout2_questions.jsonl, over tests/data/eval/corpus):

* ours: ``devtools.evaluation.corpus_run``, exactly what ``manage.py evaluate_retrieval`` does
  (our extraction and token chunking, hybrid search with RRF, the evidence check as configured);
* LangChain: PyPDFLoader / Docx2txtLoader / TextLoader, RecursiveCharacterTextSplitter(1000, 200),
  the same all-MiniLM-L6-v2 model wrapped as a LangChain ``Embeddings``, PGVector (cosine) on the
  same PostgreSQL server in a separate database ``bench_langchain``, top 5 with a metadata filter on
  the course, and for refusal its best single threshold on the top similarity, chosen by grid
  search on the very questions it is scored on (which favours it).

Both are scored by ``devtools.evaluation.score`` (hit@1/3/5, MRR, refusal, false refusal).
The dev database is left as it was; the LangChain collection is dropped at the end.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DEBUG", "true")

LC_DB = "bench_langchain"


def langchain_store(db: dict):
    import psycopg
    from langchain_core.embeddings import Embeddings
    from langchain_postgres import PGVector

    from materials.embeddings import get_embedding_provider

    admin = psycopg.connect(host=db["HOST"], user=db["USER"], dbname="postgres", port=db.get("PORT") or None, autocommit=True)
    with admin:
        if not admin.execute("SELECT 1 FROM pg_database WHERE datname = %s", [LC_DB]).fetchone():
            admin.execute(f"CREATE DATABASE {LC_DB}")
    with psycopg.connect(host=db["HOST"], user=db["USER"], dbname=LC_DB, port=db.get("PORT") or None, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")

    provider = get_embedding_provider()

    class SameModel(Embeddings):
        """The model our pipeline uses, as LangChain sees an embedding model."""

        def embed_documents(self, texts: list[str]) -> list[list[float]]:
            return provider.embed_documents(texts)

        def embed_query(self, text: str) -> list[float]:
            return provider.embed_query(text)

    port = f":{db['PORT']}" if db.get("PORT") else ""
    url = f"postgresql+psycopg://{db['USER']}@{port}/{LC_DB}?host={quote(str(db['HOST']))}"
    return PGVector(
        embeddings=SameModel(), collection_name=f"eval_{int(time.time())}", connection=url, use_jsonb=True,
        distance_strategy="cosine", pre_delete_collection=True,
    )


def langchain_documents(corpus: Path) -> list:
    from langchain_community.document_loaders import Docx2txtLoader, PyPDFLoader, TextLoader
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    splitter = RecursiveCharacterTextSplitter(chunk_size=1000, chunk_overlap=200)
    docs = []
    for course_dir in sorted(p for p in corpus.iterdir() if p.is_dir()):
        for path in sorted(course_dir.iterdir()):
            suffix = path.suffix.lower()
            if suffix == ".pdf":
                loader = PyPDFLoader(str(path))
            elif suffix == ".docx":
                loader = Docx2txtLoader(str(path))
            elif suffix in (".md", ".txt"):
                loader = TextLoader(str(path), encoding="utf-8")
            else:
                continue
            for doc in splitter.split_documents(loader.load()):
                doc.metadata["course"] = course_dir.name
                doc.metadata["filename"] = path.name
                docs.append(doc)
    return docs


def run_langchain(store, questions) -> list[dict]:
    results = []
    for q in questions:
        hits = store.similarity_search_with_score(q.question, k=5, filter={"course": q.course})
        retrieved = [
            {"text": d.page_content, "source": d.metadata["filename"], "page": d.metadata.get("page"),
             "score": round(1 - distance, 4), "course": d.metadata["course"]}
            for d, distance in hits
        ]
        results.append({
            "id": q.id, "retrieved": retrieved, "refused": False,
            "best_similarity": max((r["score"] for r in retrieved), default=None),
            "foreign_passages": sum(1 for r in retrieved if r["course"] != q.course),
        })
    return results


def best_single_threshold(questions, results) -> float:
    from devtools import evaluation

    best = {r["id"]: r["best_similarity"] for r in results}
    labelled = [(q.answerable, best[q.id]) for q in questions if q.answerable is not None and q.id in best]
    rows = evaluation.threshold_table(labelled, [i / 100 for i in range(100)])
    return evaluation.pick_threshold(rows).threshold


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    eval_dir = ROOT / "tests" / "data" / "eval"
    parser.add_argument("--corpus", default=str(eval_dir / "corpus"))
    parser.add_argument("--questions", nargs="+",
                        default=[str(eval_dir / name) for name in
                                 ("questions.jsonl", "heldout_questions.jsonl", "heldout2_questions.jsonl")])
    parser.add_argument("--json", help="write all scores here")
    args = parser.parse_args()

    import django

    django.setup()
    from django.conf import settings

    from devtools import evaluation
    from materials.embeddings import get_embedding_provider
    from materials.evidence import evidence_rule

    provider = get_embedding_provider()
    sets = [(Path(p).name, evaluation.load_questions(p)) for p in args.questions]
    everything = [q for _, qs in sets for q in qs]
    report: dict = {"model": provider.name, "sets": {}}

    started = time.monotonic()
    ours = evaluation.corpus_run(corpus_dir=args.corpus, questions=everything)
    print(f"ours: {ours.documents} documents, {ours.chunks} passages, ingest {ours.ingest_seconds:.1f} s, "
          f"{evidence_rule(provider.name).describe()}", flush=True)
    ours_by_id = {r.id: r for r in ours.results}

    store = langchain_store(settings.DATABASES["default"])
    try:
        t0 = time.monotonic()
        docs = langchain_documents(Path(args.corpus))
        store.add_documents(docs)
        print(f"langchain: {len(docs)} chunks, ingest {time.monotonic() - t0:.1f} s", flush=True)
        lc_results = run_langchain(store, everything)
    finally:
        store.delete_collection()
    lc_by_id = {r["id"]: r for r in lc_results}

    for name, qs in sets:
        ids = {q.id for q in qs}
        mine = evaluation.score(qs, [ours_by_id[i] for i in ids if i in ours_by_id])
        threshold = best_single_threshold(qs, [lc_by_id[i] for i in ids])
        theirs = evaluation.score(
            qs, [lc_by_id[i] for i in ids],
            refused=lambda r, t=threshold: r["best_similarity"] is None or r["best_similarity"] < t,
        )
        print(evaluation.format_scores(mine, title=f"\n== {name}: CourseTutor"))
        print(evaluation.format_scores(theirs, title=f"== {name}: LangChain (best threshold on this set: {threshold:.2f})"))
        report["sets"][name] = {"ours": mine.as_dict(), "langchain": {**theirs.as_dict(), "threshold": threshold}}
    print(f"\ntotal {time.monotonic() - started:.0f} s")
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
