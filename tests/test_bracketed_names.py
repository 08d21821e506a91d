"""A name first in its sentence, then brackets saying what it is, then a verb: a pet's name.

blind22-021 ("Cherry (lab mix, 4) ate a chunk of my dieffenbachia while I was at work") gave
the cherry's finding beside the dieffenbachia's: no rule read a bracket that names no pet
word ("lab mix, 4") as saying what Cherry is; "Basil (beagle, 2yo) chewed the peace lily"
took "2yo" for a child who chewed. Written before the fix, with other names, breeds and
plants; the first three were answered from the name's card, refused, or refused for a
person before it.
"""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question, card, name",
    [
        ("Cherry (lab mix, 4) ate a chunk of my dieffenbachia while I was at work", "dieffenbachia", "cherry"),
        ("Basil (beagle, 2yo) chewed the peace lily", "peace-lily", "basil"),
        ("Sage (collie x) got into the tulips", "tulip", "sage"),
        ("Holly (spaniel, 7) has eaten some of the poinsettia", "poinsettia", "holly"),
        ("Juniper (jack russell, 3) ate a daffodil bulb", "daffodil", "juniper"),
    ],
)
def test_a_name_before_brackets_and_a_verb_is_the_pets(bundled_index, question, card, name):
    settings, index = bundled_index
    r = ask(index, question, settings)
    cards = {v.card for v in r.verdicts}
    assert r.answered and card in cards and name not in cards, (question, r.refusal, r.verdicts)
    assert "vet" in (r.answer or ""), r.answer


def test_a_person_before_brackets_stays_a_person(bundled_index):
    settings, index = bundled_index
    r = ask(index, "baby (10 months) was chewing on a pothos leaf she pulled off the shelf", settings)
    assert not r.answered and r.refusal.reason == "not_for_people", r.refusal
