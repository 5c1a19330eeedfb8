"""DOCX: mammoth writes it as HTML, read into blocks by :class:`materials.extract.html.HTMLBlocks`. DOCX has no
pages (``page=None``). The zip is checked for bombs before mammoth opens it."""

from __future__ import annotations

import io
import re
import zipfile
from typing import Any

from materials.extract.detect import MONO_FONT_RE
from materials.extract.html import HTMLBlocks
from materials.extract.document import gettext_noop
from materials.extract.document import (
    DOCX_MAX_MEMBERS, DOCX_MAX_RATIO, DOCX_RATIO_MIN_SIZE, ExtractedDocument, ExtractionError, unreadable,
)


def check_zip_bomb(data: bytes, max_unpacked: int, *, damaged: str = gettext_noop("The DOCX file is damaged.")) -> None:
    """Refuse a zip (a DOCX, a PPTX) that does not open (``damaged``: the reason given) or unpacks like a bomb."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            infos = archive.infolist()
    except (zipfile.BadZipFile, OSError, ValueError, EOFError):
        raise unreadable(damaged) from None
    too_big = ExtractionError("extraction_failed", gettext_noop("The document is too large once unpacked."))
    if len(infos) > DOCX_MAX_MEMBERS:
        raise too_big
    total = 0
    for info in infos:
        total += info.file_size
        if total > max_unpacked:
            raise too_big
        ratio = info.file_size / max(info.compress_size, 1)
        if info.file_size > DOCX_RATIO_MIN_SIZE and ratio > DOCX_MAX_RATIO:
            raise too_big


# A paragraph of code: its style says so, or every run with text is set in a monospaced font. Mammoth
# writes it as <pre> (consecutive ones joined by line breaks), and its lines are kept as they are: a
# shell script joined into one line would read as prose, and its "#!/bin/bash" as a heading.
_CODE_STYLE = "CourseTutor code"
_CODE_STYLE_RE = re.compile(r"\b(code|preformatted|source|listing|verbatim|console)\b", re.I)
_STYLE_MAP = f"p[style-name='{_CODE_STYLE}'] => pre:separator('\\n')"


def _is_code_paragraph(paragraph: Any) -> bool:
    from mammoth import documents, transforms

    if paragraph.style_name and _CODE_STYLE_RE.search(paragraph.style_name):
        return True
    runs = [run for run in transforms.get_descendants_of_type(paragraph, documents.Run)
            if any(text.value.strip() for text in transforms.get_descendants_of_type(run, documents.Text))]
    return bool(runs) and all(run.font and MONO_FONT_RE.search(run.font) for run in runs)


def _mark_code(paragraph: Any) -> Any:
    return paragraph.copy(style_id=None, style_name=_CODE_STYLE) if _is_code_paragraph(paragraph) else paragraph


def extract_docx(data: bytes, *, max_unpacked: int) -> ExtractedDocument:
    check_zip_bomb(data, max_unpacked)
    import mammoth

    def no_images(image: Any) -> dict[str, str]:
        return {"src": ""}  # skip base64-encoding images we never read

    try:
        result = mammoth.convert_to_html(io.BytesIO(data), convert_image=mammoth.images.img_element(no_images),
                                         style_map=_STYLE_MAP, transform_document=mammoth.transforms.paragraph(_mark_code))
    except Exception:  # mammoth/zipfile/xml raise assorted types on broken files
        raise unreadable(gettext_noop("The DOCX file is damaged.")) from None
    parser = HTMLBlocks()
    parser.feed(result.value)
    parser.close()
    return ExtractedDocument(blocks=parser.blocks, page_count=None)
