"""Write questions.jsonl from the hand-written questions below (set 28).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/. Only the PDF page of the first gold snippet is looked up automatically
(pdfminer text through pdfplumber); check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 25") uses the PDF page number, and slide decks
count the title page as slide 1, so slide N is page N. rows() asserts that the number in the
question is the page where the gold was found.

Run build.py first.
"""
import json
import random
import re
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
IM = "immunology"
OT = "ottoman-empire"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("mucociliary escalator", "gazi thesis wittek")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

I1 = "01-the-immune-system-and-innate-immunity.pdf"
I2 = "02-adaptive-immunity-slides.pdf"
I3 = "03-antibodies-and-vaccines.docx"
I4 = "04-immune-disorders.md"
I5 = "05-history-of-immunology-notes.txt"
T1 = "01-origins-and-rise.pdf"
T2 = "02-the-classical-age-slides.pdf"
T3 = "03-state-and-society.docx"
T4 = "04-transformation-and-reform.md"
T5 = "05-the-last-ottoman-century-notes.txt"

ANSWERABLE = [
    # ---- Immunology, unit 1 (prose PDF) ----
    (IM, I1, "keyword", "mucociliary escalator?? what is it",
     ["cilia sweep the mucus upwards to the throat, where it is swallowed"]),
    (IM, I1, "paraphrase", "is there something in tears and spit that kills bacteria",
     ["Tears, saliva and nasal secretions contain lysozyme"]),
    (IM, I1, "table_row", "in the white blood cell table what do eosinophils do and whats their normal percentage",
     ["Eosinophil 1 to 4 percent attacks parasitic worms, involved in allergy"]),
    (IM, I1, "code_block", "my notes have a neutrophil count example with 8000 white cells, how do they get 4800?",
     ["Absolute neutrophil count = 8,000 x 0.60 = 4,800 per microlitre"]),
    (IM, I1, "paraphrase", "where do mast cells sit in the body and whats stored inside them",
     ["are packed with granules of histamine"]),
    (IM, I1, "exact_term", "how many toll-like receptors do humans actually have",
     ["Humans have ten working TLRs"]),
    (IM, I1, "list_item", "phagocytosis steps - what happens in the fusion step?",
     ["lysosomes fuse with the phagosome to form a phagolysosome"]),
    (IM, I1, "how_why", "why does an inflamed area go red and warm",
     ["which brings more blood and causes the redness and heat"]),
    (IM, I1, "how_why", "i always get chills and shiver when a fever starts even though im burning up. why??",
     ["The body then feels cold and shivers until it reaches the new, higher temperature"]),
    (IM, I1, "list_item", "complement has 3 pathways right? what kicks off the lectin one",
     ["mannose-binding lectin binds sugars on the microbe surface"]),
    (IM, I1, "table_row", "innate vs adaptive comparison table - which one has memory",
     ["Memory none, same response each time faster, stronger second response"]),

    # ---- Immunology, unit 2 (slides) ----
    (IM, I2, "exact_term", "what is an epitope",
     ["The small part of an antigen that is actually bound is the epitope"]),
    (IM, I2, "paraphrase", "where do t cells grow up, bone marrow or thymus? i always mix up b and t",
     ["B cells mature in the bone marrow; T cells mature in the thymus"]),
    (IM, I2, "code_block", "in the counting combinations example how do they get 5,520 for the heavy chain",
     ["Heavy chain: about 40 V x 23 D x 6 J = 5,520"]),
    (IM, I2, "worked_step", "clonal expansion example: why is it 20 divisions in 5 days",
     ["In 5 days: 5 x 24 / 6 = 20 divisions"]),
    (IM, I2, "table_row", "mhc class I vs class II table, which T cell reads each one",
     ["T cell that reads it CD8 cytotoxic T cell CD4 helper T cell"]),
    (IM, I2, "list_item", "t cell activation needs 3 signals, what exactly is signal 2",
     ["Signal 2: co-stimulation, when CD28 on the T cell binds B7"]),
    (IM, I2, "keyword", "t cell anergy",
     ["Signal 1 without signal 2 makes the T cell unresponsive (anergy)"]),
    (IM, I2, "table_row", "Was macht die Th17-Zelle laut der Tabelle der T-Helfer-Untergruppen?",
     ["Th17 IL-17 neutrophils against fungi and bacteria"]),
    (IM, I2, "paraphrase", "how many T cells actually survive the thymus? i heard most of them die",
     ["About 95 to 98 percent of developing T cells die in the thymus"]),
    (IM, I2, "exact_term", "how many antibodies can one plasma cell pump out per second",
     ["A plasma cell secretes about 2,000 antibody molecules a second"]),
    (IM, I2, "code_block", "titre example: how many times more antibody is there in the secondary response",
     ["Ratio = 4096 / 64 = 64 times more antibody"]),
    (IM, I2, "paraphrase", "on slide 26 what is cell-mediated immunity best against",
     ["Best against viruses and bacteria hiding inside cells, and tumours"]),

    # ---- Immunology, unit 3 (DOCX) ----
    (IM, I3, "definition_tail", "if the Fc region doesnt bind antigen then what is it even for",
     ["it is the part that binds complement and the Fc receptors"]),
    (IM, I3, "table_row", "in the antibody classes table, whats special about IgM",
     ["first class made in a primary response; strongest at activating complement"]),
    (IM, I3, "table_row", "which antibody class protects mucous membranes, the one in breast milk?",
     ["protects mucous membranes; found in tears, saliva and breast milk"]),
    (IM, I3, "exact_term", "half life of IgG in the blood?",
     ["IgG in the blood has a half-life of about three weeks"]),
    (IM, I3, "list_item", "what does ADCC stand for and how does it work",
     ["NK cells bind antibody-coated cells through their Fc receptors and kill them"]),
    (IM, I3, "exact_term", "who came up with monoclonal antibodies and when",
     ["In 1975 Georges Kohler and Cesar Milstein"]),
    (IM, I3, "table_row", "is antivenom for a snake bite active or passive immunity? how is it gained",
     ["injection of ready-made antibodies"]),
    (IM, I3, "how_why", "why do they stick the sugar to a protein in conjugate vaccines",
     ["whose immune systems respond poorly to polysaccharides alone"]),
    (IM, I3, "worked_step", "in the vaccine trial example with 200 vs 20 cases, how do they get 90 percent",
     ["Efficacy = (2.0 - 0.2) / 2.0 = 1.8 / 2.0 = 0.90"]),
    (IM, I3, "definition_tail", "so if a vaccine is 90% effective that means 10% of vaccinated people get sick?",
     ["the risk for a vaccinated person is one tenth of the risk"]),
    (IM, I3, "worked_step", "No exemplo do sarampo, qual cobertura vacinal é necessária se a vacina protege 97%?",
     ["coverage must be 0.933 / 0.97 = 0.962, or about 96 percent"]),

    # ---- Immunology, unit 4 (Markdown) ----
    (IM, I4, "table_row", "how long does a type IV hypersensitivity reaction take to show up",
     ["48 to 72 hours"]),
    (IM, I4, "table_row", "in the gell and coombs table what causes the damage in type 3",
     ["antigen-antibody clumps deposited in tissues"]),
    (IM, I4, "paraphrase", "do you get symptoms the very first time youre exposed to an allergen?",
     ["There are no symptoms at this stage"]),
    (IM, I4, "how_why", "why is adrenaline the treatment for anaphylaxis, what does it do",
     ["which constricts blood vessels and relaxes the airways"]),
    (IM, I4, "table_row", "blood group table: who can an AB person get red cells from",
     ["A, B, AB and O"]),
    (IM, I4, "code_block", "patient is group B and the donor blood is AB, is that ok? theres an example like this in the notes",
     ["Result: not compatible, the donor cells would be destroyed"]),
    (IM, I4, "how_why", "rh negative mom: why is the second rh positive baby at risk of hemolytic disease but not the first one",
     ["her anti-D, which is IgG, crosses the placenta and destroys the baby's red cells"]),
    (IM, I4, "keyword", "molecular mimicry",
     ["a microbial antigen looks so like a self antigen"]),
    (IM, I4, "code_block", "cd4 worked example: 900 at diagnosis, falling 70 a year, how long till it hits 200",
     ["Time: 700 / 70 = 10 years"]),
    (IM, I4, "how_why", "why does HIV treatment use 3 or more drugs and not just one good one",
     ["very unlikely that the virus will become resistant to all of them at once"]),
    (IM, I4, "exact_term", "Chi ha proposto l'ipotesi dell'igiene e in che anno?",
     ["proposed by David Strachan in 1989"]),

    # ---- Immunology, unit 5 (TXT notes) ----
    (IM, I5, "paraphrase", "who first wrote down that people dont catch the same disease twice",
     ["the plague of Athens in 430 BC, the historian Thucydides"]),
    (IM, I5, "list_item", "¿Cómo hacían la variolación en China?",
     ["powdered smallpox scabs were blown into the nose"]),
    (IM, I5, "code_block", "in the boston 1721 smallpox numbers what percent of the variolated people died",
     ["6 / 242 = 0.025, about 2.5 percent died"]),
    (IM, I5, "paraphrase", "how did cotton mather hear about inoculation in the first place",
     ["Onesimus, an enslaved African man who had been variolated"]),
    (IM, I5, "exact_term", "who did jenner take the cowpox from",
     ["cowpox sore on the hand of the milkmaid Sarah Nelmes"]),
    (IM, I5, "paraphrase", "why is it called a vaccine, where does the word come from",
     ["from the Latin vacca, a cow"]),
    (IM, I5, "list_item", "metchnikoff starfish experiment, what did he actually do",
     ["pushed rose thorns into transparent starfish larvae"]),
    (IM, I5, "definition_tail", "anaphylaxis literally means the opposite of what?",
     ["(phylaxis) the first dose had caused the opposite"]),
    (IM, I5, "exact_term", "who was the last person to catch smallpox naturally",
     ["a hospital cook in Merca, Somalia, in October 1977"]),
    (IM, I5, "table_row", "in the history timeline, what happened in 1890",
     ["1890 von Behring and Kitasato antitoxin for diphtheria and tetanus"]),

    # ---- Ottoman Empire, unit 1 (prose PDF) ----
    (OT, T1, "exact_term", "what happened at kose dag in 1243",
     ["in 1243 a Mongol army crushed it at Kose Dag"]),
    (OT, T1, "paraphrase", "is 1299 actually when the ottoman state was founded or did someone make that up",
     ["this is a later calculation rather than a recorded event"]),
    (OT, T1, "keyword", "gazi thesis wittek",
     ["the early Ottomans were gazis, warriors of a holy war"]),
    (OT, T1, "paraphrase", "how did the ottomans end up with gallipoli",
     ["In 1354 an earthquake shattered the walls of Gallipoli"]),
    (OT, T1, "paraphrase", "after murad took adrianople, what did edirne become for the ottomans",
     ["Ottoman capital and the base for campaigns into Bulgaria"]),
    (OT, T1, "how_why", "why didnt the ottoman state just fall apart after timur captured bayezid",
     ["where the local elites had no other power to turn to"]),
    (OT, T1, "table_row", "early sultans table: when did murad II reign and what is he known for",
     ["Murad II 1421 to 1451 crusade defeated at Varna 1444"]),
    (OT, T1, "paraphrase", "how did mehmed get his ships into the golden horn if there was a chain across it",
     ["about seventy ships dragged overland on greased wooden rollers"]),
    (OT, T1, "worked_step", "how many days did the siege of constantinople last, and why do some books say 54?",
     ["53 days (54 if both the first and last day are counted)"]),
    (OT, T1, "exact_term", "Qui était Orban et qu'a-t-il fait pour Mehmed II ?",
     ["Hungarian cannon founder called Orban, who had first offered his services"]),
    (OT, T1, "code_block", "how big was the ottoman advantage in numbers at constantinople, using the high estimate",
     ["Ratio = 80,000 / 7,000 = 11.4, about 11 to 1"]),

    # ---- Ottoman Empire, unit 2 (slides) ----
    (OT, T2, "keyword", "surgun resettlement istanbul",
     ["repopulated it by forced resettlement (surgun) from across the empire"]),
    (OT, T2, "paraphrase", "what did bayezid ii do when the jews got kicked out of spain",
     ["In 1492 he welcomed Jews expelled from Spain"]),
    (OT, T2, "list_item", "did the last abbasid caliph really hand over the caliphate to selim?",
     ["handed the caliphate to Selim is a later legend"]),
    (OT, T2, "list_item", "Was geschah mit König Ludwig II. in der Schlacht bei Mohács?",
     ["King Louis II drowned in a stream while fleeing"]),
    (OT, T2, "code_block", "march to vienna example, how many km a day did the army do on average",
     ["Average: 1,500 / 140 = 10.7 km, about 11 km a day"]),
    (OT, T2, "table_row", "key battles table: what was preveza and who won",
     ["Preveza 1538 Holy League fleet Ottoman naval victory"]),
    (OT, T2, "exact_term", "how much did ferdinand have to pay the ottomans each year for his bit of hungary",
     ["Ferdinand agreed to pay 30,000 gold florins a year for it"]),
    (OT, T2, "paraphrase", "did the ottomans manage to kick the portuguese out of diu in india",
     ["The siege of Diu failed"]),
    (OT, T2, "worked_step", "how often did suleiman go on campaign on average",
     ["46 / 13 = 3.5 years between campaigns on average"]),
    (OT, T2, "list_item", "did the sultan himself sit in the divan meetings after mehmed II",
     ["He could listen unseen from behind a grilled window"]),
    (OT, T2, "paraphrase", "slide 25 - which mosque did sinan call his masterpiece",
     ["He called the Selimiye Mosque in Edirne (1568-1575) his masterpiece"]),
    (OT, T2, "list_item", "where and how did suleiman die",
     ["He died in his tent during the siege of Szigetvar"]),

    # ---- Ottoman Empire, unit 3 (DOCX) ----
    (OT, T3, "table_row", "did the askeri class pay taxes",
     ["exempt from ordinary taxes, paid from state revenue"]),
    (OT, T3, "definition_tail", "what is the circle of justice",
     ["no state without an army, no army without money"]),
    (OT, T3, "exact_term", "Devşirmede toplanan çocuklar kaç yaşındaydı?",
     ["took boys aged roughly eight to eighteen"]),
    (OT, T3, "worked_step", "devshirme worked example with 20,000 households - how many boys went to the palace",
     ["500 / 10 = 50 boys go to the palace"]),
    (OT, T3, "exact_term", "what does the word janissary actually mean",
     ['from yeni ceri, "new troops"']),
    (OT, T3, "table_row", "how much was a zeamet worth compared to a timar",
     ["20,000 to 100,000 akce"]),
    (OT, T3, "worked_step", "in the timar example worth 15,000 akce, how many retainers does the sipahi bring with him",
     ["12,000 / 3,000 = 4 retainers"]),
    (OT, T3, "list_item", "kadi vs mufti whats the difference",
     ["Muftis gave fatwas, legal opinions in answer to questions, but did not judge cases themselves"]),
    (OT, T3, "how_why", "why do some historians avoid saying millet system for the 1500s",
     ["In the classical period arrangements were local and flexible"]),
    (OT, T3, "definition_tail", "what is a vakif and who paid for it",
     ["gave the income of shops, baths or villages for ever to support a charitable purpose"]),
    (OT, T3, "paraphrase", "did ottoman women inherit as much as their brothers",
     ["usually half of a brother's share"]),

    # ---- Ottoman Empire, unit 4 (Markdown) ----
    (OT, T4, "how_why", "why do historians now say transformation instead of decline after suleiman",
     ["The empire lasted another 350 years after Suleiman's death"]),
    (OT, T4, "paraphrase", "Que veut dire la phrase sur la barbe après Lépante ?",
     ["Venice had only shaved the Ottoman beard, which would grow back thicker"]),
    (OT, T4, "code_block", "how much silver did the akce lose in the 1585 debasement? show the calc",
     ["0.30 / 0.68 = 0.44, about 44 percent"]),
    (OT, T4, "keyword", "kafes ottoman princes",
     ["kept in a closed part of the harem"]),
    (OT, T4, "exact_term", "who was the first sultan to be killed by his own troops",
     ["in 1622 the young sultan Osman II"]),
    (OT, T4, "paraphrase", "how long did the siege of candia on crete go on for",
     ["after a siege that had begun in 1648 and lasted twenty-one years"]),
    (OT, T4, "table_row", "treaties table - what did the ottomans lose at passarowitz",
     ["Belgrade and northern Serbia to Austria"]),
    (OT, T4, "how_why", "why did the kucuk kaynarca treaty cause problems with russia later on",
     ["Russia later stretched into a claim to protect all Orthodox Christians"]),
    (OT, T4, "keyword", "auspicious incident 1826??",
     ["he turned loyal troops and artillery on their barracks"]),
    (OT, T4, "code_block", "how do i convert a hijri year to a gregorian one roughly",
     ["Gregorian year = Hijri year - (Hijri year / 33) + 622"]),
    (OT, T4, "paraphrase", "what was new in the 1856 reform edict compared to gulhane",
     ["stated plainly that Muslims and non-Muslims were equal subjects"]),

    # ---- Ottoman Empire, unit 5 (TXT notes) ----
    (OT, T5, "paraphrase", "when did the ottoman empire basically go bankrupt",
     ["announced that it could pay only half of the interest due"]),
    (OT, T5, "code_block", "of the 200 million in loans how much did they actually get, as a percentage",
     ["Share received = 120 / 200 = 0.60, about 60 percent"]),
    (OT, T5, "paraphrase", "what did the ottoman public debt administration control",
     ["took direct control of the revenues from salt, tobacco, stamps, spirits"]),
    (OT, T5, "code_block", "¿Cuántas veces más rápido era el ferrocarril del Hiyaz que una caravana?",
     ["The train made the journey about 40 / 5 = 8 times faster"]),
    (OT, T5, "paraphrase", "who crushed the 1909 counter revolution",
     ["an army sent from Macedonia, the Action Army, put it down"]),
    (OT, T5, "list_item", "sarikamis - why did so many soldiers die there",
     ["died in the mountains, many of them from cold and disease rather"]),
    (OT, T5, "exact_term", "how many armenians died in 1915 according to the notes",
     ["range from about 600,000 to over a million"]),
    (OT, T5, "code_block", "population exchange 1923 - how did they decide who had to move",
     ["Religion, not language, decided who was moved"]),
    (OT, T5, "table_row", "timeline: what happened in 1912",
     ["1912 First Balkan War: nearly all European lands lost"]),
    (OT, T5, "paraphrase", "when was the caliphate abolished and what happened to the royal family after",
     ["the assembly abolished the caliphate, and the members of the Ottoman"]),
]

# Near-topic questions that no file of their course answers; the listed search terms are
# absent from every file of the course (check.py verifies this).
UNANSWERABLE = [
    (IM, "how do CAR-T cell therapies work against leukemia",
     [r"CAR-?T", r"chimeric antigen receptors?", r"leuka?emia"]),
    (IM, "what is lupus and why does it cause a butterfly rash",
     [r"lupus", r"butterfly"]),
    (IM, "how do doctors stop a transplanted kidney from being rejected, what is tissue matching",
     [r"rejected", r"rejection", r"graft\w*", r"kidney transplants?", r"tissue matching"]),
    (IM, "is celiac disease an autoimmune thing, what does gluten do to the gut",
     [r"coeliac", r"celiac", r"gluten"]),
    (IM, "¿Qué es la sepsis y por qué es tan peligrosa?",
     [r"sepsis", r"septic"]),
    (IM, "does taking vitamin c or zinc actually boost your immune system",
     [r"vitamin C", r"zinc"]),
    (IM, "what is in the BCG vaccine for tuberculosis",
     [r"BCG", r"Calmette", r"bacille"]),
    (IM, "what is the bombay blood group and why is it so rare",
     [r"Bombay"]),
    (IM, "L'eczéma atopique, c'est une allergie ? Comment ça marche ?",
     [r"eczema", r"atopic", r"atopy"]),
    (IM, "how does rituximab work, which cells does it target",
     [r"rituximab", r"CD20"]),
    (IM, "who figured out what the thymus is for, was it jacques miller in the 60s",
     [r"Jacques", r"Miller", r"thymectom\w*"]),
    (IM, "what is hereditary angioedema, is it a complement problem",
     [r"angioedema", r"C1 inhibitor", r"C1 esterase"]),
    (OT, "were there coffee houses in istanbul and did the sultans try to ban coffee",
     [r"coffee\w*"]),
    (OT, "tell me about the piri reis map, how accurate was it",
     [r"Piri"]),
    (OT, "who was evliya celebi and what is his travel book about",
     [r"Evliya", r"Celebi", r"Seyahatname"]),
    (OT, "what happened at the siege of belgrade in 1456, did hunyadi hold the city",
     [r"1456"]),
    (OT, "O que era a tughra, a assinatura do sultão?",
     [r"tughra", r"tugra", r"monogram"]),
    (OT, "what role did the eunuchs play in the palace and the harem",
     [r"eunuchs?"]),
    (OT, "Was wurde im Frieden von Jassy 1792 vereinbart?",
     [r"Jassy", r"Iasi", r"1792"]),
    (OT, "who was sabbatai zevi and why did he convert",
     [r"Sabbatai", r"Zevi", r"Sevi"]),
    (OT, "what happened at the battle of zenta in 1697",
     [r"Zenta", r"Senta", r"1697"]),
    (OT, "when did hagia sophia become a museum",
     [r"museums?", r"1934"]),
    (OT, "¿Cómo funcionaba el Gran Bazar de Estambul?",
     [r"Grand Bazaar", r"bazaars?", r"Bazar"]),
    (OT, "Osman Bey'in babası Ertuğrul Gazi kimdi?",
     [r"Ertu\w*"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (IM, "what was the devshirme", [r"devshirme"]),
    (IM, "who won the battle of mohacs in 1526", [r"Mohacs"]),
    (IM, "what were the tanzimat reforms", [r"Tanzimat"]),
    (OT, "what did lady mary wortley montagu see in constantinople about smallpox",
     [r"Montagu", r"smallpox", r"variolat\w*"]),
    (OT, "how does herd immunity work", [r"herd immunity"]),
    (OT, "what do antibodies actually do", [r"antibod\w*"]),
]

SEED = 20260128

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
        final.append({"id": f"ab28-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
