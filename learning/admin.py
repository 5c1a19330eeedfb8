"""Django admin for the learning loop.

Teachers (and institution admins) manage their courses' learning settings: the BKT values and the
"show tutor reasoning" switch, with the tutor's actions per unit aggregated beside them (no student
identity, groups under 5 students hidden). Turn logs and snapshots hold one student's learning trail:
only superusers open them, read-only.
"""

from __future__ import annotations

from django import forms
from django.contrib import admin
from django.core.exceptions import ValidationError
from django.utils.html import format_html, format_html_join
from django.utils.translation import gettext_lazy

from courses.admin import CourseScopedAdmin, CourseScopedInline
from learning import bkt, drills, mathcheck, selectors
from learning.models import (
    DrillTemplate,
    LearnerSnapshot,
    LearningSettings,
    StudyPlan,
    StudyPlanStep,
    TurnLog,
    UnitProgress,
)


class LearningSettingsForm(forms.ModelForm):
    class Meta:
        model = LearningSettings
        fields = ("course", "bkt_p_init", "bkt_p_learn", "bkt_p_guess", "bkt_p_slip", "show_reasoning")

    def clean(self):
        cleaned = super().clean()
        values = [cleaned.get(f) for f in ("bkt_p_init", "bkt_p_learn", "bkt_p_guess", "bkt_p_slip")]
        if None not in values:
            try:
                bkt.BKTParams(*values)
            except ValueError as error:
                raise ValidationError(f"These BKT values cannot be used: {error}.") from error
        return cleaned


@admin.register(LearningSettings)
class LearningSettingsAdmin(CourseScopedAdmin):
    form = LearningSettingsForm
    list_display = ("course", "bkt_p_init", "bkt_p_learn", "bkt_p_guess", "bkt_p_slip", "show_reasoning", "fitted_at")
    readonly_fields = ("fitted_at", "fitted_observations", "tutor_actions")
    fieldsets = (
        (None, {"fields": ("course", "show_reasoning")}),
        ("Knowledge tracing (BKT)", {
            "fields": ("bkt_p_init", "bkt_p_learn", "bkt_p_guess", "bkt_p_slip", "fitted_at", "fitted_observations"),
            "description": "Defaults suit most courses. `manage.py bkt_fit --course CODE` fits them to the "
                           "course's recorded drill and exam results.",
        }),
        ("What the tutor did", {"fields": ("tutor_actions",)}),
    )

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("course")

    @admin.display(description=gettext_lazy("Tutor actions by unit"))
    def tutor_actions(self, obj):
        if obj is None or obj.pk is None:
            return "Saved settings show the tutor's actions here."
        # the change page is only served to people who may view this course's settings (CourseScopedAdmin)
        groups, hidden = selectors.turn_action_counts(obj.course_id)
        if not groups:
            note = f" ({hidden} unit{'s' if hidden != 1 else ''} with fewer than 5 students hidden)" if hidden else ""
            return "No unit has turns from 5 or more students yet" + note + "."
        rows = format_html_join(
            "", "<tr><td>{} {}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            ((g.unit_code, g.unit_title, g.students, g.turns,
              ", ".join(f"{action.replace('_', ' ').lower()} {n}" for action, n in sorted(g.actions.items())),
              g.fallbacks) for g in groups),
        )
        footer = format_html("<p>{} unit(s) with fewer than 5 students are hidden.</p>", hidden) if hidden else ""
        return format_html(
            "<table><thead><tr><th>Unit</th><th>Students</th><th>Turns</th><th>Actions</th><th>Chosen by rule</th>"
            "</tr></thead><tbody>{}</tbody></table>{}", rows, footer)


class SuperuserOnlyAdmin(admin.ModelAdmin):
    """One student's learning trail: superusers read it; nobody edits it here."""

    def has_module_permission(self, request):
        return request.user.is_superuser

    def has_view_permission(self, request, obj=None):
        return request.user.is_superuser

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return request.user.is_superuser


@admin.register(TurnLog)
class TurnLogAdmin(SuperuserOnlyAdmin):
    list_display = ("created_at", "course", "focus_unit", "action", "validated", "fell_back", "exam_availability")
    list_filter = ("action", "fell_back", "course")
    readonly_fields = [f.name for f in TurnLog._meta.fields]


class UnitProgressInline(admin.TabularInline):
    model = UnitProgress
    extra = 0
    fields = ("unit", "status", "tier", "tier_source", "mastery_p", "drill_attempts", "drill_correct", "drill_streak",
              "exam_passed_bronze", "exam_passed_silver", "exam_passed_gold", "last_touched_at")
    readonly_fields = fields

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False


@admin.register(LearnerSnapshot)
class LearnerSnapshotAdmin(SuperuserOnlyAdmin):
    list_display = ("pk", "course", "focus_unit", "version", "last_turn_at")
    list_filter = ("course",)
    readonly_fields = ("student", "course", "focus_unit", "target_unit", "version", "last_turn_analysis", "last_turn_at")
    inlines = [UnitProgressInline]


class DrillTemplateForm(forms.ModelForm):
    """Refuse a template the grader could not use: a unit of another course, an answer or wrong answer
    that does not parse, a parameter range that is not two whole numbers."""

    class Meta:
        model = DrillTemplate
        fields = ("course", "unit", "prompt", "parameters", "answer", "variable", "tolerance", "wrong_answers", "hint",
                  "enabled")

    def clean(self):
        cleaned = super().clean()
        course, unit = cleaned.get("course"), cleaned.get("unit")
        if course and unit and unit.course_id != course.pk:
            raise ValidationError("The unit must belong to the template's course.")
        parameters = cleaned.get("parameters") or {}
        if not isinstance(parameters, dict) or any(
                not (isinstance(v, list) and len(v) == 2 and all(isinstance(n, int) for n in v))
                for v in parameters.values()):
            raise ValidationError('Parameters are ranges of two whole numbers: {"a": [2, 9]}.')
        middle = {name: (lo + hi) // 2 or 1 for name, (lo, hi) in parameters.items()}
        wrong = cleaned.get("wrong_answers") or []
        if not isinstance(wrong, list) or any(not isinstance(w, dict) or not w.get("answer") or not w.get("tag")
                                              for w in wrong):
            raise ValidationError('Wrong answers are a list of {"answer": "...", "tag": "..."}.')
        for label, text in [("answer", cleaned.get("answer") or ""), *(("wrong answer", w["answer"]) for w in wrong)]:
            try:
                drills.evaluate(str(text), middle)
            except mathcheck.AnswerError as error:
                raise ValidationError(f"The {label} {text!r} cannot be checked: {error}") from error
        return cleaned


@admin.register(DrillTemplate)
class DrillTemplateAdmin(CourseScopedAdmin):
    form = DrillTemplateForm
    list_display = ("prompt", "unit", "course", "enabled")
    list_filter = ("enabled",)
    search_fields = ("prompt",)


class StudyPlanStepInline(CourseScopedInline, admin.TabularInline):
    """A plan's steps, edited on the plan's page; permissions follow the plan's unit's course."""

    model = StudyPlanStep
    extra = 1
    fields = ("order", "kind", "concept", "section")

    def parent_course_id(self, obj) -> int | None:
        return obj.unit.course_id


@admin.register(StudyPlan)
class StudyPlanAdmin(CourseScopedAdmin):
    """Teachers write a unit's study plan step by step (explain / check / practice, each with its concept
    and the material section it draws on). A unit without a plan is taught the default one (explain,
    check, explain, practice from its materials' sections); a session copies the plan when it starts."""

    course_path = "unit__course"
    list_display = ("unit", "step_count", "updated_at")
    inlines = [StudyPlanStepInline]

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("unit__course")

    @admin.display(description=gettext_lazy("Steps"))
    def step_count(self, obj):
        return obj.steps.count()
