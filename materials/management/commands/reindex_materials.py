"""``manage.py reindex_materials``: queue re-indexing of materials, after an upgrade or a model change.

By default it picks the materials whose chunks have no sentence vectors (indexed before sentence
vectors existed, migration 0005) under the active local model; ``--all`` takes every indexed
material. ``--dry-run`` only counts. The work runs on the Celery workers, like an upload.
"""

from __future__ import annotations

from django.core.management.base import BaseCommand

from materials.embeddings import get_embedding_provider
from materials.models import CourseMaterial, MaterialStatus
from materials.services import materials_missing_sentence_vectors, materials_requeue


class Command(BaseCommand):
    help = "Queue re-indexing of materials missing sentence vectors (or --all indexed materials)."

    def add_arguments(self, parser):
        parser.add_argument("--all", action="store_true", help="every indexed material, not only those missing sentence vectors")
        parser.add_argument("--dry-run", action="store_true", help="count, queue nothing")

    def handle(self, *args, **options):
        provider = get_embedding_provider()
        if options["all"]:
            ids = list(CourseMaterial.objects.filter(status=MaterialStatus.INDEXED).values_list("pk", flat=True))
        elif not hasattr(provider, "embed_passages"):
            self.stdout.write(f"{provider.name} gives no sentence vectors: nothing to re-index (use --all to re-index anyway)")
            return
        else:
            ids = materials_missing_sentence_vectors(provider.name)
        if options["dry_run"]:
            self.stdout.write(f"{len(ids)} material(s) would be re-indexed")
            return
        self.stdout.write(f"queued {materials_requeue(ids)} material(s) for re-indexing")
