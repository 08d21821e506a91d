"""A safety question about "this plant" or "the flowers" names no plant: no_plant_named.

blind22-255 ("is this plant poisonous to dogs?") and blind22-267 ("my sister sent flowers,
are they safe for my cat?") were answered from the general safety cards, as if those could
say whether one unnamed plant is safe; the second also read "sent" as a person's name.
Written before the fix, with other wordings; each was answered before it.
"""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question",
    [
        "is this plant poisonous to dogs?",
        "my sister sent flowers, are they safe for my cat?",
        "are these flowers safe for my dog",
        "is that plant toxic to cats",
        "my neighbour gave me a plant, is it safe for my kitten?",
        "my mum brought flowers, are they ok for the dog?",
    ],
)
def test_a_plant_not_named_is_refused_for_its_name(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "no_plant_named", (question, r.refusal, [c.card for c in r.citations])
    assert not any(f"'{verb}'" in n for n in r.notes for verb in ("sent", "gave", "brought")), r.notes


@pytest.mark.parametrize(
    "question",
    ["which plants are safe for cats", "what houseplants are safe for dogs"],
)
def test_which_plants_are_safe_is_still_answered(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered, (question, r.refusal)


# blind23-267's class: one plant pointed at by where it stands ("the big tree in the park"),
# its form of growth typed in the singular: no kind to list, no plant named
@pytest.mark.parametrize(
    "question",
    [
        "The big tree in the park that my dog likes to lie under, could it be dangerous for him?",
        "is the tree in our backyard poisonous to my dog",
        "the bush by the front door, is it safe for my puppy",
        "is that vine on the fence dangerous for cats",
        "my dog chews the shrub next to the gate, is it toxic",
        "is the plant in our backyard poisonous to my dog",
        "the flower by the front door, is it safe for my puppy",
    ],
)
def test_a_plant_pointed_at_where_it_stands_is_refused_for_its_name(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "no_plant_named", (question, r.refusal, [v.card for v in r.verdicts])


@pytest.mark.parametrize("question", ["are trees toxic to dogs", "are the trees in my garden safe for cats"])
def test_a_form_of_growth_in_the_plural_is_still_the_kind(bundled_index, question):
    settings, index = bundled_index
    assert len({v.card for v in ask(index, question, settings).verdicts}) > 5, question


# blind23-269's class: "the stuff" or "whatever" growing somewhere names no plant
@pytest.mark.parametrize(
    "question",
    [
        "is the stuff growing in my lawn safe for my cat to chew on",
        "is the stuff growing by the fence toxic to dogs",
        "is whatever is growing under the deck safe for my puppy",
        "is the stuff in my flower bed bad for cats",
        "is the green stuff growing on the patio toxic to my dog",
    ],
)
def test_stuff_growing_somewhere_is_refused_for_its_name(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "no_plant_named", (question, r.refusal)


@pytest.mark.parametrize(
    "question",
    [
        # blind24-197's class: a pet that got into an unnamed plant ate no plant named
        "My cat got into one of the houseplants, no idea which one, and she's vomiting",
        "my dog got into some plant in the yard",
        "the puppy got into the garden plants",
        "my kitten got into one of my plants last night",
        "our dog got into a houseplant, not sure which",
    ],
)
def test_a_pet_that_got_into_an_unnamed_plant_names_no_plant(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "no_plant_named" and "vet" in r.refusal.message, r.refusal


# blind26-205's class: "chewed on" is a verb and its particle, not a place where a plant stands
# ("chewed on an angel's trumpet flower that hangs over the fence" was read as an unnamed plant
# placed on something; unnamed._placed), and "on" before "something" says nothing was named
@pytest.mark.parametrize(
    "question, reason",
    [
        ("My cat just chewed on an angel's trumpet flower that hangs over the fence", "unknown_plant"),
        ("my puppy gnawed on a trumpet vine flower by the gate", "unknown_plant"),
        ("my dog chewed on something in the park", "no_plant_named"),
        ("my cat nibbled on the plant by the window, is it toxic", "no_plant_named"),
    ],
)
def test_a_verb_s_on_is_no_place(bundled_index, question, reason):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == reason and "vet" in r.refusal.message


# blind36-057's class: a part eaten "off it" is of the plant told before, named or not; a
# plant plantqa lacks is refused by its name ("no card for 'bleeding heart'"), not as naming
# no plant (unnamed._off_it)
@pytest.mark.parametrize(
    "question, name",
    [
        ("Bleeding heart, the pink dangly one - my cat just ate a flower off it. Is it poisonous?", "bleeding heart"),
        ("there's a monkshood by the gate and my dog chewed a leaf off it", "monkshood"),
        ("Jimsonweed, the spiky one by the fence - my dog ate a pod from it. Is it bad?", "jimsonweed"),
    ],
)
def test_a_part_eaten_off_a_plant_told_before_is_that_plant_s(bundled_index, question, name):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant" and name in r.refusal.message, r.refusal
    assert "vet" in r.refusal.message
