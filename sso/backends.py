"""mozilla-django-oidc's code flow, with CourseTutor's rules for who may come in.

A signed-in person is matched by email; a new one is created as a student of the institution the
mapping names (roles beyond student are given in CourseTutor, never by the provider). Refusals,
including a token that does not verify, end on the login page with the reason shown, nothing
created; operators (superusers) never sign in through SSO.
"""

from __future__ import annotations

import logging

from django.conf import settings
from django.contrib import messages
from django.core.exceptions import SuspiciousOperation
from django.db import transaction
from mozilla_django_oidc.auth import OIDCAuthenticationBackend

from courses.models import Institution, Profile, Role
from sso.mapping import place

logger = logging.getLogger(__name__)


class SsoRefused(SuspiciousOperation):
    pass


class InstitutionOIDCBackend(OIDCAuthenticationBackend):
    def authenticate(self, request, **kwargs):
        try:
            return super().authenticate(request, **kwargs)
        except SuspiciousOperation as error:
            logger.info("SSO sign-in refused: %s", error)
            if request is not None:
                messages.error(request, "Your identity provider's answer could not be verified. "
                                        "Try again, or sign in with your password.")
            return None

    def get_or_create_user(self, access_token, id_token, payload):
        # The library turns refusals raised here into a silent None: show the reason first.
        try:
            user = super().get_or_create_user(access_token, id_token, payload)
            if user is not None and user.is_superuser:
                raise SsoRefused("Operator accounts sign in with their password, not single sign-on.")
        except SsoRefused as refusal:
            messages.error(self.request, str(refusal))
            raise
        return user

    def verify_claims(self, claims) -> bool:
        self._institution(claims)  # raises SsoRefused with the reason
        return super().verify_claims(claims)

    def _institution(self, claims) -> Institution:
        placement = place(claims, domain_map=settings.SSO_EMAIL_DOMAINS,
                          institution_claim=settings.SSO_INSTITUTION_CLAIM)
        if placement.refusal:
            raise SsoRefused(placement.refusal)
        institution = Institution.objects.filter(slug=placement.institution_slug).first()
        if institution is None:
            raise SsoRefused("Your institution is not set up in CourseTutor yet.")
        return institution

    def filter_users_by_claims(self, claims):
        users = super().filter_users_by_claims(claims)
        institution = self._institution(claims)
        # Same email at another institution is someone else's account, not this person's.
        if any(getattr(getattr(u, "profile", None), "institution_id", institution.pk) != institution.pk for u in users):
            raise SsoRefused("This email belongs to an account of another institution.")
        return users

    @transaction.atomic
    def create_user(self, claims):
        institution = self._institution(claims)
        user = super().create_user(claims)
        user.first_name = str(claims.get("given_name") or "")[:150]
        user.last_name = str(claims.get("family_name") or "")[:150]
        user.set_unusable_password()
        user.save()
        Profile.objects.create(user=user, institution=institution, role=Role.STUDENT,
                               display_name=str(claims.get("name") or "")[:120])
        return user
