"""Unit anchors: a short text per unit, embedded with the same provider and model as the passages.

The anchor text is the unit's title and description, the titles of the CLOs it serves, and key terms
of its indexed materials (their section headings, then the words that set the unit's passages apart
from the rest of the course). ``unit_anchor_refresh`` keeps one row per (unit, model) current: it
is idempotent (an unchanged text is not embedded again) and safe to run twice at once (the row is
written under a lock on the unit). Celery runs it after a unit, its CLOs or its materials change
(learning/signals.py).
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections import Counter

from django.db import transaction

from courses.models import Unit
from learning.models import UnitAnchor
from materials.embeddings import get_embedding_provider
from materials.models import Chunk, MaterialStatus

logger = logging.getLogger(__name__)

MAX_SECTIONS = 12
MAX_TERMS = 10
MAX_CHUNKS_READ = 400
_WORD = re.compile(r"[A-Za-z][A-Za-z\-]{3,}")
STOPWORDS = frozenset(
    "this that with from have will your when what which their there these those then than them they were been "
    "each into also more most some such only over under about after before both same other very just like "
    "where while because does doing done make makes made using used uses example examples note notes page "
    "section unit units chapter course lecture first second third next step steps answer answers question "
    "questions value values number numbers side sides form write written give gives given find found show "
    "shown check always never every could would should must here true false equal equals".split()
)


def key_terms(unit_texts: list[str], other_texts: list[str], limit: int = MAX_TERMS) -> list[str]:
    """Words frequent in the unit's passages and rare in the rest of the course (a tf-idf over two
    "documents"), best first; ties alphabetically."""
    def counts(texts: list[str]) -> Counter:
        found: Counter = Counter()
        for text in texts:
            found.update(w.lower() for w in _WORD.findall(text))
        return found

    mine, others = counts(unit_texts), counts(other_texts)
    total_mine = sum(mine.values()) or 1
    total_others = sum(others.values()) or 1
    scored = []
    for word, n in mine.items():
        if word in STOPWORDS or n < 2:
            continue
        score = (n / total_mine) / ((others.get(word, 0) + 1) / total_others)
        scored.append((-score, word))
    return [word for _, word in sorted(scored)[:limit]]


def anchor_text(*, title: str, description: str, clo_titles: list[str], sections: list[str], terms: list[str]) -> str:
    """The text embedded for a unit (most telling first: the model reads only its first 256 word pieces)."""
    parts = [title.strip().rstrip(".") + "."]
    if description.strip():
        parts.append(description.strip())
    if clo_titles:
        parts.append("Outcomes: " + "; ".join(clo_titles) + ".")
    if sections:
        parts.append("Topics: " + "; ".join(sections) + ".")
    if terms:
        parts.append("Key terms: " + ", ".join(terms) + ".")
    return "\n".join(parts)


def _section_title(section: str) -> str:
    """The last heading of a section path ("Unit ALG2 > 2.3 Brackets" -> "Brackets"), numbering dropped."""
    last = re.split(r"\s*(?:>|/|›|»)\s*", section.strip())[-1]
    return re.sub(r"^(?:unit\s+\S+:\s*|\d+(?:\.\d+)*\.?\s+)", "", last, flags=re.IGNORECASE).strip()


def unit_anchor_text(unit: Unit, model_name: str) -> str:
    """Build the anchor text of ``unit`` from the database (its indexed materials for ``model_name``)."""
    chunks = list(
        Chunk.objects.filter(course_id=unit.course_id, embedding_model=model_name,
                             material__status=MaterialStatus.INDEXED)
        .order_by("material__created_at", "material_id", "index")
        .values_list("material__unit_id", "section", "text")[: MAX_CHUNKS_READ * 4]
    )
    mine = [(section, text) for unit_id, section, text in chunks if unit_id == unit.pk][:MAX_CHUNKS_READ]
    others = [text for unit_id, _, text in chunks if unit_id != unit.pk][:MAX_CHUNKS_READ]
    sections: dict[str, None] = {}
    for section, _ in mine:
        title = _section_title(section)
        if title and title.lower() not in {s.lower() for s in sections} and title.lower() != unit.title.lower():
            sections.setdefault(title)
    return anchor_text(
        title=unit.title, description=unit.anchor_text,
        clo_titles=list(unit.clos.order_by("code").values_list("title", flat=True)),
        sections=list(sections)[:MAX_SECTIONS], terms=key_terms([t for _, t in mine], others),
    )


def unit_anchor_refresh(*, unit_id: int) -> str:
    """Make the anchor of ``unit_id`` for the active embedding model match its current text.

    Returns "created", "updated", "unchanged" or "missing" (the unit is gone). Idempotent; the
    embedding happens outside the transaction and the row is written under a lock on the unit, so two
    runs at once store one row. Raises ``EmbeddingError`` when the provider fails (the task retries)."""
    unit = Unit.objects.filter(pk=unit_id).first()
    if unit is None:
        return "missing"
    provider = get_embedding_provider()
    text = unit_anchor_text(unit, provider.name)
    digest = hashlib.sha256(text.encode()).hexdigest()
    existing = UnitAnchor.objects.filter(unit_id=unit_id, embedding_model=provider.name).values_list("text_hash", flat=True).first()
    if existing == digest:
        return "unchanged"
    vector = provider.embed_documents([text])[0]
    with transaction.atomic():
        if not Unit.objects.select_for_update().filter(pk=unit_id).exists():
            return "missing"
        _, created = UnitAnchor.objects.update_or_create(
            unit_id=unit_id, embedding_model=provider.name,
            defaults={"course_id": unit.course_id, "text": text, "text_hash": digest, "embedding": vector},
        )
    logger.info("unit anchor %s for unit %s (%s)", "created" if created else "updated", unit_id, provider.name)
    return "created" if created else "updated"


def course_anchors_refresh(*, course_id: int) -> dict[int, str]:
    """Refresh every unit anchor of a course; returns each unit's outcome."""
    return {pk: unit_anchor_refresh(unit_id=pk) for pk in Unit.objects.filter(course_id=course_id).values_list("pk", flat=True)}
