"""Material ingestion: upload, index, replace, re-index and delete.

Indexing is a chain of plain steps (extract, chunk, embed, store) that report progress through
``_report``. The guarantees:

* an upload is validated (size, type from the bytes, structure) before anything is stored, so a
  rejected upload leaves the course exactly as it was;
* ``material_index`` is safe to run twice and concurrently: it claims the work with a conditional
  UPDATE, and a task for an outdated version does nothing;
* the new chunks replace the old ones in one transaction, so a search sees either the old version
  or the new one, never a half-indexed file; if indexing fails, the previous chunks stay;
* any extraction or embedding failure marks the material ``failed`` with a reason a teacher can
  act on, and notifies them in the app.
"""

from __future__ import annotations

import dataclasses
import errno
import hashlib
import logging
from datetime import timedelta
from pathlib import PurePath

from django.conf import settings
from django.core.files.base import ContentFile
from django.db import IntegrityError, transaction
from django.db.models import F, Q
from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_noop

from config.errors import ApplicationError
from courses import access
from courses.models import CLO, Assignment, Course, Unit
from courses.services import notification_create
from materials import extract as extraction
from materials import heartbeat
from materials import restricted as restriction
from materials.chunking import ChunkDraft, TokenCounter, chunk_document, remap_breaks
from materials.embeddings import EmbeddingError, PassageVectors, embed_passages, get_embedding_provider
from courses.privacy import scrub as scrub_pii
from materials.models import (
    Chunk,
    CourseMaterial,
    FileKind,
    MaterialStatus,
    MaterialType,
    RestrictedSection,
    RestrictedStatus,
)
from materials.multilingual import EncoderUnavailable
from materials.signals import material_indexed
from materials.vector_index import ensure_hnsw_index

logger = logging.getLogger(__name__)

EMBED_BATCH = 32
# A material processing with no heartbeat (claimed before heartbeats existed) is abandoned after this.
STALE_AFTER = timedelta(minutes=15)
PENDING_LOST_AFTER = timedelta(minutes=5)


class MaterialError(ApplicationError):
    pass


def _checksum(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _clean_filename(name: str) -> str:
    base = PurePath(name.replace("\\", "/")).name.strip() or "material"
    return "".join(ch for ch in base if ch.isprintable())[:200]


def _enqueue(material: CourseMaterial) -> None:
    from materials.tasks import material_index_task

    material_id, version = str(material.pk), material.version
    transaction.on_commit(lambda: material_index_task.delay(material_id, version))


def _validate_metadata(course: Course, material_type: str, clo_ids, unit_id, bloom_level) -> tuple[list[CLO], Unit | None]:
    if material_type not in MaterialType.values:
        raise MaterialError(gettext("Unknown material type %(value)s.") % {"value": repr(material_type)}, "invalid")
    clos = list(CLO.objects.filter(course=course, pk__in=list(clo_ids or [])))
    if len(clos) != len(set(clo_ids or [])):
        raise MaterialError(gettext("Every CLO must belong to this course."), "invalid")
    unit = None
    if unit_id:
        unit = Unit.objects.filter(course=course, pk=unit_id).first()
        if unit is None:
            raise MaterialError(gettext("The unit must belong to this course."), "invalid")
    from courses.models import BloomLevel

    if bloom_level and bloom_level not in BloomLevel.values:
        raise MaterialError(gettext("Unknown Bloom level %(value)s.") % {"value": repr(bloom_level)}, "invalid")
    return clos, unit


def inspect_size(size: int) -> None:
    """Reject an upload by its declared size before its bytes are read (413 / 400)."""
    try:
        extraction.validate_size(size, settings.MATERIAL_MAX_UPLOAD_BYTES)
    except extraction.ExtractionError as error:
        raise MaterialError(error.localized(), error.code) from error


def inspect_upload(*, filename: str, data: bytes) -> str:
    """Validate an uploaded file's bytes and return its kind; raises ``MaterialError`` with the
    status of the error table (400 wrong type or empty, 413 too large, 422 unreadable)."""
    try:
        extraction.validate_size(len(data), settings.MATERIAL_MAX_UPLOAD_BYTES)
        kind = extraction.detect_kind(data, filename)
        extraction.probe(data, kind)
    except extraction.ExtractionError as error:
        raise MaterialError(error.localized(), error.code) from error
    return kind


STORAGE_FULL_TEXT = ("The server has no room to store this file right now. Nothing was changed; "
                     "please try again later or tell your administrator.")


def _store_file(material: CourseMaterial, name: str, data: bytes) -> None:
    """Write the bytes under this version's own folder. A full disk is a ``storage_full`` (507)
    error and its partial file is removed; the previous version's file (another folder) is untouched."""
    try:
        material.file.save(name, ContentFile(data), save=False)
    except OSError as error:
        if error.errno not in (errno.ENOSPC, errno.EDQUOT):
            raise
        storage = material.file.storage
        partial = material.file.field.generate_filename(material, name)
        try:
            if storage.exists(partial):
                storage.delete(partial)
        except OSError:
            logger.exception("could not remove the partial upload %s", partial)
        logger.error("no space left to store an upload for course %s (%d bytes)", material.course_id, len(data))
        raise MaterialError(STORAGE_FULL_TEXT, "storage_full") from None


def material_upload(
    *,
    user,
    course: Course,
    filename: str,
    data: bytes,
    material_type: str = MaterialType.LECTURE_NOTES,
    clo_ids: list[int] | None = None,
    unit_id: int | None = None,
    bloom_level: str = "",
    replace: CourseMaterial | None = None,
) -> CourseMaterial:
    """Store an uploaded file for ``course`` (or as a new version of ``replace``) and queue its indexing.

    Atomic. Raises ``MaterialError``: forbidden (403), invalid metadata (400), wrong type or empty
    (400), too large (413), unreadable (422), the same file already in the course (409), no room on the disk (507: nothing changed).
    """
    if not access.can_manage_materials(user, course):
        raise MaterialError(gettext("You can't manage this course's materials."), "forbidden")
    if replace is not None and replace.course_id != course.pk:
        raise MaterialError(gettext("That material belongs to another course."), "invalid")
    clos, unit = _validate_metadata(course, material_type, clo_ids, unit_id, bloom_level)
    kind = inspect_upload(filename=filename, data=data)
    checksum = _checksum(data)
    name = _clean_filename(filename)

    with transaction.atomic():
        duplicate = CourseMaterial.objects.filter(course=course, checksum=checksum)
        if replace is not None:
            duplicate = duplicate.exclude(pk=replace.pk)
        existing = duplicate.first()
        if existing is not None:
            raise MaterialError(
                f"This file is already in the course as “{existing.source_filename}”.", "duplicate",
                {"material_id": str(existing.pk)},
            )
        if replace is not None:
            material = CourseMaterial.objects.select_for_update().get(pk=replace.pk)
            material.version += 1
        else:
            material = CourseMaterial(course=course, uploaded_by=user)
        material.source_filename = name
        material.kind = kind
        material.material_type = material_type
        material.unit = unit
        material.bloom_level = bloom_level or ""
        material.checksum = checksum
        material.size_bytes = len(data)
        material.status = MaterialStatus.PENDING
        material.progress = 0
        material.interruptions = 0
        material.stage = ""
        material.error = ""
        old_file = material.file.name if material.file else ""
        _store_file(material, name, data)
        try:
            material.save()
        except IntegrityError as error:  # a concurrent upload of the same bytes won the race
            raise MaterialError(gettext("This file is already in the course."), "duplicate") from error
        material.clos.set(clos)
        if old_file and old_file != material.file.name:
            # The old bytes go once the new version is committed; its chunks stay until re-indexed.
            storage = material.file.storage
            transaction.on_commit(lambda: storage.delete(old_file))
        _enqueue(material)
    return material


def material_create_from_text(
    *,
    course: Course,
    title: str,
    text: str,
    material_type: str = MaterialType.LECTURE_NOTES,
    uploaded_by=None,
    clo_ids: list[int] | None = None,
    assignment: Assignment | None = None,
    unit: Unit | None = None,
) -> CourseMaterial:
    """Create (or update, for an assignment's generated material) a Markdown material from text and
    queue its indexing. Unchanged text on an indexed material queues nothing. Atomic."""
    if not text.strip():
        raise MaterialError(gettext("The material has no text."), "empty_file")
    salt = f"assignment:{assignment.pk}:{material_type}:" if assignment else "text:"
    checksum = _checksum((salt + text).encode())
    with transaction.atomic():
        material = None
        if assignment is not None:
            material = (
                CourseMaterial.objects.select_for_update()
                .filter(assignment=assignment, material_type=material_type)
                .first()
            )
        if material is not None and material.checksum == checksum and material.status != MaterialStatus.FAILED:
            material.clos.set(clo_ids or [])
            return material
        if material is None:
            material = CourseMaterial(course=course, assignment=assignment, uploaded_by=uploaded_by)
        else:
            material.version += 1
        material.source_filename = _clean_filename(title)[:200]
        material.text_content = text
        material.kind = FileKind.MARKDOWN
        material.material_type = material_type
        material.unit = unit
        material.checksum = checksum
        material.size_bytes = len(text.encode())
        material.status = MaterialStatus.PENDING
        material.progress = 0
        material.interruptions = 0
        material.error = ""
        material.save()
        material.clos.set(clo_ids or [])
        _enqueue(material)
    return material


def material_reindex(*, user, material: CourseMaterial) -> CourseMaterial:
    """Queue a fresh indexing of ``material`` (for instance after a model change). Atomic."""
    if not access.can_manage_materials(user, material.course_id):
        raise MaterialError(gettext("You can't manage this course's materials."), "forbidden")
    materials_requeue([material.pk])
    return CourseMaterial.objects.get(pk=material.pk)


def materials_missing_sentence_vectors(model_name: str) -> list:
    """Ids of indexed materials with chunks of ``model_name`` that have no sentence vectors
    (indexed before migration 0005): re-indexing them gives the search its sentence re-rank."""
    return list(
        CourseMaterial.objects.filter(
            status=MaterialStatus.INDEXED,
            chunks__embedding_model=model_name, chunks__sentence_embeddings=[],
        ).distinct().values_list("pk", flat=True)
    )


def materials_requeue(material_ids) -> int:
    """Queue a fresh indexing of each material (no permission check: callers check, or are
    operators). Each gets a new version, so an older task still in the queue does nothing."""
    queued = 0
    for material_id in material_ids:
        with transaction.atomic():
            material = CourseMaterial.objects.select_for_update().filter(pk=material_id).first()
            if material is None:
                continue
            material.version += 1
            material.status = MaterialStatus.PENDING
            material.progress = 0
            material.interruptions = 0
            material.error = ""
            material.save(update_fields=["version", "status", "progress", "interruptions", "error", "updated_at"])
            _enqueue(material)
            queued += 1
    return queued


def material_delete(*, user, material: CourseMaterial) -> None:
    """Delete ``material``, its chunks (in the same transaction) and, after commit, its file.

    Messages that cited it keep their own copy of the passage text."""
    if not access.can_manage_materials(user, material.course_id):
        raise MaterialError(gettext("You can't manage this course's materials."), "forbidden")
    file_name = material.file.name if material.file else ""
    storage = material.file.storage
    with transaction.atomic():
        Chunk.all_objects.filter(material_id=material.pk).delete()
        CourseMaterial.objects.filter(pk=material.pk).delete()
        if file_name:
            transaction.on_commit(lambda: storage.delete(file_name))


def material_set_enabled(*, user, material_id, enabled: bool) -> CourseMaterial:
    """Enable or disable a material without deleting it (seed 003 FR-004).

    Guarantees: atomic (under the material's row lock, which ingestion's store step also takes, so a
    version being indexed meanwhile stores its chunks with the new flag); the material's flag and its
    chunks' ``material_enabled`` copy change together, so the next search, cited-source view, card
    or drill sees the material either wholly reachable or wholly gone; the file, the passages, their
    vectors (main, sentence and cross-lingual) are untouched, so enabling again needs no
    re-embedding. Idempotent: setting the flag it already has changes nothing (and is no error).
    The material is saved through the ORM, so ``post_save`` receivers (learning's unit anchors)
    refresh. Raises ``MaterialError``: ``not_found`` (404) when the material does not exist or its
    course is not one ``user`` may manage: other users cannot tell it exists."""
    with transaction.atomic():
        material = CourseMaterial.objects.select_for_update().filter(pk=material_id).first()
        if material is None or not access.can_manage_materials(user, material.course_id):
            raise MaterialError(gettext("No such material."), "not_found")
        if material.enabled != enabled:
            material.enabled = enabled
            material.save(update_fields=["enabled", "updated_at"])
            Chunk.all_objects.filter(material_id=material.pk).update(material_enabled=enabled)
            logger.info("material %s %s by user %s", material.pk, "enabled" if enabled else "disabled", user.pk)
    return material


def restricted_section_decide(*, user, section_id: int, restricted: bool) -> RestrictedSection:
    """The teacher's decision on a detected section: ``restricted`` (keep it from students) or not.

    Atomic: the section's status and its chunks' ``restricted`` flag change together, so a search
    sees the section either hidden or searchable. The decision survives re-indexing (matched by
    heading). Raises ``MaterialError``: not found or not the user's course (404), a section that
    is restricted because of the material's type (400: change the type instead)."""
    with transaction.atomic():
        section = (RestrictedSection.objects.select_for_update().select_related("material")
                   .filter(pk=section_id).first())
        if section is None or not access.can_manage_materials(user, section.material.course_id):
            raise MaterialError(gettext("No such section."), "not_found")
        if section.reason == "material_type":
            raise MaterialError(
                "This whole file is marked as an answer key. Change its material type to show it to students.",
                "invalid",
            )
        section.status = RestrictedStatus.RESTRICTED if restricted else RestrictedStatus.NOT_RESTRICTED
        section.decided_by = user
        section.decided_at = timezone.now()
        section.save(update_fields=["status", "decided_by", "decided_at"])
        Chunk.all_objects.filter(restricted_section=section).update(restricted=restricted)
    logger.info("restricted section %s of material %s set to %s", section.pk, section.material_id, section.status)
    return section


# --------------------------------------------------------------------------- indexing


def _report(material_id, version: int, *, stage: str, progress: int) -> None:
    now = timezone.now()
    CourseMaterial.objects.filter(pk=material_id, version=version, status=MaterialStatus.PROCESSING).update(
        stage=stage, progress=min(100, max(0, progress)), updated_at=now, heartbeat_at=now
    )


def _abandoned(now) -> Q:
    """Processing whose worker is gone: a stale heartbeat (or none, and claimed long ago)."""
    return Q(status=MaterialStatus.PROCESSING) & (
        Q(heartbeat_at__lt=now - heartbeat.timeout())
        | Q(heartbeat_at__isnull=True, processing_started_at__lt=now - STALE_AFTER)
    )


def _claim(material_id, version: int) -> bool:
    now = timezone.now()
    claimed = CourseMaterial.objects.filter(pk=material_id, version=version).filter(
        Q(status=MaterialStatus.PENDING) | _abandoned(now)
    ).update(
        status=MaterialStatus.PROCESSING, processing_started_at=now, heartbeat_at=now, progress=0, stage="extract",
        error="", updated_at=now,
    )
    return claimed == 1


def _fail(material: CourseMaterial, version: int, reason: str) -> None:
    updated = CourseMaterial.objects.filter(pk=material.pk, version=version).update(
        status=MaterialStatus.FAILED, error=reason, stage="", updated_at=timezone.now()
    )
    if not updated:
        return
    recipient = material.uploaded_by or material.course.teacher
    if recipient is not None:
        still_searchable = Chunk.all_objects.filter(material_id=material.pk).exists()
        suffix = " The previous version is still in use." if still_searchable else ""
        notification_create(
            user=recipient,
            text=f"Failed to index {material.source_filename}: {reason}{suffix}",
            link=f"/teacher/courses/{material.course_id}/materials/",
        )


def _read_bytes(material: CourseMaterial) -> bytes:
    if material.text_content:
        return material.text_content.encode()
    with material.file.open("rb") as handle:
        return handle.read()


# Materials generated from an assignment hold its figures by right: never compared with them.
_ASSIGNMENT_TEXT_TYPES = frozenset({MaterialType.ASSIGNMENT_DESCRIPTION, MaterialType.RUBRIC_CRITERIA})


def graded_work(course_id) -> list[restriction.GradedWork]:
    """The numbers of each graded assignment of the course (restriction.GradedWork), what a disguised
    answer key inside another file would repeat (restricted.echoes_graded_work)."""
    graded = Assignment.objects.filter(course_id=course_id, graded=True).values_list("title", "description")
    works = [restriction.GradedWork.of(f"{title} {description}") for title, description in graded]
    return [work for work in works if work.numbers]


def _restricted_sections(document: extraction.ExtractedDocument, material_type: str,
                         graded: list[restriction.GradedWork], filename: str = "") -> list[restriction.RestrictedSection]:
    blocks = list(document.blocks)
    if material_type == MaterialType.ANSWER_KEY and blocks:
        title = next((b.heading for b in blocks if b.heading), None) or "Whole file"
        return [restriction.RestrictedSection(title, 0, len(blocks) - 1, "material_type")]
    return restriction.find_restricted_sections(blocks, () if material_type in _ASSIGNMENT_TEXT_TYPES else graded,
                                                margins=document.margins, page_notes=document.page_notes,
                                                section_margins=document.section_margins, filename=filename,
                                                outline=document.outline, unseen_labels=document.unseen_labels)


def _chunk_runs(document: extraction.ExtractedDocument, counter: TokenCounter, max_tokens: int,
                material_type: str, graded: list[restriction.GradedWork] = (),
                filename: str = "") -> list[tuple[ChunkDraft, restriction.RestrictedSection | None]]:
    """The document's chunks, each with the restricted section it belongs to (or None). Restricted
    sections are chunked on their own, so no chunk mixes an answer key with ordinary text; an
    answer-key material is one restricted section. Chunk indexes run over the whole document."""
    blocks = list(document.blocks)
    sections = _restricted_sections(document, material_type, list(graded), filename)
    out: list[tuple[ChunkDraft, restriction.RestrictedSection | None]] = []
    for first, last, section in restriction.segments(len(blocks), sections):
        part = dataclasses.replace(document, blocks=blocks[first : last + 1])
        for draft in chunk_document(part, counter, max_tokens=max_tokens):
            out.append((dataclasses.replace(draft, index=len(out)), section))
    return out


def _instruction_spans(texts: list[str], shown: list[int]) -> dict[int, list[tuple[int, int]]]:
    """Spans addressed to an AI in each shown chunk, read with its neighbours (patterns and the semantic
    detector; patterns alone if the encoder cannot be loaded, which is logged)."""
    try:
        return restriction.instruction_spans_of_chunks(texts, shown)
    except EncoderUnavailable:
        logger.exception("multilingual encoder unavailable: instruction sentences found by patterns only")
        return restriction.instruction_spans_of_chunks(texts, shown, semantic=False)


def _store_sections(material: CourseMaterial, found: list[restriction.RestrictedSection],
                    counts: dict[restriction.RestrictedSection, int]) -> dict[restriction.RestrictedSection, RestrictedSection]:
    """Replace the material's detected sections, keeping the teacher's decision for a section
    whose heading is unchanged. Call inside the indexing transaction."""
    previous = {row.key: row for row in RestrictedSection.objects.filter(material=material)}
    RestrictedSection.objects.filter(material=material).delete()
    rows = {}
    for section in found:
        earlier = previous.get(section.key)
        status = RestrictedStatus.RESTRICTED if section.reason == "material_type" else (
            earlier.status if earlier is not None else RestrictedStatus.PENDING)
        rows[section] = RestrictedSection.objects.create(
            material=material, heading=section.heading[:300], key=section.key, reason=section.reason, status=status,
            first_block=section.first, last_block=section.last, chunk_count=counts.get(section, 0),
            decided_by=earlier.decided_by if earlier is not None and section.reason != "material_type" else None,
            decided_at=earlier.decided_at if earlier is not None and section.reason != "material_type" else None,
        )
    return rows


def material_index(*, material_id, version: int) -> str:
    """Extract, chunk, embed and store one version of a material.

    Restricted material (materials/restricted.py) is found on the way: answer-key / solutions /
    instructor-copy sections (and answer-key files) are chunked on their own and stored with
    ``restricted=True`` unless the teacher already said otherwise for that heading; sentences
    addressed to an AI are stored as ``excluded_spans`` of their chunk.

    Idempotent: returns "skipped" when the work is already claimed, done, or outdated (a newer
    version exists); "indexed" or "failed" otherwise. Never raises for a bad document: the
    material is marked failed with the reason and the teacher is notified.
    """
    if not _claim(material_id, version):
        return "skipped"
    with heartbeat.Heartbeat(material_id, version):
        return _index_claimed(material_id, version)


def _index_claimed(material_id, version: int) -> str:
    material = CourseMaterial.objects.select_related("course", "uploaded_by", "course__teacher").get(pk=material_id)
    try:
        data = _read_bytes(material)
        document = extraction.extract(data, material.kind)
        _report(material.pk, version, stage="chunk", progress=10)
        provider = get_embedding_provider()
        runs = _chunk_runs(document, provider.token_counter(), min(500, provider.max_tokens), material.material_type,
                           graded_work(material.course_id), material.source_filename)
        drafts = [draft for draft, _ in runs]
        if not drafts:
            raise extraction.ExtractionError("extraction_failed", gettext_noop("The document contains no readable text."))
        texts = [scrub_pii(d.text) for d in drafts]  # emails/phones never reach search, models or citations
        # Sentences addressed to an AI, in the text as stored (restricted chunks are never shown).
        shown = [i for i, (_, section) in enumerate(runs) if section is None]
        excluded = _instruction_spans(texts, shown)
        _report(material.pk, version, stage="embed", progress=15)
        vectors: list[PassageVectors] = []
        for start in range(0, len(drafts), EMBED_BATCH):
            vectors.extend(embed_passages(provider, texts[start : start + EMBED_BATCH]))
            _report(material.pk, version, stage="embed", progress=15 + int(80 * len(vectors) / len(drafts)))
    except extraction.ExtractionError as error:
        _fail(material, version, error.message)
        return "failed"
    except EmbeddingError as error:
        logger.warning("embedding failed for material %s: %s", material.pk, error)
        _fail(material, version, "The embedding service failed. Please try re-indexing in a few minutes.")
        return "failed"
    except Exception:
        logger.exception("indexing material %s crashed", material.pk)
        _fail(material, version, "Indexing failed unexpectedly. Please try re-uploading the file.")
        return "failed"

    ensure_hnsw_index(provider.name, provider.dimensions)
    clo_ids = list(material.clos.values_list("pk", flat=True))
    with transaction.atomic():
        current = CourseMaterial.objects.select_for_update().filter(pk=material.pk).first()
        if current is None or current.version != version:
            return "skipped"  # deleted or replaced while we worked: the newer task does the storing
        Chunk.all_objects.filter(material_id=material.pk).delete()
        found = list(dict.fromkeys(section for _, section in runs if section is not None))
        counts = {section: sum(1 for _, s in runs if s == section) for section in found}
        section_rows = _store_sections(current, found, counts)
        Chunk.all_objects.bulk_create(
            [
                Chunk(
                    course_id=material.course_id,
                    material_id=material.pk,
                    index=draft.index,
                    text=text,
                    restricted=section is not None and section_rows[section].hidden,
                    material_enabled=current.enabled,  # read under the row lock material_set_enabled takes
                    restricted_section=section_rows.get(section) if section is not None else None,
                    excluded_spans=[list(span) for span in excluded.get(draft.index, [])],
                    token_count=draft.token_count,
                    page=draft.page,
                    page_breaks=remap_breaks(draft.text, text, draft.page_breaks),
                    section=(draft.section or "")[:300],
                    slide=draft.slide,
                    material_type=current.material_type,
                    clo_ids=clo_ids,
                    unit_id=current.unit_id,
                    bloom_level=current.bloom_level,
                    embedding_model=provider.name,
                    embedding=vector.vector,
                    sentence_embeddings=vector.sentences,
                )
                for (draft, section), text, vector in zip(runs, texts, vectors, strict=True)
            ],
            batch_size=500,
        )
        CourseMaterial.objects.filter(pk=material.pk).update(
            status=MaterialStatus.INDEXED,
            progress=100,
            stage="",
            error="",
            chunk_count=len(drafts),
            page_count=document.page_count,
            embedding_model=provider.name,
            indexed_at=timezone.now(),
            updated_at=timezone.now(),
        )
        if is_large(chunk_count=len(drafts), page_count=document.page_count):
            transaction.on_commit(lambda: _notify_indexed(material, len(drafts)))
        # the multilingual vectors of cross-lingual search come afterwards, in the background
        transaction.on_commit(lambda: _enqueue_cross_vectors(material.pk))
        transaction.on_commit(lambda: material_indexed.send(
            sender=CourseMaterial, material_id=material.pk, course_id=material.course_id, unit_id=current.unit_id))
    return "indexed"


def _enqueue_cross_vectors(material_id) -> None:
    from materials.tasks import cross_vectors_build_task

    cross_vectors_build_task.delay(str(material_id))


# A teacher who uploads a long document leaves the page while it indexes (a few seconds a page on a
# laptop): such a material tells them when it is searchable. Short ones finish while they watch.
LARGE_MATERIAL_PAGES = 10
LARGE_MATERIAL_PASSAGES = 40


def is_large(*, chunk_count: int, page_count: int | None) -> bool:
    return chunk_count >= LARGE_MATERIAL_PASSAGES or (page_count or 0) >= LARGE_MATERIAL_PAGES


def _notify_indexed(material: CourseMaterial, chunk_count: int) -> None:
    recipient = material.uploaded_by or material.course.teacher
    if recipient is not None:
        notification_create(
            user=recipient,
            text=f"{material.source_filename} is indexed ({chunk_count} passages): students can ask about it now.",
            link=f"/teacher/courses/{material.course_id}/materials/",
        )


def materials_requeue_stale(*, now=None) -> int:
    """Send back to the queue the work a dead worker left behind. Returns how many were queued.

    A material processing with a stale heartbeat (materials/heartbeat.py) goes back to pending
    with one more interruption (shown as "resuming after an interruption") in one conditional
    UPDATE, so two sweeps never resume it twice; a pending one whose task was lost is queued again.
    The same version is queued: re-indexing it is idempotent (its chunks are swapped in one
    transaction), so a resumed material never ends with duplicate or missing chunks."""
    now = now or timezone.now()
    queued: list[tuple] = []
    for material_id, version in CourseMaterial.objects.filter(_abandoned(now)).values_list("pk", "version"):
        resumed = CourseMaterial.objects.filter(pk=material_id, version=version).filter(_abandoned(now)).update(
            status=MaterialStatus.PENDING, stage="resuming", interruptions=F("interruptions") + 1, updated_at=now,
        )
        if resumed:
            logger.warning("material %s v%s lost its worker: resuming", material_id, version)
            queued.append((material_id, version))
    lost = CourseMaterial.objects.filter(status=MaterialStatus.PENDING, updated_at__lt=now - PENDING_LOST_AFTER)
    for material_id, version in lost.values_list("pk", "version"):
        # touched, so a long queue gets one more task per PENDING_LOST_AFTER, not one per sweep
        if CourseMaterial.objects.filter(pk=material_id, version=version, status=MaterialStatus.PENDING,
                                         updated_at__lt=now - PENDING_LOST_AFTER).update(updated_at=now):
            queued.append((material_id, version))
    from materials.tasks import material_index_task

    for material_id, version in queued:
        material_index_task.delay(str(material_id), version)
    return len(queued)


def materials_echoing_graded_work(*, course_id) -> list:
    """Ids of the course's indexed materials in which a section repeating a graded assignment's figures
    (restricted.echoes_graded_work) is not yet stored as restricted: an assignment saved after the
    notes that hide its answers. Reads the files again, embeds nothing."""
    graded = graded_work(course_id)
    if not graded:
        return []
    stale = []
    materials = CourseMaterial.objects.filter(course_id=course_id, status=MaterialStatus.INDEXED).exclude(
        material_type__in=[*_ASSIGNMENT_TEXT_TYPES, MaterialType.ANSWER_KEY])
    for material in materials:
        try:
            document = extraction.extract(_read_bytes(material), material.kind)
        except Exception:  # an unreadable file was reported when it was indexed
            logger.warning("could not re-read material %s to look for graded figures", material.pk, exc_info=True)
            continue
        stored = set(RestrictedSection.objects.filter(material=material).values_list("key", flat=True))
        found = {section.key for section in _restricted_sections(document, material.material_type, graded,
                                                                 material.source_filename)}
        if found - stored:
            stale.append(material.pk)
    return stale


def assignment_index(*, assignment_id: int) -> list[CourseMaterial]:
    """Index an assignment's description and rubric as course materials carrying its CLOs, and queue
    a re-index of any material that hides this graded assignment's figures (materials_echoing_graded_work).

    Unchanged text is not re-indexed; a rubric with no criteria removes its generated material."""
    assignment = Assignment.objects.select_related("course").prefetch_related("rubric_criteria").filter(pk=assignment_id).first()
    if assignment is None:
        return []
    if assignment.graded:
        materials_requeue(materials_echoing_graded_work(course_id=assignment.course_id))
    clo_ids = list(assignment.clo_weights.values_list("clo_id", flat=True))
    description = f"# {assignment.title}\n\n{assignment.description.strip()}\n"
    if assignment.due_at:
        description += f"\nDue: {timezone.localtime(assignment.due_at):%A %d %B %Y, %H:%M}.\n"
    materials = [
        material_create_from_text(
            course=assignment.course, title=f"Assignment — {assignment.title}", text=description,
            material_type=MaterialType.ASSIGNMENT_DESCRIPTION, clo_ids=clo_ids, assignment=assignment,
        )
    ]
    criteria = list(assignment.rubric_criteria.all())
    if criteria:
        rubric = f"# Rubric — {assignment.title}\n\n" + "\n\n".join(
            f"## {c.title} ({c.max_points} points)\n\n{c.description.strip()}" for c in criteria
        )
        materials.append(
            material_create_from_text(
                course=assignment.course, title=f"Rubric — {assignment.title}", text=rubric,
                material_type=MaterialType.RUBRIC_CRITERIA, clo_ids=clo_ids, assignment=assignment,
            )
        )
    else:
        CourseMaterial.objects.filter(assignment=assignment, material_type=MaterialType.RUBRIC_CRITERIA).delete()
    return materials
