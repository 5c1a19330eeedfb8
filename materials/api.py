"""API for materials: upload, list with status, read one, delete, re-index, disable and enable. Same
rules as the page."""

from __future__ import annotations

import uuid
from datetime import datetime

from ninja import File, Form, Path, Router, Schema, Status
from ninja.files import UploadedFile

from config.errors import ErrorOut
from materials import selectors, services

router = Router(tags=["materials"])

COURSE_REF = "The course's id, slug or code (courses.selectors.course_resolve)."


class MaterialOut(Schema):
    id: uuid.UUID
    course_id: int
    source_filename: str
    kind: str
    material_type: str
    status: str
    enabled: bool  # false: kept, but never searched, quoted or cited for students
    progress: int
    resuming: bool  # being indexed again after its worker died
    error: str
    chunk_count: int
    page_count: int | None
    embedding_model: str
    clo_ids: list[int]
    unit_id: int | None
    bloom_level: str
    created_at: datetime
    indexed_at: datetime | None


def _out(material) -> dict:
    return {
        **{f: getattr(material, f) for f in (
            "id", "course_id", "source_filename", "kind", "material_type", "status", "enabled", "progress", "resuming", "error",
            "chunk_count", "page_count", "embedding_model", "unit_id", "bloom_level", "created_at", "indexed_at")},
        "clo_ids": [c.pk for c in material.clos.all()],
    }


class UploadMeta(Schema):
    material_type: str = "lecture_notes"
    clo_ids: list[int] = []
    unit_id: int | None = None
    bloom_level: str = ""


ERRORS = {400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 404: ErrorOut, 409: ErrorOut, 413: ErrorOut, 422: ErrorOut, 507: ErrorOut}


@router.get("/courses/{course}", response={200: list[MaterialOut], **ERRORS})
def material_list(request, course: str = Path(..., description=COURSE_REF)):
    course = selectors.course_get_for_manager(request.user, course)
    return [_out(m) for m in selectors.material_list_for_course(course)]


@router.post("/courses/{course}", response={201: MaterialOut, **ERRORS})
def material_upload(request, file: File[UploadedFile], meta: Form[UploadMeta],
                    course: str = Path(..., description=COURSE_REF)):
    course = selectors.course_get_for_manager(request.user, course)
    services.inspect_size(file.size)
    material = services.material_upload(
        user=request.user, course=course, filename=file.name, data=file.read(), material_type=meta.material_type,
        clo_ids=meta.clo_ids, unit_id=meta.unit_id, bloom_level=meta.bloom_level,
    )
    return Status(201, _out(material))


@router.get("/{material_id}", response={200: MaterialOut, **ERRORS})
def material_get(request, material_id: uuid.UUID):
    return _out(selectors.material_get_for_manager(request.user, material_id))


@router.post("/{material_id}/replace", response={200: MaterialOut, **ERRORS})
def material_replace(request, material_id: uuid.UUID, file: File[UploadedFile]):
    material = selectors.material_get_for_manager(request.user, material_id)
    services.inspect_size(file.size)
    material = services.material_upload(
        user=request.user, course=material.course, filename=file.name, data=file.read(),
        material_type=material.material_type, clo_ids=list(material.clos.values_list("pk", flat=True)),
        unit_id=material.unit_id, bloom_level=material.bloom_level, replace=material,
    )
    return _out(material)


@router.post("/{material_id}/reindex", response={202: MaterialOut, **ERRORS})
def material_reindex(request, material_id: uuid.UUID):
    material = selectors.material_get_for_manager(request.user, material_id)
    return Status(202, _out(services.material_reindex(user=request.user, material=material)))


@router.post("/{material_id}/disable", response={200: MaterialOut, **ERRORS})
def material_disable(request, material_id: uuid.UUID):
    """Hide the material from students at once, keeping its passages and vectors. Idempotent."""
    material = selectors.material_get_for_manager(request.user, material_id)
    return _out(services.material_set_enabled(user=request.user, material_id=material.pk, enabled=False))


@router.post("/{material_id}/enable", response={200: MaterialOut, **ERRORS})
def material_enable(request, material_id: uuid.UUID):
    """Make the material reachable again at once, with no re-indexing. Idempotent."""
    material = selectors.material_get_for_manager(request.user, material_id)
    return _out(services.material_set_enabled(user=request.user, material_id=material.pk, enabled=True))


@router.delete("/{material_id}", response={204: None, **ERRORS})
def material_delete(request, material_id: uuid.UUID):
    material = selectors.material_get_for_manager(request.user, material_id)
    services.material_delete(user=request.user, material=material)
    return Status(204, None)
