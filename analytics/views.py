"""Teacher analytics page and staff usage page (adapters: parse, authorise, call a selector, render)."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET
from django.utils.translation import gettext

from analytics import charts
from analytics.forms import DateRangeForm
from analytics.pricing import llm_prices
from analytics.selectors import (
    analytics_course_get,
    can_view_staff_usage,
    course_report,
    indexing_status_for,
    llm_usage_by_day_and_model,
)
from learning.selectors import practice_by_unit


def _range_form(request: HttpRequest) -> DateRangeForm:
    form = DateRangeForm(request.GET)
    form.is_valid()
    return form


def _day_start(day, plus_days: int = 0):
    """The start of ``day`` (+ ``plus_days``) in the site's time zone (the form gives dates)."""
    import datetime as dt

    from django.utils import timezone

    return timezone.make_aware(dt.datetime.combine(day + dt.timedelta(days=plus_days), dt.time.min))


@require_GET
@login_required
def course_analytics_page(request: HttpRequest, course_id: int) -> HttpResponse:
    course = analytics_course_get(request.user, course_id)
    if course is None:
        raise Http404(gettext("No such course."))
    form = _range_form(request)
    context: dict = {"course": course, "form": form, "report": None}
    status = 200
    if form.is_valid():
        start, end = form.cleaned_data["start"], form.cleaned_data["end"]
        report = course_report(course, start=start, end=end)
        practice, practice_hidden = practice_by_unit(course.pk, start=_day_start(start), end=_day_start(end, 1))
        context.update(report=report, charts=charts.course_charts(report), start=start, end=end,
                       form=DateRangeForm(initial={"start": start, "end": end}),
                       practice=practice, practice_hidden=practice_hidden)
    else:
        status = 400
    template = "analytics/partials/_report.html" if getattr(request, "htmx", False) else "analytics/course_analytics.html"
    return render(request, template, context, status=status)


@require_GET
@login_required
def staff_usage_page(request: HttpRequest) -> HttpResponse:
    if not can_view_staff_usage(request.user):
        raise PermissionDenied(gettext("This page is for institution admins and operators."))
    form = _range_form(request)
    context: dict = {"form": form, "rows": [], "indexing": indexing_status_for(request.user)}
    status = 200
    if form.is_valid():
        start, end = form.cleaned_data["start"], form.cleaned_data["end"]
        prices = llm_prices()
        rows = llm_usage_by_day_and_model(request.user, start=start, end=end, prices=prices)
        context.update(rows=rows, totals=charts.usage_totals(rows), start=start, end=end, priced_models=sorted(prices),
                       form=DateRangeForm(initial={"start": start, "end": end}))
    else:
        status = 400
    return render(request, "analytics/staff_usage.html", context, status=status)
