"""Write questions.jsonl from the hand-written questions below (set 45).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the gold snippet is looked up
automatically (pdfminer text through pdfplumber for PDFs, python-pptx slide text for PowerPoint
decks); check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 14") uses the page / slide number. PowerPoint
decks count the title slide as slide 1. rows() asserts that the number in the question is the
page or slide where the gold was found.

Speaker notes are NOT course content (only what a student sees on a slide counts). No gold lies
in a note. Some unanswerable questions (NOTES_ONLY) are answered only in a deck's speaker notes;
the product must not answer them confidently.

Teacher-only answer-key sections (KEY_SECTIONS, from the given heading to the end of the file's
paragraphs) are not course content: no gold may lie in one, unanswerable terms are searched
outside them, and a few unanswerable questions (KEY_ONLY) are answered only inside one.

One file per course is written in another language (build.FOREIGN: the German PDF of the Han
dynasty course, the Spanish PPTX of the regular expressions course). Their golds are in that
language; most of their questions are asked in English, some in German / Spanish. A few
questions on English files are asked in French, Spanish, German or romanised Chinese (pinyin).

Kinds of answerable question:
  paraphrase       the question rewords the sentence that answers it
  exact_term       "what is X" / the name of a thing; the gold defines or names it
  keyword          a bare keyword or fragment as the whole question
  how_why          a how or why question; the gold is the reason or mechanism
  list_item        the gold is one item of a list that follows a lead-in sentence
  table_row        the gold is a table row or cell; the question often names the row by another column
  worked_step      one step of a worked example or numbered procedure
  definition_tail  the answer is the second sentence of a definition, or the part of a sentence
                   that runs on to the next page
  code_block       the gold is a line of a code block / fixed-width block

Run build.py first.
"""
import json
import random
import re
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent

HC = "han-dynasty-china"
RX = "regular-expressions"

H1 = "01-the-rise-and-fall-of-the-han.pdf"
H2 = "02-government-and-society-slides.pptx"
H3 = "03-confucianism-and-han-thought.docx"
H4 = "04-the-xiongnu-and-the-silk-road.html"
H5 = "05-han-inventions-and-technology.md"
H6 = "06-daily-life-and-the-economy-study-notes.txt"
H7 = "07-graeber-und-jenseits-der-han-zeit.pdf"
R1 = "01-regex-basics.pdf"
R2 = "02-quantifiers-groups-and-lookaround-slides.pptx"
R3 = "03-regular-expressions-in-python.docx"
R4 = "04-regex-flavours-and-tools.html"
R5 = "05-worked-examples.md"
R6 = "06-common-mistakes-study-notes.txt"
R7 = "07-expresiones-regulares-en-javascript.pptx"

ANSWERABLE = [
    # ---------------------------------------------------------------- Han: rise and fall PDF
    (HC, H1, "how_why", "y did chen sheng and wu guang rebel, they were only late because of rain",
     ["Under Qin law arriving late was punished by death"]),
    (HC, H1, "exact_term", "who was xiang yu",
     ["an aristocratic general from the old state of Chu"]),
    (HC, H1, "paraphrase", "liu bang said he would cut the qin laws down to how many?",
     ["reduce the Qin code to just three articles"]),
    (HC, H1, "definition_tail", "wat was the commandery kingdom system",
     ["The west was ruled directly through commanderies"]),
    (HC, H1, "paraphrase", "how much land tax did emperor wen charge",
     ["The land tax was cut to one thirtieth of the harvest"]),
    (HC, H1, "paraphrase", "what did the eastern kings lose after the seven states revolt was put down",
     ["the kings lost the right to appoint their own senior officials"]),
    (HC, H1, "paraphrase", "Han chao shenme shihou kaishi yan tie zhuanmai? (when did the salt and iron monopoly start)",
     ["took over the production of salt and iron in 119 BC"]),
    (HC, H1, "how_why", "what started the trouble in chang'an in 91 bc",
     ["accusations of witchcraft led to fighting in the streets of Chang'an"]),
    (HC, H1, "how_why", "why did the red eyebrows paint their faces",
     ["painted their foreheads red so that they could recognise each other in battle"]),
    (HC, H1, "how_why", "why did guangwu move the capital to luoyang instead of staying in changan",
     ["Because Chang'an had been ruined in the fighting"]),
    (HC, H1, "definition_tail", "after emperor huan used them to destroy the liang family, what happened with the eunuchs?",
     ["the eunuchs held great influence"]),
    (HC, H1, "paraphrase", "what happened to scholars in the partisan prohibitions",
     ["hundreds were banned from office, imprisoned or killed"]),
    (HC, H1, "how_why", "why are they called the yellow turbans",
     ["His followers wrapped yellow cloth around their heads"]),
    (HC, H1, "code_block", "how many people did the census of AD 2 count",
     ["registered individuals ........ 57,671,400"]),
    (HC, H1, "table_row", "what was the capital and main feature of the xin dynasty in the table on page 3",
     ["Xin dynasty AD 9 - 23 Chang'an Wang Mang's failed reforms"]),
    # ---------------------------------------------------------------- Han: government deck
    (HC, H2, "table_row", "what was the job of the imperial counsellor",
     ["Kept records and checked the conduct of officials"]),
    (HC, H2, "exact_term", "what is the mandate of heaven",
     ["Heaven granted the right to rule, the Mandate, to a virtuous family"]),
    (HC, H2, "paraphrase", "which minister was in charge of sacrifices",
     ["The Minister of Ceremonies ran state sacrifices and the Imperial Academy"]),
    (HC, H2, "exact_term", "law of avoidance",
     ["no official could serve in his home commandery"]),
    (HC, H2, "paraphrase", "after AD 92 how many people did a commandery need per recommended candidate",
     ["the quota was one candidate for every 200,000 people"]),
    (HC, H2, "paraphrase", "how many students did the imperial academy start with",
     ["Founded in 124 BC with fifty students"]),
    (HC, H2, "paraphrase", "did emperor wen get rid of mutilation as a punishment",
     ["abolished mutilating punishments such as cutting off the nose"]),
    (HC, H2, "code_block", "on the punishment scale what crimes got the death penalty",
     ["death -> murder, rebellion"]),
    (HC, H2, "table_row", "why were merchants ranked at the bottom of the four occupations",
     ["They produced nothing and lived by profit"]),
    (HC, H2, "list_item", "what werent merchants allowed to wear or ride",
     ["They were forbidden to wear silk or ride in carriages"]),
    (HC, H2, "paraphrase", "how much poll tax did an adult pay",
     ["a poll tax in coin of 120 cash a year"]),
    (HC, H2, "paraphrase", "how long was military service for han men",
     ["two years in the army, one of them at the frontier"]),
    (HC, H2, "how_why", "why did the eunuchs get so much power at court",
     ["Child emperors grew up trusting them more than ministers"]),
    (HC, H2, "paraphrase", "what percentage of people were slaves",
     ["Slaves were perhaps one per cent of the population"]),
    # ---------------------------------------------------------------- Han: thought DOCX
    (HC, H3, "exact_term", "what is huang-lao thought",
     ["a blend of Daoism and statecraft named after the Yellow Emperor and Laozi"]),
    (HC, H3, "definition_tail", "what did huang lao actually teach about ruling",
     ["a wise ruler does as little as possible and lets the people recover"]),
    (HC, H3, "how_why", "according to dong zhongshu why do floods and disasters happen",
     ["natural disasters are warnings sent by Heaven when the ruler governs badly"]),
    (HC, H3, "paraphrase", "what did dong zhongshu want the emperor to do about the other schools of thought",
     ["every teaching not found in the Six Arts of Confucius should be cut off"]),
    (HC, H3, "list_item", "what is the book of songs",
     ["The Book of Songs, three hundred and five poems and hymns"]),
    (HC, H3, "list_item", "which of the five classics is about the state of lu",
     ["The Spring and Autumn Annals, a brief chronicle of the state of Lu"]),
    (HC, H3, "paraphrase", "which of the five phases did the han say they ruled by",
     ["the dynasty ruled by the power of Earth, and changed its colour to yellow"]),
    (HC, H3, "how_why", "why did sima qian accept castration instead of killing himself",
     ["because he had not yet finished his history"]),
    (HC, H3, "paraphrase", "how many chapters does the shiji have",
     ["the Records of the Grand Historian, has 130 chapters"]),
    (HC, H3, "paraphrase", "Qui a terminé l'histoire des Han antérieurs après la mort de Ban Gu ?",
     ["the work was completed by his sister Ban Zhao"]),
    (HC, H3, "paraphrase", "did ban zhao think girls should learn to read",
     ["girls should be taught to read, just as boys are"]),
    (HC, H3, "keyword", "xiping stone classics",
     ["carved on forty-six stone tablets and set up outside the Imperial Academy"]),
    (HC, H3, "worked_step", "once a commandery governor named someone filial and incorrupt, what was the next step for the candidate?",
     ["The candidate travelled to the capital with the yearly accounts."]),
    # ---------------------------------------------------------------- Han: Xiongnu HTML
    (HC, H4, "exact_term", "what was the title of the xiongnu ruler",
     ["Their supreme ruler was called the chanyu"]),
    (HC, H4, "how_why", "how did modu train his guards to obey",
     ["shoot wherever his whistling arrow flew"]),
    (HC, H4, "paraphrase", "what happened to gaozu at baideng",
     ["trapped for seven days at Baideng, near modern Datong"]),
    (HC, H4, "exact_term", "heqin policy meaning",
     ["the emperor sent a princess to marry the chanyu"]),
    (HC, H4, "how_why", "why did han officials think heqin was a bad idea",
     ["the gifts simply made the nomads stronger"]),
    (HC, H4, "how_why", "why did the mayi ambush fail",
     ["The plan was betrayed by a captured officer and the chanyu turned back"]),
    (HC, H4, "paraphrase", "what was huo qubings tomb shaped like",
     ["his tomb was shaped like the Qilian Mountains where he had won"]),
    (HC, H4, "how_why", "what was the point of zhang qian's mission, who was he looking for",
     ["find the Yuezhi, a people the Xiongnu had driven from Gansu"]),
    (HC, H4, "paraphrase", "what surprised zhang qian in bactria",
     ["bamboo and cloth from southwest China, which had come by way of India"]),
    (HC, H4, "paraphrase", "Pourquoi l'empereur Wu voulait-il les chevaux du Ferghana ?",
     ["Emperor Wu wanted them for his cavalry"]),
    (HC, H4, "paraphrase", "how far did gan ying get trying to reach rome",
     ["reached the shores of a great sea, probably the Persian Gulf"]),
    (HC, H4, "table_row", "did china import glass on the silk road",
     ["Glassware from the Roman world"]),
    (HC, H4, "paraphrase", "who came up with the name silk road",
     ["the German geographer Ferdinand von Richthofen"]),
    # ---------------------------------------------------------------- Han: inventions MD
    (HC, H5, "paraphrase", "what was cai luns paper made out of",
     ["an improved paper made from tree bark, hemp waste, old rags and fishing nets"]),
    (HC, H5, "paraphrase", "was there paper in china before cai lun",
     ["The oldest known fragments of paper in China come from Western Han tombs"]),
    (HC, H5, "exact_term", "what is cast iron",
     ["iron hot enough to melt and pour into moulds"]),
    (HC, H5, "how_why", "why did they decarburise cast iron",
     ["heated in air for days, to make it less brittle"]),
    (HC, H5, "paraphrase", "who built water powered bellows in AD 31",
     ["built bellows powered by a water wheel"]),
    (HC, H5, "list_item", "what did the seed drill do",
     ["sowed grain in straight rows at an even depth"]),
    (HC, H5, "list_item", "rotary winnowing fan",
     ["separated husks from grain with a hand crank"]),
    (HC, H5, "paraphrase", "in the salt and iron debate what was the confucian scholars main argument",
     ["the state should not compete with the people for profit"]),
    (HC, H5, "paraphrase", "which monopoly ended after the debate of 81 BC",
     ["The monopoly on wine was dropped after the debate"]),
    (HC, H5, "how_why", "how did zhang hengs earthquake detector show an earthquake",
     ["a mechanism inside released one ball, which dropped into a toad's mouth"]),
    (HC, H5, "table_row", "what evidence is there for the stern-post rudder",
     ["Pottery ship model from a Guangzhou tomb"]),
    (HC, H5, "table_row", "what was so good about the breast strap harness",
     ["Let a horse pull with its chest, not its throat"]),
    (HC, H5, "worked_step", "a field is 15 bu by 16 bu, how many mu is that",
     ["240 square bu = 1 mu"]),
    (HC, H5, "how_why", "why did zhang zhongjing write the treatise on cold damage",
     ["after two thirds of his family died in epidemics"]),
    # ---------------------------------------------------------------- Han: daily life TXT
    (HC, H6, "paraphrase", "how much land did a normal peasant family farm",
     ["A typical family of five worked about 100 mu of land"]),
    (HC, H6, "how_why", "ok so I get that most people were farmers, but what I still dont get is why so many peasants ended up as tenants",
     ["Debt after bad harvests forced them to sell their land to richer neighbours"]),
    (HC, H6, "paraphrase", "how much rent did tenants pay",
     ["often paying half the crop as rent"]),
    (HC, H6, "paraphrase", "what info was in the household register",
     ["the names, ages and sex of its members and the size of its land"]),
    (HC, H6, "paraphrase", "what happend to families that ran away from taxes",
     ["became vagrants and lost their rights"]),
    (HC, H6, "keyword", "wuzhu coin name",
     ["named after its weight of five zhu"]),
    (HC, H6, "paraphrase", "for how long did they keep making the wuzhu",
     ["for about seven hundred years"]),
    (HC, H6, "paraphrase", "how many markets were in chang'an",
     ["Chang'an had nine official markets surrounded by walls"]),
    (HC, H6, "paraphrase", "what did the market officials do",
     ["set prices each month, checked weights and measures"]),
    (HC, H6, "list_item", "where did lacquer cups sold in the markets come from",
     ["lacquer cups and boxes from Sichuan"]),
    (HC, H6, "paraphrase", "did han chinese have soy sauce",
     ["Soy sauce did not yet exist"]),
    (HC, H6, "how_why", "when did people start eating noodles and why",
     ["people began to eat noodles and steamed buns made from flour"]),
    (HC, H6, "code_block", "how many coins went on one string",
     ["Coins on one string ............. 1,000"]),
    (HC, H6, "paraphrase", "¿Las mujeres participaban en la economía de la dinastía Han?",
     ["a household's cloth could be paid to the state as part of its tax"]),
    # ---------------------------------------------------------------- Han: German PDF
    (HC, H7, "paraphrase", "what happened to the hun soul after death",
     ["Die hun-Seele war leicht und stieg nach dem Tod zum Himmel auf"]),
    (HC, H7, "paraphrase", "Was passierte nach dem Tod mit der po-Seele?",
     ["Die po-Seele war schwer und blieb beim Körper im Grab"]),
    (HC, H7, "paraphrase", "what did early western han tombs look like",
     ["tiefe senkrechte Schächte mit einem Holzsarg in der Mitte"]),
    (HC, H7, "paraphrase", "how were the mawangdui tombs discovered",
     ["beim Bau eines Krankenhauses in Changsha"]),
    (HC, H7, "how_why", "why was lady dai's body still preserved after 2000 years",
     ["so dicht mit Holzkohle und weißem Ton verschlossen"]),
    (HC, H7, "paraphrase", "Wie viel wiegt das Gewand aus Seidengaze aus Mawangdui?",
     ["das nur 49 Gramm wiegt"]),
    (HC, H7, "list_item", "what is shown in the top zone of the silk banner",
     ["oben der Himmel mit Sonne, Mond und Drachen"]),
    (HC, H7, "table_row", "what kind of wire was used for the jade suits of kings",
     ["Könige und Prinzessinnen Silberdraht"]),
    (HC, H7, "paraphrase", "how many jade pieces are in liu sheng's suit",
     ["Sein Gewand besteht aus 2.498 Jadeplättchen"]),
    (HC, H7, "exact_term", "what does mingqi mean",
     ["Solche Grabbeigaben nennt man mingqi, Dinge für den Geist"]),
    (HC, H7, "how_why", "why are the yangling figurines naked and armless",
     ["ursprünglich Arme aus Holz und Kleider aus Seide trugen"]),
    (HC, H7, "paraphrase", "Worauf steht das fliegende Pferd von Gansu?",
     ["dieser Huf steht auf einer fliegenden Schwalbe"]),
    (HC, H7, "code_block", "20 shi of grain is how many litres",
     ["Vorrat 20 shi = 200 dou = etwa 400 Liter"]),
    # ---------------------------------------------------------------- Regex: basics PDF
    (RX, R1, "definition_tail", "whats a regex and what does the engine do with it",
     ["A regex engine reads the pattern and scans a piece of text"]),
    (RX, R1, "exact_term", "what is the subject string",
     ["the text it is tried against is called the subject string"]),
    (RX, R1, "how_why", "why does my pattern cat also find scatter",
     ["it also finds the cat inside concatenate and scatter"]),
    (RX, R1, "exact_term", "what does it mean that a regex engine is eager",
     ["it returns the leftmost match, not the best or the longest one"]),
    (RX, R1, "table_row", "in the metacharacter table what does the dot mean",
     ["dot Any single character except a newline"]),
    (RX, R1, "table_row", "what does a question mark mean as a metacharacter",
     ["question mark Zero or one of the previous item"]),
    (RX, R1, "definition_tail", "why doesnt ^cat|dog$ mean the whole string must be cat or dog",
     ["so ^cat|dog$ means \"cat at the start\" or \"dog at the end\""]),
    (RX, R1, "paraphrase", "how do i match a metacharacter literally",
     ["To match a metacharacter literally, put a backslash in front of it"]),
    (RX, R1, "paraphrase", "wich characters do i need to escape inside square brackets",
     ["Only the closing bracket, the backslash, the caret and the hyphen"]),
    (RX, R1, "table_row", "what does \\s match",
     ["Whitespace: space, tab, newline and similar"]),
    (RX, R1, "how_why", "does ab+ match abab",
     ["so it matches ab, abb and abbb but not abab"]),
    (RX, R1, "code_block", "in the greedy example what does <[^>]+> match",
     ["match: <b> (stops at the first >)"]),
    (RX, R1, "exact_term", "backtracking?",
     ["This giving back is called backtracking"]),
    (RX, R1, "exact_term", "what does \\b the word boundary match",
     ["matches where a word character meets a non-word character or the edge of the text"]),
    (RX, R1, "how_why", "in the 24 hour time example why is the first minute digit only 0 to 5",
     ["because no minute value is higher than 59"]),
    # ---------------------------------------------------------------- Regex: groups deck
    (RX, R2, "table_row", "what does colou*r match",
     ["colou*r matches color and colour"]),
    (RX, R2, "table_row", "example of the ? quantifier with http",
     ["https? matches http and https"]),
    (RX, R2, "paraphrase", "how do you turn a greedy quantifier into a lazy one",
     ["Adding a question mark after a quantifier makes it lazy"]),
    (RX, R2, "paraphrase", "where does a.*?b stop in a1b2b",
     ["the pattern a.*?b stops at the first b"]),
    (RX, R2, "exact_term", "what is a possessive quantifier",
     ["It takes as much as it can and never gives anything back"]),
    (RX, R2, "paraphrase", "does python have possessive quantifiers",
     ["Supported in Java and PCRE; Python added them in version 3.11"]),
    (RX, R2, "how_why", "how are capturing groups numbered",
     ["Groups are numbered from left to right by their opening bracket, starting at 1"]),
    (RX, R2, "code_block", "on slide 6, what are the groups when (\\d{4})-(\\d{2})-(\\d{2}) matches 2024-03-15",
     ["group 1 = 2024 group 2 = 03 group 3 = 15"]),
    (RX, R2, "exact_term", "how do i write a non capturing group",
     ["Written (?:...) with a question mark and a colon after the bracket"]),
    (RX, R2, "how_why", "why does Jan|January only match Jan on the text January",
     ["So Jan|January on the text January matches only Jan"]),
    (RX, R2, "exact_term", "lookahead definition",
     ["A lookahead checks what comes next without consuming it"]),
    (RX, R2, "paraphrase", "do lookbehinds have to be a fixed length",
     ["Many engines require a lookbehind to have a fixed length"]),
    (RX, R2, "code_block", "in the password regex what does the (?=.*\\d) part check",
     ["(?=.*\\d) at least one digit somewhere"]),
    (RX, R2, "exact_term", "what's a redos attack",
     ["Attackers use this to freeze servers: a ReDoS attack"]),
    # ---------------------------------------------------------------- Regex: Python DOCX
    (RX, R3, "paraphrase", "do I have to pip install something to use regex in python",
     ["live in the re module of the standard library"]),
    (RX, R3, "how_why", "why do python regexes always have an r in front",
     ["keeps every backslash exactly as typed"]),
    (RX, R3, "list_item", "what's the difference between re.match and re.search, does match only look at the start",
     ["re.match checks for a match only at the beginning of the string"]),
    (RX, R3, "list_item", "when does re.fullmatch succeed",
     ["re.fullmatch succeeds only if the whole string matches the pattern"]),
    (RX, R3, "table_row", "what does groups() return on a match object",
     ["A tuple of all groups"]),
    (RX, R3, "paraphrase", "what does findall return when the pattern has more than one group",
     ["if it has several groups, the list holds tuples"]),
    (RX, R3, "how_why", "why use finditer for a really long text",
     ["because it does not build the whole list at once"]),
    (RX, R3, "code_block", "how do i swap a date like 31/12/2025 into year-month-day with re.sub",
     ["re.sub(r\"(\\d{2})/(\\d{2})/(\\d{4})\", r\"\\3-\\2-\\1\", \"Due 31/12/2025\")"]),
    (RX, R3, "paraphrase", "Si uso re.split con un grupo de captura, ¿qué pasa con los separadores?",
     ["the separators are kept in the result list as well"]),
    (RX, R3, "how_why", "is re.compile faster? why bother compiling",
     ["compiling is not mainly about speed; it is about giving a pattern a name"]),
    (RX, R3, "table_row", "what does re.DOTALL do",
     ["The dot also matches a newline"]),
    (RX, R3, "table_row", "what is (?x) for",
     ["Whitespace and comments in the pattern are ignored"]),
    (RX, R3, "worked_step", "after testing the simple pattern in the shell, what's the next step when writing a regex in python",
     ["Add anchors, classes and quantifiers one at a time, testing after each change"]),
    # ---------------------------------------------------------------- Regex: flavours HTML
    (RX, R4, "exact_term", "what is a regex flavour",
     ["Each engine, called a flavour, supports its own set of features"]),
    (RX, R4, "exact_term", "what does perl compatible mean",
     ["Libraries that copy Perl's syntax are called Perl-compatible"]),
    (RX, R4, "how_why", "in BRE why do + and ? not work without a backslash",
     ["are literal unless they have a backslash in front"]),
    (RX, R4, "how_why", "why does [[:digit:]] have double brackets",
     ["They must be written inside a character class"]),
    (RX, R4, "list_item", "grep -o",
     ["grep -o prints only the matching part of each line"]),
    (RX, R4, "list_item", "how do i print the lines that dont match with grep",
     ["grep -v prints the lines that do not match"]),
    (RX, R4, "code_block", "sed command that changes example.com addresses to example.org",
     ["sed -E 's/([a-z]+)@example\\.com/\\1@example.org/g' list.txt"]),
    (RX, R4, "paraphrase", "what does RE2 guarantee about speed",
     ["matching time grows only in proportion to the length of the text"]),
    (RX, R4, "paraphrase", "Welche Funktionen unterstützt RE2 nicht?",
     ["RE2 does not support backreferences or lookaround"]),
    (RX, R4, "table_row", "in the feature table, what does javascript support for lookbehind",
     ["yes, of any length"]),
    (RX, R4, "exact_term", "what does \\p{L} match",
     ["matches any letter in any script"]),
    (RX, R4, "paraphrase", "can i use \\p{L} in python's re module",
     ["Python's built-in re module does not support \\p{...}"]),
    (RX, R4, "paraphrase", "in vs code find and replace how do i put group 1 back",
     ["In the replacement box, $1 usually inserts group 1"]),
    # ---------------------------------------------------------------- Regex: worked examples MD
    (RX, R5, "how_why", "why do i need \\b around log",
     ["returns every line that mentions login"]),
    (RX, R5, "list_item", "does the iso date pattern reject 2025-02-31",
     ["because a regex does not know how long each month is"]),
    (RX, R5, "paraphrase", "whats the only real way to test an email address",
     ["the only real test of an address is to send a message to it"]),
    (RX, R5, "paraphrase", "why not write an exact email regex",
     ["an exact regex runs to thousands of characters"]),
    (RX, R5, "table_row", "which pattern squeezes runs of spaces into one",
     ["squeeze | `\\s{2,}` | one space"]),
    (RX, R5, "paraphrase", "how do i get rid of a doubled word once i found it",
     ["Replacing the match with `\\1` removes the repeat"]),
    (RX, R5, "how_why", "in the log example why use \\S+ for the date",
     ["which is simpler and faster than describing the date exactly"]),
    (RX, R5, "code_block", "named group regex to split a log line into date, time, level and message",
     ["^(?P<date>\\S+) (?P<time>\\S+) (?P<level>[A-Z]+) (?P<msg>.*)$"]),
    (RX, R5, "worked_step", "in the thousands separator example, what does the star do in step 3",
     ["The star allows any number of further groups, including none"]),
    (RX, R5, "worked_step", "what is the result of adding separators to 1234567",
     ["The final answer is 1,234,567"]),
    (RX, R5, "how_why", "how does the lookahead for thousands separators find the right places",
     ["followed by a multiple of three digits up to the end"]),
    (RX, R5, "how_why", "im writing a script that reads a spreadsheet export and was going to split each line on commas with a regex. is that ok?",
     ["a CSV library handles quotes, escaped quotes and line breaks inside fields correctly"]),
    (RX, R5, "paraphrase", "will the doubled word pattern catch The the at the start of a sentence",
     ["this also finds \"The the\" at the start of a sentence"]),
    # ---------------------------------------------------------------- Regex: mistakes TXT
    (RX, R6, "how_why", "why does \\d{5} accept abc123456xyz",
     ["because five digits appear somewhere inside it"]),
    (RX, R6, "paraphrase", "how do i make a validation regex check the whole string",
     ["wrap the pattern in ^ and $, or use a full-match function"]),
    (RX, R6, "paraphrase", "my pattern for report.pdf matched reportXpdf, why",
     ["will also match reportXpdf if the dot is not escaped"]),
    (RX, R6, "how_why", "what goes wrong with (.*) on a line with two quoted strings",
     ["it captures everything from the first quote to the last"]),
    (RX, R6, "paraphrase", "what's better than a lazy .*? for quoted strings",
     ["a negated class such as [^\"]* that cannot cross a quote"]),
    (RX, R6, "list_item", "whats wrong with [A-z]",
     ["also matches the six characters between Z and a in ASCII"]),
    (RX, R6, "list_item", "where do i put a literal hyphen in a character class",
     ["put a literal hyphen first or last"]),
    (RX, R6, "list_item", "what does [cat|dog] actually do",
     ["makes a class of single letters and a vertical bar"]),
    (RX, R6, "how_why", "why does findall with \\d* give me a bunch of empty strings",
     ["matches at every position of a string that has no digits"]),
    (RX, R6, "paraphrase", "what inputs should I test for performance",
     ["Test patterns against long failing inputs, not only against short successful ones"]),
    (RX, R6, "code_block", "quick reference fix for using [A-z] for letters",
     ["[A-z] for letters [A-Za-z]"]),
    (RX, R6, "how_why", "can i parse html with regex",
     ["A regex cannot count nested opening and closing tags"]),
    (RX, R6, "how_why", "pattern works on the regex website but not in my code??",
     ["the backslashes were swallowed by the string quoting of the language"]),
    # ---------------------------------------------------------------- Regex: Spanish deck
    (RX, R7, "how_why", "when should i use new RegExp instead of a /literal/",
     ["El constructor sirve cuando el patrón se construye a partir de texto del usuario"]),
    (RX, R7, "table_row", "what does the y flag do in javascript",
     ["Solo busca en la posición exacta de lastIndex"]),
    (RX, R7, "table_row", "what does the s flag do in js",
     ["El punto también coincide con el salto de línea"]),
    (RX, R7, "paraphrase", "¿Qué devuelve el método test?",
     ["regex.test(cadena) devuelve true o false"]),
    (RX, R7, "how_why", "why does calling test twice on the same string fail the second time",
     ["la segunda búsqueda empieza donde terminó la primera"]),
    (RX, R7, "code_block", "in the casa example what happens on the third re.test call",
     ["re.test(\"casa\"); // false, lastIndex vuelve a 0"]),
    (RX, R7, "paraphrase", "what does string.match return when the regex has the g flag",
     ["Con g, match devuelve solo las coincidencias completas, sin grupos"]),
    (RX, R7, "how_why", "¿Qué pasa si llamo a matchAll con una expresión sin la bandera g?",
     ["si no, lanza un TypeError"]),
    (RX, R7, "paraphrase", "what do $1 and $& insert in a js replacement",
     ["$1 inserta el grupo 1 y $& la coincidencia completa"]),
    (RX, R7, "paraphrase", "if i pass a function to replace, what happens to its return value",
     ["Lo que devuelve la función se pone en lugar de la coincidencia"]),
    (RX, R7, "paraphrase", "can javascript lookbehind have variable length unlike python",
     ["el lookbehind puede tener longitud variable"]),
    (RX, R7, "how_why", "why doesnt the dot match a whole emoji without the u flag",
     ["Sin la bandera u, un emoji cuenta como dos unidades de código"]),
    (RX, R7, "paraphrase", "¿Se pueden usar las banderas u y v juntas?",
     ["No se pueden usar u y v a la vez en la misma expresión"]),
]

# Unanswerable: near the course's topic, but the course is silent. Terms must be absent from the
# course text (speaker notes and answer keys are not course text).
UNANSWERABLE = [
    (HC, "what did liu bang die of", [r"died of", r"arrow wound"]),
    (HC, "who was emperor wu's mother", [r"Empress Wang", r"Wu's mother"]),
    (HC, "how tall was the great wall in han times", [r"metres high", r"metres tall"]),
    (HC, "what was the population of luoyang", [r"population of Luoyang", r"inhabitants"]),
    (HC, "what language did the xiongnu speak", [r"language", r"Turkic", r"Mongolic"]),
    (HC, "what happened to the han princesses sent to marry the chanyu", [r"Wang Zhaojun", r"homesick"]),
    (HC, "how long was the silk road in km", [r"kilomet\w*", r"miles"]),
    (HC, "when was the great wall first built", [r"first built", r"Warring States"]),
    (HC, "what was the name of zhang jue's religious movement", [r"Way of Great Peace", r"Taiping"]),
    (HC, "who won the battle of red cliffs", [r"Red Cliffs", r"Chibi"]),
    (HC, "what armour did han soldiers wear", [r"armou?r", r"lamellar"]),
    (HC, "how did the han make silk from silkworms", [r"silkworms?", r"cocoons?", r"mulberry"]),
    (HC, "did han houses have toilets", [r"toilets?", r"latrines?"]),
    (HC, "how much did a horse cost in the han dynasty", [r"horse cost", r"price of a horse"]),
    (HC, "when did han soldiers start using crossbows", [r"crossbows?"]),
    (HC, "did han china have contact with japan", [r"Japan\w*"]),
    (HC, "when did confucius live", [r"Confucius lived", r"479 BC", r"551 BC"]),
    (HC, "where was the xiongnu capital", [r"Longcheng", r"Xiongnu capital"]),
    (HC, "did ordinary village children go to school in the han", [r"village schools?", r"primary school"]),
    (HC, "Wie viele Arbeiter bauten am Grab von Kaiser Wu in Maoling?", [r"Maoling"]),
    (HC, "¿Qué comían los soldados en los fuertes de la frontera?", [r"rations?"]),
    (HC, "Qui a inventé l'imprimerie en Chine ?", [r"printing", r"imprimerie", r"Bi Sheng"]),
    # NOTES_ONLY (answer only in the speaker notes of the government deck)
    (HC, "did any han emperor blame himself for an eclipse", [r"blaming himself", r"blamed himself"]),
    (HC, "who was the girl who made emperor wen stop mutilation punishments", [r"Tiying"]),
    (HC, "what was the three mutual avoidances law", [r"Mutual Avoidances"]),
    (HC, "what did the general he jin plan to do about the eunuchs", [r"He Jin"]),
    (HC, "were unmarried women taxed more than other people", [r"five times"]),
    (HC, "what was the minister of ceremonies called in older books", [r"Grand Master of Ceremonies"]),
    # KEY_ONLY (answer only in a teacher key)
    (HC, "who was ban zhao a tutor to", [r"Empress Deng"]),
    (HC, "what letter did sima qian write to explain his choice", [r"Ren An"]),
    (HC, "when did paper money first appear in china", [r"Northern Song"]),
    (HC, "what was the ever normal granary", [r"Ever-Normal"]),

    (RX, "how do i use regex in excel", [r"Excel", r"REGEXMATCH"]),
    (RX, "whats the regex for a uk postcode", [r"postcodes?", r"post code"]),
    (RX, "how do you match balanced parentheses with a recursive pattern", [r"recursion", r"recursive"]),
    (RX, "what is the difference between a DFA and an NFA engine", [r"DFA", r"NFA"]),
    (RX, "how do you use regular expressions in SQL queries", [r"SQL", r"REGEXP_LIKE"]),
    (RX, "what does the \\G anchor do", [r"previous match ended"]),
    (RX, "regex for an ipv4 address", [r"IPv4", r"IP address"]),
    (RX, "how do i make a pattern case insensitive in java", [r"CASE_INSENSITIVE"]),
    (RX, "who wrote the book mastering regular expressions", [r"Friedl", r"Mastering"]),
    (RX, "how much faster is re2 than pcre in benchmarks", [r"benchmarks?", r"times faster"]),
    (RX, "what is a regular language in the chomsky hierarchy", [r"regular languages?", r"Chomsky"]),
    (RX, "can a regex test whether a number is prime", [r"primes?"]),
    (RX, "how do i use regex in a bash if statement", [r"bash", r"BASH_REMATCH"]),
    (RX, "what regex syntax does rust use", [r"Rust"]),
    (RX, "how does awk use regular expressions", [r"awk"]),
    (RX, "what does the python regex module's fuzzy matching do", [r"fuzzy"]),
    (RX, "how do i match windows line endings", [r"carriage return", r"Windows"]),
    (RX, "Wie schreibe ich einen regulären Ausdruck für eine deutsche Postleitzahl?", [r"Postleitzahl"]),
    (RX, "¿Cómo se usa una expresión regular en PHP?", [r"PHP", r"preg_match"]),
    (RX, "Qu'est-ce que le moteur Hyperscan ?", [r"Hyperscan"]),
    (RX, "¿Qué hace la bandera d (hasIndices) en JavaScript?", [r"hasIndices", r"indices"]),
    # NOTES_ONLY (answer only in the speaker notes of the two decks)
    (RX, "when did lazy quantifiers first appear", [r"Perl 5", r"1994"]),
    (RX, "what happens if i write (:? instead of (?: for a group", [r"colon first"]),
    (RX, "is regex matching with backreferences np-hard", [r"NP-hard"]),
    (RX, "which engine was the first to allow lookbehind of any length besides javascript", [r"exception"]),
    (RX, "what regex outage did cloudflare have", [r"Cloudflare"]),
    (RX, "in which year did javascript get matchAll", [r"ES2020"]),
    (RX, "can javascript group names contain accents or ñ", [r"con tilde", r"identificadores"]),
    (RX, "when did safari finally support lookbehind", [r"marzo de 2023", r"2023"]),
    # KEY_ONLY (answer only in the teacher key of the mistakes notes)
    (RX, "who made the joke about regex giving you two problems", [r"Zawinski"]),
    (RX, "what is the expected pattern for lab task 1", [r"\{6\}"]),
]

# Unanswerable questions answered only in a deck's speaker notes: (course, deck, pattern).
NOTES_ONLY = {
    "did any han emperor blame himself for an eclipse": (HC, H2, r"blaming himself"),
    "who was the girl who made emperor wen stop mutilation punishments": (HC, H2, r"Tiying"),
    "what was the three mutual avoidances law": (HC, H2, r"Mutual Avoidances"),
    "what did the general he jin plan to do about the eunuchs": (HC, H2, r"\bHe Jin\b"),
    "were unmarried women taxed more than other people": (HC, H2, r"five times"),
    "what was the minister of ceremonies called in older books": (HC, H2, r"Grand Master of Ceremonies"),
    "when did lazy quantifiers first appear": (RX, R2, r"Perl 5"),
    "what happens if i write (:? instead of (?: for a group": (RX, R2, r"colon first"),
    "is regex matching with backreferences np-hard": (RX, R2, r"NP-hard"),
    "which engine was the first to allow lookbehind of any length besides javascript": (RX, R2, r"\.NET is an exception"),
    "what regex outage did cloudflare have": (RX, R2, r"Cloudflare"),
    "in which year did javascript get matchAll": (RX, R7, r"ES2020"),
    "can javascript group names contain accents or ñ": (RX, R7, r"con tilde"),
    "when did safari finally support lookbehind": (RX, R7, r"marzo de 2023"),
}

# Teacher-only answer-key sections: from this heading to the end of the file's paragraphs.
KEY_SECTIONS = {
    (HC, H3): "Answer key (teacher only)",
    (HC, H6): "9. ANSWER KEY (TEACHER ONLY)",
    (RX, R6): "10. ANSWER KEY (TEACHER ONLY)",
}

# Unanswerable questions answered only inside an answer-key section.
KEY_ONLY = {
    "who was ban zhao a tutor to": (HC, H3, r"Empress Deng"),
    "what letter did sima qian write to explain his choice": (HC, H3, r"Ren An"),
    "when did paper money first appear in china": (HC, H6, r"Northern Song"),
    "what was the ever normal granary": (HC, H6, r"Ever-Normal"),
    "who made the joke about regex giving you two problems": (RX, R6, r"Zawinski"),
    "what is the expected pattern for lab task 1": (RX, R6, r"\{6\}"),
}

# A deck note that starts like this is addressed to the teacher (check.py sorts notes with it);
# in this set no note of any kind is course content.
TEACHER_NOTE = "teacher only:"

# Questions from the other subject: their terms are absent from their own course and present in
# the other course.
OTHER_COURSE = [
    (HC, "what does the regex \\d+ match", [r"regex"]),
    (HC, "how do lookaheads work", [r"lookaheads?"]),
    (HC, "¿Para qué sirve la bandera g en JavaScript?", [r"JavaScript"]),
    (RX, "who was emperor wu of han", [r"Emperor Wu"]),
    (RX, "what goods travelled along the silk road", [r"Silk Road"]),
    (RX, "Wer war Cai Lun und was hat er erfunden?", [r"Cai Lun"]),
]

SEED = 20260145

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
        final.append({"id": f"ab45-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
