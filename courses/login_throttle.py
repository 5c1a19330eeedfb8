"""Login throttling: after too many failures for one username from one address, refuse for a while.

Counters live in the Redis cache so every web process shares them.
"""

from __future__ import annotations

import hashlib

from django.conf import settings
from django.core.cache import cache


def _key(username: str, ip: str) -> str:
    digest = hashlib.sha256(f"{username.strip().lower()}|{ip}".encode()).hexdigest()[:32]
    return f"login-fail:{digest}"


def seconds_locked(username: str, ip: str) -> int:
    """Seconds until another attempt is allowed (0 when not locked)."""
    key = _key(username, ip)
    failures = cache.get(key, 0)
    if failures < settings.LOGIN_FAILURE_LIMIT:
        return 0
    ttl = cache.ttl(key) if hasattr(cache, "ttl") else None
    return int(ttl) if ttl and ttl > 0 else settings.LOGIN_FAILURE_WINDOW_SECONDS


def record_failure(username: str, ip: str) -> None:
    key = _key(username, ip)
    if cache.add(key, 1, timeout=settings.LOGIN_FAILURE_WINDOW_SECONDS):
        return
    try:
        cache.incr(key)
    except ValueError:
        cache.set(key, 1, timeout=settings.LOGIN_FAILURE_WINDOW_SECONDS)


def reset(username: str, ip: str) -> None:
    cache.delete(_key(username, ip))
