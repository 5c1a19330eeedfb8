"""Hand-written questions for the blind answer-quality set answers_blind_2.

Every question, kind, source and gold snippet below was written by hand.
Only the PDF page number of the first gold snippet is looked up automatically (pypdf).
Run:  .venv/bin/python make_questions.py   -> writes questions.jsonl
"""
import json
import random
import re
from pathlib import Path

from pypdf import PdfReader

ROOT = Path(__file__).resolve().parent
CORPUS = ROOT / "corpus"
PHY, ECO = "physics-mechanics", "world-economics"

# (course, kind, question, source file, [gold snippets])
P1 = "01-kinematics.pdf"
P2 = "02-newtons-laws-slides.pdf"
P3 = "03-energy-work-power.docx"
P4 = "04-momentum-circular-motion.md"
E1 = "01-supply-demand-slides.pdf"
E2 = "02-gdp-and-inflation.pdf"
E3 = "03-international-trade.docx"
E4 = "04-money-and-banking.txt"

A = "paraphrase"
X = "exact_term"

ANSWERABLE = [
    # ---------------- physics 01 kinematics (prose PDF) ----------------
    (PHY, A, "difference between a scalar and a vector", P1,
     ["A scalar is a quantity that has size only",
      "A vector is a quantity that has both size and direction"]),
    (PHY, X, "displacement?", P1,
     ["straight-line change in position from the starting point"]),
    (PHY, A, "how do i turn km/h into m/s", P1,
     ["To convert a speed from km/h to m/s, divide by 3.6"]),
    (PHY, A, "A cyclist goes 3 km east then 4 km north in half an hour. What's the average velocity?", P1,
     ["Average velocity = 5.0 km / 0.50 h = 10 km/h"]),
    (PHY, X, "define acceleration", P1,
     ["Acceleration is the rate of change of velocity"]),
    (PHY, A, "Does a negative acceleration always mean the object is slowing down?", P1,
     ["An object slows down when its acceleration points opposite to its velocity"]),
    (PHY, A, "A car goes from rest to 24 m/s in 8 seconds. What's its acceleration?", P1,
     ["Acceleration = 24 m/s / 8.0 s = 3.0 m/s^2"]),
    (PHY, A, "What symbol and unit do we use for initial velocity?", P1,
     ["Initial velocity u metre per second (m/s) vector"]),
    (PHY, A, "what does the area under a v-t graph tell you", P1,
     ["The area between the line and the time axis is the displacement"]),
    (PHY, X, "suvat equations?", P1,
     ["often called the suvat equations after the five symbols"]),
    (PHY, A, "Which equation of motion should I use when the time isn't given?", P1,
     ["v^2 = u^2 + 2 a s (no time t)"]),
    (PHY, A, "Can I still use the suvat equations if the acceleration keeps changing?", P1,
     ["These equations only hold for uniform acceleration",
      "split the motion into stages or use a graph"]),
    (PHY, A, "A train doing 30 m/s brakes at -1.5 m/s^2. How far until it stops?", P1,
     ["so the stopping distance is s = 300 m"]),
    (PHY, X, "What is free fall?", P1,
     ["Free fall is motion under the influence of gravity alone"]),
    (PHY, A, "do heavier objects fall faster than light ones?", P1,
     ["all objects have the same acceleration whatever their mass"]),
    (PHY, X, "projectile", P1,
     ["any object that is launched and then moves under gravity alone"]),
    (PHY, A, "A ball rolls off a 1.25 m high table at 3 m/s. Where does it land?", P1,
     ["The ball lands about 1.5 m from the foot of the table"]),
    (PHY, A, "what launch angle gives the biggest range?", P1,
     ["reached with a launch angle of 45 degrees"]),
    (PHY, A, "Do launches at 30 and 60 degrees go the same distance?", P1,
     ["such as 30 and 60 degrees, give the same range"]),
    (PHY, A, "I walk forward at 1.5 m/s on a train going 25 m/s. How fast am I moving relative to the ground?", P1,
     ["has a velocity of 26.5 m/s relative to the ground"]),

    # ---------------- physics 02 Newton's laws (SLIDE DECK PDF) ----------------
    (PHY, X, "what is a force", P2, ["Force: a push or a pull on an object"]),
    (PHY, A, "What unit is force measured in?", P2, ["SI unit: newton (N)", "1 N = 1 kg m/s^2"]),
    (PHY, A, "give me some examples of forces that act without touching", P2,
     ["Non-contact forces: gravity, magnetic force, electric force"]),
    (PHY, X, "net force?", P2, ["Net force: vector sum of all forces on an object"]),
    (PHY, A, "Forces of 50 N to the right and 20 N to the left act on a box. What's the net force?", P2,
     ["Net force = 50 N - 20 N = 30 N"]),
    (PHY, X, "What is inertia?", P2, ["Inertia: resistance to change in motion"]),
    (PHY, A, "Newton's first law in simple words?", P2,
     ["No net force: velocity stays constant", "Object at rest stays at rest"]),
    (PHY, A, "Do you need a force to keep something moving at a constant speed?", P2,
     ["Constant velocity does not need a force", "Myth: motion needs a force to keep going"]),
    (PHY, X, "Newton's second law", P2, ["Net force = mass x acceleration"]),
    (PHY, A, "what happens to the acceleration if the mass is doubled but the force stays the same?", P2,
     ["Double the mass: half the acceleration"]),
    (PHY, A, "A 1200 kg car has a net force of 600 N on it. What is its acceleration?", P2,
     ["a = F / m = 600 / 1200"]),
    (PHY, A, "mass vs weight - what's the difference?", P2,
     ["Weight: gravitational force on a mass", "Mass: amount of matter, in kilograms"]),
    (PHY, A, "What would an 80 kg astronaut weigh on the Moon?", P2,
     ["On the Moon (g = 1.6 m/s^2): W = 128 N"]),
    (PHY, X, "State Newton's third law", P2,
     ["A on B equals B on A in size", "The two forces point in opposite directions"]),
    (PHY, A, "If action and reaction are equal and opposite, why don't they cancel out?", P2,
     ["Pair forces act on different objects", "They never cancel each other"]),
    (PHY, X, "normal force", P2,
     ["Normal force: push of a surface on an object", "Acts at right angles to the surface"]),
    (PHY, A, "A 60 kg person stands on scales in a lift accelerating upwards at 2 m/s^2. What do the scales read?", P2,
     ["Scale reading: 60 x 11.8 = 708 N"]),
    (PHY, A, "static vs kinetic friction", P2,
     ["Static friction: stops sliding from starting",
      "Kinetic friction is usually smaller than maximum static friction"]),
    (PHY, A, "how do you calculate friction", P2, ["Friction = coefficient of friction x normal force"]),
    (PHY, A, "What's the coefficient of friction for rubber tyres on a dry road?", P2,
     ["Rubber on dry road: mu about 0.7"]),
    (PHY, X, "tension?", P2, ["Tension: pulling force in a rope or string", "Rope can pull but cannot push"]),
    (PHY, A, "3 kg and 2 kg blocks joined by a string are pulled with 10 N. What's the tension in the string?", P2,
     ["tension = 2 x 2 = 4 N"]),
    (PHY, A, "What is the acceleration of a 5 kg crate sliding down a smooth 30 degree slope?", P2,
     ["a = 9.8 x sin(30) = 4.9 m/s^2"]),
    (PHY, X, "air resistance", P2, ["Air resistance: friction with the air"]),

    # ---------------- physics 03 energy (DOCX) ----------------
    (PHY, X, "What is work in physics?", P3,
     ["Work is done when a force moves its point of application"]),
    (PHY, A, "how do you work out the work done if the force is at an angle", P3,
     ["so W = F d cos(theta)"]),
    (PHY, A, "If I hold a heavy barbell still above my head, am I doing work on it?", P3,
     ["does no work on the barbell, even though she gets tired"]),
    (PHY, A, "A child pulls a sledge 15 m with a 40 N rope at 30 degrees. How much work is done?", P3,
     ["W = 520 J (to two significant figures)"]),
    (PHY, X, "kinetic energy formula", P3, ["the kinetic energy is Ek = (1/2) m v^2"]),
    (PHY, X, "What does the work-energy theorem say?", P3,
     ["equals the change in its kinetic energy"]),
    (PHY, X, "gravitational potential energy", P3,
     ["energy stored in an object because of its height", "calculated as Ep = m g h"]),
    (PHY, X, "Hooke's law?", P3, ["the extension of a spring is proportional to the force applied"]),
    (PHY, A, "A spring with k = 200 N/m is stretched 10 cm. How much energy does it store?", P3,
     ["Energy stored: Ee = 0.5 x 200 x 0.10^2 = 1.0 J"]),
    (PHY, A, "can energy ever be destroyed?", P3, ["energy cannot be created or destroyed"]),
    (PHY, A, "roller coaster starts at rest at the top of a 20 m hill, how fast at the bottom (no friction)?", P3,
     ["(2 x 9.8 x 20) = 19.8 m/s"]),
    (PHY, X, "power", P3, ["Power is the rate at which work is done", "One watt is one joule per second"]),
    (PHY, A, "how do I calculate efficiency", P3,
     ["Efficiency = (useful energy output / total energy input) x 100%"]),
    (PHY, A, "A motor uses 500 J to lift 10 kg by 3 m. How efficient is it?", P3,
     ["Efficiency = 294 / 500 x 100% = 59%"]),
    (PHY, A, "how efficient is a normal car engine", P3, ["Car petrol engine: about 25 to 30%"]),
    (PHY, A, "Give an example of something storing gravitational potential energy", P3,
     ["water behind a dam"]),

    # ---------------- physics 04 momentum & circular motion (Markdown) ----------------
    (PHY, X, "momentum?", P4, ["Momentum is the product of an object's mass and its velocity"]),
    (PHY, A, "Can a slow lorry have more momentum than a fast bike?", P4,
     ["A slow lorry can have more momentum than a fast bicycle"]),
    (PHY, X, "What is impulse?", P4,
     ["the product of a force and the time for which it acts",
      "It is equal to the change in momentum that the force produces"]),
    (PHY, A, "how do airbags and crumple zones protect people", P4,
     ["a longer contact time means a smaller force",
      "Airbags increase the stopping time of a passenger's head"]),
    (PHY, A, "A 0.45 kg football comes in at 12 m/s and is kicked back at 18 m/s in 0.02 s. Average force?", P4,
     ["Average force = 13.5 / 0.020 = 675 N"]),
    (PHY, X, "conservation of momentum", P4,
     ["total momentum of a system stays constant when no external force acts"]),
    (PHY, A, "A 2000 kg truck at 3 m/s hits a stationary 1000 kg truck and they couple. How fast do they move?", P4,
     ["v = 6000 / 3000 = 2.0 m/s in the original direction"]),
    (PHY, X, "elastic collision", P4, ["Elastic collision: total kinetic energy is conserved"]),
    (PHY, A, "what happens in a perfectly inelastic collision", P4,
     ["the objects stick together and move with a common velocity"]),
    (PHY, A, "If something goes round a circle at constant speed, is its velocity constant?", P4,
     ["Its velocity is not constant, because the direction of motion keeps changing"]),
    (PHY, X, "centripetal acceleration", P4,
     ["always points towards the centre of the circle", "Its size is a = v^2 / r"]),
    (PHY, X, "What is centripetal force?", P4,
     ["net force towards the centre that keeps an object moving", "It is not a new kind of force"]),
    (PHY, A, "what supplies the centripetal force when a car goes round a bend on a flat road?", P4,
     ["friction between tyres and road"]),
    (PHY, A, "If the string breaks while I'm whirling a ball, which way does it go?", P4,
     ["the object moves off in a straight line along the tangent"]),
    (PHY, A, "How much friction does a 1200 kg car need to take a 50 m radius bend at 15 m/s?", P4,
     ["F = 1200 x 225 / 50 = 5400 N"]),

    # ---------------- economics 01 supply & demand (SLIDE DECK PDF) ----------------
    (ECO, X, "what is a market", E1, ["Market: any place where buyers and sellers meet"]),
    (ECO, A, "What jobs do prices do in a market economy?", E1,
     ["Signalling: prices show where goods are scarce", "Rationing: prices share out limited goods"]),
    (ECO, X, "define demand", E1, ["Demand: quantity buyers are willing and able to buy"]),
    (ECO, X, "law of demand", E1, ["Price rises, quantity demanded falls"]),
    (ECO, A, "why does the demand curve slope downwards?", E1,
     ["Substitution effect: buyers switch to cheaper goods",
      "Income effect: a lower price raises real income"]),
    (ECO, A, "What things can shift the demand curve?", E1,
     ["Prices of related goods", "Expectations about future prices"]),
    (ECO, X, "inferior good", E1, ["Inferior good: demand falls when income rises"]),
    (ECO, A, "What's the difference between a movement along the demand curve and a shift?", E1,
     ["Change in price: movement along the curve", "Change in any other factor: shift of the curve"]),
    (ECO, X, "supply?", E1, ["Supply: quantity sellers are willing and able to sell"]),
    (ECO, A, "A frost wipes out part of the coffee harvest - what happens?", E1,
     ["Supply curve shifts to the left", "World coffee price rises"]),
    (ECO, X, "market equilibrium", E1, ["Equilibrium: quantity demanded equals quantity supplied"]),
    (ECO, A, "Demand is Qd = 100 - 2P and supply is Qs = 20 + 2P. Find the equilibrium.", E1,
     ["80 = 4P, so P = 20", "Q = 100 - 40 = 60 units"]),
    (ECO, X, "shortage", E1,
     ["Shortage: quantity demanded exceeds quantity supplied", "Happens when price is below equilibrium"]),
    (ECO, A, "If coffee is held at $2, how big is the shortage?", E1, ["Shortage = 400 - 250 = 150 cups"]),
    (ECO, X, "price elasticity of demand", E1,
     ["Measures responsiveness of quantity demanded to price",
      "PED = % change in quantity demanded / % change in price"]),
    (ECO, A, "Cinema ticket prices go up 10% and sales drop 25%. What's the PED?", E1,
     ["PED = -25% / 10% = -2.5"]),
    (ECO, A, "what makes demand for a product elastic", E1,
     ["Luxury rather than necessity", "Large share of the buyer's income"]),
    (ECO, A, "If demand is inelastic, should a firm raise its price to get more revenue?", E1,
     ["Inelastic demand: price rise raises revenue"]),
    (ECO, A, "Incomes rise 5% and holiday demand rises 9%. Income elasticity?", E1,
     ["YED = 9% / 5% = 1.8"]),
    (ECO, X, "consumer surplus", E1, ["Consumer surplus: willingness to pay minus price paid"]),
    (ECO, X, "What is a price ceiling?", E1, ["Price ceiling: legal maximum price"]),
    (ECO, A, "what goes wrong with rent control", E1,
     ["Result: waiting lists and poorer upkeep", "Landlords offer fewer flats"]),
    (ECO, A, "example of a price floor?", E1, ["Example: minimum wage in the labour market"]),
    (ECO, A, "How does an indirect tax like VAT affect the supply curve?", E1,
     ["Shifts the supply curve upwards"]),

    # ---------------- economics 02 GDP and inflation (prose PDF) ----------------
    (ECO, X, "GDP?", E2, ["total market value of all final goods and services"]),
    (ECO, A, "Does a car made in Mexico by a Japanese firm count in Mexico's GDP?", E2,
     ["counted by where it is produced, not by who owns the firm"]),
    (ECO, X, "expenditure approach formula", E2, ["GDP = C + I + G + (X - M)"]),
    (ECO, A, "What counts as investment (I) in GDP?", E2,
     ["spending by firms on machines, buildings and stocks, plus new housing"]),
    (ECO, A, "what was Westland's GDP in the worked example?", E2,
     ["GDP = 620 + 180 + 240 + (-40) = 1,000",
      "Westland's GDP is $1,000 billion, or $1 trillion"]),
    (ECO, A, "what were Westland's net exports", E2, ["Net exports = 150 - 190 = -40"]),
    (ECO, X, "real GDP", E2, ["measures output at the constant prices of a chosen base year"]),
    (ECO, X, "What is the GDP deflator?", E2, ["a price index for everything produced in the economy"]),
    (ECO, A, "Real GDP rose from 800 to 824 billion. Growth rate?", E2,
     ["Growth rate = 24 / 800 x 100 = 3%"]),
    (ECO, X, "GDP per capita", E2, ["GDP per capita is GDP divided by the population"]),
    (ECO, A, "why is GDP a poor measure of wellbeing", E2,
     ["It ignores leisure time", "It does not subtract damage to the environment"]),
    (ECO, A, "does GDP tell us how equally income is spread?", E2,
     ["It does not show how income is shared among the population"]),
    (ECO, X, "What's a recession?", E2, ["two consecutive quarters of falling real GDP"]),
    (ECO, X, "inflation", E2, ["Inflation is a sustained rise in the general price level"]),
    (ECO, A, "how is the consumer price index worked out", E2,
     ["measures the cost of a fixed basket of goods and services"]),
    (ECO, A, "what was the CPI in the bread, bus and cinema example", E2,
     ["CPI = 78 / 70 x 100 = 111.4"]),
    (ECO, X, "demand-pull inflation", E2,
     ["grows faster than the economy's ability to produce goods",
      "Too much money chases too few goods"]),
    (ECO, A, "What causes cost-push inflation?", E2,
     ["costs of production rise and firms pass them on as higher prices"]),
    (ECO, A, "What inflation rate do central banks usually aim for?", E2,
     ["many central banks aim for about 2% a year"]),
    (ECO, X, "hyperinflation?", E2, ["extremely rapid inflation, often defined as more than 50% a month"]),

    # ---------------- economics 03 trade (DOCX) ----------------
    (ECO, X, "absolute advantage", E3,
     ["produce more of a good than another country with the same resources"]),
    (ECO, X, "What is comparative advantage?", E3,
     ["produce it at a lower opportunity cost than other countries"]),
    (ECO, A, "In the Northland example, what does a metre of cloth cost in wheat?", E3,
     ["cloth costs 12 / 6 = 2 kg of wheat"]),
    (ECO, X, "terms of trade", E3, ["the rate at which one good is exchanged for another"]),
    (ECO, A, "Who loses out from free trade?", E3,
     ["Workers and firms in industries that compete with imports may lose"]),
    (ECO, X, "protectionism", E3, ["shield domestic producers from foreign competition"]),
    (ECO, X, "tariff?", E3, ["Tariff: a tax on imported goods"]),
    (ECO, A, "what's an import quota", E3, ["Import quota: a legal limit on the quantity"]),
    (ECO, A, "How much revenue does the $100 steel tariff raise?", E3,
     ["Tariff revenue = $100 x 5 million = $500 million"]),
    (ECO, X, "What is dumping?", E3, ["selling exports below their cost of production"]),
    (ECO, X, "balance of payments", E3,
     ["a record of all economic transactions between the residents of a country"]),
    (ECO, A, "What was the current account balance in the worked example?", E3,
     ["Current account balance = -50 + 15 + (-5) = -40"]),
    (ECO, X, "exchange rate?", E3, ["the price of one currency in terms of another"]),
    (ECO, A, "what happens to exports when the currency depreciates", E3,
     ["become cheaper abroad, so they tend to rise"]),
    (ECO, A, "A 10,000 pound machine - what does it cost an American when the pound falls to 1.20 dollars?", E3,
     ["the same machine costs $12,000"]),
    (ECO, A, "How do higher interest rates affect a floating currency?", E3,
     ["higher interest rates attract foreign savings and raise demand for the currency"]),

    # ---------------- economics 04 money and banking (TXT) ----------------
    (ECO, X, "What is money?", E4, ["generally accepted as payment for goods and services"]),
    (ECO, X, "barter", E4, ["the direct exchange of one good for another"]),
    (ECO, A, "What are the functions of money?", E4,
     ["Medium of exchange: money is used to buy and sell",
      "Unit of account: prices and debts are stated in money"]),
    (ECO, X, "fiat money", E4, ["Fiat money has no value of its own"]),
    (ECO, A, "How much had the example bank lent to its customers?", E4, ["Loans to customers $750m"]),
    (ECO, X, "fractional reserve banking", E4, ["Banks keep only a fraction of their deposits as reserves"]),
    (ECO, A, "how do banks create money when they lend", E4,
     ["it credits the borrower's account with a new deposit", "That deposit is new money"]),
    (ECO, A, "In the deposit creation table, how much does Bank B lend out?", E4,
     ["2 Bank B $900 $90 $810"]),
    (ECO, X, "money multiplier", E4,
     ["It equals 1 divided by the reserve ratio", "the multiplier is 1 / 0.10 = 10"]),
    (ECO, A, "How much of my deposit is guaranteed in the US?", E4,
     ["$250,000 per depositor in the United States"]),
    (ECO, X, "lender of last resort", E4, ["Lender of last resort: lending to banks in a crisis"]),
    (ECO, X, "monetary policy", E4, ["Monetary policy is the use of interest rates and the money supply"]),
    (ECO, A, "What does contractionary monetary policy do?", E4,
     ["Contractionary raise the policy rate borrowing falls bring inflation down"]),
    (ECO, X, "real interest rate", E4, ["real interest rate = nominal interest rate - inflation rate"]),
    (ECO, A, "$1000 saved for 3 years at 5% compound interest - how much at the end?", E4,
     ["Compound interest: $1,000 x 1.05^3 = $1,157.63"]),
]

# Near-topic questions that NO file of the course answers. The terms listed were searched for
# in the course text (check.py repeats the search): none occurs.
UNANSWERABLE = [
    (PHY, "What is torque and how do I calculate the moment of a force?", ["torque", "moment of a force", "pivot", "lever"]),
    (PHY, "what's the moment of inertia of a solid disc", ["moment of inertia", "rotational inertia", "solid disc"]),
    (PHY, "Why does a spinning ice skater speed up when she pulls her arms in?", ["angular momentum", "skater spin", "angular"]),
    (PHY, "What is the formula for the period of a simple pendulum?", ["pendulum", "harmonic", "oscillat"]),
    (PHY, "Explain Archimedes' principle and buoyancy", ["archimedes", "buoyan", "upthrust", "float"]),
    (PHY, "What's the value of the gravitational constant G in Newton's law of gravitation?", ["gravitational constant", "universal gravitation", "6.67", "inverse square"]),
    (PHY, "escape velocity from Earth?", ["escape velocity", "escape speed", "11.2"]),
    (PHY, "Does time slow down when you move close to the speed of light?", ["relativity", "speed of light", "time dilation", "einstein"]),
    (PHY, "How do you calculate the coefficient of restitution for a bouncing ball?", ["restitution", "bounce height", "bouncing"]),
    (PHY, "What does Kepler's third law say about orbits?", ["kepler", "ellipse", "orbital period"]),
    (ECO, "What is the Gini coefficient?", ["gini", "lorenz", "inequality"]),
    (ECO, "Explain the Phillips curve", ["phillips", "unemployment rate", "trade-off between inflation"]),
    (ECO, "How does the Keynesian spending multiplier depend on the marginal propensity to consume?", ["keynes", "propensity", "fiscal multiplier", "spending multiplier"]),
    (ECO, "how does a monopoly set its price", ["monopol", "oligopol", "cartel", "market power"]),
    (ECO, "Is bitcoin money? What about other cryptocurrencies?", ["bitcoin", "crypto", "blockchain", "digital currency"]),
    (ECO, "What is quantitative easing?", ["quantitative easing", "asset purchase", " qe "]),
    (ECO, "What is purchasing power parity and the Big Mac index?", ["purchasing power parity", "big mac", "ppp"]),
    (ECO, "What does the World Trade Organization do?", ["world trade organization", "wto", "gatt"]),
    (ECO, "How does a progressive income tax work?", ["progressive", "income tax", "tax bracket", "marginal tax"]),
    (ECO, "what is stagflation", ["stagflation", "stagnation"]),
]

# Questions asked in one course that only the OTHER course's files answer.
OTHER_COURSE = [
    (PHY, "What is the money multiplier?", ["money multiplier"]),
    (PHY, "How do you calculate GDP using the expenditure approach?", ["gdp", "expenditure approach"]),
    (PHY, "price ceilings - what are they and what do they cause?", ["price ceiling"]),
    (PHY, "what is comparative advantage", ["comparative advantage"]),
    (PHY, "why do rising oil prices cause cost-push inflation", ["cost-push", "inflation"]),
    (ECO, "inertia?", ["inertia"]),
    (ECO, "Define centripetal force", ["centripetal"]),
    (ECO, "What's the formula for kinetic energy?", ["kinetic energy"]),
    (ECO, "What is impulse in physics?", ["impulse"]),
    (ECO, "How do I work out the range of a projectile?", ["projectile"]),
]


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


_pdf_cache = {}


def pdf_page_of(course, source, snippet):
    path = CORPUS / course / source
    if path not in _pdf_cache:
        _pdf_cache[path] = [norm(p.extract_text() or "") for p in PdfReader(str(path)).pages]
    for i, text in enumerate(_pdf_cache[path], 1):
        if norm(snippet) in text:
            return i
    raise SystemExit(f"snippet not found in {source}: {snippet!r}")


def build_rows():
    rows = []
    for course, kind, q, source, gold in ANSWERABLE:
        page = pdf_page_of(course, source, gold[0]) if source.endswith(".pdf") else None
        rows.append(dict(course=course, question=q, answerable=True, kind=kind,
                         gold=gold, source=source, page=page))
    for course, q, _terms in UNANSWERABLE:
        rows.append(dict(course=course, question=q, answerable=False, kind="unanswerable",
                         gold=[], source=None, page=None))
    for course, q, _terms in OTHER_COURSE:
        rows.append(dict(course=course, question=q, answerable=False, kind="other_course",
                         gold=[], source=None, page=None))
    random.Random(20240602).shuffle(rows)
    out = []
    for i, r in enumerate(rows, 1):
        out.append({"id": f"ab2-{i:03d}", **r})
    return out


def main():
    rows = build_rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} questions to questions.jsonl")


if __name__ == "__main__":
    main()
