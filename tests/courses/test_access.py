"""The row-level rules of courses/access.py, for every persona."""

import pytest

from courses import access

pytestmark = pytest.mark.django_db


def _codes(qs):
    return sorted(c.code for c in qs)


@pytest.mark.parametrize(
    ("persona", "visible"),
    [
        ("student", ["ALG101"]),
        ("other_student", ["BIO101"]),
        ("teacher", ["ALG101"]),
        ("other_teacher", ["BIO101"]),
        ("admin", ["ALG101", "BIO101"]),
        ("superuser", ["ALG101", "BIO101", "HIS101"]),
        ("outsider", ["HIS101"]),
    ],
)
def test_courses_visible_to_each_persona(world, persona, visible):
    assert _codes(access.courses_visible_to(getattr(world, persona))) == visible


def test_anonymous_and_profileless_users_see_nothing(world, django_user_model):
    from django.contrib.auth.models import AnonymousUser

    assert _codes(access.courses_visible_to(AnonymousUser())) == []
    bare = django_user_model.objects.create_user("bare", password="x")
    assert _codes(access.courses_visible_to(bare)) == []
    assert access.readable_course_ids(bare) == []


def test_inactive_user_sees_nothing(world):
    world.student.is_active = False
    world.student.save()
    assert _codes(access.courses_visible_to(world.student)) == []


@pytest.mark.parametrize(
    ("persona", "manageable"),
    [
        ("student", []),
        ("other_student", []),
        ("teacher", ["ALG101"]),
        ("other_teacher", ["BIO101"]),
        ("admin", ["ALG101", "BIO101"]),
        ("superuser", ["ALG101", "BIO101", "HIS101"]),
        ("outsider", []),
    ],
)
def test_materials_manageable_by_each_persona(world, persona, manageable):
    user = getattr(world, persona)
    assert _codes(access.courses_manageable_by(user)) == manageable
    for course in (world.course, world.other_course, world.foreign_course):
        assert access.can_manage_materials(user, course) == (course.code in manageable)


@pytest.mark.parametrize(
    ("persona", "enrolled_in"),
    [
        ("student", {"ALG101"}),
        ("other_student", {"BIO101"}),
        ("teacher", set()),
        ("other_teacher", set()),
        ("admin", set()),
        ("superuser", set()),
        ("outsider", {"HIS101"}),
    ],
)
def test_only_enrolled_students_use_a_course_tutor(world, persona, enrolled_in):
    user = getattr(world, persona)
    for course in (world.course, world.other_course, world.foreign_course):
        assert access.is_enrolled(user, course) == (course.code in enrolled_in)
        assert access.can_use_tutor(user, course.pk) == (course.code in enrolled_in)


def test_enrolment_across_institutions_does_not_count(world):
    """A student enrolled (by mistake) in another institution's course still cannot reach it."""
    from courses.models import Enrollment

    Enrollment.objects.create(student=world.student, course=world.foreign_course)
    assert not access.is_enrolled(world.student, world.foreign_course)
    assert "HIS101" not in _codes(access.courses_visible_to(world.student))


@pytest.mark.parametrize(
    ("persona", "readable"),
    [
        ("student", {"ALG101"}),
        ("other_student", {"BIO101"}),
        ("teacher", {"ALG101"}),
        ("other_teacher", {"BIO101"}),
        ("admin", {"ALG101", "BIO101"}),
        ("outsider", {"HIS101"}),
    ],
)
def test_course_content_readers(world, persona, readable):
    user = getattr(world, persona)
    for course in (world.course, world.other_course, world.foreign_course):
        assert access.can_read_course_content(user, course) == (course.code in readable)
    assert {c for c in access.courses_visible_to(user).filter(pk__in=access.readable_course_ids(user)).values_list("code", flat=True)} == readable


def test_role_of(world):
    assert access.role_of(world.student) == "student"
    assert access.role_of(world.teacher) == "teacher"
    assert access.role_of(world.admin) == "admin"
    assert access.role_of(world.superuser) == access.OPERATOR
