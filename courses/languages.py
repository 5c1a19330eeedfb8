"""Which interface language a person reads (docs/decisions.md, "A second language")."""

from __future__ import annotations

from django.conf import settings

SUPPORTED = frozenset(code for code, _name in settings.LANGUAGES)


def language_of_user(user) -> str:
    """The language ``user`` saved with the picker, or "" (follow the browser). Never raises: an
    anonymous user, a user without a profile or an unsupported saved value all give ""."""
    if user is None or not getattr(user, "is_authenticated", False):
        return ""
    # hasattr is False for a missing profile (RelatedObjectDoesNotExist is an AttributeError)
    language = user.profile.language if hasattr(user, "profile") else ""
    return language if language in SUPPORTED else ""


def language_for_connection(user, headers: dict[bytes, bytes] | list, cookies: dict[str, str]) -> str:
    """The language of a websocket connection, chosen as LocaleMiddleware and
    ProfileLanguageMiddleware choose it for a page (Channels runs no Django middleware): the
    person's saved choice, else the picker's cookie, else the browser's Accept-Language, else the
    default. Always returns a supported code."""
    from django.utils.translation import get_supported_language_variant
    from django.utils.translation.trans_real import parse_accept_lang_header

    saved = language_of_user(user)
    if saved:
        return saved
    cookie = cookies.get(settings.LANGUAGE_COOKIE_NAME, "")
    if cookie in SUPPORTED:
        return cookie
    raw = dict(headers).get(b"accept-language", b"").decode("latin-1")
    for code, _quality in parse_accept_lang_header(raw[:255]):
        if code == "*":
            break
        try:
            return get_supported_language_variant(code)
        except LookupError:
            continue
    return settings.LANGUAGE_CODE
