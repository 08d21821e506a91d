"""A named plant's care answer from both sides (plantqa/both_sides.py): the plant's own line
and the general card on the same topic. Written before the fix, from blind5-211 / blind6-211
("how often do you water a zz plant": the ZZ plant's Water section alone), blind4-213 (a cast
iron plant in a hallway with no window: never Light levels) and blind5-227 ("brown crispy tips
on my calathea leaves": Brown leaf tips alone, with a note that the calathea card says nothing,
though it does), with other plants and wordings; the controls must stay as they were."""

import pytest

from plantqa.care import GENERAL_NOTE
from plantqa.engine import ask


def _cards(bundled_index, question, **kw):
    settings, index = bundled_index
    r = ask(index, question, settings._replace(**kw))
    assert r.answered and not r.verdicts, (question, r.refusal)
    return r, [c.card for c in r.citations]


@pytest.mark.parametrize(
    "question, plant, general",
    [
        ("how often should I water my jade plant", "jade-plant", "watering-basics"),
        ("how often do I water a peace lily", "peace-lily", "watering-basics"),
        ("how much light does a snake plant need", "snake-plant", "light-levels"),
        ("crispy brown edges on my prayer plant", "prayer-plant", "brown-leaf-tips"),
        ("when should I repot my monstera", "monstera", "repotting"),
    ],
)
def test_the_plants_own_lines_first_then_the_general_card_on_it(bundled_index, question, plant, general):
    _, cards = _cards(bundled_index, question)
    assert cards[0] == plant and general in cards, (question, cards)
    _, cards = _cards(bundled_index, question, care_sides="one")  # the losing arm: one side only
    assert general not in cards, (question, cards)


@pytest.mark.parametrize(
    "question, plant",
    [
        ("brown crispy tips on my calathea leaves", "calathea"),
    ],
)
def test_a_general_answer_adds_the_plants_own_line_and_drops_the_note_it_says_nothing(bundled_index, question, plant):
    _, index = bundled_index
    r, cards = _cards(bundled_index, question)
    assert plant in cards and any(index.cards[c].kind == "topic" for c in cards), (question, cards)
    assert not any("says nothing" in n for n in r.notes), r.notes
    one, _ = _cards(bundled_index, question, care_sides="one")
    assert one.citations != r.citations


def test_a_plant_card_without_the_topic_keeps_the_note(bundled_index):
    """The african violet's card says nothing of feeding: the general lines and the note."""
    r, cards = _cards(bundled_index, "how often should i feed my african violets")
    assert cards == ["fertilizing"]
    assert GENERAL_NOTE.format("african violet") in r.notes


def test_a_safety_question_is_untouched(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is a jade plant toxic to cats", settings)
    assert {c.card for c in r.citations} == {"jade-plant"}
