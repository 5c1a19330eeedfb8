"""Websocket consumer: one conversation per socket, answers streamed as htmx out-of-band fragments.

``connect`` closes the socket (nothing processed) unless the user is signed in through the session,
the Origin header names an allowed host, and courses/access.py lets the user open the conversation.
Close codes: 4401 not signed in, 4403 origin or enrolment refused, 4404 no such conversation.

Each message starts a detached turn (``tutor.runner.start_turn``): if the browser goes away
mid-answer, the answer is still written to the database and shows on reload.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any
from urllib.parse import urlparse

from channels.generic.websocket import AsyncWebsocketConsumer
from django.conf import settings
from django.http.request import validate_host
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.html import escape
from django.utils.translation import gettext

from config.errors import ApplicationError
from courses.languages import language_for_connection
from tutor import selectors
from tutor.events import TurnEvent, session_group_name, session_state_frame, xp_group_name
from tutor.pipeline import TurnRequest
from tutor.runner import TurnHandle, start_turn
from tutor.rendering import render_answer
from tutor.workers import cpu, db

logger = logging.getLogger(__name__)


def _redis_away(exc: BaseException) -> bool:
    from tutor.limits import counter_unavailable

    return counter_unavailable(exc)


def origin_allowed(scope: dict) -> bool:
    headers = dict(scope.get("headers") or [])
    origin = headers.get(b"origin", b"").decode("latin1")
    host = urlparse(origin).hostname if origin else None
    return bool(host) and validate_host(host, settings.ALLOWED_HOSTS)


def render_state_update(data: dict) -> str:
    """The learner's new state as out-of-band fragments: the SnapshotLite panel, and the tutor's
    reasoning when the course shows it (the page replaces both by their ids)."""
    from learning import presenters

    if data.get("session"):
        return render_session_update(data["session"])
    html = presenters.render_snapshot_panel(presenters.panel_from_dict(data["panel"]), oob=True)
    if data.get("reasoning"):
        html += presenters.render_debug_drawer(presenters.drawer_from_dict(data["reasoning"]), oob=True)
    return html


def render_session_update(session: dict) -> str:
    """A learning session's new state: its partial, swapped out of band by its id (the session bar with
    the concepts discussed, or the closure once it ended)."""
    from learning.models import LearningSession
    from learning.sessions import presenters as session_presenters

    row = LearningSession.objects.select_related("unit").filter(pk=session["id"]).first()
    if row is None:
        return ""
    html = render_to_string("learning/sessions/_session.html", {"page": session_presenters.session_page(row)})
    return html.replace('id="learning-session"', 'id="learning-session" hx-swap-oob="outerHTML"', 1)


def token_fragment(message_id: str, text: str) -> str:
    """``tutor/ws/_token.html`` rendered without the template engine (it is sent for every streamed
    piece, the most frequent frame): the same markup, the same escaping."""
    return f'<div hx-swap-oob="beforeend:#message-{escape(message_id)}-body">{escape(text)}</div>\n'


class TutorConsumer(AsyncWebsocketConsumer):
    """One conversation's websocket. It outlives a Redis restart: the channel layer (used only for
    XP toasts) is retried with backoff and the group rejoined when Redis is back, instead of the
    socket being closed with 1011 under every connected student (docs/reliability.md)."""

    # channels' AsyncConsumer.__call__ assigns ``channel_receive`` and hands it to its dispatch loop;
    # this property gives the loop the resilient version below instead
    @property
    def channel_receive(self):
        return self._channel_receive_resilient

    @channel_receive.setter
    def channel_receive(self, raw) -> None:
        self._channel_receive_raw = raw

    async def _channel_receive_resilient(self) -> dict:
        delay = 0.5
        while True:
            try:
                if getattr(self, "_rejoin", False) and hasattr(self, "xp_group"):
                    for group in self.groups_joined:
                        await self.channel_layer.group_add(group, self.channel_name)
                    self._rejoin = False
                    logger.info("channel layer back: rejoined %s", ", ".join(self.groups_joined))
                return await self._channel_receive_raw()
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if not _redis_away(exc):
                    raise
                self._rejoin = True  # a restarted Redis has forgotten the group
                logger.warning("channel layer unavailable (%s); retrying in %.1f s", type(exc).__name__, delay)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 5.0)

    async def connect(self) -> None:
        user = self.scope.get("user")
        if user is None or not user.is_authenticated:
            await self.close(code=4401)
            return
        if not origin_allowed(self.scope):
            await self.close(code=4403)
            return
        conversation_id = self.scope["url_route"]["kwargs"]["conversation_id"]
        try:
            self.conversation = await db(selectors.conversation_get_for_user)(user, conversation_id)
        except ApplicationError as exc:
            await self.close(code=4000 + exc.status)
            return
        self.user = user
        self.language = language_for_connection(user, self.scope.get("headers", []), self.scope.get("cookies", {}))
        self.gone = False
        self.relays: set[asyncio.Task] = set()
        self.cited: dict[str, list[int]] = {}  # citation numbers per answer, to badge its [n] markers
        self.xp_group = xp_group_name(user.pk)  # gamification/events.py pushes XP toasts to this group
        # tutor/session_updates.py pushes a learning session's state_update after every write to this one
        self.groups_joined = (self.xp_group, session_group_name(user.pk, self.conversation.pk))
        if self.channel_layer is not None:
            try:
                for group in self.groups_joined:
                    await self.channel_layer.group_add(group, self.channel_name)
            except Exception as exc:
                if not _redis_away(exc):
                    raise
                self._rejoin = True  # chat works without it; toasts and session pushes resume when Redis is back
                logger.warning("channel layer unavailable at connect; XP toasts and session pushes wait for Redis")
        await self.accept()
        # seed 004: a page connecting to a session's conversation gets its state first (a reconnecting
        # tab catches up on what another tab did meanwhile)
        await self._send_session_state()

    async def dispatch(self, message: dict) -> None:
        # Every fragment and message of this connection in its person's language (no middleware runs
        # for websockets); tasks started while handling a message inherit it (context variables).
        with translation.override(getattr(self, "language", None) or settings.LANGUAGE_CODE):
            await super().dispatch(message)

    async def disconnect(self, code: int) -> None:
        # Running turns keep going (pipeline tasks); only the relaying to this socket stops.
        self.gone = True
        if self.channel_layer is not None and hasattr(self, "xp_group"):
            try:
                for group in self.groups_joined:
                    await self.channel_layer.group_discard(group, self.channel_name)
            except Exception as exc:
                if not _redis_away(exc):
                    raise  # else the membership expires with the group (channels-redis group_expiry)

    async def xp_toast(self, event: dict) -> None:
        """An XP award's toast (an out-of-band fragment for ``#xp-toasts``)."""
        if not self.gone:
            await self.send(text_data=event["html"])

    async def session_state_update(self, event: dict) -> None:
        """A learning session's write committed (tutor/session_updates.py): its state as JSON."""
        await self._send_html(session_state_frame(event["state"]))

    async def _send_session_state(self, *, asked: bool = False) -> None:
        """The state of the session running in this conversation; when it runs none, nothing, or, to a
        client that ``asked``, a ``state_update`` with ``state: null`` (so it is not left waiting)."""
        from learning.sessions.selectors import session_for_conversation
        from learning.sessions.state import state_update

        session = await db(session_for_conversation)(self.user, self.conversation.pk)
        if session is not None or asked:
            await self._send_html(session_state_frame(state_update(session) if session is not None else None))

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        try:
            payload = json.loads(text_data or "")
            if not isinstance(payload, dict):
                raise ValueError
        except ValueError:
            await self._fragment("_error.html", code="invalid", message=gettext("Send a JSON object with a message."))
            return
        if payload.get("type") == "get_state":  # seed 004: the client asks for the session's state
            await self._send_session_state(asked=True)
            return
        if payload.get("event"):
            await self._client_event(payload)
            return
        persona = payload.get("persona") or None
        attachment_ids = payload.get("attachments") or []
        request = TurnRequest(
            user=self.user, conversation_id=self.conversation.pk, message=payload.get("message", ""),
            client_message_id=str(payload.get("client_message_id") or ""), persona=persona,
            attachment_ids=tuple(str(a) for a in attachment_ids[:10]) if isinstance(attachment_ids, list) else (),
            suggested=payload.get("suggested") is True,
        )
        try:
            handle = await start_turn(request)
        except ApplicationError as exc:
            await self._fragment("_error.html", code=exc.code, message=exc.message,
                                 reset_at=exc.extra.get("reset_at", ""), retry_after=exc.extra.get("retry_after", ""),
                                 client_id=request.client_message_id)
            return
        relay = asyncio.get_running_loop().create_task(self._relay(handle, request))
        self.relays.add(relay)
        relay.add_done_callback(self.relays.discard)

    async def _client_event(self, payload: dict) -> None:
        """A card's button sent over the socket (seed clientEvent: REQUEST_DRILL, DRILL_CONTINUE,
        EXAM_CONTINUE, STUCK): the next card appended to the timeline, then the panel."""
        from django.utils import timezone

        from learning import loop

        unit_id = payload.get("unit_id")
        try:
            step = await db(loop.client_event)(
                student_id=self.user.pk, course_id=self.conversation.course_id, event=str(payload.get("event")),
                unit_id=int(unit_id) if isinstance(unit_id, (int, str)) and str(unit_id).isdigit() else None,
                token=str(payload.get("token") or ""), now=timezone.now(), conversation_id=self.conversation.pk)
        except ApplicationError as exc:
            await self._fragment("_error.html", code=exc.code, message=exc.message)
            return
        await self._fragment("_card_step.html", step=step)
        await self._send_html(await cpu(render_state_update)(step.state_update))

    async def _relay(self, handle: TurnHandle, request: TurnRequest) -> None:
        data = handle.start.data
        message_id = data["message_id"]
        await self._fragment("_start.html", message_id=message_id, user_message_id=data["user_message_id"],
                             user_text=request.message.strip(), replay=data.get("replay", False),
                             client_id=request.client_message_id)
        text: list[str] = []
        async for event in handle.events(merge_tokens=True):
            if event is None or self.gone:
                continue  # drain the queue; the turn itself runs on
            await self._send_event(event, message_id, text)

    async def _send_event(self, event: TurnEvent, message_id: str, text: list[str]) -> None:
        if event.type == "token":
            text.append(event.data["text"])
            await self._send_html(token_fragment(message_id, event.data["text"]))
        elif event.type == "citations":
            self.cited[message_id] = [c["n"] for c in event.data]
            await self._fragment("_citations.html", message_id=message_id, citations=event.data)
        elif event.type == "done":
            if text:
                html = await cpu(render_answer)(event.data.get("content") or "".join(text),
                                                cited=self.cited.pop(message_id, []), anchor=f"message-{message_id}")
                await self._fragment("_done.html", message_id=message_id, html=html,
                                     tokens_used=event.data["tokens_used"], suggestions=event.data.get("suggestions"),
                                     outcome=event.data.get("outcome", "answered"))
        elif event.type == "refusal":
            await self._fragment("_refusal.html", message_id=message_id, **event.data)
        elif event.type == "error":
            await self._fragment("_error.html", message_id=message_id, **event.data)
        elif event.type == "card":
            await self._fragment("_card.html", message_id=message_id, card=event.data)
        elif event.type == "state_update":
            await self._send_html(await cpu(render_state_update)(event.data))

    async def _fragment(self, template: str, **context: Any) -> None:
        if self.gone:
            return
        await self._send_html(render_to_string(f"tutor/ws/{template}", context))

    async def _send_html(self, html: str) -> None:
        if self.gone:
            return
        try:
            await self.send(text_data=html)
        except Exception:  # the socket closed between the check and the send
            self.gone = True
