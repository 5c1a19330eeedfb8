"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 20. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
MB = "microbiology"
IR = "industrial-revolution"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("tntc", "leggers")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

M1 = "01-microbial-growth-and-counting.pdf"
M2 = "02-staining-and-microscopy-slides.pdf"
M3 = "03-antibiotics-and-resistance.docx"
M4 = "04-aseptic-technique.md"
M5 = "05-culture-media-and-identification-notes.txt"
I1 = "01-textiles-and-the-factory-system.pdf"
I2 = "02-steam-coal-and-iron-slides.pdf"
I3 = "03-canals-and-railways.docx"
I4 = "04-working-and-living-conditions.md"
I5 = "05-reform-and-social-change-notes.txt"

# (course, source, kind, question, [gold])
ANSWERABLE = [
    # --- microbiology, 01 PDF: growth and counting ---
    (MB, M1, "paraphrase", "when microbiologists say bacteria grow do they mean the cells get bigger",
     ["an increase in the number of cells in a population"]),
    (MB, M1, "how_why", "why is the growth curve drawn with a log scale on the y axis",
     ["on a logarithmic scale steady doubling appears as a straight line"]),
    (MB, M1, "list_item", "what are the cells doing during lag phase if theyre not dividing",
     ["the cells adjust to the new medium, make enzymes and repair"]),
    (MB, M1, "list_item", "what causes stationary phase",
     ["nutrients run low and waste products build up"]),
    (MB, M1, "paraphrase", "which phase of growth do you normally use for experiments comparing strains",
     ["reason experiments that compare strains are usually done with log-phase cultures"]),
    (MB, M1, "exact_term", "how long is the doubling time of mycobacterium tuberculosis",
     ["only about once every 15 to 20 hours"]),
    (MB, M1, "code_block", "formula to get number of generations from starting and final counts using logs",
     ["n = (log N - log N0) / log 2"]),
    (MB, M1, "worked_step", "culture goes from 500 cells/ml to 64,000 in 3.5 hrs, whats g",
     ["g = 210 / 7 = 30 minutes per generation"]),
    (MB, M1, "worked_step", "if one e coli divides every 20 min how many cells after 7 hours",
     ["21 generations and 2^21 = 2,097,152 cells"]),
    (MB, M1, "how_why", "why do we say CFU and not number of cells",
     ["two cells stuck together also give a single colony"]),
    (MB, M1, "exact_term", "how many colonies does a plate need to be countable",
     ["Only plates with between 30 and 300 colonies are used for the count"]),
    (MB, M1, "table_row", "pond water plates 10^-5 10^-6 10^-7, which one do i actually count",
     ["10^-6 0.1 mL 156 Yes, within 30 to 300"]),
    (MB, M1, "code_block", "156 colonies from 0.1 ml of the 10-6 tube, cfu per ml?",
     ["1.56 x 10^9 CFU per mL of the original sample"]),
    # --- microbiology, 02 slides: staining and microscopy ---
    (MB, M2, "exact_term", "total magnification with a 10x eyepiece and the 100x objective",
     ["10x eyepiece with a 100x objective gives 1,000x in total"]),
    (MB, M2, "worked_step", "resolution if i use 550nm light and an oil lens with NA 1.25",
     ["d = 550 / (2 x 1.25) = 550 / 2.5 = 220 nm"]),
    (MB, M2, "how_why", "why does the oil on the 100x lens help you see better",
     ["Light that would scatter in air enters the lens, so resolution improves"]),
    (MB, M2, "list_item", "whats the point of heat fixing a smear",
     ["It kills the cells and sticks them to the glass"]),
    (MB, M2, "list_item", "streptococci arrangement",
     ["Streptococci: chains, from division in one plane"]),
    (MB, M2, "list_item", "gram stain how long do you leave the alcohol on",
     ["Alcohol or acetone decolouriser, a few seconds only, rinse at once"]),
    (MB, M2, "how_why", "why do gram positive bacteria keep the purple colour",
     ["a thick peptidoglycan wall shrinks in alcohol and traps the complex"]),
    (MB, M2, "paraphrase", "my gram positive control came out pink, what did i do wrong",
     ["Over-decolourising makes Gram-positive cells look pink"]),
    (MB, M2, "table_row", "is e coli gram neg and what shape is it",
     ["Escherichia coli Negative Rods"]),
    (MB, M2, "exact_term", "what colour are acid fast bacteria at the end of ziehl neelsen",
     ["Acid-fast cells stay red; all other cells turn blue"]),
    (MB, M2, "paraphrase", "what colour do the spores end up in a spore stain",
     ["green spores inside pink cells"]),
    (MB, M2, "paraphrase", "how do i know if my bacteria are actually swimming or just wobbling",
     ["Brownian motion: cells jiggle in place but do not travel"]),
    # --- microbiology, 03 DOCX: antibiotics and resistance ---
    (MB, M3, "exact_term", "when did fleming discover penicillin",
     ["Alexander Fleming noticed in 1928 that a Penicillium mould"]),
    (MB, M3, "definition_tail", "bacteriostatic vs bactericidal, how does a bacteriostatic drug get rid of an infection",
     ["relies on the immune system of the patient to clear the infection"]),
    (MB, M3, "list_item", "which ribosome subunit do macrolides bind",
     ["macrolides such as erythromycin bind the 50S subunit"]),
    (MB, M3, "list_item", "how does cipro kill bacteria",
     ["fluoroquinolones such as ciprofloxacin block DNA gyrase"]),
    (MB, M3, "paraphrase", "why can broad spectrum antibiotics lead to c diff",
     ["they also kill much of the normal flora of the gut"]),
    (MB, M3, "table_row", "mic broth dilution 0.5 to 16 mg/l, tubes 1-3 turbid, whats the mic",
     ["Clear, the MIC is 4 mg/L"]),
    (MB, M3, "table_row", "breakpoint is 2 mg/l and my isolate has mic 16, what do i report",
     ["Resistant, do not use this drug"]),
    (MB, M3, "how_why", "why do you have to match the inoculum to a mcfarland standard for kirby bauer",
     ["a heavier lawn would make every zone smaller"]),
    (MB, M3, "list_item", "how is mrsa resistant to beta lactams",
     ["MRSA makes an altered penicillin-binding protein that beta-lactams cannot bind"]),
    (MB, M3, "how_why", "do antibiotics cause the mutations for resistance",
     ["Antibiotics do not cause the mutations that give resistance; they select for them"]),
    # --- microbiology, 04 Markdown: aseptic technique ---
    (MB, M4, "definition_tail", "difference between sterilisation and disinfection",
     ["reduces the number of harmful microbes on objects and surfaces"]),
    (MB, M4, "how_why", "why do we have to work right next to the bunsen",
     ["Airborne dust and microbes are carried upwards and away from the open tubes"]),
    (MB, M4, "how_why", "why heat the loop starting from the handle end and not the tip",
     ["Heating from the handle end first stops the loop from spitting"]),
    (MB, M4, "list_item", "when transfering between tubes where do i put the cap",
     ["Remove the cap with the little finger of the hand that holds the loop"]),
    (MB, M4, "how_why", "why are agar plates incubated upside down",
     ["This stops drops of condensation from falling onto the agar"]),
    (MB, M4, "code_block", "autoclave settings temp pressure time",
     ["121 C at 103 kPa (15 psi) above atmospheric pressure for 15 minutes"]),
    (MB, M4, "worked_step", "d value is 1.5 min, how long for a 12 log reduction",
     ["12-log reduction = 12 x 1.5 = 18 minutes"]),
    (MB, M4, "table_row", "what is chlorhexidine used for",
     ["Hand and skin antiseptic"]),
    (MB, M4, "how_why", "why is 70% ethanol better than 100%",
     ["the water in it is needed to denature the proteins of the cell"]),
    (MB, M4, "exact_term", "what biosafety level organisms can we use in school",
     ["School practical work uses only level 1 organisms"]),
    # --- microbiology, 05 TXT: culture media and identification ---
    (MB, M5, "exact_term", "what temperature does agar melt at",
     ["it melts at about 85 C"]),
    (MB, M5, "paraphrase", "whats a defined medium",
     ["whose exact chemical composition is known"]),
    (MB, M5, "table_row", "what in macconkey stops gram positives growing",
     ["bile salts and crystal violet stop Gram-positives;"]),
    (MB, M5, "paraphrase", "what colour change does staph aureus give on mannitol salt",
     ["turns the medium from red to yellow"]),
    (MB, M5, "list_item", "beta haemolysis what does it look like on blood agar",
     ["complete breakdown, a clear zone around the colony"]),
    (MB, M5, "table_row", "mesophile temp range and optimum",
     ["mesophiles 15 to 45 C about 37 C"]),
    (MB, M5, "list_item", "where in the thioglycollate tube do microaerophiles grow",
     ["microaerophiles grow in a band a little below the surface"]),
    (MB, M5, "how_why", "why shouldnt you do a catalase test on colonies from blood agar",
     ["can give a false positive"]),
    (MB, M5, "exact_term", "what does a positive oxidase test look like",
     ["A dark purple colour within about ten seconds"]),
    (MB, M5, "list_item", "identifying an unknown, what do i do after describing the colonies",
     ["Gram stain a smear from one colony"]),

    # --- industrial revolution, 01 PDF: textiles and the factory system ---
    (IR, I1, "exact_term", "who made the phrase industrial revolution popular",
     ["made popular in English by the historian Arnold Toynbee"]),
    (IR, I1, "list_item", "what natural resources helped britain industrialise first",
     ["plentiful coal and iron ore, often found close together"]),
    (IR, I1, "keyword", "high wage argument",
     ["labour in Britain was expensive and coal was cheap"]),
    (IR, I1, "paraphrase", "how did the putting out system work",
     ["bought raw wool or cotton and \"put it out\" to families"]),
    (IR, I1, "how_why", "why was spinning the bottleneck before the factories",
     ["It took several spinners, often women and children, to keep one weaver supplied with yarn"]),
    (IR, I1, "table_row", "who invented the spinning jenny and what did it do",
     ["c. 1764 James Hargreaves Spinning jenny One worker spun eight threads"]),
    (IR, I1, "how_why", "why couldnt the water frame be used at home like the jenny",
     ["needed a water wheel, so it had to be housed in a mill"]),
    (IR, I1, "exact_term", "when and where did arkwright open his mill",
     ["In 1771 he opened a water-powered cotton mill at Cromford in Derbyshire"]),
    (IR, I1, "paraphrase", "what did eli whitneys cotton gin actually do",
     ["cheaper to separate the fibre from the seeds"]),
    (IR, I1, "how_why", "why did the cotton industry end up in lancashire",
     ["damp climate that stopped threads from breaking"]),
    (IR, I1, "paraphrase", "what could you get fined for in a mill",
     ["for being late, for talking, for whistling, for opening a window"]),
    (IR, I1, "exact_term", "what did parliament do about the luddites in 1812",
     ["machine-breaking a crime punishable by death"]),
    (IR, I1, "exact_term", "1833 factory act how many hours could 9-13 yr olds work",
     ["limited children aged nine to thirteen to nine hours a day"]),
    # --- industrial revolution, 02 slides: steam, coal and iron ---
    (IR, I2, "table_row", "how much coal was britain producing by 1900",
     ["1900 about 225 million tons"]),
    (IR, I2, "exact_term", "where and when was newcomens first engine",
     ["First working engine near Dudley Castle in 1712"]),
    (IR, I2, "list_item", "atmospheric engine how does the steam turn into a vacuum",
     ["Cold water is sprayed in and the steam condenses"]),
    (IR, I2, "how_why", "why did newcomen engines use so much coal",
     ["The cylinder was heated and cooled on every stroke"]),
    (IR, I2, "paraphrase", "what was watts big idea to improve the steam engine",
     ["condense the steam in a separate vessel"]),
    (IR, I2, "exact_term", "who was watts business partner and where were they based",
     ["Partnership with Matthew Boulton from 1775, at the Soho works in Birmingham"]),
    (IR, I2, "keyword", "sun and planet gear",
     ["turned the up-and-down stroke into rotation"]),
    (IR, I2, "exact_term", "how did watt define a horsepower",
     ["33,000 foot-pounds of work per minute"]),
    (IR, I2, "paraphrase", "first ever train pulled by a steam engine, when and where",
     ["1804: first railway journey by a steam locomotive, at Penydarren in South Wales"]),
    (IR, I2, "keyword", "darby coke smelting",
     ["1709: Abraham Darby smelted iron with coke at Coalbrookdale, Shropshire"]),
    (IR, I2, "how_why", "how did the davy lamp stop the gas exploding",
     ["The gauze cools the gas so that firedamp outside does not ignite"]),
    (IR, I2, "list_item", "what did the mines act 1842 say about women",
     ["No women or girls to work underground"]),
    # --- industrial revolution, 03 DOCX: canals and railways ---
    (IR, I3, "paraphrase", "what was a turnpike trust",
     ["charged travellers a fee at gates along the way"]),
    (IR, I3, "paraphrase", "what was different about mcadams roads",
     ["layers of small broken stones that were packed down by traffic"]),
    (IR, I3, "exact_term", "who built the bridgewater canal and when did it open",
     ["His engineer, James Brindley, built a canal that opened in 1761"]),
    (IR, I3, "paraphrase", "did the bridgewater canal make coal cheaper in manchester",
     ["The price of coal in Manchester roughly halved after the canal opened"]),
    (IR, I3, "keyword", "leggers",
     ["lay on their backs on the boat and walked it through"]),
    (IR, I3, "list_item", "rainhill trials what did the engine have to pull and how fast",
     ["pull three times its own weight at 10 miles per hour or more"]),
    (IR, I3, "exact_term", "opening date of the liverpool and manchester railway",
     ["The Liverpool and Manchester Railway opened on 15 September 1830"]),
    (IR, I3, "paraphrase", "who got run over at the opening of the liverpool to manchester line",
     ["William Huskisson, the Member of Parliament for Liverpool"]),
    (IR, I3, "table_row", "how many miles of railway were there in 1850",
     ["about 6,000 miles of line"]),
    (IR, I3, "how_why", "why did every town switch to london time",
     ["To make timetables workable, most railway companies adopted London time"]),
    # --- industrial revolution, 04 Markdown: working and living conditions ---
    (IR, I4, "exact_term", "how many people lived in manchester before the mills took off",
     ["Manchester grew from about 25,000 people in the early 1770s"]),
    (IR, I4, "definition_tail", "back to back houses what were they",
     ["so that it had windows and a door on one side only"]),
    (IR, I4, "exact_term", "when did cholera first arrive in britain",
     ["It first reached Britain in 1831"]),
    (IR, I4, "keyword", "miasma theory",
     ["disease was caused by bad air rising from rotting matter"]),
    (IR, I4, "how_why", "how did john snow stop the soho cholera outbreak",
     ["remove the handle of the pump"]),
    (IR, I4, "table_row", "chadwick report average age of death in manchester",
     ["gentry 38, tradesmen 20, labourers 17"]),
    (IR, I4, "how_why", "why did the 1848 public health act not change much",
     ["It was permissive: a town had to set up a board"]),
    (IR, I4, "code_block", "how many bricks did bazalgette use for the london sewers",
     ["Bricks used: about 318 million"]),
    (IR, I4, "exact_term", "less eligibility meaning",
     ["worse than those of the poorest independent labourer"]),
    (IR, I4, "paraphrase", "what was the andover workhouse scandal",
     ["fighting over the rotten marrow and gristle"]),
    # --- industrial revolution, 05 TXT: reform and social change ---
    (IR, I5, "keyword", "old sarum",
     ["a hill with no residents, returned two MPs"]),
    (IR, I5, "definition_tail", "rotten borough vs pocket borough",
     ["a pocket borough was one controlled by a single landowner"]),
    (IR, I5, "exact_term", "how many died at peterloo",
     ["About 15 people were killed and hundreds injured"]),
    (IR, I5, "how_why", "why was it called peterloo",
     ["mocking the victory at Waterloo four years earlier"]),
    (IR, I5, "list_item", "who got the vote in towns after the 1832 reform act",
     ["property worth 10 pounds a year got the vote"]),
    (IR, I5, "list_item", "how often did the chartists want elections",
     ["a general election every year"]),
    (IR, I5, "exact_term", "how many signatures on the 1848 chartist petition really",
     ["clerks counted under 2 million"]),
    (IR, I5, "table_row", "when did voting become secret",
     ["1872 Ballot Act voting by secret ballot"]),
    (IR, I5, "keyword", "phossy jaw",
     ["a bone disease caused by white phosphorus"]),
    (IR, I5, "exact_term", "when did primary school become free",
     ["elementary schooling became free in 1891"]),
]

# Near-topic questions that no file of their course answers; the search terms
# are absent from every file of the course (word-boundary regex, case-insensitive).
UNANSWERABLE = [
    (MB, "how does pcr work to copy dna",
     [r"PCR", r"polymerase chain reaction", r"primers?"]),
    (MB, "whats the most probable number method for counting coliforms in water",
     [r"most probable number", r"MPN", r"coliforms?"]),
    (MB, "how do i do a plaque assay to count phages",
     [r"plaques?", r"plaque assay", r"PFU"]),
    (MB, "what is quorum sensing",
     [r"quorum", r"autoinducers?"]),
    (MB, "how do i store my bacteria long term in the freezer",
     [r"glycerol", r"freez\w*", r"cryo\w*"]),
    (MB, "how do biofilms form on catheters",
     [r"biofilms?", r"catheters?"]),
    (MB, "how does maldi-tof identify bacteria",
     [r"MALDI", r"mass spectrometry", r"TOF"]),
    (MB, "how do you read an etest strip for the mic",
     [r"Etest", r"E-test", r"gradient strips?"]),
    (MB, "how do i convert od600 readings into cells per ml",
     [r"OD600", r"optical density", r"spectrophotomet\w*", r"absorbance"]),
    (MB, "who discovered streptomycin",
     [r"streptomycin", r"Waksman"]),
    (MB, "how does a chemostat keep a culture growing",
     [r"chemostats?", r"continuous culture"]),
    (MB, "how does fluorescence microscopy work",
     [r"fluoresc\w*", r"fluorochromes?", r"fluorophores?"]),
    (IR, "what was shown at the great exhibition of 1851",
     [r"Great Exhibition", r"Crystal Palace", r"Hyde Park"]),
    (IR, "what did brunel build",
     [r"Brunel", r"Great Western", r"Clifton"]),
    (IR, "why were the corn laws repealed",
     [r"Corn Laws?", r"Anti-Corn Law League", r"Peel"]),
    (IR, "what were the rebecca riots in wales about",
     [r"Rebecca"]),
    (IR, "how did the irish potato famine affect the industrial towns",
     [r"famine", r"potato\w*", r"Irish", r"Ireland"]),
    (IR, "how did the bessemer process make steel cheap",
     [r"Bessemer", r"steel"]),
    (IR, "what was the truck system and tommy shops",
     [r"truck", r"tommy shops?"]),
    (IR, "why were the tolpuddle martyrs transported",
     [r"Tolpuddle", r"martyrs?", r"Dorset"]),
    (IR, "how did industrialisation spread to belgium and the ruhr",
     [r"Belgium", r"Belgian", r"Ruhr"]),
    (IR, "what was josiah wedgwood famous for",
     [r"Wedgwood", r"potter\w*", r"Etruria"]),
    (IR, "what did robert owen do at new lanark",
     [r"Owen", r"New Lanark", r"Lanark"]),
    (IR, "who were the rochdale pioneers",
     [r"Rochdale", r"co-?operatives?", r"co-?operative movement"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (MB, "what was the spinning jenny", [r"spinning jenny", r"jenny"]),
    (MB, "when was the great reform act", [r"Reform Act"]),
    (MB, "who won the rainhill trials", [r"Rainhill"]),
    (IR, "how do you do a gram stain", [r"Gram stain", r"Gram"]),
    (IR, "what is a serial dilution", [r"serial dilutions?"]),
    (IR, "how do i work out the generation time", [r"generation time"]),
]

SEED = 20260120


def rows():
    out = []
    for course, source, kind, q, gold in ANSWERABLE:
        page = None
        if source.endswith(".pdf"):
            page = find_page(ROOT / "corpus" / course / source, gold[0])
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
        final.append({"id": f"ab20-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
