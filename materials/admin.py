"""Django admin for materials: upload through the same service as the teacher page, watch status."""

from __future__ import annotations

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import ValidationError
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy
from django.utils.translation import ngettext

from config.errors import ApplicationError
from courses import access
from courses.admin import CourseScopedAdmin, same_course
from materials import services
from materials.models import Chunk, CourseMaterial, RestrictedSection


class CourseMaterialAdminForm(forms.ModelForm):
    upload = forms.FileField(required=False, help_text=gettext_lazy("PDF, Word, PowerPoint, HTML, Markdown or text. Choosing a file on an existing material replaces it."))

    class Meta:
        model = CourseMaterial
        fields = ("course", "material_type", "clos", "unit", "bloom_level")

    def clean(self):
        cleaned = super().clean()
        same_course(cleaned.get("course"), cleaned.get("clos") or [], "CLOs")
        same_course(cleaned.get("course"), [cleaned["unit"]] if cleaned.get("unit") else [], "The unit")
        if not self.instance.pk and not cleaned.get("upload"):
            raise ValidationError(gettext("Choose a file to upload."))
        upload = cleaned.get("upload")
        if upload:
            try:
                services.inspect_size(upload.size)
                self.upload_bytes = upload.read()
                services.inspect_upload(filename=upload.name, data=self.upload_bytes)
            except ApplicationError as error:
                raise ValidationError(error.message) from error
        return cleaned


@admin.register(CourseMaterial)
class CourseMaterialAdmin(CourseScopedAdmin):
    form = CourseMaterialAdminForm
    list_display = ("source_filename", "course", "material_type", "status", "enabled", "progress", "chunk_count",
                    "embedding_model", "updated_at")
    list_filter = ("status", "enabled", "material_type", ("course", admin.RelatedOnlyFieldListFilter), "embedding_model")
    search_fields = ("source_filename",)
    # ``enabled`` changes only through the actions below (one service moves the chunks with it).
    readonly_fields = ("status", "enabled", "progress", "stage", "error", "version", "chunk_count", "page_count", "checksum",
                       "embedding_model", "indexed_at", "uploaded_by")
    filter_horizontal = ("clos",)
    actions = ["reindex_selected", "disable_selected", "enable_selected"]

    def save_model(self, request, obj, form, change):
        upload = form.cleaned_data.get("upload")
        try:
            if upload:
                saved = services.material_upload(
                    user=request.user, course=form.cleaned_data["course"], filename=upload.name, data=form.upload_bytes,
                    material_type=form.cleaned_data["material_type"],
                    clo_ids=[c.pk for c in form.cleaned_data["clos"]],
                    unit_id=form.cleaned_data["unit"].pk if form.cleaned_data["unit"] else None,
                    bloom_level=form.cleaned_data["bloom_level"], replace=obj if change else None,
                )
                obj.pk = saved.pk
            else:
                obj.save()
        except ApplicationError as error:
            messages.error(request, error.message)

    def save_related(self, request, form, formsets, change):
        if change and not form.cleaned_data.get("upload"):
            super().save_related(request, form, formsets, change)

    def delete_model(self, request, obj):
        services.material_delete(user=request.user, material=obj)

    def delete_queryset(self, request, queryset):
        for material in queryset:
            services.material_delete(user=request.user, material=material)

    @admin.action(description=gettext_lazy("Re-index selected materials"))
    def reindex_selected(self, request, queryset):
        for material in queryset:
            services.material_reindex(user=request.user, material=material)
        count = queryset.count()
        self.message_user(request, ngettext("Queued %(count)d material for re-indexing.",
                                            "Queued %(count)d materials for re-indexing.", count) % {"count": count})

    def _set_enabled(self, request, queryset, enabled: bool) -> None:
        done = 0
        for material in queryset:
            try:
                services.material_set_enabled(user=request.user, material_id=material.pk, enabled=enabled)
                done += 1
            except ApplicationError as error:
                messages.error(request, f"{material.source_filename}: {error.message}")
        if enabled:
            note = ngettext("Enabled %(count)d material.", "Enabled %(count)d materials.", done)
        else:
            note = ngettext("Disabled %(count)d material.", "Disabled %(count)d materials.", done)
        self.message_user(request, note % {"count": done})

    @admin.action(description=gettext_lazy("Disable selected materials (hide from students, keep their passages)"))
    def disable_selected(self, request, queryset):
        self._set_enabled(request, queryset, False)

    @admin.action(description=gettext_lazy("Enable selected materials (no re-indexing)"))
    def enable_selected(self, request, queryset):
        self._set_enabled(request, queryset, True)


@admin.register(Chunk)
class ChunkAdmin(admin.ModelAdmin):
    list_display = ("material", "index", "token_count", "page", "section", "restricted", "material_enabled", "embedding_model")
    list_filter = ("restricted", "material_enabled", "embedding_model", "material_type", "course")
    search_fields = ("text", "section")
    readonly_fields = [f.name for f in Chunk._meta.fields if f.name != "id"]

    def get_queryset(self, request):
        # all_objects: teachers see their restricted and disabled chunks too (the default manager hides them).
        return Chunk.all_objects.filter(course__in=access.courses_manageable_by(request.user)).defer("embedding")

    def has_add_permission(self, request):
        return False


@admin.register(RestrictedSection)
class RestrictedSectionAdmin(admin.ModelAdmin):
    """Detected answer-key / solutions / instructor-copy sections: the teacher confirms or overrides
    through the same service as the materials page."""

    list_display = ("heading", "material", "status", "reason", "chunk_count", "decided_by", "decided_at")
    list_filter = ("status", "reason")
    search_fields = ("heading", "material__source_filename")
    readonly_fields = [f.name for f in RestrictedSection._meta.fields if f.name != "id"]
    actions = ["keep_hidden", "show_to_students"]

    def get_queryset(self, request):
        return super().get_queryset(request).filter(
            material__course__in=access.courses_manageable_by(request.user)).select_related("material", "decided_by")

    def has_add_permission(self, request):
        return False

    def _decide(self, request, queryset, restricted: bool) -> None:
        done = 0
        for section in queryset:
            try:
                services.restricted_section_decide(user=request.user, section_id=section.pk, restricted=restricted)
                done += 1
            except ApplicationError as error:
                messages.error(request, f"{section.heading}: {error.message}")
        self.message_user(request, ngettext("Updated %(count)d section.", "Updated %(count)d sections.", done) % {"count": done})

    @admin.action(description=gettext_lazy("Keep hidden from students (confirm restricted)"))
    def keep_hidden(self, request, queryset):
        self._decide(request, queryset, True)

    @admin.action(description=gettext_lazy("Not restricted: show to students"))
    def show_to_students(self, request, queryset):
        self._decide(request, queryset, False)
