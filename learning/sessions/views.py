"""HTMX adapters of a learning session on the tutor page: answer, next turn, exam answer, pause, resume,
end. Each calls one service of learning/sessions/ and answers the session partial re-rendered from the
database (the state after the write, or, when the write was refused, the state as it stands with the
refusal's message: a stale tab thus reloads the state, seed 004). A request without HTMX is redirected
back to the page, so the forms work without JavaScript.

A session is its student's only: anyone else gets 404 (learning/sessions/selectors.py).
"""

from __future__ import annotations

import json
import uuid

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST
from django.utils.translation import gettext

from config.errors import ApplicationError
from learning.models import LearningSession
from learning.sessions import presenters, selectors, services, turns
from learning.sessions.state import state_update


def _version(request: HttpRequest) -> int | None:
    try:
        return int(request.POST.get("version", ""))
    except ValueError:
        return None


def _respond(request: HttpRequest, session: LearningSession, *, error: str = "", status: int = 200) -> HttpResponse:
    if not getattr(request, "htmx", False):
        return HttpResponseRedirect(request.POST.get("next") or "/student/tutor/")
    session.refresh_from_db()
    page = presenters.session_page(session)
    response = render(request, "learning/sessions/_session.html", {"page": page, "error": error}, status=status)
    # the turn's state_update, as an event on the page for any script that follows the session
    response["HX-Trigger"] = json.dumps({"learning:state_update": state_update(session)})
    return response


def _run(request: HttpRequest, session_id: uuid.UUID, action) -> HttpResponse:
    session = selectors.session_get_for_student(request.user, session_id)
    try:
        action(session, timezone.now())
    except ApplicationError as error:
        # 200 for HTMX so the partial (with the message and the fresh state) is swapped in
        return _respond(request, session, error=error.message)
    return _respond(request, session)


@require_POST
@login_required
def session_answer(request: HttpRequest, session_id: uuid.UUID) -> HttpResponse:
    """A Teach me answer (``answer``, ``version``)."""
    def action(session, now):
        version = _version(request)
        if version is None:
            raise services.SessionInvalid(gettext("Reload the page and answer again."))
        turns.session_step(session_id=session.pk, student_id=request.user.pk, expected_version=version,
                           answer=request.POST.get("answer", ""), now=now)
    return _run(request, session_id, action)


@require_POST
@login_required
def session_next(request: HttpRequest, session_id: uuid.UUID) -> HttpResponse:
    """The next Teach me turn: the current step's opening, or, on a step that has no question to ask (a
    unit with neither drill templates nor key terms), moving on to the next step."""
    def action(session, now):
        result = turns.session_next_turn(session_id=session.pk, student_id=request.user.pk, now=now,
                                         expected_version=_version(request))
        fresh = result.session
        if result.turn is not None and not fresh.state.get("pending"):
            services.session_advance(session_id=fresh.pk, student_id=request.user.pk, expected_version=fresh.version,
                                     to_step=fresh.step_index + 1, now=now)
    return _run(request, session_id, action)


@require_POST
@login_required
def session_exam_answer(request: HttpRequest, session_id: uuid.UUID) -> HttpResponse:
    """An exam answer (``choice`` for a multiple-choice question, ``answer`` for a drill; ``version``)."""
    def action(session, now):
        version = _version(request)
        if version is None:
            raise services.SessionInvalid(gettext("Reload the page and answer again."))
        choice = request.POST.get("choice")
        if choice is not None:
            try:
                choice = int(choice)
            except ValueError:
                raise services.SessionInvalid(gettext("Choose one of the options.")) from None
        turns.session_exam_answer(session_id=session.pk, student_id=request.user.pk, expected_version=version,
                                  choice=choice, answer=request.POST.get("answer"), now=now)
    return _run(request, session_id, action)


@require_POST
@login_required
def session_pause(request: HttpRequest, session_id: uuid.UUID) -> HttpResponse:
    return _run(request, session_id, lambda session, now: services.session_pause(
        session_id=session.pk, student_id=request.user.pk, now=now, expected_version=_version(request)))


@require_POST
@login_required
def session_resume(request: HttpRequest, session_id: uuid.UUID) -> HttpResponse:
    return _run(request, session_id, lambda session, now: services.session_resume(
        session_id=session.pk, student_id=request.user.pk, now=now, expected_version=_version(request)))


@require_POST
@login_required
def session_end(request: HttpRequest, session_id: uuid.UUID) -> HttpResponse:
    return _run(request, session_id, lambda session, now: services.session_end(
        session_id=session.pk, student_id=request.user.pk, now=now, expected_version=_version(request)))


# --------------------------------------------------------------------------- report card


@require_GET
@login_required
def report_card(request: HttpRequest, course_id: int) -> HttpResponse:
    """The report card: a student's own, or for a teacher or admin of the course the class-level
    aggregate (learning/sessions/report.py). 404 for a course the user cannot see (every role that sees
    a course either studies or manages it, so there is no 403 case)."""
    from django.http import Http404

    from courses import access
    from learning.sessions import report

    course = access.courses_visible_to(request.user).filter(pk=course_id).first()
    if course is None:
        raise Http404(gettext("No such course."))
    if access.can_use_tutor(request.user, course):
        card = report.report_card_for_student(student_id=request.user.pk, course_id=course.pk)
        return render(request, "learning/report_card.html", {"course": course, "card": card})
    if access.courses_manageable_by(request.user).filter(pk=course.pk).exists():
        return render(request, "learning/report_card_class.html",
                      {"course": course, "report": report.report_card_for_class(course_id=course.pk)})
    raise Http404(gettext("No such course."))
