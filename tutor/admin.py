"""Django admin of the tutor: teachers edit, hide, reorder or add the suggested prompts of their courses."""

from __future__ import annotations

from django import forms
from django.contrib import admin
from django.db import transaction

from courses.admin import CourseScopedAdmin, same_course
from tutor.models import SuggestedPrompt, SuggestionSource


class SuggestedPromptForm(forms.ModelForm):
    class Meta:
        model = SuggestedPrompt
        fields = ("course", "unit", "text", "order", "hidden")

    def clean(self):
        cleaned = super().clean()
        same_course(cleaned.get("course"), [cleaned["unit"]] if cleaned.get("unit") else [], "The unit")
        text = " ".join((cleaned.get("text") or "").split())
        if not text:
            raise forms.ValidationError({"text": "Write the question as a student would ask it."})
        cleaned["text"] = text
        return cleaned


@admin.register(SuggestedPrompt)
class SuggestedPromptAdmin(CourseScopedAdmin):
    """A row the teacher adds or rewrites becomes theirs (``source`` teacher): regeneration after
    the materials change replaces generated rows only. A new or changed question is answered again
    in the background; until then it is not shown. Hiding and reordering need no new answer."""

    form = SuggestedPromptForm
    list_display = ("text", "unit", "source", "order", "hidden", "answer_outcome")
    list_editable = ("order", "hidden")
    list_filter = (("course", admin.RelatedOnlyFieldListFilter), "source", "hidden", "answer_outcome")
    search_fields = ("text",)
    readonly_fields = ("source", "answer_outcome", "answer_text", "answered_at")

    def save_model(self, request, obj, form, change):
        from tutor.tasks import suggestion_answer_refresh_task

        question_changed = not change or {"text", "unit", "course"} & set(form.changed_data)
        if question_changed:
            obj.source = SuggestionSource.TEACHER
            obj.fingerprint = ""  # not offered until answered again
            obj.answer_outcome = ""
        super().save_model(request, obj, form, change)
        if question_changed:
            transaction.on_commit(lambda: suggestion_answer_refresh_task.delay(obj.pk))
