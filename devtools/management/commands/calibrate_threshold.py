"""``manage.py calibrate_threshold --questions FILE``: pick the evidence threshold for the active model.

Runs the labelled questions (``answerable`` true/false) through the same ingestion, search and
evidence check as ``evaluate_retrieval`` (corpus: ``--corpus``, by default the ``corpus`` folder
next to the questions file), or reads a results file that command wrote (``--results``), then
prints, for each threshold on the evidence score, the refusal rate, the false-refusal
rate and the precision/recall/F1 of "answer" decisions. The score thresholded is the evidence score
of ``materials/evidence.py`` (``EvidenceRule.score`` of the best passage). It picks the middle of the range meeting
both targets (refusal >= 0.90, false refusal <= 0.05), or else the best balanced accuracy, and
prints the environment line that sets it.

It also picks the two bars of the three outcomes (issue 16; ``evaluation.pick_bars``): the high
bar (answer) so that at most ``--max-confident-wrong`` of the questions to refuse are answered
confidently and at least ``--min-confident`` of the answerable ones are, and the low bar (refuse
below it) so that false refusals stay within half of ``--max-false-refusal``; between them the tutor
hedges. Prints both environment lines.
"""

from __future__ import annotations

from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from devtools import evaluation

# Both builds of MiniLM (torch and int8 ONNX) read the same variables (config/settings.py).
ENV_NAMES = dict.fromkeys(settings.MINILM_MODEL_NAMES, "EVIDENCE_THRESHOLD_MINILM")
LOW_ENV_NAMES = dict.fromkeys(settings.MINILM_MODEL_NAMES, "EVIDENCE_LOW_THRESHOLD_MINILM")


class Command(BaseCommand):
    help = "Choose the evidence threshold for the active embedding model from labelled questions."

    def add_arguments(self, parser):
        parser.add_argument("--questions", required=True)
        parser.add_argument("--corpus", help="default: the 'corpus' folder beside the questions file")
        parser.add_argument("--results", help="reuse a results file written by evaluate_retrieval (no ingestion)")
        parser.add_argument("--min-refusal", type=float, default=0.90)
        parser.add_argument("--max-false-refusal", type=float, default=0.05)
        parser.add_argument("--step", type=float, default=0.01)
        parser.add_argument("--max-confident-wrong", type=float, default=0.05,
                            help="high bar: share of questions to refuse that may be answered confidently")
        parser.add_argument("--min-confident", type=float, default=0.80,
                            help="high bar: share of answerable questions to answer confidently")

    def handle(self, *args, **options):
        from materials.embeddings import get_embedding_provider
        from materials.evidence import evidence_rule

        try:
            questions = evaluation.load_questions(options["questions"])
            if options.get("results"):
                results = evaluation.read_results(options["results"])
            else:
                corpus = options.get("corpus") or str(Path(options["questions"]).resolve().parent / "corpus")
                results = [
                    r.as_json()
                    for r in evaluation.corpus_run(
                        corpus_dir=corpus, questions=questions, log=lambda m: self.stderr.write(m)
                    ).results
                ]
        except (evaluation.EvaluationError, OSError, ValueError) as error:
            raise CommandError(str(error)) from error
        # The score the evidence check compares (similarity + term weight x coverage); older result
        # files without it fall back to the best similarity.
        best = {r["id"]: r.get("evidence", r.get("best_similarity")) for r in results}
        labelled = [(q.answerable, best[q.id]) for q in questions if q.answerable is not None and q.id in best]
        if not any(a for a, _ in labelled) or all(a for a, _ in labelled):
            raise CommandError("calibration needs both answerable and unanswerable questions (the 'answerable' key)")
        step = options["step"]
        if not 0 < step <= 0.5:
            raise CommandError("--step must be in (0, 0.5]")
        grid = [round(i * step, 4) for i in range(int(round(2 / step)))]
        rows = evaluation.threshold_table(labelled, grid)
        useful = [r for r in rows if 0 < r.recall and r.refusal_rate < 1] or rows
        chosen = evaluation.pick_threshold(
            rows, min_refusal=options["min_refusal"], max_false_refusal=options["max_false_refusal"]
        )
        provider = get_embedding_provider()
        rule = evidence_rule(provider.name)
        current = rule.threshold
        self.stdout.write(f"model {provider.name}; {sum(a for a, _ in labelled)} answerable, "
                          f"{sum(not a for a, _ in labelled)} to refuse; {rule.describe()}")
        self.stdout.write(evaluation.format_table([r for r in rows if useful[0].threshold <= r.threshold <= useful[-1].threshold], chosen))
        now = evaluation.threshold_table(labelled, [current])[0]
        self.stdout.write(
            f"chosen {chosen.threshold:.2f}: refusal {chosen.refusal_rate:.3f}, false refusal {chosen.false_refusal_rate:.3f}, "
            f"precision {chosen.precision:.3f}, recall {chosen.recall:.3f}, F1 {chosen.f1:.3f} "
            f"(current {current:.2f}: refusal {now.refusal_rate:.3f}, false refusal {now.false_refusal_rate:.3f})"
        )
        env = ENV_NAMES.get(provider.name, "EVIDENCE_THRESHOLD")
        self.stdout.write(f"{env}={chosen.threshold:.2f}")
        try:
            bars = evaluation.pick_bars(rows, max_confident_wrong=options["max_confident_wrong"],
                                        min_confident=options["min_confident"],
                                        max_false_refusal=options["max_false_refusal"])
        except evaluation.EvaluationError as error:
            raise CommandError(str(error)) from error
        self.stdout.write(
            f"two bars: high {bars.high:.2f} (confident answers to questions to refuse {bars.confident_wrong:.3f}, "
            f"answerable answered confidently {bars.confident_right:.3f}); low {bars.low:.2f} (false refusal "
            f"{bars.false_refusal:.3f}, refusal {bars.refusal:.3f}); hedged in between "
            f"(current: high {rule.threshold:.2f}, low {rule.low:.2f})"
        )
        self.stdout.write(f"{env}={bars.high:.2f}")
        self.stdout.write(f"{LOW_ENV_NAMES.get(provider.name, 'EVIDENCE_LOW_THRESHOLD')}={bars.low:.2f}")
