"""The default study plan of a unit whose teacher wrote none (seed 004: explain, check, explain,
practice), built from the sections of the unit's indexed materials. Pure: the caller passes the
sections in reading order (learning/sessions/selectors.py ``unit_sections``).

The first section is explained and checked, the second (the first again when there is only one)
explained, and the practice step covers the whole unit (its title as concept, no single section).
A unit whose materials have no section headings is taught by its title throughout.
"""

from __future__ import annotations

from collections.abc import Sequence

from learning.sessions.lifecycle import CHECK, EXPLAIN, PRACTICE, PlanStep


def distinct_sections(sections: Sequence[str]) -> tuple[str, ...]:
    """Non-blank sections, first occurrence kept, in the given (reading) order."""
    seen: dict[str, None] = {}
    for section in sections:
        text = " ".join((section or "").split())
        if text and text.casefold() not in {s.casefold() for s in seen}:
            seen[text] = None
    return tuple(seen)


def default_plan(*, unit_title: str, sections: Sequence[str]) -> tuple[PlanStep, ...]:
    """Four steps: explain, check, explain, practice (module docstring)."""
    found = distinct_sections(sections)
    first = found[0] if found else ""
    second = found[1] if len(found) > 1 else first
    return (
        PlanStep(EXPLAIN, first or unit_title, first),
        PlanStep(CHECK, first or unit_title, first),
        PlanStep(EXPLAIN, second or unit_title, second),
        PlanStep(PRACTICE, unit_title, ""),
    )
