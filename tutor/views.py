"""The student's tutor page (/student/tutor/) and the small HTTP endpoints it calls.

Answers stream over the websocket (tutor/consumers.py); this module renders the page and its
history, and handles what is plain HTTP: creating ("Ask Tutor"), deleting and re-personaing
conversations, ratings, today's usage, attachment uploads and opening a cited source. Every view
authorises through ``tutor.selectors`` / ``courses.access``; a conversation or message that isn't
the student's is a 404.
"""

from __future__ import annotations

import hashlib
import re
import uuid
import bisect
import dataclasses
from dataclasses import dataclass
from typing import Any

from django import forms
from django.conf import settings
from django.utils import timezone
from django.contrib import messages as flash
from django.contrib.auth.decorators import login_required
from django.core.cache import cache
from django.core.exceptions import PermissionDenied
from django.db.models import OuterRef, Subquery
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST
from django.utils.translation import gettext

from config.errors import ApplicationError
from courses import access
from courses.models import Role, Unit
from tutor import attachments, limits, selectors, services, voice
from tutor.events import citation_focus
from tutor.models import Conversation, Message, MessageStatus, Persona
from tutor.models import Role as MessageRole
from tutor.rendering import render_answer
from tutor.titles import title_from_message

PREVIEW_CHARS = 60
VISIBLE_SOURCES = 3


def _student(request: HttpRequest) -> None:
    if access.role_of(request.user) != Role.STUDENT:
        raise PermissionDenied(gettext("The tutor is for students."))


def _conversation(request: HttpRequest, conversation_id: uuid.UUID) -> Conversation:
    try:
        return selectors.conversation_get_for_user(request.user, conversation_id)
    except ApplicationError as exc:
        if exc.code == "not_enrolled":
            raise PermissionDenied(exc.message) from None
        raise Http404(exc.message) from None


def _is_htmx(request: HttpRequest) -> bool:
    return request.headers.get("HX-Request") == "true"


# --------------------------------------------------------------------------- the page


@dataclass(frozen=True)
class MessageItem:
    """One message as the page shows it (history; live answers arrive as ws fragments), with the
    cards its turn showed (learning/presenters.py ``ShownCardView``)."""

    message: Message
    html: str
    cards: tuple = ()

    @property
    def dom_id(self) -> str:
        return f"message-{self.message.pk}"


def message_item(message: Message) -> MessageItem:
    if message.role == MessageRole.ASSISTANT and message.status == MessageStatus.COMPLETE:
        html = render_answer(message.content, cited=[c["n"] for c in message.citations or []],
                             anchor=f"message-{message.pk}")
    elif message.role == MessageRole.ASSISTANT and message.status != MessageStatus.REFUSED:
        html = render_answer(message.content)  # partial (failed or still being written)
    else:
        html = ""
    return MessageItem(message=message, html=html)


def _timeline(user, conversation: Conversation, messages: list[Message]) -> list:
    """``messages`` (a page of the conversation, oldest first) as the page shows them: each with the
    cards its turn showed, followed by the cards that card buttons appended after it (learning's
    ``ShownCard``), each card in its state now, so a reload shows what the student saw. A card a
    button appended belongs to the last message written before it, so it comes back on that
    message's page."""
    from learning import presenters

    shown = presenters.shown_cards_for_conversation(student_id=user.pk, course_id=conversation.course_id,
                                                    conversation_id=conversation.pk)
    by_message: dict = {}
    after_message: dict = {}
    appended = [view for view in shown if not view.message_id]
    for view in shown:
        if view.message_id:
            by_message.setdefault(view.message_id, []).append(view)
    if appended:
        stamps = list(Message.objects.filter(conversation=conversation).order_by("created_at", "pk")
                      .values_list("pk", "created_at"))
        if not stamps:  # practice before any question: the cards are the whole timeline
            return appended
        times = [at for _, at in stamps]
        for view in appended:  # the last message at or before the card (the first one for an earlier card)
            at = max(bisect.bisect_right(times, view.created_at) - 1, 0)
            after_message.setdefault(stamps[at][0], []).append(view)
    items: list = []
    for message in messages:
        item = message_item(message)
        items.append(dataclasses.replace(item, cards=tuple(by_message[message.pk])) if message.pk in by_message else item)
        items.extend(after_message.get(message.pk, ()))
    return items


def _sidebar(user) -> list[Conversation]:
    first_question = (Message.objects.filter(conversation=OuterRef("pk"), role=MessageRole.USER)
                      .order_by("created_at").values("content")[:1])
    rows = list(selectors.conversation_list_for_student(user).select_related("assignment")
                .annotate(first_question=Subquery(first_question)))
    for row in rows:
        row.preview = title_from_message(row.first_question or "", limit=PREVIEW_CHARS)
    return rows


def _page_context(request: HttpRequest, conversation: Conversation | None, *, start_unit=None,
                  history: selectors.MessagePage | None = None) -> dict[str, Any]:
    courses = list(access.courses_visible_to(request.user).order_by("code"))
    unit = conversation.unit if conversation is not None else start_unit
    context: dict[str, Any] = {
        # the unit of the page: "+ New conversation" starts the next one on it (seed 001 §5)
        "unit": unit,
        "start_unit": start_unit,
        "conversation": conversation,
        "conversations": _sidebar(request.user),
        "courses": courses,
        "personas": Persona.choices,
        "usage": limits.usage_get_status(request.user),
        "max_chars": services.MAX_MESSAGE_CHARS,
        "vision": bool(settings.LLM_VISION_MODEL) and settings.ANSWER_PROVIDER == "openai",
        "voice": voice.voice_input_available(),
        "new_course_id": unit.course_id if unit else (conversation.course_id if conversation else
                                                      (courses[0].pk if courses else None)),
    }
    if conversation is not None:
        services.turns_fail_abandoned(conversation_id=conversation.pk)  # a dead writer's reply reads as failed
        # The last HISTORY_PAGE messages, as the session API returns them; older ones on request.
        history = history or selectors.message_page_for_conversation(conversation)
        context["items"] = _timeline(request.user, conversation, list(history.messages))
        context["older_cursor"] = history.older_cursor
        context["clo_scope"] = list(conversation.clo_scope.order_by("code"))
        context.update(_learning_context(request.user, conversation.course_id))
        context["session_page"] = _session_page(request.user, conversation)
    return context


def _session_page(user, conversation: Conversation):
    """The learning session that runs in this conversation, as its partial shows it (None: free Q&A)."""
    from learning.sessions import presenters as session_presenters, selectors as session_selectors

    session = session_selectors.session_for_conversation(user, conversation.pk)
    return session_presenters.session_page(session) if session is not None else None


def _learning_context(user, course_id: int) -> dict[str, Any]:
    """The SnapshotLite panel for the page's course (None: the course has no units), and the tutor's
    reasoning on the student's own latest turn when the course shows it."""
    from learning import presenters, turn as learning_turn

    now = timezone.now()
    panel = learning_turn.snapshot_panel(student_id=user.pk, course_id=course_id, now=now)
    reasoning = panel is not None and presenters.debug_drawer_visible(course_id)
    return {"learning_panel": panel, "show_reasoning": reasoning,
            "reasoning": presenters.drawer_for_student(user.pk, course_id, now) if reasoning else None}


@require_GET
@login_required
def tutor_home(request: HttpRequest) -> HttpResponse:
    _student(request)
    return render(request, "tutor/tutor_page.html", _page_context(request, None))


@require_GET
@login_required
def tutor_unit(request: HttpRequest, unit_id: int) -> HttpResponse:
    """Open the tutor on a unit: the student's conversation on it, resumed (a redirect to it), or,
    before their first, the page offering to start one about the unit (a GET creates nothing).
    403 for a course they are not enrolled in at their institution, 404 otherwise."""
    _student(request)
    unit = Unit.objects.select_related("course").filter(pk=unit_id).first()
    if unit is None:
        raise Http404(gettext("No such unit."))
    try:
        course = selectors.course_get_for_tutor(request.user, unit.course_id)
    except ApplicationError as exc:
        if exc.code == "not_enrolled":
            raise PermissionDenied(exc.message) from None
        raise Http404(exc.message) from None
    conversation = selectors.unit_conversation_get(request.user, course=course, unit=unit)
    if conversation is not None:
        return redirect("tutor_conversation", conversation_id=conversation.pk)
    return render(request, "tutor/tutor_page.html", _page_context(request, None, start_unit=unit))


@require_GET
@login_required
def tutor_conversation(request: HttpRequest, conversation_id: uuid.UUID) -> HttpResponse:
    """The conversation with its last 40 messages. ``?before=<cursor>`` gives the 40 before the
    cursor: to an HTMX request (the "Show older messages" button) only those messages and the next
    button, to a plain one (no JavaScript) the page showing that stretch. A cursor not given out for
    this conversation is a 400 (the partial says so; the page shows the latest messages)."""
    _student(request)
    conversation = _conversation(request, conversation_id)
    before = request.GET.get("before")
    if before is None:
        return render(request, "tutor/tutor_page.html", _page_context(request, conversation))
    try:
        history = selectors.message_page_for_conversation(conversation, before=before)
    except ApplicationError as exc:
        if _is_htmx(request):
            return render(request, "tutor/partials/_older_messages.html", {"error": exc.message}, status=exc.status)
        flash.error(request, exc.message)
        return render(request, "tutor/tutor_page.html", _page_context(request, conversation), status=exc.status)
    if _is_htmx(request):
        return render(request, "tutor/partials/_older_messages.html",
                      {"conversation": conversation, "items": _timeline(request.user, conversation, list(history.messages)),
                       "older_cursor": history.older_cursor})
    context = _page_context(request, conversation, history=history)
    context["paged_back"] = True
    return render(request, "tutor/tutor_page.html", context)


# --------------------------------------------------------------------------- conversations


class NewConversationForm(forms.Form):
    course_id = forms.IntegerField(required=False, min_value=1)
    unit_id = forms.IntegerField(required=False, min_value=1)
    assignment_id = forms.IntegerField(required=False, min_value=1)
    clo_id = forms.IntegerField(required=False, min_value=1)
    persona = forms.ChoiceField(required=False, choices=[("", "")] + list(Persona.choices))

    def clean(self):
        data = super().clean()
        if not (data.get("course_id") or data.get("assignment_id") or data.get("clo_id")):
            raise forms.ValidationError(gettext("Choose a course."))
        return data


@require_POST
@login_required
def conversation_new(request: HttpRequest) -> HttpResponse:
    """New conversation in a course, or an "Ask Tutor" one scoped to an assignment or a CLO."""
    _student(request)
    form = NewConversationForm(request.POST)
    if not form.is_valid():
        flash.error(request, " ".join(form.errors.get("__all__", [])) or "Please choose a course.")
        return redirect("tutor_home")
    data = form.cleaned_data
    persona = data["persona"] or None
    try:
        if data["assignment_id"] or data["clo_id"]:
            conversation = services.conversation_create_scoped(
                user=request.user, assignment_id=data["assignment_id"], clo_id=data["clo_id"], persona=persona)
        else:
            # a new conversation every time: on a unit, it becomes the one the unit resumes
            conversation = services.conversation_create(user=request.user, course_id=data["course_id"], persona=persona,
                                                        unit_id=data["unit_id"])
    except ApplicationError as exc:
        if exc.code == "not_found":
            raise Http404(exc.message) from None
        flash.error(request, exc.message)
        return redirect("tutor_home")
    return redirect("tutor_conversation", conversation_id=conversation.pk)


@require_POST
@login_required
def conversation_delete(request: HttpRequest, conversation_id: uuid.UUID) -> HttpResponse:
    _student(request)
    _conversation(request, conversation_id)
    services.conversation_delete(user=request.user, conversation_id=conversation_id)
    flash.success(request, "Conversation deleted.")
    url = reverse("tutor_home")
    if _is_htmx(request):
        return HttpResponse(status=204, headers={"HX-Redirect": url})
    return redirect(url)


@require_POST
@login_required
def conversation_persona(request: HttpRequest, conversation_id: uuid.UUID) -> HttpResponse:
    """Switch the persona for the next answers (earlier messages are untouched, property 15)."""
    _student(request)
    _conversation(request, conversation_id)
    persona = request.POST.get("persona", "")
    try:
        conversation = services.conversation_set_persona(user=request.user, conversation_id=conversation_id,
                                                         persona=persona)
    except ApplicationError as exc:
        return render(request, "tutor/partials/_persona_status.html", {"error": exc.message}, status=400)
    if not _is_htmx(request):
        return redirect("tutor_conversation", conversation_id=conversation_id)
    return render(request, "tutor/partials/_persona_status.html",
                  {"label": conversation.get_persona_display()})


# --------------------------------------------------------------------------- messages


def _own_message(request: HttpRequest, message_id: uuid.UUID) -> Message:
    message = Message.objects.select_related("conversation").filter(pk=message_id).first()
    if message is None:
        raise Http404(gettext("No such message."))
    _conversation(request, message.conversation_id)
    return message


@require_POST
@login_required
def message_rate(request: HttpRequest, message_id: uuid.UUID) -> HttpResponse:
    _student(request)
    _own_message(request, message_id)
    try:
        message = services.message_rate(user=request.user, message_id=message_id, rating=request.POST.get("rating", ""))
    except ApplicationError as exc:
        return HttpResponse(exc.message, status=exc.status, content_type="text/plain")
    if not _is_htmx(request):
        return redirect("tutor_conversation", conversation_id=message.conversation_id)
    return render(request, "tutor/partials/_rating.html", {"message": message, "message_id": message.pk})


@require_GET
@login_required
def usage(request: HttpRequest) -> HttpResponse:
    _student(request)
    return render(request, "tutor/partials/_usage.html", {"usage": limits.usage_get_status(request.user)})


@require_POST
@login_required
def attachment_upload(request: HttpRequest, conversation_id: uuid.UUID) -> JsonResponse:
    """Store the files of one message (``files``) and answer their ids, or ``{message, code}``."""
    _student(request)
    _conversation(request, conversation_id)
    files = request.FILES.getlist("files")
    try:
        stored = attachments.attachments_store(
            user=request.user, conversation_id=conversation_id, files=[(f.name, f.read()) for f in files])
    except ApplicationError as exc:
        return JsonResponse(exc.as_dict(), status=exc.status)
    return JsonResponse({"attachments": stored}, status=201)


@require_POST
@login_required
def transcribe(request: HttpRequest) -> JsonResponse:
    """The text of one recording (``audio``) for the message box: ``{text, message}``, or
    ``{message, code, extra}`` with the error's status. The same service as the JSON API."""
    upload = request.FILES.get("audio")
    data = upload.read(voice.MAX_AUDIO_BYTES + 1) if upload else b""
    try:
        transcript = voice.audio_transcribe(user=request.user, data=data, filename=upload.name if upload else "")
    except ApplicationError as exc:
        return JsonResponse(exc.as_dict(), status=exc.status)
    return JsonResponse({"text": transcript.text, "message": transcript.message})


# --------------------------------------------------------------------------- open a cited source

_WS_RE = re.compile(r"\s+")


def _normalised(text: str) -> tuple[str, list[int]]:
    """``text`` with whitespace runs collapsed to one space, and each kept character's offset."""
    out: list[str] = []
    where: list[int] = []
    for m in re.finditer(r"\s+|\S+", text):
        if m.group().isspace():
            if out and out[-1] != " ":
                out.append(" ")
                where.append(m.start())
        else:
            out.extend(m.group())
            where.extend(range(m.start(), m.end()))
    return "".join(out), where


def highlight(page_text: str, passage: str) -> tuple[str, str, str] | None:
    """Split ``page_text`` into (before, passage, after) around the cited passage, matching with
    whitespace ignored; a passage that runs onto the next page is matched by its beginning."""
    norm, where = _normalised(page_text)
    needle = _WS_RE.sub(" ", passage).strip()
    for probe in (needle, needle[:160]):
        i = norm.find(probe) if probe else -1
        if i >= 0:
            start = where[i]
            end = where[min(i + len(needle), len(norm)) - 1] + 1
            return page_text[:start], page_text[start:end], page_text[end:]
    return None


def _tail_on_page(page_text: str, passage: str) -> tuple[str, str, str] | None:
    """The part of a passage that continues on ``page_text`` from an earlier page: the page's
    opening up to where the passage's text ends, when the page starts with a piece of it."""
    norm, _ = _normalised(page_text)
    needle = _WS_RE.sub(" ", passage).strip()
    for size in (120, 60, 30):
        probe = norm[:size].strip()
        if len(probe) >= 20 and probe in needle:
            tail = needle[needle.find(probe):]
            return highlight(page_text, tail)
    return None


def _page_text(chunk, page: int | None = None) -> str:
    """The text of ``page`` (the cited page; by default the chunk's first) of a PDF, or of the
    chunk's section (documents without pages), re-extracted from the material and cached while the
    material's version stands."""
    material = chunk.material
    page = chunk.page if page is None else page
    where = hashlib.sha1(f"{page}|{chunk.section}".encode()).hexdigest()[:16]
    key = f"tutor:source:{material.pk}:{material.version}:{where}"
    text = cache.get(key)
    if text is not None:
        return text
    from materials.chunking import SEPARATOR
    from materials.extract import ExtractionError, extract

    try:
        data = material.text_content.encode() if material.text_content else material.file.open("rb").read()
        blocks = extract(data, material.kind).blocks
    except (ExtractionError, OSError, ValueError):
        return ""
    if page is not None:
        chosen = [b for b in blocks if b.page == page]
    else:
        chosen = [b for b in blocks if (b.heading or "") == chunk.section] or blocks
    text = SEPARATOR.join(_shown_blocks(material, [b.text for b in chosen]))
    cache.set(key, text, 3600)
    return text


def _shown_blocks(material, blocks: list[str]) -> list[str]:
    """The page's blocks without what a student must never see: restricted sections (answer keys,
    solutions, instructor copies) and sentences addressed to an AI, as found at ingestion."""
    from materials.models import Chunk
    from materials.restricted import redact_blocks

    restricted, excluded = [], []
    for text, hidden, spans in Chunk.all_objects.filter(material=material).values_list("text", "restricted",
                                                                                        "excluded_spans"):
        if hidden:
            restricted.append(text)
        else:
            excluded.extend(text[a:b] for a, b in spans or [])
    return redact_blocks([b.strip() for b in blocks if b.strip()], restricted=restricted, excluded=excluded)


@require_GET
@login_required
def source_open(request: HttpRequest, message_id: uuid.UUID, n: int) -> HttpResponse:
    """The cited document at the cited page with the passage marked, for the side panel. Only the
    answer's student, while they may read the course's content."""
    from materials.models import Chunk

    _student(request)
    message = _own_message(request, message_id)
    course_id = message.conversation.course_id
    if not access.can_read_course_content(request.user, course_id):
        raise Http404(gettext("No such source."))
    citation = next((c for c in message.citations or [] if c.get("n") == n), None)
    if citation is None:
        raise Http404(gettext("No such source."))
    chunk = (Chunk.objects.select_related("material").filter(pk=citation["chunk_id"], course_id=course_id).first())
    context: dict[str, Any] = {"citation": citation, "message": message, "parts": None, "stale": chunk is None}
    if chunk is not None:
        context["material"] = chunk.material
        # The cited page is the page of the sentence that matched best (it may be a later page than
        # the one the passage starts on: then the passage is marked from where that page begins).
        cited_page = citation.get("page") if isinstance(citation.get("page"), int) else None
        page_text = _page_text(chunk, cited_page)
        context["parts"] = highlight(page_text, chunk.quotable_text) or _tail_on_page(page_text, chunk.quotable_text)
        # Within the passage, the sentence that matched the question best.
        sentence = citation_focus(citation)
        if context["parts"] and sentence:
            context["focus"] = highlight(context["parts"][1], sentence[1])
    return render(request, "tutor/partials/_source_panel.html", context)


# --------------------------------------------------------------------------- learning sessions
# A session (learning/sessions/) runs in a tutor conversation: starting one creates the conversation and
# the session, linked by the session's ``conversation_id`` (learning never imports tutor).


class SessionStartForm(forms.Form):
    course_id = forms.IntegerField(min_value=1)
    unit_id = forms.IntegerField(required=False, min_value=1)
    mode = forms.ChoiceField(choices=[("teach_me", "Teach me"), ("clarify", "Clarify doubts"), ("exam", "Exam")])


SESSION_TITLES = {"teach_me": "Teach me", "clarify": "Clarify doubts", "exam": "Exam"}


@require_POST
@login_required
def session_start(request: HttpRequest) -> HttpResponse:
    """Start a learning session (or resume the open Teach me session of the unit) and open its
    conversation. A course the student cannot see is 404; one they see but are not a student of, 403;
    a session that cannot start (no unit for Teach me, too few exam questions) is explained on the
    page they came from."""
    from learning import selectors as learning_selectors
    from learning.sessions import services as session_services, turns

    _student(request)
    form = SessionStartForm(request.POST)
    back = request.POST.get("next") if str(request.POST.get("next", "")).startswith("/") else reverse("student_dashboard")
    if not form.is_valid():
        flash.error(request, "Choose a unit and a mode to start a session.")
        return redirect(back)
    data = form.cleaned_data
    course = learning_selectors.course_get_for_student(request.user, data["course_id"])
    now = timezone.now()
    try:
        # the session starts with its first turn (a lesson's first explanation and question)
        started = turns.session_start(student_id=request.user.pk, course_id=course.pk, mode=data["mode"],
                                      unit_id=data["unit_id"], now=now)
    except ApplicationError as exc:
        if exc.code == "not_found":
            raise Http404(exc.message) from None
        flash.error(request, exc.message)
        return redirect(back)
    session = started.session
    if session.conversation_id and Conversation.objects.filter(pk=session.conversation_id, student=request.user).exists():
        if started.resumed:
            flash.info(request, "You already have this lesson open: carry on where you left off.")
        return redirect("tutor_conversation", conversation_id=session.conversation_id)
    title = SESSION_TITLES[session.mode] + (f" · {session.unit.title}" if session.unit else f" · {course.title}")
    conversation = services.conversation_create_for_session(user=request.user, course_id=course.pk,
                                                            unit_id=session.unit_id, title=title)
    session_services.session_conversation_attach(session_id=session.pk, student_id=request.user.pk,
                                                 conversation_id=conversation.pk)
    return redirect("tutor_conversation", conversation_id=conversation.pk)
