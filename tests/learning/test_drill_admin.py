"""Teachers write drill templates in the admin; a template the grader could not use is refused with a
clear message, and another course's templates are out of reach."""

from __future__ import annotations

import pytest

from learning.admin import DrillTemplateForm
from learning.models import DrillTemplate

pytestmark = pytest.mark.django_db


def form(world, algebra, **changes):
    data = {"course": algebra.course.pk, "unit": algebra.id("ALG2"), "prompt": "Solve {a}x = {c}.",
            "parameters": '{"a": [2, 5], "c": [10, 20]}', "answer": "c/a", "variable": "x", "tolerance": 0,
            "wrong_answers": '[{"answer": "c*a", "tag": "multiplied"}]', "hint": "", "enabled": True}
    data.update(changes)
    return DrillTemplateForm(data=data)


def messages(bound) -> str:
    return " ".join(str(m) for errors in bound.errors.values() for m in errors)


def test_a_usable_template_is_accepted(world, algebra):
    assert form(world, algebra).is_valid()


@pytest.mark.parametrize("changes, message", [
    ({"parameters": '{"a": [2]}'}, "ranges of two whole numbers"),
    ({"parameters": '{"a": ["x", 3]}'}, "ranges of two whole numbers"),
    ({"answer": "c/(a-a)"}, "cannot be checked"),
    ({"answer": r"\input{c}"}, "cannot be checked"),
    ({"wrong_answers": '[{"answer": "c*a"}]'}, "Wrong answers are a list"),
    ({"wrong_answers": '[{"answer": "c^^a", "tag": "t"}]'}, "cannot be checked"),
    ({"tolerance": -1}, "drill_tolerance_non_negative"),
])
def test_a_template_the_grader_cannot_use_is_refused(world, algebra, changes, message):
    bound = form(world, algebra, **changes)
    assert not bound.is_valid()
    assert message in messages(bound), messages(bound)


def test_a_unit_of_another_course_is_refused(world, algebra):
    from courses.models import Unit

    other = Unit.objects.create(course=world.other_course, code="B1", title="Cells")
    bound = form(world, algebra, unit=other.pk)
    assert not bound.is_valid() and "belong to the template's course" in messages(bound)


def test_teachers_see_only_their_courses_templates_in_the_admin(client, world, algebra):
    from courses.models import Unit

    mine = DrillTemplate.objects.create(course=algebra.course, unit=algebra.units["ALG2"], prompt="Mine {a}",
                                        parameters={"a": [1, 2]}, answer="a")
    other_unit = Unit.objects.create(course=world.other_course, code="B1", title="Cells")
    theirs = DrillTemplate.objects.create(course=world.other_course, unit=other_unit, prompt="Theirs {a}",
                                          parameters={"a": [1, 2]}, answer="a")
    client.force_login(world.teacher)
    listing = client.get("/admin/learning/drilltemplate/")
    assert listing.status_code == 200 and b"Mine" in listing.content and b"Theirs" not in listing.content
    assert client.get(f"/admin/learning/drilltemplate/{theirs.pk}/change/").status_code in (302, 403, 404)
    assert client.get(f"/admin/learning/drilltemplate/{mine.pk}/change/").status_code == 200
