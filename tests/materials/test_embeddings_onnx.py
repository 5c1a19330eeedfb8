"""The int8 ONNX build of all-MiniLM-L6-v2 (``EMBEDDING_PROVIDER=local-onnx``): real model, real
ONNX Runtime session; compared with the torch model it stands in for."""

import math
import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

from materials import embeddings
from materials.embeddings import (
    MINILM_NAME,
    LocalMiniLMProvider,
    LocalOnnxMiniLMProvider,
    _build_provider,
)
from materials.sentences import sentence_spans

ROOT = Path(__file__).resolve().parents[2]

TEXTS = [
    "Mitochondria make ATP by respiration. The French Revolution began in 1789. Rivers carve valleys.",
    "A single short line",
    # Longer than the model's 256 word pieces: both builds must cut it at the same place.
    "Orthogonal projections minimise the distance to a subspace, and least squares uses them. " * 30,
]


def _unit(vector) -> bool:
    return math.isclose(float(np.linalg.norm(vector)), 1.0, abs_tol=1e-4)


@pytest.fixture(scope="module")
def onnx_provider():
    return LocalOnnxMiniLMProvider()


@pytest.mark.slow
def test_onnx_provider_gives_unit_384_d_vectors_that_capture_meaning(onnx_provider):
    docs = onnx_provider.embed_documents(
        ["The cat sat on the mat.", "A kitten is resting on the rug.", "Quarterly tax filings are due in April."]
    )
    assert len(docs) == 3 and all(len(v) == 384 and _unit(v) for v in docs)
    assert np.dot(docs[0], docs[1]) > np.dot(docs[0], docs[2]) + 0.2
    query = onnx_provider.embed_query("Where is the cat sitting?")
    assert len(query) == 384 and _unit(query)
    assert np.dot(query, docs[0]) > np.dot(query, docs[2])
    assert onnx_provider.embed_documents([]) == []
    assert (onnx_provider.name, onnx_provider.dimensions, onnx_provider.max_tokens) == (
        "all-MiniLM-L6-v2-onnx-int8", 384, 254,
    )
    assert onnx_provider.name != MINILM_NAME  # its vectors are never searched with the torch model's


@pytest.mark.slow
def test_onnx_passages_carry_pooled_sentence_vectors_in_input_order(onnx_provider):
    passages = embeddings.embed_passages(onnx_provider, TEXTS)
    plain = onnx_provider.embed_documents(TEXTS)
    for text, passage, vector in zip(TEXTS, passages, plain, strict=True):
        assert np.dot(passage.vector, vector) > 0.9999  # same vector as embed_documents
        assert len(passage.sentences) == len(sentence_spans(text))
        assert all(len(v) == 384 and _unit(v) for v in passage.sentences)
    # Batches are sorted by length inside the provider; results come back in input order.
    assert np.dot(passages[1].vector, onnx_provider.embed_query(TEXTS[1])) > 0.9999
    query = onnx_provider.embed_query("When did the revolution in France start?")
    scores = [np.dot(query, v) for v in passages[0].sentences]
    assert scores.index(max(scores)) == 1
    assert embeddings.embed_passages(onnx_provider, []) == []


@pytest.mark.slow
def test_onnx_vectors_agree_with_the_torch_model(onnx_provider):
    torch_provider = LocalMiniLMProvider(precision="fp32")
    ours = embeddings.embed_passages(onnx_provider, TEXTS)
    theirs = embeddings.embed_passages(torch_provider, TEXTS)
    for a, b in zip(ours, theirs, strict=True):
        assert np.dot(a.vector, b.vector) > 0.995
        assert len(a.sentences) == len(b.sentences)
        assert all(np.dot(s, t) > 0.995 for s, t in zip(a.sentences, b.sentences))
    for question in ("What do mitochondria make?", "least squares"):
        assert np.dot(onnx_provider.embed_query(question), torch_provider.embed_query(question)) > 0.995


@pytest.mark.slow
def test_onnx_session_loads_once_per_thread_count_and_follows_use_threads(monkeypatch):
    monkeypatch.setattr(embeddings, "_onnx_sessions", {})
    monkeypatch.setattr(embeddings, "_threads_override", None)
    sessions = []
    workers = [threading.Thread(target=lambda: sessions.append(embeddings._onnx_session(1))) for _ in range(4)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert len(sessions) == 4 and all(s is sessions[0] for s in sessions)
    assert sessions[0].get_session_options().intra_op_num_threads == 1
    # An indexing worker raises the count after start-up: the provider then runs a session with it.
    embeddings.use_threads(2)
    LocalOnnxMiniLMProvider().embed_query("threads")
    assert set(embeddings._onnx_sessions) == {1, 2}
    assert embeddings._onnx_sessions[2].get_session_options().intra_op_num_threads == 2


def test_importing_embeddings_loads_no_onnxruntime():
    code = "import sys, materials.embeddings; assert 'onnxruntime' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


@pytest.mark.slow
def test_onnx_provider_runs_without_torch():
    code = (
        "import sys; from materials.embeddings import LocalOnnxMiniLMProvider as P;"
        "P().embed_passages(['One sentence here. And another one.']);"
        "loaded = [m for m in ('torch', 'sentence_transformers') if m in sys.modules]; assert not loaded, loaded"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT, timeout=120)


# ---------------------------------------------------------------- configuration


@pytest.fixture
def settings_stub(monkeypatch):
    import django.conf

    def apply(**values):
        monkeypatch.setattr(django.conf, "settings", type("S", (), values)())

    _build_provider.cache_clear()
    yield apply
    _build_provider.cache_clear()


def test_the_setting_selects_the_onnx_provider_and_unknown_ones_are_rejected(settings_stub):
    from django.core.exceptions import ImproperlyConfigured

    settings_stub(EMBEDDING_PROVIDER="local-onnx")
    provider = embeddings.get_embedding_provider()
    assert isinstance(provider, LocalOnnxMiniLMProvider)
    assert embeddings.get_embedding_provider() is provider
    settings_stub(EMBEDDING_PROVIDER="local")
    assert isinstance(embeddings.get_embedding_provider(), LocalMiniLMProvider)
    settings_stub(EMBEDDING_PROVIDER="onnx")
    with pytest.raises(ImproperlyConfigured, match="local-onnx"):
        embeddings.get_embedding_provider()


def test_settings_accept_local_onnx_and_reject_unknown_providers():
    def start(value: str):
        import os

        env = {**os.environ, "EMBEDDING_PROVIDER": value, "DJANGO_SETTINGS_MODULE": "config.settings"}
        code = "import django; django.setup(); from django.conf import settings; print(settings.EMBEDDING_PROVIDER)"
        return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)

    accepted = start("local-onnx")
    assert accepted.returncode == 0, accepted.stderr
    assert accepted.stdout.strip().splitlines()[-1] == "local-onnx"
    rejected = start("onnx-local")
    assert rejected.returncode != 0
    assert "ImproperlyConfigured" in rejected.stderr and "EMBEDDING_PROVIDER" in rejected.stderr


def test_the_onnx_build_shares_the_minilm_evidence_rule():
    from materials.evidence import evidence_rule

    onnx_rule = evidence_rule(LocalOnnxMiniLMProvider.name)
    assert onnx_rule == evidence_rule(MINILM_NAME)
    assert onnx_rule != evidence_rule("some-other-model")  # not merely the default rule


# ---------------------------------------------------------------- through indexing and search

PHOTOSYNTHESIS = """# Photosynthesis

Plants capture light energy in their chloroplasts. The light-dependent reactions split water and
release oxygen, while the Calvin cycle fixes carbon dioxide into sugar using ATP and NADPH.
"""


@pytest.mark.slow
@pytest.mark.django_db
def test_indexing_and_search_under_local_onnx_never_mix_the_two_models(world, index_text, settings):
    from materials.models import Chunk
    from materials.search import embed_question, search_course
    from materials.vector_index import ensure_hnsw_index

    # Indexing creates the new model's partial HNSW index on first use; PostgreSQL refuses CREATE
    # INDEX in a transaction with pending constraint checks, so create it before any chunk is written.
    ensure_hnsw_index(LocalOnnxMiniLMProvider.name, LocalOnnxMiniLMProvider.dimensions)
    settings.EMBEDDING_PROVIDER = "local"
    torch_material = index_text(world.course, "photosynthesis-torch.md", PHOTOSYNTHESIS)
    settings.EMBEDDING_PROVIDER = "local-onnx"
    # (Not byte-identical: a course holds one material per content checksum.)
    onnx_material = index_text(world.course, "photosynthesis-onnx.md", PHOTOSYNTHESIS + "\nLeaves look green.\n")

    rows = list(Chunk.objects.filter(material=onnx_material).values_list("embedding_model", "sentence_embeddings"))
    assert rows and all(model == LocalOnnxMiniLMProvider.name and len(sentences) >= 1 for model, sentences in rows)
    query = embed_question("Where do plants capture light energy?")
    assert query.model_name == LocalOnnxMiniLMProvider.name
    hits = search_course(user=world.student, course_id=world.course.pk, query=query)
    assert hits is not None and hits.passages
    assert {p.material_id for p in hits.passages} == {onnx_material.pk}  # the torch model's passages are not searched
    assert hits.passages[0].sentence_similarity is not None and hits.passages[0].sentence_similarity > 0.5
    assert torch_material.pk not in {p.material_id for p in hits.passages}
