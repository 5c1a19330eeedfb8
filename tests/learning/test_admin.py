"""Teachers in the Django admin: only their courses' rows, in every list, page, permission and form."""

from __future__ import annotations

import uuid
from decimal import Decimal

import pytest
from django.contrib import admin as django_admin
from django.test import Client, RequestFactory

from courses.models import CLO, ExamQuestion, Unit, UnitPrerequisite
from learning import services, turn
from learning.models import LearningSettings, TurnLog
from tests.factories import UnitFactory, make_user
from tests.learning.conftest import MODEL, NOW, vector

pytestmark = pytest.mark.django_db


def login(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_teachers_and_institution_admins_are_staff_students_are_not(world):
    for persona, staff in (("teacher", True), ("other_teacher", True), ("admin", True), ("student", False),
                           ("outsider", False), ("superuser", True)):
        getattr(world, persona).refresh_from_db()
        assert getattr(world, persona).is_staff is staff, persona
    world.teacher.profile.role = "student"
    world.teacher.profile.save()
    world.teacher.refresh_from_db()
    assert not world.teacher.is_staff


def test_the_teachers_admin_lists_only_what_they_manage(world, algebra):
    html = login(world.teacher).get("/admin/").content.decode()
    for shown in ("/admin/courses/unit/", "/admin/courses/unitprerequisite/", "/admin/courses/clo/",
                  "/admin/courses/examquestion/", "/admin/materials/coursematerial/", "/admin/learning/learningsettings/"):
        assert shown in html, shown
    for hidden in ("/admin/courses/institution/", "/admin/courses/profile/", "/admin/courses/enrollment/",
                   "/admin/courses/cloattainment/", "/admin/learning/turnlog/", "/admin/learning/learnersnapshot/",
                   "/admin/materials/chunk/", "/admin/auth/user/"):
        assert hidden not in html, hidden


@pytest.mark.parametrize("persona, sees", [("teacher", True), ("admin", True), ("superuser", True),
                                           ("other_teacher", False)])
def test_unit_lists_and_pages_follow_course_access(world, algebra, persona, sees):
    client = login(getattr(world, persona))
    listing = client.get("/admin/courses/unit/")
    assert listing.status_code == 200
    assert ("Linear equations" in listing.content.decode()) is sees
    page = client.get(f"/admin/courses/unit/{algebra.id('ALG2')}/change/")
    if sees:
        assert page.status_code == 200 and "Linear equations" in page.content.decode()
    else:
        assert page.status_code == 302 and "Linear equations" not in page.content.decode()
        assert client.post(f"/admin/courses/unit/{algebra.id('ALG2')}/delete/", {"post": "yes"}).status_code == 302
        assert Unit.objects.filter(pk=algebra.id("ALG2")).exists()


@pytest.mark.parametrize("persona", ["student", "other_student", "outsider"])
def test_people_who_are_not_staff_are_sent_to_the_admin_login(world, algebra, persona):
    response = login(getattr(world, persona)).get("/admin/courses/unit/")
    assert response.status_code == 302 and "/admin/login/" in response["Location"]


def test_the_course_filter_does_not_name_other_courses(world, algebra):
    html = login(world.teacher).get("/admin/courses/unit/").content.decode()
    assert "BIO101" not in html and "HIS101" not in html


def test_permissions_follow_the_course(world, algebra):
    from courses.admin import UnitAdmin

    model_admin = UnitAdmin(Unit, django_admin.site)
    request = RequestFactory().get("/admin/")
    other = UnitFactory(course=world.other_course)
    for persona, own, foreign in (("teacher", True, False), ("other_teacher", False, True), ("admin", True, True),
                                  ("superuser", True, True), ("student", False, False), ("outsider", False, False)):
        request.user = getattr(world, persona)
        request.user.refresh_from_db()
        unit = algebra.units["ALG1"]
        for check in (model_admin.has_view_permission, model_admin.has_change_permission,
                      model_admin.has_delete_permission):
            assert check(request, unit) is own, (persona, check.__name__)
            assert check(request, other) is foreign, (persona, check.__name__)


def test_a_teacher_cannot_pick_another_courses_course_unit_or_clo(world, algebra):
    foreign_clo = CLO.objects.create(course=world.other_course, code="B1", title="Cells")
    client = login(world.teacher)
    form = client.get("/admin/courses/unit/add/").content.decode()
    assert "BIO101" not in form and "Cells" not in form
    response = client.post("/admin/courses/unit/add/", {
        "course": world.other_course.pk, "code": "X1", "title": "Sneaky", "order": 0,
        "prerequisite_edges-TOTAL_FORMS": 0, "prerequisite_edges-INITIAL_FORMS": 0})
    assert response.status_code == 200 and "Select a valid choice" in response.content.decode()
    response = client.post("/admin/courses/unit/add/", {
        "course": algebra.course.pk, "code": "X1", "title": "Sneaky", "order": 0, "clos": [foreign_clo.pk],
        "prerequisite_edges-TOTAL_FORMS": 0, "prerequisite_edges-INITIAL_FORMS": 0})
    assert response.status_code == 200 and "Select a valid choice" in response.content.decode()
    assert not Unit.objects.filter(code="X1").exists()


def test_an_admin_of_two_courses_cannot_mix_their_clos_in_one_unit(world, algebra):
    foreign_clo = CLO.objects.create(course=world.other_course, code="B1", title="Cells")
    response = login(world.admin).post("/admin/courses/unit/add/", {
        "course": algebra.course.pk, "code": "X2", "title": "Mixed", "order": 0, "clos": [foreign_clo.pk],
        "prerequisite_edges-TOTAL_FORMS": 0, "prerequisite_edges-INITIAL_FORMS": 0})
    assert response.status_code == 200
    assert "CLOs must belong to ALG101: B1: Cells." in response.content.decode()
    assert not Unit.objects.filter(code="X2").exists()


def test_a_teacher_adds_a_unit_with_its_clos_and_a_prerequisite(world, algebra):
    response = login(world.teacher).post("/admin/courses/unit/add/", {
        "course": algebra.course.pk, "code": "ALG7", "title": "Inequalities", "order": 7,
        "clos": [algebra.clos["CLO2"].pk],
        "prerequisite_edges-TOTAL_FORMS": 1, "prerequisite_edges-INITIAL_FORMS": 0,
        "prerequisite_edges-0-prerequisite": algebra.id("ALG2")})
    assert response.status_code == 302, response.content.decode()[-2000:]
    unit = Unit.objects.get(code="ALG7")
    assert list(unit.clos.values_list("code", flat=True)) == ["CLO2"]
    assert list(unit.prerequisites.values_list("code", flat=True)) == ["ALG2"]


def test_a_cycle_in_the_unit_graph_is_refused_with_a_clear_message(world, algebra):
    client = login(world.teacher)
    response = client.post("/admin/courses/unitprerequisite/add/", {
        "unit": algebra.id("ALG1"), "prerequisite": algebra.id("ALG3")})
    assert response.status_code == 200
    assert "ALG3 already depends on ALG1; making it a prerequisite would create a cycle." in response.content.decode()
    response = client.post(f"/admin/courses/unit/{algebra.id('ALG1')}/change/", {
        "course": algebra.course.pk, "code": "ALG1", "title": "Variables and expressions", "order": 0,
        "clos": [algebra.clos["CLO1"].pk],
        "prerequisite_edges-TOTAL_FORMS": 1, "prerequisite_edges-INITIAL_FORMS": 0,
        "prerequisite_edges-0-prerequisite": algebra.id("ALG4")})
    assert response.status_code == 200 and "would create a cycle" in response.content.decode()
    assert not UnitPrerequisite.objects.filter(unit=algebra.units["ALG1"]).exists()


def test_exam_questions_need_units_of_their_course_and_a_valid_answer(world, algebra):
    client = login(world.admin)
    foreign_unit = UnitFactory(course=world.other_course, code="B1")
    base = {"course": algebra.course.pk, "tier": "bronze", "prompt": "Solve x + 1 = 2.", "memo": "Subtract 1."}
    response = client.post("/admin/courses/examquestion/add/", {**base, "units": [foreign_unit.pk],
                                                                "options": '["x = 1", "x = 3"]', "answer_index": 0})
    assert "Units must belong to ALG101" in response.content.decode()
    response = client.post("/admin/courses/examquestion/add/", {**base, "units": [algebra.id("ALG2")],
                                                                "options": '["x = 1", "x = 3"]', "answer_index": 2})
    assert "The answer index must point at one of the 2 options" in response.content.decode()
    response = client.post("/admin/courses/examquestion/add/", {**base, "units": [algebra.id("ALG2")],
                                                                "options": '"x = 1"', "answer_index": 0})
    assert "at least two answer options" in response.content.decode()
    assert not ExamQuestion.objects.filter(prompt=base["prompt"]).exists()
    response = client.post("/admin/courses/examquestion/add/", {**base, "units": [algebra.id("ALG2")],
                                                                "options": '["x = 1", "x = 3"]', "answer_index": 0})
    assert response.status_code == 302


def test_learning_settings_are_scoped_and_validated(world, algebra):
    client = login(world.teacher)
    fields = {"course": algebra.course.pk, "bkt_p_init": 0.3, "bkt_p_learn": 0.1, "bkt_p_guess": 0.6, "bkt_p_slip": 0.1,
              "show_reasoning": "on"}
    response = client.post("/admin/learning/learningsettings/add/", fields)
    assert response.status_code == 200 and "p_guess and p_slip must stay below 0.5" in response.content.decode()
    response = client.post("/admin/learning/learningsettings/add/", {**fields, "bkt_p_guess": 0.25})
    assert response.status_code == 302
    settings_row = LearningSettings.objects.get(course=algebra.course)
    assert settings_row.show_reasoning and settings_row.bkt_p_guess == 0.25
    assert login(world.other_teacher).get(f"/admin/learning/learningsettings/{settings_row.pk}/change/").status_code == 302
    response = login(world.other_teacher).post("/admin/learning/learningsettings/add/", {**fields, "bkt_p_guess": 0.25})
    assert "Select a valid choice" in response.content.decode()


def test_turn_logs_are_for_superusers_only_and_teachers_get_counts_without_names(world, algebra):
    students = [world.student] + [make_user(f"learner-zq{i}", "student", world.institution) for i in range(5)]
    from courses.models import Enrollment

    for n, student in enumerate(students):
        Enrollment.objects.get_or_create(student=student, course=algebra.course)
        decision = turn.turn_prepare(student_id=student.pk, course_id=algebra.course.pk, question="q",
                                     query_vector=vector(ALG1=0.9), embedding_model=MODEL, now=NOW)
        turn.turn_record(decision=decision, message_id=uuid.uuid4(), action=decision.choose())
    lonely = turn.turn_prepare(student_id=world.student.pk, course_id=algebra.course.pk, question="q",
                               query_vector=vector(ALG6=0.9), embedding_model=MODEL, now=NOW)
    assert lonely.policy.focus_unit_id == algebra.id("ALG1")  # ALG6 needs ALG1 first
    assert TurnLog.objects.count() == 6
    assert login(world.teacher).get("/admin/learning/turnlog/").status_code == 403
    assert login(world.superuser).get("/admin/learning/turnlog/").status_code == 200
    settings_row = services.learning_settings_update(course_id=algebra.course.pk)
    html = login(world.teacher).get(f"/admin/learning/learningsettings/{settings_row.pk}/change/").content.decode()
    assert "Tutor actions by unit" in html and "ALG1 Variables and expressions" in html and "drill card 6" in html
    for student in students[1:]:
        assert student.username not in html and student.email not in html
    assert world.student.email not in html

    from learning.selectors import turn_action_counts_for_course

    groups, hidden = turn_action_counts_for_course(world.teacher, algebra.course.pk)
    assert [(g.unit_code, g.students, g.turns) for g in groups] == [("ALG1", 6, 6)] and hidden == 0
    TurnLog.objects.filter(student__in=students[1:3]).delete()
    groups, hidden = turn_action_counts_for_course(world.teacher, algebra.course.pk)
    assert groups == [] and hidden == 1
    from django.http import Http404

    with pytest.raises(Http404):
        turn_action_counts_for_course(world.other_teacher, algebra.course.pk)


def test_course_materials_are_scoped_for_teachers(world, algebra, django_capture_on_commit_callbacks):
    from materials.services import material_create_from_text

    with django_capture_on_commit_callbacks(execute=False):
        mine = material_create_from_text(course=algebra.course, title="mine.md", text="# Mine\n\nAlgebra notes.")
        theirs = material_create_from_text(course=world.other_course, title="theirs.md", text="# Theirs\n\nCells.")
    html = login(world.teacher).get("/admin/materials/coursematerial/").content.decode()
    assert "mine.md" in html and "theirs.md" not in html
    assert login(world.teacher).get(f"/admin/materials/coursematerial/{theirs.pk}/change/").status_code == 302
    assert login(world.other_teacher).get(f"/admin/materials/coursematerial/{theirs.pk}/change/").status_code == 200
    assert mine.pk


def test_the_unit_clos_can_feed_the_cold_start(world, algebra):
    from courses.models import CLOAttainment

    CLOAttainment.objects.create(student=world.student, clo=algebra.clos["CLO2"], percent=Decimal("75"))
    decision = turn.turn_prepare(student_id=world.student.pk, course_id=algebra.course.pk, question="q",
                                 query_vector=vector(), embedding_model=MODEL, now=NOW)
    assert {decision.code(u) for u, v in decision.tier_sources.items() if v["source"] == "clo_attainment"} <= {"ALG2", "ALG3"}
