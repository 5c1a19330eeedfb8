"""PatternSet answers ``search`` exactly as the joined alternation of its branches would."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor import safety
from tutor.pattern_sets import PatternSet

BRANCHES = (r"\bab+\b", r"b.{0,3}c", r"(?<!x)cd", r"^a", r"c(?=d)", r"\bd\w*", r"bc|ca")


def _joined(branches) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{b})" for b in branches))


def _same(a: re.Match[str] | None, b: re.Match[str] | None) -> bool:
    return (a is None and b is None) or (a is not None and b is not None and a.span() == b.span() and a.group(0) == b.group(0))


def test_the_leftmost_match_wins_and_a_tie_goes_to_the_earlier_branch():
    patterns = PatternSet([r"world", r"hello", r"hel"])
    assert patterns.search("say hello world").group(0) == "hello"  # leftmost, though its branch comes second
    assert PatternSet([r"hel", r"hello"]).search("hello").group(0) == "hel"  # same start: the first branch
    assert PatternSet([r"x", r"y"]).search("abc") is None
    assert PatternSet().search("anything") is None


def test_adding_keeps_the_order_and_accepts_strings():
    patterns = PatternSet([r"b"]) + [r"a"] + PatternSet([r"c"])
    assert [p.pattern for p in patterns.patterns] == ["b", "a", "c"]
    assert len(patterns) == 3
    assert patterns.search("cab").group(0) == "c"


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="abcdx ", max_size=14), st.permutations(BRANCHES))
def test_search_is_the_joined_alternations(text, branches):
    assert _same(PatternSet(branches).search(text), _joined(branches).search(text))


def test_the_safety_categories_read_as_their_joined_patterns():
    messages = ["i want to kill myself tonight", "quiero morirme ya no aguanto", "how does a suicide risk assessment work",
                "my stepdad hits me with a belt", "我不想活了", "what is 7 x 8", ""]
    for patterns in [*safety._PATTERNS.values(), *safety._MORE_RAW.values()]:
        joined = _joined([p.pattern for p in patterns.patterns])
        for message in messages:
            for text in {message, safety.normalise(message)}:
                assert _same(patterns.search(text), joined.search(text)), (text, joined.pattern[:60])
