"""Write questions.jsonl from the hand-written questions below (set 24).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/. Only the PDF page of the first gold snippet is looked up automatically
(pdfminer text through pdfplumber); check.py then verifies everything against corpus/.

A question that names a page or a slide ("page 2", "slide 15") uses the PDF page number, and
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
OC = "oceanography"
BZ = "byzantine-empire"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("longshore drift", "book of the eparch")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

O1 = "01-ocean-basins-and-seawater.pdf"
O2 = "02-waves-tides-and-currents-slides.pdf"
O3 = "03-marine-life-and-productivity.docx"
O4 = "04-the-ocean-and-climate.md"
O5 = "05-sediments-coasts-and-exploration-notes.txt"
B1 = "01-from-constantine-to-justinian.pdf"
B2 = "02-crisis-and-recovery-slides.pdf"
B3 = "03-society-church-and-economy.docx"
B4 = "04-art-learning-and-legacy.md"
B5 = "05-the-last-centuries-and-the-fall-notes.txt"

# (course, source, kind, question, [gold])
ANSWERABLE = [
    # --- Oceanography, 01 prose PDF (ocean basins and seawater) ---
    (OC, O1, "worked_step", "if you put mount everest in the challenger deep how far under water would the top be",
     ["its summit would still be about 2,086 metres under water"]),
    (OC, O1, "code_block", "what is the pressure at the bottom of the challenger deep",
     ["at 10,935 m: 1 + 10,935 / 10 = 1,094.5 atm, about 1,100 atm"]),
    (OC, O1, "list_item", "at what depth does the continetal shelf end",
     ["ends at the shelf break, at an average depth of about 140 m"]),
    (OC, O1, "worked_step", "how old is the crust 250 km from the mid-atlantic ridge",
     ["t = 20,000,000 years (20 million)"]),
    (OC, O1, "exact_term", "how fast does the mid atlantic ridge spread apart",
     ["full rate of about 2.5 cm a year, about as fast as fingernails grow"]),
    (OC, O1, "table_row", "what percent of the salt in seawater is sulfate",
     ["Sulfate (SO4 2-) 7.7 percent"]),
    (OC, O1, "how_why", "before conductivity meters how did chemists get the salinity from the chlorinity",
     ["it by a fixed factor to obtain the salinity"]),
    (OC, O1, "code_block", "Mit welchem Faktor multipliziert man die Chlorinität, um den Salzgehalt zu berechnen?",
     ["S = 1.80655 x Cl"]),
    (OC, O1, "paraphrase", "why do the main ions stay in the same ratios even when the salinty changes",
     ["Rain and rivers add or remove water, not particular salts"]),
    (OC, O1, "worked_step", "whats the water pressure at 4000 meters depth",
     ["at 4,000 m: 1 + 4,000 / 10 = 401 atm"]),
    (OC, O1, "definition_tail", "whats the difference between a seamount and a guyot",
     ["those whose tops were flattened by waves before they sank are called guyots"]),

    # --- Oceanography, 02 slides (waves, tides and currents) ---
    (OC, O2, "worked_step", "¿A qué velocidad viaja un tsunami en mar abierto con 4000 m de profundidad?",
     ["sqrt(39,200) = 198 m/s, about 713 km/h"]),
    (OC, O2, "worked_step", "deep water wave with a 10 second period, how long is its wavelength",
     ["L = 1.56 x 10^2 = 156 m"]),
    (OC, O2, "code_block", "formula for the speed of a shallow water wave",
     ["C = sqrt(g x d)"]),
    (OC, O2, "list_item", "what does fetch mean for wind waves",
     ["the distance of open water over which the wind blows"]),
    (OC, O2, "list_item", "what are plunging breakers",
     ["on a moderately steep beach; the crest curls over an air pocket"]),
    (OC, O2, "exact_term", "how long is a lunar day",
     ["A lunar day therefore lasts 24 hours 50 minutes"]),
    (OC, O2, "how_why", "why does the moon affect the tides more than the sun when the sun is way bigger",
     ["because the moon is so much closer"]),
    (OC, O2, "paraphrase", "on slide 15, when do we get neap tides",
     ["Neap tides: at first and third quarter"]),
    (OC, O2, "table_row", "is the canary current warm or cold",
     ["Canary Current North Atlantic cold eastern boundary"]),
    (OC, O2, "how_why", "why does el nino hurt the fishing off peru",
     ["upwelling brings up warm, nutrient-poor water and fisheries collapse"]),
    (OC, O2, "paraphrase", "where does the densest water in the whole ocean come from",
     ["forms mainly in the Weddell Sea"]),

    # --- Oceanography, 03 DOCX (marine life and productivity) ---
    (OC, O3, "exact_term", "Che cos'è la zona eufotica?",
     ["the depth where 1 percent of the surface light remains"]),
    (OC, O3, "table_row", "how productive are coastal upwelling areas like the one off peru",
     ["about 300 g C per m2 per year or more"]),
    (OC, O3, "list_item", "what are diatom shells made of",
     ["a glassy shell of silica made of two halves"]),
    (OC, O3, "keyword", "john martin iron hypothesis",
     ["Give me half a tanker of iron, and I will give you an ice age"]),
    (OC, O3, "worked_step", "redfield ratio: how much nitrate is needed if they take up 1.5 micromoles of phosphate",
     ["16 x 1.5 = 24 micromoles per litre of nitrate"]),
    (OC, O3, "exact_term", "in the redfield ratio example which nutrient runs out first",
     ["nitrate will run out before phosphate, so nitrogen is the limiting nutrient"]),
    (OC, O3, "worked_step", "how many kg of tuna can you get from 1000 kg of phytoplankton",
     ["Tuna (level 4): 10 x 0.1 = 1 kg"]),
    (OC, O3, "how_why", "why do upwelling regions have so many more fish than the open ocean",
     ["large phytoplankton are eaten directly by small fish and food chains are short"]),
    (OC, O3, "definition_tail", "what are meroplankton",
     ["such as the larvae of crabs and many fish, drift only for part of it"]),
    (OC, O3, "paraphrase", "what lives all the way down in the hadopelagic zone",
     ["amphipods and snailfish in the trenches"]),
    (OC, O3, "how_why", "how do giant tubeworms at vents eat if they dont have a mouth",
     ["they house these bacteria inside their bodies and live on what the bacteria make"]),

    # --- Oceanography, 04 Markdown (the ocean and climate) ---
    (OC, O4, "worked_step", "how much energy does it take to heat a 100 m column of seawater by 1 degree",
     ["Q = 102,500 x 3,990 x 1 = 408,975,000 J, about 4.1 x 10^8 J"]),
    (OC, O4, "code_block", "what is the mass of the 100 m water column in the heat capacity example",
     ["m = 100 m3 x 1,025 kg/m3 = 102,500 kg"]),
    (OC, O4, "how_why", "what causes a sea breeze in the afternoon",
     ["the land heats up faster than the water, the air over the land rises"]),
    (OC, O4, "exact_term", "how much of the extra heat from global warming has gone into the ocean",
     ["more than 90 percent of the extra"]),
    (OC, O4, "worked_step", "how much will sea level go up in 30 years at 3.3 mm a year",
     ["3.3 x 30 = 99 mm, about 10 cm"]),
    (OC, O4, "table_row", "how much carbon is stored in the deep ocean",
     ["about 37,000 Gt C"]),
    (OC, O4, "code_block", "which reaction uses up the carbonate ion when co2 dissolves",
     ["H+ + CO3 2- <--> HCO3-"]),
    (OC, O4, "worked_step", "if ph drops by 0.1 how many more hydrogen ions is that",
     ["about 26 percent more hydrogen ions"]),
    (OC, O4, "exact_term", "what was the ph of the ocean surface before the industrial revolution",
     ["fallen from about 8.2 before the industrial era to about 8.1 today"]),
    (OC, O4, "paraphrase", "if arctic sea ice melts does the sea level go up",
     ["Melting sea ice, which is already floating, hardly changes sea level at all"]),
    (OC, O4, "paraphrase", "what causes about a fifth of sea level rise",
     ["Loss of ice from the Greenland and Antarctic ice sheets"]),

    # --- Oceanography, 05 TXT notes (sediments, coasts and exploration) ---
    (OC, O5, "list_item", "what is siliceous ooze made of",
     ["silica shells of diatoms and radiolarians"]),
    (OC, O5, "definition_tail", "when is a sediment called an ooze",
     ["at least 30 percent"]),
    (OC, O5, "exact_term", "how deep is the carbonate compensation depth",
     ["we take it as about 4,500 m on average"]),
    (OC, O5, "worked_step", "how many years does a 10 m core of abyssal clay cover",
     ["10,000 x 1,000 years = 10,000,000 years"]),
    (OC, O5, "keyword", "longshore drift",
     ["so sand grains move along the shore in a zigzag"]),
    (OC, O5, "exact_term", "what kind of estuary is chesapeake bay",
     ["coastal plain estuaries are river valleys drowned when sea level"]),
    (OC, O5, "how_why", "why does a groin make the beach further down the coast erode",
     ["so the beach on its down-drift side is starved and erodes"]),
    (OC, O5, "exact_term", "at how many stations did the challenger expedition take measurements",
     ["measured depths, temperatures and currents at 362 stations"]),
    (OC, O5, "worked_step", "the echo comes back after 6 seconds, how deep is the water",
     ["depth = 1,500 x 6.0 / 2 = 9,000 / 2 = 4,500 m"]),
    (OC, O5, "code_block", "what does a satellite altimeter measure",
     ["Satellite altimeter 1978 sea surface height to a few cm"]),
    (OC, O5, "keyword", "multibeam sonar",
     ["Multibeam sonar 1970s maps a wide strip of seafloor at once"]),

    # --- Byzantine Empire, 01 prose PDF (from Constantine to Justinian) ---
    (BZ, B1, "exact_term", "who made the name byzantine popular",
     ["the German scholar Hieronymus Wolf"]),
    (BZ, B1, "exact_term", "when was constantinople dedicated",
     ["dedicated it on 11 May 330 as Constantinople"]),
    (BZ, B1, "list_item", "what sea route did constantinople control",
     ["It controlled the Bosporus, the strait between Europe and Asia"]),
    (BZ, B1, "list_item", "why did the east survive when the west fell, something about the capital being hard to take",
     ["Constantinople, with its walls and harbours, was almost impossible to take"]),
    (BZ, B1, "how_why", "how did the nika riot start",
     ["after Justinian refused to pardon two condemned men, one a Blue and one a Green"]),
    (BZ, B1, "exact_term", "¿Cuántas personas murieron en la revuelta de Nika según Procopio?",
     ["Procopius puts the dead at about 30,000"]),
    (BZ, B1, "paraphrase", "what did theodora say to stop justinian from running away",
     ["royalty is a good burial shroud"]),
    (BZ, B1, "paraphrase", "after the first dome of hagia sofia fell down how much higher did they rebuild it",
     ["rebuilt it about 6 metres higher by 562"]),
    (BZ, B1, "table_row", "which of justinians law books was meant for students",
     ["Institutes 533 a textbook for first-year law students"]),
    (BZ, B1, "list_item", "who conquered the vandals for justinian and how many soldiers did he have",
     ["Belisarius, with only about 15,000 soldiers, destroyed the Vandal kingdom"]),
    (BZ, B1, "list_item", "who defeated totila",
     ["Narses finally defeated him at Taginae (Busta Gallorum) in 552"]),

    # --- Byzantine Empire, 02 slides (crisis and recovery) ---
    (BZ, B2, "exact_term", "who invented greek fire",
     ["said to have been brought by Kallinikos, an architect from Syria"]),
    (BZ, B2, "list_item", "what were the four oldest themes",
     ["Anatolikon, Armeniakon, Opsikion and Thrakesion"]),
    (BZ, B2, "list_item", "what natural disaster is linked to the start of iconclasm",
     ["a volcanic eruption in the Aegean in 726"]),
    (BZ, B2, "paraphrase", "when were icons finally allowed again for good",
     ["843: Empress Theodora restores icons for good"]),
    (BZ, B2, "how_why", "why did the pope say the imperial throne was empty in 800",
     ["a woman cannot hold the imperial throne, so the throne is vacant"]),
    (BZ, B2, "keyword", "krum skull cup",
     ["Krum has the emperor's skull lined with silver and uses it as a drinking cup"]),
    (BZ, B2, "list_item", "Quais eram as questões em disputa no Cisma de 1054?",
     ["the filioque clause in the Creed, unleavened bread in the Eucharist"]),
    (BZ, B2, "exact_term", "how many prisoners did basil ii blind after kleidion",
     ["he blinded about 15,000 prisoners"]),
    (BZ, B2, "paraphrase", "on slide 19, who was the emperor fighting at manzikert",
     ["meets the Seljuk Turks under Sultan Alp Arslan near Lake Van"]),
    (BZ, B2, "how_why", "why did the arab siege of constantinople in 717 fail",
     ["a harsh winter, hunger and a Bulgar attack break the besiegers"]),
    (BZ, B2, "table_row", "when did the comnenian dynasty rule",
     ["Komnenian 1081-1185 Alexios I"]),

    # --- Byzantine Empire, 03 DOCX (society, church and economy) ---
    (BZ, B3, "definition_tail", "why is it called born in the purple",
     ["after the purple-walled chamber of the palace where empresses gave birth"]),
    (BZ, B3, "how_why", "why did emperors trust eunuchs with so much power",
     ["Since a eunuch could not become emperor, he was not a threat to the throne"]),
    (BZ, B3, "paraphrase", "what tricks did the throne room play on liutprand when he visited",
     ["golden lions beside the throne beat the ground with their tails and roared"]),
    (BZ, B3, "table_row", "what did the council of ephesus decide",
     ["condemned Nestorius; Mary called Theotokos, Mother of God"]),
    (BZ, B3, "exact_term", "who founded the great lavra on mount athos",
     ["in 963 Athanasios the Athonite founded the first great monastery"]),
    (BZ, B3, "exact_term", "how many solidi were struck from a pound of gold",
     ["It was struck at 72 to the Roman pound"]),
    (BZ, B3, "paraphrase", "how many of the copper coins made one silver coin",
     ["288 to one solidus, or 24 to one miliaresion"]),
    (BZ, B3, "how_why", "how did the byzantines get silkworms from china",
     ["two monks smuggled silkworm eggs out of Central Asia hidden in hollow canes"]),
    (BZ, B3, "keyword", "book of the eparch",
     ["issued under Leo VI in about 912, set out the rules for the guilds"]),
    (BZ, B3, "exact_term", "what title did empress irene use for herself",
     ["she styled herself basileus, emperor, not basilissa, empress"]),
    (BZ, B3, "how_why", "why did the macedonian emperors pass laws to protect poor peasants land",
     ["because a free peasant paid tax and served in the army"]),

    # --- Byzantine Empire, 04 Markdown (art, learning and legacy) ---
    (BZ, B4, "definition_tail", "what is encaustic painting",
     ["were painted in hot coloured wax, a technique called encaustic"]),
    (BZ, B4, "how_why", "why did the icons at sinai survive iconoclasm",
     ["which lay outside the empire during iconoclasm, so its icons escaped destruction"]),
    (BZ, B4, "paraphrase", "how did they make the gold cubes in mosaics",
     ["by laying gold leaf between two layers of glass"]),
    (BZ, B4, "table_row", "which church in constantinople was never made into a mosque",
     ["never converted into a mosque; used as an arsenal by the Ottomans"]),
    (BZ, B4, "how_why", "why was the minuscule script so important for saving greek books",
     ["Minuscule was quicker to write and took less parchment"]),
    (BZ, B4, "exact_term", "how many books did photios summarize in the bibliotheca",
     ["a set of notes on 279 books he had read"]),
    (BZ, B4, "code_block", "what year did chrysoloras start teaching greek in florence",
     ["Manuel Chrysoloras began to teach Greek in Florence"]),
    (BZ, B4, "exact_term", "what did philotheus of pskov write about moscow",
     ["two Romes have fallen, the third stands, and a fourth there shall not be"]),
    (BZ, B4, "list_item", "which languages are written in cyrillic today",
     ["used today for Russian, Ukrainian, Belarusian, Bulgarian, Serbian and Macedonian"]),
    (BZ, B4, "how_why", "why was cyrillic made when they already had glagolitic",
     ["a simpler alphabet based mainly on Greek capital letters"]),
    (BZ, B4, "keyword", "double headed eagle moscow",
     ["Moscow adopted the double-headed eagle as its emblem"]),

    # --- Byzantine Empire, 05 TXT notes (the last centuries and the fall) ---
    (BZ, B5, "list_item", "how did michael viii deal with charles of anjou",
     ["money and intrigue: he helped to finance the revolt of the Sicilian"]),
    (BZ, B5, "how_why", "how did the ottomans first get a foothold in europe",
     ["1354: an earthquake destroys the walls of Gallipoli"]),
    (BZ, B5, "list_item", "where was the crusade of 1396 defeated",
     ["destroyed at Nicopolis on the Danube"]),
    (BZ, B5, "how_why", "why did the empire survive another 50 years after bayezid's blockade",
     ["in 1402 the Central Asian conqueror Timur (Tamerlane) defeated"]),
    (BZ, B5, "paraphrase", "who did manuel ii spend christmas with in 1400",
     ["Christmas of 1400 with King Henry IV"]),
    (BZ, B5, "list_item", "Quand Constantinople est-elle tombée aux mains des Ottomans ?",
     ["29 May 1453: after a night and morning of assaults"]),
    (BZ, B5, "code_block", "how many greeks did sphrantzes count among the defenders",
     ["4,983 Greeks and barely 2,000 foreigners"]),
    (BZ, B5, "list_item", "how did mehmed get his ships past the chain into the golden horn",
     ["22 April: Mehmed has about 70 ships dragged overland"]),
    (BZ, B5, "keyword", "janissaries",
     ["the sultan's elite infantry"]),
    (BZ, B5, "exact_term", "what title did mehmed take after he conquered the city",
     ["Mehmed took the title Kayser-i Rum"]),
    (BZ, B5, "list_item", "what religious reason do historians give for the fall of the empire",
     ["the division over church union, which cost the emperors the trust"]),
]

# (course, question, [regex search terms that occur in no file of that course])
UNANSWERABLE = [
    (OC, "what causes rogue waves in the open ocean",
     [r"rogue", r"freak"]),
    (OC, "Qu'est-ce qu'un point amphidromique ?",
     [r"amphidromic", r"co-?tidal"]),
    (OC, "what is a seiche in a lake or bay",
     [r"seiches?"]),
    (OC, "what causes red tides and are they poisonous",
     [r"red tides?", r"harmful algal", r"saxitoxin", r"toxins?"]),
    (OC, "how far out from the coast does a country's exclusive economic zone go",
     [r"exclusive economic zone", r"EEZ", r"UNCLOS", r"Law of the Sea", r"territorial"]),
    (OC, "what is a marine heatwave",
     [r"heatwaves?", r"heat waves?"]),
    (OC, "how do deep sea fish make their own light",
     [r"biolumin\w*", r"photophores?", r"glow\w*"]),
    (OC, "what is the sofar channel and why can whales hear each other so far",
     [r"SOFAR", r"sound channel", r"whales? song"]),
    (OC, "how big is the great pacific garbage patch",
     [r"plastics?", r"microplastics?", r"garbage", r"litter"]),
    (OC, "who went down to the bottom of the mariana trench in the trieste in 1960",
     [r"Trieste", r"Piccard", r"bathyscaphe"]),
    (OC, "what are kelvin waves and rossby waves",
     [r"Rossby", r"Kelvin"]),
    (OC, "how do hurricanes get their energy from warm ocean water",
     [r"hurricanes?", r"typhoons?", r"cyclones?", r"tropical storms?"]),
    (BZ, "who were the varangian guard",
     [r"Varangians?"]),
    (BZ, "what happened at the battle of myriokephalon in 1176",
     [r"Myriok\w*", r"Myriocephal\w*", r"1176"]),
    (BZ, "who were the paulicians and the bogomils",
     [r"Paulicians?", r"Bogomils?"]),
    (BZ, "what does procopius say about theodora in the secret history",
     [r"Secret History", r"Anekdota"]),
    (BZ, "who wrote the akathist hymn, was it romanos the melodist",
     [r"Melodist", r"Akathist", r"kontak\w*", r"hymns?"]),
    (BZ, "¿Quién fue la emperatriz Zoe y con cuántos emperadores se casó?",
     [r"Zoe"]),
    (BZ, "what is the epic of digenis akritas about",
     [r"Digen[ie]s", r"Akrit\w*"]),
    (BZ, "why did justinian ii have his nose cut off",
     [r"Justinian II", r"rhinotmetos", r"noses?"]),
    (BZ, "what was hesychasm and what did gregory palamas teach",
     [r"Hesychas\w*", r"Palamas"]),
    (BZ, "what was the exarchate of ravenna",
     [r"Exarch\w*"]),
    (BZ, "when did nikephoros phokas win back crete from the arabs",
     [r"Phokas", r"Crete", r"Cretan"]),
    (BZ, "who were the pechenegs and what happened at levounion",
     [r"Pechenegs?", r"Levounion"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (OC, "who built the hagia sophia", [r"Hagia Sophia"]),
    (OC, "what was greek fire", [r"Greek fire"]),
    (OC, "when did constantinople fall to the ottomans", [r"Constantinople", r"Ottomans?"]),
    (BZ, "how fast does a tsunami travel", [r"tsunamis?"]),
    (BZ, "what is the average salinity of seawater", [r"salinity"]),
    (BZ, "what is the coriolis effect", [r"Coriolis"]),
]

SEED = 20260124

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
        final.append({"id": f"ab24-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
