"""The XP history page and the dashboard fragments."""

import pytest
from django.template import Context, Template
from django.test import RequestFactory
from django.utils import timezone

from gamification.models import XPTransaction



def _award(student, ref="c1", amount=15):
    return XPTransaction.objects.create(student=student, amount=amount, source="tutor_engagement",
                                        reference_id=ref, award_date=timezone.localdate())


def test_anonymous_is_sent_to_login(client, world):
    response = client.get("/student/xp/")
    assert response.status_code == 302 and "/login/" in response["Location"]


@pytest.mark.parametrize("persona", ["teacher", "admin", "superuser"])
def test_only_students_have_xp_pages(client, world, persona):
    client.force_login(getattr(world, persona))
    assert client.get("/student/xp/").status_code == 403


def test_student_sees_only_their_own_awards(client, world):
    _award(world.student)
    _award(world.other_student, ref="c2", amount=30)
    client.force_login(world.student)
    response = client.get("/student/xp/")
    body = response.content.decode()
    assert response.status_code == 200
    assert "15 XP" in body and "+30" not in body and "Level 1" in body


def test_wrong_method(client, world):
    client.force_login(world.student)
    assert client.post("/student/xp/").status_code == 405


def test_dashboard_tag_renders_the_summary(world):
    _award(world.student, amount=15)
    request = RequestFactory().get("/student/")
    request.user = world.student
    html = Template("{% load gamification %}{% xp_summary %}").render(Context({"request": request}))
    assert 'id="xp-summary"' in html and "15 XP" in html and "35 XP to level 2" in html


def test_toast_fragment_escapes_and_targets_the_toast_area(world):
    from gamification.events import xp_toast_render

    html = xp_toast_render(_award(world.student))
    assert 'id="xp-toasts" hx-swap-oob="beforeend"' in html and "+15 XP" in html and 'role="status"' in html
