from django.apps import AppConfig


class LtiConfig(AppConfig):
    """LTI 1.3 tool: the LMS side of CourseTutor. No other app imports it."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "lti"
    verbose_name = "LMS integration (LTI 1.3)"

    def ready(self) -> None:
        from lti import receivers  # noqa: F401  (connects the signal receivers)
