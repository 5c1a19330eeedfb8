"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 21. The only
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
DC = "medication-dosage"
ME = "medieval-england"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("interdict", "kingmaker")
#   how_why          a how or why question whose answer is a reason or a mechanism (also "compare")
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

N1 = "01-units-conversions-and-oral-doses.pdf"
N2 = "02-iv-infusions-and-drip-rates-slides.pdf"
N3 = "03-drug-classes-and-routes.docx"
N4 = "04-pharmacokinetics-and-half-life.md"
N5 = "05-safe-administration-and-paediatric-notes.txt"
E1 = "01-conquest-domesday-and-feudalism.pdf"
E2 = "02-church-crown-and-magna-carta-slides.pdf"
E3 = "03-black-death-and-peasants-revolt.docx"
E4 = "04-hundred-years-war.md"
E5 = "05-wars-of-the-roses-notes.txt"

# (course, source file, kind, question, [gold snippet])
ANSWERABLE = [
    # ---- N1 prose PDF: units, conversions, oral and injection doses (13)
    (DC, N1, "paraphrase", "how do i go from grams straight to micrograms, is there a shortcut",
     ["0.003 g is 3 mg, which is 3,000 micrograms"]),  # sentence starts on page 1, gold on page 2
    (DC, N1, "paraphrase", "is every 8 hours the same thing as three times a day",
     ["three doses spaced evenly across the whole day and night"]),
    (DC, N1, "how_why", "why convert the order into the stock unit and not the other way round",
     ["so converting the order into it leaves less room for a slip"]),
    (DC, N1, "how_why", "what goes wrong if i forget the displacement value when making up a powder",
     ["Ignoring the displacement value would make the solution weaker than you think"]),
    (DC, N1, "exact_term", "what does a percentage strength like glucose 5% actually mean",
     ["A percentage strength is the number of grams of drug in every 100 mL"]),
    (DC, N1, "exact_term", "adrenaline 1 in 1000, how many mg per ml is that",
     ["Adrenaline 1 in 1,000 therefore holds 1 mg in each mL"]),
    (DC, N1, "worked_step", "digoxin 0.125 mg ordered but we only have 62.5 microgram tabs, how many",
     ["The nurse therefore gives two of the 62.5 microgram tablets"]),
    (DC, N1, "worked_step", "500 mg vial displacement 0.4 ml, how much water to get 250 mg per ml",
     ["you add 2 - 0.4 = 1.6 mL of water"]),
    (DC, N1, "code_block", "paracetamol 360mg and the bottle is 120 mg in 5ml how many ml",
     ["3 x 5 mL = 15 mL of suspension"]),
    (DC, N1, "code_block", "page 3 gentamicin example for the 68 kg patient, what volume do you draw up",
     ["Volume: 340 mg / 40 mg per mL = 8.5 mL"]),
    (DC, N1, "table_row", "how many micrograms are in one milligram",
     ["1 milligram mg 1,000 micrograms"]),
    (DC, N1, "list_item", "can you crush a modified release tablet if the patient cant swallow it",
     ["modified-release tablets must never be crushed, split or chewed"]),
    (DC, N1, "list_item", "how many tablets for one dose is too many before i should recheck",
     ["If a sum gives more than three tablets for one dose"]),

    # ---- N2 slides: IV infusions, drip rates, pumps (12)
    (DC, N2, "paraphrase", "how many drops in a ml for a blood giving set",
     ["Blood set 15 drops per mL"]),
    (DC, N2, "paraphrase", "what can happen if you pull the giving set out of the pump without clamping it",
     ["It can deliver a whole bag of a drug in minutes"]),
    (DC, N2, "paraphrase", "my patient bent his arm and the drip slowed right down, is that a thing",
     ["a bent arm or a lower bag changes a gravity rate"]),
    (DC, N2, "how_why", "why flush the cannula before and after each iv drug",
     ["The flush clears the line so that two drugs do not meet and react"]),
    (DC, N2, "how_why", "whats the point of a volumetric pump over just letting it drip",
     ["A pump pushes fluid at a set rate whatever the height of the bag"]),
    (DC, N2, "exact_term", "what is the drop factor on a giving set",
     ["the number of drops that make up 1 mL"]),
    (DC, N2, "exact_term", "what does phlebitis mean",
     ["Phlebitis means inflammation of the vein wall"]),
    (DC, N2, "worked_step", "on slide 7, the litre over 8 hours, what do i actually set the drip to",
     ["Set the roller clamp to 42 drops per minute"]),
    (DC, N2, "table_row", "the fluids table on slide 3, what is hartmanns solution used for",
     ["Hartmann's solution Balanced crystalloid Surgery and fluid resuscitation"]),
    (DC, N2, "list_item", "pump is beeping occlusion, what does that mean",
     ["something is blocking the line, such as a closed clamp or a kinked"]),
    (DC, N2, "list_item", "what signs tell you a patient is getting fluid overloaded",
     ["Watch for breathlessness, crackles in the chest, swollen ankles and rising blood pressure"]),
    (DC, N2, "list_item", "infiltration vs extravasation, whats the difference",
     ["a drug that damages tissue (a vesicant) leaks out"]),

    # ---- N3 DOCX: drug classes and routes (10)
    (DC, N3, "paraphrase", "furosemide makes you wee loads, so when in the day do we give it",
     ["the dose is normally given in the morning rather than at night"]),
    (DC, N3, "how_why", "why does everyone on morphine get prescribed a laxative too",
     ["Almost every patient on a regular opioid becomes constipated"]),
    (DC, N3, "how_why", "why is gtn given under the tongue instead of swallowed",
     ["because it works in a minute or two and skips the liver"]),
    (DC, N3, "exact_term", "what reverses warfarin",
     ["its effect is reversed with vitamin K"]),
    (DC, N3, "table_row", "what do i need to check before giving a loop diuretic",
     ["Potassium level and fluid balance"]),
    (DC, N3, "table_row", "how quick does an IM injection start working",
     ["Within about 10 to 30 minutes"]),
    (DC, N3, "list_item", "drugs ending in pril, what class are they",
     ["ACE inhibitors, which lower blood pressure"]),
    (DC, N3, "list_item", "what is step 2 on the pain ladder",
     ["a weak opioid such as codeine added to step 1"]),
    (DC, N3, "list_item", "what does omeprazole do, the prazole ones",
     ["proton pump inhibitors, which reduce stomach acid"]),
    (DC, N3, "definition_tail", "do adverse drug reactions have to be reported to anyone outside the hospital",
     ["a serious or unexpected one is also reported to the national medicines regulator"]),

    # ---- N4 Markdown: pharmacokinetics and half-life (10)
    (DC, N4, "how_why", "why is the oral morphine dose so much bigger than the iv dose",
     ["the liver may break down a large share of it on that first pass"]),
    (DC, N4, "how_why", "why does it matter how much of warfarin is bound to albumin",
     ["Only the unbound (free) part of the drug can leave the blood and act"]),
    (DC, N4, "how_why", "i stopped a tablet days ago, how long till its really out of my system",
     ["essentially gone from the body five half-lives after the last dose"]),
    (DC, N4, "how_why", "why would you give a loading dose first",
     ["fills the body up to the target level straight away"]),
    (DC, N4, "exact_term", "what is a trough level",
     ["is the lowest level, just before the next dose is due"]),
    (DC, N4, "worked_step", "half life 6 hrs and 200 mg in the body at 8am, how much left next morning",
     ["which is 24 / 6 = 4 half-lives, so 12.5 mg remains"]),
    (DC, N4, "code_block", "what percentage is left after 3 half lives",
     ["After 3 half-lives 25 mg 12.5 percent left"]),
    (DC, N4, "table_row", "how long is digoxins half life",
     ["about 36 to 48 hours"]),
    (DC, N4, "list_item", "what does the M in ADME stand for",
     ["Metabolism: the body, mainly the liver, changes it chemically"]),
    (DC, N4, "definition_tail", "does a bigger dose have a longer half life",
     ["It does not depend on the size of the dose"]),

    # ---- N5 TXT: safe administration and paediatric doses (10)
    (DC, N5, "paraphrase", "can i just say are you mr smith and let them nod",
     ["rather than reading it to them and waiting for a yes"]),
    (DC, N5, "paraphrase", "how many times am i meant to check the label on a med",
     ["The label of the medicine is read three times"]),
    (DC, N5, "how_why", "why do we always write 0.5 and not .5",
     ["and a vanished point turns the dose into a tenfold overdose"]),
    (DC, N5, "exact_term", "what is meant by right response",
     ["Right response means going back to see whether the drug has worked"]),
    (DC, N5, "exact_term", "what does covert mean when giving medicines",
     ["covert given without the patient's knowledge"]),
    (DC, N5, "table_row", "is it ok to write U for units on a chart",
     ["U units can be misread as 0 or 4"]),
    (DC, N5, "table_row", "18 kg child on amoxicillin, whats the safe range in mg per day",
     ["2 Multiply by the weight 720 to 1,620 mg per day"]),
    (DC, N5, "list_item", "what counts as the right time",
     ["at the prescribed time and the right interval"]),
    (DC, N5, "list_item", "what does right drug mean in the rights",
     ["the medicine in your hand is the one prescribed"]),
    (DC, N5, "list_item", "is heparin a high alert medicine",
     ["anticoagulants such as warfarin and heparin"]),

    # ---- E1 prose PDF: conquest, Domesday, feudalism (13)
    (ME, E1, "paraphrase", "how many norwegians survived stamford bridge",
     ["24 of the roughly 300 Norwegian ships were needed"]),  # sentence starts on page 1
    (ME, E1, "paraphrase", "what did the lord have to give back in return for homage",
     ["the lord owed protection and justice, and the man owed service and counsel"]),  # page 3 -> 4
    (ME, E1, "paraphrase", "did the old english nobles get to keep their land after the conquest",
     ["By 1086 only a handful of the great landholders were English"]),
    (ME, E1, "how_why", "how did the normans break the shield wall at hastings",
     ["William's men twice pretended to flee"]),
    (ME, E1, "how_why", "why wasnt harolds army still waiting on the south coast in september",
     ["Harold had to send his army home to bring in the harvest"]),
    (ME, E1, "how_why", "why did william burn everything in yorkshire",
     ["so that the region could not feed another rebel army"]),
    (ME, E1, "exact_term", "what is scutage",
     ["A knight could pay scutage, or shield money, instead of serving in person"]),
    (ME, E1, "exact_term", "page 4 says domesday has two volumes, what is little domesday",
     ["Little Domesday gives fuller detail for Essex, Norfolk and Suffolk"]),
    (ME, E1, "exact_term", "how many places are named in the domesday book",
     ["It names about 13,400 places"]),
    (ME, E1, "exact_term", "who was lanfranc",
     ["Lanfranc, an Italian scholar who had run the abbey school at Bec"]),
    (ME, E1, "table_row", "in the timeline on page 2 when was the battle of gate fulford",
     ["20 September 1066 Battle of Gate Fulford, a Norwegian victory"]),
    (ME, E1, "list_item", "why did harald hardrada think he had a right to the english throne",
     ["whose claim went back to an agreement made by earlier Danish and Norwegian kings"]),
    (ME, E1, "keyword", "motte and bailey",
     ["an earth mound, the motte, topped by a wooden tower"]),

    # ---- E2 slides: Church, Crown and Magna Carta (12)
    (ME, E2, "paraphrase", "did ordinary peasants get anything out of magna carta",
     ["The villeins, who were most of the population, gained almost nothing"]),
    (ME, E2, "paraphrase", "did king john actually sign magna carta with a pen",
     ["kings sealed documents rather than signing them"]),
    (ME, E2, "how_why", "why did henry ii and becket fall out",
     ["Henry wanted a cleric found guilty to be handed to a royal court"]),
    (ME, E2, "how_why", "why was becket so upset about the young king being crowned",
     ["Becket saw this as an insult to Canterbury's right to crown kings"]),
    (ME, E2, "exact_term", "when was becket murdered",
     ["On 29 December 1170 they killed Becket in his own cathedral"]),
    (ME, E2, "exact_term", "how much was richard the lionhearts ransom",
     ["England paid a ransom of 150,000 marks to set him free"]),
    (ME, E2, "exact_term", "when did the pope cancel magna carta",
     ["Pope Innocent III annulled the charter in August 1215"]),
    (ME, E2, "table_row", "on slide 27 when did townsmen first get called to parliament",
     ["1265 De Montfort's parliament includes burgesses"]),
    (ME, E2, "list_item", "what does magna carta say about locking people up",
     ["No free man shall be imprisoned or deprived of his land"]),
    (ME, E2, "list_item", "what happened to the charter in 1225",
     ["1225: the definitive version, granted in return for a tax"]),
    (ME, E2, "keyword", "interdict",
     ["Interdict, 1208-1214: church services were stopped across England"]),
    (ME, E2, "keyword", "tithe",
     ["Every household paid a tithe: one tenth of its produce each year"]),

    # ---- E3 DOCX: Black Death and Peasants' Revolt (10)
    (ME, E3, "paraphrase", "how do we actually know the black death was plague",
     ["Modern scientists have found the DNA of the bacterium Yersinia pestis"]),
    (ME, E3, "paraphrase", "who killed wat tyler",
     ["William Walworth, the Mayor of London, pulled Tyler from his horse"]),
    (ME, E3, "paraphrase", "did the rebels steal stuff when they burned the savoy",
     ["they threw valuables into the river rather than steal them"]),
    (ME, E3, "paraphrase", "what did the 14 year old king say to calm the rebels down",
     ["told them he would be their leader"]),
    (ME, E3, "how_why", "why did so many priests die of the plague",
     ["because priests visited the sick and dying to hear their last confessions"]),
    (ME, E3, "exact_term", "what did the statute of labourers say about pay",
     ["wages should stay at the levels paid before the plague"]),
    (ME, E3, "exact_term", "how much was the 1380 poll tax",
     ["a shilling a head from everyone over fifteen"]),
    (ME, E3, "table_row", "which plague outbreak hit children the hardest",
     ["Struck hardest at children born since 1349"]),
    (ME, E3, "list_item", "what is pneumonic plague",
     ["infected the lungs and passed directly from person to person in coughed droplets"]),
    (ME, E3, "keyword", "john ball",
     ["When Adam delved and Eve span, who was then the gentleman?"]),

    # ---- E4 Markdown: the Hundred Years' War (10)
    (ME, E4, "paraphrase", "why did edward iii think he should be king of france",
     ["Edward III of England was his nephew through his mother Isabella"]),
    (ME, E4, "how_why", "why did the french knights struggle so much at agincourt",
     ["Heavy rain had turned it to deep mud"]),
    (ME, E4, "how_why", "why was the longbow better than a crossbow",
     ["far faster than a crossbowman could reload"]),
    (ME, E4, "exact_term", "what was agreed in the treaty of troyes",
     ["recognised Henry as his heir and regent, disinheriting his own son"]),
    (ME, E4, "exact_term", "when was joan of arc burned",
     ["she was burned on 30 May 1431"]),
    (ME, E4, "exact_term", "what were indentures in the english army",
     ["contracts, called indentures, between the king and his captains"]),
    (ME, E4, "code_block", "how big was henry the fifths army at agincourt",
     ["English army about 6,000 to 9,000 men, about five archers to each man-at-arms"]),
    (ME, E4, "table_row", "what happened at castillon",
     ["English army destroyed, Gascony lost for good"]),
    (ME, E4, "definition_tail", "what was the point of a chevauchee raid",
     ["Its aim was to burn crops, mills and villages"]),
    (ME, E4, "keyword", "auld alliance",
     ["France supported Scotland against England"]),

    # ---- E5 TXT: the Wars of the Roses (10)
    (ME, E5, "how_why", "why is it even called the wars of the roses",
     ["after Sir Walter Scott used it in a novel of 1829"]),
    (ME, E5, "exact_term", "when did henry vii marry elizabeth of york",
     ["In January 1486 he married Elizabeth of York"]),
    (ME, E5, "exact_term", "what was titulus regius",
     ["Titulus Regius the act of 1484 that set out Richard III's title"]),
    (ME, E5, "exact_term", "when was richard iiis body found",
     ["In 2012 archaeologists found his skeleton under a car park"]),
    (ME, E5, "table_row", "what happened at wakefield",
     ["Wakefield December 1460 Lancastrian win, York killed"]),
    (ME, E5, "list_item", "was henry vi a strong king",
     ["grew into a pious and gentle man who could not control his nobles"]),
    (ME, E5, "list_item", "how did losing france help start the wars of the roses",
     ["between 1450 and 1453 discredited the king's advisers"]),
    (ME, E5, "definition_tail", "under livery and maintenance what did the lord do for his men in court",
     ["used his influence to win their cases, even against justice"]),
    (ME, E5, "keyword", "kingmaker",
     ["because he helped to put first Edward IV and then Henry VI"]),
    (ME, E5, "keyword", "readeption",
     ["Readeption Henry VI's brief return to the throne, 1470-1471"]),
]

# Near-topic questions that no file of their course answers: each term (a regex, matched
# as a whole word, case-insensitive) is absent from every file of the course.
UNANSWERABLE = [
    (DC, "how do i work out body surface area for a chemo dose",
     [r"body surface area", r"BSA", r"Mosteller", r"nomograms?", r"m2"]),
    (DC, "what is clarks rule for working out a childs dose",
     [r"Clark'?s?", r"Young'?s rule", r"Fried'?s rule"]),
    (DC, "how does an insulin sliding scale work",
     [r"sliding scales?", r"correction doses?"]),
    (DC, "how do you calculate the rate for tpn",
     [r"parenteral nutrition", r"TPN"]),
    (DC, "what is the antidote for a paracetamol overdose",
     [r"acetylcysteine", r"Parvolex", r"antidotes?"]),
    (DC, "how do i do the z-track technique for im injections",
     [r"Z-track", r"Z track", r"zigzag"]),
    (DC, "what needle gauge should i use for an im injection",
     [r"gauges?", r"needle length"]),
    (DC, "how do you work out creatinine clearance with cockcroft-gault",
     [r"Cockcroft", r"Gault", r"creatinine"]),
    (DC, "which drugs are unsafe to give in pregnancy",
     [r"pregnan\w*", r"teratogen\w*"]),
    (DC, "how do you calculate the volume of distribution",
     [r"volume of distribution", r"Vd"]),
    (DC, "how do you set up a pca pump for a patient",
     [r"PCA", r"patient-controlled", r"epidurals?"]),
    (DC, "how many milligrams is one grain",
     [r"grains?", r"apothecar\w*"]),
    (ME, "why did stephen and matilda fight in the anarchy",
     [r"Anarchy", r"Matilda", r"King Stephen"]),
    (ME, "what happened between richard the lionheart and saladin at acre",
     [r"Saladin", r"Acre", r"Arsuf", r"Lionheart"]),
    (ME, "why did edward i build castles like caernarfon and harlech",
     [r"Caernarfon", r"Harlech", r"Conwy", r"Beaumaris"]),
    (ME, "why were the jews expelled from england in 1290",
     [r"Jews?", r"Jewish", r"expel\w*", r"expulsion"]),
    (ME, "what happened at the battle of bannockburn",
     [r"Bannockburn", r"Wallace", r"Robert the Bruce"]),
    (ME, "what are chaucers canterbury tales about",
     [r"Chaucer\w*", r"Canterbury Tales"]),
    (ME, "what did john wycliffe and the lollards believe",
     [r"Wycliffe?", r"Lollard\w*"]),
    (ME, "what does the bayeux tapestry show about hastings",
     [r"Bayeux", r"tapestry", r"embroider\w*"]),
    (ME, "why was edward ii deposed and what happened to piers gaveston",
     [r"Gaveston", r"Edward II", r"Berkeley"]),
    (ME, "how did william caxtons printing press change england",
     [r"Caxton", r"printing", r"printed"]),
    (ME, "who was eleanor of aquitaine",
     [r"Eleanor", r"Aquitaine"]),
    (ME, "who were perkin warbeck and lambert simnel",
     [r"Warbeck", r"Simnel", r"Stoke"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (DC, "when was magna carta sealed", [r"Magna Carta"]),
    (DC, "who won the battle of hastings", [r"Hastings"]),
    (DC, "what caused the black death", [r"Black Death"]),
    (ME, "how do i work out an iv drip rate", [r"drip rates?", r"drops per minute"]),
    (ME, "what are the five rights of medication administration", [r"rights of medication", r"right patient"]),
    (ME, "what is a drugs half life", [r"half-life", r"half-lives"]),
]

SEED = 20260121

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
        final.append({"id": f"ab21-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
