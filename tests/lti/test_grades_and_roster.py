"""Assignment and Grade Services and Names and Roles against the local platform: the teacher links
a column and grades reach the LMS (retried with backoff, failures visible); the roster syncs."""

from __future__ import annotations

import html
import re

import pytest

from courses.models import Course, Enrollment, Unit
from learning.models import LearnerSnapshot, UnitProgress
from lti.models import GradeLink, GradePost, LtiContext, LtiUser
from lti.tasks import grade_post_send_task
from tests.lti.conftest import LEARNER_PERSON, TEACHER_PERSON
from tests.lti.platform import INSTRUCTOR, LEARNER, Person

pytestmark = pytest.mark.slow


def csrf(page: str) -> str:
    return re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1)


@pytest.fixture
def linked(registered):
    """A course made by the instructor's launch, a learner enrolled by theirs, a unit at silver."""
    lms = registered.lms
    teacher = registered.session()
    assert lms.launch(teacher, lms.claims(TEACHER_PERSON)).status_code == 302
    assert lms.launch(registered.session(), lms.claims(LEARNER_PERSON)).status_code == 302
    course = Course.objects.get(lti_context__context_id="ctx-1")
    unit = Unit.objects.create(course=course, code="U1", title="Linear equations", order=1)
    student = LtiUser.objects.get(sub=LEARNER_PERSON.sub).user
    snapshot = LearnerSnapshot.objects.create(student=student, course=course)
    UnitProgress.objects.create(snapshot=snapshot, unit=unit, tier="silver", mastery_p=0.7)
    return registered, teacher, course, unit, student


def link_new_column(registered, teacher, course, unit):
    page = teacher.get(f"{registered.url}/lti/courses/{course.pk}/")
    assert page.status_code == 200 and "Link a gradebook column" in page.text
    return teacher.post(f"{registered.url}/lti/courses/{course.pk}/grades/links/", allow_redirects=False, data={
        "csrfmiddlewaretoken": csrf(page.text), "source": f"unit:{unit.pk}", "lineitem": "",
        "new_label": "Tutor mastery: linear equations"})


def test_a_unit_tier_reaches_the_lms_column_after_transient_failures(linked):
    registered, teacher, course, unit, student = linked
    lms = registered.lms
    response = link_new_column(registered, teacher, course, unit)
    assert response.status_code == 302, response.text[:800]
    [item] = lms.state.lineitems["ctx-1"]
    assert item["label"] == "Tutor mastery: linear equations" and item["scoreMaximum"] == 3
    link = GradeLink.objects.get(context__course=course)
    post = GradePost.objects.get(link=link, student=student)
    assert post.status == "pending" and post.score_given == 2

    lms.state.score_failures_left = 2  # the gradebook is down for two tries
    assert grade_post_send_task.apply(args=[post.pk]).get() == "sent"  # eager: retries run inline
    post.refresh_from_db()
    assert (post.status, post.attempts, post.last_error) == ("sent", 3, "")
    [score] = lms.state.scores
    assert score["userId"] == LEARNER_PERSON.sub and score["scoreGiven"] == 2 and score["scoreMaximum"] == 3
    assert score["lineitem"] == item["id"] and score["gradingProgress"] == "FullyGraded"

    # Nothing changed: queueing again sends nothing; a tier change is sent again.
    from lti.grades import grades_queue

    assert grades_queue(link_id=link.pk) == 0
    UnitProgress.objects.filter(unit=unit).update(tier="gold")
    assert grades_queue(link_id=link.pk) == 1


def test_a_grade_that_keeps_failing_is_marked_failed_and_shown_to_the_teacher(linked, settings):
    registered, teacher, course, unit, student = linked
    settings.LTI_GRADE_MAX_ATTEMPTS = 2
    assert link_new_column(registered, teacher, course, unit).status_code == 302
    post = GradePost.objects.get(student=student)
    registered.lms.state.score_failures_left = 10
    assert grade_post_send_task.apply(args=[post.pk]).get() == "failed"
    post.refresh_from_db()
    assert post.status == "failed" and post.attempts == 2 and "503" in post.last_error
    page = html.unescape(teacher.get(f"{registered.url}/lti/courses/{course.pk}/").text)
    assert "1 grade could not be sent after" in page and "gradebook temporarily unavailable" in page
    assert registered.lms.state.scores == []


def test_linking_rejects_a_unit_of_another_course_and_a_column_the_lms_does_not_list(linked, world):
    registered, teacher, course, unit, student = linked
    page = teacher.get(f"{registered.url}/lti/courses/{course.pk}/").text
    foreign = Unit.objects.create(course=world.other_course, code="B1", title="Cells")
    url = f"{registered.url}/lti/courses/{course.pk}/grades/links/"
    bad_unit = teacher.post(url, data={"csrfmiddlewaretoken": csrf(page), "source": f"unit:{foreign.pk}", "new_label": "x"})
    assert bad_unit.status_code == 400 and "Choose a unit of this course" in bad_unit.text
    bad_column = teacher.post(url, data={"csrfmiddlewaretoken": csrf(page), "source": "exam",
                                         "lineitem": "http://evil.example/lineitems/1"})
    assert bad_column.status_code == 400 and "not one your LMS lists" in bad_column.text
    assert not GradeLink.objects.exists() and registered.lms.state.lineitems.get("ctx-1", []) == []


def test_only_the_courses_teacher_sees_its_lms_page(linked):
    registered, teacher, course, unit, student = linked
    learner = registered.session()
    assert registered.lms.launch(learner, registered.lms.claims(LEARNER_PERSON)).status_code == 302
    assert learner.get(f"{registered.url}/lti/courses/{course.pk}/").status_code == 403
    assert registered.session().get(f"{registered.url}/lti/courses/{course.pk}/", allow_redirects=False).status_code == 302


def test_roster_sync_enrols_active_learners_and_removes_departed_ones(linked):
    registered, teacher, course, unit, student = linked
    lms = registered.lms
    newcomer = Person(sub="s-300", name="Nia Newcomer", email="nia@north.example", roles=[LEARNER])
    dropped = Person(sub="s-400", name="Dee Dropped", email="dee@north.example", roles=[LEARNER])
    lms.state.members["ctx-1"] = [LEARNER_PERSON, newcomer, TEACHER_PERSON,
                                  Person(sub="t-2", name="Co Teacher", email="co@north.example", roles=[INSTRUCTOR])]
    page = teacher.get(f"{registered.url}/lti/courses/{course.pk}/").text
    sync_url = f"{registered.url}/lti/courses/{course.pk}/roster/sync/"
    assert teacher.post(sync_url, data={"csrfmiddlewaretoken": csrf(page)}, allow_redirects=False).status_code == 302
    enrolled = set(Enrollment.objects.filter(course=course).values_list("student__lti_identities__sub", flat=True))
    assert enrolled == {LEARNER_PERSON.sub, newcomer.sub}
    assert LtiUser.objects.get(sub=newcomer.sub).user.profile.role == "student"
    assert LtiContext.objects.get(course=course).roster_synced_at is not None

    lms.state.members["ctx-1"] = [LEARNER_PERSON, dropped]  # the newcomer left the course
    teacher.post(sync_url, data={"csrfmiddlewaretoken": csrf(page)})
    enrolled = set(Enrollment.objects.filter(course=course).values_list("student__lti_identities__sub", flat=True))
    assert enrolled == {LEARNER_PERSON.sub, dropped.sub}


def test_a_failing_roster_sync_is_shown_and_changes_nothing(linked):
    registered, teacher, course, unit, student = linked
    LtiContext.objects.filter(course=course).update(memberships_url=registered.lms.url + "/nrps-gone/ctx-1")
    before = Enrollment.objects.count()
    page = teacher.get(f"{registered.url}/lti/courses/{course.pk}/").text
    response = teacher.post(f"{registered.url}/lti/courses/{course.pk}/roster/sync/",
                            data={"csrfmiddlewaretoken": csrf(page)})
    assert response.status_code == 502 and "Roster sync failed: The LMS answered 404" in html.unescape(response.text)
    assert Enrollment.objects.count() == before
    assert "404" in LtiContext.objects.get(course=course).roster_error


def test_the_nightly_schedule_runs_the_lti_task(settings):
    from celery.schedules import crontab

    from lti.tasks import lti_nightly_task

    entry = settings.CELERY_BEAT_SCHEDULE["lti-nightly-roster-and-grades"]
    assert entry["task"] == lti_nightly_task.name == "lti.tasks.lti_nightly_task"
    assert isinstance(entry["schedule"], crontab)


def test_a_real_worker_retries_a_grade_with_backoff_until_the_lms_takes_it(linked, tmp_path):
    """The queue for real: linking the column in the served app queues the send task in Redis; a
    Celery worker process takes it, meets a gradebook down twice and retries (1 s, then 2 s) until
    the score is in."""
    import subprocess
    import sys
    import time

    from tests.served import ROOT, server_env

    registered, teacher, course, unit, student = linked
    assert link_new_column(registered, teacher, course, unit).status_code == 302
    post = GradePost.objects.get(student=student)
    registered.lms.state.score_failures_left = 2
    log = tmp_path / "worker.log"
    worker = subprocess.Popen([sys.executable, "-m", "celery", "-A", "config", "worker", "--pool", "solo",
                               "--loglevel", "INFO"], cwd=ROOT, env={**server_env(), "LTI_GRADE_RETRY_SECONDS": "1"},
                              stdout=log.open("w"), stderr=subprocess.STDOUT)
    try:
        for _ in range(240):  # bounded: two minutes on a busy machine
            post.refresh_from_db()
            if post.status != "pending":
                break
            time.sleep(0.5)
        assert post.status == "sent", log.read_text()[-3000:]
        assert post.attempts == 3 and len(registered.lms.state.scores) == 1
        assert log.read_text().count("Retry in") == 2
    finally:
        worker.terminate()
        worker.wait(timeout=30)
