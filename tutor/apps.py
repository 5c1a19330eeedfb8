from django.apps import AppConfig


class TutorConfig(AppConfig):
    name = "tutor"
