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
        # a giving verb with its particle: "give away to", "pass on to"
        ("Hello, I want to make new plants from my jade plant to give away to friends. How?", "jade-plant"),
        ("how do I repot my spider plant to pass on to my neighbour", "spider-plant"),
        ("can I root pothos cuttings to hand out to my friends", "pothos"),
    ],
)
def test_a_plant_given_to_people_is_a_gift(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and not r.verdicts and r.citations[0].card == card, r.refusal


# blind34-233's class: a person who did something to plants, with no harm asked, is a gardener
# in the story, not who the question is for (persons._tended)
@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("How do I make my hydrangea go blue? My mother always buried rusty nails under hers.", "hydrangea"),
        ("How do I make my hydrangea go blue? My mother always put coffee grounds under hers.", "hydrangea"),
        ("my aunt cut back her lavender in autumn, when should I prune mine", "lavender"),
        ("my dad repotted his snake plant in spring, when should I repot mine", "snake-plant"),
        ("my gran always watered her african violets from below, should I do that too", "african-violet"),
        # found probing blind32-237's class: nor is the one a plant is tended for, with no harm
        # asked (persons._goes_to)
        ("how do I take a cutting off my christmas cactus for my sister", "christmas-cactus"),
        ("how do I repot my jade plant for my sister", "jade-plant"),
        ("I'm potting up some aloe pups for my daughter, what soil should I use?", "aloe-vera"),
        ("I'd like to grow a snake plant from a leaf cutting for my grandson. How do I do it?", "snake-plant"),
        ("how do I prune the oleander for my son", "oleander"),
    ],
)
def test_a_person_in_a_care_story_is_no_person_asked_about(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and not r.verdicts and card in {c.card for c in r.citations}, (question, r.refusal)


# and a word of risk said of a person asks about the person, whatever care is also told
@pytest.mark.parametrize(
    "question",
    [
        "my husband planted foxgloves by the door, is that a risk for our toddler",
        "my wife potted up a dieffenbachia for the nursery, is that a problem for the baby",
        "my dad pruned the oleander, should I worry",
        "my son picked some foxglove flowers, is that dangerous",
        "my mum planted daffodils by the swings, are they a worry for my toddler",
        "is it safe to repot the oleander for my son",
        "I'm pruning the euphorbia for my mum, is the sap dangerous for her",
        "my son ate a cutting I took for my sister",
    ],
)
def test_a_risk_to_a_person_is_still_not_for_people(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_for_people", (question, r.refusal)


@pytest.mark.parametrize(
    "question",
    [
        "grandma cooked daffodil bulbs thinking they were onions",
        "husband made tea from the chamomile in the garden and now has a stomach ache",
        "my mum baked her rhubarb leaves into a pie by mistake",
    ],
)
def test_a_person_s_dish_is_still_not_for_people(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_for_people", (question, r.refusal)


# a plant given to the asker is a gift: "gave me" fed the asker, and the giver was a person
# the question was asked about, so care questions were refused as not for people
@pytest.mark.parametrize(
    "question, card",
    [
        ("my neighbour gave me some spider plant babies, how do I pot them", "spider-plant"),
        ("Friend gave me coleus cuttings. Put them in water or straight in soil? How long for roots?", "coleus"),
        ("my mum bought me a snake plant, how do I pot it up", "snake-plant"),
        ("my sister sent me a jade plant cutting, how do I root it", "jade-plant"),
        ("my aunt got me a peace lily, where should I put it", "peace-lily"),
        ("my father-in-law's monstera, how do I repot it", "monstera"),  # whose: the possessive is on "law"
        ("my mother-in-law's spider plant has babies, can I take one", "spider-plant"),
    ],
)
def test_a_plant_given_to_the_asker_or_owned_by_kin_is_no_person_asked_about(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.citations[0].card == card and not r.verdicts, (r.refusal, r.answer)


@pytest.mark.parametrize(
    "question",
    ["my friend gave me some basil and I ate it, is that ok", "my son gave me a leaf of the aloe and I ate it"],
)
def test_a_gift_the_asker_ate_is_still_not_for_people(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_for_people", (r.refusal, r.answer)
