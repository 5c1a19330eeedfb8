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
    assert first == {"profiles": 5, "courses": 1, "units": 6, "edges": 7, "questions": 42, "materials": 4, "attainments": 12}
    assert CLOAttainment.objects.filter(percent__lt=70).exists()
    assert {m.kind for m in CourseMaterial.objects.filter(assignment__isnull=True)} == {"pdf", "docx", "markdown"}
    with django_capture_on_commit_callbacks(execute=False):
        call_command("seed_demo")
    assert _counts() == first
    out = capsys.readouterr().out
    assert "student" in out and "learn-algebra-2026" in out


def test_the_demo_course_has_a_unit_graph_with_clos_and_an_exam_bank_per_tier(django_capture_on_commit_callbacks):
    from collections import Counter

    from django.test import Client

    with django_capture_on_commit_callbacks(execute=False):
        call_command("seed_demo")
    units = {u.code: u for u in Unit.objects.prefetch_related("clos", "prerequisites")}
    assert {code: sorted(p.code for p in u.prerequisites.all()) for code, u in units.items()} == {
        "ALG1": [], "ALG2": ["ALG1"], "ALG3": ["ALG2"], "ALG5": ["ALG1"], "ALG6": ["ALG1"],
        "ALG4": ["ALG2", "ALG5", "ALG6"]}
    assert all(u.clos.exists() and u.anchor_text for u in units.values())
    bank = Counter((u.code, q.tier) for q in ExamQuestion.objects.prefetch_related("units") for u in q.units.all())
    assert all(bank[(code, tier)] >= 2 for code in units for tier in ("bronze", "silver", "gold")), bank
    for question in ExamQuestion.objects.all():
        assert 0 <= question.answer_index < len(question.options) and question.memo
    assert {m.unit.code for m in CourseMaterial.objects.filter(assignment__isnull=True)} == {"ALG1", "ALG3", "ALG5", "ALG6"}
    # the demo teacher signs in to the Django admin with the demo password
    client = Client()
    assert client.post("/admin/login/?next=/admin/", {"username": "teacher", "password": "learn-algebra-2026"}).status_code == 302
    assert "/admin/courses/unit/" in client.get("/admin/").content.decode()
