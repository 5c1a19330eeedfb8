"""The model's reading of the passages, as an evidence check outside a conversation.

In a turn, the tutor's model gets the passages with the ground rules and replies
``grounding.NOT_COVERED`` when they hold no answer (tutor/pipeline.py turns that into a refusal).
``model_declines`` asks the same model the same way, with the same system prompt and no history,
so ``manage.py evaluate_retrieval --with-model`` can score the two checks together. It reads only
the first few tokens: the signal, when sent, is the whole reply.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from courses.privacy import scrub
from tutor.grounding import is_decline
from tutor.prompts import DEFAULT_PERSONA, build_messages, prompt_passages

SIGNAL_TOKENS = 16  # enough for the signal and a few words of any answer


async def model_declines(provider: Any, *, question: str, passages: Sequence[Any]) -> bool | None:
    """True when the model declines to answer ``question`` from ``passages``, False when it starts an
    answer, None when the request failed (the caller decides; nothing is guessed)."""
    messages = build_messages(persona=DEFAULT_PERSONA, question=scrub(question), passages=prompt_passages(passages))
    reply = await provider.complete(messages=messages, purpose="evaluation", conversation_id=None, course_id=None,
                                    timeout=provider.timeout, max_tokens=SIGNAL_TOKENS)
    return None if reply is None else is_decline(reply)
