"""A care question that tells of a problem asks what to do about it (plantqa/remedy.py).
Written from blind14-215 ("fungus gnats all over the soil of my fiddle leaf fig": two lines
of Fungus gnats' Overview, no remedy) and blind14-229 (thrips on a croton), with other
pests, problems and wordings."""

import pytest

from plantqa.engine import ask, lexicon
from plantqa.reading import read
from plantqa.remedy import REMEDY_HEADINGS, asks_remedy


@pytest.mark.parametrize(
    "question, card",
    [
        ("fungus gnats all over the soil of my fiddle leaf fig", "fungus-gnats"),
        ("I think I have thrips on my croton - silvery streaks on the leaves", "thrips"),
        ("spider mites on my calathea, help", "spider-mites"),
        ("mealybugs all over my hoya, what do i do", "mealybugs"),
        ("brown scale insects on the stems of my schefflera", "scale-insects"),
        ("how do i get rid of aphids on my pepper plant", "aphids"),
    ],
)
def test_a_problem_told_is_answered_with_its_card_s_remedy(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered, (question, r.refusal)
    remedy = [c for c in r.citations if c.card == card and c.section.casefold().startswith(REMEDY_HEADINGS)]
    assert remedy, (question, [(c.card, c.section) for c in r.citations])


@pytest.mark.parametrize(
    "question, asked",
    [
        ("fungus gnats all over the soil", True),
        ("aphids all over my roses what do i do", True),
        ("how do i get rid of thrips", True),
        ("pothos leaves turning yellow, what am I doing wrong?", False),
        ("why do i have aphids", False),
        ("what are fungus gnats", False),
        ("is my pothos getting enough light", False),
    ],
)
def test_what_asks_for_a_remedy(bundled_index, question, asked):
    _settings, index = bundled_index
    assert asks_remedy(read(question, lexicon(index))) is asked
