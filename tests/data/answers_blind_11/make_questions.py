"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 11. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
OS = "operating-systems"
AH = "art-history"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term
#   keyword          a bare keyword or very short query ("belady's anomaly", "giornata")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a code block, command listing, timeline or calculation block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

O1 = "01-processes-threads-and-scheduling.pdf"
O2 = "02-memory-and-paging-slides.pdf"
O3 = "03-synchronisation-and-deadlock.docx"
O4 = "04-process-control-in-unix.md"
O5 = "05-file-systems-notes.txt"
A1 = "01-the-renaissance.pdf"
A2 = "02-baroque-to-romanticism-slides.pdf"
A3 = "03-realism-and-impressionism.docx"
A4 = "04-modernism-and-the-avant-garde.md"
A5 = "05-techniques-and-materials-notes.txt"

ANSWERABLE = [
    # ---- operating-systems: 01 processes, threads and scheduling (prose PDF) ----
    (OS, O1, "exact_term", "what is the kernel of an operating system",
     ["always resident in memory and runs with full hardware privileges"]),
    (OS, O1, "definition_tail", "a system call is a controlled entry point into the kernel that does what exactly",
     ["switches the processor from user mode to kernel mode"]),
    (OS, O1, "list_item", "which process state is it when the process is stuck until a disk read finishes",
     ["the process cannot continue until some event happens"]),
    (OS, O1, "paraphrase", "threads in the same process share a lot, but what does each one get to keep for itself",
     ["its own program counter, its own registers and its own stack"]),
    (OS, O1, "how_why", "why are threads cheaper than processes",
     ["creating a thread does not require a new address space"]),
    (OS, O1, "how_why", "whats wrong with making the time slice really tiny",
     ["wastes a large share of the processor on switching"]),
    (OS, O1, "table_row", "is SRTF preemptive and what's the catch with it",
     ["SRTF Yes Long jobs may starve"]),
    (OS, O1, "keyword", "convoy effect",
     ["short processes stuck behind a long one wait a long time"]),
    (OS, O1, "exact_term", "what is aging in priority scheduling",
     ["gradually raises the priority of a process the longer it waits"]),
    (OS, O1, "worked_step", "in the worked example what's the average waiting time with SJF",
     ["(0 + 2 + 6) / 3 = 2.67 ms"]),
    (OS, O1, "worked_step", "round robin q=4 example: how long does P1 wait",
     ["P1 waits 16 - 10 = 6 ms"]),
    (OS, O1, "worked_step", "how many context switches are there in the round robin example and when",
     ["three context switches, at times 4, 8 and 10"]),

    # ---- operating-systems: 02 memory and paging (slide deck) ----
    (OS, O2, "worked_step", "32 bit addresses with 4KB pages, how many bits is the page number",
     ["Offset: 12 bits, so page number: 32 - 12 = 20 bits"]),
    (OS, O2, "worked_step", "logical address 20500, 4096-byte pages, page 5 sits in frame 9. physical address?",
     ["Physical address = 9 x 4,096 + 20 = 36,884"]),
    (OS, O2, "paraphrase", "if page 3 is in frame 8 what does 0x3A7F turn into",
     ["If page 3 is in frame 8, the physical address is 0x8A7F"]),
    (OS, O2, "list_item", "what does the dirty bit in a page table entry tell you",
     ["Dirty bit: the page has been written since it was loaded"]),
    (OS, O2, "exact_term", "what does the TLB do",
     ["translation lookaside buffer (TLB) caches recent page-to-frame translations"]),
    (OS, O2, "code_block", "how do you work out the effective access time with an 80% TLB hit ratio",
     ["EAT = 0.8 x 100 + 0.2 x 200 = 120 ns"]),
    (OS, O2, "list_item", "page fault handling - what happens after the page has been read in from disk",
     ["The page table is updated and the instruction is restarted"]),
    (OS, O2, "keyword", "belady's anomaly",
     ["More frames, yet more faults than with 3 frames"]),
    (OS, O2, "table_row", "how many faults does OPT get with 4 frames on the example string",
     ["OPT 7 faults 6 faults"]),
    (OS, O2, "how_why", "why can't an OS actually use the optimal page replacement algorithm",
     ["Needs knowledge of the future, so it cannot be built"]),
    (OS, O2, "definition_tail", "thrashing is when a process spends",
     ["more time spent paging than executing"]),
    (OS, O2, "keyword", "external fragmentation",
     ["enough free memory in total, but no hole big enough"]),

    # ---- operating-systems: 03 synchronisation and deadlock (DOCX) ----
    (OS, O3, "exact_term", "what is a race condition",
     ["the result can depend on the exact order in which their instructions"]),
    (OS, O3, "paraphrase", "how can two threads doing counter = counter + 1 end up losing an increment",
     ["If both threads load the value 5 before either stores, both store 6"]),
    (OS, O3, "list_item", "what does bounded waiting mean for the critical section problem",
     ["there is a limit on how many times other threads may enter"]),
    (OS, O3, "definition_tail", "a semaphore is an integer variable that is",
     ["accessed only through two atomic operations, wait and signal"]),
    (OS, O3, "how_why", "what actually happens when a thread calls wait (P) on a semaphore",
     ["decrements the semaphore and blocks the caller if the value becomes negative"]),
    (OS, O3, "table_row", "hold and wait meaning",
     ["A process holds at least one resource while waiting for another"]),
    (OS, O3, "how_why", "if a resource allocation graph has a cycle is that definitely a deadlock",
     ["a cycle means that a deadlock is possible but not certain"]),
    (OS, O3, "how_why", "how do you prevent circular wait",
     ["every process must request resources in increasing order of their numbers"]),
    (OS, O3, "list_item", "bankers safety algorithm, once you find a process whose need fits in work what do you do",
     ["add its Allocation to Work and mark it finished"]),
    (OS, O3, "worked_step", "whats the safe sequence in the banker's algorithm example",
     ["with the safe sequence P2, P1, P3, P4"]),
    (OS, O3, "worked_step", "in the example, if P1 asks for (3, 0, 0) does it get the resources",
     ["the resulting state is unsafe and P1 must wait"]),

    # ---- operating-systems: 04 process control in Unix (Markdown) ----
    (OS, O4, "exact_term", "what does fork() return",
     ["returns 0 in the child, returns the child's process ID"]),
    (OS, O4, "worked_step", "if a program calls fork three times in a row how many processes are there",
     ["ends up with 2^3 = 8 processes, the original one included"]),
    (OS, O4, "code_block", "fork(); fork(); printf(\"hello\\n\"); - how many hellos",
     ["printf(\"hello\\n\"); /* printed 4 times */"]),
    (OS, O4, "how_why", "why would the code after execlp ever run",
     ["so any line after it runs only if the exec failed"]),
    (OS, O4, "code_block", "in the fork/exec/wait example which line runs ls -l",
     ["execlp(\"ls\", \"ls\", \"-l\", NULL);"]),
    (OS, O4, "exact_term", "what's a zombie process",
     ["a child that has finished but whose parent has not yet waited for it"]),
    (OS, O4, "definition_tail", "when a parent dies before its child, the orphan",
     ["it is adopted by the init process"]),
    (OS, O4, "code_block", "command to force kill pid 4388",
     ["kill -9 4388 # send SIGKILL (cannot be ignored)"]),
    (OS, O4, "table_row", "what signal do you get when your program touches an invalid memory address",
     ["The program touched an invalid memory address"]),
    (OS, O4, "keyword", "nice value range",
     ["Nice values run from -20 (highest priority) to 19 (lowest)"]),
    (OS, O4, "code_block", "in the ps listing which process is the zombie",
     ["4391 4388 Z 0 [worker] <defunct>"]),

    # ---- operating-systems: 05 file systems (TXT) ----
    (OS, O5, "worked_step", "10,000 byte file with 4 KB blocks, how many blocks does it take",
     ["file of 10,000 bytes needs 3 blocks (12,288 bytes)"]),
    (OS, O5, "paraphrase", "is the filename stored in the inode",
     ["file is not in the inode at all; it is kept in a directory"]),
    (OS, O5, "list_item", "which timestamps does an inode keep",
     ["three timestamps: last access, last modification, last change"]),
    (OS, O5, "code_block", "how much data can the double indirect pointer reach with 4KB blocks",
     ["double indirect: 1,024 x 1,024 x 4 KB = 4 GB"]),
    (OS, O5, "worked_step", "which inode pointer holds byte 100,000 of a file",
     ["24 - 12 = 12, so it is entry 12 of the single indirect block"]),
    (OS, O5, "how_why", "why can't a hard link point to a file on another file system",
     ["has meaning only inside its own file system"]),
    (OS, O5, "code_block", "in the ls -li output how can you see b.txt is a hard link to a.txt",
     ["1835012 -rw-r--r-- 2 ana ana 6 Mar 3 10:02 b.txt"]),
    (OS, O5, "table_row", "whats the main problem with linked allocation",
     ["Linked Good Very slow One bad pointer loses the rest"]),
    (OS, O5, "paraphrase", "df -h says i have loads of space but i cant create any new files??",
     ["A file system can run out of inodes before it runs out of blocks"]),
    (OS, O5, "exact_term", "what happens to a symbolic link when you delete its target",
     ["if the target is deleted the link is left dangling"]),

    # ---- art-history: 01 the Renaissance (prose PDF) ----
    (AH, A1, "exact_term", "when did vasari publish the lives of the artists",
     ["in 1550 the painter and writer Giorgio Vasari published his Lives"]),
    (AH, A1, "list_item", "what are the dates of the high renaissance",
     ["The High Renaissance, roughly 1490 to 1527, when Rome became the main centre"]),
    (AH, A1, "how_why", "why is giotto called the father of western painting",
     ["replaced the flat, gold-backed figures of Byzantine art with solid bodies"]),
    (AH, A1, "definition_tail", "in linear perspective the lines running away from the viewer are drawn so that they",
     ["meet at a single vanishing point on the horizon line"]),
    (AH, A1, "paraphrase", "who came up with perspective and when",
     ["Filippo Brunelleschi demonstrated the system in Florence around 1415"]),
    (AH, A1, "exact_term", "what's the first painting that strictly uses brunelleschi's perspective",
     ["Masaccio's fresco The Holy Trinity in Santa Maria Novella"]),
    (AH, A1, "table_row", "raphael dates",
     ["Raphael 1483-1520 School of Athens"]),
    (AH, A1, "how_why", "why is leonardo's last supper in such bad condition",
     ["painted it in tempera and oil on dry plaster instead of true fresco"]),
    (AH, A1, "keyword", "sfumato word origin",
     ["The word comes from the Italian fumo, meaning smoke"]),
    (AH, A1, "exact_term", "when did michelangelo paint the sistine chapel ceiling",
     ["which he did between 1508 and 1512"]),
    (AH, A1, "paraphrase", "what are plato and aristotle doing with their hands in the school of athens",
     ["Plato points upwards, to the world of ideas"]),

    # ---- art-history: 02 Baroque to Romanticism (slide deck) ----
    (AH, A2, "list_item", "chiaroscuro comes from which italian words",
     ["From the Italian chiaro (light) and scuro (dark)"]),
    (AH, A2, "exact_term", "what is tenebrism",
     ["Tenebrism is an extreme form of chiaroscuro"]),
    (AH, A2, "keyword", "caravaggisti",
     ["Its followers across Europe were called Caravaggisti"]),
    (AH, A2, "list_item", "how old was caravaggio when he died",
     ["Died in 1610, aged 38"]),
    (AH, A2, "paraphrase", "whats going on with the light in the calling of saint matthew",
     ["A beam of light follows Christ's pointing hand across the dark room"]),
    (AH, A2, "list_item", "artemisia gentileschi florentine academy",
     ["First woman admitted to the Florentine Academy of Design, in 1616"]),
    (AH, A2, "keyword", "impasto word origin",
     ["From the Italian for dough or paste"]),
    (AH, A2, "how_why", "why is rembrandt's painting called the night watch if it isn't at night",
     ["Not a night scene: a darkened varnish gave it its nickname"]),
    (AH, A2, "paraphrase", "in las meninas where are the king and queen",
     ["The king and queen appear only as a reflection in a mirror"]),
    (AH, A2, "table_row", "comparison table: rococo mood?",
     ["Rococo 1720-1780 Light-hearted, intimate"]),
    (AH, A2, "list_item", "what is the oath of the horatii about",
     ["Oath of the Horatii (1784): three brothers swear to fight for Rome"]),
    (AH, A2, "list_item", "rubenistes vs poussinistes - what did the rubenistes stand for",
     ["Rubenistes: colour, after Peter Paul Rubens"]),

    # ---- art-history: 03 Realism and Impressionism (DOCX) ----
    (AH, A3, "paraphrase", "why wouldn't courbet paint angels",
     ["he could not paint an angel because he had never seen one"]),
    (AH, A3, "how_why", "why were critics so angry about burial at ornans",
     ["Critics were outraged that unremarkable country people should be given such grandeur"]),
    (AH, A3, "exact_term", "what was the salon des refuses",
     ["an exhibition of rejected works that Napoleon III allowed"]),
    (AH, A3, "exact_term", "where was the first impressionist exhibition held",
     ["in the former studio of the photographer Nadar"]),
    (AH, A3, "how_why", "how did the impressionists get their name",
     ["The critic Louis Leroy mocked the picture in a satirical review"]),
    (AH, A3, "table_row", "what colour were shadows for the impressionists",
     ["Coloured, often blue or violet"]),
    (AH, A3, "how_why", "what invention made painting outdoors easier",
     ["paint in collapsible metal tubes in 1841"]),
    (AH, A3, "list_item", "formal analysis steps - what do i look at for composition",
     ["how the main shapes and lines are arranged and where the eye is led"]),
    (AH, A3, "exact_term", "who coined the term post-impressionism",
     ["coined by the English critic Roger Fry for a London exhibition in 1910"]),
    (AH, A3, "table_row", "gauguin key work",
     ["Where Do We Come From?"]),
    (AH, A3, "definition_tail", "pointillism is a technique of painting in",
     ["small separate dots of pure colour, which blend in the viewer's eye"]),

    # ---- art-history: 04 Modernism and the avant-garde (Markdown) ----
    (AH, A4, "code_block", "what year was der blaue reiter founded",
     ["1911 Kandinsky and Marc found Der Blaue Reiter in Munich"]),
    (AH, A4, "code_block", "guernica date",
     ["1937 Picasso paints Guernica"]),
    (AH, A4, "how_why", "who called them the fauves",
     ["The critic Louis Vauxcelles, seeing a conventional sculpture in the same room"]),
    (AH, A4, "exact_term", "what did cubism do differently from perspective",
     ["an object is shown from several viewpoints at once"]),
    (AH, A4, "table_row", "how was synthetic cubism made",
     ["Collage and pasted paper"]),
    (AH, A4, "exact_term", "when and where was the futurist manifesto published",
     ["on the front page of the Paris newspaper Le Figaro on 20 February 1909"]),
    (AH, A4, "code_block", "what did marinetti say about a racing car",
     ["A roaring motor car ... is more beautiful than the Victory of Samothrace"]),
    (AH, A4, "exact_term", "what is a readymade",
     ["ordinary manufactured objects that he selected, sometimes signed and presented as art"]),
    (AH, A4, "definition_tail", "automatism means making art without conscious control, so that",
     ["so that the unconscious guides the hand"]),
    (AH, A4, "code_block", "what goes on the line after title and date on a museum label",
     ["Medium, dimensions (height x width, in cm)"]),

    # ---- art-history: 05 techniques and materials (TXT) ----
    (AH, A5, "how_why", "i keep mixing up sfumato, chiaroscuro and impasto. which one is the odd one out",
     ["Sfumato and chiaroscuro are ways of painting light and shadow; impasto"]),
    (AH, A5, "definition_tail", "painting on plaster that has already",
     ["dried is called fresco secco; the colours are held only by a glue or egg"]),
    (AH, A5, "keyword", "giornata",
     ["Each day's patch is called a giornata"]),
    (AH, A5, "list_item", "in making a fresco what is the sinopia",
     ["Draw the design on it in red earth pigment (the sinopia)"]),
    (AH, A5, "how_why", "why can't you blend colours with egg tempera",
     ["Tempera dries within minutes to a tough, matt film, so colours cannot be"]),
    (AH, A5, "exact_term", "what's a glaze in oil painting",
     ["A glaze is a thin, transparent layer of oil colour laid over a dry layer"]),
    (AH, A5, "keyword", "fat over lean",
     ["contain more oil than the one beneath it"]),
    (AH, A5, "table_row", "watercolour binder and drying time",
     ["Watercolour Gum arabic Minutes Sketches on paper"]),
    (AH, A5, "worked_step", "figure is 176 cm and 8 heads tall, how big is one head",
     ["176 / 8 = 22 cm per head"]),
    (AH, A5, "exact_term", "what is contrapposto",
     ["standing figure rests its weight on one leg, so that the hips and"]),
]

# Near-topic questions that no file of the course answers. Each comes with search terms
# that check.py requires to be absent from every file of the course.
UNANSWERABLE = [
    (OS, "how does the linux completely fair scheduler work",
     [r"completely fair", r"CFS"]),
    (OS, "how does the clock or second-chance page replacement algorithm work",
     [r"clock", r"second.chance"]),
    (OS, "what is a multilevel feedback queue scheduler",
     [r"multi-?level", r"feedback queues?"]),
    (OS, "how do two-level page tables save memory",
     [r"two-level", r"hierarchical", r"page directory"]),
    (OS, "what is priority inversion, like what happened on the mars pathfinder",
     [r"priority inversion", r"Pathfinder", r"priority inheritance"]),
    (OS, "does fork use copy-on-write to avoid copying all the memory",
     [r"copy-on-write", r"COW"]),
    (OS, "how does raid 5 parity let you recover a failed disk",
     [r"RAID", r"parity"]),
    (OS, "what size are huge pages on linux",
     [r"huge ?pages?", r"2 MB"]),
    (OS, "what is a spinlock and when is it better than a mutex",
     [r"spin ?locks?", r"spinning", r"busy.wait\w*"]),
    (OS, "whats the difference between ntfs and fat32",
     [r"NTFS", r"FAT32", r"exFAT"]),
    (OS, "what signal number is SIGHUP and when is it sent",
     [r"SIGHUP", r"hang ?up"]),
    (OS, "what inode number does the root directory have on XFS",
     [r"XFS"]),
    (AH, "who painted the girl with a pearl earring",
     [r"pearl", r"earring"]),
    (AH, "when did michelangelo paint the last judgment",
     [r"last judg\w*"]),
    (AH, "how tall is michelangelo's david in metres",
     [r"5\.17", r"17 feet", r"517"]),
    (AH, "who stole the mona lisa from the museum",
     [r"stole", r"stolen", r"theft", r"Peruggia"]),
    (AH, "which museum is the mona lisa in now",
     [r"Louvre"]),
    (AH, "what is abstract expressionism and pollock's drip painting",
     [r"abstract expressionis\w*", r"Pollock", r"drip\w*"]),
    (AH, "what is pop art, like andy warhol",
     [r"pop art", r"Warhol"]),
    (AH, "who founded the bauhaus and when",
     [r"Bauhaus", r"Gropius"]),
    (AH, "what's the difference between art nouveau and art deco",
     [r"art nouveau", r"art deco"]),
    (AH, "who started the pre-raphaelite brotherhood",
     [r"Pre-Raphaelite", r"Rossetti", r"Millais", r"brotherhood"]),
    (AH, "how did ukiyo-e woodblock prints like hokusai's wave influence monet",
     [r"ukiyo", r"japonis\w*", r"Hokusai", r"Hiroshige", r"woodblock"]),
    (AH, "when did breton publish the second manifesto of surrealism",
     [r"second manifesto"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (OS, "what is sfumato", [r"sfumato"]),
    (OS, "who painted the night watch", [r"Night Watch", r"Rembrandt"]),
    (OS, "what did the futurist manifesto say", [r"Futuris\w*", r"Marinetti"]),
    (AH, "how does round robin scheduling work", [r"round robin", r"scheduling"]),
    (AH, "what is a page fault", [r"page faults?"]),
    (AH, "what four conditions are needed for a deadlock", [r"deadlocks?"]),
]

SEED = 20251211


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
        final.append({"id": f"ab11-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
