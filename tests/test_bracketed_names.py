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


@pytest.mark.parametrize(
    "question",
    [
        # blind35-265's class: the last word of a capitalised run before brackets was read as
        # a pet's name with its breed ("Jack (Travis Scott)"), so the run's plant word became
        # a safety question about cacti, lilies, cherries. The brackets say who it is.
        "Cactus Jack (Travis Scott) merch drop date?",
        "Lily Allen (singer) tour dates 2027",
        "Cherry Jones (actress) movies",
        "Poison Ivy (Batman villain) costume ideas",
        "Rosemary Clooney (singer) best songs",
    ],
)
def test_a_capitalised_run_before_brackets_is_no_pet(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_about_plants", (question, r.verdicts, r.refusal)


def test_a_pet_s_name_and_breed_in_brackets_after_my_still_is_one(bundled_index):
    settings, index = bundled_index
    for question in ("My Laurel (beagle) ate some oleander", "my dog Jack (beagle) ate a tulip"):
        r = ask(index, question, settings)
        assert r.answered and {v.card for v in r.verdicts} <= {"oleander", "tulip"}, question
