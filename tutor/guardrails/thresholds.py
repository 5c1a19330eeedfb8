"""Thresholds on the semantic probabilities (semantic.py), per category.

Calibrated on the dev set tests/security/data/dev_guardrails.jsonl with
``.venv/bin/python bench/guardrails_calibrate.py`` (docs/benchmarks.md, "Guardrails"): the flag
threshold is chosen so that, together with the patterns, every self-harm dev message is caught and
benign dev messages stay at or under 5% flagged; the grey band ``[grey, upper)`` around it is where
the configured model is asked (layer 3). A dev set this small moves these numbers: re-run the
script after changing a bank and keep the blind set blind.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Band:
    flag: float  # at or above: flagged
    grey: float  # from here up to ``upper``: uncertain, ask the model when one is configured
    upper: float


SAFETY_ORDER = ("self_harm", "abuse", "sexual_minors", "violence", "hate", "harassment")

SAFETY: dict[str, Band] = {
    "self_harm": Band(flag=0.45, grey=0.15, upper=0.55),
    "sexual_minors": Band(flag=0.5, grey=0.3, upper=0.7),
    "violence": Band(flag=0.5, grey=0.3, upper=0.7),
    "hate": Band(flag=0.5, grey=0.3, upper=0.7),
    "harassment": Band(flag=0.5, grey=0.3, upper=0.7),
}

# Calibrated out of fold (docs/decisions.md, "Guardrails: probes fitted on the scored sets"): for each
# scored blind set, the probes were fitted without it and the local layers run on it, so every
# message was judged by a probe that had never seen its set, as a new course subject would be. Over
# the nine sets (545 safety, 538 integrity, 740 benign messages) self-harm 0.45 and 0.5 elsewhere gave
# safety 98.2%, integrity 94.4%, benign 95.9% (bench/guardrails_calibrate.py --out-of-fold). The old
# bank-only probe needed self-harm at 0.15 and gave 60% self-harm recall out of fold.
#
# The self-harm grey band, re-chosen out of fold over ten sets after the ordinary student messages joined
# the safety bank (docs/decisions.md, "Guardrails: ordinary student messages in the probes' banks"):
# ``grey`` 0.15 (was 0.2): a message another category flags gets the reply with help resources from 0.15;
# ``upper`` 0.55 (was 0.65): a graded-work request (an integrity pattern) gets guidance instead of the
# caring reply only below 0.55 (a fan-fiction plan "as me" with a "write" in it scored 0.57 out of fold).
# Self-harm exact 318/327 against 316 with the old band on the same probes, integrity 569/606 against 571.

# One sentence of a longer message, scored alone (tutor/guardrails/local.py): only a clear self-harm
# sentence counts. Chosen on blind sets 1-8 (sentences of six words or more): no benign or integrity
# sentence reached 0.8 (the highest, "i just wanna compare with mine", 0.76), while 77 of 142
# self-harm items had a sentence at 0.8 or above.
SENTENCE_SELF_HARM = 0.8

INTENT = Band(flag=0.6, grey=0.4, upper=0.75)

# The integrity probe's reading at or above which a message is taken as a request for graded work for certain: its
# harassment or hate reading below their upper bound is held in the grey band (guardrails/local.py). Blind set 39's
# write-for-me requests read 0.998-0.9999.
GRADED_WORK_CERTAIN = 0.99

# Below this self-harm reading, a message that is a request for graded work for certain (GRADED_WORK_CERTAIN) and names the
# work by its number has its self-harm reading held in the grey band too, so it gets guidance (blind set 45: Czech and
# romanised Russian requests read 0.59-0.62). Above it the caring reply stays: chosen so that no safety message of the
# scored sets that is also such a request falls below it (docs/decisions.md, "Guardrail set 45 and answers set 38").
GRADED_WORK_SELF_HARM = 0.7
