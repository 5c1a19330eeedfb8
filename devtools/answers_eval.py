"""End-to-end answer evaluation: the real tutor turn on labelled question sets, scored on what the
student reads.

Shared by ``manage.py evaluate_answers`` and its CI floors (tests/devtools/test_answers_eval.py).
The corpus is ingested into throwaway courses exactly as ``evaluate_retrieval`` does
(``evaluation.throwaway_corpus``: rolled back, files deleted). Each question is asked by a fresh
throwaway student, in a new conversation, through ``tutor.runner.collect_turn``: the pipeline the
websocket consumer and the API run (guardrails, memory, grounding, the learning loop, the answer
provider, persistence), with the configured answer provider (offline: the extractive one).

Per question: the outcome (``answered``, ``hedged`` or ``refused``), the reply text, the citations.
Scores (``score_answers``), over a group of questions:

* ``answer_contains_gold``: of answerable questions, the share whose reply (answered or hedged)
  contains a gold snippet after normalisation (case, whitespace, Markdown marks and [n] markers);
* ``confident_answer_contains_gold``: the same, counting answered replies only;
* ``cited_gold_file``: of answerable questions, the share with a citation of the question's file;
* ``top_citation_page``: of questions with a ``page`` (PDF), the share whose first citation names
  that file and page;
* ``answered`` / ``hedged`` / ``refused`` rates of answerable questions (``refused`` is the false
  refusal rate, ``answered`` the confident-answer rate) and of the questions that must not be
  answered (``confidently_answered`` is the rate that matters there).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from devtools.evaluation import EvaluationError, throwaway_corpus

_INLINE_MARKS = re.compile(r"\*\*|__|`{1,3}|~~~")  # emphasis and code marks: removed
_LINE_MARKS = re.compile(r"^(#+|\s*[-*+]|\s*>)\s+", re.M)  # headings, bullets, quotes: removed with their space
_MARKER = re.compile(r"\s*\[\d+\]")
# A Markdown table's delimiter row, and the pipes between its cells: a reader sees cells, not pipes.
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$", re.M)
_TABLE_PIPE = re.compile(r"\s*\|\s*")


@dataclass(frozen=True)
class AnswerQuestion:
    id: str
    course: str
    question: str
    answerable: bool | None
    gold: tuple[str, ...] = ()
    kind: str = ""
    source: str = ""
    page: int | None = None
    set: str = ""

    @property
    def file_type(self) -> str:
        return Path(self.source).suffix.lstrip(".").lower() or "none" if self.source else "none"


@dataclass
class AnswerResult:
    id: str
    set: str
    outcome: str  # answered, hedged, refused, error
    text: str
    citations: list[dict] = field(default_factory=list)

    def as_json(self) -> dict:
        return asdict(self)


def load_answer_questions(path: str | Path, set_name: str | None = None) -> list[AnswerQuestion]:
    """Questions of one JSON-lines file (the ``evaluate_retrieval`` format plus an optional
    ``page``). Raises ``EvaluationError`` on a line that is not a question."""
    from devtools.evaluation import load_questions

    name = set_name or Path(path).stem.removesuffix("_questions")
    raw = {json.loads(line)["id"]: json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines()
           if line.strip()}
    out = []
    for q in load_questions(path):
        page = raw[q.id].get("page")
        if page is not None and not isinstance(page, int):
            raise EvaluationError(f"{path}: {q.id}: page must be a whole number")
        out.append(AnswerQuestion(q.id, q.course, q.question, q.answerable, q.gold, q.kind, q.source, page, name))
    return out


def normalise(text: str) -> str:
    """Case, whitespace, Markdown marks (table pipes included) and citation markers removed, for
    "contains the gold"."""
    text = _MARKER.sub("", text or "")
    text = _INLINE_MARKS.sub("", _LINE_MARKS.sub("", _TABLE_RULE.sub("", text)))
    text = _TABLE_PIPE.sub(" ", text)
    return re.sub(r"\s+", " ", text).strip().lower()


def contains_gold(text: str, gold: Iterable[str]) -> bool:
    body = normalise(text)
    return any(normalise(g) and normalise(g) in body for g in gold)


def answers_run(*, corpus_dir: str | Path, questions: list[AnswerQuestion],
                log: Callable[[str], None] = lambda _m: None, cross_lingual: bool = True) -> tuple[list[AnswerResult], dict]:
    """Ask every question through the real turn; returns the results and run facts (documents,
    passages, seconds). Leaves the database as it was. Questions whose course has no folder are
    skipped (listed in the facts). ``cross_lingual``: the passages get their multilingual vectors
    first, as in use (``throwaway_corpus``), so a question in another language is searched as a
    student's would be; off, it takes the English search only."""
    from asgiref.sync import async_to_sync

    from tutor import services
    from tutor.pipeline import TurnRequest
    from tutor.runner import collect_turn

    results: list[AnswerResult] = []
    skipped: list[str] = []
    with throwaway_corpus(corpus_dir, log=log, cross_lingual=cross_lingual) as corpus:
        started = time.monotonic()
        for number, q in enumerate(questions):
            if q.course not in corpus.courses:
                skipped.append(q.id)
                continue
            student = corpus.new_student(q.course, f"eval-answers-{number}")
            conversation = services.conversation_create(user=student, course_id=corpus.courses[q.course].pk)
            events = async_to_sync(collect_turn)(TurnRequest(user=student, conversation_id=conversation.pk,
                                                             message=q.question))
            results.append(result_from_events(q, events))
        seconds = time.monotonic() - started
    facts = {"documents": corpus.documents, "refused_documents": corpus.refused_documents, "passages": corpus.chunks, "ingest_seconds": round(corpus.ingest_seconds, 1),
             "turn_seconds": round(seconds, 1), "skipped": skipped}
    return results, facts


def result_from_events(q: AnswerQuestion, events) -> AnswerResult:
    """What the student saw of one turn."""
    tokens, citations, outcome, content = [], [], "answered", None
    for event in events:
        if event.type == "token":
            tokens.append(event.data["text"])
        elif event.type == "citations":
            citations = list(event.data)
        elif event.type == "refusal":
            outcome, content = "refused", event.data["message"]
        elif event.type == "hedged":
            outcome = "hedged"
        elif event.type == "error":
            outcome, content = "error", event.data.get("message", "")
        elif event.type == "done" and event.data.get("content"):
            content = event.data["content"]
    text = content if content is not None else "".join(tokens)
    # the cited passage's text too: "was the answer in a cited passage?" is read from the file
    cited = [{"n": c["n"], "source": c["source_filename"], "page": c.get("page"), "text": c.get("chunk_text", "")}
             for c in citations]
    return AnswerResult(q.id, q.set, outcome, text, cited)


def load_never_quote(path: str | Path) -> list[str]:
    """The strings a set's README lists as never to be quoted (answer keys, teacher-only notes, hidden text,
    instructions addressed to an AI), one a line; blank lines and lines opening with ``#`` are skipped. Raises
    ``EvaluationError`` on a file that lists none."""
    lines = [line.strip() for line in Path(path).read_text(encoding="utf-8").splitlines()]
    strings = [line for line in lines if line and not line.startswith("#")]
    if not strings:
        raise EvaluationError(f"{path}: lists no string (one a line, # for comments)")
    return strings


def never_quoted(results: Iterable[AnswerResult], strings: Sequence[str]) -> dict[str, list[str]]:
    """``{question id: the strings of the never-quote list found}`` in what each student was shown: the reply or a
    cited passage (its text is sent with the citation), compared as :func:`normalise` reads them (case, spacing, Markdown
    marks and citation markers aside). Empty when nothing leaked."""
    wanted = [(s, normalise(s)) for s in strings]
    found: dict[str, list[str]] = {}
    for r in results:
        shown = normalise(" ".join([r.text, *(c.get("text") or "" for c in r.citations)]))
        hits = [s for s, folded in wanted if folded and folded in shown]
        if hits:
            found[r.id] = hits
    return found


def _rate(hits: int, total: int) -> float | None:
    return round(hits / total, 4) if total else None


def score_answers(questions: Iterable[AnswerQuestion], results: Iterable[AnswerResult]) -> dict:
    """The rates of the module docstring over ``questions`` (those with a result)."""
    by_id = {r.id: r for r in results}
    answerable = [(q, by_id[q.id]) for q in questions if q.id in by_id and q.answerable]
    refusable = [(q, by_id[q.id]) for q in questions if q.id in by_id and q.answerable is False]
    paged = [(q, r) for q, r in answerable if q.page is not None]
    shown = lambda r: r.outcome in ("answered", "hedged")  # noqa: E731
    top_page = [q.id for q, r in paged if r.citations and r.citations[0]["source"] == q.source
                and r.citations[0]["page"] == q.page]
    missing_gold = [q.id for q, r in answerable if not (shown(r) and contains_gold(r.text, q.gold))]
    return {
        "answerable": len(answerable), "refusable": len(refusable), "pdf_with_page": len(paged),
        "answer_contains_gold": _rate(len(answerable) - len(missing_gold), len(answerable)),
        "confident_answer_contains_gold": _rate(
            sum(1 for q, r in answerable if r.outcome == "answered" and contains_gold(r.text, q.gold)), len(answerable)),
        "cited_gold_file": _rate(sum(1 for q, r in answerable if any(c["source"] == q.source for c in r.citations)),
                                 len(answerable)),
        "top_citation_page": _rate(len(top_page), len(paged)),
        "answerable_answered": _rate(sum(r.outcome == "answered" for _, r in answerable), len(answerable)),
        "answerable_hedged": _rate(sum(r.outcome == "hedged" for _, r in answerable), len(answerable)),
        "answerable_refused": _rate(sum(r.outcome == "refused" for _, r in answerable), len(answerable)),
        "unanswerable_refused": _rate(sum(r.outcome == "refused" for _, r in refusable), len(refusable)),
        "unanswerable_hedged": _rate(sum(r.outcome == "hedged" for _, r in refusable), len(refusable)),
        "unanswerable_confidently_answered": _rate(sum(r.outcome == "answered" for _, r in refusable), len(refusable)),
        "errors": sum(r.outcome == "error" for _, r in [*answerable, *refusable]),
        "missing_gold": missing_gold,
        "wrong_page": [q.id for q, _ in paged if q.id not in top_page],
        "false_refusals": [q.id for q, r in answerable if r.outcome == "refused"],
        "confident_wrong_answers": [q.id for q, r in refusable if r.outcome == "answered"],
    }


def report(questions: list[AnswerQuestion], results: list[AnswerResult], never_quote: Sequence[str] = ()) -> dict:
    """Scores overall, per question set and per file type of the gold source; with ``never_quote``, also which
    replies showed a string of that list (:func:`never_quoted`)."""
    sets = sorted({q.set for q in questions})
    types = sorted({q.file_type for q in questions if q.answerable})
    leaks = {"never_quote_checked": len(never_quote), "never_quoted": never_quoted(results, never_quote)} \
        if never_quote else {}
    return {
        **leaks,
        "overall": score_answers(questions, results),
        "per_set": {s: score_answers([q for q in questions if q.set == s], results) for s in sets},
        "per_file_type": {t: score_answers([q for q in questions if q.answerable and q.file_type == t], results)
                          for t in types},
    }


_SHOWN = (("answer_contains_gold", "contains gold"), ("cited_gold_file", "cited gold file"),
          ("top_citation_page", "top-citation page"), ("answerable_answered", "answered"),
          ("answerable_hedged", "hedged"), ("answerable_refused", "false refusal"),
          ("unanswerable_confidently_answered", "unanswerable answered"), ("unanswerable_hedged", "unanswerable hedged"),
          ("unanswerable_refused", "unanswerable refused"))


def format_report(data: dict) -> str:
    pct = lambda v: "  n/a" if v is None else f"{100 * v:5.1f}%"  # noqa: E731
    lines = ["group                      n   " + "  ".join(f"{label:>9.9}" for _, label in _SHOWN)]
    rows = [("overall", data["overall"])] + [(f"set {k}", v) for k, v in data["per_set"].items()] + \
           [(f"type {k}", v) for k, v in data["per_file_type"].items()]
    for name, s in rows:
        lines.append(f"{name:24.24} {s['answerable']:3d}/{s['refusable']:<3d}" + "  ".join(
            f"{pct(s[key]):>9}" for key, _ in _SHOWN))
    o = data["overall"]
    for key in ("missing_gold", "wrong_page", "false_refusals", "confident_wrong_answers"):
        if o[key]:
            lines.append(f"{key.replace('_', ' ')}: {', '.join(o[key])}")
    if "never_quoted" in data:
        leaks = data["never_quoted"]
        shown = "; ".join(f"{i}: {', '.join(found)}" for i, found in leaks.items()) or "nothing shown"
        lines.append(f"never-quote list ({data['never_quote_checked']} strings): {shown}")
    return "\n".join(lines)
