"""Reads of materials for the people who manage them (scoped through courses/access.py)."""

from __future__ import annotations

import re

from django.db import connection
from django.db.models import QuerySet
from django.http import Http404
from django.utils.translation import gettext

from config.errors import ApplicationError
from courses import access
from courses.models import Course
from courses.selectors import COURSE_NOT_FOUND_TEXT, course_resolve
from materials.models import Chunk, CourseMaterial, RestrictedSection, student_visible_sql


def course_get_for_manager(user, course: str | int) -> Course:
    """The course named by ``course`` (id, slug or code: ``courses.selectors.course_resolve``) when
    ``user`` may manage its materials. Raises Http404 otherwise (no existence leak), and
    ``ApplicationError`` ``invalid`` (400) for a malformed or ambiguous name."""
    try:
        return course_resolve(course, within=access.courses_manageable_by(user))
    except ApplicationError as error:
        if error.code == "not_found":
            raise Http404(gettext(COURSE_NOT_FOUND_TEXT)) from None
        raise


def material_list_for_course(course: Course) -> QuerySet[CourseMaterial]:
    return (CourseMaterial.objects.filter(course=course).select_related("unit")
            .prefetch_related("clos", "restricted_sections").order_by("-created_at"))


def material_get_for_manager(user, material_id) -> CourseMaterial:
    material = CourseMaterial.objects.select_related("course").filter(
        pk=material_id, course__in=access.courses_manageable_by(user)
    ).first()
    if material is None:
        raise Http404(gettext("No such material."))
    return material


def course_has_passages(course_id: int, model_name: str) -> bool:
    """Whether ``course_id`` has any passage indexed for ``model_name`` (an empty course is not a
    question the course failed to answer)."""
    return Chunk.objects.filter(course_id=course_id, embedding_model=model_name).exists()


def course_words(course_id: int, model_name: str, words: list[str]) -> frozenset[str]:
    """Of ``words``, those a student-visible passage of the course contains (as the words search matches them:
    the English stem). One statement; none when ``words`` is empty."""
    if not words:
        return frozenset()
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT w FROM unnest(%s::text[]) AS w WHERE EXISTS (SELECT 1 FROM materials_chunk c "
            f"WHERE c.course_id = %s AND c.embedding_model = %s AND {student_visible_sql('c')} "
            f"AND c.search_vector @@ plainto_tsquery('english', w))",
            [list(words), course_id, model_name])
        return frozenset(row[0] for row in cursor.fetchall())


def course_phrases_spelling(course_id: int, model_name: str, initials: str, limit: int = 2) -> list[str]:
    """The phrases of a student-visible passage of the course whose words' first letters spell ``initials`` ("abh":
    "actual bodily harm"), lower-cased, the most frequent first (at most ``limit``). A student writes the abbreviation
    a course spells out. One statement; none for anything but two to five letters."""
    if not (2 <= len(initials) <= 5 and initials.isascii() and initials.isalpha()):
        return []
    pattern = r"\m(" + r"[\s-]+".join(f"{letter}[a-z]+" for letter in initials.lower()) + r")\M"
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT lower(m[1]) AS phrase FROM materials_chunk c, regexp_matches(c.text, %s, 'gi') AS m "
            f"WHERE c.course_id = %s AND c.embedding_model = %s AND {student_visible_sql('c')} "
            f"GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT %s",
            [pattern, course_id, model_name, limit])
        return [re.sub(r"[\s-]+", " ", row[0]) for row in cursor.fetchall()]


def course_section_titles(course_id: int, limit: int = 3, *, first: list[str] = ()) -> list[str]:
    """Up to ``limit`` distinct section headings of a course: ``first`` (headings the caller already
    has, e.g. of the passages closest to a question) in their order, then the course's others in
    course order (material, then position). One query at most, none when ``first`` suffices."""
    picked = [s for s in first if s]
    if len(set(picked)) < limit:
        # Ordered by material and position, so this repeats a section once per passage: read a few.
        picked += Chunk.objects.filter(course_id=course_id).exclude(section="").values_list("section", flat=True)[:40]
    return list(dict.fromkeys(picked))[:limit]


def restricted_sections_for_course(course: Course) -> QuerySet[RestrictedSection]:
    """The detected restricted sections of a course's materials, for its teacher (callers have
    authorised the course through ``course_get_for_manager``)."""
    return (RestrictedSection.objects.filter(material__course=course)
            .select_related("material", "decided_by").order_by("material__source_filename", "first_block"))


def restricted_passages_for_grading(course_id: int, *, material_ids=None) -> QuerySet[Chunk]:
    """The restricted passages of a course (answer keys, solutions, instructor copies), in
    document order, for server-side use only: grading a submission and the memo shown after an
    exam attempt. Never pass these to a student's question, a citation or a prompt that answers
    one. No user check: callers are grading services that already authorised the course."""
    chunks = Chunk.all_objects.filter(course_id=course_id, restricted=True)
    if material_ids is not None:
        chunks = chunks.filter(material_id__in=list(material_ids))
    return chunks.select_related("material").order_by("material_id", "index")


def restricted_section_get_for_manager(user, section_id: int) -> RestrictedSection:
    """A detected section when ``user`` may manage its course's materials; Http404 otherwise."""
    section = RestrictedSection.objects.select_related("material__course").filter(
        pk=section_id, material__course__in=access.courses_manageable_by(user)
    ).first()
    if section is None:
        raise Http404(gettext("No such section."))
    return section


def chunk_next_list(chunk_ids) -> dict[int, Chunk]:
    """The next student-visible chunk of the same material for each of ``chunk_ids`` that has one,
    by the id of the chunk before it (two queries whatever the number of ids)."""
    from django.db.models import Q

    places = {(m, i + 1): pk for pk, m, i in Chunk.objects.filter(pk__in=list(chunk_ids))
              .values_list("pk", "material_id", "index")}
    if not places:
        return {}
    wanted = Q()
    for material_id, index in places:
        wanted |= Q(material_id=material_id, index=index)
    nexts = Chunk.objects.filter(wanted).only("pk", "material_id", "index", "text", "page", "page_breaks",
                                              "excluded_spans")
    return {places[(c.material_id, c.index)]: c for c in nexts}
