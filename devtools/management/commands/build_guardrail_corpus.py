"""`manage.py build_guardrail_corpus`: the scored blind guardrail sets as bank files for the probes
(devtools/guardrail_corpus.py). Run it after a blind set has been scored once; then re-fit the
committed probes with `manage.py fit_guardrail_probes`."""

from __future__ import annotations

from django.core.management.base import BaseCommand

from devtools import guardrail_corpus


class Command(BaseCommand):
    help = "Write tutor/guardrails/banks/*_scored.jsonl from the scored blind guardrail sets."

    def handle(self, *args, **options):
        folders = guardrail_corpus.scored_sets()
        counts = guardrail_corpus.write()
        self.stdout.write(f"{len(folders)} scored sets: " + ", ".join(f.name for f in folders))
        for name, count in counts.items():
            self.stdout.write(f"{name}: {count} examples")
