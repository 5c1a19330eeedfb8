"""kill -9 of the Celery worker in the middle of an async turn's answer: the sweep (beat, in the next
worker) sees the reply's lease expire and runs the job again; the job ends done, with exactly one
answer, and a client that connects then gets the second run whole."""

from __future__ import annotations

import pytest

from tests.fakes.openai_server import FakeOpenAI
from tests.reliability.processes import kill_9, start_worker, stop, wait_until
from tests.served import request, server_env
from tests.tutor.test_jobs_served import post_job, read_events, student, tokens  # noqa: F401
from tutor.job_models import JobStatus, TutorJob, TutorJobEvent
from tutor.models import Message, MessageStatus, Role

pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]


def test_kill_9_of_the_worker_mid_answer_the_sweep_runs_the_job_again_and_one_answer_is_written(
        served_app, student, tmp_path):
    token, conversation = student
    with FakeOpenAI() as fake:
        fake.reply_text = " ".join(["A coefficient multiplies the variable in a term [1]."] * 12)
        fake.stream_delay = 0.15  # ~10 s of answer: time to kill the worker in the middle of it
        env = {**server_env(), "ANSWER_PROVIDER": "openai", "LLM_BASE_URL": fake.base_url, "LLM_API_KEY": "test",
               "LLM_MODEL": "fake-chat", "LLM_FALLBACK_MODEL": "", "TUTOR_MODERATION": "false",
               "TUTOR_JOB_SWEEP_SECONDS": "2"}
        first = start_worker(env, tmp_path / "w1", tmp_path / "worker1.log", beat=False)
        second = None
        try:
            job = post_job(served_app.url, token, conversation, "kill-1")
            wait_until(lambda: TutorJobEvent.objects.filter(job_id=job["id"], type="token").count() >= 3,
                       timeout=180, what="the first worker to stream part of the answer")
            kill_9(first)
            dead = TutorJob.objects.get(pk=job["id"])
            assert dead.status == JobStatus.RUNNING and dead.attempts == 1
            assert Message.objects.get(pk=job["message_id"]).status == MessageStatus.STREAMING

            fake.stream_delay = 0.0
            second = start_worker(env, tmp_path / "w2", tmp_path / "worker2.log")  # with beat: the sweep runs
            done = wait_until(lambda: (j := TutorJob.objects.get(pk=job["id"])).finished and j, timeout=240,
                              what="the sweep to run the job again and the job to finish")
        finally:
            stop(first)
            if second is not None:
                stop(second)
    log = (tmp_path / "worker2.log").read_text(errors="replace")[-3000:]
    assert done.status == JobStatus.DONE and done.attempts == 2, (done.error_code, done.error_message, log)
    reply = Message.objects.get(pk=job["message_id"])
    assert reply.status == MessageStatus.COMPLETE
    assert Message.objects.filter(conversation=conversation, role=Role.ASSISTANT).count() == 1
    assert Message.objects.filter(conversation=conversation, role=Role.USER).count() == 1

    # the whole record shows both runs; a client that saw nothing gets the second run only, whole
    _, history = read_events(served_app.url, job["events_url"], token=token, last_event_id="0")
    starts = [data["attempt"] for _, kind, data in history if kind == "start"]
    assert starts == [1, 2] and history[-1][1] == "done"
    _, fresh = read_events(served_app.url, job["events_url"], token=token)
    assert fresh[0][1] == "start" and fresh[0][2]["attempt"] == 2
    assert (fresh[-1][2].get("content") or tokens(fresh)) == reply.content
    detail = request(served_app.url, "GET", job["status_url"], token=token).json()
    assert detail["status"] == "done" and detail["attempts"] == 2 and detail["result"]["content"] == reply.content
