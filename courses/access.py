"""Who may see what: the one place that states the row-level rules.

Every page, API operation, websocket consumer and task that serves a user asks these functions;
nothing else filters by user. The rules:

* a student sees the courses they are enrolled in, and only their own conversations;
* a teacher sees the courses they teach and manages those courses' materials;
* an institution admin sees and manages every course of their institution;
* a superuser (the operator) sees every course in the staff area and Django admin;
* conversations are private to their student: teachers, admins and superusers get aggregates only;
* a user with no profile, or of another institution, sees nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.db.models import Model, QuerySet

from courses.models import Course, Enrollment, Role

if TYPE_CHECKING:
    from django.contrib.auth.models import AbstractBaseUser, AnonymousUser

    AnyUser = AbstractBaseUser | AnonymousUser


OPERATOR = "operator"


def role_of(user: "AnyUser") -> str | None:
    """The user's role: student, teacher, admin, operator (superuser), or None."""
    if not user.is_authenticated or not user.is_active:
        return None
    if user.is_superuser:
        return OPERATOR
    profile = getattr(user, "profile", None)
    return profile.role if profile else None


def _institution_id(user: "AnyUser") -> int | None:
    profile = getattr(user, "profile", None)
    return profile.institution_id if profile else None


def courses_visible_to(user: "AnyUser") -> QuerySet[Course]:
    """The courses ``user`` may see, with teacher and institution joined."""
    base = Course.objects.select_related("teacher", "institution")
    role = role_of(user)
    if role == OPERATOR:
        return base.all()
    if role == Role.STUDENT:
        return base.filter(enrollments__student=user, institution_id=_institution_id(user))
    if role == Role.TEACHER:
        return base.filter(teacher=user, institution_id=_institution_id(user))
    if role == Role.ADMIN:
        return base.filter(institution_id=_institution_id(user))
    return base.none()


def courses_nameable_by(user: "AnyUser") -> QuerySet[Course]:
    """The courses whose id, slug or code ``user`` may resolve (``selectors.course_resolve``): every
    course of their own institution (an operator: every course). Naming a course is not reading it:
    the caller still asks ``can_use_tutor`` / ``courses_visible_to``, so a same-institution course
    the student is not enrolled in is a 403, while another institution's course is a 404, as if it
    did not exist."""
    role = role_of(user)
    if role == OPERATOR:
        return Course.objects.all()
    if role is None:
        return Course.objects.none()
    return Course.objects.filter(institution_id=_institution_id(user))


def courses_manageable_by(user: "AnyUser") -> QuerySet[Course]:
    """Courses whose materials, assignments and units ``user`` may change."""
    role = role_of(user)
    if role in (Role.TEACHER, Role.ADMIN, OPERATOR):
        return courses_visible_to(user)
    return Course.objects.none()


def is_enrolled(user: "AnyUser", course: Course | int) -> bool:
    """True when ``user`` is a student enrolled in ``course`` at their own institution."""
    if role_of(user) != Role.STUDENT:
        return False
    course_id = course.pk if isinstance(course, Course) else course
    return Enrollment.objects.filter(
        student=user, course_id=course_id, course__institution_id=_institution_id(user)
    ).exists()


def can_use_tutor(user: "AnyUser", course: Course | int) -> bool:
    """Only enrolled students talk to a course's tutor."""
    return is_enrolled(user, course)


def can_manage_materials(user: "AnyUser", course: Course | int) -> bool:
    course_id = course.pk if isinstance(course, Course) else course
    return courses_manageable_by(user).filter(pk=course_id).exists()


def can_read_course_content(user: "AnyUser", course: Course | int) -> bool:
    """Course materials (and the passages cut from them): enrolled students and managers."""
    return is_enrolled(user, course) or can_manage_materials(user, course)


def readable_course_ids(user: "AnyUser") -> list[int]:
    """Ids of the courses whose indexed passages ``user`` may search."""
    if role_of(user) == Role.STUDENT:
        return list(courses_visible_to(user).values_list("pk", flat=True))
    return list(courses_manageable_by(user).values_list("pk", flat=True))


def conversations_visible_to(user: "AnyUser", conversations: QuerySet) -> QuerySet:
    """Narrow a conversation queryset to the ones ``user`` may open: their own, in a course they are
    still enrolled in. Everyone else gets none (aggregates only, through analytics)."""
    if role_of(user) != Role.STUDENT:
        return conversations.none()
    return conversations.filter(
        student=user,
        course__enrollments__student=user,
        course__institution_id=_institution_id(user),
    )


def can_open_conversation(user: "AnyUser", conversation: Model | Any) -> bool:
    if role_of(user) != Role.STUDENT or conversation.student_id != user.pk:
        return False
    return is_enrolled(user, conversation.course_id)
