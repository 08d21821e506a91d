"""A pet that ate something: the vet line, and a verdict only for a plant the question names.
Written before the fix, in words of my own, for the emergency class."""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question",
    [
        "dog gobbled a bunch of grapes off the vine",
        "my dog ate some berries off a bush in the park",
        "my cat ate a leaf off a tree outside",
        "my dog ate some red berries from a shrub on our walk",
        "my horse ate leaves from a tree in the field",
    ],
)
def test_a_pet_that_ate_from_a_plant_named_only_by_its_form_gets_no_verdict_and_the_vet_line(bundled_index, question):
    """A tree, a shrub, a vine or berries say nothing of which plant: no list of every tree."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.verdicts == [], r.answer
    assert "vet" in r.refusal.message


@pytest.mark.parametrize("question, card", [("my dog ate a berry off the holly bush", "holly"), ("my cat ate a lily", "lily")])
def test_a_pet_that_ate_a_named_plant_or_kind_still_gets_its_verdicts(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}
