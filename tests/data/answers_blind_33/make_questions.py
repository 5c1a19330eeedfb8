"""Write questions.jsonl from the hand-written questions below (set 33).

Every question, kind, gold snippet and source file here was written by hand for this set, from
the course texts in src/ (which I also wrote). Only the page of the gold snippet is looked up
automatically (pdfminer text through pdfplumber for PDFs, python-pptx text for PowerPoint decks);
check.py then verifies everything against corpus/.

A question that names a page or a slide ("slide 23") uses the page / slide number. PowerPoint
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
ME = "meteorology"
MJ = "meiji-japan"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("graupel?")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the part of a definition or sentence that falls after a page break
#   code_block       the answer is a line of a formula, calculation or fixed-width block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

E1 = "01-the-atmosphere-and-pressure.pdf"
E2 = "02-clouds-and-precipitation-slides.pptx"
E3 = "03-air-masses-fronts-and-depressions.docx"
E4 = "04-instruments-and-observations.html"
E5 = "05-forecasting-and-glossary.md"
J1 = "01-the-meiji-restoration.pdf"
J2 = "02-reform-and-industrialisation-slides.pptx"
J3 = "03-constitution-and-politics.docx"
J4 = "04-wars-and-empire.html"
J5 = "05-people-chronology-and-notes.txt"

# (course, source, kind, question, [gold])
ANSWERABLE = [
    # ---------------------------------------------------------------- meteorology, PDF (12)
    (ME, E1, "exact_term", "how much argon is there in air",
     ["0.93 percent argon by volume"]),
    (ME, E1, "how_why", "if co2 is only a tiny bit of the air why does it matter so much",
     ["it matters a great deal because it absorbs infrared radiation"]),
    (ME, E1, "how_why", "¿Por qué la temperatura sube con la altura en la estratosfera?",
     ["because ozone absorbs ultraviolet light from the Sun"]),
    (ME, E1, "how_why", "why do cloudy nights stay warmer than clear ones",
     ["a blanket of cloud traps infrared radiation at night"]),
    (ME, E1, "exact_term", "normal air pressure in psi?",
     ["about 14.7 pounds per square inch"]),
    (ME, E1, "code_block", "how dense is air at sea level, in kg per m3",
     ["rho = 101325 / (287 x 288) = 1.23 kg per cubic metre"]),
    (ME, E1, "definition_tail", "what does it tell you when the isobars on a chart are squashed close together",
     ["the pressure changes quickly over a short distance"]),
    (ME, E1, "exact_term", "whats buys ballots law",
     ["stand with your back to the wind and the low pressure is on your left"]),
    (ME, E1, "list_item", "at what angle does surface wind cross the isobars over the ocean",
     ["10 to 15 degrees over the sea"]),
    (ME, E1, "how_why", "why does a saturated air parcel cool slower than dry air when it goes up",
     ["condensation releases latent heat inside it"]),
    (ME, E1, "definition_tail", "when do temprature inversions usually form",
     ["winter nights, when the ground loses heat quickly"]),
    (ME, E1, "worked_step", "quick way to estimate cloud base height from temperature and dew point",
     ["Cloud base (rule of thumb): (20 - 12) x 125 m = 1000 m"]),
    # ---------------------------------------------------------------- meteorology, PPTX (12)
    (ME, E2, "exact_term", "what year did luke howard publish his cloud names",
     ["On the Modification of Clouds in 1802 and published it in 1803"]),
    (ME, E2, "table_row", "how high up are middle level clouds",
     ["about 2 to 6 km"]),
    (ME, E2, "paraphrase", "which cloud gives a ring around the sun",
     ["often produces a halo with a radius of 22 degrees"]),
    (ME, E2, "list_item", "what do castellanus clouds tell you",
     ["a sign of instability aloft and of thunderstorms later in the day"]),
    (ME, E2, "table_row", "how does steam fog form",
     ["cold air passes over much warmer water"]),
    (ME, E2, "exact_term", "how many cloud droplets does it take to make one raindrop",
     ["as much water as about a million cloud droplets"]),
    (ME, E2, "how_why", "Pourquoi les cristaux de glace grossissent-ils aux dépens des gouttelettes surfondues ?",
     ["The saturation vapour pressure over ice is lower than over water"]),
    (ME, E2, "list_item", "is sleet the same thing in the US as in britain",
     ["in American usage, small ice pellets"]),
    (ME, E2, "list_item", "biggest hailstone ever measured in america",
     ["Vivian, South Dakota, on 23 July 2010: 20 cm across and 0.88 kg"]),
    (ME, E2, "list_item", "what happens in the mature stage of a thunderstorm",
     ["updraughts and downdraughts side by side; heaviest rain, hail, lightning and gusts"]),
    (ME, E2, "code_block", "on slide 23, if the thunder comes 9 secs after the flash how far off is the storm",
     ["Distance = 9 s x 340 m/s = 3060 m, about 3 km"]),
    (ME, E2, "keyword", "graupel?",
     ["soft pellets of rime formed when supercooled droplets freeze onto a snowflake"]),
    # ---------------------------------------------------------------- meteorology, DOCX (10)
    (ME, E3, "table_row", "which airmass do we get most often in britain",
     ["the most frequent air mass over Britain"]),
    (ME, E3, "exact_term", "what does the k mean in mPk",
     ["k when the air is colder than the surface it crosses"]),
    (ME, E3, "how_why", "why are weather fronts called fronts",
     ["borrowed the word front from the battle lines of the First World War"]),
    (ME, E3, "exact_term", "Wie steil ist die Neigung einer Warmfront?",
     ["The frontal surface slopes very gently, at about 1 in 150"]),
    (ME, E3, "table_row", "what does the wind do as a cold front goes through",
     ["veers sharply at the front, gusty"]),
    (ME, E3, "exact_term", "how long does a depresion last from start to finish",
     ["A typical depression lives for four to seven days"]),
    (ME, E3, "code_block", "what pressure drop counts as a weather bomb at 45 degrees north",
     ["At 45 N: 24 x 0.707 / 0.866 = 19.6 hPa in 24 hours"]),
    (ME, E3, "how_why", "how come hurricanes basically never form right on the equator",
     ["because the Coriolis effect there is too weak to set the air spinning"]),
    (ME, E3, "exact_term", "how many rossby waves are there round the world at once",
     ["four to six of these long waves around the globe"]),
    (ME, E3, "paraphrase", "is a typhoon just a hurricane in a different place",
     ["a typhoon in the north-west Pacific"]),
    # ---------------------------------------------------------------- meteorology, HTML (10)
    (ME, E4, "how_why", "why does the door of the thermometer box face north",
     ["so that the Sun never shines on the thermometers while the observer reads them"]),
    (ME, E4, "list_item", "how does a min thermometer remember the lowest temp",
     ["holds alcohol with a small glass index"]),
    (ME, E4, "exact_term", "who invented the aneroid barometer",
     ["invented by Lucien Vidie in 1844"]),
    (ME, E4, "code_block", "my station is 240 m up and reads 984 hPa, whats that at sea level",
     ["Sea-level pressure = 984 + 30 = 1014 hPa"]),
    (ME, E4, "table_row", "1 knot in km/h",
     ["1.852 km/h, or 0.514 m/s"]),
    (ME, E4, "exact_term", "how much rain makes a tipping bucket gauge tip",
     ["tips over each time it collects 0.2 mm of rain"]),
    (ME, E4, "code_block", "how much rain per hour is 40 dbz",
     ["about 11.5 mm per hour"]),
    (ME, E4, "code_block", "O que significa BKN025 num METAR?",
     ["broken cloud, base 2,500 ft"]),
    (ME, E4, "list_item", "on a wind barb whats the triangle worth",
     ["A solid triangle, called a pennant, adds 50 knots"]),
    (ME, E4, "how_why", "why are city centres warmer than the countryside at night",
     ["buildings and roads store heat by day and release it after dark"]),
    # ---------------------------------------------------------------- meteorology, MD (10)
    (ME, E5, "exact_term", "when was the first public weather forecast printed",
     ["printed in The Times on 1 August 1861"]),
    (ME, E5, "paraphrase", "how badly wrong was richardsons hand forecast",
     ["predicted a pressure change of 145 hPa"]),
    (ME, E5, "list_item", "what is data assimilation in nwp",
     ["combines the new observations with a short earlier forecast"]),
    (ME, E5, "exact_term", "ECMWF的集合预报有多少个成员？",
     ["runs 51 members: one control forecast and 50 perturbed ones"]),
    (ME, E5, "code_block", "how do they get a 40% chance of rain",
     ["PoP = 0.8 x 0.5 = 0.4"]),
    (ME, E5, "table_row", "which beaufort force is it when you struggle to walk into the wind",
     ["whole trees in motion; hard to walk against the wind"]),
    (ME, E5, "code_block", "wind chill at -5 C with a 30 km/h wind?",
     ["WCI = 13.12 - 3.11 - 19.59 - 3.42 = -13 (feels like -13 C)"]),
    (ME, E5, "list_item", "why does red sky at night mean good weather",
     ["a red evening sky means the western horizon is clear"]),
    (ME, E5, "keyword", "virga",
     ["streaks of rain or snow that fall from a cloud but evaporate"]),
    (ME, E5, "code_block", "when did celsius come up with his scale",
     ["1742 Anders Celsius proposes his hundred-degree scale"]),
    # ---------------------------------------------------------------- Meiji Japan, PDF (12)
    (MJ, J1, "exact_term", "明治という元号はどういう意味ですか？",
     ['Meiji, usually translated as "enlightened rule"']),
    (MJ, J1, "paraphrase", "where were dutch traders allowed to stay before perry",
     ["confined to the small artificial island of Dejima in Nagasaki harbour"]),
    (MJ, J1, "exact_term", "how many ships did perry turn up with in 1853",
     ["with four warships, two of them steam-powered"]),
    (MJ, J1, "exact_term", "what did extraterritoriality mean for foreigners in japan",
     ["the right to be tried by their own consuls instead of by Japanese courts"]),
    (MJ, J1, "paraphrase", "what happened to ii naosuke after he signed the treaty",
     ["he was cut down outside the Sakurada Gate of Edo Castle"]),
    (MJ, J1, "list_item", "what did the white tiger boys do at aizu",
     ["the teenage soldiers of the White Tiger Force killed themselves"]),
    (MJ, J1, "list_item", "charter oath article about learning from abroad",
     ["Knowledge shall be sought throughout the world"]),
    (MJ, J1, "how_why", "how did they get rid of the domains without a civil war",
     ["the government had first gathered an imperial guard of about 10,000 troops"]),
    (MJ, J1, "definition_tail", "how big was the iwakura mision",
     ["it numbered more than a hundred people"]),
    (MJ, J1, "exact_term", "how much did it cost to buy your way out of conscripton",
     ["able to pay a fee of 270 yen"]),
    (MJ, J1, "how_why", "why did saigo want to be sent to korea himself",
     ["expecting to be killed and so to give Japan a reason for war"]),
    (MJ, J1, "paraphrase", "how long did kumamoto castle hold out against saigo",
     ["held out under siege for about fifty days"]),
    # ---------------------------------------------------------------- Meiji Japan, PPTX (12)
    (MJ, J2, "list_item", "地租改正の税率は何パーセントでしたか？",
     ["at 3 percent of the assessed value of the land"]),
    (MJ, J2, "worked_step", "on slide 4 how much tax on the 400 yen plot after they lowered it",
     ["Tax from 1877: 400 x 2.5 / 100 = 10 yen a year"]),
    (MJ, J2, "exact_term", "how many sen in one yen",
     ["1 yen = 100 sen = 1,000 rin"]),
    (MJ, J2, "table_row", "what did mitsubishi start out as",
     ["a Tosa shipping firm; shipping, shipbuilding and mining"]),
    (MJ, J2, "list_item", "how long did the first train from tokyo to yokohama take",
     ["The line was 29 km long and the journey took 53 minutes"]),
    (MJ, J2, "list_item", "when did the factory act actually come into effect",
     ["The Factory Act of 1911, in force from 1916"]),
    (MJ, J2, "list_item", "how does fukuzawa's encouragement of learning begin",
     ['"Heaven does not create one person above or below another."']),
    (MJ, J2, "how_why", "apart from being western why did japan switch calendar in a rush at the end of 1872",
     ["saved the government a thirteenth month of official salaries"]),
    (MJ, J2, "code_block", "how do i turn meiji 30 into a normal year",
     ["Meiji year N corresponds to the Western year 1867 + N"]),
    (MJ, J2, "list_item", "who designed the rokumeikan",
     ["Completed in 1883 to a design by Josiah Conder"]),
    (MJ, J2, "table_row", "what was japan exporting in the 1870s",
     ["raw silk and tea"]),
    (MJ, J2, "keyword", "shokusan kogyo",
     ['Shokusan kogyo: "increase production, promote industry"']),
    # ---------------------------------------------------------------- Meiji Japan, DOCX (10)
    (MJ, J3, "exact_term", "who were the three great men of the meiji restoration",
     ["Okubo Toshimichi of Satsuma, Kido Takayoshi of Choshu and Saigo Takamori of Satsuma"]),
    (MJ, J3, "how_why", "why did rich farmers get into the peoples rights movement",
     ["since they paid the land tax and wanted a say in how it was spent"]),
    (MJ, J3, "how_why", "why was okuma pushed out of government in 1881",
     ["Okuma Shigenobu had privately proposed a British-style constitution"]),
    (MJ, J3, "table_row", "who supported the kaishinto party",
     ["city merchants, journalists and intellectuals; the British model"]),
    (MJ, J3, "exact_term", "who taught ito hirobumi in vienna",
     ["in Vienna by Lorenz von Stein"]),
    (MJ, J3, "list_item", "Quali erano i cinque ranghi della nuova nobiltà giapponese del 1884?",
     ["prince, marquis, count, viscount and baron"]),
    (MJ, J3, "list_item", "what does article 3 of the meiji constitution say",
     ["the emperor is sacred and inviolable"]),
    (MJ, J3, "how_why", "what was the point of article 71",
     ["meant to stop the Diet from bringing the government to a halt"]),
    (MJ, J3, "code_block", "what share of the population could vote in 1890",
     ["0.011 -> about 1.1 percent of the population"]),
    (MJ, J3, "table_row", "which was the first party cabinet and how long did it last",
     ["first cabinet based on a party; fell after about four months"]),
    # ---------------------------------------------------------------- Meiji Japan, HTML (10)
    (MJ, J4, "exact_term", "what did japan get for giving up sakhalin in 1875",
     ["in return for the whole chain of the Kuril Islands"]),
    (MJ, J4, "paraphrase", "was the ganghwa treaty unfair to korea like japan's own treaties",
     ["gave Japanese subjects extraterritoriality in Korea"]),
    (MJ, J4, "list_item", "how did okuma lose his leg",
     ["lost his right leg when a nationalist threw a bomb at his carriage"]),
    (MJ, J4, "exact_term", "which countries did the triple intervention",
     ["Russia, France and Germany jointly"]),
    (MJ, J4, "exact_term", "gashin shotan meaning",
     ['"sleeping on brushwood and licking gall"']),
    (MJ, J4, "code_block", "how many taels did china pay japan altogether",
     ["Total paid by China: 230 million taels"]),
    (MJ, J4, "paraphrase", "what did britain get out of the 1902 alliance with japan",
     ["a way to check Russia without sending its own fleet to the Pacific"]),
    (MJ, J4, "table_row", "when did port arthur finally fall",
     ["the fortress surrendered on 2 January 1905"]),
    (MJ, J4, "how_why", "why were people in tokyo so angry about the portsmouth treaty",
     ["the public had been told only of victories"]),
    (MJ, J4, "list_item", "이토 히로부미를 암살한 사람은 누구인가요?",
     ["shot dead at Harbin railway station by the Korean nationalist An Jung-geun"]),
    # ---------------------------------------------------------------- Meiji Japan, TXT (10)
    (MJ, J5, "list_item", "how old was mutsuhito when he became emperor",
     ["came to the throne in February 1867, aged fourteen"]),
    (MJ, J5, "list_item", "what were the choshu five",
     ['studied secretly in London in 1863 as one of the "Choshu Five"']),
    (MJ, J5, "list_item", "did okuma start a university",
     ["he founded the Tokyo Senmon Gakko, the college that became Waseda University"]),
    (MJ, J5, "list_item", "what did itagaki shout when he got stabbed",
     ['"Itagaki may die, but liberty will never die!"']),
    (MJ, J5, "list_item", "Tsuda Umeko Amerika'da kaç yıl kaldı?",
     ["she returned eleven years later"]),
    (MJ, J5, "paraphrase", "which book is best for a foreigner's firsthand view of the tokugawa collapse",
     ["the best foreign eyewitness account of the fall of the shogunate"]),
    (MJ, J5, "code_block", "how much is a koku",
     ["about 180 litres of rice, a year's food for one person"]),
    (MJ, J5, "code_block", "what does bakufu literally mean",
     ['"tent government": the shogun\'s administration']),
    (MJ, J5, "exact_term", "what is shogun short for",
     ['"great general who subdues the barbarians"']),
    (MJ, J5, "how_why", "why shouldnt i just call the meiji restoration a revolution",
     ["there was no rising of peasants or townspeople"]),
]

# Near-topic questions no file of their course answers, with search terms (regexes, matched
# case-insensitively on word boundaries) that must be absent from every file of that course.
UNANSWERABLE = [
    (ME, "how do they rate how strong a tornado is, like ef3 or ef5", [r"Fujita", r"EF\d", r"EF-\d"]),
    (ME, "Что такое Эль-Ниньо и как оно влияет на погоду?", [r"El Nino", r"ENSO", r"La Nina"]),
    (ME, "what cape value means severe thunderstorms are likely", [r"CAPE", r"convective available"]),
    (ME, "who built the very first anemometer back in the 1400s", [r"Alberti", r"Hooke", r"first anemometer"]),
    (ME, "how does the indian monsoon work", [r"monsoons?"]),
    (ME, "whats the difference between the dew point and the frost point", [r"frost point", r"frost-point"]),
    (ME, "what is the polar vortex", [r"polar vortex"]),
    (ME, "who picks hurricane names and when does a name get retired", [r"retire\w*", r"naming", r"named after"]),
    (ME, "how do you work out the heat index", [r"heat index", r"humidex", r"apparent temperature"]),
    (ME, "what does the uv index number mean", [r"UV index", r"ultraviolet index"]),
    (ME, "how do i read a tephigram or a skew-t diagram", [r"tephigram", r"skew-T"]),
    (ME, "was michael fish really wrong about the great storm of 1987", [r"Fish", r"1987", r"Great Storm"]),
    (ME, "what is the lowest air pressure ever recorded at sea level", [r"870", r"record low", r"Typhoon Tip", r"lowest (?:sea-level )?pressure ever"]),
    (ME, "what is a sundog", [r"sundogs?", r"sun dogs?", r"parheli\w*"]),
    (ME, "Hoe ontstaat een regenboog?", [r"rainbows?"]),
    (ME, "what is a microburst and why is it dangerous for planes", [r"microbursts?", r"downbursts?"]),
    (ME, "what causes ball lightning", [r"ball lightning"]),
    (ME, "whats the albedo of a forest", [r"forests?", r"woodland", r"canopy"]),
    (MJ, "what was the ansei purge", [r"Ansei"]),
    (MJ, "who were the shinsengumi", [r"Shinsengumi"]),
    (MJ, "how many soldiers died in the satsuma rebelion", [r"casualt\w*", r"\d[\d,]* (?:men|soldiers) (?:died|were killed)", r"death toll"]),
    (MJ, "what happened in the taisho political crisis of 1913", [r"Taisho", r"political crisis of 1913"]),
    (MJ, "Kiedy zbudowano świątynię Meiji w Tokio?", [r"Meiji Shrine", r"Meiji Jingu"]),
    (MJ, "who actually killed sakamoto ryoma", [r"Mimawarigumi", r"Imai Nobuo", r"Shinsengumi"]),
    (MJ, "what was the voter turnout in the first election in 1890", [r"turnout", r"cast (?:their|a) (?:vote|ballot)"]),
    (MJ, "what was the yokohama specie bank for", [r"Specie"]),
    (MJ, "what did the katsura-taft agreement say about korea", [r"Taft"]),
    (MJ, "who was the last king of the ryukyu kingdom", [r"Sho Tai", r"king of (?:the )?Ryukyu", r"Ryukyu king"]),
    (MJ, "how did baseball come to japan", [r"baseball", r"Horace Wilson"]),
    (MJ, "what was rangaku, the dutch learning", [r"rangaku", r"Dutch learning", r"Dutch studies"]),
    (MJ, "how many japanese soldiers died in the russo-japanese war", [r"casualt\w*", r"\d[\d,]* (?:dead|killed)", r"soldiers died"]),
    (MJ, "Ai là người chỉ huy hạm đội Bắc Dương của nhà Thanh trong chiến tranh Giáp Ngọ?", [r"Ding Ruchang", r"Beiyang"]),
    (MJ, "who was the architect of the ginza brick town", [r"Waters", r"architect of (?:the )?Ginza"]),
    (MJ, "what was the otsu incident when the russian crown prince got attacked in 1891", [r"Otsu", r"Nicholas", r"crown prince", r"tsarevich"]),
    (MJ, "how tall was saigo takamori", [r"\d+ ?(?:cm|centimetres|feet|foot|ft)", r"tall"]),
    (MJ, "when did tokyo's first subway line open", [r"subways?", r"underground railway", r"metro"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (ME, "who was saigo takamori", [r"Saigo"]),
    (ME, "what did the charter oath promise", [r"Charter Oath"]),
    (ME, "what happened at the battle of tsushima", [r"Tsushima"]),
    (MJ, "what is a cold front", [r"cold front"]),
    (MJ, "how does a cumulonimbus cloud form", [r"cumulonimbus"]),
    (MJ, "what does the beaufort scale measure", [r"Beaufort"]),
]

SEED = 20260133

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
        final.append({"id": f"ab33-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
