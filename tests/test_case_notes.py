"""Questions written as a vet practice's case notes (set 33's trade shorthand): the animal told
first, its breed and age set off by commas ("Client's cat, DSH 4y, chewed ..."), what the
owner reports ("owner reports chewing on ..."), species in clinical shorthand (DSH, DLH: a
cat). A pet that ate something gets the vet line, also when its plant is refused. The variants
were written before the fix (blind33-031, -037)."""

import pytest

from plantqa.engine import ask


def _read(bundled_index, question):
    settings, index = bundled_index
    return ask(index, question, settings)


# the one eating is the creature before an apposition set off by commas, not the apposition's last word
@pytest.mark.parametrize(
    "question",
    [
        "Client's cat, DSH 4y, chewed ~2 leaves of yellow jasmine off the porch trellis this am.",
        "The neighbour's cat, ginger tom 6y, chewed the mini monstera",
        "our dog, 2 yo, ate a leaf of yellow jasmine",
        "my horse, an old cob, grazed on some yellow jasmine",
        "My kitten, 4 months, licked the yellow jasmine",
    ],
)
def test_the_one_eating_is_before_an_apposition(bundled_index, question):
    r = _read(bundled_index, question)
    assert not r.answered and r.refusal.reason == "unknown_plant"
    assert "call your vet" in r.refusal.message, question


# what an owner reports or says a pet was doing happened, and the pet did it
@pytest.mark.parametrize(
    "question",
    [
        "Vet nurse: DSH 2y, owner reports chewing on a mini monstera (Rhaphidophora). Need tox info please.",
        "owner reports the cat chewing on a mini monstera",
        "cat 3y, owner reports chewing on yellow jasmine",
        "Owner says the dog chewing on the mini monstera all morning",
        "DLH 7y, owner reported eating some yellow jasmine",
    ],
)
def test_eating_reported_of_a_pet_happened(bundled_index, question):
    r = _read(bundled_index, question)
    assert not r.answered and "call your vet" in r.refusal.message, question


def test_a_reporter_eating_is_still_a_person(bundled_index):
    r = _read(bundled_index, "my daughter reports that she ate a daffodil bulb by mistake")
    assert not r.answered and r.refusal.reason == "not_for_people"


@pytest.mark.parametrize(
    ("question", "animal"), [("DSH 4y chewed a pothos leaf", "cat"), ("DLH, 2y FS, ate some of the spider plant", "cat")]
)
def test_clinical_shorthand_names_the_species(bundled_index, question, animal):
    r = _read(bundled_index, question)
    assert r.answered and {v.animal for v in r.verdicts} == {animal}
    assert "call your vet" in r.answer
