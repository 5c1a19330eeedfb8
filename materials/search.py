"""Scoped hybrid search over course passages, and the evidence check that decides refusal.

``hybrid_search`` fuses two rankings by reciprocal rank fusion (RRF), in one SQL statement (after
a first, small one that counts the question's stems):

* meaning: pgvector cosine distance on the active model's partial HNSW index, with iterative
  index scans so a filter on one small course still yields k rows (for a small course the planner
  prefers reading its rows through the ``course_id`` index and sorting them exactly);
* words: PostgreSQL full text search over the OR of the question's English stems on the same
  chunk rows, so exact names, symbols and codes find their passage. ``ts_rank_cd`` (which rewards
  the question's words standing close together) orders the best ``FTS_SHORTLIST`` by the cheaper
  ``ts_rank``: ranking every match by ``ts_rank_cd`` cost 11 ms on a 2,000-passage course, and
  ``ts_rank`` alone ranked worse (docs/benchmarks.md). In a course of more than
  ``WORDS_HALF_BUDGET`` passages (a university-wide course pack), the question's commonest stems
  are left to the meaning half so that the words half ranks at most that many passages
  (``words_half_stems``; docs/decisions.md, "Search at a million passages").

The best ``RERANK`` fused passages are then re-ordered by a second fusion: their fused rank with
the rank of their best-matching sentence (sentence vectors pooled at ingestion,
materials/sentences.py). Passages answer questions one sentence at a time, and the passage vector
dilutes that sentence with its neighbours; the re-rank lifts MRR on every evaluation set
(docs/benchmarks.md). It reads ``RERANK`` rows' sentence arrays, nothing else.

The first statement reads, for each of the question's stems, how many course passages contain it,
and how many passages the courses hold (``materials_term_stat``, one index lookup each): the
evidence check's term coverage, and the choice of stems for the words half, cost one round trip
whatever the size of the course.

Only the courses ``courses/access.py`` lets the user read are searched (``search_course``), only
chunks of the active embedding model, and only chunks a student may reach (``STUDENT_VISIBLE`` in
materials/models.py: neither restricted nor of a disabled material). This module returns scored passages and nothing else:
whether they are evidence enough to answer, and what a student is told when they are not, is
decided by the tutor's grounding step (tutor/grounding.py).
"""

from __future__ import annotations

import json
import re
import uuid
from dataclasses import dataclass, field

from django.conf import settings
from django.db import connection, transaction

from courses import access
from materials.embeddings import get_embedding_provider
from materials.evidence import coverage_from_counts, names_term
from materials.models import Chunk, student_visible_sql
from materials.chunking import page_at, page_of_span
from materials.restricted import quotable_text
from materials.sentences import sentence_spans
from materials.vector_index import vector_cast, vector_literal

RRF_K = 60
CANDIDATES = 40  # rows each ranking contributes before fusion
RERANK = 20  # best fused passages that the sentence ranking re-orders (docs/benchmarks.md)
FTS_SHORTLIST = 200  # passages ts_rank keeps for the costlier ts_rank_cd (proximity) to order
MAX_TERMS = 64  # distinct question stems searched and counted (a 2000-character question rarely has more)
# Passages the words half may rank: beyond it, the question's commonest stems are left to the
# meaning half (see ``words_half_stems``). A course of up to this many passages searches every stem.
WORDS_HALF_BUDGET = 3000
EVERYWHERE_MATERIALS = 1000  # materials read to count a stem across the whole table (bounds the cost)


_CITE_MARKER = re.compile(r"\[\d+\]")
_CITE_RUN = re.compile(r"(?:\[\d+\]\s*)+")
_MARKS = re.compile(r"[\s*_`#>|-]+")


def cited_part(answer: str, n: int) -> str:
    """What ``answer`` says under citation ``[n]``: each stretch of text that ends at a run of markers
    holding ``[n]``, from the end of the run before it. The whole answer when ``[n]`` is not in it.
    Pure. An offline answer quotes several passages, and a sentence of this passage can also be
    quoted under another citation (a table header repeated on the next page); its page is not this
    citation's page."""
    parts, start = [], 0
    for run in _CITE_RUN.finditer(answer or ""):
        if f"[{n}]" in run.group():
            parts.append(answer[start:run.start()])
        start = run.end()
    return "\n".join(parts) if parts else answer


def _flat(text: str) -> str:
    """``text`` without Markdown marks, table pipes and spacing differences, lower-cased: a quoted
    sentence reads the same in the answer as in its passage."""
    return _MARKS.sub(" ", text).strip().lower()


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
    sentence_similarity: float | None = None  # of the passage's best-matching sentence, if it has sentence vectors
    best_sentence: int | None = None  # that sentence's index in ``sentence_spans(text)``
    excluded_spans: tuple[tuple[int, int], ...] = ()  # never quoted: sentences addressed to an AI
    unit_id: int | None = None  # the course unit of the passage's material (the learner model maps by it)
    page_breaks: tuple[tuple[int, int], ...] = ()  # (offset in ``text``, page starting there): Chunk.page_breaks
    sentence_similarities: tuple[float, ...] = ()  # of each sentence of ``sentence_spans(text)``, when stored
    slide: bool = False  # one slide of a deck: Chunk.slide
    other_language: bool = False  # brought to a question in another language (tutor/grounding.with_foreign_passages)

    @property
    def scored_sentences(self) -> tuple[tuple[str, float], ...]:
        """``(sentence, similarity to the question)`` for each sentence with a stored vector."""
        spans = sentence_spans(self.text)
        return tuple((self.text[a:b], sim) for (a, b), sim in zip(spans, self.sentence_similarities))

    @property
    def cited_page(self) -> int | None:
        """The page a citation of this passage names: the page of its best-matching sentence (a
        passage that runs across a page break is cited where its answer is), else the page the
        passage starts on."""
        focus = self.focus
        return page_at(focus[0] if focus else 0, self.page, self.page_breaks)

    def answer_page(self, answer: str) -> int | None:
        """The page a citation of this passage names in ``answer``: the page of the passage's
        sentence that the answer quotes (verbatim, as the offline tutor does) and that matched the
        question best, else :attr:`cited_page`. The sentence the search found closest is not always
        the one quoted, and a passage can run across a page break."""
        flat = _flat(_CITE_MARKER.sub(" ", answer))
        similarities = self.sentence_similarities
        best: tuple[float, int, int] | None = None
        for index, (start, end) in enumerate(sentence_spans(self.text)):
            piece = _flat(self.text[start:end])
            if len(piece) >= 15 and piece in flat:
                similarity = similarities[index] if index < len(similarities) else 0.0
                if best is None or similarity > best[0]:
                    best = (similarity, start, end)
        if best is None:
            return self.cited_page
        start, end = self._introduced_block(best[1], best[2], flat) or (best[1], best[2])
        return page_of_span(start, end, self.page, self.page_breaks)

    def _introduced_block(self, start: int, end: int, flat_answer: str) -> tuple[int, int] | None:
        """``(start, end)`` of the block that the sentence ``start:end`` introduces, when that sentence
        is a lead-in (it ends with a colon) and the answer quotes the block (the code, list or table up to
        the next blank line); else None. A lead-in answers nothing alone: what it introduces does, so a
        code block printed on page 5 behind a lead-in on page 4 is cited as page 5."""
        if not self.text[start:end].rstrip().endswith(":"):
            return None
        body_start = len(self.text) - len(self.text[end:].lstrip())
        blank = self.text.find("\n\n", body_start)
        block_end = blank if blank >= 0 else len(self.text)
        opening = _flat(self.text[body_start:block_end])[:15]
        return (body_start, block_end) if len(opening) >= 10 and opening in flat_answer else None

    @property
    def focus(self) -> tuple[int, int] | None:
        """``(start, end)`` in ``text`` of the sentence that matched the question best, if known:
        what the tutor marks inside a cited passage."""
        if self.best_sentence is None:
            return None
        spans = sentence_spans(self.text)
        return spans[self.best_sentence] if 0 <= self.best_sentence < len(spans) else None

    @property
    def quotable_text(self) -> str:
        """``text`` without its excluded spans: all that may be shown to a student or quoted."""
        return quotable_text(self.text, self.excluded_spans) if self.excluded_spans else self.text

    @property
    def quotable_focus(self) -> tuple[int, int] | None:
        """``focus`` inside ``quotable_text`` (None when the best sentence was itself excluded)."""
        focus = self.focus
        if focus is None or not self.excluded_spans:
            return focus
        sentence = self.text[focus[0]:focus[1]]
        if any(a < focus[1] and focus[0] < b for a, b in self.excluded_spans):
            return None
        start = self.quotable_text.find(sentence)
        return (start, start + len(sentence)) if start >= 0 else None


@dataclass(frozen=True)
class Hits:
    """What one hybrid search statement returns: the passages, and ``(df, N)`` for each of the
    question's stems over the searched courses (ignoring CLO/unit/type filters) for the evidence
    check, and which of the ``words_to_check`` occur in none of them. Both are empty when no
    passage came back: then the caller cannot tell an empty course from a filter that matched
    nothing without asking."""

    passages: list[Passage]
    term_counts: list[tuple[int, int]]
    missing_words: list[str] = field(default_factory=list)  # of the ``words_to_check``

    @property
    def coverage(self) -> float:
        return coverage_from_counts(self.term_counts)


def hybrid_search(
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
    ef_search: int | None = None,
    words_to_check: list[str] | None = None,
    exact: bool = False,
    term: str | None = None,
    pages: list[int] | None = None,
) -> Hits:
    """The top ``k`` passages of ``course_ids`` by fused rank, and the question's term counts, in
    two SQL statements in one transaction (the stems' counts, then the search). Callers must pass
    course ids that came from courses/access.py (``retrieve`` does).

    The words half searches the OR of the question's English stems (``to_tsvector``: stop words
    drop out), all of them unless the courses hold more than ``WORDS_HALF_BUDGET`` passages
    (``words_half_stems``). For the first ``MAX_TERMS`` distinct stems, the passages of the courses
    containing each come from ``materials_term_stat`` (kept by triggers on the chunks, migrations
    0004 and 0011), as does the number of passages.
    ``words_to_check`` (whole words, e.g. the question's rare ones) come back in
    ``Hits.missing_words`` when no passage of the courses contains them.

    ``exact``: rank the meaning half by reading the courses' rows and sorting them, never through
    the HNSW index (see ``search_course``).

    ``term``: the question is only this term ("Dimmock v Hallett", ``materials.evidence.bare_term``):
    of the best ``RERANK`` passages, those that name it (``names_term``) come first. Fused ranks put
    a passage that names a rare case name behind passages near it in meaning, and where the course
    names the term is where it says what it is.

    ``pages``: only passages on or next to these pages (a PDF page or slide the question names: the page before
    too, for a passage that starts there and runs onto it, and the page after, for a deck that opens with a title
    page), or under a heading "Slide N" (a deck written in Markdown).
    """
    if not course_ids or not question.strip():
        return Hits([], [])
    cast = vector_cast(dimensions)
    qvec = f"%(qvec)s::vector({int(dimensions)})"
    qhalf = f"%(qvec)s::halfvec({int(dimensions)})"
    # Only what a student's question may reach (not restricted, of an enabled material): models.STUDENT_VISIBLE.
    base = f"c.embedding_model = %(model)s AND c.course_id = ANY(%(courses)s) AND {student_visible_sql('c')}"
    params: dict = {
        "model": model_name,
        "courses": list(course_ids),
        "qvec": vector_literal(query_vector),
        "question": question[:2000],
        "rare": list(words_to_check or []),
        "n": max(CANDIDATES, k * 4),
        "shortlist": FTS_SHORTLIST,
        "k": max(RERANK, k) if term else k,
        "rrf": RRF_K,
        "rerank": max(RERANK, k),
    }
    extra = []
    if clo_ids:
        extra.append("c.clo_ids && %(clos)s::bigint[]")
        params["clos"] = list(clo_ids)
    if unit_id:
        extra.append("c.unit_id = %(unit)s")
        params["unit"] = unit_id
    if material_types:
        extra.append("c.material_type = ANY(%(types)s)")
        params["types"] = list(material_types)
    if pages:
        extra.append("(c.page = ANY(%(pages)s) OR c.section ~* %(slide_titles)s)")
        params["pages"] = sorted({n + d for n in pages for d in (-1, 0, 1) if n + d > 0})
        params["slide_titles"] = r"^slide (" + "|".join(str(int(n)) for n in pages) + r")\M"
    in_scope = " AND ".join(extra) or "TRUE"
    sql = f"""
        WITH vec AS MATERIALIZED (
            SELECT c.id, {cast} <=> {qvec} AS distance
            FROM materials_chunk c
            WHERE {base} AND {in_scope}
            ORDER BY {f"({cast} <=> {qvec}) + 0" if exact else f"{cast} <=> {qvec}"}
            LIMIT %(n)s
        ),
        vec_ranked AS (
            SELECT id, row_number() OVER (ORDER BY distance) AS rank FROM vec
        ),
        query AS NOT MATERIALIZED (
            -- The OR of the stems chosen by ``words_half_stems``, a constant the planner folds and
            -- estimates (a course-index scan for common words, the GIN index for rare ones).
            SELECT %(tsquery)s::tsquery AS q
        ),
        matched AS MATERIALIZED (
            SELECT c.id, c.search_vector, ({in_scope}) AS in_scope
            FROM materials_chunk c, query
            WHERE {base.replace("c.course_id = ANY", "__WORDS_COURSE_ID__ = ANY")} AND c.search_vector @@ query.q
        ),
        fts_shortlist AS (
            SELECT m.id, m.search_vector
            FROM matched m, query
            WHERE m.in_scope
            ORDER BY ts_rank(m.search_vector, query.q) DESC, m.id
            LIMIT %(shortlist)s
        ),
        fts AS (
            SELECT s.id, row_number() OVER (ORDER BY ts_rank_cd(s.search_vector, query.q) DESC, s.id) AS rank
            FROM fts_shortlist s, query
            ORDER BY ts_rank_cd(s.search_vector, query.q) DESC, s.id
            LIMIT %(n)s
        ),
        fused AS (
            SELECT id,
                   COALESCE(1.0 / (%(rrf)s + v.rank), 0) + COALESCE(1.0 / (%(rrf)s + f.rank), 0) AS score
            FROM vec_ranked v FULL OUTER JOIN fts f USING (id)
        ),
        candidates AS MATERIALIZED (
            -- The best fused passages, with their best sentence's similarity (NULL for a chunk
            -- without sentence vectors). Only these rows' sentence arrays are read.
            SELECT t.id, t.score, t.rank, best.similarity AS sentence_similarity, best.ord AS best_sentence,
                   every.similarities AS sentence_similarities
            FROM (
                SELECT id, score, row_number() OVER (ORDER BY score DESC, id) AS rank
                FROM fused ORDER BY score DESC, id LIMIT %(rerank)s
            ) t
            JOIN materials_chunk c ON c.id = t.id
            LEFT JOIN LATERAL (
                SELECT 1 - (u.s <=> {qhalf}) AS similarity, u.ord
                FROM unnest(c.sentence_embeddings) WITH ORDINALITY AS u(s, ord)
                ORDER BY u.s <=> {qhalf} LIMIT 1
            ) best ON TRUE
            LEFT JOIN LATERAL (
                -- Every sentence's similarity, in order: the offline answer chooses what to quote
                -- by them (tutor/providers/extractive.py), with no second embedding pass.
                SELECT array_agg((1 - (u.s <=> {qhalf}))::real ORDER BY u.ord) AS similarities
                FROM unnest(c.sentence_embeddings) WITH ORDINALITY AS u(s, ord)
            ) every ON TRUE
        ),
        reranked AS (
            -- Fuse the fused rank with the sentence rank; a passage without sentence vectors keeps
            -- its fused rank in both places, so without any the order is unchanged.
            SELECT id, sentence_similarity, best_sentence, sentence_similarities,
                   1.0 / (%(rrf)s + rank) + 1.0 / (%(rrf)s + CASE WHEN sentence_similarity IS NULL THEN rank
                       ELSE row_number() OVER (ORDER BY sentence_similarity DESC NULLS LAST, rank) END) AS score
            FROM candidates
        ),
        rare AS (
            SELECT array_agg(r.word ORDER BY r.ord) AS missing
            FROM unnest(%(rare)s::text[]) WITH ORDINALITY AS r(word, ord)
            WHERE NOT EXISTS (
                -- the word, or its plural written as an acronym's ("MCB" asked, "MCBs" written: the stemmer
                -- leaves "mcbs" whole; blind set 26)
                SELECT 1 FROM matched m WHERE m.search_vector @@ (plainto_tsquery('english', r.word)
                                                                  || plainto_tsquery('english', r.word || 's'))
            )
            -- A word all of whose stems were left out of the words half is in more passages than
            -- the budget: present, though ``matched`` cannot show it.
            AND NOT (
                tsvector_to_array(to_tsvector('english', r.word)) <@ %(left_out)s::text[]
                AND length(to_tsvector('english', r.word)) > 0
            )
        )
        SELECT c.id, c.course_id, c.material_id, c.text, m.source_filename, c.material_type, c.page, c.section,
               1 - ({cast} <=> {qvec}) AS similarity, r.score, rare.missing,
               r.sentence_similarity, r.best_sentence, c.excluded_spans, c.unit_id, c.page_breaks,
               r.sentence_similarities, c.slide
        FROM reranked r
        JOIN materials_chunk c ON c.id = r.id
        JOIN materials_coursematerial m ON m.id = c.material_id
        CROSS JOIN rare
        ORDER BY r.score DESC, similarity DESC
        LIMIT %(k)s
    """
    with transaction.atomic(), connection.cursor() as cursor:
        # Both settings in one round trip (no parameters, so psycopg sends them as one query).
        cursor.execute(
            f"SET LOCAL hnsw.ef_search = {int(ef_search or settings.HNSW_EF_SEARCH)}; "
            "SET LOCAL hnsw.iterative_scan = relaxed_order"
        )
        cursor.execute(STEMS_SQL, {"question": params["question"], "courses": params["courses"],
                                   "model": model_name, "max_terms": MAX_TERMS,
                                   "everywhere_materials": EVERYWHERE_MATERIALS})
        counted = cursor.fetchall()  # ('', passages), then (stem, position, passages containing it)
        total = int(counted[0][2])
        stems = [(stem, int(df)) for stem, _, df, _ in counted[1:]]
        kept = words_half_stems(stems, total, WORDS_HALF_BUDGET)
        everywhere = sum(int(n) for stem, _, _, n in counted[1:] if stem in set(kept))
        # In a large course, the few passages with the kept stems are found through the text index
        # alone, the course checked row by row: intersecting them with the course's index entries
        # (its 200,000 rows) cost 13 ms. Unless the stems are common in the whole table, when the
        # course's entries are the cheaper way (``words_half_by_text_index``).
        by_text = words_half_by_text_index(total, everywhere, WORDS_HALF_BUDGET)
        sql = sql.replace("__WORDS_COURSE_ID__", "c.course_id + 0" if by_text else "c.course_id")
        # a stem no passage holds may be written with or without dots ("pd" asked, "p.d." written)
        searched = kept + [other for stem, df in stems if not df and (other := dotted_or_plain(stem))]
        params["tsquery"] = " | ".join(tsquery_lexeme(stem) for stem in searched) or None  # None: no words half
        params["left_out"] = [stem for stem, _ in stems if stem not in set(kept)]
        cursor.execute(sql, params)
        rows = cursor.fetchall()
        missing = list(rows[0][10] or []) if rows else []
        if missing:
            apart = written_apart(cursor, missing, base=base, params=params)
            missing = [word for word in missing if word not in apart]
    passages = [
        Passage(
            chunk_id=row[0], course_id=row[1], material_id=row[2], text=row[3], source_filename=row[4],
            material_type=row[5], page=row[6], section=row[7] or "", similarity=float(row[8]), score=float(row[9]),
            sentence_similarity=None if row[11] is None else float(row[11]),
            best_sentence=None if row[12] is None else int(row[12]) - 1,
            excluded_spans=_spans(row[13]),
            unit_id=row[14],
            page_breaks=_spans(row[15]),
            sentence_similarities=tuple(float(x) for x in row[16] or ()),
            slide=bool(row[17]),
        )
        for row in rows
    ]
    if not rows:
        return Hits([], [])
    if term:
        passages = sorted(passages, key=lambda p: not names_term(term, p.text))[:k]
    term_counts = [(int(df), total) for _, df in stems]
    return Hits(passages, term_counts, missing)


# A closed compound the course writes as two words is not missing from it: "crosshairs" asked, "cross-hairs"
# written (answers set 22: refused as "never mentions crosshairs"). Only words this long are split, and each part
# keeps at least ``_SPLIT_PART`` letters, so a short word never matches two unrelated ones ("another", "an other").
_SPLIT_MIN = 7
_SPLIT_PART = 3


def split_pattern(word: str) -> str | None:
    """A PostgreSQL regular expression for ``word`` written as two words joined by a hyphen or a space, with an
    optional plural "s" ("crosshairs": ``cross-hairs``, ``cross hair``), or None for a word too short to split.
    Pure."""
    stem = word.lower()
    if not stem.isalpha() or len(stem) < _SPLIT_MIN:
        return None
    stem = stem[:-1] if stem.endswith("s") else stem
    splits = [f"{stem[:i]}[- ]{stem[i:]}" for i in range(_SPLIT_PART, len(stem) - _SPLIT_PART + 1)]
    return r"\m(" + "|".join(splits) + r")s?\M" if splits else None


# An abbreviation the course only spells out is not missing from it: "nwp" asked, "Numerical weather prediction" written
# (answers set 33: refused as "never mentions nwp"). Only words of three to five letters are read as initials, and each
# word they stand for has at least four letters, so a short word seldom matches a run of unrelated small ones.
_INITIALS = range(3, 6)


def initials_pattern(word: str) -> str | None:
    """A PostgreSQL regular expression for the words whose initials spell ``word`` ("nwp": ``numerical weather
    prediction``), each of four letters or more, joined by a space or a hyphen; None for a word of another length.
    Pure."""
    letters = word.lower()
    if not letters.isalpha() or len(letters) not in _INITIALS:
        return None
    return r"\m" + r"[- ]+".join(f"{letter}[a-z]{{3,}}" for letter in letters) + r"\M"


# An abbreviation written with full stops is one lexeme with them ("p.d." is 'p.d'), and students type it without
# ("terminal pd in the loaded cell example", answers set 38: refused as "never mentions pd"). Two to four letters.
_DOTTED = re.compile(r"^(?:[a-z]\.){1,3}[a-z]$")


def _may_be_dotted(word: str) -> bool:
    """Two to four plain letters: a word that may stand for an abbreviation written with full stops."""
    return word.isascii() and word.isalpha() and 2 <= len(word) <= 4


def dotted_or_plain(stem: str) -> str | None:
    """The other way of writing the abbreviation ``stem`` as PostgreSQL's parser reads it: "pd" for 'p.d' and
    'p.d' for "pd"; None for anything but two to four letters. Pure."""
    if _DOTTED.match(stem):
        return stem.replace(".", "")
    return ".".join(stem.lower()) if _may_be_dotted(stem) else None


def dotted_pattern(word: str) -> str | None:
    """A PostgreSQL regular expression for ``word`` written with a full stop after each letter ("pd": ``p.d.``),
    or None for a word of another length. Pure."""
    return r"\m" + r"\.".join(word.lower()) + r"\M" if _may_be_dotted(word) else None


def written_apart(cursor, words: list[str], *, base: str, params: dict) -> set[str]:
    """Of ``words`` (missing from the courses as written), those a student-visible passage of the courses writes
    as two words (:func:`split_pattern`), spells out (:func:`initials_pattern`) or writes with full stops
    (:func:`dotted_pattern`). One statement; only run when a word is missing."""
    found = {word: [p for p in (split_pattern(word), initials_pattern(word), dotted_pattern(word)) if p]
             for word in words}
    patterns = {word: "|".join(f"({p})" for p in ways) for word, ways in found.items() if ways}
    if not patterns:
        return set()
    cursor.execute(
        f"SELECT w.word FROM unnest(%(words)s::text[], %(patterns)s::text[]) AS w(word, pattern) "
        f"WHERE EXISTS (SELECT 1 FROM materials_chunk c WHERE {base} AND c.text ~* w.pattern)",
        {**params, "words": list(patterns), "patterns": list(patterns.values())},
    )
    return {row[0] for row in cursor.fetchall()}


# The question's first ``MAX_TERMS`` distinct English stems in question order, each with the number
# of student-visible passages of the courses containing it, after one first row: ('', the number of
# student-visible passages). All from ``materials_term_stat`` (migrations 0004, 0011): one index
# lookup a stem, whatever the size of the course.
STEMS_SQL = """
    WITH terms AS (
        SELECT lexeme, first FROM (
            SELECT t.lexeme, min(p.pos) AS first
            FROM unnest(to_tsvector('english', %(question)s)) AS t, unnest(t.positions) AS p(pos)
            GROUP BY t.lexeme
        ) stems
        ORDER BY first
        LIMIT %(max_terms)s
    )
    SELECT '' AS lexeme, -1 AS first, COALESCE((
        SELECT sum(s.passages) FROM materials_term_stat s
        WHERE s.course_id = ANY(%(courses)s) AND s.embedding_model = %(model)s AND s.lexeme = ''
    ), 0) AS passages, 0 AS everywhere
    UNION ALL
    SELECT t.lexeme, t.first, COALESCE((
        SELECT sum(s.passages) FROM materials_term_stat s
        WHERE s.course_id = ANY(%(courses)s) AND s.embedding_model = %(model)s AND s.lexeme = t.lexeme
    ), 0), COALESCE((
        -- In every course, read from at most ``EVERYWHERE_MATERIALS`` materials: enough to tell a
        -- stem the text index finds cheaply from a common one, at a bounded cost.
        SELECT CASE WHEN count(*) >= %(everywhere_materials)s THEN 2147483647 ELSE sum(e.passages) END FROM (
            SELECT s.passages FROM materials_term_stat s
            WHERE s.embedding_model = %(model)s AND s.lexeme = t.lexeme
            LIMIT %(everywhere_materials)s
        ) e
    ), 0)
    FROM terms t
    ORDER BY first
"""


def words_half_stems(stems: list[tuple[str, int]], total: int, budget: int) -> list[str]:
    """The question's stems the words half searches, given ``(stem, passages containing it)`` and
    the ``total`` passages searched.

    All of them when the courses hold at most ``budget`` passages (the words half then reads at
    most the whole course, as it always did). In a larger course, the rarest stems while the
    passages they match together stay within ``budget``: a stem in thousands of passages ranks
    nothing (``ts_rank`` has no notion of rarity) and would make the words half read and rank each
    of them, which at 200,000 passages costs hundreds of milliseconds; the meaning half still
    sees the whole question. A pure function: same input, same stems, in question order."""
    if total <= budget:
        return [stem for stem, _ in stems]
    spent, kept = 0, set()
    for stem, df in sorted(stems, key=lambda item: item[1]):
        if spent + df > budget:
            break
        spent += df
        kept.add(stem)
    return [stem for stem, _ in stems if stem in kept]


def words_half_by_text_index(total: int, everywhere: int, budget: int) -> bool:
    """Whether the words half finds its passages through the text index alone, checking the course
    on each row, rather than intersecting with the course's index entries: only in a course over
    ``budget`` passages (whose common stems were left out), and only while the kept stems are in
    at most ten budgets' worth of passages across every course (``everywhere``; a stem found in
    ``EVERYWHERE_MATERIALS`` materials or more counts as common without reading further)."""
    return total > budget and everywhere <= 10 * budget


def tsquery_lexeme(stem: str) -> str:
    """``stem`` quoted as one lexeme of a tsquery's text form (quotes doubled, backslashes escaped)."""
    return "'" + stem.replace("\\", "\\\\").replace("'", "''") + "'"


def _spans(value) -> tuple[tuple[int, int], ...]:
    """``Chunk.excluded_spans`` as read by a raw cursor (Django leaves jsonb as text for JSONField)."""
    if isinstance(value, str):
        value = json.loads(value)
    return tuple((int(a), int(b)) for a, b in (value or []))


def search_passages(**kwargs) -> list[Passage]:
    """The passages of :func:`hybrid_search` (same keyword arguments), best first."""
    return hybrid_search(**kwargs).passages


@dataclass(frozen=True)
class Query:
    """A question embedded once, for every search of one turn (the focused search, the course-wide
    fallback, the learner model's unit mapping)."""

    text: str
    vector: list[float]
    model_name: str
    dimensions: int


def embed_question(question: str) -> Query:
    """``question`` embedded with the active embedding model (one model call)."""
    provider = get_embedding_provider()
    return Query(question, provider.embed_query(question), provider.name, provider.dimensions)


@dataclass(frozen=True)
class CourseStudents:
    """The reader of work done for every student of one course at once, when no one student asks
    (the answers of suggested prompts, tutor/suggestion_services.py): it reads that course only, and
    only what any student of it may read (the student-visible passages every search returns)."""

    course_id: int


def may_search(user, course_id: int) -> bool:
    """Whether ``user`` (a person, or :class:`CourseStudents`) may search ``course_id``'s passages."""
    if isinstance(user, CourseStudents):
        return user.course_id == course_id
    return course_id in access.readable_course_ids(user)


def search_course(
    *,
    user,
    course_id: int,
    query: Query,
    clo_ids: list[int] | None = None,
    unit_id: int | None = None,
    material_types: list[str] | None = None,
    k: int = 5,
    words_to_check: list[str] | None = None,
    term: str | None = None,
    pages: list[int] | None = None,
) -> Hits | None:
    """:func:`hybrid_search` of one course for ``user`` (``term``, ``pages``: see there); None when
    courses/access.py does not let ``user`` read the course (nothing is searched then)."""
    if not may_search(user, course_id):
        return None
    search = dict(
        course_ids=[course_id], question=query.text, query_vector=query.vector, model_name=query.model_name,
        dimensions=query.dimensions, clo_ids=clo_ids, unit_id=unit_id, material_types=material_types, k=k,
        words_to_check=words_to_check, term=term, pages=pages,
    )
    # a named page is a handful of rows: read exactly (a filtered index scan could come back empty)
    hits = hybrid_search(**search, exact=bool(pages))
    if not hits.passages and not pages and _has_passages(course_id, query.model_name, clo_ids, unit_id, material_types):
        # An approximate index scan can come back empty for a small course in a large, churning
        # table (its candidates used up on other courses' rows and dead entries): read this
        # course's rows exactly instead. Rare, and cheap for the small courses it happens to.
        hits = hybrid_search(**search, exact=True)
    return hits


def _has_passages(course_id: int, model_name: str, clo_ids, unit_id, material_types) -> bool:
    chunks = Chunk.objects.filter(course_id=course_id, embedding_model=model_name)
    if clo_ids:
        chunks = chunks.filter(clo_ids__overlap=list(clo_ids))
    if unit_id:
        chunks = chunks.filter(unit_id=unit_id)
    if material_types:
        chunks = chunks.filter(material_type__in=list(material_types))
    return chunks.exists()
