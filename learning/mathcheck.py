"""Maths answers: a strict parser for plain and LaTeX input, and SymPy equivalence with bounded work.

A student's answer is untrusted text. It is never handed to ``eval`` or ``sympy.sympify`` (both run
Python); this module tokenises it itself and builds the SymPy expression node by node, refusing
anything outside a small grammar::

    answer  := sum [ "=" sum ]
    sum     := term { ("+" | "-") term }
    term    := unary { ("*" | "/" | implicit) unary }
    unary   := ("-" | "+") unary | power
    power   := atom [ "^" unary ]
    atom    := number | letter | "pi" | "(" sum ")" | "{" sum "}" | \\frac{sum}{sum} | \\sqrt[n]{sum}

LaTeX spacing and sizing (``\\left``, ``\\right``, ``\\,``, ``$``), ``\\cdot``, ``\\times`` and
``\\div`` are accepted. The work is bounded before SymPy sees anything: at most ``MAX_CHARS``
characters, ``MAX_TOKENS`` tokens, nesting ``MAX_DEPTH``, numbers of ``MAX_DIGITS`` digits,
numeric exponents only with ``|e| <= MAX_EXPONENT``, exact numbers of at most ``MAX_BITS`` bits,
and a deadline (``TIME_LIMIT_S``) checked while parsing and comparing. Anything over a bound raises
:class:`AnswerError` with a message for the student. Equivalence is decided by evaluating the
difference numerically (arbitrary precision) at fixed sample points, a linear-time test that cannot
blow up the way ``expand``/``simplify`` can on a hostile product of powers; two expressions
differing only at a measure-zero set of points would be judged equal, which no drill answer is.
"""

from __future__ import annotations
from django.utils.translation import gettext

import re
import time
from dataclasses import dataclass

import sympy

MAX_CHARS = 200
MAX_TOKENS = 120
MAX_DEPTH = 12
MAX_DIGITS = 15
MAX_EXPONENT = 20
MAX_BITS = 4000
TIME_LIMIT_S = 1.0
EXACT_EPSILON = 1e-9  # relative: "exact" numeric answers compared at 30 significant digits
SAMPLE_POINTS = ((sympy.Rational(7, 5), sympy.Rational(-3, 7), sympy.Rational(11, 13)),
                 (sympy.Rational(-13, 9), sympy.Rational(5, 3), sympy.Rational(2, 11)),
                 (sympy.Rational(17, 6), sympy.Rational(9, 7), sympy.Rational(-4, 3)))


class AnswerError(ValueError):
    """The answer cannot be read or is too complex; ``str(error)`` is written for the student."""


@dataclass(frozen=True)
class Parsed:
    value: sympy.Expr
    lhs_symbol: str | None = None  # "x" for "x = 4": the answer names its unknown


_LATEX_NOISE = re.compile(r"\\left|\\right|\\[,;:! ]|\\displaystyle|\$")
_TOKEN = re.compile(r"\s*(?:(?P<num>\d+(?:\.\d+)?|\.\d+)|(?P<cmd>\\[A-Za-z]+)|(?P<word>pi)|(?P<letter>[A-Za-z])"
                    r"|(?P<op>[-+*/^=(){}\[\]]))")
_COMMANDS = {"\\frac", "\\dfrac", "\\tfrac", "\\sqrt", "\\pi", "\\cdot", "\\times", "\\div"}


def _tokenise(text: str, deadline: float) -> list[tuple[str, str]]:
    text = _LATEX_NOISE.sub(" ", text.replace("−", "-").replace("×", "*").replace("÷", "/").replace("·", "*"))
    tokens: list[tuple[str, str]] = []
    pos = 0
    text = text.strip()
    while pos < len(text):
        match = _TOKEN.match(text, pos)
        if match is None:
            bad = text[pos:].strip()[:1]
            raise AnswerError(gettext("The answer has a character the checker does not read: %(char)s.") % {"char": repr(bad)})
        pos = match.end()
        kind = match.lastgroup
        value = match.group(kind)
        if kind == "num" and len(value.replace(".", "")) > MAX_DIGITS:
            raise AnswerError(gettext("Numbers are limited to %(count)d digits.") % {"count": MAX_DIGITS})
        if kind == "cmd":
            if value not in _COMMANDS:
                raise AnswerError(gettext("The checker does not read %(value)s.") % {"value": value})
            if value in ("\\cdot", "\\times"):
                kind, value = "op", "*"
            elif value == "\\div":
                kind, value = "op", "/"
        tokens.append((kind, value))
        if len(tokens) > MAX_TOKENS:
            raise AnswerError(gettext("The answer is too long for the checker. Simplify it first."))
        if time.monotonic() > deadline:
            raise AnswerError(gettext("The answer took too long to read."))
    if not tokens:
        raise AnswerError(gettext("Type an answer first."))
    return tokens


class _Parser:
    def __init__(self, tokens: list[tuple[str, str]], deadline: float) -> None:
        self.tokens = tokens
        self.pos = 0
        self.depth = 0
        self.deadline = deadline

    def peek(self) -> tuple[str, str] | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self, value: str | None = None) -> tuple[str, str]:
        token = self.peek()
        if token is None or (value is not None and token[1] != value):
            expected = f"'{value}'" if value else "more"
            raise AnswerError(gettext("The answer is incomplete (expected %(expected)s).") % {"expected": expected})
        self.pos += 1
        return token

    def nested(self):
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise AnswerError(gettext("The answer is nested too deeply for the checker."))
        if time.monotonic() > self.deadline:
            raise AnswerError(gettext("The answer took too long to read."))

    def unnest(self):
        self.depth -= 1

    def answer(self) -> Parsed:
        left = self.sum()
        if self.peek() and self.peek()[1] == "=":
            self.take("=")
            right = self.sum()
            self._end()
            if isinstance(left, sympy.Symbol):
                return Parsed(right, str(left))
            if isinstance(right, sympy.Symbol):
                return Parsed(left, str(right))
            raise AnswerError(gettext("Write the answer as x = value, or just the value."))
        self._end()
        return Parsed(left)

    def _end(self):
        if self.peek() is not None:
            raise AnswerError(gettext("The checker could not read the answer from %(text)s on.") % {"text": repr(self.peek()[1])})

    def sum(self):
        self.nested()
        value = self.term()
        while self.peek() and self.peek()[1] in "+-" and self.peek()[0] == "op":
            op = self.take()[1]
            right = self.term()
            value = _checked(value + right if op == "+" else value - right)
        self.unnest()
        return value

    def term(self):
        value = self.unary()
        while True:
            token = self.peek()
            if token is None:
                return value
            kind, text = token
            if kind == "op" and text in "*/":
                self.take()
                right = self.unary()
                if text == "/":
                    if right == 0:
                        raise AnswerError(gettext("The answer divides by zero."))
                    value = _checked(value / right)
                else:
                    value = _checked(value * right)
            elif kind in ("num", "letter", "word", "cmd") or text in ("(", "{"):
                value = _checked(value * self.unary())  # implicit product: 2x, 3(x+1)
            else:
                return value

    def unary(self):
        token = self.peek()
        if token and token[0] == "op" and token[1] in "+-":
            self.take()
            self.nested()
            value = self.unary()
            self.unnest()
            return -value if token[1] == "-" else value
        return self.power()

    def power(self):
        base = self.atom()
        if self.peek() and self.peek()[1] == "^":
            self.take()
            self.nested()
            exponent = self.unary()
            self.unnest()
            if not exponent.is_number:
                raise AnswerError(gettext("Exponents must be numbers."))
            if abs(float(exponent)) > MAX_EXPONENT:
                raise AnswerError(gettext("Exponents are limited to %(max)s.") % {"max": MAX_EXPONENT})
            if base == 0 and exponent.is_negative:
                raise AnswerError(gettext("The answer divides by zero."))
            return _checked(sympy.Pow(base, exponent))
        return base

    def group(self, close: str):
        value = self.sum()
        self.take(close)
        return value

    def atom(self):
        kind, text = self.take()
        if kind == "num":
            return sympy.Rational(text)
        if kind == "letter":
            return sympy.Symbol(text)
        if kind == "word" or text == "\\pi":
            return sympy.pi
        if text == "(":
            return self.group(")")
        if text == "{":
            return self.group("}")
        if text in ("\\frac", "\\dfrac", "\\tfrac"):
            self.take("{")
            numerator = self.group("}")
            self.take("{")
            denominator = self.group("}")
            if denominator == 0:
                raise AnswerError(gettext("The answer divides by zero."))
            return _checked(numerator / denominator)
        if text == "\\sqrt":
            index = sympy.Integer(2)
            if self.peek() and self.peek()[1] == "[":
                self.take("[")
                index = self.group("]")
                if not (index.is_Integer and 2 <= index <= MAX_EXPONENT):
                    raise AnswerError(gettext("Root indices must be whole numbers from 2 to 20."))
            self.take("{")
            radicand = self.group("}")
            return _checked(sympy.root(radicand, index))
        raise AnswerError(gettext("The checker could not read the answer at %(text)s.") % {"text": repr(text)})


def _checked(value):
    """Refuse exact numbers too large to compare quickly (a power tower, a huge product)."""
    if value.is_Rational:
        if max(abs(value.p).bit_length(), abs(value.q).bit_length()) > MAX_BITS:
            raise AnswerError(gettext("The numbers in the answer are too large for the checker."))
    elif value.is_number:
        for atom in value.atoms(sympy.Rational):
            if max(abs(atom.p).bit_length(), abs(atom.q).bit_length()) > MAX_BITS:
                raise AnswerError(gettext("The numbers in the answer are too large for the checker."))
    return value


def parse_answer(text: str, *, deadline: float | None = None) -> Parsed:
    """The answer as a SymPy expression (``x = 4`` gives 4 with ``lhs_symbol`` "x"). Raises ``AnswerError``."""
    if not isinstance(text, str):
        raise AnswerError(gettext("Type an answer first."))
    if len(text) > MAX_CHARS:
        raise AnswerError(gettext("Answers are limited to %(count)d characters.") % {"count": MAX_CHARS})
    deadline = deadline if deadline is not None else time.monotonic() + TIME_LIMIT_S
    return _Parser(_tokenise(text, deadline), deadline).answer()


def expression(text: str) -> sympy.Expr:
    """A teacher's or a generator's expression (trusted source, same parser and bounds)."""
    return parse_answer(text).value


def _difference_at(difference, point) -> complex:
    symbols = sorted(difference.free_symbols, key=str)
    subs = {s: point[i % len(point)] + i for i, s in enumerate(symbols)}
    return complex(difference.evalf(30, subs=subs))


def equivalent(answer: sympy.Expr, expected: sympy.Expr, *, tolerance: float = 0.0,
               deadline: float | None = None) -> bool:
    """True when ``answer`` equals ``expected`` as a function of its letters (numerically at fixed
    sample points, at 30 digits) within ``tolerance`` (absolute; 0 means exact up to ``EXACT_EPSILON``
    relative). A letter in the answer that ``expected`` lacks makes them different."""
    deadline = deadline if deadline is not None else time.monotonic() + TIME_LIMIT_S
    if not answer.free_symbols <= expected.free_symbols:
        return False
    difference = answer - expected
    points = SAMPLE_POINTS if difference.free_symbols else SAMPLE_POINTS[:1]
    for point in points:
        if time.monotonic() > deadline:
            raise AnswerError(gettext("The answer took too long to check."))
        try:
            delta = abs(_difference_at(difference, point))
            scale = max(1.0, abs(complex(expected.evalf(30, subs={s: point[i % 3] + i for i, s in
                                                                  enumerate(sorted(expected.free_symbols, key=str))}))))
        except (TypeError, ValueError, OverflowError, ZeroDivisionError):
            return False
        if delta != delta:  # NaN: undefined at the point, not comparable
            return False
        if delta > max(tolerance, EXACT_EPSILON * scale):
            return False
    return True
