"""Suggested questions from a scope's indexed passages: pure, offline and deterministic.

A unit (or a whole course) is read as its passages in reading order, each with its section path.
Questions come from two places:

* **section headings** ("1.3 Order of operations" -> "What should I know about order of
  operations?"): a heading that already is a question is kept; "How to ..." and "What a ... is"
  headings are turned round; a gerund heading asks for the steps; "A vs B" asks for the difference;
  generic headings (Introduction, Exercises, Summary, Worked example ...) are skipped;
* **key terms**: phrases the materials set in bold (Markdown ``**term**``, how teachers mark a term
  they define), most frequent first; a scope with none falls back to the words that set its
  passages apart (learning/anchors.py ``key_terms``).

Headings and terms alternate (two headings, one term, ...), so a list is neither all headings nor
all vocabulary; a term a heading question already names is not asked again. The same passages give
the same questions in the same order. Whether the course can answer them is decided later, by the
same grounding as any question (tutor/suggestion_services.py).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from learning.anchors import STOPWORDS, key_terms

MAX_CANDIDATES = 8  # questions generated and answered per scope (some may be refused)
MAX_SHOWN = 6  # chips shown at most
MAX_TEXT = 300

_SEPARATOR = re.compile(r"\s*(?:>|/|›|»)\s*")
_NUMBERING = re.compile(r"^(?:(?:unit|chapter|part|section|lesson|week|module)\s+[\w.]+\s*[:.\-–—]\s*|\d+(?:\.\d+)*\.?\s+|[ivx]+\.\s+)",
                        re.IGNORECASE)
_BOLD = re.compile(r"\*\*([^*\n]{3,60}?)\*\*")
_GENERIC = frozenset(
    "introduction intro overview summary summaries recap review exercises exercise practice problems problem "
    "questions answers solutions solution contents index references bibliography glossary appendix notes "
    "homework assignment examples example conclusion conclusions objectives outcomes learning outcomes "
    "further reading key terms key ideas".split()
)
_GENERIC_PREFIXES = ("worked example", "example", "exercise", "practice", "problem set", "question", "answer",
                     "solution", "self-check", "check your", "try it", "unit ", "chapter ", "table ", "figure ")
# a heading naming the document rather than a topic ("Cell biology notes", "Lecture 3 slides")
_DOCUMENT_WORDS = frozenset("notes lecture lectures handout handouts slides worksheet syllabus reader".split())
_MD_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$")
_QUESTION_START = re.compile(r"^(?:what|how|why|when|where|which|who|can|is|are|does|do|should)\b", re.IGNORECASE)


def heading_title(section: str) -> str:
    """The last heading of a section path, numbering and "Unit X:" prefixes dropped
    ("Unit ALG2 > 2.3 Brackets" -> "Brackets")."""
    last = _SEPARATOR.split(section.strip())[-1] if section.strip() else ""
    title = _NUMBERING.sub("", last).strip()
    return title.strip(" .:;-–—#*_")


def _lower_first(text: str) -> str:
    """Lower-case the first letter of a heading set in sentence case, but not of a name or acronym."""
    first = text.split(" ", 1)[0]
    if len(first) > 1 and (first.isupper() or any(c.isupper() for c in first[1:])):
        return text
    return text[:1].lower() + text[1:]


def _is_generic(title: str) -> bool:
    folded = title.casefold()
    return (len(folded) < 3 or folded in _GENERIC or folded.startswith(_GENERIC_PREFIXES)
            or bool(_DOCUMENT_WORDS & set(re.findall(r"[a-z]+", folded)))
            or not re.search(r"[a-z]{3}", folded) or len(title) > 90)


def passage_headings(section: str, text: str) -> list[str]:
    """A passage's section, then the Markdown headings inside it (a short file is one passage with
    several headings)."""
    inner = [m.group(1).strip() for line in text.splitlines() for m in [_MD_HEADING.match(line)] if m]
    return [h for h in [section, *inner] if h]


def question_from_heading(heading: str) -> str | None:
    """A question a student would ask about a section with this heading, or None for a heading
    that names no topic (Introduction, Exercises, Worked example 2 ...)."""
    title = re.sub(r"\s+", " ", heading_title(heading)).strip()
    if not title or _is_generic(title):
        return None
    match = re.match(r"^how\s+to\s+(.+)$", title, re.IGNORECASE)
    if match:
        return f"How do I {match.group(1).rstrip('?.')}?"
    if title.endswith("?") or _QUESTION_START.match(title):
        match = re.match(r"^what\s+(.+?)\s+(is|are)$", title, re.IGNORECASE)
        if match:  # "What a variable is" -> "What is a variable?"
            return f"What {match.group(2).lower()} {match.group(1)}?"
        return title.rstrip("?.") + "?"
    match = re.match(r"^(.+?)\s+(?:vs\.?|versus)\s+(.+)$", title, re.IGNORECASE)
    if match:
        return f"What is the difference between {_lower_first(match.group(1))} and {_lower_first(match.group(2))}?"
    first = title.split(" ", 1)[0]
    if first.lower().endswith("ing") and len(first) > 5 and " " in title:
        return f"What are the steps for {_lower_first(title)}?"
    return f"What should I know about {_lower_first(title)}?"


def question_from_term(term: str) -> str:
    return f'What does "{term}" mean?'


def bold_terms(texts: Sequence[str]) -> list[str]:
    """Phrases set in bold in ``texts``: the most frequent first, then by first appearance; one
    spelling per phrase (the first seen); at most four words; not a whole sentence or a label."""
    counts: Counter = Counter()
    first_seen: dict[str, tuple[int, str]] = {}
    for text in texts:
        for match in _BOLD.finditer(text):
            phrase = " ".join(match.group(1).split()).strip(" .,:;")
            folded = phrase.casefold()
            words = folded.split()
            if not 1 <= len(words) <= 4 or not re.fullmatch(r"[a-z][a-z\- ']*[a-z]", folded):
                continue
            if folded in STOPWORDS or _is_generic(phrase):
                continue
            counts[folded] += 1
            first_seen.setdefault(folded, (len(first_seen), _lower_first(phrase)))
    ranked = sorted(counts, key=lambda f: (-counts[f], first_seen[f][0]))
    return [first_seen[f][1] for f in ranked]


def suggest_questions(headings: Sequence[str], texts: Sequence[str], *, other_texts: Sequence[str] = (),
                      course_title: str = "", limit: int = MAX_CANDIDATES) -> list[str]:
    """Up to ``limit`` questions about a scope: ``headings`` (section paths or headings, reading
    order) and ``texts`` (its passages); ``other_texts``: the rest of the course, for the fallback
    key terms that set these apart. A heading that opens with ``course_title`` is the document's
    title, not a topic. Deterministic; no duplicates (case-insensitive)."""
    title = " ".join(course_title.split()).casefold()
    questions: list[str] = []
    for heading in headings:
        if title and " ".join(heading_title(heading).split()).casefold().startswith(title):
            continue
        question = question_from_heading(heading)
        if question and question.casefold() not in {h.casefold() for h in questions}:
            questions.append(question)
    headings = questions
    terms = bold_terms(texts) or key_terms(list(texts), list(other_texts))
    asked = " ".join(headings).casefold()
    term_questions = [question_from_term(t) for t in terms if t.casefold() not in asked]
    picked: list[str] = []
    h, t = 0, 0
    while len(picked) < limit and (h < len(headings) or t < len(term_questions)):
        for _ in range(2):
            if h < len(headings) and len(picked) < limit:
                picked.append(headings[h])
                h += 1
        if t < len(term_questions) and len(picked) < limit:
            picked.append(term_questions[t])
            t += 1
    return [q[:MAX_TEXT] for q in picked]
