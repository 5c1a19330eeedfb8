"""Writing XP awards. Every award is idempotent: calling a service twice, or from two processes at
once, leaves at most the awards the rules allow, because the constraints on ``XPTransaction``
refuse the extra rows (see models.py)."""

from __future__ import annotations

import logging
import uuid

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext

from config.errors import ApplicationError
from gamification import rules
from gamification.events import xp_toast_broadcast
from gamification.models import XPSource, XPTransaction
from tutor.models import Conversation, Message, Role

logger = logging.getLogger(__name__)


def _insert(**fields) -> XPTransaction | None:
    """Insert one award inside a savepoint; None when a constraint says it already exists."""
    try:
        with transaction.atomic():
            return XPTransaction.objects.create(**fields)
    except IntegrityError:
        return None


def _announce(award: XPTransaction) -> None:
    transaction.on_commit(lambda: xp_toast_broadcast(award_id=award.pk))


def xp_award_for_engagement(*, conversation_id: uuid.UUID | str) -> XPTransaction | None:
    """Award 15 XP (source ``tutor_engagement``, reference = the conversation id) once the
    conversation's student has sent at least 3 messages in it, and mark the conversation
    ``xp_awarded``.

    Idempotent and safe under concurrency: a second call, concurrent or not, returns None and
    creates nothing (unique ``(source, reference_id)``). Returns None when fewer than 3 student
    messages exist. Raises ``ApplicationError`` (``not_found``) for an unknown conversation.
    The toast is broadcast after commit.
    """
    conversation = Conversation.objects.filter(pk=conversation_id).only("pk", "student_id", "xp_awarded").first()
    if conversation is None:
        raise ApplicationError(gettext("That conversation does not exist."), "not_found")
    if conversation.xp_awarded:
        # Paid already (the flag is set in the award's transaction): every later turn of the
        # conversation stops here instead of re-counting and hitting the unique constraint.
        return None
    sent = Message.objects.filter(conversation_id=conversation.pk, role=Role.USER).count()
    if not rules.engagement_due(student_message_count=sent):
        return None
    with transaction.atomic():
        award = _insert(
            student_id=conversation.student_id,
            amount=rules.ENGAGEMENT_XP,
            source=XPSource.TUTOR_ENGAGEMENT,
            reference_id=str(conversation.pk),
            award_date=timezone.localdate(),
        )
        # Keep tutor's flag in step even when the award existed already (e.g. a retried call).
        Conversation.objects.filter(pk=conversation.pk, xp_awarded=False).update(xp_awarded=True)
        if award is not None:
            _announce(award)
    return award


def xp_award_for_rating(*, message_id: uuid.UUID | str) -> XPTransaction | None:
    """Award 5 XP (source ``tutor_rating``, reference = the message id) for a rated tutor answer,
    at most 3 such awards per student per calendar day.

    Idempotent: one award per message, ever (re-rating does not pay again). The daily cap holds
    under concurrent ratings because each award claims a free numbered slot of the day and the
    slots are unique per student and day. Returns None when the message already earned XP, the
    cap is reached, or the message carries no rating. Raises ``ApplicationError`` (``not_found``)
    for an unknown message and (``invalid``) for a message that is not a tutor answer.
    """
    message = Message.objects.select_related("conversation").filter(pk=message_id).first()
    if message is None:
        raise ApplicationError(gettext("That message does not exist."), "not_found")
    if message.role != Role.ASSISTANT:
        raise ApplicationError(gettext("Only the tutor's answers can be rated."), "invalid")
    if not message.rating:
        return None
    reference = str(message.pk)
    student_id = message.conversation.student_id
    today = timezone.localdate()
    already = XPTransaction.objects.filter(source=XPSource.TUTOR_RATING, reference_id=reference)
    if already.exists():
        return None
    used = XPTransaction.objects.filter(
        student_id=student_id, source=XPSource.TUTOR_RATING, award_date=today
    ).values_list("slot", flat=True)
    for slot in rules.free_rating_slots(used):
        with transaction.atomic():
            award = _insert(
                student_id=student_id,
                amount=rules.RATING_XP,
                source=XPSource.TUTOR_RATING,
                reference_id=reference,
                award_date=today,
                slot=slot,
            )
            if award is not None:
                _announce(award)
                return award
        # Either this message was awarded concurrently (stop) or another rating took the slot
        # (try the next one).
        if already.exists():
            return None
    return None


def xp_award_for_practice(*, student_id: int, source: str, reference: str, amount: int) -> XPTransaction | None:
    """Award practice XP (a correct drill card, a passed exam attempt), once per reference, within the
    daily practice cap (rules.PRACTICE_DAILY_CAP). The cap holds under concurrent awards: a
    transaction-scoped advisory lock per student serialises the read of today's total and the insert.
    Returns None when the reference was paid already or the cap is reached."""
    from django.db import connection
    from django.db.models import Sum

    from gamification.models import PRACTICE_SOURCES

    if source not in PRACTICE_SOURCES:
        raise ApplicationError(gettext("Unknown practice source."), "invalid")
    today = timezone.localdate()
    with transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s, %s)", [7301, int(student_id)])
        if XPTransaction.objects.filter(source=source, reference_id=reference).exists():
            return None
        earned = XPTransaction.objects.filter(student_id=student_id, source__in=PRACTICE_SOURCES,
                                              award_date=today).aggregate(total=Sum("amount"))["total"] or 0
        pay = rules.practice_award(amount, earned_today=earned)
        if pay <= 0:
            return None
        award = _insert(student_id=student_id, amount=pay, source=source, reference_id=reference, award_date=today)
        if award is not None:
            _announce(award)
        return award
