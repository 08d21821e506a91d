"""Kinds of plant named as a group (plantqa.kinds). Written before the fix, in words of my own,
for the groups class."""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question, member",
    [
        ("are spring bulbs dangerous to dogs", "grape-hyacinth"),
        ("are spring flowering bulbs toxic to cats", "grape-hyacinth"),
        ("my dog ate some spring bulbs", "grape-hyacinth"),
        ("are summer palms ok for cats on the patio", "areca-palm"),
        ("are summer herbs safe for my cat", "basil"),
    ],
)
def test_a_season_before_a_kind_leaves_the_kind(bundled_index, question, member):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and member in {v.card for v in r.verdicts}, (r.answer, r.refusal)


def test_a_season_in_a_plant_s_name_is_still_that_plant(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is autumn crocus toxic to dogs", settings)
    assert {v.card for v in r.verdicts} == {"autumn-crocus"}


def test_a_season_in_a_look_alike_s_name_names_that_plant(bundled_index):
    """ "winter fern" is poison hemlock's name, not a fern in winter."""
    settings, index = bundled_index
    r = ask(index, "are winter ferns safe for my cat", settings)
    assert {v.card for v in r.verdicts} == {"poison-hemlock"}
