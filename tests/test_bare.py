"""A kind's word standing bare beside a named plant, in a question about a creature, is a name
(plantqa/bare.py). Written by the lead before the rule, from the pet-names test halves' unsafe
answers (by their problem lists alone: the ivy, fern, daisy and violet groups listed beside the
plant asked about) and pets14's report, in words of our own."""

import pytest

from .test_double_names import _cards


@pytest.mark.parametrize(
    "question, card, gone",
    [
        ("ivy has been sick since chewing the snake plant", "snake-plant", "english-ivy"),
        ("my cats, ivy and fern, love the spider plant", "spider-plant", "boston-fern"),
        ("ivy (cat, 3) nibbled the jade plant", "jade-plant", "english-ivy"),
        ("we got fern from the shelter, she keeps eating my pothos", "pothos", "boston-fern"),
        ("is it ok if violet plays with the ponytail palm leaves, she's our kitten", "ponytail-palm", "african-violet"),
        ("my dog daisy! she ate a sago palm seed!!", "sago-palm", "yarrow"),
        ("we got cactus from the shelter, she keeps eating my pothos", "pothos", "christmas-cactus"),
    ],
)
def test_a_bare_kind_beside_a_named_plant_in_a_creature_question_is_a_name(bundled_index, question, card, gone):
    _, cards = _cards(bundled_index, question)
    assert card in cards and gone not in cards, (question, cards)


@pytest.mark.parametrize(
    "question, member",
    [
        ("my dog ate some fern and a bit of the spider plant", "boston-fern"),
        ("my puppy ate any fern he could find, and the pothos", "boston-fern"),
        ("my kitten chewed the ivy leaves near the snake plant", "english-ivy"),
        ("are ferns safe next to a monstera for my cat", "boston-fern"),
        ("is dog daisy toxic to dogs", "yarrow"),
        ("my kitten chewed the cactus and the pothos", "christmas-cactus"),
    ],
)
def test_a_kind_eaten_listed_plural_or_before_its_part_stays_the_kind(bundled_index, question, member):
    _, cards = _cards(bundled_index, question)
    assert member in cards, (question, cards)


@pytest.mark.parametrize(
    "question, card",
    [
        ("Herb window box has sweet basil, chamomile and yarrow in it. Which are ok for the dog?", "yarrow"),
        ("Herb window box has basil and yarrow, which are ok for the dog?", "basil"),
        ("Cactus window box has an aloe in it, ok for my cat?", "aloe-vera"),
        ("Fern window box has a boston fern, is it ok for the dog", "boston-fern"),
        ("Orchid window box with a moth orchid, safe for cats?", "moth-orchid"),
        ("Herb kitchen box has basil and rosemary, ok for the cat?", "rosemary"),
    ],
)
def test_a_kind_before_a_place_is_where_it_grows_not_a_name(bundled_index, question, card):
    """blind38-125: "Herb" read as a person's name made "window" its verb, so "box" stood alone
    as boxwood; a kind before a room or place says where plants grow ("herb window box")."""
    _, cards = _cards(bundled_index, question)
    assert card in cards and "boxwood" not in cards, (question, cards)
