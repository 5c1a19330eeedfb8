"""`python manage.py seed_demo`: the demo institution, people and algebra course. Idempotent.

Everything comes from devtools/demo_material/manifest.json (written by the team). Running it again
changes nothing that already exists; the demo materials are queued for indexing once.
"""

from __future__ import annotations

import json
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction
from django.utils import timezone

from courses.models import (
    CLO, Assignment, AssignmentCLOWeight, CLOAttainment, Course, Enrollment, ExamQuestion, Institution, Profile,
    RubricCriterion, Role, Unit,
)
from courses.services import unit_prerequisite_add

DEMO_DIR = Path(__file__).resolve().parents[2] / "demo_material"
DEMO_PASSWORD = "learn-algebra-2026"

# username, role (None = superuser operator), display name
PEOPLE = [
    ("teacher", Role.TEACHER, "Ms Rivera"),
    ("student", Role.STUDENT, "Amina"),
    ("student2", Role.STUDENT, "Ben"),
    ("student3", Role.STUDENT, "Chloé"),
    ("staff", Role.ADMIN, "Dr Okafor"),
    ("admin", None, "Site operator"),
]

# Attainment per student and CLO: some below 70% so the tutor has gaps to adapt to.
ATTAINMENT = {
    "student": {"CLO1": 82, "CLO2": 64, "CLO3": 48, "CLO4": 71},
    "student2": {"CLO1": 91, "CLO2": 88, "CLO3": 73, "CLO4": 59},
    "student3": {"CLO1": 55, "CLO2": 61, "CLO3": 38, "CLO4": 42},
}


class Command(BaseCommand):
    help = "Create the demo institution, accounts and algebra course (safe to run again)."

    def handle(self, *args, **options):
        manifest = json.loads((DEMO_DIR / "manifest.json").read_text())
        with transaction.atomic():
            users = self._people()
            course = self._course(manifest, users["teacher"])
            for name in ("student", "student2", "student3"):
                Enrollment.objects.get_or_create(student=users[name], course=course)
                for clo in course.clos.all():
                    CLOAttainment.objects.get_or_create(
                        student=users[name], clo=clo, defaults={"percent": Decimal(ATTAINMENT[name][clo.code])}
                    )
            self._assignments(manifest, course)
            self._exam_questions(manifest, course)
            self._drill_templates(manifest, course)
        queued = self._materials(manifest, course, users["teacher"])
        self._print_logins(queued)

    def _people(self) -> dict:
        institution, _ = Institution.objects.get_or_create(slug="demo", defaults={"name": "Demo College"})
        User = get_user_model()
        users = {}
        for username, role, display in PEOPLE:
            user, created = User.objects.get_or_create(
                username=username, defaults={"email": f"{username}@demo.coursetutor.local", "first_name": display}
            )
            if created:
                user.set_password(DEMO_PASSWORD)
                if role is None:
                    user.is_staff = user.is_superuser = True
                user.save()
            if role is not None:
                Profile.objects.get_or_create(user=user, defaults={"institution": institution, "role": role, "display_name": display})
                if role in (Role.TEACHER, Role.ADMIN) and not user.is_staff:
                    # a demo made before teachers worked in the Django admin (new profiles get it by signal)
                    user.is_staff = True
                    user.save(update_fields=["is_staff"])
            users[username] = user
        return users

    def _course(self, manifest: dict, teacher) -> Course:
        spec = manifest["course"]
        institution = Institution.objects.get(slug="demo")
        course, _ = Course.objects.get_or_create(
            institution=institution, code=spec["code"],
            defaults={"title": spec["title"], "description": spec["description"], "teacher": teacher},
        )
        for clo in manifest["clos"]:
            CLO.objects.get_or_create(course=course, code=clo["code"], defaults={"title": clo["title"], "bloom_level": clo["bloom_level"]})
        clos = {c.code: c for c in course.clos.all()}
        units = {}
        for unit in manifest["units"]:
            units[unit["code"]], created = Unit.objects.get_or_create(
                course=course, code=unit["code"],
                defaults={"title": unit["title"], "order": unit["order"], "anchor_text": unit.get("description", "")},
            )
            if not created and not units[unit["code"]].anchor_text and unit.get("description"):
                units[unit["code"]].anchor_text = unit["description"]  # a demo seeded before units had one
                units[unit["code"]].save(update_fields=["anchor_text"])
            if not units[unit["code"]].clos.exists():  # a teacher's own choice is never overwritten
                units[unit["code"]].clos.set([clos[code] for code in unit.get("clos", [])])
        for unit in manifest["units"]:
            for prerequisite in unit["prerequisites"]:
                unit_prerequisite_add(unit=units[unit["code"]], prerequisite=units[prerequisite])
        return course

    def _assignments(self, manifest: dict, course: Course) -> None:
        clos = {c.code: c for c in course.clos.all()}
        for spec in manifest["assignments"]:
            assignment, created = Assignment.objects.get_or_create(
                course=course, title=spec["title"],
                defaults={"description": spec["description"], "graded": spec["graded"],
                          "due_at": timezone.now() + timedelta(days=spec["due_in_days"])},
            )
            if not created:
                continue
            for code, weight in spec["clo_weights"].items():
                AssignmentCLOWeight.objects.create(assignment=assignment, clo=clos[code], weight=Decimal(str(weight)))
            for order, criterion in enumerate(spec["rubric"]):
                RubricCriterion.objects.create(assignment=assignment, order=order, title=criterion["title"],
                                               description=criterion["description"], max_points=criterion["max_points"])

    def _exam_questions(self, manifest: dict, course: Course) -> None:
        units = {u.code: u for u in course.units.all()}
        for spec in manifest["exam_questions"]:
            question, created = ExamQuestion.objects.get_or_create(
                course=course, prompt=spec["question"],
                defaults={"tier": spec["tier"], "options": spec["options"], "answer_index": spec["answer_index"], "memo": spec["memo"]},
            )
            if created:
                question.units.add(units[spec["unit"]])

    def _drill_templates(self, manifest: dict, course: Course) -> None:
        from learning.models import DrillTemplate

        units = {u.code: u for u in course.units.all()}
        for spec in manifest.get("drill_templates", []):
            DrillTemplate.objects.get_or_create(
                course=course, unit=units[spec["unit"]], prompt=spec["prompt"],
                defaults={"parameters": spec["parameters"], "answer": spec["answer"], "variable": spec["variable"],
                          "wrong_answers": spec["wrong_answers"], "hint": spec["hint"]},
            )

    def _materials(self, manifest: dict, course: Course, teacher) -> int:
        from materials.models import CourseMaterial
        from materials.services import material_upload

        clos = {c.code: c.pk for c in course.clos.all()}
        units = {u.code: u.pk for u in course.units.all()}
        queued = 0
        for spec in manifest["materials"]:
            data = (DEMO_DIR / spec["filename"]).read_bytes()
            if CourseMaterial.objects.filter(course=course, source_filename=spec["filename"]).exists():
                continue
            material_upload(
                user=teacher, course=course, filename=spec["filename"], data=data, material_type=spec["material_type"],
                clo_ids=[clos[c] for c in spec["clos"]], unit_id=units[spec["units"][0]], bloom_level=spec["bloom_level"],
            )
            queued += 1
        return queued

    def _print_logins(self, queued: int) -> None:
        self.stdout.write(self.style.SUCCESS("Demo data ready." + (f" {queued} demo file(s) queued for indexing." if queued else "")))
        self.stdout.write(f"Demo logins (password for all: {DEMO_PASSWORD}):")
        for username, role, display in PEOPLE:
            landing = {Role.STUDENT: "student dashboard", Role.TEACHER: "teacher dashboard (and /admin/)",
                       Role.ADMIN: "staff area"}.get(role, "Django admin")
            self.stdout.write(f"  {username:<9} {display:<14} → {landing}")
        if not settings.DEBUG:
            self.stdout.write(self.style.WARNING("DEBUG is off: change these demo passwords before exposing this server."))
