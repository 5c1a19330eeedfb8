"""`manage.py bkt_fit --course CODE [--institution SLUG] [--dry-run]`: fit a course's BKT values to its
recorded drill and exam results (learning/fitting.py) and store them in its learning settings."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from courses.models import Course
from learning import bkt
from learning.fitting import course_bkt_fit


class Command(BaseCommand):
    help = "Fit a course's knowledge-tracing (BKT) values to its recorded graded results."

    def add_arguments(self, parser):
        parser.add_argument("--course", required=True, help="Course code (or id).")
        parser.add_argument("--institution", help="Institution slug, when several institutions use the code.")
        parser.add_argument("--dry-run", action="store_true", help="Print the fit without saving it.")
        parser.add_argument("--restarts", type=int, default=5, help="EM runs from different starting points (default 5).")

    def handle(self, *args, course: str, institution: str | None, dry_run: bool, restarts: int, **options):
        courses = Course.objects.filter(pk=int(course)) if course.isdigit() else Course.objects.filter(code=course)
        if institution:
            courses = courses.filter(institution__slug=institution)
        found = list(courses[:2])
        if not found:
            raise CommandError(f"No course {course!r}" + (f" at {institution!r}." if institution else "."))
        if len(found) > 1:
            raise CommandError(f"Several institutions have a course {course!r}: add --institution SLUG.")
        if restarts < 1:
            raise CommandError("--restarts must be at least 1.")
        try:
            fit = course_bkt_fit(course_id=found[0].pk, save=not dry_run, restarts=restarts)
        except bkt.NotEnoughEvidence as error:
            raise CommandError(f"{error} The course keeps its current values.") from error
        p = fit.result.params
        self.stdout.write(
            f"{found[0].code}: {fit.result.observations} results in {fit.result.sequences} student-unit sequences, "
            f"log likelihood {fit.result.log_likelihood:.1f} after {fit.result.iterations} iterations.\n"
            f"  P(known at start) {p.p_init:.3f}  P(learn) {p.p_learn:.3f}  P(guess) {p.p_guess:.3f}  P(slip) {p.p_slip:.3f}"
        )
        self.stdout.write(self.style.SUCCESS("Saved to the course's learning settings.") if not dry_run
                          else "Dry run: nothing saved.")
