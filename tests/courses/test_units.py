"""The unit prerequisite graph stays a DAG."""

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError

from config.errors import ApplicationError
from courses.models import UnitPrerequisite
from courses.services import unit_prerequisite_add
from tests.factories import CourseFactory, UnitFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def chain():
    course = CourseFactory()
    a, b, c = (UnitFactory(course=course, code=code) for code in ("A", "B", "C"))
    unit_prerequisite_add(unit=b, prerequisite=a)
    unit_prerequisite_add(unit=c, prerequisite=b)
    return a, b, c


def test_adding_an_edge_that_closes_a_cycle_is_rejected(chain):
    a, b, c = chain
    with pytest.raises(ApplicationError, match="cycle"):
        unit_prerequisite_add(unit=a, prerequisite=c)
    assert not UnitPrerequisite.objects.filter(unit=a).exists()


def test_a_unit_cannot_need_itself(chain):
    a, _, _ = chain
    with pytest.raises(ApplicationError, match="own prerequisite"):
        unit_prerequisite_add(unit=a, prerequisite=a)


def test_database_rejects_a_self_edge_even_without_the_service(chain):
    a, _, _ = chain
    with pytest.raises(IntegrityError):
        UnitPrerequisite.objects.create(unit=a, prerequisite=a)


def test_prerequisites_must_share_the_course(chain):
    a, _, _ = chain
    elsewhere = UnitFactory()
    with pytest.raises(ApplicationError, match="same course"):
        unit_prerequisite_add(unit=a, prerequisite=elsewhere)


def test_adding_an_existing_edge_is_idempotent(chain):
    a, b, _ = chain
    first = UnitPrerequisite.objects.get(unit=b, prerequisite=a)
    assert unit_prerequisite_add(unit=b, prerequisite=a) == first
    assert UnitPrerequisite.objects.filter(unit=b).count() == 1


def test_model_validation_reports_a_cycle_as_a_form_error(chain):
    """Django admin validates through full_clean(); a cycle becomes a readable ValidationError."""
    a, _, c = chain
    edge = UnitPrerequisite(unit=a, prerequisite=c)
    with pytest.raises(ValidationError, match="cycle"):
        edge.full_clean()


def test_diamonds_are_allowed(chain):
    a, b, c = chain
    d = UnitFactory(course=a.course, code="D")
    unit_prerequisite_add(unit=d, prerequisite=a)
    unit_prerequisite_add(unit=c, prerequisite=d)
    assert set(c.prerequisites.values_list("code", flat=True)) == {"B", "D"}
