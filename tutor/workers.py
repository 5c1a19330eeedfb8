"""Where the synchronous half of a tutor turn runs: never on the event loop thread.

A turn's ORM work and its CPU-heavy pure steps (passage scans, sentence scoring, Markdown
rendering) run in worker threads so the event loop keeps serving every other websocket. They go to
one process-wide pool of ``TUTOR_TURN_THREADS`` threads (default 8): each thread keeps its database
connection between calls (``CONN_MAX_AGE``), so a turn opens no new connection, and a burst of
turns queues for the pool instead of starting one thread and one PostgreSQL backend per turn.

The pool is used whoever started the turn, and it never depends on the caller's executor: a turn
detached from an HTTP request (tutor/runner.py) keeps running after the request's own
``async_to_sync`` executor has quit (django-ninja runs an async operation that shares its path with
a sync one inside such an executor). The one exception is explicit: code that must see the caller's
open transaction (tests and scripts running a whole turn under ``async_to_sync``) wraps the turn in
:func:`inline_calls`, and its calls then stay on the caller's thread.

No transaction spans two calls: each call is a unit (services own their transactions), so any
pool thread may run the next call of the same turn.
"""

from __future__ import annotations

import contextlib
import functools
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextvars import ContextVar
from typing import ParamSpec, TypeVar

from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import close_old_connections, connection

P = ParamSpec("P")
R = TypeVar("R")

_pool: ThreadPoolExecutor | None = None
_pool_lock = threading.Lock()


def pool() -> ThreadPoolExecutor:
    global _pool
    if _pool is None:
        with _pool_lock:
            if _pool is None:
                _pool = ThreadPoolExecutor(max_workers=settings.TUTOR_TURN_THREADS,
                                           thread_name_prefix="tutor-turn")
    return _pool


def shutdown() -> None:
    """Close every pool thread's database connection and stop the pool (a later call starts a new
    one). For the end of a test session, whose test database cannot be dropped while the pool's
    connections are open."""
    global _pool
    with _pool_lock:
        current, _pool = _pool, None
    if current is None:
        return
    threads = current._max_workers  # the size it was built with, whatever the settings say now
    # One job per thread: each job waits until all are running, so no thread takes two.
    gate = threading.Barrier(threads)

    def close() -> None:
        connection.close()
        try:
            gate.wait(timeout=10)
        except threading.BrokenBarrierError:
            pass

    for _ in range(threads):
        current.submit(close)
    current.shutdown(wait=True)


_inline: ContextVar[bool] = ContextVar("tutor_turn_inline_calls", default=False)


@contextlib.contextmanager
def inline_calls() -> Iterator[None]:
    """Within this block (and tasks started from it), ``db`` and ``cpu`` calls run on the thread of
    the outer ``async_to_sync``, inside its transaction, instead of the pool. For tests and scripts
    that run a whole turn while they wait for it; never for a server, whose requests end before
    their detached turns do."""
    token = _inline.set(True)
    try:
        yield
    finally:
        _inline.reset(token)


def _inline_calls() -> bool:
    return _inline.get()


CONNECTION_CHECK_SECONDS = 1.0
_checked = threading.local()


def _close_old_connections() -> None:
    """``close_old_connections`` at most once a second per thread. It drops connections past
    ``CONN_MAX_AGE``, and with ``CONN_HEALTH_CHECKS`` the next query then first runs ``SELECT 1``:
    once per turn step that was several extra round trips per turn for one thread's connection."""
    now = time.monotonic()
    if now - getattr(_checked, "at", -CONNECTION_CHECK_SECONDS) >= CONNECTION_CHECK_SECONDS:
        close_old_connections()
        _checked.at = now


def db(fn: Callable[P, R]) -> Callable[P, Awaitable[R]]:
    """Run ORM code from async code off the event loop. Unlike channels' ``database_sync_to_async``
    it leaves a connection that is inside a transaction alone (tests wrap everything in one), and
    otherwise drops stale connections first (checked at most once a second per thread)."""

    @functools.wraps(fn)
    def run(*args, **kwargs):
        if not connection.in_atomic_block:
            _close_old_connections()
        return fn(*args, **kwargs)

    async def call(*args: P.args, **kwargs: P.kwargs) -> R:
        if _inline_calls():
            return await sync_to_async(run)(*args, **kwargs)
        return await sync_to_async(run, thread_sensitive=False, executor=pool())(*args, **kwargs)

    return call


def cpu(fn: Callable[P, R]) -> Callable[P, Awaitable[R]]:
    """Run a pure CPU step (no ORM) in the worker pool so the event loop stays free."""

    async def call(*args: P.args, **kwargs: P.kwargs) -> R:
        if _inline_calls():
            return fn(*args, **kwargs)  # tests and scripts: the loop serves no one else
        return await sync_to_async(fn, thread_sensitive=False, executor=pool())(*args, **kwargs)

    return call
