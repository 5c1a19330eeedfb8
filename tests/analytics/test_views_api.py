"""Analytics page, JSON/CSV API and staff usage page: access, validation, content."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest
from django.utils import timezone

from materials.models import CourseMaterial
from tests.analytics.helpers import at_day, conversation, students_for
from tests.factories import CLOFactory
from tutor.models import LLMCall



@pytest.fixture
def seeded(world):
    cohort = students_for(world.course, 6)
    clo = CLOFactory(course=world.course, code="CLO1", title="Differentiate functions")
    today = timezone.localdate()
    for i, student in enumerate(cohort):
        conversation(student, world.course, day=today - dt.timedelta(days=i), clos=[clo],
                     questions=["derivative of sine please", "what about cosine derivative"], ratings=["thumbs_up"])
    return cohort


def page(course_id: int) -> str:
    return f"/teacher/courses/{course_id}/analytics/"


def api(course_id: int) -> str:
    return f"/api/analytics/courses/{course_id}"


@pytest.mark.parametrize("persona", ["teacher", "admin", "superuser"])
def test_managers_see_the_page_with_charts_and_tables(client, world, seeded, persona):
    client.force_login(getattr(world, persona))
    response = client.get(page(world.course.pk))
    body = response.content.decode()
    assert response.status_code == 200
    assert "Top questioned CLOs" in body and "CLO1 Differentiate functions" in body
    assert '<svg viewBox="0 0 640 180" role="img"' in body and 'id="usage-table"' in body and 'id="clos-table"' in body
    assert "chartjs" not in body  # charts are drawn on the server: readable without JavaScript
    for student in seeded:
        assert student.username not in body and student.email not in body and student.first_name not in body
    assert "derivative of sine please" not in body


@pytest.mark.parametrize("persona", ["other_teacher", "student", "outsider"])
def test_everyone_else_gets_404(client, world, seeded, persona):
    client.force_login(getattr(world, persona))
    assert client.get(page(world.course.pk)).status_code == 404
    assert client.get(api(world.course.pk)).status_code == 404


def test_anonymous_is_sent_to_login_and_api_says_401(client, world):
    assert client.get(page(world.course.pk)).status_code == 302
    response = client.get(api(world.course.pk))
    assert response.status_code == 401 and response.json()["code"] == "unauthenticated"


def test_wrong_method(client, world):
    client.force_login(world.teacher)
    assert client.post(page(world.course.pk)).status_code == 405


@pytest.mark.parametrize("query, message", [
    ("start=2025-02-10&end=2025-01-01", "start date must be on or before"),
    ("start=2020-01-01&end=2025-01-01", "at most 366 days"),
    ("start=yesterday", "Enter a valid date"),
])
def test_bad_ranges_get_a_clear_error(client, world, query, message):
    client.force_login(world.teacher)
    response = client.get(f"{page(world.course.pk)}?{query}")
    assert response.status_code == 400 and message in response.content.decode()
    api_response = client.get(f"{api(world.course.pk)}?{query}")
    assert api_response.status_code == 400 and api_response.json()["code"] == "invalid"


def test_htmx_gets_only_the_report_fragment(client, world, seeded):
    client.force_login(world.teacher)
    body = client.get(page(world.course.pk), HTTP_HX_REQUEST="true").content.decode()
    assert body.lstrip().startswith('<div id="analytics-report">') and "<html" not in body


def test_small_courses_say_what_is_hidden(client, world):
    cohort = students_for(world.course, 2)
    for student in cohort:
        conversation(student, world.course, day=timezone.localdate(), questions=["a"])
    client.force_login(world.teacher)
    body = client.get(page(world.course.pk)).content.decode()
    assert "Fewer than 5 students" in body and "CLOs" not in body.split("analytics-report")[1]


def test_api_json_has_the_seed_shape(client, world, seeded):
    client.force_login(world.teacher)
    data = client.get(api(world.course.pk)).json()
    for key in ("total_conversations", "total_messages", "avg_messages_per_conversation", "avg_satisfaction_rating",
                "top_questioned_clos", "common_topics", "usage_over_time"):
        assert key in data
    assert data["total_conversations"] == 6 and data["total_messages"] == 24
    assert data["avg_messages_per_conversation"] == 4.0 and data["avg_satisfaction_rating"] == 1.0
    assert data["top_questioned_clos"] == [{"clo_id": str(world.course.clos.get().pk), "clo_code": "CLO1",
                                           "clo_title": "Differentiate functions", "conversation_count": 6}]
    assert len(data["usage_over_time"]) == 30 and sum(d["conversation_count"] for d in data["usage_over_time"]) == 6


def test_api_csv_both_ways(client, world, seeded):
    client.force_login(world.admin)
    for url in (f"{api(world.course.pk)}?format=csv", f"{api(world.course.pk)}/csv"):
        response = client.get(url)
        assert response.status_code == 200 and response["Content-Type"].startswith("text/csv")
        text = response.content.decode()
        assert text.startswith("section,label,metric,value") and "kpi,,total_conversations,6" in text
        assert "top_questioned_clos,CLO1 Differentiate functions,conversation_count,6" in text


def test_api_takes_a_bearer_token(client, world, seeded):
    from courses.api_tokens import api_token_create

    _, raw = api_token_create(user=world.teacher, name="t")
    response = client.get(api(world.course.pk), HTTP_AUTHORIZATION=f"Bearer {raw}")
    assert response.status_code == 200


# --------------------------------------------------------------------------- staff usage


@pytest.fixture
def llm_calls(world, settings):
    settings.LLM_PRICES = {"gpt-x": (Decimal("1"), Decimal("2"))}
    today = timezone.localdate()
    rows = []
    for i, latency in enumerate([100, 200, 300, 400, 1000]):
        rows.append(LLMCall(course=world.course, model="gpt-x", prompt_tokens=1000, completion_tokens=500, total_tokens=1500,
                            latency_ms=latency, status="error" if i == 4 else "success", is_fallback=i == 3))
    rows.append(LLMCall(course=world.foreign_course, model="local-llama", prompt_tokens=10, completion_tokens=5,
                        total_tokens=15, latency_ms=50, status="success"))
    LLMCall.objects.bulk_create(rows)
    LLMCall.objects.update(created_at=at_day(today))
    CourseMaterial.objects.create(course=world.course, source_filename="notes.pdf", kind="pdf", checksum="a" * 64,
                                  status="indexed", chunk_count=12)
    CourseMaterial.objects.create(course=world.course, source_filename="bad.pdf", kind="pdf", checksum="b" * 64, status="failed")


def test_operator_sees_every_model_with_percentiles_cost_and_rates(client, world, llm_calls):
    from analytics.selectors import llm_usage_by_day_and_model

    rows = {r.model: r for r in llm_usage_by_day_and_model(world.superuser, start=timezone.localdate(), end=timezone.localdate())}
    gpt = rows["gpt-x"]
    assert (gpt.calls, gpt.prompt_tokens, gpt.completion_tokens) == (5, 5000, 2500)
    assert gpt.p50_latency_ms == 300 and gpt.p95_latency_ms == pytest.approx(880)
    assert gpt.error_rate == 0.2 and gpt.fallback_rate == 0.2
    assert gpt.cost_usd == Decimal("0.01")  # 5000 * 1/1M + 2500 * 2/1M
    assert rows["local-llama"].cost_usd is None
    client.force_login(world.superuser)
    body = client.get("/staff/usage/").content.decode()
    assert "gpt-x" in body and "local-llama" in body and "$0.0100" in body and "ALG101" in body


def test_admin_sees_only_their_institution(client, world, llm_calls):
    client.force_login(world.admin)
    response = client.get("/staff/usage/")
    body = response.content.decode()
    assert response.status_code == 200 and "gpt-x" in body and "local-llama" not in body and "HIS101" not in body
    assert '<span class="pill bad">1</span>' in body


@pytest.mark.parametrize("persona", ["teacher", "student"])
def test_staff_page_is_for_admins_and_operators(client, world, persona):
    client.force_login(getattr(world, persona))
    assert client.get("/staff/usage/").status_code == 403


def test_staff_usage_query_count(world, llm_calls, django_assert_num_queries):
    from analytics.selectors import indexing_status_for, llm_usage_by_day_and_model

    with django_assert_num_queries(1):
        llm_usage_by_day_and_model(world.superuser, start=timezone.localdate(), end=timezone.localdate(), prices={})
    with django_assert_num_queries(1):
        indexing_status_for(world.superuser)
