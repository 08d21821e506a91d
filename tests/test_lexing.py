"""A question's words as typed (plantqa.lexing). Written before the fix, for blind5-203's class:
a question typed in capitals carries no capitals the reader may read as names."""

import pytest

from plantqa.engine import ask
from plantqa.lexing import lex


def test_a_shouted_question_reads_as_sentence_case():
    ws = lex("MY CAT LILY ATE SOME POTHOS. HELP")
    assert [w.upper for w in ws] == [True, False, False, False, False, False, True]
    assert not any(w.cap for w in ws)
    assert lex("my cat Lily ate some pothos")[2].cap  # a name typed so is still one


@pytest.mark.parametrize(
    "question, card, animal",
    [
        ("MY CAT LILY ATE SOME POTHOS", "pothos", "cat"),
        ("MY PUPPY ATE TULIP BULBS FROM THE GARDEN", "tulip", "dog"),
        ("OUR DOG ATE ONION SKINS FROM THE BIN", "onion", "dog"),
        ("MY CAT NIBBLED DAFFODIL PETALS ON THE TABLE", "daffodil", "cat"),
        ("MY CAT IVY KEEPS CHEWING THE SPIDER PLANT", "spider-plant", "cat"),
        # controls that read right before: a name first in its sentence, and two-word names
        ("DAISY, MY LAB, CHEWED AN AMARYLLIS BULB", "amaryllis", "dog"),
        ("MY KITTEN CHEWED THE JADE PLANT WHAT DO I DO", "jade-plant", "cat"),
    ],
)
def test_a_shouted_question_names_the_plant_it_asks_about(bundled_index, question, card, animal):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and (card, animal) in {(v.card, v.animal) for v in r.verdicts}, (r.answer, r.refusal)
    assert {v.card for v in r.verdicts} == {card}


@pytest.mark.parametrize(
    "question, card",
    [
        # a plant said safe or not, for no one named, asks its finding (variants of my own):
        # these had answered with a care line ("is lavender safe?" -> watering lavender)
        ("is lavender safe?", "lavender"),
        ("is a snake plant harmless", "snake-plant"),
        ("are orchids really safe or is that a myth", "brazilian-orchid"),
        ("are orchids safe", "brazilian-orchid"),
        ("is a peace lily actually dangerous? my friend says so", "peace-lily"),
    ],
)
def test_a_plant_said_safe_for_no_one_named_gets_its_findings(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, (r.answer, r.refusal)


@pytest.mark.parametrize("question", ["is pothos safe to prune in summer", "is it safe to repot pothos in winter"])
def test_safe_to_do_something_to_a_plant_is_no_safety_question(bundled_index, question):
    settings, index = bundled_index
    assert ask(index, question, settings).verdicts == []


@pytest.mark.parametrize(
    "question, plant",
    [
        ("the pothos's leaves got chewed by my cat", "pothos"),
        ("the hibiscus's flowers got chewed by my dog", "hibiscus"),
        ("my iris's leaves were eaten by the cat", "iris"),
        ("is the pothos's sap bad for cats", "pothos"),
    ],
)
def test_a_plant_s_possessive_after_a_final_s_names_the_plant(bundled_index, question, plant):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert all("read '" not in n for n in r.notes)  # no typo mended: "hibiscuss"
    assert r.answered and r.citations[0].card == plant, (question, r.refusal)


@pytest.mark.parametrize(
    "question, animal, toxic",
    [
        ("Maple and Hops are my two new kittens. Is a ponytail palm a good idea in the living room?", "cat", False),
        ("we have a puppy, is a monstera a good choice", "dog", True),
        ("is a spider plant a safe bet with two cats", "cat", False),
        ("my dog chews everything, is a sago palm a bad idea", "dog", True),
        ("two cats here - would a peace lily be a terrible choice in the bedroom?", "cat", True),
    ],
)
def test_a_noun_phrase_said_of_a_plant_beside_a_pet_asks_whether_it_is_safe(bundled_index, question, animal, toxic):
    """blind14-023: "is a ponytail palm a good idea in the living room" beside two kittens was
    a care question ("living" is a heading's word) refused as not covered. A noun said of the
    named plant with the words before it ("a good idea", "a safe bet") is what the plant is
    for the pet, as "a problem" already was (lexing.plant_is_a)."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and any(v.animal == animal and v.toxic is toxic for v in r.verdicts), (question, r.refusal)


@pytest.mark.parametrize(
    "text, gaps",
    [
        ("the jade plant - Lily is a dog", ["", "", "", "\u2013", "", "", ""]),
        ("aloe-vera", ["", "-"]),
        ("moss rose -its not a rose", ["", "", "\u2013", "", "", ""]),
        ("pothos – ok?", ["", "\u2013"]),
    ],
)
def test_a_spaced_dash_parts_clauses_and_a_hyphen_joins_a_name(text, gaps):
    """'jade plant - Lily' was read as one name 'jade plant lily'; 'aloe-vera' stays one name."""
    assert [w.gap for w in lex(text)] == gaps
