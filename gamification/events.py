"""The XP toast, pushed to a student's open tutor pages after an award commits.

Protocol (for the tutor websocket consumer, which must not import this app):

* group name ``tutor.events.xp_group_name(student id)``: a consumer serving a signed-in student joins it in
  ``connect`` (and leaves it in ``disconnect``);
* message ``{"type": "xp.toast", "html": str}``: handled by a consumer method ``xp_toast`` that
  sends ``event["html"]`` as a text frame. The html is ``gamification/partials/_xp_toast.html``: an
  htmx out-of-band fragment appended to ``#xp-toasts`` (the page needs
  ``<div id="xp-toasts" class="xp-toasts" aria-live="polite"></div>``).
"""

from __future__ import annotations

import logging
from typing import TypedDict

from asgiref.sync import async_to_sync
from django.template.loader import render_to_string

from tutor.events import xp_group_name

logger = logging.getLogger(__name__)


class XPToastEvent(TypedDict):
    type: str  # "xp.toast"
    html: str


def xp_toast_render(award) -> str:
    """The toast fragment for one award (auto-escaped template)."""
    return render_to_string("gamification/partials/_xp_toast.html", {"award": award})


def xp_toast_broadcast(*, award_id: int) -> None:
    """Send the toast of award ``award_id`` to its student's group. Runs after commit; a failure to
    reach the channel layer only loses the toast (the award is already saved), so it is logged."""
    from channels.layers import get_channel_layer

    from gamification.models import XPTransaction

    award = XPTransaction.objects.filter(pk=award_id).first()
    layer = get_channel_layer()
    if award is None or layer is None:
        return
    event: XPToastEvent = {"type": "xp.toast", "html": xp_toast_render(award)}
    try:
        async_to_sync(layer.group_send)(xp_group_name(award.student_id), event)
    except Exception:  # boundary: a toast must never undo or fail an award
        logger.exception("Could not broadcast XP toast for award %s", award_id)
