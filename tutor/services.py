"""Writes of the tutor: conversations, the two halves of a turn's persistence, ratings.

Each service owns its transaction and sends signals (``tutor.signals``) after commit. Access is
checked through courses/access.py (directly or through ``tutor.selectors``).
"""

from __future__ import annotations

import datetime as dt
import functools
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext

from config.errors import ApplicationError
from courses import access
from courses.models import CLO, Assignment, Course, Enrollment, Unit
from courses.selectors import unit_resolve
from tutor import limits, liveness, selectors
from tutor.attachments import attachments_claim
from tutor.models import Conversation, Message, MessageStatus, Persona, Rating, Role
from tutor.signals import message_rated, turn_completed
from tutor.titles import title_from_message

MAX_MESSAGE_CHARS = 2000
STALE_STREAMING = dt.timedelta(minutes=5)  # a reply "streaming" this long was abandoned by a dead worker


class TutorError(ApplicationError):
    code = "invalid"


def validate_message_text(text: Any) -> str:
    """1-2000 characters after trimming surrounding whitespace (property 20)."""
    if not isinstance(text, str):
        raise TutorError(gettext("The message must be text."), "invalid")
    stripped = text.strip()
    if not stripped:
        raise TutorError(gettext("Please type a message."), "invalid", {"field": "message"})
    if len(stripped) > MAX_MESSAGE_CHARS:
        raise TutorError(gettext("Messages can be at most %(count)d characters.") % {"count": MAX_MESSAGE_CHARS}, "invalid",
                         {"field": "message", "max_length": MAX_MESSAGE_CHARS, "length": len(stripped)})
    return stripped


def validate_persona(persona: Any) -> str:
    if persona not in Persona.values:
        raise TutorError(gettext("Unknown persona. Choose one of: %(choices)s.") % {"choices": ", ".join(Persona.values)},
                         "invalid",
                         {"field": "persona", "choices": list(Persona.values)})
    return persona


def validate_client_message_id(value: Any) -> str:
    if value in (None, ""):
        return ""
    text = str(value)
    if len(text) > 64 or not all(c.isalnum() or c in "-_:." for c in text):
        raise TutorError("client_message_id must be 1-64 letters, digits, '-', '_', ':' or '.'.", "invalid",
                         {"field": "client_message_id"})
    return text


@functools.cache
def _token_counter():
    from materials.embeddings import get_embedding_provider

    return get_embedding_provider().token_counter()


def count_tokens(text: str) -> int:
    """Tokens of ``text`` by the embedding model's tokenizer (used when a provider reports none)."""
    return len(_token_counter().offsets(text)) if text else 0


# --------------------------------------------------------------------------- conversations


def conversation_create(
    *, user, course_id: int | str, persona: str | None = None, clo_ids: list[int] | None = None,
    unit_id: int | str | None = None, assignment_id: int | None = None,
) -> Conversation:
    """Start a conversation in a course the student is enrolled in. ``course_id`` names the course
    by id, slug or code, ``unit_id`` one of its units by id or code. Raises ``unauthenticated``,
    ``not_found`` (404: no such course at the student's institution), ``not_enrolled`` (403) or
    ``invalid`` (a malformed name; CLOs, unit or assignment of another course). Atomic."""
    course = selectors.course_get_for_tutor(user, course_id, field="course_id")
    course_id = course.pk
    persona = validate_persona(persona) if persona is not None else Persona.SOCRATIC_GUIDE
    clo_ids = sorted(set(clo_ids or []))
    clos = list(CLO.objects.filter(course_id=course_id, pk__in=clo_ids))
    if len(clos) != len(clo_ids):
        raise TutorError(gettext("Some learning outcomes don't belong to this course."), "invalid", {"field": "clo_ids"})
    unit = unit_resolve(course, unit_id, field="unit_id") if unit_id is not None else None
    assignment = None
    if assignment_id is not None:
        assignment = Assignment.objects.filter(course_id=course_id, pk=assignment_id).first()
        if assignment is None:
            raise TutorError(gettext("That assignment doesn't belong to this course."), "invalid", {"field": "assignment_id"})
        if not clos:  # an "Ask the tutor" entry from an assignment focuses on its outcomes
            clos = list(assignment.clos.all())
    with transaction.atomic():
        conversation = Conversation.objects.create(
            student=user, course_id=course_id, persona=persona, unit=unit, assignment=assignment,
            updated_at=timezone.now(),
        )
        if clos:
            conversation.clo_scope.set(clos)
    return conversation


def unit_session_open(*, user, course: Course, unit: Unit, new: bool = False,
                      persona: str | None = None) -> tuple[Conversation, bool]:
    """The student's conversation on ``unit`` (seed 001 §5: one session per student, course and
    unit): the one they were last active in, resumed, or a new one when they have none or ask for
    one (``new``: the "New conversation" button). Returns ``(conversation, created)``.

    Atomic, and serialised per student and course (a lock on their enrolment row), so two tabs
    opening the same unit at once resume one conversation instead of creating two. The caller has
    resolved ``course`` through ``selectors.course_get_for_tutor`` and ``unit`` inside it; the
    enrolment is checked again under the lock. Raises ``not_enrolled`` (403) or ``invalid``."""
    with transaction.atomic():
        # list(): the row must be read (and so locked); an EXISTS would lock nothing.
        enrolled = list(Enrollment.objects.select_for_update().filter(student=user, course=course).values_list("pk"))
        if not enrolled or not access.can_use_tutor(user, course):
            raise TutorError(selectors.NOT_ENROLLED_TEXT, "not_enrolled")
        if unit.course_id != course.pk:
            raise TutorError(gettext("That unit doesn't belong to this course."), "invalid", {"field": "unit"})
        if not new:
            current = selectors.unit_conversation_get(user, course=course, unit=unit)
            if current is not None:
                return current, False
        return conversation_create(user=user, course_id=course.pk, unit_id=unit.pk, persona=persona), True


def conversation_create_for_session(*, user, course_id: int, unit_id: int | None, title: str) -> Conversation:
    """The conversation a learning session runs in (seed 004: a session is a property of a conversation),
    titled by its mode and unit. Same checks as :func:`conversation_create`. Atomic."""
    conversation = conversation_create(user=user, course_id=course_id, unit_id=unit_id)
    Conversation.objects.filter(pk=conversation.pk).update(title=title[:200])
    conversation.title = title[:200]
    return conversation


def conversation_create_scoped(
    *, user, assignment_id: int | None = None, clo_id: int | None = None, persona: str | None = None,
) -> Conversation:
    """An "Ask Tutor" conversation: from an assignment (scoped to the CLOs it assesses, with the
    assignment as context; property 19) or from one CLO. The course comes from the assignment or
    CLO, which must be in a course the student is enrolled in. Raises ``not_found`` otherwise."""
    if assignment_id is not None:
        assignment = Assignment.objects.filter(pk=assignment_id, course__in=access.courses_visible_to(user)).first()
        if assignment is None:
            raise TutorError(gettext("No such assignment."), "not_found")
        clo_ids = list(assignment.clo_weights.values_list("clo_id", flat=True))
        return conversation_create(user=user, course_id=assignment.course_id, persona=persona,
                                   clo_ids=clo_ids, assignment_id=assignment.pk)
    clo = CLO.objects.filter(pk=clo_id, course__in=access.courses_visible_to(user)).first() if clo_id else None
    if clo is None:
        raise TutorError(gettext("No such learning outcome."), "not_found")
    return conversation_create(user=user, course_id=clo.course_id, persona=persona, clo_ids=[clo.pk])


def conversation_delete(*, user, conversation_id: uuid.UUID | str) -> None:
    """Delete the student's conversation and, by cascade, all its messages (property 18), and
    its attached files once the delete has committed."""
    from tutor.attachments import attachments_delete

    conversation = selectors.conversation_get_for_user(user, conversation_id)
    pk = conversation.pk
    with transaction.atomic():
        conversation.delete()
        transaction.on_commit(lambda: attachments_delete(conversation_id=pk))


def conversation_set_persona(*, user, conversation_id: uuid.UUID | str, persona: str) -> Conversation:
    """Switch the persona for the next answers; messages already written are untouched (property 15)."""
    persona = validate_persona(persona)
    conversation = selectors.conversation_get_for_user(user, conversation_id)
    Conversation.objects.filter(pk=conversation.pk).update(persona=persona)
    conversation.persona = persona
    return conversation


def conversation_update_summary(*, conversation_id: uuid.UUID, summary: str, covered: int) -> None:
    """Store the rolling summary; never moves backwards (a slower concurrent update loses)."""
    Conversation.objects.filter(pk=conversation_id, summary_message_count__lt=covered).update(
        summary=summary, summary_message_count=covered
    )


def message_rate(*, user, message_id: uuid.UUID | str, rating: str) -> Message:
    """Rate one of the tutor's answers in the student's own conversation. Sends ``message_rated``
    after commit when the rating changed. Raises ``invalid`` / ``not_found`` / ``not_enrolled``."""
    if rating not in Rating.values:
        raise TutorError(gettext("Rating must be one of: %(choices)s.") % {"choices": ", ".join(Rating.values)}, "invalid",
                         {"field": "rating"})
    try:
        message_id = uuid.UUID(str(message_id))
    except ValueError:
        raise TutorError(gettext("No such message."), "not_found") from None
    message = Message.objects.select_related("conversation").filter(pk=message_id).first()
    if message is None:
        raise TutorError(gettext("No such message."), "not_found")
    selectors.conversation_get_for_user(user, message.conversation_id)
    if message.role != Role.ASSISTANT:
        raise TutorError(gettext("Only the tutor's answers can be rated."), "invalid", {"field": "message_id"})
    if message.rating != rating:
        with transaction.atomic():
            Message.objects.filter(pk=message.pk).update(rating=rating)
            transaction.on_commit(lambda: message_rated.send(sender=Message, message_id=message.pk, rating=rating))
        message.rating = rating
    return message


# --------------------------------------------------------------------------- one turn


@dataclass
class TurnStart:
    conversation: Conversation
    user_message: Message
    assistant_message: Message
    replay: bool  # the answer exists: replay it, generate nothing
    wait: bool  # another request is generating it right now: wait for it, then replay


def turn_begin(
    *, user, conversation_id: uuid.UUID | str, text: str, client_message_id: str = "", persona: str | None = None,
    now: dt.datetime | None = None, attachment_ids: Sequence[str] = (), conversation: Conversation | None = None,
) -> TurnStart:
    """Persist the student's message and an empty ``streaming`` reply, before anything is generated.

    Idempotent per ``(conversation, client_message_id)``: a repeat returns the first turn (replay,
    or wait while it is still being written); a reply that failed (or was abandoned) is handed back
    for a new attempt without counting the message again. The conversation row is locked, so two
    concurrent identical requests can't both create a turn (the unique constraint backs this).
    Raises ``not_found``/``not_enrolled``, ``invalid``, ``rate_limited``/``daily_message_limit``/
    ``daily_token_budget`` (429, ``extra.reset_at``); nothing is written then.

    ``conversation``: the row ``selectors.conversation_get_for_user(user, conversation_id)`` returned
    moments ago in the same request (the pipeline's quota gate): its access check is not repeated."""
    now = now or timezone.now()
    text = validate_message_text(text)
    client_message_id = validate_client_message_id(client_message_id)
    if persona is not None:
        persona = validate_persona(persona)
    if conversation is None or conversation.student_id != user.pk:
        conversation = selectors.conversation_get_for_user(user, conversation_id)
    token_count = count_tokens(text)  # outside the lock
    with transaction.atomic():
        conversation = Conversation.objects.select_for_update().get(pk=conversation.pk)
        if client_message_id:
            existing = Message.objects.filter(
                conversation=conversation, role=Role.USER, client_message_id=client_message_id
            ).first()
            if existing is not None:
                return _resume(conversation, existing, now)
        attached = attachments_claim(conversation_id=conversation.pk, ids=attachment_ids) if attachment_ids else []
        limits.burst_check(user, now=now)
        limits.usage_reserve_message(user, now=now)
        update: dict[str, Any] = {"message_count": F("message_count") + 2, "updated_at": now}
        if persona and persona != conversation.persona:
            update["persona"] = conversation.persona = persona
        if not conversation.title:
            update["title"] = conversation.title = title_from_message(text)
        Conversation.objects.filter(pk=conversation.pk).update(**update)
        user_message = Message.objects.create(
            conversation=conversation, role=Role.USER, content=text, client_message_id=client_message_id,
            token_count=token_count, attachments=attached,
        )
        assistant = Message.objects.create(
            conversation=conversation, role=Role.ASSISTANT, content="", status=MessageStatus.STREAMING,
            reply_to=user_message,
        )
    return TurnStart(conversation, user_message, assistant, replay=False, wait=False)


def _resume(conversation: Conversation, user_message: Message, now: dt.datetime) -> TurnStart:
    reply = Message.objects.filter(reply_to=user_message).first()
    if reply is None:
        reply = Message.objects.create(conversation=conversation, role=Role.ASSISTANT, content="",
                                       status=MessageStatus.STREAMING, reply_to=user_message)
        return TurnStart(conversation, user_message, reply, replay=False, wait=False)
    if reply.status in (MessageStatus.COMPLETE, MessageStatus.REFUSED):
        return TurnStart(conversation, user_message, reply, replay=True, wait=False)
    if reply.status == MessageStatus.STREAMING and reply.created_at > now - STALE_STREAMING and not reply_abandoned(reply, now):
        return TurnStart(conversation, user_message, reply, replay=False, wait=True)
    # failed (or abandoned): this request takes the retry over
    Message.objects.filter(pk=reply.pk).update(status=MessageStatus.STREAMING, content="", citations=[],
                                               created_at=now)
    reply.refresh_from_db()
    return TurnStart(conversation, user_message, reply, replay=False, wait=False)


def turns_fail_abandoned(*, conversation_id: uuid.UUID) -> int:
    """Mark failed the conversation's replies whose writer died (lease expired, or streaming past
    ``STALE_STREAMING``), so a reload shows "interrupted" instead of "still being written" for ever.
    Conditional ``UPDATE ... WHERE status='streaming'``: a writer that finishes meanwhile wins, and
    a retry with the same client message id still takes the reply over (``_resume`` retries failed
    replies). Cheap when nothing streams (one indexed read). Returns how many were marked."""
    now = timezone.now()
    marked = 0
    for reply in Message.objects.filter(conversation_id=conversation_id, role=Role.ASSISTANT,
                                        status=MessageStatus.STREAMING):
        if reply.created_at <= now - STALE_STREAMING or reply_abandoned(reply, now):
            marked += Message.objects.filter(pk=reply.pk, status=MessageStatus.STREAMING,
                                             created_at=reply.created_at).update(status=MessageStatus.FAILED)
    return marked


def reply_abandoned(reply: Message, now: dt.datetime | None = None) -> bool:
    """A streaming reply whose writer's lease expired (tutor/liveness.py): its process died. False
    while Redis cannot say (the slower ``STALE_STREAMING`` rule applies then). Reads only."""
    now = now or timezone.now()
    if reply.created_at > now - dt.timedelta(seconds=liveness.GRACE_SECONDS):
        return False
    return liveness.turn_alive(reply.pk) is False


def turn_finish(
    *, conversation_id: uuid.UUID, user_id: int, user_message_id: uuid.UUID, assistant_message_id: uuid.UUID,
    content: str, citations: list[dict], status: str, completion_tokens: int, tokens_charged: int,
    flagged_integrity: bool = False, suggestions: list[str] = (), hedged: bool = False,
) -> None:
    """Write the finished reply, charge the tokens to today's budget and touch the conversation, in
    one transaction; ``turn_completed`` is sent after commit unless the reply failed."""
    now = timezone.now()
    with transaction.atomic():
        Message.objects.filter(pk=assistant_message_id).update(
            content=content, citations=citations, suggestions=list(suggestions), status=status,
            token_count=completion_tokens, flagged_integrity=flagged_integrity, hedged=hedged,
        )
        Conversation.objects.filter(pk=conversation_id).update(updated_at=now)
        limits.usage_add_tokens(user_id, tokens_charged, now=now)
        if status != MessageStatus.FAILED:
            transaction.on_commit(lambda: turn_completed.send(
                sender=Conversation, conversation_id=conversation_id, user_message_id=user_message_id,
                assistant_message_id=assistant_message_id,
            ))
