"""Hypothesis strategies for the learning loop's pure functions: random course DAGs, snapshots, mappings."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from hypothesis import strategies as st

from learning.policy import (
    QUESTION_AVAILABLE,
    QUESTION_LOCKED,
    QUESTION_PASSED,
    TIERS,
    Dag,
    MappedUnit,
    PolicyInput,
    QuestionStatus,
    UnitState,
)

NOW = datetime(2026, 11, 23, 12, 0, tzinfo=timezone.utc)


@st.composite
def dags(draw, min_units: int = 1, max_units: int = 10) -> Dag:
    """A DAG over unit ids in a random course order; edges only point from earlier to later in a random
    topological order, so it is acyclic whatever the course order."""
    n = draw(st.integers(min_units, max_units))
    ids = draw(st.lists(st.integers(1, 10_000), min_size=n, max_size=n, unique=True))
    topo = draw(st.permutations(ids))
    prereqs = {}
    for i, unit in enumerate(topo):
        if i:
            prereqs[unit] = tuple(draw(st.lists(st.sampled_from(topo[:i]), max_size=3, unique=True)))
    return Dag(units=tuple(ids), prerequisites=prereqs)


def unit_states():
    return st.builds(
        UnitState,
        tier=st.sampled_from(TIERS),
        drill_attempts=st.integers(0, 6),
        drill_streak=st.integers(0, 6),
        last_touched_at=st.one_of(st.none(), st.integers(-5, 24 * 100).map(lambda h: NOW - timedelta(hours=h))),
    )


@st.composite
def policy_inputs(draw, dag: Dag | None = None) -> PolicyInput:
    dag = dag or draw(dags())
    units = list(dag.units)
    progress = draw(st.dictionaries(st.sampled_from(units), unit_states(), max_size=len(units)))
    mapped = draw(st.lists(st.builds(MappedUnit, st.sampled_from(units),
                                     st.floats(0, 1, allow_nan=False)), max_size=6))
    in_progress = tuple(draw(st.lists(st.sampled_from(units), max_size=3, unique=True)))
    return PolicyInput(focus_unit_id=draw(st.sampled_from(units)), units_in_progress=in_progress,
                       progress=progress, dag=dag, mapped=tuple(mapped), now=NOW)


def question_statuses():
    return st.lists(
        st.builds(
            QuestionStatus,
            question_id=st.integers(1, 500),
            status=st.sampled_from([QUESTION_AVAILABLE, QUESTION_LOCKED, QUESTION_PASSED]),
            locked_until=st.one_of(st.none(), st.integers(1, 48).map(lambda h: NOW + timedelta(hours=h))),
        ),
        max_size=6, unique_by=lambda q: q.question_id,
    )
