"""Write questions.jsonl from the hand-written questions below (set 40).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the gold snippet is looked up
automatically (pdfminer text through pdfplumber for PDFs, python-pptx text for PowerPoint decks);
check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 11") uses the page / slide number. PowerPoint
decks count the title slide as slide 1. rows() asserts that the number in the question is the
page or slide where the gold was found.

Speaker notes ('%% ' lines in the slide sources) are not course content. A few unanswerable
questions (NOTES_ONLY) are answered only in a deck's speaker notes; check.py confirms that their
terms occur in the notes and in no course text.

New in set 40: each course has a teacher-only answer-key section inside one file (KEY_SECTIONS,
from the given heading to the end of the file's paragraphs). It is not course content: no gold
may lie in it, unanswerable terms are searched outside it, and a few unanswerable questions
(KEY_ONLY) are answered only inside it.

Run build.py first.
"""
import json
import random
import re
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
FM = "fluid-mechanics"
SR = "silk-road"

F1 = "01-pressure-and-buoyancy.pdf"
F2 = "02-continuity-and-bernoulli-slides.pptx"
F3 = "03-viscosity-and-reynolds-number.docx"
F4 = "04-pipe-flow-losses.html"
F5 = "05-pumps-and-pipe-systems.md"
F6 = "06-study-notes-and-faq.txt"
S1 = "01-routes-and-geography.pdf"
S2 = "02-cities-and-goods-slides.pptx"
S3 = "03-religions-on-the-road.docx"
S4 = "04-empires-and-the-mongol-peace.html"
S5 = "05-travellers-on-the-silk-roads.md"
S6 = "06-decline-timeline-and-study-notes.txt"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates);
#                    for a two-sentence definition the gold may be taken from the second sentence
#   keyword          a bare keyword or very short query ("heavenly horses")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list (after a lead-in)
#   table_row        the answer is one table cell / row (also fixed-width table and timeline lines)
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the part of a definition or sentence that falls after a page break
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no course text answers it (some are answered only
#                    in speaker notes or in a teacher-only answer key, which are not course text)
#   other_course     answered only by the other course of this set

A = [
    # ---------------- Fluid mechanics: 01 pressure and buoyancy (PDF)
    (FM, F1, "exact_term", "whats the definition of a fluid",
     "keeps deforming for as long as a shear stress acts on it"),
    (FM, F1, "how_why", "why does water take the shape of the glass its in",
     "A fluid cannot do that, which is why water takes the shape of its glass"),
    (FM, F1, "paraphrase", "how small is one pascal really, like an example",
     "a sheet of paper lying flat on a desk presses down with roughly one pascal"),
    (FM, F1, "keyword", "hydrostatic paradox",
     "Only the depth matters, not the shape of the container."),
    (FM, F1, "code_block", "diver 12 m down in a lake, whats the absolute pressure",
     "absolute pressure = 101.3 kPa + 117.7 kPa = 219.0 kPa"),
    (FM, F1, "exact_term", "how do u get absolute pressure from gauge pressure",
     "absolute pressure equals gauge pressure plus atmospheric pressure"),
    (FM, F1, "how_why", "why do barometers use mercury and not water",
     "a water barometer would need a tube more than 10 m tall"),
    (FM, F1, "worked_step", "on page 2, the manometer with 0.25 m difference in water, what pressure is that",
     "1000 x 9.81 x 0.25 = 2.45 kPa"),
    (FM, F1, "code_block", "hydraulic jack example: force on the big piston?",
     "force on large piston = 2.5e5 Pa x 200e-4 m^2 = 5000 N"),
    (FM, F1, "worked_step", "if the small piston goes down 10 cm how far does the big one go up",
     "If the small piston moves down 10 cm, the large one rises only 1 mm"),
    (FM, F1, "list_item", "what happens if something has the same density as the water around it",
     "the object stays wherever it is put"),
    (FM, F1, "code_block", "how deep does the pine block sink in the water",
     "depth below the waterline = 0.60 x 0.10 m = 0.060 m = 6.0 cm"),
    (FM, F1, "code_block", "Wie viel zeigt die Federwaage bei der Stahlkugel unter Wasser an?",
     "balance reading = 7.70 - 0.981 = 6.72 N (the apparent weight)"),
    (FM, F1, "how_why", "how can a steel ship float if steel is denser than water",
     "its hull encloses a large volume of air"),
    (FM, F1, "table_row", "¿Cuál es la densidad del agua de mar en el curso?",
     "Sea water 1025 varies with salt content"),
    # ---------------- Fluid mechanics: 02 continuity and Bernoulli (slides)
    (FM, F2, "exact_term", "what is a streamline",
     "A streamline is a line drawn so that it is tangent to the velocity"),
    (FM, F2, "exact_term", "1 L/s in m3/s?",
     "one litre per second is 0.001 m^3/s"),
    (FM, F2, "exact_term", "continuity equation when the density changes (gas)",
     "For a gas whose density changes: rho1 A1 v1 = rho2 A2 v2"),
    (FM, F2, "code_block", "garden hose 20mm to 5mm nozzle, how fast is the water at the nozzle",
     "speed at nozzle v2 = 16 x 1.5 = 24 m/s"),
    (FM, F2, "how_why", "why does blood go slower in capillaries when they are so thin",
     "their combined cross-section is far larger than the aorta's"),
    (FM, F2, "keyword", "bernoulli equation",
     "p + 1/2 rho v^2 + rho g h = constant"),
    (FM, F2, "list_item", "can i use bernoulli for air or only water",
     "liquids, or gases below about Mach 0.3"),
    (FM, F2, "exact_term", "what is the velocity head",
     "velocity head v^2 / (2 g)"),
    (FM, F2, "how_why", "how does a venturi meter measure flow without moving parts",
     "Measuring the pressure drop gives the flow rate, with no moving parts"),
    (FM, F2, "code_block", "on slide 11 what flow rate do they get in the end",
     "Q = (pi x 0.05^2) x 1.41 = 0.0111 m^3/s = 11.1 L/s"),
    (FM, F2, "exact_term", "torricellis law?",
     "leaves at v = sqrt(2 g h)"),
    (FM, F2, "code_block", "tank with hole 1.8 m below the surface how fast does water come out",
     "v = sqrt(2 x 9.81 x 1.8) = sqrt(35.3) = 5.94 m/s"),
    (FM, F2, "worked_step", "pitot tube with 3.0 kPa dynamic pressure what airspeed",
     "gives v = sqrt(5000) = 70.7 m/s"),
    (FM, F2, "how_why", "is the equal transit time explanation of lift right",
     "must arrive at the back at the same time is false"),
    (FM, F2, "how_why", "why does the shower curtain get pulled in towards me",
     "the moving spray lowers the air pressure inside"),
    (FM, F2, "table_row", "when does bernoulli fail compared to continuity",
     "Friction, pumps or turbines matter"),
    (FM, F2, "list_item", "biggest mistake with continuity diameters?",
     "Using the diameter ratio instead of the area ratio in continuity."),
    (FM, F2, "list_item", "Que se passe-t-il quand deux bateaux naviguent côte à côte ?",
     "Two ships sailing close side by side are drawn together."),
    # ---------------- Fluid mechanics: 03 viscosity and Reynolds number (DOCX)
    (FM, F3, "exact_term", "define viscosity",
     "the internal friction between layers of fluid that slide past each other"),
    (FM, F3, "exact_term", "what is a centipoise",
     "one centipoise equals one millipascal second"),
    (FM, F3, "exact_term", "kinematic viscosity meaning",
     "how quickly momentum spreads through the fluid rather than how thick the fluid feels"),
    (FM, F3, "how_why", "why does syrup pour faster when its warm",
     "its molecules escape each other's attraction more easily"),
    (FM, F3, "how_why", "why do gases get more viscous when they heat up, isnt that backwards",
     "faster molecules carry more momentum between the layers"),
    (FM, F3, "table_row", "how much more viscous is glycerine than water",
     "about 1500 times water"),
    (FM, F3, "exact_term", "no slip condition",
     "the speed in a pipe is zero at the wall and greatest on the centreline"),
    (FM, F3, "list_item", "is ketchup newtonian or not",
     "become runnier the harder they are stirred or shaken"),
    (FM, F3, "list_item", "A pasta de dentes é um fluido de que tipo?",
     "do not flow at all until the stress passes a threshold"),
    (FM, F3, "exact_term", "what does the reynolds number actually compare",
     "The Reynolds number compares the inertial forces in a flow with the viscous forces."),
    (FM, F3, "paraphrase", "what did reynolds see with the dye when the water was slow",
     "At low speed the dye stayed as a straight thread"),
    (FM, F3, "list_item", "above what reynolds number is pipe flow turbulent",
     "Re above about 4000: turbulent flow"),
    (FM, F3, "exact_term", "in laminar flow how does the centre speed compare to the average",
     "the centreline speed is twice the average"),
    (FM, F3, "worked_step", "reynolds number for water at 0.8 m/s in a 25 mm pipe",
     "For water, Re = 0.80 x 0.025 / 1.0e-6 = 20 000."),
    (FM, F3, "worked_step", "and the oil in the same pipe, laminar or turbulent?",
     "so the oil flow is laminar: same pipe, same speed, opposite regimes"),
    # ---------------- Fluid mechanics: 04 pipe flow losses (HTML)
    (FM, F4, "exact_term", "what is the head loss hL",
     "the energy per unit weight turned into heat by friction"),
    (FM, F4, "paraphrase", "difference between major and minor losses",
     "Minor losses come from fittings such as bends, valves, entrances and exits."),
    (FM, F4, "code_block", "darcy weisbach formula pls",
     "hf = f x (L / D) x v^2 / (2 g)"),
    (FM, F4, "how_why", "what happens to friction loss if i double the flow",
     "doubling the flow through the same pipe roughly quadruples the friction loss"),
    (FM, F4, "exact_term", "friction factor for laminar flow",
     "the friction factor depends only on the Reynolds number: f = 64 / Re"),
    (FM, F4, "how_why", "why doesnt roughness matter when the flow is laminar",
     "the smooth layers flow over the bumps on the wall"),
    (FM, F4, "exact_term", "what is the moody chart",
     "plots f against Re with one curve for each relative roughness"),
    (FM, F4, "table_row", "which pipe material is the smoothest",
     "Glass or drawn copper tubing"),
    (FM, F4, "worked_step", "in worked example 1 what friction factor do they read off",
     "Moody chart at Re = 2e5, e/D = 0.00045: f = 0.018"),
    (FM, F4, "code_block", "pressure drop in the steel main example",
     "1000 x 9.81 x 7.34 = 72.0 kPa"),
    (FM, F4, "table_row", "which fitting has a loss coefficient of 10",
     "Globe valve, fully open"),
    (FM, F4, "how_why", "why is K for a pipe exit 1.0",
     "all the kinetic energy of the jet is lost"),
    (FM, F4, "code_block", "total head loss once you add the fittings",
     "total head loss = 7.34 + 3.08 = 10.4 m"),
    (FM, F4, "code_block", "is the globe valve worse than the elbows",
     "the globe valve alone costs 2.04 m, more than all four elbows"),
    (FM, F4, "how_why", "if i double the diameter of a tube in laminar flow how much more flows",
     "lets sixteen times as much fluid through"),
    (FM, F4, "list_item", "ways to cut head loss in a building",
     "replace sharp elbows with long-radius bends"),
    (FM, F4, "how_why", "Perché il flusso turbolento perde più energia?",
     "the eddies themselves waste energy as they break down into smaller and smaller swirls"),
    # ---------------- Fluid mechanics: 05 pumps (Markdown)
    (FM, F5, "paraphrase", "how is a positive displacement pump different from a centrifugal one",
     "trap a fixed volume of fluid and push it along"),
    (FM, F5, "how_why", "why do you have to prime a centrifugal pump",
     "A centrifugal pump cannot suck air, so it must be primed"),
    (FM, F5, "paraphrase", "pump rated 30 m of head, what does that mean",
     "can lift water 30 m if there is no friction, whatever the pipe diameter"),
    (FM, F5, "code_block", "formula for hydraulic power",
     "P_hyd = rho g Q H"),
    (FM, F5, "exact_term", "how efficient are big centrifugal pumps",
     "Good large centrifugal pumps reach 80 to 90 percent"),
    (FM, F5, "code_block", "shaft power in the well to tank problem",
     "shaft power P_shaft = 3.92 kW / 0.70 = 5.61 kW"),
    (FM, F5, "worked_step", "what motor size would you choose for that pump",
     "choose the next motor size up, for example 7.5 kW"),
    (FM, F5, "exact_term", "what is the operating point of a pump",
     "The pump settles at the operating point where its curve crosses the system curve"),
    (FM, F5, "paraphrase", "two pumps in parallel vs series whats the difference",
     "Two identical pumps in parallel roughly double the flow at a given head"),
    (FM, F5, "code_block", "if i slow the pump by 20% what happens to the power",
     "cuts its power to 0.8^3 = 0.512 of the original"),
    (FM, F5, "exact_term", "when does cavitation happen",
     "the pressure at the pump inlet falls below the vapour pressure of the liquid"),
    (FM, F5, "paraphrase", "what does cavitation sound like",
     "making a noise like gravel rattling through the pump"),
    (FM, F5, "exact_term", "Wie hoch ist der Dampfdruck von Wasser bei 20 Grad?",
     "The vapour pressure of water is about 2.3 kPa at 20 degrees C"),
    (FM, F5, "exact_term", "how much bigger does NPSHa need to be than NPSHr",
     "with a safety margin of at least half a metre"),
    (FM, F5, "list_item", "can i throttle the pump on the suction side",
     "Never throttle a pump with a valve on its suction side"),
    (FM, F5, "exact_term", "shut-off head meaning",
     "the head a centrifugal pump gives with its delivery valve closed and no flow"),
    # ---------------- Fluid mechanics: 06 study notes (TXT)
    (FM, F6, "table_row", "who was henry darcy",
     "friction losses in the water pipes of Dijon"),
    (FM, F6, "table_row", "what is prandtl known for",
     "the boundary layer, a thin skin of slow fluid at a wall"),
    (FM, F6, "table_row", "how many pascals in one psi",
     "1 psi 6 895"),
    (FM, F6, "paraphrase", "quick rule for pressure with depth in water??",
     "every 10 m of water depth adds about one atmosphere of pressure"),
    (FM, F6, "how_why", "why r dams thicker at the bottom",
     "the lowest part of the wall has to hold back the largest force"),
    (FM, F6, "how_why", "why does a ship float higher in the sea than in a river",
     "Sea water is denser, so the ship has to push aside a smaller volume"),
    (FM, F6, "how_why", "could you drink with a straw on the moon",
     "the Moon has no atmosphere to do the pushing"),
    (FM, F6, "how_why", "if fast air has low pressure why does strong wind push me over",
     "its speed falls to zero and its pressure rises"),
    (FM, F6, "how_why", "why use head instead of pressure",
     "A head in metres works for any fluid and adds up directly with heights"),
    (FM, F6, "list_item", "does the reynolds number have units",
     "Quoting a Reynolds number with units; it has none."),
    (FM, F6, "paraphrase", "how fast does water normally go in a house pipe",
     "water in a house pipe moves at one or two metres per second"),

    # ---------------- Silk road: 01 routes and geography (PDF)
    (SR, S1, "exact_term", "who invented the name silk road",
     "The German geographer Ferdinand von Richthofen coined the term Seidenstrasse in 1877"),
    (SR, S1, "how_why", "why do historians say silk roads (plural)",
     "they were a shifting network of tracks, passes and ports"),
    (SR, S1, "how_why", "why did emperor wu send zhang qian west",
     "to look for the Yuezhi people, who had been driven out by the Xiongnu"),
    (SR, S1, "exact_term", "¿Cuánto tiempo estuvo Zhang Qian prisionero de los xiongnu?",
     "captured by the Xiongnu and held for about ten years"),
    (SR, S1, "exact_term", "what is the hexi corridor",
     "a strip of fertile land squeezed between the Qilian mountains"),
    (SR, S1, "exact_term", "what does taklamakan mean",
     "go in and you will not come out"),
    (SR, S1, "list_item", "which towns were on the northern route",
     "along the foot of the Tian Shan mountains through Turfan, Kucha and Aksu"),
    (SR, S1, "definition_tail", "when did the steppe route north of the tian shan get more important",
     "rulers kept it safe."),
    (SR, S1, "exact_term", "what was khotan famous for",
     "Khotan on the southern route was famous for its jade"),
    (SR, S1, "exact_term", "how high are the passes in the pamirs",
     "where passes lie above 4 000 m"),
    (SR, S1, "exact_term", "how much could a bactrian camel carry",
     "carries loads of roughly 150 to 250 kg"),
    (SR, S1, "exact_term", "how far did a caravan go in one day",
     "A caravan covered perhaps 30 to 40 km a day."),
    (SR, S1, "exact_term", "what is relay trade",
     "goods were sold on from merchant to merchant, city to city"),
    (SR, S1, "how_why", "on page 2, how did the monsoon work for ships",
     "The wind blows from the south-west in summer and from the north-east in winter"),
    (SR, S1, "table_row", "main dangers in the tarim basin",
     "sandstorms and lack of water"),
    (SR, S1, "table_row", "Quali erano i pericoli nell'Oceano Indiano?",
     "storms, shipwreck and pirates"),
    # ---------------- Silk road: 02 cities and goods (slides)
    (SR, S2, "how_why", "how did oasis rulers get rich",
     "Local rulers grew rich on tolls and on selling supplies to caravans."),
    (SR, S2, "exact_term", "how many people lived in changan under the tang",
     "it may have held around a million people"),
    (SR, S2, "exact_term", "what was the west market",
     "Its West Market housed foreign merchants"),
    (SR, S2, "exact_term", "oldest dated printed book",
     "a printed Diamond Sutra dated 868, the oldest dated printed book"),
    (SR, S2, "exact_term", "on slide 4, when was the library cave found",
     "A sealed Library Cave, found in 1900"),
    (SR, S2, "paraphrase", "where do the two routes round the desert join up again",
     "The northern and southern routes around the Taklamakan met again at Kashgar."),
    (SR, S2, "how_why", "how did papermaking get to samarkand",
     "papermaking is said to have spread here from captured Chinese craftsmen"),
    (SR, S2, "exact_term", "when was merv destroyed",
     "Destroyed by the Mongols in 1221"),
    (SR, S2, "exact_term", "who founded baghdad and when",
     "Founded in 762 by the Abbasid caliph al-Mansur as a round city"),
    (SR, S2, "paraphrase", "Comment les vers à soie sont-ils arrivés à Constantinople ?",
     "two monks are said to have smuggled silkworm eggs to Justinian inside hollow canes"),
    (SR, S2, "exact_term", "how long is the thread from one cocoon",
     "one cocoon can give several hundred metres of thread"),
    (SR, S2, "keyword", "sericulture",
     "sericulture, the raising of silkworms"),
    (SR, S2, "exact_term", "how much did rome spend on trade with the east",
     "the eastern trade cost Rome 100 million sesterces a year"),
    (SR, S2, "table_row", "where did the glassware come from",
     "Syria and the Roman world"),
    (SR, S2, "table_row", "where did paper come from in the goods table",
     "China, then Samarkand and Baghdad"),
    (SR, S2, "code_block", "when was paper first made in spain",
     "1150s paper made at Xativa in Spain"),
    (SR, S2, "how_why", "why did the han want horses from ferghana",
     "The Han wanted the strong horses of Ferghana for their cavalry."),
    (SR, S2, "keyword", "heavenly horses",
     "Chinese writers called them heavenly horses, said to sweat blood."),
    (SR, S2, "worked_step", "silk for 10 coins, five middlemen adding 30% each, final price?",
     "price at the end = 10 x 1.3^5 = 10 x 3.71 = 37 coins"),
    (SR, S2, "paraphrase", "which crops went east and which went west",
     "grapes and alfalfa went east, while peaches and apricots went west"),
    (SR, S2, "list_item", "did merchants go all the way from china to rome",
     "Merchants rarely travelled from China to Rome; goods changed hands many times."),
    # ---------------- Silk road: 03 religions (DOCX)
    (SR, S3, "list_item", "why were monasteries useful to merchants",
     "monasteries served travellers as inns, hospitals and even banks"),
    (SR, S3, "list_item", "why would a king switch religion",
     "to win allies, to unite their subjects or to gain literate officials"),
    (SR, S3, "paraphrase", "how did buddhism get from india to central asia",
     "reached Central Asia through Gandhara and the Kushan empire"),
    (SR, S3, "paraphrase", "the legend about buddhism coming to china",
     "a Han emperor who dreamt of a golden figure flying in from the west"),
    (SR, S3, "exact_term", "when were the bamiyan buddhas destroyed",
     "were destroyed by the Taliban in 2001"),
    (SR, S3, "exact_term", "who was kumarajiva",
     "a monk from Kucha with an Indian father"),
    (SR, S3, "exact_term", "what is syncretism",
     "the blending of beliefs, stories and images from different traditions"),
    (SR, S3, "exact_term", "Was ist ein Beispiel für Synkretismus an der Seidenstraße?",
     "shows the Buddha with wavy hair and Greek-style robes"),
    (SR, S3, "paraphrase", "what religion were most sogdians",
     "the faith of most Sogdian merchants"),
    (SR, S3, "exact_term", "what did mani teach",
     "the world was a battle between light and darkness"),
    (SR, S3, "exact_term", "when did manichaeism become a state religion",
     "In 762 the ruler of the Uyghur khaganate made Manichaeism the state religion"),
    (SR, S3, "exact_term", "when did the first christian missionaries reach china",
     "Its missionaries reached the Tang capital in 635"),
    (SR, S3, "exact_term", "what languages are on the tablet from 781",
     "records the church's history in Chinese, with a few lines in Syriac"),
    (SR, S3, "exact_term", "when did kashgar become muslim",
     "The Karakhanid rulers of Kashgar became Muslim in the tenth century"),
    (SR, S3, "table_row", "trace of judaism on the silk road",
     "the Jewish community of Kaifeng"),
    (SR, S3, "paraphrase", "did the tang always tolerate buddhism",
     "In 845 the Tang emperor Wuzong ordered thousands of Buddhist monasteries closed"),
    # ---------------- Silk road: 04 empires (HTML)
    (SR, S4, "exact_term", "what was heqin",
     "with marriage alliances, a policy called heqin"),
    (SR, S4, "exact_term", "when did the han set up the protectorate in the west",
     "the Han set up the Protectorate of the Western Regions in 60 BC"),
    (SR, S4, "paraphrase", "what gods are on kushan coins",
     "their coins carry Greek, Indian and Persian gods side by side"),
    (SR, S4, "how_why", "why did gan ying turn back",
     "Parthian sailors told him the crossing could take two years"),
    (SR, S4, "exact_term", "when did the sasanians replace the parthians",
     "who replaced the Parthians in 224"),
    (SR, S4, "how_why", "why did the tang lose at talas",
     "was defeated after its Karluk allies changed sides"),
    (SR, S4, "how_why", "why was the an lushan rebellion bad for the silk road",
     "forced the Tang to pull its garrisons out of the west"),
    (SR, S4, "exact_term", "how big was the mongol empire",
     "stretching at its height from Korea to Hungary"),
    (SR, S4, "list_item", "what was the yam",
     "a network of relay stations with fresh horses"),
    (SR, S4, "list_item", "O que era uma paiza?",
     "a metal tablet of authority, gave its holder safe passage"),
    (SR, S4, "list_item", "ortogh??",
     "merchants' partnerships called ortogh were backed by Mongol princes"),
    (SR, S4, "code_block", "how much faster was the yam than a caravan",
     "400 / 30 = about 13 times faster than a caravan"),
    (SR, S4, "table_row", "what role did the parthians play in the table",
     "blocked direct contact between Rome and China"),
    (SR, S4, "table_row", "what was the tang role in the trade",
     "ruled the Tarim basin until the 750s"),
    (SR, S4, "exact_term", "when did the ilkhanate break up",
     "in Persia the Ilkhanate broke up after 1335"),
    (SR, S4, "exact_term", "into how many khanates did the mongol empire split",
     "By the 1260s the empire had split into four khanates"),
    # ---------------- Silk road: 05 travellers (Markdown)
    (SR, S5, "how_why", "why did faxian go to india",
     "to find complete copies of the Buddhist monastic rules"),
    (SR, S5, "paraphrase", "how did faxian get home",
     "came home by sea by way of Sri Lanka, landing in 412"),
    (SR, S5, "how_why", "why did xuanzang leave without permission",
     "because the Tang frontier was closed to travellers at the time"),
    (SR, S5, "exact_term", "when did xuanzang get back to changan",
     "returned to Chang'an in 645, bringing back hundreds of Buddhist texts"),
    (SR, S5, "list_item", "whats the name of xuanzang's book",
     "the Great Tang Records on the Western Regions describes more than a hundred kingdoms"),
    (SR, S5, "keyword", "journey to the west novel",
     "in which a monkey king escorts the pilgrim"),
    (SR, S5, "paraphrase", "who sent william of rubruck and where",
     "to the Mongol capital Karakorum in 1253-1255 for the French king Louis IX"),
    (SR, S5, "exact_term", "who actually wrote down marco polo's book",
     "the romance writer Rustichello of Pisa"),
    (SR, S5, "how_why", "why do some people think marco polo never went to china",
     "he never mentions tea or the Great Wall"),
    (SR, S5, "paraphrase", "who did rabban bar sauma meet in europe",
     "the king of England in Gascony and the new pope in Rome"),
    (SR, S5, "exact_term", "Quantos quilómetros percorreu Ibn Battuta?",
     "covering perhaps 117 000 km"),
    (SR, S5, "exact_term", "what is a rihla",
     "an Arabic travel account, and the title of Ibn Battuta's book"),
    (SR, S5, "code_block", "how many days from samarkand to changan by caravan",
     "133 + 27 = 160 days, more than five months"),
    (SR, S5, "list_item", "how should i read a travellers account critically",
     "Did the writer see this himself, or is he repeating what he was told?"),
    # ---------------- Silk road: 06 decline, timeline, study notes (TXT)
    (SR, S6, "list_item", "how did the black death hurt the silk road",
     "killed a large share of the people in the trading cities"),
    (SR, S6, "list_item", "what did the ming do that hurt trade",
     "rebuilt the Great Wall and for long periods forbade private sea trade"),
    (SR, S6, "how_why", "why were ships better than camels",
     "a ship could carry far more, far more cheaply, than a camel"),
    (SR, S6, "exact_term", "when did vasco da gama reach india",
     "Vasco da Gama reached Calicut in India in 1498"),
    (SR, S6, "paraphrase", "did overland trade stop completely after the sea route",
     "the caravans between Russia and China through Kyakhta carried tea in huge quantities"),
    (SR, S6, "exact_term", "how many voyages did zheng he make",
     "led seven great voyages between 1405 and 1433"),
    (SR, S6, "table_row", "timeline: gan ying",
     "97 AD Gan Ying reaches the Persian Gulf and turns back"),
    (SR, S6, "table_row", "what year did ibn battuta leave tangier (timeline)",
     "1325 Ibn Battuta leaves Tangier"),
    (SR, S6, "paraphrase", "did anyone carry one load of goods the whole way",
     "a bale of silk might change owners ten times between China and the Mediterranean"),
    (SR, S6, "how_why", "why were the sogdians so important",
     "their language became a common tongue of the trade"),
    (SR, S6, "paraphrase", "was it all luxury goods",
     "most trade was local and ordinary: grain, cloth, animals and salt"),
    (SR, S6, "exact_term", "what are the ancient sogdian letters",
     "A bag of letters written by Sogdian merchants in the early fourth century"),
    (SR, S6, "list_item", "essay checklist evidence",
     "given at least one named source or traveller as evidence"),
]

ANSWERABLE = [(c, s, k, q, [g]) for c, s, k, q, g in A]

# Unanswerable near-topic questions: (course, question, search terms). The terms (regular
# expressions) must not occur in any file's course text (speaker notes and teacher-only answer
# keys are not course text).
UNANSWERABLE = [
    # Fluid mechanics (24)
    (FM, "when did bernoulli publish hydrodynamica", [r"Hydrodynamica", r"1738"]),
    (FM, "what year did venturi discover the venturi effect", [r"1797", r"Venturi.{0,60}\b1[6-8]\d\d\b"]),
    (FM, "when was the pitot tube invented", [r"1732", r"invent\w*"]),
    (FM, "what reynolds number did older textbooks use for the end of laminar flow",
     [r"2000", r"2 000", r"older textbooks"]),
    (FM, "what is the density of gold", [r"gold"]),
    (FM, "whats the pressure at the bottom of the mariana trench", [r"Mariana", r"trench"]),
    (FM, "who invented the mercury barometer", [r"barometer.{0,80}\b16\d\d\b", r"invent\w*"]),
    (FM, "what is the viscosity of blood", [r"viscosity of blood", r"blood.{0,60}Pa s"]),
    (FM, "how deep can a scuba diver safely go", [r"scuba", r"recreational", r"safe\w* depth"]),
    (FM, "density of olive oil?", [r"olive"]),
    (FM, "where did osborne reynolds do the dye experiment", [r"Manchester", r"Owens"]),
    (FM, "what is the roughness of pvc pipe", [r"PVC", r"plastic.{0,40}\d\.\d+ ?mm"]),
    (FM, "loss coefficient K for a 45 degree elbow", [r"45 degree", r"45-degree"]),
    (FM, "how does a siphon work", [r"siphon", r"syphon"]),
    (FM, "whats the speed of sound in water", [r"speed of sound", r"1480", r"1500 m/s"]),
    (FM, "write out the colebrook equation", [r"Colebrook.{0,80}(?:log|=)", r"2\.51"]),
    (FM, "how much does a home water pump cost", [r"price", r"euros?", r"dollars?"]),
    (FM, "what is the surface tension of water", [r"surface tension"]),
    (FM, "kinematic viscosity of petrol", [r"petrol.{0,80}(?:m\^2/s|Pa s|\de-\d)"]),
    (FM, "¿Cuál es la presión de vapor del agua a 60 grados?",
     [r"(?:40|50|60|80|100) degrees", r"boil\w* at"]),
    (FM, "how fast does blood flow in the aorta", [r"aorta.{0,60}(?:m/s|cm/s)", r"cm/s"]),
    (FM, "what's the lift coefficient formula for a wing", [r"lift coefficient", r"\bC_?L\b"]),
    (FM, "Qui a inventé la pompe centrifuge ?", [r"Papin", r"centrifugal pump.{0,80}\b1[5-9]\d\d\b"]),
    (FM, "Wie hoch ist der normale Wasserdruck im Haus in bar?",
     [r"\b[2-9](?:\.\d)? bar\b", r"household", r"mains pressure"]),
    # Silk road (24)
    (SR, "who took the diamond sutra to london", [r"London"]),
    (SR, "when was the afrasiab ambassadors painting made", [r"Afrasiab", r"\b660\b"]),
    (SR, "who wrote the story about the monks smuggling silkworms", [r"Procopius"]),
    (SR, "where were the sogdian ancient letters found", [r"watchtower", r"1907"]),
    (SR, "where was kumarajiva's father from exactly", [r"Brahmin", r"Kashmir"]),
    (SR, "how long was the silk road in total, in km", [r"6 ?400", r"6,400", r"(?:7|8|10) ?000 km"]),
    (SR, "exactly how many caves are there at mogao", [r"\b4[5-9]\d\b", r"\b\d{3} caves"]),
    (SR, "when did marco polo die", [r"1324", r"Polo.{0,60}died"]),
    (SR, "how many men went with zhang qian", [r"\b100 men", r"hundred (?:men|companions)", r"Ganfu"]),
    (SR, "how much did a camel cost", [r"camels?.{0,60}(?:cost|price|coins)"]),
    (SR, "what was the population of samarkand", [r"population", r"inhabitants"]),
    (SR, "when did buddhism reach japan", [r"Japan"]),
    (SR, "what script did the sogdians write in", [r"Aramaic", r"script"]),
    (SR, "who won the battle of carrhae", [r"Carrhae", r"Crassus"]),
    (SR, "how many people died when the mongols sacked baghdad",
     [r"1258", r"\d+ ?000 (?:people|dead)"]),
    (SR, "when was the great wall first built", [r"Great Wall.{0,40}\b\d{3,4}\b", r"\bQin\b"]),
    (SR, "how old was ibn battuta when he left tangier", [r"\b21\b", r"aged", r"years old"]),
    (SR, "how many ships were in zheng he's fleet", [r"\b\d+ (?:ships|vessels)", r"\b317\b"]),
    (SR, "how much did tea cost at kyakhta", [r"roubles?", r"Kyakhta.{0,80}(?:price|cost)"]),
    (SR, "which roman emperor first wore silk", [r"Caligula", r"Elagabalus", r"emperor.{0,40}wore silk"]),
    (SR, "what year exactly did tibet take dunhuang", [r"Tibet\w*.{0,80}\b7\d\d\b", r"took Dunhuang in"]),
    (SR, "¿Cuántos sutras tradujo Kumarajiva?", [r"\b\d+ (?:sutras|texts|works)", r"\b300\b"]),
    (SR, "Combien de textes Xuanzang a-t-il rapportés exactement ?", [r"\b657\b", r"\b\d{3} (?:texts|sutras|manuscripts)"]),
    (SR, "Quando fu costruita la sinagoga di Kaifeng?", [r"synagogue", r"1163"]),
]

# Unanswerable questions whose answer sits only in a deck's speaker notes (not course content).
NOTES_ONLY = {
    "when did bernoulli publish hydrodynamica": (FM, F2, r"Hydrodynamica came out in 1738"),
    "what year did venturi discover the venturi effect": (FM, F2, r"Venturi described the effect in 1797"),
    "when was the pitot tube invented": (FM, F2, r"Pitot's paper was 1732"),
    "who took the diamond sutra to london": (SR, S2, r"Stein took the Diamond Sutra to London"),
    "when was the afrasiab ambassadors painting made": (SR, S2, r"painted around 660"),
    "who wrote the story about the monks smuggling silkworms": (SR, S2, r"Procopius is our source"),
}

# Teacher-only answer-key sections (not course content): file -> the section's heading; the
# section runs from that heading to the end of the file's paragraphs.
KEY_SECTIONS = {
    (FM, F3): "Answers to the practice problems (teacher only)",
    (SR, S6): "5. ANSWER KEY (TEACHER ONLY)",
}

# Unanswerable questions answered only inside an answer-key section.
KEY_ONLY = {
    "what reynolds number did older textbooks use for the end of laminar flow":
        (FM, F3, r"older textbooks put the limit at Re = 2000"),
    "where were the sogdian ancient letters found": (SR, S6, r"found in 1907 in a ruined watchtower"),
    "where was kumarajiva's father from exactly": (SR, S6, r"father was a Brahmin from Kashmir"),
}

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (FM, "who was marco polo", [r"Marco Polo"]),
    (FM, "what goods went along the silk road", [r"silk"]),
    (SR, "what is bernoulli's principle", [r"Bernoulli"]),
    (SR, "how does a hydraulic jack work", [r"hydraulic"]),
]

SEED = 20260140

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
        final.append({"id": f"ab40-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
