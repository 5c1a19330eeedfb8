"""The student's learning panel (SnapshotLite) and the tutor-reasoning drawer, as pages and HTMX partials."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils import timezone
from django.views.decorators.http import require_GET

from learning import presenters, selectors, turn


@require_GET
@login_required
def snapshot_panel(request: HttpRequest, course_id: int) -> HttpResponse:
    """The signed-in student's panel for a course: the partial for HTMX, else a page around it.
    404 for a course they cannot see, 403 for one they see but are not a student of."""
    course = selectors.course_get_for_student(request.user, course_id)
    now = timezone.now()
    panel = turn.snapshot_panel(student_id=request.user.pk, course_id=course.pk, now=now)
    if getattr(request, "htmx", False):
        return render(request, "learning/partials/_snapshot_panel.html", {"panel": panel, "course": course})
    show_drawer = presenters.debug_drawer_visible(course.pk)
    return render(request, "learning/progress_page.html", {
        "course": course, "panel": panel, "show_drawer": show_drawer,
        "drawer": presenters.drawer_for_student(request.user.pk, course.pk, now) if show_drawer else None,
    })


@require_GET
@login_required
def debug_drawer(request: HttpRequest, course_id: int) -> HttpResponse:
    """The reasoning behind the student's own latest turn; 404 unless the course shows tutor reasoning
    (or DEBUG is on)."""
    course = selectors.course_get_for_student(request.user, course_id)
    if not presenters.debug_drawer_visible(course.pk):
        raise Http404("Tutor reasoning is not shown in this course.")
    return render(request, "learning/partials/_debug_drawer.html",
                  {"drawer": presenters.drawer_for_student(request.user.pk, course.pk, timezone.now()), "course": course})
