"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 5. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
WD = "web-development"
AS = "introductory-astronomy"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text (often a casual student phrasing)
#   exact_term       "what is/does X" with the course's own term
#   keyword          a bare keyword or very short query ("parsec?", "stopPropagation")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step (or the result) of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of a code block (usually introduced by a lead-in sentence)
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

W1 = "01-html-and-css.pdf"
W2 = "02-javascript-basics-slides.pdf"
W3 = "03-dom-and-events.pdf"
W4 = "04-fetch-and-json.md"
W5 = "05-accessibility-notes.txt"
A1 = "01-sky-seasons-and-moon.pdf"
A2 = "02-light-and-telescopes-slides.pdf"
A3 = "03-sun-and-planets.pdf"
A4 = "04-stars-galaxies-and-cosmology.docx"

ANSWERABLE = [
    # ---------------- web: 01-html-and-css.pdf (prose, 5 pages) ----------------
    (WD, W1, "exact_term", "What is an HTML element?",
     ["a piece of content wrapped in a start tag and an end tag"]),
    (WD, W1, "definition_tail", "do attribute values need quotes around them?",
     ["Its value is written in double quotes"]),
    (WD, W1, "paraphrase", "which tags don't get a closing tag at all",
     ["the most common are img, br, input, meta and link"]),
    (WD, W1, "how_why", "Why do I have to put <!DOCTYPE html> at the very top?",
     ["tells the browser to use standards mode rather than the older quirks mode"]),
    (WD, W1, "code_block", "can you show me the bare minimum html page skeleton",
     ["<p>This is my first paragraph.</p>"]),
    (WD, W1, "table_row", "span tag - what's it for?",
     ["a generic inline container with no meaning"]),
    (WD, W1, "list_item", "Which HTML5 tag should I wrap a blog post in?",
     ["article: a self-contained piece, such as a blog post or a news story"]),
    (WD, W1, "code_block", "How do I make an email field in a form that can't be left blank?",
     ['<input type="email" id="email" name="email" required>']),
    (WD, W1, "how_why", "Why shouldn't a form that changes data use GET?",
     ["GET puts the values into the address, where they end up in bookmarks"]),
    (WD, W1, "definition_tail", "What do I put at the end of each CSS declaration?",
     ["Each declaration sets one property to a value and ends with a semicolon"]),
    (WD, W1, "table_row", "What does the selector `nav a` match?",
     ["every a element inside a nav"]),
    (WD, W1, "how_why", "Two CSS rules set the same colour on an element. Which one is used?",
     ["The rule with the higher specificity wins"]),
    (WD, W1, "keyword", "specificity id vs class",
     ["An id selector outweighs any number of class selectors"]),
    (WD, W1, "worked_step", "A box is 300px wide with 20px padding and a 5px border. How wide does it end up on screen?",
     ["So the visible box is 350 px wide"]),
    (WD, W1, "exact_term", "what does box-sizing: border-box actually do",
     ["width includes the padding and the border"]),
    (WD, W1, "code_block", "Flexbox: how do I spread my nav links out evenly along the bar?",
     ["display: flex; justify-content: space-between;"]),
    (WD, W1, "how_why", "my page looks zoomed out and tiny on my phone, why?",
     ["phones pretend to have a wide desktop screen and shrink the whole page"]),

    # ---------------- web: 02-javascript-basics-slides.pdf (slide deck) ----------------
    (WD, W2, "exact_term", "What does defer do on a script tag?",
     ["defer: download the file straight away, run it after the HTML is parsed"]),
    (WD, W2, "list_item", "difference between let and const?",
     ["const: declares a name that can never be reassigned"]),
    (WD, W2, "code_block", "What happens if I reassign a constant?",
     ["taxRate = 0.25; // TypeError: assignment to constant"]),
    (WD, W2, "table_row", "What does null mean in JavaScript?",
     ["deliberately set to no value"]),
    (WD, W2, "code_block", "How do I stick a variable into the middle of a string?",
     ["const msg = `Hello, ${name}!`;"]),
    (WD, W2, "worked_step", "what does 17 % 5 give",
     ["17 % 5 is 2, because 17 = 3 x 5 + 2"]),
    (WD, W2, "exact_term", "What is strict equality?",
     ["=== is strict equality: same type and same value"]),
    (WD, W2, "paraphrase", "if I put the string \"0\" in an if statement does it count as false?",
     ["Everything else is truthy, even \"0\" and an empty array"]),
    (WD, W2, "keyword", "falsy values",
     ["Falsy: false, 0, \"\" (empty string), null, undefined, NaN"]),
    (WD, W2, "code_block", "How would I write a function that works out the area of a rectangle?",
     ["return width * height;"]),
    (WD, W2, "keyword", "first index of an array",
     ["Indexes start at 0, so fruits[0] is the first item"]),
    (WD, W2, "list_item", "What does the filter method do?",
     ["keeps only the items for which a test returns true"]),
    (WD, W2, "code_block", "In the map and filter example, which prices end up in cheap?",
     ["const cheap = prices.filter(p => p < 10); // [4, 7]"]),
    (WD, W2, "worked_step", "Walk me through how reduce adds up 4, 12, 7 and 20",
     ["16 + 7 = 23, 23 + 20 = 43"]),
    (WD, W2, "how_why", "I copied an object into b and changed b, why did a change too?",
     ["Assigning an object to a new name copies the reference, not the object"]),
    (WD, W2, "exact_term", "What does `this` refer to inside a method?",
     ["Inside a method, this is the object the method was called on"]),
    (WD, W2, "keyword", "parseInt(\"42px\")",
     ["parseInt(\"42px\") reads the leading digits and gives 42"]),
    (WD, W2, "paraphrase", "why does \"2\" + 3 come out as 23 and not 5",
     ["Adding numbers stored as text: \"2\" + 3 gives \"23\", not 5"]),

    # ---------------- web: 03-dom-and-events.pdf (prose, 4 pages) ----------------
    (WD, W3, "exact_term", "What is the DOM?",
     ["the tree of objects that the browser builds from an HTML document"]),
    (WD, W3, "definition_tail", "What does each bit of the HTML turn into inside the DOM tree?",
     ["Every element, attribute and piece of text becomes a node in this tree"]),
    (WD, W3, "list_item", "what does querySelector give back when nothing matches",
     ["returns the first element that matches, or null"]),
    (WD, W3, "code_block", "How do I grab all the li items in the #todo list?",
     ["const items = document.querySelectorAll(\"#todo li\");"]),
    (WD, W3, "how_why", "why is innerHTML considered risky?",
     ["a script hidden inside that text could run in the page"]),
    (WD, W3, "code_block", "How can I change an image's alt description from a script?",
     ["photo.setAttribute(\"alt\", \"Sunset over the beach\");"]),
    (WD, W3, "paraphrase", "how do I write background-color when I set it through el.style",
     ["so background-color becomes backgroundColor"]),
    (WD, W3, "worked_step", "I've made a new li with createElement, how do I get it onto the page?",
     ["Insert it into the page with list.append(item)."]),
    (WD, W3, "definition_tail", "How do you hook an event listener up to an element?",
     ["It is attached with addEventListener(), which takes the name of the event"]),
    (WD, W3, "how_why", "my click handler runs as soon as the page loads instead of on click, why?",
     ["Writing handleClick() calls the function at once and passes on its result"]),
    (WD, W3, "table_row", "Which event fires while someone is typing in a text box?",
     ["the value of a text field changes"]),
    (WD, W3, "exact_term", "event.target?",
     ["Its target property is the element on which the event happened"]),
    (WD, W3, "code_block", "How do I stop a form being sent when the name box is empty?",
     ["if (nameInput.value.trim() === \"\") {"]),
    (WD, W3, "exact_term", "What is event bubbling?",
     ["passes the event up the tree, running the listeners on each ancestor"]),
    (WD, W3, "keyword", "stopPropagation",
     ["stop the event from travelling any further"]),
    (WD, W3, "list_item", "Why is delegation handy for list items I add later with JS?",
     ["it keeps working for children that are added to the page later"]),
    (WD, W3, "how_why", "I get 'Cannot read properties of null' from my script in the head. How do I fix it?",
     ["load the script with the defer attribute, or wait for the DOMContentLoaded event"]),

    # ---------------- web: 04-fetch-and-json.md (Markdown) ----------------
    (WD, W4, "table_row", "Which HTTP method should I use to update just one field of a record?",
     ["change only some fields of a resource"]),
    (WD, W4, "table_row", "What does a 403 status mean?",
     ["the client is logged in but is not allowed to do this"]),
    (WD, W4, "paraphrase", "what's the difference between a 4xx and a 5xx error",
     ["4xx a mistake by the client and 5xx a failure on the server"]),
    (WD, W4, "how_why", "Can I write JSON keys without quotes like in a JS object?",
     ["every key and every string must be in double quotes"]),
    (WD, W4, "list_item", "What happens if I JSON.parse something that isn't valid JSON?",
     ["throws a SyntaxError if the text is not valid JSON"]),
    (WD, W4, "how_why", "why do I have to stringify an object before putting it in localStorage",
     ["Local storage can only hold strings, which is why the object"]),
    (WD, W4, "exact_term", "What is a promise?",
     ["an object that stands for a result that is not ready yet"]),
    (WD, W4, "code_block", "In a fetch().then() chain, where do I handle the request failing?",
     [".catch(error => console.error(\"Request failed:\", error));"]),
    (WD, W4, "exact_term", "what does await do",
     ["pauses an async function until a promise settles and then hands back its value"]),
    (WD, W4, "how_why", "My fetch got a 404 but the catch never ran. Why?",
     ["A 404 or a 500 still counts as a successful fetch"]),
    (WD, W4, "code_block", "How do I turn a bad HTTP status into an error inside loadUser?",
     ["throw new Error(`HTTP error ${response.status}`);"]),
    (WD, W4, "code_block", "Which header do I set when POSTing JSON with fetch?",
     ["headers: { \"Content-Type\": \"application/json\" },"]),
    (WD, W4, "worked_step", "Three requests take 300, 500 and 200 ms. How long do they take with Promise.all?",
     ["the total is the slowest single request: 500 ms"]),
    (WD, W4, "keyword", "same-origin policy",
     ["a script may only read responses that come from its own page's origin"]),

    # ---------------- web: 05-accessibility-notes.txt (hard-wrapped text) ----------------
    (WD, W5, "paraphrase", "does accessibility help anyone who isn't disabled?",
     ["someone watching a video on a noisy train"]),
    (WD, W5, "exact_term", "what is WCAG",
     ["standard for accessible web content"]),
    (WD, W5, "keyword", "WCAG levels",
     ["testable success criteria at three levels: A, AA and AAA"]),
    (WD, W5, "list_item", "What does Operable mean in POUR?",
     ["every control can be used, including from the keyboard alone"]),
    (WD, W5, "how_why", "Why doesn't a screen reader treat my big bold text as a heading?",
     ["It works from the page's structure"]),
    (WD, W5, "list_item", "what alt should a purely decorative picture get",
     ["For a purely decorative image, use an empty alt attribute"]),
    (WD, W5, "how_why", "What goes wrong if I just leave the alt attribute off an image?",
     ["many screen readers then read out the file name instead"]),
    (WD, W5, "code_block", "Can you show me good alt text for a chart image?",
     ["<img src=\"chart.png\" alt=\"Sales rose from 20 to 35 units in March\">"]),
    (WD, W5, "how_why", "is it ok to jump from an h2 straight to an h4?",
     ["should not be followed directly by an h4"]),
    (WD, W5, "table_row", "What contrast ratio does large text need for AA?",
     ["large text (24 px, or 19 px bold) 3:1"]),
    (WD, W5, "worked_step", "Does #767676 grey text on white pass the contrast requirements?",
     ["This just passes level AA for normal text (4.5:1) but fails"]),
    (WD, W5, "how_why", "The focus outline looks ugly, can I just turn it off?",
     ["Never remove it with outline: none unless you replace it"]),
    (WD, W5, "table_row", "what does tabindex=\"-1\" do",
     ["tabindex=\"-1\" lets scripts focus it, but Tab skips it"]),
    (WD, W5, "paraphrase", "When is it better to skip ARIA altogether?",
     ["do not use ARIA if a native HTML element"]),

    # ---------------- astronomy: 01-sky-seasons-and-moon.pdf (prose, 4 pages) ----------------
    (AS, A1, "exact_term", "What is the celestial sphere?",
     ["an imaginary sphere of very large radius, centred on the Earth"]),
    (AS, A1, "definition_tail", "Is the celestial sphere an actual thing out in space?",
     ["It is not a real object, but it is a convenient way"]),
    (AS, A1, "keyword", "zenith",
     ["The point directly above an observer is the zenith"]),
    (AS, A1, "paraphrase", "why is Polaris the one they call the north star",
     ["lies less than one degree from the north celestial pole"]),
    (AS, A1, "definition_tail", "Are the stars of a constellation actually close to each other?",
     ["usually lie at very different distances from us"]),
    (AS, A1, "paraphrase", "is the Big Dipper one of the official constellations?",
     ["The Plough, also called the Big Dipper, is an asterism"]),
    (AS, A1, "keyword", "circumpolar",
     ["Stars close enough to the celestial pole never dip below the horizon"]),
    (AS, A1, "how_why", "Why is a solar day about four minutes longer than a sidereal day?",
     ["must turn a little further to bring the Sun back"]),
    (AS, A1, "worked_step", "How much earlier does a given star rise after a month?",
     ["After 30 nights it rises 30 x 4 = 120 minutes"]),
    (AS, A1, "how_why", "we have summer because earth is closer to the sun right?",
     ["The seasons are not caused by changes in the Earth's distance from the Sun"]),
    (AS, A1, "list_item", "Why does a higher Sun heat the ground more?",
     ["its rays hit the ground more directly and each square metre receives more energy"]),
    (AS, A1, "table_row", "What's special about 21 December for the Northern Hemisphere?",
     ["shortest day, lowest noon Sun"]),
    (AS, A1, "worked_step", "How high does the Sun get at noon in June at latitude 52 N?",
     ["The June noon altitude is therefore 38 + 23.5 = 61.5 degrees"]),
    (AS, A1, "how_why", "What decides which phase of the Moon we see?",
     ["depends on how much of that lit half is turned towards the Earth"]),
    (AS, A1, "paraphrase", "isn't the crescent moon just earth's shadow covering part of it?",
     ["the phases come entirely from the angle between the Sun, the Earth"]),
    (AS, A1, "keyword", "synchronous rotation",
     ["The Moon turns once on its axis in exactly the time it takes to orbit"]),
    (AS, A1, "exact_term", "At what phase of the Moon can a lunar eclipse happen?",
     ["so it can only happen at full Moon"]),
    (AS, A1, "worked_step", "How big does the Moon look in the sky, in degrees?",
     ["0.00904 x 57.3 = 0.52 degrees"]),

    # ---------------- astronomy: 02-light-and-telescopes-slides.pdf (slide deck) ----------------
    (AS, A2, "exact_term", "What is the frequency of a light wave?",
     ["the number of crests passing each second, in hertz (Hz)"]),
    (AS, A2, "worked_step", "What's the frequency of red light with a wavelength of 700 nm?",
     ["f = 3.00 x 10^8 / 7.00 x 10^-7 = 4.3 x 10^14 Hz"]),
    (AS, A2, "table_row", "what range of wavelengths is visible light",
     ["400 nm (violet) to 700 nm (red)"]),
    (AS, A2, "paraphrase", "which type of radiation has the highest energy photons?",
     ["Gamma-ray photons carry the most energy, radio photons the least"]),
    (AS, A2, "how_why", "Why can't X-ray telescopes work from the ground?",
     ["Ultraviolet, X-rays and gamma rays are blocked completely"]),
    (AS, A2, "worked_step", "Use Wien's law to find the peak wavelength of the Sun",
     ["2.9 x 10^-3 / 5800 = 5.0 x 10^-7 m = 500 nm"]),
    (AS, A2, "list_item", "Where do the dark lines in a spectrum come from?",
     ["Absorption: dark lines, where cooler gas lies in front of a hot source"]),
    (AS, A2, "how_why", "How can astronomers tell which elements a star contains?",
     ["Each element emits and absorbs at its own set of wavelengths"]),
    (AS, A2, "keyword", "redshift",
     ["Source moving away: lines shift to longer wavelengths (redshift)"]),
    (AS, A2, "worked_step", "A hydrogen line at rest is 656.3 nm but is seen at 656.5 nm. How fast is the source moving?",
     ["300,000 km/s x 0.2 / 656.3 = 91 km/s, moving away"]),
    (AS, A2, "exact_term", "What is chromatic aberration?",
     ["Chromatic aberration: different colours focus at different points"]),
    (AS, A2, "how_why", "Why are all the big research telescopes mirrors and not lenses?",
     ["Can be supported from behind, so it can be made very large"]),
    (AS, A2, "worked_step", "How much more light does an 8 m telescope collect than your eye?",
     ["Light ratio = 1,143 squared = about 1.3 million times more light"]),
    (AS, A2, "worked_step", "What magnification do I get with a 25 mm eyepiece on a 1200 mm telescope?",
     ["1200 / 25 = 48 times"]),
    (AS, A2, "worked_step", "What's the finest detail Hubble can resolve?",
     ["Limit = 0.25 x 0.5 / 2.4 = 0.052 arcseconds"]),
    (AS, A2, "paraphrase", "why do stars twinkle",
     ["Star images blur and jump about; stars twinkle for the same reason"]),
    (AS, A2, "keyword", "adaptive optics",
     ["A flexible mirror changes shape hundreds of times a second"]),
    (AS, A2, "paraphrase", "are CCD cameras better than old film for astronomy?",
     ["Record about 90% of the photons that fall on them"]),

    # ---------------- astronomy: 03-sun-and-planets.pdf (prose, 4 pages) ----------------
    (AS, A3, "table_row", "How hot is it at the centre of the Sun?",
     ["about 15 million K"]),
    (AS, A3, "worked_step", "How many minutes does sunlight take to get to Earth?",
     ["Dividing by 60 gives 500 / 60 = 8.3 minutes"]),
    (AS, A3, "list_item", "What is the corona?",
     ["the very hot, faint outer atmosphere that stretches millions of"]),
    (AS, A3, "definition_tail", "Is the photosphere solid?",
     ["It is not solid at all but a layer of glowing gas"]),
    (AS, A3, "keyword", "granulation",
     ["make the photosphere look grainy through a telescope"]),
    (AS, A3, "exact_term", "What is the proton-proton chain?",
     ["hydrogen nuclei are fused into helium nuclei in a chain of reactions"]),
    (AS, A3, "worked_step", "How much mass does the Sun turn into energy every second?",
     ["m = 3.8 x 10^26 / 9.0 x 10^16 = 4.2 x 10^9 kg"]),
    (AS, A3, "definition_tail", "why do sunspots look black",
     ["It only looks dark by contrast"]),
    (AS, A3, "how_why", "What causes auroras?",
     ["reach the Earth they make the aurora"]),
    (AS, A3, "exact_term", "What is an astronomical unit?",
     ["is the average distance between the Earth and the Sun"]),
    (AS, A3, "table_row", "how old is the sun",
     ["about 4.6 billion years"]),
    (AS, A3, "list_item", "Kepler's second law?",
     ["sweeps out equal areas in equal times"]),
    (AS, A3, "worked_step", "Using Kepler's third law, what's the orbital period of Mars?",
     ["Take the square root: P = 1.87 years"]),
    (AS, A3, "worked_step", "An asteroid takes 8 years to orbit the Sun. How far out is it?",
     ["so its average distance is the cube root of 64, which is 4 AU"]),
    (AS, A3, "how_why", "Venus is further from the Sun than Mercury so why is it hotter?",
     ["traps the heat by a runaway greenhouse effect"]),
    (AS, A3, "how_why", "Why was Pluto demoted from being a planet?",
     ["Pluto meets the first two conditions but not the third"]),

    # ---------------- astronomy: 04-stars-galaxies-and-cosmology.docx ----------------
    (AS, A4, "definition_tail", "Is a light-year a measure of time?",
     ["It is a unit of distance, not of time"]),
    (AS, A4, "exact_term", "What is stellar parallax?",
     ["the small apparent shift of a nearby star against much more distant background stars"]),
    (AS, A4, "keyword", "parsec",
     ["the distance at which a star would have a parallax angle of exactly one arcsecond"]),
    (AS, A4, "worked_step", "How far away is Proxima Centauri in light-years?",
     ["1.30 x 3.26 = 4.2 light-years"]),
    (AS, A4, "paraphrase", "does a bigger magnitude number mean a brighter star?",
     ["a smaller number means a brighter star"]),
    (AS, A4, "worked_step", "How many times brighter does a magnitude 1 star look than a magnitude 6 star?",
     ["The first-magnitude star therefore looks 100 times brighter"]),
    (AS, A4, "worked_step", "If a star were twice as far away, how much fainter would it look?",
     ["it looks 2 x 2 = 4 times fainter"]),
    (AS, A4, "table_row", "How hot is an A-type star?",
     ["about 7,500 to 10,000 K"]),
    (AS, A4, "exact_term", "What is plotted on an HR diagram?",
     ["each star is plotted by its luminosity against its surface temperature"]),
    (AS, A4, "definition_tail", "Which side of the HR diagram are the hot stars on?",
     ["so hot blue stars are on the left"]),
    (AS, A4, "worked_step", "Roughly how long does a star of 10 solar masses stay on the main sequence?",
     ["about 10 billion x 10 / 3,200 = 31 million years"]),
    (AS, A4, "list_item", "What happens to a Sun-like star after the red giant stage?",
     ["The outer layers drift away as a planetary nebula"]),
    (AS, A4, "definition_tail", "how dense is white dwarf material",
     ["a teaspoonful of its material would weigh several tonnes"]),
    (AS, A4, "table_row", "What sort of stars do elliptical galaxies contain?",
     ["mostly old red stars, very little gas"]),
    (AS, A4, "worked_step", "How fast is a galaxy 100 Mpc away moving away from us?",
     ["v = 70 x 100 = 7,000 km/s"]),
    (AS, A4, "paraphrase", "so are the galaxies like shrapnel flying out through space?",
     ["It is space itself that is expanding"]),
    (AS, A4, "exact_term", "What is the cosmic microwave background?",
     ["faint radiation that fills the whole sky, left over from when"]),
    (AS, A4, "definition_tail", "Why is the CMB only 2.7 K?",
     ["the expansion has since stretched it to a temperature of only 2.7 K"]),
]

# Unanswerable near-topic questions, with regexes that must not match any file of the course.
UNANSWERABLE = [
    (WD, "How do I lay out a page with CSS Grid and grid-template-areas?", [r"grid\w*"]),
    (WD, "How do I make a reusable component in React?", [r"React", r"component\w*"]),
    (WD, "How do cookies keep a user logged in between visits?", [r"cookie\w*", r"session\w*"]),
    (WD, "How do I open a WebSocket connection for a live chat?", [r"WebSocket\w*", r"socket\w*"]),
    (WD, "How do I check a phone number with a regular expression?",
     [r"regular expression\w*", r"RegExp", r"regex\w*"]),
    (WD, "How does prototype inheritance work with JavaScript classes?",
     [r"prototype\w*", r"inheritance", r"extends"]),
    (WD, "How do I animate a button with CSS keyframes?", [r"keyframe\w*", r"animat\w*", r"transition\w*"]),
    (WD, "What is a closure in JavaScript?", [r"closure\w*"]),
    (WD, "How do I draw shapes on a canvas element?", [r"canvas"]),
    (WD, "How do I add a service worker so my site works offline?", [r"service worker\w*", r"offline"]),
    (AS, "How do astronomers find exoplanets with the transit method?", [r"exoplanet\w*", r"transit\w*"]),
    (AS, "What is a pulsar and why does it flash?", [r"pulsar\w*"]),
    (AS, "What is the Chandrasekhar limit for a white dwarf?", [r"Chandrasekhar"]),
    (AS, "What causes the tides?", [r"tide\w*", r"tidal"]),
    (AS, "What is the precession of the equinoxes?", [r"precess\w*"]),
    (AS, "What are the four Galilean moons of Jupiter like?", [r"Galilean", r"Europa", r"Ganymede", r"Callisto"]),
    (AS, "How are gravitational waves detected?", [r"gravitational wave\w*", r"LIGO"]),
    (AS, "How big is the event horizon of a black hole?", [r"event horizon", r"Schwarzschild"]),
    (AS, "How do Cepheid variables help measure the distance to a galaxy?", [r"Cepheid\w*", r"variable star\w*"]),
    (AS, "Where do comets come from - the Oort cloud or the Kuiper belt?", [r"Oort", r"Kuiper"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (WD, "Why does the Earth have seasons?", [r"season\w*"]),
    (WD, "How far is a light-year?", [r"light-year\w*"]),
    (WD, "What causes a lunar eclipse?", [r"eclipse\w*", r"lunar"]),
    (WD, "What does the Hertzsprung-Russell diagram show?", [r"Hertzsprung"]),
    (WD, "How does a reflecting telescope work?", [r"telescope\w*"]),
    (AS, "What does the === operator do in JavaScript?", [r"JavaScript"]),
    (AS, "How do I add a click event listener to a button?", [r"addEventListener", r"event listener\w*"]),
    (AS, "What is the CSS box model?", [r"CSS", r"box model"]),
    (AS, "How do I parse the JSON that fetch returns?", [r"JSON", r"fetch"]),
    (AS, "What should the alt text of an image say?", [r"alt text", r"alt attribute"]),
]

SEED = 20241128


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
        final.append({"id": f"ab5-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
