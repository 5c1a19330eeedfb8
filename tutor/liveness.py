"""Whether the process writing a reply is still alive: a lease in Redis per streaming reply.

A turn's reply is ``streaming`` from ``turn_begin`` until ``turn_finish``. If the web process
running it dies (kill -9, OOM, a crashed machine), nothing marks it failed, and a retry with the
same client message id would wait for a writer that is gone. So the turn holds a lease: set when
the turn begins, renewed every ``RENEW_SECONDS`` while it runs (tutor/runner.py), expiring
``LEASE_SECONDS`` after the last renewal. A streaming reply older than ``GRACE_SECONDS`` whose
lease has expired was abandoned: a retry takes it over at once (tutor/services.py ``_resume``)
instead of after ``STALE_STREAMING``.

Redis away: :func:`turn_alive` answers ``None`` (unknown) and callers keep the older, slower rule;
a lost lease can only cause a takeover of a turn whose writer is really gone or, at worst, a second
writer of the same reply row (never a second reply).
"""

from __future__ import annotations

import logging
import uuid

from django.core.cache import cache

logger = logging.getLogger(__name__)

LEASE_SECONDS = 15
RENEW_SECONDS = 5
GRACE_SECONDS = 5  # between turn_begin's commit and the first lease: never taken over


def _key(reply_id: uuid.UUID | str) -> str:
    return f"tutor:turn-alive:{reply_id}"


def turn_lease(reply_id: uuid.UUID | str) -> None:
    """Set or renew the lease of a reply being written. Never raises (the lease is an optimisation)."""
    try:
        cache.set(_key(reply_id), 1, timeout=LEASE_SECONDS)
    except Exception:
        logger.warning("could not renew the lease of reply %s", reply_id, exc_info=True)


def turn_release(reply_id: uuid.UUID | str) -> None:
    try:
        cache.delete(_key(reply_id))
    except Exception:
        logger.warning("could not release the lease of reply %s", reply_id, exc_info=True)


def turn_alive(reply_id: uuid.UUID | str) -> bool | None:
    """True if a process holds the reply's lease, False if none does, None if Redis cannot say."""
    try:
        return cache.get(_key(reply_id)) is not None
    except Exception:
        logger.warning("could not read the lease of reply %s", reply_id, exc_info=True)
        return None
