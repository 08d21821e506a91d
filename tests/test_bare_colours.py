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


def test_the_plural_name_is_still_read(bundled_index):
    settings, index = bundled_index
    assert "carnation" in {v.card for v in ask(index, "are pinks safe for cats", settings).verdicts}


def test_a_colour_glued_to_a_name_is_never_the_carnation_s(bundled_index):
    """ "pink jasmine" is Jasminum polyanthum, a colour the jasmine card lists (`colours`): never
    the carnation's "pinks", and never refused as a look-alike of the card that names it."""
    settings, index = bundled_index
    assert {v.card for v in ask(index, "is pink jasmine toxic to dogs", settings).verdicts} == {"jasmine"}


# lafuzz's class: a colour between two names typed with no comma ("roses yellow jasmine") is no
# colour of the first name's thing; the look-alike it makes with the second (Gelsemium) must
# never be answered as jasmine
@pytest.mark.parametrize(
    "question",
    [
        "is roses yellow jasmine safe for my dog?",
        "my mum's alyssum yellow jasmine: is it bad for her cat?",
        "lavender yellow jasmine and roses by the door, ok for dogs?",
        "we planted tulips pink jasmine and ferns, safe for cats?",
        "basil orange jessamine by the gate, toxic to dogs?",
    ],
)
def test_a_colour_between_two_names_leaves_the_look_alike(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert "jasmine" not in {v.card for v in r.verdicts}, (question, r.answer)
