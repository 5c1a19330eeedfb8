"""Reads that serve one user, always scoped through courses/access.py."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Count, Prefetch, QuerySet
from django.utils.translation import gettext
from django.utils.translation import gettext_noop

from config.errors import ApplicationError
from courses import access
from courses.models import CLO, Assignment, CLOAttainment, Course, Notification, Unit

MAX_REF_CHARS = 100
MAX_ID = 2**63 - 1  # a bigint primary key
COURSE_NOT_FOUND_TEXT = gettext_noop("No such course.")  # translated when raised
# the refusals of a malformed reference, per kind of thing named
REF_MISSING = {"course": gettext_noop("Name the course by its id, slug or code."),
               "unit": gettext_noop("Name the unit by its id, slug or code.")}
REF_MALFORMED = {"course": gettext_noop("That is not a course id, slug or code."),
                 "unit": gettext_noop("That is not a unit id, slug or code.")}


def _clean_ref(ref: str | int | None, field: str, what: str) -> str:
    """``ref`` as a trimmed string; 400 ``invalid`` when it is empty, too long, or holds control
    characters (nothing that could be an id, slug or code)."""
    if isinstance(ref, bool) or ref is None:
        raise ApplicationError(gettext(REF_MISSING[what]), "invalid", {"field": field})
    text = str(ref).strip()
    if not text or len(text) > MAX_REF_CHARS or not text.isprintable():
        raise ApplicationError(gettext(REF_MALFORMED[what]), "invalid", {"field": field})
    return text


def course_resolve(ref: str | int | None, *, within: QuerySet[Course], field: str = "course") -> Course:
    """The course named by ``ref`` among ``within`` (a queryset the caller scoped through
    courses/access.py: nothing outside it is ever found, so an unseen course reads as missing).

    ``ref`` is tried, in this order, as: the course id (digits only), its slug (exact), its code
    (case-insensitive). Slugs always hold a letter (``validate_course_slug``), so an id and a slug
    never collide; a code made of digits is reached only when no course of ``within`` has that id.

    Raises ``ApplicationError``: ``invalid`` (400) for a malformed ``ref`` or, with
    ``extra.matches`` listing their slugs, a code shared by several courses of ``within`` (an
    operator's view spans institutions); ``not_found`` (404) when nothing matches. The error's
    ``extra.field`` is ``field``, the name of the parameter the client sent."""
    text = _clean_ref(ref, field, "course")
    within = within.select_related("institution", "teacher")
    if text.isdigit() and 0 < int(text) <= MAX_ID:
        course = within.filter(pk=int(text)).first()
        if course is not None:
            return course
    course = within.filter(slug=text).first()
    if course is not None:
        return course
    matches = list(within.filter(code__iexact=text).order_by("pk")[:5])
    if len(matches) > 1:
        raise ApplicationError(gettext("Several courses have that code: name one by its slug."), "invalid",
                               {"field": field, "matches": [c.slug for c in matches]})
    if matches:
        return matches[0]
    raise ApplicationError(gettext(COURSE_NOT_FOUND_TEXT), "not_found", {"field": field})


def unit_resolve(course: Course, ref: str | int | None, *, field: str = "unit") -> Unit:
    """The unit of ``course`` named by ``ref``: its id (digits) or its code (case-insensitive).

    Raises ``ApplicationError`` ``invalid`` (400) for a malformed ``ref`` and for a unit that is not
    one of this course's (whether it exists in another course or not: the client named the course
    and the unit together, and they do not match)."""
    text = _clean_ref(ref, field, "unit")
    units = Unit.objects.filter(course=course)
    unit = None
    if text.isdigit() and 0 < int(text) <= MAX_ID:
        unit = units.filter(pk=int(text)).first()
    if unit is None:
        unit = units.filter(code__iexact=text).first()
    if unit is None:
        raise ApplicationError(gettext("That unit doesn't belong to this course."), "invalid",
                               {"field": field, "course": course.slug})
    return unit


@dataclass(frozen=True)
class CLOProgress:
    clo: CLO
    percent: float | None

    @property
    def is_gap(self) -> bool:
        return self.percent is not None and self.percent < CLOAttainment.GAP_BELOW


@dataclass(frozen=True)
class StudentCourseCard:
    course: Course
    progress: list[CLOProgress]
    assignments: list[Assignment]
    units: list[Unit]


def course_cards_for_student(user) -> list[StudentCourseCard]:
    """Enrolled courses with the student's CLO attainment and upcoming assignments."""
    courses = access.courses_visible_to(user).prefetch_related(
        Prefetch("clos", queryset=CLO.objects.order_by("code")),
        Prefetch("assignments", queryset=Assignment.objects.order_by("due_at").prefetch_related("clos")),
        Prefetch("units", queryset=Unit.objects.order_by("order", "code")),
    )
    attainment = {
        a.clo_id: float(a.percent)
        for a in CLOAttainment.objects.filter(student=user, clo__course__in=courses)
    }
    return [
        StudentCourseCard(
            course=course,
            progress=[CLOProgress(clo=clo, percent=attainment.get(clo.pk)) for clo in course.clos.all()],
            assignments=list(course.assignments.all()),
            units=list(course.units.all()),
        )
        for course in courses
    ]


def courses_for_teacher(user) -> QuerySet[Course]:
    return access.courses_manageable_by(user).annotate(
        student_count=Count("enrollments", distinct=True)
    ).order_by("code")


def assignment_get_for_student(user, assignment_id: int) -> Assignment | None:
    """The assignment when it belongs to a course the student is enrolled in, else None."""
    return (
        Assignment.objects.filter(pk=assignment_id, course__in=access.courses_visible_to(user))
        .select_related("course")
        .prefetch_related("clos", "rubric_criteria")
        .first()
    )


def notifications_unread_for(user, limit: int = 10) -> list[Notification]:
    return list(Notification.objects.filter(user=user, read=False)[:limit])
