"""LTI endpoints: login initiation, launch, our JWKS, and the pages a launch lands on.

Adapters only: checks live in ``lti.launch``, writes in ``lti.provisioning`` and the services.
"""

from __future__ import annotations

import logging

from django import forms
from django.contrib import messages as flash
from django.contrib.auth import login as auth_login
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.clickjacking import xframe_options_exempt
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from config.errors import ApplicationError
from config.middleware import CONTENT_SECURITY_POLICY
from courses.models import Unit
from courses import access
from lti import claims, deep_linking, grades, roster, selectors
from lti.models import GradeSource, LtiContext, origin_of
from lti.keys import jwks_get
from lti.launch import LaunchRefused, ValidatedLaunch, launch_validate, login_redirect
from lti.provisioning import Provisioned, launch_provision
from lti.roles import TEACHER, coursetutor_role

logger = logging.getLogger(__name__)

SESSION_FRAME_ORIGIN = "lti_frame_origin"
SESSION_DEEP_LINK = "lti_deep_link"


def _refused(request: HttpRequest, error: ApplicationError) -> HttpResponse:
    status = 404 if error.code == "lti_course_not_set_up" else 403
    return render(request, "lti/refused.html", {"message": error.message, "code": error.code}, status=status)


@csrf_exempt
@xframe_options_exempt
@require_http_methods(["GET", "POST"])
def login_initiation(request: HttpRequest) -> HttpResponse:
    """Step 1 of a launch (OIDC third-party login): redirect to the platform with state and nonce."""
    try:
        return login_redirect(request)
    except LaunchRefused as error:
        logger.info("LTI login initiation refused: %s", error.message)
        return _refused(request, error)


@csrf_exempt
@xframe_options_exempt
@require_POST
def launch(request: HttpRequest) -> HttpResponse:
    """Step 2: the platform posts the signed id_token. Validate everything, then map and sign in."""
    try:
        validated = launch_validate(request)
        if validated.message_type == claims.DEEP_LINKING_LAUNCH and coursetutor_role(validated.roles) != TEACHER:
            raise LaunchRefused("Only the course's instructor can add CourseTutor links.")
        provisioned = launch_provision(launch=validated)
    except ApplicationError as error:
        logger.info("LTI launch refused (%s): %s", error.code, error.message)
        return _refused(request, error)
    auth_login(request, provisioned.user, backend="django.contrib.auth.backends.ModelBackend")
    request.session[SESSION_FRAME_ORIGIN] = validated.platform.embedding_origin
    if validated.message_type == claims.DEEP_LINKING_LAUNCH:
        request.session[SESSION_DEEP_LINK] = {
            "platform_id": validated.platform.pk, "deployment_id": validated.deployment.deployment_id,
            "course_id": provisioned.course.pk, "settings": validated.body[claims.DEEP_LINKING_SETTINGS],
        }
        return redirect("lti_deep_link_picker")
    if provisioned.role == TEACHER:
        return redirect("lti_course", course_id=provisioned.course.pk)
    return _student_landing(request, validated, provisioned)


def _student_landing(request: HttpRequest, validated: ValidatedLaunch, provisioned: Provisioned) -> HttpResponse:
    """Where a learner's launch goes: the unit and mode a deep link named, else the tutor. Someone
    who is a teacher in CourseTutor (enrolled here as a learner by this LMS) goes to their courses."""
    if access.role_of(provisioned.user) != "student":
        return redirect("teacher_dashboard")
    custom = validated.body.get(claims.CUSTOM) or {}
    unit_id = str(custom.get(claims.CUSTOM_UNIT) or "")
    unit = (Unit.objects.filter(pk=int(unit_id), course=provisioned.course).first()
            if unit_id.isdigit() else None)
    if unit is None:
        return redirect("tutor_home")
    if custom.get(claims.CUSTOM_MODE) == claims.MODE_TEACH_ME:
        # Starting a session is a POST to the tutor's own endpoint (one place starts sessions);
        # this page submits it by itself and shows the button when scripts are off.
        return render(request, "lti/teach_me_start.html", {"unit": unit, "course": provisioned.course})
    return redirect("tutor_unit", unit_id=unit.pk)


def _taught_context(request: HttpRequest, course_id: int) -> LtiContext:
    """The LMS-linked course ``course_id`` if the user may manage it, else 404 / 403."""
    if not request.user.is_authenticated:
        raise PermissionDenied("Sign in first.")
    context = LtiContext.objects.select_related("course", "platform").filter(course_id=course_id).first()
    if context is None:
        raise Http404("This course is not linked to a learning platform.")
    if not access.courses_manageable_by(request.user).filter(pk=course_id).exists():
        raise PermissionDenied("Only the course's teacher can see its LMS settings.")
    return context


def _course_page(request: HttpRequest, context: LtiContext, *, status: int = 200, **extra) -> HttpResponse:
    page = selectors.course_page_context(context)
    try:
        page["columns"] = grades.lineitems_list(context=context)
    except ApplicationError as exc:
        page["columns"], page["columns_error"] = [], exc.message
    return render(request, "lti/course_page.html", {**page, **extra}, status=status)


@require_GET
@login_required
def course_page(request: HttpRequest, course_id: int) -> HttpResponse:
    """The teacher's page for an LMS-linked course: roster, gradebook columns and their sync status."""
    return _course_page(request, _taught_context(request, course_id))


@require_POST
@login_required
def roster_sync_now(request: HttpRequest, course_id: int) -> HttpResponse:
    """Sync the roster from the LMS now (the nightly task does the same)."""
    context = _taught_context(request, course_id)
    try:
        result = roster.roster_sync(context_id=context.pk)
    except ApplicationError as exc:
        context.refresh_from_db()
        return _course_page(request, context, status=502, roster_message=exc.message)
    flash.success(request, f"Roster synced: {result.learners} learner{'s' if result.learners != 1 else ''} in the LMS, "
                           f"{result.enrolled} newly enrolled, {result.removed} removed.")
    return redirect("lti_course", course_id=course_id)


class GradeLinkForm(forms.Form):
    source = forms.CharField(max_length=40)
    lineitem = forms.CharField(max_length=500, required=False)
    new_label = forms.CharField(max_length=200, required=False)


@require_POST
@login_required
def grade_link_create(request: HttpRequest, course_id: int) -> HttpResponse:
    """Link a CourseTutor result ("unit:<id>" or "exam") to an LMS gradebook column."""
    context = _taught_context(request, course_id)
    form = GradeLinkForm(request.POST)
    try:
        if not form.is_valid():
            raise ApplicationError("Choose what to send and the gradebook column.")
        source, _, unit = form.cleaned_data["source"].partition(":")
        link = grades.grade_link_create(
            context=context, source=GradeSource.UNIT_MASTERY if source == "unit" else
            (GradeSource.EXAM_SCORE if source == "exam" else source),
            unit_id=int(unit) if unit.isdigit() else None, lineitem_url=form.cleaned_data["lineitem"],
            new_label=form.cleaned_data["new_label"])
    except ApplicationError as exc:
        return _course_page(request, context, status=502 if exc.code == "lti_service_failed" else exc.status, grade_message=exc.message)
    queued = grades.grades_queue(link_id=link.pk)
    flash.success(request, f"Linked to “{link.lineitem_label}”; {queued} score{'s' if queued != 1 else ''} queued.")
    return redirect("lti_course", course_id=course_id)


@require_POST
@login_required
def grades_send_now(request: HttpRequest, course_id: int) -> HttpResponse:
    """Queue every changed score of every linked column (and retry the failed ones)."""
    context = _taught_context(request, course_id)
    queued = sum(grades.grades_queue(link_id=pk) for pk in context.grade_links.values_list("pk", flat=True))
    flash.success(request, f"{queued} score{'s' if queued != 1 else ''} queued for the LMS.")
    return redirect("lti_course", course_id=course_id)


def _deep_link_session(request: HttpRequest) -> dict:
    pending = request.session.get(SESSION_DEEP_LINK)
    if not request.user.is_authenticated or not pending:
        raise PermissionDenied("Open the link picker from your LMS (add an activity or link, then pick CourseTutor).")
    if not access.courses_manageable_by(request.user).filter(pk=pending["course_id"]).exists():
        raise PermissionDenied("Only the course's teacher can add CourseTutor links.")
    return pending


@require_http_methods(["GET", "POST"])
def deep_link_picker(request: HttpRequest) -> HttpResponse:
    """The instructor picks links to place in the LMS; POST signs them and hands them back to the
    LMS (an auto-submitting form to its return URL)."""
    pending = _deep_link_session(request)
    units = list(Unit.objects.filter(course_id=pending["course_id"]).order_by("order", "code"))
    error = ""
    if request.method == "POST":
        try:
            choices = [deep_linking.LinkChoice.parse(value) for value in request.POST.getlist("link")]
            response = deep_linking.deep_link_respond(
                platform_id=pending["platform_id"], deployment_id=pending["deployment_id"],
                settings=pending["settings"], course_id=pending["course_id"], choices=choices,
                launch_url=request.build_absolute_uri(reverse("lti_launch")))
        except ApplicationError as exc:
            error = exc.message
        else:
            del request.session[SESSION_DEEP_LINK]
            page = render(request, "lti/deep_link_return.html", {"response": response})
            # The one form we post to another site: the LMS's return URL, and only that origin.
            page["Content-Security-Policy"] = CONTENT_SECURITY_POLICY.replace(
                "form-action 'self'", f"form-action 'self' {origin_of(response.return_url)}")
            return page
    return render(request, "lti/deep_link_picker.html", {
        "units": units, "error": error, "course_id": pending["course_id"],
        "multiple": pending["settings"].get("accept_multiple") is not False,
        "chosen": request.POST.getlist("link")}, status=400 if error else 200)


@require_GET
def jwks(request: HttpRequest) -> JsonResponse:
    """CourseTutor's public keys, for platforms verifying what we sign (deep links, service tokens)."""
    response = JsonResponse(jwks_get(now=timezone.now()))
    response["Cache-Control"] = "public, max-age=300"
    return response

