"""The tutor page's suggested-prompt chips (HTMX, with plain forms without JavaScript).

The chips show on an empty conversation and after a refusal (``chips_context``); a click answers at
once with the stored answer (``suggestion_services.suggestion_ask``): the two messages are appended
to the conversation and the chips go. Access is the conversation's: another student's is a 404.
"""

from __future__ import annotations

import uuid

from django.contrib import messages as flash
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from config.errors import ApplicationError
from tutor import limits, suggestion_services
from tutor.models import Conversation, Message, MessageStatus, Role
from tutor.views import _conversation, _is_htmx, _student, message_item


def chips_context(conversation: Conversation, *, error: str = "") -> dict:
    """What the chips partial shows: the conversation's offered suggestions when it has no message
    yet or its last reply was a refusal; none otherwise (the container stays, to refill later)."""
    last = (Message.objects.filter(conversation=conversation, role=Role.ASSISTANT)
            .order_by("-created_at").values_list("status", flat=True).first())
    show = last is None or last == MessageStatus.REFUSED
    chips = suggestion_services.suggestions_for_conversation(conversation) if show else []
    return {"conversation": conversation, "chips": chips, "after_refusal": last == MessageStatus.REFUSED,
            "chips_error": error}


@require_GET
@login_required
def suggestion_chips(request: HttpRequest, conversation_id: uuid.UUID) -> HttpResponse:
    """The chips partial alone (the page refreshes it after each finished reply)."""
    _student(request)
    conversation = _conversation(request, conversation_id)
    return render(request, "tutor/partials/_suggested_prompts.html", chips_context(conversation))


@require_POST
@login_required
def suggestion_ask(request: HttpRequest, conversation_id: uuid.UUID, suggestion_id: int) -> HttpResponse:
    """Ask a suggested question. HTMX: the question and its answer, to append to the messages,
    with the chips and the empty-conversation note removed out of band; a rejection re-renders the
    chips with the reason. Without JavaScript: back to the conversation."""
    _student(request)
    conversation = _conversation(request, conversation_id)
    client_message_id = request.POST.get("client_message_id", "")
    try:
        user_message, reply = suggestion_services.suggestion_ask(
            user=request.user, conversation_id=conversation.pk, suggestion_id=suggestion_id,
            client_message_id=client_message_id)
    except ApplicationError as exc:
        if not _is_htmx(request):
            flash.error(request, exc.message)
            return redirect("tutor_conversation", conversation_id=conversation.pk)
        response = render(request, "tutor/partials/_suggested_prompts.html",
                          chips_context(conversation, error=exc.message))
        response["HX-Retarget"] = "#suggested-prompts"
        response["HX-Reswap"] = "outerHTML"
        return response
    if not _is_htmx(request):
        return redirect("tutor_conversation", conversation_id=conversation.pk)
    return render(request, "tutor/partials/_suggestion_answer.html", {
        "items": [message_item(user_message), message_item(reply)], "conversation": conversation,
        "usage": limits.usage_get_status(request.user), **chips_context(conversation)})
