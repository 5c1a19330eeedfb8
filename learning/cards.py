"""The card a turn's action shows (DESIGN.md "Learning loop"): drill, concept or exam, as a JSON-ready
dict (the ``card`` event's data; the same dict renders the card template).

Built from the course's own material, so the offline tutor teaches:

* DRILL_CARD: learning/drills.py (teacher template, else a cloze from the unit's passages), sealed;
  with a model, :func:`generated_drill_card` first (the model's drill, only when its answer checks);
* CONCEPT_CARD: up to ``MAX_KEY_IDEAS`` key ideas, the unit's most central sentences (those covering
  most of the unit's key terms, learning/anchors.py), each cited by material and page, and at most one
  worked example (a sentence with an equation), collapsed; at most ``MAX_CONCEPT_WORDS`` words;
* EXAM_BLOCK: learning/exams.py ``exam_card`` (never the key or the memo).

A SOCRATIC_QUESTION has no card. An action whose card cannot be built (a unit with no material)
gives None: the turn's text still stands.
"""

from __future__ import annotations

from dataclasses import replace
import random
import re
import uuid
from datetime import datetime

from courses.models import ExamQuestion, Unit
from learning import drills, exams
from learning.anchors import key_terms
from learning.unit_passages import unit_passages
from learning.policy import CONCEPT_CARD, DRILL_CARD, EXAM_BLOCK

MAX_KEY_IDEAS = 3
MAX_CONCEPT_WORDS = 170
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9])")
_EQUATION = re.compile(r"\d.*=|=.*\d")
_HEADING = re.compile(r"^#+\s*")


_NUMBERED_HEADING = re.compile(r"^\s*(\d+(\.\d+)*|[A-Z]\d*)[.)]?\s+[A-Z][^.!?]{0,90}$")
_DISPLAY_MATH = re.compile(r"\\\[.*?\\\]|\$\$.*?\$\$", re.S)
_WORKING = re.compile(r"^(check|answer|solution)\b|✓|\*\*worked example", re.I)
_DEFINING = re.compile(r"\*\*[^*]+\*\*|\b(is|are|means|is called|are called|refers to)\b")


def _is_heading(line: str) -> bool:
    stripped = line.strip()
    return stripped.startswith("#") or bool(_NUMBERED_HEADING.match(stripped)) or (
        len(stripped) < 70 and not re.search(r"[.!?:;,)$]$", stripped) and stripped[:1].isupper()
        and len(stripped.split()) <= 8)


def _sentences(text: str) -> list[str]:
    """Prose sentences of a passage: headings, display maths and blank-line structure left out, each
    paragraph split on its own (a heading never runs into the sentence after it)."""
    found = []
    for paragraph in re.split(r"\n\s*\n", _DISPLAY_MATH.sub(" ", text)):
        lines = [line for line in paragraph.splitlines() if line.strip() and not _is_heading(line)]
        for sentence in _SENTENCE.split(" ".join(" ".join(lines).split())):
            sentence = sentence.strip()
            if 30 <= len(sentence) <= 240:
                found.append(sentence)
    return found


def _maths_share(sentence: str) -> float:
    """How much of a sentence is symbols and digits (inline maths counts as such)."""
    inline = sum(len(m) for m in re.findall(r"\$[^$]*\$", sentence))
    rest = re.sub(r"\$[^$]*\$", "", sentence)
    return (inline + sum(not (c.isalpha() or c.isspace()) for c in rest)) / max(len(sentence), 1)


def _idea_score(covered: int, sentence: str) -> float:
    """Key terms covered, more for a sentence that defines something, less for working and maths."""
    score = covered + (1.5 if _DEFINING.search(sentence) else 0.0)
    if _WORKING.search(sentence) or _maths_share(sentence) > 0.25:
        score -= 3
    return score


def _plain(sentence: str) -> str:
    """Without Markdown emphasis (the card shows plain text with inline maths)."""
    return re.sub(r"(?<![*\w])\*([^*\s][^*]*?)\*(?![*\w])", r"\1", re.sub(r"\*\*([^*]+)\*\*", r"\1", sentence))


def concept_card(unit: Unit) -> dict | None:
    """The unit's concept card from its passages, or None when it has none to cite."""
    mine, others = unit_passages(unit)
    terms = key_terms([t for t, _, _ in mine], others)
    scored = []
    seen: list[str] = []
    order = 0
    for text, page, name in mine:
        for sentence in _sentences(text):
            key = " ".join(sentence.lower().split())
            if any(key in other or other in key for other in seen):  # overlapping chunks repeat text
                continue
            seen.append(key)
            covered = {t for t in terms if re.search(rf"\b{re.escape(t)}\b", sentence, re.IGNORECASE)}
            scored.append((_idea_score(len(covered), sentence), order, _plain(sentence), page, name))
            order += 1
    if not scored:
        return None
    example = next((s for s in scored if _EQUATION.search(s[2]) and not _WORKING.search(s[2])), None)
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


def generated_drill_card(*, unit_id: int, course_id: int, student_id: int, now: datetime, prompt: str,
                         question_latex: str, expected_answer: str, variable: str = "") -> tuple[dict | None, str]:
    """A model-written drill for ``unit_id``, sealed like any drill, when its expected answer checks
    (learning/drills.py ``generated_spec``); else ``(None, why)`` and the caller builds the offline card."""
    unit = Unit.objects.filter(pk=unit_id, course_id=course_id).first()
    if unit is None:
        return None, "a drill for a unit outside the course"
    try:
        spec = drills.generated_spec(prompt=prompt, question_latex=question_latex, expected_answer=expected_answer,
                                     variable=variable)
    except drills.GeneratedDrillRejected as error:
        return None, str(error)
    spec = replace(spec, concept=f"{unit.code.lower()}-drill")  # tags as a teacher template's would be
    card = drills.seal_card(spec, unit=unit, student_id=student_id, course_id=course_id, now=now).as_dict()
    return with_context(card, course_id), ""


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
