"""An age set off after a creature's noun is that creature's, not a child's
(plantqa/ages.py): "Our senior shih tzu (12 years old) ate some of the pothos" was refused
as a person's question. Written before the rule, in our own words."""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question, card",
    [
        ("Our senior shih tzu (12 years old) ate some of the pothos", "pothos"),
        ("my beagle, 12 years old, chewed the aloe vera", "aloe-vera"),
        ("our rescue greyhound (9 years old) licked a tulip", "tulip"),
        ("the pug, 2 years old, ate a tulip bulb", "tulip"),
        ("my persian (14 years old) nibbled a spider plant", "spider-plant"),
    ],
)
def test_an_age_told_after_a_pet_is_the_pets(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.refusal is None and card in {v.card for v in r.verdicts}, (question, r.refusal)


@pytest.mark.parametrize(
    "question",
    [
        "my son, 3 years old, chewed the aloe vera",
        "we have a toddler (2 years old) who ate a pothos leaf",
        "my niece, 4 years old, licked a tulip",
        "our 3 year old ate a pothos leaf",
        "my 2 year old chewed a spider plant leaf",
    ],
)
def test_an_age_told_of_a_person_or_alone_is_a_childs(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.refusal is not None and r.refusal.reason == "not_for_people", (question, r.refusal)


@pytest.mark.parametrize(
    "question, card",
    [
        ("Christmas cactus won't bloom, it's three years old", "christmas-cactus"),
        ("my jade plant is 10 years old and dropping leaves", "jade-plant"),
        ("my monstera is two years old, when should I repot", "monstera"),
        ("my christmas cactus, it is 5 years old, never flowers", "christmas-cactus"),
        ("the aloe is four years old and going soft at the base", "aloe-vera"),
    ],
)
def test_an_age_said_of_a_plant_is_the_plants(bundled_index, question, card):
    """blind30-217 ("it's three years old") was refused as a child's question."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.refusal is None and card in {c.card for c in r.citations}, (question, r.refusal)


@pytest.mark.parametrize(
    "question",
    ["she's 3 years old and ate a tulip", "Max is 3 years old and ate a tulip", "my son is 3 years old and ate a tulip"],
)
def test_an_age_said_of_someone_named_or_she_stays_a_childs(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.refusal is not None and r.refusal.reason == "not_for_people", (question, r.refusal)
