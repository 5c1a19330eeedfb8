"""Template filters of the tutor page."""

from __future__ import annotations

from django import template

register = template.Library()


@register.filter
def material_type_label(value: str) -> str:
    """"lecture_notes" -> "Lecture notes" (the material type's display name)."""
    from materials.models import MaterialType

    try:
        return MaterialType(value).label
    except ValueError:
        return str(value or "").replace("_", " ").capitalize()


@register.filter
def filesize(value: int) -> str:
    value = int(value or 0)
    return f"{value / 1048576:.1f} MB" if value >= 1048576 else f"{max(1, round(value / 1024))} KB"


@register.filter
def due_within_days(when, days: int) -> bool:
    """True when ``when`` (a datetime) is from now to ``days`` days ahead."""
    import datetime as dt

    from django.utils import timezone

    if when is None:
        return False
    now = timezone.now()
    return now <= when <= now + dt.timedelta(days=int(days))


@register.filter
def is_prompt(suggestion: str) -> bool:
    """Whether a suggestion is a question to send (a button), not advice ("Rephrase your question")."""
    from tutor.grounding import ADVICE_SUGGESTIONS

    return suggestion not in ADVICE_SUGGESTIONS


@register.filter
def wait_time(seconds) -> str:
    """A 429's ``retry_after`` (seconds) as a person reads it: "You can send again in 40 seconds."."""
    try:
        seconds = max(1, int(seconds))
    except (TypeError, ValueError):
        return ""
    if seconds < 90:
        amount = f"{seconds} second{'s' if seconds != 1 else ''}"
    elif seconds < 90 * 60:
        minutes = round(seconds / 60)
        amount = f"{minutes} minutes"
    else:
        hours = round(seconds / 3600)
        amount = f"about {hours} hour{'s' if hours != 1 else ''}"
    return f"You can send again in {amount}."


@register.filter
def focus_parts(citation: dict) -> tuple[str, str, str] | None:
    """A citation's passage split around the sentence that matched the question best."""
    from tutor.events import citation_focus

    return citation_focus(citation)


@register.inclusion_tag("tutor/partials/_session_start.html", takes_context=True)
def session_start_form(context, course, unit=None, compact: bool = False):
    """The "Start a session" form for ``course`` (a unit preselected when given), with the student's
    open Teach me lessons offered for resuming first."""
    from courses.models import Unit
    from learning.sessions import selectors as session_selectors

    request = context.get("request")
    user = getattr(request, "user", None)
    units = list(Unit.objects.filter(course=course).order_by("order", "pk").only("pk", "code", "title"))
    open_lessons = list(session_selectors.session_list_for_student(user, course_id=course.pk, mode="teach_me")
                        .exclude(status="ended")[:5]) if user is not None else []
    return {"course": course, "units": units, "selected_unit": unit, "open_lessons": open_lessons,
            "compact": compact, "csrf_token": context.get("csrf_token"), "next": getattr(request, "path", "")}
