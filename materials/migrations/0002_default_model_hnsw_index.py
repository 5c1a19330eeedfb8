"""HNSW index for the offline default model; other models get theirs on first use (vector_index.py)."""

from django.db import migrations

from materials.vector_index import index_name, vector_cast

MODEL, DIMENSIONS = "all-MiniLM-L6-v2", 384


class Migration(migrations.Migration):
    dependencies = [("materials", "0001_initial")]

    operations = [
        migrations.RunSQL(
            sql=(
                f"CREATE INDEX IF NOT EXISTS {index_name(MODEL, DIMENSIONS)} ON materials_chunk USING hnsw "
                f"({vector_cast(DIMENSIONS)} vector_cosine_ops) WITH (m = 16, ef_construction = 64) "
                f"WHERE embedding_model = '{MODEL}'"
            ),
            reverse_sql=f"DROP INDEX IF EXISTS {index_name(MODEL, DIMENSIONS)}",
        )
    ]
