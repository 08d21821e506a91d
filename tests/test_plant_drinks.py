"""A plant's drink is watering: with no creature or person in the question, a word of eating
said as a noun after a determiner ("perks up after a drink", "gave my calathea a drink") frames
no safety question (plantqa.asking). blind30-213's class; variants written before the rule."""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question",
    [
        "my fittonia faints and perks up after a drink, normal?",
        "my peace lily droops then perks up after a drink",
        "gave my calathea a drink and it still looks sad",
        "how often does my jade plant need a drink",
        "the hydrangea wilts every afternoon until it gets a drink",
    ],
)
def test_a_plant_s_drink_gives_no_verdict(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.verdicts


@pytest.mark.parametrize(
    "question, card", [("my cat had a drink from the lily vase", "easter-lily"), ("my dog took a bite of the pothos", "pothos")]
)
def test_a_creature_s_drink_or_bite_is_still_eating(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert card in {v.card for v in r.verdicts}
