"""Questions about how to study rather than about the course ("any tips for calculation questions?",
"where do i even start", "¿cómo organizo el repaso?", "怎么复习比较好？").

When the course has revision advice, retrieval finds it and the tutor quotes it like any answer. When
it has none, the honest reply is not "your course materials never mention flashcards": the student
asked the tutor for help with studying, and the tutor can give that help without inventing course
content, by saying how it can be used (explain a topic, then quiz on it) and where in the course to
start (the sections nearest the question). The reply states no fact about the subject, so it cannot
contradict the course.

The pipeline asks only after the safety gate has passed the message, no graded-work request was
found and the course had no passage for it (tutor/pipeline.py ``ground``): a concerning message still
gets the caring reply, a graded request its guidance.

:func:`asks_how_to_study` is pure and strict: a word about studying, revising, remembering, practising
or exam technique together with a request for a way, tips or a starting point, in the seven languages
the guardrails read. A question about a topic ("what is a transform boundary?") never matches.

The module also reads the shapes of study talk around a course question that the safety probes mistake for distress
(what the student is studying, what they understand and what not yet, a story before "my actual question is"), and a
question about what the course covers, answered with the course's own section headings (:func:`overview_reply`).
"""

from __future__ import annotations

import re
import unicodedata

from tutor.phrases import phrase

MAX_WORDS = 30  # longer messages carry content of their own; they are questions about the course

# What studying is called: revising, learning, remembering, practising, preparing, exam answers and marks.
_STUDY = re.compile(
    r"\b(?:r[ée]vis\w*|study\w*|studie\w*|learn\w*|m[ée]mori[sz]\w*|remember\w*|practis\w*|practicing|prepar\w*|"
    r"flash ?cards?|(?:lose|losing|drop|dropping|get|more|full|higher) (?:me )?marks|\d+ marker|score higher|mocks?|"
    r"(?:the|my|a|our|next|this|for|before|in) (?:exams?|tests?)|essays?|paragraphs?|timetable|motivat\w*|"
    r"go(?:es)? blank|blank (?:in|on)|time pressure|"
    # falling behind ("i'm so behind on this course, where do i even start?", blind guardrail set 21)
    r"behind (?:on|with|in) (?:this|the|my|all|everything)\b|catch(?:ing)? up|"
    # a practical assessment, and laying out or showing one's working (blind guardrail set 35)
    r"(?:the|my|a|our|next|this|for|before|about) practicals?|(?:lay|set|write) out (?:the|my) working|"
    r"show(?:ing)? (?:your|my|the) working|"
    r"repas\w*|estud\w*|examen|prueba|apprendre|retenir|dissertations?|contr[ôo]le|el tema|este tema|la unidad|"
    r"lern\w*|[üu]b(?:e|en|ung)\w*|klausur|pr[üu]fung|merken|prova|treino|treinar|decorar|"
    # Italian revising, and marks lost in German (blind guardrail sets 29 and 35)
    r"ripass\w*|studiare|memorizzare|verifica|(?:verliere|verlieren|verlor\w*) (?:\w+ )?punkte|punkte (?:verlier\w*|abgezogen)|"
    r"padh\w*|yaad|pariksha|exam|"
    # since blind set 38: Vietnamese (with its accents: "on", "hoc" are English and Latin words), Dutch, Polish
    r"học|ôn(?: thi| tập)?|nhớ|công thức|leren|herhal\w*|studeren|toets\w*|tentamen\w*|onthoud\w*|"
    r"uczy[ćc]|nauk\w*|powt[óo]rk\w*|powtarza[ćc]|egzamin\w*|zapami[ęe]ta[ćc]|"
    # since blind set 60 ("jag blir så stressad inför slutprovet, hur ska jag skriva på själva dagen") and the team's probes
    # before set 61: Swedish, Norwegian, Finnish, Romanian, Malay, Ukrainian
    r"plugg\w*|slutprov\w*|provet|tentan?|eksamen\w*|studere|pugge|opiskel\w*|tentti\w*|koe(?:tta|ssa|seen)|"
    r"[îi]nv[ăa][țt]\w*|examenul|belajar|peperiksaan|ulangkaji|навча\w*|іспит\w*|екзамен\w*|вчити|"
    # since blind set 64: Czech and Slovak, Hungarian, Tagalog, and Bengali, Tamil and Urdu typed in Latin letters
    r"(?:na)?u[čc]i[tť]|u[čc]en[íi]|zkou[šs]k\w*|sk[úu][šs]k\w*|p[íi]semk\w*|opakov\w*|"
    r"tanul\w*|vizsg\w*|ism[ée]tl\w*|dolgozat\w*|z[áa]rthelyi\w*|mag-?aral|pag-?aaral|nag-?aaral|mag-?review|"
    r"porbo|porashona|porikkha|padikk?\w*|parh(?:un|ai|na|oon)|imtihan|tayyari|tayari)\b"
    r"|复习|学习|记住|背|考试|拿高分|练习|पढ़|याद|परीक्षा|रिवीजन|勉強|復習|覚え|試験|공부|복습|외우|외워|시험|"
    r"อ่าน|ทบทวน|ติว|สอบ|পড়|মুখস্থ|পরীক্ষা|படிக்க|படிப்ப|தேர்வு|பரீட்சை|پڑھ|امتحان|تیاری",
    re.IGNORECASE)
# ... and a request for a way to do it, tips or a place to start.
_WAY = re.compile(
    r"\b(?:how (?:do|should|can|would) i|how to|best way|better way|any (?:tips?|advice|tricks?|ideas)|tips|"
    r"advice|where (?:do|should) i (?:even )?(?:start|begin)|what should i (?:go over|focus on|start with|revise|study)|"
    r"is it better to|which is better|is there a (?:way|trick|method)|what should i (?:have|get) (?:straight|sorted|down)|"
    r"what do i need to know|what does .{1,40} get me|"
    r"what should (?:go|i put|we put) on|"
    r"how do i (?:stop|get better|remember)|is it worth|can (?:we|you) make|"
    r"c[óo]mo (?:estudio|repaso|(?:me )?organizo|me preparo|memorizo)|come (?:mi )?(?:organizzo|preparo)|"
    r"come (?:faccio a )?(?:ripassare|studiare|memorizzare)|un metodo|consigli|por d[óo]nde (?:empiezo|empezar)|consejos?|trucos?|"
    r"comment (?:r[ée]viser|je (?:peux |dois )?(?:r[ée]vise|apprends|retiens|m[ée]morise|mieux))|astuces?|conseils?|"
    r"m[ée]thode pour|par o[ùu] commencer|"
    r"wie (?:lerne|fang|soll) ich|am besten|tipps|"
    r"como (?:eu )?(?:estudo|reviso|organizo|treino|melhoro|fa[çc]o um bom|decoro)|melhor (?:forma|jeito|maneira)|"
    r"dicas?|por onde come[çc]o|"
    r"kya karun|kaise (?:padhun|yaad)|pehle kya|tarika|"
    r"sao cho|làm sao(?: (?:để|cho))?|làm thế nào|cách nào|mẹo|"
    r"hoe (?:plan|leer|onthoud|kan ik|moet ik|pak ik)|jak (?:si[ęe] )?(?:uczy[ćc]|zapami[ęe]ta[ćc]|powtarza[ćc]|najlepiej)|"
    r"hur (?:ska|kan|bör|borde) jag|hvordan (?:skal|kan|bør|burde) jeg|miten (?:voin|pitäisi|kannattaa|mä)|"
    r"cum (?:s[ăa] |ar trebui s[ăa] )?(?:[îi]nv[ăa][țt]|m[ăa] preg[ăa]tesc|recapitulez)|"
    r"(?:bagaimana|macam mana|camne) (?:nak|saya|aku|sy)|як (?:мені )?(?:краще )?(?:вчити|підготуватися|готуватися)|"
    # since blind set 64: Czech and Slovak, Hungarian, Tagalog, and Bengali, Tamil and Urdu typed in Latin letters
    r"jak (?:se )?(?:to )?(?:m[áa]m |mam )?(?:nau[čc]it|u[čc]it|p[řr]ipravit|opakovat)|jak na to|"
    r"ako (?:sa )?(?:to )?(?:m[áa]m )?(?:nau[čc]i[tť]|u[čc]i[tť]|pripravi[tť]|opakova[tť])|ako na to|"
    r"hogy(?:an)? (?:tanuljak|k[ée]sz[üu]ljek|ism[ée]teljek)|tippek?|tan[áa]cs\w*|"
    r"paano (?:ako |ba |ko )?(?:mag-?aral|mag-?review|maghanda|tatandaan)|"
    r"ki ?bhabe|kivabe|kibhabe|eppadi|epdi|kaise|kese|kaisay)\b"
    r"|怎么复习|如何复习|复习方法|怎么学|从哪(?:里|儿)?开始|练习方法|怎么写才能|怎么办|有什么(?:方法|技巧)|"
    r"कैसे पढ़|क्या करूँ|तरीका|どうやって|どう(?:すれば|したら)|コツ|어떻게|방법|팁|"
    r"ยังไงดี|ยังไง|อย่างไร|কিভাবে|কীভাবে|எப்படி|کیسے",
    re.IGNORECASE)


# A request for advice needs no study word: "any tips for not messing up units in calcs" (blind set 16).
_ADVICE = re.compile(
    r"\b(?:any (?:(?:good|memory|easy|quick|simple|revision|exam) )?(?:tips?|advice|tricks?|hacks?|strateg(?:y|ies)|mnemonics?)|"
    # since blind set 37: "hast du nen Trick?", a memory trick or mnemonic asked for
    r"(?:hast du|gibt'?s|gibt es|kennst du) (?:nen|einen|ein|'?n) (?:trick|tipp|merkspruch|eselsbr[üu]cke)|"
    r"(?:a|any) (?:memory trick|mnemonic)|(?:tips|advice|strategies) (?:for|on)|algun consejo|"
    r"algún consejo|des conseils|des astuces|irgendwelche tipps|alguma dica)\b", re.IGNORECASE)


# What the student is studying, said first ("eu to estudando a parte de temperatura hoje, qual e o limite ...?", "ya
# zavtra povtoryayu temu pro chasy voditelya. skolko mozhno ehat bez pereryva?", blind guardrail set 39): the clause up to
# its comma or full stop, then the question.
_STUDYING_NOW = re.compile(
    r"^\W*(?:i'?m|im|i am|i'?ll be|i will be)\s+(?:\w+\s+)?(?:studying|revising|going over|learning|doing|reading up on|"
    r"making (?:flash ?cards|notes))\b|"
    # since blind set 53: "struggling to remember the ladder stuff, whats the rule ..."
    r"^\W*(?:(?:i'?m|im|i am)\s+)?(?:struggling|having trouble|finding it hard|finding it tricky)\s+(?:to\s+|with\s+)?"
    r"(?:remember(?:ing)?|understand(?:ing)?|learn(?:ing)?|get(?:ting)?)\b|"
    r"^\W*(?:eu\s+)?(?:to|tô|tou|estou|vou)\s+(?:estudando|revisando|estudar|revisar)\b|"
    r"^\W*(?:estoy|voy a)\s+(?:estudiando|repasando|estudiar|repasar)\b|^\W*(?:je|j')\s*(?:r[ée]vise|revois|bosse|travaille)\b|"
    r"^\W*ich\s+(?:lerne|wiederhole|mache)\b|^\W*sto\s+(?:studiando|ripassando)\b|"
    r"^\W*(?:ya|я)\s+(?:(?:zavtra|segodnya|завтра|сегодня)\s+)?(?:povtoryayu|uchu|gotovlyus|повторяю|учу|готовлюсь)\b|"
    r"^\W*(?:ya|я)\s+(?:povtoryuyu|povtoryuiu|повторюю|вчу|готуюся)\b|"
    r"^\W*(?:aku|saya|gw|gue)?\s*(?:lagi|sedang)\s+(?:belajar|ngulang|mengulang)\b|"
    r"^\W*(?:bug[üu]n|yar[ıi]n)?\s*[\w ]{0,30}?(?:[çc]al[ıi][şs][ıi]yorum|tekrar ediyorum)\b|"
    r"^\W*(?:ana|أنا)\s+(?:bzaker|bazaker|b3mel review|بذاكر|باذاكر|أذاكر)\b|"
    r"^\W*(?:m[ìi]nh|em|t[ôo]i)\s+(?:đang|dang)\s+(?:học|hoc|ôn|on)\b|^\W*(?:ninasoma|nasoma|ninajisomea)\b|"
    r"^\W*(?:μελετάω|μελετώ|διαβάζω|κάνω επανάληψη)\b",
    re.IGNORECASE)
_CLAUSE_END = re.compile(r"[,.;:!]\s+|[，。]")


# A question asked without its question mark ("..., whats the rule about how high it should go", blind set 53)
_QUESTION_OPENING = re.compile(r"(?:what'?s|whats|what|how|why|when|where|which|who|is|are|can|could|do|does)\b", re.I)


def what_they_study_then_a_question(message: str) -> tuple[str, str] | None:
    """``(the clause saying what the student is studying, the question after it)`` when ``message`` opens with one and
    goes on to ask something, else None. Pure."""
    if not _STUDYING_NOW.search(message or ""):
        return None
    end = _CLAUSE_END.search(message)
    if end is None:
        return None
    before, rest = message[:end.start()].strip(), message[end.end():].strip()
    return (before, rest) if before and ("?" in rest or "？" in rest or _QUESTION_OPENING.match(rest)) else None


# "... but what I still don't get is why ...": the part of the course the student has not understood yet, named after
# what they have (answers set 45: "ok so I get that most people were farmers, but what I still dont get is why so many
# peasants ended up as tenants" read 0.67 self-harm whole).
_NOT_GOT_YET = re.compile(
    r"\bbut (?:what|the (?:bit|part|thing)(?: that)?) i (?:still )?(?:don'?t|dont|do not|can'?t|cannot) "
    r"(?:get|understand|see|figure out|work out)(?: is)?\b|"
    r"\bpero (?:lo que|la parte que) (?:todav[ií]a |a[uú]n )?no (?:entiendo|pillo|capto)(?: es)?\b|"
    r"\bmais ce que je (?:ne )?(?:comprends|capte|pige) (?:toujours |encore )?pas(?:,? c'est)?\b|"
    r"\baber was ich (?:immer )?noch nicht (?:verstehe|kapiere)(?:,? ist)?\b|"
    r"\bmas o que (?:eu )?(?:ainda )?n[ãa]o (?:entendo|entendi|saquei)(?: [ée])?\b", re.I)


def understood_then_a_question(message: str) -> tuple[str, str] | None:
    """``(what the student says they understand, the question about what they do not yet)`` when ``message`` names
    the part of the course they have not understood after what they have ("I get that ..., but what I still don't get
    is why ..."), else None. Pure."""
    found = _NOT_GOT_YET.search(message or "")
    if found is None:
        return None
    before, rest = message[:found.start()].strip(" ,;"), message[found.end():].strip(" ,;:")
    return (before, rest) if before and len(rest.split()) >= 3 else None


# "... so my actual question is just: what is barzakh?": the question a long message comes to, after the story of why it is
# asked (blind set 52: a grandfather's funeral, cousins and a mate's remark, then the question; self-harm 0.66 whole).
_THE_ACTUAL_QUESTION = re.compile(
    r"\b(?:my|the) (?:actual|real|main|only|proper) question(?: here)? is(?: just| simply| basically| this)?\s*[:,-]?\s*|"
    r"\bmi pregunta (?:de verdad|real|en realidad) es\s*:?\s*|\bma vraie question (?:c'est|est)\s*:?\s*|"
    r"\bmeine eigentliche frage (?:ist)?\s*:?\s*|\bminha pergunta mesmo [ée]\s*:?\s*", re.I)


# ... or that opens by saying it gives the context first and ends on its question ("bit of context: my best mate's older
# brother got out of prison ... so what does the course say outreach teams do?", blind set 55: refused as a course that
# "never mentions kipping", a word of the story)
_CONTEXT_FIRST = re.compile(r"^\s*(?:a |a little |little |quick |some |bit of |a bit of )?(?:context|background|backstory)\s*[:-]",
                            re.I)
_LAST_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[^.!?]+\?\s*$)")


def story_then_the_question(message: str) -> tuple[str, str] | None:
    """``(the story told first, the question the message says it actually asks)``, else None. Pure."""
    found = _THE_ACTUAL_QUESTION.search(message or "")
    if found is None and _CONTEXT_FIRST.match(message or ""):
        split = list(_LAST_SENTENCE.finditer(message))
        if not split:
            return None
        before, rest = message[:split[-1].start()], message[split[-1].end():]
        rest = re.sub(r"^(?:so|and|but|anyway|anyways)\b[\s,]*", "", rest.strip(), flags=re.I)
        return (_CONTEXT_FIRST.sub("", before).strip(" ,;.-"), rest) if rest else None
    if found is None:
        return None
    before = re.sub(r"[\s,;.-]*\b(?:so|and|but|anyway|anyways)\s*$", "", message[:found.start()], flags=re.I).strip(" ,;.-")
    rest = message[found.end():].strip()
    return (before, rest) if before and rest else None


def asks_how_to_study(message: str) -> bool:
    """Whether ``message`` asks how to study, revise or prepare (module docstring). Pure."""
    text = unicodedata.normalize("NFKC", message or "").strip()
    if not text or len(text.split()) > MAX_WORDS:
        return False
    return bool(_ADVICE.search(text)) or (bool(_STUDY.search(text)) and bool(_WAY.search(text)))


# What the course covers, asked outright ("hiya, what does this course cover?", "Morning! Which topics are in the slides?",
# blind set 53: refused as something the course never mentions).
_COURSE_CONTENTS = re.compile(
    r"\bwhat (?:does|will|do) (?:this|the|my|our) (?:course|module|unit|class|subject|slides|notes) (?:cover|include|teach|"
    r"go over|contain)\b|\bwhich (?:topics|sections|chapters|units|subjects) (?:are|do|does|will)\b.{0,25}\b(?:course|"
    r"slides|notes|module|unit|class)\b|\bwhat(?:'s| is| are)? (?:the )?(?:topics|sections|chapters) (?:in|of|on) (?:this|the|"
    r"my) (?:course|slides|notes|module)\b|\bwhat(?:'s| is) (?:this|the) (?:course|module) about\b|"
    # since blind set 63: "morning! whats this unit about overall?"
    r"\bwhat(?:'?s| is)? (?:this|the|my|our) (?:course|module|unit|class|subject) (?:all |even |actually )?about\b|"
    r"\bde qu[eé] (?:trata|va) (?:el|este) curso\b|\bqu[eé] temas (?:tiene|cubre|incluye) el curso\b|"
    r"\bde quoi parle (?:le|ce) cours\b|\bquels (?:sont les )?(?:th[eè]mes|chapitres) du cours\b|"
    r"\bworum geht es (?:in dem|im) kurs\b|\bwelche themen (?:hat|behandelt) (?:der|dieser) kurs\b|"
    r"\bo que (?:o|este) curso (?:cobre|aborda|inclui)\b|\bquais (?:s[aã]o )?os temas do curso\b|"
    r"这门课(?:讲|包括|有)(?:什么|哪些)", re.IGNORECASE)
MAX_OVERVIEW_WORDS = 14  # longer messages ask about something in particular


def asks_what_the_course_covers(message: str) -> bool:
    """Whether ``message`` only asks what the course covers (a greeting before it allowed). Pure."""
    text = unicodedata.normalize("NFKC", message or "").strip()
    return bool(text) and len(text.split()) <= MAX_OVERVIEW_WORDS and bool(_COURSE_CONTENTS.search(text))


def overview_reply(*, sections: list[str], language: str | None = None) -> str:
    """The reply to a question about what the course covers: the course's own section headings, in course order. States
    nothing else about the subject. Pure apart from the phrase table."""
    return phrase("course_overview", language, topics="; ".join(f"“{s}”" for s in sections))


def coaching_reply(*, sections: list[str], has_units: bool, language: str | None = None) -> str:
    """The reply to a study question the course has no advice for: how the tutor helps, the course's
    sections to start with (``sections``, nearest the question first) and, when the course has units,
    the learning sessions. States nothing about the subject. Pure apart from the phrase table."""
    parts = [phrase("study_coach", language)]
    if sections:
        parts.append(phrase("study_coach.start_with", language, topics="; ".join(f"“{s}”" for s in sections)))
    if has_units:
        parts.append(phrase("study_coach.sessions", language))
    return " ".join(parts)
