"""Drill cards, built at request time from the course's own material and sealed (seed 002: drills are
generated, never stored as entities).

Two offline sources, tried in this order for a unit:

(a) **teacher templates** (``DrillTemplate``): parameters drawn from their ranges, the prompt filled in,
    the expected answer and each common wrong answer computed with SymPy (learning/mathcheck.py);
    a draw whose answer is undefined (a zero divisor) is drawn again;
(b) **cloze**: a sentence of one of the unit's indexed passages with one of the unit's key terms
    (learning/anchors.py ``key_terms``) blanked out, cited by its material and page.

With a model configured, a drill the model wrote for its DRILL_CARD action (:func:`generated_spec`)
comes first, but only after its own answer checks symbolically: the expected answer solves the
equation it poses (or equals the expression it asks to evaluate), in one unknown, without giving the
answer away in the prompt. A drill that does not check is dropped and (a)/(b) make the card.

The card the browser gets (:class:`DrillCard`) holds the prompt and an opaque ``token``; the expected
answer, the accepted variants and the wrong-answer tags are only inside the token
(learning/sealing.py). ``random.Random`` is seeded by the caller, so tests draw reproducibly.
"""

from __future__ import annotations

import random
import re
import uuid
from dataclasses import dataclass, field
from datetime import datetime

import sympy

from courses.models import Unit
from learning import mathcheck, sealing
from learning.anchors import key_terms
from learning.unit_passages import unit_passages
from learning.models import DrillTemplate

PURPOSE = "drill"
MAX_DRAWS = 12
CLOZE_MIN_CHARS, CLOZE_MAX_CHARS = 40, 260
BLANK = "_____"
_PARAM = re.compile(r"\{([A-Za-z]\w{0,11})\}")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9])")


class NoDrillAvailable(Exception):
    """The unit has no enabled template and no passage with a usable key term."""


@dataclass(frozen=True)
class DrillCard:
    """What the browser sees: never the expected answer."""

    card_id: str
    kind: str  # "math" or "cloze"
    unit_id: int
    unit_code: str
    unit_title: str
    prompt: str
    token: str
    source: dict | None = None  # cloze: {"material": title, "page": n}
    steps: int = 1

    @classmethod
    def from_payload(cls, payload: dict, *, token: str, unit: Unit) -> DrillCard:
        """The card again, from its opened seal (to show its graded state)."""
        return cls(card_id=payload["id"], kind=payload.get("kind", "math"), unit_id=unit.pk, unit_code=unit.code,
                   unit_title=unit.title, prompt=payload.get("prompt", ""), token=token, source=payload.get("src"))

    def as_dict(self) -> dict:
        return {"type": "drill", "card_id": self.card_id, "kind": self.kind,
                "unit": {"id": self.unit_id, "code": self.unit_code, "title": self.unit_title},
                "prompt": self.prompt, "token": self.token, "source": self.source, "steps": self.steps}


@dataclass(frozen=True)
class DrillSpec:
    """A drill before sealing (what the payload holds)."""

    kind: str
    prompt: str
    answer: str  # math: a SymPy srepr-free string parseable by mathcheck; cloze: the blanked term
    variable: str = ""
    tolerance: float = 0.0
    wrong: tuple[tuple[str, str], ...] = ()
    accept: tuple[str, ...] = ()
    concept: str = ""
    hint: str = ""
    source: dict | None = None
    template_id: int | None = None
    extra: dict = field(default_factory=dict)


def _fill(text: str, values: dict[str, int]) -> str:
    return _PARAM.sub(lambda m: str(values[m.group(1)]) if m.group(1) in values else m.group(0), text)


def evaluate(template_text: str, values: dict[str, int]) -> sympy.Expr:
    """A template expression with the drawn values put in (written bare, ``(c - b)/a``, or in braces)."""
    expr = mathcheck.expression(_fill(template_text, values))
    return _checked_subs(expr, values)


def _checked_subs(expr: sympy.Expr, values: dict[str, int]) -> sympy.Expr:
    return expr.subs({sympy.Symbol(name): sympy.Integer(v) for name, v in values.items()})


def _render_number(value: sympy.Expr) -> str:
    return str(value).replace("**", "^")


def template_spec(template: DrillTemplate, rng: random.Random) -> DrillSpec | None:
    """A drill drawn from ``template``, or None when no draw in ``MAX_DRAWS`` gives a defined answer
    (or the template's answer does not parse: a teacher's typo drops the template, not the card)."""
    ranges = {name: bounds for name, bounds in (template.parameters or {}).items()
              if isinstance(bounds, (list, tuple)) and len(bounds) == 2}
    for _ in range(MAX_DRAWS):
        values = {name: rng.randint(int(min(lo, hi)), int(max(lo, hi))) for name, (lo, hi) in ranges.items()}
        try:
            expected = evaluate(template.answer, values)
        except mathcheck.AnswerError:
            continue
        if expected.has(sympy.zoo, sympy.nan):
            continue
        wrong = []
        for item in template.wrong_answers or []:
            if not isinstance(item, dict) or not item.get("answer") or not item.get("tag"):
                continue
            try:
                wrong_value = evaluate(str(item["answer"]), values)
            except mathcheck.AnswerError:
                continue
            if not mathcheck.equivalent(wrong_value, expected):  # a "wrong" answer equal to the right one is no tag
                wrong.append((_render_number(wrong_value), str(item["tag"])[:60]))
        return DrillSpec(
            kind="math", prompt=_fill(template.prompt, values), answer=_render_number(expected),
            variable=template.variable or "", tolerance=float(template.tolerance or 0), wrong=tuple(wrong),
            concept=f"{template.unit.code.lower()}-drill", hint=_fill(template.hint, values), template_id=template.pk,
        )
    return None


def cloze_spec(unit: Unit, rng: random.Random) -> DrillSpec | None:
    """A cloze drill from the unit's passages (learning/unit_passages.py), or None when none has a key
    term."""
    mine, others = unit_passages(unit)
    terms = key_terms([t for t, _, _ in mine], others)
    options = []
    for text, page, title in mine:
        for sentence in _SENTENCE.split(" ".join(text.split())):
            if not CLOZE_MIN_CHARS <= len(sentence) <= CLOZE_MAX_CHARS:
                continue
            for rank, term in enumerate(terms):
                match = re.search(rf"\b{re.escape(term)}\b", sentence, flags=re.IGNORECASE)
                if match:
                    options.append((rank, sentence, match, page, title))
                    break
    if not options:
        return None
    best_rank = min(o[0] for o in options)
    rank, sentence, match, page, title = rng.choice([o for o in options if o[0] <= best_rank + 1])
    term = match.group(0)
    prompt = sentence[:match.start()] + BLANK + sentence[match.end():]
    return DrillSpec(kind="cloze", prompt=f"Fill in the blank: {prompt}", answer=term,
                     accept=tuple(dict.fromkeys([term, term.lower()])), concept=term.lower()[:60],
                     source={"material": title, "page": page})


def drill_spec_for_unit(unit: Unit, rng: random.Random) -> DrillSpec:
    """The next drill for ``unit``: a teacher template when one works, else a cloze. Raises
    ``NoDrillAvailable``."""
    templates = list(DrillTemplate.objects.filter(unit=unit, enabled=True).select_related("unit").order_by("pk"))
    rng.shuffle(templates)
    for template in templates:
        spec = template_spec(template, rng)
        if spec is not None:
            return spec
    spec = cloze_spec(unit, rng)
    if spec is None:
        raise NoDrillAvailable(f"No drill can be made for {unit.title} yet.")
    return spec


class GeneratedDrillRejected(ValueError):
    """A model-written drill that cannot be shown; ``str(error)`` says why (for the turn log)."""


_MATH_DELIMITERS = re.compile(r"\\[()\[\]]|\$+")


def _split_equation(maths: str) -> tuple[str, str] | None:
    sides = maths.split("=")
    if len(sides) == 1:
        return None
    if len(sides) != 2 or not all(side.strip() for side in sides):
        raise GeneratedDrillRejected("a drill that poses more than one equation")
    return sides[0], sides[1]


def generated_spec(*, prompt: str, question_latex: str, expected_answer: str, variable: str = "") -> DrillSpec:
    """A model's drill, checked before any student sees it (module docstring). ``question_latex`` is
    the maths posed: an equation in one unknown (``3x + 5 = 20``: the answer is the unknown's value)
    or an expression (``\\frac{3}{4} + \\frac{1}{8}``: the answer is its value). The same bounded
    parser as students' answers reads it (learning/mathcheck.py), so hostile output costs no more.
    Raises ``GeneratedDrillRejected``."""
    maths = _MATH_DELIMITERS.sub(" ", question_latex).strip()
    if not prompt.strip() or not maths or not expected_answer.strip():
        raise GeneratedDrillRejected("a drill without its prompt, the maths it poses or its expected answer")
    try:
        answer = mathcheck.parse_answer(expected_answer)
        equation = _split_equation(maths)
        if equation is not None:
            lhs, rhs = (mathcheck.expression(side) for side in equation)
            unknowns = (lhs - rhs).free_symbols
            if len(unknowns) != 1:
                raise GeneratedDrillRejected("a drill equation without exactly one unknown")
            unknown = next(iter(unknowns))
            if variable and variable != unknown.name or answer.lhs_symbol not in (None, unknown.name):
                raise GeneratedDrillRejected("a drill whose answer names another unknown than its equation")
            if answer.value.free_symbols or not mathcheck.equivalent(
                    lhs.subs(unknown, answer.value), rhs.subs(unknown, answer.value)):
                raise GeneratedDrillRejected("a drill whose expected answer does not solve its equation")
            variable = unknown.name
        else:
            posed = mathcheck.expression(maths)
            if not mathcheck.equivalent(answer.value, posed) or posed.free_symbols != answer.value.free_symbols:
                raise GeneratedDrillRejected("a drill whose expected answer does not equal the expression it poses")
            variable = ""
    except mathcheck.AnswerError as error:
        raise GeneratedDrillRejected(f"a drill the checker cannot read ({error})") from None
    shown = _render_number(answer.value)
    words = _MATH_DELIMITERS.sub(" ", prompt).replace(maths, " ")  # the prose around the maths it poses
    if not answer.value.free_symbols and re.search(rf"(?<![\w./^]){re.escape(shown)}(?![\w./^])", words):
        raise GeneratedDrillRejected("a drill whose prompt gives its answer away")
    if maths not in prompt:
        prompt = f"{prompt.strip()} \\({maths}\\)"
    return DrillSpec(kind="math", prompt=prompt.strip()[:400], answer=shown, variable=variable,
                     concept="generated-drill", extra={"generated": True})


def seal_card(spec: DrillSpec, *, unit: Unit, student_id: int, course_id: int, now: datetime) -> DrillCard:
    """The browser's card for ``spec``: the grading data sealed for this student and course."""
    card_id = str(uuid.uuid4())
    payload = {
        "id": card_id, "kind": spec.kind, "u": unit.pk, "prompt": spec.prompt, "ans": spec.answer,
        "var": spec.variable, "tol": spec.tolerance, "wrong": [list(w) for w in spec.wrong],
        "accept": list(spec.accept), "concept": spec.concept, "hint": spec.hint, "tpl": spec.template_id,
        "src": spec.source,
    }
    token = sealing.seal(payload, purpose=PURPOSE, student_id=student_id, course_id=course_id, now=now)
    return DrillCard(card_id=card_id, kind=spec.kind, unit_id=unit.pk, unit_code=unit.code, unit_title=unit.title,
                     prompt=spec.prompt, token=token, source=spec.source)


def drill_card_build(*, unit: Unit, student_id: int, now: datetime, rng: random.Random | None = None) -> DrillCard:
    """Build and seal the next drill card for ``unit``. Raises ``NoDrillAvailable``."""
    spec = drill_spec_for_unit(unit, rng or random.Random())
    return seal_card(spec, unit=unit, student_id=student_id, course_id=unit.course_id, now=now)
