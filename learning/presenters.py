"""What the SnapshotLite panel and the debug drawer show, and rendering them (for the page, HTMX and
the tutor's websocket: one piece of markup, several entry points)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from django.conf import settings
from django.template.loader import render_to_string
from django.utils.translation import gettext

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


def drawer_for_student(student_id: int, course_id: int, now: datetime) -> DebugDrawer | None:
    """The drawer of the student's own latest turn in the course, or None before their first."""
    log = selectors.latest_turn_log(student_id=student_id, course_id=course_id)
    if log is None:
        return None
    state = selectors.snapshot_state_get(student_id=student_id, course_id=course_id)
    revisit = selectors.revisit_summary(snapshot_id=state.id if state else None, student_id=student_id, now=now)
    return drawer_from_log(log, revisit)


def render_snapshot_panel(panel: SnapshotPanel, *, oob: bool = False) -> str:
    """The panel's HTML; ``oob`` marks it for an out-of-band swap over the websocket."""
    return render_to_string("learning/partials/_snapshot_panel.html", {"panel": panel, "oob": oob})


def render_debug_drawer(drawer: DebugDrawer, *, oob: bool = False) -> str:
    return render_to_string("learning/partials/_debug_drawer.html", {"drawer": drawer, "oob": oob})


# --------------------------------------------------------------------------- as JSON (the turn's state_update)


def _iso(when: datetime | None) -> str | None:
    return when.isoformat() if when else None


def _when(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text) if text else None


def _unit(unit) -> dict | None:
    return None if unit is None else {"id": unit.id, "code": unit.code, "title": unit.title, "tier": unit.tier,
                                      "mastery_p": unit.mastery_p}


def panel_as_dict(panel: SnapshotPanel) -> dict:
    """The panel as JSON (the SSE ``state_update`` event; the websocket renders it back with
    :func:`panel_from_dict`). Unit codes and titles, tiers and times: nothing about anyone else."""
    nudge = panel.prerequisite
    return {
        "course_id": panel.course_id, "focus": _unit(panel.focus),
        "prerequisite": None if nudge is None else {
            "unit": {"id": nudge.unit.id, "code": nudge.unit.code, "title": nudge.unit.title},
            "blocks": {"id": nudge.blocks.id, "code": nudge.blocks.code, "title": nudge.blocks.title}},
        "units_in_progress": [_unit(u) for u in panel.units_in_progress],
        "exam": None if panel.exam is None else {
            "tier": panel.exam.tier, "ready": panel.exam.ready, "availability": panel.exam.availability,
            "next_eligible_at": _iso(panel.exam.next_eligible_at)},
        "revisit": {"count": panel.revisit.count, "locked_count": panel.revisit.locked_count,
                    "next_eligible_at": _iso(panel.revisit.next_eligible_at)},
        "tier_counts": dict(panel.tier_counts), "unit_count": panel.unit_count, "now": _iso(panel.now),
    }


def panel_from_dict(data: dict) -> SnapshotPanel:
    """The inverse of :func:`panel_as_dict`."""
    from learning.turn import ExamStatus, PanelUnit, PrerequisiteNudge, UnitRef

    def unit(d):
        return None if d is None else PanelUnit(d["id"], d["code"], d["title"], d["tier"], d["mastery_p"])

    nudge = data["prerequisite"]
    exam = data["exam"]
    return SnapshotPanel(
        course_id=data["course_id"], focus=unit(data["focus"]),
        prerequisite=None if nudge is None else PrerequisiteNudge(UnitRef(**nudge["unit"]), UnitRef(**nudge["blocks"])),
        units_in_progress=tuple(unit(u) for u in data["units_in_progress"]),
        exam=None if exam is None else ExamStatus(exam["tier"], exam["ready"], exam["availability"],
                                                  _when(exam["next_eligible_at"])),
        revisit=selectors.RevisitSummary(count=data["revisit"]["count"], locked_count=data["revisit"]["locked_count"],
                                         next_eligible_at=_when(data["revisit"]["next_eligible_at"])),
        tier_counts=data["tier_counts"], unit_count=data["unit_count"], now=_when(data["now"]),
    )


def drawer_as_dict(drawer: DebugDrawer) -> dict:
    score = lambda s: {"code": s.code, "title": s.title, "score": s.score}  # noqa: E731
    return {
        "course_id": drawer.course_id, "policy_json": drawer.policy_json,
        "top_candidates": [score(s) for s in drawer.top_candidates], "mapped": [score(s) for s in drawer.mapped],
        "action": drawer.action, "action_unit": drawer.action_unit, "fell_back": drawer.fell_back,
        "fallback_reason": drawer.fallback_reason, "focus_code": drawer.focus_code, "focus_tier": drawer.focus_tier,
        "revisit": {"count": drawer.revisit.count, "locked_count": drawer.revisit.locked_count,
                    "next_eligible_at": _iso(drawer.revisit.next_eligible_at)},
        "created_at": _iso(drawer.created_at),
    }


def drawer_from_dict(data: dict) -> DebugDrawer:
    scores = lambda items: tuple(DrawerScore(i["code"], i["title"], i["score"]) for i in items)  # noqa: E731
    return DebugDrawer(
        course_id=data["course_id"], policy_json=data["policy_json"], top_candidates=scores(data["top_candidates"]),
        mapped=scores(data["mapped"]), action=data["action"], action_unit=data["action_unit"],
        fell_back=data["fell_back"], fallback_reason=data["fallback_reason"], focus_code=data["focus_code"],
        focus_tier=data["focus_tier"],
        revisit=selectors.RevisitSummary(count=data["revisit"]["count"], locked_count=data["revisit"]["locked_count"],
                                         next_eligible_at=_when(data["revisit"]["next_eligible_at"])),
        created_at=_when(data["created_at"]),
    )


# --------------------------------------------------------------------------- cards on a reloaded page


@dataclass(frozen=True)
class ShownCardView:
    """A kept card with what has happened to it since, for the card templates: ``result`` (a graded
    drill, or an answered exam question, as the grading views render it) or ``support`` (an exam
    question whose memo was opened first)."""

    created_at: datetime
    message_id: object
    card: dict
    result: dict | None = None
    support: dict | None = None


def shown_cards_for_conversation(*, student_id: int, course_id: int, conversation_id) -> list[ShownCardView]:
    """The conversation's kept cards in the order shown, each in its current state. Three queries."""
    from courses.models import ExamAttempt
    from learning.cards import with_context
    from learning.models import GradedEvidence, ShownCard

    rows = list(ShownCard.objects.filter(student_id=student_id, course_id=course_id, conversation_id=conversation_id)
                .order_by("created_at", "pk"))
    drill_ids = [r.card.get("card_id") for r in rows if r.card.get("type") == "drill" and r.card.get("card_id")]
    graded = {str(card_id): correct for card_id, correct in
              GradedEvidence.objects.filter(student_id=student_id, card_id__in=drill_ids).values_list("card_id", "correct")}
    question_ids = {r.card.get("question_id") for r in rows if r.card.get("type") == "exam"}
    attempts: dict[int, list] = {}
    for attempt in (ExamAttempt.objects.filter(student_id=student_id, question_id__in=question_ids)
                    .select_related("question").order_by("created_at", "pk")):
        attempts.setdefault(attempt.question_id, []).append(attempt)
    views = []
    for row in rows:
        card, result, support = with_context(row.card, course_id), None, None
        if card.get("type") == "drill" and card.get("card_id"):
            correct = graded.get(card["card_id"])
            if correct is not None:
                result = {"correct": correct, "feedback": gettext("Correct.") if correct else gettext("Not this time.")}
        elif card.get("type") == "exam":
            later = [a for a in attempts.get(card.get("question_id"), []) if a.created_at >= row.created_at]
            if later:
                first = later[0]
                until = first.locked_until.isoformat() if first.locked_until else ""
                if first.support_type:
                    support = {"memo": first.question.memo, "locked_until": until}
                else:
                    result = {"correct": first.correct, "answer_index": first.question.answer_index,
                              "chosen_index": first.chosen_index, "locked_until": until}
        views.append(ShownCardView(row.created_at, row.message_id, card, result, support))
    return views
