"""What something smells or tastes like names no plant asked about, as what it looks like does.

blind22-051 ("Is a banana shrub okay near my cat? The flowers smell like bananas lol") gave
the banana's finding; "my cat ate a leaf that smelled like basil" answered that basil is
non-toxic, for a leaf that is not known to be basil. Written before the fix, with other
plants and wordings; all but the mint one (no card) gave the likened plant's finding before it.
"""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question, likened",
    [
        ("Is a banana shrub okay near my cat? The flowers smell like bananas lol", "banana"),
        ("my dog chewed a shrub that smells like lemons, is it toxic", "lemon"),
        ("my cat ate a leaf that smelled like basil, is she ok", "basil"),
        ("my puppy ate a weed that tasted like mint, she spat it out. dangerous?", "mint"),
        ("a plant that smells like rosemary is growing by the gate, is it safe for my dog", "rosemary"),
    ],
)
def test_what_it_smells_like_gets_no_finding(bundled_index, question, likened):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert likened not in {v.card for v in r.verdicts}, (question, r.verdicts)


def test_a_plant_named_beside_its_smell_keeps_its_finding(bundled_index):
    settings, index = bundled_index
    r = ask(index, "my dog ate some lavender, it smells like lavender on his breath", settings)
    assert "lavender" in {v.card for v in r.verdicts}, r.verdicts
