"""How a student wants the answer put ("in simple words", "like I'm five") is never what the question is about: a
question refused or hedged with it is searched again without it (blind guardrail set 63: "explain what RED-S is in simple
words" was refused while the course defines RED-S). Wordings written for this file."""

from __future__ import annotations

import pytest

from tutor import grounding

pytestmark = [pytest.mark.django_db]

GLOSSARY = """# Words to know

- **Periodisation**: planning training in cycles so that fitness peaks for the main competition.
- **RED-S**: low energy availability that harms health and performance.
- **Tapering**: cutting the training load in the days before a race.

# Heat illness

Heat exhaustion brings heavy sweating and weakness; confusion marks heat stroke, which needs cooling at once.
"""


@pytest.mark.parametrize("question", ["explain what RED-S is in simple words", "what is RED-S, like im five"])
def test_a_question_asking_for_simple_words_is_answered_from_the_definition(world, index_text, question):
    index_text(world.other_course, "glossary.md", GLOSSARY)
    found = grounding.ground(user=world.other_student, course_id=world.other_course.pk, question=question, language="en")
    assert not found.refused
    assert "low energy availability" in found.passages[0].text


def test_the_phrase_alone_does_not_bring_in_an_unrelated_passage(world, index_text):
    index_text(world.other_course, "glossary.md", GLOSSARY)
    found = grounding.ground(user=world.other_student, course_id=world.other_course.pk,
                             question="explain the offside rule in simple words", language="en")
    assert found.refused or found.hedged
