"""What the SnapshotLite panel and the debug drawer show, and rendering them (for the page, HTMX and
the tutor's websocket: one piece of markup, several entry points)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from django.conf import settings
from django.template.loader import render_to_string

from learning import selectors
from learning.models import TurnLog
from learning.turn import SnapshotPanel, TurnDecision


@dataclass(frozen=True)
class DrawerScore:
    code: str
    title: str
    score: float


@dataclass(frozen=True)
class DebugDrawer:
    """PF-7.2: the policy, the top candidate units with scores, the revisit summary, the focus tier."""

    course_id: int
    policy_json: str
    top_candidates: tuple[DrawerScore, ...]
    mapped: tuple[DrawerScore, ...]
    action: str
    action_unit: str | None
    fell_back: bool
    fallback_reason: str
    focus_code: str | None
    focus_tier: str
    revisit: selectors.RevisitSummary
    created_at: datetime


TOP_CANDIDATES = 5


def debug_drawer_visible(course_id: int) -> bool:
    """Tutor reasoning is shown when DEBUG is on or the course's teacher switched "show tutor reasoning"
    on. Callers show it only on the student's own pages (it holds nothing about anyone else)."""
    return bool(settings.DEBUG) or selectors.learning_settings_get(course_id).show_reasoning


def drawer_from_decision(decision: TurnDecision, action=None) -> DebugDrawer:
    """The drawer for a turn just decided (``action``: the ``ChosenAction``, else the chooser's)."""
    action = action or decision.choose()
    title = {u: ref.title for u, ref in decision.units.items()}
    focus = decision.policy.focus_unit_id
    return DebugDrawer(
        course_id=decision.course_id,
        policy_json=json.dumps(dict(decision.prompt_policy), indent=2),
        top_candidates=tuple(DrawerScore(decision.code(c.unit_id), title.get(c.unit_id, ""), c.score)
                             for c in decision.policy.candidate_scores[:TOP_CANDIDATES]),
        mapped=tuple(DrawerScore(decision.code(m.unit_id), title.get(m.unit_id, ""), m.confidence)
                     for m in decision.mapped_units),
        action=action.action, action_unit=decision.code(action.target_unit_id), fell_back=action.fell_back,
        fallback_reason=action.reason, focus_code=decision.code(focus),
        focus_tier=decision.tier_sources.get(focus, {}).get("tier", "none"), revisit=decision.panel.revisit,
        created_at=decision.now,
    )


def drawer_from_log(log: TurnLog, revisit: selectors.RevisitSummary) -> DebugDrawer:
    """The drawer for a recorded turn (the latest one when a page is opened)."""
    structure = selectors.course_structure(log.course_id)
    focus = log.focus_unit_id
    return DebugDrawer(
        course_id=log.course_id, policy_json=json.dumps(log.policy, indent=2),
        top_candidates=tuple(DrawerScore(c.get("code") or "?", structure.title(c["unit_id"]), c["score"])
                             for c in log.candidate_scores[:TOP_CANDIDATES]),
        mapped=tuple(DrawerScore(m.get("code") or "?", structure.title(m["unit_id"]), m["confidence"])
                     for m in log.mapped_units),
        action=log.action, action_unit=structure.code(log.action_unit_id), fell_back=log.fell_back,
        fallback_reason=log.fallback_reason, focus_code=structure.code(focus),
        focus_tier=(log.tier_sources.get(str(focus)) or {}).get("tier", "none"), revisit=revisit,
        created_at=log.created_at,
    )


def render_snapshot_panel(panel: SnapshotPanel, *, oob: bool = False) -> str:
    """The panel's HTML; ``oob`` marks it for an out-of-band swap over the websocket."""
    return render_to_string("learning/partials/_snapshot_panel.html", {"panel": panel, "oob": oob})


def render_debug_drawer(drawer: DebugDrawer, *, oob: bool = False) -> str:
    return render_to_string("learning/partials/_debug_drawer.html", {"drawer": drawer, "oob": oob})
