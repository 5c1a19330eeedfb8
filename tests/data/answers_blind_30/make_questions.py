"""Write questions.jsonl from the hand-written questions below (set 30).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/. Only the page of the first gold snippet is looked up automatically
(pdfminer text through pdfplumber for PDFs, python-pptx text for PowerPoint decks); check.py
then verifies everything against corpus/.

A question that names a page or a slide ("slide 5") uses the page / slide number. PowerPoint
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
GT = "game-theory"
HG = "human-geography"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("primate city definition")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

G1 = "01-games-strategies-and-equilibrium.pdf"
G2 = "02-sequential-and-repeated-games-slides.pptx"
G3 = "03-auctions-bargaining-and-information.docx"
G4 = "04-competition-commons-and-evolution.html"
G5 = "05-history-of-game-theory.md"
H1 = "01-population-and-migration.pdf"
H2 = "02-cities-and-urbanisation-slides.pptx"
H3 = "03-development-and-globalisation.docx"
H4 = "04-economic-and-agricultural-geography.html"
H5 = "05-culture-language-and-place-notes.txt"

# (course, source, kind, question, [gold])
ANSWERABLE = [
    # ---- game theory, 01 prose PDF ----
    (GT, G1, "how_why", "¿Por qué los dos sospechosos terminan confesando en el dilema del prisionero?",
     ["so confessing is a strictly dominant strategy for both players"]),
    (GT, G1, "exact_term", "what is a nash equilibrium exactly",
     ["every player's strategy is a best response to the strategies of the others"]),
    (GT, G1, "paraphrase", "if i knock out strictly dominated strategies in a different order could i end up with a different answer",
     ["Its result does not depend on the order in which strategies are removed"]),
    (GT, G1, "worked_step", "in the IESDS example which strategy goes first and why",
     ["Step 1: Right is dominated by Middle for Column"]),
    (GT, G1, "table_row", "stag hunt payoffs - what happens if i go for the stag and the other hunter goes for a hare",
     ["Stag 4, 4 0, 3"]),
    (GT, G1, "exact_term", "Che cos'è un punto focale secondo Schelling?",
     ["an option that stands out for cultural or psychological reasons"]),
    (GT, G1, "definition_tail", "what does the minimax theorem actually say about a zero sum game",
     ["the largest payoff that Row can guarantee herself equals the smallest payoff"]),
    (GT, G1, "code_block", "this penalty kick example is killing me, how often should the keeper dive left??",
     ["so 80q = 50 and q = 0.625"]),
    (GT, G1, "how_why", "why cant matching pennies have an equilibrium in pure strategies",
     ["whatever the pair of choices, one of the players wants to switch"]),
    (GT, G1, "keyword", "pareto efficient meaning",
     ["no other outcome makes one player better off without making another worse off"]),
    (GT, G1, "list_item", "what exactly counts as a strategy in a game",
     ["a complete plan of action that says what she will do"]),

    # ---- game theory, 02 PowerPoint deck ----
    (GT, G2, "exact_term", "Qu'est-ce qu'un équilibre parfait en sous-jeux ?",
     ["the strategies form a Nash equilibrium in every subgame"]),
    (GT, G2, "list_item", "whats the first step when you do backward induction on a tree",
     ["Start at the last decision nodes of the tree"]),
    (GT, G2, "worked_step", "market entry game - once the new firm is in, what does the incumbent actually do",
     ["Fight gives 2, Accommodate gives 5 -> Accommodate"]),
    (GT, G2, "how_why", "why shouldnt the entrant believe the incumbent when it says it'll start a price war",
     ["A threat that the threatener would not carry out is not credible"]),
    (GT, G2, "code_block", "in the stackelberg example how much does the leader firm produce",
     ["Leader's best output: q1 = 60, so q2 = 30 and P = 30"]),
    (GT, G2, "paraphrase", "what do real people usually offer in the ultimatum game, not the theory",
     ["Typical offers are 40 to 50 percent of the sum"]),
    (GT, G2, "exact_term", "Quantos programas participaram do primeiro torneio de Axelrod?",
     ["14 entries met each other in a round robin"]),
    (GT, G2, "code_block", "grim trigger with T=5 R=3 P=1, how patient do the players have to be",
     ["so 4 delta >= 2 and delta >= 0.5"]),
    (GT, G2, "how_why", "if both players know the prisoners dilemma stops after 10 rounds why do they defect in the last one",
     ["In round 10 there is no future, so both defect"]),
    (GT, G2, "exact_term", "who wrote the tit for tat program",
     ["Submitted by Anatol Rapoport; it was the shortest program in the tournament"]),
    (GT, G2, "keyword", "folk theorem why called folk",
     ["because it was widely known before anyone published it"]),
    (GT, G2, "exact_term", "on slide 5, how many strategies does a player with two nodes and two actions at each have",
     ["has 2 x 2 = 4 strategies"]),

    # ---- game theory, 03 DOCX ----
    (GT, G3, "how_why", "Warum zahlt der Gewinner einer Auktion mit gemeinsamem Wert oft zu viel?",
     ["that estimate is therefore likely to be too high"]),
    (GT, G3, "paraphrase", "in akerlof's lemons story why do the good used cars vanish",
     ["Owners of good cars find this price too low and withdraw them"]),
    (GT, G3, "exact_term", "what is moral hazard",
     ["the problem of hidden action after a contract is signed"]),
    (GT, G3, "how_why", "if a degree doesnt make you more productive how can it still be a signal to employers",
     ["because it costs able workers less effort to acquire"]),
    (GT, G3, "table_row", "how does a dutch auction work",
     ["the price falls from a high start until a bidder stops the clock"]),
    (GT, G3, "how_why", "why should i bid exactly what the thing is worth to me in a vickrey auction",
     ["Your own bid decides only whether you win, never the price you pay"]),
    (GT, G3, "worked_step", "first price auction, 4 bidders and my value is 80 - what do i bid",
     ["value = 3/4 x 80 = 60"]),
    (GT, G3, "code_block", "rubinstein bargaining with delta 0.9, what share goes to whoever proposes first",
     ["First proposer's share = 1 / (1 + 0.9) = 0.526, about 53"]),
    (GT, G3, "definition_tail", "what is screening, is it just signalling backwards",
     ["the uninformed side moves first and designs a menu of options"]),
    (GT, G3, "list_item", "example of adverse selection when banks lend money?",
     ["borrowers with risky projects accept high interest rates most readily"]),

    # ---- game theory, 04 HTML ----
    (GT, G4, "code_block", "在鹰鸽博弈中，如果资源价值V=4、受伤代价C=10，鹰的比例是多少？",
     ["4 / 10 = 0.4, that is 40 percent"]),
    (GT, G4, "code_block", "cournot example - how much does each firm produce in equilbrium",
     ["so q = (120 - q) / 2 and q = 40"]),
    (GT, G4, "how_why", "why do cartels usually break down",
     ["Each member is tempted to cheat, so the cartel is a prisoner's dilemma"]),
    (GT, G4, "exact_term", "what is the bertrand paradox",
     ["two firms are enough to give the result of perfect competition"]),
    (GT, G4, "paraphrase", "hotelling's model - why do both sellers creep toward the middle",
     ["each seller gains customers by moving a little towards the middle"]),
    (GT, G4, "list_item", "what did ostrom find about how communities punish people who break the rules of a commons",
     ["small penalties for a first offence, larger ones for repeat offenders"]),
    (GT, G4, "code_block", "public goods game: if all four put in their 20 tokens how many does each end up with",
     ["so each gets 128 / 4 = 32"]),
    (GT, G4, "exact_term", "what's an evolutionarily stable strategy",
     ["cannot be invaded by a small group of mutants playing any other strategy"]),
    (GT, G4, "table_row", "in biology what does the hawk-dove game help explain",
     ["ritual displays instead of deadly fights"]),
    (GT, G4, "paraphrase", "in the public goods experiments what happened once players were allowed to punish free riders",
     ["contributions stayed high and even rose"]),

    # ---- game theory, 05 Markdown ----
    (GT, G5, "exact_term", "「囚人のジレンマ」という名前と話を考えたのは誰ですか？",
     ["came a few months later from Albert Tucker, Nash's thesis adviser"]),
    (GT, G5, "exact_term", "who actually played the first prisoners dilemma experiment at RAND",
     ["the economist Armen Alchian and the mathematician John Williams"]),
    (GT, G5, "paraphrase", "what was von neumann's reaction when nash showed him the equilibrium proof",
     ["That's trivial, you know. That's just a fixed point theorem."]),
    (GT, G5, "code_block", "shapley value example - what does A get",
     ["Shapley value of A = (10 + 40) / 2 = 25"]),
    (GT, G5, "table_row", "who shared the 2005 economics nobel for game theory",
     ["Robert Aumann, Thomas Schelling"]),
    (GT, G5, "exact_term", "when is a matching called stable",
     ["no two people would both rather be with each other than with their assigned partners"]),
    (GT, G5, "code_block", "what two things does the timeline list for 1994",
     ["Nobel prize for Nash, Harsanyi and Selten; first FCC spectrum auction"]),
    (GT, G5, "how_why", "why didnt borel get the minimax theorem himself",
     ["he doubted that a general minimax result could hold"]),
    (GT, G5, "exact_term", "what did the 1947 second edition of von neumann and morgenstern's book add",
     ["set out the axioms of expected utility that economists still use"]),
    (GT, G5, "keyword", "Shapley value definition",
     ["her average marginal contribution over all the orders in which the group could have formed"]),

    # ---- human geography, 01 prose PDF ----
    (HG, H1, "exact_term", "Quel est le niveau de fécondité de remplacement dans les pays où la mortalité est faible ?",
     ["In countries with low mortality it is about 2.1 children per woman"]),
    (HG, H1, "list_item", "Согласно Равенштейну, как далеко переезжает большинство мигрантов?",
     ["Most migrants move only a short distance."]),
    (HG, H1, "paraphrase", "whats the difference between physiological density and the normal arithmetic one",
     ["Physiological density divides the population by the area of arable land only"]),
    (HG, H1, "code_block", "how many years would it take niger's population to double",
     ["70 / 3.7 = about 19 years"]),
    (HG, H1, "list_item", "which DTM stage has death rates dropping fast while births stay high",
     ["death rates fall steeply as food supply, clean water and medical care improve"]),
    (HG, H1, "how_why", "why did death rates in poor countries today drop so much quicker than they did in europe",
     ["because vaccines and antibiotics were imported rather than developed locally"]),
    (HG, H1, "code_block", "in the dependency example what is the old age dependency ratio",
     ["Old-age dependency ratio: 1.5 / 9.0 x 100 = 17"]),
    (HG, H1, "exact_term", "what was boserup's argument about population and food",
     ["population pressure is what drives farmers to adopt new techniques"]),
    (HG, H1, "table_row", "what's the world's crude death rate",
     ["Crude death rate (CDR) deaths per 1,000 people per year 8"]),
    (HG, H1, "definition_tail", "if someone flees but stays inside their own country are they a refugee",
     ["have fled their homes but have not crossed an international border"]),

    # ---- human geography, 02 PowerPoint deck ----
    (HG, H2, "exact_term", "¿A partir de cuántos habitantes una ciudad se considera megaciudad?",
     ["A megacity has more than 10 million inhabitants"]),
    (HG, H2, "exact_term", "what does threshold mean in central place theory",
     ["the minimum number of customers needed to keep a service in business"]),
    (HG, H2, "how_why", "why did christaller use hexagons for market areas insted of circles",
     ["because circles would leave gaps or overlap"]),
    (HG, H2, "code_block", "rank size rule: if the biggest city has 6 million how big is the third one",
     ["3rd largest: 6,000,000 / 3 = 2,000,000"]),
    (HG, H2, "list_item", "in the burgess model where do newly arrived migrants first live",
     ["Zone in transition: factories and poor housing, the first home of new migrants"]),
    (HG, H2, "table_row", "in the table comparing the three city models, what is the key idea of hoyt's",
     ["wedges along transport corridors"]),
    (HG, H2, "exact_term", "who came up with the word gentrification",
     ["Term coined by the sociologist Ruth Glass in London, 1964"]),
    (HG, H2, "paraphrase", "in latin american cities do rich people live in the middle or out in the suburbs",
     ["the wealthy live near the centre"]),
    (HG, H2, "exact_term", "when did singapore start charging drivers to go into the centre",
     ["Singapore began charging in 1975; London followed in 2003"]),
    (HG, H2, "keyword", "primate city definition",
     ["more than twice the size of the country's second city"]),
    (HG, H2, "definition_tail", "on slide 2, how is urban growth different from urbanisation",
     ["a rise in the number of urban dwellers, which can happen without urbanisation"]),
    (HG, H2, "paraphrase", "how much office space does a place need to count as an edge city",
     ["Garreau's test includes at least 5 million square feet of office space"]),

    # ---- human geography, 03 DOCX ----
    (HG, H3, "exact_term", "كيف يُقاس بُعد المعرفة في مؤشر التنمية البشرية؟",
     ["mean years of schooling for adults and expected years of schooling for children"]),
    (HG, H3, "code_block", "HDI worked example with 0.9, 0.8 and 0.7 - what's the final HDI",
     ["0.504 ^ (1/3) = 0.796"]),
    (HG, H3, "how_why", "why did they switch the HDI to a geometric mean",
     ["cannot be fully made up by a high score in another"]),
    (HG, H3, "exact_term", "what gni per capita do you need for the world bank to call you high income",
     ["high income, above 14,005 dollars"]),
    (HG, H3, "list_item", "what happens during take-off in rostow's model",
     ["a short period of rapid growth led by a few manufacturing industries"]),
    (HG, H3, "paraphrase", "according to dependency theory why do poor countries stay poor",
     ["their links with rich countries keep them poor"]),
    (HG, H3, "exact_term", "what is the semi-periphery in world-systems theory",
     ["exploited by the core but exploiting the periphery in turn"]),
    (HG, H3, "exact_term", "who came up with time-space compression and what does it mean",
     ["faster transport and communication make the world shrink as time-space compression"]),
    (HG, H3, "table_row", "whats wrong with using gni per capita to measure development",
     ["an average that hides inequality and unpaid work"]),
    (HG, H3, "exact_term", "how many SDGs are there and by when are they supposed to be met",
     ["17 goals with 169 targets, to be met by 2030"]),

    # ---- human geography, 04 HTML ----
    (HG, H4, "table_row", "Welche Landnutzung liegt bei von Thünen im zweiten Ring?",
     ["forest for timber and firewood"]),
    (HG, H4, "code_block", "weber steel example - what's the material index and where should the works go",
     ["2.3, above 1: weight-losing, build near the raw materials"]),
    (HG, H4, "exact_term", "what is a footloose industry",
     ["not tied to any particular location by raw materials or markets"]),
    (HG, H4, "code_block", "von thunen wheat example, how far from market until growing it stops paying",
     ["Rent falls to zero at d = (p - c) / f = 50 km"]),
    (HG, H4, "table_row", "why is dairying in the ring closest to the town in von thunen",
     ["perishable produce that must reach the market quickly"]),
    (HG, H4, "table_row", "which sector do research and software jobs belong to and what do those workers do",
     ["work with knowledge and information"]),
    (HG, H4, "exact_term", "who bred the high yield wheat in the green revolution",
     ["Norman Borlaug developed short-stemmed wheat in Mexico"]),
    (HG, H4, "list_item", "how does shifting cultivaton work",
     ["grow crops for a few years until the soil is exhausted"]),
    (HG, H4, "exact_term", "how did the FAO define food security in 1996",
     ["have physical and economic access to sufficient, safe and nutritious food"]),
    (HG, H4, "paraphrase", "what does the clark-fisher model say about jobs once a country is post-industrial",
     ["in post-industrial economies the tertiary sector employs the majority"]),

    # ---- human geography, 05 TXT notes ----
    (HG, H5, "exact_term", "아이티 크리올어는 어떤 언어들에서 발전했나요?",
     ["Creole developed from French and West African languages"]),
    (HG, H5, "exact_term", "what did carl sauer say about culture and the natural area",
     ["\"Culture is the agent, the natural area is the"]),
    (HG, H5, "list_item", "what is hierarchical diffusion",
     ["Hierarchical diffusion: spread from the most important people or"]),
    (HG, H5, "paraphrase", "give me an example of stimulus diffusion",
     ["a fast-food chain replaces beef with vegetarian"]),
    (HG, H5, "exact_term", "what did hagerstrand find about how innovations are adopted over time",
     ["adoption follows an S-shaped curve over time"]),
    (HG, H5, "exact_term", "which language has the most speakers if you count second language speakers",
     ["English has the most speakers in total once second-language"]),
    (HG, H5, "how_why", "why do so many towns in eastern england end in -by or -thorpe",
     ["names ending in -by and -thorpe in eastern England come from Viking"]),
    (HG, H5, "exact_term", "what's an ethnic religion",
     ["Ethnic religions appeal mainly to one"]),
    (HG, H5, "keyword", "placelessness Relph examples",
     ["airports, motorway services and shopping malls that look the same"]),
    (HG, H5, "code_block", "what does the glossary say syncretism means",
     ["syncretism the blending of two cultures into a new one"]),
]

# Near-topic questions that no file of their course answers; the search terms are absent
# from every file of the course.
UNANSWERABLE = [
    (GT, "what is a correlated equilibrium and how is it different from a nash equilibrium",
     [r"correlated"]),
    (GT, "how is a trembling hand perfect equilibrium different from a subgame perfect one",
     [r"trembling", r"trembling[- ]hand"]),
    (GT, "¿Qué es la paradoja de Braess?",
     [r"Braess"]),
    (GT, "Che cos'è il gioco del Colonnello Blotto?",
     [r"Blotto"]),
    (GT, "자원봉사자의 딜레마(volunteer's dilemma)란 무엇인가요?",
     [r"volunteer\w*"]),
    (GT, "what is the shapley-shubik power index used for",
     [r"Shubik", r"power index"]),
    (GT, "how does the kalai-smorodinsky bargaining solution differ from nash's",
     [r"Kalai", r"Smorodinsky"]),
    (GT, "what is the traveler's dilemma and what does basu's version show",
     [r"travell?er'?s dilemma", r"Basu"]),
    (GT, "what is an all-pay auction, like a lobbying contest where losers pay too",
     [r"all-pay", r"lobbying"]),
    (GT, "in the guess two-thirds of the average game what number should you pick",
     [r"two[- ]thirds", r"beauty contest", r"Keynes\w*"]),
    (GT, "what is the condorcet paradox when people vote on three options",
     [r"Condorcet", r"voting paradox"]),
    (GT, "how did the poker bot libratus use game theory to beat professionals",
     [r"Libratus", r"Pluribus", r"artificial intelligence"]),
    (GT, "how does the lemke-howson algorithm find a nash equilibrium",
     [r"Lemke", r"Howson"]),
    (GT, "what is a quantal response equilibrium",
     [r"quantal", r"logit"]),
    (GT, "how much money did the UK's 3G spectrum auction in 2000 raise",
     [r"3G", r"United Kingdom", r"pounds?"]),
    (HG, "what is zelinsky's mobility transition model",
     [r"Zelinsky", r"mobility transition"]),
    (HG, "ヒートアイランド現象とは何ですか？",
     [r"heat island", r"urban heat"]),
    (HG, "中国的户口制度是什么？它如何影响城乡迁移？",
     [r"hukou", r"household registration"]),
    (HG, "O que foi o Programa Bracero entre o México e os Estados Unidos?",
     [r"Bracero"]),
    (HG, "В чём суть теории хартленда Маккиндера?",
     [r"Mackinder", r"heartland"]),
    (HG, "what does the kuznets curve say about inequality and growth",
     [r"Kuznets"]),
    (HG, "explain lewis's dual sector model of development",
     [r"Lewis", r"dual[- ]sector"]),
    (HG, "how did losch change christaller's central place theory",
     [r"Losch", r"Lösch"]),
    (HG, "what was redlining and how did it shape american cities",
     [r"redlin\w*"]),
    (HG, "what is environmental determinism and who was ellen semple",
     [r"determinism", r"Semple", r"possibilism"]),
    (HG, "how is a country's ecological footprint worked out",
     [r"ecological footprint", r"footprints?"]),
    (HG, "what does the multidimensional poverty index measure",
     [r"multidimensional", r"MPI"]),
    (HG, "what is gerrymandering in electoral geography",
     [r"gerrymander\w*", r"electoral"]),
    (HG, "what is the mann model of a british city",
     [r"Mann"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (GT, "what are the stages of the demographic transition model", [r"demographic transition"]),
    (GT, "how do you work out a population's doubling time with the rule of 70", [r"rule of 70", r"doubling time"]),
    (GT, "what is gentrification and what happens to the people who already lived there", [r"gentrification"]),
    (HG, "why do two ice cream sellers on a beach end up right next to each other", [r"Hotelling", r"ice-cream", r"beach"]),
    (HG, "what is a nash equilibrium in simple words", [r"Nash equilibrium"]),
    (HG, "what is the prisoner's dilemma", [r"prisoner's dilemma"]),
]

SEED = 20260130

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
        final.append({"id": f"ab30-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
