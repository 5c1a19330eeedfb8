"""Bearer tokens for the JSON API: create (shown once), authenticate, revoke."""

from __future__ import annotations

import hashlib
import secrets

from django.http import HttpRequest
from django.utils import timezone
from ninja.security import SessionAuth

from courses.models import ApiToken

TOKEN_PREFIX = "ct_"


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def api_token_create(*, user, name: str) -> tuple[ApiToken, str]:
    """Create a token for ``user``; returns the row and the plain token, which is never stored."""
    plain = TOKEN_PREFIX + secrets.token_urlsafe(32)
    token = ApiToken.objects.create(user=user, name=name.strip()[:100] or "API token", digest=_digest(plain), prefix=plain[:10])
    return token, plain


def api_token_revoke(*, user, token_id: int) -> bool:
    """Revoke one of ``user``'s tokens. Idempotent; False when the token is not theirs."""
    updated = ApiToken.objects.filter(pk=token_id, user=user, revoked_at__isnull=True).update(revoked_at=timezone.now())
    return updated == 1 or ApiToken.objects.filter(pk=token_id, user=user).exists()


def api_token_authenticate(plain: str):
    """The active user owning ``plain``, or None."""
    if not plain or not plain.startswith(TOKEN_PREFIX):
        return None
    token = ApiToken.objects.select_related("user").filter(digest=_digest(plain), revoked_at__isnull=True).first()
    if token is None or not token.user.is_active:
        return None
    ApiToken.objects.filter(pk=token.pk).update(last_used_at=timezone.now())
    return token.user


class BrowserSession(SessionAuth):
    """The browser's session, CSRF-checked. A request that carries no session cookie is simply not
    authenticated by it: an API client with a wrong token gets 401, not a failed CSRF check it
    never needed."""

    def _get_key(self, request: HttpRequest):
        if self.param_name not in request.COOKIES:
            return None
        return super()._get_key(request)


browser_session = BrowserSession()  # the API's session auth (config/api.py, token creation)
