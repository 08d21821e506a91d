"""A name after "is" or "isn't" says what the plant before it is, and asks nothing of its own.

blind21-049 ("peace lily isn't a real lily right? so is it fine for my dog") gave the true
lily's finding beside the peace lily's. Written before the fix, with other plants and
wordings; the first two gave the second plant's finding before it, the rest already did not.
"""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question, card, said",
    [
        ("peace lily isn't a real lily right? so is it fine for my dog", "peace-lily", "lily"),
        ("calla lilies aren't true lilies, so are they safe for cats?", "calla-lily", "lily"),
        ("my peace lily is not a true lily, so it's ok for my cat, right?", "peace-lily", "lily"),
        ("the daylily is actually not a lily, is it safe for cats?", "daylily", "lily"),
        ("a canna lily is not a real lily, is it ok with my dog", "canna-lily", "lily"),
    ],
)
def test_what_a_plant_is_said_to_be_gets_no_finding(bundled_index, question, card, said):
    settings, index = bundled_index
    r = ask(index, question, settings)
    cards = {v.card for v in r.verdicts}
    assert card in cards and said not in cards, (question, r.verdicts, r.refusal)


def test_two_plants_compared_keep_both_findings(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is a peace lily as bad as a real lily for cats", settings)
    assert {"peace-lily", "lily"} <= {v.card for v in r.verdicts}, r.verdicts
