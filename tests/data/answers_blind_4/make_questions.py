"""Write questions.jsonl from the hand-written questions below.

Every question, kind, gold snippet and source file was written by hand for set 4. The only
thing looked up automatically is the PDF page that holds the first gold snippet (pdfminer text
via pdfplumber). check.py then verifies everything against the built corpus.

Run build.py first.
"""
import json
import random
from pathlib import Path

from pdftext import find_page

ROOT = Path(__file__).resolve().parent
DB = "databases-sql"
CH = "introductory-chemistry"

# Answerable kinds (all have answerable = true):
#   paraphrase       the question uses other words than the text
#   exact_term       "what is/does X" with the course's own term
#   keyword          a bare keyword or very short query ("OFFSET?", "enzymes")
#   how_why          a how or why question whose answer is a reason or a mechanism
#   list_item        the answer is one item of a bulleted or numbered list
#   table_row        the answer is one table cell / row
#   worked_step      the answer is one step of a worked example
#   definition_tail  the answer is the second half of a two-part definition
#   code_block       the answer is a line of an SQL/code block (usually introduced by a lead-in sentence)
# Not answerable:
#   unanswerable     near the course topic, but no file of the course covers it
#   other_course     only the other course of this set answers it

D1 = "01-relational-model.pdf"
D2 = "02-sql-basics-slides.pdf"
D3 = "03-joins-and-subqueries.pdf"
D4 = "04-transactions-and-indexes.md"
D5 = "05-design-and-security-notes.txt"
C1 = "01-atoms-and-the-mole.pdf"
C2 = "02-chemical-reactions-slides.pdf"
C3 = "03-reacting-quantities.pdf"
C4 = "04-acids-bases-and-energy.docx"

ANSWERABLE = [
    # ---------------- databases: 01-relational-model.pdf (prose, 5 pages) ----------------
    (DB, D1, "paraphrase", "what do you call the software that runs a database and decides who is allowed to see what",
     ["is called a database management system, or DBMS"]),
    (DB, D1, "how_why", "Why was it a problem when every department kept its own file with the customer's address?",
     ["one copy was often corrected and the others were forgotten"]),
    (DB, D1, "list_item", "Give me one advantage of using a DBMS instead of separate flat files",
     ["rules that stop invalid data from being saved", "control over which users may read or change each table"]),
    (DB, D1, "keyword", "tuple?",
     ["Each row of a table, also called a record or tuple"]),
    (DB, D1, "exact_term", "What is the domain of a column?",
     ["the set of values that the column is allowed to hold"]),
    (DB, D1, "table_row", "What kind of values does a CHAR(n) column store?",
     ["text of exactly n characters, padded with spaces"]),
    (DB, D1, "how_why", "Why is it a bad idea to keep prices in a FLOAT column?",
     ["Floating-point numbers cannot represent most decimal fractions exactly"]),
    (DB, D1, "definition_tail", "In a composite key, does each of the columns have to be unique by itself?",
     ["Neither column is unique on its own"]),
    (DB, D1, "exact_term", "What does referential integrity mean?",
     ["every foreign key value must match an existing primary key value"]),
    (DB, D1, "code_block", "How do I declare a column that references the student table when I create a table?",
     ["student_id   INTEGER NOT NULL REFERENCES student(student_id),"]),
    (DB, D1, "how_why", "How do you store a many-to-many relationship such as students and courses?",
     ["a third table, called a junction table or link table, is created"]),
    (DB, D1, "list_item", "What is a deletion anomaly?",
     ["removing one fact accidentally removes another"]),
    (DB, D1, "keyword", "first normal form",
     ["every column to hold a single, atomic value and every row to be unique"]),
    (DB, D1, "exact_term", "What is a transitive dependency?",
     ["no non-key column to depend on another non-key column"]),
    (DB, D1, "worked_step", "In the normalisation example, why is unit_price moved into a separate PRODUCT table?",
     ["unit_price depends only on product_name, not on the whole key"]),
    (DB, D1, "table_row", "what does a CHECK constraint do",
     ["each value must pass a condition, such as price >= 0"]),
    (DB, D1, "definition_tail", "Is NULL just another way of writing zero?",
     ["It is not the same as zero or an empty string"]),

    # ---------------- databases: 02-sql-basics-slides.pdf (slide deck) ----------------
    (DB, D2, "exact_term", "What does SQL stand for?",
     ["SQL: Structured Query Language, the standard language of relational databases"]),
    (DB, D2, "paraphrase", "Do I have to tell SQL step by step how to find the data?",
     ["Declarative: you describe the result you want, not the steps to get it"]),
    (DB, D2, "list_item", "Which part of SQL are GRANT and REVOKE in?",
     ["DCL, data control: GRANT and REVOKE manage permissions"]),
    (DB, D2, "table_row", "What is stored in the rating column of the films table?",
     ["DECIMAL(3,1), average score out of 10"]),
    (DB, D2, "code_block", "How would I add the film Night Train to the films table?",
     ["INSERT INTO films (film_id, title, year, genre, minutes, rating)"]),
    (DB, D2, "how_why", "Why should I put brackets around conditions when I mix AND with OR?",
     ["AND is evaluated before OR, so add brackets to be safe"]),
    (DB, D2, "list_item", "what does the underscore mean in a LIKE pattern",
     ["_ stands for exactly one character"]),
    (DB, D2, "how_why", "Why does WHERE rating = NULL give me no rows?",
     ["Comparing anything with NULL gives unknown, never true"]),
    (DB, D2, "paraphrase", "How do I get only the first 10 rows in SQL Server?",
     ["SQL Server writes SELECT TOP 10 instead"]),
    (DB, D2, "keyword", "OFFSET",
     ["OFFSET 20 skips the first 20 rows, which is used for paging"]),
    (DB, D2, "how_why", "Why does 130 / 60 come out as 2 instead of 2.17?",
     ["Integer division drops the fraction: 130 / 60 gives 2"]),
    (DB, D2, "exact_term", "What is the difference between COUNT(*) and COUNT(rating)?",
     ["COUNT(rating) counts only rows whose rating is not NULL"]),
    (DB, D2, "how_why", "When should I use HAVING instead of WHERE?",
     ["HAVING filters whole groups after grouping"]),
    (DB, D2, "how_why", "Why can't I use an alias from my SELECT list in the WHERE clause?",
     ["Processing order: FROM, WHERE, GROUP BY, HAVING, SELECT, ORDER BY"]),
    (DB, D2, "worked_step", "In the running-time example, what is the average length of the drama films?",
     ["Drama: AVG = (100 + 120 + 140) / 3 = 120 minutes"]),
    (DB, D2, "worked_step", "How many rows does the grouped running-time query return once HAVING is applied?",
     ["HAVING COUNT(*) >= 2 removes horror, so 2 rows are returned"]),
    (DB, D2, "exact_term", "How is TRUNCATE TABLE different from DELETE?",
     ["TRUNCATE TABLE empties a table faster but cannot be filtered"]),
    (DB, D2, "code_block", "How do I add a language column with a default value to the films table?",
     ["ALTER TABLE films ADD COLUMN language CHAR(2) DEFAULT 'en';"]),
    (DB, D2, "code_block", "Show me how to label each film as long, standard or short with CASE",
     ["CASE WHEN minutes > 150 THEN 'long'"]),
    (DB, D2, "code_block", "What query lists the films from the best rated to the worst?",
     ["SELECT title, rating FROM films ORDER BY rating DESC;"]),

    # ---------------- databases: 03-joins-and-subqueries.pdf (prose, 5 pages) ----------------
    (DB, D3, "exact_term", "What is an inner join?",
     ["returns only the rows that have a match in both tables"]),
    (DB, D3, "definition_tail", "What happens to a row that has no partner in an inner join?",
     ["Rows with no partner on the other side are silently left out"]),
    (DB, D3, "code_block", "Write a query that shows every order next to the name of the customer who placed it",
     ["INNER JOIN customers AS c"]),
    (DB, D3, "how_why", "When do I have to put the table name in front of a column name?",
     ["whenever two joined tables have a column with the same name"]),
    (DB, D3, "definition_tail", "In a left join, what do the right-hand columns contain when a left row has no match?",
     ["would have come from the right table are filled with NULL"]),
    (DB, D3, "code_block", "How do I list every customer and how many orders each has, including customers with none?",
     ["SELECT c.name, COUNT(o.order_id) AS order_count"]),
    (DB, D3, "how_why", "Why is COUNT(*) wrong for counting each customer's orders after a left join?",
     ["a customer with no orders would be reported as having 1"]),
    (DB, D3, "code_block", "Which query finds the customers who have never ordered anything?",
     ["WHERE o.order_id IS NULL;"]),
    (DB, D3, "code_block", "Write a query with a subquery that finds customers who have an order worth more than 50",
     ["WHERE customer_id IN (SELECT customer_id FROM orders WHERE total > 50);"]),
    (DB, D3, "worked_step", "For the bookshop data, how many rows does the inner join of customers and orders give?",
     ["so the inner join returns 8 rows, one for each order"]),
    (DB, D3, "worked_step", "How many rows come back from the left join from customers to orders in the bookshop example?",
     ["returns 8 + 1 = 9 rows"]),
    (DB, D3, "worked_step", "How many rows would a cross join of the bookshop customers and orders produce?",
     ["5 x 8 = 40 rows"]),
    (DB, D3, "code_block", "How can I show each employee beside their manager's name when both are in the employees table?",
     ["JOIN employees AS m ON e.manager_id = m.employee_id;"]),
    (DB, D3, "code_block", "How do I find the books that cost more than the average price?",
     ["WHERE price > (SELECT AVG(price) FROM books);"]),
    (DB, D3, "how_why", "Why can NOT IN suddenly return nothing when the subquery contains a NULL?",
     ["a NOT IN condition is never true, so the query silently returns no rows"]),
    (DB, D3, "list_item", "What does EXCEPT do?",
     ["EXCEPT returns the rows of the first query that are missing from the second"]),
    (DB, D3, "exact_term", "What is a view?",
     ["a stored query that behaves like a virtual table"]),
    (DB, D3, "definition_tail", "Does a view keep its own copy of the data?",
     ["It holds no data of its own"]),

    # ---------------- databases: 04-transactions-and-indexes.md ----------------
    (DB, D4, "exact_term", "What is a transaction?",
     ["that the DBMS treats as a single unit of work"]),
    (DB, D4, "definition_tail", "Can half of a transaction be saved while the other half fails?",
     ["Either every statement in the transaction takes effect, or none of them does"]),
    (DB, D4, "code_block", "Show the SQL for moving 200 from account 17 to account 42 in a transaction",
     ["UPDATE accounts SET balance = balance - 200 WHERE account_id = 17;"]),
    (DB, D4, "exact_term", "What is a savepoint?",
     ["marks a place inside a transaction that you can roll back to"]),
    (DB, D4, "table_row", "What does the I in ACID stand for and mean?",
     ["transactions running at the same time do not see each other's unfinished work"]),
    (DB, D4, "how_why", "How does the database make sure committed changes survive a crash?",
     ["Durability is usually provided by a write-ahead log"]),
    (DB, D4, "list_item", "dirty read",
     ["reads a value that another transaction has changed but not yet committed"]),
    (DB, D4, "paraphrase", "Which isolation level does PostgreSQL use if I don't change it?",
     ["PostgreSQL and Oracle use READ COMMITTED as their default level"]),
    (DB, D4, "how_why", "How does the DBMS get out of a deadlock?",
     ["breaks it by rolling back one of the two transactions"]),
    (DB, D4, "code_block", "How do I create an index on the email column of customers?",
     ["CREATE INDEX idx_customers_email ON customers (email);"]),
    (DB, D4, "paraphrase", "Will an index on (last_name, first_name) speed up a search by first name only?",
     ["it cannot help a search on the first name alone"]),
    (DB, D4, "worked_step", "In the index example, how many pages does one indexed lookup read?",
     ["3 index pages plus 1 table page, which is 4 pages in all"]),
    (DB, D4, "list_item", "Why do indexes slow down inserts and updates?",
     ["Every INSERT, UPDATE and DELETE must also update every index on the table"]),

    # ---------------- databases: 05-design-and-security-notes.txt ----------------
    (DB, D5, "paraphrase", "What gets decided at the physical design stage?",
     ["Physical design chooses data types, indexes and storage settings for one"]),
    (DB, D5, "table_row", "In crow's foot notation, what does a circle with a crow's foot mean?",
     ["circle and crow's foot      any number, including none"]),
    (DB, D5, "definition_tail", "If a weak entity can't be identified by its own attributes, how is it identified?",
     ["It is identified through its owner entity together with a partial key"]),
    (DB, D5, "list_item", "Why shouldn't I call a column order or date?",
     ["must then be quoted in every query"]),
    (DB, D5, "paraphrase", "Why does typing ' OR '1'='1 into a login box let an attacker see all the users?",
     ["is true for every row, so the query returns every user"]),
    (DB, D5, "how_why", "How do prepared statements stop SQL injection?",
     ["value is always treated as data and can never be run as code"]),
    (DB, D5, "code_block", "Show me a parameterised query in Python",
     ["cursor.execute(\"SELECT * FROM users WHERE name = %s\", (name,))"]),
    (DB, D5, "keyword", "least privilege",
     ["the permissions it needs for its job and nothing more"]),
    (DB, D5, "code_block", "How do I take the INSERT permission on orders away from sales_app?",
     ["REVOKE INSERT ON orders FROM sales_app;"]),
    (DB, D5, "table_row", "What do I need in order to restore from a differential backup?",
     ["the full backup and the newest differential"]),
    (DB, D5, "worked_step", "How much storage does Plan B save each week in the backup example?",
     ["Plan B saves 350 - 62 = 288 GB a week"]),
    (DB, D5, "exact_term", "What is the recovery point objective?",
     ["The recovery point objective (RPO) is the largest amount of data,"]),

    # ---------------- chemistry: 01-atoms-and-the-mole.pdf (prose, 4 pages) ----------------
    (CH, C1, "paraphrase", "Where in an atom is nearly all of its mass?",
     ["Almost all of the mass of an atom is in the nucleus"]),
    (CH, C1, "table_row", "Where are electrons found?",
     ["in shells arranged around the nucleus"]),
    (CH, C1, "exact_term", "What is the atomic number?",
     ["the number of protons in the nucleus of each of its atoms"]),
    (CH, C1, "definition_tail", "What does the atomic number tell you about which element an atom is?",
     ["It is the atomic number that decides which element an atom belongs to"]),
    (CH, C1, "worked_step", "How many neutrons does an atom of sodium-23 have?",
     ["11 protons and 23 - 11 = 12 neutrons"]),
    (CH, C1, "definition_tail", "Do different isotopes of an element react differently?",
     ["because chemical behaviour depends on the electrons"]),
    (CH, C1, "paraphrase", "How many neutrons are there in deuterium?",
     ["Ordinary hydrogen has no neutrons, deuterium has one and tritium has two"]),
    (CH, C1, "definition_tail", "Why is a relative atomic mass usually not a whole number?",
     ["average, it is often not a whole number"]),
    (CH, C1, "worked_step", "What is the relative atomic mass of chlorine worked out to be?",
     ["Ar of chlorine = 3550 / 100 = 35.5"]),
    (CH, C1, "how_why", "Why do the noble gases hardly react?",
     ["already have a full outer shell, so they hardly react at all"]),
    (CH, C1, "table_row", "Why is magnesium chloride written MgCl2?",
     ["needs two chloride ions, as in MgCl2"]),
    (CH, C1, "worked_step", "What is the Mr of calcium carbonate?",
     ["40 + 12 + (3 x 16) = 100"]),
    (CH, C1, "worked_step", "What percentage of ammonium nitrate is nitrogen by mass?",
     ["Percentage of nitrogen = 28 / 80 x 100 = 35%"]),
    (CH, C1, "exact_term", "What is the Avogadro constant?",
     ["One mole of any substance contains 6.02 x 10^23 particles"]),
    (CH, C1, "worked_step", "how many moles is 90 g of water",
     ["n = m / M = 90 g / 18 g/mol = 5.0 mol"]),
    (CH, C1, "exact_term", "What is an empirical formula?",
     ["the simplest whole-number ratio of the atoms of each element"]),
    (CH, C1, "worked_step", "If the empirical formula is CH3 and the Mr is 30, what is the molecular formula?",
     ["the molecular formula is double the empirical one: C2H6"]),

    # ---------------- chemistry: 02-chemical-reactions-slides.pdf (slide deck) ----------------
    (CH, C2, "list_item", "How can I tell that a chemical reaction has happened?",
     ["A gas is given off, seen as fizzing or bubbles", "A solid (precipitate) appears in a clear solution"]),
    (CH, C2, "how_why", "Why does the mass in an open flask sometimes seem to go down during a reaction?",
     ["Mass seems to drop when a gas escapes from an open flask"]),
    (CH, C2, "table_row", "What does (aq) mean after a formula?",
     ["aqueous, meaning dissolved in water"]),
    (CH, C2, "list_item", "When balancing an equation, am I allowed to change the little numbers inside a formula?",
     ["Never change a formula's small numbers: that makes a new substance"]),
    (CH, C2, "worked_step", "What is the balanced equation for burning methane?",
     ["Balanced: CH4 + 2O2 -> CO2 + 2H2O"]),
    (CH, C2, "worked_step", "When balancing methane combustion, why do we write 2H2O?",
     ["Hydrogen: 4 on the left, so write 2H2O on the right"]),
    (CH, C2, "keyword", "OIL RIG",
     ["Oxidation Is Loss, Reduction Is Gain (of electrons)"]),
    (CH, C2, "exact_term", "What is reduction?",
     ["Reduction: loss of oxygen, or gain of electrons"]),
    (CH, C2, "paraphrase", "Which metals can be got out of their ores by heating with carbon?",
     ["Metals below carbon can be extracted by heating their oxides with carbon"]),
    (CH, C2, "how_why", "How does galvanising stop iron from rusting?",
     ["a zinc coating corrodes first, sacrificing itself to protect the iron"]),
    (CH, C2, "list_item", "How do you test for carbon dioxide?",
     ["Carbon dioxide: turns limewater milky"]),
    (CH, C2, "keyword", "hydrogen test",
     ["Test for hydrogen: a lit splint gives a squeaky pop"]),
    (CH, C2, "exact_term", "What are spectator ions?",
     ["present in the solution but unchanged by the reaction"]),
    (CH, C2, "worked_step", "If 60 cm^3 of CO2 is collected in the first 30 seconds, what is the mean rate?",
     ["Mean rate = 60 cm^3 / 30 s = 2.0 cm^3/s"]),
    (CH, C2, "exact_term", "What is activation energy?",
     ["the minimum energy needed for a collision to react"]),
    (CH, C2, "paraphrase", "Roughly how much faster does a reaction go if it is 10 degrees hotter?",
     ["a 10 degrees C rise about doubles the rate of many reactions"]),
    (CH, C2, "how_why", "Why does magnesium powder react faster than a lump of magnesium?",
     ["Powder reacts faster than lumps: more surface exposed to collisions"]),
    (CH, C2, "how_why", "How does a catalyst make a reaction faster?",
     ["Gives an alternative route with a lower activation energy"]),
    (CH, C2, "keyword", "enzymes",
     ["Enzymes are biological catalysts made of protein"]),
    (CH, C2, "definition_tail", "Why is chemical equilibrium called dynamic?",
     ["particles keep reacting even though nothing seems to change"]),
    (CH, C2, "paraphrase", "Which way does an equilibrium move if I increase the pressure?",
     ["Raise pressure: shifts to the side with fewer gas molecules"]),

    # ---------------- chemistry: 03-reacting-quantities.pdf (prose, 4 pages) ----------------
    (CH, C3, "how_why", "Does 2H2 + O2 -> 2H2O mean that 2 g of hydrogen reacts with 1 g of oxygen?",
     ["to turn moles into grams we must use the molar masses"]),
    (CH, C3, "list_item", "What is the first thing to do in a reacting mass calculation?",
     ["convert the mass you know into moles, using n = m / M"]),
    (CH, C3, "worked_step", "How much iron can be made from 320 g of iron(III) oxide?",
     ["Mass of iron = 4.0 mol x 56 g/mol = 224 g"]),
    (CH, C3, "exact_term", "What is a limiting reactant?",
     ["The reactant that runs out first is called the limiting reactant"]),
    (CH, C3, "paraphrase", "How do I figure out which reactant will run out first?",
     ["masses into moles and compare them with the mole ratio in the equation"]),
    (CH, C3, "worked_step", "What mass of magnesium oxide is made when 4.8 g of magnesium burns in 4.0 g of oxygen?",
     ["Mass of MgO formed = 0.20 mol x 40 g/mol = 8.0 g"]),
    (CH, C3, "definition_tail", "What is meant by the actual yield?",
     ["The actual yield is the mass that is really obtained"]),
    (CH, C3, "list_item", "Why do I get less product than the calculation says?",
     ["some product is lost when it is filtered, poured or dried",
      "side reactions turn some of the reactants into unwanted products"]),
    (CH, C3, "worked_step", "If I expected 8.0 g of magnesium oxide but got 6.8 g, what is my percentage yield?",
     ["6.8 / 8.0 x 100 = 85%"]),
    (CH, C3, "exact_term", "What does atom economy measure?",
     ["the mass of the reactants that ends up in the product we actually want"]),
    (CH, C3, "worked_step", "What is the atom economy for making hydrogen from methane and steam?",
     ["Atom economy = 6 / 34 x 100 = 17.6%"]),
    (CH, C3, "worked_step", "What is the concentration when 10.0 g of NaOH is dissolved to make 250 cm^3 of solution?",
     ["Concentration = 0.25 mol / 0.250 dm^3 = 1.0 mol/dm^3"]),
    (CH, C3, "how_why", "Why does the concentration fall to a quarter when 50 cm^3 is diluted to 200 cm^3?",
     ["the same amount of solute is now spread through four times the volume"]),
    (CH, C3, "paraphrase", "How many times should I repeat a titration?",
     ["until two results agree to within 0.10 cm^3"]),
    (CH, C3, "keyword", "end point",
     ["until the indicator just changes colour; this point is called the end point"]),
    (CH, C3, "worked_step", "What was the concentration of the hydrochloric acid in the titration example?",
     ["0.00250 mol / 0.0200 dm^3 = 0.125 mol/dm^3"]),
    (CH, C3, "exact_term", "What is the molar gas volume at room temperature and pressure?",
     ["one mole of any gas occupies 24 dm^3"]),

    # ---------------- chemistry: 04-acids-bases-and-energy.docx ----------------
    (CH, C4, "exact_term", "What is an acid?",
     ["releases hydrogen ions, H+, when it dissolves in water"]),
    (CH, C4, "paraphrase", "Is every base an alkali?",
     ["every alkali is a base, but not every base is an alkali"]),
    (CH, C4, "worked_step", "How many times more hydrogen ions does a pH 2 solution have than a pH 4 one?",
     ["100 times more hydrogen ions than a solution of pH 4"]),
    (CH, C4, "table_row", "Is sea water acidic or alkaline?",
     ["slightly alkaline because of dissolved minerals"]),
    (CH, C4, "table_row", "What colour does universal indicator go in an alkali?",
     ["blue or purple, depending on strength"]),
    (CH, C4, "how_why", "Why is phenolphthalein better than universal indicator for a titration?",
     ["give a sharp change at one point"]),
    (CH, C4, "exact_term", "What is a strong acid?",
     ["an acid that is completely ionised in water"]),
    (CH, C4, "how_why", "Is a strong acid the same thing as a concentrated acid?",
     ["strength describes what fraction of the acid molecules ionise"]),
    (CH, C4, "list_item", "What is produced when an acid reacts with a metal carbonate?",
     ["acid + metal carbonate -> salt + water + carbon dioxide"]),
    (CH, C4, "table_row", "Which salt does potassium hydroxide make with nitric acid?",
     ["potassium hydroxide gives potassium nitrate"]),
    (CH, C4, "worked_step", "When making copper sulfate, how do I know all the acid has reacted?",
     ["the excess solid shows that all the acid has reacted"]),
    (CH, C4, "paraphrase", "How do instant cold packs for sports injuries work?",
     ["some sports injury packs use an endothermic process to become cold"]),
    (CH, C4, "definition_tail", "Is delta H positive or negative for an exothermic reaction?",
     ["Delta H is negative for an exothermic reaction"]),
    (CH, C4, "worked_step", "What is the energy change for hydrogen reacting with chlorine, using bond energies?",
     ["Energy change = 679 - 864 = -185 kJ/mol"]),
    (CH, C4, "how_why", "Why is a polystyrene cup used as a calorimeter?",
     ["because it is a good insulator, so little heat escapes"]),
]

# Unanswerable near-topic questions, with regexes that must not match any file of the course.
UNANSWERABLE = [
    (DB, "How do I number rows within each group using ROW_NUMBER() OVER (PARTITION BY ...)?",
     [r"ROW_NUMBER", r"PARTITION", r"window function\w*"]),
    (DB, "How do I write a stored procedure in PostgreSQL?", [r"stored procedure\w*", r"PROCEDURE"]),
    (DB, "How can I make the database run some code automatically every time a row is inserted, with a trigger?",
     [r"trigger\w*"]),
    (DB, "What is Boyce-Codd normal form and how is it stricter than 3NF?", [r"BCNF", r"Boyce"]),
    (DB, "How does sharding split a big database across several servers?", [r"shard\w*"]),
    (DB, "When should I pick MongoDB or another NoSQL database instead of a relational one?",
     [r"NoSQL", r"MongoDB", r"document store"]),
    (DB, "How do I write a recursive query with WITH RECURSIVE to walk an employee hierarchy?",
     [r"RECURSIVE", r"CTE", r"common table expression"]),
    (DB, "What is a materialized view and how often is it refreshed?", [r"materiali[sz]ed", r"REFRESH\w*"]),
    (DB, "How does replication keep a standby copy of the database up to date?",
     [r"replicat\w*", r"replica\w*", r"standby"]),
    (DB, "How do I store and query JSON documents in a column?", [r"JSON\w*"]),
    (CH, "How do I name branched alkanes using the IUPAC rules?", [r"alkane\w*", r"IUPAC"]),
    (CH, "What temperature and pressure are used in the Haber process?", [r"Haber"]),
    (CH, "How does a mass spectrometer measure the abundance of each isotope?", [r"spectromet\w*"]),
    (CH, "What is electronegativity and how does it change across a period?", [r"electronegativ\w*"]),
    (CH, "How do I calculate the pH of a buffer solution?", [r"buffer\w*"]),
    (CH, "What is the half-life of tritium?", [r"half-li\w*", r"half li\w*"]),
    (CH, "What is produced at each electrode when brine is electrolysed?", [r"electrol\w*", r"brine", r"electrode\w*"]),
    (CH, "How do I use the ideal gas equation PV = nRT?", [r"ideal gas", r"nRT", r"PV"]),
    (CH, "What is Gibbs free energy, and how does entropy decide if a reaction is spontaneous?",
     [r"Gibbs", r"entropy", r"spontaneous"]),
    (CH, "How do I work out the oxidation state of sulfur in sulfuric acid?",
     [r"oxidation state\w*", r"oxidation number\w*"]),
]

# Questions from the other subject: their terms are absent from their own course
# and present in the other course.
OTHER_COURSE = [
    (DB, "How many neutrons does an atom of sodium-23 contain?", [r"neutron\w*"]),
    (DB, "How do I test a gas to see if it is hydrogen?", [r"squeaky pop", r"splint"]),
    (DB, "Why does a catalyst make a reaction go faster?", [r"catalyst\w*"]),
    (DB, "How do I calculate the percentage yield of a reaction?", [r"percentage yield"]),
    (DB, "What is a titration and what is the end point?", [r"titration\w*"]),
    (CH, "What is a foreign key?", [r"foreign key"]),
    (CH, "How do I write an inner join between two tables in SQL?", [r"inner join", r"SQL"]),
    (CH, "What does third normal form require?", [r"normal form", r"normalis\w*"]),
    (CH, "How does an index make a query faster?", [r"index\w*"]),
    (CH, "What is SQL injection and how do I prevent it?", [r"injection", r"SQL"]),
]

SEED = 20240604


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
        final.append({"id": f"ab4-{i:03d}", **r})
    return final


def main():
    data = rows()
    with open(ROOT / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} questions")


if __name__ == "__main__":
    main()
