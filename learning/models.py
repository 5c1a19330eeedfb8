"""The learning loop's state (seed 002): per-course settings, the learner snapshot, unit anchors, the turn log.

The snapshot is relational: one ``LearnerSnapshot`` per (student, course) and one ``UnitProgress``
row per unit the student has touched (or that graded work placed at a tier on first contact),
``QuestionTouch`` rows for the exam questions they met (the revisit queue is the touched ones marked
for revisit), ``ConfusionTag`` counts per progress row, and ``GradedEvidence``: every graded drill
or exam result, the only thing that moves tiers and the BKT estimate and the data the BKT fit reads.
``LearnerSnapshot.version`` is bumped by every write to any of these, which is what the
compare-and-swap in learning/services.py compares.
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.db import models
from django.utils.translation import gettext_lazy as _
from django.db.models import Q
from pgvector.django import VectorField

from courses.models import Course, ExamAttempt, ExamQuestion, Tier, Unit


class MasteryTier(models.TextChoices):
    NONE = "none", _("None")
    BRONZE = "bronze", _("Bronze")
    SILVER = "silver", _("Silver")
    GOLD = "gold", _("Gold")


class TierSource(models.TextChoices):
    """Where a unit's tier came from (the turn log shows it)."""

    DEFAULT = "default", _("No graded work yet")
    CLO_ATTAINMENT = "clo_attainment", _("Graded CLO attainment (cold start)")
    EVIDENCE = "evidence", _("Drill and exam results")


class ProgressStatus(models.TextChoices):
    NOT_STARTED = "not_started", _("Not started")
    IN_PROGRESS = "in_progress", _("In progress")
    MASTERED = "mastered", _("Mastered (gold)")


class LearningSettings(models.Model):
    """A course's learning-loop settings, set by its teacher. A course without a row uses the defaults
    below (learning/bkt.py ``DEFAULT_PARAMS``, reasoning hidden)."""

    course = models.OneToOneField(Course, on_delete=models.CASCADE, related_name="learning_settings")
    bkt_p_init = models.FloatField("P(known at start)", default=0.2,
                                   help_text=_("Probability a student already knows a unit before any graded work."))
    bkt_p_learn = models.FloatField("P(learn per attempt)", default=0.15,
                                    help_text=_("Probability of learning the unit at each graded attempt."))
    bkt_p_guess = models.FloatField("P(guess)", default=0.2,
                                    help_text=_("Probability of a correct answer without knowing the unit."))
    bkt_p_slip = models.FloatField("P(slip)", default=0.1,
                                   help_text=_("Probability of a wrong answer while knowing the unit."))
    show_reasoning = models.BooleanField(
        "Show tutor reasoning", default=False,
        help_text=_("Students see a drawer with the tutor's policy for their own turns (always on when DEBUG is)."),
    )
    fitted_at = models.DateTimeField(null=True, blank=True, help_text=_("When `manage.py bkt_fit` last set the BKT values."))
    fitted_observations = models.PositiveIntegerField(default=0, help_text=_("Graded results that fit used."))
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = "learning settings"
        verbose_name_plural = "learning settings"
        constraints = [
            models.CheckConstraint(condition=Q(bkt_p_init__gt=0) & Q(bkt_p_init__lt=1), name="bkt_p_init_open_unit"),
            models.CheckConstraint(condition=Q(bkt_p_learn__gt=0) & Q(bkt_p_learn__lt=1), name="bkt_p_learn_open_unit"),
            models.CheckConstraint(condition=Q(bkt_p_guess__gt=0) & Q(bkt_p_guess__lt=0.5), name="bkt_p_guess_below_half"),
            models.CheckConstraint(condition=Q(bkt_p_slip__gt=0) & Q(bkt_p_slip__lt=0.5), name="bkt_p_slip_below_half"),
        ]

    def __str__(self) -> str:
        return f"Learning settings of {self.course.code}"


class LearnerSnapshot(models.Model):
    """One student's learning state in one course, created on their first tutor turn."""

    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="learner_snapshots")
    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="learner_snapshots")
    focus_unit = models.ForeignKey(Unit, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    target_unit = models.ForeignKey(Unit, null=True, blank=True, on_delete=models.SET_NULL, related_name="+",
                                    help_text=_("The last turn's primary target (the focus is its prerequisite when blocked)."))
    version = models.PositiveIntegerField(default=1, help_text=_("Bumped by every write; writers compare and swap on it."))
    last_turn_analysis = models.JSONField(null=True, blank=True,
                                          help_text=_("The model's mapping and intent for the last turn (never tiers or tags)."))
    last_turn_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["student", "course"], name="snapshot_unique_per_student_course")]

    def __str__(self) -> str:
        return f"Snapshot #{self.pk} ({self.course_id})"


class UnitProgress(models.Model):
    """A student's evidence and mastery in one unit (sparse: only touched or cold-started units)."""

    snapshot = models.ForeignKey(LearnerSnapshot, on_delete=models.CASCADE, related_name="progress")
    unit = models.ForeignKey(Unit, on_delete=models.CASCADE, related_name="+")
    status = models.CharField(max_length=12, choices=ProgressStatus.choices, default=ProgressStatus.NOT_STARTED)
    tier = models.CharField(max_length=6, choices=MasteryTier.choices, default=MasteryTier.NONE)
    tier_source = models.CharField(max_length=16, choices=TierSource.choices, default=TierSource.DEFAULT)
    mastery_p = models.FloatField(help_text=_("Bayesian knowledge tracing estimate that the unit is known."))
    drill_attempts = models.PositiveIntegerField(default=0)
    drill_correct = models.PositiveIntegerField(default=0)
    drill_streak = models.PositiveIntegerField(default=0)
    exam_passed_bronze = models.PositiveIntegerField(default=0)
    exam_passed_silver = models.PositiveIntegerField(default=0)
    exam_passed_gold = models.PositiveIntegerField(default=0)
    last_touched_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name_plural = "unit progress"
        constraints = [
            models.UniqueConstraint(fields=["snapshot", "unit"], name="progress_unique_per_snapshot_unit"),
            models.CheckConstraint(condition=Q(mastery_p__gte=0) & Q(mastery_p__lte=1), name="progress_mastery_p_range"),
            models.CheckConstraint(condition=Q(drill_correct__lte=models.F("drill_attempts")), name="progress_correct_le_attempts"),
        ]


class ConfusionTag(models.Model):
    """How often drill grading named a common mistake in a unit (seed: only drill grading adds tags)."""

    progress = models.ForeignKey(UnitProgress, on_delete=models.CASCADE, related_name="confusion_tags")
    tag = models.CharField(max_length=60)
    count = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["progress", "tag"], name="confusion_tag_unique")]


class QuestionTouch(models.Model):
    """An exam question the student met (seed: ``examTouched``); ``revisit`` puts it in the revisit queue.
    When it may be tried again is the exam system's business (``ExamAttempt.locked_until``)."""

    snapshot = models.ForeignKey(LearnerSnapshot, on_delete=models.CASCADE, related_name="question_touches")
    question = models.ForeignKey(ExamQuestion, on_delete=models.CASCADE, related_name="+")
    unit = models.ForeignKey(Unit, on_delete=models.CASCADE, related_name="+")
    tier = models.CharField(max_length=6, choices=Tier.choices)
    revisit = models.BooleanField(default=False)
    touched_at = models.DateTimeField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["snapshot", "question"], name="question_touch_unique")]
        indexes = [models.Index(fields=["snapshot", "revisit"])]


class EvidenceKind(models.TextChoices):
    DRILL = "drill", _("Drill")
    EXAM = "exam", _("Exam question")


class GradedEvidence(models.Model):
    """One graded result for one unit: what moves tiers and the BKT estimate, and what the BKT fit reads."""

    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="+")
    unit = models.ForeignKey(Unit, on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=5, choices=EvidenceKind.choices)
    correct = models.BooleanField()
    tier = models.CharField(max_length=6, choices=Tier.choices, blank=True)
    exam_attempt = models.ForeignKey(ExamAttempt, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    mistake_tag = models.CharField(max_length=60, blank=True)
    card_id = models.UUIDField(null=True, blank=True,
                               help_text=_("The sealed drill card graded (one grading per card: a card cannot be replayed)."))
    mastery_p_after = models.FloatField()
    created_at = models.DateTimeField()

    class Meta:
        verbose_name_plural = "graded evidence"
        indexes = [models.Index(fields=["course", "unit", "student", "created_at"])]
        constraints = [
            models.UniqueConstraint(fields=["exam_attempt", "unit"], condition=Q(exam_attempt__isnull=False),
                                    name="evidence_once_per_exam_attempt_unit"),
            models.UniqueConstraint(fields=["student", "card_id"], condition=Q(card_id__isnull=False),
                                    name="evidence_once_per_drill_card"),
        ]


class UnitAnchor(models.Model):
    """A unit's anchor text (title, description, CLOs, key terms of its materials) embedded like a chunk,
    so a question can be placed in a unit without a model. One row per unit and embedding model."""

    unit = models.ForeignKey(Unit, on_delete=models.CASCADE, related_name="anchors")
    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="+")
    embedding_model = models.CharField(max_length=120)
    text = models.TextField()
    text_hash = models.CharField(max_length=64, help_text=_("SHA-256 of the text; an unchanged text is not embedded again."))
    embedding = VectorField()
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["unit", "embedding_model"], name="anchor_unique_per_unit_model")]
        indexes = [models.Index(fields=["course", "embedding_model"], name="anchor_course_model")]


class TurnLog(models.Model):
    """Why the tutor did what it did in one turn (seed PF-7.1): one row per assistant message.

    Only superusers read rows (Django admin); teachers get per-unit aggregates without identities
    (learning/selectors.py ``turn_action_counts_for_course``)."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    message_id = models.UUIDField(unique=True, help_text=_("The assistant message this turn produced (tutor app)."))
    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="+")
    snapshot_version = models.PositiveIntegerField(help_text=_("The snapshot version the policy was computed from."))
    mapped_units = models.JSONField(default=list, help_text=_("[{unit_id, confidence, anchor, passages, model}]"))
    focus_unit = models.ForeignKey(Unit, null=True, on_delete=models.SET_NULL, related_name="+")
    target_unit = models.ForeignKey(Unit, null=True, on_delete=models.SET_NULL, related_name="+")
    blocker_unit = models.ForeignKey(Unit, null=True, on_delete=models.SET_NULL, related_name="+")
    scoped_unit_ids = ArrayField(models.BigIntegerField(), default=list)
    candidate_scores = models.JSONField(default=list, help_text=_("[{unit_id, score}] best first"))
    allowed_actions = ArrayField(models.CharField(max_length=20), default=list)
    stuck = models.BooleanField(default=False)
    exam_ready = models.BooleanField(default=False)
    desired_tier = models.CharField(max_length=6, choices=Tier.choices)
    exam_availability = models.CharField(max_length=9)
    next_eligible_at = models.DateTimeField(null=True, blank=True)
    action = models.CharField(max_length=20)
    action_unit = models.ForeignKey(Unit, null=True, on_delete=models.SET_NULL, related_name="+")
    validated = models.BooleanField(help_text=_("True when a model's action passed validation against the policy."))
    fell_back = models.BooleanField(help_text=_("True when the deterministic chooser decided (no model, or an invalid one)."))
    fallback_reason = models.CharField(max_length=200, blank=True)
    tier_sources = models.JSONField(default=dict, help_text=_("{unit_id: {tier, source}} for the scoped units"))
    policy = models.JSONField(help_text=_("The policy as sent to the model (PF-3.6.3)."))
    created_at = models.DateTimeField()

    class Meta:
        ordering = ["-created_at"]
        indexes = [
            models.Index(fields=["course", "created_at"]),
            models.Index(fields=["student", "course", "-created_at"]),
        ]


class DrillTemplate(models.Model):
    """A teacher's drill for a unit (seed: drills are generated, never stored; the template is the
    teacher's recipe, each card drawn from it is built at request time and sealed, learning/sealing.py).

    ``prompt`` names parameters in braces (``Solve {a}x + {b} = {c} for x``); ``parameters`` gives each
    an inclusive integer range (``{"a": [2, 9], ...}``); ``answer`` is a plain expression over the
    parameters (``(c - b)/a``) that the grader compares with SymPy; ``wrong_answers`` maps common wrong
    answers (expressions over the parameters) to confusion tags."""

    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="drill_templates")
    unit = models.ForeignKey(Unit, on_delete=models.CASCADE, related_name="drill_templates")
    prompt = models.CharField(max_length=300, help_text=_("The question, with parameters in braces: Solve {a}x + {b} = {c} for x."))
    parameters = models.JSONField(default=dict, blank=True,
                                  help_text=_('Each parameter\'s inclusive integer range: {"a": [2, 9], "b": [1, 9]}.'))
    answer = models.CharField(max_length=120, help_text=_("The answer as an expression over the parameters: (c - b)/a."))
    variable = models.CharField(max_length=8, blank=True, default="x",
                                help_text=_("The unknown, so that an answer written as x = 4 is accepted."))
    tolerance = models.FloatField(default=0, help_text=_("Accepted absolute difference for numeric answers (0: exact)."))
    wrong_answers = models.JSONField(default=list, blank=True,
                                     help_text=_('Common wrong answers and their confusion tag: [{"answer": "(c + b)/a", "tag": "sign-error"}].'))
    hint = models.CharField(max_length=300, blank=True, help_text=_("Shown with an incorrect answer."))
    enabled = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["course", "unit", "pk"]
        constraints = [models.CheckConstraint(condition=Q(tolerance__gte=0), name="drill_tolerance_non_negative")]

    def __str__(self) -> str:
        return self.prompt[:80]


# --------------------------------------------------------------------------- learning sessions (seed 004)


class StepKind(models.TextChoices):
    EXPLAIN = "explain", _("Explain")
    CHECK = "check", _("Check")
    PRACTICE = "practice", _("Practice")


class StudyPlan(models.Model):
    """A unit's study plan, written by its teacher (a unit without one is taught the default plan:
    learning/sessions/study_plan.py). Sessions copy the steps when they start, so editing a plan
    never moves a student who is half-way through it."""

    unit = models.OneToOneField(Unit, on_delete=models.CASCADE, related_name="study_plan")
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"Study plan of {self.unit}"


class StudyPlanStep(models.Model):
    plan = models.ForeignKey(StudyPlan, on_delete=models.CASCADE, related_name="steps")
    order = models.PositiveSmallIntegerField(default=0, help_text=_("Steps are taught in increasing order."))
    kind = models.CharField(max_length=8, choices=StepKind.choices)
    concept = models.CharField(max_length=200, help_text=_("What the step teaches, in the student's words."))
    section = models.CharField(max_length=300, blank=True,
                               help_text=_("The material section (heading) the step draws its passages from."))

    class Meta:
        ordering = ["plan", "order", "pk"]
        constraints = [models.UniqueConstraint(fields=["plan", "order"], name="study_plan_step_order_unique")]

    def __str__(self) -> str:
        return f"{self.order}. {self.kind}: {self.concept}"


class SessionMode(models.TextChoices):
    CLARIFY = "clarify", _("Clarify doubts")
    TEACH_ME = "teach_me", _("Teach me")
    EXAM = "exam", _("Exam")


class SessionStatus(models.TextChoices):
    ACTIVE = "active", _("Active")
    PAUSED = "paused", _("Paused")
    ENDED = "ended", _("Ended")


class LearningSession(models.Model):
    """A student's learning session in one mode (seed 004). ``unit`` is empty only for a whole-course
    exam. ``version`` is bumped by every write, which is a compare-and-swap on it
    (learning/sessions/services.py). ``state`` holds the plan copy, the lesson position, coverage,
    concepts discussed and exam progress (shape: learning/sessions/state.py)."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="learning_sessions")
    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="learning_sessions")
    unit = models.ForeignKey(Unit, null=True, blank=True, on_delete=models.CASCADE, related_name="learning_sessions")
    mode = models.CharField(max_length=8, choices=SessionMode.choices)
    status = models.CharField(max_length=6, choices=SessionStatus.choices, default=SessionStatus.ACTIVE)
    step_index = models.PositiveSmallIntegerField(default=1, help_text=_("The current plan step, 1-indexed (Teach me)."))
    version = models.PositiveIntegerField(default=1, help_text=_("Bumped by every write; writers compare and swap on it."))
    state = models.JSONField(default=dict, blank=True)
    conversation_id = models.UUIDField(
        null=True, blank=True, db_index=True,
        help_text=_("The tutor conversation the session runs in (a plain id: learning never imports tutor)."))
    created_at = models.DateTimeField()
    updated_at = models.DateTimeField()
    paused_at = models.DateTimeField(null=True, blank=True)
    ended_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-updated_at"]
        indexes = [models.Index(fields=["student", "course", "-updated_at"], name="session_student_course_recent")]
        constraints = [
            # a unit has at most one open Teach me session per student: a second start resumes it
            models.UniqueConstraint(fields=["student", "unit"],
                                    condition=Q(mode="teach_me") & ~Q(status="ended"),
                                    name="session_one_open_teach_me_per_unit"),
            models.CheckConstraint(condition=Q(unit__isnull=False) | Q(mode="exam"), name="session_unit_unless_exam"),
            models.CheckConstraint(condition=Q(step_index__gte=1), name="session_step_index_from_one"),
        ]

    def __str__(self) -> str:
        return f"{self.get_mode_display()} session {self.pk}"


class ShownCard(models.Model):
    """A card as a conversation showed it, so the timeline survives a reload (seed 002 keeps a drill only
    in "what appears in the message payload": this is that payload, the sealed token included and the
    expected answer never). ``conversation_id`` and ``message_id`` name the tutor's conversation and the
    assistant message the card followed (none for a card a client event appended); plain ids, not
    foreign keys, because learning never imports the tutor app. Rows are read only for their own
    student, so an id a client made up shows nothing to anyone else."""

    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="+")
    conversation_id = models.UUIDField()
    message_id = models.UUIDField(null=True, blank=True)
    card = models.JSONField(help_text=_("The card as the browser got it (drill: prompt and sealed token; exam: no key)."))
    created_at = models.DateTimeField()

    class Meta:
        indexes = [models.Index(fields=["student", "conversation_id", "created_at"], name="shown_card_timeline")]
