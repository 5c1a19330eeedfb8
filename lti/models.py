"""What CourseTutor remembers about the learning platforms (LMSs) that launch it.

A ``Platform`` is registered by an operator in the admin; everything else is written by launches,
deep links, roster syncs and grade posts (``lti/services``). Rows here point at the core apps'
rows (users, courses, units); the core apps never point back.
"""

from __future__ import annotations

from urllib.parse import urlparse

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


def origin_of(url: str) -> str:
    """``scheme://host[:port]`` of a URL, or "" when it has none."""
    parsed = urlparse(url or "")
    if not parsed.scheme or not parsed.netloc:
        return ""
    return f"{parsed.scheme}://{parsed.netloc}"


class Platform(models.Model):
    """One LMS registration: the values the LMS shows when CourseTutor is added to it as a tool."""

    name = models.CharField(max_length=120, help_text="For people: e.g. North College Canvas.")
    institution = models.ForeignKey("courses.Institution", on_delete=models.PROTECT, related_name="lti_platforms",
                                    help_text="Users and courses this LMS launches belong to this institution.")
    issuer = models.CharField(max_length=255, help_text="The platform's issuer (iss), e.g. https://canvas.instructure.com.")
    client_id = models.CharField(max_length=255, help_text="The client id the platform gave CourseTutor.")
    auth_login_url = models.URLField(max_length=500, help_text="The platform's OIDC authentication (authorization) URL.")
    access_token_url = models.URLField(max_length=500, help_text="The platform's OAuth2 access token URL.")
    jwks_url = models.URLField("JWKS URL", max_length=500, help_text="Where the platform publishes its public keys.")
    frame_origin = models.CharField(
        max_length=255, blank=True,
        help_text="The origin the LMS pages are served from (e.g. https://school.instructure.com), allowed to "
                  "frame CourseTutor. Blank: the origin of the issuer.")
    is_active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "LTI platform"
        constraints = [models.UniqueConstraint(fields=["issuer", "client_id"], name="lti_platform_issuer_client_unique")]

    def __str__(self) -> str:
        return self.name

    @property
    def embedding_origin(self) -> str:
        return origin_of(self.frame_origin) or origin_of(self.issuer)


class Deployment(models.Model):
    """A deployment id of a platform: launches naming any other deployment are refused."""

    platform = models.ForeignKey(Platform, on_delete=models.CASCADE, related_name="deployments")
    deployment_id = models.CharField(max_length=255)
    is_active = models.BooleanField(default=True)

    class Meta:
        verbose_name = "LTI deployment"
        constraints = [models.UniqueConstraint(fields=["platform", "deployment_id"], name="lti_deployment_unique")]

    def __str__(self) -> str:
        return self.deployment_id


class ToolKey(models.Model):
    """One of CourseTutor's RSA key pairs. The newest unretired key signs; retired keys stay in the
    JWKS for ``LTI_KEY_GRACE_DAYS`` so messages signed just before a rotation still verify."""

    kid = models.CharField(max_length=64, unique=True)
    public_pem = models.TextField()
    private_pem_encrypted = models.TextField(help_text="Fernet-encrypted with a key derived from the server secret.")
    created_at = models.DateTimeField(auto_now_add=True)
    retired_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = "LTI tool key"
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return self.kid


class LtiUser(models.Model):
    """A platform's user (its ``sub``) and the CourseTutor user it maps to."""

    platform = models.ForeignKey(Platform, on_delete=models.CASCADE, related_name="users")
    sub = models.CharField(max_length=255)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="lti_identities")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "LTI user"
        constraints = [models.UniqueConstraint(fields=["platform", "sub"], name="lti_user_unique")]


class LtiContext(models.Model):
    """A platform's course (its context) and the CourseTutor course it maps to, with the service
    endpoints the latest launch announced (Names and Roles, Assignment and Grade Services)."""

    platform = models.ForeignKey(Platform, on_delete=models.CASCADE, related_name="contexts")
    deployment = models.ForeignKey(Deployment, on_delete=models.PROTECT, related_name="contexts")
    context_id = models.CharField(max_length=255)
    course = models.OneToOneField("courses.Course", on_delete=models.CASCADE, related_name="lti_context")
    title = models.CharField(max_length=255, blank=True)
    memberships_url = models.URLField(max_length=500, blank=True)
    lineitems_url = models.URLField(max_length=500, blank=True)
    ags_scopes = models.JSONField(default=list, blank=True)
    roster_synced_at = models.DateTimeField(null=True, blank=True)
    roster_error = models.CharField(max_length=500, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "LTI context"
        constraints = [models.UniqueConstraint(fields=["platform", "context_id"], name="lti_context_unique")]

    def __str__(self) -> str:
        return f"{self.platform} · {self.title or self.context_id}"


class GradeSource(models.TextChoices):
    UNIT_MASTERY = "unit_mastery", _("A unit's mastery tier")
    EXAM_SCORE = "exam_score", _("The latest exam session's score")


class GradeLink(models.Model):
    """A teacher's choice: this CourseTutor result is posted to that LMS gradebook column."""

    context = models.ForeignKey(LtiContext, on_delete=models.CASCADE, related_name="grade_links")
    source = models.CharField(max_length=16, choices=GradeSource.choices)
    unit = models.ForeignKey("courses.Unit", on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    lineitem_url = models.URLField(max_length=500)
    lineitem_label = models.CharField(max_length=255)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["context", "lineitem_url"], name="lti_grade_link_one_source_per_column"),
            models.CheckConstraint(
                name="lti_grade_link_unit_iff_mastery",
                condition=(models.Q(source="unit_mastery", unit__isnull=False)
                           | models.Q(source="exam_score", unit__isnull=True))),
        ]


class PostStatus(models.TextChoices):
    PENDING = "pending", _("Waiting to be sent")
    SENT = "sent", _("Sent")
    FAILED = "failed", _("Failed")


class GradePost(models.Model):
    """The latest score of one student for one grade link, and whether the LMS has it."""

    link = models.ForeignKey(GradeLink, on_delete=models.CASCADE, related_name="posts")
    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    score_given = models.DecimalField(max_digits=8, decimal_places=2)
    score_maximum = models.DecimalField(max_digits=8, decimal_places=2)
    status = models.CharField(max_length=8, choices=PostStatus.choices, default=PostStatus.PENDING)
    attempts = models.PositiveSmallIntegerField(default=0)
    last_error = models.CharField(max_length=500, blank=True)
    updated_at = models.DateTimeField(auto_now=True)
    sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["link", "student"], name="lti_grade_post_unique")]
