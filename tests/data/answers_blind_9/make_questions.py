"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 9. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
GE = "introductory-geology"
CL = "contract-law"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term
#   keyword          a bare keyword or very short query ("bedload", "mitigation")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a code block, equation block or pseudo-code
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

G1 = "01-minerals-and-rocks.pdf"
G2 = "02-plate-tectonics-slides.pdf"
G3 = "03-geological-time-and-dating.docx"
G4 = "04-earthquakes-and-seismic-waves.md"
G5 = "05-weathering-and-erosion-notes.txt"
C1 = "01-formation-offer-and-acceptance.pdf"
C2 = "02-consideration-intention-capacity-slides.pdf"
C3 = "03-terms-and-misrepresentation.pdf"
C4 = "04-breach-and-remedies.docx"

ANSWERABLE = [
    # ---- G1: minerals, rocks and the rock cycle (prose PDF) ----
    (GE, G1, "paraphrase", "why isnt obsidian a mineral, its literally volcanic rock",
     ["its atoms are not arranged in a repeating pattern"]),
    (GE, G1, "paraphrase", "how can i tell if an igneous rock cooled fast or slowly just by looking at it",
     ["crystal size depends on how fast the melt cooled"]),
    (GE, G1, "how_why", "why is streak more relaible than colour?",
     ["the powder shows the true colour of the mineral"]),
    (GE, G1, "how_why", "why cant you say diamond is 10 times harder than talc on the mohs scale",
     ["It is an ordinal scale, not a measurement"]),
    (GE, G1, "how_why", "why do the minerals line up in a foliated rock",
     ["platy minerals such as mica line up at right angles to the greatest pressure"]),
    (GE, G1, "how_why", "what provides the energy for the rock cycle deep underground",
     ["the Earth's internal heat, which melts and metamorphoses rocks at depth"]),
    (GE, G1, "worked_step", "density worked example - how much water did the specimen displace",
     ["The volume displaced is 250 - 200 = 50 cm3"]),
    (GE, G1, "worked_step", "what density did they get for the unknown pale specimen",
     ["The density is 132 / 50 = 2.64 g/cm3"]),
    (GE, G1, "worked_step", "in the density example which mineral does the result suggest?",
     ["so the result points to quartz"]),
    (GE, G1, "worked_step", "how much would a galena specimen the same size weigh",
     ["would have a mass of about 375 g"]),
    (GE, G1, "exact_term", "what does porphyritic mean",
     ["large crystals set in a fine-grained groundmass"]),
    (GE, G1, "exact_term", "what is contact metamorphism?",
     ["happens in a narrow zone around a hot igneous intrusion"]),
    (GE, G1, "list_item", "in the list of mineral properties what is lustre",
     ["describes how the surface reflects light"]),
    (GE, G1, "list_item", "the three groups of sedimentary rock: what are chemical rocks",
     ["precipitate directly from water, such as rock salt and gypsum"]),
    (GE, G1, "definition_tail",
     "a mineral is a naturally occurring inorganic solid with a definite what",
     ["definite chemical composition and an ordered internal structure"]),
    (GE, G1, "code_block", "formula for the volume in the density calculation",
     ["volume = water level after - water level before"]),
    (GE, G1, "keyword", "cementation",
     ["minerals such as calcite, silica or iron oxide precipitate from the water"]),

    # ---- G2: plate tectonics (slide deck) ----
    (GE, G2, "paraphrase", "how can plates move around if the mantle underneath is solid rock",
     ["slide over the asthenosphere, which deforms like very stiff putty"]),
    (GE, G2, "paraphrase", "what did wegener reckon was actually shoving the continents around",
     ["Wegener suggested tidal forces, which were far too weak"]),
    (GE, G2, "how_why", "how does magma form above a subduction zone",
     ["lowers the melting point of the mantle above it"]),
    (GE, G2, "how_why", "why doesnt india just subduct under asia",
     ["Continental crust is too buoyant to subduct far"]),
    (GE, G2, "how_why", "why do earthquakes happen on transform boundaries",
     ["strain builds up, then is released in earthquakes"]),
    (GE, G2, "worked_step", "atlantic example: how many cm per year does one side move",
     ["25 km per million years = 2.5 cm per year"]),
    (GE, G2, "worked_step", "so how fast is the atlantic widening overall",
     ["so the ocean widens about 5 cm per year"]),
    (GE, G2, "worked_step", "hawaii hotspot worked example what speed does the pacific plate get",
     ["So the Pacific Plate moves about 10 cm per year to the northwest"]),
    (GE, G2, "exact_term", "what is subduction?",
     ["denser oceanic plate sinks beneath the continent"]),
    (GE, G2, "exact_term", "what is a hotspot in plate tectonics",
     ["a fixed plume of hot mantle that rises under the middle of a plate"]),
    (GE, G2, "exact_term", "what is an island arc",
     ["builds a curved chain of volcanic islands"]),
    (GE, G2, "table_row", "boundary table: typical features of a divergent boundary",
     ["Mid-ocean ridges, rift valleys"]),
    (GE, G2, "table_row", "how old is the oldest continental crust",
     ["About 4 billion years"]),
    (GE, G2, "list_item", "what was wegeners fossil evidence",
     ["land reptile Mesosaurus occur on both sides of the South Atlantic"]),
    (GE, G2, "list_item", "layers by composition - what is the core made of",
     ["mostly iron and nickel, liquid outer core"]),
    (GE, G2, "definition_tail", "the lithosphere is the rigid outer shell made of what and how thick",
     ["crust plus uppermost mantle, about 100 km thick"]),
    (GE, G2, "code_block", "how do i convert km per million years into cm per year",
     ["1 km per million years = 0.1 cm per year"]),
    (GE, G2, "keyword", "slab pull",
     ["a cold subducting slab is dense and drags its plate behind it"]),
    (GE, G2, "keyword", "ridge push",
     ["new lithosphere at a ridge is high and slides down and away"]),

    # ---- G3: geological time and dating (DOCX) ----
    (GE, G3, "paraphrase", "if you cant date a sandstone layer directly how do you get its age in years",
     ["by dating lava flows or volcanic ash beds above and below them"]),
    (GE, G3, "how_why", "why can't carbon-14 be used to date a dinosaur bone",
     ["too little is left after about 50,000 years to measure"]),
    (GE, G3, "how_why", "why does radiometric dating work best on igneous rocks",
     ["the clock starts when the minerals crystallise from the melt"]),
    (GE, G3, "how_why", "why did siccar point convince hutton that the earth is very old",
     ["the time needed to deposit, tilt, erode and bury the lower layers"]),
    (GE, G3, "worked_step", "charcoal with 25% of its carbon-14 left, how old",
     ["The age is 2 x 5,730 = 11,460 years"]),
    (GE, G3, "worked_step", "potassium argon example with 1 parent to 7 daughter atoms: age of the ash?",
     ["The age of the ash is 3 x 1.3 = 3.9 billion years"]),
    (GE, G3, "worked_step", "zircon with equal uranium-235 and lead-207, how old is the granite",
     ["so the granite is about 704 million years old"]),
    (GE, G3, "exact_term", "what is an index fossil",
     ["lived for a short time, spread widely and is easy to recognise"]),
    (GE, G3, "table_row", "what does a nonconformity look like",
     ["Sedimentary layers resting on igneous or metamorphic rock"]),
    (GE, G3, "list_item", "principle of cross cutting relationships",
     ["must be younger than the rocks it cuts"]),
    (GE, G3, "definition_tail", "the half-life is the time it takes for what",
     ["half of the parent atoms in a sample to decay into daughter atoms"]),
    (GE, G3, "definition_tail", "an unconformity is a buried surface of erosion or non-deposition that what",
     ["represents a gap in the rock record"]),
    (GE, G3, "code_block", "in the half-life loop what happens to the age on each pass",
     ["age = age + half_life"]),
    (GE, G3, "keyword", "superposition",
     ["each layer is younger than the one beneath it"]),
    (GE, G3, "keyword", "Precambrian",
     ["makes up almost 90% of Earth history"]),

    # ---- G4: earthquakes and seismic waves (Markdown) ----
    (GE, G4, "paraphrase", "why do u need three seismic stations and not just two to find a quake",
     ["the third circle decides which one is right"]),
    (GE, G4, "how_why", "why can't S waves travel through liquids",
     ["a liquid has no rigidity to spring back when it is sheared"]),
    (GE, G4, "how_why", "how do we know the outer core is liquid",
     ["the S-wave shadow zone shows that the outer core is liquid"]),
    (GE, G4, "how_why", "why do shallow focus earthquakes cause the most damage",
     ["the energy has less distance to travel before it reaches the surface"]),
    (GE, G4, "worked_step", "how many magnitude 5 quakes equal the energy of one magnitude 7",
     ["releases about as much energy as a thousand magnitude 5 earthquakes"]),
    (GE, G4, "worked_step", "triangulation example, which station was closest to the epicentre",
     ["Station C is the closest, so the epicentre lies nearest to it"]),
    (GE, G4, "exact_term", "what is the epicentre of an earthquake",
     ["The point on the surface directly above the focus"]),
    (GE, G4, "exact_term", "what is liquifaction?",
     ["in a strong earthquake it can behave like a liquid"]),
    (GE, G4, "table_row", "particle motion of a P wave",
     ["Push-pull, along the direction of travel"]),
    (GE, G4, "list_item", "how does a reverse fault form",
     ["the crust is squeezed and the upper block is pushed up"]),
    (GE, G4, "list_item", "which earthquake hazard kills the most people",
     ["brings down buildings and bridges and causes most deaths"]),
    (GE, G4, "definition_tail", "magnitude measures the energy released at the source and intensity measures what",
     ["the strength of shaking and the damage at a particular place"]),
    (GE, G4, "code_block", "rule of thumb formula for distance from the S-P interval",
     ["distance = S-P interval x 8 km per second"]),
    (GE, G4, "code_block", "station B in the S-P example: how far away",
     ["S-P = 40 s -> distance = 40 x 8 = 320 km"]),
    (GE, G4, "code_block", "magnitude 7 vs 5 what is the amplitude ratio",
     ["amplitude ratio = 10 x 10 = 100 times"]),
    (GE, G4, "keyword", "elastic rebound",
     ["the fault slips suddenly and the bent rocks snap back"]),

    # ---- G5: weathering, erosion and soil (TXT notes) ----
    (GE, G5, "paraphrase", "why is there always a big pile of broken angular rock at the bottom of mountain cliffs",
     ["The angular blocks that fall from cliffs collect at the foot of"]),
    (GE, G5, "paraphrase", "the old limestone headstones in my churchyard are almost unreadable, what's eating them",
     ["Dissolution (carbonation) is the main way limestone is weathered"]),
    (GE, G5, "how_why", "why does freezing water crack rocks",
     ["water expands by about 9% when it turns to ice"]),
    (GE, G5, "how_why", "why does granite peel off in curved sheets when it gets to the surface",
     ["so the rock expands upwards and cracks into curved sheets"]),
    (GE, G5, "how_why", "why does surface area matter for chemical weathering",
     ["reactions happen only at exposed surfaces"]),
    (GE, G5, "worked_step", "landscape lowering example: how fast is the basin worn down each year",
     ["that is a lowering of 0.0001 m a year"]),
    (GE, G5, "exact_term", "what is hydrolysis",
     ["Hydrolysis is the reaction of minerals with water itself"]),
    (GE, G5, "exact_term", "what is saltation",
     ["moves sand by a series of low jumps called saltation"]),
    (GE, G5, "table_row", "what is in the B horizon of a soil",
     ["Clay and iron oxides washed in from above"]),
    (GE, G5, "table_row", "summary table: where does salt crystal growth work best",
     ["Salt crystal growth Mechanical Deserts and sea cliffs"]),
    (GE, G5, "definition_tail", "weathering is the breakdown of rock in place, and erosion is what",
     ["removal and transport of the weathered material by moving agents"]),
    (GE, G5, "code_block", "equation for rainwater turning into carbonic acid",
     ["H2O + CO2 -> H2CO3"]),
    (GE, G5, "code_block", "surface area calc, area after cutting the cube into 8 smaller cubes",
     ["area = 8 x 6 x 0.5 x 0.5 = 12 m2"]),
    (GE, G5, "keyword", "bedload",
     ["Larger stones roll, slide or bounce"]),
    (GE, G5, "keyword", "glacial till",
     ["unsorted when the ice melts; this deposit is called till"]),

    # ---- C1: formation, offer and acceptance (prose PDF) ----
    (CL, C1, "paraphrase", "if i grab something off a supermarket shelf and take it to the checkout, who is actually making the offer",
     ["the customer makes the offer by taking the goods to the cash desk"]),
    (CL, C1, "how_why", "why are adverts usually not treated as offers",
     ["bound to sell far more goods than it actually had in stock"]),
    (CL, C1, "how_why", "how did mrs carlill accept the smoke ball company's offer",
     ["Carlill had accepted it by performing the conditions"]),
    (CL, C1, "how_why", "why couldnt hyde accept the £1,000 offer after offering £950",
     ["his counter-offer had rejected it, so there was nothing left to accept"]),
    (CL, C1, "how_why", "in entores v miles far east why was the contract made in london",
     ["the contract is made when and where the acceptance is received"]),
    (CL, C1, "worked_step", "alice and ben car example - when exactly was the contract made",
     ["A contract was made at 10 am on 4 March"]),
    (CL, C1, "worked_step", "in the alice and ben letters example does alice's revocation work",
     ["The revocation is too late, because it had to be received before acceptance"]),
    (CL, C1, "exact_term", "what is an invitaton to treat",
     ["only an invitation to others to make offers"]),
    (CL, C1, "exact_term", "what is a unilateral offer?",
     ["only the offeror makes a promise; the other party accepts by doing the act"]),
    (CL, C1, "exact_term", "what's the postal rule",
     ["acceptance takes effect as soon as the letter is posted, not when it arrives"]),
    (CL, C1, "list_item", "in the five elements of a contract what does capacity mean",
     ["each party is legally able to make the contract"]),
    (CL, C1, "list_item", "ways an offer can end: lapse of time",
     ["the offer expires at a stated time or after a reasonable time"]),
    (CL, C1, "list_item", "does the postal rule still apply if i forgot to put a stamp on",
     ["The letter must be properly addressed and stamped"]),
    (CL, C1, "definition_tail", "acceptance is a final and what",
     ["unqualified agreement to all the terms of the offer"]),
    (CL, C1, "keyword", "Felthouse v Bindley",
     ["an offeror cannot impose a contract on the offeree by treating silence as consent"]),
    (CL, C1, "keyword", "mirror image rule",
     ["A reply that adds or changes a term is not an acceptance"]),
    (CL, C1, "keyword", "battle of the forms",
     ["the last set of terms sent before performance usually wins"]),

    # ---- C2: consideration, intention and capacity (slide deck) ----
    (CL, C2, "paraphrase", "my mate promised me 50 quid for helping him move last month, but he only promised after id done it. can i make him pay",
     ["An act already completed before the promise cannot support it"]),
    (CL, C2, "paraphrase", "if someone sells me something worth loads for basically nothing is that still a valid deal",
     ["the court will not judge whether the bargain was a good one"]),
    (CL, C2, "how_why", "why was the promise of extra money binding in williams v roffey",
     ["Practical benefit to the promisor can be consideration for a promise to pay more"]),
    (CL, C2, "how_why", "why did the crew in hartley v ponsonby get their extra pay",
     ["The remaining crew did more than their duty, so the promise was binding"]),
    (CL, C2, "worked_step", "dev owes ella 1000 and she accepts 600, what can she still sue for",
     ["Ella can still sue for the remaining £400"]),
    (CL, C2, "worked_step", "part payment example: what if dev had paid the 600 a month early",
     ["the early payment would be consideration and the debt would be discharged"]),
    (CL, C2, "worked_step", "high trees: what was the reduced rent agreed in 1939",
     ["Reduced rent agreed in 1939: £1,250 a year"]),
    (CL, C2, "worked_step", "high trees figures, what could the landlord charge after 1945",
     ["the landlord could charge the full £2,500 for the future"]),
    (CL, C2, "exact_term", "what is promisory estoppel?",
     ["An equitable doctrine that can stop a party going back on a promise"]),
    (CL, C2, "exact_term", "what counts as necessaries for a minor",
     ["goods suitable to the minor's condition in life and actual needs"]),
    (CL, C2, "exact_term", "what is an honour clause",
     ["an honour clause stated the agreement was not a legal one"]),
    (CL, C2, "table_row", "what is executory consideration",
     ["A promise to do something later"]),
    (CL, C2, "table_row", "when is the no-legal-intention presumption rebutted for a family living together",
     ["Clear terms, money pooled, or parties separated"]),
    (CL, C2, "list_item", "is promissory estoppel a sword or a shield",
     ["it is a defence and cannot create a new cause of action"]),
    (CL, C2, "list_item", "what happened in nash v inman",
     ["eleven fancy waistcoats were not necessaries for a student"]),
    (CL, C2, "list_item", "which contracts with minors are voidable",
     ["Examples: leases, partnerships and buying shares"]),
    (CL, C2, "definition_tail",
     "currie v misa: some right, interest, profit or benefit to one party, or what",
     ["or some detriment to the other"]),
    (CL, C2, "keyword", "Stilk v Myrick",
     ["The crew were already bound to sail the ship home"]),

    # ---- C3: terms and misrepresentation (prose PDF) ----
    (CL, C3, "paraphrase", "the car dealer swore the car had only done 20k miles since a new engine but it's way more, was that part of the contract or not",
     ["Because the dealer was the expert, the statement was a term"]),
    (CL, C3, "how_why", "why was the notice in the hotel room in olley not binding",
     ["the contract had been made at the reception desk"]),
    (CL, C3, "how_why", "why is suing for negligent misrep under s2(1) attractive to claimants",
     ["the burden of proof is reversed"]),
    (CL, C3, "how_why", "why wasnt the 2000 sheep statement in bisset v wilkinson a misrepresentation",
     ["The statement was an honest opinion, not a statement of fact"]),
    (CL, C3, "how_why", "why couldnt the charterers in hongkong fir end the contract",
     ["With most of the charter still to run, it had not"]),
    (CL, C3, "worked_step", "business bought for 50000 example: how much are the misrepresentation damages",
     ["restore the buyer's position: £50,000 - £35,000 = £15,000"]),
    (CL, C3, "worked_step", "same example but damages for breach of a term instead?",
     ["would instead give the lost bargain: £60,000 - £35,000 = £25,000"]),
    (CL, C3, "worked_step", "what was the business really worth in the misrep damages example",
     ["The business is actually worth £35,000"]),
    (CL, C3, "worked_step", "after the damages example, why would a claimant prefer it to be a term",
     ["a claimant often argues that a statement was a term rather than a mere representation"]),
    (CL, C3, "exact_term", "what is a warranty in contract law",
     ["breach of a warranty gives a right to damages only"]),
    (CL, C3, "exact_term", "what is the contra proferentem rule",
     ["any ambiguity is resolved against the party who relies on the clause"]),
    (CL, C3, "table_row", "what damages can you get for innocent misrepresentation",
     ["Only at the court's discretion, in place of rescission"]),
    (CL, C3, "list_item", "term or representation: how does timing matter",
     ["the longer the gap between the statement and the contract"]),
    (CL, C3, "list_item", "consumer rights act: goods fit for purpose",
     ["fit for any particular purpose the consumer made known to the trader"]),
    (CL, C3, "list_item", "bars to rescission - affirmation",
     ["shows an intention to continue with the contract"]),
    (CL, C3, "definition_tail",
     "a misrepresentation is a false statement of fact made by one party to the other before the contract which does what",
     ["induces the other party to enter the contract"]),
    (CL, C3, "keyword", "Dimmock v Hallett",
     ["did not say that the tenants had given notice to leave"]),
    (CL, C3, "keyword", "business efficacy test",
     ["a term is implied if it is needed to make the contract work"]),

    # ---- C4: discharge, breach and remedies (DOCX) ----
    (CL, C4, "paraphrase", "the builder finished my extension but a few bits are a bit dodgy, do i still have to pay him",
     ["the price is payable less a deduction for the defects"]),
    (CL, C4, "how_why", "why couldnt the mill owner in hadley v baxendale get his lost profits",
     ["the carrier did not know that the mill had no spare shaft"]),
    (CL, C4, "how_why", "why did anglia tv claim its wasted spending instead of lost profit",
     ["Anglia could not prove what profit the film would have made"]),
    (CL, C4, "how_why", "why couldn't davis contractors rely on frustration when the job took 22 months",
     ["not frustrated merely because it has become more expensive or difficult to perform"]),
    (CL, C4, "worked_step", "steel example, 100 tonnes at 400 and market price 460, what are the damages",
     ["so its damages are 100 x £60 = £6,000"]),
    (CL, C4, "worked_step", "apples example: how much does the seller get",
     ["Its damages are 500 x (£12 - £10) = £1,000"]),
    (CL, C4, "exact_term", "what is an anticipatory breach",
     ["a party announces before performance is due that it will not perform"]),
    (CL, C4, "exact_term", "what is a repudiatory breach?",
     ["a breach of a condition or a serious breach of an innominate term"]),
    (CL, C4, "table_row", "frustration by destruction of the subject matter: what were the facts of the leading case",
     ["A music hall hired for concerts burned down before the first concert"]),
    (CL, C4, "table_row", "what is the aim of the reliance measure",
     ["Put the claimant back where it was before the contract was made"]),
    (CL, C4, "list_item", "exceptions to the entire performance rule: prevented performance",
     ["where one party is stopped from finishing by the other"]),
    (CL, C4, "definition_tail",
     "a contract is frustrated when an event that is not the fault of either party makes performance what",
     ["impossible, illegal or radically different from what was agreed"]),
    (CL, C4, "definition_tail",
     "in cavendish v makdessi a clause is a penalty if it imposes a detriment how big",
     ["out of all proportion to any legitimate interest of the innocent party"]),
    (CL, C4, "keyword", "mitigation of loss",
     ["must take reasonable steps to reduce its loss"]),
    (CL, C4, "keyword", "limitation period for a simple contract",
     ["an action must be brought within six years of the breach"]),
]

# Near-topic questions that no file of the course answers. The listed terms (regexes,
# matched with word boundaries, case-insensitive) are absent from every file of the course.
UNANSWERABLE = [
    (GE, "how do the magnetic stripes on the sea floor prove seafloor spreading",
     [r"magnetic", r"magnetism", r"pal(a)?eomagnet\w*", r"reversals?", r"polarity"]),
    (GE, "whats the difference between a shield volcano and a stratovolcano",
     [r"shield volcano\w*", r"stratovolcano\w*", r"composite volcano\w*", r"cinder cones?"]),
    (GE, "what is Bowen's reaction series and what order do minerals crystallise in",
     [r"bowen\w*", r"reaction series"]),
    (GE, "how does dendrochronology use tree rings to date things",
     [r"dendrochronolog\w*", r"tree[- ]rings?"]),
    (GE, "can scientists predict when the next big earthquake will hit",
     [r"predict\w*", r"forecast\w*", r"early warning"]),
    (GE, "how does base isolation help buildings survive an earthquake",
     [r"base isolation", r"isolators?", r"retrofit\w*", r"dampers?"]),
    (GE, "how does a geothermal power station get energy from hot rocks",
     [r"geothermal", r"power stations?", r"power plants?"]),
    (GE, "what is an aquifer and how does groundwater flow through rock",
     [r"aquifers?", r"groundwater", r"water table", r"permeab\w*", r"porosity"]),
    (GE, "how does longshore drift move sand along the coast",
     [r"longshore", r"spits?", r"groynes?"]),
    (GE, "how do stalactites form in limestone caves",
     [r"stalactites?", r"stalagmites?", r"caves?", r"caverns?"]),
    (GE, "how do milankovitch cycles trigger ice ages",
     [r"milankovitch", r"ice ages?", r"orbit\w*"]),
    (GE, "how does a dead animal become a fossil by permineralisation",
     [r"permineral\w*", r"petrif\w*", r"fossili[sz]ation"]),
    (CL, "when does pressure from the other side count as economic duress",
     [r"duress", r"threats?"]),
    (CL, "what is undue influence and when can it get a contract set aside",
     [r"undue influence", r"etridge"]),
    (CL, "if both sides were wrong about a basic fact is the contract void for common mistake",
     [r"mistakes?", r"mistaken", r"Bell v Lever", r"Great Peace"]),
    (CL, "is the non-compete clause in my job contract enforceable as a restraint of trade",
     [r"restraint of trade", r"non-?compete", r"solus"]),
    (CL, "does an electronic signature on a pdf count as signing a contract",
     [r"e-signatures?", r"electronic signatures?", r"docusign", r"electronic"]),
    (CL, "how is a quantum meruit claim for a reasonable sum calculated",
     [r"quantum meruit", r"unjust enrichment"]),
    (CL, "do i get a 14 day cooling off period to cancel something i bought online",
     [r"cooling[- ]off", r"14 days?", r"fourteen days?", r"Consumer Contracts Regulations", r"online"]),
    (CL, "how does the reasonableness test in the Unfair Contract Terms Act 1977 work",
     [r"Unfair Contract Terms", r"UCTA", r"reasonableness"]),
    (CL, "what does a force majeure clause cover",
     [r"force majeure"]),
    (CL, "can i claim for the stress and disappointment of a ruined holiday",
     [r"distress", r"disappointment", r"holidays?", r"jarvis"]),
    (CL, "can a court rectify a written contract that records the wrong price",
     [r"rectif\w*"]),
    (CL, "what is the non est factum defence for someone who signed a document",
     [r"non est factum"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (GE, "what is the postal rule for accepting an offer", [r"postal rule", r"acceptance"]),
    (GE, "what counts as good consideration in a contract", [r"consideration"]),
    (GE, "how are damages worked out for breach of contract", [r"damages", r"breach of contract"]),
    (CL, "what's the difference between P waves and S waves", [r"P waves?", r"S waves?", r"seismic"]),
    (CL, "how does radiometric dating use half-lives to find a rock's age", [r"radiometric", r"half-li(fe|ves)"]),
    (CL, "what are the three main types of rock", [r"igneous", r"sedimentary", r"metamorphic"]),
]

SEED = 20250309


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
        final.append({"id": f"ab9-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
