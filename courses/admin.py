"""Django admin. Operators (superusers) see everything; teachers and institution admins are staff users
who see only what courses/access.py lets them manage: their courses' units and prerequisites, CLOs
and exam questions here (materials and learning settings in their apps), through
:class:`CourseScopedAdmin`."""

from __future__ import annotations

from django import forms
from django.contrib import admin
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy

from courses import access, models

MANAGER_ROLES = (models.Role.TEACHER, models.Role.ADMIN)


def manages_in_admin(user) -> bool:
    """A teacher or institution admin with a staff account (courses/signals.py keeps the flag)."""
    return bool(user.is_active and user.is_staff and access.role_of(user) in MANAGER_ROLES)


class CourseScopedAdmin(admin.ModelAdmin):
    """A model admin whose rows belong to a course (``course_path`` from the model to its course).

    Superusers keep Django's behaviour. Teachers and institution admins see, add, change and delete
    only rows of the courses they manage, and every course, unit and CLO they can pick in a form is
    one of those courses' (``scoped_querysets``): another course's row can neither be listed, opened
    by URL (404) nor chosen."""

    course_path = "course"

    def _courses(self, request):
        return access.courses_manageable_by(request.user)

    def get_queryset(self, request):
        queryset = super().get_queryset(request)
        if request.user.is_superuser:
            return queryset
        if not manages_in_admin(request.user):
            return queryset.none()
        return queryset.filter(**{f"{self.course_path}__in": self._courses(request)}).distinct()

    def _course_of(self, obj):
        for part in self.course_path.split("__"):
            obj = getattr(obj, part, None)
        return obj

    def _may(self, request, obj) -> bool:
        if not manages_in_admin(request.user):
            return False
        if obj is None:
            return True
        course = self._course_of(obj)
        return course is not None and self._courses(request).filter(pk=course.pk).exists()

    def has_module_permission(self, request):
        return request.user.is_superuser or manages_in_admin(request.user)

    def has_view_permission(self, request, obj=None):
        return super().has_view_permission(request, obj) if request.user.is_superuser else self._may(request, obj)

    def has_change_permission(self, request, obj=None):
        return super().has_change_permission(request, obj) if request.user.is_superuser else self._may(request, obj)

    def has_delete_permission(self, request, obj=None):
        return super().has_delete_permission(request, obj) if request.user.is_superuser else self._may(request, obj)

    def has_add_permission(self, request, *args):
        return super().has_add_permission(request, *args) if request.user.is_superuser else manages_in_admin(request.user)

    def scoped_querysets(self, request, db_field):
        """The choices a manager may see for ``db_field`` (None: leave Django's default)."""
        if request.user.is_superuser:
            return None
        related = db_field.related_model
        if related is models.Course:
            return self._courses(request)
        if related in (models.Unit, models.CLO, models.ExamQuestion):
            return related.objects.filter(course__in=self._courses(request))
        return None

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        queryset = self.scoped_querysets(request, db_field)
        if queryset is not None:
            kwargs["queryset"] = queryset
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def formfield_for_manytomany(self, db_field, request, **kwargs):
        queryset = self.scoped_querysets(request, db_field)
        if queryset is not None:
            kwargs["queryset"] = queryset
        return super().formfield_for_manytomany(db_field, request, **kwargs)


class CourseScopedInline:
    """Inline permissions follow the parent's course (mix into an ``InlineModelAdmin``); a parent
    that reaches its course another way overrides :meth:`parent_course_id`."""

    def parent_course_id(self, obj) -> int | None:
        return getattr(obj, "course_id", None)

    def _may(self, request, obj) -> bool:
        if request.user.is_superuser:
            return True
        if not manages_in_admin(request.user):
            return False
        return obj is None or access.courses_manageable_by(request.user).filter(pk=self.parent_course_id(obj)).exists()

    def has_view_permission(self, request, obj=None):
        return self._may(request, obj)

    def has_change_permission(self, request, obj=None):
        return self._may(request, obj)

    def has_add_permission(self, request, obj=None):
        return self._may(request, obj)

    def has_delete_permission(self, request, obj=None):
        return self._may(request, obj)


def same_course(course, rows, label: str) -> None:
    """Refuse related rows from another course with a clear form error."""
    if course is None:
        return
    strangers = [str(row) for row in rows if row.course_id != course.pk]
    if strangers:
        raise ValidationError(f"{label} must belong to {course.code}: {', '.join(strangers)}.")


@admin.register(models.Institution)
class InstitutionAdmin(admin.ModelAdmin):
    list_display = ("name", "slug", "created_at")
    search_fields = ("name", "slug")
    prepopulated_fields = {"slug": ("name",)}


@admin.register(models.Profile)
class ProfileAdmin(admin.ModelAdmin):
    list_display = ("user", "display_name", "role", "institution")
    list_filter = ("role", "institution")
    search_fields = ("user__username", "user__email", "display_name")
    autocomplete_fields = ("user",)


class CLOInline(admin.TabularInline):
    model = models.CLO
    extra = 0


class UnitInline(admin.TabularInline):
    model = models.Unit
    extra = 0
    fields = ("code", "title", "order")
    show_change_link = True


@admin.register(models.Course)
class CourseAdmin(admin.ModelAdmin):
    list_display = ("code", "slug", "title", "institution", "teacher", "enrolled", "created_at")
    list_filter = ("institution", "rewrite_answers_locally")
    search_fields = ("code", "slug", "title")
    inlines = [CLOInline, UnitInline]

    @admin.display(description=gettext_lazy("Students"))
    def enrolled(self, obj):
        return obj.enrollments.count()


@admin.register(models.Enrollment)
class EnrollmentAdmin(admin.ModelAdmin):
    list_display = ("student", "course", "created_at")
    list_filter = ("course",)
    search_fields = ("student__username", "course__code")


@admin.register(models.CLO)
class CLOAdmin(CourseScopedAdmin):
    list_display = ("code", "title", "course", "bloom_level")
    list_filter = (("course", admin.RelatedOnlyFieldListFilter), "bloom_level")
    search_fields = ("code", "title")


@admin.register(models.CLOAttainment)
class CLOAttainmentAdmin(admin.ModelAdmin):
    list_display = ("student", "clo", "percent", "updated_at")
    list_filter = ("clo__course",)
    search_fields = ("student__username", "clo__code")


class CLOWeightInline(admin.TabularInline):
    model = models.AssignmentCLOWeight
    extra = 0


class RubricInline(admin.StackedInline):
    model = models.RubricCriterion
    extra = 0


@admin.register(models.Assignment)
class AssignmentAdmin(admin.ModelAdmin):
    list_display = ("title", "course", "due_at", "graded")
    list_filter = ("course", "graded")
    search_fields = ("title",)
    inlines = [CLOWeightInline, RubricInline]


class PrerequisiteInline(CourseScopedInline, admin.TabularInline):
    model = models.UnitPrerequisite
    fk_name = "unit"
    extra = 0
    verbose_name = "prerequisite"
    verbose_name_plural = "prerequisites (units a student needs first)"

    def get_formset(self, request, obj=None, **kwargs):
        self._parent = obj
        return super().get_formset(request, obj, **kwargs)

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if db_field.name == "prerequisite":
            parent = getattr(self, "_parent", None)
            queryset = models.Unit.objects.filter(course__in=access.courses_manageable_by(request.user))
            if parent is not None:
                queryset = queryset.filter(course_id=parent.course_id).exclude(pk=parent.pk)
            kwargs["queryset"] = queryset
        return super().formfield_for_foreignkey(db_field, request, **kwargs)


class UnitAdminForm(forms.ModelForm):
    class Meta:
        model = models.Unit
        fields = ("course", "code", "title", "anchor_text", "order", "clos")

    def clean(self):
        cleaned = super().clean()
        same_course(cleaned.get("course"), cleaned.get("clos") or [], "CLOs")
        return cleaned


@admin.register(models.Unit)
class UnitAdmin(CourseScopedAdmin):
    form = UnitAdminForm
    list_display = ("code", "title", "course", "order", "prerequisite_codes", "clo_codes")
    list_filter = (("course", admin.RelatedOnlyFieldListFilter),)
    search_fields = ("code", "title")
    filter_horizontal = ("clos",)
    inlines = [PrerequisiteInline]

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("course").prefetch_related("prerequisites", "clos")

    @admin.display(description=gettext_lazy("Prerequisites"))
    def prerequisite_codes(self, obj):
        return ", ".join(u.code for u in obj.prerequisites.all()) or "—"

    @admin.display(description=gettext_lazy("CLOs"))
    def clo_codes(self, obj):
        return ", ".join(c.code for c in obj.clos.all()) or "—"


class UnitPrerequisiteForm(forms.ModelForm):
    class Meta:
        model = models.UnitPrerequisite
        fields = ("unit", "prerequisite")


@admin.register(models.UnitPrerequisite)
class UnitPrerequisiteAdmin(CourseScopedAdmin):
    """Edges of the unit graph. A cycle or a unit of another course is refused by the model's clean()
    (courses.services.validate_prerequisite_edge) with a message on the form."""

    form = UnitPrerequisiteForm
    course_path = "unit__course"
    list_display = ("unit", "prerequisite")
    list_filter = (("unit__course", admin.RelatedOnlyFieldListFilter),)

    def save_model(self, request, obj, form, change):
        from courses.services import unit_prerequisite_add

        if change:
            obj.save()
        else:
            saved = unit_prerequisite_add(unit=obj.unit, prerequisite=obj.prerequisite)
            obj.pk = saved.pk


class ExamQuestionForm(forms.ModelForm):
    class Meta:
        model = models.ExamQuestion
        fields = ("course", "units", "tier", "prompt", "options", "answer_index", "memo")

    def clean(self):
        cleaned = super().clean()
        same_course(cleaned.get("course"), cleaned.get("units") or [], "Units")
        options, index = cleaned.get("options"), cleaned.get("answer_index")
        if options is not None and (not isinstance(options, list) or len(options) < 2
                                    or not all(isinstance(o, str) and o.strip() for o in options)):
            self.add_error("options", "Give at least two answer options as a JSON list of texts.")
        elif options is not None and index is not None and index >= len(options):
            self.add_error("answer_index", f"The answer index must point at one of the {len(options)} options (0 to {len(options) - 1}).")
        return cleaned


@admin.register(models.ExamQuestion)
class ExamQuestionAdmin(CourseScopedAdmin):
    form = ExamQuestionForm
    list_display = ("short_prompt", "course", "tier", "unit_codes")
    list_filter = (("course", admin.RelatedOnlyFieldListFilter), "tier", ("units", admin.RelatedOnlyFieldListFilter))
    search_fields = ("prompt",)
    filter_horizontal = ("units",)

    @admin.display(description=gettext_lazy("Question"))
    def short_prompt(self, obj):
        return obj.prompt[:70]

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("course").prefetch_related("units")

    @admin.display(description=gettext_lazy("Units"))
    def unit_codes(self, obj):
        return ", ".join(u.code for u in obj.units.all())


@admin.register(models.ExamAttempt)
class ExamAttemptAdmin(admin.ModelAdmin):
    list_display = ("student", "question", "correct", "locked_until", "created_at")
    list_filter = ("correct", "question__course")


@admin.register(models.Notification)
class NotificationAdmin(admin.ModelAdmin):
    list_display = ("user", "text", "read", "created_at")
    list_filter = ("read",)
