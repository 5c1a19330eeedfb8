"""Sentence vectors per chunk (materials/sentences.py).

Chunks indexed before this migration get an empty array: search and the evidence rule treat them
as chunks without sentence vectors (their passage similarity stands in for the sentence part)
until they are re-indexed.
The array is stored out of line (TOAST, uncompressed), so the chunk rows the vector search scans
stay small.
"""

import materials.fields
from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('materials', '0004_term_stats'),
    ]

    operations = [
        migrations.AddField(
            model_name='chunk',
            name='sentence_embeddings',
            field=materials.fields.HalfVectorArrayField(blank=True, default=list),
        ),
        # Half-precision floats do not compress: EXTERNAL stores them out of line without trying.
        # The database default keeps writers outside the ORM (COPY, raw INSERT) working.
        migrations.RunSQL(
            "ALTER TABLE materials_chunk ALTER COLUMN sentence_embeddings SET STORAGE EXTERNAL, "
            "ALTER COLUMN sentence_embeddings SET DEFAULT '{}'",
            "ALTER TABLE materials_chunk ALTER COLUMN sentence_embeddings SET STORAGE EXTENDED, "
            "ALTER COLUMN sentence_embeddings DROP DEFAULT",
        ),
    ]
