"""seed_demo builds the demo and is idempotent."""

import pytest
from django.core.management import call_command

from courses.models import CLOAttainment, Course, ExamQuestion, Profile, Unit, UnitPrerequisite
from materials.models import CourseMaterial

pytestmark = pytest.mark.django_db


def _counts():
    return {
        "profiles": Profile.objects.count(), "courses": Course.objects.count(), "units": Unit.objects.count(),
        "edges": UnitPrerequisite.objects.count(), "questions": ExamQuestion.objects.count(),
        "materials": CourseMaterial.objects.filter(assignment__isnull=True).count(),
        "attainments": CLOAttainment.objects.count(),
    }


def test_seed_demo_twice_creates_everything_once(django_capture_on_commit_callbacks, capsys):
    with django_capture_on_commit_callbacks(execute=False):
        call_command("seed_demo")
    first = _counts()
    assert first == {"profiles": 5, "courses": 1, "units": 5, "edges": 5, "questions": 18, "materials": 3, "attainments": 12}
    assert CLOAttainment.objects.filter(percent__lt=70).exists()
    assert {m.kind for m in CourseMaterial.objects.filter(assignment__isnull=True)} == {"pdf", "docx", "markdown"}
    with django_capture_on_commit_callbacks(execute=False):
        call_command("seed_demo")
    assert _counts() == first
    out = capsys.readouterr().out
    assert "student" in out and "learn-algebra-2026" in out
