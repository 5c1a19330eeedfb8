"""Seeding helpers for analytics and XP tests: conversations with chosen days, CLOs, ratings."""

from __future__ import annotations

import datetime as dt
import hashlib
import re

import numpy as np
from django.utils import timezone

from courses.models import Enrollment, Role
from tests.factories import make_user
from tutor.models import Conversation, Message


def students_for(course, count: int, prefix: str = "learner") -> list:
    people = []
    for i in range(count):
        user = make_user(f"{prefix}{course.pk}x{i}", Role.STUDENT, course.institution)
        user.first_name, user.last_name = f"Zorbina{i}", f"Quillfeather{i}"
        user.save(update_fields=["first_name", "last_name"])
        Enrollment.objects.get_or_create(student=user, course=course)
        people.append(user)
    return people


def at_day(day: dt.date, hour: int = 12) -> dt.datetime:
    return timezone.make_aware(dt.datetime.combine(day, dt.time(hour)))


def conversation(student, course, *, day: dt.date | None = None, questions: list[str] = (), clos=(), assignment=None,
                 ratings: list[str] = (), refused: list[bool] = (), flagged: list[bool] = (),
                 hedged: list[bool] = ()) -> Conversation:
    """A conversation with one question/answer pair per entry of ``questions``."""
    conv = Conversation.objects.create(student=student, course=course, assignment=assignment)
    if clos:
        conv.clo_scope.set(clos)
    for i, text in enumerate(questions):
        question = Message.objects.create(conversation=conv, role="user", content=text,
                                          flagged_integrity=bool(flagged and flagged[i]))
        Message.objects.create(
            conversation=conv, role="assistant", content=f"Answer to: {text}", reply_to=question,
            rating=ratings[i] if i < len(ratings) else "",
            status="refused" if refused and refused[i] else "complete", hedged=bool(hedged and hedged[i]),
        )
    if day is not None:
        Conversation.objects.filter(pk=conv.pk).update(created_at=at_day(day), updated_at=at_day(day))
    return conv


def fake_embedder(texts: list[str]) -> list[list[float]]:
    """Deterministic stand-in for the embedding model: hashed bag of words, so questions sharing
    their content words are similar and unrelated ones are not."""
    out = []
    for text in texts:
        vec = np.zeros(128, dtype=np.float32)
        for word in re.findall(r"[a-z]{4,}", text.lower()):
            vec[int(hashlib.md5(word.encode()).hexdigest(), 16) % 128] += 1.0
        norm = np.linalg.norm(vec) or 1.0
        out.append((vec / norm).tolist())
    return out
