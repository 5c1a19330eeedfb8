"""Write questions.jsonl from the hand-written questions below (set 39).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the gold snippet is looked up
automatically (pdfminer text through pdfplumber for PDFs, python-pptx text for PowerPoint decks);
check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 14") uses the page / slide number. PowerPoint
decks count the title slide as slide 1. rows() asserts that the number in the question is the
page or slide where the gold was found.

Speaker notes ('%% ' lines in the slide sources) are not course content. A few unanswerable
questions (NOTES_ONLY) are answered only in a deck's speaker notes; check.py confirms that their
terms occur in the notes and in no course text.

Run build.py first.
"""
import json
import random
import re
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
RI = "renaissance-italy"
WS = "waves-and-sound"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates);
#                    for a two-sentence definition the gold is taken from the second sentence
#   keyword          a bare keyword or very short query ("warrior pope")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list (after a lead-in)
#   table_row        the answer is one table cell / row (also fixed-width table and timeline lines)
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the part of a definition or sentence that falls after a page break
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic (or off-topic), answered by no file's course text
#   other_course     answered only by the other course of this set

R1 = "01-city-states-and-the-medici.pdf"
R2 = "02-artists-and-patronage-slides.pptx"
R3 = "03-humanism-and-the-new-learning.docx"
R4 = "04-savonarola-the-italian-wars-and-machiavelli.html"
R5 = "05-people-timeline-and-study-notes.txt"
W1 = "01-wave-properties-and-the-wave-equation.pdf"
W2 = "02-superposition-and-standing-waves-slides.pptx"
W3 = "03-sound-loudness-and-decibels.docx"
W4 = "04-the-doppler-effect.html"
W5 = "05-resonance-ultrasound-problems-and-glossary.md"

A = [
    # ---- Renaissance Italy: PDF (15)
    (RI, R1, "paraphrase", "who were the 5 big powers in italy in the 1400s",
     "Milan, Venice, Florence, the Papal States and the Kingdom of Naples"),
    (RI, R1, "how_why", "why were the towns in northern italy so rich",
     "The towns sat on the trade routes between the eastern Mediterranean and northern Europe"),
    (RI, R1, "exact_term", "how many people lived in florence around 1300",
     "Florence may have had about 100,000 inhabitants around 1300"),
    (RI, R1, "list_item", "how was venice governed",
     "a republic headed by an elected Doge, who served for life"),
    (RI, R1, "list_item", "how did florence pick the people on the signoria",
     "a council of priors chosen by lot for two months at a time"),
    (RI, R1, "exact_term", "where does the word condottieri come from",
     "the contract that fixed a captain's pay and the number of men"),
    (RI, R1, "definition_tail", "why do historians give cosimo credit for the peace of lodi",
     "switched Florence's support from Venice to Sforza's Milan"),
    (RI, R1, "exact_term", "who were the ciompi",
     "the wool carders, known as the ciompi, rose in revolt"),
    (RI, R1, "exact_term", "¿Cuánto oro tenía un florín?",
     "about 3.5 grams of almost pure gold"),
    (RI, R1, "how_why", "how did the medici bank get around the ban on usury",
     "the exchange rate built into the bill hid the interest"),
    (RI, R1, "exact_term", "what was the medici bank's most profitable business",
     "acting as banker to the papacy, collecting church revenues from across Christendom"),
    (RI, R1, "how_why", "how could cosimo control elections without having an office",
     "controlled the leather bags, the borse, from which the names of officials were drawn"),
    (RI, R1, "definition_tail", "was lorenzo any good at running the bank",
     "a poor manager of the bank, and several of its branches failed"),
    (RI, R1, "paraphrase", "what happened to the archbishop after the pazzi attack",
     "hanged from a window of the Palazzo della Signoria that same day"),
    (RI, R1, "exact_term", "on page 3, how many people worked at the arsenal",
     "at its height the Arsenal employed about 16,000 people"),
    # ---- Renaissance Italy: deck (17)
    (RI, R2, "paraphrase", "how old were kids when they started as apprentices",
     "usually starting as boys of about twelve"),
    (RI, R2, "how_why", "why were painters in the doctors guild in florence",
     "the guild of doctors and apothecaries, who sold the pigments"),
    (RI, R2, "exact_term", "where did ultramarine blue come from",
     "ground from lapis lazuli brought from Afghanistan"),
    (RI, R2, "how_why", "how did brunelleschi build the dome without centring",
     "an inner and an outer shell and herringbone brickwork"),
    (RI, R2, "exact_term", "who wrote down the rules of perspective",
     "Alberti set out the rules for painters in On Painting (1435)"),
    (RI, R2, "keyword", "gates of paradise",
     "Michelangelo is said to have called the east doors"),
    (RI, R2, "exact_term", "Warum war Donatellos David etwas Besonderes?",
     "the first free-standing nude bronze since ancient times"),
    (RI, R2, "how_why", "why is the last supper falling apart",
     "in tempera on a dry wall, so the paint began to flake"),
    (RI, R2, "list_item", "what happened to the bronze for leonardo's horse",
     "The bronze set aside for it was used for cannon in 1494"),
    (RI, R2, "exact_term", "how tall is michelangelo's david",
     "The statue is 5.17 m tall"),
    (RI, R2, "how_why", "on slide 14, did michelangelo lie on his back to paint the ceiling",
     "standing on a scaffold he designed himself, with his head bent back"),
    (RI, R2, "paraphrase", "in the school of athens what is aristotle doing with his hand",
     "Aristotle holds his hand out flat towards the earth"),
    (RI, R2, "definition_tail", "whats a giornata in fresco",
     "Only as much plaster as could be painted in one day was laid"),
    (RI, R2, "table_row", "how fast does egg tempera dry",
     "Dries in minutes; bright, matt, fine hatched strokes"),
    (RI, R2, "table_row", "who paid for the baptistery north doors",
     "Arte di Calimala (cloth guild)"),
    (RI, R2, "how_why", "why is federico da montefeltro always painted from the side",
     "hiding the right eye he had lost in a tournament"),
    (RI, R2, "exact_term", "Chi ha fatto costruire la Cappella Sistina?",
     "Sixtus IV built the Sistine Chapel (1473-1481)"),
    # ---- Renaissance Italy: DOCX (14)
    (RI, R3, "list_item", "what did humanists mean by rhetoric",
     "rhetoric, the art of persuasive speaking and writing"),
    (RI, R3, "list_item", "why did humanists think history was worth studying",
     "history, which offered examples of good and bad conduct"),
    (RI, R3, "exact_term", "what did petrarch find in verona",
     "a collection of Cicero's letters to his friend Atticus"),
    (RI, R3, "paraphrase", "where does the idea of the dark ages come from",
     "wrote of the centuries since the fall of Rome as an age of darkness"),
    (RI, R3, "paraphrase", "what did the duke of milan say about salutati's letters",
     "did him more harm than a thousand horsemen"),
    (RI, R3, "definition_tail", "what is civic humanism",
     "an educated man should serve his city rather than withdraw from the world"),
    (RI, R3, "exact_term", "Qui a retrouvé le poème de Lucrèce, et où ?",
     "found Lucretius's poem On the Nature of Things in a German monastery"),
    (RI, R3, "how_why", "how did valla prove the donation of constantine was fake",
     "its Latin used words and phrases that did not exist in the fourth century"),
    (RI, R3, "exact_term", "when was ficino's plato translation printed",
     "Latin translation of all of Plato's dialogues was printed in 1484"),
    (RI, R3, "paraphrase", "did pico's big debate actually happen",
     "The pope condemned some of the theses and the debate never took place"),
    (RI, R3, "exact_term", "O que Isotta Nogarola escreveu?",
     "a dialogue debating whether Adam or Eve was more to blame"),
    (RI, R3, "how_why", "why were aldus's little octavo books a big deal",
     "These pocket books could be carried and read anywhere, not only at a desk"),
    (RI, R3, "exact_term", "what is sprezzatura",
     "a studied carelessness that hides all art"),
    (RI, R3, "paraphrase", "where do the roman typefaces in books come from",
     "became the model for the roman typefaces still used in books today"),
    # ---- Renaissance Italy: HTML (15)
    (RI, R4, "exact_term", "where was savonarola from",
     "a Dominican friar from Ferrara who became prior of the convent of San Marco"),
    (RI, R4, "paraphrase", "what did savonarola say was going to happen to italy",
     "God would send a scourge from beyond the Alps to punish Italy"),
    (RI, R4, "how_why", "why did charles viii invade italy in 1494",
     "to claim the Kingdom of Naples, which he said had been stolen"),
    (RI, R4, "exact_term", "what made the french army so scary",
     "mobile bronze cannon that could batter down old-fashioned castle walls in hours"),
    (RI, R4, "how_why", "why were the florentines so angry with piero de medici",
     "handed over Florence's fortresses and the port of Pisa"),
    (RI, R4, "exact_term", "how big was the great council after 1494",
     "a Great Council of about 3,500 citizens"),
    (RI, R4, "list_item", "what kind of stuff got burned in the bonfire of the vanities",
     "playing cards, dice and chessboards"),
    (RI, R4, "exact_term", "¿Cuándo fue la hoguera de las vanidades?",
     "During carnival, on 7 February 1497"),
    (RI, R4, "how_why", "why was the trial by fire called off",
     "the ordeal was called off when a storm broke"),
    (RI, R4, "paraphrase", "how was savonarola executed",
     "hanged and their bodies burned in the Piazza della Signoria"),
    (RI, R4, "how_why", "why did they throw savonarola's ashes in the arno",
     "so that no relics could be kept"),
    (RI, R4, "table_row", "who was killed at the battle of ravenna",
     "French victory, but their commander Gaston de Foix is killed"),
    (RI, R4, "exact_term", "where did the pope hide during the sack of rome",
     "Pope Clement VII hid in the fortress of Castel Sant'Angelo"),
    (RI, R4, "exact_term", "Wann wurde Machiavellis Der Fürst gedruckt?",
     "was printed only in 1532, five years after his death"),
    (RI, R4, "list_item", "what does machiavelli compare fortune to",
     "like a flooding river that can be held back with dykes built in advance"),
    # ---- Renaissance Italy: TXT (14)
    (RI, R5, "table_row", "who was giulio de medici",
     "Lorenzo's nephew, Pope Clement VII from 1523"),
    (RI, R5, "table_row", "which piero got kicked out of florence",
     "Piero the Unfortunate Lorenzo's son, expelled from Florence in 1494"),
    (RI, R5, "list_item", "who picked lorenzo's wife",
     "she chose Clarice Orsini, from a Roman noble family, as Lorenzo's wife"),
    (RI, R5, "paraphrase", "why was ludovico sforza called the moor",
     "because of his dark complexion"),
    (RI, R5, "list_item", "how did beatrice d'este die",
     "she died in childbirth in 1497, aged twenty-one"),
    (RI, R5, "list_item", "who held out at forli against cesare borgia",
     "held the fortress of Ravaldino against Cesare Borgia for weeks"),
    (RI, R5, "keyword", "warrior pope",
     "led his armies in person and was known as the warrior pope"),
    (RI, R5, "exact_term", "who built the uffizi and what for",
     "built the Uffizi as offices for Cosimo I"),
    (RI, R5, "exact_term", "Что особенного в «Истории Италии» Гвиччардини?",
     "the first history to treat the whole peninsula as one subject"),
    (RI, R5, "exact_term", "when did cosimo i become grand duke of tuscany",
     "made Grand Duke of Tuscany by the pope in 1569"),
    (RI, R5, "table_row", "what else happened in 1492 apart from lorenzo dying",
     "Columbus sails west with Spanish backing"),
    (RI, R5, "paraphrase", "were the medici kings",
     "Cosimo and Lorenzo were private citizens in law"),
    (RI, R5, "exact_term", "when did the medici first get a proper title",
     "Alessandro de' Medici was made Duke of the Florentine Republic by the emperor"),
    (RI, R5, "how_why", "what happened to the medici bank in the end",
     "it collapsed when the family was expelled in 1494"),
    # ---- Waves and sound: PDF (15)
    (WS, W1, "how_why", "why cant astronauts hear each other on a spacewalk",
     "need a medium to travel through"),
    (WS, W1, "exact_term", "what is a transverse wave",
     "the particles of the medium move at right angles to the direction"),
    (WS, W1, "exact_term", "what are compressions and rarefactions",
     "compressions, where they are crowded together, and rarefactions, where they are spread out"),
    (WS, W1, "paraphrase", "can longitudinal waves be polarised",
     "Only transverse waves can be polarised"),
    (WS, W1, "list_item", "what is the wavelength",
     "the distance between two neighbouring points that are in phase, such as two crests"),
    (WS, W1, "paraphrase", "is the amplitude from crest to trough",
     "That distance is twice the amplitude"),
    (WS, W1, "how_why", "does the frequency change when a wave goes into a new medium",
     "The frequency is set by the source and does not change"),
    (WS, W1, "code_block", "a 440 hz sound goes into water, whats its wavelength there",
     "in water: lambda = 1480 / 440 = 3.36 m"),
    (WS, W1, "code_block", "guitar string 80 N tension and 0.0050 kg/m, what's the wave speed",
     "= sqrt(16000) = 126 m/s"),
    (WS, W1, "how_why", "why are the low guitar strings thicker",
     "A tighter string carries faster waves; a heavier string carries slower ones"),
    (WS, W1, "exact_term", "how much does the speed of sound go up per degree",
     "rises by about 0.6 m/s for each degree Celsius of warming"),
    (WS, W1, "table_row", "is sound faster in steel",
     "Rails carry the sound of a train before the air does"),
    (WS, W1, "code_block", "whats the frequency of y = 0.020 sin(6.0 x - 300 t)",
     "frequency f = omega / (2 pi) = 300 / 6.283 = 47.7 Hz"),
    (WS, W1, "exact_term", "who first solved the wave equation",
     "Jean le Rond d'Alembert first wrote down and solved the equation"),
    (WS, W1, "table_row", "Qual è la velocità del suono nei tessuti molli?",
     "Soft tissue of the body 1540"),
    # ---- Waves and sound: deck (17)
    (WS, W2, "exact_term", "what is the principle of superposition",
     "the total displacement at each point is the sum of their separate displacements"),
    (WS, W2, "exact_term", "when is interference steady",
     "Interference is only steady if the sources are coherent"),
    (WS, W2, "list_item", "when do two speakers give destructive interference",
     "Destructive where the path difference is a whole number plus a half"),
    (WS, W2, "code_block", "im 3.00 m from one speaker and 3.75 m from the other at 686 hz, loud or quiet",
     "path difference = 0.75 m = 1.5 lambda -> destructive (quiet)"),
    (WS, W2, "how_why", "how do noise cancelling headphones work",
     "play back the same wave inverted"),
    (WS, W2, "exact_term", "how do you work out the beat frequency",
     "The beat frequency is the difference between the two frequencies"),
    (WS, W2, "code_block", "440 hz fork, 3 beats per second, tightening the string makes the beats faster, what's the string",
     "so the string was already above the fork: f = 443 Hz"),
    (WS, W2, "exact_term", "how far apart are two nodes",
     "The distance between two neighbouring nodes is half a wavelength"),
    (WS, W2, "list_item", "how far is it from a node to an antinode",
     "The distance from a node to the next antinode is a quarter wavelength"),
    (WS, W2, "table_row", "how does the amplitude vary along a standing wave",
     "From zero at nodes to maximum at antinodes"),
    (WS, W2, "code_block", "on slide 13, what happens if you press the string at its midpoint",
     "pressing the string at its midpoint halves L: f1 becomes 220 Hz"),
    (WS, W2, "how_why", "why does a closed pipe only fit a quarter wavelength",
     "A closed end is a displacement node, so the fundamental fits a quarter wavelength"),
    (WS, W2, "paraphrase", "closed pipe or open pipe of the same length, which one is lower",
     "A closed pipe sounds an octave lower than an open pipe of the same length"),
    (WS, W2, "code_block", "closed pipe 0.25 m long, what's the next note after 343 hz",
     "next possible: f3 = 3 x 343 = 1029 Hz"),
    (WS, W2, "exact_term", "how big is the end correction",
     "about 0.6 times the radius of the pipe"),
    (WS, W2, "exact_term", "Pourquoi les tuyaux bouchés ont-ils un son plus sombre ?",
     "Stopped pipes, closed at the top, give a darker sound with only odd harmonics"),
    (WS, W2, "how_why", "¿Para qué usan los pulsos los afinadores de piano?",
     "Piano tuners listen for beats and adjust the string until they slow down and vanish"),
    # ---- Waves and sound: DOCX (14)
    (WS, W3, "exact_term", "how big is the pressure change at the threshold of pain",
     "the pressure swing is about 20 pascals"),
    (WS, W3, "exact_term", "what is presbycusis",
     "With age the upper limit falls, a change called presbycusis"),
    (WS, W3, "how_why", "why is the ear most sensitive between 2000 and 5000 hz",
     "partly because the ear canal resonates in that range"),
    (WS, W3, "list_item", "how high can dogs hear",
     "dogs hear up to about 45 kHz"),
    (WS, W3, "exact_term", "what does timbre depend on",
     "It depends on which harmonics are present and how strong each one is"),
    (WS, W3, "exact_term", "O decibel recebeu o nome de quem?",
     "The unit is named after Alexander Graham Bell"),
    (WS, W3, "list_item", "how many db do you add when the intensity doubles",
     "doubling the intensity adds about 3 dB"),
    (WS, W3, "paraphrase", "how much louder does +10 db actually sound",
     "heard by most people as roughly twice as loud"),
    (WS, W3, "table_row", "what kind of sound is around 110 db",
     "Rock concert near the stage"),
    (WS, W3, "worked_step", "sound intensity is 3.0 x 10^-5 W/m^2, what's the level in dB",
     "L = 10 x 7.48 = 74.8 dB, so about 75 dB"),
    (WS, W3, "worked_step", "four machines at 85 db each, how loud together",
     "So the level is 85 + 3 + 3 = 91 dB"),
    (WS, W3, "worked_step", "siren is 100 db at 10 m, how loud at 40 m",
     "The level at 40 m is about 100 - 12 = 88 dB"),
    (WS, W3, "how_why", "why is the safe time halved for every 3 db",
     "because the sound energy reaching the ear has doubled"),
    (WS, W3, "exact_term", "100 dB(A) ko kitni der tak sunna safe hai?",
     "100 dB(A) for about fifteen minutes"),
    # ---- Waves and sound: HTML (15)
    (WS, W4, "exact_term", "what is the doppler effect",
     "This change in observed frequency caused by motion is called the Doppler effect"),
    (WS, W4, "exact_term", "when did doppler come up with it",
     "proposed the effect in 1842, in a paper about the colours of double stars"),
    (WS, W4, "paraphrase", "how did buys ballot test the doppler effect",
     "He put trumpeters on an open railway carriage"),
    (WS, W4, "how_why", "does sound go faster if the source is moving",
     "the sound travels at the same speed whether the source moves or not"),
    (WS, W4, "how_why", "why does a moving listener hear a higher pitch",
     "meets the crests more often than a still observer would"),
    (WS, W4, "code_block", "in the doppler equation when is v_s positive",
     "v_s speed of the source, positive when moving TOWARDS the observer"),
    (WS, W4, "code_block", "700 hz siren on an ambulance going away at 25 m/s, what do i hear",
     "700 x 343 / 368 = 652 Hz"),
    (WS, W4, "code_block", "how much does the ambulance pitch drop as it goes past",
     "drop in pitch as it passes: 755 - 652 = 103 Hz"),
    (WS, W4, "code_block", "Ein Radfahrer fährt mit 8 m/s auf eine 500-Hz-Pfeife zu. Welche Frequenz hört er?",
     "= 512 Hz (up from 500 Hz)"),
    (WS, W4, "exact_term", "what is a mach number",
     "The ratio of the source's speed to the speed of sound is the Mach number"),
    (WS, W4, "paraphrase", "do you only get a sonic boom at the moment a plane breaks the sound barrier",
     "drags the boom behind it for as long as it flies faster than sound"),
    (WS, W4, "how_why", "why does a whip crack",
     "a small sonic boom made by the tip of the whip"),
    (WS, W4, "exact_term", "what did hubble show using redshift",
     "the further away a galaxy is, the faster it is moving away from us"),
    (WS, W4, "code_block", "what doppler shift do you get from blood moving at 0.30 m/s",
     "= 1950 Hz (about 2 kHz, in the audible range)"),
    (WS, W4, "list_item", "多普勒效应在天气雷达中有什么用？",
     "weather radar measures the speed of raindrops and reveals rotating storms"),
    # ---- Waves and sound: MD (14)
    (WS, W5, "exact_term", "what is a forced oscillation",
     "the object is made to oscillate at the driving frequency instead"),
    (WS, W5, "exact_term", "what is resonance",
     "the large increase in amplitude that occurs when the driving frequency equals a natural frequency"),
    (WS, W5, "list_item", "what does damping do to the width of the resonance peak",
     "It makes the resonance peak broader"),
    (WS, W5, "list_item", "does damping change the resonant frequency",
     "It shifts the peak to a slightly lower frequency than the natural frequency"),
    (WS, W5, "exact_term", "what's the Q of a tuning fork",
     "A tuning fork has a Q of about 1000"),
    (WS, W5, "table_row", "what resonates when soldiers march",
     "A bridge driven by regular footsteps"),
    (WS, W5, "paraphrase", "did tacoma narrows fall down because of resonance",
     "by aeroelastic flutter, a self-exciting motion driven by the wind"),
    (WS, W5, "how_why", "why did the millennium bridge wobble",
     "walkers fell into step with its sway"),
    (WS, W5, "exact_term", "what is a piezoelectric transducer",
     "a crystal that changes shape when a voltage is applied across it"),
    (WS, W5, "code_block", "echo comes back after 65 microseconds, how deep is it",
     "d = 1540 x 65 x 10^-6 / 2 = 0.050 m = 5.0 cm"),
    (WS, W5, "how_why", "why do they put gel on you for an ultrasound",
     "to remove the air between the transducer and the body"),
    (WS, W5, "code_block", "sonar echo after 0.80 s in sea water, how deep is the sea",
     "depth = 1200 / 2 = 600 m"),
    (WS, W5, "exact_term", "what does sonar stand for",
     "sonar stands for sound navigation and ranging"),
    (WS, W5, "exact_term", "최초의 태아 초음파 영상은 누가 만들었나요?",
     "made in Glasgow in the late 1950s by the obstetrician Ian Donald"),
]
ANSWERABLE = [(c, s, k, q, [g]) for c, s, k, q, g in A]

UNANSWERABLE = [
    # Renaissance Italy: speaker notes only (4)
    (RI, "how many bricks are in brunelleschi's dome", [r"million bricks", r"bricks"]),
    (RI, "when did leonardo start the mona lisa", [r"Mona Lisa", r"Gioconda"]),
    (RI, "how many of his works did michelangelo sign", [r"signed", r"signatures?"]),
    (RI, "where and when did masaccio die", [r"1428", r"Masaccio.{0,120}(?:Rome|poison)"]),
    # Renaissance Italy: near-topic (12)
    (RI, "when did the medici bank close its london branch",
     [r"London branch", r"London.{0,60}(?:closed|failed|collapsed)"]),
    (RI, "how many soldiers did charles viii bring to italy",
     [r"\d[\d,]* (?:men|soldiers|troops)", r"army of \d"]),
    (RI, "how tall is brunelleschi's dome", [r"dome.{0,60}(?:high|tall|height)"]),
    (RI, "¿Cuántos años tenía Giuliano de Medici cuando lo mataron?",
     [r"Giuliano de' Medici.{0,80}(?:aged|years old)", r"Giuliano.{0,40}born"]),
    (RI, "who was the doge of venice in 1500", [r"Loredan", r"Barbarigo", r"Doge in 1500"]),
    (RI, "how much was michelangelo paid for the sistine ceiling",
     [r"ducats?", r"paid Michelangelo", r"Michelangelo.{0,40}paid"]),
    (RI, "Combien de temps a duré le siège de Pise ?",
     [r"siege of Pisa", r"Pisa.{0,60}(?:siege|besieged)"]),
    (RI, "what year was leonardo born", [r"Leonardo.{0,60}born", r"1452"]),
    (RI, "how many pages long is the prince", [r"pages", r"chapters"]),
    (RI, "Wie viele Menschen starben beim Sacco di Roma 1527?",
     [r"\d[\d,]* (?:people|inhabitants)(?: were)? killed", r"killed \d"]),
    (RI, "Em que ano nasceu Savonarola?", [r"Savonarola.{0,60}born", r"1452"]),
    (RI, "what did lorenzo the magnificent die of",
     [r"Lorenzo (?:died of|was ill)", r"cause of (?:his )?death"]),
    # Renaissance Italy: off-topic (2)
    (RI, "how do i make sourdough bread", [r"sourdough", r"bread"]),
    (RI, "what is the capital of canada", [r"Canada", r"Ottawa"]),
    # Waves and sound: speaker notes only (3)
    (WS, "what year did melde do his string experiment", [r"1859"]),
    (WS, "how many pipes does the biggest pipe organ have",
     [r"33,000", r"Atlantic City", r"Boardwalk"]),
    (WS, "when did chladni publish his book about the plates", [r"1787"]),
    # Waves and sound: near-topic (13)
    (WS, "what is the speed of sound in helium", [r"helium"]),
    (WS, "what is the loudest sound ever recorded", [r"Krakatoa", r"loudest sound ever", r"record(?:ed)? (?:level|sound)"]),
    (WS, "what frequency is middle c", [r"middle C", r"261"]),
    (WS, "how many decibels is a whisper", [r"whisper(?:ing|s)?"]),
    (WS, "what frequencies can cats hear", [r"cats?"]),
    (WS, "who discovered the piezoelectric effect",
     [r"Curie", r"piezoelectric effect.{0,60}(?:discovered|18\d\d)"]),
    (WS, "how fast did concorde fly", [r"Concorde"]),
    (WS, "what is the q factor of a wine glass",
     [r"glass.{0,80}Q of", r"Q of about \d+.{0,40}glass"]),
    (WS, "what wind speed brought down the tacoma narrows bridge",
     [r"km/h", r"mph", r"wind.{0,40}\d+ m/s"]),
    (WS, "¿A qué velocidad viaja el sonido en el aluminio?", [r"alumini?um"]),
    (WS, "Quelle est la fréquence d'un radar de police ?",
     [r"GHz.{0,60}radar", r"radar.{0,80}GHz"]),
    (WS, "Wer hat die Kopfhörer mit Geräuschunterdrückung erfunden?",
     [r"Bose", r"invented", r"noise-cancelling.{0,80}(?:19\d\d|20\d\d)"]),
    (WS, "Qual é a velocidade do som nos ossos?", [r"\bbones?\b.{0,60}m/s"]),
    # Waves and sound: off-topic (2)
    (WS, "how do i change a bike tyre", [r"tyres?", r"bikes?"]),
    (WS, "who painted the starry night", [r"Starry Night", r"van Gogh"]),
]

# Unanswerable questions whose answer sits only in a deck's speaker notes (not course content).
NOTES_ONLY = {
    "how many bricks are in brunelleschi's dome": (RI, R2, r"four million bricks"),
    "when did leonardo start the mona lisa": (RI, R2, r"Mona Lisa: begun in 1503"),
    "how many of his works did michelangelo sign": (RI, R2, r"signed only one work"),
    "where and when did masaccio die": (RI, R2, r"died in Rome in 1428"),
    "what year did melde do his string experiment": (WS, W2, r"in 1859"),
    "how many pipes does the biggest pipe organ have": (WS, W2, r"about 33,000 pipes"),
    "when did chladni publish his book about the plates": (WS, W2, r"came out in 1787"),
}

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (RI, "what is the doppler effect and why does a siren change pitch", [r"Doppler"]),
    (RI, "how do you calculate decibels", [r"decibels?"]),
    (RI, "what is a standing wave", [r"standing waves?"]),
    (WS, "who was savonarola", [r"Savonarola"]),
    (WS, "what did machiavelli write", [r"Machiavelli"]),
    (WS, "who were the medici", [r"Medici"]),
]

SEED = 20260139

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
        final.append({"id": f"ab39-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
