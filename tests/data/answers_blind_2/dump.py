import sys
from pypdf import PdfReader
for f in sys.argv[1:]:
    r=PdfReader(f)
    for i,p in enumerate(r.pages,1):
        t=p.extract_text()
        print(f"===== {f} page {i} =====")
        print(t)
