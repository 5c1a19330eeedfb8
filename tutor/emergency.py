"""An emergency happening now: someone has collapsed, is not breathing, is bleeding badly, is trapped or
has swallowed something, and the student asks what to do.

Such a message is not about the student's own safety (tutor/safety.py handles that) and is not a
course question either, but it must never get "I couldn't find this in your course": when the course
has nothing that answers it, the tutor says to call the emergency services at once and not to become a
second casualty (tutor/pipeline.py, ``ground``). When the course does answer it (a slurry course says
never to go in after someone who has collapsed), the course's answer is given as usual.

Both an incident and its urgency must be said: "what happens if someone swallows weedkiller?" is a
course question, "my cousin just drank from the weedkiller bottle, what do we do?" is an emergency.
Pure; English, Spanish, French, German, Italian, Portuguese, Chinese and Hindi (Latin script).
"""

from __future__ import annotations

import re

from tutor.phrases import phrase
from tutor.safety import normalise

# Something that has happened to someone: collapsed, unconscious, not breathing, swallowed or drank
# something, bleeding, trapped, on fire, having a fit.
_INCIDENT = re.compile(
    r"\b(collapsed|passed out|fainted|unconscious|not breathing|isn'?t breathing|stopped breathing|can'?t breathe|"
    r"(just )?(drank|drunk|swallowed|ate|inhaled) (some|something|from|a|the|bleach|weed ?killer|poison|pills|antifreeze)|"
    r"bleeding (badly|a lot|heavily|everywhere)|won'?t stop bleeding|(is|are|got) (trapped|stuck|pinned|crushed) (under|in|"
    r"between)|(is|'s) on fire|having a (fit|seizure)|electrocuted|not moving|won'?t wake up|"
    r"(se ha |se |ha )?(desmayado|desplomado|inconsciente)|no respira|(se ha |ha )?(bebido|tragado)|"
    r"acaba de (beber|tragar|tomar|desmayarse|caer)|"
    r"(s'est |est )?(effondre|evanoui|inconscient)|ne respire (plus|pas)|(a )?(bu|avale)|"
    r"(ist )?(zusammengebrochen|bewusstlos|ohnmachtig)|atmet nicht|(hat )?(getrunken|verschluckt)|"
    r"(e |si e )?(svenuto|crollato|collassato|privo di sensi)|non respira|(ha )?(bevuto|ingoiato)|"
    r"(desmaiou|desmaiado|inconsciente|nao respira|bebeu|engoliu)|"
    r"(gir gaya|gir gayi|behosh|saans nahi|pee (liya|liyaa|li)|kha (liya|li)))\b")
_INCIDENT_RAW = re.compile(r"晕倒|昏迷|不省人事|没有?呼吸|喝了|吞了|误食|被压住|बेहोश|सांस नहीं")
# ... and the urgency: now, just now, what do we do.
_NOW = re.compile(
    r"\b(right now|just now|now|at the moment|this minute|what (do|should|can) (we|i) do|what do i do|help|"
    r"ahora( mismo)?|que hacemos|que hago|maintenant|tout de suite|qu'est-ce qu'on fait|que faire|jetzt|gerade|"
    r"was (sollen|soll|machen) (wir|ich)|adesso|ora|subito|cosa facciamo|che facciamo|agora|o que fazemos|"
    r"abhi|kya karein|kya karen|kya karu|kya karun)\b")
_NOW_RAW = re.compile(r"现在|刚才|刚刚|怎么办|अभी|क्या करें")


def happening_now(text: str) -> bool:
    """True when ``text`` tells of an emergency happening to someone now and asks what to do. Pure."""
    norm = normalise(text or "")
    incident = _INCIDENT.search(norm) or _INCIDENT_RAW.search(text or "")
    return bool(incident) and bool(_NOW.search(norm) or _NOW_RAW.search(text or ""))


def reply(language: str | None) -> str:
    """What to do first, in the student's language (tutor/phrases.py, ``emergency_now``): call the
    emergency services, do not become a second casualty, keep a swallowed product's container, follow the
    operator; then that the tutor is there for the course once everyone is safe."""
    return phrase("emergency_now", language)
