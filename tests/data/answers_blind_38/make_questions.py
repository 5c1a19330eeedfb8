"""Write questions.jsonl from the hand-written questions below (set 38).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the gold snippet is looked up
automatically (pdfminer text through pdfplumber for PDFs, python-pptx text for PowerPoint decks);
check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 19") uses the page / slide number. PowerPoint
decks count the title slide as slide 1. rows() asserts that the number in the question is the
page or slide where the gold was found.

Speaker notes ('%% ' lines in the slide sources) are not course content. A few unanswerable
questions (NOTES_ONLY) are answered only in a deck's speaker notes; check.py confirms that their
terms occur in the notes and in no course text.

Run build.py first.
"""
import json
import random
import re
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
MO = "mongol-empire"
EC = "electric-circuits"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates);
#                    for a two-sentence definition the gold is taken from the second sentence
#   keyword          a bare keyword or very short query ("genghis or chinggis?")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list (after a lead-in)
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the part of a definition or sentence that falls after a page break
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

M1 = "01-temujin-and-the-rise-of-the-mongols.pdf"
M2 = "02-mongol-warfare-and-conquests-slides.pptx"
M3 = "03-government-trade-and-the-silk-roads.docx"
M4 = "04-the-successor-khanates.html"
M5 = "05-people-chronology-and-study-notes.txt"
E1 = "01-charge-current-voltage-and-ohms-law.pdf"
E2 = "02-series-parallel-and-kirchhoff-slides.pptx"
E3 = "03-power-energy-and-electrical-safety.docx"
E4 = "04-capacitors-and-rc-circuits.html"
E5 = "05-ac-basics-problems-and-glossary.md"

ANSWERABLE = [
    # ---------------------------------------------------------------- Mongol empire: PDF
    (MO, M1, "exact_term", "where did the tatars live before chinggis khan",
     ["The Tatars lived near the Buir Nor lakes in the east"]),
    (MO, M1, "how_why", "why did the jin pay steppe tribes to raid each other",
     ["so that none grew strong enough to threaten the frontier"]),
    (MO, M1, "paraphrase", "how quickly could a mongol family pack up their tent",
     ["loaded onto carts in about an hour"]),
    (MO, M1, "definition_tail", "what did the tatars do to temujin's father yesugei",
     ["who recognised him as an old enemy and poisoned his food"]),
    (MO, M1, "exact_term", "who hid temujin after he escaped from the tayichiud",
     ["was hidden by a family of the Suldus clan, led by Sorqan Shira"]),
    (MO, M1, "exact_term", "¿Qué regalo le dio Temujin a Toghrul cuando se casó con Borte?",
     ["presented the black sable coat of her dowry to Toghrul"]),
    (MO, M1, "exact_term", "where did jamukha beat temujin around 1187",
     ["In about 1187 Jamukha defeated Temujin at Dalan Balzhut"]),
    (MO, M1, "paraphrase", "what was the oath at lake baljuna",
     ["swore a famous oath of loyalty by drinking its muddy water"]),
    (MO, M1, "list_item", "what was a mingghan",
     ["the mingghan, a unit of one thousand, whose commander was appointed by the khan"]),
    (MO, M1, "exact_term", "how many commanders of a thousand were named in 1206",
     ["he named 95 commanders of a thousand"]),
    (MO, M1, "how_why", "why did commanders' sons serve in the keshig",
     ["so the guard also served as a way to keep their families loyal"]),
    (MO, M1, "exact_term", "who taught the uighur script to the khan's sons",
     ["a captured Uighur official named Tatar Tonga taught the Uighur script"]),
    (MO, M1, "exact_term", "Sous quelle forme le texte de l'Histoire secrète des Mongols nous est-il parvenu ?",
     ["it survives in a Chinese transcription made under the Ming dynasty"]),
    (MO, M1, "paraphrase", "what went wrong when the mongols tried to flood the tangut capital",
     ["the dyke burst and flooded the Mongol camp instead"]),
    (MO, M1, "how_why", "how did jalal al-din get away at the indus",
     ["riding his horse off a high bank and swimming the river"]),
    (MO, M1, "definition_tail", "how did they keep chinggis khan's grave secret",
     ["horses were driven over the grave to hide it"]),
    # ---------------------------------------------------------------- Mongol empire: slides
    (MO, M2, "exact_term", "how many spare horses did a mongol rider take on campaign",
     ["A warrior usually rode with a string of three to five spare horses"]),
    (MO, M2, "how_why", "how was the mongol bow drawn",
     ["Drawn with a thumb ring rather than the fingers"]),
    (MO, M2, "exact_term", "what was the range of the composite bow",
     ["Effective range often put at about 200 to 300 metres"]),
    (MO, M2, "how_why", "why did mongol soldiers wear silk under their armour",
     ["A silk undershirt was said to help when pulling out arrows"]),
    (MO, M2, "list_item", "what happened if someone let an animal out of the hunting ring",
     ["Letting an animal escape through the line was punished"]),
    (MO, M2, "exact_term", "what is a feigned retreat",
     ["drew enemy knights into pursuit and then into an ambush"]),
    (MO, M2, "how_why", "Wie gaben mongolische Kommandeure in der Nacht ihre Befehle?",
     ["Commanders directed units with flags by day and lanterns by night"]),
    (MO, M2, "list_item", "what happened to cities that gave up straight away",
     ["Cities that surrendered at once were usually spared, apart from heavy tribute"]),
    (MO, M2, "table_row", "where did the mongol army get its remounts",
     ["Spare horses of each soldier and captured herds"]),
    (MO, M2, "how_why", "why did the mongols like to invade russia in winter",
     ["frozen rivers became roads for cavalry"]),
    (MO, M2, "how_why", "why didnt the mongols take novgorod",
     ["Spring mud turned the army back about 100 km short of Novgorod"]),
    (MO, M2, "exact_term", "who lost the battle of legnica",
     ["Duke Henry II of Silesia was defeated and killed"]),
    (MO, M2, "list_item", "apart from ogedei dying, why did the mongols leave hungary",
     ["losses, poor grazing in Hungary, and a wet spring"]),
    (MO, M2, "paraphrase", "how did they execute the last abbasid caliph",
     ["reportedly rolled in a carpet and trampled by horses"]),
    (MO, M2, "exact_term", "who beat kitbuqa in 1260",
     ["the Mamluks of Egypt under Qutuz and Baybars defeated it at Ain Jalut"]),
    (MO, M2, "exact_term", "¿Cuándo se rindió Hangzhou, la capital de los Song?",
     ["The Song capital Hangzhou surrendered in 1276"]),
    (MO, M2, "table_row", "on slide 26, where was the kalka river battle",
     ["Steppe north of the Sea of Azov"]),
    # ---------------------------------------------------------------- Mongol empire: DOCX
    (MO, M3, "exact_term", "who stopped ogedei from turning north china into pasture",
     ["His Khitan adviser Yelu Chucai is said to have talked him out"]),
    (MO, M3, "paraphrase", "how big did rubruck think karakorum was",
     ["thought it smaller than the French village of Saint-Denis"]),
    (MO, M3, "exact_term", "what was the yam",
     ["Riders carrying orders changed horses at stations placed roughly 30 to 50 km apart"]),
    (MO, M3, "exact_term", "what was a paiza made of",
     ["a tablet of wood, silver or gold that showed the bearer's rank"]),
    (MO, M3, "how_why", "why were there riots in novgorod in the 1250s",
     ["riots broke out in Novgorod when the census-takers arrived"]),
    (MO, M3, "list_item", "what was the tamgha tax",
     ["a tax on trade, usually a small share of the value"]),
    (MO, M3, "exact_term", "what did the rus call the darughachi",
     ["the same office was known by the Turkic name basqaq"]),
    (MO, M3, "exact_term", "what was an ortogh",
     ["Princes and khans invested silver with merchant partners known as ortogh"]),
    (MO, M3, "table_row", "what did uighur scribes do in the empire",
     ["Writing, records and early administration"]),
    (MO, M3, "exact_term", "Quale lingua serviva come lingua del commercio dall'Iran alla Cina?",
     ["especially Persian, which served as a language of trade from Iran to China"]),
    (MO, M3, "paraphrase", "what happened when gaykhatu brought in paper money",
     ["the markets of Tabriz closed in protest"]),
    (MO, M3, "how_why", "how did the religious debate in 1254 end",
     ["ended with the participants drinking heavily rather than with anyone converting"]),
    (MO, M3, "how_why", "why do some people think marco polo never went to china",
     ["he does not mention tea, foot-binding or the Great Wall"]),
    (MO, M3, "paraphrase", "how did the mongols supposedly spread plague into caffa",
     ["hurled the corpses of the dead over the walls with catapults"]),
    (MO, M3, "list_item", "Quem escreveu o livro de Marco Polo, e onde?",
     ["written down in a Genoese prison by Rustichello of Pisa"]),
    # ---------------------------------------------------------------- Mongol empire: HTML
    (MO, M4, "exact_term", "when did the civil war between kublai and ariq boke end",
     ["the civil war that followed lasted until Ariq Boke surrendered in 1264"]),
    (MO, M4, "list_item", "who ruled the golden horde",
     ["the Golden Horde on the western steppe, ruled by the descendants of Jochi"]),
    (MO, M4, "exact_term", "what does the name yuan mean",
     ['a Chinese dynastic name that means "origin" or "primal"']),
    (MO, M4, "paraphrase", "is xanadu a real place",
     ["its name reached English through Coleridge's poem as Xanadu"]),
    (MO, M4, "table_row", "who were the nan ren",
     ["Southerners, the former subjects of the Song"]),
    (MO, M4, "exact_term", "when did the yuan bring back the civil service exams",
     ["were suspended and not held again until 1315"]),
    (MO, M4, "exact_term", "who designed the phags-pa script and when",
     ["the Tibetan monk Phags-pa, designed a new square script in 1269"]),
    (MO, M4, "exact_term", "what does ilkhan mean",
     ['took the title ilkhan, "subordinate khan", to show respect for his brother']),
    (MO, M4, "how_why", "why didnt timur take the title of khan",
     ["since he was not a descendant of Chinggis Khan"]),
    (MO, M4, "exact_term", "what was the yarlik",
     ["to receive a patent, the yarlik, that confirmed their right to rule"]),
    (MO, M4, "how_why", "how did moscow do well out of mongol rule",
     ["by collecting tribute for the khan, they gained wealth and power over their rivals"]),
    (MO, M4, "paraphrase", "what actually happened at the ugra river in 1480",
     ["faced each other across the Ugra River for weeks and then withdrew without a battle"]),
    (MO, M4, "table_row", "when did the chagatai khanate's rulers become muslim",
     ["Tarmashirin, in the 1320s"]),
    (MO, M4, "exact_term", "Wo lag die Hauptstadt der Goldenen Horde?",
     ["Its capital was Sarai on the lower Volga"]),
    # ---------------------------------------------------------------- Mongol empire: TXT
    (MO, M5, "code_block", "other spellings of subedei",
     ["Subedei Subotai, Subutai general of the western campaign"]),
    (MO, M5, "keyword", "genghis or chinggis?",
     ["Chinggis Khan Genghis Khan, Jenghiz Khan the popular English form is Genghis"]),
    (MO, M5, "code_block", "what did marco polo call khanbaliq",
     ["Khanbaliq Cambaluc, Dadu Marco Polo wrote Cambaluc"]),
    (MO, M5, "how_why", "which spelling do i use when i quote a source",
     ["keep its spelling inside the quotation marks and use the course spelling"]),
    (MO, M5, "list_item", "how was teb tenggeri killed",
     ["his back broken in a staged wrestling match"]),
    (MO, M5, "list_item", "what does the name jebe mean",
     ['his name means "arrow" or "weapon"']),
    (MO, M5, "list_item", "which khans was sorghaghtani beki the mother of",
     ["mother of Mongke, Kublai, Hulagu and Ariq Boke"]),
    (MO, M5, "list_item", "what did guyuk's letter to the pope say",
     ["demanding that the pope come in person to submit"]),
    (MO, M5, "code_block", "when did the jin dynasty finally fall",
     ["1234 final fall of the Jin dynasty at Caizhou"]),
    (MO, M5, "how_why", "can i trust the death toll for herat in the chronicles",
     ['treat the number as a way of saying "a very great many"']),
    (MO, M5, "paraphrase", "what did the digs at karakorum find",
     ["many archaeologists now think it was a Buddhist temple"]),
    (MO, M5, "paraphrase", "was the mongol army usually bigger than the enemy",
     ["The Mongol army was rarely larger than its enemies"]),
    (MO, M5, "exact_term", "Qui a visité le camp d'Uzbek Khan dans les années 1330 ?",
     ["the Moroccan traveller who visited the Golden Horde"]),
    # ---------------------------------------------------------------- Electric circuits: PDF
    (EC, E1, "exact_term", "how many electrons make one coulomb",
     ["It takes about 6.25 x 10^18 electrons to make up one coulomb"]),
    (EC, E1, "how_why", "does a circuit use up the charge",
     ["A circuit does not use up charge; it moves charge around a closed loop"]),
    (EC, E1, "exact_term", "which way does conventional current go",
     ["from the positive terminal of a supply, round the circuit, to the negative terminal"]),
    (EC, E1, "definition_tail", "if electrons are so slow why does the light come on instantly",
     ["travels round the circuit at close to the speed of light"]),
    (EC, E1, "code_block", "charger gives 0.5 A for 2 hours, how much charge",
     ["Q = I t = 0.50 A x 7200 s = 3600 C"]),
    (EC, E1, "exact_term", "what is a volt",
     ["one volt is one joule per coulomb"]),
    (EC, E1, "exact_term", "at what voltage does a silicon diode start to conduct",
     ["until the p.d. reaches about 0.6 to 0.7 V"]),
    (EC, E1, "code_block", "on page 3, what resistance does worked example 2 get",
     ["R = V / I = 5.0 V / 0.025 A = 200 ohm"]),
    (EC, E1, "code_block", "resistance of 20 m of copper wire 1.5 mm2",
     ["R = 3.4 x 10^-7 / 1.5 x 10^-6 = 0.23 ohm"]),
    (EC, E1, "how_why", "why do power lines use aluminium if copper conducts better",
     ["it is far lighter and cheaper for the same resistance"]),
    (EC, E1, "exact_term", "yellow violet red gold resistor value",
     ["that is 4700 ohm or 4.7 kilohm, within 5 percent"]),
    (EC, E1, "list_item", "how do you connect an ammeter",
     ["it is connected in series with it, in the same loop"]),
    (EC, E1, "code_block", "terminal pd in the loaded cell example",
     ["Terminal p.d. = 1.5 - 0.25 = 1.25 V"]),
    (EC, E1, "how_why", "why can a car battery start the engine when 8 AA cells cant",
     ["Its internal resistance is very small, around 0.01 ohm"]),
    (EC, E1, "exact_term", "¿Cómo se dibuja un fusible en un diagrama de circuito?",
     ["the fuse (a rectangle with a line through its length)"]),
    # ---------------------------------------------------------------- Electric circuits: slides
    (EC, E2, "code_block", "voltage across the 680 ohm resistor in the series example",
     ["V across 680 ohm = 0.012 x 680 = 8.16 V"]),
    (EC, E2, "how_why", "why are houses wired in parallel",
     ["One branch can be switched off without affecting the others"]),
    (EC, E2, "code_block", "total current from the supply in the 6 ohm and 3 ohm parallel example",
     ["I_total = 6.0 / 2.0 = 3.0 A"]),
    (EC, E2, "table_row", "series circuit one lamp fails what happens",
     ["All lamps go out"]),
    (EC, E2, "how_why", "how do i simplify a circuit that is part series part parallel",
     ["Work from the inside out: replace each parallel group by its equivalent"]),
    (EC, E2, "exact_term", "voltage divider formula",
     ["V_out = V_in x R2 / (R1 + R2), taken across R2"]),
    (EC, E2, "code_block", "what does the divider output drop to with the 5 kohm load",
     ["V_out falls to 9.0 x 2.5 / 12.5 = 1.8 V"]),
    (EC, E2, "how_why", "what's a shunt resistor in an ammeter for",
     ["to carry most of the current past the meter"]),
    (EC, E2, "exact_term", "when did kirchhoff come up with his laws",
     ["Gustav Kirchhoff stated his two circuit laws in 1845, while still a student"]),
    (EC, E2, "how_why", "why is kirchhoff's current law true",
     ["charge cannot pile up at a junction"]),
    (EC, E2, "exact_term", "i got a negative current, what does that mean",
     ["A negative answer just means the current flows the other way"]),
    (EC, E2, "code_block", "Dans l'exemple à deux mailles, quel est le potentiel du rail supérieur ?",
     ["9 = 1.75 V -> V = 5.14 V"]),
    (EC, E2, "code_block", "on slide 19, is the 4 V cell charging or discharging",
     ["I2 = -1.14 A (the 4 V cell is being charged)"]),
    (EC, E2, "how_why", "how do you find the thevenin resistance",
     ["with the sources replaced by their internal resistances"]),
    (EC, E2, "exact_term", "who really described the wheatstone bridge first",
     ["Samuel Hunter Christie described it ten years earlier"]),
    (EC, E2, "list_item", "Wie viele Dehnungsmessstreifen hat eine digitale Personenwaage?",
     ["Digital bathroom scales use four strain gauges in a bridge"]),
    (EC, E2, "list_item", "crossing a resistor with the current, rise or drop",
     ["Crossing a resistor in the direction of its current: a drop of I R"]),
    # ---------------------------------------------------------------- Electric circuits: DOCX
    (EC, E3, "worked_step", "what is the resistance of the kettle element",
     ["R = V / I = 230 / 8.7 = 26.4 ohm"]),
    (EC, E3, "worked_step", "max current through a 100 ohm quarter watt resistor",
     ["0.05 A, or 50 mA, before it runs too hot"]),
    (EC, E3, "worked_step", "how much does the fan heater cost to run for a month",
     ["The heater therefore costs 63.00 pounds to run for the month"]),
    (EC, E3, "worked_step", "how much energy does the fan heater use",
     ["Energy used = 2.5 kW x 3 h x 30 = 225 kWh"]),
    (EC, E3, "table_row", "where does the wasted energy go in a filament lamp",
     ["Heat from the hot filament"]),
    (EC, E3, "paraphrase", "what wattage led replaces an old 60 watt bulb",
     ["replaced by an LED lamp of about 8 W"]),
    (EC, E3, "how_why", "why send electricity at high voltage",
     ["halving the current cuts the losses to a quarter"]),
    (EC, E3, "list_item", "what colour is the neutral wire",
     ["the neutral wire, blue, which completes the circuit"]),
    (EC, E3, "how_why", "why does the fuse go in the live wire",
     ["the appliance is no longer connected to the high potential"]),
    (EC, E3, "worked_step", "which fuse should a 1.2 kW hairdryer have",
     ["so the 13 A fuse is the right choice"]),
    (EC, E3, "how_why", "how does an rcd know there is a fault",
     ["An RCD compares the current in the live and neutral wires"]),
    (EC, E3, "list_item", "how much current before you can't let go",
     ["the muscles clamp and the person may be unable to let go"]),
    (EC, E3, "exact_term", "Qual é a resistência da pele molhada?",
     ["wet skin can drop to about 1000 ohm"]),
    (EC, E3, "list_item", "why shouldnt you put an ammeter straight across the supply",
     ["its very low resistance makes a short circuit"]),
    # ---------------------------------------------------------------- Electric circuits: HTML
    (EC, E4, "how_why", "does charge go across the gap in a capacitor",
     ["so the plates gain equal and opposite charges; no charge crosses the gap"]),
    (EC, E4, "list_item", "how does the gap between the plates affect capacitance",
     ["bringing the plates closer together"]),
    (EC, E4, "table_row", "what is barium titanate used for",
     ["Small ceramic disc capacitors"]),
    (EC, E4, "how_why", "does it matter which way round an electrolytic capacitor goes",
     ["They are polarised: they must be connected the right way round"]),
    (EC, E4, "how_why", "where does the half in the capacitor energy formula come from",
     ["the energy is the area of the triangle under it"]),
    (EC, E4, "code_block", "energy stored in 470 uF at 12 V",
     ["0.5 x 470 x 10^-6 x 144 = 0.0338 J"]),
    (EC, E4, "exact_term", "how do capacitors combine in parallel",
     ["In parallel, the capacitances add: C_total = C1 + C2"]),
    (EC, E4, "exact_term", "what percentage is left after one time constant of discharge",
     ["fall to 1/e of its starting value, that is to about 37 percent"]),
    (EC, E4, "exact_term", "how long until a capacitor is fully charged",
     ["a capacitor is treated as fully charged or fully discharged after five time constants"]),
    (EC, E4, "code_block", "time constant for 100 uF and 47 kohm",
     ["tau = R C = 47 x 10^3 x 100 x 10^-6 = 4.7 s"]),
    (EC, E4, "code_block", "voltage after 10 s in the discharge example",
     ["9.0 x e^(-2.13) = 9.0 x 0.119 = 1.07 V"]),
    (EC, E4, "list_item", "how do defibrillators use capacitors",
     ["store up to a few hundred joules and release them through the patient's chest"]),
    (EC, E4, "how_why", "safe way to discharge a big capacitor",
     ["discharge capacitors through a suitable resistor, never by shorting them with a screwdriver"]),
    (EC, E4, "how_why", "¿Por qué el flash de una cámara usa un condensador?",
     ["giving a far greater power than the battery could supply directly"]),
    (EC, E4, "exact_term", "equation for the voltage on a charging capacitor",
     ["follows V = V0 (1 - e^(-t/RC))"]),
    # ---------------------------------------------------------------- Electric circuits: MD
    (EC, E5, "exact_term", "period of the 50 hz mains",
     ["the period is 1 / 50 = 0.02 s, or 20 ms"]),
    (EC, E5, "exact_term", "what does rms actually mean",
     ["the steady direct current that would produce the same heating in a resistor"]),
    (EC, E5, "exact_term", "peak voltage of 230 V mains",
     ["a peak value of 230 x 1.414 = 325 V"]),
    (EC, E5, "worked_step", "how do you read the peak off an oscilloscope",
     ["the Y-gain on 2 V/div has a peak of 6.0 V"]),
    (EC, E5, "exact_term", "what does CIVIL stand for",
     ['"CIVIL": in a C, I leads V; V leads I in an L']),
    (EC, E5, "how_why", "why wont a transformer work on dc",
     ["a steady current makes an unchanging field, which induces nothing in the secondary"]),
    (EC, E5, "code_block", "how many secondary turns for 12 V from 230 V with 4600 primary turns",
     ["4600 x 12 / 230 = 240 turns"]),
    (EC, E5, "code_block", "reactance of the 10 uF capacitor at 5 kHz",
     ["At 5 kHz instead: X_C = 318 / 100 = 3.18 ohm"]),
    (EC, E5, "code_block", "peak of a 12 V rms supply",
     ["12 x 1.414 = 16.97 V, about 17 V peak"]),
    (EC, E5, "code_block", "what does nano mean",
     ["nano n 10^-9 a 100 nF ceramic capacitor"]),
    (EC, E5, "exact_term", "what is a siemens",
     ["the unit of conductance, equal to one reciprocal ohm"]),
    (EC, E5, "exact_term", "difference between a node and a junction",
     ["a junction is a node where three or more meet"]),
    (EC, E5, "exact_term", "Quanto era lunga la linea di trasmissione da Lauffen a Francoforte?",
     ["from Lauffen to Frankfurt in 1891, carried power about 175 km"]),
    (EC, E5, "exact_term", "who was on which side in the war of the currents",
     ["set Thomas Edison, who promoted DC supply, against George Westinghouse and Nikola Tesla"]),
]

# Near-topic questions that no course file answers, with search terms (regular expressions,
# matched case-insensitively with word boundaries) that must not occur in any file of the course.
UNANSWERABLE = [
    (MO, "how big were the armies at the battle of mohi",
     [r"Mohi.{0,120}\d[\d,]* (?:men|soldiers|riders|horsemen)", r"70,000", r"15,000"]),
    (MO, "how many km a day could a mongol army ride",
     [r"km a day", r"km per day", r"miles a day", r"\d+ km in a day"]),
    (MO, "how long did the big mongol hunts last",
     [r"three months", r"hunts? (?:could )?last", r"nerge.{0,80}(?:weeks|months)"]),
    (MO, "was baybars ever a slave", [r"slaves?", r"Baybars.{0,80}(?:sold|bought|Kipchak)"]),
    (MO, "when was kublai khan born", [r"Kublai.{0,60}born", r"born.{0,40}Kublai"]),
    (MO, "how many people lived in karakorum",
     [r"Karakorum.{0,150}(?:population|inhabitants|people lived)", r"population of Karakorum"]),
    (MO, "when did chagatai die", [r"Chagatai.{0,60}died", r"death of Chagatai"]),
    (MO, "how many people were killed when baghdad fell",
     [r"Baghdad.{0,150}(?:\d[\d,]* (?:people|dead|killed)|death toll)", r"800,000", r"200,000"]),
    (MO, "what was marco polo's father called", [r"Niccolo", r"Marco Polo's father", r"father.{0,40}Polo"]),
    (MO, "how many ships were in the first invasion of japan in 1274",
     [r"1274 (?:a )?fleet of \d", r"fleet of \d[\d,]* (?:ships|vessels)", r"\d[\d,]* ships"]),
    (MO, "how long did the siege of caffa last",
     [r"Caffa.{0,150}(?:years?|months?) ", r"siege.{0,40}lasted"]),
    (MO, "¿Cuántos habitantes tenía Dadu (Khanbaliq) en tiempos de Kublai?",
     [r"Dadu.{0,150}(?:population|inhabitants)", r"Khanbaliq.{0,150}(?:population|inhabitants)"]),
    (MO, "Em que ano morreu Borte?", [r"Borte died", r"death of Borte", r"Borte.{0,20}died"]),
    (MO, "Combien de stations comptait le yam ?",
     [r"\d[\d,]* (?:yam |relay )?stations", r"stations.{0,30}in (?:all|total)"]),
    (MO, "who became emperor after kublai died",
     [r"Temur Oljeitu", r"succeeded Kublai", r"Kublai's (?:grandson|successor|heir)"]),
    (MO, "how many soldiers did batu take into europe",
     [r"Batu.{0,120}\d[\d,]* (?:men|tumens|soldiers)", r"tumens"]),
    (MO, "how do i make a paper aeroplane", [r"paper aeroplane", r"paper airplane"]),
    (MO, "what is the capital of australia", [r"Australia", r"Canberra"]),
    (EC, "how old was kirchhoff when he came up with his laws",
     [r"aged? \d+", r"\d+ years old", r"Kirchhoff.{0,80}\b21\b"]),
    (EC, "what resistance does a typical strain gauge have",
     [r"120 ohm", r"350 ohm", r"strain gauges?.{0,80}\d+ ohm"]),
    (EC, "when was norton's theorem published", [r"Norton", r"1926"]),
    (EC, "what is the resistivity of gold", [r"\bgold\b.{0,40}10\^", r"Gold \d"]),
    (EC, "what is the resistivity of tungsten", [r"tungsten"]),
    (EC, "what is the mains voltage in japan", [r"Japan", r"100 V"]),
    (EC, "what capacitance does a supercapacitor have", [r"supercapacitors?", r"ultracapacitors?"]),
    (EC, "what is the time constant of an rl circuit", [r"L / R", r"L/R", r"RL circuits?"]),
    (EC, "who invented the oscilloscope", [r"Braun", r"oscilloscope.{0,80}(?:invented|1897)"]),
    (EC, "how efficient is a small electric motor",
     [r"small (?:electric )?motors?", r"motors?.{0,40}(?:60|70|75|80) percent"]),
    (EC, "how much does 1 kwh of electricity cost in the us", [r"cents?", r"dollars?"]),
    (EC, "who is the henry unit named after", [r"Joseph Henry", r"named after.{0,40}Henry"]),
    (EC, "¿Cuál es la resistividad del hierro?", [r"\biron\b.{0,60}10\^", r"Iron \d"]),
    (EC, "Quelle est la tension du réseau électrique en Australie ?", [r"Australia"]),
    (EC, "Wer hat den Thermistor erfunden?",
     [r"thermistors?.{0,80}(?:invented|discovered|patented)", r"silver sulphide"]),
    (EC, "Qual é a resistência interna de uma pilha AA alcalina?",
     [r"AA.{0,120}\d+(?:\.\d+)? ohm", r"alkaline.{0,80}ohm"]),
    (EC, "how do i tie a bowline knot", [r"bowline", r"knots?"]),
    (EC, "who wrote pride and prejudice", [r"Austen", r"Pride and Prejudice"]),
]

# Unanswerable questions whose answer sits only in a deck's speaker notes (not course content).
NOTES_ONLY = {
    "how big were the armies at the battle of mohi": (MO, M2, r"15,000 to 70,000"),
    "how many km a day could a mongol army ride": (MO, M2, r"100 km a day"),
    "how long did the big mongol hunts last": (MO, M2, r"three months"),
    "was baybars ever a slave": (MO, M2, r"sold as a slave"),
    "how old was kirchhoff when he came up with his laws": (EC, E2, r"He was 21"),
    "what resistance does a typical strain gauge have": (EC, E2, r"120 ohm or 350 ohm"),
    "when was norton's theorem published": (EC, E2, r"Norton's theorem, from 1926"),
}

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (MO, "what is kirchhoff's current law", [r"Kirchhoff"]),
    (MO, "how does a residual current device work", [r"RCD", r"residual current"]),
    (MO, "what is the time constant of an rc circuit", [r"time constant"]),
    (EC, "who was kublai khan", [r"Kublai"]),
    (EC, "what was the yam relay system", [r"\byam\b"]),
    (EC, "what happened at the battle of ain jalut", [r"Ain Jalut"]),
]

SEED = 20260138

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
        final.append({"id": f"ab38-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
