"""Deep linking against the local platform: the instructor picks links, the platform receives a
response JWT it verifies with our JWKS, and a learner launching a link lands on that unit."""

from __future__ import annotations

import html
import re

import pytest

from courses.models import Course, Enrollment, Unit
from lti.models import LtiContext
from tests.lti.conftest import LEARNER_PERSON, TEACHER_PERSON

pytestmark = pytest.mark.slow

DL = "LtiDeepLinkingRequest"


def form_fields(page: str) -> dict[str, str]:
    return {k: html.unescape(v) for k, v in re.findall(r'name="([^"]+)" value="([^"]*)"', page)}


def open_picker(registered):
    lms = registered.lms
    session = registered.session()
    response = lms.launch(session, lms.claims(TEACHER_PERSON, message_type=DL))
    assert response.status_code == 302 and response.headers["Location"] == "/lti/deep-link/", response.text[:500]
    course = Course.objects.get(lti_context__context_id="ctx-1")
    units = [Unit.objects.create(course=course, code=f"U{n}", title=title, order=n)
             for n, title in enumerate(["Linear equations", "Quadratics"], start=1)]
    picker = session.get(registered.url + "/lti/deep-link/")
    assert picker.status_code == 200 and "Ask the tutor about Linear equations" in picker.text
    return session, picker, course, units


def test_instructor_places_links_and_a_learner_lands_on_the_unit(registered):
    lms = registered.lms
    session, picker, course, (linear, quadratics) = open_picker(registered)
    token = form_fields(picker.text)["csrfmiddlewaretoken"]
    returned = session.post(registered.url + "/lti/deep-link/", data={
        "csrfmiddlewaretoken": token, "link": [f"ask:{linear.pk}", f"teach_me:{quadratics.pk}"]})
    assert returned.status_code == 200, returned.text[:800]
    assert f"form-action 'self' {lms.url}" in returned.headers["Content-Security-Policy"]
    action = re.search(r'action="([^"]+)" data-autosubmit', returned.text).group(1)
    assert action == lms.url + "/deep_link_return"
    # The platform accepts the response only if its signature verifies against our JWKS.
    assert session.post(action, data={"JWT": form_fields(returned.text)["JWT"]}).status_code == 200
    items = lms.state.deep_link_items
    assert [i["title"] for i in items] == ["Ask the tutor about Linear equations", "Teach me Quadratics"]
    assert items[0]["url"] == registered.url + "/lti/launch/"
    # The picker is single-use: its session entry is gone.
    assert session.get(registered.url + "/lti/deep-link/").status_code == 403

    learner = registered.session()
    ask = lms.launch(learner, lms.claims(LEARNER_PERSON, custom=items[0]["custom"]))
    assert ask.status_code == 302 and ask.headers["Location"] == f"/student/tutor/units/{linear.pk}/"
    assert "Linear equations" in learner.get(registered.url + ask.headers["Location"]).text
    teach = lms.launch(learner, lms.claims(LEARNER_PERSON, custom=items[1]["custom"]))
    assert teach.status_code == 200 and 'action="/student/tutor/sessions/start/"' in teach.text
    fields = form_fields(teach.text)
    assert fields["mode"] == "teach_me" and fields["unit_id"] == str(quadratics.pk)
    started = learner.post(registered.url + "/student/tutor/sessions/start/", data=fields, allow_redirects=False)
    assert started.status_code == 302 and started.headers["Location"].startswith("/student/tutor/")


def test_the_picker_refuses_a_unit_of_another_course_and_keeps_the_choice_open(registered, world):
    session, picker, course, units = open_picker(registered)
    foreign = Unit.objects.create(course=world.other_course, code="X1", title="Cells")
    token = form_fields(picker.text)["csrfmiddlewaretoken"]
    response = session.post(registered.url + "/lti/deep-link/", data={"csrfmiddlewaretoken": token,
                                                                       "link": [f"ask:{foreign.pk}"]})
    assert response.status_code == 400 and "not part of this course" in html.unescape(response.text)
    response = session.post(registered.url + "/lti/deep-link/", data={"csrfmiddlewaretoken": token, "link": ["x"]})
    assert response.status_code == 400 and "Choose a link from the list" in response.text
    assert registered.lms.state.deep_link_items == []


def test_a_learner_cannot_start_deep_linking_and_nothing_is_created(registered):
    lms = registered.lms
    assert lms.launch(registered.session(), lms.claims(TEACHER_PERSON)).status_code == 302
    before = (Enrollment.objects.count(), LtiContext.objects.count())
    response = lms.launch(registered.session(), lms.claims(LEARNER_PERSON, message_type=DL))
    assert response.status_code == 403 and "Only the course" in html.unescape(response.text)
    assert (Enrollment.objects.count(), LtiContext.objects.count()) == before


def test_the_picker_without_a_deep_linking_launch_is_forbidden(registered):
    assert registered.session().get(registered.url + "/lti/deep-link/").status_code == 403
