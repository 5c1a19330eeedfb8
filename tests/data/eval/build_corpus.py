#!/usr/bin/env python
"""Build the binary documents (.docx, .pdf) of the retrieval evaluation corpus.

    python tests/data/eval/build_corpus.py

Each ``src/<course>/<name>.md`` becomes ``corpus/<course>/<name>.<ext>``, where the extension is
given in BUILDS below. The .md and .txt documents of the corpus are written by hand directly in
``corpus/`` and are not touched. The Markdown subset and the renderers are shared with the demo
course builder, ``scripts/build_demo_material.py``.
"""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]

_spec = importlib.util.spec_from_file_location(
    "build_demo_material", ROOT / "scripts" / "build_demo_material.py"
)
builder = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = builder  # dataclasses look the module up while it executes
_spec.loader.exec_module(builder)

COURSE_HEADERS = {
    "biology_cells": "Cell Biology \u2014 Course Reader",
    "intro_statistics": "Introductory Statistics \u2014 Course Reader",
    "world_history_1900s": "World History 1900\u20131991 \u2014 Course Reader",
    "python_basics": "Python Basics \u2014 Tutorial",
}

# (course slug, source stem, output extension)
BUILDS = [
    ("biology_cells", "03_cellular_respiration", "docx"),
    ("biology_cells", "04_photosynthesis", "pdf"),
    ("intro_statistics", "03_probability_distributions", "pdf"),
    ("intro_statistics", "04_hypothesis_testing", "docx"),
    ("world_history_1900s", "03_the_second_world_war", "pdf"),
    ("world_history_1900s", "04_decolonisation", "docx"),
    ("python_basics", "03_loops", "pdf"),
    ("python_basics", "04_functions", "docx"),
]


def source_for(course: str, filename: str) -> Path | None:
    """The committed source text a built corpus file was made from (None for .md/.txt)."""
    stem, ext = Path(filename).stem, Path(filename).suffix.lstrip(".")
    for c, s, e in BUILDS:
        if c == course and s == stem and e == ext:
            return HERE / "src" / course / f"{stem}.md"
    return None


def main() -> int:
    for course, stem, ext in BUILDS:
        src = HERE / "src" / course / f"{stem}.md"
        out = HERE / "corpus" / course / f"{stem}.{ext}"
        header = COURSE_HEADERS[course] if ext == "pdf" else None
        builder.build_file(src, out, ext, header)
        print(f"built {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
