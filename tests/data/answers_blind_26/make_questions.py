"""Write questions.jsonl from the hand-written questions below (set 26).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/. Only the PDF page of the first gold snippet is looked up automatically
(pdfminer text through pdfplumber); check.py then verifies everything against corpus/.

A question that names a page or a slide ("page 4", "slide 14") uses the PDF page number, and
slide decks count the title page as slide 1, so slide N is page N. rows() asserts that the
number in the question is the page where the gold was found.

Run build.py first.
"""
import json
import random
import re
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
FL = "principles-of-flight"
AR = "introductory-archaeology"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("gimli glider", "ppg16 rose theatre")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

F1 = "01-the-atmosphere-and-lift.pdf"
F2 = "02-drag-stability-and-control-slides.pdf"
F3 = "03-aircraft-structure-and-propulsion.docx"
F4 = "04-instruments-and-navigation.md"
F5 = "05-history-of-flight-notes.txt"
A1 = "01-what-archaeology-is-and-how-sites-form.pdf"
A2 = "02-survey-and-excavation-slides.pdf"
A3 = "03-dating-the-past.docx"
A4 = "04-interpreting-finds.md"
A5 = "05-famous-sites-and-heritage-notes.txt"

# (course, source, kind, question, [gold])
ANSWERABLE = [
    # ---- Principles of flight, unit 1 (prose PDF) ----
    (FL, F1, "exact_term", "what is the isa temperature and pressure at sea level",
     ["a temperature of 15 deg C, a pressure of 1013.25 hectopascals"]),
    (FL, F1, "table_row", "whats the air density at 5000 meters in the standard atmosphere",
     ["5,000 m -17.5 deg C 540.5 hPa 0.736 kg/m3"]),
    (FL, F1, "how_why", "Warum ist feuchte Luft weniger dicht als trockene Luft?",
     ["a molecule of water vapour is lighter than the molecules of nitrogen"]),
    (FL, F1, "worked_step", "density altitude for a 5000 ft airfield when its 30 degrees out, what do you get",
     ["Density altitude = 5,000 + (120 x 25) = 8,000 ft"]),
    (FL, F1, "exact_term", "what is the angle of attack",
     ["the angle between the chord line and the relative airflow"]),
    (FL, F1, "definition_tail", "angle of attack isnt the same as angle of incidence, so what is the angle of incidence",
     ["the fixed angle at which the designer bolts the wing to the fuselage"]),
    (FL, F1, "how_why", "why is the equal transit time explanation of lift wrong",
     ["air over the top arrives at the trailing edge well before"]),
    (FL, F1, "worked_step", "in the lift equation example how much lift does the light aircraft make",
     ["L = 0.4 x 1,531.25 x 16 = 9,800 N"]),
    (FL, F1, "list_item", "can the pilot change the air density to get more lift",
     ["which is really a choice of altitude rather than a control input"]),
    (FL, F1, "how_why", "what happens to the airflow over the wing at the critcal angle",
     ["the airflow can no longer follow the upper surface"]),
    (FL, F1, "keyword", "downwash newton third law",
     ["by Newton's third law the air pushes the wing upwards"]),

    # ---- Principles of flight, unit 2 (slide deck) ----
    (FL, F2, "exact_term", "what is interference drag",
     ["extra drag where parts meet, e.g. wing and fuselage"]),
    (FL, F2, "how_why", "why do wings make induced drag in the first place",
     ["High-pressure air under the wing spills round the tip to the low pressure above"]),
    (FL, F2, "worked_step", "if my plane glides 9 to 1 and the engine quits at 3000 ft how far can i get",
     ["Still-air distance = 9 x 3,000 ft = 27,000 ft"]),
    (FL, F2, "list_item", "¿Cuál es la relación de planeo de un planeador de alto rendimiento?",
     ["High-performance sailplane: 40 to 1 and even more than 60 to 1"]),
    (FL, F2, "table_row", "what load factor do you pull in a 45 degree bank",
     ["45 degrees 1.41 g about 19 percent"]),
    (FL, F2, "worked_step", "on slide 14 whats the stall speed in the turn",
     ["Stall speed in the turn = 50 x 1.41 = about 71 knots"]),
    (FL, F2, "how_why", "why does the nose swing the wrong way when i roll into a turn, where does the extra drag come from",
     ["That wing makes more lift, and so more induced drag"]),
    (FL, F2, "list_item", "Cosa significa PARE nel recupero dalla vite?",
     ["Power to idle, Ailerons neutral, Rudder full opposite, Elevator forward"]),
    (FL, F2, "list_item", "can you still recover from a spin if the cg is behind the aft limit",
     ["Aft CG beyond the limit: recovery from a stall or spin may be impossible"]),
    (FL, F2, "how_why", "how does dihedral actually level the wings in a sideslip",
     ["the lower wing meets the air at a higher angle of attack and rises"]),
    (FL, F2, "keyword", "ground effect",
     ["Within about one wingspan of the ground, the ground blocks the downwash"]),

    # ---- Principles of flight, unit 3 (DOCX) ----
    (FL, F3, "table_row", "whats the main advantage of an elliptical wing like the spitfire's",
     ["the lowest induced drag for a given span"]),
    (FL, F3, "worked_step", "what aspect ratio does the light aircraft in the worked example have",
     ["Its aspect ratio is 121 / 16.2 = 7.5"]),
    (FL, F3, "exact_term", "what is a semi-monocoque structure",
     ["a stressed skin is supported by a framework of formers (frames)"]),
    (FL, F3, "paraphrase", "how much of the boeing 787 is made out of composites",
     ["The Boeing 787 is about half composite materials by weight"]),
    (FL, F3, "list_item", "what happens on the power stroke of a piston engine",
     ["a spark ignites the mixture, and the burning gas drives the piston down"]),
    (FL, F3, "how_why", "why do airplane engines have two magnetos instead of using the battery",
     ["the engine keeps running even if the aircraft's battery and alternator fail"]),
    (FL, F3, "how_why", "how can carb ice form when its warm outside",
     ["can cool the air by 20 deg C or more"]),
    (FL, F3, "how_why", "why are propeller blades twisted",
     ["every part of the blade meets the air at about the same angle of attack"]),
    (FL, F3, "worked_step", "how much thrust does the jet engine in the worked example produce",
     ["Thrust = 100 kg/s x 300 m/s = 30,000 N, or 30 kN"]),
    (FL, F3, "keyword", "suck squeeze bang blow",
     ["the intake, the compressor, the combustion chamber, the turbine and the exhaust nozzle"]),
    (FL, F3, "exact_term", "À quelle température le carburant Jet A-1 gèle-t-il ?",
     ["must not freeze above -47 deg C"]),

    # ---- Principles of flight, unit 4 (Markdown) ----
    (FL, F4, "table_row", "what does the ball on the turn coordinator tell you",
     ["with its ball whether the turn is balanced"]),
    (FL, F4, "list_item", "what happens to the altimeter if the static ports get blocked",
     ["the altimeter freezes at the height where the blockage happened"]),
    (FL, F4, "list_item", "if ice blocks the pitot tube and drain hole what does the airspeed indicator do",
     ["the airspeed indicator acts like an altimeter"]),
    (FL, F4, "code_block", "indicated 100 kts at 8000 ft, whats my true airspeed",
     ["TAS = about 100 + (2% x 8 x 100) = 116 knots"]),
    (FL, F4, "exact_term", "what is QFE",
     ["the altimeter reads height above the airfield, and shows zero on the runway"]),
    (FL, F4, "code_block", "high to low look out below - how far off is the altimeter going from 1013 to 993 hpa",
     ["Error = 20 x 30 ft = 600 ft"]),
    (FL, F4, "exact_term", "how many degrees per second is a rate one turn",
     ["A rate one turn, or standard-rate turn, is 3 degrees per second"]),
    (FL, F4, "list_item", "compass turning error UNOS whats going on there",
     ["the compass lags when turning through north and leads when turning through south"]),
    (FL, F4, "code_block", "1 in 60 rule: 5 nm off track after 30 nm, how much do i turn to get to the destination",
     ["Total heading change to reach the destination = 10 + 10 = 20 degrees"]),
    (FL, F4, "list_item", "Quantos satélites o GPS precisa para saber a posição em três dimensões?",
     ["needs signals from at least four satellites"]),
    (FL, F4, "list_item", "Wat veroorzaakt deviatie bij een magnetisch kompas?",
     ["the error caused by the aircraft's own magnetic fields"]),

    # ---- Principles of flight, unit 5 (TXT notes) ----
    (FL, F5, "paraphrase", "who built the engine for the wright flyer",
     ["built by their mechanic Charlie Taylor"]),
    (FL, F5, "list_item", "how long did wilbur's longest flight last on 17 december 1903",
     ["The fourth and longest, flown by Wilbur, lasted 59 seconds"]),
    (FL, F5, "how_why", "why did the de havilland comets break up in the air",
     ["found that metal fatigue cracks had grown from the"]),
    (FL, F5, "paraphrase", "whose jet engine flew first, whittle's or von ohain's",
     ["Hans von Ohain's engine flew first: the Heinkel He 178 made"]),
    (FL, F5, "keyword", "gimli glider fuel mistake",
     ["systems measured in kilograms, and the fuel load had been worked out in"]),
    (FL, F5, "exact_term", "chuck yeager ne sound barrier kis plane mein toda tha aur kitni speed thi?",
     ["about Mach 1.06 in the rocket-powered Bell X-1"]),
    (FL, F5, "paraphrase", "how could lindbergh see where he was going with that big fuel tank",
     ["Lindbergh could see ahead only through a periscope"]),
    (FL, F5, "definition_tail", "the wrights used wing warping, what did that mean",
     ["twisting the wingtips in opposite directions to roll the aircraft"]),
    (FL, F5, "worked_step", "whats the speed of sound at 11000 m in the isa",
     ["speed of sound = 20.05 x 14.72 (root of 216.65) = 295 m/s"]),
    (FL, F5, "code_block", "how fast is concorde at mach 2.02 in km/h",
     ["TAS = 2.02 x 295 = 596 m/s = about 2,146 km/h"]),
    (FL, F5, "code_block", "in the milestones table what happened in 1976",
     ["1976 Concorde first supersonic passenger service"]),

    # ---- Introductory archaeology, unit 1 (prose PDF) ----
    (AR, A1, "list_item", "whats an ecofact",
     ["natural remains that were not made by people but show how they lived"]),
    (AR, A1, "exact_term", "Quels étaient les trois âges du système de Thomsen ?",
     ["sorted the prehistoric objects into a Stone Age, a Bronze Age and an Iron Age"]),
    (AR, A1, "definition_tail", "what did binford's new archaeology argue",
     ["argued that archaeology should be openly scientific"]),
    (AR, A1, "list_item", "what does forensic archaeology do",
     ["to the recovery of victims of war and disaster"]),
    (AR, A1, "keyword", "bioturbation",
     ["burrowing by animals such as rabbits and earthworms"]),
    (AR, A1, "definition_tail", "why are many landscapes called palimpsests",
     ["they carry marks of many periods, one on top of another"]),
    (AR, A1, "paraphrase", "so where does organic stuff like wood and leather actually survive",
     ["Organic remains therefore survive only where one of these is missing"]),
    (AR, A1, "table_row", "what does freezing preserve on archaeological sites",
     ["bodies, clothing and stomach contents"]),
    (AR, A1, "exact_term", "¿Dónde tenía Ötzi la punta de flecha?",
     ["a flint arrowhead lodged in his left shoulder"]),
    (AR, A1, "exact_term", "what is the law of superposition",
     ["a lower layer was deposited before the layers above it"]),
    (AR, A1, "worked_step", "in the terminus post quem example between what dates did layer 3 form",
     ["So layer 3 formed between AD 260 and AD 300"]),

    # ---- Introductory archaeology, unit 2 (slide deck) ----
    (AR, A2, "how_why", "how does a buried ditch make a positive cropmark",
     ["Crops over the ditch grow taller and stay green longer: a positive cropmark"]),
    (AR, A2, "exact_term", "Wer hat die Luftbildarchäologie in Großbritannien begründet?",
     ["Pioneered in Britain in the 1920s by O. G. S. Crawford"]),
    (AR, A2, "paraphrase", "how many structures did the lidar survey in guatemala find",
     ["the Maya lowlands of Guatemala mapped more than 60,000 structures"]),
    (AR, A2, "list_item", "why do hearths and kilns show up on a magnetometer survey",
     ["Fired features such as hearths and kilns are strongly magnetic"]),
    (AR, A2, "keyword", "ppg16 rose theatre",
     ["new planning guidance (PPG 16) made archaeology part of planning"]),
    (AR, A2, "table_row", "in the table comparing survey methods, what is ground penetrating radar best at finding",
     ["depths of walls, floors and voids"]),
    (AR, A2, "worked_step", "fieldwalking example, how many sherds are estimated on the whole field",
     ["Estimated sherds on the whole surface = 150 / 0.10 = 1,500"]),
    (AR, A2, "exact_term", "what are baulks in an excavation",
     ["Strips of unexcavated earth (baulks) are left between the boxes"]),
    (AR, A2, "exact_term", "where was single context recording developed",
     ["Developed at the Museum of London in the 1970s"]),
    (AR, A2, "worked_step", "slide 20 how wide is a 1.3 m pit drawn on the plan",
     ["A pit 1.3 m across: 130 cm / 20 = 6.5 cm on the drawing"]),
    (AR, A2, "list_item", "in flotation what floats to the top",
     ["Light charred seeds and charcoal float: the light fraction is skimmed off"]),

    # ---- Introductory archaeology, unit 3 (DOCX) ----
    (AR, A3, "exact_term", "what does BP mean in dates and when is the present",
     ["by convention the present is fixed at the year 1950"]),
    (AR, A3, "how_why", "why does frequency seriation give that battleship shape",
     ["A new style usually starts rare, becomes popular, and then slowly dies out"]),
    (AR, A3, "paraphrase", "what did petrie notice about the predynastic jars",
     ["the handles on one kind of jar changed slowly from useful, wavy ledges"]),
    (AR, A3, "how_why", "where does carbon 14 come from in the first place",
     ["Carbon-14 is made constantly in the upper atmosphere when cosmic rays strike nitrogen atoms"]),
    (AR, A3, "exact_term", "what is the half life of carbon-14",
     ["Half of the carbon-14 in a sample decays in about 5,730 years"]),
    (AR, A3, "worked_step", "charcoal with 25 percent of its carbon 14 left, how old is it",
     ["Its age is 2 x 5,730 = 11,460 years, before calibration"]),
    (AR, A3, "list_item", "what is the marine reservoir effect",
     ["seem several hundred years too old, because old carbon dissolved in the ocean"]),
    (AR, A3, "paraphrase", "what date did they get when they carbon dated the shroud of turin",
     ["all dated its linen to between about AD 1260 and 1390"]),
    (AR, A3, "how_why", "¿Por qué el método potasio-argón fecha la ceniza volcánica y no los fósiles?",
     ["The method dates volcanic layers, not fossils or tools themselves"]),
    (AR, A3, "worked_step", "how old is the potsherd that absorbed 15 grays at 3 milligrays a year",
     ["Age = total dose / annual dose = 15 / 0.003 = 5,000 years"]),
    (AR, A3, "table_row", "what age range can luminescence dating cover",
     ["from a few hundred to a few hundred thousand years"]),

    # ---- Introductory archaeology, unit 4 (Markdown) ----
    (AR, A4, "exact_term", "what is temper in pottery",
     ["the material such as sand, crushed shell, grit or chopped straw"]),
    (AR, A4, "exact_term", "what is debitage",
     ["the waste pieces left over are called debitage"]),
    (AR, A4, "list_item", "when did people start making acheulean handaxes",
     ["Acheulean handaxes, made from about 1.76 million years ago"]),
    (AR, A4, "how_why", "what can use wear analysis tell you about a stone tool",
     ["Use-wear analysis tells us what a tool was used for"]),
    (AR, A4, "code_block", "whats the MNI for the cattle bones in the pit",
     ["MNI = 7 (no animal has two left tibias)"]),
    (AR, A4, "how_why", "how can you tell from the bones if a herd was kept for milk",
     ["one kept for milk or wool keeps many adult females alive for years"]),
    (AR, A4, "list_item", "how do you tell if a skeleton is male or female from the pelvis",
     ["which is broader in women because of childbirth"]),
    (AR, A4, "code_block", "how tall was the man with a 45 cm femur",
     ["Stature = 2.38 x 45 + 61.41 = 107.10 + 61.41 = 168.5 cm"]),
    (AR, A4, "paraphrase", "where did the amesbury archer grow up",
     ["he grew up in central Europe, probably in the Alps region"]),
    (AR, A4, "how_why", "how did they prove the leicester car park skeleton was richard iii",
     ["Its mitochondrial DNA matched that of two living relatives descended from the sister"]),
    (AR, A4, "table_row", "what role do post-processual archaeologists give to individuals",
     ["central; people make choices and express identities"]),

    # ---- Introductory archaeology, unit 5 (TXT notes) ----
    (AR, A5, "how_why", "what damaged the paintings at lascaux after it opened to visitors",
     ["the breath, warmth and lights of over a thousand"]),
    (AR, A5, "exact_term", "where did the stonehenge bluestones come from",
     ["Preseli Hills in west Wales, about 240 km away"]),
    (AR, A5, "how_why", "why did only the rivets of the sutton hoo ship survive",
     ["sandy soil had dissolved the wood, and almost all of the body"]),
    (AR, A5, "list_item", "whos grave is sutton hoo thought to be",
     ["thought to be that of Raedwald, king of East Anglia"]),
    (AR, A5, "list_item", "why havent they dug up the whole terracotta army",
     ["flakes off within minutes of exposure to dry air"]),
    (AR, A5, "exact_term", "what did fiorelli do at pompeii",
     ["began pouring plaster into the hollows that the decayed"]),
    (AR, A5, "paraphrase", "how did ppl get into there houses at catalhoyuk if there were no streets",
     ["people walked across the roofs and entered"]),
    (AR, A5, "list_item", "how did they keep the mary rose hull from cracking",
     ["sprayed for years with water and then with polyethylene glycol"]),
    (AR, A5, "exact_term", "what does nagpra make museums do",
     ["to return human remains, sacred objects and grave goods to the tribes"]),
    (AR, A5, "code_block", "how much did the finder and landowner each get for the staffordshire hoard",
     ["3,285,000 / 2 = 1,642,500 pounds each"]),
    (AR, A5, "code_block", "sites at a glance table, mary rose row",
     ["Mary Rose England sank AD 1545 raised 1982"]),
]

# Near-topic questions that no file of their course answers. The regexes are search terms
# that must be absent from every file of the course (check.py verifies this).
UNANSWERABLE = [
    (FL, "how does a helicopter land safely if its engine fails",
     [r"helicopters?", r"rotorcraft", r"rotors?"]),
    (FL, "why wasnt concorde allowed to go supersonic over land, was it the sonic boom",
     [r"sonic booms?", r"booms?"]),
    (FL, "what is the coanda effect",
     [r"Coanda"]),
    (FL, "what is dutch roll",
     [r"Dutch roll"]),
    (FL, "what does ETOPS mean for twin engine airliners",
     [r"ETOPS"]),
    (FL, "O Santos-Dumont voou antes dos irmãos Wright com o 14-bis?",
     [r"Santos", r"Dumont", r"14-bis"]),
    (FL, "what happened to the hindenburg airship",
     [r"Hindenburg", r"airships?", r"Zeppelins?"]),
    (FL, "how did sully land on the hudson after the bird strike",
     [r"Hudson", r"Sullenberger", r"bird strikes?"]),
    (FL, "how do airliners de-ice their wings, what are deicing boots",
     [r"de-?icing", r"boots?", r"anti-?ic\w*"]),
    (FL, "what causes clear air turbulence near the jet stream",
     [r"jet streams?", r"clear.air"]),
    (FL, "À quelle vitesse vole l'Airbus A380 en croisière ?",
     [r"Airbus", r"A380"]),
    (FL, "what are vortex generators on a wing for",
     [r"vortex generators?"]),
    (AR, "what was the piltdown man hoax",
     [r"Piltdown"]),
    (AR, "how was the rosetta stone used to read hieroglyphs",
     [r"Rosetta", r"hieroglyph\w*"]),
    (AR, "when did hiram bingham find machu picchu",
     [r"Machu", r"Picchu", r"Bingham"]),
    (AR, "how old is gobekli tepe",
     [r"Gobekli", r"Göbekli", r"Tepe"]),
    (AR, "what is amino acid racemization dating",
     [r"amino", r"racemi[sz]ation"]),
    (AR, "how does obsidian hydration dating work",
     [r"obsidian", r"hydration"]),
    (AR, "what is archaeomagnetic dating",
     [r"archaeomagnet\w*", r"pal(a)?eomagnet\w*"]),
    (AR, "what is the antikythera mechanism",
     [r"Antikythera"]),
    (AR, "did schliemann really find troy",
     [r"Schliemann", r"Troy"]),
    (AR, "can uranium thorium dating tell how old cave paintings are",
     [r"uranium", r"thorium"]),
    (AR, "¿Cuándo se descubrió la cueva de Altamira y quién la encontró?",
     [r"Altamira"]),
    (AR, "what are the nazca lines",
     [r"Nazca", r"Nasca"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (FL, "how does radiocarbon dating work", [r"radiocarbon"]),
    (FL, "what is the law of superposition in stratigraphy", [r"superposition", r"stratigraph\w*"]),
    (FL, "what is dendrochronology", [r"dendrochronology"]),
    (AR, "what does angle of attack mean for a wing", [r"angle of attack"]),
    (AR, "what is induced drag", [r"induced drag"]),
    (AR, "what does a pitot tube measure", [r"pitot"]),
]

SEED = 20260126

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
        final.append({"id": f"ab26-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
