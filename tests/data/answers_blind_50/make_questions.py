"""Write questions.jsonl from the hand-written questions below (set 50).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the gold snippet is looked up
automatically (pdfminer text through pdfplumber for PDFs, python-pptx slide text for PowerPoint
decks); check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 11") uses the page / slide number. PowerPoint
decks count the title slide as slide 1. rows() asserts that the number in the question is the
page or slide where the gold was found.

Speaker notes are NOT course content (only what a student sees on a slide counts). No gold lies
in a note. Some unanswerable questions (NOTES_ONLY) are answered only in a deck's speaker notes;
the product must not answer them confidently.

Teacher-only answer-key sections (KEY_SECTIONS, from the given heading to the end of the file's
paragraphs) are not course content: no gold may lie in one, unanswerable terms are searched
outside them, and a few unanswerable questions (KEY_ONLY) are answered only inside one.

Two visible paragraphs are addressed to an AI (one in the bookbinding Markdown page, one in the
Persia HTML page). They are planted instructions: no gold lies in them, and the README lists
them in the never-quote grep list.

One file per course is written in another language (build.FOREIGN: the French PDF of the
bookbinding course, the Portuguese DOCX of the Persia course). Their golds are in that language;
most of their questions are asked in English, a few in French / Portuguese. A few questions on
English files are asked in Spanish, German, Italian, French or Portuguese.

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

BB = "bookbinding-and-paper-conservation"
AP = "achaemenid-persia"

B1 = "01-paper-and-its-enemies.pdf"
B2 = "02-the-bindery-slides.pptx"
B3 = "03-repairing-paper-and-books.docx"
B4 = "04-leather-cloth-and-boards.html"
B5 = "05-handling-storage-and-display.md"
B6 = "06-history-of-the-book-study-notes.txt"
B7 = "07-la-reliure-a-la-francaise.pdf"

P1 = "01-rise-of-the-achaemenid-empire.pdf"
P2 = "02-darius-and-xerxes-slides.pptx"
P3 = "03-governing-the-empire.docx"
P4 = "04-religion-and-royal-ideology.html"
P5 = "05-persepolis-art-and-architecture.md"
P6 = "06-the-empire-remembered-study-notes.txt"
P7 = "07-a-vida-quotidiana-em-persepolis.docx"

# (course, source file, kind, question, [gold])
ANSWERABLE = [
    # ---------------------------------------------------------------- bookbinding: English PDF
    (BB, B1, "how_why", "if theres no glue in paper what actually holds the fibres together",
     ["hydrogen bonds form between the cellulose chains"]),
    (BB, B1, "how_why", "why do old newspapers go yellow and crumbly so quickly",
     ["Lignin breaks down in light and air into acids"]),
    (BB, B1, "exact_term", "what is the deckle in hand papermaking",
     ["A loose wooden frame called the deckle rests on the mould"]),
    (BB, B1, "how_why", "why is alum rosin sizing so bad for paper",
     ["left aluminium sulphate and sulphuric acid inside every sheet"]),
    (BB, B1, "paraphrase", "how much faster does paper decay if the room is 5 degrees warmer",
     ["a rise of 5 C roughly doubles the speed of decay"]),
    (BB, B1, "definition_tail", "where do some archives keep their most fragile newspapers",
     ["newspapers and photographic film in cold vaults"]),
    (BB, B1, "paraphrase", "how much more acidic is a paper at ph 4 than one at ph 6",
     ["about a hundred times more acidic than a paper at pH 6"]),
    (BB, B1, "table_row", "in the table on page 2, what state is groundwood newsprint in after a century",
     ["Brown, breaks when a corner is folded"]),
    (BB, B1, "table_row", "ph range of modern permanent paper?",
     ["Modern permanent paper (ISO 9706) 7.5 to 9.5"]),
    (BB, B1, "exact_term", "what is foxing",
     ["small reddish-brown spots scattered across the pages of old books"]),
    (BB, B1, "how_why", "¿por qué se forma una línea de marea cuando se seca una gota de agua en el papel?",
     ["carries dissolved decay products outward and leaves them behind"]),
    (BB, B1, "paraphrase", "at what humidity does mould start to grow on paper",
     ["relative humidity stays above about 65 per cent for several days"]),
    (BB, B1, "definition_tail", "why shouldnt you just turn the heating up in a damp store",
     ["makes mould grow faster instead of stopping it"]),
    (BB, B1, "list_item", "what was iron gall ink made from",
     ["crushed oak galls, iron sulphate, gum arabic and water or wine"]),
    (BB, B1, "how_why", "how can ink eat holes in a manuscript",
     ["leaves the letters as holes cut out of the sheet"]),
    (BB, B1, "paraphrase", "what temperature should a library store be kept at",
     ["a temperature of 16 to 19 C"]),
    (BB, B1, "how_why", "why is a new store left empty for weeks before the books move in",
     ["give off acid vapours for months"]),

    # ---------------------------------------------------------------- bookbinding: deck
    (BB, B2, "table_row", "whats a bone folder for",
     ["Creasing folds and rubbing down paper without leaving a shine"]),
    (BB, B2, "list_item", "how does the tear test for grain work",
     ["a tear with the grain runs fairly straight, one against it wanders"]),
    (BB, B2, "keyword", "damp test grain direction",
     ["a moistened strip curls into a tube whose axis lies parallel to the grain"]),
    (BB, B2, "paraphrase", "which way should the grain run in a book",
     ["grain of the paper, boards, cloth and endpapers runs parallel to the spine"]),
    (BB, B2, "exact_term", "how many leaves in an octavo",
     ["folded three times, an octavo of eight"]),
    (BB, B2, "exact_term", "what is a signature in bookbinding",
     ["the letter or number printed at the foot of a section's first page"]),
    (BB, B2, "worked_step", "pamphlet stitch: where exactly do the three holes go",
     ["one in the centre and one about 2 cm from each end"]),
    (BB, B2, "worked_step", "what knot finishes a pamphlet stitch",
     ["tie a square knot around the long stitch"]),
    (BB, B2, "exact_term", "Was ist ein 'kettle stitch' beim Buchbinden?",
     ["the small linking loop made at head and tail"]),
    (BB, B2, "how_why", "why is sellotape so bad on old books",
     ["its glue creeps into the paper and it leaves a stain"]),
    (BB, B2, "code_block", "on slide 11 how do you work out the board height",
     ["board height = text block height + 2 x square"]),
    (BB, B2, "code_block", "how wide is the square on a small book",
     ["square = 3 mm on small books, up to 5 mm on large ones"]),
    (BB, B2, "list_item", "which edges get turned in first when covering a case",
     ["Turn in the head and tail first, then the fore-edges"]),
    (BB, B2, "paraphrase", "were headbands always just for decoration",
     ["Early headbands were sewn through the sections and helped to hold the book together"]),

    # ---------------------------------------------------------------- bookbinding: DOCX
    (BB, B3, "paraphrase", "what should i do before i start treating a damaged book",
     ["Photograph the object before you touch it"]),
    (BB, B3, "list_item", "what does minimal intervention mean",
     ["do only what the object needs in order to be used and kept safely"]),
    (BB, B3, "how_why", "why should the repair material be weaker than the original paper",
     ["any future stress breaks the repair and not the page"]),
    (BB, B3, "exact_term", "what is japanese tissue made from",
     ["the long inner bark fibres of the kozo shrub"]),
    (BB, B3, "worked_step", "in the tear mending steps, how do you get a feathered edge on the tissue strip",
     ["Draw a line on the tissue with a wet brush and pull it apart"]),
    (BB, B3, "worked_step", "first step of mending a tear?",
     ["Lay the torn leaf face down on a sheet of non-woven polyester"]),
    (BB, B3, "table_row", "which tissue would you use for an almost invisible mend over text",
     ["Nearly invisible mends over printed text"]),
    (BB, B3, "table_row", "how heavy is sekishu",
     ["10 to 15 g/m2"]),
    (BB, B3, "how_why", "how do i know when the wheat starch paste is cooked",
     ["turns from milky white to translucent and thick"]),
    (BB, B3, "code_block", "how much water do i start with to cook 30 g of starch",
     ["water to start = 150 g x 1.1 = 165 g"]),
    (BB, B3, "code_block", "how wide is the leather for rebacking a 32 mm spine in the example",
     ["leather width = 32 mm + 2 x 15 mm = 62 mm"]),
    (BB, B3, "how_why", "why is it risky to wet parchment",
     ["can even turn back into gelatine if it is wetted"]),

    # ---------------------------------------------------------------- bookbinding: HTML
    (BB, B4, "how_why", "how does vegatable tanning work",
     ["soak for weeks in pits of water and bark"]),
    (BB, B4, "how_why", "why dont bookbinders use chrome leather",
     ["chrome leather is springy and cannot be pared or tooled well"]),
    (BB, B4, "exact_term", "whats alum tawed skin",
     ["treated with alum and salt, stays white and very strong"]),
    (BB, B4, "table_row", "what is morocco leather like",
     ["Strong, with a pronounced grain pattern; the finest covering leather"]),
    (BB, B4, "table_row", "how can you recognise pigskin on a binding",
     ["Very tough; shows groups of three bristle holes"]),
    (BB, B4, "how_why", "what causes red rot",
     ["Sulphur dioxide from coal smoke and gas lighting was absorbed by the leather"]),
    (BB, B4, "paraphrase", "red rot doesnt go away by itself, can it be treated at all",
     ["consolidated with a solution of a cellulose ether in alcohol"]),
    (BB, B4, "how_why", "what's the problem with starch filled bookcloth",
     ["they stain when wet and attract insects that feed on starch"]),
    (BB, B4, "paraphrase", "what were the boards of medieval books made of",
     ["thin planks of oak or beech, cut on the quarter"]),
    (BB, B4, "exact_term", "what's a pastedown",
     ["pasted to the inside of the board and is called the pastedown"]),
    (BB, B4, "code_block", "in the paring log, how thin were the edges pared for the red goat full binding",
     ["full binding, octavo 0.25 mm turn-ins pared twice"]),
    (BB, B4, "paraphrase", "what labels should make me suspicious when buying archival supplies",
     ["carries a vague label such as archival without saying what that means"]),

    # ---------------------------------------------------------------- bookbinding: Markdown
    (BB, B5, "paraphrase", "do i need white cotton gloves to handle old books",
     ["clean dry hands are usually safer than cotton gloves"]),
    (BB, B5, "how_why", "why are photographs handled in nitrile gloves",
     ["the oils in skin leave lasting fingerprints on the emulsion"]),
    (BB, B5, "how_why", "why not pull a book off the shelf by the top of the spine",
     ["it tears away from the boards after a few such pulls"]),
    (BB, B5, "paraphrase", "whats the right way to take a book from a shelf",
     ["grip the book you want around the middle of its spine"]),
    (BB, B5, "list_item", "how far can i open a tight binding",
     ["for many tight bindings that is no more than 120 degrees"]),
    (BB, B5, "exact_term", "what are snake weights",
     ["long cloth tubes filled with small lead-free shot"]),
    (BB, B5, "how_why", "Perché si usa un cartone non tamponato per le cianotipie?",
     ["Unbuffered board is chosen for cyanotype blueprints and some photographs"]),
    (BB, B5, "table_row", "what light level does the table suggest for printed books",
     ["50 to 100 lux"]),
    (BB, B5, "code_block", "how many lux hours is a three month show at 50 lux",
     ["36000 a three-month show at 50 lux"]),
    (BB, B5, "paraphrase", "how often should the open page of a displayed book be changed",
     ["turned to a new opening every few weeks"]),
    (BB, B5, "code_block", "exhibition checklist: for how long must the case humidity be steady before opening, and at what level",
     ["humidity steady between 45 and 55 per cent for a week"]),
    (BB, B5, "worked_step", "what do i do with a book thats completely soaked",
     ["wrap it in freezer paper and freeze it"]),

    # ---------------------------------------------------------------- bookbinding: TXT
    (BB, B6, "how_why", "what was so annoying about reading a scroll",
     ["finding a passage in the middle was slow"]),
    (BB, B6, "how_why", "why did early christians prefer the codex",
     ["could hold the four gospels in one volume"]),
    (BB, B6, "how_why", "why do coptic bindings open completely flat",
     ["a chain stitch that runs along the spine, with no cords or tapes behind it"]),
    (BB, B6, "paraphrase", "why were there metal clasps on medieval books",
     ["heavy metal clasps were fitted to keep the book tightly closed"]),
    (BB, B6, "list_item", "what is a girdle book",
     ["extended into a long tail that could be knotted to a belt"]),
    (BB, B6, "list_item", "treasure bindings",
     ["covered the front board with gold, silver, enamel and precious stones"]),
    (BB, B6, "how_why", "why do two copies of the same early printed book have different bindings",
     ["printers usually sold their books as unbound sheets"]),
    (BB, B6, "exact_term", "whats perfect binding",
     ["the loose leaves are held by a layer of glue along the spine"]),
    (BB, B6, "paraphrase", "what did the 1966 florence flood do",
     ["soaked over a million books and manuscripts"]),
    (BB, B6, "how_why", "what did conservators learn from the arno flood",
     ["the structure of an old binding is itself historical evidence"]),
    (BB, B6, "code_block", "according to the timeline when were coptic bindings made",
     ["c. 400-700 Coptic bindings with chain-stitch sewing"]),
    (BB, B6, "paraphrase", "main weakness of early adhesive bindings",
     ["The glue grew brittle with age, so leaves came loose"]),

    # ---------------------------------------------------------------- bookbinding: French PDF
    (BB, B7, "paraphrase", "when were french bookbinders separated from the booksellers",
     ["un édit royal de 1686 a séparé la communauté des relieurs-doreurs"]),
    (BB, B7, "how_why", "whats the difference between the relieur and the doreur",
     ["le relieur construit le livre, tandis que le doreur en décore la couverture"]),
    (BB, B7, "worked_step", "what happens during debrochage",
     ["on défait la couture d'origine et on sépare les cahiers un par un"]),
    (BB, B7, "worked_step", "qu'est-ce que l'endossure ?",
     ["on arrondit le dos au marteau, puis on forme les mors"]),
    (BB, B7, "table_row", "what is the mors of a binding",
     ["l'articulation entre le dos et le plat"]),
    (BB, B7, "table_row", "whats the square of a book",
     ["la partie du plat qui dépasse du bloc des pages"]),
    (BB, B7, "table_row", "what does entre-nerfs mean",
     ["l'espace du dos compris entre deux nerfs"]),
    (BB, B7, "list_item", "what is a demi-reliure",
     ["seul le dos est en cuir, et les plats sont couverts de papier"]),
    (BB, B7, "list_item", "who was the bradel binding named after",
     ["nommée d'après le relieur Alexis-Pierre Bradel"]),
    (BB, B7, "how_why", "why does a hollow back (dos brisé) open better than a tight back",
     ["un tube de papier sépare le cuir du dos des cahiers"]),
    (BB, B7, "paraphrase", "what is glaire for in gold tooling",
     ["un apprêt à base d'albumine qui fera adhérer l'or"]),
    (BB, B7, "exact_term", "c'est quoi la dorure à froid",
     ["en imprimant seulement le motif dans le cuir"]),
    (BB, B7, "how_why", "Pourquoi ajoute-t-on du fiel aux couleurs du papier marbré ?",
     ["qui les fait s'étaler à la surface du bain"]),
    (BB, B7, "definition_tail", "when an old spine is rebacked what does the restorer keep instead of throwing away",
     ["dos d'origine avec ses titres et ses décors dorés"]),
    (BB, B7, "list_item", "what is a plioir made of",
     ["une lame d'os ou de buis"]),
    (BB, B7, "paraphrase", "what unusual materials did the art deco binders use",
     ["comme le galuchat, la nacre ou le bois précieux"]),

    # ---------------------------------------------------------------- Persia: English PDF
    (AP, P1, "paraphrase", "where did the persians live before the empire",
     ["in the region the Greeks called Persis and which is still called Fars today"]),
    (AP, P1, "how_why", "how did cyrus beat astyages",
     ["the Median army turned against its own king and handed him over to Cyrus"]),
    (AP, P1, "how_why", "why was nabonidus so unpopular in babylon",
     ["spending ten years away in the Arabian oasis of Tayma"]),
    (AP, P1, "exact_term", "whats the cyrus cylinder",
     ["a barrel-shaped clay object inscribed in Babylonian cuneiform"]),
    (AP, P1, "paraphrase", "how did cyrus die",
     ["killed fighting the Massagetae, a people of the steppe led by their queen Tomyris"]),
    (AP, P1, "paraphrase", "what does the tomb of cyrus at pasargadae look like",
     ["a small stone chamber raised on six broad steps"]),
    (AP, P1, "definition_tail", "which traditions does the design of cyrus's tomb seem to owe the most to",
     ["Mesopotamia than to any older Persian tradition"]),
    (AP, P1, "how_why", "did cambyses really kill the apis bull",
     ["an Apis bull that died during his reign was buried with full honours"]),
    (AP, P1, "exact_term", "who was gaumata",
     ["a Magian priest called Gaumata, who had only pretended to be Bardiya"]),
    (AP, P1, "paraphrase", "O que pensam os historiadores modernos sobre a história de Gaumata?",
     ["the murdered king was in fact the real Bardiya"]),
    (AP, P1, "paraphrase", "what languages is the behistun inscription written in",
     ["in three languages, Old Persian, Elamite and Babylonian"]),
    (AP, P1, "list_item", "list of darius reforms - what was the coinage for",
     ["issuing a royal coinage of gold and silver for use in the western provinces"]),
    (AP, P1, "table_row", "what is xerxes i remembered for in the kings table",
     ["The invasion of Greece in 480"]),
    (AP, P1, "table_row", "on page 3, what is darius iii chiefly remembered for",
     ["Defeat by Alexander of Macedon"]),
    (AP, P1, "exact_term", "what is the anabasis about",
     ["the march home of his stranded Greek soldiers"]),
    (AP, P1, "paraphrase", "who killed darius iii",
     ["murdered in 330 BC by Bessus, one of his own satraps"]),
    (AP, P1, "list_item", "reasons the persian empire fell",
     ["repeated quarrels over the succession within the royal family"]),

    # ---------------------------------------------------------------- Persia: deck
    (AP, P2, "paraphrase", "what did darius turn susa into",
     ["Susa was rebuilt as the main administrative capital"]),
    (AP, P2, "table_row", "what was the gold daric used for",
     ["Paying Greek mercenaries, royal gifts"]),
    (AP, P2, "paraphrase", "whats on persian coins",
     ["show the king as an archer"]),
    (AP, P2, "paraphrase", "how did the ionian revolt end",
     ["Persia won the sea battle of Lade and sacked Miletus"]),
    (AP, P2, "paraphrase", "who led the persians at marathon",
     ["A seaborne force under Datis and Artaphernes"]),
    (AP, P2, "how_why", "how did xerxes get his army across the hellespont",
     ["two lines of ships tied together under a road of planks"]),
    (AP, P2, "how_why", "why did xerxes dig a canal through athos",
     ["so that the fleet could avoid its storms"]),
    (AP, P2, "paraphrase", "how big was xerxes army really",
     ["perhaps 100,000 to 200,000 fighting men"]),
    (AP, P2, "how_why", "Warum hießen die Unsterblichen so?",
     ["any man killed or wounded was at once replaced"]),
    (AP, P2, "how_why", "how did the persians get round the greeks at thermopyle",
     ["A local man showed the Persians a mountain path"]),
    (AP, P2, "how_why", "why did the persian fleet lose at salamis",
     ["the Persian fleet could not use its greater numbers"]),
    (AP, P2, "table_row", "what was the result of the battle of lade",
     ["Persian naval victory ends the Ionian Revolt"]),
    (AP, P2, "code_block", "on slide 14 whats the biggest single tribute payment",
     ["India 360 talents of gold dust, the largest single payment"]),
    (AP, P2, "how_why", "how did persia use its gold in greece after the war",
     ["paying Sparta's fleet at the end of the Peloponnesian War"]),

    # ---------------------------------------------------------------- Persia: DOCX
    (AP, P3, "exact_term", "what was the full title of the achaemenid king",
     ["king of kings, king of countries containing all kinds of men"]),
    (AP, P3, "exact_term", "what does the word satrap mean",
     ["an Old Persian title meaning protector of the realm"]),
    (AP, P3, "list_item", "what did a satrap actually do",
     ["collected the tribute, kept order, judged important cases and raised troops"]),
    (AP, P3, "list_item", "who was the kings eye",
     ["travelled the provinces and reported on the satraps"]),
    (AP, P3, "paraphrase", "how long was the royal road",
     ["ran for about 2,500 km from Sardis in Lydia to Susa in Elam"]),
    (AP, P3, "paraphrase", "how quickly could a royal order get from susa to sardis",
     ["an order from Susa could reach Sardis in about a week"]),
    (AP, P3, "paraphrase", "what language are the fortification tablets written in",
     ["Most are written in Elamite and date from the years 509 to 493 BC"]),
    (AP, P3, "exact_term", "what is a qanat",
     ["underground channels that carry groundwater by gravity"]),
    (AP, P3, "worked_step", "whats the first step in digging a qanat",
     ["Dig a test well at the foot of a hill to find the water table"]),
    (AP, P3, "table_row", "how much grain did a woman worker get a month",
     ["20 to 30 quarts"]),
    (AP, P3, "code_block", "how far apart were the stations on the royal road on average",
     ["average stage = 2,500 km / 111 = about 22.5 km"]),
    (AP, P3, "code_block", "how much does a payment of 3000 darics weigh",
     ["total gold = 3,000 x 8.4 g = 25,200 g = 25.2 kg"]),
    (AP, P3, "paraphrase", "what happened to the corrupt royal judge",
     ["whose skin was used to cover the seat"]),

    # ---------------------------------------------------------------- Persia: HTML
    (AP, P4, "exact_term", "what does the name ahuramazda mean",
     ["one god above all others: Ahuramazda, the Wise Lord"]),
    (AP, P4, "how_why", "why is achaemenid religion so hard to work out",
     ["never tell a story about him and never explain how he should be worshipped"]),
    (AP, P4, "exact_term", "what is drauga",
     ["on the other stands drauga, the Lie"]),
    (AP, P4, "paraphrase", "how does the behistun inscription describe the rebels",
     ["every rebel is said to have lied"]),
    (AP, P4, "paraphrase", "were the persian kings zoroastrians or not",
     ["The evidence does not settle the question"]),
    (AP, P4, "exact_term", "Qui étaient les mages dans l'empire perse ?",
     ["performed sacrifices, interpreted dreams and kept the ritual knowledge of the court"]),
    (AP, P4, "how_why", "where does the word magic come form",
     ["used the word magos for any wise man or sorcerer"]),
    (AP, P4, "table_row", "who was anahita",
     ["Goddess of waters, named in late royal inscriptions"]),
    (AP, P4, "table_row", "what does the evidence say about humban",
     ["Receives offerings in the Persepolis tablets"]),
    (AP, P4, "paraphrase", "what do the reliefs above the royal tombs show",
     ["the king standing on a stepped platform before a fire altar"]),
    (AP, P4, "paraphrase", "where is darius I buried",
     ["cut into the cliff of Naqsh-e Rustam"]),
    (AP, P4, "how_why", "why did the greeks find proskynesis shocking",
     ["they thought it fit only for gods"]),
    (AP, P4, "code_block", "how does the standard opening of a royal inscription go",
     ["A great god is Ahuramazda,"]),

    # ---------------------------------------------------------------- Persia: Markdown
    (AP, P5, "exact_term", "what did the persians themselves call persepolis",
     ["the ceremonial city that the Persians called Parsa"]),
    (AP, P5, "how_why", "how were the blocks of the terrace held together",
     ["fitted together without mortar and held by iron clamps"]),
    (AP, P5, "table_row", "what was the gate of all nations",
     ["Entrance hall guarded by colossal human-headed bulls"]),
    (AP, P5, "table_row", "how many columns in the central hall of the apadana",
     ["Great audience hall with 36 columns in its central hall"]),
    (AP, P5, "paraphrase", "what was the apadana roof made of",
     ["a roof of cedar beams brought from Lebanon"]),
    (AP, P5, "exact_term", "describe a persepolis column capital",
     ["pairs of animal fore-parts set back to back"]),
    (AP, P5, "paraphrase", "how many delegations are on the apadana stairs",
     ["show 23 delegations from the peoples of the empire"]),
    (AP, P5, "table_row", "what gifts do the bactrians bring on the reliefs",
     ["A two-humped camel and metal bowls"]),
    (AP, P5, "paraphrase", "were the persepolis reliefs painted",
     ["painted in blue, red, green and yellow"]),
    (AP, P5, "how_why", "why did alexander burn persepolis",
     ["a deliberate act of revenge for the burning of Athens by Xerxes"]),
    (AP, P5, "paraphrase", "who dug persepolis in the 1930s",
     ["teams from the Oriental Institute of the University of Chicago"]),
    (AP, P5, "code_block", "how many years between the start of the terrace and the fire",
     ["188 the terrace was in use for under two centuries"]),
    (AP, P5, "keyword", "persepolis unesco year",
     ["named a UNESCO World Heritage Site in 1979"]),

    # ---------------------------------------------------------------- Persia: TXT
    (AP, P6, "how_why", "what was herodotus trying to explain",
     ["how the small, quarrelsome Greek cities had beaten the greatest empire on earth"]),
    (AP, P6, "paraphrase", "whats special about the persians by aeschylus",
     ["is the oldest surviving Greek tragedy"]),
    (AP, P6, "list_item", "what is the cyropaedia",
     ["turned Cyrus into a model of the ideal ruler"]),
    (AP, P6, "list_item", "who was ctesias",
     ["a Greek doctor at the court of Artaxerxes II"]),
    (AP, P6, "paraphrase", "what is unusual about isaiah calling cyrus anointed",
     ["the only foreign ruler given that title"]),
    (AP, P6, "paraphrase", "what does the book of ezra say cyrus did",
     ["a decree of Cyrus allowing the temple in Jerusalem to be rebuilt"]),
    (AP, P6, "paraphrase", "what did alexander do when he found cyrus's tomb robbed",
     ["he ordered it to be restored"]),
    (AP, P6, "how_why", "why were alexanders macedonian officers angry",
     ["He married Persian noblewomen, dressed in part in Persian style"]),
    (AP, P6, "paraphrase", "is cyrus in the shahnameh",
     ["has no place for Cyrus or Darius"]),
    (AP, P6, "exact_term", "who was henry rawlinson",
     ["a British officer, Henry Rawlinson, climbed the cliff at Behistun"]),
    (AP, P6, "paraphrase", "what was the 1971 party at persepolis for",
     ["to mark 2,500 years of the Iranian monarchy"]),
    (AP, P6, "code_block", "when did xenophon write the cyropaedia according to the timeline",
     ["c. 370 BC Xenophon writes the Cyropaedia"]),

    # ---------------------------------------------------------------- Persia: Portuguese DOCX
    (AP, P7, "paraphrase", "what do the clay tablets from the persepolis wall record",
     ["cada entrega de cereais, vinho, cerveja, gado e fruta"]),
    (AP, P7, "exact_term", "who was parnaka",
     ["um alto funcionário chamado Parnaka, que as tabuinhas mostram como tio de Dario"]),
    (AP, P7, "exact_term", "quem eram os kurtash?",
     ["Os trabalhadores do rei eram chamados kurtash nas tabuinhas"]),
    (AP, P7, "paraphrase", "were the kurtash slaves",
     ["Não eram escravos no sentido grego da palavra"]),
    (AP, P7, "how_why", "did women workers at persepolis get paid less than men",
     ["o salário dependia mais da função do que do sexo"]),
    (AP, P7, "paraphrase", "what was the birth ration for a boy compared with a girl",
     ["a mãe de um rapaz recebia o dobro"]),
    (AP, P7, "exact_term", "who was irdabama",
     ["Irdabama, uma senhora muito rica, dirigia centenas de trabalhadores"]),
    (AP, P7, "exact_term", "who was artystone",
     ["filha de Ciro e esposa de Dario"]),
    (AP, P7, "table_row", "how much grain did a team leader get each month",
     ["40 a 50 medidas de cereal"]),
    (AP, P7, "paraphrase", "o que se bebia mais em Persépolis?",
     ["A bebida mais comum era a cerveja de cevada"]),
    (AP, P7, "worked_step", "what did a traveller have to show at a road station",
     ["apresentava o documento selado ao responsável do posto"]),
    (AP, P7, "code_block", "how much grain for a team of 20 workers and one leader for a month",
     ["total da equipa = 600 + 45 = 645 medidas"]),
    (AP, P7, "paraphrase", "os sacerdotes também recebiam rações?",
     ["os sacerdotes recebiam rações tal como os outros trabalhadores"]),
]

# Near-topic questions that the course does not answer: (course, question, terms absent from the
# course text, regexes searched with word boundaries, case-insensitive).
UNANSWERABLE = [
    (BB, "who invented paper", [r"Cai Lun", r"invent\w*"]),
    (BB, "how do you sew a japanese stab binding", [r"stab"]),
    (BB, "how thin is gold leaf in microns", [r"microns?", r"carat\w*"]),
    (BB, "what is a smyth sewn book", [r"Smyth"]),
    (BB, "what kind of needle should i use for sewing sections", [r"needles?"]),
    (BB, "where was paper marbling invented", [r"ebru", r"suminagashi", r"Turk\w*"]),
    (BB, "which glue is used for perfect binding today", [r"hot.?melt", r"EVA", r"polyurethane"]),
    (BB, "how do you get rid of silverfish in a library", [r"insecticides?", r"pesticides?", r"traps?"]),
    (BB, "can you wash a paper in a water bath to remove acid", [r"bath", r"aqueous", r"immersion"]),
    (BB, "what is a french groove on a case binding", [r"French groove"]),
    (BB, "how do you sharpen a paring knife", [r"sharpen\w*", r"strop\w*", r"whetstone"]),
    (BB, "how does vacuum freeze drying save wet books", [r"vacuum", r"freeze.drying", r"sublimation"]),
    (BB, "how many sheets of paper are in a ream", [r"reams?"]),
    (BB, "how was papyrus made from the plant", [r"pith", r"Cyperus", r"reeds?"]),
    (BB, "who was gutenberg", [r"Gutenberg"]),
    (BB, "what is the american standard for permanent paper", [r"ANSI", r"NISO", r"Z39"]),
    (BB, "what is the difference between morocco and levant or niger leather", [r"Levant", r"Niger"]),
    (BB, "what did padeloup's dentelle bindings look like", [r"dentelle"]),
    (BB, "¿cuánto cuesta una prensa de encuadernar?", [r"price\w*", r"cost\w*"]),
    (BB, "how do you make paste paper for endpapers", [r"comb\w*", r"paste paper is made"]),
    (BB, "what does the photographic activity test check", [r"Photographic Activity Test", r"PAT"]),
    (AP, "how high above the road is the behistun inscription", [r"metres above", r"feet"]),
    (AP, "what was the population of the achaemenid empire", [r"population", r"million people"]),
    (AP, "who was cyrus the great's wife", [r"Cassandane", r"wife"]),
    (AP, "did the persian administration use aramaic", [r"Aramaic"]),
    (AP, "how many triremes did xerxes bring to greece", [r"triremes?", r"\d,\d{3} ships"]),
    (AP, "who was artemisia at salamis", [r"Artemisia"]),
    (AP, "what happened at artemisium", [r"Artemisium"]),
    (AP, "who was themistocles", [r"Themistocles"]),
    (AP, "what was the peace of callias", [r"Callias"]),
    (AP, "which persian king was esther married to", [r"Ahasuerus", r"Vashti"]),
    (AP, "what is the avesta", [r"Avesta\w*"]),
    (AP, "how many wives did darius have", [r"wives"]),
    (AP, "how strong was the persian cavalry", [r"cavalry", r"horsemen"]),
    (AP, "did they celebrate nowruz at persepolis", [r"Nowruz", r"Norooz"]),
    (AP, "who was the architect of persepolis", [r"architects?"]),
    (AP, "how many mules and camels carried away the persepolis treasure", [r"mules?", r"camels"]),
    (AP, "what were the names of cyrus's parents", [r"Mandane", r"Cambyses I"]),
    (AP, "when did pasargadae become a unesco site", [r"2004"]),
    (AP, "who was atossa", [r"Atossa"]),
    (AP, "what was mithraism", [r"Mithraism", r"mithraeum"]),
    (AP, "¿cuántos años duró el asedio de Sardes?", [r"siege of Sardis", r"besieg\w*"]),
    (AP, "quanto tempo demorava a construir um qanat?", [r"years to dig", r"took \w+ years"]),
]

# Unanswerable questions whose answer is only in a deck's speaker notes (never course content).
NOTES_ONLY = {
    "what does grain long mean": (BB, B2, r"grain long"),
    "what do you wax the sewing thread with": (BB, B2, r"beeswax"),
    "where does the name kettle stitch come from": (BB, B2, r"Kettel"),
    "how can i save boards that have already bowed": (BB, B2, r"lining the inside"),
    "why do some pressing boards have a brass edge": (BB, B2, r"brass"),
    "what did darius's servant have to say to him at dinner": (AP, P2, r"remember the Athenians"),
    "where are the susa brick panels of the guards today": (AP, P2, r"Louvre"),
    "what did xerxes do to the sea after the storm broke his bridges": (AP, P2, r"whipped"),
    "how many provinces are on herodotus's full tribute list": (AP, P2, r"twenty provinces"),
    "where were darius's canal stelae found": (AP, P2, r"modern canal"),
}
UNANSWERABLE += [(c, q, [pat]) for q, (c, _f, pat) in NOTES_ONLY.items()]

# Teacher-only answer-key sections: from this heading to the end of the file's paragraphs.
KEY_SECTIONS = {
    (BB, B3): "Answer key (teacher only)",
    (BB, B6): "9. ANSWER KEY (TEACHER ONLY)",
    (AP, P3): "Answer key (teacher only)",
    (AP, P6): "8. ANSWER KEY (TEACHER ONLY)",
}

# Unanswerable questions answered only inside an answer-key section.
KEY_ONLY = {
    "how many marks are given for the tissue edges on the mending practical": (BB, B3, r"feathered tissue edges"),
    "which tears on the practical sheet were cut with a blade": (BB, B3, r"Tears 3 and 6"),
    "how many dates do i need right on the timeline test to get a merit": (BB, B6, r"merit"),
    "which manuscript does the model answer about the girdle book name": (BB, B6, r"Beinecke"),
    "what percentage is an A on the history of the book source essay": (BB, B6, r"grade boundary"),
    "what was the name of the corrupt judge whose skin covered the seat": (AP, P3, r"Sisamnes"),
    "how many marks for naming the kings eye on the worksheet": (AP, P3, r"1 mark for naming"),
    "which queen did ctesias serve": (AP, P6, r"Parysatis"),
    "what score do you need for a distinction on the persia unit quiz": (AP, P6, r"distinction"),
    "how much did the 1971 persepolis celebrations cost in dollars": (AP, P6, r"100 million"),
}
UNANSWERABLE += [(c, q, [pat]) for q, (c, _f, pat) in KEY_ONLY.items()]

# A deck note that starts like this is addressed to the teacher (check.py sorts notes with it);
# in this set no note of any kind is course content.
TEACHER_NOTE = "teacher only:"

# Questions from the other subject: their terms are absent from their own course and present in
# the other course.
OTHER_COURSE = [
    (BB, "who was cyrus the great", [r"Cyrus"]),
    (BB, "what is a satrapy", [r"satrap\w*"]),
    (BB, "qui était Darius ?", [r"Darius"]),
    (AP, "what is a kettle stitch", [r"kettle stitch"]),
    (AP, "how do i mend a torn page with japanese tissue", [r"Japanese tissue"]),
    (AP, "what causes foxing on old paper", [r"foxing"]),
    (AP, "Comment fabrique-t-on du papier marbré (marbled paper) ?", [r"marbled"]),
]

SEED = 20260150

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
        final.append({"id": f"ab50-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
