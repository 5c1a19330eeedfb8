"""Write questions.jsonl from the hand-written questions below (set 46).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the gold snippet is looked up
automatically (pdfminer text through pdfplumber for PDFs, python-pptx slide text for PowerPoint
decks); check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 8") uses the page / slide number. PowerPoint
decks count the title slide as slide 1. rows() asserts that the number in the question is the
page or slide where the gold was found.

Speaker notes are NOT course content (only what a student sees on a slide counts). No gold lies
in a note. Some unanswerable questions (NOTES_ONLY) are answered only in a deck's speaker notes;
the product must not answer them confidently.

Teacher-only answer-key sections (KEY_SECTIONS, from the given heading to the end of the file's
paragraphs) are not course content: no gold may lie in one, unanswerable terms are searched
outside them, and a few unanswerable questions (KEY_ONLY) are answered only inside one.

One file per course is written in another language (build.FOREIGN: the Dutch PDF of the Maya
course, the Portuguese DOCX of the lithium-ion battery course). Their golds are in that language;
most of their questions are asked in English, a few in Dutch / Portuguese. A few questions on
English files are asked in Spanish, French or German.

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

MC = "maya-civilisation"
LB = "lithium-ion-batteries"

M1 = "01-rise-and-collapse-of-the-classic-maya.pdf"
M2 = "02-maya-religion-and-cosmology-slides.pptx"
M3 = "03-writing-and-the-calendar.docx"
M4 = "04-maya-cities-and-architecture.html"
M5 = "05-farming-trade-and-daily-life.md"
M6 = "06-maya-study-notes.txt"
M7 = "07-kunst-en-ambacht-van-de-maya.pdf"

L1 = "01-how-a-lithium-ion-cell-works.pdf"
L2 = "02-cell-formats-and-battery-packs-slides.pptx"
L3 = "03-capacity-energy-and-worked-calculations.docx"
L4 = "04-safety-and-thermal-runaway.html"
L5 = "05-battery-management-and-state-of-charge.md"
L6 = "06-charging-and-ageing-study-notes.txt"
L7 = "07-reciclagem-de-baterias-de-litio.docx"

ANSWERABLE = [
    # ---------------------------------------------------------------- Maya: prose PDF
    (MC, M1, "paraphrase", "which modern countries did the maya actually live in",
     ["southern Mexico, Guatemala, Belize and the western parts of Honduras"]),
    (MC, M1, "how_why", "y did lowland maya cities need reservoirs and plastered plazas",
     ["cities depended on reservoirs, sinkholes and carefully plastered plazas"]),
    (MC, M1, "paraphrase", "are there still mayan languages around, how many",
     ["more than thirty Mayan languages are still recognised by linguists"]),
    (MC, M1, "exact_term", "how tall is the la danta complex",
     ["rises about 70 metres above the forest floor"]),
    (MC, M1, "exact_term", "whats a stela",
     ["A stela is a tall stone slab carved with the image of a ruler"]),
    (MC, M1, "definition_tail", "how old was pakal when he got the throne and how long did he rule",
     ["a boy of twelve in AD 615 and ruled for 68 years"]),
    (MC, M1, "exact_term", "what does the title k'uhul ajaw mean",
     ["used the title k'uhul ajaw, meaning holy lord"]),
    (MC, M1, "paraphrase", "who was lady six sky and where did she come from",
     ["Lady Six Sky, sent from Dos Pilas to Naranjo in AD 682"]),
    (MC, M1, "paraphrase", "what is meant by the tikal hiatus??",
     ["a period of more than a century in which Tikal raised almost no dated monuments"]),
    (MC, M1, "list_item", "apart from drought and wars what else caused the classic collapse, something about the kings",
     ["a loss of faith in kings who could no longer bring rain or victory"]),
    (MC, M1, "how_why", "how do scientists know about the ninth century drought",
     ["Layers of gypsum in the mud of Lake Chichancanab"]),
    (MC, M1, "paraphrase", "do maya people still speak maya languages today or did they die out",
     ["languages such as Yucatec, K'iche' and Q'eqchi' are still spoken"]),
    (MC, M1, "paraphrase", "¿Cuándo cayó Nojpeten, el último reino maya?",
     ["It fell to a Spanish force on 13 March 1697"]),
    (MC, M1, "table_row", "in the periods table on page 3 what marks the early classic",
     ["Early Classic AD 250 - 600 Tikal, Copan Dated stelae and royal dynasties"]),
    # ---------------------------------------------------------------- Maya: deck
    (MC, M2, "paraphrase", "how many levels were in the maya heavens and the underworld",
     ["The sky had thirteen levels and the underworld, called Xibalba, had nine."]),
    (MC, M2, "paraphrase", "wat colour did the maya give to the east",
     ["red for east, white for north, black for west and yellow for south"]),
    (MC, M2, "list_item", "who was chaak",
     ["Chaak was the rain god, shown holding an axe that made lightning."]),
    (MC, M2, "table_row", "how do you recognise k'inich ajaw in maya art",
     ["Crossed eyes and a filed front tooth"]),
    (MC, M2, "table_row", "what does ix chel look like",
     ["Old woman with a serpent headdress"]),
    (MC, M2, "paraphrase", "when was the popol vuh first written down and in what letters",
     ["written down in the K'iche' language using Latin letters in the 1550s"]),
    (MC, M2, "exact_term", "names of the hero twins",
     ["The twins Hunahpu and Xbalanke were summoned to Xibalba"]),
    (MC, M2, "paraphrase", "what happend to the hero twins at the very end of the story",
     ["rose into the sky as the sun and the moon"]),
    (MC, M2, "paraphrase", "in the maya creation story what were humans finally made out of",
     ["the gods finally made humans from maize dough"]),
    (MC, M2, "list_item", "could ballgame players hit the ball with their hands",
     ["Players struck the ball with their hips and forearms, not their hands or feet."]),
    (MC, M2, "how_why", "why were captured nobles the most valued sacrifices",
     ["because their death showed the power of the victorious king"]),
    (MC, M2, "exact_term", "whats copal",
     ["Copal is a resin from tropical trees that the Maya burned as incense."]),
    (MC, M2, "list_item", "what does a daykeeper do",
     ["A daykeeper, or aj q'ij, counts the days of the 260-day calendar"]),
    (MC, M2, "paraphrase", "where did normal maya families bury their dead",
     ["beneath the floors of their own houses, keeping the ancestors close"]),
    # ---------------------------------------------------------------- Maya: DOCX
    (MC, M3, "definition_tail", "what two kinds of sign does maya writing use",
     ["It mixes logograms, signs that stand for whole words, with syllabic signs"]),
    (MC, M3, "paraphrase", "how could a scribe spell jaguar with syllables",
     ["spelled out with syllables as ba-la-ma"]),
    (MC, M3, "paraphrase", "in which order do you read maya glyph blocks",
     ["read in pairs of columns, from left to right and from top to bottom"]),
    (MC, M3, "exact_term", "what were maya books made from",
     ["Books were made from the inner bark of fig trees"]),
    (MC, M3, "paraphrase", "who burnt all the maya books and when",
     ["In 1562 the friar Diego de Landa burned a large number of Maya books"]),
    (MC, M3, "list_item", "which of the codices has the astronomy tables in it",
     ["the Dresden Codex, the most complete, full of astronomical tables"]),
    (MC, M3, "list_item", "what is the grolier codex called nowadays",
     ["the Maya Codex of Mexico, once called the Grolier"]),
    (MC, M3, "paraphrase", "what did proskouriakoff figure out about the dates on stelae",
     ["marked the births, accessions and deaths of real rulers"]),
    (MC, M3, "exact_term", "which symbols did the maya use to write numbers",
     ["a dot for one, a bar for five and a shell for zero"]),
    (MC, M3, "table_row", "how do you write 13 in maya numerals",
     ["three dots over two bars"]),
    (MC, M3, "definition_tail", "what was wayeb",
     ["Those five days, called Wayeb, were thought to be unlucky."]),
    (MC, M3, "exact_term", "how long is a calendar round",
     ["came back only after 52 years, a cycle known as the Calendar Round"]),
    (MC, M3, "code_block", "how many days does 9.12.11.5.18 come to in total",
     ["total = 1,386,478 days since the start date"]),
    (MC, M3, "paraphrase", "did the maya really say the world would end in 2012",
     ["predicted the end of the world on that day, but no Maya text says so"]),
    # ---------------------------------------------------------------- Maya: HTML
    (MC, M4, "paraphrase", "were maya cities planned on a grid like new york",
     ["A Maya city was not laid out on a grid."]),
    (MC, M4, "exact_term", "what is lidar",
     ["Laser surveys from aircraft, known as lidar"]),
    (MC, M4, "paraphrase", "what did the laser surveys find under the jungle",
     ["tens of thousands of previously unknown house platforms"]),
    (MC, M4, "how_why", "why did making plaster need so much firewood",
     ["Making lime meant burning limestone in huge fires"]),
    (MC, M4, "definition_tail", "how is a corbel arch built",
     ["each course of stone projects a little further inward than the one below"]),
    (MC, M4, "how_why", "y are rooms in maya buildings so long and narrow",
     ["Because a corbel arch cannot span a wide gap"]),
    (MC, M4, "exact_term", "what is a roof comb on a temple",
     ["a tall decorative wall of stone that made the building look even higher"]),
    (MC, M4, "paraphrase", "how high is temple 1 at tikal and whose tomb is inside",
     ["rises about 47 metres and covers the tomb of Jasaw Chan K'awiil I"]),
    (MC, M4, "paraphrase", "whats the longest sacbe",
     ["runs for about 100 kilometres from Coba to Yaxuna"]),
    (MC, M4, "paraphrase", "how many glyphs are on the hieroglyphic stairway at copan",
     ["has more than 2,000 glyphs carved into its risers"]),
    (MC, M4, "table_row", "what is special about rio bec style buildings",
     ["Towers with false stairways that cannot be climbed"]),
    (MC, M4, "paraphrase", "why's it called the nunnery quadrangle at uxmal",
     ["named by the Spanish because it reminded them of a convent"]),
    (MC, M4, "paraphrase", "¿Qué pasa en El Castillo durante los equinoccios?",
     ["casts a row of triangles of light down the northern staircase"]),
    # ---------------------------------------------------------------- Maya: Markdown
    (MC, M5, "exact_term", "what is nixtamalisation",
     ["soaked and cooked with lime or wood ash before grinding"]),
    (MC, M5, "how_why", "why did cooking corn with lime matter for health",
     ["releases niacin, a vitamin that prevents the disease pellagra"]),
    (MC, M5, "exact_term", "what are the three sisters crops",
     ["together the three crops are often called the three sisters"]),
    (MC, M5, "list_item", "what is a milpa field",
     ["a field cleared by cutting and burning the forest"]),
    (MC, M5, "list_item", "how did raised fields work",
     ["platforms of earth built up in swamps, with canals between them"]),
    (MC, M5, "paraphrase", "isnt slash and burn farming bad for the forest",
     ["the forest grows back and the soil regains its fertility"]),
    (MC, M5, "paraphrase", "how did they get the foam on the chocolate drink",
     ["poured from one vessel to another to raise a foam"]),
    (MC, M5, "paraphrase", "how many cacao beans was a rabbit lol",
     ["a rabbit might cost ten beans"]),
    (MC, M5, "paraphrase", "did people fake cacao bean money",
     ["counterfeiters were known to fill empty cacao shells with earth"]),
    (MC, M5, "paraphrase", "what proof is there that classic maya had markets",
     ["shows people selling salt, maize gruel and tobacco"]),
    (MC, M5, "table_row", "where did the maya get there obsidian from",
     ["Highland volcanoes such as El Chayal"]),
    (MC, M5, "paraphrase", "did columbus ever meet maya traders",
     ["Columbus met one such canoe, with some twenty-five paddlers"]),
    (MC, M5, "paraphrase", "why did some maya have long sloping heads",
     ["pressed a baby's forehead between boards so that the skull grew long"]),
    # ---------------------------------------------------------------- Maya: TXT
    (MC, M6, "paraphrase", "who was at the bottom of the maya social ladder",
     ["at the very bottom servants and slaves"]),
    (MC, M6, "paraphrase", "how did someone end up as a slave",
     ["usually war captives of low rank, criminals, or people who had fallen into debt"]),
    (MC, M6, "keyword", "ppolom",
     ["Merchants, called ppolom in the Postclassic north, could grow rich"]),
    (MC, M6, "how_why", "why did traders need porters",
     ["because the Maya had no pack animals and no wheeled carts"]),
    (MC, M6, "paraphrase", "what was maya armour made out of",
     ["Armour was quilted cotton soaked in salt water"]),
    (MC, M6, "list_item", "what was a star war",
     ["a glyph showing a star over the earth marked the biggest wars"]),
    (MC, M6, "list_item", "what did dos pilas do to defend itself",
     ["such as Dos Pilas, built hurried walls across their plazas"]),
    (MC, M6, "paraphrase", "what scenes are in the bonampak murals",
     ["show a battle, the judgement of captives on a stairway"]),
    (MC, M6, "paraphrase", "what kind of tribute did losers send to the winning king",
     ["bundles of cloth and bags of cacao beans laid before a seated king"]),
    (MC, M6, "paraphrase", "so did every maya city collapse",
     ["The northern cities and the highlands carried on"]),
    (MC, M6, "exact_term", "what does perfect storm mean for the maya collapse",
     ["drought, overpopulation, war and lost faith in rulers hit at the same time"]),
    (MC, M6, "table_row", "what happened in AD 695",
     ["AD 695 Tikal defeats Calakmul"]),
    (MC, M6, "paraphrase", "which three southern cities should i learn for the test",
     ["Tikal, Calakmul and Palenque in the south"]),
    # ---------------------------------------------------------------- Maya: Dutch PDF
    (MC, M7, "paraphrase", "what did the green colour of jade stand for",
     ["De groene kleur stond voor water, jonge maïs en het leven zelf"]),
    (MC, M7, "paraphrase", "what was put in a dead kings mouth",
     ["kregen koningen bij hun begrafenis vaak een jade kraal in de mond"]),
    (MC, M7, "how_why", "how could they carve jade if its harder than steel",
     ["alleen bewerken met zand, water, touw en boortjes van bot of riet"]),
    (MC, M7, "paraphrase", "how many bits of jade is pakal's death mask made of",
     ["Het bestaat uit meer dan 340 stukjes jade"]),
    (MC, M7, "exact_term", "how was maya blue made",
     ["door indigo te verhitten met een bepaalde witte klei, palygorskiet"]),
    (MC, M7, "paraphrase", "how thick is the blue clay at the bottom of the sacred cenote",
     ["een laag blauwe klei van ongeveer vier meter dik"]),
    (MC, M7, "paraphrase", "did the maya have a potters wheel",
     ["De Maya kenden geen pottenbakkersschijf."]),
    (MC, M7, "how_why", "why do they call it codex style pottery",
     ["lijken op de bladzijden van een boek"]),
    (MC, M7, "definition_tail", "what does the primary standard sequence on a vase do",
     ["Die tekst wijdt de vaas in, noemt de inhoud en vaak ook de eigenaar."]),
    (MC, M7, "how_why", "Waarom zijn de muurschilderingen van Bonampak zo goed bewaard gebleven?",
     ["Een laag kalkaanslag die later over de schilderingen groeide"]),
    (MC, M7, "definition_tail", "where was the stucco head of pakal found",
     ["onder zijn sarcofaag gevonden"]),
    (MC, M7, "paraphrase", "how is a backstrap loom kept tight",
     ["met een riem om de heupen strak werd gehouden"]),
    (MC, M7, "table_row", "what was obsidian used for in maya crafts",
     ["Messen, spiegels en inleg in ogen"]),
    # ---------------------------------------------------------------- Batteries: prose PDF
    (LB, L1, "exact_term", "whats the difference between a cell and a battery",
     ["A battery, strictly speaking, is several cells connected together"]),
    (LB, L1, "list_item", "what are the four main parts of a li-ion cell",
     ["a negative electrode, a positive electrode, a separator between them"]),
    (LB, L1, "paraphrase", "is the anode the negative electrode even when charging",
     ["Strictly those names only fit during discharge"]),
    (LB, L1, "exact_term", "what is intercalation",
     ["This process of slipping ions between the layers of a host material is called intercalation."]),
    (LB, L1, "how_why", "why is it called a rocking chair battery",
     ["Because the ions rock from one electrode to the other and back"]),
    (LB, L1, "how_why", "why don't they just use silicon anodes if silicon holds more lithium",
     ["it swells by up to 300 percent when it does, which cracks the particles"]),
    (LB, L1, "paraphrase", "whats good about LTO cells",
     ["LTO cells can last tens of thousands of cycles and charge very fast"]),
    (LB, L1, "how_why", "why is the anode coated on copper and not aluminium foil",
     ["because aluminium would react with lithium at the low potential of the graphite"]),
    (LB, L1, "table_row", "in the cathode table whats the note for lithium iron phosphate",
     ["Long life and very stable"]),
    (LB, L1, "paraphrase", "what does NMC 811 mean",
     ["eight parts nickel to one part manganese and one part cobalt"]),
    (LB, L1, "exact_term", "what is the electrolyte made of",
     ["lithium hexafluorophosphate (LiPF6), dissolved in a mixture of organic carbonates"]),
    (LB, L1, "how_why", "why cant water be the electrolyte",
     ["it would split into hydrogen and oxygen at the voltages of a lithium-ion cell"]),
    (LB, L1, "definition_tail", "what is separator shutdown",
     ["This safety feature is known as shutdown."]),
    (LB, L1, "exact_term", "what does the SEI let through",
     ["It lets lithium ions through but blocks electrons"]),
    (LB, L1, "definition_tail", "during discharge which electrode is being reduced",
     ["the electrode that receives them is being reduced"]),
    # ---------------------------------------------------------------- Batteries: deck
    (LB, L2, "list_item", "how are pouch cells packaged",
     ["seal the electrode stack in a flexible bag of aluminium-polymer laminate"]),
    (LB, L2, "paraphrase", "what do the numbers in 18650 stand for",
     ["18 millimetres across and 65.0 millimetres long"]),
    (LB, L2, "table_row", "downside of cylindrical cells?",
     ["Wasted space between round cans"]),
    (LB, L2, "table_row", "whats the weakness of pouch cells",
     ["Can swell and needs outside support"]),
    (LB, L2, "list_item", "what happens to the voltage when you put cells in series",
     ["Cells joined in series add their voltages while the capacity stays that of one cell."]),
    (LB, L2, "paraphrase", "4 cells of 3.6v in series gives what voltage",
     ["Four 3.6 V cells in series give a nominal 14.4 V."]),
    (LB, L2, "paraphrase", "three 3000 mah cells in parallel make how much",
     ["Three 3,000 mAh cells in parallel make a 9,000 mAh block."]),
    (LB, L2, "exact_term", "what does 4S2P mean",
     ["A 4S2P pack has four groups in series"]),
    (LB, L2, "code_block", "in the worked pack example on slide 8 what is the pack energy",
     ["Pack energy = 345.6 V x 20 Ah = 6.9 kWh"]),
    (LB, L2, "code_block", "whats the pack voltage with 96 cells of 3.6 v in series",
     ["Pack voltage = 96 x 3.6 V = 345.6 V"]),
    (LB, L2, "exact_term", "what is a battery module",
     ["A module is a group of cells fixed together mechanically and electrically"]),
    (LB, L2, "how_why", "why do cell to pack designs fit more energy",
     ["Removing the module frames leaves more room for active material"]),
    (LB, L2, "list_item", "what temperature do cells like best",
     ["Cells are happiest between about 15 and 35 degrees Celsius."]),
    (LB, L2, "exact_term", "what's a busbar",
     ["flat strips of copper or aluminium welded to the cell terminals"]),
    (LB, L2, "exact_term", "what is the cell-to-pack ratio",
     ["The share of pack weight that is cells is called the cell-to-pack ratio."]),
    # ---------------------------------------------------------------- Batteries: DOCX
    (LB, L3, "exact_term", "what does capacity mean for a battery",
     ["the amount of electric charge a cell can deliver from full to empty"]),
    (LB, L3, "exact_term", "how do you get energy from capacity",
     ["Energy is capacity multiplied by the average voltage during discharge."]),
    (LB, L3, "how_why", "why does an nmc cell store more Wh than an lfp cell with the same Ah",
     ["because their average voltages are different"]),
    (LB, L3, "definition_tail", "whats energy density as opposed to specific energy",
     ["Energy density is energy per unit of volume, in Wh/L."]),
    (LB, L3, "how_why", "for a drone does specific energy or energy density matter more, why",
     ["because every gram must be lifted"]),
    (LB, L3, "definition_tail", "what does 1C actually mean",
     ["A current of 1C would empty the full cell in one hour."]),
    (LB, L3, "paraphrase", "how many amps is 2C for a 5 Ah cell",
     ["For a 5 Ah cell, 1C is 5 A, 2C is 10 A"]),
    (LB, L3, "worked_step", "how much energy is in a 4500 mAh phone cell at 3.85 V",
     ["Energy = 4.5 Ah x 3.85 V = 17.3 Wh"]),
    (LB, L3, "worked_step", "torch draws 0.6 A from a 2.4 Ah cell, how long does it run",
     ["Time = 2.4 Ah / 0.6 A = 4 hours"]),
    (LB, L3, "worked_step", "how do u get 372 mAh/g for graphite from the charge per gram",
     ["1 mAh = 3.6 C, so capacity = 1,339 / 3.6 = 372 mAh/g"]),
    (LB, L3, "worked_step", "how long to charge a 60 kWh 400 V battery at 0.5C",
     ["Time = 150 Ah / 75 A = 2 hours"]),
    (LB, L3, "exact_term", "what is round-trip efficiency",
     ["The ratio of energy out to energy in is the round-trip efficiency"]),
    (LB, L3, "worked_step", "whats the second step of the method for energy problems",
     ["Convert mAh to Ah and Wh to kWh where needed."]),
    (LB, L3, "table_row", "what's an example value for power in the units table",
     ["150 kW at a fast charger"]),
    # ---------------------------------------------------------------- Batteries: HTML
    (LB, L4, "exact_term", "Qu'est-ce que l'emballement thermique d'une batterie ?",
     ["heat from a reaction inside the cell speeds up further reactions"]),
    (LB, L4, "definition_tail", "can you stop thermal runaway by just cutting the current",
     ["Once it starts, it can no longer be stopped by switching off the current."]),
    (LB, L4, "list_item", "at what temperature does the separator melt",
     ["Around 130 degrees the separator melts"]),
    (LB, L4, "list_item", "when does the cathode start giving off oxygen",
     ["many cathode materials decompose and release oxygen, which feeds the fire"]),
    (LB, L4, "definition_tail", "what is lithium plating",
     ["They are deposited as metallic lithium on the graphite surface instead."]),
    (LB, L4, "how_why", "why are dendrites so dangerous",
     ["If a dendrite pierces the separator it creates an internal short circuit"]),
    (LB, L4, "exact_term", "what does propagation mean in a battery pack",
     ["This spread from cell to cell is called propagation."]),
    (LB, L4, "paraphrase", "how do designers slow down propagation",
     ["heat barriers such as mica sheets or aerogel pads between cells"]),
    (LB, L4, "how_why", "why shouldnt you go near a smoking battery indoors",
     ["Hydrogen fluoride comes from the breakdown of the LiPF6 salt and is highly toxic"]),
    (LB, L4, "table_row", "what does a PTC disc do",
     ["Its resistance rises sharply when hot, limiting current"]),
    (LB, L4, "how_why", "why does a lithium battery fire need so much water",
     ["the water's main job is to cool the cells"]),
    (LB, L4, "code_block", "can i bring a 120 Wh power bank on a plane",
     ["100 Wh to 160 Wh allowed with airline approval, at most two"]),
    (LB, L4, "list_item", "is it ok to charge my e-scooter in the hallway",
     ["batteries in a hallway that is the only way out"]),
    # ---------------------------------------------------------------- Batteries: Markdown
    (LB, L5, "list_item", "what does balancing mean for a bms",
     ["keeping the cells at the same state of charge as each other"]),
    (LB, L5, "exact_term", "Was ist der Ladezustand (SOC) einer Zelle?",
     ["the charge left in a cell as a percentage of its present full capacity"]),
    (LB, L5, "paraphrase", "can you just measure soc directly like voltage",
     ["SOC cannot be measured directly like voltage."]),
    (LB, L5, "how_why", "why doesnt the voltage method work for LFP",
     ["whose voltage curve is almost flat between about 20 and 80 percent"]),
    (LB, L5, "table_row", "what soc is an nmc cell at 3.75 V open circuit",
     ["3.75 V | 50 %"]),
    (LB, L5, "code_block", "in the soc code how is current turned into amp hours",
     ["delta_ah = current_a * dt_s / 3600.0"]),
    (LB, L5, "code_block", "what stops update_soc from going over 100 or under 0",
     ["return min(100.0, max(0.0, soc))"]),
    (LB, L5, "code_block", "what soc do you get after one minute at 10 A in the example",
     ["print(round(soc, 2)) # 79.67 after one minute at 10 A"]),
    (LB, L5, "how_why", "whats wrong with coulomb counting",
     ["The weakness of coulomb counting is drift."]),
    (LB, L5, "exact_term", "what does the kalman filter do in soc estimation",
     ["The filter trusts coulomb counting over short periods"]),
    (LB, L5, "worked_step", "a cell holds 4.2 Ah now and 5.0 Ah new, whats its SOH",
     ["has an SOH of 84 percent"]),
    (LB, L5, "paraphrase", "when do car makers call a battery worn out for warranty",
     ["when its SOH falls below 70 percent"]),
    (LB, L5, "exact_term", "whats active balancing",
     ["Active balancing moves charge from fuller cells to emptier ones"]),
    # ---------------------------------------------------------------- Batteries: TXT
    (LB, L6, "exact_term", "what happens in the CC stage of charging",
     ["the charger supplies a fixed current and the cell voltage rises"]),
    (LB, L6, "paraphrase", "when does the charger switch over to constant voltage",
     ["When the voltage reaches its limit, usually 4.2 V per cell"]),
    (LB, L6, "paraphrase", "when does charging finish in the cv stage",
     ["Charging ends when the current has dropped to a small cut-off, often about C/20."]),
    (LB, L6, "how_why", "why does the last 20% of charging take ages",
     ["The CV stage is slower, which is why the last 20 percent"]),
    (LB, L6, "list_item", "why does my car heat the battery before a fast charge",
     ["Many cars warm the pack before a fast charge when the driver sets a charger"]),
    (LB, L6, "exact_term", "what is calender ageing",
     ["the loss of capacity that happens while a cell is simply stored"]),
    (LB, L6, "paraphrase", "do deep cycles wear out a battery quicker",
     ["Deep cycles from full to empty wear a cell faster than shallow cycles"]),
    (LB, L6, "list_item", "what is loss of lithium inventory",
     ["the SEI slowly thickens and traps lithium that can no longer carry charge"]),
    (LB, L6, "paraphrase", "what charge should i leave a battery at if i store it for months",
     ["For long storage, leave a cell at about 40 to 60 percent and somewhere cool."]),
    (LB, L6, "table_row", "what's the risk of charging below zero degrees",
     ["Charged below 0 C Risk of lithium plating"]),
    (LB, L6, "exact_term", "how do they count cycle life",
     ["counted until the capacity falls to 80 percent of its starting value"]),
    (LB, L6, "paraphrase", "how many cycles can an lfp cell do",
     ["an LFP cell 3,000 or more"]),
    (LB, L6, "paraphrase", "what is second life for old ev batteries",
     ["given a second life in stationary storage, where weight and size matter less"]),
    # ---------------------------------------------------------------- Batteries: Portuguese DOCX
    (LB, L7, "paraphrase", "which valuable metals are still inside a used lithium battery",
     ["como o lítio, o cobalto, o níquel e o cobre"]),
    (LB, L7, "how_why", "why shouldn't batteries go in the normal bin",
     ["pode provocar incêndios nos camiões e nas centrais de tratamento de resíduos"]),
    (LB, L7, "how_why", "why do batteries have to be discharged before they're taken apart",
     ["Uma bateria com carga pode entrar em curto-circuito quando é cortada"]),
    (LB, L7, "exact_term", "O que é a massa negra?",
     ["O pó fino que resta, rico em lítio, cobalto, níquel, manganês e grafite"]),
    (LB, L7, "paraphrase", "how hot does pyrometallurgy get",
     ["fundidas num forno a temperaturas acima de 1400 graus Celsius"]),
    (LB, L7, "how_why", "what's the downside of pyrometallurgy for lithium",
     ["O lítio e o alumínio acabam na escória"]),
    (LB, L7, "paraphrase", "how much of the lithium does hydrometallurgy get back",
     ["recupera mais de 90 por cento do lítio, do cobalto e do níquel"]),
    (LB, L7, "exact_term", "what is direct recycling",
     ["tenta recuperar o material do cátodo sem o desfazer em metais"]),
    (LB, L7, "how_why", "why is direct recycling mostly still in the lab",
     ["funciona melhor quando todas as células recolhidas têm a mesma química"]),
    (LB, L7, "table_row", "main disadvantage of hydrometallurgy in the comparison table",
     ["Produz muitos resíduos líquidos"]),
    (LB, L7, "how_why", "why is it harder to make money recycling LFP batteries",
     ["As baterias LFP não têm cobalto nem níquel."]),
    (LB, L7, "paraphrase", "from 2031 how much recycled cobalt do new eu car batteries need",
     ["pelo menos 16 por cento do cobalto de uma nova bateria"]),
    (LB, L7, "worked_step", "what should we do with the battery terminals before dropping them off",
     ["Tapar os terminais com fita-cola para evitar curtos-circuitos."]),
]

# Near-topic questions the course does not answer. Terms: regular expressions (case-insensitive,
# word-bounded) that must not occur in the course text of their own course.
UNANSWERABLE = [
    # Maya
    (MC, "what did the maya call the ballgame in their own language", [r"pitz", r"pok"]),
    (MC, "who was the very last king of tikal", [r"last king"]),
    (MC, "what language did the olmecs speak", [r"Olmecs?"]),
    (MC, "how did hernan cortes deal with the maya", [r"Cortes"]),
    (MC, "did the maya have bronze or iron tools", [r"bronze", r"iron"]),
    (MC, "how many million people lived in the maya lowlands around AD 800", [r"\d+ million"]),
    (MC, "what is a maya sweat bath called", [r"sweat", r"temazcal"]),
    (MC, "how did the maya make their rubber balls", [r"latex", r"morning glory"]),
    (MC, "when did europeans rediscover tikal", [r"rediscover\w*", r"1848"]),
    (MC, "who founded the royal dynasty of copan", [r"founder", r"founded the"]),
    (MC, "what did the maya usually eat for breakfast", [r"breakfast"]),
    (MC, "what musical instruments did the maya play", [r"drums?", r"trumpets?", r"flutes?"]),
    (MC, "roughly how many different glyphs are there in the maya script", [r"800", r"signs in all"]),
    (MC, "what was the encomienda system in yucatan", [r"encomienda"]),
    (MC, "what is the maya name for the feathered serpent god", [r"Kukulkan", r"Quetzalcoatl"]),
    (MC, "did the maya eat their captives", [r"cannibal\w*"]),
    (MC, "how did the dresden codex end up in germany", [r"Germany", r"Saxony"]),
    (MC, "what does the name tikal mean", [r"place of voices", r"name Tikal"]),
    (MC, "how many years did it take to build temple I at tikal", [r"years to build", r"construction"]),
    (MC, "Wie heeft de muurschilderingen van Bonampak ontdekt?", [r"Healey", r"ontdekt door"]),
    # Batteries
    (LB, "what's the energy density of a solid state battery", [r"solid[- ]state"]),
    (LB, "are sodium ion batteries better than lithium ion", [r"sodium"]),
    (LB, "who invented the lithium ion battery, did they win a nobel prize", [r"Goodenough", r"Yoshino", r"Whittingham", r"Nobel"]),
    (LB, "how much does a kWh of battery cost these days", [r"per kWh", r"dollars?", r"euros?"]),
    (LB, "which countries mine the most lithium", [r"Chile", r"Australia", r"Argentina"]),
    (LB, "how much does a lithium ion cell self discharge per month", [r"self-discharge", r"per month"]),
    (LB, "how does a lead acid car battery work", [r"lead[- ]acid"]),
    (LB, "how do you use the nernst equation for cell voltage", [r"Nernst"]),
    (LB, "what is peukert's law", [r"Peukert"]),
    (LB, "how many kilograms of lithium are in an electric car battery", [r"kilograms of lithium", r"kg of lithium"]),
    (LB, "what is impedance spectroscopy used for in battery testing", [r"impedance", r"spectroscopy"]),
    (LB, "how is a supercapacitor different from a battery", [r"supercapacitors?", r"capacitors?"]),
    (LB, "how does wireless charging of a phone work", [r"wireless", r"induction"]),
    (LB, "can a deeply discharged li-ion battery be revived", [r"revive\w*"]),
    (LB, "what is the UN38.3 transport test", [r"UN ?38\.3"]),
    (LB, "where does most of the cobalt come from", [r"Congo"]),
    (LB, "how fast does a tesla supercharger charge", [r"Tesla", r"Supercharger"]),
    (LB, "what is the coulombic efficiency of a new cell", [r"coulombic efficiency"]),
    (LB, "how do you work out internal resistance from the voltage drop", [r"internal resistance", r"ohms?"]),
    (LB, "Quanto custa reciclar uma tonelada de baterias?", [r"tonelada", r"custa"]),
    # answered only in speaker notes (see NOTES_ONLY)
    (MC, "what is the national tree of guatemala", [r"national tree"]),
    (MC, "what happens in the ch'a chaak ceremony", [r"ch'a chaak", r"candles?"]),
    (MC, "did ximenez put a spanish translation next to the kiche text", [r"side by side", r"translation"]),
    (MC, "what happened in the house of bats", [r"House of Bats"]),
    (MC, "how long is the great ballcourt at chichen itza", [r"168", r"Great Ballcourt"]),
    (MC, "who dredged the sacred cenote and where did the finds go", [r"dredged", r"Thompson", r"Harvard"]),
    (MC, "what is the rosalila temple at copan", [r"Rosalila"]),
    (LB, "what product was the first commercial lithium ion cell used in", [r"camcorder", r"Sony"]),
    (LB, "how big is a 4680 cell", [r"4680"]),
    (LB, "what does 6S mean on a drone battery", [r"6S"]),
    (LB, "what is byd's blade battery", [r"Blade", r"BYD"]),
    (LB, "why did some early electric cars lose range quickly in hot countries", [r"hot climates?", r"lost range"]),
    (LB, "is laser or ultrasonic welding better for busbars", [r"ultrasonic", r"laser"]),
    (LB, "what is a typical cell to pack ratio for a modern car pack", [r"60 to 75"]),
    # answered only inside a teacher-only answer key (see KEY_ONLY)
    (MC, "where was the grolier codex first shown to the public", [r"Grolier Club"]),
    (MC, "what were the two pieces of the madrid codex called", [r"Troano", r"Cortesianus"]),
    (MC, "which king ruled bonampak when the murals were painted", [r"Yajaw Chan Muwaan", r"Muwaan"]),
    (MC, "what was the caste war in yucatan", [r"Caste War"]),
    (LB, "what cell is the mystery cell in lab 5", [r"25R", r"Samsung"]),
    (LB, "which stadium uses old nissan leaf batteries for storage", [r"Nissan", r"Amsterdam"]),
]

# Unanswerable questions answered only in a deck's speaker notes (pattern: in the notes, absent
# from all course text).
NOTES_ONLY = {
    "what is the national tree of guatemala": (MC, M2, r"national tree"),
    "what happens in the ch'a chaak ceremony": (MC, M2, r"ch'a chaak"),
    "did ximenez put a spanish translation next to the kiche text": (MC, M2, r"side by side"),
    "what happened in the house of bats": (MC, M2, r"House of Bats"),
    "how long is the great ballcourt at chichen itza": (MC, M2, r"168 metres"),
    "who dredged the sacred cenote and where did the finds go": (MC, M2, r"Edward Thompson"),
    "what is the rosalila temple at copan": (MC, M2, r"Rosalila"),
    "what product was the first commercial lithium ion cell used in": (LB, L2, r"camcorder"),
    "how big is a 4680 cell": (LB, L2, r"4680"),
    "what does 6S mean on a drone battery": (LB, L2, r"6S pack"),
    "what is byd's blade battery": (LB, L2, r"Blade battery"),
    "why did some early electric cars lose range quickly in hot countries": (LB, L2, r"hot climates"),
    "is laser or ultrasonic welding better for busbars": (LB, L2, r"ultrasonic welding"),
    "what is a typical cell to pack ratio for a modern car pack": (LB, L2, r"60 to 75 percent"),
}

# Teacher-only answer-key sections: from this heading to the end of the file's paragraphs.
KEY_SECTIONS = {
    (MC, M3): "Answer key (teacher only)",
    (MC, M6): "9. ANSWER KEY (TEACHER ONLY)",
    (LB, L6): "10. ANSWER KEY (TEACHER ONLY)",
}

# Unanswerable questions answered only inside an answer-key section.
KEY_ONLY = {
    "where was the grolier codex first shown to the public": (MC, M3, r"Grolier Club"),
    "what were the two pieces of the madrid codex called": (MC, M3, r"Troano"),
    "which king ruled bonampak when the murals were painted": (MC, M6, r"Yajaw Chan Muwaan"),
    "what was the caste war in yucatan": (MC, M6, r"Caste War"),
    "what cell is the mystery cell in lab 5": (LB, L6, r"Samsung 25R"),
    "which stadium uses old nissan leaf batteries for storage": (LB, L6, r"Amsterdam Arena"),
}

# A deck note that starts like this is addressed to the teacher (check.py sorts notes with it);
# in this set no note of any kind is course content.
TEACHER_NOTE = "teacher only:"

# Questions from the other subject: their terms are absent from their own course and present in
# the other course.
OTHER_COURSE = [
    (MC, "how does a lithium ion battery store energy", [r"lithium"]),
    (MC, "what is a C-rate when charging", [r"C-rate"]),
    (MC, "O que é a massa negra na reciclagem?", [r"massa negra"]),
    (LB, "who was pakal of palenque", [r"Pakal"]),
    (LB, "what is the popol vuh about", [r"Popol Vuh"]),
    (LB, "Wat is Mayablauw en hoe werd het gemaakt?", [r"Mayablauw"]),
]

SEED = 20260146

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
        final.append({"id": f"ab46-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
