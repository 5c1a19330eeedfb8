"""The tutor page and its HTTP endpoints: access, ordering, Ask Tutor scoping, ratings, sources."""

from __future__ import annotations

import datetime as dt
import re
from decimal import Decimal

import pytest
from django.test import Client
from django.utils import timezone
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from courses.models import AssignmentCLOWeight
from materials.models import Chunk, CourseMaterial
from tests.factories import AssignmentFactory, CLOFactory
from tests.tutor.conftest import index_notes
from tests.tutor.test_pipeline import ask
from tutor import services
from tutor.models import Conversation, Message, Role
from tutor.rendering import render_answer
from tutor.views import highlight

pytestmark = pytest.mark.django_db


def client_for(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def answered(world, django_capture_on_commit_callbacks, text="What is a coefficient?"):
    index_notes(world.course, django_capture_on_commit_callbacks)
    conv = services.conversation_create(user=world.student, course_id=world.course.pk)
    ask(world.student, conv, text)
    reply = Message.objects.get(conversation=conv, role=Role.ASSISTANT)
    return conv, reply


# ------------------------------------------------------------------ access


def test_anonymous_is_sent_to_login(world):
    response = Client().get("/student/tutor/")
    assert response.status_code == 302 and "/login/" in response["Location"]


@pytest.mark.parametrize("who", ["teacher", "admin", "outsider_teacher"])
def test_only_students_get_the_page(world, who):
    user = {"teacher": world.teacher, "admin": world.admin, "outsider_teacher": world.other_teacher}[who]
    assert client_for(user).get("/student/tutor/").status_code == 403


def test_another_students_conversation_is_a_404(world):
    conv = services.conversation_create(user=world.student, course_id=world.course.pk)
    assert client_for(world.other_student).get(f"/student/tutor/{conv.pk}/").status_code == 404
    assert client_for(world.outsider).get(f"/student/tutor/{conv.pk}/").status_code == 404
    assert client_for(world.other_student).post(f"/student/tutor/{conv.pk}/delete/").status_code == 404
    assert Conversation.objects.filter(pk=conv.pk).exists()


def test_wrong_method_is_refused(world):
    conv = services.conversation_create(user=world.student, course_id=world.course.pk)
    client = client_for(world.student)
    assert client.get(f"/student/tutor/{conv.pk}/delete/").status_code == 405
    assert client.get("/student/tutor/new/").status_code == 405
    assert client.post("/student/tutor/").status_code == 405


# ------------------------------------------------------------------ the page


def test_sidebar_lists_newest_activity_first_with_a_60_character_preview(world):
    old = services.conversation_create(user=world.student, course_id=world.course.pk)
    new = services.conversation_create(user=world.student, course_id=world.course.pk)
    long_question = "How do I isolate the variable when both sides of the equation have fractions in them?"
    Message.objects.create(conversation=old, role=Role.USER, content=long_question)
    Conversation.objects.filter(pk=old.pk).update(updated_at=timezone.now() - dt.timedelta(days=2))
    Conversation.objects.filter(pk=new.pk).update(updated_at=timezone.now())
    html = client_for(world.student).get("/student/tutor/").content.decode()
    assert html.index(f"conversation-{new.pk}") < html.index(f"conversation-{old.pk}")  # property 17
    preview = re.search(rf'id="conversation-{old.pk}".*?conversation-item__preview">([^<]*)<', html, re.S).group(1)
    assert len(preview) <= 60 and preview.endswith("…") and preview.startswith("How do I isolate")
    assert 'id="xp-toasts"' in html


def test_history_renders_citations_as_badges_and_a_sources_section(world, django_capture_on_commit_callbacks):
    conv, reply = answered(world, django_capture_on_commit_callbacks)
    assert reply.citations
    html = client_for(world.student).get(f"/student/tutor/{conv.pk}/").content.decode()
    # property 16: a marker per citation and the file name + material type of each source
    for c in reply.citations:
        assert f'href="#message-{reply.pk}-source-{c["n"]}"' in html
        assert f'id="message-{reply.pk}-source-{c["n"]}"' in html
    assert "alg_notes_linear.md" in html and "Lecture notes" in html
    assert f'data-ws-path="/ws/tutor/{conv.pk}/"' in html


def test_each_source_marks_the_sentence_that_matched_the_question(world, django_capture_on_commit_callbacks):
    from django.utils.html import escape

    from tutor.events import citation_focus

    conv, reply = answered(world, django_capture_on_commit_callbacks)
    first = reply.citations[0]
    _, sentence, _ = citation_focus(first)
    assert sentence.strip() and sentence in first["chunk_text"]
    html = client_for(world.student).get(f"/student/tutor/{conv.pk}/").content.decode()
    assert f'<mark class="sources__focus" title="The sentence closest to your question">{escape(sentence)}</mark>' in html
    panel = client_for(world.student).get(f"/student/tutor/messages/{reply.pk}/sources/{first['n']}/").content.decode()
    assert '<strong class="source-focus"' in panel
    # An answer stored before sentences were marked (no "focus") shows its passages unmarked.
    Message.objects.filter(pk=reply.pk).update(citations=[{k: v for k, v in c.items() if k != "focus"} for c in reply.citations])
    html = client_for(world.student).get(f"/student/tutor/{conv.pk}/").content.decode()
    assert "sources__focus" not in html


@pytest.mark.parametrize("focus", [None, [], [5], [3, 3], [-1, 4], [0, 999], ["a", "b"]])
def test_a_citation_without_a_usable_focus_has_no_marked_sentence(focus):
    from tutor.events import citation_focus

    assert citation_focus({"chunk_text": "One sentence here. Another one there.", "focus": focus}) is None
    assert citation_focus({"chunk_text": "One sentence here. Another one there.", "focus": [19, 37]})[1] == "Another one there."


@hsettings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(numbers=st.lists(st.integers(min_value=1, max_value=9), min_size=1, max_size=6, unique=True))
def test_every_cited_marker_becomes_a_badge(numbers):
    """Property 16, on the renderer: each [n] of a citation becomes a link to its source entry."""
    text = "Answer " + " ".join(f"point [{n}]." for n in numbers)
    html = render_answer(text, cited=numbers, anchor="message-x")
    for n in numbers:
        assert f'<a class="cite" href="#message-x-source-{n}"' in html


def test_markup_and_scripts_in_answers_stay_text():
    html = render_answer("**bold** <script>alert(1)</script> <img src=x onerror=alert(1)> [1]", cited=[1], anchor="m")
    assert "<strong>bold</strong>" in html
    assert "<script" not in html and "<img" not in html and "&lt;script&gt;" in html


def test_tex_survives_markdown_for_katex():
    html = render_answer(r"Slope \(m = \frac{y_2-y_1}{x_2-x_1}\) and $a*b*c$ cost $5 or $6.")
    assert r"\(m = \frac{y_2-y_1}{x_2-x_1}\)" in html and "$a*b*c$" in html and "<em>" not in html


# ------------------------------------------------------------------ conversations


def test_ask_tutor_from_an_assignment_scopes_to_its_clos(world):
    clo1, clo2, _other = (CLOFactory(course=world.course, code=c) for c in ("CLO1", "CLO2", "CLO3"))
    assignment = AssignmentFactory(course=world.course, title="Problem set 2")
    AssignmentCLOWeight.objects.create(assignment=assignment, clo=clo1, weight=Decimal("0.6"))
    AssignmentCLOWeight.objects.create(assignment=assignment, clo=clo2, weight=Decimal("0.4"))
    response = client_for(world.student).post("/student/tutor/new/", {"assignment_id": assignment.pk})
    conv = Conversation.objects.get(student=world.student)
    assert response.status_code == 302 and response["Location"] == f"/student/tutor/{conv.pk}/"
    # property 19: the scope is exactly the assignment's weighted CLOs, with the assignment as context
    assert set(conv.clo_scope.values_list("pk", flat=True)) == {clo1.pk, clo2.pk}
    assert conv.assignment_id == assignment.pk and conv.course_id == world.course.pk
    page = client_for(world.student).get(response["Location"]).content.decode()
    assert "Problem set 2" in page and "CLO1" in page


def test_ask_tutor_from_a_clo_bar(world):
    clo = CLOFactory(course=world.course, code="CLO7")
    client_for(world.student).post("/student/tutor/new/", {"clo_id": clo.pk})
    conv = Conversation.objects.get(student=world.student)
    assert list(conv.clo_scope.all()) == [clo]


def test_ask_tutor_for_someone_elses_course_is_a_404(world):
    assignment = AssignmentFactory(course=world.other_course)
    clo = CLOFactory(course=world.other_course)
    client = client_for(world.student)
    assert client.post("/student/tutor/new/", {"assignment_id": assignment.pk}).status_code == 404
    assert client.post("/student/tutor/new/", {"clo_id": clo.pk}).status_code == 404
    assert not Conversation.objects.exists()


def test_dashboard_and_assignment_page_offer_ask_tutor(world):
    clo = CLOFactory(course=world.course, code="CLO1")
    soon = AssignmentFactory(course=world.course, title="Quiz soon", due_at=timezone.now() + dt.timedelta(days=3))
    AssignmentFactory(course=world.course, title="Exam later", due_at=timezone.now() + dt.timedelta(days=40))
    client = client_for(world.student)
    dashboard = client.get("/student/").content.decode()
    assert f'name="clo_id" value="{clo.pk}"' in dashboard
    assert f'id="graded-notice-{soon.pk}"' in dashboard and "graded-notice-" + str(soon.pk + 1) not in dashboard
    detail = client.get(f"/student/assignments/{soon.pk}/").content.decode()
    assert f'name="assignment_id" value="{soon.pk}"' in detail


def test_delete_removes_the_conversation_and_its_messages(world, django_capture_on_commit_callbacks):
    conv, _ = answered(world, django_capture_on_commit_callbacks)
    with django_capture_on_commit_callbacks(execute=True):
        response = client_for(world.student).post(f"/student/tutor/{conv.pk}/delete/")
    assert response.status_code == 302
    assert not Conversation.objects.filter(pk=conv.pk).exists()
    assert not Message.objects.filter(conversation_id=conv.pk).exists()  # property 18


def test_persona_switch_keeps_messages(world, django_capture_on_commit_callbacks):
    conv, reply = answered(world, django_capture_on_commit_callbacks)
    before = list(Message.objects.filter(conversation=conv).values_list("pk", "content", "created_at"))
    response = client_for(world.student).post(f"/student/tutor/{conv.pk}/persona/", {"persona": "quick_explainer"},
                                              HTTP_HX_REQUEST="true")
    assert response.status_code == 200 and "Quick explainer" in response.content.decode()
    conv.refresh_from_db()
    assert conv.persona == "quick_explainer"
    assert list(Message.objects.filter(conversation=conv).values_list("pk", "content", "created_at")) == before
    bad = client_for(world.student).post(f"/student/tutor/{conv.pk}/persona/", {"persona": "pirate"}, HTTP_HX_REQUEST="true")
    assert bad.status_code == 400


# ------------------------------------------------------------------ ratings, usage, sources


def test_rating_returns_the_pressed_buttons(world, django_capture_on_commit_callbacks):
    _, reply = answered(world, django_capture_on_commit_callbacks)
    response = client_for(world.student).post(f"/student/tutor/messages/{reply.pk}/rate/", {"rating": "thumbs_up"},
                                              HTTP_HX_REQUEST="true")
    assert response.status_code == 200 and 'aria-pressed="true"' in response.content.decode()
    reply.refresh_from_db()
    assert reply.rating == "thumbs_up"
    assert client_for(world.other_student).post(f"/student/tutor/messages/{reply.pk}/rate/",
                                                {"rating": "thumbs_down"}).status_code == 404


def test_usage_warns_at_80_percent(world, settings):
    from tutor.models import UsageDay

    settings.TUTOR_DAILY_MESSAGE_LIMIT = 10
    UsageDay.objects.create(student=world.student, date=timezone.localdate(), messages=8)
    html = client_for(world.student).get("/student/tutor/usage/").content.decode()
    assert 'data-state="warning"' in html and "2 messages left" in html
    UsageDay.objects.filter(student=world.student).update(messages=10)
    html = client_for(world.student).get("/student/tutor/usage/").content.decode()
    assert 'data-state="blocked"' in html and "after midnight" in html


def test_open_source_shows_the_page_with_the_passage_marked(world, django_capture_on_commit_callbacks):
    _, reply = answered(world, django_capture_on_commit_callbacks)
    n = reply.citations[0]["n"]
    url = f"/student/tutor/messages/{reply.pk}/sources/{n}/"
    response = client_for(world.student).get(url)
    html = response.content.decode()
    assert response.status_code == 200 and '<mark id="source-mark">' in html
    assert reply.citations[0]["chunk_text"][:40].split()[0] in html
    assert client_for(world.other_student).get(url).status_code == 404
    assert client_for(world.teacher).get(url).status_code == 403
    assert client_for(world.student).get(f"/student/tutor/messages/{reply.pk}/sources/99/").status_code == 404


# Property 9: deleted chunk text preserved in existing citations
def test_open_source_of_a_deleted_material_shows_the_stored_copy(world, django_capture_on_commit_callbacks):
    _, reply = answered(world, django_capture_on_commit_callbacks)
    texts = {c["chunk_id"]: Chunk.objects.get(pk=c["chunk_id"]).text for c in reply.citations}
    CourseMaterial.objects.all().delete()
    reply.refresh_from_db()
    assert texts and {c["chunk_id"]: c["chunk_text"] for c in reply.citations} == texts
    assert not Chunk.objects.exists()
    html = client_for(world.student).get(f"/student/tutor/messages/{reply.pk}/sources/1/").content.decode()
    assert "removed or re-indexed" in html and "<mark" in html


def test_open_source_needs_enrolment(world, django_capture_on_commit_callbacks):
    from courses.models import Enrollment

    _, reply = answered(world, django_capture_on_commit_callbacks)
    Enrollment.objects.filter(student=world.student).delete()
    response = client_for(world.student).get(f"/student/tutor/messages/{reply.pk}/sources/1/")
    assert response.status_code in (403, 404)


def test_highlight_ignores_whitespace_differences():
    page = "Intro line.\n\nA linear   equation has\ndegree one. After."
    before, mark, after = highlight(page, "A linear equation has degree one.")
    assert before == "Intro line.\n\n" and mark.startswith("A linear") and mark.endswith("one.") and after == " After."
    assert highlight(page, "not on this page") is None


def test_a_refused_reply_keeps_its_suggestions_after_a_reload(world, django_capture_on_commit_callbacks):
    index_notes(world.course, django_capture_on_commit_callbacks)
    conv = services.conversation_create(user=world.student, course_id=world.course.pk)
    ask(world.student, conv, "Who painted the ceiling of the Sistine Chapel?")
    reply = Message.objects.get(conversation=conv, role=Role.ASSISTANT)
    assert reply.status == "refused" and reply.suggestions
    html = client_for(world.student).get(f"/student/tutor/{conv.pk}/").content.decode()
    from django.utils.html import escape

    assert all(escape(s) in html for s in reply.suggestions), reply.suggestions
    assert 'class="suggestions"' in html and 'data-action="ask-suggestion"' in html


@pytest.mark.parametrize("seconds, text", [
    (1, "in 1 second."), (40, "in 40 seconds."), (600, "in 10 minutes."), (7200, "in about 2 hours."), ("x", ""),
])
def test_wait_time_reads_like_a_person_wrote_it(seconds, text):
    from tutor.templatetags.tutor_page import wait_time

    assert wait_time(seconds).endswith(text)

