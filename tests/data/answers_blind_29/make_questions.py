"""Write questions.jsonl from the hand-written questions below (set 29).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/. Only the PDF page of the first gold snippet is looked up automatically
(pdfminer text through pdfplumber); check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 19") uses the PDF page number, and slide decks
count the title page as slide 1, so slide N is page N. rows() asserts that the number in the
question is the page where the gold was found.

Run build.py first.
"""
import json
import random
import re
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
AS = "astronomy"
MU = "music-theory-basics"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("triple alpha process", "OBAFGKM mnemonic")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

A1 = "01-the-sky-and-the-solar-system.pdf"
A2 = "02-the-lives-of-stars-slides.pdf"
A3 = "03-light-and-telescopes.docx"
A4 = "04-galaxies-and-the-universe.md"
A5 = "05-history-of-astronomy-notes.txt"
M1 = "01-pitch-notation-and-scales.pdf"
M2 = "02-intervals-and-chords-slides.pdf"
M3 = "03-rhythm-and-metre.docx"
M4 = "04-harmony-and-cadences.md"
M5 = "05-form-texture-and-history-notes.txt"

# (course, source, kind, question, [gold])
ANSWERABLE = [
    # ---- astronomy, 01 prose PDF -------------------------------------------------------
    (AS, A1, "paraphrase", "Quantas constelações existem oficialmente?",
     ["The International Astronomical Union (IAU) recognises 88 constellations"]),
    (AS, A1, "code_block", "if one star is mag 1 and the other is 3.5 how many times brighter is the first one",
     ["Ratio = 2.512 ^ 2.5 = 10.0, so about 10 times brighter"]),
    (AS, A1, "how_why", "why is a solar day longer than a sidereal day",
     ["because in the meantime the Earth has moved about one degree"]),
    (AS, A1, "list_item", "what happens at the march equinox",
     ["day and night are roughly equal everywhere"]),
    (AS, A1, "how_why", "why do the moon phases take 29.5 days if the moon orbits in 27.3",
     ["because the Earth-Moon system has moved along its orbit round the Sun"]),
    (AS, A1, "exact_term", "सूर्य का प्रकाश पृथ्वी तक पहुँचने में कितना समय लेता है?",
     ["Sunlight takes 8 minutes 20 seconds to travel from the Sun"]),
    (AS, A1, "how_why", "why are sunspots darker than the rest of the sun",
     ["where strong magnetic fields hold back the flow of heat"]),
    (AS, A1, "table_row", "how long is a year on mars and how many moons does it have",
     ["Mars 1.52 687 days 2"]),
    (AS, A1, "how_why", "¿Por qué Venus es más caliente que Mercurio si está más lejos del Sol?",
     ["because its thick carbon dioxide atmosphere traps heat"]),
    (AS, A1, "list_item", "why isnt pluto a planet anymore, which rule does it fail",
     ["has cleared the neighbourhood around its orbit of other objects"]),
    (AS, A1, "definition_tail", "whats the diffrence between a meteor and a meteorite",
     ["any piece that survives to reach the ground is a meteorite"]),
    # ---- astronomy, 02 slides --------------------------------------------------------------
    (AS, A2, "code_block", "how many light years away is proxima centauri",
     ["In light-years: 1.30 x 3.26 = 4.24 light-years"]),
    (AS, A2, "paraphrase", "if you moved a star twice as far away how much dimmer would it look",
     ["Move a star twice as far away: it looks one quarter as bright"]),
    (AS, A2, "table_row", "what surface temperature does a K type star have, and which star is an example",
     ["K orange 3,700 to 5,200 Arcturus"]),
    (AS, A2, "keyword", "OBAFGKM mnemonic",
     ["Oh Be A Fine Girl/Guy, Kiss Me"]),
    (AS, A2, "exact_term", "hertzsprung russel diagram - where do white dwarfs go on it",
     ["White dwarfs: bottom left, hot but faint"]),
    (AS, A2, "code_block", "how long does a star of 10 solar masses live",
     ["10 billion years x 0.0032 = 32 million years"]),
    (AS, A2, "exact_term", "what temp does the core of a protostar need before fusion starts",
     ["Fusion switches on when the core reaches about 10 million K"]),
    (AS, A2, "exact_term", "白矮星的质量上限是多少？",
     ["no white dwarf can be more than 1.4 solar masses"]),
    (AS, A2, "how_why", "why does fusion stop at iron in massive stars",
     ["Fusing iron absorbs energy instead of releasing it"]),
    (AS, A2, "exact_term", "Wie groß ist ein Neutronenstern?",
     ["Only about 20 km across, made almost entirely of neutrons"]),
    (AS, A2, "table_row", "what will a star of 5 solar masses end up as",
     ["0.08 to 8 planetary nebula white dwarf"]),
    (AS, A2, "exact_term", "on slide 19, when and where was SN 1987A seen",
     ["seen on 23 February 1987 in the Large Magellanic Cloud"]),
    # ---- astronomy, 03 DOCX ----------------------------------------------------------------
    (AS, A3, "table_row", "what does ultraviolet light show astronomers",
     ["very hot young stars"]),
    (AS, A3, "list_item", "what spectrum do you get from a hot thin gas",
     ["bright lines at wavelengths set by the atoms it contains"]),
    (AS, A3, "code_block", "in the doppler example with the hydrogen alpha line how fast is the star going",
     ["Speed = 300,000 x 0.2 / 656.3 = 91 km/s, moving away from us"]),
    (AS, A3, "how_why", "why do big observatories use mirrors not lenses",
     ["A mirror reflects all colours equally, so there is no chromatic aberration"]),
    (AS, A3, "code_block", "how much more light does an 8 m telescope collect than my eye",
     ["Light-gathering ratio = 1,143 x 1,143 = about 1.3 million"]),
    (AS, A3, "worked_step", "what is the resolution limit of hubble in green light",
     ["0.25 x 0.5 / 2.4 = 0.052 arcseconds"]),
    (AS, A3, "worked_step", "magnification with a 1200mm telescope and a 25mm eyepiece?",
     ["magnifies 1,200 / 25 = 48 times"]),
    (AS, A3, "paraphrase", "how does adaptive optics fix the blurring",
     ["a thin deformable mirror changes shape to cancel it"]),
    (AS, A3, "paraphrase", "Pourquoi les premières images de Hubble étaient-elles floues ?",
     ["Hubble was launched with a flawed main mirror"]),
    (AS, A3, "exact_term", "what wavelength do radio astronomers use to map cold hydrogen",
     ["Cold hydrogen gas gives out radio waves at a wavelength of 21 cm"]),
    # ---- astronomy, 04 Markdown ------------------------------------------------------------
    (AS, A4, "keyword", "galactic halo",
     ["a huge, sparse sphere of old stars and globular clusters around the disc"]),
    (AS, A4, "paraphrase", "how long does it take the sun to go once round the milky way",
     ["One trip round, sometimes called a galactic year, takes about 230 million years"]),
    (AS, A4, "table_row", "what does a barred spiral look like",
     ["arms start from the ends of a straight bar through the centre"]),
    (AS, A4, "exact_term", "when is andromeda going to crash into us",
     ["expected to collide and merge in about 4.5 billion years"]),
    (AS, A4, "how_why", "how do rotation curves show there is dark matter",
     ["the outer parts orbit as fast as the inner parts"]),
    (AS, A4, "code_block", "a galaxy is 200 Mpc away, how fast is it moving away",
     ["Speed: v = H0 x d = 70 x 200 = 14,000 km/s"]),
    (AS, A4, "exact_term", "what is the value of the hubble constant in the notes",
     ["the Hubble constant, about 70 km/s per megaparsec"]),
    (AS, A4, "code_block", "how long after the big bang did the first stars form",
     ["about 200 million years the first stars light up"]),
    (AS, A4, "exact_term", "who came up with the name big bang",
     ["coined, half mockingly, by Fred Hoyle in a BBC radio talk in 1949"]),
    (AS, A4, "definition_tail", "what does quasar stand for and why that name",
     ["quasi-stellar radio sources, because on photographs they look like single stars"]),
    # ---- astronomy, 05 TXT notes -----------------------------------------------------------
    (AS, A5, "code_block", "how did eratosthenes get 250,000 stadia for the earth",
     ["Circumference = 50 x 5,000 stadia = 250,000 stadia"]),
    (AS, A5, "exact_term", "ما الذي سجله عبد الرحمن الصوفي لأول مرة في كتاب الكواكب الثابتة؟",
     ["which gave the first written record of the Andromeda galaxy, described"]),
    (AS, A5, "exact_term", "what does the star name betelgeuse mean",
     ["Betelgeuse comes from a phrase meaning \"the hand of the"]),
    (AS, A5, "how_why", "how did copernicus explain retrograde motion",
     ["when the faster Earth overtakes a slower outer planet"]),
    (AS, A5, "paraphrase", "what notes did kepler give the earth's song",
     ["wrote the Earth's song as the notes mi, fa,"]),
    (AS, A5, "exact_term", "what date did galileo first see jupiters moons",
     ["On 7 January 1610 he saw three small"]),
    (AS, A5, "exact_term", "who found uranus and when",
     ["Uranus on 13 March 1781, the first planet discovered with a telescope"]),
    (AS, A5, "code_block", "in the timeline what happened in 1846",
     ["1846 Galle finds Neptune from Le Verrier's prediction"]),
    (AS, A5, "paraphrase", "did jocelyn bell get the nobel prize for finding pulsars",
     ["1974 Nobel Prize for the discovery went to her supervisor Antony Hewish"]),
    (AS, A5, "keyword", "epicycle meaning",
     ["epicycle a small circle whose centre moves on a larger one"]),

    # ---- music, 01 prose PDF ---------------------------------------------------------------
    (MU, M1, "exact_term", "जब हम एक ऑक्टेव ऊपर जाते हैं तो आवृत्ति (frequency) का क्या होता है?",
     ["Going up an octave always means doubling the frequency"]),
    (MU, M1, "exact_term", "what hz do orchestras tune the A to",
     ["tune to the A above middle C at 440 Hz"]),
    (MU, M1, "definition_tail", "what does enharmonic equivalent mean",
     ["Two names for the same pitch, such as C sharp and D flat"]),
    (MU, M1, "list_item", "all cows eat grass is for which clef and lines or spaces?",
     ["Bass clef spaces, bottom to top: A C E G"]),
    (MU, M1, "keyword", "major scale step pattern??",
     ["tone - tone - semitone - tone - tone - tone - semitone"]),
    (MU, M1, "table_row", "what do you call the 6th degree of a scale and whats its solfa",
     ["6 submediant A la"]),
    (MU, M1, "paraphrase", "how do i tell the key from a key signature with sharps",
     ["the last sharp is the leading note, so the key is a semitone above it"]),
    (MU, M1, "code_block", "in the circle of fifths example how do you get to 2 sharps for D major",
     ["Up a fifth: G -> D, two sharps (F sharp, C sharp)"]),
    (MU, M1, "definition_tail", "whats a parallel minor as opposed to a relative minor",
     ["A parallel minor, by contrast, shares the same tonic but not the signature"]),
    (MU, M1, "table_row", "how is the lydian mode different from a normal major scale",
     ["Lydian F to F major with a raised 4th"]),
    (MU, M1, "list_item", "五声音阶由大调音阶的哪几级组成？",
     ["degrees 1, 2, 3, 5 and 6 of the major scale"]),
    # ---- music, 02 slides ------------------------------------------------------------------
    (MU, M2, "exact_term", "ما هو التريتون (tritone) وكم نصف نغمة فيه؟",
     ["Six semitones: exactly half an octave"]),
    (MU, M2, "table_row", "how many semitones in a minor 6th",
     ["minor 6th 8 C to A flat"]),
    (MU, M2, "paraphrase", "when you invert a 3rd what does it become",
     ["The two numbers always add up to 9: a 3rd becomes a 6th"]),
    (MU, M2, "how_why", "is a perfect 4th a consonance or a dissonance",
     ["It counts as a dissonance when it sits above the bass"]),
    (MU, M2, "exact_term", "what interval is the jump in twinkle twinkle little star",
     ["the leap on the second \"twinkle\" is a perfect 5th"]),
    (MU, M2, "table_row", "what is a diminished triad built from",
     ["diminished minor 3rd + minor 3rd C E flat G flat"]),
    (MU, M2, "how_why", "why is chord V major in a minor key",
     ["The raised 7th makes V a major chord"]),
    (MU, M2, "list_item", "¿Qué es la primera inversión de un acorde?",
     ["First inversion: the third is in the bass"]),
    (MU, M2, "exact_term", "slide 21 - which notes make the dominant seventh in C",
     ["In C major: G B D F"]),
    (MU, M2, "list_item", "what notes are in Csus4",
     ["Csus4: the third is replaced by the 4th, C F G"]),
    (MU, M2, "code_block", "in the worked example with E G C from the bottom what chord is it",
     ["Answer: C major, first inversion (Ib, or C/E)"]),
    (MU, M2, "paraphrase", "how do you work out the number of an interval like a 3rd or 5th",
     ["Count the letter names from the lower note to the upper, including both"]),
    # ---- music, 03 DOCX --------------------------------------------------------------------
    (MU, M3, "table_row", "what kind of music is 12/8 typical of",
     ["slow ballads with a swaying feel"]),
    (MU, M3, "worked_step", "how many beats is a dotted minim",
     ["A dotted minim therefore lasts 2 + 1 = 3 crotchet beats"]),
    (MU, M3, "definition_tail", "whats the difference between a tie and a slur",
     ["joining notes of different pitches is a slur"]),
    (MU, M3, "worked_step", "¿Cuántas corcheas caben en un compás de 3/4?",
     ["So one bar holds 3 x 2 = 6 quavers"]),
    (MU, M3, "how_why", "6/8 is killing me lol, is it 6 beats in a bar or 2??",
     ["so 6/8 has two dotted-crotchet beats, not six beats"]),
    (MU, M3, "list_item", "what bpm is andante",
     ["Andante: at a walking pace, about 76 to 108 bpm"]),
    (MU, M3, "worked_step", "how long does 64 bars of 3/4 take at crotchet = 96",
     ["At 96 beats per minute: 192 / 96 = 2 minutes"]),
    (MU, M3, "exact_term", "who invented the metronome",
     ["The metronome was patented by Johann Maelzel in 1815"]),
    (MU, M3, "keyword", "syncopaton definition",
     ["an accent on a weak beat or between the beats"]),
    (MU, M3, "how_why", "if a song starts with a pickup note why is the last bar shorter",
     ["the last bar of the piece is usually shortened by the same amount"]),
    # ---- music, 04 Markdown ----------------------------------------------------------------
    (MU, M4, "table_row", "Qu'est-ce qu'une cadence plagale et quel effet produit-elle ?",
     ["gentle ending, often after a perfect cadence"]),
    (MU, M4, "table_row", "what does an interrupted cadence sound like",
     ["surprise, the ending is postponed"]),
    (MU, M4, "code_block", "what are the chords of the four chord pop progression in C",
     ["I - V - vi - IV C G Am F"]),
    (MU, M4, "exact_term", "how many times does the bass pattern repeat in pachelbels canon",
     ["repeats an eight-chord bass pattern 28 times"]),
    (MU, M4, "paraphrase", "how far apart are tenor and bass allowed to be",
     ["the tenor and bass may be as much as a twelfth apart"]),
    (MU, M4, "how_why", "why cant you double the leading note",
     ["because it has a strong tendency to rise to the tonic"]),
    (MU, M4, "how_why", "why are parallel fifths not allowed",
     ["they stop sounding like independent lines"]),
    (MU, M4, "keyword", "appoggiatura?",
     ["a dissonant note on a strong beat, reached by a leap and resolved by step"]),
    (MU, M4, "code_block", "going from C major to G major which chord is the pivot",
     ["Pivot chord: A minor = vi in C major = ii in G major"]),
    (MU, M4, "paraphrase", "what chord is V/V in C major",
     ["the dominant of G is D major (D F# A)"]),
    # ---- music, 05 TXT notes ---------------------------------------------------------------
    (MU, M5, "code_block", "monochord: if the whole string is 90 cm how long is it for a perfect fifth",
     ["Perfect fifth (ratio 3:2): 90 x 2 / 3 = 60 cm"]),
    (MU, M5, "paraphrase", "did pythagoras really figure it out from blacksmith hammers",
     ["in the hammers of a blacksmith's forge is a legend: hammers do not"]),
    (MU, M5, "exact_term", "where do the syllables ut re mi fa sol la come from",
     ["from the first syllables of the lines of a hymn to St John"]),
    (MU, M5, "how_why", "why did ut get changed to do",
     ["Ut was later replaced by do because it is easier to sing"]),
    (MU, M5, "exact_term", "what are the notes of the famous beethoven 5th motif",
     ["repeated notes and a longer note a third lower"]),
    (MU, M5, "definition_tail", "what is the consequent in a period",
     ["the consequent, begins the same way but ends with"]),
    (MU, M5, "keyword", "rondo form ABACA",
     ["Rondo form (ABACA): a main theme, the refrain, keeps returning"]),
    (MU, M5, "paraphrase", "what is the middle eight in a 32 bar song",
     ["the bridge or middle eight, and the main strain once more"]),
    (MU, M5, "code_block", "what is the form of ode to joy",
     ["Form: a a' b a', four phrases of four bars"]),
    (MU, M5, "how_why", "why does the first phrase of ode to joy sound like a question",
     ["The first phrase ends on D over a G chord, an imperfect cadence"]),
]

# Near-topic questions that no file of their course answers; the listed terms (regular
# expressions, matched case-insensitively on word boundaries) are absent from every file.
UNANSWERABLE = [
    (AS, "what is the drake equation and how many alien civilisations does it predict",
     [r"Drake", r"SETI", r"aliens?"]),
    (AS, "how far away is the oort cloud and is that where comets come from",
     [r"Oort"]),
    (AS, "how did LIGO detect gravitational waves from two black holes merging",
     [r"gravitational waves?", r"LIGO"]),
    (AS, "what has the james webb space telescope discovered so far",
     [r"Webb", r"JWST"]),
    (AS, "how does the transit method find exoplanets",
     [r"exoplanets?", r"transits?"]),
    (AS, "¿Por qué ocurren los eclipses solares y cada cuánto tiempo?",
     [r"eclipses?", r"eclips\w*"]),
    (AS, "Qu'est-ce qui provoque les aurores boréales ?",
     [r"auroras?", r"aurorae", r"northern lights", r"solar wind"]),
    (AS, "what is dark energy and why is the expansion of the universe speeding up",
     [r"dark energy", r"accelerat\w*"]),
    (AS, "whats a magnetar and how strong is its magnetic field",
     [r"magnetars?"]),
    (AS, "when is the best night to watch the perseid meteor shower",
     [r"Perseids?", r"meteor showers?"]),
    (AS, "how big is jupiter's great red spot and is it shrinking",
     [r"Red Spot", r"storms?"]),
    (AS, "火星上的奥林匹斯山有多高？",
     [r"Olympus", r"volcano\w*"]),
    (MU, "how does twelve-tone serialism work, what is a tone row",
     [r"twelve-tone", r"serial\w*", r"Schoenberg", r"tone rows?"]),
    (MU, "what notes are in the blues scale",
     [r"blues", r"blue notes?"]),
    (MU, "how do i read figured bass numbers in a continuo part",
     [r"figured bass", r"continuo", r"thoroughbass"]),
    (MU, "whats the difference between equal temperament and just intonation",
     [r"temperament", r"just intonation", r"tuning systems?"]),
    (MU, "how do 13th chords work in jazz",
     [r"13th", r"thirteenth", r"jazz"]),
    (MU, "Was ist ein Polyrhythmus, zum Beispiel drei gegen zwei?",
     [r"polyrhythm\w*", r"hemiola", r"three against two"]),
    (MU, "explain sonata form - exposition, development and recapitulation",
     [r"sonata", r"exposition", r"recapitulation"]),
    (MU, "what is a neapolitan sixth chord and where does it go",
     [r"Neapolitan", r"augmented sixth"]),
    (MU, "what are the five species of counterpoint in fux",
     [r"species", r"Fux", r"counterpoint"]),
    (MU, "¿Cómo se lee una tablatura de guitarra?",
     [r"tablature", r"tabs?"]),
    (MU, "ما هو المقام في الموسيقى العربية وما هو ربع التون؟",
     [r"maqam\w*", r"quarter[- ]tones?", r"microton\w*", r"Arabic"]),
    (MU, "भारतीय शास्त्रीय संगीत में राग क्या होता है?",
     [r"ragas?", r"Indian"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (AS, "what ratio of string lengths gives a perfect fifth", [r"perfect fifth"]),
    (AS, "which notes are in a dominant seventh chord", [r"dominant seventh"]),
    (AS, "how many beats does a dotted minim get", [r"dotted", r"minim"]),
    (MU, "what did kepler think the planets were singing", [r"Kepler", r"planets?"]),
    (MU, "how far is a light-year", [r"light[- ]years?"]),
    (MU, "what happens to a star when it becomes a red giant", [r"red giants?"]),
]

SEED = 20260129

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
        final.append({"id": f"ab29-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
