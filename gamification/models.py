"""XP transactions: an append-only ledger of the points a student earned, and why.

The database, not the code, makes a double award impossible:

* ``(source, reference_id)`` is unique, so one conversation earns the engagement award once and
  one rated message earns a rating award once, however often a signal or task is retried;
* a rating award takes one of three numbered slots of its student's day, and
  ``(student, award_date, slot)`` is unique, so concurrent ratings can never exceed the daily cap.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _
from django.db.models import Q

RATING_SLOTS_PER_DAY = 3


class XPSource(models.TextChoices):
    TUTOR_ENGAGEMENT = "tutor_engagement", _("Tutor conversation")
    TUTOR_RATING = "tutor_rating", _("Rated a tutor answer")


# Practice awards (gamification/services.py ``xp_award_for_practice``). Kept out of ``XPSource`` so the
# field's choices, and so its migration, stay as they are; the admin shows the raw value.
PRACTICE_DRILL = "practice_drill"
PRACTICE_EXAM = "practice_exam"
PRACTICE_SOURCES = (PRACTICE_DRILL, PRACTICE_EXAM)
PRACTICE_LABELS = {PRACTICE_DRILL: _("Correct drill"), PRACTICE_EXAM: _("Exam question passed")}


class XPTransaction(models.Model):
    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="xp_transactions")
    amount = models.PositiveIntegerField()
    source = models.CharField(max_length=30, choices=XPSource.choices)
    reference_id = models.CharField(
        max_length=64, help_text=_("What earned the points: a conversation id (engagement) or a message id (rating).")
    )
    award_date = models.DateField(help_text=_("The student's calendar day of the award (TIME_ZONE), for daily caps."))
    slot = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text=_("Rating awards only: which of the day's slots (1..3) this award used.")
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        verbose_name = "XP transaction"
        constraints = [
            models.UniqueConstraint(fields=["source", "reference_id"], name="xp_once_per_reference"),
            models.UniqueConstraint(
                fields=["student", "award_date", "slot"],
                condition=Q(source=XPSource.TUTOR_RATING),
                name="xp_rating_slot_unique_per_day",
            ),
            models.CheckConstraint(condition=Q(amount__gt=0), name="xp_amount_positive"),
            models.CheckConstraint(
                condition=(Q(source=XPSource.TUTOR_RATING) & Q(slot__isnull=False) & Q(slot__gte=1) & Q(slot__lte=RATING_SLOTS_PER_DAY))
                | (~Q(source=XPSource.TUTOR_RATING) & Q(slot__isnull=True)),
                name="xp_rating_has_valid_slot",
            ),
        ]
        indexes = [models.Index(fields=["student", "-created_at"], name="xp_student_recent")]

    def get_source_display(self) -> str:
        """The source's label, the practice sources included (they are not among the field's choices)."""
        return str(PRACTICE_LABELS.get(self.source) or dict(XPSource.choices).get(self.source, self.source))

    def __str__(self) -> str:
        return f"+{self.amount} XP ({self.get_source_display()})"
