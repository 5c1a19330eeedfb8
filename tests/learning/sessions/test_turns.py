"""Teach me and Exam turns on the real PostgreSQL: the offline lesson through its plan (explanation from
the step's passages, drill questions, probe -> hint -> explain -> step back, advance and completion),
first answers as graded evidence, exam answers through exam_submit, and every rejection."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from courses.models import ExamAttempt
from learning.grading import AnswerRejected
from learning.models import DrillTemplate, GradedEvidence, LearningSession
from learning.sessions import services, turns
from learning.sessions.services import SessionEnded, SessionInvalid, SessionPaused, SessionStale
from learning.sessions.state import state_view
from tests.learning.conftest import NOW
from tests.learning.sessions.test_services import BALANCING, BRACKETS, start


@pytest.fixture
def lesson(world, algebra, index_text):
    index_text(algebra.course, "Balancing", BALANCING, unit=algebra.units["ALG2"])
    index_text(algebra.course, "Brackets", BRACKETS, unit=algebra.units["ALG2"])
    DrillTemplate.objects.create(
        course=algebra.course, unit=algebra.units["ALG2"], prompt="Solve {a}x + {b} = {c} for x.",
        parameters={"a": [2, 2], "b": [1, 1], "c": [9, 9]}, answer="(c - b)/a", variable="x",
        wrong_answers=[{"answer": "(c + b)/a", "tag": "sign-error"}], hint="Undo the addition first.")
    DrillTemplate.objects.create(
        course=algebra.course, unit=algebra.units["ALG1"], prompt="Evaluate {a}x when x = {c}.",
        parameters={"a": [3, 3], "c": [2, 2]}, answer="a*c", variable="")
    return start(world, algebra).session


def step(world, session, answer, **kw):
    session.refresh_from_db()
    return turns.session_step(session_id=session.pk, student_id=world.student.pk, expected_version=session.version,
                              answer=answer, now=NOW, rng=random.Random(1), **kw)


def opening(world, session):
    return turns.session_next_turn(session_id=session.pk, student_id=world.student.pk, now=NOW, rng=random.Random(1))


@pytest.mark.django_db
def test_an_explain_step_quotes_its_section_cited_and_asks_one_question(world, algebra, lesson):
    turn = opening(world, lesson).turn
    assert turn["kind"] == "explain" and turn["question"] == "Solve 2x + 1 = 9 for x."
    assert len(turn["ideas"]) == 1  # turn 1: one idea
    assert turn["ideas"][0]["material"] and "both sides" in turn["ideas"][0]["text"]
    session = LearningSession.objects.get(pk=lesson.pk)
    assert session.state["pending"]["ans"] == "4" and "'ans'" not in str(state_view(
        mode=session.mode, status=session.status, step_index=session.step_index, state=session.state))
    again = opening(world, session)  # a question is pending: nothing is written
    assert again.turn is None and again.session.version == session.version


@pytest.mark.django_db
def test_wrong_answers_walk_probe_hint_explain_and_step_back_to_the_prerequisite(world, algebra, lesson):
    opening(world, lesson)
    kinds = [step(world, lesson, "5").turn for _ in range(4)]
    assert [t["kind"] for t in kinds] == ["probe", "hint", "explain_differently", "step_back"]
    assert "Put your answer back" in kinds[0]["text"]
    assert kinds[1]["text"] == "Hint: Undo the addition first."
    assert "The answer was x = 4." in kinds[3]["text"] and "Variables and expressions" in kinds[3]["text"]
    assert kinds[3]["question"] == "Evaluate 3x when x = 2."
    # only the first answer to a question is evidence
    assert GradedEvidence.objects.filter(student=world.student).count() == 1
    lesson.refresh_from_db()
    assert lesson.state["question"]["wrong_attempts"] == 0 and lesson.state["pending"]["u"] == algebra.id("ALG1")
    assert step(world, lesson, "6").correct is True


@pytest.mark.django_db
def test_a_cloze_hint_gives_the_first_letter_then_the_source_sentence(world, algebra, index_text):
    index_text(algebra.course, "Balancing", BALANCING, unit=algebra.units["ALG2"])
    index_text(algebra.course, "Brackets", BRACKETS, unit=algebra.units["ALG2"])
    index_text(algebra.course, "Terms", "# Terms\n\nA coefficient is the number in front of a variable in a term.\n",
               unit=algebra.units["ALG1"])
    session = start(world, algebra).session
    turn = opening(world, session).turn
    assert turn["question"].startswith("Fill in the blank:")
    pending = LearningSession.objects.get(pk=session.pk).state["pending"]
    step(world, session, "zzz")
    hint = step(world, session, "zzz").turn
    assert hint["text"].startswith(f"Hint: the missing term starts with “{pending['ans'][0]}”")
    explain = step(world, session, "zzz").turn
    assert pending["ans"] in explain["ideas"][0]["text"] and explain["ideas"][0]["material"]


@pytest.mark.django_db
def test_correct_answers_advance_through_the_plan_to_completion(world, algebra, lesson):
    opening(world, lesson)
    seen = []
    for _ in range(10):
        lesson.refresh_from_db()
        if lesson.step_index > len(lesson.state["plan"]):
            break
        pending = lesson.state["pending"]
        answer = pending["ans"]
        result = step(world, lesson, answer)
        assert result.correct is True
        seen.append(result.turn["kind"])
    lesson.refresh_from_db()
    view = state_view(mode=lesson.mode, status=lesson.status, step_index=lesson.step_index, state=lesson.state)
    assert view["is_complete"] and view["coverage"] == 100.0 and view["progress_percentage"] == 100.0
    assert seen[-1] == "complete" and lesson.state["pending"] is None
    assert GradedEvidence.objects.filter(student=world.student, correct=True).count() == len(seen)
    with pytest.raises(SessionInvalid):
        step(world, lesson, "4")


@pytest.mark.django_db
def test_step_rejections_write_nothing(world, algebra, lesson):
    with pytest.raises(SessionInvalid, match="no question"):
        step(world, lesson, "4")
    opening(world, lesson)
    lesson.refresh_from_db()
    version = lesson.version
    with pytest.raises(AnswerRejected):
        step(world, lesson, "   ")
    with pytest.raises(AnswerRejected):
        step(world, lesson, "x" * 501)
    with pytest.raises(SessionStale):
        turns.session_step(session_id=lesson.pk, student_id=world.student.pk, expected_version=version - 1,
                           answer="4", now=NOW)
    lesson.refresh_from_db()
    assert lesson.version == version and not GradedEvidence.objects.exists()
    services.session_pause(session_id=lesson.pk, student_id=world.student.pk, now=NOW)
    with pytest.raises(SessionPaused):
        step(world, lesson, "4")
    services.session_end(session_id=lesson.pk, student_id=world.student.pk, now=NOW)
    with pytest.raises(SessionEnded):
        step(world, lesson, "4")
    exam = start(world, algebra, mode="exam", code=None, exam_seed=3).session
    with pytest.raises(SessionInvalid):
        step(world, exam, "4")
    with pytest.raises(SessionInvalid):
        opening(world, exam)


# --------------------------------------------------------------------------- exam


def answer_exam(world, session, correct: bool):
    session.refresh_from_db()
    item = turns.exam_item_current(session)
    if item.drill is not None:
        return turns.session_exam_answer(session_id=session.pk, student_id=world.student.pk,
                                         expected_version=session.version, now=NOW,
                                         answer=item.drill["ans"] if correct else "12345")
    question = item.question
    choice = question.answer_index if correct else (question.answer_index + 1) % len(question.options)
    return turns.session_exam_answer(session_id=session.pk, student_id=world.student.pk,
                                     expected_version=session.version, choice=choice, now=NOW)


@pytest.mark.django_db
def test_an_exam_is_answered_through_exam_submit_and_ends_with_its_result(world, algebra):
    session = start(world, algebra, mode="exam", code=None, exam_seed=7).session
    results = [answer_exam(world, session, correct=i % 3 != 0) for i in range(7)]
    assert [r.result for r in results] == ["incorrect", "correct", "correct", "incorrect", "correct", "correct",
                                           "incorrect"]
    assert results[0].feedback.startswith("Not this time: the answer is") and results[1].feedback == "Correct."
    assert ExamAttempt.objects.filter(student=world.student).count() == 7
    assert ExamAttempt.objects.filter(student=world.student, correct=False, locked_until__gt=NOW).count() == 3
    session.refresh_from_db()
    assert session.status == "ended" and session.state["exam"]["feedback"]["score"] == 4
    with pytest.raises(SessionEnded):
        turns.session_exam_answer(session_id=session.pk, student_id=world.student.pk,
                                  expected_version=session.version, choice=0, now=NOW)


@pytest.mark.django_db
def test_an_exam_never_asks_a_question_already_passed_or_locked(world, algebra):
    passed = algebra.questions[("ALG1", "bronze")][0]
    ExamAttempt.objects.create(student=world.student, question=passed, chosen_index=passed.answer_index, correct=True)
    session = start(world, algebra, mode="exam", code=None, exam_seed=7).session
    assert passed.pk not in {q["question_id"] for q in session.state["exam"]["questions"]}


@pytest.mark.django_db
def test_exam_answer_rejections_record_no_attempt(world, algebra, lesson):
    session = start(world, algebra, mode="exam", code=None, exam_seed=7).session
    with pytest.raises(SessionStale):
        turns.session_exam_answer(session_id=session.pk, student_id=world.student.pk, expected_version=99, choice=0,
                                  now=NOW)
    with pytest.raises(Exception, match="Choose one of the options"):
        turns.session_exam_answer(session_id=session.pk, student_id=world.student.pk, expected_version=1, choice=9,
                                  now=NOW)
    with pytest.raises(SessionInvalid):
        turns.session_exam_answer(session_id=lesson.pk, student_id=world.student.pk, expected_version=1, choice=0,
                                  now=NOW)
    question = turns.exam_question_current(session)
    # locked meanwhile from another tab: the attempt is refused and the session does not move
    ExamAttempt.objects.create(student=world.student, question=question, chosen_index=0, correct=False,
                               locked_until=NOW + timedelta(hours=1))
    with pytest.raises(Exception, match="locked"):
        turns.session_exam_answer(session_id=session.pk, student_id=world.student.pk, expected_version=1,
                                  choice=question.answer_index, now=NOW)
    session.refresh_from_db()
    assert session.version == 1 and ExamAttempt.objects.filter(student=world.student).count() == 1
    with pytest.raises(Exception, match="No such session"):
        turns.session_exam_answer(session_id=session.pk, student_id=world.other_student.pk, expected_version=1,
                                  choice=0, now=NOW)


@pytest.mark.django_db
def test_an_exam_draws_drill_templates_too_and_grades_them_with_sympy(world, algebra, lesson):
    # a unit exam on ALG2: 6 bank questions and the unit's drill template (asked at the middle tier)
    session = start(world, algebra, mode="exam", code="ALG2", exam_seed=5).session
    keys = [q["key"] for q in session.state["exam"]["questions"]]
    assert any(k.startswith("drill:") for k in keys) and len(keys) == 7
    drill_at = next(i for i, k in enumerate(keys) if k.startswith("drill:"))
    for _ in range(drill_at):
        answer_exam(world, session, True)
    session.refresh_from_db()
    item = turns.exam_item_current(session)
    assert item.drill is not None and item.prompt == "Solve 2x + 1 = 9 for x." and item.tier == "silver"
    with pytest.raises(SessionInvalid, match="type your answer"):
        turns.session_exam_answer(session_id=session.pk, student_id=world.student.pk,
                                  expected_version=session.version, choice=0, now=NOW)
    with pytest.raises(AnswerRejected):
        turns.session_exam_answer(session_id=session.pk, student_id=world.student.pk,
                                  expected_version=session.version, answer="x = = 4", now=NOW)
    evidence = GradedEvidence.objects.count()
    done = turns.session_exam_answer(session_id=session.pk, student_id=world.student.pk,
                                     expected_version=session.version, answer="x = 8/2", now=NOW)
    assert done.result == "correct" and GradedEvidence.objects.count() == evidence + 1
    session.refresh_from_db()
    assert session.state["exam"]["questions"][drill_at]["result"] == "correct"
    assert "'ans'" not in str(state_view(mode=session.mode, status=session.status, step_index=1, state=session.state))


@pytest.mark.django_db
def test_a_first_answer_sets_the_step_concepts_estimate_and_a_stale_write_takes_the_evidence_back(
        world, algebra, lesson, monkeypatch):
    opening(world, lesson)
    lesson.refresh_from_db()
    concept = lesson.state["plan"][0]["concept"]
    original = turns.teach_answer

    def another_tab_writes_meanwhile(*args, **kwargs):
        # after the grade and its evidence, before the compare-and-swap: the other tab's write lands
        LearningSession.objects.filter(pk=lesson.pk).update(version=lesson.version + 1)
        return original(*args, **kwargs)

    monkeypatch.setattr(turns, "teach_answer", another_tab_writes_meanwhile)
    with pytest.raises(SessionStale):
        step(world, lesson, "4")
    assert not GradedEvidence.objects.exists()  # rolled back with the lost write
    monkeypatch.setattr(turns, "teach_answer", original)
    result = step(world, lesson, "4")
    assert result.session.state["mastery"][concept] > 0.2 and GradedEvidence.objects.count() == 1


def test_an_idea_that_points_at_an_unseen_sentence_is_not_quoted_first():
    from learning.sessions.teaching import _DANGLING

    assert _DANGLING.match("Each such step produces an equivalent equation.")
    assert _DANGLING.match("This means both sides stay equal.")
    assert not _DANGLING.match("An equation states that two expressions are equal.")


@pytest.mark.django_db
def test_a_strong_student_may_practise_beyond_a_complete_plan_at_most_ten_turns(world, algebra, lesson):
    opening(world, lesson)
    lesson.refresh_from_db()
    while lesson.step_index < len(lesson.state["plan"]):  # (ACCELERATE may skip an explain step)
        step(world, lesson, lesson.state["pending"]["ans"])
        lesson.refresh_from_db()
    # strong and improving before the last step's answer: the pacing reads EXTEND once the plan is complete
    LearningSession.objects.filter(pk=lesson.pk).update(state={
        **lesson.state, "mastery": {s["concept"]: 0.95 for s in lesson.state["plan"]}})
    lesson.refresh_from_db()
    last = step(world, lesson, lesson.state["pending"]["ans"])
    assert last.move == "complete" and last.session.state["allow_extension"] is True
    for n in range(10):
        extra = opening(world, lesson)
        assert extra.turn["kind"] == "extension" and extra.turn["question"]
        lesson.refresh_from_db()
        result = step(world, lesson, "12345" if n == 0 else lesson.state["pending"]["ans"])
        assert result.correct is (n != 0) and result.turn["kind"] == "extension_result"
    assert "as far as this lesson goes" in result.turn["text"]
    assert opening(world, lesson).turn is None  # the eleventh is refused
    lesson.refresh_from_db()
    assert lesson.state["extension_turns"] == 10


@pytest.mark.django_db
def test_a_complete_plan_offers_nothing_more_without_extend(world, algebra, lesson):
    opening(world, lesson)
    lesson.refresh_from_db()
    step(world, lesson, "12345")  # a slip on the way: not "improving" at the end
    while lesson.step_index <= len(lesson.state["plan"]):
        lesson.refresh_from_db()
        if lesson.step_index == len(lesson.state["plan"]):
            step(world, lesson, "12345")
            lesson.refresh_from_db()
        step(world, lesson, lesson.state["pending"]["ans"])
        lesson.refresh_from_db()
    assert not lesson.state.get("allow_extension") and opening(world, lesson).turn is None


@pytest.mark.django_db
def test_a_document_title_heading_is_not_a_plan_section(world, algebra, index_text):
    from learning.sessions import selectors

    index_text(algebra.course, "Notes", f"# {algebra.course.title} — Lecture Notes\n\n" + BALANCING,
               unit=algebra.units["ALG2"])
    plan = selectors.study_plan_for_unit(algebra.units["ALG2"])
    assert all(not step.section.startswith(algebra.course.title) for step in plan)
    assert algebra.course.title not in plan[0].concept
