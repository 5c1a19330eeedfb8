from django.conf import settings


def sso(request) -> dict:
    """The login page's "Sign in with ..." button, when single sign-on is configured."""
    return {"sso_name": settings.SSO_DISPLAY_NAME if settings.SSO_ENABLED else ""}
