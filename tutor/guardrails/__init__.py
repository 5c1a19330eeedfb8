"""Guardrails (issue 14): see tutor/guardrails/__init__.py once written."""
