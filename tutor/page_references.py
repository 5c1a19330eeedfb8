"""Where a question points in the course: "on slide 21 ...", "in the key terms table on page 4, ...".

The page or slide numbers a question names are where to look, never what is asked: grounding searches those pages
(tutor/grounding.py), and both grounding and the answer's composition (tutor/providers/composition.py) read the
question without the words that point, since no passage holds them ("key terms table", "slide", "4"). Pure.
"""

from __future__ import annotations

import re

# "on slide 21 ...", "page 4 says ...", "the table on p. 3": the student points at a page of the course.
_NAMED_PAGE = re.compile(r"\b(?:slides?|pages?|pg|p\.|diapositivas?|folien?|p[aá]ginas?|seiten?)\s*(\d{1,3})\b", re.I)

_PAGE = r"(?:slides?|pages?|pg|p\.)\s*\d{1,3}\b(?!\s+(?:is|sits)\b)"
# ... and says where to look: "on slide 21 ...", "in the timeline on page 2 ...", "page 4 says ...", "slide 15 naughty
# teddy ..."; also what is on that page: "in the key terms table on page 4, what is the calamus", "which joint can take
# tension, from the table on page 3" (blind answers set 48: "key terms table" chose the table's first row over the
# row that answers). Not a page the question is about ("if page 3 is in frame 8", "page 5 sits in frame 9": memory
# pages).
_WHAT_IS_THERE = (r"(?:[\w'’-]+\s+){0,3}?(?:table|list|chart|diagram|figure|graph|timeline|glossary|box|map|summary|"
                  r"section|bullet(?:\s+points?)?|bullets)")
_PAGE_LOCATOR = re.compile(
    rf"(?:\b(?:in|from|on|at)\s+the\s+{_WHAT_IS_THERE}\s+(?:on|in|at|of)\s+(?:the\s+)?{_PAGE}"
    rf"|(?:^\s*|\b(?:on|in|from|at)\s+(?:the\s+)?){_PAGE})\s*[,:-]?", re.I)


def named_pages(question: str) -> list[int]:
    """The page or slide numbers ``question`` names, in order (at most three)."""
    return list(dict.fromkeys(int(n) for n in _NAMED_PAGE.findall(question or "") if int(n) > 0))[:3]


def points_at_a_page(question: str) -> bool:
    """Whether ``question`` says where to look ("on slide 10, how ..."), not only names a page it asks about."""
    return bool(_PAGE_LOCATOR.search(question or ""))


def without_page_locator(question: str) -> str:
    """``question`` less the words that say where to look ("on slide 21 what terms did grant give lee's men": "what
    terms did grant give lee's men"): they are no part of what is asked, and no passage holds them."""
    asked = re.sub(r"\s+", " ", _PAGE_LOCATOR.sub(" ", question or "")).strip().rstrip(",;:-").rstrip()
    return asked or (question or "")
