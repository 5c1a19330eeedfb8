"""Which of a course's passages belong to a unit: the one rule that concept cards, cloze drills,
lesson explanations, default study plans and Clarify's coverage all read.

A chunk belongs to the unit its material is filed under, unless the material is written for several
units, with headings that name at least two ("Unit ALG2: Linear equations", or a unit's title on a
line of its own): then from each such heading on, its chunks belong to the unit it names (the demo's
"Expressions and Linear Equations" file is filed under ALG1 and teaches ALG2 from its second unit
heading). A unit left with no chunk takes the ``NEAREST_CHUNKS`` chunks closest to its anchor, so it
still quotes the course. Only passages a student may read are considered (indexed, unrestricted,
enabled: the chunk manager's rule).
"""

from __future__ import annotations

import re

from courses.models import Unit

NEAREST_CHUNKS = 8  # passages taken by meaning for a unit that has no material of its own
MAX_ROWS = 240  # course passages read, in reading order
MAX_OWN = 60  # of them, the unit's own passages used


def unit_passages(unit: Unit) -> tuple[list[tuple[str, int | None, str]], list[str]]:
    """The unit's passages (text, page, file) in reading order (at most ``MAX_OWN``), and the texts
    of the course's other passages (for key terms that set the unit apart). Two or three queries."""
    rows, own = _unit_rows(unit)
    mine = [(text, page, name) for pk, _, _, _, text, page, name in rows if pk in own][:MAX_OWN]
    others = [text for pk, _, _, _, text, _, _ in rows if pk not in own]
    return mine, others


def unit_chunk_ids(unit: Unit) -> set[int]:
    """The ids of the unit's passages (module docstring)."""
    return _unit_rows(unit)[1]


def _unit_rows(unit: Unit) -> tuple[list[tuple], set[int]]:
    from materials.models import Chunk, MaterialStatus

    indexed = Chunk.objects.filter(course_id=unit.course_id, restricted=False, material__status=MaterialStatus.INDEXED)
    rows = list(indexed.order_by("material_id", "index").values_list(
        "pk", "material_id", "unit_id", "material__unit_id", "text", "page", "material__source_filename")[:MAX_ROWS])
    headings = unit_headings(Unit.objects.filter(course_id=unit.course_id).values_list("pk", "code", "title"))
    named = {pk: next((u for line in text.splitlines() for u in [heading_unit(line, headings)] if u), None)
             for pk, _, _, _, text, _, _ in rows}
    multi_unit = {m for m in {r[1] for r in rows}
                  if len({named[pk] for pk, mid, *_ in rows if mid == m and named[pk]}) >= 2}
    own, region, material = set(), None, None
    for pk, material_id, chunk_unit, material_unit, _, _, _ in rows:
        if material_id != material:
            material, region = material_id, None
        if material_id in multi_unit:
            region = named[pk] or region
        if (region or chunk_unit or material_unit) == unit.pk:
            own.add(pk)
    if not own:
        own = _nearest_to_anchor(unit, indexed)
    return rows, own


def unit_headings(units) -> list[tuple[re.Pattern[str], int]]:
    """For ``(pk, code, title)`` rows, the pattern of a heading line that names each unit."""
    patterns = []
    for pk, code, title in units:
        names = [re.escape(" ".join(title.split()))] if title else []
        if code:
            names.append(rf"unit\s+{re.escape(code)}\b.*")
        patterns.append((re.compile(rf"^\s*#*\s*(?:unit\s+\S+\s*[:.\-–—]\s*)?(?:{'|'.join(names)})\s*$", re.I), pk))
    return patterns


def heading_unit(line: str, headings) -> int | None:
    """The unit a line names when it is a heading of that unit (``headings`` from
    :func:`unit_headings`), else None."""
    if len(line) > 120:
        return None
    return next((pk for pattern, pk in headings if pattern.match(line)), None)


def _nearest_to_anchor(unit: Unit, chunks) -> set[int]:
    from pgvector.django import CosineDistance

    from learning.models import UnitAnchor

    anchor = UnitAnchor.objects.filter(unit=unit).order_by("-updated_at").first()
    if anchor is None:
        return set()
    nearest = (chunks.filter(embedding_model=anchor.embedding_model)
               .order_by(CosineDistance("embedding", anchor.embedding)).values_list("pk", flat=True)[:NEAREST_CHUNKS])
    return set(nearest)
