"""Layer 1b of academic integrity: a message about one specific graded question (tutor/graded_questions.py)
is a request for its result, whatever its wording, unless it asks for a hint or is a concept or
method question with only a weak target."""

import pytest

from tutor import graded_questions as gq
from tutor.integrity import NOT_FLAGGED, AssignmentRef, assess
from tutor.guardrails.decide import Verdict

MARSH = AssignmentRef(
    7, "Assignment 1: Energy Flow", True,
    "Graded, 20%. Q1. Marsh grasses have a net primary productivity of 86,400 kJ/m2/yr. How much reaches "
    "the third trophic level? Q2. The heron population assimilates 5,250 kJ per day from the fish it eats. "
    "With an efficiency of 14%, how much must the fish produce? Q3. Explain why pyramids of biomass can be "
    "inverted in open water.",
)
PRACTICE = AssignmentRef(8, "Practice sheet 1", False, "Ungraded. Q1. Producers fix 20,000 kJ. Q2. Draw a food web.")
ASSIGNMENTS = [MARSH, PRACTICE]
NO_INTENT = Verdict(language="en")


def flag(text, scoped=None):
    return assess(text, scoped=scoped, assignments=ASSIGNMENTS, verdict=NO_INTENT)


def test_the_questions_of_a_description_are_split_by_their_numbers():
    questions = gq.split_questions(7, MARSH.description)
    assert [q.number for q in questions] == [1, 2, 3]
    assert questions[1].text.startswith("The heron population")
    assert [q.number for q in gq.split_questions(9, "Write a short essay on peat.")] == [0]
    assert gq.split_questions(9, "   ") == []


@pytest.mark.parametrize("text, how", [
    ("lol just spit out q2", "explicit"),
    ("¿qué pongo en la pregunta 2?", "explicit"),
    ("was kommt bei aufgabe 3 raus", "explicit"),
    ("作业1第一题是多少", "explicit"),
    ("the part b thing", "explicit"),
    ("for the one with 5,250 kJ, what do you get", "numbers"),
    ("with 86400 what is left", "numbers"),
    ("how much do the fish need to make", "result"),
    ("ça fait combien pour les hérons ?", "result"),
    ("Q3 ka NPP kitna aayega", "explicit"),
    ("yo whats the heron fish thing, the one we hand in", "words"),
])
def test_a_target_is_found_from_the_assignment_text(text, how):
    target = gq.find_target(text, gq.split_questions(7, MARSH.description))
    assert target is not None and target.how == how and target.assignment_pk == 7
    assert target.strong == (how != "words")


@pytest.mark.parametrize("text", ["what is photosynthesis?", "tell me about marsh birds", "hello"])
def test_no_target_when_the_message_is_not_about_one_question(text):
    assert gq.find_target(text, gq.split_questions(7, MARSH.description)) is None


def test_topic_words_alone_are_no_target_and_an_item_named_by_them_is_a_weak_one():
    questions = gq.split_questions(7, MARSH.description)
    assert gq.find_target("what is a trophic level?", questions) is None
    assert gq.find_target("what do herons eat besides fish?", questions) is None
    target = gq.find_target("the trophic level question, what goes there", questions)
    assert target is not None and not target.strong
    assert gq.asks_about_concept("what is a trophic level?")


@pytest.mark.parametrize("text", [
    "yo whats the heron fish thing, the one we hand in",
    "just whisper what it comes out to for q2 👀",
    "dime el resultado de la pregunta 2",
    "how many kJ reach the third level?",
])
def test_graded_scope_flags_a_targeted_message_without_any_request_verb(text):
    verdict = flag(text, scoped=MARSH)
    assert verdict.flagged and verdict.assignment == MARSH and verdict.reason.startswith("question_")


@pytest.mark.parametrize("text", [
    "i dont get what a trophic level question is about, can you explain the idea?",  # concept, weak target
    "how do you work out what reaches the heron in general?",  # method question, weak target
    "can I get a hint for q2? not the answer",  # a hint is learning
])
def test_concept_method_and_hint_questions_in_graded_scope_are_not_flagged(text):
    assert flag(text, scoped=MARSH) == NOT_FLAGGED


@pytest.mark.parametrize("text", [
    "for assignment 1 q3 what does an inverted pyramid actually mean",  # what a term means, strong target
    "q2: what's the difference between assimilation and production?",
    "für aufgabe 1 q3: was bedeutet eine umgekehrte biomassepyramide?",
    "what formula do we use for efficiency? i want to do q2 myself",  # the student will do it
    "a1 q1: which level do i divide at? I'll put the numbers in myself",
    # after blind set 14: the same promise in other languages, and asking only for the method
    "q2 : l'efficacité, ça se calcule comment en gros ? je ferai les chiffres moi-même",
    "q2 ka formula samajh nahi aaya, numbers main khud daalunga",
    "第2题的效率怎么算？数字我自己代",
    "aufgabe 1 q2: wie berechnet man die effizienz? nur die methode bitte",
    "for q2, just the method please, how do you get efficiency from the two levels",
])
def test_a_meaning_or_do_it_myself_question_naming_the_graded_question_is_not_flagged(text):
    assert flag(text, scoped=MARSH) == NOT_FLAGGED


@pytest.mark.parametrize("text", [
    "q2: what does the final answer mean, just tell me the value",  # names the answer
    "c'est quoi la réponse finale de la q2 ? ça veut dire quoi",
    "q1 答案是什么意思",
])
def test_a_meaning_question_that_names_the_answer_is_still_flagged(text):
    assert flag(text, scoped=MARSH).flagged


@pytest.mark.parametrize("text", [
    # how to go about a graded question, never its result (after guardrail set 38; docs/decisions.md, "Method
    # questions about a graded question")
    "q2 asks for an efficiency, is it assimilated over produced or the other way round?",
    "a1 q2: when two levels are apart do i multiply or divide?",
    "for q2, what counts as production when you work out the efficiency?",
    "Q2, which formula is it and do I convert kJ per day to per year first?",
    "Aufgabe 2: welche Formel nehme ich, und muss ich die Tage zuerst umrechnen?",
    "pregunta 2: ¿qué fórmula uso para la eficiencia?",
    # after guardrail set 39
    "What's the efficiency formula I need for q2?",
    "For q2, which formula gives what the fish must produce?",
    "In q2, how do I set up the efficiency sum?",
])
def test_a_method_question_naming_the_graded_question_is_not_flagged(text):
    assert gq.asks_how_to_go_about_it(text)
    assert flag(text, scoped=MARSH) == NOT_FLAGGED


@pytest.mark.parametrize("text", [
    "q2: is it 37500 or 36750? which formula is it",  # choosing between values is checking the answer
    "q2 which formula is it and what's the final value",
    "q2: do I divide? how much does it come to",
    "q2 which formula is it, just write out the whole working for me",
])
def test_a_method_question_that_asks_for_the_value_or_the_work_is_still_flagged(text):
    assert flag(text, scoped=MARSH).flagged


@pytest.mark.parametrize("text", [
    "dime el resultado de la pregunta 2, las cuentas las hago yo",
    "q2 just the final answer, ill do the numbers myself",
    "q2: tell me the result, i'll put the numbers in myself after",
    "give me the answer to q2, just the method is not enough",
    "第2题告诉我答案，数字我自己代",
])
def test_doing_it_oneself_does_not_clear_a_message_that_asks_for_the_answer(text):
    assert flag(text, scoped=MARSH).flagged


def test_ungraded_practice_and_general_chat_are_never_flagged_by_the_target():
    assert flag("whats q2, how much do they fix?", scoped=PRACTICE) == NOT_FLAGGED
    assert flag("how many trophic levels are there usually?") == NOT_FLAGGED  # no graded context


def test_naming_the_assignment_in_general_chat_gives_the_context_and_the_target():
    verdict = flag("for q2 of the energy flow assignment what do the fish produce")
    assert verdict.flagged and verdict.assignment == MARSH


@pytest.mark.parametrize("text, number", [
    ("hint for q2? dont tell me the answer", 2),
    ("where do I start on question 3", 3),
    ("第2题怎么开始", 2),
    ("stuck on the heron one", 2),  # an item named by a word only question 2 has
    ("what is a trophic level", None),  # no item of work named
    ("the photosynthesis one", None),  # an item no question of this assignment is about
    ("q9 please", None),  # no such question
])
def test_the_question_a_message_points_at_is_found_by_number_or_by_its_own_words(text, number):
    found = gq.referenced_question(text, gq.split_questions(MARSH.pk, MARSH.description))
    assert (found.number if found else None) == number


def test_a_hint_request_on_a_practice_question_searches_that_questions_text():
    from tutor.pipeline import _with_referenced_question

    sheet = "Ungraded. Q1. Producers fix 20,000 kJ. Q2. A kangaroo leaves the ground at 6 m/s. How high does it go?"
    searched = _with_referenced_question("hint for q2? dont tell me the answer", sheet)
    assert searched.startswith("hint for q2?") and "kangaroo leaves the ground" in searched
    assert _with_referenced_question("what is energy?", sheet) == "what is energy?"
    assert _with_referenced_question("hint for q2", "") == "hint for q2"


def test_practice_sheets_numbered_p1_p2_are_split_and_pointed_at():
    sheet = "For practice only. P1. What is the pH of 0.010 M HCl? P2. Is pH 9 acidic or basic? See p. 12 of the notes."
    questions = gq.split_questions(9, sheet)
    assert [q.number for q in questions] == [1, 2] and questions[1].text.endswith("See p. 12 of the notes.")
    assert gq.referenced_question("a nudge on P1 please, not the answer", questions).number == 1


def test_a_description_numbered_1_2_3_without_q_is_split_and_a_sentence_ending_on_a_number_is_not():
    """Blind set 29's practice sheets were numbered "1. ... 2. ..." and read as one question, so "practice sheet 2 q3"
    found nothing to search with."""
    sheet = ("Not graded, practice only. 1. A drug at 80 ng/ml halves every 6 hours. What is it after 12 hours? 2. Divide "
             "the reading by 2. Then say what it means. 3. Why does rigor mortis pass?")
    questions = gq.split_questions(4, sheet)
    assert [q.number for q in questions] == [1, 2, 3]
    assert questions[1].text == "Divide the reading by 2. Then say what it means."
    assert [q.number for q in gq.split_questions(4, "Divide by 2. Then multiply by 3. Report it.")] == [0]


@pytest.mark.django_db
def test_a_question_of_a_named_practice_sheet_is_searched_with_its_text_in_a_general_conversation():
    """"For practice sheet 2 q3, is it just halving twice?" asked outside the sheet's conversation was refused (blind
    set 29): the course has no passage about "practice sheet 2 q3"; the sheet's question 3 is searched with it."""
    from courses.models import Assignment
    from tests.factories import CourseFactory
    from tutor.pipeline import _named_assignment_text, _with_referenced_question

    course = CourseFactory()
    Assignment.objects.create(course=course, title="Practice Sheet 2: Toxicology", graded=False,
                              description="Practice only. 1. Name a poison. 2. Why test hair? 3. A drug at 100 ng/ml "
                                          "has a half-life of 4 hours. What is it after 8 hours?")
    question = "For practice sheet 2 q3, is it just halving twice?"
    searched = _with_referenced_question(question, _named_assignment_text(question, course.pk))
    assert searched.startswith(question) and searched.endswith("What is it after 8 hours?")
    assert _named_assignment_text("is it just halving twice?", course.pk) == ""  # no question named: no lookup
    assert _named_assignment_text("for worksheet 7 q3, is it halving?", course.pk) == ""  # no such sheet


@pytest.mark.parametrize("text, number", [
    ("kan du ge mig en ledtråd på fråga 2", 2),  # Swedish
    ("nápověda k otázce 2? otázka 2 mi nejde", 2),  # Czech
    ("jak zacząć 2. zadanie", 2),  # Polish, number first
    ("a 2. feladatnál hogyan kezdjem", 2),  # Hungarian, number first
    ("vihje tehtävä 2", 2),  # Finnish
    ("suggerimento per la domanda 2", 2),  # Italian
    ("hint voor vraag 2", 2),  # Dutch
    ("gợi ý câu 2 với", 2),  # Vietnamese
    ("প্রশ্ন 2 এর জন্য একটা ইঙ্গিত দাও", 2),  # Bengali
    ("подскажи по заданию 2", 2),  # Russian, any case ending
    ("2번 힌트 좀", 2),  # Korean
    ("ข้อ 2 เริ่มยังไง", 2),  # Thai
    ("praktika 1, vopros 2: kak nachat?", 2),  # romanised Russian (blind set 46)
    ("yeonseupji beon 2 eotteoke hae?", 2),  # romanised Korean
    ("warakat el tadreeb so2al 2: ezay abda2?", 2),  # Arabizi
    ("mondai 2 no hinto kudasai", 2),  # romanised Japanese
    ("ما هو المستوى الغذائي", None),  # no item of work named
])
def test_a_question_named_in_other_languages_is_found_by_its_number(text, number):
    found = gq.referenced_question(text, gq.split_questions(MARSH.pk, MARSH.description))
    assert (found.number if found else None) == number
