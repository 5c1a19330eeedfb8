"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 6. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
ST = "statistics-with-r"
MU = "music-theory"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term
#   keyword          a bare keyword or very short query ("trimmed mean", "heterophony")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a code block (usually introduced by a lead-in sentence)
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

S1 = "01-describing-data.pdf"
S2 = "02-probability-slides.pdf"
S3 = "03-working-with-data-frames.docx"
S4 = "04-confidence-intervals-and-tests.md"
S5 = "05-correlation-and-regression-notes.txt"
M1 = "01-notation-and-rhythm.pdf"
M2 = "02-scales-and-keys-slides.pdf"
M3 = "03-intervals-and-chords.pdf"
M4 = "04-harmony-and-form.docx"

# (course, source file, kind, question, [gold snippet])
ANSWERABLE = [
    # ---- statistics-with-r / 01-describing-data.pdf (prose PDF) ----
    (ST, S1, "list_item", "what type of variable is a rating from poor to excellent",
     ["categories with a natural order but uneven gaps"]),
    (ST, S1, "code_block", "How do I turn a vector of blood groups into a factor in R?",
     ['groups <- factor(c("A", "O", "B", "O", "A"))']),
    (ST, S1, "exact_term", "what's the mean",
     ["the sum of all the values divided by the number of values"]),
    (ST, S1, "how_why", "Why doesn't mode() in R give me the most common value?",
     ["returns the storage type of an object"]),
    (ST, S1, "worked_step", "house prices 180, 195, 210, 240 and 925 thousand - what's the mean?",
     ["the mean is 1750 / 5 = 350 thousand pounds"]),
    (ST, S1, "how_why", "Why is the median resistant to outliers?",
     ["depends only on the order of the values"]),
    (ST, S1, "keyword", "trimmed mean",
     ["drops a fixed share of the values at each end before averaging"]),
    (ST, S1, "how_why", "why do we divide by n - 1 and not n for a sample variance",
     ["makes up for the fact that the sample mean is itself fitted to the data"]),
    (ST, S1, "definition_tail", "Why is the standard deviation easier to interpret than the variance?",
     ["It is measured in the same units as the data"]),
    (ST, S1, "worked_step", "Q1 is 20 minutes and Q3 is 32 minutes. Above what commute time is a value an outlier?",
     ["the upper fence is 32 + 18 = 50"]),
    (ST, S1, "paraphrase", "One of my values got flagged by the 1.5 x IQR rule. Should I just delete it as an error?",
     ["A flagged value is not automatically a mistake"]),
    (ST, S1, "table_row", "what does var(x) compute in R",
     ["the sample variance, dividing by n - 1"]),
    (ST, S1, "code_block", "mean() gives me NA because one value is missing, how do I fix it?",
     ["mean(scores, na.rm = TRUE) # 14.33333"]),
    (ST, S1, "how_why", "Why do the bars of a histogram touch when the bars of a bar chart don't?",
     ["because the bins follow one another along a continuous scale"]),
    (ST, S1, "exact_term", "How far do the whiskers of a box plot reach?",
     ["to the most extreme values that lie within 1.5 times the IQR"]),
    (ST, S1, "code_block", "r code for a horizontal box plot",
     ['boxplot(times, horizontal = TRUE, col = "grey")']),

    # ---- statistics-with-r / 02-probability-slides.pdf (slide deck) ----
    (ST, S2, "keyword", "complement rule",
     ["P(not A) = 1 - P(A)"]),
    (ST, S2, "how_why", "why do you take away P(A and B) in the addition rule?",
     ["Subtract the overlap so it is not counted twice"]),
    (ST, S2, "exact_term", "What does it mean for two events to be independent?",
     ["knowing one outcome does not change the other's probability"]),
    (ST, S2, "worked_step", "1% of people have a condition, the test finds 90% of them and gives 5% false positives. If I test positive, what's the chance I have it?",
     ["P(has it | positive) = 9 / (9 + 49.5) = 0.15"]),
    (ST, S2, "list_item", "does the success probability have to stay the same on every trial for a binomial?",
     ["The same success probability p on every trial"]),
    (ST, S2, "code_block", "R code for the probability of exactly 3 heads in 10 coin tosses",
     ["dbinom(3, size = 10, prob = 0.5) # 0.1171875"]),
    (ST, S2, "table_row", "what share of values lies within 2 SD of the mean",
     ["about 95 percent of the values"]),
    (ST, S2, "exact_term", "What is a z-score?",
     ["Counts how many standard deviations x lies from the mean"]),
    (ST, S2, "worked_step", "exam mean is 60 with SD 8 and I got 76, what's my z",
     ["z = (76 - 60) / 8 = 16 / 8 = 2.0"]),
    (ST, S2, "keyword", "pnorm",
     ["the area under the curve to the left of q"]),
    (ST, S2, "code_block", "How do I get the probability of scoring above 76 when the mean is 60 and the SD is 8, in R?",
     ["pnorm(76, mean = 60, sd = 8, lower.tail = FALSE)"]),
    (ST, S2, "worked_step", "what share of adults are taller than 185 cm if the mean is 170 and the SD 10?",
     ["pnorm(1.5, lower.tail = FALSE) = 0.0668, about 6.7%"]),
    (ST, S2, "paraphrase", "how much bigger does my sample need to be to cut the standard error in half?",
     ["Four times the sample size halves the standard error"]),
    (ST, S2, "paraphrase", "my data are really skewed - can I still assume the sample mean is roughly normal?",
     ["True even when the data themselves are skewed"]),
    (ST, S2, "paraphrase", "I've flipped five heads in a row, so tails is due next, right?",
     ["a coin has no memory of past tosses"]),
    (ST, S2, "list_item", "Poisson mean and variance",
     ["Mean and variance are both equal to lambda"]),
    (ST, S2, "keyword", "set.seed",
     ["set.seed() makes random results repeatable"]),
    (ST, S2, "exact_term", "What is a sample space?",
     ["the set of all possible outcomes"]),

    # ---- statistics-with-r / 03-working-with-data-frames.docx (DOCX) ----
    (ST, S3, "how_why", 'why did c(1, "a") turn my 1 into text?',
     ["R quietly converts them all to the most flexible type"]),
    (ST, S3, "paraphrase", "Does x[-1] give me the last element of a vector, like in Python?",
     ["A negative index does not count from the end"]),
    (ST, S3, "code_block", "keep only the values bigger than 25 in a vector",
     ["x[x > 25] # 30 40"]),
    (ST, S3, "keyword", "vector recycling",
     ["c(1, 2, 3, 4) + c(10, 20) gives 11 22 13 24"]),
    (ST, S3, "exact_term", "What is a data frame?",
     ["a table in which every column is a vector"]),
    (ST, S3, "definition_tail", "Can different columns of a data frame hold different types of data?",
     ["one column can hold names while another holds numbers"]),
    (ST, S3, "code_block", "how do I create a data frame with student names, years and scores",
     ['name = c("Ana", "Ben", "Chen", "Dara"),']),
    (ST, S3, "table_row", "which function shows me the type of every column of a data frame",
     ["the type and first few values of every column"]),
    (ST, S3, "code_block", "select only the rows where year is 2",
     ["students[students$year == 2, ]"]),
    (ST, S3, "how_why", "I filtered with students[students$year == 2] and got columns instead of rows - why?",
     ["Without the comma R reads the condition as a choice of columns"]),
    (ST, S3, "how_why", "Why is x == NA never TRUE?",
     ["asking whether an unknown value equals another unknown value"]),
    (ST, S3, "keyword", "row.names = FALSE",
     ["R adds an extra unnamed column of row numbers"]),
    (ST, S3, "worked_step", "mean score of the year 2 students in the students example",
     ["so its mean is (74 + 59) / 2 = 66.5"]),
    (ST, S3, "definition_tail", "Do I have to install a package again every time I open R?",
     ["it must be loaded again with library() in every new R session"]),
    (ST, S3, "list_item", "which dplyr verb adds a column",
     ["mutate() adds new columns computed from existing ones"]),
    (ST, S3, "code_block", "How do I read a CSV file that has a header row?",
     ['survey <- read.csv("survey.csv", header = TRUE)']),

    # ---- statistics-with-r / 04-confidence-intervals-and-tests.md (Markdown) ----
    (ST, S4, "exact_term", "What is a confidence interval?",
     ["a range of plausible values for a population parameter, computed from a sample"]),
    (ST, S4, "paraphrase", "so a 95% CI means there's a 95% chance the real mean is inside my interval?",
     ["it either contains the true value or it does not"]),
    (ST, S4, "worked_step", "95% confidence interval for a mean of 52 with SD 10 and n = 25",
     ["from 52 - 4.12 = 47.88 to 52 + 4.12 = 56.12"]),
    (ST, S4, "how_why", "why is a 99% confidence interval wider than a 95% one",
     ["a method that must capture the true value more often has to cover more values"]),
    (ST, S4, "list_item", "what alpha should I pick for a test",
     ["Choose the significance level alpha, usually 0.05"]),
    (ST, S4, "exact_term", "what is a p-value",
     ["the probability of getting a result at least as extreme as the one observed"]),
    (ST, S4, "how_why", "Why do we say 'fail to reject' rather than 'accept' the null hypothesis?",
     ["a small study may simply be too small to detect a real effect"]),
    (ST, S4, "table_row", "what is a type II error",
     ["Type II error, a false negative"]),
    (ST, S4, "definition_tail", "how is the power of a test related to a type II error?",
     ["Power is 1 minus the probability of a Type II error"]),
    (ST, S4, "code_block", "How do I test in R whether the mean weight of my cereal boxes differs from 500 g?",
     ["t.test(weights, mu = 500)"]),
    (ST, S4, "code_block", "what t value and p-value did the cereal box test give",
     ["t = -3.5762, df = 7, p-value = 0.009021"]),
    (ST, S4, "how_why", "why use a paired t-test for before-and-after measurements",
     ["each person acts as their own control"]),
    (ST, S4, "worked_step", "expected number of regular exercisers with good sleep in the chi-squared example",
     ["The expected count is 60 x 70 / 140 = 30"]),
    (ST, S4, "keyword", "Cohen's d",
     ["the difference between the means divided by the standard deviation"]),
    (ST, S4, "keyword", "bonferroni",
     ["dividing alpha by the number of tests"]),

    # ---- statistics-with-r / 05-correlation-and-regression-notes.txt (hard-wrapped TXT) ----
    (ST, S5, "exact_term", "what does the Pearson correlation coefficient measure",
     ["direction of a straight-line relationship between two numeric variables"]),
    (ST, S5, "table_row", "is a correlation of 0.5 strong?",
     ["0.4 to 0.7 moderate positive relationship"]),
    (ST, S5, "paraphrase", "my scatter plot shows a clear U-shaped pattern but r is almost zero, how?",
     ["r only measures straight-line relationships"]),
    (ST, S5, "keyword", "cor.test",
     ["cor.test(x, y) adds a p-value"]),
    (ST, S5, "paraphrase", "ice cream sales and drownings go up together - so does ice cream cause drowning?",
     ["but ice cream does not cause drowning: both go up in hot"]),
    (ST, S5, "exact_term", "What is a lurking variable?",
     ["A third variable that drives both of the variables you measured"]),
    (ST, S5, "definition_tail", "What does a negative residual mean?",
     ["a negative residual means that it lies below it"]),
    (ST, S5, "how_why", "Why are the residuals squared in least squares?",
     ["points above and below the line do not cancel out"]),
    (ST, S5, "worked_step", "what's the slope if r = 0.8, the SD of scores is 12 and the SD of hours is 2",
     ["sy / sx = 0.8 * 12 / 2 = 4.8"]),
    (ST, S5, "worked_step", "predicted exam score for a student who studies 7 hours",
     ["7 hours: 38 + 4.8 * 7 = 71.6 marks"]),
    (ST, S5, "code_block", "How do I fit a linear regression of score on hours in R?",
     ["model <- lm(score ~ hours, data = exams)"]),
    (ST, S5, "table_row", "What does the Std. Error column in summary(model) tell me?",
     ["how much the estimate would vary from sample to sample"]),
    (ST, S5, "list_item", "what does the E in LINE stand for",
     ["Equal variance: the spread of the residuals is the same for all"]),
    (ST, S5, "how_why", "why shouldn't I use my regression to predict far outside the range of x?",
     ["because nothing in the data shows whether the"]),
    (ST, S5, "keyword", "adjusted R-squared",
     ["Adjusted R-squared corrects for this by penalising every extra"]),

    # ---- music-theory / 01-notation-and-rhythm.pdf (prose PDF) ----
    (MU, M1, "exact_term", "What is a ledger line?",
     ["a short extra line drawn above or below the staff"]),
    (MU, M1, "definition_tail", "How wide is a ledger line drawn?",
     ["it is only as wide as the note that needs it"]),
    (MU, M1, "list_item", "which line does the treble clef curl around",
     ["curls around the second line from the bottom"]),
    (MU, M1, "list_item", "bass clef spaces",
     ['A C E G, "All Cows Eat Grass"']),
    (MU, M1, "how_why", "Why does the viola read the alto clef?",
     ["whose range sits awkwardly between the other two clefs"]),
    (MU, M1, "exact_term", "What is a semitone?",
     ["the smallest step in Western music"]),
    (MU, M1, "how_why", "Why is there only a semitone between E and F?",
     ["because there is no black key between them"]),
    (MU, M1, "paraphrase", "if I sharpen a note in one bar, is it still sharp in the next bar?",
     ["but not to notes in the next bar"]),
    (MU, M1, "table_row", "how long is a quaver",
     ["half a beat, so two per beat"]),
    (MU, M1, "worked_step", "How many beats does a dotted minim last?",
     ["a dotted minim lasts 2 + 1 = 3 beats"]),
    (MU, M1, "definition_tail", "What's the difference between a tie and a slur?",
     ["A slur looks similar but joins notes of different pitches"]),
    (MU, M1, "keyword", "bottom number of a time signature",
     ["The bottom number gives the note value of one beat"]),
    (MU, M1, "how_why", "Why is 6/8 counted in two beats instead of six?",
     ["counted in two beats, each a dotted crotchet of three quavers"]),
    (MU, M1, "table_row", "what kind of music is 12/8 used for",
     ["the slow shuffle of many blues songs"]),
    (MU, M1, "exact_term", "What is an anacrusis?",
     ["one or more notes that come before the first full bar"]),
    (MU, M1, "definition_tail", "if a song starts with a pick-up, where do those beats come from?",
     ["normally taken away from the last bar"]),
    (MU, M1, "worked_step", "How long does a piece of 64 bars in 4/4 take at crotchet = 128?",
     ["256 beats take 256 / 128 = 2 minutes"]),
    (MU, M1, "keyword", "syncopation",
     ["places the accent where the listener does not expect it"]),

    # ---- music-theory / 02-scales-and-keys-slides.pdf (slide deck) ----
    (MU, M2, "list_item", "major scale pattern",
     ["Tone, tone, semitone, tone, tone, tone, semitone"]),
    (MU, M2, "how_why", "Why does G major need an F sharp?",
     ["E to F is only a semitone, but degree 6 to 7 needs a tone"]),
    (MU, M2, "worked_step", "what are the notes of F major",
     ["So B is lowered: F G A B flat C D E F"]),
    (MU, M2, "table_row", "what is the submediant",
     ["halfway from the tonic down to the subdominant"]),
    (MU, M2, "how_why", "why does the leading note want to go up",
     ["Sounds unfinished and pulls upwards to the tonic"]),
    (MU, M2, "list_item", "order of sharps",
     ["Always written in the order F C G D A E B"]),
    (MU, M2, "paraphrase", "is there a quick trick to tell the major key from the sharps at the start of the line?",
     ["The last sharp is the leading note, so the key is a semitone higher"]),
    (MU, M2, "worked_step", "Which major key has three sharps?",
     ["A semitone above G sharp is A: the key is A major"]),
    (MU, M2, "exact_term", "What is the circle of fifths?",
     ["All twelve major keys in a circle, a perfect fifth apart"]),
    (MU, M2, "table_row", "key signature of D major",
     ["two sharps: F sharp and C sharp"]),
    (MU, M2, "keyword", "relative minor",
     ["The relative minor starts three semitones below the major tonic"]),
    (MU, M2, "paraphrase", "C major and C minor - what do you call two keys like that?",
     ["Parallel keys share a tonic but not a key signature"]),
    (MU, M2, "worked_step", "what is the relative minor of E flat major",
     ["So the relative minor of E flat major is C minor"]),
    (MU, M2, "list_item", "harmonic minor",
     ["The natural minor with its 7th degree raised a semitone"]),
    (MU, M2, "how_why", "why does the melodic minor raise the 6th as well as the 7th?",
     ["Smooths over the awkward gap of the harmonic minor"]),
    (MU, M2, "paraphrase", "why does noodling around on only the black keys never sound wrong?",
     ["No semitones, so no two notes clash"]),
    (MU, M2, "keyword", "Mixolydian",
     ["major with a flattened seventh"]),
    (MU, M2, "worked_step", "transpose C E G up a tone",
     ["C E G moved up a tone becomes D F sharp A"]),

    # ---- music-theory / 03-intervals-and-chords.pdf (prose PDF) ----
    (MU, M3, "exact_term", "What is an interval in music?",
     ["the distance in pitch between two notes"]),
    (MU, M3, "definition_tail", "do harmonic and melodic intervals get different names?",
     ["The name of the interval is the same in both cases"]),
    (MU, M3, "keyword", "tritone",
     ["both are called a tritone because the interval spans three whole tones"]),
    (MU, M3, "table_row", "which song can help me hear a perfect fourth",
     ["Here Comes the Bride"]),
    (MU, M3, "table_row", "what tune starts with an octave",
     ["Somewhere over the Rainbow"]),
    (MU, M3, "worked_step", "what does a major third turn into when you invert it",
     ["so E up to C is a minor sixth"]),
    (MU, M3, "how_why", "Why is a perfect fourth above the bass treated as a dissonance?",
     ["makes the upper note sound like a suspended note that has not yet resolved"]),
    (MU, M3, "exact_term", "What is a triad?",
     ["a chord of three notes built from two thirds stacked"]),
    (MU, M3, "table_row", "what intervals are in a diminished triad",
     ["a minor third and a diminished fifth"]),
    (MU, M3, "worked_step", "build a minor triad on E",
     ["The minor triad on E is therefore E G B"]),
    (MU, M3, "list_item", "what chord is vi in C major",
     ["vi: A minor (A C E)"]),
    (MU, M3, "paraphrase", "in a minor key, why is chord V major and not minor?",
     ["so that its third can rise by a semitone to the tonic"]),
    (MU, M3, "list_item", "which note is in the bass of a first inversion C major chord",
     ["First inversion C major has E in the bass"]),
    (MU, M3, "how_why", "Why does G7 pull so strongly to C?",
     ["B rises a semitone to C and F falls a semitone to E"]),
    (MU, M3, "table_row", "How is a minor seventh chord built?",
     ["a minor triad with a minor seventh"]),
    (MU, M3, "keyword", "C/E",
     ["C/E means a C major chord with E in the bass"]),
    (MU, M3, "definition_tail", "Is a sus chord major or minor?",
     ["a sus chord is neither major nor minor"]),
    (MU, M3, "exact_term", "What is a dominant seventh chord?",
     ["a major triad with a minor seventh on top"]),

    # ---- music-theory / 04-harmony-and-form.docx (DOCX) ----
    (MU, M4, "how_why", "Why shouldn't you double the leading note in four-part harmony?",
     ["both copies would want to rise to the tonic"]),
    (MU, M4, "table_row", "how is the alto part written on the staff",
     ["treble staff, stems pointing down"]),
    (MU, M4, "how_why", "Why are parallel fifths avoided?",
     ["the two voices blend so completely that they sound like a single voice thickened"]),
    (MU, M4, "definition_tail", "how is a cadence like punctuation",
     ["telling the listener whether the music has come to a full stop"]),
    (MU, M4, "table_row", "plagal cadence",
     ['the soft "Amen" at the end of many hymns']),
    (MU, M4, "table_row", "what does an imperfect cadence sound like",
     ["open and unfinished, like a comma"]),
    (MU, M4, "worked_step", "A phrase in C major ends with G major then A minor. Which cadence is that?",
     ["The progression V to vi is an interrupted cadence"]),
    (MU, M4, "how_why", "why are root movements by a falling fifth so strong",
     ["each chord behaves like the dominant of the next"]),
    (MU, M4, "list_item", "12 bar blues, what chord goes in bar 9",
     ["Bar 9: the dominant chord, V"]),
    (MU, M4, "definition_tail", "How does a suspension resolve?",
     ["resolves by falling one step to a note of that chord"]),
    (MU, M4, "keyword", "appoggiatura",
     ["a dissonant note that arrives by leap on a strong beat"]),
    (MU, M4, "worked_step", "which pivot chord can take me from C major to G major?",
     ["Choose A minor, which is vi in C major and ii in G major"]),
    (MU, M4, "list_item", "ternary form",
     ["a first section, a contrasting middle section, then the first section again"]),
    (MU, M4, "paraphrase", "In sonata form, which part wanders through lots of different keys?",
     ["The development breaks the themes into fragments and moves through several keys"]),
    (MU, M4, "keyword", "heterophony",
     ["several performers play the same melody at once but each decorates it"]),
    (MU, M4, "paraphrase", "what's it called when there's a tune with chords strummed along underneath it?",
     ["Homophony is a melody supported by chords that move with it"]),
]

# Unanswerable near-topic questions, with regexes that must not match any file of the course.
UNANSWERABLE = [
    (ST, "How do I run a one-way ANOVA to compare three groups?",
     [r"ANOVA", r"aov", r"analysis of variance"]),
    (ST, "How do I fit a logistic regression for a yes/no outcome with glm()?",
     [r"logistic", r"glm", r"logit"]),
    (ST, "How does the bootstrap estimate a standard error?", [r"bootstrap\w*", r"resampl\w*"]),
    (ST, "When should I use a Mann-Whitney U test instead of a t-test?",
     [r"Mann", r"Whitney", r"Wilcoxon", r"non-?parametric"]),
    (ST, "How do I make a scatter plot with ggplot2?", [r"ggplot\w*", r"geom_\w*"]),
    (ST, "What is Spearman's rank correlation?", [r"Spearman\w*", r"rank\w*", r"Kendall"]),
    (ST, "How do I test whether my residuals are normal with the Shapiro-Wilk test?",
     [r"Shapiro", r"Wilk"]),
    (ST, "How do I choose a prior in a Bayesian analysis?", [r"Bayes\w*", r"prior\w*", r"posterior"]),
    (ST, "How many participants do I need to get 80% power?",
     [r"power\.t\.test", r"pwr", r"sample size calculation\w*", r"participants?"]),
    (ST, "How do I forecast a time series with an ARIMA model?",
     [r"ARIMA", r"time series", r"forecast\w*"]),
    (MU, "What is twelve-tone serialism?", [r"twelve-tone", r"serial\w*", r"tone rows?"]),
    (MU, "Why are pianos tuned in equal temperament?", [r"temperament", r"tuning", r"tuned"]),
    (MU, "How do I write a fugue?", [r"fugue\w*", r"fugal"]),
    (MU, "What is a Neapolitan sixth chord?", [r"Neapolitan"]),
    (MU, "How do I sing a scale with solfege syllables like do, re, mi?",
     [r"solf\w*", r"sol-fa", r"syllables?"]),
    (MU, "What is a trill and how is it written?", [r"trills?", r"mordents?", r"ornament\w*"]),
    (MU, "What are overtones and the harmonic series?", [r"overtones?", r"harmonic series", r"partials?"]),
    (MU, "How do I count a piece in 5/4 time?", [r"5/4", r"7/8", r"irregular", r"asymmetric"]),
    (MU, "What note does a B flat clarinet sound when it plays a written C?",
     [r"clarinets?", r"transposing instruments?", r"concert pitch"]),
    (MU, "How do I read guitar tablature?", [r"tablature", r"tabs?", r"frets?"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (ST, "What is a perfect cadence?", [r"cadence\w*"]),
    (ST, "How many lines does a musical staff have?", [r"staff", r"stave"]),
    (ST, "What is the order of sharps in a key signature?", [r"sharps?", r"key signatures?"]),
    (ST, "How long does a dotted crotchet last?", [r"crotchets?"]),
    (ST, "What notes are in a dominant seventh chord?", [r"dominant seventh", r"chords?"]),
    (MU, "How do I calculate a standard deviation?", [r"standard deviations?"]),
    (MU, "What does a p-value tell me?", [r"p-values?"]),
    (MU, "How do I read a CSV file into R?", [r"CSV", r"read\.csv"]),
    (MU, "What does the correlation coefficient r measure?", [r"correlation\w*"]),
    (MU, "What is the central limit theorem?", [r"central limit"]),
]

SEED = 20241206


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
        final.append({"id": f"ab6-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
