"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 19. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
PH = "photography"
CW = "cold-war"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term (also numbers, names, dates)
#   keyword          a bare keyword or very short query ("sinatra doctrine", "tsar bomba")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a formula, calculation or timeline block
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

P1 = "01-exposure-and-the-exposure-triangle.pdf"
P2 = "02-lenses-and-optics-slides.pdf"
P3 = "03-composition-and-visual-design.docx"
P4 = "04-light-and-colour.md"
P5 = "05-digital-workflow-notes.txt"
C1 = "01-origins-and-the-early-cold-war.pdf"
C2 = "02-the-nuclear-arms-race-slides.pdf"
C3 = "03-proxy-wars-and-the-third-world.docx"
C4 = "04-life-behind-the-iron-curtain.md"
C5 = "05-the-end-of-the-cold-war-notes.txt"

# (course, source file, kind, question, [gold snippet])
ANSWERABLE = [
    # ---- Photography 1: exposure (prose PDF) ----
    (PH, P1, "exact_term", "what does exposure actually mean in photography",
     ["the total amount of light that reaches the sensor"]),
    (PH, P1, "code_block", "how wide is the opening of a 50mm lens set to f8",
     ["50 mm lens at f/8: diameter = 50 / 8 = 6.25 mm"]),
    (PH, P1, "table_row", "what shutter speed do i need so a flying bird isnt blurry",
     ["Small bird in flight 1/2000 second or faster"]),
    (PH, P1, "how_why", "does turning up the iso make the sensor pick up more light",
     ["Raising the ISO does not make the sensor collect more light"]),
    (PH, P1, "worked_step",
     "school play, meter says 1/15 at f4 iso 400 but i need 1/125 to stop the kids blurring. what do i set",
     ["The final setting is 1/125 second at f/2 and ISO 800"]),
    (PH, P1, "code_block", "meter reads 1/125 at f/8 - if i slow down to 1/30 what aperture keeps it the same",
     ["Two stops narrower, slower: 1/30 s at f/16"]),
    (PH, P1, "paraphrase", "how do i guess exposure outside on a bright cloudless day with no light meter",
     ["use a shutter speed of one over the ISO"]),
    (PH, P1, "code_block", "how do you work out the EV number from the f number and shutter time",
     ["EV = log2(N^2 / t)"]),
    (PH, P1, "paraphrase", "how much light is the grey the camera meter aims for supposed to bounce back",
     ["reflect about 18 percent of the light that falls on it"]),
    (PH, P1, "how_why", "why do my snow photos always come out kind of grey and dull",
     ["reduces the exposure until the snow is recorded as middle grey"]),
    (PH, P1, "list_item", "which metering mode just measures one tiny bit of the frame",
     ["Spot metering reads only a small circle, often 1 to 5 percent of the frame"]),
    (PH, P1, "paraphrase", "exposing to the right, what kind of shooting is it actually worth doing for",
     ["files and scenes that stay still while you check the result"]),
    (PH, P1, "keyword", "dynamic range of modern full frame sensors",
     ["roughly 12 to 14 stops at their base ISO"]),

    # ---- Photography 2: lenses (slides) ----
    (PH, P2, "table_row", "how big is the sensor in a canon apsc camera",
     ["APS-C (Canon) 22.3 x 14.9 mm 1.6"]),
    (PH, P2, "worked_step", "what does a 50mm lens act like on an apsc body",
     ["50 mm x 1.5 = 75 mm equivalent on an APS-C camera"]),
    (PH, P2, "list_item", "what happens to the depth of field when i focus on something really close",
     ["the closer you focus, the shallower the depth of field"]),
    (PH, P2, "exact_term", "what is the hyperfocal distance",
     ["the nearest focus distance that keeps infinity acceptably sharp"]),
    (PH, P2, "worked_step", "24mm lens at f8 on full frame, where do i focus so everything is sharp and what range is sharp",
     ["Focus at 2.4 m: sharp from 1.2 m to infinity"]),
    (PH, P2, "paraphrase", "is bokeh just another word for how blurry the background is",
     ["the look of the out-of-focus parts of a picture, not the amount of blur"]),
    (PH, P2, "how_why", "why do my landscape shots get softer when i stop down to f22",
     ["At very small apertures this spreading softens the whole picture"]),
    (PH, P2, "how_why", "do long lenses actually squash the background or is that a myth",
     ["A telephoto seems to compress distance because it is used from far away"]),
    (PH, P2, "how_why", "what causes the purple and green fringes along edges",
     ["Glass bends each colour of light by a slightly different amount"]),
    (PH, P2, "keyword", "macro 1:1 meaning",
     ["At 1:1 the subject is recorded at life size on the sensor"]),
    (PH, P2, "list_item", "at what angle to the sun does a polarizer make the sky darkest",
     ["darkens a blue sky most strongly at 90 degrees from the sun"]),
    (PH, P2, "worked_step", "normal exposure is 1/60, how long do i need with a 10 stop nd filter",
     ["1/60 second with a 10-stop filter becomes 1024/60 = about 17 seconds"]),

    # ---- Photography 3: composition (DOCX) ----
    (PH, P3, "exact_term", "how does the rule of thirds grid work",
     ["divided by two horizontal and two vertical lines into nine equal rectangles"]),
    (PH, P3, "paraphrase", "sunset with amazing clouds, should the horizon go high or low in the frame",
     ["Put it on the lower third line when the sky is the interesting part"]),
    (PH, P3, "how_why", "what mood do diagonal lines give a photo",
     ["diagonal lines suggest movement and tension"]),
    (PH, P3, "definition_tail", "whats the point of leaving empty space around the subject",
     ["gives the subject room to breathe and makes a small subject feel isolated"]),
    (PH, P3, "list_item", "gestalt closure meaning",
     ["the mind completes a shape that is only partly shown"]),
    (PH, P3, "how_why", "why do people say groups of 3 look better than 2 or 4",
     ["with an odd number the middle object anchors the group"]),
    (PH, P3, "keyword", "lead room",
     ["leave more space in front of it than behind it"]),
    (PH, P3, "paraphrase", "where is it ok to cut off someones legs when cropping a photo",
     ["Cut through the middle of the thigh or upper arm instead"]),
    (PH, P3, "table_row", "where does the 3:2 frame shape come from",
     ["35 mm film and most interchangeable-lens cameras"]),
    (PH, P3, "list_item", "what should i look for behind someone before i take their portrait",
     ["Check the background for poles or branches growing out of heads"]),

    # ---- Photography 4: light and colour (Markdown) ----
    (PH, P4, "paraphrase", "if i bring my softbox nearer to the model does the light get softer or harder",
     ["makes it larger as seen from the subject, and therefore softer"]),
    (PH, P4, "exact_term", "when is the golden hour",
     ["In the hour after sunrise and the hour before sunset the sun is low"]),
    (PH, P4, "table_row", "why do pics taken in the shade look blue, whats the colour temp there",
     ["about 7,500 K, distinctly blue"]),
    (PH, P4, "how_why", "why is orange light a lower kelvin than blue light, seems backwards",
     ["a dark object heated until it glows gives off red light at lower temperatures"]),
    (PH, P4, "how_why", "i left my camera on tungsten white balance outside and everything went blue, why",
     ["it adds blue to cancel orange light that is not there"]),
    (PH, P4, "code_block", "how much less light if my subject goes from 1 metre to 2 metres from the flash",
     ["I2 = I1 x (1 / 2)^2 = I1 / 4"]),
    (PH, P4, "worked_step", "flash has a guide number of 40 and the person is 5m away, which aperture",
     ["f-number = 40 / 5 = 8, so use f/8"]),
    (PH, P4, "list_item", "what does the fill light do in a three light setup",
     ["lightens the shadows cast by the key without creating shadows of its own"]),
    (PH, P4, "paraphrase", "what does a 2:1 lighting ratio mean",
     ["the key side receives twice the light of the fill side"]),
    (PH, P4, "how_why", "why do printers need black ink if cmy should make black",
     ["the three inks together make a muddy brown rather than a true black"]),

    # ---- Photography 5: digital workflow (TXT) ----
    (PH, P5, "how_why", "why are there twice as many green pixels on a sensor",
     ["because human vision is most sensitive to detail in green"]),
    (PH, P5, "paraphrase", "can you just look at a raw file like a normal photo",
     ["It is not yet a picture"]),
    (PH, P5, "table_row", "how many tonal levels does a 14 bit raw have",
     ["14-bit 16,384 raw files from most recent cameras"]),
    (PH, P5, "worked_step", "how many colours can an 8 bit image show and how do you get that number",
     ["256 x 256 x 256 = 16,777,216 colours"]),
    (PH, P5, "exact_term", "what is generation loss with jpegs",
     ["it is compressed again and loses a little more detail"]),
    (PH, P5, "list_item", "when am i supposed to format my memory card",
     ["Format the card in the camera once the backup is checked"]),
    (PH, P5, "paraphrase", "which metadata does the camera add by itself when i take the shot",
     ["EXIF data is written by the camera itself at the moment of capture"]),
    (PH, P5, "keyword", "xmp sidecar",
     ["stored in a small separate file next to the raw file"]),
    (PH, P5, "code_block", "how big can i print a 6000x4000 photo at 300 ppi",
     ["6000 / 300 = 20 inches by 4000 / 300 = 13.3 inches"]),
    (PH, P5, "exact_term", "what white point should i calibrate my monitor to",
     ["a white point of 6500 K (D65)"]),

    # ---- Cold War 1: origins (prose PDF) ----
    (CW, C1, "exact_term", "why is it called the cold war",
     ["the two superpowers never fought each other directly in a full-scale war"]),
    (CW, C1, "paraphrase", "who made the phrase cold war popular",
     ["the journalist Walter Lippmann made it popular with a book"]),
    (CW, C1, "how_why", "why did churchill leave the potsdam conference halfway through",
     ["Churchill lost the British general election and was replaced by Clement Attlee"]),
    (CW, C1, "exact_term", "what was containment",
     ["stopping communism from spreading to new countries"]),
    (CW, C1, "paraphrase", "when communists joined coalition govts in eastern europe which department did they go after",
     ["ministry that controlled the police"]),
    (CW, C1, "keyword", "salami tactics",
     ["because opponents were cut away slice by slice"]),
    (CW, C1, "paraphrase", "how much money did the us hand out under the marshall plan",
     ["provided about 13 billion dollars between 1948 and 1952"]),
    (CW, C1, "how_why", "what was stalin trying to achieve by blockading west berlin",
     ["hoping to force the Western powers to abandon the city"]),
    (CW, C1, "keyword", "nato article 5",
     ["an armed attack against one member shall be considered an attack against them all"]),
    (CW, C1, "paraphrase", "how did people in america react when mao won in china",
     ["Truman asked who had \"lost\" China"]),
    (CW, C1, "how_why", "how could the UN send troops to korea when the soviets had a veto",
     ["the Soviet delegate was boycotting the Council"]),
    (CW, C1, "exact_term", "who announced the policy of massive retaliation",
     ["John Foster Dulles, announced a policy of massive retaliation in 1954"]),
    (CW, C1, "table_row", "was churchill prime minister again after attlee",
     ["Britain Winston Churchill 1940-1945 and 1951-1955"]),

    # ---- Cold War 2: nuclear arms race (slides) ----
    (CW, C2, "exact_term", "when and where was the trinity test",
     ["Trinity test in the New Mexico desert on 16 July 1945"]),
    (CW, C2, "paraphrase", "how many people had died in hiroshima by the end of 1945",
     ["about 140,000 people had died in Hiroshima"]),
    (CW, C2, "paraphrase", "how much more powerful was the first h bomb than the hiroshima one",
     ["Its yield of about 10 megatons was some 700 times the Hiroshima bomb"]),
    (CW, C2, "how_why", "why did sputnik freak out the americans so much",
     ["so Americans realised it could also carry a warhead to their cities"]),
    (CW, C2, "paraphrase", "did the soviets really have more missiles like kennedy said",
     ["In fact the United States was far ahead"]),
    (CW, C2, "how_why", "why did kennedy say quarantine instead of blockade",
     ["because a blockade is an act of war"]),
    (CW, C2, "list_item", "what did the us secretly give up to end the cuban missile crisis",
     ["secretly agreed to withdraw its missiles from Turkey"]),
    (CW, C2, "paraphrase", "was the moscow washington hotline really a red phone",
     ["a teleprinter link for written messages, not the red telephone of films"]),
    (CW, C2, "exact_term", "what is a MIRV",
     ["a missile carrying several warheads, each aimed at a different target"]),
    (CW, C2, "table_row", "how many nuclear warheads did the ussr have in 1986",
     ["1986 about 23,300 about 40,200"]),
    (CW, C2, "keyword", "able archer 83",
     ["a NATO exercise simulating nuclear release, alarmed Soviet leaders"]),
    (CW, C2, "how_why", "why did the reykjavik summit fall apart",
     ["Reagan refused to confine SDI research to the laboratory"]),

    # ---- Cold War 3: proxy wars (DOCX) ----
    (CW, C3, "definition_tail", "in a proxy war do the big powers send their own armies to fight each other",
     ["but avoid fighting each other directly"]),
    (CW, C3, "exact_term", "who came up with the term third world",
     ["coined in 1952 by the French demographer Alfred Sauvy"]),
    (CW, C3, "paraphrase", "where and when did the non aligned movement officially start",
     ["formally founded at a conference in Belgrade in September 1961"]),
    (CW, C3, "how_why", "why were the vietnam reunification elections in 1956 never held",
     ["refused to hold them, expecting Ho Chi Minh to win"]),
    (CW, C3, "paraphrase", "why did the us think losing one small country in asia mattered so much",
     ["if one fell to communism, the others would quickly follow"]),
    (CW, C3, "list_item", "when did the first american combat troops arrive in vietnam",
     ["the first US combat troops landed at Da Nang in March 1965"]),
    (CW, C3, "how_why", "if the tet offensive failed militarily why was it such a big deal",
     ["the sight of fighting in Saigon destroyed their trust in that claim"]),
    (CW, C3, "list_item", "what happened in chile in 1973",
     ["General Augusto Pinochet overthrew the elected Marxist president Salvador Allende"]),
    (CW, C3, "table_row", "how did the war in nicaragua end up",
     ["The Sandinistas lost the 1990 election"]),
    (CW, C3, "keyword", "stinger missiles afghanistan",
     ["shoulder-fired weapons that could bring down Soviet helicopters"]),

    # ---- Cold War 4: life behind the Iron Curtain (Markdown) ----
    (CW, C4, "paraphrase", "could people in east bloc countries actually choose who to vote for",
     ["voters were offered a single list of candidates drawn up by the ruling party"]),
    (CW, C4, "paraphrase", "how many informers did the stasi have",
     ["around 189,000 unofficial collaborators"]),
    (CW, C4, "how_why", "what set off the east german workers strike in 1953",
     ["an order to raise their work quotas without extra pay"]),
    (CW, C4, "code_block", "how many people died at the berlin wall",
     ["People killed at the Wall: at least 140"]),
    (CW, C4, "exact_term", "what did dubcek mean by socialism with a human face",
     ["a communist system that respected freedom of speech"]),
    (CW, C4, "exact_term", "what was the brezhnev doctrine",
     ["the other socialist countries had the right and the duty to intervene"]),
    (CW, C4, "how_why", "what started the strike at the gdansk shipyard",
     ["after a crane operator, Anna Walentynowicz, was sacked"]),
    (CW, C4, "list_item", "who was andrei sakharov",
     ["a physicist who had helped to build the Soviet hydrogen bomb"]),
    (CW, C4, "definition_tail", "how did samizdat actually get copied and spread",
     ["typed copies of banned texts with carbon paper"]),
    (CW, C4, "table_row", "who was the first woman in space",
     ["First woman in space, Valentina Tereshkova"]),

    # ---- Cold War 5: the end of the Cold War (TXT) ----
    (CW, C5, "table_row", "how did khrushchevs time as leader end",
     ["Nikita Khrushchev 1953-1964 removed by colleagues, October 1964"]),
    (CW, C5, "exact_term", "when did gorbachev come to power",
     ["On 11 March 1985 Mikhail Gorbachev became General Secretary"]),
    (CW, C5, "how_why", "how did the rest of the world find out about chernobyl",
     ["radiation alarms went off at a nuclear power station in Sweden"]),
    (CW, C5, "paraphrase", "what did gorbachev promise in his 1988 speech at the un",
     ["the Soviet armed forces would be cut by 500,000 men"]),
    (CW, C5, "keyword", "sinatra doctrine",
     ["each country could now do things its own way"]),
    (CW, C5, "how_why", "why did the berlin wall suddenly open that night in november 89",
     ["new travel rules took effect \"immediately, without delay\""]),
    (CW, C5, "code_block", "when did bush and gorbachev meet in malta",
     ["2-3 December Bush and Gorbachev meet at Malta"]),
    (CW, C5, "paraphrase", "what happened on christmas day 1991 in moscow",
     ["Gorbachev resigned as Soviet president in a television address"]),
    (CW, C5, "list_item", "did reagan win the cold war by outspending the soviets",
     ["Reagan's arms build-up and SDI forced the Soviet Union into a race"]),
    (CW, C5, "paraphrase", "what was the baltic way",
     ["joined hands in a human chain more than 600 km long"]),
]

# Near-topic questions that no file of the course answers. The regexes are searched (word
# boundary, case-insensitive) in every file of the course by check.py and must not occur.
UNANSWERABLE = [
    (PH, "how do i photograph the milky way, whats the 500 rule for stars",
     [r"Milky Way", r"500 rule", r"stars?", r"astrophotograph\w*"]),
    (PH, "how does focus stacking work for macro shots",
     [r"focus stacking", r"stacking"]),
    (PH, "how do you develop black and white film in a darkroom",
     [r"darkroom", r"developer", r"fixer", r"enlarger"]),
    (PH, "what is a dutch angle and when should i use it",
     [r"Dutch", r"canted"]),
    (PH, "how do i shoot tethered to my laptop in the studio",
     [r"tether\w*"]),
    (PH, "how does high speed sync let me use flash at 1/4000",
     [r"high-speed sync", r"high speed sync", r"HSS", r"FP sync"]),
    (PH, "what is the scheimpflug principle",
     [r"Scheimpflug"]),
    (PH, "do i need a model release to sell a photo of a person",
     [r"model release", r"release forms?", r"releases?"]),
    (PH, "how does ansel adams zone system work",
     [r"Zone System", r"Ansel", r"Adams"]),
    (PH, "what is the crop factor of a micro four thirds camera",
     [r"Four Thirds", r"MFT", r"Micro 4/3"]),
    (PH, "how do i merge bracketed shots into an hdr image",
     [r"HDR", r"bracket\w*", r"high dynamic range", r"merge\w*"]),
    (PH, "how does night mode on a smartphone camera work",
     [r"smartphones?", r"phones?", r"computational", r"night mode"]),
    (CW, "what happened in the suez crisis",
     [r"Suez"]),
    (CW, "what was operation paperclip and which german scientists did the us take",
     [r"Paperclip", r"von Braun", r"Braun"]),
    (CW, "what happened to laika the space dog",
     [r"Laika", r"Sputnik 2", r"dogs?"]),
    (CW, "who were the cambridge five spies",
     [r"Cambridge Five", r"Philby", r"Burgess", r"Maclean"]),
    (CW, "why did the us boycott the 1980 moscow olympics",
     [r"Olympics?", r"Olympic Games"]),
    (CW, "what did the khmer rouge do in cambodia",
     [r"Khmer", r"Pol Pot", r"Cambodia\w*"]),
    (CW, "why did nixon visit china in 1972",
     [r"Nixon", r"ping-pong", r"Shanghai Communique"]),
    (CW, "who did the superpowers back in the ogaden war",
     [r"Ogaden", r"Ethiopia\w*", r"Somalia\w*"]),
    (CW, "when did reagan say tear down this wall",
     [r"tear down", r"Brandenburg"]),
    (CW, "why did the soviets shoot down the korean airliner in 1983",
     [r"Korean Air", r"KAL", r"airliners?", r"007"]),
    (CW, "why did yugoslavia break up after the cold war",
     [r"Bosnia\w*", r"Croatia\w*", r"Slovenia\w*", r"Kosovo", r"Milosevic", r"break-?up"]),
    (CW, "what was the yield of the castle bravo test",
     [r"Castle Bravo", r"Bravo", r"Bikini"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (PH, "what was the cuban missile crisis", [r"Cuban", r"missile crisis"]),
    (PH, "when did the berlin wall come down", [r"Berlin Wall", r"Berlin"]),
    (PH, "what was the marshall plan", [r"Marshall Plan", r"Marshall"]),
    (CW, "how does the aperture change a photo", [r"aperture", r"f-number"]),
    (CW, "what is the rule of thirds", [r"rule of thirds"]),
    (CW, "how do i set the white balance", [r"white balance"]),
]

SEED = 20251219


def rows():
    out = []
    for course, source, kind, q, gold in ANSWERABLE:
        page = None
        if source.endswith(".pdf"):
            page = find_page(ROOT / "corpus" / course / source, gold[0])
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
        final.append({"id": f"ab19-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
