"""Async turns (seed 001 §1-2), in process: ``POST /api/tutor/jobs`` checks everything the streamed
turn checks before a job exists; jobs are their student's only; a repeated client message id
returns the first job."""

from __future__ import annotations

import json
import uuid

import pytest
from asgiref.sync import async_to_sync
from django.test import AsyncClient, Client, override_settings
from django.utils import timezone

from tests.factories import UnitFactory
from tests.tutor.test_api import bearer
from tutor import quotas
from tutor.job_models import JobStatus, TutorJob
from tutor.models import Conversation, Message, MessageStatus, UsageDay

JOBS = "/api/tutor/jobs"


@pytest.fixture
def post(world, django_capture_on_commit_callbacks):
    """POST a job as ``who``; returns (status, body, callbacks run after commit)."""

    def _post(body: dict, who=None) -> tuple[int, dict, list]:
        headers = bearer(who or world.student)
        with django_capture_on_commit_callbacks(execute=False) as callbacks:
            response = Client().post(JOBS, body, content_type="application/json", headers=headers)
        return response.status_code, response.json(), callbacks

    return _post


def _nothing_made(conversation=None) -> None:
    assert not TutorJob.objects.exists()
    if conversation is not None:
        assert not Message.objects.filter(conversation=conversation).exists()


def test_a_job_is_accepted_with_its_urls_and_queued_after_commit(world, conversation, post):
    status, body, callbacks = post({"conversation_id": str(conversation.pk), "message": "What is a slope?",
                                    "client_message_id": "job-1"})
    assert status == 202, body
    job = TutorJob.objects.get()
    assert body["id"] == str(job.pk) and body["status"] == "queued" and job.status == JobStatus.QUEUED
    assert body["status_url"] == f"{JOBS}/{job.pk}" and body["events_url"] == f"{JOBS}/{job.pk}/events"
    assert body["result"] is None and body["error"] is None
    assert len(callbacks) == 1  # the task is sent once the job is committed
    # the begin step ran here: the student's message is saved and counted, the reply waits for the worker
    user_message, reply = Message.objects.filter(conversation=conversation).order_by("role")[::-1]
    assert (user_message.role, user_message.client_message_id) == ("user", "job-1")
    assert reply.status == MessageStatus.STREAMING and str(reply.pk) == body["message_id"]
    assert UsageDay.objects.get(student=world.student).messages == 1


def test_the_same_client_message_id_returns_the_first_job(world, conversation, post):
    first = post({"conversation_id": str(conversation.pk), "message": "What is a slope?", "client_message_id": "c-1"})
    again = post({"conversation_id": str(conversation.pk), "message": "What is a slope?", "client_message_id": "c-1"})
    assert again[0] == 202 and again[1]["id"] == first[1]["id"]
    assert again[2] == []  # nothing queued a second time
    assert TutorJob.objects.count() == 1 and Message.objects.filter(conversation=conversation).count() == 2
    assert UsageDay.objects.get(student=world.student).messages == 1  # counted once


def test_a_course_and_unit_resume_the_units_conversation(world, post):
    unit = UnitFactory(course=world.course, code="U1")
    status, body, _ = post({"course": world.course.code, "unit": "u1", "message": "What is a slope?",
                            "client_message_id": "u-1"})
    assert status == 202, body
    conversation = Conversation.objects.get(pk=body["conversation_id"])
    assert (conversation.unit_id, conversation.student_id) == (unit.pk, world.student.pk)
    status, body, _ = post({"course": world.course.pk, "unit": unit.pk, "message": "And an intercept?",
                            "client_message_id": "u-2"})
    assert status == 202 and body["conversation_id"] == str(conversation.pk)


@pytest.mark.parametrize("body,field", [
    ({"client_message_id": "b-1"}, "message"),  # missing message
    ({"message": "   ", "client_message_id": "b-1"}, "message"),
    ({"message": "x" * 2001, "client_message_id": "b-1"}, "message"),
    ({"message": "hi"}, "client_message_id"),  # missing
    ({"message": "hi", "client_message_id": ""}, "client_message_id"),
    ({"message": "hi", "client_message_id": "spaces are not allowed"}, "client_message_id"),
    ({"message": "hi", "client_message_id": "b-1", "persona": "pirate"}, "persona"),
])
def test_a_bad_body_is_a_400_and_makes_nothing(world, conversation, post, body, field):
    status, answer, callbacks = post({"conversation_id": str(conversation.pk), **body})
    assert status == 400 and answer["code"] == "invalid" and answer["message"], answer
    assert field in json.dumps(answer)
    assert callbacks == []
    _nothing_made(conversation)


@pytest.mark.parametrize("target", ["neither", "both", "course_without_unit", "unit_without_course"])
def test_the_target_must_be_a_conversation_or_a_course_and_unit(world, conversation, post, target):
    unit = UnitFactory(course=world.course)
    body = {"message": "What is a slope?", "client_message_id": "t-1",
            **{"neither": {}, "both": {"conversation_id": str(conversation.pk), "course": world.course.pk,
                                       "unit": unit.pk},
               "course_without_unit": {"course": world.course.pk}, "unit_without_course": {"unit": unit.pk}}[target]}
    status, answer, callbacks = post(body)
    assert status == 400 and answer["code"] == "invalid", answer
    assert callbacks == []
    _nothing_made(conversation)


def test_a_unit_of_another_course_is_a_400(world, post):
    foreign_unit = UnitFactory(course=world.other_course)
    status, answer, _ = post({"course": world.course.pk, "unit": foreign_unit.pk, "message": "hi",
                              "client_message_id": "x-1"})
    assert status == 400 and answer["code"] == "invalid" and answer["extra"]["field"] == "unit"
    _nothing_made()
    assert not Conversation.objects.exists()


def test_an_unknown_or_someone_elses_conversation_is_a_404(world, conversation, post):
    status, answer, _ = post({"conversation_id": str(uuid.uuid4()), "message": "hi", "client_message_id": "n-1"})
    assert status == 404 and answer["code"] == "not_found"
    status, answer, _ = post({"conversation_id": str(conversation.pk), "message": "hi", "client_message_id": "n-2"},
                             who=world.other_student)
    assert status == 404 and answer["code"] == "not_found"
    _nothing_made(conversation)


def test_a_course_the_student_is_not_enrolled_in_is_a_403(world, post):
    UnitFactory(course=world.other_course, code="B1")
    status, answer, _ = post({"course": world.other_course.code, "unit": "B1", "message": "hi",
                              "client_message_id": "e-1"})
    assert status == 403 and answer["code"] == "not_enrolled"
    _nothing_made()
    assert not Conversation.objects.exists()


def test_anonymous_is_a_401(world, conversation):
    response = Client().post(JOBS, {"conversation_id": str(conversation.pk), "message": "hi",
                                    "client_message_id": "a-1"}, content_type="application/json")
    assert response.status_code == 401 and response.json()["code"] == "unauthenticated"
    _nothing_made(conversation)


def test_the_daily_limit_is_checked_before_a_job_is_made(world, conversation, post):
    UsageDay.objects.create(student=world.student, date=timezone.localdate(), messages=50)
    status, answer, callbacks = post({"conversation_id": str(conversation.pk), "message": "hi",
                                      "client_message_id": "l-1"})
    assert status == 429 and answer["code"] == "daily_message_limit" and answer["extra"]["reset_at"]
    assert callbacks == []
    _nothing_made(conversation)


@override_settings(TUTOR_UNIT_PROMPT_QUOTA=2)
def test_the_unit_quota_is_checked_before_a_job_is_made(world, post):
    unit = UnitFactory(course=world.course, code="Q1")
    for n in range(2):  # two typed prompts already used today on this unit
        quotas.unit_quota_count(user_id=world.student.pk, unit_id=unit.pk, message_id=f"earlier-{n}")
    status, answer, callbacks = post({"course": world.course.pk, "unit": "Q1", "message": "What is a slope?",
                                      "client_message_id": "q-1"})
    assert status == 429 and answer["code"] == "unit_quota" and answer["extra"]["limit"] == 2, answer
    assert callbacks == []
    _nothing_made()
    assert not Conversation.objects.exists()  # the unit's conversation started for it is rolled back too


@override_settings(TUTOR_BURST_PER_MINUTE=1)
def test_the_burst_limit_is_checked_before_a_job_is_made(world, conversation, post):
    assert post({"conversation_id": str(conversation.pk), "message": "hi", "client_message_id": "r-1"})[0] == 202
    status, answer, callbacks = post({"conversation_id": str(conversation.pk), "message": "hi again",
                                      "client_message_id": "r-2"})
    assert status == 429 and answer["code"] == "rate_limited"
    assert callbacks == [] and TutorJob.objects.count() == 1


def _events(headers: dict, path: str, extra: dict | None = None) -> tuple[int, str]:
    async def go():
        response = await AsyncClient().get(path, headers={**headers, **(extra or {})})
        if response.streaming:
            return response.status_code, "".join([c.decode() async for c in response.streaming_content])
        return response.status_code, response.content.decode()

    return async_to_sync(go)()


def test_a_job_is_its_students_only(world, conversation, post):
    _, body, _ = post({"conversation_id": str(conversation.pk), "message": "hi", "client_message_id": "o-1"})
    own = Client().get(f"{JOBS}/{body['id']}", headers=bearer(world.student))
    assert own.status_code == 200 and own.json()["id"] == body["id"]
    for who in (world.other_student, world.teacher, world.admin, world.outsider):
        response = Client().get(f"{JOBS}/{body['id']}", headers=bearer(who))
        assert response.status_code == 404 and response.json()["code"] == "not_found"
        status, raw = _events(bearer(who), f"{JOBS}/{body['id']}/events")
        assert status == 404 and json.loads(raw)["code"] == "not_found"
    assert Client().get(f"{JOBS}/{uuid.uuid4()}", headers=bearer(world.student)).status_code == 404
    assert Client().get(f"{JOBS}/{body['id']}").status_code == 401


def test_a_bad_last_event_id_is_a_400(world, conversation, post):
    _, body, _ = post({"conversation_id": str(conversation.pk), "message": "hi", "client_message_id": "h-1"})
    status, raw = _events(bearer(world.student), f"{JOBS}/{body['id']}/events", {"Last-Event-ID": "seven"})
    assert status == 400 and json.loads(raw)["code"] == "invalid"
    status, raw = _events(bearer(world.student), f"{JOBS}/{body['id']}/events?last_event_id=-1")
    assert status == 400 and json.loads(raw)["code"] == "invalid"


def test_the_endpoints_are_in_the_openapi_document(world):
    paths = Client().get("/api/openapi.json").json()["paths"]
    assert "202" in paths[JOBS]["post"]["responses"] and "429" in paths[JOBS]["post"]["responses"]
    assert "text/event-stream" in paths[f"{JOBS}/{{job_id}}/events"]["get"]["responses"]["200"]["content"]
    assert "get" in paths[f"{JOBS}/{{job_id}}"]

