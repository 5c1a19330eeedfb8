"""Write questions.jsonl from the hand-written questions below (set 27).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/. Only the PDF page of the first gold snippet is looked up automatically
(pdfminer text through pdfplumber); check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 22") uses the PDF page number, and slide decks
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
OP = "introductory-optics"
DP = "developmental-psychology"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("wug test", "empty magnification microscope")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

O1 = "01-light-and-reflection.pdf"
O2 = "02-refraction-and-lenses-slides.pdf"
O3 = "03-the-eye-and-optical-instruments.docx"
O4 = "04-wave-optics.md"
O5 = "05-history-of-optics-notes.txt"
D1 = "01-foundations-and-early-development.pdf"
D2 = "02-cognitive-development-slides.pdf"
D3 = "03-attachment-and-social-development.docx"
D4 = "04-language-and-moral-development.md"
D5 = "05-adolescence-adulthood-and-ageing-notes.txt"

# (course, source file, kind, question, [gold snippet])
ANSWERABLE = [
    # ---- Optics, file 1: prose PDF (light, shadows, reflection) ----
    (OP, O1, "exact_term",
     "¿A qué velocidad exacta viaja la luz en el vacío? en metros por segundo porfa",
     ["299,792,458 metres per second"]),
    (OP, O1, "exact_term",
     "what does the inverse square law say about light getting dimmer further from a lamp",
     ["Intensity is inversely proportional to the square of the distance"]),
    (OP, O1, "table_row",
     "in the spectrum table which wavelengths count as ultraviolet and whats it used for",
     ["Ultraviolet 10 nm to 400 nm sterilising water"]),
    (OP, O1, "how_why",
     "why is the shadow of stuff in sunlight kinda blurry at the edge instead of sharp",
     ["the penumbra, an outer region that is lit by only part of the source"]),
    (OP, O1, "worked_step",
     "pinhole camera q: tree is 12m tall, 30m away, box is 20 cm deep. how big is the image",
     ["Image height = 12 x 0.20 / 30 = 0.08 m = 8 cm, inverted"]),
    (OP, O1, "how_why",
     "how come we can see a wall or a book from any angle if it doesnt make its own light",
     ["Diffuse reflection is what lets us see non-luminous objects from any direction"]),
    (OP, O1, "list_item",
     "if i stand in front of a flat mirror where exactly is my reflection, like how far back",
     ["It is as far behind the mirror as the object is in front of it"]),
    (OP, O1, "paraphrase",
     "do i need a mirror as tall as me to see my whole body? my mum says yes. im 1.60",
     ["the mirror needs to be only half your height"]),
    (OP, O1, "how_why",
     "why are headlight reflectors and satellite dishes parabola shaped, whats wrong with a sphere",
     ["A parabolic mirror brings all rays parallel to its axis to one point"]),
    (OP, O1, "paraphrase",
     "cars side mirror - do things in it look closer or further than they actually r?",
     ["further away than they really are"]),
    (OP, O1, "worked_step",
     "concave mirror f=10cm with the object only 5 cm away. where does the image end up, and is it real",
     ["1/v = 1/10 - 1/5 = -1/10, so v = -10 cm (virtual)"]),

    # ---- Optics, file 2: slide deck (refraction and lenses) ----
    (OP, O2, "definition_tail",
     "refractive index = speed of light in a vacuum divided by... what exactly",
     ["divided by the speed of light in the material"]),
    (OP, O2, "table_row",
     "whats n for diamond and how fast does light go inside it",
     ["Diamond 2.42 1.24 x 10^8 m/s"]),
    (OP, O2, "worked_step",
     "a ray hits water at 40 deg to the normal, what angle is it at in the water? i keep getting it wrong",
     ["theta2 = 28.9 degrees (bent towards the normal)"]),
    (OP, O2, "how_why",
     "when light goes into glass the wavelength shrinks but why doesnt the frequency change too",
     ["because each wavefront that arrives must also leave"]),
    (OP, O2, "how_why",
     "driving in summer the road ahead looks wet but its totally dry when u get there. why does that happen",
     ["The eye sees an image of the sky on the road surface"]),
    (OP, O2, "code_block",
     "critcal angle for water to air? just the calc",
     ["sin C = 1.00 / 1.33 = 0.752, so C = 48.8 degrees"]),
    (OP, O2, "list_item",
     "whats the point of the cladding around the core in a fiber optic cable",
     ["keeps light from leaking into a neighbouring fibre"]),
    (OP, O2, "list_item",
     "perché i colori dell'arcobaleno secondario sono al contrario rispetto a quello primario?",
     ["comes from two reflections inside each drop, so its colours are reversed"]),
    (OP, O2, "table_row",
     "where is the image table: object between F and 2F, what kind of image do u get and what uses it",
     ["Between F and 2F real, inverted, magnified projector"]),
    (OP, O2, "worked_step",
     "on slide 22 the diverging lens one, whats the magnification and is the image upright",
     ["m = -(-10) / 30 = +0.33 (upright, one third of the height)"]),
    (OP, O2, "exact_term",
     "how do u get the power of a lens from the focal length. do i use cm or m",
     ["their power P = 1 / f, with f in metres"]),

    # ---- Optics, file 3: DOCX (the eye and optical instruments) ----
    (OP, O3, "how_why",
     "why does the cornea do most of the focusing and not the actual lens??",
     ["the largest change in refractive index occurs where light passes from air into the cornea"]),
    (OP, O3, "how_why",
     "Warum sieht man unter Wasser ohne Schwimmbrille alles so verschwommen?",
     ["water and the cornea have similar refractive indices"]),
    (OP, O3, "table_row",
     "which bit of the eye controls how wide the pupil is",
     ["coloured ring of muscle that sets the pupil size"]),
    (OP, O3, "exact_term",
     "how many rods r in the retina and what are they good for",
     ["Rods, about 120 million of them, work in dim light"]),
    (OP, O3, "paraphrase",
     "what does the lens in my eye physically do when i look at my phone up close",
     ["the elastic lens bulges into a fatter, more powerful shape"]),
    (OP, O3, "list_item",
     "astigmatism - what sort of lens corrects it",
     ["a cylindrical lens corrects it"]),
    (OP, O3, "list_item",
     "whats presbyopia, is it the same thing as long sight",
     ["with age the lens stiffens and the near point moves away"]),
    (OP, O3, "worked_step",
     "short sighted student can only see clearly up to 2 m, whats the power of the glasses they need",
     ["The prescription is therefore a power of -0.50 dioptres"]),
    (OP, O3, "exact_term",
     "formula for the angular magnification of a magnifying glass with the image at infinity",
     ["the angular magnification is M = 25 cm / f"]),
    (OP, O3, "keyword",
     "empty magnification microscope",
     ["the picture becomes bigger but no sharper"]),
    (OP, O3, "how_why",
     "why are all the huge research telescopes reflectors, why not just build a massive lens",
     ["a lens can be supported only at its edge and sags under its own weight"]),

    # ---- Optics, file 4: Markdown (wave optics) ----
    (OP, O4, "list_item",
     "why cant i get interference fringes by shining 2 torches at the same wall",
     ["because each atom emits short bursts with random phases"]),
    (OP, O4, "code_block",
     "the youngs slits example in the notes (600 nm, screen 2 m away, slits half a mm apart) - what fringe spacing did they get? i got something in metres and it looks wrong",
     ["w = 2.4 x 10^-3 m, so the bright fringes are 2.4 mm apart"]),
    (OP, O4, "code_block",
     "how thick is the magnesium fluoride anti reflection coating for 550nm",
     ["t = 550 / 5.52 = 99.6 nm, about 100 nm"]),
    (OP, O4, "how_why",
     "why do coated camera lenses look a bit purple",
     ["A coated lens still reflects a little red and violet light"]),
    (OP, O4, "list_item",
     "if i make the slit narrower does the light spread out less? seems logical",
     ["A narrower slit spreads the light more widely, not less"]),
    (OP, O4, "code_block",
     "grating with 300 lines per mm and 500nm light, whats the highest order you can see",
     ["d / lambda = 6.67, so the highest order seen is n = 6"]),
    (OP, O4, "worked_step",
     "how far away can your eye still tell two car headlights apart",
     ["distance = 1.5 / 1.34 x 10^-4 = 11,000 m, about 11 km"]),
    (OP, O4, "worked_step",
     "unpolarised light of 100 units goes through two polarisers and the second one is turned 60 degrees. how much gets through at the end? is it 25",
     ["I = 50 x cos^2(60) = 50 x 0.25 = 12.5 units"]),
    (OP, O4, "list_item",
     "Pourquoi les lunettes de soleil polarisantes coupent-elles les reflets sur l'eau ?",
     ["Polarising sunglasses have vertical transmission axes"]),
    (OP, O4, "list_item",
     "brewsters angle for water? and glass",
     ["about 53 degrees for water and 56 degrees for glass"]),
    (OP, O4, "table_row",
     "in the wave effects at a glance table, what causes diffraction",
     ["waves spread through gaps and round edges"]),

    # ---- Optics, file 5: TXT notes (history of optics) ----
    (OP, O5, "exact_term",
     "when did alhazen write his book of optics and where",
     ["his Book of Optics in Cairo between about 1011 and 1021"]),
    (OP, O5, "list_item",
     "لماذا يبدو القمر أكبر قرب الأفق حسب ابن الهيثم؟",
     ["the way the brain judges distance, not because of the air"]),
    (OP, O5, "exact_term",
     "who was the first person to try to patent a telescope",
     ["In 1608 the spectacle maker Hans Lipperhey of Middelburg in the"]),
    (OP, O5, "how_why",
     "what did newton conclude after sending just one colour through a second prism",
     ["white light is a mixture of colours, each refracted by a different"]),
    (OP, O5, "worked_step",
     "using romers 22 minutes what speed of light do you get",
     ["Speed of light = 3.0 x 10^11 / 1,320 = 2.3 x 10^8 m/s"]),
    (OP, O5, "paraphrase",
     "poisson said fresnels theory was absurd bc of the bright spot thing. who actually checked it",
     ["Another judge, Francois Arago, did the experiment and found"]),
    (OP, O5, "code_block",
     "fizeau toothed wheel final answer for c",
     ["Speed of light = 17,266 / 5.51 x 10^-5 = 3.13 x 10^8 m/s"]),
    (OP, O5, "how_why",
     "how did foucault's water experiment help the wave theory beat newton's particles",
     ["travels more slowly in water than in air, as the wave theory required"]),
    (OP, O5, "exact_term",
     "最初のレーザーを作ったのは誰ですか？それはいつですか？",
     ["On 16 May 1960 Theodore Maiman, at the Hughes Research Laboratories"]),
    (OP, O5, "list_item",
     "what was wrong with the hubble telescope mirror when it launched",
     ["ground to the wrong shape by about 2 micrometres at its edge"]),
    (OP, O5, "code_block",
     "in the milestones table whats listed for 1865",
     ["1865 Maxwell light shown to be electromagnetic"]),

    # ---- Developmental psychology, file 1: prose PDF (foundations, first year) ----
    (DP, D1, "list_item",
     "which domain of development is the one about emotions and relationships",
     ["Socioemotional development covers emotions, relationships, personality"]),
    (DP, D1, "paraphrase",
     "do learning theorists think development happens in stages or gradually",
     ["learning theories and information-processing accounts usually take the continuous one"]),
    (DP, D1, "worked_step",
     "falconers formula example, identical twins .86 and fraternal .60. whats the heritability they get",
     ["h^2 = 0.52, so about half of the variation is linked to genes"]),
    (DP, D1, "how_why",
     "if IQ heritability is about 0.5 does that mean half of MY intelligence comes from my genes?",
     ["It describes differences within a particular population in a particular environment, not individuals"]),
    (DP, D1, "exact_term",
     "what did konrad lorenz find out with the baby geese",
     ["newly hatched goslings follow the first moving object they see"]),
    (DP, D1, "definition_tail",
     "critical period vs sensitive period whats the diff",
     ["times when a skill develops most easily, although it can still be acquired"]),
    (DP, D1, "list_item",
     "whats the main downside of following the same kids for years, ppl quitting the study?",
     ["participants drop out, a problem called attrition"]),
    (DP, D1, "how_why",
     "O que os bebês fizeram no experimento do penhasco visual de Gibson e Walk?",
     ["babies who could crawl refused to cross the deep side"]),
    (DP, D1, "table_row",
     "prenatal table - how many weeks is the embryonic period and what happens in it",
     ["Embryonic 3 to 8 weeks major organs and body parts form"]),
    (DP, D1, "list_item",
     "how many babies were harmed by thalidomide",
     ["caused severe limb defects in around 10,000 babies worldwide"]),
    (DP, D1, "worked_step",
     "apgar example at 5 minutes, what was the total score",
     ["2 + 2 = 8 out of 10, good condition"]),

    # ---- Developmental psychology, file 2: slide deck (cognitive development) ----
    (DP, D2, "exact_term",
     "what is a schema in piaget's theory",
     ["an organised pattern of action or thought that a child uses"]),
    (DP, D2, "paraphrase",
     "my baby brother calls cows doggie lol. is that assimilation or accommodation? i always mix them up",
     ["Assimilation: fitting a new experience into an existing schema"]),
    (DP, D2, "table_row",
     "what ages is the concrete operational stage and what's the main thing kids can do then",
     ["Concrete operational 7 to 11 years logical thought about real objects"]),
    (DP, D2, "list_item",
     "what is the a not b error exactly, the thing with the two cloths",
     ["they search under A again even when they watched it being hidden under B"]),
    (DP, D2, "list_item",
     "¿Qué foto elegían los niños de cuatro años en la tarea de las tres montañas?",
     ["Four-year-olds usually picked the view from their own position"]),
    (DP, D2, "how_why",
     "in the pendulum task whats the one thing that actually changes the speed of the swing",
     ["only the length of the string changes how fast the pendulum swings"]),
    (DP, D2, "worked_step",
     "slide 15 naughty teddy, what percentage conserved when teddy messed up the row",
     ["24 of 40 conserve: 24 / 40 = 60 percent"]),
    (DP, D2, "definition_tail",
     "zone of proximal development = the gap between what a kid can do alone and ...?",
     ["what they can do with skilled help"]),
    (DP, D2, "list_item",
     "what does it mean that good tutors are contingent",
     ["they give more help after failure and less after success"]),
    (DP, D2, "how_why",
     "why do little kids talk to themselves when doing a puzzle, according to vygotsky",
     ["a tool children use to guide their own actions"]),
    (DP, D2, "exact_term",
     "at what age do most kids pass false belief tests",
     ["Most children pass false-belief tasks at about 4 years of age"]),

    # ---- Developmental psychology, file 3: DOCX (attachment and social development) ----
    (DP, D3, "keyword",
     "secure base behavior",
     ["using the figure as a safe base from which to explore"]),
    (DP, D3, "how_why",
     "what did harlows monkeys show about the cupboard love idea",
     ["Harlow concluded that contact comfort, not food, is the basis of attachment"]),
    (DP, D3, "list_item",
     "鲍尔比说的 monotropy（单一依恋）是什么意思？",
     ["a baby forms one special attachment, usually to the mother"]),
    (DP, D3, "definition_tail",
     "bowlbys internal working model is basically a template of what?",
     ["a mental template of what relationships are like"]),
    (DP, D3, "exact_term",
     "in bowlbys 44 thieves study how many of the affectionless ones had been separated from their mum",
     ["12 of those 14 had suffered prolonged early separation from their mothers"]),
    (DP, D3, "paraphrase",
     "do babies get most attached to whoever feeds them or spends the most time with them?",
     ["the person who responded most sensitively to their signals"]),
    (DP, D3, "list_item",
     "in the strange situation what happens in episode 6",
     ["The caregiver leaves, and the baby is left completely alone."]),
    (DP, D3, "table_row",
     "avoidant babies - how do they act when the caregiver comes back",
     ["ignores or turns away from the caregiver"]),
    (DP, D3, "worked_step",
     "in the worked example with 120 toddlers how many percent came out secure",
     ["Secure: 78 / 120 = 0.65, or 65 percent."]),
    (DP, D3, "how_why",
     "Warum war die unsicher-ambivalente Bindung in Israel und Japan häufiger?",
     ["where babies were rarely left with strangers"]),
    (DP, D3, "exact_term",
     "who came up with the disorganised attachment type",
     ["Mary Main and Judith Solomon described a fourth pattern"]),

    # ---- Developmental psychology, file 4: Markdown (language and moral development) ----
    (DP, D4, "list_item",
     "which part of language is the social rules stuff like taking turns",
     ["Pragmatics: the social rules for using language"]),
    (DP, D4, "exact_term",
     "at what age do babies lose the ability to hear sound differences from other languages",
     ["by ten to twelve months most of them could no longer hear the difference"]),
    (DP, D4, "exact_term",
     "when does the vocabulary spurt happen",
     ["vocabulary spurt after about 50 words"]),
    (DP, D4, "exact_term",
     "do deaf babies babble at all?",
     ["Deaf babies exposed to sign language babble with their hands"]),
    (DP, D4, "paraphrase",
     "Mijn neefje noemt elke man 'papa'. Hoe heet dat verschijnsel?",
     ["Overextension is using a word too broadly"]),
    (DP, D4, "how_why",
     "my niece is 3 and she says goed now, but last year she said went correctly. why would she get worse??",
     ["shows that the child has discovered a general rule for forming the past tense"]),
    (DP, D4, "keyword",
     "wug test",
     ["they had learned the plural rule rather than memorised plural words"]),
    (DP, D4, "code_block",
     "mlu for the 5 example utterances?",
     ["MLU = total morphemes / utterances = 14 / 5 = 2.8"]),
    (DP, D4, "keyword",
     "poverty of the stimulus",
     ["the speech children hear is full of errors and fragments"]),
    (DP, D4, "exact_term",
     "johnson and newport 1989 - which immigrants scored like native speakers on grammar",
     ["Those who had arrived before the age of seven performed like native speakers"]),
    (DP, D4, "paraphrase",
     "in piagets broken cups story, who do the little kids say is naughtier",
     ["younger children usually chose John, because he did more damage"]),

    # ---- Developmental psychology, file 5: TXT notes (adolescence, adulthood, ageing) ----
    (DP, D5, "exact_term",
     "लड़कियों में पहली माहवारी (menarche) की औसत उम्र समय के साथ कैसे बदली है?",
     ["menarche, fell from about sixteen or seventeen in the middle of the"]),
    (DP, D5, "keyword",
     "dual systems model teenagers",
     ["a powerful accelerator with weak brakes"]),
    (DP, D5, "list_item",
     "whats identity foreclosure in marcias statuses",
     ["Identity foreclosure: commitment without exploration, usually by"]),
    (DP, D5, "code_block",
     "eriksons stage for middle adulthood and its virtue?",
     ["7 middle adulthood generativity vs stagnation care"]),
    (DP, D5, "exact_term",
     "who came up with emerging adulthood and when",
     ["In 2000 Jeffrey Arnett proposed that the years from about eighteen to"]),
    (DP, D5, "how_why",
     "why did the old cross sectional studies make it look like intelligence drops from early adulthood",
     ["older people had received less schooling than the young people they were"]),
    (DP, D5, "code_block",
     "flynn effect example - how many points too high do 30 year old norms make the score",
     ["Expected inflation = 3 points x 3 decades = 9 points"]),
    (DP, D5, "exact_term",
     "what did gardner and steinberg find in their driving game study",
     ["adolescents took far more risks when two friends were watching"]),
    (DP, D5, "paraphrase",
     "that old pianist rubinstein, how did he make the fast bits still sound fast",
     ["and slowed down just before fast passages so that they sounded faster by"]),
    (DP, D5, "keyword",
     "dual process model grief",
     ["facing the loss, for example by looking at photographs, and restoring"]),
    (DP, D5, "exact_term",
     "does crystallised intelligence go down when you get old",
     ["skills built up through experience and education; it keeps rising"]),
]

# Questions near the course topic that no file of the course answers. The regex search terms
# must be absent from every file of the course (check.py verifies this).
UNANSWERABLE = [
    (OP, "how does a laser actually work inside? something about stimulated emission and population inversion",
     [r"stimulated emission", r"population inversion"]),
    (OP, "how are holograms made",
     [r"holograms?", r"holograph\w*"]),
    (OP, "is the redshift of light from far galaxies the doppler effect",
     [r"Doppler", r"redshift\w*", r"red shift"]),
    (OP, "how do night vision goggles let soldiers see in the dark",
     [r"night[- ]vision", r"image intensifier\w*"]),
    (OP, "what is a fresnel lens, the flat ridged ones they use in lighthouses",
     [r"Fresnel lens(es)?", r"lighthouses?"]),
    (OP, "how does lasik surgery fix short sight",
     [r"LASIK", r"laser eye surgery"]),
    (OP, "why are way more boys colour blind than girls",
     [r"colou?r[- ]?blind\w*"]),
    (OP, "Qu'est-ce que le rayonnement Tcherenkov et pourquoi est-il bleu ?",
     [r"Cherenkov", r"Tcherenkov", r"Cerenkov"]),
    (OP, "how does an electron microscope get past the 200 nm limit",
     [r"electron microscop\w*"]),
    (OP, "what is the mirror of the james webb space telescope made of",
     [r"Webb", r"JWST"]),
    (OP, "who invented the microscope, was it leeuwenhoek or hooke",
     [r"Leeuwenhoek", r"Hooke", r"Janssen"]),
    (OP, "how does a kaleidoscope make its patterns",
     [r"kaleidoscopes?"]),
    (DP, "¿Qué es la teoría ecológica de Bronfenbrenner y cuáles son sus sistemas?",
     [r"Bronfenbrenner", r"ecological", r"microsystems?"]),
    (DP, "what happened to genie the feral child and what did it show about language",
     [r"Genie", r"feral"]),
    (DP, "O que os estudos com órfãos romenos descobriram sobre a adoção tardia?",
     [r"Romanian", r"Rutter", r"orphan\w*"]),
    (DP, "what are freuds psychosexual stages, oral anal and so on",
     [r"Freud\w*", r"psychosexual", r"oral stage"]),
    (DP, "bandura bobo doll experiment, what did the kids do",
     [r"Bandura", r"Bobo"]),
    (DP, "what are howard gardners multiple intelligences",
     [r"multiple intelligences", r"Howard Gardner"]),
    (DP, "does ADHD mean a kid has weak executive function?",
     [r"ADHD", r"attention[- ]deficit"]),
    (DP, "what is tronicks still face experiment",
     [r"still[- ]face", r"Tronick"]),
    (DP, "what did the minnesota study of twins raised apart find",
     [r"Minnesota", r"raised apart", r"Bouchard"]),
    (DP, "does playing mozart to babies make them smarter",
     [r"Mozart"]),
    (DP, "how is dyslexia diagnosed in young kids",
     [r"dyslexi\w*"]),
    (DP, "whats levinsons theory of the midlife crisis",
     [r"Levinson", r"mid-?life crisis"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (OP, "what is object permanence", [r"object permanence"]),
    (OP, "what happens in the strange situation procedure", [r"Strange Situation"]),
    (OP, "what are kohlbergs stages of moral reasoning", [r"Kohlberg\w*"]),
    (DP, "what is snell's law", [r"Snell\w*"]),
    (DP, "how does total internal reflection work", [r"total internal reflection"]),
    (DP, "what does a diffraction grating do", [r"diffraction", r"gratings?"]),
]

SEED = 20260127

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
        final.append({"id": f"ab27-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
