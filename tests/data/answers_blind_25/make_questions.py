"""Write questions.jsonl from the hand-written questions below (set 25).

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
VO = "volcanology"
BE = "behavioural-economics"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("supervolcano", "nudge unit")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

V1 = "01-magma-and-where-volcanoes-form.pdf"
V2 = "02-eruptions-and-hazards-slides.pdf"
V3 = "03-volcanic-landforms-and-products.docx"
V4 = "04-monitoring-and-forecasting.md"
V5 = "05-famous-eruptions-notes.txt"
B1 = "01-rationality-heuristics-and-biases.pdf"
B2 = "02-prospect-theory-and-risk-slides.pdf"
B3 = "03-time-self-control-and-fairness.docx"
B4 = "04-nudges-and-public-policy.md"
B5 = "05-markets-and-finance-notes.txt"

# (course, source, kind, question, [gold snippet])
ANSWERABLE = [
    # ---- volcanology, V1: prose PDF (magma and where volcanoes form)
    (VO, V1, "exact_term", "how many active volcanos r there on land",
     ["about 1,350 potentially active volcanoes on land"]),
    (VO, V1, "paraphrase", "what share of the worlds active volcanoes are around the pacific",
     ["about three quarters of the active volcanoes on land"]),
    (VO, V1, "list_item", "how far above the subducting plate do the volcanoes end up forming",
     ["a curved line of volcanoes forms about 100 km above the sinking slab"]),
    (VO, V1, "paraphrase", "whats the main way magma gets made at subduction zones",
     ["This is the main source of magma at subduction zones"]),
    (VO, V1, "definition_tail", "what is decompression melting",
     ["the pressure on it drops faster than it cools"]),
    (VO, V1, "worked_step", "geothermal gradient example, what temperature do you get at 40 km deep",
     ["15 + 25 x 40 = 1,015 deg C"]),
    (VO, V1, "code_block", "lithostatic pressure at 10 km depth in pascals?",
     ["2,800 x 9.8 x 10,000 = 274,400,000 Pa"]),
    (VO, V1, "how_why", "why does magma move up through the crust in the first place",
     ["Magma rises because it is less dense than the rock around it"]),
    (VO, V1, "table_row", "silica percent and eruption temp of andesitic magma",
     ["Andesitic 52 to 63 percent 800 to 1,000 deg C intermediate"]),
    (VO, V1, "how_why", "why is silica rich magma so much more viscous",
     ["the longer and more tangled these chains become"]),
    (VO, V1, "worked_step", "how fast is the pacific plate moving over the hawaii hotspot",
     ["moves about 50,000,000 / 5,000,000 = 10 cm per year"]),

    # ---- volcanology, V2: slide deck (eruptions and hazards)
    (VO, V2, "exact_term", "¿A qué velocidad se mueven las corrientes piroclásticas?",
     ["They usually travel faster than 100 km/h and can reach 700 km/h"]),
    (VO, V2, "exact_term", "Wie viel mehr Material bedeutet jede Stufe auf dem VEI?",
     ["each step means ten times more erupted material"]),
    (VO, V2, "code_block", "vei 8 vs vei 4 how many times more tephra is that",
     ["four steps = 10^4 = 10,000 times the tephra"]),
    (VO, V2, "table_row", "how much tephra does a vei 6 eruption put out and whats an example",
     ["6 at least 10 km3 Pinatubo, 1991"]),
    (VO, V2, "definition_tail", "what happens in the convective region of an eruption colum",
     ["the mixture heats the air it swallows and rises like a hot-air balloon"]),
    (VO, V2, "worked_step", "on slide 15 how much weight does 10cm of wet ash put on a 100 m2 roof",
     ["roof of 100 m2: 100 x 150 = 15,000 kg (15 tonnes)"]),
    (VO, V2, "how_why", "why is co2 from a volcano so deadly to people nearby",
     ["Carbon dioxide is denser than air and collects in hollows and valleys"]),
    (VO, V2, "keyword", "british airways flight 9",
     ["British Airways Flight 9 lost all four engines over Galunggung"]),
    (VO, V2, "how_why", "why dont lava flows usually kill people",
     ["most advance at walking pace or slower"]),
    (VO, V2, "paraphrase", "how much did the planet cool down after pinatubo",
     ["Average global temperature fell by about 0.5 deg C in 1992"]),
    (VO, V2, "list_item", "what fraction of icelanders died after laki",
     ["Roughly a fifth of Iceland's population died in the famine"]),

    # ---- volcanology, V3: DOCX (landforms and products)
    (VO, V3, "table_row", "how steep are the sides of a shield volcano",
     ["broad dome with gentle slopes of 2 to 10 degrees"]),
    (VO, V3, "exact_term", "how high is mauna loa above sea level",
     ["It rises about 4,170 m above sea level"]),
    (VO, V3, "paraphrase", "when did paricutin first show up",
     ["Paricutin began in a farmer's cornfield in February 1943"]),
    (VO, V3, "list_item", "what does aa lava look like",
     ["a rough surface of jagged, broken clinker"]),
    (VO, V3, "how_why", "how can lava go so far in a lava tube without cooling down",
     ["The crust insulates the lava so well that it can travel tens of kilometres"]),
    (VO, V3, "worked_step", "pumice example - whats the bulk density",
     ["Bulk density = 0.40 x 2,400 kg/m3 = 960 kg/m3"]),
    (VO, V3, "definition_tail", "what is an ignimbrite",
     ["the deposit of a large pyroclastic density current"]),
    (VO, V3, "list_item", "caldera formation: what happens once the big eruption has emptied the chamber",
     ["The unsupported roof sinks along ring faults into the emptied chamber"]),
    (VO, V3, "worked_step", "cinder cone volume worked example, answer in m3",
     ["V = (1/3) x 3.1416 x 250,000 x 200 = 52,360,000 m3"]),
    (VO, V3, "worked_step", "cinder cone example, how many cubic kilometers is it",
     ["so V is about 0.05 km3"]),
    (VO, V3, "exact_term", "how deep is crater lake",
     ["At 594 m it is the deepest lake in the United States"]),

    # ---- volcanology, V4: Markdown (monitoring and forecasting)
    (VO, V4, "exact_term", "when and where was the very first volcano observatory",
     ["first volcano observatory was built on the slopes of Vesuvius in 1841"]),
    (VO, V4, "code_block", "if an insar image shows 5 fringes how far did the ground move",
     ["5 x 2.8 cm = 14 cm of movement"]),
    (VO, V4, "exact_term", "what is harmonic tremor",
     ["when it has a steady, musical frequency it is called harmonic tremor"]),
    (VO, V4, "code_block", "how much uplift is a tilt of 10 microradians",
     ["10 x 1 mm = 10 mm = 1 cm of uplift"]),
    (VO, V4, "code_block", "so2 flux example how many tonnes per day",
     ["5,000 g/s x 86,400 s = 432,000,000 g = 432 tonnes per day"]),
    (VO, V4, "how_why", "why do they care about the co2 to so2 ratio",
     ["a rising CO2/SO2 ratio can mean that fresh magma is arriving from below"]),
    (VO, V4, "how_why", "if the so2 suddenly drops is that a good sign",
     ["it can mean that the conduit has become blocked and pressure is building up"]),
    (VO, V4, "table_row", "what does aviation colour code orange mean",
     ["heightened or escalating unrest, or a minor eruption under way"]),
    (VO, V4, "paraphrase", "how many lives did evacuating people before pinatubo save",
     ["estimated to have saved at least 5,000 lives"]),
    (VO, V4, "worked_step", "inverse rate method example - on what day is the eruption forecast",
     ["0.02 / 0.02 = 1 day: forecast day 5"]),
    (VO, V4, "keyword", "volcano-tectonic earthquakes",
     ["caused by rock breaking as magma forces its way through"]),

    # ---- volcanology, V5: TXT notes (famous eruptions)
    (VO, V5, "exact_term", "A cosa paragonò Plinio il Giovane la nube dell'eruzione del Vesuvio?",
     ["compared the eruption cloud to an umbrella pine tree"]),
    (VO, V5, "list_item", "where could people hear the krakatau explosion",
     ["The last great explosion was heard on Rodrigues Island"]),
    (VO, V5, "worked_step", "how long did the sound from krakatau take to get to rodrigues",
     ["4,800,000 m / 340 m/s = 14,118 s, about 3.9 hours"]),
    (VO, V5, "paraphrase", "did anybody in saint pierre survive mont pelee",
     ["the best known, Ludger Sylbaris, was protected by the thick"]),
    (VO, V5, "list_item", "which volcanologist was killed at mount st helens",
     ["57 people died, among them the volcanologist David Johnston"]),
    (VO, V5, "paraphrase", "how fast was the bulge on mt st helens growing before it blew",
     ["in Washington State at up to 1.5 m a day"]),
    (VO, V5, "exact_term", "how high did the hunga tonga plume get",
     ["about 57 km, into the mesosphere, the highest ever measured"]),
    (VO, V5, "how_why", "why couldnt yellowstone just erupt right now",
     ["is crystal mush that could not erupt as it is now"]),
    (VO, V5, "worked_step", "dense rock equivalent example result",
     ["DRE = 10 x 1,000 / 2,500 = 4 km3"]),
    (VO, V5, "code_block", "in the table of deadly eruptions, whats the VEI and death toll for nevado del ruiz",
     ["1985 Nevado del Ruiz, Colombia 3 about 23,000"]),
    (VO, V5, "keyword", "supervolcano",
     ["that have produced at least one eruption of VEI 8"]),

    # ---- behavioural economics, B1: prose PDF (rationality, heuristics and biases)
    (BE, B1, "exact_term", "Qu'est-ce que le « satisficing » de Herbert Simon ?",
     ["stop searching as soon as an option meets it"]),
    (BE, B1, "exact_term", "what year did herbert simon win the nobel",
     ["Prize in economics in 1978"]),
    (BE, B1, "list_item", "homo economicus - what does he care about",
     ["cares only about their own material payoff"]),
    (BE, B1, "exact_term", "what are mullainathan and thalers three bounds",
     ["bounded rationality, bounded willpower and bounded self-interest"]),
    (BE, B1, "paraphrase", "why didnt tversky share the nobel with kahneman",
     ["Tversky had died in 1996 and the prize is not awarded after death"]),
    (BE, B1, "list_item", "do economists lie to people in their experiments like psychologists do",
     ["unlike many psychologists, do not deceive them"]),
    (BE, B1, "worked_step", "bat and ball question whats the actual answer",
     ["2x = 0.10, so x = 0.05: the ball costs 5 cents"]),
    (BE, B1, "list_item", "representativness heuristic meaning",
     ["by how much it resembles a typical member of that category"]),
    (BE, B1, "how_why", "hospital problem, why does the smaller hospital get more days with over 60% boys",
     ["because small samples vary much more than large ones"]),
    (BE, B1, "exact_term", "wheel of fortune anchoring experiment, what were the estimates",
     ["The median estimate was 25 percent for those who saw 10"]),
    (BE, B1, "keyword", "conjunction fallacy",
     ["two things together can never be more probable than one of them alone"]),

    # ---- behavioural economics, B2: slide deck (prospect theory, risk and framing)
    (BE, B2, "exact_term", "¿Cuánto vale el coeficiente de aversión a las pérdidas?",
     ["The loss aversion coefficient (lambda) is usually estimated at about 2 to 2.25"]),
    (BE, B2, "table_row", "on slide 15 what do people do when theres a low probability of a loss",
     ["risk averse: buy insurance"]),
    (BE, B2, "worked_step", "win $110 or lose $100 on a coin flip, what value does prospect theory give",
     ["= 31.3 - 64.7 = -33.4 (negative: reject)"]),
    (BE, B2, "list_item", "asian disease problem results in the loss frame",
     ["78 percent chose the gamble D, although C is the same as A"]),
    (BE, B2, "paraphrase", "in the mug study how much did people who got a mug want for it",
     ["Median selling price of owners: $7.12"]),
    (BE, B2, "list_item", "theatre ticket problem - if you lost the ticket itself how many buy another",
     ["Only 46 percent say yes"]),
    (BE, B2, "how_why", "why do people stick with the status quo",
     ["Explained partly by loss aversion: the disadvantages of switching loom larger"]),
    (BE, B2, "exact_term", "what does the allais paradox violate",
     ["violates the independence axiom of expected utility theory"]),
    (BE, B2, "list_item", "whats the certainty effect",
     ["a move from 99 to 100 percent counts far more than from 50"]),
    (BE, B2, "how_why", "how can getting a raise feel like losing",
     ["A pay rise of 5 percent feels like a loss if you expected 10 percent"]),
    (BE, B2, "keyword", "disposition effect",
     ["sell shares that have risen too early and hold losers too long"]),

    # ---- behavioural economics, B3: DOCX (time, self-control and social preferences)
    (BE, B3, "exact_term", "what is present bias",
     ["People give special weight to the immediate present"]),
    (BE, B3, "list_item", "beta delta example, what happens when week 52 actually comes",
     ["the comparison of step 1 applies again, and the plan is abandoned"]),
    (BE, B3, "definition_tail", "sophisticated vs naive - what makes someone naive",
     ["believes that their future self will follow today's plans"]),
    (BE, B3, "list_item", "how is ulysses an example of a commitment device",
     ["has his sailors tie him to the mast"]),
    (BE, B3, "paraphrase", "how much did save more tomorrow raise peoples savings",
     ["rose from 3.5 percent to 13.6 percent of pay over 40 months"]),
    (BE, B3, "how_why", "how does save more tomorrow get around loss aversion",
     ["with loss aversion (take-home pay never falls)"]),
    (BE, B3, "table_row", "dictator game - how much do people usually give",
     ["average gifts are about 20 to 30 percent, though many give nothing"]),
    (BE, B3, "worked_step", "public goods example how much does the free rider end up with",
     ["The free rider ends with 20 + 24 = $44"]),
    (BE, B3, "how_why", "why did fining late parents at the haifa daycares backfire",
     ["the fine turned a moral obligation into a price"]),
    (BE, B3, "paraphrase", "how different were ultimatum game offers between cultures",
     ["ranged from 26 percent among the Machiguenga of Peru"]),
    (BE, B3, "how_why", "why would a firm pay more than the market wage according to akerlof",
     ["workers see the higher wage as a gift and answer it with more effort"]),

    # ---- behavioural economics, B4: Markdown (nudges and public policy)
    (BE, B4, "definition_tail", "what exactly counts as a nudge",
     ["without forbidding any options or significantly changing their economic incentives"]),
    (BE, B4, "how_why", "why is libertarian paternalism called libertarian",
     ["It is libertarian because everyone stays free to choose otherwise"]),
    (BE, B4, "table_row", "Qual era a taxa de consentimento para doação de órgãos na Alemanha?",
     ["only 12 percent of the population consented"]),
    (BE, B4, "code_block", "automatic enrollment example, how many extra people end up saving",
     ["extra savers: 1,720 - 740 = 980 employees"]),
    (BE, B4, "paraphrase", "is there any downside to enrolling people automatically",
     ["many of those enrolled automatically stayed at the low default contribution rate"]),
    (BE, B4, "exact_term", "uk workplace pension participation before and after auto enrolment",
     ["from about 42 percent in 2012 to about 86 percent in 2019"]),
    (BE, B4, "keyword", "nudge unit",
     ["In 2010 the UK government set up the Behavioural Insights Team"]),
    (BE, B4, "table_row", "EAST framework what does timely mean",
     ["prompt people when they are most receptive"]),
    (BE, B4, "list_item", "how much did comparing energy use with the neighbours cut consumption",
     ["reduced consumption by about 2 percent in large trials"]),
    (BE, B4, "exact_term", "what is sludge",
     ["friction that makes beneficial actions harder"]),
    (BE, B4, "how_why", "why are defaults so powerful",
     ["the feeling that the default is a recommendation"]),

    # ---- behavioural economics, B5: TXT notes (markets, finance and shopping)
    (BE, B5, "exact_term", "who came up with the efficient market hypothesis",
     ["set out by Eugene Fama in 1970"]),
    (BE, B5, "exact_term", "barber and odean, what return did the most active traders get",
     ["traded most earned a net return of 11.4 percent"]),
    (BE, B5, "code_block", "how much does overtrading cost you on $10,000 over five years",
     ["cost of overtrading: 22,780 - 17,160 = about 5,620 dollars"]),
    (BE, B5, "paraphrase", "do guys trade more than women",
     ["men traded 45 percent more than women"]),
    (BE, B5, "list_item", "how much did the nasdaq crash after the dot com bubble",
     ["lost about 78 percent of its value"]),
    (BE, B5, "list_item", "was tulip mania really as bad as people say",
     ["to the economy was smaller than later legend says"]),
    (BE, B5, "how_why", "why cant arbitrage always fix a mispricing",
     ["traders using borrowed money may be forced to"]),
    (BE, B5, "how_why", "what do investors do wrong according to myopic loss aversion",
     ["averse and check their portfolios too often"]),
    (BE, B5, "paraphrase", "gym study, how much did each visit actually cost",
     ["cost them about $17, although a pass for ten visits"]),
    (BE, B5, "list_item", "decoy effect popcorn example",
     ["$7; adding a medium at $6.50 makes the large look like a bargain"]),
    (BE, B5, "keyword", "pain of paying",
     ["over cash, and people spend more when they pay by card"]),
]

# Near-topic questions that no file of their course answers. The terms (regular
# expressions, case-insensitive, whole words) must be absent from every file of the course.
UNANSWERABLE = [
    (VO, "how tall is olympus mons on mars compared to volcanoes on earth",
     [r"Olympus", r"Mars", r"Martian"]),
    (VO, "how do kimberlite pipes bring diamonds up from the mantle",
     [r"kimberlites?", r"diamonds?"]),
    (VO, "why is there lightning inside volcanic ash clouds",
     [r"lightning"]),
    (VO, "how does obsidian form, is it lava that cooled really fast",
     [r"obsidian"]),
    (VO, "Quand le mont Fuji est-il entré en éruption pour la dernière fois ?",
     [r"Fuji\w*"]),
    (VO, "how did the island of surtsey form off iceland",
     [r"Surtsey"]),
    (VO, "what happened to the kraffts at unzen in 1991",
     [r"Kraffts?", r"Unzen"]),
    (VO, "what is bradyseism at campi flegrei",
     [r"bradyseism\w*", r"Flegrei"]),
    (VO, "did spraying seawater on the lava at heimaey in 1973 actually work",
     [r"Heimaey", r"Eldfell", r"seawater"]),
    (VO, "what is a tuya, the flat topped volcano that erupts under a glacier",
     [r"tuyas?", r"glaciers?"]),
    (VO, "whats special about the carbonatite lava at ol doinyo lengai",
     [r"carbonatites?", r"Lengai"]),
    (VO, "how does a geothermal power plant make electricity from volcanic heat",
     [r"power plants?", r"power stations?", r"electricity"]),
    (BE, "what is the ikea effect",
     [r"IKEA"]),
    (BE, "what is the peak-end rule",
     [r"peak-end", r"peak end"]),
    (BE, "is the hot hand in basketball real or just a fallacy",
     [r"hot hand", r"basketball"]),
    (BE, "what is the winner's curse in auctions",
     [r"winner'?s curse", r"auctions?"]),
    (BE, "¿Qué es la falacia de la planificación y por qué subestimamos cuánto tardan las tareas?",
     [r"planning fallacy", r"planning"]),
    (BE, "what is confirmation bias",
     [r"confirmation bias", r"confirmation"]),
    (BE, "what did dan ariely find about cheating and the ten commandments",
     [r"Ariely", r"Commandments", r"cheating"]),
    (BE, "whats the dunning kruger effect",
     [r"Dunning", r"Kruger"]),
    (BE, "what did keynes mean by animal spirits",
     [r"Keynes\w*", r"animal spirits"]),
    (BE, "what is ego depletion and did it replicate",
     [r"ego depletion", r"replicat\w*"]),
    (BE, "the jam study on choice overload, is having too many options bad",
     [r"jams?", r"choice overload", r"Iyengar"]),
    (BE, "what is money illusion",
     [r"money illusion", r"inflation"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (VO, "what is loss aversion", [r"loss aversion"]),
    (VO, "what is the anchoring effect", [r"anchoring"]),
    (VO, "what does nudge mean in economics", [r"nudges?"]),
    (BE, "what is a pyroclastic flow", [r"pyroclastic"]),
    (BE, "what does the volcanic explosivity index measure", [r"Explosivity"]),
    (BE, "why is rhyolitic magma so viscous", [r"magma", r"rhyolit\w*"]),
]

SEED = 20260125

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
        final.append({"id": f"ab25-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
