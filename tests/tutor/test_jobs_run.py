"""Async turns, the worker's side in process: a run stores the turn's events in order and the answer;
a late client gets them replayed (``Last-Event-ID``); a run is claimed once; the sweep re-runs a
job whose worker died, or fails it after its last attempt, and never makes a second answer."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from asgiref.sync import async_to_sync
from django.test import AsyncClient, Client, override_settings
from django.utils import timezone

from tests.fakes.openai_server import FakeOpenAI
from tests.tutor.conftest import index_notes
from tests.tutor.test_api import bearer, parse_sse
from tests.tutor.test_pipeline import QUESTION, ask
from tutor import jobs, liveness, services
from tutor.job_models import JobStatus, TutorJob, TutorJobEvent
from tutor.models import Message, MessageStatus, Role

pytestmark = pytest.mark.django_db(transaction=True)

JOBS = "/api/tutor/jobs"


@pytest.fixture
def course(world, django_capture_on_commit_callbacks):
    index_notes(world.course, django_capture_on_commit_callbacks)
    return world.course


@pytest.fixture
def conversation(world, course):
    return services.conversation_create(user=world.student, course_id=course.pk)


def submit(world, conversation, client_id: str, text: str = QUESTION) -> TutorJob:
    job, created = jobs.job_submit(user=world.student, conversation_id=conversation.pk, message=text,
                                   client_message_id=client_id)
    assert created
    return job


def stream(user, job, last_event_id: str | None = None) -> list[tuple[str, str, object]]:
    """(id, event, data) of the job's SSE stream, read to its end."""
    headers = bearer(user)
    if last_event_id is not None:
        headers["Last-Event-ID"] = last_event_id

    async def go():
        response = await AsyncClient().get(f"{JOBS}/{job.pk}/events", headers=headers)
        assert response.status_code == 200 and response["Content-Type"].startswith("text/event-stream")
        return "".join([c.decode() async for c in response.streaming_content])

    raw = async_to_sync(go)()
    ids = [line[4:] for line in raw.splitlines() if line.startswith("id: ")]
    return [(i, kind, data) for i, (kind, data) in zip(ids, parse_sse(raw), strict=True)]


def stored(job) -> list[tuple[int, str]]:
    return list(TutorJobEvent.objects.filter(job=job).values_list("seq", "type"))


def test_a_run_stores_the_turns_events_and_the_answer_and_a_late_client_gets_them_all(world, conversation):
    job = submit(world, conversation, "run-1")
    assert jobs.job_run(job_id=job.pk) == "done"
    assert jobs.job_run(job_id=job.pk) == "skipped"  # claimed once: a second delivery does nothing
    events = stored(job)
    assert [seq for seq, _ in events] == list(range(1, len(events) + 1))
    names = [kind for _, kind in events]
    assert names[0] == "start" and names[-1] == "done" and "token" in names and "citations" in names
    assert "error" not in names

    job.refresh_from_db()
    reply = Message.objects.get(pk=job.reply_id)
    assert job.status == JobStatus.DONE and job.attempts == 1 and reply.status == MessageStatus.COMPLETE
    detail = Client().get(f"{JOBS}/{job.pk}", headers=bearer(world.student)).json()
    assert detail["status"] == "done" and detail["result"]["content"] == reply.content
    assert detail["result"]["outcome"] == "answered" and detail["result"]["citations"]
    assert detail["result"]["citations"][0]["chunk_id"] == reply.citations[0]["chunk_id"]

    # connecting after the end replays everything, numbered; Last-Event-ID resumes after that event
    replay = stream(world.student, job)
    assert [(int(i), kind) for i, kind, _ in replay] == events
    assert replay[0][2]["message_id"] == str(reply.pk) and replay[0][2]["job_id"] == str(job.pk)
    assert "".join(data["text"] for _, kind, data in replay if kind == "token") == reply.content
    tail = stream(world.student, job, last_event_id="2")
    assert [int(i) for i, _, _ in tail] == [seq for seq, _ in events if seq > 2]
    assert stream(world.student, job, last_event_id=str(len(events))) == []
    assert Message.objects.filter(conversation=conversation, role=Role.ASSISTANT).count() == 1


def test_a_refused_question_ends_the_job_done_with_the_refusal(world, conversation):
    job = submit(world, conversation, "run-r", "Who painted the ceiling of the Sistine Chapel?")
    assert jobs.job_run(job_id=job.pk) == "done"
    assert [kind for _, kind in stored(job)] == ["start", "refusal", "done"]
    detail = Client().get(f"{JOBS}/{job.pk}", headers=bearer(world.student)).json()
    assert detail["result"]["outcome"] == "refused" and detail["result"]["suggestions"]


def test_a_job_for_a_message_already_answered_replays_that_answer(world, conversation):
    ask(world.student, conversation, client_message_id="sync-1")  # answered on the streamed path first
    first = Message.objects.get(conversation=conversation, role=Role.ASSISTANT)
    job = submit(world, conversation, "sync-1")
    assert not job.began and job.reply_id == first.pk
    assert jobs.job_run(job_id=job.pk) == "done"
    events = stream(world.student, job)
    assert events[0][2]["replay"] is True and events[-1][1] == "done"
    assert "".join(d["text"] for _, kind, d in events if kind == "token") == first.content
    assert Message.objects.filter(conversation=conversation, role=Role.ASSISTANT).count() == 1


def _as_if_its_worker_died(job: TutorJob, *, attempts: int) -> None:
    """What a worker killed mid-answer leaves: the job running with a start and a token stored, the
    reply streaming with a partial text, and its lease gone; all a while ago."""
    past = timezone.now() - dt.timedelta(seconds=liveness.LEASE_SECONDS + 5)
    seq = jobs._last_seq(job.pk)
    TutorJobEvent.objects.create(job=job, seq=seq + 1, type="start",
                                 data={"message_id": str(job.reply_id), "attempt": attempts})
    TutorJobEvent.objects.create(job=job, seq=seq + 2, type="token", data={"text": "A coeffi"})
    TutorJob.objects.filter(pk=job.pk).update(status=JobStatus.RUNNING, attempts=attempts, updated_at=past)
    Message.objects.filter(pk=job.reply_id).update(status=MessageStatus.STREAMING, content="A coeffi",
                                                  created_at=past)
    liveness.turn_release(job.reply_id)


def test_the_sweep_runs_again_a_job_whose_worker_died_and_one_answer_is_written(world, conversation):
    job = submit(world, conversation, "dead-1")
    _as_if_its_worker_died(job, attempts=1)
    assert jobs.jobs_requeue_stale() == 1
    assert jobs.jobs_requeue_stale() == 0  # a second sweep does not queue it twice
    job.refresh_from_db()
    assert job.status == JobStatus.QUEUED
    assert jobs.job_run(job_id=job.pk) == "done"

    job.refresh_from_db()
    reply = Message.objects.get(pk=job.reply_id)
    assert job.attempts == 2 and reply.status == MessageStatus.COMPLETE and not reply.content.startswith("A coeffi ")
    names = [kind for _, kind in stored(job)]
    assert names[:3] == ["start", "token", "start"] and names[-1] == "done"
    # a client that saw nothing starts at the second run's start: no half answer from the dead run
    fresh = stream(world.student, job)
    assert fresh[0][1] == "start" and fresh[0][2]["attempt"] == 2 and int(fresh[0][0]) == 3
    assert "".join(d["text"] for _, kind, d in fresh if kind == "token") == reply.content
    assert Message.objects.filter(conversation=conversation, role=Role.ASSISTANT).count() == 1


def test_the_sweep_leaves_a_job_whose_reply_is_still_being_written(world, conversation):
    job = submit(world, conversation, "alive-1")
    _as_if_its_worker_died(job, attempts=1)
    liveness.turn_lease(job.reply_id)  # ...but its worker is alive after all (a long wait for the model)
    assert jobs.jobs_requeue_stale() == 0
    job.refresh_from_db()
    assert job.status == JobStatus.RUNNING


@override_settings(TUTOR_JOB_MAX_ATTEMPTS=2)
def test_after_its_last_attempt_a_dead_job_fails_and_sending_it_again_runs_it_again(world, conversation):
    job = submit(world, conversation, "dead-2")
    _as_if_its_worker_died(job, attempts=2)
    assert jobs.jobs_requeue_stale() == 0
    job.refresh_from_db()
    reply = Message.objects.get(pk=job.reply_id)
    assert job.status == JobStatus.FAILED and job.error_code == "interrupted"
    assert reply.status == MessageStatus.FAILED
    last = TutorJobEvent.objects.filter(job=job).last()
    assert last.type == "error" and last.data["code"] == "interrupted"
    detail = Client().get(f"{JOBS}/{job.pk}", headers=bearer(world.student)).json()
    assert detail["status"] == "failed" and detail["error"]["code"] == "interrupted" and detail["result"] is None
    assert stream(world.student, job)[-1][1] == "error"  # the stream of a failed job ends

    # the student sends the same message again: the same job runs again and writes the same reply
    again, created = jobs.job_submit(user=world.student, conversation_id=conversation.pk, message=QUESTION,
                                     client_message_id="dead-2")
    assert not created and again.pk == job.pk and again.status == JobStatus.QUEUED
    assert jobs.job_run(job_id=job.pk) == "done"
    reply.refresh_from_db()
    assert reply.status == MessageStatus.COMPLETE
    assert Message.objects.filter(conversation=conversation, role=Role.ASSISTANT).count() == 1


def test_the_sweep_queues_again_a_job_whose_task_was_lost(world, conversation):
    job = submit(world, conversation, "lost-1")
    TutorJob.objects.filter(pk=job.pk).update(updated_at=timezone.now() - jobs.QUEUED_LOST_AFTER
                                              - dt.timedelta(seconds=1))
    assert jobs.jobs_requeue_stale() == 1
    assert jobs.jobs_requeue_stale() == 0  # touched: not again on the next sweep
    assert jobs.job_run(job_id=job.pk) == "done"


def test_a_deleted_conversation_takes_its_jobs_with_it(world, conversation):
    job = submit(world, conversation, "gone-1")
    job_id = job.pk
    services.conversation_delete(user=world.student, conversation_id=conversation.pk)
    assert not TutorJob.objects.filter(pk=job_id).exists()  # the job goes with its conversation
    assert jobs.job_run(job_id=job_id) == "skipped"

    async def read():
        from tutor.jobs_api import job_event_stream

        return [chunk async for chunk in job_event_stream(job_id, 0, poll=0.01)]

    assert async_to_sync(read)() == [": stream open\n\n"]  # a stream open on it ends, it does not hang


def test_the_events_stream_of_an_unfinished_job_sends_what_is_stored_then_ends_with_it(world, conversation):
    """The stream polls PostgreSQL: events stored while a client listens reach it, and it ends when the
    job ends (here the job is finished by a run started while the client is connected)."""
    job = submit(world, conversation, "live-1")

    async def listen_while_it_runs():
        import asyncio

        from tutor.jobs_api import job_event_stream
        from tutor.workers import db

        chunks: list[str] = []

        async def read():
            async for chunk in job_event_stream(job.pk, 0, poll=0.05):
                chunks.append(chunk)

        reader = asyncio.ensure_future(read())
        await asyncio.sleep(0.2)
        assert not reader.done()  # queued: nothing yet, the stream stays open
        await db(jobs.job_run)(job_id=job.pk)
        await asyncio.wait_for(reader, 30)
        return "".join(chunks)

    raw = async_to_sync(listen_while_it_runs)()
    events = parse_sse(raw)
    assert events[0][0] == "start" and events[-1][0] == "done"
    assert json.loads(json.dumps(events[-1][1]))["message_id"] == str(job.reply_id)


def test_jobs_answered_by_a_model_one_after_another_and_a_model_failure_fails_the_job(world, conversation):
    """Jobs answered by a model (the real client against the local fake server), two in a row in one
    process, each run in an event loop of its own. A model that rejects the request fails the job
    with the turn's own ``error`` event; the reply is kept failed, retryable."""
    with FakeOpenAI() as fake, override_settings(ANSWER_PROVIDER="openai", LLM_BASE_URL=fake.base_url,
                                                 LLM_API_KEY="test", LLM_MODEL="fake-chat", LLM_FALLBACK_MODEL="",
                                                 TUTOR_MODERATION=False):
        fake.reply_text = "A coefficient multiplies the variable in a term [1]."
        first, second = submit(world, conversation, "model-1"), submit(world, conversation, "model-2",
                                                                      "What does a coefficient multiply?")
        assert jobs.job_run(job_id=first.pk) == "done"
        assert jobs.job_run(job_id=second.pk) == "done"
        for job in (first, second):
            assert Message.objects.get(pk=job.reply_id).content.startswith("A coefficient multiplies")

        fake.fail_next(5, status=400)
        failing = submit(world, conversation, "model-3", "Why does a coefficient multiply a variable?")
        assert jobs.job_run(job_id=failing.pk) == "failed"
    failing.refresh_from_db()
    last = TutorJobEvent.objects.filter(job=failing).last()
    assert last.type == "error" and failing.error_code == last.data["code"] and failing.error_message
    assert Message.objects.get(pk=failing.reply_id).status == MessageStatus.FAILED
    detail = Client().get(f"{JOBS}/{failing.pk}", headers=bearer(world.student)).json()
    assert detail["status"] == "failed" and detail["error"]["code"] == failing.error_code
