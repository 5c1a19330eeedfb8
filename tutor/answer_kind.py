"""Questions that ask for a count ("how many wives did Oba Ovonramwen have", "how much caffeine is in a cold brew"), and
whether passages give one.

The offline tutor cannot read a passage and a question together, but it can see that the one thing asked for is not
there. A passage about the Oba that gives the dates of his reign, and no number beside "wives", is near the question,
not its answer, and its similarity is as high as an answer's: question writers ask exactly this way about what a
course leaves out (answers set 51: how many brass heads a museum holds, a cold brew's caffeine, an Oba's wives).

The rule is narrow on purpose. Only "how many" and "how much" followed by what is counted ("how much did it cost" and
"how much of the kernel" name nothing counted, and are left alone), only English wording, and never a sum the
question sets with figures of its own. Measured on answers sets 43-50 (docs/decisions.md, "A count the course never
gives"). Pure.
"""

from __future__ import annotations

import re

from tutor.providers.composition import terms

# The first question word of a question: the rule applies only when it is the one that counts.
_QUESTION_WORD = re.compile(r"\b(?:how|what|which|when|why|who|whom|whose|where)\b", re.IGNORECASE)
_COUNT = re.compile(r"how\s+(?:many|much(?!\s+(?:did|does|do|is|was|were|are|has|have|had|can|could|would|will|should|"
                    r"more|less|bigger|smaller|higher|lower|longer|further|better|worse|of|time)\b))\b", re.IGNORECASE)
# A figure: digits, a number word, a fraction word or a rough amount ("hundreds of plaques", "a dozen ships").
_FIGURE = re.compile(
    r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|"
    r"millions?|billions?|dozens?|half|quarter|third|thirds|single|double|twice|several|few|handful)\b",
    re.IGNORECASE,
)
# The figure stands just before what it counts ("about 1,200 British sailors", "roughly 70 per cent of the world's fresh
# water") or just after it in a list or a table ("Plaques: 900"): within this many words before it, and this many after.
_BEFORE, _AFTER = 6, 2
# A question that gives figures of its own is a sum to work out ("$1000 at 5% for 3 years, how much at the end?"): the
# course teaches the method, and the answer is no figure it writes. A year alone makes no sum ("how many ships sailed
# in 1274").
_YEAR = re.compile(r"(?<![\d.,])(?:1\d{3}|20\d{2})(?![\d.,]?\d)(?:\s*s\b)?")


def counted(question: str) -> str | None:
    """What ``question`` asks the count of (the stem of the first content word after "how many" or "how much"), or
    None when its first question word does not count something ("why is there no limit to how many sentences ...")
    or it sets a sum with figures of its own."""
    first = _QUESTION_WORD.search(question or "")
    match = first and _COUNT.match(question, first.start())
    if not match or re.search(r"\d", _YEAR.sub(" ", question)):
        return None
    stems = terms(question[match.end():])
    return stems[0] if stems else None


def gives_a_count(stem: str, text: str) -> bool:
    """Whether ``text`` has a figure within :data:`_BEFORE` words before a word holding ``stem`` or :data:`_AFTER` words
    after it ("kilocalories" holds "calory"): "how many plaques" is not answered by "casting a plaque took three
    weeks"."""
    words = re.findall(r"[\w'’.,-]+", text)
    return any(_holds(word, stem) and any(_is_figure(w) for w in words[max(0, i - _BEFORE):i + _AFTER + 1])
               for i, word in enumerate(words))


def _is_figure(word: str) -> bool:
    """A figure that can count something: a year ("the brass heads taken in 1897") counts nothing."""
    return bool(_FIGURE.search(word)) and not _YEAR.fullmatch(word.rstrip(".,"))


def _holds(word: str, stem: str) -> bool:
    return stem in word.lower() or any(stem in s for s in terms(word))


def lacks_the_count(question: str, texts: list[str]) -> bool:
    """Whether ``question`` asks for a count (:func:`counted`) that none of ``texts`` gives (:func:`gives_a_count`)."""
    stem = counted(question)
    return stem is not None and not any(gives_a_count(stem, text) for text in texts)
