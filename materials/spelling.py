"""A misspelt English word in a question, read as the word the student meant ("invitaton to treat",
"what is liquifaction?").

A typo hurts both halves of the search: the words half has no stem to match, and the meaning half reads
an unknown word as pieces. The course then looks silent about a term it defines. The search is run once
more with the typos corrected, only when the question as typed found no answer (tutor/grounding.py), so
a correct question costs nothing and a corrected one must still meet the evidence rule.

A word is corrected only when English does not know it (``wordfreq``: Zipf 0), it is at least
:data:`MIN_LENGTH` letters, and one edit (a letter deleted, inserted, replaced, or two neighbours
swapped) turns it into a known word of Zipf :data:`MIN_ZIPF` or more; the commonest such word wins.
Course jargon English does not know is left as it is unless one edit makes it a common word. A
misspelling common enough for ``wordfreq`` to know it ("diffrence", Zipf 1.6; answers set 14 refused
"whats the diffrence between a feature and a label") is corrected too, when it is rarer than
:data:`KNOWN_TYPO_ZIPF` and one edit makes a very common word (:data:`COMMON_ZIPF`, "difference" 5.0);
rare names stay (Haemon 1.3 is one edit from Harmon, 3.2). Pure and offline: ~600 dictionary look-ups for
a ten-letter word, no index held in memory.

A word the course itself uses is a better guess than English at large: "clearence" (Zipf 1.3, a known
misspelling) is one edit from "clearance" (4.0, under :data:`COMMON_ZIPF`), which a physiology course
uses, so asked of that course "worked example of inulin clearence" is corrected (answer set 23 refused it as
"never mentions clearence"). :func:`course_candidates` lists the words the caller looks up in the course,
and ``corrected(question, course_words=...)`` takes the ones it found.
"""

from __future__ import annotations

import re
import string

from materials.evidence import CONTRACTIONS, zipf

MIN_LENGTH = 5
MIN_ZIPF = 2.0  # "liquefaction" is 2.4, "invitation" 4.0; below this, candidates are obscure words
KNOWN_TYPO_ZIPF = 2.0  # a known word rarer than this may be a common misspelling ...
# ... and one rarer than this, of a word the course itself uses: "calender ageing" in a course that writes "calendar ageing"
# (answers set 46: refused as "never mentions 'calender'"; "calender" is 2.5, "seperate" 2.8, "recieve" 2.8)
COURSE_TYPO_ZIPF = 3.0
COMMON_ZIPF = 4.5  # ... of a word at least this common, one edit away
_WORD = re.compile(r"[A-Za-z]+")
_LETTERS = string.ascii_lowercase


def one_edit(word: str) -> set[str]:
    """Every string one edit from ``word`` (lower case): deletes, swaps of neighbours, replaces, inserts."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = {a + b[1:] for a, b in splits if b}
    swaps = {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    replaces = {a + c + b[1:] for a, b in splits if b for c in _LETTERS}
    inserts = {a + c + b for a, b in splits for c in _LETTERS}
    return (deletes | swaps | replaces | inserts) - {word}


def _may_be_typo(lower: str, *, of_a_course_word: bool = False) -> bool:
    return len(lower) >= MIN_LENGTH and lower.isalpha() and \
        zipf(lower) < (COURSE_TYPO_ZIPF if of_a_course_word else KNOWN_TYPO_ZIPF)


def correction(word: str, course_words: frozenset[str] = frozenset()) -> str | None:
    """The word ``word`` most likely stands for, or None when it is not a typo this module corrects
    (module docstring). One of ``course_words`` one edit away wins over English at large."""
    lower = word.lower()
    if not _may_be_typo(lower, of_a_course_word=True):
        return None
    edits = one_edit(lower)
    in_course = sorted(edits & course_words, key=lambda w: (-zipf(w), w))
    if in_course:
        return in_course[0]
    if not _may_be_typo(lower):
        return None
    best, best_zipf = None, MIN_ZIPF if zipf(lower) == 0.0 else COMMON_ZIPF
    for candidate in sorted(edits):
        frequency = zipf(candidate)
        if frequency >= best_zipf and (best is None or frequency > best_zipf):
            best, best_zipf = candidate, frequency
    return best


def course_candidates(words: list[str], limit: int = 40) -> list[str]:
    """The English words (Zipf :data:`MIN_ZIPF` or more) one edit from each of ``words`` that may be typos, the
    commonest first, at most ``limit`` in all: what to look up in a course for :func:`corrected`."""
    found: list[str] = []
    for word in words:
        lower = word.lower()
        if _may_be_typo(lower, of_a_course_word=True):
            found += sorted((w for w in one_edit(lower) if zipf(w) >= MIN_ZIPF), key=lambda w: (-zipf(w), w))
    return list(dict.fromkeys(found))[:limit]


def corrected(question: str, course_words: frozenset[str] = frozenset()) -> str:
    """``question`` with each correctable typo replaced (:func:`correction`, preferring ``course_words``);
    unchanged when none is."""
    return _WORD.sub(lambda m: correction(m.group(), course_words) or m.group(), question or "")


# Contractions typed without their apostrophe (materials/evidence.CONTRACTIONS) are searched as the words they stand for
# ("whats the glory hole for", blind answers set 49: refused, while "what is the glory hole for" is answered). Unwritten,
# "whats" is a word no course uses: it counts against the question's term coverage, and the encoder reads it as a
# stranger. Spelt out in full, not with the apostrophe put back: "doesn't" is cut at its apostrophe by the word index,
# and "does not" is two words every course has.
_CONTRACTED_RE = re.compile(r"\b(" + "|".join(sorted(CONTRACTIONS, key=len, reverse=True)) + r")\b", re.IGNORECASE)


def contractions_spelt_out(question: str) -> str:
    """``question`` with each contraction typed without its apostrophe spelt out ("whats" -> "what is", "Dont" -> "Do
    not"); the rest unchanged. Pure."""
    def spelt_out(match: re.Match[str]) -> str:
        typed = match.group(0)
        words = CONTRACTIONS[typed.lower()]
        return words[0].upper() + words[1:] if typed[0].isupper() else words

    return _CONTRACTED_RE.sub(spelt_out, question or "")
