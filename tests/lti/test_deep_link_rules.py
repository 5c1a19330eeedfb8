"""The deep-linking response's rules, without a platform: what the LMS accepts is respected and the
signed JWT carries the chosen links."""

from __future__ import annotations

import jwt
import pytest

from config.errors import ApplicationError
from courses.models import Unit
from lti.deep_linking import LinkChoice, deep_link_respond
from lti.keys import signing_key_get
from lti.models import Platform

pytestmark = pytest.mark.django_db

SETTINGS = {"deep_link_return_url": "https://lms.example/return", "accept_types": ["ltiResourceLink"], "data": "d-1"}


@pytest.fixture
def platform(world):
    return Platform.objects.create(name="LMS", institution=world.institution, issuer="https://lms.example",
                                   client_id="c-1", auth_login_url="https://lms.example/auth",
                                   access_token_url="https://lms.example/token", jwks_url="https://lms.example/jwks")


def respond(platform, world, choices, **settings):
    return deep_link_respond(platform_id=platform.pk, deployment_id="d", settings={**SETTINGS, **settings},
                             course_id=world.course.pk, choices=choices, launch_url="https://tutor.example/lti/launch/")


def test_the_response_is_signed_with_our_key_and_names_the_units(platform, world):
    unit = Unit.objects.create(course=world.course, code="U1", title="Fractions")
    response = respond(platform, world, [LinkChoice.parse(f"teach_me:{unit.pk}")])
    claims = jwt.decode(response.jwt, signing_key_get().public_pem, algorithms=["RS256"], audience="https://lms.example")
    [item] = claims["https://purl.imsglobal.org/spec/lti-dl/claim/content_items"]
    assert item["title"] == "Teach me Fractions" and item["custom"] == {"coursetutor_unit": str(unit.pk),
                                                                       "coursetutor_mode": "teach_me"}
    assert claims["iss"] == "c-1" and claims["https://purl.imsglobal.org/spec/lti-dl/claim/data"] == "d-1"


@pytest.mark.parametrize(("settings", "choices", "message"), [
    ({"accept_multiple": False}, 2, "accepts one link at a time"),
    ({"accept_types": ["file"]}, 1, "does not accept tool links"),
    ({}, 0, "Choose at least one link"),
])
def test_what_the_lms_does_not_accept_is_refused(platform, world, settings, choices, message):
    units = [Unit.objects.create(course=world.course, code=f"U{n}", title=f"Unit {n}") for n in range(2)]
    with pytest.raises(ApplicationError, match=message):
        respond(platform, world, [LinkChoice("ask", u.pk) for u in units[:choices]], **settings)


@pytest.mark.parametrize("value", ["", "ask", "ask:", "delete:1", "ask:1; drop", "teach_me:-1"])
def test_malformed_choices_are_refused(value):
    with pytest.raises(ApplicationError):
        LinkChoice.parse(value)
