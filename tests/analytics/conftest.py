import pytest

from tests.analytics.helpers import fake_embedder


@pytest.fixture(autouse=True)
def _fast_embeddings(request, monkeypatch):
    """Topic tests use a hashed bag-of-words embedder unless marked ``slow`` (the real model)."""
    if "slow" not in request.keywords:
        monkeypatch.setattr("analytics.selectors._default_embedder", fake_embedder)
