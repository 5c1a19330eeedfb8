"""The teacher report against the real database: properties 28, 29, 30 and 31, suppression, topics."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from django.db import transaction
from django.utils import timezone
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from analytics.exports import course_report_csv
from analytics.selectors import course_report
from tests.analytics.helpers import conversation, students_for
from tests.factories import AssignmentFactory, CLOFactory
from tutor.models import Conversation, Message

HYPOTHESIS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
END = dt.date(2025, 3, 30)
START = END - dt.timedelta(days=29)


@pytest.fixture
def cohort(world):
    return students_for(world.course, 6)


def test_property_28_29_31_report_matches_the_rows(world, cohort):
    """28: totals and their ratio; 29: CLO counts per conversation, most questioned first;
    31: one point per day of the 30, each the number of conversations started that day."""
    clos = [CLOFactory(course=world.course) for _ in range(3)]
    conv_strategy = st.tuples(
        st.integers(0, len(cohort) - 1),           # student
        st.integers(-3, 33),                        # day offset (some fall outside the range)
        st.integers(0, 3),                          # question/answer pairs
        st.sets(st.integers(0, 2), max_size=3),     # CLO scope
    )

    @HYPOTHESIS
    @given(st.lists(conv_strategy, min_size=1, max_size=14))
    def check(specs):
        with transaction.atomic():
            # Every student of the cohort starts one conversation on the first day, so the
            # report is never suppressed; the generated ones come on top.
            specs = [(i, 0, 1, set()) for i in range(len(cohort))] + specs
            made = []
            for who, offset, pairs, scope in specs:
                day = START + dt.timedelta(days=offset)
                conv = conversation(cohort[who], world.course, day=day, questions=[f"question {k}" for k in range(pairs)],
                                    clos=[clos[i] for i in scope])
                made.append((conv, day, pairs * 2, scope, who))
            inside = [m for m in made if START <= m[1] <= END]
            report = course_report(world.course, start=START, end=END)

            assert report.kpis.total_conversations == len(inside)
            assert report.kpis.total_messages == sum(m[2] for m in inside)
            assert report.kpis.avg_messages_per_conversation == pytest.approx(
                sum(m[2] for m in inside) / len(inside), abs=0.005)

            for row in report.top_questioned_clos:
                index = [c.pk for c in clos].index(row.clo_id)
                assert row.conversation_count == sum(1 for m in inside if index in m[3])
                assert len({m[4] for m in inside if index in m[3]}) >= 5
            counts = [r.conversation_count for r in report.top_questioned_clos]
            assert counts == sorted(counts, reverse=True)
            assert len(report.top_questioned_clos) + report.suppressed.get("top_questioned_clos", 0) == sum(
                1 for i in range(3) if any(i in m[3] for m in inside))

            assert len(report.usage_over_time) == 30
            for day, count in report.usage_over_time:
                assert count == sum(1 for m in inside if m[1] == day)
            transaction.set_rollback(True)

    check()


def test_satisfaction_is_the_share_of_helpful_ratings(world, cohort):
    for i, student in enumerate(cohort[:5]):
        conversation(student, world.course, day=END, questions=["a", "b"],
                     ratings=["thumbs_up", "thumbs_down" if i == 0 else "thumbs_up"])
    report = course_report(world.course, start=START, end=END)
    assert report.kpis.avg_satisfaction_rating == pytest.approx(0.9)
    assert report.kpis.rated_messages == 10


def test_fewer_than_five_students_suppresses_the_whole_report(world, cohort):
    for student in cohort[:4]:
        conversation(student, world.course, day=END, questions=["x", "y", "z"])
    report = course_report(world.course, start=START, end=END)
    assert report.report_suppressed
    data = report.as_dict()
    assert data["suppressed"] is True and data["total_conversations"] == 0 and data["usage_over_time"] == []


def test_other_courses_and_out_of_range_conversations_do_not_count(world, cohort):
    for student in cohort[:5]:
        conversation(student, world.course, day=END, questions=["x"])
    conversation(cohort[0], world.course, day=START - dt.timedelta(days=1), questions=["x"])
    conversation(world.other_student, world.other_course, day=END, questions=["x"])
    assert course_report(world.course, start=START, end=END).kpis.total_conversations == 5


def _seed_topics(world, cohort):
    """Seven students ask about derivatives, five about matrices (two of them refused), and two
    ask a one-off question about their own grades."""
    hw = AssignmentFactory(course=world.course, title="Problem set 3")
    derivative = ["How do I compute the derivative of sine?", "What is the derivative of sine times cosine?",
                  "derivative of sine squared", "Why is the derivative of sine cosine?", "derivative sine rule help",
                  "chain rule derivative of sine", "derivative of sine at zero"]
    matrices = ["How do I invert a matrix determinant?", "matrix determinant of 3x3", "matrix determinant sign rule",
                "determinant of a singular matrix", "matrix determinant by cofactors"]
    for i, student in enumerate(cohort + [world.student]):
        conversation(student, world.course, day=END, questions=[derivative[i]], assignment=hw, flagged=[True])
    for i, student in enumerate(cohort[:5]):
        conversation(student, world.course, day=END - dt.timedelta(days=1), questions=[matrices[i]], refused=[True])
    conversation(cohort[0], world.course, day=END, questions=["Zorbina0 wants her grades regraded secretly"])
    conversation(cohort[1], world.course, day=END, questions=["Quillfeather1 grades regraded secretly"])
    return derivative + matrices


def test_topics_are_labelled_groups_without_message_text(world, cohort):
    _seed_topics(world, cohort)
    report = course_report(world.course, start=START, end=END)
    labels = {t.label: t.frequency for t in report.common_topics}
    assert any("derivative" in label and "sine" in label for label in labels)
    assert any("matrix" in label and "determinant" in label for label in labels)
    assert sorted(labels.values(), reverse=True) == [t.frequency for t in report.common_topics]
    assert report.suppressed.get("common_topics", 0) >= 1  # the two-student grades group
    assert all("regraded" not in label for label in labels)
    [refused] = report.refusal_topics
    assert "determinant" in refused.terms and refused.frequency == 5
    [flags] = report.integrity_flags
    assert (flags.assignment_title, flags.flag_count) == ("Problem set 3", 7)


def test_hedged_replies_count_as_questions_the_materials_could_not_answer(world, cohort):
    """Issue 16: a hedged reply (only the closest passages shown) is a question the materials could
    not answer, like a refusal; a plain answer is not."""
    matrices = ["How do I invert a matrix determinant?", "matrix determinant of 3x3", "matrix determinant sign rule",
                "determinant of a singular matrix", "matrix determinant by cofactors", "matrix determinant trick"]
    students = cohort + [world.student]
    for i in range(6):
        conversation(students[i], world.course, day=END, questions=[matrices[i]],
                     refused=[i < 3], hedged=[3 <= i < 5])  # three refused, two hedged, one answered
    [topic] = course_report(world.course, start=START, end=END).refusal_topics
    assert "determinant" in topic.terms and topic.frequency == 5


def test_integrity_flags_count_under_the_assignment_the_reply_was_about(world, cohort):
    """A flagged reply in a general conversation counts against the graded assignment the integrity
    check matched (Message.integrity_assignment), not under "No specific assignment"."""
    essay = AssignmentFactory(course=world.course, title="Essay 2")
    for student in cohort[:5]:
        conv = conversation(student, world.course, day=END, questions=["write my essay for me"], flagged=[True])
        Message.objects.filter(conversation=conv).update(integrity_assignment=essay)
    [flags] = course_report(world.course, start=START, end=END).integrity_flags
    assert (flags.assignment_title, flags.flag_count) == ("Essay 2", 5)


def test_topics_are_cached(world, cohort, monkeypatch):
    _seed_topics(world, cohort)
    calls = []

    def counting(texts):
        from tests.analytics.helpers import fake_embedder

        calls.append(len(texts))
        return fake_embedder(texts)

    monkeypatch.setattr("analytics.selectors._default_embedder", counting)
    course_report(world.course, start=START, end=END)
    course_report(world.course, start=START, end=END)
    assert len(calls) == 2  # asked + refused, once each
    conversation(cohort[2], world.course, day=END, questions=["a new question arrives"])
    course_report(world.course, start=START, end=END)
    assert len(calls) == 3  # only the changed set is recomputed


def _pii(world, cohort) -> list[str]:
    """Identifying strings of the students (the cohort's are distinctive; the ``world`` student's
    username "student" is a plain word, so only its email is searched for)."""
    values = [world.student.email]
    for p in cohort:
        values += [p.username, p.email, p.first_name, p.last_name, p.profile.display_name]
    return values


def test_property_30_report_and_csv_carry_no_student_identity_or_text(world, cohort):
    texts = _seed_topics(world, cohort)
    report = course_report(world.course, start=START, end=END)
    payload = json.dumps(report.as_dict())
    csv_text = course_report_csv(report)
    conversation_ids = [str(c) for c in Conversation.objects.values_list("pk", flat=True)]
    message_ids = [str(m) for m in Message.objects.values_list("pk", flat=True)]
    for out in (payload, csv_text):
        for value in _pii(world, cohort) + texts + conversation_ids + message_ids:
            assert value.lower() not in out.lower()
    assert not any(k in payload for k in ('"student_id"', '"email"', '"full_name"', '"content"'))
    # Student ids are small integers that a count could equal by chance; what guarantees their
    # absence is that no field of the response is keyed by student (checked above).


def test_property_30_holds_for_any_question_text(world, cohort):
    """Property 30 over generated questions: no message text (of 3+ words) appears in the output."""
    words = st.sampled_from(["derivative", "sine", "matrix", "proof", "limit", "vector", "angle", "series", "my", "secret"])

    @settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.lists(st.lists(words, min_size=3, max_size=6).map(" ".join), min_size=6, max_size=12))
    def check(questions):
        with transaction.atomic():
            for i, text in enumerate(questions):
                conversation(cohort[i % len(cohort)], world.course, day=END, questions=[text])
            payload = json.dumps(course_report(world.course, start=START, end=END).as_dict())
            for text in questions:
                assert text not in payload
            for value in _pii(world, cohort):
                assert value.lower() not in payload.lower()
            transaction.set_rollback(True)

    check()


@pytest.mark.slow
def test_real_embeddings_group_paraphrases(world, cohort):
    """With all-MiniLM-L6-v2 the derivative and matrix questions land in separate labelled groups."""
    _seed_topics(world, cohort)
    report = course_report(world.course, start=START, end=END)
    labels = [t.label for t in report.common_topics]
    assert any("derivative" in label for label in labels)
    assert any("determinant" in label or "matrix" in label for label in labels)
    assert not any("derivative" in label and "matrix" in label for label in labels)
