"""``manage.py evaluate_retrieval --corpus DIR --questions FILE --out FILE``: score retrieval on a labelled set.

Ingests every document under DIR (one sub-folder per course) into throwaway courses, asks each
question as a throwaway student enrolled in the question's course, through ``tutor.grounding.ground``,
and writes one JSON line per question: ``{"id", "retrieved": [{"text", "source", "page", "chunk_page", "score"}],
"refused", "hedged", "reason", "best_similarity", "evidence"}`` (``score`` is the passage's cosine
similarity; ``page`` the page of its best-matching sentence, ``chunk_page`` the page it starts on;
``hedged``: the evidence fell between the two bars, so the tutor would show the closest passages
as such rather than answer). Prints
hit@1/3/5, MRR and refusal rates when the questions carry labels. Leaves the database as it was.

``--with-model`` adds the configured model's own check (tutor/model_check.py) after the evidence
rule, as in a tutor turn with a model: one short request per question the rule lets through.
"""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from devtools import evaluation


class Command(BaseCommand):
    help = "Evaluate retrieval and the evidence check on a labelled question set (leaves no data behind)."

    def add_arguments(self, parser):
        parser.add_argument("--corpus", required=True, help="folder with one sub-folder of documents per course")
        parser.add_argument("--questions", required=True, help="JSON lines: id, course, question (+ answerable, gold, source)")
        parser.add_argument("--out", required=True, help="where to write one JSON line per question")
        parser.add_argument("--scores", help="also write the scores as JSON to this file")
        parser.add_argument("--with-model", action="store_true",
                            help="also ask the configured model (LLM_BASE_URL / LLM_API_KEY) whether the passages answer")

    def handle(self, *args, **options):
        try:
            questions = evaluation.load_questions(options["questions"])
            run = evaluation.corpus_run(
                corpus_dir=options["corpus"], questions=questions, log=lambda m: self.stderr.write(m),
                model_check=self._model_check() if options["with_model"] else None,
            )
        except (evaluation.EvaluationError, OSError) as error:
            raise CommandError(str(error)) from error
        evaluation.write_results(options["out"], run.results)
        self.stdout.write(
            f"{len(run.results)} questions answered in {run.query_seconds:.1f} s "
            f"({1000 * run.query_seconds / max(1, len(run.results)):.0f} ms each, two searches per question); "
            f"results in {options['out']}"
        )
        checked = [r for r in run.results if r.model_declined is not None]
        if checked:
            self.stdout.write(
                f"the model declined {sum(r.model_declined for r in checked)} of the {len(checked)} questions "
                "the evidence rule let through"
            )
        if run.skipped_questions:
            self.stdout.write(f"skipped (course not in the corpus): {', '.join(run.skipped_questions)}")
        scores = evaluation.score(questions, run.results)
        if scores.answerable or scores.refusable:
            self.stdout.write(evaluation.format_scores(scores))
            if options.get("scores"):
                with open(options["scores"], "w", encoding="utf-8") as handle:
                    json.dump(scores.as_dict(), handle, indent=2)
        if scores.foreign_passages:
            raise CommandError(f"{scores.foreign_passages} passages came from a course the student is not enrolled in")

    @staticmethod
    def _model_check():
        """``(question, passages) -> declined?`` through the tutor's configured model. Each check runs
        in its own event loop (``async_to_sync``), so each gets its own client."""
        from asgiref.sync import async_to_sync
        from django.conf import settings

        from tutor.model_check import model_declines
        from tutor.providers import build_answer_provider

        if settings.ANSWER_PROVIDER != "openai":
            raise CommandError("--with-model needs a model: set LLM_BASE_URL or LLM_API_KEY (ANSWER_PROVIDER=openai).")

        async def check(question, passages):
            provider = build_answer_provider()
            try:
                return await model_declines(provider, question=question, passages=passages)
            finally:
                await provider.aclose()

        return async_to_sync(check)
