"""One partial HNSW index per embedding model.

``Chunk.embedding`` has no fixed size, so each model's vectors are indexed through a cast to their
own size, restricted to that model's rows:

    CREATE INDEX ... USING hnsw ((embedding::vector(384)) vector_cosine_ops)
        WITH (m = 16, ef_construction = 64) WHERE embedding_model = 'all-MiniLM-L6-v2'

A query uses the index when it orders by the same cast expression and filters on the same model
(``search.py`` builds exactly that). Switching models needs no migration: the first ingestion with
a new model creates its index.
"""

from __future__ import annotations

import hashlib
import re

from django.db import connection

HNSW_M = 16
HNSW_EF_CONSTRUCTION = 64
_ensured: set[tuple[str, int]] = set()


def index_name(model_name: str, dimensions: int) -> str:
    slug = re.sub(r"[^a-z0-9]+", "_", model_name.lower()).strip("_")[:30]
    digest = hashlib.sha1(model_name.encode()).hexdigest()[:6]
    return f"chunk_hnsw_{slug}_{dimensions}_{digest}"[:63]


def vector_cast(dimensions: int) -> str:
    """The SQL expression the index is built on (and a query must order by)."""
    return f"(embedding::vector({int(dimensions)}))"


def vector_literal(values, digits: int = 7) -> str:
    """pgvector's text form of ``values`` (``[0.1,0.2,...]``), for a ``%s::vector(N)`` parameter."""
    return "[" + ",".join(f"{x:.{digits}f}" for x in values) + "]"


def ensure_hnsw_index(model_name: str, dimensions: int, *, using_connection=None) -> str:
    """Create the model's HNSW index if it is missing. Idempotent; cached per process."""
    name = index_name(model_name, dimensions)
    if (model_name, dimensions) in _ensured:
        return name
    conn = using_connection or connection
    with conn.cursor() as cursor:
        cursor.execute(
            f"CREATE INDEX IF NOT EXISTS {name} ON materials_chunk USING hnsw "
            f"({vector_cast(dimensions)} vector_cosine_ops) "
            f"WITH (m = {HNSW_M}, ef_construction = {HNSW_EF_CONSTRUCTION}) "
            f"WHERE embedding_model = %s",
            [model_name],
        )
    _ensured.add((model_name, dimensions))
    return name
