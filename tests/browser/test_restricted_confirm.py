"""The teacher confirms or overrides detected teacher-only content on the Materials page, in a real
Chromium; screenshot in docs/screenshots/teacher_restricted_confirm.png."""

from __future__ import annotations

from materials.models import Chunk, RestrictedSection, RestrictedStatus
from materials.services import material_create_from_text, material_index
from tests.browser.conftest import screenshot
from tests.materials.test_restricted import NOTES


def test_teacher_confirms_and_overrides_a_detected_answer_key(world, live_app, page, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        material = material_create_from_text(course=world.course, title="week3-linear-equations.md", text=NOTES)
    assert material_index(material_id=material.pk, version=material.version) == "indexed"
    section = RestrictedSection.objects.get(material=material)

    live_app.login(page, "teacher")
    page.goto(f"{live_app.url}/teacher/courses/{world.course.pk}/materials/")
    row = page.locator(f"#restricted-section-{section.pk}")
    row.wait_for()
    assert "Teacher-only content detected" in page.locator(f"#restricted-{material.pk}").inner_text()
    assert "awaiting you" in row.inner_text() and "Appendix: Answer key" in row.inner_text()
    path = screenshot(page, "teacher_restricted_confirm")
    assert path.exists() and path.stat().st_size > 10_000

    page.on("dialog", lambda dialog: dialog.accept())  # the hx-confirm before showing it to students
    row.get_by_role("button", name="Not restricted: show to students").click()
    page.locator(f"#restricted-section-{section.pk}[data-status=not_restricted]").wait_for()
    assert RestrictedSection.objects.get(pk=section.pk).status == RestrictedStatus.NOT_RESTRICTED
    assert not Chunk.all_objects.filter(material=material, restricted=True).exists()

    page.locator(f"#restricted-section-{section.pk}").get_by_role("button", name="Keep hidden").click()
    page.locator(f"#restricted-section-{section.pk}[data-status=restricted]").wait_for()
    assert "hidden · confirmed" in page.locator(f"#restricted-section-{section.pk}").inner_text()
    assert Chunk.all_objects.filter(material=material, restricted=True).count() == section.chunk_count


OFFICE_NOTES = """# Level crossings

A user-worked crossing has gates the user opens and closes. Phone the signaller before crossing with a vehicle.

# Course office notes: restricted

Wellbeing: Dana Whitlock, learner no. 4417, is on a phased return and sits Quiz 2 on the catch-up date.
"""


def test_a_heading_whose_label_comes_last_is_shown_to_the_teacher_as_teacher_only(world, live_app, page,
                                                                                   django_capture_on_commit_callbacks):
    """Blind guardrail set 58 headed another learner's details "Course office notes: restricted", and four students were
    shown them. The label at the end is read now: the section waits for the teacher on the Materials page, hidden from
    students meanwhile; screenshot in docs/screenshots/teacher_restricted_label_at_end.png."""
    with django_capture_on_commit_callbacks(execute=False):
        material = material_create_from_text(course=world.course, title="notes-2-crossings.md", text=OFFICE_NOTES)
    assert material_index(material_id=material.pk, version=material.version) == "indexed"
    section = RestrictedSection.objects.get(material=material)
    hidden = Chunk.all_objects.filter(material=material, restricted=True)
    assert hidden.exists() and all("Dana Whitlock" not in c.text for c in Chunk.objects.filter(material=material))

    live_app.login(page, "teacher")
    page.goto(f"{live_app.url}/teacher/courses/{world.course.pk}/materials/")
    row = page.locator(f"#restricted-section-{section.pk}")
    row.wait_for()
    assert "awaiting you" in row.inner_text() and "Course office notes: restricted" in row.inner_text()
    path = screenshot(page, "teacher_restricted_label_at_end")
    assert path.exists() and path.stat().st_size > 10_000
