"""Write questions.jsonl from the hand-written questions below (set 34).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the gold snippet is looked up
automatically (pdfminer text through pdfplumber for PDFs, python-pptx text for PowerPoint decks);
check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 10") uses the page / slide number. PowerPoint
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
EC = "electrochemistry"
AZ = "aztec-empire"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("coulometry?")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the part of a definition or sentence that falls after a page break
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

E1 = "01-redox-and-galvanic-cells.pdf"
E2 = "02-electrode-potentials-slides.pptx"
E3 = "03-electrolysis-and-industry.docx"
E4 = "04-batteries-and-fuel-cells.html"
E5 = "05-corrosion-problems-and-glossary.md"
A1 = "01-origins-and-tenochtitlan.pdf"
A2 = "02-society-and-religion-slides.pptx"
A3 = "03-economy-tribute-and-trade.docx"
A4 = "04-the-spanish-conquest.html"
A5 = "05-people-chronology-and-notes.txt"

ANSWERABLE = [
    # ---------------------------------------------------------------- electrochemistry, PDF
    (EC, E1, "exact_term", "what does OIL RIG stand for", ["Oxidation Is Loss, Reduction Is Gain"]),
    (EC, E1, "paraphrase", "when zinc goes in copper sulfate, which thing is the oxidising agnet",
     ["Copper(II) ions are therefore the oxidising agent"]),
    (EC, E1, "list_item", "oxidation number of oxygen in hydrogen peroxide?", ["except in peroxides such as H2O2, where it is -1"]),
    (EC, E1, "definition_tail", "whats the oxidation state of chromium in dichromate", ["the dichromate ion Cr2O7 2- is +6"]),
    (EC, E1, "how_why", "Pourquoi n'a-t-on pas besoin d'indicateur dans un titrage au permanganate ?",
     ["the purple permanganate colour persists once all the iron(II) has reacted"]),
    (EC, E1, "how_why", "what does the salt bridge actually do, like why do we need it",
     ["lets ions move between the half-cells so that each solution stays electrically neutral"]),
    (EC, E1, "exact_term", "in a galvanic cell is the anode the + or the - terminal",
     ["the anode is the negative terminal, because electrons are released there"]),
    (EC, E1, "how_why", "why did daniell bother inventing his cell",
     ["wanted a steadier source of current than the voltaic pile for telegraph lines"]),
    (EC, E1, "code_block", "how do you write the daniell cell in cell notation", ["Zn(s) | Zn2+(aq) || Cu2+(aq) | Cu(s)"]),
    (EC, E1, "worked_step", "delta G of the daniell cell in kJ?", ["= about -212 kJ per mole of zinc"]),
    (EC, E1, "definition_tail", "what is the last step when you work out a redox titration",
     ["find the moles of the substance being analysed, and scale up to the whole sample"]),
    (EC, E1, "code_block", "in the iron(II) titration example what concentration of Fe2+ do they get",
     ["[Fe2+] = 2.00 x 10^-3 / 0.0250 = 0.0800 mol per dm3"]),
    # ---------------------------------------------------------------- electrochemistry, slides
    (EC, E2, "list_item", "at what pressure is the hydrogen gas in the standard hydrogen electrode",
     ["Hydrogen gas at 100 kPa bubbled over a platinum electrode"]),
    (EC, E2, "how_why", "why is the platinum in the hydrogen electrode coated in platinum black",
     ["coated with finely divided platinum black to speed up the reaction"]),
    (EC, E2, "list_item", "what potential does a saturated calomel electrode have",
     ["a saturated calomel electrode, mercury and mercury(I) chloride, at +0.24 V"]),
    (EC, E2, "table_row", "balanced half equation for dichromate in acid?", ["Cr2O7 2- + 14H+ + 6e- -> 2Cr3+ + 7H2O"]),
    (EC, E2, "table_row", "which half equation has the +2.87 V potential", ["F2 + 2e- -> 2F-"]),
    (EC, E2, "code_block", "on slide 10, how do they get the emf of the zinc silver cell",
     ["E cell = +0.80 - (-0.76) = +1.56 V"]),
    (EC, E2, "exact_term", "who came up with the nernst equation", ["Derived by Walther Nernst in 1889"]),
    (EC, E2, "code_block", "how many millivolts does E shift for a tenfold change in Q",
     ["Each tenfold change in Q shifts E by 59 mV divided by n"]),
    (EC, E2, "worked_step", "what is the potential of a copper half cell when the Cu2+ is only 0.010 mol per dm3",
     ["= 0.34 - 0.059 = +0.28 V"]),
    (EC, E2, "list_item", "in a concentraton cell which way do the electrons go",
     ["Electrons flow from the more dilute side to the more concentrated side"]),
    (EC, E2, "list_item", "what is the emf of a cell thats reached equilibrium",
     ["A cell at equilibrium has an emf of exactly zero"]),
    (EC, E2, "code_block", "Wie groß ist die Gleichgewichtskonstante K für die Daniell-Reaktion?",
     ["K = e^85.7 = about 1.6 x 10^37"]),
    # ---------------------------------------------------------------- electrochemistry, DOCX
    (EC, E3, "exact_term", "in electorlysis is the anode positive or negative",
     ["In an electrolytic cell the anode is the positive electrode"]),
    (EC, E3, "list_item", "what happens at the anode when you electrolyse molten lead bromide",
     ["At the anode: 2Br- -> Br2 + 2e-"]),
    (EC, E3, "table_row", "electrolysis of dilute sulfuric acid - how much hydrogen compared to oxygen",
     ["twice as much hydrogen as oxygen by volume"]),
    (EC, E3, "exact_term", "who helped faraday come up with words like anode and ion",
     ["with the help of the Cambridge scholar William Whewell"]),
    (EC, E3, "keyword", "faraday second law",
     ["proportional to their molar masses divided by the number of electrons"]),
    (EC, E3, "code_block", "how much copper do you get with 2 amps for half an hour",
     ["mass of Cu = 0.01866 x 63.5 = 1.18 g"]),
    (EC, E3, "list_item", "why are mercury cells for chlorine being got rid of",
     ["phased out under the Minamata Convention because of mercury pollution"]),
    (EC, E3, "how_why", "why do they dissolve the alumina in cryolite", ["lets the cell run at about 950 degrees C"]),
    (EC, E3, "exact_term", "¿Cuál es el voltaje mínimo teórico para la electrólisis del agua?",
     ["The theoretical minimum voltage is 1.23 V"]),
    (EC, E3, "paraphrase", "where do the gold and silver end up when copper is purified",
     ["fall to the bottom as anode sludge"]),
    # ---------------------------------------------------------------- electrochemistry, HTML
    (EC, E4, "exact_term", "how many cells are inside a 9v battery", ["A 9 V battery contains six small 1.5 V cells"]),
    (EC, E4, "list_item", "what does cycle life mean for a battery",
     ["the number of charge and discharge cycles before the capacity falls to 80 percent"]),
    (EC, E4, "code_block", "how many watt hours is a 3.85 V 4.5 Ah phone battery",
     ["phone battery: 3.85 V x 4.5 Ah = 17.3 Wh"]),
    (EC, E4, "exact_term", "what was the electrolyte in leclanche's cell",
     ["with ammonium chloride solution as the electrolyte"]),
    (EC, E4, "paraphrase", "who came up with the alkaline battery",
     ["developed by the Canadian engineer Lewis Urry for the Eveready company"]),
    (EC, E4, "code_block", "what's the reaction at the positive plate of a car battery",
     ["PbO2 + 4H+ + SO4 2- + 2e- -> PbSO4 + 2H2O"]),
    (EC, E4, "how_why", "why is the voltage of a lithium ion cell so high compared to an alkaline",
     ["because lithium has the most negative electrode potential of all the metals"]),
    (EC, E4, "exact_term", "グッドイナフがノーベル賞を受賞したのは何歳のときですか？",
     ["Goodenough was 97, the oldest Nobel laureate ever"]),
    (EC, E4, "table_row", "what are NiMH batteries typically used in", ["AA rechargeables, hybrid cars"]),
    (EC, E4, "list_item", "which spacecraft used alkaline fuel cells",
     ["these powered the Apollo spacecraft, and the crews drank the water they made"]),
    # ---------------------------------------------------------------- electrochemistry, Markdown
    (EC, E5, "how_why", "why does salt on the roads make cars rust faster",
     ["the dissolved ions make the water a better electrolyte"]),
    (EC, E5, "list_item", "in a drop of water on iron, where does the iron get oxidised",
     ["At the centre of the drop, where oxygen is scarce, iron is oxidised"]),
    (EC, E5, "exact_term", "铁锈的化学式是什么？", ["hydrated iron(III) oxide, Fe2O3.xH2O, the orange-brown rust"]),
    (EC, E5, "table_row", "how much chromium does stainless steel need", ["stainless steel, at least 10.5 percent chromium"]),
    (EC, E5, "how_why", "why does a tin can rust so fast once it gets scratched",
     ["tin is less reactive than iron: the iron becomes the anode"]),
    (EC, E5, "paraphrase", "what went wrong with the statue of liberty that it needed repairs",
     ["its iron frame had corroded where it touched the copper skin"]),
    (EC, E5, "code_block", "how long does it take to plate 5 g of silver at 0.5 A", ["t = Q / I = 4471 / 0.50 = 8942 s"]),
    (EC, E5, "code_block", "mass of aluminium made by 100000 A in one hour", ["mass = 1244 x 27.0 = 33.6 kg"]),
    (EC, E5, "code_block", "when did davy get sodium by electrolysis",
     ["1807 Humphry Davy isolates potassium and sodium by electrolysis"]),
    (EC, E5, "keyword", "coulometry", ["measuring the amount of a substance by counting the charge"]),

    # ---------------------------------------------------------------- aztec-empire, PDF
    (AZ, A1, "exact_term", "what did the aztecs call themselves",
     ["The people we call the Aztecs called themselves the Mexica"]),
    (AZ, A1, "paraphrase", "who made the word aztec popular",
     ["made popular by the German scholar Alexander von Humboldt"]),
    (AZ, A1, "paraphrase", "what does the name tenochtitlan mean", ["the place of the prickly pear cactus on the rock"]),
    (AZ, A1, "how_why", "how did they stop the chinampa soil washing away",
     ["Willow trees planted along the edges held the soil together with their roots"]),
    (AZ, A1, "exact_term", "which causeway was the longest one",
     ["to Iztapalapa in the south, the longest at about 8 km"]),
    (AZ, A1, "how_why", "why did the chapultepec aqueduct have two channels",
     ["one channel staying in use while the other was cleaned"]),
    (AZ, A1, "definition_tail", "when did they destroy azcapotzalco",
     ["Together they besieged Azcapotzalco and destroyed it in 1428"]),
    (AZ, A1, "exact_term", "how did the triple alliance split the tribute",
     ["two-fifths each going to Tenochtitlan and Texcoco and one-fifth to Tlacopan"]),
    (AZ, A1, "list_item", "Perché Itzcoatl fece bruciare i libri antichi?",
     ["so that a new history giving the Mexica a glorious past could be written"]),
    (AZ, A1, "paraphrase", "which aztec era ruler is on the mexican 100 peso note",
     ["His face appears on the Mexican 100-peso banknote"]),
    (AZ, A1, "exact_term", "how many street sweepers did tenochtitlan have",
     ["About a thousand workers swept the streets and squares each day"]),
    (AZ, A1, "exact_term", "what was the punishment for theft under aztec law",
     ["making the thief repay what he had taken or by slavery"]),
    # ---------------------------------------------------------------- aztec-empire, slides
    (AZ, A2, "list_item", "what happend if a commoner wore a long cloak",
     ["A commoner who wore a cloak below the knee could be put to death"]),
    (AZ, A2, "list_item", "were the kids of slaves also slaves", ["Children of slaves were born free"]),
    (AZ, A2, "list_item", "which school did noble boys go to", ["Noble boys went to the calmecac, run by priests"]),
    (AZ, A2, "table_row", "what did an aztec warrior get for taking 3 captives",
     ["entry to the warrior houses and a jaguar suit"]),
    (AZ, A2, "table_row", "reward for four captives?", ["captain rank, with a right to sit in the war council"]),
    (AZ, A2, "keyword", "macuahuitl?", ["a wooden club edged with sharp blades of obsidian"]),
    (AZ, A2, "list_item", "who did the aztecs fight the flower wars against", ["mainly against Tlaxcala and Huexotzinco"]),
    (AZ, A2, "list_item", "on top of the great temple which side was tlaloc's shrine", ["Tlaloc on the north side"]),
    (AZ, A2, "code_block", "on slide 21, how do they show both calendars meet after 52 years",
     ["LCM(365, 260) = 18,980 days = 52 x 365 = 73 x 260"]),
    (AZ, A2, "list_item", "how big and heavy is the sun stone",
     ["A basalt disc about 3.6 metres across, weighing about 24 tonnes"]),
    (AZ, A2, "exact_term", "O que significa huehuetlahtolli?", ['the huehuetlahtolli, "words of the old"']),
    (AZ, A2, "list_item", "how were women who died giving birth treated",
     ["honoured like warriors who died in war"]),
    # ---------------------------------------------------------------- aztec-empire, DOCX
    (AZ, A3, "exact_term", "what makes the aztec empire a hegemonic empire",
     ["control rested on the threat of force rather than on occupation"]),
    (AZ, A3, "exact_term", "how often did conquered towns send their tribute",
     ["some items every 80 days, others twice a year or once a year"]),
    (AZ, A3, "exact_term", "where is the codex mendoza kept now", ["in the Bodleian Library in Oxford since 1659"]),
    (AZ, A3, "table_row", "how many warrior costumes came in as tribute every year",
     ["about 665 costumes and 665 shields"]),
    (AZ, A3, "table_row", "where did the tribute cacao come from",
     ["the Pacific coast of Xoconochco and the Gulf coast"]),
    (AZ, A3, "list_item", "how much was one quachtli worth in cacao beans",
     ["one cloak was worth between 65 and 300 cacao beans"]),
    (AZ, A3, "exact_term", "how many people visited the tlatelolco market a day",
     ["more than 60,000 people came to buy and sell there each day"]),
    (AZ, A3, "how_why", "why did rich merchants pretend to be poor", ["to avoid the envy of the warrior nobility"]),
    (AZ, A3, "how_why", "why plant maize beans and squash togther", ["the beans add nitrogen to the soil"]),
    (AZ, A3, "exact_term", "¿Cuántas plumas de quetzal tiene el penacho de Moctezuma?",
     ["contains about 400 quetzal tail feathers"]),
    # ---------------------------------------------------------------- aztec-empire, HTML
    (AZ, A4, "exact_term", "who led the spanish expedition of 1518", ["again in 1518 under Juan de Grijalva"]),
    (AZ, A4, "exact_term", "how many men and horses did cortes sail with",
     ["11 ships, about 530 soldiers, 16 horses"]),
    (AZ, A4, "paraphrase", "what do mexicans mean by calling someone a malinchista",
     ["someone who prefers foreign things to Mexican ones"]),
    (AZ, A4, "exact_term", "did cortes really burn his ships", ["he had the ships run aground and stripped, not burned"]),
    (AZ, A4, "exact_term", "who was in charge when the toxcatl massacre happened",
     ["Pedro de Alvarado, left in command in Tenochtitlan"]),
    (AZ, A4, "exact_term", "노체 트리스테에서 스페인 병사는 몇 명이나 죽었나요?",
     ["some 600 Spaniards and several thousand Tlaxcalans died"]),
    (AZ, A4, "exact_term", "how long did the smallpox epidemic last in tenochtitlan",
     ["The epidemic reached Tenochtitlan in autumn 1520 and lasted about 70 days"]),
    (AZ, A4, "how_why", "why did tenochtitlan run out of fresh water during the siege",
     ["Cortes cut the aqueduct from Chapultepec"]),
    (AZ, A4, "exact_term", "how did cuauhtemoc end up dying", ["hanged in 1525 during an expedition to Honduras"]),
    (AZ, A4, "list_item", "explain the different aims in war reason for the spanish victory",
     ["Aztec warriors tried to take captives, while the Spanish fought to kill"]),
    # ---------------------------------------------------------------- aztec-empire, TXT
    (AZ, A5, "exact_term", "how do you actually pronounce tenochtitlan", ["so Tenochtitlan is said te-noch-TEE-tlan"]),
    (AZ, A5, "list_item", "how did nobles have to act around moctezuma ii",
     ["nobles had to walk barefoot in his presence and look at the ground"]),
    (AZ, A5, "list_item", "Was bedeutet der Name Cuauhtemoc?", ['whose name means "descending eagle"']),
    (AZ, A5, "list_item", "why did the nahua call alvarado tonatiuh", ["because of his red-blond hair"]),
    (AZ, A5, "list_item", "when was bernal diaz's book first printed", ["It was first printed in 1632"]),
    (AZ, A5, "code_block", "when did the great famine start", ["1450 Great famine begins; lasts about four years"]),
    (AZ, A5, "code_block", "whats an altepetl", ["a city-state: a town, its ruler and its lands"]),
    (AZ, A5, "paraphrase", "what is the literal meaning of the word altepetl",
     ['The word altepetl literally means "water-mountain"']),
    (AZ, A5, "how_why", "why should i be careful using cortes's letters as a source",
     ["written to justify himself against the charge of disobeying Velazquez"]),
    (AZ, A5, "paraphrase", "whats a strong main argument for why the aztec empire fell",
     ["the empire fell to a native rebellion led by Tlaxcala"]),
]

# Near-topic questions that no file of their course answers; the terms (regular expressions,
# matched case-insensitively on word boundaries) are absent from every file of that course.
UNANSWERABLE = [
    (EC, "what is the standard electrode potential of gold", [r"Au", r"gold ions?"]),
    (EC, "who invented the nickel-iron battery", [r"Edison", r"nickel-iron"]),
    (EC, "what is the tafel equation used for", [r"Tafel"]),
    (EC, "how does cyclic voltammetry work", [r"voltammetry", r"voltammogram"]),
    (EC, "what's the energy density of a sodium-ion battery", [r"sodium-ion"]),
    (EC, "what is the butler-volmer equation", [r"Butler", r"Volmer"]),
    (EC, "how is a solid-state battery different from a normal lithium ion one", [r"solid-state", r"solid electrolyte"]),
    (EC, "how do you read a pourbaix diagram", [r"Pourbaix"]),
    (EC, "Кто изобрёл ртутно-цинковый элемент?", [r"Ruben", r"mercury batter\w*", r"zinc-mercury", r"mercuric oxide"]),
    (EC, "what is the standard electrode potential of nickel", [r"Ni2", r"nickel electrode", r"nickel half-cell"]),
    (EC, "how many years does a tesla car battery last", [r"Tesla"]),
    (EC, "what is the charge of one electron in coulombs", [r"1\.60\d*", r"1\.6 x 10\^-19"]),
    (EC, "who discovered the electron", [r"Thomson", r"discovered the electron"]),
    (EC, "what are activity coefficients in the nernst equation", [r"activity", r"activities"]),
    (EC, "what voltage does a lithium thionyl chloride cell give", [r"thionyl"]),
    (EC, "Hoe werkt een redox-flowbatterij?", [r"flow batter\w*", r"vanadium"]),
    (EC, "how does a silver oxide button cell work", [r"silver oxide", r"button cells?"]),
    (EC, "was the baghdad battery a real battery", [r"Baghdad", r"Parthian"]),
    (AZ, "who was moctezuma ii's main wife", [r"Tecuichpo", r"Teotlalco", r"Moctezuma's wife", r"wife of Moctezuma"]),
    (AZ, "what happened to moctezuma's daughter isabel after the conquest", [r"Isabel", r"daughter"]),
    (AZ, "who was the king of the tarascans", [r"Tangaxoan", r"cazonci", r"Purepecha", r"king of the Tarascans"]),
    (AZ, "did the aztecs count in base 20", [r"vigesimal", r"base[- ]20", r"base twenty"]),
    (AZ, "when was the codex borgia made", [r"Borgia"]),
    (AZ, "who was the goddess chalchiuhtlicue", [r"Chalchiuhtlicue"]),
    (AZ, "how big was the aztec army in 1519", [r"Aztec army", r"Mexica army", r"army of \d"]),
    (AZ, "what was the name of cortes's horse", [r"Morzillo", r"horse (?:was )?named", r"horse called"]),
    (AZ, "Kiedy zbudowano katedrę w mieście Meksyk?",
     [r"1573", r"cathedral (?:was )?(?:built|begun|started|completed|finished)", r"built the cathedral"]),
    (AZ, "who was mictlantecuhtli", [r"Mictlantecuhtli", r"Mictlan"]),
    (AZ, "how many people lived in tlaxcala in 1519", [r"population of Tlaxcala", r"Tlaxcala had", r"Tlaxcalans numbered"]),
    (AZ, "how tall was moctezuma", [r"\d+ ?(?:cm|centimetres|feet|ft)", r"tall"]),
    (AZ, "Ai là người kế vị Cuauhtemoc làm thủ lĩnh Tenochtitlan?",
     [r"Tlacotzin", r"succeeded Cuauhtemoc", r"after Cuauhtemoc", r"Cuauhtemoc's successor"]),
    (AZ, "what does the aztec calendar say about 2012", [r"2012"]),
    (AZ, "how did the aztecs make maya blue paint", [r"Maya blue", r"indigo"]),
    (AZ, "when were the lakes of the valley of mexico drained", [r"drain(?:ed|age|ing)", r"Desague"]),
    (AZ, "what did tizoc do as ruler", [r"Tizoc"]),
    (AZ, "what did the spanish king give cortes as a coat of arms", [r"coat of arms"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (EC, "who was moctezuma", [r"Moctezuma"]),
    (EC, "how were chinampas built", [r"chinampas?"]),
    (EC, "what was the triple alliance", [r"Triple Alliance"]),
    (AZ, "what is a salt bridge", [r"salt bridge"]),
    (AZ, "how does a lithium-ion battery work", [r"lithium-ion"]),
    (AZ, "what does the nernst equation calculate", [r"Nernst"]),
]

SEED = 20260134

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
        final.append({"id": f"ab34-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
