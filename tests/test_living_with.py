"""A pet living with a plant, and a plant that "counts as" toxic: safety questions.

What a pet does ("can my cat live with a peace lily") is no care topic, though a card's
heading says "Living with these plants"; a modal's or "do"'s verb after a name of two
words ("does a peace lily count as toxic") is no word glued to the name. The cases were
written before the fix, in words of their own, for blind20-023 and blind20-107."""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    ("question", "card", "animal", "toxic"),
    [
        ("can my cat live with a peace lily", "peace-lily", "cat", True),
        ("can a kitten live in a house with a snake plant", "snake-plant", "cat", True),
        ("Can Aster (our ginger tom) live with an areca palm?", "areca-palm", "cat", False),
        ("can my dog live with an aloe vera plant", "aloe-vera", "dog", True),
        ("does a peace lily count as toxic for dogs", "peace-lily", "dog", True),
        ("does an african-violet count as toxic to cats? about to buy one", "african-violet", "cat", False),
        ("would a boston fern count as pet safe", "boston-fern", "cat", False),
    ],
)
def test_living_with_or_counting_as_asks_the_finding(bundled_index, question, card, animal, toxic):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered, r.refusal
    assert any(v.card == card and v.animal == animal and v.toxic == toxic for v in r.verdicts), r.verdicts


@pytest.mark.parametrize(
    "question, card",
    [
        # blind26-005's class: bringing a plant into a pet's home asks whether it is safe there
        # ("we have two cats, can I bring a peace lily home?" was answered from Mealybugs'
        # "inspect new plants before bringing them home", with no verdict)
        ("we have two cats, can I bring a peace lily home?", "peace-lily"),
        ("my cat is curious, should I bring home a snake plant", "snake-plant"),
        ("Sage is a tabby. Can I bring a calathea home?", "calathea"),
        ("we have a puppy, is it ok to buy a sago palm for the patio", "sago-palm"),
        ("thinking of ordering a jade plant, we have a kitten", "jade-plant"),
    ],
)
def test_bringing_a_plant_home_beside_a_pet_asks_its_finding(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, (r.answer, r.refusal)


def test_bringing_a_plant_home_with_no_pet_is_still_care(bundled_index):
    settings, index = bundled_index
    r = ask(index, "how do I check a new plant for bugs before bringing it home", settings)
    assert r.answered and r.verdicts == [], r.answer
