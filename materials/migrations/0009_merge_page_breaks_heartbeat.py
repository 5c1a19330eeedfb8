"""Joins two branches of work that each added a migration after 0007 (page breaks per chunk, the
indexing heartbeat); neither touches the other's fields."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("materials", "0008_chunk_page_breaks"),
        ("materials", "0008_material_heartbeat"),
    ]
    operations = []
