"""A small algebra course with a real unit graph, CLOs, exam questions and hand-made anchor vectors.

Anchors get orthogonal unit vectors (one axis per unit), so a query vector's similarity to each unit
is exactly the weight it gives that axis: mapping tests need no embedding model.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timezone

import pytest

from courses.models import CLO, ExamQuestion, Unit
from courses.services import unit_prerequisite_add
from learning.models import UnitAnchor

MODEL = "test-model"
DIMS = 8
NOW = datetime(2026, 11, 23, 12, 0, tzinfo=timezone.utc)

# code, title, prerequisites, CLO codes
UNITS = [
    ("ALG1", "Variables and expressions", [], ["CLO1"]),
    ("ALG2", "Linear equations", ["ALG1"], ["CLO2"]),
    ("ALG3", "Systems of linear equations", ["ALG2"], ["CLO2"]),
    ("ALG6", "Factoring", ["ALG1"], ["CLO3"]),
    ("ALG4", "Quadratic equations", ["ALG2", "ALG6"], ["CLO3", "CLO4"]),
]


@dataclass
class Algebra:
    course: object
    units: dict
    clos: dict
    questions: dict  # (unit code, tier) -> [ExamQuestion]

    def id(self, code: str) -> int:
        return self.units[code].pk

    def axis(self, code: str) -> int:
        return [u[0] for u in UNITS].index(code)


def vector(**weights: float) -> list[float]:
    """A query vector whose cosine similarity to unit ``code``'s anchor is ``weights[code]``."""
    values = [0.0] * DIMS
    codes = [u[0] for u in UNITS]
    for code, weight in weights.items():
        values[codes.index(code)] = weight
    rest = 1 - sum(v * v for v in values)
    values[-1] = math.sqrt(max(rest, 0.0))  # the last axis belongs to no unit
    return values


@pytest.fixture
def algebra(world) -> Algebra:
    course = world.course
    clos = {code: CLO.objects.create(course=course, code=code, title=title) for code, title in [
        ("CLO1", "Simplify and evaluate expressions"), ("CLO2", "Solve linear equations and systems"),
        ("CLO3", "Solve quadratic equations"), ("CLO4", "Interpret the discriminant")]}
    units = {}
    for order, (code, title, _, clo_codes) in enumerate(UNITS):
        units[code] = Unit.objects.create(course=course, code=code, title=title, order=order)
        units[code].clos.set([clos[c] for c in clo_codes])
    for code, _, prereqs, _ in UNITS:
        for prereq in prereqs:
            unit_prerequisite_add(unit=units[code], prerequisite=units[prereq])
    for i, (code, *_rest) in enumerate(UNITS):
        axis = [0.0] * DIMS
        axis[i] = 1.0
        UnitAnchor.objects.create(unit=units[code], course=course, embedding_model=MODEL, text=code, text_hash=code,
                                  embedding=axis)
    questions = {}
    for code in ("ALG1", "ALG2"):
        for tier in ("bronze", "silver", "gold"):
            for n in range(2):
                q = ExamQuestion.objects.create(course=course, tier=tier, prompt=f"{code} {tier} {n}",
                                                options=["a", "b"], answer_index=0, memo="because")
                q.units.add(units[code])
                questions.setdefault((code, tier), []).append(q)
    return Algebra(course, units, clos, questions)
