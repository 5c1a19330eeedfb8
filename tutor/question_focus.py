"""What of a student's message is searched in the course.

A message often says something about the student before it asks: that they will do the graded part themselves
("... I'll plug in the A3 numbers myself"), what they are revising ("I'm making flashcards for transport. What does the
course say about falsifying a tachograph?") or how the work feels in an idiom ("this module is honestly going to finish
me off 😵 anyway how does FEFO work?"). Those words say nothing about the subject, and a rare one the course never uses
("flashcards", blind guardrail set 39) made the tutor refuse a question the course answers. Only the question is
searched; the message itself is unchanged (the guardrails read all of it). Pure.
"""

from __future__ import annotations

from tutor import integrity, safety, study_talk


def searched_part(message: str) -> str:
    """``message`` without what it says about the student before its question, or the whole message when nothing would
    be left or nothing is said."""
    text = integrity.subject_of(message)
    parts = study_talk.what_they_study_then_a_question(text) or study_talk.story_then_the_question(text)
    if parts is not None:
        return parts[1]
    parts = safety.said_then_asked(text) if safety.exaggerates(text) else None
    return parts[1] if parts is not None else text
