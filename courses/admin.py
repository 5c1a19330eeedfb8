from django.contrib import admin

from courses import models


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
    list_display = ("code", "title", "institution", "teacher", "enrolled", "created_at")
    list_filter = ("institution",)
    search_fields = ("code", "title")
    inlines = [CLOInline, UnitInline]

    @admin.display(description="Students")
    def enrolled(self, obj):
        return obj.enrollments.count()


@admin.register(models.Enrollment)
class EnrollmentAdmin(admin.ModelAdmin):
    list_display = ("student", "course", "created_at")
    list_filter = ("course",)
    search_fields = ("student__username", "course__code")


@admin.register(models.CLO)
class CLOAdmin(admin.ModelAdmin):
    list_display = ("code", "title", "course", "bloom_level")
    list_filter = ("course", "bloom_level")
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


class PrerequisiteInline(admin.TabularInline):
    model = models.UnitPrerequisite
    fk_name = "unit"
    extra = 0


@admin.register(models.Unit)
class UnitAdmin(admin.ModelAdmin):
    list_display = ("code", "title", "course", "order", "prerequisite_codes")
    list_filter = ("course",)
    search_fields = ("code", "title")
    inlines = [PrerequisiteInline]

    @admin.display(description="Prerequisites")
    def prerequisite_codes(self, obj):
        return ", ".join(obj.prerequisites.values_list("code", flat=True)) or "—"


@admin.register(models.UnitPrerequisite)
class UnitPrerequisiteAdmin(admin.ModelAdmin):
    list_display = ("unit", "prerequisite")
    list_filter = ("unit__course",)

    def save_model(self, request, obj, form, change):
        from courses.services import unit_prerequisite_add

        unit_prerequisite_add(unit=obj.unit, prerequisite=obj.prerequisite)


@admin.register(models.ExamQuestion)
class ExamQuestionAdmin(admin.ModelAdmin):
    list_display = ("short_prompt", "course", "tier", "unit_codes")
    list_filter = ("course", "tier", "units")
    search_fields = ("prompt",)
    filter_horizontal = ("units",)

    @admin.display(description="Question")
    def short_prompt(self, obj):
        return obj.prompt[:70]

    @admin.display(description="Units")
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
