"""Verbs that tell of no eating and no care (plantqa.appetite). A pet off its food: eating
said not to happen names nothing eaten.

"Basil, our cat, has stopped eating his biscuits" (blind34-249) was refused as "plantqa has no
card for 'biscuits'", and "my old dog has stopped eating his treats" was answered from the
calcium oxalate card. The variants below were written before the fix; four of the six failed."""

import pytest

from plantqa.appetite import denied
from plantqa.engine import ask
from plantqa.lexing import lex


@pytest.mark.parametrize(
    "question",
    [
        "my dog Rosie won't eat her dinner, should I worry?",
        "my puppy isn't eating his breakfast",
        "my old dog has stopped eating his treats",
        "Pepper hasn't touched her dinner and she's a cat",
        "my beagle refuses to eat his breakfast, is he ill?",
        "our tabby has really not eaten her biscuits for two days",
    ],
)
def test_a_pet_off_its_food_is_a_question_about_the_animal(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_about_plants", r.refusal
    assert "no card" not in r.refusal.message


@pytest.mark.parametrize(
    "question, cards",
    [
        ("my dog won't stop eating grass", {"golden-bamboo", "pampas-grass"}),
        ("my cat can't stop chewing the spider plant", {"spider-plant"}),
        ("my cat hasn't eaten since she chewed the pothos", {"pothos"}),
    ],
)
def test_eating_told_beside_a_denial_keeps_the_plant(bundled_index, question, cards):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and cards <= {v.card for v in r.verdicts}


@pytest.mark.parametrize(
    "text, verb, expected",
    [
        ("she isn't eating", 2, True),
        ("he has stopped eating", 3, True),
        ("she refuses to eat", 3, True),
        ("he won't stop eating", 3, False),  # a denied stop: he eats
        ("he would not refuse to eat", 5, False),
        ("make him stop eating", 3, False),  # a wish, not a fact
        ("not now. eating", 2, False),  # a sentence between
        ("my cat ate it", 2, False),
    ],
)
def test_denied(text, verb, expected):
    ws = lex(text)
    assert ws[verb].word in ("eat", "ate"), ws[verb]
    assert denied(ws, verb) is expected


@pytest.mark.parametrize(
    "question, card",
    [
        ("Orchids and cats - I've read mixed things. What's the general picture?", "moth-orchid"),
        ("Spider plants and cats. I've seen mixed opinions.", "spider-plant"),
        ("Peace lilies and cats. I've heard mixed reports.", "peace-lily"),
        ("Monstera with a kitten: I keep getting mixed answers", "monstera"),
        ("Jade plants and dogs. Mixed reviews online.", "jade-plant"),
    ],
)
def test_an_ed_word_said_of_a_thing_is_no_care_topic(bundled_index, question, card):
    """blind37-165: "mixed" before "things" folded to "mix", a care topic (potting mix), so a
    plant beside a pet asked nothing of safety; the peace lily got its Repotting line. Four of
    these failed before appetite.said_of_things."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, (r.refusal, r.answer)
