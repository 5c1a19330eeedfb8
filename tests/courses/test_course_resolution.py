"""Issue 20 / seed 001 §3: courses have a unique slug, and every API operation that takes a course
accepts its id, slug or code (``courses.selectors.course_resolve``); a unit must belong to the
resolved course. Every rejection answers with the standard body ``{"message", "code", "extra"}``."""

from __future__ import annotations

import importlib
import itertools

import pytest
from django.apps import apps
from django.core.exceptions import ValidationError
from django.core.validators import validate_slug
from django.test import Client
from hypothesis import given
from hypothesis import strategies as st

from config.errors import ApplicationError
from courses import access
from courses.api_tokens import api_token_create
from courses.models import Course, Unit
from courses.selectors import course_resolve, unit_resolve
from courses.slugs import slug_candidates
from tests.factories import CourseFactory, InstitutionFactory

# --------------------------------------------------------------------------- slugs


@given(code=st.text(max_size=40), institution=st.text(max_size=30))
def test_every_slug_candidate_is_a_distinct_valid_slug_with_a_letter(code, institution):
    candidates = list(itertools.islice(slug_candidates(code, institution), 6))
    assert len(set(candidates)) == len(candidates)
    for slug in candidates:
        validate_slug(slug)
        assert len(slug) <= 80 and any(ch.isalpha() for ch in slug)


@pytest.mark.django_db
def test_a_new_course_gets_a_slug_from_its_code_and_a_clash_gets_the_institution(world):
    assert world.course.slug == "alg101" and world.other_course.slug == "bio101"
    south = CourseFactory(institution=world.other_institution, code="ALG101", title="Algebra (South)")
    assert south.slug == "alg101-south"
    again = CourseFactory(institution=InstitutionFactory(slug="east"), code="alg-101 ")
    assert again.slug == "alg-101"
    digits = CourseFactory(institution=world.institution, code="101")
    assert digits.slug == "course-101"
    chosen = CourseFactory(institution=world.institution, code="CHEM1", slug="chemistry-one")
    assert chosen.slug == "chemistry-one"
    chosen.title = "Chemistry I"
    chosen.save()
    assert Course.objects.get(pk=chosen.pk).slug == "chemistry-one"  # never rewritten once set


@pytest.mark.django_db
def test_a_slug_of_digits_alone_is_refused(world):
    world.course.slug = "2024"
    with pytest.raises(ValidationError) as error:
        world.course.full_clean()
    assert "slug" in error.value.message_dict


@pytest.mark.django_db
def test_the_data_migration_gives_existing_courses_unique_slugs_oldest_first(world):
    CourseFactory(institution=world.other_institution, code="ALG101", title="Algebra (South)")
    CourseFactory(institution=world.institution, code="42")
    # Give every course a throwaway slug, as if they predated the column, and run the migration's filler.
    for course in Course.objects.all():
        Course.objects.filter(pk=course.pk).update(slug=f"tmp{course.pk}")
    migration = importlib.import_module("courses.migrations.0005_course_slug")
    migration.fill_slugs(apps, None)
    slugs = dict(Course.objects.values_list("code", "slug").order_by("pk"))
    assert Course.objects.get(pk=world.course.pk).slug == "alg101"
    assert set(Course.objects.filter(code="ALG101").values_list("slug", flat=True)) == {"alg101", "alg101-south"}
    assert slugs["42"] == "course-42" and slugs["HIS101"] == "his101"


# --------------------------------------------------------------------------- the resolver


@pytest.mark.django_db
def test_a_course_is_found_by_id_slug_or_code(world):
    within = access.courses_nameable_by(world.student)
    course = world.course
    for ref in (course.pk, str(course.pk), f" {course.pk} ", course.slug, course.code, course.code.lower(), "Alg101"):
        assert course_resolve(ref, within=within) == course, ref


@pytest.mark.django_db
def test_an_id_wins_over_a_code_made_of_digits_and_the_code_is_reached_otherwise(world):
    digits = CourseFactory(institution=world.institution, code=str(world.other_course.pk))
    within = access.courses_nameable_by(world.admin)
    assert course_resolve(str(world.other_course.pk), within=within) == world.other_course
    lonely = CourseFactory(institution=world.institution, code="987654")
    assert course_resolve("987654", within=within) == lonely  # no course has that id
    assert digits.slug.startswith("course-")


@pytest.mark.django_db
def test_nothing_outside_the_scope_is_found(world):
    within = access.courses_nameable_by(world.student)
    for ref in (world.foreign_course.pk, world.foreign_course.slug, world.foreign_course.code, "nope", 999_999,
                str(2**70)):
        with pytest.raises(ApplicationError) as error:
            course_resolve(ref, within=within)
        assert (error.value.code, error.value.status, error.value.extra) == ("not_found", 404, {"field": "course"})


@pytest.mark.django_db
@pytest.mark.parametrize("ref", [None, "", "   ", True, "x" * 101, "alg\x00101", "alg\n101"])
def test_a_malformed_name_is_a_400(world, ref):
    with pytest.raises(ApplicationError) as error:
        course_resolve(ref, within=access.courses_nameable_by(world.student), field="course_id")
    assert (error.value.code, error.value.status) == ("invalid", 400)
    assert error.value.extra["field"] == "course_id"


@pytest.mark.django_db
def test_a_code_shared_across_the_operators_institutions_is_ambiguous(world):
    south = CourseFactory(institution=world.other_institution, code="ALG101")
    with pytest.raises(ApplicationError) as error:
        course_resolve("alg101 ".upper(), within=access.courses_nameable_by(world.superuser))
    assert error.value.code == "invalid" and error.value.extra["matches"] == ["alg101", south.slug]
    # ... while each slug still names exactly one
    assert course_resolve(south.slug, within=access.courses_nameable_by(world.superuser)) == south


@pytest.mark.django_db
def test_a_unit_is_found_by_id_or_code_only_in_its_course(world):
    unit = Unit.objects.create(course=world.course, code="ALG2", title="Linear equations")
    elsewhere = Unit.objects.create(course=world.other_course, code="BIO1", title="Cells")
    for ref in (unit.pk, str(unit.pk), "alg2", "ALG2"):
        assert unit_resolve(world.course, ref) == unit
    for ref in (elsewhere.pk, "BIO1", 999_999, "nope"):
        with pytest.raises(ApplicationError) as error:
            unit_resolve(world.course, ref)
        assert (error.value.code, error.value.status) == ("invalid", 400)
        assert error.value.extra == {"field": "unit", "course": "alg101"}
    for ref in (None, "", "u\x07"):
        with pytest.raises(ApplicationError) as error:
            unit_resolve(world.course, ref)
        assert error.value.code == "invalid"


# --------------------------------------------------------------------------- every API operation that takes a course


def _bearer(user) -> dict:
    _, token = api_token_create(user=user, name="resolution tests")
    return {"Authorization": f"Bearer {token}"}


def _assert_error(response, status: int, code: str) -> dict:
    body = response.json()
    assert response.status_code == status, body
    assert set(body) == {"message", "code", "extra"} and body["code"] == code and body["message"]
    return body


@pytest.mark.django_db
@pytest.mark.parametrize("ref", ["id", "id_text", "slug", "code"])
def test_the_tutor_api_starts_a_conversation_in_a_course_named_any_way(world, ref):
    unit = Unit.objects.create(course=world.course, code="ALG2", title="Linear equations")
    name = {"id": world.course.pk, "id_text": str(world.course.pk), "slug": "alg101", "code": "ALG101"}[ref]
    client = Client(headers=_bearer(world.student))
    response = client.post("/api/tutor/conversations", {"course_id": name, "unit_id": "alg2"},
                           content_type="application/json")
    assert response.status_code == 201, response.content
    assert response.json()["course_id"] == world.course.pk and response.json()["unit_id"] == unit.pk
    listed = client.get("/api/tutor/conversations", {"course_id": name})
    assert listed.status_code == 200 and [c["id"] for c in listed.json()] == [response.json()["id"]]


@pytest.mark.django_db
def test_the_tutor_api_rejects_each_bad_course_or_unit(world):
    elsewhere = Unit.objects.create(course=world.other_course, code="BIO1", title="Cells")
    client = Client(headers=_bearer(world.student))

    def create(**body):
        return client.post("/api/tutor/conversations", body, content_type="application/json")

    _assert_error(create(course_id="no-such-course"), 404, "not_found")
    _assert_error(create(course_id=world.foreign_course.slug), 404, "not_found")  # another institution
    _assert_error(create(course_id="bio101"), 403, "not_enrolled")
    assert _assert_error(create(course_id="  "), 400, "invalid")["extra"]["field"] == "course_id"
    _assert_error(create(course_id=None), 400, "invalid")
    body = _assert_error(create(course_id="alg101", unit_id=elsewhere.pk), 400, "invalid")
    assert body["extra"]["field"] == "unit_id"
    _assert_error(create(course_id="alg101", unit_id="BIO1"), 400, "invalid")
    _assert_error(client.get("/api/tutor/conversations", {"course_id": "nope"}), 404, "not_found")
    _assert_error(client.get("/api/tutor/conversations", {"course_id": "bio101"}), 403, "not_enrolled")


@pytest.mark.django_db
@pytest.mark.parametrize("ref", ["id", "slug", "code"])
def test_the_materials_and_analytics_apis_take_a_course_named_any_way(world, ref):
    name = {"id": world.course.pk, "slug": "alg101", "code": "alg101".upper()}[ref]
    client = Client(headers=_bearer(world.teacher))
    assert client.get(f"/api/materials/courses/{name}").status_code == 200
    report = client.get(f"/api/analytics/courses/{name}")
    assert report.status_code == 200 and report.json()["course_id"] == world.course.pk
    assert client.get(f"/api/analytics/courses/{name}/csv").status_code == 200


@pytest.mark.django_db
def test_the_materials_and_analytics_apis_reject_each_bad_course(world):
    teacher = Client(headers=_bearer(world.teacher))
    for path in ("/api/materials/courses/{}", "/api/analytics/courses/{}"):
        _assert_error(teacher.get(path.format("nope")), 404, "not_found")
        _assert_error(teacher.get(path.format("bio101")), 404, "not_found")  # not theirs
        _assert_error(teacher.get(path.format("%20")), 400, "invalid")
        _assert_error(teacher.get(path.format("x" * 101)), 400, "invalid")
        _assert_error(Client(headers=_bearer(world.student)).get(path.format("alg101")), 404, "not_found")
