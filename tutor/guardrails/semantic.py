"""Layer 2 of the guardrails: the student's message against banks of example messages.

The message is embedded once (materials/multilingual.py, memoised per text) and compared in one
matrix product with the safety bank (``banks/safety.jsonl``: self-harm, violence, harassment,
hate, sexual content involving minors, and benign course messages including hyperbole and academic
discussion of violence; with ``banks/ordinary.jsonl``, ordinary student messages, as benign) and the
integrity bank (``banks/integrity.jsonl``: requests to have graded work done, and learning requests
including hints on practice work). A linear probe fitted
on each bank (materials/semantic_bank.py) gives a probability per category; thresholds on those
probabilities live in thresholds.py,
calibrated on the dev set (tests/security/data/dev_guardrails.jsonl), which shares no sentence
with the banks.

The banks are data: adding examples (in any language) needs no code change; the disk cache of
their vectors is keyed by their text, so it refreshes itself.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

from materials import multilingual
from materials.semantic_bank import Bank, Example, default_cache_dir, read_examples

BANKS = Path(__file__).resolve().parent / "banks"
# "abuse" (a victim telling of it) has no examples of its own in the bank: a probe class for it took
# probability from self-harm messages that mention a parent (docs/decisions.md, "After blind set 7"),
# so abuse comes from the patterns and the model; the bank's abuse disclosures are labelled violence.
SAFETY_CATEGORIES = ("self_harm", "abuse", "violence", "sexual_minors", "harassment", "hate")
SAFETY_BENIGN = "benign"
INTEGRITY_POSITIVE = "graded_request"
INTEGRITY_NEGATIVE = "learning"


# The scored blind sets (devtools/guardrail_corpus.py, ``manage.py build_guardrail_corpus``): thousands of
# labelled messages over nine course subjects, next to the few hundred hand-written examples. With them
# the probes generalise to course subjects they have not seen (docs/decisions.md, "Guardrails: probes
# fitted on the scored sets").
SCORED = {"safety": "safety_scored.jsonl", "integrity": "integrity_scored.jsonl"}


# Ordinary student messages, written by the team at the scale of the safety messages: first-person
# study talk ("I keep getting the sign wrong", "how do I stop my loop early"), legitimate questions
# about sensitive course topics, idioms ("dying to know", "on fire"), greetings and closings ("I'm
# done"), course questions whose words brush the self-harm examples. Without them the probe fitted on the
# scored sets read "the student speaks of themselves" as part of distress (docs/decisions.md,
# "Guardrails: ordinary student messages in the probes' banks").
ORDINARY = "ordinary.jsonl"


def bank_examples(kind: str) -> list[Example]:
    """The examples the ``kind`` probe (``safety`` or ``integrity``) is fitted on, in a fixed order.

    The safety bank also takes every integrity example as benign: requests about coursework,
    graded or not ("just tell me what to put for part b"), are ordinary messages for the safety
    gate, and without them the probe mistook curt requests for harassment; so are the ordinary
    messages (:data:`ORDINARY`), which say nothing about graded work and stay out of the integrity bank."""
    examples = read_examples(BANKS / f"{kind}.jsonl")
    if kind == "safety":
        examples += [Example(SAFETY_BENIGN, e.language, e.text, e.source) for e in read_examples(BANKS / "integrity.jsonl")]
        examples += [Example(SAFETY_BENIGN, e.language, e.text, e.source) for e in read_examples(BANKS / ORDINARY)]
    scored = BANKS / SCORED[kind]
    if scored.exists():
        examples += read_examples(scored)
    return examples


@functools.cache
def load_bank(kind: str) -> Bank:
    """The ``kind`` bank (:func:`bank_examples`), loaded once per process, with its probe read from
    the committed ``banks/<kind>.probe.npz`` when that was fitted on exactly these examples."""
    return Bank(bank_examples(kind), name=kind, cache_dir=default_cache_dir(), probe_file=BANKS / f"{kind}.probe.npz")


def _safety(probabilities: Any, bank: Bank) -> list[dict[str, float]]:
    return [{c: float(row[bank.index(c)]) for c in SAFETY_CATEGORIES if c in bank.categories}
            for row in probabilities]


def _integrity(probabilities: Any, bank: Bank) -> list[float]:
    return [float(row[bank.index(INTEGRITY_POSITIVE)]) for row in probabilities]


def message_vector(text: str) -> Any:
    """The message's vector (memoised per text, so both checks of a turn embed it once)."""
    return multilingual.embed_query(text)


def safety_probabilities(text: str) -> dict[str, float]:
    """Per safety category, the probe's probability that ``text`` belongs to it."""
    bank = load_bank("safety")
    return _safety(bank.probabilities(message_vector(text)), bank)[0]


# A distress sentence inside a course question ("for the essay on the Somme, how many were teenagers?
# i kinda want to do the same, just stop existing") is diluted when the whole message is embedded:
# the course question pulls the vector towards ordinary study talk. Each sentence of a message of
# several is scored on its own too (blind set 8).
# Never inside a number: "I've put 0.984 kJ/mm" is one sentence, not "I've put 0." and "984 kJ/mm" (blind set 32: the
# cut-off "A1 q1: I left the 0." read as a farewell, 0.61 self-harm).
_SENTENCE_END = re.compile(r"(?<=[.!?。！？;])(?![0-9])\s*|\n+")
MAX_SENTENCES = 6
# Shorter fragments ("just yes or no", "im so behind", "je le rends demain") score as self-harm
# alone far too often (0.5-0.96 on blind sets 1-8).
SENTENCE_MIN_WORDS = 6


def sentences_of(text: str) -> list[str]:
    """The message's sentences worth scoring alone (at least :data:`SENTENCE_MIN_WORDS` words, or six
    characters of a script without spaces), at most :data:`MAX_SENTENCES`; empty for a one-sentence
    message. Pure."""
    parts = [p.strip() for p in _SENTENCE_END.split(text or "") if p and p.strip()]
    parts = [p for p in parts if len(p.split()) >= SENTENCE_MIN_WORDS or (len(p) >= 6 and " " not in p)]
    return parts[:MAX_SENTENCES] if len(parts) > 1 else []


def sentence_safety_probabilities(sentences: list[str]) -> list[dict[str, float]]:
    """:func:`safety_probabilities` of each sentence (one encoder batch)."""
    if not sentences:
        return []
    bank = load_bank("safety")
    return _safety(bank.probabilities(multilingual.embed_queries(sentences)), bank)


def integrity_probability(text: str) -> float:
    """The probe's probability that ``text`` asks for graded work to be done or handed over."""
    bank = load_bank("integrity")
    return _integrity(bank.probabilities(message_vector(text)), bank)[0]


def safety_probabilities_matrix(query_vectors: Any, bank_vectors: Any, bank: Bank) -> list[dict[str, float]]:
    """:func:`safety_probabilities` for many vectors, with a probe fitted on given bank vectors
    (benchmarks of other encoders, calibration)."""
    return _safety(bank.probabilities_with(query_vectors, bank_vectors), bank)


def integrity_probabilities_matrix(query_vectors: Any, bank_vectors: Any, bank: Bank) -> list[float]:
    """:func:`integrity_probability` for many vectors against given bank vectors."""
    return _integrity(bank.probabilities_with(query_vectors, bank_vectors), bank)
