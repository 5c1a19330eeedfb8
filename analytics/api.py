"""Analytics over the JSON API: the same report as the page, as JSON or CSV."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from django.http import Http404, HttpRequest, HttpResponse
from django.utils.translation import gettext
from ninja import Path, Router, Schema

from analytics.exports import course_report_csv
from analytics.forms import parse_date_range
from analytics.selectors import analytics_course_get, course_report
from config.errors import ErrorOut

router = Router(tags=["analytics"])

COURSE_REF = "The course's id, slug or code (courses.selectors.course_resolve)."


class CloCountOut(Schema):
    clo_id: str
    clo_code: str
    clo_title: str
    conversation_count: int


class TopicOut(Schema):
    topic: str
    terms: list[str]
    frequency: int


class DayCountOut(Schema):
    date: str
    conversation_count: int


class IntegrityOut(Schema):
    assignment: str
    flag_count: int


class DateRangeOut(Schema):
    start: str
    end: str


class AnalyticsOut(Schema):
    """Seed 000's ``AnalyticsResponse`` plus the range and what privacy suppression hid."""

    course_id: int
    date_range: DateRangeOut
    min_students: int
    suppressed: bool
    suppressed_rows: dict[str, int]
    total_conversations: int
    total_messages: int
    avg_messages_per_conversation: float
    avg_satisfaction_rating: float | None
    top_questioned_clos: list[CloCountOut]
    common_topics: list[TopicOut]
    usage_over_time: list[DayCountOut]
    integrity_flags: list[IntegrityOut]
    refusal_topics: list[TopicOut]


def _report(request: HttpRequest, course_ref: str, start: dt.date | None, end: dt.date | None):
    course = analytics_course_get(request.user, course_ref)
    if course is None:
        raise Http404(gettext("No such course."))
    first, last = parse_date_range({"start": start or "", "end": end or ""})
    return course_report(course, start=first, end=last)


def _csv_response(report) -> HttpResponse:
    response = HttpResponse(course_report_csv(report), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = (
        f'attachment; filename="course-{report.course_id}-analytics-{report.start}-{report.end}.csv"'
    )
    return response


@router.get("/courses/{course}", response={200: AnalyticsOut, 400: ErrorOut, 401: ErrorOut, 404: ErrorOut},
            summary="Anonymised tutor analytics of a course")
def course_analytics(request: HttpRequest, course: str = Path(..., description=COURSE_REF), start: dt.date | None = None, end: dt.date | None = None,
                     format: Literal["json", "csv"] = "json"):
    """Conversations started from ``start`` to ``end`` (default: the last 30 days). For the course's
    teacher, its institution's admins and operators; 404 for everyone else. ``format=csv`` returns
    the same data as CSV."""
    report = _report(request, course, start, end)
    if format == "csv":
        return _csv_response(report)
    return report.as_dict()


@router.get("/courses/{course}/csv", response={400: ErrorOut, 401: ErrorOut, 404: ErrorOut},
            summary="The same analytics as CSV")
def course_analytics_csv(request: HttpRequest, course: str = Path(..., description=COURSE_REF),
                         start: dt.date | None = None, end: dt.date | None = None):
    return _csv_response(_report(request, course, start, end))
