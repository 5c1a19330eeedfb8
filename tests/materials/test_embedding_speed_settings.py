"""Embedding precision (bf16/fp32) and per-process torch threads for the indexing worker."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from materials import embeddings
from materials.embeddings import LocalMiniLMProvider, resolve_precision

ROOT = Path(__file__).resolve().parents[2]


def _cosine(a, b):
    return sum(x * y for x, y in zip(a, b))


def test_resolve_precision(monkeypatch):
    assert resolve_precision("fp32") == "fp32"
    assert resolve_precision("bf16") == "bf16"
    monkeypatch.setattr(embeddings, "cpu_has_native_bf16", lambda: True)
    assert resolve_precision("auto") == "bf16"
    monkeypatch.setattr(embeddings, "cpu_has_native_bf16", lambda: False)
    assert resolve_precision("auto") == "fp32"
    with pytest.raises(ValueError, match="EMBEDDING_PRECISION"):
        resolve_precision("fp16")


def test_native_bf16_is_read_from_cpu_flags(monkeypatch):
    embeddings.cpu_has_native_bf16.cache_clear()
    try:
        monkeypatch.setattr(embeddings, "_cpu_flags", lambda: {"avx512f", "avx512bw"})
        assert embeddings.cpu_has_native_bf16() is False  # AVX-512 alone emulates bf16: slower
        embeddings.cpu_has_native_bf16.cache_clear()
        monkeypatch.setattr(embeddings, "_cpu_flags", lambda: {"avx512f", "avx512_bf16"})
        assert embeddings.cpu_has_native_bf16() is True
    finally:
        embeddings.cpu_has_native_bf16.cache_clear()


def test_provider_precision_comes_from_the_setting(monkeypatch):
    import django.conf

    monkeypatch.setattr(django.conf, "settings", type("S", (), {"EMBEDDING_PRECISION": "fp32"})())
    assert LocalMiniLMProvider().precision == "fp32"
    monkeypatch.setattr(django.conf, "settings", type("S", (), {"EMBEDDING_PRECISION": "bf16"})())
    assert LocalMiniLMProvider().precision == "bf16"
    assert LocalMiniLMProvider(precision="fp32").precision == "fp32"


@pytest.mark.slow
def test_bf16_vectors_match_fp32_ones():
    texts = [
        "Eigenvalues of a symmetric matrix are real, and its eigenvectors can be chosen orthonormal. " * 6,
        "Photosynthesis turns light, water and carbon dioxide into glucose and oxygen.",
        "Where is the cat sitting?",
        "",
    ]
    fp32 = LocalMiniLMProvider(precision="fp32")
    bf16 = LocalMiniLMProvider(precision="bf16")
    a, b = fp32.embed_documents(texts), bf16.embed_documents(texts)
    for u, v in zip(a, b):
        assert len(u) == len(v) == 384
        assert all(type(x) is float for x in v)
        assert abs(sum(x * x for x in v) - 1.0) < 1e-4
        assert _cosine(u, v) >= 0.999
    # Queries go through the same path.
    assert _cosine(fp32.embed_query(texts[2]), bf16.embed_query(texts[2])) >= 0.999


def test_use_threads_overrides_the_web_setting(monkeypatch):
    monkeypatch.setattr(embeddings, "_threads_override", None)
    monkeypatch.setenv("EMBEDDING_THREADS", "1")
    import django.conf

    monkeypatch.setattr(django.conf, "settings", type("S", (), {"EMBEDDING_THREADS": 1})())
    assert embeddings._torch_threads() == 1
    calls = []
    fake_torch = type("T", (), {"set_num_threads": staticmethod(calls.append)})
    monkeypatch.setitem(sys.modules, "torch", fake_torch)
    embeddings.use_threads(3)
    assert embeddings._torch_threads() == 3 and calls == [3]


def test_worker_threads_default_to_cpus_shared_by_the_pool():
    from config.celery import indexing_threads

    assert indexing_threads(0, 1, cpus=2) == 2  # `make run`: one prefork child gets both cores
    assert indexing_threads(0, 2, cpus=2) == 1  # Procfile: two children share two cores
    assert indexing_threads(0, 4, cpus=2) == 1
    assert indexing_threads(3, 2, cpus=2) == 3  # explicit setting wins


def test_worker_start_sets_threads_in_the_worker_only(monkeypatch, settings):
    import config.celery as celery_module

    monkeypatch.setattr(embeddings, "_threads_override", None)
    monkeypatch.setattr(celery_module, "available_cpus", lambda: 4)
    settings.INDEXING_EMBEDDING_THREADS = 0
    seen = []
    monkeypatch.setattr(embeddings, "use_threads", seen.append)

    class PreforkWorker:
        concurrency = 2
        pool_cls = "prefork"

    class SoloWorker:
        concurrency = 3
        pool_cls = "solo"

    celery_module._configure_indexing_threads(sender=PreforkWorker())
    celery_module._configure_child_threads()  # in the forked child
    assert seen == [2, 2]
    celery_module._configure_indexing_threads(sender=SoloWorker())
    assert seen[-1] == 4
    settings.INDEXING_EMBEDDING_THREADS = 1
    celery_module._configure_indexing_threads(sender=PreforkWorker())
    assert seen[-1] == 1


def _settings_import(env_overrides: dict) -> subprocess.CompletedProcess:
    env = {**os.environ, **env_overrides, "DJANGO_SETTINGS_MODULE": "config.settings"}
    return subprocess.run(
        [sys.executable, "-c", "import django; django.setup()"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )


@pytest.mark.parametrize(
    ("variable", "value", "message"),
    [
        ("EMBEDDING_PRECISION", "fp16", "EMBEDDING_PRECISION must be one of auto, fp32, bf16"),
        ("INDEXING_EMBEDDING_THREADS", "all", "INDEXING_EMBEDDING_THREADS must be a whole number"),
        ("INDEXING_EMBEDDING_THREADS", "-1", "INDEXING_EMBEDDING_THREADS must be at least 0"),
    ],
)
def test_invalid_speed_settings_stop_startup(variable, value, message):
    result = _settings_import({variable: value})
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr and message in result.stderr
