"""A care question naming no plant, its frame words at half weight in both legs
(plantqa/retrieve.py, setting care_frame). Written from blind9-238's and blind9-222's class
(reported by care11: a general care question opened with a chunk that merely used its framing
words, "once you know what to look for"), with variants of our own; `care_frame = "full"` is
the losing arm, kept re-runnable."""

import pytest

from plantqa.engine import ask
from plantqa.retrieve import _frame_half


def _first(bundled_index, question, **kw):
    settings, index = bundled_index
    r = ask(index, question, settings._replace(**kw))
    assert r.answered, (question, r.refusal)
    return r.citations[0].card


@pytest.mark.parametrize(
    "question, card, before",
    [
        ("how do i know when to water my houseplants", "watering-basics", "mealybugs"),
        ("how long can houseplants go without water when i go away", "underwatering", "propagation-cuttings"),
    ],
)
def test_a_chunk_that_only_shares_the_framing_no_longer_leads(bundled_index, question, card, before):
    assert _first(bundled_index, question) == card
    assert _first(bundled_index, question, care_frame="full") == before  # the losing arm


@pytest.mark.parametrize(
    "question, card",
    [
        ("how do you know if a plant needs repotting", "repotting"),
        ("what's the right way to get rid of fungus gnats", "fungus-gnats"),
        ("is it normal for plants to look droopy in the evening", "drooping-leaves"),
        ("how often should i water succulents", "winter-care"),
    ],
)
def test_questions_whose_own_words_already_led_keep_their_card(bundled_index, question, card):
    assert _first(bundled_index, question) == card


def test_only_the_questions_own_words_are_repeated():
    assert _frame_half(["know", "water", "houseplant"]) == ["know", "water", "houseplant", "water"]


def test_a_question_naming_a_plant_is_searched_as_typed(bundled_index):
    settings, index = bundled_index
    half = ask(index, "how often should i water my jade plant", settings)
    full = ask(index, "how often should i water my jade plant", settings._replace(care_frame="full"))
    assert [c.card for c in half.citations] == [c.card for c in full.citations]
