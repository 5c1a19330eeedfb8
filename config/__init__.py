"""CourseTutor's Django project: settings, URLs, ASGI routing and the Celery app."""

from config.celery import app as celery_app

__all__ = ("celery_app",)
