"""Write questions.jsonl from the hand-written questions below (set 36).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the gold snippet is looked up
automatically (pdfminer text through pdfplumber for PDFs, python-pptx text for PowerPoint decks);
check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 10") uses the page / slide number. PowerPoint
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
SS = "soil-science"
TE = "tudor-england"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("illuviation meaning")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the part of a definition or sentence that falls after a page break
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

S1 = "01-soil-formation-and-profiles.pdf"
S2 = "02-soil-physics-slides.pptx"
S3 = "03-soil-chemistry-and-fertility.docx"
S4 = "04-soil-biology-and-organic-matter.html"
S5 = "05-lab-methods-problems-and-glossary.md"
T1 = "01-dynasty-and-reformation.pdf"
T2 = "02-elizabeth-i-slides.pptx"
T3 = "03-society-economy-and-exploration.docx"
T4 = "04-government-rebellion-and-the-court.html"
T5 = "05-people-chronology-and-notes.txt"

ANSWERABLE = [
    # ---- soil science: formation and profiles (PDF, 4 pages)
    (SS, S1, "paraphrase", "how much of a healthy soil is actually just empty gaps",
     ["roughly half of a good topsoil is pores"]),
    (SS, S1, "exact_term", "what percentage of an ideal loam is organic matter",
     ["about 45 percent mineral particles, 5 percent organic matter"]),
    (SS, S1, "exact_term", "what does edaphology study",
     ["Edaphology studies soil as a medium for plants"]),
    (SS, S1, "list_item", "whats the 4th of jennys soil forming factors",
     ["Parent material: the rock or deposit from which the soil formed"]),
    (SS, S1, "definition_tail", "which of the soil forming factors count as passive",
     ["relief, parent material and time are passive factors"]),
    (SS, S1, "how_why", "why does frost break rocks apart",
     ["expands by about 9 percent when it freezes and levers the rock apart"]),
    (SS, S1, "keyword", "illuviation meaning",
     ["Illuviation is the washing in and build-up of that same material"]),
    (SS, S1, "exact_term", "Que se passe-t-il pendant la podzolisation ?",
     ["organic acids strip iron and aluminium from the upper soil"]),
    (SS, S1, "list_item", "on page 3, what is the E horizon",
     ["a pale layer that has lost clay, iron or aluminium by eluviation"]),
    (SS, S1, "code_block", "in a munsell colour like 10YR 3/2 what does the middle number tell u",
     ["lightness, from 0 (black) to 10 (white)"]),
    (SS, S1, "table_row", "where does the name spodosol come from",
     ["from Greek spodos, wood ash"]),
    (SS, S1, "definition_tail", "why did the black earths dokuchaev studied matter so much for farming",
     ["are among the most productive farmland in the world"]),

    # ---- soil science: physics slides (PPTX, 28 slides)
    (SS, S2, "table_row", "how big are silt particles",
     ["between 0.05 and 0.002 mm"]),
    (SS, S2, "exact_term", "what mix of sand silt and clay makes a loam",
     ["roughly 40 percent sand, 40 percent silt and 20 percent clay"]),
    (SS, S2, "list_item", "ribbon test step 3?",
     ["Squeeze it between thumb and forefinger to push out a flat ribbon"]),
    (SS, S2, "code_block", "how much surface area does a gram of smectite have",
     ["smectite clay about 600 to 800 m2 per gram"]),
    (SS, S2, "code_block", "on slide 10, what porosity do they get for the topsoil core",
     ["0.50, so about 50 percent of the volume is pores"]),
    (SS, S2, "exact_term", "Qual é o ponto de murcha permanente em kPa?",
     ["The permanent wilting point is taken as -1500 kPa (-15 bar)"]),
    (SS, S2, "table_row", "how much available water does a silt loam hold",
     ["about 21 percent, the highest"]),
    (SS, S2, "how_why", "why do wet soils take so long to warm up in spring",
     ["wet soils warm slowly because water has a high heat capacity"]),
    (SS, S2, "list_item", "what is rill erosion",
     ["runoff gathers into small channels a few centimetres deep"]),
    (SS, S2, "code_block", "Wie viel Boden geht im USLE-Rechenbeispiel pro Jahr verloren?",
     ["300 x 0.04 x 1.5 x 0.2 x 0.5 = 1.8 t/ha"]),
    (SS, S2, "paraphrase", "when the wind blows dirt away which way moves the biggest share of it",
     ["it carries most of the soil moved, often 50 to 80 percent"]),
    (SS, S2, "exact_term", "what is the plastic limit",
     ["a thread of soil 3 mm thick just begins to crumble"]),

    # ---- soil science: chemistry and fertility (DOCX)
    (SS, S3, "table_row", "what holds the layers of illite together",
     ["2:1, layers bound by potassium ions"]),
    (SS, S3, "list_item", "which cation is held least tightly on the exchange sites",
     ["Na+ (sodium), held most weakly"]),
    (SS, S3, "how_why", "what decides how tightly a cation gets held on clay",
     ["A cation is held more strongly the higher its charge"]),
    (SS, S3, "list_item", "¿Por qué los fertilizantes de amonio acidifican el suelo?",
     ["ammonium fertilisers release hydrogen ions when soil bacteria convert them to nitrate"]),
    (SS, S3, "paraphrase", "why do rhododendrons on chalky ground get yellow stripy leaves",
     ["yellowing between the leaf veins, called lime-induced chlorosis"]),
    (SS, S3, "how_why", "why does a clay soil need more lime than a sandy one",
     ["their large CEC holds a large reserve of acidity"]),
    (SS, S3, "exact_term", "at what ph is phosphorus most available",
     ["most available to plants at a pH of about 6.5"]),
    (SS, S3, "table_row", "whats the main problem with a sodic soil",
     ["clay disperses, so the soil seals and sets hard"]),
    (SS, S3, "code_block", "how much actual phosphorus is in a 50 kg bag of 20-10-10",
     ["5 kg P2O5 = 5 x 0.44 = 2.2 kg P"]),
    (SS, S3, "keyword", "volatilisation?",
     ["lose a large part of its nitrogen to the air as ammonia gas"]),

    # ---- soil science: biology and organic matter (HTML)
    (SS, S4, "paraphrase", "how many bacteria live in a tiny pinch of good dirt",
     ["A single gram of fertile topsoil may contain up to a billion bacteria"]),
    (SS, S4, "paraphrase", "what did darwin find happens to stuff left lying on a field because of worms",
     ["stones and old ruins lying on a field are slowly buried"]),
    (SS, S4, "list_item", "what do protozoa do in the soil",
     ["single-celled grazers that eat bacteria and release the surplus nitrogen as ammonium"]),
    (SS, S4, "list_item", "which earthworms drag leaves down into the ground",
     ["Anecic worms dig deep, permanent vertical burrows and pull leaves down"]),
    (SS, S4, "exact_term", "植物会把多少碳分给菌根真菌？",
     ["up to about a fifth of the carbon it fixes"]),
    (SS, S4, "table_row", "what does nitrobacter do",
     ["nitrite is oxidised to nitrate"]),
    (SS, S4, "code_block", "whats the equation for the first step of nitrification",
     ["NH4+ + 1.5 O2 -> NO2- + 2H+ + H2O"]),
    (SS, S4, "how_why", "why are working root nodules pink inside",
     ["coloured by leghaemoglobin, a protein that keeps oxygen away"]),
    (SS, S4, "how_why", "why can ploughing in straw leave the next crop short of nitrogen",
     ["the microbes decomposing it need more nitrogen than it contains"]),
    (SS, S4, "table_row", "what happens if you dig sawdust into soil",
     ["strong, long-lasting nitrogen lock-up"]),

    # ---- soil science: lab methods, problems and glossary (Markdown)
    (SS, S5, "exact_term", "how many cores should i take when sampling a field",
     ["take 15 to 25 cores with an auger or corer"]),
    (SS, S5, "how_why", "why do you only sample grassland to 7.5 cm",
     ["because nutrients collect near the surface where grass is never ploughed"]),
    (SS, S5, "exact_term", "土壌の水分量を測るとき、何度で何時間乾燥させますか？",
     ["dry it at 105 degrees C for 24 hours"]),
    (SS, S5, "list_item", "jar test step 2?",
     ["Add a teaspoon of washing-up liquid or dishwasher powder to separate the particles"]),
    (SS, S5, "worked_step", "in problem 1 what water content do they get",
     ["water content = 30.0 / 120.0 x 100 = 25.0 percent"]),
    (SS, S5, "worked_step", "what texture class did the hydrometer problem come out as",
     ["65 percent sand, 25 percent silt, 10 percent clay = sandy loam"]),
    (SS, S5, "worked_step", "how much urea is needed for the whole 12.5 ha field",
     ["260.9 x 12.5 = 3261 kg, about 3.3 tonnes"]),
    (SS, S5, "exact_term", "what is a pedon",
     ["the smallest volume that can be called a soil"]),
    (SS, S5, "code_block", "where did the first haber bosch ammonia plant open",
     ["first industrial ammonia plant (Haber-Bosch) opens at Oppau, Germany"]),
    (SS, S5, "code_block", "what year was the 4 per 1000 initiative launched",
     ["2015 International Year of Soils; the 4 per 1000 initiative launched"]),

    # ---- Tudor England: dynasty and Reformation (PDF, 4 pages)
    (TE, T1, "exact_term", "where did henry tudor land in 1485",
     ["landed at Milford Haven in Wales on 7 August 1485"]),
    (TE, T1, "how_why", "why did henry vii date his reign from the day before bosworth",
     ["so that those who had fought for Richard could be treated as traitors"]),
    (TE, T1, "paraphrase", "what did the king make the boy pretender do after stoke",
     ["gave him a job in the royal kitchens as a turnspit"]),
    (TE, T1, "definition_tail", "what was perkin warbeck trying to do when he got himself hanged",
     ["he was hanged in 1499 after trying to escape from the Tower"]),
    (TE, T1, "how_why", "how did bonds and recognisances keep the nobles in line",
     ["written promises to pay large sums of money if a noble broke the law"]),
    (TE, T1, "how_why", "why couldnt the pope annul henrys first marriage",
     ["Rome had been sacked in May 1527 by the troops of the Emperor Charles V"]),
    (TE, T1, "list_item", "what did the act of succession say",
     ["declared Mary illegitimate and made the children of Anne Boleyn heirs"]),
    (TE, T1, "list_item", "what was the treasons act of 1534",
     ["made it treason to deny the royal supremacy, even in words"]),
    (TE, T1, "exact_term", "Quante case religiose furono chiuse con la dissoluzione dei monasteri?",
     ["roughly 800 religious houses were closed"]),
    (TE, T1, "exact_term", "on page 3, which monasteries were shut by the act of 1536",
     ["closed houses with an income of less than 200 pounds a year"]),
    (TE, T1, "definition_tail", "how long did lady jane grey last as queen",
     ["support flocked to Mary, and Jane was deposed after nine days"]),
    (TE, T1, "paraphrase", "how many protestants did bloody mary have burned",
     ["about 280 people died at the stake"]),

    # ---- Tudor England: Elizabeth I slides (PPTX, 28 slides)
    (TE, T2, "exact_term", "who picked the date for elizabeths coronation",
     ["a date chosen as favourable by the astrologer John Dee"]),
    (TE, T2, "list_item", "what did the act of uniformity do",
     ["imposed a revised Book of Common Prayer and fined those who missed church"]),
    (TE, T2, "how_why", "why was archbishop grindal suspended",
     ["refused to suppress them and was suspended from his duties"]),
    (TE, T2, "exact_term", "how many rebels were hanged after the northern rising",
     ["Several hundred rebels, perhaps 450, were hanged under martial law"]),
    (TE, T2, "table_row", "what was the outcome of the throckmorton plot",
     ["Spanish ambassador Mendoza expelled"]),
    (TE, T2, "exact_term", "Gdzie ścięto Marię Stuart?",
     ["beheaded at Fotheringhay Castle on 8 February 1587"]),
    (TE, T2, "list_item", "what was the second reason philip ii sent the armada",
     ["English help for the Dutch rebels, made official by the Treaty of Nonsuch"]),
    (TE, T2, "code_block", "what happened on the night of 7-8 august 1588",
     ["eight English fireships sent in at midnight; Spanish cut their cables"]),
    (TE, T2, "paraphrase", "how did the queen describe herself to the soldiers when the spanish were coming",
     ["I have the heart and stomach of a king"]),
    (TE, T2, "code_block", "on slide 22, how much did a persistent recusant pay in a year",
     ["20 pounds x 12 months = 240 pounds"]),
    (TE, T2, "how_why", "why wouldnt elizabeth name a successor",
     ["fearing that a rival court would form around him"]),
    (TE, T2, "table_row", "on slide 26, why did the 1570 papal bull matter",
     ["made loyal Catholicism much harder"]),

    # ---- Tudor England: society, economy and exploration (DOCX)
    (TE, T3, "exact_term", "when did parish registers start",
     ["Parish registers of baptisms, marriages and burials were ordered by Thomas Cromwell in 1538"]),
    (TE, T3, "list_item", "how much land did you need to count as a yeoman",
     ["farmers who owned or leased land worth at least forty shillings a year"]),
    (TE, T3, "exact_term", "what were sumptuary laws",
     ["laid down which materials and colours each rank could wear"]),
    (TE, T3, "list_item", "whats the second cause of the price revolution",
     ["The Great Debasement of the coinage from 1544 to 1551"]),
    (TE, T3, "table_row", "how much silver was in the coins in 1545",
     ["half silver, half copper"]),
    (TE, T3, "paraphrase", "why did people make fun of henry viiis nose on his money",
     ["wore off the high point of his portrait on the shilling"]),
    (TE, T3, "exact_term", "what did thomas more say the sheep were doing in utopia",
     ["eat up and swallow down the very men themselves"]),
    (TE, T3, "list_item", "what happened to willoughby and chancellor",
     ["Willoughby froze to death, but Chancellor reached Moscow"]),
    (TE, T3, "table_row", "what did the 1572 poor law do",
     ["a compulsory poor rate and overseers of the poor in every parish"]),
    (TE, T3, "exact_term", "1601 Yoksullar Yasası ne zamana kadar yürürlükte kaldı?",
     ["stayed in force, with changes, until 1834"]),

    # ---- Tudor England: government, rebellion and the court (HTML)
    (TE, T4, "exact_term", "what did the groom of the stool do",
     ["attended the king even at his most private moments"]),
    (TE, T4, "exact_term", "how many privy councillors did elizabeth have near the end of her reign",
     ["by the late 1590s had only about 11"]),
    (TE, T4, "exact_term", "Nữ hoàng Elizabeth đã triệu tập bao nhiêu kỳ quốc hội?",
     ["Elizabeth summoned ten parliaments in her forty-four-year reign"]),
    (TE, T4, "list_item", "what did lord lieutenants do",
     ["great nobles made permanent in each county from the 1580s to organise the militia"]),
    (TE, T4, "table_row", "what caused the cornish rising",
     ["taxes for war against Scotland"]),
    (TE, T4, "table_row", "how was the western rebellion put down",
     ["crushed by Lord Russell at Clyst St Mary and Sampford Courtenay"]),
    (TE, T4, "paraphrase", "who did the northern rebels of 1536 say was really to blame",
     ["blamed the king's evil counsellors, above all Thomas Cromwell"]),
    (TE, T4, "exact_term", "Pilgrimage of Grace ka leader kaun tha aur woh kya kaam karta tha?",
     ["Its leader, Robert Aske, was a Yorkshire lawyer"]),
    (TE, T4, "exact_term", "how many rebels died at dussindale",
     ["where about 3,000 of them were killed"]),
    (TE, T4, "code_block", "who was lady jane greys mother",
     ["then Charles Brandon -> Frances -> Lady Jane Grey"]),

    # ---- Tudor England: people, chronology and notes (TXT)
    (TE, T5, "list_item", "how was anne boleyn executed",
     ["by an expert swordsman brought over from Calais, instead of the usual axe"]),
    (TE, T5, "list_item", "what did cranmer do at his burning",
     ["he held the hand that had signed them in the fire first"]),
    (TE, T5, "paraphrase", "what pet name did the queen have for burghley",
     ["whom Elizabeth nicknamed her Spirit"]),
    (TE, T5, "code_block", "when was the battle of flodden",
     ["1513 English victory over the Scots at Flodden; James IV killed"]),
    (TE, T5, "code_block", "when was henry vii crowned",
     ["Henry Tudor wins at Bosworth and is crowned on 30 October"]),
    (TE, T5, "code_block", "what is praemunire",
     ["appealing to a foreign court against the king"]),
    (TE, T5, "exact_term", "how much was a mark worth",
     ["A mark was 13 shillings and 4 pence, two thirds of a pound"]),
    (TE, T5, "exact_term", "Wer hat The Stripping of the Altars geschrieben?",
     ["Revisionists such as Eamon Duffy, in The Stripping of the Altars"]),
    (TE, T5, "how_why", "why does henry viiis accession show that henry vii had made the throne secure",
     ["the first undisputed succession since 1422"]),
    (TE, T5, "keyword", "hardwick hall?",
     ["Hardwick Hall, more glass than wall"]),
]

# Questions near the course topic that no file of the course answers. The terms are
# regular expressions (matched case-insensitively, as whole words) that must be absent
# from every file of the course; most of these questions have a near miss in the course
# (a figure or name given for a neighbouring thing).
UNANSWERABLE = [
    (SS, "whats the particle density of organic matter",
     [r"particle density of (?:organic|humus|peat)", r"organic matter.{0,60}particle density",
      r"1\.[2-5] g/cm3.{0,40}organic"]),
    (SS, "who came up with the hydrometer method for soil texture",
     [r"Bouyoucos", r"hydrometer method was (?:developed|devised|invented)"]),
    (SS, "what is the cec of humus",
     [r"humus.{0,80}cmol", r"cmol.{0,80}humus", r"CEC of (?:humus|organic matter)"]),
    (SS, "how many tonnes of soil did darwin reckon worms bring up in a year",
     [r"(?:tons|tonnes) of (?:soil|casts|mould)", r"casts? (?:per|a|each) (?:acre|hectare|year)"]),
    (SS, "at what ph does manganese become toxic to plants",
     [r"manganese toxicity", r"toxic.{0,40}manganese", r"manganese.{0,40}toxic"]),
    (SS, "what date was black sunday in the dust bowl", [r"Black Sunday", r"14 April", r"April 1935"]),
    (SS, "when did the rothamsted experiments start",
     [r"1843", r"Lawes", r"Rothamsted.{0,80}(?:began|started|founded|established) in"]),
    (SS, "what is the usle k factor for a sandy soil",
     [r"K = \d.{0,20}sand", r"sand.{0,30}K =", r"erodibility (?:of|for) (?:a )?sand"]),
    (SS, "how many suborders are there in soil taxonomy", [r"suborders?"]),
    (SS, "who first isolated rhizobium bacteria", [r"Beijerinck", r"isolated"]),
    (SS, "what chemical do farmers use as a nitrification inhibitor",
     [r"inhibitors?", r"nitrapyrin", r"dicyandiamide", r"DCD"]),
    (SS, "what is the thermal conductivity of wet soil", [r"thermal conductivity", r"W/m"]),
    (SS, "how much potassium does a potato crop take out of the soil per hectare",
     [r"potato.{0,60}kg", r"kg (?:of )?(?:K|potassium|potash|K2O) per"]),
    (SS, "¿A qué densidad aparente se limita el crecimiento de las raíces en suelos limosos?",
     [r"in silty soils", r"silt(?:y)? soils?.{0,60}restrict", r"restrict.{0,60}silt"]),
    (SS, "Siapa yang menciptakan sistem warna Munsell dan kapan?",
     [r"Albert (?:H\. )?Munsell", r"1905", r"invented", r"devised", r"Munsell (?:developed|created)"]),
    (SS, "how long does the hot thermophilic stage of composting last",
     [r"thermophilic stage (?:lasts|of)", r"thermophilic.{0,80}(?:days|weeks)"]),
    (SS, "how do i change a flat tyre on a car", [r"tyres?", r"tires?"]),
    (SS, "who painted the mona lisa", [r"Mona Lisa", r"Leonardo"]),
    (TE, "how many ships were in the english fleet that fought the armada",
     [r"English fleet (?:had|numbered|of)", r"English (?:had|sent) (?:about )?\d+ ships", r"\d+ English ships"]),
    (TE, "where was edward vi born",
     [r"Edward.{0,40}\bborn", r"born.{0,40}Edward", r"born at Hampton Court", r"12 October"]),
    (TE, "how many men were killed at the battle of bosworth",
     [r"killed at Bosworth", r"casualt(?:y|ies)", r"Bosworth.{0,80}\d[\d,]* (?:men )?(?:were )?(?:killed|dead)"]),
    (TE, "what was the golden hind called before drake renamed it",
     [r"Pelican", r"originally (?:called|named)", r"first (?:called|named)"]),
    (TE, "when did wolsey become a cardinal",
     [r"1515", r"became a cardinal", r"made (?:a )?cardinal", r"cardinal in \d"]),
    (TE, "who was anne boleyns father",
     [r"Thomas Boleyn", r"Anne's father", r"Boleyn's father", r"Earl of Wiltshire"]),
    (TE, "how many soldiers did elizabeth review at tilbury",
     [r"Tilbury.{0,120}\d[\d,]* (?:men|troops|soldiers)", r"\d[\d,]* (?:men|troops|soldiers).{0,60}Tilbury"]),
    (TE, "when did the globe theatre burn down",
     [r"1613", r"Globe.{0,80}(?:burn|fire)", r"(?:burn|fire).{0,80}Globe"]),
    (TE, "who became archbishop of canterbury after cranmer",
     [r"Pole", r"Cranmer's successor", r"succeeded Cranmer", r"after Cranmer"]),
    (TE, "how many people were executed after the pilgrimage of grace",
     [r"216", r"Aske and \d+", r"\d+ (?:people|rebels|men) were (?:executed|hanged).{0,40}(?:Pilgrimage|1537)"]),
    (TE, "what was the population of london in 1600",
     [r"London's population", r"population of London", r"London.{0,60}\d{2,3},000 (?:people|inhabitants)"]),
    (TE, "Сколько испанских кораблей вернулось в Испанию после Армады?",
     [r"returned to Spain", r"got back", r"reached Spain", r"\d+ (?:ships|vessels) (?:returned|survived)"]),
    (TE, "Comment s'appelait le cheval de Richard III à Bosworth ?",
     [r"White Surrey", r"Surrey", r"Richard's horse", r"horse"]),
    (TE, "what did elizabeth i die of",
     [r"Elizabeth died of", r"cause of (?:her|Elizabeth's) death", r"blood poisoning", r"pneumonia", r"cancer"]),
    (TE, "how big was catherine of aragons dowry", [r"dowry", r"crowns", r"marriage portion"]),
    (TE, "how many men drowned when the mary rose sank",
     [r"Mary Rose.{0,160}\b(?:men|crew|drowned|sailors|survivors)", r"survivors"]),
    (TE, "how do vaccines work", [r"vaccines?", r"immune"]),
    (TE, "whats the best way to learn python programming", [r"Python", r"programming"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (SS, "who were henry viii's six wives", [r"Henry VIII"]),
    (SS, "what was the spanish armada", [r"Armada"]),
    (SS, "why were the monasteries dissolved", [r"monaster(?:y|ies)"]),
    (TE, "what is cation exchange capacity", [r"cation exchange"]),
    (TE, "how do earthworms help the soil", [r"earthworms?"]),
    (TE, "what is the soil texture triangle", [r"texture triangle"]),
]

SEED = 20260136

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
        final.append({"id": f"ab36-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
