"""The import directions of DESIGN.md hold: a walk over every module's imports, local ones included.

Dependencies point one way: ``materials`` uses ``courses``; ``learning`` uses ``materials`` and
``courses``; ``tutor`` uses ``learning``, ``materials`` and ``courses``; ``analytics`` and
``gamification`` react to the others and no core app imports them; the tooling app
(``devtools``) is imported by no product app; the LMS integration (``lti``) by none either.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PRODUCT_APPS = ("courses", "materials", "learning", "tutor", "gamification", "analytics", "ops", "config", "lti", "sso")

# app -> the apps it must never import
FORBIDDEN: dict[str, set[str]] = {
    "courses": {"materials", "learning", "tutor", "analytics", "gamification", "devtools", "lti", "sso"},
    "materials": {"learning", "tutor", "analytics", "gamification", "devtools", "lti", "sso"},
    "learning": {"tutor", "analytics", "gamification", "devtools", "lti", "sso"},
    "tutor": {"analytics", "gamification", "devtools", "lti", "sso"},
    "gamification": {"analytics", "devtools", "lti", "sso"},
    "analytics": {"devtools", "lti", "sso"},
    "ops": {"devtools", "lti", "sso"},
    "config": {"devtools"},
    # The LMS integration sits at the edge: it uses the core apps; none of them knows it.
    "lti": {"analytics", "gamification", "devtools", "sso"},
    "sso": {"materials", "learning", "tutor", "analytics", "gamification", "devtools", "lti"},
}


def imported_apps(path: Path) -> set[str]:
    """Top-level packages a module imports anywhere (module level or inside functions)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


def violations() -> list[str]:
    out = []
    for app, banned in FORBIDDEN.items():
        for path in sorted((ROOT / app).rglob("*.py")) if (ROOT / app).is_dir() else []:
            for target in sorted(imported_apps(path) & banned):
                out.append(f"{path.relative_to(ROOT)} imports {target}")
    return out


def test_apps_import_only_in_the_allowed_directions():
    assert violations() == []


def test_the_walk_sees_local_imports(tmp_path):
    module = tmp_path / "m.py"
    module.write_text("import os\n\ndef f():\n    from tutor.pipeline import run_turn\n    import materials.search\n")
    assert imported_apps(module) == {"os", "tutor", "materials"}


@pytest.mark.parametrize("app", PRODUCT_APPS)
def test_every_product_app_is_checked(app):
    assert app in FORBIDDEN
