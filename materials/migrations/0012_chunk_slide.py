"""``Chunk.slide``: the passage is one slide of a slide deck (materials/extract/slides.py).

Decks are chunked per slide, and the evidence rule takes the slide discount off such a passage's
similarity (materials/evidence.py). Existing rows get False: a deck indexed before this is still
chunked as prose (several slides a passage) until it is re-indexed, and is judged as before.
"""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("materials", "0011_term_stat_passage_counts"),
    ]

    operations = [
        migrations.AddField(
            model_name="chunk",
            name="slide",
            field=models.BooleanField(default=False),
        ),
    ]
