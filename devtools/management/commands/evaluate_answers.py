"""``manage.py evaluate_answers --corpus DIR --questions FILE [FILE ...] [--out FILE] [--never-quote FILE]``:
the real tutor turn on labelled question sets, scored on what the student reads (devtools/answers_eval.py).

Each questions file is one set (its name without ``_questions.jsonl``), in the ``evaluate_retrieval``
format plus an optional ``page`` (the PDF page holding the gold answer). Prints answer-contains-gold,
cited-gold-file, top-citation page, answered / hedged / refused rates per set and per file type;
``--out`` writes the per-question results and the scores as JSON. ``--never-quote`` names a file of strings no
student may be shown (one a line: a blind set's answer keys, teacher-only notes, hidden text); the report lists every
question whose reply or cited passage showed one. Leaves the database as it was.
"""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from devtools import answers_eval
from devtools.evaluation import EvaluationError


class Command(BaseCommand):
    help = "Run the real tutor turn on labelled question sets and score the answers (leaves no data behind)."

    def add_arguments(self, parser):
        parser.add_argument("--corpus", required=True, help="folder with one sub-folder of documents per course")
        parser.add_argument("--questions", required=True, nargs="+", help="JSON-lines question sets")
        parser.add_argument("--out", help="write {scores, results} as JSON to this file")
        parser.add_argument("--never-quote", metavar="FILE",
                            help="strings no reply or cited passage may show, one a line (a set's answer keys, "
                                 "teacher-only notes, hidden text); the report lists every question that showed one")
        parser.add_argument("--no-cross-lingual", dest="cross_lingual", action="store_false",
                            help="skip the passages' multilingual vectors (faster; questions in other languages "
                                 "then take the English search only, as before a course's vectors are built)")

    def handle(self, *args, **options):
        try:
            questions = [q for path in options["questions"] for q in answers_eval.load_answer_questions(path)]
            never_quote = answers_eval.load_never_quote(options["never_quote"]) if options.get("never_quote") else []
            ids = [q.id for q in questions]
            if len(ids) != len(set(ids)):
                raise EvaluationError("the same question id appears in two sets")
            results, facts = answers_eval.answers_run(corpus_dir=options["corpus"], questions=questions,
                                                      log=lambda m: self.stderr.write(m),
                                                      cross_lingual=options.get("cross_lingual", True))
        except (EvaluationError, OSError, ValueError) as error:
            raise CommandError(str(error)) from error
        data = answers_eval.report(questions, results, never_quote)
        self.stdout.write(f"{len(results)} turns in {facts['turn_seconds']} s "
                          f"({1000 * facts['turn_seconds'] / max(1, len(results)):.0f} ms each)")
        if facts["refused_documents"]:
            self.stdout.write("refused at upload (their questions count as unanswered): "
                              + "; ".join(facts["refused_documents"]))
        if facts["skipped"]:
            self.stdout.write(f"skipped (course not in the corpus): {', '.join(facts['skipped'])}")
        self.stdout.write(answers_eval.format_report(data))
        if options.get("out"):
            with open(options["out"], "w", encoding="utf-8") as handle:
                json.dump({"facts": facts, "scores": data, "results": [r.as_json() for r in results]}, handle,
                          ensure_ascii=False, indent=1)
