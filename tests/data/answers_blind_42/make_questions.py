"""Write questions.jsonl from the hand-written questions below (set 42).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the gold snippet is looked up
automatically (pdfminer text through pdfplumber for PDFs, python-pptx text for PowerPoint decks,
slide text first and then the slide's speaker notes); check.py then verifies everything against
corpus/.

A question that names a page or a slide ("slide 15") uses the page / slide number. PowerPoint
decks count the title slide as slide 1. rows() asserts that the number in the question is the
page or slide where the gold was found.

Changed in set 42: speaker notes written for students ARE course content (as the product brief
says). Some answerable questions (NOTES_GOLD) have their gold, and their answer, only in a
deck's speaker notes; the page is the slide that carries the note. A note that starts with
"Teacher only:" is not course content; no gold may lie in one.

Each course has a teacher-only answer-key section inside one file (KEY_SECTIONS, from the given
heading to the end of the file's paragraphs). It is not course content: no gold may lie in it,
unanswerable terms are searched outside it, and a few unanswerable questions (KEY_ONLY) are
answered only inside it.

One file per course is written in another language (FOREIGN: the Spanish DOCX of the beekeeping
course, the Italian HTML page of the Greek theatre course). Their golds are in that language;
some of their questions are asked in English, some in Spanish or Italian, one in German.

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

from pdftext import find_page, norm

ROOT = Path(__file__).resolve().parent

BK = "beekeeping"
GT = "ancient-greek-theatre"

B1 = "01-the-honey-bee-colony.pdf"
B2 = "02-hives-and-the-beekeeping-year-slides.pptx"
B3 = "03-varroa-y-enfermedades-de-la-cria.docx"
B4 = "04-honey-harvest-and-processing.html"
B5 = "05-swarming-and-queen-rearing.md"
B6 = "06-rules-records-and-study-notes.txt"
G1 = "01-origins-and-the-city-dionysia.pdf"
G2 = "02-theatre-buildings-and-staging-slides.pptx"
G3 = "03-tragedy-and-the-tragedians.docx"
G4 = "04-il-teatro-greco-in-italia.html"
G5 = "05-greek-comedy.md"
G6 = "06-masks-chorus-and-study-notes.txt"

# Files in another language (for the record; build.FOREIGN names their sources).
FOREIGN = {(BK, B3): "es", (GT, G4): "it"}

# (course, source, kind, question, gold)
A = [
    # ---------------------------------------------------------------- beekeeping: colony PDF
    (BK, B1, "paraphrase", "whats the difference between a colony and a hive", "the word colony means the bees, and the word hive means the box"),
    (BK, B1, "paraphrase", "how many eggs can a queen lay in one day", "a good queen can lay around 1 500 eggs a day"),
    (BK, B1, "how_why", "why cant workers lay fertilised eggs like the queen, whats different about them", "ovaries stay undeveloped because they were fed a plainer diet as larvae"),
    (BK, B1, "paraphrase", "do drones have a dad??", "so he has a mother but no father"),
    (BK, B1, "exact_term", "what is royal jelly", "brood food, often called royal jelly, produced by glands in the heads of young workers"),
    (BK, B1, "how_why", "how can i tell drone brood from worker brood when its capped", "drone cappings are domed like the end of a bullet"),
    (BK, B1, "table_row", "worker bee development times egg larva pupa", "Worker 3 days about 6 days about 12 days 21 days"),
    (BK, B1, "table_row", "how long does a drone take to develop in total", "Drone 3 days about 6.5 days about 14.5 days 24 days"),
    (BK, B1, "paraphrase", "how many days after laying is a queen cell capped", "a queen cell is sealed about eight days after the egg was laid"),
    (BK, B1, "paraphrase", "¿cuánto vive una obrera en verano?", "A summer worker lives only five to six weeks"),
    (BK, B1, "list_item", "at what age do worker bees become guards", "Days 18 to 21: guarding the entrance"),
    (BK, B1, "paraphrase", "where on the bee does wax come from", "four pairs of glands on the underside of the worker's abdomen"),
    (BK, B1, "exact_term", "what is the spermatheca", "The sperm is stored in a small sac in her abdomen called the spermatheca"),
    (BK, B1, "how_why", "in the waggle dance how does the bee show which direction", "The angle of the waggle run away from straight up on the vertical comb"),
    (BK, B1, "keyword", "nasonov", "release Nasonov pheromone from a gland near the tip of the abdomen"),
    (BK, B1, "definition_tail", "what does the alarm pheromone from a sting smell like", "an alarm pheromone that smells faintly of bananas"),
    (BK, B1, "how_why", "how do bees cool the hive down on a hot day", "spread it in thin films over the comb and fan air through the hive"),
    (BK, B1, "how_why", "how can a colony starve in winter when there is still honey in the hive", "starve with honey only a few centimetres away"),
    (BK, B1, "code_block", "if a queen lays 1500 eggs a day and 80% make it how many new workers a day", "New workers per day 1 500 x 0.8 = 1 200"),
    # ---------------------------------------------------------------- beekeeping: deck
    (BK, B2, "how_why", "why couldnt people inspect bees in a skep", "A skep has fixed comb, so it cannot be inspected without damage"),
    (BK, B2, "how_why", "why do some beekeepers still make straw skeps today", "mostly for catching swarms, because a light skep is easy to hold"),
    (BK, B2, "exact_term", "what is bee space", "A gap of 6 to 9 mm is left open as a walkway"),
    (BK, B2, "paraphrase", "who came up with the langstroth hive and when", "Lorenzo Langstroth, a pastor in Philadelphia, who patented his hive in 1852"),
    (BK, B2, "paraphrase", "Was macht ein Absperrgitter?", "keeps the queen, and so the brood, below the supers"),
    (BK, B2, "table_row", "how many frames in a dadant brood box", "10 or 12, deep"),
    (BK, B2, "paraphrase", "can i use national boxes on my langstroth hive", "Parts from different hive types rarely fit together"),
    (BK, B2, "paraphrase", "on slide 7 whats the tray under the mesh floor for", "A removable tray under the mesh is used to count the mite drop"),
    (BK, B2, "paraphrase", "how do i know if its warm enough to open the hive", "if you can work comfortably in shirt sleeves"),
    (BK, B2, "list_item", "if i see eggs what does that tell me about the queen", "Eggs mean she was there within three days"),
    (BK, B2, "paraphrase", "where does the new super go", "Put the new super directly above the queen excluder"),
    (BK, B2, "how_why", "why inspect every week in may and june", "Inspections every 7 days catch cells before they are sealed"),
    (BK, B2, "paraphrase", "does clipping the queens wing stop them swarming", "Clipping one wing of the queen does not stop swarming"),
    (BK, B2, "paraphrase", "varroa treatment before or after i take the honey off", "Take off the honey before treating against varroa"),
    (BK, B2, "table_row", "sugar water ratio for autumn feeding", "2 kg sugar to 1 litre water"),
    (BK, B2, "how_why", "can i feed my bees honey from the supermarket", "It can carry spores of American foulbrood from another country."),
    (BK, B2, "worked_step", "target 20 kg and the hive has 8 kg, how much short", "Shortfall: 20 - 8 = 12 kg"),
    (BK, B2, "code_block", "on slide 15 how much water goes with the 12 kg of sugar", "Syrup to make: 12 kg sugar + 6 litres water"),
    (BK, B2, "how_why", "bees flying out in january is something wrong", "These are cleansing flights: bees do not defecate inside the hive"),
    (BK, B2, "how_why", "why does smoke calm bees down", "they fill up with honey, ready to leave"),
    # ---------------------------------------------------------------- beekeeping: Spanish DOCX
    (BK, B3, "paraphrase", "where did the varroa mite originally come from", "Su huésped original era la abeja asiática, Apis cerana"),
    (BK, B3, "paraphrase", "when did varroa get to spain", "llegó a España en la década de 1980"),
    (BK, B3, "paraphrase", "does varroa drink the bees blood", "se alimenta sobre todo del cuerpo graso"),
    (BK, B3, "how_why", "¿por qué la varroa prefiere la cría de zángano?", "esa cría permanece más días operculada"),
    (BK, B3, "list_item", "how many bees do you use for an alcohol wash", "se toman unas 300 abejas del nido de cría"),
    (BK, B3, "list_item", "does the icing sugar test kill the bees", "los ácaros se sueltan y las abejas sobreviven"),
    (BK, B3, "worked_step", "9 mites in a sample of 300 bees, what is the infestation", "9 / 300 = 0,03 es decir, 3 %"),
    (BK, B3, "paraphrase", "what mite level means i need to treat straight away", "un 3 % a finales de verano como señal de que hay que tratar"),
    (BK, B3, "table_row", "does oxalic acid get the mites under the cappings", "goteo o sublimación; no alcanza a los ácaros bajo opérculo"),
    (BK, B3, "table_row", "Thymol gegen Varroa: ab welcher Temperatur wirkt es?", "necesita más de 15 °C para evaporarse bien"),
    (BK, B3, "paraphrase", "how long can american foulbrood spores survive", "capaces de sobrevivir más de cuarenta años en la cera"),
    (BK, B3, "how_why", "how does the matchstick test for AFB work", "la larva muerta se estira formando un hilo pegajoso de dos o tres centímetros"),
    (BK, B3, "paraphrase", "¿qué se hace con una colmena que tiene loque americana?", "la colonia se sacrifica y se queman los panales y los cuadros"),
    (BK, B3, "list_item", "chalkbrood what does it look like", "un hongo convierte las larvas en momias duras y blancas"),
    (BK, B3, "exact_term", "¿qué es el control integrado de la varroa?", "combinar medidas de manejo y productos autorizados a lo largo del año"),
    # ---------------------------------------------------------------- beekeeping: honey HTML
    (BK, B4, "how_why", "what does invertase do", "splits sucrose into the two simpler sugars glucose and fructose"),
    (BK, B4, "paraphrase", "how much water is in nectar", "Fresh nectar may be 70 to 80 percent water."),
    (BK, B4, "how_why", "how do the bees show that honey is ready", "sealing it with a white wax capping"),
    (BK, B4, "how_why", "why does honey with too much water go off", "yeasts that are always present in honey can grow"),
    (BK, B4, "how_why", "why shouldnt i take honey from the brood box", "brood-box combs may hold residues of varroa treatments"),
    (BK, B4, "list_item", "what is a clearer board", "A clearer board with one-way bee escapes"),
    (BK, B4, "paraphrase", "how long can i leave the clearer board on", "should not be left on for more than two days in warm weather"),
    (BK, B4, "list_item", "after spinning the frames what's the next step", "Run the honey through a coarse and then a fine strainer"),
    (BK, B4, "exact_term", "radial extractor", "A radial extractor holds the frames like spokes of a wheel"),
    (BK, B4, "how_why", "why cant i spin heather honey", "it sets like a jelly in the comb and becomes runny only when stirred"),
    (BK, B4, "how_why", "pourquoi le miel de colza cristallise si vite", "Honey from oilseed rape is high in glucose"),
    (BK, B4, "paraphrase", "my honey has gone solid is it ruined", "Set honey is not spoiled."),
    (BK, B4, "exact_term", "what is HMF in honey", "a compound used in laboratories as a sign of overheating or great age"),
    (BK, B4, "exact_term", "honey is hygroscopic meaning?", "which means it draws water from the air"),
    (BK, B4, "how_why", "in the worked batch why 60 kg and not 66", "Three uncapped frames were returned to the hive unspun"),
    # ---------------------------------------------------------------- beekeeping: swarming MD
    (BK, B5, "list_item", "does an old queen make a swarm more likely", "colonies headed by queens in their second or third season swarm more often"),
    (BK, B5, "how_why", "why do the workers feed the queen less before a swarm", "so that she loses weight and can fly again"),
    (BK, B5, "paraphrase", "when does the prime swarm usually come out", "on a warm, bright morning soon after the first queen cells are sealed"),
    (BK, B5, "how_why", "how does a swarm find somewhere to live", "scout bees search for a new home and report back with waggle dances"),
    (BK, B5, "exact_term", "what's a cast", "a small swarm headed by a virgin queen that follows the prime swarm"),
    (BK, B5, "how_why", "why are swarms not very aggressive", "The bees filled their stomachs with honey before leaving"),
    (BK, B5, "how_why", "how do i know the queen went into the box when i shook the swarm", "the bees on the sheet will march into the box, fanning at the opening"),
    (BK, B5, "code_block", "artificial swarm what do i do on day 7", "Day 7 Move the old hive to the other side of the new one."),
    (BK, B5, "code_block", "in the pagden method where does the queen go", "put her, on one frame of brood, in the new hive"),
    (BK, B5, "code_block", "grafted on day 0, when do the virgins come out", "Day 12 virgin queens emerge"),
    (BK, B5, "how_why", "why do ripe queen cells have to be moved by day 10", "The first queen to emerge would otherwise sting the others to death"),
    (BK, B5, "paraphrase", "what colour do you mark a queen from 2026", "A queen born in 2026 is therefore marked white."),
    (BK, B5, "how_why", "how do you put a new queen into a hive without them killing her", "the bees eat their way through a plug of candy over two or three days"),
    (BK, B5, "keyword", "supersedure", "the quiet replacement of a failing queen by her daughter, without swarming"),
    # ---------------------------------------------------------------- beekeeping: rules TXT
    (BK, B6, "paraphrase", "do i have to register if i only have one hive in spain", "every apiary must be registered with the authorities, even if it holds a single hive"),
    (BK, B6, "paraphrase", "how long do i keep varroa treatment records", "These records must be kept for at least five years."),
    (BK, B6, "paraphrase", "when do you have to report a notifiable disease", "as soon as it is suspected, not only when it is confirmed"),
    (BK, B6, "list_item", "what does the small hive beetle do", "a pest that tunnels through comb and ferments the honey"),
    (BK, B6, "paraphrase", "do i have to report varroa", "Varroa is not on this list in Britain."),
    (BK, B6, "list_item", "does the label need to say where the honey comes from", "the country or countries where the honey was harvested"),
    (BK, B6, "paraphrase", "can i call my honey lime honey", "only if the honey comes mainly from that plant"),
    (BK, B6, "table_row", "what mite drop means i should treat", "Mite drop that calls for treatment more than about 10 mites a day"),
    (BK, B6, "how_why", "my hives are by a footpath how do i stop bees flying into people", "a hedge or fence about two metres high"),
    (BK, B6, "how_why", "how do i move my hives to the heather", "Close the entrance the night before, move them in the dark or very early"),
    (BK, B6, "paraphrase", "do i legally need insurance to keep bees", "It is not a legal duty in Britain"),
    (BK, B6, "how_why", "my neighbour is allergic to stings what do i do", "place them so that the flight path leads away from the neighbour's garden"),
    # ---------------------------------------------------------------- Greek theatre: origins PDF
    (GT, G1, "exact_term", "what does theatron mean", "the Greek theatron, meaning a place for watching"),
    (GT, G1, "paraphrase", "where does aristotle say tragedy came from", "tragedy grew out of the improvisations of those who led the dithyramb"),
    (GT, G1, "exact_term", "what is a dithyramb", "a hymn to Dionysus sung and danced by a chorus of fifty men or boys"),
    (GT, G1, "paraphrase", "when was the first tragedy competition", "won the first contest in tragedy at Athens in about 534 BC"),
    (GT, G1, "list_item", "what was the lenaia", "The Lenaia, in midwinter, a smaller festival for a mostly Athenian audience"),
    (GT, G1, "list_item", "were there plays at the anthesteria", "which had no dramatic contest but honoured the god with drinking games"),
    (GT, G1, "paraphrase", "what time of year was the city dionysia", "in the month of Elaphebolion, which falls in March or April"),
    (GT, G1, "definition_tail", "what happened at the proagon", "appeared with his actors and announced the titles of his plays."),
    (GT, G1, "list_item", "the eisagoge, how did the statue come back", "brought back into the city by torchlight"),
    (GT, G1, "paraphrase", "what did the war orphans do at the festival", "paraded in full armour when they came of age"),
    (GT, G1, "how_why", "why were there only 3 comedies during the war", "the number may have been cut to three, probably to save money"),
    (GT, G1, "paraphrase", "how did a poet get to compete at the dionysia", "asked to be granted a chorus"),
    (GT, G1, "exact_term", "chi era il corego? chi pagava il coro?", "a wealthy citizen appointed to pay for the training and costumes of a chorus"),
    (GT, G1, "paraphrase", "when did they start giving a prize for best actor", "From 449 BC a prize for the best leading actor was added"),
    (GT, G1, "table_row", "on page 2 who paid the actors", "Actors professionals, all men the state"),
    (GT, G1, "how_why", "how were the judges votes counted", "only five of them were drawn out at random and counted"),
    (GT, G1, "paraphrase", "how big was the audience in the 400s bc", "estimates of between 4 000 and 7 000 are now common"),
    (GT, G1, "paraphrase", "did women go to the theatre in athens", "one of the great unsettled questions of the subject"),
    (GT, G1, "exact_term", "theorikon", "a fund called the theorikon paid the fee for poorer citizens"),
    # ---------------------------------------------------------------- Greek theatre: deck
    (GT, G2, "paraphrase", "when was the theatre of dionysus rebuilt in stone", "Rebuilt in stone in the 330s BC under the statesman Lycurgus"),
    (GT, G2, "exact_term", "what were the wooden benches called", "The wooden benches were called ikria."),
    (GT, G2, "how_why", "why did the audience end up sitting on the hillside", "a stand collapsed in the early fifth century"),
    (GT, G2, "table_row", "what was the skene used for", "the building behind, used as backdrop and dressing room"),
    (GT, G2, "table_row", "orchestra meaning", "the flat floor where the chorus sang and danced"),
    (GT, G2, "exact_term", "thymele", "The altar of Dionysus, the thymele, stood in or near it"),
    (GT, G2, "paraphrase", "was the orchestra at athens always a circle", "the earliest orchestra at Athens was not a perfect circle"),
    (GT, G2, "paraphrase", "what was the roof of the skene used for", "Its flat roof was used for gods and watchmen"),
    (GT, G2, "paraphrase", "which play starts with a guy on the roof", "The opening scene of Aeschylus' Agamemnon has a watchman on the roof"),
    (GT, G2, "exact_term", "parodoi", "Two wide side passages between the seats and the skene"),
    (GT, G2, "paraphrase", "how many people fit in epidaurus", "Holds about 13 000 to 14 000 people"),
    (GT, G2, "paraphrase", "who was the architect of the theatre at epidaurus", "names the architect as Polykleitos the Younger"),
    (GT, G2, "how_why", "why are the acoustics at epidaurus so good", "The steep rows of limestone seats reflect speech and damp low noise"),
    (GT, G2, "paraphrase", "Wer hat den dritten Schauspieler eingeführt?", "Aeschylus introduced the second actor, Sophocles the third (Aristotle)"),
    (GT, G2, "paraphrase", "could they have more than three people on stage, like guards", "The rule of three applied only to actors who spoke."),
    (GT, G2, "code_block", "oedipus at colonus who played ismene", "Actor 3: Ismene, Creon, Polynices, Theseus (part), Messenger"),
    (GT, G2, "exact_term", "what is the ekkyklema", "A wheeled platform rolled out through the central door"),
    (GT, G2, "paraphrase", "when was the ekkyklema used in the agamemnon", "Clytemnestra standing over the bodies of Agamemnon and Cassandra"),
    (GT, G2, "paraphrase", "what did aristotle think about deus ex machina endings", "Aristotle said the solution should come from the plot itself"),
    (GT, G2, "paraphrase", "is there any greek tragedy where someone dies on stage", "Ajax, who kills himself on stage in Sophocles' play, is a famous exception"),
    (GT, G2, "keyword", "skenographia", "The Greek word for scene painting is skenographia."),
    # ---------------------------------------------------------------- Greek theatre: tragedy DOCX
    (GT, G3, "how_why", "if the audience already knew the myth whats the point", "The interest lay not in what happened but in how and why"),
    (GT, G3, "paraphrase", "how many euripides plays survive", "eighteen or nineteen under the name of Euripides"),
    (GT, G3, "how_why", "why did only these few tragedies survive", "chosen for reading in schools in later antiquity"),
    (GT, G3, "list_item", "what is the parodos", "the entrance song of the chorus as it marches in along the side passages"),
    (GT, G3, "keyword", "exodos", "the final scene, after the last choral song, in which everyone leaves"),
    (GT, G3, "paraphrase", "what metre are the spoken parts in", "written in iambic trimeter, the metre closest to ordinary speech"),
    (GT, G3, "keyword", "stichomythia", "two characters speak alternate single lines"),
    (GT, G3, "definition_tail", "does hamartia mean the hero is a bad person", "Aristotle meant a mistake rather than a bad character"),
    (GT, G3, "list_item", "what is anagnorisis", "the recognition, the change from ignorance to knowledge"),
    (GT, G3, "how_why", "did aristotle come up with the three unities", "come not from Aristotle but from Italian and French critics"),
    (GT, G3, "paraphrase", "what does aeschylus's epitaph say", "mentions only his courage at Marathon and says nothing about his plays"),
    (GT, G3, "paraphrase", "what's the oldest greek play we have", "His Persians, staged in 472 BC, is the oldest Greek play that survives."),
    (GT, G3, "paraphrase", "what happens to orestes in the eumenides", "Orestes is tried in Athens and acquitted"),
    (GT, G3, "paraphrase", "how many times did euripides win", "He won only four victories in his lifetime"),
    (GT, G3, "paraphrase", "what is the only complete satyr play", "Only one satyr play survives complete, the Cyclops of Euripides"),
    # ---------------------------------------------------------------- Greek theatre: Italian HTML
    (GT, G4, "paraphrase", "did aeschylus write a play for the court in sicily", "per quella corte scrisse una tragedia, le Etnee, oggi perduta"),
    (GT, G4, "paraphrase", "what do the phlyax vases from south italy show", "attori comici con maschere grottesche, ventri imbottiti e un palcoscenico di legno rialzato"),
    (GT, G4, "paraphrase", "who put on the first latin tragedy in rome", "Livio Andronico, un greco di Taranto"),
    (GT, G4, "paraphrase", "which roman tragedies survive complete", "soltanto quelle attribuite a Seneca, il filosofo maestro di Nerone"),
    (GT, G4, "how_why", "le tragedie di seneca erano fatte per essere recitate in teatro?", "forse erano pensate più per la lettura ad alta voce che per la scena"),
    (GT, G4, "paraphrase", "who designed the teatro olimpico in vicenza", "fu progettato da Andrea Palladio per l'Accademia Olimpica"),
    (GT, G4, "paraphrase", "what play opened the teatro olimpico", "fu inaugurato il 3 marzo 1585 con l'Edipo tiranno di Sofocle"),
    (GT, G4, "paraphrase", "what are the wooden streets you see behind the doors in vicenza", "le famose prospettive in legno delle sette vie di Tebe"),
    (GT, G4, "paraphrase", "what did the florentine camerata believe about greek tragedy", "nelle tragedie greche il testo fosse cantato dall'inizio alla fine"),
    (GT, G4, "exact_term", "che cos'è il recitar cantando", "una melodia semplice che segue il ritmo e il senso delle parole"),
    (GT, G4, "paraphrase", "what is the oldest opera that survives complete", "la più antica opera giunta intera è la sua Euridice del 1600"),
    (GT, G4, "paraphrase", "who organised the first syracuse performance in 1914", "guidato dal conte Mario Tommaso Gargallo"),
    (GT, G4, "exact_term", "INDA stands for", "Istituto Nazionale del Dramma Antico"),
    (GT, G4, "paraphrase", "¿quién hizo de Medea en la película de Pasolini?", "con Maria Callas nel ruolo della protagonista"),
    (GT, G4, "paraphrase", "where did pasolini want to set his oresteia film", "immaginò di ambientare l'Orestea nell'Africa appena uscita dal colonialismo"),
    # ---------------------------------------------------------------- Greek theatre: comedy MD
    (GT, G5, "paraphrase", "when did comedy become an official contest", "admitted to the City Dionysia as an official contest in 486 BC"),
    (GT, G5, "list_item", "what dates is middle comedy", "roughly 400 to 320 BC, a period of change"),
    (GT, G5, "paraphrase", "how many people in a comic chorus", "The chorus of Old Comedy had twenty-four members"),
    (GT, G5, "exact_term", "¿qué es la parábasis?", "the chorus steps forward to speak directly to the audience"),
    (GT, G5, "exact_term", "agon in old comedy", "two characters argue out the central question of the play as a formal debate"),
    (GT, G5, "paraphrase", "how many aristophanes plays do we still have", "Of about forty comedies he wrote, eleven survive"),
    (GT, G5, "table_row", "what is lysistrata about", "the women of Greece go on a sex strike to end the war"),
    (GT, G5, "paraphrase", "in the frogs who does dionysus bring back in the end", "in the end takes Aeschylus back to Athens instead"),
    (GT, G5, "how_why", "why did aristophanes play cleon himself", "no mask-maker dared to make a likeness of the powerful Cleon"),
    (GT, G5, "paraphrase", "what happened to the chorus in the 4th century", "did little more than sing interludes between the acts"),
    (GT, G5, "paraphrase", "when was the dyskolos published and from what", "It was published in 1958 from a papyrus book held in the Bodmer library"),
    (GT, G5, "paraphrase", "what happens to the old man in the dyskolos", "falls down a well, is rescued by the young man who loves his daughter"),
    (GT, G5, "list_item", "stock characters of new comedy", "the clever slave, the boastful soldier"),
    (GT, G5, "how_why", "why does it just say CHOROU in menander's scripts", "mark the place with the word CHOROU"),
    # ---------------------------------------------------------------- Greek theatre: masks TXT
    (GT, G6, "exact_term", "prosopon", "The Greek word for it, prosopon, also meant face."),
    (GT, G6, "how_why", "why havent any real greek theatre masks survived", "Masks were made of linen stiffened with plaster or glue"),
    (GT, G6, "paraphrase", "where is the pronomos vase", "painted in Athens around 400 BC and now in Naples"),
    (GT, G6, "list_item", "why did greek actors wear masks", "it made the character's age, sex and status readable from the back rows"),
    (GT, G6, "paraphrase", "how many mask types did pollux list", "listed 28 types of tragic mask and 44 types of mask for New Comedy"),
    (GT, G6, "paraphrase", "combien de membres dans le choeur tragique ?", "Sophocles raised the number to fifteen"),
    (GT, G6, "exact_term", "what's an aulos", "a double pipe with a reed like that of an oboe"),
    (GT, G6, "paraphrase", "did tragic actors wear those tall platform boots", "belong to the Roman and later Greek theatre, not to the age of Sophocles"),
    (GT, G6, "list_item", "nietzsche birth of tragedy main idea", "set an ordered Apollonian spirit against a wild Dionysian one"),
    (GT, G6, "list_item", "since when has the epidaurus festival been running", "every summer since 1955"),
    (GT, G6, "list_item", "soyinka bacchae", "Wole Soyinka adapted Euripides' Bacchae for the National Theatre in London"),
    (GT, G6, "paraphrase", "were greek actors paid", "leading actors were famous professionals who toured the Greek world"),
    (GT, G6, "paraphrase", "could women be actors in greek plays", "Every part, including Medea and Antigone, was played by a man in a mask."),
]

ANSWERABLE = [(c, s, k, q, [g]) for c, s, k, q, g in A]

# Answerable questions whose gold (and answer) sits only in a deck's speaker notes, written for
# students. check.py confirms the gold is in that slide's notes and on no slide.
NOTES_GOLD = {
    "why do some beekeepers still make straw skeps today",
    "who came up with the langstroth hive and when",
    "can i use national boxes on my langstroth hive",
    "how do i know if its warm enough to open the hive",
    "where does the new super go",
    "does clipping the queens wing stop them swarming",
    "can i feed my bees honey from the supermarket",
    "bees flying out in january is something wrong",
    "why does smoke calm bees down",
    "what were the wooden benches called",
    "why did the audience end up sitting on the hillside",
    "was the orchestra at athens always a circle",
    "which play starts with a guy on the roof",
    "who was the architect of the theatre at epidaurus",
    "could they have more than three people on stage, like guards",
    "when was the ekkyklema used in the agamemnon",
    "skenographia",
}

# Near-topic unanswerable questions: (course, question, search terms). The terms (regular
# expressions, case-insensitive, word-bounded) are absent from the course text of every file of
# the course (slides and student notes included; answer keys and "Teacher only" notes excluded).
UNANSWERABLE = [
    (BK, "how long does a queen bee live", [r"queens? (?:can |usually |may )?lives?", r"life ?span", r"queens? (?:live|survive) for"]),
    (BK, "what is the average honey yield per hive in a year", [r"yield\w*", r"per hive (?:per|a|each) year", r"kg (?:a|per) year"]),
    (BK, "how fast does a bee fly in km/h", [r"km/h", r"speed", r"kilometres an hour", r"\bkm\b"]),
    (BK, "who invented the queen excluder", [r"invent\w*", r"excluder was"]),
    (BK, "what is the lethal dose of oxalic acid for bees", [r"lethal", r"dos[ei]s?"]),
    (BK, "à quelle température fond la cire d'abeille ?", [r"melting point", r"wax melts", r"(?:fond|funde) a"]),
    (BK, "how many cells are in one frame of comb", [r"cells per frame", r"cells on each frame", r"\d[\d ]* cells per"]),
    (BK, "what percent of honey is sugar", [r"percent (?:sugar|fructose|glucose)", r"(?:glucose|fructose|sugar) content"]),
    (BK, "how much does a honey extractor cost", [r"price", r"euros?", r"pounds?", r"\bcheap(?:er)?\b extractor"]),
    (BK, "how far from a road do hives have to be in spain", [r"roads?", r"carreteras?", r"distancias?"]),
    (BK, "what time of day is best to do an inspection", [r"time of day", r"midday", r"afternoon", r"noon"]),
    (BK, "which flowers give the most nectar", [r"most nectar", r"best (?:plants|flowers)", r"nectar-rich"]),
    (BK, "what's the chemical name of the alarm pheromone", [r"acetate", r"isopentyl", r"isoamyl"]),
    (BK, "who did von frisch share the nobel prize with", [r"Lorenz", r"Tinbergen"]),
    (BK, "which glands are bigger in winter bees", [r"hypopharyngeal"]),
    (BK, "how many eggs does a queen lay in her whole life", [r"lifetime", r"in her (?:whole )?life", r"millions?"]),
    (BK, "¿cuántas colmenas hay en España?", [r"colmenas (?:en|de) España", r"millones", r"\d[\d.]* colmenas"]),
    (BK, "what's the fine for not registering an apiary", [r"fine of", r"fined", r"multas?", r"penalt\w+", r"sanci\w+"]),
    (BK, "how many amitraz strips go in each hive", [r"tiras por", r"strips per", r"\d+ tiras", r"dos tiras"]),
    (BK, "is it safe for people to eat honey from a hive with american foulbrood", [r"safe to eat", r"humans?", r"personas", r"salud humana"]),
    (BK, "how much does a queen bee weigh", [r"mg", r"milligrams?", r"queen weighs", r"grams? each"]),
    (BK, "how long does a varroa mite live", [r"ácaros? vive\w*", r"mites? lives?", r"vida del ácaro", r"días de vida"]),
    (BK, "is manuka honey antibacterial", [r"manuka", r"antibacterial", r"antibiotic\w*"]),
    (BK, "¿cada cuántos años hay que cambiar la reina?", [r"every (?:two|2|three|3) years", r"cada (?:dos|tres|\d) años", r"replace (?:the )?queens? every"]),
    (BK, "how heavy is a swarm in kg", [r"swarm weighs", r"kg of bees", r"swarm of \d"]),
    (BK, "Wie viele Völker sterben im Winter im Durchschnitt?", [r"winter losses", r"pérdidas", r"per ?cent of colonies", r"colonies die each winter"]),
    (BK, "who was the first person to keep bees in boxes", [r"first (?:person|beekeeper|people)", r"ancient egypt\w*", r"Egypt\w*"]),
    (BK, "how long does european foulbrood take to kill a colony", [r"semanas", r"meses", r"kill a colony"]),
    (GT, "how many plays did aeschylus write altogether", [r"Aeschylus wrote", r"(?:70|80|90) (?:plays|tragedies)", r"in total"]),
    (GT, "what was sophocles' first play", [r"first play", r"468", r"debut"]),
    (GT, "how much money did a choregos spend", [r"drachmas?", r"spent", r"talents?", r"costs?"]),
    (GT, "how heavy were the masks", [r"masks? weigh\w*", r"grams?", r"light as"]),
    (GT, "how many rows of seats does epidaurus have", [r"\d+ rows", r"number of rows", r"rows of seats at Epidaurus"]),
    (GT, "when did comedy start at the lenaia", [r"440", r"Lenaia (?:from|since)", r"comedy at the Lenaia"]),
    (GT, "who won first prize in the year medea was staged", [r"Euphorion"]),
    (GT, "who was the choregos for aeschylus's persians", [r"Pericles", r"choregos of the Persians"]),
    (GT, "how did sophocles die", [r"grapes?", r"choked", r"Sophocles died", r"death of Sophocles"]),
    (GT, "how did aeschylus die, was it the tortoise thing", [r"tortoise", r"eagle", r"bald"]),
    (GT, "what was the name of the priest of dionysus", [r"priest (?:was|named|called)", r"priest's name"]),
    (GT, "how long did a tragedy last in hours", [r"hours?", r"minutes?"]),
    (GT, "what other instruments were used besides the aulos", [r"lyre", r"kithara", r"drums?", r"tympan\w*"]),
    (GT, "what dialect were the choral songs in", [r"Doric", r"dialect", r"Attic Greek"]),
    (GT, "how many victories did menander win", [r"Menander\W+won", r"eight (?:victories|times)", r"victories of Menander"]),
    (GT, "which was the largest theatre in the greek world", [r"largest theatre", r"il più grande", r"biggest"]),
    (GT, "quanti spettatori può contenere il teatro di Siracusa?", [r"\d[\d.]* (?:spettatori|posti)", r"posti a sedere", r"può contenere"]),
    (GT, "when was the teatro olimpico restored", [r"restaur\w+", r"restor\w+"]),
    (GT, "who played oedipus at the teatro olimpico in 1585", [r"Edipo fu", r"attore", r"played Oedipus", r"nel ruolo di Edipo"]),
    (GT, "was there prize money for the best actor", [r"prize money", r"premio", r"money prize"]),
    (GT, "how tall was the skene building", [r"metres? (?:high|tall)", r"height", r"storeys?"]),
    (GT, "who really wrote the rhesus", [r"Rhesus"]),
    (GT, "how many times did aristophanes win", [r"Aristophanes\W+won", r"victories of Aristophanes", r"Aristophanes\W+(?:first|second) prize"]),
    (GT, "were slaves allowed to watch the plays", [r"slaves? (?:attend\w*|in the audience|were allowed|could watch)"]),
    (GT, "Wie hieß der Schauspieler, der bei der Uraufführung den Ödipus spielte?", [r"first performance", r"protagonist was", r"played Oedipus"]),
    (GT, "combien de pièces de Thespis ont survécu ?", [r"Thespis\W+(?:wrote|plays)", r"plays of Thespis", r"fragments? of Thespis"]),
    (GT, "what did the masks for female characters look like", [r"female masks?", r"white masks?", r"women's masks?", r"pale"]),
    (GT, "how many people went to the lenaia", [r"Lenaia[^.]{0,60}(?:people|spectators|audience of \d)"]),
]

# Teacher-only answer-key sections (not course content): file -> the section's heading; the
# section runs from that heading to the end of the file's paragraphs.
KEY_SECTIONS = {
    (BK, B6): "9. ANSWER KEY (TEACHER ONLY)",
    (GT, G3): "Model answers (for the teacher, not for the class)",
}

# Unanswerable questions answered only inside an answer-key section.
KEY_ONLY = {
    "who did von frisch share the nobel prize with": (BK, B6, r"Konrad Lorenz and Nikolaas Tinbergen"),
    "which glands are bigger in winter bees": (BK, B6, r"larger hypopharyngeal glands"),
    "who won first prize in the year medea was staged": (GT, G3, r"behind Euphorion"),
    "who was the choregos for aeschylus's persians": (GT, G3, r"its choregos was the young Pericles"),
}

# "Teacher only:" speaker notes are not course content (check.py: no gold in them).
TEACHER_NOTE = "teacher only:"

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (BK, "what happened at the city dionysia", [r"Dionysia"]),
    (BK, "what is a satyr play", [r"satyrs?"]),
    (GT, "how do i treat my hive for varroa", [r"varroa"]),
    (GT, "how do you graft larvae to raise queen bees", [r"grafting", r"queen cells?"]),
]

SEED = 20260142

PAGE_REF = re.compile(r"\b(?:page|slide) (\d+)\b")


def notes_page(path, snippet):
    """1-based slide whose student speaker notes contain the snippet, or None."""
    import pptx
    s = norm(snippet)
    hits = []
    for i, slide in enumerate(pptx.Presentation(str(path)).slides, 1):
        if slide.has_notes_slide:
            paras = [p.text for p in slide.notes_slide.notes_text_frame.paragraphs]
            if any(s in norm(p) for p in paras if not norm(p).startswith(TEACHER_NOTE)):
                hits.append(i)
    return hits[0] if len(hits) == 1 else None


def rows():
    out = []
    for course, source, kind, q, gold in ANSWERABLE:
        page = None
        if source.endswith((".pdf", ".pptx")):
            path = ROOT / "corpus" / course / source
            if q in NOTES_GOLD:
                page = notes_page(path, gold[0])
            else:
                page = find_page(path, gold[0])
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
        final.append({"id": f"ab42-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
