"""`manage.py evaluate_guardrails SET_DIR [--out FILE]`: the guardrails end to end on a labelled set
(devtools/guardrail_run.py): a course with planted material, each message through the real turn,
the replies scored per category and language. Leaves no trace in the database."""

from __future__ import annotations

import json
from dataclasses import asdict

from django.core.management.base import BaseCommand, CommandError

from devtools import guardrail_run


class Command(BaseCommand):
    help = "Score the guardrails on a set folder (course/course.json + items.jsonl) through the real tutor turn."

    def add_arguments(self, parser):
        parser.add_argument("folder")
        parser.add_argument("--out", help="Write one JSON line per item here.")

    def handle(self, *args, **options):
        try:
            results = guardrail_run.run(options["folder"], log=lambda m: self.stderr.write(m))
        except (OSError, KeyError, ValueError) as error:
            raise CommandError(f"Could not run the set: {error}") from error
        if options.get("out"):
            with open(options["out"], "w", encoding="utf-8") as out:
                for result in results:
                    out.write(json.dumps(asdict(result), ensure_ascii=False) + "\n")
        summary = guardrail_run.summarise(results)
        self.stdout.write(json.dumps(summary, indent=1, ensure_ascii=False))
