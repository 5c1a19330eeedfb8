"""Reads of materials for the people who manage them (scoped through courses/access.py)."""

from __future__ import annotations

from django.db.models import QuerySet
from django.http import Http404

from courses import access
from courses.models import Course
from materials.models import CourseMaterial


def course_get_for_manager(user, course_id: int) -> Course:
    """The course when ``user`` may manage its materials; Http404 otherwise (no existence leak)."""
    course = access.courses_manageable_by(user).filter(pk=course_id).first()
    if course is None:
        raise Http404("No such course.")
    return course


def material_list_for_course(course: Course) -> QuerySet[CourseMaterial]:
    return CourseMaterial.objects.filter(course=course).select_related("unit").prefetch_related("clos").order_by("-created_at")


def material_get_for_manager(user, material_id) -> CourseMaterial:
    material = CourseMaterial.objects.select_related("course").filter(
        pk=material_id, course__in=access.courses_manageable_by(user)
    ).first()
    if material is None:
        raise Http404("No such material.")
    return material
