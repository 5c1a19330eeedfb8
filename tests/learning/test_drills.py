"""Drill cards: built from teacher templates or passages, sealed, graded through the real endpoints."""

from __future__ import annotations

import base64
import json
import random
from datetime import timedelta

import pytest
from django.utils import timezone
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from learning import drills, sealing
from learning.models import ConfusionTag, DrillTemplate, GradedEvidence, UnitProgress
from tests.learning.test_api import LINEAR_NOTES, auth

pytestmark = pytest.mark.django_db


@pytest.fixture
def template(algebra):
    return DrillTemplate.objects.create(
        course=algebra.course, unit=algebra.units["ALG2"], prompt="Solve {a}x + {b} = {c} for x.",
        parameters={"a": [2, 2], "b": [1, 1], "c": [9, 9]}, answer="(c - b)/a", variable="x",
        wrong_answers=[{"answer": "(c + b)/a", "tag": "sign-error"}, {"answer": "c - b", "tag": "forgot-divide"}],
        hint="Undo the addition first, then the multiplication.")


def url(algebra, what):
    return f"/api/learning/courses/{algebra.course.pk}/{what}"


def request_drill(client, world, algebra, unit="ALG2"):
    response = client.post(url(algebra, "drill"), {"unit_id": algebra.id(unit)}, content_type="application/json",
                           **auth(world.student))
    assert response.status_code == 200, response.content
    return response.json()


def grade(client, world, algebra, token, answer, user=None):
    return client.post(url(algebra, "drill/grade"), {"token": token, "answer": answer},
                       content_type="application/json", **auth(user or world.student))


def progress(world, algebra, code="ALG2"):
    return UnitProgress.objects.get(snapshot__student=world.student, unit=algebra.units[code])


@pytest.mark.parametrize("answer", ["x=4", "4", "8/2", r"\frac{8}{2}"])
def test_a_template_drill_accepts_every_way_of_writing_the_answer(client, world, algebra, template, answer):
    card = request_drill(client, world, algebra)
    assert card["prompt"] == "Solve 2x + 1 = 9 for x." and card["kind"] == "math"
    response = grade(client, world, algebra, card["token"], answer)
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["correct"] is True and body["mistake_tag"] == ""
    assert body["progress"]["drill_streak"] == 1 and body["progress"]["drill_correct"] == 1
    assert not ConfusionTag.objects.exists()


@pytest.mark.parametrize("answer, tag", [("5", "sign-error"), ("x = 8", "forgot-divide"), ("7", "alg2-drill")])
def test_a_wrong_answer_records_the_templates_tag_or_the_drills_concept(client, world, algebra, template, answer, tag):
    card = request_drill(client, world, algebra)
    body = grade(client, world, algebra, card["token"], answer).json()
    assert body["correct"] is False and body["mistake_tag"] == tag
    assert "x = 4" in body["feedback"] and "Undo the addition" in body["feedback"]
    row = progress(world, algebra)
    assert (row.drill_attempts, row.drill_correct, row.drill_streak) == (1, 0, 0)
    assert list(ConfusionTag.objects.values_list("tag", "count")) == [(tag, 1)]


def test_two_correct_drills_in_a_row_move_the_streak_and_the_estimate(client, world, algebra, template):
    estimates = []
    for _ in range(2):
        card = request_drill(client, world, algebra)
        body = grade(client, world, algebra, card["token"], "4").json()
        estimates.append(body["progress"]["mastery_p"])
    assert body["progress"]["drill_streak"] == 2 and estimates[1] > estimates[0]
    assert GradedEvidence.objects.filter(kind="drill", correct=True).count() == 2


def test_a_card_is_graded_once(client, world, algebra, template):
    card = request_drill(client, world, algebra)
    assert grade(client, world, algebra, card["token"], "4").status_code == 200
    again = grade(client, world, algebra, card["token"], "4")
    assert (again.status_code, again.json()["code"]) == (409, "duplicate")
    assert progress(world, algebra).drill_attempts == 1


@pytest.mark.parametrize("answer", ["2^2^2^2^2^2", "{" * 60 + "4" + "}" * 60, "9" * 199, r"\input{x}", "((((((10^20)^20)^20)^20)^20)^20)"])
def test_a_hostile_answer_gets_a_clear_error_and_changes_nothing(client, world, algebra, template, answer):
    card = request_drill(client, world, algebra)
    response = grade(client, world, algebra, card["token"], answer)
    assert response.status_code == 400
    assert response.json()["code"] == "invalid" and response.json()["message"]
    assert not GradedEvidence.objects.exists() and not ConfusionTag.objects.exists()
    assert grade(client, world, algebra, card["token"], "4").json()["correct"] is True  # the card is still good


def test_an_over_long_answer_is_refused_by_the_api(client, world, algebra, template):
    card = request_drill(client, world, algebra)
    response = grade(client, world, algebra, card["token"], "1+" * 400)
    assert (response.status_code, response.json()["code"]) == (400, "invalid")
    assert not GradedEvidence.objects.exists()


def _flip(token: str, index: int) -> str:
    raw = bytearray(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))
    raw[index % len(raw)] ^= 0x01
    return base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("=")


@settings(deadline=None, max_examples=25, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(min_value=0, max_value=10_000))
def test_a_tampered_token_is_rejected_and_changes_nothing(client, world, algebra, template, index):
    card = request_drill(client, world, algebra)
    response = grade(client, world, algebra, _flip(card["token"], index), "4")
    assert (response.status_code, response.json()["code"]) == (400, "invalid")
    assert not GradedEvidence.objects.exists()


def test_a_token_for_another_student_course_or_purpose_or_expired_is_rejected(world, algebra, template):
    now = timezone.now()
    token = sealing.seal({"x": 1}, purpose="drill", student_id=world.student.pk, course_id=algebra.course.pk, now=now)
    assert sealing.open_seal(token, purpose="drill", student_id=world.student.pk, course_id=algebra.course.pk,
                             now=now) == {"x": 1}
    for kwargs in ({"student_id": world.other_student.pk}, {"course_id": world.other_course.pk}, {"purpose": "exam"},
                   {"now": now + sealing.DEFAULT_TTL + timedelta(seconds=1)}):
        args = {"purpose": "drill", "student_id": world.student.pk, "course_id": algebra.course.pk, "now": now, **kwargs}
        with pytest.raises(sealing.SealError):
            sealing.open_seal(token, **args)
    for junk in ("", "x" * (sealing.MAX_TOKEN_CHARS + 1), "!!!", base64.urlsafe_b64encode(b"\x01" * 40).decode()):
        with pytest.raises(sealing.SealError):
            sealing.open_seal(junk, purpose="drill", student_id=world.student.pk, course_id=algebra.course.pk, now=now)


@settings(deadline=None, max_examples=30, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(2, 9), st.integers(-9, 9), st.integers(-20, 20))
def test_the_card_never_shows_its_expected_answer_or_tags(world, algebra, a, b, c):
    template = DrillTemplate(course=algebra.course, unit=algebra.units["ALG2"], prompt="Solve {a}x + {b} = {c}.",
                             parameters={"a": [a, a], "b": [b, b], "c": [c, c]}, answer="(c - b)/a",
                             wrong_answers=[{"answer": "(c + b)/a", "tag": "sign-error-secret"}])
    template.unit = algebra.units["ALG2"]
    spec = drills.template_spec(template, random.Random(0))
    card = drills.seal_card(spec, unit=algebra.units["ALG2"], student_id=world.student.pk,
                            course_id=algebra.course.pk, now=timezone.now())
    visible = json.dumps({k: v for k, v in card.as_dict().items() if k != "token"})
    assert "sign-error-secret" not in visible and "(c - b)" not in visible
    assert "sign-error-secret" not in card.token and "sign" not in card.token  # ciphertext, not an encoding
    payload = sealing.open_seal(card.token, purpose="drill", student_id=world.student.pk, course_id=algebra.course.pk,
                                now=timezone.now())
    assert payload["ans"] == spec.answer


def test_a_cloze_drill_is_cut_from_the_units_passages_and_graded_by_normalised_match(client, world, algebra, index_text):
    material = index_text(algebra.course, "linear.md", LINEAR_NOTES)
    material.unit = algebra.units["ALG2"]
    material.save()
    from materials.models import Chunk
    Chunk.objects.filter(material=material).update(unit=algebra.units["ALG2"])
    card = request_drill(client, world, algebra)
    assert card["kind"] == "cloze" and drills.BLANK in card["prompt"]
    assert card["source"]["material"] == "linear.md"
    payload = sealing.open_seal(card["token"], purpose="drill", student_id=world.student.pk,
                                course_id=algebra.course.pk, now=timezone.now())
    assert payload["ans"].lower() in LINEAR_NOTES.lower()
    body = grade(client, world, algebra, card["token"], f"  The {payload['ans'].upper()}! ").json()
    assert body["correct"] is True
    card = request_drill(client, world, algebra)
    body = grade(client, world, algebra, card["token"], "banana").json()
    payload = sealing.open_seal(card["token"], purpose="drill", student_id=world.student.pk,
                                course_id=algebra.course.pk, now=timezone.now())
    assert body["correct"] is False and body["mistake_tag"] == payload["concept"]


def test_a_unit_without_templates_or_passages_has_no_drill(client, world, algebra):
    response = client.post(url(algebra, "drill"), {"unit_id": algebra.id("ALG3")}, content_type="application/json",
                           **auth(world.student))
    assert (response.status_code, response.json()["code"]) == (404, "not_found")


def test_drills_are_refused_to_people_who_are_not_students_of_the_course(client, world, algebra, template):
    card = request_drill(client, world, algebra)
    for persona, status in (("teacher", 403), ("outsider", 404)):
        user = getattr(world, persona)
        assert client.post(url(algebra, "drill"), {}, content_type="application/json", **auth(user)).status_code == status
        assert grade(client, world, algebra, card["token"], "4", user=user).status_code == status
    other_unit = client.post(url(algebra, "drill"), {"unit_id": 999999}, content_type="application/json",
                             **auth(world.student))
    assert (other_unit.status_code, other_unit.json()["code"]) == (404, "not_found")


def test_the_drill_operations_are_documented(client, db):
    schema = client.get("/api/openapi.json").json()
    grade_op = schema["paths"]["/api/learning/courses/{course_id}/drill/grade"]["post"]
    drill_op = schema["paths"]["/api/learning/courses/{course_id}/drill"]["post"]
    assert {"200", "400", "403", "404", "409"} <= set(grade_op["responses"])
    assert grade_op["summary"] and drill_op["summary"]
