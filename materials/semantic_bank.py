"""Banks of example texts, and the nearest-examples score a semantic detector is built on.

A bank is a JSONL file, one example a line: ``{"category", "language", "text", "source"}``, written
by the team in its own words (no public data set is copied). A detector embeds a text once with
the multilingual encoder (materials/multilingual.py) and scores it against the bank in one matrix
product, two ways:

* :meth:`Bank.probabilities`: a linear probe (multinomial logistic regression, plain numpy, fitted
  on the bank's vectors when the bank is first used, deterministic) gives a probability per
  category. This is what the detectors decide on: on the dev set it separates harmful from benign
  messages better than nearest examples (AUC 0.98 against 0.96 for safety, 0.96 against 0.93 for
  integrity; docs/benchmarks.md), because it weighs the directions that tell the categories apart
  rather than overall closeness (for e5 any two texts sit at 0.7-0.95);
* :meth:`Bank.scores`: the mean similarity of each category's ``k`` nearest examples, kept for
  diagnostics and the benchmark.

The bank's vectors are computed once per process, and cached on disk under
``<VAR_DIR>/cache/banks/`` keyed by the bank's bytes and the model name, so a new process reads
them instead of spending ~4 s on the encoder. :func:`category_scores` is pure numpy.

Used by tutor/guardrails (student messages) and materials/restricted.py (sentences of course
material addressed to an AI); both sides stay on this side of the import rule (materials never
imports tutor).
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from materials import multilingual

logger = logging.getLogger(__name__)

TOP_K = 3


@dataclass(frozen=True)
class Example:
    category: str
    language: str
    text: str
    source: str = ""


class BankError(ValueError):
    """A bank file that is not valid (a missing key, an empty text, invalid JSON)."""


def read_examples(path: Path) -> list[Example]:
    """The examples of a bank file, in order. Raises ``BankError`` naming the bad line."""
    examples = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            example = Example(str(row["category"]), str(row["language"]), str(row["text"]).strip(),
                              str(row.get("source", "")))
        except (ValueError, KeyError, TypeError) as exc:
            raise BankError(f"{path.name} line {number}: {exc}") from exc
        if not example.text or not example.category:
            raise BankError(f"{path.name} line {number}: empty text or category")
        examples.append(example)
    if not examples:
        raise BankError(f"{path.name} has no examples")
    return examples


def category_scores(sims: Any, labels: Any, n_categories: int, k: int = TOP_K) -> Any:
    """``(n, n_categories)``: for each row of ``sims`` (similarities of n texts to the bank's m
    examples) and each category, the mean of its ``k`` highest similarities (fewer if the category
    has fewer examples). Pure numpy."""
    import numpy as np

    sims = np.atleast_2d(np.asarray(sims, dtype=np.float32))
    labels = np.asarray(labels)
    out = np.full((sims.shape[0], n_categories), -1.0, dtype=np.float32)
    for c in range(n_categories):
        column = sims[:, labels == c]
        if column.shape[1] == 0:
            continue
        kk = min(k, column.shape[1])
        top = -np.partition(-column, kk - 1, axis=1)[:, :kk]
        out[:, c] = top.mean(axis=1)
    return out


PROBE_SCALE = 10.0  # vectors are unit length: scale them so the probe's weights stay small
PROBE_L2 = 0.01
PROBE_STEPS = 800
PROBE_RATE = 0.5


@dataclass(frozen=True)
class LinearProbe:
    """Multinomial logistic regression over unit vectors: ``softmax(scale * x @ weights + bias)``."""

    weights: Any
    bias: Any
    scale: float = PROBE_SCALE

    @classmethod
    def fit(cls, vectors: Any, labels: Any, n_categories: int, *, scale: float = PROBE_SCALE, l2: float = PROBE_L2,
            steps: int = PROBE_STEPS, rate: float = PROBE_RATE) -> "LinearProbe":
        """Full-batch gradient descent from zero weights: the same bank gives the same probe. Classes
        are weighted by the inverse of their size, so a category with fewer examples than the
        benign one (self-harm against all ordinary messages) is not outvoted by the prior."""
        import numpy as np

        x = np.asarray(vectors, dtype=np.float64) * scale
        labels = np.asarray(labels)
        y = np.eye(n_categories)[labels]
        counts = np.bincount(labels, minlength=n_categories).astype(np.float64)
        sample_weight = (len(labels) / (n_categories * np.maximum(counts, 1.0)))[labels][:, None]
        n = len(x)
        weights = np.zeros((x.shape[1], n_categories))
        bias = np.zeros(n_categories)
        for _ in range(steps):
            z = x @ weights + bias
            z -= z.max(axis=1, keepdims=True)
            p = np.exp(z)
            p /= p.sum(axis=1, keepdims=True)
            grad = sample_weight * (p - y) / n
            weights -= rate * (x.T @ grad + l2 * weights / n)
            bias -= rate * grad.sum(axis=0)
        return cls(weights.astype(np.float32), bias.astype(np.float32), scale)

    def probabilities(self, vectors: Any) -> Any:
        import numpy as np

        z = np.atleast_2d(np.asarray(vectors, dtype=np.float32)) * self.scale @ self.weights + self.bias
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        return p / p.sum(axis=1, keepdims=True)


class Bank:
    """The examples of one bank file and (lazily) their vectors and probe."""

    def __init__(self, examples: list[Example], *, name: str = "bank", cache_dir: Path | None = None,
                 probe_file: Path | None = None) -> None:
        import numpy as np

        self.name = name
        self.probe_file = probe_file
        self.examples = list(examples)
        self.categories: tuple[str, ...] = tuple(dict.fromkeys(e.category for e in self.examples))
        self.labels = np.array([self.categories.index(e.category) for e in self.examples])
        self._cache_dir = cache_dir
        self._vectors: Any = None
        self._probe: LinearProbe | None = None
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self.examples)

    def __iter__(self):
        return iter(self.examples)

    def index(self, category: str) -> int:
        return self.categories.index(category)

    def _fingerprint(self) -> str:
        digest = hashlib.sha256(multilingual.MODEL_NAME.encode())
        for e in self.examples:
            digest.update(b"\x00" + e.text.encode())
        return digest.hexdigest()[:24]

    def probe_fingerprint(self) -> str:
        """What a fitted probe depends on: the encoder, every example's text and label, and the
        probe's settings. A committed probe is used only when this matches."""
        digest = hashlib.sha256(self._fingerprint().encode())
        for e in self.examples:
            digest.update(b"\x00" + e.category.encode())
        digest.update(repr((PROBE_SCALE, PROBE_L2, PROBE_STEPS, PROBE_RATE, self.categories)).encode())
        return digest.hexdigest()[:24]

    def _read_probe_file(self) -> LinearProbe | None:
        import numpy as np

        if self.probe_file is None or not self.probe_file.exists():
            return None
        try:
            with np.load(self.probe_file) as data:
                if str(data["fingerprint"]) != self.probe_fingerprint():
                    logger.warning("%s was fitted on other examples: fitting the probe again (run "
                                   "`manage.py fit_guardrail_probes` to refresh it)", self.probe_file.name)
                    return None
                return LinearProbe(data["weights"].astype(np.float32), data["bias"].astype(np.float32),
                                   float(data["scale"]))
        except (OSError, ValueError, KeyError):
            logger.warning("ignoring unreadable probe file %s", self.probe_file)
            return None

    def save_probe(self) -> Path:
        """Fit the probe (embedding the examples if needed) and write it to :attr:`probe_file`, so a
        new process loads it in milliseconds instead of embedding thousands of examples."""
        import numpy as np

        if self.probe_file is None:
            raise BankError(f"bank {self.name} has no probe file")
        probe = LinearProbe.fit(self.vectors, self.labels, len(self.categories))
        self._probe = probe
        tmp = self.probe_file.with_suffix(".tmp.npz")
        np.savez_compressed(tmp, weights=probe.weights, bias=probe.bias, scale=np.float32(probe.scale),
                            fingerprint=np.str_(self.probe_fingerprint()))
        tmp.replace(self.probe_file)
        return self.probe_file

    @property
    def vectors(self) -> Any:
        """``(len(self), 384)`` unit rows of the examples (query prefix), computed once."""
        if self._vectors is None:
            with self._lock:
                if self._vectors is None:
                    self._vectors = self._load_or_embed()
        return self._vectors

    def _load_or_embed(self) -> Any:
        import numpy as np

        path = self._cache_dir / f"{self.name}-{self._fingerprint()}.npy" if self._cache_dir else None
        if path is not None and path.exists():
            try:
                vectors = np.load(path)
                if vectors.shape == (len(self.examples), multilingual.DIMENSIONS):
                    return vectors
            except (OSError, ValueError):
                logger.warning("ignoring unreadable bank cache %s", path)
        vectors = multilingual.embed_queries([e.text for e in self.examples])
        if path is not None:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                tmp = path.with_suffix(".tmp.npy")
                np.save(tmp, vectors)
                tmp.replace(path)  # atomic: a concurrent reader never sees half a file
            except OSError:
                logger.warning("could not write bank cache %s", path)
        return vectors

    @property
    def probe(self) -> LinearProbe:
        """The committed probe when it matches the examples (:meth:`probe_fingerprint`), else one
        fitted here on the examples' vectors (deterministic: the same examples give the same probe)."""
        if self._probe is None:
            committed = self._read_probe_file()
            if committed is not None:
                self._probe = committed
                return committed
            vectors = self.vectors
            with self._lock:
                if self._probe is None:
                    self._probe = LinearProbe.fit(vectors, self.labels, len(self.categories))
        return self._probe

    def probabilities(self, query_vectors: Any) -> Any:
        """``(n, len(self.categories))`` probe probabilities of ``query_vectors`` (rows sum to 1)."""
        return self.probe.probabilities(query_vectors)

    def probabilities_with(self, query_vectors: Any, bank_vectors: Any) -> Any:
        """Like :meth:`probabilities` with a probe fitted on vectors computed elsewhere (benchmarks)."""
        return LinearProbe.fit(bank_vectors, self.labels, len(self.categories)).probabilities(query_vectors)

    def scores(self, query_vectors: Any, k: int = TOP_K) -> Any:
        """``(n, len(self.categories))`` category scores of ``query_vectors`` (n rows or one vector)."""
        import numpy as np

        q = np.atleast_2d(np.asarray(query_vectors, dtype=np.float32))
        return category_scores(q @ self.vectors.T, self.labels, len(self.categories), k)

    def scores_with(self, query_vectors: Any, bank_vectors: Any, k: int = TOP_K) -> Any:
        """Like :meth:`scores` against vectors computed elsewhere (benchmarks of other encoders)."""
        import numpy as np

        q = np.atleast_2d(np.asarray(query_vectors, dtype=np.float32))
        return category_scores(q @ np.asarray(bank_vectors).T, self.labels, len(self.categories), k)


def default_cache_dir() -> Path | None:
    """``<VAR_DIR>/cache/banks`` when Django is configured, else no disk cache."""
    try:
        from django.conf import settings

        return Path(settings.VAR_DIR) / "cache" / "banks"
    except Exception:
        return None
