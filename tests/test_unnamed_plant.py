"""A safety question about "this plant" or "the flowers" names no plant: no_plant_named.

blind22-255 ("is this plant poisonous to dogs?") and blind22-267 ("my sister sent flowers,
are they safe for my cat?") were answered from the general safety cards, as if those could
say whether one unnamed plant is safe; the second also read "sent" as a person's name.
Written before the fix, with other wordings; each was answered before it.
"""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question",
    [
        "is this plant poisonous to dogs?",
        "my sister sent flowers, are they safe for my cat?",
        "are these flowers safe for my dog",
        "is that plant toxic to cats",
        "my neighbour gave me a plant, is it safe for my kitten?",
        "my mum brought flowers, are they ok for the dog?",
    ],
)
def test_a_plant_not_named_is_refused_for_its_name(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "no_plant_named", (question, r.refusal, [c.card for c in r.citations])
    assert not any(f"'{verb}'" in n for n in r.notes for verb in ("sent", "gave", "brought")), r.notes


@pytest.mark.parametrize(
    "question",
    ["which plants are safe for cats", "what houseplants are safe for dogs"],
)
def test_which_plants_are_safe_is_still_answered(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered, (question, r.refusal)
