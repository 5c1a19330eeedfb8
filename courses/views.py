"""Sign-in and the landing page of each role."""

from __future__ import annotations

from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET

from courses import access, selectors
from courses.forms import ThrottledLoginForm
from courses.models import Role


class LoginView(auth_views.LoginView):
    template_name = "registration/login.html"
    authentication_form = ThrottledLoginForm
    redirect_authenticated_user = True

    def form_invalid(self, form):
        response = super().form_invalid(form)
        if getattr(form, "throttled", False):
            response.status_code = 429
        return response


LANDING_BY_ROLE = {
    Role.STUDENT: "student_dashboard",
    Role.TEACHER: "teacher_dashboard",
    Role.ADMIN: "staff_home",
    access.OPERATOR: "admin:index",
}


@require_GET
@login_required
def home(request: HttpRequest) -> HttpResponse:
    role = access.role_of(request.user)
    if role is None:
        return render(request, "courses/no_role.html", status=403)
    return redirect(LANDING_BY_ROLE[role])


def _require_role(request: HttpRequest, *roles: str) -> None:
    if access.role_of(request.user) not in roles:
        raise PermissionDenied("This page is not available for your account.")


@require_GET
@login_required
def student_dashboard(request: HttpRequest) -> HttpResponse:
    _require_role(request, Role.STUDENT)
    return render(
        request,
        "courses/student_dashboard.html",
        {
            "cards": selectors.course_cards_for_student(request.user),
            "notifications": selectors.notifications_unread_for(request.user),
        },
    )


@require_GET
@login_required
def assignment_detail(request: HttpRequest, assignment_id: int) -> HttpResponse:
    _require_role(request, Role.STUDENT)
    assignment = selectors.assignment_get_for_student(request.user, assignment_id)
    if assignment is None:
        raise Http404("No such assignment.")
    return render(request, "courses/assignment_detail.html", {"assignment": assignment})


@require_GET
@login_required
def teacher_dashboard(request: HttpRequest) -> HttpResponse:
    _require_role(request, Role.TEACHER, Role.ADMIN, access.OPERATOR)
    return render(
        request,
        "courses/teacher_dashboard.html",
        {
            "courses": selectors.courses_for_teacher(request.user),
            "notifications": selectors.notifications_unread_for(request.user),
        },
    )


@require_GET
@login_required
def staff_home(request: HttpRequest) -> HttpResponse:
    _require_role(request, Role.ADMIN, access.OPERATOR)
    return render(request, "courses/staff_home.html", {"courses": selectors.courses_for_teacher(request.user)})
