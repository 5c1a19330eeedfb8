"""Reads that serve a user: every one goes through courses/access.py."""

from __future__ import annotations

import uuid

from django.db.models import QuerySet

from config.errors import ApplicationError
from courses import access
from courses.models import CLOAttainment, Course
from courses.selectors import course_resolve
from tutor.models import Conversation, Message
from tutor.prompts import CLOGap

NOT_FOUND_TEXT = "That conversation doesn't exist or isn't yours."
NOT_ENROLLED_TEXT = "You don't have access to this course's tutor."


def course_get_for_tutor(user, course: str | int | None, *, field: str = "course") -> Course:
    """The course named by ``course`` (id, slug or code: ``courses.selectors.course_resolve``) when
    ``user`` may talk to its tutor. Raises ``ApplicationError``: ``unauthenticated`` (401);
    ``invalid`` (400) for a malformed or ambiguous name; ``not_found`` (404) for no course of the
    user's institution by that name; ``not_enrolled`` (403) for one they are not a student of."""
    if not user.is_authenticated:
        raise ApplicationError("Please log in again to continue.", "unauthenticated")
    resolved = course_resolve(course, within=access.courses_nameable_by(user), field=field)
    if not access.can_use_tutor(user, resolved):
        raise ApplicationError(NOT_ENROLLED_TEXT, "not_enrolled", {"field": field})
    return resolved


def conversation_list_for_student(user, *, course_id: int | None = None) -> QuerySet[Conversation]:
    """The student's own conversations in courses they are enrolled in, newest activity first
    (property 17). Everyone else gets none."""
    qs = access.conversations_visible_to(user, Conversation.objects.select_related("course"))
    if course_id is not None:
        qs = qs.filter(course_id=course_id)
    return qs.distinct().order_by("-updated_at", "-created_at")


def conversation_get_for_user(user, conversation_id: uuid.UUID | str) -> Conversation:
    """The conversation if ``user`` may open it. Raises ApplicationError: ``unauthenticated`` (401)
    for anonymous users, ``not_enrolled`` (403) for the owner who has lost access to the course,
    ``not_found`` (404) otherwise, so other students' conversations are indistinguishable from
    missing ones."""
    if not user.is_authenticated:
        raise ApplicationError("Please log in again to continue.", "unauthenticated")
    try:
        conversation_id = uuid.UUID(str(conversation_id))
    except ValueError:
        raise ApplicationError(NOT_FOUND_TEXT, "not_found") from None
    conversation = Conversation.objects.select_related("course").filter(pk=conversation_id).first()
    if conversation is None:
        raise ApplicationError(NOT_FOUND_TEXT, "not_found")
    if not access.can_open_conversation(user, conversation):
        if conversation.student_id == user.pk:
            raise ApplicationError(NOT_ENROLLED_TEXT, "not_enrolled")
        raise ApplicationError(NOT_FOUND_TEXT, "not_found")
    return conversation


def message_list_for_conversation(conversation: Conversation) -> QuerySet[Message]:
    """Messages in order. The caller has authorised the conversation (conversation_get_for_user)."""
    return Message.objects.filter(conversation=conversation).order_by("created_at", "role")


def clo_gaps_for_student(student_id: int, course_id: int) -> list[CLOGap]:
    """The course's CLOs where the student is below 70% attainment, lowest first."""
    rows = (
        CLOAttainment.objects.filter(student_id=student_id, clo__course_id=course_id,
                                     percent__lt=CLOAttainment.GAP_BELOW)
        .select_related("clo").order_by("percent", "clo__code")
    )
    return [CLOGap(code=r.clo.code, title=r.clo.title, percent=float(r.percent)) for r in rows]
