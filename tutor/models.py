"""Conversations with the tutor, their messages, daily usage and the LLM call log.

Conversations are private to their student (courses/access.py); teachers and staff only ever see
aggregates computed by the analytics app.
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _
from django.db.models import Q

from courses.models import CLO, Assignment, Course, Unit


class Persona(models.TextChoices):
    SOCRATIC_GUIDE = "socratic_guide", _("Socratic guide")
    STEP_BY_STEP_COACH = "step_by_step_coach", _("Step-by-step coach")
    QUICK_EXPLAINER = "quick_explainer", _("Quick explainer")


class Conversation(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="conversations")
    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="conversations")
    persona = models.CharField(max_length=30, choices=Persona.choices, default=Persona.SOCRATIC_GUIDE)
    assignment = models.ForeignKey(Assignment, null=True, blank=True, on_delete=models.SET_NULL, related_name="conversations")
    clo_scope = models.ManyToManyField(CLO, blank=True, related_name="conversations")
    unit = models.ForeignKey(Unit, null=True, blank=True, on_delete=models.SET_NULL, related_name="conversations")
    title = models.CharField(max_length=200, blank=True)
    message_count = models.PositiveIntegerField(default=0)
    summary = models.TextField(blank=True, help_text=_("Rolling summary of the messages older than the live window."))
    summary_message_count = models.PositiveIntegerField(default=0, help_text=_("How many messages the summary covers."))
    xp_awarded = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-updated_at"]
        indexes = [models.Index(fields=["student", "-updated_at"], name="conversation_student_recent")]

    def __str__(self) -> str:
        return self.title or f"Conversation {self.pk}"


class Role(models.TextChoices):
    USER = "user", _("Student")
    ASSISTANT = "assistant", _("Tutor")


class Rating(models.TextChoices):
    THUMBS_UP = "thumbs_up", _("Helpful")
    THUMBS_DOWN = "thumbs_down", _("Not helpful")


class MessageStatus(models.TextChoices):
    COMPLETE = "complete", _("Complete")
    STREAMING = "streaming", _("Streaming")
    FAILED = "failed", _("Failed")
    REFUSED = "refused", _("Refused")


class Message(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    conversation = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="messages")
    role = models.CharField(max_length=10, choices=Role.choices)
    content = models.TextField()
    citations = models.JSONField(
        default=list, blank=True,
        help_text=_("[{n, chunk_id, source_filename, material_type, page, section, similarity, chunk_text}] — a copy, "
                  "so a citation survives re-indexing or deletion of its material."),
    )
    attachments = models.JSONField(default=list, blank=True)
    suggestions = models.JSONField(
        default=list, blank=True, help_text=_("A refusal's suggested prompts, shown again when the page is reloaded."),
    )
    token_count = models.PositiveIntegerField(default=0)
    rating = models.CharField(max_length=12, choices=Rating.choices, blank=True)
    flagged_integrity = models.BooleanField(default=False)
    integrity_assignment = models.ForeignKey(
        Assignment, null=True, blank=True, on_delete=models.SET_NULL, related_name="+",
        help_text=_("The graded assignment a flagged reply was about (counts per assignment for teachers)."),
    )
    status = models.CharField(max_length=10, choices=MessageStatus.choices, default=MessageStatus.COMPLETE)
    # A complete reply that only shows the closest passages ("the materials do not seem to answer this
    # directly"): the evidence fell between the two bars (tutor/grounding.py).
    hedged = models.BooleanField(default=False)
    client_message_id = models.CharField(max_length=64, blank=True)
    reply_to = models.OneToOneField("self", null=True, blank=True, on_delete=models.CASCADE, related_name="reply")
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["created_at"]
        constraints = [
            models.UniqueConstraint(
                fields=["conversation", "client_message_id"],
                condition=~Q(client_message_id=""),
                name="client_message_id_unique_per_conversation",
            ),
        ]
        indexes = [models.Index(fields=["conversation", "created_at"], name="message_conversation_time")]

    def __str__(self) -> str:
        return f"{self.role}: {self.content[:60]}"

    @property
    def outcome(self) -> str:
        """``answered``, ``hedged`` or ``refused`` for a finished reply (else its status)."""
        if self.status == MessageStatus.REFUSED:
            return "refused"
        if self.status == MessageStatus.COMPLETE:
            return "hedged" if self.hedged else "answered"
        return self.status


class UsageDay(models.Model):
    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="tutor_usage")
    date = models.DateField()
    messages = models.PositiveIntegerField(default=0)
    tokens = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["student", "date"], name="usage_day_unique")]


class LLMCallStatus(models.TextChoices):
    SUCCESS = "success", _("Success")
    ERROR = "error", _("Error")
    TIMEOUT = "timeout", _("Timeout")
    RATE_LIMITED = "rate_limited", _("Rate limited")


class LLMCall(models.Model):
    """One request to a language model. No student identity and no prompt text are stored."""

    conversation = models.ForeignKey(Conversation, null=True, blank=True, on_delete=models.SET_NULL, related_name="llm_calls")
    course = models.ForeignKey(Course, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    purpose = models.CharField(max_length=20, default="answer", help_text=_("answer, summary, rewrite, moderation"))
    model = models.CharField(max_length=120)
    is_fallback = models.BooleanField(default=False)
    attempt = models.PositiveSmallIntegerField(default=1)
    prompt_tokens = models.PositiveIntegerField(default=0)
    completion_tokens = models.PositiveIntegerField(default=0)
    total_tokens = models.PositiveIntegerField(default=0)
    latency_ms = models.PositiveIntegerField(default=0)
    status = models.CharField(max_length=15, choices=LLMCallStatus.choices)
    error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        indexes = [models.Index(fields=["model", "created_at"], name="llmcall_model_time")]


class AnswerRewrite(models.Model):
    """What the local rewrite step did to one offline answer (tutor/local_rewrite.py): shown, or
    thrown away and why. One row per answer of a course with the switch on; no student identity."""

    message = models.OneToOneField(Message, on_delete=models.CASCADE, related_name="rewrite")
    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="+")
    model = models.CharField(max_length=120)
    shown = models.BooleanField(help_text=_("True: the student read the rewrite; False: the extractive answer."))
    reason = models.CharField(max_length=30, help_text=_("rewritten, unsupported_sentence, citation_dropped, "
                                                       "citation_added, empty, timeout, error, has_code"))
    detail = models.TextField(blank=True, help_text=_("The sentence or markers that failed the check, or the error."))
    latency_ms = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)


class SafetyCategory(models.TextChoices):
    SELF_HARM = "self_harm", _("Self-harm")
    ABUSE = "abuse", _("Abuse disclosed")
    VIOLENCE = "violence", _("Violence")
    SEXUAL_MINORS = "sexual_minors", _("Sexual content involving minors")
    HARASSMENT = "harassment", _("Harassment")
    HATE = "hate", _("Hate")


class SafetyEvent(models.Model):
    """A turn the safety gate answered with a fixed reply. Never the message text; staff see counts only."""

    conversation = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="safety_events")
    category = models.CharField(max_length=20, choices=SafetyCategory.choices)
    source = models.CharField(max_length=12, help_text=_(
        "local (offline classifier), model (its judgement), moderation (provider), or concern (a concerning "
        "message the course had no passage for)"))
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)


class SuggestionSource(models.TextChoices):
    GENERATED = "generated", "Generated from the materials"
    TEACHER = "teacher", "Written by a teacher"


class SuggestionOutcome(models.TextChoices):
    PENDING = "", "Not answered yet"
    ANSWERED = "answered", "Answered"
    HEDGED = "hedged", "Only the closest passages"
    REFUSED = "refused", "Refused"


class SuggestedPrompt(models.Model):
    """A question the tutor offers as a chip, with its answer computed ahead of time (seed 001 §2).

    ``unit`` null: a course-wide suggestion (conversations without a unit). Generated rows are
    replaced when the course's passages change; teacher rows are kept and only re-answered.
    ``fingerprint`` names the course's passages the answer was computed from
    (tutor/suggestion_services.py ``passages_fingerprint``): a row whose fingerprint is not the
    current one is stale and never offered."""

    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="suggested_prompts")
    unit = models.ForeignKey(Unit, null=True, blank=True, on_delete=models.CASCADE, related_name="suggested_prompts",
                             help_text=_("Leave empty for a suggestion shown in conversations about the whole course."))
    source = models.CharField(max_length=10, choices=SuggestionSource.choices, default=SuggestionSource.TEACHER)
    text = models.CharField(max_length=300, help_text=_("The question as the student sees it and asks it."))
    order = models.PositiveSmallIntegerField(default=0, help_text=_("Lower first."))
    hidden = models.BooleanField(default=False, help_text=_("Hidden suggestions are never shown to students."))
    answer_text = models.TextField(blank=True, editable=False)
    answer_citations = models.JSONField(default=list, blank=True, editable=False)
    answer_outcome = models.CharField(max_length=10, choices=SuggestionOutcome.choices, blank=True, editable=False)
    fingerprint = models.CharField(max_length=64, blank=True, editable=False,
                                   help_text=_("The course passages the answer was computed from."))
    answered_at = models.DateTimeField(null=True, blank=True, editable=False)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["course", "unit", "order", "pk"]
        indexes = [models.Index(fields=["course", "unit", "order"], name="suggestion_scope_order")]
        constraints = [
            models.UniqueConstraint(fields=["course", "unit", "text"], name="suggestion_text_unique_per_scope",
                                    nulls_distinct=False),
        ]

    def __str__(self) -> str:
        return self.text


# Async turns (seed 001 §1-2) keep their own module; imported here so Django registers them.
from tutor.job_models import JobStatus, TutorJob, TutorJobEvent  # noqa: E402,F401
