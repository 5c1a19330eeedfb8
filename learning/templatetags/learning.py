"""Template helpers for the learning panels."""

from __future__ import annotations

from datetime import datetime

from django import template
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

register = template.Library()


@register.filter
def countdown(until: datetime | None, now: datetime | None) -> str:
    """ "18h 12m", "12m 05s" or "now": the wait from ``now`` to ``until`` (static/js/learning.js keeps it ticking)."""
    if until is None or now is None:
        return ""
    seconds = int((until - now).total_seconds())
    if seconds <= 0:
        return pgettext("countdown", "now")
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours >= 24:
        return f"{hours // 24}d {hours % 24}h"
    if hours:
        return f"{hours}h {minutes:02d}m"
    return f"{minutes}m {secs:02d}s"


@register.filter
def percent(value: float | None) -> str:
    return "" if value is None else f"{round(value * 100)}%"


@register.filter
def tier_label(tier: str) -> str:
    """How a tier reads on a badge: Bronze, Silver, Gold, or "No tier yet"."""
    return {"bronze": _("Bronze"), "silver": _("Silver"), "gold": _("Gold")}.get(tier, _("No tier yet"))


@register.filter
def step_kind_label(kind: str) -> str:
    """How a lesson step's kind reads in the plan: its ``StepKind`` label (Explain, Check, Practice) in the
    active language; an unknown kind as written."""
    from learning.models import StepKind

    return str(StepKind(kind).label) if kind in StepKind.values else kind.capitalize()
