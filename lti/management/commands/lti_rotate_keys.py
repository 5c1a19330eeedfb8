"""Rotate CourseTutor's LTI signing key (run it on a schedule, e.g. monthly)."""

from django.core.management.base import BaseCommand
from django.utils import timezone

from lti.keys import keys_rotate


class Command(BaseCommand):
    help = ("Create a new LTI signing key. The previous keys stay in the JWKS for LTI_KEY_GRACE_DAYS, "
            "then a later rotation deletes them.")

    def handle(self, *args, **options) -> None:
        rotation = keys_rotate(now=timezone.now())
        self.stdout.write(f"New signing key {rotation.new_kid}.")
        for kid in rotation.retired:
            self.stdout.write(f"Retired {kid} (still published for the grace period).")
        for kid in rotation.deleted:
            self.stdout.write(f"Deleted {kid} (its grace period is over).")
