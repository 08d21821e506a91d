"""The speaker's own food or drink made with a plant is a person's question (plantqa/meals.py).

blind18-089 ("I put raw rhubarb leaves in my smoothie this morning, is that dangerous?")
was answered with the pet finding: no one was read as eating, as no verb of eating stands
in it. Written before the fix, with other plants, dishes and wordings; each was answered
for pets or refused for another reason before it.
"""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question",
    [
        "I put raw rhubarb leaves in my smoothie this morning, is that dangerous?",
        "I put some foxglove leaves in my salad, is that dangerous",
        "I made tea from oleander leaves this morning, is that safe",
        "we cooked with rhubarb leaves thinking they were chard, will we be sick",
        "is it dangerous that I added daffodil bulbs to our soup by mistake",
        "i brewed a tea with the lily of the valley flowers, is it poisonous",
        # blind22-073's and -079's class: leave asked ("can I"), a dish described ("my green
        # smoothie"), or "to make a tea" with no one else named
        "Can I put rhubarb leaves in my green smoothie?",
        "is it safe to make a tea from foxglove leaves for my heart",
        "is it ok to make tea from yew needles",
        "can we use daffodil bulbs in our soup",
        "can I add foxglove flowers to our homemade salad",
    ],
)
def test_a_plant_in_the_speakers_own_dish_is_for_people(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_for_people", (question, r.refusal)
    assert "poison control" in r.refusal.message


@pytest.mark.parametrize(
    "question, card",
    [
        # the dish is a pet's, or a pet ate from it: the pet's finding
        ("my dog ate the salad I made with foxglove leaves", "foxglove"),
        ("I put rhubarb in my cat's food by mistake, is that dangerous", "rhubarb"),
        ("my cat drank some of my tea made from chamomile, is it toxic", "chamomile"),
        ("My orange tabby chewed the spider plant again", "spider-plant"),
        ("can I make a tea from chamomile for my cat", "chamomile"),
    ],
)
def test_a_pet_that_ate_from_the_dish_keeps_its_finding(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, (question, r.refusal)


@pytest.mark.parametrize(
    "question",
    [
        "how do I grow basil for my pesto",
        "how much sun does my rosemary need, I use it in our stew",
    ],
)
def test_a_care_question_about_the_speakers_food_is_not_refused_for_people(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered or r.refusal.reason != "not_for_people", (question, r.refusal)
