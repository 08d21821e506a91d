"""Names of pets and people the lead found the reader missing on arrival of a tenth blind set
(its dev half: "my kitten ivy around", "Lily-Mae is a 6 month old kitten", "at my mums
house"), each class written as variants before the fix (plantqa.people)."""

import pytest

from plantqa.engine import ask


def _cards(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    return r, {v.card for v in r.verdicts}


@pytest.mark.parametrize(
    "question, card",
    [
        ("Lily-Mae is a 6 month old kitten, is it ok to have a moth orchid in the same room as her", "moth-orchid"),
        ("Daisy-May, my spaniel, ate a tulip bulb", "tulip"),
        ("Holly-Ann is a kitten, can we keep a christmas cactus", "christmas-cactus"),
        ("Rosie-Lou chewed the aloe vera, she is a jack russell", "aloe-vera"),
        ("is a spider plant ok for Violet-Grace our tabby", "spider-plant"),
    ],
)
def test_a_capitalised_pair_joined_by_a_hyphen_is_one_name(bundled_index, question, card):
    r, cards = _cards(bundled_index, question)
    assert r.answered and cards == {card}, (question, cards)


def test_a_plant_s_name_typed_with_hyphens_in_title_case_stays_the_plant(bundled_index):
    _, cards = _cards(bundled_index, "Is Lily-Of-The-Valley Toxic To Cats")
    assert cards == {"lily-of-the-valley"}


@pytest.mark.parametrize(
    "question, card",
    [
        ("is a boston fern ok to have with my kitten ivy around", "boston-fern"),
        ("is a parlor palm ok with my cat violet in the room", "parlor-palm"),
        ("is an areca palm safe with my dog sage nearby", "areca-palm"),
        ("can we keep a money tree with my puppy daisy, he chews everything", "money-tree"),
        ("is a ponytail palm fine near my kitten fern here", "ponytail-palm"),
    ],
)
def test_a_lower_case_name_after_my_pet_then_where_it_is_is_no_plant(bundled_index, question, card):
    r, cards = _cards(bundled_index, question)
    assert r.answered and cards == {card}, (question, cards)


@pytest.mark.parametrize(
    "question",
    [
        "cat chewed a leaf from one of the plants at my mums house, she doesnt know what it is",
        "my dog ate a leaf off something at my nans place, not sure what",
        "the kitten chewed a plant in my mums flat, no idea which",
    ],
)
def test_a_plural_kin_word_before_a_thing_it_owns_is_a_person(bundled_index, question):
    r, cards = _cards(bundled_index, question)
    assert not r.answered and cards == set(), (question, r.answer)


@pytest.mark.parametrize("question", ["are my mums toxic to cats", "my mums flowers are brown, is that bad for the cat"])
def test_my_mums_before_a_verb_or_a_part_are_still_chrysanthemums(bundled_index, question):
    _, cards = _cards(bundled_index, question)
    assert "chrysanthemum" in cards, question


# pets14's report left "a pug named peach" (Peach's verdict): "named" after a breed, which is no
# word for a creature the reader knows, names the creature all the same.
@pytest.mark.parametrize(
    "question, gone",
    [
        ("we have a pug named peach, is a jade plant ok", "peach"),
        ("my greyhound named ivy ate some oleander", "english-ivy"),
        ("a cockapoo named daisy got into the tulips, help", "chrysanthemum"),
        ("our lurcher called basil chewed the snake plant", "basil"),
    ],
)
def test_a_name_after_a_breed_and_named_is_no_plant(bundled_index, question, gone):
    _, cards = _cards(bundled_index, question)
    assert gone not in cards, (question, cards)


def test_what_a_plant_or_a_sort_of_one_is_called_stays_a_name_of_plants(bundled_index):
    _, cards = _cards(bundled_index, "i have a rose called peace, is it safe for cats")
    assert cards == {"rose"}


# pets14 left the lower-case possessive ("peach's favourite spot"): with a creature said in the
# question, a one-word plant name owning a thing that is no plant's is a name there too.
@pytest.mark.parametrize(
    "question, card, gone",
    [
        ("the aloe vera is fern's favourite thing to chew, she is a kitten", "aloe-vera", "boston-fern"),
        ("is ivy's water bowl ok next to the peace lily, my dog drinks from it", "peace-lily", "english-ivy"),
        ("daisy's toy fell in the tulips and she chewed one, she's a puppy", "tulip", "chrysanthemum"),
    ],
)
def test_a_lower_case_name_owning_a_creature_s_thing_is_no_plant(bundled_index, question, card, gone):
    _, cards = _cards(bundled_index, question)
    assert card in cards and gone not in cards, (question, cards)


@pytest.mark.parametrize(
    "question, card",
    [("my cat keeps eating the fern's leaves", "boston-fern"), ("is the holly's berries toxic to dogs", "holly")],
)
def test_a_plant_owning_its_part_stays_the_plant(bundled_index, question, card):
    _, cards = _cards(bundled_index, question)
    assert card in cards, (question, cards)
