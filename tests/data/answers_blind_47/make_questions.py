"""Write questions.jsonl from the hand-written questions below (set 47).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the gold snippet is looked up
automatically (pdfminer text through pdfplumber for PDFs, python-pptx slide text for PowerPoint
decks); check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 12") uses the page / slide number. PowerPoint
decks count the title slide as slide 1. rows() asserts that the number in the question is the
page or slide where the gold was found.

Speaker notes are NOT course content (only what a student sees on a slide counts). No gold lies
in a note. Some unanswerable questions (NOTES_ONLY) are answered only in a deck's speaker notes;
the product must not answer them confidently.

Teacher-only answer-key sections (KEY_SECTIONS, from the given heading to the end of the file's
paragraphs) are not course content: no gold may lie in one, unanswerable terms are searched
outside them, and a few unanswerable questions (KEY_ONLY) are answered only inside one.

One file per course is written in another language (build.FOREIGN: the French HTML page of the
sleep course, the Italian PDF of the bread course). Their golds are in that language; most of
their questions are asked in English, a few in French / Italian. A few questions on English files
are asked in German, Spanish, Portuguese, French or Italian.

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

SS = "sleep-science"
BB = "bread-baking"

S1 = "01-why-we-sleep-and-how-sleep-is-regulated.pdf"
S2 = "02-sleep-stages-and-the-sleeping-brain-slides.pptx"
S3 = "03-sleep-disorders.docx"
S4 = "04-sleep-across-the-lifespan.html"
S5 = "05-circadian-rhythms-light-and-jet-lag.md"
S6 = "06-sleep-study-notes.txt"
S7 = "07-le-sommeil-et-les-reves.html"

B1 = "01-flour-water-and-gluten.pdf"
B2 = "02-yeast-and-fermentation-slides.pptx"
B3 = "03-bakers-percentages-and-dough-calculations.docx"
B4 = "04-shaping-scoring-and-baking.html"
B5 = "05-sourdough-starters.md"
B6 = "06-bread-study-notes.txt"
B7 = "07-pani-tradizionali-italiani.pdf"

# (course, source file, kind, question, [gold])
ANSWERABLE = [
    # ---------------------------------------------------------------- sleep: prose PDF
    (SS, S1, "paraphrase", "how do researchers decide if an animal is really asleep and not just resting",
     ["a typical resting posture, a preferred sleeping place"]),
    (SS, S1, "definition_tail", "what is unihemispheric slow wave sleep in dolphins",
     ["They rest one half of the brain while the other half stays awake"]),
    (SS, S1, "definition_tail", "what exactly is process S",
     ["It is a pressure to sleep that builds up with every hour spent awake"]),
    (SS, S1, "how_why", "why do i suddenly feel awake again around dawn after pulling an all nighter",
     ["the body clock has begun to push alertness up again for the new day"]),
    (SS, S1, "how_why", "is the sleepy feeling after lunch actually caused by the food",
     ["The slump appears even when no meal is eaten"]),
    (SS, S1, "how_why", "how does caffeine stop you feeling tired",
     ["Caffeine works by sitting in adenosine receptors without activating them"]),
    (SS, S1, "keyword", "caffeine half life",
     ["the half-life of caffeine is about five hours"]),
    (SS, S1, "definition_tail", "if i have a strong coffee six hours before bed does it really change how much i sleep? i dont feel any different",
     ["sleep by about an hour, although the volunteers themselves did not notice any difference"]),
    (SS, S1, "definition_tail", "where is the suprachiasmatic nucleus and what is it made of",
     ["a pair of tiny clusters of about 20,000 neurons in the hypothalamus"]),
    (SS, S1, "paraphrase", "Welche Zellen in der Netzhaut melden dem SCN, ob es hell ist?",
     ["retinal ganglion cells that contain the pigment melanopsin"]),
    (SS, S1, "exact_term", "who got the nobel prize for discovering how the body clock works",
     ["Jeffrey Hall, Michael Rosbash and Michael Young"]),
    (SS, S1, "how_why", "why are night shift workers told not to eat big meals in the middle of the night",
     ["they can drift when meals are eaten at unusual times"]),
    (SS, S1, "paraphrase", "being awake for 17 to 19 hours is like having how much alcohol in your blood",
     ["a blood alcohol concentration of 0.05 percent"]),
    (SS, S1, "definition_tail", "why are microsleeps so dangerous for drivers",
     ["common cause of road accidents on long, monotonous motorways"]),
    (SS, S1, "table_row", "what does DLMO mean in the key terms table on page 3",
     ["the evening time when melatonin starts to rise in dim light"]),
    (SS, S1, "paraphrase", "\u00bfCu\u00e1ndo se recupera el sue\u00f1o REM despu\u00e9s de una noche sin dormir?",
     ["REM sleep tends to rebound on the second night"]),

    # ---------------------------------------------------------------- sleep: deck
    (SS, S2, "exact_term", "what is polysomnography",
     ["records several body signals at once through a whole night in a sleep lab"]),
    (SS, S2, "table_row", "what frequency are the waves in stage N1",
     ["theta waves of 4 to 7 Hz"]),
    (SS, S2, "exact_term", "why do i jerk awake just as im falling asleep",
     ["A sudden jolt as you nod off is a hypnic jerk"]),
    (SS, S2, "paraphrase", "how much of the night do adults spend in N2",
     ["Takes up about half of a healthy adult's night"]),
    (SS, S2, "exact_term", "what are sleep spindles",
     ["bursts of 11 to 16 Hz activity lasting half a second or more"]),
    (SS, S2, "paraphrase", "when does the body release growth hormone during sleep",
     ["Most growth hormone of the day is released in the first bout of N3"]),
    (SS, S2, "paraphrase", "who discovered rem sleep and where",
     ["Eugene Aserinsky and Nathaniel Kleitman in Chicago"]),
    (SS, S2, "paraphrase", "how long is one sleep cycle",
     ["A cycle lasts about 90 minutes, with a range of roughly 70 to 120 minutes"]),
    (SS, S2, "paraphrase", "do you get more rem sleep early in the night or near the morning",
     ["REM periods grow longer towards morning"]),
    (SS, S2, "paraphrase", "on the hypnogram on slide 9 when does the first rem period begin",
     ["the first REM period starts roughly 90 minutes after sleep onset"]),
    (SS, S2, "exact_term", "what does the VLPO do",
     ["sends inhibitory signals that turn off arousal centres"]),
    (SS, S2, "how_why", "what does the flip flop switch explain",
     ["the brain snaps between states instead of sliding"]),
    (SS, S2, "how_why", "why are we paralysed during dreams",
     ["The paralysis keeps sleepers from acting out the movements they dream about"]),
    (SS, S2, "exact_term", "what is the glymphatic system",
     ["moves cerebrospinal fluid through brain tissue along blood vessels"]),
    (SS, S2, "exact_term", "what is targeted memory reactivation",
     ["Playing a sound linked to a lesson during N3 can strengthen that memory"]),
    (SS, S2, "paraphrase", "how long does the groggy feeling after waking up last",
     ["usually fades within 15 to 30 minutes"]),

    # ---------------------------------------------------------------- sleep: DOCX
    (SS, S3, "paraphrase", "how often do you need sleep problems for it to be chronic insomnia",
     ["at least three nights a week for at least three months"]),
    (SS, S3, "exact_term", "what is the first line treatment for chronic insomnia",
     ["cognitive behavioural therapy for insomnia, known as CBT-I"]),
    (SS, S3, "worked_step", "what do you do in sleep restriction",
     ["time in bed is cut to match the time actually spent asleep"]),
    (SS, S3, "worked_step", "in stimulus control what should you do if you cant fall asleep",
     ["gets up if not asleep within about 20 minutes"]),
    (SS, S3, "code_block", "what sleep efficiency did the worked example night get",
     ["Sleep efficiency = 372 / 450 x 100 = 82.7 %"]),
    (SS, S3, "how_why", "what actually goes wrong in obstructive sleep apnea",
     ["the upper airway collapses again and again during sleep"]),
    (SS, S3, "table_row", "my dad has an AHI of 20, is that mild, moderate or severe",
     ["15 to 29 events per hour"]),
    (SS, S3, "how_why", "how does a cpap machine keep the airway open",
     ["blows air through a mask at a steady pressure"]),
    (SS, S3, "exact_term", "what is cataplexy",
     ["a sudden loss of muscle tone while the person is fully awake"]),
    (SS, S3, "definition_tail", "what sets off a cataplexy attack",
     ["It is triggered by strong emotions, most often laughter"]),
    (SS, S3, "paraphrase", "what causes narcolepsy type 1",
     ["the loss of the brain cells that make orexin"]),
    (SS, S3, "paraphrase", "can acting out your dreams be an early warning of parkinsons",
     ["it can appear years before Parkinson's disease or Lewy body dementia"]),
    (SS, S3, "paraphrase", "Como se trata o transtorno de fase do sono atrasada?",
     ["bright light soon after waking with a small dose of melatonin"]),
    (SS, S3, "paraphrase", "what epworth score means you are too sleepy in the day",
     ["A total above 10 suggests excessive daytime sleepiness"]),

    # ---------------------------------------------------------------- sleep: HTML
    (SS, S4, "how_why", "why do newborn babies wake up every few hours day and night",
     ["the circadian clock is not yet running at birth"]),
    (SS, S4, "paraphrase", "at what age do babies start having a proper day night rhythm",
     ["between two and four months of age"]),
    (SS, S4, "paraphrase", "how much of a newborns sleep is REM",
     ["Newborns spend about half of their sleep in active sleep"]),
    (SS, S4, "paraphrase", "how much did putting babies on their backs reduce SIDS",
     ["cut deaths from sudden infant death syndrome by roughly half"]),
    (SS, S4, "paraphrase", "my sister asks if the baby can sleep in her bed with her, what does the guidance say",
     ["sharing a room but not a bed for the first six months"]),
    (SS, S4, "how_why", "can being short of sleep in kids look like ADHD",
     ["Sleep loss in children often looks like hyperactivity rather than tiredness"]),
    (SS, S4, "paraphrase", "how much later does a teenagers body clock run",
     ["At puberty the body clock shifts later by up to two hours"]),
    (SS, S4, "paraphrase", "what school start time did the american academy of pediatrics recommend",
     ["start no earlier than 8:30 am"]),
    (SS, S4, "table_row", "how many hours should a 15 year old sleep",
     ["8 to 10 hours"]),
    (SS, S4, "table_row", "Combien d'heures de sommeil faut-il apr\u00e8s 65 ans ?",
     ["7 to 8 hours"]),
    (SS, S4, "list_item", "why does my grandma get sleepy at 8pm and wake up before sunrise",
     ["the body clock moves earlier, so older people feel sleepy early in the evening"]),
    (SS, S4, "paraphrase", "do old people need less sleep",
     ["the ability to produce sleep weakens, while the need stays roughly the same"]),
    (SS, S4, "code_block", "in the sample sleep diary what did monday's line look like",
     ["Mon 3 22:45 23:30 2 06:40 none 2 cups 3/5"]),

    # ---------------------------------------------------------------- sleep: Markdown
    (SS, S5, "paraphrase", "how long is the body clock cycle if you live in a cave without daylight",
     ["The average human free-running period is about 24.2 hours"]),
    (SS, S5, "exact_term", "what does the word circadian mean",
     ["from the Latin circa diem, meaning about a day"]),
    (SS, S5, "exact_term", "what are zeitgebers",
     ["a German word meaning time givers"]),
    (SS, S5, "list_item", "Qual \u00e8 lo zeitgeber pi\u00f9 forte per l'orologio biologico?",
     ["by far the strongest, especially morning daylight"]),
    (SS, S5, "how_why", "does light late at night move the body clock earlier or later",
     ["the first half of the night pushes the clock later"]),
    (SS, S5, "table_row", "how bright is a light therapy box",
     ["Light therapy box | 10,000 lux"]),
    (SS, S5, "paraphrase", "at what age are people most of a night owl",
     ["reaches its latest point around age 20"]),
    (SS, S5, "exact_term", "what is the morningness eveningness questionaire",
     ["a 19-item survey published by Horne and Ostberg in 1976"]),
    (SS, S5, "exact_term", "what is social jet lag",
     ["the mismatch between the body clock and the clock imposed by work or school"]),
    (SS, S5, "code_block", "what does the social_jet_lag function return",
     ["return abs(mid_free - mid_work)"]),
    (SS, S5, "how_why", "why is jet lag worse flying east than flying west",
     ["the natural free-running period makes delaying easier than advancing"]),
    (SS, S5, "list_item", "i just flew from london to new york, when should i go out in the light",
     ["seek light in the late afternoon and early evening"]),
    (SS, S5, "paraphrase", "which way should shift rotas rotate",
     ["Rotating shifts forward, from mornings to afternoons to nights"]),

    # ---------------------------------------------------------------- sleep: TXT
    (SS, S6, "list_item", "why should i get up at the same time on weekends too",
     ["a fixed rise time anchors the body clock more firmly than a fixed bedtime"]),
    (SS, S6, "list_item", "what temp should my bedroom be for sleeping",
     ["ideally around 16 to 19 degrees Celsius"]),
    (SS, S6, "list_item", "how long before bed should i stop drinking coffee",
     ["Stop caffeine at least six hours before bed"]),
    (SS, S6, "how_why", "my dad says a nightcap helps him sleep, does it",
     ["in the second half of the night, sleep becomes light and broken"]),
    (SS, S6, "paraphrase", "when is your body temperature lowest at night",
     ["reaches its lowest point roughly two hours before the usual wake-up time"]),
    (SS, S6, "how_why", "why does a warm bath before bed help u fall asleep",
     ["it draws blood to the skin and speeds up heat loss afterwards"]),
    (SS, S6, "paraphrase", "what did the nasa nap study on pilots find",
     ["improved their alertness by 54 percent and their performance by 34 percent"]),
    (SS, S6, "exact_term", "what's a nappuccino lol",
     ["Some people drink a coffee just before a 20-minute nap"]),
    (SS, S6, "paraphrase", "is blue light from my phone really what keeps me awake",
     ["the effect of a phone on sleep timing is small, often under ten minutes"]),
    (SS, S6, "code_block", "what does cannabis do to sleep",
     ["Cannabis less REM sleep; strong REM rebound on stopping"]),
    (SS, S6, "paraphrase", "does counting sheep actually work",
     ["imagined a calm scene such as a waterfall fell asleep about 20 minutes sooner"]),
    (SS, S6, "how_why", "why do i always wake up a few minutes before my alarm goes off",
     ["the stress hormone cortisol rises in the last hours of the night"]),

    # ---------------------------------------------------------------- sleep: French HTML
    (SS, S7, "paraphrase", "how much time do adults spend dreaming each night",
     ["environ deux heures par nuit \u00e0 r\u00eaver"]),
    (SS, S7, "paraphrase", "who was the french scientist who named paradoxical sleep, and where did he work",
     ["le neurobiologiste Michel Jouvet, qui travaillait \u00e0 Lyon"]),
    (SS, S7, "how_why", "why is REM sleep called paradoxical sleep in french",
     ["elle associe un sommeil profond du corps \u00e0 un cerveau tr\u00e8s \u00e9veill\u00e9"]),
    (SS, S7, "paraphrase", "que faisaient les chats de jouvet apres la lesion du locus coeruleus",
     ["les chats se levaient et semblaient poursuivre des proies invisibles"]),
    (SS, S7, "list_item", "what did freud think dreams were",
     ["vers l'inconscient et exprimait des d\u00e9sirs refoul\u00e9s"]),
    (SS, S7, "list_item", "what is the activation synthesis theory of dreaming",
     ["un r\u00e9cit que le cortex invente pour donner un sens \u00e0 des signaux al\u00e9atoires"]),
    (SS, S7, "how_why", "why do we forget most of our dreams",
     ["le taux de noradr\u00e9naline dans le cerveau est tr\u00e8s bas"]),
    (SS, S7, "paraphrase", "how can i remember my dreams better",
     ["garder un carnet pr\u00e8s du lit et d'y noter ses r\u00eaves d\u00e8s le r\u00e9veil"]),
    (SS, S7, "exact_term", "what is a lucid dream",
     ["un r\u00eave pendant lequel le dormeur sait qu'il est en train de r\u00eaver"]),
    (SS, S7, "how_why", "how can lucid dreamers send signals to researchers while asleep",
     ["en bougeant les yeux de gauche \u00e0 droite"]),
    (SS, S7, "table_row", "at what time of night do night terrors usually happen",
     ["dans le premier tiers de la nuit"]),
    (SS, S7, "paraphrase", "is there a therapy for frequent nightmares",
     ["la th\u00e9rapie par r\u00e9p\u00e9tition d'imagerie mentale"]),
    (SS, S7, "paraphrase", "c koi la paralysie du someil et cest dangereux ou pas",
     ["Cette exp\u00e9rience fait peur mais elle est sans danger"]),

    # ---------------------------------------------------------------- bread: prose PDF
    (BB, B1, "paraphrase", "how much of a wheat kernel is the endosperm",
     ["The endosperm makes up about 83 percent of the kernel"]),
    (BB, B1, "how_why", "why does wholemeal flour go off faster than white",
     ["Because the germ contains oil, wholemeal flour goes rancid much sooner"]),
    (BB, B1, "table_row", "what protein percentage does strong bread flour have",
     ["Strong bread flour 12 to 14 percent"]),
    (BB, B1, "paraphrase", "what does the 00 on italian flour actually mean",
     ["graded by how finely it is milled and how much bran is left"]),
    (BB, B1, "definition_tail", "is there gluten in flour before you add water",
     ["It forms only when two groups of wheat proteins, glutenins and gliadins, take up water"]),
    (BB, B1, "how_why", "why is pure rye bread so dense",
     ["contain related proteins, but they cannot build a strong network"]),
    (BB, B1, "worked_step", "what hydration is a dough with 1000 g flour and 650 g water",
     ["650 g of water has a hydration of 65 percent"]),
    (BB, B1, "paraphrase", "how hydrated can a ciabatta dough get",
     ["ciabatta can reach 75 to 85 percent"]),
    (BB, B1, "paraphrase", "what temperature should my dough be after mixing",
     ["between 24 and 26 degrees Celsius"]),
    (BB, B1, "exact_term", "what is an autolyse",
     ["only the flour and water are mixed and left to stand"]),
    (BB, B1, "how_why", "why do you leave the salt out of the autolyse",
     ["it tightens the gluten and slows the uptake of water"]),
    (BB, B1, "exact_term", "how do you do the windowpane test",
     ["pulled so thin that light shines through it without tearing"]),
    (BB, B1, "paraphrase", "Quanto sale si mette di solito nell'impasto del pane?",
     ["Salt is usually added at about 2 percent of the flour weight"]),
    (BB, B1, "definition_tail", "what does a low falling number mean",
     ["a low falling number means high enzyme activity"]),
    (BB, B1, "paraphrase", "how should i mix a spelt dough",
     ["spelt doughs should be mixed gently and for a shorter time"]),
    (BB, B1, "table_row", "in the wheat table on page 3 what is einkorn's gluten like and what is it used for",
     ["Einkorn weak and sticky tin loaves and flatbreads"]),

    # ---------------------------------------------------------------- bread: deck
    (BB, B2, "exact_term", "what is the scientific name for bakers yeast",
     ["a single-celled fungus called Saccharomyces cerevisiae"]),
    (BB, B2, "paraphrase", "what does yeast turn the sugars into",
     ["ferments those sugars into carbon dioxide and ethanol"]),
    (BB, B2, "code_block", "whats the chemical equation for yeast fermentation",
     ["C6H12O6 -> 2 C2H5OH + 2 CO2"]),
    (BB, B2, "table_row", "how do you use active dry yeast",
     ["dissolve in warm water before mixing"]),
    (BB, B2, "paraphrase", "how long does fresh yeast last in the fridge",
     ["Fresh yeast keeps only about two weeks in the fridge"]),
    (BB, B2, "worked_step", "recipe says fresh yeast but i only have instant, how much do i use",
     ["use roughly 40 percent of the fresh weight when switching to instant"]),
    (BB, B2, "table_row", "at what temperature does yeast die",
     ["around 60 degrees C"]),
    (BB, B2, "table_row", "what happens if dough ferments at 35 degrees",
     ["very fast gas production, weaker flavour"]),
    (BB, B2, "exact_term", "what is bulk fermentation",
     ["the first rise of the whole batch, before dividing and shaping"]),
    (BB, B2, "paraphrase", "how much of the flour goes into a preferment",
     ["often use 20 to 40 percent of the total flour in a preferment"]),
    (BB, B2, "table_row", "what is a biga",
     ["a stiff Italian preferment used in ciabatta"]),
    (BB, B2, "exact_term", "what does retarding the dough mean",
     ["slowing fermentation by putting dough in the fridge at 2 to 5 degrees C"]),
    (BB, B2, "list_item", "on slide 12, what does it mean if the dent does not spring back at all",
     ["Does not spring back at all: over-proofed"]),
    (BB, B2, "how_why", "why does a lot of sugar slow the yeast down",
     ["Sugar draws water away from yeast cells by osmosis"]),
    (BB, B2, "list_item", "my dough smells really boozy what happened",
     ["Strong smell of alcohol: the dough has fermented for too long"]),

    # ---------------------------------------------------------------- bread: DOCX
    (BB, B3, "exact_term", "what are bakers percentages",
     ["every ingredient is written as a percentage of the total flour weight"]),
    (BB, B3, "how_why", "why do baker's percentages add up to more than 100",
     ["The other ingredients are compared with the flour, not with the whole dough"]),
    (BB, B3, "definition_tail", "what is the total formula percentage of the basic lean dough",
     ["Here it is 170.8 percent"]),
    (BB, B3, "code_block", "how much water goes with 500 g of flour at 68 percent",
     ["Water = 500 g x 0.68 = 340 g"]),
    (BB, B3, "code_block", "what is the total dough weight in worked calculation 1",
     ["Dough = 500 + 340 + 10 + 4 = 854 g"]),
    (BB, B3, "worked_step", "how much flour do i need for 24 rolls of 80 g",
     ["Flour weight = 1958 g / 1.708 = 1146 g"]),
    (BB, B3, "worked_step", "what water temperature do you get in the desired dough temperature example",
     ["Water temperature = 75 - 20 - 22 - 12 = 21 C"]),
    (BB, B3, "exact_term", "what is the friction factor",
     ["the warming caused by the mixer itself"]),
    (BB, B3, "worked_step", "how much flour and water is in 200 g of starter at 100 percent",
     ["Flour in starter = 100 g; water in starter = 100 g"]),
    (BB, B3, "worked_step", "what is the true hydration of the sourdough recipe in calculation 4",
     ["True hydration = 700 / 1000 = 70 %"]),
    (BB, B3, "worked_step", "whats step 2 when scaling a recipe",
     ["Divide each weight by the flour weight and multiply by 100"]),
    (BB, B3, "table_row", "what is the usual salt range in lean bread",
     ["1.8 to 2.2 percent"]),
    (BB, B3, "table_row", "Wie viel Wasser hat ein normales mageres Brot in B\u00e4ckerprozent?",
     ["60 to 80 percent"]),

    # ---------------------------------------------------------------- bread: HTML
    (BB, B4, "paraphrase", "is it ok to divide the dough by eye",
     ["divided by weight with a bench scraper, not by eye"]),
    (BB, B4, "how_why", "why do you leave the dough to rest after preshaping",
     ["This bench rest lets the gluten relax"]),
    (BB, B4, "list_item", "what is a batard",
     ["a short oval loaf, often proofed in an oval basket"]),
    (BB, B4, "how_why", "why dust a banneton with rice flour and not wheat",
     ["it contains no gluten and is less likely to stick"]),
    (BB, B4, "how_why", "how do i get an ear on my sourdough",
     ["hold the blade at a shallow angle of about 30 degrees"]),
    (BB, B4, "exact_term", "what is oven spring",
     ["the rapid rise of a loaf during the first 10 to 15 minutes of baking"]),
    (BB, B4, "how_why", "why do you need steam in the oven",
     ["keeps the crust soft and stretchy for longer"]),
    (BB, B4, "paraphrase", "at what temperature does the maillard reaction start",
     ["starts at around 140 degrees C on the surface"]),
    (BB, B4, "table_row", "what oven temperature for brioche",
     ["170 to 180 C"]),
    (BB, B4, "paraphrase", "what internal temperature means the bread is done",
     ["its centre reaches about 96 to 98 degrees C"]),
    (BB, B4, "exact_term", "what is starch retrogradation",
     ["the starch molecules slowly line up again into a firmer, crystal-like form"]),
    (BB, B4, "paraphrase", "\u00bfPor qu\u00e9 no se debe cortar el pan reci\u00e9n salido del horno?",
     ["cutting it too early gives a gummy crumb"]),
    (BB, B4, "code_block", "in the baking day schedule what happens at 07:00",
     ["07:00 bake straight from the fridge at 250 C"]),

    # ---------------------------------------------------------------- bread: Markdown
    (BB, B5, "paraphrase", "are there more bacteria or yeasts in a starter",
     ["The bacteria usually outnumber the yeasts by about a hundred to one"]),
    (BB, B5, "how_why", "why dont the yeast and bacteria in sourdough compete for food",
     ["The bacteria prefer maltose, a sugar that many sourdough yeasts cannot use"]),
    (BB, B5, "list_item", "how do i make my sourdough more tangy",
     ["A stiffer, cooler starter favours acetic acid and a tangier flavour"]),
    (BB, B5, "worked_step", "what do i do on day 3 of making a starter",
     ["Day 3: discard all but 50 g, then feed it"]),
    (BB, B5, "how_why", "my starter bubbled loads on day 2 and then went dead, did i kill it",
     ["comes from bacteria, not yeast"]),
    (BB, B5, "paraphrase", "how do i know my new starter is ready",
     ["reliably doubles within 4 to 8 hours of a feed"]),
    (BB, B5, "table_row", "how long does a 1:5:5 feed take to peak",
     ["10 to 12 hours"]),
    (BB, B5, "exact_term", "what is a levain",
     ["a portion of starter built up specially for one bake"]),
    (BB, B5, "list_item", "theres grey liquid on top of my starter what is it",
     ["is alcohol made by a hungry starter"]),
    (BB, B5, "list_item", "my starter smells like nail polish remover",
     ["means the starter is very hungry and needs more frequent feeds"]),
    (BB, B5, "paraphrase", "im going away for 2 months what do i do with my starter",
     ["spread on baking paper, dried, crumbled and stored in a jar for months"]),
    (BB, B5, "code_block", "in the weekly fridge routine what happens on sunday evening",
     ["Sun 21:00 starter at peak -> build levain, return 20 g to the fridge"]),
    (BB, B5, "paraphrase", "how ofen shud i feed my startr if i keep it in the frige",
     ["can be kept in the fridge and fed weekly"]),

    # ---------------------------------------------------------------- bread: TXT
    (BB, B6, "exact_term", "what counts as an enriched dough",
     ["any dough with added fat, sugar, eggs or milk"]),
    (BB, B6, "paraphrase", "how much butter can brioche have",
     ["it can contain 50 to 70 percent butter on the flour weight"]),
    (BB, B6, "how_why", "when do you add the butter to a brioche dough",
     ["add soft butter gradually at the end of mixing"]),
    (BB, B6, "how_why", "why do old recipes tell you to scald the milk",
     ["contains a protein called glutathione that weakens gluten"]),
    (BB, B6, "exact_term", "if rye has no gluten what holds the dough together",
     ["held together instead by pentosans"]),
    (BB, B6, "how_why", "why are traditional rye breads made with sourdough",
     ["Acidifying the dough with a sourdough slows this enzyme down"]),
    (BB, B6, "list_item", "how long should i wait before slicing rye bread",
     ["Let a baked rye loaf rest at least 24 hours before slicing"]),
    (BB, B6, "paraphrase", "what replaces gluten in gluten free bread",
     ["The most common binder is psyllium husk"]),
    (BB, B6, "paraphrase", "can someone with coeliac disease eat oats",
     ["should only use oats labelled gluten-free"]),
    (BB, B6, "code_block", "why did my bread come out with a pale crust",
     ["Pale crust oven too cool or too little sugar left"]),
    (BB, B6, "how_why", "y is there a big hole right under the top crust of my loaf",
     ["the dough was under-proofed, so the inside was still expanding after the crust had set"]),
    (BB, B6, "exact_term", "what does ascorbic acid do in dough",
     ["acts as a flour improver: it strengthens the gluten"]),
    (BB, B6, "paraphrase", "is sourdough bread actually healthier",
     ["breaks down some of the phytic acid in flour"]),

    # ---------------------------------------------------------------- bread: Italian PDF
    (BB, B7, "paraphrase", "what kind of flour do they use for bread in southern italy",
     ["si usa molto la semola di grano duro"]),
    (BB, B7, "paraphrase", "who invented ciabatta and when",
     ["Fu inventata nel 1982 dal fornaio Arnaldo Cavallari"]),
    (BB, B7, "how_why", "why was ciabatta invented",
     ["come risposta italiana alla baguette francese"]),
    (BB, B7, "exact_term", "where does the name ciabatta come from",
     ["la forma bassa e allungata, che ricorda una pantofola"]),
    (BB, B7, "paraphrase", "what was special about pane di altamura getting DOP",
     ["il primo pane europeo a ottenere la Denominazione di Origine Protetta"]),
    (BB, B7, "paraphrase", "how thick is the crust of altamura bread",
     ["una crosta spessa almeno tre millimetri"]),
    (BB, B7, "how_why", "perche il pane toscano e senza sale",
     ["Pisa blocc\u00f2 il commercio del sale verso Firenze"]),
    (BB, B7, "exact_term", "what is the salamoia on focaccia genovese",
     ["un'emulsione di acqua, sale e olio extravergine d'oliva"]),
    (BB, B7, "exact_term", "who created grissini",
     ["il fornaio di corte Antonio Brunero"]),
    (BB, B7, "definition_tail", "why do grissini keep for weeks",
     ["contengono pochissima acqua e quasi nessuna mollica"]),
    (BB, B7, "how_why", "what is the carasatura in pane carasau",
     ["tagliato in due fogli sottili che tornano nel forno per la seconda cottura"]),
    (BB, B7, "paraphrase", "why did sardinian shepherds take pane carasau with them",
     ["il pane carasau si conserva per mesi"]),
    (BB, B7, "table_row", "Nella tabella a pagina 2, di che regione \u00e8 il pane sciocco e che farina usa?",
     ["Pane sciocco Toscana grano tenero senza sale"]),
]

# Near-topic questions the course does not answer: (course, question, terms). None of the terms
# (regular expressions, whole words, any case) occurs in the course's text outside answer keys.
UNANSWERABLE = [
    # sleep
    (SS, "how many hours a day do koalas sleep", [r"koalas?"]),
    (SS, "what is fatal familial insomnia", [r"fatal familial", r"prions?"]),
    (SS, "how does zolpidem work as a sleeping pill", [r"zolpidem", r"Ambien", r"benzodiazepines?"]),
    (SS, "which neurotransmitter do the VLPO neurons use to switch off the arousal centres", [r"GABA", r"galanin", r"neurotransmitters?"]),
    (SS, "what is kleine levin syndrome, the sleeping beauty disease", [r"Kleine", r"Levin", r"sleeping beauty"]),
    (SS, "do weighted blankets help with insomnia", [r"weighted", r"blankets? help"]),
    (SS, "does tart cherry juice help you sleep", [r"cherr(y|ies)", r"juice"]),
    (SS, "what test do doctors use in the lab to confirm narcolepsy", [r"multiple sleep latency", r"MSLT", r"lumbar"]),
    (SS, "how do astronauts sleep on the space station", [r"astronauts?", r"space station", r"ISS"]),
    (SS, "does bad sleep cause alzheimers in people", [r"Alzheimer'?s?"]),
    (SS, "why is yawning contagious", [r"contagious"]),
    (SS, "how many hours a day do dogs sleep", [r"dogs?", r"puppies"]),
    (SS, "how accurate are fitbits and smartwatches at tracking sleep stages", [r"Fitbits?", r"smartwatch(es)?", r"wearables?", r"trackers?"]),
    (SS, "does eating cheese before bed give you nightmares", [r"cheese", r"fromage"]),
    (SS, "which countries have got rid of daylight saving time", [r"abolish(ed)?", r"got rid", r"Arizona", r"Russia"]),
    (SS, "what is the best sleeping position if you have back pain", [r"back pain", r"sleeping positions?", r"on your side"]),
    (SS, "Est-ce que les aveugles r\u00eavent en images ?", [r"aveugles?", r"blind"]),
    (SS, "what does it mean if you dream about your teeth falling out", [r"dents", r"teeth"]),
    (SS, "what is the maximum safe amount of caffeine per day for a teenager", [r"400", r"safe (dose|limit|amount)", r"daily limit", r"maximum"]),
    (SS, "how many mg of melatonin should i take for jet lag", [r"mg", r"milligrams? of melatonin"]),
    (SS, "what is the difference between cpap and bipap", [r"BiPAP", r"bilevel", r"bi-level"]),
    (SS, "what is the stanford sleepiness scale", [r"Stanford"]),
    # bread
    (BB, "why do you boil bagels before baking them", [r"boil(ed|ing|s)?", r"lye"]),
    (BB, "what is tangzhong and how does it make bread softer", [r"tangzhong", r"water roux", r"yudane"]),
    (BB, "how do you bake naan in a tandoor", [r"naan", r"tandoor"]),
    (BB, "how do you make pretzels brown", [r"pretzels?", r"lye"]),
    (BB, "is it worth buying a bread machine", [r"bread machines?", r"breadmakers?"]),
    (BB, "whats the difference between baking soda and baking powder in quick breads", [r"baking soda", r"baking powder", r"bicarbonate"]),
    (BB, "can i use honey instead of sugar in bread dough", [r"honey"]),
    (BB, "what hydration should a bagel dough have", [r"bagel dough", r"hydration of (a )?bagels?"]),
    (BB, "can i start a sourdough starter with pineapple juice", [r"pineapple", r"juice"]),
    (BB, "what humidity should a proofing cabinet be set to", [r"humidity", r"proofing (box|cabinet)", r"proofers?"]),
    (BB, "who invented sliced bread", [r"sliced bread", r"Rohwedder", r"invented"]),
    (BB, "what is the legal definition of a french baguette de tradition", [r"baguette de tradition", r"decree", r"d[\u00e9e]cret", r"legal"]),
    (BB, "how much protein does spelt flour have", [r"spelt flour", r"spelt.{0,30}percent"]),
    (BB, "Come si fa la vera pizza napoletana?", [r"napoletana", r"Napoli", r"Naples", r"Neapolitan"]),
    (BB, "what is a couche and how do you use it", [r"couche"]),
    (BB, "how many calories are in a slice of sourdough", [r"calories", r"kcal"]),
    (BB, "what is the glycemic index of sourdough compared to white bread", [r"glyc(a)?emic"]),
    (BB, "why do some bakers add diastatic malt powder", [r"malt", r"diastatic"]),
    (BB, "what falling number in seconds is good for bread flour", [r"seconds"]),
    (BB, "Comment r\u00e9ussir des croissants feuillet\u00e9s ?", [r"croissants?", r"laminat(ed|ion|ing)"]),
]

# Unanswerable questions answered only in a deck's speaker notes (the product reads no notes).
NOTES_ONLY = {
    "why were the old sleep stages 3 and 4 merged into one stage": (SS, S2, r"could not tell them apart"),
    "whose sleep was aserinsky watching when he first saw the eye movements": (SS, S2, r"Armond"),
    "who first described REM sleep behaviour disorder in humans": (SS, S2, r"Schenck"),
    "can i learn a new language by playing recordings while i sleep": (SS, S2, r"new language"),
    "where did the wild elephant sleep study take place": (SS, S2, r"Botswana"),
    "who named the glymphatic system": (SS, S2, r"Nedergaard"),
    "what is the basic rest activity cycle": (SS, S2, r"basic rest-activity"),
    "why is it called a poolish": (BB, B2, r"Polish"),
    "can i save an over-proofed loaf somehow": (BB, B2, r"bake them in a tin"),
    "does yeast make glycerol in the dough": (BB, B2, r"glycerol"),
    "who proved that fermentation is done by living yeast cells": (BB, B2, r"Louis Pasteur"),
    "what is the longest you can retard a dough in the fridge": (BB, B2, r"72 hours"),
    "how long does panettone take from start to finish": (BB, B2, r"Panettone"),
    "how big is a cube of fresh yeast": (BB, B2, r"42 g cubes"),
}
UNANSWERABLE += [(c, q, [pat]) for q, (c, _f, pat) in NOTES_ONLY.items()]

# Teacher-only answer-key sections: from this heading to the end of the file's paragraphs.
KEY_SECTIONS = {
    (SS, S3): "Answer key (teacher only)",
    (SS, S6): "8. ANSWER KEY (TEACHER ONLY)",
    (BB, B3): "Answer key (teacher only)",
    (BB, B6): "8. ANSWER KEY (TEACHER ONLY)",
}

# Unanswerable questions answered only inside an answer-key section.
KEY_ONLY = {
    "which vaccine was linked to the rise in narcolepsy after swine flu": (SS, S3, r"Pandemrix"),
    "which sleep clinic is the apnoea case study patient from": (SS, S3, r"Royal Brompton"),
    "who ran the study comparing counting sheep with imagining a waterfall": (SS, S6, r"Harvey"),
    "where does the 24 rolls scaling example come from": (BB, B3, r"Bakewell"),
    "whose recipe is used for the rye bread demonstration": (BB, B6, r"Kolar"),
    "what is bohemian black bread": (BB, B6, r"Bohemian"),
}
UNANSWERABLE += [(c, q, [pat]) for q, (c, _f, pat) in KEY_ONLY.items()]

# A deck note that starts like this is addressed to the teacher (check.py sorts notes with it);
# in this set no note of any kind is course content.
TEACHER_NOTE = "teacher only:"

# Questions from the other subject: their terms are absent from their own course and present in
# the other course.
OTHER_COURSE = [
    (SS, "what is an autolyse in bread making", [r"autolyse"]),
    (SS, "how do you make a poolish", [r"poolish"]),
    (SS, "Che cos'\u00e8 il pane carasau?", [r"carasau"]),
    (BB, "what happens in the brain during REM sleep", [r"REM"]),
    (BB, "how do i get over jet lag faster", [r"jet lag"]),
    (BB, "Qu'est-ce qu'un r\u00eave lucide ?", [r"lucide"]),
]

SEED = 20260147

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
        final.append({"id": f"ab47-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
