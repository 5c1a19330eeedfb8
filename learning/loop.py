"""The card loop's client events (seed PV-AI-020..022): what a card's buttons ask for, one service for
the websocket, the HTMX views and the JSON API.

* ``REQUEST_DRILL`` (Try a Drill, Try another): a drill on the given unit when it is in scope, else on
  the focus unit;
* ``DRILL_CONTINUE`` / ``EXAM_CONTINUE`` (Continue): the policy decides (learning/chooser.py
  ``choose_next``): an exam block when ready and a question is available, a concept card when stuck,
  else the next drill;
* ``STUCK`` (I'm stuck, on a drill card): the student's own admission is graded evidence about that
  card (learning/grading.py ``drill_give_up``: an incorrect result, once per card), then the policy
  decides as for Continue, so a second miss in a row brings the concept card.

Each event runs the same policy as a typed turn (no words: nothing is mapped) and writes a turn log
(its ``message_id`` is a fresh id: a client event has no chat message).
"""

from __future__ import annotations
from django.utils.translation import gettext

import uuid
from dataclasses import dataclass
from datetime import datetime

from config.errors import ApplicationError
from learning import cards, chooser, grading, presenters, services
from learning import turn as learning_turn
from learning.policy import DRILL_CARD

REQUEST_DRILL, DRILL_CONTINUE, EXAM_CONTINUE, STUCK = "REQUEST_DRILL", "DRILL_CONTINUE", "EXAM_CONTINUE", "STUCK"
EVENTS = (REQUEST_DRILL, DRILL_CONTINUE, EXAM_CONTINUE, STUCK)


@dataclass(frozen=True)
class LoopStep:
    action: str
    unit_id: int | None
    card: dict | None
    state_update: dict
    message: str = ""  # shown when no card could be built


def client_event(*, student_id: int, course_id: int, event: str, now: datetime, unit_id: int | None = None,
                 token: str = "", conversation_id=None) -> LoopStep:
    """Handle one client event (module docstring). The card is kept in ``conversation_id``'s timeline
    when one is given (learning/services.py ``card_shown_record``). Raises ``ApplicationError``
    ``invalid`` for an unknown event, a STUCK without its card, or a course without units."""
    if event not in EVENTS:
        raise ApplicationError(gettext("Unknown event. Use one of %(choices)s.") % {"choices": ", ".join(EVENTS)}, "invalid")
    if event == STUCK:
        if not token:
            raise ApplicationError(gettext("I'm stuck needs the drill card it is about."), "invalid")
        grading.drill_give_up(student_id=student_id, course_id=course_id, token=token, now=now)
    decision = learning_turn.turn_prepare(student_id=student_id, course_id=course_id, question="", query_vector=None,
                                          embedding_model="", passages=(), now=now)
    if decision is None:
        raise ApplicationError(gettext("This course has no units yet, so there is nothing to practise."), "invalid")
    policy = decision.policy
    if event == REQUEST_DRILL:
        target = unit_id if unit_id in policy.scoped_unit_ids or unit_id == policy.focus_unit_id else policy.focus_unit_id
        action = chooser.ChosenAction(DRILL_CARD, target)
    else:
        action = chooser.choose_next(policy)
    card = cards.card_for_action(action=action.action, unit_id=action.target_unit_id,
                                 exam_question_id=action.exam_question_id, course_id=course_id,
                                 student_id=student_id, now=now)
    learning_turn.turn_record(decision=decision, message_id=uuid.uuid4(), action=action)
    services.card_shown_record(student_id=student_id, course_id=course_id, conversation_id=conversation_id,
                               card=card, now=now)
    message = "" if card else "There is nothing to practise on this unit yet: ask a question about it instead."
    return LoopStep(action.action, action.target_unit_id, card, {"panel": presenters.panel_as_dict(decision.panel)},
                    message)
