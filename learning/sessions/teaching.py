"""What the offline tutor says in a Teach me session (seed 004), built from the course's own material.

No model: every sentence shown is either quoted from the unit's indexed passages (cited by file and
page) or a fixed phrase of this module; every question is a drill (learning/drills.py: a teacher
template, else a cloze from the unit's passages) whose grading data stays on the server, in the
session's state (``state["pending"]``), never in the browser.

* **Explain step**: ``ideas`` sentences (``pacing.offline_teaching``) from the passages of the step's
  section (the unit's passages when the section has none), then one question.
* **Check / practice step**: one drill question on the unit.
* **After a wrong answer** (``lifecycle.answer``'s move):
  probe -> a probing question (maths: "put your answer back in"; cloze: "which word names this idea?");
  hint -> the template's hint, or for a cloze the first letter and length of the missing term;
  explain differently -> the worked passage: for a cloze the source sentence around the blank, for
  maths the unit's worked example sentence (and the hint again when there is none);
  step back -> the answer is shown, and a new question on the prerequisite unit (when the unit has
  one) or a smaller piece of the same unit (a cloze on one of its terms).

Reads only (passages, drill templates); the caller (``services.session_step``) writes.
"""

from __future__ import annotations
from django.utils.translation import gettext

import random
import re
import uuid
from dataclasses import dataclass, field

from courses.models import Unit
from learning import cards, drills
from learning.anchors import key_terms
from learning.unit_passages import unit_passages
from learning.sessions import lifecycle
from materials.models import Chunk, MaterialStatus

MAX_SECTION_CHUNKS = 12
_DANGLING = re.compile(r"^(this|these|that|those|it|they|such|each such|both|here)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Idea:
    text: str
    material: str
    page: int | None


@dataclass(frozen=True)
class TutorTurn:
    """One tutor turn: a lead line, quoted ideas (cited), and the question it ends on (if any)."""

    kind: str  # explain | question | probe | hint | explain_differently | step_back | advance | complete
    lead: str
    ideas: tuple[Idea, ...] = ()
    question: str = ""
    pending: dict | None = None  # grading data of the question asked (server side only)
    extra: dict = field(default_factory=dict)

    def as_history(self, at: str) -> dict:
        """The turn as the session's history keeps it (what the page, resume and the turn log show):
        never the grading data."""
        return {"role": "tutor", "kind": self.kind, "text": self.lead, "at": at,
                "ideas": [{"text": i.text, "material": i.material, "page": i.page} for i in self.ideas],
                "question": self.question}


# --------------------------------------------------------------------------- passages


def section_ideas(unit: Unit, section: str, count: int) -> tuple[Idea, ...]:
    """The ``count`` most central sentences of the step's section (by the unit's key terms, in the
    material's order), else of the whole unit. Restricted passages are never read."""
    rows: list[tuple[str, int | None, str]] = []
    if section:
        rows = list(Chunk.objects.filter(course_id=unit.course_id, section=section, restricted=False,
                                         material__status=MaterialStatus.INDEXED)
                    .order_by("material_id", "index")
                    .values_list("text", "page", "material__source_filename")[:MAX_SECTION_CHUNKS])
    mine, others = unit_passages(unit)
    if not rows:
        rows = mine
    terms = key_terms([t for t, _, _ in mine] or [t for t, _, _ in rows], others)
    scored, seen, order = [], [], 0
    for text, page, name in rows:
        for sentence in cards._sentences(text):
            key = " ".join(sentence.lower().split())
            if any(key in other or other in key for other in seen):
                continue
            seen.append(key)
            covered = sum(1 for t in terms if re.search(rf"\b{re.escape(t)}\b", sentence, re.IGNORECASE))
            # quoted alone, "Each such step..." or "This means..." points at a sentence the student
            # does not see: such a sentence is a poor first idea
            score = cards._idea_score(covered, sentence) - (2.0 if _DANGLING.match(sentence) else 0.0)
            scored.append((score, order, cards._plain(sentence), page, name))
            order += 1
    chosen = sorted(sorted(scored, key=lambda s: (-s[0], s[1]))[:max(count, 1)], key=lambda s: s[1])
    return tuple(Idea(text, name, page) for _, _, text, page, name in chosen)


def worked_passage(unit: Unit) -> Idea | None:
    """The unit's worked example sentence (the concept card's), for "explain with another approach"."""
    card = cards.concept_card(unit)
    example = (card or {}).get("worked_example")
    if not example:
        return None
    return Idea(example["text"], example["source"]["material"], example["source"]["page"])


# --------------------------------------------------------------------------- questions


def pending_of(spec: drills.DrillSpec, unit: Unit) -> dict:
    """The grading data of a question, as the session state keeps it (the same fields a sealed drill
    carries, so learning/grading.py checks it the same way)."""
    return {"id": str(uuid.uuid4()), "u": unit.pk, "kind": spec.kind, "prompt": spec.prompt, "ans": spec.answer,
            "var": spec.variable, "tol": spec.tolerance, "wrong": [list(w) for w in spec.wrong],
            "accept": list(spec.accept), "concept": spec.concept, "hint": spec.hint, "src": spec.source,
            "answered": False}


def question_for(unit: Unit, rng: random.Random, *, cloze_only: bool = False) -> dict | None:
    """A new question on ``unit`` (a template drill, else a cloze; only a cloze for "smaller pieces"),
    or None when the unit has neither."""
    try:
        spec = drills.cloze_spec(unit, rng) if cloze_only else drills.drill_spec_for_unit(unit, rng)
    except drills.NoDrillAvailable:
        spec = None
    if spec is None and cloze_only:
        return question_for(unit, rng)
    return pending_of(spec, unit) if spec else None


def source_sentence(pending: dict) -> str:
    """A cloze's sentence with its term put back."""
    prompt = pending["prompt"].removeprefix("Fill in the blank: ")
    return prompt.replace(drills.BLANK, pending["ans"], 1)


def expected_text(pending: dict) -> str:
    return f"{pending['var']} = {pending['ans']}" if pending.get("kind") == "math" and pending.get("var") \
        else pending["ans"]


# --------------------------------------------------------------------------- turns


def opening_turn(unit: Unit, step: lifecycle.PlanStep, *, ideas: int, rng: random.Random) -> TutorTurn:
    """The first turn of a step: an explanation and one question (explain), or a question (check,
    practice)."""
    pending = question_for(unit, rng)
    question = pending["prompt"] if pending else ""
    if step.kind == lifecycle.EXPLAIN:
        quoted = section_ideas(unit, step.section, ideas)
        lead = (gettext("Let's look at %(concept)s.") if quoted
                else gettext("Let's look at %(concept)s; your course has no notes on it yet.")) % {"concept": step.concept}
        return TutorTurn("explain", lead, quoted, question, pending)
    lead = gettext("Check your understanding:") if step.kind == lifecycle.CHECK else gettext("Practice time:")
    return TutorTurn("question", lead, (), question, pending)


def after_wrong(unit: Unit, move: str, pending: dict, *, prerequisite: Unit | None, rng: random.Random) -> TutorTurn:
    """What the tutor says after a wrong answer, by the lifecycle's ``move`` (module docstring)."""
    question = pending["prompt"]
    maths = pending.get("kind") == "math"
    if move == lifecycle.ASK_PROBE:
        lead = (gettext("Not quite. Put your answer back into the question: does it work? Which step would you check "
                        "first?")
                if maths else gettext("Not quite. Which word in your notes names this idea? Read the sentence again."))
        return TutorTurn("probe", lead, (), question, pending)
    if move == lifecycle.GIVE_HINT:
        if pending.get("hint"):
            lead = gettext("Hint: %(hint)s") % {"hint": pending["hint"]}
        elif pending.get("kind") == "cloze":
            term = pending["ans"]
            lead = gettext("Hint: the missing term starts with “%(letter)s” and has %(count)d letters.") % {
                "letter": term[:1], "count": len(term)}
        else:
            lead = gettext("Hint: work one step at a time and check each step.")
        return TutorTurn("hint", lead, (), question, pending)
    if move == lifecycle.EXPLAIN_DIFFERENTLY:
        if pending.get("kind") == "cloze":
            src = pending.get("src") or {}
            idea = Idea(source_sentence(pending), src.get("material", ""), src.get("page"))
            return TutorTurn("explain_differently", gettext("Let's read it the way your course puts it:"), (idea,), question,
                             pending)
        worked = worked_passage(unit)
        lead = gettext("Here is another way in: follow the worked example from your course, then try again.")
        if worked is None:
            lead = gettext("Here is another way in: %(hint)s.") % {
                "hint": pending.get("hint") or gettext("undo each operation in reverse order")}
        return TutorTurn("explain_differently", lead, (worked,) if worked else (), question, pending)
    # step back: show the answer, then a smaller question (the prerequisite, or a piece of this unit)
    shown = gettext("The answer was %(answer)s.") % {"answer": expected_text(pending)}
    if prerequisite is not None:
        new = question_for(prerequisite, rng)
        if new is not None:
            return TutorTurn("step_back", gettext("%(shown)s Let's step back to %(unit)s first.") % {
                "shown": shown, "unit": prerequisite.title}, (), new["prompt"],
                             new)
    new = question_for(unit, rng, cloze_only=True) or pending
    return TutorTurn("step_back", gettext("%(shown)s Let's break it into a smaller piece.") % {"shown": shown}, (),
                     new["prompt"], new)


def after_correct(move: str, next_turn: TutorTurn | None) -> TutorTurn:
    """The turn after a correct answer: praise, then the next step's opening (or the closing line)."""
    if move == lifecycle.COMPLETE or next_turn is None:
        return TutorTurn("complete", gettext("Correct. That completes this lesson: every step is covered. Well done!"))
    return TutorTurn(next_turn.kind, gettext("Correct. %(next)s") % {"next": next_turn.lead}, next_turn.ideas, next_turn.question,
                     next_turn.pending)
