"""The Celery app. Tasks are thin adapters that call services (see each app's tasks.py).

Worker processes embed whole documents, so they give the local embedding model more torch threads
(``INDEXING_EMBEDDING_THREADS``) than the web process (``EMBEDDING_THREADS``, 1: query latency
stays steady under load). The choice is made when the worker starts, in the worker's main process
(solo and threads pools run tasks there) and again in each prefork child (prefork, the default,
runs tasks in forked children, which inherit it).
"""

import logging
import os

from celery import Celery
from celery.signals import worker_init, worker_process_init

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("coursetutor")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
logger = logging.getLogger(__name__)


def available_cpus() -> int:
    """The CPUs this process may run on (its affinity on Linux), at least 1."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):  # not Linux
        return os.cpu_count() or 1


def indexing_threads(setting: int, concurrency: int | None, cpus: int | None = None) -> int:
    """Torch threads per worker process: the setting, or (0 = auto) the CPUs shared by the pool."""
    if setting and setting > 0:
        return int(setting)
    cpus = available_cpus() if cpus is None else cpus
    return max(1, cpus // max(1, int(concurrency or 1)))


_worker_threads: int | None = None


@worker_init.connect
def _configure_indexing_threads(sender=None, **kwargs) -> None:
    global _worker_threads
    from django.conf import settings

    from materials import embeddings

    concurrency = getattr(sender, "concurrency", None)
    if not isinstance(concurrency, int):  # "auto" (resolved later) or unknown: assume one process per CPU
        concurrency = available_cpus()
    pool = getattr(sender, "pool_cls", "")
    if "solo" in str(getattr(pool, "__module__", "")) + str(pool):
        concurrency = 1  # one task at a time in this very process
    _worker_threads = indexing_threads(getattr(settings, "INDEXING_EMBEDDING_THREADS", 0), concurrency)
    embeddings.use_threads(_worker_threads)
    logger.info(
        "indexing embeds with %d torch thread(s) per worker process (concurrency %s)", _worker_threads, concurrency
    )


@worker_process_init.connect
def _configure_child_threads(**kwargs) -> None:
    if _worker_threads is not None:  # inherited from the main process through fork
        from materials import embeddings

        embeddings.use_threads(_worker_threads)
