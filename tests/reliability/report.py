"""What a fault scenario did and saw, kept for the campaign's table (bench/chaos.py).

A scenario test calls :func:`record` once with its figures; when ``CHAOS_REPORT_DIR`` is set (the
campaign sets it) they are written there as one JSON file per scenario, else nothing happens.
"""

from __future__ import annotations

import json
import os
from pathlib import Path


def record(scenario: str, *, done: str, expected: str, happened: str, messages_lost: int, materials_stuck: int,
           **figures) -> None:
    """Write one scenario's row (never raises: a report must not fail a passing scenario)."""
    folder = os.environ.get("CHAOS_REPORT_DIR")
    if not folder:
        return
    try:
        path = Path(folder)
        path.mkdir(parents=True, exist_ok=True)
        (path / f"{scenario}.json").write_text(json.dumps({
            "scenario": scenario, "done": done, "expected": expected, "happened": happened,
            "messages_lost": messages_lost, "materials_stuck": materials_stuck, "figures": figures,
        }, indent=2, default=str))
    except OSError:
        pass
