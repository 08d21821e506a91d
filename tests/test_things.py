"""plantqa.things.titled_names: a capitalised name holding one plant-domain word (a place, a
firm or a title) is set aside; the rule is tested on the words alone, with no index."""

import pytest

from plantqa.lexing import lex
from plantqa.names import Match
from plantqa.things import titled_names


def no_topic(_t: str) -> bool:
    return False


def aside(text: str, matches: tuple[Match, ...] = ()) -> list[str]:
    ws = lex(text)
    return [ws[i].raw for i in sorted(titled_names(ws, matches, no_topic))]


@pytest.mark.parametrize(
    "text, names",
    [
        ("what time does the Olive Garden near me close", ["Olive", "Garden"]),
        ("tickets for Madison Square Garden next week", ["Madison", "Square", "Garden"]),
        ("when is the Chelsea Flower Show", ["Chelsea", "Flower", "Show"]),
    ],
)
def test_a_capitalised_run_with_one_domain_word_is_a_name(text, names):
    assert aside(text) == names


@pytest.mark.parametrize(
    "text",
    [
        "how do I start a Herb Garden",  # two plant words: a kind of garden
        "Is My Garden Safe For Dogs",  # framing inside the run
        "what grows in my Garden",  # one capitalised word is no name
        "a Very Long Capitalised Garden Name Here",  # five words or more: no name
    ],
)
def test_a_run_that_is_no_name_is_kept(text):
    assert aside(text) == []


def test_a_run_holding_a_plant_s_name_is_kept():
    ws = lex("water the Rose Garden")
    rose = Match(start=2, end=3, name="rose", cards=("rose",))
    assert titled_names(ws, (rose,), no_topic) == set()
