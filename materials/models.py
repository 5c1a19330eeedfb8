"""Course materials and the passages (chunks) cut from them.

The chunk rows are the search index: a passage is searchable exactly when its chunk row exists
for the active embedding model. Re-indexing swaps a material's chunks in one transaction and
deleting a material deletes its chunks, so the index never holds a half-replaced file.

``Chunk.embedding`` is an untyped ``vector`` so models of different sizes can live side by side;
each model gets its own partial HNSW index over ``embedding::vector(N)`` (see vector_index.py).
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVector, SearchVectorField
from django.db import models
from django.db.models import Q
from pgvector.django import VectorField

from courses.models import CLO, BloomLevel, Assignment, Course, Unit
from materials.fields import HalfVectorArrayField


class MaterialType(models.TextChoices):
    LECTURE_NOTES = "lecture_notes", "Lecture notes"
    SLIDES = "slides", "Slides"
    ASSIGNMENT_DESCRIPTION = "assignment_description", "Assignment description"
    RUBRIC_CRITERIA = "rubric_criteria", "Rubric criteria"
    OTHER = "other", "Other"


class MaterialStatus(models.TextChoices):
    PENDING = "pending", "Pending"
    PROCESSING = "processing", "Processing"
    INDEXED = "indexed", "Indexed"
    FAILED = "failed", "Failed"


class FileKind(models.TextChoices):
    PDF = "pdf", "PDF"
    DOCX = "docx", "Word document"
    MARKDOWN = "markdown", "Markdown"
    TEXT = "text", "Plain text"


def _material_upload_to(instance: "CourseMaterial", filename: str) -> str:
    return f"materials/course-{instance.course_id}/{instance.pk}/v{instance.version}/{filename}"


class CourseMaterial(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="materials")
    source_filename = models.CharField(max_length=255)
    file = models.FileField(upload_to=_material_upload_to, max_length=500, blank=True)
    text_content = models.TextField(blank=True, help_text="Generated materials (assignments, rubrics) keep their text here.")
    kind = models.CharField(max_length=10, choices=FileKind.choices)
    material_type = models.CharField(max_length=30, choices=MaterialType.choices, default=MaterialType.LECTURE_NOTES)
    clos = models.ManyToManyField(CLO, blank=True, related_name="materials")
    unit = models.ForeignKey(Unit, null=True, blank=True, on_delete=models.SET_NULL, related_name="materials")
    bloom_level = models.CharField(max_length=12, choices=BloomLevel.choices, blank=True)
    assignment = models.ForeignKey(
        Assignment, null=True, blank=True, on_delete=models.CASCADE, related_name="generated_materials"
    )
    checksum = models.CharField(max_length=64, help_text="SHA-256 of the file's bytes.")
    size_bytes = models.PositiveBigIntegerField(default=0)
    uploaded_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL)

    status = models.CharField(max_length=10, choices=MaterialStatus.choices, default=MaterialStatus.PENDING)
    progress = models.PositiveSmallIntegerField(default=0)
    stage = models.CharField(max_length=20, blank=True)
    error = models.TextField(blank=True)
    version = models.PositiveIntegerField(default=1, help_text="Bumped by every replace or re-index; a task for an older version does nothing.")
    page_count = models.PositiveIntegerField(null=True, blank=True)
    chunk_count = models.PositiveIntegerField(default=0)
    embedding_model = models.CharField(max_length=120, blank=True)
    processing_started_at = models.DateTimeField(null=True, blank=True)
    indexed_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["course", "-created_at"]
        constraints = [
            models.UniqueConstraint(fields=["course", "checksum"], name="material_checksum_unique_per_course"),
            models.UniqueConstraint(
                fields=["assignment", "material_type"],
                condition=Q(assignment__isnull=False),
                name="one_generated_material_per_assignment_and_type",
            ),
            models.CheckConstraint(condition=Q(progress__lte=100), name="material_progress_max_100"),
        ]
        indexes = [models.Index(fields=["status", "processing_started_at"])]

    def __str__(self) -> str:
        return self.source_filename

    @property
    def is_busy(self) -> bool:
        return self.status in (MaterialStatus.PENDING, MaterialStatus.PROCESSING)


class ChunkManager(models.Manager):
    """Chunks without their sentence vectors (about 10 KB a chunk): only the search reads those."""

    def get_queryset(self):
        return super().get_queryset().defer("sentence_embeddings")


class Chunk(models.Model):
    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="chunks")
    material = models.ForeignKey(CourseMaterial, on_delete=models.CASCADE, related_name="chunks")
    index = models.PositiveIntegerField()
    text = models.TextField()
    token_count = models.PositiveIntegerField()
    page = models.PositiveIntegerField(null=True, blank=True)
    section = models.CharField(max_length=300, blank=True)
    material_type = models.CharField(max_length=30, choices=MaterialType.choices)
    clo_ids = ArrayField(models.BigIntegerField(), default=list, blank=True)
    unit = models.ForeignKey(Unit, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    bloom_level = models.CharField(max_length=12, blank=True)
    embedding_model = models.CharField(max_length=120)
    embedding = VectorField()
    # One vector per sentence of ``text`` (materials/sentences.py), half precision: the search
    # re-ranks its candidates and weighs evidence by the best-matching sentence. Empty for
    # embedding APIs, which return no token vectors, and for chunks indexed before it existed.
    sentence_embeddings = HalfVectorArrayField(default=list, blank=True)
    search_vector = models.GeneratedField(
        expression=SearchVector("section", weight="A", config="english") + SearchVector("text", weight="B", config="english"),
        output_field=SearchVectorField(),
        db_persist=True,
    )
    created_at = models.DateTimeField(auto_now_add=True)

    objects = ChunkManager()

    class Meta:
        ordering = ["material", "index"]
        constraints = [
            models.UniqueConstraint(fields=["material", "embedding_model", "index"], name="chunk_unique_per_material_model_index"),
        ]
        indexes = [
            models.Index(fields=["course", "embedding_model"], name="chunk_course_model"),
            GinIndex(fields=["search_vector"], name="chunk_search_vector"),
            GinIndex(fields=["clo_ids"], name="chunk_clo_ids"),
        ]

    def __str__(self) -> str:
        return f"{self.material.source_filename} #{self.index}"
