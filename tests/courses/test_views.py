"""Sign-in, landing pages per role, throttling."""

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("persona", "landing"),
    [("student", "/student/"), ("teacher", "/teacher/"), ("admin", "/staff/"), ("superuser", "/admin/")],
)
def test_each_role_lands_on_its_page(client, world, persona, landing):
    client.force_login(getattr(world, persona))
    response = client.get("/")
    assert response.status_code == 302 and response["Location"] == landing
    assert client.get(landing).status_code == 200


def test_anonymous_visitors_are_sent_to_login(client, db):
    response = client.get("/student/")
    assert response.status_code == 302 and response["Location"].startswith("/login/")


def test_login_with_a_password_then_land(client, world):
    response = client.post(reverse("login"), {"username": "student", "password": "pass-word-123"})
    assert response.status_code == 302
    assert client.get("/").headers["Location"] == "/student/"


def test_student_dashboard_shows_courses_attainment_and_assignments(client, world):
    from decimal import Decimal

    from courses.models import CLOAttainment
    from tests.factories import AssignmentFactory, CLOFactory

    clo = CLOFactory(course=world.course, code="CLO9", title="Factor quadratics")
    CLOAttainment.objects.create(student=world.student, clo=clo, percent=Decimal("42"))
    AssignmentFactory(course=world.course, title="Problem set 3")
    client.force_login(world.student)
    html = client.get("/student/").content.decode()
    assert "Algebra" in html and "Factor quadratics" in html and "42%" in html and "bar-gap" in html
    assert "Problem set 3" in html
    assert "Biology" not in html


def test_students_cannot_open_the_teacher_pages(client, world):
    client.force_login(world.student)
    assert client.get("/teacher/").status_code == 403
    assert client.get("/staff/").status_code == 403


def test_assignment_page_only_for_enrolled_students(client, world):
    from tests.factories import AssignmentFactory

    assignment = AssignmentFactory(course=world.course)
    url = reverse("assignment_detail", args=[assignment.pk])
    client.force_login(world.student)
    assert client.get(url).status_code == 200
    client.force_login(world.other_student)
    assert client.get(url).status_code == 404


def test_profileless_user_is_told_plainly(client, db, django_user_model):
    client.force_login(django_user_model.objects.create_user("nobody", password="x"))
    response = client.get("/")
    assert response.status_code == 403 and b"No role yet" in response.content


def test_repeated_failures_throttle_the_login(client, world, settings):
    settings.LOGIN_FAILURE_LIMIT = 3
    for _ in range(3):
        assert client.post(reverse("login"), {"username": "student", "password": "wrong"}).status_code == 200
    blocked = client.post(reverse("login"), {"username": "student", "password": "pass-word-123"})
    assert blocked.status_code == 429
    assert b"Too many failed sign-in attempts" in blocked.content
    # another account from the same address is not affected
    assert client.post(reverse("login"), {"username": "teacher", "password": "pass-word-123"}).status_code == 302


def test_logout_needs_post(client, world):
    client.force_login(world.student)
    assert client.get(reverse("logout")).status_code == 405
    assert client.post(reverse("logout")).status_code == 302


def test_security_headers(client, db):
    response = client.get("/login/")
    assert "script-src 'self'" in response["Content-Security-Policy"]
    assert response["X-Frame-Options"] == "DENY"
    assert response["X-Content-Type-Options"] == "nosniff"
