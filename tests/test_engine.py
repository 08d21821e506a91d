"""The ask pipeline on the fixture corpus, whose answers are known."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from plantqa.engine import ask
from plantqa.errors import InputError


def run(index, settings, question, **kw):
    return ask(index, question, settings._replace(**kw) if kw else settings)


def test_toxic_verdict_is_first_and_cited(fixture_index, fixture_settings):
    r = run(fixture_index, fixture_settings, "is pothos toxic to cats?")
    assert r.answered and r.path == "full" and r.mode == "hybrid"
    assert r.answer.splitlines()[0] == "Yes — pothos (Epipremnum aureum) is toxic to cats [1]."
    assert "vet" in r.answer.splitlines()[1]
    assert [(v.card, v.animal, v.toxic) for v in r.verdicts] == [("pothos", "cat", True)]
    assert (r.citations[0].card, r.citations[0].section, r.citations[0].n) == ("pothos", "Toxicity", 1)


@pytest.mark.parametrize(
    ("question", "first"),
    [("pothos cats", "Pothos (Epipremnum aureum) is toxic to cats [1]."), ("spider plant dog", "Spider plant")],
)
def test_a_plant_and_a_pet_alone_ask_for_the_verdict(fixture_index, fixture_settings, question, first):
    r = run(fixture_index, fixture_settings, question)
    assert r.answered and r.verdicts and r.answer.startswith(first)


@pytest.mark.parametrize(
    "question",
    [
        "is pothos not toxic to cats",
        "isn't pothos safe for cats",
        "is pothos toxic or safe for cats",
        "should i worry if my cat ate pothos",  # a "No" here would read as "don't worry"
        "will pothos kill my cat",  # toxic is not deadly
        "is pothos mildly toxic to cats",  # the listings say whether, not how much
        "do cats like pothos",  # a yes would answer whether cats like it
        "can my cat have a pothos in the house",  # a yes would read as permission
    ],
)
def test_a_negated_or_either_or_question_gets_the_plain_finding(fixture_index, fixture_settings, question):
    """A yes or no to "is it not toxic?" reads both ways; the finding alone cannot."""
    r = run(fixture_index, fixture_settings, question)
    assert r.answer.startswith("Pothos (Epipremnum aureum) is toxic to cats [1].")


def test_a_pet_that_ate_a_plant_of_unknown_status_gets_the_vet_line(fixture_index, fixture_settings):
    ate = run(fixture_index, fixture_settings, "my horse ate some baby rubber plant")
    assert ate.answer.startswith("Unknown") and "call your vet" in ate.answer.splitlines()[1]
    asked = run(fixture_index, fixture_settings, "is baby rubber plant safe for horses")
    assert asked.answer.startswith("Unknown") and "call your vet" not in asked.answer  # nothing was eaten


def test_safe_phrasing_flips_yes_and_no(fixture_index, fixture_settings):
    r = run(fixture_index, fixture_settings, "is a spider plant safe for my puppy")
    assert r.answer.startswith("Yes — spider plant (Chlorophytum comosum) is non-toxic to dogs [1].")
    r = run(fixture_index, fixture_settings, "is pothos safe for my kitty")
    assert r.answer.startswith("No — pothos (Epipremnum aureum) is toxic to cats [1].")


@pytest.mark.parametrize("question", ["is my variegated pothos toxic to cats", "are potted pothos plants dangerous for cats"])
def test_modifiers_before_a_name_keep_the_verdict(fixture_index, fixture_settings, question):
    """Vocabulary lists are folded like the tokens ('variegated' is seen as 'variegat')."""
    r = run(fixture_index, fixture_settings, question)
    assert [(v.card, v.animal, v.toxic) for v in r.verdicts] == [("pothos", "cat", True)]


@pytest.mark.parametrize(
    "question",
    [
        "is it ok for my dog to have pothos",
        "my 8 week old puppy ate pothos yesterday",
        "is pothos dangerous",
        "my golden retriever chewed on a pothos",
    ],
)
def test_everyday_safety_wordings_get_the_verdict(fixture_index, fixture_settings, question):
    r = run(fixture_index, fixture_settings, question)
    assert r.answered and r.verdicts and all(v.card == "pothos" and v.toxic for v in r.verdicts)


@pytest.mark.parametrize(
    ("question", "shown"), [("is pothos oil safe for cats", "pothos oil"), ("are spider plants toxic to my tarantula", None)]
)
def test_a_product_of_a_plant_is_not_the_plant(fixture_index, fixture_settings, question, shown):
    r = run(fixture_index, fixture_settings, question)
    if shown:
        assert not r.answered and f"'{shown}'" in r.refusal.message
    assert all(v.card != "pothos" for v in r.verdicts)


@pytest.mark.parametrize(
    "question",
    [
        "is pothos safe around toddlers",
        "my toddler ate a pothos leaf",
        "can i eat spider plant",
        "is a spider plant safe for my baby",
    ],
)
def test_safety_questions_about_people_are_refused(fixture_index, fixture_settings, question):
    r = run(fixture_index, fixture_settings, question)
    assert not r.answered and r.refusal.reason == "not_for_people" and r.verdicts == []
    assert "poison control" in r.refusal.message


@pytest.mark.parametrize(
    "question",
    ["is it poisonous", "is this safe for my dog", "my dog ate something in the garden", "my cat ate a leaf from my plant"],
)
def test_a_safety_question_that_names_no_plant_asks_for_one(fixture_index, fixture_settings, question):
    r = run(fixture_index, fixture_settings, question)
    assert not r.answered and r.refusal.reason == "no_plant_named" and "by name" in r.refusal.message


@pytest.mark.parametrize("question", ["how do i stop my cat eating my plants", "why do cats eat plants"])
def test_a_how_or_why_question_is_not_read_as_naming_a_plant(fixture_index, fixture_settings, question):
    r = run(fixture_index, fixture_settings, question)
    assert r.answered or r.refusal.reason not in ("unknown_plant", "no_plant_named")


def test_asking_which_plants_is_not_asking_about_no_plant(fixture_index, fixture_settings):
    r = run(fixture_index, fixture_settings, "which plants are safe for cats")
    assert r.answered or r.refusal.reason != "no_plant_named"


@pytest.mark.parametrize(
    ("question", "command"),
    [
        ("which plants are safe for cats", "plantqa plants --safe-for cat"),
        ("what houseplants are toxic to dogs", "plantqa plants --toxic-to dog"),
        ("which plants are poisonous", "plantqa plants"),
    ],
)
def test_a_which_plants_question_points_to_the_listing(fixture_index, fixture_settings, question, command):
    r = run(fixture_index, fixture_settings, question)
    assert f"every plant's listing: {command}" in r.notes


def test_a_pet_and_a_person_get_the_pets_verdict_and_a_note(fixture_index, fixture_settings):
    r = run(fixture_index, fixture_settings, "is a spider plant safe for kids and cats")
    assert [(v.animal, v.toxic) for v in r.verdicts] == [("cat", False)]
    assert any("nothing here is about people" in n and "poison control centre or a doctor" in n for n in r.notes)
    assert run(fixture_index, fixture_settings, "is pothos safe for my fur baby").verdicts  # a pet, not a person


@pytest.mark.parametrize("question", ["can guinea pigs eat pothos", "is a spider plant safe for my rabbit"])
def test_animals_the_listings_do_not_cover_get_no_verdict(fixture_index, fixture_settings, question):
    r = run(fixture_index, fixture_settings, question)
    assert not r.answered and r.refusal.reason == "unknown_animal" and r.verdicts == []


def test_real_words_are_not_read_as_safety_typos(fixture_index, fixture_settings):
    """'save' is one letter from 'safe' but a word the cards use: no safety question."""
    r = run(fixture_index, fixture_settings, "my pothos leaves are yellow how do i save it")
    assert r.answered and r.verdicts == []


def test_no_quote_about_another_plant(fixture_index, fixture_settings):
    r = run(fixture_index, fixture_settings, "does chewing pothos make a cat drool")
    assert "Pothos chewed by a cat causes drooling" in r.answer
    assert "Grape ivy" not in r.answer


def test_refusals_quote_the_question_s_own_spelling(fixture_index, fixture_settings):
    r = run(fixture_index, fixture_settings, "are grapes toxic to dogs")
    assert not r.answered and "'grapes'" in r.refusal.message  # not the folded 'grape'


def test_permission_and_statement_phrasing(fixture_index, fixture_settings):
    r = run(fixture_index, fixture_settings, "can my dog eat pothos")
    assert r.answer.startswith("No — pothos (Epipremnum aureum) is toxic to dogs [1].")
    r = run(fixture_index, fixture_settings, "can cats chew on a spider plant")
    assert r.answer.startswith("Yes — spider plant (Chlorophytum comosum) is non-toxic to cats [1].")
    r = run(fixture_index, fixture_settings, "my kitten ate some pothos")
    assert r.answer.startswith("Pothos (Epipremnum aureum) is toxic to cats [1].")


@pytest.mark.parametrize(
    "question, opening",
    [
        ("can pothos hurt my cat", "Yes — pothos"),  # "can" asks about harm here, not permission
        ("can a spider plant hurt my cat", "No — spider plant"),
        ("could spider plant be bad for dogs", "No — spider plant"),
        ("can my cat eat spider plant", "Yes — spider plant"),
        ("will pothos make my dog sick", "Yes — pothos"),
        ("would a spider plant make my cat ill", "No — spider plant"),
    ],
)
def test_yes_or_no_answers_the_question_s_own_wording(fixture_index, fixture_settings, question, opening):
    r = run(fixture_index, fixture_settings, question)
    assert r.answer.startswith(opening)


@pytest.mark.parametrize("question", ["is pothos more toxic than spider plant", "is spider plant safer than pothos for cats"])
def test_a_comparison_gets_the_findings_never_a_yes_or_no(fixture_index, fixture_settings, question):
    """ "is a jade plant more toxic than pothos" once opened "Yes — jade plant is toxic"."""
    r = run(fixture_index, fixture_settings, question)
    assert r.answered and {v.card for v in r.verdicts} == {"pothos", "spider-plant"}
    assert not r.answer.startswith(("Yes", "No"))


def test_sick_is_about_harm_only_beside_a_pet_and_a_plant(fixture_index, fixture_settings):
    assert not run(fixture_index, fixture_settings, "my pothos looks sick").verdicts  # a care question
    r = run(fixture_index, fixture_settings, "my cat is sick")
    assert not r.answered and r.refusal.reason == "not_about_plants"


def test_no_animal_named_gives_cats_and_dogs(fixture_index, fixture_settings):
    r = run(fixture_index, fixture_settings, "is rubber plant poisonous")
    assert {(v.animal, v.toxic) for v in r.verdicts} == {("cat", True), ("dog", True)}
    assert "toxic to cats and dogs" in r.answer


def test_verdict_that_differs_by_animal(fixture_index, fixture_settings):
    r = run(fixture_index, fixture_settings, "is easter lily toxic")
    assert "It depends on the animal" in r.answer and "toxic to cats" in r.answer and "non-toxic to dogs" in r.answer


def test_unknown_listing_gives_no_verdict_and_says_that_is_no_all_clear(fixture_index, fixture_settings):
    r = run(fixture_index, fixture_settings, "is mystery vine toxic to cats")
    assert r.answered and r.verdicts == [] and r.answer.startswith("Unknown —")
    assert "No listing does not mean safe" in r.answer.splitlines()[1]


def test_longest_name_decides_the_card(fixture_index, fixture_settings):
    r = run(fixture_index, fixture_settings, "is a baby rubber plant toxic to dogs")
    assert [v.card for v in r.verdicts] == ["baby-rubber-plant"] and not r.verdicts[0].toxic
    assert r.citations[0].card == "baby-rubber-plant"


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("are grapes toxic to dogs?", {"unknown_plant"}),
        ("is chocolate toxic to dogs?", {"unknown_plant"}),
        ("is water hyacinth toxic to cats?", {"unknown_plant"}),
        ("is rose of sharon toxic to dogs", {"unknown_plant"}),
        ("how often should I bathe my cat?", {"not_about_plants"}),
        ("how do I reset my router?", {"not_about_plants"}),
        ("asdf qwer zxcv", {"not_about_plants"}),
    ],
)
def test_refusals_say_why(fixture_index, fixture_settings, question, reason):
    r = run(fixture_index, fixture_settings, question)
    assert not r.answered and r.answer is None and r.citations == [] and r.verdicts == []
    assert r.refusal.reason in reason and r.refusal.message


def test_a_safety_refusal_suggests_no_plant_that_merely_shares_a_word(fixture_index, fixture_settings):
    """Grape ivy is non-toxic; grapes can kill a dog: sharing a word is no reason to offer it."""
    assert run(fixture_index, fixture_settings, "are grapes toxic to dogs").suggestions == []
    assert run(fixture_index, fixture_settings, "how much light do grapes need").suggestions == ["grape ivy"]
    assert "pothos" in run(fixture_index, fixture_settings, "is pothsos toxic to cats").suggestions  # a close spelling


def test_care_question_quotes_the_right_section(fixture_index, fixture_settings):
    r = run(fixture_index, fixture_settings, "how often should I water pothos")
    assert r.answered and r.verdicts == []
    assert r.citations[0].card == "pothos" and r.citations[0].section == "Water"
    assert "once a week" in r.answer


def test_general_safety_question_uses_topic_cards(fixture_index, fixture_settings):
    r = run(fixture_index, fixture_settings, "what should I do if my dog ate a plant")
    assert r.answered and r.verdicts == []
    assert r.citations[0].card == "if-your-pet-ate-a-plant"
    assert all(fixture_index.cards[c.card].kind == "topic" for c in r.citations), "no single plant's card"


@pytest.mark.parametrize("mode", ["hybrid", "dense", "lexical"])
def test_modes_report_their_path(fixture_index, fixture_settings, mode):
    r = run(fixture_index, fixture_settings, "how often should I water pothos", mode=mode)
    assert r.mode == mode
    assert r.path == {"hybrid": "full", "dense": "dense_only", "lexical": "lexical_only"}[mode]
    assert r.citations[0].card == "pothos"


def test_min_score_one_refuses_everything(fixture_index, fixture_settings):
    r = run(fixture_index, fixture_settings, "how often should I water pothos", min_score=1.0)
    assert not r.answered and r.refusal.reason == "low_score"


def test_explain_traces_every_candidate(fixture_index, fixture_settings):
    r = ask(fixture_index, "how often should I water pothos", fixture_settings, explain=True)
    rows = r.trace["candidates"]
    assert rows and {"chunk", "dense_rank", "lexical_rank", "bm25", "cosine", "rrf", "filter", "dedupe", "gate"} <= set(rows[0])
    allowed = {fixture_index.chunks[i].id for i in fixture_index.topic_mentions["pothos"]}
    assert allowed, "the fixture topic card mentions pothos"
    assert all(row["chunk"].startswith("pothos#") or row["chunk"] in allowed for row in rows), (
        "only the named card and topics naming it"
    )
    assert rows[0]["gate"] == "pass"


@pytest.mark.parametrize("question", ["", "   \n\t", "\x1b[31m\x1b[0m"])
def test_empty_question_is_input_error(fixture_index, fixture_settings, question):
    with pytest.raises(InputError, match="empty"):
        run(fixture_index, fixture_settings, question)


def test_huge_question_is_input_error(fixture_index, fixture_settings):
    with pytest.raises(InputError, match="limit"):
        run(fixture_index, fixture_settings, "pothos " * 200_000)


@given(st.text(max_size=200))
def test_any_text_answers_refuses_or_is_input_error(fixture_index, fixture_settings, text):
    try:
        r = ask(fixture_index, text, fixture_settings)
    except InputError:
        return
    assert r.answered == (r.refusal is None)
    assert all(c.n == i for i, c in enumerate(r.citations, 1))
    if r.answered:
        assert "\x1b" not in r.answer and "[1]" in r.answer


def test_empty_lexical_index_runs_dense_only_and_says_so(fixture_settings):
    import numpy as np

    from plantqa.embed import embed_corpus
    from plantqa.engine import run_legs
    from plantqa.index import Documents, feature_spec
    from plantqa.lexical import build_postings

    docs = [["pothos"], ["spider"]]
    buckets, table = embed_corpus(docs, feature_spec(fixture_settings))
    empty = Documents(["a", "b"], buckets, table, build_postings([[], []], 1.2, 0.75))
    legs = run_legs(empty, ["pothos"], fixture_settings, 25)
    assert legs.path == "dense_only" and legs.notes and legs.fused[0][0] == "a"
    assert np.all(legs.bm25 == 0)


@given(st.lists(st.sampled_from(["the", "is", "it", "a", "of", "and", "to", "?", "!", ",", "..."]), max_size=12))
def test_gate_never_passes_a_zero_or_nan_query(fixture_index, fixture_settings, parts):
    """Questions of stopwords and punctuation embed to the zero vector: never answered."""
    try:
        r = ask(fixture_index, " ".join(parts), fixture_settings)
    except InputError:
        return
    assert not r.answered


@pytest.mark.parametrize(
    ("word", "animal"),
    [("tomcat", "cat"), ("moggy", "cat"), ("pooch", "dog"), ("hound", "dog"), ("gelding", "horse"), ("geldings", "horse")],
)
def test_everyday_words_for_the_three_animals(fixture_index, fixture_settings, word, animal):
    r = run(fixture_index, fixture_settings, f"is pothos safe for my {word}")
    assert [v.animal for v in r.verdicts] == [animal]


@pytest.mark.parametrize("question", ["hi", "hello there", "thanks!", "is it"])
def test_words_with_nothing_to_search_are_not_about_plants(fixture_index, fixture_settings, question):
    """blind5-267's class: a greeting is a message, not a plant question ("hey" already was)."""
    r = run(fixture_index, fixture_settings, question)
    assert not r.answered and r.refusal.reason == "not_about_plants"


def test_a_question_with_no_word_at_all_has_no_content(fixture_index, fixture_settings):
    r = run(fixture_index, fixture_settings, "??? !!")
    assert not r.answered and r.refusal.reason == "no_content"


@pytest.mark.parametrize(
    "question", ["is purple heart toxic to cats", "is black heart safe for dogs", "is blue star ok for my kitten"]
)
def test_a_colour_and_a_word_name_a_thing_no_card_answers_for(bundled_index, question):
    """The issue's "purple heart" (Tradescantia) had the lily of the valley's line on the heart;
    the other two, whose second word no card uses, were refused already."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant" and r.citations == []
