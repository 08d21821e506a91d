"""A care question searched in its plant card's own words (plantqa/own_words.py): the card's
name for an alias, the card's word for a plant's young. Written before the fix, from care-047
("how do i pot up the babies from my pilea peperomioides", refused as low_score: the card says
"Chinese money plant" and "offsets"), with other plants, aliases and wordings."""

import pytest

from plantqa.engine import ask, lexicon
from plantqa.own_words import in_own_words
from plantqa.reading import read
from plantqa.retrieve import expand


def _cards(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and not r.verdicts, (question, r.refusal)
    return r, [c.card for c in r.citations]


@pytest.mark.parametrize(
    "question, card, section",
    [
        ("how often do I water a pancake plant", "chinese-money-plant", "Water"),
        ("how much light does a ufo plant need", "chinese-money-plant", "Light"),
        ("how do I propagate my crassula ovata", "jade-plant", "Propagation"),
        ("how often should I water my phalaenopsis", "moth-orchid", "Water"),
        ("how much light does a ficus lyrata need", "fiddle-leaf-fig", "Light"),
        ("when should I repot my spathiphyllum", "peace-lily", "Soil and potting"),
        ("how do i pot up the offsets from my pilea peperomioides", "chinese-money-plant", "Propagation"),
    ],
)
def test_an_alias_is_searched_by_the_cards_own_name(bundled_index, question, card, section):
    r, cards = _cards(bundled_index, question)
    assert cards[0] == card and r.citations[0].section == section, (question, cards)


@pytest.mark.parametrize(
    "question, card, word",
    [
        ("my ufo plant has lots of babies, what do I do with them", "chinese-money-plant", "offset"),
        ("what do I do with the babies on my aloe", "aloe-vera", "pup"),
        ("when can I cut the babies off my spider plant", "spider-plant", "plantlet"),
        ("my hens and chicks has babies all round it, can I move them", "hens-and-chicks", "offset"),
        ("my echeveria has babies, how do I grow them on", "echeveria", "offset"),
    ],
)
def test_a_plants_young_is_read_in_its_cards_word(bundled_index, question, card, word):
    from plantqa.text import tokenize

    r, cards = _cards(bundled_index, question)
    assert cards[0] == card and word in tokenize(r.answer or ""), (question, r.answer)


def test_the_terms_in_the_cards_own_words(bundled_index):
    _, index = bundled_index
    reading = read("how do i pot up the babies from my pilea peperomioides", lexicon(index))
    terms = in_own_words(index, reading, expand(reading))
    assert {"pilea", "chinese", "money", "offset"} <= set(terms), terms


@pytest.mark.parametrize(
    "question",
    ["how often should I water my chinese money plant", "how much light does a dracaena need"],
)
def test_a_cards_own_name_or_a_shared_one_stays_as_typed(bundled_index, question):
    _, index = bundled_index
    reading = read(question, lexicon(index))
    assert in_own_words(index, reading, expand(reading)) == expand(reading)
