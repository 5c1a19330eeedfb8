"""Write questions.jsonl from the hand-written questions below (set 49).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the gold snippet is looked up
automatically (pdfminer text through pdfplumber for PDFs, python-pptx slide text for PowerPoint
decks); check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 10") uses the page / slide number. PowerPoint
decks count the title slide as slide 1. rows() asserts that the number in the question is the
page or slide where the gold was found.

Speaker notes are NOT course content (only what a student sees on a slide counts). No gold lies
in a note. Some unanswerable questions (NOTES_ONLY) are answered only in a deck's speaker notes;
the product must not answer them confidently.

Teacher-only answer-key sections (KEY_SECTIONS, from the given heading to the end of the file's
paragraphs) are not course content: no gold may lie in one, unanswerable terms are searched
outside them, and a few unanswerable questions (KEY_ONLY) are answered only inside one.

One file per course is written in another language (build.FOREIGN: the Italian PDF of the glass
course, the Spanish HTML page of the Carthage course). Their golds are in that language; most of
their questions are asked in English, a few in Italian / Spanish. A few questions on English
files are asked in Spanish, French, German, Italian or Portuguese.

Kinds of answerable question:
  paraphrase       the question rewords the sentence that answers it
  exact_term       "what is X" / the name of a thing; the gold defines or names it
  keyword          a bare keyword or fragment as the whole question
  how_why          a how or why question; the gold is the reason or mechanism
  list_item        the gold is one item of a list that follows a lead-in sentence
  table_row        the gold is a table row or cell; the question often names the row by another column
  worked_step      one step of a worked example or numbered procedure (or its result)
  definition_tail  the answer is the second sentence of a definition, or the part of a sentence
                   that runs on to the next page
  code_block       the gold is a line of a code block / fixed-width block

Run build.py first.
"""
import json
import random
import re
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent

GB = "glassblowing-and-glass-science"
AC = "ancient-carthage"

G1 = "01-the-nature-of-glass.pdf"
G2 = "02-the-hot-shop-slides.pptx"
G3 = "03-annealing-and-glass-compatibility.docx"
G4 = "04-colour-and-decoration.html"
G5 = "05-hot-shop-safety.md"
G6 = "06-glass-history-study-notes.txt"
G7 = "07-il-vetro-di-murano.pdf"

C1 = "01-founding-and-rise-of-carthage.pdf"
C2 = "02-the-punic-wars-slides.pptx"
C3 = "03-trade-ships-and-harbours.docx"
C4 = "04-gods-and-daily-life.html"
C5 = "05-sources-and-archaeology.md"
C6 = "06-carthage-after-146-bc-study-notes.txt"
C7 = "07-cartago-en-hispania.html"

# (course, source file, kind, question, [gold])
ANSWERABLE = [
    # ---------------------------------------------------------------- glass: PDF, the nature of glass
    (GB, G1, "paraphrase", "if glass is a solid why do people say it's kind of like a liquid",
     ["the disordered arrangement of a liquid combined with the rigidity of a solid"]),
    (GB, G1, "exact_term", "what does amorphous actually mean when we say glass is an amorphous solid",
     ["they lack the long-range repeating order that makes a crystal"]),
    (GB, G1, "paraphrase", "how hot would you need to get plain sand to melt it",
     ["Pure silica melts only at about 1,700 degrees Celsius"]),
    (GB, G1, "how_why", "so why are old church windows thicker at the bottom if glass doesnt actually flow",
     ["crown and cylinder methods used to make early window glass"]),
    (GB, G1, "paraphrase", "at roughly what temperatures does ordinary window and bottle glass go through its transition",
     ["the transition lies roughly between 520 and 560 degrees Celsius"]),
    (GB, G1, "definition_tail", "apart from bringing the melting temperature down, what does adding soda or potash make possible",
     ["so that an ordinary gas furnace can melt the batch"]),
    (GB, G1, "list_item", "what job does lime do in the batch",
     ["make the finished glass resist water and weathering"]),
    (GB, G1, "keyword", "cullet",
     ["It melts sooner than the raw minerals and so saves fuel"]),
    (GB, G1, "table_row", "how much lead is in lead crystal",
     ["Silica with 24% or more lead oxide"]),
    (GB, G1, "table_row", "on page 2, what goes into borosilicate besides silica",
     ["Silica with about 13% boron oxide"]),
    (GB, G1, "list_item", "how is the softening point of a glass defined",
     ["a thin fibre of the glass begins to sag under its own weight"]),
    (GB, G1, "exact_term", "what does it mean when someone calls a glass short",
     ["A short glass stiffens quickly and suits fast machine forming"]),
    (GB, G1, "how_why", "why do window panes look green when you look at the edge",
     ["Small amounts of iron in the sand give ordinary window glass a green tint"]),
    (GB, G1, "how_why", "what happens to tempered glass when it finally breaks",
     ["it shatters into small blunt cubes"]),
    (GB, G1, "how_why", "why can a pyrex type dish go from the oven onto a cold counter without cracking",
     ["Borosilicate glass has a low COE of about 33"]),

    # ---------------------------------------------------------------- glass: PPTX, the hot shop
    (GB, G2, "list_item", "whats the glory hole for",
     ["a reheating chamber that keeps a piece soft while it is being worked"]),
    (GB, G2, "how_why", "why dont they just switch the furnace off at night to save gas",
     ["puts the crucible under thermal stress and shortens its life"]),
    (GB, G2, "table_row", "how long is a blowpipe",
     ["Hollow steel tube, about 1.2 to 1.5 m long"]),
    (GB, G2, "table_row", "what is the yoke used for in the hot shop",
     ["Resting the pipe while it turns in the glory hole"]),
    (GB, G2, "how_why", "why do you have to keep rolling the pipe the whole time",
     ["hot glass starts to sag towards the floor the moment the pipe stops turning"]),
    (GB, G2, "list_item", "why are the wooden blocks kept wet",
     ["soaked in water, that round the first gather on a cushion of steam"]),
    (GB, G2, "worked_step", "how hot should the end of the pipe be before you take a gather",
     ["until it glows a dull red"]),
    (GB, G2, "exact_term", "what's a parison",
     ["This small first bubble is called the parison"]),
    (GB, G2, "how_why", "how does putting your thumb over the mouthpiece make the bubble grow",
     ["The trapped air warms up, expands and swells the glass from inside"]),
    (GB, G2, "list_item", "what does the bit gatherer do on a team",
     ["fetches small extra gathers for handles, feet and stems"]),
    (GB, G2, "code_block", "slide 10 timing guide: how long does a medium gather go back in the glory hole",
     ["medium 0.5-2 kg 45 to 60 s about 60 s"]),
    (GB, G2, "table_row", "if the glass is only glowing dull red what should i do",
     ["Stiff: reheat before any shaping"]),
    (GB, G2, "exact_term", "what is a punty mark",
     ["The rough scar left on the base when the punty is later removed"]),
    (GB, G2, "how_why", "why did my rim come out all wavy when i opened it up",
     ["Flaring too early, while the glass is still cool, leaves ripples in the rim"]),

    # ---------------------------------------------------------------- glass: DOCX, annealing
    (GB, G3, "how_why", "why does hot glass build up stress if you just let it cool on the bench",
     ["its surface cools and contracts long before its centre does"]),
    (GB, G3, "list_item", "give an example of a shape that builds in stress because its walls are uneven",
     ["such as a heavy foot under a thin bowl"]),
    (GB, G3, "list_item", "how can bits of batch that never melted cause stress",
     ["Stones of unmelted batch that expand differently from the glass around them"]),
    (GB, G3, "worked_step", "during the soak stage how long do you hold the piece",
     ["until its whole thickness is at the same heat"]),
    (GB, G3, "paraphrase", "what temperature do studios usually anneal furnace glass at",
     ["annealed somewhere between 480 and 515 degrees Celsius"]),
    (GB, G3, "table_row", "how fast can a 50 mm thick paperweight cool down to the strain point",
     ["4 C per hour"]),
    (GB, G3, "how_why", "how does a polariscope show you where the stress is",
     ["strained areas light up with coloured bands or bright haloes"]),
    (GB, G3, "worked_step", "in the stringer test, what does it tell you if the fused thread bends",
     ["the glass on the inside of the curve has the higher expansion"]),
    (GB, G3, "code_block", "work out the soak for a piece that is 18 mm at its thickest",
     ["soak = 18 / 12 x 1 hour = 1.5 hours (90 minutes)"]),
    (GB, G3, "code_block", "by how much do 100 mm strips of COE 90 and COE 96 glass differ after a 500 degree drop",
     ["mismatch = 100 x (96 - 90) x 10^-7 x 500 = 0.03 mm"]),
    (GB, G3, "code_block", "how long does the cool from 470 down to 20 degrees take at 100 an hour",
     ["time = (470 - 20) / 100 = 4.5 hours"]),
    (GB, G3, "definition_tail", "what does devitrification look like on a piece",
     ["a frosty or scummy skin that will not polish away"]),
    (GB, G3, "exact_term", "o que é a desvitrificação do vidro?",
     ["crystals can begin to grow on its surface"]),

    # ---------------------------------------------------------------- glass: HTML, colour
    (GB, G4, "how_why", "how do metal oxides actually give glass a colour",
     ["The metal ions absorb some wavelengths of light and let the rest through"]),
    (GB, G4, "exact_term", "what does a reducing flame mean",
     ["a flame starved of oxygen and rich in unburnt fuel is called reducing"]),
    (GB, G4, "table_row", "how little cobalt do you need before you can see the blue",
     ["Very strong; a few hundredths of a percent is already visible"]),
    (GB, G4, "table_row", "what colour does copper give in a reduced atmosphere",
     ["Turns to ruby red instead when reduced"]),
    (GB, G4, "table_row", "is there any danger with the cadmium and selenium colours",
     ["Toxic to handle as powders"]),
    (GB, G4, "how_why", "how does adding manganese make glass look clear",
     ["together the two tints cancel into a nearly colourless grey"]),
    (GB, G4, "how_why", "why are some old bottles found in the desert purple",
     ["can slowly turn lilac after many years in strong sunlight"]),
    (GB, G4, "paraphrase", "why does gold ruby glass come out of the furnace looking clear",
     ["only strike to their full colour when the piece is reheated"]),
    (GB, G4, "list_item", "how do you get frit onto a piece",
     ["picked up by rolling a hot gather over it on the marver"]),
    (GB, G4, "how_why", "how do you control how thin pulled cane ends up",
     ["The faster they walk, the thinner the cane becomes"]),
    (GB, G4, "how_why", "why isnt hydrofluoric acid etching allowed at school",
     ["the acid passes through skin and attacks the bone beneath"]),
    (GB, G4, "paraphrase", "how do you get that rainbow iridescent surface on glass",
     ["spraying hot glass with metal salts, often tin chloride"]),
    (GB, G4, "code_block", "in the colour trial log, what did copper do in a reducing flame",
     ["T3 clear 1% copper oxide reducing patchy red"]),

    # ---------------------------------------------------------------- glass: MD, safety
    (GB, G5, "how_why", "how can I tell if a tool is still hot without burning myself",
     ["holding the back of your hand near it without touching"]),
    (GB, G5, "list_item", "why cant i wear my polyester hoodie in the studio",
     ["synthetic fibres melt onto the skin when a spark lands on them"]),
    (GB, G5, "list_item", "why do I have to tie my hair back",
     ["loose hair swings into the glory hole when you lean forward"]),
    (GB, G5, "exact_term", "what is glassblower's cataract",
     ["Years of staring into a furnace without protection can cloud the lens of the eye"]),
    (GB, G5, "how_why", "¿para qué sirven las gafas de didimio?",
     ["filter out that yellow sodium flare so the glass can be seen clearly"]),
    (GB, G5, "paraphrase", "should i take salt tablets for a summer session",
     ["Salt tablets are not needed for a normal session"]),
    (GB, G5, "code_block", "what does water_target give for a 4 hour session",
     ["print(water_target(4)) # 3.0 litres for a four-hour session"]),
    (GB, G5, "exact_term", "what is silicosis",
     ["a scarring of the lungs that cannot be cured"]),
    (GB, G5, "paraphrase", "whats the right way to clean up spilled frit powder",
     ["clean up with a damp cloth or a filtered vacuum, never a brush"]),
    (GB, G5, "how_why", "what should i do if i smell gas in the studio",
     ["shut the supply valve, do not touch any electrical switch"]),
    (GB, G5, "table_row", "how long should you cool a burn",
     ["Cool under running water for 20 minutes"]),
    (GB, G5, "table_row", "what do i do if i get a bit of glass in my eye",
     ["Do not rub; rinse with the eyewash station"]),
    (GB, G5, "code_block", "on the pre-session checklist, when does the extraction fan go on",
     ["[ ] extraction on -> hood fan running before the burners are lit"]),

    # ---------------------------------------------------------------- glass: TXT, history
    (GB, G6, "paraphrase", "what are the oldest glass things people made",
     ["beads from Mesopotamia dated to about 2500 BC"]),
    (GB, G6, "how_why", "is pliny's story about the natron blocks on the beach true",
     ["an open fire on sand never gets hot enough to make glass"]),
    (GB, G6, "paraphrase", "how were vessels made before anyone could blow glass",
     ["trailing hot glass around a core of clay and dung shaped on a metal rod"]),
    (GB, G6, "how_why", "why was blowing such a big deal compared to the old methods",
     ["a skilled worker could now make a cup in minutes instead of days"]),
    (GB, G6, "exact_term", "who was Ennion",
     ["signed his mould-blown cups in Greek"]),
    (GB, G6, "list_item", "what is cameo glass",
     ["a dark blue vessel cased in white, with the white carved away"]),
    (GB, G6, "list_item", "what does a roman cage cup look like",
     ["a lace-like net of glass stood free of the cup"]),
    (GB, G6, "paraphrase", "how were medieval islamic mosque lamps decorated",
     ["mosque lamps painted with enamels and gilding"]),
    (GB, G6, "paraphrase", "who came up with english lead glass and when",
     ["George Ravenscroft patented a clear lead glass in 1674"]),
    (GB, G6, "how_why", "how does the float process make flat glass",
     ["poured onto a bath of molten tin and spreads into a perfectly flat sheet"]),
    (GB, G6, "exact_term", "what happened in toledo in 1962 that mattered for glass artists",
     ["ran two workshops at the Toledo Museum of Art in Ohio"]),
    (GB, G6, "table_row", "in the timeline, what year is the owens machine",
     ["1903 Owens automatic bottle machine"]),
    (GB, G6, "how_why", "why were cage cups so risky to carve",
     ["a single slip of the wheel ruined months of work"]),

    # ---------------------------------------------------------------- glass: Italian PDF, Murano
    (GB, G7, "how_why", "what official reason did Venice give for moving the glass furnaces to Murano in 1291",
     ["La ragione dichiarata era il pericolo d'incendio"]),
    (GB, G7, "paraphrase", "what other motive do historians think Venice had for moving the glassmakers",
     ["a tenere i vetrai sotto controllo e a custodire meglio i segreti del mestiere"]),
    (GB, G7, "exact_term", "what was the mariegola of the murano glassmakers",
     ["un proprio statuto scritto, la mariegola"]),
    (GB, G7, "paraphrase", "what special marriage privilege did glassmakers' families have in Venice",
     ["le figlie dei maestri vetrai potevano sposare dei nobili veneziani"]),
    (GB, G7, "exact_term", "what does façon de Venise mean",
     ["Il vetro prodotto fuori da Venezia con metodi veneziani"]),
    (GB, G7, "how_why", "why couldn't Barovier's cristallo be engraved deeply",
     ["troppo fragile per essere inciso in profondità alla ruota"]),
    (GB, G7, "list_item", "cos'è il lattimo?",
     ["un vetro bianco e opaco, nato per imitare la porcellana cinese"]),
    (GB, G7, "list_item", "how is the net pattern of reticello formed",
     ["due strati di canne inclinate in direzioni opposte si incrociano formando una rete"]),
    (GB, G7, "worked_step", "how do you make a murrina",
     ["tirando il blocco caldo in una lunga bacchetta e tagliandola poi a fette sottili"]),
    (GB, G7, "table_row", "what is a borsella",
     ["Pinza a molla per stringere e allargare il vetro"]),
    (GB, G7, "paraphrase", "che cosa fa il serventino nella piazza?",
     ["porta gli attrezzi e le piccole quantità di vetro per anse e decorazioni"]),
    (GB, G7, "paraphrase", "what was carlo scarpa's battuto glass meant to look like",
     ["in modo da sembrare metallo martellato"]),
    (GB, G7, "definition_tail", "how is the Vetro Artistico Murano mark protected",
     ["tutelato da una legge regionale del 1994"]),
    (GB, G7, "paraphrase", "quando è nato il museo del vetro di murano",
     ["fu fondato nel 1861 nel Palazzo Giustinian"]),

    # ---------------------------------------------------------------- Carthage: PDF, founding and rise
    (AC, C1, "paraphrase", "why did the phoenicians end up as traders",
     ["Squeezed between the mountains and the sea, they turned to trade"]),
    (AC, C1, "exact_term", "what name did roman poets give to elissa",
     ["whom Roman poets called Dido"]),
    (AC, C1, "how_why", "how did she get a whole hill with just one ox hide",
     ["cut the hide into very thin strips and laid them end to end"]),
    (AC, C1, "exact_term", "what does the name Qart-hadasht mean",
     ["the city was Qart-hadasht, meaning \"new city\""]),
    (AC, C1, "how_why", "where does the word punic come from",
     ["from the same root as the word Phoenician"]),
    (AC, C1, "list_item", "besides ibiza and western sicily, which other island did carthage take over",
     ["came to dominate Sardinia after long campaigns there"]),
    (AC, C1, "exact_term", "chi erano i sufeti a Cartagine?",
     ["two chief magistrates called suffetes were elected"]),
    (AC, C1, "paraphrase", "what happened to a carthaginian general who lost",
     ["a general who failed could be punished severely, sometimes by crucifixion"]),
    (AC, C1, "paraphrase", "what did aristotle think about the carthaginian constitution",
     ["one of the best balanced he knew"]),
    (AC, C1, "list_item", "what made the numidian horsemen special",
     ["riding without bridles, were the finest light cavalry of the age"]),
    (AC, C1, "how_why", "why did carthage need so many mercenaries",
     ["The citizen population of Carthage was small compared with its wealth"]),
    (AC, C1, "paraphrase", "who invaded africa in 310 bc",
     ["the Syracusan ruler Agathocles turned the tables"]),
    (AC, C1, "definition_tail", "who was the treaty of 279 BC between rome and carthage aimed against",
     ["the last of them aimed against King Pyrrhus of Epirus"]),
    (AC, C1, "paraphrase", "what trading rights did the 348 bc treaty give the romans",
     ["allowed Romans to trade in Carthage itself"]),
    (AC, C1, "table_row", "in the key dates table on page 3, when was ebusus founded",
     ["c. 654 BC Ebusus founded on Ibiza"]),

    # ---------------------------------------------------------------- Carthage: PPTX, Punic Wars
    (AC, C2, "list_item", "how many punic wars were there altogether",
     ["Three wars over about 120 years"]),
    (AC, C2, "exact_term", "who were the mamertines",
     ["a band of Italian mercenaries who had seized the Sicilian city of Messana"]),
    (AC, C2, "paraphrase", "how did the romans know how to build warships",
     ["used a stranded Carthaginian warship as their model"]),
    (AC, C2, "list_item", "Was war der Corvus bei den Römern?",
     ["A boarding bridge about 11 m long with a heavy iron spike underneath"]),
    (AC, C2, "list_item", "who won rome's first ever sea battle",
     ["Gaius Duilius wins Rome's first naval victory, at Mylae"]),
    (AC, C2, "list_item", "who defeated regulus when he invaded africa",
     ["crushed by the Spartan mercenary Xanthippus"]),
    (AC, C2, "table_row", "how much did carthage have to pay rome after the first war",
     ["3,200 talents of silver over ten years"]),
    (AC, C2, "list_item", "how old was hannibal when he became commander",
     ["takes command in 221 BC at about 26"]),
    (AC, C2, "paraphrase", "what happened to hannibal's elephants after the crossing",
     ["Most of his elephants died during the following winter"]),
    (AC, C2, "table_row", "what happened at lake trasimene",
     ["Roman column trapped in morning fog between hills and lake"]),
    (AC, C2, "how_why", "how did the trap at cannae actually work",
     ["The centre gave ground slowly under the Roman push, drawing the legions into a pocket"]),
    (AC, C2, "paraphrase", "who gave scipio the cavalry that won zama",
     ["the Numidian prince Masinissa, now Rome's ally"]),
    (AC, C2, "code_block", "on slide 15, how much did carthage owe rome each year after 201 bc",
     ["per year 10,000 / 50 = 200 talents"]),
    (AC, C2, "paraphrase", "what was cato always going on about in his speeches",
     ["ended his speeches by demanding that Carthage be destroyed"]),

    # ---------------------------------------------------------------- Carthage: DOCX, trade
    (AC, C3, "list_item", "where did carthage get its tin from",
     ["tin brought from the far Atlantic coasts"]),
    (AC, C3, "how_why", "why was purple cloth so crazy expensive",
     ["Thousands of snails were needed to dye a single cloak"]),
    (AC, C3, "keyword", "murex dye colour change",
     ["turns purple as it is exposed to sunlight and air"]),
    (AC, C3, "exact_term", "what was the cothon",
     ["a circular naval harbour, the cothon"]),
    (AC, C3, "paraphrase", "what stood on the island in the middle of the round harbour",
     ["an island carrying the admiral's headquarters"]),
    (AC, C3, "table_row", "how many rowers did a quinquereme need",
     ["About 300, several men to some oars"]),
    (AC, C3, "table_row", "what did the round merchant ships carry",
     ["Bulk cargoes such as grain, wine and metal"]),
    (AC, C3, "how_why", "how did punic carpenters know where each plank went",
     ["marked with painted Punic letters before assembly"]),
    (AC, C3, "list_item", "where does the word gorilla come from",
     ["whom the interpreters called gorillas"]),
    (AC, C3, "worked_step", "in the silent trade, what did the local people do after the traders left the beach",
     ["leave gold beside the goods and withdraw"]),
    (AC, C3, "paraphrase", "why did carthage start minting coins",
     ["struck in Sicily late in the fifth century BC, probably to pay mercenaries"]),
    (AC, C3, "code_block", "how many tonnes of silver is 3,200 talents",
     ["in tonnes = about 83 tonnes of silver"]),
    (AC, C3, "code_block", "how many men would you need to row 100 quinqueremes",
     ["rowers needed = 300 x 100 = 30,000 men"]),

    # ---------------------------------------------------------------- Carthage: HTML, gods and daily life
    (AC, C4, "paraphrase", "how is baal hammon shown in carthaginian art",
     ["shown as a bearded man seated on a throne flanked by winged sphinxes"]),
    (AC, C4, "exact_term", "what title does tanit get in the inscriptions",
     ["where she is called Face of Baal"]),
    (AC, C4, "paraphrase", "que représente le signe de Tanit ?",
     ["a triangle topped by a horizontal bar and a circle"]),
    (AC, C4, "table_row", "who was eshmun",
     ["God of healing, with a temple on the Byrsa"]),
    (AC, C4, "table_row", "what was melqart the god of",
     ["Protector of Tyre and of its colonists"]),
    (AC, C4, "paraphrase", "what have archaeologists dug up in the tophet",
     ["clay urns holding the burnt bones of infants and of young animals"]),
    (AC, C4, "paraphrase", "whats the other explanation for the tophet apart from sacrifice",
     ["a special cemetery for infants who died very young"]),
    (AC, C4, "exact_term", "what is a tariff in carthaginian religion",
     ["price lists for sacrifices carved on stone"]),
    (AC, C4, "paraphrase", "what were the floors in carthaginian houses made of",
     ["a pink mortar mixed with crushed pottery"]),
    (AC, C4, "how_why", "why is kerkouane so well preserved",
     ["abandoned in the third century BC and never built over"]),
    (AC, C4, "paraphrase", "what happened to mago's farming handbook after carthage fell",
     ["the Roman Senate ordered it to be translated into Latin"]),
    (AC, C4, "code_block", "how does the tophet dedication formula look in transliterated punic",
     ["Punic LRBT LTNT PN B'L WL'DN LB'L HMN"]),
    (AC, C4, "paraphrase", "what were the scary clay masks in tombs for",
     ["grimacing clay masks that were probably meant to scare evil away"]),

    # ---------------------------------------------------------------- Carthage: MD, sources
    (AC, C5, "how_why", "why are there almost no carthaginian books left",
     ["its libraries were reportedly handed over to the kings of Numidia"]),
    (AC, C5, "table_row", "why is polybius such an important source",
     ["Greek hostage in Rome who watched the destruction of 146 BC beside Scipio Aemilianus"]),
    (AC, C5, "table_row", "what's the problem with using livy",
     ["Long Roman history of the war with Hannibal, vivid but patriotic"]),
    (AC, C5, "paraphrase", "is there anything written by the carthaginians themselves",
     ["thousands of inscriptions on stone, most of them short dedications from the tophet"]),
    (AC, C5, "how_why", "why is archaeology more trustworthy than the roman writers",
     ["Coins, pottery and buildings are another kind of evidence, and they carry no Roman bias"]),
    (AC, C5, "paraphrase", "did the romans really pour salt on carthage",
     ["No ancient writer says so"]),
    (AC, C5, "how_why", "where did the salting story come from then",
     ["perhaps borrowed from the biblical account of Abimelech salting the city of Shechem"]),
    (AC, C5, "paraphrase", "why is it hard to excavate at carthage today",
     ["archaeologists can dig only in the gaps between villas and roads"]),
    (AC, C5, "worked_step", "how do coins help when dating a layer",
     ["give the earliest possible date for the layer"]),
    (AC, C5, "worked_step", "what do you send off for radiocarbon dating",
     ["Send bone, seeds or charcoal for radiocarbon dating"]),
    (AC, C5, "code_block", "how many years from the roman sack of carthage to the vandals taking it",
     ["print(span(146, 439)) # 584 years from the Roman sack to the Vandal capture"]),
    (AC, C5, "definition_tail", "why do you take a year off when counting from a bc date to an ad date",
     ["There is no year zero: 1 BC is followed directly by AD 1"]),
    (AC, C5, "table_row", "were all of hannibal's elephants african ones",
     ["Uncertain; Roman writers mention at least one Indian elephant"]),

    # ---------------------------------------------------------------- Carthage: TXT, after 146 BC
    (AC, C6, "paraphrase", "where was roman africa run from at first",
     ["governed from Utica, a city that had sided with Rome in the last war"]),
    (AC, C6, "paraphrase", "what was junonia",
     ["Gaius Gracchus tried to plant a Roman colony there under the name Junonia"]),
    (AC, C6, "paraphrase", "who actually rebuilt carthage as a roman city",
     ["Augustus carried the plan out around 29 BC"]),
    (AC, C6, "paraphrase", "what did the romans do to the top of the byrsa",
     ["the top of the Byrsa hill was levelled into a vast platform for the forum"]),
    (AC, C6, "list_item", "what were the antonine baths",
     ["the largest Roman baths in Africa"]),
    (AC, C6, "list_item", "where did roman carthage get its water",
     ["carried water from springs at Zaghouan, roughly 130 km away"]),
    (AC, C6, "paraphrase", "who was tertullian",
     ["often called the father of Latin theology"]),
    (AC, C6, "paraphrase", "what happened to bishop cyprian",
     ["beheaded outside the city in AD 258"]),
    (AC, C6, "paraphrase", "when did the vandals take carthage",
     ["In AD 439 the Vandal king Gaiseric captured Carthage"]),
    (AC, C6, "paraphrase", "what happened to the ruins of carthage after the arab conquest",
     ["the ruins served as a quarry"]),
    (AC, C6, "list_item", "which novel is set during the mercenary war",
     ["Gustave Flaubert's novel Salammbo (1862)"]),
    (AC, C6, "table_row", "in the timeline what happens in 698",
     ["AD 698 Arab conquest; Tunis becomes the regional centre"]),
    (AC, C6, "how_why", "what did the vandals use carthage for once they had it",
     ["the base for a fleet that raided across the western sea"]),

    # ---------------------------------------------------------------- Carthage: Spanish HTML, Carthage in Spain
    (AC, C7, "paraphrase", "when was cadiz supposedly founded",
     ["se fundó hacia el año 1100 a. C."]),
    (AC, C7, "paraphrase", "what attracted the phoenicians to southern spain in the first place",
     ["Lo que atraía a los fenicios era sobre todo la plata de Tartessos"]),
    (AC, C7, "paraphrase", "what's special about the puig des molins on ibiza",
     ["con miles de tumbas excavadas en la roca de una colina"]),
    (AC, C7, "paraphrase", "¿cómo murió Amílcar Barca?",
     ["ahogado, según algunas fuentes, al cruzar un río"]),
    (AC, C7, "how_why", "how did hasdrubal the fair win over the iberians",
     ["prefirió la diplomacia a la guerra: se casó con una princesa ibera"]),
    (AC, C7, "paraphrase", "how much silver did the baebelo mine produce for hannibal",
     ["trescientas libras de plata al día"]),
    (AC, C7, "paraphrase", "¿qué prometieron los cartagineses en el tratado del Ebro?",
     ["no cruzarían el río Ebro con fines de guerra"]),
    (AC, C7, "how_why", "why did the saguntum question lead to war",
     ["esa ambigüedad fue una de las causas de la segunda guerra púnica"]),
    (AC, C7, "paraphrase", "how long did saguntum hold out against hannibal",
     ["La ciudad resistió unos ocho meses"]),
    (AC, C7, "list_item", "how many slings did a balearic slinger carry",
     ["llevaban tres hondas de distinto alcance"]),
    (AC, C7, "table_row", "what was villaricos in punic times",
     ["Puerto minero púnico junto al río Almanzora"]),
    (AC, C7, "how_why", "how did scipio manage to get into new carthage",
     ["el agua de la laguna que protegía la ciudad bajaba por la tarde"]),
    (AC, C7, "paraphrase", "¿qué consiguió Escipión al tomar Carthago Nova?",
     ["el tesoro, los rehenes iberos y los arsenales cartagineses"]),
    (AC, C7, "code_block", "is there some festival in cartagena about carthaginians and romans",
     ["Cartagena fiestas Carthagineses y Romanos, cada mes de septiembre"]),
]

# Near-topic questions the course does not answer: (course, question, [regex terms absent from the
# course text outside answer keys]).
UNANSWERABLE = [
    # glass
    (GB, "how hot does the flame of an oxy-propane lampworking torch get", [r"oxy-?propane", r"flame temperature"]),
    (GB, "how are the glass marbles kids play with made", [r"marbles"]),
    (GB, "what is dichroic glass and how is it coated", [r"dichroic"]),
    (GB, "why doesn't a Prince Rupert's drop break when you hit the head with a hammer", [r"Rupert"]),
    (GB, "how do you bend tubes for neon signs", [r"neon"]),
    (GB, "what is the refractive index of lead crystal", [r"refractive"]),
    (GB, "how do you do slumping over a mould in a kiln", [r"slumping"]),
    (GB, "what is pate de verre", [r"p[a\u00e2]te de verre"]),
    (GB, "how are photochromic lenses that darken in the sun made", [r"photochromic"]),
    (GB, "how is gorilla glass made stronger by ion exchange", [r"ion exchange", r"gorilla"]),
    (GB, "how much does it cost to build your own glory hole", [r"price", r"build (?:a|your own) glory hole"]),
    (GB, "who invented stained glass windows", [r"stained glass"]),
    (GB, "how do you wind a bead on a mandrel", [r"mandrel"]),
    (GB, "what is the graal technique", [r"graal"]),
    (GB, "how is an incalmo piece joined together", [r"incalmo"]),
    (GB, "what's the best way to put my signature on the bottom of a piece", [r"signature"]),
    (GB, "what is the viscosity at the working point in pascal seconds", [r"pascal", r"pa ?s\b"]),
    (GB, "who was louis comfort tiffany", [r"Tiffany"]),
    (GB, "how is optical fibre pulled on a draw tower", [r"draw tower", r"preform"]),
    (GB, "what temperature is a full fuse in a kiln", [r"full fuse", r"tack fuse"]),
    (GB, "how are the big murano chandeliers put together", [r"chandeliers?", r"lampadari"]),
    (GB, "who is dale chihuly and why is he famous", [r"Chihuly"]),
    (GB, "quanto costa un vaso di Murano autentico?", [r"prezzo", r"euro"]),
    (GB, "why do some bottles have a punt pushed up into the base", [r"\bpunt\b"]),
    # Carthage
    (AC, "how did hannibal die in the end", [r"poison", r"Libyssa"]),
    (AC, "how many people lived in carthage at its peak", [r"inhabitants", r"\d{3},000 people"]),
    (AC, "how many metres high were the walls of carthage", [r"metres high", r"feet high"]),
    (AC, "who was sophonisba", [r"Sophonisba"]),
    (AC, "what was the name of hannibal's own elephant", [r"Surus"]),
    (AC, "did carthaginian sailors ever reach america", [r"America"]),
    (AC, "what did carthaginian music sound like and what instruments did they play", [r"music", r"instruments?"]),
    (AC, "how much was a mercenary paid per day", [r"wages?", r"per day"]),
    (AC, "what was the name of hamilcar's wife", [r"wife"]),
    (AC, "did carthaginian children go to school", [r"schools?", r"educat\w*"]),
    (AC, "what kind of tunics did ordinary carthaginians wear", [r"tunics?", r"clothing"]),
    (AC, "what were the roofs of punic houses like", [r"roofs?"]),
    (AC, "who was hanno the great", [r"Hanno the Great"]),
    (AC, "how many elephants were stabled in the city walls", [r"three hundred elephants", r"300 elephants"]),
    (AC, "what are the opening hours for the tophet site and do you need tickets", [r"opening hours", r"tickets?"]),
    (AC, "how did the carthaginians make their glass beads", [r"bead-?making", r"core-formed"]),
    (AC, "was carthage bigger than rome when the first punic war started", [r"bigger than rome", r"larger than rome"]),
    (AC, "what did the carthaginians call themselves", [r"Chanani", r"Canaanites?"]),
    (AC, "how long did the roman siege of lilybaeum last", [r"siege of lilybaeum"]),
    (AC, "\u00bfen qu\u00e9 ciudad naci\u00f3 An\u00edbal?", [r"naci\u00f3", r"born"]),
    (AC, "\u00bfqui\u00e9n fue Himilce, la esposa de An\u00edbal?", [r"Himilce", r"c\u00e1stulo", r"castulo"]),
]

# Unanswerable questions answered only in a deck's speaker notes: question -> (course, deck,
# pattern found in the notes and nowhere in course text).
NOTES_ONLY = {
    "how long does a crucible usually last before it has to be replaced": (GB, G2, r"six months"),
    "which language does the word marver come from": (GB, G2, r"French word for marble"),
    "what wood are blocks and paddles carved from": (GB, G2, r"fruitwood"),
    "what is a puffer in glassblowing": (GB, G2, r"puffer"),
    "at what temperature can you first see glass glowing in a dark room": (GB, G2, r"darkened room"),
    "how many kilos of glass does a small studio furnace hold": (GB, G2, r"150 kilograms"),
    "what does the word corvus mean": (AC, C2, r"raven"),
    "what happened to regulus after the carthaginians captured him": (AC, C2, r"parole"),
    "what oath did hannibal swear when he was a boy": (AC, C2, r"swore"),
    "which alpine pass did hannibal take": (AC, C2, r"Traversette"),
    "what happened to hannibal's brother hasdrubal at the metaurus": (AC, C2, r"Metaurus"),
}
UNANSWERABLE += [(c, q, [pat]) for q, (c, _f, pat) in NOTES_ONLY.items()]

# Teacher-only answer-key sections: from this heading to the end of the file's paragraphs.
KEY_SECTIONS = {
    (GB, G3): "Answer key (teacher only)",
    (GB, G6): "9. ANSWER KEY (TEACHER ONLY)",
    (AC, C3): "Answer key (teacher only)",
    (AC, C6): "8. ANSWER KEY (TEACHER ONLY)",
}

# Unanswerable questions answered only inside an answer-key section.
KEY_ONLY = {
    "how many marks do you get for naming the strain point in the annealing question": (GB, G3, r"2 marks for naming"),
    "which samples on the thread test sheet curled": (GB, G3, r"samples B and D"),
    "what colour does the lycurgus cup turn when light shines through it": (GB, G6, r"Lycurgus"),
    "what's the pass line on the glass timeline test": (GB, G6, r"pass line"),
    "who led the excavation of the marsala punic ship": (AC, C3, r"Honor Frost"),
    "which museum is the carthage field trip going to": (AC, C6, r"Bardo"),
    "what's the pass mark for the carthage unit test": (AC, C6, r"pass mark"),
}
UNANSWERABLE += [(c, q, [pat]) for q, (c, _f, pat) in KEY_ONLY.items()]

# A deck note that starts like this is addressed to the teacher (check.py sorts notes with it);
# in this set no note of any kind is course content.
TEACHER_NOTE = "teacher only:"

# Questions from the other subject: their terms are absent from their own course and present in
# the other course.
OTHER_COURSE = [
    (GB, "who was hannibal", [r"Hannibal"]),
    (GB, "what was the tophet used for", [r"tophet"]),
    (GB, "\u00bfqui\u00e9nes eran los suffetes?", [r"suffetes"]),
    (AC, "what is a glory hole used for", [r"glory hole"]),
    (AC, "how do you anneal a glass vase", [r"anneal\w*"]),
    (AC, "whats a parison", [r"parison"]),
    (AC, "Che cos'\u00e8 la filigrana a reticello?", [r"reticello"]),
]

SEED = 20260149

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
        final.append({"id": f"ab49-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
