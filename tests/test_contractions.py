"""A name's 's before what is said of it is "is", not a possessive ("geranium's toxic to cats?").

blind21-119 was refused as a question about an animal: "geranium's" was read as a person's
name owning what came next. Written before the fix, with other plants and wordings; each
was refused before it.
"""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question, card, animal, toxic",
    [
        ("geranium's toxic to cats?", "geranium", "cat", True),
        ("my aloe's safe for the dog right?", "aloe-vera", "dog", True),
        ("the peace lily's poisonous to cats isn't it", "peace-lily", "cat", True),
        ("pothos's not safe for kittens?", "pothos", "cat", True),
        ("is it true the jade plant's really toxic to dogs", "jade-plant", "dog", True),
        ("a friend says the spider plant's fine for cats, true?", "spider-plant", "cat", False),
    ],
)
def test_a_names_s_before_a_word_of_harm_is_is(bundled_index, question, card, animal, toxic):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered, (question, r.refusal)
    assert (card, animal, toxic) in {(v.card, v.animal, v.toxic) for v in r.verdicts}, r.verdicts


def test_a_possessive_before_a_noun_stays_one(bundled_index):
    settings, index = bundled_index
    r = ask(index, "my mum's dog chewed her peace lily", settings)
    assert {v.card for v in r.verdicts} == {"peace-lily"}, r.verdicts
