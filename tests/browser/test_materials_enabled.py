"""The teacher disables a material on the Materials page and enables it again, in a real Chromium;
the passages leave the student's search at once and come back with the same vectors. Screenshot in
docs/screenshots/materials_disabled.png."""

from __future__ import annotations

from materials.models import Chunk, CourseMaterial
from materials.search import embed_question, search_course
from materials.services import material_create_from_text, material_index
from tests.browser.conftest import screenshot
from tests.materials.test_enabled import CELLS, PHOTOSYNTHESIS, QUESTION


def _index(course, title: str, text: str, capture) -> CourseMaterial:
    with capture(execute=False):
        material = material_create_from_text(course=course, title=title, text=text)
    assert material_index(material_id=material.pk, version=material.version) == "indexed"
    return material


def test_teacher_disables_and_enables_a_material(world, live_app, page, django_capture_on_commit_callbacks):
    leaf = _index(world.course, "week4-photosynthesis.md", PHOTOSYNTHESIS, django_capture_on_commit_callbacks)
    _index(world.course, "week3-cell-respiration.md", CELLS, django_capture_on_commit_callbacks)
    mine = set(Chunk.all_objects.filter(material=leaf).values_list("pk", flat=True))
    vectors = {c.pk: list(c.embedding) for c in Chunk.all_objects.filter(material=leaf)}

    def found() -> bool:
        hits = search_course(user=world.student, course_id=world.course.pk, query=embed_question(QUESTION), k=10)
        return bool({p.chunk_id for p in hits.passages} & mine)

    assert found()
    live_app.login(page, "teacher")
    page.goto(f"{live_app.url}/teacher/courses/{world.course.pk}/materials/")
    row = page.locator(f"#material-{leaf.pk}")
    row.wait_for()
    row.get_by_role("button", name="Disable").click()
    page.locator(f"#material-{leaf.pk}[data-enabled=false]").wait_for()
    assert "disabled" in page.locator(f"#material-{leaf.pk} .status-cell").inner_text()
    assert "Disabled week4-photosynthesis.md" in page.locator("#material-list").inner_text()
    assert not CourseMaterial.objects.get(pk=leaf.pk).enabled
    assert not found()
    path = screenshot(page, "materials_disabled")
    assert path.exists() and path.stat().st_size > 10_000

    page.locator(f"#material-{leaf.pk}").get_by_role("button", name="Enable").click()
    page.locator(f"#material-{leaf.pk}[data-enabled=true]").wait_for()
    assert "disabled" not in page.locator(f"#material-{leaf.pk} .status-cell").inner_text()
    assert CourseMaterial.objects.get(pk=leaf.pk).enabled
    assert found()
    assert {c.pk: list(c.embedding) for c in Chunk.all_objects.filter(material=leaf)} == vectors
