"""A care question naming no plant that describes a pest or a symptom is answered from the
topic card on it, and the answer says what it is: the card's own opening line on it
(plantqa/care.py what_it_is). Written before the fix, from blind9-217 ("white fluffy cotton
stuff on the stems of my plant, what is it": Mealybugs' Signs quoted, the word mealybugs
never said), with other pests, other signs and other wordings."""

import pytest

from plantqa.engine import ask
from plantqa.text import tokenize


def _answer(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and not r.verdicts, (question, r.refusal)
    return r


@pytest.mark.parametrize(
    "question, card, word",
    [
        ("white fluffy clumps in the leaf joints of my plants, what is it", "mealybugs", "mealybug"),
        ("there are oval bugs dusted with white powder on my plant, what are they", "mealybugs", "mealybug"),
        ("what is the white cotton like fluff in the leaf joints", "mealybugs", "mealybug"),
        ("fine silky webbing between the leaves and stems, what could it be", "spider-mites", "mite"),
        ("fine webbing under the leaves and tiny dots, what is it", "spider-mites", "mite"),
        ("my leaves have curled puckered new growth and clusters of small insects, what are they", "aphids", "aphid"),
        ("stems turning black and mushy at the soil line, what does that mean", "overwatering-and-root-rot", "overwater"),
    ],
)
def test_a_described_pest_or_sign_is_named_by_its_card(bundled_index, question, card, word):
    r = _answer(bundled_index, question)
    assert r.citations[0].card == card, r.answer
    assert word in tokenize(r.answer.split("\n")[0]), r.answer  # the opening line names it
    assert len(r.answer.split("\n")) <= 3  # within the answer's sentences, not beside them


@pytest.mark.parametrize(
    "question, opening",
    [
        ("how do i get rid of mealybugs on my succulents", "Mealybugs are small"),  # the question names it
        ("tiny green bugs clustered on the new shoots, what are they", "Aphids are small"),  # a quote names them
        ("how to raise humidity for tropical plants in a dry flat", "Humidity is the amount"),
    ],
)
def test_an_answer_that_already_names_it_gets_no_opening_line(bundled_index, question, opening):
    r = _answer(bundled_index, question)
    assert not any(line.startswith(opening) for line in r.answer.split("\n")), r.answer


def test_a_named_plant_s_answer_is_left_to_both_sides(bundled_index):
    """With a plant named, plantqa/both_sides.py adds the thing's name from the plant's card."""
    r = _answer(bundled_index, "white fluffy stuff on the stems of my spider plant")
    assert not r.answer.startswith("Mealybugs are small")
