"""GET /healthz: is every part of a running CourseTutor answering?

Reports the database, the pgvector version, Redis and the Celery workers. Status 200 when the
database and Redis answer (a web process can serve pages), 503 otherwise; workers are reported
but do not fail the check, since pages still work while indexing waits.
"""

from __future__ import annotations

import time

from django.conf import settings
from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET


def _database() -> dict:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
            row = cursor.fetchone()
        return {"ok": True, "pgvector": row[0] if row else None}
    except Exception as exc:  # report, do not raise: this is the health check
        return {"ok": False, "error": exc.__class__.__name__}


def _redis() -> dict:
    import redis

    try:
        client = redis.Redis.from_url(settings.REDIS_URL, socket_timeout=1, socket_connect_timeout=1)
        started = time.perf_counter()
        client.ping()
        return {"ok": True, "latency_ms": round((time.perf_counter() - started) * 1000, 2)}
    except Exception as exc:
        return {"ok": False, "error": exc.__class__.__name__}


def _celery() -> dict:
    from config.celery import app

    try:
        replies = app.control.ping(timeout=0.5) or []
        return {"ok": bool(replies), "workers": len(replies)}
    except Exception as exc:
        return {"ok": False, "workers": 0, "error": exc.__class__.__name__}


@never_cache
@require_GET
def healthz(request: HttpRequest) -> JsonResponse:
    database, redis_state, workers = _database(), _redis(), _celery()
    healthy = database["ok"] and database.get("pgvector") is not None and redis_state["ok"]
    return JsonResponse(
        {"status": "ok" if healthy else "degraded", "database": database, "redis": redis_state, "celery": workers},
        status=200 if healthy else 503,
    )
