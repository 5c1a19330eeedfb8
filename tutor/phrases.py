"""The tutor's own sentences, in the student's language.

A student who asks in Spanish reads the tutor's words in Spanish: the lead-in of an answer, the
closing question, a refusal and its suggestions, the pointer to a prerequisite. The course's text is
quoted as it is written, in its own language (we never machine-translate course material offline).
Languages (``LANGUAGES``): English, Spanish, French, German, Portuguese and Chinese, every sentence,
written by the team. Partly covered (``PARTIAL_LANGUAGES``: the other languages the detector knows
but Hindi, i.e. Italian, Dutch, Arabic, Russian, Japanese, Korean, Turkish, Indonesian, Polish,
Vietnamese, Swahili and Tagalog): the sentences of ``PARTIAL_KEYS`` only, which are those of a hedged
reply (the hedge, the cross-lingual hedge, "closest in your course" and its suggestions), the greeting,
the sign-off and the plain refusal; their other sentences (the lead-in of an answer, the persona's
closing, study coaching...) are English. Any other language (or an unsure detector, or Hindi, whose
students read English in class) gets English. The safety and integrity replies have their own
translations (tutor/guardrails/replies.py).

``phrase(key, language, **values)`` is the one way to a sentence; a missing translation falls back
to English rather than failing. These sentences follow the language of the question, not the
interface, so they live here rather than in the gettext catalogues (locale/); only when the question's
language is unknown does the interface language decide.
"""

from __future__ import annotations

LANGUAGES = ("en", "es", "fr", "de", "pt", "zh")  # every key
PARTIAL_LANGUAGES = ("it", "nl", "ar", "ru", "uk", "ja", "ko", "tr", "id", "pl", "vi", "sw", "tl", "ro", "fa", "cs", "sv",
                     "fi", "hu", "lt", "et", "sk")  # PARTIAL_KEYS only
PARTIAL_KEYS = ("hedge", "hedge.cross_lingual", "hedge.closest", "suggest.rephrase", "suggest.ask_about", "greeting",
                "sign_off", "refusal")

PHRASES: dict[str, dict[str, str]] = {
    "lead_in": {
        "en": "Here is what your course materials say:",
        "es": "Esto es lo que dicen los materiales de tu curso (citados en su idioma original):",
        "fr": "Voici ce que disent les documents de ton cours (cités dans leur langue d'origine) :",
        "de": "Das steht in deinen Kursmaterialien (zitiert in ihrer Originalsprache):",
        "pt": "Isto é o que dizem os materiais do seu curso (citados no idioma original):",
        "zh": "以下是你的课程资料中的内容（按原文语言引用）：",
    },
    "closing.socratic_guide": {
        "en": "How would you explain this in your own words?",
        "es": "¿Cómo lo explicarías con tus propias palabras?",
        "fr": "Comment l'expliquerais-tu avec tes propres mots ?",
        "de": "Wie würdest du das mit eigenen Worten erklären?",
        "pt": "Como você explicaria isso com suas próprias palavras?",
        "zh": "你会如何用自己的话来解释这一点？",
    },
    "closing.step_by_step_coach": {
        "en": "Work through it one piece at a time, and ask about any step that is unclear.",
        "es": "Avanza paso a paso y pregunta por cualquier paso que no te quede claro.",
        "fr": "Avance étape par étape et pose une question sur toute étape qui n'est pas claire.",
        "de": "Geh Schritt für Schritt vor und frag nach jedem Schritt, der dir unklar ist.",
        "pt": "Avance um passo de cada vez e pergunte sobre qualquer passo que não esteja claro.",
        "zh": "一步一步来，哪一步不清楚就问我。",
    },
    "closing.quick_explainer": {lang: "" for lang in LANGUAGES},
    "refusal": {
        "en": "I couldn't find this in your course materials, so I won't guess. "
              "Try rephrasing with the words your course uses, or ask your teacher where it is covered.",
        "es": "No encontré esto en los materiales de tu curso, así que no voy a adivinar. "
              "Prueba a reformular la pregunta con las palabras que usa tu curso, o pregunta a tu profesor dónde se trata.",
        "fr": "Je n'ai pas trouvé cela dans les documents de ton cours, donc je ne vais pas deviner. "
              "Essaie de reformuler avec les mots qu'emploie ton cours, ou demande à ton enseignant où c'est traité.",
        "de": "Ich habe das in deinen Kursmaterialien nicht gefunden, deshalb rate ich nicht. "
              "Formuliere die Frage mit den Begriffen deines Kurses um oder frag deine Lehrkraft, wo das behandelt wird.",
        "pt": "Não encontrei isto nos materiais do seu curso, por isso não vou adivinhar. "
              "Tente reformular com as palavras que o seu curso usa, ou pergunte ao seu professor onde isso é tratado.",
        "zh": "我在你的课程资料中没有找到相关内容，所以不会猜测。请试着用课程里使用的词语重新提问，或者问问老师这部分内容在哪里讲过。",
        "it": "Non ho trovato questo nei materiali del tuo corso, quindi non tirerò a indovinare. Prova a "
              "riformulare con le parole usate dal tuo corso, oppure chiedi al tuo insegnante dove viene "
              "trattato.",
        "nl": "Ik heb dit niet gevonden in je cursusmateriaal, dus ik ga niet gokken. Probeer je vraag anders "
              "te stellen met de woorden die je cursus gebruikt, of vraag je docent waar het behandeld wordt.",
        "ar": "لم أجد هذا في مواد مقررك، لذلك لن أخمّن. حاول إعادة صياغة السؤال بالكلمات التي يستخدمها مقررك، "
              "أو اسأل معلّمك أين يُشرح ذلك.",
        "ru": "Мне не удалось найти это в материалах вашего курса, поэтому я не буду гадать. Попробуйте "
              "переформулировать вопрос словами, которые используются в курсе, или спросите преподавателя, где "
              "эта тема разбирается.",
        "uk": (
            "Мені не вдалося знайти це в матеріалах вашого курсу, тому я не гадатиму. Спробуйте "
            "переформулювати питання словами, які вживаються в курсі, або запитайте викладача, де цю тему"
            " розглядають."
        ),
        "ja": "コースの資料の中にこの内容が見つからなかったので、推測で答えることはしません。"
              "コースで使われている言葉で質問を言い換えるか、どこで扱われているか先生に聞いてみてください。",
        "ko": "강의 자료에서 이 내용을 찾지 못해서 추측으로 답하지 않을게요. "
              "강의에서 쓰는 표현으로 질문을 바꿔 보거나, 어디에서 다루는지 선생님께 물어보세요.",
        "tr": "Bunu ders materyallerinde bulamadım, bu yüzden tahmin yürütmeyeceğim. Sorunu dersinde "
              "kullanılan kelimelerle yeniden sormayı dene ya da öğretmenine bunun nerede işlendiğini sor.",
        "id": "Aku tidak menemukan ini di materi kursusmu, jadi aku tidak akan menebak. Coba ubah pertanyaanmu "
              "dengan kata-kata yang dipakai kursusmu, atau tanyakan kepada gurumu di bagian mana hal ini "
              "dibahas.",
        "pl": "Nie udało mi się znaleźć tego w materiałach twojego kursu, więc nie będę zgadywać. Spróbuj "
              "sformułować pytanie słowami, których używa twój kurs, albo zapytaj nauczyciela, gdzie ten temat "
              "jest omawiany.",
        "vi": "Mình không tìm thấy nội dung này trong tài liệu khóa học của bạn, nên mình sẽ không đoán. Hãy "
              "thử diễn đạt lại bằng những từ mà khóa học dùng, hoặc hỏi giáo viên xem phần này được dạy ở đâu.",
        "sw": "Sikupata hili katika nyenzo za kozi yako, kwa hiyo sitakisia. Jaribu kuuliza upya kwa maneno "
              "yanayotumiwa na kozi yako, au muulize mwalimu wako mahali linapofundishwa.",
        "tl": "Hindi ko ito nakita sa mga materyales ng iyong kurso, kaya hindi ako manghuhula. Subukang "
              "ibahin ang tanong gamit ang mga salitang ginagamit ng iyong kurso, o tanungin ang iyong guro "
              "kung saan ito tinalakay.",
        "ro": "Nu am găsit asta în materialele cursului tău, așa că nu voi ghici. Încearcă să reformulezi "
              "cu cuvintele folosite în curs sau întreabă-ți profesorul unde este tratat subiectul.",
        "fa": "این را در مطالب درسی تو پیدا نکردم، پس حدس نمی‌زنم. سعی کن پرسشت را با واژه‌هایی که درس به "
              "کار می‌برد دوباره بنویسی، یا از معلمت بپرس کجا به آن پرداخته شده است.",
        "cs": "V materiálech tvého kurzu jsem to nenašel, takže nebudu hádat. Zkus otázku přeformulovat slovy, "
              "která používá tvůj kurz, nebo se zeptej vyučujícího, kde se to probírá.",
        "sv": "Jag hittade inte det här i ditt kursmaterial, så jag tänker inte gissa. Försök formulera om frågan "
              "med de ord din kurs använder, eller fråga din lärare var det tas upp.",
        "fi": "En löytänyt tätä kurssimateriaaleistasi, joten en arvaa. Kokeile muotoilla kysymys kurssisi "
              "käyttämillä sanoilla tai kysy opettajaltasi, missä aihetta käsitellään.",
        "hu": "Ezt nem találtam meg a kurzusod anyagaiban, ezért nem fogok találgatni. Próbáld átfogalmazni a "
              "kérdést a kurzusod szavaival, vagy kérdezd meg a tanárodat, hol szerepel ez a téma.",
        "lt": "Tavo kurso medžiagoje to neradau, todėl nespėliosiu. Pabandyk perfrazuoti klausimą žodžiais, kuriuos "
              "vartoja tavo kursas, arba paklausk mokytojo, kur tai aiškinama.",
        "et": "Ma ei leidnud seda su kursuse materjalidest, seega ma ei hakka arvama. Proovi küsimus ümber "
              "sõnastada sõnadega, mida su kursus kasutab, või küsi õpetajalt, kus seda käsitletakse.",
        "sk": "V materiáloch tvojho kurzu som to nenašiel, takže nebudem hádať. Skús otázku preformulovať slovami, "
              "ktoré používa tvoj kurz, alebo sa opýtaj vyučujúceho, kde sa to preberá.",
    },
    "refusal.word": {
        "en": "Your course materials never mention “{word}”, so I won't guess. If your teacher covered it under "
              "another name, try the words your course uses, or ask your teacher where it is covered.",
        "es": "Los materiales de tu curso nunca mencionan «{word}», así que no voy a adivinar. Si tu profesor lo "
              "trató con otro nombre, prueba con las palabras de tu curso, o pregúntale dónde se trata.",
        "fr": "Les documents de ton cours ne mentionnent jamais « {word} », donc je ne vais pas deviner. Si ton "
              "enseignant l'a traité sous un autre nom, essaie les mots de ton cours, ou demande-lui où c'est traité.",
        "de": "Deine Kursmaterialien erwähnen „{word}“ nirgends, deshalb rate ich nicht. Falls deine Lehrkraft es "
              "unter einem anderen Namen behandelt hat, versuch es mit den Begriffen deines Kurses oder frag nach.",
        "pt": "Os materiais do seu curso nunca mencionam “{word}”, por isso não vou adivinhar. Se o seu professor "
              "tratou disso com outro nome, tente as palavras do curso, ou pergunte onde isso é tratado.",
        "zh": "你的课程资料从未提到“{word}”，所以我不会猜测。如果老师用别的名称讲过，请试试课程里的说法，或者问问老师在哪里讲过。",
    },
    "refusal.not_answered": {
        "en": "Your course materials come close to this, but none of the passages I found answers it, so I won't "
              "guess. Try one of the related topics below, or ask your teacher where it is covered.",
        "es": "Los materiales de tu curso se acercan a esto, pero ninguno de los pasajes que encontré lo responde, "
              "así que no voy a adivinar. Prueba uno de los temas relacionados de abajo, o pregunta a tu profesor.",
        "fr": "Les documents de ton cours s'en approchent, mais aucun des passages trouvés n'y répond, donc je ne "
              "vais pas deviner. Essaie un des sujets proches ci-dessous, ou demande à ton enseignant.",
        "de": "Deine Kursmaterialien kommen dem nahe, aber keine der gefundenen Stellen beantwortet es, deshalb rate "
              "ich nicht. Versuch eines der verwandten Themen unten oder frag deine Lehrkraft.",
        "pt": "Os materiais do seu curso chegam perto disso, mas nenhum dos trechos que encontrei responde, por isso "
              "não vou adivinhar. Tente um dos temas relacionados abaixo, ou pergunte ao seu professor.",
        "zh": "你的课程资料与此相关，但我找到的段落都没有回答这个问题，所以我不会猜测。试试下面的相关主题，或者问问老师。",
    },
    "refusal.empty_course": {
        "en": "Your teacher hasn't added any course materials for the tutor yet, so there is nothing I can answer from.",
        "es": "Tu profesor todavía no ha añadido materiales del curso para el tutor, así que no tengo de dónde responder.",
        "fr": "Ton enseignant n'a pas encore ajouté de documents de cours pour le tuteur : je n'ai rien sur quoi m'appuyer.",
        "de": "Deine Lehrkraft hat noch keine Kursmaterialien für den Tutor hinzugefügt, daher kann ich nichts beantworten.",
        "pt": "O seu professor ainda não adicionou materiais do curso para o tutor, por isso não tenho de onde responder.",
        "zh": "你的老师还没有为辅导员添加任何课程资料，所以我没有可以依据的内容。",
    },
    "suggest.rephrase": {
        "en": "Rephrase your question using the course's terms",
        "es": "Reformula tu pregunta con los términos del curso",
        "fr": "Reformule ta question avec les termes du cours",
        "de": "Formuliere deine Frage mit den Begriffen des Kurses",
        "pt": "Reformule a sua pergunta com os termos do curso",
        "zh": "用课程中的术语重新表述你的问题",
        "it": "Riformula la domanda con i termini del corso",
        "nl": "Herformuleer je vraag met de termen van de cursus",
        "ar": "أعد صياغة سؤالك بمصطلحات المقرر",
        "ru": "Переформулируйте вопрос, используя термины курса",
        "uk": "Переформулюйте питання, використовуючи терміни курсу",
        "ja": "コースの用語を使って質問を言い換える",
        "ko": "강의에서 쓰는 용어로 질문 바꿔 보기",
        "tr": "Sorunu dersin terimleriyle yeniden ifade et",
        "id": "Ubah pertanyaanmu dengan istilah yang dipakai kursus",
        "pl": "Sformułuj pytanie inaczej, używając terminów z kursu",
        "vi": "Diễn đạt lại câu hỏi bằng các thuật ngữ của khóa học",
        "sw": "Uliza swali lako upya kwa kutumia maneno ya kozi",
        "tl": "Ibahin ang tanong gamit ang mga termino ng kurso",
        "ro": "Reformulează întrebarea folosind termenii cursului",
        "fa": "پرسشت را با اصطلاحات درس دوباره بنویس",
        "cs": "Přeformuluj otázku pomocí pojmů z kurzu",
        "sv": "Formulera om frågan med kursens begrepp",
        "fi": "Muotoile kysymys uudelleen kurssin käsitteillä",
        "hu": "Fogalmazd át a kérdést a kurzus fogalmaival",
        "lt": "Perfrazuok klausimą kurso sąvokomis",
        "et": "Sõnasta küsimus ümber kursuse mõistetega",
        "sk": "Preformuluj otázku pomocou pojmov z kurzu",
    },
    "suggest.empty_course": {
        "en": "Ask your teacher to upload the course notes",
        "es": "Pide a tu profesor que suba los apuntes del curso",
        "fr": "Demande à ton enseignant de déposer les notes du cours",
        "de": "Bitte deine Lehrkraft, die Kursunterlagen hochzuladen",
        "pt": "Peça ao seu professor para enviar as notas do curso",
        "zh": "请老师上传课程笔记",
    },
    "suggest.ask_about": {
        "en": "Ask about “{title}”",
        "es": "Pregunta sobre «{title}»",
        "fr": "Pose une question sur « {title} »",
        "de": "Frag nach „{title}“",
        "pt": "Pergunte sobre “{title}”",
        "zh": "询问“{title}”",
        "it": "Chiedi di «{title}»",
        "nl": "Vraag naar ‘{title}’",
        "ar": "اسأل عن «{title}»",
        "ru": "Спросите о «{title}»",
        "uk": "Запитайте про «{title}»",
        "ja": "「{title}」について質問する",
        "ko": "“{title}”에 대해 물어보기",
        "tr": "“{title}” hakkında sor",
        "id": "Tanyakan tentang “{title}”",
        "pl": "Zapytaj o „{title}”",
        "vi": "Hỏi về “{title}”",
        "sw": "Uliza kuhusu “{title}”",
        "tl": "Magtanong tungkol sa “{title}”",
        "ro": "Întreabă despre „{title}”",
        "fa": "دربارهٔ «{title}» بپرس",
        "cs": "Zeptej se na „{title}“",
        "sv": "Fråga om ”{title}”",
        "fi": "Kysy aiheesta ”{title}”",
        "hu": "Kérdezz erről: „{title}”",
        "lt": "Paklausk apie „{title}“",
        "et": "Küsi teema „{title}“ kohta",
        "sk": "Opýtaj sa na „{title}“",
    },
    "nudge.prerequisite": {
        "en": "Before going further, make sure of “{title}”: it comes first, and you haven't practised it yet.",
        "es": "Antes de seguir, asegúrate de dominar «{title}»: va primero, y todavía no lo has practicado.",
        "fr": "Avant d'aller plus loin, assure-toi de maîtriser « {title} » : cela vient d'abord, et tu ne l'as pas encore pratiqué.",
        "de": "Bevor du weitermachst, sieh zu, dass „{title}“ sitzt: Es kommt zuerst, und du hast es noch nicht geübt.",
        "pt": "Antes de continuar, garanta que domina “{title}”: vem primeiro, e você ainda não praticou.",
        "zh": "在继续之前，请先掌握“{title}”：它是前置内容，而你还没有练习过。",
    },
    "hedge": {
        "en": "Your course materials do not seem to answer this directly, so I won't present anything as the answer. "
              "These are the closest passages in your course; check them, or ask your teacher.",
        "es": "Los materiales de tu curso no parecen responder esto directamente, así que no presentaré nada como la "
              "respuesta. Estos son los pasajes más cercanos de tu curso; revísalos o pregunta a tu profesor.",
        "fr": "Les documents de ton cours ne semblent pas répondre directement à cela, donc je ne présenterai rien comme "
              "la réponse. Voici les passages les plus proches de ton cours ; vérifie-les ou demande à ton enseignant.",
        "de": "Deine Kursmaterialien scheinen das nicht direkt zu beantworten, deshalb gebe ich nichts als Antwort aus. "
              "Das sind die nächstliegenden Stellen in deinem Kurs; sieh sie dir an oder frag deine Lehrkraft.",
        "pt": "Os materiais do seu curso não parecem responder a isto diretamente, por isso não vou apresentar nada "
              "como a resposta. Estes são os trechos mais próximos do seu curso; confira-os ou pergunte ao seu professor.",
        "zh": "你的课程资料似乎没有直接回答这个问题，所以我不会把任何内容当作答案。以下是课程中最接近的段落，请查看，或者问问老师。",
        "it": "I materiali del tuo corso non sembrano rispondere direttamente a questa domanda, quindi non "
              "presenterò nulla come la risposta. Questi sono i passaggi più vicini del tuo corso; controllali "
              "o chiedi al tuo insegnante.",
        "nl": "Je cursusmateriaal lijkt hier geen direct antwoord op te geven, dus ik presenteer niets als het "
              "antwoord. Dit zijn de passages uit je cursus die er het dichtst bij komen; bekijk ze of vraag "
              "het je docent.",
        "ar": "لا يبدو أن مواد مقررك تجيب عن هذا السؤال مباشرة، لذلك لن أقدّم أي شيء على أنه الإجابة. هذه أقرب "
              "المقاطع في مقررك؛ راجعها أو اسأل معلّمك.",
        "ru": "Похоже, материалы вашего курса не отвечают на этот вопрос напрямую, поэтому я не буду выдавать "
              "что-либо за ответ. Вот самые близкие фрагменты вашего курса; просмотрите их или спросите "
              "преподавателя.",
        "uk": (
            "Схоже, матеріали вашого курсу не відповідають на це питання прямо, тому я не видаватиму щось"
            " за відповідь. Ось найближчі фрагменти вашого курсу; перегляньте їх або запитайте викладача."
        ),
        "ja": "コースの資料にはこの質問への直接の答えがないようなので、答えとして示すことはしません。"
              "以下はコースの中で最も近い箇所です。確認するか、先生に質問してください。",
        "ko": "강의 자료가 이 질문에 직접 답하지 않는 것 같아서, 어떤 내용도 정답처럼 제시하지 않을게요. "
              "아래는 강의에서 가장 가까운 부분이에요. 확인해 보거나 선생님께 물어보세요.",
        "tr": "Ders materyallerin bu soruyu doğrudan yanıtlamıyor gibi görünüyor, bu yüzden hiçbir şeyi cevap "
              "olarak sunmayacağım. Bunlar dersindeki en yakın bölümler; onlara göz at ya da öğretmenine sor.",
        "id": "Materi kursusmu tampaknya tidak menjawab pertanyaan ini secara langsung, jadi aku tidak akan "
              "menyajikan apa pun sebagai jawabannya. Ini bagian-bagian yang paling dekat di kursusmu; "
              "periksalah, atau tanyakan kepada gurumu.",
        "pl": "Materiały twojego kursu chyba nie odpowiadają na to pytanie bezpośrednio, więc nie przedstawię "
              "niczego jako odpowiedzi. Oto najbliższe fragmenty twojego kursu; przejrzyj je albo zapytaj "
              "nauczyciela.",
        "vi": "Tài liệu khóa học của bạn dường như không trả lời trực tiếp câu hỏi này, nên mình sẽ không đưa "
              "ra điều gì như là câu trả lời. Đây là những đoạn gần nhất trong khóa học của bạn; hãy xem lại, "
              "hoặc hỏi giáo viên của bạn.",
        "sw": "Nyenzo za kozi yako hazionekani kujibu swali hili moja kwa moja, kwa hiyo sitawasilisha "
              "chochote kama jibu. Hizi ndizo sehemu zilizo karibu zaidi katika kozi yako; zisome, au muulize "
              "mwalimu wako.",
        "tl": "Mukhang hindi direktang sinasagot ng mga materyales ng iyong kurso ang tanong na ito, kaya "
              "hindi ako magbibigay ng anuman bilang sagot. Ito ang mga pinakamalapit na bahagi sa iyong "
              "kurso; basahin ang mga ito, o magtanong sa iyong guro.",
        "ro": "Materialele cursului tău nu par să răspundă direct la această întrebare, așa că nu voi "
              "prezenta nimic drept răspuns. Acestea sunt cele mai apropiate pasaje din cursul tău; "
              "verifică-le sau întreabă-ți profesorul.",
        "fa": "به نظر نمی‌رسد مطالب درسی تو مستقیماً به این پرسش پاسخ بدهد، پس چیزی را به عنوان پاسخ ارائه "
              "نمی‌کنم. این‌ها نزدیک‌ترین بخش‌های درس تو هستند؛ آن‌ها را بررسی کن یا از معلمت بپرس.",
        "cs": "Zdá se, že materiály tvého kurzu na tohle přímo neodpovídají, takže nic nebudu vydávat za odpověď. "
              "Tady jsou nejbližší pasáže z tvého kurzu; projdi si je, nebo se zeptej vyučujícího.",
        "sv": "Ditt kursmaterial verkar inte svara direkt på det här, så jag tänker inte lägga fram något som "
              "svaret. Här är de närmaste avsnitten i din kurs; titta igenom dem eller fråga din lärare.",
        "fi": "Kurssimateriaalisi eivät näytä vastaavan tähän suoraan, joten en esitä mitään vastauksena. Tässä "
              "ovat kurssisi lähimmät kohdat; tarkista ne tai kysy opettajaltasi.",
        "hu": "Úgy tűnik, a kurzusod anyagai nem válaszolnak erre közvetlenül, ezért semmit sem adok elő "
              "válaszként. Ezek a kurzusod legközelebbi részletei; nézd át őket, vagy kérdezd meg a tanárodat.",
        "lt": "Panašu, kad tavo kurso medžiaga į tai tiesiogiai neatsako, todėl nieko nepateiksiu kaip atsakymo. "
              "Štai artimiausios tavo kurso ištraukos; peržiūrėk jas arba paklausk savo mokytojo.",
        "et": "Tundub, et su kursuse materjalid ei vasta sellele otse, seega ma ei esita midagi vastusena. Siin on "
              "su kursuse lähimad lõigud; vaata need üle või küsi oma õpetajalt.",
        "sk": "Zdá sa, že materiály tvojho kurzu na toto priamo neodpovedajú, takže nič nebudem vydávať za odpoveď. "
              "Tu sú najbližšie pasáže z tvojho kurzu; prezri si ich alebo sa opýtaj vyučujúceho.",
    },
    "hedge.other_language": {
        "en": "The closest passages in your course are written in another language than your question, so I can't be sure "
              "they answer it exactly. Here they are, quoted as written.",
        "es": "Los pasajes más cercanos de tu curso están escritos en otro idioma que tu pregunta, así que no puedo asegurar "
              "que la respondan exactamente. Aquí están, citados tal como están.",
        "fr": "Les passages les plus proches de ton cours sont écrits dans une autre langue que ta question, donc je ne peux "
              "pas garantir qu'ils y répondent exactement. Les voici, cités tels quels.",
        "de": "Die nächstliegenden Stellen in deinem Kurs sind in einer anderen Sprache als deine Frage geschrieben, daher "
              "kann ich nicht sicher sein, dass sie sie genau beantworten. Hier sind sie, im Original zitiert.",
        "pt": "Os trechos mais próximos do seu curso estão escritos em outro idioma que a sua pergunta, por isso não posso "
              "garantir que a respondam exatamente. Aqui estão eles, citados como estão.",
        "zh": "课程中最接近的段落使用的语言与你的问题不同，所以我不能确定它们是否准确回答了它。以下按原文引用。",
    },
    "hedge.cross_lingual": {
        "en": "Your course materials are written in another language than your question, so I can't be sure "
              "these passages answer it exactly. These are the closest passages in your course, quoted as written.",
        "es": "Los materiales de tu curso están en otro idioma que tu pregunta, así que no puedo asegurar que estos "
              "pasajes la respondan exactamente. Estos son los pasajes más cercanos de tu curso, citados tal como están.",
        "fr": "Les documents de ton cours sont dans une autre langue que ta question, donc je ne peux pas garantir que "
              "ces passages y répondent exactement. Voici les passages les plus proches de ton cours, cités tels quels.",
        "de": "Deine Kursmaterialien sind in einer anderen Sprache als deine Frage, daher kann ich nicht sicher sein, "
              "dass diese Stellen sie genau beantworten. Das sind die nächstliegenden Stellen in deinem Kurs, im Original zitiert.",
        "pt": "Os materiais do seu curso estão em outro idioma que a sua pergunta, por isso não posso garantir que estes "
              "trechos a respondam exatamente. Estes são os trechos mais próximos do seu curso, citados como estão.",
        "zh": "你的课程资料使用的语言与你的问题不同，所以我不能确定这些段落是否准确回答了它。以下是课程中最接近的段落，按原文引用。",
        "it": "I materiali del tuo corso sono scritti in una lingua diversa da quella della tua domanda, "
              "quindi non posso garantire che questi passaggi rispondano esattamente. Questi sono i passaggi "
              "più vicini del tuo corso, citati così come sono scritti.",
        "nl": "Je cursusmateriaal is in een andere taal geschreven dan je vraag, dus ik weet niet zeker of "
              "deze passages er precies antwoord op geven. Dit zijn de passages uit je cursus die er het "
              "dichtst bij komen, geciteerd zoals ze geschreven zijn.",
        "ar": "مواد مقررك مكتوبة بلغة غير لغة سؤالك، لذلك لا أستطيع التأكد من أن هذه المقاطع تجيب عنه تمامًا. "
              "هذه أقرب المقاطع في مقررك، مقتبسة كما كُتبت.",
        "ru": "Материалы вашего курса написаны на другом языке, чем ваш вопрос, поэтому я не могу "
              "гарантировать, что эти фрагменты точно на него отвечают. Вот самые близкие фрагменты вашего "
              "курса, процитированные без изменений.",
        "uk": (
            "Матеріали вашого курсу написані іншою мовою, ніж ваше питання, тому я не можу гарантувати, "
            "що ці фрагменти точно на нього відповідають. Ось найближчі фрагменти вашого курсу, "
            "процитовані без змін."
        ),
        "ja": "コースの資料は質問とは別の言語で書かれているため、これらの箇所が質問に正確に答えているかは断言できません。"
              "以下はコースの中で最も近い箇所で、原文のまま引用しています。",
        "ko": "강의 자료가 질문과 다른 언어로 쓰여 있어서, 이 부분들이 질문에 정확히 답하는지 확신할 수 없어요. "
              "아래는 강의에서 가장 가까운 부분이며, 원문 그대로 인용했어요.",
        "tr": "Ders materyallerin sorundan farklı bir dilde yazılmış, bu yüzden bu bölümlerin soruyu tam "
              "olarak yanıtladığından emin olamam. Bunlar dersindeki en yakın bölümler, yazıldıkları gibi "
              "alıntılandı.",
        "id": "Materi kursusmu ditulis dalam bahasa yang berbeda dari pertanyaanmu, jadi aku tidak bisa "
              "memastikan bagian-bagian ini menjawabnya dengan tepat. Ini bagian-bagian yang paling dekat di "
              "kursusmu, dikutip sesuai aslinya.",
        "pl": "Materiały twojego kursu są napisane w innym języku niż twoje pytanie, więc nie mogę mieć "
              "pewności, że te fragmenty dokładnie na nie odpowiadają. Oto najbliższe fragmenty twojego kursu, "
              "cytowane w oryginale.",
        "vi": "Tài liệu khóa học của bạn được viết bằng ngôn ngữ khác với câu hỏi của bạn, nên mình không chắc "
              "những đoạn này trả lời đúng câu hỏi. Đây là những đoạn gần nhất trong khóa học của bạn, được "
              "trích nguyên văn.",
        "sw": "Nyenzo za kozi yako zimeandikwa kwa lugha tofauti na ya swali lako, kwa hiyo siwezi kuwa na "
              "uhakika kwamba sehemu hizi zinalijibu kikamilifu. Hizi ndizo sehemu zilizo karibu zaidi katika "
              "kozi yako, zimenukuliwa kama zilivyoandikwa.",
        "tl": "Nakasulat ang mga materyales ng iyong kurso sa ibang wika kaysa sa iyong tanong, kaya hindi ako "
              "sigurado kung eksaktong sinasagot ito ng mga bahaging ito. Ito ang mga pinakamalapit na bahagi "
              "sa iyong kurso, sinipi kung paano isinulat.",
        "ro": "Materialele cursului tău sunt scrise în altă limbă decât întrebarea ta, așa că nu pot fi "
              "sigur că aceste pasaje îi răspund exact. Acestea sunt cele mai apropiate pasaje din cursul "
              "tău, citate așa cum sunt scrise.",
        "fa": "مطالب درسی تو به زبانی غیر از زبان پرسش تو نوشته شده است، پس نمی‌توانم مطمئن باشم که این "
              "بخش‌ها دقیقاً به آن پاسخ می‌دهند. این‌ها نزدیک‌ترین بخش‌های درس تو هستند، همان‌طور که نوشته "
              "شده‌اند.",
        "cs": "Materiály tvého kurzu jsou napsané v jiném jazyce než tvoje otázka, takže si nemůžu být jistý, že "
              "tyto pasáže na ni přesně odpovídají. Tady jsou nejbližší pasáže z tvého kurzu, citované v původním "
              "znění.",
        "sv": "Ditt kursmaterial är skrivet på ett annat språk än din fråga, så jag kan inte vara säker på att de "
              "här avsnitten svarar exakt på den. Här är de närmaste avsnitten i din kurs, citerade som de är "
              "skrivna.",
        "fi": "Kurssimateriaalisi on kirjoitettu eri kielellä kuin kysymyksesi, joten en voi olla varma, että nämä "
              "kohdat vastaavat siihen täsmälleen. Tässä ovat kurssisi lähimmät kohdat alkuperäisessä muodossaan.",
        "hu": "A kurzusod anyagai más nyelven íródtak, mint a kérdésed, ezért nem lehetek biztos benne, hogy ezek a "
              "részletek pontosan megválaszolják. Ezek a kurzusod legközelebbi részletei, eredeti formájukban "
              "idézve.",
        "lt": "Tavo kurso medžiaga parašyta kita kalba nei tavo klausimas, todėl negaliu būti tikras, kad šios "
              "ištraukos tiksliai į jį atsako. Štai artimiausios tavo kurso ištraukos, cituojamos originalo kalba.",
        "et": "Su kursuse materjalid on kirjutatud teises keeles kui su küsimus, seega ma ei saa olla kindel, et "
              "need lõigud sellele täpselt vastavad. Siin on su kursuse lähimad lõigud, tsiteeritud "
              "originaalkeeles.",
        "sk": "Materiály tvojho kurzu sú napísané v inom jazyku ako tvoja otázka, takže si nemôžem byť istý, že "
              "tieto pasáže na ňu presne odpovedajú. Tu sú najbližšie pasáže z tvojho kurzu, citované v pôvodnom "
              "znení.",
    },
    "hedge.closest": {
        "en": "Closest in your course",
        "es": "Lo más cercano en tu curso",
        "fr": "Le plus proche dans ton cours",
        "de": "Am nächsten in deinem Kurs",
        "pt": "O mais próximo no seu curso",
        "zh": "课程中最接近的内容",
        "it": "I passaggi più vicini del tuo corso",
        "nl": "Het dichtst bij in je cursus",
        "ar": "الأقرب في مقررك",
        "ru": "Ближе всего в вашем курсе",
        "uk": "Найближче у вашому курсі",
        "ja": "コースの中で最も近い箇所",
        "ko": "강의에서 가장 가까운 부분",
        "tr": "Dersindeki en yakın bölümler",
        "id": "Paling dekat di kursusmu",
        "pl": "Najbliższe w twoim kursie",
        "vi": "Gần nhất trong khóa học của bạn",
        "sw": "Zilizo karibu zaidi katika kozi yako",
        "tl": "Pinakamalapit sa iyong kurso",
        "ro": "Cel mai apropiat din cursul tău",
        "fa": "نزدیک‌ترین بخش‌ها در درس تو",
        "cs": "Nejblíže ve tvém kurzu",
        "sv": "Närmast i din kurs",
        "fi": "Lähimmät kohdat kurssillasi",
        "hu": "A legközelebbi részek a kurzusodban",
        "lt": "Artimiausia tavo kurse",
        "et": "Lähim sinu kursusel",
        "sk": "Najbližšie v tvojom kurze",
    },
    "sign_off": {
        "en": "You're welcome. Good luck with your studying, and come back any time you have a question about the course.",
        "es": "De nada. Mucho ánimo con el estudio, y vuelve cuando tengas una pregunta sobre el curso.",
        "fr": "Avec plaisir. Bon courage pour tes révisions, et reviens quand tu as une question sur le cours.",
        "de": "Gern geschehen. Viel Erfolg beim Lernen, und komm wieder, wenn du eine Frage zum Kurs hast.",
        "pt": "De nada. Bons estudos, e volte sempre que tiver uma pergunta sobre o curso.",
        "zh": "不客气。祝你学习顺利，对课程有问题时随时回来问我。",
        "it": "Prego. Buono studio, e torna quando vuoi se hai una domanda sul corso.",
        "nl": "Graag gedaan. Succes met studeren, en kom terug wanneer je een vraag over de cursus hebt.",
        "ar": "على الرحب والسعة. بالتوفيق في دراستك، وعُد في أي وقت يكون لديك فيه سؤال عن المقرر.",
        "ru": "Пожалуйста. Удачи в учёбе, и возвращайтесь в любое время, когда появится вопрос по курсу.",
        "uk": "Будь ласка. Успіхів у навчанні, і повертайтеся будь-коли, коли з'явиться питання щодо курсу.",
        "ja": "どういたしまして。勉強がんばってください。コースについて質問があれば、いつでも戻ってきてくださいね。",
        "ko": "천만에요. 공부 잘 하시고, 강의에 대해 궁금한 게 생기면 언제든 다시 오세요.",
        "tr": "Rica ederim. Çalışmalarında başarılar; ders hakkında bir sorun olduğunda istediğin zaman geri "
              "gel.",
        "id": "Sama-sama. Semoga sukses belajarnya, dan kembalilah kapan saja kalau ada pertanyaan tentang "
              "kursus.",
        "pl": "Nie ma za co. Powodzenia w nauce i wracaj, kiedy tylko będziesz mieć pytanie o kurs.",
        "vi": "Không có gì. Chúc bạn học tốt, và quay lại bất cứ lúc nào bạn có câu hỏi về khóa học nhé.",
        "sw": "Karibu. Kila la heri katika masomo yako, na urudi wakati wowote ukiwa na swali kuhusu kozi.",
        "tl": "Walang anuman. Galingan mo sa pag-aaral, at bumalik ka anumang oras kapag may tanong ka tungkol "
              "sa kurso.",
        "ro": "Cu plăcere. Spor la învățat și revino oricând ai o întrebare despre curs.",
        "fa": "خواهش می‌کنم. در درس خواندن موفق باشی، و هر وقت سؤالی دربارهٔ درس داشتی برگرد.",
        "cs": "Není zač. Hodně štěstí s učením a vrať se, kdykoli budeš mít otázku ke kurzu.",
        "sv": "Varsågod. Lycka till med pluggandet, och kom tillbaka när du har en fråga om kursen.",
        "fi": "Ole hyvä. Onnea opiskeluun, ja palaa milloin tahansa, kun sinulla on kysyttävää kurssista.",
        "hu": "Szívesen. Sok sikert a tanuláshoz, és gyere vissza bármikor, ha kérdésed van a kurzussal kapcsolatban.",
        "lt": "Prašom. Sėkmės mokantis, ir sugrįžk bet kada, kai turėsi klausimą apie kursą.",
        "et": "Palun väga. Edu õppimisel ja tule tagasi alati, kui sul on kursuse kohta küsimus.",
        "sk": "Niet za čo. Veľa šťastia pri učení a vráť sa, kedykoľvek budeš mať otázku ku kurzu.",
    },
    "emergency_now": {
        "en": "If someone is hurt or in danger right now, call the emergency services first: 999 or 112 in the UK and "
              "Europe, 911 in North America, or your local number. Don't put yourself in danger to reach them (don't "
              "climb down, go in or touch anything live), and if something was swallowed keep the container and tell "
              "the operator what it was. Follow what the operator tells you. Once everyone is safe, I'm here to go "
              "over the course with you.",
        "es": "Si alguien está herido o en peligro ahora mismo, llama primero a emergencias: 112 en Europa, 911 en "
              "América, o el número de tu país. No te pongas en peligro para llegar hasta esa persona (no bajes, no "
              "entres, no toques nada con corriente) y, si tragó algo, guarda el envase y di al operador qué era. "
              "Sigue sus indicaciones. Cuando todos estén a salvo, repasamos el curso juntos.",
        "fr": "Si quelqu'un est blessé ou en danger en ce moment, appelle d'abord les secours : le 112 (ou le 15 en "
              "France), le 911 en Amérique du Nord, ou le numéro de ton pays. Ne te mets pas en danger pour l'atteindre "
              "(ne descends pas, n'entre pas, ne touche rien sous tension) et, si un produit a été avalé, garde "
              "l'emballage et dis à l'opérateur ce que c'était. Suis ses consignes. Quand tout le monde sera en "
              "sécurité, je serai là pour revoir le cours avec toi.",
        "de": "Wenn gerade jemand verletzt oder in Gefahr ist, ruf zuerst den Notruf: 112 in Europa, 911 in "
              "Nordamerika oder die Nummer deines Landes. Bring dich nicht selbst in Gefahr, um die Person zu "
              "erreichen (nicht hinabsteigen, nicht hineingehen, nichts unter Strom berühren), und wenn etwas "
              "verschluckt wurde, heb die Verpackung auf und sag der Leitstelle, was es war. Folge ihren Anweisungen. "
              "Wenn alle in Sicherheit sind, gehen wir den Kurs gemeinsam durch.",
        "pt": "Se alguém está ferido ou em perigo agora, ligue primeiro para a emergência: 112 na Europa, 192 ou 193 "
              "no Brasil, 911 na América do Norte, ou o número do seu país. Não se coloque em perigo para chegar até a "
              "pessoa (não desça, não entre, não toque em nada energizado) e, se algo foi engolido, guarde a embalagem "
              "e diga ao atendente o que era. Siga as orientações dele. Quando todos estiverem em segurança, revisamos "
              "o curso juntos.",
        "zh": "如果现在有人受伤或处于危险中，请先拨打急救电话：中国大陆 120（火警 119），欧洲 112，北美 911，或你所在地的号码。"
              "不要为了接近对方让自己陷入危险（不要下去、不要进入、不要触碰带电的东西）；如果误食了东西，请保留包装并告诉接线员是什么。"
              "按照接线员的指示去做。等大家都安全了，我再陪你复习课程。",
    },
    "about_me": {
        "en": "I'm CourseTutor, the tutor your school set up for this course. I answer from your course materials and "
              "show you where each answer comes from. What would you like to go over?",
        "es": "Soy CourseTutor, el tutor que tu centro preparó para este curso. Respondo a partir de los materiales del curso "
              "y te muestro de dónde sale cada respuesta. ¿Qué quieres repasar?",
        "fr": "Je suis CourseTutor, le tuteur que ton établissement a mis en place pour ce cours. Je réponds à partir des "
              "documents du cours et je te montre d'où vient chaque réponse. Qu'est-ce que tu veux revoir ?",
        "de": "Ich bin CourseTutor, der Tutor, den deine Schule für diesen Kurs eingerichtet hat. Ich antworte aus deinen "
              "Kursmaterialien und zeige dir, woher jede Antwort stammt. Was möchtest du wiederholen?",
        "pt": "Sou o CourseTutor, o tutor que a sua escola configurou para este curso. Respondo a partir dos materiais do "
              "curso e mostro de onde vem cada resposta. O que você quer revisar?",
        "zh": "我是 CourseTutor，你的学校为这门课设置的辅导助手。我根据你的课程资料回答，并告诉你每个答案出自哪里。你想复习什么？",
    },
    "greeting": {
        "en": "Hi! What would you like to go over today? Ask me anything about your course materials.",
        "es": "¡Hola! ¿Qué quieres repasar hoy? Pregúntame lo que quieras sobre los materiales de tu curso.",
        "fr": "Bonjour ! Qu'est-ce que tu veux revoir aujourd'hui ? Pose-moi tes questions sur les documents de ton cours.",
        "de": "Hallo! Was möchtest du heute wiederholen? Frag mich alles zu deinen Kursmaterialien.",
        "pt": "Olá! O que você quer revisar hoje? Pergunte o que quiser sobre os materiais do seu curso.",
        "zh": "你好！今天想复习什么？关于课程资料的任何问题都可以问我。",
        "it": "Ciao! Che cosa vuoi ripassare oggi? Chiedimi qualsiasi cosa sui materiali del tuo corso.",
        "nl": "Hoi! Wat wil je vandaag doornemen? Vraag me alles over je cursusmateriaal.",
        "ar": "مرحبًا! ماذا تودّ أن تراجع اليوم؟ اسألني أي شيء عن مواد مقررك.",
        "ru": "Здравствуйте! Что бы вы хотели повторить сегодня? Спрашивайте что угодно о материалах вашего "
              "курса.",
        "uk": "Вітаю! Що б ви хотіли повторити сьогодні? Питайте будь-що про матеріали вашого курсу.",
        "ja": "こんにちは！今日は何を復習しましょうか？コースの資料について何でも聞いてください。",
        "ko": "안녕하세요! 오늘은 무엇을 복습해 볼까요? 강의 자료에 대해 무엇이든 물어보세요.",
        "tr": "Merhaba! Bugün neyi tekrar etmek istersin? Ders materyallerinle ilgili bana her şeyi "
              "sorabilirsin.",
        "id": "Halo! Apa yang ingin kamu pelajari ulang hari ini? Tanyakan apa saja tentang materi kursusmu.",
        "pl": "Cześć! Co chcesz dziś powtórzyć? Pytaj o wszystko, co dotyczy materiałów twojego kursu.",
        "vi": "Chào bạn! Hôm nay bạn muốn ôn lại phần nào? Cứ hỏi mình bất cứ điều gì về tài liệu khóa học nhé.",
        "sw": "Habari! Ungependa kupitia nini leo? Niulize chochote kuhusu nyenzo za kozi yako.",
        "tl": "Kumusta! Ano ang gusto mong balikan ngayon? Itanong mo sa akin ang kahit ano tungkol sa mga "
              "materyales ng iyong kurso.",
        "ro": "Salut! Ce ai vrea să recapitulăm azi? Întreabă-mă orice despre materialele cursului tău.",
        "fa": "سلام! امروز دوست داری چه چیزی را مرور کنیم؟ هر سؤالی دربارهٔ مطالب درسی‌ات داری از من بپرس.",
        "cs": "Ahoj! Co si dnes chceš zopakovat? Ptej se mě na cokoli z materiálů tvého kurzu.",
        "sv": "Hej! Vad vill du gå igenom i dag? Fråga mig vad du vill om ditt kursmaterial.",
        "fi": "Hei! Mitä haluaisit kerrata tänään? Kysy minulta mitä tahansa kurssimateriaaleistasi.",
        "hu": "Szia! Mit szeretnél ma átvenni? Kérdezz bármit a kurzusod anyagairól.",
        "lt": "Labas! Ką šiandien norėtum pakartoti? Klausk manęs bet ko apie savo kurso medžiagą.",
        "et": "Tere! Mida sa tahaksid täna üle korrata? Küsi minult ükskõik mida oma kursuse materjalide kohta.",
        "sk": "Ahoj! Čo si chceš dnes zopakovať? Pýtaj sa ma na čokoľvek z materiálov tvojho kurzu.",
    },
    "study_coach": {
        "en": "Your course materials don't give study advice for this, so I won't make any up. Here is how I can "
              "help you revise: pick one topic, ask me to explain it, explain it back to me in your own words, then ask "
              "me to quiz you on it, one question at a time.",
        "es": "Los materiales de tu curso no dan consejos de estudio para esto, así que no voy a inventarlos. Así te "
              "puedo ayudar a repasar: elige un tema, pídeme que te lo explique, explícamelo tú con tus palabras y "
              "luego pídeme que te haga preguntas sobre él, de una en una.",
        "fr": "Les documents de ton cours ne donnent pas de conseils de révision pour cela, donc je n'en invente pas. "
              "Voici comment je peux t'aider à réviser : choisis un thème, demande-moi de te l'expliquer, "
              "reformule-le avec tes mots, puis demande-moi de t'interroger dessus, une question à la fois.",
        "de": "Deine Kursmaterialien geben dazu keine Lerntipps, also erfinde ich keine. So kann ich dir beim "
              "Wiederholen helfen: Such dir ein Thema aus, lass es dir erklären, erklär es mir in eigenen Worten und "
              "lass dich dann dazu abfragen, eine Frage nach der anderen.",
        "pt": "Os materiais do seu curso não dão dicas de estudo para isso, então não vou inventar. Veja como posso "
              "ajudar na revisão: escolha um tema, peça que eu explique, explique de volta com suas palavras e depois "
              "peça que eu faça perguntas sobre ele, uma de cada vez.",
        "zh": "你的课程资料里没有这方面的学习建议，所以我不会编造。我可以这样帮你复习：选一个主题，让我讲解，"
              "再用你自己的话讲给我听，然后让我就这个主题一题一题地考你。",
    },
    "course_overview": {
        "en": "Your course covers these topics: {topics}. Ask me about any of them.",
        "es": "Tu curso trata estos temas: {topics}. Pregúntame sobre cualquiera de ellos.",
        "fr": "Ton cours traite ces thèmes : {topics}. Pose-moi une question sur l'un d'eux.",
        "de": "Dein Kurs behandelt diese Themen: {topics}. Frag mich zu jedem davon.",
        "pt": "O seu curso trata destes temas: {topics}. Pergunte-me sobre qualquer um deles.",
        "zh": "你的课程包括这些主题：{topics}。可以就其中任何一个问我。",
    },
    "study_coach.start_with": {
        "en": "Good places to start in your course: {topics}.",
        "es": "Buenos puntos de partida en tu curso: {topics}.",
        "fr": "De bons points de départ dans ton cours : {topics}.",
        "de": "Gute Einstiegspunkte in deinem Kurs: {topics}.",
        "pt": "Bons pontos de partida no seu curso: {topics}.",
        "zh": "课程中适合开始的部分：{topics}。",
    },
    "study_coach.sessions": {
        "en": "You can also start a learning session on this page: I'll take you through a unit step by step and "
              "keep track of what you have mastered.",
        "es": "También puedes empezar una sesión de aprendizaje en esta página: te guiaré por una unidad paso a paso "
              "y llevaré la cuenta de lo que ya dominas.",
        "fr": "Tu peux aussi lancer une séance d'apprentissage sur cette page : je te fais parcourir une unité étape "
              "par étape et je garde trace de ce que tu maîtrises.",
        "de": "Du kannst auf dieser Seite auch eine Lernsitzung starten: Ich gehe eine Einheit Schritt für Schritt "
              "mit dir durch und halte fest, was du schon beherrschst.",
        "pt": "Você também pode iniciar uma sessão de aprendizagem nesta página: eu conduzo você por uma unidade passo "
              "a passo e acompanho o que você já domina.",
        "zh": "你也可以在本页开始一次学习课程：我会一步步带你学完一个单元，并记录你已经掌握的内容。",
    },
    "empty_answer": {
        "en": "I couldn't put together an answer from the course materials. Try rephrasing your question.",
        "es": "No pude armar una respuesta a partir de los materiales del curso. Prueba a reformular tu pregunta.",
        "fr": "Je n'ai pas pu composer de réponse à partir des documents du cours. Essaie de reformuler ta question.",
        "de": "Ich konnte aus den Kursmaterialien keine Antwort zusammenstellen. Formuliere deine Frage bitte um.",
        "pt": "Não consegui montar uma resposta a partir dos materiais do curso. Tente reformular a sua pergunta.",
        "zh": "我无法根据课程资料组织出回答。请试着换个方式提问。",
    },
}


def language_of(language: str | None) -> str:
    """The language the tutor writes in for a detected ``language``: that language when covered,
    fully or partly (:func:`phrase` then gives English for a key it lacks); when the detector is
    unsure (``None``), the person's interface language (Django's active language: the page's, or the
    websocket connection's); English otherwise."""
    if not language:
        from django.utils.translation import get_language

        language = (get_language() or "en").split("-")[0]
    return language if language in LANGUAGES or language in PARTIAL_LANGUAGES else "en"


def phrase(key: str, language: str | None = None, **values: str) -> str:
    """The sentence ``key`` in ``language`` (English when there is no translation, e.g. a key
    outside ``PARTIAL_KEYS`` for a partly covered language), filled in."""
    texts = PHRASES[key]
    text = texts.get(language_of(language)) or texts["en"]
    return text.format(**values) if values else text


def every_language(key: str) -> frozenset[str]:
    """``key`` in every language (to recognise one of the tutor's own sentences, e.g. advice shown
    among suggested questions)."""
    return frozenset(t for t in PHRASES[key].values() if t)
