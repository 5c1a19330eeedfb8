from django.apps import AppConfig


class OpsConfig(AppConfig):
    """Running CourseTutor's processes: ``manage.py serve`` (Daphne processes and a Celery worker)."""

    name = "ops"
    verbose_name = "Operations"
