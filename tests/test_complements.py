"""What a plant is kept or made ("make my coleus bushier", "keep a calathea happy"):
the word after the name is the verb's complement (plantqa.lexing.complement), no word
glued to the name and no person's surname. The cases were written before the fix, in
words of their own, for the class a care question of our own showed failing."""

import pytest

from plantqa.engine import ask


def _ask(bundled_index, question):
    settings, index = bundled_index
    return ask(index, question, settings)


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("how do I make my leggy coleus bushier", "coleus"),
        ("keeping a bird of paradise alive through the winter", "bird-of-paradise"),
        ("how can I get my pothos fuller", "pothos"),
        ("how to keep a calathea happy", "calathea"),
        ("what keeps a boston fern green in winter", "boston-fern"),
        ("can I make my monstera bigger", "monstera"),
        ("how do I keep my fiddle leaf fig healthy", "fiddle-leaf-fig"),
        ("how do i keep my peace lily alive", "peace-lily"),
        # blind24-227's class: the clause goes on with where or when after the complement
        ("How do I keep a potted rosemary alive indoors over the winter?", "rosemary"),
        ("keeping a potted lavender alive indoors in winter", "lavender"),
        ("how do I keep my jade plant warm overnight", "jade-plant"),
        ("how do I keep a calathea happy indoors", "calathea"),
        ("how can I keep the lavender alive outdoors in winter", "lavender"),
    ],
)
def test_what_a_plant_is_kept_or_made_leaves_the_plant_named(bundled_index, question, card):
    r = _ask(bundled_index, question)
    assert r.answered, r.refusal
    assert r.citations[0].card == card, [c.card for c in r.citations]


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("how do I make my leggy coleus bushier", "bushy"),  # the card's word for it
        ("keeping a bird of paradise alive through the winter", "winter"),
        ("how to keep a calathea happy", "water"),  # no topic asked: light and water, where care starts
        ("how do I care for a calathea", "water"),
        ("snake plant care", "light"),
    ],
)
def test_the_answer_is_on_what_is_asked_or_on_the_core_of_care(bundled_index, question, said):
    r = _ask(bundled_index, question)
    assert r.answered and said in r.answer.lower(), (r.answer, r.refusal)


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("how do I get lime scale out of my kettle", "not_about_plants"),  # a noun after the name: lime scale
        ("how do I make lavender oil", "not_about_plants"),  # a preparation stays one
    ],
)
def test_a_noun_after_the_name_is_no_complement(bundled_index, question, reason):
    r = _ask(bundled_index, question)
    assert not r.answered and r.refusal.reason == reason, r.refusal


# carefuzz's class (seed 7): what the plant is to become after "to" and a verb of becoming
# ("get my monstera to grow bushier") is the complement too, no subject the cards must hold
@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("how do I get my monstera to grow bushier", "monstera"),
        ("how do I get my pothos to grow fuller", "pothos"),
        ("how can I help my basil to get bushier", "basil"),
        ("how do I get my boston fern to grow bushier", "boston-fern"),
        ("how do I get my aluminum plant to grow bushier", "aluminum-plant"),
    ],
)
def test_what_a_plant_is_to_become_after_to_is_its_complement(bundled_index, question, card):
    r = _ask(bundled_index, question)
    assert r.answered and r.citations[0].card == card, (question, r.refusal)


@pytest.mark.parametrize("question", ["how do I keep my monstera", "get my pothos to", "help my basil to grow"])
def test_a_name_or_a_verb_of_becoming_last_reads_without_error(bundled_index, question):
    r = _ask(bundled_index, question)
    assert r.answered or r.refusal is not None
