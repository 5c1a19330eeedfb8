"""The LMS integration in Chromium: CourseTutor framed by a local LTI platform's course page
(tests/lti/platform.py), as a learner, an instructor placing links, and the teacher's grade-sync
status."""

from __future__ import annotations

import pytest
import requests

from courses.models import Course, Unit
from learning.models import LearnerSnapshot, UnitProgress
from lti.models import GradePost, LtiUser
from lti.tasks import grade_post_send_task
from tests.browser.conftest import screenshot
from tests.factories import InstitutionFactory
from tests.lti.conftest import LEARNER_PERSON, TEACHER_PERSON, register
from tests.lti.platform import LEARNER, Person, TestPlatform


@pytest.fixture
def lms(live_app):
    platform = TestPlatform().start()
    platform.tool_url = live_app.url
    register(platform, InstitutionFactory(name="North College", slug="north-lti"))
    yield platform
    platform.stop()


@pytest.fixture
def course(lms):
    """The instructor opened CourseTutor once (which created the course); it has two units."""
    assert lms.launch(requests.Session(), lms.claims(TEACHER_PERSON)).status_code == 302
    course = Course.objects.get(lti_context__context_id="ctx-1")
    Unit.objects.create(course=course, code="U1", title="Linear equations", order=1,
                        anchor_text="Solving equations of the first degree in one unknown.")
    Unit.objects.create(course=course, code="U2", title="Quadratics", order=2)
    return course


def tool_frame(page):
    return page.frame_locator("#tool")


def test_a_learner_launch_lands_in_the_tutor_inside_the_lms(page, lms, course):
    unit = course.units.get(code="U1")
    page.goto(lms.course_page_url(lms.claims(LEARNER_PERSON, custom={"coursetutor_unit": str(unit.pk),
                                                                     "coursetutor_mode": "ask"})))
    frame = tool_frame(page)
    frame.locator("text=Linear equations").first.wait_for(timeout=30_000)
    assert frame.locator("header.topbar").is_visible()
    assert page.frames[1].url.endswith(f"/student/tutor/units/{unit.pk}/")
    screenshot(page, "lti_launch_tutor")


def test_an_instructor_places_links_with_the_deep_link_picker(page, lms, course):
    page.goto(lms.course_page_url(lms.claims(TEACHER_PERSON, message_type="LtiDeepLinkingRequest")))
    frame = tool_frame(page)
    frame.locator("#deep-link-picker").wait_for(timeout=30_000)
    frame.get_by_label("Ask the tutor about Linear equations").check()
    frame.get_by_label("Teach me Quadratics").check()
    screenshot(page, "lti_deep_link_picker")
    frame.get_by_role("button", name="Add to the course").click()
    frame.locator("text=Links added to the course").wait_for(timeout=30_000)
    assert [item["title"] for item in lms.state.deep_link_items] == [
        "Ask the tutor about Linear equations", "Teach me Quadratics"]


def test_the_teacher_sees_which_grades_reached_the_lms(page, lms, course, settings):
    unit = course.units.get(code="U1")
    second = Person(sub="s-201", name="Lee Learner", email="lee@north.example", roles=[LEARNER])
    for person, tier in ((LEARNER_PERSON, "silver"), (second, "gold")):
        assert lms.launch(requests.Session(), lms.claims(person)).status_code == 302
        student = LtiUser.objects.get(sub=person.sub).user
        snapshot = LearnerSnapshot.objects.create(student=student, course=course)
        UnitProgress.objects.create(snapshot=snapshot, unit=unit, tier=tier, mastery_p=0.8)

    page.goto(lms.course_page_url(lms.claims(TEACHER_PERSON)))
    frame = tool_frame(page)
    frame.locator("#grade-link-form").wait_for(timeout=30_000)
    frame.locator("#grade-source").select_option(label="Mastery tier of U1 Linear equations")
    frame.locator("#grade-new-label").fill("CourseTutor: linear equations")
    frame.get_by_role("button", name="Link column").click()
    frame.locator("#grade-links").wait_for(timeout=30_000)

    # The worker's part, run here: one post goes through, the other meets a gradebook that stays down.
    settings.LTI_GRADE_MAX_ATTEMPTS = 2
    first, other = GradePost.objects.order_by("student__username")
    assert grade_post_send_task.apply(args=[first.pk]).get() == "sent"
    lms.state.score_failures_left = 5
    assert grade_post_send_task.apply(args=[other.pk]).get() == "failed"

    page.goto(lms.course_page_url(lms.claims(TEACHER_PERSON), height=1150))  # the teacher opens CourseTutor again
    frame = tool_frame(page)
    frame.locator("#grade-posts").wait_for(timeout=30_000)
    assert frame.locator("[data-status=sent]").count() == 1 and frame.locator("[data-status=failed]").count() == 1
    assert frame.locator("#grade-failures").is_visible()
    screenshot(page, "lti_grade_sync_status")
