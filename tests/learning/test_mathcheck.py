"""The maths checker: equivalent answers, LaTeX and plain, and hostile input refused with a clear error."""

from __future__ import annotations

import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

from learning.mathcheck import MAX_CHARS, AnswerError, equivalent, expression, parse_answer

FOUR = sympy.Integer(4)


@pytest.mark.parametrize("text", ["x=4", "4", "8/2", r"\frac{8}{2}", r"\dfrac{8}{2}", "x = 4.0", "4 = x", r"\sqrt{16}",
                                  "2*2", r"2 \cdot 2", r"2\times 2", r"\left(\frac{16}{4}\right)", "$4$", "−(−4)"])
def test_the_same_answer_written_many_ways_is_equivalent(text):
    assert equivalent(parse_answer(text).value, FOUR)


@pytest.mark.parametrize("text", ["5", "x=5", "-4", "4x", "8/3", r"\frac{2}{8}"])
def test_different_answers_are_not_equivalent(text):
    assert not equivalent(parse_answer(text).value, FOUR)


@pytest.mark.parametrize("a, b, same", [("2x+2", "2(x+1)", True), ("x^2", "x*x", True), ("(x+1)^2", "x^2+2x+1", True),
                                        ("x^2", "x", False), ("x+y", "x", False), (r"\sqrt{8}", r"2\sqrt{2}", True)])
def test_expressions_compare_as_functions_of_their_letters(a, b, same):
    assert equivalent(parse_answer(a).value, expression(b)) is same


def test_tolerance_applies_only_when_the_drill_gives_one():
    assert equivalent(parse_answer("3.14").value, sympy.pi, tolerance=0.01)
    assert not equivalent(parse_answer("3.14").value, sympy.pi)


@pytest.mark.parametrize("text, message", [
    ("2^2^2^2^2^2", "Exponents are limited"),
    ("{" * 40 + "1" + "}" * 40, "nested too deeply"),
    ("9" * (MAX_CHARS + 1), "limited to"),
    ("1" * 16, "15 digits"),
    (r"\input{/etc/passwd}", r"does not read \input"),
    ("__import__('os')", "does not read"),
    ("((((((10^20)^20)^20)^20)^20)^20)", "too large"),
    ("x^y", "Exponents must be numbers"),
    ("1/0", "divides by zero"),
    (r"\frac{1}{0}", "divides by zero"),
    ("", "Type an answer"),
    ("x = ", "incomplete"),
    ("2x = 8", "x = value"),
    ("(" * 5 + "1", "incomplete"),
])
def test_hostile_or_malformed_answers_get_a_clear_error(text, message):
    with pytest.raises(AnswerError, match=message.replace("\\", "\\\\")):
        parse_answer(text)


@settings(deadline=None, max_examples=200)
@given(st.text(alphabet="0123456789x+-*/^(){}=\\frac sqrt.", max_size=MAX_CHARS))
def test_any_text_either_parses_or_is_refused_with_an_answer_error(text):
    try:
        parsed = parse_answer(text)
    except AnswerError as error:
        assert str(error)
        return
    try:
        equivalent(parsed.value, FOUR)
    except AnswerError as error:
        assert str(error)
