"""Every side of a comparison or a list of plants is answered or named in a "no card
for" note (plantqa.sides). Variants written before the fix, in words of my own."""

import pytest

from plantqa.engine import ask


def _notes(r):
    return " ".join(r.notes)


@pytest.mark.parametrize(
    "question, card, unnamed",
    [
        ("strawberries vs tomatoes in the veggie garden with my dog", "strawberry", "tomatoes"),
        ("snake plant vs banyan for dogs", "snake-plant", "banyan"),
        ("is banyan or pothos worse for cats", "pothos", "banyan"),
        ("lavender or rosemary or banyan for the dog yard", "rosemary", "banyan"),
        ("which is safer for cats, a spider plant, a croton or a frangipani", "croton", "frangipani"),
        ("is a peace lily or a gardenia or a kumquat ok for my cat", "gardenia", "kumquat"),
        ("strawberries and tomatoes with my dog", "strawberry", "tomatoes"),
        ("monstera versus banyan, which is safer with a puppy", "monstera", "banyan"),
        ("we foster kittens, growing basil or mint on the sill", "basil", "mint"),
        ("tulips, daffodils or banyans with cats", "daffodil", "banyans"),
        ("is pothos or banyan more dangerous to cats", "pothos", "banyan"),
    ],
)
def test_a_side_with_no_card_is_named_in_a_note(bundled_index, question, card, unnamed):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, (r.answer, r.refusal)
    assert f"no card for '{unnamed}'" in _notes(r), r.notes


def test_a_side_with_no_card_asks_no_yes_or_no(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is it ok to have a monstera or a banyan with cats", settings)
    assert not r.answer.startswith(("No", "Yes")), r.answer
    assert "no card for 'banyan'" in _notes(r)


@pytest.mark.parametrize(
    "question",
    [
        "my dog ate pothos and vomited",  # a clause after "and", not a side
        "is pothos or philodendron worse for cats",  # both sides named
        "should I water pothos or repot it",  # a care question
        "is lavender ok for cats or dogs",  # the other side is an animal
        "is aloe vera or cushion aloe better for a home with dogs",  # "better" is no side
    ],
)
def test_no_note_when_every_side_is_a_plant_or_no_side_at_all(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert "so this answer leaves it out" not in _notes(r), r.notes


@pytest.mark.parametrize(
    "question, cards",
    [
        ("buying a gift for my sister who has 2 cats, thinking sunflowers or carnations", {"sunflower", "carnation"}),
        ("we have a cat, considering roses or carnations for the table", {"rose", "carnation"}),
        ("two dogs at home, planning tulips or daffodils", {"tulip", "daffodil"}),
        ("got a puppy, picking petunias or begonias for the border", {"petunia", "begonia"}),
        ("new kitten at home, ordering peonies or roses", {"peony", "rose"}),
    ],
)
def test_a_verb_starting_a_clause_after_a_comma_glues_to_no_side(bundled_index, question, cards):
    """ "…, thinking sunflowers or carnations": the -ing word is the clause's verb, not part
    of another plant's name, so both sides are answered."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    got = {v.card for v in r.verdicts}
    assert cards <= got, (r.answer, r.notes)
    assert "so this answer leaves it out" not in _notes(r), r.notes


# blind27-125's and blind29-129's class: "v" is "versus" as UK writers type it, and a
# participle that opens a sentence before a list of plants is the verb whose object the list
# is ("Thinking basil, rosemary and lavender"); each side gets its verdict
@pytest.mark.parametrize(
    "question, cards",
    [
        ("lavender v rosemary along the path, we've got a labrador", {"lavender", "rosemary"}),
        ("hosta v heuchera for the shade bed with a dog", {"hosta", "coral-bells"}),
        ("Dog-friendly herbs? Thinking basil, rosemary and lavender.", {"basil", "rosemary", "lavender"}),
        ("Cat-safe plants? Considering pothos, spider plant or a peace lily.", {"pothos", "spider-plant", "peace-lily"}),
        ("Planting tulips and daffodils this weekend, we have a puppy. OK?", {"tulip", "daffodil"}),
    ],
)
def test_every_side_of_a_list_or_a_v_gets_its_verdict(bundled_index, question, cards):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and cards <= {v.card for v in r.verdicts}, (r.refusal, r.verdicts)


def test_a_growth_word_that_opens_a_name_still_names_that_plant(bundled_index):
    settings, index = bundled_index
    r = ask(index, "Climbing lily safe for cats?", settings)
    assert {v.card for v in r.verdicts} == {"gloriosa-lily"}


# blind26-147's class: an irregular past verb that opens a sentence is the verb before a name
# ("Found st john's wort and ragwort ..."), and "St." is an abbreviation inside a name
@pytest.mark.parametrize(
    "question, cards",
    [
        (
            "Found st john's wort and ragwort in a hay field. For horses, which is the bigger concern?",
            {"st-johns-wort", "ragwort"},
        ),
        ("st. john's wort or buttercup for horses, which is worse?", {"st-johns-wort", "buttercup"}),
        ("Bought tulips and lilies for the table. Safe with cats?", {"tulip"}),
        ("found foxgloves in the paddock, horse ok?", {"foxglove"}),
        ("is St. John's wort toxic to horses", {"st-johns-wort"}),
    ],
)
def test_a_past_verb_first_and_an_abbreviation_leave_the_names(bundled_index, question, cards):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and cards <= {v.card for v in r.verdicts}, (r.refusal, r.verdicts)


def test_an_abbreviation_s_stop_before_a_function_word_ends_the_sentence():
    from plantqa.lexing import lex

    ws = lex("We live on Main St. My cat ate a lily")
    assert [w.start for w in ws if w.raw == "My"] == [True]
    assert [w.gap for w in lex("is st. john's wort bad")][2] == ""


@pytest.mark.parametrize(
    "question, card, unnamed",
    [
        # found probing set 32's voices: a thing with no card eaten beside a named plant was
        # dropped in silence ("two grapes" are toxic to dogs; the answer must say it left them out)
        ("my dog olive ate two grapes and a piece of the jade plant", "jade-plant", "'grapes'"),
        ("my dog ate grapes and some jade plant", "jade-plant", "'grapes'"),
        ("my dog ate some raisins and a tulip bulb", "tulip", "'raisins'"),
        ("my dog ate a chocolate bar and some peace lily", "peace-lily", "'chocolate bar'"),
        ("my cat ate the peace lily and some cheese", "peace-lily", "'cheese'"),  # (no longer left unsaid)
    ],
)
def test_a_thing_eaten_beside_a_named_plant_is_named_in_a_note(bundled_index, question, card, unnamed):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert card in {v.card for v in r.verdicts} and f"no card for {unnamed}" in _notes(r), r.notes


@pytest.mark.parametrize("question", ["my dog ate pothos and vomited", "my dog chewed the aloe and then slept"])
def test_a_clause_after_a_plant_eaten_is_no_thing_eaten(bundled_index, question):
    settings, index = bundled_index
    assert "no card for" not in _notes(ask(index, question, settings))
