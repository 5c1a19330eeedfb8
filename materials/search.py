"""Scoped hybrid search over course passages, and the evidence check that decides refusal.

``search_passages`` fuses two rankings by reciprocal rank fusion (RRF):

* meaning: pgvector cosine distance on the active model's partial HNSW index, with iterative
  index scans so a filter on one small course still yields k rows;
* words: PostgreSQL full text search (``websearch_to_tsquery`` over the question's words, OR-ed)
  on the same chunk rows, so exact names, symbols and codes find their passage.

Only the courses ``courses/access.py`` lets the user read are searched, and only chunks of the
active embedding model. ``retrieve`` adds the evidence check: when the evidence score is below the
model's threshold, the answer is a refusal with suggestions, never a guess.

The evidence score is the best passage's cosine similarity plus, for models with a term weight
(settings.EVIDENCE_TERM_WEIGHTS), that weight times the question's *term coverage*: the share of
the question's words (English stems, stop words dropped, each weighted by its rarity in the course,
IDF) that occur anywhere in the course. Similarity alone cannot tell "a biology question the
biology course does not cover" (lac operon: similarity 0.49 to a passage on gene expression) from
a paraphrased question it does answer (similarity 0.32-0.35); the topic's own words being absent
from the whole course can. On the evaluation set (docs/benchmarks.md) the combination refuses
96% of unanswerable questions with no false refusal, against 84% / 11% for similarity alone.
"""

from __future__ import annotations

import math
import re
import uuid
from dataclasses import dataclass, field

from django.conf import settings
from django.db import connection, transaction

from courses import access
from materials.embeddings import get_embedding_provider
from materials.models import Chunk
from materials.vector_index import vector_cast

RRF_K = 60
CANDIDATES = 40  # rows each ranking contributes before fusion
_WORD_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’]*")


@dataclass(frozen=True)
class Passage:
    chunk_id: int
    course_id: int
    material_id: uuid.UUID
    text: str
    source_filename: str
    material_type: str
    page: int | None
    section: str
    similarity: float
    score: float


@dataclass(frozen=True)
class Retrieval:
    passages: list[Passage]
    refused: bool
    reason: str  # "ok" | "no_evidence" | "empty_course"
    best_similarity: float | None
    message: str = ""
    suggestions: list[str] = field(default_factory=list)
    evidence: float | None = None  # the score compared with the threshold (see evidence_score)


REFUSAL_MESSAGE = (
    "I couldn't find this in your course materials, so I won't guess. "
    "Try rephrasing with the words your course uses, or ask your teacher where it is covered."
)
EMPTY_COURSE_MESSAGE = (
    "Your teacher hasn't added any course materials for the tutor yet, so there is nothing I can answer from."
)


def evidence_threshold(model_name: str) -> float:
    """The minimum best-passage cosine similarity for ``model_name`` (settings.EVIDENCE_THRESHOLDS)."""
    thresholds: dict[str, float] = settings.EVIDENCE_THRESHOLDS
    return thresholds.get(model_name, thresholds.get("default", 0.35))


def evidence_term_weight(model_name: str) -> float:
    """How much term coverage adds to the evidence score for ``model_name`` (0: similarity alone)."""
    weights: dict[str, float] = getattr(settings, "EVIDENCE_TERM_WEIGHTS", {})
    return weights.get(model_name, weights.get("default", 0.0))


def evidence_score(best_similarity: float | None, coverage: float, weight: float) -> float | None:
    """Best passage similarity plus ``weight`` x term coverage (0..1); None when nothing was found."""
    if best_similarity is None:
        return None
    return best_similarity + weight * coverage


def has_evidence(best_similarity: float | None, threshold: float) -> bool:
    """The evidence rule, in one place: an evidence score at or above the threshold."""
    return best_similarity is not None and best_similarity >= threshold


def term_coverage(*, course_ids: list[int], model_name: str, question: str) -> float:
    """The IDF-weighted share of the question's English stems that occur in the courses' passages.

    Each distinct stem of ``to_tsvector('english', question)`` weighs ln((N + 1) / (df + 0.5)),
    with N the courses' passages and df those containing the stem: a rare word that is missing
    counts for more than a common one. 0.0 when the question has no indexable word."""
    if not course_ids or not question.strip():
        return 0.0
    sql = """
        WITH terms AS (SELECT DISTINCT lexeme FROM unnest(to_tsvector('english', %(q)s))),
        total AS (
            SELECT count(*) AS n FROM materials_chunk
            WHERE course_id = ANY(%(courses)s) AND embedding_model = %(model)s
        )
        SELECT (SELECT count(*) FROM materials_chunk c
                WHERE c.course_id = ANY(%(courses)s) AND c.embedding_model = %(model)s
                  AND c.search_vector @@ quote_literal(t.lexeme)::tsquery) AS df,
               total.n
        FROM terms t, total
    """
    with connection.cursor() as cursor:
        cursor.execute(sql, {"q": question[:2000], "courses": list(course_ids), "model": model_name})
        rows = cursor.fetchall()
    return coverage_from_counts([(int(df), int(n)) for df, n in rows])


def coverage_from_counts(counts: list[tuple[int, int]]) -> float:
    """Pure part of ``term_coverage``: ``(df, N)`` per question stem -> weighted share present."""
    weights = [(math.log((n + 1) / (df + 0.5)), df > 0) for df, n in counts]
    total = sum(w for w, _ in weights)
    if total <= 0:
        return 0.0
    return sum(w for w, present in weights if present) / total


def _or_query(question: str) -> str:
    """Words of the question joined with OR for websearch_to_tsquery (stop words drop out there)."""
    words = [w for w in _WORD_RE.findall(question) if w.lower() != "or"]
    return " or ".join(words[:40])


def search_passages(
    *,
    course_ids: list[int],
    question: str,
    query_vector: list[float],
    model_name: str,
    dimensions: int,
    clo_ids: list[int] | None = None,
    unit_id: int | None = None,
    material_types: list[str] | None = None,
    k: int = 5,
    min_similarity: float | None = None,
    ef_search: int | None = None,
) -> list[Passage]:
    """The top ``k`` passages of ``course_ids`` by fused rank. Callers must pass course ids that
    came from courses/access.py (``retrieve`` does). Passages below ``min_similarity`` are dropped."""
    if not course_ids or not question.strip():
        return []
    cast = vector_cast(dimensions)
    filters = ["c.embedding_model = %(model)s", "c.course_id = ANY(%(courses)s)"]
    params: dict = {
        "model": model_name,
        "courses": list(course_ids),
        "qvec": "[" + ",".join(f"{x:.7f}" for x in query_vector) + "]",
        "tsq": _or_query(question),
        "n": max(CANDIDATES, k * 4),
        "k": k,
        "rrf": RRF_K,
    }
    if clo_ids:
        filters.append("c.clo_ids && %(clos)s::bigint[]")
        params["clos"] = list(clo_ids)
    if unit_id:
        filters.append("c.unit_id = %(unit)s")
        params["unit"] = unit_id
    if material_types:
        filters.append("c.material_type = ANY(%(types)s)")
        params["types"] = list(material_types)
    where = " AND ".join(filters)
    sql = f"""
        WITH vec AS MATERIALIZED (
            SELECT c.id, {cast} <=> %(qvec)s::vector({int(dimensions)}) AS distance
            FROM materials_chunk c
            WHERE {where}
            ORDER BY {cast} <=> %(qvec)s::vector({int(dimensions)})
            LIMIT %(n)s
        ),
        vec_ranked AS (
            SELECT id, row_number() OVER (ORDER BY distance) AS rank FROM vec
        ),
        fts AS (
            SELECT c.id, row_number() OVER (ORDER BY ts_rank_cd(c.search_vector, q.query) DESC, c.id) AS rank
            FROM materials_chunk c, websearch_to_tsquery('english', %(tsq)s) AS q(query)
            WHERE {where} AND c.search_vector @@ q.query
            ORDER BY ts_rank_cd(c.search_vector, q.query) DESC, c.id
            LIMIT %(n)s
        ),
        fused AS (
            SELECT id,
                   COALESCE(1.0 / (%(rrf)s + v.rank), 0) + COALESCE(1.0 / (%(rrf)s + f.rank), 0) AS score
            FROM vec_ranked v FULL OUTER JOIN fts f USING (id)
        )
        SELECT c.id, c.course_id, c.material_id, c.text, m.source_filename, c.material_type, c.page, c.section,
               1 - ({cast} <=> %(qvec)s::vector({int(dimensions)})) AS similarity, fused.score
        FROM fused
        JOIN materials_chunk c ON c.id = fused.id
        JOIN materials_coursematerial m ON m.id = c.material_id
        ORDER BY fused.score DESC, similarity DESC
        LIMIT %(fetch)s
    """
    params["fetch"] = max(k * 4, k)
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(f"SET LOCAL hnsw.ef_search = {int(ef_search or settings.HNSW_EF_SEARCH)}")
        cursor.execute("SET LOCAL hnsw.iterative_scan = relaxed_order")
        cursor.execute(sql, params)
        rows = cursor.fetchall()
    passages = [
        Passage(
            chunk_id=row[0], course_id=row[1], material_id=row[2], text=row[3], source_filename=row[4],
            material_type=row[5], page=row[6], section=row[7] or "", similarity=float(row[8]), score=float(row[9]),
        )
        for row in rows
    ]
    if min_similarity is not None:
        passages = [p for p in passages if p.similarity >= min_similarity]
    return passages[:k]


def retrieve(
    *,
    user,
    course_id: int,
    question: str,
    clo_ids: list[int] | None = None,
    unit_id: int | None = None,
    material_types: list[str] | None = None,
    k: int = 5,
) -> Retrieval:
    """Search ``course_id`` for ``user`` and apply the evidence check.

    Returns no passages (refused) when the user may not read the course, when the course has no
    indexed passages for the active model ("empty_course"), or when the best passage is below the
    model's evidence threshold ("no_evidence"). Every returned passage's own evidence score (its
    similarity plus the question's weighted term coverage) is at or above the threshold.
    """
    if course_id not in access.readable_course_ids(user):
        return Retrieval([], True, "forbidden", None, "You don't have access to this course's tutor.", [])
    provider = get_embedding_provider()
    if not Chunk.objects.filter(course_id=course_id, embedding_model=provider.name).exists():
        return Retrieval([], True, "empty_course", None, EMPTY_COURSE_MESSAGE, ["Ask your teacher to upload the course notes"])
    threshold = evidence_threshold(provider.name)
    passages = search_passages(
        course_ids=[course_id], question=question, query_vector=provider.embed_query(question),
        model_name=provider.name, dimensions=provider.dimensions, clo_ids=clo_ids, unit_id=unit_id,
        material_types=material_types, k=k,
    )
    best = max((p.similarity for p in passages), default=None)
    weight = evidence_term_weight(provider.name)
    bonus = weight * term_coverage(course_ids=[course_id], model_name=provider.name, question=question) if weight and passages else 0.0
    evidence = evidence_score(best, bonus, 1.0)
    if not has_evidence(evidence, threshold):
        return Retrieval([], True, "no_evidence", best, REFUSAL_MESSAGE, _suggestions(course_id), evidence)
    return Retrieval([p for p in passages if p.similarity + bonus >= threshold], False, "ok", best, evidence=evidence)


def _suggestions(course_id: int) -> list[str]:
    """Section headings of the course, so a refused student sees what the materials do cover."""
    sections = (
        Chunk.objects.filter(course_id=course_id).exclude(section="")
        .values_list("section", flat=True).distinct()[:40]
    )
    picked: list[str] = []
    for section in sections:
        if section not in picked:
            picked.append(section)
        if len(picked) == 3:
            break
    return ["Rephrase your question using the course's terms"] + [f"Ask about “{s}”" for s in picked]
