"""The JSON API: one NinjaAPI, one router per app, one error format.

Authentication: a bearer token (``Authorization: Bearer ct_...``, created on /api/tokens) or the
browser session (with CSRF). Errors always come back as ``{"message", "code", "extra"}`` with the
status from config/errors.py.
"""

from __future__ import annotations

import logging

from django.core.exceptions import PermissionDenied
from django.db import InterfaceError, OperationalError
from django.http import Http404, HttpRequest
from django.utils.translation import gettext, gettext_noop
from ninja import NinjaAPI
from ninja.errors import AuthenticationError, HttpError
from ninja.errors import ValidationError as NinjaValidationError
from ninja.security import HttpBearer

from config.errors import ApplicationError
from courses.api_tokens import api_token_authenticate, browser_session

logger = logging.getLogger(__name__)


class BearerToken(HttpBearer):
    def authenticate(self, request: HttpRequest, token: str):
        user = api_token_authenticate(token)
        if user is not None:
            request.user = user
        return user



api = NinjaAPI(
    title="CourseTutor API",
    version="1",
    auth=[BearerToken(), browser_session],
    urls_namespace="api",
    docs_url="/docs",
)


def _error(request, message: str, code: str, status: int, extra: dict | None = None):
    return api.create_response(request, {"message": message, "code": code, "extra": extra or {}}, status=status)


@api.exception_handler(ApplicationError)
def _application_error(request, exc: ApplicationError):
    return _error(request, exc.message, exc.code, exc.status, exc.extra)


@api.exception_handler(AuthenticationError)
def _unauthenticated(request, exc):
    return _error(request, gettext("Please log in again to continue."), "unauthenticated", 401)


@api.exception_handler(PermissionDenied)
def _forbidden(request, exc):
    return _error(request, str(exc) or gettext("You don't have access to this."), "forbidden", 403)


@api.exception_handler(Http404)
def _not_found(request, exc):
    return _error(request, gettext("Not found."), "not_found", 404)


@api.exception_handler(NinjaValidationError)
def _invalid(request, exc: NinjaValidationError):
    first = exc.errors[0] if exc.errors else {}
    where = ".".join(str(p) for p in first.get("loc", [])[1:]) or "request"
    # pydantic's own sentence (``msg``) stays English: only the frame around it is ours
    message = gettext("Invalid %(where)s: %(problem)s") % {"where": where, "problem": first.get("msg", "bad value")}
    return _error(request, message, "invalid", 400, {"errors": exc.errors})


@api.exception_handler(HttpError)
def _http_error(request, exc: HttpError):
    return _error(request, str(exc), "invalid" if exc.status_code < 500 else "error", exc.status_code)


DATABASE_UNAVAILABLE_TEXT = gettext_noop("CourseTutor can't reach its database right now. Please try again in a "
                                          "moment; nothing was half-saved.")  # translated when sent


@api.exception_handler(OperationalError)
@api.exception_handler(InterfaceError)
def _database_unavailable(request, exc: OperationalError | InterfaceError):
    """A lost or refused database connection (PostgreSQL restarting) is a clear 503 the client may
    retry, not an anonymous 500. Every write is one transaction, so a request that failed here kept
    nothing of its own. Other database errors (a bug, a broken constraint) stay 500s."""
    logger.warning("database unavailable for %s %s: %s", request.method, request.path, exc)
    return _error(request, gettext(DATABASE_UNAVAILABLE_TEXT), "database_unavailable", 503, {"retry_after": 5})


def register_routers() -> None:
    """Mount each app's router once (called from config/urls.py)."""
    from courses.api import router as courses_router

    api.add_router("/", courses_router)
    for module, prefix in (("materials.api", "/materials"), ("learning.api", "/learning"), ("tutor.api", "/tutor"),
                           ("tutor.jobs_api", "/tutor/jobs"),
                           ("analytics.api", "/analytics")):
        try:
            router = __import__(module, fromlist=["router"]).router
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise
            continue
        api.add_router(prefix, router)
