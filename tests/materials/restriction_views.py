"""What a file's restricted sections keep from learners and what they leave shown, for the label tests: the file extracted
and its sections found with every label channel the extraction reads (margins, a section's own margins, speaker notes,
bookmarks and page labels, unseen labels), as the indexer finds them."""

from __future__ import annotations

from materials import restricted
from materials.extract import extract


def kept_and_shown(data: bytes, kind: str) -> tuple[str, str]:
    """``(kept, shown)``: the text of the blocks inside a restricted section, and of the rest, each joined by spaces."""
    document = extract(data, kind)
    sections = restricted.find_restricted_sections(document.blocks, margins=document.margins,
                                                   page_notes=document.page_notes,
                                                   section_margins=document.section_margins, outline=document.outline,
                                                   unseen_labels=document.unseen_labels)
    inside = {i for s in sections for i in range(s.first, s.last + 1)}
    return (" ".join(b.text for i, b in enumerate(document.blocks) if i in inside),
            " ".join(b.text for i, b in enumerate(document.blocks) if i not in inside))
