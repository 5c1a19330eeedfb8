"""Unit anchors: the text they embed, and the changes that queue their refresh (after commit)."""

from __future__ import annotations

import pytest

from courses.models import CLO
from learning import anchors
from learning.tasks import unit_anchor_refresh_task
from materials.models import CourseMaterial

pytestmark = pytest.mark.django_db


@pytest.fixture
def queued(monkeypatch):
    calls: list[int] = []
    monkeypatch.setattr(unit_anchor_refresh_task, "delay", lambda unit_id: calls.append(unit_id))
    return calls


def test_the_anchor_text_puts_the_most_telling_parts_first():
    text = anchors.anchor_text(title="Factoring", description="Writing expressions as products.",
                               clo_titles=["Simplify expressions"], sections=["Common factors"], terms=["trinomial"])
    assert text.splitlines() == ["Factoring.", "Writing expressions as products.", "Outcomes: Simplify expressions.",
                                 "Topics: Common factors.", "Key terms: trinomial."]


def test_key_terms_are_frequent_here_and_rare_elsewhere():
    mine = ["Factor the trinomial by grouping. A trinomial has three terms; grouping pairs them."] * 2
    others = ["Solve the equation by balancing both sides of the equation."] * 3
    terms = anchors.key_terms(mine, others)
    assert terms[:2] == ["grouping", "trinomial"] and "equation" not in terms


@pytest.mark.parametrize("section, title", [("2.3 Brackets and variables on both sides", "Brackets and variables on both sides"),
                                            ("Unit ALG6: Factoring", "Factoring"), ("Method 1: factoring", "Method 1: factoring")])
def test_section_titles_lose_their_numbering(section, title):
    assert anchors._section_title(section) == title


def test_changes_to_a_unit_its_clos_or_its_materials_queue_a_refresh(world, algebra, queued,
                                                                     django_capture_on_commit_callbacks):
    unit = algebra.units["ALG2"]
    with django_capture_on_commit_callbacks(execute=True):
        unit.title = "Solving linear equations"
        unit.save()
    assert queued == [unit.pk]
    queued.clear()
    with django_capture_on_commit_callbacks(execute=True):
        unit.clos.add(algebra.clos["CLO1"])
    assert queued == [unit.pk]
    queued.clear()
    with django_capture_on_commit_callbacks(execute=True):
        clo = CLO.objects.get(pk=algebra.clos["CLO1"].pk)
        clo.title = "Simplify, expand and evaluate expressions"
        clo.save()
    assert sorted(queued) == sorted([algebra.id("ALG1"), unit.pk])
    queued.clear()
    with django_capture_on_commit_callbacks(execute=True):
        from materials.signals import material_indexed

        material_indexed.send(sender=CourseMaterial, material_id=None, course_id=algebra.course.pk, unit_id=None)
    assert sorted(queued) == sorted(u.pk for u in algebra.units.values())


def test_a_failing_embedding_provider_is_retried(world, algebra, monkeypatch):
    from celery.exceptions import Retry

    from materials.embeddings import EmbeddingError

    def fail(**kwargs):
        raise EmbeddingError("down")

    monkeypatch.setattr(anchors, "unit_anchor_refresh", fail)
    with pytest.raises(Retry):
        unit_anchor_refresh_task.apply(args=[algebra.id("ALG1")], throw=True).get()
