"""Retrieval evaluation: ingest a corpus into throwaway courses, ask labelled questions, score.

Shared by ``manage.py evaluate_retrieval``, ``manage.py calibrate_threshold``, the CI test
(``tests/devtools/test_evaluation.py``) and ``bench/retrieval_vs_langchain.py``.

* ``corpus_run`` ingests every document under ``DIR/<course>/`` through the real services
  (``material_upload`` + ``material_index``, run synchronously), one throwaway course per folder
  with its own throwaway student, and asks each question with ``tutor.grounding.ground`` as
  that student: the same search and evidence check the tutor uses. Everything runs inside one
  transaction that is rolled back at the end, and the uploaded files are deleted, so the database
  it runs on is left exactly as it was (the indexing tasks queued on commit never run).
* ``score`` computes hit@1/3/5 and MRR over answerable questions, refusal over unanswerable and
  other-course ones, false refusal over answerable ones, and counts passages from a course other
  than the question's (must be zero).
* ``threshold_table`` / ``pick_threshold``: the answer-or-refuse trade-off for every threshold on
  the evidence score (materials.search), and the threshold calibration picks.

Definitions. A passage is a *hit* when its text contains one of the question's gold snippets
(whitespace- and case-normalised) and, when the question names a ``source``, it comes from that
file. hit@k and MRR are measured on the ranking the search returns (top 5) before the evidence
check, so ranking quality and the refusal decision are reported separately; ``answered_hit@5``
counts a hit only when the question was also answered.
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Callable, Iterable
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from django.db import transaction

K = 5
ANSWERABLE_KINDS = {"paraphrase", "exact_term"}
REFUSE_KINDS = {"unanswerable", "other_course"}
# Files of a corpus folder that are the set's own notes, not course documents.
NOT_DOCUMENTS = {"readme.md", ".ds_store"}


class EvaluationError(Exception):
    """Bad input (missing corpus folder, unreadable questions) or a document that failed to index."""


# --------------------------------------------------------------------------- input


@dataclass(frozen=True)
class Question:
    id: str
    course: str
    question: str
    answerable: bool | None = None  # None: unlabelled
    gold: tuple[str, ...] = ()
    kind: str = ""
    source: str = ""


def load_questions(path: str | Path) -> list[Question]:
    """Questions from a JSON-lines file: ``id``, ``course``, ``question`` required, other keys optional."""
    questions: list[Question] = []
    seen: set[str] = set()
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
            qid, course, text = str(raw["id"]), str(raw["course"]), str(raw["question"])
        except (ValueError, KeyError, TypeError) as error:
            raise EvaluationError(f"{path}:{number}: not a question object with id, course, question ({error})") from error
        if qid in seen:
            raise EvaluationError(f"{path}:{number}: duplicate id {qid!r}")
        seen.add(qid)
        answerable = raw.get("answerable")
        kind = str(raw.get("kind") or "")
        if answerable is None and kind:
            answerable = kind in ANSWERABLE_KINDS if kind in ANSWERABLE_KINDS | REFUSE_KINDS else None
        questions.append(
            Question(
                id=qid, course=course, question=text,
                answerable=None if answerable is None else bool(answerable),
                gold=tuple(str(g) for g in raw.get("gold") or ()), kind=kind, source=str(raw.get("source") or ""),
            )
        )
    return questions


def corpus_documents(corpus_dir: str | Path) -> dict[str, list[Path]]:
    """``{course folder name: [document paths]}`` for every sub-folder of ``corpus_dir``: every file in it, whatever its
    type, as a teacher would upload it (a type the product refuses is the product's to report, not this function's to
    leave out)."""
    root = Path(corpus_dir)
    if not root.is_dir():
        raise EvaluationError(f"corpus folder {root} does not exist")
    courses = {
        sub.name: sorted(p for p in sub.rglob("*") if p.is_file() and p.name.lower() not in NOT_DOCUMENTS
                          and not p.name.startswith("."))
        for sub in sorted(root.iterdir())
        if sub.is_dir() and not sub.name.startswith(".")
    }
    if not courses:
        raise EvaluationError(f"corpus folder {root} has no course sub-folders")
    return courses


# --------------------------------------------------------------------------- running


@dataclass
class Result:
    """One question's outcome. ``retrieved``: the search's top passages before the evidence check
    (what the tutor cites when it answers); ``refused``: the evidence check's decision."""

    id: str
    retrieved: list[dict]
    refused: bool
    reason: str
    best_similarity: float | None
    evidence: float | None = None  # the score the evidence check compared with the threshold
    foreign_passages: int = 0  # passages whose course is not the question's course
    extra: dict = field(default_factory=dict)
    model_declined: bool | None = None  # the model's own check (``model_check``), when one ran
    hedged: bool = False  # between the two evidence bars: shown as "closest in your course", not as an answer

    def as_json(self) -> dict:
        return {
            "id": self.id, "retrieved": self.retrieved, "refused": self.refused, "reason": self.reason,
            "best_similarity": self.best_similarity, "evidence": self.evidence, "hedged": self.hedged, **({"extra": self.extra} if self.extra else {}),
            **({"model_declined": self.model_declined} if self.model_declined is not None else {}),
        }


@dataclass
class CorpusRun:
    results: list[Result]
    documents: int
    chunks: int
    ingest_seconds: float
    query_seconds: float
    skipped_questions: list[str] = field(default_factory=list)  # course not in the corpus


def _passage_json(p) -> dict:
    return {
        "text": p.text, "source": p.source_filename, "page": p.cited_page, "chunk_page": p.page,
        "score": round(p.similarity, 4),
        "rrf": round(p.score, 6), "section": p.section,
    }


def corpus_run(
    *,
    corpus_dir: str | Path,
    questions: list[Question],
    log: Callable[[str], None] = lambda _msg: None,
    inspect: Callable[..., dict] | None = None,
    model_check: Callable[[str, list], bool | None] | None = None,
) -> CorpusRun:
    """Ingest ``corpus_dir`` into throwaway courses and ask ``questions``; leaves no trace.

    Raises ``EvaluationError`` when a document fails to index. Questions naming a course with no
    folder in the corpus are skipped (listed in ``skipped_questions``). ``inspect(question=, course=,
    student=)``, called inside the transaction, may return extra facts to keep in ``Result.extra``
    (for studying evidence signals). ``model_check(question, passages)``, when given, runs on every
    question the evidence rule lets through, as the tutor's model does in a turn: True (the model
    declines) makes the question refused, reason ``model_declined``; None (the request failed) is
    an error, so a score is never computed on half the checks.
    """
    import time

    from materials.search import search_passages
    from tutor.grounding import ground

    results: list[Result] = []
    skipped: list[str] = []
    with throwaway_corpus(corpus_dir, log=log) as corpus:
        started = time.monotonic()
        for q in questions:
            course = corpus.courses.get(q.course)
            if course is None:
                skipped.append(q.id)
                continue
            student = corpus.students[q.course]
            decision = ground(user=student, course_id=course.pk, question=q.question, k=K)
            if decision.reason == "forbidden":
                raise EvaluationError(f"{q.id}: the throwaway student cannot read their own course")
            # The ranking before the evidence check, with the question vector grounding used.
            query = decision.query
            ranked = search_passages(
                course_ids=[course.pk], question=q.question, query_vector=query.vector,
                model_name=query.model_name, dimensions=query.dimensions, k=K,
            )
            foreign = sum(1 for p in [*ranked, *decision.passages] if p.course_id != course.pk)
            declined = None
            if model_check is not None and not decision.refused:
                declined = model_check(q.question, decision.passages)
                if declined is None:
                    raise EvaluationError(f"{q.id}: the model check failed (the model did not answer)")
            results.append(
                Result(
                    id=q.id, retrieved=[_passage_json(p) for p in ranked], refused=decision.refused or bool(declined),
                    reason="model_declined" if declined else decision.reason, model_declined=declined,
                    best_similarity=None if decision.best_similarity is None else round(decision.best_similarity, 4),
                    evidence=None if decision.evidence is None else round(decision.evidence, 4),
                    foreign_passages=foreign, hedged=decision.hedged and not declined,
                    extra=inspect(question=q, course=course, student=student) if inspect else {},
                )
            )
        query_seconds = time.monotonic() - started
    return CorpusRun(results, corpus.documents, corpus.chunks, corpus.ingest_seconds, query_seconds, skipped)


@dataclass
class ThrowawayCorpus:
    """A corpus ingested into throwaway courses: one course and one enrolled student per folder."""

    courses: dict
    students: dict
    teacher: object
    institution: object
    documents: int = 0
    chunks: int = 0
    ingest_seconds: float = 0.0
    refused_documents: list = field(default_factory=list)  # "course/file: why", files the product refused at upload

    def new_student(self, slug: str, label: str):
        """Another throwaway student enrolled in ``slug``'s course (a fresh one per question keeps
        daily limits and the learner model of one question from touching the next)."""
        from courses.models import Enrollment, Profile, Role
        from django.contrib.auth import get_user_model

        tag = self.institution.slug
        student = get_user_model().objects.create(username=f"{label}-{tag}"[:150], is_active=True)
        Profile.objects.create(user=student, institution=self.institution, role=Role.STUDENT)
        Enrollment.objects.create(student=student, course=self.courses[slug])
        return student


def upload_or_refusal(*, user, course, path: Path, **fields):
    """The material ``user``'s upload of ``path`` made, or, when the product refuses the file's format, the message the
    teacher would read: an evaluation then leaves the file out, as the course would. Any other refusal raises (a
    duplicate, a file too large: a fault of the set, not a score)."""
    from materials.services import MaterialError, material_upload

    try:
        return material_upload(user=user, course=course, filename=path.name, data=path.read_bytes(), **fields)
    except MaterialError as error:
        if error.code != "unsupported_format":
            raise
        return error.message


@contextmanager
def throwaway_corpus(corpus_dir: str | Path, *, log: Callable[[str], None] = lambda _msg: None,
                     cross_lingual: bool = False):
    """Ingest every document under ``corpus_dir/<course>/`` through the real services into
    throwaway courses, yield a :class:`ThrowawayCorpus`, then roll everything back and delete the
    stored files: the database is left exactly as it was. Raises ``EvaluationError`` when a
    document fails to index. ``cross_lingual``: also give every passage its multilingual vector, as
    the platform's worker does after indexing (materials/crosslingual.py), so questions in other
    languages take the path they take in use (slower: the multilingual encoder reads every passage)."""
    import time

    from courses.models import Course, Enrollment, Institution, Profile, Role
    from django.contrib.auth import get_user_model
    from materials.crosslingual import cross_vectors_build
    from materials.embeddings import get_embedding_provider
    from materials.models import Chunk, CourseMaterial
    from materials.services import material_index
    from materials.vector_index import ensure_hnsw_index

    documents = corpus_documents(corpus_dir)
    provider = get_embedding_provider()
    # Outside the throwaway transaction: CREATE INDEX would otherwise hold a lock on the chunk table
    # (blocking every other writer) until the rollback.
    ensure_hnsw_index(provider.name, provider.dimensions)
    User = get_user_model()
    tag = uuid.uuid4().hex[:10]
    stored_files: list[str] = []
    try:
        with transaction.atomic():
            institution = Institution.objects.create(name=f"Evaluation {tag}", slug=f"eval-{tag}")
            teacher = User.objects.create(username=f"eval-teacher-{tag}", is_active=True)
            Profile.objects.create(user=teacher, institution=institution, role=Role.TEACHER)
            corpus = ThrowawayCorpus(courses={}, students={}, teacher=teacher, institution=institution)
            started = time.monotonic()
            for i, (slug, paths) in enumerate(documents.items()):
                course = Course.objects.create(
                    institution=institution, code=f"EV{i:02d}-{tag}"[:30], title=slug, teacher=teacher
                )
                student = User.objects.create(username=f"eval-student-{i}-{tag}", is_active=True)
                Profile.objects.create(user=student, institution=institution, role=Role.STUDENT)
                Enrollment.objects.create(student=student, course=course)
                corpus.courses[slug], corpus.students[slug] = course, student
                for path in paths:
                    material = upload_or_refusal(user=teacher, course=course, path=path)
                    if isinstance(material, str):  # the file is not in the course, and its questions go unanswered
                        corpus.refused_documents.append(f"{slug}/{path.name}: {material}")
                        log(f"refused {slug}/{path.name}: {material}")
                        continue
                    if material.file:
                        stored_files.append(material.file.name)
                    outcome = material_index(material_id=material.pk, version=material.version)
                    if outcome != "indexed":
                        error = CourseMaterial.objects.filter(pk=material.pk).values_list("error", flat=True).first()
                        raise EvaluationError(f"{slug}/{path.name} did not index ({outcome}): {error}")
                    corpus.documents += 1
                    log(f"indexed {slug}/{path.name}")
                    if cross_lingual:
                        cross_vectors_build(material_id=material.pk)
            corpus.chunks = Chunk.objects.filter(course__in=corpus.courses.values()).count()
            corpus.ingest_seconds = time.monotonic() - started
            log(f"ingested {corpus.documents} documents into {len(corpus.courses)} courses: "
                f"{corpus.chunks} passages in {corpus.ingest_seconds:.1f} s")
            yield corpus
            transaction.set_rollback(True)
    finally:
        delete_stored_files(stored_files)


def delete_stored_files(names: list[str]) -> None:
    """Delete the files a throwaway run stored (its database rows are rolled back; files are not)."""
    from django.core.files.storage import default_storage

    for name in names:
        try:
            default_storage.delete(name)
        except OSError:
            pass


# --------------------------------------------------------------------------- scoring


def normalise(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def is_hit(passage: dict, question: Question) -> bool:
    if question.source and passage.get("source") and passage["source"] != question.source:
        return False
    text = normalise(passage.get("text", ""))
    return any(normalise(g) in text for g in question.gold)


def first_hit_rank(retrieved: list[dict], question: Question) -> int | None:
    for rank, passage in enumerate(retrieved[:K], 1):
        if is_hit(passage, question):
            return rank
    return None


@dataclass
class Scores:
    answerable: int
    refusable: int
    hit_at: dict[int, float]
    mrr: float
    refusal_rate: float | None
    false_refusal_rate: float | None
    answered_hit_at_5: float
    foreign_passages: int
    misses: list[str]  # answerable ids with no hit in the top 5
    wrong_refusals: list[str]  # answerable ids refused
    wrong_answers: list[str]  # refusable ids answered

    def as_dict(self) -> dict:
        return {
            "answerable": self.answerable, "refusable": self.refusable,
            **{f"hit@{k}": round(v, 4) for k, v in self.hit_at.items()}, "mrr": round(self.mrr, 4),
            "refusal_rate": None if self.refusal_rate is None else round(self.refusal_rate, 4),
            "false_refusal_rate": None if self.false_refusal_rate is None else round(self.false_refusal_rate, 4),
            "answered_hit@5": round(self.answered_hit_at_5, 4), "foreign_passages": self.foreign_passages,
            "misses": self.misses, "wrong_refusals": self.wrong_refusals, "wrong_answers": self.wrong_answers,
        }


def score(
    questions: Iterable[Question], results: Iterable[Result | dict], *, refused: Callable[[Result | dict], bool] | None = None
) -> Scores:
    """Score ``results`` against labelled ``questions`` (unlabelled questions are ignored).
    ``refused`` overrides the refusal decision (calibration and the LangChain baseline use it)."""
    by_id = {r.id if isinstance(r, Result) else r["id"]: r for r in results}
    ranks: list[int | None] = []
    answered_hits = 0
    misses: list[str] = []
    wrong_refusals: list[str] = []
    wrong_answers: list[str] = []
    refusable = refused_ok = 0
    foreign = 0
    for q in questions:
        r = by_id.get(q.id)
        if r is None or q.answerable is None:
            continue
        retrieved = r.retrieved if isinstance(r, Result) else r["retrieved"]
        was_refused = refused(r) if refused else (r.refused if isinstance(r, Result) else r["refused"])
        foreign += r.foreign_passages if isinstance(r, Result) else int(r.get("foreign_passages", 0))
        if q.answerable:
            rank = first_hit_rank(retrieved, q)
            ranks.append(rank)
            if rank is None:
                misses.append(q.id)
            if was_refused:
                wrong_refusals.append(q.id)
            elif rank is not None:
                answered_hits += 1
        else:
            refusable += 1
            if was_refused:
                refused_ok += 1
            else:
                wrong_answers.append(q.id)
    n = len(ranks)
    hit_at = {k: (sum(1 for r in ranks if r is not None and r <= k) / n if n else 0.0) for k in (1, 3, 5)}
    mrr = sum(1.0 / r for r in ranks if r is not None) / n if n else 0.0
    return Scores(
        answerable=n, refusable=refusable, hit_at=hit_at, mrr=mrr,
        refusal_rate=refused_ok / refusable if refusable else None,
        false_refusal_rate=len(wrong_refusals) / n if n else None,
        answered_hit_at_5=answered_hits / n if n else 0.0, foreign_passages=foreign,
        misses=misses, wrong_refusals=wrong_refusals, wrong_answers=wrong_answers,
    )


def format_scores(s: Scores, *, title: str = "") -> str:
    pct = lambda v: "n/a" if v is None else f"{100 * v:.1f}%"  # noqa: E731
    lines = [title] if title else []
    lines.append(
        f"answerable {s.answerable}: hit@1 {s.hit_at[1]:.3f}  hit@3 {s.hit_at[3]:.3f}  hit@5 {s.hit_at[5]:.3f}  "
        f"MRR {s.mrr:.3f}  answered with a hit {s.answered_hit_at_5:.3f}"
    )
    lines.append(
        f"refusal of unanswerable/other-course ({s.refusable}): {pct(s.refusal_rate)}   "
        f"false refusals of answerable: {pct(s.false_refusal_rate)}   passages from another course: {s.foreign_passages}"
    )
    if s.misses:
        lines.append(f"no hit in top {K}: {', '.join(s.misses)}")
    if s.wrong_refusals:
        lines.append(f"answerable but refused: {', '.join(s.wrong_refusals)}")
    if s.wrong_answers:
        lines.append(f"should refuse but answered: {', '.join(s.wrong_answers)}")
    return "\n".join(lines)


# --------------------------------------------------------------------------- calibration


@dataclass(frozen=True)
class ThresholdRow:
    threshold: float
    refusal_rate: float  # of questions that should be refused
    false_refusal_rate: float  # of answerable questions
    precision: float  # of "answer" decisions, the share that were answerable
    recall: float  # of answerable questions, the share answered
    f1: float


def threshold_table(labelled: list[tuple[bool, float | None]], grid: Iterable[float]) -> list[ThresholdRow]:
    """For each threshold: the answer-or-refuse outcome of ``(answerable, evidence score)`` pairs.
    A question is answered when its score is at or above the threshold (``has_evidence``)."""
    from materials.evidence import has_evidence

    pos = [s for a, s in labelled if a]
    neg = [s for a, s in labelled if not a]
    rows = []
    for t in grid:
        tp = sum(1 for s in pos if has_evidence(s, t))
        fp = sum(1 for s in neg if has_evidence(s, t))
        precision = tp / (tp + fp) if tp + fp else 1.0
        recall = tp / len(pos) if pos else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        rows.append(
            ThresholdRow(
                threshold=round(t, 4), refusal_rate=(len(neg) - fp) / len(neg) if neg else 1.0,
                false_refusal_rate=1 - recall, precision=precision, recall=recall, f1=f1,
            )
        )
    return rows


def pick_threshold(rows: list[ThresholdRow], *, min_refusal: float = 0.90, max_false_refusal: float = 0.05) -> ThresholdRow:
    """The threshold calibration recommends.

    Among the thresholds that meet both targets (refusal >= ``min_refusal``, false refusal <=
    ``max_false_refusal``), the middle of that range: the widest margin on both sides. When none
    meets both, the best balanced accuracy (mean of refusal rate and answer rate), again the middle
    of the tying range.
    """
    if not rows:
        raise EvaluationError("no thresholds to choose from")
    feasible = [r for r in rows if r.refusal_rate >= min_refusal and r.false_refusal_rate <= max_false_refusal]
    if not feasible:
        best = max(r.refusal_rate + r.recall for r in rows)
        feasible = [r for r in rows if abs(r.refusal_rate + r.recall - best) < 1e-9]
    return feasible[len(feasible) // 2]


@dataclass(frozen=True)
class Bars:
    """The two evidence bars (issue 16) and what they give on the labelled questions."""

    high: float
    low: float
    confident_wrong: float  # of questions to refuse, the share answered confidently (at or above high)
    confident_right: float  # of answerable questions, the share answered confidently
    false_refusal: float  # of answerable questions, the share refused (below low)
    refusal: float  # of questions to refuse, the share refused (below low)


def pick_bars(rows: list[ThresholdRow], *, max_confident_wrong: float = 0.05, min_confident: float = 0.80,
              max_false_refusal: float = 0.05) -> Bars:
    """The high and the low bar calibration recommends, from a ``threshold_table``.

    High bar: among the thresholds where at most ``max_confident_wrong`` of the questions to refuse
    would be answered and at least ``min_confident`` of the answerable ones would, the middle of
    that range (the widest margin on both sides); when none meets both, the lowest threshold meeting
    ``max_confident_wrong``. Low bar: the highest threshold, not above the high bar, whose false
    refusals stay within half of ``max_false_refusal`` (half: a margin for sets not seen here; the
    hedge band between the bars costs an answerable question a plain answer, never the passages),
    lowered to the lowest threshold that refuses as many of the questions to refuse.
    """
    if not rows:
        raise EvaluationError("no thresholds to choose from")
    rows = sorted(rows, key=lambda r: r.threshold)
    safe = [r for r in rows if 1 - r.refusal_rate <= max_confident_wrong]
    if not safe:
        raise EvaluationError("no threshold keeps confident answers to unanswerable questions within the target")
    feasible = [r for r in safe if r.recall >= min_confident]
    high = feasible[len(feasible) // 2] if feasible else safe[0]
    lows = [r for r in rows if r.threshold <= high.threshold and r.false_refusal_rate <= max_false_refusal / 2]
    low = lows[-1] if lows else rows[0]
    # ... and no higher than it must be: the lowest threshold that refuses as many questions to refuse
    # (a higher one would only risk more false refusals on other sets).
    low = next(r for r in rows if r.refusal_rate >= low.refusal_rate and r.threshold <= low.threshold)
    return Bars(high=high.threshold, low=low.threshold, confident_wrong=1 - high.refusal_rate,
                confident_right=high.recall, false_refusal=low.false_refusal_rate, refusal=low.refusal_rate)


def format_table(rows: list[ThresholdRow], chosen: ThresholdRow | None = None) -> str:
    lines = ["threshold  refusal  false-refusal  precision  recall     F1"]
    for r in rows:
        mark = "  <-" if chosen is not None and r.threshold == chosen.threshold else ""
        lines.append(
            f"{r.threshold:9.2f}  {r.refusal_rate:7.3f}  {r.false_refusal_rate:13.3f}  {r.precision:9.3f}  "
            f"{r.recall:6.3f}  {r.f1:5.3f}{mark}"
        )
    return "\n".join(lines)


def write_results(path: str | Path, results: Iterable[Result]) -> None:
    with open(path, "w", encoding="utf-8") as handle:
        for r in results:
            handle.write(json.dumps(r.as_json(), ensure_ascii=False) + "\n")


def read_results(path: str | Path) -> list[dict]:
    return [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]
