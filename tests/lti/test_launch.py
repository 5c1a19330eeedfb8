"""Launches against a real platform (tests/lti/platform.py) and the tool served over a socket:
the full flow, and hostile launches that must each be refused with nothing created."""

from __future__ import annotations

import html
import json

import jwt
import pytest
from django.contrib.auth import get_user_model

from courses.models import Course, Enrollment, Profile, Role
from lti.models import LtiContext, LtiUser
from tests.lti.conftest import LEARNER_PERSON, TEACHER_PERSON
from tests.lti.platform import INSTRUCTOR, LEARNER, SYSTEM_ADMIN, Person, rsa_key

pytestmark = pytest.mark.slow
User = get_user_model()


def counts() -> dict[str, int]:
    return {"users": User.objects.count(), "profiles": Profile.objects.count(), "courses": Course.objects.count(),
            "enrollments": Enrollment.objects.count(), "lti_users": LtiUser.objects.count(),
            "contexts": LtiContext.objects.count()}


def test_instructor_launch_creates_the_course_and_a_learner_launch_enrols(registered):
    lms = registered.lms
    teacher = registered.session()
    response = lms.launch(teacher, lms.claims(TEACHER_PERSON))
    assert response.status_code == 302, response.text[:800]
    course = Course.objects.get(lti_context__context_id="ctx-1")
    assert response.headers["Location"] == f"/lti/courses/{course.pk}/"
    assert course.title == "Algebra in the LMS" and course.institution == registered.platform.institution
    assert course.teacher.profile.role == Role.TEACHER and course.teacher.email == TEACHER_PERSON.email
    context = course.lti_context
    assert context.memberships_url == f"{lms.url}/nrps/ctx-1" and context.lineitems_url == f"{lms.url}/lineitems/ctx-1"

    learner = registered.session()
    response = lms.launch(learner, lms.claims(LEARNER_PERSON))
    assert response.status_code == 302 and response.headers["Location"] == "/student/tutor/"
    student = LtiUser.objects.get(sub=LEARNER_PERSON.sub).user
    assert student.profile.role == Role.STUDENT and not student.has_usable_password()
    assert Enrollment.objects.filter(student=student, course=course).exists()
    # Signed in: the tutor page opens with the session the launch started.
    assert learner.get(registered.url + "/student/tutor/").status_code == 200

    # A second launch of the same person maps to the same user and enrolment.
    before = counts()
    assert lms.launch(registered.session(), lms.claims(LEARNER_PERSON)).status_code == 302
    assert counts() == before


def test_a_learner_launch_into_an_unknown_course_explains_and_creates_nothing(registered):
    before = counts()
    response = registered.lms.launch(registered.session(), registered.lms.claims(LEARNER_PERSON))
    assert response.status_code == 404
    assert "Your teacher has not set up CourseTutor for this course yet" in response.text
    assert counts() == before


def test_an_administrator_role_is_never_more_than_a_student(registered):
    """A platform-wide administrator with no course role is a learner here: into an unknown course
    that is the "not set up" page, nothing created; nobody ever becomes an admin through LTI."""
    admin = Person(sub="a-1", name="Ada Admin", email="ada@north.example", roles=[SYSTEM_ADMIN])
    before = counts()
    response = registered.lms.launch(registered.session(), registered.lms.claims(admin))
    assert response.status_code == 404 and counts() == before
    assert not Profile.objects.filter(role=Role.ADMIN).exists()


@pytest.fixture
def begun(registered):
    """A login initiation done for real: the state cookie is set and the nonce issued."""
    session = registered.session()
    state, nonce, redirect_uri = registered.lms.login(session, login_hint="h-1")
    return registered, session, state, nonce, redirect_uri


def refused(response, fragment: str) -> None:
    assert response.status_code == 403, response.text[:800]
    assert fragment in html.unescape(response.text), response.text[:2000]


def test_a_valid_crafted_launch_is_accepted_once_and_a_replay_is_refused(begun):
    registered, session, state, nonce, redirect_uri = begun
    lms = registered.lms
    token = lms.id_token(lms.claims(TEACHER_PERSON), nonce=nonce)
    assert lms.post_launch(session, redirect_uri, token, state).status_code == 302
    before = counts()
    refused(lms.post_launch(session, redirect_uri, token, state), "already used")
    assert counts() == before


@pytest.mark.parametrize("case", ["bad_signature", "expired", "wrong_audience", "unknown_deployment",
                                  "forged_nonce", "roles_tampered", "unknown_key", "no_state"])
def test_hostile_launches_are_refused_with_nothing_created(begun, case):
    registered, session, state, nonce, redirect_uri = begun
    lms = registered.lms
    body = lms.claims(LEARNER_PERSON)
    kwargs = {}
    if case == "bad_signature":
        kwargs["key"] = rsa_key()[0]  # signed by someone else, under the platform's key id
    elif case == "expired":
        kwargs["exp_in"] = -120
    elif case == "wrong_audience":
        kwargs["aud"] = "some-other-tool"
    elif case == "unknown_deployment":
        body["https://purl.imsglobal.org/spec/lti/claim/deployment_id"] = "deploy-unknown"
    elif case == "forged_nonce":
        nonce = "nonce-we-never-issued"
    elif case == "unknown_key":
        kwargs["key"], kwargs["kid"] = rsa_key()[0], "attacker-key"
    token = lms.id_token(body, nonce=nonce, **kwargs)
    if case == "roles_tampered":
        # A learner rewrites the roles in their own id_token (it passes through their browser) to
        # become the instructor; the signature no longer matches.
        header, payload, signature = token.split(".")
        claims = json.loads(jwt.utils.base64url_decode(payload))
        claims["https://purl.imsglobal.org/spec/lti/claim/roles"] = [INSTRUCTOR, SYSTEM_ADMIN]
        token = ".".join([header, jwt.utils.base64url_encode(json.dumps(claims).encode()).decode(), signature])
    if case == "no_state":
        session.cookies.clear()
    before = counts()
    response = lms.post_launch(session, redirect_uri, token, state)
    expected = {
        "bad_signature": "signature does not match the platform's published keys",
        "expired": "This launch has expired",
        "wrong_audience": "issued for another tool",
        "unknown_deployment": "deployment of CourseTutor is not registered",
        "forged_nonce": "not started by CourseTutor's login step",
        "roles_tampered": "signature does not match the platform's published keys",
        "unknown_key": "signed with a key the platform does not publish",
        "no_state": "does not match a login started in this browser",
    }[case]
    refused(response, expected)
    assert counts() == before
    # The same nonce still works for the genuine launch: a refused launch did not burn it.
    if case in ("bad_signature", "roles_tampered", "expired"):
        genuine = lms.id_token(lms.claims(TEACHER_PERSON), nonce=nonce)
        assert lms.post_launch(session, redirect_uri, genuine, state).status_code == 302


def test_login_initiation_from_an_unregistered_platform_is_refused(registered):
    response = registered.session().get(registered.url + "/lti/login/", allow_redirects=False, params={
        "iss": "https://unknown.example", "login_hint": "x", "target_link_uri": registered.url + "/lti/launch/"})
    refused(response, "not registered with CourseTutor")


def test_jwks_publishes_the_signing_key_and_embedding_headers_allow_only_the_platform(registered):
    keys = registered.session().get(registered.url + "/lti/jwks/").json()["keys"]
    assert len(keys) == 1 and keys[0]["kty"] == "RSA" and keys[0]["alg"] == "RS256" and "d" not in keys[0]
    session = registered.session()
    response = registered.lms.launch(session, registered.lms.claims(TEACHER_PERSON))
    page = session.get(registered.url + response.headers["Location"])
    assert f"frame-ancestors 'self' {registered.lms.url}" in page.headers["Content-Security-Policy"]
    assert "X-Frame-Options" not in page.headers
    # A session that did not come from an LMS keeps the strict policy.
    login_page = registered.session().get(registered.url + "/login/")
    assert "frame-ancestors 'none'" in login_page.headers["Content-Security-Policy"]
    assert login_page.headers["X-Frame-Options"] == "DENY"


def test_a_second_instructor_is_told_the_course_has_a_teacher_and_nothing_is_created(registered):
    lms = registered.lms
    assert lms.launch(registered.session(), lms.claims(TEACHER_PERSON)).status_code == 302
    co = Person(sub="t-101", name="Cody Colleague", email="cody@north.example", roles=[INSTRUCTOR])
    before = counts()
    response = lms.launch(registered.session(), lms.claims(co))
    assert response.status_code == 403 and "run by another teacher (Tess Teacher)" in html.unescape(response.text)
    assert counts() == before


def test_a_coursetutor_teacher_launching_as_a_learner_is_enrolled_and_sent_to_their_courses(registered):
    lms = registered.lms
    assert lms.launch(registered.session(), lms.claims(TEACHER_PERSON)).status_code == 302
    other = Person(sub="t-102", name="Olga Other", email="olga@north.example", roles=[INSTRUCTOR])
    assert lms.launch(registered.session(), lms.claims(other, context_id="ctx-2")).status_code == 302
    as_learner = Person(TEACHER_PERSON.sub, TEACHER_PERSON.name, TEACHER_PERSON.email, [LEARNER])
    response = lms.launch(registered.session(), lms.claims(as_learner, context_id="ctx-2"))
    assert response.status_code == 302 and response.headers["Location"] == "/teacher/"
    tess = LtiUser.objects.get(sub=TEACHER_PERSON.sub).user
    assert tess.profile.role == Role.TEACHER  # never lowered
    assert Enrollment.objects.filter(student=tess, course__lti_context__context_id="ctx-2").exists()
