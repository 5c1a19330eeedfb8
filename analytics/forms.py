"""The date range every analytics page and endpoint takes (validated the same way everywhere)."""

from __future__ import annotations

import datetime as dt

from django import forms
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

DEFAULT_DAYS = 30
MAX_DAYS = 366


class DateInput(forms.DateInput):
    input_type = "date"


class DateRangeForm(forms.Form):
    start = forms.DateField(required=False, widget=DateInput, label=_("From"))
    end = forms.DateField(required=False, widget=DateInput, label=_("To"))

    def clean(self):
        cleaned = super().clean()
        if self.errors:
            return cleaned
        end = cleaned.get("end") or timezone.localdate()
        start = cleaned.get("start") or end - dt.timedelta(days=DEFAULT_DAYS - 1)
        if start > end:
            raise forms.ValidationError(_("The start date must be on or before the end date."))
        if (end - start).days + 1 > MAX_DAYS:
            raise forms.ValidationError(_("Choose a range of at most %(days)s days.") % {"days": MAX_DAYS})
        cleaned["start"], cleaned["end"] = start, end
        return cleaned

    def first_error(self) -> str:
        for field, errors in self.errors.items():
            label = "" if field == "__all__" else f"{self.fields[field].label}: "
            return f"{label}{errors[0]}"
        return "Invalid date range."


def parse_date_range(data) -> tuple[dt.date, dt.date]:
    """``(start, end)`` from query parameters; raises ``ApplicationError`` (``invalid``) with a
    message a person can act on."""
    from config.errors import ApplicationError

    form = DateRangeForm(data)
    if not form.is_valid():
        raise ApplicationError(form.first_error(), "invalid", {"errors": form.errors.get_json_data()})
    return form.cleaned_data["start"], form.cleaned_data["end"]
