from django.apps import AppConfig


class SsoConfig(AppConfig):
    """Single sign-on with an institution's OpenID Connect provider (off unless configured)."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "sso"
    verbose_name = "Single sign-on (OpenID Connect)"
