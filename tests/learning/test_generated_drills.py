"""A model-written drill is shown only when its own expected answer checks (learning/drills.py
``generated_spec``): pure checks, no model, no database."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from learning import drills, mathcheck


@pytest.mark.parametrize("latex, answer, variable, prompt", [
    ("3x + 5 = 20", "5", "x", r"Solve \(3x + 5 = 20\)"),
    (r"\(2x - 4 = 0\)", "x = 2", "x", r"Solve \(2x - 4 = 0\)"),
    (r"\frac{x}{3} - 1 = 2", r"\frac{18}{2}", "x", r"Solve \(\frac{x}{3} - 1 = 2\)"),
    (r"\frac{3}{4} + \frac{1}{8}", "7/8", "", r"Solve \(\frac{3}{4} + \frac{1}{8}\)"),
])
def test_a_drill_whose_answer_checks_is_kept_with_its_maths_shown(latex, answer, variable, prompt):
    spec = drills.generated_spec(prompt="Solve", question_latex=latex, expected_answer=answer)
    assert spec.kind == "math" and spec.variable == variable and spec.prompt == prompt
    assert mathcheck.equivalent(mathcheck.expression(spec.answer), mathcheck.parse_answer(answer).value)


@pytest.mark.parametrize("prompt, latex, answer, variable, reason", [
    ("Solve", "3x + 5 = 20", "6", "", "does not solve"),
    ("Solve", r"\frac{3}{4} + \frac{1}{8}", "1", "", "does not equal"),
    ("Solve 2x = 10; the answer is 5", "2x=10", "5", "", "gives its answer away"),
    ("Solve", "x + y = 3", "1", "", "exactly one unknown"),
    ("Solve", "x = 1 = 2", "1", "", "more than one equation"),
    ("Solve", "2x - 4 = 0", "y = 2", "", "another unknown"),
    ("Solve", "2x - 4 = 0", "2", "t", "another unknown"),
    ("Solve", "", "2", "", "without its prompt, the maths"),
    ("", "2x = 4", "2", "", "without its prompt, the maths"),
    ("Solve", "2x = 4", "", "", "without its prompt, the maths"),
    ("Solve", "x^(10^10) = 1", "1", "", "cannot read"),
    ("Solve", "(" * 40 + "x" + ")" * 40 + " = 1", "1", "", "cannot read"),
    ("Solve", "x + 1 = 2", "__import__(os)", "", "cannot read"),
])
def test_a_drill_that_does_not_check_is_rejected_with_the_reason(prompt, latex, answer, variable, reason):
    with pytest.raises(drills.GeneratedDrillRejected, match=reason):
        drills.generated_spec(prompt=prompt, question_latex=latex, expected_answer=answer, variable=variable)


@given(a=st.integers(1, 12), x=st.integers(-20, 20), b=st.integers(-30, 30), off=st.integers(1, 5))
def test_only_the_true_solution_of_a_linear_drill_passes(a, x, b, off):
    latex = f"{a}x + {b} = {a * x + b}".replace("+ -", "- ")
    assert drills.generated_spec(prompt="Find x.", question_latex=latex, expected_answer=str(x)).answer == str(x)
    with pytest.raises(drills.GeneratedDrillRejected):
        drills.generated_spec(prompt="Find x.", question_latex=latex, expected_answer=str(x + off))
