"""Fixtures for indexing real text with the real embedding model into the real database."""

from __future__ import annotations

import pytest

from materials.models import CourseMaterial
from materials.services import material_create_from_text, material_index


@pytest.fixture
def index_text(django_capture_on_commit_callbacks):
    """Create a Markdown material from text and index it synchronously (no queue involved)."""

    def _index(course, title: str, text: str, **kwargs) -> CourseMaterial:
        with django_capture_on_commit_callbacks(execute=False):
            material = material_create_from_text(course=course, title=title, text=text, **kwargs)
        assert material_index(material_id=material.pk, version=material.version) == "indexed"
        material.refresh_from_db()
        return material

    return _index
