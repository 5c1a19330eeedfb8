"""Teachers edit their units' study plans in the admin (steps as an inline), and only their own."""

from __future__ import annotations

import pytest
from django.test import Client

from courses.models import Unit
from learning.models import StudyPlan, StudyPlanStep

pytestmark = pytest.mark.django_db


def login(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_a_teacher_writes_a_plan_for_their_unit_with_steps_inline(world, algebra):
    client = login(world.teacher)
    page = client.get("/admin/learning/studyplan/add/")
    assert page.status_code == 200 and b"steps-TOTAL_FORMS" in page.content
    response = client.post("/admin/learning/studyplan/add/", {
        "unit": algebra.id("ALG2"),
        "steps-TOTAL_FORMS": "2", "steps-INITIAL_FORMS": "0", "steps-MIN_NUM_FORMS": "0", "steps-MAX_NUM_FORMS": "1000",
        "steps-0-order": "1", "steps-0-kind": "explain", "steps-0-concept": "Balancing", "steps-0-section": "Solving",
        "steps-1-order": "2", "steps-1-kind": "check", "steps-1-concept": "Balancing", "steps-1-section": "",
    })
    assert response.status_code == 302, response.content.decode()[:2000]
    plan = StudyPlan.objects.get(unit=algebra.units["ALG2"])
    assert list(plan.steps.values_list("order", "kind", "concept")) == [(1, "explain", "Balancing"),
                                                                        (2, "check", "Balancing")]


def test_another_courses_plans_and_units_are_out_of_reach(world, algebra):
    other_unit = Unit.objects.create(course=world.other_course, code="B1", title="Cells")
    theirs = StudyPlan.objects.create(unit=other_unit)
    StudyPlanStep.objects.create(plan=theirs, order=1, kind="explain", concept="Membranes")
    mine = StudyPlan.objects.create(unit=algebra.units["ALG1"])
    client = login(world.teacher)
    listing = client.get("/admin/learning/studyplan/")
    assert listing.status_code == 200 and b"ALG1" in listing.content and b"Cells" not in listing.content
    assert client.get(f"/admin/learning/studyplan/{theirs.pk}/change/").status_code in (302, 403, 404)
    assert client.get(f"/admin/learning/studyplan/{mine.pk}/change/").status_code == 200
    form = client.get("/admin/learning/studyplan/add/").content.decode()
    assert f'value="{other_unit.pk}"' not in form and f'value="{algebra.id("ALG2")}"' in form
    response = client.post("/admin/learning/studyplan/add/", {
        "unit": other_unit.pk, "steps-TOTAL_FORMS": "0", "steps-INITIAL_FORMS": "0",
        "steps-MIN_NUM_FORMS": "0", "steps-MAX_NUM_FORMS": "1000"})
    assert response.status_code == 200 and not StudyPlan.objects.filter(unit=other_unit).exclude(pk=theirs.pk).exists()
    assert login(world.student).get("/admin/learning/studyplan/").status_code == 302
