"""Reads behind the teacher and staff analytics. Everything returned is an aggregate: no student
name, email, id or message text ever leaves this module (property 30).

Scope of a teacher report: the course's conversations *started* within the date range (local
dates, ``TIME_ZONE``), and all messages of those conversations. Who may ask for which course is
decided by ``courses.access`` only.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal

import numpy as np
from django.core.cache import cache
from django.db.models import Aggregate, Count, FloatField, Max, Q, QuerySet, Sum
from django.db.models.functions import Coalesce, TruncDate

from analytics import aggregates
from analytics.aggregates import MIN_STUDENTS, CloRow, Kpis, Topic
from analytics.pricing import Prices, estimate_cost, llm_prices
from courses import access
from courses.models import CLO, Course, Enrollment, Role as CourseRole
from materials.models import MaterialStatus
from tutor.models import Conversation, LLMCall, LLMCallStatus, Message, MessageStatus, Role

TOPIC_CACHE_SECONDS = 300
TOPIC_SAMPLE = 400  # most recent questions clustered per report (bounded CPU per request)
TOPIC_THRESHOLD = 0.5

Embedder = Callable[[list[str]], list[list[float]]]


def _default_embedder(texts: list[str]) -> list[list[float]]:
    from materials.embeddings import get_embedding_provider

    return get_embedding_provider().embed_documents(texts)


# --------------------------------------------------------------------------- access


def analytics_course_get(user, course: str | int) -> Course | None:
    """The course named by ``course`` (id, slug or code: ``courses.selectors.course_resolve``) if
    ``user`` manages it (its teacher, an admin of its institution, an operator); None otherwise.
    Raises ``ApplicationError`` ``invalid`` (400) for a malformed or ambiguous name."""
    from config.errors import ApplicationError
    from courses.selectors import course_resolve

    try:
        return course_resolve(course, within=access.courses_manageable_by(user))
    except ApplicationError as error:
        if error.code == "not_found":
            return None
        raise


def can_view_staff_usage(user) -> bool:
    return access.role_of(user) in (CourseRole.ADMIN, access.OPERATOR)


# --------------------------------------------------------------------------- teacher report


@dataclass(frozen=True)
class IntegrityRow:
    assignment_title: str
    flag_count: int
    student_count: int


@dataclass
class CourseReport:
    course_id: int
    start: dt.date
    end: dt.date
    student_count: int
    kpis: Kpis
    top_questioned_clos: list[CloRow] = field(default_factory=list)
    common_topics: list[Topic] = field(default_factory=list)
    usage_over_time: list[tuple[dt.date, int]] = field(default_factory=list)
    integrity_flags: list[IntegrityRow] = field(default_factory=list)
    refusal_topics: list[Topic] = field(default_factory=list)
    # How many rows of each breakdown were hidden for covering fewer than MIN_STUDENTS students.
    suppressed: dict[str, int] = field(default_factory=dict)

    @property
    def report_suppressed(self) -> bool:
        """True when the whole range covers too few students to show anything."""
        return self.student_count < MIN_STUDENTS

    def as_dict(self) -> dict:
        """The API shape: seed 000's ``AnalyticsResponse`` plus privacy and range fields."""
        k = self.kpis
        return {
            "course_id": self.course_id,
            "date_range": {"start": self.start.isoformat(), "end": self.end.isoformat()},
            "min_students": MIN_STUDENTS,
            "suppressed": self.report_suppressed,
            "suppressed_rows": self.suppressed,
            "total_conversations": k.total_conversations,
            "total_messages": k.total_messages,
            "avg_messages_per_conversation": k.avg_messages_per_conversation,
            "avg_satisfaction_rating": k.avg_satisfaction_rating,
            "top_questioned_clos": [
                {"clo_id": str(r.clo_id), "clo_code": r.clo_code, "clo_title": r.clo_title,
                 "conversation_count": r.conversation_count}
                for r in self.top_questioned_clos
            ],
            "common_topics": [{"topic": t.label, "terms": list(t.terms), "frequency": t.frequency} for t in self.common_topics],
            "usage_over_time": [{"date": d.isoformat(), "conversation_count": n} for d, n in self.usage_over_time],
            "integrity_flags": [{"assignment": r.assignment_title, "flag_count": r.flag_count} for r in self.integrity_flags],
            "refusal_topics": [{"topic": t.label, "terms": list(t.terms), "frequency": t.frequency} for t in self.refusal_topics],
        }


def _conversations_in(course: Course, start: dt.date, end: dt.date) -> QuerySet[Conversation]:
    return Conversation.objects.filter(course=course, created_at__date__gte=start, created_at__date__lte=end)


def _student_terms(course: Course) -> frozenset[str]:
    """Words that identify the course's students (usernames, names, email parts): never a label."""
    words: set[str] = set()
    rows = Enrollment.objects.filter(course=course).values_list(
        "student__username", "student__first_name", "student__last_name", "student__email", "student__profile__display_name"
    )
    for row in rows:
        for value in row:
            words.update(aggregates.terms_of((value or "").replace("@", " ").replace(".", " ").replace("_", " ")))
            if value:
                words.add(value.lower())
    return frozenset(words)


def _topics(
    course: Course,
    questions: QuerySet[Message],
    *,
    kind: str,
    start: dt.date,
    end: dt.date,
    embed: Embedder,
    banned: frozenset[str],
) -> tuple[list[Topic], int]:
    """Cluster the questions into labelled topics; cached for a few minutes per course, range and
    data version (a new question changes the key, so a teacher never waits on stale data long)."""
    latest = questions.order_by("-created_at")[:TOPIC_SAMPLE]
    version = questions.aggregate(n=Count("id"), last=Max("created_at"))
    if not version["n"]:
        return [], 0
    fingerprint = hashlib.sha256(f"{version['n']}|{version['last']}".encode()).hexdigest()[:16]
    key = f"analytics:topics:{kind}:{course.pk}:{start}:{end}:{fingerprint}"
    cached = cache.get(key)
    if cached is not None:
        return [Topic(**t) for t in cached["topics"]], cached["hidden"]
    rows = list(latest.values_list("content", "conversation__student_id"))
    texts = [text for text, _ in rows]
    owners = [owner for _, owner in rows]
    vectors = np.asarray(embed(texts), dtype=np.float32)
    topics, hidden = aggregates.topics_from(texts, owners, vectors, threshold=TOPIC_THRESHOLD, banned=banned)
    cache.set(
        key,
        {"topics": [{"label": t.label, "terms": t.terms, "frequency": t.frequency, "student_count": t.student_count} for t in topics],
         "hidden": hidden},
        TOPIC_CACHE_SECONDS,
    )
    return topics, hidden


def course_report(course: Course, *, start: dt.date, end: dt.date, embed: Embedder | None = None) -> CourseReport:
    """The anonymised tutor analytics of ``course`` for conversations started from ``start`` to
    ``end`` (inclusive). Any breakdown row covering fewer than ``MIN_STUDENTS`` distinct students is
    left out and counted in ``suppressed``; when the whole range covers fewer, only the counts of
    what was suppressed are returned. Read-only; topics may compute embeddings (cached)."""
    embed = embed or _default_embedder
    conversations = _conversations_in(course, start, end)
    per_conversation = list(
        conversations.annotate(n=Count("messages"), day=TruncDate("created_at")).values_list("n", "student_id", "day")
    )
    students = {student for _, student, _ in per_conversation}
    empty = CourseReport(course.pk, start, end, len(students), aggregates.kpis_from([], []))
    if len(students) < MIN_STUDENTS:
        empty.suppressed = {"report": 1} if students else {}
        return empty

    ratings = Message.objects.filter(conversation__in=conversations, role=Role.ASSISTANT).exclude(rating="")
    kpis = aggregates.kpis_from([n for n, _, _ in per_conversation], ratings.values_list("rating", flat=True))

    in_range = Q(conversations__course=course, conversations__created_at__date__gte=start,
                 conversations__created_at__date__lte=end)
    clo_rows = (
        CLO.objects.filter(course=course)
        .annotate(
            conversation_count=Count("conversations", filter=in_range, distinct=True),
            student_count=Count("conversations__student", filter=in_range, distinct=True),
        )
        .filter(conversation_count__gt=0)
        .values_list("pk", "code", "title", "conversation_count", "student_count")
    )
    clos, hidden_clos = aggregates.suppress_small(aggregates.rank_clos(CloRow(*row) for row in clo_rows))

    # A flagged reply counts against the graded assignment it was about (recorded by the integrity
    # check), else the assignment its conversation was opened for.
    integrity = (
        Message.objects.filter(conversation__in=conversations, flagged_integrity=True)
        .annotate(assignment_title=Coalesce("integrity_assignment__title", "conversation__assignment__title"))
        .values("assignment_title")
        .annotate(flags=Count("id"), students=Count("conversation__student", distinct=True))
        .order_by("-flags", "assignment_title")
    )
    integrity_rows, hidden_integrity = aggregates.suppress_small(
        IntegrityRow(row["assignment_title"] or "No specific assignment", row["flags"], row["students"])
        for row in integrity
    )

    banned = _student_terms(course)
    questions = Message.objects.filter(conversation__in=conversations, role=Role.USER)
    topics, hidden_topics = _topics(course, questions, kind="asked", start=start, end=end, embed=embed, banned=banned)
    # "Questions the materials could not answer": refused, or hedged (only the closest passages shown).
    refused = questions.filter(Q(reply__status=MessageStatus.REFUSED) | Q(reply__status=MessageStatus.COMPLETE, reply__hedged=True))
    refusals, hidden_refusals = _topics(course, refused, kind="refused", start=start, end=end, embed=embed, banned=banned)

    return CourseReport(
        course_id=course.pk,
        start=start,
        end=end,
        student_count=len(students),
        kpis=kpis,
        top_questioned_clos=clos,
        common_topics=topics,
        usage_over_time=aggregates.daily_series((day for _, _, day in per_conversation), start=start, end=end),
        integrity_flags=integrity_rows,
        refusal_topics=refusals,
        suppressed={
            name: count
            for name, count in (("top_questioned_clos", hidden_clos), ("common_topics", hidden_topics),
                                ("integrity_flags", hidden_integrity), ("refusal_topics", hidden_refusals))
            if count
        },
    )


# --------------------------------------------------------------------------- staff usage


class PercentileCont(Aggregate):
    """PostgreSQL ``percentile_cont(p) WITHIN GROUP (ORDER BY expr)``."""

    function = "percentile_cont"
    template = "%(function)s(%(fraction)s) WITHIN GROUP (ORDER BY %(expressions)s)"
    output_field = FloatField()

    def __init__(self, expression, fraction: float, **extra):
        if not 0 <= fraction <= 1:
            raise ValueError("fraction must be within 0..1")
        super().__init__(expression, fraction=repr(float(fraction)), **extra)


@dataclass(frozen=True)
class UsageRow:
    day: dt.date
    model: str
    calls: int
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int
    cost_usd: Decimal | None
    p50_latency_ms: float | None
    p95_latency_ms: float | None
    error_rate: float
    fallback_rate: float


@dataclass(frozen=True)
class IndexingRow:
    course_code: str
    course_title: str
    pending: int
    processing: int
    indexed: int
    failed: int
    chunks: int


def llm_calls_visible_to(user) -> QuerySet[LLMCall]:
    """Operators see every call; institution admins the calls of courses they manage."""
    role = access.role_of(user)
    if role == access.OPERATOR:
        return LLMCall.objects.all()
    if role == CourseRole.ADMIN:
        return LLMCall.objects.filter(course__in=access.courses_manageable_by(user))
    return LLMCall.objects.none()


def llm_usage_by_day_and_model(user, *, start: dt.date, end: dt.date, prices: Prices | None = None) -> list[UsageRow]:
    """Per day and model: calls, tokens, estimated cost (None when the model has no price),
    p50/p95 latency and error and fallback rates, newest day first. One query."""
    prices = llm_prices() if prices is None else prices
    rows = (
        llm_calls_visible_to(user)
        .filter(created_at__date__gte=start, created_at__date__lte=end)
        .annotate(day=TruncDate("created_at"))
        .values("day", "model")
        .annotate(
            calls=Count("id"),
            prompt=Sum("prompt_tokens"),
            completion=Sum("completion_tokens"),
            total=Sum("total_tokens"),
            p50=PercentileCont("latency_ms", 0.5),
            p95=PercentileCont("latency_ms", 0.95),
            errors=Count("id", filter=~Q(status=LLMCallStatus.SUCCESS)),
            fallbacks=Count("id", filter=Q(is_fallback=True)),
        )
        .order_by("-day", "model")
    )
    return [
        UsageRow(
            day=r["day"], model=r["model"], calls=r["calls"], prompt_tokens=r["prompt"] or 0,
            completion_tokens=r["completion"] or 0, total_tokens=r["total"] or 0,
            cost_usd=estimate_cost(prices, r["model"], r["prompt"] or 0, r["completion"] or 0),
            p50_latency_ms=r["p50"], p95_latency_ms=r["p95"],
            error_rate=r["errors"] / r["calls"], fallback_rate=r["fallbacks"] / r["calls"],
        )
        for r in rows
    ]


def indexing_status_for(user) -> list[IndexingRow]:
    """Material counts per status for every course ``user`` manages. One query."""
    def count(status: str) -> Count:
        return Count("materials", filter=Q(materials__status=status), distinct=True)

    rows = (
        access.courses_manageable_by(user)
        .annotate(
            pending=count(MaterialStatus.PENDING), processing=count(MaterialStatus.PROCESSING),
            indexed=count(MaterialStatus.INDEXED), failed=count(MaterialStatus.FAILED),
            passages=Sum("materials__chunk_count"),
        )
        .order_by("code")
        .values_list("code", "title", "pending", "processing", "indexed", "failed", "passages")
    )
    return [IndexingRow(*row[:6], row[6] or 0) for row in rows]
