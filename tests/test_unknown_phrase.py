"""Places named like plants and words that name no plant (plantqa.things.proper_names,
plantqa.unknown_phrase). blind38-243 ("walking on Daisy Hill") was refused as "no card for
'daisy hill'"; each place below was refused by its name before the rule read a capitalised
pair after a word of place as a place, whatever else the question asks."""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question, place",
    [
        ("Is it safe to take my dog walking on Daisy Hill in the summer heat?", "daisy hill"),
        ("is it safe to walk my dog on Holly Road at night", "holly road"),
        ("my dog is boarding at Ivy Lodge, is that safe", "ivy lodge"),
        ("we're moving to Palm Bay with two cats, is the heat safe for them", "palm bay"),
        ("is it ok to take my puppy to Rose Park", "rose park"),
    ],
)
def test_a_capitalised_pair_after_a_word_of_place_is_a_place(bundled_index, question, place):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and not r.verdicts
    assert place not in r.refusal.message.casefold() and "'two'" not in r.refusal.message


@pytest.mark.parametrize(
    "question",
    ["Is it safe to take my dog walking on Daisy Hill in the summer heat?", "my dog is boarding at Ivy Lodge, is that safe"],
)
def test_a_pet_at_a_place_is_about_the_animal(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.refusal.reason == "not_about_plants"


def test_a_plant_asked_about_at_a_place_is_still_answered(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is a palm safe in the sun at Palm Beach for my cat", settings)
    assert r.answered and r.verdicts
