"""Suggested prompts with ready answers (seed 001 §2 and §9): keep them current, offer them, answer one.

* ``suggestions_refresh`` (Celery, after a material is indexed, changed or deleted: tutor/tasks.py)
  regenerates each scope's questions (the course, and each of its units) from the passages
  (tutor/suggestions.py) and answers every question whose answer is missing or stale, offline, by
  the same grounding and extractive composer as a typed question. Generated rows are replaced;
  teacher rows are kept and re-answered.
* A row is **offered** only when it is not hidden, its answer is an answer (never a refusal, nor
  the "closest passages" hedge) and was computed from the course's passages as they are now
  (``fingerprint``). Between a change and the task, the stale rows are simply not offered.
* ``suggestion_ask`` answers a click at once: the student's message and the stored answer go into
  the conversation through the same two services as any turn (``turn_begin``, ``turn_finish``), so
  history, idempotency, the daily message limit, the burst limit and analytics treat it as an
  answer. It is not a typed prompt: the unit quota (tutor/quotas.py) is not consulted or counted,
  and no model is called.
"""

from __future__ import annotations

import hashlib
import logging
import uuid

from django.db import connection, transaction
from django.utils import timezone
from django.utils.translation import gettext

from config.errors import ApplicationError
from courses.models import Course, Unit
from learning.sessions.selectors import unit_sections
from learning.unit_passages import unit_chunk_ids
from materials.models import Chunk, student_visible_sql
from materials.search import CourseStudents
from tutor import grounding, leaks, safety, selectors, services
from tutor.models import Conversation, Message, MessageStatus, SuggestedPrompt, SuggestionOutcome, SuggestionSource
from tutor.pipeline import RETRIEVAL_K, _citation
from tutor.prompts import cited_numbers
from tutor.providers import SourcePassage
from tutor.providers.extractive import compose_answer
from tutor.suggestions import MAX_CANDIDATES, MAX_SHOWN, passage_headings, suggest_questions

logger = logging.getLogger(__name__)

MAX_SCOPE_ROWS = 240  # passages read per scope to find its questions, in reading order
GONE_TEXT = "That suggested question is no longer available. Pick another one or type your own."


class SuggestionError(ApplicationError):
    code = "not_found"


# --------------------------------------------------------------------------- reads


def passages_fingerprint(course_id: int) -> str:
    """A digest of the course's student-visible passages (ids and units): it changes when a
    material is indexed, re-indexed, disabled, enabled or deleted, or a section is restricted,
    and not otherwise. One SQL statement."""
    table = Chunk._meta.db_table
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT count(*), md5(coalesce(string_agg(c.id::text || ':' || coalesce(c.unit_id::text, ''), ',' "
            f"ORDER BY c.id), '')) FROM {table} c WHERE c.course_id = %s AND {student_visible_sql('c')}",
            [course_id],
        )
        count, digest = cursor.fetchone()
    return f"{count}:{digest}"


def suggestions_offered(*, course_id: int, unit_id: int | None, fingerprint: str | None = None) -> list[SuggestedPrompt]:
    """The suggestions a conversation on ``unit_id`` (None: the whole course) shows, in order: at
    most ``MAX_SHOWN``, not hidden, answered, and answered from the passages as they are now.
    Callers have authorised the course (``selectors.conversation_get_for_user``)."""
    fingerprint = fingerprint or passages_fingerprint(course_id)
    return list(SuggestedPrompt.objects.filter(
        course_id=course_id, unit_id=unit_id, hidden=False, answer_outcome=SuggestionOutcome.ANSWERED,
        fingerprint=fingerprint,
    ).order_by("order", "pk")[:MAX_SHOWN])


def suggestions_for_conversation(conversation: Conversation) -> list[SuggestedPrompt]:
    return suggestions_offered(course_id=conversation.course_id, unit_id=conversation.unit_id)


def scope_passages(course_id: int, unit: Unit | None) -> tuple[list[str], list[str], list[str]]:
    """The scope's headings and passage texts (student-visible, reading order), and the texts of
    the course's other passages (for key terms that set the scope apart). A unit's passages and
    headings are the learning loop's (a file written for several units is split at their headings:
    learning/unit_passages.py, learning/sessions/selectors.py ``unit_sections``)."""
    rows = list(Chunk.objects.filter(course_id=course_id).order_by("material__created_at", "material_id", "index")
                .values_list("pk", "section", "text")[:MAX_SCOPE_ROWS])
    if unit is None:
        headings = [h for _, section, text in rows for h in passage_headings(section, text)]
        return headings, [text for _, _, text in rows], []
    own = unit_chunk_ids(unit)
    return (unit_sections(unit.pk), [text for pk, _, text in rows if pk in own],
            [text for pk, _, text in rows if pk not in own])


# --------------------------------------------------------------------------- answers


def suggested_answer(*, course_id: int, unit_id: int | None, question: str) -> tuple[str, str, list[dict]]:
    """``(outcome, text, citations)`` of ``question`` as any student of the course would be
    answered offline in a conversation on ``unit_id``: the same grounding (evidence bars, the unit
    as a preference) and the same extractive composer, with no persona closing and no student
    context. Outcome ``answered``, ``hedged`` or ``refused``. Reads only."""
    found = grounding.ground(user=CourseStudents(course_id), course_id=course_id, question=question,
                             unit_id=unit_id, k=RETRIEVAL_K)
    if found.refused:
        return SuggestionOutcome.REFUSED, found.message, []
    if found.hedged:
        return SuggestionOutcome.HEDGED, found.message, []
    numbered = {n: p for n, p in enumerate(found.passages, start=1)}
    passages = [SourcePassage(n=n, text=safety.strip_injection(p.quotable_text), source_filename=p.source_filename,
                              similarity=p.similarity, sentence_scores=p.scored_sentences) for n, p in numbered.items()]
    answer, _ = leaks.sanitise(compose_answer(question, "", passages).strip())
    if not answer:
        return SuggestionOutcome.REFUSED, "", []
    cited = cited_numbers(answer, numbered) or list(numbered)
    return SuggestionOutcome.ANSWERED, answer, [dict(_citation(n, numbered[n], answer)) for n in cited]


def _answer_row(row: SuggestedPrompt, fingerprint: str) -> None:
    outcome, text, citations = suggested_answer(course_id=row.course_id, unit_id=row.unit_id, question=row.text)
    SuggestedPrompt.objects.filter(pk=row.pk).update(
        answer_outcome=outcome, answer_text=text, answer_citations=citations, fingerprint=fingerprint,
        answered_at=timezone.now(),
    )


# --------------------------------------------------------------------------- writes


def _replace_generated(course_id: int, unit: Unit | None) -> None:
    """The scope's generated rows become exactly the questions its passages give now: rows whose
    text is still generated keep their id and hidden flag (a teacher's choice), others go, new
    ones come. A teacher's row with the same text wins (the generated copy is not made)."""
    headings, texts, others = scope_passages(course_id, unit)
    course_title = Course.objects.filter(pk=course_id).values_list("title", flat=True).first() or ""
    questions = (suggest_questions(headings, texts, other_texts=others, course_title=course_title,
                                   limit=MAX_CANDIDATES) if texts else [])
    scope = SuggestedPrompt.objects.filter(course_id=course_id, unit=unit)
    existing = {row.text.casefold(): row for row in scope}
    wanted = {q.casefold() for q in questions}
    scope.filter(source=SuggestionSource.GENERATED).exclude(
        pk__in=[row.pk for key, row in existing.items() if key in wanted]).delete()
    for i, question in enumerate(questions):
        order = 100 + i  # after the teacher's own (order 0 unless they set one)
        row = existing.get(question.casefold())
        if row is None:
            SuggestedPrompt.objects.create(course_id=course_id, unit=unit, source=SuggestionSource.GENERATED,
                                           text=question, order=order)
        elif row.source == SuggestionSource.GENERATED and row.order != order:
            SuggestedPrompt.objects.filter(pk=row.pk).update(order=order)


def suggestions_refresh(*, course_id: int) -> int:
    """Bring the course's suggestions up to date with its passages: regenerate the generated
    questions of the course and of each unit, then answer every row whose answer was computed
    from other passages (or never). Returns how many rows were answered.

    Idempotent: with passages unchanged since the last run it writes nothing and answers none.
    Serialised per course (a row lock on the course), so two workers never interleave their
    replacements. A missing course is no error (it was deleted meanwhile): returns 0."""
    with transaction.atomic():
        course = Course.objects.select_for_update().filter(pk=course_id).first()
        if course is None:
            return 0
        fingerprint = passages_fingerprint(course_id)
        stale = SuggestedPrompt.objects.filter(course_id=course_id).exclude(fingerprint=fingerprint)
        if not stale.exists() and SuggestedPrompt.objects.filter(course_id=course_id).exists():
            return 0
        for unit in [None, *Unit.objects.filter(course_id=course_id).order_by("order", "pk")]:
            _replace_generated(course_id, unit)
        rows = list(SuggestedPrompt.objects.filter(course_id=course_id).exclude(fingerprint=fingerprint))
        for row in rows:
            _answer_row(row, fingerprint)
    logger.info("suggestions of course %s refreshed: %d answered", course_id, len(rows))
    return len(rows)


def suggestion_answer_refresh(*, suggestion_id: int) -> bool:
    """Answer one suggestion again (a teacher added or edited it). Returns whether it exists."""
    row = SuggestedPrompt.objects.filter(pk=suggestion_id).first()
    if row is None:
        return False
    _answer_row(row, passages_fingerprint(row.course_id))
    return True


def suggestion_ask(*, user, conversation_id: uuid.UUID | str, suggestion_id: int,
                   client_message_id: str = "") -> tuple[Message, Message]:
    """Ask a suggested question in the student's conversation and answer it at once with its
    stored answer. Returns ``(the student's message, the reply)``.

    The suggestion must be one the conversation offers now (``suggestions_offered``), else
    ``not_found`` (404). Access, validation, the burst and daily message limits and idempotency are
    ``turn_begin``'s (a repeated ``client_message_id`` returns the first answer, never a second);
    the reply is written by ``turn_finish`` (``turn_completed`` is sent after commit), with no tokens
    charged and the unit quota untouched. Raises ``conflict`` (409) if the same client message id is
    being answered by another request at this moment."""
    conversation = selectors.conversation_get_for_user(user, conversation_id)
    try:
        suggestion_id = int(suggestion_id)
    except (TypeError, ValueError):
        raise SuggestionError(GONE_TEXT, "not_found") from None
    offered = {row.pk: row for row in suggestions_for_conversation(conversation)}
    row = offered.get(suggestion_id)
    client_message_id = services.validate_client_message_id(client_message_id)
    if row is None and client_message_id:  # a repeat of a click whose suggestion changed since: replay it
        replay = Message.objects.filter(conversation=conversation, client_message_id=client_message_id).first()
        if replay is not None:
            reply = Message.objects.filter(reply_to=replay).first()
            if reply is not None and reply.status == MessageStatus.COMPLETE:
                return replay, reply
    if row is None:
        raise SuggestionError(GONE_TEXT, "not_found", {"field": "suggestion_id"})
    start = services.turn_begin(user=user, conversation_id=conversation.pk, text=row.text,
                                client_message_id=client_message_id, conversation=conversation)
    if start.replay:
        return start.user_message, start.assistant_message
    if start.wait:
        raise SuggestionError(gettext("This question is being answered right now. Reload in a moment."), "conflict")
    services.turn_finish(
        conversation_id=conversation.pk, user_id=user.pk, user_message_id=start.user_message.pk,
        assistant_message_id=start.assistant_message.pk, content=row.answer_text, citations=list(row.answer_citations),
        status=MessageStatus.COMPLETE, completion_tokens=services.count_tokens(row.answer_text), tokens_charged=0,
    )
    start.assistant_message.refresh_from_db()
    return start.user_message, start.assistant_message
