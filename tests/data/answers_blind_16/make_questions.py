"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 16. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
TD = "thermodynamics"
FR = "french-revolution"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("sublimation", "valmy goethe")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a formula, calculation or timeline block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

T1 = "01-energy-and-the-first-law.pdf"
T2 = "02-the-second-law-and-entropy-slides.pdf"
T3 = "03-control-volumes-and-steady-flow-devices.docx"
T4 = "04-power-and-refrigeration-cycles.md"
T5 = "05-pure-substances-and-steam-tables-notes.txt"
R1 = "01-the-old-regime-and-1789.pdf"
R2 = "02-from-monarchy-to-republic-slides.pdf"
R3 = "03-the-terror.docx"
R4 = "04-revolutionary-culture-and-society.md"
R5 = "05-thermidor-directory-and-brumaire-notes.txt"

# (course, source, kind, question, [gold])
ANSWERABLE = [
    # ---- T1: Energy and the First Law (prose PDF) ----
    (TD, T1, "paraphrase",
     "how many properties do u need to pin down the state of a simple compressible system",
     ["independent intensive properties, such as temperature and specific volume"]),
    (TD, T1, "paraphrase",
     "my tyre gauge says 220 kpa, whats the real pressure inside the tyre then",
     ["the absolute pressure in the tyre is 320 kPa"]),
    (TD, T1, "paraphrase",
     "what did joule find out with the paddle wheel and falling weights",
     ["a given amount of work always produced the same temperature rise"]),
    (TD, T1, "paraphrase",
     "can a gas get hotter even if no heat goes into it",
     ["the temperature of a system can change through work alone"]),
    (TD, T1, "how_why",
     "why is cp always bigger than cv",
     ["part of the energy supplied leaves again as boundary work"]),
    (TD, T1, "how_why",
     "why on earth is it called the zeroth law",
     ["recognised only after the first and second laws had been established"]),
    (TD, T1, "how_why",
     "when is it ok to treat a gas as ideal? air yes but boiler steam no, why",
     ["accurate when the pressure is low and the temperature is high"]),
    (TD, T1, "exact_term",
     "what is a quasi-equilibrium process",
     ["remains infinitesimally close to equilibrium at every instant"]),
    (TD, T1, "worked_step",
     "gas expands at constant 400 kpa from 0.05 to 0.12 m3, how much work",
     ["W_b = 400 * (0.12 - 0.05) = 28 kJ"]),
    (TD, T1, "worked_step",
     "what pressure difference does a 0.5 m water column give",
     ["1000 * 9.81 * 0.5 = 4905 Pa"]),
    (TD, T1, "code_block",
     "isothermal compression of air from 0.8 to 0.1 m3 at 100 kpa, whats the work",
     ["W_b = 80 * (-2.079) = -166.4 kJ"]),
    (TD, T1, "code_block",
     "how much heat did the rigid tank of air need to go from 300 k to 400 k",
     ["1.161 * 0.718 * 100 = 83.4 kJ"]),
    (TD, T1, "definition_tail",
     "difference between an isolated system and a closed one?",
     ["exchanges neither mass nor energy with its surroundings"]),

    # ---- T2: The Second Law and Entropy (slides) ----
    (TD, T2, "paraphrase",
     "is there any engine that turns all of its heat into work",
     ["no heat engine can have a thermal efficiency of 100 percent"]),
    (TD, T2, "paraphrase",
     "my fridge has a cop of 3, isnt that more than 100% and so impossible??",
     ["Unlike efficiency, a COP can be greater than 1"]),
    (TD, T2, "paraphrase",
     "heat pump vs fridge, arent they the same machine? whats the heat pump actually for",
     ["A heat pump's purpose is to deliver QH to the warm space"]),
    (TD, T2, "how_why",
     "how does a fridge get away with moving heat from cold to hot without breaking the clausius statement",
     ["A refrigerator obeys it only because it consumes work"]),
    (TD, T2, "how_why",
     "why was the inventor's 80 percent engine between 927 c and 27 c rejected",
     ["80 percent is above the 75 percent limit, so the claim is impossible"]),
    (TD, T2, "how_why",
     "heat flows from a 500 k reservoir to a 300 k one, how do we know thats irreversible",
     ["S_gen = 0.133 kJ/K, positive, so the process is possible but irreversible"]),
    (TD, T2, "exact_term",
     "what counts as a thermal energy reservoir",
     ["so large that adding or removing heat does not change its temperature"]),
    (TD, T2, "worked_step",
     "engine takes in 500 kj and rejects 300 kj per cycle, efficiency?",
     ["eta = Wnet / QH = 200 / 500 = 0.40, so 40 percent"]),
    (TD, T2, "worked_step",
     "max cop of a fridge keeping -3 c in a 27 c kitchen",
     ["= 1 / (300 / 270 - 1) = 1 / 0.111 = 9.0"]),
    (TD, T2, "worked_step",
     "air at 300 k compressed isentropically from 100 to 800 kpa, final temperature",
     ["T2 = 300 * 1.811 = 543 K"]),
    (TD, T2, "table_row",
     "what does it mean if s_gen comes out negative",
     ["S_gen < 0 Impossible"]),
    (TD, T2, "list_item",
     "second process of the carnot cycle",
     ["2-3: reversible adiabatic expansion from TH to TL"]),

    # ---- T3: Control Volumes and Steady-Flow Devices (DOCX) ----
    (TD, T3, "paraphrase",
     "does the velocity term really matter much in the energy balance for flow",
     ["a velocity of 45 m/s carries only about 1 kJ/kg of kinetic energy"]),
    (TD, T3, "how_why",
     "why do we use enthalpy and not internal energy for stuff flowing through a device",
     ["the combination u + P v is exactly the enthalpy h"]),
    (TD, T3, "how_why",
     "whats the point of intercoolers on a multistage compressor",
     ["Cooling the gas between stages reduces the total work input needed"]),
    (TD, T3, "how_why",
     "how does throttling make the refrigerant cold",
     ["part of the liquid flash into vapour and the temperature falls sharply"]),
    (TD, T3, "exact_term",
     "what does isenthalpic device mean",
     ["a throttling valve is called an isenthalpic device"]),
    (TD, T3, "exact_term",
     "formula for mass flow rate",
     ["m_dot = rho V A"]),
    (TD, T3, "worked_step",
     "mixing 2 kg/s of water at 80 c with 3 kg/s at 20 c, what temp comes out",
     ["220 / 5 = 44 C"]),
    (TD, T3, "table_row",
     "usual simplifications for a throttling valve",
     ["Q = 0, W = 0, so h2 = h1"]),
    (TD, T3, "list_item",
     "steady flow problem: after numbering the states whats the next step",
     ["Apply conservation of mass to find the mass flow rates"]),
    (TD, T3, "definition_tail",
     "what is flow work exactly",
     ["pushed in against the pressure already there"]),

    # ---- T4: Power and Refrigeration Cycles (Markdown) ----
    (TD, T4, "paraphrase",
     "roughly what compression ratio does a normal petrol car engine use",
     ["petrol engines run at compression ratios of about 8 to 12"]),
    (TD, T4, "how_why",
     "why cant they just crank up the compression ratio on a petrol engine",
     ["hot enough to ignite on its own before the spark"]),
    (TD, T4, "how_why",
     "otto beats diesel at the same r, so how come diesels are more efficient in real life",
     ["they cannot knock and so run at compression ratios of 14 to 22"]),
    (TD, T4, "how_why",
     "why is the pump work in a steam power plant so tiny",
     ["the specific volume of liquid water is roughly a thousandth of that of steam"]),
    (TD, T4, "how_why",
     "why dont refrigerators have a little turbine instead of the expansion valve",
     ["the small amount of work a turbine could recover would not pay for its cost"]),
    (TD, T4, "exact_term",
     "what is the cutoff ratio in a diesel",
     ["the ratio of the cylinder volumes after and before the heat addition"]),
    (TD, T4, "worked_step",
     "otto cycle example with r = 8, what efficiency does it get",
     ["1 - 0.435 = 0.565, or 56.5 percent"]),
    (TD, T4, "code_block",
     "thermal efficiency of the rankine cycle example (3 mpa 350 c, 10 kpa condenser)",
     ["(980.0 - 3.0) / 2921.3 = 0.334, about 33 percent"]),
    (TD, T4, "definition_tail",
     "isentropic efficiency for a compressor, same formula as the turbine one?",
     ["the isentropic work divided by the actual work input"]),
    (TD, T4, "keyword",
     "back work ratio gas turbine",
     ["in gas turbines it is often between 40 and 80 percent"]),

    # ---- T5: Pure Substances and Steam Tables (TXT) ----
    (TD, T5, "paraphrase",
     "what temp does water boil at up on everest",
     ["boils at only about 71 C"]),
    (TD, T5, "how_why",
     "why does the temperature stay stuck at 100 c while the water boils",
     ["The energy added goes into separating the molecules"]),
    (TD, T5, "how_why",
     "why do we even need quality x for wet steam, cant we use p and t",
     ["so a third property is needed to fix the state"]),
    (TD, T5, "how_why",
     "why is it ok to use saturated liquid values for a compressed liquid",
     ["depend far more on temperature than on pressure"]),
    (TD, T5, "exact_term",
     "critical point of water",
     ["the critical point is at 373.95 C and 22.06 MPa"]),
    (TD, T5, "worked_step",
     "enthalpy of wet steam at 200 kpa with quality 0.6",
     ["504.70 + 0.6 * 2201.6 = 1825.7 kJ/kg"]),
    (TD, T5, "code_block",
     "interpolate h for steam at 1 mpa and 270 c",
     ["2943.1 + 43.4 = 2986.5 kJ/kg"]),
    (TD, T5, "table_row",
     "saturation temperature and hfg at 500 kpa",
     ["500 151.83 0.001093 0.37483 640.09 2108.0 2748.1"]),
    (TD, T5, "definition_tail",
     "quality is the ratio of what to what",
     ["the ratio of the mass of vapour to the total"]),
    (TD, T5, "keyword",
     "sublimation",
     ["triple-point pressure ice turns straight into vapour"]),

    # ---- R1: The Old Regime and 1789 (prose PDF) ----
    (FR, R1, "paraphrase",
     "the king doubled the third estate deputies but what did he leave undecided",
     ["how votes would be counted"]),
    (FR, R1, "paraphrase",
     "what did louis put on when he went to paris 3 days after the bastille",
     ["white and blue cockade"]),
    (FR, R1, "paraphrase",
     "how many people were actually locked up in the bastille when it was taken",
     ["Only seven prisoners were found inside"]),
    (FR, R1, "paraphrase",
     "by the end of 1789 who was supposed to hold sovereignty, still the king?",
     ["the nation, not the king, was now sovereign"]),
    (FR, R1, "how_why",
     "france wasnt poor so why couldnt the crown pay its debts",
     ["the privileged orders paid so little tax that the crown could not reach"]),
    (FR, R1, "how_why",
     "why did the crowd go for the bastille on 14 july",
     ["in search of gunpowder"]),
    (FR, R1, "how_why",
     "why did peasants start attacking chateaux in summer 1789",
     ["bands of brigands hired by aristocrats were coming to destroy the crops"]),
    (FR, R1, "exact_term",
     "what did sieyes say the third estate wants to be",
     ["What does it want to be? Something."]),
    (FR, R1, "exact_term",
     "what does article 1 of the declaration of the rights of man say",
     ["Men are born and remain free and equal in rights."]),
    (FR, R1, "exact_term",
     "when had the estates-general last met before 1789",
     ["which had last met in 1614"]),
    (FR, R1, "table_row",
     "what percent of the population were nobles",
     ["The nobility about 1.5 percent"]),
    (FR, R1, "list_item",
     "what was the corvee",
     ["the corvee, unpaid labour on the roads"]),
    (FR, R1, "list_item",
     "which of the peasants burdens went to the church",
     ["the tithe, paid to the Church, in theory a tenth of the harvest"]),

    # ---- R2: From Monarchy to Republic (slides) ----
    (FR, R2, "paraphrase",
     "how did they catch the royal family when they ran for it in 1791",
     ["recognised by the postmaster Drouet at Sainte-Menehould"]),
    (FR, R2, "paraphrase",
     "how close was the vote to kill the king",
     ["361 of 721 deputies voted for death without conditions, a majority of one"]),
    (FR, R2, "paraphrase",
     "who got to vote under the 1791 constitution",
     ["men over 25 paying direct taxes equal to three days' wages"]),
    (FR, R2, "how_why",
     "why did the september massacres happen",
     ["Parisians feared that prisoners would break out and help the enemy"]),
    (FR, R2, "how_why",
     "why did the brunswick manifesto backfire",
     ["Parisians were convinced that Louis was in league with the enemy"]),
    (FR, R2, "how_why",
     "why were the girondins so keen on going to war in 1792",
     ["The Girondins wanted war to expose traitors and spread liberty"]),
    (FR, R2, "how_why",
     "what set off the vendee rising",
     ["peasants of the west rose against the levy"]),
    (FR, R2, "exact_term",
     "what was in the iron chest",
     ["held the king's secret correspondence with foreign courts and with Mirabeau"]),
    (FR, R2, "exact_term",
     "what were assignats",
     ["paper notes backed by the Church lands"]),
    (FR, R2, "table_row",
     "who led the mountain and where did they sit",
     ["High benches, left Robespierre, Danton, Marat"]),
    (FR, R2, "list_item",
     "what could the king actually do with his veto under the 1791 constitution",
     ["he could delay a law, but not block it for ever"]),
    (FR, R2, "keyword",
     "valmy goethe",
     ["begins a new era in the history of the world"]),

    # ---- R3: The Terror (DOCX) ----
    (FR, R3, "paraphrase",
     "were most people killed in the terror aristocrats",
     ["most victims were not nobles or priests"]),
    (FR, R3, "paraphrase",
     "how many got locked up under the suspects law",
     ["about 300,000 people were arrested as suspects"]),
    (FR, R3, "how_why",
     "the maximum was meant to help workers so why did they hate it",
     ["It also fixed wages at one half above their 1790 level"]),
    (FR, R3, "how_why",
     "why did they shoot people with cannon at lyon",
     ["because the guillotine was too slow"]),
    (FR, R3, "how_why",
     "how did robespierre justify using terror",
     ["virtue, without which terror is fatal; terror, without which virtue is powerless"]),
    (FR, R3, "exact_term",
     "who was public prosecutor at the revolutionary tribunal",
     ["its public prosecutor was Fouquier-Tinville"]),
    (FR, R3, "exact_term",
     "who was called the organiser of victory",
     ["Lazare Carnot, the member of the Committee of Public Safety"]),
    (FR, R3, "list_item",
     "when was marie antoinette executed",
     ["guillotined on 16 October 1793"]),
    (FR, R3, "list_item",
     "what did the law of 22 prairial change for people on trial",
     ["took away the accused's right to a defence lawyer"]),
    (FR, R3, "definition_tail",
     "what were representatives on mission",
     ["deputies sent to the provinces and the armies with almost unlimited powers"]),

    # ---- R4: Revolutionary Culture and Society (Markdown) ----
    (FR, R4, "paraphrase",
     "in the new calendar which day did people get off",
     ["was the day of rest, replacing the Christian Sunday"]),
    (FR, R4, "paraphrase",
     "what does sans-culottes actually refer to, like clothing wise",
     ["they wore the long trousers of working men rather than the silk breeches"]),
    (FR, R4, "how_why",
     "why didnt workers like the revolutionary calendar",
     ["one rest day in ten instead of one in seven"]),
    (FR, R4, "how_why",
     "it was written in strasbourg so why is it called the marseillaise",
     ["volunteers from Marseille sang it as they marched into Paris"]),
    (FR, R4, "how_why",
     "why were the jacobins called jacobins",
     ["the former Dominican (Jacobin) convent in Paris where it met"]),
    (FR, R4, "exact_term",
     "how was the metre defined",
     ["one ten-millionth of the distance from the North Pole to the equator"]),
    (FR, R4, "exact_term",
     "whats the name of the declaration olympe de gouges wrote",
     ["Declaration of the Rights of Woman and of the Female Citizen"]),
    (FR, R4, "exact_term",
     "who led the society of revolutionary republican women",
     ["led by Claire Lacombe and Pauline Leon"]),
    (FR, R4, "code_block",
     "when did the marseillaise officially become the national anthem",
     ["1795 14 July La Marseillaise declared the national anthem"]),
    (FR, R4, "list_item",
     "sans-culotte symbols - what was the pike meant to stand for",
     ["the pike, the weapon of the armed citizen"]),

    # ---- R5: Thermidor, the Directory and Brumaire (TXT) ----
    (FR, R5, "paraphrase",
     "who were the rich young thugs beating up jacobins after robespierre fell",
     ["well-dressed young men, the jeunesse doree"]),
    (FR, R5, "paraphrase",
     "what punishment got the nickname dry guillotine",
     ["deportation to French Guiana"]),
    (FR, R5, "paraphrase",
     "was the vote approving bonapartes constitution honest",
     ["had roughly doubled the real number of yes votes"]),
    (FR, R5, "paraphrase",
     "napoleon got shouted down on 19 brumaire, so who rescued the coup",
     ["His brother Lucien, president of the Five Hundred"]),
    (FR, R5, "how_why",
     "what made the royalists rise up in vendemiaire 1795",
     ["The Two-Thirds Decree enraged the royalists"]),
    (FR, R5, "how_why",
     "how did they get the councils out of paris to saint-cloud",
     ["on the pretext of a Jacobin plot"]),
    (FR, R5, "exact_term",
     "who came up with whiff of grapeshot",
     ["what the historian Thomas Carlyle"]),
    (FR, R5, "table_row",
     "what did the council of ancients do and how old did members have to be",
     ["Council of Ancients 250 passes or rejects laws; aged 40+"]),
    (FR, R5, "table_row",
     "coup of floreal",
     ["11 May 1798 Floreal Jacobin election wins annulled"]),
    (FR, R5, "list_item",
     "what happened in the prairial rising of 1795",
     ["20 May 1795 deputy Feraud killed"]),
]

# Near-topic questions that no file of their course answers. The terms (regular expressions,
# matched case-insensitively at word boundaries) are absent from every file of the course.
UNANSWERABLE = [
    (TD, "what is exergy and how do i calculate it",
     [r"exergy", r"availability", r"dead state"]),
    (TD, "can u derive the maxwell relations",
     [r"Maxwell", r"Helmholtz"]),
    (TD, "whats the joule-thomson coefficient of a gas",
     [r"Joule-Thomson", r"inversion"]),
    (TD, "how do i get relative humidity off a psychrometric chart",
     [r"humidity", r"psychrometric", r"dew point", r"wet-bulb"]),
    (TD, "how do i work out the adiabatic flame temperature",
     [r"flame", r"air-fuel", r"stoichiometric", r"heating value"]),
    (TD, "how efficient is a stirling engine",
     [r"Stirling"]),
    (TD, "when should i use van der waals instead of the ideal gas law",
     [r"van der Waals", r"compressibility factor", r"Redlich"]),
    (TD, "what does the third law of thermodynamics say",
     [r"third law", r"Nernst"]),
    (TD, "how do i calculate heat loss through a wall with fouriers law",
     [r"Fourier", r"conduction", r"conductivity"]),
    (TD, "what is gibbs free energy used for",
     [r"Gibbs", r"free energy"]),
    (TD, "how do you read a mollier chart",
     [r"Mollier", r"h-s", r"enthalpy-entropy"]),
    (TD, "what efficiency does a combined cycle gas turbine plant reach",
     [r"combined cycle", r"combined-cycle", r"HRSG", r"heat recovery"]),
    (FR, "what happened in the haitian revolution",
     [r"Haiti\w*", r"Saint-Domingue", r"Toussaint", r"slave\w*", r"slavery"]),
    (FR, "who killed marat",
     [r"Corday", r"stabbed", r"assassinat\w*", r"bath\w*"]),
    (FR, "did marie antoinette really say let them eat cake",
     [r"cake", r"brioche"]),
    (FR, "what did edmund burke think of the revolution",
     [r"Burke", r"Reflections"]),
    (FR, "when was napoleon crowned emperor",
     [r"crowned", r"coronation", r"Emperor", r"1804"]),
    (FR, "what did louis xvi write in his diary on 14 july",
     [r"diary", r"journal", r"Rien"]),
    (FR, "what part did talleyrand play in the revolution",
     [r"Talleyrand"]),
    (FR, "how does the french revolution compare with the russian revolution",
     [r"Russia\w*", r"Bolshevik\w*", r"1917", r"Lenin"]),
    (FR, "what were danton's last words",
     [r"last words", r"show my head"]),
    (FR, "was the marquis de sade in the bastille",
     [r"Sade"]),
    (FR, "what happened to louis xvi's son louis xvii",
     [r"Louis XVII", r"dauphin", r"Louis-Charles"]),
    (FR, "what did the concordat of 1801 do for the church",
     [r"Concordat", r"1801"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (TD, "when was the bastille stormed", [r"Bastille"]),
    (TD, "who was robespierre", [r"Robespierre"]),
    (TD, "what was the tennis court oath", [r"Tennis Court"]),
    (FR, "what is the first law of thermodynamics", [r"thermodynamics", r"first law"]),
    (FR, "how does a rankine cycle work", [r"Rankine"]),
    (FR, "what is entropy", [r"entropy"]),
]

SEED = 20251216


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
        final.append({"id": f"ab16-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
