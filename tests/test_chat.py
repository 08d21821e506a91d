"""Chat spellings of everyday words (plantqa.typed): read as the words they stand for, so that
before a name they glue no other plant to it and "ate smth" tells of something unnamed eaten.
Set 33's text-speak showed the class (blind33-173: "my cat ate sm succulent leaves idk which
kind" was refused as a plant called 'sm succulent'); the variants were written before the fix."""

import pytest

from plantqa.engine import ask
from plantqa.typed import spelled_out


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("my cat ate sm succulent leaves idk which", "my cat ate some succulent leaves I don't know which"),
        ("Smth off the floor", "something off the floor"),
        ("is ur pothos ok w/ cats", "is your pothos ok with cats"),
        # whole words only: "small", "sums", "us", "u-bend" and "w/o" are not spellings of these
        ("small sums for us, a u-bend, w/o soil", "small sums for us, a u-bend, w/o soil"),
        # "n" and "r" only as typed in lower case: a feed "high in N" is nitrogen (blind33-221's
        # "all tall n stretchy" weighed "n" as a word no card holds and was refused)
        ("tall n stretchy, r they ok", "tall and stretchy, are they ok"),
        ("a feed high in N, or R for red", "a feed high in N, or R for red"),
    ],
)
def test_a_chat_spelling_is_read_as_its_words(text, read):
    assert spelled_out(text) == read


def _ask(bundled_index, question):
    settings, index = bundled_index
    return ask(index, question, settings)


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("my cat ate sm succulent leaves idk which kind pls help", "jade-plant"),
        ("my puppy js ate sm tulip bulbs", "tulip"),
        ("is ur pothos safe for cats", "pothos"),
        ("my dog chewed sm of the aloe abt an hour ago", "aloe-vera"),
        ("my kitten nibbled sm spider plant rn", "spider-plant"),
    ],
)
def test_a_chat_spelling_before_a_name_leaves_the_plant(bundled_index, question, card):
    r = _ask(bundled_index, question)
    assert r.answered and card in {v.card for v in r.verdicts}, (question, r.refusal)


@pytest.mark.parametrize(
    "question",
    [
        "HELPP my dog ate smth off the floor at the garden centre idk what",
        "my dog ate sth in the garden",
        "my cat chewed smthn on the balcony, dunno what it was",
    ],
)
def test_something_in_chat_spelling_is_unnamed(bundled_index, question):
    r = _ask(bundled_index, question)
    assert not r.answered and r.refusal.reason == "no_plant_named" and "call your vet" in r.refusal.message, r.refusal
