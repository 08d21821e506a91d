"""A colour typed alone that names a plant only by folding (colours.bare_colours): "pink" of
the carnation card's "pinks" describes the plant asked about. Written before the fix."""

import pytest

from plantqa.engine import ask


# blind23-105's class: a colour typed alone that names a plant only by folding ("pink" of
# the carnation's "pinks") describes the plant asked about: no second plant's verdict
@pytest.mark.parametrize(
    "question, cards",
    [
        ("is fitonia safe for my cat, the pink veined one", {"nerve-plant"}),
        ("is nerve plant ok for dogs, the pink one", {"nerve-plant"}),
        ("my calathea with the pink stripes, is it safe for my cat", {"calathea", "miniature-maranta", "rattlesnake-plant"}),
        ("is the polka dot plant safe for cats? mine is the pink kind", {"polka-dot-plant"}),
        ("my aglaonema has pink edges, is it toxic to dogs", {"chinese-evergreen"}),
    ],
)
def test_a_colour_alone_describes_the_plant_asked_about(bundled_index, question, cards):
    settings, index = bundled_index
    assert {v.card for v in ask(index, question, settings).verdicts} == cards, question


@pytest.mark.parametrize("question", ["is pink jasmine toxic to dogs", "are pinks safe for cats"])
def test_a_colour_glued_to_a_name_or_the_plural_name_is_still_read(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert "carnation" in {v.card for v in r.verdicts} or (r.refusal is not None and r.refusal.reason == "unknown_plant"), r
