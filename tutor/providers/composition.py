"""What the offline tutor quotes: the passage text that answers the question, with the context it needs.

Pure functions, no Django. A passage is read as *units* in reading order: prose sentences, whole
code blocks (fenced, or runs of code-like lines that PDF and DOCX extraction leave unfenced), list
items and table rows. Each unit is scored by how well it answers the question:

* its meaning: the best similarity of the stored sentence vectors that fall inside it (pooled at
  ingestion, materials/sentences.py; no embedding at answer time), else the passage's similarity;
* its words: BM25-style overlap of the question's content words with the unit, normalised to the
  best unit, with a bonus for a defining sentence when the question asks what something is (more when
  the sentence's subject is the very term asked about), and one for a unit that holds a number of two or
  more digits the question names ("the 1380 poll tax").

The best unit is taken with what it needs to make sense (:func:`with_context`): a lead-in that
ends in ":" (or a worked example's set-up right above its steps: "The following example...", the
example's question) brings the code block, list, table rows or example it introduces, and a code block,
list item or table row brings the lead-in above it; a list item pointing back ("3. Solve that
linear equation.") brings the items before it; a title line right above a list or table (a
slide's title, a heading over a list) is that list's lead-in, so a bullet is quoted under its
title with the rest of its list (terse bullets mean little without the title they sit under); a
sentence that opens with "It", "This", "These"... (or whose opening clause points back: "When the
borrower spends it, ...") brings the sentence it refers to, a conclusion ("This is why...") the two
sentences of reasoning before it, a sentence summing up a worked calculation or table ("So the
concentration has risen by about half") that block, a defining sentence a second half that continues
it, and a short naming sentence ("X is described as semi-conservative.") the sentence that says what
the name means. A "why" question takes the sentence before the best one (the claim its example
illustrates). A numbered section heading ("3. Genes and the genetic code") is never an item: it is
skipped, or the title of the list under it. When overlapping passages repeat the best unit, the copy
that comes with more of its context is quoted (a chunk boundary may cut a worked example after its
first step; the next passage holds all of it). The items of an exercise list ("Practice")
score far less unless the question asks for exercises. Further units are added, best first, while
they score close to the best and fit the length budget. The answer is deduplicated (overlapping chunks repeat text, and a
piece of a quoted sentence that a chunk boundary cut is left out), in reading order within each passage, and
never ends on a lead-in whose example is missing; one sentence left out between two quoted sentences of a
paragraph is quoted. Code blocks are quoted whole. The passage whose text uses most of the question's words
leads the answer (and so is its first citation); the others follow in retrieval order.
"""

from __future__ import annotations

import dataclasses
import math
import re
import textwrap
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from materials.chunking import TABLE_RULE
from materials.evidence import bare_term, zipf
from materials.sentences import is_numbered_heading, is_title_line, refers_back
from tutor.page_references import without_page_locator

BUDGET = 700  # characters of quoted prose; a code block or table needed by the answer may exceed it
MAX_CODE = 1600  # a code block longer than this is not quoted (it would drown the answer)
RELATIVE = 0.7  # further units must score at least this share of the best one
MAX_GROUPS = 3  # the best unit's group and at most two more
LEXICAL = 0.35  # weight of word overlap (relative to the best unit) beside the sentence similarity
FOLLOW_SHARE = 0.35  # sentences after the best unit come with it when they score at least this share of it
PRECEDE_SHARE = 0.5  # the sentence before it, at this share (stricter: it opens the answer)
SUBJECT_BONUS = 0.08  # a "what is X" question: more for the sentence whose subject is X ("A semitone is ...")
SHORT_CLAIM_WORDS = 5  # a sentence this short, opening its paragraph, says what the next one shows
EXERCISE_PENALTY = 1.0  # an exercise or a question is quoted only when nothing that explains comes near it
GLOSSARY_BONUS = 0.4  # a "what is X" question: a glossary row or list item headed by X ("altepetl | a city-state ...")
NUMBER_BONUS = 0.15  # a unit holding a number the question names ("how much was the 1380 poll tax")
LEAD_MARGIN = 0.2  # a quoted passage whose best unit outscores the lead's by this much leads instead
FOLLOW = 2  # sentences after the best unit quoted with it: a topic sentence is followed by its explanation

_FENCE = re.compile(r"^\s*(```|~~~)")
# A Markdown image, or what is left of one whose alt text was hidden (an instruction to the AI written there,
# materials/restricted.py): a picture the student cannot see in a quoted answer, and never worth quoting.
_IMAGE = re.compile(r"!\[[^\]\n]*\]\([^)\n]*\)|!\([^)\s]*\)")
_UNDERLINE = re.compile(r"\s*(?:-{3,}|={3,})\s*")  # a title's underline in a text or Markdown file
_BULLET = re.compile(r"^\s*(?:[-*•+]|\d{1,2}[.)])\s+")
# A table row: Markdown's "| a | b |", a tab-separated line, or the "cell | cell" rows that PDF and
# DOCX extraction write for a table.
_TABLE = re.compile(r"^\s*\|.*\|\s*$|\t|\S \| \S")
# A dot leader between a label and its value ("Coins on one string ............. 1,000"): a key-figures line, never the
# end of a sentence.
_LEADER = re.compile(r"\S ?\.{4,} ?\S")
# A sentence ends at . ! ? before a capital, a digit or an opening mark; never after an initial
# ("S. J. Singer"), a common abbreviation, or the first half of an era ("75 apr. J.-C.", "612 v. Chr.", "44 a. C.":
# answers set 44 lost "J.-C." off its gold sentence).
_SENTENCE_SPLIT = re.compile(r"(?<!\.\.\.\.)(?<!(?<![-\w])[A-Z]\.)(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\bvs\.)(?<!\bDr\.)(?<!\bMr\.)(?<!\bSt\.)"
                             r"(?<!\bapr\.)(?<!\bav\.)(?<!\bv\.)(?<!\bn\.)(?<!\ba\.)(?<!\bd\.)(?<!\bca\.)(?<!\bcf\.)"
                             r"(?<=[.!?])[\"'”’)\]]*\s+(?=[\"'“‘(\[]?[A-Z0-9$\\`*_])")
_CODE_HINT = re.compile(r"(^\s{2,}\S)|[;{}]\s*$|^\s*(>>>|\$ |def |class |import |from |for |while |if |return |print\(|#include|"
                        r"function |var |let |const |public |SELECT |[A-Za-z_][\w.]*\s*(=|\+=|-=)\s*\S)|\w\([^()]*\)\s*$")
_ANAPHOR = re.compile(r"^(it|its|this|these|that|those|they|such|here|then|so|thus|therefore|in other words|"
                      r"in effect|in short|that is|for example|for instance|in this case|the result|the output)\b", re.I)
_DEFINITION = re.compile(r"\b(is|are|means|refers to|is defined as|is called|are called|denotes|describes|measures)\b", re.I)
# An opening subordinate clause holding a pronoun: "When the borrower spends it, ...", "Once they
# divide, ...": the sentence continues one before it.
_CLAUSE_POINTS_BACK = re.compile(r"^(?:when|if|once|after|before|as soon as|because|although|since|while|unless|until)"
                                 r"\b[^,.;:]{0,60}\b(?:it|its|they|them|their|this|these|those)\b[^,.;:]*,", re.I)
# The opening of a worked example, and a sentence pointing at what comes below it.
_EXAMPLE_OPENING = re.compile(r"(?:^|[.!?:]\s+)(?:the following (?:\w+ )?(?:example|calculation)|worked example|example\b|"
                              r"for example\b|(?:worked )?problem \d{1,2}\b)", re.I)
_POINTS_BELOW = re.compile(r"\b(?:below|as follows|the following)\b", re.I)
# A paragraph's last sentence that ends pointing at the next block: "The Daniell cell is written as follows." over
# the cell's notation line (answers set 34), whatever kind of block that is; so does one ending on "below" ("For
# permanganate in acid the result is the standard equation below." over the equation's lines).
_ENDS_POINTING_BELOW = re.compile(r"\b(?:as follows|the following|below)\W*$", re.I)
# The problem a worked example solves, stated as a task ("Find the volume of a cone with a base radius of 500 m and a
# height of 200 m." above its numbered steps, answers set 25).
_STATES_THE_PROBLEM = re.compile(r"^(?:find|calculate|work out|compute|determine|estimate)\b", re.I)
# A conclusion drawn from the reasoning before it: the reason is the sentence or two above.
_CONCLUSION = re.compile(r"^(?:this|that) (?:is|was|explains|is the reason) why\b|^this (?:is|was) because\b", re.I)
# A sentence saying what the thing of the sentence before it is: "It is a grid...", "They are ...".
_PRONOUN_DEFINES = re.compile(r"^(?:it|they|this|these)\s+(?:is|are|means|refers to)\b", re.I)
# A sentence that only names what the sentence before it described ("Photographers call this the golden hour.",
# answers set 19; "The error is called the conjunction fallacy, and ...", answers set 25; "Students remember this as
# 'suck, squeeze, bang, blow'.", answers set 26; "... have the same pressure at the bottom; this surprise is called the
# hydrostatic paradox.", answers set 40): the description is what a question about the name asks for.
_NAMES_WHAT_CAME_BEFORE = re.compile(r"\b(?:call|calls|called|name|names|named|term|terms|termed|know|knows|remember|"
                                     r"remembers|refer\s+to|refers\s+to|nickname|nicknamed)\s+"
                                     r"(?:this|these|that|those|it|them)\b|"
                                     r"[;,]\s+(?:this|that|these|those|such)(?:\s+\w+){0,2}\s+(?:is|are|was|were)\s+(?:called|known\s+"
                                     r"as|termed|named)\b|"
                                     r"^the\s+(?:error|effect|bias|mistake|tendency|phenomenon|pattern|process|result|practice|"
                                     r"problem|habit|behaviou?r|illusion|fallacy|shortcut)\s+(?:is|are|was|were)\s+(?:called|known\s+"
                                     r"as|termed|named)\b", re.I)
# A question asking for a reason: the sentence before the best one often gives it (a claim, then its example).
# A sentence that announces how many things the next sentences give ("He won with two methods borrowed from his
# neighbours." before "In the centre he chained carts ..." and "On the wings ...", answers set 32): the count says the
# answer is in the sentences it announces, not in the announcement.
_ANNOUNCES_COUNT = re.compile(
    r"\b(two|three|four|several) (?:(?:main|key|chief|broad|basic|simple|different|separate|distinct|new|\w+ed) )?"
    r"(methods|ways|reasons|causes|factors|stages|steps|types|kinds|parts|groups|techniques|tactics|changes|"
    r"measures|reforms|problems|advantages|features|principles|rules|ideas|approaches|strategies|things)\b[^.!?:]*\.$",
    re.I)
_COUNTS = {"two": 2, "three": 3, "four": 3, "several": 2}
# The last words of a list item that names what the code block under it shows.
_NAMES_A_FORMULA = re.compile(r"\b(?:formula|equation|expression|rule|calculation|command|query|function)\.?$", re.I)
_WHY_Q = re.compile(r"^\s*(?:why|how come)\b", re.I)
# A short sentence that only gives a thing its name ("DNA replication is described as semi-conservative.");
# what the name means is the sentence after it.
_NAMING = re.compile(r"\b(?:is|are)\s+(?:described|known|referred to)\s+as\b|\b(?:is|are)\s+(?:called|termed|named)\b",
                     re.I)
_DEFINITION_Q = re.compile(r"^\s*(what\s+(is|are|does|do)|what['’]?s|wh?at\s+r|define|definition|meaning of|how do (i|you) (find|calculate|compute)|"
                           r"how is .* (calculated|computed|found|defined))\b", re.I)
# A title naming the student's own exercises ("Practice", "2.9 Exercises", "Check your understanding"):
# the list under it asks, it does not answer ("3. Solve 7 - 2x = 3x - 18." matched "how do I solve a
# linear equation like 3x + 5 = 20?" better than the sentence that says how).
_EXERCISE_TITLE = re.compile(r"^(?:\d+(?:\.\d+)*\.?\s+)?(?:practice(?: questions| problems| exercises)?|exercises?|problems|"
                             r"questions|review questions|check your understanding|self[- ]?(?:check|test)|quiz|"
                             r"test yourself|try (?:it|these)(?: yourself)?)\s*(?:\d+)?[:?]?$", re.I)
# Markup around a title line ("**Review questions**", "Exercises:"): not part of its words.
_TITLE_MARKUP = re.compile(r"^[*_\s]+|[*_:\s]+$")
_EXERCISE_Q = re.compile(r"\b(practi[cs]e|exercises?|problems?|quiz|questions? (?:to|for) (?:practi[cs]e|try))\b", re.I)
_EXAMPLE_Q = re.compile(r"\b(example|show me|how do i|how can i|how to|code|syntax|write)\b", re.I)
# A question that asks for a formula ("euler buckling formula", "bending stress formula", answers set 41): the formula
# itself, a line that sets a symbol equal to an expression, answers it better than a sentence about the formula.
_FORMULA_Q = re.compile(r"\b(formula|formulas|formulae|equation|equations)\b", re.I)
_FORMULA_LINE = re.compile(r"^\s*[A-Za-z_\u0370-\u03ff][\w\u0370-\u03ff,()^]{0,15}\s*=\s*\S")
FORMULA_BONUS = 0.2


@dataclass(frozen=True)
class Unit:
    """One quotable piece of a passage. ``kind``: sentence, code, item, row, or title (the title
    line over a list or table). ``block``: the index of its paragraph in the passage (units of one
    list or table share it). ``section``: how many headings come before it in the passage (units under
    one heading share it)."""

    passage: int
    position: int
    kind: str
    text: str
    block: int
    lead_in: bool  # ends with ":" (introduces what follows)
    section: int = 0


@dataclass(frozen=True)
class Quoted:
    """A unit chosen for the answer, with the passage's citation number."""

    n: int
    unit: Unit


# --------------------------------------------------------------------------- reading a passage


def _blocks(text: str) -> list[tuple[str, bool]]:
    """``(block text, is fenced code)`` in order: paragraphs split on blank lines, fenced code
    blocks whole (blank lines inside them included)."""
    out: list[tuple[str, bool]] = []
    lines = text.split("\n")
    current: list[str] = []
    fence: str | None = None

    def flush(code: bool = False) -> None:
        body = "\n".join(current).strip("\n")
        if body.strip():
            out.append((body, code))
        current.clear()

    for line in lines:
        if fence is not None:
            current.append(line)
            if _FENCE.match(line) and line.strip().startswith(fence):
                fence = None
                flush(code=True)
            continue
        opened = _FENCE.match(line)
        if opened and current and line.strip() in ("```", "~~~") and not any(_FENCE.match(c) for c in current):
            # A bare fence right under lines of text closes a block that a chunk boundary opened before
            # this passage began (an opening fence stands after a blank line or at the start): the lines
            # above it are that block's code, and what follows is not.
            flush(code=True)
            continue
        if opened:
            flush()
            fence = opened.group(1)
            current.append(line)
            continue
        if not line.strip():
            flush()
            continue
        current.append(line)
    if fence is not None:  # a chunk boundary cut the block: keep what there is, as code
        flush(code=True)
    else:
        flush()
    return out


def _dedent_code(body: str) -> str:
    """A code block's lines without their shared indentation. Ingestion strips the block's first
    line, so when it has none and does not open a nested block (no ":"), the rest are dedented on
    their own."""
    lines = textwrap.dedent(body.strip("\n")).rstrip().splitlines()
    if len(lines) > 1 and lines[0][:1].strip() and not lines[0].rstrip().endswith((":", "{", "(", "[")):
        rest = textwrap.dedent("\n".join(lines[1:])).splitlines()
        lines = [lines[0], *rest]
    return "\n".join(lines)


# A formula on a line of its own ("Annual depreciation = (cost - residual value) / useful life in years"):
# short and unpunctuated like a heading, but it is the answer the line above introduces.
_FORMULA = re.compile(r"\S\s*(?:=|<=|>=|≈|≠)\s*\S")


def _is_heading(line: str) -> bool:
    """A short line that names a topic: no sentence punctuation at its end (or a bold or one-to-
    four-word label ending in a full stop), no colon, no formula."""
    text = line.strip().strip("*_").strip()
    if not text or len(text) > 70 or text.endswith(":") or _FORMULA.search(text):
        return False
    if not re.search(r"[.!?;)\]\"'”’`$]$", text):
        return True
    return text.endswith(".") and len(text.split()) <= 4 and text[:1].isupper()


# Words a title does not end on but a hard-wrapped line of prose often does ("... a sum bit S and a").
_RUNS_ON_WORDS = frozenset("a an the and or but of to in on at by for from with as is are was were be its their "
                           "that which who so than then if when while because into onto".split())


def _runs_on(line: str, following: str) -> bool:
    """Whether ``line`` is the first line of hard-wrapped prose rather than a heading over it (a text
    file wrapped at 72 columns: "A half adder adds two bits, A and B, and produces a sum bit S and a" /
    "carry bit C. ..."): the next line goes on in lower case, or ``line`` ends on a comma or on a word
    no title ends on."""
    words = line.strip().strip("*_").split()
    return following.lstrip()[:1].islower() or line.rstrip().endswith(",") or (
        bool(words) and words[-1].lower() in _RUNS_ON_WORDS)


def _is_label(piece: str) -> bool:
    """A run-in label such as "Type II error." or "**Mitochondria.**": up to three words, a full
    stop, no verb of its own."""
    words = piece.strip("*_ ").split()
    return 0 < len(words) <= 3 and piece.rstrip("*_ ").endswith(".") and not any(
        w.lower() in {"is", "are", "was", "were", "has", "have", "do", "does", "can", "it", "this"} for w in words)


# A line of a worked calculation: a few words, "=", then a number ("Lost volts = I r = 0.50 x 0.50 = 0.25 V",
# "Terminal p.d. = 1.5 - 0.25 = 1.25 V"; answers set 38, where a PDF's example was read as one prose sentence).
_CALCULATION = re.compile(r"^[^=]{1,40}=\s*[-+(]?\s*\d")


def _is_code_line(line: str, *, working: bool = False) -> bool:
    """A line that reads as code; with ``working`` (a block of several lines), a line of a worked calculation too."""
    return bool(_CODE_HINT.search(line) or (working and _CALCULATION.search(line))) \
        and not re.search(r"[a-z]{3,}[.!?]$", line.strip())


def _looks_like_code(block: str) -> bool:
    """More than half the lines look like code, and none is a list item ("- **form**: whether the
    points follow a line;" ends like a statement but is prose; the block may start mid-item where
    a chunk boundary cut it)."""
    lines = [ln for ln in block.splitlines() if ln.strip()]
    # one line of working alone ("50 mm lens at f/8: diameter = 50 / 8 = 6.25 mm") stays a sentence, as quotable as any
    return bool(lines) and sum(_is_code_line(ln, working=len(lines) > 1) for ln in lines) * 2 > len(lines) and \
        not any(_BULLET.match(ln) for ln in lines)


@lru_cache(maxsize=4096)
def passage_units(text: str, passage: int = 0) -> tuple[Unit, ...]:
    """The units of a passage, in reading order. Headings (``#`` lines) and Markdown images are dropped."""
    units: list[Unit] = []
    text = _IMAGE.sub("", text)

    def add(kind: str, body: str, block: int) -> None:
        # code keeps its indentation relative to its least indented line
        body = _dedent_code(body) if kind == "code" else body.strip()
        if len(body) >= 3:
            end = body.rstrip("*_ ")
            # A sentence ending in ":" introduces what follows; one ending with no punctuation at all
            # ("Its test statistic is") runs on into a formula or a block: both need what follows.
            # Code is never a lead-in ("def greet(name):" is the start of the code, not of an example).
            lead_in = kind == "title" or (kind != "code" and (end.endswith(":") or (
                kind == "sentence" and not re.search(r"[.!?;)\]\"'”’`$]$", end) and not _FORMULA.search(end))))
            units.append(Unit(passage, len(units), kind, body, block, lead_in, section))

    blocks = _blocks(text)
    merged: list[tuple[str, str]] = []  # (kind, text): consecutive unfenced code paragraphs join
    for number, (body, fenced) in enumerate(blocks):
        if not fenced:
            lines = [ln for ln in body.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
            if not lines:
                continue
            body = "\n".join(lines)
        else:
            lines = body.splitlines()
        before = blocks[number - 1][0] if number else ""
        after = blocks[number + 1][0] if number + 1 < len(blocks) else ""
        if not fenced and len(lines) == 2 and _UNDERLINE.fullmatch(lines[1]) and len(lines[0].strip()) <= 80:
            merged.append(("heading", lines[0]))  # "4. SQL INJECTION" over "-------": a text file's heading
        elif not fenced and len(lines) == 1 and is_numbered_heading(body, before, after):
            merged.append(("heading", body))  # "3. Genes and the genetic code": a section's title, not an item
        elif fenced or _looks_like_code(body):
            if merged and merged[-1][0] == "code" and not fenced and not merged[-1][1].lstrip().startswith(("```", "~~~")):
                merged[-1] = ("code", merged[-1][1] + "\n" + body)
            else:
                merged.append(("code", body))
        elif sum(bool(_TABLE.search(ln)) for ln in lines) >= 2:
            merged.append(("table", body))
        elif not fenced and _aligned_columns(lines[1:] if number == 0 and not _COLUMN_GAP.search(lines[0]) else lines):
            # a plain-text table or glossary laid out in space-aligned columns: one row per line (a first
            # line without a gap is the end of a row that the chunk boundary cut, and is left out)
            lines = lines if _COLUMN_GAP.search(lines[0]) else lines[1:]
            merged.append(("table", "\n".join(_COLUMN_GAP.sub("\t", ln.strip()) for ln in lines)))
        elif not fenced and len(lines) >= 2 and sum(bool(_LEADER.search(ln)) for ln in lines) * 2 > len(lines):
            # key figures, one per line with a dot leader to its value (answers set 45's study notes): one item each,
            # quoted as written; joined as prose, one figure ran into the next label
            merged.append(("leaders", body))
        elif any(_BULLET.match(ln) for ln in lines):
            if merged and merged[-1][0] == "list" and _BULLET.match(lines[0]):
                # items spaced by blank lines (DOCX writes one paragraph per item) are one list
                merged[-1] = ("list", merged[-1][1] + "\n" + body)
            else:
                merged.append(("list", body))
        else:
            merged.append(("prose", body))
    heading_above = ""  # the heading paragraph right above the current block, if any
    section = 0
    for block, (kind, body) in enumerate(merged):
        above, heading_above = heading_above, ""
        if kind == "heading":
            section += 1
            if block + 1 < len(merged) and merged[block + 1][0] in ("list", "table"):
                add("title", body, block)  # a numbered heading over a list is its title
            continue
        if kind == "prose" and block + 1 < len(merged) and merged[block + 1][0] in ("list", "table") \
                and is_title_line(body):
            add("title", body, block)  # a slide's title over its bullets: their lead-in
        elif kind == "code":
            add("code", body, block)
        elif kind == "table":
            rows = [line for line in body.splitlines() if not TABLE_RULE.match(line)]
            if block == 0 and len(rows) > 1 and len(_cells(rows[0])) != len(_cells(rows[1])):
                rows = rows[1:]  # the tail of a row the chunk boundary cut ("has no match |")
            for line in rows:
                add("row", line, block)
        elif kind == "leaders":
            for line in body.splitlines():
                add("item", line, block)
        elif kind == "list":
            item: list[str] = []
            for line in body.splitlines():
                if _BULLET.match(line) and item:
                    add("item", " ".join(item), block)
                    item = []
                item.append(line.strip())
            add("item", " ".join(item), block)
            if block + 1 < len(merged) and merged[block + 1][0] == "code" and units and units[-1].block == block \
                    and _NAMES_A_FORMULA.search(units[-1].text):
                # "- A Hijri year can be turned into a year of the common era with a short formula" over the formula
                # in a code block (answers set 32): the item introduces the block as an item ending with ":" would
                units[-1] = dataclasses.replace(units[-1], lead_in=True)
        else:
            lines = body.splitlines()
            if len(lines) > 1 and _is_heading(lines[0]) and not _runs_on(lines[0], lines[1]):
                lines = lines[1:]  # a run-in heading on its own line ("Type II error.")
            flat = re.sub(r"\s+", " ", " ".join(lines)).strip()
            introduced = bool(units) and units[-1].block == block - 1 and units[-1].kind == "sentence" \
                and units[-1].text.rstrip("*_ ").endswith(":")
            if len(lines) == 1 and _is_heading(flat) and not introduced:
                # (a line right under a sentence ending in ":" is what it introduces, not a heading: "the pattern of
                # steps between the notes:" over "tone - tone - semitone - ...", answers set 29)
                heading_above = flat
                section += 1
                continue  # a heading paragraph: a title, not an answer
            start = len(units)
            for piece in _SENTENCE_SPLIT.split(flat):
                if not _is_label(piece):
                    add("sentence", piece, block)
            if len(units) > start and block + 1 < len(merged) and merged[block + 1][0] in ("list", "table", "code") \
                    and _sets_up_example(f"{above}. {flat}" if above else flat, units[-1].text):
                # a worked example's set-up ("The following example ... A motor uses 500 J to lift 10 kg
                # through 3.0 m.") introduces its steps as surely as a lead-in ending with ":"; so does the paragraph
                # under a heading that names one ("Worked example: thrust from a jet" over the rule, then the steps,
                # answers set 26)
                units[-1] = dataclasses.replace(units[-1], lead_in=True)
            elif len(units) > start and block + 1 < len(merged) and _ENDS_POINTING_BELOW.search(units[-1].text):
                units[-1] = dataclasses.replace(units[-1], lead_in=True)
    return tuple(units)


# The gap between two columns of a plain-text table: two or more spaces after a word that does not end
# a sentence (a typist's two spaces after a full stop are not a column).
_COLUMN_GAP = re.compile(r"(?<=[^\s.!?:;]) {2,}(?=\S)")


def _aligned_columns(lines: Sequence[str]) -> bool:
    """Whether a paragraph's lines are the rows of a table laid out in spaces (a text file's glossary:
    " crop lien      a merchant's claim on ..."): at least two lines, each with a column gap, and the
    second column starting at one character on most of them (a term longer than the column pushes its
    own row's start on: " second messenger  a signal ..."). Joined into one sentence, the glossary's
    terms ran into each other's definitions."""
    if len(lines) < 2:
        return False
    starts: list[int] = []
    for line in lines:
        gap = _COLUMN_GAP.search(line)
        if gap is None:
            return False
        starts.append(gap.end())
    return Counter(starts).most_common(1)[0][1] * 2 > len(starts)


def _sets_up_example(paragraph: str, last: str) -> bool:
    """A paragraph right above a list, table or calculation that sets up what follows: one of its
    sentences opens a worked example ("The following example...", "Worked example:"), its last
    sentence asks the example's question ("How far does it travel before it stops?"), states it as a task ("Find the
    volume of ...") or points below ("as follows")."""
    return bool(_EXAMPLE_OPENING.search(paragraph) or last.rstrip().endswith("?") or _POINTS_BELOW.search(last)
                or _STATES_THE_PROBLEM.match(last))


def is_exercise_title(text: str) -> bool:
    """A title naming the student's own exercises ("Practice", "**Review questions**", "2.9 Exercises:"). Pure."""
    return bool(_EXERCISE_TITLE.match(_TITLE_MARKUP.sub("", text)))


# A list item's marker ("- ", "3. ", "(b) ") and the words a question opens with: "Bentham included animals: the
# question is, can they suffer?" ends with a question mark but states a view (answers set 10).
_LIST_MARKER = re.compile(r"^\s*(?:[-*•]|\(?\w{1,3}[.)])\s+")
_ASKING_START = re.compile(r"^[\W_]*(?:what|why|how|which|who|whom|whose|when|where|is|are|was|were|do|does|did|can|could|"
                           r"should|would|will|has|have|had|name|give|list)\b", re.I)


def asks(unit: Unit) -> bool:
    """A sentence or list item that is itself a question: it ends with a question mark and opens like one ("- Why did
    the Fourth Crusade end in Constantinople?"; not "3. Explain how the Nika riot began." nor "Bentham included animals:
    the question is, can they suffer?"). It asks what the student should answer, so a question sentence never holds the
    answer, however many of the question's words it repeats, and a list most of whose items ask is exercises (answers
    set 24: a chapter's review questions were quoted for "how did the nika riot start"). Pure."""
    body = _LIST_MARKER.sub("", unit.text)
    return unit.kind in ("sentence", "item") and body.rstrip("*_)\"'”’ ").endswith("?") and bool(_ASKING_START.match(body))


# A list item that sets the student a task the way an exam does ("- Explain why basaltic eruptions are usually less
# explosive", "- Distinguish between a hazard and a risk", "- Give an everyday example of mental accounting"): never a
# step of a method ("- Calculate the mean" is one, so "calculate" is not here).
_SETS_A_TASK = re.compile(r"^(?:explain|compare|contrast|distinguish|discuss|evaluate|outline|justify|assess|suggest|"
                          r"describe\s+(?:how|why|the\s+difference)|give\s+(?:an?\s+)?(?:\w+\s+)?(?:examples?|reasons?))\b", re.I)


def sets_a_task(unit: Unit) -> bool:
    """A list item that asks (:func:`asks`) or sets an exam-style task (``_SETS_A_TASK``). Pure."""
    return unit.kind == "item" and (asks(unit) or bool(_SETS_A_TASK.match(_LIST_MARKER.sub("", unit.text))))


def _sets_a_task_alone(unit: Unit) -> bool:
    """A sentence that sets the student an exam-style task (``_SETS_A_TASK``: "Explain where the factor of one half in the
    energy formula comes from."): a review question whose list marker the chunk boundary cut off (answers set 38), or an
    exercise written as prose. It holds no answer. Pure."""
    return unit.kind == "sentence" and bool(_SETS_A_TASK.match(unit.text))


def _lists_of_questions(units: Sequence[Unit]) -> set[tuple[int, int]]:
    """``(passage, block)`` of each list most of whose items ask or set a task (:func:`sets_a_task`): a slide titled
    "Review" whose last item is "Was Manzikert or 1204 the greater disaster? Give reasons" (answers set 24) is exercises
    too, and so is one of "Explain why ...", "How many times more tephra ...?", "Compare ...", "Distinguish ..."
    (answers set 25: quoted for the question it sets). Pure."""
    lists: dict[tuple[int, int], list[Unit]] = {}
    for u in units:
        if u.kind == "item":
            lists.setdefault((u.passage, u.block), []).append(u)
    # A list every item of which ends with a question mark asks in any language: the Italian notes' "Domande di
    # ripasso" ("1. Perché nel 1291 le fornaci furono trasferite a Murano?") were quoted for "how do you make a murrina"
    # (answers set 49), the French "Questions de révision" for a question one of them repeats (set 50).
    return {key for key, items in lists.items() if len(items) >= 2 and (
        2 * sum(map(sets_a_task, items)) >= len(items) or all(map(_ends_with_question_mark, items)))}


def _ends_with_question_mark(unit: Unit) -> bool:
    return unit.text.rstrip("*_)\"'”’ ").endswith(("?", "？", "؟"))


# How a line cut in the middle of a calculation opens: a closing bracket, an operator, or a bracketed sum ("(287 x 288) = 1.23
# kg per cubic metre", answers set 33, where "rho = 101325 / " was left in the chunk before).
_OPENS_MID_CALCULATION = re.compile(r"^(?:[)\],;:=/+*×]|\(?\d[\d.,]*\s*[x×*/+−-]\s*\d[\d.,]*\)?\s*=)")


def is_fragment(unit: Unit, units: Sequence[Unit]) -> bool:
    """A sentence or list item a chunk boundary cut: it starts in lower case (or in the middle of a
    calculation) at the passage's start, or (a sentence) ends without punctuation at its end."""
    first, last = unit.position == 0, unit.position == len(units) - 1
    if unit.kind == "item":  # an item the boundary cut has lost its marker and its start
        return first and unit.text[:1].islower()
    if unit.kind != "sentence":
        return False
    return (first and (unit.text[:1].islower() or bool(_OPENS_MID_CALCULATION.match(unit.text)))) or (
        last and not re.search(r"[.!?:;)\]\"'”’`*$]$", unit.text))


# --------------------------------------------------------------------------- scoring


_STOP = set(
    """a an the and or but if then else of to in on at by for with about as into from over under is are was were
    be been being do does did doing have has had having it its this that these those there here what which who
    whom whose when where why how can could should would will shall may might must i you he she we they me my
    your our their them us not no yes so than too very just also any some all each more most such only own same
    other please tell explain describe give show mean means meaning define definition example examples between
    vs versus difference find get use using work works""".split()
) | {  # the question words and negations students run together ("whats the fifth kind of formula": "whats" is no topic)
    f"{word}{tail}" for word in ("what", "how", "who", "where", "when", "why", "that", "there") for tail in ("s", "'s")
} | set("isnt isn't arent aren't dont don't doesnt doesn't didnt didn't cant can't wont won't im i'm ive i've".split())
_WORD = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_'’-]*")


def _stem(word: str) -> str:
    """A crude stem that one word's forms share: "rule", "rules" and "ruled" all give "rul" (a final "e" goes, so the
    plural's "es" and the singular meet: "what is the third CIP rule" missed "The CIP priority rules", answers set 35);
    "class" keeps its "ss"."""
    w = word.lower().replace("’", "'").strip("'-")
    for suffix in ("'s", "ies", "ing", "ed", "es", "s"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3 and not (suffix == "s" and w.endswith("ss")):
            w = w[: -len(suffix)] + ("y" if suffix == "ies" else "")
            break
    return w[:-1] if w.endswith("e") and len(w) > 3 else w


@lru_cache(maxsize=16384)
def terms(text: str) -> tuple[str, ...]:
    """Content-word stems of ``text`` (memoised: the same passages come back turn after turn)."""
    return tuple(_stem(w) for w in _WORD.findall(text) if not _is_stop(w) and len(w) > 1)


def _is_stop(word: str) -> bool:
    return word.lower().replace("’", "'") in _STOP


# The weight of a word in a question: how far its Zipf frequency lies below this (the rarest known words come close to
# it); a word the word list does not know ("spinlock", "etest", a typo) weighs all of it
_RAREST = 7.0


def covered_share(question: str, text: str) -> float:
    """How much of ``question`` the ``text`` uses: its content words (stems) that ``text`` holds, each
    weighted by its rarity in English (7 minus its Zipf frequency: "lorenz" counts far more than "find"),
    as a share of them all (0.0 to 1.0). A word no word list knows that ``text`` does not hold makes it
    0.0: an unknown term ("spinlock", "z-track") is what a question is about, and a passage without it is
    about something else. Pure."""
    held = set(terms(text))
    total = covered = 0.0
    seen: set[str] = set()
    for word in _WORD.findall(question or ""):
        stem = _stem(word)
        if _is_stop(word) or len(word) <= 1 or stem in seen:
            continue
        seen.add(stem)
        frequency = zipf(word.replace("’", "'"))
        if frequency <= 0 and stem not in held:
            return 0.0
        weight = max(0.0, _RAREST - frequency) if frequency > 0 else _RAREST
        total += weight
        covered += weight * (stem in held)
    return covered / total if total else 0.0


# A place in a list the question asks for: "the third CIP rule", "whats the fifth kind of formula in the list of six",
# "the 2nd column" (answers set 35).
_ORDINAL_WORDS = ("first second third fourth fifth sixth seventh eighth ninth tenth").split()
_ASKED_PLACE = re.compile(r"\b(" + "|".join(_ORDINAL_WORDS) + r"|(?:1st|2nd|3rd|[4-9]th|10th))\b", re.I)


def asked_place(question: str) -> tuple[str, int] | None:
    """The word of ``question`` that names a place in a list and that place (1-based), or None. Pure."""
    match = _ASKED_PLACE.search(question or "")
    if match is None:
        return None
    word = match.group(1).lower()
    place = _ORDINAL_WORDS.index(word) + 1 if word in _ORDINAL_WORDS else int(word[:-2])
    return match.group(1), place


def longest_list(text: str) -> int:
    """The number of items of the longest list in ``text`` (bulleted or numbered lines). Pure."""
    counts = Counter(u.block for u in passage_units(text) if u.kind == "item")
    return max(counts.values(), default=0)


# A number of two or more digits as written ("1380", "10^-6" gives "10" and "6" is too short, "1,000", "0.5"): a
# question that names one asks about the unit that holds it, whatever its other words (answers set 21: "The third,
# in 1380, was a shilling a head" scored below a neighbour that shares "poll tax" with the question).
_NUMBER = re.compile(r"(?<![\w.])\d[\d,]*(?:\.\d+)?(?![\w])")


def numbers(text: str) -> set[str]:
    """The numbers of two or more digits in ``text``, thousands separators dropped. Pure."""
    return {n for n in (m.replace(",", "") for m in _NUMBER.findall(text)) if len(n.replace(".", "")) >= 2}


def _lexical(question: str, units: Sequence[Unit]) -> list[float]:
    q_terms = set(terms(question))
    docs = [Counter(terms(u.text)) for u in units]
    n_docs = len(docs) or 1
    avg = (sum(sum(d.values()) for d in docs) / n_docs) or 1.0
    df = Counter(t for d in docs for t in d)
    out = []
    for doc in docs:
        length = sum(doc.values()) or 1
        score = 0.0
        for t in q_terms & doc.keys():
            idf = math.log(1 + (n_docs - df[t] + 0.5) / (df[t] + 0.5))
            tf = doc[t]
            score += idf * tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * length / avg))
        out.append(score)
    return out


# A sentence that opens by naming its subject and defining it: "A semitone is the smallest step...",
# "An acid releases..." is not (no defining verb), "The Pearson coefficient, r, measures...".
_SUBJECT_DEFINED = re.compile(r"^\s*(?:(?:a|an|the)\s+)?((?:[\w'’-]+\s+){0,4}?[\w'’-]+)\s*(?:,[^,]{1,60},\s*)?"
                              r"(?:is|are|means|refers to|is defined as|is called|measures)\b", re.I)
# Verbs a definition question ends on ("what does X measure?"): not part of the term asked about.
_ASKING_VERBS = frozenset({"measure", "stand", "represent", "show", "mean"})
# Where the asker's own words begin after the term ("what's non-voluntary euthanasia, like what's an example":
# "like" and "example" are not part of the term asked about).
_ASIDE = re.compile(r"[,;:?!()]|\s+-\s|\s+(?:like|and|or|in (?:simple|plain|easy)|e\.g\.|exactly|actually|again|please|"
                    r"pls)\b", re.I)


def asked_terms(question: str) -> set[str]:
    """The content words of the term a "what is X" question asks about (``bare_term`` of the question up
    to its first aside); all of the question's content words when it names no term that way."""
    term = bare_term(_ASIDE.split(question, maxsplit=1)[0])
    asked = set(terms(term)) if term else set()
    return asked or set(terms(question))


def _defines_asked_term(text: str, q_terms: set[str]) -> bool:
    """Whether ``text`` is a definition whose subject holds every content word of the question (less
    its asking verb): for "what is a semitone?", "A semitone is the smallest step in Western music"
    (a slide bullet "Every step is a semitone" shares the word and the verb, but not as its subject;
    "Constraints are rules..." does not define a "CHECK constraint"). Pure."""
    asked = q_terms - _ASKING_VERBS
    match = _SUBJECT_DEFINED.match(text)
    return bool(match) and bool(asked) and asked <= set(terms(match.group(1)))


# Where a glossary entry's head ends: a table cell, a tab or a run of spaces, a colon, a dash between spaces.
_HEAD_END = re.compile(r"\s*(?:\||\t|\s{2,}|:|\s[-–—]\s)")


def _headed_by(unit: Unit, asked: set[str]) -> bool:
    """Whether ``unit``, a table row or list item, is a glossary entry for the asked term: its head (first cell, or
    what comes before a colon or a dash, bold marks and bullet left out) is the term ("altepetl\ta city-state: a
    town, its ruler and its lands" for "whats an altepetl", answers set 34: a row has no sentence vector of its own,
    so its meaning scored far below a sentence that only mentions the word). Pure."""
    if unit.kind not in ("row", "item") or not asked:
        return False
    body = _BULLET.sub("", unit.text.strip(), count=1).replace("**", "").replace("__", "").strip("| ")
    if unit.kind == "row" and len(_cells(body)) > 2:
        return False  # a row of a data table ("Cacao | 980 loads | the Gulf coast") is not an entry that defines
    parts = _HEAD_END.split(body, maxsplit=1)
    return len(parts) == 2 and len(parts[0].split()) <= 6 and len(parts[1].split()) >= 3 and set(terms(parts[0])) == asked


def _meaning(unit: Unit, text: str, scored: Sequence[tuple[str, float]], fallback: float | None) -> float | None:
    """The best similarity of the stored sentences that share most of their words with ``unit``
    (found by words, not offsets, so a passage rewritten for quoting still matches), else
    ``fallback``."""
    words = set(_squash(unit.text).split())
    best = None
    for sentence, similarity in scored:
        other = set(_squash(sentence).split())
        shared = len(words & other)
        # the same sentence split differently, or a piece of the unit (a Markdown file wrapped at a
        # fixed width stores one vector per line): a piece must have a few words, so a heading
        # ("Type II error.") never lends its similarity to the sentence it titles
        if words and other and (shared >= 0.5 * max(len(words), len(other))
                                or (len(other) >= 5 and shared >= 0.8 * len(other))):
            best = similarity if best is None else max(best, similarity)
    return fallback if best is None else best


def _squash(text: str) -> str:
    return re.sub(r"[\s*_`#>|-]+", " ", text).strip().lower()


def score_units(question: str, units: Sequence[Unit], passages: Sequence) -> list[float]:
    """How well each unit answers ``question``: meaning (0..1) plus 0.35 x words (relative to the
    best unit's), with a defining-sentence bonus for "what is" questions and a bonus for a unit that
    holds a number the question names (:data:`NUMBER_BONUS`); fragments cut by chunk
    boundaries and lead-ins score less on their own (their context is added by ``with_context``),
    and so do the items of an exercise list (a title such as "Practice" over them, or most items
    questions) and a sentence that is itself a question (:func:`asks`) and sets up nothing, unless
    the question asks for exercises."""
    lexical = _lexical(question, units)
    top = max(lexical, default=0.0) or 1.0
    definitional = bool(_DEFINITION_Q.search(question))
    wants_example = bool(_EXAMPLE_Q.search(question))
    wants_formula = bool(_FORMULA_Q.search(question))
    q_terms = set(terms(question))
    asked = asked_terms(question)
    q_numbers = numbers(question)
    by_passage: dict[int, list[Unit]] = {}
    for u in units:
        by_passage.setdefault(u.passage, []).append(u)
    wants_exercises = bool(_EXERCISE_Q.search(question))
    exercises = set() if wants_exercises else {
        (u.passage, u.block + 1) for u in units if u.kind == "title" and is_exercise_title(u.text)} | _lists_of_questions(units)
    scores = []
    for unit, lex in zip(units, lexical):
        passage = passages[unit.passage]
        meaning = _meaning(unit, passage.text, getattr(passage, "sentence_scores", ()), None)
        score = (passage.similarity if meaning is None else meaning) + LEXICAL * lex / top
        if lex <= 0:
            # no word in common: a little less likely; with no sentence vector to vouch for its
            # meaning either (embedding APIs store none), nothing says it is related at all
            score -= 0.1 if meaning is not None else 0.4
        if definitional and unit.kind == "sentence" and _DEFINITION.search(unit.text) and \
                q_terms & set(terms(" ".join(unit.text.split()[:10]))):
            score += 0.08
            if _defines_asked_term(unit.text, asked):
                score += SUBJECT_BONUS
        if definitional and _headed_by(unit, asked):
            score += GLOSSARY_BONUS
        if q_numbers and q_numbers & numbers(unit.text):
            score += NUMBER_BONUS
        formula = wants_formula and any(_FORMULA_LINE.match(line) for line in unit.text.splitlines()[:3])
        if formula:
            score += FORMULA_BONUS
        elif unit.kind == "code" and not wants_example:
            score -= 0.05
        if is_fragment(unit, by_passage[unit.passage]):
            score -= 0.25
        # a question that sets up a worked example ("How far does it travel before it stops?" over its steps) is its
        # lead-in, not an exercise; a list item that asks is left to its list ("Which of two pleasures is higher?"
        # heads the answers under it)
        if (unit.passage, unit.block) in exercises or (unit.kind == "sentence" and (asks(unit) or _sets_a_task_alone(unit))
                                                        and not unit.lead_in and not wants_exercises):
            score -= EXERCISE_PENALTY
        scores.append(score + 0.05 * passage.similarity)
    return scores


# --------------------------------------------------------------------------- context and selection


def with_context(unit: Unit, units: Sequence[Unit]) -> list[Unit]:
    """``unit`` and what it needs to make sense, in reading order (``units``: its passage's)."""
    i = unit.position
    group = [unit]
    if unit.lead_in:
        group += _introduced(units, i)
        if group[-1].kind == "code":
            group += _comment_after(units, group[-1].position)
    if unit.kind in ("code", "item", "row"):
        lead = _lead_in_before(units, i)
        if lead is not None:
            group.insert(0, lead)
            if unit.kind != "code":  # the rest of the list or table the lead-in introduces
                group += [u for u in units if u.block == unit.block and u.position != unit.position]
        if unit.kind == "code":
            group += _comment_after(units, i)
    if unit.kind == "sentence" and not unit.lead_in:
        group += _rest_of_the_problem(unit, units)
    if unit.kind == "item" and refers_back(unit.text):
        # "3. Solve that linear equation.": a step means little without the steps before it
        group += [u for u in units[:i] if u.block == unit.block]
    if unit.kind == "row":
        header = next((u for u in units if u.block == unit.block and u.kind == "row"), None)
        if header is unit:  # a header row alone says nothing: the table it heads comes with it
            group += [u for u in units if u.block == unit.block and u.position != unit.position]
        elif header is not None:
            group.insert(0, header)
    if unit.kind == "sentence":
        if _points_back(unit.text) and i > 0 and units[i - 1].kind == "sentence":
            group.insert(0, units[i - 1])
            # "That deposit is new money." before "When the borrower spends it, ...", or a conclusion
            # ("This is why colour blindness is commoner in men.") drawn from the two sentences before it
            if i > 1 and (_ANAPHOR.match(units[i - 1].text) or _CONCLUSION.match(unit.text)) \
                    and units[i - 2].kind == "sentence" and units[i - 2].block == units[i - 1].block == unit.block \
                    and not units[i - 2].lead_in:
                group.insert(0, units[i - 2])
        elif _ANAPHOR.match(unit.text) and i > 0 and units[i - 1].kind in ("code", "row") \
                and units[i - 1].block == unit.block - 1:
            # "So the concentration has risen by about half." after the worked calculation (or the
            # table) it sums up: the block comes with it, and what the block needs in turn
            first = next(u for u in units if u.block == units[i - 1].block)
            group += [u for u in units if u.block == first.block] + with_context(first, units)
        if _NAMING.search(unit.text) and not _ANAPHOR.match(unit.text) and len(unit.text.split()) <= 12 and \
                i + 1 < len(units) and units[i + 1].kind == "sentence" and units[i + 1].block == unit.block \
                and not is_fragment(units[i + 1], units):
            # "X is described as semi-conservative." names it; the next sentence says what that means
            group.append(units[i + 1])
        announced = _ANNOUNCES_COUNT.search(unit.text)
        if announced:
            group += _announced(units, i, _COUNTS[announced.group(1).lower()])
        opens_paragraph = i == 0 or units[i - 1].block != unit.block
        if len(unit.text.split()) <= SHORT_CLAIM_WORDS and opens_paragraph and i + 1 < len(units) and \
                units[i + 1].kind == "sentence" and units[i + 1].block == unit.block and \
                not is_fragment(units[i + 1], units) and not asks(units[i + 1]):
            # a short claim opening its paragraph comes with the sentence that bears it out ("Results vary across
            # cultures." before the study and its figures, answers set 25); inside a paragraph a short sentence is one
            # point among others ("Variables appear in formulas." is not borne out by "The weather is nice today.")
            group.append(units[i + 1])
        if i + 1 < len(units) and units[i + 1].kind == "sentence" and units[i + 1].block == unit.block and \
                _ANAPHOR.match(units[i + 1].text) and \
                (_DEFINITION.search(unit.text) or _PRONOUN_DEFINES.match(units[i + 1].text)):
            # the second half of a two-sentence definition ("A Karnaugh map makes the simplification
            # systematic. It is a grid with one cell for each row of the truth table.")
            group.append(units[i + 1])
            if units[i + 1].lead_in:
                group += _introduced(units, i + 1)
    seen: set[int] = set()
    out = []
    for u in sorted(group, key=lambda u: u.position):
        if u.position not in seen:
            seen.add(u.position)
            out.append(u)
    return out


PROBLEM_SENTENCES = 4  # a worked example's statement is a short paragraph


def _rest_of_the_problem(unit: Unit, units: Sequence[Unit]) -> list[Unit]:
    """When sentence ``unit`` belongs to a worked example's statement (a short paragraph whose last sentence introduces the
    working below it: "An ambulance siren sounds at 700 Hz. The ambulance moves at 25 m/s. What frequency does a person
    at the roadside hear ...?" over its lines of working), the whole statement and the working: one of its figures
    alone ("The ambulance moves at 25 m/s.", answers set 39) answers nothing."""
    paragraph = [u for u in units if u.block == unit.block]
    if unit not in paragraph:
        return []
    last = paragraph[-1]
    if not (last.kind == "sentence" and last.lead_in and len(paragraph) <= PROBLEM_SENTENCES):
        return []
    working = _introduced(units, last.position)
    if not working or working[0].kind != "code":
        return []
    return paragraph + working + _comment_after(units, working[-1].position)


# An opening phrase, then "this" or "it" as the subject: "In a find-all loop this produces a long list of empty strings."
# (answers set 45: the sentence before says what "this" is).
_PHRASE_THEN_POINTS_BACK = re.compile(r"^(?:in|on|at|for|with|by|after|during|without)\s+[^,.;:]{1,40}?\s(?:this|these|it)\s+"
                                      r"(?:is|are|was|were|means|gives|produces|makes|returns|leads|causes|happens|"
                                      r"can|will|would)\b", re.I)


def _points_back(text: str) -> bool:
    """A sentence that opens by pointing back: "It/This/These...", or an opening clause whose
    pronoun names something said before ("When the borrower spends it, the money lands..."), or an opening phrase
    before such a pronoun ("In a find-all loop this produces ..."), or one that names what came before
    ("Photographers call this the golden hour.")."""
    return bool(_ANAPHOR.match(text) or _CLAUSE_POINTS_BACK.match(text) or _PHRASE_THEN_POINTS_BACK.match(text)
                or _NAMES_WHAT_CAME_BEFORE.search(text))


# A sentence that draws the conclusion of the block above it: "The nurse therefore gives two of the 62.5 microgram
# tablets." under the lines of working (answers set 21)
_CONCLUDES = re.compile(r"^\W*(?:\w+\s+){0,4}(?:therefore|thus|hence)\b", re.I)


def _comment_after(units: Sequence[Unit], i: int) -> list[Unit]:
    """The sentence right after code block ``i`` when it comments on it ("This prints 3.142.") or draws its conclusion
    ("The nurse therefore gives two tablets.")."""
    if i + 1 < len(units) and units[i + 1].kind == "sentence" and (
            _ANAPHOR.match(units[i + 1].text) or _CONCLUDES.match(units[i + 1].text)):
        return [units[i + 1]]
    return []


def _introduced(units: Sequence[Unit], i: int) -> list[Unit]:
    """What the lead-in at ``i`` introduces: the next block (a code block, a whole list or table),
    or the next sentence (an example in prose)."""
    if i + 1 >= len(units):
        return []
    nxt = units[i + 1]
    if nxt.kind == "sentence":
        return [nxt]
    return [u for u in units[i + 1:] if u.block == nxt.block]


def _announced(units: Sequence[Unit], i: int, count: int) -> list[Unit]:
    """Up to ``count`` sentences after the one at ``i`` in its paragraph: the things it announces."""
    out: list[Unit] = []
    for u in units[i + 1:]:
        if len(out) == count or u.kind != "sentence" or u.block != units[i].block or is_fragment(u, units) or asks(u):
            break
        out.append(u)
    return out


def _lead_in_before(units: Sequence[Unit], i: int) -> Unit | None:
    """The sentence right before the block of unit ``i``, when it introduces it (ends with ":") or
    is the explanation above a code block; or the title right above a list or table."""
    block = units[i].block
    before = [u for u in units[:i] if u.block != block]
    if not before:
        return None
    prev = before[-1]
    if prev.kind == "title" and prev.block == block - 1 and units[i].kind != "code":
        return prev
    if prev.kind == "sentence" and (prev.lead_in or units[i].kind == "code"):
        return prev
    return None


def _best_of(among: Sequence[int], units: Sequence[Unit], scores: Sequence[float],
             per_passage: Sequence[Sequence[Unit]], chosen: dict) -> list[Unit]:
    """The best unit of the passages ``among`` (with what it needs), when nothing of them was chosen. Used for the
    passages on the page the student named ("on slide 11 what flow rate do they get in the end", answers set 40, is
    answered by slide 11's working, which scores below the slide before it on the words of the question) and for
    the passages in another language that the multilingual search brought to an English question (their sentences
    are scored by another encoder, on a scale an English table or list can outscore: answers set 46, "why is it
    harder to make money recycling LFP batteries" lost the Portuguese sentence that answers to a table of packs).
    Empty when one of them is already quoted, or when their best is code too long to quote."""
    if not among or any(u.passage in among for u in chosen.values()):
        return []
    there = [k for k in range(len(units)) if units[k].passage in among]
    if not there:
        return []
    best = units[max(there, key=lambda k: scores[k])]
    group = with_context(best, per_passage[best.passage])
    return [] if any(u.kind == "code" and len(u.text) > MAX_CODE for u in group) else list(group)


def _following(unit: Unit, units: Sequence[Unit], count: int, relevant: Callable[[Unit], bool]) -> list[Unit]:
    """Up to ``count`` sentences right after ``unit`` in its passage (with what they need), while they
    are ``relevant`` (an unrelated next sentence ends the run). A heading after code, a table or a list
    ends it too: a worked example's working is not followed by the next section's first sentence. A run
    of sentences may go on under the next heading, where a topic often continues ("Use len ..." then
    "A for loop repeats ..." and its "range(5)": stopping there too lost that sentence in a
    cross-lingual hedge)."""
    out: list[Unit] = []
    i = unit.position
    while len(out) < count and i + 1 < len(units) and units[i + 1].kind == "sentence" and \
            (units[i + 1].section == unit.section or units[i].kind == "sentence") and not is_fragment(units[i + 1], units) \
            and relevant(units[i + 1]):
        nxt = units[i + 1]
        out += [u for u in with_context(nxt, units) if u.position > unit.position]
        i = out[-1].position
    return out


def _preceding(unit: Unit, units: Sequence[Unit], relevant: Callable[[Unit], bool]) -> list[Unit]:
    """The sentence right before ``unit`` in its paragraph (with what it needs), when it is
    ``relevant``: a claim is often followed by its reason or example ("When comparing two products,
    always use the per 100 g column. Serving sizes are chosen by the manufacturer..."), and the
    example can match the question better than the claim it supports."""
    i = unit.position
    if unit.kind != "sentence" or i == 0:
        return []
    prev = units[i - 1]
    if prev.kind != "sentence" or prev.block != unit.block or prev.lead_in or is_fragment(prev, units) \
            or not relevant(prev):
        return []
    return [u for u in with_context(prev, units) if u.position < i]


def _key(unit: Unit) -> str:
    """What a unit says, for deduplication (overlapping chunks repeat text). A title is never a
    duplicate of another unit: "What is a market?" over one slide and the agenda item "What a market
    is" on another share their words, and a list quoted without its title reads as a bare list."""
    if unit.kind == "title":
        return f"title {unit.passage} {unit.position}"
    return " ".join(terms(unit.text)) or unit.text.lower()


def select(question: str, passages: Sequence, *, budget: int = BUDGET) -> list[Quoted]:
    """The units to quote, in reading order (passage order, then position), deduplicated; empty when
    the passages have nothing quotable. Never ends on a lead-in without what it introduces."""
    per_passage = [passage_units(p.text, i) for i, p in enumerate(passages)]
    units = [u for us in per_passage for u in us]
    if not units:
        return []
    question = without_page_locator(question)  # where to look is no part of what is asked
    scores = score_units(question, units, passages)
    ranked = sorted(range(len(units)), key=lambda k: scores[k], reverse=True)
    best = scores[ranked[0]]
    score_of = {(u.passage, u.position): sc for u, sc in zip(units, scores)}
    term_only = bare_term(question) is not None
    definitional = bool(_DEFINITION_Q.search(question))
    chosen: dict[tuple[int, int], Unit] = {}
    keys: set[str] = set()
    used = 0
    groups = 0
    for k in ranked:
        if groups >= MAX_GROUPS or (groups and scores[k] < RELATIVE * best):
            break
        unit = _fullest_copy(units[k], units, per_passage)
        if (unit.passage, unit.position) in chosen or _key(unit) in keys:
            continue
        group = with_context(unit, per_passage[unit.passage])
        if not groups:
            last = group[-1]

            def follows(u: Unit) -> bool:
                """Whether sentence ``u`` after the best group is quoted with it: on its own score, or as
                the very next sentence of its paragraph when the question is only a term ("mirror image
                rule": what the course says about it shares no word with the term, "A reply that adds or
                changes a term is not an acceptance.") or asks what something is and ``u`` goes on about
                the same subject ("... It is a grid with one cell for each row ...")."""
                if score_of[(u.passage, u.position)] >= FOLLOW_SHARE * best:
                    return True
                next_in_paragraph = u.block == last.block and u.position == last.position + 1
                return next_in_paragraph and (term_only or (definitional and bool(_ANAPHOR.match(u.text))))

            group += _following(last, per_passage[unit.passage], FOLLOW, follows)
            # a "why" question takes the sentence before whatever it scores: the claim an example illustrates
            share = 0.0 if _WHY_Q.match(question) else PRECEDE_SHARE
            group = _preceding(group[0], per_passage[unit.passage],
                               lambda u: score_of[(u.passage, u.position)] >= share * best) + group
        group = [u for u in group if (u.passage, u.position) not in chosen and _key(u) not in keys
                 and not _cut_copy(u, per_passage[u.passage], keys)]
        if not group:
            continue
        if any(u.kind == "code" and len(u.text) > MAX_CODE for u in group):
            group = [u for u in group if u.kind != "code"]
            group = [u for u in group if not u.lead_in]
            if not group:
                continue
        size = sum(len(u.text) for u in group if u.kind == "sentence")
        if groups and used + size > budget:
            continue
        for u in group:
            chosen[(u.passage, u.position)] = u
            keys.add(_key(u))
        used += size
        groups += 1
    pointed = [i for i, p in enumerate(passages) if getattr(p, "pointed_at", False)]
    brought_across = [i for i, p in enumerate(passages) if getattr(p, "other_language", False)]
    for among in (pointed, brought_across):
        for u in _best_of(among, units, scores, per_passage, chosen):
            if _key(u) not in keys:
                chosen[(u.passage, u.position)] = u
                keys.add(_key(u))
    # a cut copy quoted before the whole sentence came in goes too
    picked = [u for u in chosen.values() if not _cut_copy(u, per_passage[u.passage], keys - {_key(u)})]
    picked += _gaps(picked, per_passage, keys)
    picked += _rest_of_short_lists(picked, per_passage, keys)
    picked = _drop_dangling(sorted(picked, key=lambda u: (u.passage, u.position)), per_passage)
    lead = lead_passage(question, [p.text for p in passages], picked, pointed=pointed, scores=score_of)
    picked.sort(key=lambda u: (u.passage != lead, u.passage, u.position))
    return [Quoted(passages[u.passage].n, u) for u in picked]


def lead_passage(question: str, texts: Sequence[str], picked: Sequence[Unit], pointed: Sequence[int] = (),
                 scores: Mapping[tuple[int, int], float] | None = None) -> int | None:
    """The passage an answer quoting ``picked`` should open with (and cite first): of the passages
    quoted, one on the page the question names (``pointed``: "on slide 19, what number is cord B" opened with
    slide 18's table of knots, whose words it shares more of, answers set 37); else the one whose quoted part uses
    the most of the question's content words, then the one whose whole text does, then the first retrieved; unless
    another passage's best quoted unit outscores that passage's best by :data:`LEAD_MARGIN` (``scores``: each
    unit's score, by ``(passage, position)``). Retrieval order alone often opened with a neighbour
    (a slide next to the one that answers, a sentence on the same table) that a lower group of the
    answer came from; the best unit's passage alone is no better a rule (an agenda bullet or a formula
    can score best), but a clear lead in score is: on answers sets 43-50 the passage quoted first held the gold
    sentence 16 times more in 1,236 answers (docs/benchmarks.md, "The passage quoted first and foreign passages a
    little further")."""
    quoted: dict[int, list[str]] = {}
    for u in picked:
        quoted.setdefault(u.passage, []).append(u.text)
    if not quoted:
        return None
    asked = set(terms(question))

    def uses(text: str) -> int:
        return len(asked & set(terms(text)))

    lead = max(quoted, key=lambda i: (i in pointed, uses(" ".join(quoted[i])), uses(texts[i]), -i))
    if lead in pointed or not scores:
        return lead
    best = {i: max(scores.get((u.passage, u.position), 0.0) for u in picked if u.passage == i) for i in quoted}
    clearly = max(quoted, key=lambda i: (best[i], -i))
    return clearly if best[clearly] >= best[lead] + LEAD_MARGIN else lead


def _gaps(picked: Sequence[Unit], per_passage: Sequence[Sequence[Unit]], keys: set[str]) -> list[Unit]:
    """The sentences left out between two quoted sentences of one paragraph when only one lies between
    them: "A many-to-many relationship cannot be stored directly in two tables. [Instead, a third table,
    called a junction table, is created.] Each row of the junction table pairs one row from each side"
    reads as a non sequitur without the middle one, which is often the one that answers."""
    at = {(u.passage, u.position) for u in picked}
    out = []
    for u in picked:
        units = per_passage[u.passage]
        i = u.position
        if u.kind == "sentence" and (u.passage, i + 2) in at and (u.passage, i + 1) not in at:
            middle, after = units[i + 1], units[i + 2]
            if middle.kind == after.kind == "sentence" and middle.block == after.block == u.block \
                    and _key(middle) not in keys:
                out.append(middle)
    return out


SHORT_LIST = 6  # a list of at most this many items is quoted whole once two of its items are


def _rest_of_short_lists(picked: Sequence[Unit], per_passage: Sequence[Sequence[Unit]], keys: set[str]) -> list[Unit]:
    """The other items of a short list two or more of whose items are quoted: a list is read as a whole, and the item
    left out is often the one that answers ("Total by end areas: 716 cubic metres" after the two sums that make it,
    answers set 22)."""
    at = {(u.passage, u.position) for u in picked}
    lists = Counter((u.passage, u.block) for u in picked if u.kind == "item")
    out = []
    for (passage, block), quoted in lists.items():
        items = [u for u in per_passage[passage] if u.block == block and u.kind == "item"]
        if quoted >= 2 and len(items) <= SHORT_LIST:
            out += [u for u in items if (passage, u.position) not in at and _key(u) not in keys]
    return out


def _cut_copy(unit: Unit, units: Sequence[Unit], keys: set[str]) -> bool:
    """``unit`` is a piece of a sentence already quoted, cut by a chunk boundary (overlapping chunks:
    "given launch speed is reached with a launch angle of 45 degrees." after the whole sentence; a
    passage's first unit may be cut without looking cut: "10^23 particles, a number known as...")."""
    key = _key(unit)
    # a lead-in stays (what it introduces needs it), and so does a piece of three words or fewer: a
    # short run of words can recur in another sentence without being a copy of it
    return (unit.position == 0 or is_fragment(unit, units)) and unit.kind != "title" and not unit.lead_in and \
        len(key.split()) > 3 and any(key in other for other in keys if other != key)


def _fullest_copy(unit: Unit, units: Sequence[Unit], per_passage: Sequence[Sequence[Unit]]) -> Unit:
    """``unit``, or the copy of it in another passage (overlapping chunks repeat text) that comes
    with more of what it needs: where a chunk boundary cut a worked example or a list after its
    first step, the next chunk holds the whole of it ("- The channel is 12 m wide..." and then the
    steps down to the discharge)."""
    if unit.kind == "title":
        return unit
    key = _key(unit)
    copies = [u for u in units if u.passage != unit.passage and u.kind == unit.kind and _key(u) == key]
    if not copies:
        return unit
    def size(u: Unit) -> tuple[int, int]:
        # then, for a sentence, on a tie, the copy with more of its paragraph after it: a chunk boundary right after "He
        # won with two methods borrowed from his neighbours." leaves the methods to the next chunk (answers set 32). Not
        # for a table row or a list item, whose copies hold the same block (answers set 6: "tritone" led with another
        # chunk's copy of its table row)
        units_of = per_passage[u.passage]
        after = sum(1 for v in units_of[u.position + 1:] if v.block == u.block) if u.kind == "sentence" else 0
        return len(with_context(u, units_of)), min(after, FOLLOW + 2)

    best = max(copies, key=size)
    return best if size(best) > size(unit) else unit


def _drop_dangling(picked: list[Unit], per_passage: Sequence[Sequence[Unit]]) -> list[Unit]:
    """Leave out a lead-in unless the unit quoted right after it is the one it introduces, or for
    a title, one of the list or table it heads (read from the end, so a lead-in before a dropped
    lead-in goes too)."""
    kept: list[Unit] = []
    for u in reversed(picked):
        if u.lead_in:
            nxt = kept[-1] if kept else None
            if nxt is None or nxt.passage != u.passage or (
                    nxt.position != u.position + 1 and not (u.kind == "title" and nxt.block == u.block + 1)):
                continue
        kept.append(u)
    return kept[::-1]


def _cells(row: str) -> list[str]:
    """The cells of a table row: "| a | b |", "a | b" (extraction writes " | " between cells) or
    tab-separated."""
    text = row.strip()
    if "|" in text:
        text = text.strip("|")
        return [c.strip() or " " for c in text.split("|")]
    return [c.strip() or " " for c in text.split("\t")]


def render(quoted: Sequence[Quoted], marker: Callable[[int], str] = lambda n: f"[{n}]") -> str:
    """The quoted units as Markdown: sentences of one paragraph run together, list items and table
    rows keep their lines, code blocks are fenced; each run from one passage ends with its marker."""
    parts: list[str] = []
    line: list[str] = []
    previous: Quoted | None = None

    def close_line() -> None:
        if line:
            parts.append(" ".join(line))
            line.clear()

    for i, q in enumerate(quoted):
        u = q.unit
        nxt = quoted[i + 1] if i + 1 < len(quoted) else None
        # One marker at the end of each run of adjacent units of one passage.
        last_of_run = nxt is None or nxt.unit.passage != u.passage or nxt.unit.position != u.position + 1
        mark = f" {marker(q.n)}" if last_of_run else ""
        if u.kind == "sentence":
            if previous is not None and (previous.unit.kind != "sentence" or previous.n != q.n):
                close_line()
            line.append(u.text + mark)
        elif u.kind == "title":
            close_line()
            parts.append(f"**{u.text}**")
        elif u.kind == "code":
            close_line()
            body = u.text if u.text.lstrip().startswith(("```", "~~~")) else f"```\n{u.text}\n```"
            fence = body.lstrip()[:3]
            if len(re.findall(rf"^[ \t]*{re.escape(fence)}", body, re.M)) % 2:
                body += f"\n{fence}"  # a block the chunk boundary cut: closed, so the marker is not read as code
            parts.append(body + (f"\n{marker(q.n)}" if mark else ""))
        elif u.kind == "row":  # a Markdown table: the first quoted row of a run is its header
            close_line()
            cells = _cells(u.text)
            row = "| " + " | ".join(cells) + " |"
            if previous is not None and previous.unit.kind == "row" and previous.unit.block == u.block \
                    and previous.n == q.n and parts:
                parts[-1] += "\n" + row
            else:
                parts.append(row + "\n|" + " --- |" * len(cells))
            if nxt is None or nxt.unit.kind != "row" or nxt.unit.block != u.block or nxt.n != q.n:
                parts[-1] += f"\n\n{marker(q.n)}"  # one marker under the table, never inside a row
        else:  # item: one per line
            close_line()
            text = u.text if _BULLET.match(u.text) else f"- {u.text}"
            if previous is not None and previous.unit.kind == u.kind and previous.unit.block == u.block \
                    and previous.unit.passage == u.passage and parts:
                parts[-1] += "\n" + text + mark
            else:
                parts.append(text + mark)
        previous = q
    close_line()
    return "\n\n".join(parts)
