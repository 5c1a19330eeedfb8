"""Print the visible text of each page of a PDF (set 51: the standard-library extractors of
pdftext.py; --layout for the layout extractor, --raw for every span, hidden ones marked [H]).

Usage: dump.py FILE.pdf [--layout | --raw]

Set 52: copied from set 51 unchanged (only this line added).
Set 54: copied from set 53 unchanged (only this line added).
Set 55: copied from set 54 unchanged (only this line added).
Set 58: copied from set 57 unchanged (only this line added); set 58's pdftext.py decodes the
Romanian letters, places text drawn with Tm and marks text hidden by its own box or the CropBox.
"""
import sys

from pdftext import _pdf_pages, _stream_text, layout_lines

if __name__ == "__main__":
    path = sys.argv[1]
    for i, spans in enumerate(_pdf_pages(path), 1):
        print(f"===== page {i} =====")
        if "--raw" in sys.argv:
            for x, y, s, vis in spans:
                print(("    " if vis else "[H] ") + f"{y:7.2f} {s}")
        elif "--layout" in sys.argv:
            print("\n".join(layout_lines(path, i)))
        else:
            print(_stream_text(spans))
