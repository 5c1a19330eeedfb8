"""One tutor turn, shared by the websocket consumer, the SSE API and any other entry point.

``run_turn`` is an async generator of :class:`~tutor.events.TurnEvent`. Everything that can
reject the request (authentication, enrolment, validation, limits) happens before the first
event and raises ``ApplicationError``; after ``start`` every failure becomes an ``error`` event
and the student's message stays saved (and retryable with the same client message id).

Order of work (DESIGN.md, "One tutor turn"): auth and access -> idempotency -> limits -> persist
the student's message and an empty streaming reply -> policy hook -> memory (window, summary,
follow-up rewrite) -> retrieval with refusal -> prompt -> stream -> persist reply, usage, signal
-> fold older messages into the rolling summary.

``start_turn`` runs the same generator as a task detached from the caller, so a client that
disconnects mid-answer does not stop the answer from being written.

The blocking work runs off the event loop (tutor/workers.py) in a few grouped calls, each a unit
of its own: ``_begin`` (access, quota, limits, the two saved messages), ``_plan`` (context,
policy, retrieval, prompt, passage scans), ``_conclude`` (leak check, citations, token counts,
the saved reply) and the summary step. The conversation row ``turn_begin`` locked is reused, not
read again.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from django.db.models import Count

from config.errors import ApplicationError
from courses import privacy
from tutor import attachments, integrity, leaks, memory, policy_hooks, quotas, safety, selectors, services
from tutor.events import Citation, TurnEvent
from tutor.models import Conversation, Message, MessageStatus, Role
from tutor.prompts import (
    CLOGap,
    DeclineGate,
    HistoryItem,
    NOT_COVERED,
    MarkerFilter,
    build_messages,
    cited_numbers,
    prompt_passages,
    scrub_pii,
)
from tutor.providers import AnswerProvider, GenerationRequest, ProviderError, SourcePassage, Usage, get_answer_provider
from tutor.providers.extractive import pieces
from tutor.workers import db

logger = logging.getLogger(__name__)

RETRIEVAL_K = 5
WAIT_FOR_OTHER_SECONDS = 90.0
GENERIC_ERROR = "Something went wrong while writing the answer. Please send your message again."
EMPTY_ANSWER = "I couldn't put together an answer from the course materials. Try rephrasing your question."


@dataclass(frozen=True)
class TurnRequest:
    user: Any
    conversation_id: uuid.UUID | str
    message: str
    client_message_id: str = ""
    persona: str | None = None
    attachment_ids: tuple[str, ...] = ()
    suggested: bool = False  # clicked one of the tutor's suggested prompts (not counted in the unit quota)


@dataclass
class TurnContext:
    course_id: int
    persona: str
    history: list[HistoryItem]
    summary: str
    previous_question: str
    previous_answer: str
    gaps: list[CLOGap]
    clo_ids: list[int]
    unit_id: int | None
    known: list[str] = field(default_factory=list)


def _load_context(user, conversation: Conversation, user_message: Message) -> TurnContext:
    """The turn's memory and learner context. ``conversation`` is the row ``turn_begin`` locked and
    updated (persona, title) a moment ago: it is not read again."""
    conversation_id = conversation.pk
    recent = list(
        Message.objects.filter(conversation_id=conversation_id, created_at__lt=user_message.created_at)
        .exclude(status__in=[MessageStatus.STREAMING, MessageStatus.FAILED]).exclude(content="")
        .order_by("-created_at")[: memory.WINDOW]
    )
    recent.reverse()
    previous_question = next((m.content for m in reversed(recent) if m.role == Role.USER), "")
    previous_answer = next((m.content for m in reversed(recent) if m.role == Role.ASSISTANT), "")
    profile = getattr(user, "profile", None)
    known = [getattr(profile, "display_name", ""), user.first_name, user.last_name, user.get_username(), user.email]
    history = [HistoryItem(role=m.role, content=scrub_pii(m.content, known=known)) for m in recent]
    return TurnContext(
        course_id=conversation.course_id,
        persona=conversation.persona,
        history=history,
        summary=conversation.summary,
        previous_question=scrub_pii(previous_question, known=known),
        previous_answer=previous_answer,
        gaps=selectors.clo_gaps_for_student(conversation.student_id, conversation.course_id),
        clo_ids=list(conversation.clo_scope.values_list("pk", flat=True)),
        unit_id=conversation.unit_id,
        known=known,
    )


def _retrieve(user, ctx: TurnContext, question: str):
    from materials.search import retrieve

    narrowed = bool(ctx.clo_ids or ctx.unit_id)
    result = retrieve(user=user, course_id=ctx.course_id, question=question, clo_ids=ctx.clo_ids or None,
                      unit_id=ctx.unit_id, k=RETRIEVAL_K)
    if result.refused and narrowed and result.reason == "no_evidence":
        # the focus (CLOs/unit) is a preference, not a wall: fall back to the whole course
        result = retrieve(user=user, course_id=ctx.course_id, question=question, k=RETRIEVAL_K)
    if result.refused and leaks.find_leaks(result.message):
        # A refusal that names the student's missing word passes the same leak check as any answer:
        # "attainment" is internal assessment language even when the student typed it.
        from materials.search import REFUSAL_MESSAGE

        result = dataclasses.replace(result, message=REFUSAL_MESSAGE)
    return result


def _citation(n: int, p) -> Citation:
    focus = p.focus
    return Citation(n=n, chunk_id=p.chunk_id, source_filename=p.source_filename, material_type=p.material_type,
                    page=p.page, section=p.section, similarity=round(float(p.similarity), 4), chunk_text=p.text,
                    focus=list(focus) if focus else None)


def replay_events(message: Message) -> list[TurnEvent]:
    """The events of an answer already written (idempotent repeats)."""
    if message.status == MessageStatus.REFUSED:
        return [TurnEvent("refusal", {"message": message.content, "suggestions": []}),
                TurnEvent("done", {"message_id": str(message.pk), "tokens_used": 0})]
    events = [TurnEvent("token", {"text": piece}) for piece in pieces(message.content, words=12)]
    events.append(TurnEvent("citations", list(message.citations or [])))
    events.append(TurnEvent("done", {"message_id": str(message.pk), "tokens_used": 0}))
    return events


async def _wait_for_reply(message_id: uuid.UUID) -> Message | None:
    """Poll until another request finishes writing ``message_id``; None if it failed or stalled."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WAIT_FOR_OTHER_SECONDS
    while loop.time() < deadline:
        message = await db(Message.objects.get)(pk=message_id)
        if message.status in (MessageStatus.COMPLETE, MessageStatus.REFUSED):
            return message
        if message.status == MessageStatus.FAILED:
            return None
        await asyncio.sleep(0.1)
    return None


def _begin(request: TurnRequest) -> services.TurnStart:
    """Everything before the ``start`` event, in one worker call: access (one conversation read and
    one enrolment check, shared by the quota gate and ``turn_begin``), the per-unit quota,
    validation, limits, idempotency and the two saved messages; then the quota count."""
    user = request.user
    conversation = selectors.conversation_get_for_user(user, request.conversation_id)
    quota_unit = quotas.unit_quota_gate(
        user=user, conversation_id=request.conversation_id, text=request.message, suggested=request.suggested,
        client_message_id=request.client_message_id, conversation=conversation,
    )
    start = services.turn_begin(
        user=user, conversation_id=request.conversation_id, text=request.message,
        client_message_id=request.client_message_id, persona=request.persona,
        attachment_ids=request.attachment_ids, conversation=conversation,
    )
    if quota_unit is not None and not (start.replay or start.wait):
        quotas.unit_quota_count(user_id=user.pk, unit_id=quota_unit, message_id=start.user_message.pk)
    return start


async def run_turn(request: TurnRequest, *, provider: AnswerProvider | None = None) -> AsyncIterator[TurnEvent]:
    """Run one turn and yield its events. Raises ``ApplicationError`` before the first event when
    the request is rejected (nothing is processed then)."""
    user = request.user
    if user is None or not user.is_authenticated:
        raise ApplicationError("Please log in again to continue.", "unauthenticated")
    start = await db(_begin)(request)
    yield TurnEvent("start", {
        "conversation_id": str(start.conversation.pk), "message_id": str(start.assistant_message.pk),
        "user_message_id": str(start.user_message.pk), "replay": start.replay or start.wait,
    })
    if start.replay:
        for event in replay_events(start.assistant_message):
            yield event
        return
    if start.wait:
        finished = await _wait_for_reply(start.assistant_message.pk)
        if finished is None:
            yield TurnEvent("error", {"code": "conflict", "message": GENERIC_ERROR})
            return
        for event in replay_events(finished):
            yield event
        return
    async for event in _generate(user, start, provider or get_answer_provider()):
        yield event


@dataclass
class _Plan:
    """What one worker call found out before anything is streamed."""

    ctx: TurnContext
    question: str
    policy: policy_hooks.TurnPolicy
    provider: AnswerProvider
    search_question: str | None = None  # None: a follow-up the provider's model must rewrite first
    retrieval: Any = None
    numbered: dict[int, Any] = field(default_factory=dict)
    generation: GenerationRequest | None = None


def _plan(user, start: services.TurnStart, provider: AnswerProvider) -> _Plan:
    """Context, policy and (unless a model must rewrite a follow-up first) retrieval and the
    generation request: one worker call instead of one per step."""
    ctx = _load_context(user, start.conversation, start.user_message)
    question = privacy.scrub(scrub_pii(start.user_message.content, known=ctx.known))
    policy = policy_hooks.evaluate_turn(conversation=start.conversation, question=question)
    if policy.flag_integrity and policy.integrity_assignment_id:
        integrity.record_assignment(message_id=start.assistant_message.pk, assignment_id=policy.integrity_assignment_id)
    if policy.flag_integrity and not provider.uses_llm:
        # the offline provider pastes material sentences, which could be the worked solution
        provider = integrity.GuidanceProvider(policy.assignment_title)
    plan = _Plan(ctx=ctx, question=question, policy=policy, provider=provider)
    if policy.reply:
        return plan
    if memory.is_follow_up(question) and ctx.previous_question:
        if getattr(provider, "complete", None) is not None:
            return plan  # the model rewrites it (async), then _ground runs
        plan.search_question = memory.rewrite_follow_up_offline(
            question, previous_question=ctx.previous_question, summary=ctx.summary)
    else:
        plan.search_question = question
    return _ground(user, plan, start.user_message)


def _ground(user, plan: _Plan, user_message: Message) -> _Plan:
    """Retrieval with refusal, then the prompt and the generation request."""
    ctx, question = plan.ctx, plan.question
    plan.retrieval = retrieval = _retrieve(user, ctx, plan.search_question)
    if retrieval.refused:
        return plan
    passages = list(retrieval.passages)
    plan.numbered = numbered = {n: p for n, p in enumerate(passages, start=1)}
    messages = build_messages(
        persona=ctx.persona, question=question, history=ctx.history, clo_gaps=ctx.gaps, summary=ctx.summary,
        steer=plan.policy.steer,
        passages=prompt_passages(passages),
    )
    messages, plan.provider = attachments.prepare_generation(messages, plan.provider, user_message)
    plan.generation = GenerationRequest(
        question=question, persona=ctx.persona, messages=messages if plan.provider.uses_llm else [],
        passages=[SourcePassage(n=n, text=safety.strip_injection(p.text), source_filename=p.source_filename,
                                similarity=p.similarity)
                  for n, p in numbered.items()],
        conversation_id=user_message.conversation_id, course_id=ctx.course_id,
    )
    return plan


def _refuse(finish_kwargs: dict, conversation_id: uuid.UUID, suggestions: list[str]) -> None:
    services.turn_finish(**finish_kwargs)
    quotas.suggestions_offer(conversation_id, suggestions)


@dataclass
class _Outcome:
    answer: str
    leaked: bool
    citations: list
    charged: int


def _token_counts(usage: Usage | None, generation: GenerationRequest, question: str, reply: str) -> tuple[int, int]:
    """(completion tokens, tokens charged) of one generation: the backend's numbers, else counted."""
    if usage is not None:
        return usage.completion_tokens, usage.total_tokens
    prompt_text = "\n".join(str(m["content"]) for m in generation.messages) or question
    completion = services.count_tokens(reply)
    return completion, completion + services.count_tokens(prompt_text)


def _decline(finish_kwargs: dict, conversation_id: uuid.UUID, course_id: int, passages: list, usage: Usage | None,
             generation: GenerationRequest, question: str) -> tuple[dict, int]:
    """The model found no answer in the passages: save a refusal (its tokens still count towards the
    student's budget: the request was made) and return the refusal event's payload, whose
    suggestions start from the sections the question came closest to, with the tokens charged."""
    from materials.search import NOT_ANSWERED_MESSAGE, refusal_suggestions

    suggestions = refusal_suggestions(course_id, near=passages)
    completion, charged = _token_counts(usage, generation, question, NOT_COVERED)
    _refuse(dict(**finish_kwargs, content=NOT_ANSWERED_MESSAGE, citations=[], status=MessageStatus.REFUSED,
                 completion_tokens=completion, tokens_charged=charged), conversation_id, suggestions)
    return {"message": NOT_ANSWERED_MESSAGE, "suggestions": suggestions}, charged


def _conclude(finish_kwargs: dict, streamed: str, numbered: dict, usage: Usage | None,
              generation: GenerationRequest, question: str) -> _Outcome:
    """Leak check, citations, token counts and the saved reply, in one worker call."""
    answer, leaked = leaks.sanitise(streamed.strip())
    if not answer:
        services.turn_finish(**finish_kwargs, content=EMPTY_ANSWER, citations=[], status=MessageStatus.REFUSED,
                             completion_tokens=0, tokens_charged=0)
        return _Outcome("", leaked, [], 0)
    cited = cited_numbers(answer, numbered)
    citations = [_citation(n, numbered[n]) for n in (cited or list(numbered))]
    completion, charged = _token_counts(usage, generation, question, answer)
    services.turn_finish(**finish_kwargs, content=answer, citations=citations, status=MessageStatus.COMPLETE,
                         completion_tokens=completion, tokens_charged=charged)
    return _Outcome(answer, leaked, citations, charged)


async def _generate(user, start: services.TurnStart, provider: AnswerProvider) -> AsyncIterator[TurnEvent]:
    conversation_id = start.conversation.pk
    reply_id = start.assistant_message.pk
    parts: list[str] = []
    flagged = False
    written = False  # the reply is stored: a later cancellation (during the summary) must not fail it

    def finish_kwargs() -> dict:
        return dict(conversation_id=conversation_id, user_id=user.pk, user_message_id=start.user_message.pk,
                    assistant_message_id=reply_id, flagged_integrity=flagged)

    async def finish(content: str, citations: list, status: str, completion: int, charged: int) -> None:
        nonlocal written
        await db(services.turn_finish)(
            **finish_kwargs(), content=content, citations=citations, status=status,
            completion_tokens=completion, tokens_charged=charged,
        )
        written = True

    try:
        plan = await db(_plan)(user, start, provider)
        ctx, question, policy, provider = plan.ctx, plan.question, plan.policy, plan.provider
        flagged = policy.flag_integrity
        if policy.reply:
            for piece in pieces(policy.reply):
                yield TurnEvent("token", {"text": piece})
            await finish(policy.reply, [], MessageStatus.COMPLETE, 0, 0)
            yield TurnEvent("citations", [])
            yield TurnEvent("done", {"message_id": str(reply_id), "tokens_used": 0})
            return

        if plan.search_question is None:  # a follow-up the model rewrites into a standalone question
            plan.search_question = await _rewrite(provider, ctx, question, conversation_id)
            plan = await db(_ground)(user, plan, start.user_message)
            provider = plan.provider
        retrieval = plan.retrieval
        if retrieval.refused:
            suggestions = list(retrieval.suggestions)
            await db(_refuse)(dict(**finish_kwargs(), content=retrieval.message, citations=[],
                                   status=MessageStatus.REFUSED, completion_tokens=0, tokens_charged=0),
                              conversation_id, suggestions)
            written = True
            yield TurnEvent("refusal", {"message": retrieval.message, "suggestions": suggestions})
            yield TurnEvent("done", {"message_id": str(reply_id), "tokens_used": 0})
            await _update_summary(provider, conversation_id, ctx)
            return

        numbered, generation = plan.numbered, plan.generation
        gate, markers = DeclineGate(enabled=provider.uses_llm), MarkerFilter(numbered)
        usage: Usage | None = None
        try:
            # The whole reply is read even after the model declined, so the call is logged with its usage.
            async for piece in provider.stream(generation):
                if isinstance(piece, Usage):
                    usage = piece
                    continue
                text = markers.feed(gate.feed(piece))
                if text:
                    parts.append(text)
                    yield TurnEvent("token", {"text": text})
            tail = markers.feed(gate.flush()) + markers.flush()
            if tail:
                parts.append(tail)
                yield TurnEvent("token", {"text": tail})
        except ProviderError as exc:
            partial = "".join(parts)
            await finish(partial, [], MessageStatus.FAILED, services.count_tokens(partial), 0)
            yield TurnEvent("error", {"code": exc.code, "message": exc.message})
            return

        if gate.declined:  # the model read the passages and found no answer in them
            refusal, charged = await db(_decline)(finish_kwargs(), conversation_id, ctx.course_id,
                                                  retrieval.passages, usage, generation, question)
            written = True
            yield TurnEvent("refusal", refusal)
            yield TurnEvent("done", {"message_id": str(reply_id), "tokens_used": charged})
            await _update_summary(provider, conversation_id, ctx)
            return

        outcome = await db(_conclude)(finish_kwargs(), "".join(parts), numbered, usage, generation, question)
        written = True
        if not outcome.answer:
            yield TurnEvent("refusal", {"message": EMPTY_ANSWER, "suggestions": []})
            yield TurnEvent("done", {"message_id": str(reply_id), "tokens_used": 0})
            return
        yield TurnEvent("citations", outcome.citations)
        # after a leak was cut out of the streamed text, ``content`` is the corrected answer to show
        yield TurnEvent("done", {"message_id": str(reply_id), "tokens_used": outcome.charged,
                                 **({"content": outcome.answer} if outcome.leaked else {})})
        await _update_summary(provider, conversation_id, ctx)
    except asyncio.CancelledError:
        if not written:
            await asyncio.shield(finish("".join(parts), [], MessageStatus.FAILED, 0, 0))
        raise
    except Exception:
        logger.exception("tutor turn failed (conversation %s)", conversation_id)
        try:
            await finish("".join(parts), [], MessageStatus.FAILED, 0, 0)
        except Exception:
            logger.exception("could not mark the reply failed")
        yield TurnEvent("error", {"code": "error", "message": GENERIC_ERROR})


async def _rewrite(provider: AnswerProvider, ctx: TurnContext, question: str, conversation_id: uuid.UUID) -> str:
    """A standalone version of a short follow-up, for retrieval only (the model still sees the
    student's own words with the history)."""
    complete = getattr(provider, "complete", None)
    if complete is not None:
        prompt = (f"Previous question: {ctx.previous_question}\n"
                  f"Previous answer: {ctx.previous_answer[:600]}\n"
                  + (f"Earlier summary: {ctx.summary[:600]}\n" if ctx.summary else "")
                  + f"Latest message: {question}")
        text = await complete(messages=[{"role": "system", "content": memory.REWRITE_INSTRUCTIONS},
                                        {"role": "user", "content": prompt}],
                              purpose="rewrite", conversation_id=conversation_id, course_id=ctx.course_id)
        if text:
            return text.strip()[:500]
    return memory.rewrite_follow_up_offline(question, previous_question=ctx.previous_question, summary=ctx.summary)


def _summary_work(conversation_id: uuid.UUID) -> tuple[str, int, list[tuple[str, str]]] | None:
    row = (Conversation.objects.filter(pk=conversation_id).annotate(total=Count("messages"))
           .values_list("summary", "summary_message_count", "total").first())
    if row is None:
        raise Conversation.DoesNotExist
    summary, summarised, total = row
    covered = memory.needs_summary(total, summarised)
    if covered <= summarised:
        return None
    rows = list(
        Message.objects.filter(conversation_id=conversation_id).order_by("created_at")
        .values_list("role", "content")[summarised:covered]
    )
    return summary, covered, rows


def _summarise_offline(conversation_id: uuid.UUID, known: list[str]) -> None:
    """The whole rolling-summary step for providers without a model, in one worker call."""
    work = _summary_work(conversation_id)
    if work is None:
        return
    previous, covered, rows = work
    rows = [(role, scrub_pii(content, known=known)) for role, content in rows]
    summary = memory.summarise_offline(rows, previous)
    services.conversation_update_summary(
        conversation_id=conversation_id, summary=summary[: memory.SUMMARY_MAX_CHARS * 2], covered=covered)


async def _update_summary(provider: AnswerProvider, conversation_id: uuid.UUID, ctx: TurnContext) -> None:
    """Fold messages that left the live window into the rolling summary (after the answer is out)."""
    try:
        complete = getattr(provider, "complete", None)
        if complete is None:
            await db(_summarise_offline)(conversation_id, ctx.known)
            return
        work = await db(_summary_work)(conversation_id)
        if work is None:
            return
        previous, covered, rows = work
        rows = [(role, scrub_pii(content, known=ctx.known)) for role, content in rows]
        transcript = "\n".join(f"{'Student' if r == Role.USER else 'Tutor'}: {c[:800]}" for r, c in rows)
        summary = await complete(
            messages=[{"role": "system", "content": memory.SUMMARY_INSTRUCTIONS},
                      {"role": "user", "content": (f"Summary so far:\n{previous}\n\n" if previous else "")
                       + f"New messages:\n{transcript}"}],
            purpose="summary", conversation_id=conversation_id, course_id=ctx.course_id,
        )
        if not summary:
            summary = memory.summarise_offline(rows, previous)
        await db(services.conversation_update_summary)(
            conversation_id=conversation_id, summary=summary[: memory.SUMMARY_MAX_CHARS * 2], covered=covered)
    except Exception:
        logger.exception("could not update the summary of conversation %s", conversation_id)


# --------------------------------------------------------------------------- detached turns

_RUNNING: set[asyncio.Task] = set()
_DONE = object()


@dataclass
class TurnHandle:
    """A turn running as its own task. ``start`` is the first event; ``events()`` yields the rest
    (``None`` as a keep-alive tick when nothing arrived for ``keepalive`` seconds). Stopping
    iteration, or the client going away, leaves the task running to the end."""

    start: TurnEvent
    task: asyncio.Task
    queue: asyncio.Queue

    async def events(self, keepalive: float | None = None, *, merge_tokens: bool = False
                     ) -> AsyncIterator[TurnEvent | None]:
        """The events after ``start``. With ``merge_tokens``, token events already waiting in the
        queue are joined into one (a relay that fell behind catches up in one send, not many)."""
        pending: Any = None
        while True:
            if pending is not None:
                item, pending = pending, None
            else:
                try:
                    item = await (asyncio.wait_for(self.queue.get(), keepalive) if keepalive else self.queue.get())
                except asyncio.TimeoutError:
                    yield None
                    continue
            if item is _DONE:
                return
            if merge_tokens and item.type == "token" and not self.queue.empty():
                texts = [item.data["text"]]
                while not self.queue.empty():
                    following = self.queue.get_nowait()
                    if following is not _DONE and following.type == "token":
                        texts.append(following.data["text"])
                        continue
                    pending = following
                    break
                item = TurnEvent("token", {"text": "".join(texts)})
            yield item


async def _pump(agen: AsyncIterator[TurnEvent], queue: asyncio.Queue) -> None:
    """Run a turn to its end, whoever is listening. Its blocking steps run in the worker pool
    (tutor/workers.py), one call at a time, so no thread or connection is started per turn."""
    try:
        async for event in agen:
            queue.put_nowait(event)
    except Exception:
        logger.exception("detached tutor turn crashed")
        queue.put_nowait(TurnEvent("error", {"code": "error", "message": GENERIC_ERROR}))
    finally:
        queue.put_nowait(_DONE)


async def start_turn(request: TurnRequest, *, provider: AnswerProvider | None = None) -> TurnHandle:
    """Begin a turn; raises ``ApplicationError`` if it is rejected, else returns once ``start`` is
    known with the rest of the turn running in a task of its own."""
    agen = run_turn(request, provider=provider)
    first = await agen.__anext__()
    queue: asyncio.Queue = asyncio.Queue()
    task = asyncio.get_running_loop().create_task(_pump(agen, queue))
    _RUNNING.add(task)
    task.add_done_callback(_RUNNING.discard)
    return TurnHandle(start=first, task=task, queue=queue)


async def collect_turn(request: TurnRequest, *, provider: AnswerProvider | None = None) -> list[TurnEvent]:
    """All events of one turn, in order (tests, scripts)."""
    return [event async for event in run_turn(request, provider=provider)]
