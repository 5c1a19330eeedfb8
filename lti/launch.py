"""Validating an LTI 1.3 launch: everything is checked before anything is written.

PyLTI1p3 checks the state (against its cookie), that the nonce was issued by our login step, the
registration, the id_token's signature and expiry against the platform's JWKS, the deployment and
the message's required claims. On top of that we check the audience (our client id, and ``azp``
when there are several audiences) and consume the nonce, so a launch can be used once.
"""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest
from pylti1p3.contrib.django import DjangoCacheDataStorage, DjangoMessageLaunch, DjangoOIDCLogin
from pylti1p3.exception import LtiException, OIDCException

from config.errors import ApplicationError
from lti import claims
from lti.models import Deployment, Platform
from lti.tool_config import ToolConfig, platform_find


class LaunchRefused(ApplicationError):
    """A launch (or login initiation) that fails a check; ``message`` says which, for a person."""

    code = "lti_launch_refused"


# The library's messages, as a person in front of an LMS should read them.
_EXPLAINED = [
    ("Signature has expired", "This launch has expired. Open CourseTutor again from your course."),
    ("Signature verification failed", "The launch's signature does not match the platform's published keys."),
    ("Can't decode id_token", "The launch's token could not be verified against the platform's keys."),
    ("Unable to find public key", "The launch was signed with a key the platform does not publish."),
    ("Invalid Nonce", "This launch was not started by CourseTutor's login step, or it was already used."),
    ("nonce", "This launch carries no nonce."),
    ("State not found", "The launch does not match a login started in this browser (blocked cookies, or a "
                        "copied link). Open CourseTutor again from your course."),
    ("Missing state", "The launch does not match a login started in this browser."),
    ("Unable to find deployment", "This deployment of CourseTutor is not registered. Ask your LMS administrator "
                                  "to add its deployment id in CourseTutor's admin."),
    ("Registration not found", "This learning platform is not registered with CourseTutor."),
    ("Client id not registered", "This learning platform is not registered with CourseTutor."),
    ("Missing id_token", "The launch carries no id_token."),
    ("JWT must contain 3 parts", "The launch's id_token is not a JWT."),
    ("can't be decoded", "The launch's id_token is not a JWT."),
    ("Message validation failed", "The launch is missing claims LTI 1.3 requires."),
    ("Unrecognized message type", "CourseTutor does not handle this kind of LTI message."),
    ("Invalid message type", "The launch names no LTI message type."),
]


def explain(error: Exception) -> str:
    text = str(error)
    for needle, message in _EXPLAINED:
        if needle.lower() in text.lower():
            return message
    return "The launch could not be verified."


def _unverified_body(request: HttpRequest) -> dict[str, Any]:
    """The id_token's claims before any check: used only to word an error better."""
    try:
        body = request.POST.get("id_token", "").split(".")[1]
        return json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
    except (IndexError, ValueError):
        return {}


@dataclass(frozen=True)
class ValidatedLaunch:
    platform: Platform
    deployment: Deployment
    body: dict[str, Any]
    launch_id: str

    @property
    def message_type(self) -> str:
        return self.body.get(claims.MESSAGE_TYPE, "")

    @property
    def roles(self) -> list[str]:
        return list(self.body.get(claims.ROLES) or [])


def login_redirect(request: HttpRequest):
    """Answer an OIDC third-party login initiation: the redirect to the platform's authorization
    endpoint, with a fresh state (cookie) and nonce (cache). Raises ``LaunchRefused`` for an
    unregistered platform or a request missing its parameters."""
    params = request.POST if request.method == "POST" else request.GET
    target = params.get("target_link_uri") or ""
    if not target:
        raise LaunchRefused("The login request names no target_link_uri.")
    if platform_find(params.get("iss", ""), params.get("client_id") or None) is None:
        raise LaunchRefused("This learning platform is not registered with CourseTutor.")
    login = DjangoOIDCLogin(request, ToolConfig(), launch_data_storage=DjangoCacheDataStorage())
    try:
        return login.redirect(request.build_absolute_uri("/lti/launch/"))
    except (OIDCException, LtiException) as error:
        raise LaunchRefused(explain(error)) from error


def launch_validate(request: HttpRequest) -> ValidatedLaunch:
    """Check an LTI launch POST completely. Writes nothing to the database; marks the nonce used
    (in the cache) only once every other check has passed. Raises ``LaunchRefused``."""
    message_launch = DjangoMessageLaunch(request, ToolConfig(), launch_data_storage=DjangoCacheDataStorage())
    try:
        body = message_launch.get_launch_data()  # runs the library's validation
    except (LtiException, OIDCException) as error:
        message = explain(error)
        unverified = _unverified_body(request)
        registration_unknown = any(n in str(error) for n in ("Registration not found", "Client id not registered"))
        if registration_unknown and Platform.objects.filter(issuer=unverified.get("iss", "")).exists():
            message = "This launch was issued for another tool: its audience is not CourseTutor's client id."
        raise LaunchRefused(message) from error

    platform = platform_find(body["iss"], message_launch.get_client_id())
    audience = body.get("aud")
    audiences = audience if isinstance(audience, list) else [audience]
    if platform is None or platform.client_id not in audiences:
        raise LaunchRefused("This launch was issued for another tool: its audience is not CourseTutor's client id.")
    if len(audiences) > 1 and body.get("azp") != platform.client_id:
        raise LaunchRefused("This launch names several audiences but is not authorised for CourseTutor (azp).")
    roles = body.get(claims.ROLES)
    if not isinstance(roles, list) or not all(isinstance(role, str) for role in roles):
        raise LaunchRefused("The launch's roles claim is not a list of roles.")
    deployment = Deployment.objects.get(platform=platform, deployment_id=body[claims.DEPLOYMENT_ID], is_active=True)
    # Last: a launch that failed another check must not burn its nonce, and one that passed them all
    # is accepted once (PyLTI1p3 alone would accept the same POST again while its nonce lives).
    if not cache.add(f"lti:nonce-used:{platform.pk}:{body['nonce']}", 1, timeout=settings.LTI_NONCE_TTL_SECONDS):
        raise LaunchRefused("This launch was already used. Open CourseTutor again from your course.")
    return ValidatedLaunch(platform=platform, deployment=deployment, body=body,
                           launch_id=message_launch.get_launch_id())
