"""A plant the asker touches is a person's question (plantqa/contact.py).

"is poison ivy dangerous to touch" was answered "non-toxic" for cats and dogs: the pets'
finding, to a question about a person's skin. blind21-075 ("Is it ok to touch poison hemlock
with bare hands?") was refused as not covered. Written before the fix, with other plants and
wordings; each was answered for pets or refused for another reason before it.
"""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question",
    [
        "Is it ok to touch poison hemlock with bare hands? I need to pull it out of my garden",
        "is poison ivy dangerous to touch",
        "is it dangerous to handle foxglove with bare hands",
        "is it safe to touch a pencil cactus with bare skin",
        "is oleander poisonous to handle without gloves",
    ],
)
def test_a_plant_touched_by_the_asker_is_for_people(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_for_people", (question, r.verdicts, r.refusal)
    assert "poison control" in r.refusal.message


@pytest.mark.parametrize(
    "question",
    [
        # blind24-089's class: a person's skin, eyes or hands, or "you", told beside a plant
        # (no animal named), is a person's question; the pets' findings answer none of them
        "Can touching chrysanthemums irritate my girlfriend's skin? She does the flowers for weddings.",
        "can handling daffodil bulbs irritate your skin",
        "is eating rhubarb leaves bad for you",
        "will poinsettia sap hurt your eyes",
        "my husband's hands got a rash from the hyacinth bulbs",
        "can daffodil sap give you a rash",
        "is oleander sap dangerous on your skin",
        "does touching a hyacinth bulb make your hands itch",
    ],
)
def test_a_persons_body_or_you_beside_a_plant_is_for_people(bundled_index, question):
    test_a_plant_touched_by_the_asker_is_for_people(bundled_index, question)


@pytest.mark.parametrize(
    "question, card",
    [
        ("is oleander sap dangerous on your dog's skin", "oleander"),
        ("my cat got poinsettia sap in her eyes", "poinsettia"),
        ("is aloe vera bad for you if you have a cat", "aloe-vera"),
    ],
)
def test_a_pets_body_keeps_the_pets_finding(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question, card",
    [
        ("my dog touched the poison ivy, is it dangerous", "poison-ivy"),
        ("is it safe to touch a pencil cactus, my cat brushes past it", "pencil-cactus"),
    ],
)
def test_a_pet_that_touched_it_keeps_its_finding(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, (question, r.refusal)


def test_handling_in_a_care_question_is_no_persons(bundled_index):
    settings, index = bundled_index
    r = ask(index, "how do I handle a cactus when repotting it", settings)
    assert r.answered, r.refusal


@pytest.mark.parametrize(
    "question",
    [
        # blind26-079's class: "my own" says the speaker's own body or self, with no animal named
        "Is aloe vera gel straight from the plant safe to put on my own sunburn?",
        "can I rub aloe vera on my own cuts",
        "is lavender oil safe on my own skin",
        "is it safe to put crushed basil on my own bug bites",
        "can I use rosemary on my own scalp, is it toxic",
    ],
)
def test_my_own_body_beside_a_plant_is_for_people(bundled_index, question):
    test_a_plant_touched_by_the_asker_is_for_people(bundled_index, question)


@pytest.mark.parametrize(
    "question",
    [
        "Walking the canal path in shorts - is it dangerous to brush against giant hogweed?",
        "is it safe to brush past foxgloves on the path",
        "I brushed against some poison ivy, is that dangerous",
        "is brushing against euphorbia harmful",
        "is it bad to brush past a pencil cactus",
    ],
)
def test_brushing_against_a_plant_is_touching_it(bundled_index, question):
    """blind30-077 was answered with the cow parsnip's findings for cats and dogs."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.verdicts and r.refusal is not None, (question, r.answer)
