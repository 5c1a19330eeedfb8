"""API for integrators: a student's own learning snapshot, and the policy for a proposed question.

Both operations serve the signed-in student (bearer token or session) for a course they are enrolled
in: a course they cannot see is 404, one they see but are not a student of is 403. The preview runs
the same retrieval and decision as a tutor turn and writes nothing. Learning sessions (seed 004) are
mounted under ``/sessions`` from learning/sessions/api.py.
"""

from __future__ import annotations

from datetime import datetime
from uuid import UUID

from django.utils import timezone
from django.utils.translation import gettext
from ninja import Field, Router, Schema

from config.errors import ApplicationError, ErrorOut
from courses import privacy
from courses.models import Unit
from learning import drills, exams, grading, loop, sealing, selectors, services, turn
from learning.models import ConfusionTag, QuestionTouch
from learning.sessions.api import router as sessions_router
from materials.search import embed_question, search_course

router = Router(tags=["learning"])
router.add_router("/sessions", sessions_router)

ERRORS = {400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 404: ErrorOut}
MAX_QUESTION_CHARS = 2000


class UnitRefOut(Schema):
    unit_id: int
    code: str
    title: str


class UnitProgressOut(UnitRefOut):
    status: str
    tier: str = Field(description="Mastery tier: none, bronze, silver or gold (from graded work only).")
    tier_source: str = Field(description="default, clo_attainment (cold start) or evidence (drills and exams).")
    mastery_p: float = Field(description="Bayesian knowledge tracing estimate that the unit is known.")
    drill_attempts: int
    drill_correct: int
    drill_streak: int
    exam_passed: dict[str, int]
    confusion_tags: dict[str, int]
    last_touched_at: datetime | None


class RevisitOut(Schema):
    count: int
    locked_count: int
    next_eligible_at: datetime | None
    next_question_id: int | None


class NextExamOut(Schema):
    tier: str
    ready: bool = Field(description="Prerequisites in place and two correct drills in a row on the focus unit.")
    availability: str = Field(description="available, locked (see next_eligible_at) or none.")
    next_eligible_at: datetime | None


class PrerequisiteOut(Schema):
    unit: UnitRefOut
    blocks: UnitRefOut


class SnapshotOut(Schema):
    course_id: int
    stored: bool = Field(description="False before the student's first tutor turn (the values are the cold start).")
    version: int
    focus: UnitRefOut | None
    prerequisite: PrerequisiteOut | None
    units_in_progress: list[UnitRefOut]
    units: list[UnitProgressOut]
    exam_questions_touched: list[int]
    revisit: RevisitOut
    next_exam: NextExamOut | None
    last_turn_at: datetime | None


class PreviewIn(Schema):
    question: str = Field(min_length=1, max_length=MAX_QUESTION_CHARS)


class MappedUnitOut(Schema):
    code: str
    confidence: float
    anchor: float
    passages: float


class ScoreOut(Schema):
    code: str
    score: float


class ActionOut(Schema):
    action: str
    unit_code: str | None
    exam_question_id: int | None


class PreviewOut(Schema):
    policy: dict = Field(description="The POLICY object the tutor's model would receive (seed PF-3.6.3).")
    snapshot_lite: dict = Field(description="snapshotLiteForLLM (seed PF-3.6.4).")
    mapped_units: list[MappedUnitOut]
    candidate_scores: list[ScoreOut]
    prerequisite: PrerequisiteOut | None
    action: ActionOut = Field(description="What the deterministic chooser would do with no model.")
    retrieval: str = Field(description="ok when the course's search found passages (the units they belong to "
                                       "take part in the mapping), else no_passages.")


def _ref(structure: selectors.CourseStructure, unit_id: int) -> dict:
    return {"unit_id": unit_id, "code": structure.code(unit_id), "title": structure.title(unit_id)}


def _nudge(nudge: turn.PrerequisiteNudge | None) -> dict | None:
    if nudge is None:
        return None
    return {"unit": {"unit_id": nudge.unit.id, "code": nudge.unit.code, "title": nudge.unit.title},
            "blocks": {"unit_id": nudge.blocks.id, "code": nudge.blocks.code, "title": nudge.blocks.title}}


@router.get("/courses/{course_id}/snapshot", response={200: SnapshotOut, **ERRORS},
            summary="The signed-in student's learning snapshot in a course")
def snapshot_get(request, course_id: str):
    course = selectors.course_get_for_student(request.user, course_id)
    now = timezone.now()
    structure = selectors.course_structure(course.pk)
    state = selectors.snapshot_state_get(student_id=request.user.pk, course_id=course.pk)
    panel = turn.snapshot_panel(student_id=request.user.pk, course_id=course.pk, now=now)
    if state is None:
        state = services.snapshot_initial_state(student_id=request.user.pk, course_id=course.pk, structure=structure,
                                                params=selectors.learning_settings_get(course.pk).params)
    tags: dict[int, dict[str, int]] = {}
    touched: list[int] = []
    if state.id is not None:
        for unit_id, tag, count in ConfusionTag.objects.filter(progress__snapshot_id=state.id).values_list(
                "progress__unit_id", "tag", "count"):
            tags.setdefault(unit_id, {})[tag] = count
        touched = list(QuestionTouch.objects.filter(snapshot_id=state.id).order_by("touched_at", "pk")
                       .values_list("question_id", flat=True))
    units = [
        {**_ref(structure, u.id), "status": row.status, "tier": row.tier, "tier_source": row.tier_source,
         "mastery_p": round(row.mastery_p, 4), "drill_attempts": row.drill_attempts, "drill_correct": row.drill_correct,
         "drill_streak": row.drill_streak,
         "exam_passed": {"bronze": row.passed_bronze, "silver": row.passed_silver, "gold": row.passed_gold},
         "confusion_tags": tags.get(u.id, {}), "last_touched_at": row.last_touched_at}
        for u in structure.units if (row := state.progress.get(u.id)) is not None
    ]
    exam = panel.exam if panel else None
    return {
        "course_id": course.pk, "stored": state.id is not None, "version": state.version,
        "focus": _ref(structure, panel.focus.id) if panel and panel.focus else None,
        "prerequisite": _nudge(panel.prerequisite) if panel else None,
        "units_in_progress": [_ref(structure, u) for u in state.units_in_progress],
        "units": units, "exam_questions_touched": touched,
        "revisit": vars(panel.revisit) if panel else vars(selectors.RevisitSummary()),
        "next_exam": vars(exam) if exam else None, "last_turn_at": state.last_turn_at,
    }


@router.post("/courses/{course_id}/policy-preview", response={200: PreviewOut, **ERRORS},
             summary="The policy the tutor would compute for a proposed question (nothing is written)")
def policy_preview(request, course_id: str, payload: PreviewIn):
    course = selectors.course_get_for_student(request.user, course_id)
    question = payload.question.strip()
    if not question:
        raise ApplicationError(gettext("Type a question to preview."), "invalid")
    question = privacy.scrub(question)
    query = embed_question(question)
    hits = search_course(user=request.user, course_id=course.pk, query=query, k=5)
    found = hits.passages if hits is not None else []
    passages = selectors.passage_units([(p.chunk_id, p.similarity) for p in found])
    decision = turn.policy_preview(student_id=request.user.pk, course_id=course.pk, query_vector=query.vector,
                                   embedding_model=query.model_name, passages=passages, now=timezone.now())
    if decision is None:
        raise ApplicationError(gettext("This course has no units yet, so there is no learning policy to preview."), "invalid")
    chosen = decision.choose()
    return {
        "policy": dict(decision.prompt_policy), "snapshot_lite": dict(decision.prompt_snapshot),
        "mapped_units": [{"code": decision.code(m.unit_id), "confidence": m.confidence, "anchor": m.anchor,
                          "passages": m.passages} for m in decision.mapped_units],
        "candidate_scores": [{"code": decision.code(c.unit_id), "score": c.score} for c in decision.policy.candidate_scores],
        "prerequisite": _nudge(decision.prerequisite),
        "action": {"action": chosen.action, "unit_code": decision.code(chosen.target_unit_id),
                   "exam_question_id": chosen.exam_question_id},
        "retrieval": "ok" if found else "no_passages",
    }


# --------------------------------------------------------------------------- drill cards


class DrillRequestIn(Schema):
    unit_id: int | None = Field(None, description="The unit to practise; the student's focus unit when omitted.")


class DrillUnitOut(Schema):
    id: int
    code: str
    title: str


class DrillCardOut(Schema):
    type: str = Field(description="Always drill.")
    card_id: str
    kind: str = Field(description="math (SymPy-checked) or cloze (normalised match).")
    unit: DrillUnitOut
    prompt: str
    token: str = Field(description="The sealed grading data (AES-GCM, this student and course only, expires). "
                                   "Send it back unchanged to drill/grade.")
    source: dict | None = Field(None, description="A cloze drill's passage: material title and page.")
    steps: int


class DrillGradeIn(Schema):
    token: str = Field(min_length=1, max_length=sealing.MAX_TOKEN_CHARS)
    answer: str = Field(max_length=grading.MAX_ANSWER_CHARS,
                        description="Plain (x = 4, 8/2) or LaTeX (\\frac{8}{2}); a cloze answer is a word or phrase.")


class DrillProgressOut(Schema):
    tier: str
    mastery_p: float
    drill_attempts: int
    drill_correct: int
    drill_streak: int


class DrillGradeOut(Schema):
    correct: bool
    feedback: str
    expected: str = Field(description="The expected answer, revealed once the card is graded.")
    mistake_tag: str = Field(description="The confusion tag this answer recorded (empty when correct).")
    unit_id: int
    card_id: str
    progress: DrillProgressOut


@router.post("/courses/{course_id}/drill", response={200: DrillCardOut, **ERRORS},
             summary="A new drill card for a unit (REQUEST_DRILL); its answer is sealed in the token")
def drill_request(request, course_id: str, payload: DrillRequestIn):
    course = selectors.course_get_for_student(request.user, course_id)
    now = timezone.now()
    unit_id = payload.unit_id
    if unit_id is None:
        panel = turn.snapshot_panel(student_id=request.user.pk, course_id=course.pk, now=now)
        unit_id = panel.focus.id if panel and panel.focus else None
    unit = Unit.objects.filter(pk=unit_id, course_id=course.pk).first() if unit_id else None
    if unit is None:
        raise ApplicationError(gettext("That unit is not part of this course."), "not_found")
    try:
        card = drills.drill_card_build(unit=unit, student_id=request.user.pk, now=now)
    except drills.NoDrillAvailable as error:
        raise ApplicationError(str(error), "not_found") from None
    return card.as_dict()


@router.post("/courses/{course_id}/drill/grade", response={200: DrillGradeOut, 409: ErrorOut, **ERRORS},
             summary="Grade a drill card: SymPy equivalence or normalised cloze match; updates progress")
def drill_grade(request, course_id: str, payload: DrillGradeIn):
    course = selectors.course_get_for_student(request.user, course_id)
    result = grading.drill_grade(student_id=request.user.pk, course_id=course.pk, token=payload.token,
                                 answer=payload.answer, now=timezone.now())
    p = result.progress
    return {"correct": result.correct, "feedback": result.feedback, "expected": result.expected,
            "mistake_tag": result.mistake_tag, "unit_id": result.unit_id, "card_id": result.card_id,
            "progress": {"tier": p.tier, "mastery_p": round(p.mastery_p, 4), "drill_attempts": p.drill_attempts,
                         "drill_correct": p.drill_correct, "drill_streak": p.drill_streak}}


# --------------------------------------------------------------------------- the card loop and exam blocks


class ClientEventIn(Schema):
    event: str = Field(description="REQUEST_DRILL, DRILL_CONTINUE, EXAM_CONTINUE or STUCK (seed clientEvent).")
    unit_id: int | None = None
    token: str = Field("", max_length=sealing.MAX_TOKEN_CHARS, description="STUCK: the drill card's token.")
    conversation_id: UUID | None = Field(None, description="The tutor conversation whose timeline keeps the card.")


class ClientEventOut(Schema):
    action: str = Field(description="DRILL_CARD, CONCEPT_CARD or EXAM_BLOCK (the policy's choice).")
    unit_id: int | None
    card: dict | None = Field(description="The card (drill: sealed token, no answer; exam: no key, no memo).")
    message: str
    state_update: dict = Field(description="The SnapshotLite panel after the event, as the state_update event.")


class ExamSubmitIn(Schema):
    question_id: int
    choice: int = Field(ge=0, description="The index of the chosen option.")


class ExamSubmitOut(Schema):
    question_id: int
    correct: bool
    tier: str
    answer_index: int = Field(description="Revealed only in the answer to a submission.")
    locked_until: datetime | None = Field(description="Set after a wrong answer: no new attempt before then.")
    unit_tiers: dict[str, str] = Field(description="Mastery tier of each unit of the question, after this result.")


class MemoOut(Schema):
    question_id: int
    memo: str


class SupportViewIn(Schema):
    support_type: str = Field("memo", description="The support opened: `memo`.")


class SupportViewOut(Schema):
    question_id: int
    support_type: str
    memo: str
    locked_until: datetime | None = Field(description="The question is locked until then (and in the revisit list).")


@router.post("/courses/{course_id}/events", response={200: ClientEventOut, 409: ErrorOut, **ERRORS},
             summary="A card's client event (Continue, Try a Drill, I'm stuck): the next card the policy allows")
def client_event(request, course_id: str, payload: ClientEventIn):
    course = selectors.course_get_for_student(request.user, course_id)
    step = loop.client_event(student_id=request.user.pk, course_id=course.pk, event=payload.event,
                             unit_id=payload.unit_id, token=payload.token, now=timezone.now(),
                             conversation_id=payload.conversation_id)
    return {"action": step.action, "unit_id": step.unit_id, "card": step.card, "message": step.message,
            "state_update": step.state_update}


@router.post("/courses/{course_id}/exam/submit", response={200: ExamSubmitOut, 409: ErrorOut, **ERRORS},
             summary="Submit an exam block's answer: records an ExamAttempt; a wrong answer locks the question")
def exam_submit(request, course_id: str, payload: ExamSubmitIn):
    course = selectors.course_get_for_student(request.user, course_id)
    result = exams.exam_submit(student_id=request.user.pk, course_id=course.pk, question_id=payload.question_id,
                               chosen_index=payload.choice, now=timezone.now())
    codes = dict(Unit.objects.filter(exam_questions=payload.question_id).order_by("pk").values_list("pk", "code"))
    return {"question_id": result.question_id, "correct": result.correct, "tier": result.tier,
            "answer_index": result.answer_index, "locked_until": result.locked_until,
            "unit_tiers": {code: p.tier for code, p in zip(codes.values(), result.progress, strict=False)}}


@router.get("/courses/{course_id}/exam/{question_id}/memo", response={200: MemoOut, **ERRORS},
            summary="An exam question's memo, only after the student has attempted it")
def exam_memo(request, course_id: str, question_id: int):
    course = selectors.course_get_for_student(request.user, course_id)
    return {"question_id": question_id,
            "memo": exams.exam_memo(student_id=request.user.pk, course_id=course.pk, question_id=question_id)}


@router.post("/courses/{course_id}/exam/{question_id}/support-viewed", response={200: SupportViewOut, **ERRORS},
             summary="Open an unanswered exam question's memo: the question locks and joins the revisit list "
                     "(seed trigger C2); tiers do not move")
def exam_support_viewed(request, course_id: str, question_id: int, payload: SupportViewIn):
    course = selectors.course_get_for_student(request.user, course_id)
    view = exams.exam_support_view(student_id=request.user.pk, course_id=course.pk, question_id=question_id,
                                   support_type=payload.support_type, now=timezone.now())
    return {"question_id": view.question_id, "support_type": payload.support_type, "memo": view.memo,
            "locked_until": view.locked_until}


# --------------------------------------------------------------------------- report card


class UnitReportOut(Schema):
    unit_id: int
    code: str
    title: str
    tier: str = Field(description="none, bronze, silver or gold: moves only with graded work.")
    mastery_p: float | None = Field(description="BKT estimate (null: no graded work yet).")
    coverage: float | None = Field(description="Best Teach me coverage of the unit, percent (null: never taught).")
    sessions: dict[str, int] = Field(description="Sessions on this unit per mode.")
    trend: list[float] = Field(description="The estimate after each graded result, oldest first (last 30).")
    trend_direction: str


class ExamReportOut(Schema):
    session_id: str
    ended_at: datetime | None
    scope: str = Field(description="The unit's title, or 'Whole course'.")
    score: int
    total: int
    percentage: float


class ReportCardOut(Schema):
    course_id: int
    units: list[UnitReportOut]
    sessions: dict[str, int]
    exams: list[ExamReportOut]
    graded_results: int


@router.get("/courses/{course_id}/report-card", response={200: ReportCardOut, **ERRORS},
            summary="The signed-in student's report card: per unit tier, estimate, coverage, sessions and trend; "
                    "exam history")
def report_card(request, course_id: str):
    from learning.sessions import report

    course = selectors.course_get_for_student(request.user, course_id)
    card = report.report_card_for_student(student_id=request.user.pk, course_id=course.pk)
    return {"course_id": card.course_id, "sessions": card.sessions, "graded_results": card.graded_results,
            "exams": [vars(e) for e in card.exams],
            "units": [{**vars(u), "trend": list(u.trend), "trend_direction": u.trend_direction} for u in card.units]}
