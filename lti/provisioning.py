"""A validated launch becomes a CourseTutor user, enrolment and course.

One transaction: a launch that is refused here (a learner into a course no teacher has set up, a
second teacher for a course that has one) leaves nothing behind.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils.text import slugify

from config.errors import ApplicationError
from courses.models import Course, Enrollment, Profile, Role
from lti import claims
from lti.launch import ValidatedLaunch
from lti.models import LtiContext, LtiUser, Platform
from lti.roles import TEACHER, coursetutor_role

User = get_user_model()


class CourseNotSetUp(ApplicationError):
    code = "lti_course_not_set_up"


class LaunchNotProvisioned(ApplicationError):
    code = "lti_launch_refused"


@dataclass(frozen=True)
class Provisioned:
    user: object
    course: Course
    context: LtiContext
    role: str  # the role this launch gave: teacher or student


def _username(platform: Platform, sub: str, body: dict) -> str:
    """Readable (from the email or name, shown in the header) and unique (a hash of platform and sub)."""
    readable = slugify(str(body.get("email") or "").split("@")[0] or str(body.get("name") or ""))[:40] or "lms-user"
    return f"{readable}-{hashlib.sha256(f'{platform.pk}:{sub}'.encode()).hexdigest()[:8]}"


def _course_code(platform: Platform, label: str, context_id: str) -> str:
    """A course code unique within the institution, from the LMS's short label."""
    base = re.sub(r"[^A-Za-z0-9-]+", "", label.upper())[:24] or "LTI-" + hashlib.sha256(context_id.encode()).hexdigest()[:8].upper()
    code, n = base, 1
    while Course.objects.filter(institution=platform.institution, code=code).exists():
        n += 1
        code = f"{base}-{n}"
    return code


def user_for_launch(*, platform: Platform, body: dict, role: str) -> object:
    """The user a platform's ``sub`` maps to: created on their first launch (no usable password:
    they come in through the LMS), names and email kept current. A launch can raise a student to
    teacher (the LMS made them an instructor); it never lowers a role and never makes an admin."""
    sub = str(body["sub"])
    identity = LtiUser.objects.select_related("user__profile").filter(platform=platform, sub=sub).first()
    if identity is None:
        user = User(username=_username(platform, sub, body))
        user.set_unusable_password()
    else:
        user = identity.user
    # A claim the platform left out (privacy settings, roster pages) keeps what we had.
    user.first_name = str(body.get("given_name") or user.first_name or "")[:150]
    user.last_name = str(body.get("family_name") or user.last_name or "")[:150]
    user.email = str(body.get("email") or user.email or "")[:254]
    user.save()
    if identity is None:
        LtiUser.objects.create(platform=platform, sub=sub, user=user)
    display = str(body.get("name") or " ".join(filter(None, [user.first_name, user.last_name])))[:120]
    profile = Profile.objects.filter(user=user).first()
    if profile is None:
        Profile.objects.create(user=user, institution=platform.institution, role=role, display_name=display)
    else:
        if profile.role == Role.STUDENT and role == TEACHER:
            profile.role = Role.TEACHER
        profile.display_name = display or profile.display_name
        profile.save()
    return User.objects.select_related("profile").get(pk=user.pk)


@transaction.atomic
def launch_provision(*, launch: ValidatedLaunch) -> Provisioned:
    """Map the launch's user, role and context. Creates the course on the first instructor launch
    into a context; a learner's launch into an unknown context raises ``CourseNotSetUp`` with
    nothing written. Atomic."""
    body = launch.body
    context_claim = body.get(claims.CONTEXT) or {}
    context_id = str(context_claim.get("id") or "")
    if not context_id:
        raise LaunchNotProvisioned("The launch names no course (context) to open CourseTutor in.")
    role = coursetutor_role(launch.roles)
    context = (LtiContext.objects.select_for_update().select_related("course")
               .filter(platform=launch.platform, context_id=context_id).first())
    if context is None and role != TEACHER:
        raise CourseNotSetUp("Your teacher has not set up CourseTutor for this course yet. "
                             "Ask them to open CourseTutor from the course once; then try again.")
    user = user_for_launch(platform=launch.platform, body=body, role=role)
    if context is None:
        title = str(context_claim.get("title") or context_claim.get("label") or "Course from the LMS")[:200]
        course = Course.objects.create(institution=launch.platform.institution, title=title, teacher=user,
                                       code=_course_code(launch.platform, str(context_claim.get("label") or ""), context_id))
        context = LtiContext.objects.create(platform=launch.platform, deployment=launch.deployment,
                                            context_id=context_id, course=course, title=title)
    course = context.course
    if role == TEACHER:
        if course.teacher_id is None:
            course.teacher = user
            course.save(update_fields=["teacher"])
        elif course.teacher_id != user.pk:
            raise LaunchNotProvisioned(
                f"CourseTutor's copy of this course is run by another teacher ({course.teacher.get_full_name() or course.teacher}). "
                "Ask them or your CourseTutor administrator to share it with you.")
    else:
        Enrollment.objects.get_or_create(student=user, course=course)
    _services_update(context, launch)
    return Provisioned(user=user, course=course, context=context, role=role)


def _services_update(context: LtiContext, launch: ValidatedLaunch) -> None:
    """Keep the latest service endpoints the platform announced for this context."""
    nrps = launch.body.get(claims.NRPS) or {}
    ags = launch.body.get(claims.AGS) or {}
    context.deployment = launch.deployment
    context.title = str((launch.body.get(claims.CONTEXT) or {}).get("title") or context.title)[:255]
    context.memberships_url = str(nrps.get("context_memberships_url") or context.memberships_url)
    context.lineitems_url = str(ags.get("lineitems") or context.lineitems_url)
    if ags.get("scope"):
        context.ags_scopes = list(ags["scope"])
    context.save()
