"""A person's question told with a pet in it: the pet ruled out ("For me, not the dog"), or
a plant put on a person's skin or hurt ("rub aloe vera on sunburn", "a nasty rash on my
arms after pulling out giant hogweed"). Refused as a person's, never answered with a pet's
finding or a care line (blind27-063, -067, -075 were). Written before the rules, in our own
words."""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question",
    [
        "Is nasturtium safe to eat in a salad? For me, not the dog.",
        "is it safe for me (not my dog) to eat nasturtium flowers",
        "Are rose petals safe to eat? I mean for me, not the horse",
        "can I eat basil leaves raw? for me not my cat",
        "is it safe to rub aloe vera on sunburn",
        "is it safe to rub aloe vera on a burn",
        "is aloe vera gel safe on sunburn",
        "is it ok to put lavender oil on a bee sting",
        "is aloe vera safe on skin",
        "got a nasty rash on my arms after pulling out giant hogweed, is it dangerous",
        "I have a horrible blister after touching the giant hogweed, is it poisonous",
        "got an itchy rash from the poinsettia sap, is it toxic",
        # a household of people, as a person is (blind35-081: "is it dangerous for my family if
        # a few crushed stones end up in it" answered with the pets' cherry finding)
        "Making cherry jam from our tree, is it dangerous for my family if a few stones get in?",
        "is it safe for my household to eat apple seeds",
        "are daffodil bulbs dangerous for my family if one gets mixed up with the onions",
    ],
)
def test_a_persons_question_is_refused_as_one(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.refusal is not None and r.refusal.reason == "not_for_people", (question, r.refusal, r.answer)


@pytest.mark.parametrize(
    "question, card",
    [
        ("my cat, not my dog, ate some of the lily", "lilies-and-cats"),
        ("can I put aloe gel on my dog's sore paw", "aloe-vera"),
        ("is aloe vera safe for cats", "aloe-vera"),
        ("is pothos safe for a family with a cat", "pothos"),  # a family with a pet: the pet's
        ("which plants in the arum family are toxic to cats", "arum"),  # a plant family
        ("my aloe has brown sunburn patches, what do I do", "aloe-vera"),
        ("we've got a beagle mix, is pothos ok", "pothos"),
    ],
)
def test_a_pets_or_a_plants_question_stays_so(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.refusal is None and card in {c.card for c in r.citations}, (question, r.refusal)


# blind34-073's class: "I'm expecting" said alone is a person's state, as "pregnant" is; the
# question is a person's ("expecting a delivery of bulbs" is no state; a cat expecting is a pet)
@pytest.mark.parametrize(
    "question",
    [
        "I'm expecting, and I do love a cup of chamomile tea of an evening. My neighbour says it's risky. Is it?",
        "I'm expecting, is chamomile safe to drink",
        "I am expecting, can I touch poinsettias",
        "we're expecting again, is it ok to keep a peace lily in the bedroom",
        "my wife is expecting in May, is jasmine safe for her",
    ],
)
def test_expecting_said_alone_is_a_person_s_state(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_for_people", (question, r.answer)


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("I'm expecting a delivery of tulip bulbs, how deep do I plant them", "tulip"),
        ("my cat is expecting, is lavender safe for her", "lavender"),
    ],
)
def test_expecting_a_thing_or_a_pet_expecting_is_no_person(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {c.card for c in r.citations}, (question, r.refusal)


@pytest.mark.parametrize(
    "question", ["best free sites to start researching my family tree", "how do I draw a family tree for school"]
)
def test_a_people_word_before_a_kind_is_its_modifier(bundled_index, question):
    # "family tree" is a tree of people, as "baby ferns" are young ferns: no person asked about
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.refusal is not None and r.refusal.reason == "not_about_plants", (question, r.refusal)
