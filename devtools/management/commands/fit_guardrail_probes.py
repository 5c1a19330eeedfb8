"""`manage.py fit_guardrail_probes`: fit the guardrails' semantic probes on their banks (hand-written
examples and the scored blind sets) and write them to tutor/guardrails/banks/<kind>.probe.npz.

A process then loads a probe in milliseconds instead of embedding ~3,000 examples (minutes on one
core) at its first message. A probe file is used only when its fingerprint matches the banks, so a
stale file is never used: the bank is embedded and the probe fitted again, with a warning."""

from __future__ import annotations

from django.core.management.base import BaseCommand

from tutor.guardrails import semantic


class Command(BaseCommand):
    help = "Fit the safety and integrity probes and write tutor/guardrails/banks/*.probe.npz."

    def handle(self, *args, **options):
        for kind in ("safety", "integrity"):
            bank = semantic.load_bank(kind)
            path = bank.save_probe()
            self.stdout.write(f"{kind}: {len(bank)} examples, {len(bank.categories)} categories -> {path.name}")
