"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 22. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Questions that point at a page or slide ("page 3", "slide 7") use the PDF page number; slide
decks count the title page as slide 1, so slide N is page N. rows() asserts that the number in
the question is the page where the gold was found.

Run build.py first.
"""
import json
import random
import re
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
LS = "land-surveying"
LG = "linguistics"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("bowditch", "isogloss")
#   how_why          a how or why question whose answer is a reason or a mechanism (also "compare")
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

S1 = "01-levelling-and-booking.pdf"
S2 = "02-taping-bearings-and-traverses-slides.pdf"
S3 = "03-areas-and-volumes.docx"
S4 = "04-setting-out-curves.md"
S5 = "05-field-practice-and-instruments-notes.txt"
G1 = "01-phonetics-and-phonology.pdf"
G2 = "02-morphology-and-syntax-slides.pdf"
G3 = "03-dialect-accent-and-identity.docx"
G4 = "04-language-change.md"
G5 = "05-pidgins-creoles-and-language-death-notes.txt"

ANSWERABLE = [
    # ---- Land surveying: 01 levelling and booking (prose PDF) ----
    (LS, S1, "paraphrase", "if the number i read off the staff gets bigger has the ground gone up or down",
     ["a large reading means a low point and a small reading means a high point"]),
    (LS, S1, "exact_term", "what is ordnance datum newlyn based on",
     ["based on mean sea level measured at Newlyn in Cornwall"]),
    (LS, S1, "definition_tail", "what makes a point a change point",
     ["receives a foresight from one set-up and then a backsight from the next one"]),
    (LS, S1, "table_row", "in the rise and fall booking table whats the reduced level of peg 2",
     ["3 2.410 0.540 48.915 Peg 2"]),
    (LS, S1, "code_block", "rise and fall check in the example, what do the rises minus falls come to",
     ["Sum rise - Sum fall = 0.340 - 1.805 = -1.465"]),
    (LS, S1, "how_why", "why is an error in an intermediate sight so hard to spot",
     ["Intermediate sights do not appear in the first line of the check at all"]),
    (LS, S1, "exact_term", "how do you get the height of colimation for a set up",
     ["height of collimation is the reduced level of the backsight point plus the backsight"]),
    (LS, S1, "worked_step", "HPC for the second setup in the worked example after the change point?",
     ["second set-up gives 48.670 + 0.985 = 49.655 m"]),
    (LS, S1, "worked_step", "on page 4, why does the 2.25 km loop have to be done again",
     ["Since 19 mm is more than 18 mm, the loop has to be levelled again"]),
    (LS, S1, "paraphrase", "whats the point of making backsights and foresights the same length",
     ["the two errors are the same size and cancel in the difference"]),
    (LS, S1, "worked_step", "two peg test result - how bad was the level in the example",
     ["the line of sight rises by about 1 in 3,000"]),

    # ---- Land surveying: 02 taping, bearings and traverses (slides) ----
    (LS, S2, "code_block", "coefficient of expansion of steel tape",
     ["alpha = 0.0000112 per deg C for steel"]),
    (LS, S2, "worked_step", "tension correction when the tape is pulled at 100 N but standardised at 50 N",
     ["Cp = 50 x 84.360 / (3 x 200,000) = +0.0070 m"]),
    (LS, S2, "paraphrase", "if the tape is only held at the two ends does it read long or short",
     ["A tape supported only at its ends hangs in a catenary and measures too long"]),
    (LS, S2, "list_item", "do you add or take off the slope correction",
     ["The slope correction is always subtracted"]),
    (LS, S2, "table_row", "final corrected horizontal length on slide 13",
     ["Corrected horizontal length 84.328"]),
    (LS, S2, "exact_term", "what is a whole circle bearing",
     ["Measured clockwise from north, from 0 deg to 360 deg"]),
    (LS, S2, "list_item", "convert WCB 214 10 into a quadrant bearing",
     ["214 deg 10' WCB is S 34 deg 10' W"]),
    (LS, S2, "code_block", "how do i get the next bearing from the angle i measured at the station",
     ["Bearing BC = Bearing AB + 180 deg + angle ABC"]),
    (LS, S2, "exact_term", "what is the departure of a traverse line",
     ["Departure: the east-west component of a line, L x sin(WCB)"]),
    (LS, S2, "code_block", "what accuracy did the worked traverse come out at",
     ["Accuracy = 721.330 / 0.060 = about 1 in 12,000"]),
    (LS, S2, "worked_step", "bowdich correction to the departure of AB",
     ["Departure correction = - 0.055 x 185.420 / 721.330 = -0.014 m"]),

    # ---- Land surveying: 03 areas and volumes (DOCX) ----
    (LS, S3, "exact_term", "how many m2 in a hectare",
     ["one hectare is 10,000 square metres"]),
    (LS, S3, "how_why", "my area from coordinates came out negative, what did i do wrong",
     ["going clockwise gives a negative value, going anticlockwise a positive one"]),
    (LS, S3, "worked_step", "what is the area of the field PQRST",
     ["so the area of the field is 18,025 square metres"]),
    (LS, S3, "definition_tail", "what does the trapezoidal rule assume about the boundary",
     ["treats the boundary between neighbouring offsets as straight"]),
    (LS, S3, "how_why", "can simpsons rule be used with an even number of offsets",
     ["It only works with an odd number of offsets"]),
    (LS, S3, "worked_step", "what area does simpson's rule give for the stream offsets",
     ["(5.20 + 51.40 + 18.70) = 251.0 square metres"]),
    (LS, S3, "how_why", "why is simpson's answer bigger than the trapezoidal one for the stream",
     ["because the boundary bows out away from the line"]),
    (LS, S3, "worked_step", "cross section area of a cutting 1.2 m deep with a 10 m base and 1 in 2 side slopes",
     ["1.2 x (10 + 2 x 1.2) = 14.88 square metres"]),
    (LS, S3, "list_item", "total volume by end areas for the three sections 20 m apart",
     ["Total by end areas: 716 cubic metres"]),
    (LS, S3, "keyword", "prismoidal correction",
     ["The difference of about 9.3 cubic metres from the end-area result"]),
    (LS, S3, "paraphrase", "how many cubic metres of trucks do I need for the clay from the end area example",
     ["would fill about 895 cubic metres of lorry space"]),

    # ---- Land surveying: 04 setting out curves (Markdown) ----
    (LS, S4, "exact_term", "what is meant by the deflection angle of a curve",
     ["the angle between the first straight extended beyond I and the second straight"]),
    (LS, S4, "table_row", "formula for the external distance",
     ["R x (sec(delta / 2) - 1)"]),
    (LS, S4, "code_block", "tangent length for the 300 m radius curve",
     ["Tangent length T = 300 x tan 18 deg = 97.48 m"]),
    (LS, S4, "how_why", "why isnt chainage of T2 just the chainage of I plus the tangent length",
     ["the road follows the arc, which is shorter than the route via I"]),
    (LS, S4, "worked_step", "how long is the first sub chord in the example",
     ["it runs from 1,149.32 to 1,160.00, a length of 10.68 m"]),
    (LS, S4, "exact_term", "rankine tangential angle formula",
     ["the tangential angle in minutes is 1718.9 x c / R"]),
    (LS, S4, "code_block", "what is the total deflection angle at T2 in the setting out table",
     ["1320 - T2 17.82 1 deg 42' 06\" 18 deg 00' 03\""]),
    (LS, S4, "how_why", "how can i check my table of deflection angles is right",
     ["The final total deflection must equal half the deflection angle of the curve"]),
    (LS, S4, "worked_step", "offset from the tangent 30 m from T1 on a 300 m radius curve",
     ["the offset at 30 m along the tangent is 900 / 600 = 1.50 m"]),
    (LS, S4, "paraphrase", "what if theres a building in the way and i cant see the next peg from T1",
     ["the theodolite can be moved forward to any peg already set"]),
    (LS, S4, "keyword", "superelevation",
     ["On fast roads the outer edge of a curve is raised"]),

    # ---- Land surveying: 05 field practice notes (TXT) ----
    (LS, S5, "paraphrase", "the crosshairs seem to jump about when i move my eye, how do i fix it",
     ["turn the eyepiece until the cross-hairs are sharp and black"]),
    (LS, S5, "exact_term", "how many decimals should staff readings be booked to",
     ["always booked to three decimal places"]),
    (LS, S5, "worked_step", "how far away is the staff if the stadia read 1.842 and 1.318",
     ["the staff is 52.4 m away"]),
    (LS, S5, "exact_term", "formula for curvature and refraction",
     ["is 0.0673 times D squared, in metres"]),
    (LS, S5, "worked_step", "true difference in level in the reciprocal levelling example",
     ["(0.885 + 0.935) / 2 = 0.910 m, B lower than A"]),
    (LS, S5, "list_item", "can i rub out a reading i booked wrong",
     ["Strike a wrong figure through with a single line"]),
    (LS, S5, "list_item", "what are systematic errors",
     ["follow a rule and always push the result one way"]),
    (LS, S5, "definition_tail", "whats the difference between precision and accuracy",
     ["accuracy is how close they come to the true value"]),
    (LS, S5, "table_row", "how precise is a fibreglass tape",
     ["Fibreglass tape 1 in 1,000 Detail and offsets"]),
    (LS, S5, "how_why", "why take theodolite readings on both faces",
     ["The mean of the two faces cancels most instrument errors"]),
    (LS, S5, "keyword", "change plate",
     ["change plate a heavy steel plate for the staff at a change point"]),

    # ---- Linguistics: 01 phonetics and phonology (prose PDF) ----
    (LG, G1, "how_why", "what is the difference between phonetics and phonology",
     ["how a particular language organises sounds into a system"]),
    (LG, G1, "exact_term", "when was the IPA first published",
     ["first published in 1888 by the International Phonetic Association"]),
    (LG, G1, "how_why", "square brackets vs slashes in transcription?",
     ["give a phonemic transcription that records only the sounds that matter for meaning"]),
    (LG, G1, "paraphrase", "how can i feel whether a sound is voiced or not",
     ["putting your fingers on your throat and saying a long zzzz"]),
    (LG, G1, "table_row", "what are velar sounds made with",
     ["Velar back of the tongue and the soft palate k, g, eng"]),
    (LG, G1, "list_item", "what is an affricate",
     ["a stop released slowly into a fricative"]),
    (LG, G1, "exact_term", "whats the three term description of /s/",
     ["/s/ is a voiceless alveolar fricative"]),
    (LG, G1, "definition_tail", "what is schwa",
     ["a short, central, unrounded vowel that is made with the tongue relaxed"]),
    (LG, G1, "paraphrase", "why does a bit of paper in front of my mouth move for pin but not for spin",
     ["the /p/ of pin is aspirated, followed by a short puff of breath"]),
    (LG, G1, "exact_term", "what does complementary distribution mean",
     ["each occurs only in positions where the other never does"]),
    (LG, G1, "exact_term", "what is the rhyme of a syllable",
     ["the nucleus and coda together are called the rhyme"]),

    # ---- Linguistics: 02 morphology and syntax (slides) ----
    (LG, G2, "exact_term", "define morpheme",
     ["the smallest unit of language that carries meaning or grammatical function"]),
    (LG, G2, "list_item", "give me an example of an infix",
     ["sulat \"write\" becomes sumulat \"wrote\""]),
    (LG, G2, "how_why", "derivation vs inflection whats the difference",
     ["Derivation makes a new word, often of a new word class"]),
    (LG, G2, "list_item", "which of the english inflections is -en",
     ["-en past participle (eaten)"]),
    (LG, G2, "list_item", "why is there an extra vowel in the plural horses",
     ["An extra vowel before [z] after hissing sounds"]),
    (LG, G2, "list_item", "where does the verb edit come from",
     ["Back-formation removes what looks like an affix: edit from editor"]),
    (LG, G2, "list_item", "what is an agglutinative language",
     ["words are long chains of clear, separate affixes"]),
    (LG, G2, "code_block", "what's the phrase structure rule for a verb phrase",
     ["VP -> V (NP) (PP)"]),
    (LG, G2, "paraphrase", "in i saw the man with the telescope, which reading has the man holding it",
     ["the PP is inside the NP: the man was holding the telescope"]),
    (LG, G2, "how_why", "why is there no limit to how many sentences a language has",
     ["Recursion is why the number of possible sentences has no upper limit"]),
    (LG, G2, "list_item", "what is the most common word order in the worlds languages",
     ["SOV is the commonest order: Japanese, Turkish, Hindi"]),

    # ---- Linguistics: 03 dialect, accent and identity (DOCX) ----
    (LG, G3, "keyword", "army and navy quote",
     ["a language is a dialect with an army and a navy"]),
    (LG, G3, "how_why", "what's the difference between an accent and a dialect",
     ["A dialect is a wider notion that covers pronunciation together with vocabulary and grammar"]),
    (LG, G3, "paraphrase", "how come the london kind of english became the standard one",
     ["it grew out of the English of London and the south-east Midlands"]),
    (LG, G3, "list_item", "what is rhoticity",
     ["pronouncing the r after a vowel in words such as car and hard"]),
    (LG, G3, "keyword", "NORMs",
     ["non-mobile older rural males"]),
    (LG, G3, "paraphrase", "in labovs shop study which store said the r the most",
     ["The assistants in Saks, the most expensive store, pronounced r most often"]),
    (LG, G3, "table_row", "what did trudgill find in norwich",
     ["Men over-reported their local pronunciations"]),
    (LG, G3, "exact_term", "what is covert prestige",
     ["non-standard forms that carry local loyalty, toughness or friendliness"]),
    (LG, G3, "how_why", "how does the matched guise test work",
     ["one speaker reads the same passage in two or more accents"]),
    (LG, G3, "definition_tail", "what is metaphorical code switching",
     ["changes language within the same situation to add a meaning"]),
    (LG, G3, "exact_term", "what is diglossia",
     ["two varieties of one language for clearly separate purposes"]),

    # ---- Linguistics: 04 language change (Markdown) ----
    (LG, G4, "paraphrase", "what did william jones notice about sanskrit back in 1786",
     ["Sanskrit, Greek and Latin were so alike in their roots and grammar"]),
    (LG, G4, "list_item", "what happened to p t k under grimms law",
     ["The voiceless stops p, t, k became the fricatives f, th, h"]),
    (LG, G4, "how_why", "why does latin still have p in pater when english has f",
     ["Latin, Greek and Sanskrit did not undergo these changes"]),
    (LG, G4, "exact_term", "what did verner's law say",
     ["became voiced when the accent in the original word did not fall on the syllable"]),
    (LG, G4, "keyword", "neogrammarians",
     ["sound laws work without exceptions"]),
    (LG, G4, "exact_term", "when did the great vowel shift happen",
     ["took place roughly between 1400 and 1700, beginning in the south"]),
    (LG, G4, "how_why", "why did the vowels of bite and house turn into diphthongs",
     ["could not rise any further and instead became diphthongs"]),
    (LG, G4, "table_row", "how was name pronounced in middle english before the vowel shift",
     ["long a, like the vowel of father"]),
    (LG, G4, "code_block", "how would shakespeare have said house",
     ["Shakespeare (1600) \"buh-eet\" \"huh-oos\""]),
    (LG, G4, "list_item", "what did silly used to mean",
     ["once meant blessed or happy"]),
    (LG, G4, "paraphrase", "why do we eat beef but farm cows",
     ["a pattern usually explained by the different social positions of the people"]),

    # ---- Linguistics: 05 pidgins, creoles and language death (TXT) ----
    (LG, G5, "exact_term", "does anyone speak a pidgin as their first language",
     ["It is nobody's first language"]),
    (LG, G5, "keyword", "lexifier",
     ["lexifier the language that supplies most of a pidgin's words"]),
    (LG, G5, "list_item", "do pidgins have endings for tense or plurals",
     ["little or no inflection: no endings for tense, plural or person"]),
    (LG, G5, "how_why", "how does a pidgin turn into a creole",
     ["when a pidgin becomes the first language of a community"]),
    (LG, G5, "paraphrase", "how do you say hair in tok pisin",
     ["\"gras bilong het\" (hair, literally grass belonging to head)"]),
    (LG, G5, "table_row", "what is the acrolect used for",
     ["acrolect close to standard English education, formal occasions"]),
    (LG, G5, "how_why", "what was bickertons bioprogram idea",
     ["fall back on an inborn human capacity for grammar"]),
    (LG, G5, "how_why", "why do languages usually die out",
     ["Far more often the community shifts to another language"]),
    (LG, G5, "list_item", "what does definitely endangered mean on the unesco scale",
     ["children no longer learn it as a mother tongue at home"]),
    (LG, G5, "exact_term", "who was the last native speaker of manx",
     ["Ned Maddrell, who died in 1974"]),
    (LG, G5, "list_item", "what is a master apprentice programme",
     ["pair one fluent elder with one adult learner"]),
]

# Questions near the course topic that no file of the course answers: their search terms
# (regular expressions, matched case-insensitively on word boundaries) are absent from every
# file of the course.
UNANSWERABLE = [
    (LS, "how do you set out points with rtk gps",
     [r"GPS", r"GNSS", r"RTK", r"satellites?"]),
    (LS, "how do i design a vertical curve over a crest in the road",
     [r"vertical curves?", r"crest", r"summit"]),
    (LS, "what is the length of the clothoid spiral in a transition curve",
     [r"clothoid", r"spirals?", r"cubic parabola"]),
    (LS, "how do you draw a mass haul diagram",
     [r"mass haul", r"haul", r"free haul"]),
    (LS, "when should i use the transit rule instead of bowditch",
     [r"transit rule", r"Crandall", r"least squares"]),
    (LS, "how do i correct a compass bearing for magnetic declination",
     [r"declination", r"magnetic variation", r"isogonic"]),
    (LS, "how do you measure an area with a planimeter",
     [r"planimeters?"]),
    (LS, "what scale factor do i apply to turn a ground distance into a grid distance",
     [r"scale factors?", r"grid distances?", r"Transverse Mercator", r"National Grid"]),
    (LS, "how is a triangulation network adjusted",
     [r"triangulation", r"trilateration"]),
    (LS, "how do you use a rotating laser level on site",
     [r"rotating laser", r"laser levels?", r"laser receivers?"]),
    (LS, "how do profile boards work when setting out a building",
     [r"profile boards?", r"sight rails?", r"batter boards?", r"travellers?"]),
    (LS, "how do you do a resection with a total station",
     [r"resection", r"free station"]),
    (LG, "what is the mcgurk effect",
     [r"McGurk", r"lip-?reading"]),
    (LG, "how do formants show vowel height on a spectrogram",
     [r"formants?", r"spectrograms?", r"hertz"]),
    (LG, "how are click consonants made in xhosa",
     [r"clicks?", r"Xhosa", r"Zulu", r"ingressive"]),
    (LG, "what is the sapir whorf hypothesis",
     [r"Sapir", r"Whorf", r"linguistic relativity"]),
    (LG, "how does x-bar theory draw trees",
     [r"X-bar", r"specifiers?", r"bar level"]),
    (LG, "is there a critical period for learning a first language",
     [r"critical period", r"Genie", r"Lenneberg"]),
    (LG, "how many grammatical cases did old english nouns have",
     [r"cases", r"nominative", r"dative", r"accusative", r"genitive"]),
    (LG, "what are the grammar features of aave",
     [r"AAVE", r"African American", r"Ebonics", r"habitual be"]),
    (LG, "who invented esperanto and why",
     [r"Esperanto", r"Zamenhof", r"constructed languages?"]),
    (LG, "how did nicaraguan sign language develop",
     [r"Nicaragua\w*", r"sign languages?", r"signing"]),
    (LG, "what is the high german consonant shift",
     [r"High German", r"second consonant shift", r"second sound shift"]),
    (LG, "what is estuary english",
     [r"Estuary"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (LS, "what is grimm's law", [r"Grimm"]),
    (LS, "what is code-switching", [r"code-switching"]),
    (LS, "what is an allophone", [r"allophones?"]),
    (LG, "how do you do a bowditch adjustment", [r"Bowditch"]),
    (LG, "how are whole circle bearings measured", [r"whole-circle bearings?", r"bearings?"]),
    (LG, "how do you work out reduced levels from backsights and foresights",
     [r"reduced levels?", r"backsights?", r"foresights?"]),
]

SEED = 20260122

PAGE_REF = re.compile(r"\b(?:page|slide) (\d+)\b")


def rows():
    out = []
    for course, source, kind, q, gold in ANSWERABLE:
        page = None
        if source.endswith(".pdf"):
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
        final.append({"id": f"ab22-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
