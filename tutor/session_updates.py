"""A learning session's ``state_update`` pushed to the student's open tutor pages (seed 004 "WebSocket
Endpoint").

``learning`` sends ``session_changed`` after every committed session write (learning/sessions/
signals.py); :func:`on_session_changed` forwards the state to the channel-layer group of that student's
sockets on the session's conversation (``tutor.events.session_group_name``), and each
``TutorConsumer`` sends it as a JSON ``state_update`` frame. A second tab thus follows a lesson taken
in the first; the tab that wrote already has the state in its own answer.
"""

from __future__ import annotations

import logging
from uuid import UUID

from asgiref.sync import async_to_sync

from tutor.events import SessionStateEvent, session_group_name

logger = logging.getLogger(__name__)


def on_session_changed(sender, *, student_id: int, conversation_id: UUID | None, state: dict, **kwargs) -> None:
    """Receiver of ``session_changed``. Runs after commit; a channel layer that cannot be reached only
    loses the push (the write stands, and a page reload or ``get_state`` shows it), so it is logged and
    never raised."""
    from channels.layers import get_channel_layer

    layer = get_channel_layer()
    if conversation_id is None or layer is None:
        return  # a session not opened in the tutor yet has no page to tell
    event: SessionStateEvent = {"type": "session.state_update", "state": state}
    try:
        async_to_sync(layer.group_send)(session_group_name(student_id, conversation_id), event)
    except Exception:  # boundary: a push must never fail the request that wrote the session
        logger.exception("Could not push the state of session %s", state.get("session_id"))
