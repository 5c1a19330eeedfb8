"""Seed a throwaway database for a fault scenario, in a process of its own (the test process is
connected to the test database): migrate, then one course with indexed notes, a teacher, students
with API tokens and a conversation each. Prints the ids and tokens as one JSON line.

    DATABASE_URL=... REDIS_URL=... python -m tests.reliability.seed STUDENTS
"""

from __future__ import annotations

import json
import os
import sys


def main(students: int) -> dict:
    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    django.setup()
    from django.core.management import call_command

    call_command("migrate", interactive=False, verbosity=0)

    from courses.api_tokens import api_token_create
    from courses.models import Enrollment, Role
    from materials.services import material_create_from_text, material_index
    from tests.factories import CourseFactory, InstitutionFactory, make_user
    from tests.tutor.conftest import NOTES
    from tutor import services

    institution = InstitutionFactory(name="Chaos College", slug="chaos")
    teacher = make_user("chaos-teacher", Role.TEACHER, institution)
    course = CourseFactory(institution=institution, code="CH101", title="Algebra", teacher=teacher)
    material = material_create_from_text(course=course, title="alg_notes_linear.md", text=NOTES.read_text()[:4000])
    assert material_index(material_id=material.pk, version=material.version) == "indexed"
    rows = []
    for i in range(students):
        student = make_user(f"chaos-student{i}", Role.STUDENT, institution)
        Enrollment.objects.create(student=student, course=course)
        _, token = api_token_create(user=student, name="chaos")
        conversation = services.conversation_create(user=student, course_id=course.pk)
        rows.append({"token": token, "conversation_id": str(conversation.pk)})
    _, teacher_token = api_token_create(user=teacher, name="chaos")
    return {"course_id": course.pk, "teacher_token": teacher_token, "students": rows}


if __name__ == "__main__":
    print(json.dumps(main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)))
