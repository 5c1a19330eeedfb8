"""Bayesian knowledge tracing: the update's properties and the EM fit on data with known answers."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from learning import bkt
from learning.bkt import BKTParams

FAST = settings(deadline=None, max_examples=300)
probabilities = st.floats(0.0, 1.0, allow_nan=False)
params = st.builds(BKTParams, st.floats(0.01, 0.99), st.floats(0.001, 0.99), st.floats(0.01, 0.49), st.floats(0.01, 0.49))


@FAST
@given(probabilities, st.booleans(), params)
def test_the_estimate_stays_a_probability(p, correct, prm):
    assert 0.0 <= bkt.update(p, correct, prm) <= 1.0


@FAST
@given(probabilities, params)
def test_a_correct_answer_never_lowers_the_estimate_and_a_wrong_one_never_raises_the_posterior(p, prm):
    p = min(max(p, 1e-6), 1 - 1e-6)
    assert bkt.posterior(p, True, prm) >= p - 1e-9
    assert bkt.posterior(p, False, prm) <= p + 1e-9
    assert bkt.update(p, True, prm) >= bkt.update(p, False, prm)


def test_the_update_matches_the_textbook_numbers():
    prm = BKTParams(p_init=0.2, p_learn=0.15, p_guess=0.2, p_slip=0.1)
    post = 0.2 * 0.9 / (0.2 * 0.9 + 0.8 * 0.2)
    assert bkt.update(0.2, True, prm) == pytest.approx(post + (1 - post) * 0.15)
    assert bkt.trace([True, True, True, True], prm) > bkt.MASTERY_THRESHOLD > bkt.trace([True, False, True], prm)


@pytest.mark.parametrize("bad", [dict(p_init=0), dict(p_learn=1), dict(p_guess=0.5), dict(p_slip=0.7),
                                 dict(p_init=float("nan"))])
def test_invalid_parameters_are_refused(bad):
    values = {"p_init": 0.2, "p_learn": 0.1, "p_guess": 0.2, "p_slip": 0.1, **bad}
    with pytest.raises(ValueError):
        BKTParams(**values)


def _simulate(truth: BKTParams, students: int, length: int, seed: int) -> list[list[bool]]:
    rng = random.Random(seed)
    sequences = []
    for _ in range(students):
        known = rng.random() < truth.p_init
        seq = []
        for _ in range(length):
            seq.append(rng.random() < ((1 - truth.p_slip) if known else truth.p_guess))
            known = known or rng.random() < truth.p_learn
        sequences.append(seq)
    return sequences


def test_the_fit_recovers_known_parameters():
    truth = BKTParams(p_init=0.3, p_learn=0.2, p_guess=0.15, p_slip=0.08)
    result = bkt.fit(_simulate(truth, 400, 10, seed=3), restarts=3)
    fitted = result.params
    assert fitted.p_init == pytest.approx(truth.p_init, abs=0.07)
    assert fitted.p_learn == pytest.approx(truth.p_learn, abs=0.07)
    assert fitted.p_guess == pytest.approx(truth.p_guess, abs=0.07)
    assert fitted.p_slip == pytest.approx(truth.p_slip, abs=0.05)
    assert result.sequences == 400 and result.observations == 4000


def test_the_fit_is_deterministic_and_never_worse_than_the_defaults():
    data = _simulate(BKTParams(0.4, 0.1, 0.25, 0.15), 60, 6, seed=9)
    first, second = bkt.fit(data), bkt.fit(data)
    assert first == second
    from_defaults = bkt._em([list(s) for s in data], bkt.DEFAULT_PARAMS, 200, 1e-6)
    assert first.log_likelihood >= from_defaults.log_likelihood - 1e-9


def test_the_fit_refuses_too_little_evidence():
    with pytest.raises(bkt.NotEnoughEvidence, match="at least 10 student-unit sequences"):
        bkt.fit([[True, False]] * 5)
