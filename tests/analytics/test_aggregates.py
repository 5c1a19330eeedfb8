"""The pure analytics functions (Hypothesis, no database)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import numpy as np
import pytest
from django.core.exceptions import ImproperlyConfigured
from hypothesis import given
from hypothesis import strategies as st

from analytics import aggregates
from analytics.aggregates import CloRow
from analytics.pricing import estimate_cost, parse_llm_prices

ratings = st.lists(st.sampled_from(["thumbs_up", "thumbs_down"]), max_size=30)


@given(st.lists(st.integers(0, 60), max_size=40), ratings)
def test_property_28_kpis_are_counts_and_their_ratio(counts, given_ratings):
    kpis = aggregates.kpis_from(counts, given_ratings)
    assert kpis.total_conversations == len(counts)
    assert kpis.total_messages == sum(counts)
    expected = sum(counts) / len(counts) if counts else 0.0
    assert kpis.avg_messages_per_conversation == pytest.approx(expected, abs=0.005)
    if given_ratings:
        assert kpis.avg_satisfaction_rating == pytest.approx(given_ratings.count("thumbs_up") / len(given_ratings), abs=5e-4)
    else:
        assert kpis.avg_satisfaction_rating is None


@given(st.lists(st.tuples(st.integers(1, 10_000), st.integers(1, 99)), unique_by=lambda t: t[0], max_size=20))
def test_property_29_clos_ranked_by_conversation_count(rows):
    ranked = aggregates.rank_clos(CloRow(pk, f"CLO{pk}", "t", n, n) for pk, n in rows)
    counts = [r.conversation_count for r in ranked]
    assert counts == sorted(counts, reverse=True)
    assert sorted(r.clo_id for r in ranked) == sorted(pk for pk, _ in rows)


@given(st.lists(st.integers(0, 20), max_size=30))
def test_suppression_keeps_only_rows_of_five_students_or_more(student_counts):
    rows = [CloRow(i, f"C{i}", "t", 1, n) for i, n in enumerate(student_counts)]
    kept, hidden = aggregates.suppress_small(rows)
    assert all(r.student_count >= 5 for r in kept)
    assert hidden == sum(1 for n in student_counts if n < 5)


day = st.dates(min_value=dt.date(2024, 1, 1), max_value=dt.date(2024, 3, 31))


@given(st.lists(day, max_size=80), day, st.integers(0, 40))
def test_property_31_one_point_per_day_with_zeros(dates, start, length):
    end = start + dt.timedelta(days=length)
    series = aggregates.daily_series(dates, start=start, end=end)
    assert [d for d, _ in series] == [start + dt.timedelta(days=i) for i in range(length + 1)]
    for d, n in series:
        assert n == dates.count(d)


@given(st.integers(1, 40), st.integers(2, 16), st.floats(0.1, 0.95))
def test_clustering_puts_every_question_in_exactly_one_group(n, dims, threshold):
    vectors = np.random.default_rng(n * dims).normal(size=(n, dims)).astype(np.float32)
    groups = aggregates.cluster_vectors(vectors, threshold=threshold)
    assert sorted(i for g in groups for i in g) == list(range(n))


def test_clustering_separates_distinct_directions():
    a, b = np.eye(4)[0], np.eye(4)[1]
    vectors = np.stack([a, a * 2, b, a + 0.05 * b, b + 0.05 * a])
    groups = aggregates.cluster_vectors(vectors, threshold=0.8)
    assert sorted(map(sorted, groups)) == [[0, 1, 3], [2, 4]]


def test_key_terms_need_two_students_and_skip_stopwords_and_banned_words():
    docs = [aggregates.terms_of(t) for t in (
        "What is the derivative of sine, Zorbina here",
        "How do I take the derivative of sine?",
        "derivative of cosine please",
    )]
    terms = aggregates.key_terms(docs, docs, group_owners=[1, 2, 3], banned=frozenset({"cosine"}))
    assert terms[:2] == ["derivative", "sine"]
    assert "zorbina" not in terms and "cosine" not in terms and "what" not in terms


def test_percentile_matches_percentile_cont():
    assert aggregates.percentile([], 0.5) is None
    assert aggregates.percentile([10, 20, 30, 40], 0.5) == 25
    assert aggregates.percentile([10, 20, 30, 40], 0.95) == pytest.approx(38.5)


def test_prices_parse_strictly():
    assert parse_llm_prices("") == {}
    assert parse_llm_prices('{"gpt-4o-mini": [0.15, 0.6]}') == {"gpt-4o-mini": (Decimal("0.15"), Decimal("0.6"))}
    for bad in ("[1, 2]", "{nope", '{"m": [1]}', '{"m": [1, -2]}', '{"m": ["1", 2]}', '{"m": [NaN, 1]}', '{"m": [true, 1]}', '{" ": [1, 1]}'):
        with pytest.raises(ImproperlyConfigured, match="LLM_PRICES_JSON"):
            parse_llm_prices(bad)


def test_cost_estimate_per_million_tokens():
    prices = parse_llm_prices('{"m": [1.5, 6]}')
    assert estimate_cost(prices, "m", 1_000_000, 500_000) == Decimal("4.5")
    assert estimate_cost(prices, "other", 10, 10) is None
