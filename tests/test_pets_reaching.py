"""A pet told by its breed as what may reach a plant ("where my terrier can reach it", "can my
corgi be near it") is a pet, not a person: the plant is answered for the three animals
(plantqa.owners.pets_reaching). blind28-059's class; the variants were written before the rule."""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question, card",
    [
        ("My sister gave me a peace lily. Is it safe to keep where my terrier can reach it?", "peace-lily"),
        ("I got an aloe for my birthday, is it ok to leave where my spaniel can get at it?", "aloe-vera"),
        ("A friend gave me a jade plant. Safe to put where my husky can reach?", "jade-plant"),
        ("got given a pothos for my birthday, can my corgi be near it?", "pothos"),
        ("my mum gave me a spider plant, is it safe somewhere my poodle can reach it?", "spider-plant"),
        ("is the snake plant fine on a low shelf my whippet can't reach", "snake-plant"),
    ],
)
def test_a_breed_that_may_reach_a_plant_is_a_pet(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {(card, "dog"), (card, "cat")} <= {(v.card, v.animal) for v in r.verdicts}, r.refusal


@pytest.mark.parametrize(
    "question",
    ["is a pothos safe where my toddler can reach it", "is it ok to keep a peace lily where my baby can reach it"],
)
def test_a_child_that_may_reach_a_plant_is_a_person(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_for_people"
