"""Hybrid search against real chunks in PostgreSQL (scored passages; answer-or-refuse is tests/tutor/test_grounding.py)."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, strategies as st

from materials.embeddings import get_embedding_provider
from materials.models import Chunk, CourseMaterial, MaterialType
from materials.evidence import has_evidence
from materials.search import (embed_question, hybrid_search, initials_pattern, search_course, search_passages,
                              split_pattern)
from tests.factories import CourseFactory

pytestmark = [pytest.mark.django_db(transaction=False), pytest.mark.slow]

PHOTOSYNTHESIS = """# Photosynthesis

Plants capture light energy in their chloroplasts. The light-dependent reactions split water and
release oxygen, while the Calvin cycle fixes carbon dioxide into sugar using ATP and NADPH made by
the light reactions. Chlorophyll absorbs mostly red and blue light and reflects green light, which
is why leaves look green.
"""

QUADRATICS = """# The quadratic formula

For any equation ax^2 + bx + c = 0 with a not equal to zero, the solutions are given by the
quadratic formula. The discriminant b^2 - 4ac tells how many real roots there are: two when it is
positive, one repeated root when it is zero and none when it is negative.

# Completing the square

Completing the square rewrites x^2 + bx as (x + b/2)^2 - (b/2)^2, which turns any quadratic into a
perfect square plus a constant.
"""


@pytest.fixture
def courses(world, index_text):
    index_text(world.course, "quadratics.md", QUADRATICS)
    index_text(world.other_course, "photosynthesis.md", PHOTOSYNTHESIS)
    return world


@given(best=st.one_of(st.none(), st.floats(min_value=-1, max_value=1)), threshold=st.floats(min_value=0, max_value=1))
def test_evidence_rule_is_a_plain_threshold(best, threshold):
    # Property 6
    assert has_evidence(best, threshold) == (best is not None and best >= threshold)


def test_filtered_search_still_returns_k_when_the_course_is_a_small_part_of_the_table(world, index_text):
    """A course with 8 passages beside one with 3,000: the HNSW scan must keep going until it has k."""
    from materials.vector_index import ensure_hnsw_index

    provider = get_embedding_provider()
    ensure_hnsw_index(provider.name, provider.dimensions)  # before the rows: not with their triggers pending
    big = CourseFactory(institution=world.institution)
    material = CourseMaterial.objects.create(course=big, source_filename="noise.md", kind="markdown", checksum="x" * 64)
    rng = random.Random(7)
    base = provider.embed_query("the quadratic formula and the discriminant")
    rows = []
    for i in range(3000):
        # near-duplicates of the query direction, so they would crowd out the small course without a filter
        vec = [x + rng.gauss(0, 0.01) for x in base]
        rows.append(Chunk(course=big, material=material, index=i, text=f"noise {i}", token_count=2,
                          material_type=MaterialType.OTHER, embedding_model=provider.name, embedding=vec))
    Chunk.objects.bulk_create(rows, batch_size=1000)
    small_text = "\n\n".join(f"# Topic {i}\n\nQuadratic fact number {i}: " + "roots and coefficients relate. " * 40 for i in range(8))
    index_text(world.course, "small.md", small_text)
    small_count = Chunk.objects.filter(course=world.course).count()
    assert small_count >= 5
    passages = search_passages(
        course_ids=[world.course.pk], question="quadratic discriminant", query_vector=base,
        model_name=provider.name, dimensions=provider.dimensions, k=5, ef_search=40,
    )
    assert len(passages) == 5
    assert all(p.course_id == world.course.pk for p in passages)


def test_filters_narrow_by_material_type_and_clo(world, index_text):
    from tests.factories import CLOFactory

    clo = CLOFactory(course=world.course)
    index_text(world.course, "quadratics.md", QUADRATICS, clo_ids=[clo.pk])
    index_text(world.course, "rubric.md", "# Rubric\n\nMarks for using the quadratic formula correctly and checking roots.",
               material_type=MaterialType.RUBRIC_CRITERIA)
    provider = get_embedding_provider()
    vec = provider.embed_query("quadratic formula")
    common = dict(course_ids=[world.course.pk], question="quadratic formula", query_vector=vec,
                  model_name=provider.name, dimensions=provider.dimensions)
    rubric_only = search_passages(**common, material_types=["rubric_criteria"])
    assert rubric_only and {p.material_type for p in rubric_only} == {"rubric_criteria"}
    by_clo = search_passages(**common, clo_ids=[clo.pk])
    assert by_clo and {p.source_filename for p in by_clo} == {"quadratics.md"}


def test_one_statement_counts_the_question_stems_in_the_whole_course(world, index_text):
    """Term counts come from the search statement itself and ignore the CLO/type filters."""
    index_text(world.course, "quadratics.md", QUADRATICS)
    index_text(world.course, "rubric.md", "# Rubric\n\nMarks for checking the discriminant of each quadratic.",
               material_type=MaterialType.RUBRIC_CRITERIA)
    provider = get_embedding_provider()
    total = Chunk.objects.filter(course=world.course).count()
    common = dict(course_ids=[world.course.pk], question="discriminant of a parabola",
                  query_vector=provider.embed_query("discriminant of a parabola"),
                  model_name=provider.name, dimensions=provider.dimensions)
    for filters in ({}, {"material_types": ["rubric_criteria"]}):
        hits = hybrid_search(**common, **filters, words_to_check=["discriminant", "parabola"])
        by_stem = dict(zip(["discrimin", "parabola"], hits.term_counts))
        assert by_stem["discrimin"] == (2, total), filters  # in the notes and in the rubric
        assert by_stem["parabola"] == (0, total)
        assert hits.missing_words == ["parabola"]


def test_an_acronym_asked_in_the_singular_is_present_when_the_course_writes_its_plural(world, index_text):
    """The English stemmer leaves "MCBs" whole ("mcbs"), so "MCB" was reported missing (blind guardrail set 26)."""
    index_text(world.course, "protection.md", "# Protection\n\nMCBs protect cables from overload. An RCBO combines a "
               "breaker and an RCD for one circuit.")
    assert _missing(world, "What's the difference between an MCB and an RCBO?", ["mcb", "rcbo", "fuse"]) == ["fuse"]


def _missing(world, question: str, words: list[str]) -> list[str]:
    """The words of ``words`` the search reports missing from the world's course for ``question``."""
    provider = get_embedding_provider()
    return hybrid_search(course_ids=[world.course.pk], question=question, query_vector=provider.embed_query(question),
                         model_name=provider.name, dimensions=provider.dimensions, words_to_check=words).missing_words


def test_a_closed_compound_is_present_when_the_course_writes_it_as_two_words(world, index_text):
    """"crosshairs" asked, "cross-hairs" written: refused as never mentioned (answers set 22); "work force" counts for
    "workforce" too. A word the course never writes, whole or apart, is still missing."""
    index_text(world.course, "levelling.md", "# The level\n\nFocus the eyepiece until the cross-hairs are sharp. "
               "The site work force is briefed before levelling starts.")
    question = "the crosshairs jump about, and does the workforce need a theodolite?"
    assert _missing(world, question, ["crosshairs", "workforce", "theodolite"]) == ["theodolite"]


@pytest.mark.parametrize(("word", "written", "found"), [
    ("crosshairs", "cross-hairs", True), ("crosshair", "cross hairs", True), ("workforce", "work-force", True),
    ("crosshairs", "crosses hairs", False), ("another", "an other", False), ("bathtub", "bath-tubs", True), ("bathtub", "bath water tub", False),
    ("mcb", "m-cb", False),
])
def test_the_split_pattern_matches_a_word_written_as_two_words_only(word, written, found):
    pattern = split_pattern(word)
    assert (pattern is not None and re.search(pattern.replace(r"\m", r"\b").replace(r"\M", r"\b"), written,
                                              re.IGNORECASE) is not None) == found

def test_an_abbreviation_is_present_when_the_course_spells_it_out(world, index_text):
    """"nwp" asked, "Numerical weather prediction" written: refused as never mentioned (answers set 33). An
    abbreviation the course neither writes nor spells out is still missing."""
    index_text(world.course, "forecasting.md", "# Numerical weather prediction\n\nData assimilation combines the new "
               "observations with a short earlier forecast.")
    question = "what is data assimilation in nwp, and in the ecmwf model?"
    assert _missing(world, question, ["nwp", "ecmwf"]) == ["ecmwf"]


@pytest.mark.parametrize(("word", "written", "found"), [
    ("nwp", "Numerical weather prediction", True), ("nwp", "numerical-weather prediction", True),
    ("nwp", "new wave pool", False),  # "new" has three letters
    ("nwp", "numerical prediction", False), ("ab", "able bodied", False), ("abcdef", "alpha beta charlie delta echo fox", False),
])
def test_the_initials_pattern_matches_words_of_four_letters_or_more_only(word, written, found):
    pattern = initials_pattern(word)
    assert (pattern is not None and re.search(pattern.replace(r"\m", r"\b").replace(r"\M", r"\b"), written,
                                              re.IGNORECASE) is not None) == found


def _unit(**parts: float) -> list[float]:
    """A 384-d unit vector with the given weights on axes named e0, e1, ..."""
    vector = [0.0] * 384
    for axis, weight in parts.items():
        vector[int(axis[1:])] = weight
    norm = sum(x * x for x in vector) ** 0.5
    return [x / norm for x in vector]


def test_the_best_matching_sentence_reorders_the_fused_candidates(world):
    """A passage ranked second on its whole-passage vector, one of whose sentences matches the
    question exactly, overtakes the first, whose sentences all miss; without sentence vectors the
    passage order stands."""
    provider = get_embedding_provider()
    material = CourseMaterial.objects.create(course=world.course, source_filename="m.md", kind="markdown", checksum="s" * 64)
    layout = {  # passage: (passage vector, its sentence vectors)
        "a": (_unit(e1=0.9, e2=0.436), [_unit(e2=1.0)]),
        "b": (_unit(e1=0.8, e3=0.6), [_unit(e1=1.0), _unit(e3=1.0)]),
        "c": (_unit(e1=0.7, e4=0.714), [_unit(e1=0.5, e5=0.866)]),
    }
    chunks = Chunk.objects.bulk_create(
        Chunk(course=world.course, material=material, index=i, text=f"passage {name}", token_count=2,
              material_type=MaterialType.OTHER, embedding_model=provider.name, embedding=vector, sentence_embeddings=sentences)
        for i, (name, (vector, sentences)) in enumerate(layout.items())
    )
    common = dict(course_ids=[world.course.pk], question="zzzz", query_vector=_unit(e1=1.0),
                  model_name=provider.name, dimensions=provider.dimensions)
    passages = search_passages(**common)
    assert [p.text for p in passages] == ["passage b", "passage a", "passage c"]
    assert [round(p.sentence_similarity, 2) for p in passages] == [1.0, 0.0, 0.5]
    assert passages[0].similarity == pytest.approx(0.8, abs=1e-3)
    assert [p.best_sentence for p in passages] == [0, 0, 0]

    Chunk.objects.filter(pk__in=[c.pk for c in chunks]).update(sentence_embeddings=[])
    passages = search_passages(**common)
    assert [p.text for p in passages] == ["passage a", "passage b", "passage c"]
    assert all(p.sentence_similarity is None for p in passages)


def test_indexing_stores_the_sentence_vectors_the_search_reads(courses):
    from materials.sentences import sentence_spans

    stored = list(Chunk.objects.filter(course=courses.course).only("text", "sentence_embeddings"))
    assert stored
    for chunk in stored:
        assert len(chunk.sentence_embeddings) == len(sentence_spans(chunk.text))
        assert all(len(v) == 384 for v in chunk.sentence_embeddings)
    # The default manager leaves the arrays unread.
    assert "sentence_embeddings" in Chunk.objects.filter(course=courses.course).first().get_deferred_fields()
    hits = search_course(user=courses.student, course_id=courses.course.pk,
                         query=embed_question("How can I tell how many solutions a quadratic has?"))
    assert hits.passages
    assert all(p.sentence_similarity is not None and p.sentence_similarity >= p.similarity - 0.2 for p in hits.passages)
    # The passage marks the sentence that matched: here the one about the discriminant.
    start, end = hits.passages[0].focus
    assert "discriminant" in hits.passages[0].text[start:end]


def test_search_course_reads_only_courses_the_user_may_read(courses):
    query = embed_question("What does chlorophyll absorb?")
    assert search_course(user=courses.student, course_id=courses.other_course.pk, query=query) is None
    assert search_course(user=courses.outsider, course_id=courses.course.pk, query=query) is None
    hits = search_course(user=courses.other_student, course_id=courses.other_course.pk, query=query)
    assert hits.passages and all(p.course_id == courses.other_course.pk for p in hits.passages)


def test_an_empty_approximate_scan_falls_back_to_an_exact_read_of_the_course(courses, monkeypatch):
    """A small course whose index candidates were all used up elsewhere still finds its passages."""
    from materials import search

    calls = []
    real = search.hybrid_search

    def flaky(**kwargs):
        calls.append(kwargs.get("exact", False))
        return real(**kwargs) if kwargs.get("exact") else search.Hits([], [])

    monkeypatch.setattr(search, "hybrid_search", flaky)
    hits = search_course(user=courses.student, course_id=courses.course.pk,
                         query=embed_question("How can I tell how many solutions a quadratic has?"))
    assert calls == [False, True] and hits.passages and "discriminant" in hits.passages[0].text
    exact = real(course_ids=[courses.course.pk], question="quadratic", query_vector=embed_question("quadratic").vector,
                 model_name=get_embedding_provider().name,
                 dimensions=get_embedding_provider().dimensions, exact=True)
    assert exact.passages and all(p.course_id == courses.course.pk for p in exact.passages)


# --------------------------------------------------------------------------- a course larger than the words half's budget


stem_lists = st.lists(st.tuples(st.text(alphabet="abcdefgh", min_size=1, max_size=6), st.integers(0, 5000)),
                      max_size=12, unique_by=lambda item: item[0])


@given(stems=stem_lists, total=st.integers(0, 20000), budget=st.integers(1, 5000))
def test_the_words_half_keeps_every_stem_of_a_course_within_budget_and_the_rarest_otherwise(stems, total, budget):
    from materials.search import words_half_stems

    kept = words_half_stems(stems, total, budget)
    order = [stem for stem, _ in stems]
    assert kept == [stem for stem in order if stem in kept]  # question order
    if total <= budget:
        assert kept == order
        return
    df = dict(stems)
    assert sum(df[stem] for stem in kept) <= budget
    left_out = [stem for stem in order if stem not in kept]
    # no stem left out is rarer than one kept
    assert all(df[out] >= df[stem] for out in left_out for stem in kept)


@given(stem=st.text(alphabet=st.sampled_from("ab'\\:&|!()*é1"), min_size=1, max_size=8))
def test_a_quoted_stem_reads_back_as_that_one_lexeme(stem):
    """Lexemes are passed to PostgreSQL in a tsquery's text form: quotes, backslashes and operators
    inside one stay part of it."""
    from django.db import connection

    from materials.search import tsquery_lexeme

    with connection.cursor() as cursor:
        cursor.execute("SELECT numnode(%s::tsquery), array_to_tsvector(ARRAY[%s]) @@ %s::tsquery",
                       [tsquery_lexeme(stem), stem, tsquery_lexeme(stem)])
        assert cursor.fetchone() == (1, True)


def test_in_a_course_over_budget_common_stems_are_left_to_the_meaning_half(world, monkeypatch):
    """A rare word still finds its passage through the words half, every stem is still counted for
    the evidence check against the course's passage count, and a common word left out of the words
    half is not reported missing (it is in most passages)."""
    from materials import search

    provider = get_embedding_provider()
    material = CourseMaterial.objects.create(course=world.course, source_filename="pack.md", kind="markdown",
                                             checksum="p" * 64)
    texts = [f"Energy flows through the food web, step {i}." for i in range(11)]
    texts.append("Mitochondria release what glucose stores.")
    Chunk.objects.bulk_create(
        Chunk(course=world.course, material=material, index=i, text=text, token_count=9,
              material_type=MaterialType.OTHER, embedding_model=provider.name,
              embedding=_unit(**{f"e{i + 1}": 1.0}))  # orthogonal to the question: only words can find it
        for i, text in enumerate(texts)
    )
    Chunk.all_objects.create(course=world.course, material=material, index=99, text="Mitochondria answer key.",
                             token_count=3, material_type=MaterialType.OTHER, embedding_model=provider.name,
                             embedding=_unit(e50=1.0), restricted=True)  # never counted, never found
    common = dict(course_ids=[world.course.pk], question="mitochondria energy", query_vector=_unit(e0=1.0),
                  model_name=provider.name, dimensions=provider.dimensions, k=3,
                  words_to_check=["energy", "mitochondria", "zygote"])

    whole = hybrid_search(**common)  # 12 passages, within the default budget: every stem searched
    assert whole.term_counts == [(1, 12), (11, 12)]
    monkeypatch.setattr(search, "WORDS_HALF_BUDGET", 5)
    over = hybrid_search(**common)
    assert over.term_counts == whole.term_counts  # mitochondria, energi: (passages with it, passages)
    assert over.passages[0].text == texts[-1]
    # "energy" was not searched (no passage the words half read has it), yet it is not missing.
    assert over.missing_words == whole.missing_words == ["zygote"]


@pytest.mark.parametrize(("total", "everywhere", "by_text"), [
    (2_000, 10, False),  # a course within budget reads its own rows, as it always did
    (200_000, 700, True),  # a course pack whose kept stems are rare everywhere: the text index alone
    (200_000, 500_000, False),  # kept stems common in other courses: intersect with the course's entries
])
def test_a_course_pack_finds_rare_words_through_the_text_index_alone(total, everywhere, by_text):
    from materials.search import WORDS_HALF_BUDGET, words_half_by_text_index

    assert words_half_by_text_index(total, everywhere, WORDS_HALF_BUDGET) is by_text


MISREPRESENTATION = {
    "with.md": "# With v O'Flanagan\n\nIn With v O'Flanagan (1936) a doctor selling his practice gave figures that "
               "were true when stated but fell before the sale, and he was liable for not correcting them.",
    "attwood.md": "# Attwood v Small\n\nIn Attwood v Small (1838) the buyers checked the mine's output themselves, so "
                  "they did not rely on the seller's exaggeration.",
    "bisset.md": "# Bisset v Wilkinson\n\nIn Bisset v Wilkinson (1927) a statement about how many sheep a farm could "
                 "carry was an honest opinion, not a statement of fact.",
    "edgington.md": "# Edgington v Fitzmaurice\n\nIn Edgington v Fitzmaurice (1885) a false statement of why money "
                    "was being raised was a misrepresentation of present intention.",
    "smith.md": "# Smith v Land and House\n\nIn Smith v Land and House Property (1884) calling a tenant most "
                "desirable was a statement of fact the seller knew to be false.",
    "hughes.md": "# Hughes v Metropolitan Railway\n\nIn Hughes v Metropolitan Railway (1877) a landlord who "
                 "opened negotiations could not insist on a repair notice while they went on.",
    "carlill.md": "# Carlill v Carbolic Smoke Ball\n\nIn Carlill v Carbolic Smoke Ball (1893) an advertisement "
                  "promising £100 was a unilateral offer accepted by using the smoke ball.",
    "hyde.md": "# Hyde v Wrench\n\nIn Hyde v Wrench (1840) a counter-offer of £950 ended the original offer to "
               "sell a farm for £1,000.",
    "reading.md": "# Seminar logistics\n\nBring the printed handbook, a highlighter, a calculator and your notes on "
                  "rescission and damages to the Thursday seminar in room 4 of the Wilson building, where after the "
                  "break we also look at Dimmock v Hallett, then the marking scheme, the word limit and the deadline "
                  "for the coursework due in week nine, and the feedback forms.",
}


def test_a_question_that_is_only_a_term_gets_the_passages_naming_it_first(world, index_text):
    # answers set 9: "Dimmock v Hallett" was refused, the one passage naming the case ranked below
    # passages near it in meaning; where the course names a term is where it says what it is
    for name, text in MISREPRESENTATION.items():
        index_text(world.course, name, text)
    query = embed_question("Dimmock v Hallett")
    first = search_course(user=world.student, course_id=world.course.pk, query=query, k=1, term="Dimmock v Hallett")
    assert "Dimmock v Hallett" in first.passages[0].text
    plain = search_course(user=world.student, course_id=world.course.pk, query=query, k=4)
    named = search_course(user=world.student, course_id=world.course.pk, query=query, k=4, term="Dimmock v Hallett")
    assert sorted(p.chunk_id for p in plain.passages) == sorted(p.chunk_id for p in named.passages)  # reordered only
