"""A name or kind glued before a vessel that another plant fills is the vessel's shape
(plantqa.holders). blind30-057's class: a strawberry pot of hens and chicks got the strawberry's
verdict first; the variants were written before the fix."""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question, cards",
    [
        ("a strawberry pot full of hens and chicks by the step, is it safe for the cat?", {"hens-and-chicks"}),
        ("a tulip vase full of roses on the table, is that ok with my cat", {"rose"}),
        ("I have an orchid pot with a pothos in it, is it safe for cats", {"pothos"}),
        ("my cat knocked over the cactus pot of aloe and chewed it", {"aloe-vera", "cushion-aloe"}),
        ("a lily vase filled with sunflowers, ok for my cat?", {"sunflower"}),
    ],
)
def test_a_vessel_s_shape_names_no_plant_asked_about(bundled_index, question, cards):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {v.card for v in r.verdicts} == cards, (r.refusal, r.verdicts)


def test_a_vessel_s_shape_beside_a_kind_that_fills_it(bundled_index):
    settings, index = bundled_index
    r = ask(index, "strawberry pot of succulents, cat safe?", settings)
    got = {v.card for v in r.verdicts}
    assert r.answered and "jade-plant" in got and "strawberry" not in got


@pytest.mark.parametrize(
    "question, card", [("is the monstera pot safe for my dog", "monstera"), ("a pot of tulips and my cat", "tulip")]
)
def test_a_vessel_with_nothing_in_it_named_keeps_its_plant(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, r.refusal


@pytest.mark.parametrize(
    "question, card",
    [
        # blind32-007's class: what produce is kept in holds the plant, as a vase or basket does
        ("hey quick question my dog sage got into the onion bag and ate like half of one is that bad", "onion"),
        ("the cat knocked over the garlic jar and licked a clove", "garlic"),
        ("my dog ripped open the apple bag and ate three", "apple"),
        ("my puppy chewed through the onion net", "onion"),
        ("my dog ate from the strawberry punnet", "strawberry"),
    ],
)
def test_what_produce_is_kept_in_holds_that_plant(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {v.card for v in r.verdicts} == {card} and "call your vet" in r.answer, r.refusal


@pytest.mark.parametrize("question", ["is a bean bag safe for my cat", "my dog chewed a tea bag"])
def test_a_bag_named_after_what_is_no_card_is_still_no_plant(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_about_plants"
