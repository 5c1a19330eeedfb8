"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand. The only thing
looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
BIO = "cell-biology-genetics"
GEO = "physical-geography"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text
#   exact_term       "what is/does X" with the course's own term
#   keyword          a bare keyword or very short query ("mitosis?", "what's a meander")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step of a worked example
#   definition_tail  the answer is the second half of a two-part definition
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

B1 = "01-cell-structure.pdf"
B2 = "02-cell-division-slides.pdf"
B3 = "03-dna-and-protein-synthesis.docx"
B4 = "04-inheritance.md"
G1 = "01-plate-tectonics-slides.pdf"
G2 = "02-rivers-and-flooding.pdf"
G3 = "03-weather-and-atmosphere.docx"
G4 = "04-climate-and-change.txt"

ANSWERABLE = [
    # ---------------- cell biology: 01-cell-structure.pdf (prose, 4 pages) ----------------
    (BIO, B1, "list_item", "What are the three ideas of the cell theory?",
     ["New cells are formed only by the division of cells that already exist",
      "All living organisms are made of one or more cells"]),
    (BIO, B1, "paraphrase", "who first used the word cell and what was he looking at",
     ["In 1665 Robert Hooke looked at thin slices of cork"]),
    (BIO, B1, "how_why", "Why are viruses usually not thought of as living things?",
     ["they cannot feed, grow or reproduce outside a host cell"]),
    (BIO, B1, "keyword", "prokaryotic cell?",
     ["A prokaryotic cell is a cell that has no nucleus"]),
    (BIO, B1, "definition_tail", "If a bacterium has no nucleus, where is its DNA kept?",
     ["Its DNA lies free in a region of the cytoplasm called the nucleoid"]),
    (BIO, B1, "exact_term", "What are plasmids?",
     ["small extra rings of DNA that can be copied and passed"]),
    (BIO, B1, "table_row", "roughly how big is a eukaryotic cell",
     ["about 10 to 100 micrometres across"]),
    (BIO, B1, "table_row", "What does the Golgi apparatus do?",
     ["modifies proteins and packages them into vesicles for export"]),
    (BIO, B1, "keyword", "mitochondria function",
     ["carries out aerobic respiration, releasing energy as ATP"]),
    (BIO, B1, "table_row", "Which organelle digests old, worn-out parts of the cell?",
     ["a sac of digestive enzymes that breaks down worn-out organelles"]),
    (BIO, B1, "paraphrase", "Which structures are found in plant cells but never in animal cells?",
     ["a cellulose cell wall, chloroplasts and a large permanent vacuole"]),
    (BIO, B1, "how_why", "Why don't the cells in a plant's roots have chloroplasts?",
     ["Root cells grow in the dark soil, so they have no use for them"]),
    (BIO, B1, "how_why", "Why is the membrane model described as a mosaic?",
     ["the proteins are dotted among them like the tiles of a mosaic"]),
    (BIO, B1, "paraphrase", "Does a cell have to use up energy for particles to diffuse?",
     ["the cell does not have to spend energy on it"]),
    (BIO, B1, "list_item", "How does temperature change how fast diffusion happens?",
     ["a higher temperature, which gives the particles more kinetic energy"]),
    (BIO, B1, "paraphrase", "what happens if you drop a red blood cell into pure water",
     ["keeps taking in water until it bursts, which is called lysis"]),
    (BIO, B1, "keyword", "plasmolysis",
     ["its membrane pulls away from the cell wall"]),
    (BIO, B1, "paraphrase", "How do root hairs take up nitrate when the soil has less of it than the cell?",
     ["Root hair cells use active transport to take in mineral ions"]),
    (BIO, B1, "worked_step", "What is the surface area to volume ratio of a cube with 3 cm sides?",
     ["so the ratio is 54 : 27 = 2 : 1"]),
    (BIO, B1, "worked_step", "A cheek cell drawing is 45 mm wide at x750. How big is the real cell in mm?",
     ["Actual size = 45 mm / 750 = 0.06 mm"]),

    # ---------------- cell biology: 02-cell-division-slides.pdf (slide deck) ----------------
    (BIO, B2, "list_item", "Give a reason why cells need to divide",
     ["Repair: replacing damaged or dead cells", "Growth: more cells, not bigger cells"]),
    (BIO, B2, "paraphrase", "How many chromosomes are there in one of our body cells?",
     ["Human body cells: 46 chromosomes in 23 pairs"]),
    (BIO, B2, "keyword", "homologous pair",
     ["Homologous pair: one chromosome from each parent"]),
    (BIO, B2, "exact_term", "What does haploid mean?",
     ["Haploid (n): one set of chromosomes"]),
    (BIO, B2, "exact_term", "What is a centromere?",
     ["Centromere: the point where sister chromatids are held together"]),
    (BIO, B2, "paraphrase", "What fraction of the cell cycle is spent in interphase?",
     ["Interphase takes up about 90% of the cycle"]),
    (BIO, B2, "paraphrase", "During which part of interphase does the cell copy its DNA?",
     ["S phase: every DNA molecule is replicated"]),
    (BIO, B2, "paraphrase", "what does the cell check before it goes into mitosis after G2",
     ["G2 checkpoint: has all the DNA been copied without errors?"]),
    (BIO, B2, "exact_term", "What happens to the chromosomes in prophase?",
     ["Chromosomes condense and become visible"]),
    (BIO, B2, "keyword", "metaphase?",
     ["Chromosomes line up across the cell's equator"]),
    (BIO, B2, "paraphrase", "At which stage are the two copies of each chromosome dragged to opposite ends of the cell?",
     ["Sister chromatids pulled to opposite poles"]),
    (BIO, B2, "paraphrase", "plant cells can't pinch in two, so how do they split the cytoplasm?",
     ["Plant cells: a cell plate grows across the middle"]),
    (BIO, B2, "list_item", "How do I stain an onion root tip to see mitosis?",
     ["Stain with toluidine blue or acetic orcein"]),
    (BIO, B2, "worked_step", "36 of 400 root tip cells are in mitosis. What is the mitotic index?",
     ["36 / 400 = 0.09, so mitotic index = 9%"]),
    (BIO, B2, "table_row", "If 12 of 200 cells are in prophase and the cycle takes 24 hours, how long is prophase?",
     ["12/200 x 24 = 1.44 h"]),
    (BIO, B2, "how_why", "How do bacteria reproduce if they don't do mitosis?",
     ["Prokaryotes divide by binary fission, not mitosis"]),
    (BIO, B2, "worked_step", "One bacterium divides every 20 minutes. How many are there after 2 hours?",
     ["Number of bacteria = 2^6 = 64"]),
    (BIO, B2, "paraphrase", "What makes a tumour malignant rather than benign?",
     ["Malignant tumour: invades nearby tissue and spreads in the blood"]),
    (BIO, B2, "how_why", "Why must the chromosome number be halved when gametes are made?",
     ["Without halving, chromosome number would double every generation"]),
    (BIO, B2, "keyword", "crossing over?",
     ["Crossing over: swapping sections between homologous chromosomes"]),
    (BIO, B2, "paraphrase", "How many genetically different gametes can independent assortment give in humans?",
     ["Humans: 2^23 = about 8.4 million kinds of gamete"]),
    (BIO, B2, "table_row", "Where in the human body does meiosis take place?",
     ["only in testes and ovaries"]),
    (BIO, B2, "paraphrase", "What chromosome problem leads to Down syndrome?",
     ["Down syndrome: three copies of chromosome 21"]),

    # ---------------- cell biology: 03-dna-and-protein-synthesis.docx ----------------
    (BIO, B3, "paraphrase", "What are the parts of a single DNA building block?",
     ["a phosphate group, a sugar called deoxyribose"]),
    (BIO, B3, "definition_tail", "What does it mean that the two DNA strands are antiparallel?",
     ["The two strands run in opposite directions"]),
    (BIO, B3, "exact_term", "What is complementary base pairing?",
     ["Adenine always pairs with thymine, and guanine always pairs with cytosine"]),
    (BIO, B3, "how_why", "Why is DNA with lots of G and C harder to pull apart?",
     ["a G-C pair is held by three"]),
    (BIO, B3, "worked_step", "A DNA sample is 22% adenine. What percentage is guanine?",
     ["Guanine equals cytosine, so each is 56% / 2 = 28%"]),
    (BIO, B3, "keyword", "gene?",
     ["A gene is a section of DNA that carries the instructions"]),
    (BIO, B3, "list_item", "In what sense is the genetic code degenerate?",
     ["most amino acids are coded for by more than one codon"]),
    (BIO, B3, "paraphrase", "Do bacteria and humans read the genetic code the same way?",
     ["the same codon means the same amino acid in almost every organism"]),
    (BIO, B3, "table_row", "Which base does RNA have instead of thymine?",
     ["uracil takes the place of thymine"]),
    (BIO, B3, "paraphrase", "Which molecule carries the amino acids to the ribosome?",
     ["Transfer RNA (tRNA) brings a particular amino acid to the ribosome"]),
    (BIO, B3, "keyword", "transcription",
     ["the copying of the base sequence of a gene into a molecule of messenger RNA"]),
    (BIO, B3, "list_item", "How does the mRNA get out of the nucleus after transcription?",
     ["The finished mRNA leaves the nucleus through a pore in the nuclear envelope"]),
    (BIO, B3, "worked_step", "Which amino acids does the template TAC AAA CCG ATT code for?",
     ["The polypeptide made is methionine - phenylalanine - glycine"]),
    (BIO, B3, "definition_tail", "what does semi-conservative replication actually mean",
     ["Each new DNA molecule keeps one strand of the original molecule"]),
    (BIO, B3, "how_why", "Why does deleting one base usually do more harm than swapping one base?",
     ["every codon after the mutation is read in the wrong groups of three"]),
    (BIO, B3, "paraphrase", "What goes wrong in the haemoglobin of someone with sickle cell anaemia?",
     ["glutamic acid is replaced by valine"]),

    # ---------------- cell biology: 04-inheritance.md ----------------
    (BIO, B4, "table_row", "What is an allele?",
     ["one of the different versions of the same gene"]),
    (BIO, B4, "keyword", "phenotype",
     ["the characteristics that can be seen or measured, such as eye colour"]),
    (BIO, B4, "table_row", "What does recessive mean?",
     ["an allele that shows its effect only when no dominant allele is present"]),
    (BIO, B4, "how_why", "Why can identical twins end up looking different?",
     ["phenotype depends on its genotype, but also on its environment"]),
    (BIO, B4, "how_why", "Why were pea plants a good choice for Mendel's experiments?",
     ["they grow quickly, produce many seeds and show clear-cut traits"]),
    (BIO, B4, "definition_tail", "What does Mendel's law of segregation say about gametes?",
     ["so each gamete receives only one of them"]),
    (BIO, B4, "worked_step", "If you cross two Tt pea plants, what ratio of tall to dwarf do you get?",
     ["Phenotype ratio: 3 tall : 1 dwarf"]),
    (BIO, B4, "worked_step", "genotype ratio for Tt x Tt",
     ["Genotype ratio: 1 TT : 2 Tt : 1 tt"]),
    (BIO, B4, "paraphrase", "How can I tell whether a tall pea plant is TT or Tt?",
     ["The organism is crossed with one that is homozygous recessive"]),
    (BIO, B4, "exact_term", "What is codominance?",
     ["both alleles in a heterozygote are fully expressed in the phenotype"]),
    (BIO, B4, "table_row", "why does someone with IA and IB have blood group AB",
     ["group AB, because both antigens are made"]),
    (BIO, B4, "paraphrase", "What colour are the flowers when red and white snapdragons are crossed?",
     ["the offspring all have pink flowers"]),
    (BIO, B4, "paraphrase", "If a couple already has three girls, is their next baby more likely to be a boy?",
     ["the chance of a boy is 1 in 2, or 50%"]),
    (BIO, B4, "how_why", "Why do more men than women have red-green colour blindness?",
     ["a single recessive allele on it will always show its effect in a male"]),
    (BIO, B4, "worked_step", "A carrier mother and an unaffected father: what chance does each son have of haemophilia?",
     ["Each son therefore has a 50% chance of having haemophilia"]),
    (BIO, B4, "list_item", "What does cystic fibrosis do to the body?",
     ["It makes sticky mucus build up in the lungs and digestive system"]),

    # ---------------- geography: 01-plate-tectonics-slides.pdf (slide deck) ----------------
    (GEO, G1, "paraphrase", "What is the layer outside the inner core made of?",
     ["Outer core: liquid iron and nickel"]),
    (GEO, G1, "table_row", "How thick is oceanic crust?",
     ["thin, about 5 to 10 km"]),
    (GEO, G1, "exact_term", "What is the lithosphere?",
     ["Lithosphere: the crust plus the rigid top of the mantle"]),
    (GEO, G1, "paraphrase", "How quickly do tectonic plates move?",
     ["Plates move about 2 to 10 cm per year"]),
    (GEO, G1, "keyword", "pangaea",
     ["All continents once joined in one supercontinent, Pangaea"]),
    (GEO, G1, "list_item", "What fossil evidence supported continental drift?",
     ["Same fossil reptile, Mesosaurus, found on both continents"]),
    (GEO, G1, "how_why", "Why didn't other scientists accept Wegener's theory at first?",
     ["He could not explain what force moved the continents"]),
    (GEO, G1, "paraphrase", "What do the magnetic stripes on the ocean floor show?",
     ["Magnetic stripes: record of flips in Earth's magnetic field"]),
    (GEO, G1, "exact_term", "What is slab pull?",
     ["Slab pull: a sinking plate drags the rest of the plate behind it"]),
    (GEO, G1, "keyword", "subduction",
     ["Subduction: one plate sinking under another into the mantle"]),
    (GEO, G1, "how_why", "How were the Himalayas formed?",
     ["Crust crumples and is pushed up into fold mountains"]),
    (GEO, G1, "how_why", "Why are there no volcanoes along the San Andreas Fault?",
     ["No crust is made or destroyed, so no volcanoes"]),
    (GEO, G1, "exact_term", "What is the Ring of Fire?",
     ["Ring of Fire: a horseshoe of volcanoes and earthquakes around the Pacific"]),
    (GEO, G1, "paraphrase", "Is the epicentre where the rock actually breaks?",
     ["Epicentre: the point on the surface directly above the focus"]),
    (GEO, G1, "how_why", "How do seismic waves tell us that part of the core is liquid?",
     ["S waves never reach the far side: evidence the outer core is liquid"]),
    (GEO, G1, "paraphrase", "Which scale rates an earthquake by the damage it did?",
     ["Mercalli scale: intensity, judged from damage and what people felt"]),
    (GEO, G1, "worked_step", "The S waves come 40 seconds after the P waves. How far away was the earthquake?",
     ["40 s x 8 = 320 km from the epicentre"]),
    (GEO, G1, "worked_step", "how many times more energy is a magnitude 7 than a magnitude 5 quake",
     ["So a magnitude 7 releases about 1,000 times more energy"]),
    (GEO, G1, "keyword", "liquefaction",
     ["Liquefaction: shaken wet soil behaves like a liquid"]),
    (GEO, G1, "paraphrase", "How can a building's foundations be designed to survive shaking?",
     ["Rubber shock absorbers in the foundations absorb shaking"]),
    (GEO, G1, "exact_term", "What is a lahar?",
     ["Lahar: mudflow of volcanic ash mixed with water"]),
    (GEO, G1, "list_item", "Why do farmers choose to live on the slopes of volcanoes?",
     ["Fertile soils from weathered volcanic ash"]),

    # ---------------- geography: 02-rivers-and-flooding.pdf (prose, 4 pages) ----------------
    (GEO, G2, "keyword", "drainage basin?",
     ["the area of land drained by a river and its tributaries"]),
    (GEO, G2, "definition_tail", "What is a watershed?",
     ["the line of high ground that separates one drainage basin from the next"]),
    (GEO, G2, "list_item", "what's a confluence",
     ["Confluence: the point where two rivers meet."]),
    (GEO, G2, "table_row", "What is percolation?",
     ["water seeps from the soil down into the rock beneath"]),
    (GEO, G2, "table_row", "How does throughflow differ from surface runoff?",
     ["water moves sideways through the soil towards the river"]),
    (GEO, G2, "list_item", "What is hydraulic action?",
     ["the sheer force of the water pushes air into cracks in the bank"]),
    (GEO, G2, "paraphrase", "How do river pebbles become smaller and rounder?",
     ["stones carried by the river knock into one another"]),
    (GEO, G2, "paraphrase", "how do pebbles travel along a river bed",
     ["Pebbles and gravel bounce along the bed in a series of hops"]),
    (GEO, G2, "how_why", "why is floodwater brown",
     ["Fine particles of clay and silt are held up in the water"]),
    (GEO, G2, "list_item", "How does the hard rock at a waterfall end up hanging over?",
     ["The softer rock is eroded more quickly, so the hard rock is undercut"]),
    (GEO, G2, "keyword", "what's a meander",
     ["A meander is a bend in the river channel"]),
    (GEO, G2, "how_why", "How does a meander get cut off to make an oxbow lake?",
     ["During a flood the river cuts straight across the neck"]),
    (GEO, G2, "how_why", "Why are levees highest right next to the river?",
     ["it drops its heaviest sediment first, right beside the channel"]),
    (GEO, G2, "paraphrase", "What unit is river discharge measured in?",
     ["It is measured in cubic metres per second, usually called cumecs"]),
    (GEO, G2, "worked_step", "A float goes 10 m in 25 s. What is the river's velocity?",
     ["Velocity = 10 m / 25 s = 0.4 m/s"]),
    (GEO, G2, "worked_step", "What is the discharge of the 12 m wide, 1.5 m deep channel in the example?",
     ["Discharge = 18 m^2 x 0.4 m/s = 7.2 cumecs"]),
    (GEO, G2, "exact_term", "What is lag time on a storm hydrograph?",
     ["the time between peak rainfall and peak discharge"]),
    (GEO, G2, "table_row", "What kind of rock makes a river flood quickly after rain?",
     ["impermeable rock such as granite or clay"]),
    (GEO, G2, "how_why", "Why does building a town make flooding more likely?",
     ["Building towns replaces soil with impermeable surfaces"]),
    (GEO, G2, "paraphrase", "What are the drawbacks of building a dam to stop floods?",
     ["expensive and flood the valley behind them"]),

    # ---------------- geography: 03-weather-and-atmosphere.docx ----------------
    (GEO, G3, "paraphrase", "What gases make up most of the air?",
     ["Dry air is made up of about 78% nitrogen, 21% oxygen"]),
    (GEO, G3, "table_row", "In which layer of the atmosphere do we get weather?",
     ["almost all clouds and weather happen here"]),
    (GEO, G3, "table_row", "Where is the ozone layer?",
     ["contains the ozone layer, which absorbs ultraviolet light"]),
    (GEO, G3, "exact_term", "What is air pressure?",
     ["the weight of the column of air pressing down on the Earth's surface"]),
    (GEO, G3, "keyword", "isobars",
     ["places with the same air pressure are joined by lines called isobars"]),
    (GEO, G3, "how_why", "Why do closely packed isobars mean strong wind?",
     ["The closer together the isobars are drawn, the steeper the pressure difference"]),
    (GEO, G3, "how_why", "How does a sea breeze start on a sunny afternoon?",
     ["cooler air flows in from the sea to replace it"]),
    (GEO, G3, "worked_step", "It is 18 degrees in a town at 200 m. How cold is the 1,400 m summit?",
     ["Temperature at the summit = 18 - 7.8 = 10.2 degrees C"]),
    (GEO, G3, "definition_tail", "What does relative humidity compare?",
     ["compares the water vapour in the air with the most the air could hold"]),
    (GEO, G3, "worked_step", "Air holds 9 g of water vapour but could hold 15 g. What is the relative humidity?",
     ["Relative humidity = 9 / 15 x 100 = 60%"]),
    (GEO, G3, "keyword", "dew point",
     ["the temperature at which the air becomes saturated"]),
    (GEO, G3, "list_item", "What is relief rainfall?",
     ["moist wind from the sea is forced to rise over mountains"]),
    (GEO, G3, "paraphrase", "Why is it dry on the side of a mountain range away from the wind?",
     ["sinks down the far side, warms and dries, so little rain falls there"]),
    (GEO, G3, "table_row", "What do cumulonimbus clouds look like?",
     ["huge towering clouds with an anvil top"]),
    (GEO, G3, "list_item", "What weather comes with a cold front?",
     ["cold air pushes under warm air and forces it up steeply"]),
    (GEO, G3, "paraphrase", "Why do high pressure systems give frost and fog in winter?",
     ["the clear skies let heat escape at night, giving frost and fog"]),
    (GEO, G3, "exact_term", "What is a Stevenson screen?",
     ["a white wooden box on legs, with slatted sides to let air through"]),

    # ---------------- geography: 04-climate-and-change.txt ----------------
    (GEO, G4, "definition_tail", "Over how many years is climate averaged?",
     ["usually worked out from records covering 30 years"]),
    (GEO, G4, "how_why", "Why is it colder near the poles than at the equator?",
     ["the same energy is spread over a larger area"]),
    (GEO, G4, "paraphrase", "Why do places far from the coast have hotter summers and colder winters?",
     ["The sea heats up and cools down more slowly than the land"]),
    (GEO, G4, "paraphrase", "why is britain's weather mild and wet",
     ["the prevailing wind comes from the south-west, off the Atlantic"]),
    (GEO, G4, "paraphrase", "Which ocean current keeps the ports of north-west Europe free of ice?",
     ["The North Atlantic Drift carries warm water from the Gulf of Mexico"]),
    (GEO, G4, "how_why", "Why are most hot deserts at about 30 degrees north and south?",
     ["Sinking air brings high pressure and clear skies"]),
    (GEO, G4, "worked_step", "What is the annual temperature range of the coastal town in the climate graph example?",
     ["26.0 - 10.0 = 16 degrees C"]),
    (GEO, G4, "worked_step", "How much rain does the southern European town get in a year?",
     ["the sum of the twelve months: 650 mm"]),
    (GEO, G4, "table_row", "How much rain falls in a tropical rainforest?",
     ["heavy, over 2,000 mm, every month"]),
    (GEO, G4, "keyword", "greenhouse effect",
     ["the warming of the lower atmosphere by gases that trap heat"]),
    (GEO, G4, "paraphrase", "How cold would Earth be if there were no greenhouse gases at all?",
     ["about -18 degrees C instead of about 15 degrees C"]),
    (GEO, G4, "table_row", "Where does methane in the atmosphere come from?",
     ["cattle, rice paddies, landfill sites"]),
    (GEO, G4, "worked_step", "By what percentage has carbon dioxide increased since before the Industrial Revolution?",
     ["Percentage increase = 140 / 280 x 100 = 50%"]),
    (GEO, G4, "list_item", "How do ice cores show past climate?",
     ["bubbles of air trapped in ancient Antarctic ice"]),
    (GEO, G4, "paraphrase", "What is the difference between mitigation and adaptation?",
     ["Adaptation means changing the way people live"]),
    (GEO, G4, "paraphrase", "What temperature target was set in Paris in 2015?",
     ["keep the rise in global temperature well below 2 degrees C"]),
]

# Not answerable. `terms` are regular expressions (case-insensitive, word-boundary) that
# check.py requires to be ABSENT from every file of the course the question is asked in.
# For other_course questions they must also be PRESENT in the other course.
UNANSWERABLE = [
    (BIO, "How does CRISPR-Cas9 cut out a faulty gene?", [r"CRISPR", r"Cas9"]),
    (BIO, "What is PCR used for in a genetics lab?", [r"PCR", r"polymerase chain"]),
    (BIO, "What is epigenetics and how does DNA methylation switch genes off?", [r"epigenetic\w*", r"methylation"]),
    (BIO, "What happens during the Krebs cycle?", [r"Krebs", r"citric acid"]),
    (BIO, "What does the cytoskeleton do inside a cell?", [r"cytoskeleton", r"microtubules?"]),
    (BIO, "How does gel electrophoresis separate DNA fragments?", [r"electrophoresis", r"gel"]),
    (BIO, "What does the Hardy-Weinberg equation tell us about allele frequencies?", [r"Hardy", r"Weinberg", r"allele frequenc\w*"]),
    (BIO, "Why do telomeres get shorter every time a cell divides?", [r"telomeres?"]),
    (BIO, "What are introns and how are they spliced out of mRNA?", [r"introns?", r"exons?", r"splic\w*"]),
    (BIO, "How are bacteria genetically modified to make human insulin?", [r"insulin", r"genetically modified", r"genetic engineering"]),
    (GEO, "What causes an El Nino event in the Pacific?", [r"El Nino", r"La Nina"]),
    (GEO, "How does the Coriolis effect bend the winds?", [r"Coriolis"]),
    (GEO, "What is the jet stream and how does it steer storms?", [r"jet stream"]),
    (GEO, "How does the Koppen system classify climates?", [r"Koppen", r"K\xf6ppen"]),
    (GEO, "How does longshore drift move sand along a beach?", [r"longshore", r"beach\w*"]),
    (GEO, "What causes the Indian monsoon?", [r"monsoons?"]),
    (GEO, "How do tornadoes form?", [r"tornado\w*"]),
    (GEO, "How can an earthquake under the sea cause a tsunami?", [r"tsunamis?"]),
    (GEO, "How is a hurricane's category set on the Saffir-Simpson scale?", [r"hurricanes?", r"Saffir", r"cyclones?"]),
    (GEO, "How does the Richter scale work?", [r"Richter"]),
]

OTHER_COURSE = [
    (BIO, "What is a meander?", [r"meanders?"]),
    (BIO, "How does an oxbow lake form?", [r"oxbow"]),
    (BIO, "What is the difference between the focus and the epicentre of an earthquake?", [r"epicentre", r"earthquakes?"]),
    (BIO, "What is relative humidity?", [r"humidity"]),
    (BIO, "What is the greenhouse effect?", [r"greenhouse"]),
    (GEO, "What is osmosis?", [r"osmosis"]),
    (GEO, "What happens during anaphase?", [r"anaphase"]),
    (GEO, "What is a codon?", [r"codons?"]),
    (GEO, "What does heterozygous mean?", [r"heterozygous"]),
    (GEO, "What job does the Golgi apparatus do in a cell?", [r"Golgi"]),
]

SEED = 20240603


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
        final.append({"id": f"ab3-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
