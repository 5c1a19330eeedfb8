"""Unit mapping without a model, and the merge with a model's mapped units."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from learning import mapping
from learning.mapping import PassageUnit, UnitMapping

FAST = settings(deadline=None, max_examples=300)
COURSE = (11, 12, 13, 14)
unit_ids = st.integers(1, 30)
sims = st.dictionaries(unit_ids, st.floats(-1, 1, allow_nan=False), max_size=8)
passages = st.lists(st.builds(PassageUnit, st.one_of(st.none(), unit_ids), st.floats(-0.5, 1, allow_nan=False)), max_size=8)
model = st.lists(st.tuples(st.one_of(st.none(), unit_ids), st.one_of(st.floats(allow_nan=True), st.booleans(),
                                                                      st.integers(-2, 2))), max_size=6)


@FAST
@given(sims, passages)
def test_mapped_units_are_always_units_of_the_course(similarities, found):
    mapped = mapping.map_units(course_units=COURSE, anchor_similarities=similarities, passages=found)
    assert {m.unit_id for m in mapped} <= set(COURSE)
    assert all(0 <= m.confidence <= 1 for m in mapped)
    assert [m.confidence for m in mapped] == sorted((m.confidence for m in mapped), reverse=True)
    assert len(mapped) <= mapping.MAX_MAPPED and len({m.unit_id for m in mapped}) == len(mapped)


@FAST
@given(sims, passages, model)
def test_a_models_units_never_leave_the_course_and_never_lower_a_confidence(similarities, found, proposed):
    mapped = mapping.map_units(course_units=COURSE, anchor_similarities=similarities, passages=found)
    merged = mapping.merge_model_units(course_units=COURSE, mapped=mapped, model_units=proposed)
    assert {m.unit_id for m in merged} <= set(COURSE)
    before = {m.unit_id: m.confidence for m in mapped}
    after = {m.unit_id: m.confidence for m in merged}
    for unit, confidence in before.items():
        if unit in after:
            assert after[unit] >= confidence
    assert all(0 <= c <= 1 for c in after.values())
    for unit, confidence in after.items():
        if unit not in before:
            assert confidence <= mapping.MODEL_CAP


def test_a_clear_anchor_winner_with_its_passages_reaches_the_target_confidence():
    mapped = mapping.map_units(course_units=COURSE, anchor_similarities={11: 0.62, 12: 0.41, 13: 0.2},
                               passages=[PassageUnit(11, 0.7), PassageUnit(11, 0.6), PassageUnit(12, 0.5)])
    assert mapped[0].unit_id == 11 and mapped[0].confidence >= 0.55
    assert mapped[0].anchor == 1.0 and mapped[0].passages == pytest.approx(1.3 / 1.8, abs=1e-3)


def test_two_close_anchors_share_the_confidence():
    mapped = mapping.map_units(course_units=COURSE, anchor_similarities={11: 0.45, 12: 0.44}, passages=[])
    assert mapped[0].unit_id == 11 and mapped[0].confidence < 0.8
    assert mapped[1].unit_id == 12 and mapped[1].confidence == pytest.approx(mapped[0].confidence * 0.7, rel=0.15)


def test_an_off_topic_question_maps_to_nothing():
    assert mapping.map_units(course_units=COURSE, anchor_similarities={11: 0.1, 12: 0.05}, passages=[]) == ()


def test_passages_without_a_unit_dilute_the_vote():
    shares = mapping.passage_shares([PassageUnit(None, 1.0), PassageUnit(12, 1.0)])
    assert shares == {12: 0.5}


def test_a_model_can_raise_a_unit_up_to_its_cap_and_unknown_units_are_dropped():
    mapped = (UnitMapping(11, 0.3),)
    merged = mapping.merge_model_units(course_units=COURSE, mapped=mapped,
                                       model_units=[(11, 0.99), (99, 1.0), (None, 0.8), (12, "high")])
    assert merged == (UnitMapping(11, 0.9, 0.0, 0.0, 0.99),)
