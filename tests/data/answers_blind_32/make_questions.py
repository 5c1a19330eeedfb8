"""Write questions.jsonl from the hand-written questions below (set 32).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the gold snippet is looked up
automatically (pdfminer text through pdfplumber for PDFs, python-pptx text for PowerPoint decks);
check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 19") uses the page / slide number. PowerPoint
decks count the title slide as slide 1. rows() asserts that the number in the question is the
page or slide where the gold was found.

Run build.py first.
"""
import json
import random
import re
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
TY = "typography"
MU = "mughal-empire"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("sikka meaning")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the part of a definition or sentence that falls after a page break
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

T1 = "01-letterforms-and-type-anatomy.pdf"
T2 = "02-type-classification-slides.pptx"
T3 = "03-setting-text-and-layout.docx"
T4 = "04-type-on-the-web.html"
T5 = "05-glossary-and-house-style.md"
M1 = "01-founding-the-empire-babur-to-akbar.pdf"
M2 = "02-court-culture-and-the-arts-slides.pptx"
M3 = "03-administration-and-economy.docx"
M4 = "04-aurangzeb-and-the-later-mughals.html"
M5 = "05-chronology-and-reading-notes.txt"

ANSWERABLE = [
    # ---------------------------------------------------------------- typography, PDF (12)
    (TY, T1, "paraphrase", "¿Cuál es la diferencia entre legibilidad y lecturabilidad en tipografía?",
     ["how easily one character can be told apart from another"]),
    (TY, T1, "exact_term", "who actually cut the first italic type, was it aldus?",
     ["cut by Francesco Griffo"]),
    (TY, T1, "exact_term", "whats the oldest surviving book done with metal type",
     ["printed with metal type in Korea in 1377"]),
    (TY, T1, "keyword", "out of sorts origin", ["a printer who ran short of a character was literally out of sorts"]),
    (TY, T1, "how_why", "why do designers make the o and s a tiny bit taller than the flat letters",
     ["the eye judges a curve that only touches a line to be shorter"]),
    (TY, T1, "list_item", "in letter anatomy what is a terminal", ["the end of a stroke that carries no serif"]),
    (TY, T1, "how_why", "why does verdana look way bigger than garamond at the same point size",
     ["because its lowercase letters take up more of the body"]),
    (TY, T1, "definition_tail", "why did the stress turn vertical in late 18th century typefaces",
     ["drawing with a pointed, flexible pen rather than copying the broad nib"]),
    (TY, T1, "paraphrase", "is an oblique basically the same as an italic?",
     ["a roman that has been slanted mechanically while keeping the same letter shapes"]),
    (TY, T1, "exact_term", "how long was the american point in millimetres",
     ["the United States in 1886, measured 0.3515 millimetres"]),
    (TY, T1, "code_block", "how many inches wide is a 27 pica column",
     ["324 points / 72 = 4.5 inches = 114.3 mm"]),
    (TY, T1, "list_item", "which old style numbers go below the baseline",
     ["3, 4, 5, 7 and 9 hang below the baseline"]),
    # ---------------------------------------------------------------- typography, PPTX (12)
    (TY, T2, "exact_term", "does atypi still endorse the vox classification",
     ["ATypI withdrew its endorsement in 2021"]),
    (TY, T2, "how_why", "why did germany stop using fraktur", ["banned it as a so-called Jewish letter"]),
    (TY, T2, "list_item", "how can i tell a venetian humanist serif from the letter e",
     ["The crossbar of the lowercase e slopes upward to the right"]),
    (TY, T2, "exact_term", "which typeface printed the declaration of independence",
     ["was used to print the American Declaration of Independence in 1776"]),
    (TY, T2, "how_why", "Pourquoi les caractères didones sont-ils difficiles à utiliser en petit corps ?",
     ["the hairlines break up in small text and on rough paper"]),
    (TY, T2, "exact_term", "who drew helvetica", ["drawn by Max Miedinger with Eduard Hoffmann at the Haas foundry"]),
    (TY, T2, "table_row", "in the groups at a glance table what are the key features of didone",
     ["vertical stress, extreme contrast, hairline serifs"]),
    (TY, T2, "code_block", "on slide 19 what does univers 57 mean", ["Univers 57 = regular weight, condensed, roman"]),
    (TY, T2, "worked_step", "in the mystery face example what does the level e crossbar rule out",
     ["Observation 2: crossbar of e is level -> not Venetian"]),
    (TY, T2, "list_item", "stress is vertical, now how do i tell transitional from didone",
     ["bracketed means transitional, hairline means didone"]),
    (TY, T2, "paraphrase", "if i swap helvetica for arial will my text reflow",
     ["text reflows identically when one replaces the other"]),
    (TY, T2, "table_row", "who created truetype", ["Apple, licensed to Microsoft"]),
    # ---------------------------------------------------------------- typography, DOCX (10)
    (TY, T3, "code_block", "11pt type at 120 percent leading = how many points",
     ["leading 120 percent: 11 x 1.2 = 13.2 pt"]),
    (TY, T3, "exact_term", "what does setting solid mean",
     ["Setting type with no extra space, such as 10/10, is called setting it solid"]),
    (TY, T3, "exact_term", "ideal number of characters per line?", ["with about 66 characters regarded as ideal"]),
    (TY, T3, "how_why", "why are really long lines hard to read",
     ["make the eye lose its place as it sweeps back to the start"]),
    (TY, T3, "paraphrase", "Wie heißen die weißen Lücken, die sich im Blocksatz durch die Spalte ziehen?",
     ["can line up down the page into white channels called rivers"]),
    (TY, T3, "list_item", "how many hyphenated lines in a row is too many",
     ["Allow no more than three hyphenated lines in a row."]),
    (TY, T3, "exact_term", "whats an orphan in typesetting",
     ["the first line of a paragraph left alone at the bottom of a page"]),
    (TY, T3, "table_row", "what leading do footnotes get in the hierarchy table", ["regular, set on 8.5 pt leading"]),
    (TY, T3, "paraphrase", "in a book which margin is supposed to be the biggest",
     ["the bottom margins the widest of all"]),
    (TY, T3, "exact_term", "who wrote grid systems in graphic design",
     ["Josef Muller-Brockmann set out the method in detail"]),
    # ---------------------------------------------------------------- typography, HTML (10)
    (TY, T4, "exact_term", "what should the last font in a font stack be",
     ["it should always end with a generic family such as serif"]),
    (TY, T4, "code_block", "in the font-face example which fonts come after course serif",
     ['body { font-family: "Course Serif", Georgia, serif; }']),
    (TY, T4, "exact_term", "Quanto menor é um arquivo WOFF2 em comparação com o WOFF?",
     ["typically produces files about 30 percent smaller than WOFF"]),
    (TY, T4, "table_row", "font-display optional what does it do",
     ["the browser may skip the web font entirely on a slow connection"]),
    (TY, T4, "exact_term", "whats the default text size in browsers", ["which is 16 pixels unless the user has changed it"]),
    (TY, T4, "how_why", "为什么用 rem 而不是 em 来设置字号？",
     ["always relative to the font size of the root html element"]),
    (TY, T4, "code_block", "if i nest 0.8em inside 0.8em how many pixels do i get",
     ["nested 0.8em inside 0.8em -> 0.8 x 0.8 = 0.64 -> 10.24 px"]),
    (TY, T4, "how_why", "why should line-height have no unit", ["A unitless value is inherited as a multiplier"]),
    (TY, T4, "list_item", "what does the opsz axis do",
     ["opsz, the optical size, which adjusts detail and spacing for small or large text"]),
    (TY, T4, "exact_term", "wcag contrast ratio for large text at AA?", ["or 14 points in bold, needs at least 3 to 1"]),
    # ---------------------------------------------------------------- typography, Markdown (10)
    (TY, T5, "table_row", "when do i use an en dash", ["ranges of numbers and dates, and links between equals"]),
    (TY, T5, "exact_term", "ハウススタイルでは文中の区切りにどのダッシュを使いますか？",
     ["a break in a sentence is shown with a spaced en dash"]),
    (TY, T5, "how_why", "why cant i just use a hyphen for a minus sign",
     ["It is as wide as the plus sign and sits at the same height"]),
    (TY, T5, "list_item", "what are dumb quotes", ["The straight marks on the keyboard are a leftover from typewriters"]),
    (TY, T5, "list_item", "why not put two spaces after a full stop",
     ["The double space is a habit from monospaced typewriters."]),
    (TY, T5, "list_item", "how should acronyms like NATO be typeset", ["in small capitals so that they do not shout"]),
    (TY, T5, "list_item", "can i underline words for emphasis in my project",
     ["Never underline for emphasis: underlining belongs to links on screens."]),
    (TY, T5, "keyword", "colour of text meaning", ["the overall darkness of a block of text seen from a distance"]),
    (TY, T5, "exact_term", "what is hanging punctuation",
     ["set just outside the text edge so that the edge looks optically straight"]),
    (TY, T5, "code_block", "when was the linotype machine first used and where",
     ["Linotype machine first used at the New York Tribune"]),
    # ---------------------------------------------------------------- mughal, PDF (12)
    (MU, M1, "exact_term", "where was babur born", ["was born in 1483 in the Fergana valley"]),
    (MU, M1, "exact_term", "what language is the baburnama in",
     ["He wrote about his life in his memoir, the Baburnama, composed in Chagatai Turkish"]),
    (MU, M1, "how_why", "how did babur beat a much bigger army at panipat",
     ["he chained carts together in the Ottoman manner"]),
    (MU, M1, "exact_term", "tulughma?", ["a flanking sweep that took the enemy in the sides and rear"]),
    (MU, M1, "definition_tail", "how long did babur actually rule in india before he died",
     ["for fewer than five years."]),
    (MU, M1, "how_why", "how did humayun die", ["he fell down the steep stone stairs of his library in Delhi"]),
    (MU, M1, "exact_term", "what coin did sher shah bring in", ["a silver coin of about 178 grains, called the rupiya"]),
    (MU, M1, "paraphrase", "how did sher shah get killed",
     ["gunpowder exploded during his siege of the fort of Kalinjar"]),
    (MU, M1, "paraphrase", "what went wrong for hemu at the second battle of panipat",
     ["Hemu was winning until an arrow struck him in the eye"]),
    (MU, M1, "list_item", "when did akbar take gujarat", ["Gujarat and its rich ports in 1573"]),
    (MU, M1, "exact_term", "what did the mahzar of 1579 say",
     ["recognised Akbar as the final judge when religious scholars disagreed"]),
    (MU, M1, "how_why", "لماذا تخلى أكبر عن مدينة فتحبور سيكري؟",
     ["the move north to Lahore to watch the north-west frontier probably mattered more"]),
    # ---------------------------------------------------------------- mughal, PPTX (12)
    (MU, M2, "exact_term", "what was the idea behind jharokha darshan",
     ["borrowed a Hindu idea of seeing a holy person"]),
    (MU, M2, "list_item", "which persian painters came to india with humayun",
     ["Mir Sayyid Ali and Abd al-Samad, joined him at Kabul"]),
    (MU, M2, "exact_term", "《哈姆扎传》的画作今天还保存下来多少幅？",
     ["Only around 200 of the paintings survive today"]),
    (MU, M2, "paraphrase", "who painted the zebra for jahangir",
     ["Ustad Mansur painted birds, animals and flowers, including a zebra"]),
    (MU, M2, "exact_term", "what was special about nur jahan's father's tomb",
     ["the first Mughal tomb faced with white marble inlaid with stone"]),
    (MU, M2, "exact_term", "when was thomas roe at the mughal court", ["stayed from 1615 to 1619"]),
    (MU, M2, "list_item", "who designed humayuns tomb", ["Designed by the Persian architect Mirak Mirza Ghiyas"]),
    (MU, M2, "how_why", "ताजमहल पर लिखे अक्षर ऊपर जाकर बड़े क्यों होते जाते हैं?",
     ["so that they look the same size from the ground"]),
    (MU, M2, "table_row", "in the rulers table what is aurangzeb's best known building",
     ["the Badshahi Mosque at Lahore, finished 1673"]),
    (MU, M2, "code_block", "whats the formula to turn a hijri year into a CE year", ["CE = 622 + AH x (32 / 33)"]),
    (MU, M2, "exact_term", "what is the sirr-i akbar", ["a Persian translation of fifty Upanishads, the Sirr-i Akbar"]),
    (MU, M2, "exact_term", "how long did it take to make the peacock throne",
     ["finished in 1635, after seven years of work"]),
    # ---------------------------------------------------------------- mughal, DOCX (10)
    (MU, M3, "exact_term", "what did the zat rank decide",
     ["fixed the holder's personal status at court and his personal salary"]),
    (MU, M3, "list_item", "if a mansabdar's sawar is half his zat which class is he",
     ["second class, when the sawar rank was half or more of the zat rank"]),
    (MU, M3, "exact_term", "what was the dagh", ["Akbar introduced the dagh, the branding of horses"]),
    (MU, M3, "how_why", "why did they keep moving jagirdars around",
     ["so that he could not build up a local power base"]),
    (MU, M3, "exact_term", "Qu'est-ce que le système dahsala de 1580 ?",
     ["took the average produce and prices of the preceding ten years"]),
    (MU, M3, "code_block", "in the 8 bigha wheat example how many rupees of revenue",
     ["Cash rate at 1.25 rupees a maund: 32 x 1.25 = 40 rupees of revenue"]),
    (MU, M3, "exact_term", "what is batai", ["sharing the harvest itself, called batai"]),
    (MU, M3, "table_row", "what did the bakhshi do in a province", ["kept the records of the mansabdars and their troops"]),
    (MU, M3, "code_block", "how many rupees is a million dams",
     ["Converted at 40 dams to the rupee: 1,000,000 / 40 = 25,000 rupees"]),
    (MU, M3, "exact_term", "when did the english open their factory at surat",
     ["set up its first factory, or trading post, at Surat in 1613"]),
    # ---------------------------------------------------------------- mughal, HTML (10)
    (MU, M4, "exact_term", "¿Dónde derrotó Aurangzeb a Dara Shikoh?",
     ["At Samugarh, near Agra, in May 1658 the allies defeated Dara himself"]),
    (MU, M4, "paraphrase", "were there fewer hindu nobles under aurangzeb than akbar",
     ["more Hindu nobles served in the high ranks under Aurangzeb than under Akbar"]),
    (MU, M4, "list_item", "what did shivaji do in 1663", ["In a night raid on Pune he wounded Shaista Khan"]),
    (MU, M4, "list_item", "how many forts did shivaji hand over at purandar",
     ["signed the treaty of Purandar and gave up 23 of his forts"]),
    (MU, M4, "how_why", "why were nobles left waiting for jagirs during the deccan wars",
     ["because there was not enough productive land to assign"]),
    (MU, M4, "table_row", "what happened to farrukhsiyar",
     ["put on the throne and later deposed and killed by the Sayyid brothers"]),
    (MU, M4, "exact_term", "what did the company pay for the 1717 farman",
     ["in return for a payment of 3,000 rupees a year"]),
    (MU, M4, "code_block", "26 lakh rupees is how much in normal numbers",
     ["Tribute: 26 lakh = 26 x 100,000 = 2,600,000 rupees a year"]),
    (MU, M4, "list_item", "what was satish chandra's explanation of the decline",
     ["there were too many mansabdars for the available jagirs"]),
    (MU, M4, "paraphrase", "Was hat Nadir Schah 1739 aus Delhi mitgenommen?",
     ["the Koh-i-Noor diamond and treasure so great"]),
    # ---------------------------------------------------------------- mughal, TXT (10)
    (MU, M5, "list_item", "where is babur buried", ["buried, at his own wish, in a garden in Kabul"]),
    (MU, M5, "list_item", "jahangirs chain of justice what was it for",
     ["so that anyone with a complaint could ring the bells on it"]),
    (MU, M5, "exact_term", "why is gulbadan begum's humayun-nama special",
     ["the only surviving history of the period written by a woman"]),
    (MU, M5, "how_why", "why do historians value badauni",
     ["it is valuable precisely because it disagrees with the official account"]),
    (MU, M5, "paraphrase", "what was bernier's argument about who owned the land",
     ["since the emperor owned all the land, nobody had a reason to improve it"]),
    (MU, M5, "list_item", "who was maham anga", ["Maham Anga, Akbar's chief wet nurse, was a power at court"]),
    (MU, M5, "list_item", "what pen name did zeb al-nisa use", ["under the pen name Makhfi, the hidden one"]),
    (MU, M5, "code_block", "in the timeline what two things happened in 1580",
     ["Dahsala revenue system; empire divided into twelve subas"]),
    (MU, M5, "keyword", "sikka meaning", ["the right to strike coins in the ruler's name"]),
    (MU, M5, "how_why", "why did having your name in the khutba and on coins matter so much",
     ["was claiming to be a ruler, not just a rebel"]),
]

# Near-topic questions that no file of their course answers; the listed terms (regular
# expressions, matched as whole words, case-insensitive) are absent from every file of the course.
UNANSWERABLE = [
    (TY, "how is the golden ratio used to lay out a page", [r"golden ratio", r"golden section", r"1\.618"]),
    (TY, "who designed comic sans and why", [r"Comic Sans"]),
    (TY, "what is font hinting", [r"hinting", r"hinted"]),
    (TY, "how did a linotype machine cast a slug", [r"slug", r"matri(x|ces)"]),
    (TY, "how big should a drop cap be", [r"drop cap\w*", r"initial"]),
    (TY, "what are ink traps for", [r"ink traps?"]),
    (TY, "what did massimo vignelli say about helvetica", [r"Vignelli"]),
    (TY, "how does cleartype subpixel rendering work", [r"ClearType", r"subpixel", r"sub-pixel"]),
    (TY, "what does text-wrap: balance do in css", [r"text-wrap", r"balance"]),
    (TY, "optical vs metric kerning which is better", [r"optical kerning", r"metric kerning"]),
    (TY, "what is a pilcrow", [r"pilcrow"]),
    (TY, "what is the trajan column inscription and why do type designers care",
     [r"Trajan"]),
    (TY, "how many millimetres is a didot point", [r"0\.376", r"0\.3759", r"0\.375"]),
    (TY, "what is a cicero in typography", [r"cicero"]),
    (TY, "Какие особенности у кириллических шрифтов?", [r"Cyrillic"]),
    (TY, "한글 타이포그래피의 특징은 무엇인가요?", [r"Hangul", r"Hangeul"]),
    (TY, "what is the gutenberg diagram in layout", [r"Gutenberg diagram", r"reading gravity", r"Z-pattern"]),
    (TY, "how do i self-host google fonts", [r"Google Fonts"]),
    (MU, "what happened at the battle of talikota", [r"Talikota"]),
    (MU, "how much did the taj mahal cost to build", [r"cost"]),
    (MU, "what was the treaty of salbai", [r"Salbai"]),
    (MU, "Chi era Anarkali e qual è la sua storia con Salim?", [r"Anarkali"]),
    (MU, "what did birbal do at akbar's court", [r"Birbal"]),
    (MU, "what was the battle of saraighat against the ahoms", [r"Saraighat", r"Ahoms?"]),
    (MU, "what was the black hole of calcutta", [r"Black Hole"]),
    (MU, "what was the doctrine of lapse", [r"lapse"]),
    (MU, "what are the five ks of the khalsa", [r"five Ks", r"kesh", r"kirpan"]),
    (MU, "what did du-aspa sih-aspa mean in the mansab system", [r"du-aspa", r"sih-aspa"]),
    (MU, "what were the casualties at the first battle of panipat", [r"casualt\w*"]),
    (MU, "describe sher shah's tomb at sasaram", [r"Sasaram"]),
    (MU, "who was chand bibi of ahmadnagar", [r"Chand Bibi"]),
    (MU, "what is babur's garden in kabul called today", [r"Bagh-e Babur", r"Bagh-i Babur"]),
    (MU, "what was akbar's tarikh-i alfi", [r"Alfi"]),
    (MU, "ما هو دور البحرية المغولية؟", [r"navy", r"naval"]),
    (MU, "how did the koh-i-noor end up with queen victoria", [r"Victoria", r"Ranjit Singh"]),
    (MU, "how did the mughal dak chauki postal relay work", [r"dak chauki", r"dak"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (TY, "why did babur invade india", [r"Babur"]),
    (TY, "what is a jagir", [r"jagir"]),
    (TY, "who built the taj mahal", [r"Taj Mahal"]),
    (MU, "what is kerning", [r"kerning"]),
    (MU, "what is a serif", [r"serif"]),
    (MU, "what does wcag say about text contrast", [r"WCAG"]),
]

SEED = 20260132

PAGE_REF = re.compile(r"\b(?:page|slide) (\d+)\b")


def rows():
    out = []
    for course, source, kind, q, gold in ANSWERABLE:
        page = None
        if source.endswith((".pdf", ".pptx")):
            page = find_page(ROOT / "corpus" / course / source, gold[0])
        m = PAGE_REF.search(q)
        if m:
            assert page == int(m.group(1)), f"{q!r}: gold is on page {page}"
        out.append({"course": course, "question": q, "answerable": True, "kind": kind,
                    "gold": gold, "source": source, "page": page})
    for course, q, _terms in UNANSWERABLE:
        out.append({"course": course, "question": q, "answerable": False, "kind": "unanswerable",
                    "gold": [], "source": None, "page": None})
    for course, q, _terms in OTHER_COURSE:
        out.append({"course": course, "question": q, "answerable": False, "kind": "other_course",
                    "gold": [], "source": None, "page": None})
    random.Random(SEED).shuffle(out)
    final = []
    for i, r in enumerate(out, 1):
        final.append({"id": f"ab32-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
