from django.apps import AppConfig


class DevtoolsConfig(AppConfig):
    """Tooling for developers and operators: the retrieval evaluation harness, threshold
    calibration and the demo course. No product app imports it (tests/test_architecture.py)."""

    name = "devtools"
    verbose_name = "Developer tooling"
