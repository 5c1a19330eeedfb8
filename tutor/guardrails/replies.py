"""The fixed replies of the guardrails, in the student's language.

Written by the team in its own words. Safety replies never echo the student's message. Help
resources: the English self-harm reply keeps its resources (988 US, 116 123 UK and Ireland,
findahelpline.com); other languages give the local emergency number advice (112 across the EU and
in India), findahelpline.com to find a crisis line, and only national lines we are sure of (024
Spain, 3114 France, TelefonSeelsorge Germany, CVV 188 Brazil, Tele-MANAS 14416 India). Hindi
(``hi``, ``hi-Latn``) gets the English text with a Hindi line added for self-harm and abuse and for the
integrity guidance (Childline India 1098 for abuse).

The other languages the detector knows (``NATIVE_FIRST``: it, nl, ar, ru, uk, ja, ko, tr, id, pl, vi,
sw, tl, ro, fa, cs, sv, fi, hu) get the whole English reply for self-harm and abuse with a short paragraph in their own
language *before* it, and the English guidance with one native sentence before it. Before, not
after as for Hindi: a Hindi-speaking student usually reads English in class, while these students
may not read English well, and a student in distress should meet the essentials (not alone / not
their fault, call for help now, where to find a line) in their own language before a long English
text, which follows and keeps every resource. The numbers those paragraphs name, and only those:
112 (it, pl, ro, cs, sv, fi, hu, lt, et, sk: the EU; nl: the Netherlands and Belgium; tr: Turkey; ru: Russia and the EU; uk: Ukraine and
the EU); 911 in the Philippines (tl); 115 (ambulance) and 113 (police) in Vietnam (vi); 119 (ambulance) and 110
(police) in Japan (ja); 119 and 112 (police) in South Korea (ko); and the national lines 113
Zelfmoordpreventie (113, 0800-0113) in the Netherlands, 109 in South Korea and NCMH 1553 in the
Philippines. Arabic, Indonesian, Swahili and Persian are spoken in many countries with different numbers:
"the local emergency number" and findahelpline.com. For all twenty-two, the other categories
(violence, harassment...) get the English reply alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from materials.language import base_language
from tutor.phrases import PARTIAL_LANGUAGES

LANGUAGES = ("en", "es", "fr", "de", "pt", "zh", "hi")  # every reply written for the language (Hindi: see above)
# Partly covered: a native paragraph before the English self-harm and abuse replies and guidance.
NATIVE_FIRST = PARTIAL_LANGUAGES  # the languages tutor/phrases.py covers in part

SAFETY: dict[str, dict[str, str]] = {
    "en": {
        "abuse": (
            "Thank you for telling me. What you describe is not okay, and it is not your fault: nobody has "
            "the right to hurt you, and you deserve to be safe. If you are in danger right now, call your "
            "local emergency number. Please tell an adult you trust, such as a teacher, your school's "
            "counsellor or safeguarding lead, or your university's student support team; they can help keep "
            "you safe. You can also talk to someone in confidence at any hour: Childline on 0800 1111 in the "
            "UK, Childhelp on 1-800-422-4453 in the US, or find a helpline for your country at "
            "findahelpline.com. I'm a course tutor and can't give you that help here, but I'm here for your "
            "coursework whenever you want to come back."
        ),
        "self_harm": (
            "I'm really sorry you're feeling this way, and I'm glad you said something. You don't have to "
            "carry this on your own. If you might act on these thoughts or you're in danger right now, please "
            "contact your local emergency services. You can also talk to someone at a crisis line at any hour: "
            "call or text 988 in the US, call 116 123 (Samaritans) in the UK and Ireland, or look up the crisis "
            "line for your country at findahelpline.com. Your university's counselling or student wellbeing "
            "service is there for this too, and a friend, family member or tutor you trust can help you reach "
            "them. I'm a course tutor, so I can't give you the support you deserve here, but I'll be here for "
            "your coursework whenever you want to come back to it."
        ),
        "violence": (
            "If someone could get hurt, please don't carry this alone: if anyone is in danger right now, call "
            "your local emergency services or campus security. If you're worried about what someone might do, "
            "or angry enough that you might hurt someone yourself, tell a person you trust or your university's "
            "student support team today; they can help keep everyone safe. I won't help with anything meant to "
            "hurt someone, but I'm happy to keep going with your course questions whenever you're ready."
        ),
        "sexual_minors": (
            "I can't help with that. Sexual content involving anyone under 18 is never acceptable. If a child "
            "is at risk, please contact your local emergency services or a child-protection hotline. "
            "I can help with your course material instead."
        ),
        "harassment": (
            "I'd like to keep this conversation respectful, so I won't write or help with content meant to "
            "insult, threaten or target someone. If something or someone has upset you, your university's "
            "student support team can help. When you're ready, ask me anything about the course."
        ),
        "hate": (
            "I can't help with content that attacks people for who they are. If you're studying this topic, "
            "for example how hate speech is discussed in your course, ask me about the course material and "
            "I'll point you to what it says."
        ),
    },
    "es": {
        "abuse": (
            "Gracias por contármelo. Lo que describes no está bien y no es culpa tuya: nadie tiene derecho a "
            "hacerte daño y mereces estar a salvo. Si estás en peligro ahora mismo, llama al número de "
            "emergencias (el 112 en la Unión Europea). Cuéntaselo a un adulto de confianza, como un profesor, "
            "el orientador de tu centro o el servicio de apoyo al estudiante; pueden ayudarte a estar a "
            "salvo. También puedes hablar con alguien de forma confidencial: en España, la Fundación ANAR en "
            "el 900 20 20 10; en otros países, busca una línea de ayuda en findahelpline.com. Soy un tutor "
            "del curso y aquí no puedo darte esa ayuda, pero seguiré aquí para tus estudios cuando quieras "
            "volver."
        ),
        "self_harm": (
            "Siento mucho que te sientas así, y me alegra que lo hayas contado. No tienes por qué cargar con "
            "esto sin ayuda. Si crees que podrías hacerte daño o estás en peligro ahora mismo, llama al número "
            "de emergencias de tu país (el 112 en la Unión Europea). También puedes hablar con alguien a "
            "cualquier hora: en España, la línea 024 de atención a la conducta suicida; en otros países, "
            "encuentra la línea de ayuda en findahelpline.com. El servicio de orientación o de bienestar "
            "estudiantil de tu universidad también está para esto, y una persona de confianza puede ayudarte "
            "a contactar con ellos. Soy un tutor del curso y aquí no puedo darte el apoyo que mereces, pero "
            "seguiré aquí para tus estudios cuando quieras volver."
        ),
        "violence": (
            "Si alguien podría salir herido, no te quedes con esto para ti: si alguien corre peligro ahora mismo, "
            "llama a los servicios de emergencia o a la seguridad del campus. Si te preocupa lo que alguien pueda "
            "hacer, o sientes tanta rabia que podrías hacer daño a alguien, cuéntaselo hoy a una persona de "
            "confianza o al servicio de apoyo al estudiante de tu universidad; pueden ayudar a que todos estén a "
            "salvo. No voy a ayudar con nada pensado para hacer daño a alguien, pero cuando quieras seguimos con "
            "tus preguntas del curso."
        ),
        "sexual_minors": (
            "No puedo ayudar con eso. El contenido sexual que involucra a menores de 18 años nunca es "
            "aceptable. Si un niño o una niña está en riesgo, contacta con los servicios de emergencia o con "
            "una línea de protección de la infancia. Puedo ayudarte con el material del curso."
        ),
        "harassment": (
            "Quiero que esta conversación sea respetuosa, así que no voy a escribir ni ayudar con contenido "
            "pensado para insultar, amenazar o atacar a alguien. Si algo o alguien te ha hecho daño, el "
            "servicio de apoyo al estudiante de tu universidad puede ayudarte. Cuando quieras, pregúntame lo "
            "que necesites del curso."
        ),
        "hate": (
            "No puedo ayudar con contenido que ataca a personas por lo que son. Si estás estudiando este "
            "tema, por ejemplo cómo trata tu curso el discurso de odio, pregúntame por el material del curso "
            "y te indicaré lo que dice."
        ),
    },
    "fr": {
        "abuse": (
            "Merci de me l'avoir dit. Ce que tu décris n'est pas normal et ce n'est pas de ta faute : "
            "personne n'a le droit de te faire du mal, et tu as le droit d'être en sécurité. Si tu es en "
            "danger maintenant, appelle les secours (le 112 dans l'Union européenne). Parles-en à un adulte "
            "de confiance, par exemple un professeur, l'infirmière ou le CPE de ton établissement, ou le "
            "service d'aide aux étudiants. En France, le 119 (Allô enfance en danger) répond gratuitement à "
            "toute heure ; ailleurs, trouve une ligne d'écoute sur findahelpline.com. Je suis un tuteur de "
            "cours et je ne peux pas t'apporter cette aide ici, mais je reste là pour tes cours quand tu "
            "voudras revenir."
        ),
        "self_harm": (
            "Je suis vraiment désolé que tu te sentes ainsi, et je suis content que tu en parles. Tu n'as pas "
            "à porter cela sans aide. Si tu risques de passer à l'acte ou si tu es en danger maintenant, "
            "appelle les urgences de ton pays (le 112 dans l'Union européenne). Tu peux aussi parler à "
            "quelqu'un à toute heure : en France, le 3114, numéro national de prévention du suicide ; "
            "ailleurs, trouve la ligne d'écoute de ton pays sur findahelpline.com. Le service de santé ou "
            "d'accompagnement des étudiants de ton université est là pour cela aussi, et une personne de "
            "confiance peut t'aider à le contacter. Je suis un tuteur de cours et je ne peux pas t'apporter "
            "ici le soutien que tu mérites, mais je serai là pour tes cours quand tu voudras revenir."
        ),
        "violence": (
            "Si quelqu'un risque d'être blessé, ne garde pas ça pour toi : si une personne est en danger "
            "maintenant, contacte les services d'urgence ou la sécurité du campus. Si tu t'inquiètes de ce que "
            "quelqu'un pourrait faire, ou si tu ressens assez de colère pour blesser quelqu'un, parles-en "
            "aujourd'hui à une personne de confiance ou au service d'accompagnement des étudiants ; ils peuvent "
            "aider à protéger tout le monde. Je n'aiderai à rien qui vise à blesser quelqu'un, mais je reste "
            "disponible pour tes questions de cours."
        ),
        "sexual_minors": (
            "Je ne peux pas aider avec cela. Un contenu sexuel impliquant une personne de moins de 18 ans "
            "n'est jamais acceptable. Si un enfant est en danger, contacte les services d'urgence ou un "
            "service de protection de l'enfance. Je peux t'aider avec le contenu du cours."
        ),
        "harassment": (
            "Je tiens à ce que cette conversation reste respectueuse : je n'écrirai pas de contenu destiné à "
            "insulter, menacer ou viser quelqu'un, et je n'aiderai pas à en écrire. Si quelque chose ou "
            "quelqu'un t'a blessé, le service d'accompagnement des étudiants de ton université peut t'aider. "
            "Quand tu veux, pose-moi une question sur le cours."
        ),
        "hate": (
            "Je ne peux pas aider avec un contenu qui attaque des personnes pour ce qu'elles sont. Si tu "
            "étudies ce sujet, par exemple la façon dont ton cours traite les discours de haine, pose-moi une "
            "question sur le cours et je t'indiquerai ce qu'il en dit."
        ),
    },
    "de": {
        "abuse": (
            "Danke, dass du mir das erzählst. Was du beschreibst, ist nicht in Ordnung, und es ist nicht "
            "deine Schuld: Niemand darf dir wehtun, und du hast ein Recht darauf, sicher zu sein. Wenn du "
            "gerade in Gefahr bist, ruf den Notruf 112 an. Bitte erzähl es einem Erwachsenen, dem du "
            "vertraust, zum Beispiel einer Lehrkraft, der Schulsozialarbeit oder der Beratungsstelle deiner "
            "Hochschule. In Deutschland erreichst du die Nummer gegen Kummer kostenlos unter 116 111; in "
            "anderen Ländern findest du eine Hilfe-Hotline auf findahelpline.com. Ich bin ein Kurstutor und "
            "kann dir diese Hilfe hier nicht geben, aber für deinen Kurs bin ich da, wann immer du "
            "zurückkommen möchtest."
        ),
        "self_harm": (
            "Es tut mir wirklich leid, dass es dir so geht, und gut, dass du es aussprichst. Du musst das "
            "nicht allein tragen. Wenn du befürchtest, dir etwas anzutun, oder gerade in Gefahr bist, ruf "
            "bitte sofort den Notruf an (112 in der EU). Du kannst auch jederzeit mit jemandem sprechen: in "
            "Deutschland bei der TelefonSeelsorge unter 0800 111 0 111 oder 0800 111 0 222 (kostenlos, rund "
            "um die Uhr); in anderen Ländern findest du eine Anlaufstelle auf findahelpline.com. Die "
            "psychologische Beratung deiner Hochschule ist auch dafür da, und eine Person, der du vertraust, "
            "kann dir helfen, sie zu erreichen. Ich bin ein Kurs-Tutor und kann dir hier nicht die "
            "Unterstützung geben, die du verdienst, aber ich bin für deinen Kurs da, wann immer du "
            "zurückkommen möchtest."
        ),
        "violence": (
            "Wenn jemand verletzt werden könnte, behalte das bitte nicht für dich: Ist jemand gerade in Gefahr, "
            "wende dich sofort an den Notruf oder den Sicherheitsdienst des Campus. Wenn du dir Sorgen machst, "
            "was jemand tun könnte, oder so wütend bist, dass du selbst jemanden verletzen könntest, sprich noch "
            "heute mit einer Vertrauensperson oder der Studierendenberatung; sie können helfen, alle zu schützen. "
            "Bei etwas, das jemandem schaden soll, helfe ich nicht, aber mit deinen Kursfragen mache ich gern "
            "weiter, wann immer du so weit bist."
        ),
        "sexual_minors": (
            "Dabei kann ich nicht helfen. Sexuelle Inhalte mit Personen unter 18 Jahren sind niemals "
            "akzeptabel. Wenn ein Kind in Gefahr ist, wende dich bitte an den Notruf oder eine "
            "Kinderschutzstelle. Beim Kursmaterial helfe ich dir gern."
        ),
        "harassment": (
            "Ich möchte, dass dieses Gespräch respektvoll bleibt. Deshalb schreibe ich keine Inhalte, die "
            "jemanden beleidigen, bedrohen oder bloßstellen sollen, und helfe auch nicht dabei. Wenn dich "
            "etwas oder jemand verletzt hat, kann dir die Studierendenberatung deiner Hochschule helfen. Wenn "
            "du so weit bist, frag mich gern etwas zum Kurs."
        ),
        "hate": (
            "Bei Inhalten, die Menschen dafür angreifen, wer sie sind, helfe ich nicht. Wenn du dich mit "
            "diesem Thema beschäftigst, etwa damit, wie dein Kurs Hassrede behandelt, frag mich nach dem "
            "Kursmaterial, und ich zeige dir, was dort steht."
        ),
    },
    "pt": {
        "abuse": (
            "Obrigado por me contar. O que você descreve não está certo, e a culpa não é sua: ninguém tem o "
            "direito de machucar você, e você merece estar em segurança. Se estiver em perigo agora, ligue "
            "para o número de emergência local (190 no Brasil). Conte para um adulto de confiança, como um "
            "professor, o orientador da escola ou o serviço de apoio ao estudante. No Brasil, o Disque 100 "
            "recebe denúncias de violência contra crianças e adolescentes a qualquer hora; em outros países, "
            "encontre uma linha de ajuda em findahelpline.com. Sou um tutor do curso e não posso dar essa "
            "ajuda aqui, mas continuo aqui para os seus estudos quando você quiser voltar."
        ),
        "self_harm": (
            "Sinto muito que você esteja se sentindo assim, e fico feliz que tenha falado. Você não precisa "
            "passar por isso sem apoio. Se você acha que pode agir sobre esses pensamentos ou está em perigo "
            "agora, ligue para o número de emergência do seu país (112 na União Europeia, 192 no Brasil). "
            "Você também pode conversar com alguém a qualquer hora: no Brasil, o CVV pelo 188 (ligação "
            "gratuita); em outros países, encontre a linha de apoio em findahelpline.com. O serviço de apoio "
            "psicológico ou ao estudante da sua universidade também existe para isso, e alguém de confiança "
            "pode ajudar você a chegar até eles. Sou um tutor do curso e aqui não consigo dar o apoio que "
            "você merece, mas vou estar aqui para os seus estudos quando quiser voltar."
        ),
        "violence": (
            "Se alguém pode se machucar, não guarde isso só para você: se alguém está em perigo agora, entre em "
            "contato com os serviços de emergência ou com a segurança do campus. Se o que alguém pode fazer "
            "preocupa você, ou se você sente tanta raiva que poderia machucar alguém, converse hoje com alguém de "
            "confiança ou com o serviço de apoio ao estudante; eles podem ajudar a manter todos em segurança. Não "
            "vou ajudar com nada que sirva para machucar alguém, mas, quando quiser, seguimos com as suas dúvidas "
            "do curso."
        ),
        "sexual_minors": (
            "Não posso ajudar com isso. Conteúdo sexual envolvendo menores de 18 anos nunca é aceitável. Se "
            "uma criança estiver em risco, entre em contato com os serviços de emergência ou com um serviço "
            "de proteção à criança. Posso ajudar com o material do curso."
        ),
        "harassment": (
            "Quero manter esta conversa respeitosa, por isso não vou escrever nem ajudar com conteúdo feito "
            "para insultar, ameaçar ou atingir alguém. Se algo ou alguém magoou você, o serviço de apoio ao "
            "estudante da sua universidade pode ajudar. Quando quiser, pergunte o que precisar sobre o curso."
        ),
        "hate": (
            "Não posso ajudar com conteúdo que ataca pessoas por quem elas são. Se você está estudando esse "
            "tema, por exemplo como o seu curso trata o discurso de ódio, pergunte sobre o material do curso "
            "e eu mostro o que ele diz."
        ),
    },
    "zh": {
        "abuse": (
            "谢谢你愿意告诉我。你描述的事情是不对的，也不是你的错：任何人都没有权利伤害你，你应该是安全的。如果你"
            "现在有危险，请立即拨打当地的紧急电话（中国大陆为110）。请把这件事告诉一位你信任的大人，比如老师、"
            "学校的心理老师或学生支持部门，他们可以帮助你保护自己。你也可以在 findahelpline.com"
            " 上找到你所在地区的求助热线。我只是课程辅导助手，无法在这里给你这样的帮助，但只要你愿意回来，我随时"
            "可以陪你继续学习。"
        ),
        "self_harm": (
            "听到你这么难受，我真的很难过，也很高兴你愿意说出来。你不必独自承受这些。如果你可能会伤害自己，"
            "或者现在正处于危险之中，请立即拨打当地的紧急电话（中国大陆可拨打120或110）。你也可以随时找人倾诉："
            "在 findahelpline.com 上可以查到你所在国家或地区的心理援助热线。学校的心理咨询中心或学生支持服务也能"
            "帮助你，你信任的朋友、家人或老师也可以陪你联系他们。我只是课程辅导助手，无法在这里给你应得的支持，"
            "但只要你愿意回来，我随时可以陪你继续学习。"
        ),
        "violence": (
            "如果有人可能受到伤害，请不要一个人扛着：如果有人此刻正处于危险之中，请立即联系当地紧急服务或校园保卫部门。"
            "如果你担心某人可能会做什么，或者你愤怒到可能会伤害别人，请今天就告诉你信任的人或学校的学生支持部门，"
            "他们可以帮助保护每个人的安全。我不会协助任何意在伤害他人的事情，但你准备好了，我们随时可以继续课程的问题。"
        ),
        "sexual_minors": (
            "我不能协助这个请求。任何涉及未满18岁者的性内容都是绝对不可接受的。如果有儿童处于危险之中，"
            "请联系当地紧急服务或儿童保护机构。我可以帮你学习课程内容。"
        ),
        "harassment": (
            "我希望我们的对话保持尊重，所以我不会撰写、也不会协助撰写用来侮辱、威胁或针对他人的内容。"
            "如果有什么人或事让你难过，学校的学生支持部门可以帮助你。准备好了的话，欢迎问我任何课程问题。"
        ),
        "hate": (
            "我不能协助因为他人的身份而攻击他们的内容。如果你在学习这个话题，比如课程中如何讨论仇恨言论，"
            "可以问我课程材料里的内容，我会告诉你材料是怎么说的。"
        ),
    },
}

# Hindi: the English reply, then these lines (self-harm and abuse; guidance below; see the module docstring).
HINDI_ABUSE = {
    "hi": ("यह आपकी गलती नहीं है, और किसी को भी आपको चोट पहुँचाने का हक़ नहीं है। अगर आप अभी खतरे में हैं, तो 112 पर "
           "कॉल करें। आप चाइल्डलाइन 1098 पर मुफ़्त में, किसी भी समय बात कर सकते हैं, या किसी भरोसेमंद बड़े को बताएँ।"),
    "hi-Latn": ("Yeh aapki galti nahi hai, aur kisi ko bhi aapko chot pahunchane ka haq nahi hai. Agar aap abhi khatre "
                "mein hain, to 112 par call karein. Aap Childline 1098 par muft mein, kabhi bhi baat kar sakte hain, ya "
                "kisi bharosemand bade ko batayein."),
}
HINDI_SELF_HARM = {
    "hi": ("आप अकेले नहीं हैं। अगर आप खतरे में हैं, तो तुरंत आपातकालीन नंबर 112 (भारत) पर कॉल करें। "
           "आप Tele-MANAS हेल्पलाइन 14416 पर किसी भी समय, मुफ़्त में किसी से बात कर सकते हैं।"),
    "hi-Latn": ("Aap akele nahi hain. Agar aap khatre mein hain, to turant emergency number 112 (Bharat) par call "
                "karein. Aap Tele-MANAS helpline 14416 par kabhi bhi, muft mein kisi se baat kar sakte hain."),
}


# NATIVE_FIRST: these paragraphs, then the whole English reply (see the module docstring).
NATIVE_SELF_HARM = {
    "it": ("Non sei solo o sola, e hai fatto bene a dirlo. Se sei in pericolo adesso, chiama il 112. Su "
           "findahelpline.com trovi una linea di ascolto nel tuo paese."),
    "nl": ("Je staat er niet alleen voor, en goed dat je het zegt. Ben je nu in gevaar, bel dan 112 (in "
           "Nederland en België). In Nederland kun je praten met 113 Zelfmoordpreventie (bel 113 of gratis "
           "0800-0113); in andere landen vind je een hulplijn op findahelpline.com."),
    "ar": ("لست وحدك، وشكرًا لأنك أخبرتني. إذا كنت في خطر الآن، فاتصل فورًا برقم الطوارئ المحلي. يمكنك أن تجد خط "
           "مساعدة للأزمات في بلدك على findahelpline.com."),
    "ru": ("Вы не одни, и хорошо, что вы об этом сказали. Если вам угрожает опасность прямо сейчас, позвоните по "
           "номеру экстренной помощи (112 в России и ЕС). На findahelpline.com можно найти телефон доверия в вашей "
           "стране."),
    "uk": ("Ви не самі, і добре, що ви про це сказали. Якщо вам загрожує небезпека просто зараз, зателефонуйте "
           "за номером екстреної допомоги (112 в Україні та ЄС). Лінію підтримки у вашій країні можна знайти на "
           "findahelpline.com."),
    "ja": ("あなたは一人ではありません。話してくれてありがとう。今危険な状態なら、すぐに緊急通報してください（日本では119番）。"
           "findahelpline.com で、あなたの国の相談窓口を探すこともできます。"),
    "ko": ("혼자가 아니에요. 말해 줘서 고마워요. 지금 위험하다면 바로 긴급 전화(한국은 119)로 연락하세요. 한국에서는 "
           "자살예방상담전화 109에서 상담할 수 있고, 다른 나라에서는 findahelpline.com에서 상담 전화를 찾을 수 "
           "있어요."),
    "tr": ("Yalnız değilsin ve bunu söylemen çok iyi oldu. Şu anda tehlikedeysen hemen 112'yi ara. Ülkendeki bir "
           "destek hattını findahelpline.com adresinde bulabilirsin."),
    "id": ("Kamu tidak sendirian, dan terima kasih sudah bercerita. Jika kamu dalam bahaya sekarang, segera hubungi "
           "nomor darurat setempat. Kamu bisa mencari layanan bantuan krisis di negaramu di findahelpline.com."),
    "pl": ("Nie jesteś z tym sam ani sama i dobrze, że o tym mówisz. Jeśli jesteś teraz w niebezpieczeństwie, "
           "zadzwoń pod numer 112. Na stronie findahelpline.com znajdziesz telefon wsparcia w swoim kraju."),
    "vi": ("Bạn không đơn độc, và cảm ơn bạn đã nói ra. Nếu bạn đang gặp nguy hiểm ngay lúc này, hãy gọi cấp cứu "
           "115 (ở Việt Nam) hoặc số khẩn cấp nơi bạn sống. Bạn có thể tìm đường dây hỗ trợ khủng hoảng ở nước "
           "mình tại findahelpline.com."),
    "sw": ("Hauko peke yako, na asante kwa kuniambia. Ikiwa uko hatarini sasa hivi, piga simu namba ya dharura ya "
           "eneo lako. Unaweza kupata namba ya simu ya msaada katika nchi yako kwenye findahelpline.com."),
    "tl": ("Hindi ka nag-iisa, at salamat at sinabi mo ito. Kung nasa panganib ka ngayon, tumawag sa 911 (sa "
           "Pilipinas). Puwede kang tumawag sa NCMH Crisis Hotline sa 1553, o maghanap ng crisis line sa iyong "
           "bansa sa findahelpline.com."),
    "ro": ("Nu ești singur sau singură și îți mulțumesc că mi-ai spus. Dacă ești în pericol acum, sună imediat "
           "la 112. Poți găsi o linie de sprijin din țara ta pe findahelpline.com."),
    "fa": ("تو تنها نیستی، و ممنونم که این را گفتی. اگر همین حالا در خطر هستی، فوراً با شمارهٔ اضطراری محل زندگی‌ات تماس "
           "بگیر. می‌توانی یک خط کمک در کشورت را در findahelpline.com پیدا کنی."),
    "cs": ("Nejsi na to sám ani sama a děkuju, že jsi mi to řekl. Pokud jsi teď v nebezpečí, hned zavolej na "
           "112. Linku pomoci ve své zemi najdeš na findahelpline.com."),
    "sv": ("Du är inte ensam, och tack för att du berättade det för mig. Om du är i fara just nu, ring 112 "
           "direkt. Du kan hitta en stödlinje i ditt land på findahelpline.com."),
    "fi": ("Et ole yksin, ja kiitos, että kerroit tämän minulle. Jos olet vaarassa juuri nyt, soita heti "
           "numeroon 112. Löydät oman maasi tukipuhelimen osoitteesta findahelpline.com."),
    "hu": ("Nem vagy egyedül, és köszönöm, hogy elmondtad nekem. Ha most veszélyben vagy, azonnal hívd a 112-t. "
           "A saját országod lelkisegély-vonalát megtalálod a findahelpline.com oldalon."),
    "lt": ("Tu nesi vienas ir ne viena, ir ačiū, kad man tai pasakei. Jei dabar esi pavojuje, nedelsdamas skambink "
           "112. Pagalbos liniją savo šalyje rasi svetainėje findahelpline.com."),
    "et": ("Sa ei ole üksi, ja aitäh, et mulle seda ütlesid. Kui oled praegu ohus, helista kohe numbrile 112. Oma "
           "riigi abitelefoni leiad aadressilt findahelpline.com."),
    "sk": ("Nie si na to sám ani sama a ďakujem, že si mi to povedal. Ak si teraz v nebezpečenstve, hneď zavolaj na "
           "112. Linku pomoci vo svojej krajine nájdeš na findahelpline.com."),
}
NATIVE_ABUSE = {
    "it": ("Non è colpa tua, e nessuno ha il diritto di farti del male. Se sei in pericolo adesso, chiama il 112. "
           "Parlane con un adulto di cui ti fidi, oppure trova una linea di aiuto nel tuo paese su findahelpline.com."),
    "nl": ("Het is niet jouw schuld, en niemand mag je pijn doen. Ben je nu in gevaar, bel dan 112 (in "
           "Nederland en België). Vertel het aan een volwassene die je vertrouwt, of zoek een hulplijn in jouw "
           "land op findahelpline.com."),
    "ar": ("هذا ليس ذنبك، ولا يحق لأحد أن يؤذيك. إذا كنت في خطر الآن، فاتصل فورًا برقم الطوارئ المحلي. أخبر شخصًا "
           "بالغًا تثق به، أو ابحث عن خط مساعدة في بلدك على findahelpline.com."),
    "ru": ("Это не ваша вина, и никто не имеет права причинять вам боль. Если вам угрожает опасность прямо сейчас, "
           "позвоните по номеру экстренной помощи (112 в России и ЕС). Расскажите взрослому, которому вы доверяете, "
           "или найдите телефон помощи в вашей стране на findahelpline.com."),
    "uk": ("Це не ваша провина, і ніхто не має права завдавати вам болю. Якщо вам загрожує небезпека просто "
           "зараз, зателефонуйте за номером екстреної допомоги (112 в Україні та ЄС). Розкажіть дорослому, якому "
           "ви довіряєте, або знайдіть телефон допомоги у вашій країні на findahelpline.com."),
    "ja": ("あなたは悪くありません。誰にもあなたを傷つける権利はありません。今危険な状態なら、すぐに緊急通報してください"
           "（日本では110番）。信頼できる大人に相談するか、findahelpline.com で相談窓口を探してください。"),
    "ko": ("당신의 잘못이 아니에요. 누구에게도 당신을 해칠 권리는 없어요. 지금 위험하다면 바로 긴급 전화(한국은 경찰 "
           "112)로 연락하세요. 믿을 수 있는 어른에게 이야기하거나, findahelpline.com에서 도움을 받을 수 있는 곳을 "
           "찾아보세요."),
    "tr": ("Bu senin suçun değil ve kimsenin sana zarar vermeye hakkı yok. Şu anda tehlikedeysen 112'yi ara. "
           "Güvendiğin bir yetişkine anlat ya da ülkendeki bir yardım hattını findahelpline.com adresinde bul."),
    "id": ("Ini bukan salahmu, dan tidak ada yang berhak menyakitimu. Jika kamu dalam bahaya sekarang, segera "
           "hubungi nomor darurat setempat. Ceritakan kepada orang dewasa yang kamu percaya, atau cari layanan "
           "bantuan di negaramu di findahelpline.com."),
    "pl": ("To nie twoja wina i nikt nie ma prawa cię krzywdzić. Jeśli jesteś teraz w niebezpieczeństwie, zadzwoń "
           "pod numer 112. Powiedz o tym dorosłemu, któremu ufasz, albo znajdź telefon zaufania w swoim kraju na "
           "stronie findahelpline.com."),
    "vi": ("Đây không phải lỗi của bạn, và không ai có quyền làm tổn thương bạn. Nếu bạn đang gặp nguy hiểm ngay "
           "lúc này, hãy gọi công an 113 (ở Việt Nam) hoặc số khẩn cấp nơi bạn sống. Hãy kể với một người lớn mà "
           "bạn tin tưởng, hoặc tìm đường dây trợ giúp ở nước bạn tại findahelpline.com."),
    "sw": ("Si kosa lako, na hakuna mtu mwenye haki ya kukuumiza. Ikiwa uko hatarini sasa hivi, piga simu namba ya "
           "dharura ya eneo lako. Mwambie mtu mzima unayemwamini, au tafuta simu ya msaada katika nchi yako kwenye "
           "findahelpline.com."),
    "tl": ("Hindi mo ito kasalanan, at walang sinuman ang may karapatang saktan ka. Kung nasa panganib ka ngayon, "
           "tumawag sa 911 (sa Pilipinas). Sabihin ito sa isang nakatatandang pinagkakatiwalaan mo, o maghanap ng "
           "helpline sa iyong bansa sa findahelpline.com."),
    "ro": ("Nu este vina ta și nimeni nu are dreptul să-ți facă rău. Dacă ești în pericol acum, sună la 112. "
           "Spune-i unui adult în care ai încredere sau găsește o linie de ajutor din țara ta pe findahelpline.com."),
    "fa": ("تقصیر تو نیست، و هیچ‌کس حق ندارد به تو آسیب بزند. اگر همین حالا در خطر هستی، فوراً با شمارهٔ اضطراری محل "
           "زندگی‌ات تماس بگیر. به بزرگسالی که به او اعتماد داری بگو، یا یک خط کمک در کشورت را در findahelpline.com پیدا کن."),
    "cs": ("Není to tvoje vina a nikdo nemá právo ti ubližovat. Pokud jsi teď v nebezpečí, zavolej na 112. Řekni "
           "to dospělému, kterému věříš, nebo najdi linku pomoci ve své zemi na findahelpline.com."),
    "sv": ("Det är inte ditt fel, och ingen har rätt att skada dig. Om du är i fara just nu, ring 112. Berätta "
           "för en vuxen du litar på, eller hitta en stödlinje i ditt land på findahelpline.com."),
    "fi": ("Se ei ole sinun syytäsi, eikä kenelläkään ole oikeutta satuttaa sinua. Jos olet vaarassa juuri nyt, "
           "soita numeroon 112. Kerro aikuiselle, johon luotat, tai etsi oman maasi tukipuhelin osoitteesta "
           "findahelpline.com."),
    "hu": ("Nem a te hibád, és senkinek sincs joga bántani téged. Ha most veszélyben vagy, hívd a 112-t. Mondd "
           "el egy felnőttnek, akiben megbízol, vagy keress segélyvonalat a saját országodban a "
           "findahelpline.com oldalon."),
    "lt": ("Tai ne tavo kaltė, ir niekas neturi teisės tavęs skriausti. Jei dabar esi pavojuje, skambink 112. "
           "Pasakyk suaugusiajam, kuriuo pasitiki, arba rask pagalbos liniją savo šalyje svetainėje "
           "findahelpline.com."),
    "et": ("See ei ole sinu süü ja kellelgi ei ole õigust sulle haiget teha. Kui oled praegu ohus, helista numbrile "
           "112. Räägi sellest täiskasvanule, keda usaldad, või leia oma riigi abitelefon aadressilt "
           "findahelpline.com."),
    "sk": ("Nie je to tvoja vina a nikto nemá právo ti ubližovať. Ak si teraz v nebezpečenstve, zavolaj na 112. "
           "Povedz to dospelému, ktorému dôveruješ, alebo nájdi linku pomoci vo svojej krajine na findahelpline.com."),
}


def safety_reply(category: str, language: str | None) -> str:
    """The fixed caring reply for ``category`` in ``language`` (English when not covered): for
    self-harm and abuse, a Hindi line after the English, a ``NATIVE_FIRST`` paragraph before it."""
    base = base_language(language) or "en"
    text = SAFETY.get(base, SAFETY["en"]).get(category) or SAFETY["en"][category]
    extra = {"self_harm": HINDI_SELF_HARM, "abuse": HINDI_ABUSE}.get(category) if base == "hi" else None
    if extra:
        text = f"{text}\n\n{extra.get(language or 'hi', extra['hi'])}"
    native = {"self_harm": NATIVE_SELF_HARM, "abuse": NATIVE_ABUSE}.get(category, {}).get(base)
    if native:
        text = f"{native}\n\n{text}"
    return text


GUIDANCE: dict[str, dict[str, object]] = {
    "en": {
        "opening": "This looks like part of graded work{which}, so I won't work it out for you, but I'll gladly help "
                   "you get there yourself.",
        "steps": (
            "1. Put the task in your own words: what are you given, and what exactly is asked?",
            "2. Read the part of the course material that covers the idea behind it: {sources}.",
            "3. Try the first step on your own, even if you're unsure, and write down where you get stuck.",
            "4. Send me your attempt or your question about a step, and I'll check your reasoning with you.",
        ),
        "closing": "What have you tried so far?",
        "fallback": "your lecture notes for this topic",
        "which": " (“{title}”)",
    },
    "es": {
        "opening": "Esto parece parte de un trabajo evaluado{which}, así que no lo voy a resolver por ti, pero te "
                   "ayudo con gusto a que llegues por tu cuenta.",
        "steps": (
            "1. Explica la tarea con tus palabras: ¿qué datos tienes y qué se pide exactamente?",
            "2. Lee la parte del material del curso que trata la idea de fondo: {sources}.",
            "3. Intenta el primer paso por tu cuenta, aunque dudes, y anota dónde te atascas.",
            "4. Envíame tu intento o tu duda sobre un paso y revisamos juntos tu razonamiento.",
        ),
        "closing": "¿Qué has intentado hasta ahora?",
        "fallback": "tus apuntes de clase sobre este tema",
        "which": " («{title}»)",
    },
    "fr": {
        "opening": "Cela ressemble à un travail noté{which} : je ne vais donc pas le faire à ta place, mais je t'aide "
                   "volontiers à y arriver par toi-même.",
        "steps": (
            "1. Reformule la consigne avec tes mots : de quelles données disposes-tu, et que demande-t-on exactement ?",
            "2. Relis la partie du cours qui explique l'idée en jeu : {sources}.",
            "3. Essaie la première étape par toi-même, même en cas de doute, et note où tu bloques.",
            "4. Envoie-moi ta tentative ou ta question sur une étape, et je vérifierai ton raisonnement avec toi.",
        ),
        "closing": "Qu'as-tu déjà essayé ?",
        "fallback": "tes notes de cours sur ce thème",
        "which": " (« {title} »)",
    },
    "de": {
        "opening": "Das sieht nach einer benoteten Aufgabe aus{which}. Deshalb löse ich sie nicht für dich, helfe dir "
                   "aber gern, selbst zur Lösung zu kommen.",
        "steps": (
            "1. Formuliere die Aufgabe in eigenen Worten: Was ist gegeben, und was genau ist gefragt?",
            "2. Lies den Teil des Kursmaterials, der die zugrunde liegende Idee erklärt: {sources}.",
            "3. Versuche den ersten Schritt selbst, auch wenn du unsicher bist, und notiere, wo du hängen bleibst.",
            "4. Schick mir deinen Versuch oder deine Frage zu einem Schritt, dann prüfen wir deinen Gedankengang "
            "gemeinsam.",
        ),
        "closing": "Was hast du bisher versucht?",
        "fallback": "deine Vorlesungsnotizen zu diesem Thema",
        "which": " („{title}“)",
    },
    "pt": {
        "opening": "Isto parece fazer parte de um trabalho avaliado{which}, então não vou resolver por você, mas ajudo "
                   "com prazer a chegar lá por conta própria.",
        "steps": (
            "1. Explique a tarefa com suas palavras: o que foi dado e o que exatamente se pede?",
            "2. Leia a parte do material do curso que trata da ideia por trás dela: {sources}.",
            "3. Tente o primeiro passo por conta própria, mesmo sem certeza, e anote onde você trava.",
            "4. Mande sua tentativa ou sua dúvida sobre um passo, e eu confiro o raciocínio com você.",
        ),
        "closing": "O que você já tentou até agora?",
        "fallback": "suas anotações de aula sobre este tema",
        "which": " (“{title}”)",
    },
    "zh": {
        "opening": "这看起来是需要评分的作业{which}，所以我不会替你完成，但很乐意帮你自己把它做出来。",
        "steps": (
            "1. 用你自己的话复述题目：已知条件是什么，具体要求是什么？",
            "2. 阅读课程材料中讲解相关概念的部分：{sources}。",
            "3. 自己先尝试第一步，即使不确定也没关系，并记下你卡在哪里。",
            "4. 把你的尝试或某一步的问题发给我，我们一起检查你的思路。",
        ),
        "closing": "你目前尝试了哪些方法？",
        "fallback": "你关于这个主题的课堂笔记",
        "which": "（“{title}”）",
    },
}
HINDI_GUIDANCE = {
    "hi": "यह अंकों वाले (ग्रेडेड) काम का हिस्सा लगता है, इसलिए मैं इसे आपके लिए हल नहीं करूँगा, लेकिन खुद हल तक "
          "पहुँचने में आपकी पूरी मदद करूँगा।",
    "hi-Latn": "Yeh graded kaam ka hissa lagta hai, isliye main ise aapke liye solve nahi karunga, lekin khud hal tak "
               "pahunchne mein aapki poori madad karunga.",
}

# NATIVE_FIRST: one sentence before the English guidance (its opening, in the student's language).
NATIVE_GUIDANCE = {
    "it": ("Sembra parte di un lavoro valutato: non lo risolverò al posto tuo, ma ti aiuto volentieri ad "
           "arrivarci con le tue forze."),
    "nl": ("Dit lijkt deel van een beoordeelde opdracht: ik los het niet voor je op, maar ik help je graag om "
           "er zelf te komen."),
    "ar": ("يبدو أن هذا جزء من عمل يُقيَّم بدرجة، لذلك لن أحله بدلًا منك، لكني سأساعدك بكل سرور لتصل إلى الحل "
           "بنفسك."),
    "ru": ("Похоже, это часть оцениваемой работы, поэтому я не буду решать её за вас, но с радостью помогу "
           "вам прийти к решению самостоятельно."),
    "uk": ("Схоже, це частина оцінюваної роботи, тому я не розв'язуватиму її за вас, але з радістю допоможу "
           "вам дійти до розв'язку самостійно."),
    "ja": "これは成績評価のある課題の一部のようなので、代わりに解くことはしませんが、自分で答えにたどり着けるよう喜んで手伝います。",
    "ko": "성적에 반영되는 과제의 일부로 보여서 대신 풀어 드리지는 않지만, 스스로 답에 도달할 수 있도록 기꺼이 도와드릴게요.",
    "tr": ("Bu, notlandırılan bir çalışmanın parçası gibi görünüyor; bu yüzden senin yerine çözmeyeceğim ama "
           "kendin çözmene seve seve yardım ederim."),
    "id": ("Ini tampaknya bagian dari tugas yang dinilai, jadi aku tidak akan mengerjakannya untukmu, tetapi "
           "aku senang membantumu menyelesaikannya sendiri."),
    "pl": ("To wygląda na część ocenianej pracy, więc nie rozwiążę jej za ciebie, ale chętnie pomogę ci dojść "
           "do rozwiązania samodzielnie."),
    "vi": ("Đây có vẻ là một phần của bài được chấm điểm, nên mình sẽ không làm thay bạn, nhưng rất sẵn lòng "
           "giúp bạn tự tìm ra lời giải."),
    "sw": ("Hii inaonekana kuwa sehemu ya kazi inayotolewa alama, kwa hiyo sitaifanya kwa niaba yako, lakini "
           "nitafurahi kukusaidia uifikie mwenyewe."),
    "tl": ("Mukhang bahagi ito ng gawaing may grado, kaya hindi ko ito sasagutin para sa iyo, pero ikalulugod "
           "kong tulungan kang makarating dito nang mag-isa."),
    "ro": ("Aceasta pare să facă parte dintr-o lucrare notată, așa că nu o voi rezolva în locul tău, dar te ajut "
           "cu plăcere să ajungi singur la răspuns."),
    "fa": ("به نظر می‌رسد این بخشی از یک کار نمره‌دار است، پس آن را به جای تو حل نمی‌کنم، اما با کمال میل کمکت "
           "می‌کنم خودت به پاسخ برسی."),
    "cs": ("Vypadá to jako součást hodnocené práce, takže ji za tebe nevyřeším, ale rád ti pomůžu dojít k "
           "odpovědi samostatně."),
    "sv": ("Det här ser ut att vara en del av ett betygsatt arbete, så jag löser det inte åt dig, men jag "
           "hjälper dig gärna att komma fram till svaret själv."),
    "fi": ("Tämä näyttää olevan osa arvioitavaa tehtävää, joten en ratkaise sitä puolestasi, mutta autan "
           "mielelläni sinua pääsemään vastaukseen itse."),
    "hu": ("Ez egy értékelt feladat részének tűnik, ezért nem oldom meg helyetted, de szívesen segítek, hogy "
           "magad juss el a válaszig."),
    "lt": ("Panašu, kad tai vertinamo darbo dalis, todėl neišspręsiu jo už tave, bet mielai padėsiu tau pačiam "
           "prieiti prie atsakymo."),
    "et": ("See paistab olevat osa hinnatavast tööst, seega ma ei lahenda seda sinu eest, aga aitan sul hea meelega "
           "ise vastuseni jõuda."),
    "sk": ("Vyzerá to ako súčasť hodnotenej práce, takže ju za teba nevyriešim, ale rád ti pomôžem dopracovať sa k "
           "odpovedi samostatne."),
}


def guidance_parts(language: str | None) -> dict[str, object]:
    """The guidance texts (opening, steps, closing, fallback, which) for ``language``."""
    return GUIDANCE.get(base_language(language) or "en", GUIDANCE["en"])


def guidance_text(*, assignment_title: str, sources: Sequence[str], language: str | None = None) -> str:
    """The offline guidance reply: steps and pointers to the passages (``sources`` are already
    formatted "file [n]"), never their sentences, in ``language``."""
    parts = guidance_parts(language)
    which = str(parts["which"]).format(title=assignment_title) if assignment_title else ""
    joined = "; ".join(sources) if sources else str(parts["fallback"])
    steps = "\n".join(step.format(sources=joined) for step in parts["steps"])  # type: ignore[union-attr]
    blocks = [str(parts["opening"]).format(which=which), steps, str(parts["closing"])]
    if base_language(language) == "hi":
        blocks.insert(1, HINDI_GUIDANCE.get(language or "hi", HINDI_GUIDANCE["hi"]))
    if base_language(language) in NATIVE_GUIDANCE:
        blocks.insert(0, NATIVE_GUIDANCE[base_language(language)])
    return "\n\n".join(blocks)
