"""Issue 20 / seed 003 FR-004: a teacher disables a material without deleting it. Its passages stop
being reached at once, by every reader that serves a student (hybrid search, cross-lingual search,
refusal suggestions, concept and drill cards, unit anchors, a cited source), and come back when it
is enabled again, with their vectors untouched (no re-embedding)."""

from __future__ import annotations

import random

import pytest
from django.db import connection
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from courses.models import Unit
from materials.models import STUDENT_VISIBLE, Chunk, CourseMaterial, student_visible_sql
from materials.search import embed_question, search_course
from materials.selectors import course_has_passages, course_section_titles
from materials.services import MaterialError, material_index, material_reindex, material_set_enabled

pytestmark = [pytest.mark.django_db, pytest.mark.slow]

PHOTOSYNTHESIS = """# Photosynthesis

Chloroplasts capture light energy and turn carbon dioxide and water into glucose and oxygen. The
light-dependent reactions happen in the thylakoid membranes; the Calvin cycle fixes carbon in the stroma.
"""
CELLS = """# Cell respiration

Mitochondria release energy from glucose. Glycolysis splits glucose into pyruvate in the cytoplasm, and
the Krebs cycle continues in the mitochondrial matrix.
"""
QUESTION = "Where does the Calvin cycle fix carbon?"


def _vectors(material) -> dict[int, tuple]:
    """Every stored vector of the material's chunks, by chunk id (the main and the sentence ones)."""
    return {c.pk: (list(c.embedding), [list(s) for s in c.sentence_embeddings], c.created_at)
            for c in Chunk.all_objects.filter(material=material).defer(None)}


def _found(world, material) -> set[int]:
    hits = search_course(user=world.student, course_id=world.course.pk, query=embed_question(QUESTION), k=10)
    return {p.chunk_id for p in hits.passages} & set(Chunk.all_objects.filter(material=material).values_list("pk", flat=True))


def test_disabling_hides_the_passages_at_once_and_enabling_brings_them_back_unchanged(world, index_text):
    leaf = index_text(world.course, "photosynthesis.md", PHOTOSYNTHESIS)
    index_text(world.course, "cells.md", CELLS)
    before = _vectors(leaf)
    assert _found(world, leaf)

    material_set_enabled(user=world.teacher, material_id=leaf.pk, enabled=False)
    leaf.refresh_from_db()
    assert leaf.enabled is False and leaf.status == "indexed" and leaf.text_content  # kept, text and all
    assert not _found(world, leaf)
    assert not Chunk.objects.filter(material=leaf).exists()
    assert Chunk.all_objects.filter(material=leaf).count() == leaf.chunk_count
    assert "Photosynthesis" not in course_section_titles(world.course.pk, 5)

    material_set_enabled(user=world.teacher, material_id=leaf.pk, enabled=True)
    assert _found(world, leaf)
    assert _vectors(leaf) == before  # the same rows, the same vectors: nothing was embedded again
    assert "Photosynthesis" in course_section_titles(world.course.pk, 5)


def test_cross_lingual_search_skips_a_disabled_material_and_its_vectors_are_built_anyway(world, index_text):
    from materials.crosslingual import cross_search, cross_vectors_build
    from materials.models import ChunkCrossVector

    leaf = index_text(world.course, "photosynthesis.md", PHOTOSYNTHESIS)
    index_text(world.course, "cells.md", CELLS)
    material_set_enabled(user=world.teacher, material_id=leaf.pk, enabled=False)
    # built for a disabled material too, so enabling it needs no encoding
    assert cross_vectors_build(material_id=leaf.pk) == Chunk.all_objects.filter(material=leaf).count()
    cross_vectors_build(material_id=CourseMaterial.objects.get(source_filename="cells.md").pk)
    question = "¿Dónde fija el ciclo de Calvin el carbono?"
    mine = set(Chunk.all_objects.filter(material=leaf).values_list("pk", flat=True))
    hits = cross_search(user=world.student, course_id=world.course.pk, question=question)
    assert hits.passages and not {p.chunk_id for p in hits.passages} & mine

    stored = ChunkCrossVector.objects.filter(chunk__material=leaf).count()
    material_set_enabled(user=world.teacher, material_id=leaf.pk, enabled=True)
    hits = cross_search(user=world.student, course_id=world.course.pk, question=question)
    assert hits.passages[0].chunk_id in mine
    assert ChunkCrossVector.objects.filter(chunk__material=leaf).count() == stored


def test_a_course_whose_only_material_is_disabled_has_no_passages(world, index_text):
    leaf = index_text(world.course, "photosynthesis.md", PHOTOSYNTHESIS)
    material_set_enabled(user=world.teacher, material_id=leaf.pk, enabled=False)
    from materials.embeddings import get_embedding_provider

    assert not course_has_passages(world.course.pk, get_embedding_provider().name)
    assert not search_course(user=world.student, course_id=world.course.pk, query=embed_question(QUESTION)).passages


def test_setting_the_flag_it_already_has_changes_nothing(world, index_text):
    leaf = index_text(world.course, "photosynthesis.md", PHOTOSYNTHESIS)
    stamp = CourseMaterial.objects.get(pk=leaf.pk).updated_at
    material_set_enabled(user=world.teacher, material_id=leaf.pk, enabled=True)
    assert CourseMaterial.objects.get(pk=leaf.pk).updated_at == stamp
    material_set_enabled(user=world.teacher, material_id=leaf.pk, enabled=False)
    material_set_enabled(user=world.teacher, material_id=leaf.pk, enabled=False)
    assert not Chunk.objects.filter(material=leaf).exists()


def test_only_the_courses_teacher_or_admin_may_disable(world, index_text):
    leaf = index_text(world.course, "photosynthesis.md", PHOTOSYNTHESIS)
    for intruder in (world.student, world.other_teacher, world.outsider):
        with pytest.raises(MaterialError) as error:
            material_set_enabled(user=intruder, material_id=leaf.pk, enabled=False)
        assert error.value.code == "not_found"
    assert CourseMaterial.objects.get(pk=leaf.pk).enabled
    with pytest.raises(MaterialError) as error:
        material_set_enabled(user=world.teacher, material_id="00000000-0000-0000-0000-000000000000", enabled=False)
    assert error.value.code == "not_found"
    material_set_enabled(user=world.admin, material_id=leaf.pk, enabled=False)
    assert not CourseMaterial.objects.get(pk=leaf.pk).enabled


def test_a_disabled_material_reindexed_stays_disabled(world, index_text):
    leaf = index_text(world.course, "photosynthesis.md", PHOTOSYNTHESIS)
    material_set_enabled(user=world.teacher, material_id=leaf.pk, enabled=False)
    leaf = material_reindex(user=world.teacher, material=leaf)
    assert material_index(material_id=leaf.pk, version=leaf.version) == "indexed"
    assert Chunk.all_objects.filter(material=leaf).exists()
    assert not Chunk.objects.filter(material=leaf).exists()
    assert not Chunk.all_objects.filter(material=leaf, material_enabled=True).exists()


def test_term_statistics_leave_a_disabled_materials_words_out(world, index_text):
    leaf = index_text(world.course, "photosynthesis.md", PHOTOSYNTHESIS)

    def passages_with(stem: str) -> int:
        with connection.cursor() as cursor:
            cursor.execute("SELECT coalesce(sum(passages), 0) FROM materials_term_stat "
                           "WHERE material_id = %s AND lexeme = %s", [leaf.pk, stem])
            return cursor.fetchone()[0]

    assert passages_with("thylakoid") == 1
    assert passages_with("") == Chunk.all_objects.filter(material=leaf).count()  # its passage count (0011)
    material_set_enabled(user=world.teacher, material_id=leaf.pk, enabled=False)
    assert passages_with("thylakoid") == passages_with("") == 0
    material_set_enabled(user=world.teacher, material_id=leaf.pk, enabled=True)
    assert passages_with("thylakoid") == 1


def test_concept_and_drill_cards_and_unit_anchors_skip_a_disabled_material(world, index_text):
    from learning.anchors import unit_anchor_text
    from learning.unit_passages import unit_passages as _unit_passages
    from learning.drills import cloze_spec
    from materials.embeddings import get_embedding_provider

    unit = Unit.objects.create(course=world.course, code="U1", title="Plants")
    leaf = index_text(world.course, "photosynthesis.md", PHOTOSYNTHESIS, unit=unit)
    assert _unit_passages(unit)[0] and cloze_spec(unit, random.Random(1)) is not None
    assert "photosynthesis" in unit_anchor_text(unit, get_embedding_provider().name).lower()

    material_set_enabled(user=world.teacher, material_id=leaf.pk, enabled=False)
    assert _unit_passages(unit)[0] == []
    assert cloze_spec(unit, random.Random(1)) is None
    assert "photosynthesis" not in unit_anchor_text(unit, get_embedding_provider().name).lower()


def test_a_cited_source_of_a_disabled_material_is_shown_as_stale(client, world, index_text):
    from tutor.models import Conversation, Message

    leaf = index_text(world.course, "photosynthesis.md", PHOTOSYNTHESIS)
    chunk = Chunk.objects.filter(material=leaf).first()
    conversation = Conversation.objects.create(student=world.student, course=world.course)
    reply = Message.objects.create(conversation=conversation, role="assistant", content="In the stroma [1].",
                                   citations=[{"n": 1, "chunk_id": chunk.pk, "source_filename": "photosynthesis.md",
                                               "material_type": "lecture_notes", "page": None, "section": "",
                                               "similarity": 0.8, "chunk_text": chunk.text}])
    client.force_login(world.student)
    url = reverse("tutor_source", args=[reply.pk, 1])
    assert client.get(url).context["stale"] is False
    material_set_enabled(user=world.teacher, material_id=leaf.pk, enabled=False)
    response = client.get(url)
    assert response.status_code == 200
    assert response.context["stale"] is True and "material" not in response.context


# --------------------------------------------------------------------------- the one rule


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(flags=st.lists(st.tuples(st.booleans(), st.booleans()), min_size=1, max_size=6))
def test_the_orm_rule_and_its_sql_twin_select_the_same_rows(world, index_text, flags):
    """``STUDENT_VISIBLE`` (every ORM read) and ``student_visible_sql`` (the raw searches) agree."""
    material = CourseMaterial.objects.filter(course=world.course).first() or index_text(
        world.course, "photosynthesis.md", PHOTOSYNTHESIS + "\n\n" + CELLS * 3)
    chunks = list(Chunk.all_objects.filter(material=material).order_by("index"))
    for chunk, (restricted, enabled) in zip(chunks, flags * len(chunks)):
        Chunk.all_objects.filter(pk=chunk.pk).update(restricted=restricted, material_enabled=enabled)
    orm = set(Chunk.all_objects.filter(material=material).filter(STUDENT_VISIBLE).values_list("pk", flat=True))
    assert orm == set(Chunk.objects.filter(material=material).values_list("pk", flat=True))
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT c.id FROM materials_chunk c WHERE c.material_id = %s AND {student_visible_sql('c')}",
                       [material.pk])
        assert {row[0] for row in cursor.fetchall()} == orm


def test_the_sql_twin_accepts_only_an_alias():
    with pytest.raises(ValueError):
        student_visible_sql("c; DROP TABLE x")


# --------------------------------------------------------------------------- page, admin, API


def test_the_materials_page_disables_and_enables_with_htmx_and_without(client, world, index_text):
    leaf = index_text(world.course, "photosynthesis.md", PHOTOSYNTHESIS)
    client.force_login(world.teacher)
    page = client.get(reverse("materials_page", args=[world.course.pk])).content.decode()
    assert reverse("material_disable", args=[leaf.pk]) in page and 'data-enabled="true"' in page

    response = client.post(reverse("material_disable", args=[leaf.pk]), HTTP_HX_REQUEST="true")
    body = response.content.decode()
    assert response.status_code == 200 and 'id="material-list"' in body and "<html" not in body
    assert 'data-enabled="false"' in body and ">disabled<" in body and reverse("material_enable", args=[leaf.pk]) in body
    assert not CourseMaterial.objects.get(pk=leaf.pk).enabled

    response = client.post(reverse("material_enable", args=[leaf.pk]))  # no JavaScript: a form post and a redirect
    assert response.status_code == 302 and response["Location"] == reverse("materials_page", args=[world.course.pk])
    assert CourseMaterial.objects.get(pk=leaf.pk).enabled


def test_the_page_actions_refuse_other_people_and_other_methods(client, world, index_text):
    leaf = index_text(world.course, "photosynthesis.md", PHOTOSYNTHESIS)
    for name in ("material_disable", "material_enable"):
        url = reverse(name, args=[leaf.pk])
        assert client.post(url).status_code == 302  # anonymous: to the login page
        for intruder in (world.student, world.other_teacher, world.outsider):
            client.force_login(intruder)
            assert client.post(url).status_code == 404
        client.force_login(world.teacher)
        assert client.get(url).status_code == 405
    assert CourseMaterial.objects.get(pk=leaf.pk).enabled


def test_the_admin_actions_disable_and_enable_through_the_service(client, world, index_text):
    leaf = index_text(world.course, "photosynthesis.md", PHOTOSYNTHESIS)
    client.force_login(world.superuser)
    url = reverse("admin:materials_coursematerial_changelist")
    response = client.post(url, {"action": "disable_selected", "_selected_action": [str(leaf.pk)]})
    assert response.status_code == 302
    assert not CourseMaterial.objects.get(pk=leaf.pk).enabled and not Chunk.objects.filter(material=leaf).exists()
    client.post(url, {"action": "enable_selected", "_selected_action": [str(leaf.pk)]})
    assert CourseMaterial.objects.get(pk=leaf.pk).enabled and Chunk.objects.filter(material=leaf).exists()


def _auth(user) -> dict:
    from courses.api_tokens import api_token_create

    _, plain = api_token_create(user=user, name="test")
    return {"HTTP_AUTHORIZATION": f"Bearer {plain}"}


def test_the_api_disables_and_enables_and_reports_the_flag(client, world, index_text):
    leaf = index_text(world.course, "photosynthesis.md", PHOTOSYNTHESIS)
    headers = _auth(world.teacher)
    response = client.post(f"/api/materials/{leaf.pk}/disable", **headers)
    assert response.status_code == 200 and response.json()["enabled"] is False
    assert client.get(f"/api/materials/{leaf.pk}", **headers).json()["enabled"] is False
    assert client.post(f"/api/materials/{leaf.pk}/disable", **headers).status_code == 200  # idempotent
    response = client.post(f"/api/materials/{leaf.pk}/enable", **headers)
    assert response.status_code == 200 and response.json()["enabled"] is True


def test_the_api_refuses_other_people_in_the_error_format(client, world, index_text):
    leaf = index_text(world.course, "photosynthesis.md", PHOTOSYNTHESIS)
    response = client.post(f"/api/materials/{leaf.pk}/disable")
    assert response.status_code == 401 and response.json()["code"] == "unauthenticated"
    for intruder in (world.student, world.other_teacher, world.outsider):
        response = client.post(f"/api/materials/{leaf.pk}/disable", **_auth(intruder))
        assert response.status_code == 404
        assert set(response.json()) == {"message", "code", "extra"} and response.json()["code"] == "not_found"
    assert client.get(f"/api/materials/{leaf.pk}/disable", **_auth(world.teacher)).status_code == 405
    assert CourseMaterial.objects.get(pk=leaf.pk).enabled
