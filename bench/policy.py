"""Latency of the learning loop's before-call (``learning.turn.turn_prepare``) on the demo course.

    DEBUG=true .venv/bin/python bench/policy.py [--rounds 40]

Inside one transaction that is rolled back at the end (nothing stays in the dev database): seeds the
demo course (manage.py seed_demo), indexes its materials and builds its unit anchors with the real
local embedding model, then for the 36 questions of tests/learning/data/demo_mapping_questions.jsonl
computes once what a tutor turn hands over (the query vector, the retrieved passages' units) and
times ``turn_prepare`` for each demo student, ``--rounds`` times over. What is timed is exactly the
before-call: loading the snapshot, mapping units, the policy, the exam lockout lookup and the
decision object (the embedding and the search belong to retrieval, which the turn runs anyway).
Also prints the SQL queries per call and the p95 of ``snapshot_panel`` (the panel view's read).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DEBUG", "true")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q / 100 * (len(ordered) - 1))))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=40)
    args = parser.parse_args()

    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.db import connection, transaction
    from django.test.utils import CaptureQueriesContext
    from django.utils import timezone

    from courses.models import Course
    from learning import anchors, selectors, turn
    from materials.embeddings import get_embedding_provider
    from materials.models import CourseMaterial, MaterialStatus
    from materials.search import embed_question, search_course
    from materials.services import material_index

    questions = [json.loads(line)["question"] for line in
                 (ROOT / "tests" / "learning" / "data" / "demo_mapping_questions.jsonl").open()]
    with transaction.atomic():
        call_command("seed_demo", stdout=open(os.devnull, "w"))
        course = Course.objects.get(code="ALG101", institution__slug="demo")
        for material in CourseMaterial.objects.filter(course=course).exclude(status=MaterialStatus.INDEXED):
            material_index(material_id=material.pk, version=material.version)
        anchors.course_anchors_refresh(course_id=course.pk)
        provider = get_embedding_provider()
        students = list(get_user_model().objects.filter(username__in=["student", "student2", "student3"]))
        inputs = []
        for question in questions:
            found = search_course(user=students[0], course_id=course.pk, query=embed_question(question), k=5)
            passages = selectors.passage_units([(p.chunk_id, p.similarity) for p in found.passages])
            inputs.append((question, provider.embed_query(question), passages))

        def prepare(student, question, vector, passages):
            return turn.turn_prepare(student_id=student.pk, course_id=course.pk, question=question,
                                     query_vector=vector, embedding_model=provider.name, passages=passages,
                                     now=timezone.now())

        for student in students:  # first contact (snapshot creation) is not what we time
            prepare(student, *inputs[0])
        with CaptureQueriesContext(connection) as queries:
            prepare(students[0], *inputs[1])
        per_call = len(queries.captured_queries)
        for _ in range(3):  # warm up (psycopg prepares statements after 5 runs, the planner caches)
            for item in inputs:
                prepare(students[0], *item)
        timings, panel = [], []
        for _ in range(args.rounds):
            for student in students:
                for item in inputs:
                    started = time.perf_counter()
                    prepare(student, *item)
                    timings.append((time.perf_counter() - started) * 1000)
            for student in students:
                started = time.perf_counter()
                turn.snapshot_panel(student_id=student.pk, course_id=course.pk, now=timezone.now())
                panel.append((time.perf_counter() - started) * 1000)
        transaction.set_rollback(True)
    print(f"turn_prepare on the demo course: {len(timings)} calls, {per_call} SQL queries each")
    print(f"  p50 {percentile(timings, 50):.2f} ms  p95 {percentile(timings, 95):.2f} ms  "
          f"p99 {percentile(timings, 99):.2f} ms  max {max(timings):.2f} ms  mean {statistics.mean(timings):.2f} ms")
    print(f"snapshot_panel: {len(panel)} calls, p50 {percentile(panel, 50):.2f} ms  p95 {percentile(panel, 95):.2f} ms")


if __name__ == "__main__":
    main()
