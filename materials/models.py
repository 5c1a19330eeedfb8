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
from django.utils.translation import gettext_lazy as _
from django.db.models import Q
from pgvector.django import VectorField

from courses.models import CLO, BloomLevel, Assignment, Course, Unit
from materials.fields import HalfVectorArrayField


class MaterialType(models.TextChoices):
    LECTURE_NOTES = "lecture_notes", _("Lecture notes")
    SLIDES = "slides", _("Slides")
    ASSIGNMENT_DESCRIPTION = "assignment_description", _("Assignment description")
    RUBRIC_CRITERIA = "rubric_criteria", _("Rubric criteria")
    ANSWER_KEY = "answer_key", _("Answer key (teacher only)")
    OTHER = "other", _("Other")


class MaterialStatus(models.TextChoices):
    PENDING = "pending", _("Pending")
    PROCESSING = "processing", _("Processing")
    INDEXED = "indexed", _("Indexed")
    FAILED = "failed", _("Failed")


class FileKind(models.TextChoices):
    PDF = "pdf", _("PDF")
    DOCX = "docx", _("Word document")
    PPTX = "pptx", _("PowerPoint deck")
    HTML = "html", _("Web page")
    MARKDOWN = "markdown", _("Markdown")
    TEXT = "text", _("Plain text")


def _material_upload_to(instance: "CourseMaterial", filename: str) -> str:
    return f"materials/course-{instance.course_id}/{instance.pk}/v{instance.version}/{filename}"


class CourseMaterial(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="materials")
    source_filename = models.CharField(max_length=255)
    file = models.FileField(upload_to=_material_upload_to, max_length=500, blank=True)
    text_content = models.TextField(blank=True, help_text=_("Generated materials (assignments, rubrics) keep their text here."))
    kind = models.CharField(max_length=10, choices=FileKind.choices)
    material_type = models.CharField(max_length=30, choices=MaterialType.choices, default=MaterialType.LECTURE_NOTES)
    clos = models.ManyToManyField(CLO, blank=True, related_name="materials")
    unit = models.ForeignKey(Unit, null=True, blank=True, on_delete=models.SET_NULL, related_name="materials")
    bloom_level = models.CharField(max_length=12, choices=BloomLevel.choices, blank=True)
    assignment = models.ForeignKey(
        Assignment, null=True, blank=True, on_delete=models.CASCADE, related_name="generated_materials"
    )
    checksum = models.CharField(max_length=64, help_text=_("SHA-256 of the file's bytes."))
    size_bytes = models.PositiveBigIntegerField(default=0)
    uploaded_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL)

    status = models.CharField(max_length=10, choices=MaterialStatus.choices, default=MaterialStatus.PENDING)
    progress = models.PositiveSmallIntegerField(default=0)
    stage = models.CharField(max_length=20, blank=True)
    error = models.TextField(blank=True)
    version = models.PositiveIntegerField(default=1, help_text=_("Bumped by every replace or re-index; a task for an older version does nothing."))
    page_count = models.PositiveIntegerField(null=True, blank=True)
    chunk_count = models.PositiveIntegerField(default=0)
    embedding_model = models.CharField(max_length=120, blank=True)
    processing_started_at = models.DateTimeField(null=True, blank=True)
    # Touched by the indexing task while it works (materials/heartbeat.py): a material "processing"
    # whose heartbeat is older than MATERIAL_HEARTBEAT_TIMEOUT lost its worker and is resumed.
    heartbeat_at = models.DateTimeField(null=True, blank=True)
    interruptions = models.PositiveSmallIntegerField(default=0, help_text=_("Times this version's indexing lost its worker and was resumed."))
    indexed_at = models.DateTimeField(null=True, blank=True)
    # A disabled material keeps its file and its passages (and their vectors) but no student's
    # question reaches them; see ``Chunk.material_enabled`` and ``services.material_set_enabled``.
    enabled = models.BooleanField(default=True, db_default=True,
                                  help_text=_("Disabled: kept, but never searched, quoted or cited for students."))
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

    @property
    def resuming(self) -> bool:
        """Being indexed again after its worker died ("resuming after an interruption")."""
        return self.is_busy and self.interruptions > 0


# THE rule of which passages a student's question may reach: not restricted (an answer key,
# solutions, an instructor copy; materials/restricted.py) and of an enabled material (seed 003
# FR-004). ``ChunkManager`` applies it to every ORM read through ``Chunk.objects``; the raw SQL of
# the searches applies ``student_visible_sql``, its twin, and tests/materials/test_enabled.py
# checks that both select the same rows. The term-statistics trigger (migration 0010) spells it in
# SQL once more, as migrations must.
STUDENT_VISIBLE = Q(restricted=False, material_enabled=True)


def student_visible_sql(alias: str) -> str:
    """``STUDENT_VISIBLE`` as a SQL condition on the chunk table aliased ``alias``."""
    if not alias.isidentifier():
        raise ValueError(f"not a table alias: {alias!r}")
    return f"(NOT {alias}.restricted AND {alias}.material_enabled)"


class AllChunksManager(models.Manager):
    """Every chunk, restricted ones too, without their sentence vectors (about 10 KB a chunk: only
    the search reads those). For ingestion, the teacher's pages, admin and grading."""

    def get_queryset(self):
        return super().get_queryset().defer("sentence_embeddings")


class ChunkManager(AllChunksManager):
    """The default: chunks a student's question may reach (``STUDENT_VISIBLE``). Restricted chunks
    (an answer key, solutions, an instructor copy; materials/restricted.py) and the chunks of a
    disabled material are left out, so a reader written for students cannot quote one by accident;
    ``Chunk.all_objects`` has them all."""

    def get_queryset(self):
        return super().get_queryset().filter(STUDENT_VISIBLE)


class RestrictedStatus(models.TextChoices):
    PENDING = "pending", _("Detected, awaiting the teacher (hidden from students)")
    RESTRICTED = "restricted", _("Confirmed restricted")
    NOT_RESTRICTED = "not_restricted", _("Not restricted (shown to students)")


class RestrictedSection(models.Model):
    """A section of a material that ingestion found to be an answer key, solutions, an instructor
    copy, a memo or a marking scheme (materials/restricted.py), or a whole answer-key file.

    Until the teacher decides, it is treated as restricted (safe by default). The decision is kept
    across re-indexing by ``key`` (the folded heading)."""

    material = models.ForeignKey(CourseMaterial, on_delete=models.CASCADE, related_name="restricted_sections")
    heading = models.CharField(max_length=300)
    key = models.CharField(max_length=200)
    reason = models.CharField(max_length=20, help_text=_("heading, file (the file calls itself an instructor copy), graded_values (it repeats a graded assignment's figures) or material_type"))
    status = models.CharField(max_length=20, choices=RestrictedStatus.choices, default=RestrictedStatus.PENDING)
    first_block = models.PositiveIntegerField(default=0)
    last_block = models.PositiveIntegerField(default=0)
    chunk_count = models.PositiveIntegerField(default=0)
    decided_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    decided_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["material", "first_block"]
        indexes = [models.Index(fields=["material", "key"])]

    def __str__(self) -> str:
        return f"{self.material.source_filename}: {self.heading}"

    @property
    def hidden(self) -> bool:
        """Whether its chunks are kept from students (pending counts as hidden)."""
        return self.status != RestrictedStatus.NOT_RESTRICTED


class Chunk(models.Model):
    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="chunks")
    material = models.ForeignKey(CourseMaterial, on_delete=models.CASCADE, related_name="chunks")
    index = models.PositiveIntegerField()
    text = models.TextField()
    token_count = models.PositiveIntegerField()
    page = models.PositiveIntegerField(null=True, blank=True)
    # [[offset in text, page], ...]: where a later page begins inside the chunk (materials/chunking.py),
    # so a citation names the page of the sentence it quotes. Empty: one page (or unknown, for chunks
    # indexed before it existed: they cite ``page``).
    page_breaks = models.JSONField(default=list, blank=True)
    section = models.CharField(max_length=300, blank=True)
    # One slide of a slide deck (materials/extract/slides.py): a short passage, whose similarity to a
    # question runs higher than a prose passage's; the evidence rule allows for it (materials/evidence.py).
    slide = models.BooleanField(default=False)
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
    # Never searched, quoted, cited or sent to a model for a student's question (materials/restricted.py).
    restricted = models.BooleanField(default=False)
    restricted_section = models.ForeignKey("RestrictedSection", null=True, blank=True, on_delete=models.SET_NULL,
                                           related_name="chunks")
    # A copy of ``material.enabled``, written with it in one transaction (services.material_set_enabled,
    # and ingestion under the material's row lock). Copied rather than joined so that the searches
    # filter chunk rows alone, as they do for ``restricted``, and so that flipping it moves the
    # chunk's stems out of (or back into) the term statistics through the existing UPDATE trigger.
    material_enabled = models.BooleanField(default=True, db_default=True)
    # Character spans of ``text`` addressed to an AI: kept for a model (inside the data fence), cut
    # from anything quoted to a student (``materials.restricted.quotable_text``).
    excluded_spans = models.JSONField(default=list, blank=True)
    search_vector = models.GeneratedField(
        expression=SearchVector("section", weight="A", config="english") + SearchVector("text", weight="B", config="english"),
        output_field=SearchVectorField(),
        db_persist=True,
    )
    created_at = models.DateTimeField(auto_now_add=True)

    objects = ChunkManager()
    all_objects = AllChunksManager()

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

    @property
    def quotable_text(self) -> str:
        """``text`` without the sentences addressed to an AI: what may be shown to a student."""
        from materials.restricted import quotable_text

        return quotable_text(self.text, self.excluded_spans)


class ChunkCrossVector(models.Model):
    """A passage's vector from the multilingual encoder (materials/multilingual.py), for questions
    asked in another language than the course's (materials/crosslingual.py). Built in the background
    after the passage is searchable, so ingestion is not slowed by the slower encoder; deleted with
    its chunk, so a re-indexed material gets new ones."""

    chunk = models.OneToOneField(Chunk, primary_key=True, on_delete=models.CASCADE, related_name="cross_vector")
    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="+")
    encoder = models.CharField(max_length=60)
    embedding = VectorField(dimensions=384)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["course", "encoder"], name="crossvector_course_encoder")]
