"""Sign-in and the landing page of each role."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_GET, require_POST
from django.utils.translation import gettext

from config.errors import ApplicationError
from courses import access, selectors, services
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
        raise PermissionDenied(gettext("This page is not available for your account."))


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
        raise Http404(gettext("No such assignment."))
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


@require_POST
def language_set(request: HttpRequest) -> HttpResponse:
    """The language picker: saves the choice on the person's profile (when signed in) and in the
    language cookie (read by LocaleMiddleware, so the login page follows it too), then goes back to
    ``next`` when it is a safe local address. An unknown language is a 400 with the standard body."""
    language = request.POST.get("language", "")
    try:
        services.profile_language_set(user=request.user, language=language)
    except ApplicationError as exc:
        return JsonResponse(exc.as_dict(), status=exc.status)
    next_url = request.POST.get("next") or "/"
    if not url_has_allowed_host_and_scheme(next_url, allowed_hosts={request.get_host()},
                                           require_https=request.is_secure()):
        next_url = "/"
    response = redirect(next_url)
    if language:
        response.set_cookie(settings.LANGUAGE_COOKIE_NAME, language, max_age=365 * 24 * 3600,
                            samesite="Lax", secure=request.is_secure())
    else:
        response.delete_cookie(settings.LANGUAGE_COOKIE_NAME)
    return response
