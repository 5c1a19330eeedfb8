"""Running a tutor turn detached from whoever asked for it.

``start_turn`` runs :func:`tutor.pipeline.run_turn` as a task of its own and returns once the
``start`` event is known (a rejection raises ``ApplicationError`` before that, and nothing is
processed). The rest of the turn runs to its end whether or not anyone listens: a browser that
closes mid-answer, or an HTTP client that drops the stream, does not stop the answer from being
written. The task's blocking work runs in the turn pool (tutor/workers.py), never in the caller's
executor, which may quit as soon as the request has its response.

``collect_turn`` runs a turn to its end in the caller's transaction (tests and scripts).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

from tutor.events import TurnEvent
from tutor.pipeline import GENERIC_ERROR, TurnRequest, run_turn
from tutor.providers import AnswerProvider
from tutor import liveness
from tutor.workers import db, inline_calls

logger = logging.getLogger(__name__)

_RUNNING: set[asyncio.Task] = set()  # strong references, so a detached turn is never collected
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


async def _keep_lease(reply_id: str) -> None:
    """Renew the reply's lease (tutor/liveness.py) until cancelled: this process is alive."""
    while True:
        await asyncio.sleep(liveness.RENEW_SECONDS)
        await db(liveness.turn_lease)(reply_id)


async def _pump(agen: AsyncIterator[TurnEvent], queue: asyncio.Queue, reply_id: str | None = None) -> None:
    """Run a turn to its end, whoever is listening, holding its reply's lease meanwhile."""
    lease = asyncio.get_running_loop().create_task(_keep_lease(reply_id)) if reply_id else None
    try:
        async for event in agen:
            queue.put_nowait(event)
    except Exception:
        logger.exception("detached tutor turn crashed")
        queue.put_nowait(TurnEvent("error", {"code": "error", "message": GENERIC_ERROR}))
    finally:
        if lease is not None:
            lease.cancel()
            await db(liveness.turn_release)(reply_id)
        queue.put_nowait(_DONE)


async def start_turn(request: TurnRequest, *, provider: AnswerProvider | None = None) -> TurnHandle:
    """Begin a turn; raises ``ApplicationError`` if it is rejected, else returns once ``start`` is
    known with the rest of the turn running in a task of its own."""
    return await detach(run_turn(request, provider=provider))


async def detach(agen: AsyncIterator[TurnEvent]) -> TurnHandle:
    """Run a turn's events (``run_turn`` or ``continue_turn``) as a task of its own, holding its
    reply's lease while it runs; returns once the first event (``start``) is known. Whatever the
    turn raises before ``start`` propagates."""
    first = await agen.__anext__()
    queue: asyncio.Queue = asyncio.Queue()
    reply_id = None if first.data.get("replay") else first.data.get("message_id")
    task = asyncio.get_running_loop().create_task(_pump(agen, queue, reply_id))
    _RUNNING.add(task)
    task.add_done_callback(_RUNNING.discard)
    return TurnHandle(start=first, task=task, queue=queue)


async def collect_turn(request: TurnRequest, *, provider: AnswerProvider | None = None) -> list[TurnEvent]:
    """All events of one turn, in order, with its blocking calls on the caller's thread (inside its
    transaction): for tests and scripts under ``async_to_sync``."""
    with inline_calls():
        return [event async for event in run_turn(request, provider=provider)]
