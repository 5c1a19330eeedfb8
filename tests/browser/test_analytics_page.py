"""The teacher analytics page in a real Chromium: seeded data, readable charts with and without
JavaScript, and a screenshot in docs/screenshots/analytics_teacher.png."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from tests.analytics.helpers import conversation, students_for
from tests.browser.conftest import screenshot
from tests.factories import AssignmentFactory, CLOFactory




QUESTIONS = {
    "derivatives": ["How do I find the derivative of sine?", "derivative of sine squared", "chain rule derivative of sine",
                    "why is the derivative of sine cosine", "derivative of sine times x", "derivative sine at zero",
                    "derivative of sine over x", "product rule derivative of sine"],
    "matrices": ["How do I compute a matrix determinant?", "determinant of a 3x3 matrix", "matrix determinant cofactors",
                 "is the matrix determinant zero here", "matrix determinant row swap", "matrix determinant of identity"],
    "limits": ["limit of sin x over x", "evaluate the limit at infinity", "limit of a rational function",
               "one sided limit definition", "limit that does not exist", "squeeze theorem limit"],
}


def _seed(world):
    cohort = students_for(world.course, 8)
    clos = [CLOFactory(course=world.course, code=f"CLO{i + 1}", title=title) for i, title in
            enumerate(["Differentiate elementary functions", "Compute determinants", "Evaluate limits"])]
    homework = AssignmentFactory(course=world.course, title="Problem set 3: derivatives")
    today = timezone.localdate()
    for topic_index, (topic, questions) in enumerate(QUESTIONS.items()):
        for i, question in enumerate(questions):
            student = cohort[(i + topic_index) % len(cohort)]
            day = today - dt.timedelta(days=(i * 5 + topic_index * 7) % 26)
            conversation(student, world.course, day=day, clos=[clos[topic_index]] + ([clos[0]] if topic == "limits" else []),
                         questions=[question, f"{question} again", "thanks"],
                         ratings=["thumbs_up", "thumbs_down" if i % 4 == 0 else "thumbs_up"],
                         refused=[topic == "matrices", False, False],
                         flagged=[topic == "derivatives" and i < 6, False, False],
                         assignment=homework if topic == "derivatives" else None)
    return cohort


def test_teacher_reads_the_analytics_page(world, live_app, page, _browser):
    cohort = _seed(world)
    live_app.login(page, "teacher")
    page.goto(f"{live_app.url}/teacher/courses/{world.course.pk}/analytics/")
    page.wait_for_selector("#analytics-report .kpis")
    assert page.locator(".kpi-value").first.inner_text() == "20"
    assert page.get_by_role("img", name="Conversations started per day").is_visible()
    assert page.locator("#clos-caption").count() == 1
    assert page.locator(".hbar-label").first.inner_text().startswith("CLO1")
    topics = page.locator("#topics-table tbody tr").all_text_contents()
    assert any("derivative" in row and "sine" in row for row in topics)
    refusals = page.locator("section[aria-labelledby=refusals-title] li").all_inner_texts()
    assert any("determinant" in row for row in refusals)
    body = page.content()
    for student in cohort:
        assert student.username not in body and student.first_name not in body
    for question in (q for qs in QUESTIONS.values() for q in qs):
        assert question not in body
    page.locator("details.chart-data summary").first.click()
    path = screenshot(page, "analytics_teacher")
    assert path.exists() and path.stat().st_size > 10_000

    # The same page with JavaScript switched off: every chart and its table are still there.
    context = _browser.new_context(java_script_enabled=False, viewport={"width": 1280, "height": 860})
    try:
        plain = context.new_page()
        live_app.login(plain, "teacher")
        plain.goto(f"{live_app.url}/teacher/courses/{world.course.pk}/analytics/?start="
                   f"{(timezone.localdate() - dt.timedelta(days=29)).isoformat()}")
        assert plain.locator("svg.line-svg polyline").count() == 1
        assert plain.locator("#usage-table tbody tr").count() == 30
        assert plain.locator("#clos-table tbody tr").count() == 3
        assert plain.locator(".hbar-row").count() >= 3
    finally:
        context.close()
