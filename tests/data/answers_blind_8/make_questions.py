"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 8. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
DE = "digital-electronics"
PM = "principles-of-marketing"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term
#   keyword          a bare keyword or very short query ("LSB", "margin of safety")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a code block (usually introduced by a lead-in sentence)
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

D1 = "01-number-systems-and-binary-arithmetic.pdf"
D2 = "02-logic-gates-and-boolean-algebra-slides.pdf"
D3 = "03-karnaugh-maps.docx"
D4 = "04-flip-flops-and-counters.md"
D5 = "05-combinational-building-blocks-notes.txt"
M1 = "01-marketing-concept-and-segmentation.pdf"
M2 = "02-marketing-mix-slides.pdf"
M3 = "03-pricing-strategies.pdf"
M4 = "04-product-life-cycle-and-branding.docx"

ANSWERABLE = [
    # ---- digital-electronics / D1: number systems and binary arithmetic (prose PDF) ----
    (DE, D1, "exact_term", "what is the noise margin of a logic gate",
     ["the worst-case input voltage that the next gate still accepts"]),
    (DE, D1, "how_why", "why do digital circuits only use two voltage levels and not ten",
     ["easy to tell apart even when the signal is disturbed"]),
    (DE, D1, "list_item", "how many bits are in a nibble",
     ["a nibble is a group of four bits"]),
    (DE, D1, "worked_step", "convert binary 101101 into decimal",
     ["32 + 8 + 4 + 1 = 45"]),
    (DE, D1, "keyword", "LSB",
     ["least significant bit (LSB) and has a weight of 1"]),
    (DE, D1, "paraphrase", "whats the biggest unsigned number i can squeeze into 16 bits",
     ["a 16-bit word any whole number from 0 to 65,535"]),
    (DE, D1, "worked_step", "what is 156 in binary?",
     ["Reading the remainders from the bottom up gives 10011100"]),
    (DE, D1, "code_block", "how do I write the hex value 9C as an 8-bit literal in Verilog",
     ["8'h9C Verilog: 8 bits wide, hexadecimal"]),
    (DE, D1, "list_item", "what do you get when you add 1 + 1 + 1 in a binary column",
     ["1 + 1 + 1 = 11, so write 1 and carry 1"]),
    (DE, D1, "worked_step", "adding 01101011 and 00110110 - what's the final sum",
     ["The sum is 10100001, which is 161"]),
    (DE, D1, "how_why", "how do you make a number negative in two's complement",
     ["invert every bit and then add 1"]),
    (DE, D1, "paraphrase", "if computers subtract, why is there no subtracting circuit in the processor",
     ["The same adder does both jobs"]),
    (DE, D1, "worked_step", "13 - 7 done in 8-bit two's complement, what's the answer after dropping the carry",
     ["the answer is 00000110, which is 6"]),
    (DE, D1, "how_why", "how can i tell that adding two signed numbers has overflowed",
     ["two numbers with the same sign are added and the result has the opposite sign"]),
    (DE, D1, "definition_tail", "a Gray code is an ordering of binary patterns in which what",
     ["consecutive values differ in only one bit"]),
    (DE, D1, "how_why", "why would a digital clock keep the time in BCD rather than plain binary",
     ["because it needs no conversion before each digit is shown"]),
    (DE, D1, "exact_term", "what is binary-coded decimal",
     ["stores each decimal digit separately in its own group of four bits"]),

    # ---- digital-electronics / D2: logic gates and Boolean algebra (slide deck) ----
    (DE, D2, "exact_term", "what is a truth table",
     ["A truth table lists the output for every combination of inputs"]),
    (DE, D2, "paraphrase", "my gate has 3 inputs, how many lines will the truth table need",
     ["A gate with n inputs has 2^n rows in its truth table"]),
    (DE, D2, "exact_term", "what does a NOR gate do",
     ["its output is 1 only when all inputs are 0"]),
    (DE, D2, "keyword", "bubble on a gate symbol",
     ["The small circle (bubble) on a gate symbol means inversion"]),
    (DE, D2, "keyword", "exclusive OR",
     ["XOR (exclusive OR) outputs 1 when its two inputs are different"]),
    (DE, D2, "table_row", "in the gate summary table, when is the output of a NAND gate 1",
     ["at least one input is 0"]),
    (DE, D2, "how_why", "why are NAND and NOR called universal gates",
     ["Any logic function can be built from NAND gates alone"]),
    (DE, D2, "list_item", "how do I get an inverter out of a NAND gate",
     ["tie both inputs of a NAND together"]),
    (DE, D2, "code_block", "verilog for a two input nand gate",
     ["assign y_nand = ~(a & b);"]),
    (DE, D2, "how_why", "why does A + AB just simplify to A",
     ["whenever A.B is 1, A is already 1, so the term adds nothing"]),
    (DE, D2, "list_item", "what is the complement law in boolean algebra",
     ["A + A' = 1 and A.A' = 0"]),
    (DE, D2, "paraphrase", "is there an easy trick for remembering de morgan",
     ["break the bar and change the operator"]),
    (DE, D2, "worked_step", "what do you get when you simplify ((A + B').C)'",
     ["Result: A'B + C', two gates instead of four"]),
    (DE, D2, "worked_step", "simplify F = AB + AB' + A'B, what's the final answer",
     ["The third absorption law gives F = A + B"]),
    (DE, D2, "definition_tail", "a minterm is a product term that does what",
     ["contains every variable once, plain or inverted"]),
    (DE, D2, "worked_step", "majority function of three inputs simplified expression",
     ["Simplified: F = AB + BC + AC"]),
    (DE, D2, "exact_term", "what does propagation delay mean",
     ["the time from an input change to the resulting output change"]),
    (DE, D2, "how_why", "why shouldn't I leave an unused input on a logic chip unconnected",
     ["A floating input picks up noise and may read as 0 or 1 at random"]),
    (DE, D2, "table_row", "what's inside a 7486 chip",
     ["four two-input XOR gates"]),

    # ---- digital-electronics / D3: Karnaugh maps (DOCX) ----
    (DE, D3, "exact_term", "what is a Karnaugh map",
     ["one cell for each row of the truth table"]),
    (DE, D3, "paraphrase", "why are the k-map columns labelled 00 01 11 10 and not just counting up",
     ["the cells for 01 and 10 end up side by side"]),
    (DE, D3, "table_row", "what does it mean if a group covers all 16 cells of a four-variable map",
     ["none: the function is always 1"]),
    (DE, D3, "how_why", "why should I make each k-map group as big as possible",
     ["a larger group removes more variables from its term"]),
    (DE, D3, "list_item", "is a 1 allowed to be in two different groups",
     ["a 1 can belong to more than one group"]),
    (DE, D3, "definition_tail", "an essential prime implicant is a prime implicant that what",
     ["covers at least one 1 that no other prime implicant covers"]),
    (DE, D3, "keyword", "prime implicant",
     ["A group that cannot be made any larger without taking in a 0"]),
    (DE, D3, "how_why", "how do I work out the product term for a loop on the map",
     ["A variable that changes somewhere inside the group is dropped from the term"]),
    (DE, D3, "worked_step", "K-map example F = Sum m(0, 2, 3, 6, 7): final simplified answer",
     ["so F = B + A'C'"]),
    (DE, D3, "worked_step", "the four-variable example where all four corners are 1s ends up as which gate",
     ["which is the XNOR of B and D"]),
    (DE, D3, "keyword", "don't-care",
     ["A don't-care may be treated as a 1 or as a 0"]),
    (DE, D3, "worked_step", "in the don't-care example Sum m(1, 3, 7), what is F once the don't-care is used",
     ["With the don't-care used, F = C"]),
    (DE, D3, "how_why", "how do I get a product of sums out of a karnaugh map",
     ["group the 0s instead of the 1s"]),
    (DE, D3, "code_block", "in the pseudo-code that checks a simplified expression, which line skips the don't-care rows",
     ["if r in dont_care_rows: continue"]),
    (DE, D3, "definition_tail", "the K-map wraps around, meaning what about its edges",
     ["The left edge counts as adjacent to the right edge"]),

    # ---- digital-electronics / D4: flip-flops and counters (Markdown) ----
    (DE, D4, "exact_term", "what makes a circuit sequential",
     ["its output depends on its present inputs and on what happened before"]),
    (DE, D4, "list_item", "difference between a latch and a flip-flop",
     ["is edge-triggered: it changes only at the instant the clock goes from 0 to 1"]),
    (DE, D4, "how_why", "why is S = R = 1 forbidden in an SR latch",
     ["it forces both Q and Q' to 0"]),
    (DE, D4, "code_block", "verilog: how do I write the always line for a flip-flop with an asynchronous reset",
     ["always @(posedge clk or posedge rst)"]),
    (DE, D4, "how_why", "why use the non-blocking <= assignment for flip-flops in verilog",
     ["every register in the design then updates together at the clock edge"]),
    (DE, D4, "exact_term", "what is setup time",
     ["the minimum time for which D must be steady before the active clock edge"]),
    (DE, D4, "keyword", "critical path",
     ["either shorten it or lower the clock frequency"]),
    (DE, D4, "paraphrase", "what does a JK flip flop do if I hold both inputs high",
     ["With J = K = 1 the output toggles"]),
    (DE, D4, "code_block", "one-line verilog body for a 4-bit shift register",
     ["q <= {q[2:0], serial_in};"]),
    (DE, D4, "how_why", "why does a ripple counter briefly show wrong values",
     ["the delays ripple along the chain"]),
    (DE, D4, "list_item", "in a 4-bit synchronous counter when does Q2 toggle",
     ["Q2 toggles when Q0 and Q1 are both 1"]),
    (DE, D4, "worked_step", "decade counter design: how is the state 9 detected",
     ["a two-input AND of Q3 and Q0 detects the last state"]),
    (DE, D4, "code_block", "what is the if condition in the verilog that makes a counter go 9 -> 0",
     ["if (rst || count == 4'd9)"]),
    (DE, D4, "worked_step", "4-bit counter clocked at 1 MHz, what frequency comes out of Q3",
     ["runs at 1 MHz / 16 = 62.5 kHz"]),
    (DE, D4, "table_row", "main drawback of a ripple counter compared with a synchronous one",
     ["outputs settle one after another"]),
    (DE, D4, "definition_tail", "a mod-N counter counts from 0 up to N - 1 and then what",
     ["returns to 0, so it has exactly N states"]),

    # ---- digital-electronics / D5: combinational building blocks (TXT) ----
    (DE, D5, "how_why", "why is it called a half adder",
     ["because it has no carry input"]),
    (DE, D5, "code_block", "equation for the carry of a half adder",
     ["C = A AND B"]),
    (DE, D5, "exact_term", "what does a full adder do",
     ["A full adder adds three bits: A, B and a carry in, Cin"]),
    (DE, D5, "how_why", "full adder from two half adders - why is an OR gate enough for the carries",
     ["can ever produce a carry at a time, so an OR gate is enough"]),
    (DE, D5, "how_why", "why is a ripple-carry adder slow",
     ["has to pass through every stage before the top sum bit is correct"]),
    (DE, D5, "worked_step", "if a full adder takes 2 ns to pass the carry on, how long does a 32-bit ripple adder take",
     ["a 32-bit ripple-carry adder needs about 64 ns in the worst"]),
    (DE, D5, "paraphrase", "i want my adder to also do subtraction, what does the SUB line actually do",
     ["XOR gates invert every bit of B and the carry in adds 1"]),
    (DE, D5, "keyword", "MUX",
     ["A multiplexer (MUX) is a data selector"]),
    (DE, D5, "code_block", "verilog one-liner for a 2 to 1 multiplexer",
     ["assign y = sel ? i1 : i0;"]),
    (DE, D5, "table_row", "4-to-1 mux: which input goes to the output when S1 = 1 and S0 = 0",
     ["1 0 | I2"]),
    (DE, D5, "exact_term", "what is a decoder",
     ["n inputs and 2^n outputs, and exactly one output is active"]),
    (DE, D5, "definition_tail", "a priority encoder avoids the two-inputs-at-once problem by outputting what",
     ["the number of the highest-numbered active input"]),
    (DE, D5, "paraphrase", "comparing two binary numbers, which bit tells you which one is bigger",
     ["working down: the first bit position in which they"]),
    (DE, D5, "table_row", "which segments of a seven-segment display are lit for the digit 7",
     ["7 a b c"]),
    (DE, D5, "keyword", "demultiplexer",
     ["routes it to one of several outputs, chosen by the select lines"]),

    # ---- principles-of-marketing / M1: marketing concept, segmentation, positioning (prose PDF) ----
    (PM, M1, "exact_term", "what is marketing",
     ["finds out what customers need, creates products that meet those needs"]),
    (PM, M1, "definition_tail", "wants are the form that a need takes once it is what",
     ["once it is shaped by culture and personality"]),
    (PM, M1, "keyword", "marketing myopia",
     ["loses sight of the underlying need the product serves"]),
    (PM, M1, "list_item", "what is the selling concept",
     ["customers will not buy enough unless the firm sells and promotes aggressively"]),
    (PM, M1, "how_why", "why shouldn't a company promise more than its product can do",
     ["it produces disappointed customers when the product fails to live up to the promise"]),
    (PM, M1, "worked_step", "gym retention example: what's the retention rate",
     ["Retention rate = 1,550 / 2,000 = 77.5%"]),
    (PM, M1, "how_why", "can a business control the macro-environment",
     ["it usually has to adapt to the macro-environment, which it cannot control"]),
    (PM, M1, "exact_term", "what is market segmentation",
     ["dividing a market into distinct groups of buyers who have different needs"]),
    (PM, M1, "list_item", "what is psychographic segmentation",
     ["divides buyers by social class, lifestyle or personality characteristics"]),
    (PM, M1, "keyword", "benefit segmentation",
     ["groups buyers by the main benefit they look for in a product"]),
    (PM, M1, "paraphrase", "why don't firms target left-handed people as their own segment",
     ["they fail the accessibility test"]),
    (PM, M1, "list_item", "what does undifferentiated (mass) marketing do",
     ["targets the whole market with one offer"]),
    (PM, M1, "how_why", "why not just design a separate offer for every segment, what's the catch",
     ["raises the costs of product modification, production, administration and promotion"]),
    (PM, M1, "worked_step", "premium dog food example, how much is the segment worth per year",
     ["20,000 x $30 x 12 = $7,200,000 a year"]),
    (PM, M1, "exact_term", "what is a perceptual map",
     ["a chart that shows how consumers see competing brands on two important attributes"]),
    (PM, M1, "how_why", "how do I know if a difference between my brand and a rival is worth promoting",
     ["important to buyers, distinctive, superior, communicable, hard for competitors to copy"]),
    (PM, M1, "keyword", "positioning statement template",
     ["our (brand) is (concept) that (point of difference)"]),

    # ---- principles-of-marketing / M2: the marketing mix (slide deck) ----
    (PM, M2, "exact_term", "what is the marketing mix",
     ["The set of controllable tools a firm blends"]),
    (PM, M2, "table_row", "how do people buy a shopping product",
     ["comparing price and quality"]),
    (PM, M2, "list_item", "what's the augmented product",
     ["extra services such as delivery, warranty and after-sales support"]),
    (PM, M2, "how_why", "why would a manufacturer bother with intermediaries at all",
     ["Intermediaries cut the number of contacts between makers and buyers"]),
    (PM, M2, "table_row", "route of a two-level channel",
     ["producer -> wholesaler -> retailer -> consumer"]),
    (PM, M2, "worked_step", "3 producers and 5 customers: how many contacts does one retailer save",
     ["The retailer saves 7 contacts"]),
    (PM, M2, "list_item", "what does exclusive distribution mean",
     ["give a few dealers the sole right to sell in their area"]),
    (PM, M2, "keyword", "advertising",
     ["paid, non-personal presentation by an identified sponsor"]),
    (PM, M2, "how_why", "what goes wrong if you run sales promotions all the time",
     ["too much promotion teaches buyers to wait for the next deal"]),
    (PM, M2, "list_item", "what does the D in AIDA stand for",
     ["Desire: turn interest into wanting the product"]),
    (PM, M2, "exact_term", "what is a pull strategy",
     ["the producer promotes to final consumers, who then ask the channel for the product"]),
    (PM, M2, "worked_step", "promotion budget at 4% of forecast sales of 2.4 million",
     ["Budget = 2,400,000 x 4% = $96,000"]),
    (PM, M2, "worked_step", "what's the GRP for 60% reach and 3 exposures",
     ["GRP = 60 x 3 = 180"]),
    (PM, M2, "worked_step", "CPM of an $18,000 magazine advert read by 450,000 people",
     ["CPM = 18,000 / 450 = $40 per thousand readers"]),
    (PM, M2, "definition_tail", "perishability of services means that services cannot be what",
     ["services cannot be stored for later sale or use"]),
    (PM, M2, "paraphrase", "how can a hotel fill rooms that sit empty on quiet nights",
     ["Differential pricing moves demand to off-peak times"]),
    (PM, M2, "paraphrase", "my cafe's service is great with some staff and bad with others, what helps",
     ["Careful selection and training of staff"]),
    (PM, M2, "exact_term", "what is integrated marketing communications",
     ["Coordinate all promotion tools so they deliver one clear, consistent message"]),

    # ---- principles-of-marketing / M3: pricing strategies (prose PDF) ----
    (PM, M3, "how_why", "what sets the upper limit on the price a firm can charge",
     ["Customer perceptions of the product's value set the ceiling"]),
    (PM, M3, "exact_term", "what are fixed costs",
     ["costs that do not change with the level of production or sales"]),
    (PM, M3, "how_why", "what's the weak spot of any pricing method that starts from unit cost",
     ["that may turn out to be wrong"]),
    (PM, M3, "how_why", "why is the mark-up on cost always a bigger percentage than the margin",
     ["compared with a smaller base in the first case"]),
    (PM, M3, "worked_step", "what price gives a 40% margin on an item that costs $30",
     ["must charge 30 / (1 - 0.40) = $50"]),
    (PM, M3, "exact_term", "what is contribution per unit",
     ["the selling price minus the variable cost per unit"]),
    (PM, M3, "worked_step", "toaster break-even volume",
     ["Break-even volume = 300,000 / 10 = 30,000 toasters"]),
    (PM, M3, "keyword", "margin of safety",
     ["the amount by which expected sales exceed break-even sales"]),
    (PM, M3, "how_why", "does the break-even point tell me how many units I will actually sell",
     ["not what volume the market will actually buy at that price"]),
    (PM, M3, "definition_tail", "everyday low pricing means a constant low price with few or no temporary discounts, as opposed to what",
     ["temporary discounts, as opposed to high-low pricing with frequent promotions"]),
    (PM, M3, "keyword", "going-rate pricing",
     ["bases its price largely on competitors' prices"]),
    (PM, M3, "list_item", "when does market skimming make sense - what about competitors",
     ["competitors must not be able to enter the market easily"]),
    (PM, M3, "table_row", "with skimming, what happens to the price later on",
     ["lowered step by step"]),
    (PM, M3, "list_item", "how does captive-product pricing make its money",
     ["the main product is often priced low and the profit is made on the supplies"]),
    (PM, M3, "list_item", "what does geographical pricing decide",
     ["whether each customer pays its own freight or everyone pays the same delivered price"]),
    (PM, M3, "worked_step", "invoice of $5,000 on 2/10, net 30, paid on day 8: how much is paid",
     ["= $100 and the buyer pays $4,900"]),
    (PM, M3, "paraphrase", "why does everything in shops cost 9.99 instead of 10",
     ["so it seems much cheaper than $10 although the difference is one cent"]),
    (PM, M3, "worked_step", "how much more do we need to sell after a 10% price cut on the toaster",
     ["a 10% price cut needs a 25% rise in unit sales"]),

    # ---- principles-of-marketing / M4: product life cycle and branding (DOCX) ----
    (PM, M4, "exact_term", "what is the product life cycle",
     ["the course that a product's sales and profits take over its lifetime"]),
    (PM, M4, "table_row", "what is the marketing objective in the maturity stage",
     ["maximise profit while defending market share"]),
    (PM, M4, "table_row", "marketing objective at introduction",
     ["create product awareness and trial"]),
    (PM, M4, "how_why", "why do sales grow so slowly right after launch",
     ["buyers have to be persuaded to try something new"]),
    (PM, M4, "keyword", "growth stage trade-off",
     ["a trade-off between high market share and high current profit"]),
    (PM, M4, "list_item", "what does modifying the market mean for a mature product",
     ["finding new users and new market segments, or increasing usage among present customers"]),
    (PM, M4, "worked_step", "cereal evening-snack example: what's the result",
     ["a 20% increase in volume without winning a single new customer"]),
    (PM, M4, "paraphrase", "what's the harm in keeping an old product that barely sells",
     ["a weak product takes up too much of management's time"]),
    (PM, M4, "definition_tail", "harvesting a declining product means what",
     ["reducing costs such as plant and equipment, maintenance, research and development and advertising"]),
    (PM, M4, "how_why", "why can the PLC become a self-fulfilling prophecy",
     ["cut its support, its sales fall, which seems to confirm their judgement"]),
    (PM, M4, "exact_term", "what is brand equity",
     ["the differential effect that knowing the brand name has on customer response"]),
    (PM, M4, "how_why", "why do supermarkets push their own-label brands",
     ["so the retailer can set lower prices while earning higher margins"]),
    (PM, M4, "keyword", "co-branding risk",
     ["the two reputations become linked"]),
    (PM, M4, "definition_tail", "brand extensions extend a current brand name to what",
     ["new or modified products in a new category"]),
    (PM, M4, "worked_step", "crisps new flavour example: what's the cannibalisation rate",
     ["The cannibalisation rate is 15,000 / 40,000 = 37.5%"]),
]

# Near-topic questions that no file of their course answers. The regexes are searched
# (case-insensitive, word boundaries) in every file of the course by check.py and must not match.
UNANSWERABLE = [
    (DE, "how does a Schmitt trigger input clean up a slowly changing signal", [r"schmitt", r"hysteresis"]),
    (DE, "what's the difference between a Mealy and a Moore state machine",
     [r"mealy", r"moore", r"state machines?", r"FSM", r"state diagrams?"]),
    (DE, "how does the Quine-McCluskey method minimise functions with lots of variables",
     [r"quine", r"mccluskey", r"tabulation"]),
    (DE, "how does an SRAM cell store one bit", [r"SRAM", r"DRAM", r"RAM", r"memory cells?"]),
    (DE, "how is a CMOS inverter built out of transistors", [r"CMOS", r"transistors?", r"MOSFETs?", r"TTL"]),
    (DE, "how are numbers with a fractional part stored in floating point binary",
     [r"floating[- ]point", r"IEEE", r"mantissa", r"fractions?", r"fractional"]),
    (DE, "how does a carry-lookahead adder avoid waiting for the carry to ripple",
     [r"look-?ahead", r"carry[- ]select", r"carry[- ]save"]),
    (DE, "how do I debounce a mechanical push button input", [r"debounc\w*", r"bounc\w*", r"push ?buttons?"]),
    (DE, "how does an analogue-to-digital converter turn a voltage into bits",
     [r"ADC", r"DAC", r"analog(ue)?", r"sampl\w*"]),
    (DE, "how do I write a testbench to simulate my 4-bit counter", [r"testbench\w*", r"simulat\w*"]),
    (DE, "how does a Johnson (twisted ring) counter work", [r"johnson", r"ring counters?", r"twisted"]),
    (DE, "how do I add a parity bit to a byte to detect errors", [r"parity", r"hamming", r"error[- ]detect\w*"]),
    (PM, "how do I run an A/B test on two versions of an email campaign", [r"A/B", r"split[- ]test\w*"]),
    (PM, "how does the BCG matrix classify products as cash cows and question marks",
     [r"BCG", r"Boston", r"cash cows?", r"question marks?"]),
    (PM, "how do Porter's five forces decide how attractive a segment is", [r"porter\w*", r"five forces"]),
    (PM, "how do I calculate customer lifetime value", [r"lifetime value", r"CLV", r"CLTV"]),
    (PM, "what does the Ansoff matrix say about diversification", [r"ansoff", r"diversification"]),
    (PM, "how do I work out a net promoter score from a customer survey", [r"net promoter", r"NPS"]),
    (PM, "how does search engine optimisation fit into the promotion mix",
     [r"SEO", r"search engines?", r"optimi[sz]ation"]),
    (PM, "how should I pay influencers in an influencer marketing campaign", [r"influencers?"]),
    (PM, "how does Maslow's hierarchy of needs apply to marketing", [r"maslow\w*", r"hierarch\w*"]),
    (PM, "how do I calculate the price elasticity of demand", [r"elastic\w*"]),
    (PM, "how does dynamic pricing change prices in real time as demand moves",
     [r"dynamic", r"real[- ]time", r"surge"]),
    (PM, "how do I carry out a SWOT analysis for my brand", [r"SWOT", r"strengths?"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (DE, "how do you calculate the break-even volume for a product", [r"break-?even"]),
    (DE, "what are the 4Ps of the marketing mix", [r"4Ps", r"marketing mix"]),
    (DE, "market skimming vs penetration pricing", [r"skimming", r"penetration"]),
    (PM, "how do I simplify a Boolean expression with a Karnaugh map", [r"karnaugh", r"boolean"]),
    (PM, "what does a D flip-flop do on a clock edge", [r"flip-?flops?"]),
    (PM, "how do I convert a decimal number to binary", [r"binary"]),
]

SEED = 20250308


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
        final.append({"id": f"ab8-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
