"""Single sign-on against a local OpenID Connect provider (tests/lti/oidc_provider.py), through
the served app: the code flow for real, people placed in their institution by email domain,
wrong-domain users and forged tokens refused with the reason shown and nothing created."""

from __future__ import annotations

import html

import pytest
import requests
from django.contrib.auth import get_user_model

from courses.models import Profile, Role
from sso.mapping import parse_domain_map, place
from tests.factories import InstitutionFactory, make_user

pytestmark = pytest.mark.slow
User = get_user_model()


@pytest.fixture
def sso(served_tool, oidc_provider):
    institution = InstitutionFactory(name="North College", slug="north-sso")
    return served_tool, oidc_provider, institution


def sign_in(url: str) -> tuple[requests.Session, requests.Response]:
    session = requests.Session()
    return session, session.get(url + "/oidc/authenticate/")


def test_the_login_page_offers_sso_and_a_new_person_becomes_a_student_of_their_institution(sso):
    served, provider, institution = sso
    assert "Sign in with North College" in requests.get(served.url + "/login/").text
    provider.next_user = {"sub": "op-1", "email": "rita@north.example", "email_verified": True,
                          "name": "Rita Reader", "given_name": "Rita", "family_name": "Reader"}
    session, response = sign_in(served.url)
    assert response.status_code == 200 and response.url.endswith("/student/"), response.url
    user = User.objects.get(email="rita@north.example")
    assert user.profile.institution == institution and user.profile.role == Role.STUDENT
    assert not user.has_usable_password() and user.first_name == "Rita"


def test_an_existing_account_signs_in_and_password_login_still_works(sso):
    served, provider, institution = sso
    teacher = make_user("tina", Role.TEACHER, institution, email="tina@north.example")
    provider.next_user = {"sub": "op-2", "email": "tina@north.example", "email_verified": True}
    session, response = sign_in(served.url)
    assert response.url.endswith("/teacher/") and User.objects.filter(email="tina@north.example").count() == 1
    assert Profile.objects.get(user=teacher).role == Role.TEACHER  # SSO never changes a role

    password = requests.Session()
    page = password.get(served.url + "/login/")
    token = page.cookies.get("csrftoken") or password.cookies.get("csrftoken")
    done = password.post(served.url + "/login/", data={"csrfmiddlewaretoken": token, "username": "tina",
                                                       "password": "pass-word-123"}, headers={"Referer": served.url + "/login/"})
    assert done.url.endswith("/teacher/")


@pytest.mark.parametrize(("user", "reason"), [
    ({"sub": "x", "email": "eve@elsewhere.example", "email_verified": True}, "Accounts from elsewhere.example cannot sign in"),
    ({"sub": "y", "email": "unv@north.example", "email_verified": False}, "has not verified your email"),
    ({"sub": "z"}, "did not share an email address"),
])
def test_people_the_mapping_does_not_place_are_refused_with_nothing_created(sso, user, reason):
    served, provider, institution = sso
    before = (User.objects.count(), Profile.objects.count())
    provider.next_user = user
    session, response = sign_in(served.url)
    assert response.url.endswith("/login/") and reason in html.unescape(response.text)
    assert (User.objects.count(), Profile.objects.count()) == before
    assert "_auth_user_id" not in session.cookies.get_dict()
    assert session.get(served.url + "/student/", allow_redirects=False).status_code == 302  # still anonymous


def test_a_forged_id_token_is_refused_with_nothing_created(sso):
    served, provider, institution = sso
    before = User.objects.count()
    provider.next_user = {"sub": "op-9", "email": "mallory@north.example", "email_verified": True}
    provider.forge_next_token = True
    session, response = sign_in(served.url)
    assert response.url.endswith("/login/") and "could not be verified" in html.unescape(response.text)
    assert User.objects.count() == before


def test_an_email_of_another_institution_is_not_taken_over(sso):
    served, provider, institution = sso
    other = InstitutionFactory(name="South", slug="south-sso")
    make_user("sam", Role.STUDENT, other, email="sam@north.example")
    provider.next_user = {"sub": "op-3", "email": "sam@north.example", "email_verified": True}
    session, response = sign_in(served.url)
    assert response.url.endswith("/login/") and "another institution" in html.unescape(response.text)


def test_an_operator_never_signs_in_through_sso(sso):
    served, provider, institution = sso
    make_user("root", Role.ADMIN, institution, email="root@north.example", is_superuser=True, is_staff=True)
    provider.next_user = {"sub": "op-4", "email": "root@north.example", "email_verified": True}
    session, response = sign_in(served.url)
    assert response.url.endswith("/login/") and "Operator accounts sign in with their password" in html.unescape(response.text)


def test_the_mapping_rule():
    table = parse_domain_map("north.example=north, @South.Example=south")
    assert table == {"north.example": "north", "south.example": "south"}
    assert place({"email": "a@SOUTH.example"}, domain_map=table).institution_slug == "south"
    assert place({"email": "a@x.example", "inst": "north"}, domain_map={}, institution_claim="inst").institution_slug == "north"
    assert place({"email": "a@x.example"}, domain_map={}, institution_claim="inst").refusal
    with pytest.raises(ValueError):
        parse_domain_map("north.example")


def test_sso_discover_prints_the_endpoints_from_the_discovery_document(oidc_provider):
    from io import StringIO

    from django.core.management import CommandError, call_command

    out = StringIO()
    call_command("sso_discover", oidc_provider.url, stdout=out)
    assert out.getvalue().splitlines() == [
        f"SSO_OIDC_AUTHORIZATION_URL={oidc_provider.url}/authorize", f"SSO_OIDC_TOKEN_URL={oidc_provider.url}/token",
        f"SSO_OIDC_USERINFO_URL={oidc_provider.url}/userinfo", f"SSO_OIDC_JWKS_URL={oidc_provider.url}/jwks"]
    with pytest.raises(CommandError, match="Could not read"):
        call_command("sso_discover", oidc_provider.url + "/nope", stdout=StringIO())
