"""Registering an LMS: the operator copies the platform's values here and ours into the LMS."""

from django.contrib import admin
from django.urls import reverse

from lti.models import Deployment, GradeLink, GradePost, LtiContext, Platform, ToolKey
from lti.selectors import platform_origins_forget


class DeploymentInline(admin.TabularInline):
    model = Deployment
    extra = 1


@admin.register(Platform)
class PlatformAdmin(admin.ModelAdmin):
    list_display = ("name", "issuer", "client_id", "institution", "is_active")
    list_filter = ("is_active", "institution")
    search_fields = ("name", "issuer", "client_id")
    inlines = [DeploymentInline]
    readonly_fields = ("tool_urls",)
    fieldsets = [
        (None, {"fields": ("name", "institution", "is_active")}),
        ("From the platform", {"fields": ("issuer", "client_id", "auth_login_url", "access_token_url", "jwks_url",
                                          "frame_origin")}),
        ("To give the platform", {"fields": ("tool_urls",)}),
    ]

    @admin.display(description="CourseTutor's URLs")
    def tool_urls(self, obj) -> str:
        return (f"Login initiation: {reverse('lti_login')} · Launch / redirect: {reverse('lti_launch')} · "
                f"Public keys (JWKS): {reverse('lti_jwks')} (prefix each with this site's https address)")

    def save_model(self, request, obj, form, change) -> None:
        super().save_model(request, obj, form, change)
        platform_origins_forget()


@admin.register(ToolKey)
class ToolKeyAdmin(admin.ModelAdmin):
    list_display = ("kid", "created_at", "retired_at")
    readonly_fields = ("kid", "public_pem", "created_at", "retired_at")
    exclude = ("private_pem_encrypted",)

    def has_add_permission(self, request) -> bool:
        return False  # keys come from `manage.py lti_rotate_keys`


@admin.register(LtiContext)
class LtiContextAdmin(admin.ModelAdmin):
    list_display = ("title", "platform", "course", "roster_synced_at")
    readonly_fields = [f.name for f in LtiContext._meta.fields]


@admin.register(GradePost)
class GradePostAdmin(admin.ModelAdmin):
    list_display = ("link", "student", "score_given", "status", "attempts", "updated_at")
    list_filter = ("status",)


admin.site.register(GradeLink)
