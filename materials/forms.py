"""Upload forms: several files at once, with the metadata every file in the batch shares."""

from __future__ import annotations

from django import forms
from django.conf import settings
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from courses.models import CLO, BloomLevel, Course, Unit
from materials.models import MaterialType

MAX_FILES_PER_UPLOAD = 20


class MultipleFileInput(forms.ClearableFileInput):
    allow_multiple_selected = True


class MultipleFileField(forms.FileField):
    widget = MultipleFileInput

    def clean(self, data, initial=None):
        files = data if isinstance(data, (list, tuple)) else ([data] if data else [])
        if not files:
            raise forms.ValidationError(_("Choose at least one file."), code="required")
        if len(files) > MAX_FILES_PER_UPLOAD:
            raise forms.ValidationError(_("Upload at most %(count)s files at a time.") % {"count": MAX_FILES_PER_UPLOAD}, code="too_many")
        return [super(MultipleFileField, self).clean(f, initial) for f in files]


class MaterialMetadataForm(forms.Form):
    material_type = forms.ChoiceField(
        choices=[c for c in MaterialType.choices if c[0] not in ("assignment_description", "rubric_criteria")],
        initial=MaterialType.LECTURE_NOTES,
    )
    clos = forms.ModelMultipleChoiceField(queryset=CLO.objects.none(), required=False, label=_("CLOs"))
    unit = forms.ModelChoiceField(queryset=Unit.objects.none(), required=False)
    bloom_level = forms.ChoiceField(choices=[("", "—")] + list(BloomLevel.choices), required=False, label=_("Bloom level"))

    def __init__(self, *args, course: Course, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["clos"].queryset = CLO.objects.filter(course=course)
        self.fields["unit"].queryset = Unit.objects.filter(course=course)


class MaterialUploadForm(MaterialMetadataForm):
    files = MultipleFileField()

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # set per form, so it reads in the language of the request
        self.fields["files"].help_text = gettext("PDF, Word, PowerPoint, web pages (HTML), Markdown or plain text, up to %(mb)s MB each.") % {
            "mb": settings.MATERIAL_MAX_UPLOAD_BYTES // (1024 * 1024)}


class MaterialReplaceForm(forms.Form):
    file = forms.FileField()


class RestrictedDecisionForm(forms.Form):
    decision = forms.ChoiceField(choices=[("restricted", "Keep hidden from students"),
                                          ("not_restricted", "Show to students")])
