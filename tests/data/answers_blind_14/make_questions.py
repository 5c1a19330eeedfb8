"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 14. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
ML = "machine-learning"
GM = "greek-mythology"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("70 15 15 split", "mecone trick")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a code block, formula block or calculation block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

M1 = "01-supervised-learning-and-regression.pdf"
M2 = "02-decision-trees-and-knn-slides.pdf"
M3 = "03-evaluating-models.docx"
M4 = "04-python-and-scikit-learn.md"
M5 = "05-overfitting-and-regularisation-notes.txt"
G1 = "01-tragedy-and-the-theatre-of-dionysus.pdf"
G2 = "02-creation-and-the-olympians-slides.pdf"
G3 = "03-heroes-heracles-perseus-odysseus.docx"
G4 = "04-the-trojan-war-and-the-oresteia.md"
G5 = "05-thebes-oedipus-and-antigone-notes.txt"

# (course, source file, kind, question, [gold snippet])
ANSWERABLE = [
    # ---- M1: supervised learning, regression, gradient descent (prose PDF, 5 pages)
    (ML, M1, "paraphrase",
     "so in unsupervised learning do u still get the right answers for each example or not",
     ["Unsupervised learning, by contrast, has no labels at all"]),
    (ML, M1, "exact_term",
     "whats the diffrence between a feature and a label",
     ["The inputs are called features and the answer is called the label or target"]),
    (ML, M1, "keyword",
     "70 15 15 split",
     ["70 percent training, 15 percent validation and 15 percent test"]),
    (ML, M1, "how_why",
     "i have daily sales data, can i just shuffle it randomly before splitting?",
     ["the model must be trained on the past and tested on the future"]),
    (ML, M1, "definition_tail",
     "data leakage is basically when what happens",
     ["information reaching the model during training that would not be available"]),
    (ML, M1, "how_why",
     "why does squaring the errors in mse make it so sensitive to outliers",
     ["punishes large errors far more than small ones"]),
    (ML, M1, "code_block",
     "what's the update rule for gradient descent, the formula with alpha",
     ["w_new = w_old - alpha x dJ/dw"]),
    (ML, M1, "worked_step",
     "in the 3 point gradient descent example what does w become after one step",
     ["new weight = 0 - 0.1 x (-18.67) = 1.87"]),
    (ML, M1, "paraphrase",
     "is there an everyday analogy that explains overfitting, like with students or something",
     ["fails a new paper that tests the same ideas"]),
    (ML, M1, "exact_term",
     "what is an epoch",
     ["data is called an epoch"]),
    (ML, M1, "worked_step",
     "logistic regression exam example - student did 8 hrs, what are their odds of passing",
     ["gives this student a 73 percent chance of passing"]),
    (ML, M1, "list_item",
     "when starting a new ml project whats the first model i should fit before the real ones",
     ["Fit a trivial baseline, such as always predicting the average label"]),

    # ---- M2: decision trees and k-NN (slide deck)
    (ML, M2, "how_why",
     "why do people say decision trees are greedy",
     ["Greedy: a split is never revisited once it is made"]),
    (ML, M2, "code_block",
     "formula for entropy of a node",
     ["H(S) = - sum over classes i of p_i x log2(p_i)"]),
    (ML, M2, "worked_step",
     "whats the entropy if a node has 9 of one class and 1 of the other",
     ["9 of one class, 1 of the other: H is about 0.47 bits"]),
    (ML, M2, "definition_tail",
     "information gain = ?",
     ["entropy of the parent minus the weighted entropy of the children"]),
    (ML, M2, "table_row",
     "in the spam email tree example, how many spam emails end up in the branch with no link",
     ["A: link no 4 1 3 0.811"]),
    (ML, M2, "worked_step",
     "how much information gain does splitting on the capital letters subject give",
     ["Gain for the capitals split = 0.971 - 0.690 = 0.281 bits"]),
    (ML, M2, "keyword",
     "gini 6 spam 4 not spam",
     ["4 not spam node: 1 - (0.36 + 0.16) = 0.48"]),
    (ML, M2, "paraphrase",
     "my decision tree gets 100% on the training data, thats great right??",
     ["100 percent training accuracy is a warning sign, not a triumph"]),
    (ML, M2, "list_item",
     "how does a random forest actually build its trees",
     ["many trees, each trained on a bootstrap sample with random subsets of features"]),
    (ML, M2, "exact_term",
     "why is knn called a lazy learner",
     ["No real training step: the stored data is the model"]),
    (ML, M2, "worked_step",
     "fruit knn example - what gets predicted with k=3",
     ["With k = 3 the vote is two pears to one apple, so predict pear"]),
    (ML, M2, "how_why",
     "why do i have to scale my features before using k nearest neighbors",
     ["The feature with the biggest range dominates the distance"]),

    # ---- M3: evaluating models (DOCX)
    (ML, M3, "paraphrase",
     "how can a fraud detector be 98% accurate but totally useless",
     ["labels every payment as genuine is 98 percent accurate"]),
    (ML, M3, "list_item",
     "is a false negative a type 1 or type 2 error",
     ["also called a miss or a type II error"]),
    (ML, M3, "table_row",
     "what question does precision answer in plain words",
     ["When the model says positive, how often is it right?"]),
    (ML, M3, "table_row",
     "specificity formula",
     ["TN / (TN + FP)"]),
    (ML, M3, "worked_step",
     "what was the recall of the disease screening test in the notes",
     ["Recall = 80 / (80 + 20) = 80 / 100 = 0.80"]),
    (ML, M3, "worked_step",
     "f1 score for the screening example, how do u get it",
     ["(0.73 + 0.80) = 1.168 / 1.53 = 0.76"]),
    (ML, M3, "how_why",
     "why is f1 the harmonic mean and not just the normal average of precision and recall",
     ["The harmonic mean is dragged towards the smaller of the two numbers"]),
    (ML, M3, "how_why",
     "for cancer screening should i optimise precision or recall",
     ["a false alarm costs a follow-up test, so recall comes first"]),
    (ML, M3, "exact_term",
     "what does it mean if my auc is 0.5",
     ["An AUC of 0.5 is no better than random guessing"]),
    (ML, M3, "list_item",
     "after doing k fold cross validation what number do i actually report",
     ["Report the mean of the k scores"]),
    (ML, M3, "definition_tail",
     "macro average vs weighted average - a macro average gives...",
     ["every class the same weight, so a small class counts"]),

    # ---- M4: Python and scikit-learn (Markdown)
    (ML, M4, "code_block",
     "how do i do an 80/20 train test split in sklearn and keep the classes balanced",
     ["X, y, test_size=0.2, random_state=42, stratify=y)"]),
    (ML, M4, "how_why",
     "whats the point of setting random_state",
     ["makes the shuffle repeatable, so that the same split comes out every time"]),
    (ML, M4, "exact_term",
     "what metric does .score() give you for a regression model",
     ["accuracy for classifiers and R squared for regressors"]),
    (ML, M4, "how_why",
     "sklearn keeps warning me the solver failed to converge, what do i change",
     ["raises the number of optimisation steps the solver may take"]),
    (ML, M4, "paraphrase",
     "in LogisticRegression if i make C smaller do i get more or less regularisation",
     ["means a stronger penalty and a simpler model"]),
    (ML, M4, "code_block",
     "code for a pipeline that scales then does knn",
     ["knn = make_pipeline(StandardScaler(), KNeighborsClassifier(n_neighbors=5))"]),
    (ML, M4, "table_row",
     "in the example classification report what was the recall for class 1",
     ["1 0.88 0.91 0.89 140"]),
    (ML, M4, "table_row",
     "what does n_estimators control",
     ["the number of trees in the forest"]),
    (ML, M4, "keyword",
     "sklearn confusion_matrix top left cell",
     ["the top-left cell counts the true negatives"]),
    (ML, M4, "paraphrase",
     "my tree scores 1.00 on train and 0.74 on test, what does that tell me",
     ["for example 1.00 against 0.74, the model has overfitted"]),

    # ---- M5: overfitting and regularisation (TXT)
    (ML, M5, "definition_tail",
     "in bias vs variance, variance is the error that comes from what",
     ["the error that comes from sensitivity to the particular"]),
    (ML, M5, "table_row",
     "in the polynomial degree example at which degree does overfitting start",
     ["9 0.9 6.8 overfitting begins"]),
    (ML, M5, "code_block",
     "equation that splits expected error into bias and variance",
     ["expected error = bias^2 + variance + irreducible noise"]),
    (ML, M5, "how_why",
     "my learning curves already meet but at a high error, will getting more data help",
     ["more data will not help and the model needs more capacity"]),
    (ML, M5, "list_item",
     "how do i fix underfitting",
     ["use a more flexible model (higher degree, deeper tree, smaller k)"]),
    (ML, M5, "worked_step",
     "l1 penalty for weights (3, -2, 1) with lambda 0.1?",
     ["0.1 x (3 + 2 + 1) = 0.6"]),
    (ML, M5, "how_why",
     "why does lasso end up doing feature selection but ridge doesnt",
     ["drive the weights of unhelpful features all the way to zero"]),
    (ML, M5, "how_why",
     "why dont we include the intercept in the regularisation penalty",
     ["shifting the whole line up or down does not make it"]),
    (ML, M5, "exact_term",
     "what is early stopping",
     ["stops training when that error has not improved for a set number of"]),
    (ML, M5, "paraphrase",
     "i cranked lambda up really high and now my model is bad on everything, why",
     ["every weight is squashed and the model underfits"]),

    # ---- G1: tragedy, theatre, Poetics (prose PDF, 5 pages)
    (GM, G1, "exact_term",
     "when was the city dionysia held",
     ["held each spring in the month of Elaphebolion, roughly late March"]),
    (GM, G1, "keyword",
     "thespis",
     ["stepped out of the chorus and spoken as a character"]),
    (GM, G1, "how_why",
     "why did they only count 5 out of the 10 judges votes",
     ["The system was meant to make bribery pointless"]),
    (GM, G1, "paraphrase",
     "where does the whole oedipus complex idea come from",
     ["Sigmund Freud gave the name of Oedipus to a child's supposed desire"]),
    (GM, G1, "list_item",
     "what was the skene in a greek theatre",
     ["a wooden stage building behind the orchestra that served as a"]),
    (GM, G1, "how_why",
     "why did the actors wear masks",
     ["between a king, a queen and an old servant in the same play"]),
    (GM, G1, "table_row",
     "how many of euripides plays survive",
     ["Euripides c. 480-406 BC 18 Doubts about the gods"]),
    (GM, G1, "code_block",
     "in aristotles definition what does tragedy do with pity and fear",
     ["and fear achieving the catharsis of such emotions"]),
    (GM, G1, "list_item",
     "which of aristotle's six parts of tragedy is the most important one",
     ["the arrangement of the incidents, which he calls the soul of tragedy"]),
    (GM, G1, "definition_tail",
     "peripeteia means",
     ["a change of the situation into its opposite"]),
    (GM, G1, "definition_tail",
     "hamartia - is it really a tragic flaw? what does it mean",
     ["an error or mistake of judgement"]),
    (GM, G1, "how_why",
     "did aristotle actually say a play has to stay in one place (unity of place)",
     ["revolution of the sun, and he said nothing about place"]),

    # ---- G2: creation myths and the Olympians (slide deck)
    (GM, G2, "exact_term",
     "what was chaos at the very start, like a big mess?",
     ["a yawning gap, not a jumble of matter"]),
    (GM, G2, "how_why",
     "how did cronus get rid of uranus",
     ["He ambushed Uranus and castrated him with the sickle"]),
    (GM, G2, "paraphrase",
     "how come zeus didnt get eaten by his dad like the others",
     ["She handed Cronus a stone wrapped in baby clothes, and he swallowed it"]),
    (GM, G2, "list_item",
     "how did zeus poseidon and hades decide who got what part of the world",
     ["The three brothers drew lots for their shares"]),
    (GM, G2, "table_row",
     "what is hephaestus the god of and what do the romans call him",
     ["Hephaestus Vulcan Fire, the forge and metalwork"]),
    (GM, G2, "table_row",
     "what was the silver age of humans like in hesiod",
     ["Silver Zeus A hundred years of childhood, then folly and neglect of the gods"]),
    (GM, G2, "how_why",
     "why isnt hestia always counted as one of the 12 olympians",
     ["A later story says she gave up her seat to Dionysus"]),
    (GM, G2, "keyword",
     "mecone ox trick",
     ["meat hidden in the stomach, bones wrapped in fat"]),
    (GM, G2, "paraphrase",
     "was pandoras box actually a box",
     ["a storage jar (pithos), not a box"]),
    (GM, G2, "how_why",
     "whats persephone got to do with the seasons",
     ["Her yearly absence explains winter"]),
    (GM, G2, "list_item",
     "what does each of the three fates do",
     ["Clotho spins the thread, Lachesis measures it, Atropos cuts it"]),
    (GM, G2, "list_item",
     "how was athena born, i heard it was out of zeus's head?",
     ["Athena sprang out fully armed"]),

    # ---- G3: heroes (DOCX)
    (GM, G3, "definition_tail",
     "what does nostos mean",
     ["the return from war that gives the Odyssey its subject"]),
    (GM, G3, "how_why",
     "why did heracles have to do the labours in the first place",
     ["ordered him to serve his cousin Eurystheus, king of Tiryns, for twelve years"]),
    (GM, G3, "list_item",
     "how did heracles stop the hydra's heads growing back",
     ["his nephew Iolaus burned each stump"]),
    (GM, G3, "how_why",
     "why didnt eurystheus count the augean stables",
     ["because Heracles had asked for payment"]),
    (GM, G3, "paraphrase",
     "how did heracles die? something about a poisoned shirt",
     ["The blood was poisoned by the Hydra's venom from the arrow"]),
    (GM, G3, "exact_term",
     "who were the graeae",
     ["three old women who shared one eye and one tooth between them"]),
    (GM, G3, "how_why",
     "how did perseus end up killing his grandfather acrisius",
     ["threw a discus that the wind carried into the crowd"]),
    (GM, G3, "list_item",
     "how did odysseus trick the cyclops",
     ["tells him his name is \"Nobody\" and blinds him with a sharpened stake"]),
    (GM, G3, "how_why",
     "why did it take odysseus ten whole years to get home",
     ["Poseidon's anger over the blinding of his son Polyphemus"]),
    (GM, G3, "paraphrase",
     "how did penelope finally know the beggar was really her husband, the bed thing?",
     ["he built it himself around the trunk of a living olive tree"]),
    (GM, G3, "table_row",
     "which god helped heracles even though hera hated him",
     ["Athena, despite Hera's hatred"]),

    # ---- G4: the Trojan War and the Oresteia (Markdown)
    (GM, G4, "list_item",
     "what did hera offer paris in the judgement",
     ["Hera offered rule over Asia and great power"]),
    (GM, G4, "paraphrase",
     "odysseus tried to get out of going to troy right? how",
     ["ploughing a field with an ox and a donkey yoked together"]),
    (GM, G4, "how_why",
     "why did agamemnon have to sacrifice his daughter at aulis",
     ["she would be satisfied only by the sacrifice of Agamemnon's eldest daughter"]),
    (GM, G4, "keyword",
     "iliad first word",
     ["Its first word is \"wrath\""]),
    (GM, G4, "table_row",
     "who was ajax in the trojan war",
     ["Ajax, the strongest after Achilles"]),
    (GM, G4, "code_block",
     "according to the timeline who died first, hector or achilles",
     ["Year 10: Hector killed by Achilles; Achilles killed by Paris"]),
    (GM, G4, "table_row",
     "who is the chorus in the libation bearers",
     ["Slave women bringing offerings to the tomb"]),
    (GM, G4, "how_why",
     "how does electra figure out orestes is back",
     ["recognises a lock of his hair, a footprint that matches her own"]),
    (GM, G4, "paraphrase",
     "was orestes found guilty at his trial, how did the voting go",
     ["The jury's votes are equal, and Athena's own vote"]),
    (GM, G4, "exact_term",
     "what does eumenides mean",
     ["the \"Kindly Ones\", who protect the city"]),

    # ---- G5: Thebes, Oedipus and Antigone (TXT)
    (GM, G5, "exact_term",
     "what does the name oedipus mean",
     ["\"swollen foot\", after his scarred ankles"]),
    (GM, G5, "code_block",
     "what was the riddle of the sphinx exactly",
     ["What walks on four legs in the morning, two legs at noon"]),
    (GM, G5, "paraphrase",
     "did oedipus the king win first prize when it came out",
     ["Sophocles came second to a minor playwright called Philocles"]),
    (GM, G5, "how_why",
     "how does the messenger from corinth end up making it worse for oedipus",
     ["Polybus and Merope were not his real parents at all"]),
    (GM, G5, "list_item",
     "what argument does antigone use against creons law",
     ["unwritten and unfailing laws of the gods"]),
    (GM, G5, "list_item",
     "what finally makes creon change his mind in antigone",
     ["Tiresias warns Creon that the gods reject the city's"]),
    (GM, G5, "paraphrase",
     "how does haemon die",
     ["lunges at his father with his sword, misses, and kills"]),
    (GM, G5, "table_row",
     "when was oedipus at colonus put on",
     ["Oedipus at Colonus 401 BC the death of the blind Oedipus"]),
    (GM, G5, "table_row",
     "whats the oldest greek tragedy we still have",
     ["472 BC Aeschylus, The Persians, the oldest surviving play"]),
    (GM, G5, "keyword",
     "miasma",
     ["miasma the pollution that a crime such as murder"]),
]

# Questions near the course topic that no file of the course answers. The regex terms
# must be absent from every file of the course (checked by check.py).
UNANSWERABLE = [
    (ML, "how does an svm find the best seperating hyperplane",
     [r"SVMs?", r"support vectors?", r"hyperplanes?", r"kernel trick", r"SVC"]),
    (ML, "how does k-means decide where to put the cluster centres",
     [r"k-means", r"centroids?", r"clusters?", r"clustering"]),
    (ML, "could i use naive bayes for the spam email example instead, how does it work",
     [r"naive Bayes", r"Bayes\w*", r"GaussianNB", r"MultinomialNB"]),
    (ML, "how does pca cut down the number of features",
     [r"PCA", r"principal components?", r"eigen\w*", r"dimensionality reduction"]),
    (ML, "is the adam optimizer better than plain gradient descent, what does momentum do",
     [r"Adam", r"momentum", r"RMSprop", r"AdaGrad"]),
    (ML, "how does backpropagation work in a neural network",
     [r"backprop\w*", r"neural", r"neurons?", r"hidden layers?"]),
    (ML, "my data is really imbalanced, how do i use smote to oversample the rare class",
     [r"SMOTE", r"oversampl\w*", r"undersampl\w*", r"resampl\w*", r"class_weight"]),
    (ML, "how do i one hot encode a text category column before fitting in sklearn",
     [r"one-hot", r"one hot", r"OneHotEncoder", r"get_dummies", r"dummy variables?", r"encod\w*"]),
    (ML, "how do i use shap values to see which feature mattered most for a prediction",
     [r"SHAP", r"Shapley", r"feature_importances_", r"feature importances?", r"permutation importance"]),
    (ML, "whats the matthews correlation coefficient and is it better than f1",
     [r"Matthews", r"MCC", r"correlation coefficient"]),
    (ML, "how do i check if model a is significantly better than model b, like a p value",
     [r"significan\w*", r"p-values?", r"t-tests?", r"McNemar", r"hypothesis tests?"]),
    (ML, "how is xgboost different from a random forest and which one should i use",
     [r"XGBoost", r"gradient boost\w*", r"AdaBoost", r"LightGBM", r"learning_rate"]),
    (GM, "what happened to jason and the argonauts, did they get the golden fleece",
     [r"Jason", r"Argonauts?", r"Golden Fleece", r"Medea", r"Argo"]),
    (GM, "how did theseus kill the minotaur and get out of the labyrinth",
     [r"Theseus", r"labyrinth", r"Ariadne", r"Daedalus"]),
    (GM, "what actually happened at the eleusinian mysteries for demeter",
     [r"Eleusi\w*", r"mysteries", r"initiat\w*"]),
    (GM, "how did bellerophon manage to tame pegasus",
     [r"Bellerophon", r"Chimaera", r"Chimera", r"bridle"]),
    (GM, "why did orpheus look back at eurydice when leaving the underworld",
     [r"Orpheus", r"lyre"]),
    (GM, "where did aeneas go after troy was burned, whats the aeneid about",
     [r"Aeneid", r"Virgil", r"Vergil", r"Dido", r"Carthage", r"Latium"]),
    (GM, "didnt plato want to ban tragic poets from his ideal city",
     [r"Plato\w*", r"Republic", r"Socrates"]),
    (GM, "were the olympic games held in honour of zeus",
     [r"Olympic", r"Olympiads?", r"Olympia"]),
    (GM, "how did the pythia at delphi actually give her prophecies",
     [r"Pythia", r"priestess", r"tripod", r"trance", r"vapou?rs?"]),
    (GM, "did archaeologists ever find the real city of troy",
     [r"archaeolog\w*", r"Schliemann", r"Hisarlik", r"excavat\w*"]),
    (GM, "how did the deus ex machina crane work in the theatre",
     [r"deus ex machina", r"mechane", r"crane", r"ekkyklema"]),
    (GM, "how does odysseus die in the end, after he gets home",
     [r"Telegon\w*", r"death of Odysseus", r"Odysseus died", r"Odysseus dies"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (ML, "what is catharsis in a tragedy", [r"catharsis"]),
    (ML, "who killed agamemnon when he got home", [r"Agamemnon"]),
    (ML, "what were the twelve labours of heracles", [r"Heracles", r"labours"]),
    (GM, "what is gradient descent", [r"gradient descent"]),
    (GM, "how does k nearest neighbours classify a new point", [r"nearest neighbours", r"k-NN"]),
    (GM, "what goes in a confusion matrix", [r"confusion matrix"]),
]

SEED = 20251214


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
        final.append({"id": f"ab14-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
