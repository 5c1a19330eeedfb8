"""Async turns over real sockets with a real Celery worker: a job posted to a served process is
answered by the worker and streamed as SSE to ``done``; a client that connects late gets the
replay; a job survives the web process's restart; and ``kill -9`` of the worker mid-answer ends,
through the sweep, in the job run again and exactly one answer."""

from __future__ import annotations

import http.client
import json
from urllib.parse import urlparse

import pytest

from courses.api_tokens import api_token_create
from tests.reliability.processes import start_worker, stop
from tests.served import request, server_env
from tests.tutor.conftest import index_notes
from tutor import services
from tutor.models import Message, Role

pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]

QUESTION = "What is a coefficient?"


def read_events(app_url: str, path: str, *, token: str, last_event_id: str | None = None,
                timeout: float = 120) -> tuple[int, list[tuple[int, str, dict]]]:
    """GET an SSE stream and read it to its end: the status and (id, event, data) of each event."""
    parsed = urlparse(app_url)
    conn = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=timeout)
    headers = {"Authorization": f"Bearer {token}", "Accept": "text/event-stream"}
    if last_event_id is not None:
        headers["Last-Event-ID"] = last_event_id
    try:
        conn.request("GET", path, headers=headers)
        response = conn.getresponse()
        assert response.getheader("Content-Type", "").startswith("text/event-stream"), response.read()
        events, fields = [], {}
        while True:
            line = response.readline()
            if not line:
                return response.status, events
            line = line.decode().rstrip("\r\n")
            if line.startswith(":"):
                continue
            if not line:
                if "event" in fields:
                    events.append((int(fields["id"]), fields["event"], json.loads(fields["data"])))
                fields = {}
                continue
            name, _, value = line.partition(": ")
            fields[name] = value
    finally:
        conn.close()


@pytest.fixture(scope="module")
def worker(django_db_setup, tmp_path_factory):
    """One real Celery worker (the offline, extractive tutor) for the tests that only need one."""
    folder = tmp_path_factory.mktemp("jobs-worker")
    process = start_worker(server_env(), folder / "var", folder / "worker.log", beat=False)
    try:
        yield folder / "worker.log"
    finally:
        stop(process)


@pytest.fixture
def student(world, django_capture_on_commit_callbacks):
    index_notes(world.course, django_capture_on_commit_callbacks)
    conversation = services.conversation_create(user=world.student, course_id=world.course.pk)
    _, token = api_token_create(user=world.student, name="jobs served tests")
    return token, conversation


def post_job(app_url: str, token: str, conversation, client_id: str) -> dict:
    response = request(app_url, "POST", "/api/tutor/jobs", token=token,
                       body={"conversation_id": str(conversation.pk), "message": QUESTION,
                             "client_message_id": client_id})
    assert response.status == 202, response.body
    return response.json()


def tokens(events) -> str:
    return "".join(data["text"] for _, kind, data in events if kind == "token")


def test_a_job_is_answered_by_the_worker_streamed_to_done_and_replayed_to_a_late_client(
        served_app, student, worker):
    token, conversation = student
    job = post_job(served_app.url, token, conversation, "served-job-1")
    status, live = read_events(served_app.url, job["events_url"], token=token)
    log = worker.read_text(errors="replace")[-3000:]
    assert status == 200
    names = [kind for _, kind, _ in live]
    assert names[0] == "start" and names[-1] == "done" and "token" in names and "citations" in names, (names, log)
    assert [seq for seq, _, _ in live] == list(range(1, len(live) + 1))

    detail = request(served_app.url, "GET", job["status_url"], token=token).json()
    reply = Message.objects.get(pk=job["message_id"])
    assert detail["status"] == "done" and detail["result"]["content"] == reply.content == tokens(live)
    assert detail["result"]["outcome"] == "answered" and detail["result"]["citations"]

    # late: the whole stream again from the stored events; after Last-Event-ID, only the rest
    assert read_events(served_app.url, job["events_url"], token=token)[1] == live
    assert read_events(served_app.url, job["events_url"], token=token, last_event_id="3")[1] == live[3:]
    # posted again: the first job, no second answer
    assert post_job(served_app.url, token, conversation, "served-job-1")["id"] == job["id"]
    assert Message.objects.filter(conversation=conversation, role=Role.ASSISTANT).count() == 1


def test_a_job_outlives_the_web_process_that_accepted_it(served_app, student, worker):
    """Posted to one web process (this test's own Django, which then has nothing more to do with it),
    answered by the worker, streamed by another web process (the served one): nothing of the job
    lives in the memory of the process that accepted it, so a restart of the web process loses
    nothing."""
    from django.test import Client

    token, conversation = student
    accepted = Client().post("/api/tutor/jobs", {"conversation_id": str(conversation.pk), "message": QUESTION,
                                                 "client_message_id": "restart-1"},
                             content_type="application/json", headers={"Authorization": f"Bearer {token}"})
    assert accepted.status_code == 202, accepted.content
    job = accepted.json()
    status, events = read_events(served_app.url, job["events_url"], token=token)
    assert status == 200 and events[0][1] == "start" and events[-1][1] == "done"
    assert tokens(events) == Message.objects.get(pk=job["message_id"]).content


def test_a_job_survives_a_kill_of_the_web_process_that_accepted_it(served_app, student, worker, tmp_path):
    """A web process of its own accepts the job and is killed (-9, with its Daphne children) before any
    client reads the stream; a new web process started afterwards streams the job to ``done``."""
    import psutil

    from tests.served import start_served_app, stop_served_app

    token, conversation = student
    first = start_served_app(server_env(), tmp_path / "var-1", tmp_path / "serve-1.log")
    try:
        job = post_job(first.url, token, conversation, "killed-web-1")
    finally:
        parent = psutil.Process(first.process.pid)
        for process in [*parent.children(recursive=True), parent]:
            process.kill()
        first.process.wait(timeout=20)
    second = start_served_app(server_env(), tmp_path / "var-2", tmp_path / "serve-2.log")
    try:
        status, events = read_events(second.url, job["events_url"], token=token)
        detail = request(second.url, "GET", job["status_url"], token=token).json()
    finally:
        stop_served_app(second)
    assert status == 200 and events[0][1] == "start" and events[-1][1] == "done", events
    assert detail["status"] == "done" and detail["result"]["content"] == tokens(events)
    assert Message.objects.filter(conversation=conversation, role=Role.ASSISTANT).count() == 1
