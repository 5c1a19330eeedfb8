"""Spoken maths in a transcript turned into LaTeX: "x squared plus three x" -> ``$x^2 + 3x$``.

A small deterministic parser, deliberately conservative: only a run of words that is clearly an
expression is rewritten (it has an operator between two operands, a power, a root, a fraction word
or a coefficient before a variable); everything else is left exactly as it was said. "one of the
ideas", "three times a day", "go over the chapter" and a lone "x" or "pi" stay words. The student
sees the result in the message box and can edit it before sending, so a miss costs a keystroke and
a wrong rewrite is never sent unseen.

Grammar (one spoken expression)::

    expr    := term (op term)*                 op: plus minus times "multiplied by" "divided by"
                                                   over equals "is equal to" "is less/greater than"
    term    := number? powered | powered       "three x" -> 3x (a coefficient only before a letter,
                                                  a Greek letter or a root)
    powered := atom (squared | cubed | to the power of atom | to the <ordinal> [power])?
    atom    := number | fraction | root | letter | greek
    root    := [the] (square|cube) root [of] powered | root [of] powered
    fraction:= number (half|halves|third|thirds|quarter|...)   "one half" -> \\frac{1}{2}

Pure function of the text: no settings, no I/O.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["spoken_maths_to_latex"]

_UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_DENOMINATORS = {
    "half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fourth": 4, "fourths": 4,
    "fifth": 5, "fifths": 5, "sixth": 6, "sixths": 6, "seventh": 7, "sevenths": 7, "eighth": 8, "eighths": 8,
    "ninth": 9, "ninths": 9, "tenth": 10, "tenths": 10,
}
_ORDINAL_POWERS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
                   "ninth": 9, "tenth": 10, "nth": "n"}
_GREEK = {name: "\\" + name for name in (
    "alpha", "beta", "gamma", "delta", "epsilon", "theta", "lambda", "mu", "pi", "sigma", "phi", "omega")}
# "a" and "i" are English words far more often than variables; capitals are kept as said.
_LETTERS = set("bcdefghjklmnpqrstuvwxyz") | {c.upper() for c in "bcdefghjklmnpqrstuvwxyz"}
# spoken operator (as a word sequence) -> LaTeX; longest first so "is equal to" wins over nothing
_OPERATORS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("is", "greater", "than"), ">"),
    (("is", "less", "than"), "<"),
    (("is", "equal", "to"), "="),
    (("multiplied", "by"), "\\times"),
    (("divided", "by"), "\\div"),
    (("equals",), "="),
    (("plus",), "+"),
    (("minus",), "-"),
    (("times",), "\\times"),
    (("over",), "/"),  # becomes \frac of its two neighbours
)

_TOKEN_RE = re.compile(r"\d+(?:\.\d+)?|[A-Za-z]+|\S")


@dataclass(frozen=True)
class _Token:
    text: str
    start: int
    end: int

    @property
    def word(self) -> str:
        return self.text.lower()


@dataclass(frozen=True)
class _Node:
    latex: str
    end: int  # index of the first token after this piece
    mathy: bool  # on its own, clearly maths (a power, root, fraction or coefficient)
    kind: str  # "number", "letter" or "other": what may follow as a coefficient


def _number(tokens: list[_Token], i: int) -> tuple[str, int] | None:
    """A number said in words (up to the hundreds) or written in digits."""
    if i >= len(tokens):
        return None
    if re.fullmatch(r"\d+(?:\.\d+)?", tokens[i].text):
        return tokens[i].text, i + 1
    value, j = 0, i
    if j < len(tokens) and tokens[j].word in _UNITS and j + 1 < len(tokens) and tokens[j + 1].word == "hundred":
        value, j = _UNITS[tokens[j].word] * 100, j + 2
        if j < len(tokens) and tokens[j].word == "and" and j + 1 < len(tokens) and (
                tokens[j + 1].word in _UNITS or tokens[j + 1].word in _TENS):
            j += 1
    if j < len(tokens) and tokens[j].word in _TENS:
        value += _TENS[tokens[j].word]
        j += 1
        if j < len(tokens) and tokens[j].word in _UNITS and 0 < _UNITS[tokens[j].word] < 10:
            value += _UNITS[tokens[j].word]
            j += 1
    elif j < len(tokens) and tokens[j].word in _UNITS:
        value += _UNITS[tokens[j].word]
        j += 1
    return (str(value), j) if j > i else None


def _atom(tokens: list[_Token], i: int) -> _Node | None:
    if i >= len(tokens):
        return None
    word = tokens[i].word
    root = _root(tokens, i)
    if root is not None:
        return root
    number = _number(tokens, i)
    if number is not None:
        text, j = number
        if j < len(tokens) and tokens[j].word in _DENOMINATORS:
            return _Node(f"\\frac{{{text}}}{{{_DENOMINATORS[tokens[j].word]}}}", j + 1, True, "other")
        return _Node(text, j, False, "number")
    if word in _GREEK:
        return _Node(_GREEK[word], i + 1, False, "letter")
    if tokens[i].text in _LETTERS:
        return _Node(tokens[i].text, i + 1, False, "letter")
    return None


def _root(tokens: list[_Token], i: int) -> _Node | None:
    words = [t.word for t in tokens[i:i + 4]]
    j = i + (1 if words[:1] == ["the"] else 0)
    index = ""
    if tokens[j:j + 2] and [t.word for t in tokens[j:j + 2]] == ["square", "root"]:
        j += 2
    elif tokens[j:j + 2] and [t.word for t in tokens[j:j + 2]] == ["cube", "root"]:
        index, j = "[3]", j + 2
    elif j == i and j < len(tokens) and tokens[j].word == "root":
        j += 1
    else:
        return None
    if j < len(tokens) and tokens[j].word == "of":
        j += 1
    inner = _powered(tokens, j)
    if inner is None:
        return None
    return _Node(f"\\sqrt{index}{{{inner.latex}}}", inner.end, True, "other")


def _powered(tokens: list[_Token], i: int) -> _Node | None:
    base = _atom(tokens, i)
    if base is None:
        return None
    j = base.end
    word = tokens[j].word if j < len(tokens) else ""
    exponent: str | None = None
    if word == "squared":
        exponent, j = "2", j + 1
    elif word == "cubed":
        exponent, j = "3", j + 1
    elif [t.word for t in tokens[j:j + 2]] == ["to", "the"]:
        k = j + 2
        if [t.word for t in tokens[k:k + 2]] == ["power", "of"]:
            power = _atom(tokens, k + 2)
            if power is not None:
                exponent, j = power.latex, power.end
        elif k < len(tokens) and tokens[k].word in _ORDINAL_POWERS:
            exponent, j = str(_ORDINAL_POWERS[tokens[k].word]), k + 1
            if j < len(tokens) and tokens[j].word == "power":
                j += 1
    if exponent is None:
        return base
    exponent = exponent if len(exponent) == 1 else f"{{{exponent}}}"
    return _Node(f"{base.latex}^{exponent}", j, True, base.kind)


def _term(tokens: list[_Token], i: int) -> _Node | None:
    first = _powered(tokens, i)
    if first is None:
        return None
    if first.kind == "number" and not first.mathy:
        following = _powered(tokens, first.end)
        if following is not None and (following.kind == "letter" or following.latex.startswith("\\sqrt")):
            return _Node(first.latex + following.latex, following.end, True, "other")
    return first


def _operator(tokens: list[_Token], i: int) -> tuple[str, int] | None:
    for words, latex in _OPERATORS:
        if [t.word for t in tokens[i:i + len(words)]] == list(words):
            return latex, i + len(words)
    return None


def _expression(tokens: list[_Token], i: int) -> _Node | None:
    first = _term(tokens, i)
    if first is None:
        return None
    parts = [first.latex]
    end, mathy = first.end, first.mathy
    while True:
        op = _operator(tokens, end)
        if op is None:
            break
        latex, after = op
        right = _term(tokens, after)
        if right is None:
            break  # "three times a day": the operator has no right operand, so it stays a word
        if latex == "/":
            parts[-1] = f"\\frac{{{parts[-1]}}}{{{right.latex}}}"
        else:
            parts += [latex, right.latex]
        end, mathy = right.end, True
    return _Node(" ".join(parts), end, mathy, "other")


def spoken_maths_to_latex(text: str) -> str:
    """``text`` with each spoken expression replaced by inline LaTeX between ``$`` signs; the
    words around it, their spacing and punctuation, are kept as they were."""
    tokens = [_Token(m.group(), m.start(), m.end()) for m in _TOKEN_RE.finditer(text)]
    out: list[str] = []
    cursor = 0
    i = 0
    while i < len(tokens):
        node = _expression(tokens, i)
        if node is not None and node.mathy:
            out.append(text[cursor:tokens[i].start])
            out.append(f"${node.latex}$")
            cursor = tokens[node.end - 1].end
            i = node.end
        else:
            i += 1
    out.append(text[cursor:])
    return "".join(out)
