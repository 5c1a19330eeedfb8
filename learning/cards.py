"""The card a turn's action shows (DESIGN.md "Learning loop"): drill, concept or exam, as a JSON-ready
dict (the ``card`` event's data; the same dict renders the card template).

Built from the course's own material, so the offline tutor teaches:

* DRILL_CARD: learning/drills.py (teacher template, else a cloze from the unit's passages), sealed;
* CONCEPT_CARD: up to ``MAX_KEY_IDEAS`` key ideas, the unit's most central sentences (those covering
  most of the unit's key terms, learning/anchors.py), each cited by material and page, and at most one
  worked example (a sentence with an equation), collapsed; at most ``MAX_CONCEPT_WORDS`` words;
* EXAM_BLOCK: learning/exams.py ``exam_card`` (never the key or the memo).

A SOCRATIC_QUESTION has no card. An action whose card cannot be built (a unit with no material)
gives None: the turn's text still stands.
"""

from __future__ import annotations

import random
import re
import uuid
from datetime import datetime

from courses.models import ExamQuestion, Unit
from learning import drills, exams
from learning.anchors import key_terms
from learning.policy import CONCEPT_CARD, DRILL_CARD, EXAM_BLOCK

MAX_KEY_IDEAS = 3
MAX_CONCEPT_WORDS = 170
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9])")
_EQUATION = re.compile(r"\d.*=|=.*\d")
_HEADING = re.compile(r"^#+\s*")


def _unit_passages(unit: Unit) -> tuple[list[tuple[str, int | None, str]], list[str]]:
    from materials.models import Chunk, MaterialStatus

    rows = list(Chunk.objects.filter(course_id=unit.course_id, restricted=False, material__status=MaterialStatus.INDEXED)
                .order_by("material_id", "index")
                .values_list("unit_id", "material__unit_id", "text", "page", "material__source_filename")[:240])
    mine = [(text, page, name) for cu, mu, text, page, name in rows if (cu or mu) == unit.pk][:60]
    others = [text for cu, mu, text, _, _ in rows if (cu or mu) != unit.pk]
    return mine, others


def _sentences(text: str) -> list[str]:
    lines = [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    return [s.strip() for s in _SENTENCE.split(" ".join(" ".join(lines).split())) if 30 <= len(s.strip()) <= 240]


def concept_card(unit: Unit) -> dict | None:
    """The unit's concept card from its passages, or None when it has none to cite."""
    mine, others = _unit_passages(unit)
    terms = key_terms([t for t, _, _ in mine], others)
    scored = []
    seen: set[str] = set()
    order = 0
    for text, page, name in mine:
        for sentence in _sentences(text):
            key = sentence.lower()
            if key in seen:
                continue
            seen.add(key)
            covered = {t for t in terms if re.search(rf"\b{re.escape(t)}\b", sentence, re.IGNORECASE)}
            scored.append((len(covered), order, sentence, page, name))
            order += 1
    if not scored:
        return None
    example = next((s for s in scored if _EQUATION.search(s[2])), None)
    ideas = [s for s in sorted(scored, key=lambda s: (-s[0], s[1])) if s is not example][:MAX_KEY_IDEAS]
    ideas.sort(key=lambda s: s[1])  # in the material's order, which reads as an explanation
    card = {"type": "concept", "unit": {"id": unit.pk, "code": unit.code, "title": unit.title},
            "key_ideas": [{"text": s[2], "source": {"material": s[4], "page": s[3]}} for s in ideas],
            "worked_example": ({"text": example[2], "source": {"material": example[4], "page": example[3]}}
                               if example else None)}
    while concept_words(card) > MAX_CONCEPT_WORDS and (card["worked_example"] or len(card["key_ideas"]) > 1):
        if card["worked_example"]:
            card["worked_example"] = None
        else:
            card["key_ideas"].pop()
    return card


def concept_words(card: dict) -> int:
    texts = [i["text"] for i in card.get("key_ideas", [])]
    if card.get("worked_example"):
        texts.append(card["worked_example"]["text"])
    return sum(len(t.split()) for t in texts)


def drill_card(unit: Unit, *, student_id: int, now: datetime, rng: random.Random | None = None) -> dict | None:
    try:
        return drills.drill_card_build(unit=unit, student_id=student_id, now=now, rng=rng).as_dict()
    except drills.NoDrillAvailable:
        return None


def exam_block(question_id: int, unit: Unit, *, now: datetime) -> dict | None:
    question = ExamQuestion.objects.filter(pk=question_id, course_id=unit.course_id).first()
    return exams.exam_card(question, unit=unit, now=now) if question else None


def card_for_action(*, action: str, unit_id: int | None, exam_question_id: int | None, course_id: int,
                    student_id: int, now: datetime, rng: random.Random | None = None) -> dict | None:
    """The card of ``action`` on ``unit_id`` (module docstring), or None."""
    if action not in (DRILL_CARD, CONCEPT_CARD, EXAM_BLOCK) or unit_id is None:
        return None
    unit = Unit.objects.filter(pk=unit_id, course_id=course_id).first()
    if unit is None:
        return None
    if action == DRILL_CARD:
        card = drill_card(unit, student_id=student_id, now=now, rng=rng)
    elif action == CONCEPT_CARD:
        card = concept_card(unit)
    else:
        card = exam_block(exam_question_id, unit, now=now) if exam_question_id else None
    return with_context(card, course_id) if card else None


def with_context(card: dict, course_id: int) -> dict:
    """The fields the templates need besides the card itself: the course (for URLs) and a nonce (ids of
    a card that may be shown twice on one page)."""
    return {**card, "course_id": course_id, "nonce": uuid.uuid4().hex[:8]}
