"""Numbers for the server-drawn charts (SVG and CSS bars): pages need no JavaScript to show them,
and every chart has a data table beside it."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from analytics.aggregates import line_points

LINE_WIDTH = 640
LINE_HEIGHT = 180


@dataclass(frozen=True)
class Bar:
    label: str
    value: int
    percent: int


def bars(pairs: list[tuple[str, int]]) -> list[Bar]:
    top = max((v for _, v in pairs), default=0) or 1
    return [Bar(label, value, max(round(100 * value / top), 2 if value else 0)) for label, value in pairs]


def course_charts(report) -> dict:
    values = [n for _, n in report.usage_over_time]
    points = line_points(values, width=LINE_WIDTH, height=LINE_HEIGHT, pad=8)
    days = [d for d, _ in report.usage_over_time]
    return {
        "clo_bars": bars([(f"{r.clo_code} {r.clo_title}", r.conversation_count) for r in report.top_questioned_clos]),
        "topic_bars": bars([(t.label, t.frequency) for t in report.common_topics]),
        "line": {
            "width": LINE_WIDTH,
            "height": LINE_HEIGHT,
            "polyline": " ".join(f"{x},{y}" for x, y in points),
            "points": [{"x": x, "y": y, "day": d, "value": v} for (x, y), d, v in zip(points, days, values, strict=True)],
            "max": max(values, default=0),
            "first": days[0] if days else None,
            "last": days[-1] if days else None,
            "total": sum(values),
        },
    }


def usage_totals(rows) -> dict:
    calls = sum(r.calls for r in rows)
    priced = [r.cost_usd for r in rows if r.cost_usd is not None]
    return {
        "calls": calls,
        "tokens": sum(r.total_tokens for r in rows),
        "cost_usd": sum(priced, Decimal(0)) if priced else None,
        "unpriced_calls": sum(r.calls for r in rows if r.cost_usd is None),
        "errors": round(sum(r.error_rate * r.calls for r in rows)),
        "fallbacks": round(sum(r.fallback_rate * r.calls for r in rows)),
    }
