"""What extraction produces and how it fails: blocks of text in reading order, and one error type
whose ``code`` is a row of the error table (config/errors.py) and whose message a teacher can read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Kind = Literal["pdf", "docx", "pptx", "html", "markdown", "text"]

EXTRACTION_CODES = frozenset({"unsupported_format", "empty_file", "file_too_large", "extraction_failed"})


def gettext_noop(text: str) -> str:
    """Marks ``text`` for the catalogue (``makemessages`` looks for this name) without importing Django:
    extraction must load without it (tests/materials/test_embeddings.py)."""
    return text


# ``ExtractionError.localized`` translates these where a person is waiting (an upload, an attachment);
# the stored copy stays English.
MSG_UNSUPPORTED = gettext_noop("Unsupported file format. Please upload PDF, Word (DOCX), PowerPoint (PPTX), a web page "
                                "(HTML), Markdown or plain text.")
MSG_TOO_LARGE = gettext_noop("File exceeds the maximum size limit.")
MSG_EMPTY = gettext_noop("The file is empty.")
MSG_UNREADABLE = gettext_noop("Could not read the document. Try uploading it in a different format.")

# A DOCX (or a PPTX) is a zip: refused before it is opened when it unpacks to more than this in all, holds more
# members, or one large member is compressed beyond this ratio (the shape of a zip bomb).
DOCX_MAX_UNPACKED = 200 * 1024 * 1024
DOCX_MAX_MEMBERS = 10_000
DOCX_MAX_RATIO = 200
DOCX_RATIO_MIN_SIZE = 10 * 1024 * 1024


class ExtractionError(Exception):
    """A user-facing ingestion failure; ``code`` is one of :data:`EXTRACTION_CODES`, and its HTTP
    status comes from the one error table (``config.errors.STATUS_BY_CODE``)."""

    def __init__(self, code: str, message: str, reason: str | None = None) -> None:
        if code not in EXTRACTION_CODES:
            raise ValueError(f"unknown extraction error code {code!r}")
        message_text = f"{message} {reason}" if reason else message
        super().__init__(message_text)
        self.code = code
        self.message = message_text  # English: what a worker stores on the material
        self._parts = (message, reason)

    def localized(self) -> str:
        """``message`` in the active language (each sentence is its own catalogue entry)."""
        from django.utils.translation import gettext

        head, reason = self._parts
        return f"{gettext(head)} {gettext(reason)}" if reason else gettext(head)

    @property
    def status(self) -> int:
        from config.errors import status_for  # imported here: importing ``config`` loads Django

        return status_for(self.code)


def unreadable(reason: str | None = None) -> ExtractionError:
    return ExtractionError("extraction_failed", MSG_UNREADABLE, reason)


@dataclass(frozen=True)
class Block:
    text: str
    page: int | None
    heading: str | None


@dataclass(frozen=True)
class ExtractedDocument:
    blocks: list[Block]
    page_count: int | None
    slides: bool = False  # a deck of one titled slide per page (extract/slides.py): chunked per slide
    # Text printed outside the body on every page: a PDF's running headers and footers, a DOCX's headers and footers.
    # Never course text (not in ``blocks``); read only for a label that keeps the whole file from learners
    # ("Instructor copy - not for students" in the footer, materials/restricted.py).
    margins: tuple[str, ...] = ()
    # ``(first block, last block, line)`` of a header or footer that only some sections of a DOCX carry: it labels those
    # blocks, not the whole file.
    section_margins: tuple[tuple[int, int, str], ...] = ()
    # (slide number, speaker notes) of a deck's slides that have notes: the presenter's, never course text; read only for
    # a label that keeps its slide from learners ("Hide this slide before sharing the deck: it holds the answers").
    page_notes: tuple[tuple[int, str], ...] = ()
    # (first page, last page, title) of a PDF's bookmarks (its outline): each bookmark's pages run to the page before the
    # next one's; and each page whose own page label says more than its number, as a span of that page alone. Never course
    # text; read only for a label that keeps those pages from learners ("Instructor copy only: pull
    # this page before the notes are released to students", blind guardrail set 61: the page itself said nothing).
    outline: tuple[tuple[int, int, str], ...] = ()
    # (block, text) of words a sighted reader never reads, standing just before block ``block``: a picture's description
    # (HTML and DOCX ``alt``, a slide picture's ``descr``; on a slide, the slide's first block) and an element's accessible
    # name (HTML ``aria-label``). Never course text; read only for a label that keeps what follows from learners (an image
    # banner "Tutor copy: take this section out before the handout goes to learners", blind guardrail set 62; a section's
    # aria-label "Worked answers for teachers, keep off the pupil pages", blind answers set 57).
    unseen_labels: tuple[tuple[int, str], ...] = ()


def validate_size(size: int, limit: int) -> None:
    """Raise ``file_too_large`` when ``size`` bytes exceed ``limit``; an empty file is ``empty_file``."""
    if size > limit:
        raise ExtractionError("file_too_large", MSG_TOO_LARGE)
    if size <= 0:
        raise ExtractionError("empty_file", MSG_EMPTY)
