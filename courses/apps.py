from django.apps import AppConfig


class CoursesConfig(AppConfig):
    name = "courses"
    verbose_name = "Courses"

    def ready(self) -> None:
        from courses import signals  # noqa: F401  (connects the receivers)
