"""A one-word plant name typed as a name with no word for a creature beside it
(plantqa.standing). The cases were written before the fix, in words of their own: a
pet's name first in its sentence before what the pet did, or last after "for"."""

import pytest

from plantqa.engine import ask, lexicon
from plantqa.reading import read


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


@pytest.mark.parametrize(
    "question, card, name",
    [
        # typed in lower case, first in its sentence, then a verb of eating on another plant:
        # a plant does not chew, so the word is the one chewing
        ("fern keeps chewing on my rubber plant, she's a tabby", "rubber-plant", "fern"),
        ("ivy keeps nibbling the monstera, he's a beagle", "monstera", "ivy"),
        ("violet has been eating my pothos, she's a kitten", "pothos", "violet"),
        ("peach licked the aloe vera, he's a pug", "aloe-vera", "peach"),
        ("iris chewed the jade plant leaves, she's a siamese", "jade-plant", "iris"),
        ("rose keeps chewing the spider plant - she's a husky", "spider-plant", "rose"),
        ("cactus got into the peace lily, our spaniel", "peace-lily", "cactus"),
        ("daisy loves chewing my parlor palm, is that bad", "parlor-palm", "daisy"),
        ("my vet is away. lily just ate a bit of the snake plant", "snake-plant", "lily"),
        # after "for", "to" or "around", then what it is: ", our jack russell", "? she's a pug"
        ("is snake plant ok for ivy, our jack russell", "snake-plant", "ivy"),
        ("is snake plant ok for ivy? our jack russell", "snake-plant", "ivy"),
        ("is a spider plant safe for daisy, my beagle", "spider-plant", "daisy"),
        ("is pothos toxic for fern, our cat", "pothos", "fern"),
        ("is monstera safe for lily, our tabby", "monstera", "lily"),
        ("would a jade plant hurt violet, our kitten", "jade-plant", "violet"),
        ("is the parlor palm safe around primrose, our persian", "parlor-palm", "primrose"),
        ("is a parlor palm ok for peach? she's a pug", "parlor-palm", "peach"),
        ("is the money tree safe for Peach? she's a pug", "money-tree", "Peach"),
        ("is snake plant ok for rose, she's a husky", "snake-plant", "rose"),
        ("is aloe vera toxic to iris (my cat)", "aloe-vera", "iris"),
        ("Is Snake Plant Ok For Ivy, Our Jack Russell", "snake-plant", "Ivy"),
        ("will snake plant hurt ivy the jack russell", "snake-plant", "ivy"),
        ("can ivy have some snake plant? she's a jack russell", "snake-plant", "ivy"),
        # anywhere a plant word does a verb of eating, or is who ate ("chewed by fern")
        ("is it bad that violet ate a bit of my pothos? she's a kitten", "pothos", "violet"),
        ("we think cactus chewed the jade plant, he is a beagle", "jade-plant", "cactus"),
        ("ok so rose got into the spider plant", "spider-plant", "rose"),
        ("i caught ivy chewing the jade plant, she's a cat", "jade-plant", "ivy"),
        ("should i worry, daisy ate some snake plant", "snake-plant", "daisy"),
        ("is rubber plant toxic? fern keeps chewing it, she's a tabby", "rubber-plant", "fern"),
        ("the rubber plant keeps getting chewed by fern", "rubber-plant", "fern"),
        ("iris and fern keep chewing my spider plant, they're kittens", "spider-plant", "fern"),
        # set off by commas after what she is; said to be a creature; said again
        ("our cat, fern, keeps chewing the rubber plant", "rubber-plant", "fern"),
        ("my tabby, fern, keeps chewing the rubber plant", "rubber-plant", "fern"),
        ("fern is our cat and she keeps chewing the rubber plant", "rubber-plant", "fern"),
        ("lily is a tabby and she licked the aloe vera", "aloe-vera", "lily"),
        ("the snake plant got chewed last night (ivy is my kitten), is it toxic", "snake-plant", "ivy"),
        ("my cat Ivy loves the snake plant. is it ok if ivy chews it", "snake-plant", "ivy"),
        ("my dog Daisy keeps eating the jade plant, daisy is ok so far but should i worry", "jade-plant", "daisy"),
        # what it is told beside it: in brackets, after "my"/"our", or before it after "for my"
        ("fern (tabby) chewed the rubber plant, is it toxic", "rubber-plant", "fern"),
        ("is snake plant ok if ivy our jack russell chews it", "snake-plant", "ivy"),
        ("is a snake plant ok for my jack russell ivy", "snake-plant", "ivy"),
        ("is areca palm ok for peach our pug", "areca-palm", "peach"),
        # last after a word of safety or harm: a plant is never asked safe for another plant
        ("is oleander safe for ivy", "oleander", "ivy"),
        ("is english ivy ok for daisy", "english-ivy", "daisy"),
        ("is the ponytail palm safe for violet?", "ponytail-palm", "violet"),
        ("does daffodil hurt iris", "daffodil", "iris"),
        ("is pothos safe for Jasmine", "pothos", "Jasmine"),
        # first in its sentence doing what a plant does not, where "she's a kitten" says who
        ("violet keeps batting at the azalea, she's a kitten", "azalea", "violet"),
        # "asking for" someone; a creature told beside a name outweighs a list
        ("does an areca palm hurt cats? asking for peach", "areca-palm", "peach"),
        ("is a jade plant bad for dogs? asking for daisy", "jade-plant", "daisy"),
        ("the monstera and fern the cat, is it safe for her", "monstera", "fern"),
    ],
)
def test_a_plant_word_in_lower_case_standing_as_a_name_is_set_aside(bundled_index, question, card, name):
    r, cards = verdict_cards(bundled_index, question)
    assert cards == {card}, (r.answer, cards)
    assert any(name in n for n in r.notes), r.notes


@pytest.mark.parametrize(
    "question, word",
    [
        # a plant truly asked about, in lower case, keeps its place
        ("is ivy ok for my cat", "ivy"),
        ("my cat ate some fern", "fern"),
        ("fern was chewed by my cat, and the pothos too", "fern"),
        ("ivy chewed up by the dog next to the pothos, is it bad", "ivy"),
        ("fern keeps dying beside my pothos, is it toxic to cats", "fern"),
        ("is neem oil safe for ivy, my favourite plant", "ivy"),
        ("is pothos ok for ivy, my favourite", "ivy"),
        ("fern, pothos and ivy: my cat chewed all three", "fern"),
        ("daisy and lily are blooming by my pothos, are they safe for cats", "daisy"),
        ("my dog ate fern then chewed the pothos", "fern"),
        ("the cat ate some ivy then chewed the pothos", "ivy"),
        ("ivy is a climber, will it smother my pothos? my cat chews both", "ivy"),
        ("my cat Ivy chewed some ivy and the pothos", "ivy"),
        ("ivy has been eaten by my cat, and the pothos", "ivy"),
        ("is neem oil safe for ivy", "ivy"),
        ("fern (boston) or pothos for my cat", "fern"),
        ("ivy keeps climbing over the pothos, is it toxic to dogs", "ivy"),
    ],
)
def test_a_plant_in_lower_case_asked_about_stays_a_plant(bundled_index, question, word):
    _, index = bundled_index
    reading = read(question, lexicon(index))
    assert word not in reading.set_aside, reading.set_aside
    assert word in reading.words, reading.words


@pytest.mark.parametrize(
    "question, card, name",
    [
        ("Rosemary the rescue lurcher ate half a daffodil bulb", "daffodil", "rosemary"),
        ("Basil the old tomcat chewed my spider plant", "spider-plant", "basil"),
        ("Jasmine the rescue whippet chewed the dieffenbachia", "dieffenbachia", "jasmine"),
        ("Rose the deaf old collie ate a daffodil", "daffodil", "rose"),
        ("Tulip the rescue greyhound chewed my aloe vera", "aloe-vera", "tulip"),
        ("Dahlia the ginger tom nibbled the jade plant", "jade-plant", "dahlia"),
    ],
)
def test_a_name_then_the_words_of_what_it_is_then_a_verb_is_a_creature(bundled_index, question, card, name):
    """ "Rosemary the cat ..." was read; with words between ("the rescue lurcher") each gave the
    name's own plant a verdict too. A plant never acts (standing._the_creature)."""
    _, cards = verdict_cards(bundled_index, question)
    assert cards == {card}, cards


@pytest.mark.parametrize(
    "question, card, name",
    [
        ("Is Lily ok? She's a cat and she chewed a tulip", "tulip", "lily"),
        ("Will Daisy be alright? She's our beagle and she ate a tulip bulb", "tulip", "blue-daisy"),
        ("Should I worry about Holly? He's a cat, he licked the peace lily", "peace-lily", "holly"),
        ("Is Rose alright? She's a cat and she nibbled the spider plant", "spider-plant", "rose"),
        ("Is Lily ok? she chewed a tulip", "tulip", "lily"),
    ],
)
def test_a_name_asked_after_and_then_called_she_or_he_is_a_pet(bundled_index, question, card, name):
    """A plant is "it": "Is Lily ok? She chewed a tulip" asks after a cat (standing._asked_after).
    Each gave the name's plant or kind a verdict before."""
    _, cards = verdict_cards(bundled_index, question)
    assert cards == {card}, cards


@pytest.mark.parametrize(
    "question, card",
    [
        ("Is Holly ok? It looks droopy and my cat chewed the pothos", "holly"),
        ("Is Lily ok for cats? She chews everything", "peace-lily"),
    ],
)
def test_a_plant_asked_after_as_it_or_for_a_pet_stays_the_plant(bundled_index, question, card):
    _, cards = verdict_cards(bundled_index, question)
    assert card in cards, cards
