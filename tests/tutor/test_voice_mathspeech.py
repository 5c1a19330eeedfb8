"""Spoken maths to LaTeX (tutor/mathspeech.py): the rewrites it makes, and the words it leaves alone."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.mathspeech import spoken_maths_to_latex

REWRITES = [
    ("x squared plus three x", "$x^2 + 3x$"),
    ("the square root of two", "$\\sqrt{2}$"),
    ("one half", "$\\frac{1}{2}$"),
    ("What is the derivative of x squared plus three x?", "What is the derivative of $x^2 + 3x$?"),
    ("Why is the square root of two irrational?", "Why is $\\sqrt{2}$ irrational?"),
    ("How do I add one half and two thirds?", "How do I add $\\frac{1}{2}$ and $\\frac{2}{3}$?"),
    ("Solve two x plus one equals five.", "Solve $2x + 1 = 5$."),
    ("x over two", "$\\frac{x}{2}$"),
    ("x to the power of n", "$x^n$"),
    ("y to the fourth power minus one", "$y^4 - 1$"),
    ("x cubed minus y", "$x^3 - y$"),
    ("twenty five divided by five", "$25 \\div 5$"),
    ("seven times eight", "$7 \\times 8$"),
    ("three multiplied by four", "$3 \\times 4$"),
    ("the cube root of twenty seven", "$\\sqrt[3]{27}$"),
    ("two pi", "$2\\pi$"),
    ("Is x is greater than three?", "Is $x > 3$?"),
    ("differentiate 3x squared", "differentiate $3x^2$"),
    ("one hundred and twelve plus 8", "$112 + 8$"),
    ("why does x squared equal x times x", "why does $x^2$ equal $x \\times x$"),
]


@pytest.mark.parametrize("spoken,written", REWRITES)
def test_spoken_maths_becomes_latex(spoken, written):
    assert spoken_maths_to_latex(spoken) == written


KEPT = [
    "one of the key ideas is osmosis",
    "we meet three times a day",
    "go over the chapter again",
    "what does x mean here",
    "what is pi",
    "Explain the third law of motion",
    "I have a question about a graph",
    "two students asked the same thing",
    "the root of the tree",
    "Can you explain the difference between mitosis and meiosis?",
    "",
]


@pytest.mark.parametrize("text", KEPT)
def test_ordinary_words_are_left_exactly_as_said(text):
    assert spoken_maths_to_latex(text) == text


def test_the_words_around_an_expression_keep_their_spacing_and_punctuation():
    assert spoken_maths_to_latex("  So,  x plus one ?\nThanks!") == "  So,  $x + 1$ ?\nThanks!"


@given(st.text(max_size=120))
def test_any_text_comes_back_whole_when_nothing_in_it_is_maths(text):
    out = spoken_maths_to_latex(text)
    if out.count("$") == text.count("$"):
        assert out == text  # no expression was written, so not a character changed
