"""Write questions.jsonl from the hand-written questions below (set 23).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/. Only the PDF page of the first gold snippet is looked up automatically
(pdfminer text through pdfplumber); check.py then verifies everything against corpus/.

A question that names a page or a slide ("page 2", "slide 21") uses the PDF page number, and
slide decks count the title page as slide 1, so slide N is page N. rows() asserts that the
number in the question is the page where the gold was found.

Run build.py first.
"""
import json
import random
import re
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
PH = "physiology"
CW = "civil-war"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("frank starling", "twenty negro law")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

P1 = "01-cardiac-output-and-blood-pressure.pdf"
P2 = "02-respiration-and-renal-slides.pdf"
P3 = "03-body-fluid-compartments.docx"
P4 = "04-nerve-and-muscle.md"
P5 = "05-hormones-and-feedback-notes.txt"
C1 = "01-causes-and-secession.pdf"
C2 = "02-campaigns-and-battles-slides.pdf"
C3 = "03-emancipation-and-home-fronts.docx"
C4 = "04-reconstruction-and-the-amendments.md"
C5 = "05-end-of-reconstruction-and-memory-notes.txt"

# (course, source, kind, question, [gold])
ANSWERABLE = [
    # ---- physiology, 01 prose PDF (cardiac output and blood pressure) ----
    (PH, P1, "worked_step", "in the exercise example how much blood does the heart pump per minute",
     ["150 x 110 = 16,500 mL/min, or 16.5 L/min"]),
    (PH, P1, "worked_step", "mean arterial pressure for someone at 150/90?",
     ["90 + 60 / 3 = 110 mmHg"]),
    (PH, P1, "worked_step", "how do you get total peripheral resistance from MAP and cardiac output, what number comes out",
     ["TPR = MAP / CO = 93.3 / 4.9 = 19.0 mmHg per L/min"]),
    (PH, P1, "code_block", "how do i calcualte cardiac output",
     ["Cardiac output = heart rate x stroke volume"]),
    (PH, P1, "code_block", "¿Cómo se calcula la presión arterial media a partir de la sistólica y la diastólica?",
     ["MAP = DBP + (SBP - DBP) / 3"]),
    (PH, P1, "table_row", "typical end systolic volume at rest",
     ["End-systolic volume ESV 50 mL"]),
    (PH, P1, "definition_tail", "ejection fraction is the share of what exactly",
     ["end-diastolic volume that is pumped out with each beat"]),
    (PH, P1, "list_item", "whats afterload",
     ["the pressure the ventricle must overcome to open the aortic valve"]),
    (PH, P1, "how_why", "why isnt MAP just halfway between systolic and diastolic",
     ["the heart spends about two thirds of each cycle in diastole"]),
    (PH, P1, "how_why", "why does a heart transplant patient have a higher resting heart rate",
     ["A heart transplanted into a new patient has lost its nerves"]),
    (PH, P1, "paraphrase", "where are the sensors that notice when blood pressure goes up",
     ["sit in the wall of the carotid sinus and the aortic arch"]),

    # ---- physiology, 02 slides (breathing, gas exchange, renal clearance) ----
    (PH, P2, "table_row", "how much air is still in your lungs after you breathe out as hard as you can",
     ["Residual volume air left in the lungs after a full breath out 1,200 mL"]),
    (PH, P2, "code_block", "how is vital capacity worked out",
     ["IRV + VT + ERV = 3,000 + 500 + 1,100 = 4,600 mL"]),
    (PH, P2, "worked_step", "alveolar ventilation with a tidal volume of 500 and 12 breaths",
     ["VA = (500 - 150) x 12 = 4,200 mL/min"]),
    (PH, P2, "worked_step", "if someone breathes 250 ml 24 times a minute what is the alveolar ventilation",
     ["VA = (250 - 150) x 24 = 2,400 mL/min"]),
    (PH, P2, "worked_step", "worked example of inulin clearence",
     ["C inulin = 25 mg/mL x 1.5 mL/min / 0.3 mg/mL = 125 mL/min"]),
    (PH, P2, "worked_step", "what fraction of the renal plasma gets filtered",
     ["Filtration fraction = GFR / RPF = 125 / 625 = 0.20"]),
    (PH, P2, "exact_term", "how big is the anatomical dead space",
     ["This anatomical dead space is about 150 mL in an adult"]),
    (PH, P2, "keyword", "FEV1/FVC obstructive",
     ["Obstructive disease (asthma, COPD): the ratio falls below 0.7"]),
    (PH, P2, "how_why", "why cant a spirometer measure total lung capacity",
     ["The residual volume never leaves the lungs"]),
    (PH, P2, "paraphrase", "how much O2 does one gram of hemoglobin hold",
     ["Each gram of haemoglobin can carry 1.34 mL of oxygen"]),
    (PH, P2, "list_item", "on slide 16 how saturated is venous blood at 40 mmHg",
     ["At 40 mmHg, mixed venous blood at rest: about 75 percent saturated"]),

    # ---- physiology, 03 DOCX (body fluid compartments) ----
    (PH, P3, "worked_step", "in the evans blue example what is the plasma volume",
     ["(30 - 2) / 0.008 = 3,500 mL"]),
    (PH, P3, "worked_step", "how much of a litre of 5% dextrose ends up inside cells",
     ["1,000 x 28 / 42 = 667 mL enters the cells"]),
    (PH, P3, "worked_step", "net filtration pressure at the arteriole end of a capillary",
     ["35 - 22 = 13 mmHg outwards"]),
    (PH, P3, "table_row", "what do you use to measure plasma volume",
     ["Evans blue dye, which binds to plasma albumin"]),
    (PH, P3, "keyword", "60 40 20 rule",
     ["intracellular fluid about 40 percent and extracellular fluid about 20 percent"]),
    (PH, P3, "how_why", "why is sodium multiplied by two in the osmolality estimate",
     ["Sodium is doubled because every sodium ion comes with a partner anion"]),
    (PH, P3, "list_item", "can low protein in the blood cause swelling",
     ["Too little plasma protein, as in liver disease or severe starvation"]),
    (PH, P3, "definition_tail", "what happens to a red blood cell put in a hypertonic solution",
     ["water leaves the cell, which shrinks and crinkles (crenation)"]),
    (PH, P3, "paraphrase", "Perché le donne e le persone con più grasso hanno meno acqua corporea?",
     ["fat tissue holds little water while muscle is about three quarters water"]),
    (PH, P3, "exact_term", "how much lymph goes back to the blood each day",
     ["the lymphatic vessels carry the excess, about 3 litres a day"]),
    (PH, P3, "exact_term", "what percent of body weight is water in a young man",
     ["water makes up about 60 percent of body weight"]),

    # ---- physiology, 04 Markdown (nerve and muscle) ----
    (PH, P4, "code_block", "equilibrium potential for potassium calculation",
     ["61.5 x (-1.544) = -95 mV"]),
    (PH, P4, "code_block", "Wie lautet die Nernst-Gleichung für ein Ion?",
     ["E_ion = (61.5 / z) x log10( [ion] outside / [ion] inside )"]),
    (PH, P4, "worked_step", "how long does it take a signal to go 1 m along a fast motor axon",
     ["1 / 100 = 0.01 s, or 10 ms"]),
    (PH, P4, "list_item", "what voltage do you need to reach to fire an action potenial",
     ["A stimulus depolarises the membrane to threshold, about -55 mV"]),
    (PH, P4, "definition_tail", "relative refractory period meaning",
     ["a second action potential is possible but needs a stronger stimulus than usual"]),
    (PH, P4, "table_row", "how fast do unmyelinated c fibers conduct",
     ["0.5 to 2 m/s"]),
    (PH, P4, "exact_term", "what is a motor unit",
     ["one motor neuron together with all the muscle fibres it supplies"]),
    (PH, P4, "exact_term", "what does tetanus mean for a muscle (not the disease)",
     ["they fuse into a smooth, sustained contraction called tetanus"]),
    (PH, P4, "how_why", "why do you feel two pains when you stub your toe",
     ["a sharp first pain and then, about a second later, a dull second pain"]),
    (PH, P4, "how_why", "why does crossbridge cycling need ATP",
     ["which is needed for the myosin head to let go of actin"]),
    (PH, P4, "paraphrase", "which parts of the sarcomere get shorter when the muscle contracts",
     ["the I band and the H zone get narrower"]),

    # ---- physiology, 05 TXT notes (hormones and feedback) ----
    (PH, P5, "worked_step", "hormone with a 10 minute half life, how much is left after 20 and 30 minutes",
     ["quarter after 20 minutes and an eighth after 30 minutes"]),
    (PH, P5, "code_block", "what does aldosterone do according to the summary table",
     ["Aldosterone adrenal cortex sodium kept, potassium lost"]),
    (PH, P5, "list_item", "parts of a negative feedback loop besides the sensor",
     ["a control centre that compares it with a set point"]),
    (PH, P5, "how_why", "why cant you suddenly stop taking steroid tablets after months",
     ["has a suppressed axis and must not stop them suddenly"]),
    (PH, P5, "paraphrase", "how is labour an example of feedback that makes itself stronger",
     ["triggers the release of oxytocin, which strengthens"]),
    (PH, P5, "paraphrase", "why do i pee so much after drinking beer",
     ["Alcohol inhibits ADH release, which is why drinking beer makes you pass"]),
    (PH, P5, "exact_term", "what goes wrong in type 2 diabetes",
     ["in type 2 diabetes insulin is made but the tissues respond poorly to it"]),
    (PH, P5, "exact_term", "normal fasting blood sugar level",
     ["Fasting blood glucose is held at about 4 to 6 mmol/L"]),
    (PH, P5, "exact_term", "what does ACE convert",
     ["angiotensin I into angiotensin II"]),
    (PH, P5, "exact_term", "what is a tropic hormone",
     ["tropic hormone a hormone whose target is another endocrine gland"]),
    (PH, P5, "keyword", "PTH",
     ["raises plasma calcium: it releases calcium from bone"]),

    # ---- civil war, 01 prose PDF (causes and secession) ----
    (CW, C1, "list_item", "what did the new fugitive slave act of 1850 make northerners do",
     ["made citizens of free states help capture people"]),
    (CW, C1, "list_item", "what did california get out of the compromise of 1850",
     ["California was admitted to the Union as a free state"]),
    (CW, C1, "table_row", "how many electoral votes did breckinridge win in 1860",
     ["John C. Breckinridge Southern Democrat 72 about 18 percent"]),
    (CW, C1, "paraphrase", "how long did fort sumter hold out once the shelling started",
     ["and the garrison surrendered the next day"]),
    (CW, C1, "paraphrase", "were the fugitive slave commissioners paid more for sending people back",
     ["paid ten dollars if they sent a person south"]),
    (CW, C1, "paraphrase", "how well did uncle toms cabin sell",
     ["sold about 300,000 copies in its first year"]),
    (CW, C1, "how_why", "why did virginia and north carolina leave the union later than the others",
     ["The call for troops decided the states of the upper South"]),
    (CW, C1, "how_why", "why was the republican party started",
     ["no further spread of slavery into the territories"]),
    (CW, C1, "how_why", "was the war really about tariffs",
     ["Tariffs, which some later writers stressed, played almost no part"]),
    (CW, C1, "exact_term", "what did dred scott say about congress and slavery in the territories",
     ["Congress had no power to ban slavery from a territory"]),
    (CW, C1, "exact_term", "what did mississippis declaration of causes say about slavery",
     ["Our position is thoroughly identified with the institution of slavery"]),

    # ---- civil war, 02 slides (campaigns and battles) ----
    (CW, C2, "keyword", "anaconda plan",
     ["blockade the Southern coast and take the Mississippi"]),
    (CW, C2, "keyword", "picketts charge",
     ["Pickett's Charge on July 3 fails with heavy losses"]),
    (CW, C2, "list_item", "how did jackson get the nickname stonewall",
     ["Thomas J. Jackson stood firm and earned the name \"Stonewall\""]),
    (CW, C2, "list_item", "how wide was the strip sherman destroyed marching to savannah",
     ["A path of destruction up to 60 miles wide"]),
    (CW, C2, "list_item", "on slide 21 what terms did grant give lee's men",
     ["Generous terms: officers keep their side arms, men who own horses keep them"]),
    (CW, C2, "exact_term", "Quelle a été la journée la plus sanglante de l'histoire américaine ?",
     ["The bloodiest single day in American history: about 23,000 casualties"]),
    (CW, C2, "exact_term", "how many confederate soldiers surrendered at vicksburg",
     ["The garrison of about 29,500 surrenders on July 4, 1863"]),
    (CW, C2, "how_why", "why did the fall of atlanta matter for lincoln",
     ["The news lifts Northern spirits just before the presidential election"]),
    (CW, C2, "how_why", "why were frontal attacks so deadly in this war",
     ["Rifled muskets and the Minie ball made defenders deadly at several hundred yards"]),
    (CW, C2, "paraphrase", "what did grant do every time lee stopped him in 1864",
     ["Each time Lee blocks him, Grant moves south round Lee's right flank"]),
    (CW, C2, "table_row", "who won at antietam, according to the key battles table",
     ["Antietam September 1862 Draw, but Lee retreats"]),

    # ---- civil war, 03 DOCX (emancipation and the home fronts) ----
    (CW, C3, "definition_tail", "what did the us sanitary commission actually do",
     ["raised money, inspected camps and sent food and medical supplies to the army"]),
    (CW, C3, "table_row", "how could a southern man get out of the confederate draft",
     ["hire a substitute; exemption for one white man per twenty enslaved"]),
    (CW, C3, "list_item", "what did the second confiscation act do",
     ["freed the enslaved people of anyone in rebellion who reached Union lines"]),
    (CW, C3, "list_item", "homestead act 1862 how much land",
     ["gave 160 acres of public land to settlers who farmed it for five years"]),
    (CW, C3, "how_why", "why did lincoln wait before announcing emancipation",
     ["so that it would not look like a cry of despair"]),
    (CW, C3, "how_why", "why didnt the emancipation proclamation free slaves in kentucky or maryland",
     ["It therefore applied only to areas still in rebellion against the United States"]),
    (CW, C3, "exact_term", "what did butler call the men who escaped to fort monroe",
     ["enemy property that could be kept"]),
    (CW, C3, "exact_term", "how many black men fought in the union army",
     ["About 180,000 Black men served in the Union army"]),
    (CW, C3, "exact_term", "how much did it cost to buy your way out of the union draft",
     ["paying a commutation fee of 300 dollars"]),
    (CW, C3, "paraphrase", "were black soldiers paid less than white ones",
     ["a white private got 13 dollars and a clothing allowance"]),
    (CW, C3, "keyword", "twenty negro law",
     ["exempted one white man on each plantation with twenty or more enslaved people"]),

    # ---- civil war, 04 Markdown (Reconstruction) ----
    (CW, C4, "code_block", "when was the first reconstruction act in the timeline",
     ["1867 March First Reconstruction Act: five military districts"]),
    (CW, C4, "code_block", "when was johnson acquitted",
     ["1868 May Johnson acquitted by one vote in the Senate"]),
    (CW, C4, "table_row", "O que a Décima Quinta Emenda proibiu?",
     ["barred denying the vote because of race, color, or previous condition of servitude"]),
    (CW, C4, "paraphrase", "what does the 14th amendment say about who is a citizen",
     ["made all persons born or naturalised in the United States citizens"]),
    (CW, C4, "list_item", "what happened to unemployed freedpeople under the black codes",
     ["could be arrested for vagrancy and hired out to work off the fine"]),
    (CW, C4, "list_item", "how was the south divided up under the reconstruction act",
     ["The ten states were divided into five military districts, each under a general"]),
    (CW, C4, "how_why", "why was tennesee left out of the reconstruction act",
     ["which had ratified the Fourteenth Amendment and been readmitted in 1866"]),
    (CW, C4, "how_why", "why did stanton and anthony oppose the 15th amendment",
     ["because it gave the vote to Black men but not to any women"]),
    (CW, C4, "how_why", "why was overriding the veto on the civil rights act of 1866 a big deal",
     ["the first time a major law was passed over a president's veto"]),
    (CW, C4, "exact_term", "what was the senate vote in johnsons impeachment trial",
     ["the vote to convict was 35 to 19"]),
    (CW, C4, "exact_term", "who was hiram revels",
     ["became the first Black United States senator in 1870"]),

    # ---- civil war, 05 TXT notes (end of Reconstruction and memory) ----
    (CW, C5, "list_item", "why did the north lose interest in reconstruction, economy wise",
     ["the Panic of 1873 began a long depression"]),
    (CW, C5, "list_item", "what did the cruikshank case decide",
     ["the Fourteenth Amendment restrains states, not private persons"]),
    (CW, C5, "list_item", "what did the south get in the compromise of 1877",
     ["the last federal troops would be withdrawn from the statehouses"]),
    (CW, C5, "list_item", "what did the lost cause say about enslaved people",
     ["enslaved people had been content and loyal to their owners"]),
    (CW, C5, "exact_term", "how many people were killed at colfax",
     ["estimates of the dead run from about 60 to 150"]),
    (CW, C5, "exact_term", "how many electoral votes did tilden have in 1876",
     ["had 184 undisputed electoral votes, one short of the 185 needed to win"]),
    (CW, C5, "paraphrase", "who sat on the electoral commission of 1877",
     ["the House, five from the Senate and five justices of the Supreme Court"]),
    (CW, C5, "paraphrase", "¿Quién anunció en Texas que los esclavos eran libres el 19 de junio de 1865?",
     ["Union General Gordon Granger arrived in Galveston,"]),
    (CW, C5, "how_why", "do historians agree the compromise of 1877 was about a railroad",
     ["Reunion and Reaction (1951) stressed the railroad"]),
    (CW, C5, "definition_tail", "what is a crop lien",
     ["crop lien a merchant's claim on a coming crop for goods on credit"]),
    (CW, C5, "keyword", "decoration day",
     ["named May 30 as Decoration Day"]),
]

# Questions near a course topic that no file of the course answers. Each entry holds
# regular expressions (matched as whole words, case-insensitive) that must not occur
# anywhere in the course.
UNANSWERABLE = [
    (PH, "how do i read the qrs complex on an ecg",
     [r"ECG", r"EKG", r"electrocardiograms?", r"QRS"]),
    (PH, "how does poiseuille's law link the radius of a vessel to its resistance",
     [r"Poiseuille", r"fourth power", r"radius", r"radii"]),
    (PH, "how is cardiac output measured with the fick principle",
     [r"Fick", r"thermodilution"]),
    (PH, "how does the countercurrent multiplier in the loop of henle concentrate urine",
     [r"countercurrent", r"Henle", r"vasa recta", r"medullary gradient"]),
    (PH, "Qu'est-ce que l'effet Bohr sur la courbe de dissociation de l'oxygène ?",
     [r"Bohr", r"BPG", r"DPG", r"Haldane", r"right shift", r"shifts? to the right"]),
    (PH, "how do you calculate the anion gap",
     [r"anion gap"]),
    (PH, "what causes the pacemaker potential in the sa node, is it the funny current",
     [r"funny current", r"pacemaker potentials?", r"HCN", r"If channels?"]),
    (PH, "what does surfactant do in the alveoli",
     [r"surfactants?", r"compliance", r"surface tension"]),
    (PH, "how do i use the henderson hasselbalch equation for blood ph",
     [r"Henderson", r"Hasselbalch", r"acidosis", r"alkalosis", r"pH"]),
    (PH, "how does the goldman equation give the resting membrane potential",
     [r"Goldman", r"GHK", r"permeability ratios?"]),
    (PH, "what are korotkoff sounds when you take blood pressure with a cuff",
     [r"Korotkoff", r"sphygmomanometers?", r"stethoscopes?", r"cuffs?"]),
    (PH, "what does growth hormone do and where does igf-1 come in",
     [r"growth hormone", r"IGF-?1?", r"somatotropin", r"GH"]),
    (CW, "what did lincoln say in the gettysburg address",
     [r"Gettysburg Address", r"four score", r"dedicat\w*", r"National Cemetery"]),
    (CW, "what was the trent affair",
     [r"Trent", r"Slidell"]),
    (CW, "what happened when the monitor fought the merrimack",
     [r"ironclads?", r"Monitor", r"Merrimac?k", r"Hampton Roads"]),
    (CW, "how many union prisoners died at andersonville",
     [r"Andersonville", r"prisoners? of war", r"POWs?", r"prison camps?"]),
    (CW, "what was sherman's field order 15, forty acres and a mule",
     [r"forty acres", r"40 acres", r"Field Order", r"mules?"]),
    (CW, "who won the battle of chickamauga",
     [r"Chickamauga"]),
    (CW, "what did plessy v ferguson decide",
     [r"Plessy", r"separate but equal"]),
    (CW, "¿Por qué suspendió Lincoln el habeas corpus?",
     [r"habeas", r"Merryman", r"Milligan"]),
    (CW, "who were the copperheads",
     [r"Copperheads?", r"Vallandigham", r"Peace Democrats?"]),
    (CW, "what was the wilmot proviso",
     [r"Wilmot", r"Proviso"]),
    (CW, "what happened to native americans in the west during the war, like the sand creek massacre",
     [r"Sand Creek", r"Native Americans?", r"Indians?", r"Dakota", r"Navajo", r"Cheyenne"]),
    (CW, "who were the exodusters",
     [r"Exodusters?", r"Kansas Fever"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (PH, "what did the fourteenth amendment do", [r"Fourteenth Amendment", r"14th Amendment"]),
    (PH, "what was the emancipation proclamation", [r"Emancipation Proclamation"]),
    (PH, "who won at gettysburg", [r"Gettysburg"]),
    (CW, "how do you calculate cardiac output", [r"cardiac output", r"stroke volume"]),
    (CW, "what is the glomerular filtration rate", [r"glomerular", r"GFR"]),
    (CW, "what is minute ventilation", [r"minute ventilation", r"tidal volume"]),
]

SEED = 20260123

PAGE_REF = re.compile(r"\b(?:page|slide) (\d+)\b")


def rows():
    out = []
    for course, source, kind, q, gold in ANSWERABLE:
        page = None
        if source.endswith(".pdf"):
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
        final.append({"id": f"ab23-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
