"""The offline answer quotes what answers, with the context it needs (issue 16; pure, no database)."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.conf import settings
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from tutor.providers import composition
from tutor.providers.base import SourcePassage
from tutor.providers.extractive import ExtractiveProvider, compose_answer

ROUNDING = (
    "## Rounding\n\nPython can round numbers to a number of places. Strings can be padded with ljust.\n\n"
    "The following example rounds pi to three places:\n\n"
    "```python\nimport math\n\nprint(round(math.pi, 3))\n```\n\n"
    "This prints 3.142. The weather module is unrelated."
)


def _passage(text: str, n: int = 1, similarity: float = 0.5, scores=()) -> SourcePassage:
    return SourcePassage(n, text, "notes.md", similarity, tuple(scores))


def test_a_lead_in_brings_the_code_block_it_introduces_whole():
    lead = "The following example rounds pi to three places:"
    answer = composition.render(composition.select("How do I round pi to three places?", [
        _passage(ROUNDING, scores=[(lead, 0.8), ("Python can round numbers to a number of places.", 0.5)])]))
    assert lead in answer
    assert "```python\nimport math\n\nprint(round(math.pi, 3))\n```" in answer
    assert answer.index(lead) < answer.index("```python")


def test_a_code_block_brings_the_explanation_above_it():
    units = composition.passage_units(ROUNDING)
    code = next(u for u in units if u.kind == "code")
    group = composition.with_context(code, units)
    assert [u.kind for u in group] == ["sentence", "code", "sentence"]
    assert group[0].text.endswith("three places:") and group[2].text == "This prints 3.142."


def test_the_first_line_of_hard_wrapped_prose_is_not_a_heading():
    # a text file wrapped at 72 columns (blind answers set 8): the first line used to be dropped as a heading
    text = ("A half adder adds two bits, A and B, and produces a sum bit and a\n"
            "carry bit. The sum is the XOR of the inputs.\n\n"
            "It is called a half adder because it has no carry input, so on its own\n"
            "it can only add the least significant column of two numbers.\n\n"
            "Worked example: two bits\nAdd 1 and 1 to get a sum of 0 and a carry of 1.")
    sentences = [u.text for u in composition.passage_units(text)]
    assert sentences[0] == "A half adder adds two bits, A and B, and produces a sum bit and a carry bit."
    assert "It is called a half adder because it has no carry input, so on its own it can only add the least " \
           "significant column of two numbers." in sentences
    assert "Worked example: two bits" not in " ".join(sentences)  # a real heading line still is one
    assert "Add 1 and 1 to get a sum of 0 and a carry of 1." in sentences


def test_both_halves_of_a_two_sentence_definition():
    text = ("The slope of a line measures how steep it is. It is the change in y divided by the change in x "
            "between two points. Lines can also be horizontal.")
    picked = composition.select("What is the slope?", [_passage(text, scores=[
        ("The slope of a line measures how steep it is.", 0.7), ("It is the change in y divided by the change in x "
                                                                 "between two points.", 0.6)])])
    texts = [q.unit.text for q in picked]
    assert texts[:2] == ["The slope of a line measures how steep it is.",
                         "It is the change in y divided by the change in x between two points."]


def test_a_bare_term_brings_the_sentence_after_the_one_naming_it():
    # answers set 9: "mirror image rule" quoted only the sentence naming the rule, not what it says
    text = ("Acceptance must match the offer exactly; this is sometimes called the mirror image rule. "
            "A reply that adds or changes a term is not an acceptance. Silence is a separate question.")
    scores = [("Acceptance must match the offer exactly; this is sometimes called the mirror image rule.", 0.8),
              ("A reply that adds or changes a term is not an acceptance.", 0.1),
              ("Silence is a separate question.", 0.1)]
    picked = [q.unit.text for q in composition.select("mirror image rule", [_passage(text, scores=scores)])]
    assert "A reply that adds or changes a term is not an acceptance." in picked
    assert "Silence is a separate question." not in picked  # one sentence, not the rest of the paragraph
    asked = [q.unit.text for q in composition.select("why does the mirror image rule matter for a contract",
                                                      [_passage(text, scores=scores)])]
    assert "A reply that adds or changes a term is not an acceptance." not in asked  # a full question: its score decides


def test_a_what_is_question_brings_the_next_sentence_about_the_same_subject():
    # answers set 8: "what is a Karnaugh map" stopped before "It is a grid with one cell for each row..."
    text = ("A Karnaugh map makes the simplification systematic. It is a grid with one cell for each row of the "
            "truth table. Maps wrap around at the edges.")
    picked = [q.unit.text for q in composition.select("what is a Karnaugh map", [_passage(text, scores=[
        ("A Karnaugh map makes the simplification systematic.", 0.8),
        ("It is a grid with one cell for each row of the truth table.", 0.1),
        ("Maps wrap around at the edges.", 0.1)])])]
    assert picked[:2] == ["A Karnaugh map makes the simplification systematic.",
                          "It is a grid with one cell for each row of the truth table."]


def test_a_sentence_saying_what_the_thing_before_it_is_comes_with_it():
    units = composition.passage_units("A Karnaugh map makes the simplification systematic. It is a grid with one "
                                      "cell for each row of the truth table. It wraps around at the edges.")
    group = composition.with_context(units[0], units)
    assert [u.text for u in group] == ["A Karnaugh map makes the simplification systematic.",
                                       "It is a grid with one cell for each row of the truth table."]


def test_a_line_under_a_sentence_ending_in_a_colon_is_what_it_introduces_not_a_heading():
    # answers set 29: the step pattern of the major scale, on its own line, was dropped as a heading
    text = ("What makes it major is the pattern of steps between the notes:\n\n"
            "tone - tone - semitone - tone - tone - tone - semitone\n\nThe semitones fall between the 3rd and 4th notes.\n\n"
            "The minor scale\n\nIts pattern of tones and semitones is different.")
    units = composition.passage_units(text)
    assert [u.text for u in units] == ["What makes it major is the pattern of steps between the notes:",
                                       "tone - tone - semitone - tone - tone - tone - semitone",
                                       "The semitones fall between the 3rd and 4th notes.",
                                       "Its pattern of tones and semitones is different."]
    picked = composition.select("major scale step pattern??", [SourcePassage(1, text, "notes.pdf", 0.6)])
    assert "tone - tone - semitone" in composition.render(picked)


def test_a_list_item_brings_its_lead_in_and_the_list():
    text = "Keep these rules in mind:\n\n- Names start with a letter.\n- Names never contain spaces.\n\nOther text here."
    answer = composition.render(composition.select("Can a name contain spaces?", [
        _passage(text, scores=[("Keep these rules in mind:", 0.3), ("- Names never contain spaces.", 0.8)])]))
    assert answer.startswith("Keep these rules in mind:")
    assert "- Names start with a letter.\n- Names never contain spaces. [1]" in answer


def test_cell_rows_from_pdf_and_docx_tables_are_quoted_as_a_markdown_table():
    text = ("Energy per gram of each nutrient:\n\nNutrient | Energy\nCarbohydrate | 4 kcal (17 kJ)\n"
            "Alcohol | 7 kcal (29 kJ)\n\nAlcohol is not a nutrient.")
    units = composition.passage_units(text)
    assert [u.kind for u in units[1:4]] == ["row", "row", "row"]
    answer = composition.render(composition.select("How many kcal does a gram of alcohol give?", [
        _passage(text, scores=[("Alcohol | 7 kcal (29 kJ)", 0.8)])]))
    assert "| Nutrient | Energy |\n| --- | --- |\n| Carbohydrate | 4 kcal (17 kJ) |\n| Alcohol | 7 kcal (29 kJ) |\n\n[1]" \
        in answer
    markdown_rule = composition.passage_units("| a | b |\n|---|---|\n| 1 | 2 |")
    assert [u.text for u in markdown_rule] == ["| a | b |", "| 1 | 2 |"]  # the delimiter row is no row


def test_a_header_row_brings_its_table_and_a_row_cut_by_the_chunk_start_is_dropped():
    text = "has no match |\n| left | every left row |\n| right | every right row |\n\nAfter a merge, count rows."
    units = composition.passage_units(text)
    assert [u.text for u in units if u.kind == "row"] == ["| left | every left row |", "| right | every right row |"]
    table = "Sources of each vitamin:\n\nVitamin | Good food sources\nC | citrus fruits, peppers\nD | oily fish"
    units = composition.passage_units(table)
    header = next(u for u in units if u.kind == "row")
    assert [u.text for u in composition.with_context(header, units)][-2:] == ["C | citrus fruits, peppers", "D | oily fish"]


GLOSSARY = ("9. GLOSSARY\n\n"
            " sharecropping  farming another's land for a share of the crop\n"
            " crop lien      a merchant's claim on a coming crop for goods on credit\n"
            " Lost Cause     the Confederate version of the war's memory")


def test_a_glossary_in_space_aligned_columns_is_a_table_of_rows():
    """Joined as prose, the terms ran into each other's definitions and nothing was quotable (answer set 23)."""
    rows = [u.text for u in composition.passage_units(GLOSSARY) if u.kind == "row"]
    assert rows[1] == "crop lien\ta merchant's claim on a coming crop for goods on credit" and len(rows) == 3
    answer = composition.render(composition.select("what is a crop lien", [_passage(GLOSSARY)]))
    assert "| crop lien | a merchant's claim on a coming crop for goods on credit |" in answer
    # the end of a row cut by the chunk start is left out
    cut = "supported the Republicans (abuse)\n" + GLOSSARY.split("\n\n", 1)[1]
    assert [u.kind for u in composition.passage_units(cut)] == ["row", "row", "row"]
    # a term longer than the column pushes its own row's definition on; the others still line up
    ragged = " second messenger  a signal inside the cell\n tropic hormone  a hormone whose target is a gland\n" \
             " portal vessels  veins linking two capillary beds"
    assert [u.text for u in composition.passage_units(ragged)][1] == "tropic hormone\ta hormone whose target is a gland"
    # a table of three columns keeps three cells
    table = " Method        Typical precision   Used for\n Tape          1 in 5,000          short lines\n" \
            " Total station 1 in 50,000         traverses"
    assert [u.text for u in composition.passage_units(table)][1] == "Tape\t1 in 5,000\tshort lines"


@pytest.mark.parametrize("text", [
    "The pump failed.  It was replaced the next day.\nThe valve held.  Nobody was hurt.",  # two spaces after a full stop
    "A short line\nand a  second one with a gap",  # one gap only, and a line without any
    " alpha  one\n beta      two",  # gaps that do not line up
    " alpha  one\n beta    two\n gamma      three",  # no column shared by most rows
])
def test_prose_with_double_spaces_is_not_a_table(text):
    assert all(u.kind != "row" for u in composition.passage_units(text))


def test_a_list_item_cut_by_the_chunk_start_is_a_fragment():
    units = composition.passage_units("columns that contain gaps with dropna().\n- Fill the gaps with fillna().")
    assert [composition.is_fragment(u, units) for u in units] == [True, False]


def test_the_claim_before_its_example_is_quoted_with_it():
    claim = "Vitamin C also improves the absorption of iron from plant foods."
    example = "Adding peppers to a lentil dish increases the iron the body takes up from the meal."
    text = f"Scurvy was once common among sailors.\n\n{claim} {example}"
    answer = composition.render(composition.select("How can I absorb more iron from a lentil dish?", [
        _passage(text, scores=[(example, 0.8), (claim, 0.5), ("Scurvy was once common among sailors.", 0.1)])]))
    assert answer.startswith(f"{claim} {example}")
    assert "Scurvy" not in answer  # another paragraph: never pulled in by this rule


def test_a_list_whose_items_end_in_semicolons_is_not_code():
    text = ("whether the points follow a straight line, a curve, or separate clusters;\n"
            "- **strength**: how tightly the points follow that form;\n- **unusual points**: outliers far from the pattern.")
    assert {u.kind for u in composition.passage_units(text)} == {"item"}


def test_the_meaning_of_a_sentence_beats_a_neighbour_sharing_words():
    text = ("The x-intercept of a line is where it crosses the x axis between two points. "
            "Two points on a line give its slope: subtract the y values and divide by the difference of the x values.")
    best = "Two points on a line give its slope: subtract the y values and divide by the difference of the x values."
    picked = composition.select("How do I find the slope between two points?", [_passage(text, scores=[
        (best, 0.82), ("The x-intercept of a line is where it crosses the x axis between two points.", 0.41)])])
    assert picked[0].unit.text == best
    assert all("x-intercept" not in q.unit.text for q in picked)


def test_never_ends_on_a_dangling_lead_in():
    text = "Intro sentence about loops here.\n\nThe following example prints three numbers:"
    picked = composition.select("example that prints numbers", [_passage(text)])
    assert not picked or not picked[-1].unit.lead_in


def test_repeated_text_from_overlapping_chunks_is_quoted_once():
    sentence = "A variable is a name that refers to a value stored in memory."
    passages = [_passage(f"Intro words here. {sentence}", 1, scores=[(sentence, 0.8)]),
                _passage(f"{sentence} More words follow.", 2, scores=[(sentence, 0.8)])]
    answer = compose_answer("What is a variable?", "quick_explainer", passages)
    assert answer.count(sentence) == 1


def test_hedged_reply_says_so_and_labels_the_passages_as_closest():
    answer = compose_answer("How are floats rounded?", "socratic_guide", [_passage(ROUNDING)], hedged=True)
    first, label = answer.split("\n\n")[:2]
    assert "do not seem to answer this directly" in first
    assert label == "**Closest in your course:**"
    assert "How would you explain" not in answer  # no closing that treats it as the answer


def test_hedged_reply_is_in_the_students_language():
    answer = compose_answer("¿Cómo se redondea?", "socratic_guide", [_passage(ROUNDING)], language="es", hedged=True)
    assert answer.startswith("Los materiales de tu curso no parecen responder")
    assert "**Lo más cercano en tu curso:**" in answer


@hsettings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([
    "A sentence about loops.", "The following example shows it:", "```\nx = 1\n```", "- an item",
    "| a | b |\n| 1 | 2 |", "It is short.", "print(x)",
]), min_size=1, max_size=8), st.text(alphabet="abcdefghij xyz?", max_size=30))
def test_selection_is_in_reading_order_without_duplicates_or_a_final_lead_in(blocks, question):
    passage = _passage("\n\n".join(blocks))
    picked = composition.select(question, [passage])
    positions = [q.unit.position for q in picked]
    assert positions == sorted(set(positions))
    if picked:
        assert not picked[-1].unit.lead_in
        units = composition.passage_units(passage.text)
        for q in picked:  # code is quoted whole: the unit is the passage's block, unchanged
            if q.unit.kind == "code":
                assert q.unit in units


@pytest.mark.django_db
def test_demo_slope_question_quotes_the_sentence_defining_the_slope(world, django_capture_on_commit_callbacks):
    """The browser case of issue 16: the demo course's notes define the slope in one sentence; the
    offline answer quotes it (before, it quoted sentences about x-intercepts and systems)."""
    from asgiref.sync import async_to_sync

    from materials.services import material_upload
    from materials.services import material_index
    from tutor import services
    from tutor.pipeline import TurnRequest
    from tutor.runner import collect_turn

    demo = Path(settings.BASE_DIR) / "devtools" / "demo_material"
    for name in ("alg_notes_linear.md", "alg_notes_systems.docx"):
        with django_capture_on_commit_callbacks(execute=False):
            material = material_upload(user=world.teacher, course=world.course, filename=name,
                                       data=(demo / name).read_bytes())
        assert material_index(material_id=material.pk, version=material.version) == "indexed"
    conversation = services.conversation_create(user=world.student, course_id=world.course.pk)
    events = async_to_sync(collect_turn)(TurnRequest(
        user=world.student, conversation_id=conversation.pk, message="How do I find the slope between two points?"),
        provider=ExtractiveProvider())
    answer = "".join(e.data["text"] for e in events if e.type == "token")
    assert "the number $m$ is the **slope** (the rise in $y$ for each unit step in $x$)" in answer


SLIDE = ("Why demand slopes down\n\n- Substitution effect: buyers switch to cheaper goods\n"
         "- Income effect: a lower price raises real income\n"
         "- Diminishing marginal utility: each extra unit adds less satisfaction")


def test_a_slide_bullet_is_quoted_under_its_title_with_the_rest_of_the_slide():
    answer = composition.render(composition.select("what is the income effect?", [
        _passage(SLIDE, scores=[("- Income effect: a lower price raises real income", 0.8)])]))
    assert answer.startswith("**Why demand slopes down**\n\n- Substitution effect")
    assert "- Income effect: a lower price raises real income\n- Diminishing marginal utility" in answer
    assert answer.endswith("adds less satisfaction [1]")


def test_a_title_matching_the_question_brings_its_bullets():
    answer = composition.render(composition.select("why does demand slope down?", [
        _passage(SLIDE, scores=[("Why demand slopes down", 0.9)])]))
    assert "**Why demand slopes down**" in answer
    assert "Substitution effect: buyers switch to cheaper goods" in answer


def test_a_title_over_a_table_is_its_lead_in_and_a_heading_over_prose_is_still_dropped():
    units = composition.passage_units("Demand schedule: coffee\n\nPrice | Cups\n$1.00 | 500\n$2.00 | 400")
    assert [u.kind for u in units] == ["title", "row", "row", "row"] and units[0].lead_in
    row = units[2]
    assert [u.text for u in composition.with_context(row, units)][:2] == ["Demand schedule: coffee", "Price | Cups"]
    prose = composition.passage_units("Market equilibrium\n\nThe market clears where demand meets supply.")
    assert [u.kind for u in prose] == ["sentence"]


def test_lists_of_two_passages_are_never_run_together_and_a_title_stays_over_the_items_quoted():
    agenda = "Today's lecture\n\n- What a market is\n- Supply and the law of supply\n- Price controls"
    market = "What is a market?\n\n- Market: any place where buyers and sellers meet\n- Prices coordinate decisions"
    answer = composition.render(composition.select("what is a market and what are price controls?", [
        _passage(market, 1, scores=[("- Market: any place where buyers and sellers meet", 0.8)]),
        _passage(agenda, 2, scores=[("- Price controls", 0.7), ("- What a market is", 0.7)])]))
    # a title is never a duplicate; two lists, two titles (in either order: tests below say which leads)
    assert "**What is a market?**\n\n- Market: any place where buyers and sellers meet\n- Prices coordinate decisions [1]" \
        in answer
    assert "- Price controls [2]" in answer and "\n\n**Today's lecture**\n\n- What a market is\n" in answer \
        or answer.startswith("**Today's lecture**\n\n- What a market is\n")
    untitled = composition.render([composition.Quoted(1, composition.passage_units("- Supply rises")[0]),
                                   composition.Quoted(2, composition.passage_units("- Demand falls", 1)[0])])
    assert untitled == "- Supply rises [1]\n\n- Demand falls [2]"


PRACTICE = ("Practice\n\n1. Simplify $5(a - 2) - 2(3a - 4)$.\n2. Solve $7 - 2x = 3x - 18$.\n"
            "3. Solve $\\frac{x + 2}{5} = \\frac{x - 1}{2}$.")
HOW = "Solve a linear equation by doing the same operation to both sides until the variable is alone."


def test_an_exercise_list_is_not_quoted_as_the_answer_unless_exercises_are_asked_for():
    passages = [_passage(HOW, 1, scores=[(HOW, 0.62)]),
                _passage(PRACTICE, 2, scores=[("2. Solve $7 - 2x = 3x - 18$.", 0.7)])]
    answer = composition.render(composition.select("How do I solve a linear equation like 3x + 5 = 20?", passages))
    assert HOW in answer and "7 - 2x" not in answer
    practice = composition.render(composition.select("Give me a practice problem on linear equations", passages))
    assert "**Practice**" in practice and "7 - 2x" in practice
    assert composition._EXERCISE_TITLE.match("2.9 Exercises") and composition._EXERCISE_TITLE.match("Check your understanding")
    assert not composition._EXERCISE_TITLE.match("Problems with price controls")


REVIEW = ("**Review questions**\n\n1. Why was the city founded where it was?\n"
          "2. Explain how the Nika riot began and how it ended.\n3. Which law book was meant for students?")
NIKA = ("In January 532, after Justinian refused to pardon two condemned men, the Blues and the Greens joined forces. "
        "Shouting \"Nika!\", the rioters burned much of the city centre.")


def test_review_questions_are_not_quoted_as_the_answer():
    """Answers set 24: a chapter's review questions repeat the question's words ("how did the nika riot start"), and
    their sentence vectors outscored the paragraph that answers it, with the penalty an exercise list had then."""
    passages = [_passage(NIKA, 1, scores=[(NIKA.split(". ")[0] + ".", 0.45), ("Shouting \"Nika!\", the rioters "
                                                                             "burned much of the city centre.", 0.42)]),
                _passage(REVIEW, 2, scores=[("2. Explain how the Nika riot began and how it ended.", 0.79)])]
    answer = composition.render(composition.select("how did the nika riot start", passages))
    assert "refused to pardon" in answer and "Review questions" not in answer and "Explain how" not in answer
    review = composition.render(composition.select("give me some review questions to practise on the Nika riot",
                                                   passages))
    assert "Explain how the Nika riot began" in review
    assert composition.is_exercise_title("**Review questions**") and composition.is_exercise_title("Exercises:")


def test_a_question_in_the_course_text_is_never_its_own_answer():
    slide = "Review\n\n- Why did the Fourth Crusade end in Constantinople?\n- Was Manzikert the greater disaster?"
    prose = "The crusaders were in debt to Venice, and a claimant to the throne promised to pay them."
    units = composition.passage_units(slide)
    assert [composition.asks(u) for u in units if u.kind == "item"] == [True, True]
    answer = composition.render(composition.select("why did the fourth crusade end in constantinople", [
        _passage(slide, 1, scores=[("- Why did the Fourth Crusade end in Constantinople?", 0.9)]),
        _passage(prose, 2, scores=[(prose, 0.5)])]))
    assert "in debt to Venice" in answer and "Why did the Fourth Crusade" not in answer
    # a list most of whose items ask is exercises, its other items too
    review = "Review\n\n- Why did the Fourth Crusade end in Constantinople?\n- Why did iconoclasm last?\n" \
             "- Was Manzikert or 1204 the greater disaster? Give reasons"
    cause = "A volcanic eruption in the Aegean in 726 was read as a sign of God's anger."
    answer = composition.render(composition.select("what natural disaster is linked to iconoclasm", [
        _passage(review, 1, scores=[("- Was Manzikert or 1204 the greater disaster? Give reasons", 0.6)]),
        _passage(cause, 2, scores=[(cause, 0.45)])]))
    assert "volcanic eruption" in answer and "Manzikert" not in answer
    assert not composition.asks(composition.passage_units("3. Explain how the riot began.")[0])
    # a statement ending in a question, and a slide that asks then answers, are not exercises (answers set 10)
    assert not composition.asks(composition.passage_units("- Bentham included animals: the question is, can they "
                                                          "suffer?")[0])
    judge = ("The competent judge test\n\n- Which of two pleasures is higher?\n- Ask people who have experienced both\n"
             "- If nearly all prefer one, it is the higher pleasure")
    answer = composition.render(composition.select("how does mill decide which of two pleasures is the better one", [
        _passage(judge, 1, scores=[("- Which of two pleasures is higher?", 0.7)]),
        _passage("Mill: some pleasures are higher in quality, not just quantity.", 2,
                 scores=[("Mill: some pleasures are higher in quality, not just quantity.", 0.5)])]))
    assert "Ask people who have experienced both" in answer
    # ... but a question that sets up a worked example is its lead-in, quoted with the steps (answers set 2)
    worked = ("A train travelling at 30 m/s brakes at -1.5 m/s^2. How far does it travel before it stops?\n\n"
              "- Use v^2 = u^2 + 2 a s, so 0 = 900 + 2 x (-1.5) x s\n- 3.0 s = 900, so the stopping distance is s = 300 m")
    answer = composition.render(composition.select("A train doing 30 m/s brakes at -1.5 m/s^2. How far until it stops?",
                                                   [_passage(worked, 1, scores=[(worked.split(". ")[0] + ".", 0.8)])]))
    assert "s = 300 m" in answer


def test_a_step_pointing_back_is_quoted_with_the_steps_before_it():
    steps = ("Substitution works best when one equation gives y in terms of x.\n\n"
             "1. Rearrange one equation to make x or y the subject.\n2. Substitute it into the other equation.\n"
             "3. Solve that linear equation.")
    how = "A linear equation is solved by doing the same operation to both sides until x is alone."
    answer = composition.render(composition.select("How do I solve a linear equation like 3x + 5 = 20?", [
        _passage(how, 1, scores=[(how, 0.6)]), _passage(steps, 2, scores=[("3. Solve that linear equation.", 0.6)])]))
    assert how in answer
    rest = answer.split("3. Solve that linear equation.")[0]  # quoted, if at all, after the steps before it
    assert "1. Rearrange one equation" in rest and "2. Substitute it into the other equation." in rest


def test_list_items_spaced_by_blank_lines_are_one_list():
    text = "To solve by substitution:\n\n- Rearrange one equation.\n\n- Substitute it into the other.\n\n- Solve that equation."
    units = composition.passage_units(text)
    assert [u.kind for u in units] == ["sentence", "item", "item", "item"]
    assert len({u.block for u in units[1:]}) == 1
    assert [u.text for u in composition.with_context(units[0], units)][-1] == "- Solve that equation."


def test_a_short_list_two_of_whose_items_are_quoted_is_quoted_whole():
    """Answers set 22: the two sums were quoted and the list's last item, the total asked for, was not."""
    sums = ("Three sections 20 m apart have areas of 12 and 18 and 22 square metres.\n\n"
            "- Between the first and second sections: 20 x (12 + 18) / 2 = 300 cubic metres\n\n"
            "- Between the second and third sections: 20 x (18 + 22) / 2 = 400 cubic metres\n\n"
            "- Total by end areas: 700 cubic metres")
    first, second = (f"- Between the {a} and {b} sections: 20 x ({x} + {y}) / 2 = {v} cubic metres"
                     for a, b, x, y, v in (("first", "second", 12, 18, 300), ("second", "third", 18, 22, 400)))
    picked = [q.unit.text for q in composition.select("how is each volume between two sections worked out?", [_passage(
        sums, scores=[(first, 0.8), (second, 0.8), ("- Total by end areas: 700 cubic metres", 0.1)])])]
    assert first in picked and second in picked
    assert any("Total by end areas" in text for text in picked)
    long_list = "Steps:\n\n" + "\n".join(f"- Step {n} of the long method: move item {n}" for n in range(1, 9))
    units = composition.passage_units(long_list)
    quoted = composition._rest_of_short_lists(units[1:3], [units], set())
    assert quoted == []  # eight items: not a short list, only what scores is quoted


# --------------------------------------------------------------------------- sixth pass (answers_blind_3's misses)

GENES = ("The following example finds every base from the adenine content:\n\n"
         "- A sample of DNA is 22% adenine.\n\n- Guanine equals cytosine, so each is 28%.\n\n"
         "3. Genes and the genetic code\n\n"
         "A gene is a section of DNA that carries the instructions for making one protein. "
         "The code is read in groups of three bases.")


def test_a_numbered_section_heading_is_neither_a_list_item_nor_quoted():
    units = composition.passage_units(GENES)
    assert [u.text for u in units if u.kind == "item"] == ["- A sample of DNA is 22% adenine.",
                                                           "- Guanine equals cytosine, so each is 28%."]
    assert not any("Genes and the genetic code" in u.text for u in units)
    answer = composition.render(composition.select("What is the genetic code?", [_passage(GENES, scores=[
        ("3. Genes and the genetic code", 0.9), ("The code is read in groups of three bases.", 0.6)])]))
    assert "3. Genes" not in answer and "22% adenine" not in answer
    assert "The code is read in groups of three bases." in answer


def test_a_numbered_list_of_short_items_stays_a_list():
    text = "The stages are:\n\n1. Prophase\n\n2. Metaphase\n\n3. Anaphase\n\nEach stage follows the one before."
    items = [u.text for u in composition.passage_units(text) if u.kind == "item"]
    assert items == ["1. Prophase", "2. Metaphase", "3. Anaphase"]


def test_a_numbered_heading_over_a_list_is_its_title():
    text = ("Several kinds of record show that the climate is changing.\n\n4. Evidence of change\n\n"
            "- Ice cores show past temperatures.\n- Tree rings record growth.")
    units = composition.passage_units(text)
    assert [u.kind for u in units] == ["sentence", "title", "item", "item"]


def test_a_sentence_summing_up_a_worked_calculation_brings_it():
    text = ("Before the Industrial Revolution the air held about 280 ppm of carbon dioxide. By 2023 the figure "
            "had reached about 420 ppm.\n\nIncrease            = 420 - 280 = 140 ppm\n"
            "  Percentage increase = 140 / 280 x 100 = 50%\n\n"
            "So the concentration of carbon dioxide has risen by about half since 1750.")
    answer = composition.render(composition.select(
        "By what percentage has carbon dioxide increased?", [_passage(text, scores=[
            ("Before the Industrial Revolution the air held about 280 ppm of carbon dioxide.", 0.7),
            ("So the concentration of carbon dioxide has risen by about half since 1750.", 0.65)])]))
    assert "Percentage increase = 140 / 280 x 100 = 50%" in answer
    assert answer.index("420 ppm.") < answer.index("Percentage increase") < answer.index("So the concentration")


def test_a_sentence_that_only_names_brings_the_one_that_says_what_it_means():
    text = ("DNA polymerase joins the nucleotides into a new strand.\n\nDNA replication is described as "
            "semi-conservative. Each new DNA molecule keeps one strand of the original molecule. This was "
            "shown in 1958 by Meselson and Stahl.")
    answer = composition.render(composition.select("what does semi-conservative replication actually mean", [
        _passage(text, scores=[("DNA replication is described as semi-conservative.", 0.6),
                               ("Each new DNA molecule keeps one strand of the original molecule.", 0.2)])]))
    assert "DNA replication is described as semi-conservative. Each new DNA molecule keeps one strand" in answer


def test_a_sentence_naming_what_came_before_brings_that_sentence():
    # answers set 19: "when is the golden hour" quoted only "Photographers call this the golden hour."
    text = ("In the hour after sunrise and the hour before sunset the sun is low, so its light reaches the ground warm "
            "and soft. Photographers call this the *golden hour*. Shadows are long.")
    answer = composition.render(composition.select("when is the golden hour", [
        _passage(text, scores=[("Photographers call this the *golden hour*.", 0.7),
                               ("Shadows are long.", 0.1)])]))
    assert answer.index("In the hour after sunrise") < answer.index("Photographers call this")


def test_a_step_cut_by_the_chunk_boundary_is_quoted_from_the_chunk_that_holds_the_whole_example():
    lead = "The following example calculates discharge from fieldwork measurements:"
    first = f"Discharge is measured in cumecs.\n\n{lead}\n\n- The channel is 12 m wide and 1.5 m deep."
    second = (f"{lead}\n\n- The channel is 12 m wide and 1.5 m deep.\n- Cross-sectional area = 18 m^2\n"
              "- Discharge = 18 m^2 x 0.4 m/s = 7.2 cumecs\n\nAs you move downstream, the river changes.")
    item = "- The channel is 12 m wide and 1.5 m deep."
    answer = composition.render(composition.select("What is the discharge of the 12 m wide channel?", [
        _passage(first, 1, 0.6, [(item, 0.8)]), _passage(second, 2, 0.5, [(item, 0.79)])]))
    assert "7.2 cumecs" in answer
    assert answer.count("The channel is 12 m wide") == 1


def test_a_sentence_whose_opening_clause_points_back_brings_what_it_points_at():
    text = ("Banks keep only a fraction of their deposits as reserves.\n\nWhen a bank makes a loan, it credits the "
            "borrower's account with a new deposit. That deposit is new money. When the borrower spends it, the "
            "money lands in another bank, and the process repeats.")
    units = composition.passage_units(text)
    spends = next(u for u in units if u.text.startswith("When the borrower"))
    assert [u.text[:20] for u in composition.with_context(spends, units)] == [
        "When a bank makes a ", "That deposit is new ", "When the borrower sp"]
    # "When a bank makes a loan, it credits ...": no pronoun before its comma
    assert composition.with_context(units[1], units) == [units[1]]


def test_a_conclusion_brings_the_reasoning_before_it():
    text = ("Genes carried on the X chromosome are called sex-linked. Because males have only one X chromosome, a "
            "single recessive allele on it will always show its effect in a male. Females need two copies of the "
            "allele to be affected. This is why red-green colour blindness is far more common in men.")
    units = composition.passage_units(text)
    group = composition.with_context(units[-1], units)
    assert [u.text[:20] for u in group] == ["Because males have o", "Females need two cop", "This is why red-gree"]


def test_a_why_question_takes_the_claim_before_the_example_that_matches_it():
    text = ("Dominant alleles are written with a capital letter. An organism's phenotype depends on its genotype, "
            "but also on its environment. Identical twins have the same genotype, yet they can differ in weight.")
    picked = [q.unit.text for q in composition.select("Why can identical twins end up looking different?", [
        _passage(text, scores=[("Identical twins have the same genotype, yet they can differ in weight.", 0.8),
                               ("An organism's phenotype depends on its genotype, but also on its environment.", 0.1),
                               ("Dominant alleles are written with a capital letter.", 0.1)])])]
    assert picked == ["An organism's phenotype depends on its genotype, but also on its environment.",
                      "Identical twins have the same genotype, yet they can differ in weight."]


def test_a_worked_example_set_up_brings_its_steps():
    text = ("Efficiency compares useful output with total input. The following example finds the efficiency of an "
            "electric motor. A motor uses 500 J of electrical "
            "energy to lift a 10 kg load through 3.0 m.\n\n- Useful output = m g h = 10 x 9.8 x 3.0 = 294 J\n\n"
            "- Efficiency = 294 / 500 x 100% = 59%\n\n3.6 Conservation of energy")
    answer = composition.render(composition.select("A motor uses 500 J to lift 10 kg by 3 m. How efficient is it?", [
        _passage(text, scores=[("A motor uses 500 J of electrical energy to lift a 10 kg load through 3.0 m.", 0.8)])]))
    assert "Efficiency = 294 / 500 x 100% = 59%" in answer
    plain = "Energy is conserved in every process we have measured.\n\n- Heat is one form.\n- Light is another."
    assert not any(u.lead_in for u in composition.passage_units(plain))


def test_the_answer_opens_with_the_quoted_passage_that_uses_most_of_the_questions_words():
    """Retrieval put the neighbouring slide first and a group of the answer came from it; the passage
    that answers uses the question's words (answers_blind_4: "What is a view?" had opened with how a
    view is queried, on the next page). The quoted text is not cut, only led by that passage."""
    usage = ("Once it exists, the thing is queried like any table, for example SELECT * FROM big_orders. "
             "Views are used to hide complicated joins behind a simple name.")
    definition = "A view is a stored query that behaves like a virtual table. It holds no data of its own."
    passages = [_passage(usage, 1, scores=[(usage.split(". ")[1], 0.55)]),
                _passage(definition, 2, scores=[(definition.split(". ")[0] + ".", 0.6)])]
    quoted = composition.select("What is a stored view?", passages)
    assert {q.n for q in quoted} == {1, 2}
    assert quoted[0].n == 2 and quoted[0].unit.text.startswith("A view is a stored query")
    assert composition.render(quoted).startswith("A view is a stored query")
    # with no word to tell them apart, the first retrieved leads, as before
    assert composition.lead_passage("what is it?", [usage, definition], [q.unit for q in quoted]) == 0


def test_a_passage_whose_quoted_sentence_clearly_outscores_the_others_leads():
    """Answers set 49: "who invaded africa in 310 bc" opened with a passage on Carthage's wars that shares more of the
    question's words, while the sentence that answers, quoted second, scored well above anything quoted from it. A
    clear lead in score (LEAD_MARGIN) opens the answer; a small one leaves the choice to the question's words, and a
    page the question names still comes first."""
    wars = "Carthage fought Greek cities in Sicily and in Africa for two centuries. The wars ended in a truce."
    invasion = "In 310 BC Agathocles of Syracuse landed in Africa."
    units = [composition.Unit(0, 0, "sentence", wars.split(". ")[0] + ".", 0, False),
             composition.Unit(1, 0, "sentence", invasion, 0, False)]
    question = "who invaded africa in 310 bc and fought carthage"
    assert composition.lead_passage(question, [wars, invasion], units) == 0  # more of the question's words
    clear = {(0, 0): 0.55, (1, 0): 0.9}
    assert composition.lead_passage(question, [wars, invasion], units, scores=clear) == 1
    close = {(0, 0): 0.8, (1, 0): 0.9}
    assert composition.lead_passage(question, [wars, invasion], units, scores=close) == 0
    assert composition.lead_passage(question, [wars, invasion], units, pointed=[0], scores=clear) == 0


def test_a_figure_of_a_worked_examples_statement_brings_the_statement_and_its_working():
    """"how much does the ambulance pitch drop as it goes past" quoted "The ambulance moves at 25 m/s." alone, one figure of
    the example's statement, and not the working under it that answers (answers set 39)."""
    text = ("## Worked example 1: a passing ambulance\n\nAn ambulance siren sounds at 700 Hz. The ambulance moves at 25 m/s. "
            "What frequency does a person at the roadside hear as it approaches and as it moves away?\n\n```\n"
            "approaching:  f = 700 x 343 / (343 - 25) = 755 Hz\nmoving away:  f = 700 x 343 / (343 + 25) = 652 Hz\n"
            "drop in pitch as it passes: 755 - 652 = 103 Hz\n```\n\nThe pitch of a siren drops as it passes you.")
    answer = composition.render(composition.select("how much does the ambulance pitch drop as it goes past", [
        _passage(text, scores=[("The ambulance moves at 25 m/s.", 0.7), ("The pitch of a siren drops as it passes you.", 0.5)])]))
    assert "drop in pitch as it passes: 755 - 652 = 103 Hz" in answer
    assert "An ambulance siren sounds at 700 Hz." in answer
    prose = "Sound is a wave. It moves at 343 m/s in air. Why is it slower in air than in water?\n\nWater is denser."
    quoted = composition.render(composition.select("how fast is sound in air", [
        _passage(prose, scores=[("It moves at 343 m/s in air.", 0.8)])]))
    assert "Water is denser." not in quoted  # no working below: the sentence stands alone


def test_the_sentences_after_the_working_stop_at_the_next_heading():
    """The siren sum's working was followed by the first sentence of the next section ("Sonic booms": "A source
    faster than sound leaves a cone-shaped shock wave behind it."), which scored high enough to follow it: after code,
    a heading ends the run, as an unrelated sentence does."""
    working = "```\napproaching:  f = 700 x 343 / (343 - 25) = 755 Hz\n```"
    text = ("Worked example: a passing ambulance\n\nAn ambulance siren sounds at 700 Hz. What does a person hear as "
            f"it approaches?\n\n{working}\n\n" + "{heading}A source faster than sound leaves a shock wave behind it.")
    scores = [("An ambulance siren sounds at 700 Hz.", 0.7), ("A source faster than sound leaves a shock wave behind it.", 0.6)]
    question = "what does a 700 hz siren sound like as the ambulance approaches"
    under_heading = composition.render(composition.select(question, [_passage(text.format(heading="Sonic booms\n\n"),
                                                                                    scores=scores)]))
    assert "755 Hz" in under_heading and "shock wave" not in under_heading
    same_section = composition.render(composition.select(question, [_passage(text.format(heading=""), scores=scores)]))
    assert "755 Hz" in same_section and "shock wave" in same_section  # no heading between: it follows as before


def test_the_answer_opens_with_the_passage_on_the_page_the_question_names():
    """"on slide 19, what number is cord B" opened with slide 18's table of knots, which shares more of its words
    than slide 19's worked reading of cord B (answers set 37): the student said where to look."""
    table = "Knots and numbers: a single knot is one unit of its place; a long knot of 2 to 9 turns is the units."
    worked = "Cord B reads 1,000 + 200 + 0 + 4 = 1,204."
    passages = [_passage(table, 1, scores=[(table, 0.6)]), _passage(worked, 2, scores=[(worked, 0.55)])]
    question = "on slide 19, what number is the knots on cord B"
    assert composition.select(question, passages)[0].n == 1
    passages[1] = SourcePassage(n=2, text=worked, source_filename="deck.pptx", sentence_scores=((worked, 0.55),),
                                pointed_at=True)
    quoted = composition.select(question, passages)
    assert quoted[0].n == 2 and {q.n for q in quoted} == {1, 2}


def test_a_sentence_cut_by_a_chunk_boundary_is_not_quoted_again_after_the_whole_of_it():
    whole = ("On level ground the greatest range for a given launch speed is reached with a launch angle of 45 "
             "degrees. Angles that add up to 90 degrees give the same range.")
    cut = "given launch speed is reached with a launch angle of 45 degrees. The time of flight depends on height."
    angle = "given launch speed is reached with a launch angle of 45 degrees."
    for order in ((whole, cut), (cut, whole)):  # whichever copy scores first, the cut one goes
        passages = [_passage(text, n, scores=[(angle, 0.95)] if text == cut else [(whole.split(". ")[0] + ".", 0.6)])
                    for n, text in enumerate(order, 1)]
        answer = composition.render(composition.select("what launch angle gives the greatest range?", passages))
        assert answer.count("launch angle of 45 degrees") == 1 and "On level ground" in answer


def test_one_sentence_left_out_between_two_quoted_sentences_of_a_paragraph_is_quoted_too():
    text = ("A many-to-many relationship cannot be stored directly in two tables. Instead, a third table, called "
            "a junction table or link table, is created. Each row of the junction table pairs one row from each side.")
    first, middle, last = text.split(". ")[0] + ".", text.split(". ")[1] + ".", text.split(". ")[2]
    passages = [_passage(text, 1, scores=[(first, 0.7), (middle, 0.1), (last, 0.72)])]
    answer = composition.render(composition.select("How do you store a many-to-many relationship between rows?", passages))
    assert "Instead, a third table, called a junction table or link table, is created." in answer


def test_a_text_files_underlined_title_is_a_heading_never_a_list_item():
    units = composition.passage_units("SQL is the language of relational databases.\n\n4. SQL INJECTION\n----------------\n\n"
                                      "SQL injection is an attack.\n\nKey terms\n=========\n\n- Injection: code in data")
    assert [(u.kind, u.text) for u in units] == [
        ("sentence", "SQL is the language of relational databases."), ("sentence", "SQL injection is an attack."),
        ("title", "Key terms"), ("item", "- Injection: code in data")]


def test_a_what_is_question_leads_with_the_sentence_that_defines_the_term():
    # Blind answers set 6, "What is a semitone?": slide bullets that merely use the word scored as well as
    # the sentence whose subject is the term, and three of them filled the answer.
    prose = ("The octave is the distance from one note to the next note with the same letter name.\n\n"
             "A semitone is the smallest step in Western music, the distance between two neighbouring keys. "
             "A tone is two semitones.")
    slides = ["The chromatic scale\n\n- Every step is a semitone\n- Sharps on the way up",
              "The major scale pattern\n\n- Tone, tone, semitone, tone, tone, tone, semitone",
              "Building F major\n\n- Degree 3 to 4 needs a semitone"]
    definition = "A semitone is the smallest step in Western music, the distance between two neighbouring keys."
    passages = [_passage(prose, 1, scores=[(definition, 0.62), ("A tone is two semitones.", 0.6)])] + [
        _passage(text, n, scores=[(text.split("\n\n")[1].splitlines()[0], 0.64)]) for n, text in enumerate(slides, 2)]
    picked = composition.select("What is a semitone?", passages)
    assert picked[0].unit.text == definition
    assert composition._defines_asked_term(definition, set(composition.terms("what is a semitone")))
    assert not composition._defines_asked_term("- Every step is a semitone", set(composition.terms("what is a semitone")))
    assert not composition._defines_asked_term("Constraints are rules that the DBMS checks.",
                                               set(composition.terms("what does a CHECK constraint do")))


def test_the_term_asked_about_leaves_out_what_the_student_adds_after_it():
    """"what's non-voluntary euthanasia, like what's an example" asks what the term means: the defining sentence
    scores above a sentence that also uses the term (answers set 10 quoted the slippery slope instead)."""
    assert composition.asked_terms("what's non-voluntary euthanasia, like what's an example") == {"non-voluntary",
                                                                                                 "euthanasia"}
    assert composition.asked_terms("define opportunity cost in simple terms") == {"opportunity", "cost"}
    assert composition.asked_terms("whats a default gateway") == {"default", "gateway"}
    # no term named that way: every content word counts, as before
    assert composition.asked_terms("how do routers pick a path") == set(composition.terms("how do routers pick a path"))
    definition = ("Non-voluntary euthanasia is carried out on a person who cannot give or refuse consent, such as a "
                  "patient in a permanent coma.")
    other = ("The logical version says that the reasons given for voluntary euthanasia also justify non-voluntary "
             "euthanasia, so there is no principled place to stop.")
    passages = [_passage(f"The slippery slope is the usual objection. {other}", 1, scores=[(other, 0.66)]),
                _passage(f"Voluntary euthanasia is carried out at a competent person's request. {definition}", 2,
                         scores=[(definition, 0.62)])]
    question = "what's non-voluntary euthanasia, like what's an example"
    units = [u for i, p in enumerate(passages) for u in composition.passage_units(p.text, i)]
    scores = dict(zip((u.text for u in units), composition.score_units(question, units, passages)))
    assert scores[definition] > scores[other]
    assert definition in [q.unit.text for q in composition.select(question, passages)]


def test_a_formula_on_its_own_line_is_quoted_with_the_sentence_that_introduces_it():
    # Blind answers set 7: a formula line is short and unpunctuated like a heading, and was dropped as one,
    # leaving "The annual charge is found with the formula:" hanging over the next paragraph.
    text = ("3. The straight-line method\n\nThe straight-line method charges the same amount every year. "
            "The annual charge is found with the formula:\n\n"
            "Annual depreciation = (cost - residual value) / useful life in years\n\n"
            "The method suits assets that are used up evenly over time.")
    units = composition.passage_units(text)
    formula = next(u for u in units if u.text.startswith("Annual depreciation"))
    assert formula.kind == "sentence" and not formula.lead_in
    answer = composition.render(composition.select("straight line depreciation formula", [
        _passage(text, scores=[("The annual charge is found with the formula:", 0.7)])]))
    assert "formula: Annual depreciation = (cost - residual value) / useful life in years" in answer


def test_a_passage_that_starts_inside_a_fenced_block_closes_it_at_the_bare_fence():
    # A chunk boundary inside a fenced code block leaves the passage opening with code and a closing fence:
    # read as an opening fence, it turned the rest of the passage into one code block.
    text = ("  score = c(68, 74, 59, 81)\n)\n```\n\nArithmetic on vectors works element by element.\n\n"
            "```r\ndf <- data.frame(x = 1)\n```")
    units = composition.passage_units(text)
    assert [u.kind for u in units] == ["code", "sentence", "code"]
    assert units[0].text == "  score = c(68, 74, 59, 81)\n)" and units[2].text.startswith("```r")


@pytest.mark.parametrize("image", ["![Boots by the door](images/boots.jpg) ", "!(images/boots.jpg) "])
def test_a_markdown_image_or_what_is_left_of_it_is_never_quoted(image):
    """An image's alt text may be hidden (an instruction to the AI written there): neither the image nor
    its leftover "!(path)" reaches the answer, while the sentence beside it does."""
    text = f"{image}Safety boots need steel or composite toe-caps on a mixed farm."
    answer = composition.render(composition.select("what safety boots do I need on a farm?", [_passage(text)]))
    assert "toe-caps" in answer and "images/boots.jpg" not in answer and "!(" not in answer


POLL_TAXES = ("The spark was tax. Parliament granted three poll taxes, a tax on every head rather than on property, in "
              "four years. The first, in 1377, was four pence from everyone over fourteen. The second, in 1379, was "
              "graded by rank. Tyler's men rose in Essex. The third, in 1380, was a shilling a head from everyone over "
              "fifteen.")


def test_a_number_the_question_names_brings_the_sentence_that_holds_it():
    """Answers set 21: the sentence naming 1380 shares no other word with "how much was the 1380 poll tax" and
    scored below the one that says what poll taxes were."""
    scores = [("Parliament granted three poll taxes, a tax on every head rather than on property, in four years.", 0.8),
              ("The third, in 1380, was a shilling a head from everyone over fifteen.", 0.55)]
    answer = composition.render(composition.select("how much was the 1380 poll tax", [_passage(POLL_TAXES, scores=scores)]))
    assert "a shilling a head from everyone over fifteen" in answer


@pytest.mark.parametrize("text, expected", [
    ("the 1380 poll tax", {"1380"}), ("1,000 cells in 0.5 mL", {"1000", "0.5"}), ("step 3 of 4", set()),
    ("q2 and A3", set()),
])
def test_numbers_a_question_names(text, expected):
    assert composition.numbers(text) == expected


def test_a_code_block_cut_by_the_chunk_end_is_closed_before_its_marker():
    text = "The Nernst equation gives it:\n\n```text\nE_ion = (61.5 / z) x log10(out / in)\nE_K = 61.5 x (-1.544) = -95"
    answer = composition.render(composition.select("what is the nernst equation", [_passage(text)]))
    assert answer.endswith("= -95\n```\n[1]")


def test_a_list_of_exam_tasks_is_exercises_too():
    """Answers set 25: a slide titled "Review" whose items mostly set tasks ("Explain why ...", "Compare ...",
    "Distinguish ...") or ask was quoted for "vei 8 vs vei 4 how many times more tephra"; the steps of a method are not
    tasks ("Calculate the mean" is one)."""
    review = ("Review\n\n- Explain why basaltic eruptions are usually less explosive than rhyolitic ones\n"
              "- How many times more tephra does a VEI 6 eruption produce than a VEI 4 one?\n"
              "- Compare the climate effects of sulfur dioxide and ash\n- Distinguish between a hazard and a risk")
    scale = "Reading the VEI scale\n\n- The VEI is based mainly on the volume of tephra\n" \
            "- From VEI 2 upward, each step means ten times more erupted material"
    answer = composition.render(composition.select("vei 6 vs vei 4 how many times more tephra", [
        _passage(review, 1, scores=[("- How many times more tephra does a VEI 6 eruption produce than a VEI 4 one?", 0.9)]),
        _passage(scale, 2, scores=[("- From VEI 2 upward, each step means ten times more erupted material", 0.6)])]))
    assert "ten times more erupted material" in answer and "Distinguish" not in answer
    steps = composition.passage_units("- Calculate the mean\n- Subtract the mean from each value\n- Square the results")
    assert not any(composition.sets_a_task(u) for u in steps)


def test_a_list_of_questions_in_another_language_is_exercises_too():
    """Answers set 49: the Italian notes' review questions ("4. Come si prepara una murrina?") were the whole answer to
    "how do you make a murrina", though the paragraph that says how was quoted from the same file. A list whose every
    item ends with a question mark asks, whatever words its questions open with; one item that asks among statements
    does not make a list exercises."""
    review = ("**11. Domande di ripasso**\n\n1. Perché nel 1291 le fornaci furono trasferite a Murano?\n"
              "2. Che cosa distingue il reticello dalla filigrana?\n3. Come si prepara una murrina?")
    how = ("La murrina nasce da un blocco di vetri colorati sovrapposti. Si ottiene tirando il blocco caldo in una lunga "
           "bacchetta e tagliandola a fette sottili.")
    answer = composition.render(composition.select("how do you make a murrina", [
        _passage(review, 1, scores=[("3. Come si prepara una murrina?", 0.9)]),
        _passage(how, 2, scores=[(how.split(". ")[1], 0.6)])]))
    assert "tirando il blocco caldo" in answer and "Domande di ripasso" not in answer and "Come si prepara" not in answer
    mixed = composition.passage_units("- Il vetro si scioglie a 1400 gradi.\n- Perché si usa la soda?\n- Il forno è a gas.")
    assert composition._lists_of_questions(mixed) == set()


def test_a_sentence_that_names_the_error_before_it_brings_the_description():
    text = ("In the original study most people chose the second option. That choice breaks a basic rule of probability: "
            "two things together can never be more probable than one of them alone. The error is called the conjunction "
            "fallacy, and it follows from representativeness.")
    answer = composition.render(composition.select("conjunction fallacy", [
        _passage(text, scores=[("The error is called the conjunction fallacy, and it follows from representativeness.",
                                0.8)])]))
    assert "can never be more probable than one of them alone" in answer


def test_a_name_given_after_a_semicolon_to_what_came_before_brings_the_sentence_before():
    """Answers set 40: "hydrostatic paradox" quoted only "... the same pressure at the bottom; this surprise is called the
    hydrostatic paradox." and left out the sentence it names, "Only the depth matters, not the shape of the container." """
    named = ("A narrow tube and a wide tank filled to the same height have the same pressure at the bottom; this surprise "
             "is called the hydrostatic paradox.")
    text = f"In a liquid at rest the pressure rises with depth.\n\nOnly the depth matters, not the shape of the container. {named}"
    answer = composition.render(composition.select("hydrostatic paradox", [_passage(text, scores=[(named, 0.7)])]))
    assert answer.startswith("Only the depth matters, not the shape of the container.") and "rises with depth" not in answer


def test_the_page_the_student_names_is_quoted_even_when_it_scores_below_the_rest():
    """Answers set 40: "on slide 11 what flow rate do they get in the end" quoted slide 10's bullets on the Venturi meter;
    slide 11's working, which reads far from the words of the question, was left out although the student named it."""
    bullets = "- A Venturi meter is a pipe with a narrow throat.\n- Measuring the pressure drop gives the flow rate."
    working = "```\nv2 = 5.64 m/s\nQ = (pi x 0.05^2) x 1.41 = 0.0111 m^3/s = 11.1 L/s\n```"
    question = "on slide 11 what flow rate do they get in the end"
    passages = [_passage(bullets, 1, scores=[("- Measuring the pressure drop gives the flow rate.", 0.6)]), _passage(working, 2)]
    assert "11.1 L/s" not in composition.render(composition.select(question, passages))
    passages[1] = SourcePassage(n=2, text=working, source_filename="deck.pptx", pointed_at=True)
    quoted = composition.select(question, passages)
    assert quoted[0].n == 2 and "11.1 L/s" in composition.render(quoted)


def test_a_problem_stated_as_a_task_brings_its_worked_steps():
    text = ("A cinder cone can be treated as a simple cone. Find the volume of a cone with a base radius of 500 m and a "
            "height of 200 m.\n\n1. Write the formula: V = (1/3) x pi x r^2 x h.\n2. Multiply: V = 52,360,000 m3.\n"
            "3. Convert: V is about 0.05 km3.")
    answer = composition.render(composition.select("cinder cone example, how many cubic kilometres is it", [
        _passage(text, scores=[("A cinder cone can be treated as a simple cone.", 0.7),
                               ("Find the volume of a cone with a base radius of 500 m and a height of 200 m.", 0.6)])]))
    assert "V is about 0.05 km3" in answer


def test_a_short_claim_comes_with_the_sentence_that_bears_it_out():
    text = ("Results vary across cultures. In a study of fifteen small-scale societies, mean offers ranged from 26 "
            "percent to 58 percent. Fairness norms are learned.")
    answer = composition.render(composition.select("how different were ultimatum offers between cultures", [
        _passage(text, scores=[("Results vary across cultures.", 0.8), ("In a study of fifteen small-scale societies, mean "
                               "offers ranged from 26 percent to 58 percent.", 0.05), ("Fairness norms are learned.", 0.3)])]))
    assert "ranged from 26 percent to 58 percent" in answer


def test_a_name_to_remember_it_by_brings_what_it_names():
    """Answers set 26: "suck squeeze bang blow" quoted only "Students remember this as ..." without the five sections."""
    text = ("A gas turbine produces thrust by accelerating air rearwards. Air passes through five sections: the intake, the "
            "compressor, the combustion chamber, the turbine and the exhaust nozzle. Students remember this as \"suck, "
            "squeeze, bang, blow\".")
    answer = composition.render(composition.select("suck squeeze bang blow", [
        _passage(text, scores=[("Students remember this as \"suck, squeeze, bang, blow\".", 0.8)])]))
    assert "the combustion chamber, the turbine and the exhaust nozzle" in answer


def test_the_paragraph_under_a_worked_example_heading_brings_its_steps():
    """Answers set 26: "how much thrust does the jet engine in the worked example produce" got the rule under the heading
    "Worked example: thrust from a jet" without the steps listed below it."""
    text = ("Worked example: thrust from a jet\n\nThe thrust of a jet engine can be estimated as the mass of air passing "
            "through it each second multiplied by the increase in the air's speed.\n\n- An engine takes in 100 kg of air "
            "each second.\n- Thrust = 100 kg/s x 300 m/s = 30,000 N, or 30 kN.")
    units = composition.passage_units(text)
    assert units[0].lead_in
    answer = composition.render(composition.select("how much thrust does the jet engine in the worked example produce", [
        _passage(text, scores=[("The thrust of a jet engine can be estimated as the mass of air passing through it each "
                                "second multiplied by the increase in the air's speed.", 0.8)])]))
    assert "= 30,000 N" in answer
    # without such a heading, a paragraph before a list introduces nothing
    assert not composition.passage_units(text.split("\n\n", 1)[1])[0].lead_in



def test_a_sentence_that_announces_how_many_things_brings_them():
    """Answers set 32: "He won with two methods borrowed from his neighbours." was quoted without the two methods."""
    text = ("The army was much smaller than the sultan's. He won with two methods borrowed from his neighbours. In the "
            "centre he chained carts together. On the wings his archers swept round the flanks. The sultan was killed.")
    units = composition.passage_units(text)
    announced = composition.with_context(units[1], units)
    assert [u.text for u in announced][1:] == ["In the centre he chained carts together.",
                                              "On the wings his archers swept round the flanks."]
    # a count that announces nothing after it in its paragraph brings nothing
    assert len(composition.with_context(units[1], composition.passage_units(units[1].text))) == 1


def test_the_copy_with_the_rest_of_its_paragraph_is_quoted_across_a_chunk_boundary():
    """Overlapping chunks: the first ends on the announcing sentence, the next holds what it announces."""
    first = ("Babur met the sultan at Panipat. His army was much smaller than the sultan's. He won with two methods "
             "borrowed from others.")
    second = ("His army was much smaller than the sultan's. He won with two methods borrowed from others. In the centre he chained carts "
              "together. On the wings his archers swept round the flanks.")
    answer = composition.render(composition.select("how did babur beat a bigger army at panipat", [
        _passage(first, n=1, scores=[("His army was much smaller than the sultan's.", 0.8),
                                     ("He won with two methods borrowed from others.", 0.6)]),
        _passage(second, n=2, scores=[("His army was much smaller than the sultan's.", 0.8),
                                      ("He won with two methods borrowed from others.", 0.6)])]))
    assert "chained carts together" in answer


def test_a_list_item_that_names_a_formula_brings_the_code_block_under_it():
    """Answers set 32: a slide's last bullet "... with a short formula" over the formula in a monospaced box."""
    text = ("Dates\n\n- Court histories used a lunar calendar\n- A lunar year can be turned into a common era year with "
            "a short formula\n\n```\nCE = 622 + AH x (32 / 33)\n```")
    units = composition.passage_units(text)
    assert [u.lead_in for u in units if u.kind == "item"] == [False, True]
    answer = composition.render(composition.select("whats the formula to turn a lunar year into a CE year", [
        _passage(text, scores=[("A lunar year can be turned into a common era year with a short formula", 0.8)])]))
    assert "CE = 622 + AH x (32 / 33)" in answer


def test_covered_share_weighs_the_questions_rare_words_most():
    text = "In the 1930s Konrad Lorenz showed that newly hatched goslings follow the first moving object they see."
    assert composition.covered_share("what did konrad lorenz show about goslings", text) == 1.0
    # "geese" and "baby" missing weigh more than "find" would
    missing_rare = composition.covered_share("what did lorenz find out with the baby geese", text)
    missing_common = composition.covered_share("what did lorenz show about goslings, find out", text)
    assert 0.0 < missing_rare < missing_common < 1.0
    # a word no list knows, missing from the text, is what the question is about
    assert composition.covered_share("how do goslings use a spinlock", text) == 0.0
    assert composition.covered_share("goslings spinlock", text + " A spinlock waits.") == 1.0
    assert composition.covered_share("what is it", text) == 0.0  # nothing but small words: nothing to hold


def test_a_sentence_ending_as_follows_brings_the_line_it_points_at():
    """"The Daniell cell is written as follows." over the notation line, a paragraph of its own (answers set 34): the
    quote used to stop at "as follows."."""
    text = ("Cell notation\n\nChemists write a cell in a shorthand line called cell notation. A double vertical line "
            "stands for the salt bridge. The Daniell cell is written as follows.\n\n"
            "Zn(s) | Zn2+(aq) || Cu2+(aq) | Cu(s) E cell = +1.10 V\n\nThe anode is always on the left.")
    units = composition.passage_units(text)
    lead = next(u for u in units if u.text.endswith("as follows."))
    assert lead.lead_in
    assert [u.text for u in composition.with_context(lead, units)][-1].startswith("Zn(s) | Zn2+(aq) || Cu2+(aq)")
    # nor at an equation "below", the last word of its sentence
    text = ("Half-equations are balanced in a fixed sequence. For permanganate in acid the result is the standard "
            "equation below.\n\nMnO4- + 8H+ + 5e- -> Mn2+ + 4H2O\ncharge on the left: +2\n\nNext topic.")
    units = composition.passage_units(text)
    lead = next(u for u in units if u.text.endswith("equation below."))
    assert lead.lead_in
    assert "MnO4- + 8H+ + 5e- -> Mn2+ + 4H2O" in [u.text for u in composition.with_context(lead, units)][-1]
    # a sentence that only mentions what follows somewhere inside it is no lead-in
    assert not next(u for u in composition.passage_units("The rule below is old. It still holds.\n\nNext.")
                    if u.text.startswith("The rule")).lead_in


def test_a_what_is_question_quotes_the_glossary_entry_headed_by_its_term():
    """"whats an altepetl": the glossary row "altepetl | a city-state ..." has no sentence vector of its own and scored
    far below a sentence that only mentions the word (answers set 34); an entry headed by the asked term counts as a
    definition of it. A data table's row with the term in its first cell does not."""
    notes = _passage("The word altepetl literally means water-mountain, since every town needed both water and land.",
                     scores=[("The word altepetl literally means water-mountain, since every town needed both water "
                              "and land.", 0.8)])
    glossary = _passage("altepetl\ta city-state: a town, its ruler and its lands\ncalpolli\ta neighbourhood group",
                        n=2, similarity=0.3)
    answer = composition.render(composition.select("whats an altepetl", [notes, glossary]))
    assert "a city-state: a town, its ruler and its lands" in answer
    row = composition.Unit(0, 0, "row", "Cacao | 980 loads | the Gulf coast", 0, False)
    entry = composition.Unit(0, 0, "item", "- **Cacao**: a bean the Aztecs also used as money", 0, False)
    assert not composition._headed_by(row, {"cacao"}) and composition._headed_by(entry, {"cacao"})


def test_a_words_forms_share_one_stem_and_run_together_question_words_are_no_topic():
    """"what is the third CIP rule" held "rule" while the slide says "rules" (the plural's "es" cut the stem to "rul",
    the singular kept "rule"); "whats" and "what's" counted as words of the question (answers set 35)."""
    assert {composition._stem(w) for w in ("rule", "rules", "ruled")} == {"rul"}
    assert composition._stem("classes") == composition._stem("class") == "class"
    assert composition.terms("whats the fifth kind of formula") == composition.terms("what’s the fifth kind of formula") \
        == composition.terms("the fifth kind of formula")
    assert composition.covered_share("what is the CIP rule", "The CIP priority rules") == 1.0


@pytest.mark.parametrize("question, place", [
    ("what is the third CIP rule", ("third", 3)),
    ("whats the fifth kind of formula in the list of six", ("fifth", 5)),
    ("how do i keep only the 2nd column", ("2nd", 2)),
    ("what is a structural formula", None),
])
def test_the_place_in_a_list_a_question_asks_for(question, place):
    assert composition.asked_place(question) == place


def test_the_longest_list_of_a_passage():
    text = "The CIP rules\n\n1. Higher atomic number wins.\n2. Move out one atom.\n3. A double bond counts twice.\n\nThen:\n\n- one\n- two"
    assert composition.longest_list(text) == 3
    assert composition.longest_list("No list here. Only sentences.") == 0


def test_a_sentence_naming_a_worked_problem_brings_the_working_under_it():
    """"Problem 3 finds a formula from combustion analysis." over the working in a code block (answers set 35): the
    quote used to stop at the sentence."""
    text = ("Problem 3 finds a formula from combustion analysis.\n\n```text\nBurning 0.600 g gives 1.32 g CO2.\n"
            "mass of C = 1.32 x 12 / 44 = 0.360 g\nmass of O = 0.600 - 0.360 - 0.0800 = 0.160 g\n```\n\nNext part.")
    units = composition.passage_units(text)
    lead = next(u for u in units if u.text.startswith("Problem 3"))
    assert lead.lead_in
    assert "mass of O = 0.600 - 0.360 - 0.0800 = 0.160 g" in composition.with_context(lead, units)[-1].text


# Answers set 38: a PDF's worked example under its title, its lines of working extracted as plain lines.
LOADED_CELL = (
    "Part of the emf is used up driving current through the internal resistance.\n\n"
    "Worked example 4: terminal p.d. of a loaded cell.\n\n"
    "Cell: emf 1.5 V, internal resistance 0.50 ohm, driving a 2.5 ohm lamp\n"
    "Total resistance = 2.5 + 0.50 = 3.0 ohm\n"
    "I = E / (R + r) = 1.5 / 3.0 = 0.50 A\n"
    "Lost volts = I r = 0.50 x 0.50 = 0.25 V\n"
    "Terminal p.d. = 1.5 - 0.25 = 1.25 V"
)


def test_lines_of_working_are_one_block_that_the_worked_examples_title_introduces():
    """They were one prose "sentence" and the title was quoted alone, a lead-in without its example."""
    units = composition.passage_units(LOADED_CELL)
    title = next(u for u in units if u.text.startswith("Worked example 4"))
    assert title.lead_in
    code = next(u for u in units if u.kind == "code")
    assert code.text.startswith("Cell: emf 1.5 V") and code.text.endswith("= 1.25 V")
    answer = composition.render(composition.select("terminal p.d. in the loaded cell example", [
        _passage(LOADED_CELL, scores=[(title.text, 0.7)])]))
    assert "Terminal p.d. = 1.5 - 0.25 = 1.25 V" in answer


def test_a_prose_paragraph_with_one_formula_stays_prose():
    units = composition.passage_units("The energy stored is W = 1/2 Q V, which can also be written W = 1/2 C V^2.\n"
                                      "The half appears because the p.d. rises steadily from zero as it charges.")
    assert {u.kind for u in units} == {"sentence"}


def test_a_review_task_cut_from_its_list_is_never_the_answer():
    """A chunk began with "Explain where the factor of one half ... comes from." (its list marker in the chunk before),
    and that exercise was quoted as the answer (answers set 38)."""
    text = ("Explain where the factor of one half in the energy formula comes from.\n\n"
            "- Why do capacitors in parallel add directly?\n\n"
            "The factor of one half appears because the p.d. rises steadily from zero, so the energy is the area of the "
            "triangle under the line.")
    answer = composition.render(composition.select("where does the half in the capacitor energy formula come from", [
        _passage(text)]))
    assert "area of the triangle" in answer and "Explain where" not in answer


def test_one_line_of_working_alone_stays_a_sentence():
    units = composition.passage_units("The f-number is the focal length divided by the diameter of the opening.\n\n"
                                      "50 mm lens at f/8: diameter = 50 / 8 = 6.25 mm")
    assert [u.kind for u in units] == ["sentence", "sentence"]


def test_the_conclusion_under_lines_of_working_comes_with_them():
    """Answers set 21: once the working was a block, "The nurse therefore gives two ..." under it was left out."""
    text = ("The order is converted first: 0.125 mg is 125 micrograms.\n\n"
            "D = 125 micrograms H = 62.5 micrograms Q = 1 tablet\n125 / 62.5 x 1 = 2 tablets\n\n"
            "The nurse therefore gives two of the 62.5 microgram tablets.")
    units = composition.passage_units(text)
    code = next(u for u in units if u.kind == "code")
    assert [u.text for u in composition.with_context(code, units)][-1].startswith("The nurse therefore gives two")


def test_a_question_for_a_formula_quotes_the_formula():
    """Answers set 41: "euler buckling formula" quoted two sentences about the formula and left out the formula itself (a
    line of its own, set in a block with its symbols), which read far from the question's words."""
    text = ("A long, slender column fails much earlier by buckling: it bows out sideways at a load set by its stiffness.\n\n"
            "Euler's buckling load\n\n"
            "```\nP_cr = pi^2 E I / (K L)^2\nE   modulus of elasticity\nL   length of the column\n```\n\n"
            "A stronger grade of steel does not raise the Euler load, because strength does not appear in the formula.")
    scores = [("A long, slender column fails much earlier by buckling: it bows out sideways at a load set by its stiffness.", 0.55),
              ("P_cr = pi^2 E I / (K L)^2\nE   modulus of elasticity\nL   length of the column", 0.6),
              ("A stronger grade of steel does not raise the Euler load, because strength does not appear in the formula.", 0.62)]
    answer = composition.render(composition.select("euler buckling formula", [_passage(text, scores=scores)]))
    assert "P_cr = pi^2 E I / (K L)^2" in answer


@pytest.mark.parametrize("text, sentences", [
    ("La dernière tablette datée est un almanach de 75 apr. J.-C. Le cunéiforme disparut ensuite.",
     ["La dernière tablette datée est un almanach de 75 apr. J.-C.", "Le cunéiforme disparut ensuite."]),
    ("Ninive fiel 612 v. Chr. an die Meder und Babylonier. Danach herrschte Babylon über das ganze Land.",
     ["Ninive fiel 612 v. Chr. an die Meder und Babylonier.", "Danach herrschte Babylon über das ganze Land."]),
    ("The case was written up by S. J. Singer in 1972. It is still cited.",
     ["The case was written up by S. J. Singer in 1972.", "It is still cited."]),
])
def test_an_era_or_an_initial_does_not_end_a_sentence(text, sentences):
    """Answers set 44 lost "J.-C." off its gold sentence: the sentence had been cut after "apr.". An initial never ends
    a sentence, but the "C." that ends "J.-C." does."""
    assert [u.text for u in composition.passage_units(text) if u.kind == "sentence"] == sentences


def test_key_figures_with_dot_leaders_are_one_item_each_and_never_cut_at_the_leader():
    """Answers set 45's study notes list key figures with dot leaders: joined as prose, the sentence ended at the dots
    and the quote stopped at "Coins on one string ............." without the figure."""
    text = ("KEY FIGURES\n\n"
            " Land tax ........................ 1/30 of the harvest\n"
            " Poll tax per adult .............. 120 cash a year\n"
            " Coins on one string ............. 1,000")
    units = composition.passage_units(text)
    assert [(u.kind, u.text) for u in units if u.kind != "title"] == [
        ("item", "Land tax ........................ 1/30 of the harvest"),
        ("item", "Poll tax per adult .............. 120 cash a year"),
        ("item", "Coins on one string ............. 1,000")]
    prose = "Its totals were: registered households ......... 12,233,062 registered individuals ........ 57,671,400"
    assert [u.text for u in composition.passage_units(prose)] == [prose]
    # an ellipsis still ends a sentence
    assert len(composition.passage_units("It went on and on... Then it stopped.")) == 2


def test_a_sentence_pointing_back_after_an_opening_phrase_brings_the_one_before():
    """"In a find-all loop this produces a long list of empty strings." says nothing without the sentence before it,
    which says what "this" is (answers set 45)."""
    text = ("A pattern that can match nothing, such as \\d*, matches at every position of a string that has no digits. "
            "In a find-all loop this produces a long list of empty strings. Use + when at least one character is "
            "required.")
    scores = [("A pattern that can match nothing, such as \\d*, matches at every position of a string that has no digits.", 0.05),
              ("In a find-all loop this produces a long list of empty strings.", 0.7),
              ("Use + when at least one character is required.", 0.3)]
    answer = composition.render(composition.select("why does findall with \\d* give me empty strings",
                                                   [_passage(text, scores=scores)]))
    assert "matches at every position of a string that has no digits" in answer


def test_a_passage_in_another_language_brought_to_an_english_question_is_quoted_even_below_an_english_table():
    """Answers set 46: "why is it harder to make money recycling LFP batteries" lost the Portuguese sentence that
    answers ("As baterias LFP não têm cobalto nem níquel.") to an English table of packs that names LFP twice: the
    Portuguese sentence is scored by the multilingual encoder, on a scale an English table can outscore."""
    table = ("| Use | Typical chemistry |\n| --- | --- |\n| Electric car | NMC or LFP |\n| Home storage | LFP |")
    portuguese = "A reciclagem recupera metais valiosos. As baterias LFP não têm cobalto nem níquel."
    question = "why is it harder to make money recycling LFP batteries"
    english = _passage(table, 1, scores=[("| Electric car | NMC or LFP |", 0.8)])
    foreign = SourcePassage(n=2, text=portuguese, source_filename="07-reciclagem.docx",
                            sentence_scores=((portuguese.split(". ")[0] + ".", 0.05),
                                             ("As baterias LFP não têm cobalto nem níquel.", 0.2)))
    assert "cobalto" not in composition.render(composition.select(question, [english, foreign]))
    foreign = SourcePassage(n=2, text=portuguese, source_filename="07-reciclagem.docx",
                            sentence_scores=foreign.sentence_scores, other_language=True)
    answer = composition.render(composition.select(question, [english, foreign]))
    assert "As baterias LFP não têm cobalto nem níquel." in answer and "Electric car" in answer


def test_what_the_question_says_is_on_the_page_does_not_choose_the_row():
    """Blind answers set 48: "in the key terms table on page 4, what is the calamus" quoted the heading "10. Key terms"
    with the table's first row, which shared "key terms" with the question, and left out the calamus row."""
    text = ("Birds preen to keep their feathers clean.\n\n10. Key terms\n\nTerm | Meaning\n"
            "Furcula | Fused collarbones, the wishbone\n\nTerm | Meaning\n"
            "Keel | Blade on the breastbone that anchors the flight muscles\n"
            "Calamus | Hollow base of the feather shaft\n\n11. Review questions")
    # the sentences' similarities in that turn (the pointed page's passage, whose table rows read far from the question)
    scores = [("Birds preen to keep their feathers clean.", 0.07), ("10. Key terms", 0.23), ("Term | Meaning", 0.25),
              ("Furcula | Fused collarbones, the wishbone", 0.05), ("Term | Meaning", 0.24),
              ("Keel | Blade on the breastbone that anchors the flight muscles", 0.01),
              ("Calamus | Hollow base of the feather shaft", 0.12), ("11. Review questions", 0.12)]
    pointed = SourcePassage(1, text, "birds.pdf", 0.04, tuple(scores), pointed_at=True)
    answer = composition.render(composition.select("in the key terms table on page 4, what is the calamus", [pointed]))
    assert "Calamus | Hollow base of the feather shaft" in answer
