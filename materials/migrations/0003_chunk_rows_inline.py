"""Keep a chunk's vector, text and search vector in its heap row instead of TOAST.

A scoped search reads every row of a course through the ``course_id`` index and sorts them by exact
distance (pgvector's default ``external`` storage put each 384-d vector in TOAST: three buffer
reads per row instead of one). ``MAIN`` storage keeps the vector in the row unless nothing else
fits, and ``toast_tuple_target`` lets a row of about 4 kB (vector + compressed text + tsvector)
stay whole. Measured on 100,000 chunks: the exact vector scan of a 2,000-chunk course went from
6,400 to ~1,000 buffer reads (docs/benchmarks.md). Rows written before this migration move when
they are next rewritten (re-indexing a material rewrites its chunks).
"""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("materials", "0002_default_model_hnsw_index")]

    operations = [
        migrations.RunSQL(
            sql=[
                "ALTER TABLE materials_chunk ALTER COLUMN embedding SET STORAGE MAIN",
                "ALTER TABLE materials_chunk SET (toast_tuple_target = 4080)",
            ],
            reverse_sql=[
                "ALTER TABLE materials_chunk ALTER COLUMN embedding SET STORAGE EXTERNAL",
                "ALTER TABLE materials_chunk RESET (toast_tuple_target)",
            ],
        )
    ]
