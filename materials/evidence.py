"""The evidence rule: does a course hold the answer to a question, or must the tutor refuse?

The evidence score of a question in a course is

    best passage cosine similarity
    + term weight x term coverage
    - rare-word weight x max(0, RARE_ZIPF - Zipf frequency of the rarest word missing from the course)

and the tutor answers only when it reaches the model's threshold (``has_evidence``). Each part
answers a failure of the one before (docs/benchmarks.md has the figures):

* similarity alone cannot tell "a biology question the biology course does not cover" (lac operon:
  0.49 to a passage on gene expression) from a paraphrase it does answer (0.32-0.35);
* *term coverage*, the IDF-weighted share of the question's English stems found anywhere in the
  course, can: the topic's own words are absent from the whole course (operon, lactose), while a
  paraphrase's words mostly occur somewhere;
* coverage still lets through a question whose one topic word is missing while its other words
  are everyday ones the course uses ("How does haemoglobin carry oxygen around the body?"). The
  *rare missing word* part uses how common the missing word is in English at large (the
  ``wordfreq`` lists, Zipf scale: 7 = "the", 3 = once per million words): a missing word that is
  rare in English ("haemoglobin", 2.3; "apartheid", 3.6) names a topic the course never mentions,
  a missing everyday word ("baby", 5.3) is just the student's phrasing. Words ``wordfreq`` does
  not know (typos, codes) are left out: a misspelling must not make the tutor refuse.

Weights and thresholds are per embedding model, in settings, chosen with
``manage.py calibrate_threshold`` on tests/data/eval. Models without weights use similarity alone.
"""

from __future__ import annotations

import functools
import math
import re

from django.conf import settings

# A missing word rarer than this in English (Zipf frequency) counts against the evidence.
RARE_ZIPF = 4.0
MAX_RARE_WORDS = 16
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'’-]*[A-Za-z]")


def _per_model(setting: str, model_name: str, fallback: float) -> float:
    """``settings.<setting>[model_name]``, else its ``"default"`` entry, else ``fallback``."""
    values: dict[str, float] = getattr(settings, setting, {})
    return values.get(model_name, values.get("default", fallback))


def evidence_threshold(model_name: str) -> float:
    """The minimum evidence score for ``model_name`` (settings.EVIDENCE_THRESHOLDS)."""
    return _per_model("EVIDENCE_THRESHOLDS", model_name, 0.35)


def evidence_term_weight(model_name: str) -> float:
    """How much term coverage adds to the evidence score for ``model_name`` (0: not used)."""
    return _per_model("EVIDENCE_TERM_WEIGHTS", model_name, 0.0)


def evidence_rare_word_weight(model_name: str) -> float:
    """How much each Zipf point of the rarest missing word takes off for ``model_name`` (0: not used)."""
    return _per_model("EVIDENCE_RARE_WORD_WEIGHTS", model_name, 0.0)


def coverage_from_counts(counts: list[tuple[int, int]]) -> float:
    """Term coverage from ``(df, N)`` per question stem: the IDF-weighted share present in the course.

    Each stem weighs ln((N + 1) / (df + 0.5)), with N the course's passages and df those containing
    the stem, so a rare word that is missing counts for more than a common one. 0.0 when the
    question has no indexable word."""
    weights = [(math.log((n + 1) / (df + 0.5)), df > 0) for df, n in counts]
    total = sum(w for w, _ in weights)
    if total <= 0:
        return 0.0
    return sum(w for w, present in weights if present) / total


@functools.lru_cache(maxsize=4096)
def zipf(word: str) -> float:
    """The word's frequency in English on the Zipf scale (0.0 when ``wordfreq`` does not know it)."""
    from wordfreq import zipf_frequency

    return zipf_frequency(word.lower(), "en")


def rare_words(question: str) -> list[str]:
    """The question's words that are rare in English (known to ``wordfreq``, below ``RARE_ZIPF``),
    rarest first: the candidates for "a topic the course may never mention"."""
    seen: dict[str, float] = {}
    for word in _WORD_RE.findall(question):
        key = word.lower()
        if key not in seen:
            seen[key] = zipf(key)
    rare = sorted((z, w) for w, z in seen.items() if 0.0 < z < RARE_ZIPF)
    return [w for _, w in rare[:MAX_RARE_WORDS]]


def rarity_penalty(missing_words: list[str], weight: float) -> float:
    """``weight`` x how far below ``RARE_ZIPF`` the rarest of ``missing_words`` is (0 if none)."""
    if not missing_words or weight <= 0:
        return 0.0
    return weight * max(0.0, RARE_ZIPF - min(zipf(w) for w in missing_words))


def evidence_score(
    best_similarity: float | None, coverage: float, term_weight: float, penalty: float = 0.0
) -> float | None:
    """Best passage similarity + ``term_weight`` x coverage (0..1) - ``penalty``; None when nothing
    was found."""
    if best_similarity is None:
        return None
    return best_similarity + term_weight * coverage - penalty


def has_evidence(score: float | None, threshold: float) -> bool:
    """The evidence rule, in one place: an evidence score at or above the threshold."""
    return score is not None and score >= threshold
