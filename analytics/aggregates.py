"""Pure functions behind the teacher analytics (no ORM, so Hypothesis can drive them quickly).

Privacy rule applied throughout: a breakdown row (a CLO, a topic, an assignment, the whole report)
backed by fewer than ``MIN_STUDENTS`` distinct students is suppressed, and the caller is told so.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections import Counter
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass

import numpy as np

MIN_STUDENTS = 5


# --------------------------------------------------------------------------- KPIs (property 28)


@dataclass(frozen=True)
class Kpis:
    total_conversations: int
    total_messages: int
    avg_messages_per_conversation: float
    avg_satisfaction_rating: float | None  # share of rated answers marked helpful, 0..1
    rated_messages: int


def kpis_from(message_counts: Sequence[int], ratings: Iterable[str]) -> Kpis:
    """``message_counts`` holds one entry per distinct conversation (its message count);
    ``ratings`` the ratings given (``thumbs_up`` counts 1, ``thumbs_down`` 0)."""
    conversations = len(message_counts)
    messages = sum(message_counts)
    scores = [1.0 if r == "thumbs_up" else 0.0 for r in ratings if r in ("thumbs_up", "thumbs_down")]
    return Kpis(
        total_conversations=conversations,
        total_messages=messages,
        avg_messages_per_conversation=messages / conversations if conversations else 0.0,
        avg_satisfaction_rating=sum(scores) / len(scores) if scores else None,
        rated_messages=len(scores),
    )


# --------------------------------------------------------------------------- CLOs (property 29)


@dataclass(frozen=True)
class CloRow:
    clo_id: int
    clo_code: str
    clo_title: str
    conversation_count: int
    student_count: int


def rank_clos(rows: Iterable[CloRow]) -> list[CloRow]:
    """Most questioned first; ties by CLO code so the order is stable."""
    return sorted(rows, key=lambda r: (-r.conversation_count, r.clo_code, r.clo_id))


def suppress_small(rows: Iterable, *, students=lambda r: r.student_count) -> tuple[list, int]:
    """Split rows into those backed by at least ``MIN_STUDENTS`` students and a count of the rest."""
    kept, hidden = [], 0
    for row in rows:
        if students(row) >= MIN_STUDENTS:
            kept.append(row)
        else:
            hidden += 1
    return kept, hidden


# --------------------------------------------------------------------------- time (property 31)


def daily_series(dates: Iterable[dt.date], *, start: dt.date, end: dt.date) -> list[tuple[dt.date, int]]:
    """One ``(day, count)`` per day from ``start`` to ``end`` inclusive, zeros included; dates
    outside the window are ignored."""
    counts = Counter(d for d in dates if start <= d <= end)
    days = (end - start).days + 1
    return [(start + dt.timedelta(days=i), counts.get(start + dt.timedelta(days=i), 0)) for i in range(max(days, 0))]


# --------------------------------------------------------------------------- topics


STOPWORDS = frozenset(
    """a about above after again against all also am an and any are as at be because been before being below
    between both but by can could did do does doing down during each few for from further get got had has have
    having he her here hers herself him himself his how i if in into is it its itself just like me more most
    much my myself need no nor not now of off on once only or other our ours ourselves out over own please
    same she should so some such than thank thanks that the their theirs them themselves then there these they
    this those through to too under until up use used using very was we were what when where which while who
    whom why will with would you your yours yourself yourselves explain help understand tell mean means
    question questions know example examples show give want think really still one two way ok okay hi hello
    dont doesnt cant im ive whats hows isnt""".split()
)
_WORD = re.compile(r"[a-z][a-z0-9\-]{2,}")


def terms_of(text: str) -> list[str]:
    """Lower-case content words of at least three letters, stopwords removed."""
    words = _WORD.findall(text.lower().replace("'", ""))
    return [w.strip("-") for w in words if w.strip("-") not in STOPWORDS and len(w.strip("-")) >= 3]


def cluster_vectors(vectors: np.ndarray, *, threshold: float = 0.5) -> list[list[int]]:
    """Greedy single pass clustering by cosine similarity: each vector joins the most similar
    existing group when that similarity reaches ``threshold``, otherwise starts its own group.
    A second pass re-assigns every vector to its nearest final centroid, so early choices do not
    stick. Returns groups of row indices, largest first."""
    if len(vectors) == 0:
        return []
    unit = vectors / np.clip(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12, None)
    sums: list[np.ndarray] = []
    for row in unit:
        if sums:
            centroids = np.stack(sums)
            centroids = centroids / np.clip(np.linalg.norm(centroids, axis=1, keepdims=True), 1e-12, None)
            sims = centroids @ row
            best = int(np.argmax(sims))
            if sims[best] >= threshold:
                sums[best] = sums[best] + row
                continue
        sums.append(row.copy())
    centroids = np.stack(sums)
    centroids = centroids / np.clip(np.linalg.norm(centroids, axis=1, keepdims=True), 1e-12, None)
    labels = np.argmax(unit @ centroids.T, axis=1)
    groups: dict[int, list[int]] = {}
    for index, label in enumerate(labels.tolist()):
        groups.setdefault(label, []).append(index)
    return sorted(groups.values(), key=lambda g: (-len(g), g[0]))


def key_terms(
    group_docs: Sequence[list[str]],
    all_docs: Sequence[list[str]],
    *,
    group_owners: Sequence[Hashable],
    k: int = 3,
    min_owners: int = 2,
    banned: frozenset[str] = frozenset(),
) -> list[str]:
    """Top ``k`` TF-IDF terms of a group (its documents pooled) against the whole corpus.

    A term qualifies only when it was written by at least ``min_owners`` distinct students of the
    group, so no label can carry a word only one student used (a name, an id, a quirk of
    phrasing); ``banned`` terms (e.g. the course's student names) never qualify."""
    n_docs = len(all_docs)
    df = Counter(term for doc in all_docs for term in set(doc))
    tf = Counter(term for doc in group_docs for term in doc)
    owners: dict[str, set] = {}
    for doc, owner in zip(group_docs, group_owners, strict=True):
        for term in set(doc):
            owners.setdefault(term, set()).add(owner)
    scored = [
        (count * (math.log((1 + n_docs) / (1 + df[term])) + 1.0), term)
        for term, count in tf.items()
        if term not in banned and len(owners.get(term, ())) >= min_owners
    ]
    scored.sort(key=lambda st: (-st[0], st[1]))
    return [term for _, term in scored[:k]]


@dataclass(frozen=True)
class Topic:
    label: str
    terms: tuple[str, ...]
    frequency: int  # questions in the group
    student_count: int


def topics_from(
    texts: Sequence[str],
    owners: Sequence[Hashable],
    vectors: np.ndarray,
    *,
    threshold: float = 0.5,
    banned: frozenset[str] = frozenset(),
    limit: int = 10,
) -> tuple[list[Topic], int]:
    """Group questions by meaning and label each group with its key terms.

    Returns the groups that reach ``MIN_STUDENTS`` distinct students and have a label, most
    frequent first, and how many groups were suppressed. Labels are built from single terms, never
    from a message's wording."""
    docs = [terms_of(t) for t in texts]
    topics: list[Topic] = []
    hidden = 0
    for group in cluster_vectors(vectors, threshold=threshold):
        students = {owners[i] for i in group}
        if len(students) < MIN_STUDENTS:
            hidden += 1
            continue
        terms = key_terms([docs[i] for i in group], docs, group_owners=[owners[i] for i in group], banned=banned)
        if not terms:
            hidden += 1
            continue
        topics.append(Topic(", ".join(terms), tuple(terms), len(group), len(students)))
    topics.sort(key=lambda t: (-t.frequency, t.label))
    return topics[:limit], hidden + max(len(topics) - limit, 0)


# --------------------------------------------------------------------------- LLM usage


def percentile(values: Sequence[float], p: float) -> float | None:
    """Linear-interpolated percentile (the same definition as PostgreSQL's percentile_cont)."""
    if not values:
        return None
    ordered = sorted(values)
    pos = (len(ordered) - 1) * p
    lo, hi = math.floor(pos), math.ceil(pos)
    return float(ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo))


def line_points(values: Sequence[int], *, width: int, height: int, pad: int = 4) -> list[tuple[float, float]]:
    """SVG coordinates of a line chart (y grows downwards), scaled so the maximum touches the top."""
    if not values:
        return []
    top = max(max(values), 1)
    step = (width - 2 * pad) / max(len(values) - 1, 1)
    return [
        (round(pad + i * step, 1), round(height - pad - (v / top) * (height - 2 * pad), 1)) for i, v in enumerate(values)
    ]
