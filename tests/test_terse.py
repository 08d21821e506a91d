"""Terse queries, typed as into a search box: words side by side with no function words
between them, so that position alone says what each is. Written before the rules, for
blind31's dev half (a pet's word first, a state of a part, a part and its state spaced,
a care verb first); each case in words of its own."""

import pytest

from plantqa.engine import ask


def _answer(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered, (question, r.refusal)
    return r


# an animal's word first in a query, or after a pet's name and "the", is the pet asked for
# (compounds.pet_at), not a word of another plant's name glued to the next
@pytest.mark.parametrize(
    "question, card, animal",
    [
        ("ivy the kitten ponytail palm safe", "ponytail-palm", "cat"),
        ("rosemary the cat boston fern safe", "boston-fern", "cat"),
        ("daisy the dog aloe vera ok?", "aloe-vera", "dog"),
        ("cat boston fern safe", "boston-fern", "cat"),
        ("kitten ponytail palm safe?", "ponytail-palm", "cat"),
        ("dog tulip bulbs toxic", "tulip", "dog"),
    ],
)
def test_a_pet_s_word_first_is_the_animal_asked_for(bundled_index, question, card, animal):
    assert (card, animal) in {(v.card, v.animal) for v in _answer(bundled_index, question).verdicts}


@pytest.mark.parametrize(
    "question, card",
    [("horse chestnut safe for dogs", "buckeye"), ("dog daisy safe for cats", "yarrow"), ("dog laurel toxic?", "dog-hobble")],
)
def test_a_name_that_holds_an_animal_s_word_stays_that_plant(bundled_index, question, card):
    assert {v.card for v in _answer(bundled_index, question).verdicts} == {card}


def test_an_animal_s_word_inside_a_sentence_still_glues(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is a dog rose safe for cats", settings)
    assert not r.answered and r.refusal.reason == "unknown_plant"


# a part and its state, hyphened or spaced, and a state said of the part after the name,
# leave the plant (compounds._state_parted, _describes_part)
@pytest.mark.parametrize(
    "question, card",
    [
        ("repot root bound snake plant", "snake-plant"),
        ("my pot bound peace lily", "peace-lily"),
        ("root bound monstera what size pot", "monstera"),
        ("phalaenopsis mushy roots after repotting", "moth-orchid"),
        ("peace lily droopy flowers", "peace-lily"),
        ("monstera brown leaves help", "monstera"),
        ("pothos curled leaves", "pothos"),
    ],
)
def test_a_state_beside_a_name_leaves_the_plant(bundled_index, question, card):
    assert _answer(bundled_index, question).citations[0].card == card


def test_another_noun_before_a_part_still_makes_another_plant(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is orange jessamine leaves toxic to cats", settings)
    assert not r.answered and r.refusal.reason == "unknown_plant"


@pytest.mark.parametrize("question, card", [("overwinter geraniums indoors", "geranium"), ("pinch basil how", "basil")])
def test_a_care_verb_first_is_the_order_given(bundled_index, question, card):
    assert card in {c.card for c in _answer(bundled_index, question).citations}


@pytest.mark.parametrize(
    ("question", "card"),
    [
        # blind33-023's class (set 33's text-speak): a chat word after a name is no part of it
        ("my dog chewed the aloe ngl is that bad", "aloe-vera"),
        ("my cat ate the peace lily rn help", "peace-lily"),
        ("is the jade plant lowkey toxic to dogs", "jade-plant"),
        ("my kitten bit the spider plant lmao", "spider-plant"),
        ("my cat ate the monstera tho is she ok", "monstera"),
    ],
)
def test_a_chat_word_after_a_name_is_no_part_of_it(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, r.refusal
