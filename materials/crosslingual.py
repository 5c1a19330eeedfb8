"""Cross-lingual search: a question in Spanish (or any language but the course's) finds the English
passage that answers it.

The course's own model (all-MiniLM-L6-v2) is an English model: a question in another language shares
no words with the course and lands nowhere near its passages. The multilingual encoder
(materials/multilingual.py, multilingual-e5-small) maps both languages into one space, but it is
~10x slower per passage and no better than MiniLM on English questions (docs/benchmarks.md,
"Multilingual encoder"), so English keeps its own search and this one is a second path:

* **vectors, in the background**: after a material is indexed (and searchable by English
  questions), a Celery task gives each of its passages a second vector from the multilingual
  encoder (``ChunkCrossVector``); a re-index deletes them with the chunks and builds them again.
  Ingestion time is unchanged; until a course's vectors exist, a foreign-language question goes
  through the ordinary search (and is usually refused, in the student's language);
* **search**: the question is embedded once with the multilingual encoder and compared with the
  course's passage vectors (scored passages only, like ``materials.search``); every sentence of the
  passages found is scored with the same encoder, so the tutor quotes the sentence that answers;
* restricted passages never get a vector; excluded spans are left out of what is embedded.

Which path a question takes is the tutor's decision (tutor/grounding.py).
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Sequence
from dataclasses import replace

from django.db import connection, transaction

from materials import multilingual
from materials.language import detect_language
from materials.models import Chunk, ChunkCrossVector, CourseMaterial, MaterialStatus, student_visible_sql
from materials.search import Hits, Passage, _spans, may_search
from materials.sentences import sentence_spans
from materials.vector_index import vector_literal

logger = logging.getLogger(__name__)

BATCH = 8  # passages embedded per call (the encoder holds a lock; short batches let turns in)
MAX_SENTENCES = 14  # per passage (long lists are cut: the first sentences usually hold the point)


def cross_vectors_build(*, material_id) -> int:
    """Give every searchable passage of the material that has none a multilingual vector; returns how
    many were stored. Idempotent (a second run stores nothing), safe beside a re-index (rows of
    chunks deleted meanwhile are skipped), and a no-op when the encoder cannot load (logged)."""
    material = CourseMaterial.objects.filter(pk=material_id, status=MaterialStatus.INDEXED).first()
    if material is None:
        return 0
    # Every unrestricted passage, of a disabled material too: re-enabling it then needs no encoding.
    todo = list(
        Chunk.all_objects.filter(material_id=material.pk, embedding_model=material.embedding_model, restricted=False,
                                 cross_vector__isnull=True)
        .order_by("index").values_list("pk", "course_id", "text", "excluded_spans")
    )
    stored = 0
    for start in range(0, len(todo), BATCH):
        batch = todo[start:start + BATCH]
        texts = [Passage(chunk_id=pk, course_id=course, material_id=material.pk, text=text, source_filename="",
                         material_type="", page=None, section="", similarity=0.0, score=0.0,
                         excluded_spans=_spans(spans)).quotable_text for pk, course, text, spans in batch]
        try:
            vectors = multilingual.embed_texts(texts)
        except multilingual.EncoderUnavailable:
            logger.warning("multilingual encoder unavailable: no cross-lingual vectors for material %s", material.pk)
            return stored
        alive = set(Chunk.all_objects.filter(pk__in=[pk for pk, *_ in batch], restricted=False).values_list("pk", flat=True))
        rows = [ChunkCrossVector(chunk_id=pk, course_id=course, encoder=multilingual.MODEL_NAME, embedding=list(v))
                for (pk, course, _t, _s), v in zip(batch, vectors, strict=True) if pk in alive]
        with transaction.atomic():
            ChunkCrossVector.objects.bulk_create(rows, ignore_conflicts=True)
        stored += len(rows)
    return stored


def materials_missing_cross_vectors() -> list:
    """Ids of indexed materials with a searchable passage that has no multilingual vector (backfill)."""
    return list(
        Chunk.all_objects.filter(material__status=MaterialStatus.INDEXED, restricted=False, cross_vector__isnull=True)
        .values_list("material_id", flat=True).distinct()
    )


@functools.lru_cache(maxsize=50_000)
def _language_of_chunk(chunk_id: int, opening: str) -> str | None:
    return detect_language(opening)


def passage_language(passage: Passage) -> str | None:
    """The language ``passage`` is written in (``materials.language.detect_language`` of its opening), read once per
    chunk in this process: a chunk's text never changes (a re-index writes new rows), and the tutor asks this of up to
    thirty passages a question (tutor/grounding.py, ``with_foreign_passages``)."""
    return _language_of_chunk(passage.chunk_id, passage.text[:600])


def course_has_cross_vectors(course_id: int) -> bool:
    return ChunkCrossVector.objects.filter(course_id=course_id, encoder=multilingual.MODEL_NAME).exists()


def cross_search(*, user, course_id: int, question: str, k: int = 5) -> Hits | None:
    """The course's passages closest to ``question`` in the multilingual encoder's space, best first,
    with each one's best sentence; None when ``user`` may not read the course or the course has no
    multilingual vectors yet. ``similarity`` is the multilingual cosine (its own scale: the evidence
    bar for it is the tutor's, tutor/grounding.py)."""
    passages = closest_passages(user=user, course_id=course_id, question=question, k=k)
    return None if passages is None else Hits(with_best_sentences(question, passages), [], [])


def closest_passages(*, user, course_id: int, question: str, k: int = 5) -> list[Passage] | None:
    """:func:`cross_search` without the sentences: one query embedding and one index search, no
    passage read by the encoder (cheap enough to ask for every question)."""
    if not course_has_cross_vectors(course_id) or not may_search(user, course_id):
        return None
    query = multilingual.embed_query(question)
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SET LOCAL hnsw.iterative_scan = relaxed_order")
        cursor.execute(
            f"""
            SELECT c.id, c.course_id, c.material_id, c.text, m.source_filename, c.material_type, c.page, c.section,
                   1 - (v.embedding <=> %(q)s::vector(384)) AS similarity, c.excluded_spans, c.unit_id, c.page_breaks,
                   c.slide
            FROM materials_chunkcrossvector v
            JOIN materials_chunk c ON c.id = v.chunk_id
            JOIN materials_coursematerial m ON m.id = c.material_id
            WHERE v.course_id = %(course)s AND v.encoder = %(encoder)s AND {student_visible_sql("c")}
            ORDER BY v.embedding <=> %(q)s::vector(384)
            LIMIT %(k)s
            """,
            {"q": vector_literal(list(query)), "course": course_id, "encoder": multilingual.MODEL_NAME, "k": k},
        )
        rows = cursor.fetchall()
    passages = [
        Passage(chunk_id=r[0], course_id=r[1], material_id=r[2], text=r[3], source_filename=r[4], material_type=r[5],
                page=r[6], section=r[7] or "", similarity=float(r[8]), score=float(r[8]), excluded_spans=_spans(r[9]),
                unit_id=r[10], page_breaks=_spans(r[11]), slide=bool(r[12]))
        for r in rows
    ]
    return passages


def with_best_sentences(question: str, passages: Sequence[Passage]) -> list[Passage]:
    """``passages`` with ``best_sentence``, ``sentence_similarity`` and ``sentence_similarities``
    (:func:`stretched`) set, for every one, by the multilingual encoder (the English sentence vectors
    stored with each chunk cannot read the question), in one encoder call. Every passage gets them
    because the offline composer weighs each passage's sentences by these scores, and a passage left
    without them would be weighed by its raw passage cosine, on another scale (answers sets 23-28: the
    gold sentence of 9 of 50 questions lost to an unscored passage's table or list). Sentences inside
    excluded spans never count."""
    if not passages:
        return []
    query = multilingual.embed_query(question)
    compared = [[s for s in sentence_spans(p.text)[:MAX_SENTENCES]
                 if not any(a < s[1] and s[0] < b for a, b in p.excluded_spans)] for p in passages]
    texts = [p.text[a:b] for p, spans in zip(passages, compared) for a, b in spans]
    similarities = iter([float(s) for s in multilingual.embed_queries(texts) @ query] if texts else [])
    out = []
    for passage, spans in zip(passages, compared):
        if not spans:
            out.append(passage)
            continue
        scores = {span: next(similarities) for span in spans}
        best = max(scores, key=scores.__getitem__)
        every = sentence_spans(passage.text)
        out.append(replace(passage, best_sentence=every.index(best), sentence_similarity=scores[best],
                           sentence_similarities=tuple(stretched(scores.get(span)) for span in every)))
    return out


# The encoder's cosines crowd between ~0.7 (unrelated) and ~0.9 (the answer); the offline answer
# composer (tutor/providers/composition.py) reads sentence similarities on the course model's wider
# scale, where it keeps units that score close to the best one. Stretching [E5_FLOOR, 1] onto [0, 1]
# keeps the order and gives the composer a spread it can choose from.
E5_FLOOR = 0.7


def stretched(similarity: float | None) -> float:
    """A multilingual sentence similarity on the composer's scale (0 for a sentence not compared:
    excluded, or past :data:`MAX_SENTENCES`)."""
    if similarity is None:
        return 0.0
    return max(0.0, (similarity - E5_FLOOR) / (1 - E5_FLOOR))
