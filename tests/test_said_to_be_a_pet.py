"""A name said to be a pet ("Basil is my beagle") makes the question a pet's.

blind21-005 ("Rosemary is my 12 yr old tabby. Is a calathea safe to keep on the shelf where
she naps?") was read as a care question about keeping a calathea and refused: the name was
set aside, but nothing said the tabby was a pet. Written before the fix, with other names,
breeds and plants; each was refused or answered without a verdict before it.
"""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question, card",
    [
        ("Rosemary is my 12 yr old tabby. Is a calathea safe to keep on the shelf where she naps?", "calathea"),
        ("Basil is my beagle. Is a spider plant safe to keep where he sleeps?", "spider-plant"),
        ("Holly is our old spaniel, is the pothos safe to keep by her bed", "pothos"),
        ("Jasmine was my rescue greyhound. would a peace lily be safe to keep near her", "peace-lily"),
        ("Poppy is my ragdoll. is a boston fern safe to keep in the hall", "boston-fern"),
    ],
)
def test_a_name_said_to_be_a_pet_asks_for_the_pet(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, (question, r.refusal, r.verdicts)
    named = {"Rosemary": "rosemary", "Basil": "basil", "Holly": "holly", "Jasmine": "jasmine", "Poppy": "poppy"}
    assert not {v.card for v in r.verdicts} & set(named.values()), r.verdicts


def test_a_name_said_to_be_a_person_stays_a_persons(bundled_index):
    settings, index = bundled_index
    r = ask(index, "Rosemary is my daughter. Is a calathea safe for her to touch?", settings)
    assert not r.answered and r.refusal.reason == "not_for_people", r.refusal


@pytest.mark.parametrize(
    "question",
    [
        # blind26-005's class: "<Name> is a <word no card uses>" says what the name is, a breed
        "Sage is a tabby. Is a calathea ok for her?",
        "Sage is a three-year-old tabby who climbs on everything. Is a calathea safe?",
        "Basil is a whippet, is a spider plant ok for him?",
        "Holly is a sheltie and she chewed the peace lily",
        "Ivy is a ragdoll, can she be around a christmas cactus?",
    ],
)
def test_a_name_said_to_be_a_breed_is_a_pets(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    name = question.split()[0]
    assert r.answered and name.lower() not in {v.card for v in r.verdicts} and r.verdicts, (r.answer, r.refusal)
    assert any(name in n for n in r.notes), r.notes
