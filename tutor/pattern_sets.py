"""Many regular expressions searched as one: :class:`PatternSet`.

The guardrails' pattern layer is hundreds of small expressions per category. Joined into one
alternation (``(?:a)|(?:b)|...``) they lose what ``re`` does for an expression compiled alone: it
looks for a literal prefix, a leading character set or a ``\\b`` anchor and skips to where one could
start. The joined form tries every branch at every position instead. On the self-harm patterns (236
branches) that was 11 ms a message joined against under 1 ms apart (bench/pattern_sets.py), and the
gate searches them several times a turn, once per clause.

A :class:`PatternSet` keeps the branches compiled apart and answers :meth:`PatternSet.search` exactly
as the joined alternation would, so swapping one for the other changes no verdict.
"""

from __future__ import annotations

import re
from collections.abc import Iterable


class PatternSet:
    """An ordered set of compiled expressions that :meth:`search` reads as their alternation."""

    __slots__ = ("patterns",)

    def __init__(self, patterns: Iterable[str | re.Pattern[str]] = (), flags: int = 0) -> None:
        self.patterns: tuple[re.Pattern[str], ...] = tuple(
            p if isinstance(p, re.Pattern) else re.compile(p, flags) for p in patterns)

    def __add__(self, other: PatternSet | Iterable[str | re.Pattern[str]]) -> PatternSet:
        """A new set: these branches, then ``other``'s (order matters only for which match is returned)."""
        more = other.patterns if isinstance(other, PatternSet) else PatternSet(other).patterns
        return PatternSet(self.patterns + more)

    def __len__(self) -> int:
        return len(self.patterns)

    def search(self, text: str) -> re.Match[str] | None:
        """The match ``re.compile("|".join(f"(?:{p})" ...)).search(text)`` returns: the leftmost match
        of any branch and, of the branches matching there, the first; ``None`` when none matches.

        Each branch's own ``search`` finds its leftmost match, and a branch that does not match at a
        position cannot be chosen there by the alternation either, so the earliest start wins and a tie
        goes to the earlier branch."""
        best: re.Match[str] | None = None
        for pattern in self.patterns:
            found = pattern.search(text)
            if found is not None and (best is None or found.start() < best.start()):
                best = found
                if best.start() == 0:  # nothing can start earlier, and earlier branches did not match here
                    break
        return best


def any_of(*patterns: str) -> PatternSet:
    """A :class:`PatternSet` of ``patterns``, written as the alternation it stands for."""
    return PatternSet(patterns)
