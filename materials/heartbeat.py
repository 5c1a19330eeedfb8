"""The indexing task's heartbeat: how a dead worker's material is noticed within a minute or two.

While ``material_index`` works on a version, :class:`Heartbeat` touches ``heartbeat_at`` every
``interval()`` seconds from a daemon thread (extraction of a long PDF reports no progress for
minutes, so progress reports alone cannot be the heartbeat), and each progress report touches it
too. A material ``processing`` whose heartbeat is older than ``timeout()`` lost its worker:
``materials_requeue_stale`` (Celery beat, every ``MATERIAL_SWEEP_SECONDS``, and when a worker
starts) sends it back to the queue as "resuming after an interruption".

Guarantees: the heartbeat only touches the version it was started for and only while that version
is ``processing`` (a replaced, failed or finished material is never made to look alive); the
thread stops, and closes its own database connection, when the indexing returns or raises.
"""

from __future__ import annotations

import logging
import threading
from datetime import timedelta

from django.conf import settings
from django.db import connection
from django.utils import timezone

logger = logging.getLogger(__name__)


def timeout() -> timedelta:
    """How old a heartbeat may be before its material counts as abandoned."""
    return timedelta(seconds=settings.MATERIAL_HEARTBEAT_TIMEOUT_SECONDS)


def interval() -> float:
    """Seconds between beats: six beats in one timeout, so a slow beat or two never looks like death."""
    return max(0.5, settings.MATERIAL_HEARTBEAT_TIMEOUT_SECONDS / 6)


def beat(material_id, version: int) -> bool:
    """Touch the heartbeat of ``version`` if it is still being processed; True if it was."""
    from materials.models import CourseMaterial, MaterialStatus

    return bool(
        CourseMaterial.objects.filter(pk=material_id, version=version, status=MaterialStatus.PROCESSING)
        .update(heartbeat_at=timezone.now())
    )


class Heartbeat:
    """Context manager: beats for ``(material_id, version)`` in a daemon thread until exit."""

    def __init__(self, material_id, version: int) -> None:
        self._key = (material_id, version)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"heartbeat-{material_id}", daemon=True)

    def _run(self) -> None:
        try:
            while not self._stop.wait(interval()):
                try:
                    beat(*self._key)
                except Exception:  # a database blip: the next beat tries again, the sweep has margin
                    logger.warning("heartbeat of material %s failed", self._key[0], exc_info=True)
                    connection.close()  # reconnect on the next beat
        finally:
            connection.close()  # this thread's own connection

    def __enter__(self) -> Heartbeat:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join(timeout=30)
