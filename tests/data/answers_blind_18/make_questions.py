"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 18. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
EP = "epidemiology"
EG = "ancient-egypt"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("intention to treat", "opet festival")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a formula, calculation or timeline block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

E1 = "01-measuring-disease-frequency.pdf"
E2 = "02-study-designs-and-measures-of-association-slides.pdf"
E3 = "03-screening-and-diagnostic-tests.docx"
E4 = "04-infectious-disease-epidemiology.md"
E5 = "05-outbreak-investigation-field-notes.txt"
G1 = "01-the-kingdoms-of-egypt.pdf"
G2 = "02-gods-death-and-the-afterlife-slides.pdf"
G3 = "03-hieroglyphs-scribes-and-literature.docx"
G4 = "04-daily-life-on-the-nile.md"
G5 = "05-pyramids-tombs-and-excavators-notes.txt"

# (course, source file, kind, question, [gold snippet])
ANSWERABLE = [
    # ---- Epidemiology, E1: measuring disease frequency (prose PDF) ----
    (EP, E1, "paraphrase", "whats the difference between a ratio and a proportion, they sound the same",
     ["A proportion is a ratio in which the numerator is included in the denominator"]),
    (EP, E1, "how_why", "why isnt prevalence much use for finding out what causes a disease",
     ["many people fall ill or that people stay ill for a long time"]),
    (EP, E1, "definition_tail", "incidence proportion = the proportion of who exactly?",
     ["people initially free of the disease who develop it during a stated period"]),
    (EP, E1, "table_row", "in the person time table which person moved away and how many years did they count for",
     ["C 4.0 Moved away and was lost to follow-up"]),
    (EP, E1, "worked_step", "what incidence rate do u get for the five people example",
     ["1 / 19 = 5.3 cases per 100 person-years"]),
    (EP, E1, "paraphrase", "if a thousand ppl are each watched for 6 months how many person years is that",
     ["followed for half a year each give 500 person-years"]),
    (EP, E1, "how_why", "how can a treatment that keeps people alive make the prevalence go up??",
     ["because the average duration has grown"]),
    (EP, E1, "code_block", "incidence 4 per 1000 person years and it lasts 10 years, what prevalence roughly",
     ["0.004 x 10 = 0.04 = 4 percent"]),
    (EP, E1, "how_why", "why is maternal mortality a 'ratio' and not a rate",
     ["the women who die are not all contained in the denominator of births"]),
    (EP, E1, "worked_step", "what's seaton's death rate after age standardisation",
     ["610 deaths per 100,000 = 6.1 per 1,000"]),
    (EP, E1, "paraphrase", "are the standardised rates actually the real death rates of the two towns",
     ["not real rates of either town; they are only useful for comparison"]),
    (EP, E1, "exact_term", "how do you calculate an smr",
     ["the observed number of deaths divided by the expected number"]),
    (EP, E1, "paraphrase", "how come workers in dangerous jobs can have fewer deaths than expected",
     ["people who are seriously ill are less likely to be employed in the first place"]),

    # ---- Epidemiology, E2: study designs and measures of association (slides) ----
    (EP, E2, "exact_term", "ecological fallacy meaning",
     ["a link seen between groups need not hold for the individuals in them"]),
    (EP, E2, "how_why", "why cant a cross sectional survey show cause and effect",
     ["we often cannot tell which came first, the exposure or the disease"]),
    (EP, E2, "paraphrase", "which study design is best if the disease is really rare",
     ["Efficient for rare diseases and for diseases with a long latent period"]),
    (EP, E2, "list_item", "is there a downside to matching controls on age and sex",
     ["you cannot then study the matched factor"]),
    (EP, E2, "keyword", "intention to treat",
     ["keep people in the group they were randomised to"]),
    (EP, E2, "worked_step", "in the workers cohort example what did the risk ratio come out as",
     ["Risk ratio = 3.0 / 0.5 = 6.0"]),
    (EP, E2, "worked_step", "odds ratio calculation for the 200 cases and 400 controls",
     ["(80 x 320) / (80 x 120) = 2.67"]),
    (EP, E2, "worked_step", "stroke trial, how many people need treating to stop one stroke",
     ["Number needed to treat = 1 / 0.04 = 25 patients"]),
    (EP, E2, "exact_term", "what's recall bias",
     ["cases search their memories harder for possible causes than healthy controls do"]),
    (EP, E2, "list_item", "which of bradford hills criteria actually has to be met",
     ["Only temporality is essential: the cause must come before the effect"]),
    (EP, E2, "table_row", "summary table of designs - cohort studies, main measure and key weakness?",
     ["Cohort Exposure Risk ratio Slow and costly"]),
    (EP, E2, "how_why", "should effect modification be adjusted away like confounding?",
     ["a real finding to be reported, not a bias to be removed"]),

    # ---- Epidemiology, E3: screening and diagnostic tests (DOCX) ----
    (EP, E3, "how_why", "why is screening ethically more of a big deal than normal treatment",
     ["Because screening is offered to healthy people who did not ask for medical help"]),
    (EP, E3, "definition_tail", "specificity is the proportion of which people",
     ["the proportion of people without the disease whom the test correctly identifies as negative"]),
    (EP, E3, "keyword", "snnout",
     ["when a test with high Sensitivity is Negative, it rules the disease out"]),
    (EP, E3, "how_why", "what happens if i drop the cutoff on a blood test",
     ["lowering the cut-off catches more cases but labels more healthy people positive"]),
    (EP, E3, "worked_step", "ppv of the 90% sensitive 95% specific test when 10 percent have the disease",
     ["the positive predictive value is 90 / 135 = 66.7 percent"]),
    (EP, E3, "worked_step", "and if only 1% of people have it what happens to the ppv",
     ["The positive predictive value falls to 90 / 585 = 15.4 percent"]),
    (EP, E3, "list_item", "how do i get the number of false positives when working out a ppv",
     ["by one minus the specificity to get the false positives"]),
    (EP, E3, "exact_term", "formula for LR+",
     ["The positive likelihood ratio is sensitivity / (1 - specificity)"]),
    (EP, E3, "paraphrase", "why r roc curves called that, whats the receiver",
     ["radar operators in the Second World War"]),
    (EP, E3, "list_item", "what is lead time bias",
     ["lengthens the time from diagnosis to death even if death comes no later"]),

    # ---- Epidemiology, E4: infectious disease epidemiology (Markdown) ----
    (EP, E4, "how_why", "why is a disease harder to control if the latent period is shorter than the incubation period",
     ["people can infect others before they feel ill, which makes control much harder"]),
    (EP, E4, "definition_tail", "serial interval = time between what and what",
     ["the time between the onset of symptoms in one case and the onset"]),
    (EP, E4, "code_block", "r0 formula using contacts and transmission probability",
     ["R0 = p x c x D"]),
    (EP, E4, "worked_step", "5% chance per contact, 10 contacts a day, infectious 6 days. what's R0",
     ["R0 = 0.05 x 10 x 6 = 3.0"]),
    (EP, E4, "paraphrase", "what % of ppl need to be immune to stop measles",
     ["the threshold is 1 - 1/15 = 93.3 percent"]),
    (EP, E4, "worked_step", "r0 of 3 and the vaccine only works in 90% of people, what coverage do we need",
     ["coverage must reach 0.667 / 0.9 = 74.1 percent"]),
    (EP, E4, "table_row", "how is polio transmitted",
     ["Faecal-oral, via contaminated food or water"]),
    (EP, E4, "how_why", "if the vaccine works why are most of the cases in the outbreak vaccinated people",
     ["simply because there are so many more vaccinated people to fall ill"]),
    (EP, E4, "code_block", "equation for dI/dt in the SIR model",
     ["dI/dt = beta * S * I / N - gamma * I"]),
    (EP, E4, "how_why", "why does an epidemic end up infecting more people than the herd immunity level",
     ["because transmission continues for a while after the threshold is passed"]),

    # ---- Epidemiology, E5: outbreak investigation field notes (TXT) ----
    (EP, E5, "paraphrase", "is 2 cases of botulism enough to call it an outbreak",
     ["Two linked cases of a rare disease such as botulism are an outbreak"]),
    (EP, E5, "list_item", "what's the step after checking the diagnosis with the lab",
     ["Write a working case definition"]),
    (EP, E5, "how_why", "why start with a loose case definition",
     ["a loose, sensitive definition helps to find as many cases as possible"]),
    (EP, E5, "paraphrase", "what does the epi curve look like when people keep passing it on to each other",
     ["a series of progressively taller peaks, one incubation period apart"]),
    (EP, E5, "worked_step", "how do i work out when people got exposed from a point source curve",
     ["count back one median incubation period from the peak of the curve"]),
    (EP, E5, "table_row", "attack rates for the potato salad at the church supper",
     ["Potato salad 40/52 77% 6/49 12% 6.3"]),
    (EP, E5, "how_why", "why didnt the brewery workers get cholera",
     ["who drank beer and had their own well, were largely spared"]),
    (EP, E5, "exact_term", "when did they take the handle off the broad st pump",
     ["On 8 September 1854 the handle of the pump was removed"]),
    (EP, E5, "keyword", "typhoid mary what happened to her",
     ["spent the last 23 years of her life in isolation"]),
    (EP, E5, "table_row", "fomite definition",
     ["Fomite an object that carries infection, such as a towel"]),

    # ---- Ancient Egypt, G1: the kingdoms of Egypt (prose PDF) ----
    (EG, G1, "exact_term", "who split egyptian history into dynasties",
     ["Manetho divided the rulers into thirty dynasties"]),
    (EG, G1, "table_row", "what dates was the middle kingdom",
     ["Middle Kingdom later 11-12 (and 13) 2055-1650 BC"]),
    (EG, G1, "paraphrase", "what title showed the king ruled both upper and lower egypt",
     ["and one of his titles was \"Lord of the Two Lands\""]),
    (EG, G1, "how_why", "why is the bent pyramid bent",
     ["probably because the structure was becoming unstable"]),
    (EG, G1, "exact_term", "what are the pyramid texts",
     ["Pyramid Texts, spells to help the king in the afterlife"]),
    (EG, G1, "exact_term", "what does hyksos mean",
     ["heqau khasut, \"rulers of foreign lands\""]),
    (EG, G1, "how_why", "how do we know seqenenre tao died fighting",
     ["Seqenenre's mummy shows terrible head wounds"]),
    (EG, G1, "how_why", "why did thutmose III erase hatshepsut, was it revenge",
     ["it may have been a political move to secure his son's succession"]),
    (EG, G1, "paraphrase", "what was the name of akhenatens new city",
     ["called Akhetaten, known today as Amarna"]),
    (EG, G1, "paraphrase", "who actually won at kadesh",
     ["the battle ended roughly in a draw"]),
    (EG, G1, "paraphrase", "was the pharaoh the priest of all the temples",
     ["In theory he was the only priest of every temple"]),
    (EG, G1, "keyword", "sed festival",
     ["a jubilee usually celebrated after thirty years on the throne"]),
    (EG, G1, "table_row", "what is mentuhotep ii famous for",
     ["Mentuhotep II Middle Kingdom Reuniting Egypt after the First Intermediate Period"]),

    # ---- Ancient Egypt, G2: gods, death and the afterlife (slides) ----
    (EG, G2, "paraphrase", "did egyptians think their gods were actually animals",
     ["showed a quality of the god, not that the god was an animal"]),
    (EG, G2, "paraphrase", "how did ptah make the world in the memphis version",
     ["by thinking it in his heart and speaking it with his tongue"]),
    (EG, G2, "list_item", "how many bits did set chop osiris into",
     ["Set later cut the body into fourteen pieces and scattered them across Egypt"]),
    (EG, G2, "how_why", "why is anubis a jackal",
     ["Jackals prowled desert cemeteries, so a jackal god was made their protector"]),
    (EG, G2, "how_why", "why did they leave the heart inside the mummy",
     ["The heart was left in place, as the seat of thought and feeling"]),
    (EG, G2, "exact_term", "how long did they leave the body in natron",
     ["covered with natron salt to dry it, for about 40 days"]),
    (EG, G2, "list_item", "which canopic jar had the lungs in it",
     ["Hapy (baboon head): the lungs"]),
    (EG, G2, "paraphrase", "what did the egyptians themselves call the book of the dead",
     ["\"the spells for going forth by day\""]),
    (EG, G2, "how_why", "what happend if your heart was heavier than the feather",
     ["A heart heavy with wrongdoing was eaten by Ammit, and the person ceased to exist"]),
    (EG, G2, "how_why", "whats the point of shabtis",
     ["Small mummy-shaped figures that did the owner's farm work in the afterlife"]),
    (EG, G2, "keyword", "opet festival",
     ["Opet festival: Amun travelled from Karnak to Luxor temple"]),
    (EG, G2, "table_row", "is thoth a moon god too, and is he ever shown as a baboon",
     ["Thoth Ibis or baboon Writing, wisdom, the moon"]),

    # ---- Ancient Egypt, G3: hieroglyphs, scribes and literature (DOCX) ----
    (EG, G3, "exact_term", "whats the oldest egyptian writing and where was it found",
     ["small bone and ivory labels from tomb U-j at Abydos"]),
    (EG, G3, "definition_tail", "what are determinatives in hieroglyphs",
     ["no sound of their own that are placed at the end of a word"]),
    (EG, G3, "how_why", "why dont we know how egyptian was pronounced",
     ["Vowels were left out, much as in modern Arabic or Hebrew"]),
    (EG, G3, "how_why", "why is the name ring called a cartouche",
     ["thought the shape looked like the paper cartridges for their guns"]),
    (EG, G3, "table_row", "when was demotic used from and to",
     ["About 650 BC to AD 452"]),
    (EG, G3, "paraphrase", "what does the text on the rosetta stone actually say",
     ["a decree issued by a council of priests at Memphis in 196 BC"]),
    (EG, G3, "how_why", "why do scribes use red ink for some bits",
     ["red ink was used for headings and for the beginning of new sections"]),
    (EG, G3, "keyword", "satire of the trades",
     ["a father's advice to his son as he takes him to school"]),
    (EG, G3, "list_item", "which egyptian story has the giant talking snake",
     ["The Tale of the Shipwrecked Sailor is a story within a story"]),
    (EG, G3, "paraphrase", "how did egyptians write fractions like 2/5",
     ["Egyptians wrote fractions as sums of unit fractions"]),

    # ---- Ancient Egypt, G4: daily life on the Nile (Markdown) ----
    (EG, G4, "exact_term", "what does kemet mean",
     ["\"the black land\", after this dark soil"]),
    (EG, G4, "how_why", "what did they use the nilometer readings for",
     ["the readings were used to forecast the harvest and to set the rate of tax"]),
    (EG, G4, "list_item", "what was the peret season",
     ["the growing season, when the water withdrew and crops were sown and grew"]),
    (EG, G4, "how_why", "why did the egyptian calendar drift out of line with the seasons",
     ["Because there was no leap year, this civil calendar slipped a quarter of a day"]),
    (EG, G4, "how_why", "why were egyptians teeth so worn down",
     ["Egyptian bread was gritty with sand and particles of grinding stone"]),
    (EG, G4, "paraphrase", "were the pyramids built by slaves or not",
     ["popularised by Hollywood, has been abandoned by archaeologists"]),
    (EG, G4, "paraphrase", "how many days off did the tomb builders at deir el medina get",
     ["they worked a ten-day week, with two days off in every ten"]),
    (EG, G4, "keyword", "first strike in history",
     ["This is the earliest recorded strike in history"]),
    (EG, G4, "exact_term", "who was naunakhte and why is she famous",
     ["disinherited four of her eight children because they had not looked after her"]),
    (EG, G4, "how_why", "did any of the egyptian medicine actually work",
     ["honey, which has antibacterial properties, was spread on wounds"]),

    # ---- Ancient Egypt, G5: pyramids, tombs and excavators (TXT) ----
    (EG, G5, "how_why", "in the djehutihotep painting why is someone pouring water in front of the sledge",
     ["wetting the sand roughly halves the force needed to pull a heavy load"]),
    (EG, G5, "keyword", "merer papyri",
     ["the logbook of an official called Merer"]),
    (EG, G5, "table_row", "how tall was the red pyramid originally",
     ["Red Pyramid Dahshur Sneferu 4th about 105 m"]),
    (EG, G5, "how_why", "why is the great pyramid not as tall as it used to be",
     ["because it has lost its capstone and almost all of its casing"]),
    (EG, G5, "paraphrase", "whats the evidence that khufu really built the great pyramid and its not older",
     ["painted marks left by the work gangs include Khufu's name"]),
    (EG, G5, "paraphrase", "did napoleons army shoot the sphinx's nose off",
     ["the popular story that Napoleon's soldiers shot it off is false"]),
    (EG, G5, "code_block", "when did they open tutankhamuns burial chamber",
     ["16 February 1923 the sealed Burial Chamber officially opened"]),
    (EG, G5, "how_why", "what did lord carnarvon really die of, was it the curse",
     ["Carnarvon died of blood poisoning after an infected mosquito bite"]),
    (EG, G5, "paraphrase", "why is there an egyptian temple in a museum in new york",
     ["Several smaller temples were given to countries that helped"]),
    (EG, G5, "exact_term", "what is petrie's sequence dating",
     ["putting graves in order by the changing styles of the pottery"]),
]

# Near-topic questions that no file of the course answers. The search terms are absent from
# every file of the course (check.py verifies this with a word-boundary regex).
UNANSWERABLE = [
    (EP, "how do you get a hazard ratio from cox regression",
     [r"hazard", r"Cox", r"Kaplan"]),
    (EP, "how big a sample size do i need for a case control study",
     [r"sample sizes?", r"power calculations?"]),
    (EP, "what is a nested case control study",
     [r"nested", r"case-cohort"]),
    (EP, "whats the difference between a qaly and a daly",
     [r"QALYs?", r"quality-adjusted"]),
    (EP, "what is the case fatality of ebola",
     [r"Ebola"]),
    (EP, "what does the seir model add to the sir model",
     [r"SEIR", r"SEIRS"]),
    (EP, "how do you calculate the population attributable fraction",
     [r"population attributable", r"PAF"]),
    (EP, "what is the hawthorne effect in a study",
     [r"Hawthorne"]),
    (EP, "how does a crossover trial work",
     [r"cross-?over"]),
    (EP, "what is ring vaccination and when is it used",
     [r"ring vaccination", r"ring"]),
    (EP, "can you explain simpsons paradox",
     [r"Simpson's", r"Simpson", r"paradox of"]),
    (EP, "how do i work out cohen's kappa for two raters",
     [r"kappa", r"Cohen's", r"inter-rater"]),
    (EG, "what did the kingdom of meroe believe in",
     [r"Meroe", r"Meroitic"]),
    (EG, "what was the khufu solar boat found next to the pyramid",
     [r"solar boats?", r"boat pits?"]),
    (EG, "who was queen nefertari",
     [r"Nefertari"]),
    (EG, "what was the vizier rekhmire's job",
     [r"Rekhmire"]),
    (EG, "what happens in each hour of the amduat",
     [r"Amduat"]),
    (EG, "how did egyptians make faience and glass",
     [r"faience", r"glass"]),
    (EG, "which pharaoh was it in the exodus story with moses",
     [r"Exodus", r"Moses"]),
    (EG, "how tall was the lighthouse of alexandria",
     [r"lighthouse", r"Pharos"]),
    (EG, "what did zahi hawass find at giza",
     [r"Hawass", r"Lehner"]),
    (EG, "what happened to napoleon's fleet at the battle of the nile",
     [r"Nelson", r"Aboukir", r"Abu Qir", r"fleet"]),
    (EG, "which queens were buried in the valley of the queens",
     [r"Valley of the Queens"]),
    (EG, "what was in the amarna letters",
     [r"Amarna letters", r"tablets?"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (EP, "who built the great pyramid", [r"Khufu", r"Great Pyramid"]),
    (EP, "what is the rosetta stone", [r"Rosetta"]),
    (EP, "why did the egyptians mummify bodies", [r"mummif\w*", r"mumm(?:y|ies)"]),
    (EG, "what is herd immunity", [r"herd immunity"]),
    (EG, "how do i calculate an odds ratio", [r"odds ratios?"]),
    (EG, "what did john snow find out about cholera", [r"cholera", r"John Snow"]),
]

SEED = 20251218


def rows():
    out = []
    for course, source, kind, q, gold in ANSWERABLE:
        page = None
        if source.endswith(".pdf"):
            page = find_page(ROOT / "corpus" / course / source, gold[0])
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
        final.append({"id": f"ab18-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
