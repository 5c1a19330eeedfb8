"""Search latency and HNSW recall benchmark: the real ``search_passages`` SQL on 100,000 chunks.

    DEBUG=true .venv/bin/python bench/search.py [--chunks 100000] [--courses 50] [--queries 200]
                                                [--ef 40,64,100,200] [--rebuild]

Works in a separate database ``bench_search`` on the same PostgreSQL server as the app (created if
missing, schema from the project's migrations), never in the dev database. It fills it once with
synthetic 384-d vectors, clustered per course and per topic within a course (like real course
material: passages of one course are closer to each other than to other courses), and synthetic
text with a Zipf vocabulary plus topic words, so the full-text half of the hybrid search has work to
do. It builds the model's partial HNSW index (m=16, ef_construction=64) with maintenance_work_mem
512MB, runs VACUUM ANALYZE (what autovacuum does in a running app), then for each ``ef_search``:

* p50/p95/max latency of ``materials.search.search_passages`` (the one statement the tutor runs:
  vector + full text, RRF, the sentence re-rank of the best 20 (each chunk carries 12 sentence
  vectors), and the evidence check's term counts; scoped to one course of the 50, k=5), measured in this process through Django's connection, as the app calls it, and the share
  of its top-5 lists identical to the top-5 over exact vectors (index scans off);
* recall@5 and latency of the vector half forced through the HNSW index (iterative scan, filtered
  to the course; the planner itself prefers the course B-tree and an exact sort at 2% of the
  table) against exact search.

Re-runs reuse the data (``--rebuild`` starts over). Drop it with ``DROP DATABASE bench_search``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DEBUG", "true")

BENCH_DB = "bench_search"
MODEL = "all-MiniLM-L6-v2"
DIM = 384
SENTENCES_PER_CHUNK = 12


def setup_django() -> None:
    import django
    import psycopg
    from django.conf import settings

    django.setup()
    db = settings.DATABASES["default"]
    admin = psycopg.connect(host=db["HOST"], user=db["USER"], dbname="postgres", port=db.get("PORT") or None, autocommit=True)
    with admin:
        exists = admin.execute("SELECT 1 FROM pg_database WHERE datname = %s", [BENCH_DB]).fetchone()
        if not exists:
            admin.execute(f"CREATE DATABASE {BENCH_DB}")
    # Before the first connection is opened: every query of this process goes to the bench database.
    db["NAME"] = BENCH_DB


def fill(n_chunks: int, n_courses: int, *, rebuild: bool = False, seed: int = 7) -> dict:
    """Synthetic courses, one material each, and ``n_chunks`` chunks; returns the generator state
    (course centres, topic centres, topic words) that queries are drawn from."""
    import numpy as np
    from django.core.management import call_command
    from django.db import connection

    from courses.models import Course, Institution
    from materials.models import Chunk, CourseMaterial
    from materials.vector_index import vector_literal

    rng = np.random.default_rng(seed)
    topics_per_course = 20
    course_centres = rng.normal(size=(n_courses, DIM))
    topic_centres = rng.normal(size=(n_courses, topics_per_course, DIM))
    vocab = [f"w{i:04d}" for i in range(5000)]
    syllables = ["ka", "lo", "mi", "ne", "ru", "ta", "vo", "shi", "ber", "dan", "gel", "pon"]
    topic_words = [
        [["".join(rng.choice(syllables, 3)) for _ in range(8)] for _ in range(topics_per_course)] for _ in range(n_courses)
    ]
    state = {"course_centres": course_centres, "topic_centres": topic_centres, "topic_words": topic_words, "rng": rng}

    call_command("migrate", verbosity=0)
    if not rebuild and Chunk.objects.filter(embedding_model=MODEL).count() == n_chunks:
        return state
    from materials.vector_index import index_name

    with connection.cursor() as cursor:
        cursor.execute(f"DROP INDEX IF EXISTS {index_name(MODEL, DIM)}")
    started = time.monotonic()
    with connection.cursor() as cursor:
        cursor.execute("TRUNCATE materials_chunk, materials_coursematerial, courses_course, courses_institution CASCADE")
    inst = Institution.objects.create(name="Bench", slug="bench")
    courses = [Course.objects.create(institution=inst, code=f"B{i:03d}", title=f"Bench course {i}") for i in range(n_courses)]
    materials = [
        CourseMaterial.objects.create(course=c, source_filename=f"notes-{i}.pdf", kind="pdf", checksum=f"{i:064d}", status="indexed")
        for i, c in enumerate(courses)
    ]
    zipf = rng.zipf(1.3, size=n_chunks * 120) % len(vocab)
    per_course = n_chunks // n_courses
    raw = connection.cursor().connection  # the psycopg connection under Django's
    cols = "course_id, material_id, index, text, token_count, page, section, material_type, clo_ids, bloom_level, embedding_model, embedding, created_at"
    with raw.cursor() as cur, cur.copy(f"COPY materials_chunk ({cols}) FROM STDIN") as copy:
        w = 0
        for ci, (course, material) in enumerate(zip(courses, materials)):
            count = per_course + (1 if ci < n_chunks % n_courses else 0)
            topics = rng.integers(0, topics_per_course, size=count)
            noise = rng.normal(size=(count, DIM))
            vecs = course_centres[ci] * 0.8 + topic_centres[ci][topics] * 1.0 + noise * 0.9
            vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
            for j in range(count):
                t = topics[j]
                words = [vocab[k] for k in zipf[w : w + 110]]
                w += 110
                words += list(rng.choice(topic_words[ci][t], 10))
                rng.shuffle(words)
                vec = vector_literal(vecs[j], digits=6)
                copy.write_row(
                    (course.pk, str(material.pk), j, " ".join(words), 150, j // 4 + 1, f"Topic {t}", "lecture_notes",
                     "{}", "", MODEL, vec, "2026-01-01T00:00:00Z")
                )
    # Sentence vectors as ingestion stores them (12 per chunk, about what a 254-token passage has),
    # so the re-rank reads real-sized arrays. Copies of the chunk's vector: the cost of reading and
    # comparing them is the same (the column is stored uncompressed), the order they give is not
    # the point here.
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE materials_chunk SET sentence_embeddings = "
            f"array_fill((embedding::vector({DIM}))::halfvec({DIM}), ARRAY[{SENTENCES_PER_CHUNK}])"
        )
    print(f"loaded {n_chunks} chunks in {time.monotonic() - started:.0f} s", flush=True)
    return state


def build_index() -> float:
    from django.db import connection

    from materials.vector_index import ensure_hnsw_index, index_name

    with connection.cursor() as cursor:
        cursor.execute("SELECT 1 FROM pg_indexes WHERE indexname = %s", [index_name(MODEL, DIM)])
        if cursor.fetchone():
            return 0.0
        cursor.execute("SET maintenance_work_mem = '512MB'")
        started = time.monotonic()
        ensure_hnsw_index(MODEL, DIM)
        took = time.monotonic() - started
    print(f"built HNSW index in {took:.0f} s", flush=True)
    return took


def settle() -> None:
    """VACUUM ANALYZE the tables a search reads, as autovacuum would have done in a running app:
    right after a bulk load, hint bits, the visibility map and planner statistics are missing, and
    autovacuum would be working on the other core during the measurement."""
    from django.db import connection

    started = time.monotonic()
    with connection.cursor() as cursor:
        cursor.execute("VACUUM ANALYZE materials_chunk")
        cursor.execute("VACUUM ANALYZE materials_term_stat")
    print(f"vacuum analyze in {time.monotonic() - started:.0f} s", flush=True)


def make_queries(state: dict, n: int, course_ids: list[int]) -> list[tuple[int, str, list[float]]]:
    import numpy as np

    rng = state["rng"]
    queries = []
    for _ in range(n):
        ci = int(rng.integers(0, len(course_ids)))
        t = int(rng.integers(0, state["topic_centres"].shape[1]))
        vec = state["course_centres"][ci] * 0.8 + state["topic_centres"][ci][t] + rng.normal(size=DIM) * 0.9
        vec /= np.linalg.norm(vec)
        words = list(rng.choice(state["topic_words"][ci][t], 2)) + ["w0003", "w0100"]
        queries.append((course_ids[ci], " ".join(words), [float(x) for x in vec]))
    return queries


def vector_top(course_id: int, vec: list[float], *, hnsw_ef: int | None = None, k: int = 5) -> list[int]:
    """The vector half alone: exact (index scans off) when ``hnsw_ef`` is None, else through the
    HNSW index whatever the planner would prefer: ``course_id + 0`` hides the course B-tree, so the
    filter is applied during pgvector's iterative index scan (the path a large course, or a search
    across many courses, takes)."""
    from django.db import connection, transaction

    from materials.vector_index import vector_cast, vector_literal

    if hnsw_ef is None:
        settings = ["enable_indexscan = off", "enable_bitmapscan = off"]
        course_filter = "course_id = %s"
    else:
        settings = [f"hnsw.ef_search = {int(hnsw_ef)}", "hnsw.iterative_scan = relaxed_order",
                    "enable_seqscan = off", "enable_bitmapscan = off"]
        course_filter = "course_id + 0 = %s"
    with transaction.atomic(), connection.cursor() as cursor:
        for setting in settings:
            cursor.execute(f"SET LOCAL {setting}")
        cursor.execute(
            f"SELECT id FROM materials_chunk WHERE embedding_model = %s AND {course_filter} "
            f"ORDER BY {vector_cast(DIM)} <=> %s::vector({DIM}) LIMIT %s",
            [MODEL, course_id, vector_literal(vec), k],
        )
        return [r[0] for r in cursor.fetchall()]


def plan_of_search(course_id: int, question: str, vec: list[float]) -> str:
    """EXPLAIN of the vector CTE as search_passages runs it (which index the planner picks)."""
    from django.db import connection, transaction

    from materials.search import CANDIDATES
    from materials.vector_index import vector_cast, vector_literal

    q = vector_literal(vec)
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SET LOCAL hnsw.iterative_scan = relaxed_order")
        cursor.execute(
            f"EXPLAIN SELECT id FROM materials_chunk c WHERE c.embedding_model = %s AND c.course_id = ANY(%s) "
            f"ORDER BY {vector_cast(DIM)} <=> %s::vector({DIM}) LIMIT %s",
            [MODEL, [course_id], q, CANDIDATES],
        )
        return "\n".join(r[0] for r in cursor.fetchall())


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--chunks", type=int, default=100_000)
    parser.add_argument("--courses", type=int, default=50)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--ef", default="40,64,100,200")
    parser.add_argument("--rebuild", action="store_true")
    args = parser.parse_args()

    setup_django()
    from django.db import connection

    from courses.models import Course
    from materials.search import search_passages

    state = fill(args.chunks, args.courses, rebuild=args.rebuild)
    build_index()
    settle()
    course_ids = list(Course.objects.order_by("code").values_list("pk", flat=True))
    queries = make_queries(state, args.queries, course_ids)
    print(plan_of_search(*queries[0]))
    exact = [vector_top(c, v) for c, _, v in queries]
    # The fused top-5 with exact vectors: ef_search high enough that HNSW is not the limit is not the
    # same thing, so compute it with index scans off.
    from django.db import transaction

    def fused(c, text, v, ef):
        return [p.chunk_id for p in search_passages(course_ids=[c], question=text, query_vector=v, model_name=MODEL,
                                                    dimensions=DIM, k=5, ef_search=ef)]

    def fused_exact(c, text, v):
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute("SET LOCAL enable_indexscan = off")
            return fused(c, text, v, 40)

    exact_fused = [fused_exact(c, t, v) for c, t, v in queries]
    for c, t, v in queries[:20]:  # warm the cache and the connection
        fused(c, t, v, 40)
    print(f"{'ef_search':>9} {'p50 ms':>7} {'p95 ms':>7} {'max ms':>7} {'same fused top-5':>17} "
          f"{'HNSW-forced recall@5':>21} {'HNSW-forced p50/p95 ms':>23}")
    for ef in [int(x) for x in args.ef.split(",")]:
        latencies = []
        for c, t, v in queries:
            started = time.perf_counter()
            fused(c, t, v, ef)
            latencies.append(1000 * (time.perf_counter() - started))
        same = sum(fused(c, t, v, ef) == truth_fused for (c, t, v), truth_fused in zip(queries, exact_fused))
        recalls, hnsw_latencies = [], []
        for (c, t, v), truth in zip(queries, exact):
            started = time.perf_counter()
            got = vector_top(c, v, hnsw_ef=ef)
            hnsw_latencies.append(1000 * (time.perf_counter() - started))
            recalls.append(len(set(got) & set(truth)) / len(truth))
        print(
            f"{ef:>9} {statistics.median(latencies):7.2f} {percentile(latencies, 95):7.2f} {max(latencies):7.2f} "
            f"{same / len(queries):17.3f} {statistics.mean(recalls):21.3f} "
            f"{statistics.median(hnsw_latencies):11.2f} / {percentile(hnsw_latencies, 95):8.2f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
