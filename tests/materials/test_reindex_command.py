"""``manage.py reindex_materials``: materials indexed before sentence vectors get re-indexed."""

from __future__ import annotations

import pytest
from django.core.management import call_command

from materials.models import Chunk, CourseMaterial, MaterialStatus

pytestmark = [pytest.mark.django_db(transaction=False), pytest.mark.slow]

NOTES = "# Cells\n\nMitochondria release energy from glucose. Ribosomes build proteins from amino acids."


def test_only_materials_without_sentence_vectors_are_queued(world, index_text, django_capture_on_commit_callbacks, capsys):
    old = index_text(world.course, "old.md", NOTES)
    new = index_text(world.course, "new.md", NOTES + " Chloroplasts capture light.")
    Chunk.objects.filter(material=old).update(sentence_embeddings=[])  # as migration 0005 leaves them

    call_command("reindex_materials", dry_run=True)
    assert "1 material(s) would be re-indexed" in capsys.readouterr().out
    assert CourseMaterial.objects.get(pk=old.pk).version == old.version

    with django_capture_on_commit_callbacks(execute=False) as queued:
        call_command("reindex_materials")
    assert "queued 1 material(s)" in capsys.readouterr().out
    assert len(queued) == 1
    old.refresh_from_db(), new.refresh_from_db()
    assert (old.status, new.status) == (MaterialStatus.PENDING, MaterialStatus.INDEXED)

    from materials.services import material_index

    assert material_index(material_id=old.pk, version=old.version) == "indexed"
    assert all(c.sentence_embeddings for c in Chunk.objects.filter(material=old).only("sentence_embeddings"))
    call_command("reindex_materials", dry_run=True)
    assert "0 material(s) would be re-indexed" in capsys.readouterr().out


def test_all_queues_every_indexed_material(world, index_text, django_capture_on_commit_callbacks, capsys):
    index_text(world.course, "a.md", NOTES)
    index_text(world.course, "b.md", NOTES + " Lysosomes digest waste.")
    with django_capture_on_commit_callbacks(execute=False) as queued:
        call_command("reindex_materials", all=True)
    assert "queued 2 material(s)" in capsys.readouterr().out and len(queued) == 2
