"""Our key pairs: encrypted at rest, published as a JWKS, rotated with a grace period."""

from __future__ import annotations

from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import call_command
from django.utils import timezone

from lti.keys import jwks_get, keys_rotate, signing_key_get
from lti.models import ToolKey
from lti.roles import STUDENT, TEACHER, coursetutor_role
from tests.lti.platform import INSTRUCTOR, LEARNER, SYSTEM_ADMIN

pytestmark = pytest.mark.django_db


def test_the_private_key_is_stored_encrypted_and_the_jwks_holds_only_public_parts():
    key = signing_key_get()
    row = ToolKey.objects.get(kid=key.kid)
    assert "PRIVATE KEY" in key.private_pem and "PRIVATE KEY" not in row.private_pem_encrypted
    [jwk] = jwks_get(now=timezone.now())["keys"]
    assert jwk["kid"] == key.kid and jwk["use"] == "sig" and not {"d", "p", "q"} & set(jwk)


def test_rotation_signs_with_the_new_key_and_keeps_the_old_one_published_for_the_grace_period(settings):
    settings.LTI_KEY_GRACE_DAYS = 7
    old = signing_key_get().kid
    now = timezone.now()
    rotation = keys_rotate(now=now)
    assert rotation.retired == [old] and signing_key_get().kid == rotation.new_kid != old
    assert {k["kid"] for k in jwks_get(now=now + timedelta(days=6))["keys"]} == {old, rotation.new_kid}
    assert {k["kid"] for k in jwks_get(now=now + timedelta(days=8))["keys"]} == {rotation.new_kid}
    # A later rotation past the grace period deletes the long-retired key.
    later = keys_rotate(now=now + timedelta(days=8))
    assert later.deleted == [old] and not ToolKey.objects.filter(kid=old).exists()


def test_the_management_command_rotates():
    first = signing_key_get().kid
    out = StringIO()
    call_command("lti_rotate_keys", stdout=out)
    assert f"Retired {first}" in out.getvalue() and signing_key_get().kid != first


@pytest.mark.parametrize(("roles", "expected"), [
    ([INSTRUCTOR], TEACHER), (["Instructor"], TEACHER), ([LEARNER], STUDENT), ([SYSTEM_ADMIN], STUDENT),
    ([SYSTEM_ADMIN, LEARNER], STUDENT), (["http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant"], STUDENT),
    ([], STUDENT), (["urn:lti:role:ims/lis/Administrator"], STUDENT),
])
def test_lti_roles_map_to_teacher_only_for_the_instructor(roles, expected):
    assert coursetutor_role(roles) == expected
