"""The demo course end to end with the real embedding model: anchors, mapping quality, cold start.

Mapping numbers (learning/mapping.py) were chosen on tests/learning/data/demo_mapping_questions.jsonl
(docs/decisions.md, "Unit mapping"); this test keeps them honest on the same set.
"""

from __future__ import annotations

import json
import uuid
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.utils import timezone

from courses.models import Course, Unit
from learning import anchors, selectors, turn
from learning.models import UnitAnchor
from learning.tasks import unit_anchor_refresh_task
from materials.models import CourseMaterial
from materials.search import embed_question, search_course
from materials.services import material_index

pytestmark = [pytest.mark.django_db, pytest.mark.slow]
QUESTIONS = [json.loads(line) for line in (Path(__file__).parent / "data" / "demo_mapping_questions.jsonl").open()]


@pytest.fixture
def demo(django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        call_command("seed_demo", stdout=open("/dev/null", "w"))
    course = Course.objects.get(code="ALG101", institution__slug="demo")
    with django_capture_on_commit_callbacks(execute=False):
        for material in CourseMaterial.objects.filter(course=course, assignment__isnull=True):
            assert material_index(material_id=material.pk, version=material.version) == "indexed"
    assert set(anchors.course_anchors_refresh(course_id=course.pk).values()) == {"created"}
    return course


def _decide(course, student, question):
    query = embed_question(question)
    found = search_course(user=student, course_id=course.pk, query=query, k=5)
    passages = selectors.passage_units([(p.chunk_id, p.similarity) for p in found.passages])
    return turn.turn_prepare(student_id=student.pk, course_id=course.pk, question=question,
                             query_vector=query.vector, embedding_model=query.model_name,
                             passages=passages, now=timezone.now())


def test_demo_questions_map_to_their_units(demo):
    student = get_user_model().objects.get(username="student3")
    structure = selectors.course_structure(demo.pk)
    right = confident = confident_right = vague_confident = 0
    for item in QUESTIONS:
        decision = _decide(demo, student, item["question"])
        best = decision.mapped_units[0] if decision.mapped_units else None
        sure = best is not None and best.confidence >= 0.55
        if item["unit"] is None:
            vague_confident += sure
            continue
        hit = best is not None and structure.code(best.unit_id) == item["unit"]
        right += hit
        confident += sure
        confident_right += sure and hit
    assert vague_confident == 0
    assert right >= 22, right  # of 30 (23 when the numbers were chosen)
    # A confident mapping is right at least 9 times in 10 (19/20 when the numbers were chosen; 19/21
    # with a later build of the embedding stack, which moved one borderline question over the line).
    assert confident >= 18 and confident_right >= 0.9 * confident, (confident, confident_right)


def test_the_demo_students_start_where_their_graded_work_puts_them(demo):
    users = get_user_model().objects
    amina = _decide(demo, users.get(username="student"), "hello")  # CLO1 82, CLO2 64, CLO3 48
    assert amina.code(amina.policy.focus_unit_id) == "ALG2"
    assert {amina.code(u) for u, v in amina.tier_sources.items() if v["source"] == "clo_attainment"} <= {"ALG1", "ALG5", "ALG6"}
    ben = _decide(demo, users.get(username="student2"), "hello")  # everything but CLO4 (59) attained
    assert ben.code(ben.policy.focus_unit_id) == "ALG4"
    chloe = _decide(demo, users.get(username="student3"), "How do I use the quadratic formula?")
    assert chloe.code(chloe.policy.primary_target_unit_id) == "ALG4"
    assert chloe.prerequisite is not None and chloe.prerequisite.unit.code == "ALG2"
    assert chloe.panel.exam.availability == "available"  # ALG2 has bronze questions (not yet ready)
    turn.turn_record(decision=chloe, message_id=uuid.uuid4(), action=chloe.choose())


def test_anchor_refresh_is_idempotent_and_follows_changes(demo):
    before = dict(UnitAnchor.objects.values_list("unit_id", "text_hash"))
    assert set(anchors.course_anchors_refresh(course_id=demo.pk).values()) == {"unchanged"}
    unit = Unit.objects.get(course=demo, code="ALG3")
    unit.anchor_text = "Pairs of equations solved together, for example by elimination."
    unit.save()
    assert unit_anchor_refresh_task.apply(args=[unit.pk]).get() == "updated"
    assert unit_anchor_refresh_task.apply(args=[unit.pk]).get() == "unchanged"
    after = dict(UnitAnchor.objects.values_list("unit_id", "text_hash"))
    assert [u for u in after if after[u] != before[u]] == [unit.pk]
    assert UnitAnchor.objects.filter(unit=unit).count() == 1
    assert "Pairs of equations" in UnitAnchor.objects.get(unit=unit).text
    assert anchors.unit_anchor_refresh(unit_id=999_999) == "missing"
