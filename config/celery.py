"""The Celery app. Tasks are thin adapters that call services (see each app's tasks.py)."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("coursetutor")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
