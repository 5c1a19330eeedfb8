"""``materials_term_stat`` always equals the stem counts of the chunks it summarises (migration 0004),
and each material's passage count (the row with the empty lexeme, migration 0011), whatever writes
the chunks: indexing, re-indexing, in-place updates, deletes and course deletion."""

from __future__ import annotations

import pytest
from django.db import connection

from materials.models import Chunk
from materials.services import material_delete, material_index, material_reindex

pytestmark = [pytest.mark.django_db(transaction=False), pytest.mark.slow]

NOTES = "# Cells\n\nMitochondria release energy from glucose. Ribosomes build proteins from amino acids."
MORE = "# Membranes\n\nOsmosis moves water across a membrane towards the more concentrated solution."


def stats() -> set[tuple]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT material_id, embedding_model, lexeme, course_id, passages FROM materials_term_stat")
        return set(cursor.fetchall())


def recounted() -> set[tuple]:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT c.material_id, c.embedding_model, u.lexeme, min(c.course_id), count(*) "
            "FROM materials_chunk c, unnest(c.search_vector) AS u GROUP BY 1, 2, 3 "
            "UNION ALL SELECT c.material_id, c.embedding_model, '', min(c.course_id), count(*) "
            "FROM materials_chunk c GROUP BY 1, 2"
        )
        return set(cursor.fetchall())


def test_counts_follow_every_kind_of_chunk_write(world, index_text):
    notes = index_text(world.course, "cells.md", NOTES)
    index_text(world.course, "membranes.md", MORE)
    index_text(world.other_course, "other.md", NOTES)
    assert stats() == recounted() and stats()
    lexemes = {row[2] for row in stats() if row[0] == notes.pk}
    assert {"mitochondria", "ribosom", "glucos"} <= lexemes
    passages = {row[4] for row in stats() if row[0] == notes.pk and row[2] == ""}
    assert passages == {Chunk.objects.filter(material=notes).count()}

    # Re-indexing swaps the material's chunks in one transaction.
    notes = material_reindex(user=world.teacher, material=notes)
    assert material_index(material_id=notes.pk, version=notes.version) == "indexed"
    assert stats() == recounted()

    # In-place updates (here: new text) move the counts with them.
    Chunk.objects.filter(material=notes).update(text="Chloroplasts capture light energy.")
    assert stats() == recounted()
    assert not any(row[2] == "mitochondria" for row in stats() if row[0] == notes.pk)

    # Deleting a material, then a whole course, leaves no count behind.
    material_delete(user=world.teacher, material=notes)
    assert stats() == recounted()
    world.other_course.delete()
    assert stats() == recounted()
    assert {row[3] for row in stats()} == {world.course.pk}
