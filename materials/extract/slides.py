"""Slide decks: a PDF of one short slide per page, each opening with its title (pure, no Django).

A deck is chunked slide by slide (materials/chunking.py): a slide's terse bullets only make sense
under their title, and a passage spanning several slides quotes its best bullet among its
neighbours' and cites the page the passage starts on (docs/decisions.md, "Slide decks are chunked
per slide"). A document is a deck when it has at least ``MIN_PAGES`` pages with text and at least
``TITLED_SHARE`` of them are short (``MAX_SLIDE_WORDS`` words at most) and open with a title: a
block that extraction read as a heading (larger or bold type, standing alone). A prose page holds
hundreds of words, so a prose PDF with a heading on every page is not a deck.
"""

from __future__ import annotations

from collections.abc import Sequence

from materials.extract.document import Block

MIN_PAGES = 5  # a handout of three slides chunks well enough as prose
MAX_SLIDE_WORDS = 120  # a slide of six bullets and a table has ~80; a page of prose 300+
TITLED_SHARE = 0.8  # a deck's title page, an image-only or a closing "Questions?" slide may lack a title


def is_title(block: Block) -> bool:
    """``block`` is a heading standing alone (extraction sets a heading block's ``heading`` to its text)."""
    return block.heading is not None and block.text.strip() == block.heading.strip()


def is_slide_deck(blocks: Sequence[Block]) -> bool:
    """Whether ``blocks`` (in reading order, with pages) are a deck of one titled slide per page.

    Pure; blocks without a page (DOCX, Markdown, text) never make a deck.
    """
    pages: dict[int, list[Block]] = {}
    for block in blocks:
        if block.page is None:
            return False
        if block.text.strip():
            pages.setdefault(block.page, []).append(block)
    if len(pages) < MIN_PAGES:
        return False
    slides = sum(
        1 for page in pages.values()
        if is_title(page[0]) and sum(len(b.text.split()) for b in page) <= MAX_SLIDE_WORDS
    )
    return slides >= TITLED_SHARE * len(pages)
