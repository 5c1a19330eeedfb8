"""Course slugs (issue 20, seed 001 §3): the API names a course by id, slug or code.

Slugs are unique across the deployment. Existing courses get one from their code, in id order (the
oldest course keeps the plain code), with the institution's slug or a number added on a clash; the
derivation is a frozen copy of courses/slugs.py as it was when this migration was written.
"""

import itertools

from django.db import migrations, models
from django.utils.text import slugify

import courses.models


def _candidates(code, institution_slug):
    base = slugify(code)[:60].strip("-") or "course"
    if not any(ch.isalpha() for ch in base):
        base = f"course-{base}"
    yield base
    institution = slugify(institution_slug)[:80 - len(base) - 1].strip("-")
    if any(ch.isalpha() for ch in institution):  # a letter: never equal to a numbered candidate
        yield f"{base}-{institution}"
    for n in itertools.count(2):
        yield f"{base}-{n}"


def fill_slugs(apps, schema_editor):
    Course = apps.get_model("courses", "Course")
    taken = set()
    for course in Course.objects.select_related("institution").order_by("pk"):
        course.slug = next(s for s in _candidates(course.code, course.institution.slug) if s not in taken)
        taken.add(course.slug)
        course.save(update_fields=["slug"])


class Migration(migrations.Migration):

    dependencies = [
        ("courses", "0004_examattempt_support_view"),
    ]

    operations = [
        migrations.AddField(
            model_name="course",
            name="slug",
            field=models.SlugField(max_length=80, null=True, db_index=False),  # the unique index comes below
        ),
        migrations.RunPython(fill_slugs, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="course",
            name="slug",
            field=models.SlugField(
                help_text="Names the course in API calls and links, e.g. alg101. Leave blank to derive it from the code.",
                max_length=80, unique=True, blank=True, validators=[courses.models.validate_course_slug],
            ),
        ),
    ]
