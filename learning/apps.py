from django.apps import AppConfig


class LearningConfig(AppConfig):
    name = "learning"
    verbose_name = "Learning"

    def ready(self) -> None:
        from learning import signals  # noqa: F401  (keeps unit anchors current)
