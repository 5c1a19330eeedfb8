"""Write questions.jsonl from the hand-written questions below (set 43).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the gold snippet is looked up
automatically (pdfminer text through pdfplumber for PDFs, python-pptx slide text for PowerPoint
decks); check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 13") uses the page / slide number. PowerPoint
decks count the title slide as slide 1. rows() asserts that the number in the question is the
page or slide where the gold was found.

Changed in set 43: speaker notes are NOT course content (the product does not read them), as in
set 41 and earlier. No gold lies in a note. Some unanswerable questions (NOTES_ONLY) are answered
only in a deck's speaker notes; the product must not answer them confidently.

Each course has a teacher-only answer-key section inside one file (KEY_SECTIONS, from the given
heading to the end of the file's paragraphs). It is not course content: no gold may lie in it,
unanswerable terms are searched outside it, and a few unanswerable questions (KEY_ONLY) are
answered only inside it.

One file per course is written in another language (build.FOREIGN: the German PDF of the
viticulture course, the Portuguese Markdown file of the Antarctic course). Their golds are in
that language; some of their questions are asked in English, some in German / Portuguese.
A few questions on English files are asked in German, French, Spanish, Italian or Portuguese.

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

VW = "viticulture-and-winemaking"
AE = "antarctic-exploration"

V1 = "01-the-grapevine-and-its-year.pdf"
V2 = "02-vineyard-site-and-canopy-slides.pptx"
V3 = "03-from-grape-to-wine-in-the-cellar.docx"
V4 = "04-sparkling-sweet-and-fortified-wines.html"
V5 = "05-grape-varieties-and-wine-regions.md"
V6 = "06-vine-health-and-study-notes.txt"
V7 = "07-weinbau-in-deutschland.pdf"

A1 = "01-the-race-to-the-south-pole.pdf"
A2 = "02-voyages-of-discovery-slides.pptx"
A3 = "03-shackleton-and-the-endurance.docx"
A4 = "04-science-stations-and-the-treaty.html"
A5 = "05-living-on-the-ice.md"
A6 = "06-o-brasil-e-portugal-na-antartida.md"
A7 = "07-the-continent-and-study-notes.txt"

ANSWERABLE = [
    # ---------------------------------------------------------------- viticulture: grapevine PDF
    (VW, V1, "list_item", "whats a cane on a grapevine",
     ["Canes are last season's shoots once they have turned brown and woody"]),
    (VW, V1, "how_why", "why would a cold cloudy june mess up next years grapes too??",
     ["when the flower clusters form inside the new buds"]),
    (VW, V1, "paraphrase", "who identified phyloxera and when",
     ["Planchon identified it in a dying vineyard in the southern Rhone in 1868"]),
    (VW, V1, "how_why", "why dont american vines die from phylloxera??",
     ["American vine species evolved alongside the insect and heal their root wounds quickly"]),
    (VW, V1, "paraphrase", "are chilean vines grafted",
     ["The main exceptions are Chile, which phylloxera has never reached"]),
    (VW, V1, "definition_tail", "why can vines planted in sand stay ungrafted",
     ["because the insect cannot crawl through sand to spread from root to root"]),
    (VW, V1, "table_row", "at what temperature does budburst happen",
     ["Buds swell and green tips appear once days average about 10 degrees C"]),
    (VW, V1, "table_row", "what happens at veraison? (the table on page 2)",
     ["Berries soften and change colour; sugar starts to build up"]),
    (VW, V1, "how_why", "how can spraying water on buds protect them from frost, isnt ice bad",
     ["as the water freezes it gives off heat"]),
    (VW, V1, "exact_term", "coulure meaning",
     ["many flowers fail to turn into berries"]),
    (VW, V1, "exact_term", "what is millerandage",
     ["one bunch ends up with normal berries mixed with tiny seedless ones"]),
    (VW, V1, "definition_tail", "does tartaric acid drop as well when grapes ripen",
     ["tartaric acid stays much steadier"]),
    (VW, V1, "paraphrase", "how do growers sample berries to pick the harvest date",
     ["pick about two hundred single berries at random from both sides of many rows"]),
    (VW, V1, "exact_term", "what does one degree brix mean",
     ["one degree Brix means one gram of sugar in one hundred grams of juice"]),
    (VW, V1, "worked_step", "if my must has 204 g/L of sugar what alcohol will the wine have",
     ["204 / 17 = 12.0 % vol"]),
    (VW, V1, "code_block", "how do i calculate the degree days for one day",
     ["Degree days that day 19 - 10 = 9"]),
    (VW, V1, "paraphrase", "wie schützen winzer die knospen vor spätfrost",
     ["Wind machines, like tall fans, mix warmer air from a few metres up"]),

    # ---------------------------------------------------------------- viticulture: German PDF
    (VW, V7, "how_why", "why are the best german vineyards along rivers",
     ["Das Wasser der Flüsse speichert Wärme, mildert Nachtfröste"]),
    (VW, V7, "paraphrase", "wie groß ist die rebfläche in deutschland insgesamt",
     ["Die gesamte Rebfläche beträgt etwas mehr als 100.000 Hektar"]),
    (VW, V7, "table_row", "which is the largest wine region in germany",
     ["Rheinhessen rund 27.000 ha größtes Gebiet"]),
    (VW, V7, "how_why", "how can the ahr grow red wine when its so far north",
     ["Die dunklen Schieferfelsen des engen Tals speichern die Tageswärme"]),
    (VW, V7, "paraphrase", "was ist 2021 im ahrtal passiert",
     ["Im Juli 2021 zerstörte ein Hochwasser große Teile des Ahrtals"]),
    (VW, V7, "paraphrase", "wer hat den müller-thurgau gezüchtet",
     ["1882 in Geisenheim von Hermann Müller gezüchtet"]),
    (VW, V7, "definition_tail", "is muller thurgau really riesling x silvaner",
     ["dass der zweite Elternteil die Tafeltraube Madeleine Royale war"]),
    (VW, V7, "code_block", "how do i turn a must density of 1.090 into oechsle",
     ["(1,090 - 1) x 1000 = 90 °Oe"]),
    (VW, V7, "exact_term", "was bedeutet grad öchsle genau",
     ["die Tausendstel, um die ein Liter Most mehr wiegt als ein Liter Wasser"]),
    (VW, V7, "list_item", "what makes a wine an auslese",
     ["vollreife Trauben, unreife und kranke Beeren werden aussortiert"]),
    (VW, V7, "table_row", "minimum oechsle for a mosel riesling spatlese",
     ["Spätlese 76 °Oe etwa 10,1 % vol"]),
    (VW, V7, "paraphrase", "how cold must it be to harvest eiswein",
     ["wenn die Temperatur auf mindestens minus 7 °C gefallen ist"]),
    (VW, V7, "how_why", "warum presst man die trauben für eiswein gefroren",
     ["Das Wasser bleibt als Eis in der Presse zurück"]),
    (VW, V7, "exact_term", "what does GG mean on a german wine label",
     ["Ein trockener Spitzenwein aus einer Großen Lage heißt Großes Gewächs"]),
    (VW, V7, "how_why", "why did germany bring in a tax on sekt",
     ["um den Bau der kaiserlichen Kriegsflotte zu bezahlen"]),

    # ---------------------------------------------------------------- viticulture: slides
    (VW, V2, "paraphrase", "how much cooler is it per 100m higher up",
     ["Air cools by about 0.6 degrees C for every 100 m of altitude"]),
    (VW, V2, "how_why", "why do growers in hot countries plant up in the hills",
     ["Growers in hot countries plant higher up to keep acidity in the grapes"]),
    (VW, V2, "how_why", "whats wrong with planting vines on really fertile soil",
     ["On fertile soil the vine grows many leaves and shades its own fruit"]),
    (VW, V2, "paraphrase", "¿por qué un suelo pobre da mejor vino?",
     ["Poor, free-draining soils often give better wine than rich ones"]),
    (VW, V2, "table_row", "what is chalk soil like for vines (champagne)",
     ["drains well but keeps a water reserve"]),
    (VW, V2, "exact_term", "regulated deficit irrigation - what is it",
     ["gives less water than the vine wants after fruit set"]),
    (VW, V2, "table_row", "what is rootstock 41B good for",
     ["soils very high in lime, such as chalk"]),
    (VW, V2, "paraphrase", "with cane pruning how many buds on each cane",
     ["keeps one or two long canes of 8 to 15 buds"]),
    (VW, V2, "exact_term", "what is spur pruning",
     ["Spur pruning keeps short spurs of two buds along a permanent cordon"]),
    (VW, V2, "code_block", "how do you work out expected crop per vine from the buds (slide 11)",
     ["Expected crop per vine 12 x 1.5 x 0.15 = 2.7 kg"]),
    (VW, V2, "keyword", "green harvest??",
     ["cutting off some bunches before veraison to lower the crop"]),
    (VW, V2, "how_why", "in a hot climate which side should i take the leaves off",
     ["leaves are removed on the morning side only, east or north-east"]),
    (VW, V2, "how_why", "why do leaf removal right after fruit set",
     ["bunches develop thicker skins and resist sunburn"]),
    (VW, V2, "how_why", "can pruning later help avoid frost",
     ["Late pruning delays budburst by a few days and can dodge a spring frost"]),
    (VW, V2, "how_why", "why do they machine harvest at night",
     ["Machines pick at night when grapes are cool, which keeps white musts fresh"]),

    # ---------------------------------------------------------------- viticulture: cellar DOCX
    (VW, V3, "exact_term", "which yeast is used to make wine",
     ["The yeast used almost everywhere is Saccharomyces cerevisiae"]),
    (VW, V3, "list_item", "how long do you let white juice settle",
     ["Let the juice settle for twelve to twenty-four hours"]),
    (VW, V3, "how_why", "why is white wine fermented cold",
     ["at about 12 to 18 degrees C, to keep fruity and floral aromas"]),
    (VW, V3, "exact_term", "whats orange wine",
     ["white grapes are fermented on their skins for days or months like a red wine"]),
    (VW, V3, "how_why", "where does the red colour in red wine come from",
     ["All the colour of a red wine comes from its skins"]),
    (VW, V3, "list_item", "what is pigeage",
     ["pushing the cap back into the liquid with a paddle or a plunger"]),
    (VW, V3, "paraphrase", "difference free run wine vs press wine",
     ["Press wine is darker and more tannic"]),
    (VW, V3, "paraphrase", "can i make rose by just mixing red and white wine",
     ["Blending red and white wine to make rose is forbidden in the EU"]),
    (VW, V3, "worked_step", "2000 litres of wine, i want 30 mg/L SO2, how much metabisulphite do i add",
     ["Metabisulphite (57 % SO2) 60 / 0.57 = about 105 g"]),
    (VW, V3, "exact_term", "che cos'è la fermentazione malolattica",
     ["mainly Oenococcus oeni, turn the sharp malic acid into the softer lactic acid"]),
    (VW, V3, "how_why", "why do some chardonnays taste like butter",
     ["The conversion also produces diacetyl, which smells of butter"]),
    (VW, V3, "paraphrase", "was ist eine barrique und wie viel passt rein",
     ["The standard Bordeaux barrel, the barrique, holds 225 litres"]),
    (VW, V3, "how_why", "how do wineries stop tartrate crystals forming in the bottle",
     ["held close to minus 4 degrees C for several days"]),

    # ---------------------------------------------------------------- viticulture: sparkling HTML
    (VW, V4, "paraphrase", "how much pressure is inside a bottle of champagne",
     ["a pressure of about five to six atmospheres"]),
    (VW, V4, "list_item", "how much alcohol does the 2nd fermentation add",
     ["it adds about 1.5 per cent of alcohol and the pressure"]),
    (VW, V4, "exact_term", "c'est quoi le remuage",
     ["turning and tilting them a little each day until the sediment lies on the cap"]),
    (VW, V4, "keyword", "gyropalette",
     ["machines that riddle 504 bottles at once in about a week"]),
    (VW, V4, "paraphrase", "how long does non vintage champagne have to age",
     ["at least 15 months in the cellar before release, 12 of them on the lees"]),
    (VW, V4, "paraphrase", "is extra dry sweeter or drier than brut",
     ["Extra Dry is sweeter than Brut"]),
    (VW, V4, "how_why", "why is asti sweet and low in alcohol",
     ["there is only one fermentation, stopped early in a sealed tank"]),
    (VW, V4, "how_why", "how does noble rot concentrate the grapes instead of rotting them",
     ["only when damp mornings alternate with dry, sunny afternoons"]),
    (VW, V4, "exact_term", "what does puttonyos mean on tokaji",
     ["the number of baskets of shrivelled aszu berries added to a barrel of base wine"]),
    (VW, V4, "how_why", "how come port is sweet",
     ["by running the must into grape spirit of about 77 per cent alcohol"]),
    (VW, V4, "exact_term", "what is flor in sherry",
     ["grow a layer of yeast on their surface called flor"]),
    (VW, V4, "code_block", "in a solera where does the new wine go in",
     ["Top row (criadera 2) youngest wine <- new wine added here"]),
    (VW, V4, "keyword", "estufagem",
     ["warmed in tanks to about 45 to 50 degrees C for at least three months"]),

    # ---------------------------------------------------------------- viticulture: varieties MD
    (VW, V5, "how_why", "why cant you grow a pinot noir vine from a pinot noir seed",
     ["because vines do not breed true"]),
    (VW, V5, "paraphrase", "is pinot gris a different grape from pinot noir",
     ["Pinot Gris and Pinot Blanc are colour mutations of Pinot Noir"]),
    (VW, V5, "list_item", "what two grapes were crossed to make pinotage",
     ["Pinotage is a South African crossing of Pinot Noir and Cinsault, made in 1925"]),
    (VW, V5, "paraphrase", "who are the parents of cabernet sauvignon",
     ["Cabernet Sauvignon is the child of Cabernet Franc and Sauvignon Blanc"]),
    (VW, V5, "paraphrase", "chardonnay parents?",
     ["Pinot and the almost forgotten Gouais Blanc"]),
    (VW, V5, "table_row", "what does nebbiolo taste like",
     ["pale but very tannic, roses and tar, Barolo and Barbaresco"]),
    (VW, V5, "table_row", "where is chenin blanc the most planted white",
     ["the most planted white grape in South Africa"]),
    (VW, V5, "paraphrase", "what % of the grape has to be in the wine if the label names one variety (EU)",
     ["must contain at least 85 per cent of that variety"]),
    (VW, V5, "paraphrase", "when did france start the AOC system",
     ["France created its system of appellations d'origine controlee (AOC) in 1935"]),
    (VW, V5, "paraphrase", "has the 1855 classification ever been changed",
     ["Chateau Mouton Rothschild was raised from second to first growth"]),
    (VW, V5, "how_why", "why is merlot the main grape on the right bank",
     ["the soils are cooler clay and limestone, and Merlot, which ripens earlier, takes the lead"]),
    (VW, V5, "paraphrase", "which white won the judgment of paris",
     ["Chateau Montelena 1973 among the Chardonnays"]),

    # ---------------------------------------------------------------- viticulture: vine health TXT
    (VW, V6, "exact_term", "what fungus causes powdery mildew",
     ["Powdery mildew, also called oidium, is caused by the fungus Erysiphe necator"]),
    (VW, V6, "how_why", "does oidium need rain to spread",
     ["Unlike most fungi it does not need rain"]),
    (VW, V6, "paraphrase", "what does downy mildew look like on a leaf",
     ["a yellow, oily-looking patch on the upper side of a leaf"]),
    (VW, V6, "how_why", "how did millardet figure out bordeux mixture worked",
     ["vines along a road in the Medoc kept their leaves"]),
    (VW, V6, "exact_term", "whats bordeaux mixture made of",
     ["a bright blue mixture of copper sulphate and lime"]),
    (VW, V6, "paraphrase", "explain the three tens rule",
     ["the air is at least 10 degrees C, at least 10 mm of rain"]),
    (VW, V6, "list_item", "how does leafroll virus spread",
     ["it is spread by mealybugs and by infected cuttings"]),
    (VW, V6, "list_item", "whats the cause of pierces disease",
     ["caused by the bacterium Xylella fastidiosa and carried by sap-sucking sharpshooter insects"]),
    (VW, V6, "list_item", "when did france ban sodium arsenite",
     ["sodium arsenite, was banned in France in 2001"]),
    (VW, V6, "paraphrase", "how much copper can an organic vineyard use",
     ["at most 28 kg of copper per hectare over seven years"]),
    (VW, V6, "how_why", "why do vineyards plant roses at the end of rows",
     ["roses catch powdery mildew a little earlier than vines"]),
    (VW, V6, "paraphrase", "max sulphites in organic red wine",
     ["an organic red wine may contain at most 100 mg/L of total sulphur dioxide"]),
]
ANSWERABLE += [
    # ---------------------------------------------------------------- antarctic: race PDF
    (AE, A1, "paraphrase", "what years count as the heroic age of antarctic exploration",
     ["Historians call the years from about 1897 to 1922 the Heroic Age"]),
    (AE, A1, "paraphrase", "how far south did scott get on his first expedition",
     ["reached 82 degrees 17 minutes south on the Ross Ice Shelf"]),
    (AE, A1, "how_why", "why did shackleton leave the discovery expedition early",
     ["Shackleton became so ill that Scott sent him home on a relief ship"]),
    (AE, A1, "how_why", "why did shakleton turn back only 97 miles from the pole",
     ["because their food would not have lasted the return"]),
    (AE, A1, "paraphrase", "who got to the south magnetic pole first",
     ["a separate party led by Edgeworth David reached the South Magnetic Pole"]),
    (AE, A1, "how_why", "why did amundsen switch from the north pole to the south pole",
     ["Frederick Cook and Robert Peary each claimed to have reached the North Pole"]),
    (AE, A1, "definition_tail", "why did amundsen put his depot flags in a line across the route",
     ["so that a party that missed the depot in fog would still cross the line"]),
    (AE, A1, "how_why", "what went wrong on amundsens first start in september",
     ["The temperature fell to around minus 50 degrees C, dogs froze"]),
    (AE, A1, "exact_term", "what was the butchers shop",
     ["they shot 24 of the dogs, as planned from the start"]),
    (AE, A1, "paraphrase", "quem chegou primeiro ao polo sul e quando",
     ["They reached the Pole on 14 December 1911"]),
    (AE, A1, "paraphrase", "how long was amundsens whole journey and how many dogs survived",
     ["after 99 days and about 3,000 kilometres, with eleven dogs still alive"]),
    (AE, A1, "how_why", "why was taking five men to the pole a problem for scott",
     ["instead of the four the food and tent had been packed for"]),
    (AE, A1, "paraphrase", "what were oates last words",
     ["I am just going outside and may be some time"]),
    (AE, A1, "paraphrase", "how close to the depot did scott die",
     ["only about eleven miles short of a large store of food"]),
    (AE, A1, "how_why", "why did the rock samples on scott's sledge matter",
     ["These fossils helped to show that Antarctica had once been joined"]),
    (AE, A1, "table_row", "which glacier did each of them climb to the plateau",
     ["Route to the plateau Axel Heiberg Glacier Beardmore Glacier"]),
    (AE, A1, "list_item", "reasons amundsen beat scott?",
     ["The Norwegians planned to eat their dogs, which let them carry far less food"]),

    # ---------------------------------------------------------------- antarctic: voyages slides
    (AE, A2, "paraphrase", "where does the word arctic come from",
     ["Arctic comes from arktos, the Greek for bear"]),
    (AE, A2, "paraphrase", "wer hat als erster den südlichen polarkreis überquert",
     ["17 January 1773: first known crossing of the Antarctic Circle"]),
    (AE, A2, "paraphrase", "what was cooks farthest south",
     ["Farthest south: 71 degrees 10 minutes, on 30 January 1774"]),
    (AE, A2, "how_why", "why don't we know everything the sealers found",
     ["Sealers kept good hunting grounds secret"]),
    (AE, A2, "table_row", "what exactly did bellingshausen see in january 1820",
     ["an ice shelf on the coast of today's Queen Maud Land"]),
    (AE, A2, "how_why", "so who actually saw antarctica first",
     ["depends on whether an ice shelf counts as land"]),
    (AE, A2, "paraphrase", "what were bellingshausen's ships called",
     ["Two Russian ships, Vostok and Mirny, sent by Tsar Alexander I"]),
    (AE, A2, "paraphrase", "when was the first proper landing on the continent",
     ["The first well-documented landing: Cape Adare, 24 January 1895"]),
    (AE, A2, "table_row", "why is it called adelie land",
     ["Adelie Land, named after his wife"]),
    (AE, A2, "paraphrase", "what did ross call the ice cliffs",
     ["blocked the way south: he called them the Barrier"]),
    (AE, A2, "table_row", "how did the chinstrap penguin get its name",
     ["the thin black line under its chin"]),
    (AE, A2, "paraphrase", "who was amundsen on the belgica",
     ["Roald Amundsen as first mate and Frederick Cook as doctor"]),
    (AE, A2, "how_why", "how did they treat scurvy on the belgica",
     ["Frederick Cook ordered fresh penguin and seal meat for everyone"]),
    (AE, A2, "paraphrase", "who first spent a winter on the actual mainland",
     ["Ten men wintered in two prefabricated huts at Cape Adare in 1899"]),

    # ---------------------------------------------------------------- antarctic: Endurance DOCX
    (AE, A3, "paraphrase", "what was shackletons plan for the endurance trip",
     ["a crossing of the whole continent on foot, about 1,800 miles"]),
    (AE, A3, "paraphrase", "what was the ross sea party meant to do",
     ["lay depots of food from the Ross Sea towards the Pole"]),
    (AE, A3, "paraphrase", "what was the endurance called before",
     ["built in Norway, at Sandefjord, for polar tourist cruises, and first named Polaris"]),
    (AE, A3, "how_why", "pourquoi l'endurance a été écrasé par la glace alors que le fram non",
     ["she had no rounded hull that pack ice could squeeze upwards"]),
    (AE, A3, "paraphrase", "when did the endurance sink",
     ["The Endurance finally sank on 21 November 1915"]),
    (AE, A3, "paraphrase", "what happened to mrs chippy",
     ["ordered the carpenter's cat, Mrs Chippy, to be shot"]),
    (AE, A3, "paraphrase", "how long had they been off land when they got to elephant island",
     ["the first time anyone had stood on solid ground for 497 days"]),
    (AE, A3, "list_item", "who was tom crean",
     ["Tom Crean, an Irish seaman who had already served with Scott"]),
    (AE, A3, "how_why", "how did worsley navigate the james caird with no gps lol",
     ["could take sights of the sun only four times in the whole voyage"]),
    (AE, A3, "how_why", "why did they have to walk across south georgia instead of sailing round",
     ["the boat was too battered to sail round"]),
    (AE, A3, "paraphrase", "which ship finally rescued the elephant island men",
     ["the small Chilean navy tug Yelcho under Captain Luis Pardo"]),
    (AE, A3, "paraphrase", "who died in the ross sea party",
     ["Three of them died: Arnold Spencer-Smith of scurvy, and Aeneas Mackintosh and Victor Hayward"]),
    (AE, A3, "paraphrase", "how deep was the wreck of the endurance found",
     ["at a depth of about 3,000 metres in the Weddell Sea"]),

    # ---------------------------------------------------------------- antarctic: treaty HTML
    (AE, A4, "paraphrase", "when did byrd fly over the pole",
     ["flew over the South Pole on 29 November 1929"]),
    (AE, A4, "paraphrase", "who did the first overland crossing of antarctica",
     ["Vivian Fuchs led the Commonwealth Trans-Antarctic Expedition on the first overland crossing"]),
    (AE, A4, "paraphrase", "¿cuándo y dónde se firmó el tratado antártico?",
     ["signed in Washington on 1 December 1959"]),
    (AE, A4, "paraphrase", "what area does the antarctic treaty cover",
     ["covers everything south of 60 degrees South, including the ice shelves"]),
    (AE, A4, "list_item", "can a country put a military base in antarctica",
     ["military bases, manoeuvres and weapons tests are forbidden"]),
    (AE, A4, "how_why", "what does article iv of the treaty do",
     ["Article IV freezes the territorial claims"]),
    (AE, A4, "paraphrase", "is there any part of antarctica nobody claims",
     ["One large sector, Marie Byrd Land, is claimed by nobody"]),
    (AE, A4, "how_why", "why did the mining convention in the 80s fail",
     ["the plan collapsed when Australia and France refused to sign"]),
    (AE, A4, "how_why", "why were the sled dogs taken out of antarctica",
     ["the risk that they might pass distemper to seals"]),
    (AE, A4, "table_row", "what is concordia station used for",
     ["on the high plateau at Dome C, used to study isolation for space missions"]),
    (AE, A4, "paraphrase", "who discovered the ozone hole",
     ["Joe Farman, Brian Gardiner and Jonathan Shanklin"]),
    (AE, A4, "paraphrase", "how far back does the oldest ice core go",
     ["The EPICA core drilled at Dome C reaches back about 800,000 years"]),
    (AE, A4, "list_item", "how many tourists are allowed ashore at once",
     ["No more than 100 passengers ashore at one site at a time"]),

    # ---------------------------------------------------------------- antarctic: living on the ice MD
    (AE, A5, "exact_term", "o que é escorbuto",
     ["Scurvy is a disease caused by a lack of vitamin C"]),
    (AE, A5, "paraphrase", "did scott's men know about vitamins",
     ["the word was only coined in 1912, the year Scott's party died"]),
    (AE, A5, "table_row", "how much pemmican per man per day on scotts summit ration",
     ["12 oz (about 340 g)"]),
    (AE, A5, "paraphrase", "how many calories does man hauling burn",
     ["burns about 6,000 to 7,000 kilocalories a day"]),
    (AE, A5, "exact_term", "what is hoosh",
     ["a thick stew the men called hoosh"]),
    (AE, A5, "list_item", "why were ponies bad for antarctic travel",
     ["they sink into soft snow, sweat and then freeze"]),
    (AE, A5, "paraphrase", "how many miles a day could man haulers do",
     ["A man-hauling party usually managed 10 to 15 miles a day on a good surface"]),
    (AE, A5, "paraphrase", "where did amundsen learn to dress for the cold",
     ["Amundsen learned from the Netsilik Inuit during his Northwest Passage voyage"]),
    (AE, A5, "exact_term", "what are finnesko",
     ["soft boots of reindeer fur with the hair outside"]),
    (AE, A5, "list_item", "hypothermia when is it really bad",
     ["at last stops shivering, which is a very bad sign"]),
    (AE, A5, "how_why", "what probably killed mertz",
     ["poisoned by the huge amounts of vitamin A in husky liver"]),
    (AE, A5, "keyword", "sastrugi",
     ["hard ridges of snow carved by the wind"]),

    # ---------------------------------------------------------------- antarctic: Portuguese MD
    (AE, A6, "how_why", "how does antarctica affect the weather in brazil",
     ["trazem frentes frias, geadas e quedas bruscas de temperatura ao Sul e ao Sudeste"]),
    (AE, A6, "exact_term", "o que é o krill",
     ["um pequeno crustáceo parecido com um camarão"]),
    (AE, A6, "paraphrase", "when did brazil sign up to the antarctic treaty",
     ["O Brasil aderiu ao Tratado da Antártida em 16 de maio de 1975"]),
    (AE, A6, "exact_term", "what is PROANTAR",
     ["Programa Antártico Brasileiro, conhecido pela sigla PROANTAR"]),
    (AE, A6, "paraphrase", "quais navios participaram da primeira expedicao brasileira",
     ["o Barão de Teffé, da Marinha, e o navio oceanográfico Professor W. Besnard"]),
    (AE, A6, "paraphrase", "where exactly is comandante ferraz station",
     ["na Península Keller, às margens da Baía do Almirantado, na Ilha Rei George"]),
    (AE, A6, "paraphrase", "who is the brazilian station named after",
     ["capitão de fragata Luís Antônio de Carvalho Ferraz"]),
    (AE, A6, "paraphrase", "onde comecou o incendio da estacao em 2012",
     ["um incêndio começou na casa de máquinas, onde ficavam os geradores"]),
    (AE, A6, "paraphrase", "how many people fit in the new brazilian station",
     ["tem cerca de 4.500 metros quadrados e capacidade para 64 pessoas"]),
    (AE, A6, "how_why", "por que a estação nova fica em cima de pilares",
     ["para que a neve passe por baixo com o vento"]),
    (AE, A6, "paraphrase", "how do brazilian researchers get to antarctica",
     ["Aviões Hércules da Força Aérea Brasileira voam do Rio de Janeiro até Punta Arenas"]),
    (AE, A6, "paraphrase", "does portugal have its own antarctic base",
     ["Portugal não tem estação própria na Antártida"]),
    (AE, A6, "exact_term", "o que significa banquisa",
     ["gelo marinho que cobre o mar ao redor do continente"]),

    # ---------------------------------------------------------------- antarctic: continent TXT
    (AE, A7, "paraphrase", "how big is antarctica compared to australia",
     ["Antarctica covers about 14 million square kilometres, nearly twice the size of Australia"]),
    (AE, A7, "paraphrase", "how much of the worlds fresh water is in the antarctic ice",
     ["roughly 70 per cent of the world's fresh water"]),
    (AE, A7, "how_why", "why are scientists more worried about west antarctica",
     ["much of its ice rests on rock far below sea level"]),
    (AE, A7, "paraphrase", "highest mountain in antarctica?",
     ["Mount Vinson, in the Ellsworth Mountains, at 4,892 metres"]),
    (AE, A7, "how_why", "why is antartica so cold",
     ["its high altitude, its ice surface, which reflects most of the sunlight back into space"]),
    (AE, A7, "paraphrase", "coldest temp ever found by satellite",
     ["temperatures close to minus 98 C on clear winter nights"]),
    (AE, A7, "paraphrase", "where is the windiest place on earth",
     ["Cape Denison, Mawson's base, is often called the windiest place on Earth at sea level"]),
    (AE, A7, "list_item", "how do emperor pengiuns keep the egg warm 🐧",
     ["the male holds the single egg on his feet for about two months without eating"]),
    (AE, A7, "list_item", "how do weddell seals keep breathing holes open",
     ["keep breathing holes open in the sea ice by grinding the ice with their teeth"]),
    (AE, A7, "paraphrase", "who was the first baby born in antarctica",
     ["Emilio Marcos Palma, born at the Argentine Esperanza Base in January 1978"]),
    (AE, A7, "paraphrase", "what time zone does the south pole use",
     ["The Amundsen-Scott station keeps New Zealand time"]),
    (AE, A7, "code_block", "in the timeline what happened in 1985",
     ["1985 Ozone hole reported from Halley"]),
]

# Near-topic questions the course cannot answer. The terms (regular expressions, searched
# case-insensitively with word boundaries) stand for the missing answer; check.py asserts that none
# of them occurs in the course text (slide text, not notes; answer keys left out).
UNANSWERABLE = [
    # viticulture and winemaking
    (VW, "how many bottles of wine does one vine give", [r"bottles? (?:of wine )?(?:per|from|a) vine"]),
    (VW, "how many bottles can you fill from one barrique", [r"bottles? (?:per|from) (?:a |one |each )?(?:barrel|barrique)", r"300 bottles"]),
    (VW, "how many weeks does the malolactic conversion take", [r"malolactic\W+(?:\w+\W+){0,8}(?:weeks|months|days)"]),
    (VW, "when did phylloxera get to california", [r"California\W+(?:\w+\W+){0,10}phylloxera", r"phylloxera\W+(?:\w+\W+){0,10}California"]),
    (VW, "how many years should i keep a vintage port before i open it", [r"vintage ports?\W+(?:\w+\W+){0,8}\d+ years", r"\d+ years in (?:the )?bottle"]),
    (VW, "which is the oldest champagne house", [r"oldest (?:Champagne )?house", r"Ruinart", r"1729"]),
    (VW, "did dom perignon invent champagne", [r"Perignon", r"Merret"]),
    (VW, "how much does a hectare of vineyard cost in burgundy", [r"euros?", r"EUR", r"per hectare\W+(?:\w+\W+){0,3}(?:cost|price)"]),
    (VW, "what abv is prosecco normally", [r"Prosecco\W+(?:\w+\W+){0,12}(?:per cent|%)"]),
    (VW, "what is the sweetest grade of tokaji", [r"Eszencia", r"6 puttonyos", r"six puttonyos"]),
    (VW, "how old can a grapevine get", [r"vines?\W+(?:\w+\W+){0,4}(?:live|lives|living) (?:for )?(?:up to |more than )?\d", r"\d+ years old", r"centuries old"]),
    (VW, "whats the most planted grape variety in the whole world", [r"most (?:widely )?planted (?:grape|variety|vine) in the world"]),
    (VW, "how much free so2 does a white wine at ph 3.2 need", [r"pH 3\.\d", r"molecular SO2"]),
    (VW, "which rootstock is best for riesling", [r"Riesling\W+(?:\w+\W+){0,8}(?:rootstocks?|Unterlagen?)", r"(?:rootstocks?|Unterlagen?)\W+(?:\w+\W+){0,8}Riesling"]),
    (VW, "when was the first vineyard planted in england", [r"first (?:English )?vineyards?", r"English vineyards?\W+(?:\w+\W+){0,6}(?:planted|founded)"]),
    (VW, "how long does barolo stay on the skins", [r"Barolo\W+(?:\w+\W+){0,12}(?:days|weeks)"]),
    (VW, "wie viele weingüter gibt es in deutschland", [r"\d[\d.]* (?:Weingüter|Betriebe|Winzer)", r"(?:Weingüter|Betriebe)\W+(?:\w+\W+){0,4}\d"]),
    (VW, "wie hoch ist die schaumweinsteuer pro flasche", [r"Euro", r"\d+ Cent", r"pro Flasche"]),
    (VW, "combien de temps dure le remuage à la main", [r"(?:riddling|riddle|remuage)\W+(?:\w+\W+){0,10}(?:weeks|days)"]),
    (VW, "¿cuánto tiempo envejece un oloroso?", [r"Oloroso\W+(?:\w+\W+){0,10}years"]),
    (VW, "how did the romans ferment their wine", [r"amphorae?", r"dolia"]),
    (VW, "how deep do vine roots grow", [r"roots?\W+(?:\w+\W+){0,4}(?:\d+ (?:m|metres)|metres deep)"]),
    # viticulture: answered only in speaker notes (NOTES_ONLY) or only in the answer key (KEY_ONLY)
    (VW, "who bred the 110 richter rootstock", [r"Franz Richter"]),
    (VW, "which way does the hermitage hill face", [r"Hermitage"]),
    (VW, "who came up with regulated deficit irrigation and when", [r"developed in Australia"]),
    (VW, "how much of the french harvest did the 2021 frost destroy", [r"a third of the national crop"]),
    (VW, "whats it called when vines go yellow on chalk", [r"chlorosis"]),
    (VW, "why do growers in galicia use pergolas", [r"damp ground"]),
    (VW, "who worked with planchon when phylloxera was identified", [r"Gaston Bazille"]),
    (VW, "what was the powdery mildew fungus first named", [r"Oidium tuckeri"]),

    # antarctic exploration
    (AE, "how much did the endurance expedition cost", [r"£", r"pounds", r"cost (?:of|was) (?:about )?\d"]),
    (AE, "what did amundsens team eat to celebrate at the pole", [r"celebrat\w*", r"cigars?"]),
    (AE, "how many dogs did scott take on the terra nova expedition", [r"Scott\W+(?:\w+\W+){0,12}\d+ dogs", r"Terra Nova\W+(?:\w+\W+){0,12}\d+ dogs"]),
    (AE, "where is captain scott buried", [r"cairn", r"Scott\W+(?:\w+\W+){0,8}(?:buried|grave)"]),
    (AE, "how old was amundsen when he reached the pole", [r"aged \d+", r"years old", r"born in 18\d\d"]),
    (AE, "how did amundsen die", [r"1928", r"Latham", r"Amundsen\W+(?:\w+\W+){0,6}(?:died|disappeared)"]),
    (AE, "what did shackleton die of", [r"heart attack", r"Shackleton\W+(?:\w+\W+){0,6}died of"]),
    (AE, "how heavy was the james caird", [r"James Caird\W+(?:\w+\W+){0,10}(?:tons?|tonnes?|kg|weigh\w*)"]),
    (AE, "how many people stay at mcmurdo through the winter", [r"McMurdo\W+(?:\w+\W+){0,12}winter"]),
    (AE, "exactly how many countries are in the antarctic treaty now", [r"5\d (?:countries|parties|nations|states)"]),
    (AE, "who was the first woman to reach the south pole", [r"first wom[ae]n", r"women"]),
    (AE, "how many emperor penguins are left", [r"breeding pairs", r"emperor penguins?\W+(?:\w+\W+){0,8}(?:pairs|\d[\d,]{3,})"]),
    (AE, "what did the men on elephant island eat", [r"limpets", r"seaweed", r"Elephant Island\W+(?:\w+\W+){0,15}(?:ate|eat|food)"]),
    (AE, "what was the temperature when amundsen got to the pole", [r"(?:at|reached) the Pole\W+(?:\w+\W+){0,10}minus"]),
    (AE, "how many people died in the heroic age altogether", [r"died (?:in|during) the Heroic Age", r"deaths? (?:in|during) the Heroic Age"]),
    (AE, "quantos pesquisadores brasileiros vão à antártida por ano", [r"\d+ pesquisadores", r"pesquisadores\W+(?:\w+\W+){0,6}por ano"]),
    (AE, "quanto custou a nova estação comandante ferraz", [r"milhões", r"US\$", r"R\$", r"custou"]),
    (AE, "quem foi o arquiteto da nova estação ferraz", [r"escritório", r"Estúdio 41", r"arquitet[oa]s?"]),
    (AE, "qual é a temperatura média no polo sul no verão", [r"(?:summer|verão)\W+(?:\w+\W+){0,8}(?:minus \d|-\d)"]),
    (AE, "wie viele hunde hatte mawson am anfang dabei", [r"Mawson\W+(?:\w+\W+){0,15}\d+ dogs", r"\d+ huskies"]),
    (AE, "quelle est la profondeur moyenne de l'océan austral", [r"(?:Southern Ocean|Oceano Austral)\W+(?:\w+\W+){0,8}(?:deep|depth|profund\w*)"]),
    (AE, "¿cuántas bases tiene argentina en la antártida?", [r"Argentin\w*\W+(?:\w+\W+){0,8}(?:stations|bases)"]),
    # antarctic: answered only in speaker notes (NOTES_ONLY) or only in the answer key (KEY_ONLY)
    (AE, "how far south did james weddell get", [r"74 degrees 15"]),
    (AE, "what happened to the erebus and terror after ross", [r"Franklin"]),
    (AE, "when did ross stand at the north magnetic pole", [r"North Magnetic Pole"]),
    (AE, "how did cook keep his crew from getting scurvy", [r"sauerkraut"]),
    (AE, "are the huts at cape adare still standing", [r"still stand"]),
    (AE, "where do the russian stations vostok and mirny get their names", [r"named after the ships"]),
    (AE, "who was refused the polar medal after the endurance expedition", [r"Polar Medal"]),
    (AE, "why did shackleton take mcnish with him in the james caird", [r"cause trouble"]),
]

# Unanswerable questions answered only in a deck's speaker notes, which the product does not read.
NOTES_ONLY = {
    "who bred the 110 richter rootstock": (VW, V2, r"Franz Richter"),
    "which way does the hermitage hill face": (VW, V2, r"Hermitage"),
    "who came up with regulated deficit irrigation and when": (VW, V2, r"developed in Australia"),
    "how much of the french harvest did the 2021 frost destroy": (VW, V2, r"a third of the national crop"),
    "whats it called when vines go yellow on chalk": (VW, V2, r"chlorosis"),
    "why do growers in galicia use pergolas": (VW, V2, r"damp ground"),
    "how far south did james weddell get": (AE, A2, r"74 degrees 15"),
    "what happened to the erebus and terror after ross": (AE, A2, r"Franklin"),
    "when did ross stand at the north magnetic pole": (AE, A2, r"North Magnetic Pole"),
    "how did cook keep his crew from getting scurvy": (AE, A2, r"sauerkraut"),
    "are the huts at cape adare still standing": (AE, A2, r"still stand"),
    "where do the russian stations vostok and mirny get their names": (AE, A2, r"named after the ships"),
}

# Teacher-only answer-key sections: from this heading to the end of the file's paragraphs.
KEY_SECTIONS = {
    (VW, V6): "9. ANSWER KEY (TEACHER ONLY)",
    (AE, A3): "Model answers (teacher only, not for students)",
}

# Unanswerable questions answered only inside an answer-key section.
KEY_ONLY = {
    "who worked with planchon when phylloxera was identified": (VW, V6, r"Gaston Bazille"),
    "what was the powdery mildew fungus first named": (VW, V6, r"Oidium tuckeri"),
    "who was refused the polar medal after the endurance expedition": (AE, A3, r"Polar Medal"),
    "why did shackleton take mcnish with him in the james caird": (AE, A3, r"cause trouble"),
}

# A deck note that starts like this is addressed to the teacher (check.py sorts notes with it);
# in this set no note of any kind is course content.
TEACHER_NOTE = "teacher only:"

# Questions from the other subject: their terms are absent from their own course and present in
# the other course.
OTHER_COURSE = [
    (VW, "who was the first person to reach the south pole", [r"South Pole"]),
    (VW, "why did shackletons ship the endurance sink", [r"Endurance", r"Shackleton"]),
    (VW, "what does the antarctic treaty say about mining", [r"Antarctic Treaty"]),
    (AE, "how is champagne made with the traditional method", [r"Champagne", r"traditional method"]),
    (AE, "what causes downy mildew on grapevines", [r"downy mildew", r"grapevines?"]),
    (AE, "wie viel restzucker darf ein trockener riesling haben", [r"Riesling", r"Restzucker"]),
]

SEED = 20260143

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
        final.append({"id": f"ab43-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
