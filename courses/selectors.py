"""Reads that serve one user, always scoped through courses/access.py."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Count, Prefetch, QuerySet

from courses import access
from courses.models import CLO, Assignment, CLOAttainment, Course, Notification


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


def course_cards_for_student(user) -> list[StudentCourseCard]:
    """Enrolled courses with the student's CLO attainment and upcoming assignments."""
    courses = access.courses_visible_to(user).prefetch_related(
        Prefetch("clos", queryset=CLO.objects.order_by("code")),
        Prefetch("assignments", queryset=Assignment.objects.order_by("due_at").prefetch_related("clos")),
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
