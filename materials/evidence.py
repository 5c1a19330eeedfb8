"""The evidence rule: does a course hold the answer to a question, or must the tutor refuse?

The evidence score of a question in a course is

    best passage cosine similarity (less the slide discount for one slide of a deck)
    + sentence weight x the best sentence's cosine similarity
    + term weight x term coverage
    - rare-word weight x max(0, RARE_ZIPF - Zipf frequency of the rarest word missing from the course)

and the tutor answers only when it reaches the model's threshold (``has_evidence``). Each part
answers a failure of the one before (docs/benchmarks.md has the figures):

* similarity alone cannot tell "a biology question the biology course does not cover" (lac operon:
  0.49 to a passage on gene expression) from a paraphrase it does answer (0.32-0.35);
* *term coverage*, the IDF-weighted share of the question's English stems found anywhere in the
  course, can: the topic's own words are absent from the whole course (operon, lactose), while a
  paraphrase's words mostly occur somewhere;
* coverage still lets through a question whose one topic word is missing while its other words
  are everyday ones the course uses ("How does haemoglobin carry oxygen around the body?"). The
  *rare missing word* part uses how common the missing word is in English at large (the
  ``wordfreq`` lists, Zipf scale: 7 = "the", 3 = once per million words): a missing word that is
  rare in English ("haemoglobin", 2.3; "apartheid", 3.6) names a topic the course never mentions,
  a missing everyday word ("baby", 5.3) is just the student's phrasing. Words ``wordfreq`` does
  not know (typos, codes) are left out: a misspelling must not make the tutor refuse;
* none of these reads the passage closely. A question usually matches one sentence of a
  passage, and the *best sentence* part (the similarity of the passage's best-matching sentence,
  materials/sentences.py) tells answerable from unanswerable questions better than the whole
  passage's similarity (AUC 0.95 against 0.91 on tests/data/eval), though not well enough alone;
  the passage similarity still counts, for answers that span sentences.

* a slide of a deck is chunked on its own (materials/extract/slides.py): a passage of 20-60 words
  against the 200-500 of the prose passages the bars were calibrated on. A short passage says one
  thing, so its similarity to any question near that thing runs higher; the *slide discount* takes
  the typical rise off a slide's similarity (on tests/data/answers_blind_2's decks a one-slide
  passage was 0.09 closer than the several-slide passage holding it, at the median, to questions
  the course cannot answer; docs/decisions.md, "Slide decks are chunked per slide").
Weights and thresholds are per embedding model, in settings, chosen with
``manage.py calibrate_threshold`` on tests/data/eval. Models without weights use similarity alone.
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass

from django.conf import settings

# A missing word rarer than this in English (Zipf frequency) counts against the evidence.
RARE_ZIPF = 4.0
MAX_RARE_WORDS = 16
# Whole words in any script: letters, with apostrophes or hyphens inside ("don't", "x-intercept").
# A word is never cut at an accent ("référence" stays whole, not "rence").
_WORD_RE = re.compile(r"[^\W\d_](?:[^\W\d_]|['’-](?=[^\W\d_]))*[^\W\d_]")


def _per_model(setting: str, model_name: str, fallback: float) -> float:
    """``settings.<setting>[model_name]``, else its ``"default"`` entry, else ``fallback``."""
    values: dict[str, float] = getattr(settings, setting, {})
    return values.get(model_name, values.get("default", fallback))


@dataclass(frozen=True)
class EvidenceRule:
    """One embedding model's evidence rule: the weights of the score's parts and the threshold.

    ``score`` is the one place the evidence score is computed; ``has_evidence`` the one place it
    is compared. A weight of 0 switches its part off."""

    threshold: float  # the high bar: at or above it the tutor answers
    term_weight: float = 0.0
    rare_word_weight: float = 0.0
    sentence_weight: float = 0.0
    low_threshold: float | None = None  # the low bar: below it the tutor refuses; None: the high bar (no hedging)
    slide_discount: float = 0.0  # taken off the similarity of a passage that is one slide of a deck

    @property
    def low(self) -> float:
        """The low bar, never above the high one."""
        return self.threshold if self.low_threshold is None else min(self.low_threshold, self.threshold)

    def outcome(self, score: float | None) -> str:
        """``answer`` at or above the high bar, ``hedge`` between the bars, ``refuse`` below the low
        one (or with nothing found): the one place the three outcomes are told apart."""
        if has_evidence(score, self.threshold):
            return "answer"
        if has_evidence(score, self.low):
            return "hedge"
        return "refuse"

    def score(
        self, similarity: float | None, coverage: float, missing_words: list[str] = (),
        sentence_similarity: float | None = None, slide: bool = False,
    ) -> float | None:
        """The evidence score of a passage (or of the best one); None when nothing was found.
        Without a sentence similarity (a chunk indexed without sentence vectors) the passage
        similarity stands in for it. ``slide``: the passage is one slide of a deck."""
        if similarity is None:
            return None
        sentence = similarity if sentence_similarity is None else sentence_similarity
        return (
            similarity - (self.slide_discount if slide else 0.0) + self.sentence_weight * sentence
            + self.term_weight * coverage
            - rarity_penalty(list(missing_words), self.rare_word_weight)
        )

    def describe(self) -> str:
        """The formula with this rule's numbers, for reports."""
        return (
            f"evidence = similarity (- {self.slide_discount:.2f} for a slide) + "
            f"{self.sentence_weight:.2f} x best sentence similarity + "
            f"{self.term_weight:.2f} x term coverage - {self.rare_word_weight:.2f} x rare missing word; "
            f"high bar {self.threshold:.3f}, low bar {self.low:.3f}"
        )


def evidence_rule(model_name: str) -> EvidenceRule:
    """The rule for ``model_name`` from settings (``EVIDENCE_THRESHOLDS``, ``EVIDENCE_TERM_WEIGHTS``,
    ``EVIDENCE_RARE_WORD_WEIGHTS``, ``EVIDENCE_SENTENCE_WEIGHTS``, ``EVIDENCE_LOW_THRESHOLDS``,
    ``EVIDENCE_SLIDE_DISCOUNTS``; a
    model without entries uses the ``"default"`` ones: similarity alone against 0.35, no hedging)."""
    low: dict[str, float] = getattr(settings, "EVIDENCE_LOW_THRESHOLDS", {})
    return EvidenceRule(
        low_threshold=low.get(model_name, low.get("default")),
        threshold=_per_model("EVIDENCE_THRESHOLDS", model_name, 0.35),
        term_weight=_per_model("EVIDENCE_TERM_WEIGHTS", model_name, 0.0),
        rare_word_weight=_per_model("EVIDENCE_RARE_WORD_WEIGHTS", model_name, 0.0),
        sentence_weight=_per_model("EVIDENCE_SENTENCE_WEIGHTS", model_name, 0.0),
        slide_discount=_per_model("EVIDENCE_SLIDE_DISCOUNTS", model_name, 0.0),
    )


def coverage_from_counts(counts: list[tuple[int, int]]) -> float:
    """Term coverage from ``(df, N)`` per question stem: the IDF-weighted share present in the course.

    Each stem weighs ln((N + 1) / (df + 0.5)), with N the course's passages and df those containing
    the stem, so a rare word that is missing counts for more than a common one. 0.0 when the
    question has no indexable word."""
    weights = [(math.log((n + 1) / (df + 0.5)), df > 0) for df, n in counts]
    total = sum(w for w, _ in weights)
    if total <= 0:
        return 0.0
    return sum(w for w, present in weights if present) / total


@functools.lru_cache(maxsize=4096)
def zipf(word: str, language: str = "en") -> float:
    """The word's frequency in ``language`` (English by default) on the Zipf scale; 0.0 when
    ``wordfreq`` does not know the word, or the language, or cannot read that language here (Chinese,
    Japanese and Korean need a word segmenter, jieba or MeCab, that is not installed: "dM/dx", read
    as most like Chinese, broke the turn in blind answers set 41)."""
    from wordfreq import zipf_frequency

    try:
        return zipf_frequency(word.lower(), language)
    except (LookupError, ImportError):
        return 0.0


def question_words(question: str) -> list[str]:
    """The question's whole words as written (case kept), in order."""
    return _WORD_RE.findall(question or "")


# How the student wants the answer put, which is never what they ask about ("what's Postman's argument in
# a nutshell?", blind set 15): its words are not candidates for a topic the course never mentions.
ANSWER_FORM = re.compile(r"\bin a nutshell\b|\bin (?:simple|plain|easy|layman'?s|lay|basic|simpler|easier|your own) "
                         r"(?:terms|words|english|language)\b|\beli5\b|\btl;?dr\b|\blike i'?m (?:five|5|a child|a kid)\b",
                         re.IGNORECASE)


# The unit a student wants a quantity in ("lithostatic pressure at 10 km depth in pascals?", answers set 25: refused as
# "never mentions pascals" where the course writes "Pa"): a unit named after "in", "into" or "to", or spelt out in the
# plural, is the form of the answer, never its topic; the course may write only its symbol. A singular name alone stays a
# candidate ("what did pascal show about pressure" asks about the man).
_UNIT_NAME = (r"(?:kilo|mega|giga|milli|micro|centi|nano)?(?:pascal|newton|joule|watt|kelvin|volt|amp|ampere|ohm|coulomb|"
              r"farad|henr(?:y|ie)|tesla|weber|becquerel|sievert|gray|lumen|candela|metre|meter|litre|liter|gram|tonne|"
              r"calorie|electronvolt|decibel|mole|radian|steradian)")
_UNIT_FORM = re.compile(rf"\b(?:in|into|to|as)\s+(?:{_UNIT_NAME}s?|hertz|kilohertz|megahertz)\b|\b{_UNIT_NAME}s\b", re.IGNORECASE)


# Contractions typed without their apostrophe ("whats wrong with ...", "dont", "isnt"), and the words they stand for:
# as common as those words, though their written form is rare (Zipf 3-3.9). Counted as rare, "whats" weighed against the
# evidence when the course never wrote it, and a refusal named it ("your course never mentions 'whats'", answers set
# 11); the search reads them spelt out (materials/spelling.py). Words that are also words of their own ("its", "ill",
# "wed", "id", "hell", "shell", "well", "were") are not listed. "im" and "ive" are never spelt out ("im" is a nursing
# course's intramuscular) but never count as rare either.
CONTRACTIONS = {
    **{f"{w}s": f"{w} is" for w in "what that how who where when why here there".split()},
    **{f"{w}nt": f"{w} not" for w in "do does is did was are should would could had has have were must need".split()},
    "cant": "cannot", "wont": "will not", "aint": "is not", "theyre": "they are", "youre": "you are", "youve": "you have",
    "weve": "we have", "theyve": "they have", "shouldve": "should have", "wouldve": "would have", "couldve": "could have",
    "itll": "it will", "youd": "you would", "theyd": "they would",
}
_APOSTROPHE_DROPPED = frozenset(CONTRACTIONS) | {"im", "ive"}


def _words_with_their_digits(text: str) -> list[str]:
    """``question_words`` of ``text``, a word glued to digits read whole with them ("GS38", "IPv6", "MgCl2"), never as
    its letters: the course writes "GS38", so checking "GS" could only lower the evidence and name a fragment in the
    refusal (blind set 26). A token that opens with a digit is a quantity and its unit ("50mm", "3G"), which the
    course may space or spell differently ("50 mm"): not a word to check."""
    words = []
    for m in _WORD_RE.finditer(text):
        start, end = m.start(), m.end()
        while start > 0 and text[start - 1].isalnum():
            start -= 1
        while end < len(text) and text[end].isalnum():
            end += 1
        token = text[start:end]
        if token[0].isdigit() or (words and words[-1] == token):
            continue
        words.append(token)
    return words


def rare_words(question: str) -> list[str]:
    """The question's words that are rare in English (known to ``wordfreq``, below ``RARE_ZIPF``),
    rarest first: the candidates for "a topic the course may never mention"."""
    seen: dict[str, float] = {}
    for word in _words_with_their_digits(_UNIT_FORM.sub(" ", ANSWER_FORM.sub(" ", question or ""))):
        # a possessive is its noun: "cafe's" is as common as "cafe" (Zipf 4.1, not the 2.1 of the
        # written form), and the course's search finds "Postman" for "postman's" (blind sets 8 and 15)
        key = re.sub(r"['’]s$", "", word.lower())
        if key not in seen and key not in _APOSTROPHE_DROPPED:
            seen[key] = zipf(key)
    rare = sorted((z, w) for w, z in seen.items() if 0.0 < z < RARE_ZIPF)
    return [w for _, w in rare[:MAX_RARE_WORDS]]


def rarity_penalty(missing_words: list[str], weight: float) -> float:
    """``weight`` x how far below ``RARE_ZIPF`` the rarest of ``missing_words`` is (0 if none)."""
    if not missing_words or weight <= 0:
        return 0.0
    return weight * max(0.0, RARE_ZIPF - min(zipf(w) for w in missing_words))


# A question that is only a course term: "end point", "tuple?", "What is reduction?", "define demand".
_TERM_OPENING = re.compile(r"^(?:(?:what|who)\s+(?:is|are|was|were)|what'?s|define|definition of|meaning of|explain)\s+", re.I)
_TERM_ARTICLE = re.compile(r"^(?:an?|the)\s+", re.I)
# ... or names the term and then what is wanted of it: "fomite definition", "hold and wait meaning" (answers set 18)
_TERM_CLOSING = re.compile(r"\s+(?:definition|meaning|defn|def)$", re.I)
# ... or asks what it means: "what does porphyritic mean", "what is meant by consideration"
# ("what does COSHH stand for", "what does the name oedipus mean": blind guardrail set 21, answers set 14)
_TERM_MEANS = re.compile(r"^(?:what\s+(?:does|do)\s+(?:the\s+(?:word|term|name|abbreviation|acronym)\s+)?(?P<a>.+?)\s+"
                         r"(?:mean|stand\s+for)|"
                         r"what\s+is\s+meant\s+by\s+(?P<b>.+)|"
                         # ... or where its name comes from: "why was it called peterloo" (answers set 20)
                         r"why\s+(?:is|was|are|were)\s+(?:it|this|that|they|he|she)\s+(?:called|named|known\s+as)\s+(?!(?:off|up|out|back|for|on|in|away)\b)(?P<c>.+)|"
                         r"where\s+does\s+the\s+(?:name|word|term)\s+(?P<d>.+?)\s+come\s+from)$", re.I)
# ... or asks what an acronym stands for inside a longer message: "what does HOT stand for with unattended bags", "dying to
# know what DRABC stands for before my practical tomorrow" (blind guardrail set 43). Only letters in capitals, so the
# words around it stay out of the term.
_ACRONYM_ASKED = re.compile(r"\b(?i:what)\s+(?:(?i:does|do)\s+)?(?:(?i:the)\s+(?i:abbreviation|acronym|letters)\s+)?"
                            r"([A-Z][A-Z0-9&]{1,9})(?:'s)?\s+(?i:stands?\s+for|means?\b(?!\s+(?:for|to)\b))")
# ... or names it and then asks what it is: "mucociliary escalator?? what is it" (answers set 28)
_TERM_THEN_ASKED = re.compile(r"^(.+?)\s*[?!.,:;]+\s*(?:so\s+)?(?:what(?:'s|s| is| does)? (?:it|that|this)(?: mean| do)?|"
                              r"what are (?:they|those|these)|meaning)$", re.I)
# ... or asks what it is in another language, around a term the course may use as it is ("Apa itu cycle counting?",
# "Reefer ni nini?", "FEFO nedir?", "Was ist FEFO?": blind guardrail set 39, where the frame's own words counted as
# rare words the course never uses and the question was refused).
_FOREIGN_OPENING = re.compile(
    r"^(?:was (?:ist|sind|bedeutet)|wat (?:is|zijn|betekent)|qu'?est[- ]ce qu(?:e\s+|')(?:c'est\s+(?:que\s+|qu')?)?|"
    r"c'est quoi|que (?:signifie|veut dire)|qu[ée] (?:es|son|significa)|o que (?:é|e|são|sao|significa)|"
    r"(?:che )?cos'?(?:è|e)|cosa (?:è|sono|significa)|che cosa (?:è|sono)|co to (?:jest|są|znaczy)|czym (?:jest|są)|"
    r"что (?:такое|значит|означает)|що (?:таке|означає)|shcho(?: tse)? take|chto takoe|apa (?:itu|arti|maksud)|"
    r"ano ang|ما (?:هو|هي|معنى)|τι (?:είναι|σημαίνει)|מה (?:זה|זאת))(?:\s+|(?<=[\s'])|$)", re.I)
_FOREIGN_ARTICLE = re.compile(r"^(?:(?:der|die|das|ein|eine|het|een|le|la|les|un|une|el|los|las|um|uma|il|lo|gli|"
                              r"una|uno|το|η|ο|τα|ال)\s+|l')", re.I)
_FOREIGN_CLOSING = re.compile(
    r"\s*(?:\s(?:nedir|ne demek(?:tir)?|ne anlama gelir|ni nini|ni kitu gani|là gì|nghĩa là gì|kya (?:hai|hota hai|"
    r"hoti hai)|itu apa|artinya apa|چیست|یعنی چه|क्या है|क्या होता है|क्या होती है)|"
    r"とは(?:何|なに)?(?:ですか)?|って(?:何|なに)(?:ですか)?|是什么意思|是什么|是甚麼|是啥|"
    r"(?:이|가)?\s*(?:무엇인가요|무엇입니까|뭐야|뭐예요|뭔가요)|(?:이)?란\s*(?:무엇인가요|뭐야)?)$", re.I)
_TERM_WORD = re.compile(r"[^\W_](?:[\w'’+-]*[^\W_])?")
MAX_TERM_WORDS = 3


def bare_term(question: str) -> str | None:
    """The course term a question consists of, or None: "end point", "OIL RIG", "tuple?", "What is
    reduction?", "define demand" and "what does porphyritic mean" are bare terms; anything with a verb of its own, a second clause
    or more than :data:`MAX_TERM_WORDS` words besides two small ones inside it ("of the": "poverty of the
    stimulus" is a term; "what does a catalyst do", "loc vs iloc?" are not).
    A student who types a term wants the course's definition of it."""
    text = " ".join((question or "").split()).rstrip("?!.？！。؟;; ").lstrip("¿¡ ").strip()
    acronym = _ACRONYM_ASKED.search(text)
    if acronym:
        return acronym.group(1)
    foreign = _FOREIGN_OPENING.match(text)
    if foreign:
        text = _FOREIGN_ARTICLE.sub("", text[foreign.end():])
    else:
        text = _FOREIGN_CLOSING.sub("", text)
    asked_after = _TERM_THEN_ASKED.match(text)
    if asked_after:
        text = asked_after.group(1)
    means = _TERM_MEANS.match(text)
    if means:
        text = next(group for group in means.groups() if group)
    for step in (_TERM_OPENING, _TERM_ARTICLE, _TERM_CLOSING, _TERM_ARTICLE):
        text = step.sub("", text)
    words = text.split()
    # "poverty of the stimulus", "zone of proximal development": the small words inside a term are not counted
    inner = [w for w in words[1:-1] if w.lower() in _TERM_JOINERS]
    if not 0 < len(words) - len(inner) <= MAX_TERM_WORDS or len(inner) > 2 \
            or not all(_TERM_WORD.fullmatch(w) for w in words):
        return None
    if any(w.lower() in _TERM_NOT for w in words):
        return None
    return " ".join(words)


# Words that join the words of a term without counting among them
_TERM_JOINERS = frozenset({"of", "the", "a", "an", "in", "to", "for", "on"})
# Words that make a short question more than a term (a question, a comparison, an instruction).
_TERM_NOT = frozenset("""what which who whom whose why how when where is are was were do does did can could should
would will vs versus and or not example examples formula difference between it this that these those they
them he she you i we me""".split())


def names_term(term: str, text: str) -> bool:
    """``text`` uses ``term`` as written, as whole words (any case, any spacing, a plural "s" or "es"
    or a possessive "'s" either side): where the course names the term, it says what it means."""
    # each word's plural ending is optional, not only the last one's: "business efficacy test" is written
    # "business" in the course, which the singular "busines" alone would not match (blind answers set 9)
    words = [re.escape(w.lower().removesuffix("es") if len(w) > 4 and w.lower().endswith("es") else
                       w.lower().removesuffix("s") if len(w) > 3 and w.lower().endswith("s")
                       and not w.lower().endswith("ss") else w.lower())
             # "buys ballots law" asked, "Buys Ballot's law" written (answers set 33)
             + r"(?:e?s|['’]s)?" for w in term.split()]
    pattern = r"(?<![\w])" + r"\s+".join(words) + r"(?![\w])"
    return re.search(pattern, text.lower()) is not None


def has_evidence(score: float | None, threshold: float) -> bool:
    """The evidence rule, in one place: an evidence score at or above the threshold."""
    return score is not None and score >= threshold
