"""Assignment and Grade Services: the teacher links a CourseTutor result to an LMS gradebook
column; scores are queued per student and sent by a task that retries with backoff. Every post
keeps its status, attempts and last error, which the teacher sees."""

from __future__ import annotations

from dataclasses import dataclass

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from pylti1p3.grade import Grade
from pylti1p3.lineitem import LineItem

from config.errors import ApplicationError
from courses.models import Enrollment, Unit
from lti import scores
from lti.models import GradeLink, GradePost, GradeSource, LtiContext, LtiUser, PostStatus
from lti.platform_services import SERVICE_ERRORS, PlatformServiceError, ags, describe


@dataclass(frozen=True)
class LmsColumn:
    url: str
    label: str
    score_maximum: float | None


def lineitems_list(*, context: LtiContext) -> list[LmsColumn]:
    """The gradebook columns the LMS offers for this course. Raises ``PlatformServiceError``."""
    try:
        items = ags(context).get_lineitems()
    except SERVICE_ERRORS as error:
        raise PlatformServiceError(describe(error)) from error
    return [LmsColumn(str(i["id"]), str(i.get("label") or i["id"]), i.get("scoreMaximum")) for i in items if i.get("id")]


def grade_link_create(*, context: LtiContext, source: str, unit_id: int | None, lineitem_url: str,
                      new_label: str) -> GradeLink:
    """Link a source (a unit's mastery, or the exam score) to a column: an existing one the LMS
    listed (``lineitem_url``), or a new one created in the LMS (``new_label``). Raises
    ``ApplicationError`` for a unit of another course or a column the LMS does not list, and
    ``PlatformServiceError`` when the LMS fails."""
    if source == GradeSource.UNIT_MASTERY:
        unit = Unit.objects.filter(pk=unit_id or 0, course=context.course).first()
        if unit is None:
            raise ApplicationError("Choose a unit of this course.")
    elif source == GradeSource.EXAM_SCORE:
        unit = None
    else:
        raise ApplicationError("Choose what to send: a unit's mastery or the exam score.")
    if lineitem_url:
        if lineitem_url not in {c.url for c in lineitems_list(context=context)}:
            raise ApplicationError("That gradebook column is not one your LMS lists for this course.")
        label = next(c.label for c in lineitems_list(context=context) if c.url == lineitem_url)
    else:
        if not new_label.strip():
            raise ApplicationError("Name the new gradebook column, or choose an existing one.")
        tag = f"coursetutor:{source}:{unit.pk if unit else 'course'}"
        maximum = scores.TIER_MAXIMUM if unit else 100
        try:
            created = ags(context).find_or_create_lineitem(
                LineItem().set_label(new_label.strip()[:200]).set_tag(tag).set_score_maximum(maximum))
        except SERVICE_ERRORS as error:
            raise PlatformServiceError(describe(error)) from error
        lineitem_url, label = created.get_id(), created.get_label() or new_label.strip()
    if GradeLink.objects.filter(context=context, lineitem_url=lineitem_url).exists():
        raise ApplicationError("That column already receives a CourseTutor result.", code="duplicate")
    return GradeLink.objects.create(context=context, source=source, unit=unit, lineitem_url=lineitem_url,
                                    lineitem_label=label[:255])


def _score_for(link: GradeLink, student_id: int) -> scores.Score | None:
    if link.source == GradeSource.UNIT_MASTERY:
        return scores.unit_mastery_score(student_id=student_id, unit_id=link.unit_id)
    return scores.exam_score(student_id=student_id, course_id=link.context.course_id)


@transaction.atomic
def grades_queue(*, link_id: int, student_ids: list[int] | None = None) -> int:
    """Compute every LMS student's (or only ``student_ids``') current score for the link; a score
    that changed (or was never sent) is marked pending and a send task is queued after commit.
    Returns how many were queued. Idempotent: an unchanged, sent score is not sent again."""
    from lti.tasks import grade_post_send_task

    link = GradeLink.objects.select_related("context").get(pk=link_id)
    students = (Enrollment.objects.filter(course_id=link.context.course_id,
                                          student__lti_identities__platform_id=link.context.platform_id)
                .values_list("student_id", flat=True).distinct())
    if student_ids is not None:
        students = students.filter(student_id__in=student_ids)
    queued = []
    for student_id in students:
        score = _score_for(link, student_id)
        if score is None:
            continue
        post, created = GradePost.objects.select_for_update().get_or_create(
            link=link, student_id=student_id,
            defaults={"score_given": score.given, "score_maximum": score.maximum})
        unchanged = (not created and post.status == PostStatus.SENT and post.score_given == score.given
                     and post.score_maximum == score.maximum)
        if unchanged:
            continue
        post.score_given, post.score_maximum = score.given, score.maximum
        post.status, post.attempts, post.last_error = PostStatus.PENDING, 0, ""
        post.save()
        queued.append(post.pk)
    for post_id in queued:
        transaction.on_commit(lambda post_id=post_id: grade_post_send_task.delay(post_id))
    return len(queued)


SENT, RETRY, FAILED, SKIPPED = "sent", "retry", "failed", "skipped"


def grade_post_send(*, post_id: int) -> str:
    """Send one pending score to the LMS. ``sent`` on success; on failure the error is recorded
    and the result is ``retry`` until ``LTI_GRADE_MAX_ATTEMPTS`` attempts, then ``failed``.
    ``skipped`` for a post that is no longer pending (sent meanwhile, or superseded)."""
    with transaction.atomic():
        post = (GradePost.objects.select_for_update().select_related("link__context__platform")
                .filter(pk=post_id, status=PostStatus.PENDING).first())
        if post is None:
            return SKIPPED
        post.attempts += 1
        post.save(update_fields=["attempts", "updated_at"])
    context = post.link.context
    sub = LtiUser.objects.filter(platform=context.platform, user_id=post.student_id).values_list("sub", flat=True).first()
    grade = (Grade().set_score_given(float(post.score_given)).set_score_maximum(float(post.score_maximum))
             .set_timestamp(timezone.now().isoformat()).set_activity_progress("Completed")
             .set_grading_progress("FullyGraded").set_user_id(sub))
    try:
        ags(context).put_grade(grade, LineItem({"id": post.link.lineitem_url}))
    except (*SERVICE_ERRORS, PlatformServiceError) as error:
        message = error.message if isinstance(error, PlatformServiceError) else describe(error)
        outcome = FAILED if post.attempts >= settings.LTI_GRADE_MAX_ATTEMPTS else RETRY
        GradePost.objects.filter(pk=post.pk, status=PostStatus.PENDING).update(
            last_error=message[:500], status=PostStatus.FAILED if outcome == FAILED else PostStatus.PENDING,
            updated_at=timezone.now())
        return outcome
    GradePost.objects.filter(pk=post.pk, status=PostStatus.PENDING).update(
        status=PostStatus.SENT, sent_at=timezone.now(), last_error="", updated_at=timezone.now())
    return SENT


def grade_retry_delay(attempts: int) -> int:
    """Seconds before the next attempt: ``LTI_GRADE_RETRY_SECONDS`` (30), doubling, capped at an hour."""
    return min(settings.LTI_GRADE_RETRY_SECONDS * 2 ** max(attempts - 1, 0), 3600)
