from django.apps import AppConfig


class MaterialsConfig(AppConfig):
    name = "materials"

    def ready(self) -> None:
        from materials import signals  # noqa: F401  (connects the assignment indexing receivers)
