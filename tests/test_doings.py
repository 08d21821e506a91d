"""A doing asked safe for a pet (Reading.doings): "is swimming in the lake ok for my dog" asks
about the animal, not about a plant called 'swimming'. Seen in blind38-243's "take my dog
walking"; the variants below were written before the rule and each was refused as
unknown_plant naming the activity."""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question",
    [
        "Is it safe to take my dog walking in the summer heat?",
        "is swimming in the lake ok for my dog",
        "is hiking in the desert safe for my husky",
        "is running on pavement bad for my puppy's joints",
        "is sledding safe for dogs",
        "is flying safe for cats",
    ],
)
def test_an_activity_asked_safe_for_a_pet_is_about_the_animal(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_about_plants", r.refusal


@pytest.mark.parametrize(
    "question, whole",
    [
        ("is bleeding heart safe for dogs", "bleeding heart"),
        ("is trailing jade toxic to cats", "trailing jade"),
        ("is a flowering maple safe for cats", "flowering maple"),
    ],
)
def test_an_ing_word_before_a_noun_is_a_word_of_a_plants_name(bundled_index, question, whole):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant" and whole in r.refusal.message


def test_an_eating_verb_is_no_doing(bundled_index):
    settings, index = bundled_index
    r = ask(index, "my dog keeps licking the weeping fig", settings)
    assert [v.card for v in r.verdicts] == ["weeping-fig"]
