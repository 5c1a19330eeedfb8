"""Course slugs: derived from the course code, unique across the deployment, never all digits.

Pure functions (no ORM): the caller says which slugs are taken. Migration 0004 carries a frozen copy
of ``slug_candidates`` for the rows that existed before slugs did.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator

from django.utils.text import slugify

MAX_LENGTH = 80


def slug_candidates(code: str, institution_slug: str = "") -> Iterator[str]:
    """Slugs for a course, best first: the code ("ALG 101" -> "alg-101"), then the code with the
    institution's slug (two institutions may share a code), then numbered. Every candidate holds a
    letter, so it never reads as a course id. Infinite: take the first one that is free."""
    base = slugify(code)[:60].strip("-") or "course"
    if not any(ch.isalpha() for ch in base):
        base = f"course-{base}"
    yield base
    institution = slugify(institution_slug)[:MAX_LENGTH - len(base) - 1].strip("-")
    if any(ch.isalpha() for ch in institution):  # a letter: never equal to a numbered candidate
        yield f"{base}-{institution}"
    for n in itertools.count(2):
        yield f"{base}-{n}"


def first_free_slug(code: str, institution_slug: str, is_taken: Callable[[str], bool]) -> str:
    """The first of ``slug_candidates`` that ``is_taken`` says is free."""
    return next(slug for slug in slug_candidates(code, institution_slug) if not is_taken(slug))
