"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 15. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
LA = "linear-algebra"
WW = "first-world-war"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("voie sacree", "nullity")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a formula, calculation, quotation or timeline block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

L1 = "01-vectors-and-matrices.pdf"
L2 = "02-determinants-and-eigenvalues-slides.pdf"
L3 = "03-linear-systems-and-elimination.docx"
L4 = "04-least-squares.md"
L5 = "05-vector-spaces-and-orthogonality-notes.txt"
W1 = "01-causes-and-outbreak-of-war.pdf"
W2 = "02-the-western-front-slides.pdf"
W3 = "03-the-home-front.docx"
W4 = "04-the-war-at-sea.md"
W5 = "05-armistice-and-peace-treaties-notes.txt"

# (course, source, kind, question, [gold])
ANSWERABLE = [
    # ---- L1: prose PDF, vectors and matrices ----
    (LA, L1, "paraphrase", "whats it called when u divide a vector by its length so it has length 1",
     ["this step is called normalising"]),
    (LA, L1, "how_why", "why is a normal number called a scalar in linear algebra",
     ["because multiplying by it scales the vector"]),
    (LA, L1, "code_block", "can you show the dot product of (2,-1,3) and (1,4,2) step by step",
     ["u . v = 2*1 + (-1)*4 + 3*2"]),
    (LA, L1, "worked_step", "what angle is between (1,0) and (1,1)",
     ["the angle is 45 degrees"]),
    (LA, L1, "how_why", "why does pushing straight down on a trolley on flat ground not do any work",
     ["only the part of the force that acts along the direction of motion"]),
    (LA, L1, "exact_term", "what does orthogonal mean",
     ["the linear-algebra word for perpendicular"]),
    (LA, L1, "definition_tail", "the cross product is perpendicular to both vectors, but what is its length",
     ["its length equals the area of the parallelogram"]),
    (LA, L1, "how_why", "why can 4 vectors in 3d space never be linearly independant",
     ["any set of more than n vectors is automatically dependent"]),
    (LA, L1, "paraphrase", "i always mix up m x n, is it rows or columns first",
     ["the rule is always rows first and columns second"]),
    (LA, L1, "code_block", "in the 2x2 multiplication example what is the first row of BA",
     ["(5*1 + 6*3, 5*2 + 6*4) = (23, 34)"]),
    (LA, L1, "worked_step", "how do you get the 10 when inverting [4 7; 2 6]",
     ["4*6 - 7*2 = 24 - 14 = 10"]),
    (LA, L1, "paraphrase", "should i just invert A to solve Ax = b",
     ["engineers almost never compute an inverse in order to solve Ax = b"]),
    (LA, L1, "paraphrase", "does matrix multiplication distribute over a sum like A(B+C)",
     ["so A(B + C) = AB + AC"]),
    # ---- L2: slide deck, determinants and eigenvalues ----
    (LA, L2, "exact_term", "what does the size of a determinant tell you geometrically",
     ["the factor by which the matrix scales areas (2D) or volumes (3D)"]),
    (LA, L2, "paraphrase", "my determinant came out negative, what does that mean",
     ["the orientation is flipped, as in a mirror image"]),
    (LA, L2, "worked_step", "whats the determinant of [2 0 1; 1 3 2; 1 1 2]",
     ["so det A = 8 - 2 = 6"]),
    (LA, L2, "table_row", "what happens to det if i swap 2 rows",
     ["Swap two rows Sign changes"]),
    (LA, L2, "how_why", "why is cofactor expansion a bad idea for big matrices",
     ["Cofactor expansion of an n x n matrix takes about n! multiplications"]),
    (LA, L2, "worked_step", "eigenvalues of [4 1; 2 3]?",
     ["so lambda = 5 or lambda = 2"]),
    (LA, L2, "worked_step", "in the eigen example what eigenvector goes with lambda 2",
     ["2 x1 + x2 = 0: eigenvector (1, -2)"]),
    (LA, L2, "how_why", "why do we set det(A - lambda I) equal to zero to find eigenvalues",
     ["A non-zero solution x exists only if A - lambda I is singular"]),
    (LA, L2, "paraphrase", "is there a fast way to check if my eigenvalues are right",
     ["Sum of the eigenvalues = trace = sum of the diagonal entries"]),
    (LA, L2, "list_item", "what's special about the eigenvalues of a symmetric matrix",
     ["every eigenvalue is real, and eigenvectors for different eigenvalues are orthogonal"]),
    (LA, L2, "paraphrase", "what do the eigenvectors actually mean for a vibrating structure",
     ["The eigenvectors are the mode shapes"]),
    (LA, L2, "how_why", "if x' = Ax has one positive eigenvalue and the rest negative is it stable",
     ["A single positive eigenvalue is enough to make the system unstable"]),
    # ---- L3: DOCX, linear systems and elimination ----
    (LA, L3, "list_item", "can a system of linear equations have no solution at all",
     ["the system is inconsistent, for example because two of the planes are parallel"]),
    (LA, L3, "how_why", "why cant a linear system have exactly two solutions",
     ["then so does every point on the line through them"]),
    (LA, L3, "table_row", "how do you write the row operation that takes 2 times row 1 away from row 3",
     ["R3 -> R3 - 2 R1"]),
    (LA, L3, "worked_step", "in the worked elimination what happens to the third row in step 2",
     ["which turns the last row into [0 0 -1 | 1]"]),
    (LA, L3, "definition_tail", "what extra conditions does reduced row echelon form have",
     ["every pivot equals 1, and it is the only non-zero entry in its column"]),
    (LA, L3, "exact_term", "what is the rank of a matrix",
     ["the number of pivots left after elimination"]),
    (LA, L3, "how_why", "how can i tell from ranks whether Ax=b has a solution",
     ["A and the augmented matrix [A | b] have the same rank"]),
    (LA, L3, "exact_term", "what is partial pivoting",
     ["the entry with the largest absolute value as the pivot"]),
    (LA, L3, "how_why", "whats the point of LU decomposition if elimination already works",
     ["the same matrix must be solved with many right-hand sides"]),
    (LA, L3, "paraphrase", "if the condition number is 10^8 how many digits can i trust in double precision",
     ["leaves roughly eight trustworthy digits"]),
    # ---- L4: Markdown, least squares ----
    (LA, L4, "how_why", "why cant we just solve the equations exactly when we have 20 readings and 2 unknowns",
     ["there is usually no line that passes through all the points exactly"]),
    (LA, L4, "definition_tail", "what exactly is the least squares solution",
     ["makes the length of the residual vector, ||b - Ax||, as small as possible"]),
    (LA, L4, "how_why", "why square the errors instead of using absolute values",
     ["punishes large errors more heavily than small ones"]),
    (LA, L4, "keyword", "gauss ceres 1801",
     ["to predict where the dwarf planet Ceres would reappear"]),
    (LA, L4, "code_block", "what slope did the spring calibration example get",
     ["m = (4*23 - 6*12) / 20 = 20 / 20 = 1.0"]),
    (LA, L4, "paraphrase", "how come the residuals in the spring fit add up to exactly zero",
     ["which always happens when the model contains a constant term"]),
    (LA, L4, "worked_step", "r squared for the spring example?",
     ["R^2 = 1 - 1.0 / 6 = 0.83"]),
    (LA, L4, "how_why", "why do numerical libraries avoid the normal equations",
     ["Forming A^T A squares the condition number of the problem"]),
    (LA, L4, "exact_term", "in weighted least squares what weights are normally used",
     ["weight each reading by one over the variance of its measurement error"]),
    (LA, L4, "how_why", "why does one bad data point mess up a least squares line so much",
     ["a single reading that is 10 units off contributes 100 to the sum"]),
    # ---- L5: TXT, vector spaces and orthogonality ----
    (LA, L5, "paraphrase", "quickest way to prove a set of vectors is not a subspace",
     ["show that the zero vector is missing"]),
    (LA, L5, "table_row", "what is the dimension of the left null space",
     ["Left null space R^m m - r all y with A^T y = 0"]),
    (LA, L5, "worked_step", "a 3 by 5 matrix with rank 3, what dimension is its null space",
     ["a 3 x 5 matrix of rank 3 has a null space of dimension 2"]),
    (LA, L5, "how_why", "why is the stiffness matrix singular when a frame isnt supported",
     ["rigid-body motions, the ways the structure can move without any member"]),
    (LA, L5, "definition_tail", "whats the difference between orthogonal and orthonormal",
     ["If, in addition, every vector in it has length 1"]),
    (LA, L5, "code_block", "project (2,3) onto the line through (1,1)",
     ["p = (5/2)(1, 1) = (2.5, 2.5)"]),
    (LA, L5, "how_why", "why does a projection matrix squared give the same matrix",
     ["P^2 = P, because projecting a second time changes nothing"]),
    (LA, L5, "how_why", "whats wrong with classical gram schmidt on a computer",
     ["slowly loses orthogonality through rounding"]),
    (LA, L5, "exact_term", "determinant of an orthogonal matrix",
     ["Their determinant is always +1 or -1"]),
    (LA, L5, "keyword", "nullity",
     ["nullity the dimension of the null space"]),

    # ---- W1: prose PDF, causes and outbreak ----
    (WW, W1, "list_item", "what does the I in MAIN stand for",
     ["Imperialism: competition for colonies and markets, especially in Africa"]),
    (WW, W1, "how_why", "why wasnt britain actually forced to fight for france",
     ["An entente was a friendly understanding rather than a binding alliance"]),
    (WW, W1, "how_why", "why did launching the dreadnought backfire on britain a bit",
     ["the race effectively started again from zero"]),
    (WW, W1, "paraphrase", "how many dreadnoughts did britain have compared to germany by 1914",
     ["Britain had 29 dreadnoughts in service against Germany's 17"]),
    (WW, W1, "list_item", "what happened in the agadir crisis",
     ["Germany sent the gunboat Panther to the Moroccan port of Agadir"]),
    (WW, W1, "paraphrase", "who actually shot franz ferdinand",
     ["a few feet from Gavrilo Princip, a nineteen-year-old student"]),
    (WW, W1, "how_why", "why was princip not executed",
     ["he could not be sentenced to death"]),
    (WW, W1, "exact_term", "what was the blank cheque",
     ["promised Austria-Hungary full support whatever it decided to do"]),
    (WW, W1, "table_row", "when did germany declare war on france",
     ["3 August 1914 Germany on France"]),
    (WW, W1, "exact_term", "who came after schlieffen and what did he change in the plan",
     ["Helmuth von Moltke the Younger, weakened the right wing"]),
    (WW, W1, "paraphrase", "who said the lamps are going out all over europe",
     ["the Foreign Secretary, Sir Edward Grey, is reported to have said"]),
    (WW, W1, "exact_term", "what time did britains ultimatum to germany run out",
     ["The ultimatum expired at 11 pm London time on 4 August"]),
    (WW, W1, "paraphrase", "what was fritz fischers argument about who started the war",
     ["Germany's leaders had deliberately pursued a war to make Germany a world power"]),
    # ---- W2: slide deck, the Western Front ----
    (WW, W2, "paraphrase", "how did the paris taxis help at the marne",
     ["Paris taxis rushed about 6,000 reinforcements to the front"]),
    (WW, W2, "how_why", "why were trenches dug in a zigzag",
     ["so that a shell burst or an enemy raider could not sweep along the line"]),
    (WW, W2, "how_why", "how did soldiers stop getting trench foot",
     ["whale oil rubbed into the feet and regular changes of dry socks"]),
    (WW, W2, "paraphrase", "did the christmas truce happen again the next years",
     ["Never repeated on the same scale: commanders forbade fraternising"]),
    (WW, W2, "table_row", "when was mustard gas first used and what did it do",
     ["Mustard gas July 1917 Blisters skin and eyes"]),
    (WW, W2, "exact_term", "what was falkenhayn trying to achieve at verdun",
     ["Falkenhayn's aim: to \"bleed France white\""]),
    (WW, W2, "keyword", "voie sacree",
     ["Petain kept the city supplied along the Voie Sacree"]),
    (WW, W2, "how_why", "why was the somme attack moved earlier",
     ["Brought forward to take pressure off the French at Verdun"]),
    (WW, W2, "exact_term", "how many british soldiers died on 1 july 1916",
     ["57,470 British casualties, of whom 19,240 were killed"]),
    (WW, W2, "how_why", "why are they called tanks",
     ["Called \"tanks\" to pass them off as water carriers"]),
    (WW, W2, "paraphrase", "what did ludendorff say about the battle of amiens",
     ["Ludendorff called it \"the black day of the German army\""]),
    (WW, W2, "list_item", "what weapon caused the most wounds in ww1",
     ["Artillery caused about 60 percent of all wounds"]),
    # ---- W3: DOCX, the home front ----
    (WW, W3, "exact_term", "who drew the your country needs you poster",
     ["was drawn by Alfred Leete"]),
    (WW, W3, "how_why", "what was the downside of the pals battalions",
     ["a whole community lost its young men in one morning"]),
    (WW, W3, "exact_term", "what did handing someone a white feather mean",
     ["white feathers, a symbol of cowardice"]),
    (WW, W3, "paraphrase", "who had to join up when conscription first started",
     ["single men aged 18 to 41"]),
    (WW, W3, "definition_tail", "what's the difference between absolutists and alternativists",
     ["Alternativists were willing to do non-combat work such as driving ambulances"]),
    (WW, W3, "list_item", "why did dora ban kites and bonfires lol",
     ["the buying of binoculars, all of which might help the enemy"]),
    (WW, W3, "list_item", "why were the munitions girls called canaries",
     ["handling TNT turned the skin yellow"]),
    (WW, W3, "how_why", "how did the british start beating the zeppelins",
     ["once British fighters carried incendiary bullets they became easy targets"]),
    (WW, W3, "how_why", "why did some poor families eat better at the end of the war",
     ["Because rationing shared the food more fairly"]),
    (WW, W3, "paraphrase", "which women got the vote in 1918",
     ["to women over 30 who met a property qualification"]),
    # ---- W4: Markdown, the war at sea ----
    (WW, W4, "exact_term", "what was the turnip winter",
     ["because turnips replaced potatoes in many households"]),
    (WW, W4, "how_why", "why didnt the navy blockade the german ports up close",
     ["which would have exposed its ships to mines and submarines"]),
    (WW, W4, "list_item", "what happened at the battle of coronel",
     ["sank two British cruisers, HMS Good Hope and HMS Monmouth, with all hands"]),
    (WW, W4, "how_why", "how did one submarine manage to sink three cruisers in 1914",
     ["The other two cruisers had stopped to rescue survivors from the first"]),
    (WW, W4, "exact_term", "how many people died on the lusitania",
     ["1,198 people died, 128 of them Americans"]),
    (WW, W4, "paraphrase", "what did beatty say when his battlecruisers blew up",
     ["something wrong with our bloody ships today"]),
    (WW, W4, "paraphrase", "so who actually won jutland",
     ["the German fleet had assaulted its jailer but was still in jail"]),
    (WW, W4, "exact_term", "what did the zimmerman telegram offer mexico",
     ["Mexico should attack it, with German help"]),
    (WW, W4, "how_why", "why did convoys work against u boats",
     ["a convoy was hardly easier to find than a single ship"]),
    (WW, W4, "code_block", "when did the first convoy sail and from where",
     ["10 May 1917 First trial convoy sails from Gibraltar"]),
    # ---- W5: TXT, armistice and treaties ----
    (WW, W5, "paraphrase", "how much did russia lose at brest litovsk",
     ["which together held about a third of its population"]),
    (WW, W5, "paraphrase", "what joke did clemenceau make about the fourteen points",
     ["even God had been content with only ten"]),
    (WW, W5, "exact_term", "where was the armistice signed",
     ["signed in Marshal Foch's private railway carriage"]),
    (WW, W5, "how_why", "why was a civilian sent to sign the armistice for germany",
     ["which allowed the generals to avoid putting their names to"]),
    (WW, W5, "paraphrase", "who died one minute before the war ended",
     ["Henry Gunther was killed at 10.59 am"]),
    (WW, W5, "list_item", "did the blockade stop when the armistice was signed",
     ["the Allied blockade of Germany to continue"]),
    (WW, W5, "table_row", "what did clemenceau want out of the peace",
     ["Georges Clemenceau France security and revenge for France"]),
    (WW, W5, "table_row", "how much were the reparations",
     ["Reparations set in 1921 at 132 billion gold marks"]),
    (WW, W5, "how_why", "why wasnt the usa in the league of nations",
     ["the United States Senate refused to ratify the treaty"]),
    (WW, W5, "paraphrase", "did anyone predict there would be another war after versailles",
     ["This is not peace. It is an armistice for twenty years."]),
]

# Near-topic questions that no file of the course answers. The search terms (regexes, matched
# with word boundaries, case-insensitive) must be absent from every file of the course.
UNANSWERABLE = [
    (LA, "how do you compute the singular value decomposition of a matrix",
     [r"singular values?", r"SVD", r"singular value decomposition"]),
    (LA, "if a matrix is defective how do i find its jordan form",
     [r"Jordan (normal |canonical )?form", r"Jordan blocks?", r"generali[sz]ed eigenvectors?"]),
    (LA, "how does cholesky factorisation work for symmetric matrices",
     [r"Cholesky", r"positive definite"]),
    (LA, "can i use cramers rule to solve a 3x3 system",
     [r"Cramer\w*"]),
    (LA, "how does the power iteration method find the biggest eigenvalue",
     [r"power (iteration|method)", r"Rayleigh"]),
    (LA, "what is the moore penrose pseudoinverse",
     [r"pseudo-?inverse", r"Moore", r"Penrose"]),
    (LA, "how do you use the matrix exponential to solve x' = Ax",
     [r"matrix exponential", r"e\^\(At\)", r"e\^At"]),
    (LA, "what is the kronecker product of two matrices",
     [r"Kronecker", r"tensor"]),
    (LA, "so what are the eigenvalues of the rotation matrix then, imaginary ones?",
     [r"complex", r"imaginary"]),
    (LA, "whats the rule of sarrus for 3x3 determinants",
     [r"Sarrus", r"diagonals? rule"]),
    (LA, "how do i add ridge regularisation to least squares",
     [r"ridge", r"regulari[sz]\w*", r"Tikhonov", r"penalty"]),
    (LA, "should i use gauss-seidel or jacobi iteration for a big sparse system",
     [r"Gauss-Seidel", r"Jacobi", r"iterative", r"conjugate gradient"]),
    (WW, "why did the gallipoli campaign fail",
     [r"Gallipoli", r"Dardanelles", r"ANZACs?"]),
    (WW, "what happened at the battle of tannenberg",
     [r"Tannenberg", r"Masurian", r"Eastern Front"]),
    (WW, "what did lawrence of arabia do in the war",
     [r"Lawrence", r"Arab Revolt", r"Arabia"]),
    (WW, "how many people died of spanish flu at the end of the war",
     [r"influenza", r"flu", r"pandemic", r"epidemic"]),
    (WW, "how many planes did the red baron shoot down",
     [r"Red Baron", r"Richthofen", r"aces?"]),
    (WW, "what did wilfred owen write about the war",
     [r"Owen", r"Sassoon", r"poets?", r"poems?", r"poetry"]),
    (WW, "what was the easter rising in ireland",
     [r"Easter Rising", r"Dublin", r"Easter"]),
    (WW, "what happened to italy at caporetto",
     [r"Caporetto", r"Isonzo"]),
    (WW, "what was the zeebrugge raid",
     [r"Zeebrugge", r"Ostend"]),
    (WW, "how many british soldiers were shot for cowardice or desertion",
     [r"shot at dawn", r"executed", r"executions?", r"court-martial\w*", r"desert(ion|ers?)"]),
    (WW, "did the treaty of versailles cause hitler and ww2",
     [r"Hitler", r"Nazis?", r"Second World War", r"1939"]),
    (WW, "how many tanks were used at the battle of cambrai",
     [r"Cambrai"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (LA, "who shot archduke franz ferdinand", [r"Princip", r"Franz Ferdinand"]),
    (LA, "when was the treaty of versailles signed", [r"Versailles"]),
    (LA, "what happened on the first day of the somme", [r"Somme"]),
    (WW, "how do you find the eigenvalues of a matrix", [r"eigenvalues?"]),
    (WW, "what are the steps of gaussian elimination", [r"Gaussian elimination"]),
    (WW, "how do i calculate a dot product", [r"dot product"]),
]

SEED = 20251215


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
        final.append({"id": f"ab15-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
