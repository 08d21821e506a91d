"""What is given or fed, and to whom. After "give my dog" the next word is what is given, not
the dog's name ("can I give my dog basil leaves", "give my horse apple slices"), though a
capital still names it (plantqa.people); a person handed a plant is given a gift, not fed it
("propagate it to give some to my friends": plantqa.asking). Variants written before the rules."""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question, card, animal",
    [
        ("can I give my dog basil leaves", "basil", "dog"),
        ("can i give my horse apple slices", "apple", "horse"),
        ("is it ok to feed my cat aloe leaves", "aloe-vera", "cat"),
        ("can I give my dog Basil some apple", "apple", "dog"),
    ],
)
def test_what_is_given_after_a_creature_is_the_food(bundled_index, question, card, animal):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and (card, animal) in {(v.card, v.animal) for v in r.verdicts}, (r.refusal, r.notes)


def test_what_is_given_to_a_person_is_eaten_by_a_person(bundled_index):
    settings, index = bundled_index
    r = ask(index, "can I give my son rhubarb leaves", settings)
    assert not r.answered and r.refusal.reason == "not_for_people"


@pytest.mark.parametrize(
    "question, card",
    [
        (
            "Would you advise me how best to propagate an African violet? I should like to give some to my friends.",
            "african-violet",
        ),
        ("how to propagate jade plant to give to friends", "jade-plant"),
    ],
)
def test_a_plant_given_to_people_is_a_gift(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and not r.verdicts and r.citations[0].card == card, r.refusal
