"""The materials JSON API: same rules as the page, bearer tokens, error format."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from courses.api_tokens import api_token_create
from materials.models import CourseMaterial

pytestmark = pytest.mark.django_db

NOTES = b"# Slope\n\nThe slope of a line is the change in y divided by the change in x.\n"


def _auth(user):
    _, plain = api_token_create(user=user, name="test")
    return {"HTTP_AUTHORIZATION": f"Bearer {plain}"}


def test_upload_list_and_delete_with_a_bearer_token(client, world, django_capture_on_commit_callbacks):
    headers = _auth(world.teacher)
    with django_capture_on_commit_callbacks(execute=False):
        response = client.post(f"/api/materials/courses/{world.course.pk}",
                               {"file": SimpleUploadedFile("slope.md", NOTES), "material_type": "slides"}, **headers)
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["status"] == "pending" and body["material_type"] == "slides" and body["kind"] == "markdown"
    listed = client.get(f"/api/materials/courses/{world.course.pk}", **headers).json()
    assert [m["id"] for m in listed] == [body["id"]]
    assert client.delete(f"/api/materials/{body['id']}", **headers).status_code == 204
    assert not CourseMaterial.objects.exists()


def test_without_credentials_the_api_answers_401_in_our_error_format(client, world):
    response = client.get(f"/api/materials/courses/{world.course.pk}")
    assert response.status_code == 401
    assert response.json()["code"] == "unauthenticated"
    bad = client.get(f"/api/materials/courses/{world.course.pk}", HTTP_AUTHORIZATION="Bearer ct_nope")
    assert bad.status_code == 401


@pytest.mark.parametrize("persona", ["student", "other_teacher", "outsider"])
def test_people_who_do_not_manage_the_course_get_404(client, world, persona):
    response = client.get(f"/api/materials/courses/{world.course.pk}", **_auth(getattr(world, persona)))
    assert response.status_code == 404
    assert response.json()["code"] == "not_found"


def test_revoked_token_stops_working(client, world):
    from courses.api_tokens import api_token_revoke

    token, plain = api_token_create(user=world.teacher, name="t")
    headers = {"HTTP_AUTHORIZATION": f"Bearer {plain}"}
    assert client.get(f"/api/materials/courses/{world.course.pk}", **headers).status_code == 200
    api_token_revoke(user=world.teacher, token_id=token.pk)
    assert client.get(f"/api/materials/courses/{world.course.pk}", **headers).status_code == 401


@pytest.mark.parametrize(
    ("content", "status", "code"),
    [(b"\x7fELF binary", 400, "unsupported_format"), (b"", 400, "empty_file"), (b"%PDF-1.4 garbage", 422, "extraction_failed")],
)
def test_rejections_carry_status_and_code(client, world, content, status, code):
    response = client.post(f"/api/materials/courses/{world.course.pk}", {"file": SimpleUploadedFile("x.pdf", content)}, **_auth(world.teacher))
    assert response.status_code == status
    assert response.json()["code"] == code
    assert not CourseMaterial.objects.exists()


def test_unknown_material_type_is_invalid(client, world):
    response = client.post(f"/api/materials/courses/{world.course.pk}",
                           {"file": SimpleUploadedFile("a.md", NOTES), "material_type": "poetry"}, **_auth(world.teacher))
    assert response.status_code == 400
    assert response.json()["code"] == "invalid"


def test_creating_a_token_needs_a_browser_session(client, world):
    response = client.post("/api/tokens", {"name": "x"}, content_type="application/json", **_auth(world.teacher))
    assert response.status_code == 401
    client.force_login(world.teacher)
    created = client.post("/api/tokens", {"name": "laptop"}, content_type="application/json")
    assert created.status_code == 201 and created.json()["token"].startswith("ct_")
