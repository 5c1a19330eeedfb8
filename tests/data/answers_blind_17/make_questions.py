"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 17. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
CF = "corporate-finance"
SH = "macbeth-othello"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("fallen angel bond", "green eyed monster")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a formula, calculation or timeline block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

F1 = "01-the-time-value-of-money.pdf"
F2 = "02-npv-irr-and-capital-budgeting-slides.pdf"
F3 = "03-bonds-and-their-valuation.docx"
F4 = "04-the-cost-of-capital.md"
F5 = "05-working-capital-management-notes.txt"
S1 = "01-macbeth-the-play-act-by-act.pdf"
S2 = "02-othello-slides.pdf"
S3 = "03-themes-language-and-character.docx"
S4 = "04-staging-history.md"
S5 = "05-sources-dates-and-texts-notes.txt"

# (course, source, kind, question, [gold])
ANSWERABLE = [
    # ---- F1: time value of money (prose PDF) ----
    (CF, F1, "paraphrase", "why is a pound now worth more than a pound next year, is it just inflation",
     ["money received today can be invested at once and earn a return"]),
    (CF, F1, "worked_step", "1000 at 6% for 5 years, how much more do u get with compounding than with simple interest",
     ["compounding has earned an extra 38.23, all of it interest on interest"]),
    (CF, F1, "code_block", "formula for the present value of one amount received in the future",
     ["PV = FV / (1 + r)^n"]),
    (CF, F1, "exact_term", "what is the rule of 72",
     ["divide 72 by the interest rate in percent"]),
    (CF, F1, "worked_step", "a client pays me 5000 in four years, required return 8%, whats that worth now",
     ["5,000 / 1.360489 = 3,675.15"]),
    (CF, F1, "table_row", "discount factors for year 3 at 5, 8 and 10 percent",
     ["3 0.8638 0.7938 0.7513"]),
    (CF, F1, "paraphrase", "my credit card says 12% APR charged monthly, what am i actually paying over a year",
     ["its effective annual rate is 1.01^12 - 1 = 12.68 percent"]),
    (CF, F1, "how_why", "why is an annuity due worth more than an ordinary annuity",
     ["Because every payment arrives one period earlier"]),
    (CF, F1, "worked_step", "if i put away 300 every month for ten years at 6 percent how much will i have and how much is interest",
     ["49,163.80, of which 36,000 is her own money"]),
    (CF, F1, "definition_tail", "the growing perpetuity formula C/(r-g) only works when",
     ["which only makes sense when g is less than r"]),
    (CF, F1, "table_row", "in the 20k three year loan at 10%, how much interest and principal gets paid in year 2",
     ["2 13,957.70 8,042.30 1,395.77 6,646.53 7,311.18"]),
    (CF, F1, "how_why", "how come the first payments on a mortgage are nearly all interest",
     ["because interest is charged on a falling balance"]),
    (CF, F1, "how_why", "why does the excel npv function give me the wrong answer",
     ["assumes that the first cash flow in its list arrives one period from now"]),
    # ---- F2: NPV, IRR and capital budgeting (slides) ----
    (CF, F2, "exact_term", "what does it mean if a project has an npv of exactly zero",
     ["A zero NPV project just earns its cost of capital"]),
    (CF, F2, "worked_step", "project alpha npv at 10 percent",
     ["NPV = 10,773.85 - 10,000 = 773.85, so accept Alpha"]),
    (CF, F2, "how_why", "how can one project end up with two different IRRs??",
     ["Non-conventional cash flows change sign more than once"]),
    (CF, F2, "paraphrase", "project A has the higher irr but B has the higher npv, which one should we go with",
     ["IRR favours A, but B adds more value: scale matters, so trust NPV"]),
    (CF, F2, "worked_step", "how long does alpha take to pay back its 10,000",
     ["Payback = 2 + 1,000 / 4,000 = 2.25 years"]),
    (CF, F2, "list_item", "whats wrong with using payback to choose projects",
     ["It ignores every cash flow after the cut-off date"]),
    (CF, F2, "keyword", "capital rationing ranking",
     ["With a single-period budget limit, rank projects by PI, not by NPV"]),
    (CF, F2, "how_why", "why don't we take the interest on the loan off the project's cash flows",
     ["Financing is already reflected in the discount rate; subtracting interest would count it twice"]),
    (CF, F2, "paraphrase", "we already spent 50k on a market survey, should that go into the launch npv",
     ["is irrelevant to the launch decision"]),
    (CF, F2, "worked_step", "how much tax does 20000 of depreciation save if tax is 25%",
     ["20,000 of depreciation at a 25 percent tax rate saves 5,000 of tax"]),
    (CF, F2, "worked_step", "machine X lasts 3 years and machine Y 5 years, how do i compare them and which wins",
     ["6,012.47 / 3.7908 = 1,586.07. Choose Y"]),
    (CF, F2, "table_row", "main weakness of the payback rule in the summary table",
     ["Payback Payback < cut-off Ignores later cash flows"]),
    # ---- F3: bonds (DOCX) ----
    (CF, F3, "definition_tail", "the yield to maturity is the one discount rate that does what",
     ["makes the present value of the bond's promised payments equal to its market price"]),
    (CF, F3, "paraphrase", "if market interest rates go up does my bond's coupon go up too",
     ["does not change as market rates move; what changes is the price"]),
    (CF, F3, "worked_step", "price of a 3 year bond with a 5% annual coupon when yields are 6%",
     ["the bond is worth 47.17 + 44.50 + 881.60 = 973.27"]),
    (CF, F3, "list_item", "bond pays coupons twice a year, what do i change in the calculation",
     ["halve the annual coupon and yield and double the years for semi-annual bonds"]),
    (CF, F3, "table_row", "what does a AAA rating mean",
     ["Highest quality, very low default risk"]),
    (CF, F3, "how_why", "why does current yield understate the ytm on a discount bond",
     ["ignores the gain or loss as the price moves to par at maturity"]),
    (CF, F3, "exact_term", "what is the dirty price of a bond",
     ["equals the clean price plus accrued interest"]),
    (CF, F3, "how_why", "why are long dated bonds hit harder when rates rise",
     ["because more of the cash flows are far in the future"]),
    (CF, F3, "paraphrase", "should i worry if short term yields are higher than long term ones",
     ["has preceded most US recessions since the 1960s"]),
    (CF, F3, "keyword", "fallen angel bond",
     ["a downgrade below BBB- (a fallen angel) can force heavy selling"]),
    # ---- F4: cost of capital (Markdown) ----
    (CF, F4, "code_block", "brightwater's wacc",
     ["WACC = 0.60 * 12% + 0.40 * 4.5% = 7.2% + 1.8% = 9.0%"]),
    (CF, F4, "how_why", "why does the debt part of wacc get multiplied by one minus the tax rate",
     ["so the government effectively pays part of the firm's interest bill"]),
    (CF, F4, "how_why", "why use market values rather than balance sheet values for the weights",
     ["they show what investors would have to pay today to buy the firm's securities"]),
    (CF, F4, "worked_step", "risk free 4%, beta 1.2, market premium 6%, cost of equity?",
     ["the cost of equity is 4% + 1.2 * 6% = 11.2%"]),
    (CF, F4, "how_why", "why does capm only care about beta and not how volatile the share is overall",
     ["Only systematic risk, the risk that diversification cannot remove, is rewarded"]),
    (CF, F4, "worked_step", "share at 35, next dividend 2.10, growth 4%, what's the cost of equity",
     ["2.10 / 35 + 0.04 = 0.06 + 0.04 = 10 percent"]),
    (CF, F4, "paraphrase", "can i just use the coupon rate on our bonds as the cost of debt",
     ["The cost of debt is the yield to maturity on the firm's existing bonds"]),
    (CF, F4, "exact_term", "what does modigliani miller proposition II say",
     ["the cost of equity rises in a straight line with the debt-to-equity ratio"]),
    (CF, F4, "worked_step", "competitor equity beta 1.5, D/E 0.5, tax 25% - unlevered beta",
     ["1.5 / [1 + 0.75 * 0.5] = 1.5 / 1.375 = 1.09"]),
    (CF, F4, "keyword", "pure play approach",
     ["finds listed firms that do only the kind of business the project involves"]),
    # ---- F5: working capital (TXT) ----
    (CF, F5, "code_block", "formula for the cash conversion cycle",
     ["Cash conversion cycle = operating cycle - payables period"]),
    (CF, F5, "worked_step", "harbour tools cash conversion cycle",
     ["Cash conversion cycle = 90.4 - 40.0 = 50.4 days"]),
    (CF, F5, "how_why", "why is inventory left out of the acid test",
     ["stock is the hardest current asset to turn into cash quickly"]),
    (CF, F5, "table_row", "aggressive working capital policy, how are the needs financed",
     ["Aggressive partly short-term debt short-term borrowing"]),
    (CF, F5, "worked_step", "supplier offers 2/10 net 30, what is the real yearly cost of skipping the discount",
     ["Effective annual cost = (1 + 2/98)^18.25 - 1 = 44.6%"]),
    (CF, F5, "list_item", "in the five cs of credit what does capacity mean",
     ["Capacity - its ability to pay out of its cash flows"]),
    (CF, F5, "definition_tail", "factoring means",
     ["selling receivables to a finance company for cash now"]),
    (CF, F5, "code_block", "economic order quantity formula",
     ["EOQ = sqrt(2 * D * S / H)"]),
    (CF, F5, "paraphrase", "how do big supermarkets manage to get their suppliers to fund them",
     ["sell stock for cash before they have paid their suppliers"]),
    (CF, F5, "paraphrase", "from the cash budget, when does the firm run short and by how much",
     ["shortfall of 3,000 at the end of February"]),
    # ---- S1: Macbeth act by act (prose PDF) ----
    (SH, S1, "exact_term", "when was macbeth first published",
     ["first printed in the First Folio of 1623, seven years after Shakespeare's death"]),
    (SH, S1, "table_row", "who is fleance",
     ["Fleance Banquo's son, who escapes the murderers"]),
    (SH, S1, "paraphrase", "after he hears he's thane of cawdor what goes on in macbeth's head, like physically",
     ["the thought makes his \"seated heart knock at my ribs\""]),
    (SH, S1, "how_why", "why does lady macbeth think her husband won't go through with it",
     ["too full o' the milk of human kindness"]),
    (SH, S1, "exact_term", "what's lady macbeth's plan for pinning the murder on someone else",
     ["make Duncan's two chamberlains drunk and to blame the murder on them"]),
    (SH, S1, "paraphrase", "where did duncans sons run off to and why did that look bad",
     ["to England and Ireland respectively, and their flight makes them suspects"]),
    (SH, S1, "paraphrase", "does macbeth tell his wife hes going to have banquo killed",
     ["He keeps the plan from his wife"]),
    (SH, S1, "list_item", "what does the bloody child apparition say",
     ["a bloody child tells him that \"none of woman born Shall harm Macbeth\""]),
    (SH, S1, "exact_term", "sleepwalking scene line about perfumes",
     ["all the perfumes of Arabia will not sweeten this little hand"]),
    (SH, S1, "paraphrase", "who tells macbeth that lady macbeth has died",
     ["When Seyton tells him that the queen is dead"]),
    (SH, S1, "how_why", "how can macduff kill macbeth if no man born of a woman can hurt him",
     ["that is, born by caesarean section"]),
    (SH, S1, "how_why", "why is the banquet scene seen as the turning point of the play",
     ["the last time Macbeth and his wife appear together as a couple"]),
    (SH, S1, "table_row", "which witch says something wicked this way comes and in what act",
     ["4 Second Witch By the pricking of my thumbs, Something wicked this way comes"]),
    # ---- S2: Othello (slides) ----
    (SH, S2, "exact_term", "when and where was othello first performed",
     ["1 November 1604, before James I at the Banqueting House in Whitehall"]),
    (SH, S2, "paraphrase", "what is iago's job in the army",
     ["Othello's ensign, or \"ancient\", who plots his ruin"]),
    (SH, S2, "exact_term", "what does othello say to stop the fight with brabantio's men",
     ["Keep up your bright swords, for the dew will rust them"]),
    (SH, S2, "paraphrase", "brabantio's parting shot at othello when he leaves the senate",
     ["She has deceived her father, and may thee"]),
    (SH, S2, "paraphrase", "how come the turks never actually fight in othello",
     ["A storm scatters the Turkish fleet, so the war is over before it begins"]),
    (SH, S2, "exact_term", "what does othello say to cassio when he takes away his rank after the brawl",
     ["Cassio, I love thee; But never more be officer of mine"]),
    (SH, S2, "keyword", "green eyed monster quote",
     ["It is the green-eyed monster which doth mock The meat it feeds on"]),
    (SH, S2, "list_item", "what does desdemona's handkerchief look like",
     ["Othello's first gift to Desdemona, embroidered with strawberries"]),
    (SH, S2, "how_why", "why does othello say losing the handkerchief is so serious",
     ["Whoever loses it will lose her husband's love"]),
    (SH, S2, "exact_term", "what is the double time scheme in othello",
     ["The action in Cyprus seems to last little more than a day and a half"]),
    (SH, S2, "table_row", "what year was the first quarto of othello",
     ["1622 First quarto printed"]),
    (SH, S2, "exact_term", "what did coleridge say about iago's motives",
     ["the motive-hunting of a motiveless malignity"]),
    # ---- S3: themes and language (DOCX) ----
    (SH, S3, "table_row", "who does the tempting in macbeth, compared with iago in othello",
     ["The witches and Lady Macbeth"]),
    (SH, S3, "how_why", "do the witches actually tell macbeth to murder duncan",
     ["They only predict, and the decision to kill is Macbeth's own"]),
    (SH, S3, "how_why", "why is losing sleep such a big deal in macbeth",
     ["sleep is a sign of a clear conscience and a natural order"]),
    (SH, S3, "exact_term", "what real event is the porter's equivocator joke pointing at",
     ["the Jesuit Henry Garnet in 1606, who had defended equivocation"]),
    (SH, S3, "keyword", "how many times honest in othello",
     ["occur more than fifty times in the play"]),
    (SH, S3, "paraphrase", "according to emilia do jealous people even need a reason",
     ["are not ever jealous for the cause, But jealous for they're jealous"]),
    (SH, S3, "exact_term", "who came up with the phrase the othello music",
     ["G. Wilson Knight coined the phrase"]),
    (SH, S3, "list_item", "which soliloquy has iago making fun of the audience",
     ["in which he mocks the audience for trusting him"]),
    (SH, S3, "definition_tail", "a.c. bradley's shakespearean tragedy treated macbeth and othello as",
     ["treated both heroes as great souls destroyed by a fatal weakness"]),
    (SH, S3, "paraphrase", "which old critic thought othello was ridiculous because of a hanky",
     ["Thomas Rymer mocked the whole play for turning on such a trifle"]),
    # ---- S4: staging history (Markdown) ----
    (SH, S4, "how_why", "why do people think the hecate bits were added after forman saw macbeth",
     ["he says nothing about Hecate or the witches' songs"]),
    (SH, S4, "how_why", "what really caused the astor place riot, was it just about acting",
     ["fed by class hatred and anti-British feeling as much as by theatre"]),
    (SH, S4, "paraphrase", "did anyone die at the astor place riot",
     ["The militia fired into the crowd, and at least 22 people were killed"]),
    (SH, S4, "list_item", "voodoo macbeth 1936 what was different about it",
     ["with an all-Black cast and the play moved to a Caribbean island"]),
    (SH, S4, "how_why", "i said macbeth backstage by accident, what am i meant to do",
     ["leave the building, turn round three times, spit and knock"]),
    (SH, S4, "exact_term", "what did samuel pepys notice when he saw othello",
     ["a very pretty lady sitting near him cried out to see Desdemona smothered"]),
    (SH, S4, "exact_term", "how long did paul robeson's othello run on broadway",
     ["The Broadway run lasted 296 performances, still a record"]),
    (SH, S4, "table_row", "what was trevor nunn's 1976 macbeth known for",
     ["Studio staging in a bare circle"]),
    (SH, S4, "paraphrase", "how is verdi's otello different from shakespeare's play",
     ["Boito cut the whole of Act 1 and gave Iago a \"Credo\""]),
    (SH, S4, "code_block", "year a woman first played desdemona",
     ["1660 A woman plays Desdemona, perhaps the first English actress"]),
    # ---- S5: sources, dates and texts (TXT) ----
    (SH, S5, "paraphrase", "is banquo in on the murder in shakespeare's source",
     ["In Holinshed, Banquo helps Macbeth kill Duncan"]),
    (SH, S5, "exact_term", "where and when did the real macbeth die",
     ["Malcolm killed him at Lumphanan in 1057"]),
    (SH, S5, "how_why", "why did shakespeare make banquo a good guy",
     ["descended from Banquo, which may explain why Shakespeare made Banquo"]),
    (SH, S5, "code_block", "which parts of macbeth were added later",
     ["Hecate (3.5 and part of 4.1) and two songs"]),
    (SH, S5, "paraphrase", "did someone else rewrite bits of macbeth",
     ["Middleton revised Macbeth some years after Shakespeare wrote it"]),
    (SH, S5, "exact_term", "how is desdemona killed in cinthio's version",
     ["they beat her to death with a stocking filled with sand"]),
    (SH, S5, "keyword", "pontic sea source",
     ["Pliny's Natural History, translated by Philemon Holland in 1601"]),
    (SH, S5, "table_row", "when was the othello folio printed and how is it different from the quarto",
     ["First Folio 1623 about 160 extra lines; oaths softened"]),
    (SH, S5, "how_why", "why does the othello quarto have swearing that the folio doesn't",
     ["1606 Act to Restrain Abuses of Players"]),
    (SH, S5, "table_row", "how many scenes has othello got",
     ["Othello 5 15 3,300 Venice, Cyprus"]),
]

# Near-topic questions no file of the course answers: (course, question, search terms).
# check.py verifies that the terms (word-boundary regexes) are absent from every file of the course.
UNANSWERABLE = [
    (CF, "how does arbitrage pricing theory differ from capm",
     [r"arbitrage", r"APT"]),
    (CF, "how do you price a floating rate note",
     [r"floating", r"FRN", r"floaters?"]),
    (CF, "can i use black-scholes to value the option to expand",
     [r"Black-Scholes", r"Scholes", r"binomial"]),
    (CF, "how does a leveraged buyout work",
     [r"buyouts?", r"LBO"]),
    (CF, "how do companies decide what dividend to pay, whats the lintner model",
     [r"Lintner", r"payout"]),
    (CF, "what is economic value added (EVA)",
     [r"EVA", r"economic value added"]),
    (CF, "what is a credit default swap on a corporate bond",
     [r"credit default swaps?", r"CDS"]),
    (CF, "explain the pecking order theory of financing",
     [r"pecking order", r"Myers"]),
    (CF, "how do i value a company with an ev/ebitda multiple",
     [r"EBITDA", r"enterprise value"]),
    (CF, "how would a firm hedge currency risk on a foreign project",
     [r"hedg\w*", r"currency", r"foreign exchange", r"exchange rates?"]),
    (CF, "should we lease the machine or buy it",
     [r"lease", r"leasing", r"lessee"]),
    (CF, "how does the baumol model work out the best cash balance",
     [r"Baumol", r"Miller-Orr"]),
    (SH, "how does lady macbeth compare with gertrude in hamlet",
     [r"Hamlet", r"Gertrude"]),
    (SH, "who plays macbeth in the joel coen film with denzel washington",
     [r"Coen", r"Denzel", r"2021"]),
    (SH, "what part does lennox play in macbeth",
     [r"Lennox"]),
    (SH, "why is there a clown in othello and what does he do",
     [r"clowns?"]),
    (SH, "who played othello in the 1995 film",
     [r"Fishburne", r"1995", r"Branagh"]),
    (SH, "what did f r leavis think of othello",
     [r"Leavis"]),
    (SH, "how many children had lady macbeth, what was the essay about",
     [r"Knights", r"how many children"]),
    (SH, "did ben jonson's masque of blackness influence othello",
     [r"masques?", r"Blackness", r"Jonson"]),
    (SH, "why do the witches speak in trochaic tetrameter",
     [r"trochaic", r"trochees?", r"tetrameter"]),
    (SH, "what does catharsis mean in aristotle's theory of tragedy",
     [r"catharsis", r"Poetics"]),
    (SH, "who was the real lady macbeth, gruoch",
     [r"Gruoch"]),
    (SH, "was the globe burned down in 1613 during a shakespeare play",
     [r"1613", r"burn(?:ed|t) down", r"Henry VIII"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (CF, "who kills king duncan", [r"Duncan"]),
    (CF, "why does iago hate othello", [r"Iago", r"Othello"]),
    (CF, "what happens in the sleepwalking scene", [r"sleepwalking", r"sleep-walking"]),
    (SH, "how do i work out the npv of a project", [r"NPV", r"net present value"]),
    (SH, "what is the wacc", [r"WACC", r"weighted average cost of capital"]),
    (SH, "how do you price a bond", [r"bonds?", r"coupon"]),
]

SEED = 20251217


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
        final.append({"id": f"ab17-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
