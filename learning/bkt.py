"""Bayesian knowledge tracing: the per-unit estimate that a student knows the unit, and an EM fit.

Standard BKT (Corbett & Anderson, 1995): a hidden "known" state per (student, unit), a prior
``p_init``, a chance ``p_learn`` of learning at each graded attempt (no forgetting), and the chances
``p_guess`` of a correct answer while not knowing and ``p_slip`` of a wrong one while knowing.

After a graded result the estimate is the posterior given that result, then the learning step::

    correct:   P(L | ok)  = P(L)(1 - S) / (P(L)(1 - S) + (1 - P(L)) G)
    incorrect: P(L | err) = P(L) S      / (P(L) S      + (1 - P(L))(1 - G))
    next:      P(L') = P(L | obs) + (1 - P(L | obs)) T

Only graded evidence (drill grading, exam results) is ever passed in: a model's guess never is.

:func:`fit` estimates the four values from a course's recorded sequences by expectation-maximisation
(Baum-Welch for the two-state hidden Markov model), with a few seeded restarts, bounds that keep the
model identifiable (guess and slip below 0.5) and a floor of evidence below which it refuses.
pyBKT was tried first (docs/decisions.md): its current release fails to import with scikit-learn 1.9.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

EPS = 1e-6
MAX_GUESS = 0.45
MAX_SLIP = 0.45


@dataclass(frozen=True)
class BKTParams:
    p_init: float
    p_learn: float
    p_guess: float
    p_slip: float

    def __post_init__(self) -> None:
        for name in ("p_init", "p_learn", "p_guess", "p_slip"):
            value = getattr(self, name)
            if not (0.0 < value < 1.0) or not math.isfinite(value):
                raise ValueError(f"{name} must be strictly between 0 and 1, got {value!r}")
        if self.p_guess >= 0.5 or self.p_slip >= 0.5:
            raise ValueError("p_guess and p_slip must stay below 0.5 (a correct answer must be evidence of knowing)")


# docs/decisions.md, "BKT defaults": a typical first-contact prior, learning rate, a guess rate between
# free-response drills (~0.1) and four-option MCQs (0.25), and a small slip.
DEFAULT_PARAMS = BKTParams(p_init=0.2, p_learn=0.15, p_guess=0.2, p_slip=0.1)
MASTERY_THRESHOLD = 0.95  # the usual BKT "mastered" line (Corbett & Anderson)


def _clamp01(value: float) -> float:
    return min(1.0 - EPS, max(EPS, value))


def posterior(p_known: float, correct: bool, params: BKTParams) -> float:
    """P(known | this result), before the learning step."""
    p = _clamp01(p_known)
    if correct:
        num = p * (1 - params.p_slip)
        den = num + (1 - p) * params.p_guess
    else:
        num = p * params.p_slip
        den = num + (1 - p) * (1 - params.p_guess)
    return num / den


def update(p_known: float, correct: bool, params: BKTParams) -> float:
    """The estimate after one graded result (posterior, then the chance of learning from the attempt)."""
    post = posterior(p_known, correct, params)
    return min(1.0, post + (1 - post) * params.p_learn)


def trace(results: Sequence[bool], params: BKTParams, start: float | None = None) -> float:
    """The estimate after a sequence of results, starting from ``start`` (default ``p_init``)."""
    p = params.p_init if start is None else start
    for correct in results:
        p = update(p, correct, params)
    return p


# --------------------------------------------------------------------------- EM fit


class NotEnoughEvidence(ValueError):
    """Too few recorded results to fit anything trustworthy."""


@dataclass(frozen=True)
class FitResult:
    params: BKTParams
    log_likelihood: float
    sequences: int
    observations: int
    iterations: int


MIN_SEQUENCES = 10
MIN_OBSERVATIONS = 50


def _forward_backward(seq: Sequence[bool], prm: BKTParams) -> tuple[list[float], list[float], float]:
    """Per-step P(known) (gamma), per-transition P(unknown -> known) (xi), and the log likelihood."""
    g, s, t = prm.p_guess, prm.p_slip, prm.p_learn
    emit = [((1 - g) if not c else g, s if not c else (1 - s)) for c in seq]  # (P(obs|unknown), P(obs|known))
    n = len(seq)
    alpha: list[tuple[float, float]] = []
    scales: list[float] = []
    a0 = ((1 - prm.p_init) * emit[0][0], prm.p_init * emit[0][1])
    for i in range(n):
        if i:
            pu, pk = alpha[-1]
            a0 = (pu * (1 - t) * emit[i][0], (pu * t + pk) * emit[i][1])
        scale = a0[0] + a0[1]
        scales.append(scale)
        alpha.append((a0[0] / scale, a0[1] / scale))
    beta = [(1.0, 1.0)] * n
    for i in range(n - 2, -1, -1):
        bu, bk = beta[i + 1]
        eu, ek = emit[i + 1]
        b = ((1 - t) * eu * bu + t * ek * bk, ek * bk)
        beta[i] = (b[0] / scales[i + 1], b[1] / scales[i + 1])
    gamma = []
    for (au, ak), (bu, bk) in zip(alpha, beta):
        total = au * bu + ak * bk
        gamma.append(ak * bk / total)
    xi = []
    for i in range(n - 1):
        au, _ = alpha[i]
        bu, bk = beta[i + 1]
        eu, ek = emit[i + 1]
        xi.append(au * t * ek * bk / scales[i + 1])
    return gamma, xi, sum(math.log(x) for x in scales)


def _bounded(prm: dict[str, float]) -> BKTParams:
    return BKTParams(
        p_init=min(0.99, max(0.01, prm["p_init"])),
        p_learn=min(0.99, max(0.001, prm["p_learn"])),
        p_guess=min(MAX_GUESS, max(0.01, prm["p_guess"])),
        p_slip=min(MAX_SLIP, max(0.01, prm["p_slip"])),
    )


def _em(sequences: list[list[bool]], start: BKTParams, max_iter: int, tol: float) -> FitResult:
    prm = start
    previous = -math.inf
    iterations = 0
    ll = -math.inf
    for iterations in range(1, max_iter + 1):
        init_num = learn_num = learn_den = 0.0
        guess_num = guess_den = slip_num = slip_den = 0.0
        ll = 0.0
        for seq in sequences:
            gamma, xi, seq_ll = _forward_backward(seq, prm)
            ll += seq_ll
            init_num += gamma[0]
            for i, c in enumerate(seq):
                known, unknown = gamma[i], 1 - gamma[i]
                if c:
                    guess_num += unknown
                else:
                    slip_num += known
                guess_den += unknown
                slip_den += known
            for i, x in enumerate(xi):
                learn_num += x
                learn_den += 1 - gamma[i]
        prm = _bounded({
            "p_init": init_num / len(sequences),
            "p_learn": learn_num / learn_den if learn_den > EPS else prm.p_learn,
            "p_guess": guess_num / guess_den if guess_den > EPS else prm.p_guess,
            "p_slip": slip_num / slip_den if slip_den > EPS else prm.p_slip,
        })
        if ll - previous < tol:
            break
        previous = ll
    return FitResult(prm, ll, len(sequences), sum(len(s) for s in sequences), iterations)


def fit(sequences: Sequence[Sequence[bool]], *, restarts: int = 5, seed: int = 7, max_iter: int = 200,
        tol: float = 1e-6, min_sequences: int = MIN_SEQUENCES, min_observations: int = MIN_OBSERVATIONS) -> FitResult:
    """Fit BKT to per-(student, unit) result sequences in time order; the best of ``restarts`` EM runs
    (the first starts from the defaults, the others from seeded random points). Deterministic for a
    given input and seed. Raises :class:`NotEnoughEvidence` below ``min_sequences`` sequences or
    ``min_observations`` results."""
    data = [list(map(bool, s)) for s in sequences if len(s) > 0]
    observations = sum(len(s) for s in data)
    if len(data) < min_sequences or observations < min_observations:
        raise NotEnoughEvidence(
            f"A fit needs at least {min_sequences} student-unit sequences and {min_observations} graded results; "
            f"this course has {len(data)} and {observations}."
        )
    rng = random.Random(seed)
    starts = [DEFAULT_PARAMS] + [
        BKTParams(p_init=rng.uniform(0.05, 0.6), p_learn=rng.uniform(0.02, 0.4),
                  p_guess=rng.uniform(0.05, 0.35), p_slip=rng.uniform(0.02, 0.3))
        for _ in range(max(0, restarts - 1))
    ]
    best = max((_em(data, start, max_iter, tol) for start in starts), key=lambda r: r.log_likelihood)
    return best
