"""The per-turn tutor policy of seed 002 (PF-3.2 to PF-3.4), as pure functions.

Frozen dataclasses in, frozen dataclasses out: no ORM, no clock, no settings. The caller
(learning/turn.py) loads the snapshot, the course's unit graph and the exam lockouts, passes ``now``,
and persists what follows. The seed's numbers are kept exactly:

* candidate units: the top 3 mapped units, the focus, up to 3 units in progress, and the direct
  prerequisites of all of those;
* scoped units: at most 6, in the seed's order (focus, blocker, target, top 2 mapped, the target's
  prerequisites, units in progress, then the rest);
* priority score: ``0.35 * intent + 0.15 * recency + 0.15 * in progress + 0.20 * tier need +
  0.15 * drill evidence`` with ``intent = 0.7 * mapped confidence + 0.3 * is focus``, recency
  decaying linearly to 0 over 72 hours, tier need 1.0/0.7/0.4/0.1 for none/bronze/silver/gold and
  drill evidence 0/0.5/1 for a streak of 0/1/2+;
* primary target: the best mapped unit when its confidence is at least 0.55, else the focus;
* blocker: the target's first direct prerequisite still at tier none; the new focus is the blocker,
  else the target;
* stuck: at least 2 drill attempts on the focus and a correct streak of 0;
* desired exam tier: bronze after none, silver after bronze, gold after silver and gold;
* exam ready: no blocker, the focus's prerequisites all above tier none, a drill streak of 2+;
* exam availability (only when exam ready, only over the candidate questions of the focus unit at
  the desired tier): available if one can be attempted now, locked (with the earliest time one
  can) if none can but some are locked, none otherwise;
* allowed actions: SOCRATIC_QUESTION and DRILL_CARD always, CONCEPT_CARD when stuck, EXAM_BLOCK when
  exam ready and a question is available.

Unit ids are the database ids of ``courses.Unit``; order among units is the course's order (the
``Dag.units`` tuple), which makes every tie deterministic.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from types import MappingProxyType

# --------------------------------------------------------------------------- vocabulary

NONE, BRONZE, SILVER, GOLD = "none", "bronze", "silver", "gold"
TIERS = (NONE, BRONZE, SILVER, GOLD)
EXAM_TIERS = (BRONZE, SILVER, GOLD)
TIER_RANK = {tier: rank for rank, tier in enumerate(TIERS)}

SOCRATIC_QUESTION = "SOCRATIC_QUESTION"
CONCEPT_CARD = "CONCEPT_CARD"
DRILL_CARD = "DRILL_CARD"
EXAM_BLOCK = "EXAM_BLOCK"
ACTIONS = (SOCRATIC_QUESTION, CONCEPT_CARD, DRILL_CARD, EXAM_BLOCK)

AVAILABLE, LOCKED, UNAVAILABLE = "available", "locked", "none"
QUESTION_AVAILABLE, QUESTION_LOCKED, QUESTION_PASSED = "available", "locked", "passed"

TARGET_CONFIDENCE = 0.55  # PF-3.4: a mapped unit becomes the target from this confidence up
MAX_SCOPED = 6
TOP_MAPPED_CANDIDATES = 3
TOP_MAPPED_SCOPED = 2
IN_PROGRESS_CANDIDATES = 3
IN_PROGRESS_SCOPED = 2
MAX_IN_PROGRESS = 3
RECENCY_HOURS = 72.0
WEIGHTS = {"intent": 0.35, "recency": 0.15, "in_progress": 0.15, "tier_need": 0.20, "drill": 0.15}
TIER_NEED = {NONE: 1.0, BRONZE: 0.7, SILVER: 0.4, GOLD: 0.1}


@dataclass(frozen=True)
class Constraints:
    max_concept_words: int = 170
    max_worked_examples: int = 1
    drill_max_steps: int = 2


CONSTRAINTS = Constraints()


# --------------------------------------------------------------------------- inputs


@dataclass(frozen=True)
class Dag:
    """The course's units in course order and each unit's direct prerequisites (in course order)."""

    units: tuple[int, ...]
    prerequisites: Mapping[int, tuple[int, ...]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        rank = {unit: i for i, unit in enumerate(self.units)}
        ordered = {
            unit: tuple(sorted(set(prereqs), key=lambda p: rank.get(p, len(rank))))
            for unit, prereqs in self.prerequisites.items() if prereqs
        }
        object.__setattr__(self, "prerequisites", MappingProxyType(ordered))
        object.__setattr__(self, "_rank", MappingProxyType(rank))

    def prereqs(self, unit_id: int | None) -> tuple[int, ...]:
        if unit_id is None:
            return ()
        return self.prerequisites.get(unit_id, ())

    def rank(self, unit_id: int) -> int:
        """Position in the course (unknown ids sort last)."""
        return self._rank.get(unit_id, len(self._rank))  # type: ignore[attr-defined]

    def __contains__(self, unit_id: object) -> bool:
        return unit_id in self._rank  # type: ignore[attr-defined]


@dataclass(frozen=True)
class UnitState:
    """The evidence the policy reads for one unit (absent units are tier none with no drills)."""

    tier: str = NONE
    drill_attempts: int = 0
    drill_streak: int = 0
    last_touched_at: datetime | None = None


NO_PROGRESS = UnitState()


@dataclass(frozen=True)
class MappedUnit:
    unit_id: int
    confidence: float


@dataclass(frozen=True)
class QuestionStatus:
    """One candidate exam question's status for this student (from ``ExamAttempt``)."""

    question_id: int
    status: str  # available | locked | passed
    locked_until: datetime | None = None


@dataclass(frozen=True)
class PolicyInput:
    focus_unit_id: int | None
    units_in_progress: tuple[int, ...]
    progress: Mapping[int, UnitState]
    dag: Dag
    mapped: tuple[MappedUnit, ...]
    now: datetime

    def state(self, unit_id: int | None) -> UnitState:
        return self.progress.get(unit_id, NO_PROGRESS) if unit_id is not None else NO_PROGRESS

    def tier(self, unit_id: int | None) -> str:
        return self.state(unit_id).tier


# --------------------------------------------------------------------------- outputs


@dataclass(frozen=True)
class FocusDecision:
    """The part of the policy that decides where the turn goes (and so which exam questions to look up)."""

    primary_target_unit_id: int | None
    prereq_blocking_unit_id: int | None
    focus_unit_id: int | None
    desired_exam_tier: str
    stuck: bool
    exam_ready: bool
    target_mapped: bool  # the target is a mapped unit of confidence >= 0.55 (else it is the old focus)


@dataclass(frozen=True)
class ExamAvailability:
    availability: str  # available | locked | none
    candidate_ids: tuple[int, ...] = ()  # attemptable now (available only)
    next_eligible_at: datetime | None = None  # locked only


@dataclass(frozen=True)
class CandidateScore:
    unit_id: int
    score: float


@dataclass(frozen=True)
class Policy:
    focus_unit_id: int | None
    primary_target_unit_id: int | None
    prereq_blocking_unit_id: int | None
    scoped_unit_ids: tuple[int, ...]
    allowed_actions: tuple[str, ...]
    stuck: bool
    exam_ready: bool
    desired_exam_tier: str
    exam_availability: str
    exam_candidate_ids: tuple[int, ...]
    next_eligible_at: datetime | None
    candidate_scores: tuple[CandidateScore, ...]
    target_mapped: bool = False
    constraints: Constraints = CONSTRAINTS

    def as_prompt_dict(self, turn_id: str, code_of: Mapping[int, str] | None = None) -> dict:
        """The POLICY object of PF-3.6.3 (camelCase keys, unit codes when ``code_of`` is given)."""
        name = (lambda u: None if u is None else code_of.get(u, str(u))) if code_of else (lambda u: u)
        return {
            "turnId": turn_id,
            "focusUnitId": name(self.focus_unit_id),
            "primaryTargetUnitId": name(self.primary_target_unit_id),
            "prereqBlockingUnitId": name(self.prereq_blocking_unit_id),
            "scopedUnitIds": [name(u) for u in self.scoped_unit_ids],
            "allowedActions": list(self.allowed_actions),
            "stuck": self.stuck,
            "examReady": self.exam_ready,
            "desiredExamTier": self.desired_exam_tier,
            "examAvailability": self.exam_availability,
            "constraints": {
                "maxConceptWords": self.constraints.max_concept_words,
                "maxWorkedExamples": self.constraints.max_worked_examples,
                "drillMaxSteps": self.constraints.drill_max_steps,
            },
        }


# --------------------------------------------------------------------------- PF-3.3 normalisation and scoring


def _clamp(value: float) -> float:
    return max(0.0, min(1.0, value))


def recency_value(hours_since_touched: float) -> float:
    """Linear decay over 72 hours: 1 when just touched, 0 from 72 hours on (and for never)."""
    if not math.isfinite(hours_since_touched):
        return 0.0
    return _clamp(1 - hours_since_touched / RECENCY_HOURS)


def mapped_value(confidence: float) -> float:
    return _clamp(confidence) if math.isfinite(confidence) else 0.0


def in_progress_value(is_in_progress: bool) -> float:
    return 1.0 if is_in_progress else 0.0


def tier_need_value(tier: str) -> float:
    """How urgent it is to progress: higher for lower tiers."""
    return TIER_NEED.get(tier, TIER_NEED[NONE])


def drill_evidence_value(streak_correct: int) -> float:
    """A correct-drill streak of 0 -> 0, 1 -> 0.5, 2 or more -> 1."""
    if streak_correct <= 0:
        return 0.0
    return 0.5 if streak_correct == 1 else 1.0


def unit_priority_score(*, mapped_confidence: float, is_focus: bool, is_in_progress: bool,
                        recency_hours: float, tier: str, drill_streak: int) -> float:
    """PF-3.3's weighted sum, clamped to [0, 1]. Ranks candidates; never overrides prerequisite gating."""
    intent = 0.7 * mapped_value(mapped_confidence) + 0.3 * (1.0 if is_focus else 0.0)
    score = (
        WEIGHTS["intent"] * intent
        + WEIGHTS["recency"] * recency_value(recency_hours)
        + WEIGHTS["in_progress"] * in_progress_value(is_in_progress)
        + WEIGHTS["tier_need"] * tier_need_value(tier)
        + WEIGHTS["drill"] * drill_evidence_value(drill_streak)
    )
    return _clamp(score)


def hours_between(earlier: datetime | None, later: datetime) -> float:
    """Hours from ``earlier`` to ``later``; infinity for never. A future time counts as now."""
    if earlier is None:
        return math.inf
    return max(0.0, (later - earlier).total_seconds() / 3600.0)


# --------------------------------------------------------------------------- PF-3.4 helpers


def is_stuck(state: UnitState) -> bool:
    """Stuck by evidence only: at least 2 drill attempts and no current correct streak."""
    return state.drill_attempts >= 2 and state.drill_streak == 0


def desired_exam_tier(tier: str) -> str:
    """The next exam tier to aim for: bronze after none, silver after bronze, else gold."""
    if tier == NONE:
        return BRONZE
    if tier == BRONZE:
        return SILVER
    return GOLD


def mastery_tier_from_evidence(*, drill_streak: int, passed_bronze: int, passed_silver: int, passed_gold: int) -> str:
    """The seed's tier rule: bronze = a bronze exam pass with drill readiness (streak >= 2), silver =
    bronze and a silver pass, gold = silver and a gold pass."""
    bronze_ok = drill_streak >= 2 and passed_bronze >= 1
    silver_ok = bronze_ok and passed_silver >= 1
    gold_ok = silver_ok and passed_gold >= 1
    if gold_ok:
        return GOLD
    if silver_ok:
        return SILVER
    return BRONZE if bronze_ok else NONE


def next_mastery_tier(current: str, *, drill_streak: int, passed_bronze: int, passed_silver: int,
                      passed_gold: int) -> str:
    """The tier after new graded evidence. For a unit at tier none it is exactly the seed's rule; a tier
    already held counts as "already bronze/silver" (seed PF-5.1), so it is never lost to a later drill
    slip (which resets the streak) and a unit placed at bronze by graded CLO work moves on to silver
    with a silver pass, without re-proving bronze."""
    held = TIER_RANK.get(current, 0)
    bronze_ok = held >= TIER_RANK[BRONZE] or (drill_streak >= 2 and passed_bronze >= 1)
    silver_ok = bronze_ok and (held >= TIER_RANK[SILVER] or passed_silver >= 1)
    gold_ok = silver_ok and (held >= TIER_RANK[GOLD] or passed_gold >= 1)
    if gold_ok:
        return GOLD
    if silver_ok:
        return SILVER
    return BRONZE if bronze_ok else NONE


def is_blocked(unit_id: int | None, inputs: PolicyInput) -> bool:
    return any(inputs.tier(p) == NONE for p in inputs.dag.prereqs(unit_id))


def _mapped_sorted(mapped: Iterable[MappedUnit], dag: Dag) -> list[MappedUnit]:
    """Best confidence first; ties by course order, then id (deterministic)."""
    return sorted(mapped, key=lambda m: (-mapped_value(m.confidence), dag.rank(m.unit_id), m.unit_id))


def exam_availability(candidates: Iterable[QuestionStatus]) -> ExamAvailability:
    """PF-5.3 over the candidate questions only: available / locked (earliest eligible time) / none."""
    candidates = list(candidates)
    if not candidates:
        return ExamAvailability(UNAVAILABLE)
    available = tuple(c.question_id for c in candidates if c.status == QUESTION_AVAILABLE)
    if available:
        return ExamAvailability(AVAILABLE, available)
    locked = [c.locked_until for c in candidates if c.status == QUESTION_LOCKED and c.locked_until is not None]
    if locked:
        return ExamAvailability(LOCKED, (), min(locked))
    return ExamAvailability(UNAVAILABLE)


# --------------------------------------------------------------------------- PF-3.2 candidate and scoped units


def candidate_units(inputs: PolicyInput) -> tuple[int, ...]:
    """The broad set of units that might matter this turn, in the seed's insertion order."""
    found: dict[int, None] = {}
    for m in _mapped_sorted(inputs.mapped, inputs.dag)[:TOP_MAPPED_CANDIDATES]:
        found.setdefault(m.unit_id)
    if inputs.focus_unit_id is not None:
        found.setdefault(inputs.focus_unit_id)
    for unit in inputs.units_in_progress[:IN_PROGRESS_CANDIDATES]:
        found.setdefault(unit)
    for unit in list(found):  # one hop of prerequisites of everything above
        for prereq in inputs.dag.prereqs(unit):
            found.setdefault(prereq)
    return tuple(found)


def scoped_units(*, focus_unit_id: int | None, primary_target_unit_id: int | None,
                 prereq_blocking_unit_id: int | None, inputs: PolicyInput,
                 max_scoped: int = MAX_SCOPED) -> tuple[int, ...]:
    """The small, ordered list of units the model may target this turn (never more than ``max_scoped``)."""
    dag = inputs.dag
    scoped: dict[int, None] = {}
    for unit in (focus_unit_id, primary_target_unit_id):
        if unit is not None:
            scoped.setdefault(unit)
    if prereq_blocking_unit_id is not None:
        scoped.setdefault(prereq_blocking_unit_id)
        for prereq in dag.prereqs(prereq_blocking_unit_id):
            scoped.setdefault(prereq)
    top_mapped = [m.unit_id for m in _mapped_sorted(inputs.mapped, dag)[:TOP_MAPPED_SCOPED]]
    for unit in top_mapped:
        scoped.setdefault(unit)
    for prereq in dag.prereqs(primary_target_unit_id):
        scoped.setdefault(prereq)
    for unit in inputs.units_in_progress[:IN_PROGRESS_SCOPED]:
        scoped.setdefault(unit)

    ordered: dict[int, None] = {}

    def push(unit: int | None) -> None:
        if unit is not None and unit in scoped:
            ordered.setdefault(unit)

    push(focus_unit_id)
    push(prereq_blocking_unit_id)
    push(primary_target_unit_id)
    for unit in top_mapped:
        push(unit)
    for unit in dag.prereqs(primary_target_unit_id):
        push(unit)
    for unit in inputs.units_in_progress:
        push(unit)
    for unit in scoped:
        push(unit)
    return tuple(ordered)[:max_scoped]


def candidate_scores(inputs: PolicyInput, candidates: Iterable[int]) -> tuple[CandidateScore, ...]:
    """Every candidate's priority score, best first (ties in course order)."""
    confidence = {}
    for m in inputs.mapped:
        confidence[m.unit_id] = max(confidence.get(m.unit_id, 0.0), mapped_value(m.confidence))
    in_progress = set(inputs.units_in_progress[:MAX_IN_PROGRESS])
    scores = []
    for unit in candidates:
        state = inputs.state(unit)
        score = unit_priority_score(
            mapped_confidence=confidence.get(unit, 0.0), is_focus=unit == inputs.focus_unit_id,
            is_in_progress=unit in in_progress, recency_hours=hours_between(state.last_touched_at, inputs.now),
            tier=state.tier, drill_streak=state.drill_streak,
        )
        scores.append(CandidateScore(unit, round(score, 6)))
    return tuple(sorted(scores, key=lambda c: (-c.score, inputs.dag.rank(c.unit_id), c.unit_id)))


# --------------------------------------------------------------------------- PF-3.4 the policy


def decide_focus(inputs: PolicyInput) -> FocusDecision:
    """Target, blocker and focus, and what follows from the focus alone (stuck, desired tier, readiness).

    The caller looks up the exam questions of ``focus_unit_id`` at ``desired_exam_tier`` (only when
    ``exam_ready``) and passes their statuses to :func:`compute_policy`."""
    ranked = _mapped_sorted(inputs.mapped, inputs.dag)
    top = ranked[0] if ranked else None
    target_mapped = top is not None and mapped_value(top.confidence) >= TARGET_CONFIDENCE
    target = top.unit_id if target_mapped else inputs.focus_unit_id
    missing = [p for p in inputs.dag.prereqs(target) if inputs.tier(p) == NONE]
    blocker = missing[0] if missing else None
    focus = blocker if blocker is not None else target
    state = inputs.state(focus)
    ready = focus is not None and blocker is None and not is_blocked(focus, inputs) and state.drill_streak >= 2
    return FocusDecision(
        primary_target_unit_id=target, prereq_blocking_unit_id=blocker, focus_unit_id=focus,
        desired_exam_tier=desired_exam_tier(state.tier), stuck=is_stuck(state), exam_ready=ready,
        target_mapped=target_mapped,
    )


def compute_policy(inputs: PolicyInput, exam_candidates: Iterable[QuestionStatus] = ()) -> Policy:
    """The whole policy for one turn. ``exam_candidates`` are the statuses of the focus unit's questions
    at the desired tier; they are ignored unless the student is exam ready."""
    decision = decide_focus(inputs)
    exam = exam_availability(exam_candidates) if decision.exam_ready else ExamAvailability(UNAVAILABLE)
    allowed = [SOCRATIC_QUESTION, DRILL_CARD]
    if decision.stuck:
        allowed.append(CONCEPT_CARD)
    if decision.exam_ready and exam.availability == AVAILABLE:
        allowed.append(EXAM_BLOCK)
    scoped = scoped_units(
        focus_unit_id=decision.focus_unit_id, primary_target_unit_id=decision.primary_target_unit_id,
        prereq_blocking_unit_id=decision.prereq_blocking_unit_id, inputs=inputs,
    )
    candidates = candidate_units(inputs)
    return Policy(
        focus_unit_id=decision.focus_unit_id,
        primary_target_unit_id=decision.primary_target_unit_id,
        prereq_blocking_unit_id=decision.prereq_blocking_unit_id,
        scoped_unit_ids=scoped,
        allowed_actions=tuple(allowed),
        stuck=decision.stuck,
        exam_ready=decision.exam_ready,
        desired_exam_tier=decision.desired_exam_tier,
        exam_availability=exam.availability,
        exam_candidate_ids=exam.candidate_ids,
        next_eligible_at=exam.next_eligible_at,
        candidate_scores=candidate_scores(inputs, dict.fromkeys((*candidates, *scoped))),
        target_mapped=decision.target_mapped,
    )


def next_units_in_progress(current: Iterable[int], touched: Iterable[int]) -> tuple[int, ...]:
    """Units in progress after a turn: the touched units first (in the order given), then the earlier
    ones, at most 3."""
    merged: dict[int, None] = {}
    for unit in (*touched, *current):
        merged.setdefault(unit)
    return tuple(merged)[:MAX_IN_PROGRESS]


def entry_unit(dag: Dag, tiers: Mapping[int, str]) -> int | None:
    """Where a new student starts (the seed's ``ENTRY-00``): the first unit in course order that is not
    yet bronze and whose prerequisites all are, so graded work already passed is not sent back to.
    Falls back to the first unit; None for a course without units."""
    for unit in dag.units:
        if tiers.get(unit, NONE) == NONE and all(tiers.get(p, NONE) != NONE for p in dag.prereqs(unit)):
            return unit
    return dag.units[0] if dag.units else None
