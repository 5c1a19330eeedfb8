"""The student's XP history page."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET
from django.utils.translation import gettext

from courses import access
from courses.models import Role
from gamification.selectors import xp_summary_for, xp_transaction_list_for_student


@require_GET
@login_required
def xp_history(request: HttpRequest) -> HttpResponse:
    if access.role_of(request.user) != Role.STUDENT:
        raise PermissionDenied(gettext("XP is earned by students."))
    return render(
        request,
        "gamification/xp_history.html",
        {"xp_summary": xp_summary_for(request.user), "transactions": xp_transaction_list_for_student(request.user, limit=200)},
    )
