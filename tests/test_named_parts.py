"""A plant part after a name keeps the plant: "a garlic clove", "a peach stone", "a rosette".

blind22-189, -191 and -197 (a cat and a garlic clove, a dog and a peach stone, a cat and a
hens and chicks rosette) were refused as names plantqa has no card for: clove, stone and
rosette were missing from the closed class of plant parts (lexicon.PARTS), so each was read
as a word glued to the name. Written before the fix, with other parts and plants; each was
refused before it.
"""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question, card",
    [
        ("my cat licked and chewed a garlic clove that rolled off the worktop", "garlic"),
        ("Dog ate a peach stone off the ground right now, it's the whole pit", "peach"),
        ("cat ate a bit of a hens and chicks rosette just now - emergency?", "hens-and-chicks"),
        ("my dog swallowed a whole avocado stone", "avocado"),
        ("my dog chewed a garlic clove, is he ok", "garlic"),
    ],
)
def test_a_part_after_a_name_is_the_plants(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {c.card for c in r.citations}, (question, r.refusal)
    assert "vet" in (r.answer or ""), r.answer
