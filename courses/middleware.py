"""The interface language of a signed-in person: their saved choice wins over the browser's."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.utils import translation

from courses.languages import language_of_user


class ProfileLanguageMiddleware:
    """Runs after ``LocaleMiddleware`` (which picks from the picker's cookie or Accept-Language) and
    ``AuthenticationMiddleware``: a person who chose a language with the picker reads it on every
    device. No saved choice leaves the browser's pick in place."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        language = language_of_user(getattr(request, "user", None))
        if language:
            translation.activate(language)
            request.LANGUAGE_CODE = language
        return self.get_response(request)
