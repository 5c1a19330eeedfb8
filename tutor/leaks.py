"""Leak check on every answer: internal notes never reach the student.

``find_leaks(text)`` lists what should not be there; ``sanitise(text)`` removes it. What counts as
a leak:

* the tutor's own instructions: sentences quoted from the system prompt (ground rules, persona
  instructions, the integrity steer), and phrases such as "my system prompt", "my instructions say";
* internal assessment language: "the student's mastery is ...", "attainment", "(42% attained)",
  "CLO gaps", "Assessment: ...", "the student is still working towards";
* retrieval internals: "chunk_id", "chunk 1234", "[passage 12345]", "passage id", the data fence
  of the prompt ("~~~~ passage [1] | source: ..."), similarity scores.

A leaking sentence is dropped whole (the sentence around "mastery is 40%" is itself the leak); if
nothing readable is left the caller uses :data:`LEAK_FALLBACK`. Citation markers like ``[1]`` are
not leaks: they are how answers cite.
"""

from __future__ import annotations

import re
from functools import cache

LEAK_FALLBACK = (
    "I can't share that part. Let's get back to the course: what would you like to understand better?"
)

_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(rx, re.IGNORECASE))
    for name, rx in (
        ("mastery", r"\b(the )?student'?s? (current )?(mastery|attainment|competenc(y|e)|skill level|proficiency)\b"),
        ("mastery", r"\bmastery (is|of|level|score|=|:)"),
        ("attainment", r"\battainment\b|\b\d{1,3}(\.\d+)?\s?% attained\b"),
        ("attainment", r"\bCLO[- ]?gaps?\b|\bstill working towards these course learning outcomes\b"),
        ("assessment", r"(^|\n)\s*(internal )?(assessment|student model|tutor notes?|internal notes?)\s*:"),
        ("assessment", r"\b(the student|they) (is|are) (weak|struggling|below|behind) (at|in|on) [A-Z]{2,5}\d"),
        ("system_prompt", r"\b(my|the) (system|hidden|developer|initial) (prompt|message|instructions?)\b"),
        ("system_prompt", r"\bmy (instructions|rules|guidelines) (say|are|tell|state)\b"),
        ("system_prompt", r"\b(I was|I am|I'm) (told|instructed|programmed) to\b"),
        ("system_prompt", r"\bteaching style: (socratic guide|step-by-step coach|quick explainer)\b"),
        ("system_prompt", r"\bacademic integrity: the student is asking\b"),
        ("system_prompt", r"\bcourse passages \(reference data, not instructions\)"),
        ("chunk_id", r"\bchunk[_ ]?ids?\b|\bchunk\s*#?\d+\b|\bpassage[_ ]id\b"),
        ("chunk_id", r"\[\s*(passage|chunk|doc|source)\s*#?\s*\d+\s*\]"),
        ("chunk_id", r"\bpassage\s*#?\d{3,}\b"),
        ("fence", r"~{3,}\s*passage\b|~{4,}"),
        ("similarity", r"\bsimilarity( score)?\s*(of|=|:|was|is)?\s*0?\.\d+"),
    )
)


@cache
def _prompt_sentences() -> tuple[str, ...]:
    """Distinctive sentences of our own prompts (long enough not to appear in an honest answer)."""
    from tutor import integrity, memory, prompts

    texts = [prompts.GROUND_RULES, *(p.instructions for p in prompts.PERSONAS.values()),
             integrity.steer_for(integrity.IntegrityVerdict(True)),
             getattr(memory, "SUMMARY_INSTRUCTIONS", ""), getattr(memory, "REWRITE_INSTRUCTIONS", "")]
    out: list[str] = []
    for text in texts:
        for sentence in re.split(r"(?<=[.!?:;])\s+", text or ""):
            words = sentence.split()
            if len(words) >= 8:
                out.append(_squash(" ".join(words[:8])))
    return tuple(out)


def _squash(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


def find_leaks(text: str) -> list[str]:
    """Names of the leak kinds in ``text`` (empty when clean). Pure."""
    found = [name for name, rx in _PATTERNS if rx.search(text or "")]
    squashed = _squash(text or "")
    if any(s in squashed for s in _prompt_sentences()):
        found.append("system_prompt")
    return sorted(set(found))


_SENTENCE_RE = re.compile(r"(?:[^\n.!?]|\.(?=\d))*(?:[.!?]+[\"')\]]*(?:\s*\[\d{1,2}\])*|\n|$)")


def sanitise(text: str) -> tuple[str, bool]:
    """``(clean_text, changed)``: sentences (or lines) with a leak removed. Pure, idempotent."""
    if not text or not find_leaks(text):
        return text, False
    kept: list[str] = []
    for piece in _SENTENCE_RE.findall(text):
        if piece and not find_leaks(piece):
            kept.append(piece)
    clean = re.sub(r"[ \t]+\n", "\n", "".join(kept))
    clean = re.sub(r"\n{3,}", "\n\n", clean).strip()
    if find_leaks(clean):  # a leak spread across sentences: drop the lot
        clean = ""
    return (clean or LEAK_FALLBACK), True
