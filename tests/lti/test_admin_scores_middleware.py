"""Registration in the admin, the score rules, and the iframe cookie/framing rules (no platform needed)."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from learning.models import LearningSession
from lti.models import Platform
from lti.scores import exam_score, tier_score
from lti.views import SESSION_FRAME_ORIGIN

pytestmark = pytest.mark.django_db


def test_an_operator_registers_a_platform_with_its_deployments_in_the_admin(client, world):
    client.force_login(world.superuser)
    page = client.get("/admin/lti/platform/add/")
    assert page.status_code == 200 and b"Deployment" in page.content
    response = client.post("/admin/lti/platform/add/", {
        "name": "North Moodle", "institution": world.institution.pk, "is_active": "on",
        "issuer": "https://moodle.north.example", "client_id": "abc123",
        "auth_login_url": "https://moodle.north.example/mod/lti/auth.php",
        "access_token_url": "https://moodle.north.example/mod/lti/token.php",
        "jwks_url": "https://moodle.north.example/mod/lti/certs.php", "frame_origin": "",
        "deployments-TOTAL_FORMS": "1", "deployments-INITIAL_FORMS": "0",
        "deployments-0-deployment_id": "7", "deployments-0-is_active": "on"})
    assert response.status_code == 302, response.content[:2000]
    platform = Platform.objects.get(client_id="abc123")
    assert list(platform.deployments.values_list("deployment_id", flat=True)) == ["7"]
    assert platform.embedding_origin == "https://moodle.north.example"
    assert client.get(f"/admin/lti/platform/{platform.pk}/change/").status_code == 200


def test_a_teacher_cannot_reach_the_platform_registration(client, world):
    client.force_login(world.teacher)
    assert client.get("/admin/lti/platform/add/").status_code in (302, 403)


def test_tiers_become_points_out_of_three():
    assert [tier_score(t).given for t in ("none", "bronze", "silver", "gold")] == [0, 1, 2, 3]
    assert tier_score("gold").maximum == 3


def test_the_exam_score_is_the_latest_ended_exam(world):
    now = timezone.now()
    assert exam_score(student_id=world.student.pk, course_id=world.course.pk) is None
    for ended, score in ((now - timedelta(days=2), 3), (now - timedelta(days=1), 8)):
        LearningSession.objects.create(student=world.student, course=world.course, mode="exam", status="ended",
                                       created_at=ended, updated_at=ended, ended_at=ended,
                                       state={"exam": {"feedback": {"score": score, "total": 10, "percentage": score * 10}}})
    LearningSession.objects.create(student=world.student, course=world.course, mode="exam", status="active",
                                   created_at=now, updated_at=now, state={"exam": {}})
    score = exam_score(student_id=world.student.pk, course_id=world.course.pk)
    assert (score.given, score.maximum) == (Decimal(8), Decimal(10))


def test_an_lti_session_over_https_gets_iframe_cookies_and_only_its_platform_may_frame(client, world):
    client.force_login(world.student)
    session = client.session
    session[SESSION_FRAME_ORIGIN] = "https://school.instructure.com"
    session.save()
    response = client.get("/student/", secure=True)
    assert response.cookies["csrftoken"]["samesite"] == "None" and response.cookies["csrftoken"]["secure"]
    assert "frame-ancestors 'self' https://school.instructure.com;" in response["Content-Security-Policy"]
    assert not response.has_header("X-Frame-Options")
    # Over plain HTTP a SameSite=None cookie would be dropped by browsers: left as configured.
    plain = client.get("/student/")
    assert plain.cookies["csrftoken"]["samesite"] == "Lax"


def test_an_ordinary_session_keeps_strict_framing_and_cookies(client, world):
    client.force_login(world.student)
    response = client.get("/student/", secure=True)
    assert "frame-ancestors 'none'" in response["Content-Security-Policy"]
    assert response["X-Frame-Options"] == "DENY" and response.cookies["csrftoken"]["samesite"] == "Lax"


def test_graded_work_queues_the_new_score_for_the_units_linked_column(world, django_capture_on_commit_callbacks):
    from courses.models import Unit
    from learning.services import evidence_record
    from lti.models import Deployment, GradeLink, GradePost, LtiContext, LtiUser

    platform = Platform.objects.create(name="LMS", institution=world.institution, issuer="https://lms.example",
                                       client_id="c", auth_login_url="https://lms.example/a",
                                       access_token_url="https://lms.example/t", jwks_url="https://lms.example/j")
    context = LtiContext.objects.create(platform=platform, context_id="ctx", course=world.course,
                                        deployment=Deployment.objects.create(platform=platform, deployment_id="d"))
    LtiUser.objects.create(platform=platform, sub="s-1", user=world.student)
    linked, other = (Unit.objects.create(course=world.course, code=c, title=c) for c in ("U1", "U2"))
    link = GradeLink.objects.create(context=context, source="unit_mastery", unit=linked,
                                    lineitem_url="https://lms.example/li/1", lineitem_label="Tutor")
    with django_capture_on_commit_callbacks(execute=True):
        evidence_record(student_id=world.student.pk, course_id=world.course.pk, unit_id=other.pk, kind="drill",
                        correct=True, now=timezone.now())
    assert not GradePost.objects.exists()
    with django_capture_on_commit_callbacks(execute=True):
        evidence_record(student_id=world.student.pk, course_id=world.course.pk, unit_id=linked.pk, kind="drill",
                        correct=True, now=timezone.now())
    post = GradePost.objects.get(link=link, student=world.student)
    assert post.status == "pending" and post.score_maximum == 3
