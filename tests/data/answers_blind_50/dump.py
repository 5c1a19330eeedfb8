"""Print the text of each page of a PDF (pdfminer via pdfplumber, and pypdfium2).

Usage: dump.py FILE.pdf [--pdfium]
"""
import sys

import pdfplumber
import pypdfium2


def pages_pdfminer(path):
    with pdfplumber.open(path) as pdf:
        return [p.extract_text() or "" for p in pdf.pages]


def pages_pdfium(path):
    doc = pypdfium2.PdfDocument(path)
    out = []
    for i in range(len(doc)):
        tp = doc[i].get_textpage()
        out.append(tp.get_text_range())
    return out


if __name__ == "__main__":
    path = sys.argv[1]
    pages = pages_pdfium(path) if "--pdfium" in sys.argv else pages_pdfminer(path)
    for i, t in enumerate(pages, 1):
        print(f"===== page {i} =====")
        print(t)
