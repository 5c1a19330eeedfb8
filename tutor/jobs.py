"""Async tutor turns (seed 001 §1-2): submit a typed prompt as a job, run it on a Celery worker,
keep its events in PostgreSQL for any client to read, and never leave it ``running`` when its
worker dies.

The turn is the chat stream's own: the request runs its **begin** step (``pipeline.turn_open``:
access, the unit quota, the daily and burst limits, idempotency; the student's message and an
empty reply saved), so a rejection is the same JSON error as the synchronous turn and no job is
made; then the worker runs the rest (``pipeline.continue_turn`` through ``runner.detach``, which
holds the reply's lease) and appends each event, numbered, to :class:`~tutor.job_models.TutorJobEvent`.

Guarantees:

* one job per ``(student, client_message_id)`` (a unique constraint): a repeated submit returns
  the first job, and the job writes the one reply row its begin step made, so the same client
  message id never produces two answers; a repeat of a *failed* job runs it again;
* one runner at a time: a run claims the job with a conditional ``UPDATE ... WHERE status='queued'``,
  and appends only while the job is still its own (status ``running``, same attempt), with
  ``(job, seq)`` unique as the last line;
* a dead worker is noticed by the tutor's own rule (tutor/liveness.py: the reply's lease expired,
  or, with Redis away, the reply streaming past ``services.STALE_STREAMING``); the sweep,
  :func:`jobs_requeue_stale` (Celery beat and worker start, like materials' indexing sweep), runs
  it again (up to ``TUTOR_JOB_MAX_ATTEMPTS`` runs) or marks it failed with an ``error`` event.
  A run again begins with a new ``start`` event (``attempt`` > 1): the answer is written afresh.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import uuid
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F, Max
from django.utils import timezone
from django.utils.translation import gettext

from config.errors import ApplicationError
from courses.selectors import unit_resolve
from tutor import liveness, pipeline, runner, selectors, services
from tutor.events import TurnEvent
from tutor.job_models import JobStatus, TutorJob, TutorJobEvent
from tutor.models import Conversation, Message, MessageStatus
from tutor.providers import AnswerProvider, build_answer_provider
from tutor.workers import db

logger = logging.getLogger(__name__)

NOT_FOUND_TEXT = "No such job."
INTERRUPTED_TEXT = ("The tutor was interrupted while writing this answer. Please send your message again "
                    "(with the same client message id).")
# A running job is judged only after this long without a stored event or a change of state: the
# lease of its reply decides (tutor/liveness.py), this only keeps a run that has just been claimed,
# and has not yet taken its reply over, from looking dead.
RUNNING_GRACE = dt.timedelta(seconds=liveness.LEASE_SECONDS)
# A queued job whose task was lost (a broker restart without persistence) is queued again after this.
QUEUED_LOST_AFTER = dt.timedelta(minutes=2)


class JobLost(Exception):
    """This run no longer owns the job (the sweep gave it to another run): stop writing."""


# --------------------------------------------------------------------------- submit


def job_submit(*, user, message: Any, client_message_id: Any, conversation_id: uuid.UUID | str | None = None,
               course: int | str | None = None, unit: int | str | None = None, persona: str | None = None,
               suggested: bool = False) -> tuple[TutorJob, bool]:
    """Begin a typed turn and queue its job; returns ``(job, created)``.

    The target is a conversation of the student's, or a course and one of its units (the unit's
    conversation is resumed, or started: seed 001 §5). Every check of the synchronous turn runs
    here, before anything is queued, and raises its ``ApplicationError`` (400 ``invalid``, 401,
    403 ``not_enrolled``, 404 ``not_found``, 429 ``unit_quota``/``rate_limited``/
    ``daily_message_limit``/``daily_token_budget``, 503 ``limits_unavailable``) with nothing saved
    and no job. A ``client_message_id`` the student already used returns that job (``created``
    False) without checking anything again; a failed one is queued again. Atomic; the task is
    sent after commit."""
    text = services.validate_message_text(message)
    client_message_id = services.validate_client_message_id(client_message_id)
    if not client_message_id:
        raise services.TutorError(gettext("An async turn needs a client_message_id (1-64 letters, digits, '-', '_', "
                                          "':' or '.'), so that sending it twice never makes two answers."), "invalid",
                                  {"field": "client_message_id"})
    if persona is not None:
        services.validate_persona(persona)
    existing = _job_of(user, client_message_id)
    if existing is not None:
        return _resubmit(existing), False
    _check_target(conversation_id, course, unit)
    try:
        with transaction.atomic():
            if conversation_id is None:
                course_row = selectors.course_get_for_tutor(user, course, field="course")
                unit_row = unit_resolve(course_row, unit, field="unit")
                conversation_id = services.unit_session_open(user=user, course=course_row, unit=unit_row)[0].pk
            start = pipeline.turn_open(pipeline.TurnRequest(
                user=user, conversation_id=conversation_id, message=text, client_message_id=client_message_id,
                persona=persona, suggested=suggested,
            ))
            job = TutorJob.objects.create(
                student=user, conversation=start.conversation, user_message=start.user_message,
                reply=start.assistant_message, client_message_id=client_message_id, suggested=suggested,
                began=not (start.replay or start.wait),
            )
            transaction.on_commit(lambda: _enqueue(job.pk))
    except IntegrityError:
        existing = _job_of(user, client_message_id)  # the same id submitted twice at once: the first won
        if existing is None:
            raise
        return existing, False
    return job, True


def _check_target(conversation_id, course, unit) -> None:
    if conversation_id is not None and (course is not None or unit is not None):
        raise services.TutorError(gettext("Name either a conversation or a course and unit, not both."), "invalid",
                                  {"field": "conversation_id"})
    if conversation_id is None and (course is None or unit is None):
        raise services.TutorError(gettext("Name the conversation, or the course and the unit the question is about."),
                                  "invalid", {"field": "unit" if course is not None else "conversation_id"})


def _job_of(user, client_message_id: str) -> TutorJob | None:
    return TutorJob.objects.filter(student=user, client_message_id=client_message_id).first()


def _resubmit(job: TutorJob) -> TutorJob:
    """A repeat of a failed job runs it again (no answer was produced, so this is no second one)."""
    if job.status == JobStatus.FAILED and TutorJob.objects.filter(pk=job.pk, status=JobStatus.FAILED).update(
            status=JobStatus.QUEUED, error_code="", error_message="", finished_at=None, updated_at=timezone.now()):
        _enqueue(job.pk)
        job.refresh_from_db()
    return job


def _enqueue(job_id) -> None:
    from tutor.tasks import tutor_job_run_task

    try:
        tutor_job_run_task.delay(str(job_id))
    except Exception:  # the broker is away: the job stays queued and the sweep sends it again
        logger.exception("could not queue tutor job %s", job_id)


# --------------------------------------------------------------------------- read


def job_get_for_student(user, job_id: uuid.UUID | str) -> TutorJob:
    """The student's own job; ``not_found`` (404) for anyone else's, as for a missing one."""
    if not user.is_authenticated:
        raise ApplicationError(gettext("Please log in again to continue."), "unauthenticated")
    try:
        job_id = uuid.UUID(str(job_id))
    except ValueError:
        raise ApplicationError(NOT_FOUND_TEXT, "not_found") from None
    job = TutorJob.objects.select_related("reply").filter(pk=job_id, student=user).first()
    if job is None:
        raise ApplicationError(NOT_FOUND_TEXT, "not_found")
    return job


@dataclass(frozen=True)
class StoredEvent:
    seq: int
    type: str
    data: Any


def job_events_after(job_id: uuid.UUID, after: int) -> tuple[list[StoredEvent], bool]:
    """The job's events numbered above ``after``, in order, and whether the job had finished before
    they were read (then these are its last: a finished job stores nothing more). A job deleted
    meanwhile (with its conversation) counts as finished, with no events."""
    status = TutorJob.objects.filter(pk=job_id).values_list("status", flat=True).first()
    finished = status is None or status in (JobStatus.DONE, JobStatus.FAILED)
    rows = TutorJobEvent.objects.filter(job_id=job_id, seq__gt=after).order_by("seq").values_list("seq", "type", "data")
    return [StoredEvent(*row) for row in rows], finished


def job_replay_from(job_id: uuid.UUID) -> int:
    """Where a client that has seen nothing starts: just before the latest run's ``start`` (an
    interrupted run's partial answer is not shown again)."""
    last_start = TutorJobEvent.objects.filter(job_id=job_id, type="start").aggregate(m=Max("seq"))["m"]
    return (last_start or 1) - 1


def job_result(job: TutorJob) -> dict | None:
    """The finished answer of a done job: text, citations, outcome (answered, hedged, refused)."""
    if job.status != JobStatus.DONE:
        return None
    reply = job.reply
    return {"message_id": reply.pk, "content": reply.content, "citations": list(reply.citations or []),
            "outcome": reply.outcome, "suggestions": list(reply.suggestions or [])}


# --------------------------------------------------------------------------- run (Celery worker)


def job_run(*, job_id: uuid.UUID | str) -> str:
    """Run a queued job to its end in this process; returns its final status, or ``skipped`` when
    the job was not queued (another run has it, or it finished). Safe to call twice: only one
    call claims the job. Never raises for a failure of the turn (the job records it)."""
    now = timezone.now()
    if not TutorJob.objects.filter(pk=job_id, status=JobStatus.QUEUED).update(
            status=JobStatus.RUNNING, attempts=F("attempts") + 1, updated_at=now):
        return "skipped"
    job = TutorJob.objects.select_related("student", "user_message").get(pk=job_id)
    try:
        return asyncio.run(_run(job))
    except JobLost:
        logger.warning("tutor job %s (run %s) was taken over; this run stops", job.pk, job.attempts)
        return "lost"


async def _run(job: TutorJob) -> str:
    # Each run has an event loop of its own (asyncio.run), and a model client is bound to the loop
    # that first used it (tutor/providers): one provider per run, closed at its end.
    provider = build_answer_provider()
    try:
        return await _run_with(job, provider)
    finally:
        if hasattr(provider, "aclose"):
            await provider.aclose()


async def _run_with(job: TutorJob, provider: AnswerProvider) -> str:
    seq = await db(_last_seq)(job.pk)
    try:
        if job.began:
            start = await db(_take_reply)(job)
            events = pipeline.continue_turn(job.student, start, provider=provider)
        else:  # a repeat of an earlier turn of this client message id: the pipeline replays or waits for it
            events = pipeline.run_turn(pipeline.TurnRequest(
                user=job.student, conversation_id=job.conversation_id, message=job.user_message.content,
                client_message_id=job.client_message_id, suggested=job.suggested,
            ), provider=provider)
        handle = await runner.detach(events)
    except ApplicationError as exc:  # rejected before start (the conversation was deleted meanwhile, ...)
        await db(_append)(job, seq + 1, TurnEvent("error", {"code": exc.code, "message": exc.message}))
        return await db(_finish)(job, exc.code, exc.message)
    seq += 1
    await db(_append)(job, seq, TurnEvent("start", {**handle.start.data, "job_id": str(job.pk), "attempt": job.attempts}))
    error: dict | None = None
    async for event in handle.events(merge_tokens=True):
        seq += 1
        await db(_append)(job, seq, event)
        if event.type == "error":
            error = event.data
    return await db(_finish)(job, error["code"] if error else "", error["message"] if error else "")


def _last_seq(job_id) -> int:
    return TutorJobEvent.objects.filter(job_id=job_id).aggregate(m=Max("seq"))["m"] or 0


def _take_reply(job: TutorJob) -> services.TurnStart:
    """The reply this job writes, taken over for this run (an earlier run's partial answer is
    cleared), or to replay when it is already written. Holds its lease from here on."""
    with transaction.atomic():
        reply = Message.objects.select_for_update().get(pk=job.reply_id)
        replay = reply.status in (MessageStatus.COMPLETE, MessageStatus.REFUSED)
        if not replay:
            Message.objects.filter(pk=reply.pk).update(status=MessageStatus.STREAMING, content="", citations=[],
                                                       created_at=timezone.now())
            reply.refresh_from_db()
        conversation = Conversation.objects.select_related("course").get(pk=job.conversation_id)
        user_message = Message.objects.get(pk=job.user_message_id)
    if not replay:
        liveness.turn_lease(reply.pk)
    return services.TurnStart(conversation, user_message, reply, replay=replay, wait=False)


def _append(job: TutorJob, seq: int, event: TurnEvent) -> None:
    """Store one event, if this run still owns the job (raises :class:`JobLost` otherwise)."""
    with transaction.atomic():
        if not TutorJob.objects.filter(pk=job.pk, status=JobStatus.RUNNING, attempts=job.attempts).update(
                updated_at=timezone.now()):
            raise JobLost(job.pk)
        try:
            with transaction.atomic():
                TutorJobEvent.objects.create(job_id=job.pk, seq=seq, type=event.type, data=event.data)
        except IntegrityError as exc:
            raise JobLost(job.pk) from exc


def _finish(job: TutorJob, error_code: str, error_message: str) -> str:
    status = JobStatus.FAILED if error_code else JobStatus.DONE
    now = timezone.now()
    if not TutorJob.objects.filter(pk=job.pk, status=JobStatus.RUNNING, attempts=job.attempts).update(
            status=status, error_code=error_code[:40], error_message=error_message, finished_at=now, updated_at=now):
        raise JobLost(job.pk)
    return status


# --------------------------------------------------------------------------- sweep


def _reply_being_written(reply: Message, now: dt.datetime) -> bool:
    """The tutor's rule for a live writer (tutor/liveness.py, services.reply_abandoned)."""
    return (reply.status == MessageStatus.STREAMING and reply.created_at > now - services.STALE_STREAMING
            and not services.reply_abandoned(reply, now))


def jobs_requeue_stale(*, now: dt.datetime | None = None) -> int:
    """Deal with the jobs a dead worker left: a ``running`` job whose reply nobody is writing any
    more goes back to the queue, or, after ``TUTOR_JOB_MAX_ATTEMPTS`` runs, is marked failed (an
    ``error`` event, and the reply failed, so it reads as interrupted and can be sent again); a
    ``queued`` job whose task was lost is queued again. Each change is one conditional UPDATE, so
    two sweeps (or a sweep and a run finishing) never act twice. Returns how many were queued."""
    now = now or timezone.now()
    queued: list[uuid.UUID] = []
    stale = TutorJob.objects.filter(status=JobStatus.RUNNING, updated_at__lt=now - RUNNING_GRACE).select_related("reply")
    for job in stale:
        if _reply_being_written(job.reply, now):
            continue
        same = TutorJob.objects.filter(pk=job.pk, status=JobStatus.RUNNING, attempts=job.attempts,
                                       updated_at=job.updated_at)
        if job.attempts >= settings.TUTOR_JOB_MAX_ATTEMPTS:
            if _fail_lost(job, same, now):
                logger.warning("tutor job %s lost its worker %s times: failed", job.pk, job.attempts)
        elif same.update(status=JobStatus.QUEUED, updated_at=now):
            logger.warning("tutor job %s lost its worker: running it again", job.pk)
            queued.append(job.pk)
    for job_id in TutorJob.objects.filter(status=JobStatus.QUEUED, updated_at__lt=now - QUEUED_LOST_AFTER
                                          ).values_list("pk", flat=True):
        if TutorJob.objects.filter(pk=job_id, status=JobStatus.QUEUED, updated_at__lt=now - QUEUED_LOST_AFTER
                                   ).update(updated_at=now):
            queued.append(job_id)
    for job_id in queued:
        _enqueue(job_id)
    return len(queued)


def _fail_lost(job: TutorJob, same, now: dt.datetime) -> bool:
    with transaction.atomic():
        if not same.update(status=JobStatus.FAILED, error_code="interrupted", error_message=INTERRUPTED_TEXT,
                           finished_at=now, updated_at=now):
            return False
        TutorJobEvent.objects.create(job_id=job.pk, seq=_last_seq(job.pk) + 1, type="error",
                                     data={"code": "interrupted", "message": INTERRUPTED_TEXT})
        Message.objects.filter(pk=job.reply_id, status=MessageStatus.STREAMING).update(status=MessageStatus.FAILED)
    return True

