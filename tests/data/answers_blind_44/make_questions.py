"""Write questions.jsonl from the hand-written questions below (set 44).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the gold snippet is looked up
automatically (pdfminer text through pdfplumber for PDFs, python-pptx slide text for PowerPoint
decks); check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 14") uses the page / slide number. PowerPoint
decks count the title slide as slide 1. rows() asserts that the number in the question is the
page or slide where the gold was found.

Speaker notes are NOT course content (the product does not read them), as in set 43. No gold lies
in a note. Some unanswerable questions (NOTES_ONLY) are answered only in a deck's speaker notes;
the product must not answer them confidently.

Each course has a teacher-only answer-key section inside one file (KEY_SECTIONS, from the given
heading to the end of the file's paragraphs). It is not course content: no gold may lie in it,
unanswerable terms are searched outside it, and a few unanswerable questions (KEY_ONLY) are
answered only inside it.

One file per course is written in another language (build.FOREIGN: the French DOCX of the ancient
Mesopotamia course, the Italian PDF of the cheesemaking course). Their golds are in that
language; some of their questions are asked in English, some in French / Italian. A few
questions on English files are asked in French, Italian, German, Spanish or Portuguese.

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

AM = "ancient-mesopotamia"
CH = "cheesemaking"

A1 = "01-the-land-between-the-rivers.pdf"
A2 = "02-cities-kings-and-empires-slides.pptx"
A3 = "03-law-and-society.docx"
A4 = "04-gods-temples-and-ziggurats.html"
A5 = "05-trade-crafts-and-daily-life.md"
A6 = "06-numbers-stars-and-healing-study-notes.txt"
A7 = "07-l-ecriture-cuneiforme.docx"

C1 = "01-from-milk-to-curd.pdf"
C2 = "02-making-cheese-step-by-step-slides.pptx"
C3 = "03-ripening-and-the-cheese-cave.docx"
C4 = "04-cheese-families-of-the-world.html"
C5 = "05-dairy-safety-and-hygiene.md"
C6 = "06-cheese-at-home-and-study-notes.txt"
C7 = "07-i-formaggi-italiani-dop.pdf"

# (course, source file, kind, question, [gold snippet])
ANSWERABLE = [
    # ---------------------------------------------------------------- A1 land between the rivers (PDF)
    (AM, A1, "paraphrase", "what does the word mesopotamia actually mean",
     ['a Greek word meaning "the land between the rivers"']),
    (AM, A1, "how_why", "why was it hard to take water from the tigris",
     ["runs between higher banks, so it was hard to draw water from it"]),
    (AM, A1, "paraphrase", "which river were most of the early canals in the south dug from",
     ["most of the early canals of the south were cut from it"]),
    (AM, A1, "how_why", "y was the spring flood bad news for farmers",
     ["just when the barley was nearly ripe"]),
    (AM, A1, "exact_term", "what is dry farming",
     ["grow wheat and barley without irrigation, a method called dry farming"]),
    (AM, A1, "paraphrase", "¿de dónde traían el lapislázuli los mesopotámicos?",
     ["Lapis lazuli came from Badakhshan in what is now Afghanistan"]),
    (AM, A1, "list_item", "which early culture was the first to use irrigation",
     ["Samarra, the first culture known to have used irrigation"]),
    (AM, A1, "list_item", "halaf culture houses",
     ["famous for finely painted pottery and round houses called tholoi"]),
    (AM, A1, "definition_tail", "what did the sumerians believe about eridu",
     ["kingship first came down from heaven at the beginning of time"]),
    (AM, A1, "table_row", "dates of the jemdet nasr period and what happened then",
     ["Jemdet Nasr 3100-2900 BC Writing spreads; painted pottery returns"]),
    (AM, A1, "paraphrase", "what were bevelled rim bowls for",
     ["held a standard daily ration of barley for workers"]),
    (AM, A1, "how_why", "how can watering fields end up making them salty",
     ["much of the water evaporates and the salt stays behind in the soil"]),
    (AM, A1, "keyword", "Habuba Kabira",
     ["a whole planned town built in the southern style"]),
    (AM, A1, "worked_step",
     "if a harvest of 20 gur is 6000 litres and a worker eats 720 litres of barley a year, how many workers does it feed",
     ["6,000 / 720 = about 8 workers for a year"]),
    (AM, A1, "paraphrase", "did they keep sheep mainly for meat?",
     ["Their wool, not their meat, was the main reason for keeping them"]),
    (AM, A1, "paraphrase", "what happened to the southern marshes in the 90s",
     ["The great marshes were largely drained in the 1990s"]),

    # ---------------------------------------------------------------- A2 cities, kings and empires (slides)
    (AM, A2, "list_item", "name some of the sumerian city states",
     ["The best known are Ur, Uruk, Lagash, Umma, Kish and Nippur"]),
    (AM, A2, "table_row", "what was an ensi",
     ["the ruler of a single city, later a governor"]),
    (AM, A2, "how_why", "why is it called the stele of the vultures",
     ["Vultures carry off the heads of the enemy dead"]),
    (AM, A2, "how_why", "why cant we trust the sumerian king list as a timeline",
     ["several dynasties that it lists one after another ruled at the same time"]),
    (AM, A2, "paraphrase", "what job did sargon have before he was king",
     ["Sargon began as the cupbearer of Ur-Zababa, the king of Kish"]),
    (AM, A2, "paraphrase", "who is the first writer we know by name",
     ["She is the earliest author in history whose name we know"]),
    (AM, A2, "paraphrase", "how did naram sin show he was a god",
     ["have his name written with the sign for a god"]),
    (AM, A2, "paraphrase", "what does the curse of agade say caused the fall of akkad",
     ["blames Naram-Sin for angering the god Enlil"]),
    (AM, A2, "list_item", "what reforms did shulgi make",
     ["Shulgi set up standard weights and measures and a single calendar"]),
    (AM, A2, "paraphrase", "who destroyed ur at the end of the third dynasty",
     ["the Elamites sacked Ur and led Ibbi-Sin away as a prisoner"]),
    (AM, A2, "table_row", "what were the capitals of the neo-assyrian empire",
     ["Ashur, then Nimrud, then Nineveh"]),
    (AM, A2, "paraphrase", "when did hammurabi unite southern mesopotamia",
     ["He defeated Rim-Sin of Larsa and united the south in 1763 BC"]),
    (AM, A2, "code_block", "on slide 14 how do they turn year 30 into a date BC",
     ["year 30 = 1792 - 29 = 1763 BC"]),
    (AM, A2, "paraphrase", "Wer hat Ninive zerstört und wann?",
     ["fell in 612 BC to an alliance of Babylonians and Medes"]),
    (AM, A2, "paraphrase", "how did cyrus take babylon",
     ["Cyrus of Persia took Babylon in 539 BC, apparently without a battle"]),

    # ---------------------------------------------------------------- A3 law and society (DOCX)
    (AM, A3, "paraphrase", "what is the oldest law code we know",
     ["The oldest known law code is that of Ur-Nammu of Ur"]),
    (AM, A3, "paraphrase", "ur nammu penalty for cutting off someones foot",
     ["paid ten shekels of silver"]),
    (AM, A3, "exact_term", "what was a misharum",
     ["freed people who had sold themselves or their children into debt slavery"]),
    (AM, A3, "definition_tail", "did a misharum also wipe out silver loans?",
     ["it did not cancel commercial loans of silver"]),
    (AM, A3, "how_why", "why was hammurabis law stone found in iran and not babylon",
     ["taken there as booty by the Elamite king Shutruk-Nahhunte"]),
    (AM, A3, "how_why", "why were some columns rubbed off the stele",
     ["probably to make room for an Elamite inscription that was never carved"]),
    (AM, A3, "paraphrase", "was hammurabi's code actually used by courts",
     ["a royal statement of fairness and a model for judges"]),
    (AM, A3, "table_row", "who were the mushkenum",
     ["Free people tied to the palace; the exact meaning is debated"]),
    (AM, A3, "paraphrase", "Que se passait-il si un homme libre crevait l'œil d'un esclave ?",
     ["he paid half the slave's price to the owner"]),
    (AM, A3, "how_why", "how did the river ordeal decide guilt",
     ["if the river god let them sink, they were guilty"]),
    (AM, A3, "keyword", "terhatum",
     ["paid a bride price, the terhatum, to the bride's father"]),
    (AM, A3, "list_item", "what is the last step of a lawsuit",
     ["The losing party swears never to raise the case again"]),
    (AM, A3, "paraphrase", "what happened to a builder if his house fell down and killed the owner",
     ["killed the owner was to be put to death"]),

    # ---------------------------------------------------------------- A4 gods, temples, ziggurats (HTML)
    (AM, A4, "list_item", "who was the god of fresh water",
     ["Enki, called Ea in Akkadian, was the god of fresh water and wisdom"]),
    (AM, A4, "exact_term", "what is melammu",
     ["shining with a terrifying radiance called melammu"]),
    (AM, A4, "how_why", "how can you tell how important a god is in a carving",
     ["the more pairs of horns, the more important the god"]),
    (AM, A4, "paraphrase", "what happened to the food offered to the god statue afterwards",
     ["the food was shared out among the king and the temple staff"]),
    (AM, A4, "paraphrase", "mouth washing ritual what did the craftsmen say",
     ["swore that they had not made it, and that the god Ea had"]),
    (AM, A4, "paraphrase", "were ziggurats tombs like the pyramids",
     ["It was not a tomb and had no rooms inside"]),
    (AM, A4, "how_why", "why did they put reed mats between the bricks of a ziggurat",
     ["perhaps to help water drain out of the core"]),
    (AM, A4, "table_row", "which cities worshipped the sun god utu",
     ["Sippar in the north and Larsa in the south"]),
    (AM, A4, "exact_term", "what is extispicy",
     ["a diviner called a baru sacrificed a sheep and examined its liver"]),
    (AM, A4, "code_block", "what happens on day 4 of the akitu festival",
     ["Day 4 the Enuma Elish read aloud before Marduk"]),
    (AM, A4, "how_why", "perché il sacerdote schiaffeggiava il re durante la festa di Akitu?",
     ["If the king shed tears, it was taken as a sign that Marduk was pleased"]),
    (AM, A4, "how_why", "why do the gods send the flood in atrahasis",
     ["because the noise of humans disturbs their sleep"]),
    (AM, A4, "exact_term", "kispum meaning",
     ["offering food at regular memorial rites called kispum"]),

    # ---------------------------------------------------------------- A5 trade, crafts, daily life (MD)
    (AM, A5, "paraphrase", "did the mesopotamians use coins",
     ["Mesopotamia used no coins until the Persian period"]),
    (AM, A5, "paraphrase", "how much barley could you buy with a shekel",
     ["one shekel bought about 300 litres of barley"]),
    (AM, A5, "table_row", "how much was a talent",
     ["60 minas, a donkey's load"]),
    (AM, A5, "how_why", "why were merchants accused of keeping two sets of weights",
     ["a heavy one for buying and a light one for selling"]),
    (AM, A5, "exact_term", "what is a karum",
     ["a merchants' quarter or harbour district"]),
    (AM, A5, "paraphrase", "what did the donkey caravans carry to kanesh",
     ["Donkey caravans carried tin and woollen textiles from Ashur to Kanesh"]),
    (AM, A5, "paraphrase", "how long did it take to get from ashur to kanesh",
     ["a journey of about 1,000 kilometres that took some six weeks"]),
    (AM, A5, "paraphrase", "wich country is magan",
     ["Magan is probably Oman, where copper was mined"]),
    (AM, A5, "paraphrase", "what did nanni complain to ea-nasir about",
     ["the copper was of poor quality and that his messenger was treated with contempt"]),
    (AM, A5, "list_item", "how did they make bronze",
     ["adding about one part of tin to nine parts of copper"]),
    (AM, A5, "how_why", "why did rich people have metal tips on their beer straws",
     ["straws with metal tips that strained out the husks"]),
    (AM, A5, "keyword", "naruqqum",
     ["a pool of silver invested in a merchant's business by several partners"]),

    # ---------------------------------------------------------------- A6 numbers, stars, healing (TXT)
    (AM, A6, "exact_term", "what is sexagesimal",
     ["counted in base 60, a system called sexagesimal"]),
    (AM, A6, "how_why", "why did they count in 60s",
     ["Sixty was a convenient base because it can be divided evenly"]),
    (AM, A6, "how_why", "without a zero how did a reader know if the sign meant 1 or 60",
     ["the reader had to judge from the context"]),
    (AM, A6, "code_block", "convert 2,13,20 from base 60",
     ["2,13,20 = 2 x 3,600 + 13 x 60 + 20 = 8,000"]),
    (AM, A6, "definition_tail", "what is on the tablet YBC 7289",
     ["the square root of two, correct to about six decimal places"]),
    (AM, A6, "how_why", "how did babylonian scribes do division",
     ["Division was done by multiplying by a reciprocal"]),
    (AM, A6, "how_why", "why are 7 and 11 missing from the reciprocal table",
     ["whose reciprocals never end in base 60"]),
    (AM, A6, "exact_term", "what is plimpton 322",
     ["lists fifteen rows of numbers that fit right-angled triangles"]),
    (AM, A6, "paraphrase", "where does the zodiac come from",
     ["divided the path of the sun into twelve equal signs of 30 degrees each"]),
    (AM, A6, "list_item", "what did an ashipu do",
     ["found the cause of an illness, usually a god, a demon or a ghost"]),
    (AM, A6, "paraphrase", "did the babylonians invent the 7 day week",
     ["the continuous seven-day week came later, through the Jewish calendar"]),
    (AM, A6, "table_row", "when did the astronomical diaries start (key figures)",
     ["Astronomical diaries begin c. 750 BC"]),

    # ---------------------------------------------------------------- A7 l'écriture cunéiforme (French DOCX)
    (AM, A7, "paraphrase", "À quoi servaient les petits jetons d'argile ?",
     ["chaque forme représentait une marchandise précise"]),
    (AM, A7, "how_why", "why did people press the tokens onto the outside of the clay balls",
     ["Pour savoir ce qu'elles contenaient sans les casser"]),
    (AM, A7, "paraphrase", "Combien de tablettes a-t-on retrouvées à Uruk ?",
     ["On en a retrouvé près de cinq mille"]),
    (AM, A7, "paraphrase", "what were most of the earliest uruk tablets",
     ["Environ neuf sur dix sont des documents de comptabilité"]),
    (AM, A7, "paraphrase", "where does the name cuneiform come from",
     ["en latin, cuneus veut dire coin"]),
    (AM, A7, "exact_term", "Qu'est-ce qu'un calame ?",
     ["un calame, une tige de roseau taillée"]),
    (AM, A7, "how_why", "why did the cuneiform signs get turned on their side",
     ["il était plus commode d'écrire en tenant la tablette inclinée"]),
    (AM, A7, "list_item", "what is a determinative in cuneiform",
     ["qui ne se lisent pas mais indiquent la catégorie du mot suivant"]),
    (AM, A7, "table_row", "how was the sign for eat drawn originally",
     ["la tête avec le bol devant la bouche"]),
    (AM, A7, "paraphrase", "Quand l'akkadien a-t-il remplacé le sumérien comme langue parlée ?",
     ["qui remplaça peu à peu le sumérien comme langue parlée vers 2000 av. J.-C."]),
    (AM, A7, "paraphrase", "Comment s'appelait l'école des scribes ?",
     ["Les futurs scribes apprenaient dans l'édubba, la maison des tablettes"]),
    (AM, A7, "how_why", "why did fires actually help to save clay tablets",
     ["ses tablettes cuisaient et devenaient dures comme de la brique"]),
    (AM, A7, "how_why", "how did the 1857 test show akkadian was deciphered",
     ["Leurs traductions concordaient pour l'essentiel, ce qui montra que l'akkadien était vraiment déchiffré"]),
    (AM, A7, "paraphrase", "Quelle est la dernière tablette cunéiforme datée ?",
     ["un almanach astronomique de 75 apr. J.-C."]),

    # ---------------------------------------------------------------- C1 from milk to curd (PDF)
    (CH, C1, "paraphrase", "what share of milk protein is casein",
     ["About 80 per cent is casein, which is what forms the curd"]),
    (CH, C1, "exact_term", "what are casein micelles",
     ["packed into tiny spheres called micelles, held together by calcium phosphate"]),
    (CH, C1, "table_row", "how much hard cheese do you get from 10 litres of sheep milk",
     ["Sheep 7.0 5.6 4.8 about 1.8 kg"]),
    (CH, C1, "how_why", "why cant milk from cows on antibiotics go in the vat",
     ["even traces stop the starter bacteria from working"]),
    (CH, C1, "how_why", "why is spring cheese more yellow",
     ["carries more beta-carotene, which gives butter and cheese a deeper yellow colour"]),
    (CH, C1, "how_why", "perché i formaggi di capra restano bianchi?",
     ["Goats and sheep turn the carotene of grass into colourless vitamin A"]),
    (CH, C1, "list_item", "what starter is used for cheddar and gouda",
     ["Mesophilic starters, such as Lactococcus lactis, grow best at about 30 degrees C"]),
    (CH, C1, "list_item", "what are adjunct cultures",
     ["added for flavour or appearance rather than for acid"]),
    (CH, C1, "paraphrase", "where does traditional rennet come from",
     ["the fourth stomach, the abomasum, of a young calf still feeding on milk"]),
    (CH, C1, "keyword", "chymosin kappa casein",
     ["cuts a single bond in kappa-casein"]),
    (CH, C1, "keyword", "cardoon thistle",
     ["Vegetable rennet from the flowers of the cardoon thistle"]),
    (CH, C1, "how_why", "why can you fry paneer without it melting",
     ["They do not melt and stretch when heated"]),
    (CH, C1, "worked_step",
     "if the bowl stops spinning at 12 minutes and i use a factor of 3, when do i cut the curd",
     ["cut the curd at 12 x 3 = 36 min"]),
    (CH, C1, "paraphrase", "what flocculation multiplier for camembert",
     ["5 to 6 for soft cheeses such as Camembert"]),
    (CH, C1, "definition_tail", "how do you do the clean break test",
     ["If the curd splits cleanly and the crack fills with clear, greenish-yellow whey"]),
    (CH, C1, "exact_term", "what is case hardening in cheese",
     ["the outer skin of each piece hardens and traps moisture inside"]),
    (CH, C1, "code_block", "whats the yield calculation on page 3 for 10 litres of milk giving 1 kg",
     ["yield = 1.0 / 10.3 x 100 = about 9.7 %"]),

    # ---------------------------------------------------------------- C2 making cheese step by step (slides)
    (CH, C2, "exact_term", "what does standardising the milk mean",
     ["adjusting the ratio of fat to protein"]),
    (CH, C2, "paraphrase", "how long should milk ripen before rennet",
     ["held at the setting temperature for 30 to 60 minutes"]),
    (CH, C2, "paraphrase", "what happens if i skip ripening the milk",
     ["gives a slow, weak set and a cheese that may never reach the right acidity"]),
    (CH, C2, "table_row", "when do you cut the curd for gouda",
     ["cut after about 35 minutes"]),
    (CH, C2, "how_why", "pourquoi faut-il diluer la présure dans de l'eau non chlorée ?",
     ["Chlorine in tap water can destroy the enzyme"]),
    (CH, C2, "table_row", "how big should gouda curds be",
     ["cut into cubes the size of hazelnuts"]),
    (CH, C2, "how_why", "why let the curd rest after cutting",
     ["so that the cut surfaces can heal"]),
    (CH, C2, "keyword", "pitching",
     ["stopping the stirring and letting the curd settle under the whey"]),
    (CH, C2, "exact_term", "what is cheddaring exactly",
     ["cut into slabs that are stacked, turned and restacked every 15 minutes"]),
    (CH, C2, "how_why", "why is gouda curd washed with water",
     ["Washing removes lactose, so less acid forms and the cheese stays sweet and supple"]),
    (CH, C2, "paraphrase", "what ph does mozarella curd need to stretch",
     ["The curd is ready to stretch when its pH falls to about 5.2"]),
    (CH, C2, "code_block", "last step of the cheddar pressing schedule",
     ["12 hours at 40 kg take out and dress in cloth"]),
    (CH, C2, "worked_step", "on slide 15, how many days does a 4 kg gouda stay in the brine",
     ["4 x 1 = about 4 days, turned daily"]),
    (CH, C2, "table_row", "what should the ph be when the cheddar slabs are milled",
     ["about 5.3 to 5.5"]),
    (CH, C2, "list_item", "what causes late blowing in hard cheese",
     ["caused by Clostridium spores from silage"]),

    # ---------------------------------------------------------------- C3 ripening and the cheese cave (DOCX)
    (CH, C3, "exact_term", "what is affinage",
     ["Ripening, also called affinage, turns it into cheese"]),
    (CH, C3, "paraphrase", "what gives blue cheese that sharp peppery taste",
     ["give the sharp, peppery notes of blue cheeses"]),
    (CH, C3, "paraphrase", "what humidity do you need in a ripening room",
     ["a relative humidity of 85 to 95 per cent"]),
    (CH, C3, "exact_term", "what are fleurines",
     ["long cracks in the rock through which damp, cool air flows"]),
    (CH, C3, "list_item", "how do you get a washed rind",
     ["grown by wiping the cheese regularly with brine, beer, wine or spirits"]),
    (CH, C3, "how_why", "why does camembert go soft from the outside first",
     ["It grows on the surface and sends enzymes inwards"]),
    (CH, C3, "how_why", "why do they stick needles in blue cheese",
     ["It needs oxygen, so the young cheeses are pierced with steel needles"]),
    (CH, C3, "definition_tail", "geotrichum candidum, what does it do to the rind",
     ["It lowers the acidity of the surface, which helps other microbes to grow there"]),
    (CH, C3, "how_why", "why do washed rind cheeses smell like feet",
     ["because similar bacteria live on human skin"]),
    (CH, C3, "how_why", "how do the holes in emmental form",
     ["feed on lactate and give off carbon dioxide, which collects in round holes"]),
    (CH, C3, "table_row", "how long is mature cheddar ripened",
     ["nine to twelve months"]),
    (CH, C3, "paraphrase", "what are the crunchy crystals in old gouda",
     ["they are mostly tyrosine, an amino acid set free as the protein breaks down"]),
    (CH, C3, "how_why", "why do they let mites live on mimolette",
     ["their tunnels let the cheese breathe"]),

    # ---------------------------------------------------------------- C4 cheese families of the world (HTML)
    (CH, C4, "code_block", "what's the formula for MFFB",
     ["MFFB (%) = water in the cheese / (cheese weight - fat) x 100"]),
    (CH, C4, "how_why", "why do the MFFB bands overlap",
     ["so that a cheese near a boundary can be placed in either family"]),
    (CH, C4, "how_why", "how is real ricotta made from whey",
     ["the whey proteins rise to the surface as fine white flakes"]),
    (CH, C4, "paraphrase", "how much goat milk is allowed in feta",
     ["with no more than 30 per cent goat's milk"]),
    (CH, C4, "how_why", "why hasn't feta got a rind",
     ["matured in brine for at least two months, which is why it has no rind"]),
    (CH, C4, "how_why", "why is camembert made so small",
     ["which lets it ripen right through quickly"]),
    (CH, C4, "how_why", "por que o camembert é vendido numa caixa de madeira?",
     ["so that the cheese could travel by train to Paris and beyond"]),
    (CH, C4, "how_why", "why did monks make washed rind cheese",
     ["who washed them during the long fasts when cheese took the place of meat"]),
    (CH, C4, "paraphrase", "is epoisses really banned on the metro",
     ["though that story is a myth"]),
    (CH, C4, "list_item", "which counties can make stilton",
     ["Derbyshire, Leicestershire and Nottinghamshire"]),
    (CH, C4, "how_why", "why does manchego have a zigzag rind",
     ["copied from the plaited grass moulds once used to shape it"]),
    (CH, C4, "table_row", "when did roquefort get protected",
     ["1925 in French law"]),
    (CH, C4, "table_row", "what milk is stilton made from",
     ["pasteurised cow's milk only"]),

    # ---------------------------------------------------------------- C5 dairy safety and hygiene (MD)
    (CH, C5, "table_row", "where does listeria come from",
     ["soil, silage, damp floors and drains"]),
    (CH, C5, "table_row", "why is staph aureus a problem in cheese",
     ["forms a toxin that heating does not destroy"]),
    (CH, C5, "how_why", "why is listeria more feared than other bugs",
     ["it grows slowly in the fridge, survives in salt"]),
    (CH, C5, "list_item", "vat pasteurisation temp and time",
     ["at least 63 degrees C for 30 minutes"]),
    (CH, C5, "definition_tail", "what does the phosphatase test tell you",
     ["if it is still active, the milk was not heated enough"]),
    (CH, C5, "exact_term", "what is thermisation",
     ["typically 57 to 68 degrees C for about 15 seconds"]),
    (CH, C5, "paraphrase", "us rules for raw milk cheese",
     ["must be aged for at least 60 days"]),
    (CH, C5, "list_item", "below what ph do most pathogens stop growing",
     ["most pathogens stop growing below about pH 4.6"]),
    (CH, C5, "exact_term", "Was bedeutet die Abkürzung HACCP?",
     ["Hazard Analysis and Critical Control Points"]),
    (CH, C5, "list_item", "what is the third HACCP principle",
     ["Set a critical limit for each one, such as a minimum temperature"]),
    (CH, C5, "table_row", "critical limit for the acidification step",
     ["pH below 5.3 within 6 hours of renneting"]),
    (CH, C5, "how_why", "why is sanitising done last",
     ["because a sanitiser cannot work through dirt"]),

    # ---------------------------------------------------------------- C6 cheese at home (TXT)
    (CH, C6, "how_why", "why shouldnt i use an aluminium pan for paneer",
     ["since the acid attacks the metal"]),
    (CH, C6, "how_why", "why doesnt UHT milk make cheese",
     ["the heat has bonded the whey proteins onto the casein"]),
    (CH, C6, "list_item", "how much lemon juice for paneer",
     ["stir in the juice of two lemons, a spoonful at a time"]),
    (CH, C6, "paraphrase", "¿cuánto paneer sale de 2 litros de leche?",
     ["you should get about 300 to 350 grams of paneer"]),
    (CH, C6, "how_why", "why is the yield of whey ricotta so low",
     ["only the whey proteins are left to recover"]),
    (CH, C6, "exact_term", "what is labneh",
     ["Labneh is strained yoghurt"]),
    (CH, C6, "paraphrase", "how much rennet for a lactic goat cheese",
     ["only a tiny amount of rennet, about one drop per litre"]),
    (CH, C6, "table_row", "lactic goat cheese temperature and time",
     ["Lactic goat cheese set at 22 C for about 24 hours"]),
    (CH, C6, "how_why", "my mozzarella wont stretch why",
     ["Usually the acidity was wrong"]),
    (CH, C6, "paraphrase", "is all cheese vegetarian",
     ["Cheese made with animal rennet contains an enzyme taken from a calf's stomach"]),
    (CH, C6, "paraphrase", "can lactose intolerant people eat cheese",
     ["Most hard, aged cheeses contain almost no lactose"]),
    (CH, C6, "paraphrase", "can you freeze cheese",
     ["Hard cheeses can be frozen but turn crumbly, so grate them first"]),

    # ---------------------------------------------------------------- C7 i formaggi italiani DOP (Italian PDF)
    (CH, C7, "exact_term", "Che cos'è il disciplinare di un formaggio DOP?",
     ["Il disciplinare è il regolamento che fissa la specie e la razza degli animali"]),
    (CH, C7, "paraphrase", "what does the consorzio do",
     ["controlla la qualità e difende il nome dalle imitazioni"]),
    (CH, C7, "how_why", "why cant parmigiano reggiano cows eat silage",
     ["perché portano spore che potrebbero gonfiare il formaggio"]),
    (CH, C7, "how_why", "why is parmigiano partly skimmed",
     ["la panna sale in superficie e viene tolta"]),
    (CH, C7, "list_item", "Che cos'è il siero innesto?",
     ["il siero avanzato dalla lavorazione del giorno prima"]),
    (CH, C7, "list_item", "what temperature is parmigiano curd cooked to",
     ["La cagliata viene cotta fino a 55 °C"]),
    (CH, C7, "code_block", "how many kg of milk go into one wheel of parmigiano",
     ["550 litri x 1,03 = circa 567 kg"]),
    (CH, C7, "how_why", "Perché l'esperto batte le forme con il martelletto?",
     ["ascolta il suono per scoprire buchi o crepe interne"]),
    (CH, C7, "how_why", "why is grana padano not ok if you are allergic to eggs",
     ["ammette il lisozima, una proteina dell'uovo che frena i batteri"]),
    (CH, C7, "paraphrase", "Qual è il marchio sul fianco del Grana Padano?",
     ["un marchio a forma di quadrifoglio"]),
    (CH, C7, "paraphrase", "where does the word mozzarella come from",
     ["Il nome viene dal verbo mozzare"]),
    (CH, C7, "paraphrase", "difference between gorgonzola dolce and piccante",
     ["il Gorgonzola piccante, più sodo e saporito, stagionato almeno 80 giorni"]),
    (CH, C7, "paraphrase", "where is pecorino romano made these days",
     ["oggi si produce soprattutto in Sardegna"]),
    (CH, C7, "table_row", "Quanto deve stagionare il Taleggio?",
     ["Taleggio Lombardia, Piemonte e Veneto vaccino intero 35 giorni"]),
    (CH, C7, "paraphrase", "what is burrata filled with",
     ["riempito di stracciatella, cioè sfilacci di mozzarella mescolati con panna"]),
]

# (course, question, regexes that must NOT occur in the course text: the answer is not there)
UNANSWERABLE = [
    # Ancient Mesopotamia
    (AM, "did nippur ever have its own dynasty of kings", [r"never had a dynasty", r"dynasty of its own"]),
    (AM, "where was the stele of the vultures found", [r"Tello"]),
    (AM, "which museum has the best copy of the sumerian king list", [r"Weld-Blundell", r"Ashmolean"]),
    (AM, "is it true sargon was found floating in a basket as a baby", [r"reed basket", r"Akki"]),
    (AM, "why was enheduanna sent into exile", [r"Lugal-Ane", r"exile"]),
    (AM, "how far did shulgi claim he could run in one day", [r"320 kilometres", r"ran from Nippur"]),
    (AM, "where were the hanging gardens of babylon really", [r"Hanging Gardens"]),
    (AM, "what is another name for extispicy", [r"hepatoscopy"]),
    (AM, "did the etruscans read sheep livers too", [r"Piacenza", r"Etruscans?"]),
    (AM, "did woolley find a flood layer at ur", [r"clean silt", r"flood layer"]),
    (AM, "how tall was the ziggurat of ur", [r"ziggurat of Ur[^.]*metres (high|tall)", r"height of"]),
    (AM, "what was the population of babylon under nebuchadnezzar", [r"population of Babylon", r"people lived in Babylon"]),
    (AM, "how did sargon of akkad die", [r"Sargon died", r"death of Sargon"]),
    (AM, "who was hammurabi's father", [r"Sin-muballit", r"Hammurabi's father"]),
    (AM, "what weapons did the soldiers of akkad use", [r"weapons?", r"composite bows?"]),
    (AM, "how much did a slave cost in old babylonian times", [r"price of a slave", r"slaves? (cost|was worth)"]),
    (AM, "who was enkidu in the epic of gilgamesh", [r"Enkidu"]),
    (AM, "when was the ishtar gate taken to berlin", [r"Berlin", r"Pergamon"]),
    (AM, "what interest rate did babylonian lenders charge on silver loans", [r"interest"]),
    (AM, "when was the wheel invented in mesopotamia for carts", [r"wheeled", r"invent\w* of the wheel", r"carts?"]),
    (AM, "what was the sumerian name of the flood hero", [r"Ziusudra"]),
    (AM, "who ruled babylon after hammurabi died", [r"Samsu-iluna", r"succeeded Hammurabi", r"after Hammurabi"]),
    (AM, "how many people lived in ur during the third dynasty", [r"population of Ur", r"people lived in Ur"]),
    (AM, "what did assyrian soldiers eat on campaign", [r"rations? for (the )?soldiers", r"soldiers ate"]),
    (AM, "Combien d'années durait exactement la formation d'un scribe ?", [r"\d+ ans", r"dix ans", r"douze ans"]),
    (AM, "Combien de tablettes contenait la bibliothèque d'Assurbanipal ?", [r"Assurbanipal", r"\d[\d,]* tablets in (his|the) library"]),
    (AM, "Wann wurde die Keilschrift in Ebla benutzt?", [r"Ebla"]),
    (AM, "¿Cuántos hijos tuvo Hammurabi?", [r"Hammurabi's (sons|children)", r"sons of Hammurabi"]),
    (AM, "what was the sumerian word for a scribe", [r"dubsar"]),
    (AM, "who was the persian governor of babylon after cyrus", [r"satrap", r"governor of Babylon"]),
    # Cheesemaking
    (CH, "why does my whey look milky instead of clear", [r"looks milky", r"milky whey"]),
    (CH, "who is called the father of cheddar", [r"Joseph Harding", r"father of Cheddar"]),
    (CH, "what is boerenkaas", [r"boerenkaas"]),
    (CH, "which buffers do you use to calibrate a ph meter", [r"buffer solutions?", r"calibrat\w+"]),
    (CH, "why did swiss cheesemakers use copper kettles", [r"copper kettles?"]),
    (CH, "how much whey do you get from 1000 litres of milk", [r"900 litres"]),
    (CH, "why do some books say cheesemaking has ten steps", [r"ten steps"]),
    (CH, "when is stilton pierced", [r"six weeks"]),
    (CH, "why is edam covered in red wax", [r"red wax"]),
    (CH, "how long does brie de meaux ripen", [r"Brie (de Meaux )?(ripens|is ripened|matures)"]),
    (CH, "how many calories are in cheddar", [r"calories", r"kcal"]),
    (CH, "what wine goes best with roquefort", [r"Sauternes", r"wines? (pairing|to drink)", r"pairs? (well )?with"]),
    (CH, "how do you make cream cheese step by step", [r"cream cheese is made", r"Philadelphia"]),
    (CH, "what is the most expensive cheese in the world", [r"most expensive", r"pule"]),
    (CH, "what is the ph of a ripe camembert", [r"Camembert[^.]*\bpH\b"]),
    (CH, "how is vegan cheese made", [r"vegan", r"cashews?"]),
    (CH, "why is some cheddar orange", [r"annatto", r"orange Cheddar"]),
    (CH, "is kosher or halal cheese made with a different rennet", [r"halal", r"kosher"]),
    (CH, "who invented pasteurisation", [r"Louis Pasteur", r"\bPasteur\b"]),
    (CH, "how do you make a blue cheese at home", [r"blue cheese at home", r"at home[^.]*blue"]),
    (CH, "how long is comte aged", [r"Comte[^.]*(months|years)"]),
    (CH, "what milk is halloumi made from", [r"halloumi[^.]*(sheep|goat|cow)"]),
    (CH, "how much salt is in feta", [r"salt content", r"feta[^.]*per cent salt"]),
    (CH, "is gorgonzola named after a town near milan", [r"Milan[o]?", r"town of Gorgonzola", r"comune"]),
    (CH, "Che cosa vuol dire stravecchio per il Parmigiano?", [r"stravecchio"]),
    (CH, "Quanti caseifici producono il Parmigiano Reggiano?", [r"caseifici"]),
    (CH, "Quanto costa una forma di Parmigiano Reggiano?", [r"euro", r"costa"]),
    (CH, "Woraus wird Tilsiter gemacht?", [r"Tilsit\w*"]),
    (CH, "Como se faz o queijo da Serra da Estrela?", [r"Serra da Estrela"]),
    (CH, "Combien de temps faut-il affiner un Beaufort ?", [r"Beaufort"]),
]

# Unanswerable questions whose answer lies only in a deck's speaker notes (not course content):
# question -> (course, deck, regex found in the notes and nowhere in the course text).
NOTES_ONLY = {
    "did nippur ever have its own dynasty of kings": (AM, A2, r"never had a dynasty"),
    "where was the stele of the vultures found": (AM, A2, r"Tello"),
    "which museum has the best copy of the sumerian king list": (AM, A2, r"Ashmolean"),
    "is it true sargon was found floating in a basket as a baby": (AM, A2, r"reed basket"),
    "why was enheduanna sent into exile": (AM, A2, r"Lugal-Ane"),
    "how far did shulgi claim he could run in one day": (AM, A2, r"320 kilometres"),
    "where were the hanging gardens of babylon really": (AM, A2, r"Hanging Gardens"),
    "why does my whey look milky instead of clear": (CH, C2, r"looks milky"),
    "who is called the father of cheddar": (CH, C2, r"Joseph Harding"),
    "what is boerenkaas": (CH, C2, r"boerenkaas"),
    "which buffers do you use to calibrate a ph meter": (CH, C2, r"buffer solutions"),
    "why did swiss cheesemakers use copper kettles": (CH, C2, r"copper kettles"),
    "how much whey do you get from 1000 litres of milk": (CH, C2, r"900 litres"),
    "why do some books say cheesemaking has ten steps": (CH, C2, r"ten steps"),
}

# Teacher-only answer-key sections: from this heading to the end of the file's paragraphs.
KEY_SECTIONS = {
    (AM, A6): "9. ANSWER KEY (TEACHER ONLY)",
    (CH, C3): "Model answers (teacher only, not for students)",
}

# Unanswerable questions answered only inside an answer-key section.
KEY_ONLY = {
    "what is another name for extispicy": (AM, A6, r"hepatoscopy"),
    "did the etruscans read sheep livers too": (AM, A6, r"Piacenza"),
    "did woolley find a flood layer at ur": (AM, A6, r"clean silt"),
    "when is stilton pierced": (CH, C3, r"six weeks"),
    "why is edam covered in red wax": (CH, C3, r"red wax"),
}

# A deck note that starts like this is addressed to the teacher (check.py sorts notes with it);
# in this set no note of any kind is course content.
TEACHER_NOTE = "teacher only:"

# Questions from the other subject: their terms are absent from their own course and present in
# the other course.
OTHER_COURSE = [
    (AM, "how do you stretch mozzarella curd", [r"mozzarella"]),
    (AM, "what does rennet do to milk", [r"rennet"]),
    (AM, "come si fa il Parmigiano Reggiano?", [r"Parmigiano"]),
    (CH, "who was hammurabi and what were his laws", [r"Hammurabi"]),
    (CH, "what was a ziggurat used for", [r"ziggurats?"]),
    (CH, "Qu'est-ce que l'écriture cunéiforme ?", [r"cunéiforme", r"cuneiform"]),
]

SEED = 20260144

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
        final.append({"id": f"ab44-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
