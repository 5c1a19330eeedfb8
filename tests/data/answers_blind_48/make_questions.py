"""Write questions.jsonl from the hand-written questions below (set 48).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the gold snippet is looked up
automatically (pdfminer text through pdfplumber for PDFs, python-pptx slide text for PowerPoint
decks); check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 7") uses the page / slide number. PowerPoint
decks count the title slide as slide 1. rows() asserts that the number in the question is the
page or slide where the gold was found.

Speaker notes are NOT course content (only what a student sees on a slide counts). No gold lies
in a note. Some unanswerable questions (NOTES_ONLY) are answered only in a deck's speaker notes;
the product must not answer them confidently.

Teacher-only answer-key sections (KEY_SECTIONS, from the given heading to the end of the file's
paragraphs) are not course content: no gold may lie in one, unanswerable terms are searched
outside them, and a few unanswerable questions (KEY_ONLY) are answered only inside one.

One file per course is written in another language (build.FOREIGN: the Portuguese PPTX deck of
the ornithology course, the German PDF of the woodworking course). Their golds are in that
language; most of their questions are asked in English, a few in Portuguese / German. A few
questions on English files are asked in Spanish, French, German, Italian, Portuguese or Dutch.

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

OR = "ornithology"
WJ = "woodworking-joinery"

O1 = "01-bird-anatomy-and-feathers.pdf"
O2 = "02-flight-and-migration-slides.pptx"
O3 = "03-breeding-nests-eggs-and-chicks.docx"
O4 = "04-birdsong-and-communication.html"
O5 = "05-bird-ecology-and-feeding.md"
O6 = "06-ornithology-study-notes.txt"
O7 = "07-aves-do-brasil-e-de-portugal.pptx"

W1 = "01-timber-from-tree-to-board.pdf"
W2 = "02-hand-tools-and-sharpening-slides.pptx"
W3 = "03-joints-and-how-to-cut-them.docx"
W4 = "04-finishing.html"
W5 = "05-workshop-safety.md"
W6 = "06-design-study-notes.txt"
W7 = "07-holzverbindungen-im-fachwerkbau.pdf"

# (course, source file, kind, question, [gold])
ANSWERABLE = [
    # ---------------------------------------------------------------- ornithology, anatomy PDF
    (OR, O1, "paraphrase", "roughly how many species of bird are there alive today",
     ["the roughly eleven thousand living species has them"]),
    (OR, O1, "paraphrase", "what did archaeopteryx actually look like, more lizard or more bird?",
     ["a mix of reptile teeth, a long bony tail and fully formed flight feathers"]),
    (OR, O1, "how_why", "if the first feathered dinosaurs couldnt fly why did they have feathers",
     ["feathers first evolved for warmth and display"]),
    (OR, O1, "list_item", "which fused bone takes the shock when a bird lands",
     ["a solid block that takes the landing shock"]),
    (OR, O1, "how_why", "the supracoracoideus is underneath the pectoralis so how does it lift the wing up??",
     ["by a tendon that runs over the shoulder like a rope over a pulley"]),
    (OR, O1, "definition_tail", "what order does one breath go through the air sacs and lungs, after the rear sacs",
     ["then through the lungs, then to the front sacs and out"]),
    (OR, O1, "how_why", "how can bar headed geese breathe over the himalayas when people need oxygen tanks",
     ["a cross-current arrangement that extracts oxygen more completely than a mammal's lung"]),
    (OR, O1, "keyword", "proventriculus",
     ["the glandular front chamber that adds acid and enzymes"]),
    (OR, O1, "how_why", "how does a barn owl find a mouse in complete darkness",
     ["its ear openings sit at different heights on the two sides of its head"]),
    (OR, O1, "exact_term", "what are the tiny hooks on a feather called",
     ["The barbules on one side carry tiny hooks called hamuli"]),
    (OR, O1, "list_item", "what do filoplumes do",
     ["hair-like feathers with nerve endings at the base"]),
    (OR, O1, "how_why", "How can palaeontologists tell whether a feathered fossil animal could fly?",
     ["The primaries of a flying bird are asymmetrical"]),
    (OR, O1, "paraphrase", "\u00bfPor qu\u00e9 los flamencos son de color rosa?",
     ["because of the carotenoids in the shrimps and algae they eat"]),
    (OR, O1, "how_why", "kingfishers are bright blue but my teacher said there is no blue pigment, so how",
     ["tiny air pockets in the barbs that scatter blue light"]),
    (OR, O1, "paraphrase", "how long are ducks grounded when they moult",
     ["are flightless for three to four weeks"]),
    (OR, O1, "table_row", "in the key terms table on page 4, what is the calamus",
     ["Hollow base of the feather shaft"]),

    # ---------------------------------------------------------------- ornithology, flight deck
    (OR, O2, "how_why", "what actually happens when a wing stalls",
     ["the airflow breaks away from the upper surface"]),
    (OR, O2, "exact_term", "whats the alula for",
     ["raised to delay a stall when landing"]),
    (OR, O2, "table_row", "what does a slotted high-lift wing look like",
     ["Broad with separated tip feathers"]),
    (OR, O2, "table_row", "which wing shape do albatrosses and gannets have",
     ["Very long and slender"]),
    (OR, O2, "exact_term", "what is bounding flight",
     ["folding their wings for a moment between bursts of flaps"]),
    (OR, O2, "how_why", "how do albatrosses go so far over the sea without flapping",
     ["the difference in wind speed between the sea surface and the air above it"]),
    (OR, O2, "how_why", "how does a kestrel hang still in the air",
     ["flying into a headwind at the same speed as the wind"]),
    (OR, O2, "code_block", "on slide 7 what wing loading does the barn owl work out at",
     ["barn owl: 0.30 kg / 0.12 m2 = 2.5 kg per m2"]),
    (OR, O2, "list_item", "why go all the way north to breed, whats the point",
     ["Long summer days at high latitudes give parents more hours to feed their chicks"]),
    (OR, O2, "exact_term", "zugunruhe meaning?",
     ["Caged migrants hop restlessly at night in the migration season"]),
    (OR, O2, "list_item", "how do birds that migrate at night use the stars",
     ["night migrants learn the pattern of stars that rotate around the pole star"]),
    (OR, O2, "table_row", "Quanto vola la pittima minore senza fermarsi?",
     ["About 11,000 km non-stop from Alaska to New Zealand"]),
    (OR, O2, "paraphrase", "what do the red knots eat at delaware bay",
     ["red knots feed on the eggs of horseshoe crabs"]),
    (OR, O2, "how_why", "how does a geolocator work out where the bird is",
     ["record day length and the time of noon to estimate position"]),
    (OR, O2, "how_why", "why is arriving late in spring bad for migrants now with climate change",
     ["late-arriving parents can miss the peak of food for their chicks"]),

    # ---------------------------------------------------------------- ornithology, breeding DOCX
    (OR, O3, "list_item", "what does polyandry mean in birds",
     ["one female pairs with several males and leaves them to incubate"]),
    (OR, O3, "exact_term", "what is a lek",
     ["males gather at a display ground and females visit only to choose a mate"]),
    (OR, O3, "paraphrase", "what do great crested grebes do in the weed dance",
     ["both birds dive, come up holding water weed and rise breast to breast"]),
    (OR, O3, "how_why", "why does the male tern bring fish to the female",
     ["it gives the female extra energy for making eggs"]),
    (OR, O3, "list_item", "megapodes dont sit on their eggs so how do they keep them warm",
     ["incubates the eggs by the heat of decay"]),
    (OR, O3, "paraphrase", "long tailed tit nest how does it stretch",
     ["use cobwebs to bind moss and lichen into a stretchy ball"]),
    (OR, O3, "exact_term", "what's a brood patch",
     ["an area of bare, swollen skin on the belly"]),
    (OR, O3, "table_row", "are gull chicks precocial or altricial",
     ["Downy and able to walk but stay in the nest to be fed"]),
    (OR, O3, "exact_term", "what is imprinting",
     ["follow the first moving object they see"]),
    (OR, O3, "how_why", "how does a baby cuckoo get rid of the other eggs",
     ["heaves the host's eggs over the rim of the nest on its back"]),
    (OR, O3, "worked_step", "in the worked example what hatching success does the colony get",
     ["186 / 240 x 100 = 77.5 percent hatching success"]),
    (OR, O3, "worked_step", "how many fledglings per pair in the productivity example",
     ["124 / 80 = 1.55 fledglings per pair"]),
    (OR, O3, "worked_step", "why do you have to leave a nest a different way than you came",
     ["so that you do not make a dead-end trail that a predator could follow"]),

    # ---------------------------------------------------------------- ornithology, song HTML
    (OR, O4, "paraphrase", "whats the difference between a bird song and a call",
     ["Calls are short, simple sounds used all year by both sexes"]),
    (OR, O4, "definition_tail", "do pigeons have to learn their calls like songbirds do",
     ["Pigeons, gulls and chickens have calls that develop normally even in a bird raised alone"]),
    (OR, O4, "exact_term", "what is the syrinx",
     ["a voice box that sits deep in the chest"]),
    (OR, O4, "how_why", "how can one bird sing two notes at the same time",
     ["Because the syrinx has two sides, one in each bronchus"]),
    (OR, O4, "list_item", "what is subsong",
     ["the quiet, rambling first attempt, often compared to a baby's babbling"]),
    (OR, O4, "list_item", "what is crystallised song",
     ["the final fixed version, which in many species stays the same for life"]),
    (OR, O4, "how_why", "why can't a bird that was deafened young learn its song",
     ["it must hear itself to match the memorised model"]),
    (OR, O4, "paraphrase", "do birds have accents like people lol",
     ["it varies from place to place, just as human accents do"]),
    (OR, O4, "how_why", "Pourquoi les oiseaux chantent-ils surtout \u00e0 l'aube ?",
     ["The air is often still and cool at dawn, so sound carries further"]),
    (OR, O4, "paraphrase", "theres a robin singing outside my window at 2am, is that normal",
     ["robins sing at night under street lights"]),
    (OR, O4, "how_why", "why is the seet alarm call so thin and high",
     ["the caller warns others without giving itself away"]),
    (OR, O4, "list_item", "how does a snipe make that drumming noise",
     ["air rushes through two stiff outer tail feathers"]),
    (OR, O4, "table_row", "on a sonogram what does a tall vertical stripe mean",
     ["A sharp click or tick covering many pitches"]),
    (OR, O4, "code_block", "in the sample sound log what was the great tit doing",
     ["Great tit alarm harsh churr at a cat"]),

    # ---------------------------------------------------------------- ornithology, ecology MD
    (OR, O5, "table_row", "hawfinch bill shape and what its for",
     ["Massive cone | Cracking cherry stones"]),
    (OR, O5, "table_row", "how does a curlew use its bill",
     ["Probing deep mud for worms and crabs"]),
    (OR, O5, "table_row", "Wozu benutzt der Flamingo seinen Schnabel?",
     ["Filtering algae and shrimps upside down"]),
    (OR, O5, "paraphrase", "how different are the bills of the galapagos finches",
     ["bills ranging from heavy nutcrackers to fine tweezers"]),
    (OR, O5, "exact_term", "what is a foraging guild",
     ["a group of species that use the same kind of food in the same way"]),
    (OR, O5, "paraphrase", "what did macarthur find out about the five warblers",
     ["Each species fed mostly in a different zone of the tree"]),
    (OR, O5, "exact_term", "what's the resident advantage",
     ["Territory holders usually win contests on their own ground"]),
    (OR, O5, "how_why", "why do birds feed in flocks in winter",
     ["A flock has more eyes to spot predators"]),
    (OR, O5, "paraphrase", "do sparrowhawks actually reduce the number of songbirds",
     ["songbird numbers were set mainly by food and habitat, not by the hawk"]),
    (OR, O5, "worked_step", "how long do you stand still for a point count",
     ["often five or ten minutes"]),
    (OR, O5, "code_block", "what counts are in the hedge list of the shannon script",
     ["hedge = [12, 8, 5, 3, 1]"]),
    (OR, O5, "paraphrase", "what shannon index did the hedge and field get",
     ["The hedge scores 1.37 and the field 0.54"]),

    # ---------------------------------------------------------------- ornithology, study notes TXT
    (OR, O6, "paraphrase", "what fraction of bird species are threatened",
     ["Around one in eight of the world's bird species"]),
    (OR, O6, "paraphrase", "how many birds has north america lost",
     ["about three billion breeding birds since 1970"]),
    (OR, O6, "list_item", "whats the single biggest threat to birds",
     ["Habitat loss and change: clearing forests, draining wetlands and intensive farming"]),
    (OR, O6, "list_item", "why do birds crash into windows",
     ["birds do not see glass as a barrier"]),
    (OR, O6, "how_why", "how did ddt actually hurt peregrines? i thought it was just insects",
     ["eggs with shells so thin that they cracked under the weight of the incubating parent"]),
    (OR, O6, "paraphrase", "when was ddt banned",
     ["banned in most western countries in the early 1970s"]),
    (OR, O6, "paraphrase", "when did the great auk die out",
     ["the last known pair was killed off Iceland in 1844"]),
    (OR, O6, "exact_term", "who was martha the pigeon",
     ["the last one, a female named Martha, died in Cincinnati Zoo in 1914"]),
    (OR, O6, "list_item", "how few california condors were left",
     ["fell to just 22 birds in 1987"]),
    (OR, O6, "list_item", "who was old blue",
     ["came back from a single breeding female, Old Blue"]),
    (OR, O6, "table_row", "what does VU mean on the red list",
     ["Vulnerable VU high risk of extinction in the wild"]),
    (OR, O6, "paraphrase", "when is the big garden birdwatch and how long do you count",
     ["for one hour on a weekend in late January"]),

    # ---------------------------------------------------------------- ornithology, Portuguese deck
    (OR, O7, "paraphrase", "how many bird species does brazil have",
     ["O Brasil tem quase duas mil esp\u00e9cies de aves"]),
    (OR, O7, "paraphrase", "can hummingbirds really fly backwards",
     ["o \u00fanico grupo de aves capaz de voar para tr\u00e1s"]),
    (OR, O7, "paraphrase", "how fast does a hummingbird heart beat",
     ["pode bater mais de mil vezes por minuto durante o voo"]),
    (OR, O7, "how_why", "why is a toucan's huge beak so light",
     ["uma espuma de osso coberta por uma fina camada de queratina"]),
    (OR, O7, "how_why", "how does the toco toucan use its bill to cool off",
     ["O bico funciona como um radiador"]),
    (OR, O7, "paraphrase", "what shape is the rufous hornero (jo\u00e3o-de-barro) nest",
     ["um ninho de barro em forma de forno antigo"]),
    (OR, O7, "paraphrase", "when did the rufous-bellied thrush become brazil's national bird",
     ["Foi declarado ave s\u00edmbolo do Brasil por decreto em 2002"]),
    (OR, O7, "exact_term", "what does onomatopoeic mean for bird names",
     ["nomes que imitam o seu canto"]),
    (OR, O7, "paraphrase", "who sits on the eggs in a rhea nest",
     ["\u00e9 o macho que choca os ovos de v\u00e1rias f\u00eameas"]),
    (OR, O7, "how_why", "Por que o urubu tem a cabe\u00e7a sem penas?",
     ["A cabe\u00e7a sem penas do urubu mant\u00e9m-se limpa"]),
    (OR, O7, "paraphrase", "why dont white storks in portugal fly to africa anymore",
     ["alimentando-se em aterros de lixo e arrozais"]),
    (OR, O7, "paraphrase", "o que mata mais abetardas",
     ["As linhas el\u00e9tricas s\u00e3o uma das principais causas de morte"]),
    (OR, O7, "paraphrase", "where does the priolo live",
     ["s\u00f3 existe na ilha de S\u00e3o Miguel, nos A\u00e7ores"]),

    # ---------------------------------------------------------------- woodworking, timber PDF
    (WJ, W1, "paraphrase", "is balsa a hardwood or a softwood? its so soft",
     ["balsa, the lightest timber in common use, is botanically a hardwood"]),
    (WJ, W1, "paraphrase", "Perch\u00e9 si chiamano legni duri e teneri se non dipende dalla durezza?",
     ["the names describe botany, not hardness"]),
    (WJ, W1, "exact_term", "what are tracheids",
     ["carry water in long, narrow cells called tracheids"]),
    (WJ, W1, "exact_term", "what does the cambium do",
     ["in which all new wood and bark are made"]),
    (WJ, W1, "how_why", "why does heartwood resist rot better than sapwood",
     ["filled with gums, resins and tannins"]),
    (WJ, W1, "paraphrase", "why do furniture makers cut the sapwood off",
     ["it is paler, softer and more easily attacked by woodworm"]),
    (WJ, W1, "how_why", "how can wood have a moisture content above 100 percent, that makes no sense",
     ["expressed as a percentage of its oven-dry weight"]),
    (WJ, W1, "exact_term", "what moisture content is the fibre saturation point",
     ["at around 28 to 30 percent moisture content for most species"]),
    (WJ, W1, "definition_tail", "what moisture content should wood for outdoor joinery be",
     ["while joinery for outside use is usually made at around 15 to 18 percent"]),
    (WJ, W1, "definition_tail", "does wood start shrinking as soon as it starts to dry out",
     ["and only then does the wood start to shrink"]),
    (WJ, W1, "paraphrase", "how many years does air drying take",
     ["one year of air drying for every inch of thickness"]),
    (WJ, W1, "exact_term", "what is honeycombing in timber",
     ["the inside of the board splits open while the surface looks sound"]),
    (WJ, W1, "paraphrase", "does wood shrink more along the rings or across them",
     ["is roughly twice the radial shrinkage"]),
    (WJ, W1, "list_item", "what is riftsawn timber good for",
     ["give straight, even grain on all four faces"]),
    (WJ, W1, "paraphrase", "whats the difference between bow and crook",
     ["Spring, also called crook, is a curve along the edge"]),
    (WJ, W1, "how_why", "why is twist the hardest defect to get rid of",
     ["it needs the most material to be planed away"]),
    (WJ, W1, "table_row", "which wood darkens in the sun, from the species table on page 3",
     ["Darkens to a deep red-brown in sunlight"]),

    # ---------------------------------------------------------------- woodworking, tools deck
    (WJ, W2, "how_why", "why use a marking knife and not a pencil",
     ["leaves a fine line that a saw or chisel can register in"]),
    (WJ, W2, "exact_term", "mortise gauge vs marking gauge",
     ["a mortise gauge has two pins for both sides of a mortise"]),
    (WJ, W2, "table_row", "how many teeth per inch does a rip saw have",
     ["Chisel-like teeth, 4 to 6 per inch"]),
    (WJ, W2, "how_why", "why can japanese saws be so thin",
     ["the blade is held in tension and can be much thinner"]),
    (WJ, W2, "exact_term", "what is a ryoba",
     ["crosscut teeth on one edge and rip teeth on the other"]),
    (WJ, W2, "table_row", "how long is a jointer plane",
     ["About 560 to 600 mm"]),
    (WJ, W2, "how_why", "why does a longer plane give a straighter edge",
     ["rides over the hollows and only cuts the high spots"]),
    (WJ, W2, "exact_term", "what does the chipbreaker do",
     ["bends the shaving so that it breaks instead of tearing out"]),
    (WJ, W2, "paraphrase", "can i hit my chisel with a normal hammer",
     ["use a wooden or rubber-faced mallet"]),
    (WJ, W2, "how_why", "why is a blunt chisel more dangerous than a sharp one",
     ["it is more likely to slip and cut you"]),
    (WJ, W2, "paraphrase", "what angle do i grind a chisel at",
     ["a primary bevel of 25 degrees"]),
    (WJ, W2, "table_row", "what is the 300 grit diamond plate for",
     ["Repairing chips and reshaping the bevel"]),
    (WJ, W2, "code_block", "slide 12 step 4, how do you get the burr off",
     ["remove the burr -> one light stroke flat on the back"]),
    (WJ, W2, "how_why", "my scraper just makes dust now, why",
     ["the hook needs to be turned again"]),
    (WJ, W2, "how_why", "how do i fix a board thats in wind",
     ["Plane the two high corners until the sticks line up"]),

    # ---------------------------------------------------------------- woodworking, joints DOCX
    (WJ, W3, "how_why", "why does end grain glue so badly",
     ["its open cells soak up the glue like a bundle of drinking straws"]),
    (WJ, W3, "exact_term", "what is racking",
     ["the sideways force that would turn a rectangle into a parallelogram"]),
    (WJ, W3, "paraphrase", "how far should a stopped mortise be from the other side",
     ["stop at least 6 mm short of the far face"]),
    (WJ, W3, "exact_term", "what is a haunch on a tenon",
     ["a short stub left on the tenon at the end of a frame"]),
    (WJ, W3, "exact_term", "drawboring??",
     ["drilled slightly closer to the shoulder than the hole in the mortise"]),
    (WJ, W3, "paraphrase", "\u00bfQu\u00e9 pendiente se usa para las colas de milano en madera dura?",
     ["1 in 8 for hardwoods"]),
    (WJ, W3, "how_why", "why not just make the dovetail slope really steep so it locks better",
     ["leaves weak short grain at the corners of the tails"]),
    (WJ, W3, "exact_term", "what are half-blind dovetails used for",
     ["hidden on the front and used to join drawer sides to drawer fronts"]),
    (WJ, W3, "worked_step", "whats the very first step when cutting through dovetails",
     ["Mark the thickness of each board on the other with a marking gauge"]),
    (WJ, W3, "table_row", "why would anyone still use hot hide glue",
     ["Reversible with heat and moisture; used in restoration"]),
    (WJ, W3, "how_why", "should i wipe off glue squeeze out while its wet",
     ["only spreads it into the grain where it will block a finish"]),
    (WJ, W3, "worked_step", "what volume is the 2400 x 200 x 25 board in the example",
     ["12,000,000 / 1,000,000,000 = 0.012 m3"]),
    (WJ, W3, "worked_step", "how much timber do you buy for the side table with the waste allowance",
     ["0.030 x 1.30 = 0.039 m3 of sawn timber to buy"]),

    # ---------------------------------------------------------------- woodworking, finishing HTML
    (WJ, W4, "paraphrase", "if i put a finish on will the wood stop moving",
     ["No finish stops wood from exchanging moisture with the air completely"]),
    (WJ, W4, "list_item", "what grits should i sand through",
     ["commonly 120, 150, 180 and then 220"]),
    (WJ, W4, "how_why", "why wipe the wood with a damp cloth before a water based finish",
     ["The loose fibres stand up during this step instead of under the finish"]),
    (WJ, W4, "exact_term", "what is shellac made of",
     ["the resin secreted by the lac insect"]),
    (WJ, W4, "exact_term", "what does a one pound cut mean",
     ["one pound of flakes dissolved in a gallon of alcohol"]),
    (WJ, W4, "exact_term", "in french polishing what's a rubber",
     ["a ball of wadding wrapped in a linen cloth"]),
    (WJ, W4, "exact_term", "what is wiping varnish",
     ["varnish thinned with white spirit so that it can be wiped on"]),
    (WJ, W4, "how_why", "my walnut looks grey and cold with water based finish, why",
     ["can make darker woods look cold and grey"]),
    (WJ, W4, "how_why", "how do i stop pine going blotchy when i stain it",
     ["A wash coat of thinned shellac or a commercial conditioner"]),
    (WJ, W4, "paraphrase", "whats the difference between a stain and a dye",
     ["Dyes dissolve completely and colour the wood fibres themselves"]),
    (WJ, W4, "how_why", "how can a pile of oily rags catch fire by itself",
     ["they react with oxygen and give off heat"]),
    (WJ, W4, "paraphrase", "Comment se d\u00e9barrasser des chiffons imbib\u00e9s d'huile sans risque ?",
     ["put them in a metal can full of water with a lid"]),
    (WJ, W4, "code_block", "in the oak hall table schedule what happens on day 15",
     ["paste wax with 0000 steel wool, buff after 20 min"]),

    # ---------------------------------------------------------------- woodworking, safety MD
    (WJ, W5, "list_item", "why clamp the work instead of holding it",
     ["a piece held in a vice or clamped to the bench cannot spin or slip"]),
    (WJ, W5, "how_why", "why arent you allowed gloves on the lathe and drill",
     ["a glove can be caught and pull the hand in"]),
    (WJ, W5, "exact_term", "what does the riving knife do",
     ["a curved steel plate behind the blade that keeps the kerf open"]),
    (WJ, W5, "paraphrase", "how high should the table saw blade stick up",
     ["projects only about 10 mm above the top of the work"]),
    (WJ, W5, "paraphrase", "when do i have to use a push stick",
     ["within 150 mm of the blade"]),
    (WJ, W5, "paraphrase", "A que velocidade gira a fresa de uma tupia?",
     ["up to about 24,000 revolutions per minute"]),
    (WJ, W5, "how_why", "what's climb cutting and why is it bad",
     ["the cutter grabs the wood and the router can run away along the edge"]),
    (WJ, W5, "paraphrase", "is sawdust actually bad for you",
     ["Hardwood dust is classed as a cause of cancer of the nose and sinuses"]),
    (WJ, W5, "table_row", "what does iroko dust do to you",
     ["Asthma and skin irritation"]),
    (WJ, W5, "how_why", "why cant i blow the dust off my bench with the air line",
     ["throws the finest dust into the air you breathe"]),
    (WJ, W5, "exact_term", "what is an rcd",
     ["cuts the power within a fraction of a second if current leaks to earth"]),
    (WJ, W5, "code_block", "what's the PPE line on the before you switch on checklist",
     ["glasses on, sleeves up, no gloves"]),

    # ---------------------------------------------------------------- woodworking, design TXT
    (WJ, W6, "paraphrase", "what goes in a design specification",
     ["lists what the piece must do, where it will stand, who will use it"]),
    (WJ, W6, "paraphrase", "should i make a mock up first",
     ["cheap mock-ups in cardboard or scrap softwood"]),
    (WJ, W6, "exact_term", "what is the golden ratio",
     ["about 1 to 1.618"]),
    (WJ, W6, "paraphrase", "what are graduated drawers",
     ["each drawer is made a little deeper than the one above it"]),
    (WJ, W6, "how_why", "why taper table legs on the inside faces only",
     ["make a table look lighter while keeping the outside lines straight"]),
    (WJ, W6, "table_row", "Hoe hoog is een eettafel meestal?",
     ["Dining table height 730 to 760 mm"]),
    (WJ, W6, "table_row", "how high is a normal dining chair seat",
     ["Dining chair seat height 430 to 460 mm"]),
    (WJ, W6, "list_item", "how do wooden buttons hold a table top",
     ["a tongue that fits loosely into a groove cut inside the apron"]),
    (WJ, W6, "exact_term", "how is a breadboard end attached so the top can still move",
     ["It is glued only in the middle, with the outer pegs set in slots"]),
    (WJ, W6, "paraphrase", "what did the shakers believe about beauty",
     ["believing that beauty rested on usefulness"]),
    (WJ, W6, "paraphrase", "did arts and crafts makers hide their joints",
     ["Joints were often left on show as a feature"]),
    (WJ, W6, "paraphrase", "what scale are furniture working drawings usually",
     ["drawn to scale, often 1 to 5 for furniture"]),

    # ---------------------------------------------------------------- woodworking, German PDF
    (WJ, W7, "paraphrase", "what was the infill between the timbers made of originally",
     ["einem Flechtwerk aus Weidenruten, das mit Lehm und Stroh verschmiert wurde"]),
    (WJ, W7, "paraphrase", "how many half-timbered houses are there in germany",
     ["In Deutschland stehen heute noch rund zwei Millionen Fachwerkh\u00e4user"]),
    (WJ, W7, "exact_term", "what does the word fach mean in fachwerk",
     ["Das Wort Fach bezeichnet dabei das einzelne Feld zwischen den H\u00f6lzern"]),
    (WJ, W7, "list_item", "what is the schwelle in a timber frame",
     ["der waagerechte Balken ganz unten, der auf dem Sockel aus Stein liegt"]),
    (WJ, W7, "how_why", "why does the sill beam sit on a stone plinth",
     ["damit das Holz nicht mit der feuchten Erde in Ber\u00fchrung kommt"]),
    (WJ, W7, "how_why", "why was oak the main building timber until the 1600s",
     ["weil ihr Kernholz durch Gerbstoffe sehr widerstandsf\u00e4hig gegen Pilze und Insekten ist"]),
    (WJ, W7, "definition_tail", "the frames were built with green wood, what happened to the joints as it dried",
     ["beim Trocknen zog es die Verbindungen zus\u00e4tzlich fest"]),
    (WJ, W7, "how_why", "wieso werden holzn\u00e4gel gespalten und nicht gesägt",
     ["folgt der Nagel dem Faserverlauf und bricht deshalb nicht so leicht"]),
    (WJ, W7, "how_why", "why did tenons replace lap joints in timber frames",
     ["weil offen liegende Bl\u00e4tter Regenwasser aufnehmen und leichter faulen"]),
    (WJ, W7, "exact_term", "what are the carpenters marks on the timbers",
     ["meist einer r\u00f6mischen Zahl, die mit dem Stemmeisen oder dem Rei\u00dfhaken eingeschnitten wird"]),
    (WJ, W7, "paraphrase", "why do they throw a glass off the roof at the topping out",
     ["wirft das Glas hinunter; zerbricht es, soll das dem Haus Gl\u00fcck bringen"]),
    (WJ, W7, "paraphrase", "wie nah d\u00fcrfen wandergesellen an ihren heimatort",
     ["nicht auf weniger als f\u00fcnfzig Kilometer n\u00e4hern"]),
    (WJ, W7, "table_row", "which timber frame joint can take tension, from the table on page 3",
     ["Schwalbenschwanzblatt Nimmt Zugkr\u00e4fte auf"]),
]

# Unanswerable: near the course's topic, not answered by it. Each term (a regex, searched
# case-insensitively with word boundaries) must be absent from the course text.
UNANSWERABLE = [
    # ornithology
    (OR, "how many feathers does a swan have", [r"number of feathers", r"\d+,000 feathers"]),
    (OR, "how fast does a peregrine dive when it hunts", [r"stoop\w*", r"km/h", r"kilometres per hour", r"mph"]),
    (OR, "how do swifts sleep if they stay in the air for months", [r"sleep\w*", r"unihemispheric"]),
    (OR, "which bird laid the biggest egg ever", [r"elephant bird", r"largest egg", r"biggest egg"]),
    (OR, "why do flamingos stand on one leg", [r"one leg"]),
    (OR, "how long do parrots live for", [r"lifespan", r"life span", r"longevity"]),
    (OR, "what should i put in my garden feeder to get goldfinches", [r"feeders?", r"nyjer", r"goldfinch\w*"]),
    (OR, "can birds taste chilli", [r"chilli", r"capsaicin", r"taste"]),
    (OR, "whats the difference between a crow and a raven", [r"ravens?", r"crows?"]),
    (OR, "how many eggs can one female cuckoo lay in a season", [r"per season", r"in a season", r"each season"]),
    (OR, "what does bird flu do to wild birds", [r"avian influenza", r"bird flu", r"H5N1"]),
    (OR, "how do emperor penguins keep warm through the antarctic winter", [r"Antarctic\w*", r"huddle\w*"]),
    (OR, "why dont woodpeckers get concussion from drumming", [r"concussion", r"brain damage", r"headaches?", r"hyoid"]),
    (OR, "how much does an ostrich egg weigh", [r"ostrich eggs?"]),
    (OR, "what is the wingspan of a wandering albatross", [r"albatross\w* wingspan", r"three metres", r"3\.\d metres"]),
    (OR, "what is the state bird of california", [r"state bird", r"California quail"]),
    (OR, "how do you tell a male robin from a female", [r"female robins?"]),
    (OR, "why do you never see baby pigeons", [r"squabs?", r"baby pigeons?"]),
    (OR, "qual \u00e9 a ave mais r\u00e1pida do mundo?", [r"mais r\u00e1pida", r"fastest"]),
    (OR, "Wie alt kann ein Storch werden?", [r"lifespan", r"longevidade", r"anos de vida"]),
    (OR, "is it legal to keep a feather i found on the ground", [r"legal\w*", r"illegal to", r"licen[cs]e"]),
    # woodworking
    (WJ, "how do i sharpen a chainsaw chain", [r"chainsaws?"]),
    (WJ, "what is the janka hardness of oak", [r"Janka"]),
    (WJ, "how do I cut mortises with a plunge router", [r"plunge"]),
    (WJ, "how many days before polyurethane is fully cured", [r"fully cured?", r"cure time", r"30 days"]),
    (WJ, "which wood is best for a chopping board", [r"cutting boards?", r"chopping boards?"]),
    (WJ, "what is a scarf joint", [r"scarf"]),
    (WJ, "how do you make pocket hole joints", [r"pocket"]),
    (WJ, "can you french polish over an oil finish", [r"over an oil", r"over oil", r"on top of oil"]),
    (WJ, "how do i make a mitre joint with splines", [r"splines?", r"mitre joints?"]),
    (WJ, "what speed should the lathe be for turning a bowl", [r"lathes?", r"bowls?"]),
    (WJ, "how much does a decent table saw cost", [r"dollars?", r"euros?", r"cheapest"]),
    (WJ, "is a cabinet saw better than a hybrid saw", [r"hybrid", r"cabinet saws?", r"contractor saws?"]),
    (WJ, "how do you use a spokeshave", [r"spokeshaves?"]),
    (WJ, "what's a dutchman repair", [r"Dutchman"]),
    (WJ, "what wood did the vikings build their longships from", [r"Vikings?", r"longships?"]),
    (WJ, "how do i do a rub joint with hide glue", [r"rub joints?", r"rubbed joints?"]),
    (WJ, "Quelle huile utiliser pour une planche \u00e0 d\u00e9couper ?", [r"planche", r"cutting boards?", r"food.safe"]),
    (WJ, "how much weight can a mortise and tenon joint hold in kg", [r"kg", r"kilograms?", r"newtons?"]),
    (WJ, "is teak any good for garden furniture", [r"teak"]),
    (WJ, "what is the max depth of cut on a planer thicknesser", [r"thicknessers?", r"depth of cut"]),
    (WJ, "how did the shakers make their oval boxes", [r"oval box\w*"]),
]

# Unanswerable questions answered only in a deck's speaker notes: (course, deck, pattern).
NOTES_ONLY = {
    "what is an emlen funnel": (OR, O2, r"Emlen"),
    "why do storks cross the sea at gibraltar": (OR, O2, r"Gibraltar"),
    "are vulture wingtip slots the same idea as winglets on planes": (OR, O2, r"winglets"),
    "what does a young bird do if a storm blows it off course on its first migration": (OR, O2, r"inherited direction"),
    "how many hours a day can arctic birds feed chicks in june": (OR, O2, r"twenty-four hours"),
    "who started the hyacinth macaw conservation project in the pantanal": (OR, O7, r"Neiva Guedes"),
    "where was Gon\u00e7alves Dias when he wrote the Can\u00e7\u00e3o do Ex\u00edlio": (OR, O7, r"Coimbra"),
    "which country has the jo\u00e3o-de-barro as its national bird": (OR, O7, r"Argentina"),
    "what stanley number is a jack plane": (WJ, W2, r"Stanley"),
    "how do you draw the face edge mark": (WJ, W2, r"inverted V"),
    "how wide is the kerf of a dozuki": (WJ, W2, r"half a millimetre"),
    "what is a firmer chisel": (WJ, W2, r"firmer"),
    "how do you check for a burr without cutting your thumb": (WJ, W2, r"thumb drawn off"),
    "why do winding sticks have a contrasting inlay": (WJ, W2, r"inlay"),
}
UNANSWERABLE += [(c, q, [pat]) for q, (c, _f, pat) in NOTES_ONLY.items()]

# Teacher-only answer-key sections: from this heading to the end of the file's paragraphs.
KEY_SECTIONS = {
    (OR, O3): "Answer key (teacher only)",
    (OR, O6): "8. ANSWER KEY (TEACHER ONLY)",
    (WJ, W3): "Answer key (teacher only)",
    (WJ, W6): "8. ANSWER KEY (TEACHER ONLY)",
}

# Unanswerable questions answered only inside an answer-key section.
KEY_ONLY = {
    "where is the reed warbler colony from the cuckoo case study": (OR, O3, r"Wicken Fen"),
    "what hatching success should i get for the homework colony": (OR, O3, r"81\.25"),
    "which feeding station is the red kite case study about": (OR, O6, r"Gigrin"),
    "what are the grade boundaries for the end of unit test": (OR, O6, r"Grade boundaries"),
    "which apprentice handbook does the drawboring answer come from": (WJ, W3, r"Hartwell"),
    "where were ernest gimson's workshops": (WJ, W6, r"Daneway"),
    "whose cabinet is the exemplar design project this year": (WJ, W6, r"Priya"),
}
UNANSWERABLE += [(c, q, [pat]) for q, (c, _f, pat) in KEY_ONLY.items()]

# A deck note that starts like this is addressed to the teacher (check.py sorts notes with it);
# in this set no note of any kind is course content.
TEACHER_NOTE = "teacher only:"

# Questions from the other subject: their terms are absent from their own course and present in
# the other course.
OTHER_COURSE = [
    (OR, "how do i cut a dovetail joint by hand", [r"dovetails?"]),
    (OR, "what is shellac and how do you put it on", [r"shellac"]),
    (OR, "Was ist ein Holznagel?", [r"Holznagel"]),
    (WJ, "why do birds migrate", [r"migrate"]),
    (WJ, "what is a syrinx", [r"syrinx"]),
    (WJ, "O que \u00e9 o jo\u00e3o-de-barro?", [r"jo\u00e3o-de-barro"]),
]

SEED = 20260148

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
        final.append({"id": f"ab48-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
