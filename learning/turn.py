"""The seam between a tutor turn and the learning loop: one call before generation, one after.

``turn_prepare`` (before generation): loads the student's snapshot (creating it with its cold start on
first contact), maps the question to units (anchors + the retrieved passages' units, merged with a
model's mapping when there is one), computes the policy, and returns a frozen :class:`TurnDecision`:
the policy, the PF-3.6.3 POLICY and PF-3.6.4 snapshot-lite objects for the model prompt (unit codes,
no student identity), the mapped units, the candidate scores, the prerequisite to point to, and the
snapshot state this turn leads to (new focus, units in progress). It writes nothing except the
snapshot on first contact. Reading and deciding cost a fixed number of queries (tests pin it).

``turn_record`` (after generation): writes the turn log (seed PF-7.1) for the assistant message and
persists the new focus, target, touched units and last-turn analysis with a compare-and-swap on the
snapshot version read by ``turn_prepare``. On a lost race (another tab's turn, or a graded drill,
committed in between) it re-reads the snapshot and re-applies this turn's own changes, which are
turn-owned fields only (focus, target, last turn, touch times): nothing another writer wrote is
overwritten, and an older turn never moves the focus back past a newer one. After ``CAS_ATTEMPTS``
lost races it raises ``SnapshotConflict`` (409) and writes nothing.

``policy_preview`` computes the same decision for a proposed question without writing anything.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from types import MappingProxyType

from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils.translation import gettext

from learning import chooser, mapping, selectors, services
from learning.evidence import STATUS_IN_PROGRESS, STATUS_MASTERED
from learning.models import LearnerSnapshot, TurnLog, UnitProgress
from learning.policy import (
    NONE,
    MappedUnit,
    Policy,
    PolicyInput,
    compute_policy,
    decide_focus,
    entry_unit,
    exam_availability,
    next_units_in_progress,
)


@dataclass(frozen=True)
class UnitRef:
    id: int
    code: str
    title: str


@dataclass(frozen=True)
class PrerequisiteNudge:
    """The prerequisite to point to: ``unit`` is at tier none and ``blocks`` needs it."""

    unit: UnitRef
    blocks: UnitRef


@dataclass(frozen=True)
class ExamStatus:
    """The focus unit's next exam tier as a student sees it (the policy's ``exam_availability`` is
    ``none`` until the student is exam ready; this says what the bank holds either way)."""

    tier: str
    ready: bool
    availability: str  # available | locked | none
    next_eligible_at: datetime | None


@dataclass(frozen=True)
class PanelUnit:
    id: int
    code: str
    title: str
    tier: str
    mastery_p: float | None


@dataclass(frozen=True)
class SnapshotPanel:
    """What the SnapshotLite panel shows (learning/partials/_snapshot_panel.html)."""

    course_id: int
    focus: PanelUnit | None
    prerequisite: PrerequisiteNudge | None
    units_in_progress: tuple[PanelUnit, ...]
    exam: ExamStatus | None
    revisit: selectors.RevisitSummary
    tier_counts: Mapping[str, int]
    unit_count: int
    now: datetime


@dataclass(frozen=True)
class TurnDecision:
    """Everything a turn needs from the learning loop, computed before generation."""

    turn_id: uuid.UUID
    student_id: int
    course_id: int
    now: datetime
    snapshot_id: int | None  # None only for a preview
    snapshot_version: int
    policy: Policy
    mapped_units: tuple[mapping.UnitMapping, ...]
    prerequisite: PrerequisiteNudge | None
    prompt_policy: Mapping  # PF-3.6.3 POLICY, unit codes
    prompt_snapshot: Mapping  # PF-3.6.4 snapshotLiteForLLM, unit codes, no identity
    units: Mapping[int, UnitRef]  # every unit of the course
    next_focus_unit_id: int | None
    next_units_in_progress: tuple[int, ...]
    touched_unit_ids: tuple[int, ...]
    tier_sources: Mapping[int, Mapping[str, str]]  # scoped unit -> {"tier", "source"}
    existing_progress_unit_ids: frozenset[int]
    panel: SnapshotPanel
    model_analysis: Mapping | None = None

    def unit_id_for(self, reference: str | int | None) -> int | None:
        """A unit id from a model's unit code (or id); None when it is not a unit of the course."""
        if reference is None or isinstance(reference, bool):
            return None
        if isinstance(reference, int):
            return reference if reference in self.units else None
        text = str(reference).strip().lower()
        return next((u.id for u in self.units.values() if u.code.lower() == text), None)

    def code(self, unit_id: int | None) -> str | None:
        return self.units[unit_id].code if unit_id in self.units else None

    def choose(self, proposed: chooser.ProposedAction | None = None) -> chooser.ChosenAction:
        """The action of this turn: a model's proposal when it passes validation, else the chooser's."""
        return chooser.resolve_action(self.policy, proposed)

    def prompt_json(self) -> str:
        """``POLICY: {...}`` and ``CONTEXT snapshotLiteForLLM`` as the model prompt carries them."""
        titles = {self.code(u): self.units[u].title for u in self.policy.scoped_unit_ids if u in self.units}
        return json.dumps({"POLICY": dict(self.prompt_policy), "snapshotLiteForLLM": dict(self.prompt_snapshot),
                           "unitTitles": titles}, indent=1, default=str)


# --------------------------------------------------------------------------- before generation


def turn_prepare(*, student_id: int, course_id: int, question: str, query_vector: Sequence[float] | None,
                 embedding_model: str, passages: Sequence[mapping.PassageUnit] = (),
                 model_units: Iterable[tuple[str | int, float]] | None = None,
                 model_analysis: Mapping | None = None, now: datetime) -> TurnDecision | None:
    """The learning decision for one turn, before generation (module docstring). The caller has
    checked that the student may use the course's tutor (``courses.access.can_use_tutor``).

    ``question`` is the PII-scrubbed text (kept out of every log; reserved for rules that read words);
    ``query_vector`` the vector retrieval computed for it with ``embedding_model``; ``passages`` the
    retrieved passages' units and scores (``selectors.passage_units`` builds them from chunk ids);
    ``model_units`` a model's ``mapped_units`` as (unit code or id, confidence). Returns None for a
    course without units (nothing to steer). Creates the snapshot on first contact; writes nothing else.
    """
    return _decide(student_id=student_id, course_id=course_id, query_vector=query_vector,
                   embedding_model=embedding_model, passages=passages, model_units=model_units,
                   model_analysis=model_analysis, now=now, create=True)


def policy_preview(*, student_id: int, course_id: int, query_vector: Sequence[float] | None, embedding_model: str,
                   passages: Sequence[mapping.PassageUnit] = (), now: datetime) -> TurnDecision | None:
    """The decision ``turn_prepare`` would make, computed without writing anything (a student without a
    snapshot is previewed from the in-memory cold start)."""
    return _decide(student_id=student_id, course_id=course_id, query_vector=query_vector,
                   embedding_model=embedding_model, passages=passages, model_units=None, model_analysis=None,
                   now=now, create=False)


def _load_state(student_id: int, course_id: int, structure: selectors.CourseStructure, *, create: bool):
    state = selectors.snapshot_state_get(student_id=student_id, course_id=course_id)
    if state is not None:
        return state
    params = selectors.learning_settings_get(course_id).params
    if create:
        return services.snapshot_create(student_id=student_id, course_id=course_id, structure=structure, params=params)
    return services.snapshot_initial_state(student_id=student_id, course_id=course_id, structure=structure,
                                           params=params)


def _decide(*, student_id: int, course_id: int, query_vector, embedding_model: str, passages, model_units,
            model_analysis, now: datetime, create: bool) -> TurnDecision | None:
    structure = selectors.course_structure(course_id)
    if not structure.units:
        return None
    state = _load_state(student_id, course_id, structure, create=create)
    course_units = structure.dag.units
    similarities = selectors.anchor_similarities(course_id=course_id, embedding_model=embedding_model,
                                                 query_vector=list(query_vector or []))
    mapped = mapping.map_units(course_units=course_units, anchor_similarities=similarities, passages=list(passages))
    if model_units is not None:
        mapped = mapping.merge_model_units(
            course_units=course_units, mapped=mapped,
            model_units=[(structure.resolve(ref), conf) for ref, conf in model_units],
        )
    focus = state.focus_unit_id if state.focus_unit_id in structure.by_id else entry_unit(
        structure.dag, {u: r.tier for u, r in state.progress.items()})
    inputs = PolicyInput(
        focus_unit_id=focus, units_in_progress=tuple(u for u in state.units_in_progress if u in structure.by_id),
        progress=state.unit_states(), dag=structure.dag,
        mapped=tuple(MappedUnit(m.unit_id, m.confidence) for m in mapped), now=now,
    )
    focus_decision = decide_focus(inputs)
    statuses = selectors.exam_statuses(student_id=student_id, course_id=course_id,
                                       unit_id=focus_decision.focus_unit_id, tier=focus_decision.desired_exam_tier, now=now)
    policy = compute_policy(inputs, statuses)
    revisit = selectors.revisit_summary(snapshot_id=state.id, student_id=student_id, now=now)

    touched = [policy.focus_unit_id]
    if policy.target_mapped and policy.primary_target_unit_id != policy.focus_unit_id:
        touched.append(policy.primary_target_unit_id)
    in_progress = next_units_in_progress(inputs.units_in_progress, touched)
    units = MappingProxyType({u.id: UnitRef(u.id, u.code, u.title) for u in structure.units})
    nudge = None
    if policy.prereq_blocking_unit_id is not None:
        nudge = PrerequisiteNudge(units[policy.prereq_blocking_unit_id], units[policy.primary_target_unit_id])
    turn_id = uuid.uuid4()
    exam = exam_availability(statuses)
    exam_status = ExamStatus(policy.desired_exam_tier, policy.exam_ready, exam.availability, exam.next_eligible_at)
    progress_after = dict(state.progress)
    panel = _panel(structure, progress_after, policy.focus_unit_id, nudge, in_progress, exam_status, revisit, now)
    return TurnDecision(
        turn_id=turn_id, student_id=student_id, course_id=course_id, now=now, snapshot_id=state.id,
        snapshot_version=state.version, policy=policy, mapped_units=mapped, prerequisite=nudge,
        prompt_policy=MappingProxyType(policy.as_prompt_dict(str(turn_id), {u: r.code for u, r in units.items()})),
        prompt_snapshot=MappingProxyType({
            "focusUnitId": structure.code(policy.focus_unit_id),
            "focusMasteryTier": state.tier(policy.focus_unit_id),
            "unitsInProgress": [structure.code(u) for u in in_progress],
            "revisit": {"lockedCount": revisit.locked_count,
                        "nextEligibleAt": revisit.next_eligible_at.isoformat() if revisit.next_eligible_at else None},
        }),
        units=units, next_focus_unit_id=policy.focus_unit_id, next_units_in_progress=in_progress,
        touched_unit_ids=tuple(dict.fromkeys(u for u in touched if u is not None)),
        tier_sources=MappingProxyType({
            u: MappingProxyType({"tier": state.tier(u),
                                 "source": state.progress[u].tier_source if u in state.progress else "default"})
            for u in policy.scoped_unit_ids
        }),
        existing_progress_unit_ids=frozenset(state.progress), panel=panel,
        model_analysis=MappingProxyType(dict(model_analysis)) if model_analysis else None,
    )


def _panel_unit(structure: selectors.CourseStructure, progress: Mapping[int, selectors.ProgressRow],
                unit_id: int | None) -> PanelUnit | None:
    if unit_id is None or unit_id not in structure.by_id:
        return None
    row = progress.get(unit_id)
    return PanelUnit(unit_id, structure.code(unit_id), structure.title(unit_id), row.tier if row else NONE,
                     round(row.mastery_p, 2) if row else None)


def _panel(structure, progress, focus_id, nudge, in_progress, exam, revisit, now) -> SnapshotPanel:
    counts = {"bronze": 0, "silver": 0, "gold": 0}
    for unit_id, row in progress.items():
        if unit_id in structure.by_id and row.tier in counts:
            counts[row.tier] += 1
    return SnapshotPanel(
        course_id=structure.course_id, focus=_panel_unit(structure, progress, focus_id), prerequisite=nudge,
        units_in_progress=tuple(p for p in (_panel_unit(structure, progress, u) for u in in_progress) if p),
        exam=exam, revisit=revisit, tier_counts=MappingProxyType(counts), unit_count=len(structure.units), now=now,
    )


def snapshot_panel(*, student_id: int, course_id: int, now: datetime) -> SnapshotPanel | None:
    """The panel for a student outside a turn: their stored snapshot, or the cold start they would begin
    with (nothing written). None for a course without units. At most six queries."""
    structure = selectors.course_structure(course_id)
    if not structure.units:
        return None
    state = _load_state(student_id, course_id, structure, create=False)
    focus = state.focus_unit_id if state.focus_unit_id in structure.by_id else entry_unit(
        structure.dag, {u: r.tier for u, r in state.progress.items()})
    tiers = {u: r.tier for u, r in state.progress.items()}
    inputs = PolicyInput(focus_unit_id=focus, units_in_progress=state.units_in_progress, progress=state.unit_states(),
                         dag=structure.dag, mapped=(), now=now)
    decision = decide_focus(inputs)
    statuses = selectors.exam_statuses(student_id=student_id, course_id=course_id, unit_id=focus,
                                       tier=decision.desired_exam_tier, now=now)
    exam = exam_availability(statuses)
    nudge = None
    target = state.target_unit_id
    if target in structure.by_id and target != focus:
        blocking = [p for p in structure.dag.prereqs(target) if tiers.get(p, NONE) == NONE]
        if blocking and blocking[0] == focus:  # the last turn was sent here from its target
            nudge = PrerequisiteNudge(_ref(structure, focus), _ref(structure, target))
    missing = [p for p in structure.dag.prereqs(focus) if tiers.get(p, NONE) == NONE]
    if nudge is None and missing:
        nudge = PrerequisiteNudge(_ref(structure, missing[0]), _ref(structure, focus))
    revisit = selectors.revisit_summary(snapshot_id=state.id, student_id=student_id, now=now)
    return _panel(structure, state.progress, focus, nudge, state.units_in_progress or (focus,),
                  ExamStatus(decision.desired_exam_tier, decision.exam_ready, exam.availability, exam.next_eligible_at),
                  revisit, now)


def _ref(structure: selectors.CourseStructure, unit_id: int) -> UnitRef:
    return UnitRef(unit_id, structure.code(unit_id), structure.title(unit_id))


# --------------------------------------------------------------------------- after generation


def turn_record(*, decision: TurnDecision, message_id: uuid.UUID, action: chooser.ChosenAction,
                turn_analysis: Mapping | None = None) -> TurnLog:
    """Write the turn log for ``message_id`` and persist the turn's snapshot changes (module docstring).

    Idempotent per message: a second call for the same ``message_id`` returns the first log and changes
    nothing. ``turn_analysis`` is the model's ``turn_analysis`` (intent, understanding signal, suggested
    prerequisites), stored as the snapshot's last turn analysis next to the mapped units; it never
    touches tiers or confusion tags. Raises ``SnapshotConflict`` after ``CAS_ATTEMPTS`` lost races, and
    ``ValueError`` for a decision made by ``policy_preview``."""
    if decision.snapshot_id is None:
        raise ValueError("a policy preview cannot be recorded")
    existing = TurnLog.objects.filter(message_id=message_id).first()
    if existing is not None:
        return existing
    analysis = {
        "mappedUnits": [{"unitId": decision.code(m.unit_id), "confidence": m.confidence} for m in decision.mapped_units],
        **({k: v for k, v in dict(turn_analysis).items() if k != "mapped_units"} if turn_analysis else {}),
    }
    version = decision.snapshot_version
    try:
        return _record(decision, message_id, action, analysis, version)
    except IntegrityError:  # the same message recorded at the same moment by another call: keep its log
        existing = TurnLog.objects.filter(message_id=message_id).first()
        if existing is None:
            raise
        return existing


def _record(decision: TurnDecision, message_id: uuid.UUID, action: chooser.ChosenAction, analysis: dict,
            version: int) -> TurnLog:
    for _ in range(services.CAS_ATTEMPTS):
        with transaction.atomic():
            current = (LearnerSnapshot.objects.filter(pk=decision.snapshot_id)
                       .values_list("version", "last_turn_at").first())
            if current is None:
                raise services.SnapshotConflict(gettext("Your learning record was removed during this turn. Please reload."))
            fresh_version, last_turn_at = current
            if fresh_version != version:
                version = fresh_version  # lost a race: re-apply this turn's own changes to the fresh row
            newer_turn = last_turn_at is not None and last_turn_at > decision.now
            changes = {} if newer_turn else {
                "focus_unit_id": decision.next_focus_unit_id,
                "target_unit_id": decision.policy.primary_target_unit_id,
                "last_turn_at": decision.now, "last_turn_analysis": analysis,
            }
            if not services.swap_version(decision.snapshot_id, version, **changes):
                continue
            _touch(decision)
            return _write_log(decision, message_id, action)
    raise services.SnapshotConflict(gettext("Your progress changed in another window during this turn. Please try again."))


def _touch(decision: TurnDecision) -> None:
    """Mark the turn's units in progress, touched at the turn's time (a mastered unit stays mastered; a
    later touch is never moved back)."""
    ids = decision.touched_unit_ids
    if not ids:
        return
    missing = [u for u in ids if u not in decision.existing_progress_unit_ids]
    if missing:
        p_init = selectors.learning_settings_get(decision.course_id).params.p_init
        UnitProgress.objects.bulk_create(
            [UnitProgress(snapshot_id=decision.snapshot_id, unit_id=u, status=STATUS_IN_PROGRESS, mastery_p=p_init,
                          last_touched_at=decision.now) for u in missing],
            ignore_conflicts=True,  # created meanwhile by graded work: the updates below still apply
        )
    rows = UnitProgress.objects.filter(snapshot_id=decision.snapshot_id, unit_id__in=ids)
    rows.filter(Q(last_touched_at__lt=decision.now) | Q(last_touched_at__isnull=True)).update(last_touched_at=decision.now)
    rows.exclude(status=STATUS_MASTERED).update(status=STATUS_IN_PROGRESS)


def _write_log(decision: TurnDecision, message_id: uuid.UUID, action: chooser.ChosenAction) -> TurnLog:
    policy = decision.policy
    return TurnLog.objects.create(
        message_id=message_id, student_id=decision.student_id, course_id=decision.course_id,
        snapshot_version=decision.snapshot_version,
        mapped_units=[{"unit_id": m.unit_id, "code": decision.code(m.unit_id), "confidence": m.confidence,
                       "anchor": m.anchor, "passages": m.passages, "model": m.model} for m in decision.mapped_units],
        focus_unit_id=policy.focus_unit_id, target_unit_id=policy.primary_target_unit_id,
        blocker_unit_id=policy.prereq_blocking_unit_id, scoped_unit_ids=list(policy.scoped_unit_ids),
        candidate_scores=[{"unit_id": c.unit_id, "code": decision.code(c.unit_id), "score": c.score}
                          for c in policy.candidate_scores],
        allowed_actions=list(policy.allowed_actions), stuck=policy.stuck, exam_ready=policy.exam_ready,
        desired_tier=policy.desired_exam_tier, exam_availability=policy.exam_availability,
        next_eligible_at=policy.next_eligible_at, action=action.action,
        action_unit_id=action.target_unit_id if action.target_unit_id in decision.units else None,
        validated=action.validated, fell_back=action.fell_back, fallback_reason=action.reason[:200],
        tier_sources={str(u): dict(v) for u, v in decision.tier_sources.items()},
        policy=dict(decision.prompt_policy), created_at=decision.now,
    )
