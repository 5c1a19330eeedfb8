"""Write questions.jsonl from the hand-written questions below (set 31).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the first gold snippet is looked
up automatically (pdfminer text through pdfplumber for PDFs, python-pptx text for PowerPoint
decks); check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 13") uses the page / slide number. PowerPoint
decks count the title slide as slide 1. rows() asserts that the number in the question is the
page or slide where the gold was found.

Run build.py first.
"""
import json
import random
import re
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
CR = "cryptography"
SO = "introductory-sociology"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("habitus meaning")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

C1 = "01-classical-ciphers-and-number-theory.pdf"
C2 = "02-symmetric-ciphers-and-hashing-slides.pptx"
C3 = "03-public-key-cryptography.docx"
C4 = "04-protocols-passwords-and-attacks.html"
C5 = "05-history-of-codes-and-codebreaking.md"
S1 = "01-foundations-and-research-methods.pdf"
S2 = "02-culture-socialisation-and-deviance-slides.pptx"
S3 = "03-stratification-and-inequality.docx"
S4 = "04-family-education-and-religion.html"
S5 = "05-key-thinkers-and-timeline-notes.txt"

# (course, source, kind, question, [gold])
ANSWERABLE = [
    # ---------------------------------------------------------------- cryptography, C1 (PDF)
    (CR, C1, "list_item", "non-repudiation - what does that actually mean",
     ["the sender cannot later deny having sent it"]),
    (CR, C1, "how_why", "why is security through obscurity a bad idea if nobody knows the algorithm",
     ["It fails because algorithms leak"]),
    (CR, C1, "code_block", "caesar shift of 3 on MEET AT THE LIBRARY what do u get",
     ["Ciphertext: PHHW DW WKH OLEUDUB"]),
    (CR, C1, "exact_term", "how many keys does the caesar cipher really have? isnt it 26",
     ["there are only 25 useful keys"]),
    (CR, C1, "table_row", "in the letter frequency table what percentage is the letter O",
     ["O 4th 7.5 percent"]),
    (CR, C1, "exact_term", "من هو أول من وصف طريقة تحليل تكرار الحروف لفك الشيفرات؟",
     ["the Arab scholar al-Kindi, who worked in Baghdad in the ninth century"]),
    (CR, C1, "paraphrase", "Qui a vraiment inventé le chiffre de Vigenère ?",
     ["first described by Giovan Battista Bellaso in 1553"]),
    (CR, C1, "code_block", "vigenere with keyword CODE, what does the first S turn into and why",
     ["First letter: S (18) + C (2) = 20 -> U"]),
    (CR, C1, "how_why", "how does the kasiski examination work out the length of the key",
     ["the key length is likely to be a common factor of those distances"]),
    (CR, C1, "list_item", "one time pad rules?? can the key be reused",
     ["The key must never be used again, not even in part."]),
    (CR, C1, "code_block", "gcd of 390 and 84 from the euclid example?",
     ["-> gcd(390, 84) = 6"]),
    (CR, C1, "worked_step", "affine cipher a=7 b=3 what does the letter T become",
     ["136 mod 26 = 6 -> G"]),

    # ---------------------------------------------------------------- cryptography, C2 (PPTX)
    (CR, C2, "exact_term", "des key is 64 bits right? or is it less",
     ["the effective key is 56 bits"]),
    (CR, C2, "worked_step", "how long did deep crack need to find a des key in 1998",
     ["key found in 56 hours"]),
    (CR, C2, "paraphrase", "who designed rijndael",
     ["the Belgian cryptographers Joan Daemen and Vincent Rijmen"]),
    (CR, C2, "list_item", "on slide 13 what does ShiftRows do",
     ["row i of the state is rotated left by i bytes"]),
    (CR, C2, "how_why", "¿Por qué el modo ECB no es seguro para mensajes largos?",
     ["Identical plaintext blocks give identical ciphertext blocks."]),
    (CR, C2, "code_block", "pkcs7 padding: if the last block has 13 bytes of data what goes in the rest",
     ["Pad with three bytes, each of value 3"]),
    (CR, C2, "code_block", "birthday paradox how many people do you need for a 50% chance",
     ["n = 23 -> 50.7 percent"]),
    (CR, C2, "table_row", "when did md5 get broken",
     ["collisions found by Xiaoyun Wang's team in 2004"]),
    (CR, C2, "how_why", "can a mac prove to a judge who sent the message?",
     ["A MAC cannot give non-repudiation, because both sides hold the same key."]),
    (CR, C2, "how_why", "पासवर्ड हैश करते समय salt क्यों मिलाया जाता है?",
     ["Salting means two users with the same password get different hashes."]),
    (CR, C2, "paraphrase", "is triple des actually 168 bit secure",
     ["a meet-in-the-middle attack cuts the effective strength to about 112 bits"]),
    (CR, C2, "code_block", "xor example 10110110 with key 01101100 whats the ciphertext byte",
     ["Ciphertext C = M^K: 1 1 0 1 1 0 1 0"]),

    # ---------------------------------------------------------------- cryptography, C3 (DOCX)
    (CR, C3, "code_block", "how many keys for 100 ppl if every pair needs its own symmetric key",
     ["100 x 99 / 2 = 4,950 keys"]),
    (CR, C3, "code_block", "in the toy diffie hellmen example whats the shared secret they end up with",
     ["Shared secret = 15 (never sent over the channel)"]),
    (CR, C3, "how_why", "why cant someone listening just work out the diffie-hellman secret from A and B",
     ["which is the discrete logarithm problem, believed to be infeasible when p is large"]),
    (CR, C3, "how_why", "how do you stop a man in the middle attack on diffie hellman",
     ["The defence is authentication: the exchanged values must be signed"]),
    (CR, C3, "exact_term", "RSA 的公钥指数 e 通常取什么值？",
     ["in practice e = 65,537 is almost always used"]),
    (CR, C3, "worked_step", "this rsa example is killing me, with p=11 q=23 what is d",
     ["d = 147, because 3 x 147 = 441"]),
    (CR, C3, "paraphrase", "did GCHQ invent RSA before rivest shamir and adleman?",
     ["In 1973 Clifford Cocks, a young mathematician who had just joined"]),
    (CR, C3, "how_why", "why dont we just encrypt everything with rsa instead of aes",
     ["Public-key operations are thousands of times slower than symmetric ones"]),
    (CR, C3, "exact_term", "who came up with elliptic curve cryptography",
     ["proposed independently by Neal Koblitz and Victor Miller in 1985"]),
    (CR, C3, "paraphrase", "what happened with diginotar",
     ["the Dutch certificate authority DigiNotar was hacked"]),

    # ---------------------------------------------------------------- cryptography, C4 (HTML)
    (CR, C4, "exact_term", "when did tls 1.3 come out",
     ["TLS 1.3 was published as RFC 8446 in August 2018"]),
    (CR, C4, "list_item", "tls 1.3 handshake - what does the client hello contain",
     ["the cipher suites it supports, a random number and a Diffie-Hellman key share"]),
    (CR, C4, "how_why", "how do you actually get forward secrecy",
     ["by using ephemeral Diffie-Hellman keys that are generated fresh for each connection"]),
    (CR, C4, "paraphrase", "if a site has the padlock does that mean its legit?",
     ["It does not mean that the website is honest."]),
    (CR, C4, "exact_term", "is using two passwords two factor authentication",
     ["Two passwords are still a single factor"]),
    (CR, C4, "code_block", "how many bits of entrophy is a password of 8 lowercase letters",
     ["26^8 = 2.1 x 10^11 passwords, about 37.6 bits"]),
    (CR, C4, "table_row", "credential stuffing?",
     ["replays usernames and passwords leaked from another site"]),
    (CR, C4, "how_why", "why is comparing a MAC byte by byte a mistake",
     ["the time taken tells the attacker how many leading bytes were correct"]),
    (CR, C4, "exact_term", "ハートブリードの脆弱性では一度にどれくらいのメモリを読み取れましたか？",
     ["read up to 64 kilobytes of a server's memory at a time"]),
    (CR, C4, "paraphrase", "will quantum computers break aes too",
     ["AES-256 would still offer about 128-bit security"]),

    # ---------------------------------------------------------------- cryptography, C5 (Markdown)
    (CR, C5, "exact_term", "whats the oldest known example of altered writing",
     ["in the tomb of the Egyptian nobleman Khnumhotep II"]),
    (CR, C5, "paraphrase", "the guy who tattooed a message on a slaves head, what was that about",
     ["tattooed a message on his scalp"]),
    (CR, C5, "how_why", "why is alberti called the father of western cryptography",
     ["he also proposed switching alphabets every few words"]),
    (CR, C5, "exact_term", "who decoded mary queen of scots letters",
     ["Walsingham's codebreaker Thomas Phelippes deciphered the letters"]),
    (CR, C5, "how_why", "why could an enigma machine never turn a letter into itself",
     ["no letter could ever be encrypted as itself"]),
    (CR, C5, "exact_term", "Wann wurde die erste britische Bombe in Bletchley Park in Betrieb genommen?",
     ["The first bombe went into service in March 1940"]),
    (CR, C5, "exact_term", "how many valves did the first colossus have",
     ["used about 1,600 thermionic valves in its first version"]),
    (CR, C5, "paraphrase", "how did the americans confirm that AF meant midway",
     ["a Japanese message reported that AF was short of water"]),
    (CR, C5, "table_row", "elizebeth friedman - what is she known for",
     ["breaking smugglers' codes and Nazi spy ciphers in the Americas"]),
    (CR, C5, "exact_term", "what was the clipper chip",
     ["an encryption chip with a built-in back door through key escrow"]),

    # ---------------------------------------------------------------- sociology, S1 (PDF)
    (SO, S1, "definition_tail", "¿Qué es la imaginación sociológica según C. Wright Mills?",
     ["the quality of mind that lets us grasp the relationship between history and biography"]),
    (SO, S1, "paraphrase", "mills unemployment example when does it become a public issue",
     ["when 15 million people are out of work in a nation of 50 million"]),
    (SO, S1, "exact_term", "who invented the word sociolgy and when",
     ["coined by the French thinker Auguste Comte, usually dated to 1838"]),
    (SO, S1, "list_item", "what did du bois do",
     ["carried out pioneering empirical studies of Black communities"]),
    (SO, S1, "table_row", "in the perspectives table, how does conflict theory see society",
     ["Conflict theory macro an arena of inequality and struggle"]),
    (SO, S1, "exact_term", "income and exam results example - which one is the dependent variable",
     ["exam results are the dependent variable"]),
    (SO, S1, "paraphrase", "which methods do interpretivists like",
     ["interpretivists, following Weber, have favoured qualitative ones"]),
    (SO, S1, "code_block", "stratified sampling example how many sixth formers go in the sample",
     ["Sixth form: 600 / 10 = 60 students"]),
    (SO, S1, "code_block", "response rate of the postal survey worked example?",
     ["Response rate = 540 / 1,500 x 100 = 36 percent"]),
    (SO, S1, "definition_tail", "Was versteht man unter dem Hawthorne-Effekt?",
     ["any change in people's behaviour caused by their awareness of being observed"]),
    (SO, S1, "how_why", "why is humphreys tearoom trade seen as unethical",
     ["it breached informed consent and put its participants at risk of exposure"]),
    (SO, S1, "list_item", "Selon Durkheim, qu'est-ce que le suicide anomique ?",
     ["Anomic suicide results from too little regulation"]),

    # ---------------------------------------------------------------- sociology, S2 (PPTX)
    (SO, S2, "exact_term", "tylors definition of culture",
     ["that complex whole which includes knowledge, belief, art, morals, law, custom"]),
    (SO, S2, "table_row", "whats an example of a more (not a folkway)",
     ["cheating in an exam"]),
    (SO, S2, "table_row", "agents of socialisaton table - what does the peer group teach",
     ["fashion, slang, status among equals"]),
    (SO, S2, "list_item", "looking glass self what's the second step",
     ["We imagine how they judge that appearance."]),
    (SO, S2, "definition_tail", "ゴフマンの言う「全制的施設」とは何ですか？",
     ["a place where people live cut off from wider society under one authority"]),
    (SO, S2, "exact_term", "role strain vs role conflict whats role strain",
     ["tension within a single role"]),
    (SO, S2, "exact_term", "on slide 17 whats the name of merton's 1938 paper",
     ["Social Structure and Anomie"]),
    (SO, S2, "code_block", "which of merton's adaptations accepts the means but gives up the goal",
     ["-> rejects the goal, keeps the means: RITUALISM"]),
    (SO, S2, "paraphrase", "Cosa significa devianza secondo la teoria dell'etichettamento di Becker?",
     ["deviant behavior is behavior that people so label"]),
    (SO, S2, "exact_term", "what was the moral panic stanley cohen studied",
     ["mods and rockers after disturbances at Clacton on Easter weekend 1964"]),
    (SO, S2, "code_block", "crime rate of town B in the burglary example",
     ["180 / 60,000 x 100,000 = 300 per 100,000"]),
    (SO, S2, "paraphrase", "did broken windows policing actually work",
     ["crime fell in many cities without such policing"]),

    # ---------------------------------------------------------------- sociology, S3 (DOCX)
    (SO, S3, "table_row", "how much social mobility is there in a caste system",
     ["virtually none; marriage within the caste"]),
    (SO, S3, "paraphrase", "जाति व्यवस्था के चार वर्ण कौन से हैं?",
     ["Brahmins (priests and scholars), Kshatriyas (rulers and warriors)"]),
    (SO, S3, "definition_tail", "class in itself vs class for itself??",
     ["a group that is conscious of its shared interests and acts together"]),
    (SO, S3, "keyword", "life chances weber",
     ["sharing in the goods and experiences valued in a society"]),
    (SO, S3, "list_item", "ns-sec class 4 is what",
     ["Small employers and own account workers"]),
    (SO, S3, "how_why", "why do davis and moore think inequality is needed",
     ["Higher rewards are needed to motivate the most able people to fill them."]),
    (SO, S3, "code_block", "mobility table: what % of working class sons got a professional job",
     ["only 60 / 500 = 12 percent for working-class sons"]),
    (SO, S3, "code_block", "relative poverty line if the median income is 35000",
     ["Poverty line: 0.60 x 35,000 = 21,000 pounds a year"]),
    (SO, S3, "exact_term", "macpherson definition of institutional racism",
     ["the collective failure of an organisation to provide an appropriate and professional service"]),
    (SO, S3, "keyword", "habitus bourdieu meaning",
     ["the dispositions and tastes that people acquire from their class background"]),

    # ---------------------------------------------------------------- sociology, S4 (HTML)
    (SO, S4, "table_row", "what counts as a reconstituted family",
     ["a family in which at least one partner has children from a previous relationship"]),
    (SO, S4, "exact_term", "how many societies did murdock look at",
     ["George Peter Murdock studied 250 societies"]),
    (SO, S4, "paraphrase", "parsons warm bath theory??",
     ["after the stress of work, the family is where adults can relax and recover"]),
    (SO, S4, "exact_term", "what is the triple shift",
     ["paid work, domestic labour and emotion work"]),
    (SO, S4, "table_row", "why are there more divorces since the 70s",
     ["easier divorce law; women's financial independence; higher expectations of marriage"]),
    (SO, S4, "definition_tail", "O que é o princípio da correspondência de Bowles e Gintis?",
     ["the relationships and rules of school mirror those of the workplace"]),
    (SO, S4, "paraphrase", "were the spurters in the pygmalion study actually cleverer",
     ["had been chosen at random"]),
    (SO, S4, "code_block", "free school meals pass rate gap in percentage points",
     ["Gap in percentage points: 70 - 45 = 25 percentage points"]),
    (SO, S4, "how_why", "why did the trobriand islanders do rituals for some fishing but not others",
     ["they performed rituals before fishing in the open ocean"]),
    (SO, S4, "table_row", "what is a sect",
     ["rejects wider society; often led by a charismatic leader"]),

    # ---------------------------------------------------------------- sociology, S5 (TXT)
    (SO, S5, "exact_term", "ibn khaldun how long until a dynasty falls",
     ["three generations (roughly 120 years)"]),
    (SO, S5, "list_item", "comtes metaphysical stage",
     ["the metaphysical stage, in which they are explained by abstract forces"]),
    (SO, S5, "paraphrase", "did darwin come up with survival of the fittest",
     ["It was Spencer, not Darwin, who coined the phrase"]),
    (SO, S5, "definition_tail", "gesellschaft meaning tonnies",
     ["relationships are impersonal, temporary and based on self-interest and contracts"]),
    (SO, S5, "exact_term", "where was the first european sociology department",
     ["the University of Bordeaux"]),
    (SO, S5, "list_item", "韦伯说的魅力型权威是什么意思？",
     ["charismatic authority rests on devotion to the extraordinary personal qualities of a leader"]),
    (SO, S5, "paraphrase", "rain dance example manifest vs latent function",
     ["the latent function of bringing the community together"]),
    (SO, S5, "how_why", "what did garfinkels students do in the breaching experiments",
     ["by behaving as lodgers in their own family homes"]),
    (SO, S5, "code_block", "timeline - what came out in 1887",
     ["1887 Tonnies, Gemeinschaft und Gesellschaft"]),
    (SO, S5, "keyword", "asabiyyah",
     ["group feeling or solidarity (Ibn Khaldun)"]),
]

# Near the course topic, but no file of the course covers it: (course, question, search terms
# that must be absent from every file of the course).
UNANSWERABLE = [
    (CR, "Как работает квантовое распределение ключей по протоколу BB84?",
     [r"BB84", r"quantum key distribution"]),
    (CR, "what is a zero knowledge proof", [r"zero[- ]knowledge"]),
    (CR, "how does homomorphic encryption let a server compute on encrypted data",
     [r"homomorphic"]),
    (CR, "is blowfish still safe to use", [r"Blowfish"]),
    (CR, "what is differential cryptanalysis and who found it", [r"differential cryptanalysis"]),
    (CR, "chinese remainder theorem - how does rsa use it to speed up decryption",
     [r"Chinese remainder", r"CRT"]),
    (CR, "what is a merkle tree", [r"Merkle tree", r"hash tree"]),
    (CR, "블록체인에서 작업 증명(proof of work)은 어떻게 작동하나요?",
     [r"proof[- ]of[- ]work", r"mining", r"miners?"]),
    (CR, "what is the beale cipher and was it ever solved", [r"Beale"]),
    (CR, "how is a rainbow table actually built, whats a reduction function",
     [r"reduction function"]),
    (CR, "Che cos'è il cifrario di Hill e come si usano le matrici?", [r"Hill cipher", r"Lester Hill"]),
    (CR, "playfair rules - what do you do when both letters are in the same row",
     [r"same row", r"same column"]),
    (CR, "how does ssh use public keys to log in", [r"SSH", r"secure shell"]),
    (CR, "how does kerberos authentication work", [r"Kerberos"]),
    (CR, "what is certificate transparency", [r"certificate transparency", r"transparency"]),
    (CR, "what code word did the navajo code talkers use for a tank", [r"turtle", r"tortoise"]),
    (CR, "what is X3DH in the signal protocol", [r"X3DH", r"triple Diffie"]),
    (CR, "what's a digital watermark", [r"watermark\w*"]),
    (SO, "what is goffmans idea of stigma and spoiled identity", [r"spoiled identity"]),
    (SO, "explain norbert elias's civilising process", [r"civili[sz]ing process", r"Elias"]),
    (SO, "what is habermas's public sphere", [r"Habermas", r"public sphere"]),
    (SO, "hochschild emotional labour and the second shift", [r"Hochschild", r"emotional labou?r", r"second shift"]),
    (SO, "what is putnam's bowling alone argument", [r"Putnam", r"Bowling Alone"]),
    (SO, "bourdieu symbolic violence meaning", [r"symbolic violence"]),
    (SO, "what is the great gatsby curve", [r"Gatsby"]),
    (SO, "what did zimbardo's stanford prison experiment show", [r"Zimbardo", r"Stanford prison"]),
    (SO, "milgram obedience study what happened", [r"Milgram"]),
    (SO, "what are matza's techniques of neutralisation", [r"Matza", r"neutrali[sz]ation", r"drift"]),
    (SO, "what is left realism in criminology", [r"left realism", r"realis[mt]"]),
    (SO, "marx commodity fetishism?", [r"fetish\w*"]),
    (SO, "¿Qué es la teoría de las preferencias de Catherine Hakim?", [r"Hakim", r"preference theory"]),
    (SO, "what did the black report say about health inequalities", [r"Black Report"]),
    (SO, "giddens pure relationship what is it", [r"pure relationship"]),
    (SO, "ما هي نظرية التبادل الاجتماعي في علم الاجتماع؟", [r"social exchange", r"Homans", r"Blau"]),
    (SO, "what does lyotard mean by the end of metanarratives", [r"Lyotard", r"metanarrative\w*", r"postmodern\w*"]),
    (SO, "bernstein restricted and elaborated codes", [r"elaborated code", r"restricted code", r"Bernstein"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (CR, "what is the sociological imagination", [r"sociological imagination"]),
    (CR, "what does anomie mean", [r"anomie"]),
    (CR, "what is labelling theory in simple words", [r"labelling theory", r"labeling theory"]),
    (SO, "how does the caesar cipher work", [r"Caesar"]),
    (SO, "what is a hash function", [r"hash"]),
    (SO, "how does rsa encryption work", [r"RSA"]),
]

SEED = 20260131

PAGE_REF = re.compile(r"\b(?:page|slide) (\d+)\b")


def rows():
    out = []
    for course, source, kind, q, gold in ANSWERABLE:
        page = None
        if source.endswith((".pdf", ".pptx")):
            page = find_page(ROOT / "corpus" / course / source, gold[0])
        m = PAGE_REF.search(q)
        if m:
            assert page == int(m.group(1)), f"{q!r}: gold is on page {page}"
        out.append({"course": course, "question": q, "answerable": True, "kind": kind,
                    "gold": gold, "source": source, "page": page})
    for course, q, _terms in UNANSWERABLE:
        out.append({"course": course, "question": q, "answerable": False, "kind": "unanswerable",
                    "gold": [], "source": None, "page": None})
    for course, q, _terms in OTHER_COURSE:
        out.append({"course": course, "question": q, "answerable": False, "kind": "other_course",
                    "gold": [], "source": None, "page": None})
    random.Random(SEED).shuffle(out)
    final = []
    for i, r in enumerate(out, 1):
        final.append({"id": f"ab31-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
