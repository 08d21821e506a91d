"""A safety answer quotes no care topic's line: only cards about harm, and the plant's own.

"my dog chewed the fiddle leaf fig" opened its advice with "Water a thirsty plant thoroughly"
(Drooping leaves' What to do, which names the fig), and "my dog ate some beads off my string
of pearls" with "Move a leggy plant closer to a window". Written before the fix, with other
plants whose names stand in a care topic's text; each quoted a care line before it.
"""

import pytest

from plantqa.compose import about_harm
from plantqa.engine import ask


@pytest.mark.parametrize(
    "question",
    [
        "my dog chewed the fiddle leaf fig",
        "my dog ate some beads off my string of pearls",
        "my dog ate my string of pearls",
        "my cat chewed a leaf of the fiddle-leaf fig, what now",
        "help my puppy ate part of the peace lily",
        "my kitten nibbled the calathea",
    ],
)
def test_a_safety_answer_cites_no_care_topic(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered, (question, r.refusal)
    care = [c.card for c in r.citations if index.cards[c.card].kind == "topic" and not about_harm(index, c.card)]
    assert not care, (question, care, r.answer)


def test_the_cards_about_harm_are_told_from_care_topics(bundled_index):
    _settings, index = bundled_index
    harm = {slug for slug, card in index.cards.items() if card.kind == "topic" and about_harm(index, slug)}
    assert {"lilies-and-cats", "if-your-pet-ate-a-plant", "calcium-oxalate-plants", "pet-safe-houseplants"} <= harm
    assert not harm & {"drooping-leaves", "leggy-growth", "watering-basics", "underwatering", "fertilizing"}


@pytest.mark.parametrize(
    "question, card",
    [
        ("my cat just ate a few beads of my burro's tail", "burros-tail"),
        ("my dog ate some beads off my string of pearls", "string-of-pearls"),
        ("my puppy chewed a vine of my pothos", "pothos"),
        ("my cat nibbled a bead from the string of pearls plant", "string-of-pearls"),
    ],
)
def test_what_a_named_plant_is_made_of_is_no_kind(bundled_index, question, card):
    """blind21-209: "beads" ends two cards' names (blue bead, ...), so "a few beads of my
    burro's tail" listed a bead kind's findings, rosary pea's toxic one among them."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {c.card for c in r.citations if index.cards[c.card].kind == "plant"} == {card}, (
        question,
        [c.card for c in r.citations],
    )
