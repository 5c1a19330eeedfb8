"""Search latency and recall benchmark: the real ``search_passages`` SQL from 100,000 to 1,000,000 chunks.

    DEBUG=true .venv/bin/python bench/search.py [--chunks 100000] [--courses 50] [--big 0] [--queries 200]
                                                [--ef 40,64,100,200] [--db bench_search] [--rebuild]
                                                [--sentence-vectors 12] [--words-budget N]

    # the scale of issue 21: 1,000 courses, one of them a 200,000-passage course pack
    DEBUG=true .venv/bin/python bench/search.py --db bench_search_1m --chunks 1000000 --courses 1000 --big 200000

Works in a separate database (``--db``, default ``bench_search``) on the same PostgreSQL server as
the app (created if missing, schema from the project's migrations), never in the dev database. It
fills it once with synthetic 384-d vectors, clustered per course and per topic within a course (one
topic per 100 passages, at least 20: passages of one course are closer to each other than to other
courses), and synthetic text with a Zipf vocabulary plus topic words, so the full-text half of the
hybrid search has work to do. With ``--big N`` the first course holds N passages in 200 materials
and the other courses share the rest, one material each. Loading is one COPY per 20,000 rows (the
term-statistics trigger runs once per batch), with the GIN indexes built after it; each chunk gets
12 sentence vectors (halfvec, stored uncompressed) from a bench-only trigger as it arrives. It
builds the model's partial HNSW index (m=16, ef_construction=64) with enough maintenance_work_mem
for the graph (512MB, 3GB at a million), runs VACUUM ANALYZE (what autovacuum does in a running
app), prints the sizes, then for a random small course, and with ``--big`` for the big course,
for each ``ef_search``:

* p50/p95/max latency of ``materials.search.search_passages`` (what the tutor runs: the stem
  counts, then vector + full text, RRF, the sentence re-rank of the best 20, scoped to one course,
  k=5), measured in this process through Django's connection, as the app calls it; its recall@5
  and the share of identical top-5 lists against the same search with exact vectors
  (``exact=True``: the course's rows read and sorted, never the HNSW index);
* recall@5 and latency of the vector half forced through the HNSW index (iterative scan, filtered
  to the course) against exact search.

Re-runs reuse the data (``--rebuild`` starts over). Drop it with ``DROP DATABASE bench_search``.
"""

from __future__ import annotations

import argparse
import os
import re
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


def setup_django(database: str = BENCH_DB) -> None:
    import django
    import psycopg
    from django.conf import settings

    django.setup()
    db = settings.DATABASES["default"]
    admin = psycopg.connect(host=db["HOST"], user=db["USER"], dbname="postgres", port=db.get("PORT") or None, autocommit=True)
    with admin:
        exists = admin.execute("SELECT 1 FROM pg_database WHERE datname = %s", [database]).fetchone()
        if not exists:
            admin.execute(f"CREATE DATABASE {database}")
    # Before the first connection is opened: every query of this process goes to the bench database.
    db["NAME"] = database


def fill(n_chunks: int, n_courses: int, *, big: int = 0, sentence_vectors: int = SENTENCES_PER_CHUNK,
         rebuild: bool = False, seed: int = 7) -> dict:
    """Synthetic courses and ``n_chunks`` chunks; with ``big``, course 0 holds ``big`` of them (a
    university-wide course pack, in 200 materials) and the others share the rest, one material
    each. Returns the generator state (course centres, topic centres, topic words) that queries are
    drawn from. A course has one topic per 100 passages (at least 20)."""
    import numpy as np
    from django.core.management import call_command
    from django.db import connection

    from courses.models import Course, Institution
    from materials.models import Chunk, CourseMaterial
    from materials.vector_index import index_name

    rng = np.random.default_rng(seed)
    if big:
        sizes = [big] + [(n_chunks - big) // (n_courses - 1) + (1 if i < (n_chunks - big) % (n_courses - 1) else 0)
                         for i in range(n_courses - 1)]
    else:
        sizes = [n_chunks // n_courses + (1 if i < n_chunks % n_courses else 0) for i in range(n_courses)]
    topics = [max(20, size // 100) for size in sizes]
    course_centres = rng.normal(size=(n_courses, DIM))
    topic_seeds = rng.integers(0, 2**31, size=n_courses)
    vocab = [f"w{i:04d}" for i in range(5000)]
    syllables = ["ka", "lo", "mi", "ne", "ru", "ta", "vo", "shi", "ber", "dan", "gel", "pon"]

    def course_topics(ci: int) -> tuple:
        """Topic centres and words of course ``ci``, regenerated from its own seed (a million
        passages' topics would not fit in memory as one array)."""
        r = np.random.default_rng(int(topic_seeds[ci]))
        centres = r.normal(size=(topics[ci], DIM))
        words = [["".join(r.choice(syllables, 4)) for _ in range(8)] for _ in range(topics[ci])]
        return centres, words

    state = {"course_centres": course_centres, "course_topics": course_topics, "sizes": sizes, "rng": rng}

    call_command("migrate", verbosity=0)
    if not rebuild and Chunk.objects.filter(embedding_model=MODEL).count() == n_chunks:
        return state
    with connection.cursor() as cursor:
        cursor.execute(f"DROP INDEX IF EXISTS {index_name(MODEL, DIM)}")
        # Bulk load as one would: the GIN indexes are built once at the end, not row by row.
        cursor.execute("DROP INDEX IF EXISTS chunk_search_vector")
        cursor.execute("DROP INDEX IF EXISTS chunk_clo_ids")
        cursor.execute("TRUNCATE materials_chunk, materials_coursematerial, courses_course, courses_institution CASCADE")
        # Sentence vectors as ingestion stores them (12 per chunk, about what a 254-token passage
        # has), so the re-rank reads real-sized arrays: copies of the chunk's vector, written by a
        # bench-only trigger as rows arrive (an UPDATE afterwards would rewrite the whole table).
        # Reading and comparing them costs the same as distinct vectors; the order they give is
        # not the point here.
        cursor.execute(
            "CREATE OR REPLACE FUNCTION bench_sentence_vectors() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
            f"NEW.sentence_embeddings := array_fill((NEW.embedding::vector({DIM}))::halfvec({DIM}), "
            f"ARRAY[{int(sentence_vectors)}]); RETURN NEW; END $$"
        )
        cursor.execute("DROP TRIGGER IF EXISTS bench_sentence_vectors ON materials_chunk")
        if sentence_vectors:
            cursor.execute("CREATE TRIGGER bench_sentence_vectors BEFORE INSERT ON materials_chunk "
                           "FOR EACH ROW EXECUTE FUNCTION bench_sentence_vectors()")
    started = time.monotonic()
    inst = Institution.objects.create(name="Bench", slug="bench")
    courses = Course.objects.bulk_create(
        [Course(institution=inst, code=f"B{i:04d}", slug=f"b{i:04d}", title=f"Bench course {i}") for i in range(n_courses)]
    )
    per_material = 1000
    material_rows = []
    for ci, course in enumerate(courses):
        n_materials = max(1, -(-sizes[ci] // per_material)) if big and ci == 0 else 1
        for m in range(n_materials):
            material_rows.append(CourseMaterial(
                course=course, source_filename=f"notes-{ci}-{m}.pdf", kind="pdf", checksum=f"{ci:032d}{m:032d}",
                status="indexed"))
    CourseMaterial.objects.bulk_create(material_rows, batch_size=1000)
    materials: dict[int, list] = {}
    for material in material_rows:
        materials.setdefault(material.course_id, []).append(material)
    raw = connection.cursor().connection  # the psycopg connection under Django's
    cols = ("course_id, material_id, index, text, token_count, page, section, material_type, clo_ids, bloom_level, "
            "embedding_model, embedding, created_at, page_breaks, excluded_spans")
    batch_rows = 20_000  # one COPY statement (and one run of the term-statistics trigger) per batch
    pending = 0
    copy_cm = None
    copy = None
    loaded = 0
    for ci, course in enumerate(courses):
        count = sizes[ci]
        centres, words_of = course_topics(ci)
        course_materials = materials[course.pk]
        for lo in range(0, count, 5000):
            n = min(5000, count - lo)
            topic_of = rng.integers(0, topics[ci], size=n)
            vecs = course_centres[ci] * 0.8 + centres[topic_of] * 1.0 + rng.normal(size=(n, DIM)) * 0.9
            vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
            zipf = rng.zipf(1.3, size=(n, 110)) % len(vocab)
            for j in range(n):
                if copy is None:
                    cur = raw.cursor()
                    copy_cm = cur.copy(f"COPY materials_chunk ({cols}) FROM STDIN")
                    copy = copy_cm.__enter__()
                t = int(topic_of[j])
                words = [vocab[k] for k in zipf[j]]
                words += list(rng.choice(words_of[t], 10))
                rng.shuffle(words)
                idx = lo + j
                material = course_materials[idx // per_material] if len(course_materials) > 1 else course_materials[0]
                vec = "[" + ",".join(f"{x:.6f}" for x in vecs[j].tolist()) + "]"
                copy.write_row(
                    (course.pk, str(material.pk), idx, " ".join(words), 150, idx // 4 + 1, f"Topic {t}",
                     "lecture_notes", "{}", "", MODEL, vec, "2026-01-01T00:00:00Z", "[]", "[]")
                )
                pending += 1
                if pending >= batch_rows:
                    copy_cm.__exit__(None, None, None)
                    copy = None
                    loaded += pending
                    pending = 0
                    print(f"  {loaded} chunks, {time.monotonic() - started:.0f} s", flush=True)
    if copy is not None:
        copy_cm.__exit__(None, None, None)
    with connection.cursor() as cursor:
        cursor.execute("DROP TRIGGER IF EXISTS bench_sentence_vectors ON materials_chunk")
    loaded_at = time.monotonic()
    print(f"loaded {n_chunks} chunks in {loaded_at - started:.0f} s", flush=True)
    with connection.cursor() as cursor:
        cursor.execute("SET maintenance_work_mem = '2GB'")
        cursor.execute("CREATE INDEX chunk_search_vector ON materials_chunk USING gin (search_vector)")
        cursor.execute("CREATE INDEX chunk_clo_ids ON materials_chunk USING gin (clo_ids)")
    print(f"built the GIN indexes in {time.monotonic() - loaded_at:.0f} s", flush=True)
    return state


def build_index() -> float:
    from django.db import connection

    from materials.vector_index import ensure_hnsw_index, index_name

    with connection.cursor() as cursor:
        cursor.execute("SELECT 1 FROM pg_indexes WHERE indexname = %s", [index_name(MODEL, DIM)])
        if cursor.fetchone():
            return 0.0
        # The graph must fit in maintenance memory or the build slows several times (DESIGN.md):
        # about 2.2 KB a 384-d vector at m=16, so 512MB up to ~200K passages, 4GB for a million.
        cursor.execute("SELECT count(*) FROM materials_chunk WHERE embedding_model = %s", [MODEL])
        rows = cursor.fetchone()[0]
        cursor.execute(f"SET maintenance_work_mem = '{max(512, -(-rows * 3 // 1000 // 512) * 512)}MB'")
        started = time.monotonic()
        ensure_hnsw_index(MODEL, DIM)
        took = time.monotonic() - started
    print(f"built HNSW index in {took:.0f} s", flush=True)
    return took


def sizes_report() -> str:
    from django.db import connection

    from materials.vector_index import index_name

    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_size_pretty(pg_relation_size(%s::regclass)), pg_size_pretty(pg_total_relation_size('materials_chunk')), "
            "pg_size_pretty(pg_relation_size('materials_chunk')), pg_size_pretty(pg_relation_size('chunk_search_vector')), "
            "pg_size_pretty(pg_database_size(current_database()))",
            [index_name(MODEL, DIM)],
        )
        hnsw, total, heap, gin, db = cursor.fetchone()
    return f"HNSW index {hnsw}; chunk table {heap} heap, {total} with TOAST and indexes (GIN {gin}); database {db}"


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


def make_queries(state: dict, n: int, course_ids: list[int], course_indexes: list[int]) -> list[tuple[int, str, list[float]]]:
    """``n`` questions, each about a random topic of a course drawn from ``course_indexes``."""
    import numpy as np

    rng = state["rng"]
    queries = []
    for _ in range(n):
        ci = int(course_indexes[int(rng.integers(0, len(course_indexes)))])
        centres, words = state["course_topics"](ci)
        t = int(rng.integers(0, len(centres)))
        vec = state["course_centres"][ci] * 0.8 + centres[t] + rng.normal(size=DIM) * 0.9
        vec /= np.linalg.norm(vec)
        question = list(rng.choice(words[t], 2)) + ["w0003", "w0100"]
        queries.append((course_ids[ci], " ".join(question), [float(x) for x in vec]))
    return queries


def vector_top(course_id: int, vec: list[float], *, hnsw_ef: int | None = None, k: int = 5) -> list[int]:
    """The vector half alone: exact (index scans off) when ``hnsw_ef`` is None, else through the
    HNSW index whatever the planner would prefer: ``course_id + 0`` hides the course B-tree, so the
    filter is applied during pgvector's iterative index scan (the path a large course, or a search
    across many courses, takes)."""
    from django.db import connection, transaction

    from materials.vector_index import vector_cast, vector_literal

    if hnsw_ef is None:
        settings = ["enable_indexscan = off"]  # no HNSW; the course's rows through a bitmap scan
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
        return "\n".join(re.sub(r"'\[[^']*\]'", "'[...]'", r[0]) for r in cursor.fetchall())


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def measure(label: str, queries: list, efs: list[int]) -> None:
    """One table of rows per ``ef_search`` for ``queries``: the real search's latency, its recall@5
    against the same search with exact vectors, and the vector half forced through HNSW."""
    from materials.search import search_passages

    def fused(c, text, v, ef, exact=False):
        return [p.chunk_id for p in search_passages(course_ids=[c], question=text, query_vector=v, model_name=MODEL,
                                                    dimensions=DIM, k=5, ef_search=ef, exact=exact)]

    print(plan_of_search(*queries[0]))
    started = time.monotonic()
    exact_fused = [fused(c, t, v, 40, exact=True) for c, t, v in queries]
    exact_vec = [vector_top(c, v) for c, _, v in queries]
    print(f"[{label}] exact answers in {time.monotonic() - started:.0f} s", flush=True)
    for c, t, v in queries[:20]:  # warm the cache and the connection
        fused(c, t, v, efs[0])
    print(f"[{label}] {'ef_search':>9} {'p50 ms':>7} {'p95 ms':>7} {'max ms':>7} {'recall@5':>9} {'same top-5':>11} "
          f"{'HNSW-forced recall@5':>21} {'HNSW-forced p50/p95 ms':>23}")
    for ef in efs:
        latencies, got = [], []
        for c, t, v in queries:
            started = time.perf_counter()
            got.append(fused(c, t, v, ef))
            latencies.append(1000 * (time.perf_counter() - started))
        recall = statistics.mean(len(set(g) & set(e)) / max(1, len(e)) for g, e in zip(got, exact_fused))
        same = sum(g == e for g, e in zip(got, exact_fused)) / len(queries)
        recalls, hnsw_latencies = [], []
        for (c, t, v), truth in zip(queries, exact_vec):
            started = time.perf_counter()
            forced = vector_top(c, v, hnsw_ef=ef)
            hnsw_latencies.append(1000 * (time.perf_counter() - started))
            recalls.append(len(set(forced) & set(truth)) / len(truth))
        print(
            f"[{label}] {ef:>9} {statistics.median(latencies):7.2f} {percentile(latencies, 95):7.2f} "
            f"{max(latencies):7.2f} {recall:9.3f} {same:11.3f} {statistics.mean(recalls):21.3f} "
            f"{statistics.median(hnsw_latencies):11.2f} / {percentile(hnsw_latencies, 95):8.2f}",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--chunks", type=int, default=100_000)
    parser.add_argument("--courses", type=int, default=50)
    parser.add_argument("--big", type=int, default=0, help="passages of one course-pack course (0: all courses equal)")
    parser.add_argument("--sentence-vectors", type=int, default=SENTENCES_PER_CHUNK)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--ef", default="40,64,100,200")
    parser.add_argument("--rebuild", action="store_true")
    parser.add_argument("--db", default=BENCH_DB, help="database to fill and search (created if missing)")
    parser.add_argument("--words-budget", type=int, default=None,
                        help="override materials.search.WORDS_HALF_BUDGET (e.g. 100000000: every stem searched)")
    args = parser.parse_args()

    setup_django(args.db)
    from courses.models import Course
    from materials import search

    if args.words_budget is not None:
        search.WORDS_HALF_BUDGET = args.words_budget
    print(f"words half budget: {search.WORDS_HALF_BUDGET} passages", flush=True)

    state = fill(args.chunks, args.courses, big=args.big, sentence_vectors=args.sentence_vectors, rebuild=args.rebuild)
    build_index()
    settle()
    print(sizes_report(), flush=True)
    course_ids = list(Course.objects.order_by("code").values_list("pk", flat=True))
    efs = [int(x) for x in args.ef.split(",")]
    small = [i for i, size in enumerate(state["sizes"]) if not (args.big and i == 0)]
    measure("small course" if args.big else "one course", make_queries(state, args.queries, course_ids, small), efs)
    if args.big:
        measure(f"{args.big}-passage course", make_queries(state, args.queries, course_ids, [0]), efs)


if __name__ == "__main__":
    main()
