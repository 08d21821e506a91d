"""A one-word plant name typed as a name with no word for a creature beside it
(plantqa.standing). The cases were written before the fix, in words of their own: a
pet's name first in its sentence before what the pet did, or last after "for"."""

import pytest

from plantqa.engine import ask


def verdict_cards(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered, r.refusal
    return r, {v.card for v in r.verdicts}


@pytest.mark.parametrize(
    "question, card, name",
    [
        ("Holly keeps nibbling my monstera - she's a 2 year old tabby", "monstera", "Holly"),
        ("Basil won't stop licking the aloe vera, he's a pug", "aloe-vera", "Basil"),
        ("help!! Jasmine chewed my dieffenbachia", "dieffenbachia", "Jasmine"),
        ("Rose sniffed my tulips, is she in danger? she's a husky", "tulip", "Rose"),
        ("Rosemary the cat threw up after eating a dieffenbachia leaf", "dieffenbachia", "Rosemary"),
        ("Hazel and Holly both chewed the croton", "croton", "Holly"),
        ("Iris took a bite of the peace lily, he is a spaniel", "peace-lily", "Iris"),
        ("Lavender knocked over the amaryllis and chewed a leaf", "amaryllis", "Lavender"),
        # capitalised, last in its clause after "for": whom the thing is for
        ("Does anyone know if rubber plant is safe around cats? Asking for Lily", "rubber-plant", "Lily"),
        ("is the jade plant toxic to cats? asking for Jasmine", "jade-plant", "Jasmine"),
        ("would a spider plant be a problem for Daisy? she's a cat", "spider-plant", "Daisy"),
    ],
)
def test_a_plant_word_acting_on_another_plant_or_last_after_for_is_a_name(bundled_index, question, card, name):
    r, cards = verdict_cards(bundled_index, question)
    assert cards == {card}, (r.answer, cards)
    assert any(name in n for n in r.notes), r.notes


@pytest.mark.parametrize(
    "question, cards",
    [
        # asked about itself, listed with another plant, or turned to: each stays a plant
        ("Is Basil safe for my cat? I also grow mint", {"basil"}),
        ("Holly, Ivy and poinsettia at christmas, which are toxic to my cat", {"holly", "poinsettia"}),
        ("is pothos toxic to cats? what about Jasmine?", {"pothos", "jasmine"}),
        ("Jasmine or pothos for a shelf my cat can reach", {"jasmine", "pothos"}),
        ("Holly berries and mistletoe, my dog ate some", {"holly"}),
    ],
)
def test_a_plant_asked_about_or_listed_stays_a_plant(bundled_index, question, cards):
    r, got = verdict_cards(bundled_index, question)
    assert cards <= got, (r.answer, got)
