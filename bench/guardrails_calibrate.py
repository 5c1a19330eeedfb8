"""Calibrate the guardrails' semantic thresholds on the dev set, and print its per-language scores.

    .venv/bin/python bench/guardrails_calibrate.py [--grid]

Computes each dev message's signals once (patterns, probe probabilities), then, for the current
thresholds (tutor/guardrails/thresholds.py), prints the dev-set table (docs/security.md) and the
misses. With ``--grid``, also tries flag thresholds per category and prints, for each, safety recall
(self-harm exact), integrity recall and the share of benign messages flagged, so a threshold can be
chosen: every self-harm message caught, integrity >= 95%, benign <= 5%.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DEBUG", "true")

DEV = ROOT / "tests" / "security" / "data" / "dev_guardrails.jsonl"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--grid", action="store_true")
    parser.add_argument("--data", default=str(DEV))
    args = parser.parse_args()
    import django

    django.setup()
    from devtools.guardrails_eval import load, score
    from materials.language import detect_language
    from tutor.guardrails import decide, thresholds
    from tutor.guardrails.local import signals

    rows = load(Path(args.data))
    cached = {r["text"]: signals(r["text"]) for r in rows}
    languages = {r["text"]: detect_language(r["text"]) for r in rows}

    def run(safety_bands, intent_band):
        def verdict_for(text):
            s, i = cached[text]
            return decide.local_verdict(s, i, language=languages[text], safety_bands=safety_bands, intent_band=intent_band)
        return score(rows, verdict_for)

    report = run(thresholds.SAFETY, thresholds.INTENT)
    print(json.dumps(report.table(), indent=1, ensure_ascii=False))
    for failure in report.failures():
        s, i = cached[failure["text"]]
        print("MISS", failure["kind"], failure["category"], failure["lang"], failure.get("context"), "|", failure["text"],
              "| got", failure["got_safety"], failure["got_integrity"], "| p",
              {k: round(v, 2) for k, v in s.probabilities.items() if v > 0.05}, round(i.probability, 2))
    if not args.grid:
        return
    for category in thresholds.SAFETY:
        for flag in (0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6):
            bands = dict(thresholds.SAFETY)
            bands[category] = dataclasses.replace(bands[category], flag=flag)
            r = run(bands, thresholds.INTENT)
            ok, total = r.rate("safety", category=category)
            sh_ok, sh_total = r.rate("safety", category="self_harm")
            b_ok, b_total = r.rate("benign")
            print(f"{category:<14} flag={flag:.2f} recall {ok}/{total} self_harm {sh_ok}/{sh_total} "
                  f"benign flagged {b_total - b_ok}/{b_total}")
    for flag in (0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75):
        r = run(thresholds.SAFETY, dataclasses.replace(thresholds.INTENT, flag=flag))
        ok, total = r.rate("integrity")
        b_ok, b_total = r.rate("benign")
        print(f"intent flag={flag:.2f} recall {ok}/{total} benign flagged {b_total - b_ok}/{b_total}")


if __name__ == "__main__":
    main()
