"""Reads that serve a user: every one goes through courses/access.py."""

from __future__ import annotations

import datetime as dt
import uuid
from dataclasses import dataclass

from django.core import signing
from django.db.models import Q, QuerySet
from django.utils.translation import gettext

from config.errors import ApplicationError
from courses import access
from courses.models import CLOAttainment, Course, Unit
from courses.selectors import course_resolve
from tutor.models import Conversation, Message
from tutor.prompts import CLOGap

NOT_FOUND_TEXT = "That conversation doesn't exist or isn't yours."
NOT_ENROLLED_TEXT = "You don't have access to this course's tutor."
HISTORY_PAGE = 40  # messages a session load returns at most (seed 001 §5, CHAT_HISTORY_LOAD_LIMIT)
_CURSOR_SALT = "tutor.history.cursor"
MAX_CURSOR_CHARS = 300
BAD_CURSOR_TEXT = "That history cursor is not valid for this conversation. Load the session again."


def course_get_for_tutor(user, course: str | int | None, *, field: str = "course") -> Course:
    """The course named by ``course`` (id, slug or code: ``courses.selectors.course_resolve``) when
    ``user`` may talk to its tutor. Raises ``ApplicationError``: ``unauthenticated`` (401);
    ``invalid`` (400) for a malformed or ambiguous name; ``not_found`` (404) for no course of the
    user's institution by that name; ``not_enrolled`` (403) for one they are not a student of."""
    if not user.is_authenticated:
        raise ApplicationError(gettext("Please log in again to continue."), "unauthenticated")
    resolved = course_resolve(course, within=access.courses_nameable_by(user), field=field)
    if not access.can_use_tutor(user, resolved):
        raise ApplicationError(NOT_ENROLLED_TEXT, "not_enrolled", {"field": field})
    return resolved


def unit_conversation_get(user, *, course: Course, unit: Unit) -> Conversation | None:
    """The conversation the tutor resumes when ``user`` opens ``unit``: their own most recently
    active conversation on that unit (seed 001 §5: one session per student, course and unit; a
    "New conversation" on the unit becomes the one resumed). None when they have none. The caller
    has authorised the course (``course_get_for_tutor``) and resolved the unit inside it. A Teach me
    lesson's or an exam's conversation is not Q&A and is never the one resumed here (the session offer
    resumes a lesson)."""
    from learning.sessions.selectors import lesson_conversation_ids

    return (access.conversations_visible_to(user, Conversation.objects.select_related("course", "unit"))
            .filter(course=course, unit=unit).exclude(pk__in=lesson_conversation_ids(user.pk))
            .order_by("-updated_at", "-created_at", "-pk").first())


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
        raise ApplicationError(gettext("Please log in again to continue."), "unauthenticated")
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


@dataclass(frozen=True)
class MessagePage:
    """Up to ``HISTORY_PAGE`` messages, oldest first, and the cursor of the page before them
    (None when these reach the conversation's first message)."""

    messages: list[Message]
    older_cursor: str | None


def _cursor_for(conversation: Conversation, message: Message) -> str:
    # Signed, so a client can only hand back a cursor we gave out (and for this conversation).
    return signing.dumps([str(conversation.pk), message.created_at.isoformat(), str(message.pk)], salt=_CURSOR_SALT)


def _cursor_position(conversation: Conversation, cursor: str) -> tuple[dt.datetime, uuid.UUID]:
    try:
        if len(cursor) > MAX_CURSOR_CHARS:
            raise ValueError("too long")
        conversation_id, created_at, message_id = signing.loads(cursor, salt=_CURSOR_SALT)
        if conversation_id != str(conversation.pk):
            raise ValueError("another conversation")
        return dt.datetime.fromisoformat(created_at), uuid.UUID(message_id)
    except (signing.BadSignature, ValueError, TypeError):
        raise ApplicationError(BAD_CURSOR_TEXT, "invalid", {"field": "before"}) from None


def message_page_for_conversation(conversation: Conversation, *, before: str | None = None,
                                  limit: int = HISTORY_PAGE) -> MessagePage:
    """The last ``limit`` messages of ``conversation`` (or the ``limit`` just before the cursor
    ``before``), oldest first, in a stable order: by creation time, then id. The cursor is a
    keyset position, so messages written meanwhile never shift or repeat a page. One query.
    Raises ``ApplicationError`` ``invalid`` (400, ``extra.field == "before"``) for a cursor
    that was not given out for this conversation. The caller has authorised the conversation."""
    messages = Message.objects.filter(conversation=conversation)
    if before is not None:
        created_at, message_id = _cursor_position(conversation, before)
        messages = messages.filter(Q(created_at__lt=created_at) | Q(created_at=created_at, pk__lt=message_id))
    rows = list(messages.order_by("-created_at", "-pk")[:limit + 1])
    older = len(rows) > limit
    rows = rows[:limit][::-1]
    return MessagePage(rows, _cursor_for(conversation, rows[0]) if older else None)


def clo_gaps_for_student(student_id: int, course_id: int) -> list[CLOGap]:
    """The course's CLOs where the student is below 70% attainment, lowest first."""
    rows = (
        CLOAttainment.objects.filter(student_id=student_id, clo__course_id=course_id,
                                     percent__lt=CLOAttainment.GAP_BELOW)
        .select_related("clo").order_by("percent", "clo__code")
    )
    return [CLOGap(code=r.clo.code, title=r.clo.title, percent=float(r.percent)) for r in rows]


def course_has_units(course_id: int) -> bool:
    """Whether the course has units, so learning sessions can be started for it."""
    return Unit.objects.filter(course_id=course_id).exists()
