"""The card loop through the real endpoints: seed triggers B1-B2 (drill grading) and C1-C2 (exam
submission), client events, concept cards, exam blocks, lockouts across tabs and API, and the answer
key never shown before a submission."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from django.utils import timezone
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from config.errors import ApplicationError
from courses.models import ExamAttempt, ExamQuestion
from learning import cards, exams, sealing
from learning.models import ConfusionTag, DrillTemplate, GradedEvidence, QuestionTouch, UnitProgress
from tutor.models import Message
from tests.learning.test_api import LINEAR_NOTES, auth

pytestmark = pytest.mark.django_db


@pytest.fixture
def loop_course(algebra):
    for code in ("ALG1", "ALG2"):
        DrillTemplate.objects.create(
            course=algebra.course, unit=algebra.units[code], prompt="Solve {a}x + {b} = {c} for x.",
            parameters={"a": [2, 2], "b": [1, 1], "c": [9, 9]}, answer="(c - b)/a", variable="x",
            wrong_answers=[{"answer": "(c + b)/a", "tag": "sign-error"}])
    return algebra


def api(client, world, algebra, what, body=None, user=None):
    return client.post(f"/api/learning/courses/{algebra.course.pk}/{what}", body or {},
                       content_type="application/json", **auth(user or world.student))


def event(client, world, algebra, name, **extra):
    response = api(client, world, algebra, "events", {"event": name, **extra})
    assert response.status_code == 200, response.content
    return response.json()


def grade(client, world, algebra, card, answer):
    response = api(client, world, algebra, "drill/grade", {"token": card["token"], "answer": answer})
    assert response.status_code == 200, response.content
    return response.json()


def row(world, algebra, code):
    return UnitProgress.objects.get(snapshot__student=world.student, unit=algebra.units[code])


def test_b1_a_correct_drill_updates_counters_leaves_tags_and_continue_moves_on(client, world, algebra, loop_course):
    step = event(client, world, algebra, "REQUEST_DRILL")
    assert step["action"] == "DRILL_CARD" and step["card"]["unit"]["code"] == "ALG1"
    body = grade(client, world, algebra, step["card"], "x = 4")
    assert body["correct"] is True and body["progress"]["drill_attempts"] == 1
    assert not ConfusionTag.objects.exists()
    nxt = event(client, world, algebra, "DRILL_CONTINUE", unit_id=algebra.id("ALG1"))
    assert nxt["action"] == "DRILL_CARD" and nxt["card"]["card_id"] != step["card"]["card_id"]
    assert nxt["state_update"]["panel"]["focus"]["code"] == "ALG1"


def test_b2_wrong_drills_add_tags_from_grading_only_and_two_misses_bring_the_concept_card(
        client, world, algebra, loop_course, index_text):
    material = index_text(algebra.course, "vars.md", LINEAR_NOTES, unit=algebra.units["ALG1"]) \
        if "unit" in index_text.__code__.co_varnames else index_text(algebra.course, "vars.md", LINEAR_NOTES)
    material.unit = algebra.units["ALG1"]
    material.save()
    step = event(client, world, algebra, "REQUEST_DRILL")
    body = grade(client, world, algebra, step["card"], "5")
    assert body["correct"] is False and body["mistake_tag"] == "sign-error"
    assert list(ConfusionTag.objects.values_list("tag", "count")) == [("sign-error", 1)]
    assert event(client, world, algebra, "DRILL_CONTINUE")["action"] == "DRILL_CARD"  # one miss is not stuck
    stuck = event(client, world, algebra, "STUCK", token=step["card"]["token"])  # "I'm stuck" after the miss
    assert stuck["action"] == "CONCEPT_CARD"
    concept = stuck["card"]
    assert 1 <= len(concept["key_ideas"]) <= cards.MAX_KEY_IDEAS
    assert all(i["source"]["material"] == "vars.md" for i in concept["key_ideas"])
    assert cards.concept_words(concept) <= cards.MAX_CONCEPT_WORDS
    assert row(world, algebra, "ALG1").drill_attempts == 2
    again = event(client, world, algebra, "STUCK", token=step["card"]["token"])  # once per card
    assert row(world, algebra, "ALG1").drill_attempts == 2 and again["action"] == "CONCEPT_CARD"


def _pass_drills(client, world, algebra, n=2):
    for _ in range(n):
        card = event(client, world, algebra, "REQUEST_DRILL")["card"]
        assert grade(client, world, algebra, card, "4")["correct"] is True


def test_c1_two_correct_drills_bring_the_exam_block_and_a_pass_upgrades_the_tier(client, world, algebra, loop_course):
    _pass_drills(client, world, algebra)
    step = event(client, world, algebra, "DRILL_CONTINUE")
    assert step["action"] == "EXAM_BLOCK"
    card = step["card"]
    assert card["tier"] == "bronze" and "answer_index" not in card and "memo" not in card
    question = ExamQuestion.objects.get(pk=card["question_id"])
    memo = api(client, world, algebra, f"exam/{question.pk}/memo") if False else client.get(
        f"/api/learning/courses/{algebra.course.pk}/exam/{question.pk}/memo", **auth(world.student))
    assert (memo.status_code, memo.json()["code"]) == (403, "forbidden")  # no memo before an attempt
    result = api(client, world, algebra, "exam/submit", {"question_id": question.pk, "choice": question.answer_index})
    assert result.status_code == 200, result.content
    assert result.json()["correct"] is True and result.json()["unit_tiers"] == {"ALG1": "bronze"}
    progress = row(world, algebra, "ALG1")
    assert (progress.tier, progress.exam_passed_bronze) == ("bronze", 1)
    memo = client.get(f"/api/learning/courses/{algebra.course.pk}/exam/{question.pk}/memo", **auth(world.student))
    assert memo.status_code == 200 and memo.json()["memo"] == question.memo
    after = event(client, world, algebra, "EXAM_CONTINUE", unit_id=algebra.id("ALG1"))
    assert after["state_update"]["panel"]["focus"]["tier"] in ("bronze", "none")
    again = api(client, world, algebra, "exam/submit", {"question_id": question.pk, "choice": question.answer_index})
    assert (again.status_code, again.json()["code"]) == (409, "duplicate")


def test_c2_a_wrong_answer_locks_the_question_in_every_tab_and_the_api(client, world, algebra, loop_course, settings):
    settings.EXAM_LOCK_HOURS = 2
    question = algebra.questions[("ALG1", "bronze")][0]
    wrong = (question.answer_index + 1) % len(question.options)
    result = api(client, world, algebra, "exam/submit", {"question_id": question.pk, "choice": wrong}).json()
    assert result["correct"] is False and result["locked_until"]
    attempt = ExamAttempt.objects.get(student=world.student, question=question)
    assert timedelta(hours=1.9) < attempt.locked_until - attempt.created_at < timedelta(hours=2.1)
    assert QuestionTouch.objects.get(question=question).revisit is True
    again = api(client, world, algebra, "exam/submit", {"question_id": question.pk, "choice": question.answer_index})
    assert (again.status_code, again.json()["code"]) == (409, "conflict")
    assert again.json()["extra"]["next_eligible_at"]
    client.force_login(world.student)  # another tab: the page's form
    html = client.post(f"/student/learning/courses/{algebra.course.pk}/cards/exam/",
                       {"question_id": question.pk, "choice": question.answer_index}, HTTP_HX_REQUEST="true")
    assert html.status_code == 200 and b"locked" in html.content and b"data-countdown-until" in html.content
    assert ExamAttempt.objects.filter(student=world.student, question=question).count() == 1
    assert not ExamAttempt.objects.filter(correct=True).exists()
    panel = event(client, world, algebra, "EXAM_CONTINUE")["state_update"]["panel"]
    assert panel["revisit"]["locked_count"] == 1


def test_c2_viewing_the_memo_before_answering_locks_and_queues_the_question_but_moves_no_tier(
        client, world, algebra, loop_course, settings):
    settings.EXAM_LOCK_HOURS = 3
    _pass_drills(client, world, algebra)
    question = algebra.questions[("ALG1", "bronze")][0]
    before = row(world, algebra, "ALG1")
    viewed = api(client, world, algebra, f"exam/{question.pk}/support-viewed", {"support_type": "memo"})
    assert viewed.status_code == 200, viewed.content
    assert viewed.json()["memo"] == question.memo and viewed.json()["locked_until"]
    attempt = ExamAttempt.objects.get(student=world.student, question=question)
    assert (attempt.support_type, attempt.chosen_index, attempt.correct) == ("memo", None, False)
    assert timedelta(hours=2.9) < attempt.locked_until - attempt.created_at < timedelta(hours=3.1)
    assert QuestionTouch.objects.get(question=question).revisit is True
    after = row(world, algebra, "ALG1")
    assert (after.tier, after.mastery_p, after.drill_streak) == (before.tier, before.mastery_p, before.drill_streak)
    assert not GradedEvidence.objects.filter(kind="exam").exists()  # no answer was graded
    locked = api(client, world, algebra, "exam/submit", {"question_id": question.pk, "choice": question.answer_index})
    assert (locked.status_code, locked.json()["code"]) == (409, "conflict")
    again = api(client, world, algebra, f"exam/{question.pk}/support-viewed", {"support_type": "memo"})
    assert again.status_code == 200 and again.json()["locked_until"] == viewed.json()["locked_until"]
    assert ExamAttempt.objects.filter(student=world.student, question=question).count() == 1
    panel = event(client, world, algebra, "EXAM_CONTINUE")["state_update"]["panel"]
    assert panel["revisit"]["locked_count"] == 1


def test_c2_the_memo_button_on_the_page_locks_the_question_and_shows_the_memo(client, world, algebra, loop_course):
    question = algebra.questions[("ALG1", "bronze")][0]
    client.force_login(world.student)
    html = client.post(f"/student/learning/courses/{algebra.course.pk}/cards/exam/{question.pk}/support/",
                       HTTP_HX_REQUEST="true")
    assert html.status_code == 200
    body = html.content.decode()
    assert 'data-card-state="locked"' in body and question.memo in body and "data-countdown-until" in body
    assert "is-key" not in body  # the key itself is still not marked: the memo explains, the card does not grade
    assert ExamAttempt.objects.get(student=world.student, question=question).support_type == "memo"


@pytest.mark.parametrize("path, body, status, code", [
    ("exam/{other}/support-viewed", {"support_type": "memo"}, 404, "not_found"),
    ("exam/{mine}/support-viewed", {"support_type": "video"}, 400, "invalid"),
    ("exam/{mine}/support-viewed", {"support_type": ["memo"]}, 400, "invalid"),
])
def test_c2_a_support_view_of_a_foreign_question_or_an_unknown_kind_is_refused_and_records_nothing(
        client, world, algebra, path, body, status, code):
    mine = algebra.questions[("ALG1", "bronze")][0]
    other = ExamQuestion.objects.create(course=world.other_course, tier="bronze", prompt="?", options=["a"],
                                        answer_index=0, memo="m")
    response = api(client, world, algebra, path.format(mine=mine.pk, other=other.pk), body)
    assert (response.status_code, response.json()["code"]) == (status, code)
    assert not ExamAttempt.objects.exists() and not QuestionTouch.objects.exists()


def test_c2_a_support_view_by_someone_not_in_the_course_is_refused(client, world, algebra):
    question = algebra.questions[("ALG1", "bronze")][0]
    for user, status in ((world.outsider, 404), (world.other_student, 404)):
        response = api(client, world, algebra, f"exam/{question.pk}/support-viewed", {"support_type": "memo"}, user=user)
        assert response.status_code in (403, 404), response.content
    anonymous = client.post(f"/api/learning/courses/{algebra.course.pk}/exam/{question.pk}/support-viewed",
                            {"support_type": "memo"}, content_type="application/json")
    assert anonymous.status_code == 401
    assert not ExamAttempt.objects.exists()


@pytest.mark.parametrize("tier", ["bronze", "silver", "gold"])
@pytest.mark.parametrize("n", [0, 1])
def test_no_answer_key_or_memo_before_submission_in_the_card_or_its_html(client, world, algebra, tier, n):
    question = algebra.questions[("ALG2", tier)][n]
    question.options = ["alpha-option", "beta-option", "gamma-option"]
    question.answer_index = 2
    question.memo = "MEMO-SECRET-TEXT"
    question.save()
    card = cards.with_context(exams.exam_card(question, unit=algebra.units["ALG2"], now=timezone.now()), algebra.course.pk)
    assert "answer_index" not in card and "memo" not in json.dumps(card) and "MEMO-SECRET" not in json.dumps(card)
    from django.template.loader import render_to_string
    html = render_to_string("learning/cards/_card.html", {"card": card})
    assert "MEMO-SECRET" not in html and "is-key" not in html and "(answer)" not in html
    assert html.count('type="radio"') == 3 and 'value="2"' in html  # every option, none marked


def test_an_exam_submission_for_a_question_of_another_course_or_a_bad_choice_is_refused(client, world, algebra):
    question = algebra.questions[("ALG1", "bronze")][0]
    bad = api(client, world, algebra, "exam/submit", {"question_id": question.pk, "choice": 99})
    assert (bad.status_code, bad.json()["code"]) == (400, "invalid")
    other = ExamQuestion.objects.create(course=world.other_course, tier="bronze", prompt="?", options=["a"],
                                        answer_index=0, memo="m")
    missing = api(client, world, algebra, "exam/submit", {"question_id": other.pk, "choice": 0})
    assert (missing.status_code, missing.json()["code"]) == (404, "not_found")
    assert not ExamAttempt.objects.exists()


@pytest.mark.parametrize("name", ["REQUEST_DRILL", "DRILL_CONTINUE", "EXAM_CONTINUE"])
def test_client_events_never_touch_tags_or_tiers(client, world, algebra, loop_course, name):
    for _ in range(3):
        event(client, world, algebra, name)
    assert not ConfusionTag.objects.exists() and not GradedEvidence.objects.exists()
    assert not UnitProgress.objects.exclude(tier="none").exists()


@pytest.mark.parametrize("body, message", [({"event": "HACK"}, "Unknown event"), ({"event": "STUCK"}, "needs the drill card"),
                                           ({"event": "STUCK", "token": "forged"}, "can no longer be checked")])
def test_bad_client_events_are_refused_with_a_clear_error(client, world, algebra, loop_course, body, message):
    response = api(client, world, algebra, "events", body)
    assert response.status_code == 400 and message in response.json()["message"]
    assert not GradedEvidence.objects.exists()


def test_the_htmx_views_play_a_drill_and_push_the_panel(client, world, algebra, loop_course):
    client.force_login(world.student)
    base = f"/student/learning/courses/{algebra.course.pk}/cards"
    reply = client.post(f"{base}/event/", {"event": "REQUEST_DRILL"}, HTTP_HX_REQUEST="true")
    assert reply.status_code == 200 and b'data-card="drill"' in reply.content and b"Check Answer" in reply.content
    token = reply.content.decode().split('name="token" value="')[1].split('"')[0]
    payload = sealing.open_seal(token, purpose="drill", student_id=world.student.pk, course_id=algebra.course.pk,
                                now=timezone.now())
    assert f">{payload['ans']}<" not in reply.content.decode()
    hostile = client.post(f"{base}/grade/", {"token": token, "answer": "2^2^2^2^2^2"}, HTTP_HX_REQUEST="true")
    assert b"Exponents are limited" in hostile.content and b'role="alert"' in hostile.content
    graded = client.post(f"{base}/grade/", {"token": token, "answer": r"\frac{8}{2}"}, HTTP_HX_REQUEST="true")
    text = graded.content.decode()
    assert "Correct" in text and "Continue" in text and "Try another" in text and f'id="snapshot-panel-{algebra.course.pk}"' in text


def test_a_chat_turn_sends_the_card_of_its_action(client, world, algebra, loop_course, index_text):
    from asgiref.sync import async_to_sync

    from tutor import services as tutor_services
    from tutor.pipeline import TurnRequest, run_turn

    material = index_text(algebra.course, "linear.md", LINEAR_NOTES)
    material.unit = algebra.units["ALG1"]
    material.save()
    for _ in range(2):  # stuck on the focus unit by graded evidence: the chooser's action is the concept card (A4)
        card = event(client, world, algebra, "REQUEST_DRILL")["card"]
        grade(client, world, algebra, card, "7")
    conversation = tutor_services.conversation_create(user=world.student, course_id=algebra.course.pk)

    async def collect():
        return [e async for e in run_turn(TurnRequest(user=world.student, conversation_id=conversation.pk,
                                                      message="How do I solve a linear equation like 3x + 5 = 20?",
                                                      client_message_id="c1"))]

    events = async_to_sync(collect)()
    kinds = [e.type for e in events]
    assert "card" in kinds, kinds
    assert kinds.index("citations") < kinds.index("card") < kinds.index("done")
    card = events[kinds.index("card")].data
    assert card["type"] == "concept" and card["unit"]["code"] == "ALG1" and card["key_ideas"]


def test_a_reload_shows_every_card_in_its_place_and_state(client, world, algebra, loop_course, index_text):
    """The turn's card under its answer, the cards the buttons appended after it, each as graded."""
    from asgiref.sync import async_to_sync

    from learning.models import ShownCard
    from tutor import services as tutor_services
    from tutor.pipeline import TurnRequest, run_turn

    material = index_text(algebra.course, "linear.md", LINEAR_NOTES)
    material.unit = algebra.units["ALG1"]
    material.save()
    for _ in range(2):  # stuck by graded evidence (an API event: no conversation, nothing kept): the turn's card is a concept card
        grade(client, world, algebra, event(client, world, algebra, "REQUEST_DRILL")["card"], "7")
    conversation = tutor_services.conversation_create(user=world.student, course_id=algebra.course.pk)

    async def collect():
        return [e async for e in run_turn(TurnRequest(user=world.student, conversation_id=conversation.pk,
                                                      message="How do I solve a linear equation like 3x + 5 = 20?",
                                                      client_message_id="c1"))]

    turn_card = next(e.data for e in async_to_sync(collect)() if e.type == "card")
    client.force_login(world.student)
    base = f"/student/learning/courses/{algebra.course.pk}/cards"
    tokens = []
    for answer in ("4", "5"):
        reply = client.post(f"{base}/event/", {"event": "REQUEST_DRILL", "conversation_id": str(conversation.pk)},
                            HTTP_HX_REQUEST="true")
        tokens.append(reply.content.decode().split('name="token" value="')[1].split('"')[0])
        client.post(f"{base}/grade/", {"token": tokens[-1], "answer": answer}, HTTP_HX_REQUEST="true")
    client.post(f"{base}/event/", {"event": "REQUEST_DRILL", "conversation_id": "not-a-uuid"}, HTTP_HX_REQUEST="true")
    assert ShownCard.objects.filter(conversation_id=conversation.pk).count() == 3  # the malformed id keeps nothing

    page = client.get(f"/student/tutor/{conversation.pk}/").content.decode()
    reply_id = Message.objects.get(conversation=conversation, role="assistant").pk
    under_answer = page.split(f'id="message-{reply_id}-cards"')[1].split("</article>")[0]
    assert f'data-card="{turn_card["type"]}"' in under_answer  # the turn's card, under its answer
    assert page.count('data-card-state="correct"') == 1 and page.count('data-card-state="incorrect"') == 1
    payloads = [sealing.open_seal(token, purpose="drill", student_id=world.student.pk, course_id=algebra.course.pk,
                                  now=timezone.now()) for token in tokens]
    first, second = (page.index(f'id="card-{p["id"]}"') for p in payloads)
    assert page.index(f'id="message-{reply_id}-cards"') < first < second  # in the order shown, after the answer
    for stored in ShownCard.objects.values_list("card", flat=True):  # what the browser got, never the seal's inside
        assert not {"ans", "answer", "expected_answer", "answer_index", "memo"} & set(stored)
    assert f'hx-vals=\'{{"conversation_id": "{conversation.pk}"}}\'' in page  # the buttons' conversation


def test_another_students_page_never_shows_my_cards(client, world, algebra, loop_course):
    """Cards are kept under the student who was shown them: naming someone else's conversation id in a
    card button keeps the card under my name, and their page never shows it."""
    from courses.models import Enrollment
    from tutor import services as tutor_services

    Enrollment.objects.create(student=world.other_student, course=algebra.course)
    mine = tutor_services.conversation_create(user=world.student, course_id=algebra.course.pk)
    theirs = tutor_services.conversation_create(user=world.other_student, course_id=algebra.course.pk)
    client.force_login(world.student)
    for conversation in (mine, theirs):
        client.post(f"/student/learning/courses/{algebra.course.pk}/cards/event/",
                    {"event": "REQUEST_DRILL", "conversation_id": str(conversation.pk)}, HTTP_HX_REQUEST="true")
    assert 'data-card="drill"' in client.get(f"/student/tutor/{mine.pk}/").content.decode()
    client.force_login(world.other_student)
    assert 'data-card="drill"' not in client.get(f"/student/tutor/{theirs.pk}/").content.decode()
    assert client.get(f"/student/tutor/{mine.pk}/").status_code == 404


STEPS = ["REQUEST_DRILL", "DRILL_CONTINUE", "EXAM_CONTINUE", "RIGHT", "WRONG", "STUCK"]


@settings(deadline=None, max_examples=15, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(STEPS), min_size=1, max_size=8))
def test_confusion_tags_only_ever_come_from_graded_misses(world, algebra, loop_course, steps):
    """Whatever the order of events, answers and "I'm stuck", every confusion tag counted is one graded
    miss (a wrong answer or an admission), and nothing else writes one."""
    from django.db.models import Sum

    from learning import grading, loop

    def tags() -> int:
        return ConfusionTag.objects.aggregate(n=Sum("count"))["n"] or 0

    def misses() -> int:
        return GradedEvidence.objects.filter(kind="drill", correct=False).count()

    tags_before, misses_before = tags(), misses()
    card = None
    ids = {"student_id": world.student.pk, "course_id": algebra.course.pk}
    for step in steps:
        now = timezone.now()
        if step in ("REQUEST_DRILL", "DRILL_CONTINUE", "EXAM_CONTINUE"):
            result = loop.client_event(**ids, event=step, now=now)
            card = result.card if result.card and result.card["type"] == "drill" else card
        elif card is None:
            continue
        elif step == "STUCK":
            loop.client_event(**ids, event="STUCK", token=card["token"], now=now)
        else:
            try:
                grading.drill_grade(**ids, token=card["token"], answer="4" if step == "RIGHT" else "5", now=now)
            except ApplicationError:
                pass  # a card is graded once
        assert tags() - tags_before == misses() - misses_before


def test_a_buttons_card_comes_back_after_the_message_before_it_on_that_messages_page(client, world, algebra, loop_course):
    """Paged history (the newest 40 messages, older ones on request): a card a button appended is
    shown after the last message written before it, on whichever page that message is."""
    import datetime as dt

    from learning.models import ShownCard
    from tests.tutor.test_unit_sessions import _fill
    from tutor import services as tutor_services

    conversation = tutor_services.conversation_create(user=world.student, course_id=algebra.course.pk)
    rows = _fill(conversation, 45)
    client.force_login(world.student)
    client.post(f"/student/learning/courses/{algebra.course.pk}/cards/event/",
                {"event": "REQUEST_DRILL", "conversation_id": str(conversation.pk)}, HTTP_HX_REQUEST="true")
    card = ShownCard.objects.get(conversation_id=conversation.pk)
    anchors = {"old": rows[2], "new": rows[43]}
    for where, anchor in anchors.items():
        at = Message.objects.get(pk=anchor.pk).created_at + dt.timedelta(milliseconds=500)
        ShownCard.objects.filter(pk=card.pk).update(created_at=at)
        page = client.get(f"/student/tutor/{conversation.pk}/").content.decode()
        if where == "new":  # on the newest page, right after message 43 and before message 44
            assert page.index(f'id="message-{rows[43].pk}"') < page.index('data-card="drill"') < page.index(
                f'id="message-{rows[44].pk}"')
        else:  # message 2 is on the older page: the newest page does not show the card
            assert 'data-card="drill"' not in page
            cursor = page.split("?before=")[1].split('"')[0]
            from urllib.parse import unquote
            older = client.get(f"/student/tutor/{conversation.pk}/?before={unquote(cursor)}", HTTP_HX_REQUEST="true")
            text = older.content.decode()
            assert text.index(f'id="message-{rows[2].pk}"') < text.index('data-card="drill"') < text.index(
                f'id="message-{rows[3].pk}"')
