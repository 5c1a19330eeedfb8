"""Write questions.jsonl from the hand-written questions below (set 37).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the gold snippet is looked up
automatically (pdfminer text through pdfplumber for PDFs, python-pptx text for PowerPoint decks);
check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 19") uses the page / slide number. PowerPoint
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
IN = "inca-empire"
HY = "hydrology"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates);
#                    for a two-sentence definition the gold is taken from the second sentence
#   keyword          a bare keyword or very short query ("qorikancha?")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list (after a lead-in)
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the part of a definition or sentence that falls after a page break
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

I1 = "01-origins-cusco-and-the-inca-state.pdf"
I2 = "02-roads-chasquis-and-quipus-slides.pptx"
I3 = "03-economy-labour-and-society.docx"
I4 = "04-religion-and-the-spanish-conquest.html"
I5 = "05-people-chronology-and-study-notes.txt"
H1 = "01-water-cycle-precipitation-and-evaporation.pdf"
H2 = "02-infiltration-runoff-and-hydrographs-slides.pptx"
H3 = "03-groundwater-and-aquifers.docx"
H4 = "04-floods-and-flood-frequency.html"
H5 = "05-river-gauging-methods-problems-and-glossary.md"

# (course, source, kind, question, [gold])
ANSWERABLE = [
    # ---------------------------------------------------------------- Inca: prose PDF (15)
    (IN, I1, "paraphrase", "how long was the inca empire from one end to the other",
     ["some 4,000 km from the south of modern Colombia"]),
    (IN, I1, "how_why", "why did the other ayar siblings trick ayar cachi back into the cave",
     ["he could split hills with his sling, and the others feared him"]),
    (IN, I1, "definition_tail", "were the first eight inca rulers on the king list real kings",
     ["ancestors rather than kings whose reigns can be dated"]),
    (IN, I1, "exact_term", "¿Qué significa el nombre Pachacuti?",
     ["he who turns the world around"]),
    (IN, I1, "exact_term", "where does the 1438 date for the chanka war come from",
     ["worked out by the American scholar John Rowe in 1945"]),
    (IN, I1, "how_why", "why did every new sapa inca have to go out and win lands of his own",
     ["his palace, lands and servants did not pass to his successor"]),
    (IN, I1, "paraphrase", "what building sits on top of the old sun temple in cusco now",
     ["under the Dominican church of Santo Domingo"]),
    (IN, I1, "definition_tail", "how many huacas were there along the ceque lines",
     ["lay more than 300 shrines, or huacas"]),
    (IN, I1, "how_why", "how did inca builders make their walls stand up to earthquakes",
     ["Walls were also built to lean slightly inward"]),
    (IN, I1, "exact_term", "what was the mascapaycha",
     ["a red fringe of wool that hung over the forehead"]),
    (IN, I1, "list_item", "which of the four suyus was the biggest",
     ["Collasuyu, the south-east, the largest quarter"]),
    (IN, I1, "table_row", "on page 4, who usually held the post of hunu kamayuq",
     ["a great kuraka, the leading lord of a province"]),
    (IN, I1, "how_why", "why were the sons of local lords brought to cusco",
     ["as hostages for their fathers' loyalty"]),
    (IN, I1, "list_item", "what happened to the gods of a people the incas conquered",
     ["whose main idol was taken to Cusco and kept there"]),
    (IN, I1, "list_item", "Où et quand les Commentaires royaux de Garcilaso ont-ils été publiés ?",
     ["whose Royal Commentaries appeared in Lisbon in 1609"]),

    # ---------------------------------------------------------------- Inca: slide deck (16)
    (IN, I2, "exact_term", "how many km of road did the qhapaq nan have",
     ["about 30,000 to 40,000 km of roads"]),
    (IN, I2, "how_why", "why could inca roads take such steep direct routes",
     ["No wheeled carts were used, so builders could choose steep, direct lines"]),
    (IN, I2, "table_row", "how did they get across the desaguadero river",
     ["bundles of totora reeds lashed together and floored with reeds"]),
    (IN, I2, "paraphrase", "how often do they remake the q'eswachaka grass bridge and who does it",
     ["Rebuilt every year in June by four Quechua-speaking communities"]),
    (IN, I2, "exact_term", "what was the distance between one tambo and the next",
     ["at intervals of roughly 20 to 30 km, about a day's walk"]),
    (IN, I2, "paraphrase", "what did craig morris think huanuco pampa was really for",
     ["a stage for state feasts rather than a town"]),
    (IN, I2, "exact_term", "how far apart were the chasqui relay posts",
     ["Posts stood roughly every 2 to 3 km"]),
    (IN, I2, "list_item", "in a chasqui relay, what did the fresh runner do once he met the incoming one",
     ["ran alongside, learning the spoken message by heart"]),
    (IN, I2, "code_block", "realistically how far could a chasqui message go in one day",
     ["reported in practice: about 240 km per day"]),
    (IN, I2, "code_block", "Wie viele Tage brauchte eine Chasqui-Nachricht von Cusco nach Quito?",
     ["2,000 / 240 = 8.3, so 8 to 9 days"]),
    (IN, I2, "table_row", "how heavy a load can a llama carry",
     ["pack animal carrying about 25 to 30 kg"]),
    (IN, I2, "exact_term", "what is a quipu",
     ["recorded by the type and position of knots tied in the hanging cords"]),
    (IN, I2, "table_row", "how do you write zero on a quipu",
     ["zero: no knots in that position"]),
    (IN, I2, "code_block", "on slide 19, what number is cord B",
     ["1,000 + 200 + 0 + 4 = 1,204"]),
    (IN, I2, "exact_term", "who first worked out that quipu knots were decimal numbers",
     ["The American scientist Leland Locke showed in 1912"]),
    (IN, I2, "exact_term", "¿A qué altura está Machu Picchu?",
     ["Machu Picchu stands at about 2,430 m"]),

    # ---------------------------------------------------------------- Inca: DOCX (15)
    (IN, I3, "exact_term", "what is an ayllu",
     ["traced their descent from a common ancestor, held their land in common"]),
    (IN, I3, "exact_term", "ayni vs minka, what was ayni",
     ["the exchange of equal help between households"]),
    (IN, I3, "exact_term", "Imataq minka? ¿qué era la minka en el ayllu?",
     ["work done by everyone together for the good of the whole community"]),
    (IN, I3, "list_item", "what did the crops from the land of the sun pay for",
     ["whose crops supported priests, shrines and the great religious festivals"]),
    (IN, I3, "exact_term", "what was the mit'a",
     ["only part of a community was away working"]),
    (IN, I3, "exact_term", "who exactly owed mit'a service",
     ["married male heads of household, roughly between 25 and 50 years old"]),
    (IN, I3, "how_why", "why did the inca state throw feasts for the people doing labour service",
     ["Andean custom required a host to feed and entertain those who worked for him"]),
    (IN, I3, "exact_term", "Com que frequência os homens tinham de servir na mita de Potosí?",
     ["serving for one year in every seven, often with their families"]),
    (IN, I3, "list_item", "who were the yanakuna",
     ["men taken out of their ayllu for life"]),
    (IN, I3, "exact_term", "how old were the chosen women when they were picked",
     ["selected from the provinces at about ten years old"]),
    (IN, I3, "table_row", "what was cumbi cloth used for",
     ["gifts from the ruler, offerings burned for the gods, royal dress"]),
    (IN, I3, "how_why", "why were inca storehouses put on hillsides",
     ["the wind there kept the contents cool and dry"]),
    (IN, I3, "list_item", "making chuno, what happens after the potatoes have frozen and thawed for a few days",
     ["trample them barefoot to squeeze out the water"]),
    (IN, I3, "table_row", "what did the suni zone produce",
     ["potatoes, oca and quinoa on cold slopes"]),
    (IN, I3, "paraphrase", "what were those big round terraces at moray for",
     ["perhaps a place to test crops at different temperatures"]),

    # ---------------------------------------------------------------- Inca: HTML (15)
    (IN, I4, "list_item", "which inca god did people pray to when there was no rain",
     ["Illapa, the god of thunder, lightning and rain"]),
    (IN, I4, "paraphrase", "what did the spanish do with the royal inca mummies",
     ["sent them to Lima around 1560, where they were later lost"]),
    (IN, I4, "table_row", "what went on at the situa festival",
     ["warriors drove disease and misfortune out of Cusco towards the four quarters"]),
    (IN, I4, "table_row", "what happened to noble boys at capac raymi",
     ["who received loincloths and had their ears pierced"]),
    (IN, I4, "how_why", "¿Cómo quedó al descubierto el cuerpo de Juanita en el Ampato?",
     ["ash from the nearby volcano Sabancaya had melted the ice around her"]),
    (IN, I4, "exact_term", "how high up were the llullaillaco children found",
     ["On Llullaillaco, at 6,739 m on the border of Argentina and Chile"]),
    (IN, I4, "list_item", "who was huascar's mother",
     ["the son of a noblewoman of Cusco, Rahua Ocllo"]),
    (IN, I4, "exact_term", "after which battle was huascar captured",
     ["captured Huascar near Cusco, after the battle of Quipaipan"]),
    (IN, I4, "paraphrase", "what's the story about pizarro and the line in the sand",
     ["drawn a line in the sand and invited those who would go on"]),
    (IN, I4, "paraphrase", "what did atahualpa do when the friar gave him the prayer book",
     ["Atahualpa looked at the book and threw it to the ground"]),
    (IN, I4, "exact_term", "how big was the ransom room atahualpa promised to fill",
     ["a room about 6.7 m long and 5.2 m wide with gold"]),
    (IN, I4, "how_why", "why did atahualpa agree to be baptised before he died",
     ["to avoid being burned alive, a death that would have destroyed his body"]),
    (IN, I4, "exact_term", "how was juan pizarro killed",
     ["struck on the head by a stone from a sling"]),
    (IN, I4, "how_why", "how did manco's army stop hernando pizarro at ollantaytambo",
     ["flooded the plain by turning a river into it"]),
    (IN, I4, "list_item", "which andean peoples fought on the spanish side",
     ["such as the Canari, the Chachapoya and the Huanca"]),

    # ---------------------------------------------------------------- Inca: TXT notes (14)
    (IN, I5, "exact_term", "how is huayna capac spelled in modern quechua",
     ["Huayna Capac Wayna Qhapaq the ruler who died about 1528"]),
    (IN, I5, "keyword", "qorikancha?",
     ["Coricancha Qorikancha the temple of the Sun"]),
    (IN, I5, "exact_term", "which spelling of the capital is the official one in peru",
     ["it uses Cusco, a third spelling that is now the official one in Peru"]),
    (IN, I5, "list_item", "who was machu picchu built for",
     ["the estate at Machu Picchu is thought to have been built for him"]),
    (IN, I5, "list_item", "how did francisco pizarro die",
     ["killed in his house in Lima in 1541 by supporters of Almagro's son"]),
    (IN, I5, "list_item", "what happened to almagro in the end",
     ["defeated at the battle of Las Salinas in 1538 and then executed"]),
    (IN, I5, "list_item", "what were toledo's reducciones",
     ["resettled Andean people into Spanish-style towns called reducciones"]),
    (IN, I5, "list_item", "where did guaman poma's manuscript turn up",
     ["the Royal Library in Copenhagen until it was found there in 1908"]),
    (IN, I5, "code_block", "what year was lima founded",
     ["1535 Lima founded on the coast as the Spanish capital"]),
    (IN, I5, "code_block", "roughly when did the incas conquer chimor",
     ["c. 1470 conquest of Chimor on the north coast"]),
    (IN, I5, "how_why", "what word should i put in front of dates before 1532 in an essay",
     ["Do not quote them to the year in an essay without"]),
    (IN, I5, "exact_term", "who wrote the first printed account of the conquest",
     ["Pizarro's secretary Francisco de Jerez, whose account was printed in Seville in 1534"]),
    (IN, I5, "how_why", "why can't we fully trust chronicles based on inca informants",
     ["the version that favoured the panaca that told it"]),
    (IN, I5, "how_why", "Por que os povos aliados dos espanhóis não foram simplesmente enganados?",
     ["they made a calculated choice against an empire that had conquered them"]),

    # ---------------------------------------------------------------- Hydrology: prose PDF (15)
    (HY, H1, "table_row", "is groundwater mostly fresh or salty",
     ["a little over half of it is salty"]),
    (HY, H1, "list_item", "how long does water stay in the atmosphere",
     ["about 9 days, which is why weather systems must be fed constantly"]),
    (HY, H1, "definition_tail", "what is the residence time of groundwater",
     ["more than 10,000 years in deep aquifers"]),
    (HY, H1, "paraphrase", "how much renewable fresh water does the world get each year",
     ["about 40,000 return to the sea as river flow and groundwater discharge"]),
    (HY, H1, "worked_step", "in the water balance example, what is the evapotranspiration",
     ["900 - 320 - (-10) = 590 mm"]),
    (HY, H1, "code_block", "¿Cuál es el caudal medio en el ejemplo del balance hídrico?",
     ["250,000,000 m2 / 31,536,000 s = 2.54 m3/s"]),
    (HY, H1, "list_item", "what is orographic rain",
     ["the windward side is wet and the lee side lies in a drier rain shadow"]),
    (HY, H1, "exact_term", "how high above the ground is the rim of the met office rain gauge",
     ["with its rim 300 mm above the ground"]),
    (HY, H1, "how_why", "why do tipping bucket gauges read low in heavy rain",
     ["water is lost while the bucket is tipping"]),
    (HY, H1, "exact_term", "who came up with thiessen polygons and when",
     ["Alfred Thiessen, an American meteorologist, proposed the method in 1911"]),
    (HY, H1, "table_row", "on page 4, what is the thiessen average rainfall for the catchment",
     ["12.0 + 27.5 + 14.0 = 53.5"]),
    (HY, H1, "worked_step", "degree day snowmelt example how much melts",
     ["melts 4 x 6 = 24 mm of water"]),
    (HY, H1, "list_item", "how does wind speed up evaporation",
     ["replaces moist air near the surface with drier air"]),
    (HY, H1, "exact_term", "how big is a class a evaporation pan",
     ["a round metal tank 1.21 m across and 25.4 cm deep"]),
    (HY, H1, "how_why", "pan readings are too high, so what do you multiply them by",
     ["multiplied by a pan coefficient, typically about 0.7"]),

    # ---------------------------------------------------------------- Hydrology: slide deck (16)
    (HY, H2, "exact_term", "what is infiltration capacity",
     ["the greatest rate at which a given soil, in a given state, can absorb water"]),
    (HY, H2, "how_why", "why does the soil take in less water as a storm goes on",
     ["As the soil wets up, suction weakens and the capacity falls"]),
    (HY, H2, "code_block", "in the horton equation example what is f after one hour",
     ["10 + 50 x 0.135 = 16.8 mm/h"]),
    (HY, H2, "table_row", "what is the final infiltration rate of a loam",
     ["10 to 20 mm/h"]),
    (HY, H2, "how_why", "what's the point of the outer ring on a double ring infiltrometer",
     ["keeps the water under the inner ring moving straight down"]),
    (HY, H2, "list_item", "what is saturation-excess overland flow",
     ["the soil is already full of water, so even light rain cannot enter"]),
    (HY, H2, "exact_term", "who showed that saturation excess flow was the main source of storm runoff in vermont",
     ["Thomas Dunne and Richard Black showed in 1970"]),
    (HY, H2, "exact_term", "Quem propôs o conceito de área de contribuição variável e quando?",
     ["John Hewlett and Alden Hibbert set out this variable source area idea in 1967"]),
    (HY, H2, "code_block", "what peak flow does the rational method example give",
     ["Q = 0.278 x 0.8 x 40 x 0.5 = 4.45 m3/s"]),
    (HY, H2, "exact_term", "time of concentration definition",
     ["the hydraulically most distant point of the catchment to the outlet"]),
    (HY, H2, "code_block", "how much runoff in the curve number example with cn 80 and 60 mm of rain",
     ["2237.3 / 110.8 = 20.2 mm"]),
    (HY, H2, "list_item", "what is lag time on a hydrograph",
     ["the time from the centre of mass of the effective rainfall to the peak discharge"]),
    (HY, H2, "how_why", "is the baseflow separation line actually measured",
     ["The line is a convention, not a measurement"]),
    (HY, H2, "table_row", "what does a long thin catchment do to the hydrograph",
     ["arrivals are spread out, giving a lower, later peak"]),
    (HY, H2, "exact_term", "what is a unit hydrograph",
     ["produced by 1 cm of effective rainfall falling evenly over the catchment"]),
    (HY, H2, "code_block", "on slide 24, what is the peak of the direct runoff",
     ["Peak direct runoff: 29 m3/s at hour 2"]),

    # ---------------------------------------------------------------- Hydrology: DOCX (15)
    (HY, H3, "exact_term", "what is the water table",
     ["the level at which the water pressure equals atmospheric pressure"]),
    (HY, H3, "exact_term", "how thick can the capillary fringe be",
     ["can be more than a metre thick in fine silt and clay"]),
    (HY, H3, "list_item", "what is specific retention",
     ["the volume of water that stays behind, held by surface tension"]),
    (HY, H3, "table_row", "clay has a huge porosity so why isnt it a good aquifer",
     ["the most porous, yet it gives up very little water"]),
    (HY, H3, "paraphrase", "what was darcy actually working on when he found his law",
     ["designing sand filters for the public fountains of Dijon"]),
    (HY, H3, "worked_step", "in the darcy's law example what is the discharge",
     ["Q = 10 x 500 x 0.002 = 10 m3 per day"]),
    (HY, H3, "worked_step", "Dans l'exemple de la loi de Darcy, combien de temps l'eau met-elle pour parcourir 100 m ?",
     ["takes 100 / 0.08 = 1,250 days, about 3.4 years"]),
    (HY, H3, "exact_term", "what is a piezometer",
     ["a narrow pipe open only at its bottom"]),
    (HY, H3, "list_item", "what is a perched aquifer",
     ["held up above the main water table by a lens of clay"]),
    (HY, H3, "exact_term", "where does the word artesian come from",
     ["comes from the Artois region of northern France"]),
    (HY, H3, "exact_term", "how big is the great artesian basin",
     ["underlies about 1.7 million km2, roughly a fifth of the continent"]),
    (HY, H3, "how_why", "why does a confined aquifer have such a tiny storativity",
     ["water comes only from the slight expansion of the water and squeezing of the rock"]),
    (HY, H3, "exact_term", "who worked out drawdown that changes with time",
     ["Charles Theis, of the US Geological Survey, published in 1935"]),
    (HY, H3, "exact_term", "what is the baseflow index of chalk streams",
     ["about 0.9 or more for chalk streams in southern England"]),
    (HY, H3, "worked_step", "ghyben-herzberg: if the water table is 1.5 m above sea level how deep does the fresh water go",
     ["fresh water reaches about 60 m below sea level"]),

    # ---------------------------------------------------------------- Hydrology: HTML (15)
    (HY, H4, "exact_term", "how often do natural rivers reach bankfull",
     ["about once every one to two years in many natural rivers"]),
    (HY, H4, "list_item", "what is a jokulhlaup",
     ["water dammed by or beneath a glacier is suddenly released"]),
    (HY, H4, "table_row", "how many people died at johnstown",
     ["a wall of water killed more than 2,200 people"]),
    (HY, H4, "table_row", "what came out of the 2007 summer floods in england",
     ["the Pitt Review, which called for better surface-water planning"]),
    (HY, H4, "paraphrase", "how much rain came down at boscastle",
     ["about 200 mm of rain fell in some five hours"]),
    (HY, H4, "code_block", "Qual è la probabilità di una piena centennale durante un mutuo di 30 anni?",
     ["1 - 0.99^30 = 1 - 0.740 = 0.26 (26 percent)"]),
    (HY, H4, "worked_step", "with the weibull formula what return period does the biggest flood in a 49 year record get",
     ["the largest flood is given a return period of 50 years"]),
    (HY, H4, "exact_term", "which distribution does the flood estimation handbook recommend",
     ["recommends the generalised logistic distribution"]),
    (HY, H4, "code_block", "in the gumbel example what is the 100 year flood",
     ["Q_100 = 320 + 3.14 x 110 = 665 m3/s"]),
    (HY, H4, "code_block", "what velocity does the manning example give",
     ["V = (1 / 0.035) x 1.31 x 0.0316 = 1.18 m/s"]),
    (HY, H4, "exact_term", "what is attenuation in flood routing",
     ["the peak is lowered and spread out over a longer time"]),
    (HY, H4, "list_item", "how wide is the thames barrier",
     ["whose ten steel gates span 520 m of the river at Woolwich"]),
    (HY, H4, "exact_term", "Wanneer begon het Nederlandse programma Ruimte voor de Rivier?",
     ["the Room for the River programme, begun in 2006"]),
    (HY, H4, "table_row", "if there is a flood warning (not an alert) what should i do",
     ["take action now: move valuables upstairs and turn off utilities"]),
    (HY, H4, "exact_term", "how much more water vapour can air hold per degree of warming",
     ["roughly 7 percent more for each degree Celsius of warming"]),

    # ---------------------------------------------------------------- Hydrology: Markdown (14)
    (HY, H5, "exact_term", "what is a stilling well",
     ["in which the water surface is calm enough for a float or sensor"]),
    (HY, H5, "list_item", "how many verticals should a velocity area gauging have",
     ["usually at least 20, so that no slice carries more than about 10 percent"]),
    (HY, H5, "exact_term", "in shallow water at what depth do you hold the current meter",
     ["one reading is taken at 0.6 of the depth below the surface"]),
    (HY, H5, "exact_term", "Wie misst ein ADCP die Fließgeschwindigkeit?",
     ["measure the change in frequency of the echoes from drifting particles"]),
    (HY, H5, "exact_term", "what do you multiply float speed by",
     ["by a correction factor, usually 0.85"]),
    (HY, H5, "how_why", "when would you use dilution gauging instead of a current meter",
     ["suits rough, rocky mountain streams where a current meter cannot be used"]),
    (HY, H5, "how_why", "why does a rating curve loop during a flood",
     ["the flow is greater while the river is rising than while it is falling"]),
    (HY, H5, "code_block", "mid-section gauging problem, what's the total discharge",
     ["Total discharge Q = 0.20 + 0.80 + 1.20 + 0.30 = 2.50 m3/s"]),
    (HY, H5, "code_block", "how much flows over the v-notch weir with 0.25 m of head",
     ["Q = 1.38 x 0.03125 = 0.0431 m3/s, about 43 litres per second"]),
    (HY, H5, "code_block", "using the rating curve in problem 4, what is the flow at a stage of 2.2 m",
     ["Q = 8.5 x (2.00)^1.6 = 8.5 x 3.03 = 25.8 m3/s"]),
    (HY, H5, "code_block", "what is the mean flow of the amazon",
     ["Amazon 209,000 (about a sixth of all river flow to the oceans)"]),
    (HY, H5, "exact_term", "what is q95",
     ["the flow that is equalled or exceeded 95 percent of the time"]),
    (HY, H5, "exact_term", "how many gauging stations does the uk national river flow archive have data from",
     ["daily flow records from about 1,500 gauging stations"]),
    (HY, H5, "paraphrase", "how did perrault prove rain was enough to keep rivers going",
     ["was about six times the river's flow"]),
]

# (course, question, [regular expressions that no file of the course may contain])
UNANSWERABLE = [
    (IN, "how many soldiers did atahualpa have with him at cajamarca",
     [r"Atahualpa's (?:army|force|troops)[^.]{0,80}\d", r"army of (?:about |some )?\d", r"80,000",
      r"\d[\d,]* (?:Inca )?(?:soldiers|warriors|troops)"]),
    (IN, "who was the first viceroy of peru", [r"first viceroy", r"Nunez Vela", r"Blasco"]),
    (IN, "how long is the q'eswachaka bridge",
     [r"bridge[^.]{0,60}\d+ (?:m|metres|meters)\b", r"\d+ (?:m|metres|meters) (?:long|across|wide)[^.]{0,60}bridge",
      r"length of (?:the )?bridge", r"bridge is (?:about |some )?\d"]),
    (IN, "how much silver did atahualpa's ransom bring in",
     [r"tonnes of silver", r"silver (?:alone )?came to", r"\d[\d,.]* (?:tonnes|kg|kilograms|pounds) of silver"]),
    (IN, "when was huayna capac born",
     [r"Huayna Capac was born", r"Huayna Capac.{0,60}born", r"born.{0,60}Huayna Capac", r"birth"]),
    (IN, "who killed manco inca",
     [r"killed Manco", r"Manco (?:Inca )?was (?:killed|murdered|stabbed)", r"murder(?:ed)? (?:of )?Manco", r"stabbed"]),
    (IN, "how many quipus still survive in museums today",
     [r"\d[\d,]* (?:quipus|khipus) (?:survive|are known|exist|remain)", r"surviving (?:quipus|khipus)",
      r"(?:quipus|khipus) (?:survive|remain) (?:today|in museums)"]),
    (IN, "how high above sea level is cusco",
     [r"Cusco.{0,60}\d[\d,]* m\b", r"\d[\d,]* m\b.{0,40}Cusco", r"3,[34]\d\d"]),
    (IN, "¿Cuánta gente vivía en Qosqo (Cusco) en 1532?",
     [r"Cusco.{0,80}(?:population|inhabitants)", r"population of Cusco", r"\d[\d,]* (?:inhabitants|residents|people lived)"]),
    (IN, "when did the spanish refound cusco as a spanish city",
     [r"refounded", r"(?:founded|refounded) (?:the Spanish city of )?Cusco", r"Spanish city of Cusco"]),
    (IN, "what was the name of the high priest of the sun",
     [r"high priest", r"Villac", r"Willaq", r"chief priest"]),
    (IN, "Quantos anos tinha Atahualpa quando foi executado?",
     [r"Atahualpa.{0,100}(?:aged|years old|age of)", r"(?:aged|age of) (?:about )?(?:\d+|twenty|thirty|forty)"]),
    (IN, "Quelle est la longueur de la route côtière de l'Empire inca ?",
     [r"coast(?:al)? (?:road|route|trunk)[^.]{0,80}\d[\d,]* km", r"\d[\d,]* km[^.]{0,60}coast"]),
    (IN, "what was the name of atahualpa's mother",
     [r"Atahualpa's mother", r"mother of Atahualpa", r"Tocto", r"Tupac Palla"]),
    (IN, "how many people died in the smallpox epidemic that killed huayna capac",
     [r"death toll", r"\d[\d,]* (?:people )?(?:died|dead|deaths)", r"killed (?:about|perhaps|some|nearly) \d",
      r"(?:million|thousand) (?:people )?died"]),
    (IN, "in what year did unesco list machu picchu as world heritage",
     [r"1983", r"Machu Picchu (?:was|is) (?:listed|inscribed|a World Heritage)", r"Machu Picchu.{0,20}UNESCO"]),
    (IN, "how do i make sourdough bread", [r"sourdough", r"bread"]),
    (IN, "what is the offside rule in football", [r"offside", r"football"]),

    (HY, "how long does water stay in the ocean on average",
     [r"oceans?.{0,80}\d[\d,]* years", r"3,[0-9]00 years", r"residence time of (?:the )?(?:oceans?|seas?)"]),
    (HY, "who invented the tipping bucket rain gauge", [r"Wren", r"invent"]),
    (HY, "what is the final infiltration rate of a clay soil in mm per hour",
     [r"clay.{0,60}mm/h", r"mm/h.{0,60}clay"]),
    (HY, "when was the thames barrier opened",
     [r"1982", r"1984", r"Thames Barrier.{0,100}(?:opened|completed|built in|operational)"]),
    (HY, "how many people died in england in the 1953 north sea flood",
     [r"307", r"\d[\d,]* (?:people )?died in (?:England|Britain|the UK)", r"British (?:deaths|dead)"]),
    (HY, "what runoff coefficient should i use for forest in the rational method",
     [r"forest.{0,60}0\.\d", r"woodland.{0,60}0\.\d", r"0\.\d+.{0,30}(?:forest|woodland)"]),
    (HY, "what is the specific yield of gravel",
     [r"gravel.{0,80}specific yield", r"specific yield.{0,80}gravel"]),
    (HY, "who developed the muskingum method",
     [r"McCarthy", r"Muskingum.{0,80}(?:developed|devised|introduced|named after)", r"developed by"]),
    (HY, "how thick is the ogallala aquifer", [r"Ogallala.{0,150}(?:thick|deep|depth)"]),
    (HY, "¿Cuál es el caudal medio del río Nilo?", [r"Nile"]),
    (HY, "Qual é o coeficiente de Manning para um canal revestido de concreto?",
     [r"concrete[^.]{0,60}\bn\b", r"(?:lined|concrete|smooth) channels?", r"n = 0\.01\d"]),
    (HY, "Qui a inventé le moulinet Price, et en quelle année ?",
     [r"invent", r"patent", r"William Gunn", r"Price meter.{0,80}\d{4}"]),
    (HY, "what is the hydraulic conductivity of basalt", [r"basalt"]),
    (HY, "when did the boscastle flood happen",
     [r"Boscastle.{0,120}\d{4}", r"\d{4}.{0,60}Boscastle", r"2004"]),
    (HY, "when did horton publish his infiltration equation",
     [r"Horton.{0,100}19\d\d", r"19\d\d.{0,60}Horton", r"1933", r"1940"]),
    (HY, "how many stream gauges does the usgs run in the united states",
     [r"USGS.{0,80}\d[\d,]* (?:gauges|stations|streamgages)", r"\d[\d,]* (?:stream ?gages|streamgages)",
      r"United States.{0,80}gauging stations"]),
    (HY, "how do i change a bike chain", [r"bike", r"bicycle"]),
    (HY, "who won the 2018 world cup", [r"World Cup", r"football"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (IN, "what does a unit hydrograph show", [r"unit hydrograph"]),
    (IN, "how does a v-notch weir measure flow", [r"weirs?", r"V-notch"]),
    (IN, "what makes a well artesian", [r"artesian"]),
    (HY, "what was the mit'a labour system", [r"mit'a", r"mita"]),
    (HY, "how did the incas record numbers on a quipu", [r"quipus?", r"khipus?"]),
    (HY, "who was atahualpa", [r"Atahualpa"]),
]

SEED = 20260137

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
        final.append({"id": f"ab37-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
