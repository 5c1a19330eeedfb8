"""Print the visible text of each page of a PDF (the standard-library extractors of pdftext.py;
--layout for the layout extractor, --raw for every span, hidden ones marked [H]).

Usage: dump.py FILE.pdf [--layout | --raw]

Set 59: copied from set 58 unchanged but for this docstring; set 59's pdftext.py also draws a
stamp annotation's appearance on its page and marks transparent and image-covered text hidden.
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
