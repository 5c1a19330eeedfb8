"""The student's learning panel (SnapshotLite) and the tutor-reasoning drawer, as pages and HTMX partials."""

from __future__ import annotations

import uuid

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST
from django.utils.translation import gettext

from config.errors import ApplicationError
from courses.models import ExamQuestion, Unit
from learning import cards, drills, exams, grading, loop, presenters, sealing, selectors, turn


@require_GET
@login_required
def snapshot_panel(request: HttpRequest, course_id: int) -> HttpResponse:
    """The signed-in student's panel for a course: the partial for HTMX, else a page around it.
    404 for a course they cannot see, 403 for one they see but are not a student of."""
    course = selectors.course_get_for_student(request.user, course_id)
    now = timezone.now()
    panel = turn.snapshot_panel(student_id=request.user.pk, course_id=course.pk, now=now)
    if getattr(request, "htmx", False):
        return render(request, "learning/partials/_snapshot_panel.html", {"panel": panel, "course": course})
    show_drawer = presenters.debug_drawer_visible(course.pk)
    return render(request, "learning/progress_page.html", {
        "course": course, "panel": panel, "show_drawer": show_drawer,
        "drawer": presenters.drawer_for_student(request.user.pk, course.pk, now) if show_drawer else None,
    })


@require_GET
@login_required
def debug_drawer(request: HttpRequest, course_id: int) -> HttpResponse:
    """The reasoning behind the student's own latest turn; 404 unless the course shows tutor reasoning
    (or DEBUG is on)."""
    course = selectors.course_get_for_student(request.user, course_id)
    if not presenters.debug_drawer_visible(course.pk):
        raise Http404(gettext("Tutor reasoning is not shown in this course."))
    return render(request, "learning/partials/_debug_drawer.html",
                  {"drawer": presenters.drawer_for_student(request.user.pk, course.pk, timezone.now()), "course": course})


# --------------------------------------------------------------------------- cards in the chat timeline
# Thin HTMX adapters over learning/grading.py, learning/exams.py and learning/loop.py: each returns the
# card's new state (or the next card, appended to the timeline) and the panel as an out-of-band swap.


def _panel_oob(student_id: int, course_id: int) -> str:
    panel = turn.snapshot_panel(student_id=student_id, course_id=course_id, now=timezone.now())
    return presenters.render_snapshot_panel(panel, oob=True) if panel else ""


def _int(value) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _uuid(value) -> uuid.UUID | None:
    """The page's conversation id (inherited by every card button), or None when absent or malformed:
    the card is then shown but not kept for a reload."""
    try:
        return uuid.UUID(str(value)) if value else None
    except ValueError:
        return None


@require_POST
@login_required
def card_grade(request: HttpRequest, course_id: int) -> HttpResponse:
    """Check Answer on a drill card: the card graded (pill, feedback, Continue / Try another)."""
    course = selectors.course_get_for_student(request.user, course_id)
    token, answer = request.POST.get("token", ""), request.POST.get("answer", "")
    now = timezone.now()
    try:
        payload = sealing.open_seal(token, purpose=drills.PURPOSE, student_id=request.user.pk, course_id=course.pk,
                                    now=now)
    except sealing.SealError as error:
        return HttpResponse(render_to_string("learning/cards/_gone.html", {"message": error.message}))
    unit = Unit.objects.filter(pk=payload.get("u"), course_id=course.pk).first()
    if unit is None:
        return HttpResponse(render_to_string("learning/cards/_gone.html", {"message": gettext("This card's unit is gone.")}))
    card = cards.with_context(drills.DrillCard.from_payload(payload, token=token, unit=unit).as_dict(), course.pk)
    try:
        result = grading.drill_grade(student_id=request.user.pk, course_id=course.pk, token=token, answer=answer, now=now)
    except ApplicationError as error:
        return render(request, "learning/cards/_drill.html", {"card": card, "error": error.message})
    html = render_to_string("learning/cards/_drill.html", {"card": card, "result": result}, request=request)
    return HttpResponse(html + _panel_oob(request.user.pk, course.pk))


@require_POST
@login_required
def card_event(request: HttpRequest, course_id: int) -> HttpResponse:
    """A card's Continue, Try a Drill, Try another or I'm stuck: the next card, appended to the timeline."""
    course = selectors.course_get_for_student(request.user, course_id)
    try:
        step = loop.client_event(student_id=request.user.pk, course_id=course.pk, event=request.POST.get("event", ""),
                                 unit_id=_int(request.POST.get("unit_id")), token=request.POST.get("token", ""),
                                 now=timezone.now(), conversation_id=_uuid(request.POST.get("conversation_id")))
    except ApplicationError as error:
        return HttpResponse(render_to_string("learning/cards/_gone.html", {"message": error.message}))
    panel = presenters.render_snapshot_panel(presenters.panel_from_dict(step.state_update["panel"]), oob=True)
    return render(request, "learning/cards/_event_reply.html", {"step": step, "panel_html": panel})


@require_POST
@login_required
def card_exam_submit(request: HttpRequest, course_id: int) -> HttpResponse:
    """Submit on an exam block: passed, or locked with a countdown; the answer key shown only now."""
    course = selectors.course_get_for_student(request.user, course_id)
    question_id, choice = _int(request.POST.get("question_id")), _int(request.POST.get("choice"))
    question = ExamQuestion.objects.filter(pk=question_id, course_id=course.pk).first()
    if question is None:
        raise Http404(gettext("No such exam question in this course."))
    unit = question.units.order_by("pk").first()
    card = cards.with_context(exams.exam_card(question, unit=unit, now=timezone.now()), course.pk)
    try:
        result = exams.exam_submit(student_id=request.user.pk, course_id=course.pk, question_id=question.pk,
                                   chosen_index=choice if choice is not None else -1, now=timezone.now())
    except ApplicationError as error:
        card["locked_until"] = error.extra.get("next_eligible_at")
        return render(request, "learning/cards/_exam.html", {"card": card, "error": error.message})
    view = {"correct": result.correct, "answer_index": result.answer_index, "chosen_index": choice,
            "locked_until": result.locked_until.isoformat() if result.locked_until else ""}
    html = render_to_string("learning/cards/_exam.html", {"card": card, "result": view}, request=request)
    return HttpResponse(html + _panel_oob(request.user.pk, course.pk))


@require_GET
@login_required
def card_exam_memo(request: HttpRequest, course_id: int, question_id: int) -> HttpResponse:
    """View Memo: only after an attempt."""
    course = selectors.course_get_for_student(request.user, course_id)
    try:
        memo = exams.exam_memo(student_id=request.user.pk, course_id=course.pk, question_id=question_id)
    except ApplicationError as error:
        return HttpResponse(render_to_string("learning/cards/_gone.html", {"message": error.message}),
                            status=error.status)
    return render(request, "learning/cards/_memo.html", {"memo": memo})


@require_POST
@login_required
def card_exam_support(request: HttpRequest, course_id: int, question_id: int) -> HttpResponse:
    """"Show the memo" on an unanswered exam block: the memo, and the question locked and queued for revisit."""
    course = selectors.course_get_for_student(request.user, course_id)
    question = ExamQuestion.objects.filter(pk=question_id, course_id=course.pk).first()
    if question is None:
        raise Http404(gettext("No such exam question in this course."))
    card = cards.with_context(exams.exam_card(question, unit=question.units.order_by("pk").first(), now=timezone.now()),
                              course.pk)
    view = exams.exam_support_view(student_id=request.user.pk, course_id=course.pk, question_id=question.pk,
                                   support_type="memo", now=timezone.now())
    support = {"memo": view.memo, "locked_until": view.locked_until.isoformat() if view.locked_until else ""}
    html = render_to_string("learning/cards/_exam.html", {"card": card, "support": support}, request=request)
    return HttpResponse(html + _panel_oob(request.user.pk, course.pk))
