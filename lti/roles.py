"""LTI roles to CourseTutor roles: one pure rule.

An LMS can make someone a teacher of their own course, never more: administrator roles of the
platform (system or institution) carry no weight here, and an LTI launch never creates an admin.
"""

from __future__ import annotations

from collections.abc import Iterable

INSTRUCTOR_ROLES = frozenset({
    "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor",
    "Instructor",  # the short form the LTI 1.3 spec allows for context roles
})

TEACHER = "teacher"
STUDENT = "student"


def coursetutor_role(lti_roles: Iterable[str]) -> str:
    """``teacher`` when the roles name the context's Instructor, else ``student`` (Learner, teaching
    assistant, mentor, administrator, or anything unknown)."""
    return TEACHER if any(role in INSTRUCTOR_ROLES for role in lti_roles) else STUDENT
