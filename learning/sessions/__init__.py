"""Learning sessions (seed 004, issue 19): a mode chosen at the start (clarify, teach me, exam), a study
plan walked step by step, and versioned session state.

The decisions are pure modules (frozen dataclasses in, frozen dataclass out; the caller passes ``now``):
``pacing`` (pacing directive and student style), ``lifecycle`` (question lifecycle, step advance,
coverage, completion, extension turns), ``exam_plan`` (exam composition and scoring), ``study_plan``
(the default plan of a unit without one). ``selectors``, ``services`` and ``api`` are the imperative
shell: reads scoped by ``courses/access.py``, compare-and-swap writes, and the JSON API.
"""
