"""A refused name that holds a kind a general card warns of for the animal asked
(plantqa.group_answer.kind_danger): plantqa cannot say which plant "an african lily" is, but a
cat's owner must still hear that true lilies and daylilies can kill a cat. Written from a probe
("is a lily stargazer toxic to cats" was refused with no word of the danger)."""

import pytest

from plantqa.engine import ask

LILIES = "kidney failure in cats"


def _refused(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant", (question, r.answer)
    return r.refusal.message


@pytest.mark.parametrize(
    "question",
    [
        "is an african lily toxic to cats",
        "is a lily stargazer toxic to cats",
        "is a rain lily safe for my cat",
        "my cat chewed a toad lily leaf",
        "my cat licked a water lily",
    ],
)
def test_a_refused_lily_for_a_cat_carries_the_lilies_danger(bundled_index, question):
    message = _refused(bundled_index, question)
    assert LILIES in message and "plantqa show lilies-and-cats" in message


@pytest.mark.parametrize("question", ["is an african lily toxic to dogs", "is yellow jasmine toxic to cats"])
def test_no_danger_is_told_for_another_animal_or_kind(bundled_index, question):
    assert LILIES not in _refused(bundled_index, question)
