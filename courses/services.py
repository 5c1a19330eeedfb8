"""Writes and multi-step operations on courses. Each function owns its transaction."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils.translation import gettext as _

from config.errors import ApplicationError
from courses.models import Notification, Unit, UnitPrerequisite

User = get_user_model()


class CycleError(ApplicationError):
    code = "invalid"


def _reaches(start_id: int, target_id: int) -> bool:
    """True when ``target`` is reachable from ``start`` by following prerequisite edges."""
    frontier = [start_id]
    seen: set[int] = set()
    while frontier:
        current = frontier.pop()
        if current == target_id:
            return True
        if current in seen:
            continue
        seen.add(current)
        frontier.extend(
            UnitPrerequisite.objects.filter(unit_id=current).values_list("prerequisite_id", flat=True)
        )
    return False


def validate_prerequisite_edge(*, unit: Unit, prerequisite: Unit) -> None:
    """Raise ``CycleError`` unless ``prerequisite -> unit`` keeps the course's unit graph a DAG.

    Both units must belong to the same course and differ.
    """
    if unit.pk == prerequisite.pk:
        raise CycleError(_("A unit cannot be its own prerequisite."))
    if unit.course_id != prerequisite.course_id:
        raise CycleError(_("A prerequisite must belong to the same course."))
    # Adding "unit needs prerequisite" closes a cycle if unit is already (transitively) needed by it.
    if _reaches(prerequisite.pk, unit.pk):
        raise CycleError(
            f"{prerequisite.code} already depends on {unit.code}; making it a prerequisite would create a cycle."
        )


def unit_prerequisite_add(*, unit: Unit, prerequisite: Unit) -> UnitPrerequisite:
    """Add a prerequisite edge. Atomic; raises ``CycleError`` when the edge would create a cycle.

    Idempotent: adding an existing edge returns it.
    """
    with transaction.atomic():
        # Lock the course's units so two concurrent additions cannot close a cycle together.
        list(Unit.objects.select_for_update().filter(course_id=unit.course_id).values_list("pk", flat=True))
        existing = UnitPrerequisite.objects.filter(unit=unit, prerequisite=prerequisite).first()
        if existing:
            return existing
        validate_prerequisite_edge(unit=unit, prerequisite=prerequisite)
        return UnitPrerequisite.objects.create(unit=unit, prerequisite=prerequisite)


def notification_create(*, user: User, text: str, link: str = "") -> Notification:
    """Leave a short in-app message for ``user``."""
    return Notification.objects.create(user=user, text=text[:500], link=link[:300])


def profile_language_set(*, user, language: str) -> str:
    """Save ``language`` ("" = follow the browser) as ``user``'s interface language and return it.
    A user without a profile (the operator) keeps only the cookie the view sets. Raises
    ``ApplicationError`` ("invalid") for a language CourseTutor does not offer; nothing is saved then."""
    from courses.languages import SUPPORTED

    if language and language not in SUPPORTED:
        raise ApplicationError(
            _("Unknown language “%(language)s”. Choose one of: %(choices)s.")
            % {"language": language[:20], "choices": ", ".join(sorted(SUPPORTED))}, "invalid")
    if getattr(user, "is_authenticated", False) and hasattr(user, "profile"):
        user.profile.language = language
        user.profile.save(update_fields=["language"])
    return language
