"""One tutor turn, shared by the websocket consumer, the SSE API and any other entry point.

``run_turn`` is an async generator of :class:`~tutor.events.TurnEvent`. Everything that can reject
the request (authentication, enrolment, validation, limits) happens before the first event and
raises ``ApplicationError``; after ``start`` every failure ends the turn with an ``error`` event and
the student's message stays saved (retryable with the same client message id).

The turn is a sequence of named steps (DESIGN.md, "One tutor turn"):

    begin      access, the unit quota, limits, idempotency; the student's message and an empty
               reply are saved                                                        ``_begin``
    guard      the safety gate and the academic-integrity check (tutor/guardrails/turn.py)  ``guard``
    remember   memory: the live window, the rolling summary, a follow-up made standalone  ``remember``
    ground     answer or refuse, and from which passages (tutor/grounding.py)             ``ground``
    decide     the learning loop's policy for this turn (the seam for the ``learning`` app) ``decide``
    generate   the provider's stream through the decline gate and the citation filter    ``generate``
    persist    one finish path for every ending: answer, refusal, fixed reply, failure    ``finish``
    summarise  older messages folded into the rolling summary, after the answer is out    ``summarise``

A step that ends the turn early returns an :class:`Ending`; ``finish`` stores it and emits its
events, whatever it is. The blocking steps run in the turn pool (tutor/workers.py), grouped so a
turn makes few hops: begin; guard + remember + ground + decide (``_prepare``); the stream; the
settling of the reply with its persistence; the summary. Detached running (a turn that outlives
its caller) is tutor/runner.py's.
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
from django.utils import timezone
from django.utils.translation import gettext

from config.errors import ApplicationError
from courses.privacy import scrub
from learning import cards as learning_cards
from learning import structured
from learning import turn as learning_turn
from learning.chooser import ChosenAction
from learning.mapping import PassageUnit
from learning.policy import DRILL_CARD
from learning import services as learning_services
from learning.services import SnapshotConflict
from materials.selectors import course_section_titles
from materials.search import cited_part
from tutor import (attachments, courtesy, emergency, grounding, guardrails, integrity, leaks, liveness, local_rewrite,
                   memory, question_focus, quotas, safety, selectors, services, study_talk)
from tutor.guardrails import turn as guard_turn
from tutor.events import Citation, TurnEvent
from tutor.grounding import DeclineGate, Grounding
from tutor.models import Conversation, Message, MessageStatus, Role
from tutor.phrases import phrase
from tutor.prompts import PERSONAS, CLOGap, HistoryItem, MarkerFilter, build_messages, cited_numbers, prompt_passages
from tutor.providers import AnswerProvider, GenerationRequest, ProviderError, SourcePassage, Usage, get_answer_provider
from tutor.providers.extractive import pieces
from tutor.workers import db

logger = logging.getLogger(__name__)

RETRIEVAL_K = 5
OVERVIEW_SECTIONS = 8  # section headings named when a student asks what the course covers
WAIT_FOR_OTHER_SECONDS = 90.0
GENERIC_ERROR = "Something went wrong while writing the answer. Please send your message again."
EMPTY_ANSWER = phrase("empty_answer")


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
    """What the turn remembers: the live window, the summary, the student's CLO gaps and focus."""

    course_id: int
    persona: str
    history: list[HistoryItem]
    summary: str
    previous_question: str
    previous_answer: str
    gaps: list[CLOGap]
    clo_ids: list[int]
    unit_id: int | None
    known: list[str] = field(default_factory=list)  # the student's names: scrubbed from what leaves
    assignment_text: str = ""  # the questions of the assignment the conversation was opened from


@dataclass(frozen=True)
class Ending:
    """How a turn ends: the reply to store and the events that tell the client, after it is stored.
    ``summarise``: fold older messages into the summary afterwards."""

    status: str
    content: str
    events: tuple[TurnEvent, ...]
    citations: tuple = ()
    suggestions: tuple[str, ...] = ()
    completion_tokens: int = 0
    charged: int = 0
    summarise: bool = False
    hedged: bool = False  # a complete reply showing only the closest passages (tutor/grounding.py)


@dataclass
class Turn:
    """The state of one turn as its steps fill it in."""

    user: Any
    start: services.TurnStart
    provider: AnswerProvider
    ctx: TurnContext | None = None
    question: str = ""  # the student's message, scrubbed
    verdict: guardrails.Verdict | None = None  # the guardrails' reading of the question
    judged: bool = False  # the model has given its judgement on an uncertain verdict
    guard: guard_turn.GuardDecision | None = None
    search_question: str | None = None  # None: a follow-up the provider's model must rewrite first
    awaiting: str = ""  # "judge" or "rewrite": a model call the blocking steps wait for
    grounding: Grounding | None = None
    learning: learning_turn.TurnDecision | None = None  # the learning loop's decision (None: no units)
    action: ChosenAction | None = None
    card: dict | None = None  # the action's card (learning/cards.py), sent as the ``card`` event
    turn_analysis: dict | None = None  # a model's turn_analysis (learning/structured.py), for the snapshot
    numbered: dict[int, Any] = field(default_factory=dict)
    generation: GenerationRequest | None = None
    parts: list[str] = field(default_factory=list)  # the streamed answer so far
    usage: Usage | None = None
    declined: bool = False
    hedged: bool = False  # offline, between the evidence bars: the reply shows the closest passages as such
    written: bool = False  # the reply is stored: a later cancellation (during the summary) must not fail it
    rewrite: Any = None  # the local rewrite step of this turn's offline answer (tutor/local_rewrite.py), if on

    @property
    def reply_id(self) -> uuid.UUID:
        return self.start.assistant_message.pk

    @property
    def conversation_id(self) -> uuid.UUID:
        return self.start.conversation.pk


# --------------------------------------------------------------------------- the turn


async def run_turn(request: TurnRequest, *, provider: AnswerProvider | None = None) -> AsyncIterator[TurnEvent]:
    """Run one turn and yield its events. Raises ``ApplicationError`` before the first event when
    the request is rejected (nothing is processed then)."""
    user = request.user
    if user is None or not user.is_authenticated:
        raise ApplicationError(gettext("Please log in again to continue."), "unauthenticated")
    start = await db(_begin)(request)
    yield start_event(start)
    if start.replay:
        for event in replay_events(start.assistant_message):
            yield event
        return
    if start.wait:
        finished = await _wait_for_reply(start.assistant_message.pk)
        if finished is _ABANDONED:
            # its writer died while we waited (a web process killed mid-answer): take the turn over
            # here, in this request, rather than leave the student with an error and a reply that
            # stays "streaming"; turn_begin's _resume hands the same reply row back, never a second
            start = await db(_begin)(request)
            if not (start.replay or start.wait):
                async for event in _answer(Turn(user=user, start=start, provider=provider or get_answer_provider())):
                    yield event
                return
            finished = await db(Message.objects.get)(pk=start.assistant_message.pk) if start.replay else None
        if finished is None or finished is _ABANDONED:
            yield TurnEvent("error", {"code": "conflict", "message": GENERIC_ERROR})
            return
        for event in replay_events(finished):
            yield event
        return
    async for event in _answer(Turn(user=user, start=start, provider=provider or get_answer_provider())):
        yield event


def start_event(start: services.TurnStart) -> TurnEvent:
    return TurnEvent("start", {
        "conversation_id": str(start.conversation.pk), "message_id": str(start.assistant_message.pk),
        "user_message_id": str(start.user_message.pk), "replay": start.replay or start.wait,
    })


def turn_open(request: TurnRequest) -> services.TurnStart:
    """**begin** alone, for a turn whose answer another process writes (an async job, tutor/jobs.py):
    exactly the checks and writes that open a streamed turn. Blocking (ORM); raises
    ``ApplicationError`` when the request is rejected, and nothing is saved then."""
    return _begin(request)


async def continue_turn(user, start: services.TurnStart, *, provider: AnswerProvider | None = None
                        ) -> AsyncIterator[TurnEvent]:
    """The events of a turn that :func:`turn_open` began (``start`` first): the same steps as
    :func:`run_turn` after its begin. ``start.replay``: the answer exists and is replayed. The
    caller owns ``start.assistant_message`` (it holds its lease)."""
    yield start_event(start)
    if start.replay:
        for event in replay_events(start.assistant_message):
            yield event
        return
    async for event in _answer(Turn(user=user, start=start, provider=provider or get_answer_provider())):
        yield event


async def _answer(turn: Turn) -> AsyncIterator[TurnEvent]:
    """Everything after ``start``: the steps, then one finish path."""
    try:
        ending = await db(_prepare)(turn)
        while ending is None and turn.awaiting:
            await _consult_model(turn)
            ending = await db(_prepare)(turn)
        if ending is None and turn.learning is not None and turn.provider.uses_llm:
            await model_action(turn)
        if ending is None:
            try:
                async for event in generate(turn):
                    yield event
            except ProviderError as exc:
                partial = "".join(turn.parts)
                ending = Ending(MessageStatus.FAILED, partial, (TurnEvent("error", {"code": exc.code, "message": exc.message}),),
                                completion_tokens=services.count_tokens(partial))
        if ending is None:
            ending, events = await db(_settle_and_finish)(turn)
        else:
            events = await db(finish)(turn, ending)
        for event in events:
            yield event
        if ending.summarise:
            await summarise(turn)
    except asyncio.CancelledError:
        if not turn.written:
            await asyncio.shield(db(finish)(turn, _failed(turn)))
        raise
    except Exception:
        logger.exception("tutor turn failed (conversation %s)", turn.conversation_id)
        if not turn.written:
            try:
                await db(finish)(turn, _failed(turn))
            except Exception:
                logger.exception("could not mark the reply failed")
        yield TurnEvent("error", {"code": "error", "message": GENERIC_ERROR})


def _begin(request: TurnRequest) -> services.TurnStart:
    """**begin**, in one worker call: access (one conversation read and one enrolment check,
    shared by the quota gate and ``turn_begin``), the per-unit quota, validation, limits,
    idempotency and the two saved messages; then the quota count."""
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
    if not (start.replay or start.wait):
        liveness.turn_lease(start.assistant_message.pk)  # this process writes the reply (renewed by the runner)
    return start


def _prepare(turn: Turn) -> Ending | None:
    """guard, remember, ground and decide in one worker call; an ``Ending`` when a step ends the
    turn. Resumable: it stops, with ``turn.awaiting`` set, where a model call must come first (its
    judgement on a message the guardrails are unsure of, or a follow-up to rewrite), and the next
    call carries on from there."""
    turn.awaiting = ""
    if turn.ctx is None:
        start = turn.start
        turn.ctx = _load_context(turn.user, start.conversation, start.user_message)
        turn.question = scrub(start.user_message.content, known=turn.ctx.known)
    if turn.guard is None:
        if turn.verdict is None:
            turn.verdict = guardrails.assess_text(turn.question)
        if turn.verdict.uncertain and turn.provider.uses_llm and not turn.judged:
            turn.awaiting = "judge"
            return None
        ending = guard(turn)
        if ending is not None:
            return ending
    if turn.search_question is None and not turn.guard.flag_integrity and courtesy.asks_who_the_tutor_is(turn.question):
        # "who made you?", "what can you help me with on this course?": about the tutor, whatever the course holds (searched,
        # a follow-up took the turn before it with it and was answered from that turn's passage: blind set 43)
        return _in_kind(turn, "about_me")
    if turn.search_question is None:
        ending = session_closing(turn)  # a learning session's own closure first
        if ending is not None:
            return ending
        if not turn.guard.flag_integrity and turn.ctx.previous_question and courtesy.signs_off(turn.question):
            # "ok bye, wish me luck for the practical tomorrow" after a question: searched as a follow-up, with the
            # question before it, it was answered from that question's passage; a closing is answered in kind
            return _in_kind(turn, "sign_off")
        remember(turn)
        if turn.search_question is None:
            turn.awaiting = "rewrite"
            return None
    ending = ground(turn)
    if ending is not None:
        return ending
    decide(turn)
    _generation_request(turn)
    return None


async def _consult_model(turn: Turn) -> None:
    """The model call ``_prepare`` stopped for: its judgement on an uncertain guardrail verdict
    (invalid output keeps the local verdict), or a follow-up rewritten for search."""
    if turn.awaiting == "judge":
        turn.verdict = await guardrails.judge(turn.provider, turn.question, turn.verdict,
                                              conversation_id=turn.conversation_id, course_id=turn.ctx.course_id)
        turn.judged = True
    elif turn.awaiting == "rewrite":
        turn.search_question = await _rewrite(turn)


def session_closing(turn: Turn) -> Ending | None:
    """**close a Clarify session**: "thanks, that's all" (learning/sessions/clarify.py ``says_done``) in a
    conversation with an open Clarify doubts session is answered with the session's one-line closure,
    nothing retrieved; ``finish`` then ends the session. Anywhere else the message is an ordinary turn."""
    from learning.sessions import clarify

    if turn.start.conversation.unit_id is None or not clarify.says_done(turn.question):
        return None
    if not clarify.open_session_exists(student_id=turn.user.pk, conversation_id=turn.conversation_id):
        return None
    reply = clarify.CLOSURE
    return _fixed_reply(turn, reply)


def guard(turn: Turn) -> Ending | None:
    """**guard**: the safety gate answers with a fixed caring reply in the student's language
    (nothing retrieved or generated, nothing of theirs echoed); a request to do graded work is
    flagged and steered to guidance (offline: the guidance provider, which never pastes material
    sentences, since they could be the worked solution)."""
    start = turn.start
    verdict = turn.guard = guard_turn.evaluate_turn(conversation=start.conversation, question=turn.question,
                                                    verdict=turn.verdict)
    if verdict.reply:
        return _fixed_reply(turn, verdict.reply)
    if verdict.flag_integrity and verdict.integrity_assignment_id:
        integrity.record_assignment(message_id=turn.reply_id, assignment_id=verdict.integrity_assignment_id)
    if verdict.flag_integrity and not turn.provider.uses_llm:
        turn.provider = integrity.GuidanceProvider(verdict.assignment_title, language=verdict.language)
    return None


def remember(turn: Turn) -> None:
    """**remember**: a short follow-up ("what about it?") becomes a standalone question for search,
    offline here, or by the provider's model afterwards (``search_question`` stays None)."""
    ctx, question = turn.ctx, turn.question
    if memory.is_follow_up(question) and ctx.previous_question:
        if getattr(turn.provider, "complete", None) is not None:
            return  # the model rewrites it (async), then ground runs
        turn.search_question = memory.rewrite_follow_up_offline(
            question, previous_question=ctx.previous_question, summary=ctx.summary)
    else:
        assignment_text = ctx.assignment_text or _named_assignment_text(question, ctx.course_id)
        turn.search_question = _with_referenced_question(question_focus.searched_part(question), assignment_text)


def _named_assignment_text(question: str, course_id: int) -> str:
    """The questions of the assignment or practice sheet ``question`` names with a question of it ("practice sheet 2
    q3", "Assignment 1 q4"), in a conversation not opened from one (blind set 29: "Can you check practice 1 q3 for
    me? I got 25%." was refused, the course having no passage about "practice 1 q3"). Reads the course's assignments
    only when the message names a question number."""
    from tutor import graded_questions

    if not graded_questions.explicit_reference(question):
        return ""
    named = integrity.match_assignment(question, integrity.course_assignments(course_id), graded_only=False)
    return named.description if named is not None else ""


def _with_referenced_question(question: str, assignment_text: str) -> str:
    """"hint for q2" in a conversation opened from an assignment, or naming one ("practice 1 q3"), is searched
    together with the text of that assignment's question 2 (the course passages are about the question, not about
    "q2"); what is searched only, the student's message is unchanged. Graded work stays guarded: integrity was
    decided before this step."""
    if not assignment_text:
        return question
    from tutor import graded_questions

    target = graded_questions.referenced_question(question, graded_questions.split_questions(0, assignment_text))
    return f"{question}\n{target.text}" if target is not None else question


def _in_kind(turn: Turn, key: str) -> Ending:
    """Courtesy answered with courtesy: the ``sign_off`` or ``greeting`` phrase, in the language the message asks for."""
    return _fixed_reply(turn, phrase(key, courtesy.reply_language(turn.question, turn.guard.language)))


def _greeting(turn: Turn) -> Ending | None:
    """A greeting answered with a greeting; else None. (A question about the tutor is answered before the search.)"""
    return _in_kind(turn, "greeting") if courtesy.greets(turn.question) else None


def ground(turn: Turn) -> Ending | None:
    """**ground**: the passages to answer from, or a refusal with suggestions (tutor/grounding.py)."""
    ctx, guard = turn.ctx, turn.guard
    turn.grounding = found = grounding.ground(
        user=turn.user, course_id=ctx.course_id, question=turn.search_question, clo_ids=ctx.clo_ids,
        unit_id=ctx.unit_id, k=RETRIEVAL_K, language=guard.language,
        may_echo=guard.concern < guardrails.CONCERN_ECHO,
    )
    if found.refused and guard.flag_integrity and found.reason == "no_evidence":
        # Graded work gets guidance, never a bare refusal: steps and pointers need no answer in the
        # course, only the passages nearest the task (the guidance provider names them, never quotes).
        turn.grounding = found = dataclasses.replace(found, refused=False, reason="guidance",
                                                     passages=list(found.near[:RETRIEVAL_K]))
    if found.refused and found.reason == "no_evidence":
        # Courtesy the course naturally has no passage for is answered in kind. A closing comes before the
        # concern rule: the probe reads "ok that's all for tonight, cya" as a farewell, and a farewell
        # ("goodbye everyone") is never a closing (tutor/courtesy.py).
        if not guard.flag_integrity and courtesy.signs_off(turn.question):
            return _in_kind(turn, "sign_off")
        if emergency.happening_now(turn.question):
            # "my cousin just drank from the weedkiller bottle, what do we do?": call for help first, never a refusal.
            return _fixed_reply(turn, emergency.reply(guard.language))
        if guard_turn.cares_instead_of_refusing(guard):
            # A concerning message the course has nothing for gets the caring reply, never the refusal.
            return _fixed_reply(turn, guard_turn.care_instead_of_refusal(conversation_id=turn.conversation_id,
                                                                         decision=guard))
        if not guard.flag_integrity and (ending := _greeting(turn)) is not None:
            return ending
        if not guard.flag_integrity and study_talk.asks_what_the_course_covers(turn.question) \
                and (sections := course_section_titles(ctx.course_id, OVERVIEW_SECTIONS)):
            # "hiya, what does this course cover?": the course's own headings, never "your course never mentions 'hiya'"
            return _fixed_reply(turn, study_talk.overview_reply(sections=sections, language=guard.language))
        if not guard.flag_integrity and study_talk.asks_how_to_study(turn.question):
            # "any tips for the calculation questions?" with no advice in the course: how the tutor helps and
            # where in the course to start, never "your course never mentions tips" (tutor/study_talk.py).
            return _fixed_reply(turn, study_talk.coaching_reply(
                sections=course_section_titles(ctx.course_id, 3, first=[p.section for p in found.near]),
                has_units=selectors.course_has_units(ctx.course_id), language=guard.language))
    if found.hedged and not guard.flag_integrity:
        # Courtesy in another language than the course's ("moi! kiitti avusta", blind set 41) lands near some passage in
        # the multilingual space and would be shown the closest passages: it is answered in kind, as in English. So is
        # courtesy that names what the course is about ("thanks, see you tomorrow for more on exponents"), which the
        # evidence bars, or a rare word the course names (grounding.passages_naming_a_rare_word), leave hedged.
        if courtesy.signs_off(turn.question):
            return _in_kind(turn, "sign_off")
        if (ending := _greeting(turn)) is not None:
            return ending
    if found.refused:
        return _refusal(turn, found.message, found.suggestions, summarise=True)
    # Between the bars: offline, the reply shows the closest passages as such; with a model, the
    # model reads them and its own check (NOT_IN_COURSE) decides between an answer and a refusal.
    # A graded-work turn is guided whatever the evidence (the guidance names passages, never quotes).
    turn.hedged = found.hedged and not turn.provider.uses_llm and not guard.flag_integrity
    turn.numbered = {n: p for n, p in enumerate(found.passages, start=1)}
    return None


def decide(turn: Turn) -> None:
    """**decide**: the learning loop's policy for this turn (DESIGN.md, "Learning loop"). From the
    student's snapshot, the unit DAG, the question's vector and the grounded passages' units, the
    ``learning`` app maps the question to units, moves the focus and decides the allowed actions and
    scoped units; the deterministic chooser picks the action. A course without units has no policy:
    the turn is free Q&A. Runs for turns the tutor answers from the course (a refusal or a safety
    reply teaches nothing, so it moves nothing)."""
    found = turn.grounding
    turn.learning = learning_turn.turn_prepare(
        student_id=turn.user.pk, course_id=turn.ctx.course_id, question=turn.question,
        query_vector=found.query.vector, embedding_model=found.query.model_name,
        passages=[PassageUnit(p.unit_id, p.similarity) for p in found.passages], now=timezone.now(),
    )
    if turn.learning is not None:
        turn.action = turn.learning.choose()
        turn.card = learning_cards.card_for_action(
            action=turn.action.action, unit_id=turn.action.target_unit_id,
            exam_question_id=turn.action.exam_question_id, course_id=turn.ctx.course_id, student_id=turn.user.pk,
            now=turn.learning.now)


async def model_action(turn: Turn) -> None:
    """**decide**, with a model: one structured call (the provider's JSON-schema mode) for the turn's
    action (seed PF-3.6.5), parsed and validated against the policy by learning/structured.py. An
    invalid or missing answer is replaced by the deterministic chooser's action, with no retry; the
    turn log records why. The card is then built for the action that stands."""
    complete = getattr(turn.provider, "complete", None)
    if complete is None:
        return
    messages = [*turn.generation.messages,
                {"role": "user", "content": f"Student input:\n- messageText: {turn.question}\n\n{structured.CONTRACT}"}]
    text = await complete(messages=messages, purpose="tutor_action", conversation_id=turn.conversation_id,
                          course_id=turn.ctx.course_id, max_tokens=700,
                          response_format={"type": "json_schema", "json_schema": structured.TURN_ACTION_SCHEMA})
    resolution = structured.resolve(turn.learning, text)
    action, model_turn = resolution.action, resolution.model_turn
    if model_turn is not None:
        turn.turn_analysis = model_turn.turn_analysis.model_dump()
    generated = None
    if action.validated and action.action == DRILL_CARD and model_turn.drill_card is not None:
        drill = model_turn.drill_card
        generated, why = await db(learning_cards.generated_drill_card)(
            unit_id=action.target_unit_id, course_id=turn.ctx.course_id, student_id=turn.user.pk,
            now=turn.learning.now, prompt=drill.prompt, question_latex=drill.question_latex,
            expected_answer=drill.expected_answer, variable=drill.variable)
        if generated is None:  # the action stands; its card comes from the course, and the log says why
            action = dataclasses.replace(action, reason=f"model drill dropped: {why}")
    if generated is not None:
        turn.card = generated
    elif (action.action, action.target_unit_id, action.exam_question_id) != (
            turn.action.action, turn.action.target_unit_id, turn.action.exam_question_id):
        turn.card = await db(learning_cards.card_for_action)(
            action=action.action, unit_id=action.target_unit_id, exam_question_id=action.exam_question_id,
            course_id=turn.ctx.course_id, student_id=turn.user.pk, now=turn.learning.now)
    turn.action = action


def _generation_request(turn: Turn) -> None:
    """The prompt (a model's) and the passages (every provider's) of the **generate** step."""
    ctx, question = turn.ctx, turn.question
    passages = list(turn.grounding.passages)
    pages = turn.grounding.pages
    messages = build_messages(
        persona=ctx.persona, question=question, history=ctx.history, clo_gaps=ctx.gaps, summary=ctx.summary,
        steer=turn.guard.steer, passages=prompt_passages(passages),
        learning=turn.learning.prompt_json() if turn.learning else "",
    )
    messages, turn.provider = attachments.prepare_generation(messages, turn.provider, turn.start.user_message)
    _add_local_rewrite(turn)
    turn.generation = GenerationRequest(
        question=question, persona=ctx.persona, messages=messages if turn.provider.uses_llm else [],
        # What may be quoted: never a sentence addressed to an AI (found at ingestion, then by pattern).
        passages=[SourcePassage(n=n, text=safety.strip_injection(p.quotable_text), source_filename=p.source_filename,
                                similarity=p.similarity, sentence_scores=p.scored_sentences,
                                pointed_at=bool(pages) and grounding.is_on_pages(p, pages),
                                other_language=p.other_language)
                  for n, p in turn.numbered.items()],
        conversation_id=turn.conversation_id, course_id=ctx.course_id, language=turn.guard.language,
        hedged=turn.hedged, hedge_message=turn.grounding.message if turn.hedged else "",
    )


def _add_local_rewrite(turn: Turn) -> None:
    """A course with "rewrite answers with a local model" on gets its offline answer reworded, as a
    step of the extractive provider (a plain answer only: never a hedged one, never on graded work)."""
    if (turn.provider.name != "extractive" or turn.hedged or turn.guard.flag_integrity
            or not local_rewrite.rewrite_enabled(turn.ctx.course_id)):
        return
    turn.rewrite = local_rewrite.LocalRewrite(course_id=turn.ctx.course_id)
    turn.provider = turn.provider.with_body_step(turn.rewrite)


async def generate(turn: Turn) -> AsyncIterator[TurnEvent]:
    """**generate**: stream the provider's answer. The decline gate holds back anything that could
    be a model's "not in the course" signal; the marker filter drops citation markers of passages
    that do not exist. The whole reply is read even after a decline, so the call is logged with its
    usage. Raises ``ProviderError`` when the provider fails."""
    # A model may decline to answer from the passages, except on a graded-work turn, which it guides.
    gate = DeclineGate(enabled=turn.provider.uses_llm and not turn.guard.flag_integrity)
    markers = MarkerFilter(turn.numbered)
    if turn.hedged:
        found = turn.grounding
        yield TurnEvent("hedged", {"message": found.message, "suggestions": list(found.suggestions)})
    async for piece in turn.provider.stream(turn.generation):
        if isinstance(piece, Usage):
            turn.usage = piece
            continue
        text = markers.feed(gate.feed(piece))
        if text:
            turn.parts.append(text)
            yield TurnEvent("token", {"text": text})
    tail = markers.feed(gate.flush()) + markers.flush()
    if tail:
        turn.parts.append(tail)
        yield TurnEvent("token", {"text": tail})
    turn.declined = gate.declined


def _settle_and_finish(turn: Turn) -> tuple[Ending, tuple[TurnEvent, ...]]:
    """The ending of a generated reply, stored: in one worker call."""
    ending = settle(turn)
    return ending, finish(turn, ending)


def settle(turn: Turn) -> Ending:
    """What a generated reply ends as: a refusal when the model declined (its tokens still count
    towards the student's budget: the request was made), else the leak-checked answer with the
    citations it used (all the passages when it cited none)."""
    generation, question = turn.generation, turn.question
    if turn.declined:
        refusal = grounding.declined(turn.grounding, turn.ctx.course_id, turn.guard.language)
        completion, charged = _token_counts(turn.usage, generation, question, grounding.NOT_COVERED)
        return _refusal(turn, refusal.message, refusal.suggestions, summarise=True, completion=completion, charged=charged)
    answer, leaked = leaks.sanitise("".join(turn.parts).strip())
    if not answer:
        return _refusal(turn, phrase("empty_answer", turn.guard.language), [], summarise=False)
    cited = cited_numbers(answer, turn.numbered)
    citations = [_citation(n, turn.numbered[n], answer) for n in (cited or list(turn.numbered))]
    completion, charged = _token_counts(turn.usage, generation, question, answer)
    suggestions: list[str] = list(turn.grounding.suggestions) if turn.hedged else []
    nudge = None if turn.hedged else prerequisite_nudge(turn)
    if nudge:
        sentence, suggestion = nudge
        answer = _before_closing(answer, sentence, turn.ctx.persona, turn.guard.language)
        suggestions.append(suggestion)
    done = {"message_id": str(turn.reply_id), "tokens_used": charged, "suggestions": suggestions,
            "outcome": "hedged" if turn.hedged else "answered"}
    if leaked or nudge:  # the stored answer differs from the streamed text: ``content`` is the one to show
        done["content"] = answer
    events = [TurnEvent("citations", citations), *([TurnEvent("card", turn.card)] if turn.card else []),
              TurnEvent("done", done)]
    return Ending(MessageStatus.COMPLETE, answer, tuple(events), citations=tuple(citations),
                  suggestions=tuple(suggestions), completion_tokens=completion, charged=charged, summarise=True,
                  hedged=turn.hedged)


def _before_closing(answer: str, sentence: str, persona: str, language: str | None) -> str:
    """``answer`` with ``sentence`` as its last paragraph before the persona's closing question."""
    closing = phrase(f"closing.{persona}", language) if persona in PERSONAS else ""
    if closing and answer.endswith(closing):
        return f"{answer[: -len(closing)].rstrip()}\n\n{sentence}\n\n{closing}"
    return f"{answer.rstrip()}\n\n{sentence}"


def prerequisite_nudge(turn: Turn) -> tuple[str, str] | None:
    """When the question's unit needs a prerequisite the student has not mastered at all (tier none),
    the offline tutor adds one sentence pointing to it and offers to ask about it (a model is given
    the policy instead and words this itself). ``(sentence, suggested prompt)`` or None."""
    nudge = turn.learning.prerequisite if turn.learning else None
    if nudge is None or turn.provider.uses_llm:
        return None
    language = turn.guard.language
    return (phrase("nudge.prerequisite", language, title=nudge.unit.title),
            phrase("suggest.ask_about", language, title=nudge.unit.title))


def finish(turn: Turn, ending: Ending) -> tuple[TurnEvent, ...]:
    """**persist**: the one place a turn's reply is written (with its citations, suggestions and
    tokens, in one transaction, by ``services.turn_finish``); suggestions are remembered as offered,
    so clicking one is not a typed prompt. A reply the learning loop decided is then recorded there
    (turn log, the snapshot's new focus). Returns the events that tell the client: the ending's, then
    the learner's new state (``state_update``)."""
    services.turn_finish(
        conversation_id=turn.conversation_id, user_id=turn.user.pk, user_message_id=turn.start.user_message.pk,
        assistant_message_id=turn.reply_id, content=ending.content, citations=list(ending.citations),
        suggestions=list(ending.suggestions), status=ending.status, completion_tokens=ending.completion_tokens,
        tokens_charged=ending.charged, flagged_integrity=bool(turn.guard and turn.guard.flag_integrity),
        hedged=ending.hedged,
    )
    turn.written = True
    if turn.rewrite is not None and ending.status == MessageStatus.COMPLETE:
        turn.rewrite.record(turn.reply_id)
    if ending.suggestions:
        quotas.suggestions_offer(turn.conversation_id, list(ending.suggestions))
    session_events = _session_update(turn, ending)
    if turn.learning is None or ending.status != MessageStatus.COMPLETE:
        return (*ending.events, *session_events)
    learning_services.card_shown_record(student_id=turn.user.pk, course_id=turn.ctx.course_id,
                                        conversation_id=turn.conversation_id, message_id=turn.reply_id,
                                        card=turn.card, now=turn.learning.now)
    try:
        learning_turn.turn_record(decision=turn.learning, message_id=turn.reply_id, action=turn.action,
                                  turn_analysis=turn.turn_analysis)
    except SnapshotConflict:  # another tab moved the snapshot meanwhile; the answer stands
        logger.warning("learning snapshot conflict in conversation %s", turn.conversation_id)
        return (*ending.events, *session_events)
    return (*ending.events, TurnEvent("state_update", state_update(turn)), *session_events)


def _session_update(turn: Turn, ending: Ending) -> tuple[TurnEvent, ...]:
    """A Clarify doubts session running in this conversation records the turn (the plan concepts its
    citations discussed; the end when the student says they are done: learning/sessions/clarify.py),
    and the client gets the session's new state as a ``state_update`` with ``session``. Any reply
    counts, a refusal too: "thanks, that's all" finds no passage but still ends the session."""
    from learning.sessions import clarify

    if turn.start.conversation.unit_id is None:  # a Clarify session's conversation is about its unit
        return ()
    session = clarify.clarify_turn_record(
        student_id=turn.user.pk, conversation_id=turn.conversation_id, message=turn.start.user_message.content,
        cited_sections=[c.get("section") or "" for c in ending.citations],
        cited_chunk_ids=[c["chunk_id"] for c in ending.citations if c.get("chunk_id")], now=timezone.now())
    return (TurnEvent("state_update", {"session": session_state(session)}),) if session is not None else ()


def session_state(session) -> dict:
    """A learning session's state as a ``state_update`` carries it (seed 004 SessionStateDTO fields)."""
    from learning.sessions.state import state_update as session_state_update

    return {"id": str(session.pk), **session_state_update(session)}


def state_update(turn: Turn) -> dict:
    """The learner's state after this turn, for the SnapshotLite panel (and the tutor-reasoning
    drawer when the course shows it): JSON, the same for the websocket and the SSE stream."""
    from learning import presenters

    data = {"panel": presenters.panel_as_dict(turn.learning.panel)}
    if presenters.debug_drawer_visible(turn.ctx.course_id):
        data["reasoning"] = presenters.drawer_as_dict(presenters.drawer_from_decision(turn.learning, turn.action))
    return data


def _fixed_reply(turn: Turn, reply: str) -> Ending:
    """A complete reply the tutor writes itself (a caring reply, a session's closure, a sign-off):
    streamed in pieces, no citations, no tokens charged."""
    return Ending(MessageStatus.COMPLETE, reply, (
        *(TurnEvent("token", {"text": piece}) for piece in pieces(reply)),
        TurnEvent("citations", []), TurnEvent("done", {"message_id": str(turn.reply_id), "tokens_used": 0}),
    ))


def _refusal(turn: Turn, message: str, suggestions, *, summarise: bool, completion: int = 0,
             charged: int = 0) -> Ending:
    return Ending(MessageStatus.REFUSED, message, (
        TurnEvent("refusal", {"message": message, "suggestions": list(suggestions)}),
        TurnEvent("done", {"message_id": str(turn.reply_id), "tokens_used": charged}),
    ), suggestions=tuple(suggestions), completion_tokens=completion, charged=charged, summarise=summarise)


def _failed(turn: Turn) -> Ending:
    return Ending(MessageStatus.FAILED, "".join(turn.parts), ())


# --------------------------------------------------------------------------- helpers of the steps


def _load_context(user, conversation: Conversation, user_message: Message) -> TurnContext:
    """The turn's memory and learner context. ``conversation`` is the row ``turn_begin`` locked and
    updated (persona, title) a moment ago: it is not read again."""
    recent = list(
        Message.objects.filter(conversation_id=conversation.pk, created_at__lt=user_message.created_at)
        .exclude(status__in=[MessageStatus.STREAMING, MessageStatus.FAILED]).exclude(content="")
        .order_by("-created_at")[: memory.WINDOW]
    )
    recent.reverse()
    previous_question = next((m.content for m in reversed(recent) if m.role == Role.USER), "")
    previous_answer = next((m.content for m in reversed(recent) if m.role == Role.ASSISTANT), "")
    profile = getattr(user, "profile", None)
    known = [getattr(profile, "display_name", ""), user.first_name, user.last_name, user.get_username(), user.email]
    return TurnContext(
        course_id=conversation.course_id,
        persona=conversation.persona,
        history=[HistoryItem(role=m.role, content=scrub(m.content, known=known)) for m in recent],
        summary=conversation.summary,
        previous_question=scrub(previous_question, known=known),
        previous_answer=previous_answer,
        gaps=selectors.clo_gaps_for_student(conversation.student_id, conversation.course_id),
        clo_ids=list(conversation.clo_scope.values_list("pk", flat=True)),
        unit_id=conversation.unit_id,
        known=known,
        assignment_text=conversation.assignment.description if conversation.assignment_id else "",
    )


def _citation(n: int, p, answer: str = "") -> Citation:
    """A citation carries a copy of what may be shown of its passage (property 9), never its
    excluded sentences, and the page of the sentence the answer quotes from it."""
    focus = p.quotable_focus
    return Citation(n=n, chunk_id=p.chunk_id, source_filename=p.source_filename, material_type=p.material_type,
                    page=p.answer_page(cited_part(answer, n)) if answer else p.cited_page, section=p.section, similarity=round(float(p.similarity), 4),
                    chunk_text=p.quotable_text, focus=list(focus) if focus else None, slide=bool(p.slide))


def _token_counts(usage: Usage | None, generation: GenerationRequest, question: str, reply: str) -> tuple[int, int]:
    """(completion tokens, tokens charged) of one generation: the backend's numbers, else counted."""
    if usage is not None:
        return usage.completion_tokens, usage.total_tokens
    prompt_text = "\n".join(str(m["content"]) for m in generation.messages) or question
    completion = services.count_tokens(reply)
    return completion, completion + services.count_tokens(prompt_text)


def replay_events(message: Message) -> list[TurnEvent]:
    """The events of an answer already written (idempotent repeats)."""
    done = TurnEvent("done", {"message_id": str(message.pk), "tokens_used": 0,
                              "suggestions": list(message.suggestions or []), "outcome": message.outcome})
    if message.status == MessageStatus.REFUSED:
        return [TurnEvent("refusal", {"message": message.content, "suggestions": list(message.suggestions or [])}), done]
    events = [TurnEvent("token", {"text": piece}) for piece in pieces(message.content, words=12)]
    if message.hedged:
        hedge = message.content.split("\n\n", 1)[0]
        events.insert(0, TurnEvent("hedged", {"message": hedge, "suggestions": list(message.suggestions or [])}))
    return [*events, TurnEvent("citations", list(message.citations or [])), done]


_ABANDONED: Any = object()


async def _wait_for_reply(message_id: uuid.UUID) -> Message | None:
    """Poll until another request finishes writing ``message_id``; None if it failed or stalled,
    ``_ABANDONED`` as soon as its writer's lease has expired (tutor/liveness.py: the process writing
    it died), so the caller can take the turn over instead of waiting out the deadline."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WAIT_FOR_OTHER_SECONDS
    polls = 0
    while loop.time() < deadline:
        message = await db(Message.objects.get)(pk=message_id)
        if message.status in (MessageStatus.COMPLETE, MessageStatus.REFUSED):
            return message
        if message.status == MessageStatus.FAILED:
            return None
        polls += 1
        if polls % 10 == 0 and await db(services.reply_abandoned)(message):  # a Redis read once a second
            return _ABANDONED
        await asyncio.sleep(0.1)
    return None


async def _rewrite(turn: Turn) -> str:
    """A standalone version of a short follow-up, for retrieval only (the model still sees the
    student's own words with the history)."""
    ctx, question = turn.ctx, turn.question
    complete = getattr(turn.provider, "complete", None)
    if complete is not None:
        prompt = (f"Previous question: {ctx.previous_question}\n"
                  f"Previous answer: {ctx.previous_answer[:600]}\n"
                  + (f"Earlier summary: {ctx.summary[:600]}\n" if ctx.summary else "")
                  + f"Latest message: {question}")
        text = await complete(messages=[{"role": "system", "content": memory.REWRITE_INSTRUCTIONS},
                                        {"role": "user", "content": prompt}],
                              purpose="rewrite", conversation_id=turn.conversation_id, course_id=ctx.course_id)
        if text:
            return text.strip()[:500]
    return memory.rewrite_follow_up_offline(question, previous_question=ctx.previous_question, summary=ctx.summary)


# --------------------------------------------------------------------------- summarise


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
    rows = [(role, scrub(content, known=known)) for role, content in rows]
    summary = memory.summarise_offline(rows, previous)
    services.conversation_update_summary(
        conversation_id=conversation_id, summary=summary[: memory.SUMMARY_MAX_CHARS * 2], covered=covered)


async def summarise(turn: Turn) -> None:
    """**summarise**: fold messages that left the live window into the rolling summary (after the
    answer is out; a failure here is logged and never reaches the student)."""
    conversation_id, ctx = turn.conversation_id, turn.ctx
    try:
        complete = getattr(turn.provider, "complete", None)
        if complete is None:
            await db(_summarise_offline)(conversation_id, ctx.known)
            return
        work = await db(_summary_work)(conversation_id)
        if work is None:
            return
        previous, covered, rows = work
        rows = [(role, scrub(content, known=ctx.known)) for role, content in rows]
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
