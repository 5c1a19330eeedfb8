"""Async tutor turns (seed 001 §1-2): a job per typed prompt and the events its turn emitted.

A job is the durable record of one turn answered by a Celery worker instead of the request that
asked for it: its state lives in PostgreSQL, so a web process that restarts, or a client that
connects late, loses nothing. Services and the rules are in tutor/jobs.py.
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy


class JobStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    RUNNING = "running", "Running"
    DONE = "done", "Done"
    FAILED = "failed", "Failed"


class TutorJob(models.Model):
    """One asynchronous tutor turn. Unique per ``(student, client_message_id)``: the same client
    message id never makes a second job, so never a second answer."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="tutor_jobs")
    conversation = models.ForeignKey("tutor.Conversation", on_delete=models.CASCADE, related_name="jobs")
    user_message = models.ForeignKey("tutor.Message", on_delete=models.CASCADE, related_name="+")
    reply = models.ForeignKey("tutor.Message", on_delete=models.CASCADE, related_name="+")
    client_message_id = models.CharField(max_length=64)
    suggested = models.BooleanField(default=False)
    began = models.BooleanField(
        default=True,
        help_text=gettext_lazy("The request that made the job began the turn, so its worker writes the reply. False when "
                  "the client message id had already begun a turn in the conversation: the worker replays it."),
    )
    status = models.CharField(max_length=10, choices=JobStatus.choices, default=JobStatus.QUEUED, db_index=True)
    attempts = models.PositiveSmallIntegerField(default=0, help_text=gettext_lazy("Runs started (a dead worker's run included)."))
    error_code = models.CharField(max_length=40, blank=True)
    error_message = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now_add=True, help_text=gettext_lazy("Last change of state or event stored."))
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["student", "client_message_id"], name="tutor_job_client_message_id_unique"),
        ]
        indexes = [models.Index(fields=["status", "updated_at"], name="tutor_job_status_updated")]

    def __str__(self) -> str:
        return f"job {self.pk} ({self.status})"

    @property
    def finished(self) -> bool:
        return self.status in (JobStatus.DONE, JobStatus.FAILED)


class TutorJobEvent(models.Model):
    """One event of a job's turn (the chat stream's names: start, token, citations, refusal, done,
    error, ...), numbered from 1 in the order it was emitted; ``seq`` is the SSE event id."""

    job = models.ForeignKey(TutorJob, on_delete=models.CASCADE, related_name="events")
    seq = models.PositiveIntegerField()
    type = models.CharField(max_length=20)
    data = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["seq"]
        constraints = [models.UniqueConstraint(fields=["job", "seq"], name="tutor_job_event_seq_unique")]
