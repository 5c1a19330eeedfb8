"""Grounding: may the tutor answer this question from the course, and from which passages?

This module is the one place that decides answer or refuse, and what a refused student is told:

1. the question is embedded once (``materials.search.embed_question``);
2. the course is searched (``materials.search.search_course``: scored passages, nothing else),
   narrowed to the conversation's focus (CLOs or unit) when it has one. The focus is a preference,
   not a wall: when the focused passages hold no evidence, the whole course is searched with the
   same query vector (no second embedding);
3. the evidence rule of the active embedding model (``materials.evidence``) scores each passage
   against two bars: the tutor answers from the passages at or above the high bar; when the best
   passage is only between the bars it *hedges* (says plainly that the materials do not seem to
   answer this directly and shows the closest passages as such, never as the answer; with a model
   configured, the model's own check decides instead); below the low bar it refuses;
4. with a model configured, the model reads those passages and may still find no answer in them:
   it then replies :data:`NOT_COVERED`, which :class:`DeclineGate` spots in its stream before any
   of it is shown, and :func:`declined` turns the grounding into a refusal.

A refusal carries its message and suggestions (rephrasing, then the course sections closest to the
question). Refusal text passes the same leak check as any answer (tutor/leaks.py).

``ground`` does blocking work (a model call for the embedding, SQL): call it from a worker thread.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from materials.evidence import (ANSWER_FORM, EvidenceRule, bare_term, evidence_rule, has_evidence, names_term, question_words,
                                rare_words, zipf)
from materials.crosslingual import closest_passages, cross_search, passage_language, with_best_sentences
from materials.language import mixes_in_another_language, same_language
from materials.search import Hits, Passage, Query, dotted_or_plain, embed_question, search_course
from materials.chunking import (code_continuation, ends_in_code, ends_in_list, ends_in_table, list_continuation, page_at,
                               table_continuation)
from materials.restricted import fold, quotable_text
from materials.selectors import (chunk_next_list, course_has_passages, course_phrases_spelling, course_section_titles,
                                 course_words)
from materials.spelling import corrected, course_candidates, contractions_spelt_out
from tutor import leaks
from tutor.answer_kind import lacks_the_count
from tutor.page_references import named_pages, points_at_a_page, without_page_locator
from tutor.phrases import every_language, phrase
from tutor.providers.composition import asked_place, covered_share, longest_list, terms

# The refusals in English; every one exists in the student's language too (tutor/phrases.py).
REFUSAL_MESSAGE = phrase("refusal")
EMPTY_COURSE_MESSAGE = phrase("refusal.empty_course")
FORBIDDEN_MESSAGE = "You don't have access to this course's tutor."
# When the evidence rule passed but the model, reading the passages, found no answer in them: the
# course is close to the question, so say so.
NOT_ANSWERED_MESSAGE = phrase("refusal.not_answered")
REPHRASE_SUGGESTION = phrase("suggest.rephrase")
EMPTY_COURSE_SUGGESTION = phrase("suggest.empty_course")
# shown among the suggestions but not sent as questions, in any language
ADVICE_SUGGESTIONS = every_language("suggest.rephrase") | every_language("suggest.empty_course")

# What a model replies, alone, when the passages hold no answer (tutor/prompts.py GROUND_RULES asks
# for it). The evidence rule cannot read a passage closely (docs/decisions.md); a model can, so with
# a model configured this is a second, closer check at no extra request.
NOT_COVERED = "NOT_IN_COURSE"


@dataclass(frozen=True)
class Grounding:
    """What a question may be answered from. ``refused`` with ``message`` and ``suggestions``, or
    ``passages`` (each at or above the evidence threshold, best first) to answer from, or
    ``hedged``: ``passages`` are only the closest the course has (between the two bars), to be shown
    as such with ``suggestions``, never phrased as the answer.

    ``reason``: ``ok``, ``hedged``, ``no_evidence``, ``empty_course``, ``forbidden`` or ``model_declined``.
    ``near``: the passages closest to the question even when refused (suggestions start from their
    sections). ``query``: the embedded question, for later steps that compare with it (unit
    mapping). ``scope``: ``focus`` when the answer comes from the conversation's focus, else
    ``course``. ``pages``: the pages or slides the question names ("on slide 19 ..."), read once here
    so the answer can open with the passage on them."""

    refused: bool
    reason: str
    passages: list[Passage] = field(default_factory=list)
    message: str = ""
    suggestions: list[str] = field(default_factory=list)
    best_similarity: float | None = None
    evidence: float | None = None
    missing_words: list[str] = field(default_factory=list)
    near: list[Passage] = field(default_factory=list)
    query: Query | None = None
    scope: str = "course"
    hedged: bool = False
    pages: tuple[int, ...] = ()

    @property
    def outcome(self) -> str:
        """``answered``, ``hedged`` or ``refused``: what the student is shown."""
        return "refused" if self.refused else "hedged" if self.hedged else "answered"

    @classmethod
    def hedge(cls, passages: Sequence[Passage], *, course_id: int | None = None, language: str | None = None,
              query: Query | None = None, evidence: float | None = None, scope: str = "course",
              suggestions: Sequence[str] | None = None, message: str | None = None) -> Grounding:
        """A hedged grounding built from ``passages`` a caller found itself (e.g. a cross-lingual
        search): the tutor will say the materials do not seem to answer this directly and show them
        as the closest in the course. Suggestions default to rephrasing and the passages' sections
        (``course_id`` needed for those); ``message`` defaults to the hedge phrase."""
        passages = list(passages)
        if suggestions is None:
            suggestions = (refusal_suggestions(course_id, near=passages, language=language) if course_id is not None
                           else [phrase("suggest.rephrase", language)])
        return cls(False, "hedged", passages=passages, message=message or phrase("hedge", language),
                   suggestions=list(suggestions),
                   best_similarity=max((p.similarity for p in passages), default=None), evidence=evidence,
                   near=passages, query=query, scope=scope, hedged=True)


def ground(
    *,
    user,
    course_id: int,
    question: str,
    clo_ids: Sequence[int] = (),
    unit_id: int | None = None,
    material_types: Sequence[str] | None = None,
    k: int = 5,
    query: Query | None = None,
    language: str | None = None,
    may_echo: bool = True,
) -> Grounding:
    """Decide whether ``user`` may be answered ``question`` from ``course_id``, and from what.
    ``query``: the question already embedded (else it is embedded here, once). ``language``: the
    question's detected language; ``may_echo``: False when the guardrails found the message
    concerning, so a refusal quotes none of its words (see :func:`nameable_word`)."""
    question = contractions_spelt_out(question)  # "whats" is searched as "what is" (materials/spelling.py)
    pages = named_pages(question)
    found = _ground(user=user, course_id=course_id, question=question, clo_ids=clo_ids, unit_id=unit_id,
                    material_types=material_types, k=k, query=query, language=language, may_echo=may_echo, pages=pages)
    return dataclasses.replace(found, pages=tuple(pages))


def _ground(*, user, course_id: int, question: str, clo_ids: Sequence[int], unit_id: int | None,
            material_types: Sequence[str] | None, k: int, query: Query | None, language: str | None, may_echo: bool,
            pages: list[int]) -> Grounding:
    query = query or embed_question(question)
    rule = evidence_rule(query.model_name)
    search = dict(user=user, course_id=course_id, query=query, material_types=list(material_types or []) or None,
                  k=k, words_to_check=_words_to_check(question, rule), term=bare_term(question))
    focused = bool(clo_ids or unit_id)
    hits = search_course(**search, clo_ids=list(clo_ids) or None, unit_id=unit_id)
    if hits is None:
        return Grounding(True, "forbidden", message=FORBIDDEN_MESSAGE, query=query)
    grounding = judge(hits, rule, query=query, scope="focus" if focused else "course")
    if grounding.outcome != "answered" and focused:
        wider = judge(search_course(**search), rule, query=query, scope="course")
        if _RANK[wider.outcome] > _RANK[grounding.outcome]:
            grounding = wider
    if pages and not focused:
        grounding = _on_named_page(grounding, pages=pages, rule=rule, search=search)
    if grounding.outcome != "answered" and language in _COURSE_LANGUAGES:
        grounding = _with_typos_corrected(grounding, question=question, rule=rule, search=search)
        grounding = _with_abbreviations_spelt_out(grounding, question=question, rule=rule, search=search)
        grounding = _without_emphasis(grounding, question=question, rule=rule, search=search)
        query = grounding.query or query
    # A question in a language the detector is unsure of is searched as English first; refused there, it is searched
    # across languages too ("apa tanda-tanda overdose opioid?", Malay, blind set 55: refused), hedged in the plain words
    # of any hedge (it may be English after all: "written in another language than your question" could be untrue).
    # So is an English reading of a message partly in another language ("wat is een common approach path precies", blind set
    # 61: refused as "your course never mentions 'een'").
    mixed = grounding.refused and language == "en" and mixes_in_another_language(question)
    unsure = grounding.refused and (language is None or mixed)
    if grounding.outcome != "answered" and (language not in _COURSE_LANGUAGES or unsure):
        crossed = cross_lingual(user=user, course_id=course_id, question=question, language=language, query=query)
        if crossed is not None:
            return dataclasses.replace(crossed, message=phrase("hedge", language)) if unsure else crossed
    if language not in _COURSE_LANGUAGES and not focused and not grounding.refused:
        grounding = with_passages_in_its_language(grounding, user=user, course_id=course_id, question=question,
                                                  language=language)
    if language in _COURSE_LANGUAGES and not focused:
        widened = with_foreign_passages(grounding, user=user, course_id=course_id, question=question, language=language)
        if grounding.refused and not widened.refused:
            return widened  # the foreign passages, hedged in their own words
        grounding = widened
    if not grounding.refused:
        grounding = dataclasses.replace(grounding, passages=continue_lists(grounding.passages))
    if grounding.outcome == "answered" and language in _COURSE_LANGUAGES \
            and lacks_the_count(question, [p.quotable_text for p in grounding.passages]):
        grounding = dataclasses.replace(grounding, reason="hedged", hedged=True)  # near the question, not its answer
    if grounding.hedged:
        return Grounding.hedge(grounding.passages, course_id=course_id, language=language, query=query,
                               evidence=grounding.evidence, scope=grounding.scope)
    if not grounding.refused:
        return grounding
    naming = passages_naming_a_rare_word(grounding.near, question) if may_echo else []
    if naming:
        return Grounding.hedge(naming, course_id=course_id, language=language, query=query, evidence=grounding.evidence,
                               scope=grounding.scope)
    if not grounding.near and not course_has_passages(course_id, query.model_name):
        return dataclasses.replace(grounding, reason="empty_course", message=phrase("refusal.empty_course", language),
                                   suggestions=[phrase("suggest.empty_course", language)])
    # A question in another language than the course's has all its words "missing" from an English course,
    # function words included ("Los materiales de tu curso nunca mencionan «partir»"): none is named.
    word = nameable_word(grounding.missing_words, question=question, language=language) \
        if may_echo and language in _COURSE_LANGUAGES and not mixed else None
    return dataclasses.replace(grounding, message=refusal_message([word] if word else [], language),
                               suggestions=refusal_suggestions(course_id, language=language))


def _on_named_page(grounding: Grounding, *, pages: list[int], rule: EvidenceRule, search: dict) -> Grounding:
    """``grounding``, or the search of the pages the question names when that one does at least as well: the
    student pointed at the page ("on slide 21 what terms did grant give lee's men"), and the course-wide search
    had answered from a neighbouring slide or only hedged. When the course-wide search did not answer, the
    named page itself (its best passage on exactly that page) is at least shown as the closest, hedged: the
    evidence bar reads "what terms did grant give" far from a slide of bullets about Appomattox. One more
    search, only when a page is named; an answer found elsewhere is never replaced by a weaker one (answer set
    11's "logical address 20500, 4096-byte pages, page 5 sits in frame 9": a memory page, not the course's)."""
    hits = search_course(**search, pages=pages)
    if hits is None or not hits.passages:
        return grounding
    named = judge(hits, rule, query=search["query"], scope="course")
    if grounding.outcome == "answered":
        # both answer: the named page when the student said to look there ("on slide 10, how do they get the emf
        # of the zinc silver cell", answers set 34: the course-wide search answered from a PDF's page), else only
        # when it is at least as strong ("page 5 sits in frame 9": a memory page)
        pointed = points_at_a_page(search["query"].text)
        stronger = named.outcome == "answered" and (pointed or (named.evidence or 0.0) >= (grounding.evidence or 0.0))
        if stronger:
            return named
        on_page = [p for p in hits.passages if is_on_pages(p, pages)] if pointed else []
        if on_page and not any(is_on_pages(p, pages) for p in grounding.passages):
            # the answer found elsewhere, and the page the student pointed at only near the question ("on slide 11
            # what flow rate do they get in the end", answers set 40: slide 11's working reads far from the words of
            # the question): that page's passage comes first, the rest stays
            return dataclasses.replace(grounding, passages=[on_page[0], *grounding.passages])
        return grounding
    if named.outcome != "refused" and _RANK[named.outcome] >= _RANK[grounding.outcome]:
        return named
    on_page = [p for p in hits.passages if is_on_pages(p, pages)]
    if grounding.outcome != "answered" and on_page:
        return dataclasses.replace(named, refused=False, reason="hedged", hedged=True, passages=on_page[:HEDGE_PASSAGES])
    return grounding


def is_on_pages(passage: Passage, pages: Sequence[int]) -> bool:
    """Whether ``passage`` starts on, or runs onto, one of ``pages`` (PDF pages or slide numbers). Pure."""
    return (passage.page in pages or _slide_number(passage.section) in pages
            or any(page in pages for _offset, page in passage.page_breaks))


def _slide_number(section: str) -> int | None:
    match = re.match(r"slide (\d{1,3})\b", section or "", re.I)
    return int(match.group(1)) if match else None


def _words_to_check(question: str, rule: EvidenceRule) -> list[str] | None:
    """The question's rare words, whose absence from the course the evidence rule weighs (when it does)."""
    return rare_words(question) if rule.rare_word_weight else None


def _with_typos_corrected(grounding: Grounding, *, question: str, rule: EvidenceRule, search: dict) -> Grounding:
    """``grounding``, or the course-wide search for ``question`` with its typos corrected
    (materials/spelling.py) when that one does better ("what is an invitaton to treat"). A question
    without a correctable typo costs nothing; a corrected one meets the same evidence rule."""
    # English words one edit from a missing word that the course uses are the likelier fix ("clearence":
    # "clearance"); one lookup, only when a word is missing
    look_up = course_candidates(grounding.missing_words)
    fixed = corrected(question, course_words(search["course_id"], search["query"].model_name, look_up) if look_up
                      else frozenset())
    return grounding if fixed == question else _better_of(grounding, fixed, rule=rule, search=search)


def _better_of(grounding: Grounding, rewritten: str, *, rule: EvidenceRule, search: dict) -> Grounding:
    """``grounding``, or the course-wide search for ``rewritten`` (the question as the course would write it) when that
    one reaches a better outcome under the same evidence rule."""
    query = embed_question(rewritten)
    hits = search_course(**{**search, "query": query, "words_to_check": _words_to_check(rewritten, rule),
                            "term": bare_term(rewritten)})
    retried = judge(hits, rule, query=query, scope="course") if hits is not None else grounding
    return retried if _RANK[retried.outcome] > _RANK[grounding.outcome] else grounding


# Words a student adds for emphasis that say nothing about the subject ("what exactly is process S", "what does 1C actually
# mean": answers sets 46 and 47 refused both, the emphasis pulling the question's vector away from the passage that defines
# the term), an "again" that ends a question, and a "bit" or "part" that ends it ("whats the recovery position bit again",
# blind set 55: refused, the same question without "bit" answered).
# "explain what RED-S is", "can you describe how ...": the request around the question, which the course model reads far
# from a definition ("explain what RED-S is" 0.51 against "what RED-S is" 0.68 on a glossary that defines it)
_ASKED_TO_EXPLAIN = re.compile(r"^\W*(?:(?:can|could|would) (?:you|u) |pls |plz |please )?(?:explain|describe|tell me)\s+"
                               r"(?=(?:what|how|why|who|when|where|which)\b)", re.IGNORECASE)
_EMPHASIS = re.compile(r"\s*\b(?:exactly|actually|really|basically|literally|precisely|even)\b|\s+again(?=\s*\??\s*$)|"
                       r"\s+(?:bit|part|stuff)(?=(?:\s+again)?\s*\??\s*$)", re.IGNORECASE)


def _without_emphasis(grounding: Grounding, *, question: str, rule: EvidenceRule, search: dict) -> Grounding:
    """``grounding``, or the course-wide search for ``question`` without its words of emphasis, or of how the answer is to be
    put ("explain what RED-S is in simple words", blind guardrail set 63: refused, its wording far from the course's
    definition; materials.evidence.ANSWER_FORM), when that one does better.
    Only for a question not answered already: over the 60 questions with such words in answers sets 14, 16, 18, 28, 46
    and 47, the plain wording did better for five (two refusals answered with the gold, two hedges answered, one gold
    passage found) and, tried on every question, would have turned two answers into hedges."""
    plain = _EMPHASIS.sub("", ANSWER_FORM.sub("", _ASKED_TO_EXPLAIN.sub("", question))).strip()
    return grounding if not plain or plain == question else _better_of(grounding, plain, rule=rule, search=search)


# A word a student may write for a phrase the course spells out: two to five letters ("ABH", "gdp").
_ABBREVIATION = re.compile(r"\b[A-Za-z]{2,5}\b")
# Short forms students write that no initials spell (the course writes "JavaScript", the student "js"; answers set 45
# refused "what does the s flag do in js" as a course that "never mentions js"): the course's word is looked up only
# when the question's is missing from it.
SHORT_FORMS = {
    "js": "javascript", "ts": "typescript", "py": "python", "regex": "regular expression",
    "regexp": "regular expression", "regexes": "regular expressions", "db": "database", "govt": "government",
    "gov": "government", "temp": "temperature", "approx": "approximately", "info": "information",
    "stats": "statistics", "bio": "biology", "chem": "chemistry", "econ": "economics", "psych": "psychology",
}
RARE_ZIPF = 3.0  # below this Zipf frequency a lower-case word may be an abbreviation ("tpn" 2.1, "abh" 2.5; "vat" 3.5)


def _with_abbreviations_spelt_out(grounding: Grounding, *, question: str, rule: EvidenceRule, search: dict) -> Grounding:
    """``grounding``, or the course-wide search for ``question`` with its abbreviations spelt out as the course spells
    them when that one does better: "what's the difference between ABH and GBH?" searched as "... between actual bodily
    harm and grievous bodily harm?" (blind guardrail set 42: refused, the course never writing "ABH"). Only a word the
    course lacks, in capitals (or a missing word of three letters or more), whose letters begin the words of a phrase the
    course uses (materials.selectors.course_phrases_spelling); one statement for which of them the course has, one per
    word it lacks; none for a question without one."""
    missing = {word.lower() for word in grounding.missing_words}
    shouted = not any(ch.islower() for ch in question)  # "WHAT IS A CELL": capitals say nothing of a word
    # in capitals, or lower-case but no common English word ("tpn", "abh"; not "sun" or "vat")
    words = [w for w in dict.fromkeys(_ABBREVIATION.findall(question)) if terms(w)]
    shorts = [w for w in words if (w.isupper() and not shouted) or (
        w.lower() in missing and len(w) >= 3 and zipf(w.lower()) < RARE_ZIPF)]
    # written with full stops by the course ("pd" asked, "p.d." written): the search is told the course's way
    dotted = {w: f"{form}." for w in words if w not in shorts and "." in (form := dotted_or_plain(w.lower()) or "")}
    # a short form the course lacks, spelt as the course spells it (one word or a phrase)
    known = {w: SHORT_FORMS[w.lower()] for w in re.findall(r"\b[A-Za-z]{2,7}\b", question)
             if w.lower() in SHORT_FORMS and w.lower() in missing}
    if not shorts and not dotted and not known:
        return grounding
    course_id, model_name = search["course_id"], search["query"].model_name
    present = course_words(course_id, model_name, [w.lower() for w in [*shorts, *dotted]] + list(dotted.values())
                           + list(known.values()))
    spelt = question
    for short, form in known.items():
        if form in present:
            spelt = re.sub(rf"\b{re.escape(short)}\b", form, spelt)
    for short, form in dotted.items():
        if short.lower() not in present and form in present:
            spelt = re.sub(rf"\b{re.escape(short)}\b", form, spelt)
    for short in shorts:
        if short.lower() in present:
            continue
        # every word of the phrase a content word: "valued at their" spells "vat" too
        phrases = [p for p in course_phrases_spelling(course_id, model_name, short.lower(), limit=4)
                   if len(terms(p)) == len(p.split())]
        if phrases:
            spelt = re.sub(rf"\b{re.escape(short)}\b", phrases[0], spelt)
    return grounding if spelt == question else _better_of(grounding, spelt, rule=rule, search=search)


# A word of the question rare in English (or unknown to it: "Subedei", "Phags-pa"), four letters or more.
_WORD = re.compile(r"[^\W\d_][\w'’-]{3,}")


# A run of Latin letters in a question written in another script: a term kept in the course's words ("Ask for Angela মানে
# কী?", blind guardrail set 46).
_LATIN_RUN = re.compile(r"[A-Za-z][A-Za-z'’-]*(?:[ \t]+[A-Za-z][A-Za-z'’-]*)*")
_OTHER_SCRIPT = re.compile(r"[^\W\d_A-Za-z\u00c0-\u024f]")


def passages_naming_a_rare_word(passages: Sequence[Passage], question: str) -> list[Passage]:
    """Of ``passages`` (the closest the search found, below the evidence bar), those that name one of the question's rare
    words, or a term the question keeps in Latin letters amid another script, at most ``HEDGE_PASSAGES``. The tutor never
    tells a student it "couldn't find" what the course names: "is xanadu a real place", "who designed the phags-pa
    script and when", "other spellings of subedei" (answers set 38), "Ask for Angela মানে কী?" (what does Ask for Angela
    mean, guardrail set 46: refused, though a passage names each) are hedged with those passages instead, never
    answered. Pure."""
    pattern = rare_word_pattern(question)
    return passages_naming(passages, pattern) if pattern else []


def rare_word_pattern(question: str) -> re.Pattern | None:
    """What :func:`passages_naming_a_rare_word` looks for: the question's rare words (Zipf below ``RARE_ZIPF``, accents
    folded) and the terms it keeps in Latin letters amid another script, with their possessives; None when it has none.
    Built once per question where several passage lists are searched with it. Pure."""
    rare = {fold(w).strip("'’-") for w in _WORD.findall(question or "") if zipf(w.lower().strip("'’-")) < RARE_ZIPF}
    if _OTHER_SCRIPT.search(question or ""):
        rare |= {run.lower() for run in _LATIN_RUN.findall(question or "") if sum(ch.isalpha() for ch in run) >= 4}
    if not rare:
        return None
    # a possessive typed without its apostrophe: "durkheims four types" names "Durkheim's" (blind guardrail set 52)
    forms = [*map(re.escape, sorted(rare)),
             *(re.escape(w[:-1]) + "['’]s" for w in sorted(rare) if len(w) >= 5 and w.endswith("s") and not w.endswith("ss"))]
    return re.compile(r"(?<![\w-])(?:" + "|".join(forms) + r")(?![\w-])", re.IGNORECASE)


def passages_naming(passages: Sequence[Passage], pattern: re.Pattern) -> list[Passage]:
    """Of ``passages``, those ``pattern`` (:func:`rare_word_pattern`) finds, at most ``HEDGE_PASSAGES``; accents aside:
    "debrochage" names the French notes' "débrochage" (answers set 50). Pure."""
    return [p for p in passages if pattern.search(p.quotable_text) or pattern.search(fold(p.quotable_text))][:HEDGE_PASSAGES]


def continue_lists(passages: Sequence[Passage]) -> list[Passage]:
    """``passages``, each that stops inside a list (a worked example's steps cut by the chunk
    boundary, its result in a later step), a fenced code block (a formula block) or a pipe table carrying
    the rest of it from the material's next chunk (``materials.chunking.list_continuation``,
    ``code_continuation``, ``table_continuation``). The search found the set-up; the next chunk, with the
    result or the row asked about, shares few words with the question and is seldom retrieved. One query for
    all of them, none when no passage ends in a list, a block or a table."""
    in_code = {p.chunk_id for p in passages if ends_in_code(p.quotable_text)}
    in_table = {p.chunk_id for p in passages if p.chunk_id not in in_code and ends_in_table(p.quotable_text)}
    cut = [p for p in passages if p.chunk_id in in_code | in_table or ends_in_list(p.quotable_text)]
    nexts = chunk_next_list([p.chunk_id for p in cut]) if cut else {}
    out = []
    for p in passages:
        after = nexts.get(p.chunk_id)
        if after is None:
            out.append(p)
            continue
        follow = (code_continuation if p.chunk_id in in_code else table_continuation if p.chunk_id in in_table
                  else list_continuation)
        kept, rest = follow(p.text, quotable_text(after.text, after.excluded_spans))
        if not rest:
            out.append(p)
            continue
        text = f"{kept}\n{rest}"
        start = len(kept) + 1
        # the page the continuation is printed on, when it is not the page the passage ends on
        page = page_at(after.text.find(rest[:40]), after.page, after.page_breaks) if after.page is not None else None
        breaks = tuple(b for b in p.page_breaks if b[0] < len(kept))
        if page is not None and page != page_at(len(kept), p.page, breaks):
            breaks += ((start, page),)
        out.append(dataclasses.replace(p, text=text, page_breaks=breaks))
    return out


_RANK = {"refused": 0, "hedged": 1, "answered": 2}
HEDGE_PASSAGES = 5  # the closest passages a hedged reply may show

# Questions in these languages (or of no detected language) take the course model's search only; any
# other language also gets the cross-lingual one. English is the language the course model reads
# (a course in another language is a known gap: docs/decisions.md, "Cross-lingual questions").
_COURSE_LANGUAGES = {None, "en"}
# The multilingual cosine a foreign-language question's best passage must reach to be shown at all.
# Below it the closest passage is unrelated to the question in any language (bench/crosslingual.py:
# docs/benchmarks.md, "Cross-lingual search"). Above it the similarity does not tell an answer from a
# neighbouring topic, so the reply is always hedged: the closest passages, labelled as such.
CROSS_LINGUAL_BAR = 0.755


# The multilingual cosine at which a question's closest passage, written in the question's own language (a Finnish question
# on a Finnish course), is taken to answer it. Between the two languages the encoder ranks an answer and a neighbour alike;
# within one it reads like the course model within English. 0.86 on answers set 58 (whole courses in Finnish and Romanian,
# scored blind before it): 67 of 110 same-language answerable questions answered (63 with the gold in the passages
# quoted), 10 of 43 unanswerable ones; every one of them was hedged before (docs/decisions.md, "Answers in the course's own
# language").
SAME_LANGUAGE_BAR = 0.86


def cross_lingual(*, user, course_id: int, question: str, language: str | None, query: Query | None = None,
                  ) -> Grounding | None:
    """A question in another language than English: the course's closest passages by the multilingual encoder
    (materials/crosslingual.py), or None when the course has no multilingual vectors yet or nothing reaches
    :data:`CROSS_LINGUAL_BAR`. Answered from the passages in the question's own language when the closest of them is in it
    and reaches :data:`SAME_LANGUAGE_BAR`; otherwise hedged: across languages the multilingual similarity cannot tell
    whether a passage answers."""
    hits = cross_search(user=user, course_id=course_id, question=question, k=HEDGE_PASSAGES)
    if hits is None or not hits.passages or hits.passages[0].similarity < CROSS_LINGUAL_BAR:
        return None
    passages = [p for p in hits.passages if p.similarity >= CROSS_LINGUAL_BAR]
    # the closest passage in the question's own language (or a kin one) is no passage "in another language"
    own = same_language(passage_language(passages[0]), language)
    if own and language is not None and passages[0].similarity >= SAME_LANGUAGE_BAR:
        in_its_language = [p for p in passages if same_language(passage_language(p), language)]
        return Grounding(False, "ok", passages=in_its_language, best_similarity=passages[0].similarity,
                         evidence=passages[0].similarity, near=in_its_language, query=query, scope="same_language")
    return Grounding.hedge(passages, course_id=course_id, language=language, query=query,
                           evidence=passages[0].similarity, scope="cross_lingual",
                           message=phrase("hedge" if own else "hedge.cross_lingual", language))


# A passage in another language than the question's is brought in when the multilingual encoder finds it
# within this much of the closest passage in the question's own language: the encoder ranks a passage in the
# question's language above one in another language that says the same (answers sets 41-46, English questions
# whose answer is only in the course's foreign file: docs/benchmarks.md, "Passages in another language").
# 0.05, was 0.03 (2026-12-07): on answers sets 43-50 a passage that joins holds the gold of 30 in 36 foreign-answer
# questions and one that does not, 1 in 29; the English-answer questions it joins as well kept their gold as often
# (18 in 20) as those it did not (docs/benchmarks.md, "The passage quoted first and foreign passages a little further").
FOREIGN_MARGIN = 0.05
FOREIGN_CANDIDATES = 30  # passages the multilingual search looks at
FOREIGN_PASSAGES = 2  # at most this many foreign passages join an answer


def with_foreign_passages(grounding: Grounding, *, user, course_id: int, question: str,
                          language: str | None) -> Grounding:
    """``grounding`` for an English question, with the course's passages in another language that the
    multilingual encoder finds about as close as its closest English one (the course model reads English
    only, so it never finds them), or that name a rare word of the question no passage found in English names.
    Unchanged when the course has none or no multilingual vectors yet. An
    answer keeps its outcome and gains them (first when the encoder finds one closer than any English passage,
    else second); a refusal becomes a hedge showing them (never an answer: the multilingual similarity cannot
    tell an answer from a neighbour). Only the passages joining are read by the encoder (their sentences
    scored on the composer's scale, materials.crosslingual.stretched); the English ones keep the course
    model's sentence scores, which choose the English sentence better."""
    near = closest_passages(user=user, course_id=course_id, question=question, k=FOREIGN_CANDIDATES)
    if not near:
        return grounding
    foreign = [p for p in near if passage_language(p) not in _COURSE_LANGUAGES]
    if not foreign:
        return grounding
    own_best = max((p.similarity for p in near if passage_language(p) in _COURSE_LANGUAGES), default=0.0)
    # never one the encoder finds unrelated to the question in any language (the bar a foreign question's passage must reach)
    bar = max(own_best - FOREIGN_MARGIN, CROSS_LINGUAL_BAR)
    joining = [p for p in foreign if p.similarity >= bar]
    # A foreign passage naming a rare word of the question joins whatever its similarity when no passage found in English
    # names one: "who was the bradel binding named after" was answered with English passages on other bindings while
    # only the French notes name Bradel (answers set 50).
    rare = rare_word_pattern(question)
    if rare is not None and not passages_naming(grounding.passages, rare):
        naming = passages_naming(foreign, rare)
        named = {p.chunk_id for p in naming}
        joining = [*naming, *(p for p in joining if p.chunk_id not in named)]
    joining = joining[:FOREIGN_PASSAGES]
    if not joining:
        return grounding
    if grounding.refused:
        return Grounding.hedge(with_best_sentences(question, joining), course_id=course_id, language=language,
                               query=grounding.query, evidence=grounding.evidence, scope="cross_lingual",
                               message=phrase("hedge.other_language", language))
    known = {p.chunk_id for p in grounding.passages}
    joining = [p for p in joining if p.chunk_id not in known]
    if not joining:
        return grounding
    joining = [dataclasses.replace(p, other_language=True) for p in with_best_sentences(question, joining)]
    return _joined(grounding, joining, best_elsewhere=own_best)


def _joined(grounding: Grounding, joining: Sequence[Passage], *, best_elsewhere: float) -> Grounding:
    """``grounding`` with ``joining`` among its passages: first when the encoder finds the first of them at least as
    close as ``best_elsewhere`` (the closest passage in the other languages), else second; the outcome is kept."""
    own = list(grounding.passages)
    first = joining[0].similarity >= best_elsewhere
    return dataclasses.replace(grounding, passages=[*joining, *own] if first else [*own[:1], *joining, *own[1:]])


def with_passages_in_its_language(grounding: Grounding, *, user, course_id: int, question: str,
                                  language: str) -> Grounding:
    """``grounding`` (answered or hedged from the course model's English passages) for a question in another language,
    with the course's passages in the question's own language that the multilingual encoder finds about as close as its
    closest passage in any other language (within :data:`FOREIGN_MARGIN`, never under :data:`CROSS_LINGUAL_BAR`): the
    student reads them as they are, and the course model, which reads English only, never finds them ("o que é a abrasão
    glaciar" was answered from an English page on glacier erosion while the course's Portuguese reading defines it,
    blind answers set 53). They come first when closer than any other passage, else second; the outcome is kept.
    Unchanged when the course has no passage in that language or no multilingual vectors yet."""
    near = closest_passages(user=user, course_id=course_id, question=question, k=FOREIGN_CANDIDATES)
    if not near:
        return grounding
    own = [p for p in near if same_language(passage_language(p), language)]
    if not own:
        return grounding
    others_best = max((p.similarity for p in near if not same_language(passage_language(p), language)), default=0.0)
    bar = max(others_best - FOREIGN_MARGIN, CROSS_LINGUAL_BAR)
    known = {p.chunk_id for p in grounding.passages}
    joining = [p for p in own if p.similarity >= bar and p.chunk_id not in known][:FOREIGN_PASSAGES]
    if not joining:
        return grounding
    return _joined(grounding, with_best_sentences(question, joining), best_elsewhere=others_best)


def judge(hits: Hits, rule: EvidenceRule, *, query: Query | None = None, scope: str = "course") -> Grounding:
    """The evidence rule applied to one search's hits (pure). The question's evidence is its best
    passage's: at or above the high bar, an answer; between the bars, a hedge, unless one of the passages
    there holds the question's words (:func:`uses_the_question`), an answer; below the low bar, a
    refusal (messages are ``ground``'s). An answer or a hedge is written from the passages at or
    above the low bar (the hedge's best first, at most ``HEDGE_PASSAGES``): the high bar decides
    *whether* the course answers, the low bar *which* passages may support the answer (a second
    passage that carries the rest of the answer often scores lower than the best one). So an answer
    always has at least one citation, and never quotes a passage below the low bar, except one that
    names the term a bare-term question consists of (``materials.evidence.bare_term``): that question is
    answered from the passages that use the term, whatever the score."""
    passages = hits.passages
    best = max((p.similarity for p in passages), default=None)
    scored = [(rule.score(p.similarity, hits.coverage, hits.missing_words, p.sentence_similarity, p.slide), p)
              for p in passages]
    evidence = max((e for e, _ in scored), default=None)
    common = dict(best_similarity=best, evidence=evidence, missing_words=list(hits.missing_words),
                  near=list(passages), query=query, scope=scope)
    outcome = rule.outcome(evidence)
    term = bare_term(query.text) if query is not None and outcome != "answer" else None
    named = [p for p in passages if names_term(term, p.quotable_text)] if term else []
    if named:
        # A question that is only a term the course uses ("end point", "tuple?"): the course says
        # what it means where it names it, however far a two-word query's vector lies from that passage.
        return Grounding(False, "ok", passages=[p for e, p in scored if p in named or has_evidence(e, rule.low)],
                         **common)
    if outcome == "refuse":
        return Grounding(True, "no_evidence", **common)
    if outcome == "hedge":
        closest = [p for e, p in sorted(scored, key=lambda ep: -ep[0]) if has_evidence(e, rule.low)][:HEDGE_PASSAGES]
        if not (query is not None and uses_the_question(query.text, closest)):
            return Grounding(False, "hedged", passages=closest, hedged=True, **common)
    return Grounding(False, "ok", passages=[p for e, p in scored if has_evidence(e, rule.low)], **common)


# The share of a question's words, weighted by rarity, that one passage between the bars must hold for the
# question to be answered rather than hedged (tutor.providers.composition.covered_share). Measured on the 4,089
# English questions of answers sets 1-27: at 0.75, 176 of the 456 answerable questions hedged by the
# similarity alone are answered, and 2 of the 228 unanswerable ones hedged (docs/decisions.md, "A hedge
# that uses the question's words"). Lowered to 0.70 on 2026-12-05 over 18 answer sets (2,130 answerable, 600
# unanswerable): 25 more answerable questions answered, one more unanswerable one, no gold or page lost.
COVERED_SHARE = 0.70


def uses_the_question(question: str, passages: Sequence[Passage]) -> bool:
    """Whether one of ``passages`` (found between the bars) holds the question's words, so what the
    similarity left in doubt is settled: "whats identity foreclosure in marcias statuses" and the list of
    Marcia's statuses that defines identity foreclosure. A question the course does not answer seldom passes: it
    names something the closest passage lacks ("how does lasik surgery fix short sight", "what did the
    minnesota study of twins raised apart find"). Pure."""
    asked = without_page_locator(question)
    return any(covered_share(_without_place(asked, p.quotable_text), p.quotable_text) >= COVERED_SHARE
               and not _list_too_short(asked, p.quotable_text) for p in passages)


def _list_too_short(question: str, text: str) -> bool:
    """Whether ``question`` asks for a place in a list ("the seventh CIP rule") and ``text``'s list stops before it: the
    passage lists the rules, but not the one asked for. Pure."""
    place = asked_place(question)
    return place is not None and 2 <= longest_list(text) < place[1]


def _without_place(question: str, text: str) -> str:
    """``question`` less the ordinal it asks for when ``text`` holds a list that long ("what is the third CIP rule"
    and the numbered CIP rules, where no "third" is written): the list's order answers it."""
    place = asked_place(question)
    if place is None or longest_list(text) < place[1]:
        return question
    return question.replace(place[0], " ", 1)


def declined(grounding: Grounding, course_id: int, language: str | None = None) -> Grounding:
    """The model read ``grounding``'s passages and found no answer in them: a refusal whose
    suggestions start from the sections of those passages."""
    return dataclasses.replace(
        grounding, refused=True, reason="model_declined", message=phrase("refusal.not_answered", language),
        suggestions=refusal_suggestions(course_id, near=grounding.passages or grounding.near, language=language),
    )


def refusal_message(missing_words: Sequence[str], language: str | None = None) -> str:
    """The refusal, naming the rarest question word the course never mentions when there is one
    (and only when naming it leaks nothing: "attainment" is internal assessment language even when
    the student typed it)."""
    if not missing_words:
        return phrase("refusal", language)
    message = phrase("refusal.word", language, word=missing_words[0])
    return phrase("refusal", language) if leaks.find_leaks(message) else message


# Languages whose word lists decide whether a word is "a clean word of the question's language"; for
# anything else (Hindi in Latin script, an unsure detector) the technical term is judged as English.
_WORD_LIST_LANGUAGES = {"en", "es", "fr", "de", "pt", "it", "nl", "zh", "hi"}


# When the question's language could not be told (None), a missing word is named only if English uses it at least this
# often: Danish "hvad" (what) is noise in English's word list (Zipf 1.5) and was named (blind guardrail set 53).
UNSURE_NAMEABLE_ZIPF = 2.0


def nameable_word(missing_words: Sequence[str], *, question: str, language: str | None = None) -> str | None:
    """The missing word a refusal may name ("your course never mentions X"), or None.

    Only a word the student wrote whole (never a piece of one), that the word list of the
    question's language knows, and that is not capitalised inside a sentence (a person's or a
    place's name: "What did Tobias say?" must not come back as "never mentions Tobias"). Pure."""
    if not missing_words:
        return None
    word = missing_words[0]
    if language is None and (zipf(word, "en") < UNSURE_NAMEABLE_ZIPF or len(word) < 3):
        # the detector was unsure: "hvad er suspension trauma egentlig?" must not come back as "never mentions hvad", nor
        # "mi az a Housing First modell?" as "never mentions az" (blind set 55: a Hungarian article English also spells)
        return None
    language = language if language in _WORD_LIST_LANGUAGES else "en"
    if zipf(word, language) <= 0 and zipf(word, "en") <= 0:
        return None
    words = question_words(question)
    written = [i for i, w in enumerate(words) if w.lower() == word.lower()]
    if not written:
        return None  # not a whole word of the question
    for i in written:
        if words[i][:1].isupper() and i > 0 and not _starts_sentence(question, words[i]):
            return None
    return word


def _starts_sentence(question: str, word: str) -> bool:
    """Whether every occurrence of ``word`` in ``question`` begins the text or follows . ! ? or :."""
    for match in re.finditer(rf"(?<!\w){re.escape(word)}(?!\w)", question):
        before = question[:match.start()].rstrip()
        if before and before[-1] not in ".!?:¿¡":
            return False
    return True


def refusal_suggestions(course_id: int, near: Sequence[Passage] = (), language: str | None = None) -> list[str]:
    """What a refused student could ask instead: rephrasing, then up to three section headings,
    those of ``near`` (the passages closest to the question) first, none twice."""
    sections = course_section_titles(course_id, 3, first=[p.section for p in near])
    return [phrase("suggest.rephrase", language)] + [phrase("suggest.ask_about", language, title=s) for s in sections]


class DeclineGate:
    """Spots a reply that is the :data:`NOT_COVERED` signal before any of it reaches the student.

    ``feed`` returns the text that may be shown. Text is held back only while the reply so far
    (ignoring leading spaces and Markdown emphasis or code marks) could still be the signal: an
    ordinary answer, even one starting "No", is released as soon as it differs, so it streams as
    before. Once the reply starts with the signal, ``declined`` is true and nothing more is
    released, whatever the model adds after it. A gate that is not ``enabled`` (the offline
    provider, which quotes course text and never sends the signal) passes everything through."""

    _DECORATION = " \t\r\n*_`\"'"

    def __init__(self, *, enabled: bool = True) -> None:
        self._held = ""
        self._open = not enabled  # the reply is an answer: pass everything through
        self.declined = False

    def feed(self, text: str) -> str:
        if self._open:
            return text
        if self.declined:
            return ""
        self._held += text
        core = self._held.lstrip(self._DECORATION)
        if core.upper().startswith(NOT_COVERED):
            self.declined = True
            return ""
        if NOT_COVERED.startswith(core.upper()):
            return ""  # still a possible start of the signal (or nothing but decoration yet)
        return self._release()

    def flush(self) -> str:
        """What is still held at the end of the reply ("NOT" alone is an answer, not the signal)."""
        return "" if self.declined else self._release()

    def _release(self) -> str:
        self._open = True
        held, self._held = self._held, ""
        return held


def is_decline(reply: str) -> bool:
    """Whether a whole reply is the model's :data:`NOT_COVERED` signal (the rule of DeclineGate)."""
    gate = DeclineGate()
    gate.feed(reply)
    gate.flush()
    return gate.declined
