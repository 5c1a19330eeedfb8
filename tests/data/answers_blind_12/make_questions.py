"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 12. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
DS = "data-structures-and-algorithms"
RH = "roman-history"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also dates, places, names)
#   keyword          a bare keyword or very short query ("marius mules", "heap parent index formula")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a code block, trace, listing, timeline or calculation block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

D1 = "01-complexity-sorting-and-searching.pdf"
D2 = "02-trees-and-heaps-slides.pdf"
D3 = "03-hash-tables.docx"
D4 = "04-recursion-and-recurrences.md"
D5 = "05-graph-algorithms-notes.txt"
R1 = "01-the-roman-republic.pdf"
R2 = "02-wars-and-the-fall-of-the-republic-slides.pdf"
R3 = "03-augustus-and-the-early-empire.docx"
R4 = "04-roman-society-names-and-calendar.md"
R5 = "05-the-late-empire-notes.txt"

# (course, source file, kind, question, [gold snippet])
ANSWERABLE = [
    # ---- D1: complexity, sorting and searching (prose PDF) ----
    (DS, D1, "paraphrase", "ok but 100n has a massive constant, does the linear one really end up winning against n squared",
     ["at n = 1,000,000 it is ten thousand times faster"]),
    (DS, D1, "how_why", "why can't any comparison sort do better than n log n in the worst case",
     ["a decision tree with n! leaves must have a height of at least log2(n!)"]),
    (DS, D1, "how_why", "why doesn't quicksort need a merge step like merge sort does",
     ["because after partitioning the pivot already sits in its final position"]),
    (DS, D1, "worked_step", "how many comparisons does quicksort make on an already sorted array of 10 if the pivot is always the last element",
     ["For n = 10 that is 45 comparisons"]),
    (DS, D1, "worked_step", "in the binary search for 23, what happens on the second probe",
     ["low=5 high=9 mid=7 a[7]=56 > 23 -> high = 6"]),
    (DS, D1, "worked_step", "max number of probes to find out a value isnt in a sorted array of 10 elements",
     ["floor(log2 10) + 1 = 4 probes"]),
    (DS, D1, "exact_term", "what is big-theta",
     ["f(n) is Theta(g(n)) when it is both O(g(n)) and Omega(g(n))"]),
    (DS, D1, "exact_term", "what does it mean for a sorting algorithm to be stable",
     ["keeps elements with equal keys in the same relative order as in the input"]),
    (DS, D1, "definition_tail", "formally, we say that f(n) is O(g(n)) if ...",
     ["there are positive constants c and n0 such that f(n) <= c x g(n)"]),
    (DS, D1, "table_row", "according to the comparison table how much extra space does quicksort use",
     ["Quicksort O(n log n) O(n log n) O(n^2) O(log n) No"]),
    (DS, D1, "list_item", "in the list of growth rates, what is the example given for O(n)",
     ["O(n), linear: scanning a list once to find its largest element"]),
    (DS, D1, "keyword", "insertion sort comparisons on already sorted input",
     ["insertion sort makes only n - 1 comparisons and is therefore O(n)"]),

    # ---- D2: trees and heaps (slide deck) ----
    (DS, D2, "paraphrase", "i inserted sorted numbers into my bst and now its basically a linked list, how tall does it get",
     ["Inserting 1, 2, 3, 4, 5 in that order gives a chain of height 4"]),
    (DS, D2, "how_why", "why is building a heap bottom-up only O(n) and not n log n",
     ["Most nodes sit near the bottom and can only sift down a short way"]),
    (DS, D2, "worked_step", "what does the min-heap [2, 5, 3, 9, 6, 8] look like after inserting 1",
     ["Result: [1, 5, 2, 9, 6, 8, 3]"]),
    (DS, D2, "worked_step", "in the extract-min example, which element does 3 get swapped with at the root",
     ["The children of 3 are 5 and 2: swap 3 with 2"]),
    (DS, D2, "exact_term", "what is a complete binary tree",
     ["all levels full except perhaps the last, which is filled from the left"]),
    (DS, D2, "table_row", "cost of peeking at the minimum in an unsorted array vs a binary heap",
     ["Peek at minimum O(n) O(1) O(1)"]),
    (DS, D2, "list_item", "in a post-order traversal when does the node itself get visited",
     ["Post-order: left subtree, right subtree, and the node last"]),
    (DS, D2, "list_item", "how do you delete a bst node that has two children",
     ["copy in its in-order successor, then delete that successor"]),
    (DS, D2, "definition_tail", "in an AVL tree the balance factor of a node is",
     ["height of left subtree - height of right subtree"]),
    (DS, D2, "code_block", "in the heapq example what does heappop give back",
     ["heapq.heappop(h) # returns 1, the smallest"]),
    (DS, D2, "keyword", "heap parent index formula",
     ["The parent of index i is at (i - 1) // 2"]),
    (DS, D2, "keyword", "avl left-left case fix",
     ["Left-left case: one right rotation"]),

    # ---- D3: hash tables (DOCX) ----
    (DS, D3, "paraphrase", "why does python throw an error when i try to use a list as a dict key",
     ["a changed key would hash to a different bucket"]),
    (DS, D3, "how_why", "with open addressing why can't you just empty the bucket when you delete something",
     ["that would cut the probe path of any key that was placed after it"]),
    (DS, D3, "how_why", "why is 100 a bad table size for the division method",
     ["only the last two decimal digits of each key would matter"]),
    (DS, D3, "how_why", "when the table is resized why do the keys have to be rehashed",
     ["since k mod m changes when m changes"]),
    (DS, D3, "worked_step", "in the linear probing example where does 23 end up and why",
     ["Home bucket 1; buckets 1 to 3 full, four probes"]),
    (DS, D3, "worked_step", "how many probes do all seven keys take altogether in the linear probing example",
     ["The seven keys need 18 probes in all"]),
    (DS, D3, "exact_term", "what is primary clustering",
     ["occupied buckets form long runs, and any key that hashes into a run"]),
    (DS, D3, "table_row", "is open addressing good or bad for the cache",
     ["Good, because probes touch neighbouring slots"]),
    (DS, D3, "list_item", "what sequence of buckets does quadratic probing try",
     ["Quadratic probing: try h(k), h(k) + 1, h(k) + 4, h(k) + 9"]),
    (DS, D3, "list_item", "when a hash table resizes how big is the new array",
     ["Allocate a new bucket array, usually twice as large"]),
    (DS, D3, "definition_tail", "the load factor of a hash table is",
     ["the number of stored entries divided by the number of buckets"]),

    # ---- D4: recursion and recurrences (Markdown) ----
    (DS, D4, "how_why", "why is the plain recursive fib function so slow",
     ["because the same subproblems are solved again and again"]),
    (DS, D4, "worked_step", "what is T(16) for the merge sort recurrence with T(1) = 0",
     ["T(16) = 2 x 24 + 16 = 64"]),
    (DS, D4, "exact_term", "what is dynamic programming",
     ["filling a table from the smallest subproblem upwards instead of caching calls"]),
    (DS, D4, "exact_term", "what's python's default recursion limit",
     ["once the depth passes its default limit of 1000 frames"]),
    (DS, D4, "table_row", "master theorem: what's the solution when d < log_b a",
     ["Theta(n^(log_b a)): the work at the leaves dominates"]),
    (DS, D4, "definition_tail", "a recurrence is an equation that",
     ["expresses the running time of a recursive algorithm in terms of its running time"]),
    (DS, D4, "code_block", "what's the base case in the factorial code",
     ["if n <= 1: # base case"]),
    (DS, D4, "code_block", "what does the java binary search return if the key isn't in the array",
     ["if (lo > hi) return -1; // empty range: key not present"]),
    (DS, D4, "code_block", "when you unroll merge sort's recurrence k times what's the general form",
     ["= 2^k T(n/2^k) + kn"]),
    (DS, D4, "code_block", "what does the hanoi function print for each move",
     ["print(f\"move disk {n} from {src} to {dst}\")"]),
    (DS, D4, "keyword", "towers of hanoi 64 disks",
     ["64 disks would need 2^64 - 1, about 1.8 x 10^19"]),

    # ---- D5: graph algorithms (TXT) ----
    (DS, D5, "paraphrase", "my graph has like 100k nodes, can i just store it as a matrix",
     ["is 10^10 cells, far too many for most machines"]),
    (DS, D5, "paraphrase", "my dijkstra gives wrong distances when some edges have weights below zero, what's going on",
     ["assumes that a vertex's distance is final the moment the vertex leaves"]),
    (DS, D5, "how_why", "how does kahn's algorithm tell you the graph has a cycle",
     ["If the output holds fewer than V vertices when the queue runs dry"]),
    (DS, D5, "worked_step", "in the dijkstra example how long is the shortest path from S to D",
     ["with length 1 + 2 + 1 + 3 = 7"]),
    (DS, D5, "worked_step", "in the kruskal example why is the edge B-C left out",
     ["skip B-C (4) would close the cycle A-B-C"]),
    (DS, D5, "exact_term", "what does relaxing an edge mean",
     ["through u gives a shorter way to v"]),
    (DS, D5, "table_row", "kruskal time complexity from the summary table",
     ["Kruskal O(E log E) undirected weighted min spanning tree"]),
    (DS, D5, "list_item", "kahn's algorithm: what goes into the queue at the start",
     ["Put every vertex with in-degree 0 in a queue"]),
    (DS, D5, "code_block", "in the BFS trace from A, what happens when D is popped",
     ["pop D discover F (dist 3) queue: E F"]),
    (DS, D5, "code_block", "in the dijkstra table what are the distances right after B is finished",
     ["2 B 0 3 1 6 inf"]),

    # ---- R1: the Roman Republic (prose PDF) ----
    (RH, R1, "paraphrase", "where does the phrase for a win that costs you too much come from",
     ["a victory won at too great a cost is still called a Pyrrhic victory"]),
    (RH, R1, "paraphrase", "if the romans didnt number their years how did they say which year something happened",
     ["they named each year after the two consuls in office"]),
    (RH, R1, "how_why", "why did the votes of poor citizens often not count in the centuriate assembly",
     ["the richest centuries voted first, so a majority was often reached"]),
    (RH, R1, "how_why", "how did the plebeians put pressure on the patricians",
     ["they withdrew from the city and refused to fight in the army"]),
    (RH, R1, "exact_term", "what was a novus homo",
     ["who reached it without any consular ancestor was called a novus homo"]),
    (RH, R1, "exact_term", "how long did cincinnatus stay dictator",
     ["laid down his office on the sixteenth day"]),
    (RH, R1, "exact_term", "what is imperium",
     ["the power to command an army and to enforce the law"]),
    (RH, R1, "table_row", "minimum age to be praetor",
     ["Praetor 8 Law courts; could command armies 39"]),
    (RH, R1, "list_item", "what dates are the middle republic",
     ["The middle Republic (264-133 BC): wars against Carthage and the Greek kingdoms"]),
    (RH, R1, "definition_tail", "a tribune of the plebs was an officer elected by the plebeians alone,",
     ["whose person was sacrosanct and who could veto the act of any magistrate"]),
    (RH, R1, "keyword", "first plebeian consul year",
     ["plebeian consul held office in 366 BC"]),

    # ---- R2: wars and the fall of the Republic (slide deck) ----
    (RH, R2, "paraphrase", "why did the romans stop using that spiked boarding bridge on their ships",
     ["Abandoned later, probably because it made ships unstable in storms"]),
    (RH, R2, "paraphrase", "how did hannibal manage to surround the romans at cannae",
     ["His cavalry then closed the ring from behind: a double envelopment"]),
    (RH, R2, "how_why", "why did soldiers start being loyal to their general instead of rome after marius",
     ["Troops now looked to their general, not the state, for land on discharge"]),
    (RH, R2, "exact_term", "who were the optimates",
     ["Optimates (\"the best men\"): upheld the authority of the Senate"]),
    (RH, R2, "table_row", "in which region was the battle of cannae fought",
     ["Cannae 216 BC Apulia, Italy Hannibal"]),
    (RH, R2, "list_item", "what was tiberius gracchus's land law",
     ["Land law: no one to hold more than 500 iugera of public land"]),
    (RH, R2, "list_item", "where exactly was caesar stabbed",
     ["Stabbed at a Senate meeting in the Curia of Pompey"]),
    (RH, R2, "list_item", "what were sulla's proscriptions",
     ["Proscriptions: lists of enemies who could be killed for a reward"]),
    (RH, R2, "list_item", "which was rome's first province",
     ["Sicily became Rome's first province"]),
    (RH, R2, "list_item", "what did cato the elder keep saying at the end of his speeches",
     ["Cato the Elder ended his speeches with \"Carthage must be destroyed\""]),
    (RH, R2, "keyword", "die is cast quote",
     ["His words, in Suetonius: \"the die is cast\""]),
    (RH, R2, "keyword", "marius mules",
     ["Made soldiers carry their own kit: \"Marius' mules\""]),

    # ---- R3: Augustus and the early empire (DOCX) ----
    (RH, R3, "paraphrase", "caesar got killed for ruling openly as dictator, so how did augustus play it differently",
     ["he claimed to have restored the Republic"]),
    (RH, R3, "how_why", "why was tribunician power such a big deal for augustus",
     ["gave him the right to call the Senate, to propose laws and to veto"]),
    (RH, R3, "how_why", "why were the five good emperors so good",
     ["Adoption, rather than birth, is therefore often given as the reason"]),
    (RH, R3, "how_why", "how did augustus stop soldiers relying on their generals for land",
     ["followed by a cash payment on discharge, paid from a special military treasury"]),
    (RH, R3, "exact_term", "on what date did augustus die",
     ["died at Nola in Campania on 19 August AD 14"]),
    (RH, R3, "exact_term", "what is the pax romana",
     ["The two centuries of relative peace inside the empire that began with Augustus"]),
    (RH, R3, "exact_term", "what was the res gestae",
     ["a text he wrote to be set up on bronze pillars outside his mausoleum"]),
    (RH, R3, "table_row", "how did caligula's reign end",
     ["Murdered by officers of the Praetorian Guard"]),
    (RH, R3, "table_row", "what did the title imperator mean for augustus",
     ["Victorious general; used by Augustus as a first name"]),
    (RH, R3, "list_item", "when did augustus become pontifex maximus",
     ["In 12 BC, after the death of Lepidus, he was elected pontifex maximus"]),
    (RH, R3, "definition_tail", "the principate is the name historians give to",
     ["the system of government founded by Augustus, in which one man held supreme power"]),

    # ---- R4: society, names and the calendar (Markdown) ----
    (RH, R4, "how_why", "why did caesar make the year 46 bc 445 days long",
     ["to bring the calendar back in line with the seasons"]),
    (RH, R4, "exact_term", "what was the salutatio",
     ["Each morning clients came to the patron's house for the"]),
    (RH, R4, "exact_term", "what's a cognomen",
     ["began as a nickname (Cicero means \"chickpea\") and later marked a branch of the clan"]),
    (RH, R4, "exact_term", "what does AUC stand for",
     ["AUC stands for ab urbe condita, \"from the founding of the city\""]),
    (RH, R4, "table_row", "how many men were in a roman century",
     ["80 men, ten tents"]),
    (RH, R4, "definition_tail", "patria potestas was the power of the father of a family over",
     ["his children and their descendants, which lasted as long as he lived"]),
    (RH, R4, "code_block", "when did vesuvius bury pompeii",
     ["AD 79 Vesuvius erupts and buries Pompeii and Herculaneum"]),
    (RH, R4, "code_block", "what does TRIB POT mean on an inscription",
     ["TRIB POT tribunicia potestate holding the tribunician power"]),
    (RH, R4, "code_block", "what is scipio's full name in the naming example",
     ["Publius Cornelius Scipio Africanus"]),
    (RH, R4, "code_block", "when was the empire at its biggest",
     ["AD 117 The empire reaches its greatest extent under Trajan"]),

    # ---- R5: the late empire (TXT) ----
    (RH, R5, "how_why", "why did diocletian's price edict fail",
     ["simply disappeared from the markets"]),
    (RH, R5, "how_why", "why did third century emperors debase the coinage",
     ["To pay the soldiers, emperors debased the coinage"]),
    (RH, R5, "worked_step", "how much did one solidus weigh",
     ["327 g / 72 coins = about 4.5 g per solidus"]),
    (RH, R5, "exact_term", "what did the edict of milan actually do",
     ["allow freedom of worship to all and to return confiscated property"]),
    (RH, R5, "exact_term", "on what day was constantinople dedicated",
     ["dedicated it on 11 May 330 as Constantinople"]),
    (RH, R5, "definition_tail", "the tetrarchy was a system of four rulers: two senior emperors called augustus and",
     ["title Augustus and two junior ones with the title Caesar"]),
    (RH, R5, "table_row", "who led the goths at adrianople",
     ["378 Battle of Adrianople; Valens killed Fritigern"]),
    (RH, R5, "list_item", "how did losing provinces like africa hurt the western empire",
     ["Once provinces such as Africa were lost, their taxes were lost"]),
    (RH, R5, "keyword", "milvian bridge date",
     ["On 28 October 312 Constantine defeated his rival Maxentius"]),
    (RH, R5, "keyword", "aurelian wall",
     ["wall around the city of Rome that still bears his name"]),
]

# Near-topic questions that no file of their course answers. The regexes are search terms that
# must be absent (word-boundary, case-insensitive) from every file of the course.
UNANSWERABLE = [
    (DS, "what is a red-black tree and how is it different from an avl tree",
     [r"red.black", r"red and black"]),
    (DS, "at what point does java's hashmap turn a long bucket into a tree",
     [r"treeif\w*", r"TREEIFY_THRESHOLD"]),
    (DS, "how does cuckoo hashing work",
     [r"cuckoo"]),
    (DS, "which shortest path algorithm should i use when some edge weights are negative",
     [r"Bellman", r"Floyd", r"negative cycles?", r"SPFA"]),
    (DS, "what is timsort and why does python's sort use it",
     [r"tim ?sort", r"list\.sort", r"sorted\(\)"]),
    (DS, "how does radix sort get around the n log n lower bound",
     [r"radix", r"counting sort", r"non-comparison"]),
    (DS, "what is the amortised cost of decrease-key in a fibonacci heap",
     [r"fibonacci heaps?", r"decrease.key"]),
    (DS, "what is a b-tree and why do databases use them",
     [r"B-trees?", r"B\+ ?trees?", r"databases?"]),
    (DS, "how do you find strongly connected components",
     [r"strongly connected", r"Tarjan", r"Kosaraju"]),
    (DS, "what heuristic does A* search use",
     [r"heuristics?", r"A-star"]),
    (DS, "how do i use the akra-bazzi method on T(n) = T(n/3) + T(2n/3) + n",
     [r"Akra", r"Bazzi", r"T\(2n/3\)"]),
    (DS, "how does a trie store words for autocomplete",
     [r"tries", r"trie", r"prefix trees?", r"autocomplete"]),
    (RH, "how many romans were killed at cannae",
     [r"casualt\w*", r"\d\d,000", r"slaughter\w*"]),
    (RH, "when was the colosseum opened",
     [r"Colosseum", r"amphitheatre", r"Flavian Amphitheatre"]),
    (RH, "how long is hadrian's wall",
     [r"Hadrian's Wall", r"wall in Britain"]),
    (RH, "what happened at the battle of the teutoburg forest",
     [r"Teutoburg", r"Varus", r"Arminius"]),
    (RH, "when did justinian reconquer italy",
     [r"Justinian", r"Belisarius"]),
    (RH, "what did the vestal virgins do",
     [r"vestals?", r"Vesta"]),
    (RH, "when was the julian calendar replaced by the gregorian one",
     [r"Gregorian", r"1582", r"Pope Gregory"]),
    (RH, "how many legions did augustus keep after actium",
     [r"\d+ legions", r"\w+-\w+ legions"]),
    (RH, "who was cornelia, the mother of the gracchi",
     [r"Cornelia", r"mother of the Gracchi"]),
    (RH, "did caesar really say et tu brute",
     [r"et tu", r"you too", r"kai su"]),
    (RH, "which emperor was ruling when the antonine plague hit",
     [r"Antonine plague", r"smallpox"]),
    (RH, "how much was a legionary paid a year under augustus",
     [r"denarii", r"denarius", r"225", r"salary", r"stipendium"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (DS, "who crossed the rubicon and why did it matter", [r"Rubicon"]),
    (DS, "what was the tetrarchy", [r"Tetrarchy"]),
    (DS, "what does SPQR stand for", [r"SPQR"]),
    (RH, "how does a hash table handle collisions", [r"hash tables?", r"collisions?"]),
    (RH, "how does binary search work", [r"binary search"]),
    (RH, "what is dijkstra's algorithm", [r"Dijkstra"]),
]

SEED = 20251212


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
        final.append({"id": f"ab12-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
