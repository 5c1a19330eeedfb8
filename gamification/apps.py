from __future__ import annotations

import importlib
import logging

from django.apps import AppConfig
from django.core import checks

logger = logging.getLogger(__name__)

MISSING_SIGNALS = (
    "gamification: tutor.signals is missing, so no XP is awarded from tutor turns or ratings. "
    "Define turn_completed and message_rated in tutor/signals.py."
)


def _tutor_signals():
    """``tutor.signals`` if it exists (imported lazily: the core app never imports us)."""
    try:
        return importlib.import_module("tutor.signals")
    except ModuleNotFoundError as exc:
        if exc.name != "tutor.signals":
            raise
        return None


class GamificationConfig(AppConfig):
    name = "gamification"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from gamification import receivers

        signals = _tutor_signals()
        if signals is None:
            logger.warning(MISSING_SIGNALS)
        else:
            signals.turn_completed.connect(receivers.on_turn_completed, dispatch_uid="xp_turn_completed")
            signals.message_rated.connect(receivers.on_message_rated, dispatch_uid="xp_message_rated")
        from learning import graded_signals

        graded_signals.drill_graded.connect(receivers.on_drill_graded, dispatch_uid="xp_drill_graded")
        graded_signals.exam_submitted.connect(receivers.on_exam_submitted, dispatch_uid="xp_exam_submitted")
        checks.register(check_tutor_signals)


def check_tutor_signals(app_configs=None, **kwargs) -> list[checks.CheckMessage]:
    """``manage.py check`` names the missing hook instead of XP silently never arriving."""
    signals = _tutor_signals()
    if signals is None:
        return [checks.Warning(MISSING_SIGNALS, id="gamification.W001")]
    missing = [name for name in ("turn_completed", "message_rated") if not hasattr(signals, name)]
    if missing:
        return [checks.Error(f"tutor.signals lacks {', '.join(missing)}; XP cannot be awarded.", id="gamification.E001")]
    return []
