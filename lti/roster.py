"""Names and Roles: the LMS's roster mirrored into CourseTutor's enrolments."""

from __future__ import annotations

from dataclasses import dataclass

from django.db import transaction
from django.utils import timezone

from courses.models import Enrollment
from lti.models import LtiContext, LtiUser
from lti.platform_services import SERVICE_ERRORS, PlatformServiceError, describe, nrps
from lti.provisioning import user_for_launch
from lti.roles import STUDENT, coursetutor_role


@dataclass(frozen=True)
class RosterResult:
    enrolled: int
    removed: int
    learners: int


def roster_sync(*, context_id: int) -> RosterResult:
    """Fetch the members and make enrolments match: every active learner is enrolled (their user
    created as a first launch would), and learners this LMS had enrolled who are no longer active
    members lose the enrolment (their history stays). Instructors are not changed here. The
    outcome (or the LMS's error) is recorded on the context. Raises ``PlatformServiceError``."""
    context = LtiContext.objects.select_related("platform__institution", "course").get(pk=context_id)
    try:
        members = nrps(context).get_members()
    except (*SERVICE_ERRORS, PlatformServiceError) as error:
        message = error.message if isinstance(error, PlatformServiceError) else describe(error)
        LtiContext.objects.filter(pk=context_id).update(roster_error=message[:500])
        raise PlatformServiceError(message) from error
    learners = [m for m in members if (m.get("status") or "Active") == "Active"
                and coursetutor_role(m.get("roles") or []) == STUDENT and m.get("user_id")]
    enrolled = 0
    with transaction.atomic():
        keep = set()
        for member in learners:
            body = {"sub": str(member["user_id"]), "name": member.get("name"), "email": member.get("email"),
                    "given_name": member.get("given_name"), "family_name": member.get("family_name")}
            user = user_for_launch(platform=context.platform, body=body, role=STUDENT)
            keep.add(user.pk)
            enrolled += Enrollment.objects.get_or_create(student=user, course=context.course)[1]
        lms_users = LtiUser.objects.filter(platform=context.platform).values_list("user_id", flat=True)
        removed, _ = (Enrollment.objects.filter(course=context.course, student_id__in=lms_users)
                      .exclude(student_id__in=keep).delete())
        LtiContext.objects.filter(pk=context_id).update(roster_synced_at=timezone.now(), roster_error="")
    return RosterResult(enrolled=enrolled, removed=removed, learners=len(learners))
