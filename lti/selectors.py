"""Reads of the LTI app."""

from __future__ import annotations

from django.core.cache import cache

from lti.models import GradePost, Platform

_ORIGINS_KEY = "lti:platform-origins"


def platform_origins_registered() -> list[str]:
    """The origins of every active platform (for frame-ancestors), cached for a minute."""
    origins = cache.get(_ORIGINS_KEY)
    if origins is None:
        origins = sorted({p.embedding_origin for p in Platform.objects.filter(is_active=True)} - {""})
        cache.set(_ORIGINS_KEY, origins, 60)
    return origins


def platform_origins_forget() -> None:
    cache.delete(_ORIGINS_KEY)


def course_page_context(context) -> dict:
    """What the teacher's LMS page shows for one linked course (``context`` is an ``LtiContext``)."""
    from courses.models import Enrollment

    links = list(context.grade_links.select_related("unit").order_by("created_at"))
    posts = list(GradePost.objects.filter(link__context=context).select_related("student", "link", "link__unit")
                 .order_by("status", "-updated_at"))
    return {"context": context, "course": context.course, "links": links, "posts": posts,
            "units": list(context.course.units.order_by("order", "code")),
            "students": Enrollment.objects.filter(course=context.course).count(),
            "failed": sum(1 for post in posts if post.status == "failed")}
