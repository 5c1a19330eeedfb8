"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 13. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
PM = "project-management"
CS = "climate-science"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, ranges)
#   keyword          a bare keyword or very short query ("8/80 rule work package", "pinatubo cooling")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a code block, formula block, template or calculation block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

P1 = "01-scope-and-schedule-planning.pdf"
P2 = "02-agile-and-scrum-slides.pdf"
P3 = "03-earned-value-management.docx"
P4 = "04-risk-management.md"
P5 = "05-stakeholders-and-communication-notes.txt"
C1 = "01-the-greenhouse-effect-and-radiative-forcing.pdf"
C2 = "02-the-carbon-cycle-slides.pdf"
C3 = "03-feedbacks-and-climate-sensitivity.docx"
C4 = "04-greenhouse-gases-and-scenarios.md"
C5 = "05-past-climates-and-sea-level-notes.txt"

# (course, source, kind, question, [gold snippet])
ANSWERABLE = [
    # ---- P1: scope and schedule planning (prose PDF, 5 pages) ----
    (PM, P1, "exact_term", "what is the definition of a project",
     ["a temporary endeavour undertaken to create a unique product, service or result"]),
    (PM, P1, "how_why", "why should the scope statement say what is out of scope",
     ["prevents a later argument about who was supposed to do it"]),
    (PM, P1, "paraphrase", "who issues the project charter, the pm or someone else?",
     ["It is issued by the sponsor or another person outside the project"]),
    (PM, P1, "definition_tail", "finish the definition: scope creep is",
     ["the uncontrolled expansion of product or project scope without adjustments to time, cost and resources"]),
    (PM, P1, "definition_tail", "the 100 percent rule of a wbs says that the",
     ["children of any element add up to exactly 100 percent of the work"]),
    (PM, P1, "keyword", "8/80 rule work package",
     ["no less than 8 hours and no more than 80 hours of effort"]),
    (PM, P1, "list_item", "which kind of dependency would u use for a handover between two guard shifts",
     ["Start-to-finish (SF): B cannot finish until A has started"]),
    (PM, P1, "table_row", "in the worked critical path example what are the early and late dates of activity D",
     ["D 4 C 5 9 7 11 2"]),
    (PM, P1, "worked_step", "C, D and F all show 2 days of float in the example - which one actually has free float",
     ["while F has a free float of 2 days"]),
    (PM, P1, "how_why", "why is the pert expected duration higher than the most likely estimate",
     ["above the most likely one because the pessimistic tail is long"]),
    (PM, P1, "worked_step", "pert standard deviation when O=4, M=6 and P=14 days",
     ["the standard deviation is 10 / 6, about 1.7 days"]),
    (PM, P1, "exact_term", "what is a milestone in a schedule",
     ["a significant point or event in the project and has zero duration"]),

    # ---- P2: agile and Scrum (slide deck) ----
    (PM, P2, "keyword", "agile manifesto when and where",
     ["Written in February 2001 by 17 software developers at Snowbird, Utah"]),
    (PM, P2, "exact_term", "who is allowed to cancel a sprint",
     ["The only one who can cancel a Sprint, if its goal becomes obsolete"]),
    (PM, P2, "paraphrase", "so is the scrum master basically our project manager who hands out the tasks?",
     ["Does not assign tasks or act as the team's project manager"]),
    (PM, P2, "table_row", "how long should sprint planning be if our sprints are 2 weeks long",
     ["Sprint Planning 4 hours Whole Scrum Team"]),
    (PM, P2, "list_item", "max length of the sprint retrospective for a one month sprint",
     ["at most 3 hours for a one-month Sprint"]),
    (PM, P2, "code_block", "how do i write a user story, whats the template",
     ["As a <type of user>,"]),
    (PM, P2, "worked_step", "our backlog has 120 points left and velocity is 20, how many sprints is that",
     ["Remaining backlog of 120 points: 120 / 20 = 6 Sprints"]),
    (PM, P2, "how_why", "why cant we compare our velocity with the other team's velocity",
     ["Points are team-specific, so two teams' velocities cannot be compared"]),
    (PM, P2, "how_why", "in planning poker why does everyone turn over their cards at once",
     ["Everyone reveals a card at the same time, to avoid anchoring"]),
    (PM, P2, "worked_step", "little's law example: what happens to lead time if we cut wip from 30 to 15",
     ["Cutting WIP to 15 items halves the lead time to 1.5 weeks"]),
    (PM, P2, "paraphrase", "our burndown line went totally flat for three days, what does that tell us",
     ["A flat stretch means nothing was finished, or new work was added"]),
    (PM, P2, "list_item", "what happens to work that isnt done when the sprint ends",
     ["Undone work returns to the Product Backlog for future consideration"]),

    # ---- P3: earned value management (DOCX) ----
    (PM, P3, "definition_tail", "earned value is defined as",
     ["the budgeted cost of the work actually performed by the status date"]),
    (PM, P3, "exact_term", "what is BCWS",
     ["PV is called BCWS (budgeted cost of work scheduled)"]),
    (PM, P3, "list_item", "how does the 50/50 rule for claiming earned value work",
     ["earns half the value when work starts and the other half when it finishes"]),
    (PM, P3, "table_row", "whats the formula for the to-complete performance index",
     ["(BAC - EV) / (BAC - AC)"]),
    (PM, P3, "worked_step", "in the website example what is the cpi",
     ["CPI = 60,000 / 75,000 = 0.80"]),
    (PM, P3, "worked_step", "what is the estimate at completion for the website project",
     ["EAC = 200,000 / 0.80 = $250,000"]),
    (PM, P3, "how_why", "why does spi end up back at 1.0 on a project that finishes late",
     ["because by then all the planned work has been earned"]),
    (PM, P3, "paraphrase", "if the overspend so far was just a one-off, how do I forecast the final cost",
     ["EAC = AC + (BAC - EV), which gives 75,000 + 140,000 = $215,000"]),
    (PM, P3, "table_row", "cpi is above 1 but spi is below 1, what does that mean",
     ["Under budget but behind schedule"]),
    (PM, P3, "how_why", "can earned value tell me whether the work is actually any good",
     ["EVM measures the quantity of work done, not its quality"]),
    (PM, P3, "list_item", "for the status report how do I get the EV from the individual work packages",
     ["Multiply each package's budget by its share complete"]),

    # ---- P4: risk management (Markdown) ----
    (PM, P4, "exact_term", "what's the difference between a risk and an issue",
     ["it is a current problem, often a risk that has already happened"]),
    (PM, P4, "code_block", "how should I word a risk description",
     ["Because of <cause>, <uncertain event> may occur, which would lead to <effect>."]),
    (PM, P4, "definition_tail", "the risk owner is the person",
     ["responsible for monitoring it and making sure that the agreed response is carried out"]),
    (PM, P4, "table_row", "what response did they choose for the risk that the servers arrive late",
     ["Transfer: late-delivery penalty clause in the contract"]),
    (PM, P4, "exact_term", "what risk score counts as red",
     ["a score of 15 or more is red (high)"]),
    (PM, P4, "code_block", "emv of a 20% chance of losing 50k",
     ["EMV = 0.20 x -50,000 = -$10,000"]),
    (PM, P4, "worked_step", "build or buy in the decision tree example, which one is cheaper",
     ["building is cheaper by $8,000 on average"]),
    (PM, P4, "how_why", "why do organisations commit to the p80 date instead of the p50",
     ["because a P50 date is missed half of the time"]),
    (PM, P4, "table_row", "what does the share strategy for opportunities mean",
     ["a partner who is best able to capture the benefit"]),
    (PM, P4, "paraphrase", "whats the diffrence between active and passive acceptance of a risk",
     ["sets aside a contingency reserve of time or money"]),

    # ---- P5: stakeholders and communication (TXT) ----
    (PM, P5, "definition_tail", "a stakeholder is an individual, group or organisation that may affect,",
     ["be affected by, or perceive itself to be affected by a decision"]),
    (PM, P5, "paraphrase", "our finance director has loads of power but doesnt really care about the project, how do i handle her",
     ["consult them on the few things they care about"]),
    (PM, P5, "exact_term", "what is a definitive stakeholder in the salience model",
     ["Stakeholders who have all three are called definitive stakeholders"]),
    (PM, P5, "worked_step", "in the engagement matrix example which group has the biggest gap between current and desired",
     ["The warehouse staff have the largest gap, three"]),
    (PM, P5, "list_item", "what does resistant mean as an engagement level",
     ["aware of the project and resistant to the change"]),
    (PM, P5, "table_row", "in the raci example who is accountable for the release to production",
     ["Release to production A R I C C"]),
    (PM, P5, "how_why", "why should a task only ever have one A in a raci chart",
     ["situation in which everyone assumed that someone else would sign off"]),
    (PM, P5, "code_block", "how many communication channels are there in a team of 10",
     ["n = 10 10 x 9 / 2 = 45 channels"]),
    (PM, P5, "keyword", "brooks law",
     ["adding people to a late software project makes it later"]),
    (PM, P5, "worked_step", "if we add 5 people to our team of 10 how many extra channels do we get",
     ["Adding five people to a team of ten therefore adds 60 channels"]),

    # ---- C1: greenhouse effect and radiative forcing (prose PDF, 4 pages) ----
    (CS, C1, "exact_term", "what is the total solar irradiance",
     ["The Sun delivers about 1361 W/m^2 at the top of the atmosphere"]),
    (CS, C1, "how_why", "why is the average incoming sunlight only a quarter of the solar constant",
     ["The Earth intercepts sunlight on a disc of area pi r^2"]),
    (CS, C1, "code_block", "how do you get 255 K for the earth's effective temperature",
     ["T = (4.23 x 10^9)^(1/4) = 255 K, about -18 C"]),
    (CS, C1, "paraphrase", "how many degrees warmer does the greenhouse effect make the earth",
     ["The difference of about 33 C is the natural greenhouse effect"]),
    (CS, C1, "how_why", "why dont nitrogen and oxygen absorb infrared radiation",
     ["have no vibration that changes their electric dipole"]),
    (CS, C1, "how_why", "if water vapour is the biggest greenhouse gas why is it counted as a feedback and not a forcing",
     ["extra water put into the air rains out within about ten days"]),
    (CS, C1, "list_item", "where did keeling start his co2 measurements in 1958",
     ["dioxide at Mauna Loa in Hawaii"]),
    (CS, C1, "code_block", "radiative forcing from doubling co2 with the 5.35 ln formula",
     ["doubling: 5.35 x ln 2 = 5.35 x 0.693 = 3.7 W/m^2"]),
    (CS, C1, "table_row", "how much radiative forcing have aerosols caused since 1750",
     ["Aerosols (total) -1.1 Cooling"]),
    (CS, C1, "paraphrase", "have aerosols been hiding some of the global warming",
     ["masked part of the warming from greenhouse gases"]),
    (CS, C1, "keyword", "pinatubo cooling",
     ["cooled the globe by about 0.5 C in the following year"]),
    (CS, C1, "definition_tail", "radiative forcing is",
     ["the change in the net flow of energy at the top of the atmosphere"]),

    # ---- C2: carbon cycle (slide deck) ----
    (CS, C2, "keyword", "ppm to gtc conversion",
     ["1 ppm of atmospheric CO2 = 2.12 GtC"]),
    (CS, C2, "table_row", "how much carbon is stored in the deep ocean",
     ["Intermediate and deep ocean 37,000"]),
    (CS, C2, "paraphrase", "how much carbon do plants suck up by photosynthesis every year",
     ["Land plants take up about 120 GtC per year by photosynthesis"]),
    (CS, C2, "how_why", "why does co2 go down every summer on the mauna loa curve",
     ["CO2 falls in the northern summer as plants grow, and rises in winter"]),
    (CS, C2, "how_why", "why does a warmer ocean weaken the solubility pump",
     ["Warming weakens the pump, because warm water holds less gas"]),
    (CS, C2, "worked_step", "how many more hydrogen ions does a ph drop of 0.1 mean",
     ["a fall of 0.1 means about 26 percent more hydrogen ions"]),
    (CS, C2, "worked_step", "how much of our yearly emissions does the ocean soak up",
     ["Ocean sink: about 2.8 GtC per year (26 percent)"]),
    (CS, C2, "exact_term", "what is the airborne fraction",
     ["Airborne fraction = increase in the atmosphere / total emissions"]),
    (CS, C2, "paraphrase", "my uncle says co2 only stays in the air for like 4 years so its no big deal, is he right",
     ["That is the residence time, not how long the extra CO2 lasts"]),
    (CS, C2, "list_item", "how much of a pulse of co2 is still in the air after 1000 years",
     ["15 to 40 percent is still airborne after 1,000 years"]),
    (CS, C2, "exact_term", "what is the suess effect",
     ["Burning it dilutes the carbon-14 in the air (Hans Suess, 1955)"]),
    (CS, C2, "list_item", "do volcanoes put out more co2 than humans",
     ["Human emissions are roughly 100 times all volcanic emissions"]),

    # ---- C3: feedbacks and climate sensitivity (DOCX) ----
    (CS, C3, "definition_tail", "a climate feedback is",
     ["a process that changes because the temperature has changed"]),
    (CS, C3, "exact_term", "how is the no-feedback warming for doubled co2 worked out from the planck response",
     ["to 3.7 / 3.2, about 1.2 C"]),
    (CS, C3, "table_row", "why is the lapse rate feedback negative",
     ["The tropical upper troposphere warms more than the surface, so more heat escapes"]),
    (CS, C3, "exact_term", "what does the clausius-clapeyron relation say",
     ["rises by about 7 percent for each degree of warming"]),
    (CS, C3, "paraphrase", "why is the arctic heating up so much faster than the rest of the planet",
     ["one of the reasons why the Arctic has warmed about four times as fast"]),
    (CS, C3, "how_why", "why are clouds the biggest uncertainty in climate sensitivity",
     ["small changes in the amount of low cloud over the subtropical oceans"]),
    (CS, C3, "worked_step", "work out the equilibrium warming for doubled co2 from the sum of the feedbacks",
     ["delta T = 3.7 / 1.2 = about 3.1 C"]),
    (CS, C3, "worked_step", "what would the warming be if clouds added another 0.3 W/m^2 per C",
     ["lambda would be -0.9 and the warming would be 4.1 C"]),
    (CS, C3, "definition_tail", "the transient climate response is",
     ["the warming at the moment carbon dioxide doubles"]),
    (CS, C3, "how_why", "could burning fossil fuels set off a runaway greenhouse like on venus",
     ["the Planck response grows faster with temperature than the water vapour feedback"]),
    (CS, C3, "list_item", "what lines of evidence constrain the equilibrium climate sensitivity",
     ["the warming observed since the nineteenth century, together with the ocean heat uptake"]),

    # ---- C4: greenhouse gases, metrics and scenarios (Markdown) ----
    (CS, C4, "table_row", "lifetime and gwp of nitrous oxide",
     ["Nitrous oxide N2O 109 years 273 273"]),
    (CS, C4, "how_why", "why is methane's gwp-20 so much bigger than its gwp-100",
     ["because most of the methane has gone long before the hundred years are up"]),
    (CS, C4, "definition_tail", "the global warming potential of a gas is",
     ["the energy it traps over a chosen time horizon"]),
    (CS, C4, "code_block", "co2 equivalent of 2 tonnes of n2o from the farm",
     ["N2O 2 t x 273 = 546 t CO2e"]),
    (CS, C4, "worked_step", "what if you used the gwp-20 for the cattle methane in the farm example",
     ["the methane would count as 20 x 80.8 = 1,616 t CO2e"]),
    (CS, C4, "list_item", "what is ssp3",
     ["SSP3, Regional rivalry: \"a rocky road\", with nationalism and slow growth"]),
    (CS, C4, "table_row", "what do co2 emissions do in ssp2-4.5",
     ["Around current levels until 2050, then falling"]),
    (CS, C4, "code_block", "multiply tcre by the 2390 gtco2 emitted since 1850",
     ["= 0.45 C per 1000 GtCO2 x 2,390 GtCO2"]),
    (CS, C4, "exact_term", "whats the remaining carbon budget for 1.5 degrees",
     ["keeping warming below 1.5 C was about 500 GtCO2"]),
    (CS, C4, "how_why", "if the world cut emissions in half would warming stop",
     ["Cutting emissions by half slows the warming but does not stop it"]),

    # ---- C5: past climates and sea level (TXT) ----
    (CS, C5, "definition_tail", "a proxy in climate science is a",
     ["physical, chemical or biological record that responds to climate"]),
    (CS, C5, "how_why", "why is the air in ice core bubbles younger than the ice around it",
     ["Because the air is sealed only when the firn closes"]),
    (CS, C5, "code_block", "formula for delta 18O",
     ["delta-18O = ( R_sample / R_standard - 1 ) x 1000 (per mil)"]),
    (CS, C5, "table_row", "how far back does the epica dome c core go",
     ["EPICA Dome C East Antarctica 800,000 years"]),
    (CS, C5, "list_item", "how long is the obliquity cycle",
     ["a cycle of about 41,000 years"]),
    (CS, C5, "keyword", "younger dryas end date",
     ["the Younger Dryas, ended abruptly about 11,700"]),
    (CS, C5, "table_row", "what share of sea level rise comes from thermal expansion",
     ["Thermal expansion about 50% warmer water takes more space"]),
    (CS, C5, "worked_step", "how much would the sea rise if the top 700 m of ocean warmed by 1 degree",
     ["700 m x 0.0002 per C x 1 C = 0.14 m"]),
    (CS, C5, "how_why", "why doesnt melting sea ice make sea level go up",
     ["displaces its own weight of water (Archimedes' principle)"]),
    (CS, C5, "paraphrase", "if greenland melts will the sea near greenland rise as well",
     ["Greenland would actually fall as Greenland melts"]),
]

# Near-topic questions that no file of their course answers, with search terms that
# check.py requires to be absent from every file of that course.
UNANSWERABLE = [
    (PM, "how do you calculate earned schedule and SV(t)",
     [r"earned schedule", r"SV\(t\)", r"SPI\(t\)"]),
    (PM, "how big should the project buffer be in critical chain scheduling",
     [r"critical chain", r"buffers?", r"Goldratt"]),
    (PM, "what are the seven principles of prince2",
     [r"PRINCE2", r"PRINCE"]),
    (PM, "how do i work out the npv of a project for the business case",
     [r"net present value", r"NPV", r"internal rate of return", r"IRR"]),
    (PM, "what does a release train engineer do in safe",
     [r"release trains?", r"RTE", r"train engineers?"]),
    (PM, "what does a project management office (pmo) do",
     [r"PMO", r"project management office"]),
    (PM, "how does resource levelling change the critical path",
     [r"resource levell?ing", r"levell?ing", r"smoothing"]),
    (PM, "whats the difference between a time and materials contract and a cost plus contract",
     [r"time and materials", r"T&M", r"cost[- ]plus", r"cost-reimbursable"]),
    (PM, "using pert, what's the probability of finishing by day 25 with a z table",
     [r"z-?scores?", r"z-?tables?", r"normal distribution", r"probability of finishing", r"bell curve"]),
    (PM, "how do you read a cumulative flow diagram in kanban",
     [r"cumulative flow", r"CFD"]),
    (PM, "how does the delphi technique work for identifying risks",
     [r"Delphi", r"anonymous\w*"]),
    (PM, "what are the stages of tuckman's model of team development",
     [r"Tuckman", r"storming", r"norming", r"forming"]),
    (CS, "what is the oceanic nino index and how does el nino change global temperature",
     [r"Nino index", r"ONI", r"Southern Oscillation", r"ENSO", r"La Nina"]),
    (CS, "does the urban heat island effect bias the temperature record",
     [r"urban heat island", r"heat islands?", r"urbani[sz]ation"]),
    (CS, "how would spraying aerosols into the stratosphere to cool the planet work",
     [r"geoengineering", r"solar radiation (management|modification)", r"aerosol injection"]),
    (CS, "how much does the sun's output change over the 11-year sunspot cycle",
     [r"sunspots?", r"11-year", r"solar cycle", r"solar maximum", r"solar minimum"]),
    (CS, "what was the medieval warm period and the little ice age",
     [r"Medieval", r"Little Ice Age", r"Maunder"]),
    (CS, "how fast is the amoc slowing down in sverdrups",
     [r"sverdrups?", r"Sv", r"Gulf Stream"]),
    (CS, "how much methane is locked up in hydrates on the sea floor",
     [r"hydrates?", r"clathrates?"]),
    (CS, "what was the co2 level when the dinosaurs lived in the cretaceous",
     [r"Cretaceous", r"dinosaurs?", r"Jurassic", r"Mesozoic"]),
    (CS, "what grid size do climate models use and how are clouds parameterised",
     [r"parameteri[sz]\w*", r"grid (cells?|boxes|spacing|size|resolution)", r"kilometre grid"]),
    (CS, "what is the social cost of carbon",
     [r"social cost", r"carbon price", r"carbon tax", r"per tonne of CO2"]),
    (CS, "how do cfcs destroy ozone to make the ozone hole",
     [r"ozone hole", r"chlorine", r"polar stratospheric clouds?"]),
    (CS, "what wet-bulb temperature is deadly for humans in a heatwave",
     [r"wet[- ]bulb", r"heatwaves?", r"heat waves?"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (PM, "what is radiative forcing", [r"radiative forcing"]),
    (PM, "why is the ocean becoming more acidic", [r"acidification", r"acidic"]),
    (PM, "how do ice cores tell us about past temperatures", [r"ice cores?"]),
    (CS, "what is the critical path of a project schedule", [r"critical path"]),
    (CS, "what does a scrum master do", [r"Scrum Master", r"Scrum"]),
    (CS, "how do you calculate the cost performance index", [r"cost performance index", r"CPI"]),
]

SEED = 20251213


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
        final.append({"id": f"ab13-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
