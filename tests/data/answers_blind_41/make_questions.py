"""Write questions.jsonl from the hand-written questions below (set 41).

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

Each course has a teacher-only answer-key section inside one file (KEY_SECTIONS, from the given
heading to the end of the file's paragraphs). It is not course content: no gold may lie in it,
unanswerable terms are searched outside it, and a few unanswerable questions (KEY_ONLY) are
answered only inside it.

New in set 41: one file per course is written in another language (FOREIGN: the French
Markdown of the structural course, the German HTML page of the Hanse course). Their golds are in
that language; some of their questions are asked in English, some in the file's language.

Kinds of answerable question:
  paraphrase       the question rewords the sentence that answers it
  exact_term       "what is X" / the name of a thing; the gold defines or names it
  keyword          a bare keyword or fragment as the whole question
  how_why          a how or why question; the gold is the reason or mechanism
  list_item        the gold is one item of a list that follows a lead-in sentence
  table_row        the gold is a table row or cell; the question often names the row by another column
  worked_step      one step (often the last) of a worked example, with the data in the question
  definition_tail  the answer is the second sentence of a definition, or the part of a sentence
                   that runs on to the next page
  code_block       the gold is a line of a code block / fixed-width block (formula, calculation)

Run build.py first.
"""
import json
import random
import re
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
SE = "structural-engineering"
HL = "hanseatic-league"

E1 = "01-loads-and-load-paths.pdf"
E2 = "02-beams-shear-and-moment-slides.pptx"
E3 = "03-bending-stress-and-deflection.docx"
E4 = "04-trusses-and-columns.html"
E5 = "05-acier-et-beton-arme.md"
E6 = "06-safety-and-study-notes.txt"
H1 = "01-origins-and-cities.pdf"
H2 = "02-ships-and-goods-slides.pptx"
H3 = "03-the-kontors.docx"
H4 = "04-recht-hansetage-und-kriege.html"
H5 = "05-merchants-and-daily-life.md"
H6 = "06-decline-timeline-and-study-notes.txt"

# Files in another language than English (course, file) -> language.
FOREIGN = {(SE, E5): "fr", (HL, H4): "de"}

A = [
    # ---------------------------------------------------------------- structural: loads PDF
    (SE, E1, "paraphrase", "what are the 3 things every structure needs to have", "these three demands as strength, stiffness and stability"),
    (SE, E1, "exact_term", "whats a load path", "the route a force takes from the point where it is applied"),
    (SE, E1, "exact_term", "dead load definition", "permanent weights of the structure itself and of everything fixed to it"),
    (SE, E1, "how_why", "why do dead loads get a smaller factor", "they can be worked out fairly accurately from drawings"),
    (SE, E1, "how_why", "why is a library stack room designed for way more load than a bedroom", "because books are heavy and packed tightly"),
    (SE, E1, "list_item", "wind load goes up how with wind speed", "it grows with the square of the wind speed"),
    (SE, E1, "list_item", "what does snow load depend on", "depends on the altitude of the site and on the shape of the roof"),
    (SE, E1, "table_row", "unit weight of steel in kN/m3?", "Structural steel 78.5 about three times as heavy as concrete"),
    (SE, E1, "table_row", "how heavy is brickwork per cubic metre", "Brickwork 19 to 22 depends on the type of brick"),
    (SE, E1, "table_row", "imposed load for classrooms", "Classrooms and lecture halls 3.0"),
    (SE, E1, "how_why", "how do i turn a floor load in kN/m2 into a line load on the beam", "multiply the pressure by the width of floor that the beam supports"),
    (SE, E1, "exact_term", "tributary area meaning", "the part of the floor whose load ends up in that member"),
    (SE, E1, "code_block", "self weight of a 200 mm concrete slab", "g = gamma x t = 25 x 0.20 = 5.0 kN/m^2"),
    (SE, E1, "code_block", "load combination formula for the strength check", "w_design = 1.35 gk + 1.5 qk"),
    (SE, E1, "worked_step", "office beam example: whats the design pressure with gk 6 and qk 2.5", "1.35 x 6.0 + 1.5 x 2.5 = 8.10 + 3.75 = 11.85 kN/m^2"),
    (SE, E1, "worked_step", "on page 3 how much does each support carry", "Each support carries 284.4 / 2 = 142.2 kN"),
    (SE, E1, "table_row", "\u00bfcu\u00e1nto pesa el agua por metro c\u00fabico en la tabla?", "Water 9.81 used for tanks and swimming pools"),
    # ---------------------------------------------------------------- structural: beams deck
    (SE, E2, "exact_term", "what is a beam", "carries loads across a gap by bending"),
    (SE, E2, "paraphrase", "roller support vs pin whats different", "stops vertical movement only, so the beam can expand freely"),
    (SE, E2, "exact_term", "what makes a beam simply supported", "rests on one pin and one roller"),
    (SE, E2, "how_why", "how do i find the reaction at the other support", "Take moments about one support to find the reaction"),
    (SE, E2, "worked_step", "on slide 5 what is RB", "RB x 8 = 30 x 2 -> RB = 7.5 kN"),
    (SE, E2, "exact_term", "define shear force at a section", "the sum of all vertical forces on one side of it"),
    (SE, E2, "paraphrase", "sign convention for positive shear in this course", "an upward force to the left of the cut gives positive shear"),
    (SE, E2, "exact_term", "sagging moment = ?", "the beam smiles, bottom fibres in tension"),
    (SE, E2, "list_item", "what happens to the SFD under a point load", "the shear force diagram jumps by the size of the load"),
    (SE, E2, "how_why", "where is the max bending moment", "reaches its maximum where the shear force passes through zero"),
    (SE, E2, "keyword", "dM/dx", "the slope of the moment diagram equals the shear force"),
    (SE, E2, "code_block", "max moment for a central point load simple span", "M_max = P L / 4, directly under the load"),
    (SE, E2, "worked_step", "P = 40 kN, L = 6 m, moment?", "M_max = 40 x 6 / 4 = 60 kNm"),
    (SE, E2, "worked_step", "12 kN/m on a 5 m simply supported beam max moment", "M_max = 12 x 25 / 8 = 37.5 kNm"),
    (SE, E2, "exact_term", "cantilever meaning", "fixed at one end and free at the other"),
    (SE, E2, "worked_step", "balcony 1.5m, 8 kN/m plus 1.2 kN railing - support moment", "Support moment: 9.0 + 1.8 = 10.8 kNm (hogging)"),
    (SE, E2, "worked_step", "and the support shear for the balcony", "8 x 1.5 + 1.2 = 13.2 kN"),
    (SE, E2, "exact_term", "point of contraflexure??", "where the bending moment passes through zero"),
    (SE, E2, "table_row", "max moment fixed both ends with a UDL", "wL^2/12 at the supports"),
    (SE, E2, "how_why", "why do short heavily loaded beams fail", "often fail in shear before they fail in bending"),
    (SE, E2, "paraphrase", "sind momente in kN oder kNm?", "Giving a moment in kN; moments are in kNm."),
    # ---------------------------------------------------------------- structural: bending DOCX
    (SE, E3, "exact_term", "neutral axis", "the line across a section where the bending stress is zero"),
    (SE, E3, "definition_tail", "where is the neutral axis in an I beam then", "it passes through the centroid halfway up the section"),
    (SE, E3, "code_block", "bending stress formula", "sigma = M y / I"),
    (SE, E3, "exact_term", "what does the second moment of area measure", "measures how the material of a section is spread out about the neutral axis"),
    (SE, E3, "definition_tail", "does I depend on what material the beam is", "It depends only on the shape, not on the material"),
    (SE, E3, "code_block", "I for a rectangle", "I = b h^3 / 12"),
    (SE, E3, "how_why", "if i double the depth of a joist how much stiffer is it", "doubling the depth of a joist makes it eight times stiffer"),
    (SE, E3, "how_why", "why are steel beams I shaped", "rolled in an I shape with most of the steel in the flanges"),
    (SE, E3, "worked_step", "50 x 200 joist section modulus", "= 50 x 200^2 / 6 = 333 333 mm^3"),
    (SE, E3, "worked_step", "timber joist example bending stress answer", "sigma = M / Z = 4.0 x 10^6 / 333 333 = 12.0 N/mm^2"),
    (SE, E3, "worked_step", "so does the joist pass or fail", "passes with about 19 percent to spare"),
    (SE, E3, "how_why", "why limit deflection if the beam is strong enough anyway", "plaster cracks, doors jam or the floor feels bouncy"),
    (SE, E3, "table_row", "deflection formula for a central point load simply supported", "P L^3 / (48 E I)"),
    (SE, E3, "list_item", "deflection limit for a cantilever", "span / 180 for cantilevers, measured at the tip"),
    (SE, E3, "code_block", "6 m steel beam 10 kN/m deflection result", "6.48 x 10^16 / 6.45 x 10^15 = 10.0 mm"),
    (SE, E3, "worked_step", "what is the allowed deflection for the 6 m beam", "Limit span / 360 = 6000 / 360 = 16.7 mm"),
    # ---------------------------------------------------------------- structural: trusses HTML
    (SE, E4, "exact_term", "what is a truss", "a framework of straight members joined at their ends"),
    (SE, E4, "how_why", "why triangles in trusses", "the only polygon that cannot change its shape"),
    (SE, E4, "list_item", "truss assumptions - what are the joints assumed to be", "the joints are frictionless pins, so no member carries a bending moment"),
    (SE, E4, "code_block", "what if m + r is less than 2j", "m + r < 2 j a mechanism: the frame will fold up"),
    (SE, E4, "how_why", "method of joints which joint do i start at", "Start at a joint with no more than two unknown member forces"),
    (SE, E4, "paraphrase", "i got a negative force with method of joints, did i mess up", "a negative answer then simply means the member is in compression"),
    (SE, E4, "worked_step", "warren truss bottom chord force", "F = 105 / 3 = 35 kN (tension)"),
    (SE, E4, "definition_tail", "zero force members at a joint with just 2 members not in line", "they are not in line, both are zero-force members"),
    (SE, E4, "paraphrase", "how does a long slender column fail", "suddenly bows out sideways at a load set by its stiffness"),
    (SE, E4, "code_block", "euler buckling formula", "P_cr = pi^2 E I / (K L)^2"),
    (SE, E4, "how_why", "will using a stronger steel grade stop buckling", "A stronger grade of steel does not raise the Euler load"),
    (SE, E4, "table_row", "K = 0.7 is for which end conditions", "One end fixed, one pinned"),
    (SE, E4, "exact_term", "slenderness ratio", "the effective length divided by the radius of gyration"),
    (SE, E4, "worked_step", "4 m pin ended column buckling load answer", "= 8.29 x 10^12 / 1.6 x 10^7 = 518 000 N = 518 kN"),
    (SE, E4, "worked_step", "same column but both ends fixed", "4 x 518 = 2072 kN"),
    (SE, E4, "how_why", "why did the quebec bridge fall down in 1907", "a lower chord member in compression buckled"),
    (SE, E4, "exact_term", "qu'est-ce que le rayon de giration ?", "tells how far from its axis the area of the section is spread"),
    # ---------------------------------------------------------------- structural: French MD
    (SE, E5, "paraphrase", "how much weaker is concrete in tension than compression", "environ un dixi\u00e8me de sa r\u00e9sistance en compression"),
    (SE, E5, "list_item", "what's the yield strength of S355", "limite d'\u00e9lasticit\u00e9 de 355 N/mm\u00b2"),
    (SE, E5, "exact_term", "qu'est-ce que la limite d'\u00e9lasticit\u00e9 ?", "la contrainte \u00e0 partir de laquelle l'acier se d\u00e9forme de fa\u00e7on permanente"),
    (SE, E5, "how_why", "why does ductility matter for steel", "c'est sa ductilit\u00e9, qui pr\u00e9vient avant la ruine"),
    (SE, E5, "exact_term", "C30/37 meaning", "30 N/mm\u00b2 sur cylindre et de 37 N/mm\u00b2 sur cube"),
    (SE, E5, "how_why", "pourquoi le b\u00e9ton arm\u00e9 fonctionne", "presque le m\u00eame coefficient de dilatation thermique"),
    (SE, E5, "exact_term", "what is concrete cover", "l'\u00e9paisseur de b\u00e9ton entre la surface d'une barre et la face ext\u00e9rieure"),
    (SE, E5, "code_block", "steel area needed for 150 kNm in the french example", "150 x 10^6 / (435 x 405) = 851 mm\u00b2"),
    (SE, E5, "worked_step", "which bars did they choose for the 851 mm2", "3 barres de 20 mm : 3 x 314 = 942 mm\u00b2"),
    (SE, E5, "table_row", "what happens to steel in a fire, at what temp", "perd la moiti\u00e9 de sa r\u00e9sistance vers 550 \u00b0C"),
    (SE, E5, "code_block", "how much does S275 stretch before it breaks", "apr\u00e8s un allongement d'environ 20 % pour un acier S275"),
    (SE, E5, "exact_term", "fluage = creep? what is it", "d\u00e9formation lente du b\u00e9ton sous une charge permanente"),
    (SE, E5, "keyword", "Vorspannbeton", "comprim\u00e9 \u00e0 l'avance par des c\u00e2bles tendus"),
    # ---------------------------------------------------------------- structural: TXT
    (SE, E6, "exact_term", "factor of safety definition", "the load that would make the structure fail divided by the load"),
    (SE, E6, "paraphrase", "what does a safety factor of 2 mean", "would only fail at twice its working load"),
    (SE, E6, "exact_term", "what is a limit state", "a condition beyond which the structure no longer does the job"),
    (SE, E6, "list_item", "examples of ultimate limit states", "collapse, rupture, buckling, overturning and loss of equilibrium"),
    (SE, E6, "table_row", "material factor for rebar", "Reinforcing steel bars 1.15"),
    (SE, E6, "how_why", "why does concrete get 1.5 and steel only 1.0", "varies more than steel rolled in a mill"),
    (SE, E6, "list_item", "what went wrong with the tay bridge", "the wind load had been badly underestimated"),
    (SE, E6, "list_item", "tacoma narrows what wind speed", "a moderate wind of about 64 km/h"),
    (SE, E6, "keyword", "robustness", "a local failure must not be allowed to spread"),
    (SE, E6, "how_why", "isnt a bigger safety factor always safer", "the extra weight is itself a load"),
    (SE, E6, "how_why", "can a building be too stiff? like in earthquakes", "A stiff building attracts larger seismic forces"),
    (SE, E6, "paraphrase", "my concrete beam has cracks is it unsafe", "keep the cracks narrow, usually below about 0.3 mm"),
    (SE, E6, "list_item", "mistake people make with I for buckling", "taking the larger I instead of the smallest one"),
    # ---------------------------------------------------------------- hanse: origins PDF
    (HL, H1, "exact_term", "what does hanse mean", "an old German word for a group or company"),
    (HL, H1, "how_why", "why do historians not like calling it a league", "suggests a firmer organisation than ever existed"),
    (HL, H1, "paraphrase", "when did the merchant hanse turn into a hanse of towns", "the first general Diet of the towns, held in Lubeck in 1356"),
    (HL, H1, "paraphrase", "who founded lubeck", "refounded in 1159 by Henry the Lion, Duke of Saxony"),
    (HL, H1, "how_why", "why did goods go overland from lubeck to hamburg", "instead of sailing the long way round Denmark"),
    (HL, H1, "keyword", "visby wall length", "its town wall, about 3.4 km long"),
    (HL, H1, "paraphrase", "how many towns were in the hanse", "Roughly 70 towns took an active part"),
    (HL, H1, "paraphrase", "was there a hanse treasury or officials", "no common treasury and no permanent officials"),
    (HL, H1, "list_item", "which towns were the wendish towns", "the Wendish towns on the southern Baltic coast, led by Lubeck"),
    (HL, H1, "list_item", "who led the westphalian towns", "the Westphalian and Rhineland towns, led by Cologne"),
    (HL, H1, "definition_tail", "the prussian and livonian group, thorn elbing and who else", "Reval and Dorpat, which traded deep into Russia."),
    (HL, H1, "exact_term", "who ran a hanseatic town", "governed by its council, the Rat"),
    (HL, H1, "paraphrase", "what happened in brunswick 1374", "in Brunswick in 1374 the council was overthrown"),
    (HL, H1, "exact_term", "what did lubeck law cover", "inheritance, debts, contracts and the powers of the council"),
    (HL, H1, "paraphrase", "on page 2 how many towns used lubeck law", "More than a hundred towns, from Kiel in the west"),
    (HL, H1, "table_row", "what was danzig known for", "grain and timber from Poland"),
    (HL, H1, "table_row", "wof\u00fcr war Riga bekannt?", "flax, hemp and furs from Russia"),
    # ---------------------------------------------------------------- hanse: ships deck
    (HL, H2, "how_why", "why did cargo space matter more than speed", "bulky and cheap for their weight"),
    (HL, H2, "exact_term", "what did a cog look like", "a flat bottom, straight steep posts at bow and stern"),
    (HL, H2, "paraphrase", "how many masts on a cog", "One mast carried a single large square sail."),
    (HL, H2, "how_why", "why was the flat bottom useful", "settle upright on a beach or in a shallow harbour"),
    (HL, H2, "list_item", "what were the castles on a cog for", "could be manned with crossbowmen when pirates attacked"),
    (HL, H2, "paraphrase", "where and when was the bremen cog found", "In 1962 a nearly complete cog was found in the river Weser"),
    (HL, H2, "paraphrase", "how much could the bremen cog carry", "around 80 to 90 tonnes of cargo"),
    (HL, H2, "exact_term", "carvel built means?", "planks laid edge to edge"),
    (HL, H2, "how_why", "why did merchants split a cargo over several ships", "so that a single wreck did not ruin them"),
    (HL, H2, "paraphrase", "where were the herring caught", "huge shoals off Scania, in the south of today's Sweden"),
    (HL, H2, "how_why", "why did people eat so much herring", "a vital food for the many fast days"),
    (HL, H2, "paraphrase", "on slide 9 where did the cheaper salt come from later", "sea salt from the Bay of Bourgneuf in France"),
    (HL, H2, "exact_term", "what is stockfish", "cod dried in the open air on wooden racks"),
    (HL, H2, "how_why", "why did norway need grain", "because their own land could not grow enough"),
    (HL, H2, "paraphrase", "what kind of furs came from novgorod", "furs, above all squirrel pelts, and beeswax"),
    (HL, H2, "table_row", "where did the grain go", "Norway and the Low Countries"),
    (HL, H2, "paraphrase", "what was the pound toll used for", "paid for armed ships"),
    (HL, H2, "worked_step", "pound toll on a 480 mark herring cargo", "Toll = 480 / 240 = 2 marks"),
    (HL, H2, "paraphrase", "how many barrels in a last", "A last of herring was twelve barrels."),
    (HL, H2, "worked_step", "profit on the herring cargo example", "Profit = 36 - 28 = 8 marks, about 29 %"),
    (HL, H2, "paraphrase", "\u00bfcu\u00e1nto med\u00eda la coca de Bremen?", "It is about 24 m long"),
    # ---------------------------------------------------------------- hanse: kontors DOCX
    (HL, H3, "exact_term", "what is a kontor", "a permanent trading post of Hanseatic merchants inside a foreign city"),
    (HL, H3, "paraphrase", "which were the 4 big kontors", "four great kontors: Novgorod, Bergen, London and Bruges"),
    (HL, H3, "list_item", "why would merchants want a kontor - safety?", "protection for people and goods in a city where foreigners had few rights"),
    (HL, H3, "keyword", "peterhof name", "after its church of St Peter"),
    (HL, H3, "how_why", "where did they keep the goods in novgorod", "The church was also the merchants' strongroom"),
    (HL, H3, "keyword", "skra", "a statute called the Skra"),
    (HL, H3, "paraphrase", "what is the german wharf called today", "the German Wharf, today called Bryggen"),
    (HL, H3, "paraphrase", "could the bergen guys get married", "had to stay unmarried while they served"),
    (HL, H3, "paraphrase", "where was the steelyard in london", "close to where Cannon Street station is today"),
    (HL, H3, "how_why", "why were the hanse merchants unpopular in london", "paid lower customs duties than English merchants themselves"),
    (HL, H3, "how_why", "how was bruges different from the other kontors", "no closed compound and lived in rented houses"),
    (HL, H3, "table_row", "special feature of the novgorod kontor in the table", "goods stored in the church"),
    (HL, H3, "paraphrase", "is there any hanse building left in england", "the only one left standing in England"),
    (HL, H3, "paraphrase", "how long were aldermen elected for", "elected aldermen, usually for one year at a time"),
    (HL, H3, "paraphrase", "qu'est-ce qui remplissait la caisse d'un kontor ?", "filled by a small levy on the trade of every member"),
    # ---------------------------------------------------------------- hanse: German HTML
    (HL, H4, "exact_term", "what was the hansetag", "die Versammlung der Gesandten der Hansest\u00e4dte"),
    (HL, H4, "exact_term", "what were the decisions of a diet called", "Seine Beschl\u00fcsse hie\u00dfen Rezesse"),
    (HL, H4, "exact_term", "verhansung meaning", "der Ausschluss einer Stadt aus der Gemeinschaft"),
    (HL, H4, "how_why", "warum wurde bremen 1285 verhanst", "nicht an einer Handelssperre gegen Norwegen beteiligen wollte"),
    (HL, H4, "how_why", "why did the blockade of norway work", "ohne Getreide aus dem Ostseeraum der Hunger drohte"),
    (HL, H4, "paraphrase", "when did valdemar take visby", "1361 eroberte er Gotland und pl\u00fcnderte Visby"),
    (HL, H4, "paraphrase", "who joined the cologne confederation besides hanse towns", "St\u00e4dten aus Holland und Seeland, die keine Hansest\u00e4dte waren"),
    (HL, H4, "paraphrase", "what did the towns get at the peace of stralsund", "f\u00fcr f\u00fcnfzehn Jahre die Burgen an der K\u00fcste von Schonen"),
    (HL, H4, "worked_step", "Schonen Rechnung: wie viel \u00fcber 15 Jahre?", "15 x 4 000 = 60 000 Mark"),
    (HL, H4, "code_block", "are the scania numbers real historical figures", "Beispielzahlen f\u00fcr den Unterricht, nicht aus den Quellen"),
    (HL, H4, "how_why", "where does the name victual brothers come from", "Ihr Name kommt von diesen Lebensmitteln, den Viktualien."),
    (HL, H4, "paraphrase", "where was st\u00f6rtebeker executed", "um 1401 in Hamburg hingerichtet worden sein"),
    (HL, H4, "how_why", "what started the war with england 1469", "ein Streit um gekaperte Schiffe"),
    (HL, H4, "paraphrase", "what did the hanse get from the treaty of utrecht", "die Hanse erhielt den Stalhof in London als Eigentum"),
    (HL, H4, "list_item", "lubeck law selling inherited land", "Ererbten Grundbesitz durfte man nur mit Zustimmung der Erben verkaufen"),
    # ---------------------------------------------------------------- hanse: merchants MD
    (HL, H5, "exact_term", "who counted as a hanseatic merchant", "a citizen of a Hanseatic town who traded abroad"),
    (HL, H5, "exact_term", "sendeve", "sent goods to a partner in another town"),
    (HL, H5, "list_item", "widerlegung partnership", "two partners put money into a venture"),
    (HL, H5, "how_why", "why spread money over lots of small partnerships", "one lost ship or one bad debtor could not ruin a merchant"),
    (HL, H5, "paraphrase", "did hanse merchants do double entry bookkeeping like the italians", "most did not use double-entry bookkeeping"),
    (HL, H5, "paraphrase", "what happened to veckinchusen in the end", "spent several years in a debtors' prison in Bruges"),
    (HL, H5, "paraphrase", "was there one common language across the hanse, bruges to novgorod", "the common language of Hanseatic trade from Bruges to Novgorod"),
    (HL, H5, "how_why", "why brick gothic, why not stone", "Good building stone is rare on the north German plain"),
    (HL, H5, "paraphrase", "how high is st marys in lubeck", "its nave vault is about 38.5 m high"),
    (HL, H5, "paraphrase", "when was the holstentor built", "Lubeck's best-known town gate, was finished in 1478"),
    (HL, H5, "worked_step", "merchant's year problem, what was the gain", "Gain: 495 - 400 = 95 marks, about 24 % on the capital"),
    (HL, H5, "code_block", "how much came back from the bergen grain venture", "150 marks -> comes back as 195 marks"),
    (HL, H5, "exact_term", "how many pennies in a lubeck mark", "divided into 16 shillings or 192 pennies"),
    (HL, H5, "exact_term", "staple right?", "certain goods had to be brought to one market"),
    # ---------------------------------------------------------------- hanse: TXT
    (HL, H6, "list_item", "why did the dutch beat the hanse", "ships from Holland were cheaper to run"),
    (HL, H6, "how_why", "did the herring really leave the baltic", "is now thought to be exaggerated"),
    (HL, H6, "paraphrase", "when did the steelyard close", "ordered its merchants to leave in 1598"),
    (HL, H6, "paraphrase", "when was the last hansetag", "The last Diet met in Lubeck in 1669"),
    (HL, H6, "how_why", "why does hamburg have HH on number plates", "HH stands for Hansestadt Hamburg"),
    (HL, H6, "table_row", "what happened 1241", "Lubeck and Hamburg agree to guard the road between them"),
    (HL, H6, "table_row", "new hanse 1980 where", "of historic towns is founded in Zwolle"),
    (HL, H6, "paraphrase", "was the hanse a country", "It had no ruler, no capital and no army of its own"),
    (HL, H6, "how_why", "no navy so how did they fight wars", "hired and armed merchant ships when a war came"),
    (HL, H6, "paraphrase", "were all hanse towns german", "Danzig, Riga, Reval, Deventer, Kampen and Visby"),
    (HL, H6, "how_why", "why didnt the hanse just copy the dutch", "used to protecting old privileges rather than competing on price"),
    (HL, H6, "list_item", "essay checklist what not to call it", "avoid calling it an empire or a state"),
    (HL, H6, "table_row", "1143 lubeck", "first German settlement at Lubeck under Count Adolf II"),
]

ANSWERABLE = [(c, s, k, q, [g]) for c, s, k, q, g in A]

# Unanswerable: near a course topic, answered by no course text. The terms are regular
# expressions that must occur in no file's course text (notes and answer keys excluded).
UNANSWERABLE = [
    (SE, "whats the snow load for a roof in munich", [r"Munich", r"snow load.{0,40}kN"]),
    (SE, "\u00bfcu\u00e1nto pesa un metro c\u00fabico de vidrio?", [r"glass", r"vidrio", r"verre"]),
    (SE, "imposed load for a hospital ward", [r"hospital", r"\bwards?\b"]),
    (SE, "what design wind speed do i use for a house", [r"design wind speed", r"\bm/s\b"]),
    (SE, "who came up with the bending formula", [r"Navier", r"Galileo", r"invent\w*"]),
    (SE, "what is E for oak", [r"\boak\b", r"hardwood"]),
    (SE, "deflection limit for a roof", [r"for roofs", r"span / 200"]),
    (SE, "how many workers died when the quebec bridge collapsed", [r"75 (?:workers|men|people)", r"workers? (?:died|were killed)", r"Quebec.{0,120}(?:died|killed|dead)"]),
    (SE, "when did the tacoma narrows bridge open", [r"opened", r"four months"]),
    (SE, "what steel grade were the hyatt regency hanger rods", [r"A36", r"grade.{0,30}rods?", r"rods? (?:were|was) made"]),
    (SE, "max span for a 50x200 timber joist", [r"maximum span", r"span tables?"]),
    (SE, "how thick should a slab be for a 6m span", [r"span.{0,5}depth ratio", r"span/depth", r"slab thickness.{0,40}span"]),
    (SE, "second moment of area of a circle", [r"circular", r"circle", r"pi d\^4"]),
    (SE, "shear stress formula VQ/Ib", [r"VQ", r"\btau\b", r"shear stress"]),
    (SE, "how many hours fire resistance does a concrete beam have", [r"\bhours?\b", r"\bheures?\b", r"R60"]),
    (SE, "how much does steel cost per tonne", [r"per tonne", r"\bprice", r"\bprix\b"]),
    (SE, "Qual \u00e8 il coefficiente di Poisson dell'acciaio?", [r"Poisson"]),
    (SE, "what year did euler publish the buckling formula", [r"\b17\d\d\b", r"Leonhard"]),
    (SE, "what cover do i need for concrete in the ground", [r"contact avec le sol", r"in contact with (?:the )?soil", r"\bsol\b"]),
    (SE, "Wie tief m\u00fcssen Fundamente sein?", [r"foundation depth", r"frost", r"fondations? .{0,30}profond"]),
    (SE, "yield strength of S235", [r"S235"]),
    (SE, "how many bolts does a beam to column connection need", [r"bolts?", r"boulons?"]),
    (SE, "how does a suspension bridge work", [r"suspension"]),
    (SE, "how long are the main spans of the forth bridge", [r"Forth", r"\b521\b"]),
    (SE, "which overpass collapsed in laval because of shear", [r"Laval", r"Concorde"]),
    (SE, "what was the old permissible bending stress for mild steel", [r"\b165\b", r"mild steel"]),
    (SE, "whats the answer to practice problem 1 with the 75 by 225 joist", [r"6\.4 N/mm", r"632 813"]),
    (HL, "how many ships did the hanse have altogether", [r"\d+ ships", r"fleet of"]),
    (HL, "population of lubeck around 1400", [r"population", r"inhabitants", r"Einwohner"]),
    (HL, "who was the president of the hanseatic league", [r"president", r"chairman", r"elected head"]),
    (HL, "what did the hanse flag look like", [r"\bflags?\b", r"banner", r"Flagge"]),
    (HL, "how much was a barrel of herring in novgorod", [r"Novgorod.{0,60}marks?", r"price of herring"]),
    (HL, "how many merchants lived at the steelyard", [r"\d+ merchants", r"lived (?:at|in) the Steelyard"]),
    (HL, "what year exactly did the bergen kontor close", [r"\b17[5-9]\d\b", r"Bergen.{0,40}closed"]),
    (HL, "how many people were killed when visby was sacked", [r"killed", r"\bdied\b", r"massacre", r"get\u00f6tet"]),
    (HL, "where was st\u00f6rtebeker born", [r"geboren", r"was born", r"birthplace"]),
    (HL, "how fast could a cog sail in knots", [r"knots?", r"km/h", r"nautical miles?"]),
    (HL, "how many crew on a cog", [r"\bcrew"]),
    (HL, "how many barrels of beer did hamburg export a year", [r"barrels of beer", r"beer.{0,40}\d"]),
    (HL, "what did an apprentice at bergen get paid", [r"\bwages?\b", r"\bearn\w*", r"salary"]),
    (HL, "when was the peterhof founded", [r"Peterhof.{0,80}\b1[12]\d\d\b", r"kontor (?:was )?(?:founded|opened|set up) in"]),
    (HL, "how tall is the holstentor", [r"Holstentor.{0,80}\d+(?:\.\d+)? m\b", r"\btall\b", r"towers?"]),
    (HL, "who designed st marys church in lubeck", [r"architect", r"designed", r"master builder"]),
    (HL, "when did riga join the hanse", [r"joined", r"\bjoin\b", r"beigetreten"]),
    (HL, "was amber traded by the hanse", [r"amber", r"Bernstein"]),
    (HL, "Wie viele Vitalienbr\u00fcder wurden mit St\u00f6rtebeker hingerichtet?", [r"Gef\u00e4hrten", r"mit ihm", r"companions", r"\b7[0-3] (?:Vitalienbr\u00fcder|Seer\u00e4uber|M\u00e4nner|men)"]),
    (HL, "Quante citt\u00e0 facevano parte della Confederazione di Colonia?", [r"Konf\u00f6deration.{0,80}\b\d{2}\b", r"\d+ St\u00e4dte"]),
    (HL, "when was the bremen cog finally done being conserved", [r"1999", r"polyethylene", r"conserv\w*"]),
    (HL, "which islands was the stockfish dried on", [r"Lofoten"]),
    (HL, "what's the old saying about how thick the herring shoals were", [r"\baxe\b"]),
    (HL, "what year did the first settlement at lubeck burn down", [r"\b1157\b"]),
    (HL, "on what day was the bremen cog found", [r"October", r"Oktober"]),
    (HL, "how many merchants did ivan iii arrest in novgorod", [r"\b49\b", r"\d+ (?:German )?merchants"]),
]

# Unanswerable questions whose answer sits only in a deck's speaker notes (not course content).
NOTES_ONLY = {
    "how long are the main spans of the forth bridge": (SE, E2, r"main cantilever spans of 521 m"),
    "which overpass collapsed in laval because of shear": (SE, E2, r"de la Concorde overpass collapse in Laval"),
    "when was the bremen cog finally done being conserved": (HL, H2, r"polyethylene glycol until 1999"),
    "which islands was the stockfish dried on": (HL, H2, r"dried in the Lofoten islands"),
    "what's the old saying about how thick the herring shoals were": (HL, H2, r"stand an axe upright"),
}

# Teacher-only answer-key sections (not course content): file -> the section's heading; the
# section runs from that heading to the end of the file's paragraphs.
KEY_SECTIONS = {
    (SE, E3): "Model answers (teacher copy, not for students)",
    (HL, H6): "7. ANSWER KEY (TEACHER ONLY)",
}

# Unanswerable questions answered only inside an answer-key section.
KEY_ONLY = {
    "what was the old permissible bending stress for mild steel":
        (SE, E3, r"permissible bending stress of 165 N/mm\^2 for mild steel"),
    "whats the answer to practice problem 1 with the 75 by 225 joist": (SE, E3, r"sigma = 6\.4 N/mm\^2"),
    "what year did the first settlement at lubeck burn down": (HL, H6, r"burned down in 1157"),
    "on what day was the bremen cog found": (HL, H6, r"8 October 1962"),
    "how many merchants did ivan iii arrest in novgorod": (HL, H6, r"49 German merchants arrested"),
}

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (SE, "what goods did the hanseatic league trade", [r"Hanse\w*"]),
    (SE, "what was a cog ship", [r"\bcogs?\b"]),
    (HL, "how do i work out the bending moment in a beam", [r"bending moment"]),
    (HL, "what is euler buckling", [r"buckling", r"Euler"]),
]

SEED = 20260141

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
        final.append({"id": f"ab41-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
