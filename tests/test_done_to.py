"""A care question that opens with what is done to a plant ("overwintering geraniums in the
garage, how") reads the plant, not a plant called "overwintering geraniums"
(plantqa/done_to.py). Written before the fix, from blind9-223, with other plants and other
verbs; the controls keep a glued word that stands in a name, a word of flowering, and every
glued word of a safety question."""

import pytest

from plantqa.engine import ask, lexicon
from plantqa.reading import read


@pytest.mark.parametrize(
    "question, card",
    [
        ("pruning geraniums before winter", "geranium"),
        ("repotting geraniums in spring", "geranium"),
        ("storing dahlia tubers in the garage over winter", "dahlia"),
        ("tips for overwintering hibiscus inside", "hibiscus"),
        ("pruning roses in spring", "rose"),
        ("overwintering geraniums in a cold porch, how", "geranium"),
    ],
)
def test_an_ing_verb_before_a_name_says_what_is_done_to_it(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and not r.verdicts, (question, r.refusal)
    assert r.citations[0].card == card, r.answer


@pytest.mark.parametrize(
    "question, whole",
    [
        ("how do i care for a trailing geranium", "trailing geranium"),  # "trailing" stands in names
        ("flowering cherry care in spring", "flowering cherry"),  # a word of flowering
        ("is overwintering geraniums indoors safe for my cat", "overwintering geranium"),  # a safety question
    ],
)
def test_a_name_s_word_flowering_or_a_safety_question_keeps_the_compound(bundled_index, question, whole):
    _, index = bundled_index
    reading = read(question, lexicon(index))
    assert [m.whole for m in reading.refused_names] == [whole], reading.plants
