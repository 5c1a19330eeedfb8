"""Letting the LMS frame CourseTutor, and only the LMS that launched it.

A session that began with an LTI launch remembers the platform's origin. Its responses allow that
origin (and ours) as frame ancestors instead of 'none', drop X-Frame-Options, and, over HTTPS, mark
the session and CSRF cookies SameSite=None; Secure so the browser sends them inside the LMS's
iframe. The login and launch endpoints may be framed by any registered platform. Every other
session keeps the strict defaults.
"""

from __future__ import annotations

import re

from django.conf import settings
from django.http import HttpRequest, HttpResponse

_FRAME_ANCESTORS = re.compile(r"frame-ancestors [^;]*")
_LTI_ENTRY_PATHS = ("/lti/login/", "/lti/launch/")


def _origins_for(request: HttpRequest) -> list[str]:
    if request.path in _LTI_ENTRY_PATHS:
        from lti.selectors import platform_origins_registered

        return platform_origins_registered()
    session = getattr(request, "session", None)
    origin = session.get("lti_frame_origin") if session is not None else None
    return [origin] if origin else []


class LtiEmbeddingMiddleware:
    """Placed before SessionMiddleware, so it sees the cookies that middleware sets."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        origins = _origins_for(request)
        if not origins:
            return response
        policy = response.get("Content-Security-Policy")
        if policy:
            response["Content-Security-Policy"] = _FRAME_ANCESTORS.sub(
                "frame-ancestors 'self' " + " ".join(origins), policy)
        if response.has_header("X-Frame-Options"):
            del response["X-Frame-Options"]
        if request.is_secure():
            for name in (settings.SESSION_COOKIE_NAME, settings.CSRF_COOKIE_NAME):
                if name in response.cookies:
                    response.cookies[name]["samesite"] = "None"
                    response.cookies[name]["secure"] = True
        return response
