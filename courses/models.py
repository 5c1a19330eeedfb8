"""Institutions, people, courses and what a course is made of (outcomes, units, assignments, exams)."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _
from django.utils.translation import gettext


class Role(models.TextChoices):
    STUDENT = "student", _("Student")
    TEACHER = "teacher", _("Teacher")
    ADMIN = "admin", _("Institution admin")


class BloomLevel(models.TextChoices):
    REMEMBER = "remember", _("Remember")
    UNDERSTAND = "understand", _("Understand")
    APPLY = "apply", _("Apply")
    ANALYZE = "analyze", _("Analyze")
    EVALUATE = "evaluate", _("Evaluate")
    CREATE = "create", _("Create")


class Institution(models.Model):
    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=80, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return self.name


class Profile(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile")
    institution = models.ForeignKey(Institution, on_delete=models.PROTECT, related_name="profiles")
    role = models.CharField(max_length=10, choices=Role.choices, default=Role.STUDENT)
    display_name = models.CharField(max_length=120, blank=True)
    # The interface language this person chose with the picker; blank follows the browser.
    language = models.CharField(_("language"), max_length=8, blank=True, choices=settings.LANGUAGES)

    class Meta:
        indexes = [models.Index(fields=["institution", "role"])]

    def __str__(self) -> str:
        return f"{self.display_name or self.user.get_username()} ({self.get_role_display()})"


def validate_course_slug(value: str) -> None:
    """A course slug holds at least one letter, so it is never mistaken for a course id."""
    from django.core.exceptions import ValidationError

    if not any(ch.isalpha() for ch in value):
        raise ValidationError(gettext("A course slug must contain a letter (digits alone would read as a course id)."))


class Course(models.Model):
    institution = models.ForeignKey(Institution, on_delete=models.PROTECT, related_name="courses")
    code = models.CharField(max_length=30)
    # Unique across the whole deployment (not per institution), so one slug names one course for
    # every client, the operator's included. Filled from the code when left blank
    # (courses/signals.py); the API accepts it wherever it takes a course (courses/selectors.py,
    # ``course_resolve``).
    slug = models.SlugField(max_length=80, unique=True, blank=True, validators=[validate_course_slug],
                            help_text=_("Names the course in API calls and links, e.g. alg101. Leave blank to derive it from the code."))
    title = models.CharField(max_length=200)
    description = models.TextField(blank=True)
    teacher = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="taught_courses", null=True, blank=True
    )
    rewrite_answers_locally = models.BooleanField(
        "rewrite answers with a local model", default=False,
        help_text=_("Offline answers quote the course materials. When on, a small local model (LOCAL_LLM_BASE_URL) "
                  "rewords the quotes into fluent prose; a rewording that drops a citation or says anything the "
                  "cited passages do not is thrown away and the quotes are shown instead."))
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["institution", "code"], name="course_code_unique_per_institution")]
        ordering = ["code"]

    def __str__(self) -> str:
        return f"{self.code} {self.title}"


class Enrollment(models.Model):
    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="enrollments")
    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="enrollments")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["student", "course"], name="enrollment_unique")]

    def __str__(self) -> str:
        return f"{self.student} in {self.course.code}"


class CLO(models.Model):
    """A course learning outcome."""

    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="clos")
    code = models.CharField(max_length=20)
    title = models.CharField(max_length=300)
    bloom_level = models.CharField(max_length=12, choices=BloomLevel.choices, default=BloomLevel.UNDERSTAND)

    class Meta:
        verbose_name = "CLO"
        verbose_name_plural = "CLOs"
        ordering = ["course", "code"]
        constraints = [models.UniqueConstraint(fields=["course", "code"], name="clo_code_unique_per_course")]

    def __str__(self) -> str:
        return f"{self.code}: {self.title}"


class CLOAttainment(models.Model):
    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="clo_attainments")
    clo = models.ForeignKey(CLO, on_delete=models.CASCADE, related_name="attainments")
    percent = models.DecimalField(max_digits=5, decimal_places=2)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = "CLO attainment"
        constraints = [
            models.UniqueConstraint(fields=["student", "clo"], name="attainment_unique"),
            models.CheckConstraint(condition=Q(percent__gte=0) & Q(percent__lte=100), name="attainment_percent_range"),
        ]

    GAP_BELOW = 70

    @property
    def is_gap(self) -> bool:
        return self.percent < self.GAP_BELOW

    def __str__(self) -> str:
        return f"{self.clo.code} {self.percent}%"


class Assignment(models.Model):
    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="assignments")
    title = models.CharField(max_length=200)
    description = models.TextField()
    due_at = models.DateTimeField(null=True, blank=True)
    graded = models.BooleanField(default=True)
    clos = models.ManyToManyField(CLO, through="AssignmentCLOWeight", related_name="assignments", blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["due_at", "title"]

    def __str__(self) -> str:
        return self.title


class AssignmentCLOWeight(models.Model):
    assignment = models.ForeignKey(Assignment, on_delete=models.CASCADE, related_name="clo_weights")
    clo = models.ForeignKey(CLO, on_delete=models.CASCADE, related_name="assignment_weights")
    weight = models.DecimalField(max_digits=4, decimal_places=3)

    class Meta:
        verbose_name = "CLO weight"
        constraints = [
            models.UniqueConstraint(fields=["assignment", "clo"], name="assignment_clo_unique"),
            models.CheckConstraint(condition=Q(weight__gt=0) & Q(weight__lte=1), name="clo_weight_range"),
        ]


class RubricCriterion(models.Model):
    assignment = models.ForeignKey(Assignment, on_delete=models.CASCADE, related_name="rubric_criteria")
    title = models.CharField(max_length=200)
    description = models.TextField()
    max_points = models.PositiveSmallIntegerField(default=10)
    order = models.PositiveSmallIntegerField(default=0)

    class Meta:
        verbose_name_plural = "rubric criteria"
        ordering = ["assignment", "order", "pk"]

    def __str__(self) -> str:
        return self.title


class Unit(models.Model):
    """A unit of the course; prerequisite edges between units form a DAG (see services.unit_prerequisite_add)."""

    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="units")
    code = models.CharField(max_length=20)
    title = models.CharField(max_length=200)
    anchor_text = models.TextField(blank=True, help_text=_("A short description of what the unit covers."))
    order = models.PositiveSmallIntegerField(default=0)
    prerequisites = models.ManyToManyField(
        "self", through="UnitPrerequisite", symmetrical=False, related_name="dependents", blank=True
    )
    clos = models.ManyToManyField(
        CLO, blank=True, related_name="units", verbose_name="CLOs",
        help_text=_("The course learning outcomes this unit serves (graded CLO attainment seeds the learner's tier)."),
    )

    class Meta:
        ordering = ["course", "order", "code"]
        constraints = [models.UniqueConstraint(fields=["course", "code"], name="unit_code_unique_per_course")]

    def __str__(self) -> str:
        return f"{self.code} {self.title}"


class UnitPrerequisite(models.Model):
    unit = models.ForeignKey(Unit, on_delete=models.CASCADE, related_name="prerequisite_edges")
    prerequisite = models.ForeignKey(Unit, on_delete=models.CASCADE, related_name="dependent_edges")

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["unit", "prerequisite"], name="unit_prerequisite_unique"),
            models.CheckConstraint(condition=~Q(unit=models.F("prerequisite")), name="unit_not_own_prerequisite"),
        ]

    def __str__(self) -> str:
        return f"{self.unit.code} needs {self.prerequisite.code}"

    def clean(self) -> None:
        from django.core.exceptions import ValidationError

        from config.errors import ApplicationError
        from courses.services import validate_prerequisite_edge

        if self.unit_id is None or self.prerequisite_id is None:
            return
        try:
            validate_prerequisite_edge(unit=self.unit, prerequisite=self.prerequisite)
        except ApplicationError as error:
            raise ValidationError(error.message) from error


class Tier(models.TextChoices):
    BRONZE = "bronze", _("Bronze")
    SILVER = "silver", _("Silver")
    GOLD = "gold", _("Gold")


class ExamQuestion(models.Model):
    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="exam_questions")
    units = models.ManyToManyField(Unit, related_name="exam_questions")
    tier = models.CharField(max_length=6, choices=Tier.choices)
    prompt = models.TextField()
    options = models.JSONField(help_text=_("The answer options, in order."))
    answer_index = models.PositiveSmallIntegerField()
    memo = models.TextField(help_text=_("Why the answer is right; shown after an attempt."))
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["course", "tier", "pk"]

    def __str__(self) -> str:
        return self.prompt[:80]


class SupportType(models.TextChoices):
    MEMO = "memo", _("Memo")


class ExamAttempt(models.Model):
    """One answer to an exam question, or (``support_type`` set) the student opening its support
    material before answering (seed trigger C2): no answer, not correct, locked like a wrong one."""

    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="exam_attempts")
    question = models.ForeignKey(ExamQuestion, on_delete=models.CASCADE, related_name="attempts")
    chosen_index = models.PositiveSmallIntegerField(null=True, blank=True,
                                                    help_text=_("Empty when the student viewed the support instead."))
    support_type = models.CharField(max_length=8, choices=SupportType.choices, blank=True,
                                    help_text=_("Set when this row records a support view, not an answer."))
    correct = models.BooleanField()
    locked_until = models.DateTimeField(null=True, blank=True, help_text=_("No new attempt at this question before then."))
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["student", "question", "-created_at"])]
        constraints = [
            models.CheckConstraint(
                name="exam_attempt_answer_or_support",
                condition=(models.Q(support_type="", chosen_index__isnull=False)
                           | (~models.Q(support_type="") & models.Q(chosen_index__isnull=True, correct=False))),
            ),
        ]


class Notification(models.Model):
    """A short in-app message for one user (for example: a material failed to index)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notifications")
    text = models.CharField(max_length=500)
    link = models.CharField(max_length=300, blank=True)
    read = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["user", "read", "-created_at"])]


class ApiToken(models.Model):
    """A bearer token for the JSON API. Only a SHA-256 digest is stored; the token is shown once."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_tokens")
    name = models.CharField(max_length=100)
    digest = models.CharField(max_length=64, unique=True)
    prefix = models.CharField(max_length=12, help_text=_("The first characters, to recognise a token in a list."))
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    @property
    def is_active(self) -> bool:
        return self.revoked_at is None
